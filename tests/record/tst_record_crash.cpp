// Crash safety of the game record (app/record/battlestore.h): a child process
// (record_crash_child) plays a scripted battle through a BattleStore and prints
// "shown <battle> <actions> <state hash>" after each action has returned, as the
// app would show its result. The test kills it with SIGKILL at seeded random
// moments, then reopens the database and checks that it opens, that every
// action whose line was read is stored, that the stored state hashes are the
// ones that were shown, and that the state the store resumes is exactly the
// fold of ancients::apply() over the stored log, read raw from the file.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlestore.h"
#include "chaincodec.h"

#include "ancients/game.h"
#endif

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#ifndef Q_MOC_RUN
using namespace ancients;
using record::Battle;
using record::BattleCodec;
using record::BattleStore;
using record::ChainCodec;
using record::LogEntry;
using record::SeedCommitment;

namespace {

constexpr int Kills = 15;
constexpr quint32 KillSeed = 20240611;

/** What a child showed for one battle: the hash shown after each action count. */
using Shown = QMap<qint64, QMap<int, QByteArray>>;

/** The complete "shown" lines of @p output into @p shown; the count of lines. */
int readShown(const QByteArray &output, Shown &shown)
{
    int lines = 0;
    const QList<QByteArray> all = output.split('\n');
    // The last piece follows the last newline: an unfinished line, never counted.
    for (qsizetype i = 0; i + 1 < all.size(); ++i) {
        const QList<QByteArray> f = all.at(i).split(' ');
        if (f.size() != 4 || f.at(0) != "shown")
            qFatal("unexpected line from the child: %s", all.at(i).constData());
        shown[f.at(1).toLongLong()][f.at(2).toInt()] = QByteArray::fromHex(f.at(3));
        ++lines;
    }
    return lines;
}

/** Each stored entry of battle @p id, decoded from the bytes in the file, through a connection of the test's own. */
std::vector<LogEntry> rawEntries(const QString &path, qint64 id)
{
    const QString name = QStringLiteral("crash-raw");
    std::vector<LogEntry> entries;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            qFatal("raw open: %s", qPrintable(db.lastError().text()));
        QSqlQuery query(db);
        if (!query.exec(QStringLiteral("SELECT seq, body FROM entry WHERE battle = %1 ORDER BY seq").arg(id)))
            qFatal("raw select: %s", qPrintable(query.lastError().text()));
        while (query.next()) {
            if (query.value(0).toInt() != static_cast<int>(entries.size()))
                qFatal("entry %d of battle %lld is missing", static_cast<int>(entries.size()), static_cast<long long>(id));
            // A battle of version 3 keeps each entry as its chain bytes (a BLOB); older ones as JSON.
            const QVariant body = query.value(1);
            const auto decoded = body.metaType().id() == QMetaType::QByteArray
                ? ChainCodec::decodeEntry(body.toByteArray(), ChainCodec::CurrentVersion, QStringLiteral("entry"))
                : BattleCodec::decodeEntry(QJsonDocument::fromJson(body.toByteArray()).object(), QStringLiteral("entry"), false);
            if (!decoded.ok())
                qFatal("stored entry does not decode: %s", qPrintable(decoded.problems.join(u"; ")));
            entries.push_back(*decoded.value);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return entries;
}

} // namespace
#endif

class TestRecordCrash : public QObject
{
    Q_OBJECT

private slots:
    void everyShownActionSurvivesSigkill();
    void killedWhileCreatingTheStoreLeavesNoneOrAWholeOne();
};

void TestRecordCrash::everyShownActionSurvivesSigkill()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("battles.sqlite"));
    QRandomGenerator rng(KillSeed);
    Shown shown;
    int shownLines = 0;
    int killsMidBattle = 0; // kills after which the child had shown at least one action

    // The store is created by a run that is not killed; killing the child while it
    // creates the store is the next test's.
    for (int kill = -1; kill <= Kills; ++kill) {
        const bool last = kill == -1 || kill == Kills; // runs not killed: they play a few actions and exit
        const int delay = static_cast<int>(rng.bounded(3, 201));
        const int pace = static_cast<int>(rng.bounded(0, 4));
        QProcess child;
        child.setProcessChannelMode(QProcess::SeparateChannels);
        child.start(QStringLiteral(RECORD_CRASH_CHILD),
                    {path, last ? QStringLiteral("5") : QStringLiteral("1000000"), QString::number(pace)});
        QVERIFY2(child.waitForStarted(5000), qPrintable(child.errorString()));
        if (last) {
            QVERIFY(child.waitForFinished(30000));
            QCOMPARE(child.exitStatus(), QProcess::NormalExit);
            QVERIFY2(child.exitCode() == 0, child.readAllStandardError().constData());
        } else {
            // Every other kill waits for the battle to be under way, however slowly a
            // loaded machine starts the child; the rest may land at any moment, the
            // start included.
            if (kill % 2 == 0) {
                const QDeadlineTimer underWay(30000);
                while (!child.canReadLine() && child.waitForReadyRead(static_cast<int>(underWay.remainingTime())))
                    ;
                QVERIFY2(child.canReadLine(), "the child shows its first action");
            }
            QThread::msleep(static_cast<unsigned long>(delay));
            QCOMPARE(child.state(), QProcess::Running); // it plays until killed
            child.kill(); // SIGKILL
            QVERIFY(child.waitForFinished(5000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        }
        const QByteArray err = child.readAllStandardError();
        QVERIFY2(err.isEmpty(), err.constData());
        const int lines = readShown(child.readAllStandardOutput(), shown);
        shownLines += lines;
        if (!last && lines > 0)
            ++killsMidBattle;

        // The database opens, and every shown action is there, with the state it showed.
        BattleStore store;
        QVERIFY2(store.open(path), qPrintable(store.errorString()));
        for (auto b = shown.cbegin(); b != shown.cend(); ++b) {
            const qint64 id = b.key();
            const std::vector<LogEntry> stored = rawEntries(path, id);
            const int lastShown = b.value().lastKey();
            QVERIFY2(static_cast<int>(stored.size()) >= lastShown,
                     qPrintable(QStringLiteral("battle %1: %2 actions shown, %3 stored")
                                    .arg(id).arg(lastShown).arg(stored.size())));
            for (auto s = b.value().cbegin(); s != b.value().cend(); ++s)
                QCOMPARE(stored.at(static_cast<std::size_t>(s.key() - 1)).state, s.value());

            // The state the store resumes is the fold of apply() over the stored log.
            const auto resumed = store.load(id);
            QVERIFY2(resumed, qPrintable(store.errorString()));
            QCOMPARE(resumed->log().size(), stored.size());
            const auto &setup = resumed->setup();
            GameState folded = newGame(setup.armyA, setup.armyB, setup.options,
                                       SeedCommitment::gameSeed(resumed->secret(), setup.seed.phrase), setup.deployments)
                                   .value();
            for (const LogEntry &entry : stored) {
                QCOMPARE(int(entry.type), int(LogEntry::Type::Action)); // the script only acts
                const auto applied = ancients::apply(folded, *entry.action);
                QVERIFY2(applied.ok(), applied.ok() ? "" : applied.error().message.c_str());
                folded = applied.value().state;
                QCOMPARE(record::ChainCodec::stateHash(folded, resumed->version()), entry.state);
            }
            QVERIFY(resumed->state() == folded);
        }
    }
    qInfo("%d kills, %d of them after actions were shown; %d actions shown in %lld battles", Kills, killsMidBattle,
          shownLines, static_cast<long long>(shown.size()));
    // The kills must land while the battle is being played, not only before it starts.
    QVERIFY(killsMidBattle >= Kills / 2);
    QVERIFY(shown.size() >= 2); // a battle was finished and the next one begun
}

QTEST_GUILESS_MAIN(TestRecordCrash)
// A kill while BattleStore::open() makes a new store (this test once found the
// store refused as damaged for good after a kill inside its schema transaction):
// whatever the moment, the next open succeeds and the store works.
void TestRecordCrash::killedWhileCreatingTheStoreLeavesNoneOrAWholeOne()
{
    int killedBeforeAnyAction = 0;
    for (int attempt = 0; attempt < 122; ++attempt) {
        const int delay = attempt % 61; // every millisecond of the first 60, twice
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("battles.sqlite"));
        QProcess child;
        child.start(QStringLiteral(RECORD_CRASH_CHILD), {path, QStringLiteral("1000000"), QStringLiteral("1")});
        QVERIFY2(child.waitForStarted(5000), qPrintable(child.errorString()));
        QThread::msleep(static_cast<unsigned long>(delay));
        child.kill();
        QVERIFY(child.waitForFinished(5000));
        if (!child.readAllStandardOutput().contains("shown"))
            ++killedBeforeAnyAction;
        record::BattleStore store;
        QVERIFY2(store.open(path), qPrintable(QStringLiteral("killed after %1 ms: %2").arg(delay).arg(store.errorString())));
    }
    // The kills must land before the first action, where the store is made, for this to mean anything.
    QVERIFY2(killedBeforeAnyAction >= 3, qPrintable(QString::number(killedBeforeAnyAction)));
}

#include "tst_record_crash.moc"

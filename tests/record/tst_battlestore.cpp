// Battles kept in SQLite (app/record/battlestore.h): every entry committed in
// its own transaction before the battle changes, WAL with synchronous=FULL,
// the project's application_id and schema version, several battles listed,
// resumed and deleted, an older schema migrated forward, and files that are
// not SQLite, are another program's, are newer or are damaged refused without
// a byte of them changing.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlestore.h"
#include "chaincodec.h"
#include "gametesthelpers.h"

#include "ancients/keys.h"
#endif

#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <iterator>
#include <future>
#include <thread>

#ifndef Q_MOC_RUN
using namespace ancients;
using namespace gametest;
using record::Battle;
using record::BattleCodec;
using record::BattleSetup;
using record::BattleStore;
using record::ChainCodec;
using record::SeedCommitment;
using record::StoredBattle;

namespace {

BattleSetup setupOf(const char *a, const char *b, const QByteArray &secret)
{
    BattleSetup setup;
    setup.armyA = lineArmy(a, 5);
    setup.armyB = lineArmy(b, 5);
    setup.seed = SeedCommitment::of(secret, QStringLiteral("Ilipa"));
    return setup;
}

Battle newBattle(const char *a = "Romans", const char *b = "Iberians", QByteArray secret = QByteArray(32, 'q'),
                 int version = record::ChainCodec::CurrentVersion)
{
    auto battle = Battle::start(setupOf(a, b, secret), secret, version);
    if (!battle)
        qFatal("Battle::start refused: %s", battle.error().message.c_str());
    return battle.value();
}

/** A few legal actions: moves of army A's Blocks, Fatigue, the end of a phase. */
void play(Battle &battle)
{
    for (const Action &action : std::vector<Action>{moveOf(0), AddFatigue{{{6, 2}}, "9.5"}, moveOf(1), moveOf(1),
                                                    EndPhase{}, AddFatigue{{{0, 1}}, "10"}}) {
        const auto done = battle.act(action);
        if (!done)
            qFatal("act refused: %s", done.error().message.c_str());
    }
}

/** The INSERTs of @p battle's entries as battle @p id, as the store wrote them before schema 5: canonical JSON. */
QStringList jsonEntryRows(const Battle &battle, qint64 id)
{
    QStringList rows;
    for (std::size_t k = 0; k < battle.log().size(); ++k)
        rows << QStringLiteral("INSERT INTO entry VALUES (%1, %2, '%3', x'%4')")
                    .arg(id)
                    .arg(k)
                    .arg(QString::fromUtf8(BattleCodec::canonical(BattleCodec::encode(battle.log()[k]))),
                         QString::fromLatin1(battle.log()[k].hash.toHex()));
    return rows;
}

/** The key of the phase @p state is in, as the list gives it ("move"). */
QString phaseKey(const GameState &state)
{
    const std::string_view key = keyOf(state.phase);
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

/** Runs @p statements on a connection of the test's own (not the store's). */
void runRaw(const QString &path, const QStringList &statements, bool readOnly = false)
{
    const QString name = QStringLiteral("raw");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (readOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            qFatal("raw open: %s", qPrintable(db.lastError().text()));
        for (const QString &sql : statements) {
            QSqlQuery query(db);
            if (!query.exec(sql))
                qFatal("raw %s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

/** The first column of the first row of @p sql, read through a read-only connection of the test's own. */
QVariant rawValue(const QString &path, const QString &sql)
{
    const QString name = QStringLiteral("raw-read");
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            qFatal("raw open: %s", qPrintable(db.lastError().text()));
        QSqlQuery query(db);
        if (query.exec(sql) && query.next())
            value = query.value(0);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

/**
 * While it lives, this thread holds file permissions as any user does: root's
 * power to override them (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER) is
 * taken out of its effective capabilities, and given back at the end. Only the
 * calling thread is affected; for a user who never had them nothing changes.
 */
class PermissionsHold
{
public:
    PermissionsHold()
    {
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        if (syscall(SYS_capget, &header, m_saved) != 0)
            return;
        __user_cap_data_struct lowered[2] = {m_saved[0], m_saved[1]};
        for (const int cap : {CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER})
            lowered[cap / 32].effective &= ~(1U << (cap % 32));
        m_lowered = syscall(SYS_capset, &header, lowered) == 0;
    }
    ~PermissionsHold()
    {
        if (!m_lowered)
            return;
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        if (syscall(SYS_capset, &header, m_saved) != 0)
            qFatal("the capabilities could not be given back");
    }
    PermissionsHold(const PermissionsHold &) = delete;
    PermissionsHold &operator=(const PermissionsHold &) = delete;

private:
    __user_cap_data_struct m_saved[2]{};
    bool m_lowered = false;
};

/**
 * From now on, in the calling thread only, every write of data to a file fails
 * with ENOSPC, as the kernel answers when a disk has no block left: a seccomp
 * filter (unprivileged, and for root too) on the calls SQLite writes with.
 * Reading, opening and creating files still work. False if the filter cannot
 * be installed. It cannot be taken back: call it in a thread of its own.
 */
bool writesFailAsOnAFullDisk()
{
    sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_pwrite64, 3, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_write, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_fallocate, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (ENOSPC & SECCOMP_RET_DATA)),
    };
    sock_fprog program{static_cast<unsigned short>(std::size(filter)), filter};
    return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 && prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) == 0;
}

} // namespace
#endif

class TestBattleStore : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void newStoreCarriesTheProjectsMarks();
    void everyEntryIsCommittedBeforeTheBattleChanges();
    void battleResumesExactlyWhereItWas();
    void theBattleOpenedLastIsReadAheadOnAnotherThread();
    void aBattleReadAheadIsTakenOnlyAsTheStoreStillHoldsIt();
    void nothingIsReadAheadFromAStoreThatIsNotAsExpected();
    void openingTheBattleListedFirstWritesNothing();
    void severalBattlesListedResumedAndDeleted();
    void aClosedStoreRefusesTheActionAndChangesNothing();
    void olderSchemaMigratesForward();
    void aVersion3BattleOfSchema4GoesOnInBytes();
    void listShowsWhereEachBattleStands();
    void anActionThatLeavesTheStandingWritesItsEntryAlone();
    void refusesAFileThatIsNotSQLite();
    void refusesAnotherProgramsDatabase();
    void refusesAStoreFromANewerVersion();
    void refusesADamagedStore();
    void aTamperedEntryIsNamedOnLoad();
    void aDamagedSchemaIsAnErrorNotAnEmptyList();
    void aReadOnlyStoreIsNamedAndShown();
    void aReadOnlyFolderIsNamedAndShown();
    void aFullDiskIsNamed();
    void aFullDiskAtStartIsNamedAndShown_data();
    void aFullDiskAtStartIsNamedAndShown();

private:
    std::optional<QTemporaryDir> m_dir;
    QString m_path;
};

void TestBattleStore::init()
{
    m_dir.emplace();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("battles.sqlite"));
}

void TestBattleStore::newStoreCarriesTheProjectsMarks()
{
    {
        BattleStore store;
        QVERIFY2(store.open(m_path), qPrintable(store.errorString()));
        QVERIFY(store.isOpen());
        QVERIFY(store.battles().isEmpty());
        QVERIFY(!store.lastOpened());
    }
    QCOMPARE(rawValue(m_path, QStringLiteral("PRAGMA application_id")).toLongLong(), qint64(BattleStore::ApplicationId));
    QCOMPARE(rawValue(m_path, QStringLiteral("PRAGMA user_version")).toInt(), BattleStore::SchemaVersion);
    QCOMPARE(rawValue(m_path, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    // The file's own header says WAL too: bytes 18 and 19 are 2 (SQLite file format).
    const QByteArray header = bytesOf(m_path).left(100);
    QCOMPARE(int(header.at(18)), 2);
    QCOMPARE(int(header.at(19)), 2);
}

void TestBattleStore::everyEntryIsCommittedBeforeTheBattleChanges()
{
    BattleStore store;
    QVERIFY(store.open(m_path));
    Battle battle = newBattle();
    const auto id = store.add(battle, QStringLiteral("Ilipa"));
    QVERIFY2(id, qPrintable(store.errorString()));

    // After each action returns, another connection already sees its entry: it was committed.
    const QString count = QStringLiteral("SELECT count(*) FROM entry WHERE battle = %1").arg(*id);
    QCOMPARE(rawValue(m_path, count).toInt(), 0);
    QVERIFY(battle.act(moveOf(0)));
    QCOMPARE(rawValue(m_path, count).toInt(), 1);
    QVERIFY(battle.undo());
    QCOMPARE(rawValue(m_path, count).toInt(), 2);
    QVERIFY(battle.redo());
    QCOMPARE(rawValue(m_path, count).toInt(), 3);
    // What is stored is the entry's chain bytes (version 3's), as a BLOB, with its time beside
    // them, and its chain hash.
    QCOMPARE(battle.version(), 3);
    const QString entry2 = QStringLiteral(" FROM entry WHERE battle = %1 AND seq = 2").arg(*id);
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT typeof(body)") + entry2).toString(), QStringLiteral("blob"));
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT body") + entry2).toByteArray(), ChainCodec::entryBytes(battle.log()[2], 3));
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT time") + entry2).toLongLong(), battle.log()[2].time.toMSecsSinceEpoch());
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT hash FROM entry WHERE battle = %1 AND seq = 2").arg(*id)).toByteArray(),
             battle.log()[2].hash);
    // A refused action writes nothing.
    QVERIFY(!battle.act(moveOf(7)));
    QCOMPARE(rawValue(m_path, count).toInt(), 3);
}

void TestBattleStore::battleResumesExactlyWhereItWas()
{
    Battle battle = newBattle();
    qint64 id = 0;
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        id = store.add(battle, QStringLiteral("Ilipa")).value();
        play(battle);
        QVERIFY(battle.undo());
        QVERIFY(battle.amend(1, AddFatigue{{{6, 3}}, "9.5"}, QStringLiteral("three, not two")));
    }
    BattleStore store;
    QVERIFY(store.open(m_path));
    QCOMPARE(store.lastOpened(), std::optional<qint64>(id));
    auto resumed = store.load(id);
    QVERIFY2(resumed, qPrintable(store.errorString()));
    QVERIFY(resumed->state() == battle.state());
    QVERIFY(resumed->log() == battle.log());
    QVERIFY(resumed->actions() == battle.actions());
    QCOMPARE(resumed->headHash(), battle.headHash());
    QCOMPARE(resumed->secret(), battle.secret());

    // Resumed, it goes on recording where it left off.
    QVERIFY(resumed->redo() || resumed->act(EndPhase{}));
    BattleStore again;
    store.close();
    QVERIFY(again.open(m_path));
    const auto reloaded = again.load(id);
    QVERIFY(reloaded);
    QVERIFY(reloaded->state() == resumed->state());
    QCOMPARE(int(reloaded->log().size()), int(battle.log().size()) + 1);
}

void TestBattleStore::theBattleOpenedLastIsReadAheadOnAnotherThread()
{
    Battle older = newBattle("Romans", "Gauls", QByteArray(32, '1'));
    Battle last = newBattle("Greeks", "Persians", QByteArray(32, '2'));
    qint64 id = 0;
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        QVERIFY(store.add(older, QStringLiteral("Telamon")));
        id = store.add(last, QStringLiteral("Marathon")).value();
        QTest::qWait(5); // the times differ by at least a millisecond
        play(last);
    }
    // Read on a thread of its own, as the launch does while the window is made.
    auto preloaded = std::async(std::launch::async, &BattleStore::preloadLast, m_path).get();
    QVERIFY(preloaded);
    QCOMPARE(preloaded->id, id);
    QVERIFY(preloaded->battle);
    QVERIFY(preloaded->battle->state() == last.state());
    QVERIFY(preloaded->battle->log() == last.log());
    QCOMPARE(preloaded->battle->headHash(), last.headHash());
    // Reading ahead wrote nothing: the store's file is the same after a second read.
    const QByteArray before = bytesOf(m_path);
    QVERIFY(BattleStore::preloadLast(m_path));
    QCOMPARE(bytesOf(m_path), before);

    // Taken by load(), not read again: an early entry damaged after the read ahead (the store
    // still ends where it did) is not seen until the battle is next read...
    const QString damage = QStringLiteral("UPDATE entry SET body = '{}' WHERE battle = %1 AND seq = 1").arg(id);
    runRaw(m_path, {damage});
    BattleStore store;
    QVERIFY(store.open(m_path));
    auto taken = BattleStore::Preloaded{preloaded->id, preloaded->battle};
    QVERIFY(store.load(id, std::move(taken)));
    QVERIFY(!store.load(id)); // ...as it is here
    QVERIFY(store.errorString().contains(QStringLiteral("battle %1 is damaged").arg(id)));
    runRaw(m_path, {QStringLiteral("UPDATE entry SET body = '%1' WHERE battle = %2 AND seq = 1")
                        .arg(QString::fromUtf8(BattleCodec::canonical(BattleCodec::encode(last.log()[1]))).replace(QLatin1Char('\''), QStringLiteral("''")))
                        .arg(id)});
    QVERIFY2(store.load(id), qPrintable(store.errorString()));

    // Marked as opened last and attached, so that it goes on recording.
    auto resumed = store.load(id, std::move(preloaded));
    QVERIFY2(resumed, qPrintable(store.errorString()));
    QVERIFY(resumed->state() == last.state());
    QVERIFY(resumed->act(EndPhase{}));
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT count(*) FROM entry WHERE battle = %1").arg(id)).toInt(),
             int(last.log().size()) + 1);
}

void TestBattleStore::aBattleReadAheadIsTakenOnlyAsTheStoreStillHoldsIt()
{
    Battle battle = newBattle();
    BattleStore writer;
    QVERIFY(writer.open(m_path));
    const qint64 id = writer.add(battle, QStringLiteral("Ilipa")).value();
    play(battle);
    auto stale = BattleStore::preloadLast(m_path);
    QVERIFY(stale);
    QCOMPARE(int(stale->battle->log().size()), int(battle.log().size()));
    // The store moves on after the battle was read ahead: one more entry.
    QVERIFY(battle.act(EndPhase{}));
    writer.close();

    BattleStore store;
    QVERIFY(store.open(m_path));
    auto resumed = store.load(id, std::move(stale));
    QVERIFY2(resumed, qPrintable(store.errorString()));
    // Read afresh: the entry written after the read ahead is there.
    QCOMPARE(int(resumed->log().size()), int(battle.log().size()));
    QVERIFY(resumed->state() == battle.state());

    // One read ahead for another battle is not taken for this one either.
    auto other = BattleStore::preloadLast(m_path);
    QVERIFY(other);
    other->id = id + 1;
    const auto again = store.load(id, std::move(other));
    QVERIFY(again);
    QVERIFY(again->state() == battle.state());
}

void TestBattleStore::nothingIsReadAheadFromAStoreThatIsNotAsExpected()
{
    // No store at all.
    QVERIFY(!BattleStore::preloadLast(m_path));
    // A store with no battle.
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
    }
    QVERIFY(!BattleStore::preloadLast(m_path));
    Battle battle = newBattle();
    qint64 id = 0;
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        id = store.add(battle, QStringLiteral("Ilipa")).value();
        play(battle);
    }
    QVERIFY(BattleStore::preloadLast(m_path));
    // An older schema: open() migrates it first, so it is read the usual way.
    runRaw(m_path, {QStringLiteral("PRAGMA user_version = %1").arg(BattleStore::SchemaVersion - 1)});
    QVERIFY(!BattleStore::preloadLast(m_path));
    runRaw(m_path, {QStringLiteral("PRAGMA user_version = %1").arg(BattleStore::SchemaVersion)});
    // The battle opened last is of another ruleset: its own session reads it.
    runRaw(m_path, {QStringLiteral("UPDATE battle SET setup = json_set(setup, '$.ruleset', 'my-wargame-rules') WHERE id = %1").arg(id)});
    QVERIFY(!BattleStore::preloadLast(m_path));
    runRaw(m_path, {QStringLiteral("UPDATE battle SET setup = json_remove(setup, '$.ruleset') WHERE id = %1").arg(id)});
    QVERIFY(BattleStore::preloadLast(m_path));
    // A tampered entry: refused, as load() refuses it, and left for load() to name.
    runRaw(m_path, {QStringLiteral("UPDATE entry SET hash = X'00' WHERE battle = %1 AND seq = 1").arg(id)});
    QVERIFY(!BattleStore::preloadLast(m_path));
    BattleStore store;
    QVERIFY(store.open(m_path));
    QVERIFY(!store.load(id, std::nullopt));
    QVERIFY(store.errorString().contains(QStringLiteral("battle %1 is damaged").arg(id)));
}

void TestBattleStore::openingTheBattleListedFirstWritesNothing()
{
    Battle first = newBattle("Romans", "Gauls", QByteArray(32, '1'));
    Battle last = newBattle("Greeks", "Persians", QByteArray(32, '2'));
    qint64 a = 0;
    qint64 b = 0;
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        a = store.add(first, QStringLiteral("Telamon")).value();
        b = store.add(last, QStringLiteral("Marathon")).value();
        QTest::qWait(5); // the times differ by at least a millisecond
        play(last);
    }
    BattleStore store;
    QVERIFY(store.open(m_path));
    QCOMPARE(store.lastOpened(), std::optional<qint64>(b));
    const QString wal = m_path + QStringLiteral("-wal");
    const QByteArray before = bytesOf(m_path) + bytesOf(wal);
    // The battle a launch resumes is already first in the list, standing as it does: nothing to write.
    QVERIFY(store.load(b));
    QCOMPARE(bytesOf(m_path) + bytesOf(wal), before);
    // Another battle is marked as opened last: the list puts it first.
    QTest::qWait(5);
    QVERIFY(store.load(a));
    QVERIFY(bytesOf(m_path) + bytesOf(wal) != before);
    QCOMPARE(store.lastOpened(), std::optional<qint64>(a));
}

void TestBattleStore::severalBattlesListedResumedAndDeleted()
{
    BattleStore store;
    QVERIFY(store.open(m_path));
    Battle first = newBattle("Romans", "Gauls", QByteArray(32, '1'));
    Battle second = newBattle("Greeks", "Persians", QByteArray(32, '2'));
    Battle third = newBattle("Macedonians", "Thracians", QByteArray(32, '3'));
    const qint64 a = store.add(first, QStringLiteral("Telamon")).value();
    const qint64 b = store.add(second, QStringLiteral("Marathon")).value();
    const qint64 c = store.add(third, QStringLiteral("Chaeronea")).value();
    play(second);
    QTest::qWait(5); // the times differ by at least a millisecond
    QVERIFY(first.act(moveOf(0)));

    const auto list = store.battles();
    QCOMPARE(list.size(), 3);
    QCOMPARE(list.at(0).id, a); // written last
    QCOMPARE(list.at(0).title, QStringLiteral("Telamon"));
    QCOMPARE(list.at(0).armyA, QStringLiteral("Romans"));
    QCOMPARE(list.at(0).armyB, QStringLiteral("Gauls"));
    QCOMPARE(list.at(0).entries, 1);
    const auto marathon = std::find_if(list.begin(), list.end(), [&](const auto &s) { return s.id == b; });
    QCOMPARE(marathon->entries, int(second.log().size()));
    QCOMPARE(store.lastOpened(), std::optional<qint64>(a));

    QTest::qWait(5);
    QVERIFY(store.load(c));
    QCOMPARE(store.lastOpened(), std::optional<qint64>(c));

    QVERIFY(store.remove(b));
    QCOMPARE(store.battles().size(), 2);
    QVERIFY(!store.load(b));
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT count(*) FROM entry WHERE battle = %1").arg(b)).toInt(), 0);
    QVERIFY(!store.remove(b));
    // The others are untouched.
    const auto telamon = store.load(a);
    QVERIFY(telamon);
    QVERIFY(telamon->state() == first.state());
}

void TestBattleStore::aClosedStoreRefusesTheActionAndChangesNothing()
{
    BattleStore store;
    QVERIFY(store.open(m_path));
    Battle battle = newBattle();
    QVERIFY(store.add(battle, QStringLiteral("Ilipa")));
    QVERIFY(battle.act(moveOf(0)));
    store.close();
    const GameState state = battle.state();
    const auto refused = battle.act(moveOf(1));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, std::string("not-saved"));
    QVERIFY(battle.state() == state);
    QCOMPARE(int(battle.log().size()), 1);
}

void TestBattleStore::olderSchemaMigratesForward()
{
    // A store as schema version 1 wrote it: battles and entries, no last_opened; every
    // battle of it is of the battle file's version 1.
    Battle battle = newBattle("Romans", "Iberians", QByteArray(32, 'q'), 1);
    play(battle);
    QStringList statements{
        QStringLiteral("CREATE TABLE battle (id INTEGER PRIMARY KEY, title TEXT NOT NULL, created TEXT NOT NULL, "
                       "setup TEXT NOT NULL, seed_secret BLOB NOT NULL)"),
        QStringLiteral("CREATE TABLE entry (battle INTEGER NOT NULL REFERENCES battle(id) ON DELETE CASCADE, "
                       "seq INTEGER NOT NULL, body TEXT NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (battle, seq)) WITHOUT ROWID"),
        QStringLiteral("INSERT INTO battle VALUES (7, 'Ilipa', '2024-05-01T10:00:00.000Z', '%1', x'%2')")
            .arg(QString::fromUtf8(BattleCodec::canonical(BattleCodec::encode(battle.setup()))),
                 QString::fromLatin1(battle.secret().toHex())),
    };
    statements << jsonEntryRows(battle, 7);
    statements << QStringLiteral("PRAGMA application_id = %1").arg(BattleStore::ApplicationId)
               << QStringLiteral("PRAGMA user_version = 1");
    runRaw(m_path, statements);

    BattleStore store;
    QVERIFY2(store.open(m_path), qPrintable(store.errorString()));
    const auto list = store.battles();
    QCOMPARE(list.size(), 1);
    // The migration takes when each battle was opened from when it was made ...
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT last_opened FROM battle WHERE id = 7")).toString(),
             QStringLiteral("2024-05-01T10:00:00.000Z"));
    // ... and the list says when it was last played: its last entry, written after that.
    QCOMPARE(list.at(0).lastOpened, battle.log().back().time);
    QCOMPARE(list.at(0).turn, 0); // where it stands is not known until it is opened
    const auto loaded = store.load(7);
    QVERIFY2(loaded, qPrintable(store.errorString()));
    QVERIFY(loaded->state() == battle.state());
    QCOMPARE(loaded->version(), 1); // it goes on in the version its chain was begun in
    QCOMPARE(store.battles().at(0).turn, battle.state().turn);
    store.close();
    QCOMPARE(rawValue(m_path, QStringLiteral("PRAGMA user_version")).toInt(), BattleStore::SchemaVersion);
}

void TestBattleStore::aVersion3BattleOfSchema4GoesOnInBytes()
{
    // A store as schema 4 wrote it: a battle of version 3 with its entries as JSON, where it
    // stands in the battle's own row.
    Battle battle = newBattle();
    play(battle);
    QCOMPARE(battle.version(), 3);
    QStringList statements{
        QStringLiteral("CREATE TABLE battle (id INTEGER PRIMARY KEY, title TEXT NOT NULL, created TEXT NOT NULL, "
                       "setup TEXT NOT NULL, seed_secret BLOB NOT NULL, last_opened TEXT, turn INTEGER, phase TEXT, "
                       "loser INTEGER, version INTEGER NOT NULL DEFAULT 1)"),
        QStringLiteral("CREATE TABLE entry (battle INTEGER NOT NULL REFERENCES battle(id) ON DELETE CASCADE, "
                       "seq INTEGER NOT NULL, body TEXT NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (battle, seq)) WITHOUT ROWID"),
        QStringLiteral("INSERT INTO battle VALUES (7, 'Ilipa', '2024-05-01T10:00:00.000Z', '%1', x'%2', "
                       "'2024-05-01T10:00:00.000Z', %3, '%4', NULL, 3)")
            .arg(QString::fromUtf8(BattleCodec::canonical(BattleCodec::encode(battle.setup()))),
                 QString::fromLatin1(battle.secret().toHex()))
            .arg(battle.state().turn)
            .arg(phaseKey(battle.state())),
    };
    statements << jsonEntryRows(battle, 7);
    statements << QStringLiteral("PRAGMA application_id = %1").arg(BattleStore::ApplicationId)
               << QStringLiteral("PRAGMA user_version = 4");
    runRaw(m_path, statements);
    const int kept = static_cast<int>(battle.log().size());

    std::optional<GameState> after;
    {
        BattleStore store;
        QVERIFY2(store.open(m_path), qPrintable(store.errorString()));
        QCOMPARE(rawValue(m_path, QStringLiteral("PRAGMA user_version")).toInt(), BattleStore::SchemaVersion);
        // The migration gave its last entry where its row says it stands, and nothing to the others.
        QCOMPARE(rawValue(m_path, QStringLiteral("SELECT phase FROM entry WHERE battle = 7 AND seq = %1").arg(kept - 1)).toString(),
                 phaseKey(battle.state()));
        QCOMPARE(rawValue(m_path, QStringLiteral("SELECT count(*) FROM entry WHERE battle = 7 AND turn IS NOT NULL")).toInt(), 1);
        // Listed as before: at its last entry's time, standing as its row says.
        auto list = store.battles();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).lastOpened, battle.log().back().time);
        QCOMPARE(list.at(0).phase, phaseKey(battle.state()));
        auto loaded = store.load(7);
        QVERIFY2(loaded, qPrintable(store.errorString()));
        QVERIFY(loaded->state() == battle.state());
        QCOMPARE(loaded->version(), 3);
        // It goes on: each new entry is kept as its bytes, after the entries kept as JSON.
        QVERIFY(loaded->act(EndPhase{}));
        QVERIFY(loaded->act(AddFatigue{{{0, 1}}, "10"}));
        after = loaded->state();
        QCOMPARE(store.battles().at(0).phase, phaseKey(*after));
    }
    const QString type = QStringLiteral("SELECT typeof(body) FROM entry WHERE battle = 7 AND seq = %1");
    QCOMPARE(rawValue(m_path, type.arg(0)).toString(), QStringLiteral("text"));
    QCOMPARE(rawValue(m_path, type.arg(kept - 1)).toString(), QStringLiteral("text"));
    QCOMPARE(rawValue(m_path, type.arg(kept)).toString(), QStringLiteral("blob"));
    QCOMPARE(rawValue(m_path, type.arg(kept + 1)).toString(), QStringLiteral("blob"));
    // Read anew, both kinds of entry replay into one battle, every hash checked.
    BattleStore store;
    QVERIFY(store.open(m_path));
    const auto reread = store.load(7);
    QVERIFY2(reread, qPrintable(store.errorString()));
    QVERIFY(reread->state() == *after);
    QCOMPARE(static_cast<int>(reread->log().size()), kept + 2);
    QCOMPARE(store.battles().at(0).phase, phaseKey(*after));
}

void TestBattleStore::listShowsWhereEachBattleStands()
{
    BattleStore store;
    QVERIFY(store.open(m_path));
    Battle battle = newBattle();
    const auto id = store.add(battle, QStringLiteral("Ilipa"));
    QVERIFY2(id, qPrintable(store.errorString()));
    const auto standing = [&store] {
        const StoredBattle b = store.battles().at(0);
        return QStringLiteral("%1 %2 %3").arg(b.turn).arg(b.phase).arg(b.loser);
    };
    QCOMPARE(standing(), QStringLiteral("1 move -1"));
    // An entry that moves the battle on carries where it then stands.
    QVERIFY(battle.act(EndPhase{}));
    QCOMPARE(standing(), QStringLiteral("1 shoot -1"));
    for (int k = 0; k < 3; ++k)
        QVERIFY(battle.act(EndPhase{}));
    QCOMPARE(standing(), QStringLiteral("%1 move -1").arg(battle.state().turn));
    QVERIFY(battle.undo());
    QCOMPARE(standing(), QStringLiteral("1 recovery -1"));
    // Another connection reads the same: it is in the file, with the undo's entry.
    const QString last = QStringLiteral(" FROM entry WHERE battle = %1 ORDER BY seq DESC LIMIT 1").arg(*id);
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT turn || ' ' || phase") + last).toString(), QStringLiteral("1 recovery"));
    QVERIFY(rawValue(m_path, QStringLiteral("SELECT loser") + last).isNull());
    // And a store opened anew lists it so.
    store.close();
    BattleStore again;
    QVERIFY(again.open(m_path));
    QCOMPARE(again.battles().at(0).phase, QStringLiteral("recovery"));
    again.close();

    // Where the store's rows say otherwise than the battle's replay (a row edited by hand, or a
    // standing an older app worded otherwise), opening the battle puts the list right.
    runRaw(m_path, {QStringLiteral("UPDATE entry SET phase = 'combat' WHERE battle = %1 AND turn IS NOT NULL").arg(*id)});
    BattleStore edited;
    QVERIFY(edited.open(m_path));
    QCOMPARE(edited.battles().at(0).phase, QStringLiteral("combat"));
    QVERIFY(edited.load(*id));
    QCOMPARE(edited.battles().at(0).phase, QStringLiteral("recovery"));
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT phase") + last).toString(), QStringLiteral("recovery"));

    // A battle kept whole (an import) carries where it stands on its last entry.
    Battle imported = newBattle("Greeks", "Persians");
    play(imported);
    const auto importedId = edited.add(imported, QStringLiteral("Plataea"));
    QVERIFY2(importedId, qPrintable(edited.errorString()));
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT count(*) FROM entry WHERE battle = %1 AND turn IS NOT NULL").arg(*importedId)).toInt(), 1);
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT phase FROM entry WHERE battle = %1 AND seq = %2")
                                  .arg(*importedId)
                                  .arg(imported.log().size() - 1))
                 .toString(),
             phaseKey(imported.state()));
}

void TestBattleStore::anActionThatLeavesTheStandingWritesItsEntryAlone()
{
    BattleStore store;
    QVERIFY(store.open(m_path));
    Battle ilipa = newBattle();
    const auto ilipaId = store.add(ilipa, QStringLiteral("Ilipa"));
    QVERIFY2(ilipaId, qPrintable(store.errorString()));
    Battle zama = newBattle("Carthaginians", "Numidians");
    const auto zamaId = store.add(zama, QStringLiteral("Zama"));
    QVERIFY2(zamaId, qPrintable(store.errorString()));
    QCOMPARE(store.battles().at(0).id, *zamaId); // made last, so listed first
    const QString row = QStringLiteral("SELECT title || created || setup || hex(seed_secret) || last_opened || turn || phase "
                                       "|| coalesce(loser, '-') || version FROM battle WHERE id = %1").arg(*ilipaId);
    const QString rowBefore = rawValue(m_path, row).toString();
    QVERIFY(!rowBefore.isEmpty());

    // A move leaves the battle where it stands: its entry's row is all that is written.
    const qint64 frame = rawValue(m_path, QStringLiteral("PRAGMA page_size")).toLongLong() + 24; // a page in the log, with its header
    const qint64 walBefore = QFileInfo(m_path + QStringLiteral("-wal")).size();
    QThread::msleep(3); // the entry's time is after Zama was made, to the millisecond
    QVERIFY(ilipa.act(moveOf(0)));
    QCOMPARE((QFileInfo(m_path + QStringLiteral("-wal")).size() - walBefore) / frame, 1); // one page: the entry's
    QCOMPARE(rawValue(m_path, row).toString(), rowBefore);
    QCOMPARE(rawValue(m_path, QStringLiteral("SELECT count(*) FROM entry WHERE battle = %1").arg(*ilipaId)).toInt(), 1);
    // Yet Ilipa is the battle played last: listed first, at its entry's time, and the one a
    // launch resumes and reads ahead.
    auto list = store.battles();
    QCOMPARE(list.at(0).id, *ilipaId);
    QCOMPARE(list.at(0).lastOpened, ilipa.log().back().time);
    QCOMPARE(list.at(0).entries, 1);
    QCOMPARE(list.at(1).id, *zamaId);
    QCOMPARE(store.lastOpened(), ilipaId);
    const auto preloaded = BattleStore::preloadLast(m_path);
    QVERIFY(preloaded);
    QCOMPARE(preloaded->id, *ilipaId);

    // The end of a phase moves it on: its entry carries where the battle then stands, and is
    // still the one row written, as is every later change of where it stands.
    const QString lastPhase = QStringLiteral("SELECT phase FROM entry WHERE battle = %1 ORDER BY seq DESC LIMIT 1").arg(*ilipaId);
    qint64 walAt = QFileInfo(m_path + QStringLiteral("-wal")).size();
    QVERIFY(ilipa.act(EndPhase{}));
    QCOMPARE((QFileInfo(m_path + QStringLiteral("-wal")).size() - walAt) / frame, 1);
    QCOMPARE(rawValue(m_path, lastPhase).toString(), QStringLiteral("shoot"));
    QVERIFY(ilipa.act(EndPhase{}));
    QCOMPARE(rawValue(m_path, lastPhase).toString(), QStringLiteral("combat"));
    walAt = QFileInfo(m_path + QStringLiteral("-wal")).size();
    QVERIFY(ilipa.undo());
    QCOMPARE((QFileInfo(m_path + QStringLiteral("-wal")).size() - walAt) / frame, 1);
    QCOMPARE(rawValue(m_path, lastPhase).toString(), QStringLiteral("shoot"));
    QCOMPARE(rawValue(m_path, row).toString(), rowBefore);
    QCOMPARE(store.battles().at(0).phase, QStringLiteral("shoot"));
    // Opening Zama lists it first again; Fatigue added in Ilipa then brings Ilipa back to the top.
    QVERIFY(store.load(*zamaId));
    QCOMPARE(store.battles().at(0).id, *zamaId);
    QThread::msleep(3);
    QVERIFY(ilipa.act(AddFatigue{{{0, 1}}, "10"}));
    QCOMPARE(store.battles().at(0).id, *ilipaId);
    store.close();

    // A last entry with neither a time nor a body of JSON (a damaged store) does not hide the
    // list: the battle is listed at the time it was opened, and reading it names the damage.
    runRaw(m_path, {QStringLiteral("UPDATE entry SET body = 'damaged', time = NULL WHERE battle = %1 AND seq = %2")
                        .arg(*ilipaId)
                        .arg(ilipa.log().size() - 1)});
    BattleStore reopened;
    QVERIFY(reopened.open(m_path));
    list = reopened.battles();
    QCOMPARE(list.size(), 2);
    const auto damaged = std::find_if(list.cbegin(), list.cend(), [&](const StoredBattle &b) { return b.id == *ilipaId; });
    QVERIFY(damaged != list.cend());
    QCOMPARE(damaged->lastOpened, BattleCodec::recordTime(QDateTime::fromString(
                                      rawValue(m_path, QStringLiteral("SELECT last_opened FROM battle WHERE id = %1").arg(*ilipaId))
                                          .toString(),
                                      Qt::ISODateWithMs)));
    QVERIFY(!reopened.load(*ilipaId));
}

void TestBattleStore::refusesAFileThatIsNotSQLite()
{
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"ancients-army-list\"}\n");
    file.close();
    const QByteArray before = bytesOf(m_path);

    BattleStore store;
    QVERIFY(!store.open(m_path));
    QCOMPARE(store.error(), BattleStore::OpenError::NotSQLite);
    QVERIFY2(store.errorString().contains(QStringLiteral("not an SQLite database")), qPrintable(store.errorString()));
    QVERIFY(!store.isOpen());
    QCOMPARE(bytesOf(m_path), before);
}

void TestBattleStore::refusesAnotherProgramsDatabase()
{
    runRaw(m_path, {QStringLiteral("CREATE TABLE recipes (name TEXT)"), QStringLiteral("INSERT INTO recipes VALUES ('garum')")});
    const QByteArray before = bytesOf(m_path);
    QVERIFY(!before.isEmpty());

    BattleStore store;
    QVERIFY(!store.open(m_path));
    QCOMPARE(store.error(), BattleStore::OpenError::NotOurs);
    QVERIFY2(store.errorString().contains(QStringLiteral("another program's SQLite database")), qPrintable(store.errorString()));
    QCOMPARE(bytesOf(m_path), before);
    // A different application_id is not ours either, even with no tables.
    runRaw(m_path, {QStringLiteral("DROP TABLE recipes"), QStringLiteral("PRAGMA application_id = 1234")});
    const QByteArray marked = bytesOf(m_path);
    QVERIFY(!store.open(m_path));
    QCOMPARE(store.error(), BattleStore::OpenError::NotOurs);
    QCOMPARE(bytesOf(m_path), marked);
}

void TestBattleStore::refusesAStoreFromANewerVersion()
{
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        Battle battle = newBattle();
        QVERIFY(store.add(battle, QStringLiteral("Ilipa")));
        play(battle);
    }
    runRaw(m_path, {QStringLiteral("PRAGMA user_version = %1").arg(BattleStore::SchemaVersion + 1),
                    QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")});
    const QByteArray before = bytesOf(m_path);

    BattleStore store;
    QVERIFY(!store.open(m_path));
    QCOMPARE(store.error(), BattleStore::OpenError::Newer);
    QVERIFY2(store.errorString().contains(QStringLiteral("newer version of the app")), qPrintable(store.errorString()));
    QCOMPARE(bytesOf(m_path), before);
}

void TestBattleStore::refusesADamagedStore()
{
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        for (int i = 0; i < 3; ++i) {
            Battle battle = newBattle("Romans", "Iberians", QByteArray(32, char('a' + i)));
            QVERIFY(store.add(battle, QStringLiteral("Ilipa")));
            play(battle);
        }
    }
    // Everything in the main file (closing the last connection checkpoints the WAL).
    QVERIFY(!QFile::exists(m_path + QStringLiteral("-wal")) || QFileInfo(m_path + QStringLiteral("-wal")).size() == 0);
    QByteArray bytes = bytesOf(m_path);
    const int pageSize = rawValue(m_path, QStringLiteral("PRAGMA page_size")).toInt();
    QVERIFY(bytes.size() >= 3 * pageSize);
    // Page 2 onward: tear the b-tree pages (header and cell pointers).
    for (int page = 1; page * pageSize < bytes.size(); ++page) {
        for (int i = 0; i < 12; ++i)
            bytes[page * pageSize + i] = '\xA5';
    }
    {
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

    BattleStore store;
    QVERIFY(!store.open(m_path));
    QCOMPARE(store.error(), BattleStore::OpenError::Damaged);
    QVERIFY2(store.errorString().contains(QStringLiteral("is damaged")), qPrintable(store.errorString()));
    QCOMPARE(bytesOf(m_path), bytes);
}

void TestBattleStore::aTamperedEntryIsNamedOnLoad()
{
    qint64 id = 0;
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        Battle battle = newBattle();
        id = store.add(battle, QStringLiteral("Ilipa")).value();
        play(battle);
    }
    // Entry 3's body edited in the database, well formed, its move given to another Block: its
    // chain hash no longer follows.
    const QByteArray body = rawValue(m_path, QStringLiteral("SELECT body FROM entry WHERE battle = %1 AND seq = 3").arg(id)).toByteArray();
    auto entry = ChainCodec::decodeEntry(body, 3, QStringLiteral("entry 3"));
    QVERIFY2(entry.ok(), qPrintable(entry.problems.join(u"; ")));
    QVERIFY(entry.value->action && std::holds_alternative<MoveBlock>(*entry.value->action));
    std::get<MoveBlock>(*entry.value->action).block += 1;
    const QByteArray edited = ChainCodec::entryBytes(*entry.value, 3);
    QVERIFY(edited != body);
    runRaw(m_path, {QStringLiteral("UPDATE entry SET body = X'%1' WHERE battle = %2 AND seq = 3").arg(QString::fromLatin1(edited.toHex())).arg(id)});
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        QVERIFY(!store.load(id));
        QVERIFY2(store.errorString().contains(QStringLiteral("#4 (action): its hash does not follow")),
                 qPrintable(store.errorString()));
    }

    // Cut short, the bytes do not decode: the entry and the byte are named.
    runRaw(m_path, {QStringLiteral("UPDATE entry SET body = X'%1' WHERE battle = %2 AND seq = 3")
                        .arg(QString::fromLatin1(body.left(body.size() - 2).toHex()))
                        .arg(id)});
    BattleStore store;
    QVERIFY(store.open(m_path));
    QVERIFY(!store.load(id));
    QVERIFY2(store.errorString().contains(QStringLiteral("is damaged")) && store.errorString().contains(QStringLiteral("entry 3: "))
                 && store.errorString().contains(QStringLiteral("the bytes end early")),
             qPrintable(store.errorString()));
}

QTEST_GUILESS_MAIN(TestBattleStore)
void TestBattleStore::aDamagedSchemaIsAnErrorNotAnEmptyList()
{
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        Battle first = newBattle();
        Battle second = newBattle("Greeks", "Persians");
        QVERIFY(store.add(first, QStringLiteral("First")));
        QVERIFY(store.add(second, QStringLiteral("Second")));
    }
    // The schema's text names a column that is not the one the app asks for: SQLite's
    // integrity check passes, and the battles are still in the file.
    runRaw(m_path, {QStringLiteral("PRAGMA writable_schema = ON"),
                    QStringLiteral("UPDATE sqlite_master SET sql = replace(sql, ' title TEXT', ' tilte TEXT') "
                                   "WHERE name = 'battle'")});
    BattleStore store;
    QVERIFY2(store.open(m_path), qPrintable(store.errorString()));
    const auto listed = store.listBattles();
    QVERIFY(!listed);
    QVERIFY2(store.errorString().contains(m_path), qPrintable(store.errorString()));
    QVERIFY2(store.errorString().contains(QStringLiteral("cannot list the battles")), qPrintable(store.errorString()));
    QVERIFY2(store.errorString().contains(QStringLiteral("title")), qPrintable(store.errorString()));
}

void TestBattleStore::aReadOnlyStoreIsNamedAndShown()
{
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        Battle first = newBattle();
        play(first);
        QVERIFY(store.add(first, QStringLiteral("First")));
        Battle second = newBattle("Greeks", "Persians");
        QVERIFY(store.add(second, QStringLiteral("Second")));
    }
    const QByteArray before = bytesOf(m_path);
    // A file SQLite may only read, as on a read-only mount: SQLite opens it without a
    // word, and the first write says "attempt to write a readonly database".
    BattleStore store;
    QVERIFY2(store.open(QStringLiteral("file:%1?mode=ro").arg(m_path)), qPrintable(store.errorString()));
    QVERIFY(store.isReadOnly());
    QCOMPARE(store.error(), BattleStore::OpenError::ReadOnly);
    QVERIFY2(store.errorString().contains(QStringLiteral("%1 is read-only").arg(m_path)), qPrintable(store.errorString()));
    QVERIFY(!store.errorString().contains(QStringLiteral("damaged")));
    const auto listed = store.listBattles();
    QVERIFY(listed);
    QCOMPARE(listed->size(), 2);
    // Its battles can be looked at; nothing can be kept.
    const auto loaded = store.load(listed->last().id);
    QVERIFY2(loaded, qPrintable(store.errorString()));
    Battle another = newBattle();
    QVERIFY(!store.add(another, QStringLiteral("Third")));
    QVERIFY(store.errorString().contains(QStringLiteral("reading only")));
    QVERIFY(!store.remove(listed->first().id));
    store.close();
    QCOMPARE(bytesOf(m_path), before);
}

void TestBattleStore::aReadOnlyFolderIsNamedAndShown()
{
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        Battle first = newBattle();
        QVERIFY(store.add(first, QStringLiteral("First")));
    }
    const QString folder = m_dir->path();
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    QVERIFY(QFile::setPermissions(m_path, QFileDevice::ReadOwner));
    const auto restore = qScopeGuard([&] {
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QFile::setPermissions(m_path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    });
    // Root writes anywhere unless it gives up overriding permissions: then the folder is read-only for it too.
    const PermissionsHold permissions;
    {
        QFile probe(m_dir->filePath(QStringLiteral("probe")));
        QVERIFY2(!probe.open(QIODevice::WriteOnly), "the folder is writable: permissions do not hold for this thread");
    }
    BattleStore store;
    QVERIFY2(store.open(m_path), qPrintable(store.errorString()));
    QVERIFY(store.isReadOnly());
    QCOMPARE(store.error(), BattleStore::OpenError::ReadOnly);
    QVERIFY2(store.errorString().contains(QStringLiteral("%1 is read-only").arg(m_path)), qPrintable(store.errorString()));
    QVERIFY(!store.errorString().contains(QStringLiteral("damaged")));
    QCOMPARE(store.battles().size(), 1);
    Battle another = newBattle();
    QVERIFY(!store.add(another, QStringLiteral("Second")));
    QCOMPARE(store.battles().size(), 1);
}

void TestBattleStore::aFullDiskIsNamed()
{
    BattleStore store;
    QVERIFY(store.open(m_path));
    Battle first = newBattle();
    QVERIFY(store.add(first, QStringLiteral("First")));
    // No page more than the file has: a write that needs one fails as on a full disk (SQLITE_FULL).
    const int pages = rawValue(m_path, QStringLiteral("PRAGMA page_count")).toInt();
    store.limitPages(pages);
    Battle second = newBattle("Greeks", "Persians");
    play(second);
    QVERIFY(!store.add(second, QString(5000, QLatin1Char('T'))));
    QVERIFY2(store.errorString().contains(m_path), qPrintable(store.errorString()));
    QVERIFY2(store.errorString().contains(QStringLiteral("cannot keep the battle: the disk is full")),
             qPrintable(store.errorString()));
    // What was kept is still there.
    QCOMPARE(store.battles().size(), 1);
}

void TestBattleStore::aFullDiskAtStartIsNamedAndShown_data()
{
    QTest::addColumn<bool>("anotherReader");
    QTest::addColumn<QString>("cause");
    // SQLite cannot give the shared-memory index beside the store room (SQLITE_IOERR_SHMSIZE).
    QTest::newRow("nothing else has the store open") << false << "disk I/O error";
    // The index is there; the first write to the write-ahead log fails (SQLITE_FULL).
    QTest::newRow("another reader has it open") << true << "database or disk is full";
}

void TestBattleStore::aFullDiskAtStartIsNamedAndShown()
{
    {
        BattleStore store;
        QVERIFY(store.open(m_path));
        Battle first = newBattle();
        play(first);
        QVERIFY(store.add(first, QStringLiteral("First")));
    }
    // Closed cleanly: the store has taken in its write-ahead log, and its side files are gone.
    QVERIFY(!QFileInfo::exists(m_path + QStringLiteral("-wal")));
    QVERIFY(!QFileInfo::exists(m_path + QStringLiteral("-shm")));
    const QByteArray before = bytesOf(m_path);
    // With another reader, the shared-memory index is there already: the first write the
    // store makes (at start, to learn whether it may write) is the one that fails.
    QFETCH(bool, anotherReader);
    const QString reader = QStringLiteral("another-reader");
    if (anotherReader) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), reader);
        db.setDatabaseName(m_path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM battle")) && query.next());
        QVERIFY(QFileInfo::exists(m_path + QStringLiteral("-shm")));
    }
    const auto closeReader = [&] {
        if (QSqlDatabase::contains(reader)) {
            QSqlDatabase::database(reader, false).close();
            QSqlDatabase::removeDatabase(reader);
        }
    };
    auto readerClosed = qScopeGuard(closeReader);

    // The app starts on a full disk: every write the store's thread makes fails with ENOSPC,
    // as the kernel answers when no block is left. Reading still works.
    struct Seen
    {
        bool opened = false, readOnly = false, added = true;
        BattleStore::OpenError error = BattleStore::OpenError::None;
        QString message;
        qsizetype battles = -1;
        std::size_t entries = 0;
    } seen;
    bool full = false;
    std::thread start([&] {
        full = writesFailAsOnAFullDisk();
        if (!full)
            return;
        BattleStore store;
        seen.opened = store.open(m_path);
        seen.readOnly = store.isReadOnly();
        seen.error = store.error();
        seen.message = store.errorString();
        if (const auto listed = store.listBattles()) {
            seen.battles = listed->size();
            if (const auto loaded = store.load(listed->first().id))
                seen.entries = loaded->log().size();
        }
        Battle another = newBattle();
        seen.added = store.add(another, QStringLiteral("Second")).has_value();
    });
    start.join();
    QVERIFY2(full, "the thread's writes could not be made to fail (seccomp)");
    QVERIFY2(seen.opened, qPrintable(seen.message));
    QVERIFY(seen.readOnly);
    QCOMPARE(seen.error, BattleStore::OpenError::DiskFull);
    QVERIFY2(seen.message.startsWith(QStringLiteral("The disk holding %1 is full").arg(m_path)), qPrintable(seen.message));
    QVERIFY2(seen.message.contains(QStringLiteral("its battles are shown")), qPrintable(seen.message));
    QFETCH(QString, cause);
    QVERIFY2(seen.message.contains(cause), qPrintable(seen.message));
    QVERIFY(!seen.message.contains(QStringLiteral("damaged")));
    QCOMPARE(seen.battles, 1);
    QCOMPARE(seen.entries, std::size_t{6});
    QVERIFY(!seen.added);
    readerClosed.dismiss();
    closeReader();
    QCOMPARE(bytesOf(m_path), before);
}

#include "tst_battlestore.moc"

// Benchmark of the game record (app/record): the cost of recording one action
// durably through the BattleStore (Battle::act() with the store attached: the
// engine's apply(), the entry's hashes, and its own committed SQLite
// transaction), against a bare SQLite insert of a blob the same size as an
// entry into a table with the same settings (WAL, synchronous=FULL), one
// committed transaction per row, in the same run; and the time to replay a
// 1,000-action battle with Battle::restore() (the fold of apply() over the log,
// every chain and state hash checked), against the bare fold of apply() alone.
// It measures; it asserts nothing about time.
//
//     build/tests/bench_record -median 5
//
// The databases go in a QTemporaryDir under $ANCIENTS_BENCH_DIR if set, else
// the system's temporary directory: a commit's cost is the cost of an fsync
// there, so the file system is printed (on tmpfs it is nearly free).
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battle.h"
#include "battlestore.h"
#include "gametesthelpers.h"
#endif

#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#ifndef Q_MOC_RUN
using namespace ancients;
using namespace gametest;
using record::Battle;
using record::BattleCodec;
using record::BattleSetup;
using record::BattleStore;
using record::LogEntry;
using record::SeedCommitment;

namespace {

const QByteArray Secret(32, 'b');
constexpr int ReplayLength = 1000;

/** Six single-Base Blocks a side, positions untracked, as in the record's tests. */
BattleSetup setup()
{
    BattleSetup s;
    s.armyA = lineArmy("Romans", 6);
    s.armyB = lineArmy("Carthaginians", 6);
    s.seed = SeedCommitment::of(Secret, QStringLiteral("Cannae"));
    return s;
}

Battle startBattle()
{
    auto battle = Battle::start(setup(), Secret);
    if (!battle)
        qFatal("Battle::start refused: %s", battle.error().message.c_str());
    return battle.value();
}

/**
 * The next action of an endless, always-legal game: in a Move phase each Block
 * of the side to move moves once (its movement test rolled from the game's own
 * generator); otherwise, or when none is left, the phase ends.
 */
Action nextAction(const GameState &s)
{
    if (s.phase == Phase::Move) {
        for (const Block &b : s.blocks) {
            if (b.side == s.active && b.active() && !b.movementOver && b.movesThisTurn == 0)
                return moveOf(b.id);
        }
    }
    return EndPhase{};
}

/** Plays the next action; a refused one is replaced by the end of the phase, which is always legal here. */
void step(Battle &battle)
{
    if (!battle.act(nextAction(battle.state()))) {
        const auto ended = battle.act(EndPhase{});
        if (!ended)
            qFatal("EndPhase refused: %s", ended.error().message.c_str());
    }
}

/** Opens an SQLite connection named @p name on @p path with the store's settings: WAL, synchronous=FULL. */
QSqlDatabase bareDatabase(const QString &name, const QString &path)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    if (!db.open())
        qFatal("open %s: %s", qPrintable(path), qPrintable(db.lastError().text()));
    QSqlQuery query(db);
    for (const char *sql : {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL",
                            "CREATE TABLE IF NOT EXISTS blob (id INTEGER PRIMARY KEY, body BLOB NOT NULL)"}) {
        if (!query.exec(QString::fromLatin1(sql)))
            qFatal("%s: %s", sql, qPrintable(query.lastError().text()));
    }
    if (!query.exec(QStringLiteral("PRAGMA journal_mode")) || !query.next()
        || query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        qFatal("the bare database is not in WAL mode");
    return db;
}

} // namespace
#endif

class BenchRecord : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void recordOneActionDurably();
    void recordOneActionInMemory();
    void bareSqliteInsert();
    void replayThousandActions();
    void foldThousandActions();
    void cleanupTestCase();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Battle> m_long; ///< ReplayLength actions, played in memory
    qsizetype m_entryBytes = 0;     ///< the mean size of a stored entry: its canonical JSON and its hash
};

void BenchRecord::initTestCase()
{
    const QString base = qEnvironmentVariable("ANCIENTS_BENCH_DIR", QDir::tempPath());
    m_dir = std::make_unique<QTemporaryDir>(QDir(base).filePath(QStringLiteral("bench_record-XXXXXX")));
    QVERIFY2(m_dir->isValid(), qPrintable(m_dir->errorString()));
    const QStorageInfo storage(m_dir->path());
    qInfo("databases in %s (file system %s, device %s)", qPrintable(m_dir->path()),
          storage.fileSystemType().constData(), storage.device().constData());

    m_long = std::make_unique<Battle>(startBattle());
    while (m_long->actionCount() < ReplayLength)
        step(*m_long);
    qsizetype total = 0;
    for (const LogEntry &entry : m_long->log())
        total += BattleCodec::canonical(BattleCodec::encode(entry)).size() + entry.hash.size();
    m_entryBytes = total / static_cast<qsizetype>(m_long->log().size());
    qInfo("a %d-action battle: %zu entries, turn %d; a stored entry is %lld bytes on average", ReplayLength,
          m_long->log().size(), m_long->state().turn, static_cast<long long>(m_entryBytes));
}

// (a) One action recorded through the store: act() returns only once its entry has committed.
void BenchRecord::recordOneActionDurably()
{
    BattleStore store;
    QVERIFY2(store.open(m_dir->filePath(QStringLiteral("store.sqlite"))), qPrintable(store.errorString()));
    Battle battle = startBattle();
    QVERIFY(store.add(battle, QStringLiteral("bench")));
    QBENCHMARK {
        step(battle);
    }
    QVERIFY(battle.actionCount() > 0);
}

// (a') The same without a store: the engine, the encoding and the hashes only.
void BenchRecord::recordOneActionInMemory()
{
    Battle battle = startBattle();
    QBENCHMARK {
        step(battle);
    }
    QVERIFY(battle.actionCount() > 0);
}

// (b) The baseline: one blob of an entry's size inserted and committed, same pragmas, prepared once.
void BenchRecord::bareSqliteInsert()
{
    const QString name = QStringLiteral("bare");
    {
        QSqlDatabase db = bareDatabase(name, m_dir->filePath(QStringLiteral("bare.sqlite")));
        QSqlQuery insert(db);
        QVERIFY(insert.prepare(QStringLiteral("INSERT INTO blob (body) VALUES (?)")));
        const QByteArray body(m_entryBytes, 'e');
        QBENCHMARK {
            insert.bindValue(0, body);
            if (!insert.exec()) // autocommit: a transaction of its own, committed when exec() returns
                qFatal("insert: %s", qPrintable(insert.lastError().text()));
        }
    }
    QSqlDatabase::removeDatabase(name);
}

// (c) Replaying a 1,000-action battle from its setup and log, every hash checked.
void BenchRecord::replayThousandActions()
{
    const BattleSetup &s = m_long->setup();
    const std::vector<LogEntry> &entries = m_long->log();
    QBENCHMARK {
        const auto replayed = Battle::restore(s, Secret, entries);
        if (!replayed)
            qFatal("restore: %s", replayed.error().message.c_str());
    }
    QVERIFY(Battle::restore(s, Secret, entries)->state() == m_long->state());
}

// (c') The bare fold of apply() over the same 1,000 actions: no decoding, no hashes.
void BenchRecord::foldThousandActions()
{
    const BattleSetup &s = m_long->setup();
    const GameState start = must(newGame(s.armyA, s.armyB, s.options, SeedCommitment::gameSeed(Secret, s.seed.phrase),
                                         s.deployments),
                                 "newGame");
    const std::vector<Action> &actions = m_long->actions();
    GameState folded;
    QBENCHMARK {
        folded = start;
        for (const Action &a : actions)
            folded = after(folded, a);
    }
    QVERIFY(folded == m_long->state());
}

void BenchRecord::cleanupTestCase()
{
    m_long.reset();
    m_dir.reset();
}

QTEST_GUILESS_MAIN(BenchRecord)
#include "bench_record.moc"

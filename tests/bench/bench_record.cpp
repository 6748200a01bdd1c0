// Benchmarks of the game record (app/record), each against its baseline measured
// in the same run, alternating, so that a loaded machine slows both alike:
//
//   bench_record durable [--rounds N]  one action recorded through the BattleStore (Battle::act():
//                                      the engine, the entry's hashes, its own committed SQLite
//                                      transaction) against a bare insert of the very same row
//                                      (same table, same bytes) with the same pragmas (WAL,
//                                      synchronous=FULL, foreign keys), one committed transaction a row
//   bench_record memory [--rounds N]   the same action in memory (engine, encoding, hashes) on a
//                                      48-Base game, against the bare apply() of the same actions
//   bench_record replay [--rounds N]   a 1,000-action battle replayed with Battle::restore() (every
//                                      chain and state hash checked) against the bare fold of apply()
//
// Each prints its baseline and its figure (medians over the rounds); the last line is
// `ratio: X` (durable) or `median: X ms` (memory, replay), for a script to read. It
// measures; it asserts nothing about time, and it is never run as a test.
//
// The databases go in a temporary folder under $ANCIENTS_BENCH_DIR if set, else the
// system's: a commit costs an fsync there, so the file system is printed (tmpfs has none).
//
// The measured loops are functions of their own (measure*), so that
// `valgrind --tool=callgrind --toggle-collect='*measure*'` counts their instructions alone.
#include "battle.h"
#include "battlestore.h"
#include "gametesthelpers.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

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

/** @p blocks Blocks of @p basesEach Bases a side, positions untracked. */
BattleSetup setup(int blocks, int basesEach)
{
    BattleSetup s;
    s.armyA = lineArmy("Romans", blocks, basesEach);
    s.armyB = lineArmy("Carthaginians", blocks, basesEach);
    s.seed = SeedCommitment::of(Secret, QStringLiteral("Cannae"));
    return s;
}

/** The record's tests' battle: six single-Base Blocks a side. */
BattleSetup smallSetup()
{
    return setup(6, 1);
}

/** A 48-Base battle: four Blocks of six Bases a side (§13's 24-Base armies). */
BattleSetup largeSetup()
{
    return setup(4, 6);
}

Battle startBattle(const BattleSetup &s, int version = record::ChainCodec::CurrentVersion)
{
    auto battle = Battle::start(s, Secret, version);
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

/** The actions of that game from @p s on, @p count of them, each legal where it is played. */
std::vector<Action> script(GameState s, int count)
{
    std::vector<Action> actions;
    while (static_cast<int>(actions.size()) < count) {
        Action a = nextAction(s);
        auto applied = ancients::apply(s, a);
        if (!applied) {
            a = EndPhase{};
            applied = ancients::apply(s, a);
        }
        s = applied.value().state;
        actions.push_back(a);
    }
    return actions;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double elapsedMs(const QElapsedTimer &timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

// ---- the measured loops --------------------------------------------------------------------

[[gnu::noinline]] void measureRecord(Battle &battle, const std::vector<Action> &actions)
{
    for (const Action &a : actions) {
        if (!battle.act(a))
            qFatal("act refused");
    }
}

[[gnu::noinline]] GameState measureApply(GameState s, const std::vector<Action> &actions)
{
    for (const Action &a : actions)
        s = ancients::apply(s, a).value().state;
    return s;
}

[[gnu::noinline]] bool measureReplay(const Battle &battle)
{
    return Battle::restore(battle.setup(), Secret, battle.log(), battle.version(), nullptr).ok();
}

/** One row of the entry table, as the store wrote it: every column, NULLs as null QVariants. */
struct Row
{
    QVariantList values; ///< battle, seq, body, hash, time, turn, phase, loser
};

/**
 * Inserts each row, each in a transaction of its own, with the statement that names the
 * columns it holds: @p plain (battle, seq, body, hash, time) or, for a row that also says
 * where the battle stands, @p standing (and turn, phase, loser).
 */
[[gnu::noinline, nodiscard]] bool measureBareInsert(QSqlQuery &plain, QSqlQuery &standing, const std::vector<Row> &rows)
{
    for (const Row &row : rows) {
        const bool full = !row.values.at(5).isNull();
        QSqlQuery &insert = full ? standing : plain;
        const qsizetype n = full ? 8 : 5;
        for (qsizetype k = 0; k < n; ++k)
            insert.bindValue(static_cast<int>(k), row.values.at(k));
        if (!insert.exec()) // autocommit: a transaction of its own, committed when exec() returns
            return false;
    }
    return true;
}

// ---- the benchmarks ------------------------------------------------------------------------

/** Opens @p path with the store's settings and a table of entries exactly as the store's. */
QSqlDatabase bareDatabase(const QString &name, const QString &path, qint64 battle)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    if (!db.open())
        qFatal("open %s: %s", qPrintable(path), qPrintable(db.lastError().text()));
    QSqlQuery query(db);
    for (const char *sql : {"PRAGMA foreign_keys = ON", "PRAGMA synchronous = FULL", "PRAGMA journal_mode = WAL",
                            "CREATE TABLE battle (id INTEGER PRIMARY KEY)",
                            "CREATE TABLE entry (battle INTEGER NOT NULL REFERENCES battle(id) ON DELETE CASCADE,"
                            " seq INTEGER NOT NULL, body TEXT NOT NULL, hash BLOB NOT NULL, time INTEGER,"
                            " turn INTEGER, phase TEXT, loser INTEGER,"
                            " PRIMARY KEY (battle, seq)) WITHOUT ROWID"}) {
        if (!query.exec(QString::fromLatin1(sql)))
            qFatal("%s: %s", sql, qPrintable(query.lastError().text()));
    }
    if (!query.exec(QStringLiteral("INSERT INTO battle (id) VALUES (%1)").arg(battle)))
        qFatal("battle: %s", qPrintable(query.lastError().text()));
    return db;
}

int durable(int rounds)
{
    const QString base = qEnvironmentVariable("ANCIENTS_BENCH_DIR", QDir::tempPath());
    QTemporaryDir dir(QDir(base).filePath(QStringLiteral("bench_record-XXXXXX")));
    if (!dir.isValid())
        qFatal("no temporary folder: %s", qPrintable(dir.errorString()));
    const QStorageInfo storage(dir.path());
    std::printf("databases in %s (file system %s)\n", qPrintable(dir.path()), storage.fileSystemType().constData());

    constexpr int PerRound = 20;
    const BattleSetup s = smallSetup();
    const std::vector<Action> actions = script(startBattle(s).state(), rounds * PerRound);
    std::vector<double> recorded;
    std::vector<double> bare;
    {
        BattleStore store;
        if (!store.open(dir.filePath(QStringLiteral("store.sqlite"))))
            qFatal("store: %s", qPrintable(store.errorString()));
        Battle battle = startBattle(s);
        const std::optional<qint64> id = store.add(battle, QStringLiteral("bench"));
        if (!id)
            qFatal("store: %s", qPrintable(store.errorString()));
        QSqlDatabase db = bareDatabase(QStringLiteral("bare"), dir.filePath(QStringLiteral("bare.sqlite")), *id);
        QSqlDatabase written = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("written"));
        written.setDatabaseName(dir.filePath(QStringLiteral("store.sqlite")));
        written.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!written.open())
            qFatal("store: %s", qPrintable(written.lastError().text()));
        {
            QSqlQuery plain(db);
            QSqlQuery standing(db);
            if (!plain.prepare(QStringLiteral("INSERT INTO entry (battle, seq, body, hash, time) VALUES (?, ?, ?, ?, ?)"))
                || !standing.prepare(QStringLiteral("INSERT INTO entry (battle, seq, body, hash, time, turn, phase, loser) "
                                                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)")))
                qFatal("prepare: %s", qPrintable(plain.lastError().text() + standing.lastError().text()));
            QSqlQuery read(written);
            read.setForwardOnly(true);
            read.prepare(QStringLiteral("SELECT battle, seq, body, hash, time, turn, phase, loser FROM entry "
                                        "WHERE battle = ? AND seq >= ? ORDER BY seq"));
            for (int round = 0; round < rounds; ++round) {
                const auto from = static_cast<std::size_t>(round * PerRound);
                const std::vector<Action> part(actions.begin() + static_cast<std::ptrdiff_t>(from),
                                               actions.begin() + static_cast<std::ptrdiff_t>(from + PerRound));
                QElapsedTimer timer;
                timer.start();
                measureRecord(battle, part);
                recorded.push_back(elapsedMs(timer) / PerRound);
                // The baseline inserts the very rows the store just committed, read back from its file.
                std::vector<Row> rows;
                read.bindValue(0, *id);
                read.bindValue(1, static_cast<qint64>(battle.log().size() - PerRound));
                if (!read.exec())
                    qFatal("read: %s", qPrintable(read.lastError().text()));
                while (read.next()) {
                    Row row;
                    for (int k = 0; k < 8; ++k)
                        row.values.append(read.value(k));
                    rows.push_back(std::move(row));
                }
                read.finish();
                if (rows.size() != PerRound)
                    qFatal("the store holds %zu of the round's %d rows", rows.size(), PerRound);
                timer.restart();
                if (!measureBareInsert(plain, standing, rows))
                    qFatal("insert: %s", qPrintable(plain.lastError().text() + standing.lastError().text()));
                bare.push_back(elapsedMs(timer) / PerRound);
            }
        }
        db.close();
        written.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bare"));
    QSqlDatabase::removeDatabase(QStringLiteral("written"));
    const double r = median(recorded);
    const double b = median(bare);
    std::printf("bare insert of the same row: median %.3f ms per row (%d rounds of %d)\n", b, rounds, PerRound);
    std::printf("one action recorded durably: median %.3f ms per action\n", r);
    std::printf("ratio: %.2f\n", r / b);
    return 0;
}

int memory(int rounds)
{
    constexpr int PerRound = 200;
    const BattleSetup s = largeSetup();
    const Battle fresh = startBattle(s);
    std::printf("a %zu-Base battle, %d actions a round (moves and ends of phase)\n", fresh.state().bases.size(), PerRound);
    const std::vector<Action> actions = script(fresh.state(), PerRound);
    const Battle freshOfVersion1 = startBattle(s, 1);
    const Battle freshOfVersion2 = startBattle(s, 2);
    std::vector<double> recorded;
    std::vector<double> recorded1;
    std::vector<double> recorded2;
    std::vector<double> bare;
    for (int round = 0; round < rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        const GameState folded = measureApply(fresh.state(), actions);
        bare.push_back(elapsedMs(timer) * 1000 / PerRound);
        Battle battle = fresh;
        timer.restart();
        measureRecord(battle, actions);
        recorded.push_back(elapsedMs(timer) * 1000 / PerRound);
        if (!(battle.state() == folded))
            qFatal("the record and the fold disagree");
        Battle first = freshOfVersion1;
        timer.restart();
        measureRecord(first, actions);
        recorded1.push_back(elapsedMs(timer) * 1000 / PerRound);
        Battle second = freshOfVersion2;
        timer.restart();
        measureRecord(second, actions);
        recorded2.push_back(elapsedMs(timer) * 1000 / PerRound);
    }
    const double r = median(recorded);
    const double b = median(bare);
    std::printf("bare apply(): median %.1f µs per action\n", b);
    std::printf("recorded in memory in version 1 (canonical JSON hashed): median %.1f µs per action\n",
                median(recorded1));
    std::printf("recorded in memory in version 2 (binary state, JSON actions, SHA-256): median %.1f µs per action\n",
                median(recorded2));
    std::printf("recorded in memory (engine, encoding, hashes; version %d): median %.1f µs per action, %.2f× the bare apply()\n",
                fresh.version(), r, r / b);
    std::printf("median: %.4f ms\n", r / 1000);
    return 0;
}

int replay(int rounds)
{
    constexpr int Length = 1000;
    const BattleSetup s = smallSetup();
    Battle battle = startBattle(s);
    const std::vector<Action> actions = script(battle.state(), Length);
    measureRecord(battle, actions);
    std::printf("a %d-action battle: %zu entries, turn %d\n", Length, battle.log().size(), battle.state().turn);
    Battle first = startBattle(s, 1);
    measureRecord(first, actions);
    Battle second = startBattle(s, 2);
    measureRecord(second, actions);
    const GameState start = startBattle(s).state();
    std::vector<double> replayed;
    std::vector<double> replayed1;
    std::vector<double> replayed2;
    std::vector<double> bare;
    for (int round = 0; round < rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        const GameState folded = measureApply(start, actions);
        bare.push_back(elapsedMs(timer));
        timer.restart();
        if (!measureReplay(battle))
            qFatal("restore refused the battle it recorded");
        replayed.push_back(elapsedMs(timer));
        timer.restart();
        if (!measureReplay(first))
            qFatal("restore refused the version-1 battle it recorded");
        replayed1.push_back(elapsedMs(timer));
        timer.restart();
        if (!measureReplay(second))
            qFatal("restore refused the version-2 battle it recorded");
        replayed2.push_back(elapsedMs(timer));
        if (!(folded == battle.state()))
            qFatal("the fold and the record disagree");
    }
    const double r = median(replayed);
    const double b = median(bare);
    std::printf("bare fold of apply(): median %.2f ms\n", b);
    std::printf("the same battle of version 1 (canonical JSON hashed) replayed: median %.2f ms\n", median(replayed1));
    std::printf("the same battle of version 2 (binary state, JSON actions, SHA-256) replayed: median %.2f ms\n",
                median(replayed2));
    std::printf("replay with every chain and state check (version %d): median %.2f ms, %.2f× the bare fold\n",
                battle.version(), r, r / b);
    std::printf("median: %.2f ms\n", r);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const QString mode = args.value(1);
    int rounds = mode == QLatin1String("replay") ? 9 : 25;
    if (const qsizetype at = args.indexOf(QStringLiteral("--rounds")); at > 0 && at + 1 < args.size())
        rounds = std::max(1, args.at(at + 1).toInt());
    if (mode == QLatin1String("durable"))
        return durable(rounds);
    if (mode == QLatin1String("memory"))
        return memory(rounds);
    if (mode == QLatin1String("replay"))
        return replay(rounds);
    std::fprintf(stderr, "usage: bench_record durable|memory|replay [--rounds N]\n");
    return 2;
}

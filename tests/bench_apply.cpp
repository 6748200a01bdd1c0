// Benchmark of apply() on a 48-Base battle (two 24-Base armies, positions
// tracked, §13 Setup): a typical Move, and the EndPhase out of Recovery that
// runs recovery and smoothing for every Block (§6.1), against a baseline in the
// same run (copying the GameState, which every apply() does once), so the
// figures can be read as ratios. It measures; it asserts nothing about time.
//
//     build/tests/bench_apply -median 9
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"

#include <cstddef>
#endif

#include <QTest>

#ifndef Q_MOC_RUN
using namespace ancients;

namespace {

/** Four 3 x 2 Blocks a side: 24 Bases, the standard size of §13. */
ArmyList army(const std::string &name, TroopType type)
{
    ArmyList list;
    list.name = name;
    for (int i = 0; i < 4; ++i) {
        BlockSpec spec;
        spec.name = name + " " + std::to_string(i + 1);
        spec.type = type;
        spec.frontage = 3;
        spec.depth = 2;
        list.blocks.push_back(spec);
    }
    return list;
}

/** The battle at the start of side A's Move phase: A faces +q from q = 0, B faces A from q = 6. */
GameState battle()
{
    std::vector<Deployment> deployments;
    for (int i = 0; i < 4; ++i)
        deployments.push_back({Hex{0, 4 * i}, Facing{0}});
    for (int i = 0; i < 4; ++i)
        deployments.push_back({Hex{6, 4 * i + 2}, Facing{3}});
    const auto game = newGame(army("Romans", TroopType::MediumInfantry), army("Carthaginians", TroopType::MediumInfantry),
                              RulesOptions{}, 2026U, deployments);
    if (!game)
        qFatal("newGame: %s", game.error().message.c_str());
    GameState s = *game;
    s.terrain[Hex{2, 1}] = Terrain{Going::Rough, 0, 0, false};
    s.terrain[Hex{3, 9}] = Terrain{Going::LightWoods, 0, 0, false};
    return s;
}

/** A typical move: Block 0 (6 Bases) steps one hex forward; the players rolled a 6. */
MoveBlock typicalMove(const GameState &s)
{
    MoveBlock m;
    m.block = 0;
    m.dice = SuppliedDice{6, 0};
    for (const BaseId id : s.blocks.at(0).bases) {
        const Base &b = s.bases.at(static_cast<std::size_t>(id));
        m.destination[id] = {*b.hex + Hex{1, 0}, b.facing};
    }
    return m;
}

/** Side A's Recovery phase after a worn turn: mixed Fatigue, some Blocks moved, some Bases fought. */
GameState wornRecovery()
{
    GameState s = battle();
    for (int i = 0; i < 3; ++i)
        s = ancients::apply(s, EndPhase{})->state;
    for (Base &b : s.bases)
        b.fatigue = 1 + (b.id * 7) % 5; // 1..5: every Block averages under 6, with donors and receivers
    s.blocks.at(1).actedThisTurn = true;
    s.bases.at(0).inCombatThisTurn = true;
    s.bases.at(13).inCombatThisTurn = true;
    return s;
}

} // namespace
#endif // Q_MOC_RUN

class BenchApply : public QObject
{
    Q_OBJECT

private:
    std::size_t m_sink = 0;

private slots:
    // Baseline: one copy of the whole 48-Base state, which apply() makes once.
    void baselineCopyGameState()
    {
        const GameState s = battle();
        QBENCHMARK {
            const GameState copy = s;
            m_sink += copy.bases.size();
        }
    }

    // A typical Move (§5): checks, the movement test, six destinations, the terrain cost, break checks.
    void applyMoveBlock()
    {
        const GameState s = battle();
        const Action move = typicalMove(s);
        QVERIFY(ancients::apply(s, move).ok());
        QBENCHMARK {
            const auto r = ancients::apply(s, move);
            m_sink += r->effects.size();
        }
    }

    // EndPhase out of Recovery (§6.1): recovery and smoothing for every Block, then the turn passes.
    void applyEndPhaseOutOfRecovery()
    {
        const GameState s = wornRecovery();
        QCOMPARE(s.phase, Phase::Recovery);
        const Action end = EndPhase{};
        QBENCHMARK {
            const auto r = ancients::apply(s, end);
            m_sink += r->effects.size();
        }
    }

    void cleanupTestCase() { qInfo("(checksum %zu)", m_sink); }
};

QTEST_GUILESS_MAIN(BenchApply)
#include "bench_apply.moc"

// Benchmark of apply() on a 48-Base battle (two 24-Base armies, positions
// tracked, §13 Setup): a typical Move, the EndPhase out of Recovery that runs
// recovery and smoothing for every Block (§6.1), and the Combat phase: one
// exact odds computation (§9.1, every kept-value pair enumerated), one fight
// resolved on its own, and one fight and one push-back allocation applied to
// the game (§9.1, §9.5, §9.6), and one volley in the Shoot phase (§10). All against a baseline in the same run (copying
// the GameState, which every apply() does once), so the figures can be read as
// ratios. It measures; it asserts nothing about time.
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

/** Side A's Combat phase with the two lines front to front: B deployed one hex from A. */
GameState lockedLines()
{
    std::vector<Deployment> deployments;
    for (int i = 0; i < 4; ++i)
        deployments.push_back({Hex{0, 4 * i}, Facing{0}});
    for (int i = 0; i < 4; ++i)
        deployments.push_back({Hex{1, 4 * i + 2}, Facing{3}});
    const auto game = newGame(army("Romans", TroopType::MediumInfantry), army("Carthaginians", TroopType::MediumInfantry),
                              RulesOptions{}, 2026U, deployments);
    if (!game)
        qFatal("newGame: %s", game.error().message.c_str());
    GameState s = *game;
    while (s.phase != Phase::Combat)
        s = ancients::apply(s, EndPhase{})->state;
    return s;
}

/** Side A's Shoot phase: Light Infantry on q = 0 facing Medium Infantry two hexes off, at q = 3. */
GameState volleyLines()
{
    std::vector<Deployment> deployments;
    for (int i = 0; i < 4; ++i)
        deployments.push_back({Hex{0, 4 * i}, Facing{0}});
    for (int i = 0; i < 4; ++i)
        deployments.push_back({Hex{3, 4 * i}, Facing{3}});
    const auto game = newGame(army("Cretans", TroopType::LightInfantry), army("Carthaginians", TroopType::MediumInfantry),
                              RulesOptions{}, 2026U, deployments);
    if (!game)
        qFatal("newGame: %s", game.error().message.c_str());
    GameState s = *game;
    while (s.phase != Phase::Shoot)
        s = ancients::apply(s, EndPhase{})->state;
    return s;
}

/** A's Base 0 at the nearest enemy Base, on the game's generator. */
Shoot typicalVolley(const GameState &s)
{
    Shoot v;
    v.firer = 0;
    v.target = -1;
    const Hex from = *s.bases.at(0).hex;
    for (const Base &b : s.bases) {
        if (b.side == Side::B && (v.target < 0 || distance(*b.hex, from) < distance(*s.bases.at(static_cast<std::size_t>(v.target)).hex, from)))
            v.target = b.id;
    }
    return v;
}

/** A's Base 0 on (0,0) against B's Base 26 on (1,0), which A's Base 1 laps; the players rolled 2 and 5. */
Fight typicalFight()
{
    Fight f;
    f.base = 0;
    f.enemy = 26;
    f.lapping = 1;
    f.baseDice = SuppliedDice{2, 0};
    f.enemyDice = SuppliedDice{5, 0};
    return f;
}

/** A rich pairing for the odds: Elite Cavalry charging with shock against Levy Heavy Infantry, uphill, overlapped. */
struct Pairing
{
    CombatSide a{Quality::Elite, TroopType::Cavalry, 4, 5, false, false, true};
    CombatSide b{Quality::Levy, TroopType::HeavyInfantry, 4, 3, true, false, true};
    CombatFacts facts{1, 0, Striker::None, Striker::None, Striker::A, true};
};
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

    // One exact odds computation (§9.1): the assessment, then every pair of kept values.
    void combatOddsExact()
    {
        const Pairing p;
        QVERIFY(odds(p.a, p.b, p.facts, Die::Averaging).ok());
        QBENCHMARK {
            const auto r = odds(p.a, p.b, p.facts, Die::Averaging);
            m_sink += r->margins.size();
        }
    }

    // One fight resolved on its own with the generator's dice (§9.1), every step written out.
    void combatResolveOne()
    {
        const Pairing p;
        Pcg32 rng(7U, 11U);
        QBENCHMARK {
            const auto r = resolve(p.a, p.b, p.facts, Die::Averaging, rng);
            m_sink += r->steps.size();
        }
    }

    // One fight applied to the 48-Base game: engagement, overlaps, the fight, the pending loss.
    void applyFight()
    {
        const GameState s = lockedLines();
        const Action fight = typicalFight();
        QVERIFY(ancients::apply(s, fight).ok());
        QBENCHMARK {
            const auto r = ancients::apply(s, fight);
            m_sink += r->effects.size();
        }
    }

    // The loser's allocation with one point of push-back: the file's recoil, the split, seams, break checks.
    void applyAllocateLossWithPushBack()
    {
        const GameState s = ancients::apply(lockedLines(), typicalFight())->state;
        QVERIFY(s.pendingLoss.has_value());
        AllocateLoss a;
        a.fatigue = s.pendingLoss->points - 1;
        a.pushBack = 1;
        const Action allocate = a;
        QVERIFY(ancients::apply(s, allocate).ok());
        QBENCHMARK {
            const auto r = ancients::apply(s, allocate);
            m_sink += r->effects.size();
        }
    }

    // One volley applied to the 48-Base game: legality, range, both rolls on the generator, the Fatigue, break checks.
    void applyShoot()
    {
        const GameState s = volleyLines();
        const Action volley = typicalVolley(s);
        QVERIFY(ancients::apply(s, volley).ok());
        QBENCHMARK {
            const auto r = ancients::apply(s, volley);
            m_sink += r->effects.size();
        }
    }

    void cleanupTestCase() { qInfo("(checksum %zu)", m_sink); }
};

QTEST_GUILESS_MAIN(BenchApply)
#include "bench_apply.moc"

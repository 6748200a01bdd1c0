// The sequence of play (§4): Move → Shoot → Combat → Recovery, then the other
// player's turn; only the active player moves and recovers, both sides act in
// Shoot and Combat, and what a Block did this turn is forgotten at the turn change.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <vector>

using namespace ancients;
using namespace gametest;

using Ints = std::vector<int>;
Q_DECLARE_METATYPE(ancients::Phase)
Q_DECLARE_METATYPE(ancients::Side)

namespace {

/** A: two 2-Base Blocks; B: two 2-Base Blocks; untracked. */
GameState game()
{
    return untracked(lineArmy("A", 2, 2), lineArmy("B", 2, 2));
}

/** Advances to @p side's @p phase in the current or the next turn. */
GameState to(GameState s, Side side, Phase phase)
{
    while (!(s.active == side && s.phase == phase))
        s = after(s, EndPhase{});
    return s;
}

} // namespace

class TestGameSequence : public QObject
{
    Q_OBJECT

private slots:
    void rule_4_phasesInOrder()
    {
        GameState s = game();
        struct Step
        {
            int turn;
            Side active;
            Phase phase;
        };
        const std::vector<Step> expected{
            {1, Side::A, Phase::Shoot}, {1, Side::A, Phase::Combat}, {1, Side::A, Phase::Recovery},
            {1, Side::B, Phase::Move},  {1, Side::B, Phase::Shoot},  {1, Side::B, Phase::Combat},
            {1, Side::B, Phase::Recovery}, {2, Side::A, Phase::Move}, {2, Side::A, Phase::Shoot},
        };
        QCOMPARE(s.turn, 1);
        QCOMPARE(s.active, Side::A);
        QCOMPARE(s.phase, Phase::Move);
        for (const Step &step : expected) {
            const Applied r = applied(s, EndPhase{});
            s = r.state;
            QCOMPARE(s.turn, step.turn);
            QCOMPARE(s.active, step.active);
            QCOMPARE(s.phase, step.phase);
            QCOMPARE(countEffects(r.effects, Effect::Kind::PhaseChanged), 1);
            QCOMPARE(r.effects.back().section, std::string("4"));
        }
    }

    // Only the active player moves, pivots, wheels, splits and merges — and only in the Move phase.
    void rule_4_onlyTheActivePlayerMovesInTheMovePhase_data()
    {
        QTest::addColumn<Side>("activeSide");
        QTest::addColumn<Phase>("phase");
        QTest::addColumn<int>("blockOf"); // 0: A's Block, 2: B's Block
        QTest::addColumn<QString>("code"); // empty: legal
        QTest::newRow("A moves in A's Move phase") << Side::A << Phase::Move << 0 << "";
        QTest::newRow("B cannot act in A's Move phase") << Side::A << Phase::Move << 2 << "not-active-player";
        QTest::newRow("B acts in B's Move phase") << Side::B << Phase::Move << 2 << "";
        QTest::newRow("A cannot act in B's Move phase") << Side::B << Phase::Move << 0 << "not-active-player";
        QTest::newRow("not in the Shoot phase") << Side::A << Phase::Shoot << 0 << "not-move-phase";
        QTest::newRow("not in the Combat phase") << Side::A << Phase::Combat << 0 << "not-move-phase";
        QTest::newRow("not in the Recovery phase") << Side::A << Phase::Recovery << 0 << "not-move-phase";
        QTest::newRow("not in B's Combat phase") << Side::B << Phase::Combat << 2 << "not-move-phase";
    }
    void rule_4_onlyTheActivePlayerMovesInTheMovePhase()
    {
        QFETCH(Side, activeSide);
        QFETCH(Phase, phase);
        QFETCH(int, blockOf);
        QFETCH(QString, code);
        const GameState s = to(game(), activeSide, phase);
        const BlockId other = blockOf + 1;
        const BaseId first = block(s, blockOf).bases.front();
        const BaseId second = block(s, blockOf).bases.back();
        const BaseId otherFirst = block(s, other).bases.front();
        const std::vector<Action> actions{
            moveOf(blockOf, dice(6)),
            PivotBlock{blockOf, 1, dice(6)},
            WheelBlock{blockOf, first, 1, 2, 1, {dice(6)}},
            SplitBlock{blockOf, {second}, {first, second}},
            MergeBlocks{blockOf, other, {second, otherFirst}},
        };
        for (const Action &a : actions) {
            const auto r = ancients::apply(s, a);
            if (code.isEmpty()) {
                QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
            } else {
                QVERIFY(!r.ok());
                QCOMPARE(QString::fromStdString(r.error().code), code);
                QCOMPARE(r.error().section, std::string("4"));
            }
        }
    }

    // Phase symmetry: both sides' Bases take Fatigue and fight in the Shoot and Combat phases.
    void rule_4_bothSidesActInShootAndCombat()
    {
        GameState s = to(game(), Side::A, Phase::Shoot);
        s = after(s, AddFatigue{{{0, 1}, {4, 1}}, "10"}); // both sides shoot
        s = endPhases(s, 1);
        QCOMPARE(s.phase, Phase::Combat);
        s = after(s, MarkInCombat{{1, 5}});
        s = after(s, AddFatigue{{{1, 1}, {5, 2}}, "9.5"});
        QCOMPARE(fatigues(s), (Ints{2, 2, 1, 1, 2, 3, 1, 1}));
        QVERIFY(base(s, 5).inCombatThisTurn);
        QVERIFY(base(s, 4).shotAtThisTurn);
    }

    // Recovery runs only for the active player's Blocks.
    void rule_4_recoveryOnlyForTheActivePlayer()
    {
        GameState s = game();
        s = withFatigue(s, {{0, 3}, {1, 3}, {4, 3}, {5, 3}});
        s = to(s, Side::B, Phase::Move); // through A's Recovery
        QCOMPARE(fatigues(s, {0, 1, 4, 5}), (Ints{2, 2, 3, 3}));
        s = to(s, Side::A, Phase::Move); // through B's Recovery
        QCOMPARE(fatigues(s, {0, 1, 4, 5}), (Ints{2, 2, 2, 2}));
        QCOMPARE(s.turn, 2);
    }

    // What a Block did this turn is forgotten at the turn change.
    void rule_4_perTurnFlagsResetAtTheTurnChange()
    {
        GameState s = untracked(army("A", {spec(TroopType::Cavalry, 2, 1), spec(TroopType::MediumInfantry, 2, 1)}),
                                lineArmy("B", 1, 2));
        s = after(s, moveOf(0, dice(6)));
        MoveBlock charge = moveOf(0, dice(6));
        charge.charge = true;
        s = after(s, charge);
        s = after(s, moveOf(1, dice(1)));
        s = after(s, moveOf(1, dice(1))); // fails: 1 against 2
        QVERIFY(block(s, 0).shockCharge);
        QVERIFY(block(s, 0).firstMoveFull);
        QCOMPARE(block(s, 0).movesThisTurn, 2);
        QVERIFY(block(s, 1).movementOver);
        s = endPhases(s, 1);
        s = after(s, AddFatigue{{{4, 1}}, "10"});
        s = endPhases(s, 1);
        s = after(s, MarkInCombat{{0, 5}});
        s = endPhases(s, 1);
        QCOMPARE(s.phase, Phase::Recovery);
        s = after(s, EndPhase{});
        QCOMPARE(s.active, Side::B);
        for (const Block &b : s.blocks) {
            QCOMPARE(b.movesThisTurn, 0);
            QVERIFY(!b.actedThisTurn);
            QVERIFY(!b.movementOver);
            QVERIFY(!b.firstMoveFull);
            QVERIFY(!b.shockCharge);
        }
        for (const Base &b : s.bases) {
            QVERIFY(!b.inCombatThisTurn);
            QVERIFY(!b.shotAtThisTurn);
        }
        // Next turn A's first move is free again, and its Blocks may move after failing last turn.
        s = to(s, Side::A, Phase::Move);
        const Applied r = applied(s, moveOf(1, dice(6)));
        QCOMPARE(fatigues(r.state, {2, 3}), fatigues(s, {2, 3}));
        QCOMPARE(block(r.state, 1).movesThisTurn, 1);
    }
};

QTEST_GUILESS_MAIN(TestGameSequence)
#include "tst_game_sequence.moc"

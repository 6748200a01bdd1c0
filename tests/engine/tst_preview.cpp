// What an action would cost before it is taken, and how far a Block or an army
// stands from breaking (§5.2, §5.5, §6, §12.1; rulings R7, R8, R14, R30). Every
// preview is checked against what apply() then does.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/formation.h"
#include "ancients/game.h"
#include "ancients/preview.h"
#include "ancients/risk.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <vector>

using namespace ancients;
using namespace gametest;

using Ints = std::vector<int>;
Q_DECLARE_METATYPE(Ints)
Q_DECLARE_METATYPE(ancients::TroopType)

namespace {

MoveBlock moveWith(BlockId block, int die)
{
    MoveBlock m;
    m.block = block;
    m.dice = dice(die);
    return m;
}

/** The Fatigue Base @p base took in @p effects under @p section. */
int fatigueTaken(const std::vector<Effect> &effects, BaseId base, const std::string &section)
{
    int n = 0;
    for (const Effect &e : effects)
        n += e.kind == Effect::Kind::Fatigue && e.base == base && e.section == section ? e.amount : 0;
    return n;
}

} // namespace

class TestPreview : public QObject
{
    Q_OBJECT

private slots:
    // ---- §5.2 the movement test, with the chained move's tempo cost ------------------------------

    void rule_5_2_theFirstMoveIsTestedAgainstTheAverage()
    {
        const GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, 4, 1)}), lineArmy("B", 1));
        const auto p = previewMovementTest(s, 0);
        QVERIFY(p.ok());
        QCOMPARE(p->moves, 0);
        QVERIFY(!p->chained);
        QCOMPARE(p->tempoCost, 0);
        QCOMPARE(p->average, Fraction(1));
        QCOMPARE(p->needed, 1);
        QCOMPARE(p->chance, Fraction(1));
        QVERIFY(!p->breaks);
        QVERIFY(!p->movementOver);
    }

    void rule_5_2_aChainedMoveIsTestedAfterItsTempoCost()
    {
        GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, 4, 1)}), lineArmy("B", 1));
        s = after(s, moveWith(0, 4));
        const auto p = previewMovementTest(s, 0);
        QVERIFY(p.ok());
        QCOMPARE(p->moves, 1);
        QVERIFY(p->chained);
        QCOMPARE(p->tempoCost, ChainedMoveCost);
        QCOMPARE(p->average, Fraction(2));
        QCOMPARE(p->needed, 2);
        QCOMPARE(p->chance, Fraction(5, 6));
        // The engine agrees: a 1 fails the chained test and a 2 passes, each after +1 on every Base.
        const Applied fails = applied(s, moveWith(0, 1));
        QCOMPARE(countEffects(fails.effects, Effect::Kind::MoveEnded), 1);
        QCOMPARE(fatigueTaken(fails.effects, 0, "5.2"), p->tempoCost);
        const Applied passes = applied(s, moveWith(0, 2));
        QCOMPARE(countEffects(passes.effects, Effect::Kind::Moved), 1);
        QCOMPARE(averageFatigue(passes.state, 0), p->average);
    }

    void rule_5_2_aTempoCostThatBreaksTheBlockIsShown()
    {
        // Four Bases at 6 (average exactly 6, Shaken): a first move passes on a 6, the chained
        // move's +1 takes the average to 7, over 6: it breaks before its test (§12).
        GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, 4, 1), spec(TroopType::MediumInfantry, 8, 2)}),
                                lineArmy("B", 1));
        s = withFatigue(s, {{0, 6}, {1, 6}, {2, 6}, {3, 6}});
        s = after(s, moveWith(0, 6));
        const auto p = previewMovementTest(s, 0);
        QVERIFY(p.ok());
        QVERIFY(p->breaks);
        QCOMPARE(p->average, Fraction(7));
        QCOMPARE(p->needed, 7);
        QCOMPARE(p->chance, Fraction(0));
        const Applied r = applied(s, moveWith(0, 6));
        QVERIFY(!r.state.blocks.at(0).active());
        QCOMPARE(countEffects(r.effects, Effect::Kind::BlockBroke), 1);
    }

    void rule_5_2_aBlockWhoseMovementIsOverHasNoChance()
    {
        GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, 2, 1)}), lineArmy("B", 1));
        s = withFatigue(s, {{0, 4}, {1, 4}});
        s = after(s, moveWith(0, 1)); // needs 4: fails, and its movement is over
        const auto p = previewMovementTest(s, 0);
        QVERIFY(p.ok());
        QVERIFY(p->movementOver);
        QCOMPARE(p->chance, Fraction(0));
        QVERIFY(!ancients::apply(s, moveWith(0, 6)).ok());
    }

    void rule_5_2_noPreviewForABlockThatIsNotThere()
    {
        const GameState s = untracked(lineArmy("A", 1), lineArmy("B", 1));
        QCOMPARE(previewMovementTest(s, 7).error().code, std::string("no-such-block"));
        QCOMPARE(previewWheel(s, -1).error().code, std::string("no-such-block"));
        const GameState broken = withFatigue(s, {{0, 7}});
        QCOMPARE(previewMovementTest(broken, 0).error().code, std::string("block-gone"));
    }

    // ---- §5.5 a wheel's cost ------------------------------------------------------------------

    void rule_5_5_wheelPreviewIsWhatTheWheelCosts_data()
    {
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<int>("frontage");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("movesBefore");
        QTest::addColumn<int>("moves");
        QTest::addColumn<int>("fatigue");
        // ceil(max(frontage − 1, depth − 1) ÷ allowance), none for a lone Base (R14); the first move of the turn is free.
        QTest::newRow("4 × 1 foot, fresh: 2 moves, the second costs") << TroopType::MediumInfantry << 4 << 1 << 0 << 2 << 1;
        QTest::newRow("4 × 1 foot after a move: both cost") << TroopType::MediumInfantry << 4 << 1 << 1 << 2 << 2;
        QTest::newRow("a lone Base takes no move (R14)") << TroopType::MediumInfantry << 1 << 1 << 0 << 0 << 0;
        QTest::newRow("a lone Base after a move pays nothing") << TroopType::MediumInfantry << 1 << 1 << 1 << 0 << 0;
        QTest::newRow("5 × 2 cavalry: one move of 4") << TroopType::Cavalry << 5 << 2 << 0 << 1 << 0;
        QTest::newRow("2 × 6 foot: the depth sets it") << TroopType::HeavyInfantry << 2 << 6 << 0 << 3 << 2;
    }
    void rule_5_5_wheelPreviewIsWhatTheWheelCosts()
    {
        QFETCH(TroopType, type);
        QFETCH(int, frontage);
        QFETCH(int, depth);
        QFETCH(int, movesBefore);
        QFETCH(int, moves);
        QFETCH(int, fatigue);
        const ArmyList a = army("A", {spec(type, frontage, depth)});
        const ArmyList b = lineArmy("B", 1);
        std::vector<BlockSpec> listed = a.blocks;
        listed.insert(listed.end(), b.blocks.begin(), b.blocks.end());
        GameState s = untracked(a, b);
        for (int i = 0; i < movesBefore; ++i)
            s = after(s, moveWith(0, 6));
        const auto p = previewWheel(s, 0, listed);
        QVERIFY(p.ok());
        QCOMPARE(p->frontage, frontage);
        QCOMPARE(p->depth, depth);
        QCOMPARE(p->moves, moves);
        QCOMPARE(p->fatigue, fatigue);
        QCOMPARE(wheelTests(frontage, depth, type), moves);
        // The engine takes as many tests and charges every Base as much.
        WheelBlock wheel;
        wheel.block = 0;
        wheel.pivot = 0;
        wheel.frontage = p->frontage;
        wheel.depth = p->depth;
        wheel.dice = std::vector<SuppliedDice>(static_cast<std::size_t>(moves), dice(6));
        const Applied r = applied(s, wheel);
        QCOMPARE(countEffects(r.effects, Effect::Kind::MovementTest), moves);
        for (const BaseId id : s.blocks.at(0).bases)
            QCOMPARE(fatigueTaken(r.effects, id, "5.2"), fatigue);
    }

    // ---- §12.1 the Bases lost that break an army ------------------------------------------------

    void rule_12_1_basesLostToBreakArmy_data()
    {
        QTest::addColumn<int>("starting");
        QTest::addColumn<int>("breakAt");
        QTest::newRow("no army") << 0 << 0;
        QTest::newRow("one Base") << 1 << 1;
        QTest::newRow("three: 0.9 rounds up") << 3 << 1;
        QTest::newRow("four: 1.2 rounds up") << 4 << 2;
        QTest::newRow("ten: exactly 3") << 10 << 3;
        QTest::newRow("24, the standard army") << 24 << 8;
        QTest::newRow("25") << 25 << 8;
        QTest::newRow("27: 8.1 rounds up") << 27 << 9;
    }
    void rule_12_1_basesLostToBreakArmy()
    {
        QFETCH(int, starting);
        QFETCH(int, breakAt);
        QCOMPARE(basesLostToBreakArmy(starting), breakAt);
        if (starting > 0) {
            QVERIFY(armyHasBroken(breakAt, starting));
            QVERIFY(!armyHasBroken(breakAt - 1, starting));
        }
    }

    void rule_12_1_theArmyBreaksOnThatLoss()
    {
        // Ten single-Base Blocks: the third lost breaks the army, not the second.
        GameState s = untracked(lineArmy("A", 10), lineArmy("B", 1));
        const int breakAt = basesLostToBreakArmy(s.army(Side::A).startingBases);
        QCOMPARE(breakAt, 3);
        for (BaseId id = 0; id < breakAt - 1; ++id)
            s = withFatigue(s, {{id, 7}});
        QVERIFY(!s.army(Side::A).broken);
        QCOMPARE(basesLeftBeforeArmyBreak(s, Side::A), 0);
        s = withFatigue(s, {{breakAt - 1, 7}});
        QVERIFY(s.army(Side::A).broken);
    }

    // ---- §6 what a Block can still take -----------------------------------------------------------

    void rule_6_fatigueLeftOfBaseFatigues_data()
    {
        QTest::addColumn<Ints>("fatigue");
        QTest::addColumn<int>("left");
        QTest::newRow("a fresh four can take 20: 24 − 4, the 21st breaks it") << Ints{1, 1, 1, 1} << 20;
        QTest::newRow("average exactly 6 takes nothing more (R8)") << Ints{6, 6} << 0;
        QTest::newRow("one worn Base in a fresh four") << Ints{12, 1, 1, 1} << 9;
        QTest::newRow("a lone fresh Base") << Ints{1} << 5;
        QTest::newRow("already over 6") << Ints{7, 7, 5} << 0;
        QTest::newRow("no Bases") << Ints{} << 0;
    }
    void rule_6_fatigueLeftOfBaseFatigues()
    {
        QFETCH(Ints, fatigue);
        QFETCH(int, left);
        QCOMPARE(fatigueLeftBeforeBreak(std::span<const int>(fatigue)), left);
        if (fatigue.empty() || left == 0)
            return;
        // The same figure for the Block in a game: that much on one Base holds, one more breaks it.
        GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, static_cast<int>(fatigue.size()), 1),
                                           spec(TroopType::MediumInfantry, 8, 2)}),
                                lineArmy("B", 1));
        std::vector<std::pair<BaseId, int>> at;
        for (std::size_t i = 0; i < fatigue.size(); ++i)
            at.emplace_back(static_cast<BaseId>(i), fatigue[i]);
        s = withFatigue(s, at);
        QCOMPARE(fatigueLeftBeforeBreak(s, 0), left);
        QVERIFY(after(s, AddFatigue{{{0, left}}, "9.5"}).blocks.at(0).active());
        QVERIFY(!after(s, AddFatigue{{{0, left + 1}}, "9.5"}).blocks.at(0).active());
    }
};

QTEST_GUILESS_MAIN(TestPreview)
#include "tst_preview.moc"

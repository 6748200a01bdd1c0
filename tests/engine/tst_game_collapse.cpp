// Collapse (§12): a Block breaks the instant its average exceeds 6 (ruling R8),
// its Bases rout and retreat or are removed; local contagion (§12.1, rulings
// R11, R16) and the 30% army break (§12.1, ruling R7).
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <vector>

using namespace ancients;
using namespace gametest;

using Ints = std::vector<int>;
Q_DECLARE_METATYPE(Ints)
Q_DECLARE_METATYPE(ancients::TroopType)
Q_DECLARE_METATYPE(ancients::Hex)

namespace {

/** Raises the listed Bases by the given amounts in one §9.5 result. */
AddFatigue hit(const std::vector<std::pair<BaseId, int>> &amounts)
{
    return AddFatigue{amounts, "9.5"};
}

/** Side A: @p count single-Base Blocks; side B: one Base. */
GameState loneBases(int count, const RulesOptions &o = {})
{
    return untracked(lineArmy("A", count, 1), lineArmy("B", 1), o);
}

} // namespace

class TestGameCollapse : public QObject
{
    Q_OBJECT

private slots:
    void rule_12_breaksWhenTheAverageExceedsSix_data()
    {
        QTest::addColumn<Ints>("fatigue");
        QTest::addColumn<bool>("breaks");
        QTest::newRow("average exactly 6 holds (R8)") << Ints{6, 6} << false;
        QTest::newRow("average 6.5 breaks") << Ints{6, 7} << true;
        QTest::newRow("7, 7, 4: average 6 holds") << Ints{7, 7, 4} << false;
        QTest::newRow("7, 7, 5: average 6.33 breaks") << Ints{7, 7, 5} << true;
        QTest::newRow("one Base at 12 in a fresh four: average 3.75") << Ints{12, 1, 1, 1} << false;
        QTest::newRow("6.25 breaks (R8: no rounding down)") << Ints{7, 6, 6, 6} << true;
    }
    void rule_12_breaksWhenTheAverageExceedsSix()
    {
        QFETCH(Ints, fatigue);
        QFETCH(bool, breaks);
        // A second, distant Block keeps the army from its own break.
        GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, int(fatigue.size()), 1),
                                           spec(TroopType::MediumInfantry, 8, 2)}),
                                lineArmy("B", 1));
        std::vector<std::pair<BaseId, int>> amounts;
        for (std::size_t i = 0; i < fatigue.size(); ++i) {
            if (fatigue[i] > 1)
                amounts.emplace_back(BaseId(i), fatigue[i] - 1);
        }
        const Applied r = applied(s, hit(amounts));
        QCOMPARE(!block(r.state, 0).active(), breaks);
        QCOMPARE(countEffects(r.effects, Effect::Kind::BlockBroke), breaks ? 1 : 0);
        for (std::size_t i = 0; i < fatigue.size(); ++i) {
            const Base &b = base(r.state, BaseId(i));
            QCOMPARE(b.routed, breaks);
            QCOMPARE(b.lost(), breaks);
            QCOMPARE(b.block, breaks ? -1 : 0); // routed: in no Block
            QCOMPARE(b.fatigue, fatigue[i]);    // routed Bases keep their Fatigue
        }
        if (breaks) {
            for (const Effect &e : r.effects) {
                if (e.kind == Effect::Kind::BlockBroke)
                    QCOMPARE(e.section, std::string("12"));
            }
            QCOMPARE(basesLost(r.state, Side::A), int(fatigue.size()));
        }
    }

    void rule_12_loneBaseBreaksOnItsOwnFatigue()
    {
        GameState s = loneBases(10);
        s = after(s, hit({{0, 5}}));
        QVERIFY(block(s, 0).active()); // 6 holds
        const Applied r = applied(s, hit({{0, 1}}));
        QVERIFY(!block(r.state, 0).active());
        QVERIFY(base(r.state, 0).routed);
        QVERIFY(!base(r.state, 0).removed); // untracked, retreat not blocked: routed, not removed
    }

    void rule_12_routedBasesCannotAct()
    {
        GameState s = loneBases(10);
        s = after(s, hit({{0, 6}}));
        QCOMPARE(ancients::apply(s, hit({{0, 1}})).error().code, std::string("base-lost"));
        QCOMPARE(ancients::apply(s, MarkInCombat{{0}}).error().code, std::string("base-lost"));
        QCOMPARE(ancients::apply(s, moveOf(0, dice(6))).error().code, std::string("block-gone"));
        QCOMPARE(ancients::apply(s, MergeBlocks{1, 0, {0, 1}}).error().code, std::string("block-gone"));
        // Only a routed Base still on the table can be removed, once.
        QCOMPARE(ancients::apply(s, RemoveRoutedBase{1}).error().code, std::string("not-routed"));
        const Applied removed = applied(s, RemoveRoutedBase{0});
        QVERIFY(base(removed.state, 0).removed);
        QCOMPARE(countEffects(removed.effects, Effect::Kind::BaseRemoved), 1);
        QCOMPARE(ancients::apply(removed.state, RemoveRoutedBase{0}).error().code, std::string("not-routed"));
        QCOMPARE(ancients::apply(s, RemoveRoutedBase{42}).error().code, std::string("no-such-base"));
    }

    // ---- §12 retreat: a full move directly away from the nearest enemy -------------------------------

    void rule_12_retreatAFullMoveDirectlyAway_data()
    {
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<Hex>("enemy");
        QTest::addColumn<Hex>("expected");
        // The routing Base stands on (0,0).
        QTest::newRow("foot, enemy east: 2 west") << TroopType::MediumInfantry << Hex{1, 0} << Hex{-2, 0};
        QTest::newRow("light foot: 3") << TroopType::LightInfantry << Hex{1, 0} << Hex{-3, 0};
        QTest::newRow("cavalry: 4") << TroopType::Cavalry << Hex{1, 0} << Hex{-4, 0};
        QTest::newRow("foot, enemy north-east") << TroopType::MediumInfantry << Hex{1, -1} << Hex{-2, 2};
        QTest::newRow("foot, enemy south") << TroopType::MediumInfantry << Hex{0, 1} << Hex{0, -2};
        QTest::newRow("the nearest enemy decides") << TroopType::MediumInfantry << Hex{0, 2} << Hex{0, -2};
    }
    void rule_12_retreatAFullMoveDirectlyAway()
    {
        QFETCH(TroopType, type);
        QFETCH(Hex, enemy);
        QFETCH(Hex, expected);
        // A: the lone Base on (0,0) and a reserve far off; B: the enemy, and another farther away.
        const GameState s = tracked(army("A", {spec(type, 1, 1), spec(TroopType::MediumInfantry, 8, 1)}),
                                    lineArmy("B", 2), {at(0, 0, 0), at(-3, 12, 0), Deployment{enemy, Facing{3}}, at(8, -8, 3)});
        const Applied r = applied(s, hit({{0, 6}}));
        QVERIFY(base(r.state, 0).routed);
        QVERIFY(!base(r.state, 0).removed);
        QCOMPARE(*base(r.state, 0).hex, expected);
        QCOMPARE(distance(expected, enemy), distance(Hex{}, enemy) + moveAllowance(type));
    }

    void rule_12_retreatBlockedRemovesTheBase_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<bool>("removed");
        QTest::newRow("clear: it retreats") << 0 << false;
        QTest::newRow("a friend right behind") << 1 << true;
        QTest::newRow("a friend on the second hex") << 2 << true;
        QTest::newRow("impassable ground behind") << 3 << true;
        QTest::newRow("heavy woods do not stop a rout") << 4 << false;
    }
    void rule_12_retreatBlockedRemovesTheBase()
    {
        QFETCH(int, variant);
        QFETCH(bool, removed);
        // The lone Base on (0,0), the enemy on (1,0): the retreat runs (-1,0), (-2,0).
        const Hex friendAt = variant == 1 ? Hex{-1, 0} : variant == 2 ? Hex{-2, 0} : Hex{-6, 6};
        GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 1, 1), spec(TroopType::Skirmishers, 1, 1),
                                         spec(TroopType::MediumInfantry, 8, 1)}),
                              lineArmy("B", 1), {at(0, 0, 0), Deployment{friendAt, Facing{0}}, at(-3, 12, 0), at(1, 0, 3)});
        if (variant == 3)
            s.terrain[Hex{-2, 0}] = Terrain{Going::Open, 0, 0, true};
        if (variant == 4)
            s.terrain[Hex{-1, 0}] = Terrain{Going::HeavyWoods, 0, 0, false};
        const Applied r = applied(s, hit({{0, 6}}));
        QVERIFY(base(r.state, 0).routed);
        QCOMPARE(base(r.state, 0).removed, removed);
        QCOMPARE(countEffects(r.effects, Effect::Kind::BaseRemoved), removed ? 1 : 0);
        if (!removed)
            QCOMPARE(*base(r.state, 0).hex, (Hex{-2, 0}));
        QCOMPARE(basesLost(r.state, Side::A), 1); // routed or removed, it is lost
    }

    // Routed Bases "still block space" (§12): a later rout through them is removed.
    void rule_12_routedBasesStillBlockSpace()
    {
        // A: lone Bases on (-2,0) and (0,0), a reserve far off; B: the enemy on (1,0).
        GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 1, 1), spec(TroopType::MediumInfantry, 1, 1),
                                         spec(TroopType::MediumInfantry, 8, 1)}),
                              lineArmy("B", 1), {at(-2, 0, 0), at(0, 0, 0), at(-3, 12, 0), at(1, 0, 3)});
        // Base 0 routs away from (1,0) along (-3,0), (-4,0): clear.
        const GameState routed = after(s, hit({{0, 6}}));
        QCOMPARE(*base(routed, 0).hex, (Hex{-4, 0}));
        QVERIFY(!base(routed, 0).removed);
        // Had the routed Base stayed on (-2,0), it would block Base 1's rout along (-1,0), (-2,0).
        GameState through = routed;
        through.bases[0].hex = Hex{-2, 0};
        const Applied r = applied(through, hit({{1, 6}}));
        QVERIFY(base(r.state, 1).removed);
        // From where it really stands, Base 1's rout is clear.
        QVERIFY(!base(after(routed, hit({{1, 6}})), 1).removed);
    }

    // A breaking Block's Bases rout together: the rear rank's starting hexes do not block the front rank.
    void rule_12_aDeepBlockRoutsWhole()
    {
        // A 1x2 column facing the enemy: the front Base on (0,0), the rear on (-1,0); the enemy on (1,0).
        const GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 1, 2), spec(TroopType::MediumInfantry, 8, 1)}),
                                    lineArmy("B", 1), {at(0, 0, 0), at(-3, 12, 0), at(1, 0, 3)});
        QCOMPARE(blockHexes(s, 0), (std::vector<Hex>{{0, 0}, {-1, 0}}));
        const Applied r = applied(s, hit({{0, 6}, {1, 6}}));
        QVERIFY(base(r.state, 0).routed);
        QVERIFY(base(r.state, 1).routed);
        QVERIFY(!base(r.state, 1).removed);
        QVERIFY(!base(r.state, 0).removed);
        QCOMPARE(*base(r.state, 1).hex, (Hex{-3, 0}));
        QCOMPARE(*base(r.state, 0).hex, (Hex{-2, 0}));
    }

    void rule_12_untrackedRetreatBlockedIsEntered()
    {
        GameState s = untracked(lineArmy("A", 4, 2), lineArmy("B", 1));
        EnterFacts f;
        f.facts.retreatBlocked = {1};
        s = after(s, f);
        const Applied r = applied(s, hit({{0, 6}, {1, 6}}));
        QVERIFY(base(r.state, 0).routed && !base(r.state, 0).removed);
        QVERIFY(base(r.state, 1).routed && base(r.state, 1).removed);
        QCOMPARE(countEffects(r.effects, Effect::Kind::BaseRemoved), 1);
    }

    // ---- §12.1 contagion (rulings R11, R16) -------------------------------------------------------

    void rule_12_1_contagionWithinOneBaseWidth_data()
    {
        QTest::addColumn<int>("gapToNeighbour");
        QTest::addColumn<bool>("contagion");
        QTest::addColumn<Ints>("expected"); // the neighbour's two Bases
        QTest::newRow("touching: +1 on every Base (R16)") << 1 << true << Ints{3, 2};
        QTest::newRow("one empty hex between: two base-widths, out of reach (R11)") << 2 << true << Ints{2, 1};
        QTest::newRow("two empty hexes: out of reach") << 3 << true << Ints{2, 1};
        QTest::newRow("contagion option off") << 1 << false << Ints{2, 1};
    }
    void rule_12_1_contagionWithinOneBaseWidth()
    {
        QFETCH(int, gapToNeighbour);
        QFETCH(bool, contagion);
        QFETCH(Ints, expected);
        RulesOptions o;
        o.contagion = contagion;
        // A: the breaking pair on (0,0) (0,1); the neighbour pair along the same line, gapToNeighbour hexes
        // from it; a reserve far off. B: the enemy in front of the breaking pair, and a reserve far off.
        const GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 2, 1), spec(TroopType::MediumInfantry, 2, 1),
                                               spec(TroopType::MediumInfantry, 8, 1)}),
                                    army("B", {spec(TroopType::MediumInfantry, 1, 1), spec(TroopType::MediumInfantry, 8, 1)}),
                                    {at(0, 0, 0), at(0, 1 + gapToNeighbour, 0), at(-3, 12, 0), at(1, 0, 3), at(6, 12, 3)}, o);
        GameState worn = withFatigue(s, {{2, 2}});
        const Applied r = applied(worn, hit({{0, 6}, {1, 6}}));
        QVERIFY(!block(r.state, 0).active());
        QCOMPARE(fatigues(r.state, {2, 3}), expected);
        for (const Effect &e : r.effects) {
            if (e.kind == Effect::Kind::Fatigue && e.block == 1)
                QCOMPARE(e.section, std::string("12.1"));
        }
        // The enemy in contact does not catch the contagion: it is only friendly Blocks.
        QCOMPARE(fatigueOf(r.state, 12), 1);
    }

    void rule_12_1_contagionCascades()
    {
        // Untracked: 0 near 1, 1 near 2, 2 near 3; 0 and 2 are not near each other.
        GameState s = untracked(lineArmy("A", 4, 2), lineArmy("B", 10, 1));
        EnterFacts f;
        f.facts.withinOneBaseWidth = {{0, 1}, {1, 2}, {2, 3}, {3, 4}};
        s = after(s, f);
        // Block 1 at 6: contagion tips it. Block 2 at 5.5: contagion from Block 1 and the army break
        // (4 of 8 lost) tip it. Block 3 at 2 ends at 4 and holds.
        s = withFatigue(s, {{2, 6}, {3, 6}, {4, 6}, {5, 5}, {6, 2}, {7, 2}});
        const Applied r = applied(s, hit({{0, 6}, {1, 6}}));
        QVERIFY(!block(r.state, 0).active());
        QVERIFY(!block(r.state, 1).active()); // 6 + 1 = 7
        QVERIFY(!block(r.state, 2).active()); // 5.5 + 1 + 1 = 7.5
        QVERIFY(block(r.state, 3).active());
        // Block 3: +1 from Block 2's break, and the army break: A lost 6 of 8.
        QVERIFY(r.state.army(Side::A).broken);
        QCOMPARE(countEffects(r.effects, Effect::Kind::BlockBroke), 3);
        QCOMPARE(fatigues(r.state, {6, 7}), (Ints{4, 4}));
        // Enemy Blocks (4 is B's) are never hit by A's contagion.
        QCOMPARE(fatigueOf(r.state, 8), 1);
        // With contagion off only Block 0 breaks (and no army break: 2 of 8 is 25%).
        RulesOptions off;
        off.contagion = false;
        GameState o = untracked(lineArmy("A", 4, 2), lineArmy("B", 10, 1), off);
        o = after(o, f);
        o = withFatigue(o, {{2, 6}, {3, 6}, {4, 6}, {5, 5}, {6, 2}, {7, 2}});
        const Applied ro = applied(o, hit({{0, 6}, {1, 6}}));
        QVERIFY(!block(ro.state, 0).active());
        QVERIFY(block(ro.state, 1).active());
        QCOMPARE(fatigues(ro.state, {2, 3, 4, 5}), (Ints{6, 6, 6, 5}));
    }

    // ---- §12.1 army break at 30% (ruling R7) ---------------------------------------------------------

    void rule_12_1_armyBreaksAtThirtyPercent_data()
    {
        QTest::addColumn<int>("starting");
        QTest::addColumn<int>("lost");
        QTest::addColumn<bool>("broken");
        QTest::newRow("24 Bases, 7 lost (29.2%): holds") << 24 << 7 << false;
        QTest::newRow("24 Bases, 8 lost (33.3%): breaks (R7)") << 24 << 8 << true;
        QTest::newRow("10 Bases, 3 lost: exactly 30% breaks") << 10 << 3 << true;
        QTest::newRow("10 Bases, 2 lost: holds") << 10 << 2 << false;
        QTest::newRow("12 Bases, 4 lost") << 12 << 4 << true;
        QTest::newRow("12 Bases, 3 lost (25%)") << 12 << 3 << false;
    }
    void rule_12_1_armyBreaksAtThirtyPercent()
    {
        QFETCH(int, starting);
        QFETCH(int, lost);
        QFETCH(bool, broken);
        const GameState s = loneBases(starting);
        std::vector<std::pair<BaseId, int>> amounts;
        for (int i = 0; i < lost; ++i)
            amounts.emplace_back(i, 6);
        const Applied r = applied(s, hit(amounts));
        QCOMPARE(basesLost(r.state, Side::A), lost);
        QCOMPARE(r.state.army(Side::A).broken, broken);
        QCOMPARE(r.state.loser.has_value(), broken);
        if (broken)
            QCOMPARE(*r.state.loser, Side::A);
        QCOMPARE(countEffects(r.effects, Effect::Kind::ArmyBroke), broken ? 1 : 0);
        // On reaching the threshold every remaining Block gains +1 on every Base (R16).
        for (int i = lost; i < starting; ++i)
            QCOMPARE(fatigueOf(r.state, i), broken ? 2 : 1);
        QVERIFY(!r.state.army(Side::B).broken);
    }

    void rule_12_1_armyBreakCascadesAndIsDecidedOnce()
    {
        // 10 lone Bases; Base 9 at 6: the army break's +1 breaks it too.
        GameState s = loneBases(10);
        s = withFatigue(s, {{9, 6}});
        const Applied r = applied(s, hit({{0, 6}, {1, 6}, {2, 6}}));
        QVERIFY(r.state.army(Side::A).broken);
        QVERIFY(!block(r.state, 9).active());
        QCOMPARE(basesLost(r.state, Side::A), 4);
        QCOMPARE(countEffects(r.effects, Effect::Kind::ArmyBroke), 1);
        // Further losses do not break it again, and the loser stays.
        const Applied more = applied(r.state, hit({{3, 6}}));
        QCOMPARE(countEffects(more.effects, Effect::Kind::ArmyBroke), 0);
        QCOMPARE(*more.state.loser, Side::A);
        QCOMPARE(fatigueOf(more.state, 4), 2);
    }
};

QTEST_GUILESS_MAIN(TestGameCollapse)
#include "tst_game_collapse.moc"

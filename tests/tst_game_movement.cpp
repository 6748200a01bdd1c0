// Movement (§5): the movement test (rulings R1, R2), chaining (§5.2), difficult
// moves and pivots (§5.1, rulings R12, R14), terrain and climbing costs (§8.1,
// §8.3, ruling R4), tempo and terrain together (§5.4), wheels (§5.5), the column
// march (§5.6), shock charges (§5.3) and illegal moves (§4).
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <set>
#include <vector>

using namespace ancients;
using namespace gametest;

Q_DECLARE_METATYPE(ancients::Quality)
Q_DECLARE_METATYPE(ancients::TroopType)
Q_DECLARE_METATYPE(ancients::GameState)
namespace {
/** An Action for a data table (Qt's metatype traits cannot look inside std::variant). */
struct TestAction
{
    Action action;
};
} // namespace
Q_DECLARE_METATYPE(TestAction)
using Ints = std::vector<int>;
Q_DECLARE_METATYPE(Ints)

namespace {

/** Side A: one Block of @p type and @p quality with the given Base Fatigue; side B: one Base. */
GameState oneBlock(const Ints &fatigue, Quality quality = Quality::Regular, TroopType type = TroopType::MediumInfantry)
{
    GameState s = untracked(army("A", {spec(type, int(fatigue.size()), 1, quality)}), lineArmy("B", 1));
    std::vector<std::pair<BaseId, int>> targets;
    for (std::size_t i = 0; i < fatigue.size(); ++i)
        targets.emplace_back(BaseId(i), fatigue[i]);
    return withFatigue(s, targets);
}

/** The movement tests the effects report, in order: kept roll and whether it passed. */
std::vector<std::pair<int, bool>> tests(const std::vector<Effect> &fx)
{
    std::vector<std::pair<int, bool>> t;
    for (const Effect &e : fx) {
        if (e.kind == Effect::Kind::MovementTest)
            t.emplace_back(e.roll->kept(), e.passed);
    }
    return t;
}

/** The Fatigue effects of a section, summed per Base. */
std::map<BaseId, int> fatigueBySection(const std::vector<Effect> &fx, const std::string &section)
{
    std::map<BaseId, int> m;
    for (const Effect &e : fx) {
        if (e.kind == Effect::Kind::Fatigue && e.section == section)
            m[e.base] += e.amount;
    }
    return m;
}

std::vector<std::pair<Hex, Facing>> places(const GameState &s, const std::vector<BaseId> &ids)
{
    std::vector<std::pair<Hex, Facing>> p;
    for (const BaseId id : ids)
        p.emplace_back(*base(s, id).hex, base(s, id).facing);
    return p;
}

} // namespace

class TestGameMovement : public QObject
{
    Q_OBJECT

private slots:
    // ---- §5 the movement test ---------------------------------------------------------------

    void rule_5_movementTestAgainstAverage_data()
    {
        QTest::addColumn<Quality>("quality");
        QTest::addColumn<Ints>("fatigue");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("kept");
        QTest::addColumn<bool>("passes");
        QTest::newRow("fresh: a 1 passes") << Quality::Regular << Ints{1, 1} << 1 << 0 << 1 << true;
        QTest::newRow("average 3: a 3 equals it") << Quality::Regular << Ints{3, 3} << 3 << 0 << 3 << true;
        QTest::newRow("average 3: a 2 fails") << Quality::Regular << Ints{3, 3} << 2 << 0 << 2 << false;
        QTest::newRow("average 3.5: a 3 fails (R1)") << Quality::Regular << Ints{3, 4} << 3 << 0 << 3 << false;
        QTest::newRow("average 3.5: a 4 passes") << Quality::Regular << Ints{3, 4} << 4 << 0 << 4 << true;
        QTest::newRow("average 3.25: a 3 fails (R1)") << Quality::Regular << Ints{3, 3, 3, 4} << 3 << 0 << 3 << false;
        QTest::newRow("average 3.25: a 4 passes") << Quality::Regular << Ints{3, 3, 3, 4} << 4 << 0 << 4 << true;
        QTest::newRow("average 6: a 6 passes") << Quality::Regular << Ints{6, 6} << 6 << 0 << 6 << true;
        QTest::newRow("average 6: a 5 fails") << Quality::Regular << Ints{6, 6} << 5 << 0 << 5 << false;
        QTest::newRow("elite keeps the best: 1 and 4 vs 4") << Quality::Elite << Ints{4, 4} << 1 << 4 << 4 << true;
        QTest::newRow("elite keeps the best: 3 and 2 vs 4") << Quality::Elite << Ints{4, 4} << 3 << 2 << 3 << false;
        QTest::newRow("levy keeps the worst: 6 and 3 vs 4") << Quality::Levy << Ints{4, 4} << 6 << 3 << 3 << false;
        QTest::newRow("levy keeps the worst: 4 and 5 vs 4") << Quality::Levy << Ints{4, 4} << 4 << 5 << 4 << true;
    }
    void rule_5_movementTestAgainstAverage()
    {
        QFETCH(Quality, quality);
        QFETCH(Ints, fatigue);
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(int, kept);
        QFETCH(bool, passes);
        const GameState s = oneBlock(fatigue, quality);
        const Applied r = applied(s, moveOf(0, dice(first, second)));
        QCOMPARE(tests(r.effects), (std::vector<std::pair<int, bool>>{{kept, passes}}));
        QCOMPARE(r.effects.front().roll->die, Die::D6); // R2: always the d6
        // The first move is free of Fatigue whether it passes or not, but it is tested.
        QCOMPARE(fatigues(r.state), fatigues(s));
        QCOMPARE(block(r.state, 0).movesThisTurn, 1);
        QVERIFY(block(r.state, 0).actedThisTurn);
        QCOMPARE(block(r.state, 0).movementOver, !passes);
        QCOMPARE(countEffects(r.effects, Effect::Kind::Moved), passes ? 1 : 0);
        QCOMPARE(countEffects(r.effects, Effect::Kind::MoveEnded), passes ? 0 : 1);
    }

    // Without supplied dice the game's own generator rolls; the same state rolls the same.
    void rule_5_seededGeneratorRolls()
    {
        int passed = 0, failed = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, 2, 1, Quality::Elite)}),
                                    lineArmy("B", 1), {}, seed);
            s = withFatigue(s, {{0, 4}, {1, 4}});
            const Applied r = applied(s, moveOf(0));
            const Applied again = applied(s, moveOf(0));
            QVERIFY(r.state == again.state);
            QCOMPARE(r.effects, again.effects);
            QVERIFY(!(r.state.rng == s.rng)); // the generator advanced
            const auto t = tests(r.effects);
            QCOMPARE(int(t.size()), 1);
            const QualityRoll roll = *r.effects.front().roll;
            QCOMPARE(roll.count, 2);
            QCOMPARE(roll.kept(), std::max(roll.dice[0], roll.dice[1]));
            QVERIFY(roll.kept() >= 1 && roll.kept() <= 6);
            QCOMPARE(t.front().second, roll.kept() >= 4);
            (t.front().second ? passed : failed) += 1;
        }
        // Elite needs a 4 with chance 3/4: over 60 seeds both outcomes occur.
        QVERIFY(passed > 0);
        QVERIFY(failed > 0);
    }

    // ---- §5.2 chaining ------------------------------------------------------------------------

    void rule_5_2_extraMovePaysBeforeAndTestsTheRaisedAverage_data()
    {
        QTest::addColumn<Ints>("fatigue");
        QTest::addColumn<int>("secondRoll");
        QTest::addColumn<bool>("passes");
        QTest::newRow("1,1 -> 2,2: a 2 passes") << Ints{1, 1} << 2 << true;
        QTest::newRow("1,1 -> 2,2: a 1 fails (it would have passed before the +1)") << Ints{1, 1} << 1 << false;
        QTest::newRow("1,2 -> 2,3: average 2.5 needs 3") << Ints{1, 2} << 2 << false;
        QTest::newRow("1,2 -> 2,3: a 3 passes") << Ints{1, 2} << 3 << true;
        QTest::newRow("4,5,5,5 -> 5,6,6,6: 5.75 needs 6") << Ints{4, 5, 5, 5} << 5 << false;
    }
    void rule_5_2_extraMovePaysBeforeAndTestsTheRaisedAverage()
    {
        QFETCH(Ints, fatigue);
        QFETCH(int, secondRoll);
        QFETCH(bool, passes);
        GameState s = oneBlock(fatigue);
        s = after(s, moveOf(0, dice(6)));
        const Applied r = applied(s, moveOf(0, dice(secondRoll)));
        Ints raised = fatigue;
        for (int &f : raised)
            f += 1;
        // +1 on every Base, passed or failed: the Fatigue paid is still lost.
        QCOMPARE(fatigues(r.state, block(r.state, 0).bases), raised);
        QCOMPARE(tests(r.effects), (std::vector<std::pair<int, bool>>{{secondRoll, passes}}));
        // The tempo cost comes before the test in the effects.
        QCOMPARE(r.effects.front().kind, Effect::Kind::Fatigue);
        QCOMPARE(r.effects.front().section, std::string("5.2"));
        QCOMPARE(block(r.state, 0).movementOver, !passes);
        QCOMPARE(block(r.state, 0).movesThisTurn, 2);
    }

    void rule_5_2_chainAsFarAsYouDare()
    {
        GameState s = oneBlock({1, 1});
        for (int move = 1; move <= 5; ++move) {
            const Applied r = applied(s, moveOf(0, dice(6)));
            QCOMPARE(tests(r.effects).size(), std::size_t(1));
            QVERIFY(tests(r.effects).front().second);
            s = r.state;
            QCOMPARE(averageFatigue(s, 0), Fraction(move)); // 1, 2, 3, 4, 5: no cap
        }
        // The sixth move raises the average to 6, and a 6 still passes.
        s = after(s, moveOf(0, dice(6)));
        QCOMPARE(averageFatigue(s, 0), Fraction(6));
        // The seventh pays +1 first: the Block breaks before it can test (§12).
        const Applied r = applied(s, moveOf(0, dice(6)));
        QVERIFY(!block(r.state, 0).active());
        QVERIFY(tests(r.effects).empty());
        QCOMPARE(countEffects(r.effects, Effect::Kind::BlockBroke), 1);
    }

    void rule_5_2_failedTestEndsMovement()
    {
        GameState s = oneBlock({3, 3});
        s = after(s, moveOf(0, dice(2))); // the first move fails
        QVERIFY(block(s, 0).movementOver);
        QCOMPARE(fatigues(s, {0, 1}), (Ints{3, 3}));
        const std::vector<Action> further{moveOf(0, dice(6)), PivotBlock{0, 1, dice(6)},
                                          WheelBlock{0, 0, 1, 2, 1, {dice(6)}}};
        for (const Action &a : further) {
            const auto r = ancients::apply(s, a);
            QVERIFY(!r.ok());
            QCOMPARE(r.error().code, std::string("movement-over"));
        }
        // A failed extra move keeps its Fatigue and ends movement too.
        GameState t = oneBlock({1, 1});
        t = after(t, moveOf(0, dice(1)));
        t = after(t, moveOf(0, dice(1)));
        QCOMPARE(fatigues(t, {0, 1}), (Ints{2, 2}));
        QVERIFY(!ancients::apply(t, moveOf(0, dice(6))).ok());
        QCOMPARE(ancients::apply(t, moveOf(0, dice(6))).error().code, std::string("movement-over"));
    }

    // ---- §5.1 difficult moves and the pivot ------------------------------------------------------

    void rule_5_1_difficultMoveCostsAfter_data()
    {
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("roll");
        QTest::addColumn<Ints>("expected");
        QTest::newRow("default +1 (R12), tested before it") << 1 << 1 << Ints{2, 2, 2};
        QTest::newRow("knob at 2") << 2 << 1 << Ints{3, 3, 3};
        QTest::newRow("knob at 0") << 0 << 1 << Ints{1, 1, 1};
    }
    void rule_5_1_difficultMoveCostsAfter()
    {
        QFETCH(int, cost);
        QFETCH(int, roll);
        QFETCH(Ints, expected);
        RulesOptions o;
        o.difficultMoveCost = cost;
        const GameState s = untracked(lineArmy("A", 1, 3), lineArmy("B", 1), o);
        MoveBlock m = moveOf(0, dice(roll));
        m.difficult = true;
        const Applied r = applied(s, m);
        QVERIFY(tests(r.effects).front().second); // tested against 1, before the cost
        QCOMPARE(fatigues(r.state, {0, 1, 2}), expected);
        if (cost > 0)
            QCOMPARE(fatigueBySection(r.effects, "5.1").at(0), cost);
        // A difficult move that fails its test does not happen and costs nothing.
        GameState tired = withFatigue(s, {{0, 2}, {1, 2}, {2, 2}});
        m.dice = dice(1);
        QCOMPARE(fatigues(after(tired, m), {0, 1, 2}), (Ints{2, 2, 2}));
    }

    void rule_5_1_pivotFreeByDefaultButTested_data()
    {
        QTest::addColumn<int>("pivotCost");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("turns");
        QTest::addColumn<int>("fatigueAfter");
        QTest::newRow("free by default, counter-clockwise") << 0 << 1 << 3 << true << 2;
        QTest::newRow("free by default, clockwise") << 0 << -1 << 3 << true << 2;
        QTest::newRow("tested: a 1 fails against 2 (R14)") << 0 << 1 << 1 << false << 2;
        QTest::newRow("knob: +1 after the pivot") << 1 << 1 << 2 << true << 3;
        QTest::newRow("knob: a failed pivot costs nothing") << 1 << 1 << 1 << false << 2;
    }
    void rule_5_1_pivotFreeByDefaultButTested()
    {
        QFETCH(int, pivotCost);
        QFETCH(int, steps);
        QFETCH(int, roll);
        QFETCH(bool, turns);
        QFETCH(int, fatigueAfter);
        RulesOptions o;
        o.pivotCost = pivotCost;
        GameState s = tracked(lineArmy("A", 1, 2), lineArmy("B", 1), {at(0, 0, 0), at(6, 0, 3)}, o);
        s = withFatigue(s, {{0, 2}, {1, 2}});
        const Applied r = applied(s, PivotBlock{0, steps, dice(roll)});
        QCOMPARE(tests(r.effects).size(), std::size_t(1));
        for (const BaseId id : {0, 1}) {
            QCOMPARE(base(r.state, id).facing, turns ? Facing{0}.turned(steps) : Facing{0});
            QCOMPARE(base(r.state, id).hex, base(s, id).hex); // in place
            QCOMPARE(fatigueOf(r.state, id), fatigueAfter);
        }
        QCOMPARE(block(r.state, 0).movesThisTurn, 1);
        QCOMPARE(block(r.state, 0).movementOver, !turns);
    }

    // R14: a pivot is a move; the move after it is a chained extra move.
    void rule_5_1_pivotCountsForChaining()
    {
        GameState s = oneBlock({1, 1});
        s = after(s, PivotBlock{0, 1, dice(1)});
        QCOMPARE(fatigues(s, {0, 1}), (Ints{1, 1}));
        const Applied r = applied(s, moveOf(0, dice(2)));
        QCOMPARE(fatigues(r.state, {0, 1}), (Ints{2, 2}));
        QCOMPARE(fatigueBySection(r.effects, "5.2").size(), std::size_t(2));
        // And a pivot after a move pays the tempo cost too.
        GameState t = oneBlock({1, 1});
        t = after(t, moveOf(0, dice(1)));
        QCOMPARE(fatigues(after(t, PivotBlock{0, -1, dice(2)}), {0, 1}), (Ints{2, 2}));
        const auto far = ancients::apply(t, PivotBlock{0, 2, dice(6)});
        QVERIFY(!far.ok());
        QCOMPARE(far.error().code, std::string("pivot-too-far"));
    }

    // ---- §8.1 terrain and §8.3 climbing ------------------------------------------------------------

    void rule_8_1_terrainCostPerBasePerTile_data()
    {
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<QList<int>>("base0Tiles"); // Going values as ints
        QTest::addColumn<QList<int>>("base1Tiles");
        QTest::addColumn<Ints>("expected");
        const int open = int(Going::Open), light = int(Going::LightWoods), heavy = int(Going::HeavyWoods),
                  rough = int(Going::Rough), swamp = int(Going::Swamp);
        QTest::newRow("knight: heavy woods twice vs open then light woods")
            << TroopType::Cataphract << QList<int>{heavy, heavy} << QList<int>{open, light} << Ints{5, 2};
        QTest::newRow("knight: swamp") << TroopType::Cataphract << QList<int>{swamp} << QList<int>{} << Ints{5, 1};
        QTest::newRow("hoplite-weight foot: heavy woods is free")
            << TroopType::MediumInfantry << QList<int>{heavy, heavy} << QList<int>{heavy} << Ints{1, 1};
        QTest::newRow("medium foot: rough +1, swamp +2")
            << TroopType::MediumInfantry << QList<int>{rough} << QList<int>{swamp} << Ints{2, 3};
        QTest::newRow("skirmishers pay nothing anywhere")
            << TroopType::Skirmishers << QList<int>{swamp, swamp, rough} << QList<int>{swamp} << Ints{1, 1};
        QTest::newRow("cavalry: light woods 4 - 4 = 0, rough 4 - 2 = 2")
            << TroopType::Cavalry << QList<int>{light} << QList<int>{rough} << Ints{1, 3};
    }
    void rule_8_1_terrainCostPerBasePerTile()
    {
        QFETCH(TroopType, type);
        QFETCH(QList<int>, base0Tiles);
        QFETCH(QList<int>, base1Tiles);
        QFETCH(Ints, expected);
        const GameState s = untracked(army("A", {spec(type, 2, 1)}), lineArmy("B", 1));
        MoveBlock m = moveOf(0, dice(1));
        for (const int g : base0Tiles)
            m.terrainEntered[0].push_back(Going(g));
        for (const int g : base1Tiles)
            m.terrainEntered[1].push_back(Going(g));
        const Applied r = applied(s, m);
        // Tested against the Fatigue before the move: a 1 passes; the cost comes after.
        QVERIFY(tests(r.effects).front().second);
        QCOMPARE(fatigues(r.state, {0, 1}), expected);
        for (const auto &[id, amount] : fatigueBySection(r.effects, "8.1"))
            QCOMPARE(amount, expected[static_cast<std::size_t>(id)] - 1);
    }

    // §8.1 "a knight breaks crossing a forest in ~3 tiles": 1 + 2 + 2 + 2 = 7 (R4).
    void rule_8_1_knightBreaksCrossingAForestInThreeTiles()
    {
        GameState s = untracked(army("A", {spec(TroopType::Cataphract, 1, 1), spec(TroopType::Cataphract, 1, 1)}),
                                lineArmy("B", 1));
        MoveBlock two = moveOf(0, dice(1));
        two.terrainEntered[0] = {Going::HeavyWoods, Going::HeavyWoods};
        QCOMPARE(fatigueOf(after(s, two), 0), 5);
        QVERIFY(block(after(s, two), 0).active());
        MoveBlock three = moveOf(1, dice(1));
        three.terrainEntered[1] = {Going::HeavyWoods, Going::HeavyWoods, Going::HeavyWoods};
        const Applied r = applied(s, three);
        QCOMPARE(fatigueOf(r.state, 1), 7);
        QVERIFY(!block(r.state, 1).active());
        QCOMPARE(countEffects(r.effects, Effect::Kind::BlockBroke), 1);
    }

    // Tracked positions: each Base pays for the tile it moves onto, and only for that.
    void rule_8_1_trackedTerrainPerBase()
    {
        GameState s = tracked(army("A", {spec(TroopType::Cataphract, 2, 1)}), lineArmy("B", 1),
                              {at(0, 0, 0), at(8, 0, 3)});
        // The knights stand on (0,0) (0,1); moving one hex along direction 0 takes them to (1,0) (1,1).
        s.terrain[Hex{1, 0}] = Terrain{Going::HeavyWoods, 0, 0, false};
        const Applied r = applied(s, shiftOf(s, 0, HexDirections[0], dice(1)));
        QCOMPARE(base(r.state, 0).hex, (Hex{1, 0}));
        QCOMPARE(fatigues(r.state, {0, 1}), (Ints{3, 1}));
        // Impassable ground cannot be entered.
        GameState cliff = s;
        cliff.terrain[Hex{1, 1}] = Terrain{Going::Open, 0, 0, true};
        const auto refused = ancients::apply(cliff, shiftOf(cliff, 0, HexDirections[0], dice(1)));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, std::string("impassable"));
    }

    // R4: a Base pays for the tiles it itself enters; one that keeps its hex enters none.
    void rule_8_1_aBaseThatStaysEntersNoTile()
    {
        GameState s = tracked(army("A", {spec(TroopType::Cataphract, 2, 1)}), lineArmy("B", 1),
                              {at(0, 0, 0), at(8, 0, 3)});
        s.terrain[Hex{0, 1}] = Terrain{Going::HeavyWoods, 0, 0, false}; // Base 1 already stands in the wood
        MoveBlock m = moveOf(0, dice(1));
        m.destination[0] = {Hex{1, 0}, Facing{0}}; // open ground
        m.destination[1] = {Hex{0, 1}, Facing{0}}; // stays
        const Applied r = applied(s, m);
        // No terrain for the Base that stayed; the move reshaped the Block, a difficult move (§5.1): +1 each.
        QCOMPARE(fatigues(r.state, {0, 1}), (Ints{2, 2}));
        QVERIFY(fatigueBySection(r.effects, "8.1").empty());
        // Moving on into the next wooded hex does cost it (and squares the line again: §5.1 once more).
        GameState on = r.state;
        on.terrain[Hex{1, 1}] = Terrain{Going::HeavyWoods, 0, 0, false};
        MoveBlock m2 = moveOf(0, dice(6));
        m2.destination[0] = {Hex{1, 0}, Facing{0}};
        m2.destination[1] = {Hex{1, 1}, Facing{0}};
        QCOMPARE(fatigues(after(on, m2), {0, 1}), (Ints{4, 6})); // +1 tempo, +1 reshape each; +2 wood for Base 1
    }

    void rule_8_1_terrainForABaseOutsideTheBlockRefused()
    {
        const GameState s = untracked(lineArmy("A", 2, 2), lineArmy("B", 1));
        MoveBlock m = moveOf(0, dice(6));
        m.terrainEntered[2] = {Going::Rough}; // Base 2 is in Block 1
        const auto r = ancients::apply(s, m);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("not-in-block"));
    }

    void rule_8_3_climbCost_data()
    {
        QTest::addColumn<int>("climb");
        QTest::addColumn<bool>("legal");
        QTest::addColumn<int>("fatigueAfter");
        QTest::newRow("flat") << 0 << true << 1;
        QTest::newRow("slight hill +1") << 1 << true << 2;
        QTest::newRow("steep hill +2") << 2 << true << 3;
        QTest::newRow("no +3 hill") << 3 << false << 1;
        QTest::newRow("no negative climb") << -1 << false << 1;
    }
    void rule_8_3_climbCost()
    {
        QFETCH(int, climb);
        QFETCH(bool, legal);
        QFETCH(int, fatigueAfter);
        // Skirmishers: Going never costs them, so only the climb shows.
        const GameState s = untracked(army("A", {spec(TroopType::Skirmishers, 3, 1)}), lineArmy("B", 1));
        MoveBlock m = moveOf(0, dice(1));
        m.climb = climb;
        m.terrainEntered[0] = {Going::Swamp};
        const auto r = ancients::apply(s, m);
        QCOMPARE(r.ok(), legal);
        if (!legal) {
            QCOMPARE(r.error().code, std::string("bad-climb"));
            return;
        }
        QCOMPARE(fatigues(r->state, {0, 1, 2}), (Ints{fatigueAfter, fatigueAfter, fatigueAfter}));
    }

    // §8: Going and Elevation are independent: a knight climbing a slight hill of rough ground pays both.
    void rule_8_goingAndElevationAreIndependent_data()
    {
        QTest::addColumn<int>("going");
        QTest::addColumn<int>("climb");
        QTest::addColumn<int>("fatigueAfter");
        QTest::newRow("open, flat") << int(Going::Open) << 0 << 1;
        QTest::newRow("open slight hill: +1") << int(Going::Open) << 1 << 2;
        QTest::newRow("rough, flat: +3") << int(Going::Rough) << 0 << 4;
        QTest::newRow("rough slight hill: +3 +1") << int(Going::Rough) << 1 << 5;
        QTest::newRow("light woods steep hill: +1 +2") << int(Going::LightWoods) << 2 << 4;
    }
    void rule_8_goingAndElevationAreIndependent()
    {
        QFETCH(int, going);
        QFETCH(int, climb);
        QFETCH(int, fatigueAfter);
        const GameState s = untracked(army("A", {spec(TroopType::Cataphract, 1, 1)}), lineArmy("B", 1));
        MoveBlock m = moveOf(0, dice(1));
        m.terrainEntered[0] = {Going(going)};
        m.climb = climb;
        QCOMPARE(fatigueOf(after(s, m), 0), fatigueAfter);
    }

    // §5.4: "a rushed second move into heavy woods can cost +3 in a single tile".
    void rule_5_4_tempoAndTerrainAreIndependent()
    {
        GameState s = untracked(army("A", {spec(TroopType::Cataphract, 2, 1)}), lineArmy("B", 1));
        s = after(s, moveOf(0, dice(1)));
        MoveBlock rushed = moveOf(0, dice(2));
        rushed.terrainEntered[0] = {Going::HeavyWoods};
        const Applied r = applied(s, rushed);
        QCOMPARE(fatigues(r.state, {0, 1}), (Ints{4, 2})); // +1 tempo +2 terrain; +1 tempo only
        QCOMPARE(fatigueBySection(r.effects, "5.2"), (std::map<BaseId, int>{{0, 1}, {1, 1}}));
        QCOMPARE(fatigueBySection(r.effects, "8.1"), (std::map<BaseId, int>{{0, 2}}));
        // Tempo gates the move (before the test); terrain follows it.
        std::vector<std::string> order;
        for (const Effect &e : r.effects) {
            if (e.kind == Effect::Kind::Fatigue || e.kind == Effect::Kind::MovementTest)
                order.push_back(e.kind == Effect::Kind::MovementTest ? "test" : e.section);
        }
        QCOMPARE(order, (std::vector<std::string>{"5.2", "5.2", "test", "8.1"}));
        // A failed rushed move pays the tempo but never enters the wood.
        rushed.dice = dice(1);
        QCOMPARE(fatigues(after(s, rushed), {0, 1}), (Ints{2, 2}));
    }

    // ---- §5.5 wheels --------------------------------------------------------------------------------

    void rule_5_5_wheelCostInChainedMoves_data()
    {
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<int>("frontage");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("moves");
        QTest::newRow("4x1 foot: 2 moves") << TroopType::MediumInfantry << 4 << 1 << 2;
        QTest::newRow("6x2 foot: 3 moves") << TroopType::HeavyInfantry << 6 << 2 << 3;
        QTest::newRow("3x1 foot: 1 move") << TroopType::MediumInfantry << 3 << 1 << 1;
        QTest::newRow("1x1: still one move (R14)") << TroopType::MediumInfantry << 1 << 1 << 1;
        QTest::newRow("8x4 cavalry: 2 moves") << TroopType::Cavalry << 8 << 4 << 2;
        QTest::newRow("5x1 light foot: 2 moves") << TroopType::LightInfantry << 5 << 1 << 2;
    }
    void rule_5_5_wheelCostInChainedMoves()
    {
        QFETCH(TroopType, type);
        QFETCH(int, frontage);
        QFETCH(int, depth);
        QFETCH(int, moves);
        const GameState s = untracked(army("A", {spec(type, frontage, depth)}), lineArmy("B", 1));
        const std::vector<SuppliedDice> sixes(static_cast<std::size_t>(moves), dice(6));
        const Applied r = applied(s, WheelBlock{0, 0, 1, frontage, depth, sixes});
        QCOMPARE(int(tests(r.effects).size()), moves);
        QCOMPARE(block(r.state, 0).movesThisTurn, moves);
        // First free, each further move +1 on every Base.
        for (const BaseId id : block(r.state, 0).bases) {
            QCOMPARE(fatigueOf(r.state, id), moves);
            QCOMPARE(base(r.state, id).facing, Facing{1});
        }
        QCOMPARE(countEffects(r.effects, Effect::Kind::Moved), 1);
        // Tracked: the engine reads the shape off the table and charges the same.
        GameState t = tracked(army("A", {spec(type, frontage, depth)}), lineArmy("B", 1), {at(0, 0, 0), at(20, 0, 3)});
        const Applied rt = applied(t, WheelBlock{0, 0, 1, 0, 0, sixes});
        QCOMPARE(int(tests(rt.effects).size()), moves);
        QCOMPARE(blockHexes(rt.state, 0), blockLayout({0, 0}, Facing{1}, frontage, depth));
    }

    // R21: a wheel turns about an end Base of the front rank; the middle of a line is no flank.
    void rule_5_5_wheelPivotMustBeAFlank_data()
    {
        QTest::addColumn<int>("pivot");
        QTest::addColumn<bool>("legal");
        QTest::newRow("left end of the front rank") << 0 << true;
        QTest::newRow("middle of the front rank") << 1 << false;
        QTest::newRow("right end of the front rank") << 2 << true;
        QTest::newRow("a rear-rank Base") << 4 << false;
    }
    void rule_5_5_wheelPivotMustBeAFlank()
    {
        QFETCH(int, pivot);
        QFETCH(bool, legal);
        const GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 3, 2)}), lineArmy("B", 1),
                                    {at(0, 0, 0), at(20, 0, 3)});
        const auto r = ancients::apply(s, WheelBlock{0, pivot, 1, 0, 0, {dice(6), dice(6)}});
        QCOMPARE(r.ok(), legal);
        if (!legal) {
            QCOMPARE(QString::fromStdString(r.error().code), QStringLiteral("wheel-pivot-not-flank"));
            QCOMPARE(r.error().section, std::string("5.5"));
        }
    }

    // R4, R20: a tracked move pays for every tile on its straight path, not only the last.
    void rule_8_1_terrainAlongTheWholePath()
    {
        GameState s = tracked(army("A", {spec(TroopType::HeavyInfantry)}), lineArmy("B", 1), {at(0, 0, 0), at(20, 0, 3)});
        s.terrain[Hex{1, 0}] = Terrain{Going::HeavyWoods, 0, 0, false};
        MoveBlock m = moveOf(0, dice(6));
        m.destination[0] = {Hex{2, 0}, Facing{0}};
        const Applied r = applied(s, m);
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{2, 0}));
        // Weight 4 through heavy woods (Going 3): 1; the open tile beyond: 0.
        QCOMPARE(fatigueOf(r.state, 0), 2);
        QCOMPARE(hexLine(Hex{0, 0}, Hex{2, 0}), (std::vector<Hex>{{1, 0}, {2, 0}}));
    }

    // R4, R21: each wheeled Base pays for the tile it swings onto; the pivot, which stays, pays nothing.
    void rule_8_1_wheelPaysForTheTileSwungOnto()
    {
        GameState s = tracked(army("A", {spec(TroopType::Cataphract, 2, 1)}), lineArmy("B", 1), {at(0, 0, 0), at(20, 0, 3)});
        const Hex centre = *base(s, 0).hex;
        const Hex swung = centre + rotate(*base(s, 1).hex - centre, 1);
        s.terrain[swung] = Terrain{Going::Swamp, 0, 0, false};
        s.terrain[centre] = Terrain{Going::Swamp, 0, 0, false};
        const Applied r = applied(s, WheelBlock{0, 0, 1, 0, 0, {dice(6)}});
        QCOMPARE(base(r.state, 1).hex, std::optional<Hex>(swung));
        QCOMPARE(fatigueOf(r.state, 1), 1 + 4); // weight 5 − Going 1
        QCOMPARE(fatigueOf(r.state, 0), 1);     // the pivot enters no tile
    }

    void rule_5_5_failedTestAbortsTheWheel_data()
    {
        QTest::addColumn<int>("failAt"); // which test fails, 1-based
        QTest::addColumn<int>("fatigueAfter");
        QTest::newRow("the first test fails: nothing paid") << 1 << 2;
        QTest::newRow("the second test fails: its +1 is lost") << 2 << 3;
        QTest::newRow("the third test fails: +2 lost") << 3 << 4;
    }
    void rule_5_5_failedTestAbortsTheWheel()
    {
        QFETCH(int, failAt);
        QFETCH(int, fatigueAfter);
        // 6x1 foot at Fatigue 2: ceil(5 / 2) = 3 chained moves; a 1 always fails, a 6 always passes.
        GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 6, 1)}), lineArmy("B", 1),
                              {at(0, 0, 0), at(20, 0, 3)});
        s = withFatigue(s, {{0, 2}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2}});
        std::vector<SuppliedDice> d{dice(6), dice(6), dice(6)};
        d[static_cast<std::size_t>(failAt - 1)] = dice(1);
        const Applied r = applied(s, WheelBlock{0, 0, 1, 0, 0, d});
        QCOMPARE(int(tests(r.effects).size()), failAt);
        QCOMPARE(blockHexes(r.state, 0), blockHexes(s, 0)); // the wheel did not happen
        for (const BaseId id : block(r.state, 0).bases) {
            QCOMPARE(base(r.state, id).facing, Facing{0});
            QCOMPARE(fatigueOf(r.state, id), fatigueAfter);
        }
        QVERIFY(block(r.state, 0).movementOver);
        QCOMPARE(countEffects(r.effects, Effect::Kind::Moved), 0);
    }

    void rule_5_5_everyDestinationMustBeClear()
    {
        // A's 3x1 line (0,0) (0,1) (0,2) facing vertex 0 wheels ccw about (0,0):
        // the middle Base travels to (1,0) and the far one to (2,0).
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 3, 1)});
        const GameState clear = tracked(a, lineArmy("B", 1), {at(0, 0, 0), at(6, 0, 3)});
        const Applied ok = applied(clear, WheelBlock{0, 0, 1, 0, 0, {dice(6)}});
        QCOMPARE(blockHexes(ok.state, 0), (std::vector<Hex>{{0, 0}, {1, 0}, {2, 0}}));
        QCOMPARE(base(ok.state, 2).facing, Facing{1});
        // A single enemy stand on a needed hex blocks the whole wheel.
        const GameState blocked = tracked(a, lineArmy("B", 1), {at(0, 0, 0), at(1, 0, 3)});
        const auto r = ancients::apply(blocked, WheelBlock{0, 0, 1, 0, 0, {dice(6)}});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("wheel-blocked"));
        QCOMPARE(r.error().section, std::string("5.5"));
        // So does a friend, and impassable ground.
        const GameState friendly =
            tracked(army("A", {spec(TroopType::MediumInfantry, 3, 1), spec(TroopType::Skirmishers, 1, 1)}),
                    lineArmy("B", 1), {at(0, 0, 0), at(1, 0, 0), at(6, 0, 3)});
        QCOMPARE(ancients::apply(friendly, WheelBlock{0, 0, 1, 0, 0, {dice(6)}}).error().code, std::string("wheel-blocked"));
        GameState cliff = clear;
        cliff.terrain[Hex{2, 0}] = Terrain{Going::Open, 0, 0, true};
        QCOMPARE(ancients::apply(cliff, WheelBlock{0, 0, 1, 0, 0, {dice(6)}}).error().code, std::string("wheel-blocked"));
        // The refusal changed nothing; clockwise about the other flank works from the same place.
        QVERIFY(ancients::apply(blocked, WheelBlock{0, 0, 1, 0, 0, {dice(6)}}).error().code == "wheel-blocked");
        const Applied cw = applied(blocked, WheelBlock{0, 2, -1, 0, 0, {dice(6)}});
        QCOMPARE(blockHexes(cw.state, 0), (std::vector<Hex>{{2, 0}, {1, 1}, {0, 2}}));
    }

    void rule_5_5_wheelAfterAMoveIsChained()
    {
        GameState s = untracked(lineArmy("A", 1, 4), lineArmy("B", 1));
        s = after(s, moveOf(0, dice(1)));
        // 4x1 foot: two moves, both extra now: +1 +1.
        const Applied r = applied(s, WheelBlock{0, 0, -1, 4, 1, {dice(6), dice(6)}});
        QCOMPARE(fatigues(r.state, {0, 1, 2, 3}), (Ints{3, 3, 3, 3}));
        QCOMPARE(block(r.state, 0).movesThisTurn, 3);
        // A 1x1 wheel still counts as a move (R14): the next move is an extra one.
        GameState one = untracked(lineArmy("A", 1, 1), lineArmy("B", 1));
        one = after(one, WheelBlock{0, 0, 1, 1, 1, {dice(1)}});
        QCOMPARE(fatigueOf(one, 0), 1);
        QCOMPARE(fatigueOf(after(one, moveOf(0, dice(6))), 0), 2);
    }

    void rule_5_5_wheelRefusals_data()
    {
        QTest::addColumn<TestAction>("action");
        QTest::addColumn<QString>("code");
        QTest::newRow("untracked without the shape") << TestAction{WheelBlock{0, 0, 1, 0, 0, {}}} << "wheel-shape-unknown";
        QTest::newRow("a shape too small for the Block") << TestAction{WheelBlock{0, 0, 1, 2, 1, {}}} << "wheel-shape-unknown";
        QTest::newRow("pivot Base from another Block") << TestAction{WheelBlock{0, 4, 1, 4, 1, {}}} << "not-in-block";
        QTest::newRow("120° is not a wheel") << TestAction{WheelBlock{0, 0, 2, 4, 1, {}}} << "wheel-too-far";
        QTest::newRow("a face the d6 lacks") << TestAction{WheelBlock{0, 0, 1, 4, 1, {dice(7), dice(6)}}} << "face-not-on-die";
        QTest::newRow("a bad face on the second test") << TestAction{WheelBlock{0, 0, 1, 4, 1, {dice(6), dice(0)}}}
                                                     << "face-not-on-die";
    }
    void rule_5_5_wheelRefusals()
    {
        QFETCH(TestAction, action);
        QFETCH(QString, code);
        const GameState s = untracked(lineArmy("A", 2, 4), lineArmy("B", 1));
        const auto r = ancients::apply(s, action.action);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), code);
    }

    // ---- §5.6 column march ---------------------------------------------------------------------------

    void rule_5_6_followersTakeThePlacesAhead()
    {
        // A column of three facing vertex 0: the leader on (0,0), then (-1,0), (-2,0).
        GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 1, 3)}), lineArmy("B", 1),
                              {at(0, 0, 0), at(10, -5, 3)});
        QCOMPARE(blockHexes(s, 0), (std::vector<Hex>{{0, 0}, {-1, 0}, {-2, 0}}));
        const std::vector<BaseId> order{0, 1, 2};
        // The leader steps ahead to (1,0), then bends left to (1,-1) facing vertex 1.
        MarchColumn m{0, order, {{Hex{1, 0}, Facing{0}}, {Hex{1, -1}, Facing{1}}}, dice(1)};
        const Applied r = applied(s, m);
        QCOMPARE(places(r.state, order), (std::vector<std::pair<Hex, Facing>>{
                                              {{1, -1}, Facing{1}}, {{1, 0}, Facing{0}}, {{0, 0}, Facing{0}}}));
        QCOMPARE(fatigues(r.state, order), (Ints{1, 1, 1}));
        QCOMPARE(tests(r.effects).size(), std::size_t(1));
        // The bend persists: one more step and the second Base turns the corner, the third not yet.
        MarchColumn next{0, order, {{Hex{1, -2}, Facing{1}}}, dice(6)};
        const Applied r2 = applied(r.state, next);
        QCOMPARE(places(r2.state, order), (std::vector<std::pair<Hex, Facing>>{
                                               {{1, -2}, Facing{1}}, {{1, -1}, Facing{1}}, {{1, 0}, Facing{0}}}));
        // A second march is a chained move: +1 before.
        QCOMPARE(fatigues(r2.state, order), (Ints{2, 2, 2}));
    }

    void rule_5_6_marchPaysTerrainEachBaseEnters()
    {
        GameState s = tracked(army("A", {spec(TroopType::Cataphract, 1, 3)}), lineArmy("B", 1),
                              {at(0, 0, 0), at(10, -5, 3)});
        s.terrain[Hex{1, 0}] = Terrain{Going::HeavyWoods, 0, 0, false};
        // Two steps: leader enters (1,0) wood and (2,0); Base 1 enters (0,0) and (1,0) wood; Base 2 only open.
        const Applied r = applied(s, MarchColumn{0, {0, 1, 2}, {{Hex{1, 0}, Facing{0}}, {Hex{2, 0}, Facing{0}}}, dice(1)});
        QCOMPARE(fatigues(r.state, {0, 1, 2}), (Ints{3, 3, 1}));
    }

    void rule_5_6_marchRefusals_data()
    {
        QTest::addColumn<TestAction>("action");
        QTest::addColumn<QString>("code");
        using P = std::vector<std::pair<Hex, Facing>>;
        QTest::newRow("enemy on the path") << TestAction{MarchColumn{0, {0, 1, 2}, P{{{1, 0}, {}}, {{2, 0}, {}}}, {}}}
                                           << "path-blocked";
        QTest::newRow("path jumps a hex") << TestAction{MarchColumn{0, {0, 1, 2}, P{{{2, -1}, {}}}, {}}} << "path-broken";
        QTest::newRow("longer than a foot move")
            << TestAction{MarchColumn{0, {0, 1, 2}, P{{{0, -1}, {}}, {{0, -2}, {}}, {{0, -3}, {}}}, {}}} << "march-length";
        QTest::newRow("no path") << TestAction{MarchColumn{0, {0, 1, 2}, P{}, {}}} << "march-length";
        QTest::newRow("order misses a Base") << TestAction{MarchColumn{0, {0, 1}, P{{{0, -1}, {}}}, {}}} << "column-order";
        QTest::newRow("order not along the column")
            << TestAction{MarchColumn{0, {0, 2, 1}, P{{{0, -1}, {}}}, {}}} << "not-a-column";
        QTest::newRow("bad die face") << TestAction{MarchColumn{0, {0, 1, 2}, P{{{0, -1}, {}}}, dice(9)}}
                                      << "face-not-on-die";
    }
    void rule_5_6_marchRefusals()
    {
        QFETCH(TestAction, action);
        QFETCH(QString, code);
        // The column (0,0) (-1,0) (-2,0); an enemy stand on (2,0).
        const GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 1, 3)}), lineArmy("B", 1),
                                    {at(0, 0, 0), at(2, 0, 3)});
        const auto r = ancients::apply(s, action.action);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), code);
        const auto untrackedMarch = ancients::apply(untracked(army("A", {spec(TroopType::MediumInfantry, 1, 3)}), lineArmy("B", 1)),
                                          MarchColumn{0, {0, 1, 2}, {{{0, -1}, {}}}, {}});
        QCOMPARE(untrackedMarch.error().code, std::string("positions-needed"));
    }

    // Following never puts two Bases on one hex: a leader that turns back into its
    // own column would share a hex with the Base that follows into its old place.
    void rule_5_6_columnNeverStacks()
    {
        const GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 1, 3)}), lineArmy("B", 1),
                                    {at(0, 0, 0), at(10, -5, 3)});
        // The leader steps back onto (-1, 0), where Base 1 stands; Base 2 would follow onto (-1, 0) too.
        const GameState before = s;
        const auto r = ancients::apply(s, MarchColumn{0, {0, 1, 2}, {{Hex{-1, 0}, Facing{3}}}, dice(6)});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("path-blocked"));
        // Doubling back along the path: the leader would end where the second Base goes.
        const auto back =
            ancients::apply(s, MarchColumn{0, {0, 1, 2}, {{Hex{1, 0}, Facing{0}}, {Hex{0, 0}, Facing{3}}}, dice(6)});
        QVERIFY(!back.ok());
        QCOMPARE(back.error().code, std::string("path-blocked"));
        QVERIFY(s == before);
        // Stepping off to the side is fine: (1, -1) is clear, and the column snakes after.
        const Applied side = applied(s, MarchColumn{0, {0, 1, 2}, {{Hex{1, -1}, Facing{1}}}, dice(6)});
        QCOMPARE(blockHexes(side.state, 0), (std::vector<Hex>{{1, -1}, {0, 0}, {-1, 0}}));
    }

    // ---- §5.3 shock charges ---------------------------------------------------------------------------

    void rule_5_3_shockOnlyOnAChainedSecondMoveAfterAFullFirst_data()
    {
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<bool>("firstFull");
        QTest::addColumn<int>("chargeOnMove");
        QTest::addColumn<int>("chargeRoll");
        QTest::addColumn<bool>("shock");
        QTest::newRow("cavalry: full move, then charge") << TroopType::Cavalry << true << 2 << 6 << true;
        QTest::newRow("warband (shock foot)") << TroopType::Warband << true << 2 << 6 << true;
        QTest::newRow("knights") << TroopType::Cataphract << true << 2 << 6 << true;
        QTest::newRow("light cavalry never shocks") << TroopType::LightCavalry << true << 2 << 6 << false;
        QTest::newRow("medium foot has no shock") << TroopType::MediumInfantry << true << 2 << 6 << false;
        QTest::newRow("first move not full") << TroopType::Cavalry << false << 2 << 6 << false;
        QTest::newRow("charge on the first move") << TroopType::Cavalry << true << 1 << 6 << false;
        QTest::newRow("charge on the third move") << TroopType::Cavalry << true << 3 << 6 << false;
        QTest::newRow("the charge fails its test") << TroopType::Cavalry << true << 2 << 1 << false;
    }
    void rule_5_3_shockOnlyOnAChainedSecondMoveAfterAFullFirst()
    {
        QFETCH(TroopType, type);
        QFETCH(bool, firstFull);
        QFETCH(int, chargeOnMove);
        QFETCH(int, chargeRoll);
        QFETCH(bool, shock);
        GameState s = untracked(army("A", {spec(type, 2, 1)}), lineArmy("B", 1));
        std::vector<Effect> last;
        for (int move = 1; move <= chargeOnMove; ++move) {
            MoveBlock m = moveOf(0, dice(move == chargeOnMove ? chargeRoll : 6));
            m.fullMove = move == 1 ? firstFull : true;
            m.charge = move == chargeOnMove;
            const Applied r = applied(s, m);
            s = r.state;
            last = r.effects;
        }
        QCOMPARE(block(s, 0).shockCharge, shock);
        QCOMPARE(countEffects(last, Effect::Kind::ShockCharge), shock ? 1 : 0);
        // A move without contact is no charge, however it is chained.
        GameState plain = untracked(army("A", {spec(type, 2, 1)}), lineArmy("B", 1));
        plain = after(plain, moveOf(0, dice(6)));
        QVERIFY(!block(after(plain, moveOf(0, dice(6))), 0).shockCharge);
    }

    // With tracked positions the table decides whether a move ended in contact (§5.3).
    void rule_5_3_trackedChargeNeedsContact_data()
    {
        QTest::addColumn<int>("firstShift");
        QTest::addColumn<int>("enemyQ");
        QTest::addColumn<bool>("flagged");
        QTest::addColumn<bool>("shock");
        // Cavalry (4 BW) on (0,0) (0,1) moves firstShift hexes east, then one more; the enemy stands on (enemyQ, 0).
        QTest::newRow("full first move, contact, declared a charge") << 4 << 6 << true << true;
        QTest::newRow("full first move, contact: a move ending in contact is a charge") << 4 << 6 << false << true;
        QTest::newRow("declared, but one hex short: no contact, no shock") << 4 << 7 << true << false;
        QTest::newRow("a half first move: contact, but no shock") << 2 << 4 << true << false;
    }
    void rule_5_3_trackedChargeNeedsContact()
    {
        QFETCH(int, firstShift);
        QFETCH(int, enemyQ);
        QFETCH(bool, flagged);
        QFETCH(bool, shock);
        GameState s = tracked(army("A", {spec(TroopType::Cavalry, 2, 1)}), lineArmy("B", 1),
                              {at(0, 0, 0), at(enemyQ, 0, 3)});
        s = after(s, shiftOf(s, 0, Hex{firstShift, 0}, dice(6)));
        MoveBlock m = shiftOf(s, 0, Hex{1, 0}, dice(6));
        m.charge = flagged;
        const Applied r = applied(s, m);
        QCOMPARE(block(r.state, 0).shockCharge, shock);
        QCOMPARE(countEffects(r.effects, Effect::Kind::ShockCharge), shock ? 1 : 0);
    }

    // §5.3: a Block already in contact that moves on is not charging.
    void rule_5_3_alreadyInContactIsNoCharge()
    {
        GameState s = tracked(army("A", {spec(TroopType::Cavalry, 1, 1)}), lineArmy("B", 2),
                              {at(0, 0, 0), at(5, 0, 3), at(4, 1, 3)});
        s = after(s, shiftOf(s, 0, Hex{4, 0}, dice(6))); // a full move into contact with (5,0) and (4,1)
        QVERIFY(!block(s, 0).shockCharge);               // first move: no shock
        MoveBlock m = moveOf(0, dice(6));
        m.destination[0] = {Hex{4, 0}, Facing{0}};       // stays in contact
        const Applied r = applied(s, m);
        QVERIFY(!block(r.state, 0).shockCharge);
    }

    // §5.1: with tracked positions, passing through friends or reshaping the Block is a difficult move.
    void rule_5_1_trackedDifficultMoves_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("fatigueAfter");
        QTest::newRow("a plain advance keeps the footprint: free") << 0 << 1;
        QTest::newRow("passing through a friendly Block: +1") << 1 << 2;
        QTest::newRow("reshaping a line into a column: +1") << 2 << 2;
    }
    void rule_5_1_trackedDifficultMoves()
    {
        QFETCH(int, kind);
        QFETCH(int, fatigueAfter);
        // A: a 2x1 line on (0,0) (0,1) facing vertex 0, and a friendly single Base on (1,0); B far away.
        GameState s = tracked(army("A", {spec(TroopType::LightInfantry, 2, 1), spec(TroopType::MediumInfantry)}),
                              lineArmy("B", 1), {at(0, 0, 0), at(1, 2, 0), at(9, 0, 3)});
        MoveBlock m = moveOf(0, dice(6));
        if (kind == 0) {
            m.destination[0] = {Hex{0, -1}, Facing{0}};
            m.destination[1] = {Hex{0, 0}, Facing{0}};
        } else if (kind == 1) {
            m.destination[0] = {Hex{2, 0}, Facing{0}}; // through the friend on (1,2)? no: along row 0
            m.destination[1] = {Hex{2, 1}, Facing{0}};
            s.bases[2].hex = Hex{1, 1};                 // the friend stands in Base 1's way
        } else {
            m.destination[0] = {Hex{0, 0}, Facing{0}};
            m.destination[1] = {Hex{-1, 0}, Facing{0}};
        }
        const Applied r = applied(s, m);
        QCOMPARE(fatigues(r.state, {0, 1}), (Ints{fatigueAfter, fatigueAfter}));
        QCOMPARE(int(fatigueBySection(r.effects, "5.1").size()), fatigueAfter - 1 > 0 ? 2 : 0);
    }

    // §8.1: a Base cannot pass an impassable hex, nor an enemy.
    void rule_8_1_pathMustBeClear()
    {
        GameState s = tracked(army("A", {spec(TroopType::Cavalry)}), lineArmy("B", 1), {at(0, 0, 0), at(2, 0, 3)});
        MoveBlock m = moveOf(0, dice(6));
        m.destination[0] = {Hex{3, 0}, Facing{0}};
        auto r = ancients::apply(s, m);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), QStringLiteral("path-through-enemy"));
        s.bases[1].hex = Hex{9, 9};
        s.terrain[Hex{1, 0}] = Terrain{Going::Open, 0, 0, true};
        r = ancients::apply(s, m);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), QStringLiteral("impassable"));
    }

    // §8.3: climbing onto a hill costs its climb, per Base that climbs.
    void rule_8_3_trackedClimb()
    {
        GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 2, 1)}), lineArmy("B", 1),
                              {at(0, 0, 0), at(9, 0, 3)});
        s.terrain[Hex{1, 0}] = Terrain{Going::Open, 2, 1, false}; // a steep hill under Base 0's destination
        const Applied r = applied(s, shiftOf(s, 0, Hex{1, 0}, dice(6)));
        QCOMPARE(fatigues(r.state, {0, 1}), (Ints{3, 1}));
        QCOMPARE(int(fatigueBySection(r.effects, "8.3").size()), 1);
    }

    // ---- §4 illegal moves change nothing ----------------------------------------------------------------

    void rule_4_illegalMovesLeaveTheStateUntouched_data()
    {
        QTest::addColumn<GameState>("state");
        QTest::addColumn<TestAction>("action");
        QTest::addColumn<QString>("code");
        const GameState s = untracked(lineArmy("A", 2, 2), lineArmy("B", 1, 2));
        const GameState shoot = after(s, EndPhase{});
        GameState gone = withFatigue(s, {{0, 7}, {1, 7}});
        QTest::newRow("move in the Shoot phase") << shoot << TestAction{moveOf(0, dice(6))} << "not-move-phase";
        QTest::newRow("pivot in the Shoot phase") << shoot << TestAction{PivotBlock{0, 1, dice(6)}} << "not-move-phase";
        QTest::newRow("wheel in the Shoot phase") << shoot << TestAction{WheelBlock{0, 0, 1, 2, 1, {}}} << "not-move-phase";
        QTest::newRow("moving the other side's Block") << s << TestAction{moveOf(2, dice(6))} << "not-active-player";
        QTest::newRow("pivoting the other side's Block") << s << TestAction{PivotBlock{2, 1, dice(6)}} << "not-active-player";
        QTest::newRow("unknown Block") << s << TestAction{moveOf(9, dice(6))} << "no-such-block";
        QTest::newRow("negative Block") << s << TestAction{moveOf(-1, dice(6))} << "no-such-block";
        QTest::newRow("a broken Block") << gone << TestAction{moveOf(0, dice(6))} << "block-gone";
        QTest::newRow("a d6 has no 7") << s << TestAction{moveOf(0, dice(7))} << "face-not-on-die";
        QTest::newRow("a d6 has no 0") << s << TestAction{moveOf(0, dice(0))} << "face-not-on-die";
        QTest::newRow("a pivot with no 8") << s << TestAction{PivotBlock{0, 1, dice(8)}} << "face-not-on-die";
        GameState elite = untracked(army("A", {spec(TroopType::MediumInfantry, 2, 1, Quality::Elite)}), lineArmy("B", 1));
        QTest::newRow("elite needs its second die") << elite << TestAction{moveOf(0, dice(5))} << "face-not-on-die";
        // Bad dice on an extra move: the tempo cost is not paid either.
        const GameState moved = after(s, moveOf(0, dice(6)));
        QTest::newRow("bad dice on an extra move") << moved << TestAction{moveOf(0, dice(7))} << "face-not-on-die";
    }
    void rule_4_illegalMovesLeaveTheStateUntouched()
    {
        QFETCH(GameState, state);
        QFETCH(TestAction, action);
        QFETCH(QString, code);
        const GameState before = state;
        const auto r = ancients::apply(state, action.action);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), code);
        QVERIFY(!r.error().section.empty());
        QVERIFY(!r.error().message.empty());
        QVERIFY(state == before);
    }

    void rule_2_trackedMoveRefusals_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("code");
        QTest::newRow("a Base left without a destination") << 0 << "destination-incomplete";
        QTest::newRow("onto an enemy") << 1 << "destination-occupied";
        QTest::newRow("two Bases on one hex") << 2 << "destination-shared";
        QTest::newRow("Bases no longer touching") << 3 << "not-contiguous";
        QTest::newRow("a Base of another Block") << 4 << "not-in-block";
        QTest::newRow("beyond the move allowance") << 5 << "move-too-far";
    }
    void rule_2_trackedMoveRefusals()
    {
        QFETCH(int, variant);
        QFETCH(QString, code);
        // A: (0,0) (0,1) facing vertex 0, and (5,5); B: (2,0).
        const GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 2, 1), spec(TroopType::MediumInfantry, 1, 1)}),
                                    lineArmy("B", 1), {at(0, 0, 0), at(5, 5, 0), at(2, 0, 3)});
        MoveBlock m = shiftOf(s, 0, HexDirections[0], dice(6));
        switch (variant) {
        case 0: m.destination.erase(1); break;
        case 1: m.destination[0].first = Hex{2, 0}; break;
        case 2: m.destination[1].first = m.destination[0].first; break;
        case 3: m.destination[1].first = Hex{2, 1}; break;
        case 5: m.destination[0].first = Hex{0, -3}; break;
        default: m.destination[2] = {Hex{6, 5}, Facing{0}}; m.destination.erase(1); break;
        }
        const auto r = ancients::apply(s, m);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), code);
        // The same move, done right, moves every Base.
        const Applied good = applied(s, shiftOf(s, 0, HexDirections[0], dice(6)));
        QCOMPARE(blockHexes(good.state, 0), (std::vector<Hex>{{1, 0}, {1, 1}}));
    }
};

QTEST_GUILESS_MAIN(TestGameMovement)
#include "tst_game_movement.moc"

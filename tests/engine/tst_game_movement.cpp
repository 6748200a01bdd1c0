// Movement (tst_game_movement.h): the test, chaining, difficult moves, pivots, terrain and hills; wheels and column march are in tst_game_movement_wheels.cpp, charges and tracked moves in tst_game_movement_charges.cpp.

#include "tst_game_movement.h"

// ---- §5 the movement test ---------------------------------------------------------------
void TestGameMovement::rule_5_movementTestAgainstAverage_data()
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

void TestGameMovement::rule_5_movementTestAgainstAverage()
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
void TestGameMovement::rule_5_seededGeneratorRolls()
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
void TestGameMovement::rule_5_2_extraMovePaysBeforeAndTestsTheRaisedAverage_data()
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

void TestGameMovement::rule_5_2_extraMovePaysBeforeAndTestsTheRaisedAverage()
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

void TestGameMovement::rule_5_2_chainAsFarAsYouDare()
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

void TestGameMovement::rule_5_2_failedTestEndsMovement()
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
void TestGameMovement::rule_5_1_difficultMoveCostsAfter_data()
{
    QTest::addColumn<int>("cost");
    QTest::addColumn<int>("roll");
    QTest::addColumn<Ints>("expected");
    QTest::newRow("default +1 (R12), tested before it") << 1 << 1 << Ints{2, 2, 2};
    QTest::newRow("knob at 2") << 2 << 1 << Ints{3, 3, 3};
    QTest::newRow("knob at 0") << 0 << 1 << Ints{1, 1, 1};
}

void TestGameMovement::rule_5_1_difficultMoveCostsAfter()
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

void TestGameMovement::rule_5_1_pivotFreeByDefaultButTested_data()
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

void TestGameMovement::rule_5_1_pivotFreeByDefaultButTested()
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
void TestGameMovement::rule_5_1_pivotCountsForChaining()
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
void TestGameMovement::rule_8_1_terrainCostPerBasePerTile_data()
{
    QTest::addColumn<TroopType>("type");
    QTest::addColumn<QList<int>>("base0Tiles"); // Going values as ints
    QTest::addColumn<QList<int>>("base1Tiles");
    QTest::addColumn<Ints>("expected");
    const int open = int(Going::Open), light = int(Going::LightWoods), heavy = int(Going::HeavyWoods),
              rough = int(Going::Rough), swamp = int(Going::Swamp);
    // Per tile along each Base's path; the move costs its dearest Base's path, paid by every Base (§6, R4).
    QTest::newRow("knight: heavy woods twice vs open then light woods")
        << TroopType::Cataphract << QList<int>{heavy, heavy} << QList<int>{open, light} << Ints{5, 5};
    QTest::newRow("knight: swamp") << TroopType::Cataphract << QList<int>{swamp} << QList<int>{} << Ints{5, 5};
    QTest::newRow("hoplite-weight foot: heavy woods is free")
        << TroopType::MediumInfantry << QList<int>{heavy, heavy} << QList<int>{heavy} << Ints{1, 1};
    QTest::newRow("medium foot: rough +1, swamp +2")
        << TroopType::MediumInfantry << QList<int>{rough} << QList<int>{swamp} << Ints{3, 3};
    QTest::newRow("skirmishers pay nothing anywhere")
        << TroopType::Skirmishers << QList<int>{swamp, swamp, rough} << QList<int>{swamp} << Ints{1, 1};
    QTest::newRow("cavalry: light woods 4 - 4 = 0, rough 4 - 2 = 2")
        << TroopType::Cavalry << QList<int>{light} << QList<int>{rough} << Ints{3, 3};
}

void TestGameMovement::rule_8_1_terrainCostPerBasePerTile()
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
void TestGameMovement::rule_8_1_knightBreaksCrossingAForestInThreeTiles()
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

// Tracked positions: the tiles come from the Bases' paths; the dearest path's cost falls on every Base (§6, R4).
void TestGameMovement::rule_8_1_trackedTerrainPerBase()
{
    GameState s = tracked(army("A", {spec(TroopType::Cataphract, 2, 1)}), lineArmy("B", 1),
                          {at(0, 0, 0), at(8, 0, 3)});
    // The knights stand on (0,0) (0,1); moving one hex along direction 0 takes them to (1,0) (1,1).
    s.terrain[Hex{1, 0}] = Terrain{Going::HeavyWoods, 0, 0, false};
    const Applied r = applied(s, shiftOf(s, 0, HexDirections[0], dice(1)));
    QCOMPARE(base(r.state, 0).hex, (Hex{1, 0}));
    QCOMPARE(fatigues(r.state, {0, 1}), (Ints{3, 3}));
    // Impassable ground cannot be entered.
    GameState cliff = s;
    cliff.terrain[Hex{1, 1}] = Terrain{Going::Open, 0, 0, true};
    const auto refused = ancients::apply(cliff, shiftOf(cliff, 0, HexDirections[0], dice(1)));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, std::string("impassable"));
}

// §6: "Movement costs ... fall on every Base of the moving Block" (R4): a 2-Base Heavy
// Infantry Block (weight 4) with one Base entering rough ground (Going 2) pays 2 on both Bases.
void TestGameMovement::rule_6_movementCostFallsOnEveryBase()
{
    const GameState u = untracked(army("A", {spec(TroopType::HeavyInfantry, 2, 1)}), lineArmy("B", 1));
    MoveBlock m = moveOf(0, dice(1));
    m.terrainEntered[0] = {Going::Rough};
    const Applied r = applied(u, m);
    QCOMPARE(fatigues(r.state, {0, 1}), (Ints{3, 3}));
    QCOMPARE(fatigueBySection(r.effects, "8.1"), (std::map<BaseId, int>{{0, 2}, {1, 2}}));
    // Tracked: Base 0 steps onto rough ground, Base 1 onto open; both pay.
    GameState s = tracked(army("A", {spec(TroopType::HeavyInfantry, 2, 1)}), lineArmy("B", 1), {at(0, 0, 0), at(8, 0, 3)});
    s.terrain[Hex{1, 0}] = Terrain{Going::Rough, 0, 0, false};
    const Applied t = applied(s, shiftOf(s, 0, HexDirections[0], dice(1)));
    QCOMPARE(base(t.state, 1).hex, (Hex{1, 1}));
    QCOMPARE(fatigues(t.state, {0, 1}), (Ints{3, 3}));
}

// R4: where Bases cross different ground, the move costs what its dearest Base's path costs:
// heavy woods (4 − 3 = 1) for one Base and rough (4 − 2 = 2) for the other is 2 on each, not 3.
void TestGameMovement::rule_6_theDearestBasePathIsTheMovesCost()
{
    const GameState u = untracked(army("A", {spec(TroopType::HeavyInfantry, 3, 1)}), lineArmy("B", 1));
    MoveBlock m = moveOf(0, dice(1));
    m.terrainEntered[0] = {Going::HeavyWoods};
    m.terrainEntered[1] = {Going::Rough};
    QCOMPARE(fatigues(after(u, m), {0, 1, 2}), (Ints{3, 3, 3}));
    // A Base's path is summed tile by tile first: three heavy-woods tiles (3) against one rough (2) is 3 on each.
    MoveBlock n = moveOf(0, dice(1));
    n.terrainEntered[0] = {Going::HeavyWoods, Going::HeavyWoods, Going::HeavyWoods};
    n.terrainEntered[2] = {Going::Rough};
    QCOMPARE(fatigues(after(u, n), {0, 1, 2}), (Ints{4, 4, 4}));
}

// R4: a Base that keeps its hex enters no tile; when another Base enters wood, the whole Block pays (§6).
void TestGameMovement::rule_8_1_aBaseThatStaysEntersNoTile()
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
    QCOMPARE(fatigues(after(on, m2), {0, 1}), (Ints{6, 6})); // +1 tempo, +1 reshape, +2 for Base 1's wood, each
}

void TestGameMovement::rule_8_1_terrainForABaseOutsideTheBlockRefused()
{
    const GameState s = untracked(lineArmy("A", 2, 2), lineArmy("B", 1));
    MoveBlock m = moveOf(0, dice(6));
    m.terrainEntered[2] = {Going::Rough}; // Base 2 is in Block 1
    const auto r = ancients::apply(s, m);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().code, std::string("not-in-block"));
}

void TestGameMovement::rule_8_3_climbCost_data()
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

void TestGameMovement::rule_8_3_climbCost()
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
void TestGameMovement::rule_8_goingAndElevationAreIndependent_data()
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

void TestGameMovement::rule_8_goingAndElevationAreIndependent()
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
void TestGameMovement::rule_5_4_tempoAndTerrainAreIndependent()
{
    GameState s = untracked(army("A", {spec(TroopType::Cataphract, 2, 1)}), lineArmy("B", 1));
    s = after(s, moveOf(0, dice(1)));
    MoveBlock rushed = moveOf(0, dice(2));
    rushed.terrainEntered[0] = {Going::HeavyWoods};
    const Applied r = applied(s, rushed);
    QCOMPARE(fatigues(r.state, {0, 1}), (Ints{4, 4})); // +1 tempo +2 terrain, on every Base (§6, R4)
    QCOMPARE(fatigueBySection(r.effects, "5.2"), (std::map<BaseId, int>{{0, 1}, {1, 1}}));
    QCOMPARE(fatigueBySection(r.effects, "8.1"), (std::map<BaseId, int>{{0, 2}, {1, 2}}));
    // Tempo gates the move (before the test); terrain follows it.
    std::vector<std::string> order;
    for (const Effect &e : r.effects) {
        if (e.kind == Effect::Kind::Fatigue || e.kind == Effect::Kind::MovementTest)
            order.push_back(e.kind == Effect::Kind::MovementTest ? "test" : e.section);
    }
    QCOMPARE(order, (std::vector<std::string>{"5.2", "5.2", "test", "8.1", "8.1"}));
    // A failed rushed move pays the tempo but never enters the wood.
    rushed.dice = dice(1);
    QCOMPARE(fatigues(after(s, rushed), {0, 1}), (Ints{2, 2}));
}

QTEST_GUILESS_MAIN(TestGameMovement)

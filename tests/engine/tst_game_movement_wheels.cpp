// Movement (tst_game_movement.h): wheels (§5.5) and column march (§5.6).

#include "tst_game_movement.h"

// ---- §5.5 wheels --------------------------------------------------------------------------------
void TestGameMovement::rule_5_5_wheelCostInChainedMoves_data()
{
    QTest::addColumn<TroopType>("type");
    QTest::addColumn<int>("frontage");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("moves");
    QTest::newRow("4x1 foot: 2 moves") << TroopType::MediumInfantry << 4 << 1 << 2;
    QTest::newRow("6x2 foot: 3 moves") << TroopType::HeavyInfantry << 6 << 2 << 3;
    QTest::newRow("3x1 foot: 1 move") << TroopType::MediumInfantry << 3 << 1 << 1;
    QTest::newRow("1x1: the far corner travels 0, no move (R14)") << TroopType::MediumInfantry << 1 << 1 << 0;
    QTest::newRow("8x4 cavalry: 2 moves") << TroopType::Cavalry << 8 << 4 << 2;
    QTest::newRow("5x1 light foot: 2 moves") << TroopType::LightInfantry << 5 << 1 << 2;
}

void TestGameMovement::rule_5_5_wheelCostInChainedMoves()
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
    // First free, each further move +1 on every Base (Fatigue starts at 1; no move costs nothing).
    for (const BaseId id : block(r.state, 0).bases) {
        QCOMPARE(fatigueOf(r.state, id), std::max(1, moves));
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
void TestGameMovement::rule_5_5_wheelPivotMustBeAFlank_data()
{
    QTest::addColumn<int>("pivot");
    QTest::addColumn<bool>("legal");
    QTest::newRow("left end of the front rank") << 0 << true;
    QTest::newRow("middle of the front rank") << 1 << false;
    QTest::newRow("right end of the front rank") << 2 << true;
    QTest::newRow("a rear-rank Base") << 4 << false;
}

void TestGameMovement::rule_5_5_wheelPivotMustBeAFlank()
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
void TestGameMovement::rule_8_1_terrainAlongTheWholePath()
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
void TestGameMovement::rule_8_1_wheelPaysForTheTileSwungOnto()
{
    GameState s = tracked(army("A", {spec(TroopType::Cataphract, 2, 1)}), lineArmy("B", 1), {at(0, 0, 0), at(20, 0, 3)});
    const Hex centre = *base(s, 0).hex;
    const Hex swung = centre + rotate(*base(s, 1).hex - centre, 1);
    s.terrain[swung] = Terrain{Going::Swamp, 0, 0, false};
    s.terrain[centre] = Terrain{Going::Swamp, 0, 0, false};
    const Applied r = applied(s, WheelBlock{0, 0, 1, 0, 0, {dice(6)}});
    QCOMPARE(base(r.state, 1).hex, std::optional<Hex>(swung));
    QCOMPARE(fatigueOf(r.state, 1), 1 + 4); // weight 5 − Going 1
    QCOMPARE(fatigueOf(r.state, 0), 1 + 4); // the pivot enters no tile, but the wheel's cost falls on every Base (§6, R4)
}

void TestGameMovement::rule_5_5_failedTestAbortsTheWheel_data()
{
    QTest::addColumn<int>("failAt"); // which test fails, 1-based
    QTest::addColumn<int>("fatigueAfter");
    QTest::newRow("the first test fails: nothing paid") << 1 << 2;
    QTest::newRow("the second test fails: its +1 is lost") << 2 << 3;
    QTest::newRow("the third test fails: +2 lost") << 3 << 4;
}

void TestGameMovement::rule_5_5_failedTestAbortsTheWheel()
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

void TestGameMovement::rule_5_5_everyDestinationMustBeClear()
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

void TestGameMovement::rule_5_5_wheelAfterAMoveIsChained()
{
    GameState s = untracked(lineArmy("A", 1, 4), lineArmy("B", 1));
    s = after(s, moveOf(0, dice(1)));
    // 4x1 foot: two moves, both extra now: +1 +1.
    const Applied r = applied(s, WheelBlock{0, 0, -1, 4, 1, {dice(6), dice(6)}});
    QCOMPARE(fatigues(r.state, {0, 1, 2, 3}), (Ints{3, 3, 3, 3}));
    QCOMPARE(block(r.state, 0).movesThisTurn, 3);
}

void TestGameMovement::rule_5_5_loneBaseWheelConsumesNoMove()
{
    // §5.5: ceil(max(1 − 1, 1 − 1) ÷ 2) = 0 moves (ruling R14): no test is rolled,
    // nothing is paid, and the next move is still the turn's free first move.
    GameState one = untracked(lineArmy("A", 1, 1), lineArmy("B", 1));
    const Applied r = applied(one, WheelBlock{0, 0, 1, 1, 1, {}});
    QCOMPARE(int(tests(r.effects).size()), 0);
    QCOMPARE(block(r.state, 0).movesThisTurn, 0);
    QCOMPARE(fatigueOf(r.state, 0), 1);
    QCOMPARE(base(r.state, 0).facing, Facing{1});
    QCOMPARE(countEffects(r.effects, Effect::Kind::Moved), 1);
    const Applied next = applied(r.state, moveOf(0, dice(6)));
    QCOMPARE(int(tests(next.effects).size()), 1);
    QCOMPARE(fatigueOf(next.state, 0), 1);
    // It turned the Block, so the Block has moved this turn and does not recover (§6.1).
    QVERIFY(block(r.state, 0).actedThisTurn);
    // After a failed test the Block's movement is over (§5.2): it cannot turn by a wheel either.
    GameState failed = untracked(lineArmy("A", 1, 1), lineArmy("B", 1));
    failed = after(failed, AddFatigue{{{0, 3}}, "6", "worn"});
    failed = after(failed, moveOf(0, dice(1)));
    QVERIFY(block(failed, 0).movementOver);
    const auto refused = ancients::apply(failed, WheelBlock{0, 0, 1, 1, 1, {}});
    QVERIFY(!refused.ok());
    QCOMPARE(QString::fromStdString(refused.error().code), QStringLiteral("movement-over"));
}

void TestGameMovement::rule_5_5_wheelRefusals_data()
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

void TestGameMovement::rule_5_5_wheelRefusals()
{
    QFETCH(TestAction, action);
    QFETCH(QString, code);
    const GameState s = untracked(lineArmy("A", 2, 4), lineArmy("B", 1));
    const auto r = ancients::apply(s, action.action);
    QVERIFY(!r.ok());
    QCOMPARE(QString::fromStdString(r.error().code), code);
}

// ---- §5.6 column march ---------------------------------------------------------------------------
void TestGameMovement::rule_5_6_followersTakeThePlacesAhead()
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

void TestGameMovement::rule_5_6_marchPaysTerrainEachBaseEnters()
{
    GameState s = tracked(army("A", {spec(TroopType::Cataphract, 1, 3)}), lineArmy("B", 1),
                          {at(0, 0, 0), at(10, -5, 3)});
    s.terrain[Hex{1, 0}] = Terrain{Going::HeavyWoods, 0, 0, false};
    // Two steps: leader enters (1,0) wood and (2,0); Base 1 enters (0,0) and (1,0) wood; Base 2 only open.
    // The dearest stretch (+2) is the march's cost, and every Base of the column pays it (§6, R4).
    const Applied r = applied(s, MarchColumn{0, {0, 1, 2}, {{Hex{1, 0}, Facing{0}}, {Hex{2, 0}, Facing{0}}}, dice(1)});
    QCOMPARE(fatigues(r.state, {0, 1, 2}), (Ints{3, 3, 3}));
}

void TestGameMovement::rule_5_6_marchRefusals_data()
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

void TestGameMovement::rule_5_6_marchRefusals()
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
void TestGameMovement::rule_5_6_columnNeverStacks()
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

// Movement (tst_game_movement.h): charges and shock (§5.3), tracked moves and the refusals that leave the state untouched.

#include "tst_game_movement.h"

// ---- §5.3 shock charges ---------------------------------------------------------------------------
void TestGameMovement::rule_5_3_shockOnlyOnAChainedSecondMoveAfterAFullFirst_data()
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

void TestGameMovement::rule_5_3_shockOnlyOnAChainedSecondMoveAfterAFullFirst()
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
void TestGameMovement::rule_5_3_trackedChargeNeedsContact_data()
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

void TestGameMovement::rule_5_3_trackedChargeNeedsContact()
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
void TestGameMovement::rule_5_3_alreadyInContactIsNoCharge()
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
void TestGameMovement::rule_5_1_trackedDifficultMoves_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("fatigueAfter");
    QTest::newRow("a plain advance keeps the footprint: free") << 0 << 1;
    QTest::newRow("passing through a friendly Block: +1") << 1 << 2;
    QTest::newRow("reshaping a line into a column: +1") << 2 << 2;
}

void TestGameMovement::rule_5_1_trackedDifficultMoves()
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
void TestGameMovement::rule_8_1_pathMustBeClear()
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
void TestGameMovement::rule_8_3_trackedClimb()
{
    GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 2, 1)}), lineArmy("B", 1),
                          {at(0, 0, 0), at(9, 0, 3)});
    s.terrain[Hex{1, 0}] = Terrain{Going::Open, 2, 1, false}; // a steep hill under Base 0's destination
    const Applied r = applied(s, shiftOf(s, 0, Hex{1, 0}, dice(6)));
    // Base 0's climb is the move's cost, and it falls on every Base (§6, R4).
    QCOMPARE(fatigues(r.state, {0, 1}), (Ints{3, 3}));
    QCOMPARE(int(fatigueBySection(r.effects, "8.3").size()), 2);
}

// ---- §4 illegal moves change nothing ----------------------------------------------------------------
void TestGameMovement::rule_4_illegalMovesLeaveTheStateUntouched_data()
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

void TestGameMovement::rule_4_illegalMovesLeaveTheStateUntouched()
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

void TestGameMovement::rule_2_trackedMoveRefusals_data()
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

void TestGameMovement::rule_2_trackedMoveRefusals()
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

// The table and the distances as rules options: §13's setup gives a board of
// about 24 × 16 BW, and a game with tracked positions has its edge: a snake the
// edge blocks is pinned (§9.5, §9.6) and a routing Base that would leave it is
// removed (§12), read from the table, not declared (ruling R41). §2's distances
// are "tunable in playtest": every move, march, wheel, rout, pursuit and volley
// reads them from the game's options.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "ancients/preview.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <vector>

using namespace ancients;
using namespace gametest;

Q_DECLARE_METATYPE(ancients::Hex)

namespace {

RulesOptions withTable(TableSize table = {})
{
    RulesOptions o;
    o.table = table;
    return o;
}

const Effect *findEffect(const std::vector<Effect> &effects, Effect::Kind kind)
{
    const auto it = std::find_if(effects.begin(), effects.end(), [kind](const Effect &e) { return e.kind == kind; });
    return it == effects.end() ? nullptr : &*it;
}

AllocateLoss pushBack(int points, RearSide side = RearSide::Left)
{
    AllocateLoss a;
    a.pushBack = points;
    a.rearSide = side;
    return a;
}

/** Army A's one Medium Infantry Base on @p a facing vertex 0, army B's on @p b facing vertex 3. */
GameState duel(Hex a, Hex b, const RulesOptions &o, TroopType typeA = TroopType::MediumInfantry)
{
    return tracked(army("A", {spec(typeA)}), army("B", {spec(TroopType::MediumInfantry)}),
                   {Deployment{a, Facing{0}}, Deployment{b, Facing{3}}}, o);
}

} // namespace

class TestGameTable : public QObject
{
    Q_OBJECT

private slots:
    // ---- §13 the table -------------------------------------------------------------------------

    void rule_13_theTableIsItsHexes_data()
    {
        QTest::addColumn<Hex>("hex");
        QTest::addColumn<bool>("on");
        QTest::newRow("army A's left corner") << Hex{0, 0} << true;
        QTest::newRow("behind A's edge") << Hex{-1, 0} << false;
        QTest::newRow("A's right corner") << Hex{0, 23} << true;
        QTest::newRow("past A's right corner") << Hex{0, 24} << false;
        QTest::newRow("a rank forward, file 0") << Hex{1, 0} << true;
        QTest::newRow("two ranks forward, file 0") << Hex{2, -1} << true;
        QTest::newRow("two ranks forward, left of file 0") << Hex{2, -2} << false;
        QTest::newRow("B's edge, file 0") << Hex{15, -7} << true;
        QTest::newRow("B's edge, last file") << Hex{15, 16} << true;
        QTest::newRow("beyond B's edge") << Hex{16, -8} << false;
    }

    void rule_13_theTableIsItsHexes()
    {
        QFETCH(Hex, hex);
        QFETCH(bool, on);
        QCOMPARE(onTable(TableSize{}, hex), on);
        // The default is §13's "board ~24 × 16 BW": 24 files along the edges, 16 ranks between them.
        QCOMPARE(TableSize{}.width, 24);
        QCOMPARE(TableSize{}.depth, 16);
        int hexes = 0;
        for (int q = -2; q < 20; ++q) {
            for (int r = -12; r < 30; ++r)
                hexes += onTable(TableSize{}, Hex{q, r}) ? 1 : 0;
        }
        QCOMPARE(hexes, 24 * 16);
        // Without a table nothing is off it.
        const GameState open = duel(Hex{-50, 0}, Hex{-49, 0}, RulesOptions{});
        QVERIFY(!offTable(open, Hex{-1000, 1000}));
    }

    void rule_13_aTrackedGameDeploysOnItsTable()
    {
        const auto off = newGame(army("A", {spec(TroopType::MediumInfantry, 2, 1)}), army("B", {spec(TroopType::MediumInfantry)}),
                                 withTable(), 1, {at(0, 23, 0), at(5, 0, 3)});
        QVERIFY(!off.ok());
        QCOMPARE(off.error().code, std::string("off-table"));
        QCOMPARE(off.error().section, std::string("13"));
        QVERIFY(newGame(army("A", {spec(TroopType::MediumInfantry, 2, 1)}), army("B", {spec(TroopType::MediumInfantry)}),
                        withTable(), 1, {at(0, 22, 0), at(5, 0, 3)})
                    .ok());
        // An untracked game has no table: the players see the edge themselves.
        const auto untrackedTable = newGame(lineArmy("A", 1), lineArmy("B", 1), withTable(), 1);
        QVERIFY(!untrackedTable.ok());
        QCOMPARE(untrackedTable.error().code, std::string("table-untracked"));
        const auto tiny = newGame(lineArmy("A", 1), lineArmy("B", 1), withTable(TableSize{0, 16}), 1, {at(0, 0, 0), at(1, 0, 3)});
        QVERIFY(!tiny.ok());
        QCOMPARE(tiny.error().code, std::string("table-size"));
    }

    void rule_9_5_theTableEdgePinsTheSnake()
    {
        // A's Base stands on its own edge (q = 0): both rear diagonals lie off the table.
        for (const RearSide side : {RearSide::Left, RearSide::Right}) {
            GameState s = toCombat(duel(Hex{0, 5}, Hex{1, 5}, withTable()));
            s = after(s, fight(0, 1, 2, 5));
            const int points = s.pendingLoss->points;
            const Applied r = applied(s, pushBack(points, side));
            QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{0, 5}));
            const Effect *pinned = findEffect(r.effects, Effect::Kind::Pinned);
            QVERIFY(pinned); // derived from the table: the allocation did not say "pinned"
            QCOMPARE(pinned->amount, points);
            QCOMPARE(fatigueOf(r.state, 0), 1 + points);
        }
        // Without a table the same Base gives its ground.
        GameState open = toCombat(duel(Hex{0, 5}, Hex{1, 5}, RulesOptions{}));
        open = after(open, fight(0, 1, 2, 5));
        const Applied r = applied(open, pushBack(open.pendingLoss->points));
        QVERIFY(!findEffect(r.effects, Effect::Kind::Pinned));
        QVERIFY(base(r.state, 0).hex != std::optional<Hex>(Hex{0, 5}));
        // One rank from the edge: the first base-depth is ground, the rest is Fatigue (ruling R32).
        GameState near = toCombat(duel(Hex{1, 5}, Hex{2, 5}, withTable()));
        near = after(near, fight(0, 1, 2, 5));
        QVERIFY(near.pendingLoss->points >= 2);
        const Applied n = applied(near, pushBack(near.pendingLoss->points));
        QCOMPARE(findEffect(n.effects, Effect::Kind::Recoil)->amount, 1);
        QCOMPARE(findEffect(n.effects, Effect::Kind::Pinned)->amount, near.pendingLoss->points - 1);
    }

    void rule_12_aRoutingBaseThatWouldLeaveTheTableIsRemoved()
    {
        // A's Base on its own edge breaks with the enemy in front: its retreat leaves the table.
        const GameState s = duel(Hex{0, 5}, Hex{1, 5}, withTable());
        AddFatigue worn{{{0, 6}}, "9.5"};
        const Applied r = applied(s, worn);
        QVERIFY(base(r.state, 0).removed);
        const auto removed = std::find_if(r.effects.begin(), r.effects.end(),
                                          [](const Effect &e) { return e.kind == Effect::Kind::BaseRemoved; });
        QVERIFY(removed != r.effects.end());
        QCOMPARE(removed->cause, Effect::Cause::LeavesTable);
        // With room behind it, it retreats a full move and stays on the table.
        const Applied room = applied(duel(Hex{5, 5}, Hex{6, 5}, withTable()), worn);
        QVERIFY(base(room.state, 0).routed && !base(room.state, 0).removed);
        QCOMPARE(distance(*base(room.state, 0).hex, Hex{5, 5}), moveAllowance(TroopType::MediumInfantry));
        // Without a table nothing stops it.
        const Applied open = applied(duel(Hex{0, 5}, Hex{1, 5}, RulesOptions{}), worn);
        QVERIFY(!base(open.state, 0).removed);
    }

    void rule_13_aMoveCannotLeaveTheTable()
    {
        const GameState s = duel(Hex{1, 5}, Hex{8, 5}, withTable());
        MoveBlock back = shiftOf(s, 0, Hex{-2, 0}, dice(6));
        const auto refused = ancients::apply(s, back);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, std::string("off-table"));
        QVERIFY(ancients::apply(s, shiftOf(s, 0, Hex{-1, 0}, dice(6))).ok());
    }

    // ---- §2 the distances, tunable ---------------------------------------------------------------

    void rule_2_theDistancesAreRulesOptions()
    {
        RulesOptions o;
        o.distances.footMove = 3;
        o.distances.cavalryMove = 5;
        o.distances.lightFootAndSkirmishersMove = 2;
        QCOMPARE(moveAllowance(TroopType::HeavyInfantry, o.distances), 3);
        QCOMPARE(moveAllowance(TroopType::Cataphract, o.distances), 5);
        QCOMPARE(moveAllowance(TroopType::Skirmishers, o.distances), 2);
        QCOMPARE(moveAllowance(TroopType::HeavyInfantry), 2); // §2's default
        // A foot move of 3 base-widths: too far by default, a full move when foot moves 3.
        const GameState standard = duel(Hex{0, 0}, Hex{10, 0}, RulesOptions{});
        const auto far = ancients::apply(standard, shiftOf(standard, 0, Hex{3, 0}, dice(6)));
        QVERIFY(!far.ok());
        QCOMPARE(far.error().code, std::string("move-too-far"));
        const GameState tuned = duel(Hex{0, 0}, Hex{10, 0}, o);
        QVERIFY(ancients::apply(tuned, shiftOf(tuned, 0, Hex{3, 0}, dice(6))).ok());
        // A wheel's moves and a rout's retreat follow the same allowance.
        QCOMPARE(wheelTests(4, 1, TroopType::MediumInfantry), 2);
        QCOMPARE(wheelTests(4, 1, TroopType::MediumInfantry, o.distances), 1);
        const Applied routed = applied(duel(Hex{0, 0}, Hex{1, 0}, o), AddFatigue{{{0, 6}}, "9.5"});
        QCOMPARE(distance(*base(routed.state, 0).hex, Hex{0, 0}), 3);
        // Pursuit goes one full move of the tuned allowance.
        QCOMPARE(pursuitDistance(o, TroopType::Cavalry), 5);
    }

    void rule_2_missileRangeIsARulesOption()
    {
        for (const int range : {2, 3}) {
            RulesOptions options;
            options.distances.missileRange = range;
            GameState s = duel(Hex{0, 0}, Hex{3, 0}, options, TroopType::LightInfantry);
            s = after(s, EndPhase{});
            QCOMPARE(s.phase, Phase::Shoot);
            Shoot volley;
            volley.firer = 0;
            volley.target = 1;
            volley.firerDice = dice(3);
            volley.targetDice = dice(3);
            const auto r = ancients::apply(s, volley);
            QCOMPARE(r.ok(), range == 3);
            if (!r.ok())
                QCOMPARE(r.error().code, std::string("out-of-range"));
        }
    }

    void rule_2_aDistanceIsAWholeNumberOfBaseWidths()
    {
        RulesOptions o;
        o.distances.footMove = 0;
        const auto r = newGame(lineArmy("A", 1), lineArmy("B", 1), o, 1);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("distance-out-of-range"));
        o.distances.footMove = MaximumDistance + 1;
        QVERIFY(!newGame(lineArmy("A", 1), lineArmy("B", 1), o, 1).ok());
        o.distances.footMove = MaximumDistance;
        QVERIFY(newGame(lineArmy("A", 1), lineArmy("B", 1), o, 1).ok());
    }
};

QTEST_GUILESS_MAIN(TestGameTable)
#include "tst_game_table.moc"

// Fatigue and cohesion (§6): per-Base Fatigue, never below 1, the Block's
// average; recovery and smoothing (§6.1, ruling R17); splitting and merging
// (§6.2, ruling R15) with the break re-check after each.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "ancients/preview.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <numeric>
#include <optional>
#include <set>
#include <vector>

using namespace ancients;
using namespace gametest;

using Ints = std::vector<int>;
Q_DECLARE_METATYPE(Ints)

namespace {

/** Side A: one Block of Medium Infantry with the given Fatigue; side B: one Base. */
GameState oneBlock(const Ints &fatigue, const RulesOptions &options = {})
{
    GameState s = untracked(lineArmy("A", 1, int(fatigue.size())), lineArmy("B", 1), options);
    std::vector<std::pair<BaseId, int>> targets;
    for (std::size_t i = 0; i < fatigue.size(); ++i)
        targets.emplace_back(BaseId(i), fatigue[i]);
    return withFatigue(s, targets);
}

/** From the Move phase to the end of the active player's Recovery: recovery and smoothing run. */
GameState throughRecovery(const GameState &s)
{
    return endPhases(s, 4);
}

int sum(const Ints &v)
{
    return std::accumulate(v.begin(), v.end(), 0);
}

/** A's two 2-Base Blocks side by side: (0,0) (0,1) | (0,2) (0,3), facing vertex 0; B far away. */
GameState twoNeighbours(const BlockSpec &left, const BlockSpec &right, Deployment rightAt = at(0, 2, 0),
                        Deployment enemyAt = at(10, 0, 3))
{
    return tracked(army("A", {left, right}), lineArmy("B", 1), {at(0, 0, 0), rightAt, enemyAt});
}

} // namespace

class TestGameFatigue : public QObject
{
    Q_OBJECT

private slots:
    // ---- §6 per-Base Fatigue and the Block average --------------------------------------------------

    void rule_6_fatigueIsPerBaseAndAveraged()
    {
        GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, 4, 2), spec(TroopType::MediumInfantry, 1, 1)}),
                                lineArmy("B", 1));
        // Mass is resilience: one hit barely moves a big Block, but doubles a lone Base.
        const Applied hit = applied(s, AddFatigue{{{0, 1}, {8, 1}}, "10"});
        QCOMPARE(fatigues(hit.state, {0, 1, 8}), (Ints{2, 1, 2}));
        QCOMPARE(averageFatigue(hit.state, 0), Fraction(9, 8));
        QCOMPARE(averageFatigue(hit.state, 1), Fraction(2));
        QCOMPARE(countEffects(hit.effects, Effect::Kind::Fatigue), 2);
        for (const Effect &e : hit.effects)
            QCOMPARE(e.section, std::string("10")); // every change names its rule
        // A Base shoved past 6 inside a fresh Block averages down and survives (§12).
        s = after(s, AddFatigue{{{0, 8}}, "9.5"});
        QCOMPARE(fatigueOf(s, 0), 9);
        QVERIFY(block(s, 0).active());
        QCOMPARE(averageFatigue(s, 0), Fraction(16, 8));
    }

    void rule_6_addFatigueRefusals_data()
    {
        QTest::addColumn<int>("baseId");
        QTest::addColumn<int>("amount");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("code");
        QTest::newRow("Fatigue only rises: 0") << 0 << 0 << "9.5" << "fatigue-amount";
        QTest::newRow("Fatigue only rises: -1") << 0 << -1 << "9.5" << "fatigue-amount";
        QTest::newRow("no section") << 0 << 1 << "" << "no-section";
        QTest::newRow("no such Base") << 99 << 1 << "9.5" << "no-such-base";
        QTest::newRow("a routed Base") << 2 << 1 << "9.5" << "base-lost";
    }
    void rule_6_addFatigueRefusals()
    {
        QFETCH(int, baseId);
        QFETCH(int, amount);
        QFETCH(QString, section);
        QFETCH(QString, code);
        // Block 1 is a lone Base (2) that has broken and routed.
        GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, 2, 1), spec(TroopType::MediumInfantry, 1, 1),
                                           spec(TroopType::MediumInfantry, 8, 1)}),
                                lineArmy("B", 1));
        s = withFatigue(s, {{2, 7}});
        QVERIFY(base(s, 2).routed);
        const GameState before = s;
        const auto r = ancients::apply(s, AddFatigue{{{baseId, amount}}, section.toStdString()});
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), code);
        QVERIFY(s == before);
    }

    // ---- §6.1 recovery ------------------------------------------------------------------------------

    void rule_6_1_recoveryPerBase_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<bool>("shotAtDenies");
        QTest::addColumn<Ints>("expected");
        QTest::newRow("idle Block: every Base recovers 1") << "idle" << true << Ints{2, 2, 2};
        QTest::newRow("never below 1") << "fresh" << true << Ints{1, 1, 1};
        QTest::newRow("the Block moved: none recovers") << "moved" << true << Ints{3, 3, 3};
        QTest::newRow("a failed move attempt denies the whole Block") << "failed" << true << Ints{3, 3, 3};
        QTest::newRow("a pivot is a move: denies") << "pivoted" << true << Ints{3, 3, 3};
        QTest::newRow("a Base in combat does not recover; its mates do") << "combat" << true << Ints{2, 3, 2};
        QTest::newRow("a Base shot at does not recover (competition default)") << "shot" << true << Ints{2, 4, 2};
        QTest::newRow("shot at, lenient toggle: it recovers") << "shot" << false << Ints{2, 3, 2};
        QTest::newRow("a volley that missed still denies (R22)") << "missed" << true << Ints{2, 3, 2};
        QTest::newRow("a miss, lenient toggle: it recovers") << "missed" << false << Ints{2, 2, 2};
    }
    void rule_6_1_recoveryPerBase()
    {
        QFETCH(QString, what);
        QFETCH(bool, shotAtDenies);
        QFETCH(Ints, expected);
        RulesOptions o;
        o.shotAtDeniesRecovery = shotAtDenies;
        GameState s = oneBlock(what == QLatin1String("fresh") ? Ints{1, 1, 1} : Ints{3, 3, 3}, o);
        if (what == QLatin1String("moved"))
            s = after(s, moveOf(0, dice(6)));
        if (what == QLatin1String("failed"))
            s = after(s, moveOf(0, dice(1)));
        if (what == QLatin1String("pivoted"))
            s = after(s, PivotBlock{0, 1, dice(6)});
        s = endPhases(s, 1); // Shoot: both sides fire
        if (what == QLatin1String("shot"))
            s = after(s, AddFatigue{{{1, 1}}, "10"});
        if (what == QLatin1String("missed"))
            s = after(s, MarkShotAt{{1}});
        s = endPhases(s, 1); // Combat
        if (what == QLatin1String("combat"))
            s = after(s, MarkInCombat{{1}});
        s = endPhases(s, 1); // Recovery
        QCOMPARE(s.phase, Phase::Recovery);
        const Applied r = applied(s, EndPhase{});
        QCOMPARE(fatigues(r.state, {0, 1, 2}), expected);
        for (const Effect &e : r.effects) {
            if (e.kind == Effect::Kind::Fatigue)
                QCOMPARE(e.section, std::string("6.1"));
        }
    }

    // ---- §6.1 smoothing (ruling R17) -------------------------------------------------------------------

    void rule_6_1_smoothing_data()
    {
        QTest::addColumn<Ints>("before");
        QTest::addColumn<bool>("recovers");
        QTest::addColumn<Ints>("expected");
        QTest::newRow("two fresh Bases pull from the two most worn") << Ints{1, 5, 3, 1} << false << Ints{2, 4, 2, 2};
        QTest::newRow("the highest Base gives, not the first at 3") << Ints{1, 3, 5, 2} << false << Ints{2, 3, 4, 2};
        QTest::newRow("each donor gives once") << Ints{1, 1, 1, 4} << false << Ints{2, 1, 1, 3};
        QTest::newRow("no Base at 3 or more: nothing moves") << Ints{1, 2, 2} << false << Ints{1, 2, 2};
        QTest::newRow("no fresh Base: nothing moves") << Ints{2, 6, 3} << false << Ints{2, 6, 3};
        QTest::newRow("tie: the lowest-numbered donor") << Ints{4, 4, 1} << false << Ints{3, 4, 2};
        QTest::newRow("two worn at 7: both give") << Ints{1, 1, 7, 7} << false << Ints{2, 2, 6, 6};
        QTest::newRow("runs after recovery") << Ints{2, 6, 1} << true << Ints{2, 4, 1};
        QTest::newRow("recovery makes the receiver") << Ints{2, 4, 4} << true << Ints{2, 2, 3};
    }
    void rule_6_1_smoothing()
    {
        QFETCH(Ints, before);
        QFETCH(bool, recovers);
        QFETCH(Ints, expected);
        GameState s = oneBlock(before);
        if (!recovers)
            s = after(s, moveOf(0, dice(6))); // acted: no recovery, smoothing only
        std::vector<BaseId> ids;
        for (int i = 0; i < int(before.size()); ++i)
            ids.push_back(i);
        const GameState r = throughRecovery(s);
        QCOMPARE(fatigues(r, ids), expected);
        if (!recovers)
            QCOMPARE(sum(fatigues(r, ids)), sum(before)); // average-preserving
    }

    void rule_6_1_smoothingOnlyInMultiBaseBlocksOfTheActivePlayer()
    {
        // A: a lone worn Base and a 2-Base Block; B: a 2-Base Block with a fresh and a worn Base.
        GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, 1, 1), spec(TroopType::MediumInfantry, 2, 1)}),
                                army("B", {spec(TroopType::MediumInfantry, 2, 1)}));
        s = withFatigue(s, {{0, 5}, {2, 5}, {4, 5}});
        s = after(s, moveOf(0, dice(6)));
        s = after(s, moveOf(1, dice(6)));
        s = throughRecovery(s);
        QCOMPARE(fatigues(s), (Ints{5, 2, 4, 1, 5})); // A's pair smoothed; B's untouched on A's turn
        QCOMPARE(s.active, Side::B);
        // On B's turn, B's Blocks recover (B did nothing) and then smooth.
        s = throughRecovery(s);
        QCOMPARE(fatigues(s, {3, 4}), (Ints{2, 3}));
    }

    void rule_6_1_aBaseMayDeclineToPull_data()
    {
        QTest::addColumn<Ints>("before");
        QTest::addColumn<Ints>("declined");
        QTest::addColumn<Ints>("expected");
        // Ruling R17: the owner passes over a Base; its donor is left to the Bases after it.
        QTest::newRow("the only taker declines: nothing moves") << Ints{1, 2, 5} << Ints{0} << Ints{1, 2, 5};
        QTest::newRow("the first declines: the second takes its donor") << Ints{1, 1, 4} << Ints{0} << Ints{1, 2, 3};
        QTest::newRow("one of two declines: the other pulls from the highest") << Ints{1, 5, 3, 1} << Ints{3} << Ints{2, 4, 3, 1};
        QTest::newRow("both decline") << Ints{1, 5, 3, 1} << Ints{0, 3} << Ints{1, 5, 3, 1};
    }
    void rule_6_1_aBaseMayDeclineToPull()
    {
        QFETCH(Ints, before);
        QFETCH(Ints, declined);
        QFETCH(Ints, expected);
        GameState s = after(oneBlock(before), moveOf(0, dice(6))); // acted: smoothing only
        s = endPhases(s, 3);
        QCOMPARE(s.phase, Phase::Recovery);
        // Every Base at Fatigue 1 with a donor is offered, each pulling unless it declines.
        const std::vector<BaseId> out(declined.begin(), declined.end());
        const auto offered = smoothingChoices(s, out);
        for (const SmoothingChoice &c : offered)
            QCOMPARE(c.declined, std::find(out.begin(), out.end(), c.receiver) != out.end());
        const Applied r = applied(s, EndPhase{out});
        std::vector<BaseId> ids;
        for (int i = 0; i < int(before.size()); ++i)
            ids.push_back(i);
        QCOMPARE(fatigues(r.state, ids), expected);
        QCOMPARE(sum(fatigues(r.state, ids)), sum(before));
        // The log says who declined.
        int notes = 0;
        for (const Effect &e : r.effects)
            notes += e.cause == Effect::Cause::SmoothingDeclined ? 1 : 0;
        QCOMPARE(notes, int(declined.size()));
        // The offer shows the pulls the phase's end makes.
        for (const SmoothingChoice &c : offered) {
            if (c.donor)
                QCOMPARE(fatigueOf(r.state, *c.donor), before.at(std::size_t(*c.donor)) - 1);
        }
    }

    void rule_6_1_smoothingChoicesListEveryBaseThatMayPull()
    {
        GameState s = after(oneBlock({1, 5, 3, 1, 2}), moveOf(0, dice(6)));
        QVERIFY(smoothingChoices(s).empty()); // only as Recovery ends
        s = endPhases(s, 3);
        const auto all = smoothingChoices(s);
        QCOMPARE(int(all.size()), 2);
        QCOMPARE(all[0].receiver, 0);
        QCOMPARE(all[0].donor, std::optional<BaseId>(1));
        QCOMPARE(all[1].receiver, 3);
        QCOMPARE(all[1].donor, std::optional<BaseId>(2));
        // The first declining leaves the highest donor to the second.
        const auto one = smoothingChoices(s, std::vector<BaseId>{0});
        QVERIFY(one[0].declined && !one[0].donor);
        QCOMPARE(one[1].donor, std::optional<BaseId>(1));
    }

    void rule_6_1_onlyABaseThatMayPullDeclines_data()
    {
        QTest::addColumn<Ints>("declined");
        QTest::addColumn<QString>("code");
        QTest::newRow("a Base at 2 cannot pull") << Ints{4} << "smoothing-cannot-pull";
        QTest::newRow("a worn Base cannot pull") << Ints{1} << "smoothing-cannot-pull";
        QTest::newRow("named twice") << Ints{0, 0} << "smoothing-declined-twice";
        QTest::newRow("no such Base") << Ints{99} << "no-such-base";
    }
    void rule_6_1_onlyABaseThatMayPullDeclines()
    {
        QFETCH(Ints, declined);
        QFETCH(QString, code);
        GameState s = endPhases(after(oneBlock({1, 5, 3, 1, 2}), moveOf(0, dice(6))), 3);
        const auto r = ancients::apply(s, EndPhase{std::vector<BaseId>(declined.begin(), declined.end())});
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), code);
        // Outside the Recovery phase no Base declines.
        const GameState move = after(oneBlock({1, 5}), moveOf(0, dice(6)));
        const auto early = ancients::apply(move, EndPhase{{0}});
        QVERIFY(!early.ok());
        QCOMPARE(QString::fromStdString(early.error().code), QStringLiteral("smoothing-not-now"));
    }

    // ---- §6.2 split --------------------------------------------------------------------------------------

    void rule_6_2_splitPaysTheSeam_data()
    {
        QTest::addColumn<int>("frontage");
        QTest::addColumn<int>("depth");
        QTest::addColumn<Ints>("detach");
        QTest::addColumn<Ints>("expected");
        QTest::newRow("4x1 in two halves: the two inner Bases") << 4 << 1 << Ints{2, 3} << Ints{1, 2, 2, 1};
        QTest::newRow("4x1, one end Base off") << 4 << 1 << Ints{0} << Ints{2, 2, 1, 1};
        QTest::newRow("3x2 by file: the file and its neighbours")
            << 3 << 2 << Ints{0, 3} << Ints{2, 2, 1, 2, 2, 1};
        QTest::newRow("3x2 by rank: every Base") << 3 << 2 << Ints{3, 4, 5} << Ints{2, 2, 2, 2, 2, 2};
    }
    void rule_6_2_splitPaysTheSeam()
    {
        QFETCH(int, frontage);
        QFETCH(int, depth);
        QFETCH(Ints, detach);
        QFETCH(Ints, expected);
        const GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, frontage, depth)}), lineArmy("B", 1),
                                    {at(0, 0, 0), at(10, 0, 3)});
        const int n = frontage * depth;
        const Applied r = applied(s, SplitBlock{0, detach, {}});
        std::vector<BaseId> all(static_cast<std::size_t>(n));
        std::iota(all.begin(), all.end(), 0);
        QCOMPARE(fatigues(r.state, all), expected);
        const BlockId fresh = BlockId(s.blocks.size());
        QCOMPARE(int(r.state.blocks.size()), int(s.blocks.size()) + 1);
        QCOMPARE(block(r.state, fresh).bases, detach);
        QCOMPARE(int(block(r.state, 0).bases.size()), n - int(detach.size()));
        for (const BaseId id : detach)
            QCOMPARE(base(r.state, id).block, fresh);
        QCOMPARE(block(r.state, fresh).type, block(s, 0).type);
        QCOMPARE(block(r.state, fresh).side, Side::A);
        QCOMPARE(countEffects(r.effects, Effect::Kind::Split), 1);
        // Untracked: the players name the seam Bases, and the same Bases pay.
        const GameState u = untracked(army("A", {spec(TroopType::MediumInfantry, frontage, depth)}), lineArmy("B", 1));
        std::vector<BaseId> seam;
        for (int i = 0; i < n; ++i) {
            if (expected[static_cast<std::size_t>(i)] == 2)
                seam.push_back(i);
        }
        QCOMPARE(fatigues(after(u, SplitBlock{0, detach, seam}), all), expected);
    }

    void rule_6_2_splitRefusals_data()
    {
        QTest::addColumn<bool>("trackedGame");
        QTest::addColumn<Ints>("detach");
        QTest::addColumn<Ints>("seam");
        QTest::addColumn<QString>("code");
        QTest::newRow("a part that does not touch itself") << true << Ints{0, 2} << Ints{} << "split-not-contiguous";
        QTest::newRow("a rest that does not touch itself") << true << Ints{1, 2} << Ints{} << "split-not-contiguous";
        QTest::newRow("nothing leaves") << true << Ints{} << Ints{} << "split-parts";
        QTest::newRow("everything leaves") << true << Ints{0, 1, 2, 3} << Ints{} << "split-parts";
        QTest::newRow("a Base twice") << true << Ints{3, 3} << Ints{} << "split-parts";
        QTest::newRow("a Base of another Block") << true << Ints{4} << Ints{} << "not-in-block";
        QTest::newRow("untracked: no seam named") << false << Ints{3} << Ints{} << "seam-unknown";
        QTest::newRow("untracked: one side of the seam only") << false << Ints{3} << Ints{3} << "seam-unknown";
        QTest::newRow("untracked: seam Base outside the Block") << false << Ints{3} << Ints{2, 3, 4} << "not-in-block";
        QTest::newRow("untracked: a seam Base twice") << false << Ints{3} << Ints{2, 3, 3} << "seam-duplicate";
    }
    void rule_6_2_splitRefusals()
    {
        QFETCH(bool, trackedGame);
        QFETCH(Ints, detach);
        QFETCH(Ints, seam);
        QFETCH(QString, code);
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 4, 1), spec(TroopType::MediumInfantry, 1, 1)});
        const GameState s = trackedGame ? tracked(a, lineArmy("B", 1), {at(0, 0, 0), at(0, 6, 0), at(10, 0, 3)})
                                        : untracked(a, lineArmy("B", 1));
        const auto r = ancients::apply(s, SplitBlock{0, detach, seam});
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), code);
    }

    // §6: re-check the average after any split — a worn part above 6 breaks.
    void rule_6_2_splitThatLeavesAWornPartBreaksIt()
    {
        // A 4x1 line and, far off, a reserve of 8 so that two lost Bases do not break the army.
        GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 4, 1), spec(TroopType::MediumInfantry, 8, 1)}),
                              lineArmy("B", 1), {at(0, 0, 0), at(-8, 0, 0), at(10, 0, 3)});
        s = withFatigue(s, {{0, 7}, {1, 6}});
        QCOMPARE(averageFatigue(s, 0), Fraction(15, 4)); // together they hold
        const Applied r = applied(s, SplitBlock{0, {0, 1}, {}});
        // The worn pair: 7 and 6 + 1 seam = 7, average 7 > 6: it breaks at once.
        const BlockId worn = 3;
        QCOMPARE(block(r.state, worn).bases, std::vector<BaseId>{});
        QCOMPARE(base(r.state, 0).block, -1);
        QVERIFY(base(r.state, 0).routed);
        QVERIFY(base(r.state, 1).routed);
        QCOMPARE(countEffects(r.effects, Effect::Kind::BlockBroke), 1);
        // The fresh pair keeps its seam Fatigue, takes +1 contagion from its broken neighbour (§12.1), and stands.
        QVERIFY(block(r.state, 0).active());
        QCOMPARE(fatigues(r.state, {2, 3}), (Ints{3, 2}));
        // Splitting off only the 7 leaves it alone at 8: a lone Base breaks on its own Fatigue.
        const Applied lone = applied(s, SplitBlock{0, {0}, {}});
        QVERIFY(base(lone.state, 0).routed);
        QVERIFY(block(lone.state, 0).active());
        QCOMPARE(fatigues(lone.state, {1, 2, 3}), (Ints{8, 2, 2})); // seam 7, then contagion
        // Without the split the same Fatigue holds: the re-check is what breaks it.
        QVERIFY(block(after(s, AddFatigue{{{3, 1}}, "9.5"}), 0).active());
    }

    // ---- §6.2 merge ---------------------------------------------------------------------------------------

    void rule_6_2_mergePoolsFatigueAndPaysTheSeam()
    {
        GameState s = twoNeighbours(spec(TroopType::MediumInfantry, 2, 1), spec(TroopType::MediumInfantry, 2, 1));
        s = withFatigue(s, {{2, 5}, {3, 5}});
        const Applied r = applied(s, MergeBlocks{0, 1, {}});
        QCOMPARE(block(r.state, 0).bases, (std::vector<BaseId>{0, 1, 2, 3}));
        QVERIFY(!block(r.state, 1).active());
        for (const BaseId id : {2, 3})
            QCOMPARE(base(r.state, id).block, 0);
        // Seam: Bases 1 and 2 take +1; every Base keeps its own Fatigue; the average is over all four.
        QCOMPARE(fatigues(r.state, {0, 1, 2, 3}), (Ints{1, 2, 6, 5}));
        QCOMPARE(averageFatigue(r.state, 0), Fraction(14, 4));
        QCOMPARE(countEffects(r.effects, Effect::Kind::Merged), 1);
        // Untracked: the seam the players name.
        GameState u = untracked(lineArmy("A", 2, 2), lineArmy("B", 1));
        u = withFatigue(u, {{2, 5}, {3, 5}});
        QCOMPARE(fatigues(after(u, MergeBlocks{0, 1, {1, 2}}), {0, 1, 2, 3}), (Ints{1, 2, 6, 5}));
    }

    void rule_6_2_mergeThatTipsTheAverageBreaks()
    {
        GameState s = twoNeighbours(spec(TroopType::MediumInfantry, 2, 1), spec(TroopType::MediumInfantry, 2, 1));
        s = withFatigue(s, {{0, 6}, {1, 6}, {2, 6}, {3, 6}});
        const Applied r = applied(s, MergeBlocks{0, 1, {}});
        // 6 + 7 + 7 + 6 = 26 over 4 = 6.5 > 6: broken on the re-check.
        QVERIFY(!block(r.state, 0).active());
        QCOMPARE(countEffects(r.effects, Effect::Kind::BlockBroke), 1);
    }

    void rule_6_2_mergeLegality_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("code");
        QTest::newRow("different troop type") << 0 << "merge-type";
        QTest::newRow("same type, different quality (R15)") << 1 << "merge-unlike";
        QTest::newRow("same type, different weight (R15)") << 2 << "merge-unlike";
        QTest::newRow("same type, different special rules (R15)") << 3 << "merge-unlike";
        QTest::newRow("spear-armed and not (R15)") << 4 << "merge-unlike";
        QTest::newRow("facing another way") << 5 << "merge-orientation";
        QTest::newRow("not touching") << 6 << "merge-apart";
        QTest::newRow("engaged with the enemy") << 7 << "merge-engaged";
        QTest::newRow("with itself") << 8 << "merge-self";
        QTest::newRow("with an enemy Block") << 9 << "not-active-player";
        QTest::newRow("outside the Move phase") << 10 << "not-move-phase";
    }
    void rule_6_2_mergeLegality()
    {
        QFETCH(int, variant);
        QFETCH(QString, code);
        const BlockSpec left = spec(TroopType::HeavyInfantry, 2, 1);
        BlockSpec right = left;
        Deployment rightAt = at(0, 2, 0);
        Deployment enemyAt = at(10, 0, 3);
        BlockId from = 1;
        switch (variant) {
        case 0: right.type = TroopType::MediumInfantry; break;
        case 1: right.quality = Quality::Elite; break;
        case 2: right.weight = 3; break;
        case 3: right.specialRules = SpecialRules{}; break;
        case 4: right.spearArmed = true; break;
        case 5: rightAt = at(0, 2, 1); break;
        case 6: rightAt = at(0, 3, 0); break;
        case 7: enemyAt = at(1, 3, 3); break; // touching (0, 3)
        case 8: from = 0; break;
        case 9: from = 2; break;
        default: break;
        }
        GameState s = twoNeighbours(left, right, rightAt, enemyAt);
        if (variant == 10)
            s = endPhases(s, 1);
        const GameState before = s;
        const auto r = ancients::apply(s, MergeBlocks{0, from, {}});
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().code), code);
        QVERIFY(s == before);
        // The same two Blocks merge once the difference is gone.
        QVERIFY(ancients::apply(twoNeighbours(left, left), MergeBlocks{0, 1, {}}).ok());
    }

    void rule_6_2_untrackedMergeRefusals()
    {
        GameState s = untracked(lineArmy("A", 2, 2), lineArmy("B", 1));
        QCOMPARE(ancients::apply(s, MergeBlocks{0, 1, {1}}).error().code, std::string("seam-unknown"));
        QCOMPARE(ancients::apply(s, MergeBlocks{0, 1, {1, 2, 4}}).error().code, std::string("not-in-block"));
        QCOMPARE(ancients::apply(s, MergeBlocks{0, 1, {1, 2, 2}}).error().code, std::string("seam-duplicate"));
        EnterFacts engaged;
        engaged.facts.inContact = {{1, 2}};
        s = after(s, engaged);
        QCOMPARE(ancients::apply(s, MergeBlocks{0, 1, {1, 2}}).error().code, std::string("merge-engaged"));
    }
};

QTEST_GUILESS_MAIN(TestGameFatigue)
#include "tst_game_fatigue.moc"

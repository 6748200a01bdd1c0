// A winner's advance after its fight, and the §13 knobs on the Combat phase: the
// winning Shock Base pursues alone (§11.1, ruling R33), as far as the pursuit cap
// lets it (§13); with follow-up on, a winner whose enemy gave ground may follow
// up one hex (§13, ruling R40); and a repeated push-back may cost Fatigue (§13,
// ruling R39).
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/formation.h"
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <vector>

using namespace ancients;
using namespace gametest;

namespace {

GameState inContact(const GameState &s, std::vector<std::pair<BlockId, BlockId>> pairs)
{
    EnterFacts f;
    for (const auto &p : pairs)
        f.facts.inContact.insert(p);
    return after(s, f, "EnterFacts");
}

AllocateLoss allocate(int fatigue, int pushBack, RearSide side = RearSide::Left)
{
    AllocateLoss a;
    a.fatigue = fatigue;
    a.pushBack = pushBack;
    a.rearSide = side;
    return a;
}

const Effect *findEffect(const std::vector<Effect> &effects, Effect::Kind kind, Effect::Cause cause = Effect::Cause::None)
{
    const auto it = std::find_if(effects.begin(), effects.end(), [&](const Effect &e) {
        return e.kind == kind && (cause == Effect::Cause::None || e.cause == cause);
    });
    return it == effects.end() ? nullptr : &*it;
}

/** Fatigue the effects put on @p base under @p cause. */
int fatigueBy(const std::vector<Effect> &effects, BaseId base, Effect::Cause cause)
{
    int total = 0;
    for (const Effect &e : effects)
        total += e.kind == Effect::Kind::Fatigue && e.base == base && e.cause == cause ? e.amount : 0;
    return total;
}

/**
 * Tracked: army A a 3 × 2 Block of @p type at (0,0) facing vertex 0 (Bases 0 1 2
 * in front on (0,0) (0,1) (0,2), 3 4 5 behind on (-1,0) (-1,1) (-1,2)); army B a
 * 3 × 1 Medium Infantry line at (1,2) facing vertex 3 (Bases 6 7 8 on (1,2) (1,1)
 * (1,0)), front to front. In the Combat phase.
 */
GameState trackedLines(TroopType type, const RulesOptions &options = {})
{
    return toCombat(tracked(army("A", {spec(type, 3, 2)}), army("B", {spec(TroopType::MediumInfantry, 3, 1)}),
                            {at(0, 0, 0), at(1, 2, 3)}, options));
}

} // namespace

class TestCombatAdvance : public QObject
{
    Q_OBJECT

private slots:
    // ---- §11.1 the Shock Base pursues alone (ruling R33) ----------------------------------

    void rule_11_1_theWinningShockBaseAdvancesAloneWithoutASeam()
    {
        // Warband Base 0, at the left of the front rank, beats Base 8; Base 8 gives ground.
        GameState s = after(trackedLines(TroopType::Warband), fight(0, 8, 5, 2));
        s = after(s, allocate(s.pendingLoss->points - 1, 1));
        QVERIFY(s.pendingPursuit);
        const Applied r = applied(s, Pursue{});
        // Base 0 advances; Base 3 behind it, its file, stays (§11.1 "a Shock Base ... it must advance").
        QVERIFY(base(r.state, 0).hex != std::optional<Hex>(Hex{0, 0}));
        QCOMPARE(base(r.state, 3).hex, std::optional<Hex>(Hex{-1, 0}));
        QCOMPARE(block(r.state, base(r.state, 0).block).bases, (std::vector<BaseId>{0}));
        // What it left is still one Block; no seam: "no Fatigue".
        QCOMPARE(block(r.state, 0).bases.size() + 1, std::size_t(6));
        QVERIFY(base(r.state, 1).block == base(r.state, 3).block);
        QCOMPARE(fatigues(r.state, {0, 1, 2, 3, 4, 5}), fatigues(s, {0, 1, 2, 3, 4, 5}));
        const Effect *split = findEffect(r.effects, Effect::Kind::Split, Effect::Cause::FilePursues);
        QVERIFY(split);
        // Straight on, until the next hex is taken: Base 8 recoiled to (2,0), so it stops on (1,0), in contact.
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{1, 0}));
        QCOMPARE(findEffect(r.effects, Effect::Kind::Pursuit, Effect::Cause::Pursues)->amount, 1);
    }

    void rule_11_1_untrackedPursuerLeavesAloneAndNamesTheFarSide()
    {
        // A single rank of three Warband Bases: the middle one leaving cuts the rest in two.
        GameState u = toCombat(untracked(army("A", {spec(TroopType::Warband, 3, 1)}), lineArmy("B", 1)));
        u = after(inContact(u, {{0, 1}}), fight(1, 3, 5, 2));
        u = after(u, allocate(0, u.pendingLoss->points));
        QVERIFY(u.pendingPursuit);
        // The file is the Base alone: a file of several Bases is refused.
        Pursue withFile;
        withFile.file = {1, 0};
        const auto refused = ancients::apply(u, withFile);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, std::string("pursuit-alone"));
        // The engine's split shows the far side the players name.
        const FileSplit split = baseSplit(u, 1, std::vector<BlockSpec>{spec(TroopType::Warband, 3, 1), spec(TroopType::MediumInfantry)});
        QCOMPARE(split.farSide(), (std::vector<BaseId>{2}));
        QVERIFY(split.seamBases() == (std::vector<BaseId>{0, 1, 2}));
        Pursue p;
        p.farSide = {2};
        const Applied r = applied(u, p);
        QCOMPARE(block(r.state, 0).bases, (std::vector<BaseId>{0}));
        QCOMPARE(block(r.state, base(r.state, 2).block).bases, (std::vector<BaseId>{2}));
        QCOMPARE(block(r.state, base(r.state, 1).block).bases, (std::vector<BaseId>{1}));
        QCOMPARE(fatigues(r.state, {0, 1, 2}), (std::vector<int>{1, 1, 1}));
    }

    void rule_11_1_aWornPursuerAloneIsJudgedOnItsOwnFatigue()
    {
        // Base 0 at 7 inside a Block averaging under 6 stands; pursuing alone, it breaks (§12, ruling R33).
        GameState s = trackedLines(TroopType::Warband);
        s = withFatigue(s, {{0, 7}});
        s = after(s, fight(0, 8, 5, 2));
        s = after(s, allocate(s.pendingLoss->points - 1, 1));
        QVERIFY(block(s, 0).active());
        const Applied r = applied(s, Pursue{});
        QVERIFY(base(r.state, 0).routed);
        QVERIFY(block(r.state, base(r.state, 1).block).active());
        QCOMPARE(block(r.state, base(r.state, 1).block).bases.size(), std::size_t(5));
    }

    // ---- §13 the pursuit cap ---------------------------------------------------------------------

    void rule_13_pursuitCapShortensThePursuit_data()
    {
        QTest::addColumn<int>("cap");
        QTest::addColumn<int>("steps");
        QTest::newRow("no cap: a full move (4)") << 0 << 4;
        QTest::newRow("cap 1") << 1 << 1;
        QTest::newRow("cap 3") << 3 << 3;
        QTest::newRow("a cap beyond a full move changes nothing") << 6 << 4;
    }

    void rule_13_pursuitCapShortensThePursuit()
    {
        QFETCH(int, cap);
        QFETCH(int, steps);
        RulesOptions o;
        o.pursuitCap = cap;
        QCOMPARE(pursuitDistance(o, TroopType::Cavalry), steps);
        GameState u = toCombat(untracked(army("A", {spec(TroopType::Cavalry)}), lineArmy("B", 1), o));
        u = after(inContact(u, {{0, 1}}), fight(0, 1, 5, 2));
        u = after(u, allocate(0, u.pendingLoss->points));
        QCOMPARE(findEffect(applied(u, Pursue{}).effects, Effect::Kind::Pursuit, Effect::Cause::Pursues)->amount, steps);
        // Tracked, on open ground: the enemy gives all 4 points of ground, to (5,0); the cavalry
        // goes straight after it as far as the cap lets it, at most to (4,0).
        GameState s = toCombat(tracked(army("A", {spec(TroopType::Cavalry)}), army("B", {spec(TroopType::MediumInfantry)}),
                                       {at(0, 0, 0), at(1, 0, 3)}, o));
        s = after(s, fight(0, 1, 5, 2));
        QCOMPARE(s.pendingLoss->points, 4);
        s = after(s, allocate(0, 4, RearSide::Left));
        QCOMPARE(base(s, 1).hex, std::optional<Hex>(Hex{5, 0}));
        const Applied r = applied(s, Pursue{});
        QCOMPARE(findEffect(r.effects, Effect::Kind::Pursuit, Effect::Cause::Pursues)->amount, steps);
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{steps, 0}));
    }

    // ---- §13 follow-up (ruling R40) --------------------------------------------------------------

    void rule_13_followUpIsOfferedOnlyWhenTheOptionIsOn()
    {
        for (const bool on : {false, true}) {
            RulesOptions o;
            o.followUp = on;
            GameState s = after(trackedLines(TroopType::MediumInfantry, o), fight(0, 8, 5, 2));
            const Applied r = applied(s, allocate(s.pendingLoss->points - 1, 1));
            QCOMPARE(r.state.pendingFollowUp.has_value(), on);
            QCOMPARE(findEffect(r.effects, Effect::Kind::FollowUp, Effect::Cause::MayFollowUp) != nullptr, on);
            // Holding every point as Fatigue gives no ground, so there is nothing to follow.
            QVERIFY(!applied(s, allocate(s.pendingLoss->points, 0)).state.pendingFollowUp);
        }
    }

    void rule_13_followUpMovesTheWinnerOneHexAndPaysItsSeams()
    {
        RulesOptions o;
        o.followUp = true;
        // Base 0 (left of A's front rank, (0,0)) beats Base 8 on (1,0), which recoils to (2,0).
        GameState s = after(trackedLines(TroopType::MediumInfantry, o), fight(0, 8, 5, 2));
        s = after(s, allocate(s.pendingLoss->points - 1, 1, RearSide::Left));
        QCOMPARE(base(s, 8).hex, std::optional<Hex>(Hex{2, 0}));
        QVERIFY(s.pendingFollowUp);
        QCOMPARE(s.pendingFollowUp->winner, 0);
        QCOMPARE(s.pendingFollowUp->toward, 8);
        // Anything else waits for the choice.
        const auto other = ancients::apply(s, EndPhase{});
        QVERIFY(!other.ok());
        QCOMPARE(other.error().code, std::string("follow-up-pending"));
        const Applied r = applied(s, FollowUp{});
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{1, 0}));
        QCOMPARE(distance(*base(r.state, 0).hex, *base(r.state, 8).hex), 1); // in contact again
        QVERIFY(!r.state.pendingFollowUp);
        QCOMPARE(block(r.state, base(r.state, 0).block).bases, (std::vector<BaseId>{0}));
        // §6.2: the Base and its neighbours in the Block it left, 1 beside it, 3 and 4 behind
        // ((−1,0) and (−1,1) touch (0,0)), each take +1; 2 and 5 do not touch it.
        QCOMPARE(fatigueBy(r.effects, 0, Effect::Cause::SplitSeam), 1);
        for (const BaseId id : {1, 3, 4})
            QCOMPARE(fatigueBy(r.effects, id, Effect::Cause::SplitSeam), 1);
        for (const BaseId id : {2, 5})
            QCOMPARE(fatigueBy(r.effects, id, Effect::Cause::SplitSeam), 0);
        const Effect *moved = findEffect(r.effects, Effect::Kind::FollowUp, Effect::Cause::FollowsUp);
        QVERIFY(moved);
        QCOMPARE(moved->amount, 1);
        QCOMPARE(moved->section, std::string("13"));
    }

    void rule_13_theWinnerMayStay()
    {
        RulesOptions o;
        o.followUp = true;
        GameState s = after(trackedLines(TroopType::MediumInfantry, o), fight(0, 8, 5, 2));
        s = after(s, allocate(s.pendingLoss->points - 1, 1));
        FollowUp stay;
        stay.decline = true;
        const Applied r = applied(s, stay);
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{0, 0}));
        QCOMPARE(fatigues(r.state), fatigues(s));
        QVERIFY(findEffect(r.effects, Effect::Kind::FollowUp, Effect::Cause::StaysPut));
        QVERIFY(!r.state.pendingFollowUp);
    }

    void rule_13_aSingleBaseFollowsUpFree_untrackedNamesItsSeams()
    {
        RulesOptions o;
        o.followUp = true;
        // A single-Base Block opens no seam (§6.2).
        GameState u = toCombat(untracked(lineArmy("A", 1), lineArmy("B", 1), o));
        u = after(inContact(u, {{0, 1}}), fight(0, 1, 5, 2));
        u = after(u, allocate(0, u.pendingLoss->points));
        QVERIFY(u.pendingFollowUp);
        const Applied lone = applied(u, FollowUp{});
        QCOMPARE(fatigues(lone.state), fatigues(u));
        QCOMPARE(findEffect(lone.effects, Effect::Kind::FollowUp, Effect::Cause::FollowsUp)->amount, 1);
        // A Base of a 2-Base line opens one seam: the players name it, both Bases pay +1.
        GameState v = toCombat(untracked(lineArmy("A", 1, 2), lineArmy("B", 1), o));
        v = after(inContact(v, {{0, 1}}), fight(0, 2, 5, 2));
        v = after(v, allocate(0, v.pendingLoss->points));
        const auto unnamed = ancients::apply(v, FollowUp{});
        QVERIFY(!unnamed.ok());
        QCOMPARE(unnamed.error().code, std::string("seam-unknown"));
        FollowUp named;
        named.seamBases = {0, 1};
        const Applied r = applied(v, named);
        QCOMPARE(fatigues(r.state, {0, 1}), (std::vector<int>{2, 2}));
        QCOMPARE(block(r.state, base(r.state, 0).block).bases, (std::vector<BaseId>{0}));
        QCOMPARE(block(r.state, 0).bases.size() + block(r.state, base(r.state, 0).block).bases.size(), std::size_t(2));
    }

    void rule_13_followUpBlockedStaysPut()
    {
        RulesOptions o;
        o.followUp = true;
        // A Base on (0,0) facing vertex 0 beats one on (1,0), which recoils along its left rear
        // diagonal to (2,0); the winner's way to it is its front hex (1,0), here impassable.
        GameState s = toCombat(tracked(army("A", {spec(TroopType::MediumInfantry)}),
                                       army("B", {spec(TroopType::MediumInfantry)}), {at(0, 0, 0), at(1, 0, 3)}, o));
        s = after(s, fight(0, 1, 5, 2));
        s = after(s, allocate(s.pendingLoss->points - 1, 1, RearSide::Left));
        QCOMPARE(base(s, 1).hex, std::optional<Hex>(Hex{2, 0}));
        QVERIFY(s.pendingFollowUp);
        const Applied free = applied(s, FollowUp{});
        QCOMPARE(base(free.state, 0).hex, std::optional<Hex>(Hex{1, 0}));
        s.terrain[Hex{1, 0}] = Terrain{Going::Open, 0, 0, true};
        const Applied r = applied(s, FollowUp{});
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{0, 0}));
        QVERIFY(findEffect(r.effects, Effect::Kind::FollowUp, Effect::Cause::CannotFollowUp));
        QVERIFY(!r.state.pendingFollowUp);
    }

    void rule_13_aShockWinnerPursuesInsteadOfFollowingUp()
    {
        RulesOptions o;
        o.followUp = true;
        GameState s = after(trackedLines(TroopType::Warband, o), fight(0, 8, 5, 2));
        const Applied r = applied(s, allocate(s.pendingLoss->points - 1, 1));
        QVERIFY(r.state.pendingPursuit);
        QVERIFY(!r.state.pendingFollowUp);
        // And a declined pursuit (Light Cavalry) is the end of it.
        GameState u = toCombat(untracked(army("A", {spec(TroopType::LightCavalry)}), lineArmy("B", 1), o));
        u = after(inContact(u, {{0, 1}}), fight(0, 1, 5, 2));
        u = after(u, allocate(0, u.pendingLoss->points));
        Pursue decline;
        decline.decline = true;
        QVERIFY(!applied(u, decline).state.pendingFollowUp);
    }

    // ---- §13 repeated push-back (ruling R39) -------------------------------------------------------

    void rule_13_repeatedPushBackCostsPerBaseDepthAfterTheFirst_data()
    {
        QTest::addColumn<int>("cost");
        QTest::addColumn<int>("ground");
        QTest::addColumn<int>("charged");
        QTest::newRow("free by default") << 0 << 3 << 0;
        QTest::newRow("cost 1, one base-depth: the first is free") << 1 << 1 << 0;
        QTest::newRow("cost 1, three base-depths: two repeats") << 1 << 3 << 2;
        QTest::newRow("cost 2, two base-depths: one repeat") << 2 << 2 << 2;
    }

    void rule_13_repeatedPushBackCostsPerBaseDepthAfterTheFirst()
    {
        QFETCH(int, cost);
        QFETCH(int, ground);
        QFETCH(int, charged);
        RulesOptions o;
        o.repeatedPushBackCost = cost;
        GameState u = toCombat(untracked(lineArmy("A", 1), lineArmy("B", 1), o));
        u = after(inContact(u, {{0, 1}}), fight(0, 1, 5, 2)); // a margin of 3
        const Applied r = applied(u, allocate(3 - ground, ground));
        QCOMPARE(fatigueBy(r.effects, 1, Effect::Cause::RepeatedPushBack), charged);
        QCOMPARE(fatigueOf(r.state, 1), 1 + (3 - ground) + charged);
        if (charged > 0) {
            const Effect *e = findEffect(r.effects, Effect::Kind::Fatigue, Effect::Cause::RepeatedPushBack);
            QCOMPARE(e->section, std::string("13"));
        }
    }

    void rule_13_aSecondPushBackInThePhaseIsARepeat()
    {
        RulesOptions o;
        o.repeatedPushBackCost = 1;
        // Two A Bases fight the same B Base in one phase; it gives one base-depth each time.
        GameState u = toCombat(untracked(lineArmy("A", 2), lineArmy("B", 1), o));
        u = inContact(u, {{0, 2}, {1, 2}});
        u = after(u, fight(0, 2, 5, 2));
        u = after(u, allocate(2, 1));
        QCOMPARE(fatigueOf(u, 2), 3);
        u = after(u, fight(1, 2, 5, 2));
        const Applied r = applied(u, allocate(2, 1));
        QCOMPARE(fatigueBy(r.effects, 2, Effect::Cause::RepeatedPushBack), 1);
        // An evading Skirmisher falls back; it pays no repeat (§11.2 "never accumulates melee Fatigue").
        GameState w = toCombat(untracked(lineArmy("A", 1), army("B", {spec(TroopType::Skirmishers)}), o));
        w = after(inContact(w, {{0, 1}}), fight(0, 1, 5, 2));
        const Applied e = applied(w, allocate(0, w.pendingLoss->points));
        QCOMPARE(fatigueOf(e.state, 1), 1);
    }
};

QTEST_GUILESS_MAIN(TestCombatAdvance)
#include "tst_combat_advance.moc"

// The Combat phase's pairing plan (§4, §9.2, §9.3): one enemy per active Base,
// overlaps only from uncountered Bases, computed from the plan and the hexes per
// front hex, the flanked side and the rear, the cascade of a push-back into the
// next fight, and every melee fought before the phase ends.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/combatplan.h"
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <vector>

using namespace ancients;
using namespace gametest;

namespace {

PlanCombat plan(std::vector<CombatPair> pairs)
{
    return PlanCombat{std::move(pairs)};
}

int overlapOf(const std::vector<Modifier> &mods)
{
    int total = 0;
    for (const Modifier &m : mods)
        total += m.section == "9.2" ? m.value : 0;
    return total;
}

const CombatResult &combatOf(const Applied &r)
{
    const auto it = std::find_if(r.effects.begin(), r.effects.end(), [](const Effect &e) { return e.kind == Effect::Kind::Combat; });
    if (it == r.effects.end() || !it->combat)
        qFatal("no fight was resolved");
    return *it->combat;
}

bool hasNote(const Applied &r, Effect::Cause cause)
{
    return std::any_of(r.effects.begin(), r.effects.end(),
                       [cause](const Effect &e) { return e.kind == Effect::Kind::Note && e.cause == cause; });
}

std::string refusal(const GameState &s, const Action &a)
{
    const auto r = ancients::apply(s, a);
    return r.ok() ? std::string("accepted") : r.error().code;
}

/**
 * Army A a 3 × 2 Medium Infantry Block at (0,0) facing vertex 0 (Bases 0 1 2 in
 * front on (0,0) (0,1) (0,2)); army B a 3 × 1 line facing it (Bases 6 7 8 on
 * (1,2) (1,1) (1,0)). Each front Base has an enemy in each front hex but the ends.
 */
GameState trackedLines()
{
    return toCombat(tracked(army("A", {spec(TroopType::MediumInfantry, 3, 2)}),
                            army("B", {spec(TroopType::MediumInfantry, 3, 1)}), {at(0, 0, 0), at(1, 2, 3)}));
}

/**
 * B's Base Y (2) on (0,0) facing vertex 0, fought to its front by A's Base Z (0)
 * on (1,0) and struck in its left flank by A's Base X (1) on (0,−1). Z faces
 * vertex @p zFacing; B's Base F (3) stands on @p f, in Z's other front hex.
 */
GameState flankedY(int zFacing, Hex f)
{
    const ArmyList a = army("A", {spec(TroopType::MediumInfantry), spec(TroopType::MediumInfantry)});
    const ArmyList b = army("B", {spec(TroopType::MediumInfantry), spec(TroopType::MediumInfantry)});
    return toCombat(tracked(a, b, {at(1, 0, zFacing), at(0, -1, 4), at(0, 0, 0), at(f.q, f.r, 0)}));
}

} // namespace

class TestCombatPlan : public QObject
{
    Q_OBJECT

private slots:
    void rule_9_2_uncounteredOverlap()
    {
        // Without a plan: Base 8 has fought Base 0, so it is engaged and laps no one.
        GameState s = after(trackedLines(), fight(0, 8, 4, 4));
        Fight lapped = fight(1, 7, 4, 4);
        lapped.enemyLapping = 8;
        QCOMPARE(refusal(s, lapped), std::string("not-uncountered"));
        lapped.enemyLapping = std::nullopt;
        lapped.lapping = 2; // a Base no enemy fights yet still laps
        QCOMPARE(overlapOf(combatOf(applied(s, lapped)).assessment.aModifiers), 1);

        // With a plan the engine computes them: Base 1 fights 7 alone, so 8 (in 1's other
        // front hex) and 2 (in 7's) are uncountered and each side has its overlap.
        GameState p = after(trackedLines(), plan({{1, 7}}));
        std::vector<PlannedFight> fights = planOverlaps(p);
        QCOMPARE(fights.size(), std::size_t(1));
        QCOMPARE(fights[0].overlaps, 1);
        QCOMPARE(fights[0].lapping, std::optional<BaseId>(2));
        QCOMPARE(fights[0].enemyOverlaps, 1);
        QCOMPARE(fights[0].enemyLapping, std::optional<BaseId>(8));
        const Applied alone = applied(p, fight(1, 7, 4, 4));
        QCOMPARE(overlapOf(combatOf(alone).assessment.aModifiers), 1);
        QCOMPARE(overlapOf(combatOf(alone).assessment.bModifiers), 1);
        // Pair 0 with 8 and 2 with 6, and both are countered: no overlaps.
        p = after(p, plan({{1, 7}, {0, 8}, {2, 6}}));
        fights = planOverlaps(p);
        QCOMPARE(fights[0].overlaps, 0);
        QCOMPARE(fights[0].enemyOverlaps, 0);
        const Applied paired = applied(p, fight(1, 7, 4, 4));
        QCOMPARE(overlapOf(combatOf(paired).assessment.aModifiers), 0);
        QCOMPARE(overlapOf(combatOf(paired).assessment.bModifiers), 0);
        QCOMPARE(combatOf(paired).loser, Striker::None);
        // The players can still override the computed overlaps, and the fight says so.
        Fight byHand = fight(1, 7, 4, 4);
        byHand.enemyLapping = 8;
        const Applied overridden = applied(p, byHand);
        QCOMPARE(overlapOf(combatOf(overridden).assessment.bModifiers), 1);
        QVERIFY(hasNote(overridden, Effect::Cause::OverlapsAsEntered));
        QVERIFY(!hasNote(paired, Effect::Cause::OverlapsAsEntered));
    }

    void rule_9_2_oneEnemyPerActiveBase()
    {
        // Base 1 has both 8 and 7 in its front hexes; it fights one of them.
        GameState s = after(trackedLines(), fight(1, 7, 4, 4));
        const auto second = ancients::apply(s, fight(1, 8, 4, 4));
        QVERIFY(!second.ok());
        QCOMPARE(second.error().code, std::string("one-enemy-per-base"));
        QCOMPARE(second.error().arg("base")->value, 1);
        QCOMPARE(second.error().arg("enemy")->value, 7);
        QCOMPARE(refusal(s, fight(0, 8, 4, 4)), std::string("accepted")); // another Base may fight 8
        // In a plan, each active Base once; a fight follows its Base's pair.
        QCOMPARE(refusal(trackedLines(), plan({{1, 7}, {1, 8}})), std::string("one-enemy-per-base"));
        QCOMPARE(refusal(s, plan({{1, 8}})), std::string("one-enemy-per-base"));
        const GameState p = after(trackedLines(), plan({{1, 7}}));
        QCOMPARE(refusal(p, fight(1, 8, 4, 4)), std::string("one-enemy-per-base"));
        QCOMPARE(refusal(p, fight(0, 8, 4, 4)), std::string("not-planned"));
        QCOMPARE(refusal(p, plan({{1, 6}})), std::string("not-engaged")); // 6 is not in contact with 1
        // The plan may be re-declared while its pairs are unfought.
        QCOMPARE(after(p, plan({{1, 8}, {2, 7}})).combatPlan, (std::vector<CombatPair>{{1, 8}, {2, 7}}));
    }

    void rule_9_3_flankedSideOverlapOnly()
    {
        // Z (0) fights Y (2) to Y's front; X (1) strikes Y's left flank. F (3), Y's friend,
        // laps Z from Y's left front hex (Z facing vertex 2), on the flanked side...
        GameState left = after(flankedY(2, {1, -1}), plan({{0, 2}, {1, 2}}));
        QCOMPARE(planOverlaps(left)[0].enemyLapping, std::optional<BaseId>(3));
        QCOMPARE(planOverlaps(left)[0].enemyOverlaps, 0);
        const Applied dropped = applied(left, fight(0, 2, 4, 4));
        QCOMPARE(overlapOf(combatOf(dropped).assessment.bModifiers), 0);
        QVERIFY(hasNote(dropped, Effect::Cause::FlankedSideNoOverlap));
        // ... or from Y's right side hex (Z facing vertex 3), the side no one strikes: it counts.
        GameState right = after(flankedY(3, {0, 1}), plan({{0, 2}, {1, 2}}));
        QCOMPARE(planOverlaps(right)[0].enemyOverlaps, 1);
        QCOMPARE(overlapOf(combatOf(applied(right, fight(0, 2, 4, 4))).assessment.bModifiers), 1);
        // With X not paired to fight Y, Y is struck in no flank and counts F on its left too.
        GameState unflanked = after(flankedY(2, {1, -1}), plan({{0, 2}}));
        QCOMPARE(planOverlaps(unflanked)[0].enemyOverlaps, 1);
        // The flank fight itself: F laps X only from beside it, the flanked side.
        QCOMPARE(lateral(Hex{0, 0}, Facing{0}, Hex{0, -1}), Lateral::Left);
        QCOMPARE(lateral(Hex{0, 0}, Facing{0}, Hex{1, -1}), Lateral::Left);
        QCOMPARE(lateral(Hex{0, 0}, Facing{0}, Hex{0, 1}), Lateral::Right);
        QCOMPARE(lateral(Hex{0, 0}, Facing{0}, Hex{2, -1}), Lateral::OnTheLine);
    }

    void rule_9_3_untrackedFlankedSideOverlapOnly()
    {
        // Untracked (ruling R24): A's X (0) strikes B's Y (2) in the flank, A's Z (1) fights Y
        // to its front, and Y's friend F (3) laps Z. The plan says on which side of Y the flank
        // is, and on which side of Y F stands: only an overlap on the flanked side is lost.
        GameState s = toCombat(untracked(lineArmy("A", 2), lineArmy("B", 2)));
        EnterFacts contact;
        contact.facts.inContact = {{0, 2}, {1, 2}, {1, 3}};
        s = after(s, contact);
        CombatPair flank{0, 2};
        flank.flank = Striker::A;
        flank.flankSide = Lateral::Left;
        CombatPair front{1, 2};
        front.enemyLapping = 3;
        front.enemyLappingSide = Lateral::Right;
        const GameState right = after(s, plan({flank, front}));
        QCOMPARE(planOverlaps(right)[1].enemyOverlaps, 1);
        const Applied counted = applied(right, fight(1, 2, 4, 4));
        QCOMPARE(overlapOf(combatOf(counted).assessment.bModifiers), 1);
        QCOMPARE(combatOf(counted).loser, Striker::A);
        // F on Y's left, the flanked side: not counted, in the queue or the fight.
        front.enemyLappingSide = Lateral::Left;
        const GameState left = after(s, plan({flank, front}));
        QCOMPARE(planOverlaps(left)[1].enemyOverlaps, 0);
        QVERIFY(!planOverlaps(left)[1].enemyLappingSideUnknown);
        const Applied dropped = applied(left, fight(1, 2, 4, 4));
        QCOMPARE(overlapOf(combatOf(dropped).assessment.bModifiers), 0);
        QVERIFY(hasNote(dropped, Effect::Cause::FlankedSideNoOverlap));
        QCOMPARE(combatOf(dropped).loser, Striker::None);
        // The side unsaid: the engine cannot tell, counts nothing and says the side is wanted.
        front.enemyLappingSide = std::nullopt;
        const GameState unsaid = after(s, plan({flank, front}));
        QCOMPARE(planOverlaps(unsaid)[1].enemyOverlaps, 0);
        QVERIFY(planOverlaps(unsaid)[1].enemyLappingSideUnknown);
        // With no flank in the plan, F counts on either side.
        QCOMPARE(planOverlaps(after(s, plan({CombatPair{0, 2}, front})))[1].enemyOverlaps, 1);
        // Struck in the rear, Y counts no overlap at all.
        CombatPair rear{0, 2};
        rear.rear = Striker::A;
        front.enemyLappingSide = Lateral::Right;
        const GameState behind = after(s, plan({rear, front}));
        QCOMPARE(planOverlaps(behind)[1].enemyOverlaps, 0);
        QVERIFY(hasNote(applied(behind, fight(1, 2, 4, 4)), Effect::Cause::RearNoOverlap));
        // The flank pair's own fight takes its flank from the plan: +1 and −1 (§9.3).
        const Applied flanking = applied(right, fight(0, 2, 4, 4));
        const auto &mods = combatOf(flanking).assessment.aModifiers;
        QVERIFY(std::any_of(mods.begin(), mods.end(), [](const Modifier &m) { return m.key == "strikes-flank"; }));
        QCOMPARE(combatOf(flanking).loser, Striker::B);
        // What the plan says is checked: a flank needs its side, a side needs what it belongs to.
        CombatPair noSide{0, 2};
        noSide.flank = Striker::A;
        QCOMPARE(refusal(s, plan({noSide})), std::string("plan-side"));
        CombatPair sideAlone{0, 2};
        sideAlone.flankSide = Lateral::Left;
        QCOMPARE(refusal(s, plan({sideAlone})), std::string("plan-side"));
        CombatPair lapSideAlone{0, 2};
        lapSideAlone.lappingSide = Lateral::Right;
        QCOMPARE(refusal(s, plan({lapSideAlone})), std::string("plan-side"));
        CombatPair both = flank;
        both.rear = Striker::A;
        QCOMPARE(refusal(s, plan({both})), std::string("flank-and-rear"));
        // With tracked positions the table says all of it.
        CombatPair tracked{1, 7};
        tracked.flank = Striker::A;
        tracked.flankSide = Lateral::Left;
        QCOMPARE(refusal(trackedLines(), plan({tracked})), std::string("positions-tracked"));
    }

    void rule_9_3_rearCountsNoOverlap()
    {
        // B's Y (3) on (0,0) facing vertex 0: A's Z (0) fights it to its front from (1,0),
        // A's X (1) strikes its rear from (−1,0), A's L (2) on (1,−1) laps it. Y's friends
        // F (4) on (0,−1) and G (5) on (0,1) stand in X's and Z's other front hexes.
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry), spec(TroopType::MediumInfantry),
                                      spec(TroopType::MediumInfantry)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry), spec(TroopType::MediumInfantry),
                                      spec(TroopType::MediumInfantry)});
        GameState s = toCombat(tracked(a, b, {at(1, 0, 3), at(-1, 0, 0), at(1, -1, 0), at(0, 0, 0), at(0, -1, 1), at(0, 1, 0)}));
        s = after(s, plan({{0, 3}, {1, 3}}));
        const std::vector<PlannedFight> fights = planOverlaps(s);
        QCOMPARE(fights[0].overlaps, 1);      // L laps Y for Z
        QCOMPARE(fights[0].enemyLapping, std::optional<BaseId>(5));
        QCOMPARE(fights[0].enemyOverlaps, 0); // G would lap Z, but Y is struck in the rear
        QCOMPARE(fights[1].overlaps, 1);      // L laps Y for X as well
        QCOMPARE(fights[1].enemyOverlaps, 0); // F laps X: not in the rear fight either
        const Applied front = applied(s, fight(0, 3, 4, 5));
        QCOMPARE(overlapOf(combatOf(front).assessment.aModifiers), 1);
        QCOMPARE(overlapOf(combatOf(front).assessment.bModifiers), 0);
        QVERIFY(hasNote(front, Effect::Cause::RearNoOverlap));
        // The rear fight: the attacker keeps its overlap, the defender's is listed as lost.
        s = after(after(s, fight(0, 3, 4, 4)), AllocateLoss{1, 0, RearSide::Left, false, {}, {}, {}});
        const Applied rear = applied(s, fight(1, 3, 4, 4));
        QCOMPARE(overlapOf(combatOf(rear).assessment.aModifiers), 1);
        const auto &mods = combatOf(rear).assessment.bModifiers;
        QVERIFY(std::any_of(mods.begin(), mods.end(), [](const Modifier &m) { return m.key == "overlap-lost-rear"; }));
    }

    void rule_4_everyMeleeFought()
    {
        GameState s = after(trackedLines(), plan({{0, 8}}));
        const auto unfought = ancients::apply(s, EndPhase{});
        QVERIFY(!unfought.ok());
        QCOMPARE(unfought.error().code, std::string("melee-unfought"));
        QCOMPARE(unfought.error().arg("base")->value, 0);
        QCOMPARE(unfought.error().arg("enemy")->value, 8);
        s = after(s, fight(0, 8, 3, 4)); // 3 + 1 (Base 1 laps 8) against 4: nobody loses
        // Bases 1 and 2 are engaged and in no pair.
        const auto unpaired = ancients::apply(s, EndPhase{});
        QVERIFY(!unpaired.ok());
        QCOMPARE(unpaired.error().code, std::string("melee-unfought"));
        QCOMPARE(unpaired.error().arg("pairs")->value, 0);
        QCOMPARE(unpaired.error().arg("unpaired")->value, 1);
        QCOMPARE(unpaired.error().arg("unpaired2")->value, 2);
        QCOMPARE(unpaired.error().arg("bases")->value, 2);
        QCOMPARE(unfoughtMelees(s).unpaired, (std::vector<BaseId>{1, 2}));
        s = after(s, plan({{1, 7}, {2, 6}}));
        QCOMPARE(s.combatPlan.size(), std::size_t(3)); // the fought pair stays
        s = after(after(s, fight(1, 7, 4, 4)), fight(2, 6, 4, 4));
        QVERIFY(unfoughtMelees(s).empty());
        const GameState next = after(s, EndPhase{});
        QCOMPARE(next.phase, Phase::Recovery);
        QVERIFY(next.combatPlan.empty());
        // A battle recorded before every melee was checked, without a plan, ends the phase
        // as the players say: it replays as it was (rulings R23, R43; tst_combat_melees).
        QCOMPARE(refusal(trackedLines(), EndPhase{}), std::string("accepted"));
        // Untracked: the planned pairs must fight.
        GameState u = toCombat(untracked(lineArmy("A", 1), lineArmy("B", 1)));
        EnterFacts contact;
        contact.facts.inContact.insert({0, 1});
        u = after(after(u, contact), plan({{0, 1}}));
        QCOMPARE(refusal(u, EndPhase{}), std::string("melee-unfought"));
        QCOMPARE(refusal(after(u, fight(0, 1, 4, 4)), EndPhase{}), std::string("accepted"));
    }

    void rule_9_2_pushBackStripsNextOverlap()
    {
        // A's X (0) on (0,0) fights B's Y (2) on (1,0); Y's file runs back to E (3) on (2,0).
        // A's Z (1) on (3,−1) facing vertex 3 fights B's W (4) on (2,−1), and E, in Z's other
        // front hex and fought by no one, laps Z.
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry), spec(TroopType::MediumInfantry)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry, 1, 2), spec(TroopType::MediumInfantry)});
        GameState s = toCombat(tracked(a, b, {at(0, 0, 0), at(3, -1, 3), at(1, 0, 3), at(2, -1, 0)}));
        s = after(s, plan({{0, 2}, {1, 4}}));
        std::vector<PlannedFight> fights = planOverlaps(s);
        QCOMPARE(fights[1].enemyOverlaps, 1);
        QCOMPARE(fights[1].enemyLapping, std::optional<BaseId>(3));
        QCOMPARE(fights[1].strippableBy, (std::vector<std::size_t>{0})); // Y's push-back takes E with it
        QVERIFY(fights[0].strippableBy.empty());
        // Fought first, Z–W counts E's overlap: W wins by 1.
        QCOMPARE(combatOf(applied(s, fight(1, 4, 4, 4))).loser, Striker::A);
        // X beats Y by 3; Y gives a base-depth of ground, its file with it.
        s = after(s, fight(0, 2, 5, 2));
        s = after(s, AllocateLoss{2, 1, RearSide::Left, false, {}, {}, {}});
        QCOMPARE(*base(s, 3).hex, (Hex{3, 0}));
        fights = planOverlaps(s);
        QVERIFY(fights[0].fought);
        QCOMPARE(fights[1].enemyOverlaps, 0);
        const Applied r = applied(s, fight(1, 4, 4, 4));
        QCOMPARE(overlapOf(combatOf(r).assessment.bModifiers), 0);
        QCOMPARE(combatOf(r).loser, Striker::None);
    }

    void rule_9_2_untrackedPlanNamesUncounteredLapping()
    {
        // Untracked: the players name the lapping Bases in the plan; the engine checks
        // them (same side, in contact, uncountered) and counts them when the pair fights.
        GameState s = toCombat(untracked(lineArmy("A", 2), lineArmy("B", 2)));
        EnterFacts contact;
        contact.facts.inContact = {{0, 2}, {1, 2}, {1, 3}};
        s = after(s, contact);
        CombatPair lapped{0, 2};
        lapped.lapping = 1; // A's Base 1 laps B's Base 2
        QCOMPARE(planOverlaps(after(s, plan({lapped})))[0].overlaps, 1);
        const Applied counted = applied(after(s, plan({lapped})), fight(0, 2, 4, 4));
        QCOMPARE(overlapOf(combatOf(counted).assessment.aModifiers), 1);
        QCOMPARE(combatOf(counted).loser, Striker::B);
        // Base 1 paired with an enemy of its own is countered: it laps no one.
        CombatPair busy{1, 3};
        QCOMPARE(refusal(s, plan({lapped, busy})), std::string("not-uncountered"));
        // A friend of the wrong side, or one whose Block is not in contact with the lapped Base's.
        CombatPair wrong{0, 2};
        wrong.lapping = 3;
        QCOMPARE(refusal(s, plan({wrong})), std::string("not-lapping"));
        CombatPair far{1, 3};
        far.enemyLapping = 2;
        EnterFacts apart;
        apart.facts.inContact = {{1, 3}, {0, 2}};
        QCOMPARE(refusal(after(s, apart), plan({far})), std::string("not-engaged"));
        // With tracked positions the engine computes overlaps: a named lapping Base is refused.
        CombatPair named{1, 7};
        named.lapping = 2;
        QCOMPARE(refusal(trackedLines(), plan({named})), std::string("positions-tracked"));
        // A fight that names its own overlaps overrides the plan's, and says so.
        Fight byHand = fight(0, 2, 4, 4);
        byHand.overlapsAsEntered = true;
        const Applied overridden = applied(after(s, plan({lapped})), byHand);
        QCOMPARE(overlapOf(combatOf(overridden).assessment.aModifiers), 0);
        QVERIFY(hasNote(overridden, Effect::Cause::OverlapsAsEntered));
        QVERIFY(!hasNote(counted, Effect::Cause::OverlapsAsEntered));
    }

    void rule_9_2_untrackedPushBackStripsNextOverlap()
    {
        // The cascade without tracked positions: A's X (0) fights B's Y (2), whose file runs
        // back to E (3); A's Z (1) fights B's W (4), and the players say E laps Z.
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry), spec(TroopType::MediumInfantry)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry, 1, 2), spec(TroopType::MediumInfantry)});
        GameState s = toCombat(untracked(a, b));
        EnterFacts contact;
        contact.facts.inContact = {{0, 2}, {1, 2}, {1, 3}};
        s = after(s, contact);
        CombatPair zw{1, 4};
        zw.enemyLapping = 3;
        s = after(s, plan({{0, 2}, zw}));
        std::vector<BlockSpec> listed = a.blocks;
        listed.insert(listed.end(), b.blocks.begin(), b.blocks.end());
        std::vector<PlannedFight> fights = planOverlaps(s, listed);
        QCOMPARE(fights[1].enemyOverlaps, 1);
        QCOMPARE(fights[1].enemyLapping, std::optional<BaseId>(3));
        QCOMPARE(fights[1].strippableBy, (std::vector<std::size_t>{0})); // Y's file holds E
        QVERIFY(fights[0].strippableBy.empty());
        // Fought first, Z–W counts E's overlap: W wins by 1.
        QCOMPARE(combatOf(applied(s, fight(1, 4, 4, 4))).loser, Striker::A);
        // X beats Y by 3; Y gives a base-depth of ground with its whole file, E with it.
        s = after(s, fight(0, 2, 5, 2));
        s = after(s, AllocateLoss{2, 1, RearSide::Left, false, {2, 3}, {}, {}});
        fights = planOverlaps(s, listed);
        QVERIFY(fights[0].fought);
        QCOMPARE(fights[1].enemyOverlaps, 0);
        const Applied r = applied(s, fight(1, 4, 4, 4));
        QCOMPARE(overlapOf(combatOf(r).assessment.bModifiers), 0);
        QVERIFY(hasNote(r, Effect::Cause::GaveGroundNoOverlap));
        QCOMPARE(combatOf(r).loser, Striker::None);
    }
};

QTEST_GUILESS_MAIN(TestCombatPlan)
#include "tst_combat_plan.moc"

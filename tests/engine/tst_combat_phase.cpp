// The Combat phase as game actions: a fight between one engaged pair (§9.1), the
// loser's allocation of its points (§9.5), the push-back's recoil, split and seams
// (§9.6), evade (§11.2), pursuit (§11.1, §11.4), the rear cascade (§9.3), the order
// of fights with each result applied before the next (§4, §9.2), and a push-back
// after the army has broken (§12.1, ruling R34).
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <vector>

using namespace ancients;
using namespace gametest;

namespace {

/** Untracked: the players say Blocks @p x and @p y are in contact. */
GameState inContact(const GameState &s, std::vector<std::pair<BlockId, BlockId>> pairs, std::set<BaseId> blocked = {})
{
    EnterFacts f;
    for (const auto &p : pairs)
        f.facts.inContact.insert(p);
    f.facts.retreatBlocked = std::move(blocked);
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

const Effect *findEffect(const std::vector<Effect> &effects, Effect::Kind kind)
{
    const auto it = std::find_if(effects.begin(), effects.end(), [kind](const Effect &e) { return e.kind == kind; });
    return it == effects.end() ? nullptr : &*it;
}

/** Whether any effect of @p kind cites @p section. */
bool hasEffect(const std::vector<Effect> &effects, Effect::Kind kind, const std::string &section)
{
    return std::any_of(effects.begin(), effects.end(),
                       [&](const Effect &e) { return e.kind == kind && e.section == section; });
}

int sumModifiers(const std::vector<Modifier> &mods, const std::string &section)
{
    int total = 0;
    for (const Modifier &m : mods)
        total += m.section == section ? m.value : 0;
    return total;
}

/**
 * Tracked: army A a 3 × 2 Medium Infantry Block at (0,0) facing vertex 0 (Bases
 * 0 1 2 in front on (0,0) (0,1) (0,2), 3 4 5 behind on (-1,0) (-1,1) (-1,2));
 * army B a 3 × 1 line at (1,2) facing vertex 3 (Bases 6 7 8 on (1,2) (1,1) (1,0)),
 * each Base front to front with the A Base on its row. @p extraA adds Blocks to A.
 */
GameState trackedLines(std::vector<std::pair<BlockSpec, Deployment>> extraA = {})
{
    std::vector<BlockSpec> a{spec(TroopType::MediumInfantry, 3, 2)};
    std::vector<Deployment> where{at(0, 0, 0)};
    for (const auto &[s, d] : extraA) {
        a.push_back(s);
        where.push_back(d);
    }
    where.push_back(at(1, 2, 3));
    return toCombat(tracked(army("A", a), army("B", {spec(TroopType::MediumInfantry, 3, 1)}), where));
}

} // namespace

class TestCombatPhase : public QObject
{
    Q_OBJECT

private slots:
    // ---- §9.1 the fight ----------------------------------------------------------------

    void rule_9_1_fightResolvesThePairAndTheLoserAllocatesTheMargin()
    {
        GameState s = trackedLines();
        // Regular against Regular, equal weight: 2 against 5 loses by 3.
        const Applied r = applied(s, fight(0, 8, 2, 5));
        const Effect *combat = findEffect(r.effects, Effect::Kind::Combat);
        QVERIFY(combat && combat->combat);
        QCOMPARE(combat->combat->aTotal, 2);
        QCOMPARE(combat->combat->bTotal, 5);
        QCOMPARE(combat->combat->margin, -3);
        QCOMPARE(combat->section, std::string("9.1"));
        QVERIFY(r.state.pendingLoss.has_value());
        QCOMPARE(r.state.pendingLoss->loser, 0);
        QCOMPARE(r.state.pendingLoss->winner, 8);
        QCOMPARE(r.state.pendingLoss->points, 3);
        QVERIFY(base(r.state, 0).inCombatThisTurn);
        QVERIFY(base(r.state, 8).inCombatThisTurn);
        QCOMPARE(r.state.rng, s.rng); // the players' dice: the generator is untouched
    }

    void rule_9_1_equalTotalsNobodyLoses()
    {
        const Applied r = applied(trackedLines(), fight(0, 8, 4, 4));
        QVERIFY(!r.state.pendingLoss);
        QCOMPARE(findEffect(r.effects, Effect::Kind::Combat)->combat->loser, Striker::None);
        QCOMPARE(fatigues(r.state), fatigues(trackedLines()));
    }

    void rule_9_1_theGameRollsWhenThePlayersDoNot()
    {
        const GameState s = trackedLines();
        Fight f;
        f.base = 1;
        f.enemy = 7;
        const Applied r = applied(s, f);
        QVERIFY(r.state.rng != s.rng);
        const Effect *combat = findEffect(r.effects, Effect::Kind::Combat);
        QCOMPARE(combat->combat->aRoll.die, Die::Averaging); // §3.1: the competition's combat die
        // The same state and action give the same fight: the dice live in the state.
        QCOMPARE(findEffect(applied(s, f).effects, Effect::Kind::Combat)->combat->aRoll, combat->combat->aRoll);
    }

    void rule_9_1_eachPairFightsOncePerPhaseInTheCombatPhase()
    {
        GameState s = trackedLines();
        s = after(s, fight(0, 8, 4, 4));
        const auto again = ancients::apply(s, fight(0, 8, 3, 3));
        QVERIFY(!again.ok());
        QCOMPARE(again.error().code, std::string("already-fought"));
        // Another pair may fight; so may this pair in the next turn's Combat phase.
        QVERIFY(ancients::apply(s, fight(1, 7, 4, 4)).ok());
        const auto moving = ancients::apply(after(trackedLines(), EndPhase{}), fight(0, 8, 4, 4));
        QVERIFY(!moving.ok());
        QCOMPARE(moving.error().code, std::string("not-combat-phase"));
    }

    void rule_9_1_onlyEngagedPairsFight()
    {
        const auto apart = ancients::apply(trackedLines(), fight(0, 6, 4, 4)); // (0,0) and (1,2) do not touch
        QVERIFY(!apart.ok());
        QCOMPARE(apart.error().code, std::string("not-engaged"));
        const auto enemyFirst = ancients::apply(trackedLines(), fight(8, 0, 4, 4));
        QVERIFY(!enemyFirst.ok());
        QCOMPARE(enemyFirst.error().code, std::string("not-active-player"));
        GameState u = toCombat(untracked(lineArmy("A", 1), lineArmy("B", 1)));
        const auto noContact = ancients::apply(u, fight(0, 1, 4, 4));
        QVERIFY(!noContact.ok());
        QCOMPARE(noContact.error().code, std::string("not-engaged"));
        QVERIFY(ancients::apply(inContact(u, {{0, 1}}), fight(0, 1, 4, 4)).ok());
    }

    void rule_9_5_theLossIsSettledBeforeAnythingElse()
    {
        const GameState s = after(trackedLines(), fight(0, 8, 2, 5));
        for (const Action &a : std::vector<Action>{EndPhase{}, fight(1, 7, 4, 4), AddFatigue{{{1, 1}}, "9.5"}}) {
            const auto r = ancients::apply(s, a);
            QVERIFY(!r.ok());
            QCOMPARE(r.error().code, std::string("loss-pending"));
        }
        const auto wrongTotal = ancients::apply(s, allocate(1, 1));
        QVERIFY(!wrongTotal.ok());
        QCOMPARE(wrongTotal.error().code, std::string("allocation-total"));
        QVERIFY(!ancients::apply(trackedLines(), allocate(1, 0)).ok()); // nothing to allocate
    }

    // ---- §9.5 fatigue or ground ----------------------------------------------------------

    void rule_9_5_heldPointsAreFatigueOnTheLosingBase()
    {
        const GameState s = after(trackedLines(), fight(0, 8, 2, 5));
        const Applied r = applied(s, allocate(3, 0));
        QCOMPARE(fatigueOf(r.state, 0), 4);
        for (const BaseId other : {1, 2, 3, 4, 5})
            QCOMPARE(fatigueOf(r.state, other), 1);
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{0, 0})); // it holds its ground
        QCOMPARE(block(r.state, 0).bases.size(), std::size_t(6));
        QVERIFY(!r.state.pendingLoss);
    }

    void rule_9_5_pinnedBaseTakesPushBackAsFatigue()
    {
        // Untracked: the players say Base 1 cannot retreat (its rear is blocked).
        GameState u = toCombat(untracked(lineArmy("A", 1, 2), lineArmy("B", 1, 2)));
        u = inContact(u, {{0, 1}}, {2});
        u = after(u, fight(0, 2, 5, 2));
        AllocateLoss a = allocate(0, 3);
        a.file = {2};
        a.seamBases = {2, 3};
        const Applied r = applied(u, a);
        const Effect *pinned = findEffect(r.effects, Effect::Kind::Pinned);
        QVERIFY(pinned);
        QCOMPARE(pinned->amount, 3);
        QCOMPARE(pinned->section, std::string("9.5"));
        QCOMPARE(fatigueOf(r.state, 2), 4);
        QCOMPARE(fatigueOf(r.state, 3), 1); // no split, so no seam
        QCOMPARE(base(r.state, 2).block, 1);
        QCOMPARE(countEffects(r.effects, Effect::Kind::Recoil), 0);
    }

    // ---- §9.6 push-back, recoil and splitting ----------------------------------------------

    void rule_9_6_edgeFileRecoilsAsASnakeAndPaysOneSeam()
    {
        const GameState s = after(trackedLines(), fight(0, 8, 2, 5));
        const Applied r = applied(s, allocate(2, 1, RearSide::Left));
        // The file (Bases 0 and 3) slides one rank back along the left rear diagonal, intact.
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{-1, 0}));
        QCOMPARE(base(r.state, 3).hex, std::optional<Hex>(Hex{-2, 0}));
        QCOMPARE(base(r.state, 0).facing, Facing{0});
        const BlockId file = base(r.state, 0).block;
        QVERIFY(file != 0);
        QCOMPARE(base(r.state, 3).block, file);
        QCOMPARE(block(r.state, file).bases.size(), std::size_t(2));
        QCOMPARE(block(r.state, 0).bases.size(), std::size_t(4));
        // One seam: the Bases on either side of it (0 and 3; 1 and 4) take +1; the held 2 land on Base 0.
        QCOMPARE(fatigues(r.state, {0, 1, 2, 3, 4, 5}), (std::vector<int>{4, 2, 1, 2, 2, 1}));
        const Effect *recoil = findEffect(r.effects, Effect::Kind::Recoil);
        QVERIFY(recoil);
        QCOMPARE(recoil->amount, 1);
        QCOMPARE(recoil->section, std::string("9.6"));
        QVERIFY(base(r.state, 0).gaveGroundThisPhase);
    }

    void rule_9_6_middleFileTearsTwoSeams()
    {
        const GameState s = after(trackedLines(), fight(1, 7, 2, 5));
        const Applied r = applied(s, allocate(0, 3, RearSide::Left));
        // Three ranks back along the left diagonal: (0,1) → (-3,1), (-1,1) → (-4,1).
        QCOMPARE(base(r.state, 1).hex, std::optional<Hex>(Hex{-3, 1}));
        QCOMPARE(base(r.state, 4).hex, std::optional<Hex>(Hex{-4, 1}));
        // The Block comes apart in three: left files, the pushed file, right files.
        QCOMPARE(block(r.state, 0).bases, (std::vector<BaseId>{0, 3}));
        QCOMPARE(countEffects(r.effects, Effect::Kind::Split), 2);
        const BlockId right = base(r.state, 2).block;
        QVERIFY(right != 0 && right != base(r.state, 1).block);
        QCOMPARE(block(r.state, right).bases, (std::vector<BaseId>{2, 5}));
        // Two seams: the file's Bases border both (+2 each), their neighbours one each.
        QCOMPARE(fatigues(r.state, {0, 1, 2, 3, 4, 5}), (std::vector<int>{2, 3, 2, 2, 3, 2}));
        int seamFatigue = 0;
        for (const Effect &e : r.effects)
            seamFatigue += e.kind == Effect::Kind::Fatigue && e.section == "9.6" ? e.amount : 0;
        // An edge file's recoil costs half as much in seams (4).
        const Applied edge = applied(after(trackedLines(), fight(0, 8, 2, 5)), allocate(0, 3));
        int edgeSeams = 0;
        for (const Effect &e : edge.effects)
            edgeSeams += e.kind == Effect::Kind::Fatigue && e.section == "9.6" ? e.amount : 0;
        QCOMPARE(seamFatigue, 8);
        QCOMPARE(edgeSeams, 4);
    }

    void rule_9_6_blockedSnakeIsPinned()
    {
        // A friendly Base on (-2,0) stands in the left diagonal's way; on the right, Base 4 does.
        GameState s = trackedLines({{spec(TroopType::MediumInfantry, 1, 1), at(-2, 0, 0)}});
        s = after(s, fight(0, 9, 2, 5));
        for (const RearSide side : {RearSide::Left, RearSide::Right}) {
            const Applied r = applied(s, allocate(1, 2, side));
            QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{0, 0}));
            QCOMPARE(fatigueOf(r.state, 0), 4); // 1 held + 2 pinned
            QCOMPARE(findEffect(r.effects, Effect::Kind::Pinned)->amount, 2);
            QCOMPARE(block(r.state, 0).bases.size(), std::size_t(6)); // no split, no seam
            QCOMPARE(fatigueOf(r.state, 1), 1);
        }
        // Two ranks back is blocked after one: the first point is ground, the second Fatigue (ruling R32).
        GameState t = trackedLines({{spec(TroopType::MediumInfantry, 1, 1), at(-3, 0, 0)}});
        t = after(t, fight(0, 9, 2, 5));
        const Applied r = applied(t, allocate(1, 2, RearSide::Left));
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{-1, 0}));
        QCOMPARE(findEffect(r.effects, Effect::Kind::Recoil)->amount, 1);
        QCOMPARE(findEffect(r.effects, Effect::Kind::Pinned)->amount, 1);
        QCOMPARE(fatigueOf(r.state, 0), 1 + 1 + 1 + 1); // seam, held, pinned
    }

    void rule_9_6_singleBaseBlockPaysNoSeam()
    {
        GameState u = toCombat(untracked(lineArmy("A", 1), lineArmy("B", 1)));
        u = after(inContact(u, {{0, 1}}), fight(0, 1, 5, 2));
        const Applied r = applied(u, allocate(0, 3));
        QCOMPARE(fatigueOf(r.state, 1), 1);
        QCOMPARE(countEffects(r.effects, Effect::Kind::Split), 0);
        QCOMPARE(findEffect(r.effects, Effect::Kind::Recoil)->amount, 3);
        QCOMPARE(base(r.state, 1).block, 1);
    }

    void rule_9_6_noFreeRetreatForAOneFileColumn()
    {
        // Tracked: a 1 × 3 column on (0,0) (-1,0) (-2,0) facing an enemy on (1,0). Its file is the
        // whole Block: nothing splits, but "the seam cost ... is always paid — even for a uniform
        // whole-Block push" (§9.6, ruling R31): each of its Bases takes +1.
        GameState s = toCombat(tracked(army("A", {spec(TroopType::MediumInfantry, 1, 3)}),
                                       army("B", {spec(TroopType::MediumInfantry, 1, 1)}), {at(0, 0, 0), at(1, 0, 3)}));
        s = after(s, fight(0, 3, 2, 5));
        QCOMPARE(s.pendingLoss->points, 3);
        const Applied r = applied(s, allocate(2, 1, RearSide::Left));
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{-1, 0}));
        QCOMPARE(findEffect(r.effects, Effect::Kind::Recoil)->amount, 1);
        QCOMPARE(countEffects(r.effects, Effect::Kind::Split), 0);
        QCOMPARE(fatigues(r.state, {0, 1, 2}), (std::vector<int>{4, 2, 2})); // 2 held + 1 seam; 1 seam each
        // Untracked: the players name the whole column as the file; the same seam is paid.
        GameState u = toCombat(untracked(army("A", {spec(TroopType::MediumInfantry, 1, 3)}), lineArmy("B", 1)));
        u = after(inContact(u, {{0, 1}}), fight(0, 3, 2, 5));
        AllocateLoss a = allocate(0, 3);
        a.file = {0, 1, 2};
        const Applied v = applied(u, a);
        QCOMPARE(fatigues(v.state, {0, 1, 2}), (std::vector<int>{2, 2, 2}));
        QVERIFY(hasEffect(v.effects, Effect::Kind::Fatigue, "9.6"));
        // The two exemptions the text names stay: an evading Skirmisher column pays nothing.
        GameState w = toCombat(untracked(lineArmy("A", 1), army("B", {spec(TroopType::Skirmishers, 1, 2)})));
        w = after(inContact(w, {{0, 1}}), fight(0, 1, 4, 4));
        AllocateLoss e = allocate(0, w.pendingLoss->points);
        e.file = {1, 2};
        QCOMPARE(fatigues(after(w, e), {1, 2}), (std::vector<int>{1, 1}));
    }

    void rule_9_6_untrackedFileNamesItsSeams()
    {
        GameState u = toCombat(untracked(lineArmy("A", 1), army("B", {spec(TroopType::MediumInfantry, 3, 2)})));
        u = after(inContact(u, {{0, 1}}), fight(0, 2, 5, 2)); // B's middle front Base (2) loses by 3
        AllocateLoss a = allocate(2, 1);
        a.file = {2, 5};
        const auto noSeam = ancients::apply(u, a);
        QVERIFY(!noSeam.ok());
        QCOMPARE(noSeam.error().code, std::string("seam-unknown"));
        a.seamBases = {2, 5, 1, 3, 4, 6};
        a.farSide = {3, 6};
        const Applied r = applied(u, a);
        // A middle file: its seam Bases pay for both seams.
        QCOMPARE(fatigues(r.state, {1, 2, 3, 4, 5, 6}), (std::vector<int>{2, 5, 2, 2, 3, 2}));
        QCOMPARE(block(r.state, 1).bases, (std::vector<BaseId>{1, 4}));
        QCOMPARE(block(r.state, base(r.state, 3).block).bases, (std::vector<BaseId>{3, 6}));
        QCOMPARE(block(r.state, base(r.state, 2).block).bases, (std::vector<BaseId>{2, 5}));
    }

    void rule_9_6_dislocationBreaksAWornLoneBase()
    {
        // A 3-Base line whose end Base is worn to 7: the Block averages 3 and stands.
        // A second, distant Block keeps the army short of its 30% break.
        GameState s = tracked(army("A", {spec(TroopType::MediumInfantry, 3, 1), spec(TroopType::MediumInfantry, 4, 1)}),
                              army("B", {spec(TroopType::MediumInfantry, 1, 1)}),
                              {at(0, 0, 0), at(-6, 10, 0), at(1, 0, 3)});
        s = toCombat(withFatigue(s, {{0, 7}}));
        s = after(s, fight(0, 7, 2, 5));
        const Applied r = applied(s, allocate(2, 1));
        // Shoved out alone it averages its own 7 + 1 seam + 2 held, over 6: it breaks and routs.
        QVERIFY(base(r.state, 0).routed);
        QVERIFY(findEffect(r.effects, Effect::Kind::BlockBroke));
        QVERIFY(hasEffect(r.effects, Effect::Kind::Note, "9.6"));
        // The Bases it left stand: Base 1 with its seam. The Base broke on (-1,0), two hexes
        // from its old Block, beyond one base-width (§12.1, ruling R11): no contagion.
        QVERIFY(block(r.state, 0).active());
        QCOMPARE(fatigueOf(r.state, 1), 2);
        QCOMPARE(fatigueOf(r.state, 2), 1);
        QVERIFY(!r.state.army(Side::A).broken);
    }

    // ---- §4, §9.2 the order of fights ----------------------------------------------------

    void rule_4_pushBackStripsAnOverlapFromTheNextFight()
    {
        GameState u = toCombat(untracked(lineArmy("A", 1, 2), lineArmy("B", 1, 2)));
        u = inContact(u, {{0, 1}});
        // The second fight: A's Base 1 against B's Base 3, lapped by B's Base 2.
        Fight second = fight(1, 3, 4, 4);
        second.enemyLapping = 2;
        // Fought first, the overlap counts: +1 to B, and B wins by 1.
        const Applied control = applied(u, second);
        QCOMPARE(sumModifiers(findEffect(control.effects, Effect::Kind::Combat)->combat->assessment.bModifiers, "9.2"), 1);
        QCOMPARE(control.state.pendingLoss->loser, 1);
        // The active player resolves A's Base 0 against B's Base 2 first, and B gives ground.
        GameState s = after(u, fight(0, 2, 5, 2));
        AllocateLoss give = allocate(0, 3);
        give.file = {2};
        give.seamBases = {2, 3};
        s = after(s, give);
        const Applied r = applied(s, second);
        const Effect *combat = findEffect(r.effects, Effect::Kind::Combat);
        QCOMPARE(sumModifiers(combat->combat->assessment.bModifiers, "9.2"), 0);
        QCOMPARE(combat->combat->loser, Striker::None); // 4 against 4: the overlap was the difference
        QVERIFY(hasEffect(r.effects, Effect::Kind::Note, "9.2"));
    }

    void rule_9_2_trackedOverlapMustStandInTheOtherFrontHex()
    {
        // A's Base 1 on (0,1) has front hexes (1,0) and (1,1): fighting B's Base 7 on (1,1),
        // it is lapped by B's Base 8 on (1,0), but not by B's Base 6 on (1,2).
        const GameState s = trackedLines();
        Fight f = fight(1, 7, 4, 4);
        f.enemyLapping = 8;
        const Applied r = applied(s, f);
        QCOMPARE(sumModifiers(findEffect(r.effects, Effect::Kind::Combat)->combat->assessment.bModifiers, "9.2"), 1);
        f.enemyLapping = 6;
        const auto far = ancients::apply(s, f);
        QVERIFY(!far.ok());
        QCOMPARE(far.error().code, std::string("not-lapping"));
    }

    // ---- §9.3 rear cascade -------------------------------------------------------------------

    void rule_9_3_rearAttackedBaseLosingByTwoGivesItsBlockFatigue()
    {
        GameState u = toCombat(untracked(lineArmy("A", 1), lineArmy("B", 1, 3)));
        u = inContact(u, {{0, 1}});
        Fight f = fight(0, 1, 3, 3);
        f.rear = Striker::A; // A's Base strikes B's rear: +2 / −2, a margin of 4
        const Applied r = applied(u, f);
        QCOMPARE(r.state.pendingLoss->points, 4);
        QCOMPARE(fatigues(r.state, {1, 2, 3}), (std::vector<int>{2, 2, 2}));
        QVERIFY(hasEffect(r.effects, Effect::Kind::Fatigue, "9.3"));
        // Losing by 1 in the rear is no cascade: 2 against 5 is −3 + 4 = a win by 1 for A.
        Fight g = fight(0, 1, 2, 5);
        g.rear = Striker::A;
        const Applied small = applied(u, g);
        QCOMPARE(small.state.pendingLoss->points, 1);
        QCOMPARE(fatigues(small.state, {1, 2, 3}), (std::vector<int>{1, 1, 1}));
    }

    // ---- §11.2 skirmisher evade ------------------------------------------------------------------

    void rule_11_2_skirmisherEvadesWithoutFatigueOrSeam()
    {
        GameState u = toCombat(untracked(lineArmy("A", 1), army("B", {spec(TroopType::Skirmishers, 2, 1)})));
        u = after(inContact(u, {{0, 1}}), fight(0, 1, 4, 4)); // equal dice; weight 3 against 1 shifts 2
        QCOMPARE(u.pendingLoss->points, 2);
        const auto hold = ancients::apply(u, allocate(1, 1));
        QVERIFY(!hold.ok());
        QCOMPARE(hold.error().code, std::string("evade"));
        QCOMPARE(hold.error().section, std::string("11.2"));
        const Applied r = applied(u, allocate(0, 2));
        QCOMPARE(fatigues(r.state, {1, 2}), (std::vector<int>{1, 1}));
        const Effect *recoil = findEffect(r.effects, Effect::Kind::Recoil);
        QCOMPARE(recoil->section, std::string("11.2"));
        QCOMPARE(recoil->amount, 2);
        QVERIFY(base(r.state, 1).block != base(r.state, 2).block); // it still comes away from its Block
    }

    void rule_11_2_evadingSkirmisherTakesNoRearCascade()
    {
        // Struck in the rear and beaten by 2 or more, an evading Skirmisher still "never
        // accumulates melee Fatigue" (§11.2, ruling R35): the §9.3 cascade does not reach its Block.
        GameState u = toCombat(untracked(lineArmy("A", 1), army("B", {spec(TroopType::Skirmishers, 2, 1)})));
        u = inContact(u, {{0, 1}});
        Fight f = fight(0, 1, 3, 3);
        f.rear = Striker::A;
        const Applied r = applied(u, f);
        const int points = r.state.pendingLoss->points;
        QVERIFY(points >= 2);
        QCOMPARE(fatigues(r.state, {1, 2}), (std::vector<int>{1, 1}));
        QVERIFY(!hasEffect(r.effects, Effect::Kind::Fatigue, "9.3"));
        const Applied evaded = applied(r.state, allocate(0, points));
        QCOMPARE(fatigues(evaded.state, {1, 2}), (std::vector<int>{1, 1}));
        // Pinned, the evade fails and it takes the full result: the cascade lands then.
        GameState pinned = toCombat(untracked(lineArmy("A", 1), army("B", {spec(TroopType::Skirmishers, 2, 1)})));
        pinned = after(inContact(pinned, {{0, 1}}, {1}), f);
        const Applied held = applied(pinned, allocate(0, points));
        QVERIFY(hasEffect(held.effects, Effect::Kind::Fatigue, "9.3"));
        QCOMPARE(fatigues(held.state, {1, 2}), (std::vector<int>{1 + 1 + points, 2}));
    }

    void rule_11_2_caughtByFasterTroopsTheEvadeFails()
    {
        // Cavalry (a cavalry move) charges Skirmishers (a light-foot move) this turn.
        GameState u = untracked(army("A", {spec(TroopType::Cavalry)}), army("B", {spec(TroopType::Skirmishers, 2, 1)}));
        MoveBlock charge;
        charge.block = 0;
        charge.charge = true;
        charge.dice = dice(6);
        u = toCombat(after(u, charge));
        u = after(inContact(u, {{0, 1}}), fight(0, 1, 4, 4)); // weight 4 against 1: shift capped at 2
        QVERIFY(u.pendingLoss->evadeCaught);
        const Applied r = applied(u, allocate(2, 0)); // the full result, held as Fatigue
        QCOMPARE(fatigueOf(r.state, 1), 3);
        // The same fight against a Block that did not charge this turn: the Skirmisher evades.
        GameState v = untracked(army("A", {spec(TroopType::Cavalry)}), army("B", {spec(TroopType::Skirmishers, 2, 1)}));
        v = after(inContact(toCombat(v), {{0, 1}}), fight(0, 1, 4, 4));
        QVERIFY(!v.pendingLoss->evadeCaught);
        QVERIFY(!ancients::apply(v, allocate(2, 0)).ok());
    }

    void rule_11_2_pinnedSkirmisherCannotEvade()
    {
        GameState u = toCombat(untracked(lineArmy("A", 1), army("B", {spec(TroopType::Skirmishers, 2, 1)})));
        u = after(inContact(u, {{0, 1}}, {1}), fight(0, 1, 4, 4));
        const Applied r = applied(u, allocate(0, 2));
        // It cannot fall back the full distance: the evade fails and it takes the full result.
        QCOMPARE(fatigueOf(r.state, 1), 3);
        QCOMPARE(countEffects(r.effects, Effect::Kind::Recoil), 0);
        QVERIFY(hasEffect(r.effects, Effect::Kind::Note, "11.2"));
    }

    // ---- §11.1, §11.4 pursuit -------------------------------------------------------------------

    void rule_11_1_shockBaseThatWinsMustPursue()
    {
        GameState u = toCombat(untracked(army("A", {spec(TroopType::Warband)}), lineArmy("B", 1)));
        u = after(inContact(u, {{0, 1}}), fight(0, 1, 5, 2));
        const Applied lost = applied(u, allocate(0, 3));
        QVERIFY(lost.state.pendingPursuit.has_value());
        QCOMPARE(lost.state.pendingPursuit->pursuer, 0);
        QVERIFY(!lost.state.pendingPursuit->optional);
        const auto other = ancients::apply(lost.state, EndPhase{});
        QVERIFY(!other.ok());
        QCOMPARE(other.error().code, std::string("pursuit-pending"));
        Pursue decline;
        decline.decline = true;
        const auto refused = ancients::apply(lost.state, decline);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, std::string("pursuit-mandatory"));
        const Applied r = applied(lost.state, Pursue{});
        QCOMPARE(findEffect(r.effects, Effect::Kind::Pursuit)->amount, moveAllowance(TroopType::Warband));
        QCOMPARE(fatigues(r.state), fatigues(lost.state)); // no test, no Fatigue
        QVERIFY(!r.state.pendingPursuit);
        // Holding its ground (all Fatigue) leaves nothing to pursue.
        QVERIFY(!applied(u, allocate(3, 0)).state.pendingPursuit);
    }

    void rule_11_1_pursuitCanRunIntoNewContact()
    {
        // Cavalry on (0,0) against a Medium Infantry Base on (1,0): pushed back one rank,
        // the infantry stands on (2,0); the cavalry follows one hex and is in contact again.
        GameState s = tracked(army("A", {spec(TroopType::Cavalry)}), army("B", {spec(TroopType::MediumInfantry)}),
                              {at(0, 0, 0), at(1, 0, 3)});
        s = after(toCombat(s), fight(0, 1, 5, 2)); // 5 against 2, weight 4 against 3: a margin of 4
        s = after(s, allocate(3, 1, RearSide::Left));
        QCOMPARE(base(s, 1).hex, std::optional<Hex>(Hex{2, 0}));
        const Applied r = applied(s, Pursue{});
        QCOMPARE(base(r.state, 0).hex, std::optional<Hex>(Hex{1, 0}));
        QCOMPARE(findEffect(r.effects, Effect::Kind::Pursuit)->amount, 1);
        QVERIFY(facts(r.state).contact(0, 1));
    }

    void rule_11_4_lightCavalryMayDeclineToPursue()
    {
        GameState u = toCombat(untracked(army("A", {spec(TroopType::LightCavalry)}), army("B", {spec(TroopType::Skirmishers)})));
        u = after(inContact(u, {{0, 1}}), fight(0, 1, 5, 2));
        u = after(u, allocate(0, u.pendingLoss->points));
        QVERIFY(u.pendingPursuit && u.pendingPursuit->optional);
        Pursue decline;
        decline.decline = true;
        const Applied r = applied(u, decline);
        QVERIFY(!r.state.pendingPursuit);
        QCOMPARE(findEffect(r.effects, Effect::Kind::Pursuit)->section, std::string("11.4"));
    }

    void rule_11_1_afterTheFirstRoundShockCountsOnlyItsOwnKindsOverlaps()
    {
        // Warband (Bases 0, 1) and a Cavalry Base (2) against a Medium Infantry line.
        GameState u = untracked(army("A", {spec(TroopType::Warband, 2, 1), spec(TroopType::Cavalry)}), lineArmy("B", 1, 2));
        u = toCombat(u);
        u = inContact(u, {{0, 2}});
        u = after(u, fight(0, 3, 4, 4)); // a draw: the pair is engaged from now on
        // Next Combat phase (side B's turn): the same pair fights a second round.
        while (!(u.phase == Phase::Combat && u.active == Side::B))
            u = after(u, EndPhase{});
        Fight f = fight(3, 0, 4, 4);
        f.enemyLapping = 2; // the Cavalry Base laps B's Base for the Warband: not its own kind
        const Applied other = applied(u, f);
        QCOMPARE(sumModifiers(findEffect(other.effects, Effect::Kind::Combat)->combat->assessment.bModifiers, "9.2"), 0);
        f.enemyLapping = 1; // a Warband Base: its own kind
        const Applied own = applied(u, f);
        QCOMPARE(sumModifiers(findEffect(own.effects, Effect::Kind::Combat)->combat->assessment.bModifiers, "9.2"), 1);
        // In the first round any friend's overlap counts.
        GameState first = inContact(toCombat(untracked(army("A", {spec(TroopType::Warband, 2, 1), spec(TroopType::Cavalry)}),
                                                       lineArmy("B", 1, 2))),
                                    {{0, 2}});
        Fight g = fight(0, 3, 4, 4);
        g.lapping = 2;
        QCOMPARE(sumModifiers(findEffect(applied(first, g).effects, Effect::Kind::Combat)->combat->assessment.aModifiers, "9.2"), 1);
    }

    void rule_11_1_shockChargeGivesShockInTheFight()
    {
        // Cavalry makes a full first move, then contact on a chained second move (§5.3).
        GameState s = tracked(army("A", {spec(TroopType::Cavalry)}), army("B", {spec(TroopType::MediumInfantry)}),
                              {at(0, 0, 0), at(9, 0, 3)});
        MoveBlock first;
        first.block = 0;
        first.destination[0] = {Hex{4, 0}, Facing{0}};
        first.dice = dice(6);
        s = after(s, first);
        MoveBlock second;
        second.block = 0;
        second.destination[0] = {Hex{8, 0}, Facing{0}};
        second.dice = dice(6);
        s = toCombat(after(s, second));
        QVERIFY(block(s, 0).shockCharge);
        const Applied r = applied(s, fight(0, 1, 3, 3));
        const CombatResult &c = *findEffect(r.effects, Effect::Kind::Combat)->combat;
        // Shock +2 / −2 against formed infantry? A lone Base is not formed (R5): +1 / −1.
        QCOMPARE(sumModifiers(c.assessment.aModifiers, "11.1"), 1);
        QCOMPARE(sumModifiers(c.assessment.bModifiers, "11.1"), -1);
    }

    // ---- §12.1 after the army breaks ------------------------------------------------------

    void rule_12_1_pushBackAfterArmyBreakIsABreak()
    {
        // B: a 2-Base Block and three lone Bases; two lone Bases routed is 2 of 5, past 30%.
        GameState u = untracked(lineArmy("A", 1),
                                army("B", {spec(TroopType::MediumInfantry, 2, 1), spec(TroopType::MediumInfantry),
                                           spec(TroopType::MediumInfantry), spec(TroopType::MediumInfantry)}));
        u = withFatigue(u, {{3, 7}, {4, 7}});
        QVERIFY(u.army(Side::B).broken);
        u = after(inContact(toCombat(u), {{0, 1}}), fight(0, 1, 5, 2));
        AllocateLoss a = allocate(2, 1);
        a.file = {1};
        a.seamBases = {1, 2};
        const Applied r = applied(u, a);
        QVERIFY(base(r.state, 1).routed);
        QVERIFY(base(r.state, 2).routed);
        const Effect *broke = findEffect(r.effects, Effect::Kind::BlockBroke);
        QVERIFY(broke);
        QCOMPARE(broke->section, std::string("12.1"));
        // Holding instead keeps the Block: all points as Fatigue.
        const Applied held = applied(u, allocate(3, 0));
        QVERIFY(!base(held.state, 1).routed);
    }
};

QTEST_GUILESS_MAIN(TestCombatPhase)
#include "tst_combat_phase.moc"

// The end of the Combat phase (§4, rulings R23, R43): "every melee on the table
// is resolved". A battle that checks every melee refuses to end the phase while
// one is unfought, with or without a pairing plan, with tracked positions (each
// engaged Base of the side to act) and without (each contact between Blocks),
// and the refusal names every one. Battles recorded before keep their check.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/combatplan.h"
#include "ancients/game.h"
#include "ancients/refusal.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <set>
#include <string>
#include <vector>

using namespace ancients;
using namespace gametest;

namespace {

PlanCombat plan(std::vector<CombatPair> pairs)
{
    return PlanCombat{std::move(pairs)};
}

std::string refusal(const GameState &s, const Action &a)
{
    const auto r = ancients::apply(s, a);
    return r.ok() ? std::string("accepted") : r.error().code;
}

/** @p s checking every melee, as a new battle does. */
GameState everyMelee(GameState s)
{
    s.meleeCheck = MeleeCheck::Every;
    return s;
}

/**
 * Tracked: army A a line of @p width Medium Infantry Bases at (0,0) facing vertex 0
 * (Bases 0 … width−1 on (0,0) (0,1) …), army B a line of @p width facing it
 * (Bases width … 2·width−1 on (1,width−1) … (1,0)): every Base of A is engaged.
 */
GameState trackedLines(int width)
{
    return toCombat(tracked(army("A", {spec(TroopType::MediumInfantry, width, 1)}),
                            army("B", {spec(TroopType::MediumInfantry, width, 1)}), {at(0, 0, 0), at(1, width - 1, 3)}));
}

/** Untracked: @p blocksEach one-Base Blocks a side (army A's Blocks 0…, army B's after), with @p contacts entered. */
GameState untrackedContacts(int blocksEach, std::set<std::pair<BlockId, BlockId>> contacts, int basesEach = 1)
{
    GameState s = toCombat(untracked(lineArmy("A", blocksEach, basesEach), lineArmy("B", blocksEach, basesEach)));
    EnterFacts entered;
    entered.facts.inContact = std::move(contacts);
    return after(s, entered);
}

} // namespace

class TestCombatMelees : public QObject
{
    Q_OBJECT

private slots:
    void rule_4_everyMeleeFoughtWithoutAPlanTracked()
    {
        // No plan: Bases 0 1 2 of A are engaged, and the phase waits for each.
        GameState s = everyMelee(trackedLines(3));
        const auto r = ancients::apply(s, EndPhase{});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("melee-unfought"));
        QCOMPARE(r.error().arg("bases")->value, 3);
        QCOMPARE(r.error().arg("pairs")->value, 0);
        QCOMPARE(r.error().arg("unpaired")->value, 0);
        QCOMPARE(r.error().arg("unpaired2")->value, 1);
        QCOMPARE(r.error().arg("unpaired3")->value, 2);
        QVERIFY(refusalProblems(r.error()).empty());
        s = after(after(s, fight(0, 5, 4, 4)), fight(1, 4, 4, 4));
        QCOMPARE(unfoughtMelees(s).unpaired, (std::vector<BaseId>{2}));
        QCOMPARE(refusal(s, EndPhase{}), std::string("melee-unfought"));
        s = after(s, fight(2, 3, 4, 4));
        QVERIFY(unfoughtMelees(s).empty());
        QCOMPARE(after(s, EndPhase{}).phase, Phase::Recovery);
        // A battle recorded before every melee was checked ends the phase as it did (ruling R23).
        QCOMPARE(refusal(trackedLines(3), EndPhase{}), std::string("accepted"));
    }

    void rule_4_newGameChecksEveryMeleeWhenAsked()
    {
        const ArmyList a = army("A", {spec(TroopType::MediumInfantry, 2, 1)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry, 2, 1)});
        const GameState first = must(newGame(a, b, {}, 1, {at(0, 0, 0), at(1, 1, 3)}));
        QCOMPARE(first.meleeCheck, MeleeCheck::PlannedOnly);
        const GameState checked = must(newGame(a, b, {}, 1, {at(0, 0, 0), at(1, 1, 3)}, DiceDerivation::Sequential, MeleeCheck::Every));
        QCOMPARE(checked.meleeCheck, MeleeCheck::Every);
        QCOMPARE(refusal(toCombat(checked), EndPhase{}), std::string("melee-unfought"));
        QCOMPARE(refusal(toCombat(first), EndPhase{}), std::string("accepted"));
    }

    void rule_4_refusalNamesEveryUnpairedBase()
    {
        // Six engaged Bases, one paired: the refusal names the plan's pair and all five others, none left as "more".
        GameState s = after(everyMelee(trackedLines(6)), plan({{0, 11}}));
        const auto r = ancients::apply(s, EndPhase{});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().arg("pairs")->value, 1);
        QCOMPARE(r.error().arg("base")->value, 0);
        QCOMPARE(r.error().arg("enemy")->value, 11);
        QCOMPARE(r.error().arg("bases")->value, 5);
        for (int i = 1; i <= 5; ++i) {
            const std::string name = i == 1 ? "unpaired" : "unpaired" + std::to_string(i);
            QVERIFY2(r.error().arg(name), name.c_str());
            QCOMPARE(r.error().arg(name)->value, i);
            QVERIFY(r.error().arg(i == 1 ? "unpairedEnemy" : "unpairedEnemy" + std::to_string(i)));
        }
        QVERIFY(!r.error().arg("unpaired6"));
        QVERIFY(refusalProblems(r.error()).empty());
        QVERIFY2(r.error().message.find("Base 5") != std::string::npos, r.error().message.c_str());
    }

    void rule_4_refusalNamesEveryUnfoughtPair()
    {
        // Six planned pairs, none fought: every one is named.
        GameState s = untrackedContacts(6, {{0, 6}, {1, 7}, {2, 8}, {3, 9}, {4, 10}, {5, 11}});
        s = after(s, plan({{0, 6}, {1, 7}, {2, 8}, {3, 9}, {4, 10}, {5, 11}}));
        const auto r = ancients::apply(s, EndPhase{});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("melee-unfought"));
        QCOMPARE(r.error().arg("pairs")->value, 6);
        for (int i = 1; i <= 6; ++i) {
            const std::string n = i == 1 ? std::string() : std::to_string(i);
            QVERIFY(r.error().arg("base" + n));
            QCOMPARE(r.error().arg("base" + n)->value, i - 1);
            QCOMPARE(r.error().arg("enemy" + n)->value, i + 5);
        }
        QVERIFY(refusalProblems(r.error()).empty());
    }

    void rule_4_everyContactFoughtUntracked()
    {
        // Untracked (ruling R43): A's Blocks 0 and 1 in contact with B's Blocks 2 and 3.
        GameState s = everyMelee(untrackedContacts(2, {{0, 2}, {1, 2}, {1, 3}}));
        const auto r = ancients::apply(s, EndPhase{});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("melee-unfought"));
        QCOMPARE(r.error().arg("contacts")->value, 3);
        QCOMPARE(r.error().arg("block")->value, 0);
        QCOMPARE(r.error().arg("other")->value, 2);
        QCOMPARE(r.error().arg("block3")->value, 1);
        QCOMPARE(r.error().arg("other3")->value, 3);
        QVERIFY(refusalProblems(r.error()).empty());
        // Without a plan: Base 0 fights Base 2; Base 1 is left for Blocks 2 and 3.
        s = after(s, fight(0, 2, 4, 4));
        QCOMPARE(unfoughtMelees(s).contacts, (std::vector<std::pair<BlockId, BlockId>>{{1, 2}, {1, 3}}));
        // Base 1 fights Base 3: Block 1 has no Base left to fight Block 2 (§9.2: one enemy each).
        s = after(s, fight(1, 3, 4, 4));
        QVERIFY(unfoughtMelees(s).empty());
        QCOMPARE(after(s, EndPhase{}).phase, Phase::Recovery);
        // The same contacts in a battle recorded before: nothing holds the phase without a plan.
        QCOMPARE(refusal(untrackedContacts(2, {{0, 2}, {1, 2}, {1, 3}}), EndPhase{}), std::string("accepted"));
    }

    void rule_4_anOverlapResolvesItsContactUntracked()
    {
        // A's Block 0 (Bases 0, 1) fights B's Block 2 (Bases 4, 5) and touches B's Block 3
        // (Bases 6, 7), which A's Block 1 (Bases 2, 3) fights. Base 0 fights Base 4; Base 1
        // fights no one but laps Base 6 in Base 2's fight: contact 0–3 is an overlap (§9.2).
        const GameState start = everyMelee(untrackedContacts(2, {{0, 2}, {0, 3}, {1, 3}}, 2));
        GameState s = after(start, fight(0, 4, 4, 4));
        QCOMPARE(unfoughtMelees(s).contacts, (std::vector<std::pair<BlockId, BlockId>>{{0, 3}, {1, 3}}));
        Fight lapped = fight(2, 6, 3, 4); // 3 + 1 against 4: nobody loses, nothing left to allocate
        lapped.lapping = 1;
        s = after(s, lapped);
        QVERIFY(unfoughtMelees(s).empty());
        QCOMPARE(refusal(s, EndPhase{}), std::string("accepted"));
        // Named in the plan, the lapping Base is not a Base left to fight; its pair's fight resolves both contacts.
        CombatPair withLap{2, 6};
        withLap.lapping = 1;
        GameState p = after(after(start, plan({{0, 4}, withLap})), fight(0, 4, 4, 4));
        const UnfoughtMelees left = unfoughtMelees(p);
        QCOMPARE(left.unfought, (std::vector<CombatPair>{withLap}));
        QCOMPARE(left.contacts, (std::vector<std::pair<BlockId, BlockId>>{{1, 3}})); // Block 1's Base 3 is free
        p = after(p, fight(2, 6, 3, 4));
        QVERIFY(unfoughtMelees(p).empty());
        QCOMPARE(refusal(p, EndPhase{}), std::string("accepted"));
    }

    void rule_4_aContactPushedApartHoldsNothingUntracked()
    {
        // A's Blocks 0 and 1 in contact with B's Block 2 (one Base, 2). Base 0 beats it;
        // its Block gives a base-depth of ground whole: it is out of contact with Block 1 too.
        GameState s = everyMelee(untrackedContacts(2, {{0, 2}, {1, 2}}));
        s = after(s, fight(0, 2, 5, 2));
        QVERIFY(s.pendingLoss);
        QCOMPARE(unfoughtMelees(s).contacts, (std::vector<std::pair<BlockId, BlockId>>{{1, 2}}));
        s = after(s, AllocateLoss{0, 3, RearSide::Left, false, {}, {}, {}});
        QVERIFY(unfoughtMelees(s).empty());
        QCOMPARE(refusal(s, EndPhase{}), std::string("accepted"));
    }

    void rule_4_aFightCountsAfterItsFileSplitsUntracked()
    {
        // A's Block 0 (Bases 0, 1) fights B's Block 2 (Bases 4, 5); Base 4 loses and its file
        // splits off into a Block of its own. The contact 0–2 was fought all the same.
        GameState s = everyMelee(untrackedContacts(2, {{0, 2}}, 2));
        s = after(s, fight(0, 4, 5, 2));
        s = after(s, AllocateLoss{0, 3, RearSide::Left, false, {4}, {4, 5}, {}});
        QVERIFY(base(s, 4).block != 2);
        QVERIFY(unfoughtMelees(s).empty());
        QCOMPARE(refusal(s, EndPhase{}), std::string("accepted"));
        // A broken Block holds nothing either.
        GameState broken = everyMelee(untrackedContacts(1, {{0, 1}}));
        broken = withFatigue(broken, {{1, 7}});
        QVERIFY(!block(broken, 1).active());
        QCOMPARE(refusal(broken, EndPhase{}), std::string("accepted"));
    }
};

QTEST_GUILESS_MAIN(TestCombatMelees)
#include "tst_combat_melees.moc"

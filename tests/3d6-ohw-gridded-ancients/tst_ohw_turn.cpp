// The turn (§4): the initiative roll (§10.3, ruling R27), the steps in order,
// Step 4's morale checks, retreats and advances (§8, §5.4, §5.5, rulings R9,
// R20, R22) and Step 5's breakpoint (§9, rulings R23, R24).
#include "ohwtesthelpers.h"

using namespace ohw;
using namespace ohwtest;

namespace {

std::vector<Step> stepsBegun(const std::vector<Effect> &effects)
{
    std::vector<Step> steps;
    for (const Effect &e : effects) {
        if (e.kind == Effect::Kind::StepBegan)
            steps.push_back(e.step);
    }
    return steps;
}

/** A's Morale step with Auxilia hit by Legio IX's charge and attack (2 hits). */
GameState auxiliaBeaten()
{
    GameState s = must(aMoving(), Move{LegioIX, {}, Charge{Auxilia, Face::Front}});
    s = until(s, Step::Combat);
    s = must(s, Attack{LegioIX, Auxilia, std::vector<int>{5, 6, 2, 3}});
    return must(s, EndStep{});
}

} // namespace

class TestTurn : public QObject
{
    Q_OBJECT

private slots:
    // §4: initiative, then each player's five steps, the first player's half before the second's.
    void rule_4_theStepsInOrder()
    {
        GameState s = battle();
        QCOMPARE(s.step, Step::Initiative);
        QCOMPARE(refusedWith(s, EndStep{}), std::string("initiative-due"));
        QCOMPARE(refusedWith(s, TakeBreakpoint{}), std::string("wrong-step"));
        std::vector<Step> seen;
        std::vector<Side> phasing;
        s = must(s, RollInitiative{std::array<int, 2>{4, 4}});
        for (int i = 0; i < 2; ++i) {
            for (int n = 0; n < 4; ++n) {
                seen.push_back(s.step);
                phasing.push_back(s.active());
                s = must(s, EndStep{});
            }
            seen.push_back(s.step);
            phasing.push_back(s.active());
            QCOMPARE(refusedWith(s, EndStep{}), std::string("breakpoint-due"));
            QCOMPARE(refusedWith(s, RollInitiative{}), std::string("wrong-step"));
            s = must(s, TakeBreakpoint{std::vector<int>{}});
        }
        QCOMPARE(seen, (std::vector<Step>{Step::Movement, Step::Shooting, Step::Combat, Step::Morale, Step::Breakpoint,
                                          Step::Movement, Step::Shooting, Step::Combat, Step::Morale, Step::Breakpoint}));
        QCOMPARE(phasing, (std::vector<Side>{Side::A, Side::A, Side::A, Side::A, Side::A, Side::B, Side::B, Side::B,
                                             Side::B, Side::B}));
        QCOMPARE(s.step, Step::Initiative);
        QCOMPARE(s.turn, 2);
        QCOMPARE(stepsBegun(lastEffects()), std::vector<Step>{Step::Initiative});
    }

    // Ruling R27: the holder keeps the initiative on a tie and on a win by 1, and moves first.
    void rule_10_3_theHolderKeepsItOnATieOrByOne()
    {
        for (const auto dice : {std::array<int, 2>{4, 4}, std::array<int, 2>{3, 4}, std::array<int, 2>{6, 1}}) {
            const GameState s = must(battle(), RollInitiative{dice});
            QCOMPARE(s.initiative, Side::A);
            QCOMPARE(s.active(), Side::A);
            QCOMPARE(s.step, Step::Movement);
            QVERIFY(!effectsOf(Effect::Kind::InitiativeRolled).front().passed);
        }
    }

    // §10.3: the other player takes it by winning by 2 or more, and chooses to move first or second.
    void rule_10_3_winningByTwoTakesTheInitiative()
    {
        GameState s = must(battle(), RollInitiative{std::array<int, 2>{2, 4}});
        QVERIFY(effectsOf(Effect::Kind::InitiativeRolled).front().passed);
        QCOMPARE(s.initiative, Side::B);
        QVERIFY(s.choosingOrder);
        QCOMPARE(refusedWith(s, EndStep{}), std::string("order-choice-due"));
        QCOMPARE(refusedWith(s, Move{Auxilia, {space()}}), std::string("order-choice-due"));
        const GameState first = must(s, ChooseOrder{true});
        QCOMPARE(first.active(), Side::B);
        s = must(s, ChooseOrder{false});
        QCOMPARE(s.active(), Side::A);
        QCOMPARE(s.initiative, Side::B);
        QCOMPARE(refusedWith(s, ChooseOrder{true}), std::string("no-choice-due"));
        // Next turn B holds it: B moves first unless A wins by 2.
        s = playUntil(s, Side::A, Step::Initiative);
        GameState kept = must(s, RollInitiative{std::array<int, 2>{5, 4}});
        QCOMPARE(kept.initiative, Side::B);
        QCOMPARE(kept.active(), Side::B);
        GameState taken = must(s, RollInitiative{std::array<int, 2>{6, 4}});
        QCOMPARE(taken.initiative, Side::A);
        QVERIFY(taken.choosingOrder);
    }

    // §10.1: the general's push-move re-roll is his again every turn.
    void rule_10_1_theRerollComesBackEachTurn()
    {
        GameState s = must(aMoving(), Move{LegioX, {space()}});
        s = must(s, PushMove{LegioX, space(), std::nullopt, 1});
        s = must(s, RollPending{std::vector<int>{6}});
        QVERIFY(s.generals.at(Caesar).rerollUsed);
        s = playUntil(must(s, EndStep{}), Side::A, Step::Movement);
        QCOMPARE(s.turn, 2);
        QVERIFY(!s.generals.at(Caesar).rerollUsed);
    }

    // §8: 1–4 hits pass on 2+, 5–8 on 3+; a failed check retreats.
    void rule_8_theMoraleCheck()
    {
        const GameState s = auxiliaBeaten();
        QCOMPARE(moraleChecksDue(s), std::vector<UnitId>{Auxilia});
        QCOMPARE(refusedWith(s, EndStep{}), std::string("morale-checks-due"));
        GameState passed = must(s, CheckMorale{Auxilia, 2});
        const Effect check = effectsOf(Effect::Kind::MoraleCheck).front();
        QCOMPARE(check.needed, 2);
        QVERIFY(check.passed);
        QVERIFY(!passed.pendingRetreat);
        QVERIFY(moraleChecksDue(passed).empty());
        QCOMPARE(refusedWith(passed, CheckMorale{Auxilia, 6}), std::string("morale-not-due"));
        const GameState failed = must(s, CheckMorale{Auxilia, 1});
        QCOMPARE(failed.pendingRetreat, std::optional<UnitId>(Auxilia));
        QCOMPARE(refusedWith(failed, EndStep{}), std::string("retreat-due"));
        GameState worse = s;
        unitIn(worse, Auxilia).hits = 5;
        worse = must(worse, CheckMorale{Auxilia, 2});
        QCOMPARE(effectsOf(Effect::Kind::MoraleCheck).front().needed, 3);
        QVERIFY(worse.pendingRetreat);
        worse = s;
        unitIn(worse, Auxilia).hits = 8;
        worse = must(worse, CheckMorale{Auxilia, 3});
        QVERIFY(!worse.pendingRetreat);
    }

    // Ruling R20: push-move and Impetuous hits call for no check; hits from the enemy do, once.
    void rule_8_onlyHitsFromTheEnemyCallForACheck()
    {
        GameState s = must(aMoving(), Move{LegioIX, {space()}});
        s = must(s, PushMove{LegioIX, space(), std::nullopt, 1});
        QCOMPARE(unitIn(s, LegioIX).hits, 1);
        s = until(s, Step::Morale);
        QVERIFY(moraleChecksDue(s).empty());
        QCOMPARE(refusedWith(s, CheckMorale{LegioIX, 1}), std::string("morale-not-due"));
        QCOMPARE(refusedWith(s, CheckMorale{LegioIX, 7}), std::string("morale-not-due"));
    }

    // §10.1: a general's unit does not check; §10.4: nor does a Veterans unit.
    void rule_10_1_aGeneralsUnitNeedNotCheck()
    {
        GameState s = until(aMoving(), Step::Shooting);
        s = must(s, Shoot{Archers, LegioB, 2, false, std::vector<int>{6}});
        s = must(s, Shoot{VelitesA, Auxilia, 2, false, std::vector<int>{6, 6}});
        s = until(s, Step::Morale);
        QCOMPARE(lastEffects().back().kind, Effect::Kind::MoraleIgnored);
        QCOMPARE(lastEffects().back().cause, Effect::Cause::General);
        QCOMPARE(lastEffects().back().unit, int(LegioB));
        QCOMPARE(moraleChecksDue(s), std::vector<UnitId>{Auxilia});
    }

    void rule_10_4_veteransNeedNotCheck()
    {
        GameState s = must(aMoving(), JoinUnit{Caesar, LegioIX});
        s = until(toSecondHalf(s), Step::Shooting);
        s = must(s, Shoot{LightHorse, LegioX, 2, false, std::vector<int>{6}});
        s = until(s, Step::Morale);
        QCOMPARE(lastEffects().back().kind, Effect::Kind::MoraleIgnored);
        QCOMPARE(lastEffects().back().cause, Effect::Cause::Veterans);
        QCOMPARE(lastEffects().back().section, std::string("10.4"));
        QVERIFY(moraleChecksDue(s).empty());
    }

    // §5.4: one space back: its melee ends, and the enemy may advance into the space (§8, ruling R22).
    void rule_5_4_aFailedCheckRetreats()
    {
        GameState s = must(auxiliaBeaten(), CheckMorale{Auxilia, 1});
        s = must(s, Retreat{RetreatOutcome::Retreated, Terrain::Rough});
        QCOMPARE(effectsOf(Effect::Kind::Retreated).size(), std::size_t(1));
        QVERIFY(enemiesInContact(s, Auxilia).empty());
        QCOMPARE(unitIn(s, Auxilia).ground, Terrain::Rough);
        QCOMPARE(s.army(Side::B).retreated, std::vector<UnitId>{Auxilia});
        QCOMPARE(refusedWith(s, Advance{Equites, Terrain::Open}), std::string("cannot-advance"));
        s = must(s, Advance{LegioIX, Terrain::Hill});
        QCOMPARE(unitIn(s, LegioIX).ground, Terrain::Hill);
        QCOMPARE(refusedWith(s, Advance{LegioIX, Terrain::Open}), std::string("cannot-advance"));
        QCOMPARE(refusedWith(s, Retreat{}), std::string("no-retreat-due"));
    }

    // §5.4, ruling R9: blocked by terrain, +1 hit and it stays; blocked by an enemy, destroyed.
    void rule_5_4_aBlockedRetreat()
    {
        const GameState failed = must(auxiliaBeaten(), CheckMorale{Auxilia, 1});
        QCOMPARE(refusedWith(failed, Retreat{RetreatOutcome::Retreated, Terrain::Swamp}), std::string("cannot-enter"));
        const GameState terrain = must(failed, Retreat{RetreatOutcome::BlockedByTerrain});
        QCOMPARE(unitIn(terrain, Auxilia).hits, 3);
        QCOMPARE(effectsOf(Effect::Kind::Hits).front().cause, Effect::Cause::RetreatBlocked);
        QCOMPARE(enemiesInContact(terrain, Auxilia), std::vector<UnitId>{LegioIX});
        QCOMPARE(terrain.army(Side::B).retreated, std::vector<UnitId>{Auxilia});
        QVERIFY(moraleChecksDue(terrain).empty());
        const GameState enemy = must(failed, Retreat{RetreatOutcome::BlockedByEnemy});
        QVERIFY(unitIn(enemy, Auxilia).removed);
        QCOMPARE(effectsOf(Effect::Kind::Routed).front().cause, Effect::Cause::RetreatBlockedByEnemy);
        QCOMPARE(enemy.army(Side::B).routed, std::vector<UnitId>{Auxilia});
        QVERIFY(enemy.army(Side::B).retreated.empty());
        // A unit at 8 hits blocked by terrain routs: counted once, as routed (ruling R23).
        GameState eight = failed;
        unitIn(eight, Auxilia).hits = 8;
        eight = must(eight, Retreat{RetreatOutcome::BlockedByTerrain});
        QVERIFY(unitIn(eight, Auxilia).removed);
        QVERIFY(eight.army(Side::B).retreated.empty());
        QCOMPARE(eight.army(Side::B).routed, std::vector<UnitId>{Auxilia});
    }

    // §5.5, ruling R9: a friend in the way is pushed back, unless it is engaged.
    void rule_5_5_aRetreatPushesAFriendBack()
    {
        const GameState failed = must(auxiliaBeaten(), CheckMorale{Auxilia, 1});
        const GameState pushed = must(failed, Retreat{RetreatOutcome::PushesFriend, Terrain::Open, Warband, Terrain::Woods});
        QCOMPARE(effectsOf(Effect::Kind::PushedBack).front().unit, int(Warband));
        QCOMPARE(unitIn(pushed, Warband).ground, Terrain::Woods);
        QCOMPARE(unitIn(pushed, Warband).hits, 0);
        QCOMPARE(pushed.army(Side::B).retreated, std::vector<UnitId>{Auxilia});
        QCOMPARE(refusedWith(failed, Retreat{RetreatOutcome::PushesFriend, Terrain::Open, LegioX}), std::string("not-a-friend"));
        const GameState engaged = engage(failed, Equites, Warband);
        QCOMPARE(refusedWith(engaged, Retreat{RetreatOutcome::PushesFriend, Terrain::Open, Warband}),
                 std::string("friend-cannot-give-way"));
        QCOMPARE(refusedWith(failed, Retreat{RetreatOutcome::PushesFriend, Terrain::Open, LightHorse, Terrain::Woods}),
                 std::string("cannot-enter"));
    }

    // §9, ruling R23: 2 a unit and a general, a veteran unit 3.
    void rule_9_theStartingBreakpoint()
    {
        QCOMPARE(startingBreakpoint(caesar()), 4 * 2 + 3 + 2);
        QCOMPARE(startingBreakpoint(pompey()), 5 * 2 + 2);
        const GameState s = battle();
        QCOMPARE(s.army(Side::A).breakpointAtStart, 13);
        QCOMPARE(s.army(Side::A).breakpoint, 13);
        QCOMPARE(s.army(Side::B).breakpoint, 12);
    }

    // §9: −1 a retreat, −2 a rout, −3 a veteran rout, −1D3 a general killed.
    void rule_9_theArmyLosesPoints()
    {
        GameState s = until(aMoving(), Step::Breakpoint);
        s.army(Side::B).retreated = {Auxilia};
        s.army(Side::B).routed = {Warband};
        unitIn(s, Warband).removed = true;
        s.army(Side::B).generalsKilled = {Pompey};
        s.generals.at(Pompey).killed = true;
        s.army(Side::A).routed = {LegioX};
        unitIn(s, LegioX).removed = true;
        QCOMPARE(generalsToCount(s), std::vector<GeneralId>{Pompey});
        QCOMPARE(refusedWith(s, TakeBreakpoint{std::vector<int>{}}), std::string("dice-count"));
        QCOMPARE(refusedWith(s, TakeBreakpoint{std::vector<int>{4}}), std::string("die-face"));
        s = must(s, TakeBreakpoint{std::vector<int>{2}});
        std::vector<std::pair<Effect::Cause, int>> losses;
        for (const Effect &e : effectsOf(Effect::Kind::BreakpointLoss))
            losses.emplace_back(e.cause, e.amount);
        QCOMPARE(losses, (std::vector<std::pair<Effect::Cause, int>>{{Effect::Cause::VeteranRout, 3},
                                                                    {Effect::Cause::Retreat, 1},
                                                                    {Effect::Cause::Rout, 2},
                                                                    {Effect::Cause::GeneralKilled, 2}}));
        QCOMPARE(s.army(Side::A).breakpoint, 10);
        QCOMPARE(s.army(Side::B).breakpoint, 7);
        QVERIFY(s.army(Side::B).routed.empty());
        QCOMPARE(s.active(), Side::B);
        // Ruling R23: a veteran unit costs 3 whatever its troops.
        ArmySetup horse = caesar();
        horse.units[2].traits = traits({Trait::Veterans});
        GameState h = until(must(battle({}, 1, horse), RollInitiative{std::array<int, 2>{4, 4}}), Step::Breakpoint);
        h.army(Side::A).routed = {Equites};
        unitIn(h, Equites).removed = true;
        h = must(h, TakeBreakpoint{std::vector<int>{}});
        QCOMPARE(effectsOf(Effect::Kind::BreakpointLoss).front().amount, 3);
    }

    // §9: at 0 the army quits the field; ruling R23: both at once is a draw, no units left quits too.
    void rule_9_theArmyQuitsAtZero()
    {
        GameState s = until(aMoving(), Step::Breakpoint);
        s.army(Side::B).breakpoint = 2;
        s.army(Side::B).routed = {Warband};
        unitIn(s, Warband).removed = true;
        const GameState won = must(s, TakeBreakpoint{std::vector<int>{}});
        QCOMPARE(won.army(Side::B).breakpoint, 0);
        QVERIFY(won.decided.has_value());
        QCOMPARE(won.decided->winner, std::optional<Side>(Side::A));
        QCOMPARE(effectsOf(Effect::Kind::ArmyQuits).front().cause, Effect::Cause::BreakpointReached);
        QCOMPARE(refusedWith(won, RollInitiative{}), std::string("battle-decided"));
        GameState both = s;
        both.army(Side::A).breakpoint = 1;
        both.army(Side::A).retreated = {LegioIX};
        both = must(both, TakeBreakpoint{std::vector<int>{}});
        QCOMPARE(both.decided->winner, std::optional<Side>());
        QVERIFY(!effectsOf(Effect::Kind::BattleDecided).front().passed);
        GameState empty = until(aMoving(), Step::Breakpoint);
        for (const UnitId id : {Auxilia, Warband, LightHorse, VelitesB, LegioB})
            unitIn(empty, id).removed = true;
        empty = must(empty, TakeBreakpoint{std::vector<int>{}});
        QCOMPARE(empty.decided->winner, std::optional<Side>(Side::A));
        QCOMPARE(effectsOf(Effect::Kind::ArmyQuits).front().cause, Effect::Cause::NoUnitsLeft);
    }

    // A turn as the table plays it: initiative taken, a failed push, a shot, a melee against armor
    // on a hill, a failed morale check and a retreat, and the breakpoint falling.
    void rule_4_aTurnFromInitiativeToBreakpoint()
    {
        ArmySetup a = caesar();
        a.units[LegioIX].ground = Terrain::Hill;
        GameState s = battle({}, 11, a);
        s = must(s, RollInitiative{std::array<int, 2>{1, 5}});
        s = must(s, ChooseOrder{true});
        QCOMPARE(s.active(), Side::B);
        s = must(s, Move{Warband, {space()}});
        s = must(s, PushMove{Warband, space(), std::nullopt, 2});
        QCOMPARE(unitIn(s, Warband).hits, 1);
        s = must(s, Move{Auxilia, {}, Charge{LegioIX, Face::Front}});
        s = must(s, EndStep{});
        s = must(s, Shoot{LightHorse, Equites, 2, false, std::vector<int>{5, 3}});
        QCOMPARE(unitIn(s, Equites).hits, 1);
        s = must(s, EndStep{});
        const Pool pool = *attackPool(s, Attack{Auxilia, LegioIX});
        QCOMPARE(pool.dice, 1);
        s = must(s, Attack{Auxilia, LegioIX, std::vector<int>{6}});
        QCOMPARE(unitIn(s, LegioIX).hits, 1);
        s = must(s, EndStep{});
        QCOMPARE(moraleChecksDue(s), (std::vector<UnitId>{LegioIX, Equites}));
        s = must(s, CheckMorale{LegioIX, 1});
        s = must(s, Retreat{RetreatOutcome::Retreated, Terrain::Open});
        s = must(s, Advance{Auxilia, Terrain::Hill});
        s = must(s, CheckMorale{Equites, 4});
        s = must(s, EndStep{});
        s = must(s, TakeBreakpoint{std::vector<int>{}});
        QCOMPARE(s.army(Side::A).breakpoint, 12);
        QCOMPARE(s.army(Side::B).breakpoint, 12);
        QCOMPARE(s.active(), Side::A);
        QCOMPARE(s.step, Step::Movement);
    }
};

QTEST_GUILESS_MAIN(TestTurn)
#include "tst_ohw_turn.moc"

// The Shoot phase as a game action (§4, §10, rulings R22 and R38): one volley
// rolled by the game's generator or from the players' own dice, the weight shift,
// Fatigue only on the target, shot at whatever the result, the break checks, and
// every refusal: outside the Shoot phase, own side, lost Bases, troops that do not
// shoot, a second volley from one Base, out of range, dice the die does not have;
// the Going that caps each side's weight (§8.2), declared untracked, read from the
// hexes tracked; and volleyInputs(), which must read and refuse a volley as Shoot does.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/combat.h"
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

Q_DECLARE_METATYPE(ancients::TroopType)
Q_DECLARE_METATYPE(ancients::Shoot)

using namespace ancients;
using namespace gametest;

namespace {

/** Ends phases until the Shoot phase of the current turn. */
GameState toShoot(GameState s)
{
    while (s.phase != Phase::Shoot)
        s = after(s, EndPhase{}, "EndPhase");
    return s;
}

/**
 * Untracked, in the Shoot phase of turn 1 (side A active). Army A: Block 0 a
 * single Light Infantry Base (Base 0), Block 1 two Medium Infantry Bases (1, 2).
 * Army B: Block 2 a single @p targetType Base (Base 3), Block 3 a single
 * Skirmisher (Base 4), Block 4 a single Light Infantry Base (Base 5).
 */
GameState skirmish(TroopType targetType = TroopType::LightInfantry, const RulesOptions &options = {})
{
    const ArmyList a = army("A", {spec(TroopType::LightInfantry), spec(TroopType::MediumInfantry, 2)});
    const ArmyList b = army("B", {spec(targetType), spec(TroopType::Skirmishers), spec(TroopType::LightInfantry)});
    return toShoot(untracked(a, b, options));
}

Shoot volley(BaseId firer, BaseId target, std::optional<SuppliedDice> firerDice = std::nullopt,
             std::optional<SuppliedDice> targetDice = std::nullopt)
{
    Shoot s;
    s.firer = firer;
    s.target = target;
    s.firerDice = firerDice;
    s.targetDice = targetDice;
    return s;
}

/** @p shoot with the firer and the target standing in the Going of @p firerGoing and @p targetGoing (§8.2). */
Shoot going(Shoot shoot, int firerGoing, int targetGoing)
{
    shoot.firerGoing = firerGoing;
    shoot.targetGoing = targetGoing;
    return shoot;
}

const Effect *findEffect(const std::vector<Effect> &effects, Effect::Kind kind)
{
    const auto it = std::find_if(effects.begin(), effects.end(), [kind](const Effect &e) { return e.kind == kind; });
    return it == effects.end() ? nullptr : &*it;
}

// A refusal cannot change the state it refuses: apply() reads its state through a const
// reference and hands back a new one. The signature is the guarantee, so it is what is pinned.
static_assert(std::is_same_v<decltype(&ancients::apply), Result<Applied> (*)(const GameState &, const Action &)>);

/**
 * The code of @p action's refusal in @p s; empty if it was applied. A refusal
 * must cite a section and say why, and for a volley, volleyInputs() must refuse
 * it with the same error (or accept it when Shoot does): the odds panel may
 * never offer a volley the game would refuse, nor refuse one it would take.
 */
std::string refusal(const GameState &s, const Action &action)
{
    const auto r = ancients::apply(s, action);
    if (const auto *shoot = std::get_if<Shoot>(&action)) {
        const auto inputs = volleyInputs(s, *shoot);
        if (inputs.ok() != r.ok())
            return r.ok() ? "volleyInputs refused: " + inputs.error().code : "volleyInputs accepted";
        if (!r.ok() && !(inputs.error() == r.error()))
            return "volleyInputs refused otherwise: " + inputs.error().code;
    }
    if (r.ok())
        return {};
    if (r.error().section.empty() || r.error().message.empty())
        return "refused without a section or a reason: " + r.error().code;
    return r.error().code;
}

} // namespace

class TestShooting : public QObject
{
    Q_OBJECT

private slots:
    // ---- §10 the volley ------------------------------------------------------------------

    void rule_10_theGameRollsTheVolleyOnItsCombatDie()
    {
        const GameState s = skirmish(TroopType::MediumInfantry);
        const Applied r = applied(s, volley(0, 3));
        QVERIFY(r.state.rng != s.rng);
        const Effect *v = findEffect(r.effects, Effect::Kind::Volley);
        QVERIFY(v && v->missile);
        QCOMPARE(v->section, std::string("10"));
        QCOMPARE(v->missile->firerRoll.die, Die::Averaging); // §3.1: the combat die
        QCOMPARE(v->base, 3);
        QCOMPARE(v->amount, v->missile->fatigue);
        // The generator in the state rolls exactly as resolveMissile() would, firer first.
        Pcg32 rng = s.rng;
        CombatSide firer;
        firer.type = TroopType::LightInfantry;
        firer.weight = 2;
        CombatSide target;
        target.type = TroopType::MediumInfantry;
        target.weight = 3;
        const auto expected = resolveMissile(firer, target, Die::Averaging, rng);
        QVERIFY(expected.ok());
        QCOMPARE(*v->missile, expected.value());
        QCOMPARE(r.state.rng, rng);
        QCOMPARE(fatigueOf(r.state, 3), 1 + expected.value().fatigue);
        // The same state and action give the same volley: the dice live in the state.
        QCOMPARE(applied(s, volley(0, 3)).state, r.state);
    }

    void rule_10_theGameRollsOnTheD6WhenTheOptionsSaySo()
    {
        RulesOptions o;
        o.combatDie = Die::D6;
        const Applied r = applied(skirmish(TroopType::LightInfantry, o), volley(0, 3));
        QCOMPARE(findEffect(r.effects, Effect::Kind::Volley)->missile->targetRoll.die, Die::D6);
    }

    void rule_10_suppliedDiceDecideTheVolley()
    {
        const GameState s = skirmish();
        // Light Infantry against Light Infantry: no weight shift; 5 beats 2 by 3.
        const Applied r = applied(s, volley(0, 3, dice(5), dice(2)));
        QCOMPARE(r.state.rng, s.rng); // the players' dice: the generator is untouched
        const Effect *v = findEffect(r.effects, Effect::Kind::Volley);
        QCOMPARE(v->missile->firerTotal, 5);
        QCOMPARE(v->missile->targetTotal, 2);
        QCOMPARE(v->missile->margin, 3);
        QCOMPARE(v->amount, 3);
        QVERIFY(v->text.find("rolls 5 and 2") != std::string::npos);
        QVERIFY(v->text.find("margin 3") != std::string::npos);
        QCOMPARE(fatigueOf(r.state, 3), 4);
        const Effect *f = findEffect(r.effects, Effect::Kind::Fatigue);
        QVERIFY(f);
        QCOMPARE(f->section, std::string("10"));
        QCOMPARE(f->base, 3);
        QCOMPARE(f->amount, 3);
        // Only the target: the firer and everyone else are as they were (§10).
        std::vector<int> expected = fatigues(s);
        expected[3] = 4;
        QCOMPARE(fatigues(r.state), expected);
    }

    void rule_10_suppliedDiceAreChecked()
    {
        const GameState s = skirmish();
        // The averaging die has no 1 (§3.1); the target's dice are checked before anything rolls.
        QCOMPARE(refusal(s, volley(0, 3, dice(1), dice(3))), std::string("face-not-on-die"));
        QCOMPARE(refusal(s, volley(0, 3, std::nullopt, dice(6))), std::string("face-not-on-die"));
    }

    void rule_10_tieOrLossHasNoEffectButMarksShotAt()
    {
        const GameState s = skirmish();
        for (const auto &[mine, theirs] : {std::pair{3, 3}, std::pair{2, 5}}) {
            const Applied r = applied(s, volley(0, 3, dice(mine), dice(theirs)));
            QCOMPARE(fatigues(r.state), fatigues(s));
            QCOMPARE(countEffects(r.effects, Effect::Kind::Fatigue), 0);
            const Effect *v = findEffect(r.effects, Effect::Kind::Volley);
            QCOMPARE(v->amount, 0);
            QVERIFY(v->text.find("no effect") != std::string::npos);
            QVERIFY(base(r.state, 3).shotAtThisTurn); // ruling R22
            QVERIFY(!base(r.state, 0).shotAtThisTurn);
        }
    }

    void rule_10_weightShiftIsApplied()
    {
        // Light Infantry (2) at Medium Infantry (3): −1. 5 against 3 is a margin of 1.
        const Applied r = applied(skirmish(TroopType::MediumInfantry), volley(0, 3, dice(5), dice(3)));
        const Effect *v = findEffect(r.effects, Effect::Kind::Volley);
        QCOMPARE(v->missile->weightShift, -1);
        QCOMPARE(v->missile->rawDifference, 2);
        QCOMPARE(v->missile->margin, 1);
        QCOMPARE(fatigueOf(r.state, 3), 2);
        // The other way, Light Infantry at a Skirmisher (1): +1, and a tie still hits.
        const Applied back = applied(skirmish(TroopType::MediumInfantry), volley(0, 4, dice(3), dice(3)));
        QCOMPARE(findEffect(back.effects, Effect::Kind::Volley)->missile->weightShift, 1);
        QCOMPARE(fatigueOf(back.state, 4), 2);
    }

    void rule_10_heavyTargetShrugsOffFire_data()
    {
        QTest::addColumn<TroopType>("target");
        QTest::newRow("heavy infantry (4)") << TroopType::HeavyInfantry;
        QTest::newRow("cavalry (4)") << TroopType::Cavalry;
        QTest::newRow("cataphract (5)") << TroopType::Cataphract;
    }

    void rule_10_heavyTargetShrugsOffFire()
    {
        QFETCH(TroopType, target);
        // A Light Infantry Base's best against the target's worst: 5 against 2 is
        // 3, less the capped shift of 2, is 1 (§9.4 cap); 4 against 2 has no effect.
        const GameState s = skirmish(target);
        const Applied best = applied(s, volley(0, 3, dice(5), dice(2)));
        QCOMPARE(findEffect(best.effects, Effect::Kind::Volley)->missile->weightShift, -2);
        QCOMPARE(fatigueOf(best.state, 3), 2);
        const Applied good = applied(s, volley(0, 3, dice(4), dice(2)));
        QCOMPARE(fatigueOf(good.state, 3), 1);
        QVERIFY(base(good.state, 3).shotAtThisTurn);
    }

    void rule_10_targetBlockBreaksFromMissileFatigue()
    {
        // Base 3 alone in its Block at Fatigue 6: one more breaks it (§12), and the
        // Skirmisher's Block within one base-width takes contagion (§12.1).
        GameState s = withFatigue(skirmish(), {{3, 6}});
        EnterFacts near;
        near.facts.withinOneBaseWidth.insert({2, 3});
        s = after(s, near, "EnterFacts");
        const Applied r = applied(s, volley(0, 3, dice(4), dice(3)));
        QCOMPARE(fatigueOf(r.state, 3), 7);
        QVERIFY(base(r.state, 3).routed);
        QVERIFY(!block(r.state, 2).active());
        const Effect *broke = findEffect(r.effects, Effect::Kind::BlockBroke);
        QVERIFY(broke);
        QCOMPARE(broke->block, 2);
        QVERIFY(std::any_of(r.effects.begin(), r.effects.end(), [](const Effect &e) {
            return e.kind == Effect::Kind::Fatigue && e.section == "12.1" && e.base == 4
                && e.text.find("contagion") != std::string::npos;
        }));
        // Effects in order: the volley, its Fatigue, then the break.
        QCOMPARE(r.effects.front().kind, Effect::Kind::Volley);
        QCOMPARE(r.effects.at(1).kind, Effect::Kind::Fatigue);
        QCOMPARE(r.effects.at(2).kind, Effect::Kind::BlockBroke);
    }

    void rule_10_missileFatigueCanBreakTheArmy()
    {
        // Army B of one Base: losing it is 100% of its starting Bases (§12.1).
        const ArmyList a = army("A", {spec(TroopType::LightInfantry)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry)});
        const GameState s = withFatigue(toShoot(untracked(a, b)), {{1, 6}});
        const Applied r = applied(s, volley(0, 1, dice(5), dice(2)));
        QVERIFY(r.state.loser.has_value());
        QCOMPARE(*r.state.loser, Side::B);
        QVERIFY(findEffect(r.effects, Effect::Kind::ArmyBroke));
    }

    // ---- who shoots, at whom, when ---------------------------------------------------

    void rule_4_shootingIsOnlyInTheShootPhase()
    {
        const ArmyList a = army("A", {spec(TroopType::LightInfantry)});
        const ArmyList b = army("B", {spec(TroopType::LightInfantry)});
        GameState s = untracked(a, b);
        QCOMPARE(s.phase, Phase::Move);
        QCOMPARE(refusal(s, volley(0, 1, dice(4), dice(3))), std::string("not-shoot-phase"));
        s = after(s, EndPhase{});
        QCOMPARE(refusal(s, volley(0, 1, dice(4), dice(3))), std::string());
        s = after(s, EndPhase{});
        QCOMPARE(s.phase, Phase::Combat);
        QCOMPARE(refusal(s, volley(0, 1, dice(4), dice(3))), std::string("not-shoot-phase"));
        s = after(s, EndPhase{});
        QCOMPARE(refusal(s, volley(0, 1, dice(4), dice(3))), std::string("not-shoot-phase"));
    }

    void rule_4_bothSidesShootInTheShootPhase()
    {
        // Side A is active; side B's Light Infantry shoots back (§4 phase symmetry).
        const GameState s = skirmish();
        QCOMPARE(s.active, Side::A);
        const Applied r = applied(s, volley(5, 0, dice(5), dice(3)));
        QCOMPARE(fatigueOf(r.state, 0), 3);
        QVERIFY(base(r.state, 0).shotAtThisTurn);
    }

    void rule_10_ownSideTargetRefused()
    {
        const GameState s = skirmish();
        QCOMPARE(refusal(s, volley(0, 1, dice(5), dice(2))), std::string("same-side"));
        QCOMPARE(refusal(s, volley(4, 5, dice(5), dice(2))), std::string("same-side"));
        QCOMPARE(refusal(s, volley(0, 0, dice(5), dice(2))), std::string("same-side"));
    }

    void rule_10_lostBasesAreRefused()
    {
        // Base 3 breaks (alone, over 6) and routs (§12): it neither shoots nor is shot at.
        const GameState s = withFatigue(skirmish(TroopType::LightInfantry), {{3, 7}});
        QVERIFY(base(s, 3).routed);
        QCOMPARE(refusal(s, volley(0, 3, dice(5), dice(2))), std::string("base-lost"));
        QCOMPARE(refusal(s, volley(3, 0, dice(5), dice(2))), std::string("base-lost"));
        QCOMPARE(refusal(s, volley(0, 99, dice(5), dice(2))), std::string("no-such-base"));
        QCOMPARE(refusal(s, volley(-1, 3, dice(5), dice(2))), std::string("no-such-base"));
    }

    void rule_10_onlyMissileTroopsShoot_data()
    {
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<bool>("shoots");
        QTest::newRow("heavy infantry") << TroopType::HeavyInfantry << false;
        QTest::newRow("medium infantry") << TroopType::MediumInfantry << false;
        QTest::newRow("light infantry") << TroopType::LightInfantry << true;
        QTest::newRow("skirmishers") << TroopType::Skirmishers << true;
        QTest::newRow("warband") << TroopType::Warband << false;
        QTest::newRow("cavalry") << TroopType::Cavalry << false;
        QTest::newRow("cataphract") << TroopType::Cataphract << false;
        QTest::newRow("light cavalry") << TroopType::LightCavalry << true;
    }

    void rule_10_onlyMissileTroopsShoot()
    {
        QFETCH(TroopType, type);
        QFETCH(bool, shoots);
        QCOMPARE(ancients::shoots(type), shoots); // ruling R38
        const ArmyList a = army("A", {spec(type)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry)});
        const GameState s = toShoot(untracked(a, b));
        QCOMPARE(refusal(s, volley(0, 1, dice(4), dice(4))), shoots ? std::string() : std::string("not-missile-troops"));
    }

    void rule_10_eachBaseShootsOncePerShootPhase()
    {
        GameState s = skirmish();
        s = after(s, volley(0, 3, dice(3), dice(3)));
        QCOMPARE(refusal(s, volley(0, 4, dice(3), dice(3))), std::string("already-fired"));
        // Another Base may shoot the same target (§6: Fatigue lands per Base).
        s = after(s, volley(5, 0, dice(3), dice(3)));
        s = after(s, volley(4, 0, dice(3), dice(3)));
        // The next Shoot phase, it fires again.
        s = toShoot(endPhases(s, 1));
        QCOMPARE(s.active, Side::B);
        QVERIFY(s.firedThisPhase.empty());
        QCOMPARE(refusal(s, volley(0, 3, dice(3), dice(3))), std::string());
    }

    void rule_10_trackedRangeIsTwoBaseWidths()
    {
        // Tracked: the firer at (0,0); targets two hexes away (in range) and three
        // (out of range), distance counted hex to hex as moves are (§2, ruling R38).
        const ArmyList a = army("A", {spec(TroopType::LightInfantry)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry), spec(TroopType::MediumInfantry)});
        const GameState s = toShoot(tracked(a, b, {at(0, 0), at(2, 0, 3), at(0, 3, 3)}));
        QCOMPARE(distance(*base(s, 0).hex, *base(s, 1).hex), 2);
        QCOMPARE(distance(*base(s, 0).hex, *base(s, 2).hex), 3);
        QCOMPARE(refusal(s, volley(0, 1, dice(4), dice(3))), std::string());
        QCOMPARE(refusal(s, volley(0, 2, dice(4), dice(3))), std::string("out-of-range"));
    }

    void rule_2_missileRangeIsCountedHexToHex()
    {
        // §2: "distance measured in hexes", as a move's is: a foot move of 2 BW goes two hexes,
        // so range 2 BW reaches a Base two hexes away and not one three away (ruling R38).
        const ArmyList a = army("A", {spec(TroopType::Skirmishers)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry)});
        const GameState near = toShoot(tracked(a, b, {at(0, 0), at(0, 2, 3)}));
        QCOMPARE(distance(*base(near, 0).hex, *base(near, 1).hex), DefaultDistances.footMove);
        QCOMPARE(refusal(near, volley(0, 1, dice(4), dice(3))), std::string());
        const GameState far = toShoot(tracked(a, b, {at(0, 0), at(-3, 0, 3)}));
        QCOMPARE(distance(*base(far, 0).hex, *base(far, 1).hex), 3);
        QCOMPARE(refusal(far, volley(0, 1, dice(4), dice(3))), std::string("out-of-range"));
    }

    // ---- §8.2 the Going caps a volley's weights (via §9.4) -------------------------------

    void rule_8_2_untrackedVolleyCapsWeightByTheGoingGiven_data()
    {
        QTest::addColumn<TroopType>("target");
        QTest::addColumn<int>("firerGoing");
        QTest::addColumn<int>("targetGoing");
        QTest::addColumn<int>("firerWeight");
        QTest::addColumn<int>("targetWeight");
        QTest::addColumn<int>("shift");
        QTest::addColumn<int>("fatigue");
        // Light Infantry (2) rolls 4 against 3: a raw difference of 1, then the shift.
        QTest::newRow("heavy infantry on open ground") << TroopType::HeavyInfantry << 5 << 5 << 2 << 4 << -2 << 0;
        QTest::newRow("heavy infantry in heavy woods (3)") << TroopType::HeavyInfantry << 5 << 3 << 2 << 3 << -1 << 0;
        QTest::newRow("heavy infantry in rough ground (2)") << TroopType::HeavyInfantry << 5 << 2 << 2 << 2 << 0 << 1;
        QTest::newRow("heavy infantry in swamp (1)") << TroopType::HeavyInfantry << 5 << 1 << 2 << 1 << 1 << 2;
        QTest::newRow("medium infantry in light woods (4): no cap") << TroopType::MediumInfantry << 5 << 4 << 2 << 3 << -1 << 0;
        QTest::newRow("firer in swamp (1) at light infantry") << TroopType::LightInfantry << 1 << 5 << 1 << 2 << -1 << 0;
        QTest::newRow("both in rough ground (2)") << TroopType::Cavalry << 2 << 2 << 2 << 2 << 0 << 1;
    }

    void rule_8_2_untrackedVolleyCapsWeightByTheGoingGiven()
    {
        QFETCH(TroopType, target);
        QFETCH(int, firerGoing);
        QFETCH(int, targetGoing);
        QFETCH(int, firerWeight);
        QFETCH(int, targetWeight);
        QFETCH(int, shift);
        QFETCH(int, fatigue);
        const GameState s = skirmish(target);
        const Shoot shoot = going(volley(0, 3, dice(4), dice(3)), firerGoing, targetGoing);
        const Applied r = applied(s, shoot);
        const Effect *v = findEffect(r.effects, Effect::Kind::Volley);
        QVERIFY(v && v->missile);
        QCOMPARE(v->missile->firerEffectiveWeight, firerWeight);
        QCOMPARE(v->missile->targetEffectiveWeight, targetWeight);
        QCOMPARE(v->missile->weightShift, shift);
        QCOMPARE(v->amount, fatigue);
        QCOMPARE(fatigueOf(r.state, 3), 1 + fatigue);
        // The odds read the same Going.
        const auto inputs = volleyInputs(s, shoot);
        QVERIFY(inputs.ok());
        QCOMPARE(inputs->firer.going, firerGoing);
        QCOMPARE(inputs->target.going, targetGoing);
        const auto odds = missileOdds(inputs->firer, inputs->target, s.options.combatDie);
        QVERIFY(odds.ok());
        QCOMPARE(odds->weightShift, shift);
    }

    void rule_8_2_skirmisherTargetIsNeverReduced()
    {
        // A Skirmisher is never reduced (§8.2): its weight 1 stands in swamp as on open ground.
        const GameState s = skirmish();
        const Applied open = applied(s, volley(0, 4, dice(4), dice(3)));
        const Applied swamp = applied(s, going(volley(0, 4, dice(4), dice(3)), 5, 1));
        QCOMPARE(findEffect(swamp.effects, Effect::Kind::Volley)->missile->targetEffectiveWeight, 1);
        QCOMPARE(swamp.state, open.state);
        // But a Light Infantry firer in swamp is (§8.2: weight 2 > Going 1).
        const Applied stuck = applied(s, going(volley(0, 4, dice(4), dice(3)), 1, 5));
        QCOMPARE(findEffect(stuck.effects, Effect::Kind::Volley)->missile->firerEffectiveWeight, 1);
        QCOMPARE(findEffect(stuck.effects, Effect::Kind::Volley)->missile->weightShift, 0);
    }

    void rule_8_2_trackedVolleyReadsTheHexesGoing()
    {
        // Tracked: the firer at (0,0), a Medium Infantry target (3) two hexes away.
        const ArmyList a = army("A", {spec(TroopType::LightInfantry)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry)});
        const GameState open = toShoot(tracked(a, b, {at(0, 0), at(2, 0, 3)}));
        const Applied onOpen = applied(open, volley(0, 1, dice(4), dice(3)));
        QCOMPARE(findEffect(onOpen.effects, Effect::Kind::Volley)->missile->weightShift, -1);
        QCOMPARE(fatigueOf(onOpen.state, 1), 1);
        // The target's hex is rough ground: it fights as weight 2 (§8.2), so 4 against 3 hits.
        GameState rough = open;
        rough.terrain[*base(rough, 1).hex] = Terrain{Going::Rough};
        const Applied inRough = applied(rough, volley(0, 1, dice(4), dice(3)));
        QCOMPARE(findEffect(inRough.effects, Effect::Kind::Volley)->missile->targetEffectiveWeight, 2);
        QCOMPARE(findEffect(inRough.effects, Effect::Kind::Volley)->missile->weightShift, 0);
        QCOMPARE(fatigueOf(inRough.state, 1), 2);
        QCOMPARE(volleyInputs(rough, volley(0, 1))->target.going, 2);
        // The table says what the Going is: a declared one is refused.
        QCOMPARE(refusal(rough, going(volley(0, 1, dice(4), dice(3)), 5, 2)), std::string("positions-tracked"));
        QCOMPARE(refusal(open, going(volley(0, 1, dice(4), dice(3)), 3, 5)), std::string("positions-tracked"));
    }

    // ---- the odds read a volley as Shoot does ----------------------------------------------

    void rule_10_volleyInputsRefuseExactlyAsShootDoes()
    {
        // Every firer at every target, in states where each refusal of Shoot arises: the
        // Move phase, routed Bases, a Base that has fired, out of range, Going off the scale.
        const ArmyList a = army("A", {spec(TroopType::LightInfantry), spec(TroopType::MediumInfantry, 2)});
        const ArmyList b = army("B", {spec(TroopType::MediumInfantry), spec(TroopType::Skirmishers)});
        const GameState trackedGame = toShoot(tracked(a, b, {at(0, 0), at(-4, 0), at(3, 0, 3), at(0, 5, 3)}));
        const GameState fresh = skirmish();
        std::vector<std::pair<std::string, GameState>> states{
            {"move phase", untracked(a, b)},
            {"shoot phase", fresh},
            {"after a volley", after(fresh, volley(0, 3, dice(4), dice(3)))},
            {"a routed target", withFatigue(fresh, {{3, 7}})},
            {"tracked", trackedGame},
        };
        int legal = 0;
        int refused = 0;
        for (const auto &[name, s] : states) {
            const int bases = static_cast<int>(s.bases.size());
            for (BaseId firer = -1; firer <= bases; ++firer) {
                for (BaseId target = -1; target <= bases; ++target) {
                    for (const Shoot &shoot : {volley(firer, target), volley(firer, target, dice(6)),
                                               going(volley(firer, target), 5, 2), going(volley(firer, target), 0, 5)}) {
                        const std::string code = refusal(s, shoot);
                        QVERIFY2(code.find("volleyInputs") == std::string::npos && code.find("without") == std::string::npos,
                                 (name + ", Base " + std::to_string(firer) + " at Base " + std::to_string(target) + ": " + code)
                                     .c_str());
                        (code.empty() ? legal : refused) += 1;
                        if (!code.empty())
                            continue;
                        // Legal: the sides it reads are the ones the volley is resolved with.
                        const auto inputs = volleyInputs(s, shoot);
                        const Applied r = applied(s, going(volley(firer, target, dice(4), dice(3)), shoot.firerGoing,
                                                           shoot.targetGoing));
                        const auto expected = resolveMissile(inputs->firer, inputs->target,
                                                             readQuality(inputs->firer.quality, s.options.combatDie, 4).value(),
                                                             readQuality(inputs->target.quality, s.options.combatDie, 3).value());
                        QCOMPARE(*findEffect(r.effects, Effect::Kind::Volley)->missile, expected.value());
                    }
                }
            }
        }
        QVERIFY(legal > 0);
        QVERIFY(refused > legal);
    }

    void rule_10_refusalNamesWhatAndWhere_data()
    {
        QTest::addColumn<Shoot>("shoot");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("names");
        QTest::newRow("medium infantry does not shoot") << volley(1, 3) << "not-missile-troops" << "10" << "Block 1";
        QTest::newRow("own side") << volley(0, 1) << "same-side" << "10" << "Base 1 is a friend of Base 0";
        QTest::newRow("firer's die has no 1") << volley(0, 3, dice(1)) << "face-not-on-die" << "3.1" << "Base 0's dice";
        QTest::newRow("target's die has no 6")
            << volley(0, 3, dice(4), dice(6)) << "face-not-on-die" << "3.1" << "Base 3's dice";
        QTest::newRow("target's Going 0") << going(volley(0, 3), 5, 0) << "going-out-of-range" << "8.1" << "Base 3's Going 0";
        QTest::newRow("firer's Going 6") << going(volley(0, 3), 6, 5) << "going-out-of-range" << "8.1" << "Base 0's Going 6";
    }

    void rule_10_refusalNamesWhatAndWhere()
    {
        QFETCH(Shoot, shoot);
        QFETCH(QString, code);
        QFETCH(QString, section);
        QFETCH(QString, names);
        const GameState s = skirmish();
        QCOMPARE(QString::fromStdString(refusal(s, shoot)), code); // and volleyInputs() refuses alike
        const auto r = ancients::apply(s, shoot);
        QCOMPARE(QString::fromStdString(r.error().section), section);
        QVERIFY2(QString::fromStdString(r.error().message).contains(names), r.error().message.c_str());
    }

    // ---- §6.1 recovery, and the records from before Shoot -------------------------------

    void rule_6_1_aVolleyDeniesTheTargetsRecovery()
    {
        for (const bool denies : {true, false}) {
            RulesOptions o;
            o.shotAtDeniesRecovery = denies;
            // Side B's Light Infantry (Base 5) misses Base 1 of side A's Medium Infantry;
            // both of its Bases are at Fatigue 3, and only Base 1 was shot at.
            GameState s = withFatigue(skirmish(TroopType::LightInfantry, o), {{1, 3}, {2, 3}});
            s = after(s, volley(5, 1, dice(2), dice(5)));
            QCOMPARE(fatigues(s, {1, 2}), (std::vector<int>{3, 3}));
            s = endPhases(s, 3); // Combat, Recovery, then recovery runs (§6.1)
            QCOMPARE(s.active, Side::B);
            QCOMPARE(fatigueOf(s, 2), 2); // R22: its block-mate still recovers
            QCOMPARE(fatigueOf(s, 1), denies ? 3 : 2);
        }
    }

    void rule_10_recordedMissileFatigueStillWorks()
    {
        // Battles recorded before Shoot: AddFatigue with section "10" and MarkShotAt.
        const GameState s = skirmish();
        AddFatigue add;
        add.fatigue = {{3, 2}};
        add.section = "10";
        const GameState hit = after(s, add);
        QCOMPARE(fatigueOf(hit, 3), 3);
        QVERIFY(base(hit, 3).shotAtThisTurn);
        const GameState missed = after(s, MarkShotAt{{4}});
        QVERIFY(base(missed, 4).shotAtThisTurn);
        QCOMPARE(fatigues(missed), fatigues(s));
    }

    void rule_6_addedFatigueCarriesThePlayersReason()
    {
        AddFatigue add;
        add.fatigue = {{1, 1}};
        add.section = "6";
        add.note = "lost a figure to a scenario rule";
        const Applied r = applied(skirmish(), add);
        const Effect *f = findEffect(r.effects, Effect::Kind::Fatigue);
        QVERIFY(f);
        QCOMPARE(f->section, std::string("6"));
        QVERIFY2(f->text.find("lost a figure to a scenario rule") != std::string::npos, f->text.c_str());
        add.note.clear();
        QVERIFY(findEffect(applied(skirmish(), add).effects, Effect::Kind::Fatigue)->text.find("scenario")
                == std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestShooting)
#include "tst_shooting.moc"

#include "ancients/combat.h"
#include "ancients/refusal.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <utility>

namespace ancients {

namespace {

// The rulebook's combat figures, each with its section.
constexpr int MinWeight = 1;             // §3.2 "a number from 1 (lightest) to 5 (heaviest)"
constexpr int MaxWeight = 5;             // §3.2
constexpr int MinGoing = 1;              // §8 "both on the 1–5 scale"; §8.1 swamp 1
constexpr int MaxGoing = 5;              // §8.1 open 5
constexpr int OverlapBonus = 1;          // §9.2 "+1 to the enemy in that fight"
constexpr int FlankBonus = 1;            // §9.3 "Attacker +1, defender −1"
constexpr int RearBonus = 2;             // §9.3 "Attacker +2, defender −2"
constexpr int UphillBonus = 1;           // §8.3 "The uphill Base gains +1"
constexpr int ShockBonus = 1;            // §11.1 "attacker +1, defender −1"
constexpr int ShockVsFormedFootBonus = 2; // §11.1 "+2 / −2 against formed infantry that is not spear-armed"
constexpr int SteadySpearsBonus = 1;     // §11.3 "gains +1 against mounted"
constexpr int WeightShiftCap = 2;        // §9.4 "capped at 2"

Striker other(Striker s) noexcept
{
    return s == Striker::A ? Striker::B : s == Striker::B ? Striker::A : Striker::None;
}

const char *sideName(Striker s) noexcept
{
    return s == Striker::A ? "A" : "B";
}

bool isMounted(TroopType t) noexcept
{
    return t == TroopType::Cavalry || t == TroopType::Cataphract || t == TroopType::LightCavalry;
}

/** Close-order foot for §11.1's +2 / −2; Skirmishers are excluded (see combat.h). */
bool isInfantry(TroopType t) noexcept
{
    return t == TroopType::HeavyInfantry || t == TroopType::MediumInfantry || t == TroopType::LightInfantry
        || t == TroopType::Warband;
}

bool hasRule(TroopType t, SpecialRule rule) noexcept
{
    return troopTypeDefaults(t).specialRules.contains(rule);
}

/** A formed, spear-armed Heavy Infantry Base (§11.3, ruling R5). */
bool hasSteadySpears(const CombatSide &s) noexcept
{
    return hasRule(s.type, SpecialRule::SteadySpears) && s.spears && s.formed;
}

std::string signedNumber(int v)
{
    return (v > 0 ? "+" : v < 0 ? "−" : "±") + std::to_string(std::abs(v));
}

std::string typeName(TroopType t)
{
    return std::string(troopTypeDefaults(t).name);
}

Result<bool> checkSide(const CombatSide &s, const char *name)
{
    const int which = std::string_view(name) == "A" ? 0 : 1;
    if (s.weight < MinWeight || s.weight > MaxWeight)
        return refuse("weight-out-of-range", "3.2", "Side ", arg::side("side", which), ": weight ",
                      arg::number("value", s.weight), " is not on the 1–5 ladder.");
    if (s.going < MinGoing || s.going > MaxGoing)
        return refuse("going-out-of-range", "8.1", "Side ", arg::side("side", which), ": Going ",
                      arg::number("value", s.going), " is not on the 1–5 scale.");
    return true;
}

Result<bool> checkFacts(const CombatSide &a, const CombatSide &b, const CombatFacts &f)
{
    for (const auto &r : {checkSide(a, "A"), checkSide(b, "B")}) {
        if (!r)
            return r.error();
    }
    if (f.aOverlaps < 0 || f.aOverlaps > 1 || f.bOverlaps < 0 || f.bOverlaps > 1) {
        return refuse("overlaps-out-of-range", "9.2", "Each engaged Base contributes 0 or 1 overlap.");
    }
    if (f.flank != Striker::None && f.rear != Striker::None) {
        return refuse("flank-and-rear", "9.3",
                      "A pair fights in one place: a Base is struck in its flank or its rear, not both.");
    }
    if (a.uphill && b.uphill) {
        return refuse("both-uphill", "8.3", "Only one Base of a pair can stand uphill of the other.");
    }
    if (f.shock != Striker::None) {
        const CombatSide &charger = f.shock == Striker::A ? a : b;
        if (charger.type == TroopType::LightCavalry) {
            return refuse("no-shock-ability", "11.4", "Side ", arg::side("side", f.shock == Striker::A ? 0 : 1),
                          ": Light Cavalry do not gain shock.", arg::hidden(arg::key("type", "light-cavalry", {})));
        }
        if (!hasRule(charger.type, SpecialRule::Shock)) {
            return refuse("no-shock-ability", "11.1", "Side ", arg::side("side", f.shock == Striker::A ? 0 : 1), ": ",
                          arg::key("type", TroopTypeKeys.at(static_cast<std::size_t>(charger.type)), typeName(charger.type)),
                          " has no Shock ability, so it cannot charge with shock.");
        }
        const Striker struckSide = f.flank != Striker::None ? other(f.flank) : other(f.rear);
        if (struckSide == f.shock) {
            return refuse("shock-charger-struck", "9.3", "Side ", arg::side("side", f.shock == Striker::A ? 0 : 1),
                          " charged with shock, so it fights its enemy to its front and cannot be the side "
                          "struck in flank or rear.");
        }
    }
    return true;
}

/** The modifiers of side @p s (A or B) against its enemy (§9.1 step 3). */
std::vector<Modifier> modifiersOf(Striker s, const CombatSide &self, const CombatSide &enemy, const CombatFacts &f)
{
    std::vector<Modifier> mods;
    const Striker o = other(s);
    const bool flanked = f.flank == o;
    const bool rearAttacked = f.rear == o;
    const bool frontal = !flanked && !rearAttacked;

    // §9.2 overlap; §9.3 a flanked or rear-attacked Base does not count it.
    if ((s == Striker::A ? f.aOverlaps : f.bOverlaps) == 1) {
        if (rearAttacked)
            mods.push_back({0, "9.3", "overlap not counted: struck in the rear, it counts no overlaps", "overlap-lost-rear"});
        else if (flanked)
            mods.push_back({0, "9.3", "overlap not counted: struck in the flank, and the friend that laps its attacker "
                                      "stands on the flanked side (ruling R24)",
                            "overlap-lost-flank"});
        else
            mods.push_back({OverlapBonus, "9.2", "overlap", "overlap"});
    }
    // §9.3 flank and rear.
    if (f.flank == s)
        mods.push_back({FlankBonus, "9.3", "strikes the enemy's flank", "strikes-flank"});
    if (flanked)
        mods.push_back({-FlankBonus, "9.3", "struck in the flank", "struck-flank"});
    if (f.rear == s)
        mods.push_back({RearBonus, "9.3", "strikes the enemy's rear", "strikes-rear"});
    if (rearAttacked)
        mods.push_back({-RearBonus, "9.3", "struck in the rear", "struck-rear"});
    // §8.3 high ground.
    if (self.uphill)
        mods.push_back({UphillBonus, "8.3", "uphill", "uphill"});
    // §11.1 shock, negated by steady spears to the front (§11.3) and by charging uphill (§8.3).
    if (f.shock == s || f.shock == o) {
        const bool charging = f.shock == s;
        const CombatSide &charger = charging ? self : enemy;
        const CombatSide &defender = charging ? enemy : self;
        const bool defenderFrontal = charging ? (f.flank != s && f.rear != s) : frontal;
        if (!f.firstRound) {
            if (charging)
                mods.push_back({0, "11.1", "shock ended: it applies only on the first round of contact", "shock-ended"});
        } else if (hasSteadySpears(defender) && isMounted(charger.type) && defenderFrontal) {
            mods.push_back({0, "11.3",
                            charging ? "shock negated by steady spears to the front"
                                     : "enemy's shock negated by steady spears to the front",
                            charging ? "shock-negated-spears" : "enemy-shock-negated-spears"});
        } else if (defender.uphill) {
            mods.push_back({0, "8.3", charging ? "shock negated: charging uphill" : "enemy's shock negated: it charged uphill",
                            charging ? "shock-negated-uphill" : "enemy-shock-negated-uphill"});
        } else {
            const bool formedFoot = isInfantry(defender.type) && defender.formed && !defender.spears;
            const int amount = formedFoot ? ShockVsFormedFootBonus : ShockBonus;
            const std::string why = formedFoot ? " (against formed infantry that is not spear-armed)" : "";
            mods.push_back({charging ? amount : -amount, "11.1", (charging ? "shock" : "enemy's shock") + why,
                            std::string(charging ? "shock" : "enemy-shock") + (formedFoot ? "-vs-formed-foot" : "")});
        }
    }
    // §11.3 steady spears' +1 against mounted, frontal only (ruling R6).
    if (hasSteadySpears(self) && isMounted(enemy.type)) {
        if (frontal)
            mods.push_back({SteadySpearsBonus, "11.3", "steady spears against mounted", "steady-spears"});
        else
            mods.push_back({0, "11.3", "steady spears lost: the mounted enemy is not to the front (ruling R6)",
                            "steady-spears-lost"});
    }
    return mods;
}

int total(const std::vector<Modifier> &mods) noexcept
{
    int sum = 0;
    for (const Modifier &m : mods)
        sum += m.value;
    return sum;
}

Fraction times(const Fraction &x, const Fraction &y)
{
    return x * y;
}

std::string rollText(const QualityRoll &r)
{
    std::string text = std::to_string(r.dice[0]);
    if (r.count == 1)
        return text;
    if (r.rerolled()) { // ruling R42: the kept die of the first two is rolled again
        const int first = r.quality == Quality::Elite ? std::max(r.dice[0], r.dice[1]) : std::min(r.dice[0], r.dice[1]);
        return text + " and " + std::to_string(r.dice[1]) + ", keeps " + std::to_string(first) + " and rolls it again: "
            + std::to_string(r.kept());
    }
    if (r.count == 3)
        text += ", " + std::to_string(r.dice[1]) + " and " + std::to_string(r.dice[2]);
    else
        text += " and " + std::to_string(r.dice[1]);
    return text + ", keeps " + std::to_string(r.kept());
}

/** Re-reads a roll's dice, so a hand-built roll with an impossible face or kept die is refused. */
Result<QualityRoll> reread(const QualityRoll &r)
{
    return readQuality(r.quality, r.die, r.mechanic, r.dice[0], r.dice[1], r.dice[2]);
}

std::string modsText(const std::vector<Modifier> &mods)
{
    std::string text;
    for (const Modifier &m : mods) {
        if (!text.empty())
            text += ", ";
        text += signedNumber(m.value) + " " + m.reason + " (§" + m.section + ")";
    }
    return text.empty() ? "none" : text;
}

} // namespace

int combatWeight(const CombatSide &side) noexcept
{
    // §8.2 / R10: capped at the Base's own Going; Skirmishers are never reduced.
    return side.type == TroopType::Skirmishers ? side.weight : std::min(side.weight, side.going);
}

int weightShift(int aEffectiveWeight, int bEffectiveWeight) noexcept
{
    return std::clamp(aEffectiveWeight - bEffectiveWeight, -WeightShiftCap, WeightShiftCap);
}

Result<CombatAssessment> assessCombat(const CombatSide &a, const CombatSide &b, const CombatFacts &facts)
{
    const auto ok = checkFacts(a, b, facts);
    if (!ok)
        return ok.error();
    CombatAssessment s;
    s.aModifiers = modifiersOf(Striker::A, a, b, facts);
    s.bModifiers = modifiersOf(Striker::B, b, a, facts);
    s.aModifierTotal = total(s.aModifiers);
    s.bModifierTotal = total(s.bModifiers);
    s.aEffectiveWeight = combatWeight(a);
    s.bEffectiveWeight = combatWeight(b);
    s.weightShift = weightShift(s.aEffectiveWeight, s.bEffectiveWeight);
    return s;
}

Result<CombatOdds> odds(const CombatSide &a, const CombatSide &b, const CombatFacts &facts, Die die,
                        EliteMechanic mechanic)
{
    const auto assessment = assessCombat(a, b, facts);
    if (!assessment)
        return assessment.error();
    CombatOdds result;
    result.assessment = *assessment;
    const int offset = assessment->aModifierTotal - assessment->bModifierTotal + assessment->weightShift;
    // Every pair of kept values is independent, so the chance of a margin is the sum
    // of the products of the two sides' exact kept-value chances (§3.1).
    for (const Outcome &x : distribution(a.quality, die, mechanic)) {
        for (const Outcome &y : distribution(b.quality, die, mechanic)) {
            const int margin = x.value - y.value + offset;
            const Fraction p = times(x.probability, y.probability);
            result.margins[margin] = result.margins[margin] + p;
            if (margin > 0)
                result.aWins = result.aWins + p;
            else if (margin < 0)
                result.bWins = result.bWins + p;
            else
                result.draw = result.draw + p;
        }
    }
    return result;
}

Result<CombatResult> resolve(const CombatSide &a, const CombatSide &b, const CombatFacts &facts,
                             const QualityRoll &aRoll, const QualityRoll &bRoll)
{
    if (aRoll.quality != a.quality || bRoll.quality != b.quality) {
        return refuse("roll-quality-mismatch", "3.1", "Each Base rolls its own quality's dice.");
    }
    if (aRoll.die != bRoll.die || aRoll.mechanic != bRoll.mechanic) {
        return refuse("combat-dice-differ", "3.1", "Both Bases of a fight roll the same combat die.",
                      arg::hidden(arg::key("action", "fight", {})));
    }
    const auto ra = reread(aRoll);
    if (!ra)
        return ra.error();
    const auto rb = reread(bRoll);
    if (!rb)
        return rb.error();
    const auto assessment = assessCombat(a, b, facts);
    if (!assessment)
        return assessment.error();

    CombatResult r;
    r.assessment = *assessment;
    r.aRoll = *ra;
    r.bRoll = *rb;
    const CombatAssessment &s = r.assessment;
    r.steps.push_back({"8.2", "Effective weight: A " + std::to_string(s.aEffectiveWeight) + ", B "
                                  + std::to_string(s.bEffectiveWeight) + ".", CombatStep::Kind::EffectiveWeight});
    r.steps.push_back({"3.1", "Quality dice: A rolls " + rollText(r.aRoll) + "; B rolls " + rollText(r.bRoll) + ".",
                       CombatStep::Kind::QualityDice});
    r.aTotal = r.aRoll.kept() + s.aModifierTotal;
    r.bTotal = r.bRoll.kept() + s.bModifierTotal;
    r.steps.push_back({"9.1", "Modifiers: A " + modsText(s.aModifiers) + "; B " + modsText(s.bModifiers) + ".",
                       CombatStep::Kind::Modifiers});
    r.steps.push_back({"9.1", "Totals: A " + std::to_string(r.aTotal) + ", B " + std::to_string(r.bTotal) + ".",
                       CombatStep::Kind::Totals});
    r.rawDifference = r.aTotal - r.bTotal;
    r.steps.push_back({"9.1", "Raw difference (A − B): " + std::to_string(r.rawDifference) + ".", CombatStep::Kind::RawDifference});
    r.margin = r.rawDifference + s.weightShift;
    r.steps.push_back({"9.4", "Weight shift " + signedNumber(s.weightShift) + ": margin " + std::to_string(r.margin) + ".",
                       CombatStep::Kind::WeightShift});
    r.increments = std::abs(r.margin);
    r.loser = r.margin > 0 ? Striker::B : r.margin < 0 ? Striker::A : Striker::None;
    if (r.loser == Striker::None) {
        r.steps.push_back({"9.1", "Equal final totals: nobody loses.", CombatStep::Kind::NobodyLoses});
    } else {
        r.steps.push_back({"9.5", std::string(sideName(r.loser)) + " loses by " + std::to_string(r.increments)
                                      + ": that many points of Fatigue or push-back.",
                           CombatStep::Kind::Loses});
    }
    return r;
}

Result<CombatResult> resolve(const CombatSide &a, const CombatSide &b, const CombatFacts &facts, Die die,
                             Pcg32 &rng, EliteMechanic mechanic)
{
    // Check first, so a refused fight consumes no dice.
    const auto ok = assessCombat(a, b, facts);
    if (!ok)
        return ok.error();
    const QualityRoll aRoll = rollQuality(a.quality, die, rng, mechanic);
    const QualityRoll bRoll = rollQuality(b.quality, die, rng, mechanic);
    return resolve(a, b, facts, aRoll, bRoll);
}

// ---- §10 missile combat ---------------------------------------------------------------

namespace {

/** A volley's dice must be of each side's quality and on one die, with faces the die has (§3.1). */
Result<std::pair<QualityRoll, QualityRoll>> checkMissileRolls(const CombatSide &firer, const CombatSide &target,
                                                              const QualityRoll &firerRoll,
                                                              const QualityRoll &targetRoll)
{
    if (firerRoll.quality != firer.quality || targetRoll.quality != target.quality) {
        return refuse("roll-quality-mismatch", "3.1", "Each Base rolls its own quality's dice.");
    }
    if (firerRoll.die != targetRoll.die || firerRoll.mechanic != targetRoll.mechanic) {
        return refuse("combat-dice-differ", "3.1", "The firer and the target roll the same combat die.",
                      arg::hidden(arg::key("action", "shoot", {})));
    }
    const auto rf = reread(firerRoll);
    if (!rf)
        return rf.error();
    const auto rt = reread(targetRoll);
    if (!rt)
        return rt.error();
    return std::pair{*rf, *rt};
}

Result<bool> checkMissileSides(const CombatSide &firer, const CombatSide &target)
{
    for (const auto &r : {checkSide(firer, "firer"), checkSide(target, "target")}) {
        if (!r)
            return r.error();
    }
    return true;
}

} // namespace

Result<MissileOdds> missileOdds(const CombatSide &firer, const CombatSide &target, Die die, EliteMechanic mechanic)
{
    const auto ok = checkMissileSides(firer, target);
    if (!ok)
        return ok.error();
    MissileOdds result;
    result.firerEffectiveWeight = combatWeight(firer);
    result.targetEffectiveWeight = combatWeight(target);
    result.weightShift = weightShift(result.firerEffectiveWeight, result.targetEffectiveWeight);
    for (const Outcome &x : distribution(firer.quality, die, mechanic)) {
        for (const Outcome &y : distribution(target.quality, die, mechanic)) {
            const int fatigue = std::max(0, x.value - y.value + result.weightShift);
            const Fraction p = times(x.probability, y.probability);
            result.fatigue[fatigue] = result.fatigue[fatigue] + p;
            if (fatigue > 0)
                result.anyEffect = result.anyEffect + p;
        }
    }
    return result;
}

Result<MissileResult> resolveMissile(const CombatSide &firer, const CombatSide &target,
                                     const QualityRoll &firerRoll, const QualityRoll &targetRoll)
{
    const auto rolls = checkMissileRolls(firer, target, firerRoll, targetRoll);
    if (!rolls)
        return rolls.error();
    const auto ok = checkMissileSides(firer, target);
    if (!ok)
        return ok.error();

    MissileResult r;
    r.firerRoll = rolls->first;
    r.targetRoll = rolls->second;
    r.firerEffectiveWeight = combatWeight(firer);
    r.targetEffectiveWeight = combatWeight(target);
    r.weightShift = weightShift(r.firerEffectiveWeight, r.targetEffectiveWeight);
    r.steps.push_back({"8.2", "Effective weight: firer " + std::to_string(r.firerEffectiveWeight) + ", target "
                                  + std::to_string(r.targetEffectiveWeight) + ".",
                       CombatStep::Kind::EffectiveWeight});
    r.steps.push_back({"3.1", "Quality dice: firer rolls " + rollText(r.firerRoll) + "; target rolls "
                                  + rollText(r.targetRoll) + ".",
                       CombatStep::Kind::QualityDice});
    r.firerTotal = r.firerRoll.kept();
    r.targetTotal = r.targetRoll.kept();
    r.steps.push_back({"10", "No overlap, flank, rear or high-ground modifiers: totals firer "
                                 + std::to_string(r.firerTotal) + ", target " + std::to_string(r.targetTotal) + ".",
                       CombatStep::Kind::Totals});
    r.rawDifference = r.firerTotal - r.targetTotal;
    r.margin = r.rawDifference + r.weightShift;
    r.steps.push_back({"9.4", "Raw difference (firer − target) " + std::to_string(r.rawDifference)
                                  + ", weight shift " + signedNumber(r.weightShift) + ": margin "
                                  + std::to_string(r.margin) + ".",
                       CombatStep::Kind::WeightShift});
    r.fatigue = std::max(0, r.margin);
    if (r.fatigue > 0) {
        r.steps.push_back({"10", "The firer's total beats the target's: the target takes " + std::to_string(r.fatigue)
                                     + " Fatigue.",
                           CombatStep::Kind::VolleyHits});
    } else {
        r.steps.push_back({"10", "The firer's total does not beat the target's: the shots have no effect.",
                           CombatStep::Kind::VolleyMisses});
    }
    return r;
}

Result<MissileResult> resolveMissile(const CombatSide &firer, const CombatSide &target, Die die, Pcg32 &rng,
                                     EliteMechanic mechanic)
{
    // Check first, so a refused volley consumes no dice.
    const auto ok = checkMissileSides(firer, target);
    if (!ok)
        return ok.error();
    const QualityRoll firerRoll = rollQuality(firer.quality, die, rng, mechanic);
    const QualityRoll targetRoll = rollQuality(target.quality, die, rng, mechanic);
    return resolveMissile(firer, target, firerRoll, targetRoll);
}

} // namespace ancients

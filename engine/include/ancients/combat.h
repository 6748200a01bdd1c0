#pragma once

// One engaged pair's melee, §9.1 in order: effective weight (§8.2), quality dice
// (§3.1), positional modifiers (§9.2, §9.3, §8.3) and special rules (§11.1, §11.3),
// the raw difference, the weight result-shift (§9.4), and who loses by how much.
//
// Two entry points share one assessment of the modifiers: odds(), the exact
// distribution of the margin (no simulation), and resolve(), one fight with dice
// rolled by the game's generator or read from the players' own dice.
//
// Conventions and engine choices (proposed as rulings):
// - Everything is from side A's view: a positive margin means B loses by that many.
// - Overlaps are NOT netted by the caller. aOverlaps (0 or 1) is the overlap A gains
//   in this fight (an uncountered friend of A lapping B's Base, §9.2), bOverlaps the
//   one B gains. The engine counts each as +1 to its side and so nets them.
// - A side struck in flank or rear here counts no overlap (§9.3, ruling R24): in the
//   flank fight the defender's one lapping friend stands beside the attacker, on the
//   flanked side. Overlaps lost to a flank struck by another paired enemy are worked
//   out per front hex from the pairing plan before this (combatplan.h).
// - Flank and rear are exclusive, and a shock charger fights its enemy to its front,
//   so it cannot itself be the side struck in flank or rear.
// - "Uphill" means uphill of the enemy; both sides uphill is refused.
// - "Infantry" for §11.1's +2 / −2 is the close-order foot: Heavy, Medium and Light
//   Infantry and Warband. Skirmishers are a loose screen that evades (§11.2), so shock
//   against them is the plain +1 / −1.
// - Shock needs a Shock type (§3.3: Warband, Cavalry, Cataphract); a shock fact for
//   any other type is refused (Light Cavalry by §11.4). A shock fact after the first
//   round is accepted and shown as ended, worth 0 (§11.1).
// - The §11.1 rule that a Shock unit "counts no overlaps unless supported by its own
//   kind" after the first round is the caller's to apply when it counts overlaps: it
//   needs the lapping friend's type, which a pair's facts do not carry.

#include "ancients/dice.h"
#include "ancients/fraction.h"
#include "ancients/result.h"
#include "ancients/rng.h"
#include "ancients/rules_tables.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace ancients {

/** One Base of an engaged pair, as its combat sees it. */
struct CombatSide
{
    Quality quality = Quality::Regular;
    TroopType type = TroopType::MediumInfantry;
    int weight = 3;      ///< the §3.2 ladder, 1..5
    int going = 5;       ///< the lowest Going the Base occupies, 1..5 (§8.2, ruling R10); a hill is firm: 5
    bool uphill = false; ///< the Base stands uphill of its enemy (§8.3)
    bool spears = false; ///< spear-armed (§3.3, §11.1, §11.3)
    bool formed = true;  ///< at least one same-Block neighbour (§11.3, ruling R5)

    friend bool operator==(const CombatSide &, const CombatSide &) = default;
};

/** Which Base of the pair does something: strikes a flank or rear, charges with shock, loses. */
enum class Striker {
    None,
    A,
    B,
};

/** The position and circumstances of the fight, beyond the two Bases themselves. */
struct CombatFacts
{
    int aOverlaps = 0;               ///< 0 or 1: the overlap A gains (§9.2); not netted with bOverlaps
    int bOverlaps = 0;               ///< 0 or 1: the overlap B gains (§9.2)
    Striker flank = Striker::None;   ///< the side that strikes its enemy's flank (§9.3)
    Striker rear = Striker::None;    ///< the side that strikes its enemy's rear (§9.3)
    Striker shock = Striker::None;   ///< the side that charged into contact with shock (§5.3, §11.1)
    bool firstRound = true;          ///< the first round of contact (§11.1)

    friend bool operator==(const CombatFacts &, const CombatFacts &) = default;
};

/**
 * One itemized modifier to a side's kept result, with the section that gives it.
 * A rule that was negated or ended is listed with value 0 so the reason shows.
 */
struct Modifier
{
    int value = 0;
    std::string section; ///< e.g. "9.3"
    std::string reason;  ///< English, for logs and tools
    /**
     * What the modifier is, as a stable key the app words in the player's language:
     * "overlap", "overlap-lost-rear", "overlap-lost-flank", "strikes-flank", "struck-flank",
     * "strikes-rear", "struck-rear", "uphill", "shock-ended", "shock-negated-spears",
     * "enemy-shock-negated-spears", "shock-negated-uphill", "enemy-shock-negated-uphill",
     * "shock", "shock-vs-formed-foot", "enemy-shock", "enemy-shock-vs-formed-foot",
     * "steady-spears", "steady-spears-lost".
     */
    std::string key{};

    friend bool operator==(const Modifier &, const Modifier &) = default;
};

/** Everything about a fight that does not depend on the dice. */
struct CombatAssessment
{
    std::vector<Modifier> aModifiers;
    std::vector<Modifier> bModifiers;
    int aModifierTotal = 0;
    int bModifierTotal = 0;
    int aEffectiveWeight = 0; ///< §8.2
    int bEffectiveWeight = 0; ///< §8.2
    int weightShift = 0;      ///< §9.4: −2..2, added to the margin from A's view

    friend bool operator==(const CombatAssessment &, const CombatAssessment &) = default;
};

/** The exact odds of a fight (§9.1), from A's view. */
struct CombatOdds
{
    CombatAssessment assessment;
    std::map<int, Fraction> margins; ///< final margin → its exact chance; positive: B loses by that many
    Fraction aWins;                  ///< B loses: margin > 0
    Fraction bWins;                  ///< A loses: margin < 0
    Fraction draw;                   ///< equal final totals: nobody loses (§9.1 step 6)

    friend bool operator==(const CombatOdds &, const CombatOdds &) = default;
};

/**
 * One step of a resolved fight or volley, with the section that governs it. The
 * step's figures are the result's own (rolls, modifiers, totals, margin): the app
 * words a step from its kind and the result it belongs to.
 */
struct CombatStep
{
    enum class Kind : std::uint8_t {
        EffectiveWeight, ///< §8.2: both sides' effective weights
        QualityDice,     ///< §3.1: both sides' dice and the kept ones
        Modifiers,       ///< §9.1: both sides' itemized modifiers
        Totals,          ///< §9.1: kept result plus modifiers (a volley: no modifiers, §10)
        RawDifference,   ///< §9.1: A − B
        WeightShift,     ///< §9.4: the shift and the margin (a volley: with the raw difference)
        NobodyLoses,     ///< §9.1 step 6: equal final totals
        Loses,           ///< §9.5: the loser and its points
        VolleyHits,      ///< §10: the target takes the margin as Fatigue
        VolleyMisses,    ///< §10: the shots have no effect
    };
    std::string section;
    std::string text; ///< English, for logs and tools
    Kind kind = Kind::EffectiveWeight;

    friend bool operator==(const CombatStep &, const CombatStep &) = default;
};

/** One resolved fight (§9.1). */
struct CombatResult
{
    CombatAssessment assessment;
    QualityRoll aRoll;
    QualityRoll bRoll;
    int aTotal = 0;         ///< kept result plus modifiers (§9.1 step 3)
    int bTotal = 0;
    int rawDifference = 0;  ///< aTotal − bTotal (§9.1 step 4)
    int margin = 0;         ///< rawDifference + weightShift (§9.1 step 5); positive: B loses
    Striker loser = Striker::None; ///< None: equal final totals (§9.1 step 6)
    int increments = 0;     ///< |margin|: the adverse increments the loser allocates (§9.5)
    std::vector<CombatStep> steps;

    friend bool operator==(const CombatResult &, const CombatResult &) = default;
};

/** Effective combat weight (§8.2): capped at the Going the Base occupies; Skirmishers never reduced. */
[[nodiscard]] int combatWeight(const CombatSide &side) noexcept;

/** The weight result-shift (§9.4) from A's view: the effective-weight difference, capped at 2. */
[[nodiscard]] int weightShift(int aEffectiveWeight, int bEffectiveWeight) noexcept;

/** Checks the facts and itemizes both sides' modifiers, effective weights and the weight shift. */
[[nodiscard]] Result<CombatAssessment> assessCombat(const CombatSide &a, const CombatSide &b,
                                                    const CombatFacts &facts);

/**
 * The exact distribution of the final margin, enumerated from both sides' kept-value
 * distributions on @p die under the Elite/Levy @p mechanic (§13, ruling R42).
 */
[[nodiscard]] Result<CombatOdds> odds(const CombatSide &a, const CombatSide &b, const CombatFacts &facts, Die die,
                                      EliteMechanic mechanic = EliteMechanic::None);

/** Resolves one fight, rolling both sides' quality dice on @p die with the game's generator (A's first). */
[[nodiscard]] Result<CombatResult> resolve(const CombatSide &a, const CombatSide &b, const CombatFacts &facts,
                                           Die die, Pcg32 &rng, EliteMechanic mechanic = EliteMechanic::None);

/**
 * Resolves one fight with dice the players rolled (readQuality()). Both rolls must be
 * on the same die, under the same Elite/Levy mechanic, and of their side's quality.
 */
[[nodiscard]] Result<CombatResult> resolve(const CombatSide &a, const CombatSide &b, const CombatFacts &facts,
                                           const QualityRoll &aRoll, const QualityRoll &bRoll);

// ---- §10 missile combat ---------------------------------------------------------------
//
// One volley: a firer shooting one target Base (range and line of fire are the caller's).
// The firer and the target each roll their quality dice on the combat die (§3.1) and
// the weight result-shift (§9.4) is applied to the margin, on effective weights (§8.2).
// No overlap, flank, rear, high-ground or special-rule modifiers apply, there is no
// push-back, and the only result is Fatigue on the target: the margin, when the firer's
// final total beats the target's; a tie or a loss for the firer has no effect, and the
// firer never takes Fatigue (§10). A CombatSide's uphill, spears and formed are ignored.
// The target counts as shot at whatever the result (ruling R22); that is the caller's.

/** The exact odds of one volley (§10). */
struct MissileOdds
{
    int firerEffectiveWeight = 0;  ///< §8.2
    int targetEffectiveWeight = 0; ///< §8.2
    int weightShift = 0;           ///< §9.4: −2..2, added to the margin from the firer's view
    std::map<int, Fraction> fatigue; ///< Fatigue the target takes (0 included) → its exact chance
    Fraction anyEffect;              ///< the target takes at least 1 Fatigue

    friend bool operator==(const MissileOdds &, const MissileOdds &) = default;
};

/** One resolved volley (§10). */
struct MissileResult
{
    QualityRoll firerRoll;
    QualityRoll targetRoll;
    int firerEffectiveWeight = 0;  ///< §8.2
    int targetEffectiveWeight = 0; ///< §8.2
    int weightShift = 0;           ///< §9.4, from the firer's view
    int firerTotal = 0;            ///< the kept result: no modifiers apply (§10)
    int targetTotal = 0;
    int rawDifference = 0;         ///< firerTotal − targetTotal
    int margin = 0;                ///< rawDifference + weightShift; positive: the firer's total beats the target's
    int fatigue = 0;               ///< Fatigue the target takes: the margin if positive, else 0
    std::vector<CombatStep> steps;

    friend bool operator==(const MissileResult &, const MissileResult &) = default;
};

/** The exact distribution of the Fatigue one volley puts on the target (§10), under @p mechanic (ruling R42). */
[[nodiscard]] Result<MissileOdds> missileOdds(const CombatSide &firer, const CombatSide &target, Die die,
                                              EliteMechanic mechanic = EliteMechanic::None);

/** Resolves one volley, rolling both sides' quality dice on @p die with the game's generator (firer first). */
[[nodiscard]] Result<MissileResult> resolveMissile(const CombatSide &firer, const CombatSide &target, Die die,
                                                   Pcg32 &rng, EliteMechanic mechanic = EliteMechanic::None);

/**
 * Resolves one volley with dice the players rolled (readQuality()). Both rolls must be
 * on the same die, under the same Elite/Levy mechanic, and of their side's quality.
 */
[[nodiscard]] Result<MissileResult> resolveMissile(const CombatSide &firer, const CombatSide &target,
                                                   const QualityRoll &firerRoll, const QualityRoll &targetRoll);

} // namespace ancients

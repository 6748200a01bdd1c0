#pragma once

// Dice pools and their exact odds: every attack die hits on 4+ (§6, §7), so a
// pool's hits are binomial with p = 1/2; 1s cost Impetuous attackers a hit
// (§7, ruling R18) and put generals at risk (§10.2). Morale (§8), push moves
// (§5.1), the initiative roll (§10.3) and the 1D3 of §9 are here too. Every
// chance is an exact fraction.

#include "ancients/fraction.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace ohw {

using ancients::Fraction;

/** Why a pool holds the dice it does: the unit's own dice, then each modifier (§6, §7, §7.1, §5.6, §10). */
enum class Modifier : std::uint8_t {
    UnitDice,     ///< the unit's attack dice (§7)
    ShootingDice, ///< a shot's 2D6 (§6)
    General,      ///< +1: a general attached to the attacker (§10.1)
    Ferocious,    ///< +1: the initial attack of a Ferocious unit in a melee (§10.4, ruling R17)
    Flank,        ///< +1 (§7.1)
    Rear,         ///< +2 (§7.1)
    Armored,      ///< −1: an Armored target, unless the attacker is a Warband (§10.4, ruling R19)
    Woods,        ///< −1: the target stands in woods (§5.6)
    Rough,        ///< −1: the target stands in rough (§5.6)
    Hill,         ///< −1: the target stands on a hill, the attacker not (§5.6, ruling R11)
    BridgeOrFord, ///< −1: the assault crosses a bridge or ford (§5.6, ruling R11)
    Fortified,    ///< −1: the target holds a fortified settlement (§5.6, scenario)
    Minimum,      ///< what brings the pool up to 1D6 (ruling R15)
};

inline constexpr int ModifierCount = 13;

/** One line of a pool: why, how many dice (signed) and the section that says so. */
struct PoolTerm
{
    Modifier modifier = Modifier::UnitDice;
    int dice = 0;
    std::string section;

    friend bool operator==(const PoolTerm &, const PoolTerm &) = default;
};

/** An attack's dice, itemized: its terms in order and the dice rolled, never fewer than one (ruling R15). */
struct Pool
{
    std::vector<PoolTerm> terms;
    int dice = 0; ///< the sum of the terms

    friend bool operator==(const Pool &, const Pool &) = default;
};

/** One outcome of an attack's roll: its hits, whether any 1 came up, and the exact chance. */
struct HitOutcome
{
    int hits = 0;
    bool anyOne = false; ///< an Impetuous attacker takes 1 hit (ruling R18)
    Fraction probability;

    friend bool operator==(const HitOutcome &, const HitOutcome &) = default;
};

/** The chance that @p dice D6 score exactly @p hits on 4+: C(n, h) / 2^n (§6, §7). */
[[nodiscard]] Fraction chanceOfHits(int dice, int hits);

/** The chance of each number of hits of @p dice D6, index = hits, 0 to @p dice. */
[[nodiscard]] std::vector<Fraction> hitDistribution(int dice);

/**
 * The joint distribution of hits and 1s of @p dice D6: for each number of hits,
 * the chance with no 1 and with at least one 1, fewest hits first, no 1 first;
 * outcomes that cannot happen are left out. (A 1 is a miss: with h hits, the
 * other n − h dice show 1, 2 or 3.)
 */
[[nodiscard]] std::vector<HitOutcome> hitOutcomes(int dice);

/** The chance that @p dice D6 show at least one 1: 1 − (5/6)^n (§7, ruling R18). */
[[nodiscard]] Fraction chanceOfAnyOne(int dice);

/** The chance that risk rolls for @p ones 1s kill a general: 1 − (35/36)^k (§10.2). */
[[nodiscard]] Fraction riskRollsKillChance(int ones);

/**
 * The chance that an attack of @p dice D6 against a unit with a general kills
 * him by its risk rolls (§10.2): each die is a 1 and then rolls a 2 on 2D6 with
 * chance 1/6 × 1/36, so 1 − (215/216)^n. Up to MaxPoolDice dice.
 */
[[nodiscard]] Fraction generalKilledChance(int dice);

/** The chance that a general's rout test kills him: a 1 on 1D6 (§10.2). */
[[nodiscard]] Fraction routTestKillChance();

/** The score a morale check needs with @p hits on the unit: 2 for 1–4, 3 for 5–8, 0 otherwise (§8). */
[[nodiscard]] int moraleScore(int hits) noexcept;

/** The chance that a unit with @p hits passes its morale check (§8); 0 when no check applies. */
[[nodiscard]] Fraction moralePassChance(int hits);

/** The chance that a push move needing @p score succeeds (§5.1). */
[[nodiscard]] Fraction pushSuccessChance(int score);

/** The same, with a general's re-roll of a failure (§10.1, ruling R5): 1 − (1 − p)². */
[[nodiscard]] Fraction pushSuccessChanceWithReroll(int score);

/** The chance that the player without the initiative takes it: his 1D6 beats the holder's by 2 or more (§10.3, ruling R27). */
[[nodiscard]] Fraction seizeInitiativeChance();

/** Whether the non-holder's @p challenger roll takes the initiative from the @p holder roll (§10.3, ruling R27). */
[[nodiscard]] constexpr bool seizesInitiative(int challenger, int holder) noexcept
{
    return challenger - holder >= 2;
}

/** How many of @p faces hit (4+, §6, §7). */
[[nodiscard]] int countHits(std::span<const int> faces) noexcept;

/** How many of @p faces are 1s (§7, §10.2). */
[[nodiscard]] int countOnes(std::span<const int> faces) noexcept;

/** Whether a pair of risk dice kills the general: they total 2 (§10.2). */
[[nodiscard]] constexpr bool riskRollKills(int first, int second) noexcept
{
    return first + second == 2;
}

} // namespace ohw

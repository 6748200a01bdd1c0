#pragma once

// The melee of My Wargame Rules as pure functions over numbers (§6, §7, §10,
// §10.1): the itemized Resolve, who rolls how many dice, the Combat Result Table,
// and the exact odds of its five results for any fixed way of picking from two dice.

#include "mwr/refusal.h"
#include "mwr/types.h"

#include "ancients/fraction.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace mwr {

using ancients::Fraction;

/** The five results of the Combat Result Table (§10), in the table's order. */
enum class CombatResult : std::uint8_t {
    Repulsed,     ///< 1: the attacker takes 1 hit
    BrutalClash,  ///< 2: both take 1 hit
    ForcedBack,   ///< 3–4: the defender is pushed back 1 base width
    HitAndHold,   ///< 5: the defender takes 1 hit
    Breakthrough, ///< 6: the defender takes 1 hit and is pushed back
};

inline constexpr std::size_t CombatResultCount = 5;

[[nodiscard]] constexpr std::size_t resultIndex(CombatResult result) noexcept
{
    return static_cast<std::size_t>(result);
}

/** The result a die face reads on the table (§10), or none for a face that is not 1–6. */
[[nodiscard]] std::optional<CombatResult> resultOfFace(int face) noexcept;

/** Which side of a melee rolls (§10). */
enum class Roller : std::uint8_t { Attacker, Defender };

/** Who rolls and how many dice (§10): equal Resolve, the attacker 1D6; else the higher side 2D6 and picks. */
struct RollPlan
{
    Roller roller = Roller::Attacker;
    int dice = 1; ///< 1, or 2 for the higher side's pick

    friend bool operator==(const RollPlan &, const RollPlan &) = default;
};

[[nodiscard]] RollPlan rollPlan(int attackerResolve, int defenderResolve) noexcept;

/** A chance for each of the five results, indexed by resultIndex(); they sum to 1. */
using Distribution = std::array<Fraction, CombatResultCount>;

/**
 * A fixed way of picking from two dice: the roller's five results, best first.
 * Of the two dice it keeps the one whose result comes earlier (ruling R5).
 */
struct Preference
{
    std::array<CombatResult, CombatResultCount> bestFirst{};

    friend bool operator==(const Preference &, const Preference &) = default;
};

/**
 * "Best" by the table's own order, from the roller's side (ruling R5): the
 * attacker prefers the lower rows of the table (Breakthrough first, the higher
 * die), the defender the upper rows (Repulsed first, the lower die).
 */
[[nodiscard]] Preference tableOrder(Roller roller) noexcept;

/** The exact odds of each result when the roller keeps the result its @p preference ranks first; refused unless it ranks each result once. */
[[nodiscard]] Result<Distribution> distribution(const RollPlan &plan, const Preference &preference);

/** The exact odds when the roller picks its best by the table's order (ruling R5). */
[[nodiscard]] Distribution bestDistribution(const RollPlan &plan);

/**
 * The exact odds under any fixed pick: @p choose(first, second) returns the
 * result kept when the two dice read @p first and @p second (one of them; asked
 * only when they differ). With one die there is nothing to choose. Refused when
 * @p choose returns a result neither die offers.
 */
template<typename Choose>
[[nodiscard]] Result<Distribution> distributionBy(const RollPlan &plan, Choose &&choose);

/** For each result, the chance that at least one die of the roll offers it: what a player picking by another preference can count on. */
[[nodiscard]] Distribution offered(const RollPlan &plan);

/** The face a roller with @p preference keeps of @p faces (the first of equal results). @p faces holds 1 or 2 faces, each 1–6. */
[[nodiscard]] int preferredFace(const std::vector<int> &faces, const Preference &preference);

/** One line of a unit's Resolve in a melee, with the section (and ruling) it comes from. */
struct ResolveItem
{
    enum class Kind : std::uint8_t {
        Base,          ///< the unit's base Resolve (§10, ruling R3)
        Cohesion,      ///< Shaken −1, Disrupted −2 (§10.1)
        SideSupport,   ///< +1 for `unit`, a side supporter (§6, §10.1)
        RearSupport,   ///< +1 for `unit`, the rear supporter (§6, §10.1)
        FlankAttack,   ///< +1 to the attacker (§7, §10.1)
        RearAttack,    ///< +2 to the attacker (§7, §10.1)
        SupportDenied, ///< 0: `unit` would support, but the defender is attacked in flank or rear (§7)
    };

    Kind kind = Kind::Base;
    int amount = 0;
    std::string section;
    std::string ruling{};
    UnitId unit = -1; ///< the supporter, for the support lines
    Cohesion cohesion = Cohesion::Fresh; ///< Kind::Cohesion: the state that costs it

    friend bool operator==(const ResolveItem &, const ResolveItem &) = default;
};

/** A unit's Resolve in one melee: base plus modifiers, line by line (§10, §10.1). */
struct Resolve
{
    std::vector<ResolveItem> items;

    [[nodiscard]] int total() const noexcept
    {
        int sum = 0;
        for (const ResolveItem &item : items)
            sum += item.amount;
        return sum;
    }

    friend bool operator==(const Resolve &, const Resolve &) = default;
};

/** Which side of the melee a Resolve is for. */
enum class MeleeRole : std::uint8_t { Attacker, Defender };

/**
 * A unit's itemized Resolve (§6, §7, §10, §10.1): its @p base, its @p cohesion,
 * one line per supporter in @p support (denied to a defender attacked in flank
 * or rear), and the attacker's flank or rear bonus. The supporters are taken
 * as given: game.h checks them against the table's facts.
 */
[[nodiscard]] Resolve resolveOf(int base, Cohesion cohesion, MeleeRole role, AttackDirection direction,
                                const std::vector<Support> &support);

/** How far one move goes over @p terrain (§4, §5, ruling R15). */
struct Allowance
{
    Fraction baseWidths{1};       ///< the most the unit may move; 0 when the move is the crossing of an obstacle
    bool crossesObstacle = false; ///< the whole move crosses an obstacle, ending on its far side

    friend bool operator==(const Allowance &, const Allowance &) = default;
};

/** The move over @p terrain, or none: impassable ground is never entered (§5). */
[[nodiscard]] std::optional<Allowance> moveAllowance(Terrain terrain) noexcept;

// ---- template definitions ----------------------------------------------------------

namespace detail {
[[nodiscard]] Refusal pickNotOffered(CombatResult first, CombatResult second, CombatResult chosen);
}

template<typename Choose>
Result<Distribution> distributionBy(const RollPlan &plan, Choose &&choose)
{
    std::array<std::int64_t, CombatResultCount> counts{};
    if (plan.dice <= 1) {
        for (int face = 1; face <= 6; ++face)
            ++counts.at(resultIndex(*resultOfFace(face)));
        Distribution d{};
        for (std::size_t i = 0; i < CombatResultCount; ++i)
            d.at(i) = Fraction(counts.at(i), 6);
        return d;
    }
    for (int first = 1; first <= 6; ++first) {
        for (int second = 1; second <= 6; ++second) {
            const CombatResult a = *resultOfFace(first);
            const CombatResult b = *resultOfFace(second);
            const CombatResult kept = a == b ? a : static_cast<CombatResult>(choose(a, b));
            if (kept != a && kept != b)
                return detail::pickNotOffered(a, b, kept);
            ++counts.at(resultIndex(kept));
        }
    }
    Distribution d{};
    for (std::size_t i = 0; i < CombatResultCount; ++i)
        d.at(i) = Fraction(counts.at(i), 36);
    return d;
}

} // namespace mwr

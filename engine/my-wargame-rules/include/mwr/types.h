#pragma once

// The small vocabulary every part of the My Wargame Rules engine shares: the two
// sides, units and their cohesion, the ground, and how units stand to each other
// in a melee. Sections are those of rulebook/my-wargame-rules/rulebook.md; rulings
// (R1…) those of rulebook/my-wargame-rules/rulings.md.

#include <cstdint>

namespace mwr {

/** One of the two players and their army. */
enum class Side : std::uint8_t { A, B };

[[nodiscard]] constexpr Side opponent(Side side) noexcept
{
    return side == Side::A ? Side::B : Side::A;
}

[[nodiscard]] constexpr int sideIndex(Side side) noexcept
{
    return side == Side::A ? 0 : 1;
}

/** A unit's number in the game: army A's units first, then army B's, in list order. */
using UnitId = int;

/** The four cohesion states (§2), in the order a unit degrades through them, one per hit. */
enum class Cohesion : std::uint8_t {
    Fresh,     ///< full combat effectiveness
    Shaken,    ///< −1 Resolve (§10.1)
    Disrupted, ///< −2 Resolve (§10.1)
    Destroyed, ///< removed from the battlefield
};

/** The kinds of ground the players agree on at setup (§5). */
enum class Terrain : std::uint8_t {
    Open,       ///< normal movement
    Road,       ///< double movement when moving entirely along it
    Rough,      ///< half movement; a push-back into it destroys
    Obstacle,   ///< crossing it takes a full move; a push-back into it destroys
    Impassable, ///< never entered; a push-back into it destroys
};

/** The defender's edge the attacker's front touches (§7, ruling R18). */
enum class AttackDirection : std::uint8_t {
    Front, ///< no bonus
    Flank, ///< +1 Resolve to the attacker; the defender counts no support
    Rear,  ///< +2 Resolve to the attacker; the defender counts no support
};

/** How a friendly unit supports one in a melee (§6). */
enum class SupportKind : std::uint8_t {
    Side, ///< base to base on either side, facing the same way (one a side, ruling R17)
    Rear, ///< directly behind and not engaged (one, ruling R17)
};

/** One supporting unit, as the players see it on the table (§6). */
struct Support
{
    UnitId unit = -1;
    SupportKind kind = SupportKind::Side;

    friend bool operator==(const Support &, const Support &) = default;
};

/** A unit's base Resolve when its army list gives none (ruling R3). */
inline constexpr int DefaultResolve = 3;
/** The base Resolve an army list may give a unit (ruling R3). */
inline constexpr int MinimumResolve = 1;
inline constexpr int MaximumResolve = 6;
/** Side supporters a unit can have, one on each side, and rear supporters, one (ruling R17). */
inline constexpr int MaximumSideSupport = 2;
inline constexpr int MaximumRearSupport = 1;

} // namespace mwr

#pragma once

// The cohesion ladder's arithmetic (§2, §3, §9 and rulings R2, R10, R13), shared by the
// engine's own steps and by anything that keeps a tally without a game: the app's quick
// cohesion tracker asks these, never its own copy of the ladder.

#include "mwr/types.h"

#include <optional>

namespace mwr {

/**
 * The state a hit leaves a unit in (§2, ruling R10): one step down the ladder, Fresh to
 * Shaken to Disrupted to Destroyed. A Destroyed unit has been removed and stays so.
 */
[[nodiscard]] constexpr Cohesion afterHit(Cohesion cohesion) noexcept
{
    return cohesion == Cohesion::Destroyed ? Cohesion::Destroyed
                                           : static_cast<Cohesion>(static_cast<int>(cohesion) + 1);
}

/**
 * The state a Rally leaves a unit in (§9, ruling R2): one step up for a Shaken or
 * Disrupted unit; none for a Fresh unit (nothing to rally) or a Destroyed one (removed).
 */
[[nodiscard]] constexpr std::optional<Cohesion> afterRally(Cohesion cohesion) noexcept
{
    if (cohesion != Cohesion::Shaken && cohesion != Cohesion::Disrupted)
        return std::nullopt;
    return static_cast<Cohesion>(static_cast<int>(cohesion) - 1);
}

/**
 * Whether a side with @p units units, @p lost of them destroyed, is defeated (§3, ruling
 * R13): it has none left, or the players agreed a break point (@p breakPoint > 0) and it
 * has lost that many.
 */
[[nodiscard]] constexpr bool sideDefeated(int lost, int units, int breakPoint) noexcept
{
    return lost >= units || (breakPoint > 0 && lost >= breakPoint);
}

} // namespace mwr

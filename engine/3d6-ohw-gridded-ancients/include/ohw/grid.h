#pragma once

// The two grids of §2 (ruling R1): where a unit stands and faces, which face of
// it a neighbour touches (§5.2, §7.1), whether a target lies in a shooter's arc
// and at what range (§6, ruling R13), and where a retreat goes (§5.4, ruling R9).
// The engine itself takes these facts from the players; these functions give
// them for a table whose positions are known.

#include "ohw/units.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ohw {

/** The grid the battle is played on (§2, ruling R1). */
enum class Grid : std::uint8_t {
    Hexes,   ///< a unit faces a vertex
    Squares, ///< a unit faces an edge
};

/** The face of a unit another unit contacts (§5.2, §7.1, ruling R7). */
enum class Face : std::uint8_t {
    Front,
    LeftFlank,
    RightFlank,
    Rear,
};

inline constexpr int FaceCount = 4;

/**
 * A unit's space and facing. On hexes (x, y) are axial (q, r) and @c facing the
 * vertex it faces, 0–5, between directions facing and facing + 1 (the
 * directions run counter-clockwise: (1,0), (1,−1), (0,−1), (−1,0), (−1,1),
 * (0,1)). On squares (x, y) are column and row, y growing downwards, and
 * @c facing the edge it faces, 0–3: (1,0), (0,−1), (−1,0), (0,1).
 */
struct Place
{
    int x = 0;
    int y = 0;
    int facing = 0;

    friend constexpr bool operator==(Place, Place) = default;
};

/** How many facings a space has: 6 vertices or 4 edges. */
[[nodiscard]] int facings(Grid grid) noexcept;

/** @p place turned by @p steps pivots (§5.3: a vertex or a square face each), counter-clockwise for positive steps. */
[[nodiscard]] Place pivoted(Grid grid, Place place, int steps) noexcept;

/** The space next to @p place in direction @p direction (wrapped: 0–5 on hexes, 0–3 on squares), its facing kept. */
[[nodiscard]] Place step(Grid grid, Place place, int direction) noexcept;

/**
 * The face of a unit at @p target that a unit in @p other's space contacts
 * (§5.2, §7.1): none when the spaces are not in contact (not neighbours; on
 * squares, diagonal neighbours are not in contact).
 */
[[nodiscard]] std::optional<Face> faceContacted(Grid grid, Place target, Place other) noexcept;

/**
 * The range, in spaces, from a shooter at @p shooter to @p target, when the
 * target lies in the shooter's arc (§6, ruling R13); none when it does not.
 * Hexes: the distance, inside the wedge between the lines through the two front
 * hexes. Squares: steps with at most one diagonal, inside the cone of the three
 * squares ahead.
 */
[[nodiscard]] std::optional<int> shootingRangeTo(Grid grid, Place shooter, Place target) noexcept;

/** The range a unit of @p type shoots to on @p grid (§6); 0 for a unit that cannot shoot. */
[[nodiscard]] int shootingRange(Grid grid, UnitType type) noexcept;

/** The spaces straight back from @p place that a retreat may take (§5.4, ruling R9): one square, or two rear hexes. */
[[nodiscard]] std::vector<Place> retreatSpaces(Grid grid, Place place);

} // namespace ohw

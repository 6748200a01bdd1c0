#include "ohw/grid.h"

#include "ancients/hex.h"

#include <array>
#include <cstdlib>

namespace ohw {

namespace {

constexpr std::array<std::array<int, 2>, 4> SquareDirections{{{1, 0}, {0, -1}, {-1, 0}, {0, 1}}};

int wrap(int value, int modulus) noexcept
{
    return ((value % modulus) + modulus) % modulus;
}

std::array<int, 2> squareDirection(int d) noexcept
{
    return SquareDirections[static_cast<std::size_t>(wrap(d, 4))];
}

ancients::Hex hexOf(Place p) noexcept
{
    return {p.x, p.y};
}

} // namespace

int facings(Grid grid) noexcept
{
    return grid == Grid::Hexes ? 6 : 4;
}

Place pivoted(Grid grid, Place place, int steps) noexcept
{
    place.facing = wrap(place.facing + steps, facings(grid));
    return place;
}

Place step(Grid grid, Place place, int direction) noexcept
{
    if (grid == Grid::Hexes) {
        const ancients::Hex h = ancients::neighbour(hexOf(place), direction);
        return {h.q, h.r, place.facing};
    }
    const auto d = squareDirection(direction);
    return {place.x + d[0], place.y + d[1], place.facing};
}

std::optional<Face> faceContacted(Grid grid, Place target, Place other) noexcept
{
    const int n = facings(grid);
    for (int d = 0; d < n; ++d) {
        const Place next = step(grid, target, d);
        if (next.x != other.x || next.y != other.y)
            continue;
        const int relative = wrap(d - target.facing, n);
        if (grid == Grid::Hexes) {
            // Front hexes: facing and facing + 1; sides: + 2 (left), + 5 (right); rear: + 3, + 4.
            switch (relative) {
            case 0:
            case 1:
                return Face::Front;
            case 2:
                return Face::LeftFlank;
            case 5:
                return Face::RightFlank;
            default:
                return Face::Rear;
            }
        }
        switch (relative) {
        case 0:
            return Face::Front;
        case 1:
            return Face::LeftFlank;
        case 3:
            return Face::RightFlank;
        default:
            return Face::Rear;
        }
    }
    return std::nullopt;
}

std::optional<int> shootingRangeTo(Grid grid, Place shooter, Place target) noexcept
{
    if (grid == Grid::Hexes) {
        // Turn the offset so the shooter faces vertex 0, between directions (1,0) and (1,−1):
        // the wedge is a·(1,0) + b·(1,−1) with a, b ≥ 0, i.e. r ≤ 0 and q + r ≥ 0, at range q.
        const ancients::Hex v = ancients::rotate(hexOf(target) - hexOf(shooter), -shooter.facing);
        if (v.r > 0 || v.q + v.r < 0 || v.q <= 0)
            return std::nullopt;
        return v.q;
    }
    const int dx = target.x - shooter.x;
    const int dy = target.y - shooter.y;
    const auto ahead = squareDirection(shooter.facing);
    const auto left = squareDirection(shooter.facing + 1);
    const int forward = dx * ahead[0] + dy * ahead[1];
    const int aside = std::abs(dx * left[0] + dy * left[1]);
    if (forward < 1 || aside > forward)
        return std::nullopt;
    // At most one diagonal step: every other step is straight (ruling R13).
    return forward + aside - (aside >= 1 ? 1 : 0);
}

int shootingRange(Grid grid, UnitType type) noexcept
{
    const UnitProfile &p = profile(type);
    return grid == Grid::Hexes ? p.rangeHexes : p.rangeSquares;
}

std::vector<Place> retreatSpaces(Grid grid, Place place)
{
    if (grid == Grid::Hexes)
        return {step(grid, place, place.facing + 3), step(grid, place, place.facing + 4)};
    return {step(grid, place, place.facing + 2)};
}

} // namespace ohw

#include "ancients/hex.h"

#include <algorithm>

namespace ancients {

Aspect aspect(Hex hex, Facing facing, Hex other) noexcept
{
    for (int d = 0; d < 6; ++d) {
        if (neighbour(hex, d) != other)
            continue;
        const auto front = facing.front();
        if (d == front[0] || d == front[1])
            return Aspect::Front;
        const auto sides = facing.sides();
        if (d == sides[0] || d == sides[1])
            return Aspect::Side;
        return Aspect::Rear;
    }
    return Aspect::NotAdjacent;
}

std::vector<Hex> blockLayout(Hex origin, Facing facing, int frontage, int depth)
{
    std::vector<Hex> hexes;
    if (frontage <= 0 || depth <= 0)
        return hexes;
    hexes.reserve(static_cast<std::size_t>(frontage * depth));
    for (int rank = 0; rank < depth; ++rank) {
        for (int file = 0; file < frontage; ++file)
            hexes.push_back(layoutHex(origin, facing, file, rank));
    }
    return hexes;
}

bool contiguous(std::span<const Hex> hexes)
{
    if (hexes.empty())
        return true;
    std::vector<bool> reached(hexes.size(), false);
    std::vector<std::size_t> frontier{0};
    reached[0] = true;
    std::size_t count = 1;
    while (!frontier.empty()) {
        const Hex at = hexes[frontier.back()];
        frontier.pop_back();
        for (std::size_t i = 0; i < hexes.size(); ++i) {
            if (!reached[i] && distance(at, hexes[i]) == 1) {
                reached[i] = true;
                ++count;
                frontier.push_back(i);
            }
        }
    }
    return count == hexes.size();
}

int gap(std::span<const Hex> a, std::span<const Hex> b) noexcept
{
    int best = -1;
    for (const Hex x : a) {
        for (const Hex y : b) {
            const int d = distance(x, y);
            if (best < 0 || d < best)
                best = d;
        }
    }
    return best;
}

bool withinOneBaseWidth(std::span<const Hex> a, std::span<const Hex> b) noexcept
{
    const int g = gap(a, b);
    return g >= 0 && g <= 2;
}

std::vector<Hex> seamHexes(std::span<const Hex> part, std::span<const Hex> rest)
{
    std::vector<Hex> seam;
    for (const Hex x : part) {
        if (std::any_of(rest.begin(), rest.end(), [x](Hex y) { return distance(x, y) == 1; }))
            seam.push_back(x);
    }
    return seam;
}

} // namespace ancients

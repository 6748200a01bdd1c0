#include "ancients/hex.h"

#include <algorithm>
#include <cmath>

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

Lateral lateral(Hex hex, Facing facing, Hex other) noexcept
{
    // In doubled Cartesian coordinates (x = 2q + r, y = −r; the true axes are
    // these scaled by positive factors, so signs are kept), the directions run
    // counter-clockwise. The facing points between its two front directions; the
    // cross product of it with the way to @p other is positive on the left.
    const auto [left, right] = facing.front();
    const Hex ahead = HexDirections[static_cast<std::size_t>(left)] + HexDirections[static_cast<std::size_t>(right)];
    const Hex to = other - hex;
    const int ax = 2 * ahead.q + ahead.r;
    const int ay = -ahead.r;
    const int bx = 2 * to.q + to.r;
    const int by = -to.r;
    const int cross = ax * by - ay * bx;
    return cross > 0 ? Lateral::Left : cross < 0 ? Lateral::Right : Lateral::OnTheLine;
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

std::vector<Hex> hexLine(Hex from, Hex to)
{
    // Sample the straight line at each hex step and round each point to the
    // nearest hex in cube coordinates; a tiny nudge keeps points that fall
    // exactly on an edge from rounding one way here and the other way there.
    const int n = distance(from, to);
    std::vector<Hex> line;
    line.reserve(static_cast<std::size_t>(n));
    const double nudge = 1e-6;
    const double fq = from.q + nudge, fr = from.r + nudge, fs = from.s() - 2 * nudge;
    const double tq = to.q + nudge, tr = to.r + nudge, ts = to.s() - 2 * nudge;
    for (int i = 1; i <= n; ++i) {
        const double t = static_cast<double>(i) / n;
        const double q = fq + (tq - fq) * t, r = fr + (tr - fr) * t, s = fs + (ts - fs) * t;
        double rq = std::round(q), rr = std::round(r), rs = std::round(s);
        const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
        if (dq > dr && dq > ds)
            rq = -rr - rs;
        else if (dr > ds)
            rr = -rq - rs;
        line.push_back({static_cast<int>(rq), static_cast<int>(rr)});
    }
    return line;
}

std::vector<Hex> recoilHexes(std::span<const Hex> file, Facing facing, RearSide side)
{
    const int d = facing.rear()[side == RearSide::Left ? 0 : 1];
    std::vector<Hex> to;
    to.reserve(file.size());
    for (const Hex h : file)
        to.push_back(neighbour(h, d));
    return to;
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
    return g >= 0 && g <= 1;
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

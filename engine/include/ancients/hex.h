#pragma once

#include <array>
#include <compare>
#include <span>
#include <vector>

namespace ancients {

/**
 * A hex of the playing surface in axial coordinates (q, r); the third cube
 * coordinate is s = −q − r. Every Base occupies one hex, one base-width across
 * (§2 "Spatial substrate").
 */
struct Hex
{
    int q = 0;
    int r = 0;

    [[nodiscard]] constexpr int s() const noexcept { return -q - r; }

    friend constexpr Hex operator+(Hex a, Hex b) noexcept { return {a.q + b.q, a.r + b.r}; }
    friend constexpr Hex operator-(Hex a, Hex b) noexcept { return {a.q - b.q, a.r - b.r}; }
    friend constexpr Hex operator*(int k, Hex a) noexcept { return {k * a.q, k * a.r}; }
    friend constexpr bool operator==(Hex, Hex) = default;
    friend constexpr auto operator<=>(Hex, Hex) = default;
};

/** The six neighbour directions, counter-clockwise; direction d + 1 is d turned by 60°. */
inline constexpr std::array<Hex, 6> HexDirections{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

/** @p d reduced to 0–5, so that any whole number of 60° turns names a direction. */
[[nodiscard]] constexpr int wrapDirection(int d) noexcept
{
    return ((d % 6) + 6) % 6;
}

/** The hex next to @p hex in direction @p d. */
[[nodiscard]] constexpr Hex neighbour(Hex hex, int d) noexcept
{
    return hex + HexDirections[static_cast<std::size_t>(wrapDirection(d))];
}

/** The distance in hexes, i.e. in base-widths (§2). */
[[nodiscard]] constexpr int distance(Hex a, Hex b) noexcept
{
    const Hex d = a - b;
    const int dq = d.q < 0 ? -d.q : d.q;
    const int dr = d.r < 0 ? -d.r : d.r;
    const int ds = d.s() < 0 ? -d.s() : d.s();
    return (dq + dr + ds) / 2;
}

/** @p v turned about the origin by @p steps × 60°, counter-clockwise for positive steps. */
[[nodiscard]] constexpr Hex rotate(Hex v, int steps) noexcept
{
    for (int i = 0; i < wrapDirection(steps); ++i)
        v = {v.q + v.r, -v.q};
    return v;
}

/**
 * The vertex a Base faces (§2: "each Base ... faces a vertex"), 0–5. Vertex f
 * lies between directions f and f + 1, which are the Base's two front hexes;
 * f + 2 and f + 5 are its sides, f + 3 and f + 4 its rear.
 */
struct Facing
{
    int vertex = 0;

    /** This facing turned by @p steps × 60° (the in-place pivot of §5.1 is ±1). */
    [[nodiscard]] constexpr Facing turned(int steps) const noexcept { return {wrapDirection(vertex + steps)}; }
    /** The two front directions: left front, right front. */
    [[nodiscard]] constexpr std::array<int, 2> front() const noexcept { return {wrapDirection(vertex + 1), vertex}; }
    /** The two side directions: left, right. */
    [[nodiscard]] constexpr std::array<int, 2> sides() const noexcept
    {
        return {wrapDirection(vertex + 2), wrapDirection(vertex + 5)};
    }
    /** The two rear directions: left rear, right rear (the diagonals a recoil can take, §9.6). */
    [[nodiscard]] constexpr std::array<int, 2> rear() const noexcept
    {
        return {wrapDirection(vertex + 3), wrapDirection(vertex + 4)};
    }
    /** Along the line, from a Base to the next one on its right (the width axis). */
    [[nodiscard]] constexpr int widthAxis() const noexcept { return wrapDirection(vertex + 5); }
    /** From a rank to the rank behind it (the depth axis, 120° from the width axis, §5.5). */
    [[nodiscard]] constexpr int depthAxis() const noexcept { return wrapDirection(vertex + 3); }

    friend constexpr bool operator==(Facing, Facing) = default;
};

/** Where an adjacent hex lies as seen from a Base (§2, §9.3). */
enum class Aspect { Front, Side, Rear, NotAdjacent };

/** Where @p other lies as seen from a Base on @p hex facing @p facing. */
[[nodiscard]] Aspect aspect(Hex hex, Facing facing, Hex other) noexcept;

/** Which side of a Base a hex lies on: its left or its right, or on the line through its facing vertex (§9.3). */
enum class Lateral { Left, Right, OnTheLine };

/**
 * Which side of the line through a Base on @p hex and the vertex it faces (its
 * facing) @p other lies on: the side a flank attack or an overlap comes from
 * (§9.2, §9.3). A front hex, side hex and rear hex on the left are Left.
 */
[[nodiscard]] Lateral lateral(Hex hex, Facing facing, Hex other) noexcept;

/**
 * The hex of the Base in file @p file (0 = left) and rank @p rank (0 = front)
 * of a Block whose front-left Base stands on @p origin facing @p facing.
 */
[[nodiscard]] constexpr Hex layoutHex(Hex origin, Facing facing, int file, int rank) noexcept
{
    return origin + file * HexDirections[static_cast<std::size_t>(facing.widthAxis())]
        + rank * HexDirections[static_cast<std::size_t>(facing.depthAxis())];
}

/** The hexes of a frontage × depth Block, rank by rank, left to right (§5.5). */
[[nodiscard]] std::vector<Hex> blockLayout(Hex origin, Facing facing, int frontage, int depth);

/**
 * The hexes a straight line from @p from to @p to enters, in order: @p to
 * included, @p from not (ruling R20: the tiles a Base's move enters).
 */
[[nodiscard]] std::vector<Hex> hexLine(Hex from, Hex to);

/** Whether @p hexes form one edge-connected group (§2: Bases "touching edge to edge"). */
[[nodiscard]] bool contiguous(std::span<const Hex> hexes);

/** The smallest distance between any hex of @p a and any of @p b; −1 when either is empty. */
[[nodiscard]] int gap(std::span<const Hex> a, std::span<const Hex> b) noexcept;

/**
 * Whether two groups of Bases lie "within one base-width" of each other (§12.1):
 * their nearest Bases are at most one hex apart, distance measured hex to hex
 * as moves are (§2, ruling R11): only touching groups are.
 */
[[nodiscard]] bool withinOneBaseWidth(std::span<const Hex> a, std::span<const Hex> b) noexcept;

/**
 * The hexes of @p part that touch a hex of @p rest: the Bases on the part's
 * side of the seam when a Block splits into @p part and @p rest (§6.2).
 */
[[nodiscard]] std::vector<Hex> seamHexes(std::span<const Hex> part, std::span<const Hex> rest);

/** Which of a Base's two rear diagonals a recoil takes; the defender picks (§9.6). */
enum class RearSide { Left, Right };

/**
 * Where a file recoils to (§9.6 "the snake"): every Base of @p file, in order,
 * one rank back along the rear diagonal @p side of @p facing, the file staying
 * intact and its facing unchanged.
 */
[[nodiscard]] std::vector<Hex> recoilHexes(std::span<const Hex> file, Facing facing, RearSide side);

/**
 * The table a game with tracked positions is played on (§13 Setup: "board
 * ~24 × 16 BW"), in base-widths. Its hexes are those with 0 ≤ q < depth and
 * 0 ≤ r + ⌊q ÷ 2⌋ < width: army A's edge is the line q = 0 and army B's the line
 * q = depth − 1, each Base's front toward the other facing vertex 0 or 3, and
 * the lines of Blocks run along the width (ruling R41). A snake blocked by its
 * edge is pinned (§9.5) and a routing Base that would leave it is removed (§12).
 */
struct TableSize
{
    int width = 24; ///< along the armies' edges
    int depth = 16; ///< from one army's edge to the other's

    friend bool operator==(const TableSize &, const TableSize &) = default;
};

/** Whether @p hex lies on a table of size @p table (ruling R41). */
[[nodiscard]] constexpr bool onTable(const TableSize &table, Hex hex) noexcept
{
    return hex.q >= 0 && hex.q < table.depth && hex.r + hex.q / 2 >= 0 && hex.r + hex.q / 2 < table.width;
}

/** How many chained moves a wheel takes: ceil(max(frontage − 1, depth − 1) ÷ move allowance) (§5.5). */
[[nodiscard]] constexpr int wheelMoves(int frontage, int depth, int moveAllowance) noexcept
{
    const int far = (frontage > depth ? frontage : depth) - 1;
    return far <= 0 || moveAllowance <= 0 ? 0 : (far + moveAllowance - 1) / moveAllowance;
}

} // namespace ancients

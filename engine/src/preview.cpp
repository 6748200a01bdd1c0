#include "ancients/preview.h"

#include "ancients/dice.h"
#include "ancients/formation.h"
#include "ancients/hex.h"
#include "ancients/refusal.h"

#include <algorithm>
#include <numeric>
#include <string>

namespace ancients {

namespace {

/** The Block @p block, if it exists and still stands; otherwise why not. */
Result<const Block *> standingBlock(const GameState &state, BlockId block)
{
    if (block < 0 || static_cast<std::size_t>(block) >= state.blocks.size())
        return refuse("no-such-block", "2", "There is no Block ", arg::number("block", block), ".");
    const Block &b = state.blocks[static_cast<std::size_t>(block)];
    if (!b.active())
        return refuse("block-gone", "12", arg::block("block", block, b.name), " has broken or merged away.",
                      arg::hidden(arg::key("action", "move", "move")));
    return &b;
}

} // namespace

Result<MovementTestPreview> previewMovementTest(const GameState &state, BlockId block)
{
    const auto standing = standingBlock(state, block);
    if (!standing)
        return standing.error();
    const Block &b = **standing;
    MovementTestPreview p;
    p.moves = b.movesThisTurn;
    p.movementOver = b.movementOver;
    p.chained = b.movesThisTurn >= 1;
    p.tempoCost = p.chained ? ChainedMoveCost : 0;
    // Every Base pays the tempo cost, so the average rises by exactly that (§5.2).
    p.average = averageFatigue(state, block) + Fraction(p.tempoCost);
    p.breaks = blockHasBroken(p.average);
    p.needed = p.breaks ? 7 : movementTarget(p.average);
    p.chance = p.breaks || p.movementOver ? Fraction(0) : movementPassChance(b.quality, p.average, state.options.eliteMechanic);
    return p;
}

int wheelTests(int frontage, int depth, TroopType type) noexcept
{
    return wheelTests(frontage, depth, type, DefaultDistances);
}

int wheelTests(int frontage, int depth, TroopType type, const Distances &distances) noexcept
{
    return wheelMoves(frontage, depth, moveAllowance(type, distances));
}

Result<WheelPreview> previewWheel(const GameState &state, BlockId block, std::span<const BlockSpec> listed)
{
    const auto standing = standingBlock(state, block);
    if (!standing)
        return standing.error();
    const Block &b = **standing;
    const Formation f = formation(state, block, listed);
    WheelPreview p;
    p.frontage = f.frontage;
    p.depth = f.depth;
    p.moves = wheelTests(f.frontage, f.depth, b.type, state.options.distances);
    // §5.2: the turn's first move is free; each further one costs every Base.
    const int free = b.movesThisTurn == 0 ? 1 : 0;
    p.fatigue = std::max(0, p.moves - free) * ChainedMoveCost;
    return p;
}

int fatigueLeftBeforeBreak(std::span<const int> baseFatigue) noexcept
{
    const std::int64_t total = std::accumulate(baseFatigue.begin(), baseFatigue.end(), std::int64_t{0});
    const std::int64_t limit = std::int64_t{BlockBreakThreshold} * static_cast<std::int64_t>(baseFatigue.size());
    return static_cast<int>(std::max<std::int64_t>(0, limit - total));
}

} // namespace ancients

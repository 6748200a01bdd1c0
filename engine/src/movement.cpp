// The Move phase (§5): the movement test and chained moves, moves over ground
// and hills, charges, pivots, wheels and column march.

#include "ancients/game.h"

#include "game_internal.h"

#include "ancients/formation.h"
#include "ancients/preview.h"

#include <algorithm>

namespace ancients::detail {

// The Block a move-phase action names, checked: it exists, it still stands,
// it is the active player's, and it is the Move phase.
Result<BlockId> movingBlock(const GameState &s, BlockId id, const char *what)
{
    if (id < 0 || static_cast<std::size_t>(id) >= s.blocks.size())
        return illegal("no-such-block", "2", "There is no Block ", arg::number("block", id), ".");
    const Block &b = s.blocks[static_cast<std::size_t>(id)];
    if (!b.active())
        return illegal("block-gone", "12", blockArg(b), " has broken or merged away; it cannot ", arg::key("action", what, what),
                       ".");
    if (s.phase != Phase::Move)
        return illegal("not-move-phase", "4", "Blocks ", arg::key("action", what, what), " only in the Move phase.");
    if (b.side != s.active)
        return illegal("not-active-player", "4", "Only the active player ", arg::key("action", what, what), "s; ", blockArg(b),
                       " belongs to the other side.");
    return id;
}

namespace {

Result<QualityRoll> movementRoll(Turn &t, const Block &b, const std::optional<SuppliedDice> &dice)
{
    // The movement test keeps by the same rule as combat, on the d6 (§3.1, ruling R42).
    const EliteMechanic mechanic = t.s.options.eliteMechanic;
    if (dice)
        return readQuality(b.quality, Die::D6, mechanic, dice->first, dice->second, dice->third);
    return rollQuality(b.quality, Die::D6, t.dice(), mechanic);
}

/**
 * One tested move of @p id (§5, §5.2): the tempo cost if it is not the first,
 * then the test. Returns whether the move may happen; a failure ends the
 * Block's movement with the Fatigue still paid.
 */
Result<bool> testedMove(Turn &t, BlockId id, const std::optional<SuppliedDice> &dice, const std::string &what,
                        Effect::Cause cause, int nth = 0, int of = 0)
{
    if (t.block(id).movementOver)
        return illegal("movement-over", "5.2", blockArg(t.block(id)),
                       " failed a movement test this turn; its movement is over.");
    // Supplied dice must be valid before anything is paid.
    if (dice) {
        const auto check = readQuality(t.block(id).quality, Die::D6, t.s.options.eliteMechanic, dice->first,
                                       dice->second, dice->third);
        if (!check)
            return check.error();
    }
    if (t.block(id).movesThisTurn >= 1) {
        t.blockFatigue(id, ChainedMoveCost, "5.2", "the tempo cost of an extra move, paid before it", Effect::Cause::TempoCost);
        t.breakChecks();
        if (!t.block(id).active())
            return false;
    }
    const Block &b = t.block(id);
    const auto roll = movementRoll(t, b, dice);
    if (!roll)
        return roll.error();
    const Fraction average = averageFatigue(t.s, id);
    const auto test = judgeMovementTest(*roll, average);
    if (!test)
        return test.error();
    Block &blk = t.block(id);
    blk.movesThisTurn += 1;
    blk.actedThisTurn = true;
    Effect e;
    e.kind = Effect::Kind::MovementTest;
    e.section = "5";
    e.block = id;
    e.side = blk.side;
    e.roll = *roll;
    e.passed = test->passed;
    e.cause = cause;
    e.amount = nth;
    e.count = of;
    e.average = average;
    e.text = blockLabel(blk) + " " + what + ": movement test, kept " + str(roll->kept()) + " against average Fatigue "
        + str(static_cast<int>(average.numerator())) + "/" + str(static_cast<int>(average.denominator())) + " — "
        + (test->passed ? "passed" : "failed");
    t.fx.push_back(std::move(e));
    if (!test->passed) {
        blk.movementOver = true;
        t.note(Effect::Kind::MoveEnded, blk.movesThisTurn > 1 ? "5.2" : "5",
               blockLabel(blk) + " fails its test: its movement ends for the turn", Effect::Cause::TestFailed, id);
    }
    return test->passed;
}

} // namespace

Result<bool> doMove(Turn &t, const MoveBlock &a)
{
    const auto checked = movingBlock(t.s, a.block, "move");
    if (!checked)
        return checked.error();
    const Block &b = t.block(a.block);
    for (const auto &[id, tiles] : a.terrainEntered) {
        if (std::find(b.bases.begin(), b.bases.end(), id) == b.bases.end())
            return illegal("not-in-block", "6", arg::base(id), " is not in ", blockArg(b), ".");
        (void)tiles;
    }
    if (a.climb < 0 || a.climb > 2)
        return illegal("bad-climb", "8.3", "A climb costs +1 (slight hill) or +2 (steep hill), not ", arg::number("value", a.climb),
                       ".");
    if (!t.s.positionsTracked && !a.destination.empty())
        return illegal("positions-not-tracked", "2", "Positions are not tracked: a move names no destinations.");
    if (t.s.positionsTracked) {
        if (a.destination.size() != b.bases.size())
            return illegal("destination-incomplete", "2", "Positions are tracked: give every Base of ", blockArg(b),
                           " its destination.");
        std::set<BaseId> own(b.bases.begin(), b.bases.end());
        std::set<Hex> targets;
        for (const auto &[id, place] : a.destination) {
            if (!own.contains(id))
                return illegal("not-in-block", "6", arg::base(id), " is not in ", blockArg(b), ".");
            if (occupied(t.s, place.first, own))
                return illegal("destination-occupied", "2", "The hex ", arg::hex("hex", place.first.q, place.first.r),
                               " is occupied.");
            if (terrainAt(t.s, place.first).impassable)
                return illegal("impassable", "8.1", "The hex ", arg::hex("hex", place.first.q, place.first.r), " is impassable.");
            if (offTable(t.s, place.first))
                return illegal("off-table", "13", arg::base(id), " would end on ", arg::hex("hex", place.first.q, place.first.r),
                               ", off the table (ruling R41).");
            const int far = distance(*t.base(id).hex, place.first);
            const int allowance = moveAllowance(b.type, t.s.options.distances);
            if (far > allowance)
                return illegal("move-too-far", "2", arg::base(id), " would move ", arg::number("distance", far),
                               " base-widths; a move of ", blockArg(b), " covers at most ",
                               arg::number("allowance", allowance), ".");
            targets.insert(place.first);
        }
        if (targets.size() != a.destination.size())
            return illegal("destination-shared", "2", "Two Bases cannot end on the same hex.");
        std::vector<Hex> hexes(targets.begin(), targets.end());
        if (!contiguous(hexes))
            return illegal("not-contiguous", "2", "A Block's Bases must end touching edge to edge.");
    }
    // With tracked positions the table says what the move was (R20): the tiles
    // each Base passes, whether it went through friends (interpenetration) or
    // changed the formation (both difficult, §5.1), and whether it was a full move.
    bool interpenetrates = false;
    bool reshaped = false;
    int longest = 0;
    std::map<BaseId, std::vector<Hex>> paths;
    if (t.s.positionsTracked) {
        std::set<BaseId> own(b.bases.begin(), b.bases.end());
        const Hex anchor = *t.base(b.bases.front()).hex;
        const Hex anchorTo = a.destination.at(b.bases.front()).first;
        const Facing facing = t.base(b.bases.front()).facing;
        const Facing facingTo = a.destination.at(b.bases.front()).second;
        for (const auto &[id, place] : a.destination) {
            const Hex from = *t.base(id).hex;
            paths[id] = hexLine(from, place.first);
            longest = std::max(longest, distance(from, place.first));
            for (const Hex h : paths[id]) {
                if (terrainAt(t.s, h).impassable)
                    return illegal("impassable", "8.1", arg::base(id), " would pass the impassable hex ", arg::hex("hex", h.q, h.r),
                                   ".");
                if (offTable(t.s, h))
                    return illegal("off-table", "13", arg::base(id), " would pass ", arg::hex("hex", h.q, h.r),
                                   ", off the table (ruling R41).");
                for (const Base &o : t.s.bases) {
                    if (o.removed || !o.hex || *o.hex != h || own.contains(o.id))
                        continue;
                    if (o.side != b.side && !o.routed)
                        return illegal("path-through-enemy", "5", arg::base(id), " would pass through the enemy on ",
                                       arg::hex("hex", h.q, h.r), ".");
                    interpenetrates = true;
                }
            }
            // A normal move keeps the footprint and the facing (§5.5); anything else reshapes the Block.
            if (place.first - anchorTo != rotate(from - anchor, facingTo.vertex - facing.vertex)
                || place.second != facingTo || t.base(id).facing != facing)
                reshaped = true;
        }
        if (facingTo != facing)
            reshaped = true;
    }
    const bool engagedBefore = t.s.positionsTracked && engaged(t.s, facts(t.s), a.block);
    const bool wasFirst = t.block(a.block).movesThisTurn == 0;
    const auto moved = testedMove(t, a.block, a.dice, "moves", Effect::Cause::Move);
    if (!moved || !*moved)
        return moved;
    Block &blk = t.block(a.block);
    std::map<BaseId, int> climbs; // §8.3, per Base, for the hills it climbs onto
    for (const auto &[id, place] : a.destination) {
        int elevation = terrainAt(t.s, *t.base(id).hex).elevation;
        for (const Hex h : paths[id]) {
            const Terrain &here = terrainAt(t.s, h);
            if (here.elevation > elevation)
                climbs[id] += here.climb;
            elevation = here.elevation;
        }
        t.base(id).hex = place.first;
        t.base(id).facing = place.second;
    }
    t.note(Effect::Kind::Moved, "5", blockLabel(blk) + " moves", Effect::Cause::Move, a.block);
    if (wasFirst)
        blk.firstMoveFull = t.s.positionsTracked ? longest >= moveAllowance(blk.type, t.s.options.distances) : a.fullMove;
    // §8.1 terrain cost, paid after the move (R4): the tiles the players name for a
    // Base, otherwise those on its path. Movement costs fall on every Base of the
    // moving Block (§6), so the move costs what its dearest Base's path costs, and
    // every Base pays that.
    std::map<BaseId, std::vector<Going>> entered = a.terrainEntered;
    for (const auto &[id, path] : paths) {
        if (a.terrainEntered.contains(id))
            continue;
        for (const Hex h : path)
            entered[id].push_back(terrainAt(t.s, h).going);
    }
    int terrain = 0;
    for (const auto &[id, tiles] : entered) {
        int cost = 0;
        for (const Going g : tiles)
            cost += terrainCost(blk.weight, g);
        terrain = std::max(terrain, cost);
    }
    if (terrain > 0)
        t.blockFatigue(a.block, terrain, "8.1", "terrain: weight " + str(blk.weight) + " minus the Going of the tiles entered",
                       Effect::Cause::Terrain);
    if (a.climb > 0)
        t.blockFatigue(a.block, a.climb, "8.3", a.climb == 1 ? "climbing a slight hill" : "climbing a steep hill",
                       a.climb == 1 ? Effect::Cause::ClimbSlight : Effect::Cause::ClimbSteep);
    int climbed = 0;
    for (const auto &[id, climb] : climbs)
        climbed = std::max(climbed, climb);
    if (climbed > 0)
        t.blockFatigue(a.block, climbed, "8.3", "climbing a hill", Effect::Cause::Climb);
    if ((a.difficult || interpenetrates || reshaped) && t.s.options.difficultMoveCost > 0)
        t.blockFatigue(a.block, t.s.options.difficultMoveCost, "5.1",
                       interpenetrates ? "a difficult move through friends, paid after it"
                       : reshaped      ? "a difficult move that changed the formation, paid after it"
                                       : "a difficult move, paid after it",
                       interpenetrates ? Effect::Cause::DifficultThroughFriends
                       : reshaped      ? Effect::Cause::DifficultReshaped
                                       : Effect::Cause::DifficultMove);
    // §5.3: a charge is a move ending in contact; with tracked positions the table says
    // whether it did, and a Block already in contact before the move did not charge.
    const bool madeContact = t.s.positionsTracked ? engaged(t.s, facts(t.s), a.block) && !engagedBefore : a.charge;
    Block &after = t.block(a.block);
    if (madeContact)
        after.chargedThisTurn = true;
    if (madeContact && after.active() && after.movesThisTurn == 2 && after.firstMoveFull
        && after.specialRules.contains(SpecialRule::Shock) && !after.specialRules.contains(SpecialRule::LightHorse)) {
        after.shockCharge = true;
        t.note(Effect::Kind::ShockCharge, "5.3",
               blockLabel(after) + " makes contact on a chained second move after a full first: shock applies",
               Effect::Cause::None, a.block);
    }
    t.breakChecks();
    return true;
}

Result<bool> doPivot(Turn &t, const PivotBlock &a)
{
    const auto checked = movingBlock(t.s, a.block, "pivot");
    if (!checked)
        return checked.error();
    if (a.steps != 1 && a.steps != -1)
        return illegal("pivot-too-far", "5.1", "The in-place pivot turns 60° (±1 step), not ", arg::number("value", a.steps), ".");
    const auto moved = testedMove(t, a.block, a.dice, "pivots", Effect::Cause::Pivot);
    if (!moved || !*moved)
        return moved;
    for (const BaseId id : t.block(a.block).bases)
        t.base(id).facing = t.base(id).facing.turned(a.steps);
    t.note(Effect::Kind::Moved, "5.1", blockLabel(t.block(a.block)) + " pivots 60° in place", Effect::Cause::Pivot, a.block);
    if (t.s.options.pivotCost > 0)
        t.blockFatigue(a.block, t.s.options.pivotCost, "5.1", "the pivot's Fatigue cost (a tuning knob)",
                       Effect::Cause::PivotCost);
    t.breakChecks();
    return true;
}

Result<bool> doWheel(Turn &t, const WheelBlock &a)
{
    const auto checked = movingBlock(t.s, a.block, "wheel");
    if (!checked)
        return checked.error();
    if (a.steps != 1 && a.steps != -1)
        return illegal("wheel-too-far", "5.5", "A wheel is an atomic 60° turn (±1 step), not ", arg::number("value", a.steps),
                       ".");
    const Block &b = t.block(a.block);
    if (std::find(b.bases.begin(), b.bases.end(), a.pivot) == b.bases.end())
        return illegal("not-in-block", "5.5", "The pivot ", arg::base(a.pivot), " is not in ", blockArg(b), ".");
    int frontage = a.frontage;
    int depth = a.depth;
    std::map<BaseId, Hex> destination;
    if (t.s.positionsTracked) {
        const Formation shape = formation(t.s, a.block);
        if (!isFrontFlank(shape, a.pivot))
            return illegal("wheel-pivot-not-flank", "5.5", "A wheel turns about a flank: ", arg::base(a.pivot),
                           " is not an end Base of the front rank of ", blockArg(b), ".");
        frontage = shape.frontage;
        depth = shape.depth;
        const Hex centre = *t.base(a.pivot).hex;
        std::set<BaseId> own(b.bases.begin(), b.bases.end());
        for (const BaseId id : b.bases) {
            const Hex to = centre + rotate(*t.base(id).hex - centre, a.steps);
            if (offTable(t.s, to))
                return illegal("off-table", "13", arg::base(id), " would end on ", arg::hex("hex", to.q, to.r),
                               ", off the table (ruling R41).");
            if (occupied(t.s, to, own) || terrainAt(t.s, to).impassable)
                return illegal("wheel-blocked", "5.5", "The wheel needs the hex ", arg::hex("hex", to.q, to.r), " clear for ",
                               arg::base(id), "; it is not.");
            destination[id] = to;
        }
    } else if (frontage < 1 || depth < 1 || frontage * depth < static_cast<int>(b.bases.size())) {
        return illegal("wheel-shape-unknown", "5.5", "Give the frontage and depth of ", blockArg(b),
                       ": they set the cost of the wheel.");
    }
    // §5.5: ceil(max(frontage − 1, depth − 1) ÷ move allowance) chained moves.
    // A lone Base's far corner travels 0, so its wheel consumes no move: no test,
    // no tempo cost, nothing added to the chain (ruling R14). It still turns the
    // Block, which has then moved this turn (§6.1), and a Block whose movement is
    // over (§5.2) cannot turn by it.
    const int moves = wheelTests(frontage, depth, b.type, t.s.options.distances);
    if (moves == 0) {
        if (b.movementOver)
            return illegal("movement-over", "5.2", blockArg(b), " failed a movement test this turn; its movement is over.");
        t.block(a.block).actedThisTurn = true;
    }
    for (int k = 0; k < moves; ++k) {
        const std::optional<SuppliedDice> dice =
            static_cast<std::size_t>(k) < a.dice.size() ? std::optional(a.dice[static_cast<std::size_t>(k)]) : std::nullopt;
        const auto moved = testedMove(t, a.block, dice, "wheels (move " + str(k + 1) + " of " + str(moves) + ")",
                                      Effect::Cause::Wheel, k + 1, moves);
        if (!moved)
            return moved;
        if (!*moved) {
            if (t.block(a.block).active())
                t.note(Effect::Kind::MoveEnded, "5.5", "The wheel is aborted: it does not happen, the Fatigue paid is lost",
                       Effect::Cause::WheelAborted, a.block);
            return false;
        }
    }
    const int weight = t.block(a.block).weight;
    int terrain = 0;
    for (const auto &[id, to] : destination) {
        t.base(id).hex = to;
        t.base(id).facing = t.base(id).facing.turned(a.steps);
        // The wheel costs the dearest tile a wheeled Base swings onto, and every
        // Base of the Block pays it (§6, R4, R21); the pivot enters none.
        if (id != a.pivot)
            terrain = std::max(terrain, terrainCost(weight, terrainAt(t.s, to).going));
    }
    if (terrain > 0)
        t.blockFatigue(a.block, terrain, "8.1", "terrain of the tile the wheel swings it onto", Effect::Cause::WheelTerrain);
    if (!t.s.positionsTracked) {
        for (const BaseId id : t.block(a.block).bases)
            t.base(id).facing = t.base(id).facing.turned(a.steps);
    }
    t.note(Effect::Kind::Moved, "5.5", blockLabel(t.block(a.block)) + " wheels 60° in " + str(moves) + " move(s)",
           Effect::Cause::Wheel, a.block)
        .count = moves;
    t.breakChecks();
    return true;
}

Result<bool> doMarch(Turn &t, const MarchColumn &a)
{
    const auto checked = movingBlock(t.s, a.block, "march");
    if (!checked)
        return checked.error();
    if (!t.s.positionsTracked)
        return illegal("positions-needed", "5.6",
                       "A column march follows tracked positions; without them, record it as a move.");
    const Block &b = t.block(a.block);
    if (sortedBases(b) != [&] { auto o = a.order; std::sort(o.begin(), o.end()); return o; }())
        return illegal("column-order", "5.6", "The column's order must name every Base of ", blockArg(b), " once.");
    const int steps = static_cast<int>(a.path.size());
    const int allowance = moveAllowance(b.type, t.s.options.distances);
    if (steps < 1 || steps > allowance)
        return illegal("march-length", "5.6", "A march covers 1 to ", arg::number("allowance", allowance),
                       " base-widths, not ", arg::number("value", steps), ".");
    // The track: the column's own places from the last Base to the leader, then the leader's path.
    std::vector<std::pair<Hex, Facing>> track;
    for (auto it = a.order.rbegin(); it != a.order.rend(); ++it)
        track.emplace_back(*t.base(*it).hex, t.base(*it).facing);
    for (std::size_t i = 1; i < track.size(); ++i) {
        if (distance(track[i - 1].first, track[i].first) != 1)
            return illegal("not-a-column", "5.6", "Each Base of the column must touch the one ahead of it.");
    }
    std::set<BaseId> own(b.bases.begin(), b.bases.end());
    Hex at = track.back().first;
    for (const auto &[hex, facing] : a.path) {
        if (distance(at, hex) != 1)
            return illegal("path-broken", "5.6", "The leader's path must go hex by hex.");
        if (offTable(t.s, hex))
            return illegal("off-table", "13", "The leader's path leaves the table at ", arg::hex("hex", hex.q, hex.r),
                           " (ruling R41).");
        if (occupied(t.s, hex, own) || terrainAt(t.s, hex).impassable)
            return illegal("path-blocked", "5.6", "The hex ", arg::hex("hex", hex.q, hex.r), " on the path is not clear.");
        at = hex;
        track.emplace_back(hex, facing);
    }
    // Each Base ends on its own hex: a path that doubles back onto the column would stack two.
    std::set<Hex> ends;
    for (std::size_t i = static_cast<std::size_t>(steps); i < track.size(); ++i)
        ends.insert(track[i].first);
    if (ends.size() != a.order.size())
        return illegal("path-blocked", "5.6", "The leader's path doubles back onto the column: two Bases would share a hex.",
                       arg::hidden(arg::key("reason", "doubles-back", {})));
    const auto moved = testedMove(t, a.block, a.dice, "marches in column", Effect::Cause::March);
    if (!moved || !*moved)
        return moved;
    const int n = static_cast<int>(a.order.size());
    const Block &blk = t.block(a.block);
    // The march costs what the dearest stretch of track a Base walks costs, and
    // every Base of the column pays it (§6, R4).
    int terrain = 0;
    for (int k = 0; k < n; ++k) {
        const int from = n - 1 - k;
        Base &base = t.base(a.order[static_cast<std::size_t>(k)]);
        int cost = 0;
        for (int i = from + 1; i <= from + steps; ++i)
            cost += terrainCost(blk.weight, terrainAt(t.s, track[static_cast<std::size_t>(i)].first).going);
        base.hex = track[static_cast<std::size_t>(from + steps)].first;
        base.facing = track[static_cast<std::size_t>(from + steps)].second;
        terrain = std::max(terrain, cost);
    }
    if (terrain > 0)
        t.blockFatigue(a.block, terrain, "8.1", "terrain entered on the march", Effect::Cause::MarchTerrain);
    t.note(Effect::Kind::Moved, "5.6", blockLabel(blk) + " marches " + str(steps) + " in column", Effect::Cause::March, a.block)
        .amount = steps;
    t.breakChecks();
    return true;
}

} // namespace ancients::detail

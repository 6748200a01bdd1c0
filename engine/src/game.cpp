#include "ancients/game.h"

#include "game_internal.h"

#include "ancients/formation.h"
#include "ancients/preview.h"

#include <algorithm>
#include <numeric>

namespace ancients {

namespace detail {

bool occupied(const GameState &s, Hex hex, const std::set<BaseId> &ignore)
{
    return std::any_of(s.bases.begin(), s.bases.end(), [&](const Base &b) {
        return !b.removed && b.hex && *b.hex == hex && !ignore.contains(b.id);
    });
}

const Terrain &terrainAt(const GameState &s, Hex hex)
{
    static const Terrain open;
    const auto it = s.terrain.find(hex);
    return it == s.terrain.end() ? open : it->second;
}

void Turn::breakChecks()
{
    // §12: a Block breaks the instant its average exceeds 6; a break can push
    // its neighbours over (contagion) and the army past 30%, so check again
    // until nothing more breaks.
    for (bool again = true; again;) {
        again = false;
        for (const Block &b : s.blocks) {
            if (b.active() && blockHasBroken(averageFatigue(s, b.id))) {
                breakBlock(b.id);
                again = true;
                break;
            }
        }
    }
}

void Turn::breakBlock(BlockId id, const std::string &section, const std::string &why, Effect::Cause cause,
                      BaseId subject)
{
    Block &blk = block(id);
    const Side side = blk.side;
    // Who is near is decided before the Bases leave (§12.1 contagion).
    const CrossBlockFacts known = facts(s);
    std::vector<BlockId> neighbours;
    for (const Block &other : s.blocks) {
        if (other.id != id && other.active() && other.side == side && known.near(id, other.id))
            neighbours.push_back(other.id);
    }
    Effect e;
    e.kind = Effect::Kind::BlockBroke;
    e.section = section;
    e.block = id;
    e.side = side;
    e.cause = cause;
    e.base = subject;
    e.average = averageFatigue(s, id);
    // Exact and locale-free: std::to_string(double) follows the C locale's decimal point.
    const Fraction average = averageFatigue(s, id);
    e.text = why.empty() ? blockLabel(blk) + " breaks: its average Fatigue " + std::to_string(average.numerator()) + "/"
            + std::to_string(average.denominator()) + " exceeds 6; its Bases rout"
                         : blockLabel(blk) + " breaks: " + why + "; its Bases rout";
    fx.push_back(std::move(e));
    std::vector<BaseId> routing = blk.bases;
    blk.bases.clear();
    // The Bases rout together (§12): those farthest from the enemy go first, so a
    // rank that is itself routing away does not block the rank in front of it.
    const auto enemyDistance = [this, side](BaseId routed) {
        int nearest = -1;
        const Base &from = this->base(routed);
        for (const Base &o : s.bases) {
            if (o.side != side && !o.lost() && o.hex && from.hex
                && (nearest < 0 || distance(*o.hex, *from.hex) < nearest))
                nearest = distance(*o.hex, *from.hex);
        }
        return nearest;
    };
    std::stable_sort(routing.begin(), routing.end(),
                     [&](BaseId x, BaseId y) { return enemyDistance(x) > enemyDistance(y); });
    for (const BaseId b : routing) {
        Base &base = this->base(b);
        base.routed = true;
        base.block = -1;
        routRetreat(b, moveAllowance(blk.type));
    }
    if (s.options.contagion) {
        for (const BlockId n : neighbours) {
            if (block(n).active())
                blockFatigue(n, 1, "12.1", "contagion: " + blockLabel(block(id)) + " broke within one base-width", Effect::Cause::Contagion,
                             id);
        }
    }
    armyBreakCheck(side);
}

void Turn::routRetreat(BaseId id, int allowance)
{
    Base &b = base(id);
    const CrossBlockFacts known = facts(s);
    if (!s.positionsTracked || !b.hex) {
        if (known.retreatBlocked.contains(id))
            removeBase(id, "cannot retreat", Effect::Cause::CannotRetreat);
        return;
    }
    // Directly away from the nearest enemy Base, a full move (§12).
    std::optional<Hex> enemy;
    for (const Base &o : s.bases) {
        if (o.side != b.side && !o.lost() && o.hex && (!enemy || distance(*o.hex, *b.hex) < distance(*enemy, *b.hex)))
            enemy = o.hex;
    }
    Hex at = *b.hex;
    const int steps = allowance;
    bool blocked = false;
    for (int i = 0; i < steps && enemy; ++i) {
        std::optional<Hex> best;
        // Of the neighbours farthest from the enemy in hexes, the one straightest away:
        // the farthest on the flat (squared, in axial terms q² + qr + r²).
        const auto straight = [&](Hex h) {
            const Hex v = h - *enemy;
            return v.q * v.q + v.q * v.r + v.r * v.r;
        };
        for (int d = 0; d < 6; ++d) {
            const Hex next = neighbour(at, d);
            if (distance(next, *enemy) <= distance(at, *enemy))
                continue;
            if (!best || distance(next, *enemy) > distance(*best, *enemy)
                || (distance(next, *enemy) == distance(*best, *enemy) && straight(next) > straight(*best)))
                best = next;
        }
        if (!best || occupied(s, *best, {id}) || terrainAt(s, *best).impassable) {
            blocked = true;
            break;
        }
        at = *best;
    }
    if (blocked)
        removeBase(id, "cannot retreat a full move", Effect::Cause::CannotRetreatFullMove);
    else
        b.hex = at;
}

void Turn::armyBreakCheck(Side side)
{
    Army &army = s.army(side);
    if (army.broken || !armyHasBroken(basesLost(s, side), army.startingBases))
        return;
    army.broken = true;
    if (!s.loser)
        s.loser = side;
    Effect e;
    e.kind = Effect::Kind::ArmyBroke;
    e.section = "12.1";
    e.side = side;
    e.amount = basesLost(s, side);
    e.count = army.startingBases;
    e.text = army.name + " has lost " + str(basesLost(s, side)) + " of " + str(army.startingBases)
        + " starting Bases (30% or more): it breaks and the battle is decided";
    fx.push_back(std::move(e));
    for (const Block &b : s.blocks) {
        if (b.active() && b.side == side)
            blockFatigue(b.id, 1, "12.1", "the army has broken", Effect::Cause::ArmyBroken);
    }
}

bool engaged(const GameState &s, const CrossBlockFacts &known, BlockId id)
{
    const Side side = s.blocks.at(static_cast<std::size_t>(id)).side;
    return std::any_of(s.blocks.begin(), s.blocks.end(), [&](const Block &o) {
        return o.active() && o.side != side && known.contact(id, o.id);
    });
}


std::vector<BaseId> sortedBases(const Block &b)
{
    auto ids = b.bases;
    std::sort(ids.begin(), ids.end());
    return ids;
}

BlockId detach(Turn &t, BlockId from, const std::vector<BaseId> &part)
{
    Block fresh = t.block(from);
    fresh.id = static_cast<BlockId>(t.s.blocks.size());
    fresh.bases = part;
    const std::set<BaseId> leaving(part.begin(), part.end());
    std::erase_if(t.block(from).bases, [&leaving](BaseId id) { return leaving.contains(id); });
    for (const BaseId id : part)
        t.base(id).block = fresh.id;
    t.s.blocks.push_back(std::move(fresh));
    return static_cast<BlockId>(t.s.blocks.size() - 1);
}

} // namespace detail

namespace {

using namespace detail;

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

Result<QualityRoll> movementRoll(Turn &t, const Block &b, const std::optional<SuppliedDice> &dice)
{
    if (dice)
        return readQuality(b.quality, Die::D6, dice->first, dice->second);
    return rollQuality(b.quality, Die::D6, t.s.rng);
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
        const auto check = readQuality(t.block(id).quality, Die::D6, dice->first, dice->second);
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


// ---- the actions ------------------------------------------------------------------------

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
            const int far = distance(*t.base(id).hex, place.first);
            if (far > moveAllowance(b.type))
                return illegal("move-too-far", "2", arg::base(id), " would move ", arg::number("distance", far),
                               " base-widths; a move of ", blockArg(b), " covers at most ",
                               arg::number("allowance", moveAllowance(b.type)), ".");
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
        blk.firstMoveFull = t.s.positionsTracked ? longest >= moveAllowance(blk.type) : a.fullMove;
    // §8.1 terrain cost, paid after the move by each Base for the tiles it entered (R4):
    // the tiles the players name for a Base, otherwise those on its path.
    std::map<BaseId, std::vector<Going>> entered = a.terrainEntered;
    for (const auto &[id, path] : paths) {
        if (a.terrainEntered.contains(id))
            continue;
        for (const Hex h : path)
            entered[id].push_back(terrainAt(t.s, h).going);
    }
    for (const auto &[id, tiles] : entered) {
        int cost = 0;
        for (const Going g : tiles)
            cost += terrainCost(blk.weight, g);
        if (cost > 0)
            t.fatigue(id, cost, "8.1", "terrain: weight " + str(blk.weight) + " minus the Going of the tiles entered",
                      Effect::Cause::Terrain);
    }
    if (a.climb > 0)
        t.blockFatigue(a.block, a.climb, "8.3", a.climb == 1 ? "climbing a slight hill" : "climbing a steep hill",
                       a.climb == 1 ? Effect::Cause::ClimbSlight : Effect::Cause::ClimbSteep);
    for (const auto &[id, climb] : climbs) {
        if (climb > 0)
            t.fatigue(id, climb, "8.3", "climbing a hill", Effect::Cause::Climb);
    }
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
            if (occupied(t.s, to, own) || terrainAt(t.s, to).impassable)
                return illegal("wheel-blocked", "5.5", "The wheel needs the hex ", arg::hex("hex", to.q, to.r), " clear for ",
                               arg::base(id), "; it is not.");
            destination[id] = to;
        }
    } else if (frontage < 1 || depth < 1 || frontage * depth < static_cast<int>(b.bases.size())) {
        return illegal("wheel-shape-unknown", "5.5", "Give the frontage and depth of ", blockArg(b),
                       ": they set the cost of the wheel.");
    }
    // §5.5: ceil(max(frontage − 1, depth − 1) ÷ move allowance) chained moves;
    // at least one, since a wheel is a voluntary move (ruling R14).
    const int moves = wheelTests(frontage, depth, b.type);
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
    for (const auto &[id, to] : destination) {
        t.base(id).hex = to;
        t.base(id).facing = t.base(id).facing.turned(a.steps);
        // Each wheeled Base pays for the tile it swings onto (R4, R21); the pivot enters none.
        const int cost = id == a.pivot ? 0 : terrainCost(weight, terrainAt(t.s, to).going);
        if (cost > 0)
            t.fatigue(id, cost, "8.1", "terrain of the tile the wheel swings it onto", Effect::Cause::WheelTerrain);
    }
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
    if (steps < 1 || steps > moveAllowance(b.type))
        return illegal("march-length", "5.6", "A march covers 1 to ", arg::number("allowance", moveAllowance(b.type)),
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
    for (int k = 0; k < n; ++k) {
        const int from = n - 1 - k;
        Base &base = t.base(a.order[static_cast<std::size_t>(k)]);
        int cost = 0;
        for (int i = from + 1; i <= from + steps; ++i)
            cost += terrainCost(blk.weight, terrainAt(t.s, track[static_cast<std::size_t>(i)].first).going);
        base.hex = track[static_cast<std::size_t>(from + steps)].first;
        base.facing = track[static_cast<std::size_t>(from + steps)].second;
        if (cost > 0)
            t.fatigue(base.id, cost, "8.1", "terrain entered on the march", Effect::Cause::MarchTerrain);
    }
    t.note(Effect::Kind::Moved, "5.6", blockLabel(blk) + " marches " + str(steps) + " in column", Effect::Cause::March, a.block)
        .amount = steps;
    t.breakChecks();
    return true;
}

Result<bool> doSplit(Turn &t, const SplitBlock &a)
{
    const auto checked = movingBlock(t.s, a.block, "split");
    if (!checked)
        return checked.error();
    const Block &b = t.block(a.block);
    std::set<BaseId> own(b.bases.begin(), b.bases.end());
    std::set<BaseId> leaving(a.detach.begin(), a.detach.end());
    if (leaving.empty() || leaving.size() >= own.size() || leaving.size() != a.detach.size())
        return illegal("split-parts", "6.2", "Name the Bases that leave, once each: some, but not all, of ", blockArg(b), ".");
    for (const BaseId id : leaving) {
        if (!own.contains(id))
            return illegal("not-in-block", "6.2", arg::base(id), " is not in ", blockArg(b), ".");
    }
    std::vector<BaseId> stay;
    for (const BaseId id : b.bases) {
        if (!leaving.contains(id))
            stay.push_back(id);
    }
    std::vector<BaseId> seam;
    if (t.s.positionsTracked) {
        std::vector<Hex> leavingHexes, staying;
        for (const BaseId id : a.detach)
            leavingHexes.push_back(*t.base(id).hex);
        for (const BaseId id : stay)
            staying.push_back(*t.base(id).hex);
        if (!contiguous(leavingHexes) || !contiguous(staying))
            return illegal("split-not-contiguous", "6.2", "Both parts of a split must be legal Blocks: contiguous.");
        for (const BaseId id : b.bases) {
            const Hex h = *t.base(id).hex;
            const auto &other = leaving.contains(id) ? staying : leavingHexes;
            if (std::any_of(other.begin(), other.end(), [h](Hex o) { return distance(h, o) == 1; }))
                seam.push_back(id);
        }
        if (seam.empty())
            return illegal("split-not-contiguous", "6.2", "The Block's Bases do not touch: it is no legal Block.",
                          arg::hidden(arg::key("reason", "block-apart", {})));
    } else {
        for (const BaseId id : a.seamBases) {
            if (!own.contains(id))
                return illegal("not-in-block", "6.2", "Seam ", arg::base(id), " is not in ", blockArg(b), ".");
        }
        const bool bothSides = std::any_of(a.seamBases.begin(), a.seamBases.end(), [&](BaseId id) { return leaving.contains(id); })
            && std::any_of(a.seamBases.begin(), a.seamBases.end(), [&](BaseId id) { return !leaving.contains(id); });
        if (!bothSides)
            return illegal("seam-unknown", "6.2",
                           "Name the Bases on both sides of the seam: every split opens one, and each pays +1.",
                           arg::hidden(arg::key("action", "split", {})));
        if (std::set<BaseId>(a.seamBases.begin(), a.seamBases.end()).size() != a.seamBases.size())
            return illegal("seam-duplicate", "6.2", "Name each seam Base once: it pays +1 once.");
        seam = a.seamBases;
    }
    const BlockId fresh = detach(t, a.block, a.detach);
    t.note(Effect::Kind::Split, "6.2", blockLabel(t.block(a.block)) + " splits; the detached Bases form Block " + str(fresh),
           Effect::Cause::SplitByPlayers, a.block, fresh);
    for (const BaseId id : seam)
        t.fatigue(id, 1, "6.2", "on the seam the split opened", Effect::Cause::SplitSeam);
    t.breakChecks();
    return true;
}

Result<bool> doMerge(Turn &t, const MergeBlocks &a)
{
    const auto first = movingBlock(t.s, a.into, "merge");
    if (!first)
        return first.error();
    const auto second = movingBlock(t.s, a.from, "merge");
    if (!second)
        return second.error();
    if (a.into == a.from)
        return illegal("merge-self", "6.2", "A Block cannot merge with itself.", arg::hidden(blockArg(t.block(a.into))));
    const Block &x = t.block(a.into);
    const Block &y = t.block(a.from);
    if (x.type != y.type)
        return illegal("merge-type", "6.2", "Only Blocks of the same troop type merge.", arg::hidden(blockArg(x)),
                       arg::hidden(blockArg(y, "other")));
    if (x.quality != y.quality || x.weight != y.weight || x.specialRules != y.specialRules || x.spearArmed != y.spearArmed)
        return illegal("merge-unlike", "6.2",
                       "A Block has one quality, weight and set of special rules; these two differ (ruling R15).",
                       arg::hidden(blockArg(x)), arg::hidden(blockArg(y, "other")));
    const CrossBlockFacts known = facts(t.s);
    if (engaged(t.s, known, a.into) || engaged(t.s, known, a.from))
        return illegal("merge-engaged", "6.2", "Engaged Blocks cannot merge.", arg::hidden(blockArg(x)),
                       arg::hidden(blockArg(y, "other")));
    std::vector<BaseId> seam;
    if (t.s.positionsTracked) {
        std::vector<Hex> hx, hy, all;
        for (const BaseId id : x.bases)
            hx.push_back(*t.base(id).hex);
        for (const BaseId id : y.bases)
            hy.push_back(*t.base(id).hex);
        all = hx;
        all.insert(all.end(), hy.begin(), hy.end());
        if (gap(hx, hy) != 1 || !contiguous(all))
            return illegal("merge-apart", "6.2", "Only adjacent Blocks merge.", arg::hidden(blockArg(x)),
                              arg::hidden(blockArg(y, "other")));
        const Facing facing = t.base(x.bases.front()).facing;
        for (const auto *blk : {&x, &y}) {
            for (const BaseId id : blk->bases) {
                if (t.base(id).facing != facing)
                    return illegal("merge-orientation", "6.2", "Merging Blocks must face the same way.",
                                   arg::hidden(blockArg(x)), arg::hidden(blockArg(y, "other")));
            }
        }
        for (const BaseId id : x.bases) {
            if (!seamHexes(std::vector<Hex>{*t.base(id).hex}, hy).empty())
                seam.push_back(id);
        }
        for (const BaseId id : y.bases) {
            if (!seamHexes(std::vector<Hex>{*t.base(id).hex}, hx).empty())
                seam.push_back(id);
        }
    } else {
        for (const BaseId id : a.seamBases) {
            const bool inX = std::find(x.bases.begin(), x.bases.end(), id) != x.bases.end();
            const bool inY = std::find(y.bases.begin(), y.bases.end(), id) != y.bases.end();
            if (!inX && !inY)
                return illegal("not-in-block", "6.2", "Seam ", arg::base(id), " is in neither Block.", arg::hidden(blockArg(x)),
                               arg::hidden(blockArg(y, "other")));
        }
        const bool bothSides =
            std::any_of(a.seamBases.begin(), a.seamBases.end(),
                        [&](BaseId id) { return std::find(x.bases.begin(), x.bases.end(), id) != x.bases.end(); })
            && std::any_of(a.seamBases.begin(), a.seamBases.end(),
                           [&](BaseId id) { return std::find(y.bases.begin(), y.bases.end(), id) != y.bases.end(); });
        if (!bothSides)
            return illegal("seam-unknown", "6.2", "Name the Bases on both sides of the seam the merge closes.",
                           arg::hidden(arg::key("action", "merge", {})));
        if (std::set<BaseId>(a.seamBases.begin(), a.seamBases.end()).size() != a.seamBases.size())
            return illegal("seam-duplicate", "6.2", "Name each seam Base once: it pays +1 once.");
        seam = a.seamBases;
    }
    Block &into = t.block(a.into);
    Block &from = t.block(a.from);
    for (const BaseId id : from.bases) {
        into.bases.push_back(id);
        t.base(id).block = a.into;
    }
    into.actedThisTurn = into.actedThisTurn || from.actedThisTurn;
    into.movesThisTurn = std::max(into.movesThisTurn, from.movesThisTurn);
    into.movementOver = into.movementOver || from.movementOver;
    from.bases.clear();
    t.note(Effect::Kind::Merged, "6.2",
           blockLabel(t.block(a.from)) + " merges into " + blockLabel(t.block(a.into)) + "; Fatigue pools",
           Effect::Cause::None, a.into, a.from);
    for (const BaseId id : seam)
        t.fatigue(id, 1, "6.2", "on the seam the merge closed", Effect::Cause::MergeSeam);
    t.breakChecks();
    return true;
}

Result<bool> doEnterFacts(Turn &t, const EnterFacts &a)
{
    if (t.s.positionsTracked)
        return illegal("facts-derived", "2", "Positions are tracked: the facts come from them and cannot be entered.");
    const auto valid = [&](BlockId id) { return id >= 0 && static_cast<std::size_t>(id) < t.s.blocks.size(); };
    for (const auto &pairs : {a.facts.inContact, a.facts.withinOneBaseWidth}) {
        for (const auto &[x, y] : pairs) {
            if (!valid(x) || !valid(y) || x == y)
                return illegal("no-such-block", "2", "The facts name Blocks ", arg::number("block", x), " and ",
                              arg::number("other", y), "; there is no such pair.");
        }
    }
    for (const BaseId id : a.facts.retreatBlocked) {
        if (id < 0 || static_cast<std::size_t>(id) >= t.s.bases.size())
            return illegal("no-such-base", "2", "There is no Base ", arg::number("base", id), ".");
    }
    CrossBlockFacts normalised;
    for (const auto &[x, y] : a.facts.inContact)
        normalised.inContact.insert(CrossBlockFacts::ordered(x, y));
    for (const auto &[x, y] : a.facts.withinOneBaseWidth)
        normalised.withinOneBaseWidth.insert(CrossBlockFacts::ordered(x, y));
    normalised.retreatBlocked = a.facts.retreatBlocked;
    t.s.enteredFacts = normalised;
    return true;
}

Result<bool> checkBases(const GameState &s, const std::vector<BaseId> &ids)
{
    for (const BaseId id : ids) {
        if (id < 0 || static_cast<std::size_t>(id) >= s.bases.size())
            return illegal("no-such-base", "2", "There is no Base ", arg::number("base", id), ".");
        if (s.bases[static_cast<std::size_t>(id)].lost())
            return illegal("base-lost", "12", arg::base(id), " has routed; nothing more happens to it.");
    }
    return true;
}

Result<bool> doMarkInCombat(Turn &t, const MarkInCombat &a)
{
    const auto ok = checkBases(t.s, a.bases);
    if (!ok)
        return ok;
    for (const BaseId id : a.bases)
        t.base(id).inCombatThisTurn = true;
    return true;
}

Result<bool> doMarkShotAt(Turn &t, const MarkShotAt &a)
{
    const auto ok = checkBases(t.s, a.bases);
    if (!ok)
        return ok;
    for (const BaseId id : a.bases)
        t.base(id).shotAtThisTurn = true;
    return true;
}

Result<bool> doAddFatigue(Turn &t, const AddFatigue &a)
{
    std::vector<BaseId> ids;
    for (const auto &[id, amount] : a.fatigue) {
        ids.push_back(id);
        if (amount < 1)
            return illegal("fatigue-amount", "6", "Fatigue rises from what happens to a Base: +1 or more, not ",
                           arg::number("value", amount), ".");
    }
    const auto ok = checkBases(t.s, ids);
    if (!ok)
        return ok;
    if (a.section.empty())
        return illegal("no-section", "6", "Say which rule adds the Fatigue.");
    for (const auto &[id, amount] : a.fatigue) {
        // §6.1, §10: a Base that takes missile Fatigue was shot at this turn, which
        // (by the competition default) denies its recovery.
        if (a.section == "10")
            t.base(id).shotAtThisTurn = true;
        t.fatigue(id, amount, a.section, "as §" + a.section + " says" + (a.note.empty() ? std::string() : ": " + a.note),
                  Effect::Cause::PlayersAdded);
        if (!t.fx.empty() && t.fx.back().kind == Effect::Kind::Fatigue && t.fx.back().base == id)
            t.fx.back().note = a.note;
    }
    t.breakChecks();
    return true;
}

Result<bool> doRemoveRouted(Turn &t, const RemoveRoutedBase &a)
{
    if (a.base < 0 || static_cast<std::size_t>(a.base) >= t.s.bases.size())
        return illegal("no-such-base", "2", "There is no Base ", arg::number("base", a.base), ".");
    Base &b = t.base(a.base);
    if (!b.routed || b.removed)
        return illegal("not-routed", "12", "Only a routed Base still on the table can be removed; ", arg::base(a.base),
                       " is not one.");
    t.removeBase(a.base, "cannot retreat", Effect::Cause::CannotRetreat);
    return true;
}

void recoverAndSmooth(Turn &t)
{
    const Side side = t.s.active;
    // §6.1 Recovery, per Base.
    for (const Block &b : t.s.blocks) {
        if (!b.active() || b.side != side || b.actedThisTurn)
            continue;
        for (const BaseId id : b.bases) {
            const Base &base = t.base(id);
            if (base.inCombatThisTurn || (base.shotAtThisTurn && t.s.options.shotAtDeniesRecovery))
                continue;
            t.fatigue(id, -1, "6.1", "recovery: its Block did not move and it was neither in combat nor shot at",
                      Effect::Cause::Recovery);
        }
    }
    // §6.1 Smoothing, per Block, after the break checks: each Base at Fatigue 1
    // pulls 1 from the highest Base at 3 or more; each donor gives at most once.
    for (const Block &b : t.s.blocks) {
        if (!b.active() || b.side != side || b.bases.size() < 2)
            continue;
        std::set<BaseId> donated;
        for (const BaseId receiver : sortedBases(b)) {
            if (t.base(receiver).fatigue != MinimumFatigue)
                continue;
            BaseId donor = -1;
            for (const BaseId id : sortedBases(b)) {
                if (id == receiver || donated.contains(id) || t.base(id).fatigue < 3)
                    continue;
                if (donor < 0 || t.base(id).fatigue > t.base(donor).fatigue)
                    donor = id;
            }
            if (donor < 0)
                break;
            donated.insert(donor);
            t.fatigue(donor, -1, "6.1", "smoothing: gives 1 to Base " + str(receiver), Effect::Cause::SmoothingGives, receiver);
            t.fatigue(receiver, 1, "6.1", "smoothing: takes 1 from Base " + str(donor), Effect::Cause::SmoothingTakes, donor);
        }
    }
}

Result<bool> doEndPhase(Turn &t, const EndPhase &)
{
    static const char *names[] = {"Move", "Shoot", "Combat", "Recovery"};
    switch (t.s.phase) {
    case Phase::Move:
        t.s.phase = Phase::Shoot;
        break;
    case Phase::Shoot:
        t.s.phase = Phase::Combat;
        t.s.firedThisPhase.clear();
        break;
    case Phase::Combat:
        t.s.phase = Phase::Recovery;
        t.s.foughtThisPhase.clear();
        for (Base &b : t.s.bases)
            b.gaveGroundThisPhase = false;
        break;
    case Phase::Recovery:
        recoverAndSmooth(t);
        for (Base &b : t.s.bases) {
            b.inCombatThisTurn = false;
            b.shotAtThisTurn = false;
        }
        for (Block &b : t.s.blocks) {
            b.movesThisTurn = 0;
            b.actedThisTurn = false;
            b.movementOver = false;
            b.firstMoveFull = false;
            b.shockCharge = false;
            b.chargedThisTurn = false;
        }
        t.s.active = opponent(t.s.active);
        if (t.s.active == Side::A)
            t.s.turn += 1;
        t.s.phase = Phase::Move;
        break;
    }
    Effect &changed = t.note(Effect::Kind::PhaseChanged, "4",
                             std::string("Turn ") + str(t.s.turn) + ", " + (t.s.active == Side::A ? "side A" : "side B")
                                 + ": " + names[static_cast<int>(t.s.phase)] + " phase",
                             Effect::Cause::None);
    changed.phase = t.s.phase;
    changed.amount = t.s.turn;
    changed.side = t.s.active;
    return true;
}

} // namespace

// ---- setup and queries ------------------------------------------------------------------

int moveAllowance(TroopType type) noexcept
{
    // §2 default distances, by the ruling R13 classes.
    switch (type) {
    case TroopType::LightInfantry:
    case TroopType::Skirmishers:
        return DefaultDistances.lightFootAndSkirmishersMove;
    case TroopType::Cavalry:
    case TroopType::Cataphract:
    case TroopType::LightCavalry:
        return DefaultDistances.cavalryMove;
    case TroopType::HeavyInfantry:
    case TroopType::MediumInfantry:
    case TroopType::Warband:
        break;
    }
    return DefaultDistances.footMove;
}

bool shoots(TroopType type) noexcept
{
    // Ruling R38: the light troops are the missile troops of §4 and §10.
    switch (type) {
    case TroopType::LightInfantry:
    case TroopType::Skirmishers:
    case TroopType::LightCavalry:
        return true;
    case TroopType::HeavyInfantry:
    case TroopType::MediumInfantry:
    case TroopType::Warband:
    case TroopType::Cavalry:
    case TroopType::Cataphract:
        break;
    }
    return false;
}

Result<GameState> newGame(const ArmyList &a, const ArmyList &b, const RulesOptions &options, std::uint64_t seed,
                          const std::vector<Deployment> &deployments)
{
    for (const ArmyList *list : {&a, &b}) {
        const auto valid = validateArmyList(*list);
        if (!valid)
            return valid.error();
    }
    const std::size_t blockCount = a.blocks.size() + b.blocks.size();
    if (!deployments.empty() && deployments.size() != blockCount)
        return illegal("deployment-count", "13", "Give every Block a deployment, or none: ",
                       arg::number("blocks", static_cast<int>(blockCount)), " Blocks, ",
                       arg::number("deployments", static_cast<int>(deployments.size())), " deployments.");
    GameState s;
    s.options = options;
    s.rng = Pcg32(seed, 0x2026U);
    s.positionsTracked = !deployments.empty();
    std::set<Hex> taken;
    std::size_t deployment = 0;
    for (const Side side : {Side::A, Side::B}) {
        const ArmyList &list = side == Side::A ? a : b;
        s.army(side) = Army{list.name, list.baseCount(), false};
        for (const BlockSpec &spec : list.blocks) {
            Block blk;
            blk.id = static_cast<BlockId>(s.blocks.size());
            blk.side = side;
            blk.name = spec.name;
            blk.type = spec.type;
            blk.quality = spec.quality;
            blk.weight = spec.effectiveWeight();
            blk.specialRules = spec.effectiveSpecialRules();
            blk.spearArmed = spec.spearArmed;
            std::vector<Hex> hexes;
            Facing facing;
            if (s.positionsTracked) {
                facing = deployments[deployment].facing;
                hexes = blockLayout(deployments[deployment].origin, facing, spec.frontage, spec.depth);
                ++deployment;
            }
            for (int i = 0; i < spec.baseCount(); ++i) {
                Base base;
                base.id = static_cast<BaseId>(s.bases.size());
                base.side = side;
                base.block = blk.id;
                base.facing = facing;
                if (s.positionsTracked) {
                    const Hex h = hexes[static_cast<std::size_t>(i)];
                    if (!taken.insert(h).second)
                        return illegal("deployment-overlap", "13", blockArg(blk), " would stand on ", arg::hex("hex", h.q, h.r),
                                       ", which another Base already holds.");
                    base.hex = h;
                }
                blk.bases.push_back(base.id);
                s.bases.push_back(base);
            }
            s.blocks.push_back(std::move(blk));
        }
    }
    return s;
}

Fraction averageFatigue(const GameState &state, BlockId block)
{
    const Block &b = state.blocks.at(static_cast<std::size_t>(block));
    if (b.bases.empty())
        return Fraction(0);
    std::int64_t total = 0;
    for (const BaseId id : b.bases)
        total += state.bases.at(static_cast<std::size_t>(id)).fatigue;
    return Fraction(total, static_cast<std::int64_t>(b.bases.size()));
}

FatigueState blockState(const GameState &state, BlockId block)
{
    return fatigueState(averageFatigue(state, block));
}

std::vector<Hex> blockHexes(const GameState &state, BlockId block)
{
    std::vector<Hex> hexes;
    for (const BaseId id : state.blocks.at(static_cast<std::size_t>(block)).bases) {
        const Base &b = state.bases.at(static_cast<std::size_t>(id));
        if (b.hex)
            hexes.push_back(*b.hex);
    }
    return hexes;
}

CrossBlockFacts facts(const GameState &state)
{
    if (!state.positionsTracked)
        return state.enteredFacts;
    CrossBlockFacts derived;
    for (const Block &x : state.blocks) {
        if (!x.active())
            continue;
        const auto hx = blockHexes(state, x.id);
        for (const Block &y : state.blocks) {
            if (!y.active() || y.id <= x.id)
                continue;
            const auto hy = blockHexes(state, y.id);
            if (x.side != y.side && gap(hx, hy) == 1)
                derived.inContact.insert({x.id, y.id});
            if (withinOneBaseWidth(hx, hy))
                derived.withinOneBaseWidth.insert({x.id, y.id});
        }
    }
    return derived;
}

int basesLost(const GameState &state, Side side)
{
    return static_cast<int>(std::count_if(state.bases.begin(), state.bases.end(),
                                          [side](const Base &b) { return b.side == side && b.lost(); }));
}

Result<Applied> apply(const GameState &state, const Action &action)
{
    // §9.5, §11.1: a fight's outcome is settled before anything else happens.
    if (state.pendingLoss && !std::holds_alternative<AllocateLoss>(action) && !std::holds_alternative<EnterFacts>(action))
        return illegal("loss-pending", "9.5", arg::base(state.pendingLoss->loser), " lost its fight by ",
                       arg::number("points", state.pendingLoss->points),
                       ": its owner allocates the points before anything else happens.");
    if (state.pendingPursuit && !std::holds_alternative<Pursue>(action) && !std::holds_alternative<EnterFacts>(action))
        return illegal("pursuit-pending", "11.1", arg::base(state.pendingPursuit->pursuer), " won and ",
                       state.pendingPursuit->optional ? arg::key("duty", "may", "may") : arg::key("duty", "must", "must"),
                       " pursue before anything else happens.");
    Turn t{state, {}};
    const Result<bool> done = std::visit(
        [&t](const auto &a) -> Result<bool> {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, MoveBlock>)
                return doMove(t, a);
            else if constexpr (std::is_same_v<A, PivotBlock>)
                return doPivot(t, a);
            else if constexpr (std::is_same_v<A, WheelBlock>)
                return doWheel(t, a);
            else if constexpr (std::is_same_v<A, MarchColumn>)
                return doMarch(t, a);
            else if constexpr (std::is_same_v<A, SplitBlock>)
                return doSplit(t, a);
            else if constexpr (std::is_same_v<A, MergeBlocks>)
                return doMerge(t, a);
            else if constexpr (std::is_same_v<A, EnterFacts>)
                return doEnterFacts(t, a);
            else if constexpr (std::is_same_v<A, MarkInCombat>)
                return doMarkInCombat(t, a);
            else if constexpr (std::is_same_v<A, MarkShotAt>)
                return doMarkShotAt(t, a);
            else if constexpr (std::is_same_v<A, AddFatigue>)
                return doAddFatigue(t, a);
            else if constexpr (std::is_same_v<A, RemoveRoutedBase>)
                return doRemoveRouted(t, a);
            else if constexpr (std::is_same_v<A, EndPhase>)
                return doEndPhase(t, a);
            else if constexpr (std::is_same_v<A, Fight>)
                return doFight(t, a);
            else if constexpr (std::is_same_v<A, AllocateLoss>)
                return doAllocateLoss(t, a);
            else if constexpr (std::is_same_v<A, Pursue>)
                return doPursue(t, a);
            else
                return doShoot(t, a);
        },
        action);
    if (!done)
        return done.error();
    return Applied{std::move(t.s), std::move(t.fx)};
}

} // namespace ancients

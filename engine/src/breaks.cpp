// Breaks (§12): a Block's break when its average exceeds 6, the rout retreat
// and removal of its Bases, contagion, and the army break (§12.1).

#include "ancients/game.h"

#include "game_internal.h"

#include "ancients/preview.h"

#include <algorithm>

namespace ancients::detail {

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
        routRetreat(b, moveAllowance(blk.type, s.options.distances));
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
    bool leaves = false;
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
        // A Base whose retreat would leave the table cannot retreat (§12, §13, ruling R41).
        if (!best || occupied(s, *best, {id}) || terrainAt(s, *best).impassable || offTable(s, *best)) {
            blocked = true;
            leaves = best && offTable(s, *best);
            break;
        }
        at = *best;
    }
    if (leaves)
        removeBase(id, "would leave the table", Effect::Cause::LeavesTable);
    else if (blocked)
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

} // namespace ancients::detail

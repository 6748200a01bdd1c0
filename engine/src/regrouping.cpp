// Regrouping in the Move phase (§6.2): splitting a Block and merging two,
// with the seams they tear or close.

#include "ancients/game.h"

#include "game_internal.h"

#include <algorithm>

namespace ancients::detail {

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

} // namespace ancients::detail

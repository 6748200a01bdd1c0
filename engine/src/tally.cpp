// Rules over a Block kept as a tally (§6.1, §6.2): the seams of a split or a
// merge by file and rank, recovery and smoothing.

#include "ancients/tally.h"

#include <numeric>
#include <set>

namespace ancients {

namespace {

/** The refusal for a Block that cannot take part in a split or a merge, or None. */
TallyRefusal unfit(const TallyBlock &block)
{
    if (block.fatigue.empty() || block.fatigue.size() != block.places.size())
        return TallyRefusal::NoBases;
    const std::int64_t total = std::accumulate(block.fatigue.begin(), block.fatigue.end(), std::int64_t{0});
    if (blockHasBroken(Fraction(total, static_cast<std::int64_t>(block.fatigue.size()))))
        return TallyRefusal::Broken;
    return TallyRefusal::None;
}

/** Whether @p a and @p b stand beside each other across a cut at @p line: the next file in a rank, the next rank in a file. */
bool acrossTheSeam(GridPlace a, GridPlace b, SeamLine line)
{
    if (line == SeamLine::Files)
        return a.rank == b.rank && (a.file - b.file == 1 || b.file - a.file == 1);
    return a.file == b.file && (a.rank - b.rank == 1 || b.rank - a.rank == 1);
}

/** The Bases of @p places (indices) that have a Base of the other group beside them across @p line, in order. */
std::vector<std::size_t> seamOf(std::span<const GridPlace> places, const std::vector<bool> &inSecond, SeamLine line)
{
    std::vector<std::size_t> seam;
    for (std::size_t i = 0; i < places.size(); ++i) {
        for (std::size_t j = 0; j < places.size(); ++j) {
            if (inSecond[i] != inSecond[j] && acrossTheSeam(places[i], places[j], line)) {
                seam.push_back(i);
                break;
            }
        }
    }
    return seam;
}

int extent(std::span<const GridPlace> places, SeamLine line)
{
    int most = 0;
    for (const GridPlace &p : places)
        most = std::max(most, (line == SeamLine::Files ? p.file : p.rank) + 1);
    return most;
}

} // namespace

TallySplit splitTally(const TallyBlock &block, SeamLine line, int at)
{
    TallySplit split;
    split.refusal = unfit(block);
    if (!split.ok())
        return split;
    std::vector<bool> leaves(block.places.size());
    for (std::size_t i = 0; i < block.places.size(); ++i) {
        leaves[i] = (line == SeamLine::Files ? block.places[i].file : block.places[i].rank) >= at;
        (leaves[i] ? split.leaving : split.staying).push_back(i);
    }
    if (split.staying.empty() || split.leaving.empty()) {
        split.refusal = TallyRefusal::EmptyPart;
        split.staying.clear();
        split.leaving.clear();
        return split;
    }
    split.seam = seamOf(block.places, leaves, line);
    split.fatigue = block.fatigue;
    for (const std::size_t i : split.seam)
        split.fatigue[i] += 1; // §6.2: +1 on each Base on either side of the seam opened
    split.places = block.places;
    for (std::size_t i = 0; i < split.places.size(); ++i) {
        if (!leaves[i])
            continue;
        (line == SeamLine::Files ? split.places[i].file : split.places[i].rank) -= at;
    }
    return split;
}

TallyMerge mergeTally(const TallyBlock &first, const TallyBlock &second, SeamLine line)
{
    TallyMerge merge;
    merge.refusal = unfit(first);
    if (merge.ok())
        merge.refusal = unfit(second);
    if (merge.ok() && first.type && second.type && *first.type != *second.type)
        merge.refusal = TallyRefusal::UnlikeTypes;
    if (!merge.ok())
        return merge;
    const int offset = extent(first.places, line);
    merge.merged.type = first.type ? first.type : second.type;
    merge.merged.fatigue = first.fatigue;
    merge.merged.fatigue.insert(merge.merged.fatigue.end(), second.fatigue.begin(), second.fatigue.end());
    merge.merged.places = first.places;
    for (GridPlace place : second.places) {
        (line == SeamLine::Files ? place.file : place.rank) += offset;
        merge.merged.places.push_back(place);
    }
    std::vector<bool> inSecond(merge.merged.places.size(), false);
    std::fill(inSecond.begin() + static_cast<std::ptrdiff_t>(first.places.size()), inSecond.end(), true);
    merge.seam = seamOf(merge.merged.places, inSecond, line);
    for (const std::size_t i : merge.seam)
        merge.merged.fatigue[i] += 1; // §6.2: +1 on each Base on either side of the seam closed
    return merge;
}

std::vector<std::pair<std::size_t, std::size_t>> smoothingTransfers(std::span<const int> fatigue)
{
    return smoothingTransfers(fatigue, {});
}

std::vector<std::pair<std::size_t, std::size_t>> smoothingTransfers(std::span<const int> fatigue,
                                                                   const std::vector<bool> &declines)
{
    std::vector<int> now(fatigue.begin(), fatigue.end());
    std::vector<std::pair<std::size_t, std::size_t>> transfers;
    std::set<std::size_t> gave;
    for (std::size_t receiver = 0; receiver < now.size(); ++receiver) {
        if (now[receiver] != MinimumFatigue || (receiver < declines.size() && declines[receiver]))
            continue;
        std::size_t donor = now.size();
        for (std::size_t i = 0; i < now.size(); ++i) {
            if (i == receiver || gave.contains(i) || now[i] < SmoothingDonorMinimum)
                continue;
            if (donor == now.size() || now[i] > now[donor])
                donor = i;
        }
        if (donor == now.size())
            break;
        gave.insert(donor);
        now[donor] -= 1;
        now[receiver] += 1;
        transfers.emplace_back(donor, receiver);
    }
    return transfers;
}

std::vector<int> recoverTally(std::span<const int> fatigue, const std::vector<bool> &recovers)
{
    std::vector<int> after(fatigue.begin(), fatigue.end());
    for (std::size_t i = 0; i < after.size(); ++i) {
        if (i < recovers.size() && recovers[i])
            after[i] = afterRecovery(after[i]);
    }
    for (const auto &[donor, receiver] : smoothingTransfers(after)) {
        after[donor] -= 1;
        after[receiver] += 1;
    }
    return after;
}

} // namespace ancients

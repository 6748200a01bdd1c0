#pragma once

// Rules over a Block kept as a tally: each Base's Fatigue and its place by file
// and rank, with no battle, no hexes and no log around it, as players keep it
// with the quick fatigue tracker. The seams a split opens or a merge closes
// (§6.2), recovery and smoothing (§6.1). The battle's own recovery pass uses the
// same functions, so both answer alike.

#include "ancients/rules_tables.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace ancients {

/** Where a Base stands in a Block kept as a tally: its file (0 = the left) and rank (0 = the front). */
struct GridPlace
{
    int file = 0;
    int rank = 0;

    friend bool operator==(const GridPlace &, const GridPlace &) = default;
};

/** A Block kept as a tally: each Base's Fatigue and place, in the same order, and its troop type when known. */
struct TallyBlock
{
    std::vector<int> fatigue;
    std::vector<GridPlace> places;
    std::optional<TroopType> type;

    friend bool operator==(const TallyBlock &, const TallyBlock &) = default;
};

/** Where a Block is cut or joined (§6.2): between two files (side by side) or between two ranks (one behind the other). */
enum class SeamLine : std::uint8_t { Files, Ranks };

/** Why a split or a merge of tallies is refused. */
enum class TallyRefusal : std::uint8_t {
    None,
    NoBases,      ///< a Block without Bases, or Fatigue and places that do not match
    Broken,       ///< §12: a broken Block has routed; routed troops cannot form Blocks or merge
    EmptyPart,    ///< §6.2: both parts of a split must hold Bases
    UnlikeTypes,  ///< §6.2: only Blocks of the same troop type merge
};

/** What a split of a tally does (§6.2). Indices are into the Block as it stood. */
struct TallySplit
{
    TallyRefusal refusal = TallyRefusal::None;
    std::vector<std::size_t> staying;  ///< the Bases before the cut, in order
    std::vector<std::size_t> leaving;  ///< the Bases from the cut on, in order: the new Block
    std::vector<std::size_t> seam;     ///< the Bases on either side of the seam, in order: +1 Fatigue each
    std::vector<int> fatigue;          ///< every Base's Fatigue after the seam cost, in the Block's order
    std::vector<GridPlace> places;     ///< every Base's place in its part, each part counted from file 0 and rank 0

    [[nodiscard]] bool ok() const noexcept { return refusal == TallyRefusal::None; }
};

/**
 * Splits @p block at @p line before file (or rank) @p at (§6.2): the Bases in
 * the files (ranks) before @p at stay, the others leave as a Block of their own.
 * The seam's Bases are those with a Base of the other part beside them across
 * the cut (the next file in the same rank, or the next rank in the same file);
 * each takes +1 Fatigue. Refuses a Block that has broken and a cut that leaves
 * a part without Bases.
 */
[[nodiscard]] TallySplit splitTally(const TallyBlock &block, SeamLine line, int at);

/** What a merge of two tallies does (§6.2). Indices are into the joined Block: @p first's Bases, then @p second's. */
struct TallyMerge
{
    TallyRefusal refusal = TallyRefusal::None;
    std::vector<std::size_t> seam;     ///< the Bases on either side of the seam the merge closes: +1 Fatigue each
    TallyBlock merged;                 ///< the joined Block: its Fatigue after the seam cost, pooled (§6.2)

    [[nodiscard]] bool ok() const noexcept { return refusal == TallyRefusal::None; }
};

/**
 * Merges @p second into @p first (§6.2), placed beside it on its right
 * (SeamLine::Files) or behind it (SeamLine::Ranks). The seam's Bases are those
 * with a Base of the other Block beside them across the join; each takes +1
 * Fatigue, and the Bases keep their own Fatigue otherwise ("merging pools
 * Fatigue"). Refuses Blocks of different troop types (when both are known) and
 * a Block that has broken.
 */
[[nodiscard]] TallyMerge mergeTally(const TallyBlock &first, const TallyBlock &second, SeamLine line);

/** A Base's Fatigue after it recovers (§6.1): 1 less, never below 1. */
[[nodiscard]] constexpr int afterRecovery(int fatigue) noexcept
{
    return std::max(MinimumFatigue, fatigue - 1);
}

/** The Fatigue a Base must hold to give 1 in smoothing (§6.1 "the highest-Fatigue Base of 3 or more"). */
inline constexpr int SmoothingDonorMinimum = 3;

/**
 * Smoothing within one Block (§6.1, ruling R17), its Bases' Fatigue @p fatigue
 * in the order the Block lists them: each Base at Fatigue 1, in that order,
 * pulls 1 from the Base with the highest Fatigue of 3 or more that has not given
 * yet this turn (the first in order on a tie). Returns the transfers in the
 * order they happen, as (giver, taker) indices. A single Base has no one to pull from.
 */
[[nodiscard]] std::vector<std::pair<std::size_t, std::size_t>> smoothingTransfers(std::span<const int> fatigue);
/**
 * The same when the Bases whose @p declines is true do not pull (§6.1 "may pull",
 * ruling R17): they are passed over, and the donors are left to the Bases after them.
 */
[[nodiscard]] std::vector<std::pair<std::size_t, std::size_t>> smoothingTransfers(std::span<const int> fatigue,
                                                                                 const std::vector<bool> &declines);

/**
 * One Block's Recovery phase (§6.1): each Base whose @p recovers is true
 * recovers (afterRecovery()), then the Block smooths (smoothingTransfers()).
 * Returns every Base's Fatigue afterwards, in order. A Base whose Block moved,
 * or which was in combat or shot at, does not recover: the caller says which.
 */
[[nodiscard]] std::vector<int> recoverTally(std::span<const int> fatigue, const std::vector<bool> &recovers);

} // namespace ancients

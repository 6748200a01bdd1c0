#pragma once

// A Block's formation (§2, §5.5, §9.6): where each of its Bases stands, by file
// and rank, and what follows from that: a file's Bases, the seams a leaving file
// tears, the far side left behind when a middle file leaves, and the Block's
// shape. Every part of the program that asks a formation question asks it here.
//
// With tracked positions the answers come from the hexes. Without them they come
// from the order the Bases were deployed in: newGame() deploys each listed Block
// rank by rank, each rank left to right, numbering the Bases as it goes, so a
// Base's place in its listed Block is known from its number and the list.

#include "ancients/army.h"
#include "ancients/game.h"

#include <map>
#include <span>
#include <vector>

namespace ancients {

/** Where one Base stands in its Block's formation: its file (0 = the left) and rank (0 = the front). */
struct Place
{
    BaseId base = 0;
    int file = 0;
    int rank = 0;

    friend bool operator==(const Place &, const Place &) = default;
};

/** Where a Base was deployed: its listed Block and its place there, which no later move, split or merge changes. */
struct DeployedPlace
{
    int listed = -1; ///< the listed Block (an index into the lists newGame() deployed), −1 if none
    int file = 0;    ///< 0 = the left file
    int rank = 0;    ///< 0 = the front rank

    friend bool operator==(const DeployedPlace &, const DeployedPlace &) = default;
};

/**
 * Where Base @p base was deployed (§13 Setup): newGame() deploys each listed
 * Block of @p listed (army A's then army B's) rank by rank, each rank left to
 * right, numbering the Bases as it goes. listed = −1 for a Base no listed Block deployed.
 */
[[nodiscard]] DeployedPlace deployedPlace(std::span<const BlockSpec> listed, BaseId base);

/**
 * A Block's formation: its shape, frontage (files) × depth (ranks), and each
 * Base's place, front rank first and each rank left to right (§2, §5.5).
 */
struct Formation
{
    int frontage = 0;
    int depth = 0;
    std::vector<Place> places;

    /** The Bases front rank first, each rank left to right. */
    [[nodiscard]] std::vector<BaseId> order() const;
    /** The place of @p base, or nullptr when it is not in the formation. */
    [[nodiscard]] const Place *placeOf(BaseId base) const;
    /** The Bases of file @p file, front to back. */
    [[nodiscard]] std::vector<BaseId> inFile(int file) const;

    friend bool operator==(const Formation &, const Formation &) = default;
};

/**
 * The formation of Bases @p members of one Block (§2, §5.5).
 *
 * With tracked positions: each Base's file and rank along the width and depth
 * axes of the first Base's facing, counted from the leftmost file and the front
 * rank; the shape is the span of files × the span of ranks.
 *
 * Without: each Base keeps the place it was deployed in within its listed Block
 * (@p listed: both army lists' Blocks in the order newGame() deployed them, army
 * A's then army B's). The Bases of one listed Block stand in that order, as wide
 * as the files they still hold, so a file that left is one file of its Bases and
 * the Block it left is a file narrower; Bases from more than one listed Block (a
 * merge) stand part behind part, as wide as the widest part; a Base not from a
 * listed Block stands in the front rank. The Bases then fill the ranks, each
 * rank left to right, as many ranks as that takes.
 */
[[nodiscard]] Formation formation(const GameState &state, std::span<const BaseId> members,
                                  std::span<const BlockSpec> listed = {});

/** The formation of Block @p block's Bases (above); empty for a Block that has gone or does not exist. */
[[nodiscard]] Formation formation(const GameState &state, BlockId block, std::span<const BlockSpec> listed = {});

/**
 * The Bases that give ground or pursue with @p base: its file, front to back
 * (§9.6, §11.1, ruling R31). With tracked positions, its Block's Bases on its
 * line along the depth axis that touch it through one another; without, the
 * Bases of its file in formation(). Empty when @p base is in no Block.
 */
[[nodiscard]] std::vector<BaseId> fileOf(const GameState &state, BaseId base, std::span<const BlockSpec> listed = {});

/**
 * What a file leaving its Block tears (§9.6, §6.2, ruling R31): the file, the
 * parts of the Block it leaves behind, and the Bases on either side of each
 * seam, with how many seams each borders (a middle file's own Bases border two).
 */
struct FileSplit
{
    std::vector<BaseId> file;               ///< the leaving Bases, front to back
    std::vector<std::vector<BaseId>> parts; ///< what stays: none (the file is the whole Block), one part, or two when a middle file leaves
    std::map<BaseId, int> seams;            ///< the Bases on either side of the seams, and how many seams each borders

    /** The Bases on either side of the seams, each once, in Base order. */
    [[nodiscard]] std::vector<BaseId> seamBases() const;
    /** The far side: the Bases of every part after the first, which become Blocks of their own. */
    [[nodiscard]] std::vector<BaseId> farSide() const;

    friend bool operator==(const FileSplit &, const FileSplit &) = default;
};

/**
 * The split when @p file, Bases of one Block, leaves it (§9.6). With tracked
 * positions the parts are the edge-connected groups of the Bases that stay, in
 * the order of their first Base in the Block, and the seams are the Bases of
 * the file and of each part that touch the other; without, the parts are the
 * files to the file's left and to its right in formation(), and the seams are
 * the file and the files next to it.
 */
[[nodiscard]] FileSplit fileSplit(const GameState &state, std::span<const BaseId> file,
                                  std::span<const BlockSpec> listed = {});

/** The split when @p base leaves with its file, fileOf() (§9.6, §11.1). */
[[nodiscard]] FileSplit fileSplit(const GameState &state, BaseId base, std::span<const BlockSpec> listed = {});

/**
 * The split when @p base leaves its Block alone, as a pursuer does (§11.1,
 * ruling R33) or a Base that follows up (§13, ruling R40): the parts that stay
 * and the Bases on either side of the seams it opens. With tracked positions as
 * fileSplit() of that one Base; without, the same read from formation(), each
 * Base standing in its file and rank.
 */
[[nodiscard]] FileSplit baseSplit(const GameState &state, BaseId base, std::span<const BlockSpec> listed = {});

/** Whether @p base is an end Base of its Block's front rank: a flank a wheel can turn about (§5.5, ruling R21). */
[[nodiscard]] bool isFrontFlank(const Formation &formation, BaseId base);

} // namespace ancients

#pragma once

// The Combat phase's pairing plan read back (§4, §9.2, §9.3): for each planned
// pair, the overlaps its fight would count now, computed from the plan and the
// hexes exactly as apply() would count them, and which earlier fights in the
// queue could strip them with a push-back; the enemies a Base can be paired
// with; and the melees still unfought. Nothing here changes the game.

#include "ancients/game.h"

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace ancients {

/** One planned pair's fight as it stands now (§9.2). */
struct PlannedFight
{
    CombatPair pair;
    bool fought = false;   ///< the pair has fought this phase
    bool engaged = true;   ///< still in contact (a push-back or a rout can part a pair before it fights)
    /**
     * The overlaps apply() would count for the pair's fight now: each 0 or 1,
     * `overlaps` for the plan's Base, `enemyOverlaps` for its enemy (§9.2), after
     * §9.3 (flanked side, rear) and §11.1 (the Shock Base's support). Computed
     * with tracked positions; without, from the lapping Bases the plan names
     * (flank and rear are then the fight's own facts). 0 for a pair that has
     * fought or come apart.
     */
    int overlaps = 0;
    int enemyOverlaps = 0;
    std::optional<BaseId> lapping;      ///< the uncountered friend of `base` that laps `enemy`, counted or not
    std::optional<BaseId> enemyLapping; ///< the uncountered friend of `enemy` that laps `base`, counted or not
    /**
     * Untracked: `base` is struck in the flank by another enemy paired with it and
     * the plan does not say which side `lapping` stands on, so its overlap is not
     * counted until the players say (§9.3, ruling R24). `enemyLappingSideUnknown`
     * likewise for `enemy`.
     */
    bool lappingSideUnknown = false;
    bool enemyLappingSideUnknown = false;
    /**
     * The earlier pairs still to fight (indices into the plan) whose loser,
     * giving ground with its file, would take a lapping Base of this fight with
     * it, so that it laps no more (§4, §9.2: the cascade).
     */
    std::vector<std::size_t> strippableBy;

    friend bool operator==(const PlannedFight &, const PlannedFight &) = default;
};

/**
 * Every pair of @p state's plan in order, with its fight's overlaps now: with
 * tracked positions computed from the hexes; without, the lapping Bases the
 * players named in the plan, checked. Which earlier fights could strip an
 * overlap follows the files: from the hexes, or without them from the order
 * the Blocks of @p listed were deployed in (formation.h).
 */
[[nodiscard]] std::vector<PlannedFight> planOverlaps(const GameState &state, std::span<const BlockSpec> listed = {});

/**
 * The enemies Base @p base can be paired with in the Combat phase (§9.2): alive,
 * of the other side, engaged with it (tracked: touching, one in a front hex of
 * the other; untracked: in a Block in contact with its Block), enemies in its
 * front hexes first. Empty for a Base that has gone or does not exist.
 */
[[nodiscard]] std::vector<BaseId> pairableEnemies(const GameState &state, BaseId base);

/** The melees the Combat phase cannot end without (§4, rulings R23, R43). */
struct UnfoughtMelees
{
    std::vector<CombatPair> unfought; ///< planned pairs still engaged and not yet fought
    /**
     * Tracked only: the active player's engaged Bases in no pair and not yet fought
     * (with every melee checked, only those the rules let fight one of their enemies).
     */
    std::vector<BaseId> unpaired;
    /**
     * Untracked, every melee checked: the contacts entered between a Block of the
     * active player (first) and an enemy Block that no fight of the phase has
     * resolved, while the active Block still has a Base free to fight (ruling R43).
     */
    std::vector<std::pair<BlockId, BlockId>> contacts;

    [[nodiscard]] bool empty() const noexcept { return unfought.empty() && unpaired.empty() && contacts.empty(); }
    friend bool operator==(const UnfoughtMelees &, const UnfoughtMelees &) = default;
};

/**
 * What still has to fight before the Combat phase can end (§4). A battle that
 * checks every melee (MeleeCheck::Every) checks them with or without a plan;
 * one recorded before checks only a declared plan, and nothing without one.
 */
[[nodiscard]] UnfoughtMelees unfoughtMelees(const GameState &state);

} // namespace ancients

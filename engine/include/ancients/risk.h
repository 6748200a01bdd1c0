#pragma once

// How close a Block or an army stands to breaking, and the exact chance that one
// fight breaks the losing Block: read-only questions for the players' "at risk"
// displays. Nothing here changes the game.
//
// - A Block breaks when its total Fatigue exceeds 6 × its Bases (§6, §12, ruling R8).
// - An army breaks when Bases lost × 10 ≥ starting Bases × 3 (§12.1, ruling R7).

#include "ancients/combat.h"
#include "ancients/fraction.h"
#include "ancients/game.h"
#include "ancients/result.h"

namespace ancients {

/**
 * The Fatigue the Block's Bases can still take, in total, without the Block
 * breaking (§6, ruling R8): 6n − total, where n is the Block's Base count. One
 * point more breaks it. 0 for a Block that has broken or merged away.
 */
[[nodiscard]] int fatigueLeftBeforeBreak(const GameState &state, BlockId block);

/**
 * The Bases @p side can still lose without its army breaking (§12.1, ruling R7):
 * the largest k with (lost + k) × 10 < starting × 3, so losing k + 1 more breaks
 * it. 0 when the next loss breaks it, and 0 for an army that has already broken.
 */
[[nodiscard]] int basesLeftBeforeArmyBreak(const GameState &state, Side side);

/**
 * The exact chance that the losing side's Block breaks if every point of the margin
 * is held as Fatigue (§9.5) on its fighting Base: the Block's total rises by the
 * margin, and it breaks when the total exceeds 6 × @p blockBases (§6, ruling R8).
 * A draw or a win leaves it untouched. @p loser is the side of @p fight whose Block
 * this is (Striker::A or Striker::B); @p blockTotal is the Block's current total
 * Fatigue over its @p blockBases Bases (each at least 1, §6).
 */
[[nodiscard]] Result<Fraction> breakChanceIfAllFatigue(const CombatOdds &fight, Striker loser, int blockTotal,
                                                       int blockBases);

/** The same, for a Block of the game: its current total and Base count. */
[[nodiscard]] Result<Fraction> breakChanceIfAllFatigue(const CombatOdds &fight, Striker loser, const GameState &state,
                                                       BlockId block);

} // namespace ancients

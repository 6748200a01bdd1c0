#pragma once

// What an action would cost before the players take it, and how far a Block or
// an army stands from breaking: read-only questions the app shows beside its
// controls. Each answers exactly as apply() would decide; nothing here changes
// the game.

#include "ancients/army.h"
#include "ancients/fraction.h"
#include "ancients/game.h"
#include "ancients/result.h"
#include "ancients/rules_tables.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace ancients {

/** The Fatigue every Base of a Block pays before each move after its first in a turn (§5.2). */
inline constexpr int ChainedMoveCost = 1;

/** The movement test a Block would take if it moved now (§5, §5.2). */
struct MovementTestPreview
{
    int moves = 0;          ///< moves made or attempted this turn
    bool chained = false;   ///< not the turn's first move: the tempo cost is paid first (§5.2)
    int tempoCost = 0;      ///< Fatigue the move puts on every Base before its test (§5.2)
    Fraction average;       ///< the Block's exact average Fatigue the test is against, after the tempo cost
    bool breaks = false;    ///< the tempo cost alone takes the average over 6: the Block breaks before the test (§12)
    int needed = 0;         ///< the lowest kept d6 that passes (1–6); 7 when no roll can, because it breaks
    Fraction chance;        ///< the exact chance to pass; 0 once movement is over or when it breaks
    bool movementOver = false; ///< a failed test ended its movement this turn (§5.2): it cannot move again

    friend bool operator==(const MovementTestPreview &, const MovementTestPreview &) = default;
};

/**
 * The movement test Block @p block would take now (§5, §5.2, ruling R1): a
 * chained move pays its tempo cost on every Base before the test, so the test
 * is against the average after it. Refuses a Block that does not exist or has
 * gone.
 */
[[nodiscard]] Result<MovementTestPreview> previewMovementTest(const GameState &state, BlockId block);

/** What a wheel would cost (§5.5, §5.2, ruling R14). */
struct WheelPreview
{
    int frontage = 0; ///< the Block's files
    int depth = 0;    ///< its ranks
    int moves = 0;    ///< the tested moves it takes: ceil(max(frontage − 1, depth − 1) ÷ move allowance), at least one
    int fatigue = 0;  ///< what those moves cost every Base after the moves already made this turn (§5.2)

    friend bool operator==(const WheelPreview &, const WheelPreview &) = default;
};

/**
 * The tested moves a wheel of a frontage × depth Block of @p type takes (§5.5):
 * the far corner's travel over the move allowance, rounded up. A lone Base's far
 * corner travels 0, so its wheel takes none (ruling R14).
 */
[[nodiscard]] int wheelTests(int frontage, int depth, TroopType type) noexcept;
/** The same at the game's @p distances (§2 "tunable in playtest"). */
[[nodiscard]] int wheelTests(int frontage, int depth, TroopType type, const Distances &distances) noexcept;

/**
 * What a wheel of Block @p block costs now (§5.5): its shape from formation()
 * (@p listed as there), the moves it takes, and the tempo cost of those that
 * are not the turn's first (§5.2). Refuses a Block that does not exist or has gone.
 */
[[nodiscard]] Result<WheelPreview> previewWheel(const GameState &state, BlockId block,
                                                std::span<const BlockSpec> listed = {});

/**
 * One Base that may pull 1 Fatigue in smoothing when the Recovery phase ends
 * (§6.1 "each Base at Fatigue 1 may pull 1", ruling R17): a Base of the side to
 * act at Fatigue 1 after recovery, in a Block with a Base of 3 or more after
 * recovery. @c donor is the Base it pulls from with the declines given, or
 * none: when it declines, or when the Bases before it took every donor.
 */
struct SmoothingChoice
{
    BlockId block = -1;
    BaseId receiver = -1;
    std::optional<BaseId> donor;
    bool declined = false;

    friend bool operator==(const SmoothingChoice &, const SmoothingChoice &) = default;
};

/**
 * Every Base that may pull in smoothing as the Recovery phase ends now, Block by
 * Block and in each Block's order, with the Bases in @p declined passing (ruling
 * R17). Empty outside the Recovery phase. Ids in @p declined that may not pull are ignored here;
 * EndPhase refuses them.
 */
[[nodiscard]] std::vector<SmoothingChoice> smoothingChoices(const GameState &state, std::span<const BaseId> declined = {});

/**
 * The fewest Bases lost that break an army that started with @p startingBases
 * (§12.1, ruling R7): 30% of it, rounded up, as armyHasBroken() compares; 0 for
 * an army of no Bases.
 */
[[nodiscard]] constexpr int basesLostToBreakArmy(int startingBases) noexcept
{
    if (startingBases <= 0)
        return 0;
    const std::int64_t num = ArmyBreakFraction.numerator();
    const std::int64_t den = ArmyBreakFraction.denominator();
    return static_cast<int>((std::int64_t{startingBases} * num + den - 1) / den);
}

static_assert(basesLostToBreakArmy(24) == 8 && armyHasBroken(8, 24) && !armyHasBroken(7, 24));
static_assert(basesLostToBreakArmy(10) == 3 && armyHasBroken(3, 10) && !armyHasBroken(2, 10));

/**
 * The Fatigue a Block whose Bases stand at @p baseFatigue can still take, in
 * total and on any of its Bases, without breaking (§6, §12, rulings R8, R30):
 * 6 × Bases − total. The Block stands at exactly that, and one point more breaks
 * it. 0 for no Bases and for a Block that has broken.
 */
[[nodiscard]] int fatigueLeftBeforeBreak(std::span<const int> baseFatigue) noexcept;

} // namespace ancients

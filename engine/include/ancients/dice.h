#pragma once

#include "ancients/fraction.h"
#include "ancients/result.h"
#include "ancients/rng.h"

#include <array>
#include <span>
#include <vector>

namespace ancients {

/** A Block's training, expressed entirely as dice (§3.1). */
enum class Quality {
    Elite,   ///< rolls two, keeps the best
    Regular, ///< rolls one
    Levy,    ///< rolls two, keeps the worst
};

/** The keys files and tools name the qualities by, in Quality order. */
inline constexpr std::array<const char *, 3> QualityKeys{"elite", "regular", "levy"};

/** The kind of die rolled (§3.1). */
enum class Die {
    Averaging, ///< faces 2, 3, 3, 4, 4, 5: the standard combat die
    D6,        ///< faces 1–6: every movement test, and the optional high-swing combat die
};

/** The faces of @p die, in the order a roll's face index picks them (§3.1). */
[[nodiscard]] std::span<const int> faces(Die die) noexcept;

/** How many dice @p quality rolls: two for Elite and Levy, one for Regular (§3.1). */
[[nodiscard]] int diceRolled(Quality quality) noexcept;

/** One quality roll: the dice that were thrown and which one counts (§3.1). */
struct QualityRoll
{
    Quality quality = Quality::Regular;
    Die die = Die::Averaging;
    std::array<int, 2> dice{}; ///< dice[1] is only meaningful when count == 2
    int count = 1;             ///< dice thrown: 1 or 2
    int keptIndex = 0;         ///< index into dice of the kept result; the first on a tie

    /** The kept result. */
    [[nodiscard]] int kept() const noexcept { return dice.at(static_cast<std::size_t>(keptIndex)); }

    friend bool operator==(const QualityRoll &, const QualityRoll &) = default;
};

/** Rolls @p quality's dice on @p die with the game's generator (§3.1). */
[[nodiscard]] QualityRoll rollQuality(Quality quality, Die die, Pcg32 &rng) noexcept;

/**
 * Reads dice the players rolled themselves. @p second is ignored for Regular and
 * required for Elite and Levy. Refuses a face the die does not have.
 */
[[nodiscard]] Result<QualityRoll> readQuality(Quality quality, Die die, int first, int second = 0);

/** One possible kept result and its exact probability. */
struct Outcome
{
    int value = 0;
    Fraction probability;

    friend bool operator==(const Outcome &, const Outcome &) = default;
};

/** The exact distribution of the kept result of @p quality on @p die, lowest value first (§3.1). */
[[nodiscard]] std::vector<Outcome> distribution(Quality quality, Die die);

/** The exact chance that the kept result of @p quality on @p die is at least @p value. */
[[nodiscard]] Fraction chanceAtLeast(Quality quality, Die die, int value);

/** The outcome of a movement test (§5). */
struct MovementTest
{
    QualityRoll roll;
    Fraction averageFatigue;
    int needed = 0; ///< the lowest kept d6 result that passes
    bool passed = false;

    friend bool operator==(const MovementTest &, const MovementTest &) = default;
};

/**
 * Checks that @p averageFatigue is one a Block that can still move can have: at
 * least 1 (§6: Fatigue never drops below 1) and not above 6 (§6, §12: it has broken).
 */
[[nodiscard]] Result<Fraction> checkMovingAverage(Fraction averageFatigue);

/** The lowest kept d6 result that equals or beats @p averageFatigue (§5, ruling R1). */
[[nodiscard]] int movementTarget(Fraction averageFatigue) noexcept;

/**
 * Judges a movement test (§5): the kept d6 must equal or beat the Block's exact
 * average Fatigue. Refuses a roll on the wrong die or an impossible average.
 */
[[nodiscard]] Result<MovementTest> judgeMovementTest(const QualityRoll &roll, Fraction averageFatigue);

/** The exact chance that @p quality passes a movement test against @p averageFatigue (§5). */
[[nodiscard]] Fraction movementPassChance(Quality quality, Fraction averageFatigue);

} // namespace ancients

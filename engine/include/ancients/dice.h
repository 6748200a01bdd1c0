#pragma once

#include "ancients/fraction.h"
#include "ancients/result.h"
#include "ancients/rng.h"

#include <array>
#include <cstdint>
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

/**
 * The §13 Elite/Levy mechanic: how Elite and Levy keep their dice (ruling R42).
 * It sets the keep rule of every roll of quality dice, movement and combat alike
 * (§3.1): Regular always rolls one die.
 */
enum class EliteMechanic : std::uint8_t {
    None,        ///< §3.1 as written: Elite best of two, Levy worst of two
    Reroll,      ///< best (worst) of two, then a kept result on the wrong side of the mean is rolled again once
    BestOfThree, ///< Elite best of three, Levy worst of three
};

/**
 * Ruling R42: under the reroll mechanic Elite rolls its kept die again when it is at
 * most this, below the dice's mean of 3½ (§3.1: both dice have that mean), and Levy
 * when it is at least RerollLevyFrom, above it. The new result stands.
 */
inline constexpr int RerollEliteUpTo = 3;
inline constexpr int RerollLevyFrom = 4;

/**
 * How many dice @p quality throws before any reroll: one for Regular, two for Elite
 * and Levy (§3.1), three under best of three (§13, ruling R42).
 */
[[nodiscard]] int diceRolled(Quality quality, EliteMechanic mechanic = EliteMechanic::None) noexcept;

/** The most dice @p quality can throw: diceRolled(), and one more under the reroll mechanic (ruling R42). */
[[nodiscard]] int mostDiceRolled(Quality quality, EliteMechanic mechanic = EliteMechanic::None) noexcept;

/** Whether, under @p mechanic, @p quality rolls its kept result @p kept again (ruling R42). */
[[nodiscard]] bool rerollsKept(Quality quality, EliteMechanic mechanic, int kept) noexcept;

/** One quality roll: the dice that were thrown and which one counts (§3.1, §13). */
struct QualityRoll
{
    Quality quality = Quality::Regular;
    Die die = Die::Averaging;
    std::array<int, 3> dice{}; ///< the dice in the order thrown; only the first count are meaningful
    int count = 1;             ///< dice thrown: 1, 2 or 3
    int keptIndex = 0;         ///< index into dice of the kept result; the first on a tie (ruling R3)
    EliteMechanic mechanic = EliteMechanic::None;

    /** The kept result. */
    [[nodiscard]] int kept() const noexcept { return dice.at(static_cast<std::size_t>(keptIndex)); }
    /** The reroll mechanic rolled the kept die again: dice[2] is the new result (ruling R42). */
    [[nodiscard]] bool rerolled() const noexcept { return mechanic == EliteMechanic::Reroll && count == 3; }

    friend bool operator==(const QualityRoll &, const QualityRoll &) = default;
};

/**
 * Rolls @p quality's dice on @p die with the game's generator (§3.1), under the
 * Elite/Levy @p mechanic (§13, ruling R42). With EliteMechanic::None it draws exactly
 * what it always has, so old games replay.
 */
[[nodiscard]] QualityRoll rollQuality(Quality quality, Die die, Pcg32 &rng,
                                      EliteMechanic mechanic = EliteMechanic::None) noexcept;

/**
 * Reads dice the players rolled themselves. @p second is ignored for Regular and
 * required for Elite and Levy. Refuses a face the die does not have.
 */
[[nodiscard]] Result<QualityRoll> readQuality(Quality quality, Die die, int first, int second = 0);

/**
 * Reads dice the players rolled themselves under @p mechanic, in the order thrown:
 * the dice diceRolled() says, and under the reroll mechanic @p third when the kept
 * one is rolled again (rerollsKept()). Dice a roll does not use are ignored; a die it
 * needs that is missing (0) or not a face of @p die is refused.
 */
[[nodiscard]] Result<QualityRoll> readQuality(Quality quality, Die die, EliteMechanic mechanic, int first,
                                              int second = 0, int third = 0);

/**
 * How many dice the players must enter for @p quality under @p mechanic, given the
 * first two entered so far (0 for none): diceRolled(), plus the reroll when the first
 * two are in and their kept result is rolled again (ruling R42).
 */
[[nodiscard]] int diceToEnter(Quality quality, Die die, EliteMechanic mechanic, int first, int second) noexcept;

/** One possible kept result and its exact probability. */
struct Outcome
{
    int value = 0;
    Fraction probability;

    friend bool operator==(const Outcome &, const Outcome &) = default;
};

/**
 * The exact distribution of the kept result of @p quality on @p die, lowest value
 * first (§3.1), under the Elite/Levy @p mechanic (§13, ruling R42).
 */
[[nodiscard]] std::vector<Outcome> distribution(Quality quality, Die die, EliteMechanic mechanic = EliteMechanic::None);

/** The exact chance that the kept result of @p quality on @p die is at least @p value. */
[[nodiscard]] Fraction chanceAtLeast(Quality quality, Die die, int value, EliteMechanic mechanic = EliteMechanic::None);

/** The exact mean of the kept result of @p quality on @p die under @p mechanic. */
[[nodiscard]] Fraction meanKept(Quality quality, Die die, EliteMechanic mechanic = EliteMechanic::None);

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

/**
 * The exact chance that @p quality passes a movement test against @p averageFatigue
 * (§5), on the d6 with the keep rule @p mechanic sets (§3.1, ruling R42).
 */
[[nodiscard]] Fraction movementPassChance(Quality quality, Fraction averageFatigue,
                                          EliteMechanic mechanic = EliteMechanic::None);

} // namespace ancients

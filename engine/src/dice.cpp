#include "ancients/dice.h"

#include "ancients/refusal.h"
#include "ancients/rules_tables.h"

#include <algorithm>
#include <map>
#include <string>

namespace ancients {

namespace {

/** The index of the kept die among the first @p count of @p dice: the best (Elite) or worst (Levy), the first on a tie (ruling R3). */
int keptIndexFor(Quality quality, const std::array<int, 3> &dice, int count) noexcept
{
    int kept = 0;
    for (int i = 1; i < count; ++i) {
        const int d = dice.at(static_cast<std::size_t>(i));
        const int best = dice.at(static_cast<std::size_t>(kept));
        if ((quality == Quality::Elite && d > best) || (quality == Quality::Levy && d < best))
            kept = i;
    }
    return kept;
}

bool hasFace(Die die, int value)
{
    const auto f = faces(die);
    return std::find(f.begin(), f.end(), value) != f.end();
}

std::string dieName(Die die)
{
    if (die != Die::Averaging)
        return "d6";
    std::string name = "averaging die (";
    for (std::size_t i = 0; i < AveragingDieFaces.size(); ++i)
        name += (i == 0 ? "" : ", ") + std::to_string(AveragingDieFaces[i]);
    return name + ")";
}

/** Keeps the right die of the first diceRolled() dice, then, under the reroll mechanic, rolls it again (ruling R42). */
QualityRoll kept(Quality quality, Die die, EliteMechanic mechanic, const std::array<int, 3> &dice, int count)
{
    QualityRoll roll;
    roll.quality = quality;
    roll.die = die;
    roll.mechanic = mechanic;
    roll.dice = dice;
    roll.count = count;
    roll.keptIndex = keptIndexFor(quality, dice, std::min(count, diceRolled(quality, mechanic)));
    if (count == 3 && mechanic == EliteMechanic::Reroll)
        roll.keptIndex = 2;
    for (int i = count; i < 3; ++i)
        roll.dice.at(static_cast<std::size_t>(i)) = 0;
    return roll;
}

} // namespace

std::span<const int> faces(Die die) noexcept
{
    // The faces live in the rules tables (§3.1), the engine's one source of the rulebook's numbers.
    return die == Die::Averaging ? std::span<const int>(AveragingDieFaces) : std::span<const int>(D6Faces);
}

int diceRolled(Quality quality, EliteMechanic mechanic) noexcept
{
    if (quality == Quality::Regular)
        return 1;
    return mechanic == EliteMechanic::BestOfThree ? 3 : 2;
}

int mostDiceRolled(Quality quality, EliteMechanic mechanic) noexcept
{
    return diceRolled(quality, mechanic) + (quality != Quality::Regular && mechanic == EliteMechanic::Reroll ? 1 : 0);
}

bool rerollsKept(Quality quality, EliteMechanic mechanic, int kept) noexcept
{
    if (mechanic != EliteMechanic::Reroll)
        return false;
    switch (quality) {
    case Quality::Elite:
        return kept <= RerollEliteUpTo;
    case Quality::Levy:
        return kept >= RerollLevyFrom;
    case Quality::Regular:
        break;
    }
    return false;
}

QualityRoll rollQuality(Quality quality, Die die, Pcg32 &rng, EliteMechanic mechanic) noexcept
{
    const auto f = faces(die);
    const auto draw = [&] { return f[rng.bounded(static_cast<std::uint32_t>(f.size()))]; };
    std::array<int, 3> dice{};
    int count = diceRolled(quality, mechanic);
    for (int i = 0; i < count; ++i)
        dice.at(static_cast<std::size_t>(i)) = draw();
    // Only the reroll mechanic ever draws a die after the kept one is known (ruling R42).
    if (rerollsKept(quality, mechanic, dice.at(static_cast<std::size_t>(keptIndexFor(quality, dice, count)))))
        dice.at(static_cast<std::size_t>(count++)) = draw();
    return kept(quality, die, mechanic, dice, count);
}

Result<QualityRoll> readQuality(Quality quality, Die die, int first, int second)
{
    return readQuality(quality, die, EliteMechanic::None, first, second);
}

int diceToEnter(Quality quality, Die die, EliteMechanic mechanic, int first, int second) noexcept
{
    const int count = diceRolled(quality, mechanic);
    if (mostDiceRolled(quality, mechanic) == count || !hasFace(die, first) || !hasFace(die, second))
        return count;
    const std::array<int, 3> dice{first, second, 0};
    return rerollsKept(quality, mechanic, dice.at(static_cast<std::size_t>(keptIndexFor(quality, dice, count))))
        ? count + 1
        : count;
}

Result<QualityRoll> readQuality(Quality quality, Die die, EliteMechanic mechanic, int first, int second, int third)
{
    const std::array<int, 3> thrown{first, second, third};
    const int count = diceToEnter(quality, die, mechanic, first, second);
    for (int i = 0; i < std::max(count, diceRolled(quality, mechanic)); ++i) {
        const int value = thrown.at(static_cast<std::size_t>(i));
        if (!hasFace(die, value)) {
            return refuse("face-not-on-die", "3.1", "The ",
                          arg::key("die", die == Die::Averaging ? "averaging" : "d6", dieName(die)), " has no face ",
                          arg::number("value", value), ".");
        }
    }
    return kept(quality, die, mechanic, thrown, count);
}

std::vector<Outcome> distribution(Quality quality, Die die, EliteMechanic mechanic)
{
    // Every face (and every ordered pair or triple of faces) is equally likely, so
    // counting them gives the exact distribution. Each case is weighed out of n³:
    // a roll that is not rolled again stands for the n rerolls it never makes.
    const auto f = faces(die);
    const auto n = static_cast<std::int64_t>(f.size());
    const int count = diceRolled(quality, mechanic);
    std::map<int, std::int64_t> hits;
    const std::int64_t total = n * n * n;
    const std::int64_t weight = count == 1 ? n * n : count == 2 ? n : 1;
    std::array<int, 3> dice{};
    const auto tally = [&] {
        const int keep = dice.at(static_cast<std::size_t>(keptIndexFor(quality, dice, count)));
        if (!rerollsKept(quality, mechanic, keep)) {
            hits[keep] += weight;
            return;
        }
        for (const int c : f)
            hits[c] += weight / n;
    };
    for (const int a : f) {
        dice[0] = a;
        if (count == 1) {
            tally();
            continue;
        }
        for (const int b : f) {
            dice[1] = b;
            if (count == 2) {
                tally();
                continue;
            }
            for (const int c : f) {
                dice[2] = c;
                tally();
            }
        }
    }
    std::vector<Outcome> result;
    result.reserve(hits.size());
    for (const auto &[value, k] : hits)
        result.push_back({value, Fraction(k, total)});
    return result;
}

Fraction chanceAtLeast(Quality quality, Die die, int value, EliteMechanic mechanic)
{
    Fraction sum;
    for (const Outcome &o : distribution(quality, die, mechanic)) {
        if (o.value >= value)
            sum = sum + o.probability;
    }
    return sum;
}

Fraction meanKept(Quality quality, Die die, EliteMechanic mechanic)
{
    Fraction sum;
    for (const Outcome &o : distribution(quality, die, mechanic))
        sum = sum + Fraction(o.value) * o.probability;
    return sum;
}

Result<Fraction> checkMovingAverage(Fraction averageFatigue)
{
    if (averageFatigue < Fraction(MinimumFatigue)) {
        return refuse("fatigue-below-one", "6", "Fatigue never drops below 1, so no average can be below 1.");
    }
    if (blockHasBroken(averageFatigue)) {
        return refuse("block-broken", "6", "A Block whose average Fatigue exceeds 6 has broken (§12) and cannot move.",
                      arg::hidden(arg::key("action", "move", {})));
    }
    return averageFatigue;
}

int movementTarget(Fraction averageFatigue) noexcept
{
    return static_cast<int>(averageFatigue.ceil());
}

Result<MovementTest> judgeMovementTest(const QualityRoll &roll, Fraction averageFatigue)
{
    if (roll.die != Die::D6) {
        return refuse("movement-needs-d6", "3.1", "The movement test is always rolled on the d6.");
    }
    const auto average = checkMovingAverage(averageFatigue);
    if (!average)
        return average.error();
    MovementTest test;
    test.roll = roll;
    test.averageFatigue = averageFatigue;
    test.needed = movementTarget(averageFatigue);
    test.passed = Fraction(roll.kept()) >= averageFatigue;
    return test;
}

Fraction movementPassChance(Quality quality, Fraction averageFatigue, EliteMechanic mechanic)
{
    return chanceAtLeast(quality, Die::D6, movementTarget(averageFatigue), mechanic);
}

} // namespace ancients

#include "ancients/dice.h"

#include "ancients/refusal.h"
#include "ancients/rules_tables.h"

#include <algorithm>
#include <map>
#include <string>

namespace ancients {

namespace {

int keptIndexFor(Quality quality, int first, int second) noexcept
{
    switch (quality) {
    case Quality::Elite:
        return second > first ? 1 : 0;
    case Quality::Levy:
        return second < first ? 1 : 0;
    case Quality::Regular:
        break;
    }
    return 0;
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

} // namespace

std::span<const int> faces(Die die) noexcept
{
    // The faces live in the rules tables (§3.1), the engine's one source of the rulebook's numbers.
    return die == Die::Averaging ? std::span<const int>(AveragingDieFaces) : std::span<const int>(D6Faces);
}

int diceRolled(Quality quality) noexcept
{
    return quality == Quality::Regular ? 1 : 2;
}

QualityRoll rollQuality(Quality quality, Die die, Pcg32 &rng) noexcept
{
    const auto f = faces(die);
    QualityRoll roll;
    roll.quality = quality;
    roll.die = die;
    roll.count = diceRolled(quality);
    for (int i = 0; i < roll.count; ++i)
        roll.dice.at(static_cast<std::size_t>(i)) = f[rng.bounded(static_cast<std::uint32_t>(f.size()))];
    roll.keptIndex = roll.count == 2 ? keptIndexFor(quality, roll.dice[0], roll.dice[1]) : 0;
    return roll;
}

Result<QualityRoll> readQuality(Quality quality, Die die, int first, int second)
{
    const int count = diceRolled(quality);
    for (int i = 0; i < count; ++i) {
        const int value = i == 0 ? first : second;
        if (!hasFace(die, value)) {
            return refuse("face-not-on-die", "3.1", "The ",
                          arg::key("die", die == Die::Averaging ? "averaging" : "d6", dieName(die)), " has no face ",
                          arg::number("value", value), ".");
        }
    }
    QualityRoll roll;
    roll.quality = quality;
    roll.die = die;
    roll.count = count;
    roll.dice = {first, count == 2 ? second : 0};
    roll.keptIndex = count == 2 ? keptIndexFor(quality, first, second) : 0;
    return roll;
}

std::vector<Outcome> distribution(Quality quality, Die die)
{
    // Every face (and every ordered pair of faces) is equally likely, so
    // counting them gives the exact distribution.
    const auto f = faces(die);
    const int count = diceRolled(quality);
    std::map<int, std::int64_t> hits;
    std::int64_t total = 0;
    for (const int a : f) {
        if (count == 1) {
            ++hits[a];
            ++total;
            continue;
        }
        for (const int b : f) {
            ++hits[keptIndexFor(quality, a, b) == 0 ? a : b];
            ++total;
        }
    }
    std::vector<Outcome> result;
    result.reserve(hits.size());
    for (const auto &[value, n] : hits)
        result.push_back({value, Fraction(n, total)});
    return result;
}

Fraction chanceAtLeast(Quality quality, Die die, int value)
{
    Fraction sum;
    for (const Outcome &o : distribution(quality, die)) {
        if (o.value >= value)
            sum = sum + o.probability;
    }
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

Fraction movementPassChance(Quality quality, Fraction averageFatigue)
{
    return chanceAtLeast(quality, Die::D6, movementTarget(averageFatigue));
}

} // namespace ancients

#include "ohw/dice.h"

#include "ohw/units.h"

#include <algorithm>

namespace ohw {

namespace {

std::int64_t power(std::int64_t base, int exponent)
{
    std::int64_t result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= base;
    return result;
}

std::int64_t binomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    std::int64_t result = 1;
    for (int i = 1; i <= k; ++i)
        result = result * (n - k + i) / i;
    return result;
}

/** 1 − (a/b)^n, exactly. */
Fraction complementOfPower(std::int64_t a, std::int64_t b, int n)
{
    const std::int64_t denominator = power(b, n);
    return {denominator - power(a, n), denominator};
}

} // namespace

Fraction chanceOfHits(int dice, int hits)
{
    if (dice < 0 || hits < 0 || hits > dice)
        return {};
    return {binomial(dice, hits), power(2, dice)};
}

std::vector<Fraction> hitDistribution(int dice)
{
    std::vector<Fraction> result;
    for (int h = 0; h <= std::max(dice, 0); ++h)
        result.push_back(chanceOfHits(dice, h));
    return result;
}

std::vector<HitOutcome> hitOutcomes(int dice)
{
    // Per die: a hit 3/6, a 1 1/6, a 2 or 3 2/6. Over 6^n:
    // h hits and no 1: C(n, h) 3^h 2^(n−h); h hits and some 1: C(n, h) 3^h (3^(n−h) − 2^(n−h)).
    std::vector<HitOutcome> result;
    if (dice < 0)
        return result;
    const std::int64_t all = power(6, dice);
    for (int h = 0; h <= dice; ++h) {
        const std::int64_t ways = binomial(dice, h) * power(3, h);
        const std::int64_t noOne = ways * power(2, dice - h);
        const std::int64_t someOne = ways * (power(3, dice - h) - power(2, dice - h));
        result.push_back({h, false, Fraction(noOne, all)});
        if (someOne > 0)
            result.push_back({h, true, Fraction(someOne, all)});
    }
    return result;
}

Fraction chanceOfAnyOne(int dice)
{
    return complementOfPower(5, 6, std::max(dice, 0));
}

Fraction riskRollsKillChance(int ones)
{
    return complementOfPower(35, 36, std::max(ones, 0));
}

Fraction generalKilledChance(int dice)
{
    return complementOfPower(215, 216, std::clamp(dice, 0, MaxPoolDice));
}

Fraction routTestKillChance()
{
    return {1, 6};
}

int moraleScore(int hits) noexcept
{
    if (hits >= 1 && hits <= 4)
        return 2;
    if (hits >= 5 && hits < HitsToEliminate)
        return 3;
    return 0;
}

Fraction moralePassChance(int hits)
{
    const int score = moraleScore(hits);
    return score == 0 ? Fraction() : Fraction(7 - score, 6);
}

Fraction pushSuccessChance(int score)
{
    return {7 - std::clamp(score, 1, 7), 6};
}

Fraction pushSuccessChanceWithReroll(int score)
{
    const std::int64_t fail = std::clamp(score, 1, 7) - 1;
    return {36 - fail * fail, 36};
}

Fraction seizeInitiativeChance()
{
    std::int64_t ways = 0;
    for (int challenger = 1; challenger <= 6; ++challenger) {
        for (int holder = 1; holder <= 6; ++holder)
            ways += seizesInitiative(challenger, holder) ? 1 : 0;
    }
    return {ways, 36};
}

int countHits(std::span<const int> faces) noexcept
{
    return static_cast<int>(std::count_if(faces.begin(), faces.end(), [](int f) { return f >= HitScore; }));
}

int countOnes(std::span<const int> faces) noexcept
{
    return static_cast<int>(std::count(faces.begin(), faces.end(), 1));
}

} // namespace ohw

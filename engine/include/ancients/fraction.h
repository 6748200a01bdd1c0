#pragma once

#include <compare>
#include <cstdint>
#include <numeric>

namespace ancients {

/**
 * An exact rational number, always in lowest terms with a positive denominator.
 * Probabilities and averages are never negative; a difference of two may be.
 *
 * Probabilities and average Fatigue are fractions in the rules; keeping them
 * exact means "equal or beat the average" and "exceeds 6" are decided without
 * floating-point doubt.
 */
class Fraction
{
public:
    constexpr Fraction() = default;
    constexpr Fraction(std::int64_t whole) // NOLINT(google-explicit-constructor): 3 is the fraction 3/1
        : m_numerator(whole)
    {
    }
    /** @p denominator must be > 0. */
    constexpr Fraction(std::int64_t numerator, std::int64_t denominator)
        : m_numerator(numerator)
        , m_denominator(denominator)
    {
        const std::int64_t g = std::gcd(m_numerator, m_denominator);
        if (g > 1) {
            m_numerator /= g;
            m_denominator /= g;
        }
    }

    [[nodiscard]] constexpr std::int64_t numerator() const noexcept { return m_numerator; }
    [[nodiscard]] constexpr std::int64_t denominator() const noexcept { return m_denominator; }
    [[nodiscard]] constexpr double toDouble() const noexcept
    {
        return static_cast<double>(m_numerator) / static_cast<double>(m_denominator);
    }
    /** The smallest integer not less than this fraction. */
    [[nodiscard]] constexpr std::int64_t ceil() const noexcept
    {
        return m_numerator >= 0 ? (m_numerator + m_denominator - 1) / m_denominator : m_numerator / m_denominator;
    }

    friend constexpr bool operator==(const Fraction &, const Fraction &) = default;
    friend constexpr std::strong_ordering operator<=>(const Fraction &a, const Fraction &b)
    {
        return a.m_numerator * b.m_denominator <=> b.m_numerator * a.m_denominator;
    }
    friend constexpr Fraction operator+(const Fraction &a, const Fraction &b)
    {
        return {a.m_numerator * b.m_denominator + b.m_numerator * a.m_denominator, a.m_denominator * b.m_denominator};
    }
    friend constexpr Fraction operator-(const Fraction &a, const Fraction &b)
    {
        return {a.m_numerator * b.m_denominator - b.m_numerator * a.m_denominator, a.m_denominator * b.m_denominator};
    }
    friend constexpr Fraction operator*(const Fraction &a, const Fraction &b)
    {
        return {a.m_numerator * b.m_numerator, a.m_denominator * b.m_denominator};
    }

private:
    std::int64_t m_numerator = 0;
    std::int64_t m_denominator = 1;
};

} // namespace ancients

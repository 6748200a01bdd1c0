#include "ancients/rng.h"

namespace ancients {

namespace {
constexpr std::uint64_t Multiplier = 6364136223846793005ULL;
}

Pcg32::Pcg32(std::uint64_t seed, std::uint64_t stream) noexcept
    : m_state(0)
    , m_increment((stream << 1U) | 1U)
{
    step();
    m_state += seed;
    step();
}

Pcg32::Pcg32(std::uint64_t state, std::uint64_t increment, int) noexcept
    : m_state(state)
    , m_increment(increment | 1U)
{
}

Pcg32 Pcg32::fromState(std::uint64_t state, std::uint64_t increment) noexcept
{
    return Pcg32(state, increment, 0);
}

void Pcg32::step() noexcept
{
    m_state = m_state * Multiplier + m_increment;
}

std::uint32_t Pcg32::next() noexcept
{
    const std::uint64_t old = m_state;
    step();
    const auto xorShifted = static_cast<std::uint32_t>(((old >> 18U) ^ old) >> 27U);
    const auto rotation = static_cast<std::uint32_t>(old >> 59U);
    return (xorShifted >> rotation) | (xorShifted << ((32U - rotation) & 31U));
}

std::uint32_t Pcg32::bounded(std::uint32_t bound) noexcept
{
    // Reject the low 2^32 mod bound values so that every residue is equally
    // likely; at most half of all draws can be rejected, on average far fewer.
    const std::uint32_t threshold = (0U - bound) % bound;
    for (;;) {
        const std::uint32_t r = next();
        if (r >= threshold)
            return r % bound;
    }
}

} // namespace ancients

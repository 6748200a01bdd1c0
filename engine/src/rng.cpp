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

namespace {

constexpr std::uint64_t rotl(std::uint64_t x, unsigned b) noexcept
{
    return (x << b) | (x >> (64U - b));
}

struct SipState
{
    std::uint64_t v0, v1, v2, v3;

    void round() noexcept
    {
        v0 += v1;
        v1 = rotl(v1, 13U);
        v1 ^= v0;
        v0 = rotl(v0, 32U);
        v2 += v3;
        v3 = rotl(v3, 16U);
        v3 ^= v2;
        v0 += v3;
        v3 = rotl(v3, 21U);
        v3 ^= v0;
        v2 += v1;
        v1 = rotl(v1, 17U);
        v1 ^= v2;
        v2 = rotl(v2, 32U);
    }

    void absorb(std::uint64_t m) noexcept
    {
        v3 ^= m;
        round();
        round();
        v0 ^= m;
    }
};

} // namespace

std::uint64_t sipHash24(std::uint64_t k0, std::uint64_t k1, std::span<const std::uint64_t> words) noexcept
{
    SipState s{k0 ^ 0x736f6d6570736575ULL, k1 ^ 0x646f72616e646f6dULL, k0 ^ 0x6c7967656e657261ULL,
               k1 ^ 0x7465646279746573ULL};
    for (const std::uint64_t m : words)
        s.absorb(m);
    // The last block: no bytes left over, the message length (mod 256) in the top byte.
    s.absorb(static_cast<std::uint64_t>(words.size() * 8U) << 56U);
    s.v2 ^= 0xffU;
    for (int i = 0; i < 4; ++i)
        s.round();
    return s.v0 ^ s.v1 ^ s.v2 ^ s.v3;
}

} // namespace ancients

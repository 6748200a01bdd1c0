#pragma once

#include <cstdint>
#include <span>

namespace ancients {

/**
 * A seeded pseudo-random generator: PCG32 (XSH RR output on a 64-bit LCG).
 *
 * Implemented here rather than taken from <random> because the standard
 * distributions differ between standard libraries: a saved game must replay
 * identically forever, on every platform. The whole state is two integers,
 * so it lives inside the game state and is saved with it.
 */
class Pcg32
{
public:
    /** Seeds the generator: @p seed picks the start, @p stream one of 2^63 sequences. */
    explicit Pcg32(std::uint64_t seed = 0x853c49e6748fea9bULL, std::uint64_t stream = 0xda3e39cb94b95bdbULL) noexcept;

    /** Restores a generator from a saved state() and increment(). @p increment must be odd. */
    [[nodiscard]] static Pcg32 fromState(std::uint64_t state, std::uint64_t increment) noexcept;

    /** The next 32 uniformly distributed bits. */
    [[nodiscard]] std::uint32_t next() noexcept;

    /** A uniformly distributed integer in [0, bound), without modulo bias. @p bound must be > 0. */
    [[nodiscard]] std::uint32_t bounded(std::uint32_t bound) noexcept;

    [[nodiscard]] std::uint64_t state() const noexcept { return m_state; }
    [[nodiscard]] std::uint64_t increment() const noexcept { return m_increment; }

    friend bool operator==(const Pcg32 &, const Pcg32 &) = default;

private:
    Pcg32(std::uint64_t state, std::uint64_t increment, int) noexcept;
    void step() noexcept;

    std::uint64_t m_state = 0;
    std::uint64_t m_increment = 1;
};

/**
 * SipHash-2-4 (Aumasson and Bernstein) of @p words, each taken as 8 bytes
 * little-endian, under the 128-bit key (@p k0, @p k1): a keyed pseudo-random
 * function for short inputs. Without the key, its value for one input tells
 * nothing about its value for another. The engine derives each action's dice
 * with it (game.h, DiceDerivation::ByAction).
 */
[[nodiscard]] std::uint64_t sipHash24(std::uint64_t k0, std::uint64_t k1, std::span<const std::uint64_t> words) noexcept;

} // namespace ancients

#pragma once

// Numbers as the app shows them to people, in one place: exact fractions as
// mixed numbers ("1 1/8", never "9/8" or "7/1"), chances as fractions with a
// word for the sure and the impossible, and signed modifiers ("+1", "−1", with
// a real minus sign). Files and the command line write numbers their own way.

#include "ancients/fraction.h"

#include <QString>

namespace numberformat {

/** The minus sign the app writes: U+2212, as the engine's modifiers are written ("−2 struck in the rear"). */
inline constexpr char16_t Minus = u'\u2212';

/** A whole number, negative ones with the real minus sign: "3", "−2". */
[[nodiscard]] QString whole(long long value);

/** A modifier or a change, always with its sign: "+1", "−1", "0". */
[[nodiscard]] QString signedNumber(long long value);

/** An exact number as a mixed fraction: "2", "1/3", "1 1/8", "−1 1/2". Never "7/1". */
[[nodiscard]] QString mixed(const ancients::Fraction &value);

/** A chance as an exact fraction: "5/6", "1", "0" (a chance is never above 1, so never mixed). */
[[nodiscard]] QString fraction(const ancients::Fraction &value);

/** A chance in words where a fraction says little: "certain" for 1, "impossible" for 0, else "5/6". Translated. */
[[nodiscard]] QString chance(const ancients::Fraction &value);

} // namespace numberformat

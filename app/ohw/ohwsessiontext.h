#pragma once

// Small words shared by the 3D6 OHW Gridded Ancients bridge's files: the engine's
// keys as text, chances as a fraction and in percent, sides as indexes.

#include "numberformat.h"
#include "ohwwording.h"

#include "ohw/game.h"

#include <QLocale>
#include <QString>

#include <string_view>

namespace ohwtext {

/** A key of ohw/keys.h as text, unworded ("movement"). */
inline QString key(std::string_view k)
{
    return QString::fromUtf8(k.data(), static_cast<qsizetype>(k.size()));
}

/** "3%": a chance in percent. */
inline QString percent(const ancients::Fraction &chance)
{
    return OhwWording::tr("%1%", "a chance in percent").arg(QLocale().toString(chance.toDouble() * 100, 'f', 0));
}

/** "1/36 (3%)": a chance exactly and in percent. */
inline QString chanceText(const ancients::Fraction &chance)
{
    return OhwWording::tr("%1 (%2)", "a chance: its fraction and its percent").arg(numberformat::fraction(chance), percent(chance));
}

/** 0 for side A, 1 for side B. */
inline int sideIndex(ohw::Side side)
{
    return side == ohw::Side::A ? 0 : 1;
}

} // namespace ohwtext

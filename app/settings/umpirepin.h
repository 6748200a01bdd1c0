#pragma once

// The umpire's PIN: chosen in Settings, asked for before the umpire's view opens.
// Only a salted SHA-256 of it is kept, in the preferences (QSettings), never the PIN.

#include <QString>

namespace umpirepin {

/** The shortest and longest PIN: digits only. */
constexpr int ShortestPin = 4;
constexpr int LongestPin = 8;

/** A PIN has been chosen on this device. */
[[nodiscard]] bool isSet();
/** @p pin is the chosen PIN (false when none is chosen). */
[[nodiscard]] bool matches(const QString &pin);
/** @p pin can be chosen: ShortestPin to LongestPin digits. */
[[nodiscard]] bool wellFormed(const QString &pin);
/** Keeps a fresh salt and the salted hash of @p pin; an empty @p pin removes the PIN. */
void store(const QString &pin);

} // namespace umpirepin

#pragma once

#include <QString>

/**
 * How the app names Bases and Blocks to the player, everywhere: the battle
 * screen's look-ups, the refusals, the panels. One place, so a change of label
 * is one change.
 */
namespace labels {

/** A Base as the table names it: its Block's name and its number, "Hastati, Base 4"; "Base 4" without a name. */
[[nodiscard]] QString baseLabel(const QString &blockName, int base);

/** A Block: its number and name, "Block 1, Hastati"; "Block 1" without a name. */
[[nodiscard]] QString blockLabel(int block, const QString &name);

} // namespace labels

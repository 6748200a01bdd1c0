#pragma once

// The sample battle of My Wargame Rules the battle page offers until army lists
// of this ruleset can be picked (issue 19): two small armies built in code.

#include "mwr/game.h"

namespace mwrsample {

/**
 * Romans (side A, first): Hastati, Principes, Triarii (Resolve 4) and Velites
 * (Skirmishers, Resolve 2); Carthaginians (side B): Libyan Spearmen, Gallic
 * Warband, Balearic Slingers (Skirmishers, Resolve 2) and Numidian Horse. Unit
 * ids 0–3 and 4–7. No break point: they fight to the last (ruling R13).
 */
[[nodiscard]] mwr::Setup setup(std::uint64_t seed = 2026);

} // namespace mwrsample

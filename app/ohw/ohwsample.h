#pragma once

// The sample battle of 3D6 OHW Gridded Ancients: the text's own example, the two
// built-in armies, with the ground the sample's players set them on.

#include "ohw/game.h"

#include <QString>

#include <array>
#include <optional>

namespace ohwsample {

/**
 * Pompey (side A, holding the initiative) against Caesar (side B), read from the
 * built-in lists (app/armies/3d6-ohw-gridded-ancients/), with Caesar's Fourth line
 * deployed on a hill. Unit ids: Pompey's 0 Legio I (with Pompey), 1 Spanish
 * auxilia, 2 Syrian auxilia, 3 Equites (with Labienus), 4 Equites Auxiliares,
 * 5 Sagitarii, 6 Velites; Caesar's 7 Legio X, 8 Legio IX, 9 Legio VIII,
 * 10 Fourth line, 11 Equites, 12 Velites. None, with @p error, if a list cannot be read.
 */
[[nodiscard]] std::optional<std::array<ohw::ArmySetup, 2>> armies(QString *error = nullptr);

} // namespace ohwsample

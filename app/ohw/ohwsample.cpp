#include "ohwsample.h"

#include "rulesetarmylist.h"

namespace ohwsample {

std::optional<std::array<ohw::ArmySetup, 2>> armies(QString *error)
{
    std::array<ohw::ArmySetup, 2> result;
    const QString dir = OhwArmyListFormat::BuiltInDirectory.toString();
    const QString files[2] = {dir + QStringLiteral("/pompey.json"), dir + QStringLiteral("/caesar.json")};
    for (std::size_t side = 0; side < 2; ++side) {
        const OhwArmyListLoad list = OhwArmyListFormat::load(files[side]);
        if (!list.army) {
            if (error)
                *error = list.error;
            return std::nullopt;
        }
        result.at(side) = *list.army;
    }
    // Caesar's Fourth line waits on the hill behind the legions.
    for (ohw::UnitSetup &u : result.at(1).units) {
        if (u.name == "Fourth line")
            u.ground = ohw::Terrain::Hill;
    }
    return result;
}

} // namespace ohwsample

#include "ancients/army.h"

namespace ancients {

Result<ArmyList> validateArmyList(const ArmyList &list)
{
    if (list.name.empty())
        return Error{"army-unnamed", "2", "The army list has no name."};
    if (list.blocks.empty())
        return Error{"army-empty", "2", "The army list \"" + list.name + "\" has no Blocks."};
    for (std::size_t i = 0; i < list.blocks.size(); ++i) {
        const BlockSpec &b = list.blocks[i];
        const std::string where = "block " + std::to_string(i + 1) + (b.name.empty() ? std::string() : " (" + b.name + ")");
        if (b.name.empty())
            return Error{"block-unnamed", "2", where + ": a Block needs a name."};
        if (b.effectiveWeight() < 1 || b.effectiveWeight() > 5)
            return Error{"weight-out-of-range", "3.2",
                         where + ": weight " + std::to_string(b.effectiveWeight()) + " is not on the 1–5 ladder."};
        if (b.frontage < 1 || b.depth < 1)
            return Error{"layout-empty", "2",
                         where + ": frontage " + std::to_string(b.frontage) + " × depth " + std::to_string(b.depth)
                             + " deploys no Bases."};
    }
    return list;
}

} // namespace ancients

#include "ancients/army.h"
#include "ancients/refusal.h"

namespace ancients {

Result<ArmyList> validateArmyList(const ArmyList &list)
{
    if (list.name.empty())
        return refuse("army-unnamed", "2", "The army list has no name.");
    if (list.blocks.empty())
        return refuse("army-empty", "2", "The army list \"", arg::text("army", list.name), "\" has no Blocks.");
    for (std::size_t i = 0; i < list.blocks.size(); ++i) {
        const BlockSpec &b = list.blocks[i];
        // "block 2 (Hastati)": the list's own numbering, from 1, and the Block's name.
        const RefusalPart listed = arg::number("listed", static_cast<int>(i) + 1);
        const RefusalPart named = b.name.empty() ? RefusalPart(std::string())
                                                 : RefusalPart(ErrorArg{"name", ErrorArg::Type::Text, 0, 0, b.name},
                                                               " (" + b.name + ")");
        if (b.name.empty())
            return refuse("block-unnamed", "2", "block ", listed, named, ": a Block needs a name.");
        if (b.effectiveWeight() < 1 || b.effectiveWeight() > 5)
            return refuse("weight-out-of-range", "3.2", "block ", listed, named, ": weight ",
                          arg::number("value", b.effectiveWeight()), " is not on the 1–5 ladder.");
        if (b.frontage < 1 || b.depth < 1)
            return refuse("layout-empty", "2", "block ", listed, named, ": frontage ", arg::number("frontage", b.frontage),
                          " × depth ", arg::number("depth", b.depth), " deploys no Bases.");
    }
    return list;
}

} // namespace ancients

#pragma once

#include "ancients/dice.h"
#include "ancients/result.h"
#include "ancients/rules_tables.h"

#include <optional>
#include <string>
#include <vector>

namespace ancients {

/**
 * One Block as an army list describes it (§2, §3): its troop type, quality,
 * weight and special rules (the §3.3 defaults unless the list overrides them),
 * and how many Bases it deploys as frontage × depth.
 */
struct BlockSpec
{
    std::string name;                 ///< what the players call it, e.g. "Hastati"
    TroopType type = TroopType::MediumInfantry;
    Quality quality = Quality::Regular;
    std::optional<int> weight;        ///< overrides the §3.3 default weight (1–5, §3.2)
    std::optional<SpecialRules> specialRules; ///< overrides the §3.3 default rules
    bool spearArmed = false;          ///< for steady spears (§3.3 "if spear-armed", §11.3)
    int frontage = 1;                 ///< Bases side by side
    int depth = 1;                    ///< ranks
    /** The tag of its Bases' table labels, e.g. "HAS" (letters or digits); empty: the app makes one from the name. */
    std::string tag;

    /** The weight the Block fights and moves with: the override or the §3.3 default. */
    [[nodiscard]] int effectiveWeight() const noexcept { return weight.value_or(troopTypeDefaults(type).weight); }
    /** The special rules the Block has: the override or the §3.3 default. */
    [[nodiscard]] SpecialRules effectiveSpecialRules() const noexcept
    {
        return specialRules.value_or(troopTypeDefaults(type).specialRules);
    }
    [[nodiscard]] int baseCount() const noexcept { return frontage * depth; }

    friend bool operator==(const BlockSpec &, const BlockSpec &) = default;
};

/** An army list: a named army of Blocks, ~24 Bases a side for a standard game (§13 Setup). */
struct ArmyList
{
    std::string name;      ///< e.g. "Mid-Republican Roman"
    std::string period;    ///< e.g. "c. 280–200 BC"
    std::string notes;     ///< a sentence on how the army fights
    std::vector<BlockSpec> blocks;

    [[nodiscard]] int baseCount() const noexcept
    {
        int n = 0;
        for (const auto &b : blocks)
            n += b.baseCount();
        return n;
    }

    friend bool operator==(const ArmyList &, const ArmyList &) = default;
};

/**
 * Checks that @p list can take the field: at least one Block; every Block with
 * a name, weight 1–5 (§3.2), frontage and depth of at least 1. The error names
 * the Block ("block 3 (Triarii): ...").
 */
[[nodiscard]] Result<ArmyList> validateArmyList(const ArmyList &list);

} // namespace ancients

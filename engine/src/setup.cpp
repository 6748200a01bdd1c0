// A new game (§2, §3, §13): the two armies' Blocks and Bases, their deployment, the
// rules options and the seed; and the troop types' move allowances and shooting.

#include "ancients/game.h"

#include "game_internal.h"

#include <algorithm>

namespace ancients {

using namespace detail;

int moveAllowance(TroopType type) noexcept
{
    // §2 default distances, by the ruling R13 classes.
    switch (type) {
    case TroopType::LightInfantry:
    case TroopType::Skirmishers:
        return DefaultDistances.lightFootAndSkirmishersMove;
    case TroopType::Cavalry:
    case TroopType::Cataphract:
    case TroopType::LightCavalry:
        return DefaultDistances.cavalryMove;
    case TroopType::HeavyInfantry:
    case TroopType::MediumInfantry:
    case TroopType::Warband:
        break;
    }
    return DefaultDistances.footMove;
}

bool shoots(TroopType type) noexcept
{
    // Ruling R38: the light troops are the missile troops of §4 and §10.
    switch (type) {
    case TroopType::LightInfantry:
    case TroopType::Skirmishers:
    case TroopType::LightCavalry:
        return true;
    case TroopType::HeavyInfantry:
    case TroopType::MediumInfantry:
    case TroopType::Warband:
    case TroopType::Cavalry:
    case TroopType::Cataphract:
        break;
    }
    return false;
}

Result<GameState> newGame(const ArmyList &a, const ArmyList &b, const RulesOptions &options, std::uint64_t seed,
                          const std::vector<Deployment> &deployments, DiceDerivation dice, MeleeCheck melees)
{
    for (const ArmyList *list : {&a, &b}) {
        const auto valid = validateArmyList(*list);
        if (!valid)
            return valid.error();
    }
    const std::size_t blockCount = a.blocks.size() + b.blocks.size();
    if (!deployments.empty() && deployments.size() != blockCount)
        return illegal("deployment-count", "13", "Give every Block a deployment, or none: ",
                       arg::number("blocks", static_cast<int>(blockCount)), " Blocks, ",
                       arg::number("deployments", static_cast<int>(deployments.size())), " deployments.");
    GameState s;
    s.options = options;
    s.rng = Pcg32(seed, 0x2026U);
    s.dice = dice;
    s.meleeCheck = melees;
    s.positionsTracked = !deployments.empty();
    std::set<Hex> taken;
    std::size_t deployment = 0;
    for (const Side side : {Side::A, Side::B}) {
        const ArmyList &list = side == Side::A ? a : b;
        s.army(side) = Army{list.name, list.baseCount(), false};
        for (const BlockSpec &spec : list.blocks) {
            Block blk;
            blk.id = static_cast<BlockId>(s.blocks.size());
            blk.side = side;
            blk.name = spec.name;
            blk.type = spec.type;
            blk.quality = spec.quality;
            blk.weight = spec.effectiveWeight();
            blk.specialRules = spec.effectiveSpecialRules();
            blk.spearArmed = spec.spearArmed;
            std::vector<Hex> hexes;
            Facing facing;
            if (s.positionsTracked) {
                facing = deployments[deployment].facing;
                hexes = blockLayout(deployments[deployment].origin, facing, spec.frontage, spec.depth);
                ++deployment;
            }
            for (int i = 0; i < spec.baseCount(); ++i) {
                Base base;
                base.id = static_cast<BaseId>(s.bases.size());
                base.side = side;
                base.block = blk.id;
                base.facing = facing;
                if (s.positionsTracked) {
                    const Hex h = hexes[static_cast<std::size_t>(i)];
                    if (!taken.insert(h).second)
                        return illegal("deployment-overlap", "13", blockArg(blk), " would stand on ", arg::hex("hex", h.q, h.r),
                                       ", which another Base already holds.");
                    base.hex = h;
                }
                blk.bases.push_back(base.id);
                s.bases.push_back(base);
            }
            s.blocks.push_back(std::move(blk));
        }
    }
    return s;
}

} // namespace ancients

// A new game (§2, §3, §13): the two armies' Blocks and Bases, their deployment, the
// rules options and the seed; and the troop types' move allowances and shooting.

#include "ancients/game.h"

#include "game_internal.h"

#include <algorithm>

namespace ancients {

using namespace detail;

int moveAllowance(TroopType type) noexcept
{
    return moveAllowance(type, DefaultDistances);
}

int moveAllowance(TroopType type, const Distances &distances) noexcept
{
    // §2 distances, by the ruling R13 classes.
    switch (type) {
    case TroopType::LightInfantry:
    case TroopType::Skirmishers:
        return distances.lightFootAndSkirmishersMove;
    case TroopType::Cavalry:
    case TroopType::Cataphract:
    case TroopType::LightCavalry:
        return distances.cavalryMove;
    case TroopType::HeavyInfantry:
    case TroopType::MediumInfantry:
    case TroopType::Warband:
        break;
    }
    return distances.footMove;
}

int pursuitDistance(const RulesOptions &options, TroopType type) noexcept
{
    const int full = moveAllowance(type, options.distances);
    return options.pursuitCap > 0 && options.pursuitCap < full ? options.pursuitCap : full;
}

bool offTable(const GameState &state, Hex hex) noexcept
{
    return state.options.table && !onTable(*state.options.table, hex);
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
    const Distances &d = options.distances;
    for (const auto &[value, name] : {std::pair{d.footMove, "footMove"}, std::pair{d.lightFootAndSkirmishersMove, "lightFootMove"},
                                      std::pair{d.cavalryMove, "cavalryMove"}, std::pair{d.missileRange, "missileRange"}}) {
        if (value < MinimumDistance || value > MaximumDistance)
            return illegal("distance-out-of-range", "2", "A distance of §2 is ", arg::number("minimum", MinimumDistance), " to ",
                           arg::number("maximum", MaximumDistance), " base-widths, not ", arg::number("value", value), ".",
                           arg::hidden(arg::key("distance", name, {})));
    }
    if (options.repeatedPushBackCost < 0 || options.pursuitCap < 0)
        return illegal("option-negative", "13", "A cost or a cap is 0 or more, not ",
                       arg::number("value", std::min(options.repeatedPushBackCost, options.pursuitCap)), ".");
    if (options.table) {
        // §13 Setup: the table bounds a game whose positions are tracked; without positions there is no edge to meet.
        if (deployments.empty())
            return illegal("table-untracked", "13", "A table size needs tracked positions: without them the players see the edge.");
        if (options.table->width < 1 || options.table->depth < 1 || options.table->width > MaximumTableSide
            || options.table->depth > MaximumTableSide)
            return illegal("table-size", "13", "A table is 1 to ", arg::number("maximum", MaximumTableSide), " base-widths a side, not ",
                           arg::number("width", options.table->width), " × ", arg::number("depth", options.table->depth), ".");
    }
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
                    if (options.table && !onTable(*options.table, h))
                        return illegal("off-table", "13", blockArg(blk), " would stand on ", arg::hex("hex", h.q, h.r),
                                       ", off the table (ruling R41).");
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

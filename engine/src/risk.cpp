#include "ancients/risk.h"

#include "ancients/preview.h"
#include "ancients/refusal.h"
#include "ancients/rules_tables.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace ancients {

namespace {

/** The Block's Base count and total Fatigue; {0, 0} for a Block that has gone. */
std::pair<std::int64_t, std::int64_t> basesAndTotal(const GameState &state, BlockId block)
{
    const Block &b = state.blocks.at(static_cast<std::size_t>(block));
    std::int64_t total = 0;
    for (const BaseId id : b.bases)
        total += state.bases.at(static_cast<std::size_t>(id)).fatigue;
    return {static_cast<std::int64_t>(b.bases.size()), total};
}

} // namespace

int fatigueLeftBeforeBreak(const GameState &state, BlockId block)
{
    std::vector<int> fatigue;
    for (const BaseId id : state.blocks.at(static_cast<std::size_t>(block)).bases)
        fatigue.push_back(state.bases.at(static_cast<std::size_t>(id)).fatigue);
    return fatigueLeftBeforeBreak(std::span<const int>(fatigue));
}

int basesLeftBeforeArmyBreak(const GameState &state, Side side)
{
    const Army &army = state.army(side);
    const std::int64_t lost = basesLost(state, side);
    if (army.broken || armyHasBroken(static_cast<int>(lost), army.startingBases))
        return 0;
    // The fewest Bases lost that break the army: ceil(starting × 30 / 100) (ruling R7).
    const std::int64_t breaking = basesLostToBreakArmy(army.startingBases);
    return static_cast<int>(std::max<std::int64_t>(0, breaking - lost - 1));
}

Result<Fraction> breakChanceIfAllFatigue(const CombatOdds &fight, Striker loser, int blockTotal, int blockBases)
{
    if (loser == Striker::None)
        return refuse("no-loser-side", "9.5", "Say whose Block it is: side A's or side B's of the fight.");
    if (blockBases < 1)
        return refuse("block-gone", "12", "A Block with no Bases has broken or merged away; it cannot break again.",
                      arg::hidden(arg::key("action", "break", {})));
    if (blockTotal < std::int64_t{blockBases} * MinimumFatigue)
        return refuse("fatigue-below-minimum", "6", "Each Base's Fatigue is at least 1, so ", arg::number("bases", blockBases),
                      " Bases total at least ", arg::number("bases", blockBases), ", not ", arg::number("value", blockTotal),
                      ".");
    const std::int64_t left = std::int64_t{BlockBreakThreshold} * blockBases - blockTotal;
    if (left < 0)
        return refuse("block-broken", "12", "A Block averaging over 6 has already broken (§6, ruling R8).",
                      arg::hidden(arg::key("action", "break", {})));
    Fraction chance;
    for (const auto &[margin, p] : fight.margins) {
        // Positive margins: B loses by that many; negative: A does (combat.h).
        const int lostBy = loser == Striker::B ? margin : -margin;
        if (lostBy > 0 && lostBy > left)
            chance = chance + p;
    }
    return chance;
}

Result<Fraction> breakChanceIfAllFatigue(const CombatOdds &fight, Striker loser, const GameState &state, BlockId block)
{
    if (block < 0 || static_cast<std::size_t>(block) >= state.blocks.size())
        return refuse("no-such-block", "2", "There is no Block ", arg::number("block", block), ".");
    const auto [n, total] = basesAndTotal(state, block);
    return breakChanceIfAllFatigue(fight, loser, static_cast<int>(total), static_cast<int>(n));
}

} // namespace ancients

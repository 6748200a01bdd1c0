// What a game state says without changing it: the hexes and ground a Block
// stands on, contacts, averages, states, cross-Block facts, Bases lost (§6, §8, §12).

#include "ancients/game.h"

#include "game_internal.h"

#include <algorithm>

namespace ancients {

namespace detail {

bool occupied(const GameState &s, Hex hex, const std::set<BaseId> &ignore)
{
    return std::any_of(s.bases.begin(), s.bases.end(), [&](const Base &b) {
        return !b.removed && b.hex && *b.hex == hex && !ignore.contains(b.id);
    });
}

const Terrain &terrainAt(const GameState &s, Hex hex)
{
    static const Terrain open;
    const auto it = s.terrain.find(hex);
    return it == s.terrain.end() ? open : it->second;
}

bool engaged(const GameState &s, const CrossBlockFacts &known, BlockId id)
{
    const Side side = s.blocks.at(static_cast<std::size_t>(id)).side;
    return std::any_of(s.blocks.begin(), s.blocks.end(), [&](const Block &o) {
        return o.active() && o.side != side && known.contact(id, o.id);
    });
}

} // namespace detail

using namespace detail;

Fraction averageFatigue(const GameState &state, BlockId block)
{
    const Block &b = state.blocks.at(static_cast<std::size_t>(block));
    if (b.bases.empty())
        return Fraction(0);
    std::int64_t total = 0;
    for (const BaseId id : b.bases)
        total += state.bases.at(static_cast<std::size_t>(id)).fatigue;
    return Fraction(total, static_cast<std::int64_t>(b.bases.size()));
}

FatigueState blockState(const GameState &state, BlockId block)
{
    return fatigueState(averageFatigue(state, block));
}

std::vector<Hex> blockHexes(const GameState &state, BlockId block)
{
    std::vector<Hex> hexes;
    for (const BaseId id : state.blocks.at(static_cast<std::size_t>(block)).bases) {
        const Base &b = state.bases.at(static_cast<std::size_t>(id));
        if (b.hex)
            hexes.push_back(*b.hex);
    }
    return hexes;
}

CrossBlockFacts facts(const GameState &state)
{
    if (!state.positionsTracked)
        return state.enteredFacts;
    CrossBlockFacts derived;
    for (const Block &x : state.blocks) {
        if (!x.active())
            continue;
        const auto hx = blockHexes(state, x.id);
        for (const Block &y : state.blocks) {
            if (!y.active() || y.id <= x.id)
                continue;
            const auto hy = blockHexes(state, y.id);
            if (x.side != y.side && gap(hx, hy) == 1)
                derived.inContact.insert({x.id, y.id});
            if (withinOneBaseWidth(hx, hy))
                derived.withinOneBaseWidth.insert({x.id, y.id});
        }
    }
    return derived;
}

int basesLost(const GameState &state, Side side)
{
    return static_cast<int>(std::count_if(state.bases.begin(), state.bases.end(),
                                          [side](const Base &b) { return b.side == side && b.lost(); }));
}

} // namespace ancients

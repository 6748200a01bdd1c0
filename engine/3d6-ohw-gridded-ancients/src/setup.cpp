// A new battle from two armies (§3, §9, §10.1, rulings R23, R25, R28).

#include "internal.h"

namespace ohw {

using namespace detail;

int startingBreakpoint(const ArmySetup &army)
{
    int points = 2 * static_cast<int>(army.generals.size());
    for (const UnitSetup &u : army.units) {
        const Traits traits = profile(u.type).traits.with(u.traits);
        points += traits.has(Trait::Veterans) ? 3 : 2;
    }
    return points;
}

namespace {

Check checkArmy(const ArmySetup &army, Side side)
{
    if (army.units.empty())
        return refuse("setup-army-empty", "3", arg::side("side", side));
    for (std::size_t i = 0; i < army.units.size(); ++i) {
        const UnitSetup &u = army.units[i];
        if (static_cast<int>(u.type) >= UnitTypeCount)
            return refuse("setup-unit-type", "3", arg::side("side", side), arg::number("unit", static_cast<int>(i)));
        for (int t = 0; t < TraitCount; ++t) {
            const auto trait = static_cast<Trait>(t);
            if (u.traits.has(trait) && !traitAllowed(u.type, trait))
                return refuse("setup-trait-not-allowed", "10.4", arg::side("side", side),
                              arg::number("unit", static_cast<int>(i)), arg::key("type", keyOf(u.type)),
                              arg::key("trait", keyOf(trait)));
        }
        if (u.traits.bits >> TraitCount != 0)
            return refuse("setup-unit-type", "3", arg::side("side", side), arg::number("unit", static_cast<int>(i)));
        if (!canEnter(u.type, u.ground))
            return refuse("setup-ground", "5.6", arg::side("side", side), arg::number("unit", static_cast<int>(i)),
                          arg::key("type", keyOf(u.type)), arg::key("terrain", keyOf(u.ground)));
    }
    std::vector<bool> led(army.units.size(), false);
    for (std::size_t i = 0; i < army.generals.size(); ++i) {
        const int unit = army.generals[i].unit;
        if (unit < 0 || static_cast<std::size_t>(unit) >= army.units.size())
            return refuse("setup-general-unit", "10.1", arg::side("side", side),
                          arg::number("general", static_cast<int>(i)), arg::number("unit", unit));
        if (led[static_cast<std::size_t>(unit)])
            return refuse("setup-two-generals", "10.1", arg::side("side", side), arg::number("unit", unit));
        led[static_cast<std::size_t>(unit)] = true;
    }
    return std::nullopt;
}

} // namespace

Result<GameState> newGame(const ArmySetup &a, const ArmySetup &b, const Options &options, std::uint64_t seed,
                          Side initiative)
{
    if (auto r = checkArmy(a, Side::A))
        return *r;
    if (auto r = checkArmy(b, Side::B))
        return *r;
    GameState s;
    s.options = options;
    s.rng = ancients::Pcg32(seed);
    s.initiative = initiative;
    s.first = initiative;
    for (const Side side : {Side::A, Side::B}) {
        const ArmySetup &setup = side == Side::A ? a : b;
        Army &army = s.army(side);
        army.name = setup.name;
        army.breakpointAtStart = startingBreakpoint(setup);
        army.breakpoint = army.breakpointAtStart;
        const int firstUnit = static_cast<int>(s.units.size());
        for (const UnitSetup &u : setup.units) {
            Unit unit;
            unit.id = static_cast<UnitId>(s.units.size());
            unit.side = side;
            unit.name = u.name;
            unit.type = u.type;
            unit.traits = profile(u.type).traits.with(u.traits);
            unit.ground = u.ground;
            s.units.push_back(std::move(unit));
        }
        for (const GeneralSetup &g : setup.generals) {
            General general;
            general.id = static_cast<GeneralId>(s.generals.size());
            general.side = side;
            general.name = g.name;
            general.unit = firstUnit + g.unit;
            s.generals.push_back(std::move(general));
        }
    }
    return s;
}

} // namespace ohw

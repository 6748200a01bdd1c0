#include "ohw/units.h"

namespace ohw {

namespace {

constexpr Traits none{};
constexpr Traits armored = Traits{}.with(Trait::Armored);
constexpr Traits barbarian = Traits{}.with(Trait::Impetuous).with(Trait::Barbarians).with(Trait::Ferocious);
constexpr Traits missile = Traits{}.with(Trait::Missile);

// In UnitType order (§3, §5, §6, §7, rulings R3, R8, R10, R13, R17, R19, R28).
constexpr std::array<UnitProfile, UnitTypeCount> Profiles{{
    // type, actions, free pivots, push, dice, range hexes/squares, mounted, woods, ignores armor,
    // over friends and into melee, interpenetrates, missile by list, traits
    {UnitType::Legionaries, 1, FreePivots::None, 4, 4, 0, 0, false, false, false, false, false, false, armored},
    {UnitType::Warband, 1, FreePivots::BeforeOrAfter, 3, 3, 0, 0, false, true, true, false, false, false, barbarian},
    {UnitType::Equites, 3, FreePivots::BeforeAndAfter, 4, 3, 0, 0, true, false, false, false, false, false, none},
    {UnitType::Auxilia, 1, FreePivots::None, 3, 3, 0, 0, false, false, false, false, false, false, none},
    {UnitType::Sagitarii, 1, FreePivots::BeforeOrAfter, 3, 2, 3, 2, false, false, false, true, false, false, missile},
    {UnitType::Velites, 2, FreePivots::BeforeAndAfter, 2, 2, 2, 2, false, true, false, false, true, true, none},
    {UnitType::EquitesAuxiliares, 3, FreePivots::BeforeAndAfter, 3, 2, 2, 2, true, false, false, false, false, true,
     none},
}};

static_assert(static_cast<int>(UnitType::EquitesAuxiliares) + 1 == UnitTypeCount);
static_assert(static_cast<int>(Trait::Missile) + 1 == TraitCount);
static_assert(static_cast<int>(Terrain::Swamp) + 1 == TerrainCount);

constexpr bool profilesInOrder()
{
    for (std::size_t i = 0; i < Profiles.size(); ++i) {
        if (static_cast<std::size_t>(Profiles[i].type) != i)
            return false;
    }
    return true;
}
static_assert(profilesInOrder());

// The largest pool: the most dice a unit rolls, + general, + Ferocious, + rear (§7, §7.1, §10.1, §10.4).
constexpr bool poolsFit()
{
    for (const UnitProfile &p : Profiles) {
        if (p.attackDice + 1 + 1 + 2 > MaxPoolDice)
            return false;
    }
    return true;
}
static_assert(poolsFit());

} // namespace

const UnitProfile &profile(UnitType type) noexcept
{
    return Profiles[static_cast<std::size_t>(type)];
}

bool canEnter(UnitType type, Terrain ground) noexcept
{
    const UnitProfile &p = profile(type);
    switch (ground) {
    case Terrain::Woods:
        return p.entersWoods;
    case Terrain::Rough:
        return !p.mounted;
    case Terrain::River:
    case Terrain::Swamp:
        return false;
    case Terrain::Open:
    case Terrain::Hill:
    case Terrain::Settlement:
    case Terrain::Road:
    case Terrain::BridgeOrFord:
        return true;
    }
    return false;
}

bool traitAllowed(UnitType type, Trait trait) noexcept
{
    if (trait != Trait::Missile)
        return true;
    return profile(type).missileByList || profile(type).traits.has(Trait::Missile);
}

} // namespace ohw

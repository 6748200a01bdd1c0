#pragma once

// The units of 3D6 OHW Gridded Ancients (§3), their traits (§10.4) and the
// ground they stand on (§5.6): the rules' tables as values.

#include <array>
#include <cstdint>

namespace ohw {

/** The seven unit types (§3.1–§3.7), in the text's order. */
enum class UnitType : std::uint8_t {
    Legionaries,       ///< heavy infantry (§3.1)
    Warband,           ///< medium infantry (§3.2)
    Equites,           ///< cavalry (§3.3)
    Auxilia,           ///< medium infantry (§3.4)
    Sagitarii,         ///< archers (§3.5)
    Velites,           ///< light infantry (§3.6)
    EquitesAuxiliares, ///< light cavalry (§3.7)
};

inline constexpr int UnitTypeCount = 7;

/** The traits of §10.4, in the text's order. */
enum class Trait : std::uint8_t {
    Armored,    ///< attackers lose 1D6
    Impetuous,  ///< any 1 rolled attacking costs 1 hit (ruling R18)
    Barbarians, ///< a push move into combat is free (ruling R6)
    Ferocious,  ///< +1D6 on the initial attack in each melee (ruling R17)
    Veterans,   ///< no morale checks; worth 3 to the breakpoint (§9, ruling R23)
    Missile,    ///< may shoot (§6, ruling R28)
};

inline constexpr int TraitCount = 6;

/** A set of traits. */
struct Traits
{
    std::uint8_t bits = 0;

    [[nodiscard]] constexpr bool has(Trait t) const noexcept { return (bits >> static_cast<unsigned>(t)) & 1U; }
    [[nodiscard]] constexpr Traits with(Trait t) const noexcept
    {
        return {static_cast<std::uint8_t>(bits | (1U << static_cast<unsigned>(t)))};
    }
    [[nodiscard]] constexpr Traits with(Traits other) const noexcept
    {
        return {static_cast<std::uint8_t>(bits | other.bits)};
    }
    [[nodiscard]] constexpr bool empty() const noexcept { return bits == 0; }

    friend constexpr bool operator==(Traits, Traits) = default;
};

/** The ground of one space (§5.6, ruling R11). */
enum class Terrain : std::uint8_t {
    Open,
    Woods,
    Rough,
    Hill,
    Settlement,
    Road,
    BridgeOrFord, ///< where a river may be crossed
    River,        ///< impassable except at a bridge or ford
    Swamp,        ///< impassable
};

inline constexpr int TerrainCount = 9;

/** Which of a move's pivots are free (§5, ruling R3). */
enum class FreePivots : std::uint8_t {
    None,           ///< every pivot costs an action
    BeforeOrAfter,  ///< one: the move's first action or its last, if a pivot
    BeforeAndAfter, ///< the move's first action and its last, if pivots
};

/** One unit type's figures (§3, §5, §6, §7). */
struct UnitProfile
{
    UnitType type = UnitType::Legionaries;
    int moveActions = 1;          ///< actions in a move (§5, ruling R3)
    FreePivots freePivots = FreePivots::None;
    int pushScore = 4;            ///< the push move succeeds on this or more (§5.1)
    int attackDice = 3;           ///< D6 in combat (§7); shooting is always 2D6 (§6)
    int rangeHexes = 0;           ///< shooting range on hexes; 0: cannot shoot (§6)
    int rangeSquares = 0;         ///< shooting range on squares (§6)
    bool mounted = false;         ///< cavalry: kept out of rough (§5.6) and may disengage (§3.3, ruling R8)
    bool entersWoods = false;     ///< §5.6: Velites and Warbands only
    bool ignoresArmor = false;    ///< Warbands (§3.2, §7, ruling R19)
    bool shootsOverFriendsAndIntoMelee = false; ///< archers (§3.5, ruling R13)
    bool interpenetrates = false; ///< Velites (§5.5, ruling R10)
    bool missileByList = false;   ///< may be given Missile by an army list (§6, ruling R28)
    Traits traits;                ///< the traits every unit of the type has (ruling R28)

    friend constexpr bool operator==(const UnitProfile &, const UnitProfile &) = default;
};

/** The hits that eliminate a unit (§3, §8). */
inline constexpr int HitsToEliminate = 9;
/** Every attack die, shot or melee, hits on this or more (§6, §7). */
inline constexpr int HitScore = 4;
/** Dice a shot rolls (§6). */
inline constexpr int ShootingDice = 2;
/** The most dice a pool can hold: 4D6 + general + Ferocious + rear. */
inline constexpr int MaxPoolDice = 8;

/** The figures of @p type (§3, §5, §6, §7). */
[[nodiscard]] const UnitProfile &profile(UnitType type) noexcept;

/** Whether a unit of @p type may enter, or charge a unit in, a space of @p ground (§5.6, ruling R11). */
[[nodiscard]] bool canEnter(UnitType type, Terrain ground) noexcept;

/** Whether a list may add @p trait to a unit of @p type (ruling R28). */
[[nodiscard]] bool traitAllowed(UnitType type, Trait trait) noexcept;

} // namespace ohw

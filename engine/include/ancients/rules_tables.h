#pragma once

// The rulebook's numbers, in one place. Every figure the engine uses from the
// Core Rulebook v3 tables and fixed sentences lives here, commented with its
// section; tests/tst_rulebook_tables.cpp reads the same figures out of
// rulebook/rulebook.md and fails when the two disagree.

#include "ancients/fraction.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>

namespace ancients {

// ---- §3.1 The dice ---------------------------------------------------------------

/** The averaging die's faces, in the order a roll's face index picks them (§3.1 "faces 2, 3, 3, 4, 4, 5"; §13). */
inline constexpr std::array<int, 6> AveragingDieFaces{2, 3, 3, 4, 4, 5};

/** The plain d6's faces: the movement test's die and the optional high-swing combat die (§3.1). */
inline constexpr std::array<int, 6> D6Faces{1, 2, 3, 4, 5, 6};

// ---- §11 / §3.3 Special rules ------------------------------------------------------

/** A special rule: one of the short trigger → effect exceptions to the core (§11) a troop type carries (§3.3). */
enum class SpecialRule : std::uint8_t {
    SteadySpears, ///< §11.3; §3.3 gives it to Heavy Infantry only "if spear-armed"
    Evade,        ///< §11.2
    Shock,        ///< §11.1
    LightHorse,   ///< §11.4: no shock; pursuit is optional
};

/** A special rule's keyword as the §3.3 table writes it, and the section that defines the rule. */
struct SpecialRuleInfo
{
    SpecialRule rule = SpecialRule::Shock;
    std::string_view name;    ///< the keyword in §3.3's "Special rules" column, e.g. "Steady spears"
    std::string_view section; ///< where §11 defines it, e.g. "11.3"

    friend constexpr bool operator==(const SpecialRuleInfo &, const SpecialRuleInfo &) = default;
};

/** Every special rule, in SpecialRule order (§3.3 keywords, §11 sections). */
inline constexpr std::array<SpecialRuleInfo, 4> SpecialRuleTable{{
    {SpecialRule::SteadySpears, "Steady spears", "11.3"}, // §3.3, §11.3
    {SpecialRule::Evade, "Evade", "11.2"},                // §3.3, §11.2
    {SpecialRule::Shock, "Shock", "11.1"},                // §3.3, §11.1
    {SpecialRule::LightHorse, "Light-horse", "11.4"},     // §3.3, §11.4
}};

/** The keyword and section of @p rule. */
[[nodiscard]] constexpr const SpecialRuleInfo &specialRuleInfo(SpecialRule rule) noexcept
{
    return SpecialRuleTable[static_cast<std::size_t>(rule)];
}

/** A set of special rules: what a troop type or a Base carries (§3.3, §11). */
class SpecialRules
{
public:
    constexpr SpecialRules() = default;
    constexpr SpecialRules(std::initializer_list<SpecialRule> rules) noexcept
    {
        for (const SpecialRule rule : rules)
            m_bits |= bit(rule);
    }

    [[nodiscard]] constexpr bool contains(SpecialRule rule) const noexcept { return (m_bits & bit(rule)) != 0U; }
    [[nodiscard]] constexpr bool empty() const noexcept { return m_bits == 0U; }
    /** This set with @p rule added. */
    [[nodiscard]] constexpr SpecialRules with(SpecialRule rule) const noexcept
    {
        SpecialRules result = *this;
        result.m_bits |= bit(rule);
        return result;
    }

    friend constexpr bool operator==(const SpecialRules &, const SpecialRules &) = default;

private:
    [[nodiscard]] static constexpr unsigned bit(SpecialRule rule) noexcept
    {
        return 1U << static_cast<unsigned>(rule);
    }

    unsigned m_bits = 0U;
};

// ---- §3.3 Troop types ---------------------------------------------------------------

/** A troop type (§3.3): what a Block is, which sets its default weight and special rules. */
enum class TroopType : std::uint8_t {
    HeavyInfantry,
    MediumInfantry,
    LightInfantry,
    Skirmishers,
    Warband,
    Cavalry,
    Cataphract,
    LightCavalry,
};

/**
 * One row of the §3.3 troop-type table: the type's name exactly as the rulebook
 * writes it, its default weight and its special rules. These are defaults, "tunable
 * per army list" (§3.3); an army list may override them.
 */
struct TroopTypeDefaults
{
    TroopType type = TroopType::MediumInfantry;
    std::string_view name; ///< §3.3's first column, e.g. "Cavalry (shock horse)"
    int weight = 0;        ///< default weight on the §3.2 ladder, 1 (lightest) to 5 (heaviest)
    SpecialRules specialRules;

    friend constexpr bool operator==(const TroopTypeDefaults &, const TroopTypeDefaults &) = default;
};

/** The §3.3 table, in TroopType order. */
inline constexpr std::array<TroopTypeDefaults, 8> TroopTypeTable{{
    // §3.3 "Steady spears (if spear-armed)": the rule only works for a spear-armed Base (§11.3).
    {TroopType::HeavyInfantry, "Heavy Infantry", 4, {SpecialRule::SteadySpears}},
    {TroopType::MediumInfantry, "Medium Infantry", 3, {}},              // §3.3
    {TroopType::LightInfantry, "Light Infantry", 2, {}},                // §3.3
    {TroopType::Skirmishers, "Skirmishers", 1, {SpecialRule::Evade}},   // §3.3, §11.2
    {TroopType::Warband, "Warband", 3, {SpecialRule::Shock}},           // §3.3 "simply shock infantry"
    {TroopType::Cavalry, "Cavalry (shock horse)", 4, {SpecialRule::Shock}},
    {TroopType::Cataphract, "Cataphract / Knight", 5, {SpecialRule::Shock}},
    {TroopType::LightCavalry, "Light Cavalry", 2, {SpecialRule::LightHorse}}, // §3.3, §11.4
}};

/**
 * The keys files and tools name the troop types by (army lists, the `ancients`
 * command), in TroopType order, and the special rules' keys, in SpecialRule order.
 */
inline constexpr std::array<const char *, 8> TroopTypeKeys{
    "heavy-infantry", "medium-infantry", "light-infantry", "skirmishers",
    "warband",        "cavalry",         "cataphract",     "light-cavalry",
};
static_assert(TroopTypeKeys.size() == TroopTypeTable.size());
inline constexpr std::array<const char *, 4> SpecialRuleKeys{"steady-spears", "evade", "shock", "light-horse"};
static_assert(SpecialRuleKeys.size() == SpecialRuleTable.size());

/** The whole §3.3 table, in TroopType order. */
[[nodiscard]] constexpr std::span<const TroopTypeDefaults> troopTypes() noexcept
{
    return TroopTypeTable;
}

/** The §3.3 defaults of @p type. */
[[nodiscard]] constexpr const TroopTypeDefaults &troopTypeDefaults(TroopType type) noexcept
{
    return TroopTypeTable[static_cast<std::size_t>(type)];
}

// ---- §8.1 / §8.2 Going ---------------------------------------------------------------

/** A terrain's Going, its footing (§8, §8.1). */
enum class Going : std::uint8_t {
    Open,
    LightWoods,
    HeavyWoods,
    Rough,
    Swamp,
};

/** A Going's name as §8.1's "Going values" sentence gives it, and its value on the 1–5 scale (§8, §8.1). */
struct GoingInfo
{
    Going going = Going::Open;
    std::string_view name; ///< e.g. "Rough ground" (the cost table shortens it to "Rough")
    int value = 0;

    friend constexpr bool operator==(const GoingInfo &, const GoingInfo &) = default;
};

/** §8.1 "Going values: open 5, light woods 4, heavy woods 3, rough ground 2, swamp 1", in Going order. */
inline constexpr std::array<GoingInfo, 5> GoingTable{{
    {Going::Open, "Open", 5},
    {Going::LightWoods, "Light woods", 4},
    {Going::HeavyWoods, "Heavy woods", 3},
    {Going::Rough, "Rough ground", 2},
    {Going::Swamp, "Swamp", 1},
}};

/** The name and value of @p going (§8.1). */
[[nodiscard]] constexpr const GoingInfo &goingInfo(Going going) noexcept
{
    return GoingTable[static_cast<std::size_t>(going)];
}

/** The Going value of @p going: open 5 down to swamp 1 (§8.1). */
[[nodiscard]] constexpr int goingValue(Going going) noexcept
{
    return goingInfo(going).value;
}

/**
 * The Fatigue a Base of @p weight pays for entering a tile of @p going: "the unit's
 * weight minus the Going value, minimum 0" (§8.1). Paid per tile entered (ruling R4).
 */
[[nodiscard]] constexpr int terrainCost(int weight, Going going) noexcept
{
    return std::max(0, weight - goingValue(going));
}

/**
 * A Base's effective combat weight (§8.2, §9.1 step 1): its @p weight capped at the
 * Going value of @p lowestGoing, the lowest Going the Base itself occupies (ruling R10).
 * Skirmishers are never reduced (§8.2). A hill does not cap weight (§8.3).
 */
[[nodiscard]] constexpr int effectiveWeight(int weight, Going lowestGoing, bool isSkirmisher) noexcept
{
    return isSkirmisher ? weight : std::min(weight, goingValue(lowestGoing));
}

// ---- §6 Fatigue -----------------------------------------------------------------------

/** The lowest Fatigue a Base can have: it starts at 1 and never drops below 1 (§6, §6.1). */
inline constexpr int MinimumFatigue = 1;

/** A Block breaks when its average Base Fatigue exceeds this (§6 "exceeds 6", §12; ruling R8). */
inline constexpr int BlockBreakThreshold = 6;

/** The state of a Base or a Block by its Fatigue or average Fatigue (§6 table). */
enum class FatigueState : std::uint8_t {
    Fresh,
    Pressed,
    Shaken,
    Broken,
};

/**
 * One row of the §6 Fatigue table: the whole Fatigue values it spans, the state's
 * name and what it means. A fractional average falls in the row of the next whole
 * number up (ruling R9).
 */
struct FatigueBand
{
    FatigueState state = FatigueState::Fresh;
    std::string_view name;     ///< e.g. "Pressed"
    int lowest = 0;            ///< the lowest whole Fatigue in the row
    std::optional<int> highest; ///< the highest whole Fatigue in the row; none for "over 6"
    std::string_view meaning;  ///< the table's "Meaning" column

    friend constexpr bool operator==(const FatigueBand &, const FatigueBand &) = default;
};

/** The §6 Fatigue table, in FatigueState order. */
inline constexpr std::array<FatigueBand, 4> FatigueTable{{
    {FatigueState::Fresh, "Fresh", MinimumFatigue, 2, "Fully ordered"},          // §6 "1–2"
    {FatigueState::Pressed, "Pressed", 3, 4, "Disordered but functional"},       // §6 "3–4"
    {FatigueState::Shaken, "Shaken", 5, BlockBreakThreshold, "On the brink"},    // §6 "5–6"
    {FatigueState::Broken, "Broken", BlockBreakThreshold + 1, std::nullopt,      // §6 "over 6"
     "Formation lost; the Block breaks and routs"},
}};

/** The §6 row of @p state. */
[[nodiscard]] constexpr const FatigueBand &fatigueBand(FatigueState state) noexcept
{
    return FatigueTable[static_cast<std::size_t>(state)];
}

/**
 * The §6 state of a Base's Fatigue or a Block's exact @p average Fatigue. Each row
 * ends at its upper figure, so "1–2" is up to 2, "3–4" above 2 up to 4, "5–6" above
 * 4 up to 6, and "over 6" above 6: 2.5 is Pressed, 6 is Shaken, 6.25 is Broken
 * (ruling R9). Averages below 1 cannot occur (§6) and read as Fresh. For one Base
 * inside a Block the state only describes it: a Base breaks on its own Fatigue only
 * when it is alone (§12).
 */
[[nodiscard]] constexpr FatigueState fatigueState(Fraction average) noexcept
{
    const std::int64_t wholeUp = average.ceil(); // R9: the row of the next whole number up
    for (const FatigueBand &band : FatigueTable) {
        if (!band.highest || wholeUp <= *band.highest)
            return band.state;
    }
    return FatigueState::Broken;
}

/** Whether a Block with this exact @p average Base Fatigue has broken: strictly above 6 (§6, §12; ruling R8). */
[[nodiscard]] constexpr bool blockHasBroken(Fraction average) noexcept
{
    return average > Fraction(BlockBreakThreshold);
}

// ---- §2 Distances ---------------------------------------------------------------------

/** Move distances and missile range in base-widths (BW); the defaults are §2's, "tunable in playtest". */
struct Distances
{
    int footMove = 2;                     ///< §2 "foot move 2 BW"
    int lightFootAndSkirmishersMove = 3;  ///< §2 "light foot and skirmishers 3 BW"
    int cavalryMove = 4;                  ///< §2 "cavalry 4 BW"
    int missileRange = 2;                 ///< §2 "missile range 2 BW"; §10 "range 2 BW"

    friend constexpr bool operator==(const Distances &, const Distances &) = default;
};

/** §2's default distances. */
inline constexpr Distances DefaultDistances{};

/** The range a game's distances may be tuned in (§2 "tunable in playtest"), in base-widths. */
inline constexpr int MinimumDistance = 1;
inline constexpr int MaximumDistance = 12;

/** The longest side a game's table may have (§13 Setup), in base-widths. */
inline constexpr int MaximumTableSide = 200;

// ---- §12.1 Army break ---------------------------------------------------------------

/** The share of its starting Bases an army may lose before it has lost the battle (§12.1 "30% or more"). */
inline constexpr Fraction ArmyBreakFraction{30, 100};

/**
 * Whether an army that started with @p starting Bases and has lost @p lost of them
 * has lost the battle: 30% or more, compared exactly, lost × 10 ≥ starting × 3
 * (§12.1; ruling R7).
 */
[[nodiscard]] constexpr bool armyHasBroken(int lost, int starting) noexcept
{
    return std::int64_t{lost} * ArmyBreakFraction.denominator()
        >= std::int64_t{starting} * ArmyBreakFraction.numerator();
}

// ---- Consistency of the tables with their enums ----------------------------------------

namespace detail {
template<typename Table, typename Key, typename KeyOf>
constexpr bool inEnumOrder(const Table &table, KeyOf keyOf)
{
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (keyOf(table[i]) != static_cast<Key>(i))
            return false;
    }
    return true;
}
} // namespace detail

static_assert(detail::inEnumOrder<decltype(SpecialRuleTable), SpecialRule>(
    SpecialRuleTable, [](const SpecialRuleInfo &r) { return r.rule; }));
static_assert(detail::inEnumOrder<decltype(TroopTypeTable), TroopType>(
    TroopTypeTable, [](const TroopTypeDefaults &r) { return r.type; }));
static_assert(detail::inEnumOrder<decltype(GoingTable), Going>(GoingTable, [](const GoingInfo &r) { return r.going; }));
static_assert(detail::inEnumOrder<decltype(FatigueTable), FatigueState>(
    FatigueTable, [](const FatigueBand &r) { return r.state; }));
static_assert(fatigueState(Fraction(BlockBreakThreshold)) == FatigueState::Shaken && !blockHasBroken(Fraction(6)));
static_assert(fatigueState(Fraction(25, 4)) == FatigueState::Broken && blockHasBroken(Fraction(25, 4)));

} // namespace ancients

#pragma once

// The keys every file, tool and screen names the engine's enums by: the battle
// file (rulebook/battle-format.md), the army-list format
// (rulebook/army-list-format.md), the `ancients` command and the app. One table
// per enum, in enum order; a key is written and read only through these.

#include "ancients/combat.h"
#include "ancients/dice.h"
#include "ancients/game.h"
#include "ancients/hex.h"
#include "ancients/playtest.h"
#include "ancients/rules_tables.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace ancients {

/** Every key of @p Enum, in enum order: the key of value i is keysOf<Enum>()[i]. */
template<typename Enum>
[[nodiscard]] std::span<const std::string_view> keysOf() noexcept;

template<> [[nodiscard]] std::span<const std::string_view> keysOf<Going>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Phase>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Die>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Side>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Striker>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<FatigueState>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<RearSide>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<RulesOptions::EliteMechanic>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<PlaytestModifier>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<TroopType>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Quality>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<SpecialRule>() noexcept;

/** The key of @p value, e.g. keyOf(Phase::Combat) == "combat". */
template<typename Enum>
[[nodiscard]] std::string_view keyOf(Enum value) noexcept
{
    const auto keys = keysOf<Enum>();
    const auto index = static_cast<std::size_t>(value);
    return index < keys.size() ? keys[index] : std::string_view();
}

/** The value whose key is @p key; none for a key the table does not hold (keys are case-sensitive). */
template<typename Enum>
[[nodiscard]] std::optional<Enum> fromKey(std::string_view key) noexcept
{
    const auto keys = keysOf<Enum>();
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i] == key)
            return static_cast<Enum>(i);
    }
    return std::nullopt;
}

[[nodiscard]] inline std::optional<Going> goingFromKey(std::string_view key) noexcept { return fromKey<Going>(key); }
[[nodiscard]] inline std::optional<Phase> phaseFromKey(std::string_view key) noexcept { return fromKey<Phase>(key); }
[[nodiscard]] inline std::optional<Die> dieFromKey(std::string_view key) noexcept { return fromKey<Die>(key); }
[[nodiscard]] inline std::optional<Side> sideFromKey(std::string_view key) noexcept { return fromKey<Side>(key); }
[[nodiscard]] inline std::optional<Striker> strikerFromKey(std::string_view key) noexcept
{
    return fromKey<Striker>(key);
}
[[nodiscard]] inline std::optional<FatigueState> fatigueStateFromKey(std::string_view key) noexcept
{
    return fromKey<FatigueState>(key);
}
[[nodiscard]] inline std::optional<RearSide> rearSideFromKey(std::string_view key) noexcept
{
    return fromKey<RearSide>(key);
}
[[nodiscard]] inline std::optional<RulesOptions::EliteMechanic> eliteMechanicFromKey(std::string_view key) noexcept
{
    return fromKey<RulesOptions::EliteMechanic>(key);
}
[[nodiscard]] inline std::optional<TroopType> troopTypeFromKey(std::string_view key) noexcept
{
    return fromKey<TroopType>(key);
}
[[nodiscard]] inline std::optional<Quality> qualityFromKey(std::string_view key) noexcept
{
    return fromKey<Quality>(key);
}
[[nodiscard]] inline std::optional<SpecialRule> specialRuleFromKey(std::string_view key) noexcept
{
    return fromKey<SpecialRule>(key);
}

} // namespace ancients

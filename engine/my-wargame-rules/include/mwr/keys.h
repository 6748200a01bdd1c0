#pragma once

// The keys every file, tool and screen names this engine's enums by: the battle
// file, the army lists, the `ancients` command and the app. One table per enum,
// in enum order; a key is written and read only through these.

#include "mwr/combat.h"
#include "mwr/game.h"
#include "mwr/types.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace mwr {

/** The key of this ruleset, as a battle file's set-up and the `ancients` command name it. */
inline constexpr std::string_view RulesetKey = "my-wargame-rules";

/** Every key of @p Enum, in enum order: the key of value i is keysOf<Enum>()[i]. */
template<typename Enum>
[[nodiscard]] std::span<const std::string_view> keysOf() noexcept;

template<> [[nodiscard]] std::span<const std::string_view> keysOf<Side>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Cohesion>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Terrain>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<AttackDirection>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<SupportKind>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<CombatResult>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Roller>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<ResolveItem::Kind>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<ActionKind>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Melee::Step>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Behind::Kind>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Effect::Kind>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Effect::Cause>() noexcept;

/** The key of @p value, e.g. keyOf(CombatResult::HitAndHold) == "hit-and-hold". */
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

} // namespace mwr

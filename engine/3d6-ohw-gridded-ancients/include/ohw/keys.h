#pragma once

// The keys every file, tool and screen names this ruleset's enums by: the
// battle file, the army lists, the `ancients` command and the app. One table
// per enum, in enum order; a key is written and read only through these.

#include "ohw/dice.h"
#include "ohw/game.h"
#include "ohw/grid.h"
#include "ohw/units.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace ohw {

/** The key of this ruleset, as a battle file's set-up names it. */
inline constexpr std::string_view RulesetKey = "3d6-ohw-gridded-ancients";

/** Every key of @p Enum, in enum order: the key of value i is keysOf<Enum>()[i]. */
template<typename Enum>
[[nodiscard]] std::span<const std::string_view> keysOf() noexcept;

template<> [[nodiscard]] std::span<const std::string_view> keysOf<UnitType>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Trait>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Terrain>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<FreePivots>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Grid>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Face>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Modifier>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Side>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Step>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<MoveStep::Kind>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<RetreatOutcome>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<PendingRoll::Kind>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<RollKind>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Effect::Kind>() noexcept;
template<> [[nodiscard]] std::span<const std::string_view> keysOf<Effect::Cause>() noexcept;

/** The key of @p value, e.g. keyOf(UnitType::Velites) == "velites". */
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

} // namespace ohw

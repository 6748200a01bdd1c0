#include "ancients/keys.h"

#include <array>

namespace ancients {

namespace {

/** The engine's older `const char *` key arrays (troop types, qualities, special rules) as views. */
template<std::size_t N>
constexpr std::array<std::string_view, N> views(const std::array<const char *, N> &keys)
{
    std::array<std::string_view, N> result{};
    for (std::size_t i = 0; i < N; ++i)
        result[i] = keys[i];
    return result;
}

// In enum order. The last value of each enum is checked against the table's size.
constexpr std::array<std::string_view, 5> GoingKeys{"open", "light-woods", "heavy-woods", "rough", "swamp"};
constexpr std::array<std::string_view, 4> PhaseKeys{"move", "shoot", "combat", "recovery"};
constexpr std::array<std::string_view, 2> DieKeys{"averaging", "d6"};
constexpr std::array<std::string_view, 2> SideKeys{"a", "b"};
constexpr std::array<std::string_view, 3> StrikerKeys{"none", "a", "b"};
constexpr std::array<std::string_view, 4> FatigueStateKeys{"fresh", "pressed", "shaken", "broken"};
constexpr std::array<std::string_view, 2> RearSideKeys{"left", "right"};
constexpr std::array<std::string_view, 3> EliteMechanicKeys{"none", "reroll", "best-of-three"};
constexpr std::array<std::string_view, 7> PlaytestModifierKeys{"none",   "overlap", "flank",
                                                               "rear",   "uphill",  "shock",
                                                               "shock-vs-formed-foot"};
constexpr auto TroopTypeKeyViews = views(TroopTypeKeys);
constexpr auto QualityKeyViews = views(QualityKeys);
constexpr auto SpecialRuleKeyViews = views(SpecialRuleKeys);

static_assert(static_cast<std::size_t>(Going::Swamp) + 1 == GoingKeys.size());
static_assert(static_cast<std::size_t>(Phase::Recovery) + 1 == PhaseKeys.size());
static_assert(static_cast<std::size_t>(Die::D6) + 1 == DieKeys.size());
static_assert(static_cast<std::size_t>(Side::B) + 1 == SideKeys.size());
static_assert(static_cast<std::size_t>(Striker::B) + 1 == StrikerKeys.size());
static_assert(static_cast<std::size_t>(FatigueState::Broken) + 1 == FatigueStateKeys.size());
static_assert(static_cast<std::size_t>(RearSide::Right) + 1 == RearSideKeys.size());
static_assert(static_cast<std::size_t>(RulesOptions::EliteMechanic::BestOfThree) + 1 == EliteMechanicKeys.size());
static_assert(static_cast<std::size_t>(PlaytestModifier::ShockVsFormedFoot) + 1 == PlaytestModifierKeys.size());
static_assert(static_cast<std::size_t>(TroopType::LightCavalry) + 1 == TroopTypeKeyViews.size());
static_assert(static_cast<std::size_t>(Quality::Levy) + 1 == QualityKeyViews.size());
static_assert(static_cast<std::size_t>(SpecialRule::LightHorse) + 1 == SpecialRuleKeyViews.size());

} // namespace

template<> std::span<const std::string_view> keysOf<Going>() noexcept { return GoingKeys; }
template<> std::span<const std::string_view> keysOf<Phase>() noexcept { return PhaseKeys; }
template<> std::span<const std::string_view> keysOf<Die>() noexcept { return DieKeys; }
template<> std::span<const std::string_view> keysOf<Side>() noexcept { return SideKeys; }
template<> std::span<const std::string_view> keysOf<Striker>() noexcept { return StrikerKeys; }
template<> std::span<const std::string_view> keysOf<FatigueState>() noexcept { return FatigueStateKeys; }
template<> std::span<const std::string_view> keysOf<RearSide>() noexcept { return RearSideKeys; }
template<> std::span<const std::string_view> keysOf<RulesOptions::EliteMechanic>() noexcept
{
    return EliteMechanicKeys;
}
template<> std::span<const std::string_view> keysOf<PlaytestModifier>() noexcept { return PlaytestModifierKeys; }
template<> std::span<const std::string_view> keysOf<TroopType>() noexcept { return TroopTypeKeyViews; }
template<> std::span<const std::string_view> keysOf<Quality>() noexcept { return QualityKeyViews; }
template<> std::span<const std::string_view> keysOf<SpecialRule>() noexcept { return SpecialRuleKeyViews; }

} // namespace ancients

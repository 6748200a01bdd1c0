#include "mwr/keys.h"

#include <array>

namespace mwr {

namespace {

template<std::size_t N>
std::span<const std::string_view> span(const std::array<std::string_view, N> &keys) noexcept
{
    return {keys.data(), keys.size()};
}

constexpr std::array<std::string_view, 2> SideKeys{"a", "b"};
constexpr std::array<std::string_view, 4> CohesionKeys{"fresh", "shaken", "disrupted", "destroyed"};
constexpr std::array<std::string_view, 5> TerrainKeys{"open", "road", "rough", "obstacle", "impassable"};
constexpr std::array<std::string_view, 3> DirectionKeys{"front", "flank", "rear"};
constexpr std::array<std::string_view, 2> SupportKeys{"side", "rear"};
constexpr std::array<std::string_view, 5> ResultKeys{"repulsed", "brutal-clash", "forced-back", "hit-and-hold",
                                                     "breakthrough"};
constexpr std::array<std::string_view, 2> RollerKeys{"attacker", "defender"};
constexpr std::array<std::string_view, 7> ResolveKeys{"base",         "cohesion",    "side-support",  "rear-support",
                                                      "flank-attack", "rear-attack", "support-denied"};
constexpr std::array<std::string_view, 5> ActionKeys{"move", "attack", "fall-back", "rally", "hold"};
constexpr std::array<std::string_view, 2> StepKeys{"pick", "push-back"};
constexpr std::array<std::string_view, 6> BehindKeys{"clear", "unit", "rough", "obstacle", "impassable", "table-edge"};
constexpr std::array<std::string_view, 17> EffectKeys{
    "moved",       "fell-back", "rallied",   "held",          "contact",   "contact-ended",
    "contacts-set", "melee",    "rolled",    "picked",        "result",    "hit",
    "pushed-back", "passed-through", "destroyed", "turn-began", "battle-decided"};
constexpr std::array<std::string_view, 15> CauseKeys{
    "none",     "players-dice",    "generator-dice", "chosen",    "no-choice",  "hits",    "into-enemy", "into-rough",
    "into-obstacle", "into-impassable", "off-table", "by-attacker", "by-chain", "victory", "draw"};

} // namespace

template<> std::span<const std::string_view> keysOf<Side>() noexcept { return span(SideKeys); }
template<> std::span<const std::string_view> keysOf<Cohesion>() noexcept { return span(CohesionKeys); }
template<> std::span<const std::string_view> keysOf<Terrain>() noexcept { return span(TerrainKeys); }
template<> std::span<const std::string_view> keysOf<AttackDirection>() noexcept { return span(DirectionKeys); }
template<> std::span<const std::string_view> keysOf<SupportKind>() noexcept { return span(SupportKeys); }
template<> std::span<const std::string_view> keysOf<CombatResult>() noexcept { return span(ResultKeys); }
template<> std::span<const std::string_view> keysOf<Roller>() noexcept { return span(RollerKeys); }
template<> std::span<const std::string_view> keysOf<ResolveItem::Kind>() noexcept { return span(ResolveKeys); }
template<> std::span<const std::string_view> keysOf<ActionKind>() noexcept { return span(ActionKeys); }
template<> std::span<const std::string_view> keysOf<Melee::Step>() noexcept { return span(StepKeys); }
template<> std::span<const std::string_view> keysOf<Behind::Kind>() noexcept { return span(BehindKeys); }
template<> std::span<const std::string_view> keysOf<Effect::Kind>() noexcept { return span(EffectKeys); }
template<> std::span<const std::string_view> keysOf<Effect::Cause>() noexcept { return span(CauseKeys); }

} // namespace mwr

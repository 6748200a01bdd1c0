#include "ohw/keys.h"

#include <array>

namespace ohw {

namespace {

// In enum order. The last value of each enum is checked against its table's size.
constexpr std::array<std::string_view, 7> UnitTypeKeys{"legionaries", "warband",  "equites",           "auxilia",
                                                       "sagitarii",   "velites", "equites-auxiliares"};
constexpr std::array<std::string_view, 6> TraitKeys{"armored", "impetuous", "barbarians",
                                                    "ferocious", "veterans", "missile"};
constexpr std::array<std::string_view, 9> TerrainKeys{"open", "woods",          "rough", "hill", "settlement",
                                                      "road", "bridge-or-ford", "river", "swamp"};
constexpr std::array<std::string_view, 3> FreePivotsKeys{"none", "before-or-after", "before-and-after"};
constexpr std::array<std::string_view, 2> GridKeys{"hexes", "squares"};
constexpr std::array<std::string_view, 4> FaceKeys{"front", "left-flank", "right-flank", "rear"};
constexpr std::array<std::string_view, 13> ModifierKeys{
    "unit-dice", "shooting-dice", "general", "ferocious",      "flank",     "rear",   "armored",
    "woods",     "rough",         "hill",    "bridge-or-ford", "fortified", "minimum"};
constexpr std::array<std::string_view, 2> SideKeys{"a", "b"};
constexpr std::array<std::string_view, 6> StepKeys{"initiative", "movement", "shooting",
                                                   "combat",     "morale",   "breakpoint"};
constexpr std::array<std::string_view, 2> MoveStepKindKeys{"space", "pivot"};
constexpr std::array<std::string_view, 4> RetreatOutcomeKeys{"retreated", "pushes-friend", "blocked-by-terrain",
                                                             "blocked-by-enemy"};
constexpr std::array<std::string_view, 3> PendingRollKeys{"push-reroll", "general-risk", "general-rout"};
constexpr std::array<std::string_view, 9> RollKindKeys{"initiative",   "push",        "push-reroll",
                                                       "shoot",        "attack",      "general-risk",
                                                       "general-rout", "morale",      "breakpoint"};
constexpr std::array<std::string_view, 26> EffectKindKeys{
    "step-began",     "initiative-rolled", "order-chosen",    "moved",           "charged",
    "push-move",      "disengaged",        "general-joined",  "shot",            "attacked",
    "hits",           "routed",            "melee-ended",     "risk-rolls",      "rout-test",
    "general-killed", "general-unattached", "morale-ignored", "morale-check",    "retreated",
    "pushed-back",    "advanced",          "breakpoint-loss", "breakpoint",      "army-quits",
    "battle-decided"};
constexpr std::array<std::string_view, 18> EffectCauseKeys{
    "none",     "shooting", "combat",   "failed-push", "impetuous",    "retreat-blocked",
    "nine-hits", "retreat-blocked-by-enemy", "general", "veterans", "free", "reroll",
    "retreat",  "rout",     "veteran-rout", "general-killed", "breakpoint-reached", "no-units-left"};

static_assert(static_cast<std::size_t>(UnitType::EquitesAuxiliares) + 1 == UnitTypeKeys.size());
static_assert(static_cast<std::size_t>(Trait::Missile) + 1 == TraitKeys.size());
static_assert(static_cast<std::size_t>(Terrain::Swamp) + 1 == TerrainKeys.size());
static_assert(static_cast<std::size_t>(FreePivots::BeforeAndAfter) + 1 == FreePivotsKeys.size());
static_assert(static_cast<std::size_t>(Grid::Squares) + 1 == GridKeys.size());
static_assert(static_cast<std::size_t>(Face::Rear) + 1 == FaceKeys.size());
static_assert(static_cast<std::size_t>(Modifier::Minimum) + 1 == ModifierKeys.size());
static_assert(static_cast<std::size_t>(Side::B) + 1 == SideKeys.size());
static_assert(static_cast<std::size_t>(Step::Breakpoint) + 1 == StepKeys.size());
static_assert(static_cast<std::size_t>(MoveStep::Kind::Pivot) + 1 == MoveStepKindKeys.size());
static_assert(static_cast<std::size_t>(RetreatOutcome::BlockedByEnemy) + 1 == RetreatOutcomeKeys.size());
static_assert(static_cast<std::size_t>(PendingRoll::Kind::GeneralRout) + 1 == PendingRollKeys.size());
static_assert(static_cast<std::size_t>(RollKind::Breakpoint) + 1 == RollKindKeys.size());
static_assert(static_cast<std::size_t>(Effect::Kind::BattleDecided) + 1 == EffectKindKeys.size());
static_assert(static_cast<std::size_t>(Effect::Cause::NoUnitsLeft) + 1 == EffectCauseKeys.size());

} // namespace

template<> std::span<const std::string_view> keysOf<UnitType>() noexcept { return UnitTypeKeys; }
template<> std::span<const std::string_view> keysOf<Trait>() noexcept { return TraitKeys; }
template<> std::span<const std::string_view> keysOf<Terrain>() noexcept { return TerrainKeys; }
template<> std::span<const std::string_view> keysOf<FreePivots>() noexcept { return FreePivotsKeys; }
template<> std::span<const std::string_view> keysOf<Grid>() noexcept { return GridKeys; }
template<> std::span<const std::string_view> keysOf<Face>() noexcept { return FaceKeys; }
template<> std::span<const std::string_view> keysOf<Modifier>() noexcept { return ModifierKeys; }
template<> std::span<const std::string_view> keysOf<Side>() noexcept { return SideKeys; }
template<> std::span<const std::string_view> keysOf<Step>() noexcept { return StepKeys; }
template<> std::span<const std::string_view> keysOf<MoveStep::Kind>() noexcept { return MoveStepKindKeys; }
template<> std::span<const std::string_view> keysOf<RetreatOutcome>() noexcept { return RetreatOutcomeKeys; }
template<> std::span<const std::string_view> keysOf<PendingRoll::Kind>() noexcept { return PendingRollKeys; }
template<> std::span<const std::string_view> keysOf<RollKind>() noexcept { return RollKindKeys; }
template<> std::span<const std::string_view> keysOf<Effect::Kind>() noexcept { return EffectKindKeys; }
template<> std::span<const std::string_view> keysOf<Effect::Cause>() noexcept { return EffectCauseKeys; }

} // namespace ohw

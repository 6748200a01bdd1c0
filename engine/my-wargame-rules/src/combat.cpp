// The melee as pure functions: the Combat Result Table, who rolls, the exact
// odds of the five results, and the itemized Resolve (§6, §7, §10, §10.1).

#include "internal.h"
#include "mwr/combat.h"

#include <algorithm>

namespace mwr {

std::optional<CombatResult> resultOfFace(int face) noexcept
{
    // §10, the Combat Result Table: 1, 2, 3–4, 5, 6.
    switch (face) {
    case 1:
        return CombatResult::Repulsed;
    case 2:
        return CombatResult::BrutalClash;
    case 3:
    case 4:
        return CombatResult::ForcedBack;
    case 5:
        return CombatResult::HitAndHold;
    case 6:
        return CombatResult::Breakthrough;
    default:
        return std::nullopt;
    }
}

RollPlan rollPlan(int attackerResolve, int defenderResolve) noexcept
{
    // §10: equal, the attacker rolls 1D6; otherwise the higher side rolls 2D6 and picks.
    if (attackerResolve == defenderResolve)
        return {Roller::Attacker, 1};
    return {attackerResolve > defenderResolve ? Roller::Attacker : Roller::Defender, 2};
}

Preference tableOrder(Roller roller) noexcept
{
    // Ruling R5: the table runs from the attacker's worst row to its best.
    if (roller == Roller::Attacker)
        return {{CombatResult::Breakthrough, CombatResult::HitAndHold, CombatResult::ForcedBack,
                 CombatResult::BrutalClash, CombatResult::Repulsed}};
    return {{CombatResult::Repulsed, CombatResult::BrutalClash, CombatResult::ForcedBack, CombatResult::HitAndHold,
             CombatResult::Breakthrough}};
}

namespace {

/** The rank of each result in @p preference (0 best), or none when it does not rank each result once. */
std::optional<std::array<int, CombatResultCount>> ranks(const Preference &preference)
{
    std::array<int, CombatResultCount> rank{};
    rank.fill(-1);
    for (std::size_t i = 0; i < CombatResultCount; ++i) {
        const std::size_t r = resultIndex(preference.bestFirst.at(i));
        if (r >= CombatResultCount || rank.at(r) >= 0)
            return std::nullopt;
        rank.at(r) = static_cast<int>(i);
    }
    return rank;
}

} // namespace

namespace detail {

Refusal pickNotOffered(CombatResult first, CombatResult second, CombatResult chosen)
{
    return refuse("pick-not-offered", key("first", first), key("second", second), key("chosen", chosen));
}

} // namespace detail

Result<Distribution> distribution(const RollPlan &plan, const Preference &preference)
{
    const auto rank = ranks(preference);
    if (!rank)
        return refuse("preference-not-an-order");
    return distributionBy(plan, [&rank](CombatResult a, CombatResult b) {
        return rank->at(resultIndex(a)) < rank->at(resultIndex(b)) ? a : b;
    });
}

Distribution bestDistribution(const RollPlan &plan)
{
    return distribution(plan, tableOrder(plan.roller)).value();
}

Distribution offered(const RollPlan &plan)
{
    const int dice = plan.dice <= 1 ? 1 : 2;
    const std::int64_t outcomes = dice == 1 ? 6 : 36;
    Distribution d{};
    for (std::size_t r = 0; r < CombatResultCount; ++r) {
        std::int64_t offering = 0;
        for (int first = 1; first <= 6; ++first) {
            for (int second = 1; second <= (dice == 1 ? 1 : 6); ++second) {
                if (resultIndex(*resultOfFace(first)) == r || (dice == 2 && resultIndex(*resultOfFace(second)) == r))
                    ++offering;
            }
        }
        d.at(r) = Fraction(offering, outcomes);
    }
    return d;
}

int preferredFace(const std::vector<int> &faces, const Preference &preference)
{
    const auto rank = ranks(preference);
    int best = faces.empty() ? 0 : faces.front();
    if (!rank)
        return best;
    for (const int face : faces) {
        const auto r = resultOfFace(face);
        const auto b = resultOfFace(best);
        if (r && b && rank->at(resultIndex(*r)) < rank->at(resultIndex(*b)))
            best = face;
    }
    return best;
}

Resolve resolveOf(int base, Cohesion cohesion, MeleeRole role, AttackDirection direction,
                  const std::vector<Support> &support)
{
    Resolve r;
    r.items.push_back({ResolveItem::Kind::Base, base, "10", "R3"});
    // §10.1: Shaken −1, Disrupted −2; Fresh no modifier.
    if (cohesion == Cohesion::Shaken || cohesion == Cohesion::Disrupted) {
        ResolveItem item{ResolveItem::Kind::Cohesion, cohesion == Cohesion::Shaken ? -1 : -2, "10.1"};
        item.cohesion = cohesion;
        r.items.push_back(item);
    }
    // §6, §10.1: +1 per supporter; §7: a defender attacked in flank or rear counts none.
    const bool denied = role == MeleeRole::Defender && direction != AttackDirection::Front;
    for (const Support &s : support) {
        ResolveItem item;
        item.unit = s.unit;
        if (denied) {
            item.kind = ResolveItem::Kind::SupportDenied;
            item.amount = 0;
            item.section = "7";
        } else {
            item.kind = s.kind == SupportKind::Side ? ResolveItem::Kind::SideSupport : ResolveItem::Kind::RearSupport;
            item.amount = 1;
            item.section = "6";
        }
        r.items.push_back(item);
    }
    // §7, §10.1: flank +1, rear +2, for the attacker.
    if (role == MeleeRole::Attacker && direction == AttackDirection::Flank)
        r.items.push_back({ResolveItem::Kind::FlankAttack, 1, "7", "R18"});
    if (role == MeleeRole::Attacker && direction == AttackDirection::Rear)
        r.items.push_back({ResolveItem::Kind::RearAttack, 2, "7", "R18"});
    return r;
}

std::optional<Allowance> moveAllowance(Terrain terrain) noexcept
{
    // §4: 1 base width; §5 and ruling R15: road double, rough half, an obstacle the whole move.
    switch (terrain) {
    case Terrain::Open:
        return Allowance{Fraction(1), false};
    case Terrain::Road:
        return Allowance{Fraction(2), false};
    case Terrain::Rough:
        return Allowance{Fraction(1, 2), false};
    case Terrain::Obstacle:
        return Allowance{Fraction(0), true};
    case Terrain::Impassable:
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace mwr

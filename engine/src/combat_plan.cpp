// The Combat phase's pairing plan (§4, §9.2, §9.3): the active player pairs
// each engaged Base with the one enemy it fights, in the order they will be
// fought; with tracked positions every fight's overlaps follow from the plan and
// the hexes, and the phase does not end while a melee is unfought.

#include "game_internal.h"

#include "ancients/combatplan.h"
#include "ancients/formation.h"

#include <algorithm>

namespace ancients::detail {

namespace {

bool validBase(const GameState &s, BaseId id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.bases.size();
}

const Base &baseAt(const GameState &s, BaseId id)
{
    return s.bases.at(static_cast<std::size_t>(id));
}

std::pair<BaseId, BaseId> pairOf(BaseId a, BaseId b)
{
    return a < b ? std::pair{a, b} : std::pair{b, a};
}

bool fought(const GameState &s, const CombatPair &p)
{
    return s.foughtThisPhase.contains(pairOf(p.base, p.enemy));
}

/** The standing Base on @p hex, or nullptr. */
const Base *standingOn(const GameState &s, Hex hex)
{
    for (const Base &b : s.bases) {
        if (!b.lost() && b.hex && *b.hex == hex)
            return &b;
    }
    return nullptr;
}

/** How @p id is struck by the enemies paired with it, other than @p opponent (§9.3). */
struct Struck
{
    bool rear = false;
    bool left = false;
    bool right = false;
};

Struck struckBy(const GameState &s, BaseId id, BaseId opponent)
{
    Struck out;
    const Base &b = baseAt(s, id);
    for (const CombatPair &p : s.combatPlan) {
        BaseId other = -1;
        if (p.base == id)
            other = p.enemy;
        else if (p.enemy == id)
            other = p.base;
        if (other < 0 || other == opponent)
            continue;
        const Base &e = baseAt(s, other);
        if (e.lost())
            continue;
        const Aspect where = aspect(*b.hex, b.facing, *e.hex);
        if (where == Aspect::Rear)
            out.rear = true;
        else if (where == Aspect::Side)
            (lateral(*b.hex, b.facing, *e.hex) == Lateral::Left ? out.left : out.right) = true;
    }
    return out;
}

} // namespace

bool engagedPair(const GameState &s, BaseId x, BaseId y)
{
    const Base &a = baseAt(s, x);
    const Base &b = baseAt(s, y);
    if (a.lost() || b.lost() || a.side == b.side)
        return false;
    if (s.positionsTracked) {
        return distance(*a.hex, *b.hex) == 1
            && (aspect(*a.hex, a.facing, *b.hex) == Aspect::Front || aspect(*b.hex, b.facing, *a.hex) == Aspect::Front);
    }
    return facts(s).contact(a.block, b.block);
}

const CombatPair *plannedPairOf(const GameState &s, BaseId base)
{
    const auto it = std::find_if(s.combatPlan.begin(), s.combatPlan.end(), [base](const CombatPair &p) { return p.base == base; });
    return it == s.combatPlan.end() ? nullptr : &*it;
}

BaseId foughtEnemyOf(const GameState &s, BaseId id)
{
    for (const auto &[x, y] : s.foughtThisPhase) {
        if (x == id)
            return y;
        if (y == id)
            return x;
    }
    return -1;
}

bool countered(const GameState &s, BaseId id)
{
    return foughtEnemyOf(s, id) >= 0
        || std::any_of(s.combatPlan.begin(), s.combatPlan.end(), [id](const CombatPair &p) { return p.base == id || p.enemy == id; });
}

OverlapFinding computedOverlap(const GameState &s, BaseId helped, BaseId lapped, bool firstRound)
{
    OverlapFinding found;
    const Base &h = baseAt(s, helped);
    const Base &t = baseAt(s, lapped);
    const Struck struck = struckBy(s, helped, lapped);
    const Block &hb = s.blocks.at(static_cast<std::size_t>(h.block));
    for (const int d : t.facing.front()) {
        const Hex hex = neighbour(*t.hex, d);
        if (hex == *h.hex)
            continue;
        const Base *l = standingOn(s, hex);
        // An uncountered friend: engaged by no enemy, and still where it stood (§9.2).
        if (!l || l->side != h.side || l->gaveGroundThisPhase || countered(s, l->id))
            continue;
        Effect::Cause dropped = Effect::Cause::None;
        const Lateral side = lateral(*h.hex, h.facing, hex);
        if (struck.rear)
            dropped = Effect::Cause::RearNoOverlap;
        else if ((struck.left && side == Lateral::Left) || (struck.right && side == Lateral::Right))
            dropped = Effect::Cause::FlankedSideNoOverlap;
        else if (!firstRound && hb.specialRules.contains(SpecialRule::Shock)
                 && s.blocks.at(static_cast<std::size_t>(l->block)).type != hb.type)
            dropped = Effect::Cause::ShockOverlapUnsupported;
        if (dropped == Effect::Cause::None)
            return OverlapFinding{l->id, 1, Effect::Cause::None};
        if (!found.lapping)
            found = OverlapFinding{l->id, 0, dropped};
    }
    return found;
}

Result<bool> doPlanCombat(Turn &t, const PlanCombat &a)
{
    GameState &s = t.s;
    if (s.phase != Phase::Combat)
        return illegal("not-combat-phase", "4", "Fights are resolved in the Combat phase.");
    // The pairs that have fought stay in the plan; the rest is replaced.
    std::vector<CombatPair> plan;
    std::copy_if(s.combatPlan.begin(), s.combatPlan.end(), std::back_inserter(plan),
                 [&s](const CombatPair &p) { return fought(s, p); });
    for (const CombatPair &p : a.pairs) {
        for (const BaseId id : {p.base, p.enemy}) {
            if (!validBase(s, id))
                return illegal("no-such-base", "2", "There is no Base ", arg::number("base", id), ".");
            if (baseAt(s, id).lost())
                return illegal("base-lost", "12", arg::base(id), " has routed; it fights no more.",
                               arg::hidden(arg::key("action", "fight", {})));
        }
        const Base &x = baseAt(s, p.base);
        const Base &y = baseAt(s, p.enemy);
        if (x.side != s.active)
            return illegal("not-active-player", "4",
                           "The active player orders the fights and names one of their own Bases first; ", arg::base(p.base),
                           " belongs to the other side.", arg::hidden(arg::key("action", "fight", {})));
        if (y.side == x.side)
            return illegal("same-side", "9", arg::base("enemy", p.enemy), " is a friend of ", arg::base(p.base),
                           ": a fight pairs opposing Bases.", arg::hidden(arg::key("action", "fight", {})));
        if (!engagedPair(s, p.base, p.enemy))
            return illegal("not-engaged", "9.2", arg::base(p.base), " and ", arg::base("enemy", p.enemy),
                           " are not engaged: they must touch, one in a front hex of the other.");
        if (fought(s, p))
            return illegal("already-fought", "9.1", arg::base(p.base), " and ", arg::base("enemy", p.enemy),
                           " have already fought this phase.");
        const auto same = std::find_if(plan.begin(), plan.end(), [&p](const CombatPair &q) { return q.base == p.base; });
        const BaseId before = same != plan.end() ? same->enemy : foughtEnemyOf(s, p.base);
        if (before >= 0)
            return illegal("one-enemy-per-base", "9.2", arg::base(p.base), " is already paired with ",
                           arg::base("enemy", before), ": each engaged Base fights one enemy in the phase.");
        plan.push_back(p);
    }
    s.combatPlan = std::move(plan);
    return true;
}

Result<bool> checkMeleesFought(const GameState &s)
{
    const UnfoughtMelees left = unfoughtMelees(s);
    if (!left.unfought.empty()) {
        const CombatPair &p = left.unfought.front();
        return illegal("melee-unfought", "4", arg::base(p.base), " and ", arg::base("enemy", p.enemy),
                       " have not fought (", arg::number("pairs", static_cast<int>(left.unfought.size())),
                       " planned pairs unfought): every melee on the table is resolved in the Combat phase.");
    }
    if (!left.unpaired.empty()) {
        const BaseId id = left.unpaired.front();
        return illegal("base-unpaired", "4", arg::base(id), " is engaged with ", arg::base("enemy", pairableEnemies(s, id).front()),
                       " but paired with no enemy (", arg::number("bases", static_cast<int>(left.unpaired.size())),
                       " engaged Bases unpaired): pair each engaged Base with one enemy (§9.2) before the phase ends.");
    }
    return true;
}

} // namespace ancients::detail

namespace ancients {

using namespace detail;

std::vector<BaseId> pairableEnemies(const GameState &state, BaseId base)
{
    std::vector<BaseId> out;
    if (!validBase(state, base) || baseAt(state, base).lost())
        return out;
    for (const Base &e : state.bases) {
        if (engagedPair(state, base, e.id))
            out.push_back(e.id);
    }
    if (state.positionsTracked) {
        const Base &b = baseAt(state, base);
        std::stable_partition(out.begin(), out.end(), [&](BaseId e) {
            return aspect(*b.hex, b.facing, *baseAt(state, e).hex) == Aspect::Front;
        });
    }
    return out;
}

UnfoughtMelees unfoughtMelees(const GameState &state)
{
    UnfoughtMelees left;
    if (state.combatPlan.empty() || state.phase != Phase::Combat)
        return left;
    for (const CombatPair &p : state.combatPlan) {
        if (!fought(state, p) && engagedPair(state, p.base, p.enemy))
            left.unfought.push_back(p);
    }
    if (state.positionsTracked) {
        for (const Base &b : state.bases) {
            if (b.side == state.active && !b.lost() && !plannedPairOf(state, b.id) && foughtEnemyOf(state, b.id) < 0
                && !pairableEnemies(state, b.id).empty())
                left.unpaired.push_back(b.id);
        }
    }
    return left;
}

std::vector<PlannedFight> planOverlaps(const GameState &state)
{
    std::vector<PlannedFight> out;
    const auto &plan = state.combatPlan;
    for (std::size_t i = 0; i < plan.size(); ++i) {
        PlannedFight f;
        f.pair = plan[i];
        f.fought = fought(state, plan[i]);
        f.engaged = engagedPair(state, plan[i].base, plan[i].enemy);
        if (!f.fought && f.engaged && state.positionsTracked) {
            const bool firstRound = !state.engagements.contains(pairOf(plan[i].base, plan[i].enemy));
            const OverlapFinding ours = computedOverlap(state, plan[i].base, plan[i].enemy, firstRound);
            const OverlapFinding theirs = computedOverlap(state, plan[i].enemy, plan[i].base, firstRound);
            // The fight's own flank or rear (§9.3): the Base struck there counts no
            // overlap from the side struck, which is the side its one lapping friend
            // stands on, beside the attacker; struck in the rear, it counts none.
            const Base &x = baseAt(state, plan[i].base);
            const Base &y = baseAt(state, plan[i].enemy);
            const bool baseStruck = aspect(*x.hex, x.facing, *y.hex) != Aspect::Front;
            const bool enemyStruck = aspect(*y.hex, y.facing, *x.hex) != Aspect::Front;
            f.overlaps = baseStruck ? 0 : ours.counts;
            f.enemyOverlaps = enemyStruck ? 0 : theirs.counts;
            f.lapping = ours.lapping;
            f.enemyLapping = theirs.lapping;
            // An earlier fight's loser gives ground with its whole file (§9.6): a
            // lapping Base in that file goes with it and laps no one (§9.2).
            for (std::size_t j = 0; j < i; ++j) {
                if (fought(state, plan[j]))
                    continue;
                const auto inFile = [&](const std::optional<BaseId> &l) {
                    if (!l)
                        return false;
                    for (const BaseId fighter : {plan[j].base, plan[j].enemy}) {
                        const auto file = fileOf(state, fighter);
                        if (std::find(file.begin(), file.end(), *l) != file.end())
                            return true;
                    }
                    return false;
                };
                if (inFile(f.lapping) || inFile(f.enemyLapping))
                    f.strippableBy.push_back(j);
            }
        }
        out.push_back(std::move(f));
    }
    return out;
}

} // namespace ancients

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

/** How many pairs (or Bases) a refusal at the end of the Combat phase names before it counts the rest (§4). */
constexpr std::size_t NamedInRefusal = 4;

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

namespace {

/**
 * Whether a lapping Base the players named in the plan (untracked positions)
 * would count now (§9.2): standing, not given ground this phase, uncountered,
 * and after the first round a Shock Base's only by a friend of its own kind
 * (§11.1). Flank and rear are the fight's facts, entered when it is fought.
 */
bool declaredOverlapCounts(const GameState &s, const std::optional<BaseId> &lapping, BaseId helped, bool firstRound)
{
    if (!lapping || !validBase(s, *lapping))
        return false;
    const Base &l = baseAt(s, *lapping);
    if (l.lost() || l.gaveGroundThisPhase || countered(s, l.id))
        return false;
    const Block &hb = s.blocks.at(static_cast<std::size_t>(baseAt(s, helped).block));
    return firstRound || !hb.specialRules.contains(SpecialRule::Shock)
        || s.blocks.at(static_cast<std::size_t>(l.block)).type == hb.type;
}

/** Checks a lapping Base named in the plan for @p helped against @p lapped (§9.2, untracked positions). */
Result<bool> checkDeclaredLapping(const GameState &s, const std::optional<BaseId> &lapping, BaseId helped, BaseId lapped)
{
    if (!lapping)
        return true;
    if (s.positionsTracked)
        return illegal("positions-tracked", "2", "Positions are tracked: the engine computes the overlaps from the plan and the hexes.",
                       arg::hidden(arg::key("reason", "plan-lapping", {})));
    const BaseId l = *lapping;
    if (!validBase(s, l))
        return illegal("no-such-base", "2", "There is no Base ", arg::number("base", l), ".");
    const Base &lb = baseAt(s, l);
    if (lb.side != baseAt(s, helped).side || l == helped)
        return illegal("not-lapping", "9.2", arg::base(l), " cannot lap ", arg::base("lapped", lapped), " for ",
                       arg::base("helped", helped), ": an overlap comes from another Base of the same side.");
    if (lb.lost())
        return illegal("base-lost", "12", arg::base(l), " has routed; it fights no more.",
                       arg::hidden(arg::key("action", "fight", {})));
    const Base &target = baseAt(s, lapped);
    if (!facts(s).contact(lb.block, target.block))
        return illegal("not-engaged", "9", arg::hidden(arg::base(l)), arg::hidden(arg::base("enemy", lapped)),
                       blockArg(s.blocks.at(static_cast<std::size_t>(lb.block))), " and ",
                       blockArg(s.blocks.at(static_cast<std::size_t>(target.block)), "other"),
                       " are not in contact; enter the contact first.");
    return true;
}

} // namespace

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
        for (const auto &checked : {checkDeclaredLapping(s, p.lapping, p.base, p.enemy),
                                    checkDeclaredLapping(s, p.enemyLapping, p.enemy, p.base)}) {
            if (!checked)
                return checked.error();
        }
        plan.push_back(p);
    }
    // §9.2: a lapping Base is uncountered, engaged by no enemy: in no pair of the plan, and unfought.
    for (const CombatPair &p : plan) {
        for (const auto &[lapping, lapped] : {std::pair{p.lapping, p.enemy}, std::pair{p.enemyLapping, p.base}}) {
            if (!lapping)
                continue;
            const BaseId l = *lapping;
            const bool paired = std::any_of(plan.begin(), plan.end(), [l](const CombatPair &q) { return q.base == l || q.enemy == l; });
            if (paired || foughtEnemyOf(s, l) >= 0)
                return illegal("not-uncountered", "9.2", arg::base(l), " fights an enemy this phase, so it is not uncountered: it laps ",
                               arg::base("lapped", lapped), " for no one.");
        }
    }
    s.combatPlan = std::move(plan);
    return true;
}

Result<bool> checkMeleesFought(const GameState &s)
{
    const UnfoughtMelees left = unfoughtMelees(s);
    // The refusal names every pair (every Base) still to fight, up to NamedInRefusal.
    if (!left.unfought.empty()) {
        const CombatPair &p = left.unfought.front();
        std::vector<RefusalPart> parts{arg::base(p.base), " and ", arg::base("enemy", p.enemy)};
        for (std::size_t i = 1; i < std::min(left.unfought.size(), NamedInRefusal); ++i) {
            const std::string n = std::to_string(i + 1);
            parts.insert(parts.end(), {", ", arg::base("base" + n, left.unfought[i].base), " and ",
                                       arg::base("enemy" + n, left.unfought[i].enemy)});
        }
        parts.insert(parts.end(), {" have not fought (", arg::number("pairs", static_cast<int>(left.unfought.size())),
                                   " planned pairs unfought): every melee on the table is resolved in the Combat phase."});
        Error refusal = illegal("melee-unfought", "4");
        for (RefusalPart &part : parts)
            addRefusalPart(refusal, std::move(part));
        return refusal;
    }
    if (!left.unpaired.empty()) {
        const BaseId id = left.unpaired.front();
        std::vector<RefusalPart> parts{arg::base(id), " is engaged with ", arg::base("enemy", pairableEnemies(s, id).front())};
        for (std::size_t i = 1; i < std::min(left.unpaired.size(), NamedInRefusal); ++i)
            parts.insert(parts.end(), {", ", arg::base("base" + std::to_string(i + 1), left.unpaired[i])});
        parts.insert(parts.end(), {" but paired with no enemy (", arg::number("bases", static_cast<int>(left.unpaired.size())),
                                   " engaged Bases unpaired): pair each engaged Base with one enemy (§9.2) before the phase ends."});
        Error refusal = illegal("base-unpaired", "4");
        for (RefusalPart &part : parts)
            addRefusalPart(refusal, std::move(part));
        return refusal;
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

std::vector<PlannedFight> planOverlaps(const GameState &state, std::span<const BlockSpec> listed)
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
        } else if (!f.fought && f.engaged) {
            // Untracked: the lapping Bases the players named in the plan (ruling R23).
            const bool firstRound = !state.engagements.contains(pairOf(plan[i].base, plan[i].enemy));
            f.lapping = plan[i].lapping;
            f.enemyLapping = plan[i].enemyLapping;
            f.overlaps = declaredOverlapCounts(state, f.lapping, plan[i].base, firstRound) ? 1 : 0;
            f.enemyOverlaps = declaredOverlapCounts(state, f.enemyLapping, plan[i].enemy, firstRound) ? 1 : 0;
        }
        if (!f.fought && f.engaged) {
            // An earlier fight's loser gives ground with its whole file (§9.6): a
            // lapping Base in that file goes with it and laps no one (§9.2).
            for (std::size_t j = 0; j < i; ++j) {
                if (fought(state, plan[j]))
                    continue;
                const auto inFile = [&](const std::optional<BaseId> &l) {
                    if (!l)
                        return false;
                    for (const BaseId fighter : {plan[j].base, plan[j].enemy}) {
                        const auto file = fileOf(state, fighter, listed);
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

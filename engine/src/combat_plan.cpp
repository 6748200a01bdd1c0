// The Combat phase's pairing plan (§4, §9.2, §9.3): the active player pairs
// each engaged Base with the one enemy it fights, in the order they will be
// fought; every fight's overlaps follow from the plan (with tracked positions,
// and the hexes), and the phase does not end while a melee is unfought.

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

bool validBlock(const GameState &s, BlockId id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.blocks.size();
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

/**
 * Untracked: how @p id is struck by the enemies paired with it other than
 * @p opponent, as the plan's facts say (§9.3, ruling R24).
 */
Struck struckByAsPlanned(const GameState &s, BaseId id, BaseId opponent)
{
    Struck out;
    for (const CombatPair &p : s.combatPlan) {
        const bool isBase = p.base == id && p.enemy != opponent;
        const bool isEnemy = p.enemy == id && p.base != opponent;
        if (!isBase && !isEnemy)
            continue;
        // The Base struck is the other of the striker: A strikes `enemy`, B strikes `base`.
        const Striker against = isBase ? Striker::B : Striker::A;
        if (p.rear == against)
            out.rear = true;
        else if (p.flank == against && p.flankSide)
            (*p.flankSide == Lateral::Left ? out.left : out.right) = true;
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

OverlapFinding declaredOverlap(const GameState &s, BaseId helped, BaseId lapped, const std::optional<BaseId> &lapping,
                               const std::optional<Lateral> &side, bool firstRound)
{
    OverlapFinding found;
    if (!lapping || !validBase(s, *lapping))
        return found;
    const Base &l = baseAt(s, *lapping);
    found.lapping = l.id;
    if (l.lost()) {
        found.dropped = Effect::Cause::RoutedGivesNoOverlap;
        return found;
    }
    if (l.gaveGroundThisPhase) {
        found.dropped = Effect::Cause::GaveGroundNoOverlap;
        return found;
    }
    if (countered(s, l.id))
        return found;
    const Struck struck = struckByAsPlanned(s, helped, lapped);
    if (struck.rear) {
        found.dropped = Effect::Cause::RearNoOverlap;
        return found;
    }
    if (struck.left || struck.right) {
        // §9.3: only the overlap on the flanked side is lost; without its side the engine cannot tell.
        found.sideUnknown = !side;
        if (!side || (struck.left && *side == Lateral::Left) || (struck.right && *side == Lateral::Right)) {
            found.dropped = Effect::Cause::FlankedSideNoOverlap;
            return found;
        }
    }
    const Block &hb = s.blocks.at(static_cast<std::size_t>(baseAt(s, helped).block));
    if (!firstRound && hb.specialRules.contains(SpecialRule::Shock) && s.blocks.at(static_cast<std::size_t>(l.block)).type != hb.type) {
        found.dropped = Effect::Cause::ShockOverlapUnsupported;
        return found;
    }
    found.counts = 1;
    return found;
}

namespace {

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

/**
 * Checks the table's facts a pair names in the plan (§9.3, untracked positions):
 * flank or rear, not both; a flank's side; each side left or right, and named
 * only with what it belongs to.
 */
Result<bool> checkPlannedFacts(const GameState &s, const CombatPair &p)
{
    const bool any = p.flank != Striker::None || p.rear != Striker::None || p.flankSide || p.lappingSide || p.enemyLappingSide;
    if (!any)
        return true;
    if (s.positionsTracked)
        return illegal("positions-tracked", "2", "Positions are tracked: the engine reads flank, rear and the overlaps' sides from the table.",
                       arg::hidden(arg::key("reason", "plan-facts", {})));
    if (p.flank != Striker::None && p.rear != Striker::None)
        return illegal("flank-and-rear", "9.3", "A pair fights in one place: a Base is struck in its flank or its rear, not both.");
    for (const auto &side : {p.flankSide, p.lappingSide, p.enemyLappingSide}) {
        if (side == Lateral::OnTheLine)
            return illegal("plan-side", "9.3", "A side is the left or the right of a Base.",
                           arg::hidden(arg::key("reason", "not-a-side", {})));
    }
    if (p.flank != Striker::None && !p.flankSide)
        return illegal("plan-side", "9.3", "Say on which side ", arg::base(p.flank == Striker::A ? p.enemy : p.base),
                       " is struck in the flank: it loses the overlaps on that side.", arg::hidden(arg::key("reason", "flank", {})));
    if (p.flank == Striker::None && p.flankSide)
        return illegal("plan-side", "9.3", "A side of a flank is named, but no flank.", arg::hidden(arg::key("reason", "no-flank", {})));
    if ((!p.lapping && p.lappingSide) || (!p.enemyLapping && p.enemyLappingSide))
        return illegal("plan-side", "9.3", "A lapping Base's side is named, but no lapping Base.",
                       arg::hidden(arg::key("reason", "no-lapping", {})));
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
                                    checkDeclaredLapping(s, p.enemyLapping, p.enemy, p.base), checkPlannedFacts(s, p)}) {
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
    if (left.empty())
        return true;
    // The refusal names every melee still to fight: planned pairs, engaged Bases in no pair, Blocks in contact.
    const auto nth = [](const char *name, std::size_t i) { return i == 0 ? std::string(name) : name + std::to_string(i + 1); };
    Error refusal = illegal("melee-unfought", "4", "Every melee on the table is resolved in the Combat phase.");
    std::vector<RefusalPart> parts{arg::number("pairs", static_cast<int>(left.unfought.size())),
                                   arg::number("bases", static_cast<int>(left.unpaired.size())),
                                   arg::number("contacts", static_cast<int>(left.contacts.size()))};
    for (RefusalPart &part : parts)
        part = arg::hidden(std::move(part));
    for (std::size_t i = 0; i < left.unfought.size(); ++i) {
        parts.push_back(i == 0 ? " Planned pairs unfought: " : ", ");
        parts.push_back(arg::base(nth("base", i), left.unfought[i].base));
        parts.push_back(" and ");
        parts.push_back(arg::base(nth("enemy", i), left.unfought[i].enemy));
        if (i + 1 == left.unfought.size())
            parts.push_back(".");
    }
    for (std::size_t i = 0; i < left.unpaired.size(); ++i) {
        const BaseId id = left.unpaired[i];
        parts.push_back(i == 0 ? " Engaged Bases in no pair: " : ", ");
        parts.push_back(arg::base(nth("unpaired", i), id));
        parts.push_back(" (engaged with ");
        parts.push_back(arg::base(nth("unpairedEnemy", i), pairableEnemies(s, id).front()));
        parts.push_back(i + 1 == left.unpaired.size() ? ")." : ")");
    }
    for (std::size_t i = 0; i < left.contacts.size(); ++i) {
        const auto &[ours, theirs] = left.contacts[i];
        parts.push_back(i == 0 ? " Blocks in contact that have not fought: " : ", ");
        parts.push_back(blockArg(s.blocks.at(static_cast<std::size_t>(ours)), nth("block", i)));
        parts.push_back(" and ");
        parts.push_back(blockArg(s.blocks.at(static_cast<std::size_t>(theirs)), nth("other", i)));
        if (i + 1 == left.contacts.size())
            parts.push_back(".");
    }
    for (RefusalPart &part : parts)
        addRefusalPart(refusal, std::move(part));
    return refusal;
}

void recordResolvedContacts(Turn &t, BlockId baseBlock, BlockId enemyBlock,
                            const std::optional<BaseId> &lapping, const std::optional<BaseId> &enemyLapping)
{
    GameState &s = t.s;
    if (s.positionsTracked || s.meleeCheck != MeleeCheck::Every)
        return;
    s.resolvedContacts.insert(CrossBlockFacts::ordered(baseBlock, enemyBlock));
    // An overlap is a contact too, resolved by the fight it counts in (§9.2).
    for (const auto &[l, lappedBlock] : {std::pair{lapping, enemyBlock}, std::pair{enemyLapping, baseBlock}}) {
        if (l && validBase(s, *l) && !baseAt(s, *l).lost())
            s.resolvedContacts.insert(CrossBlockFacts::ordered(baseAt(s, *l).block, lappedBlock));
    }
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

namespace {

/** Whether the rules let Base @p base fight @p enemy now, the plan aside (§9.1, §9.3, ruling R25). */
bool couldFight(const GameState &unplanned, BaseId base, BaseId enemy)
{
    Fight f;
    f.base = base;
    f.enemy = enemy;
    const auto inputs = fightInputs(unplanned, f);
    return inputs && assessCombat(inputs->base, inputs->enemy, inputs->facts).ok();
}

/** Whether every Base of Block @p id has given ground this phase: the whole Block recoiled or evaded out of contact. */
bool wholeBlockGaveGround(const GameState &s, const Block &b)
{
    return std::all_of(b.bases.begin(), b.bases.end(), [&s](BaseId id) { return baseAt(s, id).gaveGroundThisPhase; });
}

/** Whether Base @p id is named in the plan as lapping: uncountered, it laps rather than fights (§9.2). */
bool namedLapping(const GameState &s, BaseId id)
{
    return std::any_of(s.combatPlan.begin(), s.combatPlan.end(),
                       [id](const CombatPair &p) { return p.lapping == id || p.enemyLapping == id; });
}

/**
 * Untracked, every melee checked (ruling R43): the contacts between a Block of
 * the side to act and an enemy Block that no fight of the phase has resolved,
 * while both still stand in contact and the active Block has a Base left that
 * could still fight (in no pair, unfought, lapping for no one).
 */
std::vector<std::pair<BlockId, BlockId>> unresolvedContacts(const GameState &s)
{
    std::vector<std::pair<BlockId, BlockId>> out;
    for (const auto &[x, y] : s.enteredFacts.inContact) {
        if (!validBlock(s, x) || !validBlock(s, y))
            continue;
        const Block &bx = s.blocks.at(static_cast<std::size_t>(x));
        const Block &by = s.blocks.at(static_cast<std::size_t>(y));
        if (bx.side == by.side || !bx.active() || !by.active() || s.resolvedContacts.contains({x, y}))
            continue;
        const Block &ours = bx.side == s.active ? bx : by;
        const Block &theirs = bx.side == s.active ? by : bx;
        if (wholeBlockGaveGround(s, ours) || wholeBlockGaveGround(s, theirs))
            continue;
        const bool free = std::any_of(ours.bases.begin(), ours.bases.end(), [&s](BaseId id) {
            return !baseAt(s, id).lost() && !plannedPairOf(s, id) && foughtEnemyOf(s, id) < 0 && !namedLapping(s, id);
        });
        if (free)
            out.emplace_back(ours.id, theirs.id);
    }
    return out;
}

} // namespace

UnfoughtMelees unfoughtMelees(const GameState &state)
{
    UnfoughtMelees left;
    const bool every = state.meleeCheck == MeleeCheck::Every;
    if (state.phase != Phase::Combat || (!every && state.combatPlan.empty()))
        return left;
    for (const CombatPair &p : state.combatPlan) {
        if (!fought(state, p) && engagedPair(state, p.base, p.enemy))
            left.unfought.push_back(p);
    }
    if (state.positionsTracked) {
        GameState unplanned = state;
        unplanned.combatPlan.clear();
        for (const Base &b : state.bases) {
            if (b.side != state.active || b.lost() || plannedPairOf(state, b.id) || foughtEnemyOf(state, b.id) >= 0)
                continue;
            const std::vector<BaseId> enemies = pairableEnemies(state, b.id);
            // A Base that the rules let fight none of its enemies holds nothing open (ruling R43).
            if (every ? std::any_of(enemies.begin(), enemies.end(), [&](BaseId e) { return couldFight(unplanned, b.id, e); })
                      : !enemies.empty())
                left.unpaired.push_back(b.id);
        }
    } else if (every) {
        left.contacts = unresolvedContacts(state);
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
            // Untracked: the lapping Bases the players named in the plan (ruling R23), on
            // the sides they named (ruling R24); the pair's own flank or rear strikes
            // from the side its lapping friend stands on, or counts none at all (§9.3).
            const CombatPair &p = plan[i];
            const bool firstRound = !state.engagements.contains(pairOf(p.base, p.enemy));
            const OverlapFinding ours = declaredOverlap(state, p.base, p.enemy, p.lapping, p.lappingSide, firstRound);
            const OverlapFinding theirs = declaredOverlap(state, p.enemy, p.base, p.enemyLapping, p.enemyLappingSide, firstRound);
            const bool baseStruck = p.flank == Striker::B || p.rear == Striker::B;
            const bool enemyStruck = p.flank == Striker::A || p.rear == Striker::A;
            f.lapping = p.lapping;
            f.enemyLapping = p.enemyLapping;
            f.overlaps = baseStruck ? 0 : ours.counts;
            f.enemyOverlaps = enemyStruck ? 0 : theirs.counts;
            f.lappingSideUnknown = ours.sideUnknown;
            f.enemyLappingSideUnknown = theirs.sideUnknown;
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

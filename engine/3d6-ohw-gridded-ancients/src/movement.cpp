// Step 1, Movement (§5): moves, push moves, charges, cavalry disengaging and
// generals changing units (rulings R3, R4, R5, R6, R7, R8, R10, R12, R25).

#include "internal.h"

#include <algorithm>

namespace ohw {

using namespace detail;

namespace {

int countKind(const std::vector<MoveStep> &steps, MoveStep::Kind kind)
{
    return static_cast<int>(
        std::count_if(steps.begin(), steps.end(), [kind](const MoveStep &m) { return m.kind == kind; }));
}

/** The pivots of a move that are free (ruling R3): its first action and/or its last, if pivots. */
int freePivots(FreePivots rule, const std::vector<MoveStep> &steps, bool charges)
{
    if (rule == FreePivots::None || steps.empty())
        return 0;
    const bool first = steps.front().kind == MoveStep::Kind::Pivot;
    // After a charge there is no "after": contact ends the move.
    const bool last = !charges && steps.back().kind == MoveStep::Kind::Pivot && (steps.size() > 1 || !first);
    if (rule == FreePivots::BeforeOrAfter)
        return first || last ? 1 : 0;
    return (first ? 1 : 0) + (last ? 1 : 0);
}

/** The ground the unit stands on after @p steps: the last space entered, else where it was. */
Terrain groundAfter(Terrain ground, const std::vector<MoveStep> &steps)
{
    for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
        if (it->kind == MoveStep::Kind::Space)
            return it->ground;
    }
    return ground;
}

/** Each space entered: ground the unit may enter (§5.6), friends passed only by Velites (§5.5, ruling R10). */
Check checkSteps(const GameState &s, const Unit &u, const std::vector<MoveStep> &steps)
{
    for (const MoveStep &m : steps) {
        if (static_cast<int>(m.kind) > static_cast<int>(MoveStep::Kind::Pivot)
            || static_cast<int>(m.ground) >= TerrainCount)
            return refuse("bad-step", "5", arg::unit("unit", u.id));
        if (m.kind != MoveStep::Kind::Space)
            continue;
        if (!canEnter(u.type, m.ground))
            return refuse("cannot-enter", "5.6", arg::unit("unit", u.id), arg::key("type", keyOf(u.type)),
                          arg::key("terrain", keyOf(m.ground)));
        if (m.through >= 0) {
            if (auto r = liveUnit(s, m.through))
                return r;
            const Unit &other = unitOf(s, m.through);
            if (other.side != u.side || other.id == u.id || !profile(u.type).interpenetrates
                || !profile(other.type).interpenetrates)
                return refuse("no-interpenetration", "5.5", arg::unit("unit", u.id), arg::unit("other", other.id));
        }
    }
    return std::nullopt;
}

/** A charge (§5.2, ruling R7): an enemy on the table, in ground the charger may enter, on a face no one holds. */
Check checkCharge(const GameState &s, const Unit &u, const Charge &charge, int pivots)
{
    if (auto r = enemyUnit(s, u.id, charge.target, "5.2"))
        return r;
    if (static_cast<int>(charge.face) >= FaceCount)
        return refuse("bad-step", "5.2", arg::unit("unit", u.id));
    const Unit &target = unitOf(s, charge.target);
    if (!canEnter(u.type, target.ground))
        return refuse("cannot-enter", "5.6", arg::unit("unit", u.id), arg::key("type", keyOf(u.type)),
                      arg::key("terrain", keyOf(target.ground)));
    for (const Engagement &e : s.engagements) {
        if (e.target == target.id && e.face == charge.face)
            return refuse("face-taken", "5.2", arg::unit("target", target.id), arg::key("face", keyOf(charge.face)),
                          arg::unit("by", e.charger));
    }
    if (pivots > 1)
        return refuse("charge-pivots", "5.2", arg::unit("unit", u.id), arg::number("pivots", pivots));
    return std::nullopt;
}

void makeCharge(Ctx &c, UnitId unit, const Charge &charge)
{
    c.s.engagements.push_back({unit, charge.target, charge.face, false, false});
    Effect &e = c.emit(Effect::Kind::Charged, "5.2");
    e.unit = unit;
    e.other = charge.target;
    e.face = charge.face;
}

} // namespace

int actionsPaid(const GameState &state, const Move &move)
{
    if (!validUnit(state, move.unit))
        return 0;
    const Unit &u = unitOf(state, move.unit);
    const int spaces = countKind(move.steps, MoveStep::Kind::Space);
    const int pivots = countKind(move.steps, MoveStep::Kind::Pivot);
    const bool charges = move.charge.has_value();
    return spaces + pivots - freePivots(profile(u.type).freePivots, move.steps, charges) + (charges ? 1 : 0);
}

int actionsAllowed(const GameState &state, const Move &move)
{
    if (!validUnit(state, move.unit))
        return 0;
    const Unit &u = unitOf(state, move.unit);
    bool road = false;
    // §5.6, ruling R12: begins on a road, and the last space entered is a road.
    if (u.ground == Terrain::Road && countKind(move.steps, MoveStep::Kind::Space) > 0)
        road = groundAfter(u.ground, move.steps) == Terrain::Road;
    return profile(u.type).moveActions + (road ? 1 : 0);
}

namespace detail {

Check doMove(Ctx &c, const Move &a)
{
    if (auto r = inStep(c.s, Step::Movement))
        return r;
    if (auto r = ownUnit(c.s, a.unit))
        return r;
    const Unit &u = unitOf(c.s, a.unit);
    if (engaged(c.s, a.unit))
        return refuse("unit-engaged", "5", arg::unit("unit", a.unit));
    if (u.moved)
        return refuse("already-moved", "5", arg::unit("unit", a.unit));
    if (a.steps.empty() && !a.charge)
        return refuse("empty-move", "5", arg::unit("unit", a.unit));
    if (auto r = checkSteps(c.s, u, a.steps))
        return r;
    const int pivots = countKind(a.steps, MoveStep::Kind::Pivot);
    if (a.charge) {
        if (auto r = checkCharge(c.s, u, *a.charge, pivots))
            return r;
    }
    const int paid = actionsPaid(c.s, a);
    const int allowed = actionsAllowed(c.s, a);
    if (paid > allowed)
        return refuse("move-too-far", "5", arg::unit("unit", a.unit), arg::number("cost", paid),
                      arg::number("allowance", allowed));

    Unit &moving = c.unit(a.unit);
    moving.ground = groundAfter(moving.ground, a.steps);
    moving.moved = true;
    moving.pivotsThisMove = pivots;
    c.s.lastMover = a.unit;
    Effect &e = c.emit(Effect::Kind::Moved, "5");
    e.unit = a.unit;
    e.amount = paid;
    e.count = countKind(a.steps, MoveStep::Kind::Space);
    if (a.charge)
        makeCharge(c, a.unit, *a.charge);
    return std::nullopt;
}

Check doPushMove(Ctx &c, const PushMove &a)
{
    if (auto r = inStep(c.s, Step::Movement))
        return r;
    if (auto r = ownUnit(c.s, a.unit))
        return r;
    const Unit &u = unitOf(c.s, a.unit);
    if (u.pushed || !u.moved || c.s.lastMover != a.unit)
        return refuse("push-not-now", "5.1", arg::unit("unit", a.unit));
    if (engaged(c.s, a.unit))
        return refuse("unit-engaged", "5", arg::unit("unit", a.unit));
    if (a.step.has_value() == a.charge.has_value())
        return refuse("push-one-action", "5.1", arg::unit("unit", a.unit));
    const std::vector<MoveStep> steps = a.step ? std::vector<MoveStep>{*a.step} : std::vector<MoveStep>{};
    if (auto r = checkSteps(c.s, u, steps))
        return r;
    if (a.charge) {
        if (auto r = checkCharge(c.s, u, *a.charge, u.pivotsThisMove))
            return r;
    }
    const UnitProfile &p = profile(u.type);
    // Ruling R6: a Barbarians charge is free; everything else is rolled (§5.1).
    const bool free = a.charge && u.has(Trait::Barbarians);
    std::vector<int> die;
    if (!free) {
        if (auto r = c.dice(a.die ? std::optional<std::vector<int>>(std::vector<int>{*a.die}) : std::nullopt, 1, 6,
                            die))
            return r;
    }

    // The action happens whatever the roll (§5.1).
    Unit &pushing = c.unit(a.unit);
    pushing.pushed = true;
    pushing.ground = groundAfter(pushing.ground, steps);
    if (a.step && a.step->kind == MoveStep::Kind::Pivot)
        ++pushing.pivotsThisMove;
    Effect &e = c.emit(Effect::Kind::PushMove, free ? "3.2" : "5.1");
    e.unit = a.unit;
    e.needed = free ? 0 : p.pushScore;
    e.dice = die;
    e.passed = free || die.front() >= p.pushScore;
    e.cause = free ? Effect::Cause::Free : Effect::Cause::None;
    const bool failed = !e.passed;
    if (a.charge)
        makeCharge(c, a.unit, *a.charge);
    if (failed) {
        // Ruling R5: the general's re-roll is taken at once, once a turn.
        const auto g = generalOf(c.s, a.unit);
        if (g && !c.general(*g).rerollUsed) {
            c.general(*g).rerollUsed = true;
            c.s.pendingRolls.push_back({PendingRoll::Kind::PushReroll, *g, a.unit, 1});
        } else {
            c.hit(a.unit, 1, Effect::Cause::FailedPush, "5.1", false);
        }
    }
    return std::nullopt;
}

Check doDisengage(Ctx &c, const Disengage &a)
{
    if (auto r = inStep(c.s, Step::Movement))
        return r;
    if (auto r = ownUnit(c.s, a.unit))
        return r;
    const Unit &u = unitOf(c.s, a.unit);
    if (!profile(u.type).mounted)
        return refuse("cannot-disengage", "3.3", arg::unit("unit", a.unit));
    if (!engaged(c.s, a.unit))
        return refuse("not-engaged", "3.3", arg::unit("unit", a.unit));
    if (u.moved)
        return refuse("already-moved", "5", arg::unit("unit", a.unit));
    for (const UnitId enemy : enemiesInContact(c.s, a.unit)) {
        if (profile(unitOf(c.s, enemy).type).moveActions >= profile(u.type).moveActions)
            return refuse("cannot-disengage", "3.3", arg::unit("unit", a.unit), arg::unit("enemy", enemy));
    }
    c.unit(a.unit).disengaged = true;
    Effect &e = c.emit(Effect::Kind::Disengaged, "3.3");
    e.unit = a.unit;
    c.endMelees(a.unit, false);
    return std::nullopt;
}

Check doJoinUnit(Ctx &c, const JoinUnit &a)
{
    if (auto r = inStep(c.s, Step::Movement))
        return r;
    if (a.general < 0 || static_cast<std::size_t>(a.general) >= c.s.generals.size())
        return refuse("no-such-general", "10.1", arg::number("general", a.general));
    const General &g = c.s.generals[static_cast<std::size_t>(a.general)];
    if (g.killed)
        return refuse("general-dead", "10.2", arg::general("general", a.general));
    if (g.side != c.s.active())
        return refuse("not-your-general", "4", arg::general("general", a.general), arg::side("side", c.s.active()));
    if (g.joinedThisHalf)
        return refuse("general-moved", "10.1", arg::general("general", a.general));
    if (auto r = ownUnit(c.s, a.unit))
        return r;
    if (generalOf(c.s, a.unit))
        return refuse("unit-has-general", "10.1", arg::unit("unit", a.unit));
    General &joining = c.general(a.general);
    joining.unit = a.unit;
    joining.joinedThisHalf = true;
    Effect &e = c.emit(Effect::Kind::GeneralJoined, "10.1");
    e.general = a.general;
    e.unit = a.unit;
    return std::nullopt;
}

} // namespace detail

} // namespace ohw

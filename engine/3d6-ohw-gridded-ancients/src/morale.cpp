// Step 4, Unit Morale & Elimination (§8): checks, retreats (§5.4, §5.5) and
// the advance into the space left (rulings R9, R20, R22).

#include "internal.h"

namespace ohw {

using namespace detail;

std::vector<UnitId> moraleChecksDue(const GameState &state)
{
    std::vector<UnitId> due;
    if (state.step != Step::Morale)
        return due;
    for (const Unit &u : state.units) {
        if (!u.removed && u.hitByEnemy)
            due.push_back(u.id);
    }
    return due;
}

namespace detail {

Check doCheckMorale(Ctx &c, const CheckMorale &a)
{
    if (auto r = inStep(c.s, Step::Morale))
        return r;
    if (auto r = liveUnit(c.s, a.unit))
        return r;
    const Unit &u = unitOf(c.s, a.unit);
    if (!u.hitByEnemy)
        return refuse("morale-not-due", "8", arg::unit("unit", a.unit));
    std::vector<int> die;
    if (auto r = c.dice(a.die ? std::optional<std::vector<int>>(std::vector<int>{*a.die}) : std::nullopt, 1, 6, die))
        return r;
    const int needed = moraleScore(u.hits);
    const bool passed = die.front() >= needed;
    c.unit(a.unit).hitByEnemy = false;
    Effect &e = c.emit(Effect::Kind::MoraleCheck, "8");
    e.unit = a.unit;
    e.side = u.side;
    e.dice = die;
    e.needed = needed;
    e.passed = passed;
    if (!passed)
        c.s.pendingRetreat = a.unit;
    return std::nullopt;
}

namespace {

/** The unit moves one space back into @p ground; its melees end, its enemies may advance (§5.4, §8). */
void retreatInto(Ctx &c, UnitId id, Terrain ground)
{
    Unit &u = c.unit(id);
    u.ground = ground;
    c.s.army(u.side).retreated.push_back(id);
    Effect &e = c.emit(Effect::Kind::Retreated, "5.4");
    e.unit = id;
    e.side = u.side;
    c.endMelees(id, true);
}

} // namespace

Check doRetreat(Ctx &c, const Retreat &a)
{
    if (!c.s.pendingRetreat)
        return refuse("no-retreat-due", "5.4");
    const UnitId id = *c.s.pendingRetreat;
    const Unit &u = unitOf(c.s, id);
    switch (a.outcome) {
    case RetreatOutcome::Retreated:
    case RetreatOutcome::PushesFriend: {
        if (!canEnter(u.type, a.ground))
            return refuse("cannot-enter", "5.6", arg::unit("unit", id), arg::key("type", keyOf(u.type)),
                          arg::key("terrain", keyOf(a.ground)));
        if (a.outcome == RetreatOutcome::PushesFriend) {
            if (auto r = liveUnit(c.s, a.friendUnit))
                return r;
            const Unit &f = unitOf(c.s, a.friendUnit);
            if (f.side != u.side || f.id == id)
                return refuse("not-a-friend", "5.5", arg::unit("unit", id), arg::unit("friend", f.id));
            // Ruling R9: an engaged friend cannot give way: the retreat is blocked as by terrain.
            if (engaged(c.s, f.id))
                return refuse("friend-cannot-give-way", "5.5", arg::unit("friend", f.id));
            if (!canEnter(f.type, a.friendGround))
                return refuse("cannot-enter", "5.6", arg::unit("unit", f.id), arg::key("type", keyOf(f.type)),
                              arg::key("terrain", keyOf(a.friendGround)));
            c.unit(f.id).ground = a.friendGround;
            Effect &e = c.emit(Effect::Kind::PushedBack, "5.5");
            e.unit = f.id;
            e.other = id;
            e.side = f.side;
        }
        retreatInto(c, id, a.ground);
        break;
    }
    case RetreatOutcome::BlockedByTerrain:
        // Ruling R23: still forced to retreat (−1), unless the hit routs it.
        c.s.army(u.side).retreated.push_back(id);
        c.hit(id, 1, Effect::Cause::RetreatBlocked, "5.4", false);
        break;
    case RetreatOutcome::BlockedByEnemy:
        c.rout(id, Effect::Cause::RetreatBlockedByEnemy, "5.4");
        break;
    default:
        return refuse("bad-step", "5.4", arg::unit("unit", id));
    }
    c.s.pendingRetreat.reset();
    return std::nullopt;
}

Check doAdvance(Ctx &c, const Advance &a)
{
    if (auto r = inStep(c.s, Step::Morale))
        return r;
    if (auto r = liveUnit(c.s, a.unit))
        return r;
    const Unit &u = unitOf(c.s, a.unit);
    if (!c.s.mayAdvance.contains(a.unit) || engaged(c.s, a.unit))
        return refuse("cannot-advance", "8", arg::unit("unit", a.unit));
    if (!canEnter(u.type, a.ground))
        return refuse("cannot-enter", "5.6", arg::unit("unit", a.unit), arg::key("type", keyOf(u.type)),
                      arg::key("terrain", keyOf(a.ground)));
    c.unit(a.unit).ground = a.ground;
    c.s.mayAdvance.erase(a.unit);
    Effect &e = c.emit(Effect::Kind::Advanced, "8");
    e.unit = a.unit;
    e.side = u.side;
    return std::nullopt;
}

} // namespace detail

} // namespace ohw

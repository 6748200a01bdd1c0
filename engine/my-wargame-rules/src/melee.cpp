// The melee (§6, §7, §10, §10.1): the Attack with its checks and itemized
// Resolve, the roll, the roller's pick, the result's hits, and the push-back
// chain with what it destroys (rulings R4–R10, R17).

#include "internal.h"
#include "mwr/game.h"

#include <algorithm>
#include <array>
#include <set>

namespace mwr {

namespace {

/** @p support for @p supported as the table's facts allow it (§6, ruling R17); else the refusal. */
std::optional<Refusal> checkSupport(const GameState &s, const Attack &a, UnitId supported,
                                    const std::vector<Support> &support)
{
    int side = 0;
    int rear = 0;
    for (std::size_t i = 0; i < support.size(); ++i) {
        const Support &sp = support.at(i);
        if (auto r = checkLiving(s, sp.unit))
            return r;
        if (sp.unit == a.attacker || sp.unit == a.defender)
            return refuse("supporter-in-melee", unitArg("unit", sp.unit));
        if (s.units.at(static_cast<std::size_t>(sp.unit)).side != s.units.at(static_cast<std::size_t>(supported)).side)
            return refuse("supporter-not-friendly", unitArg("unit", sp.unit), unitArg("supported", supported));
        for (std::size_t j = 0; j < i; ++j) {
            if (support.at(j).unit == sp.unit)
                return refuse("supporter-listed-twice", unitArg("unit", sp.unit));
        }
        if (sp.kind == SupportKind::Rear && engaged(s, sp.unit))
            return refuse("rear-supporter-engaged", unitArg("unit", sp.unit));
        ++(sp.kind == SupportKind::Side ? side : rear);
    }
    if (side > MaximumSideSupport)
        return refuse("too-many-supporters", unitArg("supported", supported), key("kind", SupportKind::Side),
                      number("most", MaximumSideSupport));
    if (rear > MaximumRearSupport)
        return refuse("too-many-supporters", unitArg("supported", supported), key("kind", SupportKind::Rear),
                      number("most", MaximumRearSupport));
    return std::nullopt;
}

/** The dice of @p a's melee, by action: a generator of its own under the game's key (game.h, GameState::dice). */
std::vector<int> rollDice(const GameState &s, const Attack &a, int count)
{
    const auto word = [](int n) { return static_cast<std::uint64_t>(static_cast<std::int64_t>(n)); };
    const std::array<std::uint64_t, 4> identity{1U, // the derivation's own version
                                                word(s.turn), word(a.attacker), word(a.defender)};
    Pcg32 dice(ancients::sipHash24(s.dice.state(), s.dice.increment(), identity), 0x2026U);
    std::vector<int> faces;
    for (int i = 0; i < count; ++i)
        faces.push_back(static_cast<int>(dice.bounded(6)) + 1);
    return faces;
}

Side rollerSide(const GameState &s, const Melee &m)
{
    return s.units.at(static_cast<std::size_t>(m.plan.roller == Roller::Attacker ? m.attacker : m.defender)).side;
}

/** The result stands (§10): its hits (ruling R9, R10), then a push-back, or the activation's end. */
void settle(Step &t, Melee m, CombatResult result)
{
    m.result = result;
    Effect &e = t.emit(Effect::Kind::Result, "10");
    e.unit = m.attacker;
    e.other = m.defender;
    e.result = result;
    bool push = false;
    switch (result) {
    case CombatResult::Repulsed:
        t.hit(m.attacker);
        break;
    case CombatResult::BrutalClash:
        t.hit(m.attacker);
        t.hit(m.defender);
        break;
    case CombatResult::ForcedBack:
        push = true;
        break;
    case CombatResult::HitAndHold:
        t.hit(m.defender);
        break;
    case CombatResult::Breakthrough:
        t.hit(m.defender);
        push = !t.unit(m.defender).destroyed(); // ruling R9: the hit first
        break;
    }
    if (t.checkDecided())
        return;
    if (push) {
        m.step = Melee::Step::PushBack;
        t.s.melee = m;
        return;
    }
    t.s.melee.reset();
    t.finishActivation();
}

/** One unit moved by a push-back (ruling R7): who pushed it, the Skirmishers it passed, and whether it was destroyed. */
struct Link
{
    UnitId unit = -1;
    UnitId pushedBy = -1;
    std::vector<UnitId> passed;
    bool destroyed = false;
    Effect::Cause cause = Effect::Cause::None;
    UnitId destroyedBy = -1;
};

} // namespace

Result<std::pair<Resolve, Resolve>> meleeResolves(const GameState &s, const Attack &a)
{
    if (auto r = checkActivation(s, a.attacker))
        return *r;
    if (auto r = checkLiving(s, a.defender))
        return *r;
    // Ruling R4: the attacker fights an enemy it is engaged with.
    if (!s.contacts.contains(contactPair(a.attacker, a.defender)))
        return refuse("not-engaged-with", unitArg("attacker", a.attacker), unitArg("defender", a.defender));
    if (auto r = checkSupport(s, a, a.attacker, a.attackerSupport))
        return *r;
    if (auto r = checkSupport(s, a, a.defender, a.defenderSupport))
        return *r;
    const Unit &attacker = s.units.at(static_cast<std::size_t>(a.attacker));
    const Unit &defender = s.units.at(static_cast<std::size_t>(a.defender));
    return std::pair{resolveOf(attacker.resolve, attacker.cohesion, MeleeRole::Attacker, a.direction, a.attackerSupport),
                     resolveOf(defender.resolve, defender.cohesion, MeleeRole::Defender, a.direction, a.defenderSupport)};
}

Result<bool> doAttack(Step &t, const Attack &a)
{
    const auto resolves = meleeResolves(t.s, a);
    if (!resolves)
        return resolves.refusal();
    Melee m;
    m.attacker = a.attacker;
    m.defender = a.defender;
    m.direction = a.direction;
    m.attackerResolve = resolves->first;
    m.defenderResolve = resolves->second;
    m.plan = rollPlan(m.attackerResolve.total(), m.defenderResolve.total());
    if (a.dice) {
        if (static_cast<int>(a.dice->size()) != m.plan.dice)
            return refuse("dice-count", number("expected", m.plan.dice), number("given", static_cast<int>(a.dice->size())));
        for (const int face : *a.dice) {
            if (!resultOfFace(face))
                return refuse("face-out-of-range", number("face", face));
        }
        m.faces = *a.dice;
    } else {
        m.faces = rollDice(t.s, a, m.plan.dice);
    }
    t.unit(a.attacker).acted = true;

    Effect &melee = t.emit(Effect::Kind::Melee, "10", "R4");
    melee.unit = a.attacker;
    melee.other = a.defender;
    melee.side = t.unit(a.attacker).side;
    melee.melee = m;
    Effect &rolled = t.emit(Effect::Kind::Rolled, "10");
    rolled.cause = a.dice ? Effect::Cause::PlayersDice : Effect::Cause::GeneratorDice;
    rolled.side = rollerSide(t.s, m);
    rolled.unit = m.plan.roller == Roller::Attacker ? m.attacker : m.defender;
    rolled.faces = m.faces;

    const CombatResult first = *resultOfFace(m.faces.front());
    if (m.plan.dice == 1) {
        settle(t, m, first);
        return true;
    }
    const CombatResult second = *resultOfFace(m.faces.back());
    if (first == second) {
        Effect &picked = t.emit(Effect::Kind::Picked, "10", "R5");
        picked.cause = Effect::Cause::NoChoice;
        picked.side = rollerSide(t.s, m);
        picked.faces = {m.faces.front()};
        picked.result = first;
        settle(t, m, first);
        return true;
    }
    m.step = Melee::Step::Pick;
    t.s.melee = m;
    return true;
}

Result<bool> doPick(Step &t, const Pick &a)
{
    const Melee m = *t.s.melee;
    if (std::find(m.faces.begin(), m.faces.end(), a.face) == m.faces.end())
        return refuse("face-not-rolled", number("face", a.face));
    const CombatResult result = *resultOfFace(a.face);
    Effect &picked = t.emit(Effect::Kind::Picked, "10", "R5");
    picked.cause = Effect::Cause::Chosen;
    picked.side = rollerSide(t.s, m);
    picked.faces = {a.face};
    picked.result = result;
    settle(t, m, result);
    return true;
}

Result<bool> doPushBack(Step &t, const PushBack &a)
{
    const Melee m = *t.s.melee;
    // Rulings R7, R8: walk what lies in the way, step by step, until clear ground or what destroys.
    std::vector<Link> chain{{m.defender, m.attacker, {}, false, Effect::Cause::None, -1}};
    std::set<UnitId> seen{m.defender};
    std::size_t next = 0;
    for (bool settled = false; !settled;) {
        Link &mover = chain.back();
        if (next >= a.behind.size())
            return refuse("push-back-incomplete", unitArg("unit", mover.unit));
        const Behind &b = a.behind.at(next++);
        const auto destroyBy = [&mover, &settled](Effect::Cause cause, UnitId by) {
            mover.destroyed = true;
            mover.cause = cause;
            mover.destroyedBy = by;
            settled = true;
        };
        switch (b.kind) {
        case Behind::Kind::Clear:
            settled = true;
            break;
        case Behind::Kind::Rough:
            destroyBy(Effect::Cause::IntoRough, -1);
            break;
        case Behind::Kind::Obstacle:
            destroyBy(Effect::Cause::IntoObstacle, -1);
            break;
        case Behind::Kind::Impassable:
            destroyBy(Effect::Cause::IntoImpassable, -1);
            break;
        case Behind::Kind::TableEdge:
            destroyBy(Effect::Cause::OffTable, -1);
            break;
        case Behind::Kind::Unit: {
            if (auto r = checkLiving(t.s, b.unit))
                return *r;
            if (b.unit == m.attacker)
                return refuse("push-back-into-attacker", unitArg("unit", b.unit));
            if (!seen.insert(b.unit).second)
                return refuse("push-back-repeats-unit", unitArg("unit", b.unit));
            const Unit &other = t.unit(b.unit);
            if (other.side != t.unit(mover.unit).side)
                destroyBy(Effect::Cause::IntoEnemy, b.unit);
            else if (other.skirmisher)
                mover.passed.push_back(b.unit);
            else
                chain.push_back({b.unit, mover.unit, {}, false, Effect::Cause::None, -1});
            break;
        }
        }
    }
    if (next < a.behind.size())
        return refuse("push-back-overlong", number("extra", static_cast<int>(a.behind.size() - next)));

    for (std::size_t i = 0; i < chain.size(); ++i) {
        const Link &link = chain.at(i);
        const bool first = i == 0;
        if (!link.destroyed) {
            Effect &e = t.emit(Effect::Kind::PushedBack, "10", first ? "R6" : "R7");
            e.cause = first ? Effect::Cause::ByAttacker : Effect::Cause::ByChain;
            e.unit = link.unit;
            e.other = link.pushedBy;
            e.side = t.unit(link.unit).side;
        }
        for (const UnitId skirmisher : link.passed) {
            Effect &e = t.emit(Effect::Kind::PassedThrough, "10", "R7");
            e.unit = link.unit;
            e.other = skirmisher;
            e.side = t.unit(link.unit).side;
        }
        if (link.destroyed)
            t.destroy(link.unit, link.cause, link.destroyedBy, "10", "R8");
        else
            t.endContacts(link.unit, "10", "R6");
    }
    t.s.melee.reset();
    if (!t.checkDecided())
        t.finishActivation();
    return true;
}

Result<MeleePreview> preview(const GameState &state, const Attack &attack)
{
    if (auto r = checkGate(state, attack))
        return *r;
    const auto resolves = meleeResolves(state, attack);
    if (!resolves)
        return resolves.refusal();
    MeleePreview p;
    p.attacker = resolves->first;
    p.defender = resolves->second;
    p.plan = rollPlan(p.attacker.total(), p.defender.total());
    p.best = bestDistribution(p.plan);
    p.offered = offered(p.plan);
    return p;
}

} // namespace mwr

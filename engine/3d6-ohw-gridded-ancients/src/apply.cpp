// apply(): one action on a battle, after the rolls and retreats the rules call
// for first; and what every step shares: finding units, the dice, hits, routs,
// melees and the generals' fate.

#include "internal.h"

#include <algorithm>
#include <array>
#include <type_traits>

namespace ohw {

using namespace detail;

namespace detail {

Check liveUnit(const GameState &s, UnitId id)
{
    if (!validUnit(s, id))
        return refuse("no-such-unit", "3", arg::number("unit", id));
    if (unitOf(s, id).removed)
        return refuse("unit-gone", "8", arg::unit("unit", id));
    return std::nullopt;
}

Check ownUnit(const GameState &s, UnitId id)
{
    if (auto r = liveUnit(s, id))
        return r;
    if (unitOf(s, id).side != s.active())
        return refuse("not-your-unit", "4", arg::unit("unit", id), arg::side("side", s.active()));
    return std::nullopt;
}

Check enemyUnit(const GameState &s, UnitId attacker, UnitId id, const std::string &section)
{
    if (auto r = liveUnit(s, id))
        return r;
    if (unitOf(s, id).side == unitOf(s, attacker).side)
        return refuse("not-an-enemy", section, arg::unit("unit", attacker), arg::unit("target", id));
    return std::nullopt;
}

Check inStep(const GameState &s, Step step)
{
    if (s.step != step)
        return refuse("wrong-step", "4", arg::key("step", keyOf(s.step)), arg::key("needed", keyOf(step)));
    return std::nullopt;
}

const Engagement *engagementOf(const GameState &s, UnitId a, UnitId b)
{
    for (const Engagement &e : s.engagements) {
        if ((e.charger == a && e.target == b) || (e.charger == b && e.target == a))
            return &e;
    }
    return nullptr;
}

bool engaged(const GameState &s, UnitId unit)
{
    return std::any_of(s.engagements.begin(), s.engagements.end(),
                       [unit](const Engagement &e) { return e.charger == unit || e.target == unit; });
}

int Ctx::roll(int sides)
{
    if (!generator) {
        const auto drawn = std::find_if(s.diceDrawn.begin(), s.diceDrawn.end(), [&](const DiceDraw &d) {
            return d.kind == roller.kind && d.actor == roller.actor && d.target == roller.target;
        });
        DiceDraw &draw = drawn != s.diceDrawn.end()
            ? *drawn
            : s.diceDrawn.emplace_back(DiceDraw{roller.kind, roller.actor, roller.target, 0});
        const int ordinal = draw.count++;
        const auto word = [](int n) { return static_cast<std::uint64_t>(static_cast<std::int64_t>(n)); };
        // The words, in this order: the derivation's version, turn, half, step, kind, actor, target, ordinal.
        const std::array<std::uint64_t, 8> identity{1U,
                                                    word(s.turn),
                                                    word(s.half),
                                                    static_cast<std::uint64_t>(s.step),
                                                    static_cast<std::uint64_t>(roller.kind),
                                                    word(roller.actor),
                                                    word(roller.target),
                                                    word(ordinal)};
        generator = ancients::Pcg32(ancients::sipHash24(s.rng.state(), s.rng.increment(), identity), 0x3d6U);
    }
    return static_cast<int>(generator->bounded(static_cast<std::uint32_t>(sides))) + 1;
}

Check Ctx::dice(const std::optional<std::vector<int>> &given, int count, int sides, std::vector<int> &out)
{
    out.clear();
    if (given) {
        if (static_cast<int>(given->size()) != count)
            return refuse("dice-count", sides == 3 ? "9" : "4", arg::number("expected", count),
                          arg::number("given", static_cast<int>(given->size())));
        for (const int face : *given) {
            if (face < 1 || face > sides)
                return refuse("die-face", sides == 3 ? "9" : "4", arg::number("value", face),
                              arg::number("sides", sides));
        }
        out = *given;
        return std::nullopt;
    }
    for (int i = 0; i < count; ++i)
        out.push_back(roll(sides));
    return std::nullopt;
}

Effect &Ctx::emit(Effect::Kind kind, std::string section)
{
    Effect e;
    e.kind = kind;
    e.section = std::move(section);
    e.side = s.active();
    e.step = s.step;
    return fx.emplace_back(std::move(e));
}

void Ctx::hit(UnitId id, int hits, Effect::Cause cause, const std::string &section, bool byEnemy)
{
    Unit &u = unit(id);
    if (hits <= 0 || u.removed)
        return;
    const int before = u.hits;
    u.hits = std::min(HitsToEliminate, u.hits + hits);
    if (byEnemy)
        u.hitByEnemy = true;
    Effect &e = emit(Effect::Kind::Hits, section);
    e.cause = cause;
    e.unit = id;
    e.side = u.side;
    e.amount = u.hits - before;
    e.count = u.hits;
    if (u.hits >= HitsToEliminate)
        rout(id, Effect::Cause::NineHits, "8");
}

void Ctx::rout(UnitId id, Effect::Cause cause, const std::string &section)
{
    Unit &u = unit(id);
    if (u.removed)
        return;
    u.removed = true;
    u.hitByEnemy = false;
    Effect &e = emit(Effect::Kind::Routed, section);
    e.cause = cause;
    e.unit = id;
    e.side = u.side;
    endMelees(id, false);
    Army &army = s.army(u.side);
    std::erase(army.retreated, id); // a unit counts once: as routed (ruling R23)
    army.routed.push_back(id);
    s.mayAdvance.erase(id);
    if (const auto g = generalOf(s, id))
        s.pendingRolls.push_back({PendingRoll::Kind::GeneralRout, *g, id, 1});
}

void Ctx::endMelees(UnitId id, bool retreat)
{
    std::vector<Engagement> kept;
    for (const Engagement &en : s.engagements) {
        if (en.charger != id && en.target != id) {
            kept.push_back(en);
            continue;
        }
        const UnitId enemy = en.charger == id ? en.target : en.charger;
        Effect &e = emit(Effect::Kind::MeleeEnded, retreat ? "5.4" : "8");
        e.unit = id;
        e.other = enemy;
        if (retreat)
            s.mayAdvance.insert(enemy);
    }
    s.engagements = std::move(kept);
}

void Ctx::killGeneral(GeneralId id, const std::string &section)
{
    General &g = general(id);
    if (g.killed)
        return;
    g.killed = true;
    g.unit = -1;
    s.army(g.side).generalsKilled.push_back(id);
    Effect &e = emit(Effect::Kind::GeneralKilled, section);
    e.general = id;
    e.side = g.side;
    std::erase_if(s.pendingRolls, [id](const PendingRoll &p) { return p.general == id; });
}

void Ctx::beginStep(Step step)
{
    s.step = step;
    s.diceDrawn.clear();
    Effect &e = emit(Effect::Kind::StepBegan, "4");
    e.amount = s.turn;
}

void Ctx::forgetHalf()
{
    for (Unit &u : s.units) {
        u.moved = false;
        u.pushed = false;
        u.disengaged = false;
        u.pivotsThisMove = 0;
        u.shot = false;
        u.attacked = false;
        u.hitByEnemy = false;
    }
    for (General &g : s.generals)
        g.joinedThisHalf = false;
    s.lastMover.reset();
    s.mayAdvance.clear();
}

void Ctx::beginHalf(int half)
{
    s.half = half;
    forgetHalf();
    beginStep(Step::Movement);
}

} // namespace detail

namespace {

/** Who rolls when @p action does: the identity its dice derive from. */
Roller rollerOf(const GameState &s, const Action &action)
{
    return std::visit(
        [&s](const auto &a) -> Roller {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, PushMove>)
                return {RollKind::Push, a.unit, -1};
            else if constexpr (std::is_same_v<A, Shoot>)
                return {RollKind::Shoot, a.shooter, a.target};
            else if constexpr (std::is_same_v<A, Attack>)
                return {RollKind::Attack, a.attacker, a.target};
            else if constexpr (std::is_same_v<A, CheckMorale>)
                return {RollKind::Morale, a.unit, -1};
            else if constexpr (std::is_same_v<A, TakeBreakpoint>)
                return {RollKind::Breakpoint, -1, -1};
            else if constexpr (std::is_same_v<A, RollPending>) {
                if (s.pendingRolls.empty())
                    return {};
                const PendingRoll &p = s.pendingRolls.front();
                const RollKind kind = p.kind == PendingRoll::Kind::PushReroll ? RollKind::PushReroll
                    : p.kind == PendingRoll::Kind::GeneralRisk                ? RollKind::GeneralRisk
                                                                              : RollKind::GeneralRout;
                return {kind, p.general, p.unit};
            } else
                return {RollKind::Initiative, -1, -1};
        },
        action);
}

} // namespace

Result<Applied> apply(const GameState &state, const Action &action)
{
    if (state.decided)
        return refuse("battle-decided", "9");
    if (state.choosingOrder && !std::holds_alternative<ChooseOrder>(action))
        return refuse("order-choice-due", "10.3", arg::side("side", state.initiative));
    if (!state.pendingRolls.empty() && !std::holds_alternative<RollPending>(action)) {
        const PendingRoll &p = state.pendingRolls.front();
        return refuse("roll-due", p.kind == PendingRoll::Kind::PushReroll ? "10.1" : "10.2",
                      arg::key("roll", keyOf(p.kind)), arg::general("general", p.general));
    }
    if (state.pendingRetreat && !std::holds_alternative<Retreat>(action))
        return refuse("retreat-due", "5.4", arg::unit("unit", *state.pendingRetreat));

    Ctx c{state, {}, rollerOf(state, action), std::nullopt};
    const Check refused = std::visit(
        [&c](const auto &a) -> Check {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, RollInitiative>)
                return doRollInitiative(c, a);
            else if constexpr (std::is_same_v<A, ChooseOrder>)
                return doChooseOrder(c, a);
            else if constexpr (std::is_same_v<A, Move>)
                return doMove(c, a);
            else if constexpr (std::is_same_v<A, PushMove>)
                return doPushMove(c, a);
            else if constexpr (std::is_same_v<A, Disengage>)
                return doDisengage(c, a);
            else if constexpr (std::is_same_v<A, JoinUnit>)
                return doJoinUnit(c, a);
            else if constexpr (std::is_same_v<A, Shoot>)
                return doShoot(c, a);
            else if constexpr (std::is_same_v<A, Attack>)
                return doAttack(c, a);
            else if constexpr (std::is_same_v<A, RollPending>)
                return doRollPending(c, a);
            else if constexpr (std::is_same_v<A, CheckMorale>)
                return doCheckMorale(c, a);
            else if constexpr (std::is_same_v<A, Retreat>)
                return doRetreat(c, a);
            else if constexpr (std::is_same_v<A, Advance>)
                return doAdvance(c, a);
            else if constexpr (std::is_same_v<A, TakeBreakpoint>)
                return doTakeBreakpoint(c, a);
            else
                return doEndStep(c, a);
        },
        action);
    if (refused)
        return *refused;
    return Applied{std::move(c.s), std::move(c.fx)};
}

std::vector<UnitId> enemiesInContact(const GameState &state, UnitId unit)
{
    std::vector<UnitId> result;
    for (const Engagement &e : state.engagements) {
        if (e.charger == unit)
            result.push_back(e.target);
        else if (e.target == unit)
            result.push_back(e.charger);
    }
    return result;
}

std::optional<GeneralId> generalOf(const GameState &state, UnitId unit)
{
    for (const General &g : state.generals) {
        if (!g.killed && g.unit == unit && unit >= 0)
            return g.id;
    }
    return std::nullopt;
}

} // namespace ohw

// The turn (§4): the initiative roll (§10.3), the steps in order, and Step 5,
// the breakpoint (§9), which ends each player's half (rulings R16, R20, R23,
// R24, R27).

#include "internal.h"

#include <algorithm>

namespace ohw {

using namespace detail;

std::vector<UnitId> attacksDue(const GameState &state)
{
    std::vector<UnitId> due;
    if (state.step != Step::Combat)
        return due;
    for (const Unit &u : state.units) {
        if (!u.removed && u.side == state.active() && !u.attacked && engaged(state, u.id))
            due.push_back(u.id);
    }
    return due;
}

std::vector<GeneralId> generalsToCount(const GameState &state)
{
    std::vector<GeneralId> result = state.army(Side::A).generalsKilled;
    const auto &b = state.army(Side::B).generalsKilled;
    result.insert(result.end(), b.begin(), b.end());
    return result;
}

namespace detail {

Check doRollInitiative(Ctx &c, const RollInitiative &a)
{
    if (auto r = inStep(c.s, Step::Initiative))
        return r;
    std::vector<int> dice;
    const auto given = a.dice ? std::optional<std::vector<int>>(std::vector<int>{(*a.dice)[0], (*a.dice)[1]})
                              : std::nullopt;
    if (auto r = c.dice(given, 2, 6, dice))
        return r;
    const Side holder = c.s.initiative;
    const auto dieOf = [&dice](Side side) { return dice[side == Side::A ? 0 : 1]; };
    const bool seized = seizesInitiative(dieOf(opponent(holder)), dieOf(holder));
    // A new turn: each general's push-move re-roll is his again (§10.1).
    for (General &g : c.s.generals)
        g.rerollUsed = false;
    if (seized)
        c.s.initiative = opponent(holder);
    Effect &e = c.emit(Effect::Kind::InitiativeRolled, "10.3");
    e.dice = dice;
    e.passed = seized;
    e.side = c.s.initiative;
    if (seized) {
        c.s.choosingOrder = true; // ruling R27: he chooses to move first or second
        return std::nullopt;
    }
    c.s.first = holder;
    c.beginHalf(0);
    return std::nullopt;
}

Check doChooseOrder(Ctx &c, const ChooseOrder &a)
{
    if (!c.s.choosingOrder)
        return refuse("no-choice-due", "10.3");
    c.s.choosingOrder = false;
    c.s.first = a.moveFirst ? c.s.initiative : opponent(c.s.initiative);
    Effect &e = c.emit(Effect::Kind::OrderChosen, "10.3");
    e.side = c.s.first;
    c.beginHalf(0);
    return std::nullopt;
}

namespace {

/** Entering Step 4: a unit with a general or a Veterans unit need not check (§10.1, §10.4, ruling R20). */
void excuseMoraleChecks(Ctx &c)
{
    for (Unit &u : c.s.units) {
        if (u.removed || !u.hitByEnemy)
            continue;
        const bool general = generalOf(c.s, u.id).has_value();
        if (!general && !u.has(Trait::Veterans))
            continue;
        u.hitByEnemy = false;
        Effect &e = c.emit(Effect::Kind::MoraleIgnored, general ? "10.1" : "10.4");
        e.cause = general ? Effect::Cause::General : Effect::Cause::Veterans;
        e.unit = u.id;
        e.side = u.side;
    }
}

} // namespace

Check doEndStep(Ctx &c, const EndStep &)
{
    switch (c.s.step) {
    case Step::Initiative:
        return refuse("initiative-due", "10.3");
    case Step::Movement:
        c.beginStep(Step::Shooting);
        return std::nullopt;
    case Step::Shooting:
        c.beginStep(Step::Combat);
        return std::nullopt;
    case Step::Combat: {
        const auto due = attacksDue(c.s);
        if (!due.empty())
            return refuse("attacks-due", "7", arg::unit("unit", due.front()));
        c.beginStep(Step::Morale);
        excuseMoraleChecks(c);
        return std::nullopt;
    }
    case Step::Morale: {
        const auto due = moraleChecksDue(c.s);
        if (!due.empty())
            return refuse("morale-checks-due", "8", arg::unit("unit", due.front()));
        c.s.mayAdvance.clear();
        c.beginStep(Step::Breakpoint);
        return std::nullopt;
    }
    case Step::Breakpoint:
        return refuse("breakpoint-due", "9");
    }
    return refuse("wrong-step", "4", arg::key("step", keyOf(c.s.step)), arg::key("needed", keyOf(Step::Movement)));
}

Check doTakeBreakpoint(Ctx &c, const TakeBreakpoint &a)
{
    if (auto r = inStep(c.s, Step::Breakpoint))
        return r;
    const std::vector<GeneralId> killed = generalsToCount(c.s);
    std::vector<int> d3;
    if (auto r = c.dice(a.d3, static_cast<int>(killed.size()), 3, d3))
        return r;
    std::size_t next = 0;
    std::array<bool, 2> quits{};
    for (const Side side : {Side::A, Side::B}) {
        Army &army = c.s.army(side);
        int lost = 0;
        const auto loss = [&](Effect::Cause cause, int amount, UnitId unit, GeneralId general) {
            Effect &e = c.emit(Effect::Kind::BreakpointLoss, "9");
            e.side = side;
            e.cause = cause;
            e.amount = amount;
            e.unit = unit;
            e.general = general;
            lost += amount;
            return &e;
        };
        for (const UnitId id : army.retreated)
            loss(Effect::Cause::Retreat, 1, id, -1);
        for (const UnitId id : army.routed) {
            const bool veteran = unitOf(c.s, id).has(Trait::Veterans);
            loss(veteran ? Effect::Cause::VeteranRout : Effect::Cause::Rout, veteran ? 3 : 2, id, -1);
        }
        for (const GeneralId g : army.generalsKilled) {
            const int roll = d3[next++];
            loss(Effect::Cause::GeneralKilled, roll, -1, g)->dice = {roll};
        }
        army.breakpoint -= lost;
        army.retreated.clear();
        army.routed.clear();
        army.generalsKilled.clear();
        Effect &e = c.emit(Effect::Kind::Breakpoint, "9");
        e.side = side;
        e.amount = army.breakpoint;
        e.count = lost;
        const bool unitsLeft = std::any_of(c.s.units.begin(), c.s.units.end(),
                                           [side](const Unit &u) { return u.side == side && !u.removed; });
        if (army.breakpoint <= 0 || !unitsLeft) {
            quits[side == Side::A ? 0 : 1] = true;
            Effect &q = c.emit(Effect::Kind::ArmyQuits, "9");
            q.side = side;
            q.cause = army.breakpoint <= 0 ? Effect::Cause::BreakpointReached : Effect::Cause::NoUnitsLeft;
        }
    }
    if (quits[0] || quits[1]) {
        Decided d;
        if (quits[0] != quits[1])
            d.winner = quits[0] ? Side::B : Side::A;
        c.s.decided = d;
        Effect &e = c.emit(Effect::Kind::BattleDecided, "9");
        e.passed = d.winner.has_value();
        e.side = d.winner.value_or(Side::A);
        return std::nullopt;
    }
    if (c.s.half == 0) {
        c.beginHalf(1);
    } else {
        ++c.s.turn;
        c.s.half = 0;
        c.forgetHalf();
        c.beginStep(Step::Initiative);
    }
    return std::nullopt;
}

} // namespace detail

} // namespace ohw

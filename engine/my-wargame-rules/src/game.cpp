// The game: a new battle, apply() and its non-melee actions (Move, Fall Back,
// Rally, Hold, the players' contacts), the activation sequence (§3) and the
// state's read-outs. The melee is in melee.cpp.

#include "internal.h"
#include "mwr/game.h"
#include "mwr/cohesion.h"

#include <algorithm>

namespace mwr {

// ---- shared steps ------------------------------------------------------------------------

std::optional<Refusal> checkLiving(const GameState &s, UnitId id)
{
    if (!exists(s, id))
        return refuse("no-such-unit", number("unit", id));
    if (s.units.at(static_cast<std::size_t>(id)).destroyed())
        return refuse("unit-destroyed", unitArg("unit", id));
    return std::nullopt;
}

std::optional<Refusal> checkActivation(const GameState &s, UnitId id)
{
    if (auto r = checkLiving(s, id))
        return r;
    const Unit &u = s.units.at(static_cast<std::size_t>(id));
    if (u.side != s.toAct)
        return refuse("not-your-go", unitArg("unit", id), sideArg("side", s.toAct));
    if (u.acted)
        return refuse("already-acted", unitArg("unit", id));
    return std::nullopt;
}

std::optional<Refusal> checkGate(const GameState &s, const Action &action)
{
    if (s.outcome)
        return refuse("battle-over");
    const bool pick = std::holds_alternative<Pick>(action);
    const bool push = std::holds_alternative<PushBack>(action);
    if (s.melee && !pick && !push && !std::holds_alternative<SetContacts>(action))
        return refuse("melee-pending", key("step", s.melee->step), unitArg("attacker", s.melee->attacker));
    if (pick && (!s.melee || s.melee->step != Melee::Step::Pick))
        return refuse("step-not-awaited", key("step", Melee::Step::Pick));
    if (push && (!s.melee || s.melee->step != Melee::Step::PushBack))
        return refuse("step-not-awaited", key("step", Melee::Step::PushBack));
    return std::nullopt;
}

void Step::endContacts(UnitId id, const std::string &section, const std::string &ruling)
{
    for (auto it = s.contacts.begin(); it != s.contacts.end();) {
        if (it->first == id || it->second == id) {
            Effect &e = emit(Effect::Kind::ContactEnded, section, ruling);
            e.unit = id;
            e.side = unit(id).side;
            e.other = it->first == id ? it->second : it->first;
            it = s.contacts.erase(it);
        } else {
            ++it;
        }
    }
}

void Step::hit(UnitId id)
{
    Unit &u = unit(id);
    u.cohesion = afterHit(u.cohesion);
    Effect &e = emit(Effect::Kind::Hit, "2", "R10");
    e.unit = id;
    e.side = u.side;
    e.cohesion = u.cohesion;
    if (u.destroyed())
        destroy(id, Effect::Cause::Hits, -1, "2", "R10");
}

void Step::destroy(UnitId id, Effect::Cause cause, UnitId by, const std::string &section, const std::string &ruling)
{
    Unit &u = unit(id);
    u.cohesion = Cohesion::Destroyed;
    std::erase_if(s.contacts, [id](const auto &pair) { return pair.first == id || pair.second == id; });
    Effect &e = emit(Effect::Kind::Destroyed, section, ruling);
    e.cause = cause;
    e.unit = id;
    e.other = by;
    e.side = u.side;
    e.cohesion = Cohesion::Destroyed;
}

bool Step::checkDecided()
{
    if (s.outcome)
        return true;
    std::array<bool, 2> defeated{};
    for (const Side side : {Side::A, Side::B}) {
        const auto all = std::count_if(s.units.begin(), s.units.end(), [side](const Unit &u) { return u.side == side; });
        const int lost = unitsDestroyed(s, side);
        defeated.at(static_cast<std::size_t>(sideIndex(side))) = sideDefeated(lost, static_cast<int>(all), s.breakPoint);
    }
    if (!defeated.at(0) && !defeated.at(1))
        return false;
    Outcome outcome;
    if (defeated.at(0) != defeated.at(1))
        outcome.winner = defeated.at(0) ? Side::B : Side::A;
    s.outcome = outcome;
    s.melee.reset();
    Effect &e = emit(Effect::Kind::BattleDecided, "3", "R13");
    e.cause = outcome.winner ? Effect::Cause::Victory : Effect::Cause::Draw;
    e.side = outcome.winner.value_or(Side::A);
    return true;
}

void Step::finishActivation()
{
    if (s.outcome)
        return;
    const Side acting = s.toAct;
    // §3, ruling R11: the other side's go, unless it has no unit left to activate.
    if (unitsLeftToAct(s, opponent(acting)) > 0) {
        s.toAct = opponent(acting);
        return;
    }
    if (unitsLeftToAct(s, acting) > 0)
        return;
    // Ruling R12: every surviving unit has acted; the next turn, the other side first (R11).
    ++s.turn;
    for (Unit &u : s.units)
        u.acted = false;
    s.starter = opponent(s.starter);
    s.toAct = unitsLeftToAct(s, s.starter) > 0 ? s.starter : opponent(s.starter);
    Effect &e = emit(Effect::Kind::TurnBegan, "3", "R12");
    e.amount = s.turn;
    e.side = s.toAct;
}

// ---- setting up ----------------------------------------------------------------------------

Result<GameState> newGame(const Setup &setup)
{
    GameState s;
    std::size_t smallest = setup.armies.at(0).units.size();
    for (const Side side : {Side::A, Side::B}) {
        const ArmySpec &army = setup.armies.at(static_cast<std::size_t>(sideIndex(side)));
        if (army.units.empty())
            return refuse("army-empty", sideArg("side", side));
        smallest = std::min(smallest, army.units.size());
        for (std::size_t i = 0; i < army.units.size(); ++i) {
            const UnitSpec &spec = army.units.at(i);
            if (spec.resolve < MinimumResolve || spec.resolve > MaximumResolve)
                return refuse("resolve-out-of-range", sideArg("side", side), number("index", static_cast<int>(i)),
                              number("resolve", spec.resolve));
            Unit u;
            u.id = static_cast<UnitId>(s.units.size());
            u.side = side;
            u.name = spec.name;
            u.resolve = spec.resolve;
            u.skirmisher = spec.skirmisher;
            s.units.push_back(u);
        }
        s.armyNames.at(static_cast<std::size_t>(sideIndex(side))) = army.name;
    }
    if (setup.breakPoint < 0 || static_cast<std::size_t>(setup.breakPoint) > smallest)
        return refuse("break-point-out-of-range", number("breakPoint", setup.breakPoint),
                      number("most", static_cast<int>(smallest)));
    s.dice = Pcg32(setup.seed, 0x2026U);
    s.turn = 1;
    s.starter = setup.first;
    s.toAct = setup.first;
    s.breakPoint = setup.breakPoint;
    return s;
}

// ---- Move, Fall Back, Rally, Hold, contacts ------------------------------------------------

namespace {

/** The checks a move and a fall back share (§4, §5): the ground, and what it passes through. */
std::optional<Refusal> checkPassage(const Unit &u, Terrain terrain, bool throughFriends, bool throughEnemies)
{
    if (!moveAllowance(terrain))
        return refuse("impassable", unitArg("unit", u.id));
    if (throughEnemies)
        return refuse("through-enemies", unitArg("unit", u.id));
    if (throughFriends && !u.skirmisher)
        return refuse("through-friends", unitArg("unit", u.id));
    return std::nullopt;
}

/** @p enemies as contacts of @p id: living enemy units, each once; else the refusal. */
std::optional<Refusal> checkContacts(const GameState &s, UnitId id, const std::vector<UnitId> &enemies)
{
    for (std::size_t i = 0; i < enemies.size(); ++i) {
        const UnitId other = enemies.at(i);
        if (auto r = checkLiving(s, other))
            return r;
        if (s.units.at(static_cast<std::size_t>(other)).side == s.units.at(static_cast<std::size_t>(id)).side)
            return refuse("contact-not-enemy", unitArg("unit", id), unitArg("other", other));
        if (std::find(enemies.begin(), enemies.begin() + static_cast<std::ptrdiff_t>(i), other) !=
            enemies.begin() + static_cast<std::ptrdiff_t>(i))
            return refuse("contact-listed-twice", unitArg("unit", id), unitArg("other", other));
    }
    return std::nullopt;
}

Result<bool> doMove(Step &t, const Move &a)
{
    if (auto r = checkActivation(t.s, a.unit))
        return *r;
    if (engaged(t.s, a.unit))
        return refuse("engaged-cannot-move", unitArg("unit", a.unit));
    if (auto r = checkPassage(t.unit(a.unit), a.terrain, a.throughFriends, a.throughEnemies))
        return *r;
    if (auto r = checkContacts(t.s, a.unit, a.contacts))
        return *r;
    t.unit(a.unit).acted = true;
    const bool open = a.terrain == Terrain::Open;
    Effect &e = t.emit(Effect::Kind::Moved, open ? "4" : "5", open ? "" : "R15");
    e.unit = a.unit;
    e.side = t.unit(a.unit).side;
    e.terrain = a.terrain;
    e.allowance = *moveAllowance(a.terrain);
    for (const UnitId other : a.contacts) {
        t.s.contacts.insert(contactPair(a.unit, other));
        Effect &c = t.emit(Effect::Kind::Contact, "3", "R14");
        c.unit = a.unit;
        c.side = t.unit(a.unit).side;
        c.other = other;
    }
    t.finishActivation();
    return true;
}

Result<bool> doFallBack(Step &t, const FallBack &a)
{
    if (auto r = checkActivation(t.s, a.unit))
        return *r;
    if (auto r = checkPassage(t.unit(a.unit), a.terrain, a.throughFriends, a.throughEnemies))
        return *r;
    t.unit(a.unit).acted = true;
    Effect &e = t.emit(Effect::Kind::FellBack, "8", "R1");
    e.unit = a.unit;
    e.side = t.unit(a.unit).side;
    e.terrain = a.terrain;
    e.allowance = *moveAllowance(a.terrain);
    t.endContacts(a.unit, "8", "R1");
    t.finishActivation();
    return true;
}

Result<bool> doRally(Step &t, const Rally &a)
{
    if (auto r = checkActivation(t.s, a.unit))
        return *r;
    if (engaged(t.s, a.unit))
        return refuse("engaged-cannot-rally", unitArg("unit", a.unit));
    Unit &u = t.unit(a.unit);
    const std::optional<Cohesion> rallied = afterRally(u.cohesion);
    if (!rallied)
        return refuse("nothing-to-rally", unitArg("unit", a.unit), key("cohesion", u.cohesion));
    u.acted = true;
    u.cohesion = *rallied;
    Effect &e = t.emit(Effect::Kind::Rallied, "9", "R2");
    e.unit = a.unit;
    e.side = u.side;
    e.cohesion = u.cohesion;
    t.finishActivation();
    return true;
}

Result<bool> doHold(Step &t, const Hold &a)
{
    if (auto r = checkActivation(t.s, a.unit))
        return *r;
    t.unit(a.unit).acted = true;
    Effect &e = t.emit(Effect::Kind::Held, "3", "R11");
    e.unit = a.unit;
    e.side = t.unit(a.unit).side;
    t.finishActivation();
    return true;
}

Result<bool> doSetContacts(Step &t, const SetContacts &a)
{
    if (auto r = checkLiving(t.s, a.unit))
        return *r;
    if (auto r = checkContacts(t.s, a.unit, a.enemies))
        return *r;
    std::erase_if(t.s.contacts, [&a](const auto &pair) { return pair.first == a.unit || pair.second == a.unit; });
    for (const UnitId other : a.enemies)
        t.s.contacts.insert(contactPair(a.unit, other));
    Effect &e = t.emit(Effect::Kind::ContactsSet, "3", "R14");
    e.unit = a.unit;
    e.side = t.unit(a.unit).side;
    e.amount = static_cast<int>(a.enemies.size());
    return true;
}

} // namespace

Result<Applied> apply(const GameState &state, const Action &action)
{
    if (auto r = checkGate(state, action))
        return *r;
    Step t{state, {}};
    const Result<bool> done = std::visit(
        [&t](const auto &a) -> Result<bool> {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, Move>)
                return doMove(t, a);
            else if constexpr (std::is_same_v<A, Attack>)
                return doAttack(t, a);
            else if constexpr (std::is_same_v<A, FallBack>)
                return doFallBack(t, a);
            else if constexpr (std::is_same_v<A, Rally>)
                return doRally(t, a);
            else if constexpr (std::is_same_v<A, Hold>)
                return doHold(t, a);
            else if constexpr (std::is_same_v<A, Pick>)
                return doPick(t, a);
            else if constexpr (std::is_same_v<A, PushBack>)
                return doPushBack(t, a);
            else
                return doSetContacts(t, a);
        },
        action);
    if (!done)
        return done.refusal();
    return Applied{std::move(t.s), std::move(t.effects)};
}

// ---- reading the state -------------------------------------------------------------------

bool engaged(const GameState &state, UnitId unit)
{
    return std::any_of(state.contacts.begin(), state.contacts.end(),
                       [unit](const auto &pair) { return pair.first == unit || pair.second == unit; });
}

std::vector<UnitId> contactsOf(const GameState &state, UnitId unit)
{
    std::vector<UnitId> result;
    for (const auto &[a, b] : state.contacts) {
        if (a == unit)
            result.push_back(b);
        else if (b == unit)
            result.push_back(a);
    }
    std::sort(result.begin(), result.end());
    return result;
}

int unitsDestroyed(const GameState &state, Side side)
{
    return static_cast<int>(std::count_if(state.units.begin(), state.units.end(),
                                          [side](const Unit &u) { return u.side == side && u.destroyed(); }));
}

int unitsLeftToAct(const GameState &state, Side side)
{
    return static_cast<int>(std::count_if(state.units.begin(), state.units.end(), [side](const Unit &u) {
        return u.side == side && !u.destroyed() && !u.acted;
    }));
}

std::vector<ActionKind> allowedActions(const GameState &state, UnitId unit)
{
    if (state.outcome || state.melee || checkActivation(state, unit))
        return {};
    const bool inContact = engaged(state, unit);
    const Cohesion c = state.units.at(static_cast<std::size_t>(unit)).cohesion;
    std::vector<ActionKind> result;
    if (!inContact)
        result.push_back(ActionKind::Move);
    if (inContact)
        result.push_back(ActionKind::Attack);
    result.push_back(ActionKind::FallBack);
    if (!inContact && afterRally(c))
        result.push_back(ActionKind::Rally);
    result.push_back(ActionKind::Hold);
    return result;
}

} // namespace mwr

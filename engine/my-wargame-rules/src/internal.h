#pragma once

// What the engine's sources share and nothing outside them needs: building a
// refusal from its code and specifics, and the steps of apply().

#include "mwr/game.h"
#include "mwr/keys.h"
#include "mwr/refusal.h"

#include <string>
#include <utility>
#include <vector>

namespace mwr {

/** A unit specific: its id. */
[[nodiscard]] inline RefusalArg unitArg(std::string name, UnitId id)
{
    return {std::move(name), RefusalArg::Type::Unit, id, {}};
}

[[nodiscard]] inline RefusalArg number(std::string name, int n)
{
    return {std::move(name), RefusalArg::Type::Number, n, {}};
}

[[nodiscard]] inline RefusalArg sideArg(std::string name, Side side)
{
    return {std::move(name), RefusalArg::Type::Side, sideIndex(side), {}};
}

/** A key of keys.h, e.g. key("cohesion", Cohesion::Fresh) carries "fresh". */
template<typename Enum>
[[nodiscard]] RefusalArg key(std::string name, Enum value)
{
    return {std::move(name), RefusalArg::Type::Key, 0, std::string(keyOf(value))};
}

/**
 * The refusal @p code with @p args. Its section and ruling are its form's
 * (refusal.cpp), so that every refusal of a code cites the same rule.
 */
template<typename... Args>
[[nodiscard]] Refusal refuse(const char *code, Args &&...args)
{
    Refusal r;
    r.code = code;
    if (const RefusalForm *form = refusalForm(code)) {
        r.section = std::string(form->section);
        r.ruling = std::string(form->ruling);
    }
    (r.args.push_back(std::forward<Args>(args)), ...);
    return r;
}

/** The ordered pair a contact is kept as: smaller id first. */
[[nodiscard]] inline std::pair<UnitId, UnitId> contactPair(UnitId a, UnitId b)
{
    return a < b ? std::pair{a, b} : std::pair{b, a};
}

/** One apply() under way: the state it changes (a copy) and the effects so far. */
struct Step
{
    GameState s;
    std::vector<Effect> effects;

    [[nodiscard]] Unit &unit(UnitId id) { return s.units.at(static_cast<std::size_t>(id)); }
    [[nodiscard]] const Unit &unit(UnitId id) const { return s.units.at(static_cast<std::size_t>(id)); }

    Effect &emit(Effect::Kind kind, std::string section, std::string ruling = {})
    {
        Effect e;
        e.kind = kind;
        e.section = std::move(section);
        e.ruling = std::move(ruling);
        effects.push_back(std::move(e));
        return effects.back();
    }

    /** Ends every contact of @p id, with an effect for each, citing @p section and @p ruling. */
    void endContacts(UnitId id, const std::string &section, const std::string &ruling);
    /** One hit on @p id (§2): a state lower, and removed at Destroyed. */
    void hit(UnitId id);
    /** Removes @p id (§2): Destroyed, out of every contact. */
    void destroy(UnitId id, Effect::Cause cause, UnitId by, const std::string &section, const std::string &ruling);
    /** Settles the battle if a side is defeated (ruling R13); true when it is over. */
    bool checkDecided();
    /** The acting side's activation is over: the next go, or the next turn (§3, R11, R12). */
    void finishActivation();
};

/** Whether @p id names a unit of @p s. */
[[nodiscard]] inline bool exists(const GameState &s, UnitId id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.units.size();
}

/** No such unit, or a destroyed one: the refusal; else nothing. */
[[nodiscard]] std::optional<Refusal> checkLiving(const GameState &s, UnitId id);
/** Whether @p id may be activated now (§3): living, its side's go, not acted yet; else the refusal. */
[[nodiscard]] std::optional<Refusal> checkActivation(const GameState &s, UnitId id);
/** What every action meets first: a decided battle, or a melee waiting on its pick or push-back. */
[[nodiscard]] std::optional<Refusal> checkGate(const GameState &s, const Action &action);

// The actions (melee.cpp): the Attack, the Pick and the PushBack, and the preview's checks.
[[nodiscard]] Result<bool> doAttack(Step &t, const Attack &a);
[[nodiscard]] Result<bool> doPick(Step &t, const Pick &a);
[[nodiscard]] Result<bool> doPushBack(Step &t, const PushBack &a);
/** Attack's checks and the two Resolves, before any dice. */
[[nodiscard]] Result<std::pair<Resolve, Resolve>> meleeResolves(const GameState &s, const Attack &a);

} // namespace mwr

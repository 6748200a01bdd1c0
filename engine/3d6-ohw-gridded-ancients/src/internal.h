#pragma once

// What the engine's sources share: the refusal helpers, the working copy an
// action changes (Ctx) and the rules every step uses (hits, routs, melees).

#include "ohw/game.h"
#include "ohw/keys.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ohw::detail {

// ---- refusals ----------------------------------------------------------------------------

namespace arg {
inline Arg unit(std::string name, int id)
{
    return {std::move(name), Arg::Type::Unit, id, {}};
}
inline Arg general(std::string name, int id)
{
    return {std::move(name), Arg::Type::General, id, {}};
}
inline Arg number(std::string name, int n)
{
    return {std::move(name), Arg::Type::Number, n, {}};
}
inline Arg side(std::string name, Side side)
{
    return {std::move(name), Arg::Type::Side, side == Side::A ? 0 : 1, {}};
}
inline Arg key(std::string name, std::string_view key)
{
    return {std::move(name), Arg::Type::Key, 0, std::string(key)};
}
} // namespace arg

/** The refusal @p code under @p section with its specifics. */
template<typename... Args>
[[nodiscard]] Refusal refuse(std::string code, std::string section, Args &&...args)
{
    return Refusal{std::move(code), std::move(section), {Arg(std::forward<Args>(args))...}};
}

/** An action's outcome inside the engine: nothing, or why it is refused. */
using Check = std::optional<Refusal>;

// ---- looking things up ---------------------------------------------------------------------

[[nodiscard]] inline bool validUnit(const GameState &s, UnitId id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.units.size();
}
[[nodiscard]] inline const Unit &unitOf(const GameState &s, UnitId id)
{
    return s.units[static_cast<std::size_t>(id)];
}

/** @p id names a unit still on the table. */
[[nodiscard]] Check liveUnit(const GameState &s, UnitId id);
/** @p id names a unit of the phasing player still on the table. */
[[nodiscard]] Check ownUnit(const GameState &s, UnitId id);
/** @p id names a unit of the phasing player's enemy still on the table. */
[[nodiscard]] Check enemyUnit(const GameState &s, UnitId attacker, UnitId id, const std::string &section);
/** The game is in @p step. */
[[nodiscard]] Check inStep(const GameState &s, Step step);

/** The engagement of @p a and @p b, whichever charged, or nullptr. */
[[nodiscard]] const Engagement *engagementOf(const GameState &s, UnitId a, UnitId b);
[[nodiscard]] bool engaged(const GameState &s, UnitId unit);

/** The pool of an attack (§7) or a shot (§6) by @p attacker on @p target, itemized (rulings R14, R15). */
[[nodiscard]] Pool makePool(const GameState &s, const Unit &attacker, const Unit &target, bool melee);

/** The checks of Attack and Shoot, shared with the previews. */
[[nodiscard]] Check checkAttack(const GameState &s, const Attack &a);
[[nodiscard]] Check checkShoot(const GameState &s, const Shoot &a);

// ---- the working copy ------------------------------------------------------------------------

/** Who rolls in an action: the identity its dice derive from. */
struct Roller
{
    RollKind kind = RollKind::Initiative;
    int actor = -1;
    int target = -1;
};

/** An action at work: a copy of the state it changes, the effects so far, and its dice. */
struct Ctx
{
    GameState s;
    std::vector<Effect> fx{};
    Roller roller{};
    std::optional<ancients::Pcg32> generator{};

    [[nodiscard]] Unit &unit(UnitId id) { return s.units[static_cast<std::size_t>(id)]; }
    [[nodiscard]] General &general(GeneralId id) { return s.generals[static_cast<std::size_t>(id)]; }

    /** One die of @p sides faces from this action's own generator. */
    [[nodiscard]] int roll(int sides);

    /**
     * @p count dice of @p sides faces: the players' @p given, checked, or rolled.
     * Refuses a wrong count or a face the die does not have.
     */
    [[nodiscard]] Check dice(const std::optional<std::vector<int>> &given, int count, int sides,
                             std::vector<int> &out);

    Effect &emit(Effect::Kind kind, std::string section);

    /** @p unit takes @p hits (capped at 9, §3) for @p cause; at 9 it routs (§8, ruling R21). */
    void hit(UnitId unit, int hits, Effect::Cause cause, const std::string &section, bool byEnemy);
    /** @p unit routs or is destroyed: removed, its melees end, its general tests (§8, §9, §10.2). */
    void rout(UnitId unit, Effect::Cause cause, const std::string &section);
    /** Every melee of @p unit ends; the enemies may advance when @p retreat (§8, ruling R22). */
    void endMelees(UnitId unit, bool retreat);
    /** @p general dies (§10.2): his benefits end at once, his army counts him in Step 5. */
    void killGeneral(GeneralId general, const std::string &section);
    /** Step @p step begins (§4). */
    void beginStep(Step step);
    /** What units and generals did in the half that ends is forgotten (§4). */
    void forgetHalf();
    /** A player's half begins (§4). */
    void beginHalf(int half);
};

// The steps' actions, by the file that holds them.
[[nodiscard]] Check doRollInitiative(Ctx &c, const RollInitiative &a); // turn.cpp
[[nodiscard]] Check doChooseOrder(Ctx &c, const ChooseOrder &a);
[[nodiscard]] Check doEndStep(Ctx &c, const EndStep &a);
[[nodiscard]] Check doTakeBreakpoint(Ctx &c, const TakeBreakpoint &a);
[[nodiscard]] Check doMove(Ctx &c, const Move &a); // movement.cpp
[[nodiscard]] Check doPushMove(Ctx &c, const PushMove &a);
[[nodiscard]] Check doDisengage(Ctx &c, const Disengage &a);
[[nodiscard]] Check doJoinUnit(Ctx &c, const JoinUnit &a);
[[nodiscard]] Check doShoot(Ctx &c, const Shoot &a); // fighting.cpp
[[nodiscard]] Check doAttack(Ctx &c, const Attack &a);
[[nodiscard]] Check doRollPending(Ctx &c, const RollPending &a);
[[nodiscard]] Check doCheckMorale(Ctx &c, const CheckMorale &a); // morale.cpp
[[nodiscard]] Check doRetreat(Ctx &c, const Retreat &a);
[[nodiscard]] Check doAdvance(Ctx &c, const Advance &a);

} // namespace ohw::detail

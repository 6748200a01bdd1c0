// The Shoot phase as a game action (§4, §10): one volley from a missile Base at
// one enemy Base, rolled on the game's combat die (or the players' own dice),
// its margin as Fatigue on the target, then the break checks (§12).

#include "game_internal.h"

#include "ancients/combat.h"

#include <tuple>

namespace ancients::detail {

namespace {

bool validBase(const GameState &s, BaseId id)
{
    return id >= 0 && static_cast<std::size_t>(id) < s.bases.size();
}

std::string baseLabel(BaseId id)
{
    return "Base " + str(id);
}

std::string signedNumber(int n)
{
    return (n > 0 ? "+" : "") + str(n);
}

/** What a volley did, in one sentence: both rolls, the weight shift, the margin and the result. */
std::string volleyText(BaseId firer, BaseId target, const MissileResult &r)
{
    std::string text = baseLabel(firer) + " shoots at " + baseLabel(target) + ": rolls " + str(r.firerTotal) + " and "
        + str(r.targetTotal) + ", weight shift " + signedNumber(r.weightShift) + ", margin " + str(r.margin) + ": ";
    if (r.fatigue > 0)
        text += baseLabel(target) + " takes " + str(r.fatigue) + " Fatigue";
    else
        text += "the shots have no effect";
    return text;
}

/**
 * Checks a volley and reads what it is resolved with (§10, ruling R38): every
 * refusal the Shoot action makes, before anything is rolled.
 */
Result<VolleyInputs> prepareVolley(const GameState &s, const Shoot &a)
{
    if (s.phase != Phase::Shoot)
        return illegal("not-shoot-phase", "4", "Missile troops fire in the Shoot phase.");
    for (const BaseId id : {a.firer, a.target}) {
        if (!validBase(s, id))
            return illegal("no-such-base", "2", "There is no Base ", arg::number("base", id), ".");
        if (s.bases.at(static_cast<std::size_t>(id)).lost())
            return illegal("base-lost", "12", arg::base(id), " has routed; it shoots and is shot at no more.",
                           arg::hidden(arg::key("action", "shoot", {})));
    }
    const Base &firer = s.bases.at(static_cast<std::size_t>(a.firer));
    const Base &target = s.bases.at(static_cast<std::size_t>(a.target));
    if (firer.side == target.side)
        return illegal("same-side", "10", arg::base("enemy", a.target), " is a friend of ", arg::base(a.firer),
                       ": missile troops shoot at the enemy.", arg::hidden(arg::key("action", "shoot", {})));
    const Block &fb = s.blocks.at(static_cast<std::size_t>(firer.block));
    const Block &tb = s.blocks.at(static_cast<std::size_t>(target.block));
    if (!shoots(fb.type))
        return illegal("not-missile-troops", "10", blockArg(fb), " is ",
                       arg::key("type", TroopTypeKeys.at(static_cast<std::size_t>(fb.type)),
                                std::string(troopTypeDefaults(fb.type).name)),
                       ": only Light Infantry, Skirmishers and Light Cavalry shoot (ruling R38).");
    if (s.firedThisPhase.contains(a.firer))
        return illegal("already-fired", "4", arg::base(a.firer), " has already shot in this Shoot phase (ruling R38).");
    if (s.positionsTracked) {
        if (a.firerGoing != 5 || a.targetGoing != 5)
            return illegal("positions-tracked", "2", "Positions are tracked: the engine reads the Going from the table.",
                           arg::hidden(arg::key("reason", "going", {})));
        // Range 2 BW (§2, §10, a rules option): distance measured in hexes, hex to hex as moves are (ruling R38).
        const int between = distance(*firer.hex, *target.hex);
        const int range = s.options.distances.missileRange;
        if (between > range)
            return illegal("out-of-range", "10", arg::base("enemy", a.target), " is ", arg::number("distance", between),
                           " base-widths from ", arg::base(a.firer), ": missile range is ", arg::number("range", range),
                           " (ruling R38).");
    } else {
        for (const auto &[going, id] : {std::pair{a.firerGoing, a.firer}, std::pair{a.targetGoing, a.target}}) {
            if (going < goingValue(Going::Swamp) || going > goingValue(Going::Open))
                return illegal("going-out-of-range", "8.1", arg::base(id), "'s Going ", arg::number("value", going),
                               " is not on the 1–5 scale (§8.1).");
        }
    }
    // The players' dice are checked before the generator rolls anything.
    for (const auto &[dice, blk, id] :
         {std::tuple{&a.firerDice, &fb, a.firer}, std::tuple{&a.targetDice, &tb, a.target}}) {
        if (*dice) {
            const auto check = readQuality(blk->quality, s.options.combatDie, s.options.eliteMechanic, (*dice)->first,
                                           (*dice)->second, (*dice)->third);
            if (!check) {
                Error e = check.error();
                e.message = baseLabel(id) + "'s dice: " + e.message;
                return e;
            }
        }
    }
    // Each side's weight is capped by the Going it stands in (§8.2, via §9.4): the hex's when tracked.
    return VolleyInputs{sideOf(s, a.firer, a.firerGoing), sideOf(s, a.target, a.targetGoing)};
}

} // namespace

Result<bool> doShoot(Turn &t, const Shoot &a)
{
    const auto inputs = prepareVolley(t.s, a);
    if (!inputs)
        return inputs.error();
    GameState &s = t.s;
    const Base &firer = t.base(a.firer);
    const Block &fb = t.block(firer.block);
    const Base &target = t.base(a.target);
    const Block &tb = t.block(target.block);
    const auto firerRoll = fightRoll(t, fb, a.firerDice);
    if (!firerRoll)
        return firerRoll.error();
    const auto targetRoll = fightRoll(t, tb, a.targetDice);
    if (!targetRoll)
        return targetRoll.error();
    const auto result = resolveMissile(inputs->firer, inputs->target, *firerRoll, *targetRoll);
    if (!result)
        return result.error();

    Effect e;
    e.kind = Effect::Kind::Volley;
    e.section = "10";
    e.block = firer.block;
    e.other = target.block;
    e.base = a.target;
    e.side = firer.side;
    e.amount = result->fatigue;
    e.missile = *result;
    e.otherBase = a.firer;
    e.text = volleyText(a.firer, a.target, *result);
    t.fx.push_back(std::move(e));

    s.firedThisPhase.insert(a.firer);
    // Shot at, whether or not the volley had effect (§6.1, ruling R22).
    t.base(a.target).shotAtThisTurn = true;
    if (result->fatigue > 0) {
        t.fatigue(a.target, result->fatigue, "10", "missile fire from " + baseLabel(a.firer), Effect::Cause::MissileFire, a.firer);
        t.breakChecks(); // §12, §12.1: a Block can break from missile Fatigue
    }
    return true;
}

} // namespace ancients::detail

namespace ancients {

Result<VolleyInputs> volleyInputs(const GameState &state, const Shoot &shoot)
{
    return detail::prepareVolley(state, shoot);
}

} // namespace ancients

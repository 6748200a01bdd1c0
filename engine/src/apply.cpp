// apply(): one action on a game state, dispatched to the phase that handles it,
// and the facts the players enter from the table (contacts, combat and shooting
// marks, Fatigue, routed Bases that cannot retreat).

#include "ancients/game.h"

#include "game_internal.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace ancients {

using namespace detail;

namespace {

Result<bool> doEnterFacts(Turn &t, const EnterFacts &a)
{
    if (t.s.positionsTracked)
        return illegal("facts-derived", "2", "Positions are tracked: the facts come from them and cannot be entered.");
    const auto valid = [&](BlockId id) { return id >= 0 && static_cast<std::size_t>(id) < t.s.blocks.size(); };
    for (const auto &pairs : {a.facts.inContact, a.facts.withinOneBaseWidth}) {
        for (const auto &[x, y] : pairs) {
            if (!valid(x) || !valid(y) || x == y)
                return illegal("no-such-block", "2", "The facts name Blocks ", arg::number("block", x), " and ",
                              arg::number("other", y), "; there is no such pair.");
        }
    }
    for (const BaseId id : a.facts.retreatBlocked) {
        if (id < 0 || static_cast<std::size_t>(id) >= t.s.bases.size())
            return illegal("no-such-base", "2", "There is no Base ", arg::number("base", id), ".");
    }
    CrossBlockFacts normalised;
    for (const auto &[x, y] : a.facts.inContact)
        normalised.inContact.insert(CrossBlockFacts::ordered(x, y));
    for (const auto &[x, y] : a.facts.withinOneBaseWidth)
        normalised.withinOneBaseWidth.insert(CrossBlockFacts::ordered(x, y));
    normalised.retreatBlocked = a.facts.retreatBlocked;
    t.s.enteredFacts = normalised;
    return true;
}

Result<bool> checkBases(const GameState &s, const std::vector<BaseId> &ids)
{
    for (const BaseId id : ids) {
        if (id < 0 || static_cast<std::size_t>(id) >= s.bases.size())
            return illegal("no-such-base", "2", "There is no Base ", arg::number("base", id), ".");
        if (s.bases[static_cast<std::size_t>(id)].lost())
            return illegal("base-lost", "12", arg::base(id), " has routed; nothing more happens to it.");
    }
    return true;
}

Result<bool> doMarkInCombat(Turn &t, const MarkInCombat &a)
{
    const auto ok = checkBases(t.s, a.bases);
    if (!ok)
        return ok;
    for (const BaseId id : a.bases)
        t.base(id).inCombatThisTurn = true;
    return true;
}

Result<bool> doMarkShotAt(Turn &t, const MarkShotAt &a)
{
    const auto ok = checkBases(t.s, a.bases);
    if (!ok)
        return ok;
    for (const BaseId id : a.bases)
        t.base(id).shotAtThisTurn = true;
    return true;
}

Result<bool> doAddFatigue(Turn &t, const AddFatigue &a)
{
    std::vector<BaseId> ids;
    for (const auto &[id, amount] : a.fatigue) {
        ids.push_back(id);
        if (amount < 1)
            return illegal("fatigue-amount", "6", "Fatigue rises from what happens to a Base: +1 or more, not ",
                           arg::number("value", amount), ".");
    }
    const auto ok = checkBases(t.s, ids);
    if (!ok)
        return ok;
    if (a.section.empty())
        return illegal("no-section", "6", "Say which rule adds the Fatigue.");
    for (const auto &[id, amount] : a.fatigue) {
        // §6.1, §10: a Base that takes missile Fatigue was shot at this turn, which
        // (by the competition default) denies its recovery.
        if (a.section == "10")
            t.base(id).shotAtThisTurn = true;
        t.fatigue(id, amount, a.section, "as §" + a.section + " says" + (a.note.empty() ? std::string() : ": " + a.note),
                  Effect::Cause::PlayersAdded);
        if (!t.fx.empty() && t.fx.back().kind == Effect::Kind::Fatigue && t.fx.back().base == id)
            t.fx.back().note = a.note;
    }
    t.breakChecks();
    return true;
}

Result<bool> doRemoveRouted(Turn &t, const RemoveRoutedBase &a)
{
    if (a.base < 0 || static_cast<std::size_t>(a.base) >= t.s.bases.size())
        return illegal("no-such-base", "2", "There is no Base ", arg::number("base", a.base), ".");
    Base &b = t.base(a.base);
    if (!b.routed || b.removed)
        return illegal("not-routed", "12", "Only a routed Base still on the table can be removed; ", arg::base(a.base),
                       " is not one.");
    t.removeBase(a.base, "cannot retreat", Effect::Cause::CannotRetreat);
    return true;
}

/** Who rolls when @p action does, if it can roll: the identity its dice derive from (DiceDerivation::ByAction). */
std::optional<RollIdentity> rollerOf(const Action &action)
{
    return std::visit(
        [](const auto &a) -> std::optional<RollIdentity> {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, MoveBlock>)
                return RollIdentity{RollKind::Move, a.block, -1};
            else if constexpr (std::is_same_v<A, PivotBlock>)
                return RollIdentity{RollKind::Pivot, a.block, -1};
            else if constexpr (std::is_same_v<A, WheelBlock>)
                return RollIdentity{RollKind::Wheel, a.block, a.pivot};
            else if constexpr (std::is_same_v<A, MarchColumn>)
                return RollIdentity{RollKind::March, a.block, -1};
            else if constexpr (std::is_same_v<A, Fight>)
                return RollIdentity{RollKind::Fight, a.base, a.enemy};
            else if constexpr (std::is_same_v<A, Shoot>)
                return RollIdentity{RollKind::Shoot, a.firer, a.target};
            else
                return std::nullopt;
        },
        action);
}

} // namespace

Pcg32 &Turn::dice()
{
    if (s.dice == DiceDerivation::Sequential)
        return s.rng;
    if (actionDice)
        return *actionDice;
    const RollIdentity who = roller.value_or(RollIdentity{});
    auto drawn = std::find_if(s.diceDrawn.begin(), s.diceDrawn.end(), [&](const DiceDraw &d) {
        return d.kind == who.kind && d.actor == who.actor && d.target == who.target;
    });
    if (drawn == s.diceDrawn.end())
        drawn = s.diceDrawn.insert(s.diceDrawn.end(), DiceDraw{who.kind, who.actor, who.target, 0});
    const int ordinal = drawn->count++;
    // rulebook/battle-format.md, The dice: the words, in this order, each as 8 bytes little-endian.
    const auto word = [](int n) { return static_cast<std::uint64_t>(static_cast<std::int64_t>(n)); };
    const std::array<std::uint64_t, 8> identity{1U, // the derivation's own version
                                                word(s.turn),
                                                s.active == Side::A ? 0U : 1U,
                                                static_cast<std::uint64_t>(s.phase),
                                                static_cast<std::uint64_t>(who.kind),
                                                word(who.actor),
                                                word(who.target),
                                                word(ordinal)};
    actionDice = Pcg32(sipHash24(s.rng.state(), s.rng.increment(), identity), 0x2026U);
    return *actionDice;
}

Result<Applied> apply(const GameState &state, const Action &action)
{
    // §9.5, §11.1: a fight's outcome is settled before anything else happens.
    if (state.pendingLoss && !std::holds_alternative<AllocateLoss>(action) && !std::holds_alternative<EnterFacts>(action))
        return illegal("loss-pending", "9.5", arg::base(state.pendingLoss->loser), " lost its fight by ",
                       arg::number("points", state.pendingLoss->points),
                       ": its owner allocates the points before anything else happens.");
    if (state.pendingPursuit && !std::holds_alternative<Pursue>(action) && !std::holds_alternative<EnterFacts>(action))
        return illegal("pursuit-pending", "11.1", arg::base(state.pendingPursuit->pursuer), " won and ",
                       state.pendingPursuit->optional ? arg::key("duty", "may", "may") : arg::key("duty", "must", "must"),
                       " pursue before anything else happens.");
    if (state.pendingFollowUp && !std::holds_alternative<FollowUp>(action) && !std::holds_alternative<EnterFacts>(action))
        return illegal("follow-up-pending", "13", arg::base(state.pendingFollowUp->winner),
                       " won and may follow up: that is settled before anything else happens.");
    Turn t{state, {}, rollerOf(action), std::nullopt};
    const Result<bool> done = std::visit(
        [&t](const auto &a) -> Result<bool> {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, MoveBlock>)
                return doMove(t, a);
            else if constexpr (std::is_same_v<A, PivotBlock>)
                return doPivot(t, a);
            else if constexpr (std::is_same_v<A, WheelBlock>)
                return doWheel(t, a);
            else if constexpr (std::is_same_v<A, MarchColumn>)
                return doMarch(t, a);
            else if constexpr (std::is_same_v<A, SplitBlock>)
                return doSplit(t, a);
            else if constexpr (std::is_same_v<A, MergeBlocks>)
                return doMerge(t, a);
            else if constexpr (std::is_same_v<A, EnterFacts>)
                return doEnterFacts(t, a);
            else if constexpr (std::is_same_v<A, MarkInCombat>)
                return doMarkInCombat(t, a);
            else if constexpr (std::is_same_v<A, MarkShotAt>)
                return doMarkShotAt(t, a);
            else if constexpr (std::is_same_v<A, AddFatigue>)
                return doAddFatigue(t, a);
            else if constexpr (std::is_same_v<A, RemoveRoutedBase>)
                return doRemoveRouted(t, a);
            else if constexpr (std::is_same_v<A, EndPhase>)
                return doEndPhase(t, a);
            else if constexpr (std::is_same_v<A, Fight>)
                return doFight(t, a);
            else if constexpr (std::is_same_v<A, AllocateLoss>)
                return doAllocateLoss(t, a);
            else if constexpr (std::is_same_v<A, Pursue>)
                return doPursue(t, a);
            else if constexpr (std::is_same_v<A, PlanCombat>)
                return doPlanCombat(t, a);
            else if constexpr (std::is_same_v<A, FollowUp>)
                return doFollowUp(t, a);
            else
                return doShoot(t, a);
        },
        action);
    if (!done)
        return done.error();
    return Applied{std::move(t.s), std::move(t.fx)};
}

} // namespace ancients

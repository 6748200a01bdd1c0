// The end of each phase and the turn sequence (§4), with the Recovery phase's
// recovery and smoothing (§6.1).

#include "ancients/game.h"
#include "ancients/preview.h"
#include "ancients/tally.h"

#include "game_internal.h"

#include <algorithm>
#include <set>


namespace ancients {

namespace {

/** Whether Base @p id recovers as the Recovery phase ends (§6.1). */
bool recovers(const GameState &s, const Block &b, const Base &base)
{
    return !b.actedThisTurn && !base.inCombatThisTurn && !(base.shotAtThisTurn && s.options.shotAtDeniesRecovery);
}

/** The Blocks that recover and smooth as the phase ends: the side to act's, standing. */
bool recovering(const GameState &s, const Block &b)
{
    return b.active() && b.side == s.active;
}

/** One Block's Bases in order, their Fatigue after recovery, and which of them decline to pull. */
struct Smoothing
{
    std::vector<BaseId> ids;
    std::vector<int> fatigue;
    std::vector<bool> declines;
};

Smoothing smoothingOf(const GameState &s, const Block &b, std::span<const BaseId> declined)
{
    Smoothing m;
    m.ids = detail::sortedBases(b);
    for (const BaseId id : m.ids) {
        const Base &base = s.bases[static_cast<std::size_t>(id)];
        m.fatigue.push_back(recovers(s, b, base) ? afterRecovery(base.fatigue) : base.fatigue);
        m.declines.push_back(std::find(declined.begin(), declined.end(), id) != declined.end());
    }
    return m;
}

} // namespace

std::vector<SmoothingChoice> smoothingChoices(const GameState &state, std::span<const BaseId> declined)
{
    std::vector<SmoothingChoice> choices;
    if (state.phase != Phase::Recovery)
        return choices;
    for (std::size_t i = 0; i < state.blocks.size(); ++i) {
        const Block &b = state.blocks[i];
        if (!recovering(state, b) || b.bases.size() < 2)
            continue;
        const Smoothing m = smoothingOf(state, b, declined);
        if (std::none_of(m.fatigue.begin(), m.fatigue.end(), [](int f) { return f >= SmoothingDonorMinimum; }))
            continue;
        const auto transfers = smoothingTransfers(m.fatigue, m.declines);
        for (std::size_t k = 0; k < m.ids.size(); ++k) {
            if (m.fatigue[k] != MinimumFatigue)
                continue;
            SmoothingChoice c;
            c.block = static_cast<BlockId>(i);
            c.receiver = m.ids[k];
            c.declined = m.declines[k];
            for (const auto &[giver, taker] : transfers) {
                if (taker == k)
                    c.donor = m.ids[giver];
            }
            choices.push_back(c);
        }
    }
    return choices;
}

namespace detail {

namespace {

void recoverAndSmooth(Turn &t, std::span<const BaseId> declined)
{
    // §6.1 Recovery, per Base.
    for (const Block &b : t.s.blocks) {
        if (!recovering(t.s, b))
            continue;
        for (const BaseId id : b.bases) {
            const Base &base = t.base(id);
            if (!recovers(t.s, b, base))
                continue;
            t.fatigue(id, afterRecovery(base.fatigue) - base.fatigue, "6.1",
                      "recovery: its Block did not move and it was neither in combat nor shot at", Effect::Cause::Recovery);
        }
    }
    // §6.1 Smoothing, per Block, after the break checks: each Base at Fatigue 1
    // may pull 1 from the highest Base at 3 or more; each donor gives at most once.
    // The Bases the owner named decline (ruling R17).
    for (const Block &b : t.s.blocks) {
        if (!recovering(t.s, b) || b.bases.size() < 2)
            continue;
        const std::vector<BaseId> ids = sortedBases(b);
        std::vector<int> fatigue;
        std::vector<bool> declines;
        fatigue.reserve(ids.size());
        for (const BaseId id : ids) {
            fatigue.push_back(t.base(id).fatigue);
            declines.push_back(std::find(declined.begin(), declined.end(), id) != declined.end());
        }
        for (const auto &[giver, taker] : smoothingTransfers(fatigue, declines)) {
            const BaseId donor = ids[giver];
            const BaseId receiver = ids[taker];
            t.fatigue(donor, -1, "6.1", "smoothing: gives 1 to Base " + str(receiver), Effect::Cause::SmoothingGives, receiver);
            t.fatigue(receiver, 1, "6.1", "smoothing: takes 1 from Base " + str(donor), Effect::Cause::SmoothingTakes, donor);
        }
        for (std::size_t k = 0; k < ids.size(); ++k) {
            if (declines[k])
                t.note(Effect::Kind::Note, "6.1", "Base " + str(ids[k]) + " declines to pull in smoothing",
                       Effect::Cause::SmoothingDeclined, b.id, -1, ids[k]);
        }
    }
}

/** The declines an EndPhase names (§6.1, ruling R17): only as Recovery ends, each a Base that may pull. */
Result<bool> checkDeclines(const GameState &s, const EndPhase &a)
{
    if (a.declineSmoothing.empty())
        return true;
    if (s.phase != Phase::Recovery)
        return illegal("smoothing-not-now", "6.1", "Smoothing is chosen only as the Recovery phase ends.");
    const std::vector<SmoothingChoice> choices = smoothingChoices(s);
    std::set<BaseId> seen;
    for (const BaseId id : a.declineSmoothing) {
        if (id < 0 || static_cast<std::size_t>(id) >= s.bases.size())
            return illegal("no-such-base", "2", "There is no Base ", arg::number("base", id), ".");
        if (!seen.insert(id).second)
            return illegal("smoothing-declined-twice", "6.1", arg::base(id), " is named twice among the Bases that decline to pull.");
        if (std::none_of(choices.begin(), choices.end(), [id](const SmoothingChoice &c) { return c.receiver == id; }))
            return illegal("smoothing-cannot-pull", "6.1", arg::base(id),
                           " cannot pull in smoothing (a Base of the side to act at Fatigue 1 after recovery, in a Block with a Base of 3 or more), so it cannot decline.");
    }
    return true;
}

} // namespace

Result<bool> doEndPhase(Turn &t, const EndPhase &a)
{
    if (const auto declines = checkDeclines(t.s, a); !declines)
        return declines;
    static const char *names[] = {"Move", "Shoot", "Combat", "Recovery"};
    switch (t.s.phase) {
    case Phase::Move:
        t.s.phase = Phase::Shoot;
        break;
    case Phase::Shoot:
        t.s.phase = Phase::Combat;
        t.s.firedThisPhase.clear();
        break;
    case Phase::Combat:
        // §4: every melee on the table is resolved before the phase ends (rulings R23, R43).
        if (const auto fought = checkMeleesFought(t.s); !fought)
            return fought;
        t.s.phase = Phase::Recovery;
        t.s.foughtThisPhase.clear();
        t.s.combatPlan.clear();
        t.s.resolvedContacts.clear();
        for (Base &b : t.s.bases)
            b.gaveGroundThisPhase = false;
        break;
    case Phase::Recovery:
        recoverAndSmooth(t, a.declineSmoothing);
        for (Base &b : t.s.bases) {
            b.inCombatThisTurn = false;
            b.shotAtThisTurn = false;
        }
        for (Block &b : t.s.blocks) {
            b.movesThisTurn = 0;
            b.actedThisTurn = false;
            b.movementOver = false;
            b.firstMoveFull = false;
            b.shockCharge = false;
            b.chargedThisTurn = false;
        }
        t.s.active = opponent(t.s.active);
        if (t.s.active == Side::A)
            t.s.turn += 1;
        t.s.phase = Phase::Move;
        break;
    }
    t.s.diceDrawn.clear();
    Effect &changed = t.note(Effect::Kind::PhaseChanged, "4",
                             std::string("Turn ") + str(t.s.turn) + ", " + (t.s.active == Side::A ? "side A" : "side B")
                                 + ": " + names[static_cast<int>(t.s.phase)] + " phase",
                             Effect::Cause::None);
    changed.phase = t.s.phase;
    changed.amount = t.s.turn;
    changed.side = t.s.active;
    return true;
}

} // namespace detail

} // namespace ancients

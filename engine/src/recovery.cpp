// The end of each phase and the turn sequence (§4), with the Recovery phase's
// recovery and smoothing (§6.1).

#include "ancients/game.h"
#include "ancients/tally.h"

#include "game_internal.h"


namespace ancients::detail {

namespace {

void recoverAndSmooth(Turn &t)
{
    const Side side = t.s.active;
    // §6.1 Recovery, per Base.
    for (const Block &b : t.s.blocks) {
        if (!b.active() || b.side != side || b.actedThisTurn)
            continue;
        for (const BaseId id : b.bases) {
            const Base &base = t.base(id);
            if (base.inCombatThisTurn || (base.shotAtThisTurn && t.s.options.shotAtDeniesRecovery))
                continue;
            t.fatigue(id, afterRecovery(base.fatigue) - base.fatigue, "6.1",
                      "recovery: its Block did not move and it was neither in combat nor shot at", Effect::Cause::Recovery);
        }
    }
    // §6.1 Smoothing, per Block, after the break checks: each Base at Fatigue 1
    // pulls 1 from the highest Base at 3 or more; each donor gives at most once.
    for (const Block &b : t.s.blocks) {
        if (!b.active() || b.side != side || b.bases.size() < 2)
            continue;
        const std::vector<BaseId> ids = sortedBases(b);
        std::vector<int> fatigue;
        fatigue.reserve(ids.size());
        for (const BaseId id : ids)
            fatigue.push_back(t.base(id).fatigue);
        for (const auto &[giver, taker] : smoothingTransfers(fatigue)) {
            const BaseId donor = ids[giver];
            const BaseId receiver = ids[taker];
            t.fatigue(donor, -1, "6.1", "smoothing: gives 1 to Base " + str(receiver), Effect::Cause::SmoothingGives, receiver);
            t.fatigue(receiver, 1, "6.1", "smoothing: takes 1 from Base " + str(donor), Effect::Cause::SmoothingTakes, donor);
        }
    }
}

} // namespace

Result<bool> doEndPhase(Turn &t, const EndPhase &)
{
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
        recoverAndSmooth(t);
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

} // namespace ancients::detail

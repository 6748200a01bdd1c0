// A winner's advance after its fight: a winning Shock Base's pursuit (§11.1,
// §11.4, ruling R33) and, when the follow-up knob is on, the one-hex follow-up
// of a winner whose enemy gave ground (§13, ruling R40). Both move the winning
// Base alone; each settles before anything else happens.

#include "game_internal.h"

#include "ancients/formation.h"

namespace ancients::detail {

namespace {

std::string baseLabel(BaseId id)
{
    return "Base " + str(id);
}

/** Whether Base @p id fights any enemy but @p loser (of Block @p loserBlock): then it does not advance (§11.1). */
bool otherwiseEngaged(const GameState &s, BaseId id, BaseId loser, BlockId loserBlock)
{
    const Base &b = s.bases.at(static_cast<std::size_t>(id));
    if (s.positionsTracked) {
        return std::any_of(s.bases.begin(), s.bases.end(), [&](const Base &o) {
            return o.side != b.side && !o.lost() && o.id != loser && o.hex && distance(*o.hex, *b.hex) == 1;
        });
    }
    const CrossBlockFacts known = facts(s);
    return std::any_of(s.blocks.begin(), s.blocks.end(), [&](const Block &o) {
        return o.active() && o.side != b.side && o.id != loserBlock && known.contact(b.block, o.id);
    });
}

/**
 * Of Base @p mover's two front diagonals, the one that closes on Base @p toward;
 * the straighter on a tie (rulings R33, R40). Tracked positions only.
 */
int advanceDirection(const GameState &s, BaseId mover, BaseId toward)
{
    const Base &pb = s.bases.at(static_cast<std::size_t>(mover));
    const Hex target = *s.bases.at(static_cast<std::size_t>(toward)).hex;
    const auto [left, right] = pb.facing.front();
    const auto closeness = [&](int d) {
        const Hex v = target - neighbour(*pb.hex, d);
        return std::pair{distance(neighbour(*pb.hex, d), target), v.q * v.q + v.q * v.r + v.r * v.r};
    };
    return closeness(right) < closeness(left) ? right : left;
}

} // namespace

void pursuitCheck(Turn &t, BaseId winner, BaseId loser, BlockId loserBlock)
{
    const Base &w = t.base(winner);
    if (w.lost())
        return;
    const Block &wb = t.block(w.block);
    const bool shock = wb.specialRules.contains(SpecialRule::Shock);
    const bool lightHorse = wb.specialRules.contains(SpecialRule::LightHorse);
    if (!shock && !lightHorse)
        return;
    if (otherwiseEngaged(t.s, winner, loser, loserBlock)) {
        t.note(Effect::Kind::Note, "11.1", baseLabel(winner) + " won but is otherwise engaged: it does not pursue",
               Effect::Cause::NotPursuingEngaged, w.block, -1, winner);
        return;
    }
    const bool optional = lightHorse || !t.s.options.mandatoryPursuit;
    t.s.pendingPursuit = PendingPursuit{winner, loser, optional};
    Effect e;
    e.kind = Effect::Kind::Pursuit;
    e.section = lightHorse ? "11.4" : "11.1";
    e.base = winner;
    e.block = w.block;
    e.side = w.side;
    e.cause = optional ? Effect::Cause::MayPursue : Effect::Cause::MustPursue;
    e.otherBase = loser;
    e.amount = pursuitDistance(t.s.options, wb.type);
    e.text = baseLabel(winner) + (optional ? " may pursue " : " must pursue ") + baseLabel(loser) + ": "
        + str(e.amount) + " base-width" + (e.amount == 1 ? "" : "s") + " toward it, no test, no Fatigue";
    t.fx.push_back(std::move(e));
}

void followUpCheck(Turn &t, BaseId winner, BaseId loser, BlockId loserBlock)
{
    if (!t.s.options.followUp || t.s.pendingPursuit || t.s.pendingFollowUp)
        return;
    const Base &w = t.base(winner);
    // A Shock Base or Light Cavalry has its advance in the pursuit (§11.1, §11.4); a
    // Base still fighting another enemy stays with it, as a pursuer would (ruling R40).
    if (w.lost() || t.base(loser).lost() || otherwiseEngaged(t.s, winner, loser, loserBlock))
        return;
    const SpecialRules &rules = t.block(w.block).specialRules;
    if (rules.contains(SpecialRule::Shock) || rules.contains(SpecialRule::LightHorse))
        return;
    t.s.pendingFollowUp = PendingFollowUp{winner, loser};
    Effect e;
    e.kind = Effect::Kind::FollowUp;
    e.section = "13";
    e.base = winner;
    e.block = w.block;
    e.side = w.side;
    e.cause = Effect::Cause::MayFollowUp;
    e.otherBase = loser;
    e.text = baseLabel(winner) + " may follow up " + baseLabel(loser) + " one hex";
    t.fx.push_back(std::move(e));
}

Result<bool> doPursue(Turn &t, const Pursue &a)
{
    if (!t.s.pendingPursuit)
        return illegal("no-pursuit", "11.1", "No Base is waiting to pursue.");
    const PendingPursuit p = *t.s.pendingPursuit;
    const BaseId w = p.pursuer;
    const BlockId from = t.base(w).block;
    if (a.decline) {
        if (!p.optional)
            return illegal("pursuit-mandatory", "11.1", "A Shock Base that wins must pursue: one full move toward the enemy (§11.1). "
                           "Only Light Cavalry may decline (§11.4).", arg::hidden(arg::base(w)));
        if (!a.file.empty() || !a.farSide.empty())
            return illegal("pursuit-declined", "11.4", "A declined pursuit moves no file.");
        t.s.pendingPursuit.reset();
        t.note(Effect::Kind::Pursuit, "11.4", baseLabel(w) + " declines to pursue", Effect::Cause::Declines, from, -1, w,
               p.toward);
        return true;
    }
    // "If a Shock Base wins ... it must advance": the Base advances alone (§11.1, ruling R33).
    if (!a.file.empty() && a.file != std::vector<BaseId>{w})
        return illegal("pursuit-alone", "11.1", arg::base(w),
                       " pursues alone: §11.1 advances the Base that won, not its file (ruling R33).");
    const std::vector<BaseId> alone{w};
    const UntrackedSplit named{alone, {}, a.farSide};
    const int reach = pursuitDistance(t.s.options, t.block(from).type);
    int steps = 0;
    Hex at;
    if (t.s.positionsTracked) {
        if (!a.farSide.empty())
            return illegal("positions-tracked", "2", "Positions are tracked: the engine moves the pursuing Base.",
                           arg::hidden(arg::key("reason", "pursuit", {})));
        const int d = advanceDirection(t.s, w, p.toward);
        const std::set<BaseId> moving{w};
        at = *t.base(w).hex;
        for (; steps < reach; ++steps) {
            const auto free = stepped(t.s, moving, {neighbour(at, d)});
            if (!free)
                break;
            at = free->front();
        }
    } else {
        const auto ok = checkUntrackedSplit(t, w, named, true, "11.1");
        if (!ok)
            return ok;
        steps = reach;
    }
    t.s.pendingPursuit.reset();
    if (steps > 0) {
        // It leaves its Block without a seam: the pursuit costs "no Fatigue" (§11.1, ruling R33).
        splitFile(t, w, alone, named, true, "11.1", baseLabel(w) + " pursues", Effect::Cause::FilePursues);
        if (t.s.positionsTracked)
            t.base(w).hex = at;
        forgetEngagements(t, alone);
    }
    Effect e;
    e.kind = Effect::Kind::Pursuit;
    e.section = "11.1";
    e.base = w;
    e.block = t.base(w).block;
    e.side = t.base(w).side;
    e.amount = steps;
    e.cause = steps > 0 ? Effect::Cause::Pursues : Effect::Cause::CannotAdvance;
    e.otherBase = p.toward;
    e.text = steps > 0 ? baseLabel(w) + " pursues " + str(steps) + " base-width" + (steps == 1 ? "" : "s")
                             + " toward " + baseLabel(p.toward) + ", no test, no Fatigue"
                       : baseLabel(w) + " cannot advance: the way ahead is taken";
    t.fx.push_back(std::move(e));
    // A worn Base that pursues alone averages only its own Fatigue (§12, ruling R33).
    t.breakChecks();
    return true;
}

Result<bool> doFollowUp(Turn &t, const FollowUp &a)
{
    if (!t.s.pendingFollowUp)
        return illegal("no-follow-up", "13", "No Base is waiting to follow up.");
    const PendingFollowUp p = *t.s.pendingFollowUp;
    const BaseId w = p.winner;
    const BlockId from = t.base(w).block;
    if (a.decline) {
        if (!a.seamBases.empty() || !a.farSide.empty())
            return illegal("follow-up-declined", "13", "A Base that stays where it is opens no seam.");
        t.s.pendingFollowUp.reset();
        t.note(Effect::Kind::FollowUp, "13", baseLabel(w) + " stays where it is", Effect::Cause::StaysPut, from, -1, w,
               p.toward);
        return true;
    }
    const std::vector<BaseId> alone{w};
    const UntrackedSplit named{alone, a.seamBases, a.farSide};
    // A Base alone in its Block opens no seam (§6.2); any other opens one on each side a part of its Block remains.
    const bool single = t.block(from).bases.size() == 1;
    std::optional<Hex> to;
    if (t.s.positionsTracked) {
        if (!a.seamBases.empty() || !a.farSide.empty())
            return illegal("positions-tracked", "2", "Positions are tracked: the engine moves the Base and finds its seams.",
                           arg::hidden(arg::key("reason", "follow-up", {})));
        const Hex next = neighbour(*t.base(w).hex, advanceDirection(t.s, w, p.toward));
        if (stepped(t.s, std::set<BaseId>{w}, {next}))
            to = next;
    } else {
        const auto ok = checkUntrackedSplit(t, w, named, single, "13");
        if (!ok)
            return ok;
    }
    t.s.pendingFollowUp.reset();
    Effect e;
    e.kind = Effect::Kind::FollowUp;
    e.section = "13";
    e.base = w;
    e.side = t.base(w).side;
    e.otherBase = p.toward;
    if (t.s.positionsTracked && !to) {
        e.block = from;
        e.cause = Effect::Cause::CannotFollowUp;
        e.text = baseLabel(w) + " cannot follow up: the hex ahead is taken, impassable or off the table";
        t.fx.push_back(std::move(e));
        return true;
    }
    if (!single)
        splitFile(t, w, alone, named, false, "13", baseLabel(w) + " follows up", Effect::Cause::FollowsUpOut, true);
    if (to)
        t.base(w).hex = *to;
    forgetEngagements(t, alone);
    e.block = t.base(w).block;
    e.cause = Effect::Cause::FollowsUp;
    e.amount = 1;
    e.text = baseLabel(w) + " follows up one hex toward " + baseLabel(p.toward);
    t.fx.push_back(std::move(e));
    // Alone, it is judged on its own Fatigue; its seams may break what it left (§6, §12).
    t.breakChecks();
    return true;
}

} // namespace ancients::detail

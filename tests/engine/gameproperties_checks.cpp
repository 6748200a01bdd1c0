// The invariants of every game state, and the facts the step checks read
// (gameproperties.h).

#include "gameproperties.h"

namespace gameprops {

// Whether a tracked move of @p b passes through other Bases or changes the Block's shape or facing (§5.1).
bool trackedDifficult(const GameState &s, const Block &b, const MoveBlock &m)
{
    std::set<BaseId> own(b.bases.begin(), b.bases.end());
    const BaseId first = b.bases.front();
    const Hex anchor = *baseOf(s, first).hex;
    const Hex anchorTo = m.destination.at(first).first;
    const Facing facing = baseOf(s, first).facing;
    const Facing facingTo = m.destination.at(first).second;
    if (facing != facingTo)
        return true;
    for (const BaseId id : b.bases) {
        const Hex from = *baseOf(s, id).hex;
        const auto &[to, toFacing] = m.destination.at(id);
        if (to - anchorTo != from - anchor || toFacing != facingTo || baseOf(s, id).facing != facing)
            return true;
        for (const Hex h : hexLine(from, to)) {
            for (const Base &o : s.bases) {
                if (!o.removed && o.hex && *o.hex == h && !own.contains(o.id))
                    return true;
            }
        }
    }
    return false;
}

/** A one-line description of an action, for failure messages. */
std::string describe(const Action &action)
{
    std::ostringstream o;
    if (const auto *m = std::get_if<MoveBlock>(&action)) {
        o << "MoveBlock{block " << m->block << ", climb " << m->climb << (m->difficult ? ", difficult" : "")
          << (m->charge ? ", charge" : "") << (m->fullMove ? "" : ", part move") << diceText(m->dice);
        for (const auto &[id, tiles] : m->terrainEntered)
            o << ", base " << id << " enters " << tiles.size() << " tile(s)";
        for (const auto &[id, place] : m->destination)
            o << ", " << id << "->" << hexText(place.first) << "f" << place.second.vertex;
        o << "}";
    } else if (const auto *p = std::get_if<PivotBlock>(&action)) {
        o << "PivotBlock{block " << p->block << ", steps " << p->steps << diceText(p->dice) << "}";
    } else if (const auto *w = std::get_if<WheelBlock>(&action)) {
        o << "WheelBlock{block " << w->block << ", pivot " << w->pivot << ", steps " << w->steps << ", " << w->frontage
          << "x" << w->depth << ", " << w->dice.size() << " dice}";
    } else if (const auto *c = std::get_if<MarchColumn>(&action)) {
        o << "MarchColumn{block " << c->block << ", order " << idsText(c->order) << ", path";
        for (const auto &[hex, facing] : c->path)
            o << " " << hexText(hex) << "f" << facing.vertex;
        o << diceText(c->dice) << "}";
    } else if (const auto *sp = std::get_if<SplitBlock>(&action)) {
        o << "SplitBlock{block " << sp->block << ", detach " << idsText(sp->detach) << ", seam " << idsText(sp->seamBases)
          << "}";
    } else if (const auto *mg = std::get_if<MergeBlocks>(&action)) {
        o << "MergeBlocks{into " << mg->into << ", from " << mg->from << ", seam " << idsText(mg->seamBases) << "}";
    } else if (const auto *f = std::get_if<EnterFacts>(&action)) {
        o << "EnterFacts{contact";
        for (const auto &[x, y] : f->facts.inContact)
            o << " " << x << "-" << y;
        o << "; near";
        for (const auto &[x, y] : f->facts.withinOneBaseWidth)
            o << " " << x << "-" << y;
        o << "; blocked " << idsText(std::vector<int>(f->facts.retreatBlocked.begin(), f->facts.retreatBlocked.end())) << "}";
    } else if (const auto *mc = std::get_if<MarkInCombat>(&action)) {
        o << "MarkInCombat{" << idsText(mc->bases) << "}";
    } else if (const auto *ms = std::get_if<MarkShotAt>(&action)) {
        o << "MarkShotAt{" << idsText(ms->bases) << "}";
    } else if (const auto *af = std::get_if<AddFatigue>(&action)) {
        o << "AddFatigue{§" << af->section;
        for (const auto &[id, n] : af->fatigue)
            o << ", base " << id << " +" << n;
        o << "}";
    } else if (const auto *rr = std::get_if<RemoveRoutedBase>(&action)) {
        o << "RemoveRoutedBase{" << rr->base << "}";
    } else if (const auto *fi = std::get_if<Fight>(&action)) {
        o << "Fight{base " << fi->base << " vs " << fi->enemy << ", laps " << (fi->lapping ? *fi->lapping : -1) << "/"
          << (fi->enemyLapping ? *fi->enemyLapping : -1) << ", flank " << static_cast<int>(fi->flank) << ", rear "
          << static_cast<int>(fi->rear) << ", uphill " << static_cast<int>(fi->uphill) << ", going " << fi->baseGoing << "/"
          << fi->enemyGoing << diceText(fi->baseDice) << diceText(fi->enemyDice) << "}";
    } else if (const auto *al = std::get_if<AllocateLoss>(&action)) {
        o << "AllocateLoss{fatigue " << al->fatigue << ", push-back " << al->pushBack << ", rear "
          << (al->rearSide == RearSide::Left ? "left" : "right") << (al->pinned ? ", pinned" : "") << ", file "
          << idsText(al->file) << ", seam " << idsText(al->seamBases) << ", far " << idsText(al->farSide) << "}";
    } else if (const auto *pu = std::get_if<Pursue>(&action)) {
        o << "Pursue{" << (pu->decline ? "decline, " : "") << "file " << idsText(pu->file) << ", far "
          << idsText(pu->farSide) << "}";
    } else if (const auto *sh = std::get_if<Shoot>(&action)) {
        o << "Shoot{firer " << sh->firer << " at " << sh->target << ", going " << sh->firerGoing << "/" << sh->targetGoing
          << diceText(sh->firerDice) << diceText(sh->targetDice)
          << "}";
    } else if (const auto *fu = std::get_if<FollowUp>(&action)) {
        o << "FollowUp{" << (fu->decline ? "decline, " : "") << "seam " << idsText(fu->seamBases) << ", far "
          << idsText(fu->farSide) << "}";
    } else if (const auto *pc = std::get_if<PlanCombat>(&action)) {
        o << "PlanCombat{";
        for (const CombatPair &pair : pc->pairs) {
            o << " " << pair.base << "-" << pair.enemy;
            if (pair.lapping)
                o << " lapped by " << *pair.lapping;
            if (pair.enemyLapping)
                o << " lapping by " << *pair.enemyLapping;
        }
        o << "}";
    } else {
        o << "EndPhase{}";
    }
    return o.str();
}

std::string actionKind(const Action &a)
{
    static constexpr std::array<const char *, 18> names{"MoveBlock",   "PivotBlock",  "WheelBlock", "MarchColumn",
                                                        "SplitBlock",  "MergeBlocks", "EnterFacts", "MarkInCombat",
                                                        "MarkShotAt",  "AddFatigue",  "RemoveRoutedBase", "EndPhase",
                                                        "Fight",       "AllocateLoss", "Pursue",   "Shoot",
                                                        "PlanCombat",  "FollowUp"};
    static_assert(names.size() == std::variant_size_v<Action>, "name every kind of Action");
    return names.at(a.index());
}

/** The invariants that hold in every state the engine returns. */
void checkState(Checker &c, const GameState &s)
{
    // §6: Fatigue starts at 1 and never drops below 1.
    for (const Base &b : s.bases) {
        if (!c.check("rule_6_fatigueNeverBelowOne", b.fatigue >= MinimumFatigue,
                     "Base " + std::to_string(b.id) + " has Fatigue " + std::to_string(b.fatigue)))
            break;
    }
    // §2: a standing Base is in exactly one active Block, which lists it; §12: a routed one in none.
    std::map<BaseId, int> listed;
    for (const Block &blk : s.blocks) {
        for (const BaseId id : blk.bases) {
            listed[id] += 1;
            c.check("rule_2_everyStandingBaseIsInExactlyOneBlock",
                    id >= 0 && static_cast<std::size_t>(id) < s.bases.size() && baseOf(s, id).block == blk.id,
                    "Block " + std::to_string(blk.id) + " lists Base " + std::to_string(id) + " whose block is "
                        + std::to_string(id >= 0 && static_cast<std::size_t>(id) < s.bases.size() ? baseOf(s, id).block : -2));
            c.check("rule_2_blocksAreOfOneSide", baseOf(s, id).side == blk.side,
                    "Block " + std::to_string(blk.id) + " lists Base " + std::to_string(id) + " of the other side");
        }
    }
    const auto timesListed = [&listed](BaseId id) {
        const auto it = listed.find(id);
        return it == listed.end() ? 0 : it->second;
    };
    for (const Base &b : s.bases) {
        if (b.lost()) {
            c.check("rule_12_routedBasesBelongToNoBlock", b.block == -1 && timesListed(b.id) == 0,
                    "routed Base " + std::to_string(b.id) + " has block " + std::to_string(b.block) + " and is listed "
                        + std::to_string(timesListed(b.id)) + " time(s)");
        } else {
            c.check("rule_2_everyStandingBaseIsInExactlyOneBlock",
                    b.block >= 0 && timesListed(b.id) == 1 && blockOf(s, b.block).active(),
                    "standing Base " + std::to_string(b.id) + " has block " + std::to_string(b.block) + " and is listed "
                        + std::to_string(timesListed(b.id)) + " time(s)");
        }
    }
    // §12, ruling R8: no Block stands with an average above 6 once apply returns.
    for (const Block &blk : s.blocks) {
        if (!blk.active())
            continue;
        const int total = blockTotal(s, blk.bases);
        c.check("rule_12_breaksExactlyAboveSix", total <= BlockBreakThreshold * static_cast<int>(blk.bases.size()),
                "Block " + std::to_string(blk.id) + " stands with total Fatigue " + std::to_string(total) + " over "
                    + std::to_string(blk.bases.size()) + " Bases");
    }
    // §12.1, ruling R7: an army is broken exactly when it has lost 30% or more of its starting Bases.
    for (const Side side : {Side::A, Side::B}) {
        const int lost = basesLost(s, side);
        const Army &army = s.army(side);
        c.check("rule_12_1_armyBreaksAtThirtyPercent", army.broken == (lost * 10 >= army.startingBases * 3),
                "army " + sideName(side) + " has lost " + std::to_string(lost) + " of " + std::to_string(army.startingBases)
                    + " and broken is " + (army.broken ? "true" : "false"));
    }
    if (!s.positionsTracked) {
        for (const Base &b : s.bases) {
            if (!c.check("untrackedGamesHaveNoPositions", !b.hex,
                         "Base " + std::to_string(b.id) + " has a hex in a game whose positions are not tracked"))
                break;
        }
        return;
    }
    // §2: one Base a hex; a routed Base still blocks space.
    std::map<Hex, BaseId> taken;
    for (const Base &b : s.bases) {
        if (b.removed)
            continue;
        if (!c.check("rule_2_noTwoBasesShareAHex", b.hex.has_value(), "Base " + std::to_string(b.id) + " has no hex"))
            continue;
        const auto [it, fresh] = taken.emplace(*b.hex, b.id);
        c.check("rule_2_noTwoBasesShareAHex", fresh,
                "Bases " + std::to_string(it->second) + " and " + std::to_string(b.id) + " share " + hexText(*b.hex));
    }
    // §2: a Block is contiguous.
    for (const Block &blk : s.blocks) {
        if (!blk.active())
            continue;
        const auto hexes = blockHexes(s, blk.id);
        std::string where;
        for (const BaseId id : blk.bases)
            where += " " + std::to_string(id) + "@" + hexText(*baseOf(s, id).hex);
        c.check("rule_2_blocksStayContiguous", contiguous(hexes),
                "Block " + std::to_string(blk.id) + " is not contiguous:" + where);
    }
    // §13, ruling R41: nothing stands off the table; a Base that would leave it is removed.
    if (s.options.table) {
        for (const Base &b : s.bases) {
            if (!c.check("rule_13_everyBaseStandsOnTheTable", b.removed || !b.hex || !offTable(s, *b.hex),
                         "Base " + std::to_string(b.id) + " stands off the table on " + (b.hex ? hexText(*b.hex) : "")))
                break;
        }
    }
}

/** The seam of @p part against @p rest: the Bases of either that touch the other (§6.2). */
std::set<BaseId> seamOf(const GameState &s, const std::vector<BaseId> &part, const std::vector<BaseId> &rest)
{
    std::set<BaseId> seam;
    for (const BaseId x : part) {
        for (const BaseId y : rest) {
            if (distance(*baseOf(s, x).hex, *baseOf(s, y).hex) == 1) {
                seam.insert(x);
                seam.insert(y);
            }
        }
    }
    return seam;
}

/** §6.1 and ruling R17, written out again from the text: the Fatigue every Base should have after Recovery. */
std::vector<int> expectedRecovery(const GameState &s)
{
    std::vector<int> f;
    for (const Base &b : s.bases)
        f.push_back(b.fatigue);
    auto fat = [&](BaseId id) -> int & { return f.at(static_cast<std::size_t>(id)); };
    for (const Block &blk : s.blocks) {
        if (!blk.active() || blk.side != s.active || blk.actedThisTurn)
            continue;
        for (const BaseId id : blk.bases) {
            const Base &b = baseOf(s, id);
            if (!b.inCombatThisTurn && !(b.shotAtThisTurn && s.options.shotAtDeniesRecovery))
                fat(id) = std::max(MinimumFatigue, fat(id) - 1);
        }
    }
    for (const Block &blk : s.blocks) {
        if (!blk.active() || blk.side != s.active || blk.bases.size() < 2)
            continue;
        std::vector<BaseId> ids = blk.bases;
        std::sort(ids.begin(), ids.end());
        std::set<BaseId> gave;
        for (const BaseId receiver : ids) {
            if (fat(receiver) != 1)
                continue;
            std::optional<BaseId> donor;
            for (const BaseId id : ids) {
                if (id != receiver && !gave.contains(id) && fat(id) >= 3 && (!donor || fat(id) > fat(*donor)))
                    donor = id;
            }
            if (!donor)
                break;
            gave.insert(*donor);
            fat(*donor) -= 1;
            fat(receiver) += 1;
        }
    }
    return f;
}

bool isMoveAction(const Action &a)
{
    return std::holds_alternative<MoveBlock>(a) || std::holds_alternative<PivotBlock>(a)
        || std::holds_alternative<WheelBlock>(a) || std::holds_alternative<MarchColumn>(a)
        || std::holds_alternative<SplitBlock>(a) || std::holds_alternative<MergeBlocks>(a);
}

BlockId actingBlock(const Action &a)
{
    if (const auto *m = std::get_if<MoveBlock>(&a))
        return m->block;
    if (const auto *p = std::get_if<PivotBlock>(&a))
        return p->block;
    if (const auto *w = std::get_if<WheelBlock>(&a))
        return w->block;
    if (const auto *c = std::get_if<MarchColumn>(&a))
        return c->block;
    if (const auto *sp = std::get_if<SplitBlock>(&a))
        return sp->block;
    if (const auto *mg = std::get_if<MergeBlocks>(&a))
        return mg->into;
    return -1;
}

/** The frontage × depth of a tracked Block along its width and depth axes (§5.5). */
std::pair<int, int> trackedShape(const GameState &s, const Block &b)
{
    const Base &first = baseOf(s, b.bases.front());
    const Hex w = HexDirections.at(static_cast<std::size_t>(first.facing.widthAxis()));
    const Hex d = HexDirections.at(static_cast<std::size_t>(first.facing.depthAxis()));
    std::set<int> files, ranks;
    // Solve v = i·w + j·d for each Base by trying the small coefficients.
    for (const BaseId id : b.bases) {
        const Hex v = *baseOf(s, id).hex - *first.hex;
        for (int i = -8; i <= 8; ++i) {
            for (int j = -8; j <= 8; ++j) {
                if (i * w + j * d == v) {
                    files.insert(i);
                    ranks.insert(j);
                }
            }
        }
    }
    if (files.empty())
        return {0, 0};
    return {*files.rbegin() - *files.begin() + 1, *ranks.rbegin() - *ranks.begin() + 1};
}

/** The checks of one applied step that compare the state before and after. */
/**
 * Whether an effect carries what the app words it from, in any language: its
 * cause (the variant of its kind) and the Bases, Blocks and figures that cause
 * names, so that no one needs its English text.
 */
bool causeFits(const Effect &e, const GameState &after)
{
    using K = Effect::Kind;
    using C = Effect::Cause;
    const auto in = [&](std::initializer_list<C> causes) { return std::find(causes.begin(), causes.end(), e.cause) != causes.end(); };
    switch (e.kind) {
    case K::Fatigue:
        if (e.base < 0 || e.amount == 0)
            return false;
        if (in({C::SmoothingGives, C::SmoothingTakes, C::MissileFire}))
            return e.otherBase >= 0;
        if (e.cause == C::Contagion)
            return e.other >= 0;
        return in({C::TempoCost, C::Terrain, C::ClimbSlight, C::ClimbSteep, C::Climb, C::DifficultMove,
                   C::DifficultThroughFriends, C::DifficultReshaped, C::PivotCost, C::WheelTerrain, C::MarchTerrain,
                   C::SplitSeam, C::MergeSeam, C::PlayersAdded, C::Recovery, C::SeamTorn, C::RearCascade,
                   C::HeldAsFatigue, C::ArmyBroken, C::RepeatedPushBack});
    case K::MovementTest:
        return e.block >= 0 && e.roll && e.average.numerator() > 0 && in({C::Move, C::Pivot, C::Wheel, C::March})
            && (e.cause != C::Wheel || (e.amount >= 1 && e.amount <= e.count));
    case K::Moved:
        return e.block >= 0 && in({C::Move, C::Pivot, C::Wheel, C::March}) && (e.cause != C::Wheel || e.count >= 0);
    case K::MoveEnded:
        return e.block >= 0 && in({C::TestFailed, C::WheelAborted});
    case K::Split:
        return e.block >= 0 && e.other >= 0
            && (e.cause == C::SplitByPlayers
                || (e.base >= 0 && in({C::FilePushedBack, C::FileEvades, C::FilePursues, C::FollowsUpOut, C::FarSideCut})));
    case K::Merged:
        return e.block >= 0 && e.other >= 0;
    case K::BlockBroke:
        return e.block >= 0
            && ((e.cause == C::AverageOverSix && e.average > Fraction(BlockBreakThreshold))
                || (e.cause == C::PushBackAfterArmyBreak && e.base >= 0));
    case K::BaseRemoved:
        return e.base >= 0 && in({C::CannotRetreat, C::CannotRetreatFullMove, C::LeavesTable});
    case K::ArmyBroke:
        return e.amount > 0 && e.count >= e.amount;
    case K::PhaseChanged:
        return e.phase == after.phase && e.amount == after.turn && e.side == after.active;
    case K::ShockCharge:
        return e.block >= 0;
    case K::Combat:
        return e.combat && e.firstBase >= 0 && e.otherBase >= 0;
    case K::Recoil:
        return e.base >= 0 && e.amount > 0 && e.count >= 1 && in({C::Recoils, C::Evades});
    case K::Pinned:
        return e.base >= 0 && e.amount > 0;
    case K::Pursuit:
        return e.base >= 0 && e.otherBase >= 0 && in({C::MustPursue, C::MayPursue, C::Declines, C::Pursues, C::CannotAdvance});
    case K::Note:
        return e.base >= 0
            && in({C::NotPursuingEngaged, C::RoutedGivesNoOverlap, C::GaveGroundNoOverlap, C::ShockOverlapUnsupported,
                   C::EvadeCaught, C::EvadeFailed, C::Dislocation, C::OverlapsAsEntered, C::FlankedSideNoOverlap,
                   C::RearNoOverlap, C::SmoothingDeclined})
            && (e.cause != C::SmoothingDeclined || e.block >= 0)
            && (!in({C::RoutedGivesNoOverlap, C::GaveGroundNoOverlap, C::ShockOverlapUnsupported, C::OverlapsAsEntered,
                     C::FlankedSideNoOverlap, C::RearNoOverlap})
                || e.otherBase >= 0);
    case K::Volley:
        return e.missile && e.base >= 0 && e.otherBase >= 0;
    case K::FollowUp:
        return e.base >= 0 && e.otherBase >= 0 && e.section == "13"
            && in({C::MayFollowUp, C::FollowsUp, C::StaysPut, C::CannotFollowUp}) && (e.cause != C::FollowsUp || e.amount == 1);
    }
    return false;
}


} // namespace gameprops

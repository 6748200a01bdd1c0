// The checks of every applied step, and the games played once for every test
// function (gameproperties.h).

#include "gameproperties.h"

#include <algorithm>

#include <QtGlobal>

namespace gameprops {

void checkStep(Checker &c, Findings &found, const GameState &before, const Action &action, const Applied &done)
{
    const GameState &after = done.state;
    checkState(c, after);

    std::map<Effect::Kind, int> kinds;
    for (const Effect &e : done.effects) {
        kinds[e.kind] += 1;
        // Every change the engine makes carries the section that caused it.
        const bool sectionOk = !e.section.empty()
            && std::all_of(e.section.begin(), e.section.end(), [](char ch) { return (ch >= '0' && ch <= '9') || ch == '.'; })
            && e.section.front() != '.' && e.section.back() != '.';
        c.check("effectsCarrySections", sectionOk && !e.text.empty(), "effect \"" + e.text + "\" has section \"" + e.section + "\"");
        c.check("effectsCarryTheirCauseAndFigures", causeFits(e, after), "effect \"" + e.text + "\" lacks its cause or figures");
    }
    found.applied[actionKind(action)] += 1;
    found.applied["event: Block broke"] += kinds[Effect::Kind::BlockBroke];
    found.applied["event: army broke"] += kinds[Effect::Kind::ArmyBroke];
    found.applied["event: Base removed"] += kinds[Effect::Kind::BaseRemoved];
    found.applied["event: failed movement test"] += kinds[Effect::Kind::MoveEnded];
    const bool broke = kinds[Effect::Kind::BlockBroke] > 0;

    // §12.1: losses only grow, a broken army stays broken, the loser is decided once.
    for (const Side side : {Side::A, Side::B}) {
        c.check("rule_12_1_basesLostOnlyGrows", basesLost(after, side) >= basesLost(before, side),
                "army " + sideName(side) + " lost count fell from " + std::to_string(basesLost(before, side)) + " to "
                    + std::to_string(basesLost(after, side)));
        c.check("rule_12_1_brokenArmyStaysBroken", !before.army(side).broken || after.army(side).broken,
                "army " + sideName(side) + " was broken and is not");
    }
    c.check("rule_12_1_brokenArmyStaysBroken", !before.loser || after.loser == before.loser, "the loser changed");
    for (const Base &b : before.bases) {
        const Base &now = baseOf(after, b.id);
        c.check("rule_12_routedBasesBelongToNoBlock", !b.routed || now.routed, "Base " + std::to_string(b.id) + " rallied");
        c.check("rule_12_routedBasesBelongToNoBlock", !b.lost() || now.fatigue == b.fatigue,
                "routed Base " + std::to_string(b.id) + " changed Fatigue");
    }

    // §4: only the active player moves, and only in the Move phase.
    if (isMoveAction(action)) {
        const BlockId id = actingBlock(action);
        c.check("rule_4_onlyTheActivePlayerMovesInTheMovePhase",
                before.phase == Phase::Move && blockOf(before, id).side == before.active,
                "a move-phase action was applied in phase " + std::to_string(static_cast<int>(before.phase))
                    + " to a Block of side " + sideName(blockOf(before, id).side));
    }

    // §12, ruling R8: each Block that broke had its average above 6; every Block that is
    // gone either broke or merged away.
    std::vector<BlockId> membership; // each Base's Block once the action has regrouped them, before any break
    for (const Base &b : before.bases)
        membership.push_back(b.block);
    if (const auto *sp = std::get_if<SplitBlock>(&action)) {
        for (const BaseId id : sp->detach)
            membership.at(static_cast<std::size_t>(id)) = static_cast<BlockId>(before.blocks.size());
    }
    if (const auto *mg = std::get_if<MergeBlocks>(&action)) {
        for (BlockId &m : membership) {
            if (m == mg->from)
                m = mg->into;
        }
    }
    // A recoil or a pursuit splits files off their Blocks (§9.6): a break of such a part
    // counts against the Block it came from, whose Bases `membership` still names.
    std::map<BlockId, BlockId> splitFrom;
    if (std::holds_alternative<AllocateLoss>(action) || std::holds_alternative<Pursue>(action)
        || std::holds_alternative<FollowUp>(action)) {
        for (const Effect &e : done.effects) {
            if (e.kind == Effect::Kind::Split)
                splitFrom[e.other] = splitFrom.contains(e.block) ? splitFrom.at(e.block) : e.block;
        }
    }
    std::set<BlockId> brokeBlocks, mergedAway;
    for (const Effect &e : done.effects) {
        if (e.kind == Effect::Kind::BlockBroke)
            brokeBlocks.insert(splitFrom.contains(e.block) ? splitFrom.at(e.block) : e.block);
        if (e.kind == Effect::Kind::Merged)
            mergedAway.insert(e.other);
    }
    // §12.1, ruling R34: once the army has broken, a push-back breaks the Block whatever its average.
    std::set<BlockId> brokenByPushBack;
    if (const auto *al = std::get_if<AllocateLoss>(&action)) {
        const Base &loser = baseOf(before, before.pendingLoss->loser);
        if (al->pushBack > 0 && before.army(loser.side).broken) {
            const bool evades = blockOf(before, loser.block).specialRules.contains(SpecialRule::Evade) && !before.pendingLoss->evadeCaught;
            c.check("rule_12_1_pushBackAfterArmyBreakIsABreak", evades || baseOf(after, loser.id).routed,
                    "Base " + std::to_string(loser.id) + " was pushed back after its army broke and did not rout");
            found.applied["event: push-back break"] += evades ? 0 : 1;
            brokenByPushBack.insert(loser.block);
        }
    }
    for (const BlockId id : brokeBlocks) {
        if (brokenByPushBack.contains(id))
            continue;
        int total = 0;
        int n = 0;
        for (const Base &b : after.bases) {
            if (membership.at(static_cast<std::size_t>(b.id)) == id && b.routed && !baseOf(before, b.id).routed) {
                total += b.fatigue;
                n += 1;
            }
        }
        c.check("rule_12_breaksExactlyAboveSix", n > 0 && total > BlockBreakThreshold * n,
                "Block " + std::to_string(id) + " broke with total Fatigue " + std::to_string(total) + " over "
                    + std::to_string(n) + " routed Bases");
    }
    for (const Block &b : before.blocks) {
        if (b.active() && !blockOf(after, b.id).active())
            c.check("rule_12_breaksExactlyAboveSix", brokeBlocks.contains(b.id) || mergedAway.contains(b.id),
                    "Block " + std::to_string(b.id) + " vanished without breaking or merging");
    }

    // §5, ruling R1, §5.1, §5.2, §5.4, §5.5: movement tests and the costs of moving.
    const BlockId mover = actingBlock(action);
    const bool moving = std::holds_alternative<MoveBlock>(action) || std::holds_alternative<PivotBlock>(action)
        || std::holds_alternative<WheelBlock>(action) || std::holds_alternative<MarchColumn>(action);
    if (moving) {
        const Block &b = blockOf(before, mover);
        const int n = static_cast<int>(b.bases.size());
        const int total0 = blockTotal(before, b.bases);
        int tests = 0;
        int passedTests = 0;
        bool failed = false;
        for (const Effect &e : done.effects) {
            if (e.kind != Effect::Kind::MovementTest)
                continue;
            // The tempo cost of every move after the first is paid before its test (§5.2).
            int tempo = 0;
            for (int k = 0; k <= tests; ++k)
                tempo += b.movesThisTurn + k >= 1 ? 1 : 0;
            const int total = total0 + n * tempo;
            const bool shouldPass = e.roll && e.roll->die == Die::D6 && e.roll->kept() * n >= total;
            c.check("rule_5_movementTestEqualsOrBeatsTheExactAverage", e.roll && e.passed == shouldPass,
                    "kept " + std::to_string(e.roll ? e.roll->kept() : -1) + " against total " + std::to_string(total)
                        + " over " + std::to_string(n) + " Bases: passed " + (e.passed ? "true" : "false"));
            tests += 1;
            passedTests += e.passed ? 1 : 0;
            failed = failed || !e.passed;
        }
        c.check("rule_5_2_failedTestEndsMovement", !b.movementOver,
                "Block " + std::to_string(mover) + " moved again after failing a test");
        if (failed)
            c.check("rule_5_2_failedTestEndsMovement", blockOf(after, mover).movementOver || !blockOf(after, mover).active(),
                    "a failed test did not end the Block's movement");
        if (!broke && tests > 0) {
            int tempo = 0;
            for (int k = 0; k < tests; ++k)
                tempo += b.movesThisTurn + k >= 1 ? 1 : 0;
            const bool moved = kinds[Effect::Kind::Moved] > 0;
            std::string property = "rule_5_2_extraMovePaysOneFatigueBeforeItsTest";
            // §6, R4: a move's terrain and climbing cost is its dearest Base's path, and every Base pays it.
            int terrain = 0;
            int climbed = 0;
            if (const auto *m = std::get_if<MoveBlock>(&action); m && moved) {
                for (const BaseId id : b.bases) {
                    int own = 0;
                    int ownClimb = 0;
                    if (const auto it = m->terrainEntered.find(id); it != m->terrainEntered.end()) {
                        for (const Going gng : it->second)
                            own += terrainCost(b.weight, gng);
                    } else if (before.positionsTracked) {
                        // R4, R20: every tile on the straight line to its destination.
                        for (const Hex h : hexLine(*baseOf(before, id).hex, m->destination.at(id).first)) {
                            const auto t = before.terrain.find(h);
                            own += terrainCost(b.weight, t == before.terrain.end() ? Going::Open : t->second.going);
                        }
                    }
                    if (before.positionsTracked) {
                        // §8.3: the climb of each hill a Base climbs onto.
                        const auto terrainOf = [&](Hex h) {
                            const auto t = before.terrain.find(h);
                            return t == before.terrain.end() ? Terrain{} : t->second;
                        };
                        int elevation = terrainOf(*baseOf(before, id).hex).elevation;
                        for (const Hex h : hexLine(*baseOf(before, id).hex, m->destination.at(id).first)) {
                            if (terrainOf(h).elevation > elevation)
                                ownClimb += terrainOf(h).climb;
                            elevation = terrainOf(h).elevation;
                        }
                    }
                    terrain = std::max(terrain, own);
                    climbed = std::max(climbed, ownClimb);
                }
            }
            // R4, R21: the wheel costs the dearest tile a wheeled Base swings onto; the pivot enters none.
            int wheelTerrain = 0;
            if (const auto *w = std::get_if<WheelBlock>(&action); w && moved && before.positionsTracked) {
                for (const BaseId id : b.bases) {
                    if (id == w->pivot)
                        continue;
                    const Hex centre = *baseOf(before, w->pivot).hex;
                    const Hex to = centre + rotate(*baseOf(before, id).hex - centre, w->steps);
                    const auto t = before.terrain.find(to);
                    wheelTerrain =
                        std::max(wheelTerrain, terrainCost(b.weight, t == before.terrain.end() ? Going::Open : t->second.going));
                }
            }
            for (const BaseId id : b.bases) {
                int expected = tempo;
                if (const auto *m = std::get_if<MoveBlock>(&action); m && moved) {
                    // §5.1: through friends, or changing the formation, is a difficult move too.
                    const bool difficult = m->difficult || (before.positionsTracked && trackedDifficult(before, b, *m));
                    expected += terrain + climbed + m->climb + (difficult ? before.options.difficultMoveCost : 0);
                    if (difficult)
                        property = "rule_5_1_difficultMovePaysAfterTheMove";
                    else if (terrain > 0 || m->climb > 0)
                        property = "rule_5_4_tempoAndTerrainCostsAreIndependent";
                }
                if (std::holds_alternative<PivotBlock>(action) && moved)
                    expected += before.options.pivotCost;
                if (std::holds_alternative<WheelBlock>(action) && moved)
                    expected += wheelTerrain;
                if (const auto *col = std::get_if<MarchColumn>(&action); col && moved)
                    expected = baseOf(after, id).fatigue - baseOf(before, id).fatigue; // terrain along the track: not modelled here
                const int delta = baseOf(after, id).fatigue - baseOf(before, id).fatigue;
                if (!c.check(property, delta == expected,
                             "Base " + std::to_string(id) + " changed by " + std::to_string(delta) + ", expected "
                                 + std::to_string(expected) + " (" + std::to_string(tests) + " test(s), " + std::to_string(b.movesThisTurn)
                                 + " move(s) before)"))
                    break;
            }
            // Bases of other Blocks do not pay for this Block's move.
            for (const Base &other : before.bases) {
                if (other.block != mover
                    && !c.check(property, baseOf(after, other.id).fatigue == other.fatigue,
                                "Base " + std::to_string(other.id) + " of another Block paid for the move"))
                    break;
            }
            found.applied[moved ? "event: moved" : "event: move failed"] += 1;
        }
        // §5.5: a wheel takes ceil(max(frontage − 1, depth − 1) ÷ allowance) tested moves, none for a lone Base (R14),
        // and turns the Block rigidly about its pivot.
        if (const auto *w = std::get_if<WheelBlock>(&action); w && !broke) {
            int f = w->frontage;
            int d = w->depth;
            if (before.positionsTracked)
                std::tie(f, d) = trackedShape(before, b);
            const int needed = wheelMoves(f, d, moveAllowance(b.type, before.options.distances));
            const bool wheeled = kinds[Effect::Kind::Moved] > 0;
            c.check("rule_5_5_wheelTakesTheFarCornersMoves", wheeled ? tests == needed && passedTests == needed : failed,
                    "a " + std::to_string(f) + "x" + std::to_string(d) + " wheel took " + std::to_string(tests)
                        + " test(s), needed " + std::to_string(needed));
            for (const BaseId id : b.bases) {
                const Base &was = baseOf(before, id);
                const Base &now = baseOf(after, id);
                const Hex centre = before.positionsTracked ? *baseOf(before, w->pivot).hex : Hex{};
                const bool ok = wheeled ? now.facing == was.facing.turned(w->steps)
                                              && (!before.positionsTracked || *now.hex == centre + rotate(*was.hex - centre, w->steps))
                                        : now.facing == was.facing && now.hex == was.hex;
                if (!c.check("rule_5_5_wheelTakesTheFarCornersMoves", ok,
                             "Base " + std::to_string(id) + (wheeled ? " did not turn rigidly" : " moved in an aborted wheel")))
                    break;
            }
        }
    }

    // §6.2: a split or a merge keeps every Base's own Fatigue, plus exactly +1 on each seam Base.
    if (const auto *sp = std::get_if<SplitBlock>(&action)) {
        const Block &b = blockOf(before, sp->block);
        std::vector<BaseId> stay;
        for (const BaseId id : b.bases) {
            if (std::find(sp->detach.begin(), sp->detach.end(), id) == sp->detach.end())
                stay.push_back(id);
        }
        const std::set<BaseId> seam = before.positionsTracked ? seamOf(before, sp->detach, stay)
                                                              : std::set<BaseId>(sp->seamBases.begin(), sp->seamBases.end());
        for (const BaseId id : b.bases) {
            const int delta = baseOf(after, id).fatigue - baseOf(before, id).fatigue;
            // A break the seam caused can spread contagion (+1) to the other part (§12.1).
            const int seamCost = seam.contains(id) ? 1 : 0;
            if (!c.check("rule_6_2_splitKeepsFatiguePlusTheSeam", broke ? delta >= seamCost : delta == seamCost,
                         "Base " + std::to_string(id) + " changed by " + std::to_string(delta) + " ("
                             + (seam.contains(id) ? "on" : "off") + " the seam)"))
                break;
        }
        c.check("rule_6_2_splitKeepsFatiguePlusTheSeam",
                broke || blockTotal(after, b.bases) == blockTotal(before, b.bases) + static_cast<int>(seam.size()),
                "the split changed the total by other than the seam");
        found.applied["event: split"] += 1;
    }
    if (const auto *mg = std::get_if<MergeBlocks>(&action)) {
        const Block &x = blockOf(before, mg->into);
        const Block &y = blockOf(before, mg->from);
        c.check("rule_6_2_mergeKeepsFatigue",
                x.type == y.type && x.quality == y.quality && x.weight == y.weight && x.specialRules == y.specialRules,
                "unlike Blocks merged (ruling R15)");
        const std::set<BaseId> seam = before.positionsTracked ? seamOf(before, x.bases, y.bases)
                                                              : std::set<BaseId>(mg->seamBases.begin(), mg->seamBases.end());
        std::vector<BaseId> all = x.bases;
        all.insert(all.end(), y.bases.begin(), y.bases.end());
        for (const BaseId id : all) {
            const int delta = baseOf(after, id).fatigue - baseOf(before, id).fatigue;
            if (!c.check("rule_6_2_mergeKeepsFatigue", delta == (seam.contains(id) ? 1 : 0),
                         "Base " + std::to_string(id) + " changed by " + std::to_string(delta) + " ("
                             + (seam.contains(id) ? "on" : "off") + " the seam)"))
                break;
        }
        c.check("rule_6_2_mergeKeepsFatigue",
                blockTotal(after, all) == blockTotal(before, x.bases) + blockTotal(before, y.bases) + static_cast<int>(seam.size()),
                "the merged total is not the two totals plus the seam");
        if (!broke) {
            std::vector<BaseId> got = blockOf(after, mg->into).bases;
            std::sort(got.begin(), got.end());
            std::sort(all.begin(), all.end());
            c.check("rule_6_2_mergeKeepsFatigue", got == all && !blockOf(after, mg->from).active(),
                    "the merged Block does not hold exactly the Bases of both");
        }
        if (before.positionsTracked)
            c.check("rule_6_2_mergeKeepsFatigue", !facts(before).contact(mg->into, mg->from) && gap(blockHexes(before, x.id), blockHexes(before, y.id)) == 1,
                    "Blocks merged that were not adjacent");
        found.applied["event: merge"] += 1;
    }

    // §9.5, §11.1: while a fight's outcome waits, nothing else is applied.
    if (before.pendingLoss)
        c.check("rule_9_5_lossIsSettledBeforeAnythingElse",
                std::holds_alternative<AllocateLoss>(action) || std::holds_alternative<EnterFacts>(action),
                "an action other than the allocation was applied while a loss was pending");
    if (before.pendingPursuit)
        c.check("rule_11_1_pursuitComesBeforeAnythingElse",
                std::holds_alternative<Pursue>(action) || std::holds_alternative<EnterFacts>(action),
                "an action other than the pursuit was applied while a pursuit was pending");
    if (before.pendingFollowUp)
        c.check("rule_13_followUpComesBeforeAnythingElse",
                std::holds_alternative<FollowUp>(action) || std::holds_alternative<EnterFacts>(action),
                "an action other than the follow-up was applied while a follow-up was pending");
    // §9.1: a fight happens in the Combat phase, marks both Bases as in combat (§6.1),
    // and a loser is left to allocate exactly the margin.
    if (const auto *fi = std::get_if<Fight>(&action)) {
        // §9.2: an active Base fights one enemy in the phase.
        const auto fights = std::count_if(after.foughtThisPhase.begin(), after.foughtThisPhase.end(),
                                          [fi](const auto &p) { return p.first == fi->base || p.second == fi->base; });
        c.check("rule_9_2_activeBaseFightsOneEnemy", fights == 1,
                "Base " + std::to_string(fi->base) + " has fought " + std::to_string(fights) + " enemies this phase");
        // §9.2, §9.3: with a plan the fight counts exactly the overlaps planOverlaps()
        // gave for its pair before it: computed from the hexes, or, untracked, the
        // lapping Bases the plan names (unless the fight's entered flank or rear drops them).
        const bool untrackedFacts = fi->flank != Striker::None || fi->rear != Striker::None;
        if (!before.combatPlan.empty() && !fi->lapping && !fi->enemyLapping && !fi->overlapsAsEntered
            && (before.positionsTracked || !untrackedFacts)) {
            const auto plan = planOverlaps(before);
            const auto it = std::find_if(plan.begin(), plan.end(), [fi](const PlannedFight &p) {
                return p.pair.base == fi->base && p.pair.enemy == fi->enemy;
            });
            const auto fought = std::find_if(done.effects.begin(), done.effects.end(),
                                             [](const Effect &e) { return e.kind == Effect::Kind::Combat && e.combat; });
            if (c.check("rule_9_2_plannedOverlapsAreTheFightsOverlaps", it != plan.end() && fought != done.effects.end(),
                        "a planned fight without its plan entry or its combat")) {
                const auto overlapOf = [](const std::vector<Modifier> &mods) {
                    int n = 0;
                    for (const Modifier &m : mods)
                        n += m.section == "9.2" ? m.value : 0;
                    return n;
                };
                const auto &assessment = fought->combat->assessment;
                c.check("rule_9_2_plannedOverlapsAreTheFightsOverlaps",
                        overlapOf(assessment.aModifiers) == it->overlaps && overlapOf(assessment.bModifiers) == it->enemyOverlaps,
                        "the plan showed overlaps " + std::to_string(it->overlaps) + "/" + std::to_string(it->enemyOverlaps)
                            + ", the fight counted " + std::to_string(overlapOf(assessment.aModifiers)) + "/"
                            + std::to_string(overlapOf(assessment.bModifiers)));
            }
        }
        c.check("rule_9_1_fightsHappenInTheCombatPhase", before.phase == Phase::Combat && baseOf(before, fi->base).side == before.active,
                "a fight was applied in phase " + std::to_string(static_cast<int>(before.phase)));
        c.check("rule_9_1_fightMarksBothBasesInCombat",
                baseOf(after, fi->base).inCombatThisTurn && baseOf(after, fi->enemy).inCombatThisTurn,
                "a Base that fought is not marked as in combat");
        const auto combat = std::find_if(done.effects.begin(), done.effects.end(),
                                         [](const Effect &e) { return e.kind == Effect::Kind::Combat; });
        if (c.check("rule_9_1_fightMarksBothBasesInCombat", combat != done.effects.end() && combat->combat.has_value(),
                    "a fight without its combat effect")) {
            const CombatResult &r = *combat->combat;
            c.check("rule_9_1_fightMarksBothBasesInCombat", r.margin == r.rawDifference + r.assessment.weightShift
                        && r.increments == (r.margin < 0 ? -r.margin : r.margin),
                    "the margin is not the raw difference plus the weight shift");
            if (before.positionsTracked)
                found.applied["event: fight with tracked positions"] += 1;
            if (r.loser != Striker::None) {
                found.applied["event: fight lost"] += 1;
                const BaseId loser = r.loser == Striker::A ? fi->base : fi->enemy;
                c.check("rule_9_5_loserAllocatesTheMargin",
                        baseOf(after, loser).lost() || (after.pendingLoss && after.pendingLoss->loser == loser
                                                         && after.pendingLoss->points == r.increments),
                        "the loser is not waiting to allocate the margin");
            } else {
                c.check("rule_9_5_loserAllocatesTheMargin", !after.pendingLoss, "a drawn fight left a loss to allocate");
            }
        }
    }
    // §9.5: every point held lands on the losing Base as Fatigue; nothing lowers Fatigue.
    if (const auto *al = std::get_if<AllocateLoss>(&action)) {
        const BaseId loser = before.pendingLoss->loser;
        c.check("rule_9_5_heldPointsAreFatigueOnTheLoser",
                baseOf(after, loser).fatigue >= baseOf(before, loser).fatigue + al->fatigue,
                "Base " + std::to_string(loser) + " went from " + std::to_string(baseOf(before, loser).fatigue) + " to "
                    + std::to_string(baseOf(after, loser).fatigue) + " holding " + std::to_string(al->fatigue));
        c.check("rule_9_5_heldPointsAreFatigueOnTheLoser", !after.pendingLoss, "the loss is still pending");
        found.applied["event: recoil"] += kinds[Effect::Kind::Recoil];
        if (before.positionsTracked)
            found.applied["event: recoil with tracked positions"] += kinds[Effect::Kind::Recoil];
        found.applied["event: pinned"] += kinds[Effect::Kind::Pinned];
        // §13, ruling R39: each base-depth given after the Base's first this phase costs the knob's figure.
        int steps = 0;
        int charged = 0;
        for (const Effect &e : done.effects) {
            if (e.kind == Effect::Kind::Recoil && e.cause == Effect::Cause::Recoils && e.base == loser)
                steps = e.amount;
            if (e.kind == Effect::Kind::Fatigue && e.cause == Effect::Cause::RepeatedPushBack)
                charged += e.base == loser ? e.amount : 1000;
        }
        const int repeats = steps > 0 ? steps - 1 + (baseOf(before, loser).gaveGroundThisPhase ? 1 : 0) : 0;
        c.check("rule_13_repeatedPushBackCostsPerBaseDepthAfterTheFirst",
                charged == repeats * before.options.repeatedPushBackCost,
                "Base " + std::to_string(loser) + " gave " + std::to_string(steps) + " base-depth(s) and paid "
                    + std::to_string(charged) + " for repeats");
        found.applied["event: repeated push-back"] += charged > 0 ? 1 : 0;
    }
    if (std::holds_alternative<Fight>(action) || std::holds_alternative<AllocateLoss>(action)
        || std::holds_alternative<Pursue>(action) || std::holds_alternative<FollowUp>(action)) {
        for (const Base &b : before.bases) {
            if (!c.check("rule_9_5_combatNeverLowersFatigue", baseOf(after, b.id).fatigue >= b.fatigue,
                         "Base " + std::to_string(b.id) + " fell from " + std::to_string(b.fatigue) + " to "
                             + std::to_string(baseOf(after, b.id).fatigue)))
                break;
        }
    }
    // §11.1: pursuit costs no Fatigue and ends the wait.
    if (std::holds_alternative<Pursue>(action)) {
        found.applied["event: pursuit"] += 1;
        bool same = true;
        for (const Base &b : before.bases)
            same = same && baseOf(after, b.id).fatigue == b.fatigue;
        // A worn Base that pursues alone may break (R33), and a break spreads Fatigue (§12.1).
        c.check("rule_11_1_pursuitCostsNoFatigue", (same || broke) && !after.pendingPursuit,
                "a pursuit changed Fatigue or left the wait");
        // Ruling R33: the winning Base advances alone, at most its pursuit distance (§11.1, §13).
        const BaseId w = before.pendingPursuit->pursuer;
        const Base &was = baseOf(before, w);
        const int reach = pursuitDistance(before.options, blockOf(before, was.block).type);
        for (const Base &b : before.bases) {
            const Base &now = baseOf(after, b.id);
            const bool ok = b.id == w ? !before.positionsTracked || now.routed || distance(*now.hex, *b.hex) <= reach
                                      : now.hex == b.hex || (broke && now.lost());
            if (!c.check("rule_11_1_thePursuerAdvancesAlone", ok,
                         "Base " + std::to_string(b.id) + " moved in the pursuit of Base " + std::to_string(w)))
                break;
        }
        if (!broke && !baseOf(after, w).lost())
            c.check("rule_11_1_thePursuerAdvancesAlone",
                    blockOf(after, baseOf(after, w).block).bases.size() == 1 || blockOf(after, baseOf(after, w).block).bases == blockOf(before, was.block).bases,
                    "the pursuer took other Bases with it");
    }
    // §13, ruling R40: a follow-up moves the winner alone, one hex at most, and costs at most its seams.
    if (std::holds_alternative<FollowUp>(action)) {
        const BaseId w = before.pendingFollowUp->winner;
        const Base &was = baseOf(before, w);
        const std::vector<BaseId> mates = blockOf(before, was.block).bases;
        bool moved = false;
        for (const Base &b : before.bases) {
            const Base &now = baseOf(after, b.id);
            const bool mate = std::find(mates.begin(), mates.end(), b.id) != mates.end();
            const int rise = now.fatigue - b.fatigue;
            const bool ok = (b.id == w ? !before.positionsTracked || now.lost() || distance(*now.hex, *b.hex) <= 1
                                       : now.hex == b.hex || (broke && now.lost()))
                && (broke || (mate ? rise >= 0 && rise <= 2 : rise == 0));
            moved = moved || (b.id == w && now.hex != b.hex);
            if (!c.check("rule_13_followUpMovesTheWinnerAloneOneHex", ok,
                         "Base " + std::to_string(b.id) + " changed in the follow-up of Base " + std::to_string(w)))
                break;
        }
        c.check("rule_13_followUpMovesTheWinnerAloneOneHex", !after.pendingFollowUp, "the follow-up is still pending");
        for (const Effect &e : done.effects)
            found.applied["event: follow-up"] += e.kind == Effect::Kind::FollowUp && e.cause == Effect::Cause::FollowsUp ? 1 : 0;
        (void)moved;
    }
    for (const Effect &e : done.effects)
        found.applied["event: Base left the table"] += e.kind == Effect::Kind::BaseRemoved && e.cause == Effect::Cause::LeavesTable ? 1 : 0;

    // §10, ruling R38: a volley is the Shoot phase's, from a missile Base at an enemy; the
    // firer never takes Fatigue; the target takes the margin, if positive, and is shot at.
    if (const auto *sh = std::get_if<Shoot>(&action)) {
        const Base &firer = baseOf(before, sh->firer);
        const Base &target = baseOf(before, sh->target);
        c.check("rule_10_shootingIsTheShootPhasesOfMissileTroops",
                before.phase == Phase::Shoot && firer.side != target.side && !firer.lost() && !target.lost()
                    && shoots(blockOf(before, firer.block).type) && !before.firedThisPhase.contains(sh->firer)
                    && after.firedThisPhase.contains(sh->firer),
                "a volley was applied in phase " + std::to_string(static_cast<int>(before.phase)) + " from Base "
                    + std::to_string(sh->firer) + " at Base " + std::to_string(sh->target));
        c.check("rule_10_shootingNeverChangesTheFirersFatigue", baseOf(after, sh->firer).fatigue == firer.fatigue,
                "the firer went from " + std::to_string(firer.fatigue) + " to "
                    + std::to_string(baseOf(after, sh->firer).fatigue));
        const auto volley = std::find_if(done.effects.begin(), done.effects.end(),
                                         [](const Effect &e) { return e.kind == Effect::Kind::Volley; });
        if (c.check("rule_10_volleyPutsItsMarginOnTheTargetOnly", volley != done.effects.end() && volley->missile,
                    "a volley without its effect")) {
            const MissileResult &r = *volley->missile;
            c.check("rule_10_volleyPutsItsMarginOnTheTargetOnly",
                    r.margin == r.rawDifference + r.weightShift && r.fatigue == std::max(0, r.margin)
                        && volley->amount == r.fatigue && baseOf(after, sh->target).shotAtThisTurn,
                    "the volley's margin, Fatigue or shot-at mark is wrong");
            for (const Base &b : before.bases) {
                const int expected = b.fatigue + (b.id == sh->target ? r.fatigue : 0);
                // A break spreads Fatigue by contagion and army break (§12.1), never onto the firer's side.
                const bool spread = broke && b.side == target.side && b.id != sh->target;
                if (!c.check("rule_10_volleyPutsItsMarginOnTheTargetOnly",
                             spread || baseOf(after, b.id).fatigue == expected,
                             "Base " + std::to_string(b.id) + " went from " + std::to_string(b.fatigue) + " to "
                                 + std::to_string(baseOf(after, b.id).fatigue) + " after a volley of "
                                 + std::to_string(r.fatigue)))
                    break;
            }
            if (r.fatigue > 0)
                found.applied["event: volley hit"] += 1;
        }
    }

    // §4 and §6.1: the end of a phase.
    // §4: with a plan, the Combat phase ends only once every melee is fought.
    if (std::holds_alternative<EndPhase>(action) && before.phase == Phase::Combat)
        c.check("rule_4_everyMeleeFoughtBeforeTheCombatPhaseEnds", unfoughtMelees(before).empty() && after.combatPlan.empty(),
                "the Combat phase ended with a planned melee unfought or the plan kept");
    if (std::holds_alternative<EndPhase>(action)) {
        static const Phase next[] = {Phase::Shoot, Phase::Combat, Phase::Recovery, Phase::Move};
        const bool outOfRecovery = before.phase == Phase::Recovery;
        const Side nextActive = outOfRecovery ? opponent(before.active) : before.active;
        const int nextTurn = outOfRecovery && nextActive == Side::A ? before.turn + 1 : before.turn;
        c.check("rule_4_endPhaseRunsTheFourPhasesInOrder",
                after.phase == next[static_cast<int>(before.phase)] && after.active == nextActive && after.turn == nextTurn,
                "phase " + std::to_string(static_cast<int>(before.phase)) + " of side " + sideName(before.active)
                    + " turn " + std::to_string(before.turn) + " was followed by phase "
                    + std::to_string(static_cast<int>(after.phase)) + " of side " + sideName(after.active) + " turn "
                    + std::to_string(after.turn));
        c.check("rule_6_1_smoothingNeverBreaksABlock", !broke, "a Block broke at the end of a phase");
        if (!outOfRecovery) {
            // Leaving Combat forgets who gave ground in it (§9.2); nothing else about the Bases changes.
            std::vector<Base> expected = before.bases;
            if (before.phase == Phase::Combat) {
                for (Base &b : expected)
                    b.gaveGroundThisPhase = false;
            }
            c.check("rule_4_endPhaseRunsTheFourPhasesInOrder", after.bases == expected && after.blocks == before.blocks,
                    "ending a phase other than Recovery changed the Bases or Blocks");
        } else {
            found.applied["event: recovery"] += 1;
            const std::vector<int> expected = expectedRecovery(before);
            for (const Base &b : after.bases) {
                if (!c.check("rule_6_1_recoveryAndSmoothingFollowTheRulings", b.fatigue == expected.at(static_cast<std::size_t>(b.id)),
                             "Base " + std::to_string(b.id) + " has " + std::to_string(b.fatigue) + ", ruling R17 gives "
                                 + std::to_string(expected.at(static_cast<std::size_t>(b.id)))))
                    break;
            }
            for (const Block &blk : before.blocks) {
                if (!blk.active())
                    continue;
                const int t0 = blockTotal(before, blk.bases);
                const int t1 = blockTotal(after, blk.bases);
                if (blk.side != before.active) {
                    c.check("rule_6_1_onlyTheActivePlayerRecovers", t0 == t1,
                            "Block " + std::to_string(blk.id) + " of the inactive side changed");
                    continue;
                }
                int recovering = 0;
                for (const BaseId id : blk.bases) {
                    const Base &b = baseOf(before, id);
                    if (!blk.actedThisTurn && !b.inCombatThisTurn && !(b.shotAtThisTurn && before.options.shotAtDeniesRecovery)
                        && b.fatigue > MinimumFatigue)
                        recovering += 1;
                }
                c.check("rule_6_1_recoveryOnlyLowers", t1 <= t0,
                        "Block " + std::to_string(blk.id) + " total rose from " + std::to_string(t0) + " to " + std::to_string(t1));
                c.check("rule_6_1_smoothingPreservesTotals", t1 == t0 - recovering,
                        "Block " + std::to_string(blk.id) + " total went from " + std::to_string(t0) + " to " + std::to_string(t1)
                            + " with " + std::to_string(recovering) + " recovering Base(s)");
                if (blk.actedThisTurn) {
                    // A Block that moved or tried to does not recover: only smoothing, which preserves its total.
                    c.check("rule_6_1_recoveryOnlyLowers", t1 == t0,
                            "Block " + std::to_string(blk.id) + " moved this turn yet its total changed");
                }
            }
            for (const Block &blk : after.blocks) {
                c.check("rule_4_endPhaseRunsTheFourPhasesInOrder",
                        blk.movesThisTurn == 0 && !blk.actedThisTurn && !blk.movementOver && !blk.shockCharge,
                        "Block " + std::to_string(blk.id) + " keeps this turn's movement record");
            }
        }
    }
}

/** Plays one seeded game of @p StepsPerGame steps, checking every step. */
void playGame(std::uint64_t seed, bool tracked, Findings &found, bool verbose)
{
    Gen g(seed * 2 + (tracked ? 1 : 0));
    const GameState initial = makeGame(g, tracked, seed);
    GameState s = initial;
    std::vector<Action> log;
    Context ctx{seed, -1, tracked, nullptr};
    const Action none = EndPhase{};
    ctx.action = &none;
    Checker c(found, ctx);
    checkState(c, s);
    for (int step = 0; step < StepsPerGame; ++step) {
        const Action action = randomAction(s, g);
        ctx.step = step;
        ctx.action = &action;
        const auto result = ancients::apply(s, action);
        log.push_back(action);
        found.steps += 1;
        if (verbose)
            qInfo("seed %llu step %d: %s -> %s", static_cast<unsigned long long>(seed), step, describe(action).c_str(),
                  result ? "applied" : (result.error().code + ": " + result.error().message).c_str());
        // The odds panel reads a volley through volleyInputs(): it must refuse exactly what Shoot refuses.
        if (const auto *sh = std::get_if<Shoot>(&action)) {
            const auto inputs = volleyInputs(s, *sh);
            c.check("rule_10_volleyInputsRefuseAsShootDoes",
                    inputs.ok() == result.ok() && (result.ok() || inputs.error() == result.error()),
                    std::string("Shoot ") + (result ? "applied" : "refused (" + result.error().code + ")")
                        + ", volleyInputs " + (inputs ? "accepted" : "refused (" + inputs.error().code + ")"));
        }
        if (!result) {
            found.refused[result.error().code] += 1;
            // apply() takes its state by const reference, so a refusal cannot touch it; what can go
            // wrong is a refusal that does not say what, where and why.
            c.check("refusalsSayWhatAndWhy",
                    !result.error().code.empty() && !result.error().section.empty() && !result.error().message.empty(),
                    "a refusal without its code, section or message");
            continue;
        }
        checkStep(c, found, s, action, *result);
        s = result->state;
    }
    // A game is its setup plus its actions: replaying the log gives the same state (§4; CONVENTIONS).
    if (verbose || seed % ReplayEvery == 0) {
        GameState again = initial;
        for (const Action &a : log) {
            if (const auto r = ancients::apply(again, a))
                again = r->state;
        }
        ctx.step = StepsPerGame;
        c.check("replayIsExact", again == s, "replaying the game's log gave another state");
    }
}

const Findings &findings()
{
    static const Findings f = [] {
        Findings out;
        const auto start = std::chrono::steady_clock::now();
        if (const char *one = std::getenv("ANCIENTS_PROPERTY_SEED")) {
            const std::uint64_t seed = std::strtoull(one, nullptr, 10);
            playGame(seed, false, out, true);
            playGame(seed, true, out, true);
        } else {
            for (int i = 0; i < GamesPerKind; ++i) {
                const std::uint64_t seed = 1000U + static_cast<std::uint64_t>(i);
                playGame(seed, false, out, false);
                playGame(seed, true, out, false);
            }
        }
        out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return out;
    }();
    return f;
}


} // namespace gameprops

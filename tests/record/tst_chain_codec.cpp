// Versions 2's and 3's hashes (app/record/chaincodec.h, rulebook/battle-format.md,
// Version 2's bytes, Version 3's bytes): every field of the game state, of an entry
// and (version 3) of every kind of action is in the bytes hashed, so that changing
// any one of them changes the hash.
//
// The state's fields are named here one by one, in a structured binding of the whole
// GameState (and of each value inside it): a field added to the engine's state stops
// this test's build, as it stops ChainCodec::stateBytes', until it is encoded and
// changed here.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "battlecodec.h"
#include "chaincodec.h"
#include "gametesthelpers.h"
#endif

#include <QCryptographicHash>
#include <QTest>

#include <functional>
#include <map>
#include <set>

#ifndef Q_MOC_RUN
using namespace ancients;
using record::ChainCodec;
using record::LogEntry;
using record::ReaskedChoice;

namespace {

/** A state in which every optional value is set and every list holds something. */
GameState fullState()
{
    using namespace gametest;
    GameState s = untracked(lineArmy("A", 3, 2), lineArmy("B", 3, 2), {}, 5);
    s.dice = DiceDerivation::ByAction;
    s.diceDrawn = {DiceDraw{RollKind::Move, 1, -1, 1}};
    s.bases[2].hex = Hex{1, 2};
    s.terrain = {{Hex{1, 1}, Terrain{Going::Rough, 1, 1, false}}};
    s.enteredFacts.inContact = {{0, 3}};
    s.enteredFacts.withinOneBaseWidth = {{1, 4}};
    s.enteredFacts.retreatBlocked = {7};
    s.loser = Side::B;
    s.engagements = {{0, 6}};
    s.foughtThisPhase = {{2, 8}};
    s.pendingLoss = PendingLoss{6, 0, 2, false, false};
    s.pendingPursuit = PendingPursuit{0, 6, false};
    s.firedThisPhase = {1};
    s.combatPlan = {CombatPair{0, 6, std::nullopt, std::nullopt}};
    s.pendingFollowUp = PendingFollowUp{0, 6};
    return s;
}

using Change = std::function<void(GameState &)>;

/** SHA-256 (version 2) or BLAKE2b-256 (version 3) of @p bytes. */
QByteArray hashOf(int version, const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, version == 2 ? QCryptographicHash::Sha256 : QCryptographicHash::Blake2b_256);
}

void addVersions()
{
    QTest::addColumn<int>("version");
    QTest::newRow("version 2") << 2;
    QTest::newRow("version 3") << 3;
}

/**
 * Each kind of action with every field set, then each field changed alone (and each list
 * emptied or lengthened, each optional value dropped), each with what it is.
 */
std::vector<std::pair<QString, Action>> actionsAndVariants()
{
    const SuppliedDice d{2, 5, 3};
    MoveBlock move{1, {{2, {Going::Rough, Going::Swamp}}}, 1, true, true, false, {{2, {Hex{1, -2}, Facing{3}}}}, d};
    PivotBlock pivot{1, -1, d};
    WheelBlock wheel{1, 2, 1, 3, 2, {d, d}};
    MarchColumn march{1, {2, 3}, {{Hex{0, 1}, Facing{2}}}, d};
    SplitBlock split{1, {2}, {3}};
    MergeBlocks merge{1, 2, {3}};
    EnterFacts facts{CrossBlockFacts{{{0, 1}}, {{1, 2}}, {4}}};
    AddFatigue fatigue{{{3, 2}}, "9.5", "note"};
    Fight fight{1, 7, 2, 8, Striker::A, Striker::B, Striker::A, 3, 4, d, d, true};
    AllocateLoss loss{1, 2, RearSide::Right, true, {1}, {2}, {3}};
    Pursue pursue{true, {1}, {2}};
    Shoot shoot{1, 7, d, d, 3, 4};
    PlanCombat plan{{CombatPair{1, 7, 2, 8, Striker::A, Striker::B, Lateral::Left, Lateral::Right, Lateral::OnTheLine}}};
    FollowUp follow{true, {1}, {2}};
    std::vector<std::pair<QString, Action>> actions{
        {"move", move}, {"pivot", pivot}, {"wheel", wheel}, {"march", march}, {"split", split}, {"merge", merge},
        {"facts", facts}, {"in combat", MarkInCombat{{1, 2}}}, {"shot at", MarkShotAt{{1, 2}}}, {"fatigue", fatigue},
        {"routed", RemoveRoutedBase{4}}, {"end of phase", EndPhase{}}, {"fight", fight}, {"loss", loss},
        {"pursuit", pursue}, {"volley", shoot}, {"plan", plan}, {"follow-up", follow}};
    const auto variant = [&actions](const QString &what, auto action, auto change) {
        change(action);
        actions.emplace_back(what, Action{action});
    };
    // Dice: each face, and none.
    const auto dice = [&variant](const QString &what, auto action, auto member) {
        variant(what + QStringLiteral(".first"), action, [member](auto &a) { ++(a.*member)->first; });
        variant(what + QStringLiteral(".second"), action, [member](auto &a) { ++(a.*member)->second; });
        variant(what + QStringLiteral(".third"), action, [member](auto &a) { ++(a.*member)->third; });
        variant(what + QStringLiteral(" (none)"), action, [member](auto &a) { (a.*member).reset(); });
    };
    variant("end of phase.declineSmoothing", EndPhase{}, [](EndPhase &a) { a.declineSmoothing = {3}; });
    variant("end of phase.declineSmoothing base", EndPhase{{3}}, [](EndPhase &a) { a.declineSmoothing = {4}; });
    variant("move.block", move, [](MoveBlock &a) { ++a.block; });
    variant("move.terrainEntered base", move, [](MoveBlock &a) { a.terrainEntered = {{3, {Going::Rough, Going::Swamp}}}; });
    variant("move.terrainEntered going", move, [](MoveBlock &a) { a.terrainEntered[2].back() = Going::Rough; });
    variant("move.terrainEntered (none)", move, [](MoveBlock &a) { a.terrainEntered.clear(); });
    variant("move.climb", move, [](MoveBlock &a) { ++a.climb; });
    variant("move.difficult", move, [](MoveBlock &a) { a.difficult = false; });
    variant("move.charge", move, [](MoveBlock &a) { a.charge = false; });
    variant("move.fullMove", move, [](MoveBlock &a) { a.fullMove = true; });
    variant("move.destination hex", move, [](MoveBlock &a) { a.destination[2].first.q = 2; });
    variant("move.destination r", move, [](MoveBlock &a) { a.destination[2].first.r = 2; });
    variant("move.destination facing", move, [](MoveBlock &a) { a.destination[2].second = Facing{4}; });
    variant("move.destination (none)", move, [](MoveBlock &a) { a.destination.clear(); });
    dice("move.dice", move, &MoveBlock::dice);
    variant("pivot.block", pivot, [](PivotBlock &a) { ++a.block; });
    variant("pivot.steps", pivot, [](PivotBlock &a) { a.steps = 1; });
    dice("pivot.dice", pivot, &PivotBlock::dice);
    variant("wheel.block", wheel, [](WheelBlock &a) { ++a.block; });
    variant("wheel.pivot", wheel, [](WheelBlock &a) { ++a.pivot; });
    variant("wheel.steps", wheel, [](WheelBlock &a) { ++a.steps; });
    variant("wheel.frontage", wheel, [](WheelBlock &a) { ++a.frontage; });
    variant("wheel.depth", wheel, [](WheelBlock &a) { ++a.depth; });
    variant("wheel.dice", wheel, [](WheelBlock &a) { a.dice.pop_back(); });
    variant("wheel.dice face", wheel, [](WheelBlock &a) { ++a.dice.back().third; });
    variant("march.block", march, [](MarchColumn &a) { ++a.block; });
    variant("march.order", march, [](MarchColumn &a) { a.order.pop_back(); });
    variant("march.path", march, [](MarchColumn &a) { a.path.front().second = Facing{1}; });
    dice("march.dice", march, &MarchColumn::dice);
    variant("split.block", split, [](SplitBlock &a) { ++a.block; });
    variant("split.detach", split, [](SplitBlock &a) { a.detach = {3}; });
    variant("split.seamBases", split, [](SplitBlock &a) { a.seamBases = {2}; });
    variant("merge.into", merge, [](MergeBlocks &a) { ++a.into; });
    variant("merge.from", merge, [](MergeBlocks &a) { ++a.from; });
    variant("merge.seamBases", merge, [](MergeBlocks &a) { a.seamBases.clear(); });
    variant("facts.inContact", facts, [](EnterFacts &a) { a.facts.inContact.clear(); });
    variant("facts.withinOneBaseWidth", facts, [](EnterFacts &a) { a.facts.withinOneBaseWidth = {{0, 1}}; });
    variant("facts.retreatBlocked", facts, [](EnterFacts &a) { a.facts.retreatBlocked = {5}; });
    variant("fatigue.base", fatigue, [](AddFatigue &a) { a.fatigue.front().first = 4; });
    variant("fatigue.amount", fatigue, [](AddFatigue &a) { a.fatigue.front().second = -2; });
    variant("fatigue.section", fatigue, [](AddFatigue &a) { a.section = "9.6"; });
    variant("fatigue.note", fatigue, [](AddFatigue &a) { a.note.clear(); });
    variant("fight.base", fight, [](Fight &a) { ++a.base; });
    variant("fight.enemy", fight, [](Fight &a) { ++a.enemy; });
    variant("fight.lapping", fight, [](Fight &a) { a.lapping.reset(); });
    variant("fight.enemyLapping", fight, [](Fight &a) { a.enemyLapping = 9; });
    variant("fight.flank", fight, [](Fight &a) { a.flank = Striker::None; });
    variant("fight.rear", fight, [](Fight &a) { a.rear = Striker::A; });
    variant("fight.uphill", fight, [](Fight &a) { a.uphill = Striker::B; });
    variant("fight.baseGoing", fight, [](Fight &a) { a.baseGoing = 5; });
    variant("fight.enemyGoing", fight, [](Fight &a) { a.enemyGoing = 3; });
    dice("fight.baseDice", fight, &Fight::baseDice);
    dice("fight.enemyDice", fight, &Fight::enemyDice);
    variant("fight.overlapsAsEntered", fight, [](Fight &a) { a.overlapsAsEntered = false; });
    variant("loss.fatigue", loss, [](AllocateLoss &a) { ++a.fatigue; });
    variant("loss.pushBack", loss, [](AllocateLoss &a) { ++a.pushBack; });
    variant("loss.rearSide", loss, [](AllocateLoss &a) { a.rearSide = RearSide::Left; });
    variant("loss.pinned", loss, [](AllocateLoss &a) { a.pinned = false; });
    variant("loss.file", loss, [](AllocateLoss &a) { a.file.clear(); });
    variant("loss.seamBases", loss, [](AllocateLoss &a) { a.seamBases = {3}; });
    variant("loss.farSide", loss, [](AllocateLoss &a) { a.farSide = {3, 4}; });
    variant("pursuit.decline", pursue, [](Pursue &a) { a.decline = false; });
    variant("pursuit.file", pursue, [](Pursue &a) { a.file = {2}; });
    variant("pursuit.farSide", pursue, [](Pursue &a) { a.farSide.clear(); });
    variant("volley.firer", shoot, [](Shoot &a) { ++a.firer; });
    variant("volley.target", shoot, [](Shoot &a) { ++a.target; });
    dice("volley.firerDice", shoot, &Shoot::firerDice);
    dice("volley.targetDice", shoot, &Shoot::targetDice);
    variant("volley.firerGoing", shoot, [](Shoot &a) { ++a.firerGoing; });
    variant("volley.targetGoing", shoot, [](Shoot &a) { ++a.targetGoing; });
    variant("plan.base", plan, [](PlanCombat &a) { ++a.pairs[0].base; });
    variant("plan.enemy", plan, [](PlanCombat &a) { ++a.pairs[0].enemy; });
    variant("plan.lapping", plan, [](PlanCombat &a) { a.pairs[0].lapping.reset(); });
    variant("plan.enemyLapping", plan, [](PlanCombat &a) { a.pairs[0].enemyLapping = 9; });
    variant("plan.flank", plan, [](PlanCombat &a) { a.pairs[0].flank = Striker::B; });
    variant("plan.rear", plan, [](PlanCombat &a) { a.pairs[0].rear = Striker::None; });
    variant("plan.flankSide", plan, [](PlanCombat &a) { a.pairs[0].flankSide = Lateral::Right; });
    variant("plan.lappingSide", plan, [](PlanCombat &a) { a.pairs[0].lappingSide.reset(); });
    variant("plan.enemyLappingSide", plan, [](PlanCombat &a) { a.pairs[0].enemyLappingSide = Lateral::Left; });
    variant("plan (two pairs)", plan, [](PlanCombat &a) { a.pairs.push_back(a.pairs[0]); });
    variant("follow-up.decline", follow, [](FollowUp &a) { a.decline = false; });
    variant("follow-up.seamBases", follow, [](FollowUp &a) { a.seamBases.clear(); });
    variant("follow-up.farSide", follow, [](FollowUp &a) { a.farSide = {1}; });

    return actions;
}

} // namespace
#endif

class TestChainCodec : public QObject
{
    Q_OBJECT

private slots:
    void everyStateFieldIsInTheBytes_data() { addVersions(); }
    void everyStateFieldIsInTheBytes();
    void everyEntryFieldIsInTheBytes_data() { addVersions(); }
    void everyEntryFieldIsInTheBytes();
    void everyActionFieldIsInTheBytes();
    void everyEntryReadsBackFromItsBytes();
    void bytesThatAreNotAnEntrysOwnAreRefusedWithTheirPlace();
    void valuesAFileWouldRefuseAreRefusedInBytes();
    void version1HashesAreUnchanged();
};

void TestChainCodec::everyStateFieldIsInTheBytes()
{
    QFETCH(int, version);
    const GameState start = fullState();
    // The whole state, named field by field: a new field does not compile here until it is listed.
    [[maybe_unused]] const auto &[options, rng, dice, meleeCheck, diceDrawn, turn, active, phase, armies, bases, blocks,
                 positionsTracked, terrain, enteredFacts, loser, engagements, foughtThisPhase, pendingLoss, pendingPursuit,
                 firedThisPhase, combatPlan, resolvedContacts, pendingFollowUp] = start;
    [[maybe_unused]] const auto &[combatDie, shotAtDeniesRecovery, pivotCost, difficultMoveCost, followUp, eliteMechanic,
                 mandatoryPursuit, contagion, repeatedPushBackCost, pursuitCap, distances, table] = options;
    [[maybe_unused]] const auto &[footMove, lightFootMove, cavalryMove, missileRange] = distances;
    [[maybe_unused]] const auto &[drawKind, drawActor, drawTarget, drawCount] = diceDrawn.front();
    [[maybe_unused]] const auto &[armyName, startingBases, broken] = armies.front();
    [[maybe_unused]] const auto &[baseId, baseSide, baseBlock, fatigue, hex, facing, routed, removed, inCombatThisTurn, shotAtThisTurn,
                 gaveGroundThisPhase] = bases.front();
    [[maybe_unused]] const auto &[blockId, blockSide, blockName, type, quality, weight, specialRules, spearArmed, members, movesThisTurn,
                 actedThisTurn, movementOver, firstMoveFull, shockCharge, chargedThisTurn] = blocks.front();
    [[maybe_unused]] const auto &[going, climb, elevation, impassable] = terrain.begin()->second;
    [[maybe_unused]] const auto &[inContact, withinOneBaseWidth, retreatBlocked] = enteredFacts;
    [[maybe_unused]] const auto &[lossLoser, lossWinner, points, evadeCaught, rearCascade] = *pendingLoss;
    [[maybe_unused]] const auto &[pursuer, toward, isOptional] = *pendingPursuit;
    [[maybe_unused]] const auto &[planBase, planEnemy, lapping, enemyLapping, planFlank, planRear, flankSide, lappingSide,
                 enemyLappingSide] = combatPlan.front();
    [[maybe_unused]] const auto &[followWinner, followToward] = *pendingFollowUp;

    const std::vector<std::pair<const char *, Change>> changes{
        {"options.combatDie", [](GameState &s) { s.options.combatDie = Die::D6; }},
        {"options.shotAtDeniesRecovery", [](GameState &s) { s.options.shotAtDeniesRecovery = !s.options.shotAtDeniesRecovery; }},
        {"options.pivotCost", [](GameState &s) { ++s.options.pivotCost; }},
        {"options.difficultMoveCost", [](GameState &s) { ++s.options.difficultMoveCost; }},
        {"options.followUp", [](GameState &s) { s.options.followUp = !s.options.followUp; }},
        {"options.eliteMechanic", [](GameState &s) { s.options.eliteMechanic = RulesOptions::EliteMechanic::Reroll; }},
        {"options.mandatoryPursuit", [](GameState &s) { s.options.mandatoryPursuit = !s.options.mandatoryPursuit; }},
        {"options.contagion", [](GameState &s) { s.options.contagion = !s.options.contagion; }},
        {"options.repeatedPushBackCost", [](GameState &s) { ++s.options.repeatedPushBackCost; }},
        {"options.pursuitCap", [](GameState &s) { ++s.options.pursuitCap; }},
        {"options.distances.footMove", [](GameState &s) { ++s.options.distances.footMove; }},
        {"options.distances.lightFootAndSkirmishersMove", [](GameState &s) { ++s.options.distances.lightFootAndSkirmishersMove; }},
        {"options.distances.cavalryMove", [](GameState &s) { ++s.options.distances.cavalryMove; }},
        {"options.distances.missileRange", [](GameState &s) { ++s.options.distances.missileRange; }},
        {"options.table", [](GameState &s) { s.options.table = TableSize{}; }},
        {"options.table.width", [](GameState &s) { s.options.table = TableSize{25, 16}; }},
        {"options.table.depth", [](GameState &s) { s.options.table = TableSize{24, 17}; }},
        {"rng", [](GameState &s) { static_cast<void>(s.rng.next()); }},
        {"rng's stream", [](GameState &s) { s.rng = Pcg32::fromState(s.rng.state(), s.rng.increment() + 2); }},
        {"dice", [](GameState &s) { s.dice = DiceDerivation::Sequential; }},
        {"diceDrawn (one more)", [](GameState &s) { s.diceDrawn.push_back(DiceDraw{}); }},
        {"diceDrawn.kind", [](GameState &s) { s.diceDrawn[0].kind = RollKind::Pivot; }},
        {"diceDrawn.actor", [](GameState &s) { ++s.diceDrawn[0].actor; }},
        {"diceDrawn.target", [](GameState &s) { ++s.diceDrawn[0].target; }},
        {"diceDrawn.count", [](GameState &s) { ++s.diceDrawn[0].count; }},
        {"turn", [](GameState &s) { ++s.turn; }},
        {"active", [](GameState &s) { s.active = Side::B; }},
        {"phase", [](GameState &s) { s.phase = Phase::Shoot; }},
        {"armies.name", [](GameState &s) { s.armies[1].name += "x"; }},
        {"armies.startingBases", [](GameState &s) { ++s.armies[1].startingBases; }},
        {"armies.broken", [](GameState &s) { s.armies[1].broken = !s.armies[1].broken; }},
        {"bases (one fewer)", [](GameState &s) { s.bases.pop_back(); }},
        {"bases.id", [](GameState &s) { s.bases[3].id = 99; }},
        {"bases.side", [](GameState &s) { s.bases[3].side = Side::B; }},
        {"bases.block", [](GameState &s) { ++s.bases[3].block; }},
        {"bases.fatigue", [](GameState &s) { ++s.bases[3].fatigue; }},
        {"bases.hex (set)", [](GameState &s) { s.bases[3].hex = Hex{0, 0}; }},
        {"bases.hex.q", [](GameState &s) { s.bases[2].hex = Hex{2, 2}; }},
        {"bases.hex.r", [](GameState &s) { s.bases[2].hex = Hex{1, 3}; }},
        {"bases.facing", [](GameState &s) { s.bases[3].facing = Facing{2}; }},
        {"bases.routed", [](GameState &s) { s.bases[3].routed = true; }},
        {"bases.removed", [](GameState &s) { s.bases[3].removed = true; }},
        {"bases.inCombatThisTurn", [](GameState &s) { s.bases[3].inCombatThisTurn = true; }},
        {"bases.shotAtThisTurn", [](GameState &s) { s.bases[3].shotAtThisTurn = true; }},
        {"bases.gaveGroundThisPhase", [](GameState &s) { s.bases[3].gaveGroundThisPhase = true; }},
        {"blocks (one fewer)", [](GameState &s) { s.blocks.pop_back(); }},
        {"blocks.id", [](GameState &s) { s.blocks[1].id = 42; }},
        {"blocks.side", [](GameState &s) { s.blocks[1].side = Side::B; }},
        {"blocks.name", [](GameState &s) { s.blocks[1].name += "x"; }},
        {"blocks.type", [](GameState &s) { s.blocks[1].type = TroopType::Cavalry; }},
        {"blocks.quality", [](GameState &s) { s.blocks[1].quality = Quality::Elite; }},
        {"blocks.weight", [](GameState &s) { ++s.blocks[1].weight; }},
        {"blocks.specialRules", [](GameState &s) { s.blocks[1].specialRules = s.blocks[1].specialRules.with(SpecialRuleTable.back().rule); }},
        {"blocks.spearArmed", [](GameState &s) { s.blocks[1].spearArmed = !s.blocks[1].spearArmed; }},
        {"blocks.bases", [](GameState &s) { s.blocks[1].bases.pop_back(); }},
        {"blocks.movesThisTurn", [](GameState &s) { ++s.blocks[1].movesThisTurn; }},
        {"blocks.actedThisTurn", [](GameState &s) { s.blocks[1].actedThisTurn = true; }},
        {"blocks.movementOver", [](GameState &s) { s.blocks[1].movementOver = true; }},
        {"blocks.firstMoveFull", [](GameState &s) { s.blocks[1].firstMoveFull = true; }},
        {"blocks.shockCharge", [](GameState &s) { s.blocks[1].shockCharge = true; }},
        {"blocks.chargedThisTurn", [](GameState &s) { s.blocks[1].chargedThisTurn = true; }},
        {"positionsTracked", [](GameState &s) { s.positionsTracked = !s.positionsTracked; }},
        {"terrain (one more)", [](GameState &s) { s.terrain[Hex{3, 3}] = Terrain{}; }},
        {"terrain's hex", [](GameState &s) { s.terrain = {{Hex{1, 2}, s.terrain.begin()->second}}; }},
        {"terrain.going", [](GameState &s) { s.terrain.begin()->second.going = Going::Swamp; }},
        {"terrain.climb", [](GameState &s) { ++s.terrain.begin()->second.climb; }},
        {"terrain.elevation", [](GameState &s) { ++s.terrain.begin()->second.elevation; }},
        {"terrain.impassable", [](GameState &s) { s.terrain.begin()->second.impassable = true; }},
        {"enteredFacts.inContact", [](GameState &s) { s.enteredFacts.inContact = {{0, 4}}; }},
        {"enteredFacts.withinOneBaseWidth", [](GameState &s) { s.enteredFacts.withinOneBaseWidth.clear(); }},
        {"enteredFacts.retreatBlocked", [](GameState &s) { s.enteredFacts.retreatBlocked = {8}; }},
        {"loser", [](GameState &s) { s.loser = Side::A; }},
        {"loser (none)", [](GameState &s) { s.loser.reset(); }},
        {"engagements", [](GameState &s) { s.engagements = {{0, 7}}; }},
        {"foughtThisPhase", [](GameState &s) { s.foughtThisPhase = {{2, 9}}; }},
        {"pendingLoss (none)", [](GameState &s) { s.pendingLoss.reset(); }},
        {"pendingLoss.loser", [](GameState &s) { ++s.pendingLoss->loser; }},
        {"pendingLoss.winner", [](GameState &s) { ++s.pendingLoss->winner; }},
        {"pendingLoss.points", [](GameState &s) { ++s.pendingLoss->points; }},
        {"pendingLoss.evadeCaught", [](GameState &s) { s.pendingLoss->evadeCaught = true; }},
        {"pendingLoss.rearCascade", [](GameState &s) { s.pendingLoss->rearCascade = true; }},
        {"pendingPursuit (none)", [](GameState &s) { s.pendingPursuit.reset(); }},
        {"pendingPursuit.pursuer", [](GameState &s) { ++s.pendingPursuit->pursuer; }},
        {"pendingPursuit.toward", [](GameState &s) { ++s.pendingPursuit->toward; }},
        {"pendingPursuit.optional", [](GameState &s) { s.pendingPursuit->optional = true; }},
        {"firedThisPhase", [](GameState &s) { s.firedThisPhase = {2}; }},
        {"combatPlan (none)", [](GameState &s) { s.combatPlan.clear(); }},
        {"combatPlan.base", [](GameState &s) { ++s.combatPlan[0].base; }},
        {"combatPlan.enemy", [](GameState &s) { ++s.combatPlan[0].enemy; }},
        {"combatPlan.lapping", [](GameState &s) { s.combatPlan[0].lapping = 2; }},
        {"combatPlan.enemyLapping", [](GameState &s) { s.combatPlan[0].enemyLapping = 8; }},
        {"combatPlan.flank", [](GameState &s) { s.combatPlan[0].flank = Striker::B; }},
        {"combatPlan.rear", [](GameState &s) { s.combatPlan[0].rear = Striker::A; }},
        {"combatPlan.flankSide", [](GameState &s) { s.combatPlan[0].flankSide = Lateral::Left; }},
        {"combatPlan.flankSide (other)", [](GameState &s) { s.combatPlan[0].flankSide = Lateral::Right; }},
        {"combatPlan.lappingSide", [](GameState &s) { s.combatPlan[0].lappingSide = Lateral::Right; }},
        {"combatPlan.enemyLappingSide", [](GameState &s) { s.combatPlan[0].enemyLappingSide = Lateral::OnTheLine; }},
        {"meleeCheck", [](GameState &s) { s.meleeCheck = MeleeCheck::Every; }},
        {"resolvedContacts", [](GameState &s) { s.resolvedContacts.insert({0, 1}); }},
        {"resolvedContacts (other)", [](GameState &s) { s.resolvedContacts.insert({1, 2}); }},
        {"pendingFollowUp (none)", [](GameState &s) { s.pendingFollowUp.reset(); }},
        {"pendingFollowUp.winner", [](GameState &s) { ++s.pendingFollowUp->winner; }},
        {"pendingFollowUp.toward", [](GameState &s) { ++s.pendingFollowUp->toward; }},
    };
    const QByteArray hash = ChainCodec::stateHash(start, version);
    QCOMPARE(hash, hashOf(version, ChainCodec::stateBytes(start, version)));
    QCOMPARE(ChainCodec::stateHash(GameState(start), version), hash);
    for (const auto &[what, change] : changes) {
        GameState changed = start;
        change(changed);
        QVERIFY2(!(changed == start), what); // the change is real
        QVERIFY2(ChainCodec::stateHash(changed, version) != hash, what);
    }

}

void TestChainCodec::everyEntryFieldIsInTheBytes()
{
    QFETCH(int, version);
    LogEntry entry;
    entry.type = LogEntry::Type::Amend;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(14, 0, 4, 250), Qt::UTC);
    entry.state = QByteArray(32, '\x5a');
    entry.action = Action{AddFatigue{{{3, 2}}, "9.5", "the margin was 2"}};
    entry.index = 1;
    entry.note = QStringLiteral("Ilerda");
    entry.umpire = QStringLiteral("Umpire");
    entry.reasked = {ReaskedChoice{3, {Action{EndPhase{}}}}};
    const QByteArray previous(32, '\x01');
    const QByteArray hash = ChainCodec::chainHash(previous, entry, version);
    QCOMPARE(hash, hashOf(version, previous + ChainCodec::entryBytes(entry, version)));

    const std::vector<std::pair<const char *, std::function<void(LogEntry &)>>> changes{
        {"type", [](LogEntry &e) { e.type = LogEntry::Type::Action; }},
        {"time", [](LogEntry &e) { e.time = e.time.addMSecs(1); }},
        {"state", [](LogEntry &e) { e.state[31] = '\x5b'; }},
        {"action", [](LogEntry &e) { e.action = Action{AddFatigue{{{3, 1}}, "9.5", "the margin was 2"}}; }},
        {"action's note", [](LogEntry &e) { e.action = Action{AddFatigue{{{3, 2}}, "9.5", "the margin was 3"}}; }},
        {"index", [](LogEntry &e) { ++e.index; }},
        {"note", [](LogEntry &e) { e.note += QLatin1Char('.'); }},
        {"umpire", [](LogEntry &e) { e.umpire.clear(); }},
        {"reasked.at", [](LogEntry &e) { ++e.reasked[0].at; }},
        {"reasked.actions", [](LogEntry &e) { e.reasked[0].actions.clear(); }},
        {"reasked (none)", [](LogEntry &e) { e.reasked.clear(); }},
        // A value moved from one text to the next: the lengths keep them apart.
        {"a letter moved from note to umpire", [](LogEntry &e) {
             e.note.chop(1);
             e.umpire.prepend(QLatin1Char('a'));
         }},
    };
    for (const auto &[what, change] : changes) {
        LogEntry changed = entry;
        change(changed);
        QVERIFY2(ChainCodec::chainHash(previous, changed, version) != hash, what);
    }
    QVERIFY(ChainCodec::chainHash(QByteArray(32, '\x02'), entry, version) != hash); // the entry before
}

void TestChainCodec::everyActionFieldIsInTheBytes()
{
    // Each kind of action with every field set, then each field changed alone (and each list
    // emptied or lengthened, each optional value dropped): all of them give other bytes, so an
    // entry of version 3 whose action changed no longer hashes to its `hash`. The encoder names
    // every field of every action in a structured binding: a new one does not compile there
    // until it is encoded.
    const std::vector<std::pair<QString, Action>> actions = actionsAndVariants();
    std::map<QByteArray, QString> seen;
    for (const auto &[what, action] : actions) {
        const QByteArray bytes = ChainCodec::actionBytes(action);
        const auto [at, fresh] = seen.emplace(bytes, what);
        QVERIFY2(fresh, qPrintable(QStringLiteral("%1 has the bytes of %2").arg(what, at->second)));
    }
    // Distinct actions whose bytes differ give distinct entry hashes.
    LogEntry entry;
    entry.type = LogEntry::Type::Action;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(14, 0, 4, 250), Qt::UTC);
    entry.state = QByteArray(32, '\x5a');
    std::set<QByteArray> hashes;
    for (const auto &[what, action] : actions) {
        entry.action = action;
        QVERIFY2(hashes.insert(ChainCodec::chainHash(QByteArray(32, '\x01'), entry, 3)).second, qPrintable(what));
    }
}

void TestChainCodec::everyEntryReadsBackFromItsBytes()
{
    // The store keeps a version-3 entry as its chain bytes (battle-format.md, In the app's
    // store): every kind of action, each field changed alone, and every type of entry read
    // back whole, equal to what was written.
    LogEntry entry;
    entry.type = LogEntry::Type::Action;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(14, 0, 4, 250), Qt::UTC);
    entry.state = QByteArray(32, '\x5a');
    int refused = 0;
    for (const auto &[what, action] : actionsAndVariants()) {
        entry.action = action;
        const auto decoded = ChainCodec::decodeEntry(ChainCodec::entryBytes(entry, 3), 3, QStringLiteral("entry 4"));
        // A side "on the line" is the engine's own: a file names only the left and the right.
        const auto *plan = std::get_if<PlanCombat>(&action);
        if (plan && plan->pairs.front().enemyLappingSide == Lateral::OnTheLine) {
            QVERIFY2(!decoded.ok() && decoded.problems.join(u"; ").contains(QStringLiteral("a side of 2, where 0 to 1 are written")),
                     qPrintable(what + QStringLiteral(": ") + decoded.problems.join(u"; ")));
            ++refused;
            continue;
        }
        QVERIFY2(decoded.ok(), qPrintable(what + QStringLiteral(": ") + decoded.problems.join(u"; ")));
        QVERIFY2(*decoded.value == entry, qPrintable(what));
    }
    QVERIFY(refused > 0 && refused < 12); // the plan's, but the one with its side changed to the left
    LogEntry undo = entry;
    undo.type = LogEntry::Type::Undo;
    undo.action.reset();
    LogEntry redo = undo;
    redo.type = LogEntry::Type::Redo;
    redo.time = QDateTime(QDate(1970, 1, 1), QTime(0, 0), Qt::UTC).addMSecs(-1); // before 1970: a negative number
    LogEntry amend = entry;
    amend.type = LogEntry::Type::Amend;
    amend.action = Action{AddFatigue{{{3, 2}}, "9.5", "the margin was 2"}};
    amend.index = 1;
    amend.note = QStringLiteral("Ilerda: the hill was steep \u2014 \u00e9tait raide");
    amend.umpire = QStringLiteral("Umpire");
    amend.reasked = {ReaskedChoice{3, {Action{EndPhase{}}}}, ReaskedChoice{5, {Action{Pursue{true, {}, {}}}}}};
    for (const LogEntry &e : {undo, redo, amend}) {
        const auto decoded = ChainCodec::decodeEntry(ChainCodec::entryBytes(e, 3), 3, QStringLiteral("entry 4"));
        QVERIFY2(decoded.ok(), qPrintable(decoded.problems.join(u"; ")));
        QVERIFY(*decoded.value == e);
    }
}

void TestChainCodec::bytesThatAreNotAnEntrysOwnAreRefusedWithTheirPlace()
{
    LogEntry entry;
    entry.type = LogEntry::Type::Action;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(14, 0, 4, 250), Qt::UTC);
    entry.state = QByteArray(32, '\x5a');
    entry.action = Action{MoveBlock{1, {{2, {Going::Rough}}}, 1, false, false, true, {}, SuppliedDice{2, 3, 4}}};
    const QByteArray bytes = ChainCodec::entryBytes(entry, 3);
    const auto refused = [](const QByteArray &b, int version = 3) {
        const auto decoded = ChainCodec::decodeEntry(b, version, QStringLiteral("entry 4"));
        return decoded.ok() ? QString() : decoded.problems.join(u"; ");
    };
    QCOMPARE(refused(bytes), QString());

    // Cut short anywhere, the bytes end early: never read past, always named.
    for (qsizetype n = 0; n < bytes.size(); ++n) {
        const QString problem = refused(bytes.left(n));
        QVERIFY2(problem.startsWith(QStringLiteral("entry 4: ")) && problem.contains(QStringLiteral("end early")),
                 qPrintable(QStringLiteral("%1 bytes: %2").arg(n).arg(problem)));
    }
    QCOMPARE(refused(bytes + '\0'), QStringLiteral("entry 4: byte %1: bytes left over after the entry").arg(bytes.size()));
    // The type: a key the record does not have.
    QByteArray wrong = bytes;
    wrong[0] = '\x09';
    QCOMPARE(refused(wrong), QStringLiteral("entry 4: byte 0: an entry type of 9, where 0 to 3 are written"));
    // The time, as a number longer than 64 bits, or with more than the 64th bit in its tenth byte.
    QCOMPARE(refused(QByteArray(1, '\0') + QByteArray(10, '\xff')), QStringLiteral("entry 4: byte 1: a number longer than 64 bits"));
    QCOMPARE(refused(QByteArray(1, '\0') + QByteArray(9, '\xff') + '\x7f'), QStringLiteral("entry 4: byte 1: a number longer than 64 bits"));
    // After the time (its varint) and the state's 32 bytes, with their length, comes the action's flag.
    const qsizetype flagAt = bytes.indexOf(QByteArray(32, '\x5a')) + 32;
    wrong = bytes;
    wrong[flagAt] = '\x02';
    QCOMPARE(refused(wrong), QStringLiteral("entry 4: byte %1: a flag of 2, where only 0 and 1 are written").arg(flagAt));
    // The action's kind, after its length.
    wrong = bytes;
    wrong[flagAt + 2] = '\x12';
    QCOMPARE(refused(wrong), QStringLiteral("entry 4: in its action, byte %1: an action kind of 18, where 0 to 17 are written").arg(flagAt + 2));
    // An action entry without its action.
    wrong = bytes.left(flagAt) + '\0';
    QCOMPARE(refused(wrong), QStringLiteral("entry 4: an action entry without its action"));
    // The same entry with a needless byte in a number (the state's length, 32, as 0xa0 0x00):
    // it decodes, but it is not the entry's own encoding, so it is refused.
    const qsizetype lengthAt = flagAt - 33;
    QCOMPARE(int(bytes[lengthAt]), 32);
    wrong = bytes.left(lengthAt) + QByteArray("\xa0\x00", 2) + bytes.mid(lengthAt + 1);
    QCOMPARE(refused(wrong), QStringLiteral("entry 4: byte %1: the bytes are not the entry's own encoding").arg(lengthAt));
    // A state digest of other than 32 bytes.
    LogEntry short31 = entry;
    short31.state.chop(1);
    QCOMPARE(refused(ChainCodec::entryBytes(short31, 3)),
             QStringLiteral("entry 4: byte %1: a state digest of 31 bytes, where it has 32").arg(lengthAt));
    // A time beyond the year 9999.
    LogEntry late = entry;
    late.time = QDateTime(QDate(9999, 12, 31), QTime(23, 59, 59, 999), Qt::UTC).addMSecs(1);
    QVERIFY(refused(ChainCodec::entryBytes(late, 3)).startsWith(QStringLiteral("entry 4: byte 1: a time outside the years 1 to 9999")));
    // Only version 3's entries are kept as bytes.
    QCOMPARE(refused(bytes, 2), QStringLiteral("entry 4: only entries of version 3 are kept as bytes, and this battle is of version 2"));
}

void TestChainCodec::valuesAFileWouldRefuseAreRefusedInBytes()
{
    // Bytes hold any number; what they hold is held to the battle file's bounds, by its reader.
    LogEntry entry;
    entry.type = LogEntry::Type::Action;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(14, 0, 4, 250), Qt::UTC);
    entry.state = QByteArray(32, '\x5a');
    entry.action = Action{PivotBlock{record::BattleCodec::MaximumId + 1, 1, std::nullopt}};
    auto decoded = ChainCodec::decodeEntry(ChainCodec::entryBytes(entry, 3), 3, QStringLiteral("entry 4"));
    QVERIFY(!decoded.ok());
    QVERIFY2(decoded.problems.join(u"; ").startsWith(QStringLiteral("entry 4.action.block: ")), qPrintable(decoded.problems.join(u"; ")));
    // An amendment's own fields too: a note beyond the longest the file allows.
    entry.type = LogEntry::Type::Amend;
    entry.action = Action{EndPhase{}};
    entry.index = 0;
    entry.note = QString(record::BattleCodec::MaximumTextLength + 1, QLatin1Char('n'));
    decoded = ChainCodec::decodeEntry(ChainCodec::entryBytes(entry, 3), 3, QStringLiteral("entry 4"));
    QVERIFY(!decoded.ok());
    QVERIFY2(decoded.problems.join(u"; ").contains(QStringLiteral("entry 4.note")), qPrintable(decoded.problems.join(u"; ")));
    // A value the file would read otherwise than it is kept: a note that is not UTF-8, which
    // the file's text would turn into U+FFFD, so that the battle would export as another one.
    entry.type = LogEntry::Type::Action;
    entry.note.clear();
    entry.index = -1;
    entry.action = Action{AddFatigue{{{3, 2}}, "9.5", "not UTF-8: \xff"}};
    decoded = ChainCodec::decodeEntry(ChainCodec::entryBytes(entry, 3), 3, QStringLiteral("entry 4"));
    QVERIFY(!decoded.ok());
    QCOMPARE(decoded.problems.join(u"; "), QStringLiteral("entry 4: a value the battle file cannot hold as it is"));
}

void TestChainCodec::version1HashesAreUnchanged()
{
    // Version 1 hashes the canonical JSON, as BattleCodec always has (its bytes are pinned in tst_record_codec).
    const GameState state = fullState();
    QCOMPARE(ChainCodec::stateHash(state, 1), record::BattleCodec::stateHash(state));
    LogEntry entry;
    entry.type = LogEntry::Type::Action;
    entry.time = QDateTime(QDate(2024, 5, 1), QTime(14, 0, 4, 250), Qt::UTC);
    entry.state = QByteArray(32, '\x5a');
    entry.action = Action{EndPhase{}};
    QCOMPARE(ChainCodec::chainHash(QByteArray(32, '\x01'), entry, 1),
             record::BattleCodec::chainHash(QByteArray(32, '\x01'), entry));
    QVERIFY(ChainCodec::chainHash(QByteArray(32, '\x01'), entry, 2) != ChainCodec::chainHash(QByteArray(32, '\x01'), entry, 1));
}

QTEST_GUILESS_MAIN(TestChainCodec)
#include "tst_chain_codec.moc"

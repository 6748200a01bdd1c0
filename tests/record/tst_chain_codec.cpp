// Version 2's hashes (app/record/chaincodec.h, rulebook/battle-format.md, Version 2's
// bytes): every field of the game state and of an entry is in the bytes hashed, so
// that changing any one of them changes the hash.
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

} // namespace
#endif

class TestChainCodec : public QObject
{
    Q_OBJECT

private slots:
    void everyStateFieldIsInTheBytes();
    void everyEntryFieldIsInTheBytes();
    void version1HashesAreUnchanged();
};

void TestChainCodec::everyStateFieldIsInTheBytes()
{
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
    const QByteArray hash = ChainCodec::stateHash(start, 2);
    QCOMPARE(hash, QCryptographicHash::hash(ChainCodec::stateBytes(start), QCryptographicHash::Sha256));
    QCOMPARE(ChainCodec::stateHash(GameState(start), 2), hash);
    for (const auto &[what, change] : changes) {
        GameState changed = start;
        change(changed);
        QVERIFY2(!(changed == start), what); // the change is real
        QVERIFY2(ChainCodec::stateHash(changed, 2) != hash, what);
    }
}

void TestChainCodec::everyEntryFieldIsInTheBytes()
{
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
    const QByteArray hash = ChainCodec::chainHash(previous, entry, 2);
    QCOMPARE(hash, QCryptographicHash::hash(previous + ChainCodec::entryBytes(entry), QCryptographicHash::Sha256));

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
        QVERIFY2(ChainCodec::chainHash(previous, changed, 2) != hash, what);
    }
    QVERIFY(ChainCodec::chainHash(QByteArray(32, '\x02'), entry, 2) != hash); // the entry before
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

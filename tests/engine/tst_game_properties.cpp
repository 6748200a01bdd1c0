// Property tests of the game engine (§2, §4–§6, §12): thousands of seeded random
// action sequences, in games with and without tracked positions, with the
// rulebook's invariants checked after every step.
//
// The games are played once (the first test function runs them); every test
// function then reports one property. A failure names the generator's seed and
// the step, and the action, so it reproduces:
//     ANCIENTS_PROPERTY_SEED=<seed> tst_game_properties
// replays only that seed (both kinds of game) and prints every step.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "gameproperties.h"
#endif

#include <QTest>

#ifndef Q_MOC_RUN
using namespace gameprops;
#endif // Q_MOC_RUN

class TestGameProperties : public QObject
{
    Q_OBJECT

private:
    static void verify(const char *property)
    {
        const auto &f = findings();
        const auto checks = f.checks.find(property);
        QVERIFY2(checks != f.checks.end() && checks->second > 0, "the games never checked this property");
        const auto failures = f.failures.find(property);
        if (failures != f.failures.end() && failures->second > 0) {
            const std::string message = std::to_string(failures->second) + " of " + std::to_string(checks->second)
                + " checks failed; first: " + f.first.at(property);
            QFAIL(message.c_str());
        }
    }

private slots:
    void initTestCase()
    {
        const auto &f = findings();
        std::string applied;
        for (const auto &[kind, n] : f.applied)
            applied += " " + kind + "=" + std::to_string(n);
        std::string refused;
        for (const auto &[code, n] : f.refused)
            refused += " " + code + "=" + std::to_string(n);
        qInfo("%d games of each kind x %d steps = %ld steps in %.2f s", GamesPerKind, StepsPerGame, f.steps, f.seconds);
        qInfo("applied:%s", applied.c_str());
        qInfo("refused:%s", refused.c_str());
    }

    // The generator reaches every action and the events the properties are about;
    // otherwise the properties below would hold vacuously.
    void generatorCoversEveryActionAndEvent()
    {
        const auto &f = findings();
        for (const char *kind : {"MoveBlock", "PivotBlock", "WheelBlock", "MarchColumn", "SplitBlock", "MergeBlocks",
                                 "EnterFacts", "MarkInCombat", "MarkShotAt", "AddFatigue", "RemoveRoutedBase", "EndPhase",
                                 "Fight", "AllocateLoss", "Pursue", "Shoot", "PlanCombat", "FollowUp", "event: volley hit", "event: fight lost", "event: recoil",
                                 "event: follow-up", "event: repeated push-back", "event: Base left the table",
                                 "event: pinned", "event: pursuit", "event: push-back break",
                                 "event: fight with tracked positions", "event: recoil with tracked positions",
                                 "event: Block broke", "event: army broke", "event: Base removed",
                                 "event: failed movement test", "event: recovery", "event: split", "event: merge",
                                 "event: moved"}) {
            const auto it = f.applied.find(kind);
            QVERIFY2(it != f.applied.end() && it->second > 0, kind);
        }
    }

    void rule_6_fatigueNeverBelowOne() { verify("rule_6_fatigueNeverBelowOne"); }
    void rule_2_everyStandingBaseIsInExactlyOneBlock() { verify("rule_2_everyStandingBaseIsInExactlyOneBlock"); }
    void rule_2_blocksAreOfOneSide() { verify("rule_2_blocksAreOfOneSide"); }
    void rule_2_noTwoBasesShareAHex() { verify("rule_2_noTwoBasesShareAHex"); }
    void rule_2_blocksStayContiguous() { verify("rule_2_blocksStayContiguous"); }
    void untrackedGamesHaveNoPositions() { verify("untrackedGamesHaveNoPositions"); }
    void rule_4_onlyTheActivePlayerMovesInTheMovePhase() { verify("rule_4_onlyTheActivePlayerMovesInTheMovePhase"); }
    void rule_4_endPhaseRunsTheFourPhasesInOrder() { verify("rule_4_endPhaseRunsTheFourPhasesInOrder"); }
    void rule_5_movementTestEqualsOrBeatsTheExactAverage() { verify("rule_5_movementTestEqualsOrBeatsTheExactAverage"); }
    void rule_5_1_difficultMovePaysAfterTheMove() { verify("rule_5_1_difficultMovePaysAfterTheMove"); }
    void rule_5_2_extraMovePaysOneFatigueBeforeItsTest() { verify("rule_5_2_extraMovePaysOneFatigueBeforeItsTest"); }
    void rule_5_2_failedTestEndsMovement() { verify("rule_5_2_failedTestEndsMovement"); }
    void rule_5_4_tempoAndTerrainCostsAreIndependent() { verify("rule_5_4_tempoAndTerrainCostsAreIndependent"); }
    void rule_5_5_wheelTakesTheFarCornersMoves() { verify("rule_5_5_wheelTakesTheFarCornersMoves"); }
    void rule_6_1_recoveryOnlyLowers() { verify("rule_6_1_recoveryOnlyLowers"); }
    void rule_6_1_smoothingPreservesTotals() { verify("rule_6_1_smoothingPreservesTotals"); }
    void rule_6_1_recoveryAndSmoothingFollowTheRulings() { verify("rule_6_1_recoveryAndSmoothingFollowTheRulings"); }
    void rule_6_1_onlyTheActivePlayerRecovers() { verify("rule_6_1_onlyTheActivePlayerRecovers"); }
    void rule_6_1_smoothingNeverBreaksABlock() { verify("rule_6_1_smoothingNeverBreaksABlock"); }
    void rule_6_2_splitKeepsFatiguePlusTheSeam() { verify("rule_6_2_splitKeepsFatiguePlusTheSeam"); }
    void rule_6_2_mergeKeepsFatigue() { verify("rule_6_2_mergeKeepsFatigue"); }
    void rule_12_breaksExactlyAboveSix() { verify("rule_12_breaksExactlyAboveSix"); }
    void rule_12_routedBasesBelongToNoBlock() { verify("rule_12_routedBasesBelongToNoBlock"); }
    void rule_12_1_basesLostOnlyGrows() { verify("rule_12_1_basesLostOnlyGrows"); }
    void rule_12_1_brokenArmyStaysBroken() { verify("rule_12_1_brokenArmyStaysBroken"); }
    void rule_12_1_armyBreaksAtThirtyPercent() { verify("rule_12_1_armyBreaksAtThirtyPercent"); }
    void rule_9_5_lossIsSettledBeforeAnythingElse() { verify("rule_9_5_lossIsSettledBeforeAnythingElse"); }
    void rule_11_1_pursuitComesBeforeAnythingElse() { verify("rule_11_1_pursuitComesBeforeAnythingElse"); }
    void rule_9_1_fightsHappenInTheCombatPhase() { verify("rule_9_1_fightsHappenInTheCombatPhase"); }
    void rule_9_2_activeBaseFightsOneEnemy() { verify("rule_9_2_activeBaseFightsOneEnemy"); }
    void rule_9_2_plannedOverlapsAreTheFightsOverlaps() { verify("rule_9_2_plannedOverlapsAreTheFightsOverlaps"); }
    void rule_4_everyMeleeFoughtBeforeTheCombatPhaseEnds() { verify("rule_4_everyMeleeFoughtBeforeTheCombatPhaseEnds"); }
    void rule_9_1_fightMarksBothBasesInCombat() { verify("rule_9_1_fightMarksBothBasesInCombat"); }
    void rule_9_5_loserAllocatesTheMargin() { verify("rule_9_5_loserAllocatesTheMargin"); }
    void rule_9_5_heldPointsAreFatigueOnTheLoser() { verify("rule_9_5_heldPointsAreFatigueOnTheLoser"); }
    void rule_9_5_combatNeverLowersFatigue() { verify("rule_9_5_combatNeverLowersFatigue"); }
    void rule_11_1_pursuitCostsNoFatigue() { verify("rule_11_1_pursuitCostsNoFatigue"); }
    void rule_11_1_thePursuerAdvancesAlone() { verify("rule_11_1_thePursuerAdvancesAlone"); }
    void rule_13_followUpComesBeforeAnythingElse() { verify("rule_13_followUpComesBeforeAnythingElse"); }
    void rule_13_followUpMovesTheWinnerAloneOneHex() { verify("rule_13_followUpMovesTheWinnerAloneOneHex"); }
    void rule_13_repeatedPushBackCostsPerBaseDepthAfterTheFirst() { verify("rule_13_repeatedPushBackCostsPerBaseDepthAfterTheFirst"); }
    void rule_13_everyBaseStandsOnTheTable() { verify("rule_13_everyBaseStandsOnTheTable"); }
    void rule_12_1_pushBackAfterArmyBreakIsABreak() { verify("rule_12_1_pushBackAfterArmyBreakIsABreak"); }
    void rule_10_shootingIsTheShootPhasesOfMissileTroops() { verify("rule_10_shootingIsTheShootPhasesOfMissileTroops"); }
    void rule_10_shootingNeverChangesTheFirersFatigue() { verify("rule_10_shootingNeverChangesTheFirersFatigue"); }
    void rule_10_volleyPutsItsMarginOnTheTargetOnly() { verify("rule_10_volleyPutsItsMarginOnTheTargetOnly"); }
    void rule_10_volleyInputsRefuseAsShootDoes() { verify("rule_10_volleyInputsRefuseAsShootDoes"); }
    void refusalsSayWhatAndWhy() { verify("refusalsSayWhatAndWhy"); }
    void effectsCarrySections() { verify("effectsCarrySections"); }
    void effectsCarryTheirCauseAndFigures() { verify("effectsCarryTheirCauseAndFigures"); }
    void replayIsExact() { verify("replayIsExact"); }
};

QTEST_GUILESS_MAIN(TestGameProperties)
#include "tst_game_properties.moc"

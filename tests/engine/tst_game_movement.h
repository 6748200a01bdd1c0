#pragma once

// Movement (§5): the movement test (rulings R1, R2), chaining (§5.2), difficult
// moves and pivots (§5.1, rulings R12, R14), terrain and climbing costs (§8.1,
// §8.3, ruling R4), tempo and terrain together (§5.4), wheels (§5.5), the column
// march (§5.6), shock charges (§5.3) and illegal moves (§4).
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <set>
#include <vector>

using namespace ancients;
using namespace gametest;

Q_DECLARE_METATYPE(ancients::Quality)
Q_DECLARE_METATYPE(ancients::TroopType)
Q_DECLARE_METATYPE(ancients::GameState)
namespace {
/** An Action for a data table (Qt's metatype traits cannot look inside std::variant). */
struct TestAction
{
    Action action;
};
} // namespace
Q_DECLARE_METATYPE(TestAction)
using Ints = std::vector<int>;
Q_DECLARE_METATYPE(Ints)

namespace {

/** Side A: one Block of @p type and @p quality with the given Base Fatigue; side B: one Base. */
inline GameState oneBlock(const Ints &fatigue, Quality quality = Quality::Regular, TroopType type = TroopType::MediumInfantry)
{
    GameState s = untracked(army("A", {spec(type, int(fatigue.size()), 1, quality)}), lineArmy("B", 1));
    std::vector<std::pair<BaseId, int>> targets;
    for (std::size_t i = 0; i < fatigue.size(); ++i)
        targets.emplace_back(BaseId(i), fatigue[i]);
    return withFatigue(s, targets);
}

/** The movement tests the effects report, in order: kept roll and whether it passed. */
inline std::vector<std::pair<int, bool>> tests(const std::vector<Effect> &fx)
{
    std::vector<std::pair<int, bool>> t;
    for (const Effect &e : fx) {
        if (e.kind == Effect::Kind::MovementTest)
            t.emplace_back(e.roll->kept(), e.passed);
    }
    return t;
}

/** The Fatigue effects of a section, summed per Base. */
inline std::map<BaseId, int> fatigueBySection(const std::vector<Effect> &fx, const std::string &section)
{
    std::map<BaseId, int> m;
    for (const Effect &e : fx) {
        if (e.kind == Effect::Kind::Fatigue && e.section == section)
            m[e.base] += e.amount;
    }
    return m;
}

inline std::vector<std::pair<Hex, Facing>> places(const GameState &s, const std::vector<BaseId> &ids)
{
    std::vector<std::pair<Hex, Facing>> p;
    for (const BaseId id : ids)
        p.emplace_back(*base(s, id).hex, base(s, id).facing);
    return p;
}

} // namespace

class TestGameMovement : public QObject
{
    Q_OBJECT

private slots:
    void rule_5_movementTestAgainstAverage_data();
    void rule_5_movementTestAgainstAverage();
    void rule_5_seededGeneratorRolls();
    void rule_5_2_extraMovePaysBeforeAndTestsTheRaisedAverage_data();
    void rule_5_2_extraMovePaysBeforeAndTestsTheRaisedAverage();
    void rule_5_2_chainAsFarAsYouDare();
    void rule_5_2_failedTestEndsMovement();
    void rule_5_1_difficultMoveCostsAfter_data();
    void rule_5_1_difficultMoveCostsAfter();
    void rule_5_1_pivotFreeByDefaultButTested_data();
    void rule_5_1_pivotFreeByDefaultButTested();
    void rule_5_1_pivotCountsForChaining();
    void rule_8_1_terrainCostPerBasePerTile_data();
    void rule_8_1_terrainCostPerBasePerTile();
    void rule_8_1_knightBreaksCrossingAForestInThreeTiles();
    void rule_8_1_trackedTerrainPerBase();
    void rule_6_movementCostFallsOnEveryBase();
    void rule_6_theDearestBasePathIsTheMovesCost();
    void rule_8_1_aBaseThatStaysEntersNoTile();
    void rule_8_1_terrainForABaseOutsideTheBlockRefused();
    void rule_8_3_climbCost_data();
    void rule_8_3_climbCost();
    void rule_8_goingAndElevationAreIndependent_data();
    void rule_8_goingAndElevationAreIndependent();
    void rule_5_4_tempoAndTerrainAreIndependent();
    void rule_5_5_wheelCostInChainedMoves_data();
    void rule_5_5_wheelCostInChainedMoves();
    void rule_5_5_wheelPivotMustBeAFlank_data();
    void rule_5_5_wheelPivotMustBeAFlank();
    void rule_8_1_terrainAlongTheWholePath();
    void rule_8_1_wheelPaysForTheTileSwungOnto();
    void rule_5_5_failedTestAbortsTheWheel_data();
    void rule_5_5_failedTestAbortsTheWheel();
    void rule_5_5_everyDestinationMustBeClear();
    void rule_5_5_wheelAfterAMoveIsChained();
    void rule_5_5_loneBaseWheelConsumesNoMove();
    void rule_5_5_wheelRefusals_data();
    void rule_5_5_wheelRefusals();
    void rule_5_6_followersTakeThePlacesAhead();
    void rule_5_6_marchPaysTerrainEachBaseEnters();
    void rule_5_6_marchRefusals_data();
    void rule_5_6_marchRefusals();
    void rule_5_6_columnNeverStacks();
    void rule_5_3_shockOnlyOnAChainedSecondMoveAfterAFullFirst_data();
    void rule_5_3_shockOnlyOnAChainedSecondMoveAfterAFullFirst();
    void rule_5_3_trackedChargeNeedsContact_data();
    void rule_5_3_trackedChargeNeedsContact();
    void rule_5_3_alreadyInContactIsNoCharge();
    void rule_5_1_trackedDifficultMoves_data();
    void rule_5_1_trackedDifficultMoves();
    void rule_8_1_pathMustBeClear();
    void rule_8_3_trackedClimb();
    void rule_4_illegalMovesLeaveTheStateUntouched_data();
    void rule_4_illegalMovesLeaveTheStateUntouched();
    void rule_2_trackedMoveRefusals_data();
    void rule_2_trackedMoveRefusals();
};

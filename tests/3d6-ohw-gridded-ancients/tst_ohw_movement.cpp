// Step 1, Movement (§5): allowances and free pivots (§5.3, ruling R3), push
// moves (§5.1, rulings R4, R5, R6), charges (§5.2, ruling R7), interpenetration
// (§5.5), terrain and roads (§5.6, rulings R11, R12), cavalry disengaging
// (§3.3, ruling R8) and generals changing units (§10.1, ruling R25).
#include "ohwtesthelpers.h"

using namespace ohw;
using namespace ohwtest;

Q_DECLARE_METATYPE(ohw::UnitType)

namespace {

/** A battle of one unit of @p type on each side, in side A's Movement step. */
GameState duel(UnitType type, UnitType enemy = UnitType::Auxilia, Terrain ground = Terrain::Open,
               Terrain enemyGround = Terrain::Open)
{
    const ArmySetup a{"A", {unit("a", type, {}, ground), unit("a2", UnitType::Velites)}, {}};
    const ArmySetup b{"B", {unit("b", enemy, {}, enemyGround), unit("b2", UnitType::Velites)}, {}};
    return must(*newGame(a, b, {}, 3), RollInitiative{std::array<int, 2>{4, 4}});
}

/** "PSP" as steps: P a pivot, S a space of open ground. */
std::vector<MoveStep> stepsOf(const QString &text)
{
    std::vector<MoveStep> steps;
    for (const QChar ch : text)
        steps.push_back(ch == u'P' ? pivot() : space());
    return steps;
}

} // namespace

class TestMovement : public QObject
{
    Q_OBJECT

private slots:
    void rule_5_allowances_data()
    {
        QTest::addColumn<UnitType>("type");
        QTest::addColumn<QString>("steps");
        QTest::addColumn<int>("cost");
        QTest::addColumn<bool>("allowed");
        // Legionaries and Auxilia: 1 space or pivot.
        QTest::newRow("legionaries: a space") << UnitType::Legionaries << "S" << 1 << true;
        QTest::newRow("legionaries: a pivot") << UnitType::Legionaries << "P" << 1 << true;
        QTest::newRow("legionaries: pivot and space") << UnitType::Legionaries << "PS" << 2 << false;
        QTest::newRow("legionaries: two spaces") << UnitType::Legionaries << "SS" << 2 << false;
        QTest::newRow("auxilia: a pivot") << UnitType::Auxilia << "P" << 1 << true;
        QTest::newRow("auxilia: space and pivot") << UnitType::Auxilia << "SP" << 2 << false;
        // Warband, Sagitarii: 1 space, one free pivot before or after.
        QTest::newRow("warband: pivot first") << UnitType::Warband << "PS" << 1 << true;
        QTest::newRow("warband: pivot last") << UnitType::Warband << "SP" << 1 << true;
        QTest::newRow("warband: pivots both ends") << UnitType::Warband << "PSP" << 2 << false;
        QTest::newRow("sagitarii: space and pivot") << UnitType::Sagitarii << "SP" << 1 << true;
        QTest::newRow("sagitarii: two spaces") << UnitType::Sagitarii << "SS" << 2 << false;
        // Velites: 2 spaces, free pivots before and after; a middle pivot costs.
        QTest::newRow("velites: pivot, 2, pivot") << UnitType::Velites << "PSSP" << 2 << true;
        QTest::newRow("velites: middle pivot") << UnitType::Velites << "SPS" << 3 << false;
        // Equites: 3 spaces or pivots, combined, free pivot before and after.
        QTest::newRow("equites: pivot, 3, pivot") << UnitType::Equites << "PSSSP" << 3 << true;
        QTest::newRow("equites: a middle pivot counts") << UnitType::Equites << "SPS" << 3 << true;
        QTest::newRow("equites: two middle pivots") << UnitType::Equites << "SPSPS" << 5 << false;
        QTest::newRow("equites: free ends, one paid") << UnitType::Equites << "PSPSP" << 3 << true;
        QTest::newRow("equites auxiliares: 3 spaces") << UnitType::EquitesAuxiliares << "SSS" << 3 << true;
        QTest::newRow("equites auxiliares: 4 spaces") << UnitType::EquitesAuxiliares << "SSSS" << 4 << false;
    }

    void rule_5_allowances()
    {
        QFETCH(UnitType, type);
        QFETCH(QString, steps);
        QFETCH(int, cost);
        QFETCH(bool, allowed);
        const GameState s = duel(type);
        const Move move{0, stepsOf(steps), std::nullopt};
        QCOMPARE(actionsPaid(s, move), cost);
        QCOMPARE(refusedWith(s, move), std::string(allowed ? "" : "move-too-far"));
        if (!allowed) {
            const Refusal r = ohw::apply(s, move).refusal();
            QCOMPARE(r.section, std::string("5"));
            QCOMPARE(r.arg("cost")->value, cost);
            QCOMPARE(r.arg("allowance")->value, profile(type).moveActions);
        }
    }

    // §5.3: a pivot costs an action; §5: a unit moves once a half, and not while engaged.
    void rule_5_3_pivotingIsAMovementAction()
    {
        GameState s = duel(UnitType::Legionaries);
        s = must(s, Move{0, {pivot()}, std::nullopt});
        QCOMPARE(effectsOf(Effect::Kind::Moved).front().amount, 1);
        QCOMPARE(refusedWith(s, Move{0, {space()}, std::nullopt}), std::string("already-moved"));
    }

    void rule_5_onlyUnengagedUnitsOfThePhasingPlayerMove()
    {
        GameState s = aMoving();
        QCOMPARE(refusedWith(s, Move{Auxilia, {space()}, std::nullopt}), std::string("not-your-unit"));
        s = engage(s, Auxilia, LegioIX);
        QCOMPARE(refusedWith(s, Move{LegioIX, {space()}, std::nullopt}), std::string("unit-engaged"));
        QCOMPARE(refusedWith(s, Move{LegioX, {}, std::nullopt}), std::string("empty-move"));
        QCOMPARE(refusedWith(until(s, Step::Shooting), Move{LegioX, {space()}, std::nullopt}), std::string("wrong-step"));
    }

    void rule_5_1_pushMoveByTheScore_data()
    {
        QTest::addColumn<UnitType>("type");
        for (const UnitType t : {UnitType::Legionaries, UnitType::Warband, UnitType::Equites, UnitType::Auxilia,
                                 UnitType::Sagitarii, UnitType::Velites, UnitType::EquitesAuxiliares})
            QTest::newRow(keyOf(t).data()) << t;
    }

    // §5.1: on the score or more the extra action is free; below it, it happens and costs 1 hit.
    void rule_5_1_pushMoveByTheScore()
    {
        QFETCH(UnitType, type);
        const int score = profile(type).pushScore;
        const GameState moved = must(duel(type), Move{0, {space()}, std::nullopt});
        GameState s = must(moved, PushMove{0, space(Terrain::Hill), std::nullopt, score});
        QVERIFY(effectsOf(Effect::Kind::PushMove).front().passed);
        QCOMPARE(effectsOf(Effect::Kind::PushMove).front().needed, score);
        QCOMPARE(unitIn(s, 0).hits, 0);
        QCOMPARE(unitIn(s, 0).ground, Terrain::Hill);
        s = must(moved, PushMove{0, space(Terrain::Hill), std::nullopt, score - 1});
        QVERIFY(!effectsOf(Effect::Kind::PushMove).front().passed);
        QCOMPARE(unitIn(s, 0).hits, 1);
        QCOMPARE(unitIn(s, 0).ground, Terrain::Hill); // the action still happens
        QCOMPARE(effectsOf(Effect::Kind::Hits).front().cause, Effect::Cause::FailedPush);
        QVERIFY(!unitIn(s, 0).hitByEnemy); // ruling R4: no morale check for it
    }

    // Ruling R4: straight after the unit's own move, once.
    void rule_5_1_pushMoveFollowsTheUnitsMove()
    {
        GameState s = aMoving();
        QCOMPARE(refusedWith(s, PushMove{LegioIX, space(), std::nullopt, 6}), std::string("push-not-now"));
        s = must(s, Move{LegioIX, {space()}, std::nullopt});
        const GameState other = must(s, Move{Equites, {space()}, std::nullopt});
        QCOMPARE(refusedWith(other, PushMove{LegioIX, space(), std::nullopt, 6}), std::string("push-not-now"));
        QCOMPARE(refusedWith(s, PushMove{LegioIX, space(), Charge{Auxilia, Face::Front}, 6}),
                 std::string("push-one-action"));
        s = must(s, PushMove{LegioIX, pivot(), std::nullopt, 6});
        QCOMPARE(refusedWith(s, PushMove{LegioIX, space(), std::nullopt, 6}), std::string("push-not-now"));
    }

    // §10.1, ruling R5: the general re-rolls a failed push once a turn; the re-roll stands.
    void rule_10_1_generalRerollsAFailedPush()
    {
        GameState s = must(aMoving(), Move{LegioX, {space()}, std::nullopt});
        s = must(s, PushMove{LegioX, space(), std::nullopt, 1});
        QCOMPARE(unitIn(s, LegioX).hits, 0);
        QCOMPARE(s.pendingRolls.size(), std::size_t(1));
        QCOMPARE(s.pendingRolls.front().kind, PendingRoll::Kind::PushReroll);
        QCOMPARE(refusedWith(s, EndStep{}), std::string("roll-due"));
        GameState passed = must(s, RollPending{std::vector<int>{4}});
        QCOMPARE(unitIn(passed, LegioX).hits, 0);
        QCOMPARE(effectsOf(Effect::Kind::PushMove).front().cause, Effect::Cause::Reroll);
        GameState failed = must(s, RollPending{std::vector<int>{3}});
        QCOMPARE(unitIn(failed, LegioX).hits, 1);
        // Once a turn: with Caesar now at Legio IX, its failed push costs a hit at once.
        failed = must(failed, JoinUnit{Caesar, LegioIX});
        failed = must(failed, Move{LegioIX, {space()}, std::nullopt});
        failed = must(failed, PushMove{LegioIX, space(), std::nullopt, 2});
        QVERIFY(failed.pendingRolls.empty());
        QCOMPARE(unitIn(failed, LegioIX).hits, 1);
    }

    // §3.2, ruling R6: a Barbarians push into combat is not rolled and costs nothing; any other is rolled.
    void rule_3_2_barbariansPushIntoCombatForFree()
    {
        GameState s = toSecondHalf(aMoving());
        s = must(s, Move{Warband, {space()}, std::nullopt});
        const GameState charged = must(s, PushMove{Warband, std::nullopt, Charge{LegioIX, Face::Front}, 1});
        const Effect push = effectsOf(Effect::Kind::PushMove).front();
        QVERIFY(push.passed);
        QCOMPARE(push.cause, Effect::Cause::Free);
        QVERIFY(push.dice.empty());
        QCOMPARE(unitIn(charged, Warband).hits, 0);
        QCOMPARE(charged.engagements.size(), std::size_t(1));
        const GameState walked = must(s, PushMove{Warband, space(), std::nullopt, 2});
        QCOMPARE(unitIn(walked, Warband).hits, 1);
    }

    // §5.2: a charge costs an action; a Legionary two spaces off moves, then pushes into contact.
    void rule_5_2_aChargeCostsAnAction()
    {
        GameState s = aMoving();
        QCOMPARE(refusedWith(s, Move{LegioIX, {space()}, Charge{Auxilia, Face::Front}}), std::string("move-too-far"));
        GameState adjacent = must(s, Move{LegioIX, {}, Charge{Auxilia, Face::Front}});
        QCOMPARE(effectsOf(Effect::Kind::Moved).front().amount, 1);
        const Effect charged = effectsOf(Effect::Kind::Charged).front();
        QCOMPARE(charged.unit, int(LegioIX));
        QCOMPARE(charged.other, int(Auxilia));
        QCOMPARE(enemiesInContact(adjacent, Auxilia), std::vector<UnitId>{LegioIX});
        QCOMPARE(refusedWith(adjacent, PushMove{LegioIX, space(), std::nullopt, 6}), std::string("unit-engaged"));
        s = must(s, Move{LegioIX, {space()}, std::nullopt});
        s = must(s, PushMove{LegioIX, std::nullopt, Charge{Auxilia, Face::Front}, 5});
        QCOMPARE(enemiesInContact(s, LegioIX), std::vector<UnitId>{Auxilia});
        // Equites: three actions, the charge one of them.
        QCOMPARE(refusedWith(s, Move{Equites, {space(), space()}, Charge{Warband, Face::Front}}), std::string());
        QCOMPARE(refusedWith(s, Move{Equites, {space(), space(), space()}, Charge{Warband, Face::Front}}),
                 std::string("move-too-far"));
        QCOMPARE(refusedWith(s, Move{Equites, {}, Charge{Equites, Face::Front}}), std::string("not-an-enemy"));
    }

    // §5.2, ruling R7: one attacker per face; one pivot in a charging move.
    void rule_5_2_limitedEngagementAndOnePreChargePivot()
    {
        GameState s = must(aMoving(), Move{LegioIX, {}, Charge{Warband, Face::Front}});
        QCOMPARE(refusedWith(s, Move{Equites, {}, Charge{Warband, Face::Front}}), std::string("face-taken"));
        s = must(s, Move{Equites, {pivot(), space()}, Charge{Warband, Face::LeftFlank}});
        QCOMPARE(refusedWith(s, Move{VelitesA, {pivot(), space(), pivot()}, Charge{Warband, Face::Rear}}),
                 std::string("charge-pivots"));
        QCOMPARE(refusedWith(s, Move{VelitesA, {space()}, Charge{Warband, Face::LeftFlank}}), std::string("face-taken"));
        s = must(s, Move{VelitesA, {pivot(), space()}, Charge{Warband, Face::Rear}});
        QCOMPARE(enemiesInContact(s, Warband).size(), std::size_t(3));
    }

    // §5.6, ruling R11: a charge enters the enemy's space: not where the charger may not go.
    void rule_5_6_noChargeIntoGroundTheChargerCannotEnter()
    {
        const GameState s = duel(UnitType::Equites, UnitType::Velites, Terrain::Open, Terrain::Woods);
        const Refusal r = ohw::apply(s, Move{0, {}, Charge{2, Face::Front}}).refusal();
        QCOMPARE(r.code, std::string("cannot-enter"));
        QCOMPARE(r.arg("terrain")->key, std::string("woods"));
    }

    void rule_5_6_movingThroughTerrain()
    {
        GameState s = aMoving();
        QCOMPARE(refusedWith(s, Move{Equites, {space(Terrain::Rough)}, std::nullopt}), std::string("cannot-enter"));
        QCOMPARE(refusedWith(s, Move{LegioIX, {space(Terrain::Woods)}, std::nullopt}), std::string("cannot-enter"));
        QCOMPARE(refusedWith(s, Move{VelitesA, {space(Terrain::Swamp)}, std::nullopt}), std::string("cannot-enter"));
        QCOMPARE(refusedWith(s, Move{VelitesA, {space(Terrain::River)}, std::nullopt}), std::string("cannot-enter"));
        s = must(s, Move{VelitesA, {space(Terrain::Woods), space(Terrain::BridgeOrFord)}, std::nullopt});
        QCOMPARE(unitIn(s, VelitesA).ground, Terrain::BridgeOrFord);
        s = must(s, Move{LegioIX, {space(Terrain::Rough)}, std::nullopt});
        QCOMPARE(unitIn(s, LegioIX).ground, Terrain::Rough);
    }

    // §5.6, ruling R12: from a road to a road, one space more.
    void rule_5_6_roadsGiveAFreeSpace()
    {
        const GameState onRoad = duel(UnitType::Legionaries, UnitType::Auxilia, Terrain::Road);
        QCOMPARE(refusedWith(onRoad, Move{0, {space(Terrain::Road), space(Terrain::Road)}, std::nullopt}), std::string());
        QCOMPARE(actionsAllowed(onRoad, Move{0, {space(Terrain::Road), space(Terrain::Road)}, std::nullopt}), 2);
        QCOMPARE(refusedWith(onRoad, Move{0, {space(Terrain::Road), space(Terrain::Open)}, std::nullopt}),
                 std::string("move-too-far"));
        QCOMPARE(refusedWith(onRoad, Move{0, {space(Terrain::Road), space(Terrain::Road), space(Terrain::Road)}, std::nullopt}),
                 std::string("move-too-far"));
        const GameState offRoad = duel(UnitType::Legionaries);
        QCOMPARE(refusedWith(offRoad, Move{0, {space(Terrain::Road), space(Terrain::Road)}, std::nullopt}),
                 std::string("move-too-far"));
    }

    // §5.5, ruling R10: only Velites pass through Velites.
    void rule_5_5_onlyVelitesInterpenetrate()
    {
        const ArmySetup a{"A", {unit("v1", UnitType::Velites), unit("v2", UnitType::Velites), unit("l", UnitType::Legionaries)}, {}};
        const ArmySetup b{"B", {unit("b", UnitType::Auxilia)}, {}};
        const GameState s = must(*newGame(a, b, {}, 1), RollInitiative{std::array<int, 2>{1, 1}});
        QCOMPARE(refusedWith(s, Move{0, {space(Terrain::Open, 1)}, std::nullopt}), std::string());
        QCOMPARE(refusedWith(s, Move{0, {space(Terrain::Open, 2)}, std::nullopt}), std::string("no-interpenetration"));
        QCOMPARE(refusedWith(s, Move{2, {space(Terrain::Open, 0)}, std::nullopt}), std::string("no-interpenetration"));
        QCOMPARE(refusedWith(s, Move{0, {space(Terrain::Open, 3)}, std::nullopt}), std::string("no-interpenetration"));
    }

    // §3.3, ruling R8: cavalry leave a melee against slower units only; then they move as usual.
    void rule_3_3_cavalryDisengage()
    {
        GameState s = engage(aMoving(), Auxilia, Equites);
        QCOMPARE(refusedWith(s, Move{Equites, {space()}, std::nullopt}), std::string("unit-engaged"));
        s = must(s, Disengage{Equites});
        QVERIFY(enemiesInContact(s, Equites).empty());
        QCOMPARE(effectsOf(Effect::Kind::MeleeEnded).size(), std::size_t(1));
        s = must(s, Move{Equites, {space(), space(), space()}, std::nullopt});
        QCOMPARE(refusedWith(s, Disengage{Equites}), std::string("not-engaged"));

        const GameState againstCavalry = engage(aMoving(), LightHorse, Equites);
        const Refusal r = ohw::apply(againstCavalry, Disengage{Equites}).refusal();
        QCOMPARE(r.code, std::string("cannot-disengage"));
        QCOMPARE(r.arg("enemy")->value, int(LightHorse));
        QCOMPARE(refusedWith(engage(aMoving(), Auxilia, LegioIX), Disengage{LegioIX}), std::string("cannot-disengage"));
        // Light cavalry are cavalry too.
        const GameState light = engage(toSecondHalf(aMoving()), LegioIX, LightHorse);
        QCOMPARE(refusedWith(light, Disengage{LightHorse}), std::string());
    }

    // Ruling R25: a general joins another friendly unit once a half, one general to a unit.
    void rule_10_1_generalsChangeUnits()
    {
        GameState s = aMoving();
        QCOMPARE(refusedWith(s, JoinUnit{Pompey, Auxilia}), std::string("not-your-general"));
        QCOMPARE(refusedWith(s, JoinUnit{Caesar, Auxilia}), std::string("not-your-unit"));
        s = must(s, JoinUnit{Caesar, Equites});
        QCOMPARE(generalOf(s, Equites), std::optional<GeneralId>(Caesar));
        QCOMPARE(generalOf(s, LegioX), std::optional<GeneralId>());
        QCOMPARE(refusedWith(s, JoinUnit{Caesar, LegioX}), std::string("general-moved"));
        s = toSecondHalf(s);
        QCOMPARE(refusedWith(s, JoinUnit{Pompey, LegioB}), std::string("unit-has-general"));
    }
};

QTEST_GUILESS_MAIN(TestMovement)
#include "tst_ohw_movement.moc"

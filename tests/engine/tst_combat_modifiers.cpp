// One engaged pair's combat (tst_combat.h): hills (§8.3), shock, steady spears and light cavalry (§11), and the scales (§3.2).

#include "tst_combat.h"

// ---- §8.3 high ground --------------------------------------------------------------------
void TestCombat::rule_8_3_uphill_data()
{
    addOddsColumns();
    CombatSide up = RegularFoot;
    up.uphill = true;
    QTest::newRow("A uphill: +1") << up << RegularFoot << CombatFacts{} << Die::Averaging
                                  << averagingRegulars(1, 1, 0, 0);
    QTest::newRow("B uphill: +1 to B") << RegularFoot << up << CombatFacts{} << Die::Averaging
                                       << averagingRegulars(-1, 0, 1, 0);
    CombatFacts charge;
    charge.shock = Striker::A;
    // Charging uphill negates shock; the defender keeps its +1: margin d − 1 at equal weight.
    CombatSide upFoot = regular(TroopType::MediumInfantry, 4);
    upFoot.uphill = true;
    QTest::newRow("charging uphill negates shock")
        << Horse << upFoot << charge << Die::Averaging << averagingRegulars(-1, 0, 1, 0);
    // A downhill charge keeps it: +1 uphill and +2 shock against formed foot, −2: margin d + 5.
    CombatSide downHorse = Horse;
    downHorse.uphill = true;
    QTest::newRow("a downhill charge keeps shock")
        << downHorse << regular(TroopType::MediumInfantry, 4) << charge << Die::D6
        << d6Regulars(5, 3, -2, 0);
}

void TestCombat::rule_8_3_uphill() { CHECK_ODDS_ROW(); }

void TestCombat::rule_8_3_onlyOneSideIsUphill()
{
    CombatSide up = RegularFoot;
    up.uphill = true;
    expectRefused(up, up, {}, "both-uphill", "8.3");
}

// ---- §11.1 shock -------------------------------------------------------------------------
void TestCombat::rule_11_1_shock_data()
{
    addOddsColumns();
    CombatFacts charge;
    charge.shock = Striker::A;
    QTest::newRow("cavalry into cavalry: +1 / −1")
        << Horse << Horse << charge << Die::Averaging << averagingRegulars(2, 1, -1, 0);
    const CombatSide warband = regular(TroopType::Warband, 3);
    QTest::newRow("warband into formed foot without spears: +2 / −2")
        << warband << RegularFoot << charge << Die::D6 << d6Regulars(4, 2, -2, 0);
    CombatSide loose = RegularFoot;
    loose.formed = false;
    QTest::newRow("into unformed foot: +1 / −1")
        << warband << loose << charge << Die::D6 << d6Regulars(2, 1, -1, 0);
    CombatSide spearFoot = RegularFoot;
    spearFoot.spears = true;
    QTest::newRow("cavalry into formed foot without spears: A always wins")
        << Horse << regular(TroopType::MediumInfantry, 4) << charge << Die::Averaging
        << averagingRegulars(4, 2, -2, 0);
    QTest::newRow("into spear-armed medium foot: +1 / −1 (no steady spears)")
        << warband << spearFoot << charge << Die::Averaging << averagingRegulars(2, 1, -1, 0);
    // Skirmishers are not close-order infantry (engine ruling): +1 / −1, and weight 4 vs 1 shifts +2.
    QTest::newRow("into skirmishers: +1 / −1")
        << Horse << regular(TroopType::Skirmishers, 1) << charge << Die::Averaging
        << averagingRegulars(4, 1, -1, 2);
    CombatFacts later = charge;
    later.firstRound = false;
    QTest::newRow("only on the first round") << Horse << Horse << later << Die::Averaging
                                             << averagingRegulars(0, 0, 0, 0);
    CombatFacts chargeB;
    chargeB.shock = Striker::B;
    QTest::newRow("B charges") << RegularFoot << warband << chargeB << Die::Averaging
                               << averagingRegulars(-4, -2, 2, 0);
}

void TestCombat::rule_11_1_shock() { CHECK_ODDS_ROW(); }

void TestCombat::rule_11_1_shockComesOnlyFromShockTypes_data()
{
    QTest::addColumn<CombatSide>("charger");
    QTest::newRow("medium infantry") << RegularFoot;
    QTest::newRow("heavy infantry") << SpearWall;
    QTest::newRow("light infantry") << regular(TroopType::LightInfantry, 2);
    QTest::newRow("skirmishers") << regular(TroopType::Skirmishers, 1);
}

void TestCombat::rule_11_1_shockComesOnlyFromShockTypes()
{
    QFETCH(CombatSide, charger);
    CombatFacts facts;
    facts.shock = Striker::B;
    expectRefused(RegularFoot, charger, facts, "no-shock-ability", "11.1");
}

// ---- §11.4 light cavalry -------------------------------------------------------------------
void TestCombat::rule_11_4_lightCavalryGainsNoShock()
{
    CombatFacts facts;
    facts.shock = Striker::A;
    expectRefused(regular(TroopType::LightCavalry, 2), RegularFoot, facts, "no-shock-ability", "11.4");
    // Without shock it fights like anyone else: weight 2 vs 3 shifts −1.
    QVERIFY(odds(regular(TroopType::LightCavalry, 2), RegularFoot, {}, Die::Averaging).ok());
    QCOMPARE(odds(regular(TroopType::LightCavalry, 2), RegularFoot, {}, Die::Averaging)->assessment.weightShift,
             -1);
}

// ---- §11.3 steady spears --------------------------------------------------------------------
void TestCombat::rule_11_3_steadySpears_data()
{
    addOddsColumns();
    CombatFacts charge;
    charge.shock = Striker::A;
    // The interplay: the cavalry's shock is negated, the spears' +1 is kept: margin d − 1.
    QTest::newRow("shock negated by spears but the spears' +1 kept")
        << Horse << SpearWall << charge << Die::Averaging << averagingRegulars(-1, 0, 1, 0);
    QTest::newRow("later rounds: the +1 stays")
        << Horse << SpearWall << CombatFacts{.firstRound = false} << Die::Averaging
        << averagingRegulars(-1, 0, 1, 0);
    QTest::newRow("against light cavalry too")
        << regular(TroopType::LightCavalry, 4) << SpearWall << CombatFacts{} << Die::Averaging
        << averagingRegulars(-1, 0, 1, 0);
    CombatSide loose = SpearWall;
    loose.formed = false;
    QTest::newRow("an unformed spear Base: shock +1 / −1, no +1")
        << Horse << loose << charge << Die::Averaging << averagingRegulars(2, 1, -1, 0);
    CombatFacts flankCharge = charge;
    flankCharge.flank = Striker::A;
    // Not frontal: shock stands (+1 / −1, spear-armed) and flank +1 / −1, no spears' +1 (R6): d + 4.
    QTest::newRow("flanked: shock stands, no +1")
        << Horse << SpearWall << flankCharge << Die::D6 << d6Regulars(4, 2, -2, 0);
    CombatFacts rear;
    rear.rear = Striker::A;
    QTest::newRow("rear-attacked: no +1") << Horse << SpearWall << rear << Die::D6 << d6Regulars(4, 2, -2, 0);
    // Warband is not mounted: its shock is not negated, and the spears gain nothing. 3 vs 4 shifts −1.
    QTest::newRow("warband charge is not negated")
        << regular(TroopType::Warband, 3) << SpearWall << charge << Die::Averaging
        << averagingRegulars(1, 1, -1, -1);
    // The spear Base flanking light cavalry has it to its front: +1 flank +1 spears, −1; 4 vs 2 shifts +2.
    CombatFacts spearsFlank;
    spearsFlank.flank = Striker::A;
    QTest::newRow("spears striking a flank keep the +1")
        << SpearWall << regular(TroopType::LightCavalry, 2) << spearsFlank << Die::D6
        << d6Regulars(5, 2, -1, 2);
}

void TestCombat::rule_11_3_steadySpears() { CHECK_ODDS_ROW(); }

// ---- §11 the special rules are itemized with their sections ------------------------------------
void TestCombat::rule_11_specialRulesAreItemizedWithTheirSections()
{
    CombatFacts charge;
    charge.shock = Striker::A;
    const auto s = assessCombat(Horse, SpearWall, charge);
    QVERIFY(s.ok());
    QCOMPARE(s->aModifiers.size(), std::size_t(1));
    QCOMPARE(s->aModifiers[0].value, 0);
    QCOMPARE(s->aModifiers[0].section, std::string("11.3"));
    QCOMPARE(s->bModifiers.size(), std::size_t(2));
    QCOMPARE(s->bModifiers[0].value, 0);
    QCOMPARE(s->bModifiers[0].section, std::string("11.3"));
    QCOMPARE(s->bModifiers[1].value, 1);
    QCOMPARE(s->bModifiers[1].section, std::string("11.3"));
}

void TestCombat::rule_3_2_weightAndGoingAreOnTheirScales()
{
    CombatSide heavy = RegularFoot;
    heavy.weight = 6;
    expectRefused(heavy, RegularFoot, {}, "weight-out-of-range", "3.2");
    heavy.weight = 0;
    expectRefused(RegularFoot, heavy, {}, "weight-out-of-range", "3.2");
    CombatSide bog = RegularFoot;
    bog.going = 0;
    expectRefused(bog, RegularFoot, {}, "going-out-of-range", "8.1");
}

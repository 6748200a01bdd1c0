// One engaged pair's combat (tst_combat.h): §9.1 to §9.4 and §8.2; hills and the special rules are in tst_combat_modifiers.cpp, missiles in tst_combat_missile.cpp.

#include "tst_combat.h"

// ---- §9.1 the sequence, and equal totals ----------------------------------------------
void TestCombat::rule_9_1_equalTotalsNobodyLoses_data()
{
    addOddsColumns();
    QTest::newRow("two regulars, averaging die: P(draw) = 10/36")
        << RegularFoot << RegularFoot << CombatFacts{} << Die::Averaging
        << Expect{over36(13), over36(10), over36(13), 0, 0, 0,
                  {{-3, over36(1)}, {-2, over36(4)}, {-1, over36(8)}, {0, over36(10)}, {1, over36(8)},
                   {2, over36(4)}, {3, over36(1)}}};
    QTest::newRow("two regulars, d6: P(draw) = 6/36")
        << RegularFoot << RegularFoot << CombatFacts{} << Die::D6
        << Expect{over36(15), over36(6), over36(15), 0, 0, 0,
                  {{-5, over36(1)}, {-4, over36(2)}, {-3, over36(3)}, {-2, over36(4)}, {-1, over36(5)},
                   {0, over36(6)}, {1, over36(5)}, {2, over36(4)}, {3, over36(3)}, {4, over36(2)},
                   {5, over36(1)}}};
    CombatSide elite = RegularFoot;
    elite.quality = Quality::Elite;
    CombatSide levy = RegularFoot;
    levy.quality = Quality::Levy;
    QTest::newRow("elite vs levy, averaging die")
        << elite << levy << CombatFacts{} << Die::Averaging
        << Expect{Fraction(905, 1296), Fraction(278, 1296), Fraction(113, 1296), 0, 0, 0, {}};
    QTest::newRow("elite vs levy, d6")
        << elite << levy << CombatFacts{} << Die::D6
        << Expect{Fraction(995, 1296), Fraction(146, 1296), Fraction(155, 1296), 0, 0, 0, {}};
}

void TestCombat::rule_9_1_equalTotalsNobodyLoses() { CHECK_ODDS_ROW(); }

void TestCombat::rule_9_1_equalFinalTotalsWithSuppliedDice()
{
    const auto r = resolve(RegularFoot, RegularFoot, {}, *readQuality(Quality::Regular, Die::Averaging, 3),
                           *readQuality(Quality::Regular, Die::Averaging, 3));
    QVERIFY(r.ok());
    QCOMPARE(r->margin, 0);
    QCOMPARE(r->loser, Striker::None);
    QCOMPARE(r->increments, 0);
}

// The steps come in §9.1's order, each with its section.
void TestCombat::rule_9_1_resolveFollowsTheSequence()
{
    CombatFacts facts;
    facts.aOverlaps = 1;
    const auto r = resolve(regular(TroopType::HeavyInfantry, 4), regular(TroopType::LightInfantry, 2), facts,
                           *readQuality(Quality::Regular, Die::Averaging, 2),
                           *readQuality(Quality::Regular, Die::Averaging, 4));
    QVERIFY(r.ok());
    std::vector<std::string> sections;
    for (const CombatStep &s : r->steps)
        sections.push_back(s.section);
    QCOMPARE(sections, (std::vector<std::string>{"8.2", "3.1", "9.1", "9.1", "9.1", "9.4", "9.5"}));
    // 2 + 1 overlap = 3 against 4: raw −1, weight 4 vs 2 shifts +2, so B loses by 1.
    QCOMPARE(r->aTotal, 3);
    QCOMPARE(r->bTotal, 4);
    QCOMPARE(r->rawDifference, -1);
    QCOMPARE(r->margin, 1);
    QCOMPARE(r->loser, Striker::B);
    QCOMPARE(r->increments, 1);
}

// Rolled fights land only on margins the exact odds allow, and replay from the seed.
void TestCombat::rule_9_1_rolledFightsStayInsideTheOdds()
{
    CombatFacts facts;
    facts.shock = Striker::A;
    CombatSide elite = Horse;
    elite.quality = Quality::Elite;
    CombatSide levy = RegularFoot;
    levy.quality = Quality::Levy;
    for (const Die die : {Die::Averaging, Die::D6}) {
        const auto o = odds(elite, levy, facts, die);
        QVERIFY(o.ok());
        Pcg32 rng(9U, 4U);
        Pcg32 replay(9U, 4U);
        for (int i = 0; i < 2000; ++i) {
            const auto r = resolve(elite, levy, facts, die, rng);
            QVERIFY(r.ok());
            QVERIFY(o->margins.contains(r->margin));
            QCOMPARE(*resolve(elite, levy, facts, die, replay), *r);
        }
    }
}

void TestCombat::rule_9_1_suppliedDiceMustMatchTheSides()
{
    const auto elite = *readQuality(Quality::Elite, Die::Averaging, 3, 4);
    const auto regular3 = *readQuality(Quality::Regular, Die::Averaging, 3);
    const auto regularD6 = *readQuality(Quality::Regular, Die::D6, 6);
    auto r = resolve(RegularFoot, RegularFoot, {}, elite, regular3);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().code, std::string("roll-quality-mismatch"));
    r = resolve(RegularFoot, RegularFoot, {}, regular3, regularD6);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().code, std::string("combat-dice-differ"));
    QualityRoll forged = regular3;
    forged.dice[0] = 6; // the averaging die has no 6
    r = resolve(RegularFoot, RegularFoot, {}, forged, regular3);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().code, std::string("face-not-on-die"));
}

// ---- §9 base by base, symmetric -------------------------------------------------------
void TestCombat::rule_9_noAttackerOrDefender()
{
    // Swapping the two Bases (and every fact with them) negates every margin.
    CombatFacts facts;
    facts.aOverlaps = 1;
    facts.shock = Striker::B;
    CombatSide warband = regular(TroopType::Warband, 3);
    CombatSide foot = RegularFoot;
    foot.uphill = true;
    const auto o = odds(foot, warband, facts, Die::D6);
    const auto m = odds(warband, foot, mirror(facts), Die::D6);
    QVERIFY(o.ok() && m.ok());
    QCOMPARE(o->assessment.aModifiers, m->assessment.bModifiers);
    QCOMPARE(o->assessment.bModifiers, m->assessment.aModifiers);
    for (const auto &[margin, p] : o->margins)
        QCOMPARE(m->margins.at(-margin), p);
}

// ---- §8.2 effective weight --------------------------------------------------------------
void TestCombat::rule_8_2_weightCappedByGoing_data()
{
    QTest::addColumn<CombatSide>("side");
    QTest::addColumn<int>("effective");
    auto at = [](TroopType t, int weight, int going) {
        CombatSide s = regular(t, weight);
        s.going = going;
        return s;
    };
    QTest::newRow("knight in heavy woods fights as 3") << at(TroopType::Cataphract, 5, 3) << 3;
    QTest::newRow("knight in swamp fights as 1") << at(TroopType::Cataphract, 5, 1) << 1;
    QTest::newRow("knight in the open keeps 5") << at(TroopType::Cataphract, 5, 5) << 5;
    QTest::newRow("heavy foot in light woods keeps 4") << at(TroopType::HeavyInfantry, 4, 4) << 4;
    QTest::newRow("skirmishers in swamp keep 1") << at(TroopType::Skirmishers, 1, 1) << 1;
    QTest::newRow("skirmishers rated 2 are never reduced") << at(TroopType::Skirmishers, 2, 1) << 2;
    QTest::newRow("uphill is firm footing") << CombatSide{.type = TroopType::Cavalry, .weight = 4, .uphill = true}
                                            << 4;
}

void TestCombat::rule_8_2_weightCappedByGoing()
{
    QFETCH(CombatSide, side);
    QFETCH(int, effective);
    QCOMPARE(combatWeight(side), effective);
}

void TestCombat::rule_8_2_cappedWeightInTheFight_data()
{
    addOddsColumns();
    CombatSide knight = regular(TroopType::Cataphract, 5);
    knight.going = 1;
    QTest::newRow("knight in swamp vs skirmishers: no shift")
        << knight << regular(TroopType::Skirmishers, 1) << CombatFacts{} << Die::Averaging
        << averagingRegulars(0, 0, 0, 0);
    knight.going = 3;
    // 3 against 4: shift −1, so the margin is d − 1.
    QTest::newRow("knight in heavy woods vs heavy foot in the open")
        << knight << regular(TroopType::HeavyInfantry, 4) << CombatFacts{} << Die::Averaging
        << averagingRegulars(-1, 0, 0, -1);
}

void TestCombat::rule_8_2_cappedWeightInTheFight() { CHECK_ODDS_ROW(); }

// ---- §9.4 the weight result-shift --------------------------------------------------------
void TestCombat::rule_9_4_weightShiftIsCappedAtTwo_data()
{
    QTest::addColumn<int>("aWeight");
    QTest::addColumn<int>("bWeight");
    QTest::addColumn<int>("shift");
    QTest::newRow("equal") << 3 << 3 << 0;
    QTest::newRow("one heavier") << 4 << 3 << 1;
    QTest::newRow("two heavier") << 3 << 1 << 2;
    QTest::newRow("three heavier is capped") << 4 << 1 << 2;
    QTest::newRow("cataphract 5 vs skirmisher 1 is still 2") << 5 << 1 << 2;
    QTest::newRow("in B's favour") << 1 << 5 << -2;
    QTest::newRow("one lighter") << 2 << 3 << -1;
}

void TestCombat::rule_9_4_weightShiftIsCappedAtTwo()
{
    QFETCH(int, aWeight);
    QFETCH(int, bWeight);
    QFETCH(int, shift);
    QCOMPARE(weightShift(aWeight, bWeight), shift);
    const auto o = odds(regular(TroopType::MediumInfantry, aWeight), regular(TroopType::MediumInfantry, bWeight),
                        {}, Die::Averaging);
    QVERIFY(o.ok());
    QCOMPARE(o->assessment.weightShift, shift);
}

void TestCombat::rule_9_4_weightShiftInTheOdds_data()
{
    addOddsColumns();
    // Weight 4 vs 1: shift +2 (capped from 3); margin d + 2.
    QTest::newRow("4 vs 1, averaging")
        << regular(TroopType::HeavyInfantry, 4) << regular(TroopType::Skirmishers, 1) << CombatFacts{}
        << Die::Averaging
        << Expect{over36(31), over36(4), over36(1), 0, 0, 2,
                  {{-1, over36(1)}, {0, over36(4)}, {1, over36(8)}, {2, over36(10)}, {3, over36(8)},
                   {4, over36(4)}, {5, over36(1)}}};
    QTest::newRow("5 vs 1 is the same +2")
        << regular(TroopType::Cataphract, 5) << regular(TroopType::Skirmishers, 1) << CombatFacts{}
        << Die::Averaging << averagingRegulars(2, 0, 0, 2);
    QTest::newRow("4 vs 3: +1") << regular(TroopType::HeavyInfantry, 4) << RegularFoot << CombatFacts{}
                                << Die::Averaging << averagingRegulars(1, 0, 0, 1);
    QTest::newRow("light vs heavy on the d6: −2") << regular(TroopType::LightInfantry, 2)
                                                 << regular(TroopType::HeavyInfantry, 4) << CombatFacts{}
                                                 << Die::D6
                                                 << Expect{over36(6), over36(4), over36(26), 0, 0, -2, {}};
}

void TestCombat::rule_9_4_weightShiftInTheOdds() { CHECK_ODDS_ROW(); }

// "A Light that ties a Heavy on the dice still slides to a loss."
void TestCombat::rule_9_4_lightThatTiesAHeavySlidesToALoss()
{
    const auto r = resolve(regular(TroopType::HeavyInfantry, 4), regular(TroopType::LightInfantry, 2), {},
                           *readQuality(Quality::Regular, Die::Averaging, 3),
                           *readQuality(Quality::Regular, Die::Averaging, 3));
    QVERIFY(r.ok());
    QCOMPARE(r->rawDifference, 0);
    QCOMPARE(r->margin, 2);
    QCOMPARE(r->loser, Striker::B);
    QCOMPARE(r->increments, 2);
}

// ---- §9.2 overlaps -----------------------------------------------------------------------
void TestCombat::rule_9_2_overlap_data()
{
    addOddsColumns();
    CombatFacts facts;
    facts.aOverlaps = 1;
    QTest::newRow("A overlaps") << RegularFoot << RegularFoot << facts << Die::Averaging
                                << averagingRegulars(1, 1, 0, 0);
    facts.bOverlaps = 1;
    QTest::newRow("both overlap: net nothing") << RegularFoot << RegularFoot << facts << Die::Averaging
                                               << averagingRegulars(0, 1, 1, 0);
    facts.aOverlaps = 0;
    QTest::newRow("B overlaps") << RegularFoot << RegularFoot << facts << Die::Averaging
                                << averagingRegulars(-1, 0, 1, 0);
}

void TestCombat::rule_9_2_overlap() { CHECK_ODDS_ROW(); }

void TestCombat::rule_9_2_overlapIsZeroOrOne()
{
    CombatFacts facts;
    facts.aOverlaps = 2;
    expectRefused(RegularFoot, RegularFoot, facts, "overlaps-out-of-range", "9.2");
    facts.aOverlaps = -1;
    expectRefused(RegularFoot, RegularFoot, facts, "overlaps-out-of-range", "9.2");
}

// ---- §9.3 flank and rear -----------------------------------------------------------------
void TestCombat::rule_9_3_flankAndRear_data()
{
    addOddsColumns();
    CombatFacts flank;
    flank.flank = Striker::A;
    QTest::newRow("flank: +1 / −1") << RegularFoot << RegularFoot << flank << Die::Averaging
                                    << averagingRegulars(2, 1, -1, 0);
    flank.bOverlaps = 1;
    QTest::newRow("flanked side's overlap is not counted")
        << RegularFoot << RegularFoot << flank << Die::Averaging << averagingRegulars(2, 1, -1, 0);
    flank.bOverlaps = 0;
    flank.aOverlaps = 1;
    // +1 overlap +1 flank against −1: margin d + 3.
    QTest::newRow("flanker keeps its overlap") << RegularFoot << RegularFoot << flank << Die::Averaging
                                               << Expect{over36(35), over36(1), Fraction(0), 2, -1, 0,
                                                         {{0, over36(1)}, {1, over36(4)}, {2, over36(8)},
                                                          {3, over36(10)}, {4, over36(8)}, {5, over36(4)},
                                                          {6, over36(1)}}};
    CombatFacts flankB;
    flankB.flank = Striker::B;
    QTest::newRow("B flanks A") << RegularFoot << RegularFoot << flankB << Die::Averaging
                                << Expect{over36(1), over36(4), over36(31), -1, 1, 0, {}};
    CombatFacts rear;
    rear.rear = Striker::A;
    rear.bOverlaps = 1;
    // +2 against −2, and the rear-attacked side's overlap is dropped: margin d + 4 on the d6.
    QTest::newRow("rear: +2 / −2, no overlaps at all")
        << RegularFoot << RegularFoot << rear << Die::D6
        << Expect{over36(33), over36(2), over36(1), 2, -2, 0, {}};
    rear.aOverlaps = 1;
    rear.bOverlaps = 0;
    QTest::newRow("rear on the averaging die: A always wins")
        << RegularFoot << RegularFoot << rear << Die::Averaging << averagingRegulars(5, 3, -2, 0);
}

void TestCombat::rule_9_3_flankAndRear() { CHECK_ODDS_ROW(); }

void TestCombat::rule_9_3_flankedOverlapIsItemizedAsNotCounted()
{
    CombatFacts facts;
    facts.rear = Striker::A;
    facts.bOverlaps = 1;
    const auto s = assessCombat(RegularFoot, RegularFoot, facts);
    QVERIFY(s.ok());
    QCOMPARE(s->aModifiers.size(), std::size_t(1));
    QCOMPARE(s->aModifiers[0].value, 2);
    QCOMPARE(s->aModifiers[0].section, std::string("9.3"));
    QCOMPARE(s->bModifiers.size(), std::size_t(2));
    QCOMPARE(s->bModifiers[0].value, 0); // the overlap, not counted
    QCOMPARE(s->bModifiers[0].section, std::string("9.3"));
    QCOMPARE(s->bModifiers[1].value, -2);
}

void TestCombat::rule_9_3_impossibleFactsAreRefused()
{
    CombatFacts facts;
    facts.flank = Striker::A;
    facts.rear = Striker::B;
    expectRefused(RegularFoot, RegularFoot, facts, "flank-and-rear", "9.3");
    facts.rear = Striker::A;
    expectRefused(RegularFoot, RegularFoot, facts, "flank-and-rear", "9.3");
    // A shock charger fights its enemy to its front, so it cannot be the flanked side.
    CombatFacts charge;
    charge.shock = Striker::A;
    charge.flank = Striker::B;
    expectRefused(Horse, RegularFoot, charge, "shock-charger-struck", "9.3");
}

QTEST_GUILESS_MAIN(TestCombat)

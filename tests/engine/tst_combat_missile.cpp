// Missile combat (tst_combat.h, §10): the odds, the steps, rolled volleys and refusals.

#include "tst_combat.h"

// ---- §10 missile combat ------------------------------------------------------------------
void TestCombat::rule_10_missileFatigueOnTheTarget_data()
{
    QTest::addColumn<CombatSide>("firer");
    QTest::addColumn<CombatSide>("target");
    QTest::addColumn<Die>("die");
    QTest::addColumn<MissileExpect>("expected");
    const MissileExpect even{{{0, over36(23)}, {1, over36(8)}, {2, over36(4)}, {3, over36(1)}}, over36(13), 0};
    const MissileExpect heavyFirer{{{0, over36(5)}, {1, over36(8)}, {2, over36(10)}, {3, over36(8)},
                                    {4, over36(4)}, {5, over36(1)}},
                                   over36(31), 2};
    QTest::newRow("regular vs regular, equal weight: no effect 23/36")
        << RegularFoot << RegularFoot << Die::Averaging << even;
    QTest::newRow("heavy target (4 vs firer 2): shift −2, any effect 1/36")
        << regular(TroopType::Skirmishers, 2) << regular(TroopType::HeavyInfantry, 4) << Die::Averaging
        << MissileExpect{{{0, over36(35)}, {1, over36(1)}}, over36(1), -2};
    QTest::newRow("heavy firer (4 vs target 2): shift +2, any effect 31/36")
        << regular(TroopType::HeavyInfantry, 4) << regular(TroopType::LightInfantry, 2) << Die::Averaging
        << heavyFirer;
    QTest::newRow("weight 5 vs 1: the shift is capped at 2")
        << regular(TroopType::Cataphract, 5) << regular(TroopType::Skirmishers, 1) << Die::Averaging
        << heavyFirer;
    CombatSide boggedFirer = regular(TroopType::HeavyInfantry, 4);
    boggedFirer.going = 2; // §8.2: fights as weight 2
    QTest::newRow("firer 4 in Going 2 fights as 2: no shift against weight 2")
        << boggedFirer << regular(TroopType::LightInfantry, 2) << Die::Averaging << even;
    CombatSide hillSpears = RegularFoot;
    hillSpears.uphill = true;
    hillSpears.spears = true;
    QTest::newRow("uphill, spear-armed target: no high-ground or special modifiers")
        << RegularFoot << hillSpears << Die::Averaging << even;
    QTest::newRow("regular vs regular, d6: no effect 21/36")
        << RegularFoot << RegularFoot << Die::D6
        << MissileExpect{{{0, over36(21)}, {1, over36(5)}, {2, over36(4)}, {3, over36(3)}, {4, over36(2)},
                          {5, over36(1)}},
                         over36(15), 0};
    CombatSide elite = RegularFoot;
    elite.quality = Quality::Elite;
    CombatSide levy = RegularFoot;
    levy.quality = Quality::Levy;
    QTest::newRow("elite firer, levy target")
        << elite << levy << Die::Averaging
        << MissileExpect{{{0, over1296(391)}, {1, over1296(432)}, {2, over1296(352)}, {3, over1296(121)}},
                         over1296(905), 0};
    QTest::newRow("levy firer, elite target")
        << levy << elite << Die::Averaging
        << MissileExpect{{{0, over1296(1183)}, {1, over1296(96)}, {2, over1296(16)}, {3, over1296(1)}},
                         over1296(113), 0};
}

void TestCombat::rule_10_missileFatigueOnTheTarget()
{
    QFETCH(CombatSide, firer);
    QFETCH(CombatSide, target);
    QFETCH(Die, die);
    QFETCH(MissileExpect, expected);
    checkMissile(firer, target, die, expected);
}

// A tie or a loss for the firer has no effect, and the firer never takes Fatigue.
void TestCombat::rule_10_tieOrLossHasNoEffect()
{
    const auto roll = [](int face) { return *readQuality(Quality::Regular, Die::Averaging, face); };
    auto r = resolveMissile(RegularFoot, RegularFoot, roll(3), roll(3));
    QVERIFY(r.ok());
    QCOMPARE(r->margin, 0);
    QCOMPARE(r->fatigue, 0);
    r = resolveMissile(RegularFoot, RegularFoot, roll(2), roll(5));
    QVERIFY(r.ok());
    QCOMPARE(r->margin, -3);
    QCOMPARE(r->fatigue, 0);
    // Light firer 5 against a heavy target's 4: raw +1, shift −2, margin −1: no effect.
    r = resolveMissile(regular(TroopType::Skirmishers, 1), regular(TroopType::HeavyInfantry, 4), roll(5),
                       roll(4));
    QVERIFY(r.ok());
    QCOMPARE(r->rawDifference, 1);
    QCOMPARE(r->weightShift, -2);
    QCOMPARE(r->margin, -1);
    QCOMPARE(r->fatigue, 0);
    QCOMPARE(r->steps.back().section, std::string("10"));
}

void TestCombat::rule_10_resolveMissileShowsItsSteps()
{
    const auto r = resolveMissile(regular(TroopType::HeavyInfantry, 4), regular(TroopType::LightInfantry, 2),
                                  *readQuality(Quality::Regular, Die::Averaging, 3),
                                  *readQuality(Quality::Regular, Die::Averaging, 4));
    QVERIFY(r.ok());
    std::vector<std::string> sections;
    for (const CombatStep &s : r->steps)
        sections.push_back(s.section);
    QCOMPARE(sections, (std::vector<std::string>{"8.2", "3.1", "10", "9.4", "10"}));
    // 3 against 4: raw −1, weight 4 vs 2 shifts +2: margin 1, the target takes 1 Fatigue.
    QCOMPARE(r->firerTotal, 3);
    QCOMPARE(r->targetTotal, 4);
    QCOMPARE(r->margin, 1);
    QCOMPARE(r->fatigue, 1);
}

void TestCombat::rule_10_rolledVolleysReplayAndStayInsideTheOdds()
{
    CombatSide elite = Horse;
    elite.quality = Quality::Elite;
    for (const Die die : {Die::Averaging, Die::D6}) {
        const auto o = missileOdds(elite, RegularFoot, die);
        QVERIFY(o.ok());
        Pcg32 rng(7U, 3U);
        Pcg32 replay(7U, 3U);
        for (int i = 0; i < 1000; ++i) {
            const auto r = resolveMissile(elite, RegularFoot, die, rng);
            QVERIFY(r.ok());
            QVERIFY(o->fatigue.contains(r->fatigue));
            QCOMPARE(*resolveMissile(elite, RegularFoot, die, replay), *r);
        }
    }
}

void TestCombat::rule_10_badVolleysAreRefused()
{
    CombatSide heavy = RegularFoot;
    heavy.weight = 6;
    QCOMPARE(missileOdds(heavy, RegularFoot, Die::Averaging).error().code, std::string("weight-out-of-range"));
    Pcg32 rng(1U, 1U);
    const Pcg32 before = rng;
    QCOMPARE(resolveMissile(RegularFoot, heavy, Die::Averaging, rng).error().code,
             std::string("weight-out-of-range"));
    QVERIFY(rng == before); // a refused volley rolls no dice
    const auto elite = *readQuality(Quality::Elite, Die::Averaging, 3, 4);
    const auto regular3 = *readQuality(Quality::Regular, Die::Averaging, 3);
    const auto regularD6 = *readQuality(Quality::Regular, Die::D6, 6);
    QCOMPARE(resolveMissile(RegularFoot, RegularFoot, elite, regular3).error().code,
             std::string("roll-quality-mismatch"));
    QCOMPARE(resolveMissile(RegularFoot, RegularFoot, regular3, regularD6).error().code,
             std::string("combat-dice-differ"));
}

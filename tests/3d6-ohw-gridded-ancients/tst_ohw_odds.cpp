// The exact odds of 3D6 OHW Gridded Ancients' dice, against hand-computed
// fractions: hits on 4+ (§6, §7), Impetuous 1s (§10.4, ruling R18), generals'
// risk (§10.2), morale (§8), push moves (§5.1, §10.1) and initiative (§10.3).
#include "ohwtesthelpers.h"

#ifndef Q_MOC_RUN
#include "ohw/dice.h"
#include "ohw/game.h"
#endif

using namespace ohw;

Q_DECLARE_METATYPE(ohw::Fraction)
Q_DECLARE_METATYPE(std::vector<ohw::Fraction>)

class TestOdds : public QObject
{
    Q_OBJECT

private slots:
    void rule_7_everyDieHitsOnFourOrMore()
    {
        const std::vector<int> faces{1, 2, 3, 4, 5, 6};
        QCOMPARE(countHits(faces), 3);
        QCOMPARE(countOnes(faces), 1);
        QCOMPARE(countHits(std::vector<int>{3, 3, 3}), 0);
        QCOMPARE(countHits(std::vector<int>{4, 4, 4, 4}), 4);
    }

    void rule_7_hitsAreBinomialOnAHalf_data()
    {
        QTest::addColumn<int>("dice");
        QTest::addColumn<std::vector<Fraction>>("expected");
        // C(n, h) / 2^n, by hand.
        QTest::newRow("1D6") << 1 << std::vector<Fraction>{{1, 2}, {1, 2}};
        QTest::newRow("2D6") << 2 << std::vector<Fraction>{{1, 4}, {1, 2}, {1, 4}};
        QTest::newRow("3D6") << 3 << std::vector<Fraction>{{1, 8}, {3, 8}, {3, 8}, {1, 8}};
        QTest::newRow("4D6") << 4 << std::vector<Fraction>{{1, 16}, {1, 4}, {3, 8}, {1, 4}, {1, 16}};
        QTest::newRow("5D6") << 5
                             << std::vector<Fraction>{{1, 32}, {5, 32}, {10, 32}, {10, 32}, {5, 32}, {1, 32}};
    }

    void rule_7_hitsAreBinomialOnAHalf()
    {
        QFETCH(int, dice);
        QFETCH(std::vector<Fraction>, expected);
        QCOMPARE(hitDistribution(dice), expected);
    }

    // The example: 3D6 hitting on 4+ scores exactly 2 hits with probability 3/8.
    void rule_7_threeDiceScoreExactlyTwoHitsThreeTimesInEight()
    {
        QCOMPARE(chanceOfHits(3, 2), Fraction(3, 8));
        QCOMPARE(chanceOfHits(3, 4), Fraction(0));
    }

    // §10.4, ruling R18: hits joint with any 1. Per die: a hit 3/6, a 1 1/6, a 2 or 3 2/6.
    // 3D6: no hit and no 1: (2/6)^3 = 8/216; no hit, some 1: (3/6)^3 − (2/6)^3 = 19/216;
    // one hit and no 1: 3 · 3 · 2² = 36/216; one hit, some 1: 3 · 3 · (3² − 2²) = 45/216;
    // two hits, no 1: 3 · 9 · 2 = 54/216; two hits and a 1: 27/216; three hits: 27/216.
    void rule_10_4_impetuousOnesJointWithHits()
    {
        const std::vector<HitOutcome> expected{
            {0, false, {8, 216}}, {0, true, {19, 216}}, {1, false, {36, 216}}, {1, true, {45, 216}},
            {2, false, {54, 216}}, {2, true, {27, 216}}, {3, false, {27, 216}}};
        QCOMPARE(hitOutcomes(3), expected);
        QCOMPARE(chanceOfAnyOne(3), Fraction(91, 216));
        QCOMPARE(chanceOfAnyOne(4), Fraction(671, 1296));
    }

    // Every pool's joint outcomes sum to 1, and summed over the 1s give the binomial.
    void rule_10_4_jointOutcomesAgreeWithTheHits()
    {
        for (int dice = 0; dice <= MaxPoolDice; ++dice) {
            std::vector<Fraction> marginal(static_cast<std::size_t>(dice) + 1);
            Fraction total;
            Fraction someOne;
            for (const HitOutcome &o : hitOutcomes(dice)) {
                marginal[static_cast<std::size_t>(o.hits)] = marginal[static_cast<std::size_t>(o.hits)] + o.probability;
                total = total + o.probability;
                if (o.anyOne)
                    someOne = someOne + o.probability;
            }
            QCOMPARE(total, Fraction(1));
            QCOMPARE(marginal, hitDistribution(dice));
            QCOMPARE(someOne, chanceOfAnyOne(dice));
        }
    }

    // §10.2: 2D6 for each 1, killed on a 2: 1/36 a roll.
    void rule_10_2_riskRollsForEachOne()
    {
        QCOMPARE(riskRollsKillChance(0), Fraction(0));
        QCOMPARE(riskRollsKillChance(1), Fraction(1, 36));
        QCOMPARE(riskRollsKillChance(2), Fraction(71, 1296)); // 1 − (35/36)²
        QVERIFY(riskRollKills(1, 1));
        QVERIFY(!riskRollKills(1, 2));
        // An attack's dice: each is a 1 and then a 2 on 2D6 with 1/6 × 1/36 = 1/216.
        QCOMPARE(generalKilledChance(1), Fraction(1, 216));
        QCOMPARE(generalKilledChance(4), Fraction(40031711, 2176782336)); // 1 − (215/216)^4
        QCOMPARE(generalKilledChance(MaxPoolDice), Fraction(172678104883726271, 4738381338321616896));
        QCOMPARE(routTestKillChance(), Fraction(1, 6));
    }

    void rule_8_moraleScoreByHits_data()
    {
        QTest::addColumn<int>("hits");
        QTest::addColumn<int>("score");
        QTest::addColumn<Fraction>("pass");
        QTest::newRow("no hits: no check") << 0 << 0 << Fraction(0);
        for (int h = 1; h <= 4; ++h)
            QTest::addRow("%d hits: 2+", h) << h << 2 << Fraction(5, 6);
        for (int h = 5; h <= 8; ++h)
            QTest::addRow("%d hits: 3+", h) << h << 3 << Fraction(2, 3);
        QTest::newRow("9 hits: routed") << 9 << 0 << Fraction(0);
    }

    void rule_8_moraleScoreByHits()
    {
        QFETCH(int, hits);
        QFETCH(int, score);
        QFETCH(Fraction, pass);
        QCOMPARE(moraleScore(hits), score);
        QCOMPARE(moralePassChance(hits), pass);
    }

    void rule_5_1_pushMoveChances()
    {
        QCOMPARE(pushSuccessChance(4), Fraction(1, 2));
        QCOMPARE(pushSuccessChance(3), Fraction(2, 3));
        QCOMPARE(pushSuccessChance(2), Fraction(5, 6));
        // §10.1, ruling R5: with the general's re-roll, 1 − (1 − p)².
        QCOMPARE(pushSuccessChanceWithReroll(4), Fraction(3, 4));
        QCOMPARE(pushSuccessChanceWithReroll(3), Fraction(8, 9));
        QCOMPARE(pushSuccessChanceWithReroll(2), Fraction(35, 36));
    }

    // The pool without a game (ohw::poolOf, what `ancients odds` asks): 4D6 + 1D6 for the flank
    // charged (§7.1) − 1D6 armour (§10.4) − 1D6 for the hill (§5.6) is a 3D6 pool.
    void rule_7_1_poolOfFactsItemizesEachTerm()
    {
        PoolFacts f;
        f.attacker = UnitType::Legionaries;
        f.chargedFace = Face::LeftFlank;
        f.target = UnitType::Auxilia;
        f.targetTraits = profile(UnitType::Auxilia).traits.with(Trait::Armored);
        f.targetGround = Terrain::Hill;
        const Pool pool = poolOf(f);
        QCOMPARE(pool.dice, 3);
        QCOMPARE(pool.terms.size(), std::size_t(4));
        QCOMPARE(pool.terms[1].modifier, Modifier::Flank);
        QCOMPARE(pool.terms[1].section, std::string("7.1"));
        QCOMPARE(pool.terms[2].modifier, Modifier::Armored);
        QCOMPARE(pool.terms[3].modifier, Modifier::Hill);
        // The attacker on the hill too: no hill penalty (§5.6, ruling R11).
        f.attackerGround = Terrain::Hill;
        QCOMPARE(poolOf(f).dice, 4);
        // A shot is 2D6 whatever the charge (§6).
        f.melee = false;
        QCOMPARE(poolOf(f).terms.front().modifier, Modifier::ShootingDice);
        QCOMPARE(poolOf(f).dice, 1);
        PoolFacts legion;
        legion.targetTraits = profile(UnitType::Legionaries).traits;
        const AttackOdds odds = oddsOfPool(poolOf(legion), true, false, 7);
        // 3D6 (Legionaries 4D6 against Legionaries' armour): exactly 2 hits 3/8; 2 or more of 3 rout a unit on 7 hits: 1/2.
        QCOMPARE(odds.hits.at(2), Fraction(3, 8));
        QCOMPARE(odds.targetRouts, Fraction(1, 2));
        QCOMPARE(odds.attackerHit, Fraction(91, 216));
    }

    // Ruling R27: the challenger needs 2 more than the holder: (3,1) (4,1) (4,2) (5,1..3) (6,1..4) = 10 of 36.
    void rule_10_3_takingTheInitiative()
    {
        QCOMPARE(seizeInitiativeChance(), Fraction(5, 18));
        QVERIFY(seizesInitiative(3, 1));
        QVERIFY(seizesInitiative(6, 1));
        QVERIFY(!seizesInitiative(4, 3));
        QVERIFY(!seizesInitiative(3, 3));
        QVERIFY(!seizesInitiative(1, 6));
    }
};

QTEST_GUILESS_MAIN(TestOdds)
#include "tst_ohw_odds.moc"

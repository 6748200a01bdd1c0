// Quality dice, the two dice kinds and the movement test: §3.1 and §5.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/dice.h"
#endif

#include <QTest>

#include <vector>

using namespace ancients;

Q_DECLARE_METATYPE(ancients::Quality)
Q_DECLARE_METATYPE(ancients::Die)

namespace {
// Hand-computed distributions, numerators over 36 (two dice) or 6 (one die),
// for the kept values lowest first.
struct Expected
{
    std::vector<int> values;
    std::vector<Fraction> chances;
};
} // namespace
Q_DECLARE_METATYPE(Expected)
Q_DECLARE_METATYPE(ancients::Fraction)

namespace ancients {
// Readable failures: "11/36" rather than "<no value>".
char *toString(const Fraction &f)
{
    return qstrdup(QByteArray::number(qint64(f.numerator())) + '/' + QByteArray::number(qint64(f.denominator())));
}
} // namespace ancients

class TestDice : public QObject
{
    Q_OBJECT

private slots:
    void rule_3_1_dieFaces()
    {
        const auto averaging = faces(Die::Averaging);
        QCOMPARE(std::vector<int>(averaging.begin(), averaging.end()), (std::vector<int>{2, 3, 3, 4, 4, 5}));
        const auto d6 = faces(Die::D6);
        QCOMPARE(std::vector<int>(d6.begin(), d6.end()), (std::vector<int>{1, 2, 3, 4, 5, 6}));
    }

    void rule_3_1_exactDistribution_data()
    {
        QTest::addColumn<Quality>("quality");
        QTest::addColumn<Die>("die");
        QTest::addColumn<Expected>("expected");
        // Averaging die: P(2)=1/6, P(3)=P(4)=1/3, P(5)=1/6.
        // Elite keeps the max: P(max <= x) = F(x)^2 with F = 1/6, 3/6, 5/6, 1.
        QTest::newRow("elite on averaging die")
            << Quality::Elite << Die::Averaging
            << Expected{{2, 3, 4, 5}, {Fraction(1, 36), Fraction(8, 36), Fraction(16, 36), Fraction(11, 36)}};
        QTest::newRow("regular on averaging die")
            << Quality::Regular << Die::Averaging
            << Expected{{2, 3, 4, 5}, {Fraction(1, 6), Fraction(2, 6), Fraction(2, 6), Fraction(1, 6)}};
        // Levy keeps the min: P(min >= x) = S(x)^2 with S = 1, 5/6, 3/6, 1/6.
        QTest::newRow("levy on averaging die")
            << Quality::Levy << Die::Averaging
            << Expected{{2, 3, 4, 5}, {Fraction(11, 36), Fraction(16, 36), Fraction(8, 36), Fraction(1, 36)}};
        // d6: the best of two is k with chance (2k - 1)/36, the worst (13 - 2k)/36.
        QTest::newRow("elite on d6")
            << Quality::Elite << Die::D6
            << Expected{{1, 2, 3, 4, 5, 6},
                        {Fraction(1, 36), Fraction(3, 36), Fraction(5, 36), Fraction(7, 36), Fraction(9, 36),
                         Fraction(11, 36)}};
        QTest::newRow("regular on d6")
            << Quality::Regular << Die::D6
            << Expected{{1, 2, 3, 4, 5, 6},
                        {Fraction(1, 6), Fraction(1, 6), Fraction(1, 6), Fraction(1, 6), Fraction(1, 6),
                         Fraction(1, 6)}};
        QTest::newRow("levy on d6")
            << Quality::Levy << Die::D6
            << Expected{{1, 2, 3, 4, 5, 6},
                        {Fraction(11, 36), Fraction(9, 36), Fraction(7, 36), Fraction(5, 36), Fraction(3, 36),
                         Fraction(1, 36)}};
    }
    void rule_3_1_exactDistribution()
    {
        QFETCH(Quality, quality);
        QFETCH(Die, die);
        QFETCH(Expected, expected);
        const auto dist = distribution(quality, die);
        QCOMPARE(dist.size(), expected.values.size());
        Fraction total;
        for (std::size_t i = 0; i < dist.size(); ++i) {
            QCOMPARE(dist[i].value, expected.values[i]);
            QCOMPARE(dist[i].probability, expected.chances[i]);
            total = total + dist[i].probability;
        }
        QCOMPARE(total, Fraction(1));
    }

    // An Elite on the averaging die keeps a 5 with probability 1 − (5/6)² = 11/36,
    // and lands 4–5 "most of the time" (§3.1): 1 − (3/6)² = 3/4.
    void rule_3_1_eliteLandsFourOrFiveMostOfTheTime()
    {
        QCOMPARE(chanceAtLeast(Quality::Elite, Die::Averaging, 5), Fraction(11, 36));
        QCOMPARE(chanceAtLeast(Quality::Elite, Die::Averaging, 4), Fraction(3, 4));
        QCOMPARE(chanceAtLeast(Quality::Levy, Die::Averaging, 4), Fraction(1, 4));
        QCOMPARE(chanceAtLeast(Quality::Regular, Die::D6, 7), Fraction(0));
        QCOMPARE(chanceAtLeast(Quality::Levy, Die::D6, 1), Fraction(1));
    }

    void rule_3_1_keepBestOrWorst_data()
    {
        QTest::addColumn<Quality>("quality");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("keptIndex");
        QTest::addColumn<int>("kept");
        QTest::newRow("elite keeps the higher second die") << Quality::Elite << 2 << 5 << 1 << 5;
        QTest::newRow("elite keeps the higher first die") << Quality::Elite << 4 << 3 << 0 << 4;
        QTest::newRow("elite tie keeps the first") << Quality::Elite << 3 << 3 << 0 << 3;
        QTest::newRow("levy keeps the lower second die") << Quality::Levy << 5 << 2 << 1 << 2;
        QTest::newRow("levy keeps the lower first die") << Quality::Levy << 3 << 4 << 0 << 3;
        QTest::newRow("levy tie keeps the first") << Quality::Levy << 4 << 4 << 0 << 4;
        QTest::newRow("regular rolls one") << Quality::Regular << 4 << 0 << 0 << 4;
    }
    void rule_3_1_keepBestOrWorst()
    {
        QFETCH(Quality, quality);
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(int, keptIndex);
        QFETCH(int, kept);
        const auto roll = readQuality(quality, Die::Averaging, first, second);
        QVERIFY(roll.ok());
        QCOMPARE(roll->count, diceRolled(quality));
        QCOMPARE(roll->keptIndex, keptIndex);
        QCOMPARE(roll->kept(), kept);
    }

    void rule_3_1_physicalDiceMustShowARealFace_data()
    {
        QTest::addColumn<Quality>("quality");
        QTest::addColumn<Die>("die");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::newRow("averaging die has no 1") << Quality::Regular << Die::Averaging << 1 << 0;
        QTest::newRow("averaging die has no 6") << Quality::Elite << Die::Averaging << 3 << 6;
        QTest::newRow("d6 has no 7") << Quality::Levy << Die::D6 << 7 << 2;
        QTest::newRow("d6 has no 0 as the second die") << Quality::Elite << Die::D6 << 4 << 0;
    }
    void rule_3_1_physicalDiceMustShowARealFace()
    {
        QFETCH(Quality, quality);
        QFETCH(Die, die);
        QFETCH(int, first);
        QFETCH(int, second);
        const auto roll = readQuality(quality, die, first, second);
        QVERIFY(!roll.ok());
        QCOMPARE(roll.error().code, std::string("face-not-on-die"));
        QCOMPARE(roll.error().section, std::string("3.1"));
    }

    // Rolled dice only ever show the die's faces, and the kept one follows the quality rule.
    void rule_3_1_rolledDiceFollowTheRules()
    {
        Pcg32 rng(3U, 3U);
        for (const Die die : {Die::Averaging, Die::D6}) {
            const auto f = faces(die);
            for (const Quality q : {Quality::Elite, Quality::Regular, Quality::Levy}) {
                for (int i = 0; i < 500; ++i) {
                    const QualityRoll r = rollQuality(q, die, rng);
                    QCOMPARE(r.count, diceRolled(q));
                    for (int d = 0; d < r.count; ++d)
                        QVERIFY(std::find(f.begin(), f.end(), r.dice.at(std::size_t(d))) != f.end());
                    if (q == Quality::Elite)
                        QCOMPARE(r.kept(), std::max(r.dice[0], r.dice[1]));
                    if (q == Quality::Levy)
                        QCOMPARE(r.kept(), std::min(r.dice[0], r.dice[1]));
                }
            }
        }
    }

    // The same seed gives the same rolls: a game's dice replay exactly.
    void rollsReplayFromTheSeed()
    {
        Pcg32 a(77U, 1U);
        Pcg32 b(77U, 1U);
        for (int i = 0; i < 200; ++i)
            QCOMPARE(rollQuality(Quality::Elite, Die::Averaging, a), rollQuality(Quality::Elite, Die::Averaging, b));
    }

    void rule_5_movementTest_data()
    {
        QTest::addColumn<Quality>("quality");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<Fraction>("average");
        QTest::addColumn<int>("needed");
        QTest::addColumn<bool>("passed");
        QTest::newRow("regular equals a whole average") << Quality::Regular << 3 << 0 << Fraction(3) << 3 << true;
        QTest::newRow("regular below a whole average") << Quality::Regular << 2 << 0 << Fraction(3) << 3 << false;
        QTest::newRow("3 does not equal 3.5") << Quality::Regular << 3 << 0 << Fraction(7, 2) << 4 << false;
        QTest::newRow("4 beats 3.5") << Quality::Regular << 4 << 0 << Fraction(7, 2) << 4 << true;
        QTest::newRow("3 does not reach 10/3") << Quality::Regular << 3 << 0 << Fraction(10, 3) << 4 << false;
        QTest::newRow("elite keeps the 4 against 3.25") << Quality::Elite << 1 << 4 << Fraction(13, 4) << 4 << true;
        QTest::newRow("levy keeps the 1 against 1.5") << Quality::Levy << 1 << 6 << Fraction(3, 2) << 2 << false;
        QTest::newRow("fresh block always passes") << Quality::Levy << 1 << 1 << Fraction(1) << 1 << true;
        QTest::newRow("average 6 needs a 6") << Quality::Elite << 5 << 6 << Fraction(6) << 6 << true;
    }
    void rule_5_movementTest()
    {
        QFETCH(Quality, quality);
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(Fraction, average);
        QFETCH(int, needed);
        QFETCH(bool, passed);
        const auto roll = readQuality(quality, Die::D6, first, second);
        QVERIFY(roll.ok());
        const auto test = judgeMovementTest(*roll, average);
        QVERIFY(test.ok());
        QCOMPARE(test->needed, needed);
        QCOMPARE(test->passed, passed);
        QCOMPARE(movementTarget(average), needed);
    }

    void rule_5_movementTestIsAlwaysOnTheD6()
    {
        const auto roll = readQuality(Quality::Regular, Die::Averaging, 4);
        QVERIFY(roll.ok());
        const auto test = judgeMovementTest(*roll, Fraction(3));
        QVERIFY(!test.ok());
        QCOMPARE(test.error().code, std::string("movement-needs-d6"));
    }

    void rule_6_averageOutsideOneToSixIsRefused_data()
    {
        QTest::addColumn<Fraction>("average");
        QTest::addColumn<QString>("code");
        QTest::newRow("below one") << Fraction(1, 2) << "fatigue-below-one";
        QTest::newRow("just above six has broken") << Fraction(25, 4) << "block-broken";
    }
    void rule_6_averageOutsideOneToSixIsRefused()
    {
        QFETCH(Fraction, average);
        QFETCH(QString, code);
        const auto roll = readQuality(Quality::Regular, Die::D6, 6);
        QVERIFY(roll.ok());
        const auto test = judgeMovementTest(*roll, average);
        QVERIFY(!test.ok());
        QCOMPARE(QString::fromStdString(test.error().code), code);
        QVERIFY(checkMovingAverage(Fraction(6)).ok());
        QVERIFY(checkMovingAverage(Fraction(1)).ok());
    }

    void rule_5_movementPassChance_data()
    {
        QTest::addColumn<Quality>("quality");
        QTest::addColumn<Fraction>("average");
        QTest::addColumn<Fraction>("chance");
        QTest::newRow("elite needs 4 against 3.5") << Quality::Elite << Fraction(7, 2) << Fraction(3, 4);
        QTest::newRow("regular needs 4 against 3.5") << Quality::Regular << Fraction(7, 2) << Fraction(1, 2);
        QTest::newRow("levy needs 4 against 3.5") << Quality::Levy << Fraction(7, 2) << Fraction(1, 4);
        QTest::newRow("elite needs 6 at average 6") << Quality::Elite << Fraction(6) << Fraction(11, 36);
        QTest::newRow("levy needs 6 at average 6") << Quality::Levy << Fraction(6) << Fraction(1, 36);
        QTest::newRow("anyone passes at average 1") << Quality::Levy << Fraction(1) << Fraction(1);
    }
    void rule_5_movementPassChance()
    {
        QFETCH(Quality, quality);
        QFETCH(Fraction, average);
        QFETCH(Fraction, chance);
        QCOMPARE(movementPassChance(quality, average), chance);
    }

    void fractionIsExact()
    {
        QCOMPARE(Fraction(2, 4), Fraction(1, 2));
        QVERIFY(Fraction(10, 3) > Fraction(3));
        QVERIFY(Fraction(7, 2) < Fraction(4));
        QCOMPARE(Fraction(10, 3).ceil(), 4);
        QCOMPARE(Fraction(3).ceil(), 3);
        QCOMPARE(Fraction(1, 6) + Fraction(1, 3), Fraction(1, 2));
    }
};

QTEST_GUILESS_MAIN(TestDice)
#include "tst_dice.moc"

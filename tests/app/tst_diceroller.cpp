// The dice roller bridge: what the QML page sees of the engine's dice (§3.1, §5).
#include "diceroller.h"

#include <QSignalSpy>
#include <QTest>

class TestDiceRoller : public QObject
{
    Q_OBJECT

private slots:
    void rule_3_1_defaultsAreRegularOnTheAveragingDie()
    {
        DiceRoller roller;
        QCOMPARE(roller.quality(), DiceRoller::Regular);
        QCOMPARE(roller.die(), DiceRoller::AveragingDie);
        QCOMPARE(roller.mode(), DiceRoller::Combat);
        QCOMPARE(roller.diceCount(), 1);
        QCOMPARE(roller.faceValues(), (QList<int>{2, 3, 4, 5}));
        QVERIFY(!roller.hasResult());
    }

    void rule_3_1_rollShowsBothDiceAndTheKeptOne_data()
    {
        QTest::addColumn<DiceRoller::Quality>("quality");
        QTest::addColumn<int>("count");
        QTest::newRow("elite") << DiceRoller::Elite << 2;
        QTest::newRow("regular") << DiceRoller::Regular << 1;
        QTest::newRow("levy") << DiceRoller::Levy << 2;
    }
    void rule_3_1_rollShowsBothDiceAndTheKeptOne()
    {
        QFETCH(DiceRoller::Quality, quality);
        QFETCH(int, count);
        DiceRoller roller;
        roller.setQuality(quality);
        roller.reseed(12);
        QSignalSpy spy(&roller, &DiceRoller::resultChanged);
        for (int i = 0; i < 40; ++i) {
            roller.roll();
            QVERIFY(roller.hasResult());
            QCOMPARE(roller.resultDiceCount(), count);
            const int first = roller.firstDie();
            const int second = roller.secondDie();
            QVERIFY(first >= 2 && first <= 5);
            if (quality == DiceRoller::Elite)
                QCOMPARE(roller.keptValue(), std::max(first, second));
            else if (quality == DiceRoller::Levy)
                QCOMPARE(roller.keptValue(), std::min(first, second));
            else
                QCOMPARE(roller.keptValue(), first);
            QCOMPARE(roller.keptValue(), roller.keptIndex() == 0 ? first : second);
        }
        QCOMPARE(spy.count(), 40);
        QCOMPARE(roller.history()->rowCount(), 40);
    }

    void sameSeedGivesSameRolls()
    {
        DiceRoller a;
        DiceRoller b;
        a.reseed(99);
        b.reseed(99);
        for (int i = 0; i < 30; ++i) {
            a.roll();
            b.roll();
            QCOMPARE(a.firstDie(), b.firstDie());
        }
    }

    void rule_3_1_distributionFollowsQualityAndDie()
    {
        DiceRoller roller;
        roller.setQuality(DiceRoller::Elite);
        const DistributionModel *model = roller.distribution();
        QCOMPARE(model->rowCount(), 4);
        QStringList fractions;
        for (int row = 0; row < model->rowCount(); ++row)
            fractions << model->data(model->index(row), DistributionModel::FractionRole).toString();
        QCOMPARE(fractions, (QStringList{"1/36", "2/9", "4/9", "11/36"}));
        QCOMPARE(model->data(model->index(3), DistributionModel::ValueRole).toInt(), 5);
        QCOMPARE(model->data(model->index(3), DistributionModel::ProbabilityRole).toDouble(), 11.0 / 36.0);

        roller.setDie(DiceRoller::D6);
        QCOMPARE(model->rowCount(), 6);
        QCOMPARE(model->data(model->index(5), DistributionModel::FractionRole).toString(), QStringLiteral("11/36"));
    }

    // §3.1: "Movement test: always d6", whatever the combat die setting.
    void rule_3_1_movementTestAlwaysUsesTheD6()
    {
        DiceRoller roller;
        roller.setDie(DiceRoller::AveragingDie);
        roller.setMode(DiceRoller::Movement);
        QCOMPARE(roller.effectiveDie(), DiceRoller::D6);
        QCOMPARE(roller.faceValues(), (QList<int>{1, 2, 3, 4, 5, 6}));
        QCOMPARE(roller.distribution()->rowCount(), 6);
        roller.reseed(5);
        bool sawOneOrSix = false;
        for (int i = 0; i < 60; ++i) {
            roller.roll();
            sawOneOrSix = sawOneOrSix || roller.firstDie() == 1 || roller.firstDie() == 6;
        }
        QVERIFY(sawOneOrSix);
    }

    void rule_5_movementTestAgainstFractionalAverage_data()
    {
        QTest::addColumn<DiceRoller::Quality>("quality");
        QTest::addColumn<qreal>("average");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<bool>("passed");
        QTest::newRow("3 does not equal 3.5") << DiceRoller::Regular << 3.5 << 3 << 0 << false;
        QTest::newRow("4 beats 3.5") << DiceRoller::Regular << 3.5 << 4 << 0 << true;
        QTest::newRow("3 equals 3") << DiceRoller::Regular << 3.0 << 3 << 0 << true;
        QTest::newRow("elite keeps the 4 against 3.33") << DiceRoller::Elite << 3.33 << 1 << 4 << true;
        QTest::newRow("levy keeps the 2 against 2.25") << DiceRoller::Levy << 2.25 << 6 << 2 << false;
    }
    void rule_5_movementTestAgainstFractionalAverage()
    {
        QFETCH(DiceRoller::Quality, quality);
        QFETCH(qreal, average);
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(bool, passed);
        DiceRoller roller;
        roller.setMode(DiceRoller::Movement);
        roller.setQuality(quality);
        roller.setAverageFatigue(average);
        QVERIFY(roller.enterRealDice(first, second));
        QVERIFY(roller.resultIsMovementTest());
        QVERIFY(roller.resultFromRealDice());
        QCOMPARE(roller.passed(), passed);
        const QModelIndex newest = roller.history()->index(0);
        QCOMPARE(newest.data(RollHistoryModel::PassedRole).toBool(), passed);
        QCOMPARE(newest.data(RollHistoryModel::RealDiceRole).toBool(), true);
        QCOMPARE(newest.data(RollHistoryModel::AverageFatigueRole).toDouble(), average);
    }

    void rule_5_passChance()
    {
        DiceRoller roller;
        roller.setMode(DiceRoller::Movement);
        roller.setQuality(DiceRoller::Elite);
        roller.setAverageFatigue(3.5);
        QCOMPARE(roller.neededToMove(), 4);
        QCOMPARE(roller.passChanceFraction(), QStringLiteral("3/4"));
        QCOMPARE(roller.passChance(), 0.75);
        roller.setQuality(DiceRoller::Levy);
        QCOMPARE(roller.passChanceFraction(), QStringLiteral("1/4"));
        roller.setAverageFatigue(1.0);
        QCOMPARE(roller.passChanceFraction(), QStringLiteral("1"));
    }

    // §6: Fatigue is never below 1, and a Block above 6 has broken, so the
    // average the roller tests against stays within 1–6.
    void rule_6_averageFatigueStaysWithinOneToSix_data()
    {
        QTest::addColumn<qreal>("input");
        QTest::addColumn<qreal>("stored");
        QTest::newRow("below one") << 0.2 << 1.0;
        QTest::newRow("above six") << 7.5 << 6.0;
        QTest::newRow("two decimals kept") << 3.33 << 3.33;
        QTest::newRow("rounded to hundredths") << 3.333333 << 3.33;
    }
    void rule_6_averageFatigueStaysWithinOneToSix()
    {
        QFETCH(qreal, input);
        QFETCH(qreal, stored);
        DiceRoller roller;
        roller.setAverageFatigue(input);
        QCOMPARE(roller.averageFatigue(), stored);
    }

    void nonNumberAverageIsIgnored()
    {
        DiceRoller roller;
        roller.setAverageFatigue(2.5);
        roller.setAverageFatigue(std::numeric_limits<qreal>::quiet_NaN());
        QCOMPARE(roller.averageFatigue(), 2.5);
    }

    // A face the die does not have is refused with a reason, and nothing shown changes.
    void rule_3_1_realDiceMustShowARealFace_data()
    {
        QTest::addColumn<DiceRoller::Quality>("quality");
        QTest::addColumn<DiceRoller::Mode>("mode");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("averaging die has no 6") << DiceRoller::Regular << DiceRoller::Combat << 6 << 0 << "6";
        QTest::newRow("averaging die has no 1 as second die") << DiceRoller::Elite << DiceRoller::Combat << 3 << 1 << "1";
        QTest::newRow("d6 has no 7") << DiceRoller::Levy << DiceRoller::Movement << 2 << 7 << "7";
        QTest::newRow("elite needs a second die") << DiceRoller::Elite << DiceRoller::Movement << 4 << 0 << "0";
    }
    void rule_3_1_realDiceMustShowARealFace()
    {
        QFETCH(DiceRoller::Quality, quality);
        QFETCH(DiceRoller::Mode, mode);
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(QString, mentions);
        DiceRoller roller;
        roller.setQuality(quality);
        roller.setMode(mode);
        roller.reseed(3);
        roller.roll();
        const int shown = roller.keptValue();
        QSignalSpy results(&roller, &DiceRoller::resultChanged);
        QVERIFY(!roller.enterRealDice(first, second));
        QVERIFY(roller.lastError().contains(mentions));
        QVERIFY(roller.lastError().contains(QStringLiteral("§3.1")));
        QCOMPARE(results.count(), 0);
        QCOMPARE(roller.keptValue(), shown);
        QCOMPARE(roller.history()->rowCount(), 1);
        QVERIFY(!roller.resultFromRealDice());

        // A good entry clears the error.
        QVERIFY(roller.enterRealDice(roller.faceValues().constFirst(), roller.faceValues().constLast()));
        QVERIFY(roller.lastError().isEmpty());
    }

    // A result stays beside the settings it was rolled with: changing them clears
    // the shown result, and the history keeps the roll.
    void changedSettingsClearTheShownResult()
    {
        DiceRoller roller;
        roller.setMode(DiceRoller::Movement);
        roller.setAverageFatigue(3.5);
        QVERIFY(roller.enterRealDice(4));
        QVERIFY(roller.hasResult());
        QVERIFY(roller.passed());
        roller.setAverageFatigue(4.5);
        QVERIFY(!roller.hasResult());
        QCOMPARE(roller.history()->rowCount(), 1);
        QCOMPARE(roller.history()->index(0).data(RollHistoryModel::PassedRole).toBool(), true);
    }

    void hugeAverageDoesNotWrapAround()
    {
        DiceRoller roller;
        roller.setAverageFatigue(2.5e7);
        QCOMPARE(roller.averageFatigue(), 6.0);
        roller.setAverageFatigue(-2.5e9);
        QCOMPARE(roller.averageFatigue(), 1.0);
    }

    void historyKeepsTheNewestFifty()
    {
        DiceRoller roller;
        roller.reseed(1);
        for (int i = 0; i < RollHistoryModel::Capacity + 10; ++i)
            roller.roll();
        QCOMPARE(roller.history()->rowCount(), RollHistoryModel::Capacity);
        QCOMPARE(roller.history()->index(0).data(RollHistoryModel::FirstDieRole).toInt(), roller.firstDie());
        roller.clear();
        QCOMPARE(roller.history()->rowCount(), 0);
        QVERIFY(!roller.hasResult());
    }

    void rule_13_eliteMechanicSetsTheDiceTheChartAndTheChance()
    {
        DiceRoller roller;
        roller.setQuality(DiceRoller::Elite);
        QSignalSpy settings(&roller, &DiceRoller::settingsChanged);
        roller.setMechanic(DiceRoller::BestOfThree);
        QCOMPARE(settings.count(), 1);
        QCOMPARE(roller.diceCount(), 3);
        // Best of three on the averaging die: 1, 26, 98, 91 of 216.
        const DistributionModel *model = roller.distribution();
        QStringList fractions;
        for (int row = 0; row < model->rowCount(); ++row)
            fractions << model->data(model->index(row), DistributionModel::FractionRole).toString();
        QCOMPARE(fractions, (QStringList{"1/216", "13/108", "49/108", "91/216"}));
        roller.reseed(5);
        for (int i = 0; i < 20; ++i) {
            roller.roll();
            QCOMPARE(roller.resultDiceCount(), 3);
            QCOMPARE(roller.keptValue(), std::max({roller.firstDie(), roller.secondDie(), roller.thirdDie()}));
        }
        // The movement test keeps by the same rule (§3.1, ruling R42): average 4, 1 − (1/2)³.
        roller.setMode(DiceRoller::Movement);
        roller.setAverageFatigue(4);
        QCOMPARE(roller.passChanceFraction(), QStringLiteral("7/8"));
        // Real dice: best of three wants all three.
        QVERIFY(!roller.enterRealDice(2, 6));
        QVERIFY(roller.enterRealDice(2, 6, 6));
        QCOMPARE(roller.keptValue(), 6);
        QCOMPARE(roller.keptIndex(), 1);
        // The reroll: a kept 3 is rolled again, and the new die stands even when lower.
        roller.setMechanic(DiceRoller::Reroll);
        QCOMPARE(roller.diceCount(), 2);
        QVERIFY(roller.enterRealDice(3, 1, 2));
        QVERIFY(roller.resultRerolled());
        QCOMPARE(roller.thirdDie(), 2);
        QCOMPARE(roller.keptValue(), 2);
        QVERIFY(!roller.passed());
        const RollHistoryModel *history = roller.history();
        QCOMPARE(history->data(history->index(0), RollHistoryModel::RerolledRole).toBool(), true);
        QCOMPARE(history->data(history->index(0), RollHistoryModel::ThirdDieRole).toInt(), 2);
        // Regular rolls one die whatever the mechanic.
        roller.setQuality(DiceRoller::Regular);
        QCOMPARE(roller.diceCount(), 1);
    }

    // ---- the other rulesets' presets (issues 19 and 20, item 3) ------------------------

    void ohw_rule_6_7_countsHitsOnFourPlus_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<int>("hits");
        QTest::newRow("1D6, a 3") << QList<int>{3} << 0;
        QTest::newRow("1D6, a 4") << QList<int>{4} << 1;
        QTest::newRow("3D6") << QList<int>{1, 4, 6} << 2;
        QTest::newRow("4D6, no hit") << QList<int>{1, 2, 3, 3} << 0;
        QTest::newRow("8D6") << QList<int>{1, 2, 3, 4, 5, 6, 4, 3} << 4;
        QTest::newRow("8D6, all hit") << QList<int>{4, 5, 6, 4, 5, 6, 6, 6} << 8;
    }
    void ohw_rule_6_7_countsHitsOnFourPlus()
    {
        QFETCH(QList<int>, faces);
        QFETCH(int, hits);
        DiceRoller roller;
        roller.setPreset(DiceRoller::HitsOnFourPlus);
        roller.setPoolSize(static_cast<int>(faces.size()));
        QCOMPARE(roller.presetDiceCount(), faces.size());
        QVERIFY(roller.enterPresetDice(faces));
        QVERIFY(roller.hasResult());
        QVERIFY(roller.resultFromRealDice());
        QCOMPARE(roller.resultPreset(), DiceRoller::HitsOnFourPlus);
        QCOMPARE(roller.presetFaces(), faces);
        QCOMPARE(roller.presetHits(), hits);
        const RollHistoryModel *history = roller.history();
        QCOMPARE(history->data(history->index(0), RollHistoryModel::HitsRole).toInt(), hits);
        QCOMPARE(history->data(history->index(0), RollHistoryModel::FacesRole).value<QList<int>>(), faces);
        QCOMPARE(history->data(history->index(0), RollHistoryModel::PresetRole).toInt(), int(DiceRoller::HitsOnFourPlus));
    }

    void ohw_poolSizeIsOneToEight()
    {
        DiceRoller roller;
        QCOMPARE(roller.minimumPool(), 1);
        QCOMPARE(roller.maximumPool(), 8);
        roller.setPreset(DiceRoller::HitsOnFourPlus);
        roller.setPoolSize(0);
        QCOMPARE(roller.poolSize(), 1);
        roller.setPoolSize(9);
        QCOMPARE(roller.poolSize(), 8);
        roller.setPoolSize(-100);
        QCOMPARE(roller.poolSize(), 1);
        roller.setPoolSize(5);
        QCOMPARE(roller.poolSize(), 5);
        // A pool is entered with as many dice as it holds, each a d6 face.
        QVERIFY(!roller.enterPresetDice({4, 4, 4, 4}));
        QVERIFY(!roller.lastError().isEmpty());
        QVERIFY(!roller.hasResult());
        QVERIFY(!roller.enterPresetDice({4, 4, 4, 4, 7}));
        QVERIFY(!roller.enterPresetDice({4, 4, 0, 4, 4}));
        QVERIFY(roller.enterPresetDice({4, 4, 1, 4, 4}));
        QVERIFY(roller.lastError().isEmpty());
        QCOMPARE(roller.presetHits(), 4);
    }

    void ohw_rule_6_7_rolledPoolsShowEveryDie()
    {
        DiceRoller roller;
        roller.setPreset(DiceRoller::HitsOnFourPlus);
        roller.reseed(3);
        QSignalSpy rolled(&roller, &DiceRoller::rolled);
        for (int dice = 1; dice <= 8; ++dice) {
            roller.setPoolSize(dice);
            roller.roll();
            QCOMPARE(roller.presetFaces().size(), dice);
            int hits = 0;
            for (const int face : roller.presetFaces()) {
                QVERIFY(face >= 1 && face <= 6);
                hits += face >= 4 ? 1 : 0;
            }
            QCOMPARE(roller.presetHits(), hits);
            QVERIFY(!roller.resultFromRealDice());
        }
        QCOMPARE(rolled.count(), 8);
        // The chart: the chance of each number of hits, 3D6 scoring exactly 2 with 3/8.
        roller.setPoolSize(3);
        const DistributionModel *model = roller.distribution();
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->data(model->index(2), DistributionModel::ValueRole).toInt(), 2);
        QCOMPARE(model->data(model->index(2), DistributionModel::FractionRole).toString(), QStringLiteral("3/8"));
        // Same seed, same dice: the app's one generator.
        DiceRoller again;
        again.setPreset(DiceRoller::HitsOnFourPlus);
        again.reseed(3);
        again.setPoolSize(1);
        again.roll();
        DiceRoller first;
        first.setPreset(DiceRoller::HitsOnFourPlus);
        first.reseed(3);
        first.setPoolSize(1);
        first.roll();
        QCOMPARE(again.presetFaces(), first.presetFaces());
    }

    void mwr_rule_10_twoDiceShowBothAndWhatEachReads()
    {
        DiceRoller roller;
        roller.setPreset(DiceRoller::TwoDicePickOne);
        QCOMPARE(roller.presetDiceCount(), 2);
        QVERIFY(!roller.enterPresetDice({5}));
        QVERIFY(roller.enterPresetDice({6, 2}));
        QCOMPARE(roller.presetFaces(), (QList<int>{6, 2}));
        QCOMPARE(roller.presetResults(), (QStringList{QStringLiteral("breakthrough"), QStringLiteral("brutal-clash")}));
        QCOMPARE(roller.presetHits(), 0); // no pool on 4+
        QVERIFY(roller.enterPresetDice({3, 4}));
        QCOMPARE(roller.presetResults(), (QStringList{QStringLiteral("forced-back"), QStringLiteral("forced-back")}));
        roller.reseed(9);
        for (int i = 0; i < 20; ++i) {
            roller.roll();
            QCOMPARE(roller.presetFaces().size(), 2);
            QCOMPARE(roller.presetResults().size(), 2);
        }
        roller.setPreset(DiceRoller::OneDie);
        QCOMPARE(roller.presetDiceCount(), 1);
        QVERIFY(!roller.hasResult()); // a result beside settings it was not rolled with would mislead
        QVERIFY(roller.enterPresetDice({1}));
        QCOMPARE(roller.presetResults(), QStringList{QStringLiteral("repulsed")});
        QVERIFY(roller.enterPresetDice({5}));
        QCOMPARE(roller.presetResults(), QStringList{QStringLiteral("hit-and-hold")});
        // Back to the Ancients Wargame's dice: its results are not a preset's.
        roller.setPreset(DiceRoller::AncientsDice);
        roller.roll();
        QCOMPARE(roller.resultPreset(), DiceRoller::AncientsDice);
        QVERIFY(roller.presetFaces().isEmpty());
        QVERIFY(!roller.enterPresetDice({3}));
    }
};

QTEST_GUILESS_MAIN(TestDiceRoller)
#include "tst_diceroller.moc"

// The rulebook's numbers in the engine: §2, §3.1, §3.3, §6, §8.1, §8.2 and §12.1.
// tst_rulebook_tables checks the same tables against rulebook/rulebook.md itself.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/dice.h"
#include "ancients/rules_tables.h"
#endif

#include <QTest>

#include <algorithm>
#include <string_view>
#include <vector>

using namespace ancients;

Q_DECLARE_METATYPE(ancients::TroopType)
Q_DECLARE_METATYPE(ancients::SpecialRules)
Q_DECLARE_METATYPE(ancients::Going)
Q_DECLARE_METATYPE(ancients::FatigueState)
Q_DECLARE_METATYPE(ancients::Fraction)

namespace ancients {
// Readable failures: "Pressed" and "5/2" rather than "<no value>".
char *toString(FatigueState state)
{
    const std::string_view name = fatigueBand(state).name;
    return qstrdup(QByteArray(name.data(), qsizetype(name.size())).constData());
}
char *toString(const Fraction &f)
{
    return qstrdup(QByteArray::number(qint64(f.numerator())) + '/' + QByteArray::number(qint64(f.denominator())));
}
} // namespace ancients

class TestRulesTables : public QObject
{
    Q_OBJECT

private slots:
    // ---- §3.1 -------------------------------------------------------------------------

    // The dice code rolls from the tables' faces themselves, not from a copy of them.
    void rule_3_1_diceRollTheTablesFaces()
    {
        QCOMPARE(faces(Die::Averaging).data(), AveragingDieFaces.data());
        QCOMPARE(faces(Die::D6).data(), D6Faces.data());
        QCOMPARE(std::vector<int>(AveragingDieFaces.begin(), AveragingDieFaces.end()),
                 (std::vector<int>{2, 3, 3, 4, 4, 5}));
        QCOMPARE(std::vector<int>(D6Faces.begin(), D6Faces.end()), (std::vector<int>{1, 2, 3, 4, 5, 6}));
    }

    // "Same mean as a d6 (3.5 ...) ... a maximum swing of ±3" (§3.1).
    void rule_3_1_averagingDieHasTheD6sMean()
    {
        int averagingSum = 0;
        int d6Sum = 0;
        for (const int face : AveragingDieFaces)
            averagingSum += face;
        for (const int face : D6Faces)
            d6Sum += face;
        QCOMPARE(Fraction(averagingSum, 6), Fraction(7, 2));
        QCOMPARE(Fraction(d6Sum, 6), Fraction(7, 2));
        const auto [low, high] = std::minmax_element(AveragingDieFaces.begin(), AveragingDieFaces.end());
        QCOMPARE(*high - *low, 3);
    }

    // ---- §3.3 -------------------------------------------------------------------------

    void rule_3_3_troopTypeDefaults_data()
    {
        QTest::addColumn<TroopType>("type");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("weight");
        QTest::addColumn<SpecialRules>("rules");
        QTest::newRow("heavy infantry: steady spears if spear-armed")
            << TroopType::HeavyInfantry << "Heavy Infantry" << 4 << SpecialRules{SpecialRule::SteadySpears};
        QTest::newRow("medium infantry: no special rules")
            << TroopType::MediumInfantry << "Medium Infantry" << 3 << SpecialRules{};
        QTest::newRow("light infantry: no special rules")
            << TroopType::LightInfantry << "Light Infantry" << 2 << SpecialRules{};
        QTest::newRow("skirmishers evade") << TroopType::Skirmishers << "Skirmishers" << 1
                                           << SpecialRules{SpecialRule::Evade};
        QTest::newRow("warband is shock infantry") << TroopType::Warband << "Warband" << 3
                                                   << SpecialRules{SpecialRule::Shock};
        QTest::newRow("cavalry is shock horse") << TroopType::Cavalry << "Cavalry (shock horse)" << 4
                                                << SpecialRules{SpecialRule::Shock};
        QTest::newRow("cataphract is the heaviest, with shock")
            << TroopType::Cataphract << "Cataphract / Knight" << 5 << SpecialRules{SpecialRule::Shock};
        QTest::newRow("light cavalry is light horse, no shock")
            << TroopType::LightCavalry << "Light Cavalry" << 2 << SpecialRules{SpecialRule::LightHorse};
    }
    void rule_3_3_troopTypeDefaults()
    {
        QFETCH(TroopType, type);
        QFETCH(QString, name);
        QFETCH(int, weight);
        QFETCH(SpecialRules, rules);
        const TroopTypeDefaults &defaults = troopTypeDefaults(type);
        QCOMPARE(defaults.type, type);
        QCOMPARE(QString::fromUtf8(defaults.name.data(), qsizetype(defaults.name.size())), name);
        QCOMPARE(defaults.weight, weight);
        QVERIFY(defaults.specialRules == rules);
        // §3.2: every weight is on the 1–5 ladder.
        QVERIFY(defaults.weight >= 1 && defaults.weight <= 5);
    }

    // The whole table: every TroopType once, in order, and the lookup returns its row.
    void rule_3_3_tableHoldsEveryTroopTypeOnce()
    {
        QCOMPARE(troopTypes().size(), std::size_t(8));
        for (std::size_t i = 0; i < troopTypes().size(); ++i) {
            const TroopType type = static_cast<TroopType>(i);
            QCOMPARE(&troopTypeDefaults(type), &troopTypes()[i]);
        }
    }

    void specialRuleSetHoldsWhatItWasGiven()
    {
        const SpecialRules none;
        QVERIFY(none.empty());
        const SpecialRules shockAndEvade = none.with(SpecialRule::Shock).with(SpecialRule::Evade);
        QVERIFY(!shockAndEvade.empty());
        QVERIFY(shockAndEvade.contains(SpecialRule::Shock));
        QVERIFY(shockAndEvade.contains(SpecialRule::Evade));
        QVERIFY(!shockAndEvade.contains(SpecialRule::SteadySpears));
        QVERIFY(!shockAndEvade.contains(SpecialRule::LightHorse));
        QVERIFY(shockAndEvade == (SpecialRules{SpecialRule::Evade, SpecialRule::Shock}));
        QCOMPARE(specialRuleInfo(SpecialRule::SteadySpears).section, std::string_view("11.3"));
        QCOMPARE(specialRuleInfo(SpecialRule::LightHorse).name, std::string_view("Light-horse"));
    }

    // ---- §8.1 -------------------------------------------------------------------------

    void rule_8_1_goingValues_data()
    {
        QTest::addColumn<Going>("going");
        QTest::addColumn<int>("value");
        QTest::newRow("open 5") << Going::Open << 5;
        QTest::newRow("light woods 4") << Going::LightWoods << 4;
        QTest::newRow("heavy woods 3") << Going::HeavyWoods << 3;
        QTest::newRow("rough ground 2") << Going::Rough << 2;
        QTest::newRow("swamp 1") << Going::Swamp << 1;
    }
    void rule_8_1_goingValues()
    {
        QFETCH(Going, going);
        QFETCH(int, value);
        QCOMPARE(goingValue(going), value);
        QCOMPARE(goingInfo(going).going, going);
    }

    void rule_8_1_terrainCost_data()
    {
        QTest::addColumn<int>("weight");
        QTest::addColumn<Going>("going");
        QTest::addColumn<int>("cost");
        // §8.1's table, and the cases around it.
        QTest::newRow("open ground is free for a knight") << 5 << Going::Open << 0;
        QTest::newRow("knight in light woods pays 1") << 5 << Going::LightWoods << 1;
        QTest::newRow("knight in heavy woods pays 2") << 5 << Going::HeavyWoods << 2;
        QTest::newRow("knight on rough pays 3") << 5 << Going::Rough << 3;
        QTest::newRow("knight in swamp pays 4") << 5 << Going::Swamp << 4;
        QTest::newRow("hoplite in heavy woods, weight equals going, pays 0") << 3 << Going::HeavyWoods << 0;
        QTest::newRow("hoplite on rough pays 1") << 3 << Going::Rough << 1;
        QTest::newRow("hoplite in swamp pays 2") << 3 << Going::Swamp << 2;
        QTest::newRow("skirmisher pays nothing in swamp") << 1 << Going::Swamp << 0;
        QTest::newRow("cost never goes below 0") << 1 << Going::Open << 0;
        QTest::newRow("heavy infantry in heavy woods pays 1") << 4 << Going::HeavyWoods << 1;
    }
    void rule_8_1_terrainCost()
    {
        QFETCH(int, weight);
        QFETCH(Going, going);
        QFETCH(int, cost);
        QCOMPARE(terrainCost(weight, going), cost);
    }

    // "A knight breaks crossing a forest in ~3 tiles" (§8.1, ruling R4): a Fresh
    // knight at 1 pays 2 a tile and is over 6 on the third.
    void rule_8_1_knightBreaksInAForestInThreeTiles()
    {
        const int knight = troopTypeDefaults(TroopType::Cataphract).weight;
        int fatigue = MinimumFatigue;
        int tiles = 0;
        while (!blockHasBroken(Fraction(fatigue))) {
            fatigue += terrainCost(knight, Going::HeavyWoods);
            ++tiles;
        }
        QCOMPARE(tiles, 3);
    }

    // ---- §8.2 -------------------------------------------------------------------------

    void rule_8_2_weightCapInCombat_data()
    {
        QTest::addColumn<int>("weight");
        QTest::addColumn<Going>("lowestGoing");
        QTest::addColumn<bool>("skirmisher");
        QTest::addColumn<int>("effective");
        QTest::newRow("knight in the open keeps 5") << 5 << Going::Open << false << 5;
        QTest::newRow("knight in heavy woods fights as 3") << 5 << Going::HeavyWoods << false << 3;
        QTest::newRow("knight in swamp fights as 1") << 5 << Going::Swamp << false << 1;
        QTest::newRow("hoplite in light woods is not reduced") << 3 << Going::LightWoods << false << 3;
        QTest::newRow("hoplite on rough fights as 2") << 3 << Going::Rough << false << 2;
        QTest::newRow("skirmisher in swamp stays 1") << 1 << Going::Swamp << true << 1;
        QTest::newRow("skirmisher tuned to 2 is never reduced") << 2 << Going::Swamp << true << 2;
    }
    void rule_8_2_weightCapInCombat()
    {
        QFETCH(int, weight);
        QFETCH(Going, lowestGoing);
        QFETCH(bool, skirmisher);
        QFETCH(int, effective);
        QCOMPARE(effectiveWeight(weight, lowestGoing, skirmisher), effective);
    }

    // "The same threshold — weight greater than Going — governs both the move cost
    // and this cap" (§8.2): a non-skirmisher is capped exactly when it pays to move.
    void rule_8_2_capAndCostShareOneThreshold()
    {
        for (const TroopTypeDefaults &troop : troopTypes()) {
            for (const GoingInfo &going : GoingTable) {
                const bool pays = terrainCost(troop.weight, going.going) > 0;
                const bool capped = effectiveWeight(troop.weight, going.going, false) < troop.weight;
                QCOMPARE(capped, pays);
            }
        }
    }

    // ---- §6 ---------------------------------------------------------------------------

    void rule_6_fatigueState_data()
    {
        QTest::addColumn<Fraction>("average");
        QTest::addColumn<FatigueState>("state");
        QTest::newRow("1 is fresh") << Fraction(1) << FatigueState::Fresh;
        QTest::newRow("1.5 is fresh") << Fraction(3, 2) << FatigueState::Fresh;
        QTest::newRow("2 is fresh") << Fraction(2) << FatigueState::Fresh;
        QTest::newRow("2.25 is pressed (R9)") << Fraction(9, 4) << FatigueState::Pressed;
        QTest::newRow("2.5 is pressed (R9)") << Fraction(5, 2) << FatigueState::Pressed;
        QTest::newRow("3 is pressed") << Fraction(3) << FatigueState::Pressed;
        QTest::newRow("4 is pressed") << Fraction(4) << FatigueState::Pressed;
        QTest::newRow("13/3 is shaken (R9)") << Fraction(13, 3) << FatigueState::Shaken;
        QTest::newRow("5 is shaken") << Fraction(5) << FatigueState::Shaken;
        QTest::newRow("6 is shaken") << Fraction(6) << FatigueState::Shaken;
        QTest::newRow("6.25 is broken (R8, R9)") << Fraction(25, 4) << FatigueState::Broken;
        QTest::newRow("7 is broken") << Fraction(7) << FatigueState::Broken;
        QTest::newRow("a single base at 12 is broken") << Fraction(12) << FatigueState::Broken;
    }
    void rule_6_fatigueState()
    {
        QFETCH(Fraction, average);
        QFETCH(FatigueState, state);
        QCOMPARE(fatigueState(average), state);
        QCOMPARE(blockHasBroken(average), state == FatigueState::Broken);
    }

    // The table's rows run on from 1 without gaps, and only the last is open-ended,
    // starting just above the break threshold.
    void rule_6_fatigueRowsCoverTheScale()
    {
        int next = MinimumFatigue;
        for (std::size_t i = 0; i < FatigueTable.size(); ++i) {
            const FatigueBand &band = FatigueTable.at(i);
            QCOMPARE(band.lowest, next);
            QCOMPARE(fatigueBand(band.state).name, band.name);
            QCOMPARE(fatigueState(Fraction(band.lowest)), band.state);
            if (i + 1 == FatigueTable.size()) {
                QVERIFY(!band.highest);
                QCOMPARE(band.lowest, BlockBreakThreshold + 1);
            } else {
                QVERIFY(band.highest.has_value());
                QCOMPARE(fatigueState(Fraction(*band.highest)), band.state);
                next = *band.highest + 1;
            }
        }
    }

    // R9 agrees with R1: a Block's state is the state of the whole number its
    // movement test needs, so a Pressed Block always needs a 3 or 4.
    void rule_6_stateMatchesTheMovementTarget()
    {
        for (std::int64_t quarters = 4; quarters <= 24; ++quarters) {
            const Fraction average(quarters, 4);
            QCOMPARE(fatigueState(average), fatigueState(Fraction(movementTarget(average))));
        }
    }

    void rule_6_blockBreaksAboveSix_data()
    {
        QTest::addColumn<Fraction>("average");
        QTest::addColumn<bool>("broken");
        QTest::newRow("5 holds") << Fraction(5) << false;
        QTest::newRow("exactly 6 holds") << Fraction(6) << false;
        QTest::newRow("6.1 breaks") << Fraction(61, 10) << true;
        QTest::newRow("6.25 breaks, never rounded down") << Fraction(25, 4) << true;
        QTest::newRow("37/6 breaks") << Fraction(37, 6) << true;
        QTest::newRow("7 breaks") << Fraction(7) << true;
    }
    void rule_6_blockBreaksAboveSix()
    {
        QFETCH(Fraction, average);
        QFETCH(bool, broken);
        QCOMPARE(blockHasBroken(average), broken);
        QCOMPARE(BlockBreakThreshold, 6);
    }

    // ---- §2 ---------------------------------------------------------------------------

    void rule_2_defaultDistances()
    {
        QCOMPARE(DefaultDistances.footMove, 2);
        QCOMPARE(DefaultDistances.lightFootAndSkirmishersMove, 3);
        QCOMPARE(DefaultDistances.cavalryMove, 4);
        QCOMPARE(DefaultDistances.missileRange, 2);
        QVERIFY(DefaultDistances == Distances{});
        Distances tuned = DefaultDistances;
        tuned.cavalryMove = 5; // "tunable in playtest"
        QVERIFY(!(tuned == DefaultDistances));
    }

    // ---- §12.1 ------------------------------------------------------------------------

    void rule_12_1_armyBreakAtThirtyPercent_data()
    {
        QTest::addColumn<int>("lost");
        QTest::addColumn<int>("starting");
        QTest::addColumn<bool>("broken");
        QTest::newRow("24 bases: 7 lost (29.2%) holds (R7)") << 7 << 24 << false;
        QTest::newRow("24 bases: 8 lost (33.3%) breaks (R7)") << 8 << 24 << true;
        QTest::newRow("10 bases: 3 lost is exactly 30% and breaks") << 3 << 10 << true;
        QTest::newRow("10 bases: 2 lost holds") << 2 << 10 << false;
        QTest::newRow("20 bases: 6 lost is exactly 30% and breaks") << 6 << 20 << true;
        QTest::newRow("20 bases: 5 lost holds") << 5 << 20 << false;
        QTest::newRow("12 bases: 4 lost (33.3%) breaks, 3.6 rounds to nothing") << 4 << 12 << true;
        QTest::newRow("12 bases: 3 lost (25%) holds") << 3 << 12 << false;
        QTest::newRow("nothing lost holds") << 0 << 24 << false;
        QTest::newRow("everything lost breaks") << 24 << 24 << true;
    }
    void rule_12_1_armyBreakAtThirtyPercent()
    {
        QFETCH(int, lost);
        QFETCH(int, starting);
        QFETCH(bool, broken);
        QCOMPARE(armyHasBroken(lost, starting), broken);
        QCOMPARE(ArmyBreakFraction, Fraction(3, 10));
    }
};

QTEST_GUILESS_MAIN(TestRulesTables)
#include "tst_rules_tables.moc"

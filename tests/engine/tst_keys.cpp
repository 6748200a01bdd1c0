// The engine's key table (ancients/keys.h): every enum that a file, tool or
// screen writes or reads has one key per value, distinct, and each key reads
// back as its value. The keys themselves are pinned: the battle file and the
// army-list format are written with them, so a changed key is a changed format.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/keys.h"
#endif

#include <QTest>

#include <set>
#include <string>
#include <string_view>
#include <vector>

using namespace ancients;

namespace {

/** Every value of @p Enum, from 0 to @p last. */
template<typename Enum>
std::vector<Enum> allOf(Enum last)
{
    std::vector<Enum> values;
    for (std::size_t i = 0; i <= static_cast<std::size_t>(last); ++i)
        values.push_back(static_cast<Enum>(i));
    return values;
}

/** The keys of @p values in order, joined with ",". */
template<typename Enum>
QString joined(const std::vector<Enum> &values)
{
    QStringList keys;
    for (const Enum value : values) {
        const std::string_view key = keyOf(value);
        keys << QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
    }
    return keys.join(QLatin1Char(','));
}

/** Each value's key reads back as the value; keys are distinct and the table holds no more. */
template<typename Enum>
bool roundTrips(const std::vector<Enum> &values)
{
    std::set<std::string_view> seen;
    for (const Enum value : values) {
        const std::string_view key = keyOf(value);
        if (key.empty() || !seen.insert(key).second || fromKey<Enum>(key) != value)
            return false;
    }
    return keysOf<Enum>().size() == values.size();
}

} // namespace

class TestKeys : public QObject
{
    Q_OBJECT

private slots:
    void keysArePinned_data()
    {
        QTest::addColumn<QString>("keys");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Going (§8.1)") << joined(allOf(Going::Swamp)) << "open,light-woods,heavy-woods,rough,swamp";
        QTest::newRow("phase (§4)") << joined(allOf(Phase::Recovery)) << "move,shoot,combat,recovery";
        QTest::newRow("die (§3.1)") << joined(allOf(Die::D6)) << "averaging,d6";
        QTest::newRow("side") << joined(allOf(Side::B)) << "a,b";
        QTest::newRow("striker (§9.3)") << joined(allOf(Striker::B)) << "none,a,b";
        QTest::newRow("Fatigue state (§6)") << joined(allOf(FatigueState::Broken)) << "fresh,pressed,shaken,broken";
        QTest::newRow("rear side (§9.6)") << joined(allOf(RearSide::Right)) << "left,right";
        QTest::newRow("Elite mechanic (§13)")
            << joined(allOf(RulesOptions::EliteMechanic::BestOfThree)) << "none,reroll,best-of-three";
        QTest::newRow("troop type (§3.3)")
            << joined(allOf(TroopType::LightCavalry)) << "heavy-infantry,medium-infantry,light-infantry,skirmishers,"
                                                         "warband,cavalry,cataphract,light-cavalry";
        QTest::newRow("quality (§3.1)") << joined(allOf(Quality::Levy)) << "elite,regular,levy";
        QTest::newRow("special rule (§11)")
            << joined(allOf(SpecialRule::LightHorse)) << "steady-spears,evade,shock,light-horse";
    }
    void keysArePinned()
    {
        QFETCH(QString, keys);
        QFETCH(QString, expected);
        QCOMPARE(keys, expected);
    }

    void everyKeyRoundTrips_data()
    {
        QTest::addColumn<bool>("ok");
        QTest::newRow("Going") << roundTrips(allOf(Going::Swamp));
        QTest::newRow("phase") << roundTrips(allOf(Phase::Recovery));
        QTest::newRow("die") << roundTrips(allOf(Die::D6));
        QTest::newRow("side") << roundTrips(allOf(Side::B));
        QTest::newRow("striker") << roundTrips(allOf(Striker::B));
        QTest::newRow("Fatigue state") << roundTrips(allOf(FatigueState::Broken));
        QTest::newRow("rear side") << roundTrips(allOf(RearSide::Right));
        QTest::newRow("Elite mechanic") << roundTrips(allOf(RulesOptions::EliteMechanic::BestOfThree));
        QTest::newRow("troop type") << roundTrips(allOf(TroopType::LightCavalry));
        QTest::newRow("quality") << roundTrips(allOf(Quality::Levy));
        QTest::newRow("special rule") << roundTrips(allOf(SpecialRule::LightHorse));
    }
    void everyKeyRoundTrips()
    {
        QFETCH(bool, ok);
        QVERIFY(ok);
    }

    void unknownKeysReadAsNothing_data()
    {
        QTest::addColumn<QString>("key");
        QTest::newRow("empty") << QString();
        QTest::newRow("another case") << QStringLiteral("Open");
        QTest::newRow("camelCase") << QStringLiteral("lightWoods");
        QTest::newRow("the rulebook's name, not the key") << QStringLiteral("Light woods");
        QTest::newRow("with a space") << QStringLiteral("open ");
    }
    void unknownKeysReadAsNothing()
    {
        QFETCH(QString, key);
        const std::string text = key.toStdString();
        QVERIFY(!goingFromKey(text));
        QVERIFY(!phaseFromKey(text));
        QVERIFY(!fatigueStateFromKey(text));
    }

    void namedReadersAgreeWithTheTable()
    {
        QCOMPARE(phaseFromKey("shoot"), std::optional(Phase::Shoot));
        QCOMPARE(goingFromKey("rough"), std::optional(Going::Rough));
        QCOMPARE(dieFromKey("d6"), std::optional(Die::D6));
        QCOMPARE(sideFromKey("b"), std::optional(Side::B));
        QCOMPARE(strikerFromKey("none"), std::optional(Striker::None));
        QCOMPARE(fatigueStateFromKey("shaken"), std::optional(FatigueState::Shaken));
        QCOMPARE(rearSideFromKey("right"), std::optional(RearSide::Right));
        QCOMPARE(eliteMechanicFromKey("best-of-three"), std::optional(RulesOptions::EliteMechanic::BestOfThree));
        QCOMPARE(troopTypeFromKey("cataphract"), std::optional(TroopType::Cataphract));
        QCOMPARE(qualityFromKey("levy"), std::optional(Quality::Levy));
        QCOMPARE(specialRuleFromKey("light-horse"), std::optional(SpecialRule::LightHorse));
        QVERIFY(!sideFromKey("none")); // "none" is a striker, not a side
    }
};

QTEST_GUILESS_MAIN(TestKeys)
#include "tst_keys.moc"

// The seven unit types (§3.1–§3.7), elimination at 9 hits (§3), who enters
// which ground (§5.6, ruling R11), the allowances (§5, ruling R3) and traits
// (§10.4, ruling R28).
#include "ohwtesthelpers.h"

#include <algorithm>

using namespace ohw;
using namespace ohwtest;

Q_DECLARE_METATYPE(ohw::UnitType)
Q_DECLARE_METATYPE(ohw::Terrain)
Q_DECLARE_METATYPE(std::vector<ohw::UnitType>)

namespace {
const std::vector<UnitType> AllTypes{UnitType::Legionaries, UnitType::Warband,  UnitType::Equites,
                                     UnitType::Auxilia,     UnitType::Sagitarii, UnitType::Velites,
                                     UnitType::EquitesAuxiliares};
} // namespace

class TestUnits : public QObject
{
    Q_OBJECT

private slots:
    void rule_3_1_legionaries()
    {
        const UnitProfile &p = profile(UnitType::Legionaries);
        QCOMPARE(p.moveActions, 1);
        QCOMPARE(p.freePivots, FreePivots::None);
        QCOMPARE(p.pushScore, 4);
        QCOMPARE(p.attackDice, 4);
        QVERIFY(p.traits.has(Trait::Armored));
        QCOMPARE(p.rangeHexes, 0);
    }

    void rule_3_2_warband()
    {
        const UnitProfile &p = profile(UnitType::Warband);
        QCOMPARE(p.moveActions, 1);
        QCOMPARE(p.freePivots, FreePivots::BeforeOrAfter);
        QCOMPARE(p.pushScore, 3);
        QCOMPARE(p.attackDice, 3); // 4D6 on its initial attack through Ferocious (ruling R17)
        QVERIFY(p.traits.has(Trait::Ferocious));
        QVERIFY(p.traits.has(Trait::Impetuous));
        QVERIFY(p.traits.has(Trait::Barbarians));
        QVERIFY(!p.traits.has(Trait::Armored));
        QVERIFY(p.ignoresArmor);
        QVERIFY(p.entersWoods);
    }

    void rule_3_3_equites()
    {
        const UnitProfile &p = profile(UnitType::Equites);
        QCOMPARE(p.moveActions, 3);
        QCOMPARE(p.freePivots, FreePivots::BeforeAndAfter);
        QCOMPARE(p.pushScore, 4);
        QCOMPARE(p.attackDice, 3);
        QVERIFY(p.mounted);
        QVERIFY(p.traits.empty());
    }

    void rule_3_4_auxilia()
    {
        const UnitProfile &p = profile(UnitType::Auxilia);
        QCOMPARE(p.moveActions, 1);
        QCOMPARE(p.freePivots, FreePivots::None);
        QCOMPARE(p.pushScore, 3);
        QCOMPARE(p.attackDice, 3);
        QVERIFY(!p.mounted);
        QVERIFY(p.traits.empty());
    }

    void rule_3_5_sagitarii()
    {
        const UnitProfile &p = profile(UnitType::Sagitarii);
        QCOMPARE(p.moveActions, 1);
        QCOMPARE(p.freePivots, FreePivots::BeforeOrAfter);
        QCOMPARE(p.pushScore, 3);
        QCOMPARE(p.attackDice, 2);
        QCOMPARE(p.rangeHexes, 3);
        QCOMPARE(p.rangeSquares, 2);
        QVERIFY(p.traits.has(Trait::Missile));
        QVERIFY(p.shootsOverFriendsAndIntoMelee);
    }

    void rule_3_6_velites()
    {
        const UnitProfile &p = profile(UnitType::Velites);
        QCOMPARE(p.moveActions, 2);
        QCOMPARE(p.freePivots, FreePivots::BeforeAndAfter);
        QCOMPARE(p.pushScore, 2);
        QCOMPARE(p.attackDice, 2);
        QCOMPARE(p.rangeHexes, 2);
        QCOMPARE(p.rangeSquares, 2);
        QVERIFY(!p.traits.has(Trait::Missile)); // only when the list says (§6)
        QVERIFY(p.missileByList);
        QVERIFY(p.entersWoods);
        QVERIFY(p.interpenetrates);
    }

    void rule_3_7_equitesAuxiliares()
    {
        const UnitProfile &p = profile(UnitType::EquitesAuxiliares);
        QCOMPARE(p.moveActions, 3);
        QCOMPARE(p.freePivots, FreePivots::BeforeAndAfter);
        QCOMPARE(p.pushScore, 3);
        QCOMPARE(p.attackDice, 2);
        QCOMPARE(p.rangeHexes, 2);
        QVERIFY(p.mounted);
        QVERIFY(p.missileByList);
        QVERIFY(!p.traits.has(Trait::Missile));
    }

    // §3: eliminated at 9 hits; ruling R21: at once, and hits beyond the ninth are lost.
    void rule_3_unitsAreEliminatedAtNineHits()
    {
        QCOMPARE(HitsToEliminate, 9);
        GameState s = until(aMoving(), Step::Shooting);
        unitIn(s, Auxilia).hits = 8;
        s = must(s, Shoot{Archers, Auxilia, 3, false, std::vector<int>{6, 5}});
        QCOMPARE(unitIn(s, Auxilia).hits, 9);
        QVERIFY(unitIn(s, Auxilia).removed);
        const auto hits = effectsOf(Effect::Kind::Hits);
        QCOMPARE(hits.size(), std::size_t(1));
        QCOMPARE(hits.front().amount, 1);
        QCOMPARE(effectsOf(Effect::Kind::Routed).size(), std::size_t(1));
        QCOMPARE(effectsOf(Effect::Kind::Routed).front().cause, Effect::Cause::NineHits);
        QCOMPARE(refusedWith(s, Shoot{VelitesA, Auxilia, 2, false, std::vector<int>{6, 6}}), std::string("unit-gone"));
    }

    void rule_5_6_whoEntersWhichGround_data()
    {
        QTest::addColumn<Terrain>("ground");
        QTest::addColumn<std::vector<UnitType>>("entering");
        const std::vector<UnitType> foot{UnitType::Legionaries, UnitType::Warband, UnitType::Auxilia,
                                         UnitType::Sagitarii, UnitType::Velites};
        QTest::newRow("open") << Terrain::Open << AllTypes;
        QTest::newRow("woods: Velites and Warbands") << Terrain::Woods
                                                     << std::vector<UnitType>{UnitType::Warband, UnitType::Velites};
        QTest::newRow("rough: infantry") << Terrain::Rough << foot;
        QTest::newRow("hill") << Terrain::Hill << AllTypes;
        QTest::newRow("settlement") << Terrain::Settlement << AllTypes;
        QTest::newRow("road") << Terrain::Road << AllTypes;
        QTest::newRow("bridge or ford") << Terrain::BridgeOrFord << AllTypes;
        QTest::newRow("river: nobody") << Terrain::River << std::vector<UnitType>{};
        QTest::newRow("swamp: nobody") << Terrain::Swamp << std::vector<UnitType>{};
    }

    void rule_5_6_whoEntersWhichGround()
    {
        QFETCH(Terrain, ground);
        QFETCH(std::vector<UnitType>, entering);
        for (const UnitType type : AllTypes) {
            const bool expected = std::find(entering.begin(), entering.end(), type) != entering.end();
            QVERIFY2(canEnter(type, ground) == expected, keyOf(type).data());
        }
    }

    // Ruling R28: Missile only for Sagitarii, Velites and Equites Auxiliares; the rest for anyone.
    void rule_10_4_whoMayHaveWhichTrait()
    {
        for (const UnitType type : AllTypes) {
            const bool shooter = type == UnitType::Sagitarii || type == UnitType::Velites
                || type == UnitType::EquitesAuxiliares;
            QCOMPARE(traitAllowed(type, Trait::Missile), shooter);
            for (const Trait t : {Trait::Armored, Trait::Impetuous, Trait::Barbarians, Trait::Ferocious, Trait::Veterans})
                QVERIFY(traitAllowed(type, t));
        }
        ArmySetup a = caesar();
        a.units[0].traits = a.units[0].traits.with(Trait::Missile);
        const auto refused = newGame(a, pompey(), {}, 1);
        QVERIFY(!refused);
        QCOMPARE(refused.refusal().code, std::string("setup-trait-not-allowed"));
        QCOMPARE(refused.refusal().section, std::string("10.4"));
    }

    // §3: the army list adds to a unit's own traits.
    void rule_3_listTraitsAddToTheType()
    {
        const GameState s = battle();
        QVERIFY(unitIn(s, LegioX).has(Trait::Armored));
        QVERIFY(unitIn(s, LegioX).has(Trait::Veterans));
        QVERIFY(!unitIn(s, LegioIX).has(Trait::Veterans));
        QVERIFY(unitIn(s, VelitesA).has(Trait::Missile));
        QVERIFY(!unitIn(s, VelitesB).has(Trait::Missile));
        QVERIFY(unitIn(s, Warband).has(Trait::Impetuous));
    }
};

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_ohw_units.moc"

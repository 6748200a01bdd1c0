// The Playtest tables §13 asks for ("set with figures on the table"): the combat
// table (every quality against every quality, weight difference −2…+2, each
// positional modifier), the movement table and the quality gains, each cell read
// from the engine's own odds; a few cells checked against hand fractions.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/keys.h"
#include "ancients/playtest.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <set>

using namespace ancients;

namespace {

constexpr DiceSetting Standard{Die::Averaging, EliteMechanic::None};

} // namespace

class TestPlaytest : public QObject
{
    Q_OBJECT

private slots:
    void rule_13_combatTableCoversEveryQualityWeightAndModifier()
    {
        const auto rows = combatTable(Standard);
        QCOMPARE(rows.size(), std::size_t(3 * 3 * 5 * 7));
        std::set<std::tuple<Quality, Quality, int, PlaytestModifier>> seen;
        for (const CombatTableRow &r : rows) {
            QCOMPARE(r.win + r.draw + r.loss, Fraction(1));
            QVERIFY(r.weightDifference >= -2 && r.weightDifference <= 2);
            QCOMPARE(r.setting, Standard);
            seen.insert({r.quality, r.enemy, r.weightDifference, r.modifier});
        }
        QCOMPARE(seen.size(), rows.size());
        QCOMPARE(rows.front().quality, Quality::Elite);
        QCOMPARE(rows.front().weightDifference, -2);
        QCOMPARE(rows.back().enemy, Quality::Levy);
        QCOMPARE(rows.back().modifier, PlaytestModifier::ShockVsFormedFoot);
    }

    void rule_13_combatCellsByHand()
    {
        // Regular against Regular on the averaging die (1, 2, 2, 1 /6): ties 10/36, each side wins 13/36.
        CombatTableRow even = combatCell(Standard, Quality::Regular, Quality::Regular, 0, PlaytestModifier::None);
        QCOMPARE(even.win, Fraction(13, 36));
        QCOMPARE(even.draw, Fraction(10, 36));
        // One heavier (§9.4): wins whenever its die is not lower, 23/36; draws when one lower, 8/36.
        CombatTableRow heavier = combatCell(Standard, Quality::Regular, Quality::Regular, 1, PlaytestModifier::None);
        QCOMPARE(heavier.win, Fraction(23, 36));
        QCOMPARE(heavier.draw, Fraction(8, 36));
        QCOMPARE(heavier.loss, Fraction(5, 36));
        // Striking the rear, +2 / −2 (§9.3): the averaging die swings at most 3, so it always wins.
        QCOMPARE(combatCell(Standard, Quality::Regular, Quality::Regular, 0, PlaytestModifier::Rear).win, Fraction(1));
        // Shock against formed foot (+2 / −2, §11.1), two lighter: margin = x − y + 2; loses only on 2 against 5
        // (1/36), draws on 2–4 and 3–5 (2/36 + 2/36).
        CombatTableRow shock = combatCell(Standard, Quality::Regular, Quality::Regular, -2, PlaytestModifier::ShockVsFormedFoot);
        QCOMPARE(shock.loss, Fraction(1, 36));
        QCOMPARE(shock.draw, Fraction(4, 36));
        // Plain shock (+1 / −1) against spear-armed foot, two lighter: margin = x − y; as the even fight.
        QCOMPARE(combatCell(Standard, Quality::Regular, Quality::Regular, -2, PlaytestModifier::Shock).win, Fraction(13, 36));
        // Overlap +1, even weight: as one heavier.
        QCOMPARE(combatCell(Standard, Quality::Regular, Quality::Regular, 0, PlaytestModifier::Overlap).win, Fraction(23, 36));
        // Uphill +1 (§8.3) likewise.
        QCOMPARE(combatCell(Standard, Quality::Regular, Quality::Regular, 0, PlaytestModifier::Uphill).loss, Fraction(5, 36));
        // Elite (best of two on the d6, (2k − 1)/36) striking a Regular's flank (+1 / −1): margin = x − y + 2.
        // Loses when y ≥ x + 3: (1·3 + 3·2 + 5·1)/216 = 14/216; draws when y = x + 2: (1 + 3 + 5 + 7)/216.
        const DiceSetting d6{Die::D6, EliteMechanic::None};
        CombatTableRow flank = combatCell(d6, Quality::Elite, Quality::Regular, 0, PlaytestModifier::Flank);
        QCOMPARE(flank.loss, Fraction(14, 216));
        QCOMPARE(flank.draw, Fraction(16, 216));
        // Elite best of three against Regular (as tst_elite_mechanic): 775/1296.
        const DiceSetting three{Die::Averaging, EliteMechanic::BestOfThree};
        QCOMPARE(combatCell(three, Quality::Elite, Quality::Regular, 0, PlaytestModifier::None).win, Fraction(775, 1296));
    }

    void rule_13_aModifierAgainstIsTheMirroredRow()
    {
        for (const DiceSetting &setting : everyDiceSetting()) {
            for (const CombatTableRow &r : combatTable(setting)) {
                if (r.modifier != PlaytestModifier::None)
                    continue;
                const CombatTableRow mirror = combatCell(setting, r.enemy, r.quality, -r.weightDifference, r.modifier);
                QCOMPARE(mirror.win, r.loss);
                QCOMPARE(mirror.draw, r.draw);
            }
        }
    }

    void rule_13_movementTableByHand()
    {
        const auto none = movementTable(EliteMechanic::None);
        QCOMPARE(none.size(), std::size_t(3 * 6));
        // Levy at an average above 5 needs a 6 on both dice: 1/36. Regular at up to 3: 4/6.
        for (const MovementTableRow &r : none) {
            if (r.quality == Quality::Levy && r.needed == 6)
                QCOMPARE(r.pass, Fraction(1, 36));
            if (r.quality == Quality::Regular && r.needed == 3)
                QCOMPARE(r.pass, Fraction(2, 3));
            if (r.needed == 1)
                QCOMPARE(r.pass, Fraction(1));
        }
        // Elite best of three at an average above 5: 1 − (5/6)³ = 91/216.
        for (const MovementTableRow &r : movementTable(EliteMechanic::BestOfThree)) {
            if (r.quality == Quality::Elite && r.needed == 6)
                QCOMPARE(r.pass, Fraction(91, 216));
        }
    }

    void rule_13_qualityGainsByHand()
    {
        const auto rows = qualityGainTable(Standard);
        QCOMPARE(rows.size(), std::size_t(3));
        // Elite (1, 8, 16, 11 /36) against Regular on the averaging die: 111, 60, 45 of 216; net 66/216;
        // mean 145/36 against 7/2: 19/36.
        QCOMPARE(rows[0].quality, Quality::Elite);
        QCOMPARE(rows[0].enemy, Quality::Regular);
        QCOMPARE(rows[0].win, Fraction(111, 216));
        QCOMPARE(rows[0].loss, Fraction(45, 216));
        QCOMPARE(rows[0].net, Fraction(11, 36));
        QCOMPARE(rows[0].meanDifference, Fraction(19, 36));
        // Regular over Levy is the mirror of Elite over Regular about 3½.
        QCOMPARE(rows[1].quality, Quality::Regular);
        QCOMPARE(rows[1].net, Fraction(11, 36));
        QCOMPARE(rows[1].meanDifference, Fraction(19, 36));
        // Best of three widens the gap: mean 103/24 − 7/2 = 19/24.
        const auto three = qualityGainTable({Die::Averaging, EliteMechanic::BestOfThree});
        QCOMPARE(three[0].meanDifference, Fraction(19, 24));
        QCOMPARE(three[0].net, Fraction(775 - 181, 1296));
    }

    void rule_13_everySettingAndKey()
    {
        QCOMPARE(everyDiceSetting().size(), std::size_t(6));
        QCOMPARE(everyDiceSetting().front(), Standard);
        QCOMPARE(keyOf(PlaytestModifier::ShockVsFormedFoot), std::string_view("shock-vs-formed-foot"));
        QCOMPARE(fromKey<PlaytestModifier>("overlap"), std::optional(PlaytestModifier::Overlap));
        QCOMPARE(std::string(sectionOf(PlaytestModifier::Rear)), std::string("9.3"));
    }
};

QTEST_GUILESS_MAIN(TestPlaytest)
#include "tst_playtest.moc"

// The melee of My Wargame Rules as numbers (§4, §5, §6, §7, §10, §10.1; rulings R3,
// R5, R15, R18): the Combat Result Table, who rolls how many dice, the itemized
// Resolve, and the exact odds of the five results.
//
// Hand computations, over the 36 ordered pairs of two dice:
//   - Equal Resolve, the attacker's 1D6 (§10): 1 Repulsed, 2 Brutal Clash, 3–4 Forced
//     Back, 5 Hit & Hold, 6 Breakthrough: 1/6, 1/6, 1/3, 1/6, 1/6.
//   - The attacker higher keeps the higher die (its best by the table's order, R5):
//     P(max = k) = (2k − 1)/36. Breakthrough (max 6) 11/36; Hit & Hold (max 5) 9/36 =
//     1/4; Forced Back (max 3 or 4) (5 + 7)/36 = 1/3; Brutal Clash (max 2) 3/36 = 1/12;
//     Repulsed (max 1) 1/36.
//   - The defender higher keeps the lower die: P(min = k) = (13 − 2k)/36. Repulsed
//     11/36, Brutal Clash 9/36 = 1/4, Forced Back (7 + 5)/36 = 1/3, Hit & Hold 3/36 =
//     1/12, Breakthrough 1/36. (Forced Back is 1/3 in all three: its faces sit in the
//     middle of the die.)
//   - Offered, at least one of two dice showing it: a one-face result 1 − (5/6)² =
//     11/36; Forced Back (two faces) 1 − (4/6)² = 20/36 = 5/9.
//   - The attacker taking Forced Back whenever a die offers it, else its best:
//     Forced Back 20/36 = 5/9; of the 16 pairs from {1, 2, 5, 6}: a 6 in 16 − 9 = 7
//     (7/36), else a 5 in 9 − 4 = 5 (5/36), else a 2 in 4 − 1 = 3 (1/12), else (1, 1)
//     1/36.
//   - Keeping the first die whatever it shows is the 1D6: 1/6, 1/6, 1/3, 1/6, 1/6.
#ifndef Q_MOC_RUN
#include "mwr/combat.h"
#include "mwr/keys.h"
#include "mwrtest.h"
#endif

#include <QTest>

using namespace mwr;
using ancients::Fraction;

Q_DECLARE_METATYPE(mwr::Cohesion)
Q_DECLARE_METATYPE(mwr::Terrain)
Q_DECLARE_METATYPE(mwr::CombatResult)
Q_DECLARE_METATYPE(mwr::Roller)
Q_DECLARE_METATYPE(ancients::Fraction)

namespace {

QByteArray text(const Fraction &f)
{
    return QByteArray::number(qint64(f.numerator())) + '/' + QByteArray::number(qint64(f.denominator()));
}

Distribution sixths(int r, int bc, int fb, int hh, int bt)
{
    return {Fraction(r, 6), Fraction(bc, 6), Fraction(fb, 6), Fraction(hh, 6), Fraction(bt, 6)};
}

Distribution over36(int r, int bc, int fb, int hh, int bt)
{
    return {Fraction(r, 36), Fraction(bc, 36), Fraction(fb, 36), Fraction(hh, 36), Fraction(bt, 36)};
}

void compareDistributions(const Distribution &actual, const Distribution &expected, bool sumsToOne = true)
{
    for (std::size_t i = 0; i < CombatResultCount; ++i) {
        const QByteArray which = QByteArray(keyOf(static_cast<CombatResult>(i)).data(),
                                            static_cast<qsizetype>(keyOf(static_cast<CombatResult>(i)).size()));
        if (actual.at(i) != expected.at(i))
            QFAIL(which + ": " + text(actual.at(i)) + ", expected " + text(expected.at(i)));
    }
    if (!sumsToOne)
        return;
    Fraction sum;
    for (const Fraction &f : actual)
        sum = sum + f;
    QCOMPARE(sum, Fraction(1));
}

} // namespace

class TestMwrCombat : public QObject
{
    Q_OBJECT

private slots:
    // §10: the Combat Result Table, face by face.
    void rule_10_resultTableReadsEachFace_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<CombatResult>("result");
        QTest::newRow("1 Repulsed") << 1 << CombatResult::Repulsed;
        QTest::newRow("2 Brutal Clash") << 2 << CombatResult::BrutalClash;
        QTest::newRow("3 Forced Back") << 3 << CombatResult::ForcedBack;
        QTest::newRow("4 Forced Back") << 4 << CombatResult::ForcedBack;
        QTest::newRow("5 Hit & Hold") << 5 << CombatResult::HitAndHold;
        QTest::newRow("6 Breakthrough") << 6 << CombatResult::Breakthrough;
    }
    void rule_10_resultTableReadsEachFace()
    {
        QFETCH(int, face);
        QFETCH(CombatResult, result);
        QCOMPARE(resultOfFace(face), std::optional<CombatResult>(result));
    }

    void rule_10_noResultOffTheDie()
    {
        QVERIFY(!resultOfFace(0));
        QVERIFY(!resultOfFace(7));
        QVERIFY(!resultOfFace(-3));
    }

    // §10: equal, the attacker 1D6; else the higher side 2D6.
    void rule_10_whoRollsAndHowManyDice_data()
    {
        QTest::addColumn<int>("attacker");
        QTest::addColumn<int>("defender");
        QTest::addColumn<Roller>("roller");
        QTest::addColumn<int>("dice");
        QTest::newRow("equal 3 v 3: attacker 1D6") << 3 << 3 << Roller::Attacker << 1;
        QTest::newRow("equal 0 v 0: attacker 1D6") << 0 << 0 << Roller::Attacker << 1;
        QTest::newRow("attacker 4 v 3: attacker 2D6") << 4 << 3 << Roller::Attacker << 2;
        QTest::newRow("defender 5 v 2: defender 2D6") << 2 << 5 << Roller::Defender << 2;
        QTest::newRow("negative totals compare: -1 v 0") << -1 << 0 << Roller::Defender << 2;
    }
    void rule_10_whoRollsAndHowManyDice()
    {
        QFETCH(int, attacker);
        QFETCH(int, defender);
        QFETCH(Roller, roller);
        QFETCH(int, dice);
        const RollPlan plan = rollPlan(attacker, defender);
        QCOMPARE(plan.roller, roller);
        QCOMPARE(plan.dice, dice);
    }

    // §10, ruling R5: the exact odds, hand-computed in the header.
    void rule_10_equalResolveForcedBackIsOneThird()
    {
        const RollPlan plan = rollPlan(3, 3);
        compareDistributions(bestDistribution(plan), sixths(1, 1, 2, 1, 1));
        QCOMPARE(bestDistribution(plan).at(resultIndex(CombatResult::ForcedBack)), Fraction(1, 3));
        compareDistributions(offered(plan), sixths(1, 1, 2, 1, 1));
    }

    void rule_10_attackerHigherPickingBestBreaksThroughElevenIn36()
    {
        const RollPlan plan = rollPlan(4, 3);
        compareDistributions(bestDistribution(plan), over36(1, 3, 12, 9, 11));
        QCOMPARE(bestDistribution(plan).at(resultIndex(CombatResult::Breakthrough)), Fraction(11, 36));
    }

    void rule_10_defenderHigherPickingBestRepulsesElevenIn36()
    {
        const RollPlan plan = rollPlan(2, 4);
        compareDistributions(bestDistribution(plan), over36(11, 9, 12, 3, 1));
        QCOMPARE(bestDistribution(plan).at(resultIndex(CombatResult::Repulsed)), Fraction(11, 36));
    }

    void rule_10_twoDiceOfferEachResult()
    {
        compareDistributions(offered(rollPlan(5, 3)), {Fraction(11, 36), Fraction(11, 36), Fraction(5, 9),
                                                       Fraction(11, 36), Fraction(11, 36)},
                              false); // chances of being offered overlap: they sum to more than 1
        QCOMPARE(offered(rollPlan(5, 3)), offered(rollPlan(3, 5)));
    }

    // Ruling R5: "best" is the table's order from the roller's side.
    void rule_10_bestIsTheTablesOrderFromTheRollersSide()
    {
        const Preference attacker = tableOrder(Roller::Attacker);
        const Preference defender = tableOrder(Roller::Defender);
        QCOMPARE(attacker.bestFirst.front(), CombatResult::Breakthrough);
        QCOMPARE(attacker.bestFirst.back(), CombatResult::Repulsed);
        QCOMPARE(defender.bestFirst.front(), CombatResult::Repulsed);
        QCOMPARE(defender.bestFirst.back(), CombatResult::Breakthrough);
        for (std::size_t i = 0; i < CombatResultCount; ++i)
            QCOMPARE(attacker.bestFirst.at(i), defender.bestFirst.at(CombatResultCount - 1 - i));
        // The attacker's best is the higher die, the defender's the lower.
        for (int a = 1; a <= 6; ++a) {
            for (int b = 1; b <= 6; ++b) {
                QCOMPARE(*resultOfFace(preferredFace({a, b}, attacker)), *resultOfFace(std::max(a, b)));
                QCOMPARE(*resultOfFace(preferredFace({a, b}, defender)), *resultOfFace(std::min(a, b)));
            }
        }
        QCOMPARE(preferredFace({3, 4}, attacker), 3); // equal results: the first
        QCOMPARE(preferredFace({5}, defender), 5);
    }

    // Ruling R5: the exact odds under any other fixed preference.
    void rule_10_anyFixedPreferenceHasExactOdds()
    {
        const Preference forcedBackFirst{{CombatResult::ForcedBack, CombatResult::Breakthrough,
                                          CombatResult::HitAndHold, CombatResult::BrutalClash, CombatResult::Repulsed}};
        const auto d = distribution(rollPlan(4, 3), forcedBackFirst);
        QVERIFY2(d.ok(), mwrtest::describe(d).constData());
        compareDistributions(*d, over36(1, 3, 20, 5, 7));
        // With one die there is nothing to choose.
        const auto single = distribution(rollPlan(3, 3), forcedBackFirst);
        QVERIFY(single.ok());
        compareDistributions(*single, sixths(1, 1, 2, 1, 1));
    }

    void rule_10_anyFixedPickHasExactOdds()
    {
        // Keeping the first die whatever it shows is the 1D6.
        const auto first = distributionBy(rollPlan(4, 3), [](CombatResult a, CombatResult) { return a; });
        QVERIFY(first.ok());
        compareDistributions(*first, sixths(1, 1, 2, 1, 1));
        // The defender's best, as a pick: the earlier row.
        const auto lower = distributionBy(rollPlan(2, 4), [](CombatResult a, CombatResult b) { return std::min(a, b); });
        QVERIFY(lower.ok());
        compareDistributions(*lower, bestDistribution(rollPlan(2, 4)));
    }

    void rule_10_aPreferenceRanksEachResultOnce()
    {
        const Preference twice{{CombatResult::ForcedBack, CombatResult::ForcedBack, CombatResult::HitAndHold,
                                CombatResult::BrutalClash, CombatResult::Repulsed}};
        const auto d = distribution(rollPlan(4, 3), twice);
        QVERIFY(!d.ok());
        QCOMPARE(d.refusal().code, std::string("preference-not-an-order"));
        QCOMPARE(d.refusal().section, std::string("10"));
        QCOMPARE(d.refusal().ruling, std::string("R5"));
        const auto neither = distributionBy(rollPlan(4, 3), [](CombatResult, CombatResult) {
            return CombatResult::HitAndHold;
        });
        QVERIFY(!neither.ok());
        QCOMPARE(neither.refusal().code, std::string("pick-not-offered"));
        QVERIFY(refusalProblems(neither.refusal()).empty());
    }

    // §10, ruling R3: base Resolve; §10.1: the cohesion modifiers.
    void rule_10_1_cohesionModifiesResolve_data()
    {
        QTest::addColumn<Cohesion>("cohesion");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("items");
        QTest::newRow("Fresh: no modifier") << Cohesion::Fresh << 3 << 1;
        QTest::newRow("Shaken: -1") << Cohesion::Shaken << 2 << 2;
        QTest::newRow("Disrupted: -2") << Cohesion::Disrupted << 1 << 2;
    }
    void rule_10_1_cohesionModifiesResolve()
    {
        QFETCH(Cohesion, cohesion);
        QFETCH(int, total);
        QFETCH(int, items);
        const Resolve r = resolveOf(3, cohesion, MeleeRole::Attacker, AttackDirection::Front, {});
        QCOMPARE(r.total(), total);
        QCOMPARE(int(r.items.size()), items);
        QCOMPARE(r.items.front().kind, ResolveItem::Kind::Base);
        QCOMPARE(r.items.front().section, std::string("10"));
        QCOMPARE(r.items.front().ruling, std::string("R3"));
        if (items == 2) {
            QCOMPARE(r.items.back().kind, ResolveItem::Kind::Cohesion);
            QCOMPARE(r.items.back().section, std::string("10.1"));
            QCOMPARE(r.items.back().cohesion, cohesion);
        }
    }

    // §6: +1 per supporting friendly unit, side or rear, each itemized with its unit.
    void rule_6_eachSupporterAddsOne()
    {
        const std::vector<Support> support{{5, SupportKind::Side}, {6, SupportKind::Side}, {7, SupportKind::Rear}};
        for (const MeleeRole role : {MeleeRole::Attacker, MeleeRole::Defender}) {
            const Resolve r = resolveOf(3, Cohesion::Fresh, role, AttackDirection::Front, support);
            QCOMPARE(r.total(), 6);
            QCOMPARE(int(r.items.size()), 4);
            QCOMPARE(r.items.at(1).kind, ResolveItem::Kind::SideSupport);
            QCOMPARE(r.items.at(1).unit, 5);
            QCOMPARE(r.items.at(2).unit, 6);
            QCOMPARE(r.items.at(3).kind, ResolveItem::Kind::RearSupport);
            QCOMPARE(r.items.at(3).unit, 7);
            for (std::size_t i = 1; i < 4; ++i) {
                QCOMPARE(r.items.at(i).amount, 1);
                QCOMPARE(r.items.at(i).section, std::string("6"));
            }
        }
    }

    // §7, §10.1: the attacker's flank +1 and rear +2.
    void rule_7_flankAndRearAttacksAddToTheAttacker_data()
    {
        QTest::addColumn<int>("direction");
        QTest::addColumn<int>("bonus");
        QTest::newRow("front: none") << int(AttackDirection::Front) << 0;
        QTest::newRow("flank: +1") << int(AttackDirection::Flank) << 1;
        QTest::newRow("rear: +2") << int(AttackDirection::Rear) << 2;
    }
    void rule_7_flankAndRearAttacksAddToTheAttacker()
    {
        QFETCH(int, direction);
        QFETCH(int, bonus);
        const auto d = static_cast<AttackDirection>(direction);
        const Resolve attacker = resolveOf(3, Cohesion::Fresh, MeleeRole::Attacker, d, {{1, SupportKind::Side}});
        QCOMPARE(attacker.total(), 4 + bonus); // the attacker's support counts whatever edge it attacks
        if (bonus > 0) {
            QCOMPARE(attacker.items.back().kind,
                     bonus == 1 ? ResolveItem::Kind::FlankAttack : ResolveItem::Kind::RearAttack);
            QCOMPARE(attacker.items.back().section, std::string("7"));
        }
        // Never to the defender.
        const Resolve defender = resolveOf(3, Cohesion::Fresh, MeleeRole::Defender, d, {});
        QCOMPARE(defender.total(), 3);
    }

    // §7: a defender attacked in flank or rear counts no support; its supporters show as denied.
    void rule_7_defenderAttackedInFlankOrRearCountsNoSupport()
    {
        const std::vector<Support> support{{5, SupportKind::Side}, {7, SupportKind::Rear}};
        for (const AttackDirection d : {AttackDirection::Flank, AttackDirection::Rear}) {
            const Resolve r = resolveOf(3, Cohesion::Shaken, MeleeRole::Defender, d, support);
            QCOMPARE(r.total(), 2);
            QCOMPARE(int(r.items.size()), 4);
            for (std::size_t i = 2; i < 4; ++i) {
                QCOMPARE(r.items.at(i).kind, ResolveItem::Kind::SupportDenied);
                QCOMPARE(r.items.at(i).amount, 0);
                QCOMPARE(r.items.at(i).section, std::string("7"));
            }
            QCOMPARE(r.items.at(2).unit, 5);
            QCOMPARE(r.items.at(3).unit, 7);
        }
        QCOMPARE(resolveOf(3, Cohesion::Fresh, MeleeRole::Defender, AttackDirection::Front, support).total(), 5);
    }

    // §4: a move is 1 base width; §5, ruling R15: the terrain changes it.
    void rule_4_aMoveIsOneBaseWidth()
    {
        const auto open = moveAllowance(Terrain::Open);
        QVERIFY(open);
        QCOMPARE(open->baseWidths, Fraction(1));
        QVERIFY(!open->crossesObstacle);
    }

    void rule_5_terrainChangesTheMove_data()
    {
        QTest::addColumn<Terrain>("terrain");
        QTest::addColumn<bool>("possible");
        QTest::addColumn<Fraction>("baseWidths");
        QTest::addColumn<bool>("crossing");
        QTest::newRow("open: 1") << Terrain::Open << true << Fraction(1) << false;
        QTest::newRow("road: double") << Terrain::Road << true << Fraction(2) << false;
        QTest::newRow("rough: half") << Terrain::Rough << true << Fraction(1, 2) << false;
        QTest::newRow("obstacle: the whole move crosses it") << Terrain::Obstacle << true << Fraction(0) << true;
        QTest::newRow("impassable: never") << Terrain::Impassable << false << Fraction(0) << false;
    }
    void rule_5_terrainChangesTheMove()
    {
        QFETCH(Terrain, terrain);
        QFETCH(bool, possible);
        QFETCH(Fraction, baseWidths);
        QFETCH(bool, crossing);
        const auto a = moveAllowance(terrain);
        QCOMPARE(a.has_value(), possible);
        if (a) {
            QCOMPARE(a->baseWidths, baseWidths);
            QCOMPARE(a->crossesObstacle, crossing);
        }
    }
};

QTEST_GUILESS_MAIN(TestMwrCombat)
#include "tst_mwr_combat.moc"

// How close a Block or an army stands to breaking (§6, §12, §12.1; rulings R7, R8),
// and the exact chance that a fight breaks the losing Block when every point of the
// margin is held as Fatigue. Each count is checked against the engine's own break
// machinery (one more point or Base breaks, that many does not), and each chance
// against a fraction computed by hand.
//
// Hand computations. The averaging die (2,3,3,4,4,5) kept by a Regular: 2..5 with
// 1,2,2,1 / 6. The difference d = A's kept − B's kept of two Regulars, over 36:
//     d:  -3  -2  -1   0   1   2   3
//        1   4   8  10   8   4   1
// Two Regulars on the d6: P(d) = (6 − |d|)/36 for d = −5..5.
// Elite keeps 2..5 on the averaging die with 1, 8, 16, 11 / 36; Levy with 11, 16, 8, 1 / 36.
//
// A Block of n Bases at total T breaks on a loss of L held as Fatigue when
// T + L > 6n (R8), i.e. when L > 6n − T.
//   - 4 Bases at 23 (average 5.75): breaks on L ≥ 2. Equal Regulars, averaging die:
//     P(d ≥ 2) = (4 + 1)/36 = 5/36, and by symmetry the same for A.
//   - 4 Bases at 24 (average exactly 6): any loss breaks: P(d ≥ 1) = 13/36.
//   - 1 Base at 1: breaks on L ≥ 6; the averaging die's largest d is 3: 0.
//   - 1 Base at 2, d6: breaks on L ≥ 5: P(d = 5) = 1/36.
//   - A weight 5 against B weight 3 shifts the margin by +2 (§9.4). B with 4 Bases at
//     23 breaks on d + 2 ≥ 2: P(d ≥ 0) = (10 + 8 + 4 + 1)/36 = 23/36. A with 4 Bases
//     at 23 would need d + 2 ≤ −2, d ≤ −4: impossible, 0.
//   - The same shift on the d6, B 4 Bases at 20 (4 left): breaks on d + 2 ≥ 5, d ≥ 3:
//     (3 + 2 + 1)/36 = 1/6.
//   - Elite A against a Levy B single Base at 5 (1 left), averaging die: breaks on
//     E − L ≥ 2: E4·L2 + E5·L2 + E5·L3 = 16·11 + 11·11 + 11·16 = 473/1296.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/combat.h"
#include "ancients/game.h"
#include "ancients/risk.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <string>
#include <vector>

using namespace ancients;
using namespace gametest;

using Ints = std::vector<int>;
Q_DECLARE_METATYPE(Ints)
Q_DECLARE_METATYPE(ancients::CombatSide)
Q_DECLARE_METATYPE(ancients::Die)
Q_DECLARE_METATYPE(ancients::Striker)
Q_DECLARE_METATYPE(ancients::Fraction)

namespace {

CombatSide side(Quality quality, int weight)
{
    CombatSide s;
    s.quality = quality;
    s.type = TroopType::MediumInfantry;
    s.weight = weight;
    return s;
}

/** Side A: one Block of @p fatigue.size() Bases at those Fatigues, and a large fresh reserve; side B: one Base. */
GameState blockAt(const Ints &fatigue)
{
    GameState s = untracked(army("A", {spec(TroopType::MediumInfantry, int(fatigue.size()), 1),
                                       spec(TroopType::MediumInfantry, 8, 2)}),
                            lineArmy("B", 1));
    const Block &b = s.blocks.at(0);
    for (std::size_t i = 0; i < fatigue.size(); ++i)
        s.bases.at(static_cast<std::size_t>(b.bases.at(i))).fatigue = fatigue[i];
    return s;
}

/** Breaks side A's single-Base Block @p block by pushing its Base over 6 (§12). */
GameState breakLoneBase(const GameState &s, BlockId block)
{
    const BaseId base = s.blocks.at(static_cast<std::size_t>(block)).bases.at(0);
    return must(ancients::apply(s, AddFatigue{{{base, 7 - s.bases.at(static_cast<std::size_t>(base)).fatigue}}, "9.5"}),
                "break")
        .state;
}

} // namespace

class TestRisk : public QObject
{
    Q_OBJECT

private slots:
    void rule_6_fatigueLeftBeforeBreak_data()
    {
        QTest::addColumn<Ints>("fatigue");
        QTest::addColumn<int>("left");
        QTest::newRow("fresh four: 24 − 4") << Ints{1, 1, 1, 1} << 20;
        QTest::newRow("four at 23 (average 5.75)") << Ints{6, 6, 6, 5} << 1;
        QTest::newRow("average exactly 6 holds but has nothing left (R8)") << Ints{6, 6} << 0;
        QTest::newRow("one worn Base in a fresh four") << Ints{12, 1, 1, 1} << 9;
        QTest::newRow("a lone Base at 5") << Ints{5} << 1;
        QTest::newRow("a lone fresh Base") << Ints{1} << 5;
        QTest::newRow("three at 7, 7, 4") << Ints{7, 7, 4} << 0;
    }
    void rule_6_fatigueLeftBeforeBreak()
    {
        QFETCH(Ints, fatigue);
        QFETCH(int, left);
        const GameState s = blockAt(fatigue);
        QCOMPARE(fatigueLeftBeforeBreak(s, 0), left);
        // The engine agrees: that many points on one Base hold, one more breaks (§12).
        const BaseId first = s.blocks.at(0).bases.at(0);
        if (left > 0) {
            const Applied held = must(ancients::apply(s, AddFatigue{{{first, left}}, "9.5"}));
            QVERIFY(held.state.blocks.at(0).active());
            QCOMPARE(fatigueLeftBeforeBreak(held.state, 0), 0);
        }
        const Applied broke = must(ancients::apply(s, AddFatigue{{{first, left + 1}}, "9.5"}));
        QVERIFY(!broke.state.blocks.at(0).active());
        QCOMPARE(fatigueLeftBeforeBreak(broke.state, 0), 0); // a Block that has gone has nothing left
    }

    void rule_12_1_basesLeftBeforeArmyBreak_data()
    {
        QTest::addColumn<int>("starting");
        QTest::addColumn<int>("left");
        // The fewest losses that break: ceil(30% of starting) (R7); one fewer can be lost.
        QTest::newRow("24 Bases: 8 break, 7 may go (R7)") << 24 << 7;
        QTest::newRow("10 Bases: 3 break") << 10 << 2;
        QTest::newRow("7 Bases: 30% is 2.1, 3 break") << 7 << 2;
        QTest::newRow("4 Bases: 30% is 1.2, 2 break") << 4 << 1;
        QTest::newRow("1 Base: its loss breaks") << 1 << 0;
    }
    void rule_12_1_basesLeftBeforeArmyBreak()
    {
        QFETCH(int, starting);
        QFETCH(int, left);
        // Side A: single-Base Blocks without entered facts, so no contagion (§12.1).
        GameState s = untracked(lineArmy("A", starting, 1), lineArmy("B", 1));
        QCOMPARE(basesLeftBeforeArmyBreak(s, Side::A), left);
        QCOMPARE(basesLeftBeforeArmyBreak(s, Side::B), 0);
        for (int lost = 1; lost <= left; ++lost) {
            s = breakLoneBase(s, lost - 1);
            QCOMPARE(basesLost(s, Side::A), lost);
            QVERIFY(!s.army(Side::A).broken);
            QCOMPARE(basesLeftBeforeArmyBreak(s, Side::A), left - lost);
        }
        // One more loss breaks the army, and a broken army has nothing left to lose.
        s = breakLoneBase(s, left);
        QVERIFY(s.army(Side::A).broken);
        QCOMPARE(basesLeftBeforeArmyBreak(s, Side::A), 0);
    }

    void rule_12_breakChanceIfAllFatigue_data()
    {
        QTest::addColumn<CombatSide>("a");
        QTest::addColumn<CombatSide>("b");
        QTest::addColumn<Die>("die");
        QTest::addColumn<Striker>("loser");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("bases");
        QTest::addColumn<Fraction>("chance");
        const CombatSide regular = side(Quality::Regular, 3);
        const CombatSide heavy = side(Quality::Regular, 5);
        QTest::newRow("4 at 23, B loses by 2+") << regular << regular << Die::Averaging << Striker::B << 23 << 4
                                                << Fraction(5, 36);
        QTest::newRow("4 at 23, A loses by 2+") << regular << regular << Die::Averaging << Striker::A << 23 << 4
                                                << Fraction(5, 36);
        QTest::newRow("4 at 24: any loss breaks") << regular << regular << Die::Averaging << Striker::B << 24 << 4
                                                  << Fraction(13, 36);
        QTest::newRow("a fresh lone Base cannot break") << regular << regular << Die::Averaging << Striker::B << 1 << 1
                                                        << Fraction(0);
        QTest::newRow("a lone Base at 2, d6: only a loss by 5") << regular << regular << Die::D6 << Striker::B << 2 << 1
                                                                << Fraction(1, 36);
        QTest::newRow("+2 weight shift against B at 23 of 4") << heavy << regular << Die::Averaging << Striker::B << 23
                                                              << 4 << Fraction(23, 36);
        QTest::newRow("+2 weight shift: heavy A at 23 of 4 is safe") << heavy << regular << Die::Averaging << Striker::A
                                                                     << 23 << 4 << Fraction(0);
        QTest::newRow("+2 weight shift, d6, B at 20 of 4") << heavy << regular << Die::D6 << Striker::B << 20 << 4
                                                           << Fraction(1, 6);
        QTest::newRow("Elite against a Levy Base at 5") << side(Quality::Elite, 3) << side(Quality::Levy, 3)
                                                        << Die::Averaging << Striker::B << 5 << 1
                                                        << Fraction(473, 1296);
    }
    void rule_12_breakChanceIfAllFatigue()
    {
        QFETCH(CombatSide, a);
        QFETCH(CombatSide, b);
        QFETCH(Die, die);
        QFETCH(Striker, loser);
        QFETCH(int, total);
        QFETCH(int, bases);
        QFETCH(Fraction, chance);
        const auto fight = odds(a, b, CombatFacts{}, die);
        QVERIFY(fight.ok());
        const auto got = breakChanceIfAllFatigue(*fight, loser, total, bases);
        QVERIFY(got.ok());
        QCOMPARE(*got, chance);
        // The chance that the loser loses at all bounds it.
        QVERIFY(*got <= (loser == Striker::A ? fight->bWins : fight->aWins));
    }

    void rule_12_breakChanceIfAllFatigue_readsTheGame()
    {
        const CombatSide regular = side(Quality::Regular, 3);
        const auto fight = odds(regular, regular, CombatFacts{}, Die::Averaging);
        QVERIFY(fight.ok());
        const GameState s = blockAt({6, 6, 6, 5}); // Block 0: 4 Bases at 23
        const auto got = breakChanceIfAllFatigue(*fight, Striker::A, s, 0);
        QVERIFY(got.ok());
        QCOMPARE(*got, Fraction(5, 36));
        QCOMPARE(breakChanceIfAllFatigue(*fight, Striker::A, s, 42).error().code, std::string("no-such-block"));
        const GameState broken = must(ancients::apply(s, AddFatigue{{{s.blocks.at(0).bases.at(0), 2}}, "9.5"})).state;
        QCOMPARE(breakChanceIfAllFatigue(*fight, Striker::A, broken, 0).error().code, std::string("block-gone"));
    }

    void rule_12_breakChanceIfAllFatigue_refusesWhatCannotBe()
    {
        const CombatSide regular = side(Quality::Regular, 3);
        const auto fight = odds(regular, regular, CombatFacts{}, Die::Averaging);
        QVERIFY(fight.ok());
        QCOMPARE(breakChanceIfAllFatigue(*fight, Striker::None, 4, 4).error().code, std::string("no-loser-side"));
        QCOMPARE(breakChanceIfAllFatigue(*fight, Striker::B, 0, 0).error().code, std::string("block-gone"));
        QCOMPARE(breakChanceIfAllFatigue(*fight, Striker::B, 3, 4).error().code, std::string("fatigue-below-minimum"));
        QCOMPARE(breakChanceIfAllFatigue(*fight, Striker::B, 25, 4).error().code, std::string("block-broken"));
    }
};

QTEST_GUILESS_MAIN(TestRisk)
#include "tst_risk.moc"

#pragma once

// One engaged pair's combat: §9.1 in order, with §8.2, §8.3, §9.2–§9.4, §11.1, §11.3
// and §11.4. Every odds row is checked against fractions computed by hand (below),
// against resolve() over every possible throw of the supplied dice, and against the
// mirrored fight (§9: "there is no attacker/defender").
//
// Hand computations used throughout. The averaging die (2,3,3,4,4,5) kept by a
// Regular: P(2..5) = 1,2,2,1 / 6. The difference d = A's kept − B's kept of two
// Regulars, over 36:
//     d:  -3  -2  -1   0   1   2   3
//        1   4   8  10   8   4   1        (P(d=0) = 1+4+4+1 = 10)
// so with an offset k added to the margin:
//     k = 0: A wins 13/36, draw 10/36, B wins 13/36
//     k = 1: A wins (10+8+4+1) = 23/36, draw 8/36, B wins (4+1) = 5/36
//     k = 2: A wins 31/36, draw 4/36, B wins 1/36
//     k = 3: A wins 35/36, draw 1/36, B wins 0
//     k = 4: A always wins (the lowest d is −3)
// Two Regulars on the d6: P(d) = (6 − |d|)/36 for d = −5..5, so
//     k = 0: 15/36, 6/36, 15/36     k = 2: A wins P(d ≥ −1) = 26/36, draw P(d = −2) = 4/36, B 6/36
//     k = 4: A wins 33/36, draw 2/36, B wins 1/36       k = 5: A wins 35/36, draw 1/36, B 0
// Elite vs Levy, averaging die: Elite keeps 2..5 with 1, 8, 16, 11 / 36; Levy 11, 16, 8, 1 / 36.
//     draw = 1·11 + 8·16 + 16·8 + 11·1 = 278/1296
//     Elite wins = 8·11 + 16·(11+16) + 11·(11+16+8) = 88 + 432 + 385 = 905/1296
//     Levy wins = 1·(16+8+1) + 8·(8+1) + 16·1 = 25 + 72 + 16 = 113/1296   (total 1296)
// Elite vs Levy, d6: Elite keeps k with (2k−1)/36, Levy with (13−2k)/36.
//     draw = 11 + 27 + 35 + 35 + 27 + 11 = 146/1296
//     Levy wins = 1·25 + 3·16 + 5·9 + 7·4 + 9·1 = 155/1296; Elite wins = 1296 − 146 − 155 = 995/1296
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/combat.h"
#endif

#include <QTest>

#include <map>
#include <string>
#include <vector>

using namespace ancients;

namespace {
/** What a row expects: the hand-computed odds, and the modifier totals and weight shift. */
struct Expect
{
    Fraction aWins;
    Fraction draw;
    Fraction bWins;
    int aModifiers = 0;
    int bModifiers = 0;
    int shift = 0;
    std::map<int, Fraction> margins; ///< empty: not checked margin by margin
};
} // namespace

Q_DECLARE_METATYPE(ancients::CombatSide)
Q_DECLARE_METATYPE(ancients::CombatFacts)
Q_DECLARE_METATYPE(ancients::Die)
Q_DECLARE_METATYPE(Expect)

namespace ancients {
inline char *toString(const Fraction &f)
{
    return qstrdup(QByteArray::number(qint64(f.numerator())) + '/' + QByteArray::number(qint64(f.denominator())));
}
} // namespace ancients

namespace {

inline Fraction over36(std::int64_t n)
{
    return {n, 36};
}

inline CombatSide regular(TroopType type, int weight)
{
    return CombatSide{.quality = Quality::Regular, .type = type, .weight = weight};
}

const CombatSide RegularFoot = regular(TroopType::MediumInfantry, 3);
const CombatSide Horse = regular(TroopType::Cavalry, 4);
const CombatSide SpearWall = CombatSide{.type = TroopType::HeavyInfantry, .weight = 4, .spears = true};

inline Striker mirror(Striker s)
{
    return s == Striker::A ? Striker::B : s == Striker::B ? Striker::A : Striker::None;
}

inline CombatFacts mirror(const CombatFacts &f)
{
    CombatFacts m = f;
    m.aOverlaps = f.bOverlaps;
    m.bOverlaps = f.aOverlaps;
    m.flank = mirror(f.flank);
    m.rear = mirror(f.rear);
    m.shock = mirror(f.shock);
    return m;
}

/** Every throw of @p quality's dice on @p die, each with its exact chance. */
inline std::vector<std::pair<QualityRoll, Fraction>> everyThrow(Quality quality, Die die)
{
    std::vector<std::pair<QualityRoll, Fraction>> throws;
    const auto f = faces(die);
    const auto n = static_cast<std::int64_t>(f.size());
    for (const int x : f) {
        if (diceRolled(quality) == 1) {
            throws.emplace_back(*readQuality(quality, die, x), Fraction(1, n));
            continue;
        }
        for (const int y : f)
            throws.emplace_back(*readQuality(quality, die, x, y), Fraction(1, n * n));
    }
    return throws;
}

inline Fraction times(const Fraction &x, const Fraction &y)
{
    return {x.numerator() * y.numerator(), x.denominator() * y.denominator()};
}

/**
 * Checks odds() against the hand-computed @p e; that the distribution sums to 1 and
 * agrees with the three totals; that resolve() with every possible throw of the
 * supplied dice gives the same distribution; and that the mirrored fight mirrors it.
 */
inline void checkOdds(const CombatSide &a, const CombatSide &b, const CombatFacts &facts, Die die, const Expect &e)
{
    const auto o = odds(a, b, facts, die);
    QVERIFY2(o.ok(), o.ok() ? "" : o.error().message.c_str());
    QCOMPARE(o->aWins, e.aWins);
    QCOMPARE(o->draw, e.draw);
    QCOMPARE(o->bWins, e.bWins);
    QCOMPARE(o->assessment.aModifierTotal, e.aModifiers);
    QCOMPARE(o->assessment.bModifierTotal, e.bModifiers);
    QCOMPARE(o->assessment.weightShift, e.shift);
    if (!e.margins.empty())
        QVERIFY(o->margins == e.margins);

    Fraction sum, aWins, bWins, draw;
    for (const auto &[margin, p] : o->margins) {
        sum = sum + p;
        (margin > 0 ? aWins : margin < 0 ? bWins : draw) = (margin > 0 ? aWins : margin < 0 ? bWins : draw) + p;
    }
    QCOMPARE(sum, Fraction(1));
    QCOMPARE(aWins, o->aWins);
    QCOMPARE(bWins, o->bWins);
    QCOMPARE(draw, o->draw);

    // resolve() with supplied dice, over every throw, weighted by its chance.
    std::map<int, Fraction> resolved;
    for (const auto &[ra, pa] : everyThrow(a.quality, die)) {
        for (const auto &[rb, pb] : everyThrow(b.quality, die)) {
            const auto r = resolve(a, b, facts, ra, rb);
            QVERIFY(r.ok());
            QCOMPARE(r->margin, r->rawDifference + r->assessment.weightShift);
            QCOMPARE(r->loser, r->margin > 0 ? Striker::B : r->margin < 0 ? Striker::A : Striker::None);
            resolved[r->margin] = resolved[r->margin] + times(pa, pb);
        }
    }
    QVERIFY(resolved == o->margins);

    // §9: the outcome is symmetric; the mirrored fight has the negated margins.
    const auto m = odds(b, a, mirror(facts), die);
    QVERIFY(m.ok());
    QCOMPARE(m->aWins, o->bWins);
    QCOMPARE(m->bWins, o->aWins);
    QCOMPARE(m->draw, o->draw);
    for (const auto &[margin, p] : o->margins)
        QCOMPARE(m->margins.at(-margin), p);
}

inline void addOddsColumns()
{
    QTest::addColumn<CombatSide>("a");
    QTest::addColumn<CombatSide>("b");
    QTest::addColumn<CombatFacts>("facts");
    QTest::addColumn<Die>("die");
    QTest::addColumn<Expect>("expected");
}

#define CHECK_ODDS_ROW()                                                                                              \
    do {                                                                                                              \
        QFETCH(CombatSide, a);                                                                                        \
        QFETCH(CombatSide, b);                                                                                        \
        QFETCH(CombatFacts, facts);                                                                                   \
        QFETCH(Die, die);                                                                                             \
        QFETCH(Expect, expected);                                                                                     \
        checkOdds(a, b, facts, die, expected);                                                                        \
    } while (false)

inline void expectRefused(const CombatSide &a, const CombatSide &b, const CombatFacts &facts, const std::string &code,
                   const std::string &section)
{
    const auto o = odds(a, b, facts, Die::Averaging);
    QVERIFY(!o.ok());
    QCOMPARE(o.error().code, code);
    QCOMPARE(o.error().section, section);
    Pcg32 rng(1U, 1U);
    const Pcg32 before = rng;
    const auto r = resolve(a, b, facts, Die::Averaging, rng);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().code, code);
    QVERIFY(rng == before); // a refused fight rolls no dice
}

// Odds offsets for two Regulars on the averaging die (see the table at the top).
inline Expect averagingRegulars(int offset, int aMods, int bMods, int shift)
{
    switch (offset) {
    case -1:
        return {over36(5), over36(8), over36(23), aMods, bMods, shift, {}};
    case 0:
        return {over36(13), over36(10), over36(13), aMods, bMods, shift, {}};
    case 1:
        return {over36(23), over36(8), over36(5), aMods, bMods, shift, {}};
    case 2:
        return {over36(31), over36(4), over36(1), aMods, bMods, shift, {}};
    case 3:
        return {over36(35), over36(1), Fraction(0), aMods, bMods, shift, {}};
    default: // |offset| >= 4: the lowest d is −3 and the highest 3
        return offset > 0 ? Expect{Fraction(1), Fraction(0), Fraction(0), aMods, bMods, shift, {}}
                          : Expect{Fraction(0), Fraction(0), Fraction(1), aMods, bMods, shift, {}};
    }
}

// The same for two Regulars on the d6.
inline Expect d6Regulars(int offset, int aMods, int bMods, int shift)
{
    switch (offset) {
    case 0:
        return {over36(15), over36(6), over36(15), aMods, bMods, shift, {}};
    case 2:
        return {over36(26), over36(4), over36(6), aMods, bMods, shift, {}};
    case 4:
        return {over36(33), over36(2), over36(1), aMods, bMods, shift, {}};
    default:
        return {over36(35), over36(1), Fraction(0), aMods, bMods, shift, {}};
    }
}

} // namespace


// ---- §10 missile combat: hand computations -------------------------------------------------
// The firer's kept result minus the target's is d; the weight shift k (firer's view, §9.4,
// capped at 2) is added; the target takes max(0, d + k) Fatigue and the firer never any.
// Two Regulars, averaging die (d over 36: −3..3 = 1, 4, 8, 10, 8, 4, 1):
//   k = 0:  Fatigue 0 = P(d ≤ 0) = (1+4+8+10)/36 = 23/36; 1 = 8/36; 2 = 4/36; 3 = 1/36; any 13/36
//   k = −2 (target weight 4, firer 2): only d = 3 leaves 1: Fatigue 1 = 1/36; 0 = 35/36; any 1/36
//   k = +2 (firer weight 4, target 2): 0 = P(d ≤ −2) = (1+4)/36 = 5/36; 1 = P(d = −1) = 8/36;
//           2 = 10/36; 3 = 8/36; 4 = 4/36; 5 = 1/36; any 31/36
// Two Regulars, d6 (P(d) = (6 − |d|)/36), k = 0: 0 = P(d ≤ 0) = (1+2+3+4+5+6)/36 = 21/36;
//   n = 1..5: (6 − n)/36 = 5, 4, 3, 2, 1 /36; any 15/36
// Elite firer, Levy target, averaging die, k = 0 (Elite 2..5: 1, 8, 16, 11 /36; Levy 11, 16, 8, 1 /36):
//   1 = E3·L2 + E4·L3 + E5·L4 = 8·11 + 16·16 + 11·8 = 432/1296;  2 = E4·L2 + E5·L3 = 176 + 176 = 352/1296;
//   3 = E5·L2 = 121/1296; any = 905/1296 (the Elite-wins figure above); 0 = 1296 − 905 = 391/1296
// Levy firer, Elite target: 1 = L3·E2 + L4·E3 + L5·E4 = 16 + 64 + 16 = 96/1296; 2 = L4·E2 + L5·E3 = 16/1296;
//   3 = L5·E2 = 1/1296; any 113/1296; 0 = 1183/1296
namespace {
struct MissileExpect
{
    std::map<int, Fraction> fatigue;
    Fraction anyEffect;
    int shift = 0;
};
} // namespace
Q_DECLARE_METATYPE(MissileExpect)

namespace {
/**
 * Checks missileOdds() against the hand-computed @p e, that it sums to 1, and that
 * resolveMissile() with every possible throw of the supplied dice gives the same
 * distribution and never a negative Fatigue.
 */
inline void checkMissile(const CombatSide &firer, const CombatSide &target, Die die, const MissileExpect &e)
{
    const auto o = missileOdds(firer, target, die);
    QVERIFY2(o.ok(), o.ok() ? "" : o.error().message.c_str());
    QVERIFY(o->fatigue == e.fatigue);
    QCOMPARE(o->anyEffect, e.anyEffect);
    QCOMPARE(o->weightShift, e.shift);
    Fraction sum;
    for (const auto &[n, p] : o->fatigue)
        sum = sum + p;
    QCOMPARE(sum, Fraction(1));
    QCOMPARE(o->anyEffect + o->fatigue.at(0), Fraction(1));

    std::map<int, Fraction> resolved;
    for (const auto &[rf, pf] : everyThrow(firer.quality, die)) {
        for (const auto &[rt, pt] : everyThrow(target.quality, die)) {
            const auto r = resolveMissile(firer, target, rf, rt);
            QVERIFY(r.ok());
            QCOMPARE(r->margin, r->firerTotal - r->targetTotal + r->weightShift);
            QCOMPARE(r->fatigue, r->margin > 0 ? r->margin : 0);
            resolved[r->fatigue] = resolved[r->fatigue] + times(pf, pt);
        }
    }
    QVERIFY(resolved == o->fatigue);
}

inline Fraction over1296(std::int64_t n)
{
    return {n, 1296};
}
} // namespace

class TestCombat : public QObject
{
    Q_OBJECT

private slots:
    void rule_9_1_equalTotalsNobodyLoses_data();
    void rule_9_1_equalTotalsNobodyLoses();
    void rule_9_1_equalFinalTotalsWithSuppliedDice();
    void rule_9_1_resolveFollowsTheSequence();
    void rule_9_1_rolledFightsStayInsideTheOdds();
    void rule_9_1_suppliedDiceMustMatchTheSides();
    void rule_9_noAttackerOrDefender();
    void rule_8_2_weightCappedByGoing_data();
    void rule_8_2_weightCappedByGoing();
    void rule_8_2_cappedWeightInTheFight_data();
    void rule_8_2_cappedWeightInTheFight();
    void rule_9_4_weightShiftIsCappedAtTwo_data();
    void rule_9_4_weightShiftIsCappedAtTwo();
    void rule_9_4_weightShiftInTheOdds_data();
    void rule_9_4_weightShiftInTheOdds();
    void rule_9_4_lightThatTiesAHeavySlidesToALoss();
    void rule_9_2_overlap_data();
    void rule_9_2_overlap();
    void rule_9_2_overlapIsZeroOrOne();
    void rule_9_3_flankAndRear_data();
    void rule_9_3_flankAndRear();
    void rule_9_3_flankedOverlapIsItemizedAsNotCounted();
    void rule_9_3_impossibleFactsAreRefused();
    void rule_8_3_uphill_data();
    void rule_8_3_uphill();
    void rule_8_3_onlyOneSideIsUphill();
    void rule_11_1_shock_data();
    void rule_11_1_shock();
    void rule_11_1_shockComesOnlyFromShockTypes_data();
    void rule_11_1_shockComesOnlyFromShockTypes();
    void rule_11_4_lightCavalryGainsNoShock();
    void rule_11_3_steadySpears_data();
    void rule_11_3_steadySpears();
    void rule_11_specialRulesAreItemizedWithTheirSections();
    void rule_3_2_weightAndGoingAreOnTheirScales();
    void rule_10_missileFatigueOnTheTarget_data();
    void rule_10_missileFatigueOnTheTarget();
    void rule_10_tieOrLossHasNoEffect();
    void rule_10_resolveMissileShowsItsSteps();
    void rule_10_rolledVolleysReplayAndStayInsideTheOdds();
    void rule_10_badVolleysAreRefused();
};

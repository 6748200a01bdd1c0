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
char *toString(const Fraction &f)
{
    return qstrdup(QByteArray::number(qint64(f.numerator())) + '/' + QByteArray::number(qint64(f.denominator())));
}
} // namespace ancients

namespace {

Fraction over36(std::int64_t n)
{
    return {n, 36};
}

CombatSide regular(TroopType type, int weight)
{
    return CombatSide{.quality = Quality::Regular, .type = type, .weight = weight};
}

const CombatSide RegularFoot = regular(TroopType::MediumInfantry, 3);
const CombatSide Horse = regular(TroopType::Cavalry, 4);
const CombatSide SpearWall = CombatSide{.type = TroopType::HeavyInfantry, .weight = 4, .spears = true};

Striker mirror(Striker s)
{
    return s == Striker::A ? Striker::B : s == Striker::B ? Striker::A : Striker::None;
}

CombatFacts mirror(const CombatFacts &f)
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
std::vector<std::pair<QualityRoll, Fraction>> everyThrow(Quality quality, Die die)
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

Fraction times(const Fraction &x, const Fraction &y)
{
    return {x.numerator() * y.numerator(), x.denominator() * y.denominator()};
}

/**
 * Checks odds() against the hand-computed @p e; that the distribution sums to 1 and
 * agrees with the three totals; that resolve() with every possible throw of the
 * supplied dice gives the same distribution; and that the mirrored fight mirrors it.
 */
void checkOdds(const CombatSide &a, const CombatSide &b, const CombatFacts &facts, Die die, const Expect &e)
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

void addOddsColumns()
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

void expectRefused(const CombatSide &a, const CombatSide &b, const CombatFacts &facts, const std::string &code,
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
Expect averagingRegulars(int offset, int aMods, int bMods, int shift)
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
Expect d6Regulars(int offset, int aMods, int bMods, int shift)
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
void checkMissile(const CombatSide &firer, const CombatSide &target, Die die, const MissileExpect &e)
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

Fraction over1296(std::int64_t n)
{
    return {n, 1296};
}
} // namespace

class TestCombat : public QObject
{
    Q_OBJECT

private slots:
    // ---- §9.1 the sequence, and equal totals ----------------------------------------------
    void rule_9_1_equalTotalsNobodyLoses_data()
    {
        addOddsColumns();
        QTest::newRow("two regulars, averaging die: P(draw) = 10/36")
            << RegularFoot << RegularFoot << CombatFacts{} << Die::Averaging
            << Expect{over36(13), over36(10), over36(13), 0, 0, 0,
                      {{-3, over36(1)}, {-2, over36(4)}, {-1, over36(8)}, {0, over36(10)}, {1, over36(8)},
                       {2, over36(4)}, {3, over36(1)}}};
        QTest::newRow("two regulars, d6: P(draw) = 6/36")
            << RegularFoot << RegularFoot << CombatFacts{} << Die::D6
            << Expect{over36(15), over36(6), over36(15), 0, 0, 0,
                      {{-5, over36(1)}, {-4, over36(2)}, {-3, over36(3)}, {-2, over36(4)}, {-1, over36(5)},
                       {0, over36(6)}, {1, over36(5)}, {2, over36(4)}, {3, over36(3)}, {4, over36(2)},
                       {5, over36(1)}}};
        CombatSide elite = RegularFoot;
        elite.quality = Quality::Elite;
        CombatSide levy = RegularFoot;
        levy.quality = Quality::Levy;
        QTest::newRow("elite vs levy, averaging die")
            << elite << levy << CombatFacts{} << Die::Averaging
            << Expect{Fraction(905, 1296), Fraction(278, 1296), Fraction(113, 1296), 0, 0, 0, {}};
        QTest::newRow("elite vs levy, d6")
            << elite << levy << CombatFacts{} << Die::D6
            << Expect{Fraction(995, 1296), Fraction(146, 1296), Fraction(155, 1296), 0, 0, 0, {}};
    }
    void rule_9_1_equalTotalsNobodyLoses() { CHECK_ODDS_ROW(); }

    void rule_9_1_equalFinalTotalsWithSuppliedDice()
    {
        const auto r = resolve(RegularFoot, RegularFoot, {}, *readQuality(Quality::Regular, Die::Averaging, 3),
                               *readQuality(Quality::Regular, Die::Averaging, 3));
        QVERIFY(r.ok());
        QCOMPARE(r->margin, 0);
        QCOMPARE(r->loser, Striker::None);
        QCOMPARE(r->increments, 0);
    }

    // The steps come in §9.1's order, each with its section.
    void rule_9_1_resolveFollowsTheSequence()
    {
        CombatFacts facts;
        facts.aOverlaps = 1;
        const auto r = resolve(regular(TroopType::HeavyInfantry, 4), regular(TroopType::LightInfantry, 2), facts,
                               *readQuality(Quality::Regular, Die::Averaging, 2),
                               *readQuality(Quality::Regular, Die::Averaging, 4));
        QVERIFY(r.ok());
        std::vector<std::string> sections;
        for (const CombatStep &s : r->steps)
            sections.push_back(s.section);
        QCOMPARE(sections, (std::vector<std::string>{"8.2", "3.1", "9.1", "9.1", "9.1", "9.4", "9.5"}));
        // 2 + 1 overlap = 3 against 4: raw −1, weight 4 vs 2 shifts +2, so B loses by 1.
        QCOMPARE(r->aTotal, 3);
        QCOMPARE(r->bTotal, 4);
        QCOMPARE(r->rawDifference, -1);
        QCOMPARE(r->margin, 1);
        QCOMPARE(r->loser, Striker::B);
        QCOMPARE(r->increments, 1);
    }

    // Rolled fights land only on margins the exact odds allow, and replay from the seed.
    void rule_9_1_rolledFightsStayInsideTheOdds()
    {
        CombatFacts facts;
        facts.shock = Striker::A;
        CombatSide elite = Horse;
        elite.quality = Quality::Elite;
        CombatSide levy = RegularFoot;
        levy.quality = Quality::Levy;
        for (const Die die : {Die::Averaging, Die::D6}) {
            const auto o = odds(elite, levy, facts, die);
            QVERIFY(o.ok());
            Pcg32 rng(9U, 4U);
            Pcg32 replay(9U, 4U);
            for (int i = 0; i < 2000; ++i) {
                const auto r = resolve(elite, levy, facts, die, rng);
                QVERIFY(r.ok());
                QVERIFY(o->margins.contains(r->margin));
                QCOMPARE(*resolve(elite, levy, facts, die, replay), *r);
            }
        }
    }

    void rule_9_1_suppliedDiceMustMatchTheSides()
    {
        const auto elite = *readQuality(Quality::Elite, Die::Averaging, 3, 4);
        const auto regular3 = *readQuality(Quality::Regular, Die::Averaging, 3);
        const auto regularD6 = *readQuality(Quality::Regular, Die::D6, 6);
        auto r = resolve(RegularFoot, RegularFoot, {}, elite, regular3);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("roll-quality-mismatch"));
        r = resolve(RegularFoot, RegularFoot, {}, regular3, regularD6);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("combat-dice-differ"));
        QualityRoll forged = regular3;
        forged.dice[0] = 6; // the averaging die has no 6
        r = resolve(RegularFoot, RegularFoot, {}, forged, regular3);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, std::string("face-not-on-die"));
    }

    // ---- §9 base by base, symmetric -------------------------------------------------------
    void rule_9_noAttackerOrDefender()
    {
        // Swapping the two Bases (and every fact with them) negates every margin.
        CombatFacts facts;
        facts.aOverlaps = 1;
        facts.shock = Striker::B;
        CombatSide warband = regular(TroopType::Warband, 3);
        CombatSide foot = RegularFoot;
        foot.uphill = true;
        const auto o = odds(foot, warband, facts, Die::D6);
        const auto m = odds(warband, foot, mirror(facts), Die::D6);
        QVERIFY(o.ok() && m.ok());
        QCOMPARE(o->assessment.aModifiers, m->assessment.bModifiers);
        QCOMPARE(o->assessment.bModifiers, m->assessment.aModifiers);
        for (const auto &[margin, p] : o->margins)
            QCOMPARE(m->margins.at(-margin), p);
    }

    // ---- §8.2 effective weight --------------------------------------------------------------
    void rule_8_2_weightCappedByGoing_data()
    {
        QTest::addColumn<CombatSide>("side");
        QTest::addColumn<int>("effective");
        auto at = [](TroopType t, int weight, int going) {
            CombatSide s = regular(t, weight);
            s.going = going;
            return s;
        };
        QTest::newRow("knight in heavy woods fights as 3") << at(TroopType::Cataphract, 5, 3) << 3;
        QTest::newRow("knight in swamp fights as 1") << at(TroopType::Cataphract, 5, 1) << 1;
        QTest::newRow("knight in the open keeps 5") << at(TroopType::Cataphract, 5, 5) << 5;
        QTest::newRow("heavy foot in light woods keeps 4") << at(TroopType::HeavyInfantry, 4, 4) << 4;
        QTest::newRow("skirmishers in swamp keep 1") << at(TroopType::Skirmishers, 1, 1) << 1;
        QTest::newRow("skirmishers rated 2 are never reduced") << at(TroopType::Skirmishers, 2, 1) << 2;
        QTest::newRow("uphill is firm footing") << CombatSide{.type = TroopType::Cavalry, .weight = 4, .uphill = true}
                                                << 4;
    }
    void rule_8_2_weightCappedByGoing()
    {
        QFETCH(CombatSide, side);
        QFETCH(int, effective);
        QCOMPARE(combatWeight(side), effective);
    }

    void rule_8_2_cappedWeightInTheFight_data()
    {
        addOddsColumns();
        CombatSide knight = regular(TroopType::Cataphract, 5);
        knight.going = 1;
        QTest::newRow("knight in swamp vs skirmishers: no shift")
            << knight << regular(TroopType::Skirmishers, 1) << CombatFacts{} << Die::Averaging
            << averagingRegulars(0, 0, 0, 0);
        knight.going = 3;
        // 3 against 4: shift −1, so the margin is d − 1.
        QTest::newRow("knight in heavy woods vs heavy foot in the open")
            << knight << regular(TroopType::HeavyInfantry, 4) << CombatFacts{} << Die::Averaging
            << averagingRegulars(-1, 0, 0, -1);
    }
    void rule_8_2_cappedWeightInTheFight() { CHECK_ODDS_ROW(); }

    // ---- §9.4 the weight result-shift --------------------------------------------------------
    void rule_9_4_weightShiftIsCappedAtTwo_data()
    {
        QTest::addColumn<int>("aWeight");
        QTest::addColumn<int>("bWeight");
        QTest::addColumn<int>("shift");
        QTest::newRow("equal") << 3 << 3 << 0;
        QTest::newRow("one heavier") << 4 << 3 << 1;
        QTest::newRow("two heavier") << 3 << 1 << 2;
        QTest::newRow("three heavier is capped") << 4 << 1 << 2;
        QTest::newRow("cataphract 5 vs skirmisher 1 is still 2") << 5 << 1 << 2;
        QTest::newRow("in B's favour") << 1 << 5 << -2;
        QTest::newRow("one lighter") << 2 << 3 << -1;
    }
    void rule_9_4_weightShiftIsCappedAtTwo()
    {
        QFETCH(int, aWeight);
        QFETCH(int, bWeight);
        QFETCH(int, shift);
        QCOMPARE(weightShift(aWeight, bWeight), shift);
        const auto o = odds(regular(TroopType::MediumInfantry, aWeight), regular(TroopType::MediumInfantry, bWeight),
                            {}, Die::Averaging);
        QVERIFY(o.ok());
        QCOMPARE(o->assessment.weightShift, shift);
    }

    void rule_9_4_weightShiftInTheOdds_data()
    {
        addOddsColumns();
        // Weight 4 vs 1: shift +2 (capped from 3); margin d + 2.
        QTest::newRow("4 vs 1, averaging")
            << regular(TroopType::HeavyInfantry, 4) << regular(TroopType::Skirmishers, 1) << CombatFacts{}
            << Die::Averaging
            << Expect{over36(31), over36(4), over36(1), 0, 0, 2,
                      {{-1, over36(1)}, {0, over36(4)}, {1, over36(8)}, {2, over36(10)}, {3, over36(8)},
                       {4, over36(4)}, {5, over36(1)}}};
        QTest::newRow("5 vs 1 is the same +2")
            << regular(TroopType::Cataphract, 5) << regular(TroopType::Skirmishers, 1) << CombatFacts{}
            << Die::Averaging << averagingRegulars(2, 0, 0, 2);
        QTest::newRow("4 vs 3: +1") << regular(TroopType::HeavyInfantry, 4) << RegularFoot << CombatFacts{}
                                    << Die::Averaging << averagingRegulars(1, 0, 0, 1);
        QTest::newRow("light vs heavy on the d6: −2") << regular(TroopType::LightInfantry, 2)
                                                     << regular(TroopType::HeavyInfantry, 4) << CombatFacts{}
                                                     << Die::D6
                                                     << Expect{over36(6), over36(4), over36(26), 0, 0, -2, {}};
    }
    void rule_9_4_weightShiftInTheOdds() { CHECK_ODDS_ROW(); }

    // "A Light that ties a Heavy on the dice still slides to a loss."
    void rule_9_4_lightThatTiesAHeavySlidesToALoss()
    {
        const auto r = resolve(regular(TroopType::HeavyInfantry, 4), regular(TroopType::LightInfantry, 2), {},
                               *readQuality(Quality::Regular, Die::Averaging, 3),
                               *readQuality(Quality::Regular, Die::Averaging, 3));
        QVERIFY(r.ok());
        QCOMPARE(r->rawDifference, 0);
        QCOMPARE(r->margin, 2);
        QCOMPARE(r->loser, Striker::B);
        QCOMPARE(r->increments, 2);
    }

    // ---- §9.2 overlaps -----------------------------------------------------------------------
    void rule_9_2_overlap_data()
    {
        addOddsColumns();
        CombatFacts facts;
        facts.aOverlaps = 1;
        QTest::newRow("A overlaps") << RegularFoot << RegularFoot << facts << Die::Averaging
                                    << averagingRegulars(1, 1, 0, 0);
        facts.bOverlaps = 1;
        QTest::newRow("both overlap: net nothing") << RegularFoot << RegularFoot << facts << Die::Averaging
                                                   << averagingRegulars(0, 1, 1, 0);
        facts.aOverlaps = 0;
        QTest::newRow("B overlaps") << RegularFoot << RegularFoot << facts << Die::Averaging
                                    << averagingRegulars(-1, 0, 1, 0);
    }
    void rule_9_2_overlap() { CHECK_ODDS_ROW(); }

    void rule_9_2_overlapIsZeroOrOne()
    {
        CombatFacts facts;
        facts.aOverlaps = 2;
        expectRefused(RegularFoot, RegularFoot, facts, "overlaps-out-of-range", "9.2");
        facts.aOverlaps = -1;
        expectRefused(RegularFoot, RegularFoot, facts, "overlaps-out-of-range", "9.2");
    }

    // ---- §9.3 flank and rear -----------------------------------------------------------------
    void rule_9_3_flankAndRear_data()
    {
        addOddsColumns();
        CombatFacts flank;
        flank.flank = Striker::A;
        QTest::newRow("flank: +1 / −1") << RegularFoot << RegularFoot << flank << Die::Averaging
                                        << averagingRegulars(2, 1, -1, 0);
        flank.bOverlaps = 1;
        QTest::newRow("flanked side's overlap is not counted")
            << RegularFoot << RegularFoot << flank << Die::Averaging << averagingRegulars(2, 1, -1, 0);
        flank.bOverlaps = 0;
        flank.aOverlaps = 1;
        // +1 overlap +1 flank against −1: margin d + 3.
        QTest::newRow("flanker keeps its overlap") << RegularFoot << RegularFoot << flank << Die::Averaging
                                                   << Expect{over36(35), over36(1), Fraction(0), 2, -1, 0,
                                                             {{0, over36(1)}, {1, over36(4)}, {2, over36(8)},
                                                              {3, over36(10)}, {4, over36(8)}, {5, over36(4)},
                                                              {6, over36(1)}}};
        CombatFacts flankB;
        flankB.flank = Striker::B;
        QTest::newRow("B flanks A") << RegularFoot << RegularFoot << flankB << Die::Averaging
                                    << Expect{over36(1), over36(4), over36(31), -1, 1, 0, {}};
        CombatFacts rear;
        rear.rear = Striker::A;
        rear.bOverlaps = 1;
        // +2 against −2, and the rear-attacked side's overlap is dropped: margin d + 4 on the d6.
        QTest::newRow("rear: +2 / −2, no overlaps at all")
            << RegularFoot << RegularFoot << rear << Die::D6
            << Expect{over36(33), over36(2), over36(1), 2, -2, 0, {}};
        rear.aOverlaps = 1;
        rear.bOverlaps = 0;
        QTest::newRow("rear on the averaging die: A always wins")
            << RegularFoot << RegularFoot << rear << Die::Averaging << averagingRegulars(5, 3, -2, 0);
    }
    void rule_9_3_flankAndRear() { CHECK_ODDS_ROW(); }

    void rule_9_3_flankedOverlapIsItemizedAsNotCounted()
    {
        CombatFacts facts;
        facts.rear = Striker::A;
        facts.bOverlaps = 1;
        const auto s = assessCombat(RegularFoot, RegularFoot, facts);
        QVERIFY(s.ok());
        QCOMPARE(s->aModifiers.size(), std::size_t(1));
        QCOMPARE(s->aModifiers[0].value, 2);
        QCOMPARE(s->aModifiers[0].section, std::string("9.3"));
        QCOMPARE(s->bModifiers.size(), std::size_t(2));
        QCOMPARE(s->bModifiers[0].value, 0); // the overlap, not counted
        QCOMPARE(s->bModifiers[0].section, std::string("9.3"));
        QCOMPARE(s->bModifiers[1].value, -2);
    }

    void rule_9_3_impossibleFactsAreRefused()
    {
        CombatFacts facts;
        facts.flank = Striker::A;
        facts.rear = Striker::B;
        expectRefused(RegularFoot, RegularFoot, facts, "flank-and-rear", "9.3");
        facts.rear = Striker::A;
        expectRefused(RegularFoot, RegularFoot, facts, "flank-and-rear", "9.3");
        // A shock charger fights its enemy to its front, so it cannot be the flanked side.
        CombatFacts charge;
        charge.shock = Striker::A;
        charge.flank = Striker::B;
        expectRefused(Horse, RegularFoot, charge, "shock-charger-struck", "9.3");
    }

    // ---- §8.3 high ground --------------------------------------------------------------------
    void rule_8_3_uphill_data()
    {
        addOddsColumns();
        CombatSide up = RegularFoot;
        up.uphill = true;
        QTest::newRow("A uphill: +1") << up << RegularFoot << CombatFacts{} << Die::Averaging
                                      << averagingRegulars(1, 1, 0, 0);
        QTest::newRow("B uphill: +1 to B") << RegularFoot << up << CombatFacts{} << Die::Averaging
                                           << averagingRegulars(-1, 0, 1, 0);
        CombatFacts charge;
        charge.shock = Striker::A;
        // Charging uphill negates shock; the defender keeps its +1: margin d − 1 at equal weight.
        CombatSide upFoot = regular(TroopType::MediumInfantry, 4);
        upFoot.uphill = true;
        QTest::newRow("charging uphill negates shock")
            << Horse << upFoot << charge << Die::Averaging << averagingRegulars(-1, 0, 1, 0);
        // A downhill charge keeps it: +1 uphill and +2 shock against formed foot, −2: margin d + 5.
        CombatSide downHorse = Horse;
        downHorse.uphill = true;
        QTest::newRow("a downhill charge keeps shock")
            << downHorse << regular(TroopType::MediumInfantry, 4) << charge << Die::D6
            << d6Regulars(5, 3, -2, 0);
    }
    void rule_8_3_uphill() { CHECK_ODDS_ROW(); }

    void rule_8_3_onlyOneSideIsUphill()
    {
        CombatSide up = RegularFoot;
        up.uphill = true;
        expectRefused(up, up, {}, "both-uphill", "8.3");
    }

    // ---- §11.1 shock -------------------------------------------------------------------------
    void rule_11_1_shock_data()
    {
        addOddsColumns();
        CombatFacts charge;
        charge.shock = Striker::A;
        QTest::newRow("cavalry into cavalry: +1 / −1")
            << Horse << Horse << charge << Die::Averaging << averagingRegulars(2, 1, -1, 0);
        const CombatSide warband = regular(TroopType::Warband, 3);
        QTest::newRow("warband into formed foot without spears: +2 / −2")
            << warband << RegularFoot << charge << Die::D6 << d6Regulars(4, 2, -2, 0);
        CombatSide loose = RegularFoot;
        loose.formed = false;
        QTest::newRow("into unformed foot: +1 / −1")
            << warband << loose << charge << Die::D6 << d6Regulars(2, 1, -1, 0);
        CombatSide spearFoot = RegularFoot;
        spearFoot.spears = true;
        QTest::newRow("cavalry into formed foot without spears: A always wins")
            << Horse << regular(TroopType::MediumInfantry, 4) << charge << Die::Averaging
            << averagingRegulars(4, 2, -2, 0);
        QTest::newRow("into spear-armed medium foot: +1 / −1 (no steady spears)")
            << warband << spearFoot << charge << Die::Averaging << averagingRegulars(2, 1, -1, 0);
        // Skirmishers are not close-order infantry (engine ruling): +1 / −1, and weight 4 vs 1 shifts +2.
        QTest::newRow("into skirmishers: +1 / −1")
            << Horse << regular(TroopType::Skirmishers, 1) << charge << Die::Averaging
            << averagingRegulars(4, 1, -1, 2);
        CombatFacts later = charge;
        later.firstRound = false;
        QTest::newRow("only on the first round") << Horse << Horse << later << Die::Averaging
                                                 << averagingRegulars(0, 0, 0, 0);
        CombatFacts chargeB;
        chargeB.shock = Striker::B;
        QTest::newRow("B charges") << RegularFoot << warband << chargeB << Die::Averaging
                                   << averagingRegulars(-4, -2, 2, 0);
    }
    void rule_11_1_shock() { CHECK_ODDS_ROW(); }

    void rule_11_1_shockComesOnlyFromShockTypes_data()
    {
        QTest::addColumn<CombatSide>("charger");
        QTest::newRow("medium infantry") << RegularFoot;
        QTest::newRow("heavy infantry") << SpearWall;
        QTest::newRow("light infantry") << regular(TroopType::LightInfantry, 2);
        QTest::newRow("skirmishers") << regular(TroopType::Skirmishers, 1);
    }
    void rule_11_1_shockComesOnlyFromShockTypes()
    {
        QFETCH(CombatSide, charger);
        CombatFacts facts;
        facts.shock = Striker::B;
        expectRefused(RegularFoot, charger, facts, "no-shock-ability", "11.1");
    }

    // ---- §11.4 light cavalry -------------------------------------------------------------------
    void rule_11_4_lightCavalryGainsNoShock()
    {
        CombatFacts facts;
        facts.shock = Striker::A;
        expectRefused(regular(TroopType::LightCavalry, 2), RegularFoot, facts, "no-shock-ability", "11.4");
        // Without shock it fights like anyone else: weight 2 vs 3 shifts −1.
        QVERIFY(odds(regular(TroopType::LightCavalry, 2), RegularFoot, {}, Die::Averaging).ok());
        QCOMPARE(odds(regular(TroopType::LightCavalry, 2), RegularFoot, {}, Die::Averaging)->assessment.weightShift,
                 -1);
    }

    // ---- §11.3 steady spears --------------------------------------------------------------------
    void rule_11_3_steadySpears_data()
    {
        addOddsColumns();
        CombatFacts charge;
        charge.shock = Striker::A;
        // The interplay: the cavalry's shock is negated, the spears' +1 is kept: margin d − 1.
        QTest::newRow("shock negated by spears but the spears' +1 kept")
            << Horse << SpearWall << charge << Die::Averaging << averagingRegulars(-1, 0, 1, 0);
        QTest::newRow("later rounds: the +1 stays")
            << Horse << SpearWall << CombatFacts{.firstRound = false} << Die::Averaging
            << averagingRegulars(-1, 0, 1, 0);
        QTest::newRow("against light cavalry too")
            << regular(TroopType::LightCavalry, 4) << SpearWall << CombatFacts{} << Die::Averaging
            << averagingRegulars(-1, 0, 1, 0);
        CombatSide loose = SpearWall;
        loose.formed = false;
        QTest::newRow("an unformed spear Base: shock +1 / −1, no +1")
            << Horse << loose << charge << Die::Averaging << averagingRegulars(2, 1, -1, 0);
        CombatFacts flankCharge = charge;
        flankCharge.flank = Striker::A;
        // Not frontal: shock stands (+1 / −1, spear-armed) and flank +1 / −1, no spears' +1 (R6): d + 4.
        QTest::newRow("flanked: shock stands, no +1")
            << Horse << SpearWall << flankCharge << Die::D6 << d6Regulars(4, 2, -2, 0);
        CombatFacts rear;
        rear.rear = Striker::A;
        QTest::newRow("rear-attacked: no +1") << Horse << SpearWall << rear << Die::D6 << d6Regulars(4, 2, -2, 0);
        // Warband is not mounted: its shock is not negated, and the spears gain nothing. 3 vs 4 shifts −1.
        QTest::newRow("warband charge is not negated")
            << regular(TroopType::Warband, 3) << SpearWall << charge << Die::Averaging
            << averagingRegulars(1, 1, -1, -1);
        // The spear Base flanking light cavalry has it to its front: +1 flank +1 spears, −1; 4 vs 2 shifts +2.
        CombatFacts spearsFlank;
        spearsFlank.flank = Striker::A;
        QTest::newRow("spears striking a flank keep the +1")
            << SpearWall << regular(TroopType::LightCavalry, 2) << spearsFlank << Die::D6
            << d6Regulars(5, 2, -1, 2);
    }
    void rule_11_3_steadySpears() { CHECK_ODDS_ROW(); }

    // ---- §11 the special rules are itemized with their sections ------------------------------------
    void rule_11_specialRulesAreItemizedWithTheirSections()
    {
        CombatFacts charge;
        charge.shock = Striker::A;
        const auto s = assessCombat(Horse, SpearWall, charge);
        QVERIFY(s.ok());
        QCOMPARE(s->aModifiers.size(), std::size_t(1));
        QCOMPARE(s->aModifiers[0].value, 0);
        QCOMPARE(s->aModifiers[0].section, std::string("11.3"));
        QCOMPARE(s->bModifiers.size(), std::size_t(2));
        QCOMPARE(s->bModifiers[0].value, 0);
        QCOMPARE(s->bModifiers[0].section, std::string("11.3"));
        QCOMPARE(s->bModifiers[1].value, 1);
        QCOMPARE(s->bModifiers[1].section, std::string("11.3"));
    }

    void rule_3_2_weightAndGoingAreOnTheirScales()
    {
        CombatSide heavy = RegularFoot;
        heavy.weight = 6;
        expectRefused(heavy, RegularFoot, {}, "weight-out-of-range", "3.2");
        heavy.weight = 0;
        expectRefused(RegularFoot, heavy, {}, "weight-out-of-range", "3.2");
        CombatSide bog = RegularFoot;
        bog.going = 0;
        expectRefused(bog, RegularFoot, {}, "going-out-of-range", "8.1");
    }

    // ---- §10 missile combat ------------------------------------------------------------------
    void rule_10_missileFatigueOnTheTarget_data()
    {
        QTest::addColumn<CombatSide>("firer");
        QTest::addColumn<CombatSide>("target");
        QTest::addColumn<Die>("die");
        QTest::addColumn<MissileExpect>("expected");
        const MissileExpect even{{{0, over36(23)}, {1, over36(8)}, {2, over36(4)}, {3, over36(1)}}, over36(13), 0};
        const MissileExpect heavyFirer{{{0, over36(5)}, {1, over36(8)}, {2, over36(10)}, {3, over36(8)},
                                        {4, over36(4)}, {5, over36(1)}},
                                       over36(31), 2};
        QTest::newRow("regular vs regular, equal weight: no effect 23/36")
            << RegularFoot << RegularFoot << Die::Averaging << even;
        QTest::newRow("heavy target (4 vs firer 2): shift −2, any effect 1/36")
            << regular(TroopType::Skirmishers, 2) << regular(TroopType::HeavyInfantry, 4) << Die::Averaging
            << MissileExpect{{{0, over36(35)}, {1, over36(1)}}, over36(1), -2};
        QTest::newRow("heavy firer (4 vs target 2): shift +2, any effect 31/36")
            << regular(TroopType::HeavyInfantry, 4) << regular(TroopType::LightInfantry, 2) << Die::Averaging
            << heavyFirer;
        QTest::newRow("weight 5 vs 1: the shift is capped at 2")
            << regular(TroopType::Cataphract, 5) << regular(TroopType::Skirmishers, 1) << Die::Averaging
            << heavyFirer;
        CombatSide boggedFirer = regular(TroopType::HeavyInfantry, 4);
        boggedFirer.going = 2; // §8.2: fights as weight 2
        QTest::newRow("firer 4 in Going 2 fights as 2: no shift against weight 2")
            << boggedFirer << regular(TroopType::LightInfantry, 2) << Die::Averaging << even;
        CombatSide hillSpears = RegularFoot;
        hillSpears.uphill = true;
        hillSpears.spears = true;
        QTest::newRow("uphill, spear-armed target: no high-ground or special modifiers")
            << RegularFoot << hillSpears << Die::Averaging << even;
        QTest::newRow("regular vs regular, d6: no effect 21/36")
            << RegularFoot << RegularFoot << Die::D6
            << MissileExpect{{{0, over36(21)}, {1, over36(5)}, {2, over36(4)}, {3, over36(3)}, {4, over36(2)},
                              {5, over36(1)}},
                             over36(15), 0};
        CombatSide elite = RegularFoot;
        elite.quality = Quality::Elite;
        CombatSide levy = RegularFoot;
        levy.quality = Quality::Levy;
        QTest::newRow("elite firer, levy target")
            << elite << levy << Die::Averaging
            << MissileExpect{{{0, over1296(391)}, {1, over1296(432)}, {2, over1296(352)}, {3, over1296(121)}},
                             over1296(905), 0};
        QTest::newRow("levy firer, elite target")
            << levy << elite << Die::Averaging
            << MissileExpect{{{0, over1296(1183)}, {1, over1296(96)}, {2, over1296(16)}, {3, over1296(1)}},
                             over1296(113), 0};
    }
    void rule_10_missileFatigueOnTheTarget()
    {
        QFETCH(CombatSide, firer);
        QFETCH(CombatSide, target);
        QFETCH(Die, die);
        QFETCH(MissileExpect, expected);
        checkMissile(firer, target, die, expected);
    }

    // A tie or a loss for the firer has no effect, and the firer never takes Fatigue.
    void rule_10_tieOrLossHasNoEffect()
    {
        const auto roll = [](int face) { return *readQuality(Quality::Regular, Die::Averaging, face); };
        auto r = resolveMissile(RegularFoot, RegularFoot, roll(3), roll(3));
        QVERIFY(r.ok());
        QCOMPARE(r->margin, 0);
        QCOMPARE(r->fatigue, 0);
        r = resolveMissile(RegularFoot, RegularFoot, roll(2), roll(5));
        QVERIFY(r.ok());
        QCOMPARE(r->margin, -3);
        QCOMPARE(r->fatigue, 0);
        // Light firer 5 against a heavy target's 4: raw +1, shift −2, margin −1: no effect.
        r = resolveMissile(regular(TroopType::Skirmishers, 1), regular(TroopType::HeavyInfantry, 4), roll(5),
                           roll(4));
        QVERIFY(r.ok());
        QCOMPARE(r->rawDifference, 1);
        QCOMPARE(r->weightShift, -2);
        QCOMPARE(r->margin, -1);
        QCOMPARE(r->fatigue, 0);
        QCOMPARE(r->steps.back().section, std::string("10"));
    }

    void rule_10_resolveMissileShowsItsSteps()
    {
        const auto r = resolveMissile(regular(TroopType::HeavyInfantry, 4), regular(TroopType::LightInfantry, 2),
                                      *readQuality(Quality::Regular, Die::Averaging, 3),
                                      *readQuality(Quality::Regular, Die::Averaging, 4));
        QVERIFY(r.ok());
        std::vector<std::string> sections;
        for (const CombatStep &s : r->steps)
            sections.push_back(s.section);
        QCOMPARE(sections, (std::vector<std::string>{"8.2", "3.1", "10", "9.4", "10"}));
        // 3 against 4: raw −1, weight 4 vs 2 shifts +2: margin 1, the target takes 1 Fatigue.
        QCOMPARE(r->firerTotal, 3);
        QCOMPARE(r->targetTotal, 4);
        QCOMPARE(r->margin, 1);
        QCOMPARE(r->fatigue, 1);
    }

    void rule_10_rolledVolleysReplayAndStayInsideTheOdds()
    {
        CombatSide elite = Horse;
        elite.quality = Quality::Elite;
        for (const Die die : {Die::Averaging, Die::D6}) {
            const auto o = missileOdds(elite, RegularFoot, die);
            QVERIFY(o.ok());
            Pcg32 rng(7U, 3U);
            Pcg32 replay(7U, 3U);
            for (int i = 0; i < 1000; ++i) {
                const auto r = resolveMissile(elite, RegularFoot, die, rng);
                QVERIFY(r.ok());
                QVERIFY(o->fatigue.contains(r->fatigue));
                QCOMPARE(*resolveMissile(elite, RegularFoot, die, replay), *r);
            }
        }
    }

    void rule_10_badVolleysAreRefused()
    {
        CombatSide heavy = RegularFoot;
        heavy.weight = 6;
        QCOMPARE(missileOdds(heavy, RegularFoot, Die::Averaging).error().code, std::string("weight-out-of-range"));
        Pcg32 rng(1U, 1U);
        const Pcg32 before = rng;
        QCOMPARE(resolveMissile(RegularFoot, heavy, Die::Averaging, rng).error().code,
                 std::string("weight-out-of-range"));
        QVERIFY(rng == before); // a refused volley rolls no dice
        const auto elite = *readQuality(Quality::Elite, Die::Averaging, 3, 4);
        const auto regular3 = *readQuality(Quality::Regular, Die::Averaging, 3);
        const auto regularD6 = *readQuality(Quality::Regular, Die::D6, 6);
        QCOMPARE(resolveMissile(RegularFoot, RegularFoot, elite, regular3).error().code,
                 std::string("roll-quality-mismatch"));
        QCOMPARE(resolveMissile(RegularFoot, RegularFoot, regular3, regularD6).error().code,
                 std::string("combat-dice-differ"));
    }
};

QTEST_GUILESS_MAIN(TestCombat)
#include "tst_combat.moc"

// The §13 Elite/Levy mechanic (ruling R42): none, reroll and best of three, on
// both dice — the exact kept-value distributions (hand fractions), the dice each
// roll throws and the players must enter, the exact combat, missile and movement
// odds, and the mechanic at work in a game's movement test, fight and volley.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/combat.h"
#include "ancients/dice.h"
#include "ancients/game.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <algorithm>
#include <vector>

using namespace ancients;
using namespace gametest;

Q_DECLARE_METATYPE(ancients::Quality)
Q_DECLARE_METATYPE(ancients::Die)
Q_DECLARE_METATYPE(ancients::EliteMechanic)

namespace {
/** The chances of the kept values, lowest value first, each over 216 (= 6³). */
using Over216 = std::vector<int>;
} // namespace
Q_DECLARE_METATYPE(Over216)

namespace {

std::vector<Fraction> chancesOf(Quality q, Die die, EliteMechanic m)
{
    std::vector<Fraction> out;
    for (const Outcome &o : distribution(q, die, m))
        out.push_back(o.probability);
    return out;
}

std::vector<Fraction> over216(const Over216 &n)
{
    std::vector<Fraction> out;
    for (const int k : n)
        out.push_back(Fraction(k, 216));
    return out;
}

/** Untracked, both armies one Block of one Base of @p quality a side, under @p mechanic. */
GameState duel(Quality a, Quality b, EliteMechanic mechanic, TroopType type = TroopType::MediumInfantry)
{
    RulesOptions o;
    o.eliteMechanic = mechanic;
    return untracked(army("A", {spec(type, 1, 1, a)}), army("B", {spec(type, 1, 1, b)}), o);
}

SuppliedDice three(int first, int second, int third)
{
    return SuppliedDice{first, second, third};
}

const Effect *findEffect(const std::vector<Effect> &effects, Effect::Kind kind)
{
    const auto it = std::find_if(effects.begin(), effects.end(), [kind](const Effect &e) { return e.kind == kind; });
    return it == effects.end() ? nullptr : &*it;
}

} // namespace

class TestEliteMechanic : public QObject
{
    Q_OBJECT

private slots:
    // ---- the kept-value distributions, by hand -------------------------------------------

    void rule_13_exactDistributionUnderEachMechanic_data()
    {
        QTest::addColumn<Quality>("quality");
        QTest::addColumn<Die>("die");
        QTest::addColumn<EliteMechanic>("mechanic");
        QTest::addColumn<Over216>("expected");
        // Averaging die: P(2) = 1/6, P(3) = P(4) = 1/3, P(5) = 1/6; F = 1/6, 3/6, 5/6, 1.
        // Best of three: P(max ≤ x) = F³ = 1, 27, 125, 216 (/216).
        QTest::newRow("elite best of three, averaging")
            << Quality::Elite << Die::Averaging << EliteMechanic::BestOfThree << Over216{1, 26, 98, 91};
        // Worst of three: P(min ≥ x) = S³ = 216, 125, 27, 1 (/216).
        QTest::newRow("levy worst of three, averaging")
            << Quality::Levy << Die::Averaging << EliteMechanic::BestOfThree << Over216{91, 98, 26, 1};
        // d6: P(max = k) = (k³ − (k − 1)³)/216.
        QTest::newRow("elite best of three, d6")
            << Quality::Elite << Die::D6 << EliteMechanic::BestOfThree << Over216{1, 7, 19, 37, 61, 91};
        QTest::newRow("levy worst of three, d6")
            << Quality::Levy << Die::D6 << EliteMechanic::BestOfThree << Over216{91, 61, 37, 19, 7, 1};
        // Reroll, averaging: best of two 1, 8, 16, 11 (/36); kept 2 or 3 (9/36 = 1/4) is rolled
        // again: P(v) = best-of-two(v)·[v ≥ 4] + 1/4 · P1(v) = 9, 18, 96 + 18, 66 + 9 (/216).
        QTest::newRow("elite reroll, averaging")
            << Quality::Elite << Die::Averaging << EliteMechanic::Reroll << Over216{9, 18, 114, 75};
        // Levy mirrors it: worst of two 11, 16, 8, 1 (/36); kept 4 or 5 (1/4) is rolled again.
        QTest::newRow("levy reroll, averaging")
            << Quality::Levy << Die::Averaging << EliteMechanic::Reroll << Over216{75, 114, 18, 9};
        // Reroll, d6: best of two (2k − 1)/36; kept 1–3 (9/36) rolled again, 1/24 = 9/216 to each face.
        QTest::newRow("elite reroll, d6")
            << Quality::Elite << Die::D6 << EliteMechanic::Reroll << Over216{9, 9, 9, 42 + 9, 54 + 9, 66 + 9};
        QTest::newRow("levy reroll, d6")
            << Quality::Levy << Die::D6 << EliteMechanic::Reroll << Over216{75, 63, 51, 9, 9, 9};
        // Regular rolls one die whatever the mechanic: 36/216 a face on each die, twice on the averaging die's 3 and 4.
        QTest::newRow("regular reroll, averaging")
            << Quality::Regular << Die::Averaging << EliteMechanic::Reroll << Over216{36, 72, 72, 36};
        QTest::newRow("regular best of three, d6")
            << Quality::Regular << Die::D6 << EliteMechanic::BestOfThree << Over216{36, 36, 36, 36, 36, 36};
        // None is §3.1 as written: best of two on the averaging die, 1, 8, 16, 11 (/36).
        QTest::newRow("elite none, averaging")
            << Quality::Elite << Die::Averaging << EliteMechanic::None << Over216{6, 48, 96, 66};
        QTest::newRow("levy none, d6")
            << Quality::Levy << Die::D6 << EliteMechanic::None << Over216{66, 54, 42, 30, 18, 6};
    }
    void rule_13_exactDistributionUnderEachMechanic()
    {
        QFETCH(Quality, quality);
        QFETCH(Die, die);
        QFETCH(EliteMechanic, mechanic);
        QFETCH(Over216, expected);
        QCOMPARE(chancesOf(quality, die, mechanic), over216(expected));
    }

    void rule_3_1_noMechanicIsTheRulebooksKeepRule()
    {
        for (const Quality q : {Quality::Elite, Quality::Regular, Quality::Levy}) {
            for (const Die d : {Die::Averaging, Die::D6})
                QCOMPARE(distribution(q, d, EliteMechanic::None), distribution(q, d));
        }
    }

    void rule_13_meanKeptRisesWithTheMechanic()
    {
        // Averaging die: best of two 145/36; reroll 903/216 = 301/72; best of three 927/216 = 103/24.
        QCOMPARE(meanKept(Quality::Elite, Die::Averaging), Fraction(145, 36));
        QCOMPARE(meanKept(Quality::Elite, Die::Averaging, EliteMechanic::Reroll), Fraction(301, 72));
        QCOMPARE(meanKept(Quality::Elite, Die::Averaging, EliteMechanic::BestOfThree), Fraction(103, 24));
        // Levy is the mirror about 3½: 7 − the Elite's mean.
        QCOMPARE(meanKept(Quality::Levy, Die::Averaging, EliteMechanic::Reroll), Fraction(7) - Fraction(301, 72));
        QCOMPARE(meanKept(Quality::Regular, Die::D6, EliteMechanic::BestOfThree), Fraction(7, 2));
    }

    // ---- how many dice --------------------------------------------------------------------

    void rule_13_diceEachQualityThrows()
    {
        QCOMPARE(diceRolled(Quality::Elite), 2);
        QCOMPARE(diceRolled(Quality::Levy, EliteMechanic::Reroll), 2);
        QCOMPARE(mostDiceRolled(Quality::Levy, EliteMechanic::Reroll), 3);
        QCOMPARE(diceRolled(Quality::Elite, EliteMechanic::BestOfThree), 3);
        QCOMPARE(mostDiceRolled(Quality::Elite, EliteMechanic::BestOfThree), 3);
        QCOMPARE(diceRolled(Quality::Regular, EliteMechanic::BestOfThree), 1);
        QCOMPARE(mostDiceRolled(Quality::Regular, EliteMechanic::Reroll), 1);
        // The reroll: Elite's kept 3 or less, Levy's kept 4 or more (ruling R42).
        QVERIFY(rerollsKept(Quality::Elite, EliteMechanic::Reroll, 3));
        QVERIFY(!rerollsKept(Quality::Elite, EliteMechanic::Reroll, 4));
        QVERIFY(rerollsKept(Quality::Levy, EliteMechanic::Reroll, 4));
        QVERIFY(!rerollsKept(Quality::Levy, EliteMechanic::Reroll, 3));
        QVERIFY(!rerollsKept(Quality::Regular, EliteMechanic::Reroll, 1));
        QVERIFY(!rerollsKept(Quality::Elite, EliteMechanic::BestOfThree, 1));
    }

    void rule_13_diceThePlayersEnter()
    {
        // Two in, kept 3 on the averaging die: the reroll's die is wanted; kept 4: it is not.
        QCOMPARE(diceToEnter(Quality::Elite, Die::Averaging, EliteMechanic::Reroll, 2, 3), 3);
        QCOMPARE(diceToEnter(Quality::Elite, Die::Averaging, EliteMechanic::Reroll, 4, 3), 2);
        QCOMPARE(diceToEnter(Quality::Levy, Die::D6, EliteMechanic::Reroll, 6, 4), 3);
        QCOMPARE(diceToEnter(Quality::Levy, Die::D6, EliteMechanic::Reroll, 6, 3), 2);
        // Until both first dice are in, two.
        QCOMPARE(diceToEnter(Quality::Elite, Die::D6, EliteMechanic::Reroll, 1, 0), 2);
        QCOMPARE(diceToEnter(Quality::Elite, Die::D6, EliteMechanic::BestOfThree, 0, 0), 3);
        QCOMPARE(diceToEnter(Quality::Regular, Die::D6, EliteMechanic::Reroll, 1, 0), 1);
    }

    void rule_13_readingThePlayersDice()
    {
        // Best of three keeps the best of all three, the first on a tie (ruling R3).
        const auto best = readQuality(Quality::Elite, Die::D6, EliteMechanic::BestOfThree, 2, 6, 6);
        QVERIFY(best.ok());
        QCOMPARE(best->count, 3);
        QCOMPARE(best->keptIndex, 1);
        QCOMPARE(best->kept(), 6);
        const auto worst = readQuality(Quality::Levy, Die::Averaging, EliteMechanic::BestOfThree, 4, 5, 2);
        QVERIFY(worst.ok());
        QCOMPARE(worst->kept(), 2);
        QCOMPARE(worst->keptIndex, 2);
        // Best of three needs its third die.
        const auto short3 = readQuality(Quality::Elite, Die::D6, EliteMechanic::BestOfThree, 2, 6);
        QVERIFY(!short3.ok());
        QCOMPARE(short3.error().code, std::string("face-not-on-die"));
        // Reroll: kept 3 is rolled again and the new die stands, even when it is lower.
        const auto rerolled = readQuality(Quality::Elite, Die::Averaging, EliteMechanic::Reroll, 3, 2, 2);
        QVERIFY(rerolled.ok());
        QVERIFY(rerolled->rerolled());
        QCOMPARE(rerolled->count, 3);
        QCOMPARE(rerolled->kept(), 2);
        // Kept 4: no reroll, and a third die given anyway is ignored.
        const auto kept = readQuality(Quality::Elite, Die::Averaging, EliteMechanic::Reroll, 4, 2, 5);
        QVERIFY(kept.ok());
        QVERIFY(!kept->rerolled());
        QCOMPARE(kept->count, 2);
        QCOMPARE(kept->kept(), 4);
        QCOMPARE(kept->dice[2], 0);
        // The reroll that is needed must be given.
        const auto missing = readQuality(Quality::Levy, Die::D6, EliteMechanic::Reroll, 5, 6);
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, std::string("face-not-on-die"));
        // Regular reads one die under any mechanic.
        const auto regular = readQuality(Quality::Regular, Die::D6, EliteMechanic::BestOfThree, 4);
        QVERIFY(regular.ok());
        QCOMPARE(regular->count, 1);
    }

    void rule_13_rollingDrawsWhatTheMechanicNeeds()
    {
        // None draws exactly the dice it always has, so old games replay.
        for (std::uint64_t seed = 0; seed < 50; ++seed) {
            Pcg32 a(seed);
            Pcg32 b(seed);
            const QualityRoll old = rollQuality(Quality::Levy, Die::D6, a);
            const QualityRoll none = rollQuality(Quality::Levy, Die::D6, b, EliteMechanic::None);
            QCOMPARE(none, old);
            QCOMPARE(a.next(), b.next());
        }
        // Best of three always throws three; reroll throws the third exactly when the kept one is rolled again.
        int rerolls = 0;
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            Pcg32 rng(seed);
            const QualityRoll three = rollQuality(Quality::Elite, Die::Averaging, rng, EliteMechanic::BestOfThree);
            QCOMPARE(three.count, 3);
            QCOMPARE(three.kept(), std::max({three.dice[0], three.dice[1], three.dice[2]}));
            const QualityRoll r = rollQuality(Quality::Elite, Die::D6, rng, EliteMechanic::Reroll);
            const int firstKept = std::max(r.dice[0], r.dice[1]);
            QCOMPARE(r.rerolled(), firstKept <= RerollEliteUpTo);
            QCOMPARE(r.kept(), r.rerolled() ? r.dice[2] : firstKept);
            rerolls += r.rerolled() ? 1 : 0;
            // A roll reads back as itself.
            const auto again = readQuality(r.quality, r.die, r.mechanic, r.dice[0], r.dice[1], r.dice[2]);
            QVERIFY(again.ok());
            QCOMPARE(*again, r);
        }
        QVERIFY(rerolls > 0);
    }

    // ---- exact odds -------------------------------------------------------------------------

    void rule_13_combatOddsFollowTheMechanic()
    {
        CombatSide elite;
        elite.quality = Quality::Elite;
        CombatSide regular;
        // Elite best of three (1, 26, 98, 91 /216) against Regular (1, 2, 2, 1 /6) on the averaging die:
        // wins 26·1 + 98·3 + 91·5 = 775, draws 1·1 + 26·2 + 98·2 + 91·1 = 340, of 1296.
        const auto three = odds(elite, regular, {}, Die::Averaging, EliteMechanic::BestOfThree);
        QVERIFY(three.ok());
        QCOMPARE(three->aWins, Fraction(775, 1296));
        QCOMPARE(three->draw, Fraction(340, 1296));
        QCOMPARE(three->bWins, Fraction(181, 1296));
        // Without a mechanic (1, 8, 16, 11 /36): wins 8 + 48 + 55 = 111, draws 1 + 16 + 32 + 11 = 60, of 216.
        const auto none = odds(elite, regular, {}, Die::Averaging);
        QVERIFY(none.ok());
        QCOMPARE(none->aWins, Fraction(111, 216));
        QCOMPARE(none->draw, Fraction(60, 216));
        // Reroll on the d6 (9, 9, 9, 51, 63, 75 /216) against Regular: wins Σ P(k)·(k − 1)/6
        // = (0 + 9 + 18 + 153 + 252 + 375)/1296 = 807/1296; draws 216/1296 = 1/6.
        const auto reroll = odds(elite, regular, {}, Die::D6, EliteMechanic::Reroll);
        QVERIFY(reroll.ok());
        QCOMPARE(reroll->aWins, Fraction(807, 1296));
        QCOMPARE(reroll->draw, Fraction(1, 6));
    }

    void rule_13_missileOddsFollowTheMechanic()
    {
        CombatSide firer;
        firer.quality = Quality::Levy;
        firer.type = TroopType::LightInfantry;
        firer.weight = 3;
        CombatSide target;
        target.quality = Quality::Regular;
        target.weight = 3;
        // Levy worst of three on the averaging die (91, 98, 26, 1 /216) against Regular (1, 2, 2, 1 /6):
        // hits by 1: 98·1 + 26·2 + 1·2 = 152; by 2: 26·1 + 1·2 = 28; by 3: 1·1 = 1; of 1296.
        const auto shot = missileOdds(firer, target, Die::Averaging, EliteMechanic::BestOfThree);
        QVERIFY(shot.ok());
        QCOMPARE(shot->fatigue.at(1), Fraction(152, 1296));
        QCOMPARE(shot->fatigue.at(2), Fraction(28, 1296));
        QCOMPARE(shot->fatigue.at(3), Fraction(1, 1296));
        QCOMPARE(shot->anyEffect, Fraction(181, 1296));
    }

    void rule_3_1_movementTestKeepsByTheSameRule()
    {
        // §3.1: the keep rule serves movement as it does combat (ruling R42). Average 4 needs a 4:
        // best of three 1 − (1/2)³ = 7/8; reroll 3/4 + 1/4 · 1/2 = 7/8; best of two 27/36.
        QCOMPARE(movementPassChance(Quality::Elite, Fraction(4)), Fraction(27, 36));
        QCOMPARE(movementPassChance(Quality::Elite, Fraction(4), EliteMechanic::BestOfThree), Fraction(7, 8));
        QCOMPARE(movementPassChance(Quality::Elite, Fraction(4), EliteMechanic::Reroll), Fraction(7, 8));
        // Average 4½ needs a 5: best of three 1 − (2/3)³ = 19/27; reroll (63 + 75)/216 = 23/36.
        QCOMPARE(movementPassChance(Quality::Elite, Fraction(9, 2), EliteMechanic::BestOfThree), Fraction(19, 27));
        QCOMPARE(movementPassChance(Quality::Elite, Fraction(9, 2), EliteMechanic::Reroll), Fraction(23, 36));
        // Levy worst of three at 4: (1/2)³.
        QCOMPARE(movementPassChance(Quality::Levy, Fraction(4), EliteMechanic::BestOfThree), Fraction(1, 8));
    }

    // ---- in a game --------------------------------------------------------------------------

    void rule_13_movementTestInAGameUsesTheMechanic()
    {
        GameState s = duel(Quality::Elite, Quality::Regular, EliteMechanic::BestOfThree);
        s = withFatigue(s, {{0, 5}});
        // Two dice are not enough for an Elite under best of three.
        const auto two = ancients::apply(s, moveOf(0, dice(1, 2)));
        QVERIFY(!two.ok());
        QCOMPARE(two.error().code, std::string("face-not-on-die"));
        // 1, 2, 5: keeps the 5, which beats average 5.
        const auto moved = ancients::apply(s, moveOf(0, three(1, 2, 5)));
        QVERIFY(moved.ok());
        const Effect *test = findEffect(moved->effects, Effect::Kind::MovementTest);
        QVERIFY(test && test->roll);
        QCOMPARE(test->roll->count, 3);
        QCOMPARE(test->roll->kept(), 5);
        QVERIFY(test->passed);
        // The game's generator throws three as well.
        const auto rolled = ancients::apply(s, moveOf(0));
        QVERIFY(rolled.ok());
        const Effect *rolledTest = findEffect(rolled->effects, Effect::Kind::MovementTest);
        QVERIFY(rolledTest && rolledTest->roll);
        QCOMPARE(rolledTest->roll->count, 3);
    }

    void rule_13_fightInAGameUsesTheMechanic()
    {
        GameState s = toCombat(duel(Quality::Elite, Quality::Levy, EliteMechanic::Reroll));
        EnterFacts contact;
        contact.facts.inContact.insert({0, 1});
        s = after(s, contact, "EnterFacts");
        // Elite 2 and 3 keeps 3, rolls it again: 5. Levy 5 and 4 keeps 4, rolls it again: 2. 5 − 2 = 3.
        Fight f;
        f.base = 0;
        f.enemy = 1;
        f.baseDice = three(2, 3, 5);
        f.enemyDice = three(5, 4, 2);
        const auto fought = ancients::apply(s, f);
        QVERIFY2(fought.ok(), fought.ok() ? "" : fought.error().message.c_str());
        const Effect *combat = findEffect(fought->effects, Effect::Kind::Combat);
        QVERIFY(combat && combat->combat);
        QVERIFY(combat->combat->aRoll.rerolled());
        QCOMPARE(combat->combat->aRoll.kept(), 5);
        QCOMPARE(combat->combat->bRoll.kept(), 2);
        QCOMPARE(combat->combat->margin, 3);
        // The reroll the Levy's 4 asks for is needed.
        Fight missing = f;
        missing.enemyDice = SuppliedDice{5, 4};
        const auto refused = ancients::apply(s, missing);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, std::string("face-not-on-die"));
    }

    void rule_13_volleyInAGameUsesTheMechanic()
    {
        RulesOptions o;
        o.eliteMechanic = EliteMechanic::BestOfThree;
        GameState s = untracked(army("A", {spec(TroopType::LightInfantry, 1, 1, Quality::Elite)}),
                                army("B", {spec(TroopType::LightInfantry, 1, 1, Quality::Regular)}), o);
        while (s.phase != Phase::Shoot)
            s = after(s, EndPhase{}, "EndPhase");
        Shoot shot;
        shot.firer = 0;
        shot.target = 1;
        shot.firerDice = three(2, 4, 5);
        shot.targetDice = dice(3);
        const auto fired = ancients::apply(s, shot);
        QVERIFY2(fired.ok(), fired.ok() ? "" : fired.error().message.c_str());
        const Effect *volley = findEffect(fired->effects, Effect::Kind::Volley);
        QVERIFY(volley && volley->missile);
        QCOMPARE(volley->missile->firerRoll.kept(), 5);
        QCOMPARE(volley->missile->fatigue, 2);
    }
};

QTEST_GUILESS_MAIN(TestEliteMechanic)
#include "tst_elite_mechanic.moc"

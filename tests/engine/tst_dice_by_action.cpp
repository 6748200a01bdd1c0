// Dice bound to the action (§3.1, rulebook/battle-format.md "The dice"): with
// DiceDerivation::ByAction a roll derives from the game's key and who rolls (the
// turn, side, phase, the kind of action, the acting Block or Base, its target and
// its ordinal in the phase), so taking an action back and doing it again meets
// the same dice, and doing anything else meets dice of its own. Sequential games
// keep the one stream of the first battles.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"
#include "ancients/rng.h"
#include "gametesthelpers.h"
#endif

#include <QTest>

#include <array>
#include <cstdint>
#include <optional>

using namespace ancients;
using namespace gametest;

namespace {

constexpr int Seeds = 300;

/** Six single-Base Regular Blocks a side, untracked, dice derived as @p dice. */
GameState game(std::uint64_t seed, DiceDerivation dice)
{
    return must(newGame(lineArmy("A", 6), lineArmy("B", 6), RulesOptions{}, seed, {}, dice), "newGame");
}

/** The kept die of the movement test @p action rolls from @p s. */
int movementDie(const GameState &s, const Action &action)
{
    for (const Effect &e : applied(s, action).effects) {
        if (e.kind == Effect::Kind::MovementTest)
            return e.roll->kept();
    }
    qFatal("the move rolled no movement test");
}

/** The two kept dice of a fight from @p s on the game's generator. */
std::pair<int, int> fightDice(const GameState &s, BaseId base, BaseId enemy)
{
    Fight f;
    f.base = base;
    f.enemy = enemy;
    for (const Effect &e : applied(s, f).effects) {
        if (e.kind == Effect::Kind::Combat && e.combat)
            return {e.combat->aRoll.kept(), e.combat->bRoll.kept()};
    }
    qFatal("the fight rolled nothing");
}

/** Block 0 and Block 6 in contact, in side A's Combat phase. */
GameState inContact(std::uint64_t seed, DiceDerivation dice)
{
    GameState s = game(seed, dice);
    EnterFacts facts;
    facts.facts.inContact.insert({0, 6});
    facts.facts.inContact.insert({1, 7});
    return toCombat(after(s, facts));
}

} // namespace

class TestDiceByAction : public QObject
{
    Q_OBJECT

private slots:
    // SipHash-2-4's published vectors (key 00 01 … 0f, message 00 01 … n−1): the
    // derivation of every battle's dice is pinned to them.
    void sipHashMatchesTheReferenceVectors()
    {
        const std::uint64_t k0 = 0x0706050403020100ULL;
        const std::uint64_t k1 = 0x0f0e0d0c0b0a0908ULL;
        QCOMPARE(sipHash24(k0, k1, {}), 0x726fdb47dd0e0e31ULL);
        const std::array<std::uint64_t, 2> message{0x0706050403020100ULL, 0x0f0e0d0c0b0a0908ULL};
        QCOMPARE(sipHash24(k0, k1, std::span(message).first(1)), 0x93f5f5799a932462ULL);
        QCOMPARE(sipHash24(k0, k1, message), 0x3f2acc7f57c29bdbULL);
    }

    // The first battles: an undone move's die is the next one whoever rolls it.
    void rule_3_1_sequentialDiceGoToWhoeverRollsNext()
    {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const GameState s = game(seed, DiceDerivation::Sequential);
            QCOMPARE(movementDie(s, moveOf(1)), movementDie(s, moveOf(0)));
        }
    }

    // Undo and repeat: the same action from the same state meets the same die.
    void rule_3_1_theSameActionMeetsTheSameDice()
    {
        for (std::uint64_t seed = 1; seed <= Seeds; ++seed) {
            const GameState s = game(seed, DiceDerivation::ByAction);
            QCOMPARE(movementDie(s, moveOf(3)), movementDie(s, moveOf(3)));
            const GameState c = inContact(seed, DiceDerivation::ByAction);
            QCOMPARE(fightDice(c, 0, 6), fightDice(c, 0, 6));
        }
    }

    // Undo and give the roll to another Block: it meets a die of its own, equal
    // to the undone one only as often as two independent dice agree (1 in 6).
    void rule_3_1_anotherBlockMeetsOtherDice()
    {
        int same = 0;
        for (std::uint64_t seed = 1; seed <= Seeds; ++seed) {
            const GameState s = game(seed, DiceDerivation::ByAction);
            same += movementDie(s, moveOf(0)) == movementDie(s, moveOf(1)) ? 1 : 0;
        }
        QVERIFY2(same > Seeds / 12 && same < Seeds / 4, qPrintable(QString::number(same)));
    }

    // The kind of action is part of who rolls: a pivot after an undone move meets its own die.
    void rule_3_1_anotherKindMeetsOtherDice()
    {
        int same = 0;
        for (std::uint64_t seed = 1; seed <= Seeds; ++seed) {
            const GameState s = game(seed, DiceDerivation::ByAction);
            same += movementDie(s, moveOf(0)) == movementDie(s, PivotBlock{0, 1, std::nullopt}) ? 1 : 0;
        }
        QVERIFY2(same > Seeds / 12 && same < Seeds / 4, qPrintable(QString::number(same)));
    }

    // The target is part of who rolls: the same Base fighting another enemy meets other dice.
    void rule_3_1_anotherTargetMeetsOtherDice()
    {
        int same = 0;
        for (std::uint64_t seed = 1; seed <= Seeds; ++seed) {
            const GameState c = inContact(seed, DiceDerivation::ByAction);
            same += fightDice(c, 0, 6) == fightDice(c, 1, 7) ? 1 : 0;
        }
        // Averaging dice, two a fight: the pair agrees about 1 time in 7.
        QVERIFY2(same > Seeds / 20 && same < Seeds / 4, qPrintable(QString::number(same)));
    }

    // The ordinal: a Block's second move in the phase (§5.2) is not its first move again.
    void rule_5_2_aChainedMoveMeetsNewDice()
    {
        int same = 0;
        int tested = 0;
        for (std::uint64_t seed = 1; seed <= Seeds; ++seed) {
            const GameState s = game(seed, DiceDerivation::ByAction);
            const Applied first = applied(s, moveOf(0, dice(6)));
            // A first move on the players' die draws nothing from the game.
            QVERIFY(first.state.diceDrawn.empty());
            const Applied rolled = applied(s, moveOf(0));
            QCOMPARE(rolled.state.diceDrawn.size(), std::size_t(1));
            QCOMPARE(rolled.state.diceDrawn.front().count, 1);
            if (block(rolled.state, 0).movementOver)
                continue;
            ++tested;
            same += movementDie(s, moveOf(0)) == movementDie(rolled.state, moveOf(0)) ? 1 : 0;
        }
        QVERIFY(tested > Seeds / 2);
        QVERIFY2(same > tested / 12 && same < tested / 4, qPrintable(QString::number(same)));
    }

    // The turn and phase are part of who rolls, and the phase's count starts again.
    void rule_4_theNextTurnMeetsNewDiceAndCountsAgain()
    {
        int same = 0;
        for (std::uint64_t seed = 1; seed <= Seeds; ++seed) {
            const GameState s = game(seed, DiceDerivation::ByAction);
            const GameState moved = after(s, moveOf(0));
            const GameState nextTurn = endPhases(moved, 8);
            QCOMPARE(nextTurn.turn, 2);
            QVERIFY(nextTurn.diceDrawn.empty());
            same += movementDie(s, moveOf(0)) == movementDie(nextTurn, moveOf(0)) ? 1 : 0;
        }
        QVERIFY2(same > Seeds / 12 && same < Seeds / 4, qPrintable(QString::number(same)));
    }

    // By action, the game's generator is a key: it never moves, and the faces stay fair.
    void rule_3_1_diceByActionAreFair()
    {
        std::array<int, 7> count{};
        for (std::uint64_t seed = 1; seed <= 600; ++seed) {
            const GameState s = game(seed, DiceDerivation::ByAction);
            const Applied a = applied(s, moveOf(2));
            QVERIFY(a.state.rng == s.rng);
            for (const Effect &e : a.effects) {
                if (e.kind == Effect::Kind::MovementTest)
                    ++count.at(static_cast<std::size_t>(e.roll->kept()));
            }
        }
        // 100 expected a face; far outside chance below 60 or above 140.
        for (int face = 1; face <= 6; ++face)
            QVERIFY2(count.at(static_cast<std::size_t>(face)) > 60 && count.at(static_cast<std::size_t>(face)) < 140,
                     qPrintable(QStringLiteral("face %1: %2").arg(face).arg(count.at(static_cast<std::size_t>(face)))));
    }
};

QTEST_GUILESS_MAIN(TestDiceByAction)
#include "tst_dice_by_action.moc"

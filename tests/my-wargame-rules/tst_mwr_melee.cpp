// The melee of My Wargame Rules played through mwr::apply() (§6, §7, §10, §10.1; rulings
// R4–R9, R13, R17): the Attack's checks, the itemized Resolve, who rolls, the pick,
// the result's hits, the push-back chain and what it destroys, and the end of a battle.
//
// The battles here: side A units 0–3 ("A1"–"A4"), side B units 4–7 ("B1"–"B4"), all
// base Resolve 3, A1 in contact with B1 unless a test says otherwise.
#ifndef Q_MOC_RUN
#include "mwr/game.h"
#include "mwrtest.h"
#endif

#include <QTest>

using namespace mwr;
using namespace mwrtest;
using ancients::Fraction;

Q_DECLARE_METATYPE(mwr::Behind::Kind)
Q_DECLARE_METATYPE(mwr::Effect::Cause)
Q_DECLARE_METATYPE(mwr::CombatResult)

namespace {

/** A1 attacks B1 frontally with the players' @p dice. */
Attack attack(std::vector<int> dice, std::vector<Support> mine = {}, std::vector<Support> theirs = {},
              AttackDirection direction = AttackDirection::Front)
{
    return Attack{0, 4, direction, std::move(mine), std::move(theirs), std::move(dice)};
}

Behind clear()
{
    return {Behind::Kind::Clear, -1};
}

Behind unitBehind(UnitId id)
{
    return {Behind::Kind::Unit, id};
}

} // namespace

class TestMwrMelee : public QObject
{
    Q_OBJECT

    GameState m_start;

    /** Side A's 4 against side B's 4 (@p skirmishers among them), A1 touching B1. */
    [[nodiscard]] GameState battle(std::vector<UnitId> skirmishers = {}, int breakPoint = 0) const
    {
        GameState s = *newGame(mwrtest::setup(4, 4, std::move(skirmishers), breakPoint));
        s.contacts.insert({0, 4});
        return s;
    }

private slots:
    // Ruling R4: the attacker is the activated unit, and it fights an enemy it touches.
    void rule_10_theAttackerFightsAnEnemyItTouches()
    {
        GameState s = battle();
        const auto untouched = mwr::apply(s, Attack{0, 5, AttackDirection::Front, {}, {}, std::vector<int>{3}});
        QCOMPARE(codeOf(untouched), std::string("not-engaged-with"));
        QCOMPARE(untouched.refusal().ruling, std::string("R4"));
        QCOMPARE(codeOf(mwr::apply(s, Attack{0, 1, AttackDirection::Front, {}, {}, std::vector<int>{3}})),
                 std::string("not-engaged-with"));
        QCOMPARE(codeOf(mwr::apply(s, Attack{4, 0, AttackDirection::Front, {}, {}, std::vector<int>{3}})),
                 std::string("not-your-go"));
        std::vector<Effect> fx;
        MWR_DO_FX(s, attack({5}), fx);
        QVERIFY(unit(s, 0).acted);
        QVERIFY(!unit(s, 4).acted); // the defender acts in its own go
        QCOMPARE(s.toAct, Side::B);
        QCOMPARE(fx.front().kind, Effect::Kind::Melee);
        QCOMPARE(fx.front().unit, 0);
        QCOMPARE(fx.front().other, 4);
        QCOMPARE(fx.front().section, std::string("10"));
    }

    // §10: equal Resolve: the attacker rolls one die and uses it.
    void rule_10_equalResolveTheAttackerRollsOneDie()
    {
        GameState s = battle();
        const auto two = mwr::apply(s, attack({5, 6}));
        QCOMPARE(codeOf(two), std::string("dice-count"));
        QCOMPARE(two.refusal().arg("expected")->value, 1);
        QCOMPARE(two.refusal().arg("given")->value, 2);
        QCOMPARE(codeOf(mwr::apply(s, attack({7}))), std::string("face-out-of-range"));
        std::vector<Effect> fx;
        MWR_DO_FX(s, attack({5}), fx);
        const auto rolled = effectsOf(fx, Effect::Kind::Rolled);
        QCOMPARE(int(rolled.size()), 1);
        QCOMPARE(rolled.front().faces, std::vector<int>{5});
        QCOMPARE(rolled.front().side, Side::A);
        QCOMPARE(rolled.front().cause, Effect::Cause::PlayersDice);
        QCOMPARE(effectsOf(fx, Effect::Kind::Result).front().result, std::optional(CombatResult::HitAndHold));
        QVERIFY(effectsOf(fx, Effect::Kind::Picked).empty());
        QCOMPARE(fx.front().melee->plan, (RollPlan{Roller::Attacker, 1}));
    }

    // §10, each result's effect, on equal Resolve.
    void rule_10_eachResultsHits_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("attacker");
        QTest::addColumn<int>("defender");
        QTest::addColumn<bool>("pushBack");
        QTest::newRow("1 Repulsed: the attacker is hit") << 1 << int(Cohesion::Shaken) << int(Cohesion::Fresh) << false;
        QTest::newRow("2 Brutal Clash: both are hit") << 2 << int(Cohesion::Shaken) << int(Cohesion::Shaken) << false;
        QTest::newRow("3 Forced Back: pushed, no hit") << 3 << int(Cohesion::Fresh) << int(Cohesion::Fresh) << true;
        QTest::newRow("4 Forced Back: pushed, no hit") << 4 << int(Cohesion::Fresh) << int(Cohesion::Fresh) << true;
        QTest::newRow("5 Hit & Hold: the defender is hit") << 5 << int(Cohesion::Fresh) << int(Cohesion::Shaken) << false;
        QTest::newRow("6 Breakthrough: hit and pushed") << 6 << int(Cohesion::Fresh) << int(Cohesion::Shaken) << true;
    }
    void rule_10_eachResultsHits()
    {
        QFETCH(int, face);
        QFETCH(int, attacker);
        QFETCH(int, defender);
        QFETCH(bool, pushBack);
        GameState s = battle();
        MWR_DO(s, attack({face}));
        QCOMPARE(int(unit(s, 0).cohesion), attacker);
        QCOMPARE(int(unit(s, 4).cohesion), defender);
        QCOMPARE(s.melee.has_value(), pushBack);
        if (pushBack) {
            QCOMPARE(s.melee->step, Melee::Step::PushBack);
            QCOMPARE(s.toAct, Side::A); // the activation is not over
            QCOMPARE(codeOf(mwr::apply(s, Hold{4})), std::string("melee-pending"));
            QCOMPARE(codeOf(mwr::apply(s, Pick{face})), std::string("step-not-awaited"));
        } else {
            QCOMPARE(s.toAct, Side::B);
            QVERIFY(engaged(s, 0));
            QCOMPARE(codeOf(mwr::apply(s, PushBack{{clear()}})), std::string("step-not-awaited"));
        }
    }

    // §10, ruling R5: the higher side rolls two dice and picks one.
    void rule_10_theHigherSideRollsTwoDiceAndPicks()
    {
        GameState s = battle();
        s.contacts.insert({1, 5});
        const auto one = mwr::apply(s, attack({6}, {{1, SupportKind::Side}}));
        QCOMPARE(codeOf(one), std::string("dice-count"));
        QCOMPARE(one.refusal().arg("expected")->value, 2);
        std::vector<Effect> fx;
        MWR_DO_FX(s, attack({2, 6}, {{1, SupportKind::Side}}), fx);
        QVERIFY(s.melee);
        QCOMPARE(s.melee->step, Melee::Step::Pick);
        QCOMPARE(s.melee->plan, (RollPlan{Roller::Attacker, 2}));
        QCOMPARE(s.melee->attackerResolve.total(), 4);
        QCOMPARE(s.melee->defenderResolve.total(), 3);
        QCOMPARE(codeOf(mwr::apply(s, Hold{4})), std::string("melee-pending"));
        QCOMPARE(codeOf(mwr::apply(s, Pick{4})), std::string("face-not-rolled"));
        QCOMPARE(codeOf(mwr::apply(s, PushBack{{clear()}})), std::string("step-not-awaited"));
        // The roller may pick its worse die: the choice is the player's (R5).
        GameState worse = s;
        MWR_DO_FX(worse, Pick{2}, fx);
        QCOMPARE(unit(worse, 0).cohesion, Cohesion::Shaken);
        QCOMPARE(unit(worse, 4).cohesion, Cohesion::Shaken);
        QCOMPARE(effectsOf(fx, Effect::Kind::Picked).front().cause, Effect::Cause::Chosen);
        QCOMPARE(effectsOf(fx, Effect::Kind::Picked).front().ruling, std::string("R5"));
        QVERIFY(!worse.melee);
        QCOMPARE(worse.toAct, Side::B);
        MWR_DO_FX(s, Pick{6}, fx);
        QCOMPARE(effectsOf(fx, Effect::Kind::Result).front().result, std::optional(CombatResult::Breakthrough));
        QCOMPARE(unit(s, 4).cohesion, Cohesion::Shaken);
        QCOMPARE(s.melee->step, Melee::Step::PushBack);
    }

    // §10: when the defender is higher, the defender rolls and picks.
    void rule_10_theDefenderRollsWhenHigher()
    {
        GameState s = battle();
        std::vector<Effect> fx;
        MWR_DO_FX(s, attack({1, 4}, {}, {{5, SupportKind::Side}}), fx);
        const Effect rolled = effectsOf(fx, Effect::Kind::Rolled).front();
        QCOMPARE(rolled.side, Side::B);
        QCOMPARE(rolled.unit, 4);
        QCOMPARE(s.melee->plan, (RollPlan{Roller::Defender, 2}));
        MWR_DO_FX(s, Pick{1}, fx);
        QCOMPARE(effectsOf(fx, Effect::Kind::Picked).front().side, Side::B);
        QCOMPARE(unit(s, 0).cohesion, Cohesion::Shaken);
        QCOMPARE(unit(s, 4).cohesion, Cohesion::Fresh);
    }

    // Ruling R5: two dice that read the same result leave nothing to choose.
    void rule_10_diceReadingTheSameResultNeedNoPick()
    {
        GameState s = battle();
        s.units.at(4).cohesion = Cohesion::Shaken;
        std::vector<Effect> fx;
        MWR_DO_FX(s, attack({4, 3}), fx);
        const auto picked = effectsOf(fx, Effect::Kind::Picked);
        QCOMPARE(int(picked.size()), 1);
        QCOMPARE(picked.front().cause, Effect::Cause::NoChoice);
        QCOMPARE(picked.front().result, std::optional(CombatResult::ForcedBack));
        QCOMPARE(s.melee->step, Melee::Step::PushBack);
    }

    // §10.1, §6, §7: the melee's itemized Resolve, as the preview shows it and the Attack fights it.
    void rule_10_1_theMeleeItemizesBothResolves()
    {
        GameState s = battle();
        s.units.at(0).cohesion = Cohesion::Shaken;
        s.units.at(4).cohesion = Cohesion::Disrupted;
        const Attack a{0, 4, AttackDirection::Flank, {{1, SupportKind::Side}, {2, SupportKind::Rear}},
                       {{5, SupportKind::Side}}, std::vector<int>{6, 6}};
        const auto p = preview(s, a);
        QVERIFY2(p.ok(), describe(p).constData());
        QCOMPARE(p->attacker.total(), 3 - 1 + 1 + 1 + 1); // base, Shaken, side, rear, flank
        QCOMPARE(p->defender.total(), 3 - 2);             // base, Disrupted; its supporter denied
        QCOMPARE(p->defender.items.back().kind, ResolveItem::Kind::SupportDenied);
        QCOMPARE(p->plan, (RollPlan{Roller::Attacker, 2}));
        QCOMPARE(p->best.at(resultIndex(CombatResult::Breakthrough)), Fraction(11, 36));
        QCOMPARE(p->offered.at(resultIndex(CombatResult::ForcedBack)), Fraction(5, 9));
        std::vector<Effect> fx;
        MWR_DO_FX(s, a, fx);
        QCOMPARE(fx.front().melee->attackerResolve, p->attacker);
        QCOMPARE(fx.front().melee->defenderResolve, p->defender);
        QCOMPARE(fx.front().melee->direction, AttackDirection::Flank);
        // The defender, Disrupted, is destroyed by the Breakthrough's hit: nothing to push (R9).
        QVERIFY(unit(s, 4).destroyed());
        QVERIFY(!s.melee);
        QCOMPARE(s.toAct, Side::B);
    }

    void rule_10_equalResolveOddsBeforeTheRoll()
    {
        const auto p = preview(battle(), Attack{0, 4});
        QVERIFY(p.ok());
        QCOMPARE(p->plan, (RollPlan{Roller::Attacker, 1}));
        QCOMPARE(p->best.at(resultIndex(CombatResult::ForcedBack)), Fraction(1, 3));
    }

    // §6, ruling R17: who may support, and how many.
    void rule_6_theSupportersTheTableAllows()
    {
        GameState s = battle();
        const auto code = [&s](std::vector<Support> mine, std::vector<Support> theirs = {}) {
            return codeOf(preview(s, Attack{0, 4, AttackDirection::Front, std::move(mine), std::move(theirs)}));
        };
        QCOMPARE(code({{5, SupportKind::Side}}), std::string("supporter-not-friendly"));
        QCOMPARE(code({}, {{1, SupportKind::Side}}), std::string("supporter-not-friendly"));
        QCOMPARE(code({{4, SupportKind::Side}}), std::string("supporter-in-melee"));
        QCOMPARE(code({}, {{0, SupportKind::Rear}}), std::string("supporter-in-melee"));
        QCOMPARE(code({{1, SupportKind::Side}, {1, SupportKind::Rear}}), std::string("supporter-listed-twice"));
        QCOMPARE(code({{1, SupportKind::Side}, {2, SupportKind::Side}, {3, SupportKind::Side}}),
                 std::string("too-many-supporters"));
        QCOMPARE(code({{1, SupportKind::Rear}, {2, SupportKind::Rear}}), std::string("too-many-supporters"));
        QCOMPARE(code({{9, SupportKind::Rear}}), std::string("no-such-unit"));
        QCOMPARE(code({{1, SupportKind::Side}, {2, SupportKind::Side}, {3, SupportKind::Rear}}), std::string());
        // §6: a rear supporter must not be engaged; a side supporter may be.
        s.contacts.insert({1, 6});
        QCOMPARE(code({{1, SupportKind::Rear}}), std::string("rear-supporter-engaged"));
        QCOMPARE(code({{1, SupportKind::Side}}), std::string());
        // A unit that has acted still supports (R17).
        s.units.at(2).acted = true;
        QCOMPARE(code({{2, SupportKind::Rear}}), std::string());
        const auto too = preview(s, Attack{0, 4, AttackDirection::Front,
                                           {{2, SupportKind::Rear}, {3, SupportKind::Rear}}, {}});
        QCOMPARE(codeOf(too), std::string("too-many-supporters"));
        QCOMPARE(too.refusal().arg("kind")->key, std::string("rear"));
        QCOMPARE(too.refusal().arg("most")->value, 1);
    }

    // §6: support decides who rolls.
    void rule_6_supportDecidesWhoRolls()
    {
        GameState s = battle();
        const auto plan = [&s](std::vector<Support> mine, std::vector<Support> theirs) {
            return preview(s, Attack{0, 4, AttackDirection::Front, std::move(mine), std::move(theirs)})->plan;
        };
        QCOMPARE(plan({}, {}), (RollPlan{Roller::Attacker, 1}));
        QCOMPARE(plan({{1, SupportKind::Side}}, {}), (RollPlan{Roller::Attacker, 2}));
        QCOMPARE(plan({}, {{5, SupportKind::Rear}}), (RollPlan{Roller::Defender, 2}));
        QCOMPARE(plan({{1, SupportKind::Side}}, {{5, SupportKind::Rear}}), (RollPlan{Roller::Attacker, 1}));
    }

    // §7: a flank or rear attack turns a supported defender's advantage.
    void rule_7_aFlankAttackDeniesTheDefendersSupport()
    {
        GameState s = battle();
        const std::vector<Support> theirs{{5, SupportKind::Side}, {6, SupportKind::Side}};
        const auto front = preview(s, Attack{0, 4, AttackDirection::Front, {}, theirs});
        const auto flank = preview(s, Attack{0, 4, AttackDirection::Flank, {}, theirs});
        const auto rear = preview(s, Attack{0, 4, AttackDirection::Rear, {}, theirs});
        QCOMPARE(front->plan, (RollPlan{Roller::Defender, 2}));
        QCOMPARE(flank->plan, (RollPlan{Roller::Attacker, 2}));
        QCOMPARE(flank->attacker.total(), 4);
        QCOMPARE(flank->defender.total(), 3);
        QCOMPARE(rear->attacker.total(), 5);
    }

    // §10, ruling R6: a push-back moves the defender out of contact; the attacker stays.
    void rule_10_aPushBackEndsTheDefendersContacts()
    {
        GameState s = battle();
        s.contacts.insert({4, 1});
        MWR_DO(s, attack({3}));
        QCOMPARE(codeOf(mwr::apply(s, PushBack{})), std::string("push-back-incomplete"));
        QCOMPARE(codeOf(mwr::apply(s, PushBack{{clear(), clear()}})), std::string("push-back-overlong"));
        std::vector<Effect> fx;
        MWR_DO_FX(s, PushBack{{clear()}}, fx);
        const auto pushed = effectsOf(fx, Effect::Kind::PushedBack);
        QCOMPARE(int(pushed.size()), 1);
        QCOMPARE(pushed.front().unit, 4);
        QCOMPARE(pushed.front().other, 0);
        QCOMPARE(pushed.front().cause, Effect::Cause::ByAttacker);
        QCOMPARE(pushed.front().ruling, std::string("R6"));
        QVERIFY(!engaged(s, 4));
        QVERIFY(!engaged(s, 0));
        QVERIFY(!s.melee);
        QCOMPARE(s.toAct, Side::B);
        QCOMPARE(unit(s, 4).cohesion, Cohesion::Fresh);
    }

    // §10, ruling R7: a friend in the way, not a Skirmisher, is pushed the same distance; a chain.
    void rule_10_aFriendInTheWayIsPushedToo()
    {
        GameState s = battle();
        MWR_DO(s, attack({4}));
        std::vector<Effect> fx;
        MWR_DO_FX(s, (PushBack{{unitBehind(5), unitBehind(6), clear()}}), fx);
        const auto pushed = effectsOf(fx, Effect::Kind::PushedBack);
        QCOMPARE(int(pushed.size()), 3);
        QCOMPARE(pushed.at(1).unit, 5);
        QCOMPARE(pushed.at(1).other, 4);
        QCOMPARE(pushed.at(1).cause, Effect::Cause::ByChain);
        QCOMPARE(pushed.at(2).unit, 6);
        QCOMPARE(pushed.at(2).other, 5);
        for (const Unit &u : s.units)
            QCOMPARE(u.cohesion, Cohesion::Fresh);
    }

    // §10, ruling R8: the chain's last unit, pushed into rough ground, is destroyed; the others still move.
    void rule_10_aPushBackChainThatDestroys()
    {
        GameState s = battle();
        MWR_DO(s, attack({6}));
        std::vector<Effect> fx;
        MWR_DO_FX(s, (PushBack{{unitBehind(5), {Behind::Kind::Rough, -1}}}), fx);
        QCOMPARE(unit(s, 4).cohesion, Cohesion::Shaken); // the Breakthrough's hit
        QVERIFY(unit(s, 5).destroyed());
        const auto pushed = effectsOf(fx, Effect::Kind::PushedBack);
        QCOMPARE(int(pushed.size()), 1);
        QCOMPARE(pushed.front().unit, 4);
        const auto destroyed = effectsOf(fx, Effect::Kind::Destroyed);
        QCOMPARE(int(destroyed.size()), 1);
        QCOMPARE(destroyed.front().unit, 5);
        QCOMPARE(destroyed.front().cause, Effect::Cause::IntoRough);
        QCOMPARE(destroyed.front().section, std::string("10"));
        QCOMPARE(destroyed.front().ruling, std::string("R8"));
        QCOMPARE(unitsDestroyed(s, Side::B), 1);
    }

    // §10: what destroys a pushed unit.
    void rule_10_whatDestroysAPushedUnit_data()
    {
        QTest::addColumn<Behind::Kind>("kind");
        QTest::addColumn<Effect::Cause>("cause");
        QTest::newRow("an enemy unit") << Behind::Kind::Unit << Effect::Cause::IntoEnemy;
        QTest::newRow("rough ground") << Behind::Kind::Rough << Effect::Cause::IntoRough;
        QTest::newRow("an obstacle") << Behind::Kind::Obstacle << Effect::Cause::IntoObstacle;
        QTest::newRow("impassable ground") << Behind::Kind::Impassable << Effect::Cause::IntoImpassable;
        QTest::newRow("the table edge") << Behind::Kind::TableEdge << Effect::Cause::OffTable;
    }
    void rule_10_whatDestroysAPushedUnit()
    {
        QFETCH(Behind::Kind, kind);
        QFETCH(Effect::Cause, cause);
        GameState s = battle();
        MWR_DO(s, attack({3}));
        std::vector<Effect> fx;
        MWR_DO_FX(s, (PushBack{{{kind, kind == Behind::Kind::Unit ? 2 : -1}}}), fx);
        QVERIFY(unit(s, 4).destroyed());
        QVERIFY(effectsOf(fx, Effect::Kind::PushedBack).empty());
        const Effect destroyed = effectsOf(fx, Effect::Kind::Destroyed).front();
        QCOMPARE(destroyed.cause, cause);
        QCOMPARE(destroyed.other, kind == Behind::Kind::Unit ? 2 : -1);
        QCOMPARE(unit(s, 2).cohesion, Cohesion::Fresh); // the enemy it meets is not harmed (R8)
    }

    // Ruling R7: a friendly Skirmisher in the way is passed through, neither moved nor hit.
    void rule_10_aSkirmisherInTheWayIsPassedThrough()
    {
        GameState s = battle({5});
        MWR_DO(s, attack({3}));
        std::vector<Effect> fx;
        MWR_DO_FX(s, (PushBack{{unitBehind(5), clear()}}), fx);
        const auto passed = effectsOf(fx, Effect::Kind::PassedThrough);
        QCOMPARE(int(passed.size()), 1);
        QCOMPARE(passed.front().unit, 4);
        QCOMPARE(passed.front().other, 5);
        QCOMPARE(passed.front().ruling, std::string("R7"));
        const auto pushed = effectsOf(fx, Effect::Kind::PushedBack);
        QCOMPARE(int(pushed.size()), 1);
        QCOMPARE(pushed.front().unit, 4);
        QCOMPARE(unit(s, 5).cohesion, Cohesion::Fresh);
        // Beyond the Skirmisher, what lies there counts as for any push-back.
        GameState t = battle({5});
        MWR_DO(t, attack({3}));
        MWR_DO_FX(t, (PushBack{{unitBehind(5), unitBehind(6), {Behind::Kind::TableEdge, -1}}}), fx);
        QCOMPARE(unit(t, 4).cohesion, Cohesion::Fresh);
        QVERIFY(unit(t, 6).destroyed());
        QCOMPARE(unit(t, 5).cohesion, Cohesion::Fresh);
    }

    // Ruling R7: a pushed Skirmisher pushes a formed friend in its way like any unit.
    void rule_10_aPushedSkirmisherPushesAFriend()
    {
        GameState s = battle({4});
        MWR_DO(s, attack({3}));
        std::vector<Effect> fx;
        MWR_DO_FX(s, (PushBack{{unitBehind(5), clear()}}), fx);
        QCOMPARE(int(effectsOf(fx, Effect::Kind::PushedBack).size()), 2);
        QVERIFY(effectsOf(fx, Effect::Kind::PassedThrough).empty());
    }

    // Ruling R7: what the players can say lies in the way.
    void rule_10_thePushBackNamesEachUnitOnce()
    {
        GameState s = battle();
        s.units.at(7).cohesion = Cohesion::Destroyed;
        MWR_DO(s, attack({3}));
        QCOMPARE(codeOf(mwr::apply(s, PushBack{{unitBehind(0)}})), std::string("push-back-into-attacker"));
        QCOMPARE(codeOf(mwr::apply(s, PushBack{{unitBehind(4)}})), std::string("push-back-repeats-unit"));
        QCOMPARE(codeOf(mwr::apply(s, PushBack{{unitBehind(5), unitBehind(5)}})), std::string("push-back-repeats-unit"));
        QCOMPARE(codeOf(mwr::apply(s, PushBack{{unitBehind(7)}})), std::string("unit-destroyed"));
        QCOMPARE(codeOf(mwr::apply(s, PushBack{{unitBehind(12)}})), std::string("no-such-unit"));
        QCOMPARE(codeOf(mwr::apply(s, PushBack{{unitBehind(5)}})), std::string("push-back-incomplete"));
        QCOMPARE(mwr::apply(s, PushBack{{unitBehind(5)}}).refusal().arg("unit")->value, 5);
    }

    // Ruling R9: Breakthrough: the hit first; Brutal Clash: both at once.
    void rule_10_brutalClashHitsBothAtOnce()
    {
        GameState s = battle();
        s.units.at(0).cohesion = Cohesion::Disrupted;
        s.units.at(4).cohesion = Cohesion::Disrupted;
        std::vector<Effect> fx;
        MWR_DO_FX(s, attack({2}), fx);
        QVERIFY(unit(s, 0).destroyed());
        QVERIFY(unit(s, 4).destroyed());
        QCOMPARE(int(effectsOf(fx, Effect::Kind::Destroyed).size()), 2);
    }

    // Ruling R13: a side with no units left is defeated; both at once, a draw; then nothing more.
    void rule_3_theBattleEndsWhenASideIsGone()
    {
        GameState s = *newGame(mwrtest::setup(1, 1));
        s.contacts.insert({0, 1});
        s.units.at(0).cohesion = Cohesion::Disrupted;
        s.units.at(1).cohesion = Cohesion::Disrupted;
        GameState won = s;
        std::vector<Effect> fx;
        MWR_DO_FX(won, (Attack{0, 1, AttackDirection::Front, {}, {}, std::vector<int>{5}}), fx);
        QCOMPARE(won.outcome, std::optional(Outcome{Side::A}));
        const auto decided = effectsOf(fx, Effect::Kind::BattleDecided);
        QCOMPARE(int(decided.size()), 1);
        QCOMPARE(decided.front().cause, Effect::Cause::Victory);
        QCOMPARE(decided.front().side, Side::A);
        QCOMPARE(decided.front().ruling, std::string("R13"));
        QVERIFY(effectsOf(fx, Effect::Kind::TurnBegan).empty());
        QCOMPARE(codeOf(mwr::apply(won, Hold{0})), std::string("battle-over"));
        QCOMPARE(codeOf(mwr::apply(won, SetContacts{0, {}})), std::string("battle-over"));
        QVERIFY(allowedActions(won, 0).empty());

        GameState drawn = s;
        MWR_DO_FX(drawn, (Attack{0, 1, AttackDirection::Front, {}, {}, std::vector<int>{2}}), fx);
        QCOMPARE(drawn.outcome, std::optional(Outcome{std::nullopt}));
        QCOMPARE(effectsOf(fx, Effect::Kind::BattleDecided).front().cause, Effect::Cause::Draw);
    }

    // Ruling R13: a break point the players agreed defeats a side when reached.
    void rule_3_aBreakPointDefeatsASide()
    {
        GameState s = battle({}, 1);
        s.units.at(4).cohesion = Cohesion::Disrupted;
        GameState pushed = s;
        MWR_DO(s, attack({5, 5})); // 3 against the Disrupted 1: two dice, both Hit & Hold
        QCOMPARE(s.outcome, std::optional(Outcome{Side::A}));
        // A push-back's destruction counts too.
        MWR_DO(pushed, attack({3, 4}));
        MWR_DO(pushed, (PushBack{{{Behind::Kind::Obstacle, -1}}}));
        QCOMPARE(pushed.outcome, std::optional(Outcome{Side::A}));
        QVERIFY(!pushed.melee);
    }

    // The dice are the action's own: an Attack repeated from the same state rolls the same dice.
    void rule_10_theGameRollsTheAttacksOwnDice()
    {
        GameState s = battle();
        s.contacts.insert({0, 5});
        const Attack a{0, 4, AttackDirection::Front, {}, {}, std::nullopt};
        const auto first = mwr::apply(s, a);
        const auto again = mwr::apply(s, a);
        QVERIFY(first.ok());
        QCOMPARE(*first, *again);
        const Effect rolled = effectsOf(first->effects, Effect::Kind::Rolled).front();
        QCOMPARE(rolled.cause, Effect::Cause::GeneratorDice);
        QCOMPARE(int(rolled.faces.size()), 1);
        // Pinned: seed 7, turn 1, A1 against B1 and against B2. Old battles must replay alike forever.
        QCOMPARE(rolled.faces, std::vector<int>{PinnedFaceB1});
        const auto other = mwr::apply(s, Attack{0, 5, AttackDirection::Front, {}, {}, std::nullopt});
        QCOMPARE(effectsOf(other->effects, Effect::Kind::Rolled).front().faces, std::vector<int>{PinnedFaceB2});
        // Two dice: the first is the one-die roll's.
        s.contacts.insert({1, 6});
        const auto two = mwr::apply(s, Attack{0, 4, AttackDirection::Front, {{1, SupportKind::Side}}, {}, std::nullopt});
        const Effect rolledTwo = effectsOf(two->effects, Effect::Kind::Rolled).front();
        QCOMPARE(int(rolledTwo.faces.size()), 2);
        QCOMPARE(rolledTwo.faces.front(), PinnedFaceB1);
    }

private:
    static constexpr int PinnedFaceB1 = 5;
    static constexpr int PinnedFaceB2 = 2;
};

QTEST_GUILESS_MAIN(TestMwrMelee)
#include "tst_mwr_melee.moc"

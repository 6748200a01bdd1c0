// My Wargame Rules as a game, outside the melee: a new battle, the alternating
// activations and the turn (§3, rulings R11–R13), hits and the states (§2, R10),
// Move with its terrain and passage (§4, §5, R14–R16), Fall Back (§8, R1), Rally
// (§9, R2) and the players' contacts (R14).
#ifndef Q_MOC_RUN
#include "mwr/cohesion.h"
#include "mwr/game.h"
#include "mwrtest.h"
#endif

#include <QTest>

using namespace mwr;
using namespace mwrtest;

Q_DECLARE_METATYPE(mwr::Terrain)

namespace {

Result<Applied> hold(const GameState &s, UnitId id)
{
    return mwr::apply(s, Hold{id});
}

} // namespace

class TestMwrGame : public QObject
{
    Q_OBJECT

private slots:
    // §2, §3: a new battle: every unit Fresh, out of contact, none acted, the first side to act.
    void rule_3_aNewBattle()
    {
        Setup setup = mwrtest::setup(2, 3, {4});
        setup.first = Side::B;
        setup.armies.at(0).units.at(1).resolve = 5;
        GameState s;
        MWR_NEW(s, setup);
        QCOMPARE(int(s.units.size()), 5);
        QCOMPARE(s.turn, 1);
        QCOMPARE(s.toAct, Side::B);
        QCOMPARE(s.starter, Side::B);
        QVERIFY(s.contacts.empty());
        QVERIFY(!s.melee);
        QVERIFY(!s.outcome);
        QCOMPARE(s.armyNames.at(1), std::string("Army B"));
        for (const Unit &u : s.units) {
            QCOMPARE(u.cohesion, Cohesion::Fresh);
            QVERIFY(!u.acted);
            QCOMPARE(u.side, u.id < 2 ? Side::A : Side::B);
            QCOMPARE(u.skirmisher, u.id == 4);
        }
        QCOMPARE(unit(s, 1).resolve, 5);
        QCOMPARE(unit(s, 0).resolve, DefaultResolve);
        QCOMPARE(unit(s, 2).name, std::string("B1"));
    }

    // §3, rulings R3, R13: what a battle cannot start from.
    void rule_3_aBattleNeedsUnitsAndSoundFigures()
    {
        Setup empty = mwrtest::setup(2, 1);
        empty.armies.at(1).units.clear();
        QCOMPARE(codeOf(newGame(empty)), std::string("army-empty"));
        QCOMPARE(newGame(empty).refusal().arg("side")->value, 1);

        for (const int resolve : {0, 7}) {
            Setup bad = mwrtest::setup(2, 2);
            bad.armies.at(1).units.at(1).resolve = resolve;
            const auto r = newGame(bad);
            QCOMPARE(codeOf(r), std::string("resolve-out-of-range"));
            QCOMPARE(r.refusal().arg("index")->value, 1);
            QCOMPARE(r.refusal().arg("resolve")->value, resolve);
            QCOMPARE(r.refusal().ruling, std::string("R3"));
        }
        for (const int breakPoint : {-1, 3}) {
            const auto r = newGame(mwrtest::setup(4, 2, {}, breakPoint));
            QCOMPARE(codeOf(r), std::string("break-point-out-of-range"));
            QCOMPARE(r.refusal().arg("most")->value, 2);
        }
        QVERIFY(newGame(mwrtest::setup(4, 2, {}, 2)).ok());
    }

    // §3, ruling R11: the sides alternate one activation each.
    void rule_3_playersAlternateActivations()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(3, 3));
        QCOMPARE(codeOf(hold(s, 3)), std::string("not-your-go"));
        QCOMPARE(hold(s, 3).refusal().arg("side")->value, 0);
        MWR_DO(s, Hold{0});
        QCOMPARE(s.toAct, Side::B);
        QCOMPARE(codeOf(hold(s, 1)), std::string("not-your-go"));
        MWR_DO(s, Hold{4});
        QCOMPARE(s.toAct, Side::A);
        QCOMPARE(codeOf(hold(s, 0)), std::string("already-acted"));
        MWR_DO(s, Hold{2});
        MWR_DO(s, Hold{3});
        QCOMPARE(unitsLeftToAct(s, Side::A), 1);
        QCOMPARE(unitsLeftToAct(s, Side::B), 1);
        QVERIFY(unit(s, 0).acted);
        QVERIFY(!unit(s, 1).acted);
    }

    // Ruling R11: a side with units left activates them one after another.
    void rule_3_theLargerSideFinishesAlone()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(3, 1));
        MWR_DO(s, Hold{0});
        MWR_DO(s, Hold{3});
        QCOMPARE(s.toAct, Side::A);
        MWR_DO(s, Hold{1});
        QCOMPARE(s.toAct, Side::A);
        MWR_DO(s, Hold{2});
        QCOMPARE(s.turn, 2);
    }

    // Rulings R11, R12: every surviving unit has acted: the next turn, the other side first.
    void rule_3_theTurnEndsWhenEveryUnitHasActed()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2));
        MWR_DO(s, Hold{0});
        MWR_DO(s, Hold{2});
        MWR_DO(s, Hold{1});
        QCOMPARE(s.turn, 1);
        std::vector<Effect> fx;
        MWR_DO_FX(s, Hold{3}, fx);
        QCOMPARE(s.turn, 2);
        QCOMPARE(s.starter, Side::B);
        QCOMPARE(s.toAct, Side::B);
        for (const Unit &u : s.units)
            QVERIFY(!u.acted);
        const auto began = effectsOf(fx, Effect::Kind::TurnBegan);
        QCOMPARE(int(began.size()), 1);
        QCOMPARE(began.front().amount, 2);
        QCOMPARE(began.front().side, Side::B);
        QCOMPARE(began.front().section, std::string("3"));
        QCOMPARE(began.front().ruling, std::string("R12"));
        // Turn 3 starts with A again.
        MWR_DO(s, Hold{2});
        MWR_DO(s, Hold{0});
        MWR_DO(s, Hold{3});
        MWR_DO(s, Hold{1});
        QCOMPARE(s.turn, 3);
        QCOMPARE(s.toAct, Side::A);
    }

    // §3, ruling R11: a unit may Hold; it has then acted.
    void rule_3_anActivatedUnitMayHold()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2));
        std::vector<Effect> fx;
        MWR_DO_FX(s, Hold{1}, fx);
        QVERIFY(unit(s, 1).acted);
        QCOMPARE(int(fx.size()), 1);
        QCOMPARE(fx.front().kind, Effect::Kind::Held);
        QCOMPARE(fx.front().unit, 1);
        QCOMPARE(fx.front().ruling, std::string("R11"));
    }

    // §3, rulings R1, R2, R14: what a unit may do, by its state and contacts.
    void rule_3_whatAnActivatedUnitMayDo()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(3, 3));
        using K = ActionKind;
        QCOMPARE(allowedActions(s, 0), (std::vector<K>{K::Move, K::FallBack, K::Hold}));
        QVERIFY(allowedActions(s, 3).empty()); // not B's go
        MWR_DO(s, (SetContacts{1, {4}}));
        QCOMPARE(allowedActions(s, 1), (std::vector<K>{K::Attack, K::FallBack, K::Hold}));
        s.units.at(0).cohesion = Cohesion::Shaken;
        QCOMPARE(allowedActions(s, 0), (std::vector<K>{K::Move, K::FallBack, K::Rally, K::Hold}));
        s.units.at(1).cohesion = Cohesion::Disrupted;
        QCOMPARE(allowedActions(s, 1), (std::vector<K>{K::Attack, K::FallBack, K::Hold})); // engaged: no Rally
        MWR_DO(s, Hold{2});
        QVERIFY(allowedActions(s, 2).empty()); // acted
    }

    // §2, ruling R10: a hit lowers a unit one state; the third destroys it, and it never acts again.
    /** The ladder as a tally keeps it (mwr/cohesion.h): one state down per hit, Destroyed stays Destroyed. */
    void rule_2_theLadderOfHits()
    {
        QCOMPARE(mwr::afterHit(Cohesion::Fresh), Cohesion::Shaken);
        QCOMPARE(mwr::afterHit(Cohesion::Shaken), Cohesion::Disrupted);
        QCOMPARE(mwr::afterHit(Cohesion::Disrupted), Cohesion::Destroyed);
        QCOMPARE(mwr::afterHit(Cohesion::Destroyed), Cohesion::Destroyed);
    }

    /** A Rally (ruling R2) takes one hit back from a Shaken or Disrupted unit, and nothing else rallies. */
    void rule_9_theLadderOfRallies()
    {
        QCOMPARE(mwr::afterRally(Cohesion::Disrupted), std::optional<Cohesion>(Cohesion::Shaken));
        QCOMPARE(mwr::afterRally(Cohesion::Shaken), std::optional<Cohesion>(Cohesion::Fresh));
        QVERIFY(!mwr::afterRally(Cohesion::Fresh));
        QVERIFY(!mwr::afterRally(Cohesion::Destroyed));
    }

    /** A side is defeated (ruling R13) with no unit left, or at the agreed break point; 0 agrees none. */
    void rule_3_whenASideIsDefeated()
    {
        QVERIFY(!mwr::sideDefeated(3, 4, 0));
        QVERIFY(mwr::sideDefeated(4, 4, 0));
        QVERIFY(!mwr::sideDefeated(1, 4, 2));
        QVERIFY(mwr::sideDefeated(2, 4, 2));
        QVERIFY(mwr::sideDefeated(3, 4, 2));
    }

    void rule_2_eachHitLowersOneState_data()
    {
        QTest::addColumn<int>("before");
        QTest::addColumn<int>("after");
        QTest::newRow("Fresh to Shaken") << int(Cohesion::Fresh) << int(Cohesion::Shaken);
        QTest::newRow("Shaken to Disrupted") << int(Cohesion::Shaken) << int(Cohesion::Disrupted);
        QTest::newRow("Disrupted to Destroyed") << int(Cohesion::Disrupted) << int(Cohesion::Destroyed);
    }
    void rule_2_eachHitLowersOneState()
    {
        QFETCH(int, before);
        QFETCH(int, after);
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2));
        MWR_DO(s, (SetContacts{0, {2, 3}}));
        // Equal states, equal Resolve: the attacker's 1D6 shows 1, Repulsed: the attacker takes the hit.
        s.units.at(0).cohesion = static_cast<Cohesion>(before);
        s.units.at(2).cohesion = static_cast<Cohesion>(before);
        std::vector<Effect> fx;
        MWR_DO_FX(s, (Attack{0, 2, AttackDirection::Front, {}, {}, std::vector<int>{1}}), fx);
        QCOMPARE(int(unit(s, 0).cohesion), after);
        QCOMPARE(int(unit(s, 2).cohesion), before);
        const auto hits = effectsOf(fx, Effect::Kind::Hit);
        QCOMPARE(int(hits.size()), 1);
        QCOMPARE(hits.front().unit, 0);
        QCOMPARE(int(hits.front().cohesion), after);
        QCOMPARE(hits.front().section, std::string("2"));
        const auto destroyed = effectsOf(fx, Effect::Kind::Destroyed);
        QCOMPARE(int(destroyed.size()), after == int(Cohesion::Destroyed) ? 1 : 0);
        if (destroyed.empty()) {
            QVERIFY(engaged(s, 0));
            return;
        }
        QCOMPARE(destroyed.front().cause, Effect::Cause::Hits);
        QVERIFY(unit(s, 0).destroyed());
        QVERIFY(contactsOf(s, 0).empty());
        QVERIFY(!engaged(s, 0));
        QCOMPARE(unitsDestroyed(s, Side::A), 1);
        // A destroyed unit never acts, and no one touches it.
        GameState later = s;
        later.toAct = Side::A;
        QCOMPARE(codeOf(mwr::apply(later, Hold{0})), std::string("unit-destroyed"));
        QCOMPARE(codeOf(mwr::apply(later, SetContacts{3, {0}})), std::string("unit-destroyed"));
        QCOMPARE(codeOf(mwr::apply(later, Hold{9})), std::string("no-such-unit"));
        QVERIFY(allowedActions(later, 0).empty());
    }

    // §4, ruling R14: a move into contact engages both units; an engaged unit may not Move.
    void rule_4_aMoveIntoContactEngages()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2));
        std::vector<Effect> fx;
        MWR_DO_FX(s, (Move{0, Terrain::Open, false, false, {2, 3}}), fx);
        QVERIFY(engaged(s, 0));
        QVERIFY(engaged(s, 2));
        QVERIFY(engaged(s, 3));
        QCOMPARE(contactsOf(s, 0), (std::vector<UnitId>{2, 3}));
        QCOMPARE(contactsOf(s, 3), (std::vector<UnitId>{0}));
        QCOMPARE(int(effectsOf(fx, Effect::Kind::Contact).size()), 2);
        QCOMPARE(fx.front().kind, Effect::Kind::Moved);
        QCOMPARE(fx.front().section, std::string("4"));
        const auto r = mwr::apply(s, Move{2});
        QCOMPARE(codeOf(r), std::string("engaged-cannot-move"));
        QCOMPARE(r.refusal().section, std::string("4"));
        QCOMPARE(r.refusal().ruling, std::string("R14"));
    }

    // §4: no unit moves through enemies; only Skirmishers through friends.
    void rule_4_passingThroughUnits()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2, {1}));
        QCOMPARE(codeOf(mwr::apply(s, Move{0, Terrain::Open, true})), std::string("through-friends"));
        QCOMPARE(codeOf(mwr::apply(s, Move{0, Terrain::Open, false, true})), std::string("through-enemies"));
        QCOMPARE(codeOf(mwr::apply(s, Move{1, Terrain::Open, false, true})), std::string("through-enemies"));
        MWR_DO(s, (Move{1, Terrain::Open, true}));
        QVERIFY(unit(s, 1).acted);
    }

    // §4, ruling R14: the contacts a move names are living enemies, each once.
    void rule_4_aMoveTouchesOnlyLivingEnemies()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2));
        QCOMPARE(codeOf(mwr::apply(s, Move{0, Terrain::Open, false, false, {1}})), std::string("contact-not-enemy"));
        QCOMPARE(codeOf(mwr::apply(s, Move{0, Terrain::Open, false, false, {0}})), std::string("contact-not-enemy"));
        QCOMPARE(codeOf(mwr::apply(s, Move{0, Terrain::Open, false, false, {2, 2}})), std::string("contact-listed-twice"));
        QCOMPARE(codeOf(mwr::apply(s, Move{0, Terrain::Open, false, false, {7}})), std::string("no-such-unit"));
        QVERIFY(s == *newGame(mwrtest::setup(2, 2))); // refusals leave the state as it was
    }

    // §5, ruling R15: each move carries its allowance; impassable ground is never entered.
    void rule_5_theMoveOverEachTerrain_data()
    {
        QTest::addColumn<Terrain>("terrain");
        QTest::newRow("open") << Terrain::Open;
        QTest::newRow("road") << Terrain::Road;
        QTest::newRow("rough") << Terrain::Rough;
        QTest::newRow("obstacle") << Terrain::Obstacle;
        QTest::newRow("impassable") << Terrain::Impassable;
    }
    void rule_5_theMoveOverEachTerrain()
    {
        QFETCH(Terrain, terrain);
        GameState s;
        MWR_NEW(s, mwrtest::setup(1, 1));
        const auto r = mwr::apply(s, Move{0, terrain});
        if (terrain == Terrain::Impassable) {
            QCOMPARE(codeOf(r), std::string("impassable"));
            QCOMPARE(r.refusal().section, std::string("5"));
            QCOMPARE(codeOf(mwr::apply(s, FallBack{0, terrain})), std::string("impassable"));
            return;
        }
        QVERIFY2(r.ok(), describe(r).constData());
        const Effect &moved = r->effects.front();
        QCOMPARE(moved.kind, Effect::Kind::Moved);
        QCOMPARE(moved.terrain, terrain);
        QCOMPARE(moved.allowance, *moveAllowance(terrain));
        QCOMPARE(moved.section, std::string(terrain == Terrain::Open ? "4" : "5"));
    }

    // §8, ruling R1: a Fall Back leaves every contact, engaged or not, at no cost.
    void rule_8_fallBackLeavesEveryContact()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 3));
        MWR_DO(s, (SetContacts{0, {2, 3}}));
        MWR_DO(s, (SetContacts{1, {4}}));
        s.units.at(0).cohesion = Cohesion::Disrupted;
        std::vector<Effect> fx;
        MWR_DO_FX(s, (FallBack{0, Terrain::Rough}), fx);
        QVERIFY(!engaged(s, 0));
        QVERIFY(!engaged(s, 2));
        QVERIFY(engaged(s, 1)); // others keep theirs
        QCOMPARE(unit(s, 0).cohesion, Cohesion::Disrupted);
        QCOMPARE(fx.front().kind, Effect::Kind::FellBack);
        QCOMPARE(fx.front().section, std::string("8"));
        QCOMPARE(fx.front().ruling, std::string("R1"));
        QCOMPARE(fx.front().allowance.baseWidths, ancients::Fraction(1, 2));
        QCOMPARE(int(effectsOf(fx, Effect::Kind::ContactEnded).size()), 2);
        // An unengaged unit may fall back too.
        MWR_DO(s, FallBack{3});
    }

    // §8, ruling R1: a Fall Back is movement: the passage rules hold.
    void rule_8_fallBackKeepsThePassageRules()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2, {1}));
        QCOMPARE(codeOf(mwr::apply(s, FallBack{0, Terrain::Open, true})), std::string("through-friends"));
        QCOMPARE(codeOf(mwr::apply(s, FallBack{0, Terrain::Open, false, true})), std::string("through-enemies"));
        MWR_DO(s, (FallBack{1, Terrain::Open, true}));
    }

    // §9, ruling R2: a Rally recovers one state.
    void rule_9_rallyRecoversOneState()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2));
        s.units.at(0).cohesion = Cohesion::Disrupted;
        std::vector<Effect> fx;
        MWR_DO_FX(s, Rally{0}, fx);
        QCOMPARE(unit(s, 0).cohesion, Cohesion::Shaken);
        QCOMPARE(fx.front().kind, Effect::Kind::Rallied);
        QCOMPARE(fx.front().cohesion, Cohesion::Shaken);
        QCOMPARE(fx.front().section, std::string("9"));
        QCOMPARE(fx.front().ruling, std::string("R2"));
        MWR_DO(s, Hold{2});
        s.units.at(1).cohesion = Cohesion::Shaken;
        MWR_DO(s, Rally{1});
        QCOMPARE(unit(s, 1).cohesion, Cohesion::Fresh);
    }

    // §3, §9, ruling R2: only a Shaken or Disrupted unit, not engaged.
    void rule_9_onlyAWoundedUnitOutOfContactRallies()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2));
        const auto fresh = mwr::apply(s, Rally{0});
        QCOMPARE(codeOf(fresh), std::string("nothing-to-rally"));
        QCOMPARE(fresh.refusal().arg("cohesion")->key, std::string("fresh"));
        s.units.at(1).cohesion = Cohesion::Shaken;
        MWR_DO(s, (SetContacts{1, {3}}));
        QCOMPARE(codeOf(mwr::apply(s, Rally{1})), std::string("engaged-cannot-rally"));
    }

    // Ruling R14: the players correct the contacts; it is not an activation.
    void rule_3_playersCorrectTheContacts()
    {
        GameState s;
        MWR_NEW(s, mwrtest::setup(2, 2));
        std::vector<Effect> fx;
        MWR_DO_FX(s, (SetContacts{2, {0, 1}}), fx);
        QCOMPARE(contactsOf(s, 2), (std::vector<UnitId>{0, 1}));
        QCOMPARE(s.toAct, Side::A);
        QVERIFY(!unit(s, 2).acted);
        QCOMPARE(fx.front().kind, Effect::Kind::ContactsSet);
        QCOMPARE(fx.front().amount, 2);
        MWR_DO(s, (SetContacts{2, {1}}));
        QCOMPARE(contactsOf(s, 0), std::vector<UnitId>{});
        QCOMPARE(contactsOf(s, 1), (std::vector<UnitId>{2}));
        MWR_DO(s, (SetContacts{1, {}}));
        QVERIFY(s.contacts.empty());
        QCOMPARE(codeOf(mwr::apply(s, SetContacts{2, {3}})), std::string("contact-not-enemy"));
    }
};

QTEST_GUILESS_MAIN(TestMwrGame)
#include "tst_mwr_game.moc"

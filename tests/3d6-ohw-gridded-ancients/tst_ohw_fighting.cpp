// Step 2, Shooting (§6), and Step 3, Combat (§7): who shoots and how far
// (ruling R13), the pools itemized with their sections (§7, §7.1, §5.6, §10.1,
// §10.4, rulings R14, R15, R17, R19), Impetuous 1s (ruling R18) and the risks
// to generals (§10.2, ruling R26).
#include "ohwtesthelpers.h"

using namespace ohw;
using namespace ohwtest;

Q_DECLARE_METATYPE(ohw::UnitType)

namespace {

/** The pool's terms as "modifier dice" pairs, for readable comparisons. */
std::vector<std::pair<Modifier, int>> termsOf(const Pool &pool)
{
    std::vector<std::pair<Modifier, int>> result;
    for (const PoolTerm &t : pool.terms)
        result.emplace_back(t.modifier, t.dice);
    return result;
}

using Terms = std::vector<std::pair<Modifier, int>>;

/** A's Combat step with @p charger engaging @p target on @p face. */
GameState aFighting(UnitId charger, UnitId target, Face face = Face::Front, GameState s = aMoving())
{
    return until(engage(std::move(s), charger, target, face), Step::Combat);
}

int poolOf(const GameState &s, UnitId attacker, UnitId target)
{
    const Result<Pool> pool = attackPool(s, Attack{attacker, target, std::nullopt});
    if (!pool)
        throw std::runtime_error("refused: " + pool.refusal().code);
    return pool->dice;
}

} // namespace

class TestFighting : public QObject
{
    Q_OBJECT

private slots:
    void rule_6_sagitariiShootTwoDiceToTheirRange()
    {
        const GameState s = until(aMoving(), Step::Shooting);
        const Result<Pool> pool = shootingPool(s, Shoot{Archers, Auxilia, 3});
        QVERIFY(pool);
        QCOMPARE(termsOf(*pool), (Terms{{Modifier::ShootingDice, 2}}));
        QCOMPARE(pool->terms.front().section, std::string("6"));
        const Refusal tooFar = ohw::apply(s, Shoot{Archers, Auxilia, 4}).refusal();
        QCOMPARE(tooFar.code, std::string("out-of-range"));
        QCOMPARE(tooFar.arg("max")->value, 3);
        Options squares;
        squares.grid = Grid::Squares;
        const GameState onSquares = until(aMoving(squares), Step::Shooting);
        QCOMPARE(refusedWith(onSquares, Shoot{Archers, Auxilia, 3}), std::string("out-of-range"));
        QCOMPARE(refusedWith(onSquares, Shoot{Archers, Auxilia, 2, false, std::vector<int>{1, 2}}), std::string());
        QCOMPARE(refusedWith(s, Shoot{Archers, Auxilia, 0}), std::string("out-of-range"));
    }

    // §6, §3.5, ruling R13: no move and shoot, a pivot included; not from a melee; once a step.
    void rule_6_noUnitMovesAndShoots()
    {
        const GameState pivoted = until(must(aMoving(), Move{Archers, {pivot()}, std::nullopt}), Step::Shooting);
        QCOMPARE(refusedWith(pivoted, Shoot{Archers, Auxilia, 2}), std::string("moved-cannot-shoot"));
        const GameState engaged = until(engage(aMoving(), Warband, Archers), Step::Shooting);
        QCOMPARE(refusedWith(engaged, Shoot{Archers, Auxilia, 2}), std::string("engaged-cannot-shoot"));
        GameState s = until(aMoving(), Step::Shooting);
        s = must(s, Shoot{Archers, Auxilia, 2, false, std::vector<int>{2, 3}});
        QCOMPARE(refusedWith(s, Shoot{Archers, Warband, 2}), std::string("already-shot"));
        QCOMPARE(refusedWith(s, Shoot{LegioIX, Warband, 1}), std::string("cannot-shoot"));
    }

    // §3.6, §3.7, §6: Velites and Equites Auxiliares shoot only when their list says so.
    void rule_3_6_velitesShootWithTheMissileTrait()
    {
        const GameState a = until(aMoving(), Step::Shooting);
        QCOMPARE(refusedWith(a, Shoot{VelitesA, Auxilia, 2, false, std::vector<int>{5, 5}}), std::string());
        QCOMPARE(refusedWith(a, Shoot{VelitesA, Auxilia, 3}), std::string("out-of-range"));
        const GameState b = until(toSecondHalf(aMoving()), Step::Shooting);
        QCOMPARE(refusedWith(b, Shoot{VelitesB, LegioIX, 1}), std::string("cannot-shoot"));
    }

    void rule_3_7_lightCavalryShootWhenStationary()
    {
        GameState b = toSecondHalf(aMoving());
        QCOMPARE(refusedWith(until(b, Step::Shooting), Shoot{LightHorse, Equites, 2, false, std::vector<int>{4, 4}}),
                 std::string());
        b = must(b, Move{LightHorse, {pivot()}, std::nullopt}); // a free pivot is still a move
        QCOMPARE(refusedWith(until(b, Step::Shooting), Shoot{LightHorse, Equites, 2}), std::string("moved-cannot-shoot"));
    }

    // §3.5, ruling R13: only archers shoot over friends or into a melee.
    void rule_3_5_onlyArchersShootOverFriendsAndIntoMelee()
    {
        GameState s = until(engage(aMoving(), Auxilia, LegioIX), Step::Shooting);
        QCOMPARE(refusedWith(s, Shoot{Archers, Auxilia, 2, true, std::vector<int>{1, 2}}), std::string());
        QCOMPARE(refusedWith(s, Shoot{VelitesA, Auxilia, 2}), std::string("into-melee"));
        QCOMPARE(refusedWith(s, Shoot{VelitesA, Warband, 2, true}), std::string("over-friends"));
        QCOMPARE(refusedWith(s, Shoot{Archers, LegioX, 2}), std::string("not-an-enemy"));
    }

    // §6, ruling R14: armor and the target's ground, nothing else; ruling R15: never below 1D6.
    void rule_6_shootingTakesArmorAndGround()
    {
        GameState s = until(aMoving(), Step::Shooting);
        unitIn(s, LegioB).ground = Terrain::Hill;
        QCOMPARE(termsOf(*shootingPool(s, Shoot{Archers, LegioB, 2})),
                 (Terms{{Modifier::ShootingDice, 2}, {Modifier::Armored, -1}, {Modifier::Hill, -1}, {Modifier::Minimum, 1}}));
        QCOMPARE(shootingPool(s, Shoot{Archers, LegioB, 2})->dice, 1);
        unitIn(s, Archers).ground = Terrain::Hill;
        QCOMPARE(termsOf(*shootingPool(s, Shoot{Archers, LegioB, 2})),
                 (Terms{{Modifier::ShootingDice, 2}, {Modifier::Armored, -1}}));
        unitIn(s, VelitesB).ground = Terrain::Woods;
        QCOMPARE(shootingPool(s, Shoot{Archers, VelitesB, 2})->dice, 1);
        unitIn(s, VelitesB).ground = Terrain::BridgeOrFord; // no assault across it
        QCOMPARE(shootingPool(s, Shoot{Archers, VelitesB, 2})->dice, 2);
        // A general's die is for melee only.
        s.generals.at(Caesar).unit = Archers;
        QCOMPARE(shootingPool(s, Shoot{Archers, Auxilia, 2})->dice, 2);
    }

    // §6: each hit costs the target 1 and calls for a morale check in Step 4.
    void rule_6_shootingHitsCallForAMoraleCheck()
    {
        GameState s = until(aMoving(), Step::Shooting);
        s = must(s, Shoot{Archers, Auxilia, 2, false, std::vector<int>{4, 2}});
        const Effect shot = effectsOf(Effect::Kind::Shot).front();
        QCOMPARE(shot.amount, 1);
        QCOMPARE(shot.dice, (std::vector<int>{4, 2}));
        QCOMPARE(effectsOf(Effect::Kind::Hits).front().cause, Effect::Cause::Shooting);
        QCOMPARE(effectsOf(Effect::Kind::Hits).front().section, std::string("6"));
        QCOMPARE(unitIn(s, Auxilia).hits, 1);
        QVERIFY(unitIn(s, Auxilia).hitByEnemy);
        QCOMPARE(refusedWith(s, Shoot{VelitesA, Warband, 2, false, std::vector<int>{4}}), std::string("dice-count"));
        QCOMPARE(refusedWith(s, Shoot{VelitesA, Warband, 2, false, std::vector<int>{4, 7}}), std::string("die-face"));
    }

    void rule_7_attackDiceByUnit_data()
    {
        QTest::addColumn<UnitType>("type");
        QTest::addColumn<int>("dice");
        QTest::newRow("legionaries 4D6") << UnitType::Legionaries << 4;
        QTest::newRow("warband 4D6 first") << UnitType::Warband << 4;
        QTest::newRow("equites 3D6") << UnitType::Equites << 3;
        QTest::newRow("auxilia 3D6") << UnitType::Auxilia << 3;
        QTest::newRow("sagitarii 2D6") << UnitType::Sagitarii << 2;
        QTest::newRow("velites 2D6") << UnitType::Velites << 2;
        QTest::newRow("equites auxiliares 2D6") << UnitType::EquitesAuxiliares << 2;
    }

    void rule_7_attackDiceByUnit()
    {
        QFETCH(UnitType, type);
        QFETCH(int, dice);
        const ArmySetup a{"A", {unit("a", type)}, {}};
        const ArmySetup b{"B", {unit("b", UnitType::Auxilia)}, {}};
        const GameState s = aFighting(0, 1, Face::Front, must(*newGame(a, b, {}, 1), RollInitiative{std::array<int, 2>{1, 1}}));
        QCOMPARE(poolOf(s, 0, 1), dice);
        QCOMPARE(attackPool(s, Attack{0, 1})->terms.front().section, std::string("7"));
    }

    // The example: 4D6 less 1D6 for armor is a 3D6 pool, scoring 2 hits 3 times in 8.
    void rule_10_4_armoredTargetsCostADie()
    {
        const GameState s = aFighting(LegioIX, LegioB);
        const Result<AttackOdds> odds = attackOdds(s, Attack{LegioIX, LegioB});
        QVERIFY(odds);
        QCOMPARE(termsOf(odds->pool), (Terms{{Modifier::UnitDice, 4}, {Modifier::Armored, -1}}));
        QCOMPARE(odds->pool.terms.back().section, std::string("10.4"));
        QCOMPARE(odds->hits, hitDistribution(3));
        QCOMPARE(odds->hits[2], Fraction(3, 8));
        QCOMPARE(odds->attackerHit, Fraction(0));
        // Pompey is with Legio I: 1 − (215/216)³ that the 1s kill him.
        QCOMPARE(odds->generalKilled, generalKilledChance(3));
        QCOMPARE(odds->generalKilled, Fraction(216 * 216 * 216 - 215 * 215 * 215, 216 * 216 * 216));
    }

    // §3.2, rulings R17, R19: a Warband ignores armor and rolls 4D6 on its initial attack, then 3D6.
    void rule_3_2_warbandsIgnoreArmorAndStrikeHardestFirst()
    {
        GameState s = engage(toSecondHalf(aMoving()), Warband, LegioIX);
        s = until(s, Step::Combat);
        QCOMPARE(termsOf(*attackPool(s, Attack{Warband, LegioIX})),
                 (Terms{{Modifier::UnitDice, 3}, {Modifier::Ferocious, 1}}));
        s = must(s, Attack{Warband, LegioIX, std::vector<int>{2, 2, 3, 3}});
        s = playUntil(s, Side::B, Step::Combat);
        QCOMPARE(termsOf(*attackPool(s, Attack{Warband, LegioIX})), (Terms{{Modifier::UnitDice, 3}}));
    }

    // Ruling R17: the initial attack has its extra die when the Warband was charged, too.
    void rule_10_4_ferociousOnTheInitialAttack()
    {
        GameState s = must(aMoving(), Move{LegioIX, {}, Charge{Warband, Face::Front}});
        s = playUntil(s, Side::B, Step::Combat);
        QCOMPARE(poolOf(s, Warband, LegioIX), 4);
        s = must(s, Attack{Warband, LegioIX, std::vector<int>{2, 2, 2, 2}});
        // A new melee, a new initial attack.
        s.engagements.clear();
        s = engage(s, Warband, LegioX);
        unitIn(s, Warband).attacked = false;
        QCOMPARE(poolOf(s, Warband, LegioX), 4);
    }

    // §7.1: +1D6 on a flank, +2D6 in the rear; the unit struck strikes back at the charger's front.
    void rule_7_1_flankAndRearAttacks()
    {
        QCOMPARE(termsOf(*attackPool(aFighting(LegioIX, Auxilia, Face::LeftFlank), Attack{LegioIX, Auxilia})),
                 (Terms{{Modifier::UnitDice, 4}, {Modifier::Flank, 1}}));
        QCOMPARE(poolOf(aFighting(LegioIX, Auxilia, Face::RightFlank), LegioIX, Auxilia), 5);
        const GameState rear = aFighting(LegioIX, Auxilia, Face::Rear);
        QCOMPARE(termsOf(*attackPool(rear, Attack{LegioIX, Auxilia})), (Terms{{Modifier::UnitDice, 4}, {Modifier::Rear, 2}}));
        QCOMPARE(attackPool(rear, Attack{LegioIX, Auxilia})->terms.back().section, std::string("7.1"));
        const GameState back = playUntil(rear, Side::B, Step::Combat);
        QCOMPARE(termsOf(*attackPool(back, Attack{Auxilia, LegioIX})),
                 (Terms{{Modifier::UnitDice, 3}, {Modifier::Armored, -1}}));
    }

    // §5.6, ruling R11: each ground penalty is −1D6, and they add up.
    void rule_5_6_groundTakesDice()
    {
        GameState s = aFighting(LegioIX, Auxilia);
        const auto pool = [&s] { return termsOf(*attackPool(s, Attack{LegioIX, Auxilia})); };
        unitIn(s, Auxilia).ground = Terrain::Rough;
        QCOMPARE(pool(), (Terms{{Modifier::UnitDice, 4}, {Modifier::Rough, -1}}));
        unitIn(s, Auxilia).ground = Terrain::Hill;
        QCOMPARE(pool(), (Terms{{Modifier::UnitDice, 4}, {Modifier::Hill, -1}}));
        unitIn(s, LegioIX).ground = Terrain::Hill; // level: no penalty
        QCOMPARE(pool(), (Terms{{Modifier::UnitDice, 4}}));
        unitIn(s, LegioIX).ground = Terrain::BridgeOrFord; // across a ford, up a hill
        QCOMPARE(pool(), (Terms{{Modifier::UnitDice, 4}, {Modifier::Hill, -1}, {Modifier::BridgeOrFord, -1}}));
        unitIn(s, LegioIX).ground = Terrain::Open;
        unitIn(s, Auxilia).ground = Terrain::BridgeOrFord;
        QCOMPARE(pool(), (Terms{{Modifier::UnitDice, 4}, {Modifier::BridgeOrFord, -1}}));
        unitIn(s, Auxilia).ground = Terrain::Settlement;
        QCOMPARE(pool(), (Terms{{Modifier::UnitDice, 4}}));
        s.options.fortifiedSettlements = true;
        QCOMPARE(pool(), (Terms{{Modifier::UnitDice, 4}, {Modifier::Fortified, -1}}));
        GameState woods = aFighting(LegioIX, VelitesB);
        unitIn(woods, VelitesB).ground = Terrain::Woods;
        QCOMPARE(termsOf(*attackPool(woods, Attack{LegioIX, VelitesB})),
                 (Terms{{Modifier::UnitDice, 4}, {Modifier::Woods, -1}}));
    }

    // §10.1: +1D6 in combat.
    void rule_10_1_generalAddsADie()
    {
        const GameState s = aFighting(LegioX, Auxilia);
        QCOMPARE(termsOf(*attackPool(s, Attack{LegioX, Auxilia})),
                 (Terms{{Modifier::UnitDice, 4}, {Modifier::General, 1}}));
        QCOMPARE(attackPool(s, Attack{LegioX, Auxilia})->terms.back().section, std::string("10.1"));
    }

    // Ruling R15: 2D6 against armor on a hill is 0, and rolls 1D6.
    void rule_7_aPoolIsNeverBelowOneDie()
    {
        GameState s = aFighting(VelitesA, LegioB);
        unitIn(s, LegioB).ground = Terrain::Hill;
        const Pool pool = *attackPool(s, Attack{VelitesA, LegioB});
        QCOMPARE(termsOf(pool), (Terms{{Modifier::UnitDice, 2}, {Modifier::Armored, -1}, {Modifier::Hill, -1},
                                       {Modifier::Minimum, 1}}));
        QCOMPARE(pool.dice, 1);
    }

    // §7, ruling R18: any 1s cost an Impetuous attacker 1 hit, once, and no morale check.
    void rule_10_4_impetuousOnesCostTheAttackerAHit()
    {
        GameState s = until(engage(toSecondHalf(aMoving()), Warband, LegioIX), Step::Combat);
        QCOMPARE(attackOdds(s, Attack{Warband, LegioIX})->attackerHit, Fraction(671, 1296));
        const GameState ones = must(s, Attack{Warband, LegioIX, std::vector<int>{1, 1, 5, 6}});
        QCOMPARE(unitIn(ones, LegioIX).hits, 2);
        QCOMPARE(unitIn(ones, Warband).hits, 1);
        QVERIFY(!unitIn(ones, Warband).hitByEnemy);
        QCOMPARE(effectsOf(Effect::Kind::Hits).back().cause, Effect::Cause::Impetuous);
        const GameState none = must(s, Attack{Warband, LegioIX, std::vector<int>{2, 3, 5, 6}});
        QCOMPARE(unitIn(none, Warband).hits, 0);
        QCOMPARE(unitIn(none, LegioIX).hits, 2);
    }

    // §7, ruling R16: only the phasing player's units attack, each once, against an enemy in contact.
    void rule_7_eachPhasingUnitInMeleeAttacksOnce()
    {
        GameState s = engage(engage(aMoving(), LegioIX, Auxilia), Equites, Auxilia, Face::LeftFlank);
        s = until(s, Step::Combat);
        QCOMPARE(attacksDue(s), (std::vector<UnitId>{LegioIX, Equites}));
        QCOMPARE(refusedWith(s, Attack{Auxilia, LegioIX}), std::string("not-your-unit"));
        QCOMPARE(refusedWith(s, Attack{LegioIX, Warband}), std::string("not-in-contact"));
        QCOMPARE(refusedWith(s, EndStep{}), std::string("attacks-due"));
        s = must(s, Attack{LegioIX, Auxilia, std::vector<int>{2, 2, 2, 2}});
        QCOMPARE(refusedWith(s, Attack{LegioIX, Auxilia, std::vector<int>{2, 2, 2, 2}}), std::string("already-attacked"));
        s = must(s, Attack{Equites, Auxilia, std::vector<int>{2, 2, 2, 2}});
        QCOMPARE(refusedWith(s, EndStep{}), std::string());
    }

    // §10.2: 2D6 for each 1 rolled against his unit; a 2 kills him; his benefits end at once.
    void rule_10_2_onesPutTheGeneralAtRisk()
    {
        const GameState s = aFighting(LegioIX, LegioB);
        const GameState atRisk = must(s, Attack{LegioIX, LegioB, std::vector<int>{1, 1, 4}});
        QCOMPARE(atRisk.pendingRolls.size(), std::size_t(1));
        QCOMPARE(atRisk.pendingRolls.front().kind, PendingRoll::Kind::GeneralRisk);
        QCOMPARE(atRisk.pendingRolls.front().dice, 4);
        QCOMPARE(refusedWith(atRisk, RollPending{std::vector<int>{1, 1}}), std::string("dice-count"));
        const GameState killed = must(atRisk, RollPending{std::vector<int>{3, 4, 1, 1}});
        QVERIFY(!effectsOf(Effect::Kind::RiskRolls).front().passed);
        QCOMPARE(effectsOf(Effect::Kind::GeneralKilled).size(), std::size_t(1));
        QVERIFY(killed.generals.at(Pompey).killed);
        QCOMPARE(generalOf(killed, LegioB), std::optional<GeneralId>());
        QCOMPARE(killed.army(Side::B).generalsKilled, std::vector<GeneralId>{Pompey});
        const GameState lives = must(atRisk, RollPending{std::vector<int>{1, 2, 6, 6}});
        QVERIFY(effectsOf(Effect::Kind::RiskRolls).front().passed);
        QCOMPARE(generalOf(lives, LegioB), std::optional<GeneralId>(Pompey));
        // No 1s, no risk.
        QVERIFY(must(s, Attack{LegioIX, LegioB, std::vector<int>{2, 3, 4}}).pendingRolls.empty());
    }

    // §10.2, ruling R26: 1s in a shot count as well.
    void rule_10_2_shootingOnesCountToo()
    {
        const GameState s = until(aMoving(), Step::Shooting);
        const GameState shot = must(s, Shoot{Archers, LegioB, 2, false, std::vector<int>{1}});
        QCOMPARE(shot.pendingRolls.size(), std::size_t(1));
        QCOMPARE(shot.pendingRolls.front().dice, 2);
        QCOMPARE(shootingOdds(s, Shoot{Archers, LegioB, 2})->generalKilled, Fraction(1, 216));
    }

    // §10.2: when his unit routs, 1D6: a 1 kills him; otherwise he is left without a unit (ruling R25).
    void rule_10_2_theGeneralOfARoutedUnit()
    {
        GameState s = aFighting(LegioIX, LegioB);
        unitIn(s, LegioB).hits = 8;
        QCOMPARE(attackOdds(s, Attack{LegioIX, LegioB})->targetRouts, Fraction(7, 8));
        const GameState routed = must(s, Attack{LegioIX, LegioB, std::vector<int>{6, 2, 2}});
        QVERIFY(unitIn(routed, LegioB).removed);
        QCOMPARE(routed.pendingRolls.front().kind, PendingRoll::Kind::GeneralRout);
        const GameState dead = must(routed, RollPending{std::vector<int>{1}});
        QVERIFY(dead.generals.at(Pompey).killed);
        const GameState alive = must(routed, RollPending{std::vector<int>{2}});
        QVERIFY(!alive.generals.at(Pompey).killed);
        QCOMPARE(alive.generals.at(Pompey).unit, -1);
        QCOMPARE(effectsOf(Effect::Kind::GeneralUnattached).size(), std::size_t(1));
        // Ruling R26: the risk rolls first; a general they kill takes no rout test.
        const GameState both = must(s, Attack{LegioIX, LegioB, std::vector<int>{6, 1, 2}});
        QCOMPARE(both.pendingRolls.size(), std::size_t(2));
        const GameState riskKills = must(both, RollPending{std::vector<int>{1, 1}});
        QVERIFY(riskKills.pendingRolls.empty());
        QVERIFY(riskKills.generals.at(Pompey).killed);
    }

    // §7: the exact odds before the roll: hits, the target routing, the general's life.
    void rule_7_theOddsBeforeTheRoll()
    {
        GameState s = aFighting(LegioIX, Auxilia);
        unitIn(s, Auxilia).hits = 6;
        const AttackOdds odds = *attackOdds(s, Attack{LegioIX, Auxilia});
        QCOMPARE(odds.pool.dice, 4);
        QCOMPARE(odds.hits, (std::vector<Fraction>{{1, 16}, {4, 16}, {6, 16}, {4, 16}, {1, 16}}));
        QCOMPARE(odds.targetRouts, Fraction(5, 16)); // 3 or 4 hits
        QCOMPARE(odds.generalKilled, Fraction(0));
        QCOMPARE(odds.outcomes, hitOutcomes(4));
    }
};

QTEST_GUILESS_MAIN(TestFighting)
#include "tst_ohw_fighting.moc"

// Step 2, Shooting (§6), and Step 3, Combat (§7): the pools, itemized, the
// rolls, the hits, Impetuous 1s and the rolls for generals' lives (§10.2).

#include "internal.h"

namespace ohw {

using namespace detail;

namespace detail {

Pool makePool(const GameState &s, const Unit &attacker, const Unit &target, bool melee)
{
    PoolFacts f;
    f.melee = melee;
    f.attacker = attacker.type;
    f.attackerTraits = attacker.traits;
    f.attackerGround = attacker.ground;
    f.target = target.type;
    f.targetTraits = target.traits;
    f.targetGround = target.ground;
    f.fortifiedSettlements = s.options.fortifiedSettlements;
    if (melee) {
        f.attackerHasGeneral = generalOf(s, attacker.id).has_value();
        const Engagement *e = engagementOf(s, attacker.id, target.id);
        const bool isCharger = e && e->charger == attacker.id;
        f.attackedBefore = e && (isCharger ? e->chargerHasAttacked : e->targetHasAttacked);
        if (isCharger)
            f.chargedFace = e->face;
    }
    return poolOf(f);
}

Check checkShoot(const GameState &s, const Shoot &a)
{
    if (auto r = inStep(s, Step::Shooting))
        return r;
    if (auto r = ownUnit(s, a.shooter))
        return r;
    const Unit &u = unitOf(s, a.shooter);
    if (!u.has(Trait::Missile))
        return refuse("cannot-shoot", "6", arg::unit("unit", a.shooter));
    if (u.moved || u.disengaged)
        return refuse("moved-cannot-shoot", "6", arg::unit("unit", a.shooter));
    if (engaged(s, a.shooter))
        return refuse("engaged-cannot-shoot", "6", arg::unit("unit", a.shooter));
    if (u.shot)
        return refuse("already-shot", "6", arg::unit("unit", a.shooter));
    if (auto r = enemyUnit(s, a.shooter, a.target, "6"))
        return r;
    const int range = shootingRange(s.options.grid, u.type);
    if (a.range < 1 || a.range > range)
        return refuse("out-of-range", "6", arg::unit("unit", a.shooter), arg::number("range", a.range),
                      arg::number("max", range));
    const bool archer = profile(u.type).shootsOverFriendsAndIntoMelee;
    if (engaged(s, a.target) && !archer)
        return refuse("into-melee", "6", arg::unit("unit", a.shooter), arg::unit("target", a.target));
    if (a.overFriends && !archer)
        return refuse("over-friends", "6", arg::unit("unit", a.shooter));
    return std::nullopt;
}

Check checkAttack(const GameState &s, const Attack &a)
{
    if (auto r = inStep(s, Step::Combat))
        return r;
    if (auto r = ownUnit(s, a.attacker))
        return r;
    if (auto r = liveUnit(s, a.target))
        return r;
    if (!engagementOf(s, a.attacker, a.target))
        return refuse("not-in-contact", "7", arg::unit("unit", a.attacker), arg::unit("target", a.target));
    if (unitOf(s, a.attacker).attacked)
        return refuse("already-attacked", "7", arg::unit("unit", a.attacker));
    return std::nullopt;
}

namespace {

/** The rolls a target's general must make for the 1s of an attack (§10.2); before its rout test. */
void riskToGeneral(Ctx &c, UnitId target, int ones)
{
    if (ones <= 0)
        return;
    if (const auto g = generalOf(c.s, target))
        c.s.pendingRolls.push_back({PendingRoll::Kind::GeneralRisk, *g, target, 2 * ones});
}

} // namespace

Check doShoot(Ctx &c, const Shoot &a)
{
    if (auto r = checkShoot(c.s, a))
        return r;
    const Pool pool = makePool(c.s, unitOf(c.s, a.shooter), unitOf(c.s, a.target), false);
    std::vector<int> dice;
    if (auto r = c.dice(a.dice, pool.dice, 6, dice))
        return r;
    const int hits = countHits(dice);
    c.unit(a.shooter).shot = true;
    Effect &e = c.emit(Effect::Kind::Shot, "6");
    e.unit = a.shooter;
    e.other = a.target;
    e.pool = pool;
    e.dice = dice;
    e.amount = hits;
    riskToGeneral(c, a.target, countOnes(dice));
    c.hit(a.target, hits, Effect::Cause::Shooting, "6", true);
    return std::nullopt;
}

Check doAttack(Ctx &c, const Attack &a)
{
    if (auto r = checkAttack(c.s, a))
        return r;
    const Pool pool = makePool(c.s, unitOf(c.s, a.attacker), unitOf(c.s, a.target), true);
    std::vector<int> dice;
    if (auto r = c.dice(a.dice, pool.dice, 6, dice))
        return r;
    const int hits = countHits(dice);
    const int ones = countOnes(dice);
    c.unit(a.attacker).attacked = true;
    for (Engagement &en : c.s.engagements) {
        if (en.charger == a.attacker && en.target == a.target)
            en.chargerHasAttacked = true;
        else if (en.target == a.attacker && en.charger == a.target)
            en.targetHasAttacked = true;
    }
    Effect &e = c.emit(Effect::Kind::Attacked, "7");
    e.unit = a.attacker;
    e.other = a.target;
    e.pool = pool;
    e.dice = dice;
    e.amount = hits;
    riskToGeneral(c, a.target, ones);
    c.hit(a.target, hits, Effect::Cause::Combat, "7", true);
    // Ruling R18: any 1 costs an Impetuous attacker 1 hit, and calls for no morale check.
    if (ones > 0 && unitOf(c.s, a.attacker).has(Trait::Impetuous))
        c.hit(a.attacker, 1, Effect::Cause::Impetuous, "10.4", false);
    return std::nullopt;
}

Check doRollPending(Ctx &c, const RollPending &a)
{
    if (c.s.pendingRolls.empty())
        return refuse("no-roll-due", "4");
    const PendingRoll p = c.s.pendingRolls.front();
    std::vector<int> dice;
    if (auto r = c.dice(a.dice, p.dice, 6, dice))
        return r;
    c.s.pendingRolls.erase(c.s.pendingRolls.begin());
    switch (p.kind) {
    case PendingRoll::Kind::PushReroll: {
        const int needed = profile(unitOf(c.s, p.unit).type).pushScore;
        Effect &e = c.emit(Effect::Kind::PushMove, "10.1");
        e.cause = Effect::Cause::Reroll;
        e.unit = p.unit;
        e.general = p.general;
        e.dice = dice;
        e.needed = needed;
        e.passed = dice.front() >= needed;
        if (dice.front() < needed)
            c.hit(p.unit, 1, Effect::Cause::FailedPush, "5.1", false);
        break;
    }
    case PendingRoll::Kind::GeneralRisk: {
        bool killed = false;
        for (std::size_t i = 0; i + 1 < dice.size(); i += 2)
            killed = killed || riskRollKills(dice[i], dice[i + 1]);
        Effect &e = c.emit(Effect::Kind::RiskRolls, "10.2");
        e.general = p.general;
        e.unit = p.unit;
        e.side = c.s.generals[static_cast<std::size_t>(p.general)].side;
        e.dice = dice;
        e.passed = !killed;
        if (killed)
            c.killGeneral(p.general, "10.2");
        break;
    }
    case PendingRoll::Kind::GeneralRout: {
        const bool killed = dice.front() == 1;
        Effect &e = c.emit(Effect::Kind::RoutTest, "10.2");
        e.general = p.general;
        e.unit = p.unit;
        e.side = c.s.generals[static_cast<std::size_t>(p.general)].side;
        e.dice = dice;
        e.passed = !killed;
        if (killed) {
            c.killGeneral(p.general, "10.2");
        } else {
            General &g = c.general(p.general);
            g.unit = -1;
            Effect &u = c.emit(Effect::Kind::GeneralUnattached, "10.2");
            u.general = p.general;
            u.side = g.side;
        }
        break;
    }
    }
    return std::nullopt;
}

} // namespace detail

namespace {

Result<AttackOdds> oddsOf(const GameState &state, const Pool &pool, UnitId attacker, UnitId target, bool melee)
{
    const Unit &a = state.units[static_cast<std::size_t>(attacker)];
    const Unit &t = state.units[static_cast<std::size_t>(target)];
    return oddsOfPool(pool, melee && a.has(Trait::Impetuous), generalOf(state, target).has_value(), t.hits);
}

} // namespace

Result<Pool> attackPool(const GameState &state, const Attack &attack)
{
    if (auto r = checkAttack(state, attack))
        return *r;
    return makePool(state, unitOf(state, attack.attacker), unitOf(state, attack.target), true);
}

Result<Pool> shootingPool(const GameState &state, const Shoot &shot)
{
    if (auto r = checkShoot(state, shot))
        return *r;
    return makePool(state, unitOf(state, shot.shooter), unitOf(state, shot.target), false);
}

Result<AttackOdds> attackOdds(const GameState &state, const Attack &attack)
{
    const Result<Pool> pool = attackPool(state, attack);
    if (!pool)
        return pool.refusal();
    return oddsOf(state, *pool, attack.attacker, attack.target, true);
}

Result<AttackOdds> shootingOdds(const GameState &state, const Shoot &shot)
{
    const Result<Pool> pool = shootingPool(state, shot);
    if (!pool)
        return pool.refusal();
    return oddsOf(state, *pool, shot.shooter, shot.target, false);
}

Pool poolOf(const PoolFacts &f)
{
    Pool pool;
    const auto add = [&pool](Modifier m, int dice, const char *section) {
        pool.terms.push_back({m, dice, section});
        pool.dice += dice;
    };
    const UnitProfile &p = profile(f.attacker);
    if (f.melee) {
        add(Modifier::UnitDice, p.attackDice, "7");
        if (f.attackerHasGeneral)
            add(Modifier::General, 1, "10.1");
        if (f.attackerTraits.has(Trait::Ferocious) && !f.attackedBefore)
            add(Modifier::Ferocious, 1, "10.4");
        if (f.chargedFace == Face::LeftFlank || f.chargedFace == Face::RightFlank)
            add(Modifier::Flank, 1, "7.1");
        if (f.chargedFace == Face::Rear)
            add(Modifier::Rear, 2, "7.1");
    } else {
        add(Modifier::ShootingDice, ShootingDice, "6");
    }
    if (f.targetTraits.has(Trait::Armored) && !p.ignoresArmor)
        add(Modifier::Armored, -1, "10.4");
    if (f.targetGround == Terrain::Woods)
        add(Modifier::Woods, -1, "5.6");
    if (f.targetGround == Terrain::Rough)
        add(Modifier::Rough, -1, "5.6");
    if (f.targetGround == Terrain::Hill && f.attackerGround != Terrain::Hill)
        add(Modifier::Hill, -1, "5.6");
    if (f.melee && (f.targetGround == Terrain::BridgeOrFord || f.attackerGround == Terrain::BridgeOrFord))
        add(Modifier::BridgeOrFord, -1, "5.6");
    if (f.fortifiedSettlements && f.targetGround == Terrain::Settlement)
        add(Modifier::Fortified, -1, "5.6");
    if (pool.dice < 1)
        add(Modifier::Minimum, 1 - pool.dice, "7");
    return pool;
}

AttackOdds oddsOfPool(const Pool &pool, bool impetuousMelee, bool targetHasGeneral, int targetHits)
{
    AttackOdds odds;
    odds.pool = pool;
    odds.hits = hitDistribution(pool.dice);
    odds.outcomes = hitOutcomes(pool.dice);
    if (impetuousMelee)
        odds.attackerHit = chanceOfAnyOne(pool.dice);
    if (targetHasGeneral)
        odds.generalKilled = generalKilledChance(pool.dice);
    Fraction routs;
    for (int h = HitsToEliminate - targetHits; h <= pool.dice; ++h) {
        if (h >= 1)
            routs = routs + odds.hits[static_cast<std::size_t>(h)];
    }
    odds.targetRouts = routs;
    return odds;
}

} // namespace ohw

// The seeded generator of the property tests (gameproperties.h): random armies,
// games and actions, legal and illegal, and their descriptions for a failure.

#include "gameproperties.h"

#include <QtGlobal>

namespace gameprops {


const Block &blockOf(const GameState &s, BlockId id)
{
    return at(s.blocks, id);
}
const Base &baseOf(const GameState &s, BaseId id)
{
    return at(s.bases, id);
}

std::vector<BlockId> activeBlocks(const GameState &s, Side side)
{
    std::vector<BlockId> out;
    for (const Block &b : s.blocks) {
        if (b.active() && b.side == side)
            out.push_back(b.id);
    }
    return out;
}

std::vector<BaseId> standingBases(const GameState &s)
{
    std::vector<BaseId> out;
    for (const Base &b : s.bases) {
        if (!b.lost())
            out.push_back(b.id);
    }
    return out;
}

int blockTotal(const GameState &s, const std::vector<BaseId> &ids)
{
    int total = 0;
    for (const BaseId id : ids)
        total += baseOf(s, id).fatigue;
    return total;
}

std::string sideName(Side s)
{
    return s == Side::A ? "A" : "B";
}

std::string hexText(Hex h)
{
    return "(" + std::to_string(h.q) + "," + std::to_string(h.r) + ")";
}

std::string diceText(const std::optional<SuppliedDice> &d)
{
    return d ? " dice " + std::to_string(d->first) + "/" + std::to_string(d->second) : std::string(" rng");
}

std::string idsText(const std::vector<int> &ids)
{
    std::string out = "[";
    for (std::size_t i = 0; i < ids.size(); ++i)
        out += (i ? "," : "") + std::to_string(ids[i]);
    return out + "]";
}

// ---- the games -----------------------------------------------------------------------------

ArmyList randomArmy(Gen &g, const std::string &name)
{
    static const std::vector<TroopType> types{TroopType::HeavyInfantry, TroopType::MediumInfantry,
                                              TroopType::LightInfantry, TroopType::Skirmishers,
                                              TroopType::Warband,       TroopType::Cavalry,
                                              TroopType::Cataphract,    TroopType::LightCavalry};
    static const std::vector<Quality> qualities{Quality::Elite, Quality::Regular, Quality::Levy};
    ArmyList list;
    list.name = name;
    const int count = g.between(3, 5);
    for (int i = 0; i < count; ++i) {
        BlockSpec spec;
        if (i > 0 && g.chance(40)) {
            spec = list.blocks.back(); // a twin: same type and quality, so merges are possible
        } else {
            spec.type = g.pick(types);
            spec.quality = g.pick(qualities);
            spec.spearArmed = spec.type == TroopType::HeavyInfantry && g.chance(50);
            spec.frontage = g.between(1, 4);
            spec.depth = g.between(1, 2);
        }
        spec.name = name + " " + std::to_string(i);
        list.blocks.push_back(spec);
    }
    return list;
}

GameState makeGame(Gen &g, bool tracked, std::uint64_t seed)
{
    const ArmyList a = randomArmy(g, "Army A");
    const ArmyList b = randomArmy(g, "Army B");
    RulesOptions options;
    if (g.chance(20))
        options.difficultMoveCost = 2;
    if (g.chance(20))
        options.pivotCost = 1;
    options.contagion = !g.chance(10);
    // The §13 knobs and the §2 distances, at random (rulings R33, R39, R40, R41).
    options.followUp = g.chance(40);
    options.mandatoryPursuit = !g.chance(20);
    options.repeatedPushBackCost = g.chance(30) ? g.between(1, 2) : 0;
    options.pursuitCap = g.chance(30) ? g.between(1, 3) : 0;
    if (g.chance(30)) {
        options.distances.footMove = g.between(1, 3);
        options.distances.lightFootAndSkirmishersMove = g.between(1, 4);
        options.distances.cavalryMove = g.between(2, 5);
        options.distances.missileRange = g.between(1, 4);
    }
    std::vector<Deployment> deployments;
    if (tracked) {
        // A faces vertex 0 (front towards +q) along q = 0, -1; B faces vertex 3 from q = gapQ.
        // On a table, both stand two ranks further on, A's rear rank one rank from its edge.
        const bool table = g.chance(50);
        const int shift = table ? 2 : 0;
        int r = 0;
        for (const BlockSpec &spec : a.blocks) {
            deployments.push_back({Hex{shift, r}, Facing{0}});
            r += spec.frontage + g.below(2);
        }
        const int gapQ = g.between(3, 5);
        r = g.between(-1, 1);
        for (const BlockSpec &spec : b.blocks) {
            deployments.push_back({Hex{shift + gapQ, r + spec.frontage - 1}, Facing{3}});
            r += spec.frontage + g.below(2);
        }
        if (table)
            options.table = TableSize{40, shift + gapQ + 2 + g.between(1, 3)};
    }
    // Most games check every melee before the Combat phase ends (§4, ruling R43), as new
    // battles do; every fifth plays as the first battles did, checking only a declared plan.
    const MeleeCheck melees = seed % 5 == 0 ? MeleeCheck::PlannedOnly : MeleeCheck::Every;
    const auto game = newGame(a, b, options, seed, deployments, DiceDerivation::Sequential, melees);
    if (!game)
        qFatal("newGame refused the generated armies: %s", game.error().message.c_str());
    GameState s = *game;
    if (tracked) {
        std::set<Hex> deployed;
        for (const Base &base : s.bases)
            deployed.insert(*base.hex);
        static const std::vector<Going> rough{Going::LightWoods, Going::HeavyWoods, Going::Rough, Going::Swamp};
        for (int q = -4; q <= 10; ++q) {
            for (int r2 = -4; r2 <= 26; ++r2) {
                const Hex h{q, r2};
                if (g.chance(15))
                    s.terrain[h] = Terrain{g.pick(rough), 0, 0, false};
                else if (g.chance(2) && !deployed.contains(h))
                    s.terrain[h] = Terrain{Going::Open, 0, 0, true};
            }
        }
    }
    return s;
}

std::optional<SuppliedDice> randomDice(Gen &g, Quality q)
{
    if (g.chance(50))
        return std::nullopt;
    SuppliedDice d{g.between(1, 6), q == Quality::Regular ? 0 : g.between(1, 6)};
    if (g.chance(2))
        d.first = g.chance(50) ? 0 : 7; // not a d6 face: refused
    return d;
}

std::map<BaseId, std::vector<Going>> randomTerrain(Gen &g, const Block &b, int percent)
{
    static const std::vector<Going> all{Going::Open, Going::LightWoods, Going::HeavyWoods, Going::Rough, Going::Swamp};
    std::map<BaseId, std::vector<Going>> entered;
    for (const BaseId id : b.bases) {
        if (!g.chance(percent))
            continue;
        auto &tiles = entered[id];
        for (int i = g.between(1, 2); i > 0; --i)
            tiles.push_back(g.pick(all));
    }
    return entered;
}

Action randomMove(const GameState &s, Gen &g, BlockId id)
{
    const Block &b = blockOf(s, id);
    MoveBlock m;
    m.block = id;
    m.climb = g.chance(15) ? g.between(1, 2) : 0;
    if (g.chance(1))
        m.climb = 3; // refused
    m.difficult = g.chance(20);
    m.charge = g.chance(15);
    m.fullMove = g.chance(80);
    m.dice = randomDice(g, b.quality);
    if (!s.positionsTracked) {
        m.terrainEntered = randomTerrain(g, b, 25);
        if (g.chance(1)) {
            // Probe: a destination in a game whose positions are not tracked.
            const BaseId any = g.below(static_cast<int>(s.bases.size()));
            m.destination[any] = {Hex{g.between(-3, 3), g.between(-3, 3)}, Facing{0}};
        }
        return m;
    }
    if (g.chance(15))
        m.terrainEntered = randomTerrain(g, b, 40);
    // Shift the whole Block one or two hexes along a direction; sometimes re-face it.
    const int d = g.below(6);
    const int k = g.between(1, 2);
    const int turn = g.chance(10) ? (g.chance(50) ? 1 : -1) : 0;
    for (const BaseId bid : b.bases) {
        const Base &base = baseOf(s, bid);
        m.destination[bid] = {*base.hex + k * HexDirections.at(static_cast<std::size_t>(d)), base.facing.turned(turn)};
    }
    if (g.chance(3) && !m.destination.empty())
        m.destination.erase(m.destination.begin()); // incomplete: refused
    return m;
}

/** A connected part of the Block's Bases, grown from a random Base (tracked positions). */
std::vector<BaseId> connectedPart(const GameState &s, Gen &g, const Block &b, int size)
{
    std::vector<BaseId> part{g.pick(b.bases)};
    while (static_cast<int>(part.size()) < size) {
        std::vector<BaseId> frontier;
        for (const BaseId id : b.bases) {
            if (std::find(part.begin(), part.end(), id) != part.end())
                continue;
            const Hex h = *baseOf(s, id).hex;
            if (std::any_of(part.begin(), part.end(), [&](BaseId p) { return distance(*baseOf(s, p).hex, h) == 1; }))
                frontier.push_back(id);
        }
        if (frontier.empty())
            break;
        part.push_back(g.pick(frontier));
    }
    return part;
}

Action randomSplit(const GameState &s, Gen &g, BlockId id)
{
    const Block &b = blockOf(s, id);
    SplitBlock sp;
    sp.block = id;
    const int n = static_cast<int>(b.bases.size());
    if (n < 2) {
        sp.detach = b.bases; // all of it: refused
        return sp;
    }
    if (s.positionsTracked) {
        for (int attempt = 0; attempt < 6; ++attempt) {
            sp.detach = connectedPart(s, g, b, g.between(1, n - 1));
            std::vector<Hex> rest;
            for (const BaseId other : b.bases) {
                if (std::find(sp.detach.begin(), sp.detach.end(), other) == sp.detach.end())
                    rest.push_back(*baseOf(s, other).hex);
            }
            if (contiguous(rest))
                break;
        }
        return sp;
    }
    std::vector<BaseId> ids = b.bases;
    for (std::size_t i = ids.size(); i > 1; --i)
        std::swap(ids[i - 1], ids[static_cast<std::size_t>(g.below(static_cast<int>(i)))]);
    const int cut = g.between(1, n - 1);
    sp.detach.assign(ids.begin(), ids.begin() + cut);
    const std::vector<BaseId> stay(ids.begin() + cut, ids.end());
    sp.seamBases.push_back(g.pick(sp.detach));
    if (g.chance(95))
        sp.seamBases.push_back(g.pick(stay)); // else one side only: refused
    if (g.chance(40)) {
        const BaseId extra = g.pick(g.chance(50) ? sp.detach : stay);
        if (std::find(sp.seamBases.begin(), sp.seamBases.end(), extra) == sp.seamBases.end())
            sp.seamBases.push_back(extra);
    }
    if (g.chance(5))
        sp.seamBases.push_back(sp.seamBases.front()); // named twice
    return sp;
}

Action randomMerge(const GameState &s, Gen &g, const std::vector<BlockId> &mine)
{
    MergeBlocks m;
    std::vector<std::pair<BlockId, BlockId>> likely;
    for (const BlockId x : mine) {
        for (const BlockId y : mine) {
            if (x == y || blockOf(s, x).type != blockOf(s, y).type)
                continue;
            if (s.positionsTracked && gap(blockHexes(s, x), blockHexes(s, y)) != 1)
                continue;
            likely.emplace_back(x, y);
        }
    }
    if (!likely.empty() && g.chance(90)) {
        std::tie(m.into, m.from) = g.pick(likely);
    } else {
        m.into = g.pick(mine);
        m.from = g.pick(mine);
    }
    if (!s.positionsTracked) {
        m.seamBases.push_back(g.pick(blockOf(s, m.into).bases));
        if (g.chance(95))
            m.seamBases.push_back(g.pick(blockOf(s, m.from).bases));
        if (g.chance(40)) {
            const BaseId extra = g.pick(blockOf(s, g.chance(50) ? m.into : m.from).bases);
            if (std::find(m.seamBases.begin(), m.seamBases.end(), extra) == m.seamBases.end())
                m.seamBases.push_back(extra);
        }
        if (g.chance(5))
            m.seamBases.push_back(m.seamBases.front()); // named twice
    }
    return m;
}

Action randomMarch(const GameState &s, Gen &g, BlockId id)
{
    const Block &b = blockOf(s, id);
    MarchColumn c;
    c.block = id;
    c.order = b.bases;
    std::sort(c.order.begin(), c.order.end());
    const auto isChain = [&](const std::vector<BaseId> &order) {
        for (std::size_t i = 1; i < order.size(); ++i) {
            if (distance(*baseOf(s, order[i - 1]).hex, *baseOf(s, order[i]).hex) != 1)
                return false;
        }
        return true;
    };
    if (!isChain(c.order) || g.chance(50))
        std::reverse(c.order.begin(), c.order.end());
    Hex at = *baseOf(s, c.order.front()).hex;
    const int steps = g.between(1, moveAllowance(b.type));
    for (int i = 0; i < steps; ++i) {
        const int d = g.below(6);
        at = neighbour(at, d);
        c.path.emplace_back(at, Facing{wrapDirection(d + 5)});
    }
    c.dice = randomDice(g, b.quality);
    return c;
}

Action randomAddFatigue(const GameState &s, Gen &g)
{
    AddFatigue a;
    a.section = "9.5";
    if (g.chance(2))
        a.section.clear(); // refused
    const auto standing = standingBases(s);
    for (int i = g.between(1, 3); i > 0; --i) {
        BaseId id = standing.empty() || g.chance(3) ? g.below(static_cast<int>(s.bases.size())) : g.pick(standing);
        const int roll = g.below(100);
        int amount = roll < 75 ? 1 : roll < 95 ? 2 : 3;
        if (g.chance(1))
            amount = 0; // refused
        a.fatigue.emplace_back(id, amount);
    }
    return a;
}

// MarkInCombat or MarkShotAt on one to four standing Bases.
template<typename Mark>
Action randomMark(const GameState &s, Gen &g)
{
    Mark m;
    const auto standing = standingBases(s);
    for (int i = g.between(1, 4); i > 0 && !standing.empty(); --i)
        m.bases.push_back(g.pick(standing));
    return m;
}

Action randomMarkInCombat(const GameState &s, Gen &g)
{
    return randomMark<MarkInCombat>(s, g);
}

Action randomMarkShotAt(const GameState &s, Gen &g)
{
    return randomMark<MarkShotAt>(s, g);
}

Action randomFacts(const GameState &s, Gen &g)
{
    EnterFacts f;
    const int blocks = static_cast<int>(s.blocks.size());
    const auto pair = [&] {
        const int x = g.below(blocks);
        int y = g.below(blocks);
        if (y == x)
            y = (x + 1) % blocks;
        return std::pair{x, y};
    };
    for (int i = g.below(3); i > 0; --i)
        f.facts.inContact.insert(pair());
    for (int i = g.below(4); i > 0; --i)
        f.facts.withinOneBaseWidth.insert(pair());
    for (int i = g.below(4); i > 0; --i)
        f.facts.retreatBlocked.insert(g.below(static_cast<int>(s.bases.size())));
    return f;
}

/** Engaged pairs (active Base, enemy Base) a Fight may name (§9.2). */
std::vector<std::pair<BaseId, BaseId>> engagedPairs(const GameState &s)
{
    std::vector<std::pair<BaseId, BaseId>> pairs;
    const CrossBlockFacts known = facts(s);
    for (const Base &x : s.bases) {
        if (x.lost() || x.side != s.active)
            continue;
        for (const Base &y : s.bases) {
            if (y.lost() || y.side == x.side)
                continue;
            const bool touching = s.positionsTracked
                ? distance(*x.hex, *y.hex) == 1
                    && (aspect(*x.hex, x.facing, *y.hex) == Aspect::Front || aspect(*y.hex, y.facing, *x.hex) == Aspect::Front)
                : known.contact(x.block, y.block);
            if (touching && !s.foughtThisPhase.contains({std::min(x.id, y.id), std::max(x.id, y.id)}))
                pairs.emplace_back(x.id, y.id);
        }
    }
    return pairs;
}

std::optional<SuppliedDice> randomCombatDice(Gen &g, Quality q)
{
    if (g.chance(60))
        return std::nullopt;
    // The averaging die's faces are 2..5; 1 and 6 are refused on it.
    SuppliedDice d{g.between(1, 6), q == Quality::Regular ? 0 : g.between(1, 6)};
    return d;
}

/**
 * A pairing plan (§9.2): each active Base with one enemy it may fight, in a random
 * order; now and then a Base twice, or a pair that is not engaged, which is refused.
 */
Action randomPlan(const GameState &s, Gen &g)
{
    PlanCombat plan;
    std::set<BaseId> paired;
    for (const CombatPair &p : s.combatPlan) {
        if (s.foughtThisPhase.contains({std::min(p.base, p.enemy), std::max(p.base, p.enemy)}))
            paired.insert(p.base);
    }
    for (const auto &[x, y] : s.foughtThisPhase)
        paired.insert(baseOf(s, x).side == s.active ? x : y);
    auto pairs = engagedPairs(s);
    for (std::size_t i = pairs.size(); i > 1; --i)
        std::swap(pairs[i - 1], pairs[static_cast<std::size_t>(g.below(static_cast<int>(i)))]);
    for (const auto &[x, y] : pairs) {
        if (paired.insert(x).second || g.chance(2))
            plan.pairs.push_back(CombatPair{x, y});
    }
    if (g.chance(3)) {
        const int n = static_cast<int>(s.bases.size());
        plan.pairs.push_back(CombatPair{g.below(n), g.below(n)});
    }
    // Untracked, the players name lapping Bases (§9.2, ruling R23): now and then a
    // standing friend in no pair, which the engine checks (contact, uncountered).
    if (!s.positionsTracked) {
        const auto inPlan = [&plan](BaseId id) {
            return std::any_of(plan.pairs.begin(), plan.pairs.end(), [id](const CombatPair &p) { return p.base == id || p.enemy == id; });
        };
        for (CombatPair &p : plan.pairs) {
            for (auto [lapping, helped, lapped] : {std::tuple{&p.lapping, p.base, p.enemy}, std::tuple{&p.enemyLapping, p.enemy, p.base}}) {
                const auto valid = [&s](BaseId id) { return id >= 0 && static_cast<std::size_t>(id) < s.bases.size(); };
                if (!g.chance(40) || !valid(helped) || !valid(lapped))
                    continue;
                std::vector<BaseId> friends;
                for (const Base &b : s.bases) {
                    if (!b.lost() && b.side == baseOf(s, helped).side && b.id != helped && !inPlan(b.id)
                        && (g.chance(5) || s.enteredFacts.contact(b.block, baseOf(s, lapped).block)))
                        friends.push_back(b.id);
                }
                if (!friends.empty())
                    *lapping = friends[static_cast<std::size_t>(g.below(static_cast<int>(friends.size())))];
            }
        }
        // What the table shows, said in the plan (§9.3, ruling R24): now and then a flank or a
        // rear, with the side it strikes, and the side each lapping Base stands on.
        static const std::vector<Striker> who{Striker::A, Striker::B};
        static const std::vector<Lateral> sides{Lateral::Left, Lateral::Right};
        for (CombatPair &p : plan.pairs) {
            if (g.chance(20)) {
                p.flank = g.pick(who);
                if (!g.chance(3))
                    p.flankSide = g.pick(sides); // else no side: refused
            } else if (g.chance(10)) {
                p.rear = g.pick(who);
            }
            if (p.lapping && g.chance(70))
                p.lappingSide = g.pick(sides);
            if (p.enemyLapping && g.chance(70))
                p.enemyLappingSide = g.pick(sides);
        }
    }
    return plan;
}

Action randomFight(const GameState &s, Gen &g)
{
    Fight f;
    // With a plan the fights follow it, and the engine computes the overlaps.
    std::vector<std::pair<BaseId, BaseId>> planned;
    for (const CombatPair &p : s.combatPlan) {
        if (!s.foughtThisPhase.contains({std::min(p.base, p.enemy), std::max(p.base, p.enemy)}) && !baseOf(s, p.base).lost()
            && !baseOf(s, p.enemy).lost())
            planned.emplace_back(p.base, p.enemy);
    }
    if (!planned.empty() && !g.chance(10)) {
        std::tie(f.base, f.enemy) = planned.front();
        f.baseDice = randomCombatDice(g, blockOf(s, baseOf(s, f.base).block).quality);
        f.enemyDice = randomCombatDice(g, blockOf(s, baseOf(s, f.enemy).block).quality);
        f.overlapsAsEntered = g.chance(5);
        return f;
    }
    const auto pairs = engagedPairs(s);
    if (pairs.empty() || g.chance(5)) {
        f.base = g.below(static_cast<int>(s.bases.size()));
        f.enemy = g.below(static_cast<int>(s.bases.size()));
        return f;
    }
    std::tie(f.base, f.enemy) = g.pick(pairs);
    const auto friendOf = [&](BaseId id) -> std::optional<BaseId> {
        std::vector<BaseId> friends;
        for (const Base &b : s.bases) {
            if (b.side == baseOf(s, id).side && b.id != id && !b.removed) {
                if (!s.positionsTracked) {
                    friends.push_back(b.id);
                    continue;
                }
                const Base &lapped = baseOf(s, id == f.base ? f.enemy : f.base);
                if (b.hex && aspect(*lapped.hex, lapped.facing, *b.hex) == Aspect::Front)
                    friends.push_back(b.id);
            }
        }
        if (friends.empty() || g.chance(60))
            return std::nullopt;
        return g.pick(friends);
    };
    f.lapping = friendOf(f.base);
    f.enemyLapping = friendOf(f.enemy);
    if (!s.positionsTracked) {
        static const std::vector<Striker> who{Striker::None, Striker::None, Striker::None, Striker::A, Striker::B};
        f.flank = g.pick(who);
        f.rear = f.flank == Striker::None ? g.pick(who) : Striker::None;
        f.uphill = g.pick(who);
        f.baseGoing = g.chance(20) ? g.between(1, 5) : 5;
        f.enemyGoing = g.chance(20) ? g.between(1, 5) : 5;
    } else if (g.chance(2)) {
        f.uphill = Striker::A; // refused: the table says who is uphill
    }
    f.baseDice = randomCombatDice(g, blockOf(s, baseOf(s, f.base).block).quality);
    f.enemyDice = randomCombatDice(g, blockOf(s, baseOf(s, f.enemy).block).quality);
    return f;
}

Action randomAllocation(const GameState &s, Gen &g)
{
    const PendingLoss &p = *s.pendingLoss;
    AllocateLoss a;
    a.pushBack = g.between(0, p.points);
    a.fatigue = p.points - a.pushBack;
    if (g.chance(3))
        a.fatigue += 1; // too many points: refused
    a.rearSide = g.chance(50) ? RearSide::Left : RearSide::Right;
    a.pinned = g.chance(10);
    const Block &b = blockOf(s, baseOf(s, p.loser).block);
    if (b.specialRules.contains(SpecialRule::Evade) && !p.evadeCaught && g.chance(80)) {
        a.pushBack = p.points;
        a.fatigue = 0;
    }
    if (s.positionsTracked || a.pushBack == 0)
        return a;
    // Untracked: the file is the loser and maybe Bases behind it; the seams are named.
    a.file.push_back(p.loser);
    std::vector<BaseId> rest;
    for (const BaseId id : b.bases) {
        if (id != p.loser)
            rest.push_back(id);
    }
    for (const BaseId id : rest) {
        if (g.chance(20))
            a.file.push_back(id);
    }
    std::vector<BaseId> left;
    for (const BaseId id : rest) {
        if (std::find(a.file.begin(), a.file.end(), id) == a.file.end())
            left.push_back(id);
    }
    if (!left.empty() && !(b.specialRules.contains(SpecialRule::Evade) && !p.evadeCaught)) {
        a.seamBases.push_back(p.loser);
        if (g.chance(95))
            a.seamBases.push_back(g.pick(left)); // else one side only: refused
        if (left.size() > 1 && g.chance(20))
            a.farSide.push_back(left.back());
    }
    return a;
}

Action randomPursuit(const GameState &s, Gen &g)
{
    Pursue p;
    p.decline = g.chance(s.pendingPursuit->optional ? 50 : 5);
    if (!s.positionsTracked && !p.decline) {
        // The pursuer goes alone (ruling R33): named or not; now and then with a file, refused.
        if (g.chance(50))
            p.file.push_back(s.pendingPursuit->pursuer);
        std::vector<BaseId> rest;
        for (const BaseId id : blockOf(s, baseOf(s, s.pendingPursuit->pursuer).block).bases) {
            if (id != s.pendingPursuit->pursuer)
                rest.push_back(id);
        }
        if (!rest.empty() && g.chance(5))
            p.file = {s.pendingPursuit->pursuer, g.pick(rest)};
        if (rest.size() > 1 && g.chance(20))
            p.farSide.push_back(rest.back());
    }
    return p;
}

Action randomFollowUp(const GameState &s, Gen &g)
{
    FollowUp f;
    f.decline = g.chance(40);
    if (s.positionsTracked || f.decline)
        return f;
    // Untracked: the players name the seams the winner opens, and maybe a far side.
    const BaseId w = s.pendingFollowUp->winner;
    std::vector<BaseId> rest;
    for (const BaseId id : blockOf(s, baseOf(s, w).block).bases) {
        if (id != w)
            rest.push_back(id);
    }
    if (rest.empty())
        return f;
    f.seamBases.push_back(w);
    if (g.chance(95))
        f.seamBases.push_back(g.pick(rest)); // else one side only: refused
    if (rest.size() > 1 && g.chance(20) && std::find(f.seamBases.begin(), f.seamBases.end(), rest.back()) == f.seamBases.end())
        f.farSide.push_back(rest.back());
    return f;
}

Action randomRemove(const GameState &s, Gen &g)
{
    std::vector<BaseId> routed;
    for (const Base &b : s.bases) {
        if (b.routed && !b.removed)
            routed.push_back(b.id);
    }
    return RemoveRoutedBase{routed.empty() || g.chance(10) ? g.below(static_cast<int>(s.bases.size())) : g.pick(routed)};
}

/** A volley (§10): mostly a missile Base at an enemy; now and then anyone at anyone, refused. */
Action randomShoot(const GameState &s, Gen &g)
{
    std::vector<BaseId> shooters;
    for (const Base &b : s.bases) {
        if (!b.lost() && shoots(blockOf(s, b.block).type))
            shooters.push_back(b.id);
    }
    const auto standing = standingBases(s);
    Shoot v;
    if (standing.empty())
        return v;
    v.firer = shooters.empty() || g.chance(10) ? g.pick(standing) : g.pick(shooters);
    std::vector<BaseId> enemies;
    for (const BaseId id : standing) {
        if (baseOf(s, id).side != baseOf(s, v.firer).side)
            enemies.push_back(id);
    }
    v.target = enemies.empty() || g.chance(5) ? g.pick(standing) : g.pick(enemies);
    v.firerDice = randomCombatDice(g, blockOf(s, baseOf(s, v.firer).block).quality);
    v.targetDice = randomCombatDice(g, blockOf(s, baseOf(s, v.target).block).quality);
    if (!s.positionsTracked) {
        v.firerGoing = g.chance(20) ? g.between(1, 5) : 5;
        v.targetGoing = g.chance(20) ? g.between(1, 5) : 5;
    } else if (g.chance(2)) {
        v.targetGoing = 2; // refused: the table says what the Going is
    }
    return v;
}

/**
 * An action toward the end of the Combat phase (§4, ruling R43): the first melee
 * still unfought, fought, or paired in the plan first when there is one; nothing
 * when every melee is resolved.
 */
std::optional<Action> resolveMelee(const GameState &s, Gen &g)
{
    const UnfoughtMelees left = unfoughtMelees(s);
    const auto fightOf = [&](BaseId base, BaseId enemy) -> Action {
        Fight f;
        f.base = base;
        f.enemy = enemy;
        f.baseDice = randomCombatDice(g, blockOf(s, baseOf(s, base).block).quality);
        f.enemyDice = randomCombatDice(g, blockOf(s, baseOf(s, enemy).block).quality);
        return f;
    };
    // With a plan, an unplanned Base fights only once paired: the plan grows by the pair.
    const auto pairOf = [&](BaseId base, BaseId enemy) -> Action {
        if (s.combatPlan.empty())
            return fightOf(base, enemy);
        PlanCombat plan;
        for (const CombatPair &p : s.combatPlan) {
            if (!s.foughtThisPhase.contains({std::min(p.base, p.enemy), std::max(p.base, p.enemy)}))
                plan.pairs.push_back(p);
        }
        plan.pairs.push_back(CombatPair{base, enemy});
        return plan;
    };
    if (!left.unfought.empty()) {
        // A planned pair the rules will not let fight is taken out of the plan.
        const CombatPair &p = left.unfought.front();
        Fight f;
        f.base = p.base;
        f.enemy = p.enemy;
        if (fightInputs(s, f).ok() || g.chance(50))
            return fightOf(p.base, p.enemy);
        PlanCombat rest;
        for (const CombatPair &q : s.combatPlan) {
            if (!(q == p) && !s.foughtThisPhase.contains({std::min(q.base, q.enemy), std::max(q.base, q.enemy)}))
                rest.pairs.push_back(q);
        }
        return rest;
    }
    if (!left.unpaired.empty()) {
        const BaseId base = left.unpaired.front();
        for (const BaseId enemy : pairableEnemies(s, base)) {
            Fight f;
            f.base = base;
            f.enemy = enemy;
            GameState unplanned = s;
            unplanned.combatPlan.clear();
            if (const auto in = fightInputs(unplanned, f); in && assessCombat(in->base, in->enemy, in->facts))
                return pairOf(base, enemy);
        }
    }
    if (!left.contacts.empty()) {
        const auto &[ours, theirs] = left.contacts.front();
        for (const BaseId base : blockOf(s, ours).bases) {
            const bool free = !baseOf(s, base).lost() && !std::any_of(s.combatPlan.begin(), s.combatPlan.end(), [base](const CombatPair &p) {
                return p.base == base || p.lapping == base || p.enemyLapping == base;
            }) && !std::any_of(s.foughtThisPhase.begin(), s.foughtThisPhase.end(), [base](const auto &p) {
                return p.first == base || p.second == base;
            });
            if (free)
                return pairOf(base, g.pick(blockOf(s, theirs).bases));
        }
    }
    return std::nullopt;
}

/** A random, mostly legal, action for @p s. */
Action randomAction(const GameState &s, Gen &g)
{
    // §4: the Combat phase ends once every melee is fought; now and then the end is tried first, and refused.
    if (s.phase == Phase::Combat && !s.pendingLoss && !s.pendingPursuit && g.chance(25) && !g.chance(10)) {
        if (auto resolving = resolveMelee(s, g))
            return *resolving;
    }
    const auto mine = activeBlocks(s, s.active);
    // §9.5, §11.1: a fight's outcome comes first; now and then something else is tried, and refused.
    if (s.pendingLoss && !g.chance(5))
        return randomAllocation(s, g);
    if (s.pendingPursuit && !g.chance(5))
        return randomPursuit(s, g);
    if (s.pendingFollowUp && !g.chance(5))
        return randomFollowUp(s, g);
    if (s.phase == Phase::Combat && s.combatPlan.empty() && g.chance(35))
        return randomPlan(s, g);
    if (s.phase == Phase::Combat && g.chance(40))
        return randomFight(s, g);
    if (s.phase == Phase::Combat && !s.combatPlan.empty() && g.chance(5))
        return randomPlan(s, g);
    if (s.phase == Phase::Shoot && g.chance(40))
        return randomShoot(s, g);
    if (g.chance(2)) {
        // Junk: a Block that does not exist, or the other side's.
        const auto theirs = activeBlocks(s, opponent(s.active));
        MoveBlock m;
        m.block = theirs.empty() || g.chance(50) ? static_cast<BlockId>(s.blocks.size()) + g.below(3) : g.pick(theirs);
        return m;
    }
    if (s.phase != Phase::Move) {
        const int roll = g.below(100);
        if (roll < 35)
            return randomAddFatigue(s, g);
        if (roll < 48)
            return randomMarkInCombat(s, g);
        if (roll < 55)
            return randomMarkShotAt(s, g);
        if (roll < 60)
            return randomRemove(s, g);
        if (roll < 64 && !mine.empty())
            return randomMove(s, g, g.pick(mine)); // refused: not the Move phase
        if (roll < 66)
            return s.positionsTracked ? Action{randomAddFatigue(s, g)} : Action{randomFacts(s, g)};
        return EndPhase{};
    }
    if (mine.empty())
        return EndPhase{};
    const BlockId id = g.pick(mine);
    const Block &b = blockOf(s, id);
    const int roll = g.below(100);
    if (roll < 30)
        return randomMove(s, g, id);
    if (roll < 37)
        return PivotBlock{id, g.chance(2) ? 2 : (g.chance(50) ? 1 : -1), randomDice(g, b.quality)};
    if (roll < 43) {
        WheelBlock w;
        w.block = id;
        w.pivot = g.pick(b.bases);
        w.steps = g.chance(50) ? 1 : -1;
        if (!s.positionsTracked && !g.chance(3)) {
            const int n = static_cast<int>(b.bases.size());
            w.frontage = g.between(1, n);
            w.depth = (n + w.frontage - 1) / w.frontage;
        }
        for (int i = g.below(4); i > 0; --i) {
            if (const auto d = randomDice(g, b.quality))
                w.dice.push_back(*d);
        }
        return w;
    }
    if (roll < 53)
        return randomSplit(s, g, id);
    if (roll < 63)
        return randomMerge(s, g, mine);
    if (roll < 68 && s.positionsTracked)
        return randomMarch(s, g, id);
    if (roll < 76)
        return randomAddFatigue(s, g);
    if (roll < 80)
        return randomMarkInCombat(s, g);
    if (roll < 84)
        return s.positionsTracked && !g.chance(5) ? Action{randomMarkInCombat(s, g)} : Action{randomFacts(s, g)};
    if (roll < 86)
        return randomRemove(s, g);
    return EndPhase{};
}

// ---- the properties --------------------------------------------------------------------------

/** What the games found, by property: how often each was checked and its failures. */

} // namespace gameprops

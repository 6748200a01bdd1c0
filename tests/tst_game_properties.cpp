// Property tests of the game engine (§2, §4–§6, §12): thousands of seeded random
// action sequences, in games with and without tracked positions, with the
// rulebook's invariants checked after every step.
//
// The games are played once (the first test function runs them); every test
// function then reports one property. A failure names the generator's seed and
// the step, and the action, so it reproduces:
//     ANCIENTS_PROPERTY_SEED=<seed> tst_game_properties
// replays only that seed (both kinds of game) and prints every step.
#ifndef Q_MOC_RUN // moc (Qt 6.4) cannot parse the C++20 standard headers
#include "ancients/game.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>
#endif

#include <QTest>

#ifndef Q_MOC_RUN
using namespace ancients;

namespace {

// Run sizes: well under 10 s in a normal build, and also under ASan/UBSan.
#if defined(__SANITIZE_ADDRESS__)
constexpr int GamesPerKind = 60;
constexpr int StepsPerGame = 200;
#else
constexpr int GamesPerKind = 300;
constexpr int StepsPerGame = 200;
#endif
constexpr int ReplayEvery = 5; ///< every n-th game is replayed from its log

// ---- a small seeded generator ------------------------------------------------------------

class Gen
{
public:
    explicit Gen(std::uint64_t seed)
        : m_rng(seed, 0x5eedU)
    {
    }
    int below(int n) { return n <= 0 ? 0 : static_cast<int>(m_rng.bounded(static_cast<std::uint32_t>(n))); }
    int between(int lo, int hi) { return lo + below(hi - lo + 1); }
    bool chance(int percent) { return below(100) < percent; }
    template<typename T>
    const T &pick(const std::vector<T> &v)
    {
        return v.at(static_cast<std::size_t>(below(static_cast<int>(v.size()))));
    }

private:
    Pcg32 m_rng;
};

template<typename T>
const T &at(const std::vector<T> &v, int i)
{
    return v.at(static_cast<std::size_t>(i));
}

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

/** A one-line description of an action, for failure messages. */
std::string describe(const Action &action)
{
    std::ostringstream o;
    if (const auto *m = std::get_if<MoveBlock>(&action)) {
        o << "MoveBlock{block " << m->block << ", climb " << m->climb << (m->difficult ? ", difficult" : "")
          << (m->charge ? ", charge" : "") << (m->fullMove ? "" : ", part move") << diceText(m->dice);
        for (const auto &[id, tiles] : m->terrainEntered)
            o << ", base " << id << " enters " << tiles.size() << " tile(s)";
        for (const auto &[id, place] : m->destination)
            o << ", " << id << "->" << hexText(place.first) << "f" << place.second.vertex;
        o << "}";
    } else if (const auto *p = std::get_if<PivotBlock>(&action)) {
        o << "PivotBlock{block " << p->block << ", steps " << p->steps << diceText(p->dice) << "}";
    } else if (const auto *w = std::get_if<WheelBlock>(&action)) {
        o << "WheelBlock{block " << w->block << ", pivot " << w->pivot << ", steps " << w->steps << ", " << w->frontage
          << "x" << w->depth << ", " << w->dice.size() << " dice}";
    } else if (const auto *c = std::get_if<MarchColumn>(&action)) {
        o << "MarchColumn{block " << c->block << ", order " << idsText(c->order) << ", path";
        for (const auto &[hex, facing] : c->path)
            o << " " << hexText(hex) << "f" << facing.vertex;
        o << diceText(c->dice) << "}";
    } else if (const auto *sp = std::get_if<SplitBlock>(&action)) {
        o << "SplitBlock{block " << sp->block << ", detach " << idsText(sp->detach) << ", seam " << idsText(sp->seamBases)
          << "}";
    } else if (const auto *mg = std::get_if<MergeBlocks>(&action)) {
        o << "MergeBlocks{into " << mg->into << ", from " << mg->from << ", seam " << idsText(mg->seamBases) << "}";
    } else if (const auto *f = std::get_if<EnterFacts>(&action)) {
        o << "EnterFacts{contact";
        for (const auto &[x, y] : f->facts.inContact)
            o << " " << x << "-" << y;
        o << "; near";
        for (const auto &[x, y] : f->facts.withinOneBaseWidth)
            o << " " << x << "-" << y;
        o << "; blocked " << idsText(std::vector<int>(f->facts.retreatBlocked.begin(), f->facts.retreatBlocked.end())) << "}";
    } else if (const auto *mc = std::get_if<MarkInCombat>(&action)) {
        o << "MarkInCombat{" << idsText(mc->bases) << "}";
    } else if (const auto *ms = std::get_if<MarkShotAt>(&action)) {
        o << "MarkShotAt{" << idsText(ms->bases) << "}";
    } else if (const auto *af = std::get_if<AddFatigue>(&action)) {
        o << "AddFatigue{§" << af->section;
        for (const auto &[id, n] : af->fatigue)
            o << ", base " << id << " +" << n;
        o << "}";
    } else if (const auto *rr = std::get_if<RemoveRoutedBase>(&action)) {
        o << "RemoveRoutedBase{" << rr->base << "}";
    } else if (const auto *fi = std::get_if<Fight>(&action)) {
        o << "Fight{base " << fi->base << " vs " << fi->enemy << ", laps " << (fi->lapping ? *fi->lapping : -1) << "/"
          << (fi->enemyLapping ? *fi->enemyLapping : -1) << ", flank " << static_cast<int>(fi->flank) << ", rear "
          << static_cast<int>(fi->rear) << ", uphill " << static_cast<int>(fi->uphill) << ", going " << fi->baseGoing << "/"
          << fi->enemyGoing << diceText(fi->baseDice) << diceText(fi->enemyDice) << "}";
    } else if (const auto *al = std::get_if<AllocateLoss>(&action)) {
        o << "AllocateLoss{fatigue " << al->fatigue << ", push-back " << al->pushBack << ", rear "
          << (al->rearSide == RearSide::Left ? "left" : "right") << (al->pinned ? ", pinned" : "") << ", file "
          << idsText(al->file) << ", seam " << idsText(al->seamBases) << ", far " << idsText(al->farSide) << "}";
    } else if (const auto *pu = std::get_if<Pursue>(&action)) {
        o << "Pursue{" << (pu->decline ? "decline, " : "") << "file " << idsText(pu->file) << ", far "
          << idsText(pu->farSide) << "}";
    } else if (const auto *sh = std::get_if<Shoot>(&action)) {
        o << "Shoot{firer " << sh->firer << " at " << sh->target << ", going " << sh->firerGoing << "/" << sh->targetGoing
          << diceText(sh->firerDice) << diceText(sh->targetDice)
          << "}";
    } else {
        o << "EndPhase{}";
    }
    return o.str();
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
    std::vector<Deployment> deployments;
    if (tracked) {
        // A faces vertex 0 (front towards +q) along q = 0, -1; B faces vertex 3 from q = gapQ.
        int r = 0;
        for (const BlockSpec &spec : a.blocks) {
            deployments.push_back({Hex{0, r}, Facing{0}});
            r += spec.frontage + g.below(2);
        }
        const int gapQ = g.between(3, 5);
        r = g.between(-1, 1);
        for (const BlockSpec &spec : b.blocks) {
            deployments.push_back({Hex{gapQ, r + spec.frontage - 1}, Facing{3}});
            r += spec.frontage + g.below(2);
        }
    }
    const auto game = newGame(a, b, options, seed, deployments);
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

Action randomFight(const GameState &s, Gen &g)
{
    Fight f;
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
        p.file.push_back(s.pendingPursuit->pursuer);
        for (const BaseId id : blockOf(s, baseOf(s, s.pendingPursuit->pursuer).block).bases) {
            if (id != s.pendingPursuit->pursuer && g.chance(15))
                p.file.push_back(id);
        }
    }
    return p;
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

/** A random, mostly legal, action for @p s. */
Action randomAction(const GameState &s, Gen &g)
{
    const auto mine = activeBlocks(s, s.active);
    // §9.5, §11.1: a fight's outcome comes first; now and then something else is tried, and refused.
    if (s.pendingLoss && !g.chance(5))
        return randomAllocation(s, g);
    if (s.pendingPursuit && !g.chance(5))
        return randomPursuit(s, g);
    if (s.phase == Phase::Combat && g.chance(40))
        return randomFight(s, g);
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
struct Findings
{
    std::map<std::string, long> checks;
    std::map<std::string, long> failures;
    std::map<std::string, std::string> first; ///< the first failure of each property
    std::map<std::string, long> applied;      ///< applied actions by kind, and events
    std::map<std::string, long> refused;      ///< refusals by error code
    long steps = 0;
    double seconds = 0;
};

struct Context
{
    std::uint64_t seed = 0;
    int step = 0;
    bool tracked = false;
    const Action *action = nullptr;
};

class Checker
{
public:
    Checker(Findings &f, const Context &c)
        : m_f(f)
        , m_c(c)
    {
    }

    /** Checks @p property once: records a failure with @p detail when @p holds is false. */
    bool check(const std::string &property, bool holds, const std::string &detail = {})
    {
        m_f.checks[property] += 1;
        if (holds)
            return true;
        if (m_f.failures[property]++ == 0) {
            std::ostringstream o;
            o << "seed " << m_c.seed << ", step " << m_c.step << ", " << (m_c.tracked ? "tracked" : "untracked")
              << " game, action " << describe(*m_c.action) << ": " << detail;
            m_f.first[property] = o.str();
        }
        return false;
    }

private:
    Findings &m_f;
    const Context &m_c;
};

// Whether a tracked move of @p b passes through other Bases or changes the Block's shape or facing (§5.1).
bool trackedDifficult(const GameState &s, const Block &b, const MoveBlock &m)
{
    std::set<BaseId> own(b.bases.begin(), b.bases.end());
    const BaseId first = b.bases.front();
    const Hex anchor = *baseOf(s, first).hex;
    const Hex anchorTo = m.destination.at(first).first;
    const Facing facing = baseOf(s, first).facing;
    const Facing facingTo = m.destination.at(first).second;
    if (facing != facingTo)
        return true;
    for (const BaseId id : b.bases) {
        const Hex from = *baseOf(s, id).hex;
        const auto &[to, toFacing] = m.destination.at(id);
        if (to - anchorTo != from - anchor || toFacing != facingTo || baseOf(s, id).facing != facing)
            return true;
        for (const Hex h : hexLine(from, to)) {
            for (const Base &o : s.bases) {
                if (!o.removed && o.hex && *o.hex == h && !own.contains(o.id))
                    return true;
            }
        }
    }
    return false;
}

std::string actionKind(const Action &a)
{
    static constexpr std::array<const char *, 16> names{"MoveBlock",   "PivotBlock",  "WheelBlock", "MarchColumn",
                                                        "SplitBlock",  "MergeBlocks", "EnterFacts", "MarkInCombat",
                                                        "MarkShotAt",  "AddFatigue",  "RemoveRoutedBase", "EndPhase",
                                                        "Fight",       "AllocateLoss", "Pursue",   "Shoot"};
    static_assert(names.size() == std::variant_size_v<Action>, "name every kind of Action");
    return names.at(a.index());
}

/** The invariants that hold in every state the engine returns. */
void checkState(Checker &c, const GameState &s)
{
    // §6: Fatigue starts at 1 and never drops below 1.
    for (const Base &b : s.bases) {
        if (!c.check("rule_6_fatigueNeverBelowOne", b.fatigue >= MinimumFatigue,
                     "Base " + std::to_string(b.id) + " has Fatigue " + std::to_string(b.fatigue)))
            break;
    }
    // §2: a standing Base is in exactly one active Block, which lists it; §12: a routed one in none.
    std::map<BaseId, int> listed;
    for (const Block &blk : s.blocks) {
        for (const BaseId id : blk.bases) {
            listed[id] += 1;
            c.check("rule_2_everyStandingBaseIsInExactlyOneBlock",
                    id >= 0 && static_cast<std::size_t>(id) < s.bases.size() && baseOf(s, id).block == blk.id,
                    "Block " + std::to_string(blk.id) + " lists Base " + std::to_string(id) + " whose block is "
                        + std::to_string(id >= 0 && static_cast<std::size_t>(id) < s.bases.size() ? baseOf(s, id).block : -2));
            c.check("rule_2_blocksAreOfOneSide", baseOf(s, id).side == blk.side,
                    "Block " + std::to_string(blk.id) + " lists Base " + std::to_string(id) + " of the other side");
        }
    }
    const auto timesListed = [&listed](BaseId id) {
        const auto it = listed.find(id);
        return it == listed.end() ? 0 : it->second;
    };
    for (const Base &b : s.bases) {
        if (b.lost()) {
            c.check("rule_12_routedBasesBelongToNoBlock", b.block == -1 && timesListed(b.id) == 0,
                    "routed Base " + std::to_string(b.id) + " has block " + std::to_string(b.block) + " and is listed "
                        + std::to_string(timesListed(b.id)) + " time(s)");
        } else {
            c.check("rule_2_everyStandingBaseIsInExactlyOneBlock",
                    b.block >= 0 && timesListed(b.id) == 1 && blockOf(s, b.block).active(),
                    "standing Base " + std::to_string(b.id) + " has block " + std::to_string(b.block) + " and is listed "
                        + std::to_string(timesListed(b.id)) + " time(s)");
        }
    }
    // §12, ruling R8: no Block stands with an average above 6 once apply returns.
    for (const Block &blk : s.blocks) {
        if (!blk.active())
            continue;
        const int total = blockTotal(s, blk.bases);
        c.check("rule_12_breaksExactlyAboveSix", total <= BlockBreakThreshold * static_cast<int>(blk.bases.size()),
                "Block " + std::to_string(blk.id) + " stands with total Fatigue " + std::to_string(total) + " over "
                    + std::to_string(blk.bases.size()) + " Bases");
    }
    // §12.1, ruling R7: an army is broken exactly when it has lost 30% or more of its starting Bases.
    for (const Side side : {Side::A, Side::B}) {
        const int lost = basesLost(s, side);
        const Army &army = s.army(side);
        c.check("rule_12_1_armyBreaksAtThirtyPercent", army.broken == (lost * 10 >= army.startingBases * 3),
                "army " + sideName(side) + " has lost " + std::to_string(lost) + " of " + std::to_string(army.startingBases)
                    + " and broken is " + (army.broken ? "true" : "false"));
    }
    if (!s.positionsTracked) {
        for (const Base &b : s.bases) {
            if (!c.check("untrackedGamesHaveNoPositions", !b.hex,
                         "Base " + std::to_string(b.id) + " has a hex in a game whose positions are not tracked"))
                break;
        }
        return;
    }
    // §2: one Base a hex; a routed Base still blocks space.
    std::map<Hex, BaseId> taken;
    for (const Base &b : s.bases) {
        if (b.removed)
            continue;
        if (!c.check("rule_2_noTwoBasesShareAHex", b.hex.has_value(), "Base " + std::to_string(b.id) + " has no hex"))
            continue;
        const auto [it, fresh] = taken.emplace(*b.hex, b.id);
        c.check("rule_2_noTwoBasesShareAHex", fresh,
                "Bases " + std::to_string(it->second) + " and " + std::to_string(b.id) + " share " + hexText(*b.hex));
    }
    // §2: a Block is contiguous.
    for (const Block &blk : s.blocks) {
        if (!blk.active())
            continue;
        const auto hexes = blockHexes(s, blk.id);
        std::string where;
        for (const BaseId id : blk.bases)
            where += " " + std::to_string(id) + "@" + hexText(*baseOf(s, id).hex);
        c.check("rule_2_blocksStayContiguous", contiguous(hexes),
                "Block " + std::to_string(blk.id) + " is not contiguous:" + where);
    }
}

/** The seam of @p part against @p rest: the Bases of either that touch the other (§6.2). */
std::set<BaseId> seamOf(const GameState &s, const std::vector<BaseId> &part, const std::vector<BaseId> &rest)
{
    std::set<BaseId> seam;
    for (const BaseId x : part) {
        for (const BaseId y : rest) {
            if (distance(*baseOf(s, x).hex, *baseOf(s, y).hex) == 1) {
                seam.insert(x);
                seam.insert(y);
            }
        }
    }
    return seam;
}

/** §6.1 and ruling R17, written out again from the text: the Fatigue every Base should have after Recovery. */
std::vector<int> expectedRecovery(const GameState &s)
{
    std::vector<int> f;
    for (const Base &b : s.bases)
        f.push_back(b.fatigue);
    auto fat = [&](BaseId id) -> int & { return f.at(static_cast<std::size_t>(id)); };
    for (const Block &blk : s.blocks) {
        if (!blk.active() || blk.side != s.active || blk.actedThisTurn)
            continue;
        for (const BaseId id : blk.bases) {
            const Base &b = baseOf(s, id);
            if (!b.inCombatThisTurn && !(b.shotAtThisTurn && s.options.shotAtDeniesRecovery))
                fat(id) = std::max(MinimumFatigue, fat(id) - 1);
        }
    }
    for (const Block &blk : s.blocks) {
        if (!blk.active() || blk.side != s.active || blk.bases.size() < 2)
            continue;
        std::vector<BaseId> ids = blk.bases;
        std::sort(ids.begin(), ids.end());
        std::set<BaseId> gave;
        for (const BaseId receiver : ids) {
            if (fat(receiver) != 1)
                continue;
            std::optional<BaseId> donor;
            for (const BaseId id : ids) {
                if (id != receiver && !gave.contains(id) && fat(id) >= 3 && (!donor || fat(id) > fat(*donor)))
                    donor = id;
            }
            if (!donor)
                break;
            gave.insert(*donor);
            fat(*donor) -= 1;
            fat(receiver) += 1;
        }
    }
    return f;
}

bool isMoveAction(const Action &a)
{
    return std::holds_alternative<MoveBlock>(a) || std::holds_alternative<PivotBlock>(a)
        || std::holds_alternative<WheelBlock>(a) || std::holds_alternative<MarchColumn>(a)
        || std::holds_alternative<SplitBlock>(a) || std::holds_alternative<MergeBlocks>(a);
}

BlockId actingBlock(const Action &a)
{
    if (const auto *m = std::get_if<MoveBlock>(&a))
        return m->block;
    if (const auto *p = std::get_if<PivotBlock>(&a))
        return p->block;
    if (const auto *w = std::get_if<WheelBlock>(&a))
        return w->block;
    if (const auto *c = std::get_if<MarchColumn>(&a))
        return c->block;
    if (const auto *sp = std::get_if<SplitBlock>(&a))
        return sp->block;
    if (const auto *mg = std::get_if<MergeBlocks>(&a))
        return mg->into;
    return -1;
}

/** The frontage × depth of a tracked Block along its width and depth axes (§5.5). */
std::pair<int, int> trackedShape(const GameState &s, const Block &b)
{
    const Base &first = baseOf(s, b.bases.front());
    const Hex w = HexDirections.at(static_cast<std::size_t>(first.facing.widthAxis()));
    const Hex d = HexDirections.at(static_cast<std::size_t>(first.facing.depthAxis()));
    std::set<int> files, ranks;
    // Solve v = i·w + j·d for each Base by trying the small coefficients.
    for (const BaseId id : b.bases) {
        const Hex v = *baseOf(s, id).hex - *first.hex;
        for (int i = -8; i <= 8; ++i) {
            for (int j = -8; j <= 8; ++j) {
                if (i * w + j * d == v) {
                    files.insert(i);
                    ranks.insert(j);
                }
            }
        }
    }
    if (files.empty())
        return {0, 0};
    return {*files.rbegin() - *files.begin() + 1, *ranks.rbegin() - *ranks.begin() + 1};
}

/** The checks of one applied step that compare the state before and after. */
/**
 * Whether an effect carries what the app words it from, in any language: its
 * cause (the variant of its kind) and the Bases, Blocks and figures that cause
 * names, so that no one needs its English text.
 */
bool causeFits(const Effect &e, const GameState &after)
{
    using K = Effect::Kind;
    using C = Effect::Cause;
    const auto in = [&](std::initializer_list<C> causes) { return std::find(causes.begin(), causes.end(), e.cause) != causes.end(); };
    switch (e.kind) {
    case K::Fatigue:
        if (e.base < 0 || e.amount == 0)
            return false;
        if (in({C::SmoothingGives, C::SmoothingTakes, C::MissileFire}))
            return e.otherBase >= 0;
        if (e.cause == C::Contagion)
            return e.other >= 0;
        return in({C::TempoCost, C::Terrain, C::ClimbSlight, C::ClimbSteep, C::Climb, C::DifficultMove,
                   C::DifficultThroughFriends, C::DifficultReshaped, C::PivotCost, C::WheelTerrain, C::MarchTerrain,
                   C::SplitSeam, C::MergeSeam, C::PlayersAdded, C::Recovery, C::SeamTorn, C::RearCascade,
                   C::HeldAsFatigue, C::ArmyBroken});
    case K::MovementTest:
        return e.block >= 0 && e.roll && e.average.numerator() > 0 && in({C::Move, C::Pivot, C::Wheel, C::March})
            && (e.cause != C::Wheel || (e.amount >= 1 && e.amount <= e.count));
    case K::Moved:
        return e.block >= 0 && in({C::Move, C::Pivot, C::Wheel, C::March}) && (e.cause != C::Wheel || e.count >= 1);
    case K::MoveEnded:
        return e.block >= 0 && in({C::TestFailed, C::WheelAborted});
    case K::Split:
        return e.block >= 0 && e.other >= 0
            && (e.cause == C::SplitByPlayers
                || (e.base >= 0 && in({C::FilePushedBack, C::FileEvades, C::FilePursues, C::FarSideCut})));
    case K::Merged:
        return e.block >= 0 && e.other >= 0;
    case K::BlockBroke:
        return e.block >= 0
            && ((e.cause == C::AverageOverSix && e.average > Fraction(BlockBreakThreshold))
                || (e.cause == C::PushBackAfterArmyBreak && e.base >= 0));
    case K::BaseRemoved:
        return e.base >= 0 && in({C::CannotRetreat, C::CannotRetreatFullMove});
    case K::ArmyBroke:
        return e.amount > 0 && e.count >= e.amount;
    case K::PhaseChanged:
        return e.phase == after.phase && e.amount == after.turn && e.side == after.active;
    case K::ShockCharge:
        return e.block >= 0;
    case K::Combat:
        return e.combat && e.firstBase >= 0 && e.otherBase >= 0;
    case K::Recoil:
        return e.base >= 0 && e.amount > 0 && e.count >= 1 && in({C::Recoils, C::Evades});
    case K::Pinned:
        return e.base >= 0 && e.amount > 0;
    case K::Pursuit:
        return e.base >= 0 && e.otherBase >= 0 && in({C::MustPursue, C::MayPursue, C::Declines, C::Pursues, C::CannotAdvance});
    case K::Note:
        return e.base >= 0
            && in({C::NotPursuingEngaged, C::RoutedGivesNoOverlap, C::GaveGroundNoOverlap, C::ShockOverlapUnsupported,
                   C::EvadeCaught, C::EvadeFailed, C::Dislocation})
            && (!in({C::RoutedGivesNoOverlap, C::GaveGroundNoOverlap, C::ShockOverlapUnsupported}) || e.otherBase >= 0);
    case K::Volley:
        return e.missile && e.base >= 0 && e.otherBase >= 0;
    }
    return false;
}

void checkStep(Checker &c, Findings &found, const GameState &before, const Action &action, const Applied &done)
{
    const GameState &after = done.state;
    checkState(c, after);

    std::map<Effect::Kind, int> kinds;
    for (const Effect &e : done.effects) {
        kinds[e.kind] += 1;
        // Every change the engine makes carries the section that caused it.
        const bool sectionOk = !e.section.empty()
            && std::all_of(e.section.begin(), e.section.end(), [](char ch) { return (ch >= '0' && ch <= '9') || ch == '.'; })
            && e.section.front() != '.' && e.section.back() != '.';
        c.check("effectsCarrySections", sectionOk && !e.text.empty(), "effect \"" + e.text + "\" has section \"" + e.section + "\"");
        c.check("effectsCarryTheirCauseAndFigures", causeFits(e, after), "effect \"" + e.text + "\" lacks its cause or figures");
    }
    found.applied[actionKind(action)] += 1;
    found.applied["event: Block broke"] += kinds[Effect::Kind::BlockBroke];
    found.applied["event: army broke"] += kinds[Effect::Kind::ArmyBroke];
    found.applied["event: Base removed"] += kinds[Effect::Kind::BaseRemoved];
    found.applied["event: failed movement test"] += kinds[Effect::Kind::MoveEnded];
    const bool broke = kinds[Effect::Kind::BlockBroke] > 0;

    // §12.1: losses only grow, a broken army stays broken, the loser is decided once.
    for (const Side side : {Side::A, Side::B}) {
        c.check("rule_12_1_basesLostOnlyGrows", basesLost(after, side) >= basesLost(before, side),
                "army " + sideName(side) + " lost count fell from " + std::to_string(basesLost(before, side)) + " to "
                    + std::to_string(basesLost(after, side)));
        c.check("rule_12_1_brokenArmyStaysBroken", !before.army(side).broken || after.army(side).broken,
                "army " + sideName(side) + " was broken and is not");
    }
    c.check("rule_12_1_brokenArmyStaysBroken", !before.loser || after.loser == before.loser, "the loser changed");
    for (const Base &b : before.bases) {
        const Base &now = baseOf(after, b.id);
        c.check("rule_12_routedBasesBelongToNoBlock", !b.routed || now.routed, "Base " + std::to_string(b.id) + " rallied");
        c.check("rule_12_routedBasesBelongToNoBlock", !b.lost() || now.fatigue == b.fatigue,
                "routed Base " + std::to_string(b.id) + " changed Fatigue");
    }

    // §4: only the active player moves, and only in the Move phase.
    if (isMoveAction(action)) {
        const BlockId id = actingBlock(action);
        c.check("rule_4_onlyTheActivePlayerMovesInTheMovePhase",
                before.phase == Phase::Move && blockOf(before, id).side == before.active,
                "a move-phase action was applied in phase " + std::to_string(static_cast<int>(before.phase))
                    + " to a Block of side " + sideName(blockOf(before, id).side));
    }

    // §12, ruling R8: each Block that broke had its average above 6; every Block that is
    // gone either broke or merged away.
    std::vector<BlockId> membership; // each Base's Block once the action has regrouped them, before any break
    for (const Base &b : before.bases)
        membership.push_back(b.block);
    if (const auto *sp = std::get_if<SplitBlock>(&action)) {
        for (const BaseId id : sp->detach)
            membership.at(static_cast<std::size_t>(id)) = static_cast<BlockId>(before.blocks.size());
    }
    if (const auto *mg = std::get_if<MergeBlocks>(&action)) {
        for (BlockId &m : membership) {
            if (m == mg->from)
                m = mg->into;
        }
    }
    // A recoil or a pursuit splits files off their Blocks (§9.6): a break of such a part
    // counts against the Block it came from, whose Bases `membership` still names.
    std::map<BlockId, BlockId> splitFrom;
    if (std::holds_alternative<AllocateLoss>(action) || std::holds_alternative<Pursue>(action)) {
        for (const Effect &e : done.effects) {
            if (e.kind == Effect::Kind::Split)
                splitFrom[e.other] = splitFrom.contains(e.block) ? splitFrom.at(e.block) : e.block;
        }
    }
    std::set<BlockId> brokeBlocks, mergedAway;
    for (const Effect &e : done.effects) {
        if (e.kind == Effect::Kind::BlockBroke)
            brokeBlocks.insert(splitFrom.contains(e.block) ? splitFrom.at(e.block) : e.block);
        if (e.kind == Effect::Kind::Merged)
            mergedAway.insert(e.other);
    }
    // §12.1, ruling R34: once the army has broken, a push-back breaks the Block whatever its average.
    std::set<BlockId> brokenByPushBack;
    if (const auto *al = std::get_if<AllocateLoss>(&action)) {
        const Base &loser = baseOf(before, before.pendingLoss->loser);
        if (al->pushBack > 0 && before.army(loser.side).broken) {
            const bool evades = blockOf(before, loser.block).specialRules.contains(SpecialRule::Evade) && !before.pendingLoss->evadeCaught;
            c.check("rule_12_1_pushBackAfterArmyBreakIsABreak", evades || baseOf(after, loser.id).routed,
                    "Base " + std::to_string(loser.id) + " was pushed back after its army broke and did not rout");
            found.applied["event: push-back break"] += evades ? 0 : 1;
            brokenByPushBack.insert(loser.block);
        }
    }
    for (const BlockId id : brokeBlocks) {
        if (brokenByPushBack.contains(id))
            continue;
        int total = 0;
        int n = 0;
        for (const Base &b : after.bases) {
            if (membership.at(static_cast<std::size_t>(b.id)) == id && b.routed && !baseOf(before, b.id).routed) {
                total += b.fatigue;
                n += 1;
            }
        }
        c.check("rule_12_breaksExactlyAboveSix", n > 0 && total > BlockBreakThreshold * n,
                "Block " + std::to_string(id) + " broke with total Fatigue " + std::to_string(total) + " over "
                    + std::to_string(n) + " routed Bases");
    }
    for (const Block &b : before.blocks) {
        if (b.active() && !blockOf(after, b.id).active())
            c.check("rule_12_breaksExactlyAboveSix", brokeBlocks.contains(b.id) || mergedAway.contains(b.id),
                    "Block " + std::to_string(b.id) + " vanished without breaking or merging");
    }

    // §5, ruling R1, §5.1, §5.2, §5.4, §5.5: movement tests and the costs of moving.
    const BlockId mover = actingBlock(action);
    const bool moving = std::holds_alternative<MoveBlock>(action) || std::holds_alternative<PivotBlock>(action)
        || std::holds_alternative<WheelBlock>(action) || std::holds_alternative<MarchColumn>(action);
    if (moving) {
        const Block &b = blockOf(before, mover);
        const int n = static_cast<int>(b.bases.size());
        const int total0 = blockTotal(before, b.bases);
        int tests = 0;
        int passedTests = 0;
        bool failed = false;
        for (const Effect &e : done.effects) {
            if (e.kind != Effect::Kind::MovementTest)
                continue;
            // The tempo cost of every move after the first is paid before its test (§5.2).
            int tempo = 0;
            for (int k = 0; k <= tests; ++k)
                tempo += b.movesThisTurn + k >= 1 ? 1 : 0;
            const int total = total0 + n * tempo;
            const bool shouldPass = e.roll && e.roll->die == Die::D6 && e.roll->kept() * n >= total;
            c.check("rule_5_movementTestEqualsOrBeatsTheExactAverage", e.roll && e.passed == shouldPass,
                    "kept " + std::to_string(e.roll ? e.roll->kept() : -1) + " against total " + std::to_string(total)
                        + " over " + std::to_string(n) + " Bases: passed " + (e.passed ? "true" : "false"));
            tests += 1;
            passedTests += e.passed ? 1 : 0;
            failed = failed || !e.passed;
        }
        c.check("rule_5_2_failedTestEndsMovement", !b.movementOver,
                "Block " + std::to_string(mover) + " moved again after failing a test");
        if (failed)
            c.check("rule_5_2_failedTestEndsMovement", blockOf(after, mover).movementOver || !blockOf(after, mover).active(),
                    "a failed test did not end the Block's movement");
        if (!broke && tests > 0) {
            int tempo = 0;
            for (int k = 0; k < tests; ++k)
                tempo += b.movesThisTurn + k >= 1 ? 1 : 0;
            const bool moved = kinds[Effect::Kind::Moved] > 0;
            std::string property = "rule_5_2_extraMovePaysOneFatigueBeforeItsTest";
            for (const BaseId id : b.bases) {
                int expected = tempo;
                if (const auto *m = std::get_if<MoveBlock>(&action); m && moved) {
                    int terrain = 0;
                    int climbed = 0;
                    if (const auto it = m->terrainEntered.find(id); it != m->terrainEntered.end()) {
                        for (const Going gng : it->second)
                            terrain += terrainCost(b.weight, gng);
                    } else if (before.positionsTracked) {
                        // R4, R20: every tile on the straight line to its destination.
                        for (const Hex h : hexLine(*baseOf(before, id).hex, m->destination.at(id).first)) {
                            const auto t = before.terrain.find(h);
                            terrain += terrainCost(b.weight, t == before.terrain.end() ? Going::Open : t->second.going);
                        }
                    }
                    if (before.positionsTracked) {
                        // §8.3: a Base pays the climb of each hill it climbs onto.
                        const auto terrainOf = [&](Hex h) {
                            const auto t = before.terrain.find(h);
                            return t == before.terrain.end() ? Terrain{} : t->second;
                        };
                        int elevation = terrainOf(*baseOf(before, id).hex).elevation;
                        for (const Hex h : hexLine(*baseOf(before, id).hex, m->destination.at(id).first)) {
                            if (terrainOf(h).elevation > elevation)
                                climbed += terrainOf(h).climb;
                            elevation = terrainOf(h).elevation;
                        }
                    }
                    // §5.1: through friends, or changing the formation, is a difficult move too.
                    const bool difficult = m->difficult || (before.positionsTracked && trackedDifficult(before, b, *m));
                    expected += terrain + climbed + m->climb + (difficult ? before.options.difficultMoveCost : 0);
                    if (difficult)
                        property = "rule_5_1_difficultMovePaysAfterTheMove";
                    else if (terrain > 0 || m->climb > 0)
                        property = "rule_5_4_tempoAndTerrainCostsAreIndependent";
                }
                if (std::holds_alternative<PivotBlock>(action) && moved)
                    expected += before.options.pivotCost;
                // R4, R21: a wheeled Base pays for the tile it swings onto; the pivot enters none.
                if (const auto *w = std::get_if<WheelBlock>(&action); w && moved && before.positionsTracked && id != w->pivot) {
                    const Hex centre = *baseOf(before, w->pivot).hex;
                    const Hex to = centre + rotate(*baseOf(before, id).hex - centre, w->steps);
                    const auto t = before.terrain.find(to);
                    expected += terrainCost(b.weight, t == before.terrain.end() ? Going::Open : t->second.going);
                }
                if (const auto *col = std::get_if<MarchColumn>(&action); col && moved)
                    expected = baseOf(after, id).fatigue - baseOf(before, id).fatigue; // terrain along the track: not modelled here
                const int delta = baseOf(after, id).fatigue - baseOf(before, id).fatigue;
                if (!c.check(property, delta == expected,
                             "Base " + std::to_string(id) + " changed by " + std::to_string(delta) + ", expected "
                                 + std::to_string(expected) + " (" + std::to_string(tests) + " test(s), " + std::to_string(b.movesThisTurn)
                                 + " move(s) before)"))
                    break;
            }
            // Bases of other Blocks do not pay for this Block's move.
            for (const Base &other : before.bases) {
                if (other.block != mover
                    && !c.check(property, baseOf(after, other.id).fatigue == other.fatigue,
                                "Base " + std::to_string(other.id) + " of another Block paid for the move"))
                    break;
            }
            found.applied[moved ? "event: moved" : "event: move failed"] += 1;
        }
        // §5.5: a wheel takes ceil(max(frontage − 1, depth − 1) ÷ allowance) tested moves, at least one,
        // and turns the Block rigidly about its pivot.
        if (const auto *w = std::get_if<WheelBlock>(&action); w && !broke) {
            int f = w->frontage;
            int d = w->depth;
            if (before.positionsTracked)
                std::tie(f, d) = trackedShape(before, b);
            const int needed = std::max(1, wheelMoves(f, d, moveAllowance(b.type)));
            const bool wheeled = kinds[Effect::Kind::Moved] > 0;
            c.check("rule_5_5_wheelTakesTheFarCornersMoves", wheeled ? tests == needed && passedTests == needed : failed,
                    "a " + std::to_string(f) + "x" + std::to_string(d) + " wheel took " + std::to_string(tests)
                        + " test(s), needed " + std::to_string(needed));
            for (const BaseId id : b.bases) {
                const Base &was = baseOf(before, id);
                const Base &now = baseOf(after, id);
                const Hex centre = before.positionsTracked ? *baseOf(before, w->pivot).hex : Hex{};
                const bool ok = wheeled ? now.facing == was.facing.turned(w->steps)
                                              && (!before.positionsTracked || *now.hex == centre + rotate(*was.hex - centre, w->steps))
                                        : now.facing == was.facing && now.hex == was.hex;
                if (!c.check("rule_5_5_wheelTakesTheFarCornersMoves", ok,
                             "Base " + std::to_string(id) + (wheeled ? " did not turn rigidly" : " moved in an aborted wheel")))
                    break;
            }
        }
    }

    // §6.2: a split or a merge keeps every Base's own Fatigue, plus exactly +1 on each seam Base.
    if (const auto *sp = std::get_if<SplitBlock>(&action)) {
        const Block &b = blockOf(before, sp->block);
        std::vector<BaseId> stay;
        for (const BaseId id : b.bases) {
            if (std::find(sp->detach.begin(), sp->detach.end(), id) == sp->detach.end())
                stay.push_back(id);
        }
        const std::set<BaseId> seam = before.positionsTracked ? seamOf(before, sp->detach, stay)
                                                              : std::set<BaseId>(sp->seamBases.begin(), sp->seamBases.end());
        for (const BaseId id : b.bases) {
            const int delta = baseOf(after, id).fatigue - baseOf(before, id).fatigue;
            // A break the seam caused can spread contagion (+1) to the other part (§12.1).
            const int seamCost = seam.contains(id) ? 1 : 0;
            if (!c.check("rule_6_2_splitKeepsFatiguePlusTheSeam", broke ? delta >= seamCost : delta == seamCost,
                         "Base " + std::to_string(id) + " changed by " + std::to_string(delta) + " ("
                             + (seam.contains(id) ? "on" : "off") + " the seam)"))
                break;
        }
        c.check("rule_6_2_splitKeepsFatiguePlusTheSeam",
                broke || blockTotal(after, b.bases) == blockTotal(before, b.bases) + static_cast<int>(seam.size()),
                "the split changed the total by other than the seam");
        found.applied["event: split"] += 1;
    }
    if (const auto *mg = std::get_if<MergeBlocks>(&action)) {
        const Block &x = blockOf(before, mg->into);
        const Block &y = blockOf(before, mg->from);
        c.check("rule_6_2_mergeKeepsFatigue",
                x.type == y.type && x.quality == y.quality && x.weight == y.weight && x.specialRules == y.specialRules,
                "unlike Blocks merged (ruling R15)");
        const std::set<BaseId> seam = before.positionsTracked ? seamOf(before, x.bases, y.bases)
                                                              : std::set<BaseId>(mg->seamBases.begin(), mg->seamBases.end());
        std::vector<BaseId> all = x.bases;
        all.insert(all.end(), y.bases.begin(), y.bases.end());
        for (const BaseId id : all) {
            const int delta = baseOf(after, id).fatigue - baseOf(before, id).fatigue;
            if (!c.check("rule_6_2_mergeKeepsFatigue", delta == (seam.contains(id) ? 1 : 0),
                         "Base " + std::to_string(id) + " changed by " + std::to_string(delta) + " ("
                             + (seam.contains(id) ? "on" : "off") + " the seam)"))
                break;
        }
        c.check("rule_6_2_mergeKeepsFatigue",
                blockTotal(after, all) == blockTotal(before, x.bases) + blockTotal(before, y.bases) + static_cast<int>(seam.size()),
                "the merged total is not the two totals plus the seam");
        if (!broke) {
            std::vector<BaseId> got = blockOf(after, mg->into).bases;
            std::sort(got.begin(), got.end());
            std::sort(all.begin(), all.end());
            c.check("rule_6_2_mergeKeepsFatigue", got == all && !blockOf(after, mg->from).active(),
                    "the merged Block does not hold exactly the Bases of both");
        }
        if (before.positionsTracked)
            c.check("rule_6_2_mergeKeepsFatigue", !facts(before).contact(mg->into, mg->from) && gap(blockHexes(before, x.id), blockHexes(before, y.id)) == 1,
                    "Blocks merged that were not adjacent");
        found.applied["event: merge"] += 1;
    }

    // §9.5, §11.1: while a fight's outcome waits, nothing else is applied.
    if (before.pendingLoss)
        c.check("rule_9_5_lossIsSettledBeforeAnythingElse",
                std::holds_alternative<AllocateLoss>(action) || std::holds_alternative<EnterFacts>(action),
                "an action other than the allocation was applied while a loss was pending");
    if (before.pendingPursuit)
        c.check("rule_11_1_pursuitComesBeforeAnythingElse",
                std::holds_alternative<Pursue>(action) || std::holds_alternative<EnterFacts>(action),
                "an action other than the pursuit was applied while a pursuit was pending");
    // §9.1: a fight happens in the Combat phase, marks both Bases as in combat (§6.1),
    // and a loser is left to allocate exactly the margin.
    if (const auto *fi = std::get_if<Fight>(&action)) {
        c.check("rule_9_1_fightsHappenInTheCombatPhase", before.phase == Phase::Combat && baseOf(before, fi->base).side == before.active,
                "a fight was applied in phase " + std::to_string(static_cast<int>(before.phase)));
        c.check("rule_9_1_fightMarksBothBasesInCombat",
                baseOf(after, fi->base).inCombatThisTurn && baseOf(after, fi->enemy).inCombatThisTurn,
                "a Base that fought is not marked as in combat");
        const auto combat = std::find_if(done.effects.begin(), done.effects.end(),
                                         [](const Effect &e) { return e.kind == Effect::Kind::Combat; });
        if (c.check("rule_9_1_fightMarksBothBasesInCombat", combat != done.effects.end() && combat->combat.has_value(),
                    "a fight without its combat effect")) {
            const CombatResult &r = *combat->combat;
            c.check("rule_9_1_fightMarksBothBasesInCombat", r.margin == r.rawDifference + r.assessment.weightShift
                        && r.increments == (r.margin < 0 ? -r.margin : r.margin),
                    "the margin is not the raw difference plus the weight shift");
            if (before.positionsTracked)
                found.applied["event: fight with tracked positions"] += 1;
            if (r.loser != Striker::None) {
                found.applied["event: fight lost"] += 1;
                const BaseId loser = r.loser == Striker::A ? fi->base : fi->enemy;
                c.check("rule_9_5_loserAllocatesTheMargin",
                        baseOf(after, loser).lost() || (after.pendingLoss && after.pendingLoss->loser == loser
                                                         && after.pendingLoss->points == r.increments),
                        "the loser is not waiting to allocate the margin");
            } else {
                c.check("rule_9_5_loserAllocatesTheMargin", !after.pendingLoss, "a drawn fight left a loss to allocate");
            }
        }
    }
    // §9.5: every point held lands on the losing Base as Fatigue; nothing lowers Fatigue.
    if (const auto *al = std::get_if<AllocateLoss>(&action)) {
        const BaseId loser = before.pendingLoss->loser;
        c.check("rule_9_5_heldPointsAreFatigueOnTheLoser",
                baseOf(after, loser).fatigue >= baseOf(before, loser).fatigue + al->fatigue,
                "Base " + std::to_string(loser) + " went from " + std::to_string(baseOf(before, loser).fatigue) + " to "
                    + std::to_string(baseOf(after, loser).fatigue) + " holding " + std::to_string(al->fatigue));
        c.check("rule_9_5_heldPointsAreFatigueOnTheLoser", !after.pendingLoss, "the loss is still pending");
        found.applied["event: recoil"] += kinds[Effect::Kind::Recoil];
        if (before.positionsTracked)
            found.applied["event: recoil with tracked positions"] += kinds[Effect::Kind::Recoil];
        found.applied["event: pinned"] += kinds[Effect::Kind::Pinned];
    }
    if (std::holds_alternative<Fight>(action) || std::holds_alternative<AllocateLoss>(action)
        || std::holds_alternative<Pursue>(action)) {
        for (const Base &b : before.bases) {
            if (!c.check("rule_9_5_combatNeverLowersFatigue", baseOf(after, b.id).fatigue >= b.fatigue,
                         "Base " + std::to_string(b.id) + " fell from " + std::to_string(b.fatigue) + " to "
                             + std::to_string(baseOf(after, b.id).fatigue)))
                break;
        }
    }
    // §11.1: pursuit costs no Fatigue and ends the wait.
    if (std::holds_alternative<Pursue>(action)) {
        found.applied["event: pursuit"] += 1;
        bool same = true;
        for (const Base &b : before.bases)
            same = same && baseOf(after, b.id).fatigue == b.fatigue;
        // A worn Base that pursues alone may break (R33), and a break spreads Fatigue (§12.1).
        c.check("rule_11_1_pursuitCostsNoFatigue", (same || broke) && !after.pendingPursuit,
                "a pursuit changed Fatigue or left the wait");
    }

    // §10, ruling R38: a volley is the Shoot phase's, from a missile Base at an enemy; the
    // firer never takes Fatigue; the target takes the margin, if positive, and is shot at.
    if (const auto *sh = std::get_if<Shoot>(&action)) {
        const Base &firer = baseOf(before, sh->firer);
        const Base &target = baseOf(before, sh->target);
        c.check("rule_10_shootingIsTheShootPhasesOfMissileTroops",
                before.phase == Phase::Shoot && firer.side != target.side && !firer.lost() && !target.lost()
                    && shoots(blockOf(before, firer.block).type) && !before.firedThisPhase.contains(sh->firer)
                    && after.firedThisPhase.contains(sh->firer),
                "a volley was applied in phase " + std::to_string(static_cast<int>(before.phase)) + " from Base "
                    + std::to_string(sh->firer) + " at Base " + std::to_string(sh->target));
        c.check("rule_10_shootingNeverChangesTheFirersFatigue", baseOf(after, sh->firer).fatigue == firer.fatigue,
                "the firer went from " + std::to_string(firer.fatigue) + " to "
                    + std::to_string(baseOf(after, sh->firer).fatigue));
        const auto volley = std::find_if(done.effects.begin(), done.effects.end(),
                                         [](const Effect &e) { return e.kind == Effect::Kind::Volley; });
        if (c.check("rule_10_volleyPutsItsMarginOnTheTargetOnly", volley != done.effects.end() && volley->missile,
                    "a volley without its effect")) {
            const MissileResult &r = *volley->missile;
            c.check("rule_10_volleyPutsItsMarginOnTheTargetOnly",
                    r.margin == r.rawDifference + r.weightShift && r.fatigue == std::max(0, r.margin)
                        && volley->amount == r.fatigue && baseOf(after, sh->target).shotAtThisTurn,
                    "the volley's margin, Fatigue or shot-at mark is wrong");
            for (const Base &b : before.bases) {
                const int expected = b.fatigue + (b.id == sh->target ? r.fatigue : 0);
                // A break spreads Fatigue by contagion and army break (§12.1), never onto the firer's side.
                const bool spread = broke && b.side == target.side && b.id != sh->target;
                if (!c.check("rule_10_volleyPutsItsMarginOnTheTargetOnly",
                             spread || baseOf(after, b.id).fatigue == expected,
                             "Base " + std::to_string(b.id) + " went from " + std::to_string(b.fatigue) + " to "
                                 + std::to_string(baseOf(after, b.id).fatigue) + " after a volley of "
                                 + std::to_string(r.fatigue)))
                    break;
            }
            if (r.fatigue > 0)
                found.applied["event: volley hit"] += 1;
        }
    }

    // §4 and §6.1: the end of a phase.
    if (std::holds_alternative<EndPhase>(action)) {
        static const Phase next[] = {Phase::Shoot, Phase::Combat, Phase::Recovery, Phase::Move};
        const bool outOfRecovery = before.phase == Phase::Recovery;
        const Side nextActive = outOfRecovery ? opponent(before.active) : before.active;
        const int nextTurn = outOfRecovery && nextActive == Side::A ? before.turn + 1 : before.turn;
        c.check("rule_4_endPhaseRunsTheFourPhasesInOrder",
                after.phase == next[static_cast<int>(before.phase)] && after.active == nextActive && after.turn == nextTurn,
                "phase " + std::to_string(static_cast<int>(before.phase)) + " of side " + sideName(before.active)
                    + " turn " + std::to_string(before.turn) + " was followed by phase "
                    + std::to_string(static_cast<int>(after.phase)) + " of side " + sideName(after.active) + " turn "
                    + std::to_string(after.turn));
        c.check("rule_6_1_smoothingNeverBreaksABlock", !broke, "a Block broke at the end of a phase");
        if (!outOfRecovery) {
            // Leaving Combat forgets who gave ground in it (§9.2); nothing else about the Bases changes.
            std::vector<Base> expected = before.bases;
            if (before.phase == Phase::Combat) {
                for (Base &b : expected)
                    b.gaveGroundThisPhase = false;
            }
            c.check("rule_4_endPhaseRunsTheFourPhasesInOrder", after.bases == expected && after.blocks == before.blocks,
                    "ending a phase other than Recovery changed the Bases or Blocks");
        } else {
            found.applied["event: recovery"] += 1;
            const std::vector<int> expected = expectedRecovery(before);
            for (const Base &b : after.bases) {
                if (!c.check("rule_6_1_recoveryAndSmoothingFollowTheRulings", b.fatigue == expected.at(static_cast<std::size_t>(b.id)),
                             "Base " + std::to_string(b.id) + " has " + std::to_string(b.fatigue) + ", ruling R17 gives "
                                 + std::to_string(expected.at(static_cast<std::size_t>(b.id)))))
                    break;
            }
            for (const Block &blk : before.blocks) {
                if (!blk.active())
                    continue;
                const int t0 = blockTotal(before, blk.bases);
                const int t1 = blockTotal(after, blk.bases);
                if (blk.side != before.active) {
                    c.check("rule_6_1_onlyTheActivePlayerRecovers", t0 == t1,
                            "Block " + std::to_string(blk.id) + " of the inactive side changed");
                    continue;
                }
                int recovering = 0;
                for (const BaseId id : blk.bases) {
                    const Base &b = baseOf(before, id);
                    if (!blk.actedThisTurn && !b.inCombatThisTurn && !(b.shotAtThisTurn && before.options.shotAtDeniesRecovery)
                        && b.fatigue > MinimumFatigue)
                        recovering += 1;
                }
                c.check("rule_6_1_recoveryOnlyLowers", t1 <= t0,
                        "Block " + std::to_string(blk.id) + " total rose from " + std::to_string(t0) + " to " + std::to_string(t1));
                c.check("rule_6_1_smoothingPreservesTotals", t1 == t0 - recovering,
                        "Block " + std::to_string(blk.id) + " total went from " + std::to_string(t0) + " to " + std::to_string(t1)
                            + " with " + std::to_string(recovering) + " recovering Base(s)");
                if (blk.actedThisTurn) {
                    // A Block that moved or tried to does not recover: only smoothing, which preserves its total.
                    c.check("rule_6_1_recoveryOnlyLowers", t1 == t0,
                            "Block " + std::to_string(blk.id) + " moved this turn yet its total changed");
                }
            }
            for (const Block &blk : after.blocks) {
                c.check("rule_4_endPhaseRunsTheFourPhasesInOrder",
                        blk.movesThisTurn == 0 && !blk.actedThisTurn && !blk.movementOver && !blk.shockCharge,
                        "Block " + std::to_string(blk.id) + " keeps this turn's movement record");
            }
        }
    }
}

/** Plays one seeded game of @p StepsPerGame steps, checking every step. */
void playGame(std::uint64_t seed, bool tracked, Findings &found, bool verbose)
{
    Gen g(seed * 2 + (tracked ? 1 : 0));
    const GameState initial = makeGame(g, tracked, seed);
    GameState s = initial;
    std::vector<Action> log;
    Context ctx{seed, -1, tracked, nullptr};
    const Action none = EndPhase{};
    ctx.action = &none;
    Checker c(found, ctx);
    checkState(c, s);
    for (int step = 0; step < StepsPerGame; ++step) {
        const Action action = randomAction(s, g);
        ctx.step = step;
        ctx.action = &action;
        const auto result = ancients::apply(s, action);
        log.push_back(action);
        found.steps += 1;
        if (verbose)
            qInfo("seed %llu step %d: %s -> %s", static_cast<unsigned long long>(seed), step, describe(action).c_str(),
                  result ? "applied" : (result.error().code + ": " + result.error().message).c_str());
        // The odds panel reads a volley through volleyInputs(): it must refuse exactly what Shoot refuses.
        if (const auto *sh = std::get_if<Shoot>(&action)) {
            const auto inputs = volleyInputs(s, *sh);
            c.check("rule_10_volleyInputsRefuseAsShootDoes",
                    inputs.ok() == result.ok() && (result.ok() || inputs.error() == result.error()),
                    std::string("Shoot ") + (result ? "applied" : "refused (" + result.error().code + ")")
                        + ", volleyInputs " + (inputs ? "accepted" : "refused (" + inputs.error().code + ")"));
        }
        if (!result) {
            found.refused[result.error().code] += 1;
            // apply() takes its state by const reference, so a refusal cannot touch it; what can go
            // wrong is a refusal that does not say what, where and why.
            c.check("refusalsSayWhatAndWhy",
                    !result.error().code.empty() && !result.error().section.empty() && !result.error().message.empty(),
                    "a refusal without its code, section or message");
            continue;
        }
        checkStep(c, found, s, action, *result);
        s = result->state;
    }
    // A game is its setup plus its actions: replaying the log gives the same state (§4; CONVENTIONS).
    if (verbose || seed % ReplayEvery == 0) {
        GameState again = initial;
        for (const Action &a : log) {
            if (const auto r = ancients::apply(again, a))
                again = r->state;
        }
        ctx.step = StepsPerGame;
        c.check("replayIsExact", again == s, "replaying the game's log gave another state");
    }
}

const Findings &findings()
{
    static const Findings f = [] {
        Findings out;
        const auto start = std::chrono::steady_clock::now();
        if (const char *one = std::getenv("ANCIENTS_PROPERTY_SEED")) {
            const std::uint64_t seed = std::strtoull(one, nullptr, 10);
            playGame(seed, false, out, true);
            playGame(seed, true, out, true);
        } else {
            for (int i = 0; i < GamesPerKind; ++i) {
                const std::uint64_t seed = 1000U + static_cast<std::uint64_t>(i);
                playGame(seed, false, out, false);
                playGame(seed, true, out, false);
            }
        }
        out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return out;
    }();
    return f;
}

} // namespace
#endif // Q_MOC_RUN

class TestGameProperties : public QObject
{
    Q_OBJECT

private:
    static void verify(const char *property)
    {
        const auto &f = findings();
        const auto checks = f.checks.find(property);
        QVERIFY2(checks != f.checks.end() && checks->second > 0, "the games never checked this property");
        const auto failures = f.failures.find(property);
        if (failures != f.failures.end() && failures->second > 0) {
            const std::string message = std::to_string(failures->second) + " of " + std::to_string(checks->second)
                + " checks failed; first: " + f.first.at(property);
            QFAIL(message.c_str());
        }
    }

private slots:
    void initTestCase()
    {
        const auto &f = findings();
        std::string applied;
        for (const auto &[kind, n] : f.applied)
            applied += " " + kind + "=" + std::to_string(n);
        std::string refused;
        for (const auto &[code, n] : f.refused)
            refused += " " + code + "=" + std::to_string(n);
        qInfo("%d games of each kind x %d steps = %ld steps in %.2f s", GamesPerKind, StepsPerGame, f.steps, f.seconds);
        qInfo("applied:%s", applied.c_str());
        qInfo("refused:%s", refused.c_str());
    }

    // The generator reaches every action and the events the properties are about;
    // otherwise the properties below would hold vacuously.
    void generatorCoversEveryActionAndEvent()
    {
        const auto &f = findings();
        for (const char *kind : {"MoveBlock", "PivotBlock", "WheelBlock", "MarchColumn", "SplitBlock", "MergeBlocks",
                                 "EnterFacts", "MarkInCombat", "MarkShotAt", "AddFatigue", "RemoveRoutedBase", "EndPhase",
                                 "Fight", "AllocateLoss", "Pursue", "Shoot", "event: volley hit", "event: fight lost", "event: recoil",
                                 "event: pinned", "event: pursuit", "event: push-back break",
                                 "event: fight with tracked positions", "event: recoil with tracked positions",
                                 "event: Block broke", "event: army broke", "event: Base removed",
                                 "event: failed movement test", "event: recovery", "event: split", "event: merge",
                                 "event: moved"}) {
            const auto it = f.applied.find(kind);
            QVERIFY2(it != f.applied.end() && it->second > 0, kind);
        }
    }

    void rule_6_fatigueNeverBelowOne() { verify("rule_6_fatigueNeverBelowOne"); }
    void rule_2_everyStandingBaseIsInExactlyOneBlock() { verify("rule_2_everyStandingBaseIsInExactlyOneBlock"); }
    void rule_2_blocksAreOfOneSide() { verify("rule_2_blocksAreOfOneSide"); }
    void rule_2_noTwoBasesShareAHex() { verify("rule_2_noTwoBasesShareAHex"); }
    void rule_2_blocksStayContiguous() { verify("rule_2_blocksStayContiguous"); }
    void untrackedGamesHaveNoPositions() { verify("untrackedGamesHaveNoPositions"); }
    void rule_4_onlyTheActivePlayerMovesInTheMovePhase() { verify("rule_4_onlyTheActivePlayerMovesInTheMovePhase"); }
    void rule_4_endPhaseRunsTheFourPhasesInOrder() { verify("rule_4_endPhaseRunsTheFourPhasesInOrder"); }
    void rule_5_movementTestEqualsOrBeatsTheExactAverage() { verify("rule_5_movementTestEqualsOrBeatsTheExactAverage"); }
    void rule_5_1_difficultMovePaysAfterTheMove() { verify("rule_5_1_difficultMovePaysAfterTheMove"); }
    void rule_5_2_extraMovePaysOneFatigueBeforeItsTest() { verify("rule_5_2_extraMovePaysOneFatigueBeforeItsTest"); }
    void rule_5_2_failedTestEndsMovement() { verify("rule_5_2_failedTestEndsMovement"); }
    void rule_5_4_tempoAndTerrainCostsAreIndependent() { verify("rule_5_4_tempoAndTerrainCostsAreIndependent"); }
    void rule_5_5_wheelTakesTheFarCornersMoves() { verify("rule_5_5_wheelTakesTheFarCornersMoves"); }
    void rule_6_1_recoveryOnlyLowers() { verify("rule_6_1_recoveryOnlyLowers"); }
    void rule_6_1_smoothingPreservesTotals() { verify("rule_6_1_smoothingPreservesTotals"); }
    void rule_6_1_recoveryAndSmoothingFollowTheRulings() { verify("rule_6_1_recoveryAndSmoothingFollowTheRulings"); }
    void rule_6_1_onlyTheActivePlayerRecovers() { verify("rule_6_1_onlyTheActivePlayerRecovers"); }
    void rule_6_1_smoothingNeverBreaksABlock() { verify("rule_6_1_smoothingNeverBreaksABlock"); }
    void rule_6_2_splitKeepsFatiguePlusTheSeam() { verify("rule_6_2_splitKeepsFatiguePlusTheSeam"); }
    void rule_6_2_mergeKeepsFatigue() { verify("rule_6_2_mergeKeepsFatigue"); }
    void rule_12_breaksExactlyAboveSix() { verify("rule_12_breaksExactlyAboveSix"); }
    void rule_12_routedBasesBelongToNoBlock() { verify("rule_12_routedBasesBelongToNoBlock"); }
    void rule_12_1_basesLostOnlyGrows() { verify("rule_12_1_basesLostOnlyGrows"); }
    void rule_12_1_brokenArmyStaysBroken() { verify("rule_12_1_brokenArmyStaysBroken"); }
    void rule_12_1_armyBreaksAtThirtyPercent() { verify("rule_12_1_armyBreaksAtThirtyPercent"); }
    void rule_9_5_lossIsSettledBeforeAnythingElse() { verify("rule_9_5_lossIsSettledBeforeAnythingElse"); }
    void rule_11_1_pursuitComesBeforeAnythingElse() { verify("rule_11_1_pursuitComesBeforeAnythingElse"); }
    void rule_9_1_fightsHappenInTheCombatPhase() { verify("rule_9_1_fightsHappenInTheCombatPhase"); }
    void rule_9_1_fightMarksBothBasesInCombat() { verify("rule_9_1_fightMarksBothBasesInCombat"); }
    void rule_9_5_loserAllocatesTheMargin() { verify("rule_9_5_loserAllocatesTheMargin"); }
    void rule_9_5_heldPointsAreFatigueOnTheLoser() { verify("rule_9_5_heldPointsAreFatigueOnTheLoser"); }
    void rule_9_5_combatNeverLowersFatigue() { verify("rule_9_5_combatNeverLowersFatigue"); }
    void rule_11_1_pursuitCostsNoFatigue() { verify("rule_11_1_pursuitCostsNoFatigue"); }
    void rule_12_1_pushBackAfterArmyBreakIsABreak() { verify("rule_12_1_pushBackAfterArmyBreakIsABreak"); }
    void rule_10_shootingIsTheShootPhasesOfMissileTroops() { verify("rule_10_shootingIsTheShootPhasesOfMissileTroops"); }
    void rule_10_shootingNeverChangesTheFirersFatigue() { verify("rule_10_shootingNeverChangesTheFirersFatigue"); }
    void rule_10_volleyPutsItsMarginOnTheTargetOnly() { verify("rule_10_volleyPutsItsMarginOnTheTargetOnly"); }
    void rule_10_volleyInputsRefuseAsShootDoes() { verify("rule_10_volleyInputsRefuseAsShootDoes"); }
    void refusalsSayWhatAndWhy() { verify("refusalsSayWhatAndWhy"); }
    void effectsCarrySections() { verify("effectsCarrySections"); }
    void effectsCarryTheirCauseAndFigures() { verify("effectsCarryTheirCauseAndFigures"); }
    void replayIsExact() { verify("replayIsExact"); }
};

QTEST_GUILESS_MAIN(TestGameProperties)
#include "tst_game_properties.moc"

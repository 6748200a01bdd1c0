// Small builders for the engine's game tests: armies of N Blocks, games with or
// without tracked positions, and ancients::apply() that stops the test run with the
// engine's own message when a setup step is refused.
//
// Include it inside the #ifndef Q_MOC_RUN guard: moc (Qt 6.4) cannot parse the
// C++20 standard headers the engine uses.
#pragma once

#include "ancients/game.h"

#include <QByteArray>
#include <QtGlobal>
#include <QTest>

#include <string>
#include <utility>
#include <vector>

namespace gametest {

using namespace ancients;

/** A Block of @p type, @p frontage × @p depth Bases, with the §3.3 defaults. */
inline BlockSpec spec(TroopType type, int frontage = 1, int depth = 1, Quality quality = Quality::Regular,
                      std::string name = "Block")
{
    BlockSpec s;
    s.name = std::move(name);
    s.type = type;
    s.quality = quality;
    s.frontage = frontage;
    s.depth = depth;
    return s;
}

/** An army list of the given Blocks. */
inline ArmyList army(std::string name, std::vector<BlockSpec> blocks)
{
    ArmyList a;
    a.name = std::move(name);
    a.blocks = std::move(blocks);
    return a;
}

/** An army of @p count Blocks of @p basesEach Medium Infantry Bases in a line. */
inline ArmyList lineArmy(std::string name, int count, int basesEach = 1, TroopType type = TroopType::MediumInfantry)
{
    std::vector<BlockSpec> blocks;
    for (int i = 0; i < count; ++i)
        blocks.push_back(spec(type, basesEach, 1, Quality::Regular, "Block " + std::to_string(i)));
    return army(std::move(name), std::move(blocks));
}

/** The value of @p r; a refusal stops the test run with the engine's message (for setup steps). */
template<typename T>
T must(const Result<T> &r, const char *what = "setup")
{
    if (!r.ok())
        qFatal("%s refused: %s (%s, §%s)", what, r.error().message.c_str(), r.error().code.c_str(),
               r.error().section.c_str());
    return r.value();
}

/** A game without tracked positions. */
inline GameState untracked(const ArmyList &a, const ArmyList &b, const RulesOptions &options = {}, std::uint64_t seed = 1)
{
    return must(newGame(a, b, options, seed), "newGame");
}

/** A game with tracked positions: one deployment per Block, army A's then army B's. */
inline GameState tracked(const ArmyList &a, const ArmyList &b, const std::vector<Deployment> &deployments,
                         const RulesOptions &options = {}, std::uint64_t seed = 1)
{
    return must(newGame(a, b, options, seed, deployments), "newGame");
}

inline Deployment at(int q, int r, int vertex = 0)
{
    return Deployment{Hex{q, r}, Facing{vertex}};
}

/** ancients::apply(), which must succeed. */
inline Applied applied(const GameState &s, const Action &action, const char *what = "apply")
{
    return must(ancients::apply(s, action), what);
}

/** The state after @p action, which must succeed. */
inline GameState after(const GameState &s, const Action &action, const char *what = "apply")
{
    return applied(s, action, what).state;
}

/** The state after every action in turn. */
inline GameState afterAll(GameState s, const std::vector<Action> &actions)
{
    for (const Action &a : actions)
        s = after(s, a);
    return s;
}

/** Raises each listed Base to the given Fatigue with AddFatigue (§9.5 combat losses). */
inline GameState withFatigue(GameState s, const std::vector<std::pair<BaseId, int>> &targets,
                             const std::string &section = "9.5")
{
    AddFatigue add;
    add.section = section;
    for (const auto &[id, value] : targets) {
        const int now = s.bases.at(static_cast<std::size_t>(id)).fatigue;
        if (value > now)
            add.fatigue.emplace_back(id, value - now);
    }
    return add.fatigue.empty() ? s : after(s, add, "AddFatigue");
}

inline SuppliedDice dice(int first, int second = 0)
{
    return SuppliedDice{first, second};
}

/** Ends phases until the Combat phase of the current turn. */
inline GameState toCombat(GameState s)
{
    while (s.phase != Phase::Combat)
        s = after(s, EndPhase{}, "EndPhase");
    return s;
}

/** A fight between @p base and @p enemy with the players' dice (one die each), the rest left to the table. */
inline Fight fight(BaseId base, BaseId enemy, int baseDie, int enemyDie)
{
    Fight f;
    f.base = base;
    f.enemy = enemy;
    f.baseDice = dice(baseDie);
    f.enemyDice = dice(enemyDie);
    return f;
}

inline const Base &base(const GameState &s, BaseId id)
{
    return s.bases.at(static_cast<std::size_t>(id));
}

inline const Block &block(const GameState &s, BlockId id)
{
    return s.blocks.at(static_cast<std::size_t>(id));
}

inline int fatigueOf(const GameState &s, BaseId id)
{
    return base(s, id).fatigue;
}

/** Every Base's Fatigue, in Base order. */
inline std::vector<int> fatigues(const GameState &s)
{
    std::vector<int> f;
    for (const Base &b : s.bases)
        f.push_back(b.fatigue);
    return f;
}

/** The Fatigue of the listed Bases. */
inline std::vector<int> fatigues(const GameState &s, const std::vector<BaseId> &ids)
{
    std::vector<int> f;
    for (const BaseId id : ids)
        f.push_back(fatigueOf(s, id));
    return f;
}

/** A move with no destination (untracked positions). */
inline MoveBlock moveOf(BlockId id, std::optional<SuppliedDice> d = std::nullopt)
{
    MoveBlock m;
    m.block = id;
    m.dice = d;
    return m;
}

/** A tracked move: every Base of @p id shifted by @p step, facing kept. */
inline MoveBlock shiftOf(const GameState &s, BlockId id, Hex step, std::optional<SuppliedDice> d = std::nullopt)
{
    MoveBlock m = moveOf(id, d);
    for (const BaseId b : block(s, id).bases)
        m.destination[b] = {*base(s, b).hex + step, base(s, b).facing};
    return m;
}

/** EndPhase @p n times. */
inline GameState endPhases(GameState s, int n)
{
    for (int i = 0; i < n; ++i)
        s = after(s, EndPhase{}, "EndPhase");
    return s;
}

/** The number of effects of @p kind. */
inline int countEffects(const std::vector<Effect> &fx, Effect::Kind kind)
{
    int n = 0;
    for (const Effect &e : fx)
        n += e.kind == kind ? 1 : 0;
    return n;
}

} // namespace gametest

namespace ancients {
// Readable failures: "13/4" rather than "<no value>".
inline char *toString(const Fraction &f)
{
    return qstrdup(QByteArray::number(qint64(f.numerator())) + '/' + QByteArray::number(qint64(f.denominator())));
}
inline char *toString(const Hex &h)
{
    return qstrdup("(" + QByteArray::number(h.q) + ", " + QByteArray::number(h.r) + ")");
}
} // namespace ancients

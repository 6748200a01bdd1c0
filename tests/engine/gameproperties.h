#pragma once

// The property tests of the game engine (tst_game_properties.cpp): the seeded
// generator of random games (gameproperties_generator.cpp), the invariants checked
// on every state (gameproperties_checks.cpp) and after every step, and the games
// played once for every test function (gameproperties_step.cpp).

#include "ancients/combatplan.h"
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

namespace gameprops {

using namespace ancients;

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

// ---- the generator (gameproperties_generator.cpp) -----------------------------------------

const Block &blockOf(const GameState &s, BlockId id);

const Base &baseOf(const GameState &s, BaseId id);

std::vector<BlockId> activeBlocks(const GameState &s, Side side);

std::vector<BaseId> standingBases(const GameState &s);

int blockTotal(const GameState &s, const std::vector<BaseId> &ids);

std::string sideName(Side s);

std::string hexText(Hex h);

std::string diceText(const std::optional<SuppliedDice> &d);

std::string idsText(const std::vector<int> &ids);

/** A one-line description of an action, for failure messages. */
std::string describe(const Action &action);

ArmyList randomArmy(Gen &g, const std::string &name);

GameState makeGame(Gen &g, bool tracked, std::uint64_t seed);

std::optional<SuppliedDice> randomDice(Gen &g, Quality q);

std::map<BaseId, std::vector<Going>> randomTerrain(Gen &g, const Block &b, int percent);

Action randomMove(const GameState &s, Gen &g, BlockId id);

/** A connected part of the Block's Bases, grown from a random Base (tracked positions). */
std::vector<BaseId> connectedPart(const GameState &s, Gen &g, const Block &b, int size);

Action randomSplit(const GameState &s, Gen &g, BlockId id);

Action randomMerge(const GameState &s, Gen &g, const std::vector<BlockId> &mine);

Action randomMarch(const GameState &s, Gen &g, BlockId id);

Action randomAddFatigue(const GameState &s, Gen &g);

Action randomMark(const GameState &s, Gen &g);

Action randomMarkInCombat(const GameState &s, Gen &g);

Action randomMarkShotAt(const GameState &s, Gen &g);

Action randomFacts(const GameState &s, Gen &g);

/** Engaged pairs (active Base, enemy Base) a Fight may name (§9.2). */
std::vector<std::pair<BaseId, BaseId>> engagedPairs(const GameState &s);

std::optional<SuppliedDice> randomCombatDice(Gen &g, Quality q);

Action randomFight(const GameState &s, Gen &g);

Action randomAllocation(const GameState &s, Gen &g);

Action randomPursuit(const GameState &s, Gen &g);

/** A follow-up (§13, ruling R40): taken or declined; untracked, with its seams named, now and then wrongly. */
Action randomFollowUp(const GameState &s, Gen &g);

Action randomRemove(const GameState &s, Gen &g);

/** A volley (§10): mostly a missile Base at an enemy; now and then anyone at anyone, refused. */
Action randomShoot(const GameState &s, Gen &g);

/** A random, mostly legal, action for @p s. */
Action randomAction(const GameState &s, Gen &g);


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


// ---- the checks (gameproperties_checks.cpp, gameproperties_step.cpp) ----------------------

// Whether a tracked move of @p b passes through other Bases or changes the Block's shape or facing (§5.1).
bool trackedDifficult(const GameState &s, const Block &b, const MoveBlock &m);

std::string actionKind(const Action &a);

/** The invariants that hold in every state the engine returns. */
void checkState(Checker &c, const GameState &s);

/** The seam of @p part against @p rest: the Bases of either that touch the other (§6.2). */
std::set<BaseId> seamOf(const GameState &s, const std::vector<BaseId> &part, const std::vector<BaseId> &rest);

/** §6.1 and ruling R17, written out again from the text: the Fatigue every Base should have after Recovery. */
std::vector<int> expectedRecovery(const GameState &s);

bool isMoveAction(const Action &a);

BlockId actingBlock(const Action &a);

/** The frontage × depth of a tracked Block along its width and depth axes (§5.5). */
std::pair<int, int> trackedShape(const GameState &s, const Block &b);

/** The checks of one applied step that compare the state before and after. */
/**
 * Whether an effect carries what the app words it from, in any language: its
 * cause (the variant of its kind) and the Bases, Blocks and figures that cause
 * names, so that no one needs its English text.
 */
bool causeFits(const Effect &e, const GameState &after);

void checkStep(Checker &c, Findings &found, const GameState &before, const Action &action, const Applied &done);

/** Plays one seeded game of @p StepsPerGame steps, checking every step. */
void playGame(std::uint64_t seed, bool tracked, Findings &found, bool verbose);

const Findings &findings();

} // namespace gameprops

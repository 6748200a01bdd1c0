#pragma once

#include "ancients/army.h"
#include "ancients/boxedoptional.h"
#include "ancients/combat.h"
#include "ancients/dice.h"
#include "ancients/fraction.h"
#include "ancients/hex.h"
#include "ancients/result.h"
#include "ancients/rng.h"
#include "ancients/rules_tables.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace ancients {

/** One of the two players and their army. */
enum class Side : std::uint8_t { A, B };

[[nodiscard]] constexpr Side opponent(Side side) noexcept
{
    return side == Side::A ? Side::B : Side::A;
}

/** The four phases of a turn (§4). */
enum class Phase : std::uint8_t {
    Move,     ///< the active player moves
    Shoot,    ///< both sides' missile troops fire
    Combat,   ///< every melee is resolved, in the active player's order
    Recovery, ///< the active player's Blocks recover and smooth
};

using BaseId = int;
using BlockId = int;

/**
 * The playtest knobs of §13 (and the tuning knobs named elsewhere in the text),
 * with the competition defaults. Stored with every game.
 */
struct RulesOptions
{
    Die combatDie = Die::Averaging;        ///< §3.1, §13: the averaging die is the ranked standard
    bool shotAtDeniesRecovery = true;      ///< §6.1, §13: the competition default
    int pivotCost = 0;                     ///< §5.1: the ±60° pivot is free by default
    int difficultMoveCost = 1;             ///< §5.1: ruling R12
    bool followUp = false;                 ///< §13: left out at first
    /** §13: a distinct Elite/Levy mechanic, only if Elite feels pointless; every quality roll keeps by it (ruling R42). */
    using EliteMechanic = ancients::EliteMechanic;
    EliteMechanic eliteMechanic = EliteMechanic::None;
    bool mandatoryPursuit = true;          ///< §11.1, §13: "run as written"
    bool contagion = true;                 ///< §12.1, §13: "run as written"
    // Added after the first battles: the battle file writes each only when it differs from its default.
    /** §13 "Free-repeat push-back": Fatigue for each base-depth a Base gives after its first in a Combat phase (ruling R39). */
    int repeatedPushBackCost = 0;
    /** §11.1, §13 "capping distance": a pursuit goes at most this many base-widths; 0 is no cap, one full move. */
    int pursuitCap = 0;
    Distances distances{};                 ///< §2: the moves and missile range, "tunable in playtest"
    /** §13 Setup: the table of a game with tracked positions; none (the first battles, and games without positions) has no edge. */
    std::optional<TableSize> table{};

    friend bool operator==(const RulesOptions &, const RulesOptions &) = default;
};

/** One Base: its own Fatigue (§6) and, when positions are tracked, its hex and facing (§2). */
struct Base
{
    BaseId id = 0;
    Side side = Side::A;
    BlockId block = -1;  ///< the Block it belongs to; −1 once routed or removed
    int fatigue = MinimumFatigue;
    std::optional<Hex> hex;
    Facing facing;
    bool routed = false;  ///< §12: cannot act, form, merge or give overlaps, but still blocks space
    bool removed = false; ///< routed and could not retreat (§12), or otherwise gone
    bool inCombatThisTurn = false; ///< §6.1: denies its recovery
    bool shotAtThisTurn = false;   ///< §6.1: denies its recovery (a toggle)
    bool gaveGroundThisPhase = false; ///< recoiled or evaded in this Combat phase: it laps no one (§9.2, §9.6)

    [[nodiscard]] bool lost() const noexcept { return routed || removed; }

    friend bool operator==(const Base &, const Base &) = default;
};

/** A Block: contiguous Bases of one troop type, the manoeuvre unit (§2, §3). */
struct Block
{
    BlockId id = 0;
    Side side = Side::A;
    std::string name;
    TroopType type = TroopType::MediumInfantry;
    Quality quality = Quality::Regular;
    int weight = 3;
    SpecialRules specialRules;
    bool spearArmed = false;
    std::vector<BaseId> bases; ///< empty once the Block has broken or merged away

    // What the Block did this turn (§5, §6.1).
    int movesThisTurn = 0;       ///< moves made or attempted, for chaining (§5.2)
    bool actedThisTurn = false;  ///< moved or attempted to: denies recovery (§6.1)
    bool movementOver = false;   ///< a failed test ended its movement (§5.2)
    bool firstMoveFull = false;  ///< the first move this turn was a full move (§5.3)
    bool shockCharge = false;    ///< made contact on a chained second move after a full first (§5.3, §11.1)
    bool chargedThisTurn = false; ///< a move ended in contact this turn (§5.3): it can catch evaders (§11.2)

    [[nodiscard]] bool active() const noexcept { return !bases.empty(); }

    friend bool operator==(const Block &, const Block &) = default;
};

/** An army in play: its name, starting strength and whether it has broken (§12.1). */
struct Army
{
    std::string name;
    int startingBases = 0;
    bool broken = false;

    friend bool operator==(const Army &, const Army &) = default;
};

/** A terrain feature on a hex, for games whose positions are tracked (§8). */
struct Terrain
{
    Going going = Going::Open;
    int climb = 0;          ///< §8.3: a slight hill costs +1 to climb, a steep one +2
    int elevation = 0;      ///< §8.3: higher hexes are uphill of lower ones
    bool impassable = false; ///< §8.1: "true obstacles (cliffs, deep water)"

    friend bool operator==(const Terrain &, const Terrain &) = default;
};

/**
 * Facts about Blocks in relation to each other (§4, §9, §12.1): which are in
 * contact, which lie within one base-width, which Bases cannot retreat. They
 * come from one of two sources: entered by the players, who track only their
 * own Blocks at a physical table, or derived from tracked positions.
 */
struct CrossBlockFacts
{
    std::set<std::pair<BlockId, BlockId>> inContact;          ///< unordered pairs, smaller id first
    std::set<std::pair<BlockId, BlockId>> withinOneBaseWidth; ///< unordered pairs, smaller id first
    std::set<BaseId> retreatBlocked;                          ///< Bases whose retreat is blocked

    [[nodiscard]] bool contact(BlockId a, BlockId b) const { return inContact.contains(ordered(a, b)); }
    [[nodiscard]] bool near(BlockId a, BlockId b) const { return withinOneBaseWidth.contains(ordered(a, b)); }
    [[nodiscard]] static std::pair<BlockId, BlockId> ordered(BlockId a, BlockId b) { return a < b ? std::pair{a, b} : std::pair{b, a}; }

    friend bool operator==(const CrossBlockFacts &, const CrossBlockFacts &) = default;
};

/**
 * A fight's loser, waiting for its owner to allocate the points (§9.5). While a
 * loss is pending, only AllocateLoss is legal.
 */
struct PendingLoss
{
    BaseId loser = -1;
    BaseId winner = -1;
    int points = 0;          ///< the margin: adverse increments (§9.1 step 6)
    bool evadeCaught = false; ///< charged by faster troops: a Skirmisher cannot evade (§11.2)
    /**
     * The §9.3 rear cascade (+1 on the loser's Block) waits on an evading
     * Skirmisher: it lands only if the evade fails (§11.2, ruling R35).
     */
    bool rearCascade = false;

    friend bool operator==(const PendingLoss &, const PendingLoss &) = default;
};

/** A Shock Base that won and may (or must) pursue (§11.1, §11.4). Only Pursue is legal meanwhile. */
struct PendingPursuit
{
    BaseId pursuer = -1;
    BaseId toward = -1;      ///< the pushed-back or broken enemy Base
    bool optional = false;   ///< Light Cavalry (§11.4), or mandatory pursuit turned off (§13)

    friend bool operator==(const PendingPursuit &, const PendingPursuit &) = default;
};

/**
 * A winning Base whose enemy gave ground, with follow-up on (§13), that may
 * advance one hex after it (ruling R40). Only FollowUp is legal meanwhile.
 */
struct PendingFollowUp
{
    BaseId winner = -1;
    BaseId toward = -1; ///< the enemy Base that gave ground

    friend bool operator==(const PendingFollowUp &, const PendingFollowUp &) = default;
};

/** One pair of the Combat phase's pairing plan (§9.2): an active player's Base and the enemy it fights. */
struct CombatPair
{
    BaseId base = 0;  ///< the active player's Base
    BaseId enemy = 0; ///< the enemy Base it fights
    /**
     * Without tracked positions the engine cannot see who laps whom: the players
     * name it in the plan, and the engine checks it and counts it when the pair
     * fights (§9.2, ruling R23). `lapping` is a friend of `base` lapping `enemy`;
     * `enemyLapping` a friend of `enemy` lapping `base`. With tracked positions
     * both stay empty: the engine computes them from the hexes.
     */
    std::optional<BaseId> lapping{};
    std::optional<BaseId> enemyLapping{};
    /**
     * Untracked positions only: how the pair's fight strikes, as the table shows
     * it, and where the lapping Bases stand, so that a Base struck in the flank
     * loses only the overlaps on that side in every fight of the phase (§9.3,
     * ruling R24). `flank` and `rear` say who strikes whose flank or rear in this
     * pair's fight (A is `base`); `flankSide` is the side of the struck Base the
     * blow comes from; `lappingSide` the side of `base` that `lapping` stands on,
     * `enemyLappingSide` the side of `enemy` that `enemyLapping` stands on.
     */
    Striker flank = Striker::None;
    Striker rear = Striker::None;
    std::optional<Lateral> flankSide{};
    std::optional<Lateral> lappingSide{};
    std::optional<Lateral> enemyLappingSide{};

    friend bool operator==(const CombatPair &, const CombatPair &) = default;
};

/**
 * How a game's dice are drawn from its seed.
 *
 * Sequential (the first battles): every roll is the generator's next, so after
 * an undo whatever is done next rolls what the undone action rolled.
 * ByAction: each action that rolls draws from a generator of its own, seeded
 * by SipHash-2-4 keyed with the game's generator of its identity (the turn, the
 * side to act, the phase, the kind of roll, the acting Block or Base, its
 * target and how often that identity has rolled this phase); the game's
 * generator never moves. Repeating an undone action meets its dice again; any
 * other action meets dice of its own (rulebook/battle-format.md, The dice).
 */
enum class DiceDerivation : std::uint8_t {
    Sequential,
    ByAction,
};

/**
 * Which melees hold the Combat phase open (§4, ruling R23, R43). A battle keeps
 * the check it was started under, so that battles recorded before every melee
 * was checked replay exactly as they were played.
 */
enum class MeleeCheck : std::uint8_t {
    /** The first battles: only a declared plan's unfought pairs (and, tracked, the engaged Bases it leaves out). */
    PlannedOnly,
    /**
     * Every melee on the table, with or without a plan (§4): tracked, each engaged
     * Base of the side to act that could fight; untracked, each contact between a
     * Block of the side to act and an enemy Block (ruling R43).
     */
    Every,
};

/** What rolled, for DiceDerivation::ByAction: the kinds of action that roll. */
enum class RollKind : std::uint8_t {
    Move,  ///< MoveBlock's movement test, by its Block
    Pivot, ///< PivotBlock's, by its Block
    Wheel, ///< WheelBlock's tests, by its Block about its pivot Base
    March, ///< MarchColumn's, by its Block
    Fight, ///< a Fight's two rolls, by its Base against its enemy
    Shoot, ///< a volley's two rolls, by its firer at its target
};

/** One identity that has drawn dice in this phase, and how many times (DiceDerivation::ByAction). */
struct DiceDraw
{
    RollKind kind = RollKind::Move;
    int actor = 0;   ///< the Block (moves) or Base (fights, volleys) that acts
    int target = -1; ///< the enemy Base, the target, or a wheel's pivot Base; -1 for none
    int count = 0;   ///< how many of its actions have drawn from the generator this phase

    friend bool operator==(const DiceDraw &, const DiceDraw &) = default;
};

/** The whole game at one moment: a value; the game is its setup plus its actions. */
struct GameState
{
    RulesOptions options;
    Pcg32 rng; ///< Sequential: the generator every roll draws from; ByAction: the key, never moved
    DiceDerivation dice = DiceDerivation::Sequential;
    MeleeCheck meleeCheck = MeleeCheck::PlannedOnly; ///< which melees hold the Combat phase open (§4)
    /** ByAction: the identities that have drawn dice in this phase, in the order they first did; cleared when it ends. */
    std::vector<DiceDraw> diceDrawn{};
    int turn = 1;
    Side active = Side::A;
    Phase phase = Phase::Move;
    std::array<Army, 2> armies;
    std::vector<Base> bases;   ///< indexed by BaseId
    std::vector<Block> blocks; ///< indexed by BlockId; a Block that has gone keeps its slot, empty
    bool positionsTracked = false;
    std::map<Hex, Terrain> terrain; ///< tracked positions only; a hex not listed is open ground
    CrossBlockFacts enteredFacts;   ///< the players' facts, when positions are not tracked
    std::optional<Side> loser;      ///< set when an army breaks: the battle is decided (§12.1)
    /** Pairs of Bases (smaller id first) that have fought and not come apart: later fights are not a first round (§11.1). */
    std::set<std::pair<BaseId, BaseId>> engagements;
    std::set<std::pair<BaseId, BaseId>> foughtThisPhase; ///< each pair fights once per Combat phase (§9.1)
    std::optional<PendingLoss> pendingLoss;              ///< §9.5: the loser's owner allocates next
    std::optional<PendingPursuit> pendingPursuit;        ///< §11.1: the winner pursues next
    std::set<BaseId> firedThisPhase{}; ///< Bases that have shot in this Shoot phase: each fires once (§4, §10, ruling R38)
    /**
     * The active player's pairing plan for this Combat phase (§4, §9.2): the pairs
     * already fought, then the pairs still to fight in the order the player chose.
     * Empty when the player has declared none; cleared when the phase ends.
     */
    std::vector<CombatPair> combatPlan{};
    /**
     * Untracked, with every melee checked (MeleeCheck::Every): the contacts between
     * Blocks (smaller id first) that a fight of this Combat phase has resolved,
     * between a Base of each or by an overlap one gave against the other, as the
     * Blocks stood then (§4, §9.2, ruling R43). Cleared when the phase ends.
     */
    std::set<std::pair<BlockId, BlockId>> resolvedContacts{};
    std::optional<PendingFollowUp> pendingFollowUp{}; ///< §13: the winner may follow up next (ruling R40)

    [[nodiscard]] const Army &army(Side side) const { return armies.at(side == Side::A ? 0 : 1); }
    [[nodiscard]] Army &army(Side side) { return armies.at(side == Side::A ? 0 : 1); }

    friend bool operator==(const GameState &, const GameState &) = default;
};

/** Where one Block deploys, for games whose positions are tracked. */
struct Deployment
{
    Hex origin;   ///< the front-left Base's hex
    Facing facing;

    friend bool operator==(const Deployment &, const Deployment &) = default;
};

/**
 * A new game: both armies' Blocks on the table with every Base at Fatigue 1
 * (§6), side A to move first. With @p deployments (one per Block, army A's
 * Blocks then army B's) the engine tracks positions and derives the
 * cross-Block facts; without, the players enter them. @p dice says how the
 * rolls derive from @p seed: the first battles' sequential stream, or by action;
 * @p melees which melees hold the Combat phase open: the first battles' plan
 * only, or every melee on the table (§4).
 */
[[nodiscard]] Result<GameState> newGame(const ArmyList &a, const ArmyList &b, const RulesOptions &options,
                                        std::uint64_t seed, const std::vector<Deployment> &deployments = {},
                                        DiceDerivation dice = DiceDerivation::Sequential,
                                        MeleeCheck melees = MeleeCheck::PlannedOnly);

// ---- reading the state -----------------------------------------------------------------

/** The Block's average Fatigue over its Bases (§6): exact. */
[[nodiscard]] Fraction averageFatigue(const GameState &state, BlockId block);
/** The state of a Base or a Block average on the §6 table. */
[[nodiscard]] FatigueState blockState(const GameState &state, BlockId block);
/** How far the Block moves in one move, in base-widths, at §2's default distances (ruling R13). */
[[nodiscard]] int moveAllowance(TroopType type) noexcept;
/** How far the Block moves in one move at the game's @p distances (§2 "tunable in playtest", ruling R13). */
[[nodiscard]] int moveAllowance(TroopType type, const Distances &distances) noexcept;
/** How far a pursuit by a Base of @p type goes (§11.1): one full move, or the pursuit cap when it is shorter (§13). */
[[nodiscard]] int pursuitDistance(const RulesOptions &options, TroopType type) noexcept;
/** Whether @p hex is off the game's table: never without a table (§13 Setup, ruling R41). */
[[nodiscard]] bool offTable(const GameState &state, Hex hex) noexcept;
/** Whether Blocks of @p type are missile troops, which fire in the Shoot phase (§4, §10, ruling R38). */
[[nodiscard]] bool shoots(TroopType type) noexcept;
/** The hexes of the Block's Bases, when positions are tracked. */
[[nodiscard]] std::vector<Hex> blockHexes(const GameState &state, BlockId block);
/** The cross-Block facts in force: derived from positions when tracked, else as entered. */
[[nodiscard]] CrossBlockFacts facts(const GameState &state);
/** Bases lost (routed or removed) by @p side, for the 30% army break (§12.1). */
[[nodiscard]] int basesLost(const GameState &state, Side side);

// ---- actions --------------------------------------------------------------------------

/** Dice the players rolled themselves, instead of the game's generator. */
struct SuppliedDice
{
    int first = 0;
    int second = 0; ///< for Elite and Levy
    int third = 0;  ///< under the §13 Elite/Levy mechanic: best of three's third die, or the reroll (ruling R42)

    friend bool operator==(const SuppliedDice &, const SuppliedDice &) = default;
};

/**
 * A move of a Block in the Move phase (§5): the movement test, the tempo cost
 * of a chained move, then the costs of what the move crossed.
 */
struct MoveBlock
{
    BlockId block = 0;
    /** Tiles entered, per Base; the dearest Base's path is the move's cost, paid by every Base (§6, ruling R4). A Base not listed entered open ground only. */
    std::map<BaseId, std::vector<Going>> terrainEntered;
    int climb = 0;            ///< §8.3: 1 for a slight hill, 2 for a steep one, paid by every Base
    bool difficult = false;   ///< §5.1: a formation change or an interpenetration
    bool charge = false;      ///< §5.3: the move ends in contact
    bool fullMove = true;     ///< the move covered the Block's full allowance (matters for shock, §5.3)
    /** With tracked positions: where each Base ends up, and its facing. */
    std::map<BaseId, std::pair<Hex, Facing>> destination;
    std::optional<SuppliedDice> dice;

    friend bool operator==(const MoveBlock &, const MoveBlock &) = default;
};

/** The in-place ±60° pivot of every Base of a Block (§5.1, §5.5): a move whose Fatigue cost is the pivot knob. */
struct PivotBlock
{
    BlockId block = 0;
    int steps = 1; ///< +1 counter-clockwise, −1 clockwise
    std::optional<SuppliedDice> dice;

    friend bool operator==(const PivotBlock &, const PivotBlock &) = default;
};

/** A wheel: an atomic 60° turn of the whole Block about a flank Base (§5.5). */
struct WheelBlock
{
    BlockId block = 0;
    BaseId pivot = 0;  ///< the flank Base the Block turns about
    int steps = 1;     ///< +1 counter-clockwise, −1 clockwise
    /** Without tracked positions: the Block's shape, which sets the wheel's cost. */
    int frontage = 0;
    int depth = 0;
    std::vector<SuppliedDice> dice; ///< one per required movement test, if the players roll

    friend bool operator==(const WheelBlock &, const WheelBlock &) = default;
};

/** A column's follow-the-leader march (§5.6): the leader's path, each follower taking the place of the one ahead. */
struct MarchColumn
{
    BlockId block = 0;
    std::vector<BaseId> order;                 ///< the column from the leader back
    std::vector<std::pair<Hex, Facing>> path;  ///< the leader's steps, in order
    std::optional<SuppliedDice> dice;

    friend bool operator==(const MarchColumn &, const MarchColumn &) = default;
};

/** Splits Bases off a Block into a new Block (§6.2), paying the seam. */
struct SplitBlock
{
    BlockId block = 0;
    std::vector<BaseId> detach;
    /** Without tracked positions: the Bases on either side of the seam, as the players see them. */
    std::vector<BaseId> seamBases;

    friend bool operator==(const SplitBlock &, const SplitBlock &) = default;
};

/** Merges two adjacent Blocks into one (§6.2), paying the seam. */
struct MergeBlocks
{
    BlockId into = 0;
    BlockId from = 0;
    std::vector<BaseId> seamBases; ///< without tracked positions, as the players see them

    friend bool operator==(const MergeBlocks &, const MergeBlocks &) = default;
};

/** The players' cross-Block facts, replacing the ones in force (untracked positions only). */
struct EnterFacts
{
    CrossBlockFacts facts;

    friend bool operator==(const EnterFacts &, const EnterFacts &) = default;
};

/** Marks Bases as having fought (§6.1); the combat engine does this itself. */
struct MarkInCombat
{
    std::vector<BaseId> bases;

    friend bool operator==(const MarkInCombat &, const MarkInCombat &) = default;
};

/**
 * Marks Bases as shot at this turn (§6.1, §10, ruling R22): a volley's targets,
 * whether or not the shots had effect. Missile Fatigue (AddFatigue with section
 * "10") marks its Bases too.
 */
struct MarkShotAt
{
    std::vector<BaseId> bases;

    friend bool operator==(const MarkShotAt &, const MarkShotAt &) = default;
};

/** Adds Fatigue to Bases from what happened to them (§6): the entry point for combat and missile results. */
struct AddFatigue
{
    std::vector<std::pair<BaseId, int>> fatigue;
    std::string section; ///< the rule that caused it, e.g. "9.5"
    std::string note{};  ///< the players' own words on why, e.g. "lost a figure to a scenario rule"

    friend bool operator==(const AddFatigue &, const AddFatigue &) = default;
};

/** A routed Base that could not retreat is removed (§12). */
struct RemoveRoutedBase
{
    BaseId base = 0;

    friend bool operator==(const RemoveRoutedBase &, const RemoveRoutedBase &) = default;
};

/**
 * One engaged pair's melee in the Combat phase (§9.1), in the order the active
 * player chooses (§4). The engine reads what it can from the game: quality,
 * type, weight, spears, shock (the Block's shock charge, on the pair's first
 * round), formed (R5) and, with tracked positions, Going, uphill, flank, rear
 * and whether the lapping Bases stand in the lapped Base's other front hex.
 * The rest is the table's, as the players see it. An overlap from a Base that
 * gave ground earlier in the phase, or has routed, no longer counts (§9.2), and
 * one from a Base that is paired or has fought this phase is refused: only an
 * uncountered Base laps. With a pairing plan (PlanCombat) and tracked positions
 * the engine computes both overlaps itself (ruling R23, R24). Each active Base
 * fights one enemy in the phase (§9.2).
 */
struct Fight
{
    BaseId base = 0;  ///< the active player's Base ("A" in the combat's terms)
    BaseId enemy = 0; ///< the enemy Base it fights ("B")
    std::optional<BaseId> lapping;      ///< a friend of `base` lapping `enemy` (§9.2): +1 to `base`
    std::optional<BaseId> enemyLapping; ///< a friend of `enemy` lapping `base` (§9.2): +1 to `enemy`
    // Untracked positions only; with tracked positions the engine derives them.
    Striker flank = Striker::None;  ///< who strikes the other's flank (§9.3): A = `base`
    Striker rear = Striker::None;   ///< who strikes the other's rear (§9.3)
    Striker uphill = Striker::None; ///< who stands uphill of the other (§8.3)
    int baseGoing = 5;              ///< the lowest Going `base` occupies (§8.2)
    int enemyGoing = 5;
    std::optional<SuppliedDice> baseDice;  ///< the players' own dice, else the game's generator
    std::optional<SuppliedDice> enemyDice;
    /**
     * With a pairing plan and tracked positions the engine computes both overlaps
     * (§9.2, §9.3); naming `lapping` or `enemyLapping`, or setting this, overrides
     * them with the players' entries, and the fight's effects say so.
     */
    bool overlapsAsEntered = false;

    friend bool operator==(const Fight &, const Fight &) = default;
};

/** What a Fight would be resolved with (§9.1): both Bases' sides and the facts, "A" being `base`. */
struct FightInputs
{
    CombatSide base;
    CombatSide enemy;
    CombatFacts facts;

    friend bool operator==(const FightInputs &, const FightInputs &) = default;
};

/**
 * The sides and facts @p fight would be resolved with now, read exactly as the
 * Fight action reads them (quality, type, weight, spears, formed, shock on the
 * pair's first round, overlaps, and the table's flank, rear, uphill and Going),
 * or why the fight is illegal. Nothing is rolled and @p state is not changed:
 * feed odds() with it before the roll.
 */
[[nodiscard]] Result<FightInputs> fightInputs(const GameState &state, const Fight &fight);

/**
 * The loser's owner allocates a fight's points (§9.5): each as +1 Fatigue on
 * the losing Base, or one base-depth of push-back, which recoils the Base's
 * whole file as a snake along the rear diagonal the owner picks and splits it
 * off, paying the seams (§9.6). A pinned Base takes push-back as Fatigue; a
 * Skirmisher that is not caught evades: every point falls back and none is
 * Fatigue (§11.2). After the army has broken, a push-back breaks the Block
 * (§12.1, ruling R34).
 */
struct AllocateLoss
{
    int fatigue = 0;  ///< points held as Fatigue
    int pushBack = 0; ///< points given as ground
    RearSide rearSide = RearSide::Left;
    /** The players say the snake's path is blocked (friends, terrain, the table edge). */
    bool pinned = false;
    // Untracked positions only: what the table shows.
    std::vector<BaseId> file;      ///< the Bases that recoil with the loser, the loser included; empty: the loser alone
    std::vector<BaseId> seamBases; ///< the Bases on either side of the seams the recoil tears
    std::vector<BaseId> farSide;   ///< when a middle file leaves: the Bases on one side of it, a Block of their own

    friend bool operator==(const AllocateLoss &, const AllocateLoss &) = default;
};

/**
 * A winning Shock Base's pursuit (§11.1): one full move toward the enemy, no
 * test, no Fatigue, its file with it. With tracked positions the engine moves
 * it straight ahead on the front diagonal nearer the enemy until it meets
 * anything; untracked, the players move the figures and name the file.
 */
struct Pursue
{
    bool decline = false;      ///< only where pursuit is optional (§11.4)
    std::vector<BaseId> file;  ///< untracked only: the Bases that advance, the pursuer included; empty: the pursuer alone
    std::vector<BaseId> farSide; ///< untracked only: as in AllocateLoss

    friend bool operator==(const Pursue &, const Pursue &) = default;
};

/**
 * The winner's follow-up (§13, ruling R40): the winning Base alone advances one
 * hex toward the enemy that gave ground, or stays (decline). It splits from its
 * Block, paying the seams (§6.2); no test. With tracked positions the engine
 * moves it on the front diagonal nearer the enemy, if that hex is clear;
 * untracked, the players move the figure and name the seams.
 */
struct FollowUp
{
    bool decline = false;          ///< the winner stays where it is
    std::vector<BaseId> seamBases; ///< untracked only: the Bases on either side of the seams it opens
    std::vector<BaseId> farSide;   ///< untracked only: when its leaving cuts its Block in two, the Bases on one side

    friend bool operator==(const FollowUp &, const FollowUp &) = default;
};

/**
 * One volley in the Shoot phase (§10): @c firer shoots at @c target, each side
 * rolls its quality die on the game's combat die, and the margin becomes
 * Fatigue on the target after its weight, capped by the Going it stands in
 * (§8.2, §9.4, §10, ruling R38). The target is shot at whether or not the
 * volley has effect (ruling R22). Range (2 base-widths) and Going are read from
 * the table with tracked positions; untracked, the players give the Going and
 * vouch for the range.
 */
struct Shoot
{
    BaseId firer = 0;
    BaseId target = 0;
    std::optional<SuppliedDice> firerDice{};  ///< the players' own dice, else the game's generator
    std::optional<SuppliedDice> targetDice{};
    // Untracked positions only; with tracked positions the engine reads the hexes' Going.
    int firerGoing = 5;  ///< the lowest Going the firer occupies (§8.2), 1..5
    int targetGoing = 5; ///< the lowest Going the target occupies (§8.2), 1..5

    friend bool operator==(const Shoot &, const Shoot &) = default;
};

/** What a volley would be resolved with (§10): both Bases' sides, their weight capped by their Going (§8.2). */
struct VolleyInputs
{
    CombatSide firer;
    CombatSide target;

    friend bool operator==(const VolleyInputs &, const VolleyInputs &) = default;
};

/**
 * The sides @p shoot would be resolved with now, after exactly the checks the
 * Shoot action makes (phase, Bases, sides, missile troops, one volley per Base
 * per phase, range and Going when tracked, the players' dice), or why the
 * volley is illegal. Nothing is rolled and @p state is not changed: feed
 * missileOdds() with it before the roll.
 */
[[nodiscard]] Result<VolleyInputs> volleyInputs(const GameState &state, const Shoot &shoot);

/**
 * The active player's pairing plan in the Combat phase (§4, §9.2): each engaged
 * Base of theirs with the one enemy it fights, in the order they will be fought.
 * It replaces the pairs of an earlier plan that have not fought yet (the fought
 * ones stay), so the plan can be re-declared or extended between fights. Each
 * active Base is paired once in the phase; with tracked positions every fight's
 * overlaps are then computed from the plan and the hexes, and the phase cannot
 * end while a planned pair, or an engaged Base left out of the plan, is unfought.
 */
struct PlanCombat
{
    std::vector<CombatPair> pairs; ///< the pairs still to fight, in order

    friend bool operator==(const PlanCombat &, const PlanCombat &) = default;
};

/** Ends the current phase (§4). Ending Recovery runs recovery and smoothing (§6.1) and passes the turn. */
struct EndPhase
{
    /**
     * Ending the Recovery phase only (§6.1 "may pull", ruling R17): the Bases of
     * the side to act that decline to pull 1 Fatigue in smoothing. Each must be
     * able to pull (smoothingChoices()); every other Base that can, does.
     */
    std::vector<BaseId> declineSmoothing{};

    friend bool operator==(const EndPhase &, const EndPhase &) = default;
};

/** Everything a player can do, as a value. */
using Action = std::variant<MoveBlock, PivotBlock, WheelBlock, MarchColumn, SplitBlock, MergeBlocks, EnterFacts,
                            MarkInCombat, MarkShotAt, AddFatigue, RemoveRoutedBase, EndPhase, Fight, AllocateLoss,
                            Pursue, Shoot, PlanCombat, FollowUp>;

/** One thing the rules did, with the section that made it happen: "+1 Fatigue to Base 3 — §5.2". */
struct Effect
{
    enum class Kind : std::uint8_t {
        Fatigue,       ///< a Base's Fatigue changed by `amount`
        MovementTest,  ///< `roll` against the Block's average: `passed`
        Moved,         ///< the Block moved
        MoveEnded,     ///< a failed test ended the Block's movement for the turn
        Split,         ///< `block` was split; `other` is the new Block
        Merged,        ///< `other` merged into `block`
        BlockBroke,    ///< `block` broke: its Bases rout (§12)
        BaseRemoved,   ///< `base` could not retreat and is removed
        ArmyBroke,     ///< `side` lost 30% of its Bases: the battle is decided
        PhaseChanged,
        ShockCharge,   ///< `block` made a shock-eligible charge (§5.3)
        Combat,        ///< a fight was resolved: `base` lost by `amount` to `other`'s Base (§9.1); `combat` holds it
        Recoil,        ///< `base`'s file gave ground `amount` base-depths (§9.6) or evaded (§11.2)
        Pinned,        ///< `base` could not give ground: `amount` points became Fatigue (§9.5)
        Pursuit,       ///< `base` pursued (§11.1), or declined to (§11.4)
        Note,          ///< anything else worth showing: an overlap that no longer counts, a failed evade
        Volley,        ///< a Base of `block` shot at `base` of `other` (§10): `amount` Fatigue; `missile` holds the rolls
        FollowUp,      ///< `base` may follow up `otherBase`, followed up, or stayed (§13, ruling R40)
    };
    /**
     * Why, or which variant of its kind it is: what the app words in the player's
     * language, with the effect's figures. Each cause names the fields it fills.
     */
    enum class Cause : std::uint8_t {
        None,
        // Fatigue (`base`, `amount`; `count` is the Base's Fatigue after it)
        TempoCost,          ///< §5.2: a chained move's cost, paid before it
        Terrain,            ///< §8.1: the Block's weight less the Going of the tiles entered
        ClimbSlight,        ///< §8.3: climbing a slight hill
        ClimbSteep,         ///< §8.3: climbing a steep hill
        Climb,              ///< §8.3: climbing a hill (tracked positions)
        DifficultMove,      ///< §5.1: a difficult move, paid after it
        DifficultThroughFriends, ///< §5.1: a move through friends
        DifficultReshaped,  ///< §5.1: a move that changed the formation
        PivotCost,          ///< §5.1: the pivot's cost (a tuning knob)
        WheelTerrain,       ///< §8.1: the tile the wheel swings it onto
        MarchTerrain,       ///< §8.1: terrain entered on the march
        SplitSeam,          ///< §6.2: the seam a split opened
        MergeSeam,          ///< §6.2: the seam a merge closed
        PlayersAdded,       ///< the players' own entry under `section`; `note` holds their words
        Recovery,           ///< §6.1
        SmoothingGives,     ///< §6.1: gives 1 to `otherBase`
        SmoothingTakes,     ///< §6.1: takes 1 from `otherBase`
        MissileFire,        ///< §10: shot by `otherBase`
        SeamTorn,           ///< §9.6: `amount` seams the leaving file tore
        RearCascade,        ///< §9.3: struck in the rear, lost by 2 or more
        HeldAsFatigue,      ///< §9.5: points it did not give as ground
        Contagion,          ///< §12.1: Block `other` broke within one base-width
        ArmyBroken,         ///< §12.1: its army has broken
        RepeatedPushBack,   ///< §13, R39: `count` base-depths it gave after its first this phase
        // Note (`base`, `otherBase`, `block`)
        NotPursuingEngaged, ///< §11.1: `base` won but fights another enemy
        RoutedGivesNoOverlap, ///< §12: `base` routed, so it laps no one
        GaveGroundNoOverlap,  ///< §9.2: `base` gave ground this phase: it no longer laps `otherBase`
        ShockOverlapUnsupported, ///< §11.1: after the first round `otherBase` counts no overlap from `base`
        EvadeCaught,        ///< §11.2: `base` is caught by faster troops
        EvadeFailed,        ///< §11.2: `base` cannot fall back the full distance
        Dislocation,        ///< §9.6: the pushed file, alone, broke (`block`)
        OverlapsAsEntered,  ///< §9.2: the fight's overlaps are the players' entries, not the ones computed from the plan (`base` the Fight's Base, `otherBase` its enemy)
        FlankedSideNoOverlap, ///< §9.3: `base` is struck in the flank on the side `otherBase` laps from: that overlap does not count
        RearNoOverlap,      ///< §9.3: `base` is struck in the rear: it counts no overlap, not even `otherBase`'s
        // Split (`block` splits, `other` is the new Block)
        SplitByPlayers,     ///< §6.2
        FilePushedBack,     ///< §9.6: `base`'s file is pushed back out of `block`
        FileEvades,         ///< §11.2: `base`'s file evades out of `block`
        FilePursues,        ///< §11.1: `base` pursues out of `block`, alone (ruling R33)
        FollowsUpOut,       ///< §13, R40: `base` follows up out of `block`, alone
        FarSideCut,         ///< §9.6: the Bases beyond the file form `other`
        // BlockBroke (`block`)
        AverageOverSix,     ///< §12: `average` exceeds 6
        PushBackAfterArmyBreak, ///< §12.1, R34: `base`'s push-back after the army broke
        // BaseRemoved (`base`)
        CannotRetreat,      ///< §12
        CannotRetreatFullMove, ///< §12, tracked: blocked within a full move
        LeavesTable,        ///< §12, §13, R41: its retreat would leave the table
        // MovementTest (`block`, `roll`, `passed`, `average`) and Moved (`block`)
        Move,               ///< §5
        Pivot,              ///< §5.1
        Wheel,              ///< §5.5: move `amount` of `count` (Moved: `count` moves)
        March,              ///< §5.6 (Moved: `amount` base-widths)
        // MoveEnded (`block`)
        TestFailed,         ///< §5, §5.2: its movement ends for the turn
        WheelAborted,       ///< §5.5: the wheel does not happen; the Fatigue paid is lost
        // Recoil (`base`, `amount` base-depths, `count` Bases in the file, `other`: the Block it left, −1 if none)
        Recoils,            ///< §9.6
        Evades,             ///< §11.2
        // Pursuit (`base`, `otherBase` the enemy it goes toward)
        MustPursue,         ///< §11.1
        MayPursue,          ///< §11.4, §13
        Declines,           ///< §11.4
        Pursues,            ///< §11.1: `amount` base-widths
        CannotAdvance,      ///< §11.1: the way ahead is taken
        // FollowUp (`base`, `otherBase` the enemy that gave ground)
        MayFollowUp,        ///< §13, R40
        FollowsUp,          ///< §13, R40: one hex
        StaysPut,           ///< §13, R40: the winner declines
        CannotFollowUp,     ///< §13, R40: the hex ahead is taken, impassable or off the table
        // Note (`base`, `block`)
        SmoothingDeclined,  ///< §6.1, R17: `base` of `block` declines to pull in smoothing
    };
    Kind kind = Kind::Fatigue;
    std::string section; ///< e.g. "5.2"
    std::string text;    ///< an English sentence for logs and tools
    BlockId block = -1;
    BlockId other = -1;
    BaseId base = -1;
    int amount = 0;
    std::optional<QualityRoll> roll;
    // The fight's and the volley's accounts on the heap: an Effect holds one now and then, and the
    // log keeps every Effect of every entry (520 bytes an Effect with them inline, 216 without).
    BoxedOptional<CombatResult> combat; ///< Kind::Combat: the whole fight, step by step
    BoxedOptional<MissileResult> missile{}; ///< Kind::Volley: the volley's rolls and margin
    bool passed = false;
    Side side = Side::A;
    Cause cause = Cause::None;
    BaseId otherBase = -1; ///< a second Base it names (see Cause); Combat: the enemy of the Fight's `base`; Volley: the firer
    BaseId firstBase = -1; ///< Combat: the Fight's `base` (the active player's Base)
    int count = 0;         ///< a second figure (see Cause); ArmyBroke: the army's starting Bases, `amount` lost
    Fraction average{};    ///< MovementTest, BlockBroke: the Block's average Fatigue (§6)
    Phase phase = Phase::Move; ///< PhaseChanged: the phase now; `amount` is the turn, `side` the side to act
    std::string note{};    ///< PlayersAdded: the players' own words

    friend bool operator==(const Effect &, const Effect &) = default;
};

/** What an action did: the new state and every effect, in order. */
struct Applied
{
    GameState state;
    std::vector<Effect> effects;
};

/**
 * Applies @p action to @p state (§4–§6, §12): the new state and the effects, or
 * an Error that says exactly what is illegal, with @p state untouched.
 */
[[nodiscard]] Result<Applied> apply(const GameState &state, const Action &action);

} // namespace ancients

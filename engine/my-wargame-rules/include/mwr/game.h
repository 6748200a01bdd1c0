#pragma once

// My Wargame Rules as a game: the state as a value, the players' actions as
// values, and apply(state, action), which returns the new state with every
// effect it caused (each with its section and ruling) or a refusal. The engine
// does not track positions: the players move the figures on a table of free
// positions, and tell the engine the facts it needs (which enemies a unit
// touches, the ground a move covers, who supports whom, the edge attacked, what
// lies in the way of a push-back). rulebook/ruleset-seam.md says why.

#include "mwr/combat.h"
#include "mwr/refusal.h"
#include "mwr/types.h"

#include "ancients/rng.h"

#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace mwr {

using ancients::Pcg32;

// ---- setting up --------------------------------------------------------------------------

/** One unit as an army list gives it. */
struct UnitSpec
{
    std::string name;
    int resolve = DefaultResolve; ///< base Resolve, 1–6 (ruling R3)
    bool skirmisher = false;      ///< the Skirmisher trait (§4, §10, ruling R16)

    friend bool operator==(const UnitSpec &, const UnitSpec &) = default;
};

/** One army: its name and its units, in list order. */
struct ArmySpec
{
    std::string name;
    std::vector<UnitSpec> units{};

    friend bool operator==(const ArmySpec &, const ArmySpec &) = default;
};

/** What a battle starts from. */
struct Setup
{
    std::array<ArmySpec, 2> armies; ///< side A's, then side B's
    Side first = Side::A;           ///< who activates first in turn 1, as the players settled it (ruling R11)
    int breakPoint = 0;             ///< units destroyed that defeat a side; 0: none, fight to the last (ruling R13)
    std::uint64_t seed = 0;         ///< the dice (see GameState::dice)

    friend bool operator==(const Setup &, const Setup &) = default;
};

// ---- the state ---------------------------------------------------------------------------

/** One unit in play (§2). */
struct Unit
{
    UnitId id = 0;
    Side side = Side::A;
    std::string name;
    int resolve = DefaultResolve; ///< base Resolve (ruling R3)
    bool skirmisher = false;
    Cohesion cohesion = Cohesion::Fresh;
    bool acted = false; ///< has been activated this turn (§3)

    [[nodiscard]] bool destroyed() const noexcept { return cohesion == Cohesion::Destroyed; }

    friend bool operator==(const Unit &, const Unit &) = default;
};

/** A melee under way (§10): what was compared and rolled, and the step it waits on. */
struct Melee
{
    /** What the melee waits for before the attacker's activation ends. */
    enum class Step : std::uint8_t {
        Pick,     ///< the roller picks one of its two dice (ruling R5)
        PushBack, ///< the players say what lies in the way of the pushed unit (ruling R7)
    };

    UnitId attacker = -1;
    UnitId defender = -1;
    AttackDirection direction = AttackDirection::Front;
    Resolve attackerResolve;
    Resolve defenderResolve;
    RollPlan plan;
    std::vector<int> faces{};           ///< the dice as rolled or read
    std::optional<CombatResult> result{}; ///< once picked
    Step step = Step::Pick;

    friend bool operator==(const Melee &, const Melee &) = default;
};

/** How the battle ended (ruling R13). */
struct Outcome
{
    std::optional<Side> winner{}; ///< none: a draw, both sides defeated by the same result

    friend bool operator==(const Outcome &, const Outcome &) = default;
};

/** The whole game at one moment: a value; the game is its setup plus its actions. */
struct GameState
{
    /**
     * The key the dice derive from, never moved: each Attack that rolls draws
     * from a generator of its own, seeded by SipHash-2-4 under this key of the
     * words (1, turn, attacker, defender). An undone Attack repeated meets its
     * dice again; any other meets its own.
     */
    Pcg32 dice;
    int turn = 1;
    Side starter = Side::A; ///< who activated first this turn (ruling R11)
    Side toAct = Side::A;   ///< whose activation it is
    std::array<std::string, 2> armyNames;
    std::vector<Unit> units; ///< indexed by UnitId
    /** Pairs of enemy units in base contact, smaller id first (ruling R14). */
    std::set<std::pair<UnitId, UnitId>> contacts;
    int breakPoint = 0;           ///< ruling R13; 0: none
    std::optional<Melee> melee;   ///< a melee waiting on a pick or a push-back
    std::optional<Outcome> outcome; ///< set once the battle is decided: nothing more is played

    friend bool operator==(const GameState &, const GameState &) = default;
};

/**
 * A new battle: every unit Fresh and out of contact, turn 1, @p setup's first
 * side to act. Refused for an army without units, a base Resolve outside 1–6
 * or a break point beyond an army's size.
 */
[[nodiscard]] Result<GameState> newGame(const Setup &setup);

// ---- actions -----------------------------------------------------------------------------

/** The five things an activated unit may do (§3; Hold by ruling R11). */
enum class ActionKind : std::uint8_t { Move, Attack, FallBack, Rally, Hold };

/** Move (§4, §5): the unit moves as the players moved it; it may not be engaged (ruling R14). */
struct Move
{
    UnitId unit = -1;
    Terrain terrain = Terrain::Open; ///< the ground the move covers, the first of obstacle, rough, road counting (R15)
    bool throughFriends = false;     ///< passes through friendly units: Skirmishers only (§4)
    bool throughEnemies = false;     ///< passes through enemy units: never (§4)
    std::vector<UnitId> contacts{};  ///< the enemy units it touches after the move

    friend bool operator==(const Move &, const Move &) = default;
};

/** Attack (§10): the unit fights the enemy it is engaged with, with the facts of the table. */
struct Attack
{
    UnitId attacker = -1;
    UnitId defender = -1;
    AttackDirection direction = AttackDirection::Front; ///< the defender's edge attacked (§7, ruling R18)
    std::vector<Support> attackerSupport{};
    std::vector<Support> defenderSupport{};
    /** The players' own dice, read: one face for 1D6, two for 2D6; none: the engine rolls. */
    std::optional<std::vector<int>> dice{};

    friend bool operator==(const Attack &, const Attack &) = default;
};

/** Fall Back (§8, ruling R1): straight back up to one move, out of every contact. */
struct FallBack
{
    UnitId unit = -1;
    Terrain terrain = Terrain::Open;
    bool throughFriends = false;
    bool throughEnemies = false;

    friend bool operator==(const FallBack &, const FallBack &) = default;
};

/** Rally (§9, ruling R2): a Shaken or Disrupted unit not engaged recovers one state. */
struct Rally
{
    UnitId unit = -1;

    friend bool operator==(const Rally &, const Rally &) = default;
};

/** Hold (ruling R11): the activated unit does nothing; it has acted. */
struct Hold
{
    UnitId unit = -1;

    friend bool operator==(const Hold &, const Hold &) = default;
};

/** The roller keeps one of its two dice (§10, ruling R5). */
struct Pick
{
    int face = 0;

    friend bool operator==(const Pick &, const Pick &) = default;
};

/** What lies in the way of a unit being pushed back, as the players see it (ruling R7). */
struct Behind
{
    enum class Kind : std::uint8_t {
        Clear,      ///< open ground or road: the unit moves
        Unit,       ///< `unit`: a friend is pushed too, a friendly Skirmisher is passed through, an enemy destroys
        Rough,      ///< destroys (§10)
        Obstacle,   ///< destroys (§10)
        Impassable, ///< destroys (§10)
        TableEdge,  ///< destroys (§10)
    };

    Kind kind = Kind::Clear;
    UnitId unit = -1;

    friend bool operator==(const Behind &, const Behind &) = default;
};

/**
 * The push-back of a melee (§10, rulings R6–R8): what lies in the way, step by
 * step: first behind the pushed unit; after a friend that is pushed too, behind
 * that friend; after a friendly Skirmisher passed through, beyond it. The list
 * ends with the step that settles the chain (clear ground, or what destroys).
 */
struct PushBack
{
    std::vector<Behind> behind{};

    friend bool operator==(const PushBack &, const PushBack &) = default;
};

/** The players correct which enemies a unit touches (ruling R14); not an activation. */
struct SetContacts
{
    UnitId unit = -1;
    std::vector<UnitId> enemies{};

    friend bool operator==(const SetContacts &, const SetContacts &) = default;
};

/** Everything a player can do, as a value. */
using Action = std::variant<Move, Attack, FallBack, Rally, Hold, Pick, PushBack, SetContacts>;

// ---- effects -----------------------------------------------------------------------------

/** One thing the rules did, with the section (and ruling) that made it happen. */
struct Effect
{
    enum class Kind : std::uint8_t {
        Moved,         ///< `unit` moved over `terrain`, up to `allowance` (§4, §5)
        FellBack,      ///< `unit` fell back over `terrain`, up to `allowance` (§8, R1)
        Rallied,       ///< `unit` recovered to `cohesion` (§9, R2)
        Held,          ///< `unit` did nothing (§3, R11)
        Contact,       ///< `unit` is now in contact with `other` (§3, R14)
        ContactEnded,  ///< `unit` is no longer in contact with `other` (R1, R6)
        ContactsSet,   ///< the players set `unit`'s contacts: `amount` enemies (R14)
        Melee,         ///< `unit` attacks `other`: `melee` holds both Resolves and the roll plan (§10)
        Rolled,        ///< `side` rolled `faces` for the melee (§10); cause: whose dice
        Picked,        ///< the roller kept `faces[0]`, reading `result` (§10, R5); cause NoChoice when both dice read alike
        Result,        ///< `result` stands (§10)
        Hit,           ///< `unit` took a hit and is now `cohesion` (§2)
        PushedBack,    ///< `unit` was pushed back 1 base width by `other` (§10, R6, R7)
        PassedThrough, ///< pushed `unit` passed through the friendly Skirmisher `other` (§10, R7)
        Destroyed,     ///< `unit` was destroyed and removed; cause: how (§2, §10)
        TurnBegan,     ///< turn `amount` began, `side` to act first (§3, R11, R12)
        BattleDecided, ///< `side` won (cause Victory) or a draw (cause Draw) (R13)
    };
    enum class Cause : std::uint8_t {
        None,
        PlayersDice,    ///< Rolled: the players' own dice, read
        GeneratorDice,  ///< Rolled: the game's dice
        Chosen,         ///< Picked: the roller chose
        NoChoice,       ///< Picked: both dice read the same result
        Hits,           ///< Destroyed: its third hit (§2, R10)
        IntoEnemy,      ///< Destroyed: pushed into the enemy unit `other` (§10)
        IntoRough,      ///< Destroyed: pushed into rough ground (§10)
        IntoObstacle,   ///< Destroyed: pushed into an obstacle (§10)
        IntoImpassable, ///< Destroyed: pushed into impassable ground (§10)
        OffTable,       ///< Destroyed: pushed off the table (§10)
        ByAttacker,     ///< PushedBack: the defender, by the attacker `other`
        ByChain,        ///< PushedBack: a friend in the way, by the pushed unit `other` (§10, R7)
        Victory,        ///< BattleDecided
        Draw,           ///< BattleDecided
    };

    Kind kind = Kind::Moved;
    Cause cause = Cause::None;
    std::string section; ///< e.g. "10"
    std::string ruling;  ///< e.g. "R7"; empty when the text alone decides
    UnitId unit = -1;
    UnitId other = -1;
    Side side = Side::A;
    int amount = 0;
    Cohesion cohesion = Cohesion::Fresh;
    Terrain terrain = Terrain::Open;
    Allowance allowance{};
    std::optional<CombatResult> result{};
    std::vector<int> faces{};
    std::optional<mwr::Melee> melee{};

    friend bool operator==(const Effect &, const Effect &) = default;
};

/** What an action did: the new state and every effect, in order. */
struct Applied
{
    GameState state;
    std::vector<Effect> effects;

    friend bool operator==(const Applied &, const Applied &) = default;
};

/**
 * Applies @p action to @p state: the new state and its effects, or the refusal
 * that says exactly what is not allowed. @p state is never changed; the same
 * state and action always give the same answer.
 */
[[nodiscard]] Result<Applied> apply(const GameState &state, const Action &action);

// ---- reading the state -------------------------------------------------------------------

/** Whether @p unit is in base contact with an enemy unit (ruling R14). */
[[nodiscard]] bool engaged(const GameState &state, UnitId unit);
/** The enemy units @p unit touches, in id order. */
[[nodiscard]] std::vector<UnitId> contactsOf(const GameState &state, UnitId unit);
/** Units of @p side destroyed so far. */
[[nodiscard]] int unitsDestroyed(const GameState &state, Side side);
/** Units of @p side still to activate this turn. */
[[nodiscard]] int unitsLeftToAct(const GameState &state, Side side);
/**
 * What @p unit may do if activated now, in the order Move, Attack, FallBack,
 * Rally, Hold: empty unless it is its side's go and it has not acted. Attack is
 * listed when it is engaged; the defender and the facts are the players'.
 */
[[nodiscard]] std::vector<ActionKind> allowedActions(const GameState &state, UnitId unit);

/** What a melee would be fought with, before the roll: both Resolves, the roll plan and its odds. */
struct MeleePreview
{
    Resolve attacker;
    Resolve defender;
    RollPlan plan;
    Distribution best;    ///< the roller picking its best by the table's order (R5)
    Distribution offered; ///< for each result, the chance at least one die offers it (R5)

    friend bool operator==(const MeleePreview &, const MeleePreview &) = default;
};

/**
 * @p attack's melee as the Attack action would fight it, after exactly its
 * checks (the dice aside), or its refusal. Nothing is rolled.
 */
[[nodiscard]] Result<MeleePreview> preview(const GameState &state, const Attack &attack);

} // namespace mwr

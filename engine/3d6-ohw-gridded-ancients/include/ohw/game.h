#pragma once

// The game of 3D6 OHW Gridded Ancients as a value: a battle is its set-up plus
// its actions, and apply() is the one function that moves it on. Sections are
// those of rulebook/3d6-ohw-gridded-ancients/rulebook.md, rulings those of its
// rulings.md.
//
// The engine keeps the books (hits, melees, generals, morale, breakpoint, the
// initiative and the steps of the turn) and rolls the dice; the table's
// geometry (which face a charger strikes, a shot's range, what ground a unit
// stands on) is entered by the players, and grid.h gives it where positions
// are known.

#include "ancients/rng.h"
#include "ohw/dice.h"
#include "ohw/grid.h"
#include "ohw/result.h"
#include "ohw/units.h"

#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

namespace ohw {

/** One of the two players and their army. */
enum class Side : std::uint8_t { A, B };

[[nodiscard]] constexpr Side opponent(Side side) noexcept
{
    return side == Side::A ? Side::B : Side::A;
}

/** The steps of a turn in the text's order (§4): the initiative roll, then each player's five steps. */
enum class Step : std::uint8_t {
    Initiative, ///< both players roll (§10.3)
    Movement,   ///< Step 1 (§5)
    Shooting,   ///< Step 2 (§6)
    Combat,     ///< Step 3 (§7)
    Morale,     ///< Step 4 (§8)
    Breakpoint, ///< Step 5 (§9)
};

inline constexpr int StepCount = 6;

using UnitId = int;
using GeneralId = int;

/** The choices a battle is set up with. */
struct Options
{
    Grid grid = Grid::Hexes;           ///< §2, ruling R1
    bool fortifiedSettlements = false; ///< §5.6: the scenario makes settlements fortified camps

    friend bool operator==(const Options &, const Options &) = default;
};

/** One unit on the table (§3). */
struct Unit
{
    UnitId id = 0;
    Side side = Side::A;
    std::string name;
    UnitType type = UnitType::Legionaries;
    Traits traits;                  ///< all of its traits, its type's included
    Terrain ground = Terrain::Open; ///< the ground of its space (§5.6)
    int hits = 0;                   ///< 0–9 (§3)
    bool removed = false;           ///< routed or destroyed (§8, §5.4)

    // What it did in this player's half of the turn.
    bool moved = false;       ///< made its move (§5): it cannot shoot (§6)
    bool pushed = false;      ///< made its push move (§5.1)
    bool disengaged = false;  ///< left a melee (§3.3): it cannot shoot (ruling R13)
    int pivotsThisMove = 0;   ///< for the one pre-charge pivot (§5.2, ruling R7)
    bool shot = false;        ///< §6: once per step
    bool attacked = false;    ///< §7: once per step (ruling R16)
    bool hitByEnemy = false;  ///< enemy shooting or combat hit it in this half: it checks morale (§8, ruling R20)

    [[nodiscard]] bool has(Trait trait) const noexcept { return traits.has(trait); }

    friend bool operator==(const Unit &, const Unit &) = default;
};

/** A general (§10.1). */
struct General
{
    GeneralId id = 0;
    Side side = Side::A;
    std::string name;
    UnitId unit = -1;        ///< the unit he is attached to; −1 for none (ruling R25)
    bool killed = false;
    bool rerollUsed = false; ///< his push-move re-roll this turn (§10.1, ruling R5)
    bool joinedThisHalf = false; ///< he has changed units in this half (ruling R25)

    friend bool operator==(const General &, const General &) = default;
};

/** An army: its breakpoint (§9) and what it has lost since the last Step 5. */
struct Army
{
    std::string name;
    int breakpointAtStart = 0; ///< §9: 2 a unit and general, 3 a veteran unit
    int breakpoint = 0;        ///< what is left; the army quits at 0 or less
    std::vector<UnitId> retreated;         ///< forced to retreat in this half (−1 each)
    std::vector<UnitId> routed;            ///< routed or destroyed in this half (−2, −3 veterans)
    std::vector<GeneralId> generalsKilled; ///< killed in this half (−1D3 each)

    friend bool operator==(const Army &, const Army &) = default;
};

/** Two units in contact: the charger strikes @c face of the target; the target strikes the charger's front (ruling R7). */
struct Engagement
{
    UnitId charger = 0;
    UnitId target = 0;
    Face face = Face::Front;
    bool chargerHasAttacked = false; ///< for Ferocious's initial attack (ruling R17)
    bool targetHasAttacked = false;

    friend bool operator==(const Engagement &, const Engagement &) = default;
};

/** A roll the rules call for after an action, made next (RollPending). */
struct PendingRoll
{
    enum class Kind : std::uint8_t {
        PushReroll,  ///< 1D6: the general's re-roll of a failed push move (§10.1, ruling R5)
        GeneralRisk, ///< 2D6 for each 1 rolled against his unit (§10.2)
        GeneralRout, ///< 1D6: his unit routed (§10.2)
    };
    Kind kind = Kind::PushReroll;
    GeneralId general = -1;
    UnitId unit = -1; ///< PushReroll: the pushing unit; GeneralRisk: his unit; GeneralRout: the routed unit
    int dice = 1;     ///< how many D6: 1, or 2 for each 1 rolled

    friend bool operator==(const PendingRoll &, const PendingRoll &) = default;
};

/** The kinds of roll, for deriving each action's dice from the game's key. */
enum class RollKind : std::uint8_t { Initiative, Push, PushReroll, Shoot, Attack, GeneralRisk, GeneralRout, Morale, Breakpoint };

/** One identity that has drawn dice in this step, and how many times. */
struct DiceDraw
{
    RollKind kind = RollKind::Initiative;
    int actor = -1;
    int target = -1;
    int count = 0;

    friend bool operator==(const DiceDraw &, const DiceDraw &) = default;
};

/** How a battle ended (§9, ruling R23). */
struct Decided
{
    std::optional<Side> winner; ///< none: both armies quit in the same step, a draw

    friend bool operator==(const Decided &, const Decided &) = default;
};

/**
 * The whole battle at one moment: a value; the battle is its set-up plus its
 * actions.
 *
 * The dice: each action that rolls draws from a generator of its own, seeded
 * by SipHash-2-4 keyed with @c rng of its identity (the turn, the half, the
 * step, the kind of roll, who rolls against whom and how often that identity
 * has rolled this step); @c rng itself never moves. Repeating an undone action
 * meets its dice again.
 */
struct GameState
{
    Options options;
    ancients::Pcg32 rng;
    std::vector<DiceDraw> diceDrawn{}; ///< cleared when a step ends
    int turn = 1;
    Side initiative = Side::A; ///< who holds the initiative (§10.3)
    Side first = Side::A;      ///< who moves first this turn
    int half = 0;              ///< 0: the first player's half of the turn, 1: the second's (§4)
    Step step = Step::Initiative;
    bool choosingOrder = false; ///< the player who took the initiative chooses to move first or second (ruling R27)
    std::array<Army, 2> armies;
    std::vector<Unit> units;       ///< indexed by UnitId: army A's, then army B's
    std::vector<General> generals; ///< indexed by GeneralId: army A's, then army B's
    std::vector<Engagement> engagements;
    std::optional<UnitId> lastMover;       ///< the unit that may push next (§5.1, ruling R4)
    std::vector<PendingRoll> pendingRolls; ///< made in order, before anything else
    std::optional<UnitId> pendingRetreat;  ///< failed its morale check: its retreat is settled next (§8)
    std::set<UnitId> mayAdvance;           ///< units whose melee enemy retreated this step (§8, ruling R22)
    std::optional<Decided> decided;

    /** The phasing player: who plays the steps of this half. */
    [[nodiscard]] Side active() const noexcept { return half == 0 ? first : opponent(first); }
    [[nodiscard]] const Army &army(Side side) const { return armies.at(side == Side::A ? 0 : 1); }
    [[nodiscard]] Army &army(Side side) { return armies.at(side == Side::A ? 0 : 1); }

    friend bool operator==(const GameState &, const GameState &) = default;
};

// ---- the set-up ------------------------------------------------------------------------

/** One unit of an army list. */
struct UnitSetup
{
    std::string name;
    UnitType type = UnitType::Legionaries;
    Traits traits{};                ///< added to its type's (ruling R28)
    Terrain ground = Terrain::Open; ///< where it is deployed

    friend bool operator==(const UnitSetup &, const UnitSetup &) = default;
};

/** A general and the unit he starts with (ruling R25). */
struct GeneralSetup
{
    std::string name;
    int unit = 0; ///< index into the army's units

    friend bool operator==(const GeneralSetup &, const GeneralSetup &) = default;
};

/** An army as the scenario deploys it. */
struct ArmySetup
{
    std::string name;
    std::vector<UnitSetup> units;
    std::vector<GeneralSetup> generals;

    friend bool operator==(const ArmySetup &, const ArmySetup &) = default;
};

/** The breakpoint @p army starts with (§9, ruling R23): 2 a unit and a general, 3 a veteran unit. */
[[nodiscard]] int startingBreakpoint(const ArmySetup &army);

/**
 * A new battle: both armies on the table, no hits, @p initiative holding the
 * initiative for the first roll (§10.3, ruling R27), the first step the
 * initiative roll. Refuses an empty army, a trait a unit may not have, and a
 * general on no unit or sharing one.
 */
[[nodiscard]] Result<GameState> newGame(const ArmySetup &a, const ArmySetup &b, const Options &options,
                                        std::uint64_t seed, Side initiative = Side::A);

// ---- actions ---------------------------------------------------------------------------

/** Both players' initiative dice (§10.3): rolled by the game unless the players give theirs, A's then B's. */
struct RollInitiative
{
    std::optional<std::array<int, 2>> dice{};

    friend bool operator==(const RollInitiative &, const RollInitiative &) = default;
};

/** The player who has just taken the initiative moves first or second (§10.3, ruling R27). */
struct ChooseOrder
{
    bool moveFirst = true;

    friend bool operator==(const ChooseOrder &, const ChooseOrder &) = default;
};

/** One movement action: entering a space of some ground, or a pivot (§5, §5.3, ruling R3). */
struct MoveStep
{
    enum class Kind : std::uint8_t { Space, Pivot };
    Kind kind = Kind::Space;
    Terrain ground = Terrain::Open; ///< Space: the ground entered
    UnitId through = -1;            ///< Space: the friendly unit whose space it passes (§5.5); −1 for none

    friend bool operator==(const MoveStep &, const MoveStep &) = default;
};

/** A charge: the enemy and the face of it contacted (§5.2, ruling R7). */
struct Charge
{
    UnitId target = 0;
    Face face = Face::Front;

    friend bool operator==(const Charge &, const Charge &) = default;
};

/** A unit's move in its side's Movement step (§5): its actions in order, then perhaps a charge. */
struct Move
{
    UnitId unit = 0;
    std::vector<MoveStep> steps;
    std::optional<Charge> charge{};

    friend bool operator==(const Move &, const Move &) = default;
};

/** The one extra action straight after a unit's move (§5.1, ruling R4): a step or a charge. */
struct PushMove
{
    UnitId unit = 0;
    std::optional<MoveStep> step{};
    std::optional<Charge> charge{};
    std::optional<int> die{}; ///< the players' own D6

    friend bool operator==(const PushMove &, const PushMove &) = default;
};

/** Cavalry leave a melee against slower enemies before they move (§3.3, ruling R8). */
struct Disengage
{
    UnitId unit = 0;

    friend bool operator==(const Disengage &, const Disengage &) = default;
};

/** A general joins another friendly unit in his side's Movement step (ruling R25). */
struct JoinUnit
{
    GeneralId general = 0;
    UnitId unit = 0;

    friend bool operator==(const JoinUnit &, const JoinUnit &) = default;
};

/** A shot in the Shooting step (§6): the range the players count (ruling R13) and whether it passes over friends. */
struct Shoot
{
    UnitId shooter = 0;
    UnitId target = 0;
    int range = 1;
    bool overFriends = false;
    std::optional<std::vector<int>> dice{}; ///< the players' own dice, one for each die of the pool

    friend bool operator==(const Shoot &, const Shoot &) = default;
};

/** A melee attack in the Combat step (§7, ruling R16). */
struct Attack
{
    UnitId attacker = 0;
    UnitId target = 0;
    std::optional<std::vector<int>> dice{};

    friend bool operator==(const Attack &, const Attack &) = default;
};

/** Makes the next pending roll (GameState::pendingRolls). */
struct RollPending
{
    std::optional<std::vector<int>> dice{};

    friend bool operator==(const RollPending &, const RollPending &) = default;
};

/** A unit's morale check in Step 4 (§8). */
struct CheckMorale
{
    UnitId unit = 0;
    std::optional<int> die{};

    friend bool operator==(const CheckMorale &, const CheckMorale &) = default;
};

/** What the table shows when a unit that failed its morale check retreats (§5.4, §5.5, ruling R9). */
enum class RetreatOutcome : std::uint8_t {
    Retreated,        ///< it moves one space back; its melees end
    PushesFriend,     ///< a friend in the way is pushed back; then it retreats
    BlockedByTerrain, ///< impassable terrain, the table edge or a friend that cannot give way: +1 hit
    BlockedByEnemy,   ///< an enemy unit in the way: destroyed
};

/** The retreat of the unit that failed its morale check (GameState::pendingRetreat). */
struct Retreat
{
    RetreatOutcome outcome = RetreatOutcome::Retreated;
    Terrain ground = Terrain::Open;       ///< the space it retreats into
    UnitId friendUnit = -1;               ///< PushesFriend: the friend pushed back
    Terrain friendGround = Terrain::Open; ///< PushesFriend: the space the friend is pushed into

    friend bool operator==(const Retreat &, const Retreat &) = default;
};

/** A unit whose melee enemy retreated advances into the space it left (§8, ruling R22). */
struct Advance
{
    UnitId unit = 0;
    Terrain ground = Terrain::Open;

    friend bool operator==(const Advance &, const Advance &) = default;
};

/** Step 5 (§9): the losses of both armies since the last, with a 1D3 for each general killed (ruling R24). */
struct TakeBreakpoint
{
    std::optional<std::vector<int>> d3{}; ///< the players' 1D3s, one per general killed, in GameState order

    friend bool operator==(const TakeBreakpoint &, const TakeBreakpoint &) = default;
};

/** Ends the Movement, Shooting, Combat or Morale step (§4). */
struct EndStep
{
    friend bool operator==(const EndStep &, const EndStep &) = default;
};

/** Everything a player can do, as a value. */
using Action = std::variant<RollInitiative, ChooseOrder, Move, PushMove, Disengage, JoinUnit, Shoot, Attack,
                            RollPending, CheckMorale, Retreat, Advance, TakeBreakpoint, EndStep>;

// ---- effects ---------------------------------------------------------------------------

/** One thing the rules did, with the section that made it happen. The app words it. */
struct Effect
{
    enum class Kind : std::uint8_t {
        StepBegan,         ///< `step` began: `amount` the turn, `side` the phasing player
        InitiativeRolled,  ///< `dice` A's then B's; `passed`: taken from the holder; `side` holds it now
        OrderChosen,       ///< `side` moves first this turn
        Moved,             ///< `unit` moved: `amount` actions paid, `count` spaces entered
        Charged,           ///< `unit` charged `other` on its `face`
        PushMove,          ///< `unit`'s push move: `dice`, `needed`, `passed` (cause Free: no roll; Reroll: the general's)
        Disengaged,        ///< `unit` left its melees
        GeneralJoined,     ///< `general` joined `unit`
        Shot,              ///< `unit` shot `other`: `pool`, `dice`, `amount` hits
        Attacked,          ///< `unit` attacked `other`: `pool`, `dice`, `amount` hits
        Hits,              ///< `unit` took `amount` hits, `count` in all (cause: why)
        Routed,            ///< `unit` routed or was destroyed and is removed (cause: why)
        MeleeEnded,        ///< `unit` and `other` are no longer in contact
        RiskRolls,         ///< `general`'s risk rolls: `dice` in pairs; `passed`: he lives
        RoutTest,          ///< `general`'s rout test: `dice`; `passed`: he lives
        GeneralKilled,     ///< `general` is dead
        GeneralUnattached, ///< `general` has no unit
        MoraleIgnored,     ///< `unit` need not check (cause General or Veterans)
        MoraleCheck,       ///< `unit`: `dice`, `needed`, `passed`
        Retreated,         ///< `unit` retreated one space
        PushedBack,        ///< `unit`, a friend in the way, was pushed back by `other`
        Advanced,          ///< `unit` advanced into the space its enemy left
        BreakpointLoss,    ///< `side` loses `amount` for `unit` or `general` (cause: what); `dice` the 1D3
        Breakpoint,        ///< `side`'s breakpoint is now `amount`, `count` lost in this step
        ArmyQuits,         ///< `side` quits the field (cause: why)
        BattleDecided,     ///< `passed`: `side` won; otherwise drawn
    };
    enum class Cause : std::uint8_t {
        None,
        Shooting,              ///< Hits: §6
        Combat,                ///< Hits: §7
        FailedPush,            ///< Hits: §5.1
        Impetuous,             ///< Hits: §10.4, ruling R18
        RetreatBlocked,        ///< Hits: §5.4
        NineHits,              ///< Routed: §8
        RetreatBlockedByEnemy, ///< Routed: §5.4
        General,               ///< MoraleIgnored: §10.1
        Veterans,              ///< MoraleIgnored: §10.4
        Free,                  ///< PushMove: a Barbarians charge (ruling R6)
        Reroll,                ///< PushMove: the general's re-roll (ruling R5)
        Retreat,               ///< BreakpointLoss: 1
        Rout,                  ///< BreakpointLoss: 2
        VeteranRout,           ///< BreakpointLoss: 3
        GeneralKilled,         ///< BreakpointLoss: 1D3
        BreakpointReached,     ///< ArmyQuits: 0 or less
        NoUnitsLeft,           ///< ArmyQuits: ruling R23
    };
    Kind kind = Kind::StepBegan;
    Cause cause = Cause::None;
    std::string section; ///< e.g. "5.1"
    Side side = Side::A;
    UnitId unit = -1;
    UnitId other = -1;
    GeneralId general = -1;
    int amount = 0;
    int count = 0;
    int needed = 0;
    bool passed = false;
    std::vector<int> dice{};
    std::optional<Pool> pool{};
    Step step = Step::Initiative;
    Face face = Face::Front;

    friend bool operator==(const Effect &, const Effect &) = default;
};

/** What an action did: the new state and every effect, in order. */
struct Applied
{
    GameState state;
    std::vector<Effect> effects;
};

/** Applies @p action to @p state: the new state and its effects, or a Refusal, with @p state untouched. */
[[nodiscard]] Result<Applied> apply(const GameState &state, const Action &action);

// ---- reading the state -------------------------------------------------------------------

/** The units in contact with @p unit (§5.2). */
[[nodiscard]] std::vector<UnitId> enemiesInContact(const GameState &state, UnitId unit);

/** The live general attached to @p unit, if any (§10.1). */
[[nodiscard]] std::optional<GeneralId> generalOf(const GameState &state, UnitId unit);

/** The movement actions a unit of @p state would pay for @p move, free pivots and the charge counted (§5, ruling R3). */
[[nodiscard]] int actionsPaid(const GameState &state, const Move &move);

/** The actions @p move may pay: the unit's allowance, plus the road's free space where it applies (§5.6, ruling R12). */
[[nodiscard]] int actionsAllowed(const GameState &state, const Move &move);

/** The pool @p attack would roll now, itemized, after exactly the checks Attack makes (§7, §7.1, §5.6, §10). */
[[nodiscard]] Result<Pool> attackPool(const GameState &state, const Attack &attack);

/** The pool @p shot would roll now, itemized, after exactly the checks Shoot makes (§6). */
[[nodiscard]] Result<Pool> shootingPool(const GameState &state, const Shoot &shot);

/** The exact odds of one attack or shot, before it is rolled. */
struct AttackOdds
{
    Pool pool;
    std::vector<Fraction> hits;       ///< the chance of each number of hits, index = hits
    std::vector<HitOutcome> outcomes; ///< hits joint with any 1 rolled
    Fraction attackerHit;    ///< the attacker takes 1 hit: Impetuous in melee (ruling R18); 0 otherwise
    Fraction generalKilled;  ///< the target's general dies by the risk rolls (§10.2); 0 without one
    Fraction targetRouts;    ///< the target reaches 9 hits (§8)

    friend bool operator==(const AttackOdds &, const AttackOdds &) = default;
};

/** The odds of @p attack (§7, §10.2, ruling R18). */
[[nodiscard]] Result<AttackOdds> attackOdds(const GameState &state, const Attack &attack);

/** The odds of @p shot (§6, §10.2). */
[[nodiscard]] Result<AttackOdds> shootingOdds(const GameState &state, const Shoot &shot);

/**
 * What an attack's or a shot's pool depends on, as values, without a game: the
 * `ancients odds` command asks with these, and the game's own pools are made
 * from them (§6, §7, §7.1, §5.6, §10.1, §10.4).
 */
struct PoolFacts
{
    bool melee = true;                 ///< a melee attack (§7); false: a shot (§6)
    UnitType attacker = UnitType::Legionaries;
    Traits attackerTraits;             ///< all of its traits, its type's included
    Terrain attackerGround = Terrain::Open;
    bool attackerHasGeneral = false;   ///< a general with the attacker (§10.1): melee only
    bool attackedBefore = false;       ///< it has attacked before in this melee: no Ferocious die (ruling R17)
    std::optional<Face> chargedFace{}; ///< the target's face the attacker charged; none unless it is the charger (§7.1)
    UnitType target = UnitType::Legionaries;
    Traits targetTraits;               ///< all of its traits, its type's included
    Terrain targetGround = Terrain::Open;
    bool fortifiedSettlements = false; ///< the battle's option (§5.6)

    friend bool operator==(const PoolFacts &, const PoolFacts &) = default;
};

/** The pool of an attack or a shot with @p facts, itemized (§6, §7, §7.1, §5.6, §10.1, §10.4, rulings R14, R15, R19). */
[[nodiscard]] Pool poolOf(const PoolFacts &facts);

/**
 * The odds of @p pool: its hits, hits joint with 1s, the Impetuous attacker's
 * hit in a melee (ruling R18), the target's general's death by the risk rolls
 * (§10.2) and the target reaching 9 hits from @p targetHits (§8).
 */
[[nodiscard]] AttackOdds oddsOfPool(const Pool &pool, bool impetuousMelee, bool targetHasGeneral, int targetHits);

/** The units that must still check morale in this Step 4 (§8, ruling R20). */
[[nodiscard]] std::vector<UnitId> moraleChecksDue(const GameState &state);

/** The phasing player's units in melee that have still to attack in this Combat step (ruling R16). */
[[nodiscard]] std::vector<UnitId> attacksDue(const GameState &state);

/** The 1D3s the next TakeBreakpoint needs: the generals killed in this half, A's then B's (§9, ruling R24). */
[[nodiscard]] std::vector<GeneralId> generalsToCount(const GameState &state);

} // namespace ohw

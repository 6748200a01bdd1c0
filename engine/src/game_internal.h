#pragma once

// The engine's working parts shared by its source files: the mutable copy an
// action works on, and the helpers every action uses. Not installed; not API.

#include "ancients/game.h"
#include "ancients/refusal.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace ancients::detail {

inline std::string str(int n)
{
    return std::to_string(n);
}

inline std::string blockLabel(const Block &b)
{
    return "Block " + str(b.id) + (b.name.empty() ? std::string() : " (" + b.name + ")");
}

/** A refusal: its English words and its specifics from one list of parts (refusal.h). */
template<typename... Parts>
Error illegal(std::string code, std::string section, Parts &&...parts)
{
    return refuse(std::move(code), std::move(section), std::forward<Parts>(parts)...);
}

/** Block @p b as a refusal names it: "Block 2 (Hastati)". */
inline RefusalPart blockArg(const Block &b, std::string name = "block")
{
    return arg::block(std::move(name), b.id, b.name);
}

/** Who rolls in an action, for DiceDerivation::ByAction: its kind, actor and target (DiceDraw less its count). */
struct RollIdentity
{
    RollKind kind = RollKind::Move;
    int actor = 0;
    int target = -1;
};

/** The mutable copy an action works on, and the effects it produces. */
struct Turn
{
    GameState s;
    std::vector<Effect> fx;
    std::optional<RollIdentity> roller{}; ///< who rolls in this action, if it can roll
    std::optional<Pcg32> actionDice{};    ///< ByAction: this action's generator, once it has drawn

    /**
     * The generator the action's next roll draws from: the game's own
     * (Sequential), or the action's, seeded on its first draw from the game's
     * key and the roller's identity, turn, side, phase and ordinal (ByAction).
     */
    Pcg32 &dice();

    Block &block(BlockId id) { return s.blocks.at(static_cast<std::size_t>(id)); }
    Base &base(BaseId id) { return s.bases.at(static_cast<std::size_t>(id)); }

    void fatigue(BaseId id, int amount, const std::string &section, const std::string &why, Effect::Cause cause,
                 BaseId otherBase = -1, BlockId other = -1)
    {
        Base &b = base(id);
        const int before = b.fatigue;
        b.fatigue = std::max(MinimumFatigue, b.fatigue + amount);
        const int change = b.fatigue - before;
        if (change == 0)
            return;
        Effect e;
        e.kind = Effect::Kind::Fatigue;
        e.section = section;
        e.base = id;
        e.block = b.block;
        e.amount = change;
        e.side = b.side;
        e.cause = cause;
        e.otherBase = otherBase;
        e.other = other;
        e.count = b.fatigue;
        e.text = (change > 0 ? "+" : "") + str(change) + " Fatigue to Base " + str(id) + " (now " + str(b.fatigue)
            + "): " + why;
        fx.push_back(std::move(e));
    }

    void blockFatigue(BlockId id, int amount, const std::string &section, const std::string &why, Effect::Cause cause,
                      BlockId other = -1)
    {
        const auto members = block(id).bases; // copy: a break may clear it
        for (const BaseId b : members)
            fatigue(b, amount, section, why, cause, -1, other);
    }

    /** An effect that is only told: @p cause says which, with the Blocks and Bases it names. */
    Effect &note(Effect::Kind kind, const std::string &section, const std::string &text, Effect::Cause cause,
                 BlockId b = -1, BlockId other = -1, BaseId subject = -1, BaseId otherBase = -1)
    {
        Effect e;
        e.kind = kind;
        e.section = section;
        e.text = text;
        e.cause = cause;
        e.block = b;
        e.other = other;
        e.base = subject;
        e.otherBase = otherBase;
        if (b >= 0)
            e.side = block(b).side;
        fx.push_back(std::move(e));
        return fx.back();
    }

    /** A routed Base that cannot retreat is removed (§12). */
    void removeBase(BaseId id, const std::string &why, Effect::Cause cause)
    {
        Base &b = base(id);
        b.removed = true;
        Effect e;
        e.kind = Effect::Kind::BaseRemoved;
        e.section = "12";
        e.base = id;
        e.side = b.side;
        e.cause = cause;
        e.text = "Base " + str(id) + " " + why + " and is removed";
        fx.push_back(std::move(e));
    }

    void breakChecks();
    /** Breaks Block @p id (§12); @p why replaces "its average exceeds 6" when another rule breaks it. */
    void breakBlock(BlockId id, const std::string &section = "12", const std::string &why = {},
                    Effect::Cause cause = Effect::Cause::AverageOverSix, BaseId subject = -1);
    void routRetreat(BaseId id, int allowance);
    void armyBreakCheck(Side side);
};

bool occupied(const GameState &s, Hex hex, const std::set<BaseId> &ignore = {});
const Terrain &terrainAt(const GameState &s, Hex hex);
bool engaged(const GameState &s, const CrossBlockFacts &known, BlockId id);
std::vector<BaseId> sortedBases(const Block &b);
/** Detaches @p part from Block @p from into a new Block with the same profile; returns its id. */
BlockId detach(Turn &t, BlockId from, const std::vector<BaseId> &part);

/** A Base's quality roll on the combat die: the players' own dice, checked, else the game's generator (§3.1). */
Result<QualityRoll> fightRoll(Turn &t, const Block &b, const std::optional<SuppliedDice> &dice);
/** A Base's side of a fight or volley, from its Block and, when tracked, its hex (§8.2, §11.3, R5). */
CombatSide sideOf(const GameState &s, BaseId id, int declaredGoing);

// The Move phase (movement.cpp).
/** The Block a move-phase action names, checked: it exists, it still stands, it is the active player's, and it is the Move phase. */
Result<BlockId> movingBlock(const GameState &s, BlockId id, const char *what);
Result<bool> doMove(Turn &t, const MoveBlock &a);
Result<bool> doPivot(Turn &t, const PivotBlock &a);
Result<bool> doWheel(Turn &t, const WheelBlock &a);
Result<bool> doMarch(Turn &t, const MarchColumn &a);

// Splitting and merging (regrouping.cpp).
Result<bool> doSplit(Turn &t, const SplitBlock &a);
Result<bool> doMerge(Turn &t, const MergeBlocks &a);

// The end of a phase, with the Recovery phase (recovery.cpp).
Result<bool> doEndPhase(Turn &t, const EndPhase &a);

// The Combat phase (combat_phase.cpp).
Result<bool> doFight(Turn &t, const Fight &a);
Result<bool> doAllocateLoss(Turn &t, const AllocateLoss &a);

// What a Base or a file leaving its Block takes with it (combat_phase.cpp), for push-back, pursuit and follow-up.
/** The hexes of Bases @p ids, in order (tracked positions). */
std::vector<Hex> hexesOf(const GameState &s, const std::vector<BaseId> &ids);
/** @p next, where moving Bases would stand, or nothing if any of its hexes is taken, impassable or off the table. */
std::optional<std::vector<Hex>> stepped(const GameState &s, const std::set<BaseId> &moving, const std::vector<Hex> &next);
/** Forgets the engagements of Bases @p ids, which moved apart (§11.1, ruling R36). */
void forgetEngagements(Turn &t, const std::vector<BaseId> &ids);
/** What the players say about Bases leaving their Block, without tracked positions (§9.6). */
struct UntrackedSplit
{
    std::vector<BaseId> file;
    std::vector<BaseId> seamBases;
    std::vector<BaseId> farSide;
};
/**
 * Checks an untracked split: the file holds @p who and only Bases of its Block,
 * each once; the seams have a Base on each side unless @p exempt; the far side
 * is part of the rest.
 */
Result<bool> checkUntrackedSplit(const Turn &t, BaseId who, const UntrackedSplit &u, bool exempt, const char *section);
/**
 * Splits @p file off its Block (unless it is the whole Block), the rest falling
 * into its connected groups (tracked) or the named far side (untracked). Pays
 * the seams unless @p exempt: torn by a push-back (§9.6), or, when @p voluntary,
 * opened by a split the player chose (§6.2). Returns whether anything split.
 */
bool splitFile(Turn &t, BaseId who, const std::vector<BaseId> &file, const UntrackedSplit &u, bool exempt,
               const std::string &section, const std::string &why, Effect::Cause splitCause, bool voluntary = false);

// A winner's advance after its fight (combat_advance.cpp): pursuit (§11.1, §11.4) and follow-up (§13).
/** After a fight's loser gave ground or broke: a Shock Base that won pursues (§11.1, §11.4, §13). */
void pursuitCheck(Turn &t, BaseId winner, BaseId loser, BlockId loserBlock);
/** After a fight's loser gave ground and stands, with follow-up on and no pursuit: the winner may follow up (§13, R40). */
void followUpCheck(Turn &t, BaseId winner, BaseId loser, BlockId loserBlock);
Result<bool> doPursue(Turn &t, const Pursue &a);
Result<bool> doFollowUp(Turn &t, const FollowUp &a);

// The Combat phase's pairing plan (combat_plan.cpp).
Result<bool> doPlanCombat(Turn &t, const PlanCombat &a);
/** Whether Bases @p x and @p y can fight: tracked, touching with one in a front hex of the other; untracked, their Blocks in contact. */
bool engagedPair(const GameState &s, BaseId x, BaseId y);
/** The plan's pair for the active Base @p base, or nullptr. */
const CombatPair *plannedPairOf(const GameState &s, BaseId base);
/** Whether Base @p id fights in this Combat phase: paired in the plan, or has fought. Such a Base laps no one (§9.2). */
bool countered(const GameState &s, BaseId id);
/** The enemy that Base @p id has already fought this phase, or −1. */
BaseId foughtEnemyOf(const GameState &s, BaseId id);

/** One side's overlap in a fight, computed from the plan and the hexes (§9.2, §9.3, §11.1). */
struct OverlapFinding
{
    std::optional<BaseId> lapping; ///< the uncountered Base that laps
    int counts = 0;                ///< 1 when it counts for the side it helps
    Effect::Cause dropped = Effect::Cause::None; ///< why it does not count
    /** Untracked: @p helped is struck in the flank and the plan does not say which side the friend laps from. */
    bool sideUnknown = false;
};
/**
 * The overlap Base @p helped gains against @p lapped, its enemy in the fight:
 * an uncountered friend of @p helped in a front hex of @p lapped other than
 * @p helped's own (§9.2). It does not count when @p helped is struck in the rear,
 * or in the flank on that friend's side, by an enemy other than @p lapped that
 * is paired to fight it (§9.3), nor, after the first round, for a Shock Base not
 * supported by its own kind (§11.1). The fight's own flank and rear are the
 * modifiers' to apply (combat.h). Tracked positions only.
 */
OverlapFinding computedOverlap(const GameState &s, BaseId helped, BaseId lapped, bool firstRound);
/**
 * Untracked: the overlap @p helped gains against @p lapped from @p lapping, a
 * friend the players named in the plan on @p side of @p helped (§9.2, ruling
 * R23): none when it has routed, given ground or is countered; none when
 * @p helped is struck in the rear, or in the flank on that side (or on a side
 * the plan leaves unsaid), by another enemy paired with it (§9.3, ruling R24);
 * none after the first round for a Shock Base not supported by its own kind
 * (§11.1). The fight's own flank and rear are the modifiers' to apply.
 */
OverlapFinding declaredOverlap(const GameState &s, BaseId helped, BaseId lapped, const std::optional<BaseId> &lapping,
                               const std::optional<Lateral> &side, bool firstRound);
/** Refuses the end of the Combat phase while a melee is unfought (§4), naming every one. */
Result<bool> checkMeleesFought(const GameState &s);
/**
 * Untracked, every melee checked: records the contacts a fight between Blocks
 * @p baseBlock and @p enemyBlock resolved, with those of the lapping Bases it
 * named (§4, §9.2, ruling R43).
 */
void recordResolvedContacts(Turn &t, BlockId baseBlock, BlockId enemyBlock, const std::optional<BaseId> &lapping,
                            const std::optional<BaseId> &enemyLapping);

// The Shoot phase (shooting.cpp).
Result<bool> doShoot(Turn &t, const Shoot &a);

} // namespace ancients::detail

#pragma once

#include "battlecodec.h"

#include "ancients/game.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <variant>
#include <vector>

namespace record {

/**
 * The number a log entry goes by wherever people read it: the log's rows ("#13"), the
 * umpire's dialogs and rulings, the refusals that name an action, and `ancients verify`.
 * It is the entry's position in the log counted from 1, so an action keeps its number
 * through undos, redos and amendments, and an amendment has a number of its own.
 */
[[nodiscard]] constexpr int entryNumber(int position) noexcept
{
    return position < 0 ? -1 : position + 1;
}

/** What an action did, read against the state it was played on: the moment, its effects and what it touched. */
struct ActionOutcome
{
    int turn = 1;
    ancients::Phase phase = ancients::Phase::Move;
    ancients::Side side = ancients::Side::A; ///< the side active when it was played
    std::vector<ancients::Effect> effects;
    /** The Blocks its action names, and those its effects name (a Base's Block as it stood before). */
    std::set<ancients::BlockId> blocks;
    /** The Blocks that broke in it, each with the Bases that routed with it. */
    std::map<ancients::BlockId, std::vector<ancients::BaseId>> broken;

    /** @p action, played on @p before, gave @p after with @p effects. */
    [[nodiscard]] static ActionOutcome of(const ancients::GameState &before, const ancients::GameState &after,
                                          const ancients::Action &action, std::vector<ancients::Effect> effects);

    friend bool operator==(const ActionOutcome &, const ActionOutcome &) = default;
};

/** One log entry as the log shows it. */
struct EntryView
{
    LogEntry::Type type = LogEntry::Type::Action;
    /** The action it played (an action, a redo, an amendment's correction) or, for an undo, took back. */
    std::optional<ancients::Action> action;
    /** An amendment: the position among the actions in force of the action it corrected; −1 otherwise. */
    int index = -1;
    /** Still in force: not undone, and not replaced by an amendment. Undos are never in force. */
    bool inForce = false;
    /** Its position among the actions in force, −1 if it is not one of them. */
    int actionIndex = -1;
    /** An amendment: the position in the log of the entry whose action it corrected; −1 otherwise. */
    int corrected = -1;
    /**
     * What its action did (as it does now, if an amendment before it recomputed it); for an
     * undo, the moment it was made in and the Blocks of the action it took back, no effects.
     */
    ActionOutcome outcome;
    QString note;
    QString umpire; ///< an amendment's umpire, by name
    QDateTime time;
    QByteArray hash;
    /** How often the entry changed after it was recorded (undone, replaced, recomputed). */
    std::uint32_t revision = 0;

    /**
     * It ended a turn: an action or a redo that ended the Recovery phase (§4). Its
     * hash is the battle's head as the turn ended, the fingerprint the players note.
     */
    [[nodiscard]] bool endsTurn() const noexcept
    {
        return (type == LogEntry::Type::Action || type == LogEntry::Type::Redo) && action
            && std::holds_alternative<ancients::EndPhase>(*action) && outcome.phase == ancients::Phase::Recovery;
    }

    friend bool operator==(const EntryView &, const EntryView &) = default;
};

/** The last fight among the actions in force: its result, with the Fight's Base and enemy. */
struct LastFight
{
    ancients::CombatResult result;
    ancients::BaseId base = -1;
    ancients::BaseId enemy = -1;
};

/**
 * A fight that decided the battle: one the broken army lost in the turn it broke (§12.1),
 * or, if it lost none then, the last one it lost before.
 */
struct DecidingFight
{
    int actionIndex = -1;         ///< the Fight's position among the actions in force
    int turn = 1;                 ///< the turn it was fought in
    ancients::BaseId loser = -1;  ///< the broken army's Base that lost it
    ancients::BaseId winner = -1; ///< the Base it lost to
    int margin = 0;               ///< the points it lost by (§9.5)
    /** The broken army's Blocks that broke after it, up to the next of these fights or the army's break. */
    std::vector<ancients::BlockId> broke;

    friend bool operator==(const DecidingFight &, const DecidingFight &) = default;
};

/**
 * The battle's log as it is read: every entry with what it did, which of them
 * are in force, and what the actions in force add up to. Battle keeps it as it
 * records each entry, from the very applications that make the state, so the
 * log is read once and by the record alone.
 */
class LogView
{
public:
    /** Every entry, oldest first, parallel to Battle::log(). */
    [[nodiscard]] const std::vector<EntryView> &entries() const noexcept { return m_entries; }
    /** The entry of each action in force, in order. */
    [[nodiscard]] const std::vector<int> &actionEntries() const noexcept { return m_inForce; }
    /**
     * The number (entryNumber()) of the action in force at @p actionIndex: the number of the
     * entry that plays it now; −1 if there is none.
     */
    [[nodiscard]] int actionNumber(int actionIndex) const noexcept;
    /** What the last action in force did; empty when none is in force. */
    [[nodiscard]] std::vector<ancients::Effect> lastEffects() const;
    /** The last fight among the actions in force (the one a pending loss or pursuit comes from); none before the first. */
    [[nodiscard]] std::optional<LastFight> lastFight() const;
    /**
     * The fights that decided the battle as it stands in @p now (the state after the actions
     * in force): the fights the broken army lost in the turn it broke, oldest first, at most
     * @p most (the last ones); if it lost none in that turn, the last one it lost before.
     * Empty while the battle is undecided.
     */
    [[nodiscard]] std::vector<DecidingFight> decidingFights(const ancients::GameState &now, std::size_t most = 4) const;
    /** The Blocks that broke in the actions in force, each with the Bases it had when it broke. */
    [[nodiscard]] std::map<ancients::BlockId, std::vector<ancients::BaseId>> brokenBlocks() const;

    friend bool operator==(const LogView &, const LogView &) = default;

private:
    friend class Battle;

    /** @p entry (an action or a redo) played its action with @p outcome after the actions in force. */
    void appendAction(const LogEntry &entry, const ancients::Action &action, ActionOutcome outcome);
    /** @p entry took back the last action in force; @p now is the state it was made in. */
    void appendUndo(const LogEntry &entry, const ancients::GameState &now);
    /**
     * @p entry replaced the action in force at entry.index: @p actions from there on
     * (the correction first) did @p outcomes now. @p origins[i] is the position, among
     * the actions in force before, of the recorded action @p actions[i] is; −1 for the
     * correction and the choices asked again, which belong to the amendment's entry.
     */
    void appendAmend(const LogEntry &entry, const std::vector<ancients::Action> &actions,
                     std::vector<ActionOutcome> outcomes, const std::vector<int> &origins);
    [[nodiscard]] EntryView entryOf(const LogEntry &entry) const;
    /** Room for @p entries entries and as many actions in force, made once (Battle::restore()). */
    void reserve(std::size_t entries);

    std::vector<EntryView> m_entries;
    std::vector<int> m_inForce; ///< [k]: the entry of the action in force at k
};

} // namespace record

#pragma once

#include "battlecodec.h"
#include "chaincodec.h"
#include "logview.h"

#include "ancients/game.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>
#include <set>
#include <variant>
#include <vector>

namespace record {

/** A Base whose Fatigue an amendment changed, at the battle's current state. */
struct FatigueChange
{
    ancients::BaseId base = -1;
    int before = 0;
    int after = 0;

    friend bool operator==(const FatigueChange &, const FatigueChange &) = default;
};

/** What an umpire's amendment changed in the battle as it stands now. */
struct AmendmentReport
{
    int index = -1;                        ///< the position of the corrected action
    std::vector<FatigueChange> fatigue;    ///< every Base whose Fatigue now differs
    std::vector<ancients::BlockId> nowBroken;       ///< Blocks that break in the recomputed battle, and did not before
    std::vector<ancients::BlockId> noLongerBroken;  ///< Blocks that broke before, and no longer do
    std::optional<ancients::Side> loserBefore;
    std::optional<ancients::Side> loserAfter;
    /**
     * The corrected action drew a different number of dice than the original,
     * so the actions after it met later dice of the same stream (sequential
     * dice), or it drew where the original did not or the other way round, so
     * a later action of the same Block or Base met another ordinal (dice by
     * action). Otherwise every later action rolled exactly the dice it rolled before.
     */
    bool laterDiceShifted = false;
    /** The corrected action drew a different number of dice than the original (whether or not any action follows). */
    bool diceCountChanged = false;
    /** The positions (among the actions in force before) of the recorded actions the choices asked again replaced. */
    std::vector<int> reasked;
};

/**
 * Where replaying a correction stopped: the recorded action at `at` (among the
 * actions in force before the amendment) is illegal on the state it now meets.
 * The umpire is asked for the choice that replaces it (ReaskedChoice): the
 * loss or pursuit pending in `state`, or none if it no longer happens.
 */
struct ReaskPoint
{
    int at = -1;
    ancients::Action recorded;
    ancients::GameState state;
    ancients::Error why;
};

/**
 * A correction tried out and not recorded: the battle as it is and as it would
 * be, from the corrected action to now, on the same dice. While `ask` is set
 * the replay stopped there, and `after` is the state it had reached.
 */
struct AmendmentDraft
{
    AmendmentReport report;
    std::optional<ReaskPoint> ask;
    ancients::GameState before;
    ancients::GameState after;
};

/**
 * A battle: its setup plus its log. The state after k actions is the fold of
 * ancients::apply() over the first k actions in force, from newGame(). The
 * generator's state is part of the game state, so a roll belongs to the point
 * of the battle where it was made: undoing an action and acting again meets
 * the same dice, and an undo can never buy a re-roll.
 *
 * The log only grows. Actions, undos, redos and umpire amendments are entries,
 * each carrying the hash of the state after it and chained by a hash (ChainCodec) to the
 * one before (the first to the setup's hash). States are cached every
 * CheckpointInterval actions, so undo, redo and amendment cost at most that
 * many applications from the nearest checkpoint.
 *
 * With an entry sink set, every new entry goes to the sink before the battle
 * changes; a sink that fails leaves the battle as it was.
 */
class Battle
{
public:
    static constexpr int CheckpointInterval = 32;

    /**
     * Writes an entry durably, or says why it could not: @p sequence is its
     * position in the log (0 for the first entry), @p after the game state the
     * entry leads to. Returns an empty string on success.
     */
    using EntrySink = std::function<QString(const LogEntry &entry, int sequence, const ancients::GameState &after)>;
    /** The clock entries are stamped with; the system clock unless set. */
    using Clock = std::function<QDateTime()>;

    /**
     * A new battle. @p secret is the dice secret: the setup's commitment must be
     * its SHA-256, and the game's seed comes from it and the setup's phrase.
     */
    [[nodiscard]] static ancients::Result<Battle> start(const BattleSetup &setup, const QByteArray &secret);
    /** The same, recorded in the battle file's @p version (ChainCodec): what its entries hash. */
    [[nodiscard]] static ancients::Result<Battle> start(const BattleSetup &setup, const QByteArray &secret, int version);

    /**
     * A battle rebuilt from its log: every entry's chain hash and state hash are
     * checked while it is replayed. The error names the first entry that fails
     * ("#13 (action): ...", by the entry's number, record::entryNumber()), or the setup; @p failedEntry, if given, is set
     * to that entry's position (−1 when the setup fails or nothing does).
     */
    [[nodiscard]] static ancients::Result<Battle> restore(const BattleSetup &setup, const QByteArray &secret,
                                                          const std::vector<LogEntry> &entries,
                                                          int *failedEntry = nullptr);
    /** The same for a battle recorded in the battle file's @p version, whose hashes its entries carry. */
    [[nodiscard]] static ancients::Result<Battle> restore(const BattleSetup &setup, const QByteArray &secret,
                                                          const std::vector<LogEntry> &entries, int version,
                                                          int *failedEntry);

    [[nodiscard]] const BattleSetup &setup() const noexcept { return m_setup; }
    [[nodiscard]] const QByteArray &secret() const noexcept { return m_secret; }
    [[nodiscard]] const QByteArray &setupHash() const noexcept { return m_setupHash; }
    /**
     * The battle file's version its entries are hashed in (ChainCodec): a battle goes on in
     * the version it was started in, so that its chain is one.
     */
    [[nodiscard]] int version() const noexcept { return m_version; }
    /** The hash of the last entry (the setup's hash while the log is empty): what a verifier compares. */
    [[nodiscard]] QByteArray headHash() const;

    /** The log, every entry ever recorded. */
    [[nodiscard]] const std::vector<LogEntry> &log() const noexcept { return m_log; }
    /** The actions in force, in order. */
    [[nodiscard]] const std::vector<ancients::Action> &actions() const noexcept { return m_actions; }
    [[nodiscard]] int actionCount() const noexcept { return static_cast<int>(m_actions.size()); }

    /** The log as it is read: what every entry did, which are in force, the last fight, the broken Blocks. */
    [[nodiscard]] const LogView &view() const noexcept { return m_view; }

    /** The state now. */
    [[nodiscard]] const ancients::GameState &state() const noexcept { return m_state; }
    /** The state after the first @p count actions in force (0: the start), from the nearest checkpoint. */
    [[nodiscard]] ancients::GameState stateAt(int count) const;

    /** What @p action would do after the actions in force, or why it is illegal; nothing is recorded. */
    [[nodiscard]] ancients::Result<std::vector<ancients::Effect>> preview(const ancients::Action &action) const;

    /** Plays @p action after the actions in force; its effects, or why it is illegal (nothing changes then). */
    ancients::Result<std::vector<ancients::Effect>> act(const ancients::Action &action);

    [[nodiscard]] bool canUndo() const noexcept { return !m_actions.empty(); }
    [[nodiscard]] bool canRedo() const noexcept { return !m_redo.empty(); }
    /**
     * Takes back the last action in force. Its dice are not undone: the state
     * goes back to before the action, generator included, so the same action
     * done again rolls exactly what it rolled. With sequential dice whatever is
     * done next rolls that; with dice by action any other action rolls dice of
     * its own. Returns the number of actions now in force.
     */
    ancients::Result<int> undo();
    /** Plays again the action the last undo took back (a new action or an amendment forgets it). */
    ancients::Result<std::vector<ancients::Effect>> redo();

    /**
     * An umpire's correction: the action in force at @p index is replaced by
     * @p replacement, an action of the same kind, and everything after it is
     * recomputed on the same stream of dice. Refused, with nothing changed, if
     * any later action would no longer be legal. The original stays in the log;
     * the amendment is an entry of its own with @p note, the umpire's reason.
     */
    ancients::Result<AmendmentReport> amend(int index, const ancients::Action &replacement, const QString &note);
    /**
     * The same, with the umpire's name kept in the entry and the later choices the
     * correction made illegal given again (@p reasked, rising positions among the
     * actions in force before): each replaces the recorded action at its position. A
     * choice given for an action that is still legal is refused: only what changed is
     * asked again.
     */
    ancients::Result<AmendmentReport> amend(int index, const ancients::Action &replacement, const QString &note,
                                            const QString &umpire, const std::vector<ReaskedChoice> &reasked);
    /**
     * What the correction would do, recorded nowhere: the report and both states. Where
     * a later action has become illegal and @p reasked does not replace it, the draft
     * stops there and says so in `ask`. Refused only when the correction itself is.
     */
    [[nodiscard]] ancients::Result<AmendmentDraft> whatIf(int index, const ancients::Action &replacement,
                                                          const std::vector<ReaskedChoice> &reasked) const;
    /**
     * The choice that answers @p ask with @p given, to pass to whatIf() or amend(): refused,
     * with the engine's reason, when @p given is illegal on the state the replay reached.
     * When @p given is of another kind than the recorded action (a loss allocated before a
     * fight), the recorded action follows it in the choice if it is then legal.
     */
    [[nodiscard]] static ancients::Result<ReaskedChoice> answer(const ReaskPoint &ask, const ancients::Action &given);

    void setEntrySink(EntrySink sink) { m_sink = std::move(sink); }
    void setClock(Clock clock) { m_clock = std::move(clock); }

private:
    Battle() = default;

    /** A step about to be recorded: its entry, and how the battle changes once it is. */
    struct Pending;
    /** A step prepared, or why it cannot be; the step is moved out of it into record(). */
    using Prepared = std::variant<Pending, ancients::Error>;

    Prepared prepareAction(const ancients::Action &action) const;
    /**
     * An entry of @p type (Action or Redo) that applies @p action to the current
     * state and adds it to the actions in force.
     */
    Prepared prepareAppend(const ancients::Action &action, LogEntry::Type type) const;
    Prepared prepareUndo() const;
    Prepared prepareRedo() const;
    /**
     * @p entry (an amendment) replayed. With @p stop, a later action made illegal and not
     * replaced stops the replay there, described in *@p stop; without, it refuses.
     */
    Prepared prepareAmend(const LogEntry &entry, AmendmentReport *report,
                                           std::optional<ReaskPoint> *stop = nullptr) const;
    /** Stamps, hashes and sinks the pending entry, then makes it the battle; the sink's refusal changes nothing. */
    ancients::Result<int> record(Pending pending, bool stamp);

    QDateTime now() const;

    BattleSetup m_setup;
    QByteArray m_secret;
    QByteArray m_setupHash;
    int m_version = ChainCodec::CurrentVersion;
    std::vector<LogEntry> m_log;
    std::vector<ancients::Action> m_actions;
    std::vector<ancients::Action> m_redo; ///< back(): the next to redo
    std::vector<ancients::GameState> m_checkpoints; ///< [i]: the state after i × CheckpointInterval actions
    ancients::GameState m_state;
    LogView m_view;
    EntrySink m_sink;
    Clock m_clock;
};

} // namespace record

#pragma once

// The shared record of a ruleset other than the Ancients Wargame
// (rulebook/ruleset-seam.md): a battle is its setup plus its log, hash-chained
// entry by entry, each carrying the hash of the state after it; undo and redo
// are entries; with an entry sink set (the SQLite store) every entry is kept
// before the battle changes. One class over a small rules-traits struct
// (mwrbattle.h's MwrRules, ohwbattle.h's OhwRules), so that a third ruleset is
// not a third copy.
//
// A Rules struct names the ruleset's types and the handful of operations the
// record needs:
//   types   Setup, Entry (a RulesetEntry<Action>), State, Action, Effect,
//           Refusal, Applied (with .state and .effects), Result<T>
//   static Refusal refusal(const char *code)          the record's own refusals
//   static Result<State> newGame(const Setup &, const QByteArray &secret)
//   static Result<Applied> apply(const State &, const Action &)
//   static QByteArray setupHash(const Setup &), stateHash(const State &),
//                     chainHash(const QByteArray &previous, const Entry &)
//   static QString text(const Refusal &)              "code (§section, ruling)"
// and Setup has a `seed` (a SeedCommitment).

#include "battlecodec.h"
#include "logview.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace record {

/**
 * An answer an amendment carries: the action in force at `at` (counted among the
 * actions in force before the amendment, after its `index`), which the correction
 * made illegal, gives way to `action` (none: it no longer happens).
 */
template<typename Action>
struct RulesetAnswer
{
    int at = -1;
    std::optional<Action> action;

    friend bool operator==(const RulesetAnswer &, const RulesetAnswer &) = default;
};

/** One entry of a ruleset's log: an action, an undo, a redo or an umpire's amendment. */
template<typename Action>
struct RulesetEntry
{
    LogEntry::Type type = LogEntry::Type::Action; ///< Action, Undo, Redo or Amend
    std::optional<Action> action;                 ///< Action and Amend (the corrected action)
    int index = -1;                               ///< Amend: the position of the corrected action among those in force
    QString note;                                 ///< Amend: the umpire's reason
    QString umpire;                               ///< Amend: the umpire's name (may be empty)
    std::vector<RulesetAnswer<Action>> answers;   ///< Amend: the later actions made illegal, answered, rising by `at`
    QDateTime time;                               ///< when it was recorded, UTC, to the millisecond
    QByteArray state;                             ///< SHA-256 of the canonical game state after the entry
    QByteArray hash;                              ///< SHA-256(previous entry's hash ‖ canonical bytes of this entry)

    friend bool operator==(const RulesetEntry &, const RulesetEntry &) = default;
};

namespace rulesetrecord {
/** The entry type as the record's problems name it: "action", "undo", "redo", "amend". */
[[nodiscard]] QString typeName(LogEntry::Type type);
/** "code (§section, ruling)": a refusal for a message in English; either citation may be empty. */
[[nodiscard]] QString citedText(const std::string &code, const std::string &section, const std::string &ruling);
} // namespace rulesetrecord

/**
 * A battle of one ruleset: the state after k actions is the fold of the
 * ruleset's apply() over the first k actions in force, from its new game. The
 * engine derives the dice from the game's key and the action, so an undone
 * action done again meets its own dice: an undo never buys a re-roll.
 *
 * An umpire's amendment replaces the action in force at a position and replays
 * every later one on what the correction leads to; a later action the correction
 * made illegal is asked (whatIf()), and the umpire answers it with another action
 * or drops it. amend() and restore() replay an amendment by the same code, so the
 * dice every action meets are the same in both.
 *
 * The record's own refusals (not the engine's) are `nothing-to-undo`,
 * `nothing-to-redo`, `secret-not-committed`, `entry-incomplete`,
 * `amend-no-action`, `amend-no-note`, `amend-asking` and `entry-not-kept` (the
 * entry sink failed: recordProblem() says why), each with no section.
 */
template<typename Rules>
class RulesetBattle
{
public:
    using Setup = typename Rules::Setup;
    using Entry = typename Rules::Entry;
    using State = typename Rules::State;
    using Action = typename Rules::Action;
    using Effect = typename Rules::Effect;
    using Refusal = typename Rules::Refusal;
    template<typename T>
    using Result = typename Rules::template Result<T>;

    /** Later actions the correction made illegal, answered: position among the actions in force → the action
     *  played there instead, or std::nullopt: it no longer happens. */
    using Answers = std::map<int, std::optional<Action>>;
    /** What an amendment does to the battle, before or as it is recorded. */
    struct AmendReport
    {
        int index = -1;               ///< the corrected action's position among the actions in force
        std::optional<int> asking;    ///< the first later position the correction made illegal and no answer
                                      ///< covers: the replay stops there; amend() refuses while it is set
        std::optional<Refusal> askingWhy; ///< why the recorded action there is illegal now (or the answer given
                                          ///< for it, when that is illegal too)
        State askingState;            ///< the state the asked position meets (valid while asking)
        std::vector<int> answered;    ///< the positions an answer replaced or dropped, in order
        std::vector<Action> actions;  ///< the actions in force as they would be (answers applied, drops gone)
        std::vector<std::vector<Effect>> effects; ///< what each does then
        State after;                  ///< the state it all leads to (valid when !asking)
    };

    /** Keeps an entry durably, or says why it could not (empty on success): @p sequence is its position in the log. */
    using EntrySink = std::function<QString(const Entry &entry, int sequence, const State &after)>;
    /** The clock entries are stamped with; the system clock unless set. */
    using Clock = std::function<QDateTime()>;

    /** A new battle; @p secret must be the one @p setup's commitment is to. */
    [[nodiscard]] static Result<RulesetBattle> start(const Setup &setup, const QByteArray &secret);
    /**
     * A battle rebuilt from its log, every entry's chain hash and state hash checked
     * while it is replayed. None when an entry fails: @p problem names the first
     * ("#3 (action): …", by the entry's number) and @p failedEntry is its position
     * (−1 when the setup fails).
     */
    [[nodiscard]] static std::optional<RulesetBattle> restore(const Setup &setup, const QByteArray &secret,
                                                              const std::vector<Entry> &entries,
                                                              QString *problem = nullptr, int *failedEntry = nullptr);

    [[nodiscard]] const Setup &setup() const noexcept { return m_setup; }
    [[nodiscard]] const QByteArray &secret() const noexcept { return m_secret; }
    [[nodiscard]] const QByteArray &setupHash() const noexcept { return m_setupHash; }
    /** The hash of the last entry (the setup's while the log is empty): what a verifier compares. */
    [[nodiscard]] QByteArray headHash() const { return m_log.empty() ? m_setupHash : m_log.back().hash; }

    /** Every entry ever recorded. */
    [[nodiscard]] const std::vector<Entry> &log() const noexcept { return m_log; }
    /** The actions in force, in order. */
    [[nodiscard]] const std::vector<Action> &actions() const noexcept { return m_actions; }
    [[nodiscard]] int actionCount() const noexcept { return static_cast<int>(m_actions.size()); }
    /** What each action in force did, in order: the log's view of this battle. */
    [[nodiscard]] const std::vector<std::vector<Effect>> &effects() const noexcept { return m_effects; }
    /** The position in the log of the entry that plays each action in force. */
    [[nodiscard]] const std::vector<int> &actionEntries() const noexcept { return m_actionEntries; }

    /** The state now. */
    [[nodiscard]] const State &state() const noexcept { return m_states.back(); }
    /** The state after the first @p count actions in force (0: the start). */
    [[nodiscard]] const State &stateAt(int count) const
    {
        return m_states.at(static_cast<std::size_t>(std::clamp(count, 0, actionCount())));
    }

    /** What @p action would do now, or why it is illegal; nothing is recorded. */
    [[nodiscard]] Result<std::vector<Effect>> preview(const Action &action) const;
    /** Plays @p action after the actions in force: its effects, or why it is illegal (nothing changes then). */
    Result<std::vector<Effect>> act(const Action &action);

    [[nodiscard]] bool canUndo() const noexcept { return !m_actions.empty(); }
    [[nodiscard]] bool canRedo() const noexcept { return !m_redo.empty(); }
    /** Takes back the last action in force, its dice with it; the actions now in force. */
    Result<int> undo();
    /** Plays again the action the last undo took back (a new action forgets it). */
    Result<std::vector<Effect>> redo();

    /**
     * What replacing the action in force at @p index by @p replacement would do, with
     * @p answers for the later actions it makes illegal (an answer counts only where
     * the recorded action is illegal now); nothing is recorded. Refused
     * `amend-no-action` for no such position, or the engine's refusal when
     * @p replacement is illegal on the state before @p index.
     */
    [[nodiscard]] Result<AmendReport> whatIf(int index, const Action &replacement, const Answers &answers = {}) const;
    /**
     * Records the amendment whatIf() describes, an entry of its own with @p note (the
     * umpire's reason, required) and @p umpire's name: the actions in force, their
     * effects and states become the report's and the redo stack is forgotten. Refused
     * as whatIf() is, `amend-no-note`, `amend-asking` while a later action is asked
     * and not answered, or `entry-not-kept`; nothing changes then.
     */
    Result<AmendReport> amend(int index, const Action &replacement, const Answers &answers, const QString &note,
                              const QString &umpire);

    /** Per log entry: the position in the log of the amendment that corrected, replaced or dropped its
     *  action, the latest one; −1 when none did. */
    [[nodiscard]] const std::vector<int> &correctedBy() const noexcept { return m_correctedBy; }
    /** Per log entry: for an amendment, the position in the log of the entry whose action it corrected; −1 otherwise. */
    [[nodiscard]] const std::vector<int> &amends() const noexcept { return m_amends; }
    /** Per log entry: for an undo, the position in the log of the entry it took back; for a redo, the undo's
     *  target it played again; −1 otherwise. */
    [[nodiscard]] const std::vector<int> &targets() const noexcept { return m_targets; }

    void setEntrySink(EntrySink sink) { m_sink = std::move(sink); }
    void setClock(Clock clock) { m_clock = std::move(clock); }
    /** Why the last `entry-not-kept` refusal: the sink's words. */
    [[nodiscard]] const QString &recordProblem() const noexcept { return m_recordProblem; }

private:
    RulesetBattle() = default;

    /** An entry about to be recorded, with the state it leads to and the effects of its action. */
    struct Step
    {
        Entry entry;
        State after;
        std::vector<Effect> effects;
        // an amendment: the battle it leads to
        std::vector<Action> actions;                 ///< the actions in force after it
        std::vector<std::vector<Effect>> allEffects; ///< what each does
        std::vector<State> states;                   ///< [k]: the state after k of them
        std::vector<int> sources;                    ///< per action: its position before the amendment, −1 if new
        std::vector<int> replaced;                   ///< the positions before it whose actions it corrected or answered
    };
    /** An amendment replayed: its report, and the battle it leads to (states and sources as in Step). */
    struct Replay
    {
        AmendReport report;
        std::vector<State> states;
        std::vector<int> sources;
    };

    [[nodiscard]] Result<Step> prepare(LogEntry::Type type, const std::optional<Action> &action) const;
    [[nodiscard]] Result<Replay> replay(int index, const Action &replacement, const Answers &answers) const;
    /** The amendment entry @p index, @p replacement, @p answers, @p note, @p umpire would record, or why not. */
    [[nodiscard]] Result<Step> prepareAmend(int index, const Action &replacement, const Answers &answers,
                                            const QString &note, const QString &umpire, Replay *replayed) const;
    /** Sinks @p step (unless @p replayed) and makes it the battle; the sink's refusal changes nothing. */
    [[nodiscard]] std::optional<Refusal> record(Step step, bool replayed);
    [[nodiscard]] QDateTime now() const { return m_clock ? m_clock() : QDateTime::currentDateTimeUtc(); }

    Setup m_setup;
    QByteArray m_secret;
    QByteArray m_setupHash;
    std::vector<Entry> m_log;
    std::vector<Action> m_actions;
    std::vector<int> m_actionEntries;
    std::vector<State> m_states; ///< [k]: the state after k actions in force; never empty
    std::vector<std::vector<Effect>> m_effects;
    std::vector<Action> m_redo; ///< back(): the next to redo
    std::vector<int> m_redoEntries; ///< per m_redo: the position in the log of the entry that played it
    std::vector<int> m_correctedBy;
    std::vector<int> m_amends;
    std::vector<int> m_targets;
    EntrySink m_sink;
    Clock m_clock;
    QString m_recordProblem;
};

} // namespace record

#include "rulesetbattle_impl.h"

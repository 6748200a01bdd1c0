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
#include <optional>
#include <vector>

namespace record {

/** One entry of a ruleset's log: an action, an undo or a redo (amendments are the Ancients record's alone). */
template<typename Action>
struct RulesetEntry
{
    LogEntry::Type type = LogEntry::Type::Action; ///< Action, Undo or Redo
    std::optional<Action> action;                 ///< Action only
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
 * The record's own refusals (not the engine's) are `nothing-to-undo`,
 * `nothing-to-redo`, `secret-not-committed`, `entry-incomplete`,
 * `amend-not-in-ruleset` and `entry-not-kept` (the entry sink failed:
 * recordProblem() says why), each with no section.
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
    };

    [[nodiscard]] Result<Step> prepare(LogEntry::Type type, const std::optional<Action> &action) const;
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
    EntrySink m_sink;
    Clock m_clock;
    QString m_recordProblem;
};

// ---- the template's body: instantiated once per ruleset (mwrbattle.cpp, ohwbattle.cpp) ----

template<typename Rules>
auto RulesetBattle<Rules>::start(const Setup &setup, const QByteArray &secret) -> Result<RulesetBattle>
{
    if (!setup.seed.matches(secret))
        return Rules::refusal("secret-not-committed");
    auto game = Rules::newGame(setup, secret);
    if (!game)
        return game.refusal();
    RulesetBattle battle;
    battle.m_setup = setup;
    battle.m_secret = secret;
    battle.m_setupHash = Rules::setupHash(setup);
    battle.m_states.push_back(*game);
    return battle;
}

template<typename Rules>
auto RulesetBattle<Rules>::restore(const Setup &setup, const QByteArray &secret, const std::vector<Entry> &entries,
                                   QString *problem, int *failedEntry) -> std::optional<RulesetBattle>
{
    const auto fail = [problem, failedEntry](int at, const QString &why) {
        if (problem)
            *problem = why;
        if (failedEntry)
            *failedEntry = at;
        return std::nullopt;
    };
    auto started = start(setup, secret);
    if (!started)
        return fail(-1, QStringLiteral("setup: the rules refuse it: %1").arg(Rules::text(started.refusal())));
    RulesetBattle battle = *started;
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const Entry &given = entries[k];
        const int at = static_cast<int>(k);
        const QString where = QStringLiteral("#%1 (%2)").arg(entryNumber(at)).arg(rulesetrecord::typeName(given.type));
        if (Rules::chainHash(battle.headHash(), given) != given.hash)
            return fail(at, QStringLiteral("%1: its hash does not follow from its bytes and the entry before it; the "
                                           "entry, or one before it, was changed")
                                .arg(where));
        auto step = battle.prepare(given.type, given.action);
        if (!step)
            return fail(at, QStringLiteral("%1: the rules refuse it: %2").arg(where, Rules::text(step.refusal())));
        if (step->entry.state != given.state)
            return fail(at, QStringLiteral("%1: replaying it does not give the state recorded with it (other dice, or "
                                           "other rules)")
                                .arg(where));
        Step replayed = *step;
        replayed.entry = given;
        static_cast<void>(battle.record(std::move(replayed), true));
    }
    if (failedEntry)
        *failedEntry = -1;
    return battle;
}

template<typename Rules>
auto RulesetBattle<Rules>::preview(const Action &action) const -> Result<std::vector<Effect>>
{
    auto applied = Rules::apply(state(), action);
    if (!applied)
        return applied.refusal();
    return applied->effects;
}

template<typename Rules>
auto RulesetBattle<Rules>::prepare(LogEntry::Type type, const std::optional<Action> &action) const -> Result<Step>
{
    Step step;
    step.entry.type = type;
    switch (type) {
    case LogEntry::Type::Action: {
        if (!action)
            return Rules::refusal("entry-incomplete");
        auto applied = Rules::apply(state(), *action);
        if (!applied)
            return applied.refusal();
        step.entry.action = *action;
        step.after = applied->state;
        step.effects = applied->effects;
        break;
    }
    case LogEntry::Type::Undo:
        if (!canUndo())
            return Rules::refusal("nothing-to-undo");
        step.after = m_states[m_states.size() - 2];
        break;
    case LogEntry::Type::Redo: {
        if (!canRedo())
            return Rules::refusal("nothing-to-redo");
        auto applied = Rules::apply(state(), m_redo.back());
        if (!applied) // cannot happen: it was played on this very state
            return applied.refusal();
        step.after = applied->state;
        step.effects = applied->effects;
        break;
    }
    case LogEntry::Type::Amend:
        return Rules::refusal("amend-not-in-ruleset");
    }
    step.entry.state = Rules::stateHash(step.after);
    return step;
}

template<typename Rules>
auto RulesetBattle<Rules>::record(Step step, bool replayed) -> std::optional<Refusal>
{
    if (!replayed) {
        step.entry.time = BattleCodec::recordTime(now());
        step.entry.hash = Rules::chainHash(headHash(), step.entry);
        if (m_sink) {
            const QString problem = m_sink(step.entry, static_cast<int>(m_log.size()), step.after);
            if (!problem.isEmpty()) {
                m_recordProblem = problem;
                return Rules::refusal("entry-not-kept");
            }
        }
    }
    const LogEntry::Type type = step.entry.type;
    const auto position = static_cast<int>(m_log.size());
    m_log.push_back(std::move(step.entry));
    switch (type) {
    case LogEntry::Type::Action:
        m_redo.clear();
        m_actions.push_back(*m_log.back().action);
        break;
    case LogEntry::Type::Undo:
        m_redo.push_back(m_actions.back());
        m_actions.pop_back();
        m_actionEntries.pop_back();
        m_effects.pop_back();
        m_states.pop_back();
        return std::nullopt;
    case LogEntry::Type::Redo:
        m_actions.push_back(m_redo.back());
        m_redo.pop_back();
        break;
    case LogEntry::Type::Amend:
        break;
    }
    m_actionEntries.push_back(position);
    m_effects.push_back(std::move(step.effects));
    m_states.push_back(std::move(step.after));
    return std::nullopt;
}

template<typename Rules>
auto RulesetBattle<Rules>::act(const Action &action) -> Result<std::vector<Effect>>
{
    auto step = prepare(LogEntry::Type::Action, action);
    if (!step)
        return step.refusal();
    std::vector<Effect> effects = step->effects;
    if (auto refused = record(*step, false))
        return *refused;
    return effects;
}

template<typename Rules>
auto RulesetBattle<Rules>::undo() -> Result<int>
{
    auto step = prepare(LogEntry::Type::Undo, std::nullopt);
    if (!step)
        return step.refusal();
    if (auto refused = record(*step, false))
        return *refused;
    return actionCount();
}

template<typename Rules>
auto RulesetBattle<Rules>::redo() -> Result<std::vector<Effect>>
{
    auto step = prepare(LogEntry::Type::Redo, std::nullopt);
    if (!step)
        return step.refusal();
    std::vector<Effect> effects = step->effects;
    if (auto refused = record(*step, false))
        return *refused;
    return effects;
}

} // namespace record

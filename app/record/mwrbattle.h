#pragma once

// A battle of My Wargame Rules in the shared record (rulebook/ruleset-seam.md):
// its setup plus its log, hash-chained entry by entry, each carrying the hash of
// the state after it; undo and redo are entries; with an entry sink set (the
// SQLite store) every entry is kept before the battle changes. The same shape as
// record::Battle, less the Ancients Wargame's umpire amendments.

#include "mwrcodec.h"

#include "mwr/game.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace record {

/**
 * A battle of My Wargame Rules: the state after k actions is the fold of
 * mwr::apply() over the first k actions in force, from mwr::newGame(). The
 * dice derive from the game's key and the action (mwr::GameState::dice), so an
 * undone Attack done again meets its own dice: an undo never buys a re-roll.
 *
 * The record's own refusals (not the engine's) are `nothing-to-undo`,
 * `nothing-to-redo` and `entry-not-kept` (the entry sink failed:
 * recordProblem() says why), each with no section.
 */
class MwrBattle
{
public:
    /** Keeps an entry durably, or says why it could not (empty on success): @p sequence is its position in the log. */
    using EntrySink = std::function<QString(const MwrEntry &entry, int sequence, const mwr::GameState &after)>;
    /** The clock entries are stamped with; the system clock unless set. */
    using Clock = std::function<QDateTime()>;

    /** A new battle; @p secret must be the one @p setup's commitment is to. */
    [[nodiscard]] static mwr::Result<MwrBattle> start(const MwrSetup &setup, const QByteArray &secret);
    /**
     * A battle rebuilt from its log, every entry's chain hash and state hash checked
     * while it is replayed. None when an entry fails: @p problem names the first
     * ("#3 (action): …", by the entry's number) and @p failedEntry is its position
     * (−1 when the setup fails).
     */
    [[nodiscard]] static std::optional<MwrBattle> restore(const MwrSetup &setup, const QByteArray &secret,
                                                          const std::vector<MwrEntry> &entries, QString *problem = nullptr,
                                                          int *failedEntry = nullptr);

    [[nodiscard]] const MwrSetup &setup() const noexcept { return m_setup; }
    [[nodiscard]] const QByteArray &secret() const noexcept { return m_secret; }
    [[nodiscard]] const QByteArray &setupHash() const noexcept { return m_setupHash; }
    /** The hash of the last entry (the setup's while the log is empty): what a verifier compares. */
    [[nodiscard]] QByteArray headHash() const;

    /** Every entry ever recorded. */
    [[nodiscard]] const std::vector<MwrEntry> &log() const noexcept { return m_log; }
    /** The actions in force, in order. */
    [[nodiscard]] const std::vector<mwr::Action> &actions() const noexcept { return m_actions; }
    [[nodiscard]] int actionCount() const noexcept { return static_cast<int>(m_actions.size()); }
    /** What each action in force did, in order: the log's view of this battle. */
    [[nodiscard]] const std::vector<std::vector<mwr::Effect>> &effects() const noexcept { return m_effects; }
    /** The position in the log of the entry that plays each action in force. */
    [[nodiscard]] const std::vector<int> &actionEntries() const noexcept { return m_actionEntries; }

    /** The state now. */
    [[nodiscard]] const mwr::GameState &state() const noexcept { return m_states.back(); }
    /** The state after the first @p count actions in force (0: the start). */
    [[nodiscard]] const mwr::GameState &stateAt(int count) const;

    /** What @p action would do now, or why it is illegal; nothing is recorded. */
    [[nodiscard]] mwr::Result<std::vector<mwr::Effect>> preview(const mwr::Action &action) const;
    /** Plays @p action after the actions in force: its effects, or why it is illegal (nothing changes then). */
    mwr::Result<std::vector<mwr::Effect>> act(const mwr::Action &action);

    [[nodiscard]] bool canUndo() const noexcept { return !m_actions.empty(); }
    [[nodiscard]] bool canRedo() const noexcept { return !m_redo.empty(); }
    /** Takes back the last action in force, its dice with it; the actions now in force. */
    mwr::Result<int> undo();
    /** Plays again the action the last undo took back (a new action forgets it). */
    mwr::Result<std::vector<mwr::Effect>> redo();

    void setEntrySink(EntrySink sink) { m_sink = std::move(sink); }
    void setClock(Clock clock) { m_clock = std::move(clock); }
    /** Why the last `entry-not-kept` refusal: the sink's words. */
    [[nodiscard]] const QString &recordProblem() const noexcept { return m_recordProblem; }

private:
    MwrBattle() = default;

    /** An entry about to be recorded, with the state it leads to and the effects of its action. */
    struct Step
    {
        MwrEntry entry;
        mwr::GameState after;
        std::vector<mwr::Effect> effects;
    };

    [[nodiscard]] mwr::Result<Step> prepare(LogEntry::Type type, const std::optional<mwr::Action> &action) const;
    /** Sinks @p step (unless @p replayed) and makes it the battle; the sink's refusal changes nothing. */
    [[nodiscard]] std::optional<mwr::Refusal> record(Step step, bool replayed);
    [[nodiscard]] QDateTime now() const;

    MwrSetup m_setup;
    QByteArray m_secret;
    QByteArray m_setupHash;
    std::vector<MwrEntry> m_log;
    std::vector<mwr::Action> m_actions;
    std::vector<int> m_actionEntries;
    std::vector<mwr::GameState> m_states; ///< [k]: the state after k actions in force; never empty
    std::vector<std::vector<mwr::Effect>> m_effects;
    std::vector<mwr::Action> m_redo; ///< back(): the next to redo
    EntrySink m_sink;
    Clock m_clock;
    QString m_recordProblem;
};

/** Words for a refusal of the engine or the record, for a message in English: "code (§section, ruling)". */
[[nodiscard]] QString refusalText(const mwr::Refusal &refusal);

} // namespace record

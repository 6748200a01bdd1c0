#include "battle.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <string>
#include <utility>

using namespace ancients;

namespace record {

namespace {

constexpr qsizetype SecretBytes = 32;

Error refusal(const char *code, const QString &message, const std::string &section = {}, std::vector<ErrorArg> args = {})
{
    return Error{code, section, message.toStdString(), std::move(args)};
}

ErrorArg numberArg(std::string name, int n)
{
    return ErrorArg{std::move(name), ErrorArg::Type::Number, n, 0, {}};
}

ErrorArg keyArg(std::string name, const QString &key)
{
    return ErrorArg{std::move(name), ErrorArg::Type::Key, 0, 0, key.toStdString()};
}

/** The specifics of a correction refused for @p cause: its code, its English words and its own specifics. */
std::vector<ErrorArg> causeArgs(const Error &cause, std::vector<ErrorArg> args)
{
    args.push_back(ErrorArg{"cause", ErrorArg::Type::Key, 0, 0, cause.code});
    args.push_back(ErrorArg{"causeMessage", ErrorArg::Type::Text, 0, 0, cause.message});
    args.insert(args.end(), cause.args.begin(), cause.args.end());
    return args;
}

const char *typeName(LogEntry::Type type)
{
    switch (type) {
    case LogEntry::Type::Action:
        return "action";
    case LogEntry::Type::Undo:
        return "undo";
    case LogEntry::Type::Redo:
        return "redo";
    case LogEntry::Type::Amend:
        return "amend";
    }
    return "?";
}

std::size_t checkpointsFor(std::size_t actions)
{
    return actions / static_cast<std::size_t>(Battle::CheckpointInterval) + 1;
}

bool isCheckpoint(std::size_t actions)
{
    return actions % static_cast<std::size_t>(Battle::CheckpointInterval) == 0;
}

} // namespace

/** How the battle changes when an entry is recorded: cut the lists back, then add. */
struct Battle::Pending
{
    LogEntry entry;
    GameState state;
    std::size_t keepActions = 0;
    std::vector<Action> appendActions;
    std::vector<ActionOutcome> outcomes; ///< [i]: what appendActions[i] did
    std::vector<int> origins;            ///< an amendment's [i]: the position appendActions[i] had before, −1: its own
    enum class Redo : std::uint8_t { Keep, Clear, Push, Pop } redo = Redo::Keep;
    std::size_t keepCheckpoints = 0;
    std::vector<GameState> appendCheckpoints;
};

Result<Battle> Battle::start(const BattleSetup &setup, const QByteArray &secret)
{
    return start(setup, secret, ChainCodec::CurrentVersion);
}

Result<Battle> Battle::start(const BattleSetup &setup, const QByteArray &secret, int version)
{
    if (version < ChainCodec::FirstVersion || version > ChainCodec::CurrentVersion)
        return refusal("battle-version", QStringLiteral("There is no battle format version %1 (%2 to %3).")
                                             .arg(version)
                                             .arg(ChainCodec::FirstVersion)
                                             .arg(ChainCodec::CurrentVersion));
    if (secret.size() != SecretBytes)
        return refusal("seed-secret", QStringLiteral("The dice secret must be %1 bytes, not %2.")
                                          .arg(SecretBytes)
                                          .arg(secret.size()));
    if (!setup.seed.matches(secret))
        return refusal("seed-commitment", QStringLiteral("The dice secret does not match the setup's commitment."));
    if (setup.deployments.empty() && !setup.terrain.empty())
        return refusal("terrain-untracked",
                       QStringLiteral("Terrain is placed only when positions are tracked: give every Block a deployment."),
                       "8");
    auto game = newGame(setup.armyA, setup.armyB, setup.options, SeedCommitment::gameSeed(secret, setup.seed.phrase),
                        setup.deployments, setup.seed.dice, setup.meleeCheck);
    if (!game)
        return game.error();

    Battle battle;
    battle.m_setup = setup;
    battle.m_secret = secret;
    battle.m_setupHash = BattleCodec::setupHash(setup);
    battle.m_version = version;
    battle.m_state = std::move(game).value();
    battle.m_state.terrain = setup.terrain;
    battle.m_checkpoints.push_back(battle.m_state);
    return battle;
}

Result<Battle> Battle::restore(const BattleSetup &setup, const QByteArray &secret, const std::vector<LogEntry> &entries,
                               int *failedEntry)
{
    return restore(setup, secret, entries, ChainCodec::CurrentVersion, failedEntry);
}

Result<Battle> Battle::restore(const BattleSetup &setup, const QByteArray &secret, const std::vector<LogEntry> &entries,
                               int version, int *failedEntry)
{
    if (failedEntry)
        *failedEntry = -1;
    auto started = start(setup, secret, version);
    if (!started)
        return refusal(started.error().code.c_str(),
                       QStringLiteral("setup: %1").arg(QString::fromStdString(started.error().message)),
                       started.error().section);
    Battle battle = std::move(started).value();
    // Made to measure once rather than doubled as they grow: a 300-entry battle resumed at
    // launch left the log's view with room for 512 entries.
    battle.m_log.reserve(entries.size());
    battle.m_actions.reserve(entries.size());
    battle.m_view.reserve(entries.size());
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const LogEntry &given = entries[k];
        // The entry by the one numbering, as the log's rows show it: "#4 (action)" is entries[3].
        const auto where = [&given, k] {
            return QStringLiteral("#%1 (%2)").arg(entryNumber(static_cast<int>(k))).arg(QLatin1String(typeName(given.type)));
        };
        if (failedEntry)
            *failedEntry = static_cast<int>(k); // until it passes
        if (ChainCodec::chainHash(battle.headHash(), given, version) != given.hash)
            return refusal("chain-broken", QStringLiteral("%1: its hash does not follow from its bytes and the entry "
                                                          "before it; the entry, or one before it, was changed")
                                               .arg(where()));
        Prepared pending = Error{"entry-unknown", {}, {}, {}};
        switch (given.type) {
        case LogEntry::Type::Action:
            pending = given.action ? battle.prepareAction(*given.action)
                                   : refusal("entry-incomplete", QStringLiteral("an action entry without its action"));
            break;
        case LogEntry::Type::Undo:
            pending = battle.prepareUndo();
            break;
        case LogEntry::Type::Redo:
            pending = battle.prepareRedo();
            break;
        case LogEntry::Type::Amend:
            pending = given.action ? battle.prepareAmend(given, nullptr)
                                   : refusal("entry-incomplete", QStringLiteral("an amendment without its action"));
            break;
        }
        if (const Error *error = std::get_if<Error>(&pending))
            return refusal(error->code.c_str(), QStringLiteral("%1: %2").arg(where(), QString::fromStdString(error->message)),
                           error->section);
        Pending &step = std::get<Pending>(pending);
        if (ChainCodec::stateHash(step.state, version) != given.state)
            return refusal("state-differs", QStringLiteral("%1: replaying it does not give the state recorded with it "
                                                           "(other dice, or other rules)")
                                                .arg(where()));
        step.entry = given;
        static_cast<void>(battle.record(std::move(step), false)); // no sink: cannot fail
    }
    if (failedEntry)
        *failedEntry = -1;
    return battle;
}

QByteArray Battle::headHash() const
{
    return m_log.empty() ? m_setupHash : m_log.back().hash;
}

GameState Battle::stateAt(int count) const
{
    const auto n = static_cast<std::size_t>(std::clamp(count, 0, actionCount()));
    if (n == m_actions.size())
        return m_state;
    const std::size_t checkpoint = n / static_cast<std::size_t>(CheckpointInterval);
    GameState s = m_checkpoints.at(checkpoint);
    for (std::size_t i = checkpoint * static_cast<std::size_t>(CheckpointInterval); i < n; ++i)
        s = ancients::apply(s, m_actions[i]).value().state; // legal: it was applied to this very state before
    return s;
}

Result<std::vector<Effect>> Battle::preview(const Action &action) const
{
    auto applied = ancients::apply(m_state, action);
    if (!applied)
        return applied.error();
    return applied.value().effects;
}

Result<std::vector<Effect>> Battle::act(const Action &action)
{
    Prepared pending = prepareAction(action);
    if (const Error *error = std::get_if<Error>(&pending))
        return *error;
    Pending &step = std::get<Pending>(pending);
    std::vector<Effect> effects = step.outcomes.front().effects;
    auto recorded = record(std::move(step), true);
    if (!recorded)
        return recorded.error();
    return effects;
}

Result<int> Battle::undo()
{
    Prepared pending = prepareUndo();
    if (const Error *error = std::get_if<Error>(&pending))
        return *error;
    return record(std::move(std::get<Pending>(pending)), true);
}

Result<std::vector<Effect>> Battle::redo()
{
    Prepared pending = prepareRedo();
    if (const Error *error = std::get_if<Error>(&pending))
        return *error;
    Pending &step = std::get<Pending>(pending);
    std::vector<Effect> effects = step.outcomes.front().effects;
    auto recorded = record(std::move(step), true);
    if (!recorded)
        return recorded.error();
    return effects;
}

Result<AmendmentReport> Battle::amend(int index, const Action &replacement, const QString &note)
{
    return amend(index, replacement, note, {}, {});
}

Result<AmendmentReport> Battle::amend(int index, const Action &replacement, const QString &note, const QString &umpire,
                                      const std::vector<ReaskedChoice> &reasked)
{
    LogEntry entry;
    entry.type = LogEntry::Type::Amend;
    entry.action = replacement;
    entry.index = index;
    entry.note = note;
    entry.umpire = umpire;
    entry.reasked = reasked;
    AmendmentReport report;
    Prepared pending = prepareAmend(entry, &report);
    if (const Error *error = std::get_if<Error>(&pending))
        return *error;
    auto recorded = record(std::move(std::get<Pending>(pending)), true);
    if (!recorded)
        return recorded.error();
    return report;
}

Result<AmendmentDraft> Battle::whatIf(int index, const Action &replacement, const std::vector<ReaskedChoice> &reasked) const
{
    LogEntry entry;
    entry.type = LogEntry::Type::Amend;
    entry.action = replacement;
    entry.index = index;
    entry.reasked = reasked;
    AmendmentDraft draft;
    Prepared pending = prepareAmend(entry, &draft.report, &draft.ask);
    if (const Error *error = std::get_if<Error>(&pending))
        return *error;
    draft.before = m_state;
    draft.after = std::move(std::get<Pending>(pending).state);
    return draft;
}

Result<ReaskedChoice> Battle::answer(const ReaskPoint &ask, const Action &given)
{
    auto applied = ancients::apply(ask.state, given);
    if (!applied)
        return applied.error();
    ReaskedChoice choice{ask.at, {given}};
    // The recorded action met a choice that was not there before: it follows the choice, if it still can.
    if (given.index() != ask.recorded.index() && ancients::apply(applied.value().state, ask.recorded))
        choice.actions.push_back(ask.recorded);
    return choice;
}

Battle::Prepared Battle::prepareAppend(const Action &action, LogEntry::Type type) const
{
    auto applied = ancients::apply(m_state, action);
    if (!applied)
        return applied.error();
    Pending p;
    p.entry.type = type;
    if (type == LogEntry::Type::Action) {
        p.entry.action = action;
        p.redo = Pending::Redo::Clear; // a new action ends what could be redone
    } else {
        p.redo = Pending::Redo::Pop; // a redo's entry names no action: it is the undone one again
    }
    auto done = std::move(applied).value();
    p.state = std::move(done.state);
    p.keepActions = m_actions.size();
    p.appendActions = {action};
    p.outcomes.push_back(ActionOutcome::of(m_state, p.state, action, done.effects));
    p.keepCheckpoints = m_checkpoints.size();
    if (isCheckpoint(m_actions.size() + 1))
        p.appendCheckpoints = {p.state};
    return p;
}

Battle::Prepared Battle::prepareAction(const Action &action) const
{
    return prepareAppend(action, LogEntry::Type::Action);
}

Battle::Prepared Battle::prepareUndo() const
{
    if (m_actions.empty())
        return refusal("nothing-to-undo", QStringLiteral("There is no action to undo."));
    Pending p;
    p.entry.type = LogEntry::Type::Undo;
    p.state = stateAt(actionCount() - 1);
    p.keepActions = m_actions.size() - 1;
    p.redo = Pending::Redo::Push;
    p.keepCheckpoints = checkpointsFor(p.keepActions);
    return p;
}

Battle::Prepared Battle::prepareRedo() const
{
    if (m_redo.empty())
        return refusal("nothing-to-redo", QStringLiteral("There is no undone action to redo."));
    return prepareAppend(m_redo.back(), LogEntry::Type::Redo);
}

Battle::Prepared Battle::prepareAmend(const LogEntry &entry, AmendmentReport *report,
                                             std::optional<ReaskPoint> *stop) const
{
    const int index = entry.index;
    if (index < 0 || index >= actionCount())
        return refusal("amend-index",
                       QStringLiteral("There is no action %1 to amend: %2 actions are in force.").arg(index).arg(actionCount()),
                       {}, {numberArg("index", index), numberArg("count", actionCount())});
    if (!entry.action)
        return refusal("entry-incomplete", QStringLiteral("an amendment without its action"));
    const Action &replacement = *entry.action;
    const auto at = static_cast<std::size_t>(index);
    const Action &original = m_actions[at];
    if (replacement.index() != original.index())
        return refusal("amend-kind", QStringLiteral("An amendment corrects an input of action %1 (%2); it cannot "
                                                    "make it a %3.")
                                         .arg(index)
                                         .arg(BattleCodec::kind(original), BattleCodec::kind(replacement)),
                       {},
                       {numberArg("index", index), numberArg("entry", m_view.actionNumber(index)),
                        keyArg("kind", BattleCodec::kind(original)), keyArg("replacement", BattleCodec::kind(replacement))});
    if (replacement == original)
        return refusal("amend-unchanged",
                       QStringLiteral("The correction is the same as action %1.").arg(index), {},
                       {numberArg("index", index), numberArg("entry", m_view.actionNumber(index))});
    // The choices asked again replace later actions in force, each once, in order.
    std::map<std::size_t, const ReaskedChoice *> reasked;
    int previous = index;
    for (const ReaskedChoice &choice : entry.reasked) {
        if (choice.at <= previous || choice.at >= actionCount())
            return refusal("amend-reask-position",
                           QStringLiteral("A choice asked again must replace a later action in force, in order: %1 is "
                                          "not one (after %2, before %3).")
                               .arg(choice.at)
                               .arg(previous)
                               .arg(actionCount()),
                           {}, {numberArg("index", choice.at)});
        previous = choice.at;
        reasked.emplace(static_cast<std::size_t>(choice.at), &choice);
    }

    const GameState from = stateAt(index);

    // The battle as it stands, from the corrected action on: what broke, and the dice after it.
    std::set<BlockId> brokeBefore;
    // What the dice of the actions after it depend on: the stream (sequential) or who has rolled this phase (by action).
    std::pair<Pcg32, std::vector<DiceDraw>> diceAfterOriginal;
    {
        GameState s = from;
        for (std::size_t j = at; j < m_actions.size(); ++j) {
            Applied applied = ancients::apply(s, m_actions[j]).value(); // legal: it was applied to this very state before
            for (const Effect &e : applied.effects) {
                if (e.kind == Effect::Kind::BlockBroke)
                    brokeBefore.insert(e.block);
            }
            if (j == at)
                diceAfterOriginal = {applied.state.rng, applied.state.diceDrawn};
            s = std::move(applied.state);
        }
    }

    Pending p;
    p.entry = entry;
    p.keepActions = at;
    p.redo = Pending::Redo::Clear;
    p.keepCheckpoints = checkpointsFor(at);

    std::set<BlockId> brokeAfter;
    std::pair<Pcg32, std::vector<DiceDraw>> diceAfterReplacement;
    GameState s = from;
    std::vector<int> origins;
    // Plays @p action on the replay's state as the action of @p origin (−1: the amendment's own).
    const auto play = [&](const Action &action, int origin) -> Result<bool> {
        auto applied = ancients::apply(s, action);
        if (!applied)
            return applied.error();
        for (const Effect &e : applied.value().effects) {
            if (e.kind == Effect::Kind::BlockBroke)
                brokeAfter.insert(e.block);
        }
        p.outcomes.push_back(ActionOutcome::of(s, applied.value().state, action, applied.value().effects));
        s = applied.value().state;
        p.appendActions.push_back(action);
        origins.push_back(origin);
        if (isCheckpoint(at + p.appendActions.size()))
            p.appendCheckpoints.push_back(s);
        return true;
    };
    std::vector<int> replaced;
    for (std::size_t j = at; j < m_actions.size(); ++j) {
        if (j == at) {
            auto played = play(replacement, -1);
            if (!played)
                return refusal("amend-illegal",
                               QStringLiteral("The correction is illegal: %1").arg(QString::fromStdString(played.error().message)),
                               played.error().section, causeArgs(played.error(), {}));
            diceAfterReplacement = {s.rng, s.diceDrawn};
            continue;
        }
        const Action &recorded = m_actions[j];
        const auto choice = reasked.find(j);
        if (choice != reasked.end()) {
            // Asked again only where the correction made the recorded action illegal.
            if (ancients::apply(s, recorded))
                return refusal("amend-reask-legal",
                               QStringLiteral("Action %1 (%2) is still legal after the correction: only what the "
                                              "correction made illegal is asked again.")
                                   .arg(j)
                                   .arg(BattleCodec::kind(recorded)),
                               {}, {numberArg("index", static_cast<int>(j)), keyArg("kind", BattleCodec::kind(recorded))});
            // A choice of the recorded action's kind takes its place in the log; one before it is the amendment's.
            bool placed = false;
            for (const Action &action : choice->second->actions) {
                const bool here = !placed && action.index() == recorded.index();
                placed = placed || here;
                auto played = play(action, here ? static_cast<int>(j) : -1);
                if (!played)
                    return refusal("amend-reask-illegal",
                                   QStringLiteral("The choice asked again in place of action %1 is illegal: %2")
                                       .arg(j)
                                       .arg(QString::fromStdString(played.error().message)),
                                   played.error().section,
                                   causeArgs(played.error(), {numberArg("index", static_cast<int>(j))}));
            }
            replaced.push_back(static_cast<int>(j));
            continue;
        }
        auto played = play(recorded, static_cast<int>(j));
        if (played)
            continue;
        if (stop) {
            *stop = ReaskPoint{static_cast<int>(j), recorded, s, played.error()};
            break;
        }
        const QString reason = QString::fromStdString(played.error().message);
        return refusal("amend-breaks-later",
                       QStringLiteral("After the correction, action %1 (%2) would no longer be legal: %3")
                           .arg(j)
                           .arg(BattleCodec::kind(recorded), reason),
                       played.error().section,
                       causeArgs(played.error(),
                                 {numberArg("index", static_cast<int>(j)), numberArg("entry", m_view.actionNumber(static_cast<int>(j))),
                                  keyArg("kind", BattleCodec::kind(recorded))}));
    }
    p.state = s;
    p.origins = std::move(origins);

    if (report) {
        report->index = index;
        report->fatigue.clear();
        for (std::size_t b = 0; b < std::min(m_state.bases.size(), s.bases.size()); ++b) {
            if (m_state.bases[b].fatigue != s.bases[b].fatigue)
                report->fatigue.push_back({m_state.bases[b].id, m_state.bases[b].fatigue, s.bases[b].fatigue});
        }
        report->nowBroken.clear();
        std::set_difference(brokeAfter.begin(), brokeAfter.end(), brokeBefore.begin(), brokeBefore.end(),
                            std::back_inserter(report->nowBroken));
        report->noLongerBroken.clear();
        std::set_difference(brokeBefore.begin(), brokeBefore.end(), brokeAfter.begin(), brokeAfter.end(),
                            std::back_inserter(report->noLongerBroken));
        report->loserBefore = m_state.loser;
        report->loserAfter = s.loser;
        report->diceCountChanged = diceAfterOriginal != diceAfterReplacement;
        report->laterDiceShifted = at + 1 < m_actions.size() && report->diceCountChanged;
        report->reasked = replaced;
    }
    return p;
}

Result<int> Battle::record(Pending pending, bool stamp)
{
    if (stamp) {
        pending.entry.time = BattleCodec::recordTime(now());
        pending.entry.state = ChainCodec::stateHash(pending.state, m_version);
        pending.entry.hash = ChainCodec::chainHash(headHash(), pending.entry, m_version);
        if (m_sink) {
            const QString failure = m_sink(pending.entry, static_cast<int>(m_log.size()), pending.state);
            if (!failure.isEmpty())
                return refusal("not-saved", QStringLiteral("It could not be saved, so it did not happen: %1").arg(failure),
                               {}, {ErrorArg{"failure", ErrorArg::Type::Text, 0, 0, failure.toStdString()}});
        }
    }

    // The view first: an undo reads the state it was made in, and the action it takes back.
    switch (pending.entry.type) {
    case LogEntry::Type::Action:
    case LogEntry::Type::Redo:
        m_view.appendAction(pending.entry, pending.appendActions.front(), std::move(pending.outcomes.front()));
        break;
    case LogEntry::Type::Undo:
        m_view.appendUndo(pending.entry, m_state);
        break;
    case LogEntry::Type::Amend:
        m_view.appendAmend(pending.entry, pending.appendActions, std::move(pending.outcomes), pending.origins);
        break;
    }

    if (pending.redo == Pending::Redo::Push)
        m_redo.push_back(m_actions.back());
    else if (pending.redo == Pending::Redo::Pop)
        m_redo.pop_back();
    else if (pending.redo == Pending::Redo::Clear)
        m_redo.clear();

    m_actions.erase(m_actions.begin() + static_cast<std::ptrdiff_t>(pending.keepActions), m_actions.end());
    std::move(pending.appendActions.begin(), pending.appendActions.end(), std::back_inserter(m_actions));
    m_checkpoints.erase(m_checkpoints.begin() + static_cast<std::ptrdiff_t>(pending.keepCheckpoints),
                        m_checkpoints.end());
    std::move(pending.appendCheckpoints.begin(), pending.appendCheckpoints.end(), std::back_inserter(m_checkpoints));
    m_state = std::move(pending.state);
    m_log.push_back(std::move(pending.entry));
    return actionCount();
}

QDateTime Battle::now() const
{
    return m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
}

} // namespace record

#pragma once

// The body of record::RulesetBattle (rulesetbattle.h), instantiated once per
// ruleset (mwrbattle.cpp, ohwbattle.cpp). Not to be included on its own.

#include "rulesetbattle.h"

namespace record {

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
        Result<Step> step = Rules::refusal("entry-incomplete");
        if (given.type == LogEntry::Type::Amend) {
            if (!given.action)
                return fail(at, QStringLiteral("%1: it has no corrected action").arg(where));
            Answers answers;
            std::vector<int> positions;
            for (const RulesetAnswer<Action> &answer : given.answers) {
                if (!positions.empty() && answer.at <= positions.back())
                    return fail(at, QStringLiteral("%1: its answers are not in rising order of position").arg(where));
                positions.push_back(answer.at);
                answers.emplace(answer.at, answer.action);
            }
            Replay replayed;
            step = battle.prepareAmend(given.index, *given.action, answers, given.note, given.umpire, &replayed);
            if (!step && replayed.report.asking)
                return fail(at, QStringLiteral("%1: the correction makes the action at position %2 illegal (%3) and the "
                                               "entry gives no answer for it")
                                    .arg(where)
                                    .arg(*replayed.report.asking)
                                    .arg(Rules::text(*replayed.report.askingWhy)));
            if (step && step->entry.answers != given.answers)
                return fail(at, QStringLiteral("%1: it answers a position the correction did not make illegal").arg(where));
        } else {
            step = battle.prepare(given.type, given.action);
        }
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
    case LogEntry::Type::Amend: // prepareAmend()
        return Rules::refusal("entry-incomplete");
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
    m_correctedBy.push_back(-1);
    m_amends.push_back(-1);
    m_targets.push_back(-1);
    switch (type) {
    case LogEntry::Type::Action:
        m_redo.clear();
        m_redoEntries.clear();
        m_actions.push_back(*m_log.back().action);
        break;
    case LogEntry::Type::Undo:
        m_targets.back() = m_actionEntries.back();
        m_redo.push_back(m_actions.back());
        m_redoEntries.push_back(m_actionEntries.back());
        m_actions.pop_back();
        m_actionEntries.pop_back();
        m_effects.pop_back();
        m_states.pop_back();
        return std::nullopt;
    case LogEntry::Type::Redo:
        m_targets.back() = m_redoEntries.back();
        m_actions.push_back(m_redo.back());
        m_redo.pop_back();
        m_redoEntries.pop_back();
        break;
    case LogEntry::Type::Amend: {
        m_redo.clear();
        m_redoEntries.clear();
        std::vector<int> entries;
        entries.reserve(step.sources.size());
        for (const int source : step.sources)
            entries.push_back(source >= 0 ? m_actionEntries.at(static_cast<std::size_t>(source)) : position);
        for (const int at : step.replaced)
            m_correctedBy.at(static_cast<std::size_t>(m_actionEntries.at(static_cast<std::size_t>(at)))) = position;
        m_amends.back() = m_actionEntries.at(static_cast<std::size_t>(m_log.back().index));
        m_actions = std::move(step.actions);
        m_effects = std::move(step.allEffects);
        m_states = std::move(step.states);
        m_actionEntries = std::move(entries);
        return std::nullopt;
    }
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

template<typename Rules>
auto RulesetBattle<Rules>::replay(int index, const Action &replacement, const Answers &answers) const -> Result<Replay>
{
    if (index < 0 || index >= actionCount())
        return Rules::refusal("amend-no-action");
    const auto first = static_cast<std::size_t>(index);
    Replay out;
    AmendReport &report = out.report;
    report.index = index;
    report.actions.assign(m_actions.begin(), m_actions.begin() + index);
    report.effects.assign(m_effects.begin(), m_effects.begin() + index);
    out.states.assign(m_states.begin(), m_states.begin() + index + 1);
    for (int k = 0; k < index; ++k)
        out.sources.push_back(k);
    const auto play = [&out](const Action &action, typename Rules::Applied applied, int source) {
        out.report.actions.push_back(action);
        out.report.effects.push_back(std::move(applied.effects));
        out.states.push_back(std::move(applied.state));
        out.sources.push_back(source);
    };
    auto corrected = Rules::apply(m_states[first], replacement);
    if (!corrected)
        return corrected.refusal();
    play(replacement, *corrected, -1);
    // Every later action, replayed in order on what the correction leads to: the
    // same fold restore() makes, so each meets the same dice in both.
    for (int k = index + 1; k < actionCount(); ++k) {
        const Action &recorded = m_actions[static_cast<std::size_t>(k)];
        auto applied = Rules::apply(out.states.back(), recorded);
        if (applied) {
            play(recorded, *applied, k);
            continue;
        }
        const auto answer = answers.find(k);
        if (answer != answers.end() && !answer->second) { // dropped: it no longer happens
            report.answered.push_back(k);
            continue;
        }
        if (answer != answers.end()) {
            auto given = Rules::apply(out.states.back(), *answer->second);
            if (given) {
                report.answered.push_back(k);
                play(*answer->second, *given, -1);
                continue;
            }
            applied = given; // the answer is illegal too: asked again, with its own reason
        }
        report.asking = k;
        report.askingWhy = applied.refusal();
        report.askingState = out.states.back();
        return out;
    }
    report.after = out.states.back();
    return out;
}

template<typename Rules>
auto RulesetBattle<Rules>::prepareAmend(int index, const Action &replacement, const Answers &answers,
                                        const QString &note, const QString &umpire, Replay *replayed) const
    -> Result<Step>
{
    if (index < 0 || index >= actionCount())
        return Rules::refusal("amend-no-action");
    if (note.trimmed().isEmpty())
        return Rules::refusal("amend-no-note");
    auto done = replay(index, replacement, answers);
    if (!done)
        return done.refusal();
    if (replayed)
        *replayed = *done;
    const AmendReport &report = done->report;
    if (report.asking)
        return Rules::refusal("amend-asking");
    Step step;
    step.entry.type = LogEntry::Type::Amend;
    step.entry.action = replacement;
    step.entry.index = index;
    step.entry.note = note;
    step.entry.umpire = umpire;
    step.replaced.push_back(index);
    for (const int at : report.answered) {
        step.entry.answers.push_back(RulesetAnswer<Action>{at, answers.at(at)});
        step.replaced.push_back(at);
    }
    step.after = report.after;
    step.effects = report.effects.at(static_cast<std::size_t>(index));
    step.actions = report.actions;
    step.allEffects = report.effects;
    step.states = std::move(done->states);
    step.sources = std::move(done->sources);
    step.entry.state = Rules::stateHash(step.after);
    return step;
}

template<typename Rules>
auto RulesetBattle<Rules>::whatIf(int index, const Action &replacement, const Answers &answers) const
    -> Result<AmendReport>
{
    auto done = replay(index, replacement, answers);
    if (!done)
        return done.refusal();
    return done->report;
}

template<typename Rules>
auto RulesetBattle<Rules>::amend(int index, const Action &replacement, const Answers &answers, const QString &note,
                                 const QString &umpire) -> Result<AmendReport>
{
    Replay replayed;
    auto step = prepareAmend(index, replacement, answers, note, umpire, &replayed);
    if (!step)
        return step.refusal();
    if (auto refused = record(*step, false))
        return *refused;
    return replayed.report;
}

} // namespace record

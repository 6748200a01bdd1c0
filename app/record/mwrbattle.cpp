#include "mwrbattle.h"

#include "logview.h"

#include <algorithm>

namespace record {

namespace {

mwr::Refusal recordRefusal(const char *code)
{
    return mwr::Refusal{code, {}, {}, {}};
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
    return "entry";
}

} // namespace

QString refusalText(const mwr::Refusal &refusal)
{
    QString cited;
    if (!refusal.section.empty())
        cited = QStringLiteral("§") + QString::fromStdString(refusal.section);
    if (!refusal.ruling.empty())
        cited += (cited.isEmpty() ? QString() : QStringLiteral(", ")) + QString::fromStdString(refusal.ruling);
    QString text = QString::fromStdString(refusal.code);
    if (!cited.isEmpty())
        text += QStringLiteral(" (") + cited + QLatin1Char(')');
    return text;
}

mwr::Result<MwrBattle> MwrBattle::start(const MwrSetup &setup, const QByteArray &secret)
{
    if (!setup.seed.matches(secret))
        return recordRefusal("secret-not-committed");
    auto game = mwr::newGame(setup.game(secret));
    if (!game)
        return game.refusal();
    MwrBattle battle;
    battle.m_setup = setup;
    battle.m_secret = secret;
    battle.m_setupHash = MwrCodec::setupHash(setup);
    battle.m_states.push_back(*game);
    return battle;
}

std::optional<MwrBattle> MwrBattle::restore(const MwrSetup &setup, const QByteArray &secret,
                                            const std::vector<MwrEntry> &entries, QString *problem, int *failedEntry)
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
        return fail(-1, QStringLiteral("setup: the rules refuse it: %1").arg(refusalText(started.refusal())));
    MwrBattle battle = *started;
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const MwrEntry &given = entries[k];
        const int at = static_cast<int>(k);
        const QString where = QStringLiteral("#%1 (%2)").arg(entryNumber(at)).arg(QLatin1String(typeName(given.type)));
        if (MwrCodec::chainHash(battle.headHash(), given) != given.hash)
            return fail(at, QStringLiteral("%1: its hash does not follow from its bytes and the entry before it; the "
                                           "entry, or one before it, was changed")
                                .arg(where));
        auto step = battle.prepare(given.type, given.action);
        if (!step)
            return fail(at, QStringLiteral("%1: the rules refuse it: %2").arg(where, refusalText(step.refusal())));
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

QByteArray MwrBattle::headHash() const
{
    return m_log.empty() ? m_setupHash : m_log.back().hash;
}

const mwr::GameState &MwrBattle::stateAt(int count) const
{
    return m_states.at(static_cast<std::size_t>(std::clamp(count, 0, actionCount())));
}

mwr::Result<std::vector<mwr::Effect>> MwrBattle::preview(const mwr::Action &action) const
{
    auto applied = mwr::apply(state(), action);
    if (!applied)
        return applied.refusal();
    return applied->effects;
}

mwr::Result<MwrBattle::Step> MwrBattle::prepare(LogEntry::Type type, const std::optional<mwr::Action> &action) const
{
    Step step;
    step.entry.type = type;
    switch (type) {
    case LogEntry::Type::Action: {
        if (!action)
            return recordRefusal("entry-incomplete");
        auto applied = mwr::apply(state(), *action);
        if (!applied)
            return applied.refusal();
        step.entry.action = *action;
        step.after = applied->state;
        step.effects = applied->effects;
        break;
    }
    case LogEntry::Type::Undo:
        if (!canUndo())
            return recordRefusal("nothing-to-undo");
        step.after = m_states[m_states.size() - 2];
        break;
    case LogEntry::Type::Redo: {
        if (!canRedo())
            return recordRefusal("nothing-to-redo");
        auto applied = mwr::apply(state(), m_redo.back());
        if (!applied) // cannot happen: it was played on this very state
            return applied.refusal();
        step.after = applied->state;
        step.effects = applied->effects;
        break;
    }
    case LogEntry::Type::Amend:
        return recordRefusal("amend-not-in-ruleset");
    }
    step.entry.state = MwrCodec::stateHash(step.after);
    return step;
}

std::optional<mwr::Refusal> MwrBattle::record(Step step, bool replayed)
{
    if (!replayed) {
        step.entry.time = BattleCodec::recordTime(now());
        step.entry.hash = MwrCodec::chainHash(headHash(), step.entry);
        if (m_sink) {
            const QString problem = m_sink(step.entry, static_cast<int>(m_log.size()), step.after);
            if (!problem.isEmpty()) {
                m_recordProblem = problem;
                return recordRefusal("entry-not-kept");
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

mwr::Result<std::vector<mwr::Effect>> MwrBattle::act(const mwr::Action &action)
{
    auto step = prepare(LogEntry::Type::Action, action);
    if (!step)
        return step.refusal();
    std::vector<mwr::Effect> effects = step->effects;
    if (auto refused = record(*step, false))
        return *refused;
    return effects;
}

mwr::Result<int> MwrBattle::undo()
{
    auto step = prepare(LogEntry::Type::Undo, std::nullopt);
    if (!step)
        return step.refusal();
    if (auto refused = record(*step, false))
        return *refused;
    return actionCount();
}

mwr::Result<std::vector<mwr::Effect>> MwrBattle::redo()
{
    auto step = prepare(LogEntry::Type::Redo, std::nullopt);
    if (!step)
        return step.refusal();
    std::vector<mwr::Effect> effects = step->effects;
    if (auto refused = record(*step, false))
        return *refused;
    return effects;
}

QDateTime MwrBattle::now() const
{
    return m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
}

} // namespace record

#include "ohwamendcontroller.h"

#include "ohwwording.h"

#include "record/logview.h"
#include "record/ohwcodec.h"

#include <QJsonObject>

#include <variant>

namespace {

using Battle = record::OhwBattle;

QVariantList intList(const std::vector<int> &values)
{
    QVariantList out;
    for (const int v : values)
        out << v;
    return out;
}

int sideOf(ohw::Side side)
{
    return side == ohw::Side::A ? 0 : 1;
}

/** What the form needs of @p state: every unit with its side and hits, both armies. */
QVariantMap contextOf(const ohw::GameState &state)
{
    const OhwWording words(state);
    QVariantList units;
    for (const ohw::Unit &u : state.units)
        units << QVariantMap{{QStringLiteral("unit"), u.id},
                             {QStringLiteral("name"), words.unit(u.id)},
                             {QStringLiteral("side"), sideOf(u.side)},
                             {QStringLiteral("hits"), u.hits},
                             {QStringLiteral("out"), u.removed}};
    QVariantMap context{{QStringLiteral("units"), units},
                        {QStringLiteral("armies"), QStringList{words.army(ohw::Side::A), words.army(ohw::Side::B)}}};
    // The rolls waiting (§10.1, §10.2): how many dice the next one takes.
    if (!state.pendingRolls.empty())
        context.insert(QStringLiteral("dice"), state.pendingRolls.front().dice);
    // The unit whose retreat is settled next (§8): a friend in its way is of its side.
    if (state.pendingRetreat)
        context.insert(QStringLiteral("retreating"), *state.pendingRetreat);
    return context;
}

QString hitsText(const ohw::Unit &unit)
{
    return unit.removed ? OhwWording::tr("%1/9 hits, removed", "a unit's hits out of 9 (§3)").arg(unit.hits)
                        : OhwWording::tr("%1/9 hits", "a unit's hits out of 9 (§3)").arg(unit.hits);
}

QString breakpointText(const ohw::Army &army)
{
    return OhwWording::tr("breakpoint %1 of %2", "an army's breakpoint left (§9)").arg(army.breakpoint).arg(army.breakpointAtStart);
}

} // namespace

OhwAmendController::OhwAmendController(QObject *parent)
    : RulesetAmendController(parent)
{
}

OhwAmendController::OhwAmendController(OhwBattleSession *session, QObject *parent)
    : RulesetAmendController(parent)
{
    setSession(session);
}

void OhwAmendController::setSession(OhwBattleSession *session)
{
    if (m_session == session)
        return;
    QObject::disconnect(m_gameConnection);
    m_session = session;
    if (m_session)
        m_gameConnection = connect(m_session, &OhwBattleSession::gameChanged, this, [this] { sessionChanged(); });
    sessionChanged();
    Q_EMIT sessionChanged();
}

bool OhwAmendController::hasBattle() const
{
    return m_session && m_session->battle();
}

int OhwAmendController::actionCount() const
{
    return hasBattle() ? m_session->battle()->actionCount() : 0;
}

int OhwAmendController::numberOf(int index) const
{
    if (!hasBattle() || index < 0 || index >= actionCount())
        return -1;
    return record::entryNumber(m_session->battle()->actionEntries().at(static_cast<std::size_t>(index)));
}

QVariantMap OhwAmendController::fieldsAt(int index) const
{
    if (!hasBattle() || index < 0 || index >= actionCount())
        return {};
    return record::OhwCodec::encode(m_session->battle()->actions().at(static_cast<std::size_t>(index))).toVariantMap();
}

QVariantMap OhwAmendController::contextAt(int index) const
{
    if (!hasBattle() || index < 0 || index >= actionCount())
        return {};
    const Battle &battle = *m_session->battle();
    QVariantMap context = contextOf(battle.stateAt(index));
    // The dice the action's roll showed, as the record played them: the form starts from them.
    const bool breakpoint = std::holds_alternative<ohw::TakeBreakpoint>(battle.actions().at(static_cast<std::size_t>(index)));
    std::vector<int> faces;
    for (const ohw::Effect &e : battle.effects().at(static_cast<std::size_t>(index))) {
        if (breakpoint) {
            if (e.kind == ohw::Effect::Kind::BreakpointLoss && e.cause == ohw::Effect::Cause::GeneralKilled)
                faces.insert(faces.end(), e.dice.begin(), e.dice.end());
        } else if (faces.empty() && !e.dice.empty()) {
            faces = e.dice;
        }
    }
    context.insert(QStringLiteral("faces"), intList(faces));
    return context;
}

auto OhwAmendController::tryOut(int index, const QVariantMap &correction, const std::vector<Answer> &answers) const
    -> Outcome
{
    Outcome out;
    if (!hasBattle()) {
        out.error = OhwBattleSession::tr("No battle is open.");
        return out;
    }
    const Battle &battle = *m_session->battle();
    QString problem;
    const auto replacement = rulesetamend::decode<record::OhwCodec, ohw::Action>(correction, QStringLiteral("action"), &problem);
    const auto given = replacement ? rulesetamend::decodeAnswers<record::OhwCodec, Battle::Answers>(answers, &problem)
                                   : std::nullopt;
    if (!replacement || !given) {
        out.error = OhwBattleSession::tr("amend: the corrected fields cannot be read: %1").arg(problem);
        return out;
    }
    const auto report = battle.whatIf(index, *replacement, *given);
    const OhwWording words(battle.state());
    if (!report) {
        out.error = words.refusal(report.refusal());
        return out;
    }
    for (const auto &[at, action] : answers) {
        const int number = numberOf(at);
        const std::optional<ohw::Action> &played = given->at(at);
        out.answeredTexts << (action && played
                                  ? OhwBattleSession::tr("#%1: %2 instead").arg(number).arg(words.summary(*played))
                                  : OhwBattleSession::tr("#%1 no longer happens").arg(number));
    }
    if (report->asking) {
        const int at = *report->asking;
        out.asking = at;
        out.askOriginal = record::OhwCodec::encode(battle.actions().at(static_cast<std::size_t>(at))).toVariantMap();
        out.askContext = contextOf(report->askingState);
        const QString why = report->askingWhy ? OhwWording(report->askingState).refusal(*report->askingWhy) : QString();
        out.askWhy = why;
        const ohw::Action &recorded = battle.actions().at(static_cast<std::size_t>(at));
        out.askText = OhwBattleSession::tr("#%1, “%2”, cannot be played after the correction: %3. Play another action "
                                           "there, or drop it.")
                          .arg(numberOf(at))
                          .arg(words.summary(recorded, &battle.stateAt(at)), why);
        return out;
    }
    // Every unit's hits out of 9 before and after, changed ones first; both armies' breakpoints (§9).
    const ohw::GameState &now = battle.state();
    const ohw::GameState &after = report->after;
    QVariantList changed;
    QVariantList same;
    for (std::size_t u = 0; u < now.units.size() && u < after.units.size(); ++u) {
        const bool differs = now.units[u].hits != after.units[u].hits || now.units[u].removed != after.units[u].removed;
        (differs ? changed : same) << QVariantMap{{QStringLiteral("name"), words.unit(now.units[u].id)},
                                                  {QStringLiteral("side"), sideOf(now.units[u].side)},
                                                  {QStringLiteral("before"), hitsText(now.units[u])},
                                                  {QStringLiteral("after"), hitsText(after.units[u])},
                                                  {QStringLiteral("changed"), differs}};
    }
    out.units = changed + same;
    for (const ohw::Side side : {ohw::Side::A, ohw::Side::B}) {
        const ohw::Army &before = now.army(side);
        const ohw::Army &corrected = after.army(side);
        out.armies << QVariantMap{{QStringLiteral("name"), words.army(side)},
                                  {QStringLiteral("before"), breakpointText(before)},
                                  {QStringLiteral("after"), breakpointText(corrected)},
                                  {QStringLiteral("changed"), before.breakpoint != corrected.breakpoint}};
    }
    return out;
}

QString OhwAmendController::record(int index, const QVariantMap &correction, const std::vector<Answer> &answers,
                                   const QString &note, const QString &umpire)
{
    if (!hasBattle())
        return OhwBattleSession::tr("No battle is open.");
    QString problem;
    const auto replacement = rulesetamend::decode<record::OhwCodec, ohw::Action>(correction, QStringLiteral("action"), &problem);
    const auto given = replacement ? rulesetamend::decodeAnswers<record::OhwCodec, Battle::Answers>(answers, &problem)
                                   : std::nullopt;
    if (!replacement || !given)
        return OhwBattleSession::tr("amend: the corrected fields cannot be read: %1").arg(problem);
    if (!m_session->amend(index, *replacement, *given, note, umpire))
        return m_session->lastError();
    return {};
}

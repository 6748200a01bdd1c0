#include "mwramendcontroller.h"

#include "mwrwording.h"

#include "record/logview.h"
#include "record/mwrcodec.h"

#include <QJsonObject>

namespace {

using Battle = record::MwrBattle;

QVariantList intList(const std::vector<int> &values)
{
    QVariantList out;
    for (const int v : values)
        out << v;
    return out;
}

/** What the form needs of @p state: every unit with its side, both armies, and the melee waiting, if any. */
QVariantMap contextOf(const mwr::GameState &state)
{
    const MwrWording words(state);
    QVariantList units;
    for (const mwr::Unit &u : state.units)
        units << QVariantMap{{QStringLiteral("unit"), u.id},
                             {QStringLiteral("name"), words.unit(u.id)},
                             {QStringLiteral("side"), mwr::sideIndex(u.side)},
                             {QStringLiteral("out"), u.destroyed()}};
    QVariantMap context{{QStringLiteral("units"), units},
                        {QStringLiteral("armies"), QStringList{words.army(mwr::Side::A), words.army(mwr::Side::B)}}};
    if (state.melee) {
        context.insert(QStringLiteral("faces"), intList(state.melee->faces));
        context.insert(QStringLiteral("dice"), state.melee->plan.dice);
        context.insert(QStringLiteral("attacker"), state.melee->attacker);
        context.insert(QStringLiteral("defender"), state.melee->defender);
    }
    return context;
}

QString destroyedText(int count)
{
    return MwrWording::tr("%n unit(s) destroyed", "an army's losses", count);
}

} // namespace

MwrAmendController::MwrAmendController(QObject *parent)
    : RulesetAmendController(parent)
{
}

MwrAmendController::MwrAmendController(MwrBattleSession *session, QObject *parent)
    : RulesetAmendController(parent)
{
    setSession(session);
}

void MwrAmendController::setSession(MwrBattleSession *session)
{
    if (m_session == session)
        return;
    QObject::disconnect(m_gameConnection);
    m_session = session;
    if (m_session)
        m_gameConnection = connect(m_session, &MwrBattleSession::gameChanged, this, [this] { sessionChanged(); });
    sessionChanged();
    Q_EMIT sessionChanged();
}

bool MwrAmendController::hasBattle() const
{
    return m_session && m_session->battle();
}

int MwrAmendController::actionCount() const
{
    return hasBattle() ? m_session->battle()->actionCount() : 0;
}

int MwrAmendController::numberOf(int index) const
{
    if (!hasBattle() || index < 0 || index >= actionCount())
        return -1;
    return record::entryNumber(m_session->battle()->actionEntries().at(static_cast<std::size_t>(index)));
}

QVariantMap MwrAmendController::fieldsAt(int index) const
{
    if (!hasBattle() || index < 0 || index >= actionCount())
        return {};
    return record::MwrCodec::encode(m_session->battle()->actions().at(static_cast<std::size_t>(index))).toVariantMap();
}

QVariantMap MwrAmendController::contextAt(int index) const
{
    if (!hasBattle() || index < 0 || index >= actionCount())
        return {};
    const Battle &battle = *m_session->battle();
    QVariantMap context = contextOf(battle.stateAt(index));
    // An attack: the dice its roll took and the faces they showed, as the record played them.
    for (const mwr::Effect &e : battle.effects().at(static_cast<std::size_t>(index))) {
        if (e.kind == mwr::Effect::Kind::Melee && e.melee)
            context.insert(QStringLiteral("dice"), e.melee->plan.dice);
        else if (e.kind == mwr::Effect::Kind::Rolled)
            context.insert(QStringLiteral("faces"), intList(e.faces));
    }
    return context;
}

auto MwrAmendController::tryOut(int index, const QVariantMap &correction, const std::vector<Answer> &answers) const
    -> Outcome
{
    Outcome out;
    if (!hasBattle()) {
        out.error = MwrBattleSession::tr("No battle is open.");
        return out;
    }
    const Battle &battle = *m_session->battle();
    QString problem;
    const auto replacement = rulesetamend::decode<record::MwrCodec, mwr::Action>(correction, QStringLiteral("action"), &problem);
    const auto given = replacement ? rulesetamend::decodeAnswers<record::MwrCodec, Battle::Answers>(answers, &problem)
                                   : std::nullopt;
    if (!replacement || !given) {
        out.error = MwrBattleSession::tr("amend: the corrected fields cannot be read: %1").arg(problem);
        return out;
    }
    const auto report = battle.whatIf(index, *replacement, *given);
    const MwrWording words(battle.state());
    if (!report) {
        out.error = words.refusal(report.refusal());
        return out;
    }
    for (const auto &[at, action] : answers) {
        const int number = numberOf(at);
        const std::optional<mwr::Action> &played = given->at(at);
        out.answeredTexts << (action && played
                                  ? MwrBattleSession::tr("#%1: %2 instead").arg(number).arg(words.summary(*played))
                                  : MwrBattleSession::tr("#%1 no longer happens").arg(number));
    }
    if (report->asking) {
        const int at = *report->asking;
        out.asking = at;
        const mwr::Action &recorded = battle.actions().at(static_cast<std::size_t>(at));
        out.askOriginal = record::MwrCodec::encode(recorded).toVariantMap();
        out.askContext = contextOf(report->askingState);
        const QString why = report->askingWhy ? MwrWording(report->askingState).refusal(*report->askingWhy) : QString();
        out.askWhy = why;
        out.askText = MwrBattleSession::tr("#%1, “%2”, cannot be played after the correction: %3. Play another action "
                                           "there, or drop it.")
                          .arg(numberOf(at))
                          .arg(words.summary(recorded), why);
        return out;
    }
    // Every unit before and after, changed ones first; both armies' losses.
    const mwr::GameState &now = battle.state();
    const mwr::GameState &after = report->after;
    QVariantList changed;
    QVariantList same;
    for (std::size_t u = 0; u < now.units.size() && u < after.units.size(); ++u) {
        const bool differs = now.units[u].cohesion != after.units[u].cohesion;
        (differs ? changed : same) << QVariantMap{{QStringLiteral("name"), words.unit(now.units[u].id)},
                                                  {QStringLiteral("side"), mwr::sideIndex(now.units[u].side)},
                                                  {QStringLiteral("before"), MwrWording::cohesion(now.units[u].cohesion)},
                                                  {QStringLiteral("after"), MwrWording::cohesion(after.units[u].cohesion)},
                                                  {QStringLiteral("changed"), differs}};
    }
    out.units = changed + same;
    for (const mwr::Side side : {mwr::Side::A, mwr::Side::B}) {
        const int lostBefore = mwr::unitsDestroyed(now, side);
        const int lostAfter = mwr::unitsDestroyed(after, side);
        out.armies << QVariantMap{{QStringLiteral("name"), words.army(side)},
                                  {QStringLiteral("before"), destroyedText(lostBefore)},
                                  {QStringLiteral("after"), destroyedText(lostAfter)},
                                  {QStringLiteral("changed"), lostBefore != lostAfter}};
    }
    return out;
}

QString MwrAmendController::record(int index, const QVariantMap &correction, const std::vector<Answer> &answers,
                                   const QString &note, const QString &umpire)
{
    if (!hasBattle())
        return MwrBattleSession::tr("No battle is open.");
    QString problem;
    const auto replacement = rulesetamend::decode<record::MwrCodec, mwr::Action>(correction, QStringLiteral("action"), &problem);
    const auto given = replacement ? rulesetamend::decodeAnswers<record::MwrCodec, Battle::Answers>(answers, &problem)
                                   : std::nullopt;
    if (!replacement || !given)
        return MwrBattleSession::tr("amend: the corrected fields cannot be read: %1").arg(problem);
    if (!m_session->amend(index, *replacement, *given, note, umpire))
        return m_session->lastError();
    return {};
}

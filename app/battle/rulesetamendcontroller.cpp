#include "rulesetamendcontroller.h"

#include "umpirepin.h"

#include <QCoreApplication>

RulesetAmendController::RulesetAmendController(QObject *parent)
    : QObject(parent)
{
}

RulesetAmendController::~RulesetAmendController() = default;

void RulesetAmendController::setUmpire(UmpireController *umpire)
{
    if (m_umpire == umpire)
        return;
    QObject::disconnect(m_umpireConnection);
    m_umpire = umpire;
    // Locking the umpire's view forgets the draft: nothing is left half-ruled behind the PIN.
    if (m_umpire)
        m_umpireConnection = connect(m_umpire, &UmpireController::unlockedChanged, this, [this] {
            if (!mayRule() && m_index >= 0)
                cancel();
        });
    if (!mayRule() && m_index >= 0)
        cancel();
    Q_EMIT umpireChanged();
}

bool RulesetAmendController::mayRule() const
{
    return !umpirepin::isSet() || (m_umpire && m_umpire->unlocked());
}

bool RulesetAmendController::checkUnlocked()
{
    if (mayRule())
        return true;
    fail(QCoreApplication::translate("BattleSession",
                                     "amend: only the umpire amends; open the umpire's view with the PIN first"));
    return false;
}

void RulesetAmendController::fail(const QString &error)
{
    m_error = error;
    Q_EMIT changed();
}

QVariantMap RulesetAmendController::laidOver(QVariantMap base, const QVariantMap &fields)
{
    for (auto it = fields.cbegin(); it != fields.cend(); ++it)
        base.insert(it.key(), it.value());
    return base;
}

void RulesetAmendController::sessionChanged()
{
    // The battle changed under the draft (closed, another one, an undo past it): the draft is gone.
    if (m_index >= 0 && (!hasBattle() || m_index >= actionCount()))
        cancel();
}

bool RulesetAmendController::begin(int index)
{
    if (!checkUnlocked())
        return false;
    if (!hasBattle() || index < 0 || index >= actionCount()) {
        fail(QCoreApplication::translate("BattleSession", "amend: there is no such action in force"));
        return false;
    }
    m_index = index;
    m_number = numberOf(index);
    m_original = fieldsAt(index);
    m_context = contextAt(index);
    m_correction.clear();
    m_answers.clear();
    m_drafted = false;
    m_error.clear();
    m_outcome = {};
    Q_EMIT actionChanged();
    Q_EMIT changed();
    return true;
}

bool RulesetAmendController::replay()
{
    m_outcome = tryOut(m_index, m_correction, m_answers);
    m_error = m_outcome.error;
    m_drafted = m_error.isEmpty();
    Q_EMIT changed();
    return m_drafted;
}

bool RulesetAmendController::tryCorrection(const QVariantMap &fields)
{
    if (!checkUnlocked())
        return false;
    if (m_index < 0 || !hasBattle()) {
        fail(QCoreApplication::translate("BattleSession", "amend: there is no such action in force"));
        return false;
    }
    m_correction = laidOver(m_original, fields);
    m_answers.clear();
    return replay();
}

bool RulesetAmendController::answer(const QVariantMap &fields)
{
    if (!checkUnlocked())
        return false;
    if (m_outcome.asking < 0) {
        fail(QCoreApplication::translate("BattleSession", "amend: no choice is asked again"));
        return false;
    }
    const int at = m_outcome.asking;
    m_answers.emplace_back(at, laidOver(m_outcome.askOriginal, fields));
    // The record asks the same position again when the answer is illegal there too.
    if (replay() && m_outcome.asking != at)
        return true;
    // A refused answer is not kept: the same question stays asked, with the refusal shown.
    const QString why = m_error.isEmpty() ? m_outcome.askWhy : m_error;
    m_answers.pop_back();
    replay();
    fail(why);
    return false;
}

bool RulesetAmendController::drop()
{
    if (!checkUnlocked())
        return false;
    if (m_outcome.asking < 0) {
        fail(QCoreApplication::translate("BattleSession", "amend: no choice is asked again"));
        return false;
    }
    m_answers.emplace_back(m_outcome.asking, std::nullopt);
    return replay();
}

QVariantMap RulesetAmendController::confirm(const QString &note, const QString &umpire)
{
    const auto refused = [this](const QString &why) {
        fail(why);
        return QVariantMap{{QStringLiteral("ok"), false}, {QStringLiteral("error"), why}};
    };
    if (!checkUnlocked())
        return QVariantMap{{QStringLiteral("ok"), false}, {QStringLiteral("error"), m_error}};
    // A ruling refused for want of a reason or a name leaves the draft as it was.
    m_error = m_outcome.error;
    if (m_index < 0)
        return refused(QCoreApplication::translate("BattleSession", "amend: no action is being corrected"));
    if (m_drafted && m_correction == m_original)
        return refused(QCoreApplication::translate(
                           "BattleSession", "amend: the correction is the same as #%1 as recorded; there is nothing to rule")
                           .arg(m_number));
    if (!ready())
        return refused(QCoreApplication::translate("BattleSession", "amend: answer every choice asked again before ruling"));
    if (note.trimmed().isEmpty())
        return refused(QCoreApplication::translate("BattleSession", "amend: say why the action is corrected; the reason is kept in the log"));
    if (umpire.trimmed().isEmpty())
        return refused(QCoreApplication::translate("BattleSession", "amend: give the umpire's name; it is kept in the log with the reason"));
    const QString problem = record(m_index, m_correction, m_answers, note.trimmed(), umpire.trimmed());
    if (!problem.isEmpty())
        return refused(problem);
    cancel();
    return QVariantMap{{QStringLiteral("ok"), true}, {QStringLiteral("error"), QString()}};
}

void RulesetAmendController::cancel()
{
    const bool had = m_index >= 0;
    m_index = -1;
    m_number = -1;
    m_original.clear();
    m_context.clear();
    m_correction.clear();
    m_answers.clear();
    m_drafted = false;
    m_error.clear();
    m_outcome = {};
    if (had)
        Q_EMIT actionChanged();
    Q_EMIT changed();
}

#include "shootcontroller.h"

#include "numberformat.h"
#include "sessionmaps.h"

#include "ancients/combat.h"

using namespace ancients;
using namespace sessionmaps;

ShootController::ShootController(QObject *parent)
    : SessionController(parent)
{
}

ShootController::ShootController(BattleSession *session, QObject *parent)
    : SessionController(parent)
{
    setSession(session);
}

ShootController::~ShootController() = default;

void ShootController::setFirer(int firer)
{
    if (m_firer == firer)
        return;
    m_firer = firer;
    refresh();
}

void ShootController::setTarget(int target)
{
    if (m_target == target)
        return;
    m_target = target;
    refresh();
}

void ShootController::setFirerGoing(const QString &going)
{
    if (m_firerGoing == going)
        return;
    m_firerGoing = going;
    refresh();
}

void ShootController::setTargetGoing(const QString &going)
{
    if (m_targetGoing == going)
        return;
    m_targetGoing = going;
    refresh();
}

void ShootController::refresh()
{
    BattleSession *s = session();
    m_firerInfo = s && m_firer >= 0 ? s->baseInfo(m_firer) : QVariantMap();
    m_targetInfo = s && m_target >= 0 ? s->baseInfo(m_target) : QVariantMap();
    m_ready = m_firer >= 0 && m_target >= 0 && !m_firerInfo.value(QStringLiteral("fired")).toBool();
    m_odds = m_ready ? oddsOf(m_firer, m_target, m_firerGoing, m_targetGoing) : QVariantMap();
    Q_EMIT changed();
}

namespace {

/**
 * The battle file's fields of a volley: the Goings given as keys become the file's
 * firer_going / target_going values, written only off open ground ("" is open, §8.2).
 */
Command shootCommand(int firer, int target, const QString &firerGoing, const QString &targetGoing,
                     const QJsonValue &firerDice = QJsonValue(QJsonValue::Null),
                     const QJsonValue &targetDice = QJsonValue(QJsonValue::Null))
{
    QJsonObject fields{{QStringLiteral("firer"), firer},
                       {QStringLiteral("target"), target},
                       {QStringLiteral("firer_dice"), firerDice},
                       {QStringLiteral("target_dice"), targetDice}};
    const auto going = [&fields](const QString &key, const QString &field) {
        if (key.isEmpty())
            return QString();
        const GoingField read = goingField(key, QStringLiteral("shoot.") + field);
        if (read.error.isEmpty() && read.value != goingValue(Going::Open))
            fields.insert(field, read.value);
        return read.error;
    };
    const QString problem = going(firerGoing, QStringLiteral("firer_going")) + going(targetGoing, QStringLiteral("target_going"));
    if (!problem.isEmpty())
        return {std::nullopt, problem};
    return command(QStringLiteral("shoot"), fields);
}

} // namespace

QVariantMap ShootController::oddsOf(int firer, int target, const QString &firerGoing, const QString &targetGoing) const
{
    const auto refused = [](const QString &error) {
        return QVariantMap{{QStringLiteral("legal"), false}, {QStringLiteral("error"), error}};
    };
    if (!battle())
        return refused(BattleSession::noBattleText());
    const GameState &s = battle()->state();
    const Command built = shootCommand(firer, target, firerGoing, targetGoing);
    if (!built.action)
        return refused(built.error);
    // The same checks as the volley itself (R38: who shoots, once a phase, in range; §8.2 Going).
    const auto inputs = volleyInputs(s, std::get<Shoot>(*built.action));
    if (!inputs)
        return refused(session()->refusal(inputs.error()));
    const auto odds = missileOdds(inputs->firer, inputs->target, s.options.combatDie, s.options.eliteMechanic);
    if (!odds)
        return refused(session()->refusal(odds.error()));
    QVariantList fatigue;
    for (const auto &[amount, chance] : odds->fatigue) {
        fatigue.append(QVariantMap{{QStringLiteral("amount"), amount},
                                   {QStringLiteral("chance"), chance.toDouble()},
                                   {QStringLiteral("chanceText"), numberformat::fraction(chance)}});
    }
    return {{QStringLiteral("legal"), true},
            {QStringLiteral("error"), QString()},
            {QStringLiteral("fatigue"), fatigue},
            {QStringLiteral("anyEffect"), odds->anyEffect.toDouble()},
            {QStringLiteral("anyEffectText"), numberformat::fraction(odds->anyEffect)},
            {QStringLiteral("weightShift"), odds->weightShift},
            {QStringLiteral("firerWeight"), odds->firerEffectiveWeight},
            {QStringLiteral("targetWeight"), odds->targetEffectiveWeight}};
}

bool ShootController::shoot(int firer, int target, const QVariant &firerDice, const QVariant &targetDice,
                            const QString &firerGoing, const QString &targetGoing)
{
    if (!battle())
        return noBattle();
    const Command built = shootCommand(firer, target, firerGoing, targetGoing, jsonOf(firerDice), jsonOf(targetDice));
    if (!built.action) {
        session()->setError(built.error);
        return false;
    }
    return session()->act(*built.action);
}

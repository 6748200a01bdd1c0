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

/** The "shoot" map of a volley: the Going keys only when given ("" is open ground, §8.2). */
QVariantMap shootMap(int firer, int target, const QString &firerGoing, const QString &targetGoing)
{
    QVariantMap map{{QStringLiteral("firer"), firer}, {QStringLiteral("target"), target}};
    if (!firerGoing.isEmpty())
        map.insert(QStringLiteral("firerGoing"), firerGoing);
    if (!targetGoing.isEmpty())
        map.insert(QStringLiteral("targetGoing"), targetGoing);
    return map;
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
    const Built built = buildAction(QStringLiteral("shoot"), shootMap(firer, target, firerGoing, targetGoing), s);
    if (!built.action)
        return refused(built.error);
    // The same checks as the volley itself (R38: who shoots, once a phase, in range; §8.2 Going).
    const auto inputs = volleyInputs(s, std::get<Shoot>(*built.action));
    if (!inputs)
        return refused(session()->refusal(inputs.error()));
    const auto odds = missileOdds(inputs->firer, inputs->target, s.options.combatDie);
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

bool ShootController::shoot(int firer, int target, const QVariantList &firerDice, const QVariantList &targetDice,
                          const QString &firerGoing, const QString &targetGoing)
{
    QVariantMap map = shootMap(firer, target, firerGoing, targetGoing);
    map.insert(QStringLiteral("firerDice"), firerDice);
    map.insert(QStringLiteral("targetDice"), targetDice);
    return session() ? session()->actFromMap(QStringLiteral("shoot"), map) : false;
}

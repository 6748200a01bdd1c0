#include "combatcontroller.h"

#include "numberformat.h"
#include "sessionmaps.h"

#include "ancients/combat.h"
#include "ancients/risk.h"

using namespace ancients;
using namespace sessionmaps;

CombatController::CombatController(QObject *parent)
    : SessionController(parent)
{
}

CombatController::CombatController(BattleSession *session, QObject *parent)
    : SessionController(parent)
{
    setSession(session);
}

CombatController::~CombatController() = default;

void CombatController::setPairing(const QVariantMap &pairing)
{
    if (m_pairing == pairing)
        return;
    m_pairing = pairing;
    refresh();
}

void CombatController::refresh()
{
    BattleSession *s = session();
    const auto info = [s](const QVariant &id) {
        const int base = id.isValid() ? id.toInt() : -1;
        return s && base >= 0 ? s->baseInfo(base) : QVariantMap();
    };
    m_baseInfo = info(m_pairing.value(QStringLiteral("base")));
    m_enemyInfo = info(m_pairing.value(QStringLiteral("enemy")));
    const bool paired = !m_baseInfo.isEmpty() && !m_enemyInfo.isEmpty();
    m_odds = paired ? oddsOf(m_pairing) : QVariantMap();
    m_loss = s ? s->pendingLossValue() : PendingLossValue{};
    m_loserInfo = m_loss.pending ? info(m_loss.loser) : QVariantMap();
    m_loserArmy = !m_loss.pending || !s ? QString() : m_loss.loserSide == 0 ? s->armyA().name : s->armyB().name;
    m_pursuit = s ? s->pendingPursuitValue() : PendingPursuitValue{};
    m_pursuerInfo = m_pursuit.pending ? info(m_pursuit.pursuer) : QVariantMap();
    Q_EMIT changed();
}

QVariantList CombatController::goings()
{
    return goingChoices();
}

QVariantMap CombatController::oddsOf(const QVariantMap &pairing) const
{
    const auto refused = [](const QString &error) {
        return QVariantMap{{QStringLiteral("legal"), false}, {QStringLiteral("error"), error}};
    };
    if (!battle())
        return refused(BattleSession::noBattleText());
    const GameState &s = battle()->state();
    const Command built = command(QStringLiteral("fight"), fieldsOf(pairing));
    if (!built.action)
        return refused(built.error);
    const Fight &fight = std::get<Fight>(*built.action);
    const auto inputs = fightInputs(s, fight);
    if (!inputs)
        return refused(session()->refusal(inputs.error()));
    const auto odds = ancients::odds(inputs->base, inputs->enemy, inputs->facts, s.options.combatDie);
    if (!odds)
        return refused(session()->refusal(odds.error()));
    const auto risk = [&](Striker side, BaseId id) -> QVariant {
        const BlockId block = s.bases.at(static_cast<std::size_t>(id)).block;
        const auto chance = breakChanceIfAllFatigue(*odds, side, s, block);
        return chance ? QVariant(chance->toDouble()) : QVariant();
    };
    return {{QStringLiteral("legal"), true},
            {QStringLiteral("error"), QString()},
            {QStringLiteral("win"), odds->aWins.toDouble()},
            {QStringLiteral("draw"), odds->draw.toDouble()},
            {QStringLiteral("lose"), odds->bWins.toDouble()},
            {QStringLiteral("winText"), numberformat::fraction(odds->aWins)},
            {QStringLiteral("drawText"), numberformat::fraction(odds->draw)},
            {QStringLiteral("loseText"), numberformat::fraction(odds->bWins)},
            {QStringLiteral("baseModifiers"), modifierList(odds->assessment.aModifiers)},
            {QStringLiteral("enemyModifiers"), modifierList(odds->assessment.bModifiers)},
            {QStringLiteral("weightShift"), odds->assessment.weightShift},
            {QStringLiteral("baseBreakRisk"), risk(Striker::A, fight.base)},
            {QStringLiteral("enemyBreakRisk"), risk(Striker::B, fight.enemy)}};
}

bool CombatController::fight(const QVariantMap &pairing)
{
    return session() ? session()->actCommand(QStringLiteral("fight"), fieldsOf(pairing)) : false;
}

bool CombatController::allocateLoss(const QVariantMap &allocation)
{
    return session() ? session()->actCommand(QStringLiteral("allocate-loss"), fieldsOf(allocation)) : false;
}

bool CombatController::pursue(const QVariantMap &pursuit)
{
    return session() ? session()->actCommand(QStringLiteral("pursue"), fieldsOf(pursuit)) : false;
}

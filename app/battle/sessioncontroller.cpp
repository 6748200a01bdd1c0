#include "sessioncontroller.h"

SessionController::SessionController(QObject *parent)
    : QObject(parent)
{
}

SessionController::~SessionController() = default;

void SessionController::setSession(BattleSession *session)
{
    if (m_session == session)
        return;
    if (m_gameConnection)
        disconnect(m_gameConnection);
    m_session = session;
    if (session)
        m_gameConnection = connect(session, &BattleSession::gameChanged, this, [this] { refresh(); });
    Q_EMIT sessionChanged();
    refresh();
}

bool SessionController::noBattle() const
{
    if (m_session)
        m_session->setError(BattleSession::noBattleText());
    return false;
}

BaseController::BaseController(QObject *parent)
    : SessionController(parent)
{
}

BaseController::~BaseController() = default;

void BaseController::setBase(int base)
{
    if (m_base == base)
        return;
    m_base = base;
    refresh();
}

void BaseController::refresh()
{
    m_info = session() && m_base >= 0 ? session()->baseInfo(m_base) : QVariantMap();
    Q_EMIT changed();
}

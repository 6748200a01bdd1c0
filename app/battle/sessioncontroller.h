#pragma once

// What every small controller of the battle screen shares: the session it
// works on, and one signal, changed, whenever what it shows may have changed
// (a move, an undo, a resume, a new battle, another session). A panel creates
// its controller, sets its session to the BattleSession singleton, and binds
// to its properties; its commands go through the session, which records them.

#include "battlesession.h"

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>
#include <QVariantMap>

class SessionController : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS
    /** The session the controller works on; a panel sets it to the BattleSession singleton. */
    Q_PROPERTY(BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)

public:
    explicit SessionController(QObject *parent = nullptr);
    ~SessionController() override;

    [[nodiscard]] BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);

Q_SIGNALS:
    void sessionChanged();
    /** What the controller shows was worked out again. */
    void changed();

protected:
    /** Works out every property again and emits changed(). */
    virtual void refresh() = 0;
    /** The open battle, or nullptr. */
    [[nodiscard]] const record::Battle *battle() const { return m_session ? m_session->battle() : nullptr; }
    /** Says in the session's lastError that no battle is open; false. */
    bool noBattle() const;

private:
    QPointer<BattleSession> m_session;
    QMetaObject::Connection m_gameConnection;
};

/** One Base of the open battle as BattleSession::baseInfo() gives it, following the game. */
class BaseController : public SessionController
{
    Q_OBJECT
    QML_ELEMENT
    /** The Base, −1 for none. */
    Q_PROPERTY(int base READ base WRITE setBase NOTIFY changed)
    /** { baseId, label, block, blockName, side, type, quality, fatigue, state, ... }; empty for none. */
    Q_PROPERTY(QVariantMap info READ info NOTIFY changed)
    /** How the table names it: its table label and its Block, "HAS 2·1, Hastati"; empty for none. */
    Q_PROPERTY(QString label READ label NOTIFY changed)
    /** The label alone, as on the sticker under its figures: "HAS 2·1"; empty for none. */
    Q_PROPERTY(QString tableLabel READ tableLabel NOTIFY changed)

public:
    explicit BaseController(QObject *parent = nullptr);
    ~BaseController() override;

    [[nodiscard]] int base() const { return m_base; }
    void setBase(int base);
    [[nodiscard]] QVariantMap info() const { return m_info; }
    [[nodiscard]] QString label() const { return m_info.value(QStringLiteral("label")).toString(); }
    [[nodiscard]] QString tableLabel() const { return m_info.value(QStringLiteral("tableLabel")).toString(); }

protected:
    void refresh() override;

private:
    int m_base = -1;
    QVariantMap m_info;
};

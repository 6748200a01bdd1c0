#pragma once

// The umpire's amendment of a battle of My Wargame Rules (RulesetAmendController over
// this ruleset): the form's fields go to and from mwr::Action through MwrCodec, the
// record's whatIf() and amend() decide, MwrWording words every unit's cohesion before
// and after, the armies' losses and the refusals with their sections, and
// MwrBattleSession shows the battle after the ruling as it does after an action.

#include "rulesetamendcontroller.h"

#include "mwrbattlesession.h"

#include <QPointer>

class MwrAmendController : public RulesetAmendController
{
    Q_OBJECT
    QML_ELEMENT

    /** The session whose battle is amended (the MwrBattleSession singleton). */
    Q_PROPERTY(MwrBattleSession *session READ session WRITE setSession NOTIFY sessionChanged)

public:
    explicit MwrAmendController(QObject *parent = nullptr);
    explicit MwrAmendController(MwrBattleSession *session, QObject *parent = nullptr);

    [[nodiscard]] MwrBattleSession *session() const { return m_session; }
    void setSession(MwrBattleSession *session);

Q_SIGNALS:
    void sessionChanged();

protected:
#ifndef Q_MOC_RUN
    [[nodiscard]] bool hasBattle() const override;
    [[nodiscard]] int actionCount() const override;
    [[nodiscard]] int numberOf(int index) const override;
    [[nodiscard]] QVariantMap fieldsAt(int index) const override;
    [[nodiscard]] QVariantMap contextAt(int index) const override;
    [[nodiscard]] Outcome tryOut(int index, const QVariantMap &correction, const std::vector<Answer> &answers) const override;
    QString record(int index, const QVariantMap &correction, const std::vector<Answer> &answers, const QString &note,
                   const QString &umpire) override;
#endif

private:
    QPointer<MwrBattleSession> m_session;
    QMetaObject::Connection m_gameConnection;
};

#pragma once

// The umpire's amendment of a battle of 3D6 OHW Gridded Ancients (RulesetAmendController over
// this ruleset): the form's fields go to and from ohw::Action through OhwCodec, the
// record's whatIf() and amend() decide, OhwWording words every unit's hits out of 9 before
// and after, the armies' breakpoints and the refusals with their sections, and
// OhwBattleSession shows the battle after the ruling as it does after an action.

#include "rulesetamendcontroller.h"

#include "ohwbattlesession.h"

#include <QPointer>

class OhwAmendController : public RulesetAmendController
{
    Q_OBJECT
    QML_ELEMENT

    /** The session whose battle is amended (the OhwBattleSession singleton). */
    Q_PROPERTY(OhwBattleSession *session READ session WRITE setSession NOTIFY sessionChanged)

public:
    explicit OhwAmendController(QObject *parent = nullptr);
    explicit OhwAmendController(OhwBattleSession *session, QObject *parent = nullptr);

    [[nodiscard]] OhwBattleSession *session() const { return m_session; }
    void setSession(OhwBattleSession *session);

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
    QPointer<OhwBattleSession> m_session;
    QMetaObject::Connection m_gameConnection;
};

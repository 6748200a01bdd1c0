#pragma once

// The Shoot panel's controller (§10, R38): the firer and the target the
// players picked, the ground each stands on, and what the volley would do
// before the roll. Every property follows the game: a volley, an undo or a new
// pick works it out again, so the panel never shows stale odds.

#include "sessioncontroller.h"

#include <QString>
#include <QVariantList>
#include <QVariantMap>

class ShootController : public SessionController
{
    Q_OBJECT
    QML_ELEMENT

    /** The Base that shoots, −1 for none. */
    Q_PROPERTY(int firer READ firer WRITE setFirer NOTIFY changed)
    /** The enemy Base it shoots at, −1 for none. */
    Q_PROPERTY(int target READ target WRITE setTarget NOTIFY changed)
    /** The Going each stands in (keys, "" for open ground; untracked only, §8.2). */
    Q_PROPERTY(QString firerGoing READ firerGoing WRITE setFirerGoing NOTIFY changed)
    Q_PROPERTY(QString targetGoing READ targetGoing WRITE setTargetGoing NOTIFY changed)
    /** The firer and the target as BattleSession::baseInfo() gives them; empty for none. */
    Q_PROPERTY(QVariantMap firerInfo READ firerInfo NOTIFY changed)
    Q_PROPERTY(QVariantMap targetInfo READ targetInfo NOTIFY changed)
    /** Both are picked and the firer has not shot in this phase yet. */
    Q_PROPERTY(bool ready READ ready NOTIFY changed)
    /** The volley's odds while ready (as oddsOf() gives them), else empty. */
    Q_PROPERTY(QVariantMap odds READ odds NOTIFY changed)

public:
    explicit ShootController(QObject *parent = nullptr);
    explicit ShootController(BattleSession *session, QObject *parent = nullptr);
    ~ShootController() override;

    [[nodiscard]] int firer() const { return m_firer; }
    void setFirer(int firer);
    [[nodiscard]] int target() const { return m_target; }
    void setTarget(int target);
    [[nodiscard]] QString firerGoing() const { return m_firerGoing; }
    void setFirerGoing(const QString &going);
    [[nodiscard]] QString targetGoing() const { return m_targetGoing; }
    void setTargetGoing(const QString &going);
    [[nodiscard]] QVariantMap firerInfo() const { return m_firerInfo; }
    [[nodiscard]] QVariantMap targetInfo() const { return m_targetInfo; }
    [[nodiscard]] bool ready() const { return m_ready; }
    [[nodiscard]] QVariantMap odds() const { return m_odds; }

    /**
     * Base @p firer shooting at Base @p target, standing in @p firerGoing / @p targetGoing
     * (Going keys, "" for open ground; untracked only, §8.2), before the roll: { legal, error
     * (why the volley would be refused: not missile troops, already fired, out of range, …),
     * fatigue: [{ amount, chance, chanceText }], anyEffect, anyEffectText, weightShift,
     * firerWeight, targetWeight (effective, §8.2) }.
     */
    Q_INVOKABLE QVariantMap oddsOf(int firer, int target, const QString &firerGoing = QString(),
                                   const QString &targetGoing = QString()) const;
    /**
     * One volley; @p firerDice / @p targetDice: the players' dice as the battle file writes
     * them, { first, second } (second 0 for one die), or null for the generator; Goings as in
     * oddsOf(), which the controller writes as the file's firer_going / target_going values.
     */
    Q_INVOKABLE bool shoot(int firer, int target, const QVariant &firerDice, const QVariant &targetDice,
                           const QString &firerGoing = QString(), const QString &targetGoing = QString());

protected:
    void refresh() override;

private:
    int m_firer = -1;
    int m_target = -1;
    QString m_firerGoing;
    QString m_targetGoing;
    QVariantMap m_firerInfo;
    QVariantMap m_targetInfo;
    bool m_ready = false;
    QVariantMap m_odds;
};

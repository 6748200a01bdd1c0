#pragma once

// The Combat panels' controller (§9, §11): the pairing the players set up and
// its odds and break risks before the roll; then the loss its loser allocates
// (§9.5, §9.6, §11.2) and the pursuit that may follow (§11.1), as value types.
// Every property follows the game: a fight, an allocation, an undo or a new
// pairing works it out again, so no panel shows stale odds or a stale loss.

#include "battlevalues.h"
#include "sessioncontroller.h"

#include <QVariantList>
#include <QVariantMap>

class CombatController : public SessionController
{
    Q_OBJECT
    QML_ELEMENT

    /**
     * The pairing as the table shows it, in the battle file's fields of a "fight"
     * (rulebook/battle-format.md): { base, enemy, lapping, enemy_lapping (a Base id or null),
     * flank, rear, uphill ("a" the base, "b" the enemy, "none"), base_going, enemy_going (Going
     * values, 5 open … 1 swamp), base_dice, enemy_dice ({ first, second } or null) }; a field
     * left out takes its default. Empty for none.
     */
    Q_PROPERTY(QVariantMap pairing READ pairing WRITE setPairing NOTIFY changed)
    /** Every Going a pairing can name: [{ key, value }], open ground first; value is what base_going takes. */
    Q_PROPERTY(QVariantList goings READ goings CONSTANT)
    /** The pairing's Base and the enemy Base as BattleSession::baseInfo() gives them; empty for none. */
    Q_PROPERTY(QVariantMap baseInfo READ baseInfo NOTIFY changed)
    Q_PROPERTY(QVariantMap enemyInfo READ enemyInfo NOTIFY changed)
    /** The pairing's odds (as oddsOf() gives them) while it names both Bases, else empty. */
    Q_PROPERTY(QVariantMap odds READ odds NOTIFY changed)
    /** The loss waiting for its owner; `pending` false when none. */
    Q_PROPERTY(PendingLossValue loss READ loss NOTIFY changed)
    /** The losing Base as BattleSession::baseInfo() gives it; empty without a loss. */
    Q_PROPERTY(QVariantMap loserInfo READ loserInfo NOTIFY changed)
    /** The pursuit waiting; `pending` false when none. */
    Q_PROPERTY(PendingPursuitValue pursuit READ pursuit NOTIFY changed)
    /** The pursuing Base as BattleSession::baseInfo() gives it; empty without a pursuit. */
    Q_PROPERTY(QVariantMap pursuerInfo READ pursuerInfo NOTIFY changed)
    /** The name of the army that allocates the loss; empty without a loss. */
    Q_PROPERTY(QString loserArmy READ loserArmy NOTIFY changed)

public:
    explicit CombatController(QObject *parent = nullptr);
    explicit CombatController(BattleSession *session, QObject *parent = nullptr);
    ~CombatController() override;

    [[nodiscard]] QVariantMap pairing() const { return m_pairing; }
    void setPairing(const QVariantMap &pairing);
    [[nodiscard]] static QVariantList goings();
    [[nodiscard]] QVariantMap baseInfo() const { return m_baseInfo; }
    [[nodiscard]] QVariantMap enemyInfo() const { return m_enemyInfo; }
    [[nodiscard]] QVariantMap odds() const { return m_odds; }
    [[nodiscard]] PendingLossValue loss() const { return m_loss; }
    [[nodiscard]] QVariantMap loserInfo() const { return m_loserInfo; }
    [[nodiscard]] PendingPursuitValue pursuit() const { return m_pursuit; }
    [[nodiscard]] QVariantMap pursuerInfo() const { return m_pursuerInfo; }
    [[nodiscard]] QString loserArmy() const { return m_loserArmy; }

    /**
     * The odds of @p pairing (shaped as the pairing property), before the roll: { legal, error,
     * win, draw, lose (0..1 from the base's side), winText, drawText, loseText, baseModifiers,
     * enemyModifiers, weightShift, baseBreakRisk, enemyBreakRisk (the chance its Block breaks if
     * every point is held as Fatigue) }.
     */
    Q_INVOKABLE QVariantMap oddsOf(const QVariantMap &pairing) const;
    /** Fights @p pairing (shaped as the pairing property). */
    Q_INVOKABLE bool fight(const QVariantMap &pairing);
    /**
     * The pending loss's allocation (§9.5, §9.6, §11.2), in the fields of an "allocate-loss":
     * { fatigue, push_back, rear_side ("left" | "right"), pinned, file, seam_bases, far_side
     * (lists of Base ids) }.
     */
    Q_INVOKABLE bool allocateLoss(const QVariantMap &allocation);
    /** The pending pursuit (§11.1), in the fields of a "pursue": { decline, file, far_side }. */
    Q_INVOKABLE bool pursue(const QVariantMap &pursuit);

protected:
    void refresh() override;

private:
    QVariantMap m_pairing;
    QVariantMap m_baseInfo;
    QVariantMap m_enemyInfo;
    QVariantMap m_odds;
    PendingLossValue m_loss;
    QVariantMap m_loserInfo;
    PendingPursuitValue m_pursuit;
    QVariantMap m_pursuerInfo;
    QString m_loserArmy;
};

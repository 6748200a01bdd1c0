#pragma once

// The Combat panels' controller (§9, §11): the pairing the players set up and
// its odds and break risks before the roll; then the loss its loser allocates
// (§9.5, §9.6, §11.2) and the pursuit that may follow (§11.1), as value types.
// Every property follows the game: a fight, an allocation, an undo or a new
// pairing works it out again, so no panel shows stale odds or a stale loss.

#include "battlevalues.h"
#include "combatqueuemodel.h"
#include "sessioncontroller.h"

#include <QVariantList>

#include <functional>
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
    /** The follow-up waiting (§13, ruling R40); `pending` false when none. */
    Q_PROPERTY(PendingFollowUpValue followUp READ followUp NOTIFY changed)
    /** The winner that may follow up, as BattleSession::baseInfo() gives it; empty without one. */
    Q_PROPERTY(QVariantMap followerInfo READ followerInfo NOTIFY changed)
    /** The enemy it would follow, as BattleSession::baseInfo() gives it; empty without one. */
    Q_PROPERTY(QVariantMap followedInfo READ followedInfo NOTIFY changed)
    /** The name of the army that allocates the loss; empty without a loss. */
    Q_PROPERTY(QString loserArmy READ loserArmy NOTIFY changed)
    /** The names of the army to act and of the other, as the panels say them instead of "we" and "they". */
    Q_PROPERTY(QString activeArmy READ activeArmy NOTIFY changed)
    Q_PROPERTY(QString enemyArmy READ enemyArmy NOTIFY changed)

    // ---- the pairing plan (§4, §9.2)
    /** The plan's fights in order, as CombatQueueModel's roles give them; it follows every fight and undo. */
    Q_PROPERTY(CombatQueueModel *queue READ queue CONSTANT)
    /**
     * The active player's engaged Bases not yet paired and not yet fought (§9.2), in id
     * order: [{ baseId, label (table label), blockName, enemies (the Base ids it can be
     * paired with, enemies in its front hexes first) }]. Empty outside the Combat phase.
     */
    Q_PROPERTY(QVariantList unpaired READ unpaired NOTIFY changed)
    /** The Bases that lap in the plan's unfought fights, as the engine computes them (tracked positions). */
    Q_PROPERTY(QList<int> planLapping READ planLapping NOTIFY changed)
    /** Where the pairing stands in the plan (from 1); 0 when it is not planned. */
    Q_PROPERTY(int pairingNumber READ pairingNumber NOTIFY changed)
    /** The planned fights still to fight. */
    Q_PROPERTY(int unfoughtCount READ unfoughtCount NOTIFY changed)
    /**
     * Whether the players name the pairing's lapping Bases in the plan (§9.2, ruling R23):
     * positions are not tracked and the pairing is planned and unfought. Then
     * namePlanLapping() records them and the fight takes them from the plan.
     */
    Q_PROPERTY(bool namesLapping READ namesLapping NOTIFY changed)
    /** The lapping Bases the plan names for the pairing (untracked positions), or −1. */
    Q_PROPERTY(int pairingLapping READ pairingLapping NOTIFY changed)
    Q_PROPERTY(int pairingEnemyLapping READ pairingEnemyLapping NOTIFY changed)
    /**
     * What the plan says of the pairing's table (untracked positions, §9.3, ruling R24), in
     * the battle file's fields of a planned pair: { flank, rear ("none", "a", "b"), flank_side,
     * lapping_side, enemy_lapping_side ("left", "right" or "") }, with lapping_side_unknown and
     * enemy_lapping_side_unknown: the helped Base is struck in the flank by another enemy paired
     * with it and the side its lapping friend stands on is not said, so the overlap waits for it.
     * Empty when the pairing is not a planned, unfought pair without tracked positions.
     */
    Q_PROPERTY(QVariantMap pairingPlanFacts READ pairingPlanFacts NOTIFY changed)
    /**
     * The contacts between Blocks still to fight before the Combat phase ends (untracked
     * positions, §4, ruling R43): [{ block, blockName, other, otherName }], the active
     * player's Block first.
     */
    Q_PROPERTY(QVariantList unresolvedContacts READ unresolvedContacts NOTIFY changed)
    /** Whether every melee on the table is resolved, so the Combat phase can end (§4). */
    Q_PROPERTY(bool everyMeleeFought READ everyMeleeFought NOTIFY changed)
    /** The planned fights (numbers from 1) whose push-back would strip the pairing's overlaps (§4, §9.2); empty when it is not planned. */
    Q_PROPERTY(QVariantList pairingStrippableBy READ pairingStrippableBy NOTIFY changed)

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
    [[nodiscard]] PendingFollowUpValue followUp() const { return m_followUp; }
    [[nodiscard]] QVariantMap followerInfo() const { return m_followerInfo; }
    [[nodiscard]] QVariantMap followedInfo() const { return m_followedInfo; }
    [[nodiscard]] QString loserArmy() const { return m_loserArmy; }
    [[nodiscard]] QString activeArmy() const { return m_activeArmy; }
    [[nodiscard]] QString enemyArmy() const { return m_enemyArmy; }
    [[nodiscard]] CombatQueueModel *queue() const { return m_queue; }
    [[nodiscard]] QVariantList unpaired() const { return m_unpaired; }
    [[nodiscard]] QList<int> planLapping() const { return m_planLapping; }
    [[nodiscard]] int pairingNumber() const { return m_pairingNumber; }
    [[nodiscard]] bool namesLapping() const { return m_namesLapping; }
    [[nodiscard]] int pairingLapping() const { return m_pairingLapping; }
    [[nodiscard]] int pairingEnemyLapping() const { return m_pairingEnemyLapping; }
    [[nodiscard]] QVariantList pairingStrippableBy() const { return m_pairingStrippableBy; }
    [[nodiscard]] int unfoughtCount() const { return m_unfoughtCount; }
    [[nodiscard]] QVariantMap pairingPlanFacts() const { return m_pairingPlanFacts; }
    [[nodiscard]] QVariantList unresolvedContacts() const { return m_unresolvedContacts; }
    [[nodiscard]] bool everyMeleeFought() const { return m_everyMeleeFought; }

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
    /** The pending follow-up (§13, ruling R40), in the fields of a "follow-up": { decline, seam_bases, far_side }. */
    Q_INVOKABLE bool decideFollowUp(const QVariantMap &followUp);

    /** Declares the plan's pairs still to fight, in order (§4, §9.2): [{ base, enemy }], a "plan-combat". */
    Q_INVOKABLE bool planCombat(const QVariantList &pairs);
    /** Adds Base @p base and enemy @p enemy at the end of the plan. */
    Q_INVOKABLE bool addToPlan(int base, int enemy);
    /** Moves the plan's fight number @p number (from 1, unfought) @p delta places; fought ones keep theirs. */
    Q_INVOKABLE bool movePair(int number, int delta);
    /** Takes the plan's unfought fight number @p number (from 1) out of the plan. */
    Q_INVOKABLE bool removeFromPlan(int number);
    /**
     * Names the pairing's lapping Bases in the plan (untracked positions, §9.2): @p lapping
     * a friend of the pairing's Base lapping its enemy, @p enemyLapping a friend of the
     * enemy lapping the Base; −1 for none. A "plan-combat" that keeps the plan's order.
     */
    Q_INVOKABLE bool namePlanLapping(int lapping, int enemyLapping);
    /**
     * Says in the plan what the table shows of the pairing (untracked positions, §9.3, ruling
     * R24): @p facts in the fields of pairingPlanFacts (flank, rear, flank_side, lapping_side,
     * enemy_lapping_side), each left out keeping what the plan says. A "plan-combat" that keeps
     * the plan's order.
     */
    Q_INVOKABLE bool namePlanFacts(const QVariantMap &facts);

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
    PendingFollowUpValue m_followUp;
    QVariantMap m_followerInfo;
    QVariantMap m_followedInfo;
    QString m_loserArmy;
    QString m_activeArmy;
    QString m_enemyArmy;
    CombatQueueModel *m_queue = nullptr;
    QVariantList m_unpaired;
    QList<int> m_planLapping;
    int m_pairingNumber = 0;
    int m_unfoughtCount = 0;
    bool m_namesLapping = false;
    int m_pairingLapping = -1;
    int m_pairingEnemyLapping = -1;
    QVariantMap m_pairingPlanFacts;
    QVariantList m_unresolvedContacts;
    bool m_everyMeleeFought = true;
    QVariantList m_pairingStrippableBy;

    /** The plan's pairs still to fight and still engaged, in order, as "plan-combat" takes them. */
    [[nodiscard]] QVariantList pairsToFight() const;
    /** Replaces the pairing's pair in the plan with what @p edit makes of its fields; false if it is not planned. */
    bool editPlannedPairing(const std::function<void(QVariantMap &)> &edit);
    void refreshPlan();
};

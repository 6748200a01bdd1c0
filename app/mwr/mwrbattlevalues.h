#pragma once

// The My Wargame Rules battle page's values as QML value types: typed, compared
// as a whole, handed out by properties that notify.

#include <QMetaType>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>

/**
 * A melee as it would be fought, before the roll (§6, §7, §10, §10.1): both
 * itemized Resolves, who rolls how many dice, and the exact odds of the five
 * results. `valid` is false while the draft lacks a defender or the engine refuses
 * it: then `error` says why.
 */
struct MwrMeleePreviewValue
{
    Q_GADGET
    QML_VALUE_TYPE(mwrMeleePreview)
    Q_PROPERTY(bool valid MEMBER valid)
    Q_PROPERTY(QString error MEMBER error)
    Q_PROPERTY(QString attackerName MEMBER attackerName)
    Q_PROPERTY(QString defenderName MEMBER defenderName)
    /** [{ text, amount ("+1", "−2"), citation ("§10.1, R3"), section ("10.1"), ruling ("R3" or empty) }], one a line of the attacker's Resolve. */
    Q_PROPERTY(QVariantList attackerItems MEMBER attackerItems)
    Q_PROPERTY(QVariantList defenderItems MEMBER defenderItems)
    Q_PROPERTY(int attackerTotal MEMBER attackerTotal)
    Q_PROPERTY(int defenderTotal MEMBER defenderTotal)
    /** "attacker" or "defender". */
    Q_PROPERTY(QString roller MEMBER roller)
    Q_PROPERTY(QString rollerName MEMBER rollerName)
    /** 1 or 2. */
    Q_PROPERTY(int dice MEMBER dice)
    /** Who rolls what, worded: "Equal Resolve: Hastati rolls 1D6". */
    Q_PROPERTY(QString rollText MEMBER rollText)
    /**
     * The five results in the table's order: [{ key, name, meaning, fraction ("1/3"),
     * percent ("33 %"), chance (0–1), offeredFraction, offeredPercent (the chance a die offers it) }].
     */
    Q_PROPERTY(QVariantList odds MEMBER odds)

public:
    bool valid = false;
    QString error;
    QString attackerName;
    QString defenderName;
    QVariantList attackerItems;
    QVariantList defenderItems;
    int attackerTotal = 0;
    int defenderTotal = 0;
    QString roller;
    QString rollerName;
    int dice = 0;
    QString rollText;
    QVariantList odds;

    friend bool operator==(const MwrMeleePreviewValue &, const MwrMeleePreviewValue &) = default;
};

/**
 * The step a melee waits on (§10, rulings R5–R8): "" for none, "pick" (the roller
 * keeps one of its two dice) or "push-back" (what lies behind the pushed unit).
 */
struct MwrPendingValue
{
    Q_GADGET
    QML_VALUE_TYPE(mwrPending)
    Q_PROPERTY(QString step MEMBER step)
    Q_PROPERTY(QString attackerName MEMBER attackerName)
    Q_PROPERTY(QString defenderName MEMBER defenderName)
    /** Whose pick: the roller's unit name and army. */
    Q_PROPERTY(QString rollerName MEMBER rollerName)
    Q_PROPERTY(QString rollerArmy MEMBER rollerArmy)
    /** The dice rolled: [{ face, key, name, meaning }]. */
    Q_PROPERTY(QVariantList faces MEMBER faces)
    /** The result that stands, worded, once picked. */
    Q_PROPERTY(QString resultText MEMBER resultText)
    /** Push-back: the unit whose way is asked for now, its id and name. */
    Q_PROPERTY(int pushUnit MEMBER pushUnit)
    Q_PROPERTY(QString pushUnitName MEMBER pushUnitName)
    /** Push-back: the steps said so far, worded, oldest first. */
    Q_PROPERTY(QStringList pushSteps MEMBER pushSteps)
    /** Push-back: the units that may lie behind (every other living unit but the attacker): [{ unit, name, side, enemy (of the pushed unit) }]. */
    Q_PROPERTY(QVariantList pushCandidates MEMBER pushCandidates)

public:
    QString step;
    QString attackerName;
    QString defenderName;
    QString rollerName;
    QString rollerArmy;
    QVariantList faces;
    QString resultText;
    int pushUnit = -1;
    QString pushUnitName;
    QStringList pushSteps;
    QVariantList pushCandidates;

    friend bool operator==(const MwrPendingValue &, const MwrPendingValue &) = default;
};

#pragma once

// The 3D6 OHW Gridded Ancients battle page's values as QML value types: typed,
// compared as a whole, handed out by properties that notify.

#include <QMetaType>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>

/**
 * A shot or a melee attack as it would be rolled (§6, §7, §7.1, §5.6, §10): the
 * pool itemized as the engine builds it and its exact odds. `valid` is false while
 * no target is picked or the engine refuses it: then `error` says why.
 */
struct OhwPoolPreviewValue
{
    Q_GADGET
    QML_VALUE_TYPE(ohwPoolPreview)
    Q_PROPERTY(bool valid MEMBER valid)
    Q_PROPERTY(QString error MEMBER error)
    /** "shoot" or "attack". */
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString attackerName MEMBER attackerName)
    Q_PROPERTY(QString targetName MEMBER targetName)
    /** [{ key (modifier key), text, dice ("4D6", "−1D6"), citation ("§5.6") }], in the engine's order. */
    Q_PROPERTY(QVariantList items MEMBER items)
    /** The dice rolled, never fewer than 1 (R15). */
    Q_PROPERTY(int dice MEMBER dice)
    /** [{ hits, fraction ("3/8"), percent ("38%"), chance (0–1) }], 0 hits first. */
    Q_PROPERTY(QVariantList odds MEMBER odds)
    /** Further chances worded with their fraction: [{ text, fraction, percent }] (Impetuous, the general, the rout). */
    Q_PROPERTY(QVariantList risks MEMBER risks)

public:
    bool valid = false;
    QString error;
    QString kind;
    QString attackerName;
    QString targetName;
    QVariantList items;
    int dice = 0;
    QVariantList odds;
    QVariantList risks;

    friend bool operator==(const OhwPoolPreviewValue &, const OhwPoolPreviewValue &) = default;
};

/**
 * What the battle waits on before anything else (the engine's state): "" for
 * nothing, "order" (the player who took the initiative moves first or second,
 * R27), "roll" (a general's roll, §10.1, §10.2) or "retreat" (a unit that failed
 * its morale check, §8, §5.4).
 */
struct OhwWaitingValue
{
    Q_GADGET
    QML_VALUE_TYPE(ohwWaiting)
    Q_PROPERTY(QString kind MEMBER kind)
    /** The question worded: "Pompey took the initiative: move first or second?". */
    Q_PROPERTY(QString text MEMBER text)
    Q_PROPERTY(QString citation MEMBER citation)
    /** "roll": the roll's key ("push-reroll", "general-risk", "general-rout") and its dice. */
    Q_PROPERTY(QString roll MEMBER roll)
    Q_PROPERTY(int dice MEMBER dice)
    /** "roll": the chance the general dies, or the re-roll succeeds, as "1/36 (3%)". */
    Q_PROPERTY(QString chance MEMBER chance)
    /** "retreat": the unit retreating. */
    Q_PROPERTY(int unit MEMBER unit)
    /** "retreat": its friends on the table, who may give way (§5.5, R9): [{ unit, name }]. */
    Q_PROPERTY(QVariantList friends MEMBER friends)

public:
    QString kind;
    QString text;
    QString citation;
    QString roll;
    int dice = 0;
    QString chance;
    int unit = -1;
    QVariantList friends;

    friend bool operator==(const OhwWaitingValue &, const OhwWaitingValue &) = default;
};

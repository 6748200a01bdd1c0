#pragma once

// moc (Qt 6.4) cannot parse the C++20 standard headers the engine uses; it
// needs none of the engine's declarations to generate this file's meta-object.
#ifndef Q_MOC_RUN
#include "ancients/playtest.h"
#endif

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QUrl>
#include <QVariantList>

/**
 * The Playtest page's figures (§13): two settings of the dice knobs (combat die and
 * Elite/Levy mechanic, ruling R42) side by side, read from the engine's exact tables
 * (ancients/playtest.h): one fight of the combat table at every weight difference, the
 * movement test at every band of average Fatigue, and what each quality gains over the
 * next under every die and mechanic. Exports each table as CSV (QSaveFile).
 */
class PlaytestController : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(DieKind firstDie READ firstDie WRITE setFirstDie NOTIFY settingsChanged)
    Q_PROPERTY(Mechanic firstMechanic READ firstMechanic WRITE setFirstMechanic NOTIFY settingsChanged)
    Q_PROPERTY(DieKind secondDie READ secondDie WRITE setSecondDie NOTIFY settingsChanged)
    Q_PROPERTY(Mechanic secondMechanic READ secondMechanic WRITE setSecondMechanic NOTIFY settingsChanged)
    /** The fight the combat chart shows: this quality, against that one, with that modifier in its favour. */
    Q_PROPERTY(Quality quality READ quality WRITE setQuality NOTIFY settingsChanged)
    Q_PROPERTY(Quality enemy READ enemy WRITE setEnemy NOTIFY settingsChanged)
    Q_PROPERTY(Modifier modifier READ modifier WRITE setModifier NOTIFY settingsChanged)

    /**
     * One row a weight difference, −2 to +2 (§9.4): { weightDifference, first, second },
     * each setting's { win, draw, loss } as numbers 0–1 and { winExact, drawExact, lossExact }.
     */
    Q_PROPERTY(QVariantList combatRows READ combatRows NOTIFY settingsChanged)
    /**
     * One row a band of average Fatigue (§5, ruling R1): { needed, first, second }, each
     * setting's chance to pass as [Elite, Regular, Levy] (numbers 0–1).
     */
    Q_PROPERTY(QVariantList movementRows READ movementRows NOTIFY settingsChanged)
    /**
     * One row a die and mechanic, every one: { die, mechanic, isFirst, isSecond,
     * eliteOverRegular, regularOverLevy, eliteOverLevy }, each gain { win, draw, loss, net,
     * meanDifference }.
     */
    Q_PROPERTY(QVariantList gainRows READ gainRows NOTIFY settingsChanged)
    /** Why the last export failed; empty after one that succeeded. */
    Q_PROPERTY(QString lastError READ lastError NOTIFY exported)

public:
    enum DieKind { AveragingDie, D6 };
    Q_ENUM(DieKind)
    /** In the order of ancients::EliteMechanic. */
    enum Mechanic { NoMechanic, Reroll, BestOfThree };
    Q_ENUM(Mechanic)
    enum Quality { Elite, Regular, Levy };
    Q_ENUM(Quality)
    /** In the order of ancients::PlaytestModifier. */
    enum Modifier { NoModifier, Overlap, Flank, Rear, Uphill, Shock, ShockVsFormedFoot };
    Q_ENUM(Modifier)
    enum Table { CombatTable, MovementTable, QualityTable };
    Q_ENUM(Table)

    using QObject::QObject;

    [[nodiscard]] DieKind firstDie() const { return m_firstDie; }
    void setFirstDie(DieKind die);
    [[nodiscard]] Mechanic firstMechanic() const { return m_firstMechanic; }
    void setFirstMechanic(Mechanic mechanic);
    [[nodiscard]] DieKind secondDie() const { return m_secondDie; }
    void setSecondDie(DieKind die);
    [[nodiscard]] Mechanic secondMechanic() const { return m_secondMechanic; }
    void setSecondMechanic(Mechanic mechanic);
    [[nodiscard]] Quality quality() const { return m_quality; }
    void setQuality(Quality quality);
    [[nodiscard]] Quality enemy() const { return m_enemy; }
    void setEnemy(Quality quality);
    [[nodiscard]] Modifier modifier() const { return m_modifier; }
    void setModifier(Modifier modifier);

    [[nodiscard]] QVariantList combatRows() const;
    [[nodiscard]] QVariantList movementRows() const;
    [[nodiscard]] QVariantList gainRows() const;
    [[nodiscard]] QString lastError() const { return m_lastError; }

    /**
     * Writes @p table as CSV to @p file, atomically: the combat and movement tables under
     * both settings, the quality table under every die and mechanic. False, with
     * lastError set and nothing written, when it cannot.
     */
    Q_INVOKABLE bool exportCsv(const QUrl &file, Table table);

Q_SIGNALS:
    void settingsChanged();
    void exported();

private:
    template<typename T>
    void set(T &field, T value);
    [[nodiscard]] ancients::DiceSetting first() const;
    [[nodiscard]] ancients::DiceSetting second() const;

    DieKind m_firstDie = AveragingDie;
    Mechanic m_firstMechanic = NoMechanic;
    DieKind m_secondDie = AveragingDie;
    Mechanic m_secondMechanic = BestOfThree;
    Quality m_quality = Elite;
    Quality m_enemy = Regular;
    Modifier m_modifier = NoModifier;
    QString m_lastError;
};

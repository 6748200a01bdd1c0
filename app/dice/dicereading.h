#pragma once

// moc (Qt 6.4) cannot parse the C++20 standard headers the engine uses; it
// needs none of the engine's declarations to generate this file's meta-object.
#ifndef Q_MOC_RUN
#include "ancients/dice.h"
#endif

#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>

/**
 * The players' own dice for one quality roll, as they tap them in (§3.1, §13):
 * which dice the engine needs for this quality, die and Elite/Levy mechanic
 * (one, two, three, or two and the reroll once the first two ask for it, ruling
 * R42), the faces the die has, and whether every die needed is in. QML sets the
 * quality, die, mechanic and the faces tapped, and binds to the rest.
 */
class DiceReading : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /** "elite", "regular" or "levy" (the engine's keys). */
    Q_PROPERTY(QString quality READ quality WRITE setQuality NOTIFY changed)
    /** "averaging" or "d6". */
    Q_PROPERTY(QString die READ die WRITE setDie NOTIFY changed)
    /** "none", "reroll" or "best-of-three": the battle's elite_mechanic. */
    Q_PROPERTY(QString mechanic READ mechanic WRITE setMechanic NOTIFY changed)
    Q_PROPERTY(int first READ first WRITE setFirst NOTIFY changed)
    Q_PROPERTY(int second READ second WRITE setSecond NOTIFY changed)
    Q_PROPERTY(int third READ third WRITE setThird NOTIFY changed)
    /** How many dice to enter now: a reroll's third die is asked for once the first two call for it. */
    Q_PROPERTY(int count READ count NOTIFY changed)
    /** The third die is the reroll of the kept one, not a third die of best of three. */
    Q_PROPERTY(bool thirdIsReroll READ thirdIsReroll NOTIFY changed)
    /** The die's faces, lowest first, without repeats. */
    Q_PROPERTY(QList<int> faces READ faces NOTIFY changed)
    /** Every die needed is entered, each a face of the die. */
    Q_PROPERTY(bool complete READ complete NOTIFY changed)
    /** The kept result once complete, else 0. */
    Q_PROPERTY(int kept READ kept NOTIFY changed)

public:
    using QObject::QObject;

    [[nodiscard]] QString quality() const { return m_quality; }
    void setQuality(const QString &quality);
    [[nodiscard]] QString die() const { return m_die; }
    void setDie(const QString &die);
    [[nodiscard]] QString mechanic() const { return m_mechanic; }
    void setMechanic(const QString &mechanic);
    [[nodiscard]] int first() const { return m_first; }
    void setFirst(int face);
    [[nodiscard]] int second() const { return m_second; }
    void setSecond(int face);
    [[nodiscard]] int third() const { return m_third; }
    void setThird(int face);

    [[nodiscard]] int count() const;
    [[nodiscard]] bool thirdIsReroll() const;
    [[nodiscard]] QList<int> faces() const;
    [[nodiscard]] bool complete() const;
    [[nodiscard]] int kept() const;

Q_SIGNALS:
    void changed();

private:
    [[nodiscard]] ancients::Quality engineQuality() const;
    [[nodiscard]] ancients::Die engineDie() const;
    [[nodiscard]] ancients::EliteMechanic engineMechanic() const;
    void set(QString &field, const QString &value);
    void set(int &field, int value);

    QString m_quality = QStringLiteral("regular");
    QString m_die = QStringLiteral("averaging");
    QString m_mechanic = QStringLiteral("none");
    int m_first = 0;
    int m_second = 0;
    int m_third = 0;
};

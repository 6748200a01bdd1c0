#include "dicereading.h"

#ifndef Q_MOC_RUN
#include "ancients/keys.h"
#endif

using namespace ancients;

void DiceReading::set(QString &field, const QString &value)
{
    if (field == value)
        return;
    field = value;
    Q_EMIT changed();
}

void DiceReading::set(int &field, int value)
{
    if (field == value)
        return;
    field = value;
    Q_EMIT changed();
}

void DiceReading::setQuality(const QString &quality) { set(m_quality, quality); }
void DiceReading::setDie(const QString &die) { set(m_die, die); }
void DiceReading::setMechanic(const QString &mechanic) { set(m_mechanic, mechanic); }
void DiceReading::setFirst(int face) { set(m_first, face); }
void DiceReading::setSecond(int face) { set(m_second, face); }
void DiceReading::setThird(int face) { set(m_third, face); }

Quality DiceReading::engineQuality() const
{
    return fromKey<Quality>(m_quality.toStdString()).value_or(Quality::Regular);
}

Die DiceReading::engineDie() const
{
    return fromKey<Die>(m_die.toStdString()).value_or(Die::Averaging);
}

EliteMechanic DiceReading::engineMechanic() const
{
    return fromKey<EliteMechanic>(m_mechanic.toStdString()).value_or(EliteMechanic::None);
}

int DiceReading::count() const
{
    return diceToEnter(engineQuality(), engineDie(), engineMechanic(), m_first, m_second);
}

bool DiceReading::thirdIsReroll() const
{
    return engineMechanic() == EliteMechanic::Reroll && count() == 3;
}

QList<int> DiceReading::faces() const
{
    QList<int> values;
    for (const int face : ancients::faces(engineDie())) {
        if (!values.contains(face))
            values.append(face);
    }
    return values;
}

bool DiceReading::complete() const
{
    return readQuality(engineQuality(), engineDie(), engineMechanic(), m_first, m_second, m_third).ok();
}

int DiceReading::kept() const
{
    const auto roll = readQuality(engineQuality(), engineDie(), engineMechanic(), m_first, m_second, m_third);
    return roll ? roll->kept() : 0;
}

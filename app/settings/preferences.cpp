#include "preferences.h"

#include <QSettings>

namespace {
constexpr auto DiceModeKey = "play/diceMode";
constexpr auto SoundsKey = "play/sounds";
constexpr auto HapticsKey = "play/haptics";

QString normalisedDiceMode(const QString &mode)
{
    return mode == QLatin1String("physical") ? mode : QStringLiteral("app");
}
} // namespace

Preferences::Preferences(QObject *parent)
    : QObject(parent)
{
    const QSettings settings;
    m_diceMode = normalisedDiceMode(settings.value(QLatin1String(DiceModeKey)).toString());
    m_sounds = settings.value(QLatin1String(SoundsKey), false).toBool();
    m_haptics = settings.value(QLatin1String(HapticsKey), false).toBool();
}

void Preferences::setDiceMode(const QString &mode)
{
    const QString wanted = normalisedDiceMode(mode);
    if (wanted == m_diceMode)
        return;
    m_diceMode = wanted;
    QSettings().setValue(QLatin1String(DiceModeKey), m_diceMode);
    Q_EMIT diceModeChanged();
}

void Preferences::setSounds(bool on)
{
    if (on == m_sounds)
        return;
    m_sounds = on;
    QSettings().setValue(QLatin1String(SoundsKey), m_sounds);
    Q_EMIT soundsChanged();
}

void Preferences::setHaptics(bool on)
{
    if (on == m_haptics)
        return;
    m_haptics = on;
    QSettings().setValue(QLatin1String(HapticsKey), m_haptics);
    Q_EMIT hapticsChanged();
}

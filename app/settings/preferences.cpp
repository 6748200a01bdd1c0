#include "preferences.h"

#include "umpirepin.h"

#include <QSettings>

namespace {
constexpr auto DiceModeKey = "play/diceMode";
constexpr auto SoundsKey = "play/sounds";
constexpr auto FaceToFaceKey = "play/faceToFace";

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
    m_faceToFace = settings.value(QLatin1String(FaceToFaceKey), false).toBool();
    m_umpirePinSet = umpirepin::isSet();
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

void Preferences::setFaceToFace(bool on)
{
    if (on == m_faceToFace)
        return;
    m_faceToFace = on;
    QSettings().setValue(QLatin1String(FaceToFaceKey), m_faceToFace);
    Q_EMIT faceToFaceChanged();
}

QString Preferences::changeUmpirePin(const QString &oldPin, const QString &newPin)
{
    if (umpirepin::isSet() && !umpirepin::matches(oldPin))
        return tr("The current PIN is not right: the umpire's PIN stays as it was.");
    if (!newPin.isEmpty() && !umpirepin::wellFormed(newPin))
        return tr("A PIN is %1 to %2 digits.").arg(umpirepin::ShortestPin).arg(umpirepin::LongestPin);
    umpirepin::store(newPin);
    m_umpirePinSet = umpirepin::isSet();
    Q_EMIT umpirePinChanged();
    return {};
}

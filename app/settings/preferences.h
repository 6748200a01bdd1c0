#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

/**
 * How the players like to play, remembered between runs: who rolls the dice,
 * and whether the app makes sounds or vibrates. One instance per QML engine,
 * so a choice made in the settings applies everywhere at once.
 */
class Preferences : public QObject
{
    Q_OBJECT
    /** "app": the tablet rolls; "physical": the players roll their own dice and enter them. */
    Q_PROPERTY(QString diceMode READ diceMode WRITE setDiceMode NOTIFY diceModeChanged)
    /** Sounds on rolls and results; off until the players turn them on. */
    Q_PROPERTY(bool sounds READ sounds WRITE setSounds NOTIFY soundsChanged)
    /** A short vibration on taps that change the game; off until the players turn it on. */
    Q_PROPERTY(bool haptics READ haptics WRITE setHaptics NOTIFY hapticsChanged)

public:
    explicit Preferences(QObject *parent = nullptr);

    [[nodiscard]] QString diceMode() const { return m_diceMode; }
    /** Sets the dice mode; anything but "physical" means the app rolls. */
    void setDiceMode(const QString &mode);
    [[nodiscard]] bool sounds() const { return m_sounds; }
    void setSounds(bool on);
    [[nodiscard]] bool haptics() const { return m_haptics; }
    void setHaptics(bool on);

Q_SIGNALS:
    void diceModeChanged();
    void soundsChanged();
    void hapticsChanged();

private:
    QString m_diceMode;
    bool m_sounds = false;
    bool m_haptics = false;
};

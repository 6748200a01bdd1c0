#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

/**
 * How the players like to play, remembered between runs: who rolls the dice,
 * whether the app makes sounds or vibrates, and the umpire's PIN. One instance per QML engine,
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
    /** An umpire's PIN has been chosen: the umpire's view asks for it (umpirepin.h). */
    Q_PROPERTY(bool umpirePinSet READ umpirePinSet NOTIFY umpirePinChanged)

public:
    explicit Preferences(QObject *parent = nullptr);

    [[nodiscard]] QString diceMode() const { return m_diceMode; }
    /** Sets the dice mode; anything but "physical" means the app rolls. */
    void setDiceMode(const QString &mode);
    [[nodiscard]] bool sounds() const { return m_sounds; }
    void setSounds(bool on);
    [[nodiscard]] bool haptics() const { return m_haptics; }
    void setHaptics(bool on);
    [[nodiscard]] bool umpirePinSet() const { return m_umpirePinSet; }
    /**
     * Chooses the umpire's PIN, @p newPin (4 to 8 digits), or removes it when @p newPin is
     * empty; once one is chosen, only with @p oldPin, the one chosen before. Returns an empty
     * string when done, else why not (nothing changes then).
     */
    Q_INVOKABLE QString changeUmpirePin(const QString &oldPin, const QString &newPin);

Q_SIGNALS:
    void diceModeChanged();
    void soundsChanged();
    void hapticsChanged();
    void umpirePinChanged();

private:
    QString m_diceMode;
    bool m_sounds = false;
    bool m_haptics = false;
    bool m_umpirePinSet = false;
};

#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>

/**
 * How the players like to play, remembered between runs: who rolls the dice,
 * whether the dice make a sound, whether the battle screen faces both players
 * across a tablet lying flat, and the umpire's PIN. One instance per QML engine,
 * so a choice made in the settings applies everywhere at once.
 */
class Preferences : public QObject
{
    Q_OBJECT
    /** "app": the tablet rolls; "physical": the players roll their own dice and enter them. */
    Q_PROPERTY(QString diceMode READ diceMode WRITE setDiceMode NOTIFY diceModeChanged)
    /** A short roll sound when the tablet rolls the dice; off until the players turn it on. */
    Q_PROPERTY(bool sounds READ sounds WRITE setSounds NOTIFY soundsChanged)
    /**
     * Face to face: the tablet lies flat between the two players, and each army's
     * half of the battle screen is turned toward its player; off by default.
     */
    Q_PROPERTY(bool faceToFace READ faceToFace WRITE setFaceToFace NOTIFY faceToFaceChanged)
    /** An umpire's PIN has been chosen: the umpire's view asks for it (umpirepin.h). */
    Q_PROPERTY(bool umpirePinSet READ umpirePinSet NOTIFY umpirePinChanged)

public:
    explicit Preferences(QObject *parent = nullptr);

    [[nodiscard]] QString diceMode() const { return m_diceMode; }
    /** Sets the dice mode; anything but "physical" means the app rolls. */
    void setDiceMode(const QString &mode);
    [[nodiscard]] bool sounds() const { return m_sounds; }
    void setSounds(bool on);
    [[nodiscard]] bool faceToFace() const { return m_faceToFace; }
    void setFaceToFace(bool on);
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
    void faceToFaceChanged();
    void umpirePinChanged();

private:
    QString m_diceMode;
    bool m_sounds = false;
    bool m_faceToFace = false;
    bool m_umpirePinSet = false;
};

// The players' preferences (app/settings/preferences.h): who rolls the dice, the roll
// sound and face to face. Off by default, remembered between runs.
#include "preferences.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class TestPreferences : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Ancients Companion Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_preferences"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void defaultsAreAppDiceNoSoundAndOneWayUp()
    {
        const Preferences preferences;
        QCOMPARE(preferences.diceMode(), QStringLiteral("app"));
        QCOMPARE(preferences.sounds(), false);
        QCOMPARE(preferences.faceToFace(), false);
        // No vibration setting: the app has no way to vibrate, so it offers none.
        QCOMPARE(preferences.metaObject()->indexOfProperty("haptics"), -1);
    }

    void choicesAreRememberedBetweenRuns()
    {
        {
            Preferences preferences;
            QSignalSpy dice(&preferences, &Preferences::diceModeChanged);
            QSignalSpy sounds(&preferences, &Preferences::soundsChanged);
            QSignalSpy faceToFace(&preferences, &Preferences::faceToFaceChanged);
            preferences.setDiceMode(QStringLiteral("physical"));
            preferences.setSounds(true);
            preferences.setFaceToFace(true);
            preferences.setFaceToFace(true); // no change, no signal
            QCOMPARE(dice.size(), 1);
            QCOMPARE(sounds.size(), 1);
            QCOMPARE(faceToFace.size(), 1);
        }
        const Preferences nextRun;
        QCOMPARE(nextRun.diceMode(), QStringLiteral("physical"));
        QCOMPARE(nextRun.sounds(), true);
        QCOMPARE(nextRun.faceToFace(), true);
    }

    void unknownDiceModeMeansTheAppRolls()
    {
        Preferences preferences;
        preferences.setDiceMode(QStringLiteral("physical"));
        preferences.setDiceMode(QStringLiteral("telepathy"));
        QCOMPARE(preferences.diceMode(), QStringLiteral("app"));
        QSettings().setValue(QStringLiteral("play/diceMode"), QStringLiteral("carrier pigeon"));
        QCOMPARE(Preferences().diceMode(), QStringLiteral("app"));
    }
};

QTEST_GUILESS_MAIN(TestPreferences)
#include "tst_preferences.moc"

// The language switch: German, French, Spanish and Italian are loaded from the app's resources,
// follow the system by default, and the choice is remembered.
#include "languagemanager.h"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class TestLanguages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ancients-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_languages"));
    }
    void init() { QSettings().clear(); }

    void switchesTranslation_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("diceRoller");
        QTest::newRow("german") << "de" << "Würfelbecher";
        QTest::newRow("french") << "fr" << "Lanceur de dés";
        QTest::newRow("spanish") << "es" << "Lanzador de dados";
        QTest::newRow("italian") << "it" << "Lanciadadi";
        QTest::newRow("english") << "en" << "Dice roller";
    }
    void switchesTranslation()
    {
        QFETCH(QString, language);
        QFETCH(QString, diceRoller);
        QQmlEngine engine;
        LanguageManager manager(&engine);
        manager.restore();
        QSignalSpy spy(&manager, &LanguageManager::languageChanged);
        manager.setLanguage(language);
        QCOMPARE(manager.language(), language);
        QCOMPARE(manager.effectiveLanguage(), language);
        QCOMPARE(QCoreApplication::translate("DiceRollerPage", "Dice roller"), diceRoller);
        QCOMPARE(spy.count(), 1);
    }

    void choiceIsRemembered()
    {
        QQmlEngine engine;
        {
            LanguageManager first(&engine);
            first.restore();
            first.setLanguage(QStringLiteral("fr"));
        }
        LanguageManager second(&engine);
        second.restore();
        QCOMPARE(second.language(), QStringLiteral("fr"));
        QCOMPARE(QCoreApplication::translate("DiceRollerPage", "Dice roller"), QStringLiteral("Lanceur de dés"));
    }

    void unknownLanguageFollowsTheSystem()
    {
        QQmlEngine engine;
        LanguageManager manager(&engine);
        manager.restore();
        manager.setLanguage(QStringLiteral("de"));
        manager.setLanguage(QStringLiteral("xx"));
        QCOMPARE(manager.language(), QString());
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("klingon"));
        LanguageManager restored(&engine);
        restored.restore();
        QCOMPARE(restored.language(), QString());
    }

    void followsTheSystemLanguage()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QQmlEngine engine;
        LanguageManager manager(&engine);
        manager.restore();
        QCOMPARE(manager.language(), QString());
        QCOMPARE(manager.effectiveLanguage(), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("DiceRollerPage", "Dice roller"), QStringLiteral("Würfelbecher"));
        QLocale::setDefault(QLocale::c());
    }

    void nativeNames()
    {
        QCOMPARE(LanguageManager::nativeName(QStringLiteral("de")), QStringLiteral("Deutsch"));
        QCOMPARE(LanguageManager::nativeName(QStringLiteral("fr")), QStringLiteral("Français"));
        QCOMPARE(LanguageManager::nativeName(QStringLiteral("es")), QStringLiteral("Español"));
        QCOMPARE(LanguageManager::nativeName(QStringLiteral("it")), QStringLiteral("Italiano"));
        QCOMPARE(LanguageManager::availableLanguages(), (QStringList{"en", "de", "fr", "es", "it"}));
    }
};

QTEST_GUILESS_MAIN(TestLanguages)
#include "tst_languages.moc"

// The language switch: German, French, Spanish and Italian are loaded from the app's resources,
// follow the system by default, and the choice is remembered. English, the sources' own
// language, is loaded too, for the singular and plural of each string with a count.
#include "languagemanager.h"

#include <QCoreApplication>
#include <QLocale>
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

    void englishSaysOneAndManyInFull_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QLocale>("system");
        QTest::newRow("chosen") << "en" << QLocale(QLocale::German, QLocale::Germany);
        QTest::newRow("the system's") << "" << QLocale(QLocale::English, QLocale::UnitedKingdom);
        QTest::newRow("a system in none of the app's languages") << "" << QLocale(QLocale::Japanese, QLocale::Japan);
        QTest::newRow("the C locale") << "" << QLocale::c();
    }
    void englishSaysOneAndManyInFull()
    {
        QFETCH(QString, language);
        QFETCH(QLocale, system);
        QLocale::setDefault(system);
        QQmlEngine engine;
        LanguageManager manager(&engine);
        manager.restore();
        manager.setLanguage(language);
        QLocale::setDefault(QLocale::c());
        QCOMPARE(manager.effectiveLanguage(), QStringLiteral("en"));
        // Words of the battle, of the other rulesets and of the pages, each as one and as many.
        const auto say = [](const char *context, const char *text, int n) {
            return QCoreApplication::translate(context, text, "", n);
        };
        QCOMPARE(say("BattleWording", "on %n seam(s) the file tore as it left", 1), QStringLiteral("on 1 seam the file tore as it left"));
        QCOMPARE(say("BattleWording", "on %n seam(s) the file tore as it left", 2), QStringLiteral("on 2 seams the file tore as it left"));
        QCOMPARE(say("BattleWording", "%1 loses by %n: that many points of Fatigue or push-back.", 1),
                 QStringLiteral("%1 loses by 1: one point of Fatigue or push-back."));
        QCOMPARE(say("BattleWording", "%1 loses by %n: that many points of Fatigue or push-back.", 3),
                 QStringLiteral("%1 loses by 3: that many points of Fatigue or push-back."));
        QCOMPARE(say("OhwWording", "%1 moves %n space(s)", 1), QStringLiteral("%1 moves 1 space"));
        QCOMPARE(say("OhwWording", "%1 moves %n space(s)", 0), QStringLiteral("%1 moves 0 spaces"));
        QCOMPARE(say("FollowUpPanel", "Leaving its Block opens a seam: the %n marked Base(s) take +1 Fatigue each.", 1),
                 QStringLiteral("Leaving its Block opens a seam: the 1 marked Base takes +1 Fatigue."));
        QCOMPARE(say("SavedBattlesPage", "Last played %1 · %n entries", 1), QStringLiteral("Last played %1 · 1 entry"));
        QCOMPARE(say("SavedBattlesPage", "Last played %1 · %n entries", 12), QStringLiteral("Last played %1 · 12 entries"));
        // The rest of English is the sources' own text.
        QCOMPARE(QCoreApplication::translate("DiceRollerPage", "Dice roller"), QStringLiteral("Dice roller"));
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

// main()'s composition (app/main/appsingletons.h): the long-lived objects are made once,
// and each QML singleton hands every page that one instance, kept in C++'s hands.
#include "appsingletons.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <memory>
#include <utility>

Q_IMPORT_QML_PLUGIN(Ancients_BridgePlugin)

namespace {

/** A page that reads every singleton main() hands to QML. */
constexpr char PageReadingEverySingleton[] = R"(import QtQml
import Ancients.Bridge
QtObject {
    readonly property QtObject session: BattleSession
    readonly property QtObject catalog: ArmyCatalog
    readonly property QtObject tracker: FatigueTracker
    readonly property QtObject preferences: Preferences
    readonly property QtObject appearance: Appearance
    readonly property QtObject languages: Languages
    readonly property QtObject mwrSession: MwrBattleSession
}
)";

} // namespace

class TestAppSingletons : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void composeApp_handsOutOneInstanceEach()
    {
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        const AppObjects app = composeApp(&engine, new LanguageManager(&engine, &engine), nullptr);
        const std::pair<const char *, QObject *> made[] = {
            {"session", app.session},         {"catalog", app.catalog},       {"tracker", app.tracker},
            {"preferences", app.preferences}, {"appearance", app.appearance}, {"languages", app.languages},
            {"mwrSession", app.mwrSession},
        };
        QSet<QObject *> distinct;
        for (const auto &[name, object] : made) {
            QVERIFY2(object, name);
            QCOMPARE(object->parent(), &engine); // main() keeps them for as long as the engine runs
            distinct.insert(object);
        }
        QCOMPARE(distinct.size(), 7);

        // Two pages (as the new-battle page and the Armies page) get the very objects main() made.
        QQmlComponent page(&engine);
        page.setData(PageReadingEverySingleton, QUrl(QStringLiteral("page.qml")));
        QVERIFY2(page.isReady(), qPrintable(page.errorString()));
        const std::unique_ptr<QObject> first(page.create());
        const std::unique_ptr<QObject> second(page.create());
        QVERIFY(first && second);
        for (const auto &[name, object] : made) {
            QCOMPARE(first->property(name).value<QObject *>(), object);
            QCOMPARE(second->property(name).value<QObject *>(), object);
            QCOMPARE(QJSEngine::objectOwnership(object), QJSEngine::CppOwnership);
        }
    }

    void armyCatalog_isNotMadeByAPage()
    {
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        composeApp(&engine, new LanguageManager(&engine, &engine), nullptr);
        QQmlComponent own(&engine);
        own.setData("import Ancients.Bridge\nArmyCatalog {}\n", QUrl(QStringLiteral("own.qml")));
        QVERIFY2(own.isError(), "a page could make a catalogue of its own, apart from the app's");
    }
};

QTEST_MAIN(TestAppSingletons)
#include "tst_appsingletons.moc"

// Runs the Qt Quick tests in tests/qml against the app's own QML modules.
#include "appsingletons.h"
#include "languagemanager.h"

#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QStandardPaths>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Ancients_BridgePlugin)
Q_IMPORT_QML_PLUGIN(Ancients_UiPlugin)

class Setup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        // The long-lived objects, made as main() makes them, one set for each test file's engine.
        LanguagesForeign::s_instance = new LanguageManager(engine, engine);
        PreferencesForeign::s_instance = new Preferences(engine);
        AppearanceForeign::s_instance = new Appearance(engine);
        FatigueTrackerForeign::s_instance = new FatigueTracker(engine);
        BattleSessionForeign::s_instance = new BattleSession(engine);
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_qml, Setup)
#include "tst_qml.moc"

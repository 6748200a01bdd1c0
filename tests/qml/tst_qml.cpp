// Runs the Qt Quick tests in tests/qml against the app's own QML modules.
#include "appsingletons.h"

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
        // The long-lived objects, made by main()'s composition, one set for each test file's engine;
        // the session keeps a store of its own.
        composeApp(engine, new LanguageManager(engine, engine), nullptr);
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_qml, Setup)
#include "tst_qml.moc"

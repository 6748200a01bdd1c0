// Runs the Qt Quick tests in tests/qml against the app's own QML modules.
#include "appsingletons.h"

#include <QFile>
#include <QHostAddress>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QUrl>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Ancients_BridgePlugin)
Q_IMPORT_QML_PLUGIN(Ancients_UiPlugin)

/**
 * A server on 127.0.0.1 that counts the connections made to it, so that a test can show
 * that nothing on a page fetched what a name pointed at; and a scratch folder for files.
 */
class NetworkProbe : public QObject
{
    Q_OBJECT
    Q_PROPERTY(int port READ port CONSTANT)
    Q_PROPERTY(int connections READ connections NOTIFY connectionsChanged)
    Q_PROPERTY(QString scratch READ scratch CONSTANT)

public:
    explicit NetworkProbe(QObject *parent = nullptr) : QObject(parent)
    {
        if (!m_server.listen(QHostAddress::LocalHost))
            qFatal("the probe cannot listen: %s", qPrintable(m_server.errorString()));
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                socket->deleteLater();
            ++m_connections;
            Q_EMIT connectionsChanged();
        });
    }
    [[nodiscard]] int port() const { return m_server.serverPort(); }
    [[nodiscard]] int connections() const { return m_connections; }
    [[nodiscard]] QString scratch() const { return QUrl::fromLocalFile(m_dir.path()).toString(); }

Q_SIGNALS:
    void connectionsChanged();

private:
    QTcpServer m_server;
    QTemporaryDir m_dir;
    int m_connections = 0;
};

class Setup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        // A home of this run's own: the store and the settings (the umpire's PIN among them) of the test mode
        // live under it, so runs side by side (several work trees on one machine) never share a battle or a PIN.
        static QTemporaryDir home;
        if (!home.isValid())
            qFatal("no temporary home: %s", qPrintable(home.errorString()));
        qputenv("HOME", QFile::encodeName(home.path()));
        QStandardPaths::setTestModeEnabled(true);
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        // The long-lived objects, made by main()'s composition, one set for each test file's engine;
        // the session keeps a store of its own.
        // The app's English, as a player reads it: each count in its singular or plural. A test
        // that changes the language changes it for this run alone.
        auto *languages = new LanguageManager(engine, engine, LanguageManager::Persistence::ThisRunOnly);
        languages->setLanguage(QStringLiteral("en"));
        composeApp(engine, languages, nullptr);
        engine->rootContext()->setContextProperty(QStringLiteral("networkProbe"), new NetworkProbe(engine));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_qml, Setup)
#include "tst_qml.moc"

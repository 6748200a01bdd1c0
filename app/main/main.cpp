// The composition root: creates the application and the long-lived objects,
// wires them together and hands over to the UI.
#include "appshell.h"
#include "appsingletons.h"
#include "record/battlestore.h"

#include <QGuiApplication>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTextStream>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

Q_IMPORT_QML_PLUGIN(Ancients_BridgePlugin)
Q_IMPORT_QML_PLUGIN(Ancients_UiPlugin)

int main(int argc, char *argv[])
{
#if defined(__GLIBC__)
    // Two heaps: the GUI thread's, and one the other threads share (QML's loader, the battle
    // read ahead at launch). glibc would give each thread that allocates a heap of its own,
    // which keeps what that thread freed after the thread has ended: the read-ahead left 1.2 MB
    // of its parsing resident that way. Set before any thread is started.
    mallopt(M_ARENA_MAX, 2);
#endif
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Ancients Companion"));
    QGuiApplication::setOrganizationDomain(QStringLiteral("ancients-companion.example"));
    QGuiApplication::setApplicationName(QStringLiteral("ancients-companion"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Ancients Companion"));
    QGuiApplication::setApplicationVersion(QStringLiteral(ANCIENTS_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(ANCIENTS_APP_ID));

    QString error;
    const auto options = LaunchOptions::parse(QCoreApplication::arguments(), &error);
    if (!options) {
        const bool isUsage = error.startsWith(QStringLiteral("Usage")) || error.startsWith(QGuiApplication::applicationName());
        QTextStream(isUsage ? stdout : stderr) << error << '\n';
        return isUsage ? 0 : 2;
    }

    QQuickStyle::setStyle(QStringLiteral("Material"));
    // Offscreen (tests, screenshots) there is no GPU: render with the software backend.
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);

    // A headless run (self-test, screenshot) keeps away from the player's files and settings
    // before anything below reads them.
    const bool headless = options->headless();
    if (headless)
        appshell::startHeadless();

    // The device's battle store outlives the engine and the session that plays on it.
    record::BattleStore store;
    QQmlEngine engine;
    // Qt.quit() and Qt.exit() end the app, as under QQmlApplicationEngine.
    QObject::connect(&engine, &QQmlEngine::quit, &app, &QCoreApplication::quit, Qt::QueuedConnection);
    QObject::connect(&engine, &QQmlEngine::exit, &app, &QCoreApplication::exit, Qt::QueuedConnection);
    // The long-lived objects, made here and handed to QML as its singletons (appsingletons.h).
    // The language comes first, so that the others speak it from the start. The self-test and
    // screenshots neither read nor change the player's language choice.
    auto *languages = new LanguageManager(&engine, &engine,
                                          headless ? LanguageManager::Persistence::ThisRunOnly
                                                   : LanguageManager::Persistence::Saved);
    languages->restore();
    if (!options->language.isEmpty())
        languages->setLanguage(options->language);
    const AppObjects objects = composeApp(&engine, languages, &store);
    // A player's launch resumes the battle left off last (Main.qml): it is read and replayed
    // on a thread of its own while the window is made.
    if (!headless)
        objects.session->preloadLast();

    return runApp(engine, objects, *options);
}

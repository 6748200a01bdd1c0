// The composition root: creates the application and the long-lived objects,
// wires them together and hands over to the UI.
#include "appshell.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTextStream>

Q_IMPORT_QML_PLUGIN(Ancients_BridgePlugin)
Q_IMPORT_QML_PLUGIN(Ancients_UiPlugin)

int main(int argc, char *argv[])
{
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

    QQmlApplicationEngine engine;
    return runApp(engine, *options);
}

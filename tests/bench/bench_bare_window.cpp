// The launch benchmark's baseline: a bare Qt Quick Controls window with one
// Material button, started the way the app starts (Material style; the software
// backend offscreen), that quits after its first frame with --exit-after-first-frame.
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Material"));
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);

    QQmlApplicationEngine engine;
    engine.loadData(QByteArrayLiteral(R"(
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    Button {
        anchors.centerIn: parent
        text: "Button"
    }
}
)"));
    const auto roots = engine.rootObjects();
    auto *window = roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(roots.constFirst());
    if (!window) {
        QTextStream(stderr) << "bench_bare_window: the window could not be created\n";
        return 1;
    }
    if (QCoreApplication::arguments().contains(QStringLiteral("--exit-after-first-frame")))
        QObject::connect(window, &QQuickWindow::frameSwapped, window, &QCoreApplication::quit, Qt::QueuedConnection);
    return QGuiApplication::exec();
}

// The launch benchmark's baseline: a bare Qt Quick Controls window with one
// Material button, started the way the app starts (Material style; the software
// backend offscreen), that quits after its first frame with --exit-after-first-frame,
// writing the frame's moment on the steady clock as the app does.
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTextStream>

#include <chrono>

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
    if (QCoreApplication::arguments().contains(QStringLiteral("--exit-after-first-frame"))) {
        // As the app does (appshell.cpp): the first frame's moment on the steady clock, then out.
        QObject::connect(
            window, &QQuickWindow::frameSwapped, window,
            [] {
                const auto now = std::chrono::steady_clock::now().time_since_epoch();
                QTextStream(stdout) << "first-frame-steady-ns: "
                                    << std::chrono::duration_cast<std::chrono::nanoseconds>(now).count() << Qt::endl;
            },
            Qt::SingleShotConnection);
        QObject::connect(window, &QQuickWindow::frameSwapped, window, &QCoreApplication::quit, Qt::QueuedConnection);
    }
    return QGuiApplication::exec();
}

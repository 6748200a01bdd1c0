#include "appshell.h"

#include "languagemanager.h"
#include "screenshots.h"
#include "selftest.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlError>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTextStream>

#include <chrono>
#include <memory>

namespace {

const QUrl MainUrl(QStringLiteral("qrc:/qt/qml/Ancients/Ui/Main.qml"));

} // namespace

namespace appshell {

void startHeadless()
{
    // Never touch the player's own settings: the self-test switches languages.
    QStandardPaths::setTestModeEnabled(true);
    collectWarnings();
}

void reportFirstFrame()
{
    const auto now = std::chrono::steady_clock::now().time_since_epoch();
    QTextStream(stdout) << "first-frame-steady-ns: " << std::chrono::duration_cast<std::chrono::nanoseconds>(now).count() << Qt::endl;
}

void settle(int milliseconds)
{
    QDeadlineTimer deadline(milliseconds);
    while (!deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

bool showPage(QQuickWindow *window, const QString &page)
{
    bool ok = false;
    if (!QMetaObject::invokeMethod(window, "showPage", Q_RETURN_ARG(bool, ok), Q_ARG(QString, page)) || !ok)
        return false;
    QDeadlineTimer deadline(5000);
    while (!window->property("pageReady").toBool() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    settle(400);
    return window->property("pageReady").toBool();
}

void openRulebookAt(QQuickWindow *window, const LaunchOptions &options)
{
    // The rulebook's and the armies' pages take the ruleset they show by its key (their "ruleset").
    if (!options.ruleset.isEmpty()) {
        for (const QString &name : {QStringLiteral("reader"), QStringLiteral("rulesetFilter")}) {
            for (QObject *on = window->findChild<QObject *>(name); on; on = on->parent()) {
                if (on->metaObject()->indexOfProperty("ruleset") >= 0 && on->property("ruleset").typeId() == QMetaType::QString) {
                    on->setProperty("ruleset", options.ruleset);
                    break;
                }
            }
        }
    }
    if (!options.section.isEmpty())
        QMetaObject::invokeMethod(window, "openRulebook", Q_ARG(QString, options.section));
    if (!options.search.isEmpty()) {
        if (options.section.isEmpty())
            QMetaObject::invokeMethod(window, "showPage", Q_ARG(QString, QStringLiteral("rulebook")));
        if (auto *field = window->findChild<QObject *>(QStringLiteral("searchField")))
            field->setProperty("text", options.search);
    }
}

} // namespace appshell

int runApp(QQmlEngine &engine, const AppObjects &app, const LaunchOptions &options)
{
    const bool headless = options.headless();
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    // A plain engine rather than QQmlApplicationEngine: that one puts a file selector in front
    // of every QML file it loads, which looked each file up in the resources again for
    // "+selector" variants the app does not have, and read the start of each file's source,
    // the launch's only reason to keep the QML sources' pages in memory (bench_launch).
    QQmlComponent component(&engine, MainUrl);
    const std::unique_ptr<QObject> root(component.beginCreate(engine.rootContext()));
    auto *window = qobject_cast<QQuickWindow *>(root.get());
    if (window) {
        // As QQmlApplicationEngine does, before the window's content is made: what QML makes
        // asynchronously is made between the window's frames.
        if (!engine.incubationController())
            engine.setIncubationController(window->incubationController());
        // The self-test and screenshots open their pages themselves; only a player's launch resumes the last battle.
        component.setInitialProperties(window, {{QStringLiteral("resumeAtStart"), !headless}});
    }
    if (root)
        component.completeCreate();
    for (const QQmlError &error : component.errors())
        qWarning().noquote() << error.toString();
    if (!window) {
        QTextStream(stderr) << "The main window could not be created:\n  "
                            << appshell::warnings().join(QStringLiteral("\n  ")) << '\n';
        return 1;
    }
    // What waited for the first frame (the navigation drawer) is made once it is on screen:
    // frameSwapped may come from the render thread, so the call is queued to the window's.
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [window] { QMetaObject::invokeMethod(window, "afterFirstFrame", Qt::QueuedConnection); },
        static_cast<Qt::ConnectionType>(Qt::DirectConnection | Qt::SingleShotConnection));
    if (!headless) {
        if (!options.page.isEmpty())
            QMetaObject::invokeMethod(window, "showPage", Q_ARG(QString, options.page));
        appshell::openRulebookAt(window, options);
    }

    if (options.selfTest)
        return appshell::selfTest(window);
    if (!options.screenshotFile.isEmpty()) {
        const int rc = appshell::screenshot(window, app, options);
        if (rc == 0 && !appshell::warnings().isEmpty()) {
            QTextStream(stderr) << "screenshot: warnings while rendering:\n  "
                                << appshell::warnings().join(QStringLiteral("\n  ")) << '\n';
            return 1;
        }
        return rc;
    }
    if (options.exitAfterFirstFrame) {
        // The launch benchmark: from process start to the first frame on screen, then out. The
        // moment of the first frame goes to standard output on the steady clock, which the
        // benchmark shares, so that the app's teardown is not counted as its launch.
        QObject::connect(window, &QQuickWindow::frameSwapped, window, &appshell::reportFirstFrame, Qt::SingleShotConnection);
        QObject::connect(window, &QQuickWindow::frameSwapped, window, &QCoreApplication::quit, Qt::QueuedConnection);
    }
    return QGuiApplication::exec();
}

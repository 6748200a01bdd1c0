// Tap to next frame on the battle page: the app's own window, offscreen, resumed into a
// generated battle of 500 actions (benchbattle.h), driven by touch taps on its real
// buttons: End phase, then Undo, in turn, each recording one action (an end of phase,
// an undo) that updates the log, the Block cards and the panels.
//
//   bench_interaction [--actions N] [--taps N] [--mouse]
//
// For each tap the finger goes down, the frame that shows the pressed button is let
// through, and the clock starts as the finger lifts (the button acts on release); it stops
// at the window's next frameSwapped. Prints the median and the 95th percentile over the
// taps (default 60), and the GUI thread's processor time over the same spans (which a busy
// machine inflates far less), and checks that every tap recorded its action. The last line is
// `median: X ms`, for a script to read. It measures; it asserts nothing about time, and it
// is never run as a test.
#include "appsingletons.h"
#include "benchbattle.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QPointingDevice>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <vector>

Q_IMPORT_QML_PLUGIN(Ancients_BridgePlugin)
Q_IMPORT_QML_PLUGIN(Ancients_UiPlugin)

namespace {

/** Lets events through until @p done, or for at most @p milliseconds; false if it never came. */
template<typename Done>
bool spinUntil(Done done, int milliseconds)
{
    QDeadlineTimer deadline(milliseconds);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
    }
    return true;
}

/** The processor time this thread has used, in milliseconds. */
double threadMilliseconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const double rank = p * static_cast<double>(values.size() - 1);
    const auto low = static_cast<std::size_t>(std::floor(rank));
    const auto high = static_cast<std::size_t>(std::ceil(rank));
    return values[low] + (values[high] - values[low]) * (rank - static_cast<double>(low));
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // A home of the run's own: the store and the settings never touch the player's.
    QTemporaryDir home;
    if (!home.isValid()) {
        std::fprintf(stderr, "bench_interaction: no temporary folder\n");
        return 1;
    }
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));

    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Ancients Companion"));
    QGuiApplication::setApplicationName(QStringLiteral("ancients-companion"));
    int actions = 500;
    int taps = 60;
    bool mouse = false;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        bool ok = false;
        if (args.at(i) == QLatin1String("--actions") && i + 1 < args.size() && (actions = args.at(++i).toInt(&ok), ok) && actions >= 0)
            continue;
        if (args.at(i) == QLatin1String("--taps") && i + 1 < args.size() && (taps = args.at(++i).toInt(&ok), ok) && taps > 0)
            continue;
        if (args.at(i) == QLatin1String("--mouse")) {
            mouse = true;
            continue;
        }
        QTextStream(stderr) << "usage: bench_interaction [--actions N] [--taps N] [--mouse]\n";
        return 2;
    }

    // As the app starts (app/main/main.cpp): Material, the software backend offscreen.
    QQuickStyle::setStyle(QStringLiteral("Material"));
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    auto *languages = new LanguageManager(&engine, &engine, LanguageManager::Persistence::ThisRunOnly);
    languages->setLanguage(QStringLiteral("en"));
    const AppObjects objects = composeApp(&engine, languages, nullptr);

    QElapsedTimer made;
    made.start();
    const QString problem = benchbattle::play(*objects.session, actions);
    if (!problem.isEmpty()) {
        QTextStream(stderr) << "bench_interaction: " << problem << '\n';
        return 1;
    }
    std::printf("bench_interaction: a battle of %d actions made in %.0f ms; %d taps by %s, End phase and Undo in turn\n",
                actions, static_cast<double>(made.nsecsElapsed()) / 1e6, taps, mouse ? "mouse" : "touch");

    // The player's launch: the last battle resumed, straight into the battle page.
    engine.setInitialProperties({{QStringLiteral("resumeAtStart"), true}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Ancients/Ui/Main.qml")));
    const auto roots = engine.rootObjects();
    auto *window = roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(roots.constFirst());
    if (!window) {
        std::fprintf(stderr, "bench_interaction: the main window could not be created\n");
        return 1;
    }
    int frames = 0;
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [&frames] { ++frames; });
    if (!spinUntil([&] { return frames > 0 && window->property("pageReady").toBool(); }, 20000)
        || window->property("currentPage").toString() != QLatin1String("battle")) {
        std::fprintf(stderr, "bench_interaction: the battle page did not open\n");
        return 1;
    }
    QTest::qWait(500); // the page settles: layouts, timers

    auto *endPhase = window->findChild<QQuickItem *>(QStringLiteral("endPhaseButton"));
    auto *undo = window->findChild<QQuickItem *>(QStringLiteral("undoButton"));
    if (!endPhase || !undo) {
        std::fprintf(stderr, "bench_interaction: no End phase or Undo button on the battle page\n");
        return 1;
    }
    QPointingDevice *finger = QTest::createTouchDevice();
    std::vector<double> milliseconds;
    std::vector<double> processor;
    int refused = 0;
    for (int tap = 0; tap < taps; ++tap) {
        QQuickItem *button = tap % 2 == 0 ? endPhase : undo;
        if (!button->isEnabled() || !button->isVisible()) {
            std::fprintf(stderr, "bench_interaction: tap %d: the %s button is not enabled\n", tap + 1,
                         qPrintable(button->objectName()));
            return 1;
        }
        const QPoint at = button->mapToScene(QPointF(button->width() / 2, button->height() / 2)).toPoint();
        const std::size_t logBefore = objects.session->battle()->log().size();
        // Down, and the frame that shows it.
        const int framesBefore = frames;
        if (mouse)
            QTest::mousePress(window, Qt::LeftButton, {}, at);
        else
            QTest::touchEvent(window, finger).press(0, at, window);
        spinUntil([&] { return frames > framesBefore; }, 100);
        // Up: the button acts; the clock runs to the next frame.
        const int framesAtLift = frames;
        QElapsedTimer clock;
        const double processorBefore = threadMilliseconds();
        clock.start();
        if (mouse)
            QTest::mouseRelease(window, Qt::LeftButton, {}, at);
        else
            QTest::touchEvent(window, finger).release(0, at, window);
        if (!spinUntil([&] { return frames > framesAtLift; }, 5000)) {
            std::fprintf(stderr, "bench_interaction: tap %d: no frame within 5 s\n", tap + 1);
            return 1;
        }
        milliseconds.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        processor.push_back(threadMilliseconds() - processorBefore);
        if (objects.session->battle()->log().size() != logBefore + 1)
            ++refused;
        QTest::qWait(20); // between taps, as a player's fingers are
    }
    if (refused > 0) {
        std::fprintf(stderr, "bench_interaction: %d of %d taps recorded no action (%s)\n", refused, taps,
                     qPrintable(objects.session->lastError()));
        return 1;
    }
    std::printf("tap to next frame over %d taps: min %.1f ms, p95 %.1f ms, max %.1f ms; log now %d entries\n",
                taps, *std::min_element(milliseconds.begin(), milliseconds.end()), percentile(milliseconds, 0.95),
                *std::max_element(milliseconds.begin(), milliseconds.end()),
                static_cast<int>(objects.session->battle()->log().size()));
    // The GUI thread's own processor time over the same spans (offscreen it also renders):
    // what the tap costs, which a machine busy with other work inflates far less than the wall time.
    std::printf("processor time of the GUI thread per tap: median %.1f ms, p95 %.1f ms\n", percentile(processor, 0.5),
                percentile(processor, 0.95));
    std::printf("p95: %.1f ms\n", percentile(milliseconds, 0.95));
    std::printf("median: %.1f ms\n", percentile(milliseconds, 0.5));
    return 0;
}

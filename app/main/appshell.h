#pragma once

// What runs once main() has made the long-lived objects: the UI loaded, then
// the interactive app, the self-test (selftest.h) or a screenshot
// (screenshots.h), as the launch options ask; and what those share.

#include "launchoptions.h"

#include <QString>

class QQmlEngine;
class QQuickWindow;
struct AppObjects;

namespace appshell {

/**
 * Readies a headless run (the self-test, a screenshot) before anything reads a setting:
 * the player's own files and settings are kept apart (QStandardPaths' test mode) and every
 * warning is collected (selftest.h).
 */
void startHeadless();

/** Shows @p page and waits until its Loader is ready and a frame has been rendered. */
bool showPage(QQuickWindow *window, const QString &page);

/**
 * Writes the moment of the window's first frame to standard output, as
 * "first-frame-steady-ns: N" on the steady clock (--exit-after-first-frame; bench_launch reads it).
 */
void reportFirstFrame();
/** Lets transitions and layouts settle before a frame is judged. */
void settle(int milliseconds);

/** Opens the rulebook at --section and searches for --search, when asked. */
void openRulebookAt(QQuickWindow *window, const LaunchOptions &options);

} // namespace appshell

/**
 * Loads the UI and runs what @p options ask for: the interactive app, the
 * self-test, or a screenshot. main() has made the long-lived objects @p app and
 * handed them to QML first. Returns the process exit code.
 */
int runApp(QQmlEngine &engine, const AppObjects &app, const LaunchOptions &options);

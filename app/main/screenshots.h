#pragma once

// --screenshot: one page rendered offscreen to a PNG, optionally filled with a
// sample (the dice roller's rolls, the tracker's, the army builder's, the
// battle pages' demo battle), never with the player's own.

#include "launchoptions.h"

class QQuickWindow;
struct AppObjects;

namespace appshell {

/**
 * Renders the page @p options name in @p window to options.screenshotFile, its sample played
 * into main()'s objects @p app; the process exit code.
 */
int screenshot(QQuickWindow *window, const AppObjects &app, const LaunchOptions &options);

} // namespace appshell

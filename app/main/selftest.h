#pragma once

// The app's --self-test: every page in every language, and any warning at all
// (QML's included) fails it.

#include <QStringList>

class QQuickWindow;

namespace appshell {

/** From now on every warning or error printed is kept (and still printed). */
void collectWarnings();

/** The warnings and errors collected since collectWarnings(). */
[[nodiscard]] const QStringList &warnings();

/** Loads every page of @p window in every language; 0 when no warning was printed. */
int selfTest(QQuickWindow *window);

} // namespace appshell

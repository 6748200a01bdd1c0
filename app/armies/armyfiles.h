#pragma once

// The army list files the app keeps on the device, whatever their ruleset: where a
// file a player picked lies, a file name made from an army's name, and a write that
// is whole or not at all (the Armies page's import, export and builder).

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace armyfiles {

/** The local path of @p url: a file URL, a plain path, or a "qrc:" resource; empty for any other. */
[[nodiscard]] QString localPath(const QUrl &url);
/** "Mid-Republican Roman" → "mid-republican-roman": lower-case ASCII letters and digits joined by dashes. */
[[nodiscard]] QString slug(const QString &name);
/** Writes @p bytes to @p path whole or not at all; returns the reason it could not, or "". */
[[nodiscard]] QString writeAtomically(const QString &path, const QByteArray &bytes);
/** A path in @p folder for an army called @p name that no file holds yet: "name.json", "name-2.json", ... */
[[nodiscard]] QString freeFileName(const QString &folder, const QString &name);

} // namespace armyfiles

#pragma once

// What the quick trackers share about their files: a file is written atomically
// (QSaveFile), and a file that cannot be read is moved aside, never written over.

#include <QByteArray>
#include <QString>

namespace trackerstorage {

/** Writes @p bytes to @p path atomically; an empty string, or the reason it failed. */
[[nodiscard]] QString save(const QString &path, const QByteArray &bytes);

/**
 * Moves the unreadable file at @p path aside, to "<path>.unreadable-<UTC time>" (numbered
 * if that exists); the new file's name, or an empty string if it could not be moved.
 */
[[nodiscard]] QString moveAside(const QString &path);

} // namespace trackerstorage

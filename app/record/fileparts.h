#pragma once

// The battle file's envelope from inside (battlefile.cpp, mwrfile.cpp): what
// every ruleset's battle file shares. Not installed; not API.

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace record::fileparts {

/** The setup's field that names a ruleset other than the Ancients Wargame (rulebook/battle-format.md). */
inline const QString RulesetKey = QStringLiteral("ruleset");

/**
 * One canonical form: the file's tokens must be exactly those the app writes for
 * what was read from it (@p object, whose entries' canonical bytes are
 * @p entryBytes), so no two files hold the same battle differently (a key out of
 * order, a pair larger-first, 1.0 for 1). Whitespace between tokens is free.
 * Names where the file first differs, and sets @p failedEntry when in an entry.
 */
[[nodiscard]] std::optional<QString> canonicalProblem(const QByteArray &json, const QJsonObject &object,
                                                      const std::vector<QByteArray> &entryBytes, int *failedEntry);

} // namespace record::fileparts

#pragma once

// The tournament desk: `ancients verify` over several battle files or a folder of
// them, one row per battle (file, armies, turn reached, result, verified or the
// first failing entry by its number in the log), as a table or as JSON
// (rulebook/ancients-cli.md).

#include <QStringList>

namespace verifydesk {

/**
 * Checks every battle file @p paths name (files, or folders whose *.json files are
 * read) and prints the table, or with @p json the same rows as JSON, to stdout.
 * Returns the exit status: 0 when every battle verifies, 1 when any fails, 2 for a
 * usage error (nothing to check, a path that is neither a file nor a folder).
 */
int run(const QStringList &paths, bool json);

} // namespace verifydesk

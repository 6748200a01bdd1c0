#pragma once

// The Playtest tables (§13, engine/include/ancients/playtest.h) as files: CSV for a
// spreadsheet and JSON for scripts, one row per engine row, the same columns in
// both, written by the `ancients table` command and the Playtest page's export.
// Every key is the engine's (ancients/keys.h); every chance is given as a decimal
// and as an exact fraction. The columns are in rulebook/ancients-cli.md.

#ifndef Q_MOC_RUN
#include "ancients/playtest.h"
#endif

#include <QJsonArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace playtest {

/** Which table: the engine's combat, movement or quality table. */
enum class Table {
    Combat,
    Movement,
    Quality,
};

/** "combat", "movement", "quality": the names the command line and the files use, in Table order. */
[[nodiscard]] QStringList tableNames();
[[nodiscard]] std::optional<Table> tableFromName(const QString &name);

/**
 * The rows of @p table under each of @p settings in turn. The movement test is on the
 * d6 whatever the combat die (§3.1), so its rows come once for each Elite/Levy mechanic
 * among the settings.
 */
[[nodiscard]] QJsonArray json(Table table, const std::vector<ancients::DiceSetting> &settings);

/** The same rows as CSV: a header line of column names, then one line a row, each ended by CRLF (RFC 4180). */
[[nodiscard]] QString csv(Table table, const std::vector<ancients::DiceSetting> &settings);

} // namespace playtest

#pragma once

// The rules options (§13) in the battle file's field names (rulebook/battle-format.md):
// the one writer and reader of RulesOptions, shared by the battle file's codec,
// the session (the new battle's options and the open battle's) and QML, which
// sees the same names.

#include "jsonreader.h"

#include "ancients/game.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace record {

class RulesOptionsFormat
{
public:
    /** Every option's field name, in the order of RulesOptions: "combat_die", "shot_at_denies_recovery", … */
    [[nodiscard]] static QStringList fieldNames();

    /** Every option, by the keys of the engine's tables ("combat_die": "averaging"). */
    [[nodiscard]] static QJsonObject encode(const ancients::RulesOptions &options);

    /**
     * The options @p json holds, every problem reported to @p reader under @p path.
     * Without @p defaults every field is required (the battle file); with them a
     * field left out keeps its value there (a new battle's options).
     */
    [[nodiscard]] static ancients::RulesOptions read(json::Reader &reader, const QJsonValue &json, const QString &path,
                                                     const ancients::RulesOptions *defaults = nullptr);
};

} // namespace record

#pragma once

// `ancients odds --ruleset KEY`: the exact odds of one melee of My Wargame Rules
// or of one attack of 3D6 OHW Gridded Ancients, from a small JSON document
// (rulebook/ancients-cli.md). The input is read strictly: the first problem is
// reported, naming its field (`attacker.cohesion: …`); the numbers are the
// engines' own (mwr/combat.h; ohw/dice.h and ohw::poolOf), never worked out here.

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace rulesetodds {

/** The key of the Ancients Wargame, the command's ruleset when --ruleset is not given. */
inline const QString AncientsKey = QStringLiteral("ancients-wargame");

/** The keys --ruleset takes, the Ancients Wargame's first. */
[[nodiscard]] QStringList rulesetKeys();

/** The output of one odds question, or the first problem of its input. */
struct Answer
{
    std::optional<QJsonObject> output;
    QString error;
};

/** One melee of My Wargame Rules (§6, §7, §10, §10.1, ruling R5). */
[[nodiscard]] Answer mwrOdds(const QByteArray &bytes);

/** One attack or shot of 3D6 OHW Gridded Ancients (§6, §7, §7.1, §5.6, §10, ruling R18). */
[[nodiscard]] Answer ohwOdds(const QByteArray &bytes);

} // namespace rulesetodds

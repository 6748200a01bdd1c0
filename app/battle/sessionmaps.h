#pragma once

// The battle companion's conversions between the engine's values and the
// QVariantMaps QML sees (app/battle/battlesession.h): the keys of enums, dice and
// effects as maps for display, and the commands QML sends, whose fields are the
// battle file's and which the battle file's codec reads. Plain functions, no
// QObject: only .cpp files include this header.

#include "ancients/game.h"
#include "battlewording.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>

#include <optional>
#include <vector>

namespace sessionmaps {

// ---- keys (the army-list format's and the battle format's) ------------------------------

[[nodiscard]] QString qualityKey(ancients::Quality quality);
[[nodiscard]] QString typeKey(ancients::TroopType type);
[[nodiscard]] QStringList specialRuleKeys(ancients::SpecialRules rules);
[[nodiscard]] QString goingKey(ancients::Going going);
[[nodiscard]] std::optional<ancients::Going> goingOf(const QString &key);
[[nodiscard]] QString phaseKey(ancients::Phase phase);
[[nodiscard]] QString fatigueStateKey(ancients::FatigueState state);
[[nodiscard]] QString effectKindKey(ancients::Effect::Kind kind);
[[nodiscard]] int sideNumber(ancients::Side side);

// ---- values as maps ---------------------------------------------------------------------

/** A dice map: { dice: [ints], kept, quality, die }. */
[[nodiscard]] QVariantMap rollMap(const ancients::QualityRoll &roll);
/** "4, 2 (kept 4)" or "3". */
[[nodiscard]] QString rollText(const ancients::QualityRoll &roll);
/** [{ value, valueText ("+1", "−1"), section, reason (worded in the player's language) }]. */
[[nodiscard]] QVariantList modifierList(const std::vector<ancients::Modifier> &modifiers);
/** An effect as BattleSession::lastEffects lists it, its text worded by @p words. */
[[nodiscard]] QVariantMap effectMap(const ancients::Effect &effect, const BattleWording &words);
/** A resolved fight as BattleSession::lastFight shows it: "A" is the active player's Base, "B" the enemy. */
[[nodiscard]] QVariantMap fightMap(const ancients::CombatResult &combat, ancients::BaseId base, ancients::BaseId enemy,
                                   const BattleWording &words);

// ---- commands: what QML sends, in the battle file's fields ------------------------------

/** @p value from QML as JSON: JavaScript arrays and objects (QJSValue among them) all the way down. */
[[nodiscard]] QJsonValue jsonOf(const QVariant &value);
/** A command's fields from QML: QJsonObject::fromVariantMap, with the JavaScript values inside read as JSON. */
[[nodiscard]] QJsonObject fieldsOf(const QVariantMap &map);

/** An action built from a command's fields, or what is wrong with them. */
struct Command
{
    std::optional<ancients::Action> action;
    QString error; ///< the codec's problems, each with its path ("fight.enmy: unknown field")
};

/**
 * The action of @p kind that @p fields name, in the battle file's field names and
 * values, read by the battle file's codec (record::BattleCodec::decodeCommand): from
 * @p start (an amendment's original) or the kind's default.
 */
[[nodiscard]] Command command(const QString &kind, const QJsonObject &fields, const ancients::Action *start = nullptr);

/** A Going's value as the battle file writes it (§8.1: open 5 … swamp 1), from its key; or the file's problem at @p path. */
struct GoingField
{
    int value = 5;
    QString error;
};
[[nodiscard]] GoingField goingField(const QString &key, const QString &path);

/** Every Going as QML offers it: [{ key, value }], open ground first, the value as the battle file writes it. */
[[nodiscard]] QVariantList goingChoices();

} // namespace sessionmaps

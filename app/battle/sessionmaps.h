#pragma once

// The battle companion's conversions between the engine's values and the
// QVariantMaps QML sees (app/battle/battlesession.h): the keys of enums, dice and
// effects as maps, and actions to and from the maps the commands take. Plain
// functions, no QObject: only .cpp files include this header.

#include "ancients/game.h"
#include "battlewording.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>

#include <optional>
#include <set>
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

// ---- actions to and from maps -------------------------------------------------------------

/** The "kind" of an action, as the battle format writes it. */
[[nodiscard]] QString actionKind(const ancients::Action &action);

/**
 * @p action as the map its command takes, plus "kind" (BattleSession::actionAt).
 * @p before is the state the action was played on.
 */
[[nodiscard]] QVariantMap actionMap(const ancients::Action &action, const ancients::GameState &before);


/** An action built from a map, or a message naming the key that is missing or ill-typed. */
struct Built
{
    std::optional<ancients::Action> action;
    QString error;
};

/**
 * Reads the keys of one command's map, checking each one's type. The first
 * problem is kept: "fight: \"enemy\" must be a Base number".
 */
class MapReader
{
public:
    /** Reads @p map; JavaScript values inside it (arrays, numbers) are read as plain variants. */
    MapReader(QString command, const QVariantMap &map);

    [[nodiscard]] bool ok() const { return m_error.isEmpty(); }
    [[nodiscard]] const QString &error() const { return m_error; }
    [[nodiscard]] bool has(const QString &key) const { return m_map.contains(key) && !m_map.value(key).isNull(); }

    /** A whole number; @p what names it in the error ("a Base number"). Missing: @p fallback, or an error if none. */
    int integer(const QString &key, const QString &what, std::optional<int> fallback = std::nullopt);
    bool boolean(const QString &key, bool fallback);
    QString text(const QString &key, const QString &fallback);
    /** A list of whole numbers (Base ids); missing: empty. */
    std::vector<int> integers(const QString &key, const QString &what);
    /** A Base id or −1 for none. */
    std::optional<int> optionalId(const QString &key, const QString &what);
    /** "base", "enemy" or "" (missing). */
    ancients::Striker striker(const QString &key);
    /** A Going key; missing: "open". */
    ancients::Going going(const QString &key);
    /** A list of one or two faces, or missing / empty: none (the generator rolls). */
    std::optional<ancients::SuppliedDice> dice(const QString &key);
    /** Pairs of Block ids: [[a, b], ...]. */
    std::set<std::pair<int, int>> pairs(const QString &key);

    void fail(const QString &message);

private:
    QString m_command;
    QVariantMap m_map;
    QString m_error;
};

/** Dice read from a map: ok, and the dice (none: the game's generator rolls). */
struct DiceRead
{
    bool ok = false;
    std::optional<ancients::SuppliedDice> dice;
};

/** @p value as one or two faces: [first] or [first, second]; an empty list is none. */
[[nodiscard]] DiceRead diceOf(const QVariant &value);
/** A whole number held by @p value (a QML number arrives as int or double). */
[[nodiscard]] std::optional<int> integerOf(const QVariant &value);

/**
 * The action of kind @p kind from @p map (the shape actionMap() gives, without
 * needing "kind"), played on @p state. For a move, "going" applies to every
 * Base of the Block in @p state; "terrainEntered" ({ "baseId": [going keys] })
 * names each Base's tiles instead.
 *
 * With @p original (an amendment, played on @p state as before) the action
 * starts as @p original and only the fields whose value differs from what
 * actionMap() shows for it change: a map that actionMap() gave, unchanged,
 * builds @p original exactly. An original that is not editable(), or of another
 * kind, is refused.
 */
[[nodiscard]] Built buildAction(const QString &kind, const QVariantMap &map, const ancients::GameState &state,
                                const ancients::Action *original = nullptr);

/** Whether the app can show @p action as a map and amend it: every kind but a column's march (§5.6), which needs tracked positions. */
[[nodiscard]] bool editable(const ancients::Action &action);

} // namespace sessionmaps

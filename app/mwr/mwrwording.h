#pragma once

// Words for My Wargame Rules in the player's language: the engine gives codes,
// kinds, causes and numbers (mwr::Effect, mwr::Refusal, mwr::ResolveItem); this
// class turns them into sentences through tr(), each citing its section and ruling
// ("§10.1, R3"). Units are named by their army list's names, as the table knows them.

#include "mwr/game.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

class MwrWording
{
    Q_DECLARE_TR_FUNCTIONS(MwrWording)

public:
    /** Names from @p state (copied: the wording outlives nothing). */
    explicit MwrWording(const mwr::GameState &state);

    /** A unit's name as its army list gives it; "unit N" for an id the battle does not hold. */
    [[nodiscard]] QString unit(mwr::UnitId id) const;
    /** The name of @p side's army. */
    [[nodiscard]] QString army(mwr::Side side) const;

    /** What @p action did, in one line for the log: "Hastati attacks Libyans (Flank)". */
    [[nodiscard]] QString summary(const mwr::Action &action) const;
    /** One effect as a sentence, without its citation. */
    [[nodiscard]] QString effect(const mwr::Effect &effect) const;
    /** A refusal as a sentence, ending with its citation: "… (§10, R7)". */
    [[nodiscard]] QString refusal(const mwr::Refusal &refusal) const;
    /** One line of an itemized Resolve: "Shaken", "Side support: Archers". */
    [[nodiscard]] QString resolveItem(const mwr::ResolveItem &item) const;

    /** "§10.1, R3", "§4"; empty for no section. */
    [[nodiscard]] static QString citation(const std::string &section, const std::string &ruling);
    /** Fresh, Shaken, Disrupted, Destroyed (§2). */
    [[nodiscard]] static QString cohesion(mwr::Cohesion cohesion);
    /** The result's name (§10): "Forced Back". */
    [[nodiscard]] static QString result(mwr::CombatResult result);
    /** What the result does (§10): "the defender is pushed back 1 base width". */
    [[nodiscard]] static QString resultMeaning(mwr::CombatResult result);
    /** Move, Attack, Fall Back, Rally, Hold. */
    [[nodiscard]] static QString action(mwr::ActionKind kind);
    [[nodiscard]] static QString terrain(mwr::Terrain terrain);
    [[nodiscard]] static QString direction(mwr::AttackDirection direction);
    /** What lies behind a pushed unit, as the push-back asks it. */
    [[nodiscard]] static QString behind(mwr::Behind::Kind kind);

private:
    [[nodiscard]] QString destroyed(const mwr::Effect &e) const;
    [[nodiscard]] QString keyWord(const std::string &key) const;

    std::vector<QString> m_units;
    QString m_armies[2];
};

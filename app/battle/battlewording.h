#pragma once

// Words for what the engine did and refused, in the player's language: the
// engine gives kinds, causes and figures (ancients::Effect, CombatStep,
// Modifier); this class turns them into sentences through tr(), naming Bases
// and Blocks the one way the app names them everywhere.

#include "ancients/army.h"
#include "ancients/game.h"

#include "labels.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

class BattleWording
{
    Q_DECLARE_TR_FUNCTIONS(BattleWording)

public:
    /**
     * Names from @p state; @p listed is both army lists' Blocks in Block-id order
     * (army A's, then army B's), which still names a Base that has routed out of
     * its Block; @p broken, the Blocks that broke with their Bases, still name
     * their parts (TableLabels). The names are copied: the wording outlives neither.
     */
    BattleWording(const ancients::GameState &state, const std::vector<ancients::BlockSpec> &listed,
                  const std::map<ancients::BlockId, std::vector<ancients::BaseId>> &broken = {});

    /** A Base as the app names it everywhere (TableLabels::base): "HAS 2·1, Hastati". */
    [[nodiscard]] QString base(ancients::BaseId id) const;
    /** A Block as the app names it (TableLabels::blockName): "Hastati", "Hastati (files 1–2)". */
    [[nodiscard]] QString block(ancients::BlockId id) const;
    /** The names it gives Bases and Blocks. */
    [[nodiscard]] const TableLabels &labels() const { return m_labels; }
    /** The name of @p side's army. */
    [[nodiscard]] QString army(ancients::Side side) const;

    /** One effect as a sentence. */
    [[nodiscard]] QString effect(const ancients::Effect &effect) const;
    /** One step of a fight between @p base (the active player's, "A") and @p enemy ("B"). */
    [[nodiscard]] QString combatStep(const ancients::CombatStep &step, const ancients::CombatResult &result,
                                     ancients::BaseId base, ancients::BaseId enemy) const;
    /** One step of a volley. */
    [[nodiscard]] static QString volleyStep(const ancients::CombatStep &step, const ancients::MissileResult &result);
    /** What an action did, as the log's one line. */
    [[nodiscard]] QString action(const ancients::Action &action) const;
    /** The dice an action's effects rolled, as one line; empty if none. */
    [[nodiscard]] static QString dice(const std::vector<ancients::Effect> &effects);

    /** A modifier's reason: "overlap", "struck in the flank" (its key, worded). */
    [[nodiscard]] static QString modifierReason(const ancients::Modifier &modifier);
    /** "+1 overlap (§9.2), −1 struck in the flank (§9.3)", or "none". */
    [[nodiscard]] static QString modifiers(const std::vector<ancients::Modifier> &modifiers);
    /** A quality roll: "4", or "4 and 2, keeps 4". */
    [[nodiscard]] static QString roll(const ancients::QualityRoll &roll);
    /** A phase's name (§4). */
    [[nodiscard]] static QString phase(ancients::Phase phase);

private:
    [[nodiscard]] QString fatigue(const ancients::Effect &e) const;
    [[nodiscard]] QString note(const ancients::Effect &e) const;
    [[nodiscard]] QString split(const ancients::Effect &e) const;
    [[nodiscard]] QString pursuit(const ancients::Effect &e) const;
    [[nodiscard]] QString followUp(const ancients::Effect &e) const;
    [[nodiscard]] QString movement(const ancients::Effect &e) const;

    TableLabels m_labels;
    QString m_armies[2];
};

#pragma once

// Words for 3D6 OHW Gridded Ancients in the player's language: the engine gives
// codes, kinds, causes and numbers (ohw::Effect, ohw::Refusal, ohw::PoolTerm);
// this class turns them into sentences through tr(), each citing its section
// ("§5.1"). Units and generals are named by their army list's names.

#include "ohw/game.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <string_view>
#include <vector>

class OhwWording
{
    Q_DECLARE_TR_FUNCTIONS(OhwWording)

public:
    /** Names from @p state (copied: the wording outlives nothing). */
    explicit OhwWording(const ohw::GameState &state);

    /** A unit's name as its army list gives it; "unit N" for an id the battle does not hold. */
    [[nodiscard]] QString unit(ohw::UnitId id) const;
    [[nodiscard]] QString general(ohw::GeneralId id) const;
    /** The name of @p side's army. */
    [[nodiscard]] QString army(ohw::Side side) const;

    /** One effect as a sentence, without its citation; empty for one the page need not tell. */
    [[nodiscard]] QString effect(const ohw::Effect &effect) const;
    /**
     * What @p action did, in one line for the log ("Legio I attacks Fourth line"): its effects
     * tell the rest. @p before, the state it was played on when known, names the unit a retreat
     * moves.
     */
    [[nodiscard]] QString summary(const ohw::Action &action, const ohw::GameState *before = nullptr) const;
    /** A refusal as a sentence, ending with its citation: "… (§5.1)". */
    [[nodiscard]] QString refusal(const ohw::Refusal &refusal) const;

    /** "§5.1"; empty for no section. */
    [[nodiscard]] static QString citation(const std::string &section);
    /** One line of an itemized pool (§6, §7, §7.1, §5.6, §10): "Armored target". */
    [[nodiscard]] static QString modifier(ohw::Modifier modifier);
    /** A pool term's dice, signed for a modifier: "4D6", "+1D6", "−1D6". */
    [[nodiscard]] static QString dice(ohw::Modifier modifier, int dice);
    [[nodiscard]] static QString unitType(ohw::UnitType type);
    [[nodiscard]] static QString trait(ohw::Trait trait);
    [[nodiscard]] static QString terrain(ohw::Terrain terrain);
    [[nodiscard]] static QString face(ohw::Face face);
    /** The turn's steps (§4): Initiative, Movement, Shooting, Combat, Morale, Breakpoint. */
    [[nodiscard]] static QString step(ohw::Step step);
    /** What a retreating unit meets (§5.4, R9). */
    [[nodiscard]] static QString retreatOutcome(ohw::RetreatOutcome outcome);
    /** A key of keys.h worded, as a refusal's specific names it. */
    [[nodiscard]] static QString key(std::string_view key);

private:
    [[nodiscard]] QString hits(const ohw::Effect &e) const;
    [[nodiscard]] static QString faces(const std::vector<int> &dice);

    std::vector<QString> m_units;
    std::vector<QString> m_generals;
    QString m_armies[2];
};

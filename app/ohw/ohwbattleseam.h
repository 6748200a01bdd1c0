#pragma once

// The session's one use of the battle, kept behind this small seam until the
// record of 3D6 OHW Gridded Ancients (record::OhwBattle, the shape of
// record::MwrBattle) lands: a battle is its set-up plus its actions in force;
// undo takes the last back, redo plays it again. Nothing here is stored.

#include "ohw/game.h"

#include <vector>

class OhwSessionBattle
{
public:
    /** A new battle from both armies, @p seed drawing its dice; refused as ohw::newGame() refuses it. */
    [[nodiscard]] static ohw::Result<OhwSessionBattle> start(const ohw::ArmySetup &a, const ohw::ArmySetup &b,
                                                             std::uint64_t seed)
    {
        auto game = ohw::newGame(a, b, ohw::Options{}, seed);
        if (!game)
            return game.refusal();
        OhwSessionBattle battle;
        battle.m_states.push_back(*game);
        return battle;
    }

    [[nodiscard]] const ohw::GameState &state() const noexcept { return m_states.back(); }
    [[nodiscard]] bool canUndo() const noexcept { return !m_actions.empty(); }
    [[nodiscard]] bool canRedo() const noexcept { return !m_redo.empty(); }

    /** Plays @p action: its effects, or why it is illegal (nothing changes then). */
    ohw::Result<std::vector<ohw::Effect>> act(const ohw::Action &action)
    {
        auto applied = ohw::apply(state(), action);
        if (!applied)
            return applied.refusal();
        m_states.push_back(applied->state);
        m_actions.push_back(action);
        m_redo.clear();
        return applied->effects;
    }

    /** Takes back the last action, its dice with it: the engine's dice derive from the action, so redoing meets them again. */
    ohw::Result<int> undo()
    {
        if (m_actions.empty())
            return ohw::Refusal{"nothing-to-undo", {}, {}};
        m_redo.push_back(m_actions.back());
        m_actions.pop_back();
        m_states.pop_back();
        return static_cast<int>(m_actions.size());
    }

    ohw::Result<std::vector<ohw::Effect>> redo()
    {
        if (m_redo.empty())
            return ohw::Refusal{"nothing-to-redo", {}, {}};
        const ohw::Action action = m_redo.back();
        m_redo.pop_back();
        auto applied = ohw::apply(state(), action);
        if (!applied)
            return applied.refusal();
        m_states.push_back(applied->state);
        m_actions.push_back(action);
        return applied->effects;
    }

private:
    OhwSessionBattle() = default;

    std::vector<ohw::GameState> m_states; ///< [k]: after k actions; never empty
    std::vector<ohw::Action> m_actions;
    std::vector<ohw::Action> m_redo;
};

#pragma once

// A battle of My Wargame Rules held in memory: the stand-in for record::MwrBattle
// (app/record/mwrbattle.h, issue 19), which keeps the same battle in the record
// (hash chain, store, undo and redo as log entries). It has exactly that class's
// shape — act(), undo(), redo(), canUndo(), canRedo(), state(), actions() — and
// nothing else in the app depends on how it keeps the battle: MwrBattleSession
// names it only through the alias MwrBattleSession::Battle, so that the record's
// class replaces it by changing that one line.
//
// The state is the fold of mwr::apply over the actions from mwr::newGame: the
// engine alone decides; this class only remembers.

#include "mwr/game.h"

#include <optional>
#include <vector>

class MwrBattleStandIn
{
public:
    /** A new battle from @p setup, or the engine's refusal of the setup. */
    [[nodiscard]] static mwr::Result<MwrBattleStandIn> create(const mwr::Setup &setup);

    /** Plays @p action: the engine's new state and effects, kept; or its refusal, and nothing changes. */
    [[nodiscard]] mwr::Result<mwr::Applied> act(const mwr::Action &action);
    /** Takes back the last action in force; false when there is none. */
    bool undo();
    /** Plays again the last action undone; false when there is none (or a new action was played since). */
    bool redo();
    [[nodiscard]] bool canUndo() const { return !m_actions.empty(); }
    [[nodiscard]] bool canRedo() const { return !m_undone.empty(); }

    [[nodiscard]] const mwr::Setup &setup() const { return m_setup; }
    /** The state after every action in force. */
    [[nodiscard]] const mwr::GameState &state() const { return m_states.back(); }
    /** The actions in force, oldest first. */
    [[nodiscard]] const std::vector<mwr::Action> &actions() const { return m_actions; }

private:
    MwrBattleStandIn(mwr::Setup setup, mwr::GameState start);

    mwr::Setup m_setup;
    std::vector<mwr::Action> m_actions;
    std::vector<mwr::GameState> m_states; ///< the start, then the state after each action in force
    std::vector<mwr::Action> m_undone;    ///< undone actions, the last undone last
};

#include "mwrbattlestandin.h"

#include <utility>

MwrBattleStandIn::MwrBattleStandIn(mwr::Setup setup, mwr::GameState start)
    : m_setup(std::move(setup))
    , m_states{std::move(start)}
{
}

mwr::Result<MwrBattleStandIn> MwrBattleStandIn::create(const mwr::Setup &setup)
{
    auto start = mwr::newGame(setup);
    if (!start)
        return start.refusal();
    return MwrBattleStandIn(setup, *start);
}

mwr::Result<mwr::Applied> MwrBattleStandIn::act(const mwr::Action &action)
{
    auto applied = mwr::apply(state(), action);
    if (!applied)
        return applied;
    m_actions.push_back(action);
    m_states.push_back(applied->state);
    m_undone.clear();
    return applied;
}

bool MwrBattleStandIn::undo()
{
    if (m_actions.empty())
        return false;
    m_undone.push_back(m_actions.back());
    m_actions.pop_back();
    m_states.pop_back();
    return true;
}

bool MwrBattleStandIn::redo()
{
    if (m_undone.empty())
        return false;
    auto applied = mwr::apply(state(), m_undone.back());
    if (!applied)
        return false; // cannot happen: the same state and action give the same answer
    m_actions.push_back(m_undone.back());
    m_states.push_back(applied->state);
    m_undone.pop_back();
    return true;
}

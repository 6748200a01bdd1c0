// The store's side of a battle of 3D6 OHW Gridded Ancients (battlestore.h): the
// same tables and the same commit of each entry before the battle changes, with
// the ruleset's own codec (ohwcodec.h), through rulesetstore.h.

#include "rulesetstore.h"

#include "jsonreader.h"
#include "ohwfile.h"

#include "ohw/keys.h"

namespace record {

BattleStore::Standing BattleStore::standingOf(const ohw::GameState &state)
{
    // The list shows the step of the turn as the phase; a decided battle its loser (a draw has none).
    Standing standing{state.turn, json::keyText(ohw::keyOf(state.step)), -1};
    if (state.decided && state.decided->winner)
        standing.loser = *state.decided->winner == ohw::Side::A ? 1 : 0;
    return standing;
}

std::optional<qint64> BattleStore::add(OhwBattle &battle, const QString &title)
{
    return addRuleset(battle, title);
}

void BattleStore::attach(OhwBattle &battle, qint64 id)
{
    attachRuleset(battle, id);
}

std::optional<OhwBattle> BattleStore::loadOhw(qint64 id)
{
    return loadRuleset<OhwRules>(id);
}

} // namespace record

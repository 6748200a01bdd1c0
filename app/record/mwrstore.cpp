// The store's side of a battle of My Wargame Rules (battlestore.h): the same
// tables and the same commit of each entry before the battle changes, with the
// ruleset's own codec (mwrcodec.h), through rulesetstore.h.

#include "rulesetstore.h"

#include "jsonreader.h"
#include "mwrfile.h"

#include "mwr/keys.h"

namespace record {

BattleStore::Standing BattleStore::standingOf(const mwr::GameState &state)
{
    // The list shows whose activation it is as the phase; a decided battle its loser (a draw has none).
    Standing standing{state.turn, json::keyText(mwr::keyOf(state.toAct)), -1};
    if (state.outcome && state.outcome->winner)
        standing.loser = mwr::sideIndex(mwr::opponent(*state.outcome->winner));
    return standing;
}

std::optional<qint64> BattleStore::add(MwrBattle &battle, const QString &title)
{
    return addRuleset(battle, title);
}

void BattleStore::attach(MwrBattle &battle, qint64 id)
{
    attachRuleset(battle, id);
}

std::optional<MwrBattle> BattleStore::loadMwr(qint64 id)
{
    return loadRuleset<MwrRules>(id);
}

} // namespace record

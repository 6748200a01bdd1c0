#pragma once

// The battle file of a battle of My Wargame Rules (rulebook/battle-format.md,
// Another ruleset): the same envelope as the Ancients Wargame's ("format",
// "version", "setup", "entries", "seed_secret"), its setup naming the ruleset,
// its setup, actions and states written by MwrCodec: record::RulesetBattleFile
// (rulesetfile.h) over MwrRules. BattleFile::verify() hands such a file here, so
// `ancients verify` checks battles of every ruleset.

#include "mwrbattle.h"
#include "rulesetfile.h"

namespace record {

/** A battle of My Wargame Rules read from a file, or every problem that kept it out. */
using MwrImport = RulesetImport<MwrBattle>;

/** The battle file of My Wargame Rules: written and read strictly, all or nothing. */
using MwrBattleFile = RulesetBattleFile<MwrRules>;
extern template class RulesetBattleFile<MwrRules>;

} // namespace record

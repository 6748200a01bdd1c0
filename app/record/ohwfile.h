#pragma once

// The battle file of a battle of 3D6 OHW Gridded Ancients
// (rulebook/battle-format.md, A third ruleset): the same envelope as the other
// rulesets' ("format", "version", "setup", "entries", "seed_secret"), its setup
// naming the ruleset, its setup, actions and states written by OhwCodec:
// record::RulesetBattleFile (rulesetfile.h) over OhwRules. BattleFile::verify()
// hands such a file here, so `ancients verify` checks battles of every ruleset.

#include "ohwbattle.h"
#include "rulesetfile.h"

namespace record {

/** A battle of 3D6 OHW Gridded Ancients read from a file, or every problem that kept it out. */
using OhwImport = RulesetImport<OhwBattle>;

/**
 * The battle file of 3D6 OHW Gridded Ancients: written and read strictly, all or
 * nothing (toJson, save, fromJson, verify, maySecretLeave, as MwrBattleFile).
 */
using OhwBattleFile = RulesetBattleFile<OhwRules>;
extern template class RulesetBattleFile<OhwRules>;

} // namespace record

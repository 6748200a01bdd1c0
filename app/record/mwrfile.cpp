#include "mwrfile.h"

namespace record {

template class RulesetBattleFile<MwrRules>;

} // namespace record

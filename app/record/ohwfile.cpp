#include "ohwfile.h"

namespace record {

template class RulesetBattleFile<OhwRules>;

} // namespace record

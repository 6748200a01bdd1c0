#include "ohwbattle.h"

namespace record {

template class RulesetBattle<OhwRules>;

QString refusalText(const ohw::Refusal &refusal)
{
    return OhwRules::text(refusal);
}

} // namespace record

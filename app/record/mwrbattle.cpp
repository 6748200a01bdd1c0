#include "mwrbattle.h"

namespace record {

template class RulesetBattle<MwrRules>;

QString refusalText(const mwr::Refusal &refusal)
{
    return MwrRules::text(refusal);
}

} // namespace record

#include "ohw/refusals.h"

#include <algorithm>

namespace ohw {

namespace {

using T = Arg::Type;

const RefusalParam Unit{"unit", T::Unit};
const RefusalParam Target{"target", T::Unit};
const RefusalParam SideParam{"side", T::Side};

} // namespace

const std::vector<RefusalForm> &refusalForms()
{
    static const std::vector<RefusalForm> forms{
        {"already-attacked", {Unit}},
        {"already-moved", {Unit}},
        {"already-shot", {Unit}},
        {"attacks-due", {Unit}},
        {"bad-step", {Unit}},
        {"battle-decided", {}},
        {"breakpoint-due", {}},
        {"cannot-advance", {Unit}},
        {"cannot-disengage", {Unit, {"enemy", T::Unit, false}}},
        {"cannot-enter", {Unit, {"type", T::Key}, {"terrain", T::Key}}},
        {"cannot-shoot", {Unit}},
        {"charge-pivots", {Unit, {"pivots", T::Number}}},
        {"dice-count", {{"expected", T::Number}, {"given", T::Number}}},
        {"die-face", {{"value", T::Number}, {"sides", T::Number}}},
        {"empty-move", {Unit}},
        {"engaged-cannot-shoot", {Unit}},
        {"face-taken", {Target, {"face", T::Key}, {"by", T::Unit}}},
        {"friend-cannot-give-way", {{"friend", T::Unit}}},
        {"general-dead", {{"general", T::General}}},
        {"general-moved", {{"general", T::General}}},
        {"initiative-due", {}},
        {"into-melee", {Unit, Target}},
        {"morale-checks-due", {Unit}},
        {"morale-not-due", {Unit}},
        {"move-too-far", {Unit, {"cost", T::Number}, {"allowance", T::Number}}},
        {"moved-cannot-shoot", {Unit}},
        {"no-choice-due", {}},
        {"no-interpenetration", {Unit, {"other", T::Unit}}},
        {"no-retreat-due", {}},
        {"no-roll-due", {}},
        {"no-such-general", {{"general", T::Number}}},
        {"no-such-unit", {{"unit", T::Number}}},
        {"not-a-friend", {Unit, {"friend", T::Unit}}},
        {"not-an-enemy", {Unit, Target}},
        {"not-engaged", {Unit}},
        {"not-in-contact", {Unit, Target}},
        {"not-your-general", {{"general", T::General}, SideParam}},
        {"not-your-unit", {Unit, SideParam}},
        {"order-choice-due", {SideParam}},
        {"out-of-range", {Unit, {"range", T::Number}, {"max", T::Number}}},
        {"over-friends", {Unit}},
        {"push-not-now", {Unit}},
        {"push-one-action", {Unit}},
        {"retreat-due", {Unit}},
        {"roll-due", {{"roll", T::Key}, {"general", T::General}}},
        {"setup-army-empty", {SideParam}},
        {"setup-general-unit", {SideParam, {"general", T::Number}, {"unit", T::Number}}},
        {"setup-ground", {SideParam, {"unit", T::Number}, {"type", T::Key}, {"terrain", T::Key}}},
        {"setup-trait-not-allowed", {SideParam, {"unit", T::Number}, {"type", T::Key}, {"trait", T::Key}}},
        {"setup-two-generals", {SideParam, {"unit", T::Number}}},
        {"setup-unit-type", {SideParam, {"unit", T::Number}}},
        {"unit-engaged", {Unit}},
        {"unit-gone", {Unit}},
        {"unit-has-general", {Unit}},
        {"wrong-step", {{"step", T::Key}, {"needed", T::Key}}},
    };
    return forms;
}

const RefusalForm *refusalForm(std::string_view code)
{
    const auto &forms = refusalForms();
    const auto it = std::find_if(forms.begin(), forms.end(), [code](const RefusalForm &f) { return f.code == code; });
    return it == forms.end() ? nullptr : &*it;
}

std::vector<std::string> refusalProblems(const Refusal &refusal)
{
    std::vector<std::string> problems;
    const RefusalForm *form = refusalForm(refusal.code);
    if (!form) {
        problems.push_back("unknown code \"" + refusal.code + "\"");
        return problems;
    }
    if (refusal.section.empty())
        problems.push_back(refusal.code + ": no section");
    for (const RefusalParam &p : form->params) {
        const Arg *a = refusal.arg(p.name);
        if (!a) {
            if (p.required)
                problems.push_back(refusal.code + ": missing \"" + std::string(p.name) + "\"");
        } else if (a->type != p.type) {
            problems.push_back(refusal.code + ": \"" + std::string(p.name) + "\" has another type");
        }
    }
    for (const Arg &a : refusal.args) {
        const bool listed = std::any_of(form->params.begin(), form->params.end(),
                                        [&a](const RefusalParam &p) { return p.name == a.name; });
        if (!listed)
            problems.push_back(refusal.code + ": \"" + a.name + "\" is not in its form");
    }
    return problems;
}

} // namespace ohw

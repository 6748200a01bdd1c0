// Every code the engine refuses with: its section and ruling, and the specifics
// the app's wording of it uses. A refusal takes its section and ruling from here
// (internal.h, refuse()), so a code always cites the same rule.

#include "internal.h"
#include "mwr/refusal.h"

#include <algorithm>

namespace mwr {

namespace {
using T = RefusalArg::Type;
} // namespace

const std::vector<RefusalForm> &refusalForms()
{
    static const std::vector<RefusalForm> forms{
        {"already-acted", "3", "", {{"unit", T::Unit}}},
        {"army-empty", "3", "", {{"side", T::Side}}},
        {"battle-over", "3", "R13", {}},
        {"break-point-out-of-range", "3", "R13", {{"breakPoint", T::Number}, {"most", T::Number}}},
        {"contact-listed-twice", "3", "R14", {{"unit", T::Unit}, {"other", T::Unit}}},
        {"contact-not-enemy", "3", "R14", {{"unit", T::Unit}, {"other", T::Unit}}},
        {"dice-count", "10", "", {{"expected", T::Number}, {"given", T::Number}}},
        {"engaged-cannot-move", "4", "R14", {{"unit", T::Unit}}},
        {"engaged-cannot-rally", "3", "", {{"unit", T::Unit}}},
        {"face-not-rolled", "10", "R5", {{"face", T::Number}}},
        {"face-out-of-range", "10", "", {{"face", T::Number}}},
        {"impassable", "5", "", {{"unit", T::Unit}}},
        {"melee-pending", "10", "", {{"step", T::Key}, {"attacker", T::Unit}}},
        {"no-such-unit", "2", "", {{"unit", T::Number}}},
        {"not-engaged-with", "3", "R4", {{"attacker", T::Unit}, {"defender", T::Unit}}},
        {"not-your-go", "3", "R11", {{"unit", T::Unit}, {"side", T::Side}}},
        {"nothing-to-rally", "9", "R2", {{"unit", T::Unit}, {"cohesion", T::Key}}},
        {"pick-not-offered", "10", "R5", {{"first", T::Key}, {"second", T::Key}, {"chosen", T::Key}}},
        {"preference-not-an-order", "10", "R5", {}},
        {"push-back-incomplete", "10", "R7", {{"unit", T::Unit}}},
        {"push-back-into-attacker", "10", "R6", {{"unit", T::Unit}}},
        {"push-back-overlong", "10", "R7", {{"extra", T::Number}}},
        {"push-back-repeats-unit", "10", "R7", {{"unit", T::Unit}}},
        {"rear-supporter-engaged", "6", "", {{"unit", T::Unit}}},
        {"resolve-out-of-range", "10", "R3", {{"side", T::Side}, {"index", T::Number}, {"resolve", T::Number}}},
        {"step-not-awaited", "10", "", {{"step", T::Key}}},
        {"supporter-in-melee", "6", "R17", {{"unit", T::Unit}}},
        {"supporter-listed-twice", "6", "R17", {{"unit", T::Unit}}},
        {"supporter-not-friendly", "6", "", {{"unit", T::Unit}, {"supported", T::Unit}}},
        {"through-enemies", "4", "", {{"unit", T::Unit}}},
        {"through-friends", "4", "R16", {{"unit", T::Unit}}},
        {"too-many-supporters", "6", "R17", {{"supported", T::Unit}, {"kind", T::Key}, {"most", T::Number}}},
        {"unit-destroyed", "2", "R10", {{"unit", T::Unit}}},
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
    if (refusal.section != form->section || refusal.ruling != form->ruling)
        problems.push_back(refusal.code + ": cites §" + refusal.section + " " + refusal.ruling + ", its form §" +
                           std::string(form->section) + " " + std::string(form->ruling));
    for (const RefusalParam &p : form->params) {
        const RefusalArg *a = refusal.arg(p.name);
        if (!a && p.required)
            problems.push_back(refusal.code + ": missing \"" + std::string(p.name) + "\"");
        else if (a && a->type != p.type)
            problems.push_back(refusal.code + ": \"" + std::string(p.name) + "\" has another type");
    }
    for (const RefusalArg &a : refusal.args) {
        const bool listed = std::any_of(form->params.begin(), form->params.end(),
                                        [&a](const RefusalParam &p) { return p.name == a.name; });
        if (!listed)
            problems.push_back(refusal.code + ": \"" + a.name + "\" is not in its form");
        const auto sameName = std::count_if(refusal.args.begin(), refusal.args.end(),
                                            [&a](const RefusalArg &b) { return b.name == a.name; });
        if (sameName > 1)
            problems.push_back(refusal.code + ": \"" + a.name + "\" given twice");
    }
    return problems;
}

} // namespace mwr

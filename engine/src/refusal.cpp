#include "ancients/refusal.h"

#include <algorithm>

namespace ancients {

namespace {

using T = ErrorArg::Type;

ErrorParam opt(std::string_view name, T type)
{
    return ErrorParam{name, type, false};
}

/** An optional specific given any number of times: @p name, then @p name with 2, 3, … */
ErrorParam many(std::string_view name, T type)
{
    return ErrorParam{name, type, false, true};
}

/** Whether @p given is @p param's name, or, for a repeated one, its name with a number from 2. */
bool names(const ErrorParam &param, std::string_view given)
{
    if (given == param.name)
        return true;
    if (!param.repeated || given.size() <= param.name.size() || given.substr(0, param.name.size()) != param.name)
        return false;
    const std::string_view number = given.substr(param.name.size());
    return number.front() != '0' && std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; })
        && number != "1";
}

std::vector<ErrorForm> makeForms()
{
    // Every code the engine refuses with and the specifics its wording uses;
    // optional ones tell apart the refusals that share a code.
    std::vector<ErrorForm> forms{
        // Setup and army lists (§2, §3.2, §13).
        {"army-unnamed", {}},
        {"army-empty", {{"army", T::Text}}},
        {"block-unnamed", {{"listed", T::Number}}},
        {"layout-empty", {{"listed", T::Number}, opt("name", T::Text), {"frontage", T::Number}, {"depth", T::Number}}},
        {"weight-out-of-range", {{"value", T::Number}, opt("side", T::Side), opt("listed", T::Number), opt("name", T::Text)}},
        {"deployment-count", {{"blocks", T::Number}, {"deployments", T::Number}}},
        {"deployment-overlap", {{"block", T::Block}, {"hex", T::Hex}}},
        {"distance-out-of-range", {{"minimum", T::Number}, {"maximum", T::Number}, {"value", T::Number}, {"distance", T::Key}}},
        {"option-negative", {{"value", T::Number}}},
        {"table-untracked", {}},
        {"table-size", {{"maximum", T::Number}, {"width", T::Number}, {"depth", T::Number}}},
        {"off-table", {{"hex", T::Hex}, opt("base", T::Base), opt("block", T::Block)}},
        // What an action names (§2, §4, §12).
        {"no-such-block", {{"block", T::Number}, opt("other", T::Number)}},
        {"no-such-base", {{"base", T::Number}}},
        {"block-gone", {{"action", T::Key}, opt("block", T::Block)}},
        {"base-lost", {{"base", T::Base}, opt("action", T::Key)}},
        {"not-routed", {{"base", T::Base}}},
        {"not-in-block", {{"base", T::Base}, {"block", T::Block}, opt("other", T::Block)}},
        {"not-move-phase", {{"action", T::Key}}},
        {"not-combat-phase", {}},
        {"not-shoot-phase", {}},
        {"not-active-player", {{"action", T::Key}, opt("block", T::Block), opt("base", T::Base)}},
        {"loss-pending", {{"base", T::Base}, {"points", T::Number}}},
        {"pursuit-pending", {{"base", T::Base}, {"duty", T::Key}}},
        {"follow-up-pending", {{"base", T::Base}}},
        {"positions-tracked", {{"reason", T::Key}}},
        {"positions-not-tracked", {}},
        {"positions-needed", {}},
        {"facts-derived", {}},
        // Movement (§5, §8).
        {"movement-over", {{"block", T::Block}}},
        {"bad-climb", {{"value", T::Number}}},
        {"destination-incomplete", {{"block", T::Block}}},
        {"destination-occupied", {{"hex", T::Hex}}},
        {"destination-shared", {}},
        {"not-contiguous", {}},
        {"impassable", {{"hex", T::Hex}, opt("base", T::Base)}},
        {"move-too-far", {{"base", T::Base}, {"distance", T::Number}, {"block", T::Block}, {"allowance", T::Number}}},
        {"path-through-enemy", {{"base", T::Base}, {"hex", T::Hex}}},
        {"pivot-too-far", {{"value", T::Number}}},
        {"wheel-too-far", {{"value", T::Number}}},
        {"wheel-pivot-not-flank", {{"base", T::Base}, {"block", T::Block}}},
        {"wheel-blocked", {{"hex", T::Hex}, {"base", T::Base}}},
        {"wheel-shape-unknown", {{"block", T::Block}}},
        {"column-order", {{"block", T::Block}}},
        {"march-length", {{"allowance", T::Number}, {"value", T::Number}}},
        {"not-a-column", {}},
        {"path-broken", {}},
        {"path-blocked", {opt("hex", T::Hex), opt("reason", T::Key)}},
        // Split and merge (§6.2).
        {"split-parts", {{"block", T::Block}}},
        {"split-not-contiguous", {opt("reason", T::Key)}},
        {"seam-unknown", {{"action", T::Key}}},
        {"seam-duplicate", {}},
        // Smoothing (§6.1, ruling R17).
        {"smoothing-not-now", {}},
        {"smoothing-declined-twice", {{"base", T::Base}}},
        {"smoothing-cannot-pull", {{"base", T::Base}}},
        {"merge-self", {{"block", T::Block}}},
        {"merge-type", {{"block", T::Block}, {"other", T::Block}}},
        {"merge-unlike", {{"block", T::Block}, {"other", T::Block}}},
        {"merge-engaged", {{"block", T::Block}, {"other", T::Block}}},
        {"merge-apart", {{"block", T::Block}, {"other", T::Block}}},
        {"merge-orientation", {{"block", T::Block}, {"other", T::Block}}},
        // Fatigue (§6).
        {"fatigue-amount", {{"value", T::Number}}},
        {"no-section", {}},
        {"fatigue-below-one", {}},
        {"fatigue-below-minimum", {{"bases", T::Number}, {"value", T::Number}}},
        {"block-broken", {{"action", T::Key}}},
        // Dice (§3.1).
        {"face-not-on-die", {{"die", T::Key}, {"value", T::Number}}},
        {"movement-needs-d6", {}},
        {"roll-quality-mismatch", {}},
        {"combat-dice-differ", {{"action", T::Key}}},
        // Combat (§8, §9, §11).
        {"going-out-of-range", {{"value", T::Number}, opt("base", T::Base), opt("side", T::Side)}},
        {"overlaps-out-of-range", {}},
        {"flank-and-rear", {}},
        {"both-uphill", {}},
        {"no-shock-ability", {{"side", T::Side}, {"type", T::Key}}},
        {"shock-charger-struck", {{"side", T::Side}}},
        {"same-side", {{"base", T::Base}, {"enemy", T::Base}, {"action", T::Key}}},
        {"not-engaged", {{"base", T::Base}, {"enemy", T::Base}, opt("block", T::Block), opt("other", T::Block)}},
        {"already-fought", {{"base", T::Base}, {"enemy", T::Base}}},
        {"not-lapping", {{"base", T::Base}, {"lapped", T::Base}, opt("helped", T::Base)}},
        {"not-uncountered", {{"base", T::Base}, {"lapped", T::Base}}},
        {"not-planned", {{"base", T::Base}}},
        {"one-enemy-per-base", {{"base", T::Base}, {"enemy", T::Base}}},
        // Every melee still to fight, each named: "base", "base2", … (ErrorParam::repeated).
        {"melee-unfought", {{"pairs", T::Number}, {"bases", T::Number}, {"contacts", T::Number}, many("base", T::Base),
                            many("enemy", T::Base), many("unpaired", T::Base), many("unpairedEnemy", T::Base),
                            many("block", T::Block), many("other", T::Block)}},
        {"plan-side", {{"reason", T::Key}, opt("base", T::Base)}},
        {"no-loss", {}},
        {"no-loser-side", {}},
        {"allocation-total", {{"points", T::Number}, {"fatigue", T::Number}, {"pushBack", T::Number}}},
        {"evade", {{"points", T::Number}}},
        {"file-duplicate", {}},
        {"file-without-base", {{"base", T::Base}}},
        {"far-side", {opt("base", T::Base), opt("block", T::Block)}},
        {"no-seam", {{"reason", T::Key}}},
        {"no-pursuit", {}},
        {"pursuit-mandatory", {{"base", T::Base}}},
        {"pursuit-declined", {}},
        {"pursuit-alone", {{"base", T::Base}}},
        {"no-follow-up", {}},
        {"follow-up-declined", {}},
        // Shooting (§10, ruling R38).
        {"not-missile-troops", {{"block", T::Block}, {"type", T::Key}}},
        {"already-fired", {{"base", T::Base}}},
        {"out-of-range", {{"base", T::Base}, {"enemy", T::Base}, {"distance", T::Number}, {"range", T::Number}}},
    };
    std::sort(forms.begin(), forms.end(), [](const ErrorForm &x, const ErrorForm &y) { return x.code < y.code; });
    return forms;
}

} // namespace

const std::vector<ErrorForm> &errorForms()
{
    static const std::vector<ErrorForm> forms = makeForms();
    return forms;
}

const ErrorForm *errorForm(std::string_view code)
{
    const auto &forms = errorForms();
    const auto it = std::lower_bound(forms.begin(), forms.end(), code,
                                     [](const ErrorForm &f, std::string_view c) { return f.code < c; });
    return it != forms.end() && it->code == code ? &*it : nullptr;
}

std::vector<std::string> refusalProblems(const Error &error)
{
    std::vector<std::string> problems;
    const ErrorForm *form = errorForm(error.code);
    if (!form) {
        problems.push_back("the code \"" + error.code + "\" has no form");
        return problems;
    }
    for (const ErrorParam &p : form->params) {
        const ErrorArg *given = error.arg(p.name);
        if (!given && p.required)
            problems.push_back(error.code + ": no \"" + std::string(p.name) + "\"");
    }
    for (const ErrorArg &a : error.args) {
        const auto param = std::find_if(form->params.begin(), form->params.end(), [&a](const ErrorParam &p) { return names(p, a.name); });
        if (param == form->params.end())
            problems.push_back(error.code + ": \"" + a.name + "\" is not in its form");
        else if (a.type != param->type)
            problems.push_back(error.code + ": \"" + a.name + "\" has another type");
    }
    return problems;
}

} // namespace ancients

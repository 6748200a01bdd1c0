#pragma once

// Every code the engine refuses with, and the specifics (Refusal::args) its
// wording uses, so that the app can word each one in the player's language and
// a test can hold the engine to the list.

#include "ohw/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace ohw {

/** A specific a refusal's wording uses: its name, its type, and whether every refusal of the code gives it. */
struct RefusalParam
{
    std::string_view name;
    Arg::Type type = Arg::Type::Number;
    bool required = true;
};

/** A code the engine refuses with, and the specifics its wording uses. */
struct RefusalForm
{
    std::string_view code;
    std::vector<RefusalParam> params;
};

/** Every code the engine refuses with (apply, newGame, the previews), in code order. */
[[nodiscard]] const std::vector<RefusalForm> &refusalForms();

/** The form of @p code, or nullptr when the engine never refuses with it. */
[[nodiscard]] const RefusalForm *refusalForm(std::string_view code);

/**
 * What is wrong with @p refusal against its form: an unknown code, a required
 * specific missing, a specific of another type, or one the form does not list.
 * Empty when the app can word it.
 */
[[nodiscard]] std::vector<std::string> refusalProblems(const Refusal &refusal);

} // namespace ohw

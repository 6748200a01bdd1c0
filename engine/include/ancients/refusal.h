#pragma once

#include "ancients/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ancients {

/**
 * One piece of a refusal as it is built: plain English words, or a specific
 * (an ErrorArg) with the English words that name it. refuse() joins the words
 * into Error::message and keeps the specifics in Error::args, so each refusal
 * is written once and gives both.
 */
struct RefusalPart
{
    RefusalPart(const char *words)
        : english(words)
    {
    }
    RefusalPart(std::string words)
        : english(std::move(words))
    {
    }
    RefusalPart(ErrorArg specific, std::string words)
        : arg(std::move(specific))
        , english(std::move(words))
    {
    }

    std::optional<ErrorArg> arg;
    std::string english;
};

/** The specifics a refusal names, each with its English words. */
namespace arg {

/** A Base, in English "Base 3". */
inline RefusalPart base(std::string name, int id)
{
    return {ErrorArg{std::move(name), ErrorArg::Type::Base, id, 0, {}}, "Base " + std::to_string(id)};
}
inline RefusalPart base(int id)
{
    return base("base", id);
}

/** A Block with its name, in English "Block 2 (Hastati)". */
inline RefusalPart block(std::string name, int id, const std::string &blockName)
{
    return {ErrorArg{std::move(name), ErrorArg::Type::Block, id, 0, blockName},
            "Block " + std::to_string(id) + (blockName.empty() ? std::string() : " (" + blockName + ")")};
}

/** A number, in English its digits. */
inline RefusalPart number(std::string name, int n)
{
    return {ErrorArg{std::move(name), ErrorArg::Type::Number, n, 0, {}}, std::to_string(n)};
}

/** Words shown as they are. */
inline RefusalPart text(std::string name, std::string words)
{
    std::string english = words;
    return {ErrorArg{std::move(name), ErrorArg::Type::Text, 0, 0, std::move(words)}, std::move(english)};
}

/** A hex, in English "(q, r)". */
inline RefusalPart hex(std::string name, int q, int r)
{
    return {ErrorArg{std::move(name), ErrorArg::Type::Hex, q, r, {}},
            "(" + std::to_string(q) + ", " + std::to_string(r) + ")"};
}

/** Side A (0) or B (1), in English "A" or "B". */
inline RefusalPart side(std::string name, int which)
{
    return {ErrorArg{std::move(name), ErrorArg::Type::Side, which, 0, {}}, which == 0 ? "A" : "B"};
}

/** A key the app translates, in English @p english. */
inline RefusalPart key(std::string name, std::string key, std::string english)
{
    return {ErrorArg{std::move(name), ErrorArg::Type::Key, 0, 0, std::move(key)}, std::move(english)};
}

/** The specific of @p part without its words: it tells the app which sentence, the English says it otherwise. */
inline RefusalPart hidden(RefusalPart part)
{
    part.english.clear();
    return part;
}

} // namespace arg

/** Adds @p part to @p error: its words to the message, its specific to the args (once by name). */
inline void addRefusalPart(Error &error, RefusalPart part)
{
    error.message += part.english;
    if (part.arg && !error.arg(part.arg->name))
        error.args.push_back(std::move(*part.arg));
}

/** The refusal @p code under @p section, its message and args built from @p parts in order. */
template<typename... Parts>
[[nodiscard]] Error refuse(std::string code, std::string section, Parts &&...parts)
{
    Error error{std::move(code), std::move(section), {}, {}};
    (addRefusalPart(error, RefusalPart(std::forward<Parts>(parts))), ...);
    return error;
}

/** A specific a refusal's wording uses: its name, its type, and whether every refusal of the code gives it. */
struct ErrorParam
{
    std::string_view name;
    ErrorArg::Type type = ErrorArg::Type::Number;
    bool required = true;
    /** Given any number of times: `name`, then `name2`, `name3`, … (a list the refusal names in full). */
    bool repeated = false;
};

/** A code the engine refuses with, and the specifics its wording uses. */
struct ErrorForm
{
    std::string_view code;
    std::vector<ErrorParam> params;
};

/** Every code the engine refuses with (apply, newGame, the dice, combat odds, risk, army lists), in code order. */
[[nodiscard]] const std::vector<ErrorForm> &errorForms();

/** The form of @p code, or nullptr when the engine never refuses with it. */
[[nodiscard]] const ErrorForm *errorForm(std::string_view code);

/**
 * What is wrong with @p error against its form: an unknown code, a required
 * specific missing, a specific of another type, or one the form does not list.
 * Empty when the app can word it.
 */
[[nodiscard]] std::vector<std::string> refusalProblems(const Error &error);

} // namespace ancients

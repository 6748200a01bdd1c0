#pragma once

// Why the engine refused an input: a stable code, the section (and ruling) that
// forbids it, and typed specifics. No sentence: the app words each code in the
// player's language, the command-line tool in its own.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace mwr {

/** One specific of a refusal, typed so that the app can word it. */
struct RefusalArg
{
    enum class Type : std::uint8_t {
        Unit,   ///< value: the unit's id
        Number, ///< value: the number
        Side,   ///< value: 0 for side A, 1 for side B
        Key,    ///< key: a stable key of keys.h the app translates (a state, a kind of support, a step)
    };

    std::string name; ///< the parameter's name, e.g. "unit"
    Type type = Type::Number;
    int value = 0;
    std::string key;

    friend bool operator==(const RefusalArg &, const RefusalArg &) = default;
};

/** A refusal: the code the app words, the section and ruling behind it, and its specifics. */
struct Refusal
{
    std::string code;    ///< stable identifier, e.g. "engaged-cannot-move"
    std::string section; ///< e.g. "4"
    std::string ruling;  ///< e.g. "R14"; empty when the text alone forbids it
    std::vector<RefusalArg> args; ///< each once by name; refusalForms() lists each code's

    /** The specific named @p name, or nullptr. */
    [[nodiscard]] const RefusalArg *arg(std::string_view name) const
    {
        for (const RefusalArg &a : args) {
            if (a.name == name)
                return &a;
        }
        return nullptr;
    }

    friend bool operator==(const Refusal &, const Refusal &) = default;
};

/** Either a value or the Refusal that explains why there is none. */
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_data(std::move(value))
    {
    }
    Result(Refusal refusal)
        : m_data(std::move(refusal))
    {
    }

    [[nodiscard]] bool ok() const noexcept { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const noexcept { return ok(); }

    /** The value; only valid when ok(). */
    [[nodiscard]] const T &value() const & { return std::get<T>(m_data); }
    [[nodiscard]] const T &operator*() const & { return value(); }
    [[nodiscard]] const T *operator->() const { return &value(); }

    /** The refusal; only valid when !ok(). */
    [[nodiscard]] const Refusal &refusal() const & { return std::get<Refusal>(m_data); }

private:
    std::variant<T, Refusal> m_data;
};

/** A specific a code's wording uses: its name, its type, and whether every refusal of the code gives it. */
struct RefusalParam
{
    std::string_view name;
    RefusalArg::Type type = RefusalArg::Type::Number;
    bool required = true;
};

/** A code the engine refuses with, its section and ruling, and the specifics its wording uses. */
struct RefusalForm
{
    std::string_view code;
    std::string_view section;
    std::string_view ruling;
    std::vector<RefusalParam> params;
};

/** Every code the engine refuses with (newGame, apply, preview, the odds), in code order. */
[[nodiscard]] const std::vector<RefusalForm> &refusalForms();

/** The form of @p code, or nullptr when the engine never refuses with it. */
[[nodiscard]] const RefusalForm *refusalForm(std::string_view code);

/**
 * What is wrong with @p refusal against its form: an unknown code, another
 * section or ruling, a required specific missing, one of another type, or one
 * the form does not list. Empty when the app can word it.
 */
[[nodiscard]] std::vector<std::string> refusalProblems(const Refusal &refusal);

} // namespace mwr

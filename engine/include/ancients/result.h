#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace ancients {

/**
 * One specific of a refusal, typed so that the app can word it in the player's
 * language: which Base, which Block, how many, which hex, which side, or a key
 * the app translates (a troop type, a die, the action refused).
 */
struct ErrorArg
{
    enum class Type : std::uint8_t {
        Base,   ///< value: the Base's id
        Block,  ///< value: the Block's id; text: its name
        Number, ///< value: the number
        Text,   ///< text: words the app shows as they are (an army's name, an English reason)
        Hex,    ///< value: q; r: r
        Side,   ///< value: 0 for side A, 1 for side B
        Key,    ///< text: a stable key the app translates (e.g. "move", "heavy-infantry", "d6")
    };

    std::string name; ///< the parameter's name in the code's wording, e.g. "base"
    Type type = Type::Number;
    int value = 0;
    int r = 0;
    std::string text;

    friend bool operator==(const ErrorArg &, const ErrorArg &) = default;
};

/**
 * Why the engine refused an input: a stable code the app translates, the
 * rulebook section that forbids it, the specifics the code's wording needs, and
 * an English sentence for logs and tools.
 */
struct Error
{
    std::string code;    ///< stable identifier, e.g. "face-not-on-die"
    std::string section; ///< rulebook section, e.g. "3.1"
    std::string message; ///< the English sentence (the command-line tool and the battle file's tools show it)
    std::vector<ErrorArg> args; ///< the specifics, each once by name (refusal.h lists each code's)

    /** The specific named @p name, or nullptr. */
    [[nodiscard]] const ErrorArg *arg(std::string_view name) const
    {
        for (const ErrorArg &a : args) {
            if (a.name == name)
                return &a;
        }
        return nullptr;
    }

    friend bool operator==(const Error &, const Error &) = default;
};

/** Either a value or the Error explaining why there is none. */
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_data(std::move(value))
    {
    }
    Result(Error error)
        : m_data(std::move(error))
    {
    }

    [[nodiscard]] bool ok() const noexcept { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const noexcept { return ok(); }

    /** The value; only valid when ok(). */
    [[nodiscard]] const T &value() const & { return std::get<T>(m_data); }
    /** The value moved out of a Result done with (std::move(result).value()); only valid when ok(). */
    [[nodiscard]] T value() && { return std::get<T>(std::move(m_data)); }
    [[nodiscard]] const T &operator*() const & { return value(); }
    [[nodiscard]] const T *operator->() const { return &value(); }

    /** The refusal; only valid when !ok(). */
    [[nodiscard]] const Error &error() const & { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

} // namespace ancients

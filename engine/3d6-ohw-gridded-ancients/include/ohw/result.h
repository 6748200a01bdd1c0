#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace ohw {

/**
 * One specific of a refusal, typed so that the app can word it in the player's
 * language: which unit, which general, how many, which side, or a key the app
 * translates (a unit type, a terrain, a face, a step).
 */
struct Arg
{
    enum class Type : std::uint8_t {
        Unit,    ///< value: the unit's id
        General, ///< value: the general's id
        Number,  ///< value: the number
        Side,    ///< value: 0 for side A, 1 for side B
        Key,     ///< key: a stable key from keys.h the app translates
    };

    std::string name; ///< the parameter's name in the code's wording, e.g. "unit"
    Type type = Type::Number;
    int value = 0;
    std::string key;

    friend bool operator==(const Arg &, const Arg &) = default;
};

/**
 * Why the engine refused an input: a stable code the app words, the section of
 * the rules text that forbids it (rulebook/3d6-ohw-gridded-ancients/rulebook.md)
 * and the specifics the wording needs. No sentence: words are the app's job.
 */
struct Refusal
{
    std::string code;    ///< stable identifier, e.g. "move-too-far"
    std::string section; ///< e.g. "5"
    std::vector<Arg> args; ///< each once by name (refusals.h lists each code's)

    /** The specific named @p name, or nullptr. */
    [[nodiscard]] const Arg *arg(std::string_view name) const
    {
        for (const Arg &a : args) {
            if (a.name == name)
                return &a;
        }
        return nullptr;
    }

    friend bool operator==(const Refusal &, const Refusal &) = default;
};

/** Either a value or the Refusal explaining why there is none. */
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

} // namespace ohw

#pragma once

#include <string>
#include <utility>
#include <variant>

namespace ancients {

/**
 * Why the engine refused an input: a stable code the app translates, the
 * rulebook section that forbids it, and an English sentence for logs and tools.
 */
struct Error
{
    std::string code;    ///< stable identifier, e.g. "face-not-on-die"
    std::string section; ///< rulebook section, e.g. "3.1"
    std::string message;

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
    [[nodiscard]] const T &operator*() const & { return value(); }
    [[nodiscard]] const T *operator->() const { return &value(); }

    /** The refusal; only valid when !ok(). */
    [[nodiscard]] const Error &error() const & { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

} // namespace ancients

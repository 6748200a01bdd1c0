#pragma once

#include <memory>
#include <optional>
#include <utility>

namespace ancients {

/**
 * An optional value kept on the heap: made, copied, compared and tested as a std::optional<T>
 * is, in the room of one pointer. For a large T that is present only now and then, such as the
 * account of a fight in an Effect, where std::optional would keep T's room in every value.
 */
template <typename T>
class BoxedOptional
{
public:
    BoxedOptional() noexcept = default;
    BoxedOptional(std::nullopt_t) noexcept {}
    BoxedOptional(const T &value) : m_value(std::make_unique<T>(value)) {}
    BoxedOptional(T &&value) : m_value(std::make_unique<T>(std::move(value))) {}
    BoxedOptional(const BoxedOptional &other) : m_value(other.m_value ? std::make_unique<T>(*other.m_value) : nullptr) {}
    BoxedOptional(BoxedOptional &&) noexcept = default;
    ~BoxedOptional() = default;

    BoxedOptional &operator=(const BoxedOptional &other)
    {
        if (this != &other)
            m_value = other.m_value ? std::make_unique<T>(*other.m_value) : nullptr;
        return *this;
    }
    BoxedOptional &operator=(BoxedOptional &&) noexcept = default;
    BoxedOptional &operator=(std::nullopt_t) noexcept
    {
        m_value.reset();
        return *this;
    }
    BoxedOptional &operator=(const T &value)
    {
        m_value = std::make_unique<T>(value);
        return *this;
    }
    BoxedOptional &operator=(T &&value)
    {
        m_value = std::make_unique<T>(std::move(value));
        return *this;
    }

    [[nodiscard]] bool has_value() const noexcept { return m_value != nullptr; }
    explicit operator bool() const noexcept { return has_value(); }
    /** The value; there must be one. */
    [[nodiscard]] const T &operator*() const noexcept { return *m_value; }
    [[nodiscard]] T &operator*() noexcept { return *m_value; }
    [[nodiscard]] const T *operator->() const noexcept { return m_value.get(); }
    [[nodiscard]] T *operator->() noexcept { return m_value.get(); }
    void reset() noexcept { m_value.reset(); }

    /** Equal when both are empty, or both hold equal values. */
    friend bool operator==(const BoxedOptional &a, const BoxedOptional &b)
    {
        return a.has_value() == b.has_value() && (!a.has_value() || *a == *b);
    }
    friend bool operator==(const BoxedOptional &a, std::nullopt_t) noexcept { return !a.has_value(); }

private:
    std::unique_ptr<T> m_value;
};

} // namespace ancients

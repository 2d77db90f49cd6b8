#pragma once
// A value or an error message: the engine's way of reporting bad input without exceptions.
#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace tidepool {

/// An error: one plain sentence naming what is wrong (no trailing full stop).
struct Error
{
    std::string message;
};

/// Either a T or an Error. C++20 has no std::expected; this is the small subset the engine needs.
template <class T>
class [[nodiscard]] Expected
{
public:
    Expected(T value) : m_data(std::move(value)) {}
    Expected(Error error) : m_data(std::move(error)) {}

    bool hasValue() const { return m_data.index() == 0; }
    explicit operator bool() const { return hasValue(); }

    T& value() & { assert(hasValue()); return std::get<0>(m_data); }
    const T& value() const& { assert(hasValue()); return std::get<0>(m_data); }
    T&& value() && { assert(hasValue()); return std::get<0>(std::move(m_data)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const std::string& error() const { assert(!hasValue()); return std::get<1>(m_data).message; }

private:
    std::variant<T, Error> m_data;
};

/// The result of an action or a check: success, or the reason it was refused.
class [[nodiscard]] Outcome
{
public:
    static Outcome success() { return Outcome(); }
    static Outcome failure(std::string reason) { return Outcome(std::move(reason)); }

    bool ok() const { return m_reason.empty(); }
    explicit operator bool() const { return ok(); }
    /// Why the action was refused; empty when it succeeded.
    const std::string& reason() const { return m_reason; }

private:
    Outcome() = default;
    explicit Outcome(std::string reason) : m_reason(std::move(reason))
    {
        if (m_reason.empty())
            m_reason = "refused";
    }
    std::string m_reason;
};

} // namespace tidepool

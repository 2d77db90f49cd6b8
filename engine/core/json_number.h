#pragma once
// Range-checked reading of whole numbers from JSON, shared by every game's setup reader and the
// record reader. A value is compared with its bounds exactly, before any narrowing: 4294967297 is
// outside 0..5, never read as 1, and 18446744073709551615 is never read as -1.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <optional>

namespace tidepool {

/// `value` as an int when it is a JSON whole number within [minimum, maximum]; nullopt when it is
/// not a whole number (a string, a fraction like 2.5, a boolean, null...) or lies outside the range.
inline std::optional<int> wholeNumberIn(const nlohmann::json& value, int minimum, int maximum)
{
    if (value.is_number_unsigned()) {
        const std::uint64_t number = value.get<std::uint64_t>();
        if (maximum < 0 || number > static_cast<std::uint64_t>(maximum) ||
            (minimum > 0 && number < static_cast<std::uint64_t>(minimum)))
            return std::nullopt;
        return static_cast<int>(number);
    }
    if (!value.is_number_integer())
        return std::nullopt;
    const std::int64_t number = value.get<std::int64_t>();
    if (number < minimum || number > maximum)
        return std::nullopt;
    return static_cast<int>(number);
}

} // namespace tidepool

#pragma once
// Text that came from input (an action, an option value, a path), made safe to echo in a one-line
// error message: control characters are escaped and very long text is shortened.
#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>

namespace tidepool {

/// The most characters (UTF-8 code points) of input text that a message echoes.
inline constexpr std::size_t kEchoedTextLimit = 60;

/// `text` with every control character (bytes 0-31 and 127) escaped: newline as \n, carriage
/// return as \r, tab as \t, any other as \u00XX (NUL is \u0000). A message holding it stays on one line.
inline std::string oneLine(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (byte < 0x20 || byte == 0x7f) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
            out += escaped;
        } else
            out += c;
    }
    return out;
}

/// Input text to echo in a message: at most kEchoedTextLimit characters (then "…"), never cut
/// inside a UTF-8 character, with control characters escaped as by oneLine().
inline std::string echoed(std::string_view text)
{
    std::size_t characters = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80)
            continue; // a UTF-8 continuation byte
        if (++characters > kEchoedTextLimit)
            return oneLine(text.substr(0, i)) + "…";
    }
    return oneLine(text);
}

} // namespace tidepool

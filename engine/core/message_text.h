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

/// `text` with every control character (bytes 0-31 and 127, and U+0080-U+009F) escaped: newline as
/// \n, carriage return as \r, tab as \t, any other as \u00XX (NUL is \u0000). The characters that
/// reorder or break the text around them are escaped too, as \uXXXX: the bidirectional marks,
/// embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069; a
/// U+202E in a file name would show the rest of the message backwards) and the line and paragraph
/// separators (U+2028, U+2029). A message holding it stays on one line and reads as written.
inline std::string oneLine(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    const auto escape = [&out](unsigned code) {
        char escaped[8];
        std::snprintf(escaped, sizeof escaped, "\\u%04x", code);
        out += escaped;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const auto byte = static_cast<unsigned char>(c);
        const auto next = [&](std::size_t k) { return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0u; };
        if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (byte < 0x20 || byte == 0x7f)
            escape(byte);
        else if (byte == 0xC2 && next(1) >= 0x80 && next(1) <= 0x9F) { // C1 control characters
            escape(next(1));
            ++i;
        } else if (byte == 0xD8 && next(1) == 0x9C) { // U+061C arabic letter mark
            escape(0x061C);
            ++i;
        } else if (byte == 0xE2 && next(1) == 0x80 &&
                   (next(2) == 0x8E || next(2) == 0x8F || (next(2) >= 0xA8 && next(2) <= 0xAE))) {
            escape(0x2000u + (next(2) - 0x80u)); // U+200E, U+200F, U+2028-U+202E
            i += 2;
        } else if (byte == 0xE2 && next(1) == 0x81 && next(2) >= 0xA6 && next(2) <= 0xA9) {
            escape(0x2040u + (next(2) - 0x80u)); // U+2066-U+2069
            i += 2;
        } else
            out += c;
    }
    return out;
}

/// Input text to echo in a message: at most `limit` characters (then "…"), never cut inside a
/// UTF-8 character, with control characters escaped as by oneLine().
inline std::string echoed(std::string_view text, std::size_t limit = kEchoedTextLimit)
{
    std::size_t characters = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80)
            continue; // a UTF-8 continuation byte
        if (++characters > limit)
            return oneLine(text.substr(0, i)) + "…";
    }
    return oneLine(text);
}

} // namespace tidepool

#pragma once
// The engine's sentences for people (refusal reasons, legal-action explanations, win reasons,
// option labels, colour, card and space names) in the language the app chose. The engine has no
// Qt: each English template is marked for Qt's lupdate and looked up through a translator hook
// that the app installs (app/storage/appsettings.cpp: QCoreApplication::translate). With no hook, every
// sentence is the English text exactly (the engine and CLI tests pin it word for word).
//
// Marking (lupdate reads both through `-tr-function-alias QT_TRANSLATE_NOOP+=TP_TR,...+=TP_NOOP`,
// app/CMakeLists.txt):
//   TP_TR("ribbit", "{0} is not on the track")  -> std::string, translated now through the hook
//   TP_NOOP("ribbit", "Deck")                    -> the English text itself (const char*), for
//                                                   tables built once (OptionInfo); whoever shows
//                                                   it translates it under the same context.
// Contexts: "engine" (shared: core, bots), "ribbit", "mini", "ripple".
// Placeholders {0}..{9} are filled by format(); a translation may reorder them.
#include <atomic>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>

#define TP_TR(context, text) ::tidepool::translate(context, text)
#define TP_NOOP(context, text) text

namespace tidepool {

/// Returns `text` (English, UTF-8) in the chosen language; must be callable from any thread.
using Translator = std::string (*)(const char* context, const char* text);

/// Installs the hook (nullptr: English). Thread-safe (an atomic pointer), but install it once at
/// start, before any game or bot thread runs, so that one sentence never mixes two languages.
void setTranslator(Translator translator);
Translator translator();

/// `text` through the installed hook, or `text` itself when none is installed.
std::string translate(const char* context, const char* text);

namespace detail {
std::string formatList(std::string_view pattern, std::initializer_list<std::string_view> args);
inline std::string_view asText(std::string_view text) { return text; }
inline std::string_view asText(const std::string& text) { return text; }
inline std::string_view asText(const char* text) { return text; }
template <class Number, class = std::enable_if_t<std::is_arithmetic_v<Number>>>
std::string asText(Number number) { return std::to_string(number); }
} // namespace detail

/// `pattern` with {0}..{9} replaced by the arguments (strings or numbers), e.g.
/// format("{0} moves to {1}", "red", 3) == "red moves to 3". A placeholder without an argument
/// is left as it is; braces not followed by a digit and "}" are copied.
template <class... Args>
std::string format(std::string_view pattern, const Args&... args)
{
    // Numbers become strings first; everything is then a string_view into a live value.
    return [&](const auto&... texts) {
        return detail::formatList(pattern, {std::string_view(texts)...});
    }(detail::asText(args)...);
}

/// A card's amount as the cards print it: "+3" above 0, "−1" below (a true minus sign, U+2212,
/// as on the cards and in every card name), "0" for 0.
inline std::string signedAmount(int amount)
{
    if (amount > 0)
        return "+" + std::to_string(amount);
    return amount < 0 ? "\u2212" + std::to_string(-amount) : "0";
}

} // namespace tidepool

#include "tr.h"
#include "notation.h"

namespace tidepool {

namespace {
std::atomic<Translator> g_translator{nullptr};
std::atomic<bool> g_notationShown{true};
}

void setNotationShown(bool shown) { g_notationShown.store(shown, std::memory_order_release); }

bool notationShown() { return g_notationShown.load(std::memory_order_acquire); }

std::string withRulings(std::string text, const std::string& note)
{
    if (notationShown() && !note.empty())
        text += " " + note;
    return text;
}

void setTranslator(Translator translator) { g_translator.store(translator, std::memory_order_release); }

Translator translator() { return g_translator.load(std::memory_order_acquire); }

std::string translate(const char* context, const char* text)
{
    if (Translator hook = translator())
        return hook(context, text);
    return text;
}

namespace detail {

std::string formatList(std::string_view pattern, std::initializer_list<std::string_view> args)
{
    std::string out;
    out.reserve(pattern.size() + 16 * args.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 1] >= '0' && pattern[i + 1] <= '9' &&
            pattern[i + 2] == '}') {
            const std::size_t index = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (index < args.size()) {
                out += *(args.begin() + index);
                i += 2;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

} // namespace detail

} // namespace tidepool

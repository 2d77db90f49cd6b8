#include "game.h"

#include "message_text.h"
#include "tr.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <stdexcept>

namespace tidepool {

Outcome State::check(std::string_view text) const
{
    auto action = parse(text);
    if (!action)
        return Outcome::failure(action.error());
    return check(*action);
}

Outcome State::apply(const ParsedAction& action) { return applyChecked(action, {}); }

Outcome State::apply(std::string_view text)
{
    if (isFinished())
        return Outcome::failure(TP_TR("engine", "the game is over"));
    auto action = parse(text);
    if (!action)
        return Outcome::failure(action.error());
    return applyChecked(*action, text);
}

Outcome State::applyChecked(const ParsedAction& action, std::string_view text)
{
    if (isFinished())
        return Outcome::failure(TP_TR("engine", "the game is over"));
    Outcome outcome = check(action);
    if (!outcome)
        return outcome;
    if (m_pendingHistory > 0)
        writePendingHistory(); // before doApply: the pending actions are the game's last ones
    doApply(action);
    if (text.empty())
        m_history.push_back(action.text());
    else
        m_history.emplace_back(text);
    return outcome;
}

void State::pendingHistoryText(std::size_t, std::vector<std::string>&) const {}

void State::writePendingHistory() const
{
    const std::size_t count = m_pendingHistory;
    m_pendingHistory = 0;
    pendingHistoryText(count, m_history);
}

std::unique_ptr<State> State::preview(std::string_view) const { return nullptr; }

Outcome State::canUndo() const
{
    if (m_history.empty())
        return Outcome::failure(TP_TR("engine", "nothing has been played yet"));
    return Outcome::failure(TP_TR("engine", "this game has no undo"));
}

Json winnersJson(const std::vector<int>& winners)
{
    if (winners.empty())
        return nullptr;
    if (winners.size() == 1)
        return winners[0];
    return winners;
}

namespace {

std::vector<GameInfo>& registry()
{
    static std::vector<GameInfo> games;
    return games;
}

/// The position of `name` in TIDEPOOL_GAMES (engine/CMakeLists.txt), or past the end.
std::size_t listedAt(const std::string& name)
{
    static const std::string order = std::string(" ") + kListedGames + " ";
    const std::size_t at = order.find(" " + name + " ");
    return at == std::string::npos ? order.size() : at;
}

} // namespace

bool registerGame(GameInfo (*describe)())
{
    registry().push_back(describe());
    return true;
}

const std::vector<GameInfo>& games()
{
    // Registrations run before main() in no set order; the list is sorted once, when first read.
    static const std::vector<GameInfo>& sorted = [] () -> std::vector<GameInfo>& {
        std::vector<GameInfo>& all = registry();
        std::stable_sort(all.begin(), all.end(), [](const GameInfo& a, const GameInfo& b) {
            const std::size_t x = listedAt(a.name), y = listedAt(b.name);
            return x != y ? x < y : a.name < b.name;
        });
        return all;
    }();
    return sorted;
}

const GameInfo* findGame(std::string_view name)
{
    for (const GameInfo& game : games())
        if (game.name == name)
            return &game;
    return nullptr;
}

namespace {
std::string jsonAsText(const Json& value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_boolean())
        return value.get<bool>() ? "true" : "false";
    if (value.is_number_integer())
        return std::to_string(value.get<long long>());
    return value.dump();
}
} // namespace

Expected<std::map<std::string, std::string>> resolveOptions(const GameInfo& game, const Json& options)
{
    std::map<std::string, std::string> resolved;
    for (const OptionInfo& option : game.options)
        resolved[option.key] = option.defaultValue;
    if (options.is_null())
        return resolved;
    if (!options.is_object())
        return Error{"options must be an object"};
    for (const auto& [key, value] : options.items()) {
        const OptionInfo* info = nullptr;
        for (const OptionInfo& option : game.options)
            if (option.key == key)
                info = &option;
        if (!info)
            return Error{"unknown option \"" + echoed(key) + "\" for " + game.title};
        if (info->isNumber()) {
            long long number = 0;
            bool inRange = true; // false: too large for a long long, so outside any option's range
            std::string given;   // the number as written, for the message
            if (value.is_number_unsigned()) {
                given = value.dump();
                const auto unsignedNumber = value.get<std::uint64_t>();
                inRange = unsignedNumber <= static_cast<std::uint64_t>(std::numeric_limits<long long>::max());
                number = inRange ? static_cast<long long>(unsignedNumber) : 0;
            } else if (value.is_number_integer()) {
                number = value.get<long long>();
                given = std::to_string(number);
            } else if (value.is_string()) {
                const std::string text = value.get<std::string>();
                given = echoed(text);
                std::size_t used = 0;
                try {
                    number = std::stoll(text, &used);
                } catch (const std::out_of_range&) {
                    // Digits, but too many: outside the range rather than "not a whole number".
                    inRange = false;
                    used = text.find_first_not_of(" \t\n\v\f\r+-0123456789") == std::string::npos ? text.size() : 0;
                } catch (...) {
                    used = 0;
                }
                if (used == 0 || used != text.size())
                    return Error{"option " + key + ": \"" + given + "\" is not a whole number"};
            } else {
                return Error{"option " + key + ": expected a whole number"};
            }
            if (!inRange || number < info->minimum || number > info->maximum)
                return Error{"option " + key + ": " + given + " is outside " +
                             std::to_string(info->minimum) + ".." + std::to_string(info->maximum)};
            resolved[key] = std::to_string(number);
            continue;
        }
        if (!value.is_string() && !value.is_boolean())
            return Error{"option " + key + ": expected one of its values"};
        const std::string text = jsonAsText(value);
        bool known = false;
        std::string allowed;
        for (const auto& [choice, help] : info->choices) {
            known = known || choice == text;
            allowed += (allowed.empty() ? "" : ", ") + choice;
        }
        if (!known)
            return Error{"option " + key + ": unknown value \"" + echoed(text) + "\" (allowed: " + allowed + ")"};
        resolved[key] = text;
    }
    return resolved;
}

} // namespace tidepool

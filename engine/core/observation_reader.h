#pragma once
// Reading a seat's observation JSON (State::observationJson(), as the game server sends it to a
// client, docs/online.md) back field by field, for each game's observation reader. The input is
// untrusted (it came over the network): every read checks the type and range, and the first
// problem is kept as one sentence naming the field, e.g. `observation: "handSizes" must be a list
// of 3 whole numbers 0..5`; later reads then return defaults, so a reader checks ok() once at the
// end and never throws.
#include "core/game.h"
#include "core/json_number.h"
#include "core/record.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tidepool {

/// The frame a seat's observation is read into (each game's fromObservationJson): the table's game
/// at its start, as the game's own state type, from its rule set and seats (no setup, no actions).
/// Errors: startState()'s (an unknown game or option, a seat count the game lacks).
template <class GameState>
Expected<std::unique_ptr<GameState>> tableStart(const Record& table)
{
    Record start = table;
    start.actions.clear();
    start.setup = nullptr;
    auto state = startState(start);
    if (!state)
        return Error{state.error()};
    return std::unique_ptr<GameState>(static_cast<GameState*>(state->release()));
}

class ObservationReader
{
public:
    /// Reads `json`, which must be an object whose "game" is `game`.
    ObservationReader(const Json& json, const std::string& game) : m_json(json)
    {
        if (!json.is_object())
            fail("the observation must be a JSON object");
        else if (!json.contains("game") || json["game"] != game)
            fail("the observation is not one of " + game + ": \"game\" must be \"" + game + "\"");
    }

    bool ok() const { return m_error.empty(); }
    /// The first problem ("" while ok()).
    const std::string& error() const { return m_error; }
    /// Keeps `message` as the problem, unless one was found before.
    void fail(const std::string& message)
    {
        if (m_error.empty())
            m_error = "observation: " + message;
    }

    /// The field `key`, or nullptr (and a problem) when it is missing.
    const Json* field(const char* key)
    {
        if (!ok())
            return nullptr;
        auto it = m_json.find(key);
        if (it == m_json.end()) {
            fail(std::string("\"") + key + "\" is missing");
            return nullptr;
        }
        return &*it;
    }

    /// A whole number in [minimum, maximum].
    int integer(const char* key, int minimum, int maximum)
    {
        const Json* value = field(key);
        if (!value)
            return minimum;
        if (auto number = wholeNumberIn(*value, minimum, maximum))
            return *number;
        fail(std::string("\"") + key + "\" must be a whole number " + range(minimum, maximum));
        return minimum;
    }

    /// A whole number in [minimum, maximum], or null (nullopt).
    std::optional<int> optionalInteger(const char* key, int minimum, int maximum)
    {
        const Json* value = field(key);
        if (!value || value->is_null())
            return std::nullopt;
        if (auto number = wholeNumberIn(*value, minimum, maximum))
            return *number;
        fail(std::string("\"") + key + "\" must be null or a whole number " + range(minimum, maximum));
        return std::nullopt;
    }

    bool boolean(const char* key)
    {
        const Json* value = field(key);
        if (!value)
            return false;
        if (!value->is_boolean()) {
            fail(std::string("\"") + key + "\" must be true or false");
            return false;
        }
        return value->get<bool>();
    }

    /// A list of exactly `count` whole numbers in [minimum, maximum] (any length when count < 0).
    std::vector<int> integers(const Json* value, const std::string& name, int count, int minimum, int maximum)
    {
        std::vector<int> numbers;
        if (!value)
            return numbers;
        const std::string shape = "\"" + name + "\" must be a list of " +
                                  (count >= 0 ? std::to_string(count) + " " : std::string()) + "whole numbers " +
                                  range(minimum, maximum);
        if (!value->is_array() || (count >= 0 && static_cast<int>(value->size()) != count)) {
            fail(shape);
            return numbers;
        }
        for (const Json& item : *value) {
            auto number = wholeNumberIn(item, minimum, maximum);
            if (!number) {
                fail(shape);
                return {};
            }
            numbers.push_back(*number);
        }
        return numbers;
    }

    /// "winner" as winnersJson() writes it: null (none), one seat, or a list of seats (0..n-1).
    std::vector<int> winners(int playerCount)
    {
        const Json* value = field("winner");
        if (!value || value->is_null())
            return {};
        if (!value->is_array()) {
            if (auto seat = wholeNumberIn(*value, 0, playerCount - 1))
                return {*seat};
            fail("\"winner\" must be null, a seat 0.." + std::to_string(playerCount - 1) + " or a list of seats");
            return {};
        }
        return integers(value, "winner", -1, 0, playerCount - 1);
    }

    /// A list of things each read from a string by `parse` (returning an optional), at most `most`.
    template <class T, class Parse>
    std::vector<T> texts(const Json* value, const std::string& name, const std::string& what, std::size_t most,
                         Parse parse)
    {
        std::vector<T> items;
        if (!value)
            return items;
        if (!value->is_array() || value->size() > most) {
            fail("\"" + name + "\" must be a list of at most " + std::to_string(most) + " " + what);
            return items;
        }
        for (const Json& item : *value) {
            std::optional<T> parsed = item.is_string() ? parse(item.get<std::string>()) : std::nullopt;
            if (!parsed) {
                fail("\"" + name + "\": " + shortDump(item) + " is not " + what);
                return {};
            }
            items.push_back(*parsed);
        }
        return items;
    }

    /// `value` as JSON text, cut to 40 characters: for messages.
    static std::string shortDump(const Json& value)
    {
        std::string text = value.dump(-1, ' ', false, Json::error_handler_t::replace);
        if (text.size() > 40)
            text = text.substr(0, 37) + "...";
        return text;
    }

private:
    static std::string range(int minimum, int maximum)
    {
        return std::to_string(minimum) + ".." + std::to_string(maximum);
    }

    const Json& m_json;
    std::string m_error;
};

} // namespace tidepool

#include "record.h"

#include "message_text.h"

#include <limits>

namespace tidepool {

namespace {

Expected<std::string> stringField(const Json& object, const char* key, const std::string& where)
{
    auto it = object.find(key);
    if (it == object.end())
        return Error{where + key + " is missing"};
    if (!it->is_string())
        return Error{where + key + " must be a string"};
    return it->get<std::string>();
}

bool validKind(const std::string& kind)
{
    return kind == "human" || kind == "bot:easy" || kind == "bot:medium" || kind == "bot:hard" ||
           kind == "bot:random";
}

} // namespace

Expected<Record> Record::fromJson(const Json& json)
{
    if (!json.is_object())
        return Error{"a record must be a JSON object"};
    Record record;
    auto format = stringField(json, "format", "");
    if (!format)
        return Error{format.error()};
    if (*format != "tidepool-record")
        return Error{"format is \"" + *format + "\", not \"tidepool-record\""};
    auto version = json.find("version");
    if (version == json.end() || !version->is_number_integer())
        return Error{"version is missing or not a whole number"};
    // An unsigned version beyond 2^63 - 1 is newer too (compared before any narrowing).
    if (version->is_number_unsigned() ? version->get<std::uint64_t>() > static_cast<std::uint64_t>(kRecordVersion)
                                      : version->get<long long>() > kRecordVersion)
        return Error{"the record is version " + version->dump() +
                     ", written by a newer Tidepool; this one reads version " +
                     std::to_string(kRecordVersion) + " and older"};
    if (version->get<long long>() < 1)
        return Error{"version " + std::to_string(version->get<long long>()) + " is not a record version"};

    auto game = stringField(json, "game", "");
    if (!game)
        return Error{game.error()};
    record.game = *game;

    if (auto options = json.find("options"); options != json.end() && !options->is_null()) {
        if (!options->is_object())
            return Error{"options must be an object"};
        record.options = *options;
    }

    auto players = json.find("players");
    if (players == json.end() || !players->is_array())
        return Error{"players is missing or not a list"};
    for (std::size_t i = 0; i < players->size(); ++i) {
        const Json& p = (*players)[i];
        const std::string where = "players[" + std::to_string(i) + "].";
        if (!p.is_object())
            return Error{"players[" + std::to_string(i) + "] must be an object"};
        PlayerSpec spec;
        auto name = stringField(p, "name", where);
        if (!name)
            return Error{name.error()};
        spec.name = *name;
        if (p.contains("kind")) {
            auto kind = stringField(p, "kind", where);
            if (!kind)
                return Error{kind.error()};
            if (!validKind(*kind))
                return Error{where + "kind: unknown kind \"" + *kind +
                             "\" (human, bot:easy, bot:medium, bot:hard, bot:random)"};
            spec.kind = *kind;
        }
        if (p.contains("color") && !p["color"].is_null()) {
            auto color = stringField(p, "color", where);
            if (!color)
                return Error{color.error()};
            spec.color = *color;
        }
        record.players.push_back(spec);
    }

    if (auto seed = json.find("seed"); seed != json.end() && !seed->is_null()) {
        if (seed->is_number_unsigned())
            record.seed = seed->get<std::uint64_t>();
        else if (seed->is_number_integer() && seed->get<long long>() >= 0)
            record.seed = static_cast<std::uint64_t>(seed->get<long long>());
        else
            return Error{"seed must be a whole number of 0 or more"};
    }
    if (auto setup = json.find("setup"); setup != json.end()) {
        if (!setup->is_null() && !setup->is_object())
            return Error{"setup must be an object or null"};
        record.setup = *setup;
    }
    const bool hasSeed = json.contains("seed") && !json["seed"].is_null();
    if (!hasSeed && record.setup.is_null())
        return Error{"the record needs a seed or a setup"};

    auto actions = json.find("actions");
    if (actions != json.end()) {
        if (!actions->is_array())
            return Error{"actions must be a list"};
        for (std::size_t i = 0; i < actions->size(); ++i) {
            if (!(*actions)[i].is_string())
                return Error{"action " + std::to_string(i + 1) + " must be a string"}; // counted from 1
            record.actions.push_back((*actions)[i].get<std::string>());
        }
    }
    return record;
}

std::string tooLargeMessage()
{
    return "the file is larger than " + std::to_string(kMaxRecordBytes >> 20) + " MiB, too large for a record";
}

namespace {

/// A first pass over the text that builds nothing: it stops at the first nesting deeper than
/// kMaxRecordDepth or value past kMaxRecordValues (nlohmann's SAX interface, iterative, so that
/// neither a deep nor a huge input costs more than the bytes read). Broken JSON is left to the
/// parser proper, which reports it.
struct RecordBounds final : nlohmann::json_sax<Json>
{
    RecordBounds(std::string_view what, std::string_view kind) : what(what), kind(kind) {}
    std::string_view what;
    std::string_view kind;
    int depth = 0;
    std::size_t values = 0;
    std::string limit; ///< why reading stopped; empty when it did not stop at a bound

    bool value()
    {
        if (++values <= kMaxRecordValues)
            return true;
        limit = std::string(what) + " holds more than " + std::to_string(kMaxRecordValues) + " values; no " +
                std::string(kind) + " does";
        return false;
    }
    bool open()
    {
        if (++depth <= kMaxRecordDepth)
            return value();
        limit = std::string(what) + " nests lists or objects more than " + std::to_string(kMaxRecordDepth) +
                " deep; no " + std::string(kind) + " does";
        return false;
    }
    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t&) override { return value(); }
    bool string(string_t&) override { return value(); }
    bool binary(binary_t&) override { return value(); }
    bool start_object(std::size_t) override { return open(); }
    bool key(string_t&) override { return true; }
    bool end_object() override { --depth; return true; }
    bool start_array(std::size_t) override { return open(); }
    bool end_array() override { --depth; return true; }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }
};

} // namespace

Expected<Json> parseBoundedJson(std::string_view text, std::string_view what, std::string_view kind)
{
    if (text.size() > kMaxRecordBytes)
        return Error{tooLargeMessage()};
    // Bounded first: nothing deep or huge is ever built (a recursive copy of 150,000 levels
    // overflowed the stack; 64 MiB of [{},{},...] took 2.3 GB).
    RecordBounds bounds(what, kind);
    Json::sax_parse(text.begin(), text.end(), &bounds);
    if (!bounds.limit.empty())
        return Error{bounds.limit};
    const std::string name(what);
    try {
        return Json::parse(text.begin(), text.end());
    } catch (const Json::out_of_range&) {
        // nlohmann reports a number beyond double (e.g. 1e400) this way, not as a parse error.
        return Error{name + " has a number too large to read"};
    } catch (const Json::parse_error& e) {
        if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
            return Error{name + " is empty"};
        if (std::string_view(e.what()).find("ill-formed UTF-8") != std::string_view::npos)
            return Error{name + " has text that is not UTF-8 at byte " + std::to_string(e.byte) +
                         " (a name or other text was damaged or written in another encoding)"};
        return Error{"not valid JSON at byte " + std::to_string(e.byte) +
                     (e.byte >= text.size() ? " (" + name + " ends too early; is it truncated?)" : "")};
    }
}

Expected<Record> Record::parse(std::string_view text)
{
    auto json = parseBoundedJson(text);
    if (!json)
        return Error{json.error()};
    return fromJson(*json);
}

Json Record::toJson() const
{
    Json players = Json::array();
    for (const PlayerSpec& p : this->players) {
        Json player = {{"name", p.name}, {"kind", p.kind}};
        if (!p.color.empty())
            player["color"] = p.color;
        players.push_back(player);
    }
    return Json{{"format", "tidepool-record"}, {"version", kRecordVersion}, {"game", game},
                {"options", options.is_null() ? Json::object() : options},
                {"players", players}, {"seed", seed}, {"setup", setup}, {"actions", actions}};
}

std::string Record::dump() const { return toJson().dump(2) + "\n"; }

Expected<std::unique_ptr<State>> startState(const Record& record)
{
    const GameInfo* game = findGame(record.game);
    if (!game) {
        std::string known;
        for (const GameInfo& info : games())
            known += (known.empty() ? "" : ", ") + info.name;
        return Error{"unknown game \"" + record.game + "\" (" + known + ")"};
    }
    const int n = static_cast<int>(record.players.size());
    if (n < game->minPlayers || n > game->maxPlayers)
        return Error{game->title + " takes " + std::to_string(game->minPlayers) + " to " +
                     std::to_string(game->maxPlayers) + " players, not " + std::to_string(n)};
    return game->start(record);
}

Expected<std::unique_ptr<State>> replay(const Record& record)
{
    auto state = startState(record);
    if (!state)
        return state;
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        Outcome outcome = (*state)->apply(record.actions[i]);
        if (!outcome) {
            // Counted from 1, as people count (docs/game-record.md). The action is echoed once,
            // shortened and with control characters escaped, so the message stays one short line
            // even when the reason repeats the action.
            const std::string& text = record.actions[i];
            std::string reason = outcome.reason();
            const std::string shown = echoed(text);
            if (!text.empty() && shown != text)
                for (std::size_t at = reason.find(text); at != std::string::npos; at = reason.find(text, at + shown.size()))
                    reason.replace(at, text.size(), shown);
            return Error{"action " + std::to_string(i + 1) + " \"" + shown + "\": " + oneLine(reason)};
        }
    }
    return state;
}

} // namespace tidepool

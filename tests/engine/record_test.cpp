// Game records (docs/game-record.md): parsing, writing, validation and replay.
#include "bots/bot.h"
#include "core/record.h"
#include "ribbit_helpers.h"

#include <gtest/gtest.h>

using namespace ribbit_test;

namespace {

Record sampleRecord()
{
    Record record;
    record.game = "ribbit";
    record.options = {{"deck", "ribbit-text"}, {"trackLength", 12}};
    record.players = {PlayerSpec{"Ann", "human", {}}, PlayerSpec{"Bot", "bot:medium", {}}};
    record.seed = 42;
    record.actions = {"R+ R", "^ G"};
    return record;
}

Record seeded(int players, std::uint64_t seed, Json options = Json::object())
{
    Record record;
    record.game = "ribbit";
    record.options = std::move(options);
    record.seed = seed;
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
    return record;
}

/// A record of a random game of `length` actions (or until the end) from `seed`.
Record playedRecord(int players, std::uint64_t seed, int length)
{
    Record record = seeded(players, seed);
    auto state = startState(record);
    EXPECT_TRUE(state);
    RandomBot bot(seed);
    for (int i = 0; i < length && !(*state)->isFinished(); ++i) {
        const std::string action = bot.chooseAction(**state);
        EXPECT_TRUE((*state)->apply(action).ok());
    }
    record.actions = (*state)->history();
    return record;
}

std::string parseError(const std::string& text)
{
    auto record = Record::parse(text);
    EXPECT_FALSE(record) << "accepted: " << text;
    return record ? std::string() : record.error();
}

std::string startError(const Record& record)
{
    auto state = replay(record);
    EXPECT_FALSE(state) << "accepted: " << record.dump();
    return state ? std::string() : state.error();
}

const char* kSpecExample = R"({
  "format": "tidepool-record",
  "version": 1,
  "game": "ribbit",
  "options": {"deck": "classic"},
  "players": [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot:medium"}],
  "seed": 42,
  "setup": null,
  "actions": ["R+ R", "^ G"]
})";

} // namespace

// ------------------------------------------------------------------------------------------------
// Reading and writing

TEST(RecordParse, SpecExampleParses)
{
    auto record = Record::parse(kSpecExample);
    ASSERT_TRUE(record) << record.error();
    EXPECT_EQ(record->game, "ribbit");
    EXPECT_EQ(record->options, (Json{{"deck", "classic"}}));
    ASSERT_EQ(record->players.size(), 2u);
    EXPECT_EQ(record->players[0].name, "Ann");
    EXPECT_TRUE(record->players[0].isHuman());
    EXPECT_EQ(record->players[1].kind, "bot:medium");
    EXPECT_EQ(record->players[1].botLevel(), "medium");
    EXPECT_EQ(record->seed, 42u);
    EXPECT_TRUE(record->setup.is_null());
    EXPECT_EQ(record->actions, (std::vector<std::string>{"R+ R", "^ G"}));
}

TEST(RecordParse, DumpThenParseGivesTheSameRecord)
{
    Record record = sampleRecord();
    record.players[0].color = "G";
    const std::string text = record.dump();
    EXPECT_EQ(text.back(), '\n');
    auto parsed = Record::parse(text);
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(*parsed, record);
    EXPECT_EQ(parsed->dump(), text);
}

TEST(RecordParse, RecordWithSetupRoundTrips)
{
    Record record = seeded(2, 9);
    record.setup = SetupSpec{}.json();
    record.actions = {"R+ R"};
    auto parsed = Record::parse(record.dump());
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(*parsed, record);
}

TEST(RecordParse, DumpNamesFormatAndVersion)
{
    const Json json = Json::parse(sampleRecord().dump());
    EXPECT_EQ(json["format"], "tidepool-record");
    EXPECT_EQ(json["version"], kRecordVersion);
    EXPECT_EQ(json["seed"], 42);
    EXPECT_TRUE(json["setup"].is_null());
}

TEST(RecordParse, LargeSeedRoundTrips)
{
    Record record = sampleRecord();
    record.seed = UINT64_MAX;
    auto parsed = Record::parse(record.dump());
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(parsed->seed, UINT64_MAX);
}

TEST(RecordErrors, NotJson)
{
    const std::string error = parseError("hello, world");
    EXPECT_NE(error.find("not valid JSON"), std::string::npos) << error;
    EXPECT_EQ(error.find("truncated"), std::string::npos) << error;
}

TEST(RecordErrors, TruncatedFile)
{
    const std::string full = sampleRecord().dump();
    const std::string error = parseError(full.substr(0, full.size() / 2));
    EXPECT_NE(error.find("not valid JSON"), std::string::npos) << error;
    EXPECT_NE(error.find("truncated"), std::string::npos) << error;
}

TEST(RecordErrors, EmptyFile)
{
    EXPECT_NE(parseError("").find("empty"), std::string::npos);
    EXPECT_NE(parseError("  \n\t ").find("empty"), std::string::npos);
}

TEST(RecordErrors, NotAnObject)
{
    EXPECT_NE(parseError("[1, 2]").find("JSON object"), std::string::npos);
}

TEST(RecordErrors, WrongFormat)
{
    Json json = sampleRecord().toJson();
    json["format"] = "savegame";
    const std::string error = parseError(json.dump());
    EXPECT_NE(error.find("format"), std::string::npos) << error;
    EXPECT_NE(error.find("savegame"), std::string::npos) << error;
    json.erase("format");
    EXPECT_NE(parseError(json.dump()).find("format"), std::string::npos);
}

TEST(RecordErrors, NewerVersionSaysNewer)
{
    Json json = sampleRecord().toJson();
    json["version"] = kRecordVersion + 1;
    const std::string error = parseError(json.dump());
    EXPECT_NE(error.find("newer"), std::string::npos) << error;
    EXPECT_NE(error.find(std::to_string(kRecordVersion + 1)), std::string::npos) << error;
}

TEST(RecordErrors, MissingOrBadVersion)
{
    Json json = sampleRecord().toJson();
    json["version"] = 0;
    EXPECT_NE(parseError(json.dump()).find("version"), std::string::npos);
    json["version"] = "1";
    EXPECT_NE(parseError(json.dump()).find("version"), std::string::npos);
    json.erase("version");
    EXPECT_NE(parseError(json.dump()).find("version"), std::string::npos);
}

TEST(RecordErrors, BadFieldsAreNamed)
{
    const Json base = sampleRecord().toJson();
    struct Case
    {
        std::function<void(Json&)> edit;
        std::string part;
    };
    const std::vector<Case> cases = {
        {[](Json& j) { j.erase("game"); }, "game is missing"},
        {[](Json& j) { j["game"] = 3; }, "game must be a string"},
        {[](Json& j) { j["options"] = "classic"; }, "options must be an object"},
        {[](Json& j) { j.erase("players"); }, "players"},
        {[](Json& j) { j["players"][1] = "Bot"; }, "players[1]"},
        {[](Json& j) { j["players"][1].erase("name"); }, "players[1].name is missing"},
        {[](Json& j) { j["players"][1]["kind"] = "bot:genius"; }, "players[1].kind"},
        {[](Json& j) { j["players"][0]["color"] = 5; }, "players[0].color"},
        {[](Json& j) { j["seed"] = -1; }, "seed"},
        {[](Json& j) { j["seed"] = "42"; }, "seed"},
        {[](Json& j) { j.erase("seed"); }, "needs a seed or a setup"},
        {[](Json& j) { j["seed"] = nullptr; }, "needs a seed or a setup"},
        {[](Json& j) { j["setup"] = Json::array(); }, "setup must be an object or null"},
        {[](Json& j) { j["actions"] = "R+ R"; }, "actions must be a list"},
        {[](Json& j) { j["actions"][1] = 7; }, "action 2 must be a string"},
    };
    for (const Case& c : cases) {
        Json json = base;
        c.edit(json);
        const std::string error = parseError(json.dump());
        EXPECT_NE(error.find(c.part), std::string::npos) << "expected \"" << c.part << "\" in: " << error;
    }
}

// ------------------------------------------------------------------------------------------------
// Starting a record

TEST(RecordStart, UnknownGame)
{
    Record record = sampleRecord();
    record.game = "chess";
    const std::string error = startError(record);
    EXPECT_NE(error.find("unknown game \"chess\""), std::string::npos) << error;
}

TEST(RecordStart, UnknownOption)
{
    Record record = sampleRecord();
    record.options["speed"] = "fast";
    const std::string error = startError(record);
    EXPECT_NE(error.find("unknown option \"speed\""), std::string::npos) << error;
}

TEST(RecordStart, BadOptionValue)
{
    for (const auto& [key, value] : std::vector<std::pair<std::string, Json>>{{"deck", "poker"},
                                                                              {"startStacked", "maybe"},
                                                                              {"openColors", 1},
                                                                              {"trackLength", "ten"},
                                                                              {"trackLength", 4},
                                                                              {"trackLength", 10.5},
                                                                              {"firstPlayer", 9}}) {
        Record record = sampleRecord();
        record.options = {{key, value}};
        const std::string error = startError(record);
        EXPECT_NE(error.find("option " + key), std::string::npos)
            << key << "=" << value.dump() << ": " << error;
    }
}

TEST(RecordStart, OptionsMayBeWrittenAsText)
{
    Record record = sampleRecord();
    record.actions.clear();
    record.options = {{"trackLength", "7"}, {"openColors", "true"}, {"startStacked", true}};
    auto state = replay(record);
    ASSERT_TRUE(state) << state.error();
    const auto& rules = dynamic_cast<const RibbitState&>(**state).rules();
    EXPECT_EQ(rules.trackLength, 7);
    EXPECT_TRUE(rules.openColors);
    EXPECT_TRUE(rules.startStacked);
}

TEST(RecordStart, PlayerCountOutOfRange)
{
    for (int n : {0, 1, 6}) {
        const std::string error = startError(seeded(n, 1));
        EXPECT_NE(error.find("2 to 5 players, not " + std::to_string(n)), std::string::npos) << error;
    }
}

TEST(RecordStart, ColorWithoutOpenColors)
{
    Record record = seeded(2, 1);
    record.players[1].color = "G";
    const std::string error = startError(record);
    EXPECT_NE(error.find("players[1].color"), std::string::npos) << error;
    EXPECT_NE(error.find("openColors"), std::string::npos) << error;
}

TEST(RecordStart, ColorThatIsNotAColour)
{
    Record record = seeded(2, 1, {{"openColors", true}});
    record.players[0].color = "K";
    const std::string error = startError(record);
    EXPECT_NE(error.find("players[0].color"), std::string::npos) << error;
}

TEST(RecordStart, InvalidSetupIsReported)
{
    Record record = seeded(2, 1);
    Json setup = SetupSpec{}.json();
    setup["deck"].erase(0);
    record.setup = setup;
    const std::string error = startError(record);
    EXPECT_NE(error.find("setup"), std::string::npos) << error;
    EXPECT_NE(error.find("missing"), std::string::npos) << error;
}

// ------------------------------------------------------------------------------------------------
// Replay

TEST(RecordReplay, IllegalActionIsReportedWithItsIndexAndReason)
{
    // The 8th action (index 7) is player 1 playing R- while red is still on START.
    Record record = seeded(2, 0);
    SetupSpec setup;
    setup.hands = {{"Y+", "Y+", "Y+", "Y+", "Y+"}, {"R-", "G+", "G+", "G+", "G+"}};
    setup.deckTop = {"B+", "B+", "B+", "B+", "B+", "P+", "P+", "P+"};
    record.setup = setup.json();
    record.actions = {"Y+ Y", "G+ G", "Y+ Y", "G+ G", "Y+ Y", "G+ G", "Y+ Y", "R- R", "G+ G"};
    const std::string error = startError(record);
    EXPECT_EQ(error.rfind("action 8 \"R- R\": ", 0), 0u) << error; // counted from 1
    EXPECT_NE(error.find("red is on START"), std::string::npos) << error;

    record.actions.resize(7);
    auto state = replay(record);
    ASSERT_TRUE(state) << state.error();
    EXPECT_EQ((*state)->history().size(), 7u);
}

TEST(RecordReplay, UnparsableActionIsReportedWithItsIndex)
{
    Record record = playedRecord(3, 5, 4);
    ASSERT_EQ(record.actions.size(), 4u);
    record.actions.push_back("jump");
    const std::string error = startError(record);
    EXPECT_EQ(error.rfind("action 5 \"jump\": ", 0), 0u) << error; // the fifth
}

TEST(RecordReplay, ActionAfterTheEndIsReported)
{
    Record record = playedRecord(2, 8, 100000);
    auto finished = replay(record);
    ASSERT_TRUE(finished) << finished.error();
    ASSERT_TRUE((*finished)->isFinished());
    const std::size_t n = record.actions.size();
    record.actions.push_back(record.actions.back());
    const std::string error = startError(record);
    EXPECT_EQ(error.rfind("action " + std::to_string(n + 1) + " ", 0), 0u) << error;
    EXPECT_NE(error.find("over"), std::string::npos) << error;
}

TEST(RecordReplay, ReplayReachesTheSameStateAsPlayingStepByStep)
{
    for (std::uint64_t seed : {1u, 2u, 3u, 77u}) {
        const Record record = playedRecord(2 + static_cast<int>(seed % 4), seed, 30);
        auto start = startState(record);
        ASSERT_TRUE(start) << start.error();
        for (const std::string& action : record.actions)
            ASSERT_TRUE((*start)->apply(action).ok()) << action;
        auto replayed = replay(record);
        ASSERT_TRUE(replayed) << replayed.error();
        EXPECT_TRUE(dynamic_cast<const RibbitState&>(**replayed) ==
                    dynamic_cast<const RibbitState&>(**start));
        EXPECT_EQ((*replayed)->toJson(), (*start)->toJson());
        EXPECT_EQ((*replayed)->history(), record.actions);

        // Through text as well.
        auto reparsed = Record::parse(record.dump());
        ASSERT_TRUE(reparsed) << reparsed.error();
        auto again = replay(*reparsed);
        ASSERT_TRUE(again) << again.error();
        EXPECT_EQ((*again)->toJson(), (*start)->toJson());
    }
}

TEST(RecordReplay, SetupWithSeedDrivesLaterReshuffles)
{
    SetupSpec setup;
    setup.hands = {{"R+", "R+", "R+", "R+", "R+"}, {"Y+", "Y+", "Y+", "Y+", "Y+"}};
    setup.deckTop = {"G++"};
    setup.restToDiscard = true;
    Record record = seeded(2, 5);
    record.setup = setup.json();
    record.actions = {"R+ R", "Y+ Y"};

    auto a = replay(record);
    ASSERT_TRUE(a) << a.error();
    const auto& ra = dynamic_cast<const RibbitState&>(**a);
    EXPECT_TRUE(ra.moves().back().reshuffled);
    EXPECT_EQ(ra.drawPile().size(), 42u);

    auto b = replay(record);
    ASSERT_TRUE(b);
    EXPECT_TRUE(ra == dynamic_cast<const RibbitState&>(**b));

    record.seed = 6;
    auto c = replay(record);
    ASSERT_TRUE(c) << c.error();
    EXPECT_NE(ra.drawPile(), dynamic_cast<const RibbitState&>(**c).drawPile());

    // The setup decides the start, not the seed: the position before the reshuffle is the same.
    record.actions = {"R+ R"};
    auto withSeed6 = replay(record);
    record.seed = 5;
    auto withSeed5 = replay(record);
    ASSERT_TRUE(withSeed5 && withSeed6);
    EXPECT_EQ((*withSeed5)->toJson(), (*withSeed6)->toJson());
}

TEST(RecordReplay, SetupWithoutSeedUsesSeedZero)
{
    SetupSpec setup;
    Record record = seeded(2, 0);
    record.setup = setup.json();
    Json json = record.toJson();
    json.erase("seed");
    auto parsed = Record::fromJson(json);
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(parsed->seed, 0u);
    auto state = replay(*parsed);
    ASSERT_TRUE(state) << state.error();
    EXPECT_EQ((*state)->toJson(), setup.build(0)->toJson());
}

TEST(RecordReplay, StateJsonHasTheDocumentedFields)
{
    auto state = replay(playedRecord(3, 4, 10));
    ASSERT_TRUE(state) << state.error();
    const Json json = (*state)->toJson();
    for (const char* key : {"game", "current", "finished", "winner", "legal", "track", "ranking"})
        EXPECT_TRUE(json.contains(key)) << key;
    EXPECT_EQ(json["game"], "ribbit");
    EXPECT_TRUE(json["legal"].is_array());
    EXPECT_TRUE(json["track"].is_object());
    EXPECT_EQ(json["ranking"].size(), 5u);
}

// The same JSON reader limit as the catalogue's (found by fuzz_catalogue): a clear error.
TEST(RecordParse, NumberTooLargeIsAClearErrorNotACrash)
{
    const auto result = Record::parse(R"({"format":"tidepool-record","version":1,"seed":1e400})");
    ASSERT_FALSE(result.hasValue());
    EXPECT_EQ(result.error(), "the file has a number too large to read");
}

// 150,000 levels inside options or setup (a 300 KB file) overflowed the stack in nlohmann's
// recursive copy and destruction, crashing the CLI and the app (issue 16): refused while reading.
TEST(RecordLimits, DeepNestingIsRefusedWhileReading)
{
    for (const char* field : {"options", "setup", "unknownKey"}) {
        const std::size_t levels = 150000;
        const std::string text = std::string(R"({"format":"tidepool-record","version":1,"game":"ribbit",)") + "\"" +
                                 field + "\":{\"a\":" + std::string(levels, '[') + std::string(levels, ']') +
                                 R"(},"players":[{"name":"A"},{"name":"B"}],"seed":1})";
        const std::string error = parseError(text);
        EXPECT_NE(error.find("nests lists or objects more than 64 deep"), std::string::npos) << field << ": " << error;
    }
    // As deep as the bound is still read.
    std::string deep = R"({"format":"tidepool-record","version":1,"game":"ribbit","players":[{"name":"A"},{"name":"B"}],"seed":1,"note":)";
    deep += std::string(kMaxRecordDepth - 1, '[') + std::string(kMaxRecordDepth - 1, ']') + "}";
    EXPECT_TRUE(Record::parse(deep));
    EXPECT_NE(parseError(deep.replace(deep.find("[["), 1, "[[")).find("64 deep"), std::string::npos);
}

// An unknown key holding [{},{},...] under the 64 MiB bound took 2.3 GB (issue 16). Values are
// counted while reading, before any is built, in time linear in the text; unknown keys are
// ignored; a record of real size is untouched.
TEST(RecordLimits, ManyValuesAreRefusedWhileReading)
{
    std::string junk;
    for (std::size_t i = 0; i <= kMaxRecordValues; ++i)
        junk += "{},";
    junk.pop_back();
    for (const std::string& field : {std::string("unknownKey"), std::string("setup\":{\"deck"), std::string("actions")}) {
        const std::string text = R"({"format":"tidepool-record","version":1,"game":"ribbit","players":[{"name":"A"},{"name":"B"}],"seed":1,")" +
                                 field + "\":[" + junk + "]" + (field.rfind("setup", 0) == 0 ? "}" : "") + "}";
        const std::string error = parseError(text);
        EXPECT_NE(error.find("holds more than 250000 values"), std::string::npos) << field << ": " << error;
    }
    // A key of its own is ignored: the record reads as without it.
    auto record = Record::parse(R"({"format":"tidepool-record","version":1,"game":"ribbit","comment":{"x":[1,2,3]},"players":[{"name":"A"},{"name":"B"}],"seed":1})");
    ASSERT_TRUE(record);
    EXPECT_EQ(record->toJson().contains("comment"), false);
    EXPECT_EQ(record->players.size(), 2u);
    // A long real game is far below the bound.
    const Record played = playedRecord(4, 9, 200);
    EXPECT_EQ(Record::parse(played.dump()).value(), played);
}

// The one bounded JSON reader (issue 41): the engine service's request lines go through it too,
// named as a request; 300,000 levels (which crashed the service) are refused, as deep as the bound
// is read, and every other error names the text it was given.
TEST(BoundedJson, OneReaderWithOneDepthBoundNamesWhatItReads)
{
    const std::string deep = R"({"op":"full","record":)" + std::string(300000, '[') + std::string(300000, ']') + "}";
    const auto refused = parseBoundedJson(deep, "the request", "request");
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error(), "the request nests lists or objects more than 64 deep; no request does");
    const auto asFile = parseBoundedJson(deep);
    ASSERT_FALSE(asFile);
    EXPECT_EQ(asFile.error(), "the file nests lists or objects more than 64 deep; no record does");
    const std::string bound = std::string(kMaxRecordDepth, '[') + std::string(kMaxRecordDepth, ']');
    EXPECT_TRUE(parseBoundedJson(bound));
    EXPECT_FALSE(parseBoundedJson("[" + bound + "]"));
    std::string many = "[";
    for (std::size_t i = 0; i < kMaxRecordValues; ++i)
        many += "0,";
    many.back() = ']';
    EXPECT_EQ(parseBoundedJson(many, "the request", "request").error(),
              "the request holds more than 250000 values; no request does");
    EXPECT_EQ(parseBoundedJson(R"({"op":)", "the request", "request").error(),
              "not valid JSON at byte 7 (the request ends too early; is it truncated?)");
    EXPECT_EQ(parseBoundedJson("  ", "the request", "request").error(), "the request is empty");
    EXPECT_EQ(parseBoundedJson("[1e400]", "the request", "request").error(), "the request has a number too large to read");
    EXPECT_EQ(parseBoundedJson(R"({"id":7})")->at("id"), 7);
}

// A name that is not UTF-8: one reader, one answer (the app changed the name silently, or named
// another problem): the engine's parse refuses it, saying where and what.
TEST(RecordErrors, TextThatIsNotUtf8IsNamed)
{
    const std::string text = "{\"format\":\"tidepool-record\",\"version\":1,\"game\":\"mini\",\"players\":[{\"name\":\"A\xff\xfe\"},{\"name\":\"B\"}],\"seed\":1}";
    const std::string error = parseError(text);
    EXPECT_NE(error.find("not UTF-8 at byte"), std::string::npos) << error;
}

// Input echoed in messages (core/message_text.h, docs/game-record.md): one line, short, and numbers
// shown as given. Also the bound on a record's size.
#include "core/message_text.h"
#include "core/record.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tidepool;

namespace {

Record twoPlayerRibbit(std::vector<std::string> actions)
{
    Record record;
    record.game = "ribbit";
    record.seed = 7;
    record.players = {PlayerSpec{"A", "human", {}}, PlayerSpec{"B", "human", {}}};
    record.actions = std::move(actions);
    return record;
}

TEST(MessageText, OneLineEscapesControlCharacters)
{
    EXPECT_EQ(oneLine("R+ R"), "R+ R");
    EXPECT_EQ(oneLine("a\nb\rc\td"), "a\\nb\\rc\\td");
    EXPECT_EQ(oneLine(std::string("a\0b", 3)), "a\\u0000b");
    EXPECT_EQ(oneLine("\x1b\x7f"), "\\u001b\\u007f");
    EXPECT_EQ(oneLine("küste"), "küste"); // UTF-8 untouched
}

// A file name holding U+202E showed the rest of an app message backwards, and U+2028 or a C1
// control broke it like a newline (issue 16): escaped like the control characters.
TEST(MessageText, OneLineEscapesReorderingAndLineBreakingCharacters)
{
    EXPECT_EQ(oneLine("evil\u202Egnp.json"), "evil\\u202egnp.json");
    EXPECT_EQ(oneLine("a\u2066b\u2069c\u200Fd\u061Ce"), "a\\u2066b\\u2069c\\u200fd\\u061ce");
    EXPECT_EQ(oneLine("line\u2028next\u2029"), "line\\u2028next\\u2029");
    EXPECT_EQ(oneLine("c1\u0085end"), "c1\\u0085end");
    EXPECT_EQ(oneLine("\u2014 \u00e9 \u202F \u2019"), "\u2014 \u00e9 \u202F \u2019"); // other punctuation untouched
    EXPECT_EQ(oneLine("\xE2\x80"), "\xE2\x80"); // a cut character stays as it is
}

TEST(MessageText, EchoedShortensLongTextWithoutSplittingACharacter)
{
    EXPECT_EQ(echoed(std::string(60, 'Q')), std::string(60, 'Q'));
    EXPECT_EQ(echoed(std::string(10000, 'Q')), std::string(60, 'Q') + "…");
    std::string umlauts;
    for (int i = 0; i < 70; ++i)
        umlauts += "ü";
    std::string first60;
    for (int i = 0; i < 60; ++i)
        first60 += "ü";
    EXPECT_EQ(echoed(umlauts), first60 + "…");
}

TEST(MessageText, ReplayEscapesAControlCharacterInAnAction)
{
    auto state = replay(twoPlayerRibbit({"R+ R\nfoo"}));
    ASSERT_FALSE(state);
    EXPECT_EQ(std::count(state.error().begin(), state.error().end(), '\n'), 0) << state.error();
    EXPECT_EQ(state.error().rfind("action 1 \"R+ R\\nfoo\": ", 0), 0u) << state.error();

    state = replay(twoPlayerRibbit({std::string("ab\0cd", 5)}));
    ASSERT_FALSE(state);
    EXPECT_EQ(state.error().find('\0'), std::string::npos);
    EXPECT_EQ(state.error().rfind("action 1 \"ab\\u0000cd\": ", 0), 0u) << state.error();
}

TEST(MessageText, ReplayShortensAVeryLongAction)
{
    auto state = replay(twoPlayerRibbit({std::string(10000, 'Q')}));
    ASSERT_FALSE(state);
    EXPECT_LT(state.error().size(), 300u) << state.error();
    EXPECT_EQ(state.error().rfind("action 1 \"" + std::string(60, 'Q') + "…\": ", 0), 0u) << state.error();
}

TEST(MessageText, ShortValidActionIsEchoedAsBefore)
{
    auto state = replay(twoPlayerRibbit({"discard Z+"}));
    ASSERT_FALSE(state);
    EXPECT_EQ(state.error().rfind("action 1 \"discard Z+\": ", 0), 0u) << state.error();
}

TEST(MessageText, OptionNumbersBeyond64BitsAreShownAsGiven)
{
    Record record = twoPlayerRibbit({});
    record.options = {{"firstPlayer", 9223372036854775808ULL}}; // 2^63, was "-9223372036854775808"
    auto state = startState(record);
    ASSERT_FALSE(state);
    EXPECT_EQ(state.error(), "option firstPlayer: 9223372036854775808 is outside 0..4");

    record.options = {{"firstPlayer", "99999999999999999999"}}; // was "not a whole number"
    state = startState(record);
    ASSERT_FALSE(state);
    EXPECT_EQ(state.error(), "option firstPlayer: 99999999999999999999 is outside 0..4");

    record.options = {{"firstPlayer", 1}};
    EXPECT_TRUE(startState(record));
}

TEST(MessageText, VersionBeyond63BitsIsNewerAndShownAsGiven)
{
    Json json = twoPlayerRibbit({}).toJson();
    json["version"] = 18446744073709551615ULL; // was "version -1 is not a record version"
    auto record = Record::parse(json.dump());
    ASSERT_FALSE(record);
    EXPECT_EQ(record.error().rfind("the record is version 18446744073709551615, written by a newer Tidepool", 0), 0u)
        << record.error();
}

TEST(MessageText, RecordLargerThanTheBoundIsRefused)
{
    std::string text = twoPlayerRibbit({}).dump();
    text.resize(kMaxRecordBytes + 1, ' ');
    auto record = Record::parse(text);
    ASSERT_FALSE(record);
    EXPECT_EQ(record.error(), "the file is larger than 64 MiB, too large for a record");
}

} // namespace

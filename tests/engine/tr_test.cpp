// The engine's translation hook (engine/core/tr.h): placeholders, and that an installed hook
// changes the sentences people see while the English stays exact without one.
#include "core/tr.h"
#include "ribbit_helpers.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace ribbit_test;

namespace {

// A tiny "Vietnamese" dictionary, as the app's QTranslator would give it.
std::string fakeVietnamese(const char* context, const char* text)
{
    const std::string key = std::string(context) + "|" + text;
    if (key == "ribbit|{0} moves only the {1} turtle")
        return "{0} chỉ di chuyển rùa {1}";
    if (key == "ribbit|Red {0}")
        return "Đỏ {0}";
    if (key == "ribbit|red")
        return "đỏ";
    if (key == "engine|player {0}")
        return "người chơi {0}";
    if (key == "ribbit|{0} does not hold {1}")
        return "{0} không có lá {1}";
    return text;
}

struct HookGuard
{
    explicit HookGuard(tidepool::Translator hook) { tidepool::setTranslator(hook); }
    ~HookGuard() { tidepool::setTranslator(nullptr); }
};

} // namespace

TEST(EngineTr, FormatFillsNumberedPlaceholders)
{
    EXPECT_EQ(tidepool::format("{0} moves from {1} to {2}", "red", 2, std::string("space 4")),
              "red moves from 2 to space 4");
    EXPECT_EQ(tidepool::format("{1} before {0}, {1} again", "a", "b"), "b before a, b again");
    // A placeholder without an argument, and braces that are not placeholders, stay as written.
    EXPECT_EQ(tidepool::format("{0} and {3} {x} {", "a"), "a and {3} {x} {");
    EXPECT_EQ(tidepool::format("no placeholders"), "no placeholders");
}

TEST(EngineTr, WithoutAHookTheTextIsTheEnglishItself)
{
    tidepool::setTranslator(nullptr);
    EXPECT_EQ(tidepool::translate("ribbit", "the race is over"), "the race is over");
    EXPECT_EQ(TP_TR("ribbit", "START"), std::string("START"));
    EXPECT_STREQ(TP_NOOP("ribbit", "Deck"), "Deck");
}

TEST(EngineTr, AnInstalledHookTranslatesRefusalsAndGoesBack)
{
    SetupSpec spec;
    spec.track = {{"0", {{"R"}, {"Y"}, {"B"}}}, {"2", {{"G", "P"}}}};
    spec.hands = {{"R+", "G-", "Y++", "^", "*-"}, {"B+", "B+", "B+", "B+", "B+"}};
    auto state = spec.build();
    {
        HookGuard guard(&fakeVietnamese);
        EXPECT_EQ(state->check("R+ Y").reason(), "Đỏ +1 chỉ di chuyển rùa đỏ");
        EXPECT_EQ(state->check("B+ B").reason(), "người chơi 0 không có lá B+");
    }
    EXPECT_EQ(state->check("R+ Y").reason(), "Red +1 moves only the red turtle");
    EXPECT_EQ(state->check("B+ B").reason(), "player 0 does not hold B+");
}

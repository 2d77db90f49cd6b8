// Turtle Race Mini's own computer-player tests (the generic ones are bot_test.cpp's, over every game).
#include "bot_checks.h"
#include "mini/mini_bots.h"

#include <gtest/gtest.h>

using namespace tidepool;
using bot_checks::Table;

namespace {

TEST(MiniBots, HardSearchesTheDefaultBudgetWhenNoneIsGiven)
{
    // BotOptions::iterations 0 is the game's default budget (docs/ai.md gives it and measures Hard at it).
    EXPECT_EQ(bot_checks::hardSearchesItsDefaultBudget(Table{"mini", 2}, mini::kHardIterations), "");
    EXPECT_EQ(bot_checks::hardSearchesItsDefaultBudget(Table{"mini", 2, Json{{"variant", "advanced"}}}, mini::kHardIterations), "");
}

// As RibbitBots.NoReasonNamesAColourBeyondTheMove: a suggestion's reason, shown to the whole table,
// names no colour beyond the move's own explanation, so it never tells a secret colour (issue 17).
TEST(MiniBots, NoReasonNamesAColourBeyondTheMove)
{
    std::vector<std::string> colours;
    for (mini::Color c : mini::kColors)
        colours.push_back(mini::colorName(c));
    const int reasons = bot_checks::forEachReason(
        {Table{"mini", 2}, Table{"mini", 4, Json{{"variant", "advanced"}}}},
        [&](const Table& table, const std::string& level, std::uint64_t seed, const std::string& reason,
            const std::string& beyond) {
            EXPECT_FALSE(bot_checks::namesAWord(beyond, colours)) << table << " " << level << " seed " << seed << ": \"" << reason << "\"";
        });
    EXPECT_GT(reasons, 40);
}

} // namespace

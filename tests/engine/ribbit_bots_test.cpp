// Ribbit's own computer-player tests (the generic ones are bot_test.cpp's, over every game).
#include "bot_checks.h"
#include "ribbit/ribbit_bots.h"

#include <gtest/gtest.h>

using namespace tidepool;
using bot_checks::Table;

namespace {

TEST(RibbitBots, HardSearchesTheDefaultBudgetWhenNoneIsGiven)
{
    // BotOptions::iterations 0 is the game's default budget (docs/ai.md gives it and measures Hard at it).
    EXPECT_EQ(bot_checks::hardSearchesItsDefaultBudget(Table{"ribbit", 2}, ribbit::kHardIterations), "");
}

// Learning mode's "Suggest a move" shows a decision's reason to the whole table. Beyond the
// explanation of the move itself (which the suggestion shows anyway), no reason of any level names
// a colour: not the player's secret colour ("best for your yellow turtle"), and not the colours it
// believes its rivals hold, which would narrow the secret down (issue 17).
TEST(RibbitBots, NoReasonNamesAColourBeyondTheMove)
{
    std::vector<std::string> colours;
    for (ribbit::Color c : ribbit::kColors)
        colours.push_back(ribbit::colorName(c));
    const int reasons = bot_checks::forEachReason(
        {Table{"ribbit", 2}, Table{"ribbit", 5}},
        [&](const Table& table, const std::string& level, std::uint64_t seed, const std::string& reason,
            const std::string& beyond) {
            EXPECT_FALSE(bot_checks::namesAWord(beyond, colours)) << table << " " << level << " seed " << seed << ": \"" << reason << "\"";
        });
    EXPECT_GT(reasons, 40);
}

} // namespace

// Turtle Race Mini's own computer-player tests (the generic ones are bot_test.cpp's, over every game).
#include "bot_checks.h"
#include "mini_helpers.h"
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

// As RibbitBots.BeliefsWeighAFreeChoiceAboveACardAndCountRiders (issue 46): a multicolour card could
// have moved any tile, so aiming it at blue says more than playing a blue card, which the hand may
// have forced; and a tile carried forward (M2) counts for the player who carried it.
TEST(MiniBots, BeliefsWeighAFreeChoiceAboveACardAndCountRiders)
{
    // Green's player (seat 0) reads the other player's (seat 1) plays.
    const auto belief = [](const std::vector<std::string>& rivalHand, const char* rivalPlay, mini::Color colour) {
        mini_test::SetupSpec spec;
        spec.row = {{"R1"}, {"R2"}, {"Y1", "B1"}, {"Y2"}, {"G1"}, {"G2"},
                    {"B2"}, {"P1"}, {"P2"}, {"K1"}, {"K2"}};
        spec.hands = {{"R++", "G++", "G++", "*-", "*-"}, rivalHand};
        auto state = spec.build(3);
        EXPECT_TRUE(state->apply("R++ R2").ok());
        EXPECT_TRUE(state->apply(rivalPlay).ok()) << rivalPlay;
        return mini::colorBeliefs(state->observation(0))[1][static_cast<std::size_t>(colour)];
    };
    const std::vector<std::string> hand = {"*++", "B++", "Y++", "P--", "R--"};
    const double byMulticolour = belief(hand, "*++ B2", mini::Color::Blue);
    const double byCard = belief(hand, "B++ B2", mini::Color::Blue);
    EXPECT_GT(byMulticolour, byCard);
    EXPECT_GT(byCard, 0.25); // above the prior over the four colours green's player cannot rule out
    // Yellow +2 on Y1 carries B1 along; on Y2 it carries nothing: blue is likelier after the first.
    EXPECT_GT(belief(hand, "Y++ Y1", mini::Color::Blue), belief(hand, "Y++ Y2", mini::Color::Blue));
    // A step back is evidence against: pushing purple back makes purple less likely than the prior.
    EXPECT_LT(belief(hand, "P-- P1", mini::Color::Purple), 0.25);
}

} // namespace

// Ribbit's own computer-player tests (the generic ones are bot_test.cpp's, over every game).
#include "bot_checks.h"
#include "ribbit/ribbit_bots.h"
#include "ribbit_helpers.h"

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

/// Whether `action` (notation, legal) ends the race in `state` (R7: a turtle reaches the lettuce).
bool endsTheRace(const ribbit::RibbitState& state, const std::string& action)
{
    const auto parsed = ribbit::Action::parse(action);
    if (!parsed || !parsed->turtle)
        return false;
    ribbit::Move move;
    ribbit::applyMove(state.rules(), state.track(), *parsed, &move);
    return move.finished;
}

// Issue 46: in two-player games Hard ended the race with its rival's colour first in a third of its
// finishes. Its beliefs counted only the turtles a player moved, not those its moves carried, so a
// rival who brings its colour forward riding on other turtles looked like it backed the carriers.
// Here the rival (blue) rides blue on yellow from space 1 to 6, pushing yellow five times, then
// moves blue to space 8 alone; red (the deciding player's) is on 7. Blue +1 or a rainbow +1 on blue
// ends the race with blue first: a loss if blue is the rival's, which everything blue did says.
// Quiet moves are legal (a rainbow +1 on red, green +1, yellow -1): Medium and Hard must not end it.
TEST(RibbitBots, NeitherMediumNorHardEndsTheRaceForTheColourTheRivalRodeForward)
{
    ribbit_test::SetupSpec spec;
    spec.colors = {"R", "B"};
    spec.hands = {{"R++", "R+", "R+", "R+", "R+"}, {"Y+", "B+", "Y++", "Y+", "Y+"}};
    // Draws alternate: red's player, then blue's.
    spec.deckTop = {"R+", "Y+", "P+", "B++", "B+", "^", "*+", "^^", "G+", "G-", "Y-", "P-", "G+", "G+"};
    auto state = spec.build(7);
    ASSERT_TRUE(state);
    for (const char* action : {"R++ R", "Y+ Y", "R+ R", "B+ B", "R+ R", "Y++ Y", "R+ R", "Y+ Y", "R+ R", "Y+ Y",
                               "R+ R", "Y+ Y", "P+ P", "B++ B"})
        ASSERT_TRUE(state->apply(action).ok()) << action;
    ASSERT_EQ(ribbit_test::stacksAt(*state, 8), (std::vector<std::vector<std::string>>{{"B"}}));
    ASSERT_EQ(ribbit_test::stacksAt(*state, 7), (std::vector<std::vector<std::string>>{{"R"}}));
    ASSERT_EQ(ribbit_test::stacksAt(*state, 6), (std::vector<std::vector<std::string>>{{"Y"}}));
    ASSERT_TRUE(endsTheRace(*state, "B+ B"));
    ASSERT_FALSE(endsTheRace(*state, "G+ G"));

    // What the rival did says blue: it carried blue forward five spaces and moved it three.
    const auto beliefs = ribbit::colorBeliefs(state->observation(0));
    EXPECT_GT(beliefs[1][static_cast<std::size_t>(ribbit::Color::Blue)], 0.5);
    for (const char* level : {"medium", "hard"})
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            const auto decision = ribbit::makeBot(level, botSeed(seed, 0), {})->decide(*state);
            EXPECT_FALSE(endsTheRace(*state, decision.action)) << level << " seed " << seed << ": " << decision.action;
        }
}

// The beliefs read a free choice more than a forced one: a rainbow +1 could have moved any
// turtle, so choosing blue with it says more than playing a blue card, which the hand may have
// forced. And a turtle carried forward counts for the player who carried it (R3).
TEST(RibbitBots, BeliefsWeighAFreeChoiceAboveACardAndCountRiders)
{
    // Red's player (seat 0) reads blue's (seat 1) turns.
    const auto belief = [](const std::vector<std::string>& rivalHand, const std::vector<const char*>& actions,
                           ribbit::Color colour) {
        ribbit_test::SetupSpec spec;
        spec.colors = {"R", "B"};
        spec.hands = {{"R++", "R+", "R+", "G+", "P+"}, rivalHand};
        auto state = spec.build(3);
        for (const char* action : actions)
            EXPECT_TRUE(state->apply(action).ok()) << action;
        return ribbit::colorBeliefs(state->observation(0))[1][static_cast<std::size_t>(colour)];
    };
    const std::vector<std::string> hand = {"*+", "B+", "Y+", "Y+", "Y+"};
    const double byRainbow = belief(hand, {"R++ R", "*+ B"}, ribbit::Color::Blue);
    const double byCard = belief(hand, {"R++ R", "B+ B"}, ribbit::Color::Blue);
    EXPECT_GT(byRainbow, byCard);
    EXPECT_GT(byCard, 0.25); // above the prior over the four colours red's player cannot rule out
    // Blue climbs onto yellow on space 1, then the rival moves yellow twice, carrying blue to 3:
    // yellow was played on three times, blue once, but blue went as far: blue is the likelier.
    const std::vector<std::string> riding = {"Y+", "B+", "Y+", "Y+", "P+"};
    const std::vector<const char*> turns = {"R++ R", "Y+ Y", "R+ R", "B+ B", "R+ R", "Y+ Y", "G+ G", "Y+ Y"};
    EXPECT_GT(belief(riding, turns, ribbit::Color::Blue), belief(riding, turns, ribbit::Color::Yellow));
}

} // namespace

// Ripple's own computer-player tests (the generic ones are bot_test.cpp's, over every game).
#include "bot_checks.h"
#include "ripple/ripple_bots.h"

#include <gtest/gtest.h>

using namespace tidepool;
using bot_checks::Table;

namespace {

TEST(RippleBots, HardSearchesTheDefaultBudgetWhenNoneIsGiven)
{
    // BotOptions::iterations 0 is the game's default budget (docs/ai.md gives it and measures Hard at it).
    EXPECT_EQ(bot_checks::hardSearchesItsDefaultBudget(Table{"ripple", 2}, ripple::kHardIterations), "");
}

TEST(RippleBots, ComputersEndARoundThatStalls)
{
    // Each kept its last card face down rather than end a round it was not winning, and the round
    // went on without end (found by `simulate`; ruling 11 only ends a round whose draw pile cannot
    // be rebuilt). Two Medium players from seed 145 passed cards between their discard piles for
    // ever; Hard (800 playouts) against Medium from seed 605 did the same in round 3. With the rule,
    // the stalled round ends at 30 turns each; a normal three-round game takes about 190 actions.
    struct Stall
    {
        std::uint64_t seed;
        const char* first;
        int iterations;
    };
    for (const Stall stall : {Stall{145, "medium", 0}, Stall{605, "hard", 800}}) {
        auto state = bot_checks::startGame(Table{"ripple", 2}, stall.seed);
        ASSERT_TRUE(state);
        BotOptions options;
        options.iterations = stall.iterations;
        std::vector<std::unique_ptr<Bot>> bots;
        bots.push_back(makeBot("ripple", stall.first, stall.seed, 0, options));
        bots.push_back(makeBot("ripple", "medium", stall.seed, 1, options));
        while (!state->isFinished() && state->history().size() < 3000)
            ASSERT_TRUE(state->apply(bots[static_cast<std::size_t>(*state->currentPlayer())]->chooseAction(*state)));
        std::string last;
        const auto& history = state->history();
        for (std::size_t i = history.size() > 24 ? history.size() - 24 : 0; i < history.size(); ++i)
            last += history[i] + "\n";
        EXPECT_TRUE(state->isFinished()) << stall.first << " vs medium, seed " << stall.seed << ", the last actions:\n" << last;
    }
}

} // namespace

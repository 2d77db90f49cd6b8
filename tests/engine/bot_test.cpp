// The computer players' generic suite (docs/ai.md), driven by the registry: every registered game
// (games()), each of its rule sets (GameInfo::ruleSets) at its fewest and most players, gets these
// tests by being registered, without being named here. A bot decides from its own player's
// observation only, so its choice and reason never change in a world resampled for that player;
// decisions replay exactly; every level plays whole games legally; the simulations' typed fast path
// plays the very games the bots play; Medium gives its reason in one line; an unknown level plays at
// random. A game's own bot tests (its budget, its secrets' words, its stalls) are its
// tests/engine/<game>_bots_test.cpp. That resampled worlds show the player what the real position
// shows, and differ in what they cannot see, is the generic suite's (generic_test.cpp).
#include "bot_checks.h"
#include "bots/simulation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>

using namespace tidepool;
using bot_checks::advance;
using bot_checks::startGame;

namespace {

struct Case
{
    std::string game;
    std::size_t ruleSet = 0; ///< index in GameInfo::ruleSets
    int players = 2;
};

void PrintTo(const Case& c, std::ostream* out)
{
    *out << c.game << " rule set " << c.ruleSet << ", " << c.players << " players";
}

std::vector<Case> allCases()
{
    std::vector<Case> cases;
    for (const GameInfo& game : games())
        for (std::size_t r = 0; r < game.ruleSets.size(); ++r)
            for (int players : {game.minPlayers, game.maxPlayers})
                if (cases.empty() || cases.back().game != game.name || cases.back().ruleSet != r ||
                    cases.back().players != players)
                    cases.push_back(Case{game.name, r, players});
    return cases;
}

class BotProperty : public ::testing::TestWithParam<Case>
{
protected:
    const GameInfo& game() const { return *findGame(GetParam().game); }
    /// The table of `seed`: the rule set's options for it (they may vary with the seed).
    bot_checks::Table table(std::uint64_t seed) const
    {
        return {GetParam().game, GetParam().players, game().ruleSets[GetParam().ruleSet].options(seed)};
    }
    /// The game's computer levels and the random one.
    std::vector<std::string> levels() const
    {
        std::vector<std::string> all{"random"};
        all.insert(all.end(), game().botLevels.begin(), game().botLevels.end());
        return all;
    }
};

TEST_P(BotProperty, ChoiceAndReasonAreUnchangedInWorldsResampledForTheBot)
{
    // Three worlds resampled for the player to act (what they cannot see drawn anew: generic_test.cpp
    // checks that it is) at one mid-game position per seed: each level chooses the same action,
    // for the same reason, as at the real position (bot_checks.h; a bot that peeks at a rival's
    // secret fails it: the example game's test in tests/example_game/engine/).
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        auto state = startGame(table(seed), seed);
        ASSERT_TRUE(state);
        Rng rng(seed * 7);
        advance(*state, static_cast<int>(seed * 5 % 30), rng);
        if (state->isFinished())
            continue;
        ++compared;
        const int seat = *state->currentPlayer();
        for (const std::string& level : game().botLevels) {
            BotOptions options;
            options.iterations = 40;
            const auto make = [&] { return makeBot(game().name, level, seed, seat, options); };
            EXPECT_EQ(bot_checks::decidesAlikeInResampledWorlds(*state, make, rng), "") << level << " seed " << seed;
        }
    }
    EXPECT_GE(compared, 4);
}

TEST_P(BotProperty, DecisionsReplayAndEveryLevelFinishesLegalGames)
{
    for (const std::string& level : levels()) {
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            std::vector<std::string> first;
            for (int run = 0; run < 2; ++run) {
                auto state = startGame(table(seed), seed);
                ASSERT_TRUE(state);
                BotOptions options;
                options.iterations = 12;
                std::vector<std::unique_ptr<Bot>> bots;
                for (int p = 0; p < GetParam().players; ++p)
                    bots.push_back(makeBot(game().name, level, seed, p, options));
                while (!state->isFinished() && state->history().size() < static_cast<std::size_t>(game().maxActions)) {
                    const std::string action = bots[static_cast<std::size_t>(*state->currentPlayer())]->chooseAction(*state);
                    ASSERT_TRUE(state->apply(action)) << level << ": " << action;
                }
                EXPECT_TRUE(state->isFinished()) << level << " seed " << seed;
                if (run == 0)
                    first = state->history();
                else
                    EXPECT_EQ(state->history(), first) << level << " seed " << seed; // the same game again
            }
        }
    }
}

TEST_P(BotProperty, SimulationsPlayTheGamesTheBotsPlay)
{
    // Simulations play the typed bots (GameInfo::simulate); records and the app the bots of
    // makeBot(): from the same record, the same actions at every level.
    if (!game().simulate)
        GTEST_SKIP() << game().name << " has no simulations";
    for (const std::string& level : levels()) {
        SimulationSpec spec;
        spec.base.game = game().name;
        spec.base.options = table(5).options;
        spec.levels.assign(static_cast<std::size_t>(GetParam().players), level);
        spec.seed = 5;
        spec.games = 2;
        spec.botOptions.iterations = 16;
        std::vector<Record> records(2);
        const auto summary = simulateGames(spec, [&](int g, const Record& record) { records.at(static_cast<std::size_t>(g)) = record; });
        ASSERT_TRUE(summary) << summary.error();
        ASSERT_EQ(records.size(), 2u) << level;
        for (const Record& record : records) {
            Record start = record;
            start.actions.clear();
            auto state = startState(start);
            ASSERT_TRUE(state) << state.error();
            std::vector<std::unique_ptr<Bot>> bots;
            for (int p = 0; p < GetParam().players; ++p)
                bots.push_back(makeBot(game().name, level, record.seed, p, spec.botOptions));
            std::vector<std::string> played;
            while (!(*state)->isFinished() && played.size() < record.actions.size() + 1) {
                played.push_back(bots[static_cast<std::size_t>(*(*state)->currentPlayer())]->chooseAction(**state));
                ASSERT_TRUE((*state)->apply(played.back())) << level << ": " << played.back();
            }
            EXPECT_EQ(played, record.actions) << level << " seed " << record.seed;
        }
    }
}

TEST_P(BotProperty, MediumGivesAReasonInOneLine)
{
    if (std::find(game().botLevels.begin(), game().botLevels.end(), "medium") == game().botLevels.end())
        GTEST_SKIP() << game().name << " has no Medium";
    auto state = startGame(table(9), 9);
    ASSERT_TRUE(state);
    Rng rng(2);
    advance(*state, 6, rng);
    ASSERT_FALSE(state->isFinished());
    const Decision d = makeBot(game().name, "medium", 9, *state->currentPlayer())->decide(*state);
    EXPECT_TRUE(state->check(d.action)) << d.action;
    EXPECT_FALSE(d.reason.empty());
    EXPECT_EQ(d.reason.find('\n'), std::string::npos) << d.reason;
}

TEST_P(BotProperty, AnUnknownLevelPlaysAtRandomWithoutAReason)
{
    auto state = startGame(table(3), 3);
    ASSERT_TRUE(state);
    auto bot = makeBot(game().name, "genius", 3, 0);
    const Decision d = bot->decide(*state);
    EXPECT_TRUE(state->check(d.action)) << d.action;
    EXPECT_EQ(d.reason, "");
    EXPECT_EQ(d.action, makeBot(game().name, "random", 3, 0)->chooseAction(*state));
}

INSTANTIATE_TEST_SUITE_P(Games, BotProperty, ::testing::ValuesIn(allCases()),
                         [](const ::testing::TestParamInfo<Case>& info) {
                             std::string name = info.param.game + "_" + std::to_string(info.param.ruleSet) + "_" +
                                                std::to_string(info.param.players) + "p";
                             std::replace_if(name.begin(), name.end(),
                                             [](char ch) { return !std::isalnum(static_cast<unsigned char>(ch)); }, '_');
                             return name;
                         });

TEST(Bots, TheLevelsAreListed)
{
    EXPECT_EQ(botLevels(), (std::vector<std::string>{"random", "easy", "medium", "hard"}));
}

} // namespace

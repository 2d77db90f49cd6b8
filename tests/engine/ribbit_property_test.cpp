// Seeded random Ribbit games under every option set, through the shared driver (random_game.h:
// legal lists, clones, the end and record replay): Ribbit's invariants after every action, five
// cards in every hand, the race ending on the lettuce and R9's winners.
#include "random_game.h"
#include "ribbit_helpers.h"

#include <gtest/gtest.h>

using namespace ribbit_test;

namespace {

constexpr int kGamesPerOptionSet = 1000;
/// No game may run longer. Random play averages under 100 actions even on the 20-space track.
constexpr int kMaxActions = 2000;

struct OptionSet
{
    const char* name;
    Json options;
    int players = 0; ///< 0: 2..5, varying with the seed
};

std::ostream& operator<<(std::ostream& out, const OptionSet& set)
{
    return out << set.name;
}

class RibbitProperty : public ::testing::TestWithParam<OptionSet>
{
};

/// The winners R9 asks for, computed independently from the ranking and the colours.
std::vector<int> expectedWinners(const RibbitState& state)
{
    for (const auto& group : state.ranking()) {
        std::vector<int> owners;
        for (int p = 0; p < state.playerCount(); ++p)
            if (std::find(group.begin(), group.end(), state.colorOf(p)) != group.end())
                owners.push_back(p);
        if (!owners.empty())
            return owners;
    }
    return {};
}

TEST_P(RibbitProperty, RandomGamesKeepEveryInvariant)
{
    const OptionSet& set = GetParam();
    long long totalActions = 0;
    int longest = 0;
    for (std::uint64_t seed = 1; seed <= kGamesPerOptionSet; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const int players = set.players ? set.players : 2 + static_cast<int>(seed % 4);
        Record record = random_game::recordOf("ribbit", set.options, seed, players);
        if (set.options.value("openColors", false) && seed % 2 == 0)
            record.players[0].color = std::string(1, toChar(kColors[seed % kColorCount]));

        int player = -1;
        random_game::Checks checks;
        checks.maxActions = kMaxActions;
        checks.beforeAction = [&](const State& state, const std::vector<LegalAction>&) {
            const auto& ribbit = dynamic_cast<const RibbitState&>(state);
            ASSERT_TRUE(invariantsHold(ribbit));
            if (state.history().empty() && !record.players[0].color.empty()) {
                ASSERT_EQ(std::string(1, toChar(ribbit.colorOf(0))), record.players[0].color);
            }
            for (int p = 0; p < players; ++p)
                ASSERT_EQ(ribbit.hand(p).size(), 5u) << "player " << p;
            player = *state.currentPlayer();
        };
        checks.afterAction = [&](const State& state, const std::string&) {
            const auto& ribbit = dynamic_cast<const RibbitState&>(state);
            ASSERT_TRUE(invariantsHold(ribbit));
            ASSERT_EQ(ribbit.moves().size(), state.history().size());
            ASSERT_EQ(ribbit.moves().back().player, player);
        };
        std::unique_ptr<State> state;
        ASSERT_NO_FATAL_FAILURE(random_game::play(record, checks, state));
        const auto& ribbit = dynamic_cast<const RibbitState&>(*state);

        // The race ended on the lettuce, and only then.
        const int finish = ribbit.rules().finish();
        ASSERT_FALSE(ribbit.track().spaces[static_cast<std::size_t>(finish)].empty());
        ASSERT_TRUE(ribbit.moves().back().finished);
        for (std::size_t i = 0; i + 1 < ribbit.moves().size(); ++i)
            ASSERT_FALSE(ribbit.moves()[i].finished);
        ASSERT_EQ(state->winners(), expectedWinners(ribbit));

        totalActions += static_cast<long long>(state->history().size());
        longest = std::max(longest, static_cast<int>(state->history().size()));
    }
    RecordProperty("averageActions", std::to_string(totalActions / kGamesPerOptionSet));
    RecordProperty("longestGame", std::to_string(longest));
}

INSTANTIATE_TEST_SUITE_P(
    OptionSets, RibbitProperty,
    ::testing::Values(
        OptionSet{"Defaults", Json::object()}, OptionSet{"RibbitTextDeck", {{"deck", "ribbit-text"}}},
        OptionSet{"StartStacked", {{"startStacked", true}}},
        OptionSet{"RetreatAtStartNoEffect", {{"retreatAtStart", "no-effect"}}},
        OptionSet{"OpenColors", {{"openColors", true}}}, OptionSet{"TrackLength6", {{"trackLength", 6}}},
        OptionSet{"TrackLength20", {{"trackLength", 20}}}, OptionSet{"TwoPlayers", Json::object(), 2},
        OptionSet{"FivePlayers", Json::object(), 5}),
    [](const ::testing::TestParamInfo<OptionSet>& info) { return std::string(info.param.name); });

} // namespace

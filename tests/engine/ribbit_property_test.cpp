// Seeded random Ribbit games under every option set: invariants after every action, clones,
// and record replay.
#include "core/rng.h"
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
        Record record;
        record.game = "ribbit";
        record.options = set.options;
        record.seed = seed;
        const int players = set.players ? set.players : 2 + static_cast<int>(seed % 4);
        for (int p = 0; p < players; ++p)
            record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
        if (set.options.value("openColors", false) && seed % 2 == 0)
            record.players[0].color = std::string(1, toChar(kColors[seed % kColorCount]));

        auto start = startState(record);
        ASSERT_TRUE(start) << start.error();
        std::unique_ptr<State> state = std::move(*start);
        const auto& ribbit = dynamic_cast<const RibbitState&>(*state);
        ASSERT_TRUE(invariantsHold(ribbit));
        if (!record.players[0].color.empty()) {
            ASSERT_EQ(std::string(1, toChar(ribbit.colorOf(0))), record.players[0].color);
        }

        Rng rng(seed * 7919);
        while (!state->isFinished()) {
            ASSERT_LT(static_cast<int>(state->history().size()), kMaxActions) << "the game does not end";
            const int player = *state->currentPlayer();
            for (int p = 0; p < players; ++p)
                ASSERT_EQ(ribbit.hand(p).size(), 5u) << "player " << p;

            const auto legal = state->legalActions();
            ASSERT_FALSE(legal.empty());
            for (const LegalAction& action : legal) {
                auto copy = state->clone();
                const Outcome outcome = copy->apply(action.text);
                ASSERT_TRUE(outcome.ok()) << action.text << ": " << outcome.reason();
                ASSERT_EQ(copy->history().size(), state->history().size() + 1);
            }

            const std::string chosen = legal[rng.below(legal.size())].text;
            ASSERT_TRUE(state->apply(chosen).ok()) << chosen;
            ASSERT_TRUE(invariantsHold(ribbit)) << "after " << chosen;
            ASSERT_EQ(ribbit.moves().size(), state->history().size());
            ASSERT_EQ(ribbit.moves().back().player, player);

            auto clone = state->clone();
            ASSERT_TRUE(dynamic_cast<const RibbitState&>(*clone) == ribbit);
        }

        // The race ended on the lettuce, and only then.
        const int finish = ribbit.rules().finish();
        ASSERT_FALSE(ribbit.track().spaces[static_cast<std::size_t>(finish)].empty());
        ASSERT_TRUE(ribbit.moves().back().finished);
        for (std::size_t i = 0; i + 1 < ribbit.moves().size(); ++i)
            ASSERT_FALSE(ribbit.moves()[i].finished);
        const auto winners = state->winners();
        ASSERT_FALSE(winners.empty());
        ASSERT_EQ(winners, expectedWinners(ribbit));
        ASSERT_FALSE(ribbit.winReason().empty());
        // Every end sentence names the ruling that decided it (docs/rules.md).
        ASSERT_NE(ribbit.winReason().find("ruling"), std::string::npos) << ribbit.winReason();
        ASSERT_TRUE(state->legalActions().empty());
        ASSERT_FALSE(state->currentPlayer().has_value());

        // Replaying the record reproduces the same state.
        record.actions = state->history();
        auto replayed = replay(record);
        ASSERT_TRUE(replayed) << replayed.error();
        ASSERT_TRUE(dynamic_cast<const RibbitState&>(**replayed) == ribbit);
        ASSERT_EQ((*replayed)->toJson(), state->toJson());
        ASSERT_EQ(state->clone()->toJson(), state->toJson());

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

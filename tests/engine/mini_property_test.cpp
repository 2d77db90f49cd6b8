// Seeded random Turtle Race Mini games under every variant and option, through the shared driver
// (random_game.h: legal lists, clones, the end and record replay): Mini's invariants after every
// action, "no effect" explained exactly when nothing changes, the race ends and the length bounds
// the rules guarantee, and M7's winner.
//
// Bounds, derived from the rules: every lettuce not laid out is in the draw pile, so the pile can
// only run out once the third lettuce has ended the race (M6 never triggers). A race therefore
// ends within the non-lettuce cards of its starting draw pile plus one action: 50 - 5n - 3 + 1 for
// the first race, and at most the same for later ones (51 - 5n cards, 3 of them lettuce, one taken
// by the cut-short draw): every race lasts at most 48 - 5n actions. Each advanced race finishes two
// non-black tiles, and six finished tiles of five colours must include both tiles of one colour,
// so the advanced game ends within three races (the "within three races" holds).
#include "mini_helpers.h"
#include "random_game.h"

#include <gtest/gtest.h>


using namespace mini_test;

namespace {

constexpr int kGamesPerOptionSet = 1000;
constexpr int kMaxRaces = 3;

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

class MiniProperty : public ::testing::TestWithParam<OptionSet>
{
};

int maxRaceLength(int players)
{
    return 48 - 5 * players;
}

/// The basic winner of M7, computed independently: the first tile of a held, non-black colour.
std::vector<int> expectedBasicWinners(const MiniState& state)
{
    for (Tile t : state.lastRaceRanking())
        for (int p = 0; p < state.playerCount(); ++p)
            if (!t.isBlack() && state.colorOf(p) == t.color)
                return {p};
    return {};
}

TEST_P(MiniProperty, RandomGamesKeepEveryInvariant)
{
    const OptionSet& set = GetParam();
    long long totalActions = 0;
    int longest = 0;
    int mostRaces = 0;
    for (std::uint64_t seed = 1; seed <= kGamesPerOptionSet; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const int players = set.players ? set.players : 2 + static_cast<int>(seed % 4);
        Record record = random_game::recordOf("mini", set.options, seed, players);
        // On a sample of seeds, each legal action's explanation says "no effect" exactly when it
        // changes nothing.
        const bool sampleEffects = seed % 4 == 0;
        int raceStart = 0;
        int races = 0;
        int player = -1;
        Row before;
        random_game::Checks checks;
        // The costlier checks on a sample: every legal action applies, clones are equal.
        checks.deepEvery = seed % 10 == 0 ? 1 : kMaxRaces * 48;
        checks.beforeAction = [&](const State& state, const std::vector<LegalAction>& legal) {
            const auto& mini = dynamic_cast<const MiniState&>(state);
            ASSERT_TRUE(invariantsHold(mini));
            for (int p = 0; p < players; ++p)
                ASSERT_EQ(mini.hand(p).size(), 5u) << "player " << p;
            for (const LegalAction& action : legal) {
                auto parsed = Action::parse(action.text);
                ASSERT_TRUE(parsed) << action.text;
                ASSERT_EQ(parsed->toString(), action.text);
                if (!sampleEffects)
                    continue;
                const bool effect = hasEffect(mini.rules(), mini.row(), *parsed);
                ASSERT_EQ(action.explanation.find("no effect") == std::string::npos, effect)
                    << action.text << ": " << action.explanation;
            }
            player = *state.currentPlayer();
            before = mini.row();
        };
        checks.afterAction = [&](const State& state, const std::string& chosen) {
            const auto& mini = dynamic_cast<const MiniState&>(state);
            const bool advanced = mini.rules().advanced();
            ASSERT_TRUE(invariantsHold(mini));
            ASSERT_EQ(mini.moves().size(), state.history().size());
            const Move& move = mini.moves().back();
            ASSERT_EQ(move.player, player);
            ASSERT_FALSE(move.reshuffled) << "M6 cannot trigger (see the top of this file)";
            ASSERT_LE(static_cast<int>(state.history().size()) - raceStart, maxRaceLength(players))
                << "a race outlasts its draw pile";
            if (move.raceEnds.empty()) {
                ASSERT_EQ(move.changed, before != mini.row()) << chosen;
            }
            for (const RaceEnd& end : move.raceEnds) {
                ++races;
                ASSERT_EQ(end.race, races);
                ASSERT_EQ(end.finished.size(), advanced ? 2u : 0u);
                for (Tile t : end.finished)
                    ASSERT_FALSE(t.isBlack());
                ASSERT_EQ(end.gameOver, state.isFinished());
                if (!end.gameOver) {
                    ASSERT_EQ(end.nextRow.size(), 12 - 2 * races) << "one tile a stack";
                    raceStart = static_cast<int>(state.history().size());
                }
            }
            ASSERT_LE(races, advanced ? kMaxRaces : 1);
            ASSERT_EQ(mini.round(), races + (state.isFinished() ? 0 : 1));
            ASSERT_EQ(static_cast<int>(mini.out().size()), advanced ? 2 * races : 0);
        };
        std::unique_ptr<State> state;
        ASSERT_NO_FATAL_FAILURE(random_game::play(record, checks, state));
        const auto& mini = dynamic_cast<const MiniState&>(*state);

        // The game ended on a third lettuce, and only then.
        ASSERT_EQ(mini.lettuce(), kLettuceCount);
        ASSERT_FALSE(mini.moves().back().raceEnds.empty());
        ASSERT_TRUE(mini.moves().back().raceEnds.back().gameOver);
        const auto winners = state->winners();
        ASSERT_EQ(winners.size(), 1u);
        if (mini.rules().advanced()) {
            std::array<int, kPlayerColorCount> perColor{};
            int completed = 0;
            for (Tile t : mini.out())
                completed += ++perColor[static_cast<int>(t.color)] == 2;
            ASSERT_GE(completed, 1) << "the game ends when a colour has both tiles out";
        } else {
            ASSERT_EQ(winners, expectedBasicWinners(mini));
        }

        totalActions += static_cast<long long>(state->history().size());
        longest = std::max(longest, static_cast<int>(state->history().size()));
        mostRaces = std::max(mostRaces, races);
    }
    RecordProperty("averageActions", std::to_string(totalActions / kGamesPerOptionSet));
    RecordProperty("longestGame", std::to_string(longest));
    RecordProperty("mostRaces", std::to_string(mostRaces));
}

INSTANTIATE_TEST_SUITE_P(
    OptionSets, MiniProperty,
    ::testing::Values(OptionSet{"Basic", Json::object()}, OptionSet{"Advanced", {{"variant", "advanced"}}},
                      OptionSet{"OpenEnds", {{"openEnds", true}}},
                      OptionSet{"AdvancedOpenEnds", {{"variant", "advanced"}, {"openEnds", true}}},
                      OptionSet{"TwoPlayers", Json::object(), 2}, OptionSet{"FivePlayers", Json::object(), 5},
                      OptionSet{"AdvancedTwoPlayers", {{"variant", "advanced"}}, 2},
                      OptionSet{"AdvancedFivePlayers", {{"variant", "advanced"}}, 5}),
    [](const ::testing::TestParamInfo<OptionSet>& info) { return std::string(info.param.name); });

} // namespace

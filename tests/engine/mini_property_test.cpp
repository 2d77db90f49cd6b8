// Seeded random Turtle Race Mini games under every variant and option: invariants after every
// action, the length bounds the rules guarantee, clones, and record replay.
//
// Bounds, derived from the rules: every lettuce not laid out is in the draw pile, so the pile can
// only run out once the third lettuce has ended the race (M6 never triggers). A race therefore
// ends within the non-lettuce cards of its starting draw pile plus one action: 50 - 5n - 3 + 1 for
// the first race, and at most the same for later ones (51 - 5n cards, 3 of them lettuce, one taken
// by the cut-short draw): every race lasts at most 48 - 5n actions. Each advanced race finishes two
// non-black tiles, and six finished tiles of five colours must include both tiles of one colour,
// so the advanced game ends within three races (the "within three races" holds).
#include "core/rng.h"
#include "mini_helpers.h"

#include <gtest/gtest.h>

#include <set>

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
        Record record;
        record.game = "mini";
        record.options = set.options;
        record.seed = seed;
        const int players = set.players ? set.players : 2 + static_cast<int>(seed % 4);
        for (int p = 0; p < players; ++p)
            record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});

        auto start = startState(record);
        ASSERT_TRUE(start) << start.error();
        std::unique_ptr<State> state = std::move(*start);
        const auto& mini = dynamic_cast<const MiniState&>(*state);
        ASSERT_TRUE(invariantsHold(mini));
        const bool advanced = mini.rules().advanced();

        Rng rng(seed * 7919);
        int raceStart = 0;
        int races = 0;
        while (!state->isFinished()) {
            const int player = *state->currentPlayer();
            for (int p = 0; p < players; ++p)
                ASSERT_EQ(mini.hand(p).size(), 5u) << "player " << p;

            const auto legal = state->legalActions();
            ASSERT_FALSE(legal.empty());
            std::set<std::string> distinct;
            // Every legal action parses back and passes check; on a sample of seeds, each one's
            // explanation says "no effect" exactly when it changes nothing.
            const bool sampleEffects = seed % 4 == 0;
            for (std::size_t i = 0; i < legal.size(); ++i) {
                const LegalAction& action = legal[i];
                ASSERT_TRUE(state->check(action.text)) << action.text;
                auto parsed = Action::parse(action.text);
                ASSERT_TRUE(parsed) << action.text;
                ASSERT_EQ(parsed->toString(), action.text);
                ASSERT_TRUE(distinct.insert(action.text).second) << action.text << " listed twice";
                if (!sampleEffects)
                    continue;
                const bool effect = hasEffect(mini.rules(), mini.row(), *parsed);
                ASSERT_EQ(action.explanation.find("no effect") == std::string::npos, effect)
                    << action.text << ": " << action.explanation;
            }
            if (seed % 50 == 0) // the costlier check on a sample: every legal action applies
                for (const LegalAction& action : legal) {
                    auto copy = state->clone();
                    ASSERT_TRUE(copy->apply(action.text).ok()) << action.text;
                }

            const std::string chosen = legal[rng.below(legal.size())].text;
            const Row before = mini.row();
            ASSERT_TRUE(state->apply(chosen).ok()) << chosen;
            ASSERT_TRUE(invariantsHold(mini)) << "after " << chosen;
            ASSERT_EQ(mini.moves().size(), state->history().size());
            const Move& move = mini.moves().back();
            ASSERT_EQ(move.player, player);
            ASSERT_FALSE(move.reshuffled) << "M6 cannot trigger (see the top of this file)";
            ASSERT_LE(static_cast<int>(state->history().size()) - raceStart, maxRaceLength(players))
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
                ASSERT_EQ(end.gameOver, state->isFinished());
                if (!end.gameOver) {
                    ASSERT_EQ(end.nextRow.size(), 12 - 2 * races) << "one tile a stack";
                    raceStart = static_cast<int>(state->history().size());
                }
            }
            ASSERT_LE(races, advanced ? kMaxRaces : 1);
            ASSERT_EQ(mini.round(), races + (state->isFinished() ? 0 : 1));
            ASSERT_EQ(static_cast<int>(mini.out().size()), advanced ? 2 * races : 0);

            if (seed % 10 == 0 || state->isFinished()) {
                auto clone = state->clone();
                ASSERT_TRUE(dynamic_cast<const MiniState&>(*clone) == mini);
            }
        }

        // The game ended on a third lettuce, and only then.
        ASSERT_EQ(mini.lettuce(), kLettuceCount);
        ASSERT_FALSE(mini.moves().back().raceEnds.empty());
        ASSERT_TRUE(mini.moves().back().raceEnds.back().gameOver);
        const auto winners = state->winners();
        ASSERT_EQ(winners.size(), 1u);
        ASSERT_FALSE(mini.winReason().empty());
        // Every end sentence names the ruling that decided it (docs/rules.md).
        ASSERT_NE(mini.winReason().find("ruling"), std::string::npos) << mini.winReason();
        if (advanced) {
            std::array<int, kPlayerColorCount> perColor{};
            int completed = 0;
            for (Tile t : mini.out())
                completed += ++perColor[static_cast<int>(t.color)] == 2;
            ASSERT_GE(completed, 1) << "the game ends when a colour has both tiles out";
        } else {
            ASSERT_EQ(winners, expectedBasicWinners(mini));
        }
        ASSERT_TRUE(state->legalActions().empty());
        ASSERT_FALSE(state->currentPlayer().has_value());

        // Replaying the record reproduces the same state.
        record.actions = state->history();
        auto replayed = replay(record);
        ASSERT_TRUE(replayed) << replayed.error();
        ASSERT_TRUE(dynamic_cast<const MiniState&>(**replayed) == mini);
        ASSERT_EQ((*replayed)->toJson(), state->toJson());

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

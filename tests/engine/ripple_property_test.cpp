// Seeded random Ripple games for 2 to 6 players, through the shared driver (random_game.h: legal
// lists, clones, the end, the record replayed, also cut in the middle of a round): after every
// action the 100 cards are all on the table once and the phase decides the actions on offer; every
// round ends; totals are the sums of the round scores; the lowest total wins.
#include "random_game.h"
#include "ripple_helpers.h"

#include <gtest/gtest.h>

using namespace ripple_test;

namespace {

/// No round may run longer. Random play averages about 100 actions a round with six players.
constexpr int kMaxActionsPerRound = 5000;

struct OptionSet
{
    const char* name;
    bool triggerPenalty = true;
    int rounds = 1;
    int games = 1000;
};

std::ostream& operator<<(std::ostream& out, const OptionSet& set)
{
    return out << set.name;
}

class RippleProperty : public ::testing::TestWithParam<OptionSet>
{
};

} // namespace

TEST_P(RippleProperty, RandomGamesKeepEveryInvariant)
{
    const OptionSet& set = GetParam();
    long long totalActions = 0;
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(set.games); ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const int players = 2 + static_cast<int>(seed % 5);
        Record record = random_game::recordOf(
            "ripple", Json{{"triggerPenalty", set.triggerPenalty}, {"rounds", set.rounds}}, seed, players);
        std::size_t roundStart = 0;
        int round = 1;
        random_game::Checks checks;
        // A clone copies the whole history: compared every few actions, and a record cut in the
        // middle of a round replayed on a sample of seeds.
        checks.deepEvery = 16;
        checks.cutEvery = seed % 25 == 0 ? 37 : 0;
        checks.beforeAction = [&](const State& state, const std::vector<LegalAction>& legal) {
            const auto& ripple = dynamic_cast<const RippleState&>(state);
            ASSERT_TRUE(invariantsHold(ripple));
            ASSERT_LT(state.history().size() - roundStart, static_cast<std::size_t>(kMaxActionsPerRound))
                << "round " << round << " does not end";
            // The phase and step decide the kind of action on offer.
            if (ripple.phase() == Phase::Reveal) {
                ASSERT_EQ(legal.front().text.rfind("reveal", 0), 0u);
            }
            if (ripple.phase() == Phase::Play && ripple.step() == Step::Draw) {
                ASSERT_FALSE(ripple.held());
                ASSERT_FALSE(ripple.drawPile().empty()) << "a turn never starts with an empty draw pile";
                ASSERT_EQ(legal.front().text, "draw");
                if (ripple.isExtraTurn()) {
                    ASSERT_EQ(legal.size(), 1u) << "an extra turn draws from the draw pile";
                }
            }
            if (ripple.step() == Step::Hold || ripple.step() == Step::Ripple) {
                ASSERT_EQ(legal.back().text, "discard");
            }
        };
        checks.afterAction = [&](const State& state, const std::string&) {
            const auto& ripple = dynamic_cast<const RippleState&>(state);
            ASSERT_TRUE(invariantsHold(ripple));
            if (ripple.round() != round || state.isFinished()) {
                roundStart = state.history().size();
                round = ripple.round();
            }
        };
        std::unique_ptr<State> state;
        ASSERT_NO_FATAL_FAILURE(random_game::play(record, checks, state));
        const auto& ripple = dynamic_cast<const RippleState&>(*state);

        // Every round was scored, and the totals are the sums of the round scores.
        ASSERT_EQ(ripple.roundScores().size(), static_cast<std::size_t>(set.rounds));
        ASSERT_EQ(ripple.roundResults().size(), static_cast<std::size_t>(set.rounds));
        std::vector<int> sums(static_cast<std::size_t>(players), 0);
        for (std::size_t r = 0; r < ripple.roundScores().size(); ++r) {
            const RoundResult& result = ripple.roundResults()[r];
            for (int p = 0; p < players; ++p) {
                const ScoreBreakdown& b = result.scores[static_cast<std::size_t>(p)];
                ASSERT_EQ(b.total, ripple.roundScores()[r][static_cast<std::size_t>(p)]);
                ASSERT_EQ(b.total, b.subtotal + b.penalty);
                ASSERT_EQ(b.penalty != 0, set.triggerPenalty && result.endedBy == p && b.subtotal > 0);
                sums[static_cast<std::size_t>(p)] += b.total;
            }
            ASSERT_TRUE(result.endedBy.has_value() || result.drawPileRanOut);
        }
        ASSERT_EQ(ripple.totals(), sums);
        // The final beaches are all face up and score what the last round says.
        for (int p = 0; p < players; ++p) {
            ASSERT_EQ(faceDownCount(ripple.beach(p)), 0);
            ASSERT_EQ(scoreBeach(ripple.catalogue(), ripple.beach(p),
                                 ripple.roundResults().back().endedBy == p, set.triggerPenalty),
                      ripple.roundResults().back().scores[static_cast<std::size_t>(p)]);
        }
        const int best = *std::min_element(sums.begin(), sums.end());
        for (int w : state->winners())
            ASSERT_EQ(sums[static_cast<std::size_t>(w)], best);
        totalActions += static_cast<long long>(state->history().size());
    }
    RecordProperty("averageActions", std::to_string(totalActions / set.games));
}

INSTANTIATE_TEST_SUITE_P(OptionSets, RippleProperty,
                         ::testing::Values(OptionSet{"OneRound", true, 1, 1000},
                                           OptionSet{"NoPenalty", false, 1, 500},
                                           OptionSet{"ThreeRounds", true, 3, 300}),
                         [](const ::testing::TestParamInfo<OptionSet>& info) {
                             return std::string(info.param.name);
                         });

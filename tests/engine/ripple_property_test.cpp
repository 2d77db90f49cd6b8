// Seeded random Ripple games for 2 to 6 players: after every action the 100 cards are all on the
// table once, legality is consistent, clones are equal; every round ends; totals are the sums of
// the round scores; the record replays to an equal state.
#include "core/rng.h"
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
        Record record;
        record.game = "ripple";
        record.options = Json{{"triggerPenalty", set.triggerPenalty}, {"rounds", set.rounds}};
        record.seed = seed;
        const int players = 2 + static_cast<int>(seed % 5);
        for (int p = 0; p < players; ++p)
            record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});

        auto start = startState(record);
        ASSERT_TRUE(start) << start.error();
        std::unique_ptr<State> state = std::move(*start);
        const auto& ripple = dynamic_cast<const RippleState&>(*state);
        ASSERT_TRUE(invariantsHold(ripple));

        Rng rng(seed * 7919);
        std::size_t roundStart = 0;
        int round = 1;
        while (!state->isFinished()) {
            ASSERT_LT(state->history().size() - roundStart, static_cast<std::size_t>(kMaxActionsPerRound))
                << "round " << round << " does not end";
            const auto legal = state->legalActions();
            ASSERT_FALSE(legal.empty());
            // The list has no duplicates and explains every action.
            for (std::size_t i = 0; i < legal.size(); ++i) {
                ASSERT_FALSE(legal[i].explanation.empty());
                if (i > 0) {
                    ASSERT_NE(legal[i].text, legal[i - 1].text);
                }
            }
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

            const std::string chosen = legal[rng.below(legal.size())].text;
            ASSERT_TRUE(state->apply(chosen).ok()) << chosen;
            ASSERT_TRUE(invariantsHold(ripple)) << "after " << chosen;
            if (ripple.round() != round || state->isFinished()) {
                roundStart = state->history().size();
                round = ripple.round();
            }
            // Clones are equal (checked every few actions: a clone copies the whole history).
            if (state->history().size() % 16 == 0 || roundStart == state->history().size()) {
                auto clone = state->clone();
                ASSERT_TRUE(dynamic_cast<const RippleState&>(*clone) == ripple);
            }
        }

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
        const auto winners = state->winners();
        ASSERT_FALSE(winners.empty());
        const int best = *std::min_element(sums.begin(), sums.end());
        for (int w : winners)
            ASSERT_EQ(sums[static_cast<std::size_t>(w)], best);
        ASSERT_FALSE(ripple.winReason().empty());
        // Every end sentence names the ruling that decided it (docs/rules.md).
        ASSERT_NE(ripple.winReason().find("ruling"), std::string::npos) << ripple.winReason();
        ASSERT_TRUE(state->legalActions().empty());
        ASSERT_FALSE(state->currentPlayer().has_value());

        // Replaying the record reproduces the same state.
        record.actions = state->history();
        auto replayed = replay(record);
        ASSERT_TRUE(replayed) << replayed.error();
        ASSERT_TRUE(dynamic_cast<const RippleState&>(**replayed) == ripple);
        ASSERT_EQ((*replayed)->toJson(), state->toJson());
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

TEST(RippleProperty, ReplayFromTheMiddleOfARoundMatchesTheLiveState)
{
    // A record cut after any action replays to the same state as the live game at that point.
    Record record;
    record.game = "ripple";
    record.seed = 77;
    for (int p = 0; p < 3; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
    auto started = startState(record);
    ASSERT_TRUE(started);
    std::unique_ptr<State> state = std::move(*started);
    Rng rng(5);
    for (int i = 0; i < 300 && !state->isFinished(); ++i) {
        const auto legal = state->legalActions();
        ASSERT_TRUE(state->apply(legal[rng.below(legal.size())].text));
        if (i % 37 == 0) {
            Record cut = record;
            cut.actions = state->history();
            auto replayed = replay(cut);
            ASSERT_TRUE(replayed) << replayed.error();
            ASSERT_TRUE(dynamic_cast<const RippleState&>(**replayed) ==
                        dynamic_cast<const RippleState&>(*state));
        }
    }
}

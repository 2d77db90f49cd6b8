// The example game's own tests: its few rules, and the planted leak that the generic suite's
// resampling check (tests/engine/resample_check.h) must catch. Everything else every game owes
// (legal lists, clones, observations, sentences, replay, the observation reader) the generic suite
// checks without naming it (tests/engine/generic_test.cpp).
#include "pig.h"
#include "pig_bots.h"
#include "resample_check.h"

#include "bot_checks.h"

#include "core/record.h"

#include <gtest/gtest.h>

using namespace tidepool;
using namespace tidepool::pig;

namespace {

Record pigRecord(std::uint64_t seed, int players, int target = 30)
{
    Record record;
    record.game = "pig";
    record.seed = seed;
    record.options = Json{{"target", target}};
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
    return record;
}

std::unique_ptr<State> start(std::uint64_t seed, int players, int target = 30)
{
    auto state = startState(pigRecord(seed, players, target));
    EXPECT_TRUE(state) << (state ? "" : state.error());
    return state ? std::move(*state) : nullptr;
}

TEST(Pig, HoldNeedsTurnPointsAndAOneLosesThem)
{
    auto state = start(1, 3);
    ASSERT_TRUE(state);
    EXPECT_EQ(state->check("hold").reason(), "there is nothing to hold yet: roll first");
    EXPECT_EQ(state->check("pass").reason(), "unknown action \"pass\" (Pig has \"roll\" and \"hold\")");
    auto& pig = dynamic_cast<PigState&>(*state);
    // Roll until a turn ends with a 1 or until there are points to hold.
    while (pig.currentPlayer() == 0 && pig.turnPoints() < 8)
        ASSERT_TRUE(state->apply("roll"));
    if (pig.currentPlayer() == 0) {
        const int points = pig.turnPoints();
        ASSERT_TRUE(state->apply("hold"));
        EXPECT_EQ(pig.score(0), points);
        EXPECT_EQ(pig.currentPlayer(), 1);
        EXPECT_EQ(state->describeMove(state->history().size() - 1),
                  "player 0 held: " + std::to_string(points) + " points banked");
    } else {
        EXPECT_EQ(pig.score(0), 0);
        EXPECT_EQ(pig.moves().back().roll, 1);
    }
}

TEST(Pig, EachSeatSeesOnlyItsOwnCardUntilTheEnd)
{
    auto state = start(7, 4, 10);
    ASSERT_TRUE(state);
    const Json mine = state->observationJson(2);
    EXPECT_EQ(mine["cards"][2], dynamic_cast<PigState&>(*state).card(2));
    EXPECT_TRUE(mine["cards"][0].is_null());
    EXPECT_TRUE(state->observationJson(kTable)["cards"][2].is_null());
    Rng rng(7);
    state->playRandomly(rng);
    ASSERT_TRUE(state->isFinished());
    for (int p = 0; p < 4; ++p)
        EXPECT_EQ(state->observationJson(kTable)["cards"][p], dynamic_cast<PigState&>(*state).card(p));
}

/// Sets the planted leak for one test, and takes it back even when the test fails.
struct PlantedLeak
{
    PlantedLeak() { plantedLeakKeepsTheRealDice = true; }
    ~PlantedLeak() { plantedLeakKeepsTheRealDice = false; }
};

/// At positions of random games (as the generic suite visits them), how many the resampling check
/// passes and fails.
std::pair<int, int> checkPositions()
{
    int passed = 0, failed = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        auto state = start(seed, 2 + static_cast<int>(seed % 5));
        Rng rng(seed);
        std::vector<ParsedAction> legal;
        for (int ply = 0; !state->isFinished(); ++ply) {
            if (ply % 3 == 0) {
                const std::string problem =
                    resample_check::resamplingChangesOnlyTheUnseen(*state, *state->currentPlayer(), seed + ply);
                (problem.empty() ? passed : failed) += 1;
            }
            state->legalActions(legal);
            if (!state->apply(legal[rng.below(legal.size())]))
                return {-1, -1};
        }
    }
    return {passed, failed};
}

TEST(PigPlantedLeak, WorldsThatKeepTheRealDiceFailTheGenericResamplingCheck)
{
    // Without the leak, every position passes (the generic suite checks it too).
    const auto [honestPassed, honestFailed] = checkPositions();
    EXPECT_EQ(honestFailed, 0);
    EXPECT_GT(honestPassed, 20);

    // With it, a resampled world still shows the player the same (the check's part (a) holds) and
    // its cards differ, but its future rolls are the real ones: the check's part (b) fails, and with
    // it the generic suite, which asks it at every fifth position. It passes only where some world's
    // choices end the game within the check's few actions (the cards, shown at the end, differ):
    // about half of these positions, since random games of Pig last about 40 actions.
    PlantedLeak leak;
    auto state = start(3, 3);
    const std::string problem = resample_check::resamplingChangesOnlyTheUnseen(*state, 0, 3);
    EXPECT_NE(problem.find("are not drawn anew"), std::string::npos) << problem;
    Rng rng(1);
    EXPECT_FALSE(state->resample(0, rng)->equals(*state)) << "the leaky world still redraws the others' cards";
    const auto [leakyPassed, leakyFailed] = checkPositions();
    EXPECT_GT(leakyFailed, (honestPassed + honestFailed) / 3) << leakyPassed << " positions passed";
}

/// A computer player that cheats: it holds as soon as the next player's secret bonus card is high,
/// read from the real state (what its own observation does not show).
class PeekingBot final : public Bot
{
public:
    std::string chooseAction(const State& state) override
    {
        const auto& pig = dynamic_cast<const PigState&>(state);
        const int next = (*pig.currentPlayer() + 1) % pig.playerCount();
        return pig.turnPoints() > 0 && pig.card(next) > 4 ? "hold" : "roll";
    }
};

TEST(Pig, TheBotSuiteCatchesABotThatPeeksAtASecret)
{
    // bot_test.cpp's check that a bot decides from its observation alone (decidesAlikeInResampledWorlds)
    // fails a bot reading a rival's bonus card, and passes Pig's own bots.
    int caught = 0, compared = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        auto state = start(seed, 3);
        ASSERT_TRUE(state);
        Rng rng(seed);
        while (!state->isFinished() && dynamic_cast<const PigState&>(*state).turnPoints() == 0)
            ASSERT_TRUE(state->apply("roll"));
        if (state->isFinished())
            continue;
        ++compared;
        caught += bot_checks::decidesAlikeInResampledWorlds(*state, [] { return std::make_unique<PeekingBot>(); }, rng, 8)
                      .empty() ? 0 : 1;
        for (const char* level : {"easy", "medium", "hard"})
            EXPECT_EQ(bot_checks::decidesAlikeInResampledWorlds(*state, [&] { return makeBot(level, seed, {}); }, rng), "")
                << level << " seed " << seed;
    }
    EXPECT_GE(compared, 8);
    EXPECT_GE(caught, 3) << "the peeking bot was caught at " << caught << " of " << compared << " positions";
}

} // namespace

// The Hard computer player's decision time per game at its default budget (docs/ai.md): it must
// choose within one second on the project's 2-core machine. Also Medium and Easy for comparison.
// Positions: a seeded two-player game after a few random actions (the early and middle game,
// where the search has the most to play out).
#include "bots/bot.h"
#include "core/record.h"

#include <benchmark/benchmark.h>

using namespace tidepool;

namespace {

std::unique_ptr<State> position(const std::string& game, std::uint64_t seed, int actions)
{
    Record record;
    record.game = game;
    record.seed = seed;
    record.players = {PlayerSpec{"A", "bot:hard", {}}, PlayerSpec{"B", "bot:hard", {}}};
    auto state = startState(record).value(); // value() &&: Expected has no rvalue operator*
    Rng rng(seed);
    for (int i = 0; i < actions && !state->isFinished(); ++i) {
        const auto legal = state->legalActions();
        state->apply(legal[static_cast<std::size_t>(rng.below(legal.size()))].text);
    }
    return state;
}

void decide(benchmark::State& bench, const std::string& game, const std::string& level, int actions)
{
    // A few positions in turn, so that one easy position does not decide the figure.
    std::vector<std::unique_ptr<State>> positions;
    for (std::uint64_t seed = 1; seed <= 4; ++seed)
        positions.push_back(position(game, seed, actions));
    std::size_t i = 0;
    for (auto _ : bench) {
        const State& state = *positions[i++ % positions.size()];
        auto bot = makeBot(game, level, 1, *state.currentPlayer());
        benchmark::DoNotOptimize(bot->chooseAction(state));
    }
}

} // namespace

BENCHMARK_CAPTURE(decide, ribbit_hard, std::string("ribbit"), std::string("hard"), 6)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decide, mini_hard, std::string("mini"), std::string("hard"), 6)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decide, ripple_hard, std::string("ripple"), std::string("hard"), 12)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decide, ribbit_medium, std::string("ribbit"), std::string("medium"), 6)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(decide, mini_medium, std::string("mini"), std::string("medium"), 6)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(decide, ripple_medium, std::string("ripple"), std::string("medium"), 12)->Unit(benchmark::kMicrosecond);

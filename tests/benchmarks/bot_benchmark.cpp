// The Hard computer player's decision time per game at its default budget (docs/ai.md): it must
// choose within one second on the project's 2-core machine. Also Medium and Easy for comparison.
// Positions: a seeded two-player game after a few random actions (the early and middle game,
// where the search has the most to play out). `wholeGames/...` times every decision of whole games
// between Hard players (2 and 4 seats, every variant) and reports the slowest: p50, p99 and max in
// CPU milliseconds of the deciding thread, the bound the app's computer turns must keep (<= 1 s).
#include "bots/bot.h"
#include "core/record.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>

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
        if (!state->apply(legal[static_cast<std::size_t>(rng.below(legal.size()))].text).ok())
            break; // never: a legal action
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

/// The CPU time of the calling thread, in milliseconds.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

/// Every decision of `games` whole games with every seat Hard (default budget), each timed.
void wholeGames(benchmark::State& bench, const std::string& game, const std::string& options, int players, int games)
{
    std::vector<double> times;
    for (auto _ : bench) {
        times.clear();
        for (int g = 1; g <= games; ++g) {
            Record record;
            record.game = game;
            record.seed = static_cast<std::uint64_t>(g);
            record.options = options.empty() ? Json::object() : Json::parse(options);
            for (int p = 0; p < players; ++p)
                record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:hard", {}});
            auto state = startState(record).value();
            while (!state->isFinished()) {
                const int seat = *state->currentPlayer();
                auto bot = makeBot(game, "hard", record.seed, seat);
                const double start = threadCpuMs();
                const std::string action = bot->chooseAction(*state);
                times.push_back(threadCpuMs() - start);
                if (!state->apply(action).ok()) {
                    bench.SkipWithError("a Hard decision was refused");
                    return; // the game would not move on
                }
            }
        }
    }
    std::sort(times.begin(), times.end());
    auto at = [&](double q) { return times[std::min(times.size() - 1, static_cast<std::size_t>(q * static_cast<double>(times.size())))]; };
    bench.counters["decisions"] = static_cast<double>(times.size());
    bench.counters["p50_ms"] = at(0.5);
    bench.counters["p99_ms"] = at(0.99);
    bench.counters["max_ms"] = times.back();
}

} // namespace

BENCHMARK_CAPTURE(wholeGames, ribbit_2p, std::string("ribbit"), std::string(), 2, 20)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(wholeGames, ribbit_4p, std::string("ribbit"), std::string(), 4, 10)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(wholeGames, mini_2p, std::string("mini"), std::string(), 2, 20)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(wholeGames, mini_4p, std::string("mini"), std::string(), 4, 10)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(wholeGames, mini_advanced_2p, std::string("mini"), std::string(R"({"variant":"advanced"})"), 2, 10)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(wholeGames, mini_advanced_4p, std::string("mini"), std::string(R"({"variant":"advanced"})"), 4, 5)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(wholeGames, ripple_2p, std::string("ripple"), std::string(), 2, 5)->Iterations(1)->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(wholeGames, ripple_4p, std::string("ripple"), std::string(), 4, 3)->Iterations(1)->Unit(benchmark::kSecond);

BENCHMARK_CAPTURE(decide, ribbit_hard, std::string("ribbit"), std::string("hard"), 6)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decide, mini_hard, std::string("mini"), std::string("hard"), 6)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decide, ripple_hard, std::string("ripple"), std::string("hard"), 12)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decide, ribbit_medium, std::string("ribbit"), std::string("medium"), 6)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(decide, mini_medium, std::string("mini"), std::string("medium"), 6)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(decide, ripple_medium, std::string("ripple"), std::string("medium"), 12)->Unit(benchmark::kMicrosecond);

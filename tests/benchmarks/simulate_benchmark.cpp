// `tidepool-cli simulate`'s path in-process (simulateGames(), engine/bots/simulation.h) against the
// engine's own fast path (a bare loop of legalActions and applyLegal), random players, 4 players,
// default options. Items are games, so items_per_second is games/s; every figure is wall-clock
// (UseRealTime), so that the runs on two threads count both. docs/performance.md ("Simulations")
// gives the commands and the figures.
#include "bots/simulation.h"
#include "core/allocator.h"
#include "core/rng.h"
#include "mini/mini.h"
#include "ribbit/ribbit.h"
#include "ripple/ripple.h"

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>
#include <vector>

using namespace tidepool;

namespace {

constexpr int kPlayers = 4;

/// The engine's fast path: each game made from its seed and played to the end, uniformly random.
template <class MakeState>
void enginePlayouts(benchmark::State& bench, MakeState make)
{
    Rng rng(1);
    std::uint64_t seed = 1;
    decltype(legalActionsOf(make(std::uint64_t{}))) legal;
    for (auto _ : bench) {
        auto state = make(seed++);
        while (const auto action = randomLegalAction(state, rng, legal))
            state.applyLegal(*action);
        benchmark::DoNotOptimize(state.isFinished());
    }
    bench.SetItemsProcessed(bench.iterations());
}

/// simulateGames() with random bots: `range(0)` games a call, `range(1)` threads.
void simulate(benchmark::State& bench, const std::string& game)
{
    SimulationSpec spec;
    spec.base.game = game;
    spec.levels.assign(kPlayers, "random");
    spec.games = static_cast<int>(bench.range(0));
    spec.threads = static_cast<int>(bench.range(1));
    long long actions = 0;
    for (auto _ : bench) {
        const auto summary = simulateGames(spec);
        if (!summary)
            throw std::runtime_error(summary.error());
        actions += summary->actions;
        spec.seed += static_cast<std::uint64_t>(spec.games);
    }
    bench.SetItemsProcessed(bench.iterations() * spec.games);
    bench.counters["actions/game"] =
        static_cast<double>(actions) / static_cast<double>(bench.iterations() * spec.games);
}

void BM_Engine_Ribbit(benchmark::State& bench)
{
    enginePlayouts(bench, [](std::uint64_t seed) { return ribbit::RibbitState(ribbit::Rules{}, kPlayers, seed); });
}
void BM_Engine_MiniBasic(benchmark::State& bench)
{
    enginePlayouts(bench, [](std::uint64_t seed) { return mini::MiniState(mini::Rules{}, kPlayers, seed); });
}
void BM_Engine_Ripple(benchmark::State& bench)
{
    const auto catalogue = ripple::Catalogue::embedded();
    if (!catalogue)
        throw std::runtime_error(catalogue.error());
    enginePlayouts(bench, [&](std::uint64_t seed) {
        return ripple::RippleState(ripple::Rules{}, kPlayers, seed, *catalogue);
    });
}
void BM_Simulate_Ribbit(benchmark::State& bench) { simulate(bench, "ribbit"); }
void BM_Simulate_MiniBasic(benchmark::State& bench) { simulate(bench, "mini"); }
void BM_Simulate_Ripple(benchmark::State& bench) { simulate(bench, "ripple"); }

BENCHMARK(BM_Engine_Ribbit)->UseRealTime();
BENCHMARK(BM_Simulate_Ribbit)->ArgNames({"games", "threads"})->Args({20000, 1})->Args({20000, 2})->UseRealTime();
BENCHMARK(BM_Engine_MiniBasic)->UseRealTime();
BENCHMARK(BM_Simulate_MiniBasic)->ArgNames({"games", "threads"})->Args({10000, 1})->Args({10000, 2})->UseRealTime();
BENCHMARK(BM_Engine_Ripple)->UseRealTime();
BENCHMARK(BM_Simulate_Ripple)->ArgNames({"games", "threads"})->Args({1000, 1})->Args({1000, 2})->UseRealTime();

} // namespace

// As tidepool-cli's main() sets it up (core/allocator.h): the threads' heaps are not trimmed after
// every game.
int main(int argc, char** argv)
{
    tidepool::keepFreedMemory();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

// How long a whole game's review takes (engine/review/review.h; docs/ai.md, "Reviewing a game"):
// wall-clock time of reviewGame() on two threads (and the CPU time of the whole process, both
// threads: on a machine whose two cores are free the wall time is about half of it) for one
// finished game between computer levels (a
// 4-player Ribbit game, a Turtle Race Mini advanced game with all its races, a three-round Ripple
// game), at a budget per decision given as the benchmark's argument. The targets: 5 s,
// 15 s and 60 s on two cores. Run:
//   build/tests/benchmarks/review_benchmark --benchmark_filter=Review
#include "review/review.h"
#include "review_games.h"

#include <benchmark/benchmark.h>

#include <map>

using namespace tidepool;

namespace {

/// The game reviewed: the first of seeds 1.. between Hard, Medium, Easy and Medium (Hard at 2,400
/// playouts, so that making it is quick), kept for every run.
const Record& gameOf(const std::string& name, const Json& options, int players)
{
    static std::map<std::string, Record> made;
    const std::string key = name + options.dump() + std::to_string(players);
    if (!made.contains(key)) {
        std::vector<std::string> levels = {"hard", "medium", "easy", "medium"};
        levels.resize(static_cast<std::size_t>(players), "medium");
        made[key] = review_games::play(name, options, levels, 1, 1, 2400).front();
    }
    return made[key];
}

void reviewOf(benchmark::State& st, const std::string& name, const Json& options, int players)
{
    const Record& record = gameOf(name, options, players);
    ReviewOptions review;
    review.budget = static_cast<int>(st.range(0));
    review.threads = 2;
    std::size_t decisions = 0;
    for (auto _ : st) {
        const auto result = reviewGame(record, review);
        if (!result) {
            st.SkipWithError(result.error().c_str());
            return;
        }
        decisions = result->decisions.size();
        benchmark::DoNotOptimize(result->decisions.data());
    }
    st.counters["decisions"] = static_cast<double>(decisions);
}

void BM_Review_Ribbit4(benchmark::State& st) { reviewOf(st, "ribbit", Json::object(), 4); }
void BM_Review_MiniAdvanced2(benchmark::State& st) { reviewOf(st, "mini", Json{{"variant", "advanced"}}, 2); }
void BM_Review_MiniAdvanced4(benchmark::State& st) { reviewOf(st, "mini", Json{{"variant", "advanced"}}, 4); }
void BM_Review_Ripple2(benchmark::State& st) { reviewOf(st, "ripple", Json::object(), 2); }
void BM_Review_Ripple4(benchmark::State& st) { reviewOf(st, "ripple", Json::object(), 4); }

// Budgets: 0 is the game's Hard default (Ribbit and Mini 9,600, Ripple 3,200); the others as the
// stability measurement of docs/ai.md chose.
BENCHMARK(BM_Review_Ribbit4)->Arg(0)->Arg(20000)->Unit(benchmark::kSecond)->MeasureProcessCPUTime()->UseRealTime()->Iterations(1);
BENCHMARK(BM_Review_MiniAdvanced2)->Arg(0)->Arg(20000)->Unit(benchmark::kSecond)->MeasureProcessCPUTime()->UseRealTime()->Iterations(1);
BENCHMARK(BM_Review_MiniAdvanced4)->Arg(0)->Arg(20000)->Unit(benchmark::kSecond)->MeasureProcessCPUTime()->UseRealTime()->Iterations(1);
BENCHMARK(BM_Review_Ripple2)->Arg(0)->Arg(6400)->Unit(benchmark::kSecond)->MeasureProcessCPUTime()->UseRealTime()->Iterations(1);
BENCHMARK(BM_Review_Ripple4)->Arg(0)->Arg(6400)->Unit(benchmark::kSecond)->MeasureProcessCPUTime()->UseRealTime()->Iterations(1);

} // namespace

BENCHMARK_MAIN();

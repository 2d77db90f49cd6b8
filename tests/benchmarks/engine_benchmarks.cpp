// Engine speed (Google Benchmark). What each figure means, the targets and how to reproduce them:
// docs/performance.md. Random playouts use the games' typed fast path (legalActions(out) and
// applyLegal), as computer players do; the *StringApi benchmarks use legalActions() and apply(text),
// as the app does (`tidepool-cli simulate` plays the fast path: simulate_benchmark.cpp).
#include "bots/bot.h"
#include "core/record.h"
#include "core/rng.h"
#include "mini/mini.h"
#include "ribbit/ribbit.h"
#include "ripple/ripple.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

using namespace tidepool;

namespace {

constexpr int kPlayers = 4;

ribbit::RibbitState ribbitStart(std::uint64_t seed)
{
    return ribbit::RibbitState(ribbit::Rules{}, kPlayers, seed);
}

mini::MiniState miniStart(mini::Variant variant, std::uint64_t seed)
{
    mini::Rules rules;
    rules.variant = variant;
    return mini::MiniState(rules, kPlayers, seed);
}

const std::shared_ptr<const ripple::Catalogue>& catalogue()
{
    static const auto loaded = ripple::Catalogue::embedded();
    if (!loaded)
        throw std::runtime_error(loaded.error());
    return *loaded;
}

ripple::RippleState rippleStart(std::uint64_t seed)
{
    return ripple::RippleState(ripple::Rules{}, kPlayers, seed, catalogue()); // 3 rounds
}

/// Plays `state` to its end choosing uniformly among the legal actions; returns the actions played.
template <class GameState, class Action>
long long playOut(GameState& state, Rng& rng, std::vector<Action>& legal)
{
    long long actions = 0;
    while (const auto action = randomLegalAction(state, rng, legal)) {
        state.applyLegal(*action);
        ++actions;
    }
    return actions;
}

template <class MakeState>
void randomPlayouts(benchmark::State& bench, MakeState make)
{
    Rng rng(1);
    std::uint64_t seed = 1;
    long long actions = 0;
    using Game = decltype(make(std::uint64_t{}));
    decltype(legalActionsOf(make(std::uint64_t{}))) legal;
    for (auto _ : bench) {
        Game state = make(seed++);
        actions += playOut(state, rng, legal);
        benchmark::DoNotOptimize(state.isFinished());
    }
    bench.SetItemsProcessed(bench.iterations()); // items/s = games/s
    bench.counters["actions/game"] = static_cast<double>(actions) / static_cast<double>(bench.iterations());
}

void BM_RandomPlayout_Ribbit(benchmark::State& bench)
{
    randomPlayouts(bench, ribbitStart);
}
void BM_RandomPlayout_MiniBasic(benchmark::State& bench)
{
    randomPlayouts(bench, [](std::uint64_t seed) { return miniStart(mini::Variant::Basic, seed); });
}
void BM_RandomPlayout_MiniAdvanced(benchmark::State& bench)
{
    randomPlayouts(bench, [](std::uint64_t seed) { return miniStart(mini::Variant::Advanced, seed); });
}
void BM_RandomPlayout_Ripple(benchmark::State& bench)
{
    randomPlayouts(bench, rippleStart);
}
BENCHMARK(BM_RandomPlayout_Ribbit);
BENCHMARK(BM_RandomPlayout_MiniBasic);
BENCHMARK(BM_RandomPlayout_MiniAdvanced);
BENCHMARK(BM_RandomPlayout_Ripple);

/// The same playouts through the string API (legalActions() and apply(text)): the way of the app
/// and of `tidepool-cli simulate`, for comparison.
template <class MakeState>
void randomPlayoutsStringApi(benchmark::State& bench, MakeState make)
{
    Rng rng(1);
    std::uint64_t seed = 1;
    for (auto _ : bench) {
        auto state = make(seed++);
        for (;;) {
            const auto legal = state.legalActions();
            if (legal.empty())
                break;
            if (!state.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))].text))
                bench.SkipWithError("refused");
        }
        benchmark::DoNotOptimize(state.isFinished());
    }
    bench.SetItemsProcessed(bench.iterations());
}
void BM_RandomPlayoutStringApi_Ribbit(benchmark::State& bench)
{
    randomPlayoutsStringApi(bench, ribbitStart);
}
void BM_RandomPlayoutStringApi_MiniBasic(benchmark::State& bench)
{
    randomPlayoutsStringApi(bench, [](std::uint64_t seed) { return miniStart(mini::Variant::Basic, seed); });
}
void BM_RandomPlayoutStringApi_Ripple(benchmark::State& bench)
{
    randomPlayoutsStringApi(bench, rippleStart);
}
BENCHMARK(BM_RandomPlayoutStringApi_Ribbit);
BENCHMARK(BM_RandomPlayoutStringApi_MiniBasic);
BENCHMARK(BM_RandomPlayoutStringApi_Ripple);

/// A position `plies` random actions into a game (fewer if the game ends first).
template <class GameState>
GameState advanced(GameState state, int plies)
{
    Rng rng(7);
    decltype(legalActionsOf(state)) legal;
    for (int i = 0; i < plies; ++i) {
        state.legalActions(legal);
        if (legal.empty())
            break;
        state.applyLegal(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
    }
    return state;
}

/// Mid-game positions for the per-action benchmarks.
ribbit::RibbitState ribbitMid() { return advanced(ribbitStart(3), 12); }
mini::MiniState miniMid() { return advanced(miniStart(mini::Variant::Basic, 3), 12); }
ripple::RippleState rippleMid() { return advanced(rippleStart(3), 60); }

template <class GameState>
void legalMovesTyped(benchmark::State& bench, const GameState& state)
{
    decltype(legalActionsOf(state)) legal;
    for (auto _ : bench) {
        state.legalActions(legal);
        benchmark::DoNotOptimize(legal.data());
    }
    bench.counters["actions"] = static_cast<double>(legal.size());
}
template <class GameState>
void legalActionsText(benchmark::State& bench, const GameState& state)
{
    for (auto _ : bench) {
        auto legal = state.legalActions();
        benchmark::DoNotOptimize(legal.data());
    }
}
void BM_LegalMoves_Ribbit(benchmark::State& bench) { legalMovesTyped(bench, ribbitMid()); }
void BM_LegalMoves_Mini(benchmark::State& bench) { legalMovesTyped(bench, miniMid()); }
void BM_LegalMoves_Ripple(benchmark::State& bench) { legalMovesTyped(bench, rippleMid()); }
void BM_LegalActionsText_Ribbit(benchmark::State& bench) { legalActionsText(bench, ribbitMid()); }
void BM_LegalActionsText_Mini(benchmark::State& bench) { legalActionsText(bench, miniMid()); }
void BM_LegalActionsText_Ripple(benchmark::State& bench) { legalActionsText(bench, rippleMid()); }
BENCHMARK(BM_LegalMoves_Ribbit);
BENCHMARK(BM_LegalMoves_Mini);
BENCHMARK(BM_LegalMoves_Ripple);
BENCHMARK(BM_LegalActionsText_Ribbit);
BENCHMARK(BM_LegalActionsText_Mini);
BENCHMARK(BM_LegalActionsText_Ripple);

/// Copying the position (what a search does before trying an action), and copying plus applying
/// its first legal action: the difference is the cost of one action.
template <class GameState>
void copyOnly(benchmark::State& bench, const GameState& state)
{
    for (auto _ : bench) {
        GameState copy = state;
        benchmark::DoNotOptimize(copy.isFinished());
    }
}
template <class GameState>
void copyAndApplyTyped(benchmark::State& bench, const GameState& state)
{
    const auto action = legalActionsOf(state).front();
    for (auto _ : bench) {
        GameState copy = state;
        copy.applyLegal(action);
        benchmark::DoNotOptimize(copy.isFinished());
    }
}
template <class GameState>
void copyAndApplyText(benchmark::State& bench, const GameState& state)
{
    const std::string action = state.legalActions().front().text;
    for (auto _ : bench) {
        GameState copy = state;
        if (!copy.apply(action))
            bench.SkipWithError("refused");
        benchmark::DoNotOptimize(copy.isFinished());
    }
}
void BM_Copy_Ribbit(benchmark::State& bench) { copyOnly(bench, ribbitMid()); }
void BM_Copy_Mini(benchmark::State& bench) { copyOnly(bench, miniMid()); }
void BM_Copy_Ripple(benchmark::State& bench) { copyOnly(bench, rippleMid()); }
void BM_CopyApplyLegal_Ribbit(benchmark::State& bench) { copyAndApplyTyped(bench, ribbitMid()); }
void BM_CopyApplyLegal_Mini(benchmark::State& bench) { copyAndApplyTyped(bench, miniMid()); }
void BM_CopyApplyLegal_Ripple(benchmark::State& bench) { copyAndApplyTyped(bench, rippleMid()); }
void BM_CopyApplyText_Ribbit(benchmark::State& bench) { copyAndApplyText(bench, ribbitMid()); }
void BM_CopyApplyText_Mini(benchmark::State& bench) { copyAndApplyText(bench, miniMid()); }
void BM_CopyApplyText_Ripple(benchmark::State& bench) { copyAndApplyText(bench, rippleMid()); }
BENCHMARK(BM_Copy_Ribbit);
BENCHMARK(BM_Copy_Mini);
BENCHMARK(BM_Copy_Ripple);
BENCHMARK(BM_CopyApplyLegal_Ribbit);
BENCHMARK(BM_CopyApplyLegal_Mini);
BENCHMARK(BM_CopyApplyLegal_Ripple);
BENCHMARK(BM_CopyApplyText_Ribbit);
BENCHMARK(BM_CopyApplyText_Mini);
BENCHMARK(BM_CopyApplyText_Ripple);

/// A Ripple record of 200 actions (4 players), as text.
std::string rippleRecord200()
{
    Record record;
    record.game = "ripple";
    record.seed = 5;
    for (int p = 0; p < kPlayers; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "human", {}});
    ripple::RippleState state(ripple::Rules{}, kPlayers, record.seed, catalogue());
    Rng rng(11);
    std::vector<ripple::Action> legal;
    while (record.actions.size() < 200) {
        state.legalActions(legal);
        if (legal.empty())
            throw std::runtime_error("the game ended before 200 actions");
        const auto& action = legal[static_cast<std::size_t>(rng.below(legal.size()))];
        record.actions.push_back(action.toString());
        state.applyLegal(action);
    }
    return record.dump();
}

/// Reading a saved game: parse the record's text and replay its 200 actions (opening a file,
/// resuming an autosave, undo).
void BM_ReplayRecord200(benchmark::State& bench)
{
    const std::string text = rippleRecord200();
    for (auto _ : bench) {
        auto record = Record::parse(text);
        auto state = replay(*record);
        if (!state)
            bench.SkipWithError(state.error().c_str());
        benchmark::DoNotOptimize(state);
    }
    bench.counters["actions"] = 200;
}
BENCHMARK(BM_ReplayRecord200);

/// One decision of a computer player of each level (makeBot; levels that do not exist yet fall
/// back to random there), on the mid-game positions.
template <class GameState>
void botDecision(benchmark::State& bench, const GameState& state, const std::string& game)
{
    static const char* levels[] = {"random", "easy", "medium", "hard"};
    const std::string level = levels[bench.range(0)];
    auto bot = makeBot(game, level, 1, *state.currentPlayer());
    for (auto _ : bench) {
        auto action = bot->chooseAction(state);
        benchmark::DoNotOptimize(action.data());
    }
    bench.SetLabel(level);
}
void BM_BotDecision_Ribbit(benchmark::State& bench) { botDecision(bench, ribbitMid(), "ribbit"); }
void BM_BotDecision_Mini(benchmark::State& bench) { botDecision(bench, miniMid(), "mini"); }
void BM_BotDecision_Ripple(benchmark::State& bench) { botDecision(bench, rippleMid(), "ripple"); }
BENCHMARK(BM_BotDecision_Ribbit)->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_BotDecision_Mini)->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_BotDecision_Ripple)->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);

} // namespace

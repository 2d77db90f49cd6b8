#pragma once
// The simulation loop of simulateGames() (bots/simulation.h), written once for every game's typed
// fast path (core/typed_state.h): each game's folder reaches it through its GameInfo::simulate hook,
// `simulateTyped(static_cast<const ItsState&>(start), spec, sink, &makeTypedBot)`. Names no game.
#include "bot.h"
#include "simulation.h"
#include "core/typed_state.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace tidepool::simulation {

inline constexpr std::uint32_t kActionLimit = 100000;
/// The most players of any game: seats are kept in arrays (simulateGames() refuses more).
inline constexpr std::size_t kMaxSeats = 6;

/// One finished game, as the summary needs it.
struct GameOutcome
{
    std::uint32_t winners = 0; ///< bit k: entry k of the levels won (shared when several bits)
    std::uint32_t actions = 0;
};

inline bool searches(const std::string& level)
{
    return level == "easy" || level == "medium" || level == "hard";
}

/// Plays game after game of one game family on its typed fast path. `make(seed)` gives a new
/// game's state; `makeBot(level, botSeed, options)` a typed bot of a level for which
/// `isBot(level)` holds (searches(): easy, medium, hard); every other level plays at random.
template <class GameState, class Action, class Make, class MakeBot, class IsBot = bool (*)(const std::string&)>
class Games
{
public:
    Games(const SimulationSpec& spec, Make make, MakeBot makeBot, const RecordSink& sink, IsBot isBot = &searches)
        : m_spec(spec), m_make(std::move(make)), m_makeBot(std::move(makeBot)), m_isBot(std::move(isBot)),
          m_sink(sink), m_n(spec.levels.size())
    {}

    /// Game `g`, with `legal` as scratch space (one per thread). A failure is an error message.
    Expected<GameOutcome> play(int g, std::vector<Action>& legal) const
    {
        const std::uint64_t seed = m_spec.seed + static_cast<std::uint64_t>(g);
        GameState state = m_make(seed);
        // Entry k sits at table seat (k + g) % n when rotating: seat p holds entry (p - g) mod n.
        std::array<std::size_t, kMaxSeats> entryAt{};
        std::array<std::optional<Rng>, kMaxSeats> random; // made only for the random seats
        std::array<std::unique_ptr<TypedBot<GameState, Action>>, kMaxSeats> bots;
        for (std::size_t k = 0; k < m_n; ++k) {
            const std::size_t seat = m_spec.rotate ? (k + static_cast<std::size_t>(g)) % m_n : k;
            entryAt[seat] = k;
            const std::string& level = m_spec.levels[k];
            const std::uint64_t s = botSeed(seed, static_cast<int>(seat));
            if (m_isBot(level))
                bots[seat] = m_makeBot(level, s, m_spec.botOptions);
            else
                random[seat].emplace(s); // RandomBot: one generator for the whole game
        }
        std::uint32_t actions = 0;
        while (!state.isFinished()) {
            if (actions > kActionLimit)
                return Error{"game with seed " + std::to_string(seed) + " did not end within " +
                             std::to_string(kActionLimit) + " actions"};
            const std::size_t player = static_cast<std::size_t>(*state.currentPlayer());
            if (bots[player]) {
                state.legalActions(legal);
                const Action chosen = bots[player]->chooseMove(state);
                if (std::find(legal.begin(), legal.end(), chosen) == legal.end())
                    return Error{"bot chose an illegal action \"" + chosen.toString() +
                                 "\": " + state.check(chosen).reason()};
                state.applyLegal(chosen);
            } else {
                // RandomBot's pick, legal[rng.below(legal.size())], without building the list
                // where the game can (randomLegalAction()); a game not over has a legal action.
                const auto chosen = randomLegalAction(state, *random[player], legal);
                if (!chosen)
                    return Error{"game with seed " + std::to_string(seed) + " has no legal action before its end"};
                state.applyLegal(*chosen);
            }
            ++actions;
        }
        GameOutcome outcome;
        outcome.actions = actions;
        for (int w : state.winners())
            outcome.winners |= 1u << entryAt[static_cast<std::size_t>(w)];
        if (m_sink) {
            Record record = m_spec.base;
            record.seed = seed;
            record.players.assign(m_n, PlayerSpec{});
            for (std::size_t seat = 0; seat < m_n; ++seat)
                record.players[seat] = PlayerSpec{"Bot " + std::to_string(seat + 1),
                                                  "bot:" + m_spec.levels[entryAt[seat]], {}};
            record.actions = state.history();
            m_sink(g, record);
        }
        return outcome;
    }

private:
    const SimulationSpec& m_spec;
    Make m_make;
    MakeBot m_makeBot;
    IsBot m_isBot;
    const RecordSink& m_sink;
    std::size_t m_n;
};

/// Adds a chunk of games, in game order, to the summary.
inline void fold(SimulationSummary& summary, const std::vector<GameOutcome>& outcomes, std::size_t n)
{
    for (const GameOutcome& o : outcomes) {
        const int winners = std::popcount(o.winners);
        summary.sharedGames += winners > 1 ? 1 : 0;
        summary.actions += o.actions;
        for (std::size_t k = 0; k < n; ++k) {
            const double share = (o.winners >> k) & 1u ? 1.0 / static_cast<double>(winners) : 0.0;
            summary.wins[k] += share;
            summary.squares[k] += share * share;
        }
    }
}

/// Plays every game of `spec` with `games` (a Games<...>) on spec.threads threads. Threads take
/// chunks of consecutive games; a finished chunk waits until every earlier one is summed, so the
/// sums run in game order whatever the threads do.
template <class Action, class GamesT>
Expected<SimulationSummary> runAll(const SimulationSpec& spec, const GamesT& games)
{
    const std::size_t n = spec.levels.size();
    const int threads = std::max(1, spec.threads);
    // Small chunks when games are few or slow to share the work fairly, up to 256 games.
    const int chunk = std::clamp(spec.games / (threads * 64), 1, 256);
    const int chunks = (spec.games + chunk - 1) / chunk;

    SimulationSummary summary;
    summary.wins.assign(n, 0.0);
    summary.squares.assign(n, 0.0);
    std::atomic<int> nextChunk{0};
    std::atomic<bool> stop{false};
    std::mutex mutex; // guards everything below
    std::map<int, std::vector<GameOutcome>> finished;
    int nextToFold = 0;
    std::optional<std::pair<int, std::string>> error; // the failed game with the lowest number
    std::exception_ptr thrown;

    auto worker = [&] {
        std::vector<Action> legal;
        legal.reserve(64);
        std::vector<GameOutcome> outcomes;
        while (!stop.load(std::memory_order_relaxed)) {
            const int c = nextChunk.fetch_add(1, std::memory_order_relaxed);
            if (c >= chunks)
                break;
            outcomes.clear();
            const int end = std::min(spec.games, (c + 1) * chunk);
            for (int g = c * chunk; g < end; ++g) {
                try {
                    auto outcome = games.play(g, legal);
                    if (!outcome) {
                        std::lock_guard lock(mutex);
                        if (!error || g < error->first)
                            error.emplace(g, outcome.error());
                        stop = true;
                        return;
                    }
                    outcomes.push_back(*outcome);
                } catch (...) {
                    std::lock_guard lock(mutex);
                    if (!thrown)
                        thrown = std::current_exception();
                    stop = true;
                    return;
                }
            }
            std::lock_guard lock(mutex);
            finished.emplace(c, std::move(outcomes));
            outcomes = {};
            for (auto it = finished.find(nextToFold); it != finished.end(); it = finished.find(nextToFold)) {
                fold(summary, it->second, n);
                finished.erase(it);
                ++nextToFold;
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::min(threads, chunks); ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    if (thrown)
        std::rethrow_exception(thrown);
    if (error)
        return Error{error->second};
    return summary;
}

/// Plays `spec`'s games of the game whose first starting position is `start` (already checked by
/// simulateGames()): game g is `start.deal(spec.seed + g)`; `makeBot(level, botSeed, options)` gives
/// the game's typed bot of a searching level (its makeTypedBot), the random level needs none.
/// `isBot(level)`: the levels `makeBot` makes (by default searches(); tests and benchmarks pass
/// their own to seat players the app does not offer, e.g. tests/benchmarks' reference expert).
template <class GameState, class MakeBot, class IsBot = bool (*)(const std::string&)>
Expected<SimulationSummary> simulateTyped(const GameState& start, const SimulationSpec& spec, const RecordSink& sink,
                                          MakeBot makeBot, IsBot isBot = &searches)
{
    using Action = typename GameState::Action;
    auto make = [&start](std::uint64_t seed) { return start.deal(seed); };
    const Games<GameState, Action, decltype(make), MakeBot, IsBot> games(spec, make, std::move(makeBot), sink,
                                                                         std::move(isBot));
    return runAll<Action>(spec, games);
}

} // namespace tidepool::simulation

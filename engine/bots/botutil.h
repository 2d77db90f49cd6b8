#pragma once
// Shared pieces of the computer players (engine/bots/): seeding, picking, and the determinized
// Monte Carlo search of the Hard level. Internal to the bots.
#include "bot.h"
#include "core/tr.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace tidepool::bots {

/// A decision's generator: a function of the bot's seed and the number of actions so far, so a bot
/// keeps no state between decisions (a resumed game continues exactly as it would have).
inline Rng decisionRng(std::uint64_t botSeed, std::size_t turn)
{
    return Rng(botSeed ^ (0xD1B54A32D192ED03ULL * (static_cast<std::uint64_t>(turn) + 1)));
}

/// Index of the highest score; the first on ties (deterministic).
inline std::size_t bestIndex(const std::vector<double>& scores)
{
    return static_cast<std::size_t>(std::max_element(scores.begin(), scores.end()) - scores.begin());
}

/// Easy's pick: the best score with probability `pBest`, otherwise any candidate at random.
inline std::size_t looseIndex(const std::vector<double>& scores, double pBest, Rng& rng)
{
    if (rng.unit() < pBest)
        return bestIndex(scores);
    return static_cast<std::size_t>(rng.below(scores.size()));
}

/// Indices of the `k` best scores, best first (stable on ties).
inline std::vector<std::size_t> topIndices(const std::vector<double>& scores, std::size_t k)
{
    std::vector<std::size_t> order(scores.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
    order.resize(std::min(k, order.size()));
    return order;
}

/// Samples an index with probability proportional to `weights` (all >= 0, not all 0).
inline std::size_t weightedIndex(const std::vector<double>& weights, Rng& rng)
{
    double total = 0;
    for (double w : weights)
        total += w;
    double r = rng.unit() * total;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        r -= weights[i];
        if (r < 0)
            return i;
    }
    return weights.size() - 1;
}

/// The Hard level: determinized Monte Carlo. Every iteration samples a full state (a world)
/// consistent with the player's observation, picks one of the candidate actions by UCB1, and plays
/// the world out with a fast policy; the candidate played most often is chosen. The candidates are
/// the Medium heuristic's best few, in its order, with its ranking as a small prior.
///
/// `Game` supplies (all static):
///   World                      the game's state type
///   Action                     a typed action (the game's Action; a Move is a log record)
///   sample(rng) -> unique_ptr<World>     a world consistent with the observation (captured)
///   play(World&, const Action&)          the one place actions are applied in playouts
///   playout(World&, Rng&) -> Action      the playout policy for the player to act
///   done(const World&, int steps) -> bool  stop the playout (end of game, or a game's horizon)
///   value(const World&, int player) -> double  0..1 for `player` when the playout stops
template <class Game>
struct SearchResult
{
    std::size_t best = 0; ///< the candidate chosen: the most played (the first on ties)
    int visits = 0;       ///< its playouts
    double mean = 0;      ///< its mean playout value for the player, 0..1, without the bias
    /// Per candidate, in the candidates' order: the playouts it got and their mean value for the
    /// player (0..1, without the bias; 0 when it got none). For reviews (Bot::evaluate).
    std::vector<int> counts;
    std::vector<double> means;
    /// With `seats` > 0 only: per candidate, per seat, the mean playout value for that seat (the
    /// same playouts; each seat's value as Game::value gives it), as the player's sampled worlds
    /// foresee it. Empty otherwise.
    std::vector<std::vector<double>> seatMeans;
    /// With `seats` > 0 and a game whose playouts give points (`Game::score(world, seat)`: Ripple's
    /// totals when its playout ends, with the round): per candidate, per seat, the mean points.
    /// Empty otherwise.
    std::vector<std::vector<double>> seatScores;
};

/// determinizedSearch(): `bias` (empty, or one per candidate) is added to a candidate's mean
/// playout value, in the same units (a win is 1), for what the playouts cannot see (the Ribbit Hard
/// level's cost of showing its colour). `seats` > 0 (reviews): also keep every seat's value of each
/// playout (SearchResult::seatMeans); the search itself, its choice and its random draws are the
/// same either way.
template <class Game, class Sampler>
SearchResult<Game> determinizedSearch(const std::vector<typename Game::Action>& candidates, int player, int iterations,
                                      Sampler&& sample, Rng& rng, const std::vector<double>& bias = {}, int seats = 0)
{
    const std::size_t n = candidates.size();
    std::vector<double> total(n, 0.0);
    std::vector<int> visits(n, 0);
    std::vector<std::vector<double>> seatTotals(seats > 0 ? n : 0,
                                                std::vector<double>(static_cast<std::size_t>(std::max(seats, 0)), 0.0));
    constexpr bool kScores = requires(const typename Game::World& w) { Game::score(w, 0); };
    std::vector<std::vector<double>> scoreTotals(seats > 0 && kScores ? n : 0,
                                                 std::vector<double>(static_cast<std::size_t>(std::max(seats, 0)), 0.0));
    constexpr double kExplore = 0.7;
    constexpr double kPrior = 0.08; // the heuristic's order breaks early ties
    for (int it = 0; it < iterations; ++it) {
        std::size_t pick = 0;
        if (it < static_cast<int>(n)) {
            pick = static_cast<std::size_t>(it);
        } else {
            double bestScore = -1e9;
            for (std::size_t i = 0; i < n; ++i) {
                const double mean = total[i] / visits[i] + (bias.empty() ? 0.0 : bias[i]);
                const double score = mean + kExplore * std::sqrt(std::log(static_cast<double>(it)) / visits[i]) +
                                     kPrior * (1.0 - static_cast<double>(i) / static_cast<double>(n)) /
                                         (1.0 + visits[i]);
                if (score > bestScore) {
                    bestScore = score;
                    pick = i;
                }
            }
        }
        std::unique_ptr<typename Game::World> world = sample(rng);
        Game::play(*world, candidates[pick]);
        int steps = 0;
        while (!Game::done(*world, steps)) {
            Game::play(*world, Game::playout(*world, rng));
            ++steps;
        }
        total[pick] += Game::value(*world, player);
        ++visits[pick];
        if (seats > 0)
            for (int s = 0; s < seats; ++s) {
                seatTotals[pick][static_cast<std::size_t>(s)] += Game::value(*world, s);
                if constexpr (kScores)
                    scoreTotals[pick][static_cast<std::size_t>(s)] += Game::score(*world, s);
            }
    }
    SearchResult<Game> result;
    for (std::size_t i = 0; i < n; ++i)
        if (visits[i] > visits[result.best])
            result.best = i;
    result.visits = visits[result.best];
    result.mean = visits[result.best] ? total[result.best] / visits[result.best] : 0.0;
    result.counts = visits;
    result.means.resize(n, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        if (visits[i] > 0)
            result.means[i] = total[i] / visits[i];
    if (seats > 0) {
        result.seatMeans = std::move(seatTotals);
        result.seatScores = std::move(scoreTotals);
        for (std::size_t i = 0; i < n; ++i) {
            for (double& v : result.seatMeans[i])
                v = visits[i] > 0 ? v / visits[i] : 0.0;
            if (i < result.seatScores.size())
                for (double& v : result.seatScores[i])
                    v = visits[i] > 0 ? v / visits[i] : 0.0;
        }
    }
    return result;
}

/// "won 62% of its 140 sampled playouts (of 400)": the Hard level's reason.
inline std::string searchReason(double mean, int visits, int iterations)
{
    return format(TP_TR("engine", "won {0}% of its {1} sampled playouts (of {2})"),
                  static_cast<int>(std::lround(mean * 100)), visits, iterations);
}

} // namespace tidepool::bots

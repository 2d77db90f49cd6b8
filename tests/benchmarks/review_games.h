#pragma once
// Games to review (the review benchmark and tidepool-review-check): finished records of games
// between computer levels, made by the engine's simulations (deterministic for the seed).
#include "bots/simulation.h"
#include "core/record.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace tidepool::review_games {

/// `games` finished records of `game` (`options` a record's options), one seat per entry of
/// `levels`, rotated each game, seeds from `seed`; the Hard level plays `iterations` playouts a
/// decision (0: its default).
inline std::vector<Record> play(const std::string& game, const Json& options, const std::vector<std::string>& levels,
                                int games, std::uint64_t seed, int iterations, int threads = 1)
{
    SimulationSpec spec;
    spec.base.game = game;
    spec.base.options = options;
    spec.levels = levels;
    spec.rotate = true;
    spec.seed = seed;
    spec.games = games;
    spec.threads = threads;
    spec.botOptions.iterations = iterations;
    std::vector<Record> records(static_cast<std::size_t>(games));
    const auto summary =
        simulateGames(spec, [&](int g, const Record& record) { records.at(static_cast<std::size_t>(g)) = record; });
    if (!summary)
        throw std::runtime_error(summary.error());
    return records;
}

} // namespace tidepool::review_games

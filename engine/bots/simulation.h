#pragma once
// Games between computer players, many at once (`tidepool-cli simulate`, tournaments between
// levels, load tests): each game played on its game's typed fast path from start to end — no
// action written as text, no observation for the random level, no record unless one is asked for —
// on as many threads as asked, with results that do not depend on the number of threads.
// docs/performance.md ("Simulations") gives the speed; docs/ai.md the measurements made with it.
#include "bot.h"
#include "core/game.h"
#include "core/record.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace tidepool {

/// What to play. Game g (0 .. games-1) has the seed `seed + g`; entry k of `levels` sits at table
/// seat k, or at seat (k + g) % n in game g when `rotate` (so every level starts equally often).
struct SimulationSpec
{
    /// The game and its options (as a record's "options"); players, seed and actions are made per game.
    Record base;
    /// One level per seat (botLevels(): "random", "easy", "medium", "hard"); its size is the number
    /// of players.
    std::vector<std::string> levels;
    bool rotate = false;
    std::uint64_t seed = 1;
    int games = 1;
    /// Games played at once (>= 1). The results are the same for any number.
    int threads = 1;
    BotOptions botOptions;
};

/// What the games gave, summed in game order (so equal for any number of threads).
struct SimulationSummary
{
    /// Per entry of `levels`: games won, a win shared by k players counting 1/k to each.
    std::vector<double> wins;
    /// Per entry: the sum over games of its squared share (for a confidence interval).
    std::vector<double> squares;
    int sharedGames = 0;   ///< games won by more than one player
    long long actions = 0; ///< actions played in all the games
};

/// Called with each game's finished record (game g's players are "Bot <seat + 1>", kind
/// "bot:<level>"), on the thread that played it, when records are wanted. An exception it throws
/// stops the simulation and is thrown again by simulateGames().
/// (RecordSink is declared in core/game.h, with the GameInfo::simulate hook that receives it.)

/// Plays `spec`'s games. Errors (a message, nothing thrown): the game's start refused (unknown
/// game, bad options, player count), a bot choosing an action that is not legal, a game not over
/// within 100,000 actions. The levels are not checked: an unknown one plays at random (makeBot()).
Expected<SimulationSummary> simulateGames(const SimulationSpec& spec, const RecordSink& sink = {});

} // namespace tidepool

#include "simulation.h"

#include "core/record.h"
#include "typed_simulation.h"

#include <cstddef>
#include <string>

namespace tidepool {

Expected<SimulationSummary> simulateGames(const SimulationSpec& spec, const RecordSink& sink)
{
    const GameInfo* info = findGame(spec.base.game);
    if (!info)
        return Error{"unknown game \"" + spec.base.game + "\""};
    const int n = static_cast<int>(spec.levels.size());
    if (n < 1 || static_cast<std::size_t>(n) > simulation::kMaxSeats)
        return Error{"cannot seat " + std::to_string(n) + " players"};
    // The first game's start checks the options and the player count for every game (they differ
    // only in the seed and which level sits where); each game is then dealt from it (the record's
    // rules and seed, without a setup or chosen colours), without making a record.
    Record first = spec.base;
    first.seed = spec.seed;
    first.players.assign(static_cast<std::size_t>(n), PlayerSpec{"Bot", "bot:random", {}});
    auto start = startState(first);
    if (!start)
        return Error{start.error()};
    if (!info->simulate)
        return Error{"simulations do not know the game \"" + info->name + "\" yet"};
    return info->simulate(**start, spec, sink);
}

} // namespace tidepool

#pragma once
// Ribbit's computer players (docs/ai.md). Each decides from the acting player's typed observation
// alone; the sampled worlds (determinizations) of the Hard level are built by sampleWorld() from an
// observation and a generator.
#include "bots/bot.h"
#include "ribbit.h"

#include <array>
#include <memory>

namespace tidepool::ribbit {

/// Per colour, how likely each other player is to hold it, from their public turns: a turtle they
/// moved forward or carried forward (R3: riders go along) is likely theirs, one they moved back is
/// not, and a turtle they chose with a rainbow or last-turtle card (R4) counts against the turtles
/// they could have chosen instead. [player][colour], each row sums to 1 over the colours still
/// possible for that player; the observer's own row is certain. docs/ai.md ("Against a reference
/// expert") measures them.
std::vector<std::array<double, kColorCount>> colorBeliefs(const Observation& observation);
/// A full state consistent with `observation`: the other players' colours drawn from
/// colorBeliefs(), the unseen cards shuffled into their hands and the draw pile.
std::unique_ptr<RibbitState> sampleWorld(const Observation& observation, Rng& rng);
/// Easy, Medium or Hard (`level`), choosing from `seed` (GameInfo::makeBot).
std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, const BotOptions& options);
/// The same player on the typed fast path (bots/bot.h TypedBot; simulations): "easy", "medium" or "hard".
std::unique_ptr<TypedBot<RibbitState, Action>> makeTypedBot(const std::string& level, std::uint64_t seed, BotOptions options);
/// The Hard level's default budget (playouts per decision): where its strength against Medium stops
/// growing much (docs/ai.md, "Win rate against budget"); a decision takes about 50 ms of CPU, 0.1 s
/// at p99, on the project's 2-core machine (tests/benchmarks/bot_benchmark.cpp, wholeGames).
inline constexpr int kHardIterations = 9600;

} // namespace tidepool::ribbit

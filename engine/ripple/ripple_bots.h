#pragma once
// Ripple's computer players (docs/ai.md). Each decides from the acting player's typed observation
// alone: face-down cards are valued at the average of the cards no one has seen, and sampled by
// sampleWorld() for the Hard level.
#include "bots/bot.h"
#include "ripple.h"

#include <memory>

namespace tidepool::ripple {

/// A full state consistent with `observation`: every card no one can see shuffled into the
/// face-down slots and the draw pile.
std::unique_ptr<RippleState> sampleWorld(const Observation& observation, std::shared_ptr<const Catalogue> catalogue,
                                         Rng& rng);
/// Easy, Medium or Hard (`level`), choosing from `seed` (GameInfo::makeBot).
std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, const BotOptions& options);
/// The same player on the typed fast path (bots/bot.h TypedBot; simulations): "easy", "medium" or "hard".
std::unique_ptr<TypedBot<RippleState, Action>> makeTypedBot(const std::string& level, std::uint64_t seed, BotOptions options);
/// The Hard level's default budget with two players (playouts per decision): 105 ms of CPU a
/// decision at the median, 381 ms at the 99th percentile on the project's 2-core machine (docs/ai.md,
/// "Decision time"; 2026-12-06, playouts to the round's end).
inline constexpr int kHardIterations = 3200;
/// The default budget for `playerCount` players: kHardIterations shared out as 6,400 / players from
/// three players on (1,600 with four), since a round of more players takes longer to play out: at
/// 3,200 a four-player decision took 935 ms of CPU at the 99th percentile (the slowest 1.15 s), too
/// close to the second a person should wait at most; at 1,600, 450 ms.
inline int hardIterations(int playerCount)
{
    return playerCount <= 2 ? kHardIterations : 2 * kHardIterations / playerCount;
}

} // namespace tidepool::ripple

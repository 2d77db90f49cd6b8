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
/// The Hard level's default budget (playouts per decision): about 36 ms a decision (under 60 ms in
/// whole games) on the project's 2-core machine; docs/ai.md shows Hard gaining from 800 to 3,200
/// playouts (81.2% -> 84.8% against Medium, two players; 58.3% -> 62.8% of four).
inline constexpr int kHardIterations = 3200;

} // namespace tidepool::ripple

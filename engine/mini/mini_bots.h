#pragma once
// Turtle Race Mini's computer players (docs/ai.md). Each decides from the acting player's typed
// observation alone; the sampled worlds of the Hard level are built by sampleWorld().
#include "bots/bot.h"
#include "mini.h"

#include <array>
#include <memory>

namespace tidepool::mini {

/// Per colour, how likely each other player is to hold it (as ribbit::colorBeliefs()).
std::vector<std::array<double, kPlayerColorCount>> colorBeliefs(const Observation& observation);
/// A full state consistent with `observation` (colours as in ribbit::sampleWorld; the lettuces not
/// laid out only in the draw pile, never in a hand).
std::unique_ptr<MiniState> sampleWorld(const Observation& observation, Rng& rng);
/// Easy, Medium or Hard (`level`), choosing from `seed` (GameInfo::makeBot).
std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, const BotOptions& options);
/// The same player on the typed fast path (bots/bot.h TypedBot; simulations): "easy", "medium" or "hard".
std::unique_ptr<TypedBot<MiniState, Action>> makeTypedBot(const std::string& level, std::uint64_t seed, BotOptions options);
/// The Hard level's default budget (playouts per decision), basic and advanced: where its strength
/// against Medium stops growing much (docs/ai.md, "Win rate against budget"; the advanced variant
/// had 2,400 until 2026-12-04, and 9,600 gained 3 points more).
inline constexpr int kHardIterations = 9600;
/// The Hard level's default budget for a game with `rules` (the same in both variants; an advanced
/// decision takes longer, its playouts running every race left: docs/ai.md, "Decision time").
inline int hardIterations(const Rules&) { return kHardIterations; }

} // namespace tidepool::mini

#pragma once
// The computer players of each game (docs/ai.md). Each decides from the acting player's typed
// observation alone; the sampled worlds (determinizations) of the Hard level are built by
// sampleWorld() from an observation and a generator.
#include "bot.h"
#include "mini/mini.h"
#include "ribbit/ribbit.h"
#include "ripple/ripple.h"

#include <array>
#include <memory>

namespace tidepool {

namespace ribbit {
/// Per colour, how likely each other player is to hold it, from what they played (a turtle they
/// pushed is likely theirs, one they held back is not). [player][colour], each row sums to 1 over
/// the colours still possible for that player; the observer's own row is certain.
std::vector<std::array<double, kColorCount>> colorBeliefs(const Observation& observation);
/// A full state consistent with `observation`: the other players' colours drawn from
/// colorBeliefs(), the unseen cards shuffled into their hands and the draw pile.
std::unique_ptr<RibbitState> sampleWorld(const Observation& observation, Rng& rng);
std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, BotOptions options);
/// The same player on the typed fast path (bot.h): "easy", "medium" or "hard".
std::unique_ptr<TypedBot<RibbitState, Action>> makeTypedBot(const std::string& level, std::uint64_t seed,
                                                            BotOptions options);
/// The Hard level's default budget (playouts per decision).
inline constexpr int kHardIterations = 600;
} // namespace ribbit

namespace mini {
std::vector<std::array<double, kPlayerColorCount>> colorBeliefs(const Observation& observation);
/// A full state consistent with `observation` (colours as in ribbit::sampleWorld; the lettuces not
/// laid out only in the draw pile, never in a hand).
std::unique_ptr<MiniState> sampleWorld(const Observation& observation, Rng& rng);
std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, BotOptions options);
std::unique_ptr<TypedBot<MiniState, Action>> makeTypedBot(const std::string& level, std::uint64_t seed,
                                                          BotOptions options);
inline constexpr int kHardIterations = 600;
} // namespace mini

namespace ripple {
/// A full state consistent with `observation`: every card no one can see shuffled into the
/// face-down slots and the draw pile.
std::unique_ptr<RippleState> sampleWorld(const Observation& observation, std::shared_ptr<const Catalogue> catalogue,
                                         Rng& rng);
std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, BotOptions options);
std::unique_ptr<TypedBot<RippleState, Action>> makeTypedBot(const std::string& level, std::uint64_t seed,
                                                            BotOptions options);
inline constexpr int kHardIterations = 200;
} // namespace ripple

} // namespace tidepool

#pragma once
// Computer players. A bot decides for the player to act from what that player may know; its
// randomness comes from its own generator, seeded from the record's seed, so games replay exactly.
#include "core/game.h"
#include "core/rng.h"

#include <memory>
#include <string>

namespace tidepool {

class Bot
{
public:
    virtual ~Bot() = default;
    /// The action (notation) for the player to act in `state`. The state must not be finished.
    /// Implementations read only that player's observation and legal actions.
    virtual std::string chooseAction(const State& state) = 0;
};

/// Picks uniformly among the legal actions (for tests and simulations).
class RandomBot final : public Bot
{
public:
    explicit RandomBot(std::uint64_t seed) : m_rng(seed) {}
    std::string chooseAction(const State& state) override;

private:
    Rng m_rng;
};

/// A bot of `level` ("random"; the other levels fall back to random until they exist) for `game`,
/// seeded from a record's seed and the seat so that every seat plays differently but replayably.
std::unique_ptr<Bot> makeBot(const std::string& game, const std::string& level, std::uint64_t seed, int seat);

} // namespace tidepool

#pragma once
// Computer players. A bot decides for the player to act from that player's observation only
// (never the full state): hidden information — other hands, secret colours, face-down cards, the
// deck order — is sampled consistently with what the player has seen. Its randomness comes from a
// generator seeded from the record's seed, the seat and the number of turns so far, so games with
// bots replay exactly and a resumed game continues as it would have. See docs/ai.md.
#include "core/game.h"
#include "core/rng.h"

#include <memory>
#include <string>

namespace tidepool {

/// A bot's choice: the action (notation) and, where the level can give one, why in one line.
struct Decision
{
    std::string action;
    std::string reason;
};

class Bot
{
public:
    virtual ~Bot() = default;
    /// The action (notation) for the player to act in `state`. The state must not be finished.
    /// Implementations read only that player's observation and legal actions.
    virtual std::string chooseAction(const State& state) = 0;
    /// The action with a one-line reason ("" when the level has none).
    virtual Decision decide(const State& state) { return Decision{chooseAction(state), {}}; }
};

/// A computer player on a game's typed fast path (simulations, tournaments): for the player to act
/// in `state` (not finished), the same action as the Bot of the same game, level and seed would
/// choose, as the game's typed action (one of `state.legalActions()`), with no notation and no
/// reason. Like Bot, it reads only that player's observation. The random level needs no object:
/// it is `legal[Rng(botSeed(seed, seat)).below(legal.size())]`, one generator for the whole game.
template <class GameState, class Action>
class TypedBot
{
public:
    virtual ~TypedBot() = default;
    virtual Action chooseMove(const GameState& state) = 0;
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

/// The levels makeBot() knows, easiest first: "random", "easy", "medium", "hard".
const std::vector<std::string>& botLevels();

/// Knobs of the search levels (tests, benchmarks and measurements; the app uses the defaults).
struct BotOptions
{
    /// Hard: sampled playouts per decision (an iteration budget, not wall time, so that decisions
    /// are deterministic). 0: the game's default budget (docs/ai.md).
    int iterations = 0;
};

/// The seed of the bot in `seat` of a game whose record has `seed` (makeBot() seeds its bot with it).
inline std::uint64_t botSeed(std::uint64_t seed, int seat)
{
    return seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(seat) + 1;
}

/// A bot of `level` (see botLevels(); a level the game lacks plays "random") for `game` (a registered
/// game's name: GameInfo::makeBot), seeded from a record's seed and the seat so that every seat
/// plays differently but replayably. Unknown games get a random bot.
std::unique_ptr<Bot> makeBot(const std::string& game, const std::string& level, std::uint64_t seed, int seat,
                             BotOptions options = {});

} // namespace tidepool

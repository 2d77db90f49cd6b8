#pragma once
// Computer players. A bot decides for the player to act from that player's observation only
// (never the full state): hidden information — other hands, secret colours, face-down cards, the
// deck order — is sampled consistently with what the player has seen. Its randomness comes from a
// generator seeded from the record's seed, the seat and the number of turns so far, so games with
// bots replay exactly and a resumed game continues as it would have. See docs/ai.md.
#include "core/game.h"
#include "core/rng.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tidepool {

/// A bot's choice: the action (notation) and, where the level can give one, why in one line.
struct Decision
{
    std::string action;
    std::string reason;
};

/// One action of an evaluation (Bot::evaluate): how the search valued it.
struct ActionValue
{
    std::string action;   ///< notation (one of the legal actions)
    double chance = 0;    ///< the mean playout value for the player to act, 0..1 (a win 1, a shared win a share)
    int visits = 0;       ///< the playouts it got (0: not played out; its values are then 0)
    std::vector<double> chances; ///< per seat, the same playouts' mean value for that seat, 0..1
    /// Per seat, the same playouts' mean points where the game's playouts give points (Ripple:
    /// each seat's game total once the round being played is scored); empty otherwise.
    std::vector<double> scores;
};

/// What a search found for the player to act, from that player's observation only: its candidates
/// with their values, and which one it would choose. See Bot::evaluate().
struct ActionValues
{
    int player = 0;                      ///< the seat that acts
    std::vector<ActionValue> candidates; ///< the search's candidates, in its order
    std::size_t best = 0;                ///< index in candidates of the action the search chooses
    int iterations = 0;                  ///< playouts in all (the budget)
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
    /// For reviews (engine/review/review.h): the game's Hard search for the player to act in
    /// `state` (not finished), whatever this bot's level, at its budget (BotOptions::iterations, 0:
    /// the game's default) and seed, reading only that player's observation exactly as decide()
    /// does. Its candidates are the Hard level's, plus every legal action of `mustInclude` (notation;
    /// the action a player really played) not among them; each gets its playouts' mean value for
    /// every seat. A value is a win share where the playouts run to the game's end, else the game's
    /// own playout value (Ripple: docs/ai.md). nullopt when the game has no such search (the review
    /// then plays the actions out itself). Deterministic for the bot's seed and the position.
    virtual std::optional<ActionValues> evaluate(const State& state, const std::vector<std::string>& mustInclude)
    {
        (void)state;
        (void)mustInclude;
        return std::nullopt;
    }
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

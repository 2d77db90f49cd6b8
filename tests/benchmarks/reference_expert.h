#pragma once
// A strong reference opponent for Ribbit, for measuring the computer players only (docs/ai.md,
// "Against a reference expert"). It is not a level the app offers, and it shares nothing with
// engine/ribbit/ribbit_bots.cpp but the rules: it is written from the rulebook and the rulings
// (R4 last place, R7 a move that reaches the lettuce ends the race, R8 ranking, R9 the first held
// colour wins) and decides from its own seat's observation only:
//   - Bayesian beliefs about every rival's colour from their public turns (expertBeliefs()),
//   - a position value: the chance that my colour leads the colours that are held (positionValue()),
//   - a two-ply look-ahead: each of my legal actions, then the next player's best reply with the
//     hands it may hold (drawn from the cards I have not seen) and the colours it may back,
//   - a penalty for revealing my own colour (pushing it openly by choice).
#include "bots/bot.h"
#include "ribbit/ribbit.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tidepool::reference {

/// Per player and colour, the chance that the player backs the colour given every public turn:
/// the posterior of a uniform prior over the colours the player may hold (not the observer's own,
/// not a colour known to be someone else's) and, per turn, the likelihood of the action under
/// each colour (a player prefers actions that move its own turtle forward more than the others;
/// where the card let it choose the turtle — rainbow and last-turtle cards, R4 — the choice is
/// weighed against the turtles it could have moved). Riders count: a turtle carried forward moved.
/// [player][colour]; the observer's own row and open colours are certain; rows sum to 1.
std::vector<std::array<double, ribbit::kColorCount>> expertBeliefs(const ribbit::Observation& observation);

/// The chance (0..1) that `mine` wins from `track` if each other player backs the colour of
/// `colors` (per player, ignored for `me`): exact once a turtle has reached the lettuce (R8, R9),
/// otherwise a softmax of the held colours' spaces (a turtle one space ahead is about twice as
/// likely to win).
double positionValue(const ribbit::Rules& rules, const ribbit::Track& track, ribbit::Color mine,
                     const std::vector<ribbit::Color>& colors);

/// Knobs (benchmarks and tests).
struct ExpertOptions
{
    int samples = 64;            ///< (colours, next player's hand) pairs of the look-ahead per decision
    double revealPenalty = 0.02; ///< win chance given up per space my colour is openly pushed
};

/// The reference expert on the typed fast path (bots/bot.h TypedBot; simulations). Deterministic:
/// its randomness comes from `seed` and the number of turns so far.
class RibbitExpert final : public TypedBot<ribbit::RibbitState, ribbit::Action>
{
public:
    explicit RibbitExpert(std::uint64_t seed, ExpertOptions options = {}) : m_seed(seed), m_options(options) {}
    /// Reads only the observation of the player to act.
    ribbit::Action chooseMove(const ribbit::RibbitState& state) override
    {
        return decide(state.observation(*state.currentPlayer()));
    }
    /// One of the legal actions of `observation` (its player's turn; the race not over).
    ribbit::Action decide(const ribbit::Observation& observation) const;

private:
    std::uint64_t m_seed;
    ExpertOptions m_options;
};

} // namespace tidepool::reference

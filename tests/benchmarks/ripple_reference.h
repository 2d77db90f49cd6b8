#pragma once
// A strong reference player for Ripple, for measuring the computer players only (docs/ai.md,
// "Against a reference player (Ripple)"). It is not a level the app offers, and it shares nothing
// with engine/ripple/ripple_bots.cpp (the engine's Easy, Medium and Hard) but the rules: it uses
// the engine's rules API (legal actions, applyLegal(), scoreBeach(), canRipplePlace(), canStack(),
// a state built from its own sampled hidden cards with RippleState::fromObservation()), never the
// engine's bots, their evaluation or their world sampling. Written from the rules in the project's
// words (app/ripple/README.md, rulings 1-12; engine/ripple/ripple.h and scoring.h):
//   - a beach's value (rippleBeachValue()): what it would score at the end of the round (ruling 9:
//     a matched column scores 0, a completed combo its bonus with its stacked cards 0, block sets of
//     adjacent matched columns of one icon −15/−20 and longer runs as the rules split them), each
//     face-down card at the mean value of the cards this seat has not seen, an incomplete combo at
//     its chance of completion (the needed icons still unseen or on a discard pile's top);
//   - a quick policy (RippleReference's rollouts) that every player follows in the look-ahead, and
//     that sees only face-up cards: take a discard pile's top card when placing it gains more than
//     a draw is worth, place a card where it lowers the beach's value most, ripple into a match or
//     a combo when that helps, stack for the extra turn (ruling 6), else discard and turn up a card;
//     it turns its last card up (ending the round, ruling 10) only when its beach, with the +10 of
//     ending above 0, beats each rival's expected beach after one last turn;
//   - a look-ahead over sampled worlds: the cards it has not seen (the deck less every face-up card,
//     stack, held card and discard pile: ruling 1) dealt anew into every face-down slot and the draw
//     pile, shared by every candidate action; each candidate then the rest of the round played out
//     by the quick policy, and the round's scores (with the end-of-round penalty) added to the
//     totals and turned into a chance of winning the game (ruling 12): each rival beaten by a
//     logistic of the difference, wider the more rounds are left.
#include "bots/bot.h"
#include "ripple/ripple.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace tidepool::reference {

/// What the reference believes about the cards it cannot see, from an observation (never the state).
struct RippleUnseen
{
    double meanValue = 0;                  ///< the mean value of the unseen cards (points; 0 when none)
    std::array<int, ripple::kIconCount> icons{}; ///< unseen cards per icon
    std::array<bool, ripple::kIconCount> onTop{}; ///< some discard pile's top card shows the icon
    int count = 0;                         ///< unseen cards in all
};
RippleUnseen rippleUnseen(const ripple::Observation& observation, const ripple::Catalogue& catalogue);

/// The value (points, lower is better, as the rules score) a beach is expected to score at the end
/// of the round, from its face-up cards only (a face-down card's identity is never read): per slot
/// as ruling 9 scores it, a face-down card at `unseen.meanValue`, a matched column 0 (face up both),
/// a completed combo its bonus, an incomplete one weighed by its chance to complete (0.45 with one
/// needed icon missing and 0.15 with two, while the icon is unseen or on a pile's top; 0.05
/// otherwise), plus the block sets of adjacent matched columns of one icon (blockSetPoints()).
double rippleBeachValue(const ripple::Catalogue& catalogue, const ripple::Beach& beach, const RippleUnseen& unseen);

/// Knobs (benchmarks and tests).
struct RippleReferenceOptions
{
    /// Sampled worlds per decision, shared by every candidate action. 64 and 10 candidates: on the
    /// same 40 two-player games against Hard (seeds 1-40) 16 and 6 won 48.8%, 40 and 8 62.5%, 64 and
    /// 10 71.2% (docs/ai.md), at 2.5, 6.4 and 11.4 ms a decision at the median.
    int worlds = 64;
    int candidates = 10; ///< actions whose look-ahead is played out (the quick policy's best first)
    double drawWorth = 3.0; ///< quick policy: points a draw is expected to gain (a pile's top must beat it)
};

/// The Ripple reference player on the typed fast path (bots/bot.h TypedBot; simulations).
/// Deterministic: its randomness comes from `seed` and the number of moves so far.
class RippleReference final : public TypedBot<ripple::RippleState, ripple::Action>
{
public:
    explicit RippleReference(std::uint64_t seed, RippleReferenceOptions options = {})
        : m_seed(seed), m_options(options)
    {}
    /// Reads only the observation of the player to act (and the catalogue: the rules' card list).
    ripple::Action chooseMove(const ripple::RippleState& state) override;
    /// One of the legal actions of `observation` (its player's turn; the game not over).
    ripple::Action decide(const ripple::Observation& observation) const;

private:
    std::uint64_t m_seed;
    RippleReferenceOptions m_options;
    std::shared_ptr<const ripple::Catalogue> m_catalogue;
};

} // namespace tidepool::reference

#pragma once
// A strong reference player for Turtle Race Mini (basic and advanced), for measuring the computer
// players only (docs/ai.md, "Against a reference player (Turtle Race Mini)"). It is not a level the
// app offers, and it shares nothing with engine/mini/mini_bots.cpp or engine/bots/race_bot.h but the
// rules: it uses the engine's rules API (legal actions, applyPlay(), a state built from its own
// sampled hidden parts with MiniState::fromObservation(), applyLegal()), never the engine's bots,
// beliefs or world sampling. Written from the rules in the project's words (app/mini/README.md,
// engine/mini/mini.h): M1 the row (front first, no gaps), M2 a colour card moves either tile of its
// colour, a multicolour card any tile, riders go along, M4 shaking, M5 the race ends the moment the
// third lettuce is laid out (a draw, never a move), M7 the basic winner is the owner of the colour
// whose tile comes first (black and colours nobody holds skipped), M8 the advanced variant (the
// first two non-black tiles of each race finish; the first colour with both tiles finished wins;
// a tie of held colours, or only an unheld colour completing, goes to the first held colour of
// the last race's ranking). It decides from its own seat's observation only:
//   - Bayesian beliefs about every rival's colour from their public plays (miniBeliefs()): each
//     play's likelihood under each colour (a play that pushes a colour's tiles forward, riders
//     included, is evidence for it; one that pushes them back, evidence against it);
//   - a position value (miniPositionValue()): the chance that my colour wins from the places of
//     the tiles, a Plackett-Luce race over the tiles whose sharpness grows as the plays left in
//     the race (known from the draw pile's size and the lettuces out) run out; in the advanced
//     variant it counts which two tiles finish this race, which colours complete, and the races
//     after it;
//   - a look-ahead over what it may face: for each of its legal actions, a round of play in worlds
//     sampled from its observation (rivals' colours from the joint beliefs, their hands and the
//     draw pile from the cards it has not seen), each rival answering with the action best for its
//     own sampled colour, then the position value (or the result, when a sampled draw ends the
//     race or the game);
//   - a small penalty for pushing its own tiles forward, which shows the table its colour.
#include "bots/bot.h"
#include "mini/mini.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tidepool::reference {

inline constexpr std::size_t kMiniColors = mini::kPlayerColorCount; ///< R Y G B P (black is nobody's)

/// Per player and colour, the chance that the player holds the colour given every public play:
/// the posterior of a uniform prior over the colours the player may hold (not the observer's own)
/// and, per play with an effect, the likelihood exp(β · u_c) of the play under each colour c, where
/// u_c is how far the play moved c's tiles (the aimed tile and its riders; a card's steps, signed)
/// less half the mean of what it moved the other colours' tiles (black counts for nobody). β is
/// larger for a multicolour card (a free choice of tile) than for a colour card (the hand limits
/// it). 5% of the uniform prior is kept: nobody plays exactly as the model says.
/// [player][colour]; the observer's own row (and every row once colours are open) is certain;
/// rows sum to 1. Colours are exclusive: miniColorAssignments() combines the rows jointly.
std::vector<std::array<double, kMiniColors>> miniBeliefs(const mini::Observation& observation);

/// Every way to give the players distinct colours (the known ones kept), each with its joint
/// posterior weight (the product of the rows of `beliefs`, renormalised over distinct colourings).
struct ColorAssignment
{
    std::vector<mini::Color> colors; ///< per player
    double weight = 0;               ///< sums to 1 over the assignments
};
std::vector<ColorAssignment> miniColorAssignments(const mini::Observation& observation,
                                                  const std::vector<std::array<double, kMiniColors>>& beliefs);

/// The plays still expected in the race after the play being made now: the lettuces not laid out
/// (3 − `lettucesOut`) are somewhere in the draw pile of `drawPileSize` cards, uniformly, and the
/// race ends on the draw that brings the last of them (M5), so the non-lettuce cards before it are
/// the turns left: L · (D − L) / (L + 1) for L lettuces in D cards.
double expectedPlaysLeft(int drawPileSize, int lettucesOut);

/// The sharpness κ of the position value's Plackett-Luce race with `plays` plays left: a tile
/// `r` places behind another is exp(−κ r) times as likely to come first. κ = kappaScale / √(plays + 1):
/// each play moves one tile (and its riders) a few places, so the places still to be made or lost
/// grow with the square root of the plays left.
double sharpness(double plays, double kappaScale);
/// The kappa scale fitted to self-play of a first version of this reference (scale 1.2 throughout;
/// docs/ai.md; TIDEPOOL_FIT_KAPPA in reference_match.cpp): the scale of least log-loss of the
/// winner over every position of 150-300 games each,
/// basic 2.5, 1.8, 1.1 for 2, 3, 4 players (3.9 − 0.7 n, at least 0.6), advanced 1.6 and 0.8 for
/// 2 and 4 (2.4 − 0.4 n, at least 0.5): with more players, more of the plays push held colours
/// about, so places count for less.
double fittedKappaScale(const mini::Rules& rules, int players);

/// The chance (0..1) that the holder of `mine` wins, with `held` the colours some player holds
/// (mine included), from `row` with `out` finished (advanced) and `plays` plays left in the race:
///  - basic (M7): Plackett-Luce over the held colours' tiles, a tile at ranking place r weighing
///    exp(−κ r): the chance that the first held tile is mine;
///  - advanced (M8): every ordered pair of non-black tiles that may finish this race, by the same
///    race; for each, whether a held colour completes (it wins), a tie or an unheld colour (the
///    first held colour of this race's ranking), or the game goes on: the next race from this
///    race's order less the finishers, with the plays of a whole race, and a third race by the same
///    race in one step (three races always end the game).
/// `kappaScale` 0 is fittedKappaScale().
double miniPositionValue(const mini::Rules& rules, const mini::Row& row, const std::vector<mini::Tile>& out,
                         double plays, mini::Color mine, const std::array<bool, kMiniColors>& held, int players,
                         double kappaScale = 0);

/// Knobs (benchmarks and tests).
struct MiniReferenceOptions
{
    int samples = 24;             ///< sampled worlds of the look-ahead per decision (shared by every action)
    double revealPenalty = 0.012; ///< win chance given up per step my own tile is pushed forward, early in a race
    bool inference = true;        ///< false: the rivals' colours uniform over the colours left (experiments)
};

/// The Mini reference player on the typed fast path (bots/bot.h TypedBot; simulations).
/// Deterministic: its randomness comes from `seed` and the number of plays so far.
class MiniReference final : public TypedBot<mini::MiniState, mini::Action>
{
public:
    explicit MiniReference(std::uint64_t seed, MiniReferenceOptions options = {}) : m_seed(seed), m_options(options) {}
    /// Reads only the observation of the player to act.
    mini::Action chooseMove(const mini::MiniState& state) override
    {
        return decide(state.observation(*state.currentPlayer()));
    }
    /// One of the legal actions of `observation` (its player's turn; the game not over).
    mini::Action decide(const mini::Observation& observation) const;

private:
    std::uint64_t m_seed;
    MiniReferenceOptions m_options;
};

} // namespace tidepool::reference

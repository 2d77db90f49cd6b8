// The Ripple reference player's checks (ripple_reference.h): it plays only legal actions to the end
// of random games at 2, 3 and 6 players (the game's most), the same action for the same seed, and
// never reads what its seat cannot see (in worlds resampled for its seat, as tests/engine/bot_checks.h
// checks the engine's levels, it chooses the same action); and its beach value scores a beach as
// the rules do once every card is face up.
#include "ripple_reference.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>

namespace tidepool::ripple {
/// Actions in failure messages as their notation ("place 3").
void PrintTo(const Action& action, std::ostream* out)
{
    *out << action.toString();
}
} // namespace tidepool::ripple

using namespace tidepool;
using namespace tidepool::ripple;

namespace {

std::shared_ptr<const Catalogue> cards()
{
    return *Catalogue::embedded();
}

/// Fewer worlds and candidates keep the many games quick; the checks hold for any number.
reference::RippleReferenceOptions quick()
{
    reference::RippleReferenceOptions options;
    options.worlds = 4;
    options.candidates = 4;
    return options;
}

Rules twoRounds()
{
    Rules rules;
    rules.rounds = 2; // a second round's deal is played too, at half the time of three
    return rules;
}

TEST(RippleReference, PlaysOnlyLegalActionsToTheEnd)
{
    for (int players : {2, 3, kMaxPlayers})
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            RippleState state(twoRounds(), players, seed, cards());
            Rng random(seed * 7);
            std::vector<Action> legal;
            int actions = 0, mine = 0;
            const int seat = static_cast<int>(seed % static_cast<std::uint64_t>(players));
            reference::RippleReference reference(seed * 31 + 1, quick());
            while (!state.isFinished()) {
                ASSERT_LT(++actions, 20000) << "the game does not end";
                state.legalActions(legal);
                // Every other seat random, so the reference meets all kinds of beaches and piles.
                if (*state.currentPlayer() != seat) {
                    state.applyLegal(legal[random.below(legal.size())]);
                    continue;
                }
                const Action a = reference.chooseMove(state);
                ASSERT_TRUE(std::find(legal.begin(), legal.end(), a) != legal.end())
                    << players << " players, seed " << seed << ": " << a.toString();
                ASSERT_TRUE(state.check(a));
                state.applyLegal(a);
                ++mine;
            }
            EXPECT_FALSE(state.winners().empty());
            EXPECT_GT(mine, 10);
        }
}

TEST(RippleReference, BeatsRandomPlay)
{
    // Not a strength measurement (docs/ai.md has those): a player that scores beaches as the rules
    // do must leave random play far behind, so a sign error in its value fails here.
    int wins = 0;
    const int games = 6;
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
        RippleState state(twoRounds(), 2, seed, cards());
        Rng random(seed);
        std::vector<Action> legal;
        const int seat = static_cast<int>(seed % 2);
        reference::RippleReference reference(seed, quick());
        while (!state.isFinished()) {
            state.legalActions(legal);
            state.applyLegal(*state.currentPlayer() == seat ? reference.chooseMove(state)
                                                            : legal[random.below(legal.size())]);
        }
        const auto w = state.winners();
        wins += std::find(w.begin(), w.end(), seat) != w.end() ? 1 : 0;
    }
    EXPECT_GE(wins, games - 1);
}

TEST(RippleReference, DecidesTheSameForTheSameSeedAndObservation)
{
    for (int players : {2, 4}) {
        RippleState state(Rules{}, players, 11, cards());
        Rng random(5);
        std::vector<Action> legal;
        for (int ply = 0; ply < 60 && !state.isFinished(); ++ply) {
            const Action a = reference::RippleReference(99, quick()).chooseMove(state);
            EXPECT_EQ(a, reference::RippleReference(99, quick()).chooseMove(state));
            const RippleState copy = state;
            EXPECT_EQ(a, reference::RippleReference(99, quick()).chooseMove(copy));
            // decide() on the observation alone (no state at hand) chooses the same.
            EXPECT_EQ(a, reference::RippleReference(99, quick()).decide(state.observation(*state.currentPlayer())));
            state.legalActions(legal);
            state.applyLegal(legal[random.below(legal.size())]);
        }
    }
}

TEST(RippleReference, NeverReadsWhatItsSeatCannotSee)
{
    // A world resampled for the acting seat differs from the real state only in what that seat
    // cannot see (every face-down card and the draw pile's order): the reference must choose the
    // same action in each.
    int checked = 0, differing = 0;
    for (int players : {2, 4})
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            RippleState state(Rules{}, players, seed, cards());
            Rng random(seed + 100);
            std::vector<Action> legal;
            for (int ply = 0; ply < 90 && !state.isFinished(); ++ply) {
                if (ply % 6 == 2) {
                    const int seat = *state.currentPlayer();
                    const Action real = reference::RippleReference(seed, quick()).chooseMove(state);
                    for (int w = 0; w < 3; ++w) {
                        Rng worldRng(seed * 1000 + static_cast<std::uint64_t>(ply * 10 + w));
                        const auto world = state.sampleWorld(seat, worldRng);
                        ASSERT_EQ(world->observation(seat).beaches, state.observation(seat).beaches);
                        ASSERT_EQ(world->observation(seat).discards, state.observation(seat).discards);
                        differing += world->drawPile() != state.drawPile() ? 1 : 0;
                        EXPECT_EQ(reference::RippleReference(seed, quick()).chooseMove(*world), real)
                            << players << " players, seed " << seed << ", ply " << ply << ", world " << w;
                        ++checked;
                    }
                }
                state.legalActions(legal);
                state.applyLegal(legal[random.below(legal.size())]);
            }
        }
    EXPECT_GT(checked, 100);
    EXPECT_GT(differing, checked * 9 / 10); // the worlds really hide other cards
}

TEST(RippleReference, BeachValueIsTheRulesScoreOnceEveryCardIsUp)
{
    // Face up, with no combo left incomplete, the value is exactly scoreBeach()'s (ruling 9); a
    // face-down card counts the unseen cards' mean whatever it hides.
    const auto catalogue = cards();
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        RippleState state(Rules{}, 2, seed, catalogue);
        Beach beach = state.beach(0);
        for (BeachCard& c : beach)
            c.up = true;
        bool combo = false;
        for (const BeachCard& c : beach)
            combo = combo || c.card.combo;
        reference::RippleUnseen unseen;
        unseen.meanValue = 7;
        if (!combo) {
            EXPECT_DOUBLE_EQ(reference::rippleBeachValue(*catalogue, beach, unseen),
                             scoreBeach(*catalogue, beach).subtotal);
        }
        Beach hidden = beach;
        hidden[3].up = false;
        Beach other = hidden;
        other[3].card = Card::standard(beach[3].card.icon == Icon::Crab ? Icon::Dolphin : Icon::Crab);
        EXPECT_DOUBLE_EQ(reference::rippleBeachValue(*catalogue, hidden, unseen),
                         reference::rippleBeachValue(*catalogue, other, unseen));
    }
    // Two adjacent matched columns of fish: 0 each and a block of four, -15.
    Beach beach = RippleState(Rules{}, 2, 1, catalogue).beach(0);
    const Icon icons[5] = {Icon::Fish, Icon::Fish, Icon::Crab, Icon::Dolphin, Icon::Sun};
    for (int s = 0; s < kSlotCount; ++s)
        beach[static_cast<std::size_t>(s)] = BeachCard{Card::standard(icons[s % 5]), true, {}};
    beach[7].card = Card::standard(Icon::Castle); // column 2 unmatched: crab 20 + castle 10
    beach[8].card = Card::standard(Icon::Wave);   // column 3: dolphin 0 + wave 3
    // column 4: two suns matched, alone: 0
    EXPECT_DOUBLE_EQ(reference::rippleBeachValue(*catalogue, beach, reference::RippleUnseen{}), -15 + 30 + 3);
    EXPECT_EQ(scoreBeach(*catalogue, beach).subtotal, -15 + 30 + 3);
}

} // namespace

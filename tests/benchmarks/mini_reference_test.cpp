// The Turtle Race Mini reference player's checks (mini_reference.h): it plays only legal actions
// over many random games of both variants, the same action for the same seed, and never reads what
// its seat cannot see (in worlds resampled for its seat, as tests/engine/bot_checks.h checks the
// engine's levels, it chooses the same action).
#include "mini_reference.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace tidepool;

namespace {

mini::Rules rulesOf(bool advanced)
{
    mini::Rules rules;
    rules.variant = advanced ? mini::Variant::Advanced : mini::Variant::Basic;
    return rules;
}

/// A few samples keep the many games quick; the checks hold for any number.
reference::MiniReferenceOptions quick()
{
    reference::MiniReferenceOptions options;
    options.samples = 6;
    return options;
}

TEST(MiniReference, PlaysOnlyLegalActionsToTheEndInBothVariants)
{
    for (bool advanced : {false, true})
        for (int players : {2, 3, 5})
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                mini::MiniState state(rulesOf(advanced), players, seed);
                Rng random(seed * 7);
                std::vector<mini::Action> legal;
                int plays = 0;
                while (!state.isFinished()) {
                    ASSERT_LT(++plays, 2000) << "the game does not end";
                    const int seat = *state.currentPlayer();
                    state.legalActions(legal);
                    // Every other seat random, so the reference meets all kinds of rows.
                    if (seat != static_cast<int>(seed % static_cast<std::uint64_t>(players))) {
                        state.applyLegal(legal[random.below(legal.size())]);
                        continue;
                    }
                    const mini::Action a = reference::MiniReference(seed * 31 + 1, quick()).chooseMove(state);
                    ASSERT_TRUE(std::find(legal.begin(), legal.end(), a) != legal.end())
                        << (advanced ? "advanced" : "basic") << " seed " << seed << ": " << a.toString();
                    ASSERT_TRUE(state.check(a));
                    state.applyLegal(a);
                }
                EXPECT_FALSE(state.winners().empty());
            }
}

TEST(MiniReference, DecidesTheSameForTheSameSeedAndObservation)
{
    for (bool advanced : {false, true}) {
        mini::MiniState state(rulesOf(advanced), 3, 11);
        Rng random(5);
        std::vector<mini::Action> legal;
        for (int ply = 0; ply < 30 && !state.isFinished(); ++ply) {
            const mini::Action a = reference::MiniReference(99, quick()).chooseMove(state);
            EXPECT_EQ(a, reference::MiniReference(99, quick()).chooseMove(state));
            const mini::MiniState copy = state;
            EXPECT_EQ(a, reference::MiniReference(99, quick()).chooseMove(copy));
            state.legalActions(legal);
            state.applyLegal(legal[random.below(legal.size())]);
        }
    }
}

TEST(MiniReference, NeverReadsWhatItsSeatCannotSee)
{
    // A world resampled for the acting seat differs from the real state only in what that seat
    // cannot see (the rivals' colours and hands, the draw pile's order: the engine's generic suite
    // checks that the worlds do differ): the reference must choose the same action in each.
    int checked = 0;
    for (bool advanced : {false, true})
        for (int players : {2, 4})
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                mini::MiniState state(rulesOf(advanced), players, seed);
                Rng random(seed + 100);
                std::vector<mini::Action> legal;
                for (int ply = 0; ply < 40 && !state.isFinished(); ++ply) {
                    if (ply % 5 == 3) {
                        const int seat = *state.currentPlayer();
                        const mini::Action real = reference::MiniReference(seed, quick()).chooseMove(state);
                        for (int w = 0; w < 3; ++w) {
                            Rng worldRng(seed * 1000 + static_cast<std::uint64_t>(ply * 10 + w));
                            const auto world = state.sampleWorld(seat, worldRng);
                            ASSERT_EQ(world->observation(seat).row, state.observation(seat).row);
                            ASSERT_EQ(world->observation(seat).hand, state.observation(seat).hand);
                            EXPECT_EQ(reference::MiniReference(seed, quick()).chooseMove(*world), real)
                                << (advanced ? "advanced" : "basic") << " " << players << " players, seed " << seed
                                << ", ply " << ply << ", world " << w;
                            ++checked;
                        }
                    }
                    state.legalActions(legal);
                    state.applyLegal(legal[random.below(legal.size())]);
                }
            }
    EXPECT_GT(checked, 100);
}

} // namespace

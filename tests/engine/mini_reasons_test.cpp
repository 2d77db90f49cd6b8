// Turtle Race Mini why-not: every reason MiniState::check() and checkPlay() can give, word for
// word (the sentence a player sees when a move is refused or hovered). docs/rules.md M2-M5, M8.
#include "mini_helpers.h"
#include "reasons_helpers.h"

using namespace mini_test;
using reasons_test::refusedWith;

namespace {

// Ann (green) holds R+++ shake *-- G++ *+; G2 carries K1 in the third stack from the front.
std::unique_ptr<MiniState> opening()
{
    SetupSpec spec;
    spec.row = {{"R1"}, {"R2"}, {"G2", "K1"}, {"Y1"}, {"Y2"}, {"G1"}, {"B1"}, {"B2"}, {"P1"}, {"P2"}, {"K2"}};
    spec.hands = {{"R+++", "shake", "*--", "G++", "*+"}};
    return spec.build();
}

} // namespace

TEST(MiniReasons, NotAnAction)
{
    auto state = opening();
    const std::string tail =
        " is not a Turtle Race Mini action (write \"<card> <tile>\", \"shake <tile>\" or \"<card> -\")";
    EXPECT_TRUE(refusedWith(*state, "shake", "\"shake\"" + tail));
    EXPECT_TRUE(refusedWith(*state, "G++ G1 G2", "\"G++ G1 G2\"" + tail));
}

TEST(MiniReasons, UnknownCardOrTile)
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "G+ G1", "unknown card \"G+\""));
    EXPECT_TRUE(refusedWith(*state, "G++ G3", "unknown tile \"G3\" (R1, R2, Y1 ... P2, K1, K2, or - for none)"));
}

TEST(MiniReasons, ACardNotInTheHand)
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "Y+++ Y1", "player 0 does not hold Y+++"));
}

TEST(MiniReasons, ALettuceIsNeverPlayed) // M5
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "lettuce G1", "a lettuce is never held: it is laid out as soon as it is drawn"));
}

TEST(MiniReasons, AColourCardMovesOnlyItsColour) // M2
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "G++ Y1", "Green +2 moves only the green tiles (G1 or G2)"));
}

TEST(MiniReasons, ACardWithATileToAimAtNeedsOne) // M4: "shake -" only when no stack has two tiles
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "shake -", "Shake has a tile to aim at (G2), so it can't be played with no tile"));
    EXPECT_TRUE(refusedWith(*state, "*+ -",
                            "Multicolour +1 has a tile to aim at (R1, R2, Y1, Y2, G1, G2, B1, B2, P1, P2, K1 or "
                            "K2), so it can't be played with no tile"));
}

TEST(MiniReasons, AShakingCardNamesTheBottomOfAStack) // M4
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "shake K1",
                            "K1 is not at the bottom of its stack (G2 is): a shaking card names the bottom tile "
                            "of a stack of two or more"));
    EXPECT_TRUE(refusedWith(*state, "shake Y1",
                            "Y1 is alone in its stack: a shaking card names the bottom tile of a stack of two or more"));
}

TEST(MiniReasons, AFinishedTileIsOutOfTheRace) // M8
{
    SetupSpec spec;
    spec.rules.variant = Variant::Advanced;
    spec.round = 2;
    spec.out = {"R1", "Y1"};
    spec.row = {{"R2"}, {"Y2"}, {"G1"}, {"G2"}, {"B1"}, {"B2"}, {"P1"}, {"P2"}, {"K1"}, {"K2"}};
    spec.hands = {{"*+", "R+++", "shake", "*--", "G++"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    EXPECT_TRUE(refusedWith(*state, "*+ R1", "R1 has finished and is out of the race"));
}

TEST(MiniReasons, TheGameIsOver) // M5
{
    SetupSpec spec;
    spec.lettuce = 2;
    spec.hands = {{"G++", "R+++", "shake", "*--", "*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build();
    ASSERT_TRUE(state->apply("G++ G1"));
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->check("*+ R1").reason(), "the game is over");
    EXPECT_EQ(state->apply("*+ R1").reason(), "the game is over");
}

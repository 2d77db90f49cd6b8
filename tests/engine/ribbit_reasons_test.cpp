// Ribbit why-not: every reason RibbitState::check() and the rule functions can give, word for word
// (the sentence a player sees when a move is refused or hovered). docs/rules.md R4, R5, R6.
#include "reasons_helpers.h"
#include "ribbit_helpers.h"

using namespace ribbit_test;
using reasons_test::refusedWith;

namespace {

// Ann (red) holds R+ G- Y++ ^ *-; red, yellow and blue on START, green carrying purple on space 2.
std::unique_ptr<RibbitState> opening()
{
    SetupSpec spec;
    spec.track = {{"0", {{"R"}, {"Y"}, {"B"}}}, {"2", {{"G", "P"}}}};
    spec.hands = {{"R+", "G-", "Y++", "^", "*-"}, {"B+", "B+", "B+", "B+", "B+"}};
    return spec.build();
}

} // namespace

TEST(RibbitReasons, NotAnAction)
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "R+",
                            "\"R+\" is not a Ribbit action (write \"<card> <turtle>\" or \"discard <card>\")"));
    EXPECT_TRUE(refusedWith(*state, "R+ R R",
                            "\"R+ R R\" is not a Ribbit action (write \"<card> <turtle>\" or \"discard <card>\")"));
}

TEST(RibbitReasons, UnknownCardOrTurtle)
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "R+3 R", "unknown card \"R+3\""));
    EXPECT_TRUE(refusedWith(*state, "discard Q", "unknown card \"Q\""));
    EXPECT_TRUE(refusedWith(*state, "R+ K", "unknown turtle \"K\" (R, Y, G, B or P)"));
}

TEST(RibbitReasons, ACardNotInTheHand)
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "B+ B", "player 0 does not hold B+"));
    EXPECT_TRUE(refusedWith(*state, "discard B+", "player 0 does not hold B+"));
}

TEST(RibbitReasons, AColouredCardMovesOnlyItsColour)
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "R+ Y", "Red +1 moves only the red turtle"));
}

TEST(RibbitReasons, ALastTurtleCardMovesOnlyALastTurtle) // R4
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "^ G",
                            "Last turtle +1 moves only a last turtle, and green is not last (the last "
                            "turtles are on START: red, yellow and blue)"));
}

TEST(RibbitReasons, NoRetreatOnStart) // R5, retreatAtStart forbidden
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "*- R", "red is on START, and a retreat card can't be played on a turtle at START"));
}

TEST(RibbitReasons, EveryTurtleOnStartLeavesNoTargetForARetreatCard) // R5, checkCard
{
    SetupSpec spec;
    auto state = spec.build();
    ASSERT_TRUE(state);
    const Outcome outcome = checkCard(state->rules(), state->track(), card("*-"));
    ASSERT_FALSE(outcome);
    EXPECT_EQ(outcome.reason(), "every turtle is on START, and a retreat card can't be played on a turtle at START");
}

TEST(RibbitReasons, DiscardOnlyWhenNothingCanBePlayed) // R6
{
    auto state = opening();
    EXPECT_TRUE(refusedWith(*state, "discard G-",
                            "a card may be discarded only when no card can be played, and Red +1 can be played"));
}

TEST(RibbitReasons, ATurtleNotOnTheTrack)
{
    // A track is always complete in a game; the rule function still names a missing turtle.
    Track track;
    track.spaces.resize(10);
    track.spaces[0] = {{Color::Red}, {Color::Yellow}};
    const Outcome outcome = checkPlay(Rules{}, track, card("G+"), Color::Green);
    ASSERT_FALSE(outcome);
    EXPECT_EQ(outcome.reason(), "green is not on the track");
}

TEST(RibbitReasons, TheRaceIsOver) // R7
{
    SetupSpec spec;
    spec.track = {{"0", {{"R"}, {"Y"}, {"B"}, {"P"}}}, {"8", {{"G"}}}};
    spec.hands = {{"G+", "R+", "R+", "R+", "R+"}};
    auto state = spec.build();
    ASSERT_TRUE(state->apply("G+ G"));
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->check("R+ R").reason(), "the race is over");
    // apply() refuses every action of a finished game before the game's own check.
    EXPECT_EQ(state->apply("R+ R").reason(), "the game is over");
}

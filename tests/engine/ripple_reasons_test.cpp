// Ripple why-not: every reason RippleState::check(), checkRipplePlace() and checkStack() can give,
// word for word (the sentence a player sees when a move is refused or hovered). docs/rules.md.
#include "reasons_helpers.h"
#include "ripple_helpers.h"

#include "core/notation.h"
#include "core/tr.h"

using namespace ripple_test;
using reasons_test::refusedWith;

namespace {

// Player 0 to draw. Slot 0: a face-up pineapple combo holding a wave; castles match in column 2;
// slot 8 is a face-up octopus under a face-down octopus in slot 1... (see each test).
SetupSpec tableSpec()
{
    SetupSpec spec;
    spec.beaches = {{"pineapple+wave+sun[wave]", "?octopus", "castle", "?crab", "?dolphin",
                     "fish", "castle", "castle", "octopus", "?turtle"}};
    spec.deckTop = {"castle", "sun", "wave"};
    return spec;
}

std::unique_ptr<RippleState> table() { return tableSpec().build(); }

} // namespace

TEST(RippleReasons, NotAnAction)
{
    auto state = table();
    const std::string tail =
        " is not a Ripple action (reveal <s> <t>, draw, take <pile>, place <s>, stack <s>, discard, flip <s>)";
    EXPECT_TRUE(refusedWith(*state, "fly", "\"fly\"" + tail));
    EXPECT_TRUE(refusedWith(*state, "draw 2", "\"draw 2\"" + tail));
    EXPECT_TRUE(refusedWith(*state, "place 12", "unknown slot \"12\" (slots are 0-9)"));
    EXPECT_TRUE(refusedWith(*state, "reveal 1 x", "unknown slot \"x\" (slots are 0-9)"));
    EXPECT_TRUE(refusedWith(*state, "take Q",
                            "unknown pile \"Q\" (piles are P0, P1, ..., or P0a P0b P1a P1b with two players)"));
}

TEST(RippleReasons, RevealPhase) // starting a round: each player turns two cards up
{
    SetupSpec spec;
    spec.phase = "reveal";
    auto state = spec.build();
    ASSERT_TRUE(state);
    EXPECT_TRUE(refusedWith(*state, "draw",
                            "the round starts with each player turning two of their cards face up (reveal <s> "
                            "<t>); it is player 0's turn to reveal"));
    EXPECT_TRUE(refusedWith(*state, "reveal 7 2", "reveal names two different slots, the lower first (e.g. reveal 2 7)"));
    EXPECT_TRUE(refusedWith(*state, "reveal 3 3", "reveal names two different slots, the lower first (e.g. reveal 2 7)"));
}

// The app shows no notation (tidepool::setNotationShown(false)): the same refusal in plain words.
TEST(RippleReasons, RevealPhaseInPlainWords)
{
    SetupSpec spec;
    spec.phase = "reveal";
    auto state = spec.build();
    ASSERT_TRUE(state);
    tidepool::setNotationShown(false);
    const bool refused = refusedWith(*state, "draw",
                                     "the round starts with each player turning two of their cards face up: it is "
                                     "player 0's turn to choose two cards to turn up");
    tidepool::setNotationShown(true);
    EXPECT_TRUE(refused);
}

TEST(RippleReasons, RevealOnlyAtTheStartOfTheRound)
{
    auto state = table();
    EXPECT_TRUE(refusedWith(*state, "reveal 1 3",
                            "the cards were revealed at the start of the round; reveal is not a move now"));
}

TEST(RippleReasons, ATurnStartsWithACard) // a turn, step 1
{
    auto state = table();
    EXPECT_TRUE(refusedWith(*state, "place 3",
                            "first draw a card (draw) or take the top card of another player's discard pile "
                            "(take <pile>)"));
    EXPECT_TRUE(refusedWith(*state, "discard",
                            "first draw a card (draw) or take the top card of another player's discard pile "
                            "(take <pile>)"));
    // The app (notation hidden, issue 20): plain words.
    tidepool::setNotationShown(false);
    const bool plain = refusedWith(*state, "discard",
                                   "first draw a card from the draw pile or take the top card of another player's "
                                   "discard pile");
    tidepool::setNotationShown(true);
    EXPECT_TRUE(plain);
}

TEST(RippleReasons, TakingFromADiscardPile) // ruling 5
{
    SetupSpec spec = tableSpec();
    spec.discards = {{"flower"}, {}, {}, {}};
    auto state = spec.build();
    EXPECT_TRUE(refusedWith(*state, "take P0a", "you cannot take from your own discard pile"));
    EXPECT_TRUE(refusedWith(*state, "take P1a", "player 1's pile a (P1a) is empty"));
    tidepool::setNotationShown(false); // the app: no notation
    const bool plainEmpty = refusedWith(*state, "take P1a", "player 1's pile a is empty");
    tidepool::setNotationShown(true);
    EXPECT_TRUE(plainEmpty);
    EXPECT_TRUE(refusedWith(*state, "take P2a",
                            "there is no discard pile P2a with 2 players (P0a, P0b, P1a, P1b)"));
    EXPECT_TRUE(refusedWith(*state, "take P1", "there is no discard pile P1 with 2 players (P0a, P0b, P1a, P1b)"));

    SetupSpec three;
    three.players = 3;
    auto bigger = three.build();
    EXPECT_TRUE(refusedWith(*bigger, "take P3", "there is no discard pile P3 with 3 players (P0 to P2)"));
}

TEST(RippleReasons, HoldingACard) // a turn, step 2
{
    auto state = table();
    ASSERT_TRUE(state->apply("draw")); // the castle
    EXPECT_TRUE(refusedWith(*state, "draw", "you already hold the castle; place it, stack it or discard it"));
    EXPECT_TRUE(refusedWith(*state, "take P1a", "you already hold the castle; place it, stack it or discard it"));
    EXPECT_TRUE(refusedWith(*state, "flip 1", "a card is turned up only after discarding the drawn card"));
}

TEST(RippleReasons, StackingBehindACombo) // ruling 4
{
    auto state = table();
    ASSERT_TRUE(state->apply("draw")); // the castle
    EXPECT_TRUE(refusedWith(*state, "stack 1", "slot 1 is face down; a card is stacked only behind a face-up combo card"));
    EXPECT_TRUE(refusedWith(*state, "stack 2", "the castle in slot 2 is not a combo card"));
    EXPECT_TRUE(refusedWith(*state, "stack 0", "the pineapple combo in slot 0 needs Wave and Sun, not Castle"));
}

TEST(RippleReasons, AComboHoldsOneOfEachIcon) // ruling 4
{
    SetupSpec spec = tableSpec();
    spec.deckTop = {"wave"};
    auto state = spec.build();
    ASSERT_TRUE(state->apply("draw"));
    EXPECT_TRUE(refusedWith(*state, "stack 0", "the pineapple combo in slot 0 already holds a Wave"));
}

TEST(RippleReasons, AComboWithStackedCardsIsNeverStacked) // ruling 4
{
    SetupSpec spec = tableSpec();
    spec.beaches[0][4] = "octopus+fish+wave";
    auto state = spec.build();
    ASSERT_TRUE(state->apply("draw"));    // the castle
    ASSERT_TRUE(state->apply("place 0")); // the pineapple combo with its wave is about to be discarded
    EXPECT_TRUE(refusedWith(*state, "stack 4",
                            "the pineapple combo carries stacked cards, and a combo with stacked cards is never "
                            "stacked behind another combo"));
}

TEST(RippleReasons, ARippleMustMakeANewMatch) // rippling
{
    auto state = table();
    ASSERT_TRUE(state->apply("draw"));    // the castle
    ASSERT_TRUE(state->apply("place 1")); // the octopus from slot 1 is about to be discarded
    const std::string prefix = "the octopus can ripple only into a slot where it makes a new match: ";
    EXPECT_TRUE(refusedWith(*state, "place 4", prefix + "slot 9 (the other slot of column 4) is face down"));
    EXPECT_TRUE(refusedWith(*state, "place 2", prefix + "slot 7 holds a castle, not an octopus"));

    SetupSpec spec = tableSpec();
    spec.beaches[0][3] = "octopus";
    auto matched = spec.build();
    ASSERT_TRUE(matched->apply("draw"));
    ASSERT_TRUE(matched->apply("place 1"));
    EXPECT_TRUE(refusedWith(*matched, "place 3", prefix + "column 3 already matches two octopus cards"));
}

TEST(RippleReasons, AfterDiscardingTheDrawnCardTurnOneUp) // a turn, step 2
{
    auto state = table();
    ASSERT_TRUE(state->apply("draw"));
    ASSERT_TRUE(state->apply("discard"));
    EXPECT_TRUE(refusedWith(*state, "place 1", "after discarding the drawn card, turn one face-down card up (flip <s>)"));
    EXPECT_TRUE(refusedWith(*state, "flip 2", "slot 2 is already face up"));
}

TEST(RippleReasons, AnExtraTurnDrawsFromTheDrawPile) // ruling 6
{
    SetupSpec spec = tableSpec();
    spec.deckTop = {"sun", "castle"};
    spec.discards = {{}, {}, {"flower"}, {}};
    auto state = spec.build();
    ASSERT_TRUE(state->apply("draw"));
    ASSERT_TRUE(state->apply("stack 0"));
    ASSERT_EQ(state->currentPlayer(), 0);
    EXPECT_TRUE(refusedWith(*state, "take P1a",
                            "this is an extra turn for stacking behind a combo: its card must come from the draw pile"));
}

TEST(RippleReasons, TheGameIsOver) // ruling 12
{
    SetupSpec spec;
    spec.beaches = {{"fish", "fish", "crab", "crab", "sun", "fish", "fish", "crab", "crab", "?sun"},
                    {"boat", "boat", "wave", "wave", "turtle", "boat", "boat", "wave", "wave", "?turtle"}};
    spec.deckTop = {"dolphin", "dolphin"};
    Rules rules;
    rules.rounds = 1;
    auto state = spec.build(rules);
    ASSERT_TRUE(state);
    for (const char* action : {"draw", "discard", "flip 9", "draw", "discard", "flip 9"})
        ASSERT_TRUE(state->apply(action)) << action;
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->check("draw").reason(), "the game is over");
    EXPECT_EQ(state->apply("draw").reason(), "the game is over");
}

// Ripple rules: every ruling 1..12 of the product's rulings (docs/rules.md) and both options.
#include "random_game.h"
#include "ripple_helpers.h"

#include "core/notation.h"
#include "core/record.h"
#include "core/rng.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace ripple_test;

namespace {

Record seededRecord(int players, Json options = Json::object(), std::uint64_t seed = 1)
{
    Record record;
    record.game = "ripple";
    record.options = std::move(options);
    record.seed = seed;
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "human", {}});
    return record;
}

const RippleState& asRipple(const State& state)
{
    return dynamic_cast<const RippleState&>(state);
}

std::vector<std::string> shownBeach(const RippleState& state, int player)
{
    std::vector<std::string> slots;
    for (const BeachCard& slot : state.beach(player))
        slots.push_back(shown(slot));
    return slots;
}

std::vector<std::string> topFirst(const std::vector<Card>& pile)
{
    std::vector<std::string> ids;
    for (auto it = pile.rbegin(); it != pile.rend(); ++it)
        ids.push_back(it->toString());
    return ids;
}

/// Two players in the play phase. Player 0: fish and beach ball up, the rest face down; player 1:
/// octopus and castle up. The draw pile starts sun, turtle, seashell, dolphin.
SetupSpec basicSetup()
{
    SetupSpec setup;
    setup.beaches = {{"fish", "beachball", "?boat", "?wave", "?pineapple", "?palmtree", "?turtle", "?sun",
                      "?castle", "?flower"},
                     {"octopus", "castle", "?flower", "?seashell", "?crab", "?dolphin", "?boat", "?wave",
                      "?pineapple", "?palmtree"}};
    setup.deckTop = {"sun", "turtle", "seashell", "dolphin"};
    return setup;
}

/// Player 0's beach for a ripple chain: drawing a card into slot 1 frees the face-down octopus,
/// which can ripple into slot 3 (slot 8 shows an octopus), freeing the wave, which can ripple into
/// slot 4 (slot 9 shows a wave), freeing the pineapple, which the combo in slot 5 needs.
SetupSpec rippleChainSetup()
{
    SetupSpec setup;
    setup.beaches = {{"fish", "?octopus", "?boat", "?wave", "?pineapple", "palmtree+sun+pineapple", "?turtle",
                      "?sun", "octopus", "wave"}};
    setup.deckTop = {"seashell", "dolphin", "crab"};
    return setup;
}

} // namespace

// ------------------------------------------------------------------------------------------------
// Rulings 1 and 3: the deck and the deal

TEST(RippleDeal, NewGameDealsTenFaceDownCardsToEachBeachAndTheRestToTheDrawPile)
{
    for (int players = 2; players <= 6; ++players) {
        SCOPED_TRACE(players);
        auto state = startState(seededRecord(players));
        ASSERT_TRUE(state) << state.error();
        const auto& ripple = asRipple(**state);
        EXPECT_TRUE(invariantsHold(ripple));
        EXPECT_EQ(ripple.phase(), Phase::Reveal);
        EXPECT_EQ(ripple.round(), 1);
        EXPECT_EQ(ripple.currentPlayer(), 0);
        EXPECT_EQ(ripple.drawPile().size(), static_cast<std::size_t>(100 - 10 * players));
        EXPECT_EQ(ripple.discardPiles().size(), static_cast<std::size_t>(players == 2 ? 4 : players));
        for (const auto& pile : ripple.discardPiles())
            EXPECT_TRUE(pile.empty());
        for (int p = 0; p < players; ++p)
            EXPECT_EQ(faceDownCount(ripple.beach(p)), 10);
        EXPECT_EQ(ripple.totals(), std::vector<int>(static_cast<std::size_t>(players), 0));
    }
}

TEST(RippleDeal, TwoToSixPlayers)
{
    for (int players : {1, 7}) {
        auto state = startState(seededRecord(players));
        ASSERT_FALSE(state);
        EXPECT_NE(state.error().find("Ripple takes 2 to 6 players"), std::string::npos) << state.error();
    }
    const GameInfo* info = findGame("ripple");
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(info->minPlayers, 2);
    EXPECT_EQ(info->maxPlayers, 6);
    // The last of TIDEPOOL_GAMES (games registered by a test program only come after it).
    ASSERT_GE(games().size(), 3u);
    EXPECT_EQ(games()[2].name, "ripple") << "Ripple is listed after Ribbit and Mini";
}

TEST(RippleDeal, SameSeedDealsTheSameGameAndOtherSeedsDiffer)
{
    auto a = startState(seededRecord(4, {}, 9));
    auto b = startState(seededRecord(4, {}, 9));
    auto c = startState(seededRecord(4, {}, 10));
    ASSERT_TRUE(a && b && c);
    EXPECT_TRUE(asRipple(**a) == asRipple(**b));
    EXPECT_FALSE(asRipple(**a) == asRipple(**c));
}

// ------------------------------------------------------------------------------------------------
// Ruling 2: slots and columns

TEST(RippleSlots, SlotsZeroToFourOnTopAndColumnsPairSAndSPlusFive)
{
    EXPECT_EQ(Slot{0}.partner(), Slot{5});
    EXPECT_EQ(Slot{7}.partner(), Slot{2});
    EXPECT_EQ(Slot{9}.column(), 4);
    EXPECT_EQ(Slot{4}.column(), 4);
    EXPECT_EQ(Slot::parse("7"), Slot{7});
    EXPECT_FALSE(Slot::parse("10"));
    EXPECT_FALSE(Slot::parse("-1"));
    EXPECT_FALSE(Slot::parse("a"));
}

// ------------------------------------------------------------------------------------------------
// Ruling 3: the opening reveal and who starts

TEST(RippleReveal, EachPlayerRevealsTwoCardsInSeatOrder)
{
    auto state = startState(seededRecord(3));
    ASSERT_TRUE(state);
    const auto& ripple = asRipple(**state);
    const auto legal = legalTexts(ripple);
    EXPECT_EQ(legal.size(), 45u) << "every pair of slots";
    EXPECT_EQ(legal.front(), "reveal 0 1");
    EXPECT_EQ(legal.back(), "reveal 8 9");
    ASSERT_TRUE(play(**state, {"reveal 2 7"}));
    EXPECT_TRUE(ripple.beach(0)[2].up);
    EXPECT_TRUE(ripple.beach(0)[7].up);
    EXPECT_EQ(faceDownCount(ripple.beach(0)), 8);
    EXPECT_EQ(ripple.currentPlayer(), 1);
    ASSERT_TRUE(play(**state, {"reveal 0 9"}));
    EXPECT_EQ(ripple.currentPlayer(), 2);
    EXPECT_EQ(ripple.phase(), Phase::Reveal);
    ASSERT_TRUE(play(**state, {"reveal 3 4"}));
    EXPECT_EQ(ripple.phase(), Phase::Play);
    EXPECT_EQ(ripple.step(), Step::Draw);
}

TEST(RippleReveal, LowestSumOfTheTwoCardsStarts)
{
    SetupSpec setup;
    setup.players = 3;
    setup.phase = "reveal";
    setup.beaches = {{"?crab", "?seashell"}, {"?fish", "?sun"}, {"?dolphin", "?wave"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    ASSERT_TRUE(play(*state, {"reveal 0 1", "reveal 0 1", "reveal 0 1"}));
    EXPECT_EQ(state->phase(), Phase::Play);
    EXPECT_EQ(state->currentPlayer(), 2) << "35, 15 and 3: the last seat starts";
}

TEST(RippleReveal, TieGoesToTheEarliestSeat)
{
    SetupSpec setup;
    setup.players = 3;
    setup.phase = "reveal";
    setup.beaches = {{"?crab", "?seashell"}, {"?dolphin", "?wave"}, {"?boat", "?beachball"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    ASSERT_TRUE(play(*state, {"reveal 0 1", "reveal 0 1", "reveal 0 1"}));
    EXPECT_EQ(state->currentPlayer(), 1) << "players 1 and 2 both have 3; seat 1 is earlier";
}

TEST(RippleReveal, SetupRevealPhaseContinuesFromCurrent)
{
    SetupSpec setup;
    setup.players = 3;
    setup.phase = "reveal";
    setup.current = 2;
    setup.beaches = {{"dolphin", "dolphin"}, {"crab", "crab"}, {"?fish", "?fish"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    ASSERT_TRUE(play(*state, {"reveal 0 1"}));
    EXPECT_EQ(state->phase(), Phase::Play);
    EXPECT_EQ(state->currentPlayer(), 0);
}

// ------------------------------------------------------------------------------------------------
// Ruling 4: a turn

TEST(RippleTurn, DrawThenPlaceReplacesTheCardWhichIsDiscardedToTheOwnPile)
{
    auto state = basicSetup().build();
    ASSERT_TRUE(state);
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"draw"})) << "every discard pile is empty";
    ASSERT_TRUE(play(*state, {"draw"}));
    EXPECT_EQ(state->step(), Step::Hold);
    ASSERT_TRUE(state->held());
    EXPECT_EQ(state->held()->card, card("sun"));
    EXPECT_TRUE(state->held()->drawn);
    const auto legal = legalTexts(*state);
    EXPECT_EQ(legal,
              (std::vector<std::string>{"place 0", "place 1", "place 2", "place 3", "place 4", "place 5",
                                        "place 6", "place 7", "place 8", "place 9", "discard"}));
    ASSERT_TRUE(play(*state, {"place 2"}));
    EXPECT_EQ(shown(state->beach(0)[2]), "sun");
    EXPECT_EQ(state->step(), Step::Ripple);
    EXPECT_EQ(state->held()->card, card("boat"));
    EXPECT_FALSE(state->held()->drawn);
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"discard"})) << "the boat has nowhere to ripple";
    ASSERT_TRUE(play(*state, {"discard"}));
    EXPECT_EQ(topFirst(state->discardPile(Pile{0, 0})), (std::vector<std::string>{"boat"}));
    EXPECT_EQ(state->currentPlayer(), 1);
    EXPECT_EQ(state->step(), Step::Draw);
    EXPECT_FALSE(state->held());
    EXPECT_TRUE(invariantsHold(*state));
    EXPECT_EQ(state->moves().size(), 3u);
    EXPECT_EQ(state->moves()[1].turnedUp, (std::vector<Card>{card("boat")}));
    EXPECT_TRUE(state->moves()[2].endedTurn);
}

TEST(RippleTurn, PlacingOnAFaceUpCardWorksTheSame)
{
    auto state = basicSetup().build();
    ASSERT_TRUE(play(*state, {"draw", "place 0"}));
    EXPECT_EQ(state->held()->card, card("fish"));
    EXPECT_EQ(shown(state->beach(0)[0]), "sun");
}

TEST(RippleTurn, TakeTheTopCardOfAnotherPlayersPile)
{
    auto setup = basicSetup();
    setup.discards = {{"crab"}, {}, {"castle", "dolphin"}, {}};
    auto state = setup.build();
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"draw", "take P1a"}));
    ASSERT_TRUE(play(*state, {"take P1a"}));
    EXPECT_EQ(state->held()->card, card("castle"));
    EXPECT_EQ(topFirst(state->discardPile(Pile{1, 0})), (std::vector<std::string>{"dolphin"}));
}

TEST(RippleTurn, OwnPileAndEmptyPilesCannotBeTaken)
{
    auto setup = basicSetup();
    setup.discards = {{"crab"}, {}, {}, {}};
    auto state = setup.build();
    Outcome own = state->check("take P0a");
    EXPECT_NE(own.reason().find("own discard pile"), std::string::npos) << own.reason();
    Outcome empty = state->check("take P1a");
    EXPECT_NE(empty.reason().find("is empty"), std::string::npos) << empty.reason();
}

TEST(RippleTurn, DiscardTheDrawnCardThenTurnOneFaceDownCardUp)
{
    auto state = basicSetup().build();
    ASSERT_TRUE(play(*state, {"draw", "discard"}));
    EXPECT_EQ(state->step(), Step::Flip);
    EXPECT_EQ(state->currentPlayer(), 0);
    EXPECT_EQ(topFirst(state->discardPile(Pile{0, 0})), (std::vector<std::string>{"sun"}));
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"flip 2", "flip 3", "flip 4", "flip 5", "flip 6",
                                                            "flip 7", "flip 8", "flip 9"}));
    EXPECT_FALSE(state->check("flip 0")) << "already face up";
    EXPECT_FALSE(state->check("place 3"));
    ASSERT_TRUE(play(*state, {"flip 8"}));
    EXPECT_EQ(shown(state->beach(0)[8]), "castle");
    EXPECT_EQ(state->currentPlayer(), 1);
}

TEST(RippleTurn, DiscardingWithNoFaceDownCardLeftEndsTheTurnAtOnce)
{
    auto setup = basicSetup();
    setup.beaches[0] = {"fish",     "beachball", "boat", "wave",   "pineapple",
                        "palmtree", "turtle",    "sun",  "castle", "flower"};
    setup.deckTop = {"crab"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw"}));
    EXPECT_EQ(state->explain(Action::discard()), "Discard the crab to player 0's pile a (no face-down card is left)");
    ASSERT_TRUE(play(*state, {"discard"}));
    EXPECT_EQ(state->currentPlayer(), 1);
    EXPECT_EQ(state->step(), Step::Draw);
}

// ------------------------------------------------------------------------------------------------
// Ruling 5: two discard piles each with two players

TEST(RippleTwoPlayers, DiscardsAlternateBetweenPilesAAndB)
{
    auto setup = basicSetup();
    setup.deckTop = {"sun", "turtle", "seashell", "dolphin", "crab", "fish"};
    auto state = setup.build();
    EXPECT_EQ(state->nextPile(0), (Pile{0, 0}));
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 2"})); // sun to P0a
    EXPECT_EQ(state->nextPile(0), (Pile{0, 1}));
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 2"}));  // turtle to P1a
    ASSERT_TRUE(play(*state, {"draw", "place 0", "discard"})); // fish (replaced) to P0b
    EXPECT_EQ(state->nextPile(0), (Pile{0, 0}));
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 3"})); // dolphin to P1b
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 3"})); // crab to P0a
    EXPECT_EQ(topFirst(state->discardPile(Pile{0, 0})), (std::vector<std::string>{"crab", "sun"}));
    EXPECT_EQ(topFirst(state->discardPile(Pile{0, 1})), (std::vector<std::string>{"fish"}));
    EXPECT_EQ(topFirst(state->discardPile(Pile{1, 0})), (std::vector<std::string>{"turtle"}));
    EXPECT_EQ(topFirst(state->discardPile(Pile{1, 1})), (std::vector<std::string>{"dolphin"}));
    // The opponent may take from the top of either pile.
    const auto legal = legalTexts(*state);
    EXPECT_EQ(legal, (std::vector<std::string>{"draw", "take P0a", "take P0b"}));
}

TEST(RippleTwoPlayers, SetupSaysWhichPileComesNext)
{
    auto setup = basicSetup();
    setup.nextPile = {"b", "a"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw", "discard"}));
    EXPECT_TRUE(state->discardPile(Pile{0, 0}).empty());
    EXPECT_EQ(topFirst(state->discardPile(Pile{0, 1})), (std::vector<std::string>{"sun"}));
}

TEST(RippleTwoPlayers, PileNamesDependOnTheTable)
{
    EXPECT_EQ(Pile::ofIndex(3, 2).toString(), "P1b");
    EXPECT_EQ(Pile::ofIndex(3, 4).toString(), "P3");
    EXPECT_TRUE((Pile{1, 1}.validFor(2)));
    EXPECT_FALSE((Pile{1, -1}.validFor(2)));
    EXPECT_FALSE((Pile{1, 0}.validFor(3)));
    EXPECT_FALSE((Pile{3, -1}.validFor(3)));
    EXPECT_EQ(pileCount(2), 4);
    EXPECT_EQ(pileCount(5), 5);

    SetupSpec setup;
    setup.players = 3;
    setup.discards = {{}, {"crab"}, {}};
    auto state = setup.build();
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"draw", "take P1"}));
    Outcome wrong = state->check("take P1a");
    EXPECT_NE(wrong.reason().find("no discard pile P1a with 3 players"), std::string::npos) << wrong.reason();
    ASSERT_TRUE(play(*state, {"draw", "discard"}));
    EXPECT_EQ(state->discardPile(Pile{0, -1}).size(), 1u);
}

// ------------------------------------------------------------------------------------------------
// Ruling 4 and 6: stacking behind a combo, extra turns

TEST(RippleExtraTurn, StackingEarnsAnExtraTurnWhoseDrawMustComeFromTheDrawPile)
{
    SetupSpec setup;
    setup.beaches = {{"pineapple+wave+sun", "?fish", "?boat", "?octopus", "?castle", "?palmtree", "?turtle",
                      "?flower", "?crab", "?seashell"}};
    setup.deckTop = {"wave", "sun", "dolphin"};
    setup.discards = {{}, {}, {"beachball"}, {}};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw"}));
    EXPECT_TRUE(contains(legalTexts(*state), "stack 0"));
    EXPECT_EQ(
        state->explain(Action::stack(0)),
        "Stack the wave behind the pineapple combo in slot 0 (an extra turn, drawing from the draw pile)");
    ASSERT_TRUE(play(*state, {"stack 0"}));
    EXPECT_EQ(state->currentPlayer(), 0);
    EXPECT_TRUE(state->isExtraTurn());
    EXPECT_TRUE(state->moves().back().extraTurn);
    EXPECT_EQ(shown(state->beach(0)[0]), "pineapple+wave+sun[wave]");
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"draw"}))
        << "P1a has a card, but not in an extra turn";
    Outcome take = state->check("take P1a");
    EXPECT_NE(take.reason().find("extra turn"), std::string::npos) << take.reason();

    // Extra turns chain: the sun completes the combo and earns another.
    ASSERT_TRUE(play(*state, {"draw", "stack 0"}));
    EXPECT_EQ(state->currentPlayer(), 0);
    EXPECT_TRUE(state->isExtraTurn());
    EXPECT_TRUE(comboComplete(state->beach(0)[0].card, state->beach(0)[0].stacked));
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 1"}));
    EXPECT_EQ(state->currentPlayer(), 1);
    EXPECT_FALSE(state->isExtraTurn());
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(RippleExtraTurn, StackRefusals)
{
    SetupSpec setup;
    setup.beaches = {{"pineapple+wave+sun[wave]", "?crab+sun+seashell", "fish", "?boat", "?octopus",
                      "?castle", "?palmtree", "?turtle", "?flower", "?seashell"}};
    setup.deckTop = {"wave", "dolphin", "sun"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw"}));
    Outcome already = state->check("stack 0");
    EXPECT_NE(already.reason().find("already holds a Wave"), std::string::npos) << already.reason();
    Outcome faceDown = state->check("stack 1");
    EXPECT_NE(faceDown.reason().find("face down"), std::string::npos) << faceDown.reason();
    Outcome standard = state->check("stack 2");
    EXPECT_NE(standard.reason().find("not a combo card"), std::string::npos) << standard.reason();
    ASSERT_TRUE(play(*state, {"place 3", "discard"}));
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 3"}));
    ASSERT_TRUE(play(*state, {"draw"})); // sun
    EXPECT_TRUE(state->check("stack 0"));
    setup.deckTop = {"fish"};
    auto other = setup.build();
    ASSERT_TRUE(play(*other, {"draw"}));
    Outcome needs = other->check("stack 0");
    EXPECT_NE(needs.reason().find("needs Wave and Sun, not Fish"), std::string::npos) << needs.reason();
}

TEST(RippleExtraTurn, AComboCardWithoutAStackMayBeStacked)
{
    SetupSpec setup;
    setup.beaches = {{"crab+sun+seashell", "?fish"}};
    setup.deckTop = {"sun+boat+castle"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw", "stack 0"}));
    EXPECT_EQ(shown(state->beach(0)[0]), "crab+sun+seashell[sun+boat+castle]");
}

// ------------------------------------------------------------------------------------------------
// Ruling 7 and 8: rippling

TEST(RippleRipple, ChainIntoMatchesAndThenIntoACombo)
{
    auto state = rippleChainSetup().build();
    ASSERT_TRUE(play(*state, {"draw", "place 1"})); // seashell in; the face-down octopus comes out
    EXPECT_EQ(state->held()->card, card("octopus"));
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"place 3", "discard"}));
    EXPECT_EQ(state->explain(Action::place(3)), "Ripple the octopus into slot 3 to match slot 8; the "
                                                "face-down card there is then about to be discarded");
    ASSERT_TRUE(play(*state, {"place 3"})); // the octopus matches slot 8; the wave comes out
    EXPECT_EQ(state->held()->card, card("wave"));
    EXPECT_EQ(state->step(), Step::Ripple);
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"place 4", "discard"}));
    ASSERT_TRUE(play(*state, {"place 4"})); // the wave matches slot 9; the pineapple comes out
    EXPECT_EQ(state->held()->card, card("pineapple"));
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"stack 5", "discard"}));
    ASSERT_TRUE(play(*state, {"stack 5"}));
    EXPECT_EQ(shownBeach(*state, 0), (std::vector<std::string>{"fish", "seashell", "?boat", "octopus", "wave",
                                                               "palmtree+sun+pineapple[pineapple]", "?turtle",
                                                               "?sun", "octopus", "wave"}));
    EXPECT_FALSE(state->held());
    EXPECT_EQ(state->currentPlayer(), 0) << "rippling into a combo earns an extra turn";
    EXPECT_TRUE(state->isExtraTurn());
    EXPECT_TRUE(state->discardPile(Pile{0, 0}).empty()) << "nothing was discarded";
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(RippleRipple, RippleIntoAMatchGrantsNoExtraTurn)
{
    auto state = rippleChainSetup().build();
    ASSERT_TRUE(play(*state, {"draw", "place 1", "place 3", "discard"}));
    EXPECT_EQ(state->currentPlayer(), 1);
    EXPECT_EQ(topFirst(state->discardPile(Pile{0, 0})), (std::vector<std::string>{"wave"}));
}

TEST(RippleRipple, LegalityNeverDependsOnAHiddenCard)
{
    // The same visible beach with different face-down cards offers the same actions.
    auto a = rippleChainSetup();
    auto b = rippleChainSetup();
    b.beaches[0][3] = "?octopus"; // the slot rippled into already hides an octopus
    b.beaches[0][1] = "?octopus";
    a.beaches[0][2] = "?octopus";
    b.beaches[0][2] = "?boat";
    auto sa = a.build();
    auto sb = b.build();
    ASSERT_TRUE(sa && sb);
    ASSERT_TRUE(play(*sa, {"draw", "place 1"}));
    ASSERT_TRUE(play(*sb, {"draw", "place 1"}));
    EXPECT_EQ(legalTexts(*sa), legalTexts(*sb));
    EXPECT_TRUE(sb->check("place 3")) << "a hidden octopus in slot 3 does not make the match 'already there'";

    // A face-down partner never allows a ripple, even when it hides the same icon.
    auto c = rippleChainSetup();
    c.beaches[0][8] = "?octopus";
    auto sc = c.build();
    ASSERT_TRUE(play(*sc, {"draw", "place 1"}));
    EXPECT_EQ(legalTexts(*sc), (std::vector<std::string>{"discard"}));
    Outcome refused = sc->check("place 3");
    EXPECT_NE(refused.reason().find("slot 8 (the other slot of column 3) is face down"), std::string::npos)
        << refused.reason();
}

TEST(RippleRipple, NoRippleIntoAMatchThatIsAlreadyThere)
{
    SetupSpec setup;
    setup.beaches = {{"fish", "?octopus", "?boat", "octopus", "?pineapple", "?palmtree", "?turtle", "?sun",
                      "octopus", "?wave"}};
    setup.deckTop = {"seashell"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw", "place 1"}));
    EXPECT_EQ(state->held()->card, card("octopus"));
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"discard"}));
    Outcome already = state->check("place 3");
    EXPECT_NE(already.reason().find("column 3 already matches two octopus cards"), std::string::npos)
        << already.reason();
    EXPECT_FALSE(state->check("place 8"));
}

TEST(RippleRipple, AComboCountsByItsOwnIconForMatching)
{
    const Beach beach = makeBeach({"?fish", "?boat", "?wave", "?sun", "?crab", "octopus+fish+wave[fish]",
                                   "?turtle", "?castle", "?flower", "?seashell"});
    EXPECT_TRUE(checkRipplePlace(beach, Held{card("octopus"), {}, false}, Slot{0}));
    EXPECT_FALSE(checkRipplePlace(beach, Held{card("fish"), {}, false}, Slot{0}))
        << "stacked cards never match";
    EXPECT_TRUE(checkRipplePlace(beach, Held{card("octopus+seashell+castle"), {}, false}, Slot{0}));
}

TEST(RippleRipple, HeldComboWithStackedCardsRipplesIntoAMatchWithItsStackButIsNeverStacked)
{
    SetupSpec setup;
    setup.beaches = {{"crab+sun+seashell[sun]", "?octopus", "?boat", "?wave", "?pineapple", "?palmtree",
                      "crab", "?castle", "?flower", "pineapple+flower+crab"}};
    setup.deckTop = {"fish"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw", "place 0"}));
    EXPECT_EQ(state->held()->card, card("crab+sun+seashell"));
    EXPECT_EQ(state->held()->stacked, (std::vector<Card>{card("sun")}));
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"place 1", "discard"}));
    Outcome stacked = state->check("stack 9");
    EXPECT_NE(stacked.reason().find("never stacked behind another combo"), std::string::npos)
        << stacked.reason();
    ASSERT_TRUE(play(*state, {"place 1"}));
    EXPECT_EQ(shown(state->beach(0)[1]), "crab+sun+seashell[sun]");
    EXPECT_EQ(state->held()->card, card("octopus"));
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(RippleRipple, DiscardedComboLiesOnTopOfItsStackedCards)
{
    SetupSpec setup;
    setup.beaches = {{"crab+sun+seashell[sun,seashell]", "?octopus"}};
    setup.deckTop = {"fish"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw", "place 0"}));
    EXPECT_EQ(state->explain(Action::discard()), "Discard the crab combo with its stacked cards to player 0's pile a");
    ASSERT_TRUE(play(*state, {"discard"}));
    EXPECT_EQ(topFirst(state->discardPile(Pile{0, 0})),
              (std::vector<std::string>{"crab+sun+seashell", "seashell", "sun"}));
    ASSERT_TRUE(play(*state, {"take P0a"})); // player 1 takes the top card
    EXPECT_EQ(state->held()->card, card("crab+sun+seashell"));
    EXPECT_TRUE(state->held()->stacked.empty()) << "only the top card is taken";
}

TEST(RippleRipple, AHeldCardWithNoSpotMustBeDiscarded)
{
    auto state = basicSetup().build();
    ASSERT_TRUE(play(*state, {"draw", "place 5"}));
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"discard"}));
    Outcome refused = state->check("place 0");
    EXPECT_NE(refused.reason().find("can ripple only into a slot where it makes a new match"),
              std::string::npos)
        << refused.reason();
}

TEST(RippleRipple, TheReplacedCardMayRippleBackIntoTheSlotItLeft)
{
    // Placing a sun over the face-down turtle in slot 1 (slot 6 shows a turtle): the turtle may
    // ripple straight back into slot 1, matching slot 6, and the sun is then about to be discarded.
    SetupSpec setup;
    setup.beaches = {{"fish", "?turtle", "?boat", "?wave", "?pineapple", "?palmtree", "turtle", "?sun",
                      "?castle", "?flower"}};
    setup.deckTop = {"sun"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw", "place 1"}));
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"place 1", "discard"}));
    ASSERT_TRUE(play(*state, {"place 1"}));
    EXPECT_EQ(state->held()->card, card("sun"));
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"discard"}));
}

// ------------------------------------------------------------------------------------------------
// Ruling 10: the end of a round

namespace {

/// Three players; player 0 has one face-down card left (slot 9).
SetupSpec lastCardSetup()
{
    SetupSpec setup;
    setup.players = 3;
    setup.beaches = {
        {"fish", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle", "sun", "castle", "?flower"},
        {"fish", "beachball", "?boat", "?wave", "?pineapple", "?palmtree", "?turtle", "?sun", "?castle",
         "?flower"},
        {"dolphin", "dolphin", "?boat", "?wave", "?pineapple", "?palmtree", "?turtle", "?sun", "?castle",
         "?flower"}};
    setup.deckTop = {"crab", "crab", "crab", "crab", "seashell"};
    return setup;
}

} // namespace

TEST(RippleRoundEnd, EndingATurnWithEveryCardUpGivesEachOtherPlayerOneLastTurn)
{
    auto state = lastCardSetup().build();
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 9"}));
    EXPECT_EQ(state->endTriggeredBy(), 0);
    EXPECT_TRUE(state->moves().back().triggeredRoundEnd);
    EXPECT_EQ(state->currentPlayer(), 1);
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 2"}));
    EXPECT_EQ(state->currentPlayer(), 2);
    EXPECT_TRUE(state->roundResults().empty());
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 2"}));
    ASSERT_EQ(state->roundResults().size(), 1u) << "player 0 does not play again";
    EXPECT_TRUE(state->moves().back().roundEnded);
    const RoundResult& result = state->roundResults()[0];
    EXPECT_EQ(result.endedBy, 0);
    EXPECT_FALSE(result.drawPileRanOut);
    // Player 0: 58 face value; above 0, so +10 for ending the round.
    EXPECT_EQ(result.scores[0].subtotal, 58);
    EXPECT_EQ(result.scores[0].penalty, 10);
    EXPECT_EQ(result.scores[0].total, 68);
    // Every face-down card was turned up and scored: player 2's beach is worth its full value.
    EXPECT_EQ(result.scores[2].slots[9].card, card("flower"));
    EXPECT_EQ(result.scores[1].penalty, 0);
    EXPECT_EQ(state->roundScores(),
              (std::vector<std::vector<int>>{{68, result.scores[1].total, result.scores[2].total}}));
    EXPECT_EQ(state->totals(), state->roundScores()[0]);
    // The next round is dealt and opens with the reveal.
    EXPECT_EQ(state->round(), 2);
    EXPECT_EQ(state->phase(), Phase::Reveal);
    EXPECT_EQ(state->currentPlayer(), 0);
    EXPECT_FALSE(state->endTriggeredBy());
    for (int p = 0; p < 3; ++p)
        EXPECT_EQ(faceDownCount(state->beach(p)), 10);
    EXPECT_EQ(state->drawPile().size(), 70u);
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(RippleRoundEnd, TriggerPenaltyOptionOff)
{
    Rules rules;
    rules.triggerPenalty = false;
    auto state = lastCardSetup().build(rules);
    ASSERT_TRUE(play(
        *state, {"draw", "discard", "flip 9", "draw", "discard", "flip 2", "draw", "discard", "flip 2"}));
    EXPECT_EQ(state->roundResults()[0].scores[0].penalty, 0);
    EXPECT_EQ(state->roundScores()[0][0], 58);
}

TEST(RippleRoundEnd, NoPenaltyForEndingAtZeroOrBelow)
{
    SetupSpec setup;
    // Player 0 ends the round with the rulebook's example beach: -2.
    setup.beaches = {{"palmtree", "palmtree", "castle", "fish", "?beachball", "palmtree", "palmtree",
                      "castle", "dolphin+octopus+fish[octopus]", "pineapple+wave+sun[wave,sun]"},
                     {"crab", "seashell"}};
    setup.deckTop = {"crab", "crab"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 4"}));
    EXPECT_EQ(state->endTriggeredBy(), 0);
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 2"}));
    const auto& score = state->roundResults().at(0).scores[0];
    EXPECT_TRUE(score.endedRound);
    EXPECT_EQ(score.subtotal, -2);
    EXPECT_EQ(score.penalty, 0);
    EXPECT_EQ(state->roundScores()[0][0], -2);
}

TEST(RippleRoundEnd, TheRoundEndIsCheckedAfterExtraTurnsAndLastTurnsIncludeExtraTurns)
{
    SetupSpec setup;
    setup.beaches = {{"pineapple+wave+sun", "?sun", "boat", "wave", "pineapple", "palmtree", "turtle", "sun",
                      "castle", "flower"},
                     {"crab+sun+seashell", "?fish", "?boat", "?wave", "?pineapple", "?palmtree", "?turtle",
                      "?sun", "?castle", "?flower"}};
    setup.deckTop = {"dolphin", "octopus", "sun", "dolphin", "fish"};
    auto state = setup.build();
    // Player 0 places the dolphin over the last face-down card and ripples the sun behind the combo.
    ASSERT_TRUE(play(*state, {"draw", "place 1", "stack 0"}));
    EXPECT_TRUE(allFaceUp(state->beach(0)));
    EXPECT_EQ(state->currentPlayer(), 0);
    EXPECT_FALSE(state->endTriggeredBy()) << "the turn goes on with its extra turn";
    ASSERT_TRUE(play(*state, {"draw", "discard"}));
    EXPECT_EQ(state->endTriggeredBy(), 0) << "the turn ended (after its extra turn) with every card up";
    EXPECT_EQ(state->currentPlayer(), 1);
    // Player 1's last turn earns an extra turn, which is played before the round ends.
    ASSERT_TRUE(play(*state, {"draw", "stack 0"}));
    EXPECT_EQ(state->currentPlayer(), 1);
    EXPECT_TRUE(state->isExtraTurn());
    EXPECT_TRUE(state->roundResults().empty());
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 1"}));
    EXPECT_EQ(state->roundResults().size(), 1u);
    EXPECT_EQ(state->round(), 2);
}

// ------------------------------------------------------------------------------------------------
// Ruling 11: the end of the draw pile

TEST(RippleDrawPile, EmptyDrawPileIsRebuiltFromEveryDiscardPileButItsTopCard)
{
    SetupSpec setup;
    setup.deckTop = {"crab"};
    setup.discards = {{"sun", "turtle"}, {"boat"}, {"castle", "flower"}, {}};
    setup.restPile = 3; // every other card lies under P1b
    setup.beaches = {{"fish", "beachball"}, {"octopus", "wave"}};
    auto state = setup.build();
    const std::size_t underP1b = state->discardPile(Pile{1, 1}).size();
    ASSERT_TRUE(play(*state, {"draw", "discard"}));
    EXPECT_TRUE(state->drawPile().empty());
    ASSERT_TRUE(play(*state, {"flip 2"}));
    // Player 1's turn starts with the rebuild.
    EXPECT_TRUE(state->moves().back().reshuffled);
    EXPECT_EQ(topFirst(state->discardPile(Pile{0, 0})), (std::vector<std::string>{"crab"}));
    EXPECT_EQ(topFirst(state->discardPile(Pile{0, 1})), (std::vector<std::string>{"boat"}));
    EXPECT_EQ(topFirst(state->discardPile(Pile{1, 0})), (std::vector<std::string>{"castle"}));
    EXPECT_EQ(state->discardPile(Pile{1, 1}).size(), 1u);
    EXPECT_EQ(state->drawPile().size(), 2u + 1u + underP1b - 1u); // sun, turtle, flower, and P1b but its top
    EXPECT_TRUE(invariantsHold(*state));
    EXPECT_EQ(state->currentPlayer(), 1);

    // The rebuild follows the seed.
    auto again = setup.build();
    ASSERT_TRUE(play(*again, {"draw", "discard", "flip 2"}));
    EXPECT_EQ(again->drawPile(), state->drawPile());
    auto otherSeed = setup.build(Rules{}, 99);
    ASSERT_TRUE(play(*otherSeed, {"draw", "discard", "flip 2"}));
    EXPECT_NE(otherSeed->drawPile(), state->drawPile());
}

namespace {

/// Six beaches holding 99 cards (19 completed combos and one combo with one stacked card), so the
/// draw pile holds a single card and nothing can rebuild it.
Json crowdedBeaches(std::string& deckCard)
{
    std::vector<Card> pool = catalogue().deck();
    auto takeCard = [&](const Card& c) {
        auto it = std::find(pool.begin(), pool.end(), c);
        EXPECT_NE(it, pool.end()) << c.toString();
        if (it != pool.end())
            pool.erase(it);
    };
    auto takeIcon = [&](Icon icon) -> std::optional<Card> {
        for (const Card& c : pool)
            if (c.icon == icon && !c.combo) {
                takeCard(c);
                return c;
            }
        return std::nullopt;
    };
    std::vector<BeachCard> slots;
    for (const ComboEntry& combo : catalogue().combos()) {
        if (slots.size() == 20)
            break;
        takeCard(combo.card);
        BeachCard slot{combo.card, true, {}};
        const std::size_t wanted = slots.size() == 19 ? 1 : 2;
        for (std::size_t n = 0; n < wanted; ++n)
            if (auto c = takeIcon(combo.card.needs[n]))
                slot.stacked.push_back(*c);
        EXPECT_EQ(slot.stacked.size(), wanted) << combo.card.toString();
        slots.push_back(slot);
    }
    // The remaining cards go on beaches as single cards, before the combos; one is kept for the deck.
    std::vector<BeachCard> singles;
    while (pool.size() > 1) {
        singles.push_back(BeachCard{pool.back(), true, {}});
        pool.pop_back();
    }
    slots.insert(slots.begin(), singles.begin(), singles.end());
    EXPECT_EQ(slots.size(), 60u);
    deckCard = pool.front().toString();
    Json beaches = Json::array();
    for (int p = 0; p < 6; ++p) {
        Json beach = Json::array();
        for (int s = 0; s < 10; ++s) {
            BeachCard slot = slots[static_cast<std::size_t>(p * 10 + s)];
            if (p == 0 && s == 9)
                slot.up = false; // player 0 keeps a card face down
            beach.push_back(slotJson(slot));
        }
        beaches.push_back(beach);
    }
    return beaches;
}

} // namespace

TEST(RippleDrawPile, RoundEndsWhenTheDrawPileIsStillEmptyAtTheStartOfATurn)
{
    std::string deckCard;
    Json beaches = crowdedBeaches(deckCard);
    ASSERT_TRUE(beaches[0][9]["stacked"].empty());
    ASSERT_FALSE(beaches[0][9]["up"].get<bool>());
    Json setup = {{"beaches", beaches}, {"deck", {deckCard}}, {"phase", "play"}, {"current", 0}};
    auto made = RippleState::fromSetup(Rules{}, 6, setup, 0, *Catalogue::embedded());
    ASSERT_TRUE(made) << made.error();
    auto& state = **made;
    EXPECT_TRUE(invariantsHold(state));
    ASSERT_TRUE(play(state, {"draw", "place 0", "discard"}));
    EXPECT_FALSE(state.endTriggeredBy()) << "player 0 still has a face-down card";
    ASSERT_EQ(state.roundResults().size(), 1u);
    EXPECT_TRUE(state.roundResults()[0].drawPileRanOut);
    EXPECT_FALSE(state.roundResults()[0].endedBy);
    for (const ScoreBreakdown& score : state.roundResults()[0].scores)
        EXPECT_EQ(score.penalty, 0) << "no one ended the round";
    EXPECT_EQ(state.round(), 2);
    EXPECT_TRUE(invariantsHold(state));
}

// ------------------------------------------------------------------------------------------------
// Ruling 12: rounds, the winner and the tie-break

namespace {

/// Two players in the final round. Player 0 ends the round in one turn; player 1 then has one
/// last turn. triggerPenalty is off so the scores are the beaches' own.
std::unique_ptr<RippleState> finalRound(const std::vector<std::string>& beach1, std::vector<int> totals)
{
    SetupSpec setup;
    setup.beaches = {
        {"fish", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle", "sun", "castle", "?flower"},
        beach1};
    setup.deckTop = {"crab", "crab"};
    setup.round = 3;
    setup.totals = std::move(totals);
    Rules rules;
    rules.triggerPenalty = false;
    auto state = setup.build(rules);
    EXPECT_TRUE(play(*state, {"draw", "discard", "flip 9", "draw", "discard", "flip 9"}));
    return state;
}

} // namespace

TEST(RippleGameEnd, LowestTotalWins)
{
    // Player 0 scores 58 this round; player 1's same beach also 58.
    auto state = finalRound(
        {"fish", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle", "sun", "castle", "?flower"},
        {10, 20});
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->totals(), (std::vector<int>{68, 78}));
    EXPECT_EQ(state->winners(), (std::vector<int>{0}));
    EXPECT_EQ(state->winReason(), "player 0 has the lowest total, 68 points (ruling 12)");
    EXPECT_FALSE(state->currentPlayer());
    EXPECT_TRUE(tidepool::legalActionsOf(*state).empty());
    EXPECT_FALSE(state->apply("draw"));
    EXPECT_EQ(state->phase(), Phase::Over);
    for (int p = 0; p < 2; ++p)
        EXPECT_EQ(faceDownCount(state->beach(p)), 0) << "the final beaches stay face up";
}

TEST(RippleGameEnd, TieGoesToTheLowerFinalRoundScore)
{
    // Player 1 scores 58 - 8 - 5 = 45 (fish over fish); totals tie at 100.
    auto state = finalRound(
        {"fish", "beachball", "boat", "wave", "pineapple", "fish", "turtle", "sun", "castle", "?flower"},
        {42, 55});
    ASSERT_TRUE(state->isFinished());
    ASSERT_EQ(state->roundScores().back(), (std::vector<int>{58, 45}));
    EXPECT_EQ(state->totals(), (std::vector<int>{100, 100}));
    EXPECT_EQ(state->winners(), (std::vector<int>{1}));
    EXPECT_EQ(
        state->winReason(),
        "players 0 and 1 are tied on 100 points; player 1 wins with the lower score in the final round (45 "
        "against 58) (ruling 12)");
    // The app's sentence (notation hidden) is plain words: the rules reference names the ruling.
    tidepool::setNotationShown(false);
    const std::string plain = state->winReason();
    tidepool::setNotationShown(true);
    EXPECT_EQ(plain, "players 0 and 1 are tied on 100 points; player 1 wins with the lower score in the final round "
                     "(45 against 58)");
}

TEST(RippleGameEnd, StillTiedIsASharedWin)
{
    auto state = finalRound(
        {"fish", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle", "sun", "castle", "?flower"},
        {7, 7});
    EXPECT_EQ(state->winners(), (std::vector<int>{0, 1}));
    EXPECT_EQ(state->toJson()["winner"], (Json{0, 1}));
    EXPECT_EQ(state->winReason(),
              "players 0 and 1 are tied on 65 points; they also scored the same in the final "
              "round (58 points), so they share the win (ruling 12)");
}

TEST(RippleGameEnd, RoundsOptionSetsTheNumberOfRounds)
{
    auto info = findGame("ripple");
    ASSERT_NE(info, nullptr);
    auto ok = resolveOptions(*info, Json{{"rounds", 1}});
    ASSERT_TRUE(ok);
    EXPECT_EQ(Rules::fromOptions(*ok)->rounds, 1);
    EXPECT_FALSE(resolveOptions(*info, Json{{"rounds", 0}}));
    EXPECT_FALSE(resolveOptions(*info, Json{{"rounds", 11}}));
    EXPECT_FALSE(resolveOptions(*info, Json{{"triggerPenalty", "sometimes"}}));
    auto defaults = Rules::fromOptions(*resolveOptions(*info, Json::object()));
    EXPECT_EQ(defaults->rounds, 3);
    EXPECT_TRUE(defaults->triggerPenalty);

    // A one-round game ends after its first round.
    auto state = lastCardSetup().build(Rules{true, 1});
    ASSERT_TRUE(play(
        *state, {"draw", "discard", "flip 9", "draw", "discard", "flip 2", "draw", "discard", "flip 2"}));
    EXPECT_TRUE(state->isFinished());
    EXPECT_EQ(state->roundResults().size(), 1u);
    EXPECT_FALSE(state->winReason().empty());
}

TEST(RippleGameEnd, SeededGameWithOneRoundPlaysToTheEnd)
{
    auto state = startState(seededRecord(2, {{"rounds", 1}, {"triggerPenalty", false}}, 5));
    ASSERT_TRUE(state);
    Rng rng(3);
    int guard = 0;
    while (!(*state)->isFinished() && guard++ < 5000) {
        const auto legal = (*state)->legalActions();
        ASSERT_TRUE((*state)->apply(legal[rng.below(legal.size())].text));
    }
    ASSERT_TRUE((*state)->isFinished());
    const auto& ripple = asRipple(**state);
    EXPECT_EQ(ripple.roundScores().size(), 1u);
    EXPECT_EQ(ripple.totals(), ripple.roundScores()[0]);
}

// ------------------------------------------------------------------------------------------------
// Observations and JSON: face-down cards are hidden from everyone

TEST(RippleObservation, FaceDownCardsAreHiddenFromEveryoneIncludingTheirOwner)
{
    auto setup = basicSetup();
    setup.discards = {{"crab", "seashell"}, {}, {}, {}};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw"}));
    for (int viewer = 0; viewer < 2; ++viewer) {
        const Observation obs = state->observation(viewer);
        EXPECT_EQ(obs.beaches[0][0].card, card("fish"));
        EXPECT_FALSE(obs.beaches[0][2].card) << "the owner does not know it either";
        EXPECT_FALSE(obs.beaches[1][2].card);
        ASSERT_TRUE(obs.held);
        EXPECT_EQ(obs.held->card, card("sun"));
        EXPECT_EQ(obs.discardTops[0], card("crab"));
        EXPECT_EQ(obs.discardSizes[0], 2);
        EXPECT_FALSE(obs.discardTops[1]);
        EXPECT_EQ(obs.drawPileSize, static_cast<int>(state->drawPile().size()));
        EXPECT_EQ(obs.round, 1);
        EXPECT_EQ(obs.piles.size(), 4u);
        EXPECT_EQ(obs.nextPile[0], (Pile{0, 0}));
        const Json json = state->observationJson(viewer);
        EXPECT_EQ(json["beaches"][0][2]["card"], "?");
        EXPECT_EQ(json["beaches"][0][0]["card"], "fish");
    }
    // Identical observations for both players: Ripple has no secret hands.
    Json a = state->observationJson(0), b = state->observationJson(1);
    a.erase("player");
    b.erase("player");
    EXPECT_EQ(a, b);
}

TEST(RippleObservation, StateJsonHasTheDocumentedFieldsAndHidesFaceDownCards)
{
    auto state = basicSetup().build();
    const Json json = state->toJson();
    for (const char* key : {"game", "current", "finished", "winner", "legal", "round", "scores", "totals",
                            "beaches", "discards"})
        EXPECT_TRUE(json.contains(key)) << key;
    EXPECT_EQ(json["game"], "ripple");
    EXPECT_EQ(json["beaches"][0][2], (Json{{"card", "?"}, {"up", false}, {"stacked", Json::array()}}));
    EXPECT_EQ(json["beaches"][1][0]["card"], "octopus");
    EXPECT_EQ(json["discards"].size(), 4u);
    EXPECT_EQ(json["legal"], (Json{"draw"}));
    EXPECT_EQ(json["scores"], Json::array());
    EXPECT_EQ(json["totals"], (Json{0, 0}));
    EXPECT_EQ(json.dump().find("flower"), std::string::npos) << "no face-down card leaks";
}

// ------------------------------------------------------------------------------------------------
// Undo: only within the turn, and never past a draw or a card turned up

TEST(RippleUndo, TakePlaceOnAFaceUpCardAndDiscardOfTheDrawnCardCanBeTakenBack)
{
    auto setup = basicSetup();
    setup.discards = {{}, {}, {"crab"}, {}};
    auto state = setup.build();
    EXPECT_FALSE(state->canUndo());
    ASSERT_TRUE(play(*state, {"take P1a"}));
    EXPECT_TRUE(state->canUndo()) << "the taken card was face up";
    ASSERT_TRUE(play(*state, {"place 0"}));
    EXPECT_TRUE(state->canUndo()) << "the fish was face up";
    ASSERT_TRUE(play(*state, {"discard"}));
    Outcome over = state->canUndo();
    EXPECT_NE(over.reason().find("turn is over"), std::string::npos) << over.reason();

    auto other = basicSetup().build();
    ASSERT_TRUE(play(*other, {"draw"}));
    EXPECT_NE(other->canUndo().reason().find("drawn"), std::string::npos);
    ASSERT_TRUE(play(*other, {"place 2"}));
    EXPECT_NE(other->canUndo().reason().find("turned up"), std::string::npos);

    auto third = basicSetup().build();
    ASSERT_TRUE(play(*third, {"draw", "discard"}));
    EXPECT_TRUE(third->canUndo()) << "discarding the drawn card revealed nothing";
    // Undo is replaying without the last action: the same state as before it.
    Record record;
    record.game = "ripple";
    record.players = {PlayerSpec{"A", "human", {}}, PlayerSpec{"B", "human", {}}};
    record.setup = basicSetup().json();
    record.actions = {"draw"};
    auto undone = replay(record);
    ASSERT_TRUE(undone) << undone.error();
    EXPECT_EQ(asRipple(**undone).held(), (Held{card("sun"), {}, true}));
}

// ------------------------------------------------------------------------------------------------
// Records

TEST(RippleRecord, RecordWithASetupReplays)
{
    Record record = seededRecord(2);
    record.setup = rippleChainSetup().json();
    record.actions = {"draw", "place 1", "place 3", "place 4", "stack 5", "draw"};
    auto state = replay(record);
    ASSERT_TRUE(state) << state.error();
    EXPECT_EQ(asRipple(**state).step(), Step::Hold);
    record.actions.push_back("take P1a");
    auto bad = replay(record);
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("action 7 \"take P1a\": you already hold"), std::string::npos) << bad.error();
}

TEST(RippleRecord, ColoursAreRefused)
{
    Record record = seededRecord(2);
    record.players[0].color = "R";
    auto state = startState(record);
    ASSERT_FALSE(state);
    EXPECT_NE(state.error().find("players[0].color"), std::string::npos);
}

// ------------------------------------------------------------------------------------------------
// Invalid actions: refused with a reason, state unchanged

namespace {

struct BadAction
{
    const char* position; ///< "draw", "hold", "ripple", "flip", "reveal"
    const char* action;
    const char* reasonPart;
};

std::ostream& operator<<(std::ostream& out, const BadAction& bad)
{
    return out << bad.position << ": " << bad.action;
}

std::unique_ptr<RippleState> positionFor(const std::string& position)
{
    auto setup = basicSetup();
    setup.discards = {{"crab"}, {}, {"seashell"}, {}};
    if (position == "reveal") {
        setup.phase = "reveal";
        setup.beaches[0] = {"?fish", "?beachball"};
        setup.beaches[1] = {"?octopus", "?castle"};
    }
    auto state = setup.build();
    std::vector<std::string> actions;
    if (position == "hold")
        actions = {"draw"};
    else if (position == "ripple")
        actions = {"draw", "place 5"};
    else if (position == "flip")
        actions = {"draw", "discard"};
    EXPECT_TRUE(play(*state, actions));
    return state;
}

class RippleInvalidAction : public ::testing::TestWithParam<BadAction>
{
};

} // namespace

TEST_P(RippleInvalidAction, IsRefusedWithAReasonAndChangesNothing)
{
    const BadAction bad = GetParam();
    auto state = positionFor(bad.position);
    ASSERT_TRUE(state);
    const RippleState copy = *state;
    const Json before = state->toJson();
    Outcome checked = state->check(bad.action);
    EXPECT_FALSE(checked.ok());
    Outcome outcome = state->apply(bad.action);
    ASSERT_FALSE(outcome.ok()) << bad.action;
    EXPECT_EQ(outcome.reason(), checked.reason());
    EXPECT_NE(outcome.reason().find(bad.reasonPart), std::string::npos)
        << "reason: " << outcome.reason() << "\nexpected to contain: " << bad.reasonPart;
    EXPECT_TRUE(*state == copy) << "the state changed";
    EXPECT_EQ(state->toJson(), before);
    EXPECT_FALSE(contains(legalTexts(*state), bad.action)) << "a refused action is never listed as legal";
}

INSTANTIATE_TEST_SUITE_P(
    Cases, RippleInvalidAction,
    ::testing::Values(
        BadAction{"draw", "", "not a Ripple action"}, BadAction{"draw", "hello", "not a Ripple action"},
        BadAction{"draw", "draw now", "not a Ripple action"},
        BadAction{"draw", "place  3", "not a Ripple action"},
        BadAction{"draw", "take", "not a Ripple action"}, BadAction{"draw", "take Q1", "unknown pile \"Q1\""},
        BadAction{"draw", "take P1c", "unknown pile"}, BadAction{"draw", "place 10", "unknown slot \"10\""},
        BadAction{"draw", "flip x", "unknown slot"}, BadAction{"draw", "take P0a", "own discard pile"},
        BadAction{"draw", "take P1b", "is empty"}, BadAction{"draw", "take P2a", "no discard pile P2a"},
        BadAction{"draw", "take P1", "no discard pile P1 with 2 players"},
        BadAction{"draw", "place 3", "first draw a card"}, BadAction{"draw", "discard", "first draw a card"},
        BadAction{"draw", "flip 3", "first draw a card"},
        BadAction{"draw", "reveal 2 3", "revealed at the start"},
        BadAction{"hold", "draw", "you already hold the sun"}, BadAction{"hold", "take P1a", "already hold"},
        BadAction{"hold", "flip 3", "only after discarding the drawn card"},
        BadAction{"hold", "stack 2", "face down"}, BadAction{"hold", "stack 0", "not a combo card"},
        BadAction{"ripple", "place 0", "can ripple only into a slot where it makes a new match"},
        BadAction{"ripple", "place 6", "slot 1 holds a beach ball, not a palm tree"},
        BadAction{"ripple", "draw", "already hold the palm tree"},
        BadAction{"flip", "flip 0", "already face up"},
        BadAction{"flip", "discard", "turn one face-down card up"},
        BadAction{"flip", "draw", "turn one face-down card up"},
        BadAction{"reveal", "draw", "turning two of their cards face up"},
        BadAction{"reveal", "reveal 3 3", "two different slots, the lower first"},
        BadAction{"reveal", "reveal 5 2", "the lower first"}));

// ------------------------------------------------------------------------------------------------
// Invalid setups

namespace {

void expectSetupError(const Json& json, const std::string& part, int players = 2, Rules rules = Rules{})
{
    auto state = RippleState::fromSetup(rules, players, json, 0, *Catalogue::embedded());
    ASSERT_FALSE(state) << "accepted: " << json.dump();
    EXPECT_NE(state.error().find(part), std::string::npos) << state.error();
}

} // namespace

TEST(RippleSetup, ValidSetupIsAccepted)
{
    auto state = basicSetup().build();
    ASSERT_TRUE(state);
    EXPECT_TRUE(invariantsHold(*state));
    EXPECT_EQ(state->phase(), Phase::Play);
}

TEST(RippleSetup, MissingAndExtraCardsAreNamed)
{
    Json json = basicSetup().json();
    json["deck"].erase(json["deck"].begin()); // the sun on top
    expectSetupError(json, "setup: card sun is missing (the deck has 5, the setup 4)");
    json["deck"].push_back("fish");
    expectSetupError(json, "setup: card sun is missing");
    json["deck"].push_back("sun");
    expectSetupError(json, "setup: extra card fish (the deck has 5, the setup 6)");
}

TEST(RippleSetup, UnknownCardsAreNamed)
{
    Json json = basicSetup().json();
    json["deck"][0] = "moon";
    expectSetupError(json, "setup: unknown card \"moon\" in deck");
    json = basicSetup().json();
    json["beaches"][1][3]["card"] = "fish+sun+crab";
    expectSetupError(json, "setup: unknown card \"fish+sun+crab\" in beaches[1][3]");
}

TEST(RippleSetup, StacksMustBeBehindFaceUpCombosThatNeedThem)
{
    auto setup = basicSetup();
    setup.beaches[0][0] = "crab+sun+seashell";
    Json json = setup.json();
    json["beaches"][0][0]["stacked"] = {"fish"};
    json["deck"].erase(std::find(json["deck"].begin(), json["deck"].end(), Json("fish")));
    expectSetupError(json, "beaches[0][0]: the crab combo cannot hold the stacked fish");
    json["beaches"][0][0]["stacked"] = {"sun"};
    json["deck"].push_back("fish");
    json["deck"].erase(json["deck"].begin()); // the sun moves behind the combo
    json["beaches"][0][0]["up"] = false;
    expectSetupError(json, "beaches[0][0]: cards are stacked only behind a face-up combo card");
}

TEST(RippleSetup, StructureErrorsAreNamed)
{
    const Json good = basicSetup().json();
    Json json = good;
    json["discards"].erase(json["discards"].begin());
    expectSetupError(json, "discards must list 4 piles");
    json = good;
    json["nextPile"] = {"a", "c"};
    expectSetupError(json, "nextPile[1] must be \"a\" or \"b\"");
    json = good;
    json["beaches"][0].erase(json["beaches"][0].begin());
    expectSetupError(json, "beaches[0] must list 10 slots");
    json = good;
    json["round"] = 4;
    expectSetupError(json, "round must be 1..3");
    json = good;
    json["phase"] = "scoring";
    expectSetupError(json, "phase must be");
    json = good;
    json["current"] = 2;
    expectSetupError(json, "current must be a player index 0..1");
    json = good;
    json["hands"] = Json::array();
    expectSetupError(json, "unknown field \"hands\"");
    json = good;
    json.erase("deck");
    expectSetupError(json, "deck is missing");
    json = good;
    json["phase"] = "reveal";
    expectSetupError(json, "player 0 has still to reveal, so all their cards must be face down");

    SetupSpec three;
    three.players = 3;
    json = three.json();
    json["nextPile"] = {"a", "b", "a"};
    expectSetupError(json, "nextPile is only for two players", 3);
}

// ------------------------------------------------------------------------------------------------
// What the views read: the observation's matches and leaders, the piles' captions, and each move's
// record of what happened (the app shows these as they are, docs/architecture.md)

TEST(RippleObservation, AMatchIsAFaceUpCardWhosePartnerShowsTheSameIcon)
{
    // Ruling 8: slots 0 and 5 match (fish over fish); slot 1's partner is face down, slot 2 is face
    // down itself, and a combo counts by its own icon (slot 3 over slot 8, both palm trees).
    SetupSpec setup;
    setup.beaches = {{"fish", "beachball", "?boat", "palmtree+sun+pineapple", "wave", "fish", "?beachball", "boat",
                      "palmtree", "crab"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    for (int viewer : {0, 1}) {
        const Observation obs = state->observation(viewer);
        std::vector<int> matched;
        for (int s = 0; s < kSlotCount; ++s)
            if (obs.beaches[0][static_cast<std::size_t>(s)].matched)
                matched.push_back(s);
        EXPECT_EQ(matched, (std::vector<int>{0, 3, 5, 8})) << "viewer " << viewer;
    }
}

TEST(RippleObservation, LeadersAreNobodyBeforeTheFirstScoringThenTheLowestTotalsThenTheWinners)
{
    EXPECT_TRUE(basicSetup().build()->observation(0).leaders.empty()) << "no round scored yet";

    // Round 1 of 3: player 0 scores 58, player 1 (fish over fish) 45; then both 58, a tie.
    const auto afterRoundOne = [](const std::vector<std::string>& beach1) {
        SetupSpec setup;
        setup.beaches = {
            {"fish", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle", "sun", "castle", "?flower"},
            beach1};
        setup.deckTop = {"crab", "crab"};
        Rules rules;
        rules.triggerPenalty = false;
        auto state = setup.build(rules);
        EXPECT_TRUE(play(*state, {"draw", "discard", "flip 9", "draw", "discard", "flip 9"}));
        return state;
    };
    auto lower = afterRoundOne(
        {"fish", "beachball", "boat", "wave", "pineapple", "fish", "turtle", "sun", "castle", "?flower"});
    ASSERT_EQ(lower->totals(), (std::vector<int>{58, 45}));
    ASSERT_FALSE(lower->isFinished());
    EXPECT_EQ(lower->observation(0).leaders, (std::vector<int>{1}));
    auto tied = afterRoundOne(
        {"fish", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle", "sun", "castle", "?flower"});
    ASSERT_EQ(tied->totals(), (std::vector<int>{58, 58}));
    EXPECT_EQ(tied->observation(1).leaders, (std::vector<int>{0, 1}));

    // Over: the winners, even when the totals tie (the lower final round decides, ruling 12).
    auto over = finalRound(
        {"fish", "beachball", "boat", "wave", "pineapple", "fish", "turtle", "sun", "castle", "?flower"}, {42, 55});
    ASSERT_TRUE(over->isFinished());
    ASSERT_EQ(over->totals(), (std::vector<int>{100, 100}));
    EXPECT_EQ(over->observation(0).leaders, (std::vector<int>{1}));
}

TEST(RippleTwoPlayers, APilesCaptionNamesItsOwnerAndItsHalf)
{
    EXPECT_EQ((Pile{1, -1}.label()), "player 1's pile");
    EXPECT_EQ((Pile{0, 0}.label()), "player 0's pile a");
    EXPECT_EQ((Pile{2, 1}.label()), "player 2's pile b");
    EXPECT_EQ((Pile{1, -1}.halfName()), "");
    EXPECT_EQ((Pile{0, 0}.halfName()), "a");
    EXPECT_EQ((Pile{1, 1}.halfName()), "b");
}

TEST(RippleMoves, EachDiscardRecordsThePileItWentOnto)
{
    // Ruling 5: with two players each one's discards alternate between their piles a and b.
    auto setup = basicSetup();
    setup.deckTop = {"sun", "turtle", "seashell", "dolphin", "crab", "fish"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 2", "draw", "discard", "flip 2", "draw", "place 0", "discard"}));
    std::vector<std::string> piles;
    for (const Move& move : state->moves())
        if (move.action.kind == ActionKind::Discard)
            piles.push_back(move.pile ? move.pile->toString() : "none");
    EXPECT_EQ(piles, (std::vector<std::string>{"P0a", "P1a", "P0b"}));
    EXPECT_EQ(state->describe(state->moves().back(), kTable), "player 0 discarded the fish onto pile b.");

    // Three players: one pile each, no half.
    auto three = lastCardSetup().build();
    ASSERT_TRUE(play(*three, {"draw", "discard"}));
    ASSERT_TRUE(three->moves().back().pile);
    EXPECT_EQ(*three->moves().back().pile, (Pile{0, -1}));
    EXPECT_EQ(three->describe(three->moves().back(), kTable), "player 0 discarded the crab.");
}

TEST(RippleMoves, ATwoPlayerDiscardThatEndsTheRoundStillNamesItsPile)
{
    // Player 0 turns up their last card; player 1, every card face up, draws and discards: the turn
    // and the round end at once, and the next round resets the piles to use (ruling 5, 10).
    SetupSpec setup;
    setup.beaches = {
        {"fish", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle", "sun", "castle", "?flower"},
        {"fish", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle", "sun", "castle", "flower"}};
    setup.deckTop = {"crab", "seashell"};
    setup.nextPile = {"a", "b"};
    auto state = setup.build();
    ASSERT_TRUE(play(*state, {"draw", "discard", "flip 9", "draw", "discard"}));
    const Move& move = state->moves().back();
    ASSERT_TRUE(move.roundEnded);
    ASSERT_TRUE(move.pile);
    EXPECT_EQ(*move.pile, (Pile{1, 1}));
    EXPECT_EQ(state->nextPile(1), (Pile{1, 0})) << "a new round starts again with pile a";
    EXPECT_EQ(state->describe(move, kTable).rfind("player 1 discarded the seashell onto pile b.", 0), 0u)
        << state->describe(move, kTable);
}

TEST(RippleMoves, ARippleIsRecordedAsOneAndTheFirstPlaceIsNot)
{
    // Ruling 7: the drawn seashell is placed; the octopus it freed ripples into a match, then the
    // wave; the pineapple ripples behind the combo, which holds a sun already: completing it.
    auto chain = rippleChainSetup();
    chain.beaches[0][5] = "palmtree+sun+pineapple[sun]";
    auto state = chain.build();
    ASSERT_TRUE(play(*state, {"draw", "place 1", "place 3", "place 4", "stack 5"}));
    const auto& moves = state->moves();
    ASSERT_EQ(moves.size(), 5u);
    EXPECT_FALSE(moves[1].ripple);
    EXPECT_FALSE(moves[1].madeMatch);
    ASSERT_TRUE(moves[1].replaced);
    EXPECT_EQ(*moves[1].replaced, card("octopus"));
    EXPECT_TRUE(moves[2].ripple);
    EXPECT_TRUE(moves[2].madeMatch);
    EXPECT_TRUE(moves[3].ripple);
    EXPECT_TRUE(moves[3].madeMatch);
    EXPECT_TRUE(moves[4].ripple);
    EXPECT_TRUE(moves[4].completedCombo);
    EXPECT_TRUE(moves[4].extraTurn);
    ASSERT_TRUE(moves[4].combo);
    EXPECT_EQ(moves[4].combo->icon, card("palmtree+sun+pineapple").icon);
    EXPECT_EQ(state->describe(moves[2], kTable).rfind("player 0 rippled the octopus into slot 3", 0), 0u)
        << state->describe(moves[2], kTable);
    EXPECT_EQ(state->describe(moves[1], kTable).rfind("player 0 placed the seashell in slot 1", 0), 0u)
        << state->describe(moves[1], kTable);

    // The same place after a take is no ripple either (the card came from a pile).
    auto taken = basicSetup();
    taken.discards = {{}, {}, {"castle"}, {}};
    auto other = taken.build();
    ASSERT_TRUE(play(*other, {"take P1a", "place 2"}));
    EXPECT_FALSE(other->moves().back().ripple);
}

TEST(RippleReveal, ARevealPickIsAnyFaceDownSlotAndOnlyInTheRevealPhase)
{
    // Ruling 3: the player to act turns up two of their face-down cards; every slot is face down
    // until then.
    auto state = startState(seededRecord(3));
    ASSERT_TRUE(state);
    const auto& ripple = asRipple(**state);
    ASSERT_EQ(ripple.phase(), Phase::Reveal);
    for (int s = 0; s < kSlotCount; ++s)
        EXPECT_TRUE(ripple.checkRevealPick(s).ok()) << s;
    const Outcome unknown = ripple.checkRevealPick(10);
    EXPECT_FALSE(unknown.ok());
    EXPECT_NE(unknown.reason().find("slots are 0-9"), std::string::npos) << unknown.reason();
    const Outcome late = basicSetup().build()->checkRevealPick(2);
    EXPECT_FALSE(late.ok()) << "play phase";
    EXPECT_NE(late.reason().find("reveal is not a move now"), std::string::npos) << late.reason();
}

TEST(RippleRipple, PlaceMakesMatchOnlyWhereThePartnerShowsTheHeldIcon)
{
    auto state = rippleChainSetup().build();
    ASSERT_TRUE(play(*state, {"draw", "place 1"})); // holding the octopus; slot 8 shows an octopus
    std::vector<int> matches;
    for (int s = 0; s < kSlotCount; ++s)
        if (state->placeMakesMatch(s))
            matches.push_back(s);
    EXPECT_EQ(matches, (std::vector<int>{3}));
    ASSERT_TRUE(play(*state, {"place 3"}));
    EXPECT_FALSE(state->placeMakesMatch(3)) << "slot 3 already makes that match";
}

// An online table's position is read back from a seat's observation and has no moves
// (RippleState::fromObservationJson): its log line is describe() of moveSeenAfter(), the move as
// the position just after it shows it. In random games of 2 to 4 players, read back for every seat
// after every action, it names exactly the cards of the real move, and its sentence is the real
// one's except for what the position after a move can't tell (a ripple, a face-down card replaced,
// a reshuffle, a round's scores). The move before a new round's deal is not told (nullopt).
TEST(RippleMoveSeenAfter, NamesTheSameCardsAsTheMoveItself)
{
    int told = 0;
    int same = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const int players = 2 + static_cast<int>(seed % 3);
        Record record = random_game::recordOf("ripple", Json{{"rounds", 2}}, seed, players);
        auto start = startState(record);
        ASSERT_TRUE(start) << start.error();
        std::unique_ptr<State> state = std::move(*start);
        Rng rng(seed);
        while (!state->isFinished()) {
            const auto legal = state->legalActions();
            const std::string text = legal[static_cast<std::size_t>(rng.below(legal.size()))].text;
            ASSERT_TRUE(state->apply(text));
            const auto& real = dynamic_cast<const RippleState&>(*state);
            const Move& move = real.moves().back();
            Record table = record;
            table.seed = 0;
            table.actions = state->history();
            for (int seat = 0; seat < players; ++seat) {
                SCOPED_TRACE(text + ", seat " + std::to_string(seat));
                auto world = RippleState::fromObservationJson(table, state->observationJson(seat), 77 + seed);
                ASSERT_TRUE(world) << world.error();
                const auto& seen = dynamic_cast<const RippleState&>(**world);
                ASSERT_TRUE(seen.moves().empty());
                const std::optional<Move> seenMove = seen.moveSeenAfter(move.action, move.player);
                const bool newDeal = move.roundEnded && !state->isFinished();
                if (newDeal) {
                    EXPECT_FALSE(seenMove) << "a new round was dealt after it";
                    continue;
                }
                ASSERT_TRUE(seenMove);
                ++told;
                EXPECT_EQ(seenMove->card, move.card);
                EXPECT_EQ(seenMove->pile, move.pile);
                EXPECT_EQ(seenMove->combo, move.combo);
                EXPECT_EQ(seenMove->completedCombo, move.completedCombo);
                EXPECT_EQ(seenMove->triggeredRoundEnd, move.triggeredRoundEnd);
                if (move.action.kind == ActionKind::Place)
                    EXPECT_EQ(seenMove->replaced, move.replaced);
                else
                    EXPECT_EQ(seenMove->turnedUp, move.turnedUp);
                const bool untold = move.ripple || move.reshuffled || move.roundEnded ||
                                    (move.action.kind == ActionKind::Place && !move.turnedUp.empty());
                if (!untold) {
                    EXPECT_EQ(seen.describe(*seenMove, tidepool::kTable), real.describe(move, tidepool::kTable));
                    ++same;
                }
            }
        }
    }
    EXPECT_GT(told, 1000);
    EXPECT_GT(same, told / 2);
}

// What the position after an action does not show is not made up: an action of another kind, or
// a slot that is still face down, is not told.
TEST(RippleMoveSeenAfter, AnActionThePositionDoesNotShowIsNotTold)
{
    Record record = random_game::recordOf("ripple", Json::object(), 5, 2);
    auto start = startState(record);
    ASSERT_TRUE(start) << start.error();
    const auto& fresh = dynamic_cast<const RippleState&>(**start);
    EXPECT_FALSE(fresh.moveSeenAfter(Action::reveal(0, 1), 0)) << "every card is face down";
    EXPECT_FALSE(fresh.moveSeenAfter(Action::draw(), 0)) << "no card is held";
    EXPECT_FALSE(fresh.moveSeenAfter(Action::reveal(0, 1), 7)) << "no such player";
}

// Ribbit rules: every ruling R1..R12 of the product's rulings and every option.
#include "ribbit_helpers.h"

#include "core/notation.h"

#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <set>

using namespace ribbit_test;

namespace {

std::map<std::string, int> countCards(const std::vector<Card>& cards)
{
    std::map<std::string, int> counts;
    for (Card c : cards)
        ++counts[c.toString()];
    return counts;
}

Record seededRecord(int players, Json options = Json::object(), std::uint64_t seed = 1)
{
    Record record;
    record.game = "ribbit";
    record.options = std::move(options);
    record.seed = seed;
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "human", {}});
    return record;
}

const RibbitState& asRibbit(const State& state)
{
    return dynamic_cast<const RibbitState&>(state);
}

bool contains(const std::vector<std::string>& list, const std::string& item)
{
    return std::find(list.begin(), list.end(), item) != list.end();
}

/// Applies `action` and fails the test with the engine's reason if it is refused.
void play(State& state, const std::string& action)
{
    Outcome outcome = state.apply(action);
    ASSERT_TRUE(outcome.ok()) << action << ": " << outcome.reason();
}

} // namespace

// ------------------------------------------------------------------------------------------------
// R2: the deck

TEST(RibbitDeck, ClassicDeckHasTheRulingsComposition)
{
    Rules rules;
    const auto cards = rules.deckCards();
    ASSERT_EQ(cards.size(), 52u);
    auto counts = countCards(cards);
    for (const char* c : {"R", "Y", "G", "B", "P"}) {
        EXPECT_EQ(counts[std::string(c) + "++"], 1) << c;
        EXPECT_EQ(counts[std::string(c) + "+"], 5) << c;
        EXPECT_EQ(counts[std::string(c) + "-"], 2) << c;
    }
    EXPECT_EQ(counts["*+"], 5);
    EXPECT_EQ(counts["*-"], 2);
    EXPECT_EQ(counts["^"], 3);
    EXPECT_EQ(counts["^^"], 2);
    EXPECT_EQ(counts.count("*++"), 0u);
    EXPECT_EQ(counts.size(), 19u);
}

TEST(RibbitDeck, RibbitTextDeckHasTheLiteralComposition)
{
    Rules rules;
    rules.deck = Deck::RibbitText;
    const auto cards = rules.deckCards();
    ASSERT_EQ(cards.size(), 52u);
    auto counts = countCards(cards);
    for (const char* c : {"R", "Y", "G", "B", "P"}) {
        EXPECT_EQ(counts[std::string(c) + "++"], 1) << c;
        EXPECT_EQ(counts[std::string(c) + "+"], 5) << c;
        EXPECT_EQ(counts[std::string(c) + "-"], 2) << c;
    }
    EXPECT_EQ(counts["*++"], 3);
    EXPECT_EQ(counts["*+"], 2);
    EXPECT_EQ(counts["^"], 5);
    EXPECT_EQ(counts["^^"], 2);
    EXPECT_EQ(counts.count("*-"), 0u);
    EXPECT_EQ(counts.size(), 19u);
}

TEST(RibbitDeck, DeckOptionSelectsTheDeckOfANewGame)
{
    auto text = startState(seededRecord(3, {{"deck", "ribbit-text"}}));
    ASSERT_TRUE(text) << text.error();
    EXPECT_EQ(asRibbit(**text).rules().deck, Deck::RibbitText);
    EXPECT_TRUE(invariantsHold(asRibbit(**text)));
    auto classic = startState(seededRecord(3));
    ASSERT_TRUE(classic) << classic.error();
    EXPECT_EQ(asRibbit(**classic).rules().deck, Deck::Classic);
}

TEST(RibbitDeck, NewGameDealsFiveCardsEachAndDistinctColours)
{
    for (int players = 2; players <= 5; ++players) {
        RibbitState state(Rules{}, players, 17);
        EXPECT_TRUE(invariantsHold(state));
        std::set<Color> colors;
        for (int p = 0; p < players; ++p) {
            EXPECT_EQ(state.hand(p).size(), 5u);
            colors.insert(state.colorOf(p));
        }
        EXPECT_EQ(static_cast<int>(colors.size()), players);
        EXPECT_EQ(static_cast<int>(state.drawPile().size()), 52 - 5 * players);
        EXPECT_TRUE(state.playedCards().empty());
    }
}

TEST(RibbitDeck, SameSeedDealsTheSameGameAndOtherSeedsDiffer)
{
    RibbitState a(Rules{}, 4, 99), b(Rules{}, 4, 99), c(Rules{}, 4, 100);
    EXPECT_TRUE(a == b);
    EXPECT_EQ(a.toJson(), b.toJson());
    EXPECT_FALSE(a == c);
}

// ------------------------------------------------------------------------------------------------
// R1: the track

TEST(RibbitTrack, DefaultTrackHasTenSpacesWithTheLettuceOnNine)
{
    RibbitState state(Rules{}, 2, 1);
    EXPECT_EQ(state.track().spaces.size(), 10u);
    EXPECT_EQ(state.rules().finish(), 9);
}

TEST(RibbitTrack, TrackLengthSixEndsTheRaceOnSpaceFive)
{
    SetupSpec setup;
    setup.rules.trackLength = 6;
    setup.track = {{"0", {{"Y"}, {"G"}, {"B"}, {"P"}}}, {"4", {{"R"}}}};
    setup.hands = {{"R+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    EXPECT_EQ(state->track().spaces.size(), 6u);
    play(*state, "R+ R");
    EXPECT_TRUE(state->isFinished());
    EXPECT_EQ(spaceOf(*state, Color::Red), 5);
}

TEST(RibbitTrack, TrackLengthTwentyRunsToSpaceNineteen)
{
    SetupSpec setup;
    setup.rules.trackLength = 20;
    setup.track = {{"0", {{"Y"}, {"G"}, {"B"}, {"P"}}}, {"8", {{"R"}}}};
    setup.hands = {{"R+", "R++"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    EXPECT_EQ(state->track().spaces.size(), 20u);
    play(*state, "R+ R");
    EXPECT_FALSE(state->isFinished()) << "space 9 is not the lettuce on a 20-space track";
    EXPECT_EQ(spaceOf(*state, Color::Red), 9);

    SetupSpec near = setup;
    near.track = {{"0", {{"Y"}, {"G"}, {"B"}, {"P"}}}, {"18", {{"R"}}}};
    auto end = near.build();
    ASSERT_TRUE(end);
    play(*end, "R++ R");
    EXPECT_TRUE(end->isFinished());
    EXPECT_EQ(spaceOf(*end, Color::Red), 19);
}

TEST(RibbitTrack, TrackLengthOptionIsBoundedSixToTwenty)
{
    for (int length : {6, 10, 20}) {
        auto state = startState(seededRecord(2, {{"trackLength", length}}));
        ASSERT_TRUE(state) << state.error();
        EXPECT_EQ(asRibbit(**state).track().spaces.size(), static_cast<std::size_t>(length));
    }
    for (int length : {5, 21}) {
        auto state = startState(seededRecord(2, {{"trackLength", length}}));
        ASSERT_FALSE(state);
        EXPECT_NE(state.error().find("trackLength"), std::string::npos) << state.error();
    }
}

// ------------------------------------------------------------------------------------------------
// R3: START

TEST(RibbitStart, TurtlesStartSideBySideByDefault)
{
    RibbitState state(Rules{}, 3, 5);
    ASSERT_EQ(state.track().spaces[0].size(), 5u);
    for (const Stack& stack : state.track().spaces[0])
        EXPECT_EQ(stack.size(), 1u);
}

TEST(RibbitStart, SideBySideTurtleMovesAlone)
{
    SetupSpec setup;
    setup.hands = {{"G+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "G+ G");
    EXPECT_EQ(stacksAt(*state, 1), (std::vector<std::vector<std::string>>{{"G"}}));
    EXPECT_EQ(state->track().spaces[0].size(), 4u);
    EXPECT_TRUE(state->moves().back().carried.empty());
}

TEST(RibbitStart, RetreatOntoStartKeepsRidersAndNeverClimbsOnAnotherStack)
{
    SetupSpec setup;
    setup.track = {{"0", {{"G"}, {"B"}, {"P"}}}, {"1", {{"R", "Y"}}}};
    setup.hands = {{"R-"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "R- R");
    const auto start = stacksAt(*state, 0);
    ASSERT_EQ(start.size(), 4u) << "the retreating stack stands apart on START";
    std::multiset<std::vector<std::string>> stacks(start.begin(), start.end());
    EXPECT_EQ(stacks, (std::multiset<std::vector<std::string>>{{"G"}, {"B"}, {"P"}, {"R", "Y"}}));
    EXPECT_EQ(state->moves().back().carried, std::vector<Color>{Color::Yellow});
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(RibbitStart, RetreatOfARiderOntoStartLeavesTheTurtlesBelow)
{
    SetupSpec setup;
    setup.track = {{"0", {{"G"}, {"B"}}}, {"1", {{"P", "R", "Y"}}}};
    setup.hands = {{"*-"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "*- R");
    EXPECT_EQ(stacksAt(*state, 1), (std::vector<std::vector<std::string>>{{"P"}}));
    std::multiset<std::vector<std::string>> stacks;
    for (const auto& s : stacksAt(*state, 0))
        stacks.insert(s);
    EXPECT_EQ(stacks, (std::multiset<std::vector<std::string>>{{"G"}, {"B"}, {"R", "Y"}}));
}

TEST(RibbitStart, StackOnStartMovesWithItsRidersOffStart)
{
    SetupSpec setup;
    setup.track = {{"0", {{"G"}, {"R", "Y"}}}, {"2", {{"B"}}}, {"3", {{"P"}}}};
    setup.hands = {{"R+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "R+ R");
    EXPECT_EQ(stacksAt(*state, 1), (std::vector<std::vector<std::string>>{{"R", "Y"}}));
    EXPECT_EQ(stacksAt(*state, 0), (std::vector<std::vector<std::string>>{{"G"}}));
}

TEST(RibbitMove, TheMoveNamesTheTurtleItLandedOn)
{
    // The app's sounds tell a landing on a stack from a step onto an empty space by Move::onto.
    SetupSpec setup;
    setup.track = {{"0", {{"G"}, {"B"}}}, {"1", {{"R"}}}, {"2", {{"P", "Y"}}}};
    setup.hands = {{"R+", "G+"}, {"Y+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "R+ R");
    EXPECT_EQ(state->moves().back().onto, Color::Yellow) << "red climbed onto the purple-yellow stack";
    play(*state, "Y+ Y");
    EXPECT_EQ(state->moves().back().onto, std::nullopt) << "yellow, carrying red, stepped onto an empty space";
    EXPECT_EQ(state->moves().back().carried, std::vector<Color>{Color::Red});
}

TEST(RibbitMove, NothingIsLandedOnAtAnUnstackedStart)
{
    SetupSpec setup;
    setup.track = {{"0", {{"G"}, {"B"}, {"P"}}}, {"1", {{"R", "Y"}}}};
    setup.hands = {{"R-"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "R- R");
    EXPECT_EQ(state->moves().back().onto, std::nullopt) << "R3: never climbs onto another stack on START";
}

TEST(RibbitStart, StackedStartIsOneStackInRandomOrder)
{
    Rules rules;
    rules.startStacked = true;
    std::set<Stack> orders;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        RibbitState state(rules, 3, seed);
        ASSERT_EQ(state.track().spaces[0].size(), 1u);
        Stack stack = state.track().spaces[0][0];
        ASSERT_EQ(stack.size(), 5u);
        orders.insert(stack);
        std::vector<Color> colors(stack.begin(), stack.end()); // sorting the in-place Stack itself trips GCC 12's -Warray-bounds
        std::sort(colors.begin(), colors.end());
        EXPECT_EQ(colors, std::vector<Color>(kColors.begin(), kColors.end()));
        EXPECT_TRUE(invariantsHold(state));
    }
    EXPECT_GT(orders.size(), 10u) << "the start order is random";
}

TEST(RibbitStart, StackedStartTurtleCarriesItsRidersAndLeavesThoseBelow)
{
    SetupSpec setup;
    setup.rules.startStacked = true;
    setup.track = {{"0", {{"R", "Y", "G", "B", "P"}}}};
    setup.hands = {{"G+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "G+ G");
    EXPECT_EQ(stacksAt(*state, 0), (std::vector<std::vector<std::string>>{{"R", "Y"}}));
    EXPECT_EQ(stacksAt(*state, 1), (std::vector<std::vector<std::string>>{{"G", "B", "P"}}));
}

TEST(RibbitStart, StackedStartStacksLikeAnyOtherSpace)
{
    SetupSpec setup;
    setup.rules.startStacked = true;
    setup.track = {{"0", {{"R", "Y"}}}, {"1", {{"G", "B"}}}, {"4", {{"P"}}}};
    setup.hands = {{"G-"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "G- G");
    EXPECT_EQ(stacksAt(*state, 0), (std::vector<std::vector<std::string>>{{"R", "Y", "G", "B"}}));
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(RibbitStart, StackedStartSetupRefusesSeveralStacksOnStart)
{
    SetupSpec setup;
    setup.rules.startStacked = true;
    auto state = RibbitState::fromSetup(setup.rules, 2, setup.json(), 0);
    ASSERT_FALSE(state);
    EXPECT_NE(state.error().find("stacks"), std::string::npos) << state.error();
}

// ------------------------------------------------------------------------------------------------
// R4: last place

TEST(RibbitLast, EveryTurtleOnTheRearmostSpaceIsLast)
{
    SetupSpec setup;
    setup.track = {{"2", {{"B", "R", "Y"}}}, {"4", {{"G"}}}, {"5", {{"P"}}}};
    setup.hands = {{"^", "^", "^", "^^", "^^"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"^ R", "^ Y", "^ B", "^^ R", "^^ Y", "^^ B"}));
}

TEST(RibbitLast, AllOfStartCountsAsLast)
{
    SetupSpec setup;
    setup.track = {{"0", {{"R"}, {"Y", "G"}, {"B"}}}, {"3", {{"P"}}}};
    setup.hands = {{"^", "^", "^", "^^", "^^"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const auto legal = legalTexts(*state);
    for (const char* a : {"^ R", "^ Y", "^ G", "^ B", "^^ R", "^^ Y", "^^ G", "^^ B"})
        EXPECT_TRUE(contains(legal, a)) << a;
    EXPECT_FALSE(contains(legal, "^ P"));
    EXPECT_FALSE(contains(legal, "^^ P"));
}

TEST(RibbitLast, ChosenLastTurtleCarriesItsRidersAndThoseBelowStay)
{
    SetupSpec setup;
    setup.track = {{"2", {{"B", "R", "Y"}}}, {"4", {{"G"}}}, {"5", {{"P"}}}};
    setup.hands = {{"^^"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "^^ R");
    EXPECT_EQ(stacksAt(*state, 2), (std::vector<std::vector<std::string>>{{"B"}}));
    EXPECT_EQ(stacksAt(*state, 4), (std::vector<std::vector<std::string>>{{"G", "R", "Y"}}));
}

TEST(RibbitLast, LastCardOnATurtleThatIsNotLastIsRefused)
{
    SetupSpec setup;
    setup.track = {{"2", {{"B", "R", "Y"}}}, {"4", {{"G"}}}, {"5", {{"P"}}}};
    setup.hands = {{"^"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const Json before = state->toJson();
    Outcome outcome = state->apply("^ G");
    ASSERT_FALSE(outcome.ok());
    EXPECT_NE(outcome.reason().find("not last"), std::string::npos) << outcome.reason();
    EXPECT_EQ(state->toJson(), before);
}

// ------------------------------------------------------------------------------------------------
// R5: retreat at START

TEST(RibbitRetreatAtStart, ForbiddenByDefaultWithAReasonNamingStart)
{
    SetupSpec setup;
    setup.track = {{"0", {{"R"}, {"Y"}, {"G"}}}, {"2", {{"B"}}}, {"3", {{"P"}}}};
    setup.hands = {{"R-", "*-", "B+", "B+", "B+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const Json before = state->toJson();
    Outcome outcome = state->apply("R- R");
    ASSERT_FALSE(outcome.ok());
    EXPECT_NE(outcome.reason().find("START"), std::string::npos) << outcome.reason();
    EXPECT_EQ(state->toJson(), before);
    Outcome rainbow = state->check("*- Y");
    ASSERT_FALSE(rainbow.ok());
    EXPECT_NE(rainbow.reason().find("START"), std::string::npos) << rainbow.reason();
    const auto legal = legalTexts(*state);
    EXPECT_FALSE(contains(legal, "R- R"));
    EXPECT_EQ(legal, (std::vector<std::string>{"B+ B", "*- B", "*- P"}));
}

TEST(RibbitRetreatAtStart, NoEffectIsPlayedNothingMovesCardLeavesHandAndPlayerDraws)
{
    SetupSpec setup;
    setup.rules.retreatAtStart = RetreatAtStart::NoEffect;
    setup.hands = {{"R-", "Y+", "Y+", "Y+", "Y+"}};
    setup.deckTop = {"P++"};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const Track before = state->track();
    const auto legal = state->legalActions();
    auto it = std::find_if(legal.begin(), legal.end(), [](const LegalAction& a) { return a.text == "R- R"; });
    ASSERT_NE(it, legal.end()) << "R- R is playable with retreatAtStart = no-effect";
    EXPECT_NE(it->explanation.find("nothing moves"), std::string::npos) << it->explanation;
    const std::size_t drawPile = state->drawPile().size();
    play(*state, "R- R");
    EXPECT_EQ(state->track(), before);
    EXPECT_EQ(state->hand(0),
              (std::vector<Card>{card("Y+"), card("Y+"), card("Y+"), card("Y+"), card("P++")}));
    EXPECT_EQ(state->playedCards(), std::vector<Card>{card("R-")});
    EXPECT_EQ(state->drawPile().size(), drawPile - 1);
    EXPECT_EQ(state->currentPlayer(), 1);
    EXPECT_EQ(state->moves().back().from, 0);
    EXPECT_EQ(state->moves().back().to, 0);
}

TEST(RibbitRetreatAtStart, NoEffectOptionComesFromTheRecord)
{
    auto state = startState(seededRecord(2, {{"retreatAtStart", "no-effect"}}));
    ASSERT_TRUE(state) << state.error();
    EXPECT_EQ(asRibbit(**state).rules().retreatAtStart, RetreatAtStart::NoEffect);
    auto bad = startState(seededRecord(2, {{"retreatAtStart", "sometimes"}}));
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("retreatAtStart"), std::string::npos) << bad.error();
}

// ------------------------------------------------------------------------------------------------
// R6: no playable card

TEST(RibbitDiscard, WithNoPlayableCardTheOnlyLegalActionsAreDiscards)
{
    SetupSpec setup;
    setup.hands = {{"R-", "R-", "Y-", "Y-", "*-"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const auto legal = state->legalActions();
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"discard R-", "discard Y-", "discard *-"}));
    for (const auto& a : legal)
        EXPECT_FALSE(a.explanation.empty());
}

TEST(RibbitDiscard, DiscardHasNoEffectAndDrawsAReplacement)
{
    SetupSpec setup;
    setup.hands = {{"R-", "R-", "Y-", "Y-", "*-"}};
    setup.deckTop = {"G++"};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const Track before = state->track();
    play(*state, "discard Y-");
    EXPECT_EQ(state->track(), before);
    EXPECT_EQ(state->hand(0),
              (std::vector<Card>{card("R-"), card("R-"), card("Y-"), card("G++"), card("*-")}));
    EXPECT_EQ(state->playedCards(), std::vector<Card>{card("Y-")});
    EXPECT_EQ(state->currentPlayer(), 1);
    ASSERT_EQ(state->moves().size(), 1u);
    EXPECT_TRUE(state->moves().back().action.isDiscard());
    EXPECT_EQ(state->moves().back().player, 0);
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(RibbitDiscard, DiscardWhileACardIsPlayableIsRefused)
{
    SetupSpec setup;
    setup.hands = {{"R-", "R-", "Y-", "Y-", "G+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const Json before = state->toJson();
    Outcome outcome = state->apply("discard R-");
    ASSERT_FALSE(outcome.ok());
    EXPECT_NE(outcome.reason().find("can be played"), std::string::npos) << outcome.reason();
    EXPECT_EQ(state->toJson(), before);
    EXPECT_EQ(legalTexts(*state), std::vector<std::string>{"G+ G"});
}

TEST(RibbitDiscard, DiscardingACardNotHeldIsRefused)
{
    SetupSpec setup;
    setup.hands = {{"R-", "R-", "Y-", "Y-", "*-"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    Outcome outcome = state->apply("discard G-");
    ASSERT_FALSE(outcome.ok());
    EXPECT_NE(outcome.reason().find("does not hold"), std::string::npos) << outcome.reason();
}

TEST(RibbitDiscard, RetreatsAtStartArePlayableWithNoEffectSoNoDiscard)
{
    SetupSpec setup;
    setup.rules.retreatAtStart = RetreatAtStart::NoEffect;
    setup.hands = {{"R-", "R-", "Y-", "Y-", "*-"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const auto legal = legalTexts(*state);
    EXPECT_EQ(legal, (std::vector<std::string>{"R- R", "Y- Y", "*- R", "*- Y", "*- G", "*- B", "*- P"}));
}

// ------------------------------------------------------------------------------------------------
// R7: the finish

TEST(RibbitFinish, MoveReachingTheFinishEndsTheRaceAtOnceWithoutADraw)
{
    SetupSpec setup;
    setup.track = {{"0", {{"Y"}, {"G"}}}, {"3", {{"B"}}}, {"5", {{"P"}}}, {"8", {{"R"}}}};
    setup.hands = {{"R+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const std::size_t drawPile = state->drawPile().size();
    play(*state, "R+ R");
    EXPECT_TRUE(state->isFinished());
    EXPECT_EQ(state->currentPlayer(), std::nullopt);
    EXPECT_EQ(spaceOf(*state, Color::Red), 9);
    EXPECT_EQ(state->hand(0).size(), 4u) << "no draw after the race ends";
    EXPECT_EQ(state->drawPile().size(), drawPile);
    EXPECT_TRUE(state->legalActions().empty());
    EXPECT_TRUE(state->moves().back().finished);
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(RibbitFinish, MovePassingTheFinishStopsOnItWithItsRiders)
{
    SetupSpec setup;
    setup.track = {{"0", {{"G"}}}, {"3", {{"B"}}}, {"5", {{"P"}}}, {"8", {{"R", "Y"}}}};
    setup.hands = {{"R++"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const auto legal = state->legalActions();
    auto it =
        std::find_if(legal.begin(), legal.end(), [](const LegalAction& a) { return a.text == "R++ R"; });
    ASSERT_NE(it, legal.end());
    EXPECT_NE(it->explanation.find("the race ends"), std::string::npos) << it->explanation;
    play(*state, "R++ R");
    EXPECT_TRUE(state->isFinished());
    EXPECT_EQ(stacksAt(*state, 9), (std::vector<std::vector<std::string>>{{"R", "Y"}}));
    EXPECT_EQ(state->moves().back().to, 9);
}

TEST(RibbitFinish, ActionsAfterTheRaceAreRefusedAndChangeNothing)
{
    SetupSpec setup;
    setup.track = {{"0", {{"Y"}, {"G"}}}, {"3", {{"B"}}}, {"5", {{"P"}}}, {"8", {{"R"}}}};
    setup.hands = {{"R+", "G+", "G+", "G+", "G+"}, {"B+", "B+", "B+", "B+", "B+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "R+ R");
    const Json before = state->toJson();
    const auto history = state->history();
    for (const char* action : {"G+ G", "B+ B", "discard G+"}) {
        Outcome outcome = state->apply(action);
        EXPECT_FALSE(outcome.ok()) << action;
        EXPECT_FALSE(outcome.reason().empty());
        EXPECT_FALSE(state->check(action).ok()) << action;
    }
    EXPECT_EQ(state->toJson(), before);
    EXPECT_EQ(state->history(), history);
}

// ------------------------------------------------------------------------------------------------
// R8: ranking

TEST(RibbitRanking, FinishedStackBottomFirstThenBySpaceThenStartTied)
{
    SetupSpec setup;
    setup.track = {{"0", {{"B"}, {"P"}}}, {"5", {{"Y"}}}, {"8", {{"G", "R"}}}};
    setup.hands = {{"G+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "G+ G");
    ASSERT_TRUE(state->isFinished());
    const RankingGroups groups = state->ranking();
    ASSERT_EQ(groups.size(), 4u);
    EXPECT_EQ(groups[0], std::vector<Color>{Color::Green});
    EXPECT_EQ(groups[1], std::vector<Color>{Color::Red});
    EXPECT_EQ(groups[2], std::vector<Color>{Color::Yellow});
    EXPECT_EQ(std::set<Color>(groups[3].begin(), groups[3].end()),
              (std::set<Color>{Color::Blue, Color::Purple}));
    EXPECT_EQ(state->toJson()["ranking"].size(), 5u);
    EXPECT_EQ(state->toJson()["ranking"][0], "G");
    EXPECT_EQ(state->toJson()["ranking"][1], "R");
}

TEST(RibbitRanking, ShownDuringTheRaceNearestTheFinishFirstEachStackBottomFirst)
{
    SetupSpec setup;
    setup.track = {{"1", {{"P"}}}, {"3", {{"B", "R", "Y"}}}, {"6", {{"G"}}}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    EXPECT_FALSE(state->isFinished());
    EXPECT_EQ(state->ranking(),
              (RankingGroups{{Color::Green}, {Color::Blue}, {Color::Red}, {Color::Yellow}, {Color::Purple}}));
    EXPECT_EQ(state->toJson()["ranking"], (Json{"G", "B", "R", "Y", "P"}));
}

TEST(RibbitRanking, SeparateStacksOnStartAreTiedBottomsFirst)
{
    SetupSpec setup;
    setup.track = {{"0", {{"R", "Y"}, {"B"}}}, {"4", {{"G"}}}, {"6", {{"P"}}}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const RankingGroups groups = state->ranking();
    ASSERT_EQ(groups.size(), 4u);
    EXPECT_EQ(groups[0], std::vector<Color>{Color::Purple});
    EXPECT_EQ(groups[1], std::vector<Color>{Color::Green});
    EXPECT_EQ(std::set<Color>(groups[2].begin(), groups[2].end()),
              (std::set<Color>{Color::Red, Color::Blue}));
    EXPECT_EQ(groups[3], std::vector<Color>{Color::Yellow}) << "a rider ranks after its carrier";
}

TEST(RibbitRanking, StackedStartIsOneStackRankedBottomFirst)
{
    SetupSpec setup;
    setup.rules.startStacked = true;
    setup.track = {{"0", {{"P", "G", "R", "Y", "B"}}}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    EXPECT_EQ(state->ranking(),
              (RankingGroups{{Color::Purple}, {Color::Green}, {Color::Red}, {Color::Yellow}, {Color::Blue}}));
}

// ------------------------------------------------------------------------------------------------
// R9: winner

TEST(RibbitWinner, TheCarrierAtTheBottomWinsNotTheTopOfTheStack)
{
    SetupSpec setup;
    setup.colors = {"Y", "R"};
    setup.track = {{"0", {{"G"}, {"B"}, {"P"}}}, {"8", {{"R", "Y"}}}};
    setup.hands = {{"R+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "R+ R");
    EXPECT_EQ(state->winners(), std::vector<int>{1});
    EXPECT_EQ(state->toJson()["winner"], 1);
    EXPECT_NE(state->winReason().find("red"), std::string::npos) << state->winReason();
    EXPECT_NE(state->winReason().find("lettuce"), std::string::npos) << state->winReason();
    // The sentence names who backed the winning colour and the rulings that decided it.
    EXPECT_EQ(state->winReason(),
              "red reached the lettuce first, and player 1 backed red (rulings R7 and R9)");
    // Where notation is hidden (the app, issue 20) the sentence has no ruling code.
    tidepool::setNotationShown(false);
    const std::string plain = state->winReason();
    tidepool::setNotationShown(true);
    EXPECT_EQ(plain, "red reached the lettuce first, and player 1 backed red");
}

TEST(RibbitWinner, AnUnheldColourIsSkipped)
{
    SetupSpec setup;
    setup.colors = {"B", "Y"};
    setup.track = {{"0", {{"B"}, {"P"}}}, {"5", {{"Y"}}}, {"8", {{"G"}}}, {"2", {{"R"}}}};
    setup.hands = {{"G+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "G+ G");
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->winners(), std::vector<int>{1}) << "green finished first but no one holds green";
    const std::string reason = state->winReason();
    EXPECT_NE(reason.find("green"), std::string::npos) << reason;
    EXPECT_NE(reason.find("no one holds"), std::string::npos) << reason;
    EXPECT_NE(reason.find("yellow"), std::string::npos) << reason;
    EXPECT_EQ(reason, "green was ahead, but no one holds it; yellow is the best-placed colour that someone "
                      "holds, and player 1 backed yellow (rulings R8 and R9)");
}

TEST(RibbitWinner, SeveralUnheldColoursAheadAreAllSkipped)
{
    SetupSpec setup;
    setup.colors = {"P", "B"};
    setup.track = {{"0", {{"P"}}}, {"3", {{"B"}}}, {"8", {{"G", "R", "Y"}}}};
    setup.hands = {{"G+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "G+ G");
    EXPECT_EQ(state->winners(), std::vector<int>{1});
    const std::string reason = state->winReason();
    for (const char* skipped : {"green", "red", "yellow"})
        EXPECT_NE(reason.find(skipped), std::string::npos) << reason;
    // Green carried red and yellow onto the lettuce; blue is the best held colour behind them.
    EXPECT_NE(reason.find("player 1 backed blue (rulings R8 and R9)"), std::string::npos) << reason;
}

TEST(RibbitWinner, OwnersOfTurtlesTiedOnStartShareTheWin)
{
    SetupSpec setup;
    setup.colors = {"P", "R", "B"};
    setup.track = {{"0", {{"R"}, {"Y"}, {"B"}, {"P"}}}, {"8", {{"G"}}}};
    setup.hands = {{"G+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    play(*state, "G+ G");
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->winners(), (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(state->toJson()["winner"], (Json{0, 1, 2}));
    const std::string reason = state->winReason();
    EXPECT_NE(reason.find("share"), std::string::npos) << reason;
    EXPECT_NE(reason.find("green"), std::string::npos) << reason;
    EXPECT_NE(reason.find("(ruling R9)"), std::string::npos) << reason;
}

TEST(RibbitWinner, NoWinnerAndNoReasonBeforeTheEnd)
{
    RibbitState state(Rules{}, 3, 4);
    EXPECT_TRUE(state.winners().empty());
    EXPECT_TRUE(state.winReason().empty());
    EXPECT_TRUE(state.toJson()["winner"].is_null());
}

// ------------------------------------------------------------------------------------------------
// R10: open colours, and what each player observes

TEST(RibbitObservation, PlayerSeesOwnHandAndColourButNotOthersColours)
{
    RibbitState state(Rules{}, 4, 12);
    for (int p = 0; p < 4; ++p) {
        const Observation obs = state.observation(p);
        EXPECT_EQ(obs.player, p);
        EXPECT_EQ(obs.hand, state.hand(p));
        ASSERT_EQ(obs.colors.size(), 4u);
        for (int q = 0; q < 4; ++q) {
            if (q == p) {
                EXPECT_EQ(obs.colors[q], state.colorOf(p));
            } else {
                EXPECT_EQ(obs.colors[q], std::nullopt)
                    << "player " << p << " sees player " << q << "'s colour";
            }
        }
        EXPECT_EQ(obs.handSizes, (std::vector<int>{5, 5, 5, 5}));
        EXPECT_EQ(obs.drawPileSize, 32);

        const Json json = state.observationJson(p);
        EXPECT_EQ(json["colors"][p], std::string(1, toChar(state.colorOf(p))));
        for (int q = 0; q < 4; ++q) {
            if (q != p) {
                EXPECT_TRUE(json["colors"][q].is_null());
            }
        }
        EXPECT_EQ(json["hand"].size(), 5u);
        EXPECT_EQ(json["handSizes"], (Json{5, 5, 5, 5}));
        EXPECT_FALSE(json.contains("hands")) << "other hands must not leak";
        EXPECT_FALSE(json.contains("deck")) << "the draw pile order must not leak";
    }
}

TEST(RibbitObservation, AllColoursAreShownOnceTheRaceIsOver)
{
    SetupSpec setup;
    setup.colors = {"R", "Y", "B"};
    setup.track = {{"0", {{"Y"}, {"G"}, {"B"}, {"P"}}}, {"8", {{"R"}}}};
    setup.hands = {{"R+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    EXPECT_EQ(state->observation(1).colors[0], std::nullopt);
    play(*state, "R+ R");
    for (int p = 0; p < 3; ++p) {
        const Observation obs = state->observation(p);
        EXPECT_TRUE(obs.finished);
        EXPECT_EQ(obs.colors, (std::vector<std::optional<Color>>{Color::Red, Color::Yellow, Color::Blue}));
        EXPECT_EQ(obs.winners, std::vector<int>{0});
    }
}

TEST(RibbitOpenColors, ObservationsShowEveryColour)
{
    Rules rules;
    rules.openColors = true;
    RibbitState state(rules, 3, 8);
    for (int p = 0; p < 3; ++p) {
        const Observation obs = state.observation(p);
        for (int q = 0; q < 3; ++q)
            EXPECT_EQ(obs.colors[q], state.colorOf(q));
        EXPECT_EQ(obs.hand, state.hand(p));
    }
}

TEST(RibbitOpenColors, ChosenColoursAreKeptAndTheRestDealt)
{
    Record record = seededRecord(3, {{"openColors", true}});
    record.players[0].color = "P";
    record.players[2].color = "G";
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        record.seed = seed;
        auto state = startState(record);
        ASSERT_TRUE(state) << state.error();
        const RibbitState& ribbit = asRibbit(**state);
        EXPECT_EQ(ribbit.colorOf(0), Color::Purple);
        EXPECT_EQ(ribbit.colorOf(2), Color::Green);
        EXPECT_NE(ribbit.colorOf(1), Color::Purple);
        EXPECT_NE(ribbit.colorOf(1), Color::Green);
    }
}

TEST(RibbitOpenColors, TheSameColourChosenTwiceIsRefused)
{
    Record record = seededRecord(2, {{"openColors", true}});
    record.players[0].color = "R";
    record.players[1].color = "R";
    auto state = startState(record);
    ASSERT_FALSE(state);
    EXPECT_NE(state.error().find("players[1].color"), std::string::npos) << state.error();
}

// ------------------------------------------------------------------------------------------------
// R11: reshuffle

namespace {
SetupSpec reshuffleSetup()
{
    SetupSpec setup;
    setup.track = {{"0", {{"R"}, {"Y"}, {"G"}, {"B"}, {"P"}}}};
    setup.hands = {{"R+", "R+", "R+", "R+", "R+"}, {"Y+", "Y+", "Y+", "Y+", "Y+"}};
    setup.deckTop = {"G++"};
    setup.restToDiscard = true;
    return setup;
}
} // namespace

TEST(RibbitReshuffle, EmptyDrawPileIsRebuiltFromThePlayedCards)
{
    auto state = reshuffleSetup().build(5);
    ASSERT_TRUE(state);
    ASSERT_EQ(state->drawPile().size(), 1u);
    ASSERT_EQ(state->playedCards().size(), 41u);
    play(*state, "R+ R");
    EXPECT_TRUE(state->drawPile().empty());
    EXPECT_EQ(state->playedCards().size(), 42u);
    EXPECT_FALSE(state->moves().back().reshuffled);
    play(*state, "Y+ Y");
    EXPECT_TRUE(state->moves().back().reshuffled);
    EXPECT_TRUE(state->playedCards().empty()) << "every played card went into the new draw pile";
    EXPECT_EQ(state->drawPile().size(), 42u) << "43 played cards, one drawn";
    EXPECT_EQ(state->hand(1).size(), 5u);
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(RibbitReshuffle, ReshuffleIsDeterministicGivenTheSeed)
{
    auto a = reshuffleSetup().build(5);
    auto b = reshuffleSetup().build(5);
    auto c = reshuffleSetup().build(6);
    ASSERT_TRUE(a && b && c);
    for (auto* state : {a.get(), b.get(), c.get()}) {
        play(*state, "R+ R");
        play(*state, "Y+ Y");
    }
    EXPECT_TRUE(*a == *b);
    EXPECT_EQ(a->drawPile(), b->drawPile());
    EXPECT_NE(a->drawPile(), c->drawPile()) << "another seed shuffles differently";
}

// ------------------------------------------------------------------------------------------------
// R12: players and first player

TEST(RibbitPlayers, TwoToFivePlayers)
{
    for (int n : {1, 6}) {
        auto state = startState(seededRecord(n));
        ASSERT_FALSE(state) << n;
        EXPECT_NE(state.error().find("2 to 5 players"), std::string::npos) << state.error();
    }
    for (int n = 2; n <= 5; ++n) {
        auto state = startState(seededRecord(n));
        ASSERT_TRUE(state) << state.error();
        EXPECT_EQ((*state)->playerCount(), n);
    }
}

TEST(RibbitPlayers, FirstSeatStartsByDefaultAndTurnsPassInSeatOrder)
{
    auto start = startState(seededRecord(3));
    ASSERT_TRUE(start);
    State& state = **start;
    EXPECT_EQ(state.currentPlayer(), 0);
    for (int expected : {1, 2, 0, 1}) {
        play(state, state.legalActions().front().text);
        ASSERT_FALSE(state.isFinished());
        EXPECT_EQ(state.currentPlayer(), expected);
    }
}

TEST(RibbitPlayers, FirstPlayerOptionChoosesTheStartingSeat)
{
    auto state = startState(seededRecord(3, {{"firstPlayer", 2}}));
    ASSERT_TRUE(state) << state.error();
    EXPECT_EQ((*state)->currentPlayer(), 2);
    play(**state, (*state)->legalActions().front().text);
    EXPECT_EQ((*state)->currentPlayer(), 0);

    auto missing = startState(seededRecord(3, {{"firstPlayer", 3}}));
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().find("firstPlayer"), std::string::npos) << missing.error();
}

TEST(RibbitPlayers, SetupCurrentOverridesFirstPlayer)
{
    SetupSpec setup;
    setup.colors = {"R", "Y", "G"};
    setup.current = 1;
    auto state = setup.build();
    ASSERT_TRUE(state);
    EXPECT_EQ(state->currentPlayer(), 1);
}

// ------------------------------------------------------------------------------------------------
// The rulebook's illustrated example

TEST(RibbitExample, RulebookIllustratedExample)
{
    SetupSpec setup;
    setup.colors = {"G", "B", "P"};
    setup.track = {{"2", {{"B", "R", "Y"}}}, {"3", {{"P"}}}, {"6", {{"G"}}}};
    setup.hands = {
        {"^", "G+", "G+", "G+", "G+"}, {"P-", "B+", "B+", "B+", "B+"}, {"R++", "P+", "P+", "P+", "P+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);

    // (1) A neutral card: the red turtle is chosen among the 3 tied for last place.
    const auto legal = legalTexts(*state);
    for (const char* a : {"^ R", "^ Y", "^ B"})
        EXPECT_TRUE(contains(legal, a)) << a;
    EXPECT_FALSE(contains(legal, "^ P"));
    EXPECT_FALSE(contains(legal, "^ G"));
    play(*state, "^ R");
    // (2) Yellow rides along; blue, underneath, stays.
    EXPECT_EQ(stacksAt(*state, 2), (std::vector<std::vector<std::string>>{{"B"}}));
    EXPECT_EQ(stacksAt(*state, 3), (std::vector<std::vector<std::string>>{{"P", "R", "Y"}}));
    EXPECT_EQ(state->moves().back().carried, std::vector<Color>{Color::Yellow});

    // (3) Purple retreats 1, carrying red and yellow.
    play(*state, "P- P");
    EXPECT_EQ(stacksAt(*state, 2), (std::vector<std::vector<std::string>>{{"B", "P", "R", "Y"}}));
    EXPECT_TRUE(state->track().spaces[3].empty());
    EXPECT_EQ(state->moves().back().carried, (std::vector<Color>{Color::Red, Color::Yellow}));

    // (4) Red +2 carries yellow; blue and purple stay.
    play(*state, "R++ R");
    EXPECT_EQ(stacksAt(*state, 2), (std::vector<std::vector<std::string>>{{"B", "P"}}));
    EXPECT_EQ(stacksAt(*state, 4), (std::vector<std::vector<std::string>>{{"R", "Y"}}));
    EXPECT_EQ(stacksAt(*state, 6), (std::vector<std::vector<std::string>>{{"G"}}));
    EXPECT_FALSE(state->isFinished());
    EXPECT_EQ(state->currentPlayer(), 0);
    EXPECT_TRUE(invariantsHold(*state));
}

// ------------------------------------------------------------------------------------------------
// Invalid actions: refused with a reason, state unchanged

namespace {
struct BadAction
{
    const char* action;
    const char* reasonPart;
};
} // namespace

class RibbitInvalidAction : public ::testing::TestWithParam<BadAction>
{
};

TEST_P(RibbitInvalidAction, IsRefusedWithAReasonAndChangesNothing)
{
    SetupSpec setup;
    setup.track = {{"0", {{"R"}, {"Y"}, {"G"}}}, {"3", {{"B"}}}, {"4", {{"P"}}}};
    setup.hands = {{"R+", "R-", "Y++", "^", "*+"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const Json before = state->toJson();
    const RibbitState copy = *state;
    const BadAction bad = GetParam();
    Outcome checked = state->check(bad.action);
    EXPECT_FALSE(checked.ok());
    Outcome outcome = state->apply(bad.action);
    ASSERT_FALSE(outcome.ok()) << bad.action;
    EXPECT_EQ(outcome.reason(), checked.reason());
    EXPECT_NE(outcome.reason().find(bad.reasonPart), std::string::npos)
        << bad.action << " -> " << outcome.reason();
    EXPECT_EQ(state->toJson(), before);
    EXPECT_TRUE(*state == copy);
    EXPECT_TRUE(state->history().empty());
}

INSTANTIATE_TEST_SUITE_P(
    Cases, RibbitInvalidAction,
    ::testing::Values(BadAction{"", "not a Ribbit action"}, BadAction{"hello", "not a Ribbit action"},
                      BadAction{"R+  R", "not a Ribbit action"},
                      BadAction{"R+ R extra", "not a Ribbit action"},
                      BadAction{"X+ R", "unknown card \"X+\""}, BadAction{"R+++ R", "unknown card"},
                      BadAction{"R+ Q", "unknown turtle \"Q\""}, BadAction{"R+ r", "unknown turtle"},
                      BadAction{"discard X", "unknown card"}, BadAction{"G+ G", "does not hold G+"},
                      BadAction{"^^ R", "does not hold ^^"}, BadAction{"R+ Y", "moves only the red turtle"},
                      BadAction{"Y++ G", "moves only the yellow turtle"}, BadAction{"R- R", "START"},
                      BadAction{"^ B", "not last"}, BadAction{"^ P", "not last"},
                      BadAction{"discard R+", "can be played"}));

// ------------------------------------------------------------------------------------------------
// Invalid setups

namespace {
Expected<std::unique_ptr<RibbitState>> fromSetupJson(const Json& json, int players = 2, Rules rules = Rules{})
{
    return RibbitState::fromSetup(rules, players, json, 0);
}

void expectSetupError(const Json& json, const std::string& part, int players = 2)
{
    auto state = fromSetupJson(json, players);
    ASSERT_FALSE(state) << "accepted: " << json.dump();
    EXPECT_NE(state.error().find(part), std::string::npos) << state.error();
}
} // namespace

TEST(RibbitSetup, ValidSetupIsAccepted)
{
    SetupSpec setup;
    auto state = fromSetupJson(setup.json());
    ASSERT_TRUE(state) << state.error();
    EXPECT_TRUE(invariantsHold(**state));
}

TEST(RibbitSetup, MissingCardIsNamed)
{
    Json json = SetupSpec{}.json();
    auto& deck = json["deck"];
    auto it = std::find(deck.begin(), deck.end(), Json("P++"));
    ASSERT_NE(it, deck.end());
    deck.erase(it);
    expectSetupError(json, "P++ is missing");
}

TEST(RibbitSetup, ExtraCardIsNamed)
{
    Json json = SetupSpec{}.json();
    json["deck"].push_back("^^");
    expectSetupError(json, "extra card ^^");
}

TEST(RibbitSetup, CardOfTheOtherDeckIsReportedAsExtra)
{
    Json json = SetupSpec{}.json();
    json["deck"].push_back("*++");
    expectSetupError(json, "*++");
}

TEST(RibbitSetup, UnknownCardIsNamed)
{
    Json json = SetupSpec{}.json();
    json["deck"][0] = "Z+";
    expectSetupError(json, "\"Z+\"");
}

TEST(RibbitSetup, MissingTurtleIsNamed)
{
    SetupSpec setup;
    setup.track = {{"0", {{"R"}, {"Y"}, {"G"}, {"B"}}}};
    expectSetupError(setup.json(), "turtle P is missing");
}

TEST(RibbitSetup, TurtleTwiceIsNamed)
{
    SetupSpec setup;
    setup.track = {{"0", {{"R"}, {"Y"}, {"G"}, {"B"}, {"P"}}}, {"3", {{"R"}}}};
    expectSetupError(setup.json(), "turtle R is on the track twice");
}

TEST(RibbitSetup, TwoStacksOnASpaceOtherThanStartAreRefused)
{
    SetupSpec setup;
    setup.track = {{"0", {{"R"}, {"Y"}, {"G"}}}, {"3", {{"B"}, {"P"}}}};
    expectSetupError(setup.json(), "space 3 holds 2 stacks");
}

TEST(RibbitSetup, SpaceOutsideTheTrackIsRefused)
{
    SetupSpec setup;
    setup.track = {{"0", {{"R"}, {"Y"}, {"G"}, {"B"}}}, {"10", {{"P"}}}};
    expectSetupError(setup.json(), "\"10\" is not a space");
}

TEST(RibbitSetup, HandOfTheWrongSizeIsRefused)
{
    Json json = SetupSpec{}.json();
    json["deck"].push_back(json["hands"][1][4]);
    json["hands"][1].erase(4);
    expectSetupError(json, "hands[1] holds 4 cards, not 5");
}

TEST(RibbitSetup, WrongNumberOfHandsIsRefused)
{
    Json json = SetupSpec{}.json();
    for (const Json& c : json["hands"][1])
        json["deck"].push_back(c);
    json["hands"].erase(1);
    expectSetupError(json, "one hand per player");
}

TEST(RibbitSetup, DuplicatedColoursAreRefused)
{
    Json json = SetupSpec{}.json();
    json["colors"] = {"G", "G"};
    expectSetupError(json, "green is given to two players");
}

TEST(RibbitSetup, WrongNumberOfColoursOrUnknownColourIsRefused)
{
    Json json = SetupSpec{}.json();
    json["colors"] = {"G"};
    expectSetupError(json, "one colour per player");
    json["colors"] = {"G", "K"};
    expectSetupError(json, "\"K\" is not a colour");
}

TEST(RibbitSetup, BadCurrentIsRefused)
{
    for (Json current : {Json(2), Json(-1), Json("0"), Json(0.5)}) {
        Json json = SetupSpec{}.json();
        json["current"] = current;
        expectSetupError(json, "current");
    }
}

TEST(RibbitSetup, UnknownFieldIsRefused)
{
    Json json = SetupSpec{}.json();
    json["lettuce"] = 0;
    expectSetupError(json, "unknown field \"lettuce\"");
}

TEST(RibbitSetup, MissingFieldIsRefused)
{
    for (const char* key : {"colors", "track", "hands", "deck"}) {
        Json json = SetupSpec{}.json();
        json.erase(key);
        expectSetupError(json, key);
    }
}

TEST(RibbitSetup, ChosenColourWithAnExplicitSetupIsRefused)
{
    Record record = seededRecord(2, {{"openColors", true}});
    record.setup = SetupSpec{}.json();
    record.players[0].color = "G";
    auto state = startState(record);
    ASSERT_FALSE(state);
    EXPECT_NE(state.error().find("players[0].color"), std::string::npos) << state.error();
}

// ------------------------------------------------------------------------------------------------
// Legal actions

namespace {
std::vector<std::unique_ptr<RibbitState>> samplePositions()
{
    // Positions along a few seeded games, plus the special cases above (discards, stacks).
    std::vector<std::unique_ptr<RibbitState>> positions;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rules rules;
        rules.retreatAtStart = seed % 2 ? RetreatAtStart::Forbidden : RetreatAtStart::NoEffect;
        rules.startStacked = seed % 3 == 0;
        rules.deck = seed % 4 == 0 ? Deck::RibbitText : Deck::Classic;
        auto state = std::make_unique<RibbitState>(rules, 2 + static_cast<int>(seed % 4), seed);
        Rng rng(seed);
        while (!state->isFinished()) {
            positions.push_back(std::make_unique<RibbitState>(*state));
            const auto legal = state->legalActions();
            EXPECT_TRUE(state->apply(legal[rng.below(legal.size())].text).ok());
        }
    }
    SetupSpec discard;
    discard.hands = {{"R-", "R-", "Y-", "Y-", "*-"}};
    positions.push_back(discard.build());
    return positions;
}
} // namespace

TEST(RibbitLegal, ActionsAreDistinctDeterministicParseBackAndPassCheck)
{
    const auto positions = samplePositions();
    ASSERT_GT(positions.size(), 200u);
    bool sawDiscard = false;
    for (const auto& state : positions) {
        const auto legal = state->legalActions();
        ASSERT_FALSE(legal.empty());
        EXPECT_EQ(legal, state->legalActions()) << "deterministic";
        EXPECT_EQ(legal, state->clone()->legalActions()) << "a clone lists the same actions";
        std::set<std::string> seen;
        std::vector<Action> parsed;
        for (const LegalAction& a : legal) {
            EXPECT_TRUE(seen.insert(a.text).second) << "duplicate " << a.text;
            EXPECT_FALSE(a.explanation.empty()) << a.text;
            auto action = Action::parse(a.text);
            ASSERT_TRUE(action) << a.text << ": " << action.error();
            EXPECT_EQ(action->toString(), a.text);
            EXPECT_TRUE(state->check(a.text).ok()) << a.text << ": " << state->check(a.text).reason();
            sawDiscard = sawDiscard || action->isDiscard();
            parsed.push_back(*action);
        }
        // Card order, then turtle order (R Y G B P).
        for (std::size_t i = 1; i < parsed.size(); ++i) {
            const auto key = [](const Action& a) {
                return std::make_pair(a.card.index(), a.turtle ? static_cast<int>(*a.turtle) : -1);
            };
            EXPECT_LT(key(parsed[i - 1]), key(parsed[i])) << legal[i - 1].text << " before " << legal[i].text;
        }
        // Plays and discards never mix.
        const bool anyDiscard =
            std::any_of(parsed.begin(), parsed.end(), [](auto& a) { return a.isDiscard(); });
        const bool allDiscard =
            std::all_of(parsed.begin(), parsed.end(), [](auto& a) { return a.isDiscard(); });
        EXPECT_EQ(anyDiscard, allDiscard);
        // toJson lists the same actions.
        Json expected = Json::array();
        for (const auto& a : legal)
            expected.push_back(a.text);
        EXPECT_EQ(state->toJson()["legal"], expected);
    }
    EXPECT_TRUE(sawDiscard);
}

TEST(RibbitLegal, EveryCardPlayableOnSomeTurtleHasItsPlaysListed)
{
    for (const auto& state : samplePositions()) {
        const auto legal = legalTexts(*state);
        const int player = *state->currentPlayer();
        for (Card c : state->hand(player))
            for (Color t : kColors) {
                const std::string text = c.toString() + " " + toChar(t);
                EXPECT_EQ(state->check(text).ok(), contains(legal, text)) << text;
            }
    }
}

// ------------------------------------------------------------------------------------------------
// Notation

TEST(RibbitNotation, EveryCardRoundTrips)
{
    for (int i = 0; i < kCardTypes; ++i) {
        const Card c = Card::fromIndex(i);
        EXPECT_EQ(c.index(), i);
        auto parsed = Card::parse(c.toString());
        ASSERT_TRUE(parsed) << c.toString();
        EXPECT_EQ(*parsed, c);
        EXPECT_FALSE(c.displayName().empty());
    }
    EXPECT_EQ(Card::parse("R+")->steps(), 1);
    EXPECT_EQ(Card::parse("R++")->steps(), 2);
    EXPECT_EQ(Card::parse("R-")->steps(), -1);
    EXPECT_EQ(Card::parse("*-")->steps(), -1);
    EXPECT_EQ(Card::parse("*++")->steps(), 2);
    EXPECT_EQ(Card::parse("^^")->steps(), 2);
    EXPECT_FALSE(Card::parse("K+"));
}

// Issue 20: the move preview's landing places come from the engine (applyMove), never the view.
TEST(RibbitLanding, ThePlacePlayedOnTurtleLandsOnTheStackItJoins)
{
    SetupSpec setup;
    setup.track = {{"0", {{"Y"}, {"B"}}}, {"2", {{"G", "P"}}}, {"4", {{"R"}}}};
    setup.hands = {{"G++", "Y+", "*-"}};
    auto state = setup.build();
    ASSERT_TRUE(state);
    const Rules& rules = state->rules();
    const Track& track = state->track();
    const Track::Place green = landing(rules, track, *Action::parse("G++ G"));
    EXPECT_EQ(green.space, 4);
    EXPECT_EQ(green.height, 1) << "green (with purple on it) lands on red";
    const Track::Place yellow = landing(rules, track, *Action::parse("Y+ Y"));
    EXPECT_EQ(yellow.space, 1);
    EXPECT_EQ(yellow.height, 0);
    const Track::Place purple = landing(rules, track, *Action::parse("*- P"));
    EXPECT_EQ(purple.space, 1);
    EXPECT_EQ(purple.height, 0) << "purple steps back alone to the empty space 1";
    EXPECT_EQ(landing(rules, track, *Action::parse("discard G++")).space, -1);
    EXPECT_EQ(state->track(), track) << "a preview changes nothing";
}

// ------------------------------------------------------------------------------------------------
// The spaces a position keeps (the Hard level's playouts read them instead of searching the track)

TEST(RibbitState, SpaceOfIsWhereTheTrackHasEachTurtleAfterEveryPlay)
{
    for (const Json& options : {Json::object(), Json{{"startStacked", "true"}, {"trackLength", 6}},
                                Json{{"retreatAtStart", "no-effect"}, {"trackLength", 20}}}) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto started = startState(seededRecord(4, options, seed));
            ASSERT_TRUE(started) << started.error();
            auto& state = dynamic_cast<RibbitState&>(**started);
            Rng rng(seed);
            std::vector<Action> legal;
            while (true) {
                for (Color c : kColors)
                    ASSERT_EQ(state.spaceOf(c), state.track().find(c).space)
                        << options.dump() << " seed " << seed << " after " << state.moves().size() << " moves";
                if (state.isFinished())
                    break;
                state.legalActions(legal);
                state.applyLegal(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
            }
        }
    }
}

// ------------------------------------------------------------------------------------------------
// Counting the legal actions without writing them (random playouts, docs/performance.md)

namespace {

/// Checks legalActionCount(), every legalActionAt(k) and randomLegalAction() of `state` against
/// its typed list and the rules' own list (checkPlay for every card and turtle); adds to `seen`
/// what the position had (0 plays on a coloured card, 1 rainbow, 2 last-turtle, 3 discards).
void expectCountedActionsMatch(const RibbitState& state, std::array<int, 4>& seen, const std::string& where)
{
    std::vector<Action> legal;
    state.legalActions(legal);
    if (!state.isFinished()) {
        ASSERT_EQ(legal, legalActions(state.rules(), state.track(), state.hand(*state.currentPlayer()))) << where;
    }
    ASSERT_EQ(state.legalActionCount(), legal.size()) << where;
    for (std::size_t k = 0; k < legal.size(); ++k) {
        ASSERT_EQ(state.legalActionAt(k), legal[k]) << where << ", action " << k << " of " << legal.size();
        const Action& a = legal[k];
        seen[a.isDiscard() ? 3 : a.card.isColored() ? 0 : a.card.isLast() ? 2 : 1] += 1;
    }
    // The random pick: the same single draw and the same action as legal[rng.below(legal.size())].
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        Rng fast(seed * 977 + legal.size()), plain = fast;
        const auto picked = state.randomLegalAction(fast);
        if (legal.empty()) {
            EXPECT_FALSE(picked) << where;
        } else {
            ASSERT_TRUE(picked) << where;
            EXPECT_EQ(*picked, legal[static_cast<std::size_t>(plain.below(legal.size()))]) << where;
        }
        EXPECT_TRUE(fast == plain) << where << ": one draw, or none at the end";
    }
}

} // namespace

TEST(RibbitLegal, CountedActionsAreTheListsActionsForEveryRuleSetAndPlayerCount)
{
    std::array<int, 4> seen{};
    int positions = 0;
    for (Deck deck : {Deck::Classic, Deck::RibbitText})
        for (RetreatAtStart retreat : {RetreatAtStart::Forbidden, RetreatAtStart::NoEffect})
            for (bool stacked : {false, true})
                for (int length : {6, 10, 20})
                    for (int players = 2; players <= 5; ++players)
                        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                            Rules rules;
                            rules.deck = deck;
                            rules.retreatAtStart = retreat;
                            rules.startStacked = stacked;
                            rules.trackLength = length;
                            rules.firstPlayer = static_cast<int>(seed) % players;
                            RibbitState state(rules, players, seed * 31 + static_cast<std::uint64_t>(length));
                            Rng rng(seed);
                            std::vector<Action> legal;
                            const std::string where = "deck " + std::to_string(static_cast<int>(deck)) + ", retreat " +
                                                      std::to_string(static_cast<int>(retreat)) + ", stacked " +
                                                      std::to_string(stacked) + ", length " + std::to_string(length) +
                                                      ", " + std::to_string(players) + " players, seed " +
                                                      std::to_string(seed);
                            for (;;) {
                                ++positions;
                                expectCountedActionsMatch(state, seen, where + ", move " + std::to_string(state.moves().size()));
                                if (HasFatalFailure())
                                    return;
                                state.legalActions(legal);
                                if (legal.empty())
                                    break;
                                state.applyLegal(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
                            }
                        }
    // Random games never reach a hand that cannot play (R6: only retreat cards, their turtles on
    // START): set such hands up, with either retreat rule (NoEffect makes them plays), and one where
    // a single retreat card of five can move.
    using Hands = std::vector<std::vector<std::string>>;
    for (RetreatAtStart retreat : {RetreatAtStart::Forbidden, RetreatAtStart::NoEffect})
        for (const Hands& hands : {Hands{{"R-", "R-", "Y-", "Y-", "*-"}}, Hands{{"R-", "Y-", "G-", "B-", "P-"}},
                                   Hands{{"P-", "P-", "*-", "*-", "B-"}, {"B-", "G-", "G-", "R-", "Y-"}}}) {
            SetupSpec discard;
            discard.hands = hands;
            discard.rules.retreatAtStart = retreat;
            for (int current = 0; current < static_cast<int>(hands.size()); ++current) {
                discard.current = current;
                auto state = discard.build();
                ASSERT_TRUE(state);
                expectCountedActionsMatch(*state, seen, "discard setup");
            }
        }
    SetupSpec oneRetreat;
    oneRetreat.hands = {{"R-", "G-", "*-", "B-", "P-"}};
    oneRetreat.track = {{"0", {{"R"}, {"G"}, {"B"}, {"P"}}}, {"3", {{"Y"}}}};
    auto state = oneRetreat.build();
    ASSERT_TRUE(state);
    ASSERT_EQ(state->legalActionCount(), 1u) << "only *- on yellow";
    expectCountedActionsMatch(*state, seen, "one retreat setup");
    EXPECT_GT(positions, 10000);
    EXPECT_GT(seen[0], 1000) << "coloured plays";
    EXPECT_GT(seen[1], 1000) << "rainbow plays";
    EXPECT_GT(seen[2], 1000) << "last-turtle plays";
    EXPECT_GE(seen[3], 15) << "discards";
    std::cout << "[          ] " << positions << " positions; actions: " << seen[0] << " coloured, " << seen[1]
              << " rainbow, " << seen[2] << " last-turtle, " << seen[3] << " discards\n";
}

// Turtle Race Mini rules: every ruling M1..M9 of the product's rulings, both options, each
// illustrated example of the rulebook, invalid actions and invalid setups.
#include "mini_helpers.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace mini_test;

namespace {

Record seededRecord(int players, Json options = Json::object(), std::uint64_t seed = 1)
{
    Record record;
    record.game = "mini";
    record.options = std::move(options);
    record.seed = seed;
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "human", {}});
    return record;
}

const MiniState& asMini(const State& state)
{
    return dynamic_cast<const MiniState&>(state);
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

/// `lead` stacks first, then every other tile not in `out` as a single stack, in tile order.
RowSpec completeRow(RowSpec lead, const std::vector<std::string>& out = {})
{
    std::set<std::string> used(out.begin(), out.end());
    for (const auto& stack : lead)
        used.insert(stack.begin(), stack.end());
    for (Tile t : allTiles())
        if (!used.count(t.toString()))
            lead.push_back({t.toString()});
    return lead;
}

/// The basic game, Ann to act, with `lead` in front of the row (completeRow) and Ann holding `hand`
/// (filled to five from the rest).
std::unique_ptr<MiniState> rowAndHand(const RowSpec& lead, const std::vector<std::string>& hand)
{
    SetupSpec spec;
    spec.row = completeRow(lead);
    spec.hands = {hand};
    return spec.build();
}

/// The action is refused with a reason containing `reasonPart`, and the state is unchanged.
void expectRefused(MiniState& state, const std::string& action, const std::string& reasonPart)
{
    const MiniState before = state;
    const Outcome outcome = state.apply(action);
    EXPECT_FALSE(outcome.ok()) << action;
    EXPECT_NE(outcome.reason().find(reasonPart), std::string::npos) << action << ": " << outcome.reason();
    EXPECT_TRUE(state == before) << action << " changed the state";
    EXPECT_EQ(outcome.reason(), state.check(action).reason());
}

/// Why `spec`'s setup (changed by `edit` first, when given) is refused; a failure when it is not.
std::string setupError(const SetupSpec& spec, const std::function<void(Json&)>& edit = {})
{
    Json json = spec.json();
    if (edit)
        edit(json);
    auto state = MiniState::fromSetup(spec.rules, static_cast<int>(spec.colors.size()), json, 0);
    EXPECT_FALSE(state) << "setup accepted: " << json.dump();
    return state ? std::string() : state.error();
}

SetupSpec advancedSpec()
{
    SetupSpec spec;
    spec.rules.variant = Variant::Advanced;
    return spec;
}

} // namespace

// ------------------------------------------------------------------------------------------------
// Cards, tiles, notation

TEST(MiniCards, DeckHasTheRulebookComposition)
{
    const auto cards = Rules::deckCards();
    ASSERT_EQ(cards.size(), 50u);
    std::map<std::string, int> counts;
    for (Card c : cards)
        ++counts[c.toString()];
    for (const char* c : {"R", "Y", "G", "B", "P"}) {
        EXPECT_EQ(counts[std::string(c) + "+++"], 1) << c;
        EXPECT_EQ(counts[std::string(c) + "++"], 2) << c;
        EXPECT_EQ(counts[std::string(c) + "--"], 1) << c;
    }
    EXPECT_EQ(counts["*++"], 6);
    EXPECT_EQ(counts["*+"], 6);
    EXPECT_EQ(counts["*-"], 3);
    EXPECT_EQ(counts["*--"], 4);
    EXPECT_EQ(counts["*---"], 2);
    EXPECT_EQ(counts["shake"], 6);
    EXPECT_EQ(counts["lettuce"], 3);
    EXPECT_EQ(counts.size(), static_cast<std::size_t>(kCardTypes));
    EXPECT_TRUE(std::is_sorted(cards.begin(), cards.end()));
}

TEST(MiniCards, EveryCardAndTileNotationParsesBack)
{
    for (int i = 0; i < kCardTypes; ++i) {
        const Card c = Card::fromIndex(i);
        EXPECT_EQ(c.index(), i);
        ASSERT_TRUE(Card::parse(c.toString())) << c.toString();
        EXPECT_EQ(*Card::parse(c.toString()), c);
        EXPECT_FALSE(c.displayName().empty());
    }
    EXPECT_EQ(card("G++").steps(), 2);
    EXPECT_EQ(card("B+++").steps(), 3);
    EXPECT_EQ(card("R--").steps(), -2);
    EXPECT_EQ(card("*---").steps(), -3);
    EXPECT_EQ(card("*+").displayName(), "Multicolour +1");
    EXPECT_EQ(card("Y--").displayName(), "Yellow −2");
    for (const char* bad : {"", "R+", "K++", "*+++", "Shake", "R-"})
        EXPECT_FALSE(Card::parse(bad)) << bad;
    const auto tiles = allTiles();
    ASSERT_EQ(tiles.size(), 12u);
    std::vector<std::string> tileNames = names(tiles);
    EXPECT_EQ(tileNames, (std::vector<std::string>{"R1", "R2", "Y1", "Y2", "G1", "G2", "B1", "B2", "P1", "P2",
                                                   "K1", "K2"}));
    for (Tile t : tiles)
        EXPECT_EQ(*Tile::parse(t.toString()), t);
    for (const char* bad : {"", "R", "R3", "R0", "X1", "K12", "r1"})
        EXPECT_FALSE(Tile::parse(bad)) << bad;
    EXPECT_TRUE(tile("K2").isBlack());
}

TEST(MiniActions, NotationRoundTripsAndErrorsNameTheBadPart)
{
    for (const char* text : {"R++ R2", "*--- K1", "shake G1", "shake -", "*+ -"}) {
        auto action = Action::parse(text);
        ASSERT_TRUE(action) << action.error();
        EXPECT_EQ(action->toString(), text);
    }
    EXPECT_FALSE(Action::parse("shake -")->tile.has_value());
    EXPECT_NE(Action::parse("X+ R1").error().find("unknown card \"X+\""), std::string::npos);
    EXPECT_NE(Action::parse("R++ Z9").error().find("unknown tile \"Z9\""), std::string::npos);
    EXPECT_NE(Action::parse("R++").error().find("not a Turtle Race Mini action"), std::string::npos);
    EXPECT_NE(Action::parse("R++ R1 R2").error().find("not a Turtle Race Mini action"), std::string::npos);
}

// ------------------------------------------------------------------------------------------------
// Options and the registry

TEST(MiniOptions, RegistryListsMiniAfterRibbitWithItsOptionsExplained)
{
    ASSERT_GE(games().size(), 2u);
    EXPECT_EQ(games()[0].name, "ribbit");
    EXPECT_EQ(games()[1].name, "mini");
    const GameInfo* info = findGame("mini");
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(info->title, "Turtle Race Mini");
    EXPECT_EQ(info->minPlayers, 2);
    EXPECT_EQ(info->maxPlayers, 5);
    std::map<std::string, OptionInfo> options;
    for (const OptionInfo& o : info->options)
        options[o.key] = o;
    ASSERT_EQ(options.size(), 3u);
    EXPECT_EQ(options["variant"].defaultValue, "basic");
    ASSERT_EQ(options["variant"].choices.size(), 2u);
    EXPECT_EQ(options["variant"].choices[0].first, "basic");
    EXPECT_EQ(options["variant"].choices[1].first, "advanced");
    EXPECT_EQ(options["openEnds"].defaultValue, "false");
    EXPECT_TRUE(options["openEnds"].isBoolean());
    EXPECT_EQ(options["firstPlayer"].defaultValue, "0"); // the youngest starts (the rulebook)
    for (const auto& [key, option] : options) {
        EXPECT_FALSE(option.label.empty()) << key;
        EXPECT_FALSE(option.help.empty()) << key;
        for (const auto& [value, help] : option.choices)
            EXPECT_FALSE(help.empty()) << key << "=" << value;
    }
}

TEST(MiniOptions, OptionsReachTheRulesAndRoundTrip)
{
    auto defaults = startState(seededRecord(3));
    ASSERT_TRUE(defaults) << defaults.error();
    EXPECT_EQ(asMini(**defaults).rules(), Rules{});
    auto set = startState(seededRecord(3, {{"variant", "advanced"}, {"openEnds", true}}));
    ASSERT_TRUE(set) << set.error();
    const Rules& rules = asMini(**set).rules();
    EXPECT_TRUE(rules.advanced());
    EXPECT_TRUE(rules.openEnds);
    EXPECT_EQ(rules.toOptions(), (Json{{"openEnds", true}, {"variant", "advanced"}, {"firstPlayer", 0}}));
    auto text = startState(seededRecord(2, {{"openEnds", "true"}}));
    ASSERT_TRUE(text) << text.error();
    EXPECT_TRUE(asMini(**text).rules().openEnds);
}

TEST(MiniOptions, FirstPlayerOptionChoosesTheStartingSeat)
{
    // The rulebook: "The youngest player starts" (chosen in setup, as Ribbit's R12); then seat order.
    auto state = startState(seededRecord(3, {{"firstPlayer", 2}}));
    ASSERT_TRUE(state) << state.error();
    EXPECT_EQ((*state)->currentPlayer(), 2);
    play(**state, (*state)->legalActions().front().text);
    EXPECT_EQ((*state)->currentPlayer(), 0);
    EXPECT_EQ(asMini(**state).rules().toOptions()["firstPlayer"], 2);

    auto missing = startState(seededRecord(3, {{"firstPlayer", 3}}));
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error(), "option firstPlayer: seat 3 does not exist with 3 players");
}

TEST(MiniOptions, UnknownOptionOrValueIsRefused)
{
    auto bad = startState(seededRecord(3, {{"variant", "expert"}}));
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().find("option variant: unknown value \"expert\""), std::string::npos) << bad.error();
    auto unknown = startState(seededRecord(3, {{"trackLength", 8}}));
    ASSERT_FALSE(unknown);
    EXPECT_NE(unknown.error().find("unknown option \"trackLength\""), std::string::npos) << unknown.error();
}

// ------------------------------------------------------------------------------------------------
// M9 players, setting up, the opening deal (M5)

TEST(MiniDeal, TwoToFivePlayers)
{
    for (int n : {1, 6}) {
        auto state = startState(seededRecord(n));
        ASSERT_FALSE(state) << n;
        EXPECT_NE(state.error().find("Turtle Race Mini takes 2 to 5 players"), std::string::npos)
            << state.error();
    }
    for (int n = 2; n <= 5; ++n)
        EXPECT_TRUE(startState(seededRecord(n))) << n;
}

TEST(MiniDeal, NewGameDealsSecretColoursASingleFileRowAndFiveCardsWithoutLettuce)
{
    for (int n = 2; n <= 5; ++n) {
        MiniState state(Rules{}, n, 17);
        EXPECT_TRUE(invariantsHold(state));
        std::set<Color> colors;
        for (int p = 0; p < n; ++p) {
            EXPECT_EQ(state.hand(p).size(), 5u);
            EXPECT_NE(state.colorOf(p), Color::Black);
            colors.insert(state.colorOf(p));
        }
        EXPECT_EQ(static_cast<int>(colors.size()), n);
        EXPECT_EQ(state.row().size(), 12);
        for (const Stack& stack : state.row().stacks)
            EXPECT_EQ(stack.size(), 1u);
        EXPECT_EQ(static_cast<int>(state.drawPile().size()), 50 - 5 * n);
        EXPECT_EQ(std::count(state.drawPile().begin(), state.drawPile().end(), card("lettuce")), 3);
        EXPECT_TRUE(state.discardPile().empty());
        EXPECT_EQ(state.lettuce(), 0);
        EXPECT_EQ(state.round(), 1);
        EXPECT_TRUE(state.out().empty());
        EXPECT_EQ(state.currentPlayer(), 0);
    }
}

TEST(MiniDeal, SameSeedDealsTheSameGameAndOtherSeedsDiffer)
{
    EXPECT_TRUE(MiniState(Rules{}, 4, 5) == MiniState(Rules{}, 4, 5));
    EXPECT_FALSE(MiniState(Rules{}, 4, 5) == MiniState(Rules{}, 4, 6));
}

TEST(MiniDeal, LettuceDealtInTheOpeningDealGoesBackAndAnotherCardIsDrawn)
{
    // Find a seed whose shuffled deck, dealt plainly, would give someone a lettuce: the constructor
    // draws colours, then the row, then the deck from the seed, in this order.
    const int n = 5;
    std::uint64_t seed = 1;
    for (;; ++seed) {
        Rng rng(seed);
        std::vector<Color> colors(kPlayerColors.begin(), kPlayerColors.end());
        rng.shuffle(colors);
        std::vector<Tile> tiles = allTiles();
        rng.shuffle(tiles);
        std::vector<Card> deck = Rules::deckCards();
        rng.shuffle(deck);
        if (std::find(deck.end() - 5 * n, deck.end(), card("lettuce")) != deck.end())
            break;
    }
    MiniState state(Rules{}, n, seed);
    EXPECT_TRUE(invariantsHold(state));
    for (int p = 0; p < n; ++p) {
        EXPECT_EQ(state.hand(p).size(), 5u);
        EXPECT_EQ(std::count(state.hand(p).begin(), state.hand(p).end(), card("lettuce")), 0);
    }
    EXPECT_EQ(std::count(state.drawPile().begin(), state.drawPile().end(), card("lettuce")), 3);
    EXPECT_EQ(state.lettuce(), 0);
}

// ------------------------------------------------------------------------------------------------
// M1-M2: the row, colour and multicolour cards, riders

TEST(MiniRulebookExample, GreenPlusTwoLandsOnTheBlueAndTheRowClosesUp)
{
    auto state = rowAndHand({{"Y1"}, {"B1"}, {"R1"}, {"G1"}}, {"G++"});
    ASSERT_TRUE(state);
    const auto legal = state->legalActions();
    const auto it =
        std::find_if(legal.begin(), legal.end(), [](const LegalAction& a) { return a.text == "G++ G1"; });
    ASSERT_NE(it, legal.end());
    EXPECT_EQ(it->explanation, "Green +2 on G1: G1 moves forward from stack 4 onto B1 in stack 2");
    play(*state, "G++ G1");
    EXPECT_EQ(rowOf(state->row()), completeRow({{"Y1"}, {"B1", "G1"}, {"R1"}}));
    EXPECT_EQ(state->row().size(), 11);
    const Move& move = state->moves().back();
    EXPECT_TRUE(move.changed);
    EXPECT_EQ(move.from, 3);
    EXPECT_EQ(move.to, 1);
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(MiniRulebookExample, BluePlusThreeCarriesTheTilesAboveAndLeavesTheOneBelow)
{
    auto state = rowAndHand({{"P1"}, {"K1"}, {"Y2"}, {"G1", "B1", "Y1", "R1"}}, {"B+++"});
    ASSERT_TRUE(state);
    EXPECT_EQ(explain(state->rules(), state->row(), *Action::parse("B+++ B1")),
              "Blue +3 on B1: B1 moves forward from stack 4 onto P1 in the front stack, carrying Y1 and R1");
    play(*state, "B+++ B1");
    EXPECT_EQ(rowOf(state->row()), completeRow({{"P1", "B1", "Y1", "R1"}, {"K1"}, {"Y2"}, {"G1"}}));
    EXPECT_EQ(names(state->moves().back().carried), (std::vector<std::string>{"Y1", "R1"}));
}

TEST(MiniColourCards, AColourCardMovesEitherTileOfItsColourAndNoOther)
{
    SetupSpec spec;
    spec.hands = {{"R++", "Y--", "*+", "shake", "*---"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    const auto legal = legalTexts(*state);
    EXPECT_TRUE(contains(legal, "R++ R1"));
    EXPECT_TRUE(contains(legal, "R++ R2"));
    EXPECT_FALSE(contains(legal, "R++ Y1"));
    EXPECT_EQ(names(targets(state->row(), card("R++"))), (std::vector<std::string>{"R1", "R2"}));
    expectRefused(*state, "R++ Y1", "Red +2 moves only the red tiles (R1 or R2)");
    expectRefused(*state, "R++ K1", "moves only the red tiles");
}

TEST(MiniColourCards, MulticolourCardsMoveAnyTileBlackIncluded)
{
    auto state = rowAndHand({{"R1"}, {"K2"}, {"G1"}}, {"*+"});
    ASSERT_TRUE(state);
    EXPECT_EQ(targets(state->row(), card("*+")).size(), 12u);
    play(*state, "*+ K2");
    EXPECT_EQ(rowOf(state->row()), completeRow({{"R1", "K2"}, {"G1"}}));
}

TEST(MiniRow, TheMoverCarriesTheTilesAboveAndTheOnesBelowStay)
{
    auto state = rowAndHand({{"R1"}, {"R2"}, {"Y1", "G1", "B1"}}, {"*--"});
    ASSERT_TRUE(state);
    play(*state, "*-- G1");
    // G1 (with B1) goes back two stacks from stack 3 and lands on the tile there.
    EXPECT_EQ(rowOf(state->row()), completeRow({{"R1"}, {"R2"}, {"Y1"}, {"Y2"}, {"G2", "G1", "B1"}}));
}

TEST(MiniRow, AStackThatEmptiesClosesUp)
{
    auto state = rowAndHand({{"R1"}, {"R2"}, {"Y1"}}, {"*-"});
    ASSERT_TRUE(state);
    play(*state, "*- R2");
    EXPECT_EQ(rowOf(state->row()), completeRow({{"R1"}, {"Y1", "R2"}}));
    EXPECT_EQ(state->row().size(), 11);
}

// ------------------------------------------------------------------------------------------------
// M3: the ends

TEST(MiniEnds, OvershootingTheFrontStopsOnTheFrontStack)
{
    auto state = rowAndHand({{"Y1"}, {"B1"}, {"G1"}}, {"G+++"});
    ASSERT_TRUE(state);
    play(*state, "G+++ G1");
    EXPECT_EQ(rowOf(state->row()), completeRow({{"Y1", "G1"}, {"B1"}}));
}

TEST(MiniEnds, OvershootingTheBackStopsOnTheBackStack)
{
    auto state = rowAndHand(
        {{"R1"}, {"R2"}, {"Y1"}, {"Y2"}, {"G1"}, {"G2"}, {"B1"}, {"B2"}, {"P1"}, {"P2"}, {"K2"}, {"K1"}}, {"*---"});
    ASSERT_TRUE(state);
    play(*state, "*--- P2");
    EXPECT_EQ(
        rowOf(state->row()),
        completeRow(
            {{"R1"}, {"R2"}, {"Y1"}, {"Y2"}, {"G1"}, {"G2"}, {"B1"}, {"B2"}, {"P1"}, {"K2"}, {"K1", "P2"}}));
}

TEST(MiniEnds, ForwardFromTheFrontStackIsLegalWithNoEffectAndSaysSo)
{
    auto state = rowAndHand({{"G1", "R1"}}, {"G++", "*+"});
    ASSERT_TRUE(state);
    const Action front = *Action::parse("G++ G1");
    const Action rider = *Action::parse("*+ R1");
    EXPECT_TRUE(checkPlay(state->rules(), state->row(), front));
    EXPECT_FALSE(hasEffect(state->rules(), state->row(), front));
    EXPECT_FALSE(hasEffect(state->rules(), state->row(), rider))
        << "a rider in the front stack can't go forward";
    EXPECT_TRUE(hasEffect(state->rules(), state->row(), *Action::parse("G++ G2")));
    for (const LegalAction& a : state->legalActions()) {
        const bool effect = hasEffect(state->rules(), state->row(), *Action::parse(a.text));
        EXPECT_EQ(a.explanation.find("no effect") != std::string::npos, !effect)
            << a.text << ": " << a.explanation;
    }
    const Row before = state->row();
    play(*state, "G++ G1");
    EXPECT_EQ(state->row(), before);
    EXPECT_FALSE(state->moves().back().changed);
    EXPECT_EQ(state->discardPile().back(), card("G++"));
    EXPECT_EQ(state->hand(0).size(), 5u) << "the card was played and a new one drawn";
    EXPECT_EQ(state->currentPlayer(), 1);
}

TEST(MiniEnds, BackFromTheBackStackIsLegalWithNoEffect)
{
    auto state = rowAndHand({{"R1"}}, {"*--"});
    ASSERT_TRUE(state);
    const Action back = *Action::parse("*-- K2"); // K2 is the back stack of completeRow
    EXPECT_TRUE(checkPlay(state->rules(), state->row(), back));
    EXPECT_FALSE(hasEffect(state->rules(), state->row(), back));
    EXPECT_NE(explain(state->rules(), state->row(), back)
                  .find("is in the back stack and can't go further back: no effect"),
              std::string::npos);
    play(*state, "*-- K2");
    EXPECT_FALSE(state->moves().back().changed);
}

TEST(MiniOpenEnds, ARiderInTheFrontStackStepsOutAheadAsTheNewFront)
{
    SetupSpec spec;
    spec.rules.openEnds = true;
    spec.row = completeRow({{"G1", "R1", "Y1"}, {"B1"}});
    spec.hands = {{"*++"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    EXPECT_NE(state->legalActions().size(), 0u);
    EXPECT_EQ(explain(state->rules(), state->row(), *Action::parse("*++ R1")),
              "Multicolour +2 on R1: R1 moves forward from the front stack out ahead of the front, as the "
              "new front "
              "stack, carrying Y1");
    play(*state, "*++ R1");
    EXPECT_EQ(rowOf(state->row()), completeRow({{"R1", "Y1"}, {"G1"}, {"B1"}}));
}

TEST(MiniOpenEnds, AWholeFrontStackMovingForwardChangesNothing)
{
    SetupSpec spec;
    spec.rules.openEnds = true;
    spec.row = completeRow({{"G1", "R1"}});
    spec.hands = {{"*+"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    const Action action = *Action::parse("*+ G1");
    EXPECT_FALSE(hasEffect(state->rules(), state->row(), action));
    EXPECT_NE(explain(state->rules(), state->row(), action).find("no effect"), std::string::npos);
}

TEST(MiniOpenEnds, OvershootFromTheMiddleBecomesANewFrontButAnExactLandingStacks)
{
    SetupSpec spec;
    spec.rules.openEnds = true;
    spec.row = completeRow({{"Y1"}, {"B1"}, {"G1"}});
    spec.hands = {{"G+++", "*++"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    EXPECT_EQ(rowOf(applyPlay(state->rules(), state->row(), *Action::parse("*++ G1"))),
              completeRow({{"Y1", "G1"}, {"B1"}}))
        << "exactly reaching the front stack lands on it";
    play(*state, "G+++ G1");
    EXPECT_EQ(rowOf(state->row()), completeRow({{"G1"}, {"Y1"}, {"B1"}}));
}

TEST(MiniOpenEnds, OvershootingTheBackBecomesANewBackStack)
{
    SetupSpec spec;
    spec.rules.openEnds = true;
    spec.row = completeRow({{"R1"}}, {}); // ... K1, K2 at the back
    spec.hands = {{"*---"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    play(*state, "*--- K1");
    EXPECT_EQ(rowOf(state->row()), completeRow({{"R1"},
                                                {"R2"},
                                                {"Y1"},
                                                {"Y2"},
                                                {"G1"},
                                                {"G2"},
                                                {"B1"},
                                                {"B2"},
                                                {"P1"},
                                                {"P2"},
                                                {"K2"},
                                                {"K1"}}));
    Rules closed;
    EXPECT_FALSE(hasEffect(closed, state->row(), *Action::parse("*--- K1")));
    EXPECT_FALSE(hasEffect(state->rules(), state->row(), *Action::parse("*--- K1")))
        << "a whole back stack moving back changes nothing, open ends or not";
}

// ------------------------------------------------------------------------------------------------
// M4: shaking

TEST(MiniRulebookExample, ShakingLaysTheTilesOutBehindTheBottomOneLowestFirst)
{
    auto state = rowAndHand({{"R2"}, {"B1", "K1", "R1"}, {"Y1"}}, {"shake", "shake", "shake", "shake", "shake"});
    ASSERT_TRUE(state);
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"shake B1"}));
    EXPECT_EQ(state->legalActions()[0].explanation,
              "Shake on B1: K1 and R1 come off B1 and line up behind it");
    play(*state, "shake B1");
    EXPECT_EQ(rowOf(state->row()), completeRow({{"R2"}, {"B1"}, {"K1"}, {"R1"}, {"Y1"}}));
    EXPECT_EQ(names(state->moves().back().carried), (std::vector<std::string>{"K1", "R1"}));
}

TEST(MiniShake, TargetsAreTheBottomsOfStacksOfTwoOrMore)
{
    auto state = rowAndHand({{"Y2", "R1"}, {"G1"}, {"K2", "B1", "P1"}}, {"shake", "shake", "shake", "shake", "shake"});
    ASSERT_TRUE(state);
    EXPECT_EQ(names(targets(state->row(), card("shake"))), (std::vector<std::string>{"Y2", "K2"}));
    EXPECT_EQ(legalTexts(*state), (std::vector<std::string>{"shake Y2", "shake K2"}));
    expectRefused(*state, "shake B1", "B1 is not at the bottom of its stack (K2 is)");
    expectRefused(*state, "shake G1", "G1 is alone in its stack");
    expectRefused(*state, "shake -", "Shake has a tile to aim at (Y2 or K2)");
}

TEST(MiniShake, WithNoStackTheShakingCardIsPlayedWithNoTileAndNoEffect)
{
    SetupSpec spec;
    spec.hands = {{"shake", "shake", "shake", "shake", "R++"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    EXPECT_TRUE(targets(state->row(), card("shake")).empty());
    const auto legal = state->legalActions();
    ASSERT_EQ(legal.size(), 3u);
    EXPECT_EQ(legal[2].text, "shake -");
    EXPECT_EQ(legal[2].explanation, "Shake with no effect: no stack has two or more tiles");
    expectRefused(*state, "shake R1", "R1 is alone in its stack");
    const Row before = state->row();
    play(*state, "shake -");
    EXPECT_EQ(state->row(), before);
    EXPECT_FALSE(state->moves().back().changed);
    EXPECT_EQ(state->history().back(), "shake -");
}

// ------------------------------------------------------------------------------------------------
// M5, M6: lettuce and the draw pile

TEST(MiniLettuce, ADrawnLettuceIsLaidOutAndReplacedByAnotherDraw)
{
    SetupSpec spec;
    spec.hands = {{"R++"}};
    spec.deckTop = {"lettuce", "B++"};
    auto state = spec.build();
    ASSERT_TRUE(state);
    play(*state, "R++ R1");
    EXPECT_EQ(state->lettuce(), 1);
    EXPECT_EQ(state->moves().back().lettuces, 1);
    EXPECT_EQ(state->hand(0).size(), 5u);
    EXPECT_NE(std::find(state->hand(0).begin(), state->hand(0).end(), card("B++")), state->hand(0).end());
    EXPECT_FALSE(state->isFinished());
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(MiniLettuce, TheThirdLettuceEndsTheBasicRaceAtOnce)
{
    SetupSpec spec;
    spec.colors = {"G", "Y", "R"};
    spec.row = completeRow({{"K1", "P1"}, {"Y2"}, {"G1"}});
    spec.lettuce = 1;
    spec.hands = {{"*-"}};
    spec.deckTop = {"lettuce", "lettuce", "B++"};
    auto state = spec.build();
    ASSERT_TRUE(state);
    play(*state, "*- R1");
    EXPECT_TRUE(state->isFinished());
    EXPECT_EQ(state->lettuce(), 3);
    EXPECT_FALSE(state->currentPlayer().has_value());
    EXPECT_TRUE(state->legalActions().empty());
    EXPECT_EQ(state->hand(0).size(), 4u) << "the race ended before a card was drawn";
    // M7: K1 is black and purple is nobody's: yellow's Y2 wins for player 1.
    EXPECT_EQ(state->winners(), (std::vector<int>{1}));
    EXPECT_EQ(state->winReason(),
              "Yellow wins: Y2 is the best-placed tile of a colour someone holds (ahead of it, K1 "
              "is black, and P1 is a colour no one holds); player 1 backed yellow (ruling M7)");
    ASSERT_EQ(state->moves().back().raceEnds.size(), 1u);
    const RaceEnd& end = state->moves().back().raceEnds[0];
    EXPECT_TRUE(end.gameOver);
    EXPECT_TRUE(end.finished.empty());
    EXPECT_TRUE(end.passedOver.empty()) << "the basic game has one race: no tile finishes or is passed over";
    EXPECT_EQ(names(end.ranking).front(), "K1");
    EXPECT_EQ(state->toJson()["winner"], 1);
    EXPECT_TRUE(invariantsHold(*state));
    expectRefused(*state, "*+ G1", "the game is over");
}

TEST(MiniLettuce, ALettuceIsNeverHeld)
{
    SetupSpec spec;
    auto state = spec.build();
    ASSERT_TRUE(state);
    expectRefused(*state, "lettuce R1", "a lettuce is never held");
    expectRefused(*state, "lettuce -", "a lettuce is never held");
    SetupSpec held;
    held.hands = {{"lettuce"}};
    EXPECT_NE(setupError(held).find("hands[0] holds a lettuce, and a lettuce is never held"),
              std::string::npos);
}

TEST(MiniDrawPile, TheDrawPileNeverRunsOutBeforeTheThirdLettuce)
{
    // M6 is a safeguard: every lettuce not laid out is in the draw pile, so the pile is empty only
    // once the third lettuce has ended the race. The tightest position: only the last lettuce left.
    SetupSpec spec;
    spec.lettuce = 2;
    spec.restToDiscard = true;
    spec.hands = {{"R++"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    ASSERT_EQ(state->drawPile().size(), 1u);
    play(*state, "R++ R1");
    EXPECT_TRUE(state->isFinished());
    EXPECT_FALSE(state->moves().back().reshuffled);
    EXPECT_TRUE(invariantsHold(*state));
}

// ------------------------------------------------------------------------------------------------
// M7: ranking and the basic winner

TEST(MiniRanking, FrontStackFirstEachStackBottomFirst)
{
    SetupSpec spec;
    spec.row = completeRow({{"B2", "K1"}, {"R1"}, {"P2", "G1", "Y1"}});
    auto state = spec.build();
    ASSERT_TRUE(state);
    const auto ranking = names(state->ranking());
    ASSERT_EQ(ranking.size(), 12u);
    EXPECT_EQ(std::vector<std::string>(ranking.begin(), ranking.begin() + 6),
              (std::vector<std::string>{"B2", "K1", "R1", "P2", "G1", "Y1"}));
    EXPECT_EQ(state->toJson()["ranking"], Json(ranking));
}

TEST(MiniWinner, TheBestPlacedHeldColourWinsBlackAndUnheldSkipped)
{
    SetupSpec spec;
    spec.colors = {"B", "R", "G"};
    spec.row = completeRow({{"K2"}, {"P1", "Y1"}, {"G2", "R2"}});
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build();
    ASSERT_TRUE(state);
    play(*state, "*+ K2"); // K2 is in front: no effect, then the third lettuce
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->winners(), (std::vector<int>{2})) << "G2 is below R2: the bottom of a stack ranks first";
    EXPECT_NE(state->winReason().find("Green wins: G2"), std::string::npos) << state->winReason();
}

// ------------------------------------------------------------------------------------------------
// M8: the advanced variant

TEST(MiniRulebookExample, AdvancedRoundEndSkipsBlackAndStartsTheNextRace)
{
    // End of the first race: purple first, black second, yellow third. Purple and yellow finish.
    SetupSpec spec = advancedSpec();
    spec.colors = {"Y", "R", "G"};
    spec.row = completeRow({{"P1"}, {"K1"}, {"Y1", "R1"}, {"G1", "B2"}});
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build(7);
    ASSERT_TRUE(state);
    const auto hand1 = state->hand(1), hand2 = state->hand(2);
    const Row raceRow = state->row();
    play(*state, "*+ P1");

    EXPECT_FALSE(state->isFinished());
    EXPECT_EQ(state->round(), 2);
    EXPECT_EQ(names(state->out()), (std::vector<std::string>{"P1", "Y1"}));
    // Stacks split into a row behind their bottom tiles, lowest first.
    EXPECT_EQ(rowOf(state->row()), completeRow({{"K1"}, {"R1"}, {"G1"}, {"B2"}}, {"P1", "Y1"}));
    // Hands kept; the player who drew the third lettuce made the cut-short draw; the next plays.
    EXPECT_EQ(state->hand(1), hand1);
    EXPECT_EQ(state->hand(2), hand2);
    EXPECT_EQ(state->hand(0).size(), 5u);
    EXPECT_EQ(state->currentPlayer(), 1);
    // Lettuces and discards went back into one new draw pile.
    EXPECT_TRUE(state->discardPile().empty());
    EXPECT_EQ(static_cast<int>(state->drawPile().size()), 50 - 15 - state->lettuce());
    EXPECT_LT(state->lettuce(), 3);
    EXPECT_TRUE(invariantsHold(*state));

    // The between-races event, public in the history.
    const Move& move = state->moves().back();
    ASSERT_EQ(move.raceEnds.size(), 1u);
    const RaceEnd& end = move.raceEnds[0];
    EXPECT_EQ(end.race, 1);
    EXPECT_EQ(end.player, 0);
    EXPECT_EQ(names(end.finished), (std::vector<std::string>{"P1", "Y1"}));
    // K1 ran second, ahead of Y1, but black never finishes: passed over, it runs again.
    EXPECT_EQ(names(end.passedOver), (std::vector<std::string>{"K1"}));
    EXPECT_EQ(end.row, raceRow);
    EXPECT_EQ(rowOf(end.nextRow), completeRow({{"K1"}, {"R1"}, {"G1"}, {"B2"}}, {"P1", "Y1"}));
    EXPECT_FALSE(end.gameOver);
    EXPECT_EQ(state->observation(2).moves.back().raceEnds, move.raceEnds);

    const Json json = state->toJson();
    EXPECT_EQ(json["round"], 2);
    EXPECT_EQ(json["out"], (Json{"P1", "Y1"}));
    EXPECT_EQ(json["ranking"][0], "P1");
    EXPECT_EQ(json["ranking"][1], "Y1");
    EXPECT_EQ(json["ranking"][2], "K1");

    // Play goes on in the new race with the finished tiles out of reach.
    MiniState& s = *state;
    const auto legal = legalTexts(s);
    for (const std::string& text : legal) {
        EXPECT_EQ(text.find("P1"), std::string::npos) << text;
        EXPECT_EQ(text.find("Y1"), std::string::npos) << text;
    }
}

TEST(MiniAdvanced, TheCutShortDrawIsDeterministicGivenTheSeed)
{
    SetupSpec spec = advancedSpec();
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto a = spec.build(11), b = spec.build(11);
    play(*a, "*+ R1");
    play(*b, "*+ R1");
    EXPECT_TRUE(*a == *b);
    EXPECT_EQ(a->drawPile(), b->drawPile());
}

TEST(MiniAdvanced, AFinishedTileCannotBeAimedAt)
{
    SetupSpec spec = advancedSpec();
    spec.round = 2;
    spec.out = {"R1", "G2"};
    spec.row = completeRow({}, spec.out);
    spec.hands = {{"R++", "*+"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    EXPECT_EQ(names(targets(state->row(), card("R++"))), (std::vector<std::string>{"R2"}));
    EXPECT_EQ(targets(state->row(), card("*+")).size(), 10u);
    expectRefused(*state, "R++ R1", "R1 has finished and is out of the race");
    expectRefused(*state, "*+ G2", "G2 has finished");
}

namespace {

/// The rulebook's game end: race 1 finished purple and yellow; race 2 ends with green first,
/// then yellow, then red. Green and yellow finish; yellow has both tiles out.
std::unique_ptr<MiniState> gameEndExample(std::vector<std::string> colors)
{
    SetupSpec spec = advancedSpec();
    spec.colors = std::move(colors);
    spec.round = 2;
    spec.out = {"P1", "Y1"};
    spec.row = completeRow({{"G1"}, {"Y2", "K2"}, {"R1"}}, spec.out);
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build();
    if (state)
        play(*state, "*+ G1");
    return state;
}

} // namespace

TEST(MiniRulebookExample, GameEndsWhenBothTilesOfAColourHaveFinishedAndItsOwnerWins)
{
    auto state = gameEndExample({"B", "Y"});
    ASSERT_TRUE(state);
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->round(), 2);
    EXPECT_EQ(names(state->out()), (std::vector<std::string>{"P1", "Y1", "G1", "Y2"}));
    // The row shows the rest as the last race left them (not split).
    EXPECT_EQ(rowOf(state->row()), completeRow({{"K2"}, {"R1"}}, {"P1", "Y1", "G1", "Y2"}));
    EXPECT_EQ(state->winners(), (std::vector<int>{1}));
    EXPECT_EQ(state->winReason(), "Yellow wins: both yellow tiles finished (Y1 in race 1 and Y2 in race 2); "
              "player 1 backed yellow (ruling M8)");
    const RaceEnd& end = state->moves().back().raceEnds.at(0);
    EXPECT_TRUE(end.gameOver);
    EXPECT_TRUE(end.nextRow.stacks.empty());
    EXPECT_EQ(names(end.finished), (std::vector<std::string>{"G1", "Y2"}));
    EXPECT_EQ(names(state->lastRaceRanking()).front(), "G1");
    EXPECT_EQ(state->toJson()["out"], (Json{"P1", "Y1", "G1", "Y2"}));
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(MiniRulebookExample, GameEndWithNoYellowPlayerGreenWinsByTheLastRace)
{
    auto state = gameEndExample({"R", "G"});
    ASSERT_TRUE(state);
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->winners(), (std::vector<int>{1}));
    EXPECT_EQ(state->winReason(),
              "Both yellow tiles finished, but no one holds yellow, so race 2, the last, decides. "
              "Green wins: G1 is the best-placed tile of a colour someone holds; player 1 backed green (ruling M8)");
}

TEST(MiniRulebookExample, GameEndWithNoYellowOrGreenPlayerRedWinsByTheLastRace)
{
    auto state = gameEndExample({"B", "R"});
    ASSERT_TRUE(state);
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->winners(), (std::vector<int>{1}));
    EXPECT_EQ(state->winReason(),
              "Both yellow tiles finished, but no one holds yellow, so race 2, the last, decides. "
              "Red wins: R1 is the best-placed tile of a colour someone holds (ahead of it, K2 is "
              "black, and G1 and Y2 are colours no one holds); player 1 backed red (ruling M8)");
}

TEST(MiniAdvanced, TwoHeldColoursCompletingAtOnceAreATieDecidedByTheLastRace)
{
    SetupSpec spec = advancedSpec();
    spec.colors = {"Y", "R", "B"};
    spec.round = 2;
    spec.out = {"R1", "Y1"};
    spec.row = completeRow({{"K1"}, {"R2", "Y2"}}, spec.out);
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build();
    ASSERT_TRUE(state);
    play(*state, "*+ K1");
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->winners(), (std::vector<int>{1})) << "R2 ranked ahead of Y2 in the last race";
    EXPECT_NE(state->winReason().find("tie"), std::string::npos) << state->winReason();
    EXPECT_NE(state->winReason().find("Red wins: R2"), std::string::npos) << state->winReason();
}

TEST(MiniAdvanced, AHeldAndAnUnheldColourCompletingAtOnceGoToTheHeldOne)
{
    // Decision beyond the rulings (docs/rules.md M8): only held colours count for a tie.
    SetupSpec spec = advancedSpec();
    spec.colors = {"G", "R"};
    spec.round = 2;
    spec.out = {"R1", "P1"};
    spec.row = completeRow({{"P2"}, {"R2"}}, spec.out);
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build();
    ASSERT_TRUE(state);
    play(*state, "*+ P2");
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->winners(), (std::vector<int>{1}));
    EXPECT_EQ(state->winReason(),
              "Red wins: both red tiles finished (R1 in race 1 and R2 in race 2); purple also "
              "finished, but no one holds it; player 1 backed red (ruling M8)");
}

TEST(MiniAdvanced, ACompletedColourNobodyHoldsLetsTheLastRaceDecide)
{
    SetupSpec spec = advancedSpec();
    spec.colors = {"R", "B"};
    spec.round = 2;
    spec.out = {"P1", "G1"};
    spec.row = completeRow({{"K1", "P2"}, {"B1"}}, spec.out);
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build();
    ASSERT_TRUE(state);
    play(*state, "*+ K1");
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(names(state->out()), (std::vector<std::string>{"P1", "G1", "P2", "B1"})) << "K1 is skipped";
    EXPECT_EQ(state->winners(), (std::vector<int>{1}));
    EXPECT_NE(state->winReason().find("no one holds purple"), std::string::npos) << state->winReason();
    EXPECT_NE(state->winReason().find("Blue wins: B1"), std::string::npos) << state->winReason();
}

TEST(MiniAdvanced, BothTilesOfOneColourFinishingInOneRaceEndTheGame)
{
    SetupSpec spec = advancedSpec();
    spec.colors = {"Y", "G"};
    spec.row = completeRow({{"G2", "G1"}});
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build();
    ASSERT_TRUE(state);
    play(*state, "*+ G2");
    ASSERT_TRUE(state->isFinished());
    EXPECT_EQ(state->round(), 1);
    EXPECT_EQ(state->winners(), (std::vector<int>{1}));
    EXPECT_EQ(state->winReason(), "Green wins: both green tiles finished (G2 in race 1 and G1 in race 1); "
              "player 1 backed green (ruling M8)");
}

TEST(MiniAdvanced, BasicGameNeverTakesTilesOut)
{
    SetupSpec spec;
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build();
    ASSERT_TRUE(state);
    const Row before = state->row();
    play(*state, "*+ R1");
    ASSERT_TRUE(state->isFinished());
    EXPECT_TRUE(state->out().empty());
    EXPECT_EQ(state->row(), before);
    EXPECT_EQ(state->round(), 1);
}

// ------------------------------------------------------------------------------------------------
// Legal actions, observations, JSON, undo

TEST(MiniLegal, EachCardOnceInCardOrderThenTilesInTileOrder)
{
    auto state = rowAndHand({{"K1", "B2"}}, {"shake", "*-", "G--", "R++", "R++"});
    ASSERT_TRUE(state);
    std::vector<std::string> expected = {"R++ R1", "R++ R2", "G-- G1", "G-- G2"};
    for (Tile t : allTiles())
        expected.push_back("*- " + t.toString());
    expected.push_back("shake K1");
    EXPECT_EQ(legalTexts(*state), expected);
    std::set<std::string> distinct(expected.begin(), expected.end());
    EXPECT_EQ(distinct.size(), expected.size());
    for (const LegalAction& a : state->legalActions()) {
        EXPECT_TRUE(state->check(a.text)) << a.text;
        EXPECT_FALSE(a.explanation.empty());
    }
    EXPECT_EQ(state->toJson()["legal"], Json(expected));
}

TEST(MiniInvalid, RefusedActionsLeaveTheStateUnchangedAndSayWhy)
{
    SetupSpec spec;
    spec.hands = {{"R++", "*+", "shake", "G--", "B+++"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    expectRefused(*state, "Y++ Y1", "player 0 does not hold Y++");
    expectRefused(*state, "R++", "is not a Turtle Race Mini action");
    expectRefused(*state, "R++ Q1", "unknown tile \"Q1\"");
    expectRefused(*state, "R+ R1", "unknown card \"R+\"");
    expectRefused(*state, "*+ -", "Multicolour +1 has a tile to aim at");
    expectRefused(*state, "B+++ G1", "Blue +3 moves only the blue tiles");
    expectRefused(*state, "", "is not a Turtle Race Mini action");
}

TEST(MiniObservation, AnObservationShowsOwnColourAndHandOnlyUntilTheEnd)
{
    auto start = startState(seededRecord(3, {{"variant", "advanced"}}, 4));
    ASSERT_TRUE(start);
    const MiniState& state = asMini(**start);
    const Observation obs = state.observation(1);
    EXPECT_EQ(obs.player, 1);
    EXPECT_EQ(obs.colors[1], state.colorOf(1));
    EXPECT_FALSE(obs.colors[0].has_value());
    EXPECT_FALSE(obs.colors[2].has_value());
    EXPECT_EQ(obs.hand, state.hand(1));
    EXPECT_EQ(obs.handSizes, (std::vector<int>{5, 5, 5}));
    EXPECT_EQ(obs.drawPileSize, 35);
    EXPECT_EQ(obs.row, state.row());
    EXPECT_EQ(obs.round, 1);
    EXPECT_EQ(obs.lettuce, 0);
    EXPECT_TRUE(obs.out.empty());
    const Json json = state.observationJson(1);
    EXPECT_TRUE(json["colors"][0].is_null());
    EXPECT_EQ(json["hand"].size(), 5u);
    EXPECT_FALSE(json.contains("hands"));
    EXPECT_FALSE(json.contains("deck"));

    auto finished = gameEndExample({"B", "Y"});
    ASSERT_TRUE(finished);
    const Observation end = finished->observation(0);
    EXPECT_EQ(end.colors[1], Color::Yellow);
    EXPECT_EQ(end.winners, (std::vector<int>{1}));
    EXPECT_EQ(end.winReason, finished->winReason());
}

// The cards a player cannot see are exactly the other hands and the draw pile, counted from its
// own observation: the deck less its hand, the discard pile and the lettuces laid out (M5).
TEST(MiniObservation, UnseenCardsAreTheOtherHandsAndTheDrawPile)
{
    SetupSpec spec;
    spec.lettuce = 1;
    spec.hands = {{"R++", "R++", "*+", "shake", "G+++"}, {"Y--", "*+", "*+", "B++", "P+++"}};
    spec.discard = {"*---", "R--"};
    auto state = spec.build(5);
    ASSERT_TRUE(state);
    const auto unseen = unseenCards(state->observation(0));
    std::array<int, kCardTypes> expected{};
    for (Card c : state->hand(1))
        ++expected[static_cast<std::size_t>(c.index())];
    for (Card c : state->drawPile())
        ++expected[static_cast<std::size_t>(c.index())];
    EXPECT_EQ(unseen, expected);
    EXPECT_EQ(unseen[static_cast<std::size_t>(card("R++").index())], 0);              // both in my hand
    EXPECT_EQ(unseen[static_cast<std::size_t>(card("lettuce").index())], kLettuceCount - 1); // one laid out
    EXPECT_EQ(unseen[static_cast<std::size_t>(card("*---").index())], 1);             // one of two discarded
}

TEST(MiniJson, StateJsonHasTheDocumentedFields)
{
    auto start = startState(seededRecord(2));
    ASSERT_TRUE(start);
    const Json json = (*start)->toJson();
    for (const char* key : {"game", "current", "finished", "winner", "legal", "row", "lettuce", "round",
                            "out", "ranking", "options", "colors", "hands", "deck", "discard"})
        EXPECT_TRUE(json.contains(key)) << key;
    EXPECT_EQ(json["game"], "mini");
    EXPECT_EQ(json["row"].size(), 12u);
    EXPECT_EQ(json["row"][0].size(), 1u);
    EXPECT_EQ(json["lettuce"], 0);
    EXPECT_EQ(json["round"], 1);
    EXPECT_EQ(json["out"], Json::array());
    EXPECT_EQ(json["ranking"].size(), 12u);
    EXPECT_EQ(json["deck"].size(), 40u);
}

TEST(MiniUndo, APlayCannotBeTakenBackBecauseACardWasDrawn)
{
    SetupSpec spec;
    spec.hands = {{"R++"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    EXPECT_FALSE(state->canUndo());
    play(*state, "R++ R1");
    const Outcome undo = state->canUndo();
    EXPECT_FALSE(undo);
    EXPECT_NE(undo.reason().find("drawn"), std::string::npos);
}

// ------------------------------------------------------------------------------------------------
// Records

TEST(MiniRecord, ARecordWithASetupReplaysToTheSameState)
{
    SetupSpec spec = advancedSpec();
    spec.row = completeRow({{"R1"}, {"Y1"}});
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    Record record;
    record.game = "mini";
    record.options = spec.rules.toOptions();
    record.players = {PlayerSpec{"Ann", "human", {}}, PlayerSpec{"Bob", "human", {}}};
    record.setup = spec.json();
    record.seed = 3;
    record.actions = {"*+ R1"};
    auto replayed = replay(record);
    ASSERT_TRUE(replayed) << replayed.error();
    auto direct = spec.build(3);
    play(*direct, "*+ R1");
    EXPECT_TRUE(asMini(**replayed) == *direct);
    EXPECT_EQ(asMini(**replayed).round(), 2);
}

TEST(MiniRecord, ChosenColoursAreRefused)
{
    Record record = seededRecord(2);
    record.players[0].color = "R";
    auto state = startState(record);
    ASSERT_FALSE(state);
    EXPECT_NE(state.error().find("players[0].color"), std::string::npos) << state.error();
}

TEST(MiniRecord, AnIllegalActionIsReportedWithItsIndex)
{
    Record record = seededRecord(2);
    record.setup = SetupSpec{}.json();
    record.actions = {"R+++ R1", "R+++ R1"};
    auto state = replay(record);
    ASSERT_FALSE(state);
    EXPECT_NE(state.error().find("action 2 \"R+++ R1\": player 1 does not hold R+++"), std::string::npos)
        << state.error();
}

// ------------------------------------------------------------------------------------------------
// Invalid setups name what is wrong

TEST(MiniSetup, ValidDefaultSetupIsAccepted)
{
    auto state = SetupSpec{}.build();
    ASSERT_TRUE(state);
    EXPECT_TRUE(invariantsHold(*state));
}

TEST(MiniSetup, MissingOrExtraCardsAreNamed)
{
    SetupSpec spec;
    EXPECT_EQ(setupError(spec, [](Json& j) { j["deck"].erase(j["deck"].size() - 4); }),
              "setup: card shake is missing (the deck has 6, the setup 5)");
    EXPECT_EQ(setupError(spec, [](Json& j) { j["discard"].push_back("R+++"); }),
              "setup: extra card R+++ (the deck has 1, the setup 2)");
    SetupSpec laid;
    laid.lettuce = 2;
    EXPECT_EQ(setupError(laid, [](Json& j) { j["lettuce"] = 1; }),
              "setup: card lettuce is missing (the deck has 3, the setup 2)");
    EXPECT_NE(
        setupError(spec, [](Json& j) { j["deck"].push_back("R++ "); }).find("unknown card \"R++ \" in deck"),
        std::string::npos);
}

TEST(MiniSetup, MissingDuplicateOrMisplacedTilesAreNamed)
{
    SetupSpec spec;
    EXPECT_EQ(setupError(spec, [](Json& j) { j["row"].erase(11); }), "setup: tile K2 is missing");
    EXPECT_EQ(setupError(spec, [](Json& j) { j["row"][0].push_back("G1"); }),
              "setup: tile G1 is in the row twice");
    EXPECT_NE(setupError(spec, [](Json& j) { j["row"][0] = Json::array(); })
                  .find("row[0] must be a non-empty stack"),
              std::string::npos);
    EXPECT_NE(setupError(spec, [](Json& j) { j["row"][0][0] = "X1"; }).find("\"X1\" is not a tile"),
              std::string::npos);
    SetupSpec out = advancedSpec();
    out.round = 2;
    out.out = {"R1", "Y1"};
    EXPECT_EQ(setupError(out), "setup: tile R1 is both out and in the row");
    out.row = completeRow({}, out.out);
    EXPECT_TRUE(out.build());
    EXPECT_EQ(setupError(out,
                         [](Json& j) {
                             j["out"] = {"R1", "K1"};
                         }),
              "setup: out: K1 is black, and black tiles never finish");
    EXPECT_EQ(setupError(out,
                         [](Json& j) {
                             j["out"] = {"R1", "R2"};
                         }),
              "setup: out holds both red tiles, so the game would be over");
    EXPECT_EQ(setupError(out, [](Json& j) { j["round"] = 3; }),
              "setup: out lists 2 tiles; race 3 follows 2 finished races of 2 tiles each");
    SetupSpec basic;
    EXPECT_EQ(setupError(basic, [](Json& j) { j["round"] = 2; }),
              "setup: round must be a whole number 1..1 (the basic game is a single race)");
}

TEST(MiniSetup, BadColoursHandsLettuceAndFieldsAreNamed)
{
    SetupSpec spec;
    EXPECT_NE(setupError(spec,
                         [](Json& j) {
                             j["colors"] = {"G", "K"};
                         })
                  .find("\"K\" is not a player colour"),
              std::string::npos);
    EXPECT_EQ(setupError(spec,
                         [](Json& j) {
                             j["colors"] = {"G", "G"};
                         }),
              "setup: colors: green is given to two players");
    EXPECT_NE(setupError(spec, [](Json& j) { j["colors"] = {"G"}; }).find("one colour per player (2)"),
              std::string::npos);
    EXPECT_NE(setupError(spec,
                         [](Json& j) {
                             j["deck"].push_back(j["hands"][0].back());
                             j["hands"][0].erase(4);
                         })
                  .find("hands[0] holds 4 cards, not 5"),
              std::string::npos);
    SetupSpec discarded;
    discarded.discard = {"lettuce"};
    EXPECT_NE(setupError(discarded).find("discard holds a lettuce"), std::string::npos);
    EXPECT_EQ(setupError(spec, [](Json& j) { j["lettuce"] = 3; }),
              "setup: lettuce must be a whole number 0..2 (the third lettuce ends the race)");
    EXPECT_EQ(setupError(spec, [](Json& j) { j["current"] = 2; }),
              "setup: current must be a whole number 0..1 (a player index)");
    EXPECT_EQ(setupError(spec, [](Json& j) { j["track"] = Json::object(); }),
              "setup: unknown field \"track\"");
    EXPECT_EQ(setupError(spec, [](Json& j) { j.erase("row"); }), "setup: row is missing");
    EXPECT_EQ(setupError(spec, [](Json& j) { j = Json::array(); }), "setup must be an object");
}

TEST(MiniObservation, EachFinishedTileSaysTheRaceItFinishedIn)
{
    // Ruling M8: each race of the advanced game takes two tiles out, in order. Before the second
    // race ends, P1 and Y1 are out from race 1; then G1 and Y2 finish race 2.
    SetupSpec spec = advancedSpec();
    spec.colors = {"B", "Y"};
    spec.round = 2;
    spec.out = {"P1", "Y1"};
    spec.row = completeRow({{"G1"}, {"Y2", "K2"}, {"R1"}}, spec.out);
    spec.lettuce = 2;
    spec.hands = {{"*+"}};
    spec.deckTop = {"lettuce"};
    auto state = spec.build();
    ASSERT_TRUE(state);
    const Observation before = state->observation(0);
    EXPECT_EQ(names(before.out), (std::vector<std::string>{"P1", "Y1"}));
    EXPECT_EQ(before.outRaces, (std::vector<int>{1, 1}));
    play(*state, "*+ G1");
    for (int viewer : {0, 1, kTable}) {
        const Observation after = state->observation(viewer);
        EXPECT_EQ(names(after.out), (std::vector<std::string>{"P1", "Y1", "G1", "Y2"}));
        EXPECT_EQ(after.outRaces, (std::vector<int>{1, 1, 2, 2})) << "viewer " << viewer;
    }
    // The basic game takes no tile out.
    auto basic = startState(seededRecord(3));
    ASSERT_TRUE(basic);
    EXPECT_TRUE(static_cast<const MiniState&>(**basic).observation(0).outRaces.empty());
}

// Issue 20: the move preview's landing places come from the engine (the rule applyPlay moves by).
TEST(MiniLanding, APlayLandsOntoAStackOrANewEndOrNowhere)
{
    SetupSpec spec;
    spec.rules.openEnds = true;
    spec.row = completeRow({{"Y1"}, {"B1"}, {"G1"}});
    spec.hands = {{"G+++", "*++", "*-", "shake"}};
    auto state = spec.build();
    ASSERT_TRUE(state);
    const Rules& rules = state->rules();
    const Row& row = state->row();
    EXPECT_EQ(landing(rules, row, *Action::parse("*++ G1")), (Landing{Landing::Onto, 0})) << "onto Y1's stack";
    EXPECT_EQ(landing(rules, row, *Action::parse("G+++ G1")), (Landing{Landing::NewFront, -1}));
    EXPECT_EQ(landing(rules, row, *Action::parse("*- G1")), (Landing{Landing::Onto, 3}));
    EXPECT_EQ(landing(rules, row, *Action::parse("*++ Y1")), Landing{}) << "already in front: no effect";
    EXPECT_EQ(landing(rules, row, *Action::parse("shake Y1")), Landing{}) << "a shake lands nothing";
    EXPECT_EQ(rowOf(state->row()), completeRow({{"Y1"}, {"B1"}, {"G1"}})) << "a preview changes nothing";
}

// Ripple scoring (rulings 8, 9 and 10): the breakdown per slot, the block sets and the penalty,
// including the rulebook's scoring example (-2).
#include "ripple_helpers.h"

#include <gtest/gtest.h>

using namespace ripple_test;

namespace {

ScoreBreakdown score(const std::vector<std::string>& slots, bool endedRound = false,
                     bool penaltyOption = true)
{
    return scoreBeach(catalogue(), makeBeach(slots), endedRound, penaltyOption);
}

std::vector<int> slotPoints(const ScoreBreakdown& b)
{
    std::vector<int> points;
    for (const SlotScore& s : b.slots)
        points.push_back(s.points);
    return points;
}

// Ten cards with no two of an icon in a column: face values 8 1 2 3 4 / 5 6 7 10 12 = 58.
const std::vector<std::string> kPlain = {"fish",     "beachball", "boat", "wave",   "pineapple",
                                         "palmtree", "turtle",    "sun",  "castle", "flower"};

} // namespace

TEST(RippleScoring, RulebookExampleTotalsMinusTwo)
{
    // Fish 8, incomplete Dolphin combo with an Octopus 9, Beach Ball 1; completed Pineapple combo -5;
    // two Castles match; four Palm Trees make a block set of 4 (-15).
    const auto b = score({"palmtree", "palmtree", "castle", "fish", "beachball", //
                          "palmtree", "palmtree", "castle", "dolphin+octopus+fish[octopus]",
                          "pineapple+wave+sun[wave,sun]"});
    EXPECT_EQ(slotPoints(b), (std::vector<int>{0, 0, 0, 8, 1, 0, 0, 0, 9, -5}));
    const SlotScore& dolphin = b.slots[8];
    EXPECT_EQ(dolphin.faceValue, 0);
    EXPECT_FALSE(dolphin.completedCombo);
    EXPECT_EQ(dolphin.topPoints, 0);
    EXPECT_EQ(dolphin.stackedPoints, 9);
    const SlotScore& pineapple = b.slots[9];
    EXPECT_TRUE(pineapple.completedCombo);
    EXPECT_EQ(pineapple.topPoints, -5);
    EXPECT_EQ(pineapple.stackedPoints, 0);
    EXPECT_EQ(pineapple.faceValue, 4);
    EXPECT_TRUE(b.slots[2].matched);
    EXPECT_TRUE(b.slots[7].matched);
    EXPECT_FALSE(b.slots[3].matched);
    ASSERT_EQ(b.blocks.size(), 1u);
    EXPECT_EQ(b.blocks[0], (BlockScore{Icon::PalmTree, 0, 2, -15}));
    EXPECT_EQ(b.slotPoints, 13);
    EXPECT_EQ(b.blockPoints, -15);
    EXPECT_EQ(b.subtotal, -2);
    EXPECT_EQ(b.penalty, 0);
    EXPECT_EQ(b.total, -2);
}

TEST(RippleScoring, UnmatchedCardsScoreTheirFaceValues)
{
    const auto b = score(kPlain);
    EXPECT_EQ(b.total, 58);
    EXPECT_TRUE(b.blocks.empty());
    for (const SlotScore& s : b.slots) {
        EXPECT_FALSE(s.matched);
        EXPECT_EQ(s.points, s.faceValue);
    }
}

TEST(RippleScoring, MatchCancelsBothCardsAndMixesStandardAndComboCards)
{
    auto plain = kPlain;
    plain[5] = "fish"; // column 0: fish over fish
    auto b = score(plain);
    EXPECT_TRUE(b.slots[0].matched);
    EXPECT_TRUE(b.slots[5].matched);
    EXPECT_EQ(b.slots[0].points, 0);
    EXPECT_EQ(b.slots[5].points, 0);
    EXPECT_EQ(b.total, 58 - 8 - 5);

    plain[5] = "fish+wave+boat"; // a combo counts by its own icon
    b = score(plain);
    EXPECT_TRUE(b.slots[5].matched);
    EXPECT_EQ(b.total, 58 - 8 - 5);
}

TEST(RippleScoring, MatchWithAnIncompleteComboStillCountsTheStackedCard)
{
    // The rulebook's crab example: two crabs match (0), the stacked sun is worth 7.
    auto slots = kPlain;
    slots[3] = "crab";
    slots[8] = "crab+sun+seashell[sun]";
    const auto b = score(slots);
    EXPECT_TRUE(b.slots[8].matched);
    EXPECT_FALSE(b.slots[8].completedCombo);
    EXPECT_EQ(b.slots[8].topPoints, 0);
    EXPECT_EQ(b.slots[8].stackedPoints, 7);
    EXPECT_EQ(b.slots[3].points, 0);
    EXPECT_EQ(b.slots[8].points, 7);
}

TEST(RippleScoring, MatchWithACompleteComboScoresTheBonusAndTheOtherCardZero)
{
    auto slots = kPlain;
    slots[3] = "crab";
    slots[8] = "crab+sun+seashell[seashell,sun]";
    const auto b = score(slots);
    EXPECT_TRUE(b.slots[8].matched);
    EXPECT_TRUE(b.slots[8].completedCombo);
    EXPECT_EQ(b.slots[8].points, -10);
    EXPECT_EQ(b.slots[8].stackedPoints, 0);
    EXPECT_EQ(b.slots[3].points, 0);
}

TEST(RippleScoring, IncompleteComboAloneScoresFaceValuesOfAllItsCards)
{
    auto slots = kPlain;
    slots[4] = "pineapple+wave+sun[sun]"; // the rulebook: pineapple 4 + sun 7
    const auto b = score(slots);
    EXPECT_EQ(b.slots[4].points, 11);
    EXPECT_EQ(b.total, 58 + 7);
}

TEST(RippleScoring, StackedCardsNeverMatch)
{
    // A sun stacked behind a crab combo does not match the sun above it.
    auto slots = kPlain;
    slots[3] = "sun";
    slots[8] = "crab+sun+seashell[sun]";
    slots[7] = "octopus";
    const auto b = score(slots);
    EXPECT_FALSE(b.slots[3].matched);
    EXPECT_FALSE(b.slots[8].matched);
    EXPECT_EQ(b.slots[3].points, 7);
    EXPECT_EQ(b.slots[8].points, 27);
}

TEST(RippleScoring, BlockOfFourIsMinusFifteen)
{
    auto slots = kPlain;
    slots[0] = slots[5] = slots[1] = slots[6] = "sun";
    slots[7] = "octopus";
    const auto b = score(slots);
    ASSERT_EQ(b.blocks.size(), 1u);
    EXPECT_EQ(b.blocks[0], (BlockScore{Icon::Sun, 0, 2, -15}));
    EXPECT_EQ(b.total, 2 + 3 + 4 + 9 + 10 + 12 - 15);
}

TEST(RippleScoring, BlockOfSixIsMinusTwenty)
{
    const auto b = score({"boat", "boat", "boat", "fish", "wave", "boat+wave+fish", "boat+sun+dolphin",
                          "boat", "sun", "turtle"});
    ASSERT_EQ(b.blocks.size(), 1u);
    EXPECT_EQ(b.blocks[0], (BlockScore{Icon::Boat, 0, 3, -20}));
    EXPECT_EQ(b.total, 8 + 3 + 7 + 6 - 20);
}

TEST(RippleScoring, FourColumnsAreTwoBlocksOfFourMinusThirty)
{
    const auto four = score({"sun", "sun", "sun", "fish", "fish", "sun+beachball+palmtree", "sun+boat+castle",
                             "sun", "fish+wave+boat", "fish+octopus+turtle"});
    // Columns 0-2 sun (3), 3-4 fish (2): two runs of different icons.
    ASSERT_EQ(four.blocks.size(), 2u);
    EXPECT_EQ(four.blocks[0], (BlockScore{Icon::Sun, 0, 3, -20}));
    EXPECT_EQ(four.blocks[1], (BlockScore{Icon::Fish, 3, 2, -15}));
    EXPECT_EQ(four.total, -35);

    const auto run = score({"fish", "fish", "fish", "fish", "crab", "fish+wave+boat", "fish+octopus+turtle",
                            "fish+dolphin+crab", "octopus+fish+wave", "seashell"});
    // Column 3 is fish over octopus combo: not a match; columns 0-2 only.
    EXPECT_EQ(run.blockPoints, -20);
    const auto fourFish = score({"fish", "fish", "fish", "fish", "crab", "fish+wave+boat",
                                 "fish+octopus+turtle", "fish+dolphin+crab", "fish", "seashell"});
    ASSERT_EQ(fourFish.blocks.size(), 2u);
    EXPECT_EQ(fourFish.blocks[0], (BlockScore{Icon::Fish, 0, 2, -15}));
    EXPECT_EQ(fourFish.blocks[1], (BlockScore{Icon::Fish, 2, 2, -15}));
    EXPECT_EQ(fourFish.blockPoints, -30);
    EXPECT_EQ(fourFish.total, 20 + 15 - 30);
}

TEST(RippleScoring, FiveColumnsAreMinusThirtyFive)
{
    EXPECT_EQ(runPoints(5), -35);
    EXPECT_EQ(runPoints(4), -30);
    EXPECT_EQ(runPoints(3), -20);
    EXPECT_EQ(runPoints(2), -15);
    EXPECT_EQ(runPoints(1), 0);
    EXPECT_EQ(splitRun(4), (std::vector<int>{2, 2}));
    EXPECT_EQ(splitRun(5), (std::vector<int>{3, 2}));
    // Five columns of one icon need ten cards of it: sun has 5 standard and 3 combos, so use a
    // catalogue-independent beach built by hand.
    Beach beach;
    for (int s = 0; s < kSlotCount; ++s)
        beach[static_cast<std::size_t>(s)] = BeachCard{Card::standard(Icon::Sun), true, {}};
    const auto b = scoreBeach(catalogue(), beach);
    ASSERT_EQ(b.blocks.size(), 2u);
    EXPECT_EQ(b.blocks[0], (BlockScore{Icon::Sun, 0, 3, -20}));
    EXPECT_EQ(b.blocks[1], (BlockScore{Icon::Sun, 3, 2, -15}));
    EXPECT_EQ(b.total, -35);
}

TEST(RippleScoring, BlockSetsComeFromEachColumnsMatchedIcon)
{
    // Longer runs than a beach holds still split as splitRun() says.
    EXPECT_EQ(runPoints(6), 3 * kBlockOfFour); // -45 beats two blocks of three (-40)
    EXPECT_EQ(runPoints(7), kBlockOfSix + 2 * kBlockOfFour);
    // Fish, fish, no match, sun, sun: two blocks of two; a column between breaks the run.
    const ColumnMatches matches{Icon::Fish, Icon::Fish, std::nullopt, Icon::Sun, Icon::Sun};
    EXPECT_EQ(blockSets(matches),
              (std::vector<BlockScore>{{Icon::Fish, 0, 2, -15}, {Icon::Sun, 3, 2, -15}}));
    EXPECT_EQ(blockSetPoints(matches), -30);
    // Adjacent columns of different icons make no block; one icon across all five makes 3 + 2.
    EXPECT_EQ(blockSetPoints({Icon::Fish, Icon::Sun, Icon::Fish, Icon::Sun, Icon::Fish}), 0);
    const ColumnMatches allSun{Icon::Sun, Icon::Sun, Icon::Sun, Icon::Sun, Icon::Sun};
    EXPECT_EQ(blockSets(allSun), (std::vector<BlockScore>{{Icon::Sun, 0, 3, -20}, {Icon::Sun, 3, 2, -15}}));
    EXPECT_EQ(blockSetPoints(allSun), -35);
    EXPECT_EQ(blockSetPoints(ColumnMatches{}), 0);
}

TEST(RippleScoring, AdjacentMatchesOfDifferentIconsOrSeparatedColumnsMakeNoBlock)
{
    auto slots = kPlain;
    slots[5] = "fish";      // column 0 fish
    slots[6] = "beachball"; // column 1 beach ball
    auto b = score(slots);
    EXPECT_TRUE(b.blocks.empty());
    EXPECT_EQ(b.total, 58 - 8 - 5 - 1 - 6);

    auto apart = kPlain;
    apart[0] = apart[5] = "fish";
    apart[2] = apart[7] = "fish";
    b = score(apart);
    EXPECT_TRUE(b.blocks.empty()) << "columns 0 and 2 are not adjacent";
}

TEST(RippleScoring, CompletedComboAlsoCountsInABlockSet)
{
    // FAQ: a completed combo can also make a match and a block set.
    const auto b = score({"sun", "sun", "fish", "wave", "boat", "sun+beachball+palmtree[beachball,palmtree]",
                          "sun", "turtle", "castle", "flower"});
    ASSERT_EQ(b.blocks.size(), 1u);
    EXPECT_EQ(b.blocks[0].points, -15);
    EXPECT_TRUE(b.slots[5].completedCombo);
    EXPECT_EQ(b.slots[5].points, -5);
    EXPECT_EQ(b.total, -5 - 15 + 8 + 3 + 2 + 6 + 10 + 12);
}

TEST(RippleScoring, PenaltyForEndingTheRoundAboveZero)
{
    const auto ended = score(kPlain, true, true);
    EXPECT_TRUE(ended.endedRound);
    EXPECT_EQ(ended.penalty, 10);
    EXPECT_EQ(ended.total, 68);

    const auto off = score(kPlain, true, false);
    EXPECT_EQ(off.penalty, 0) << "option triggerPenalty off";
    EXPECT_EQ(off.total, 58);

    const auto notEnder = score(kPlain, false, true);
    EXPECT_EQ(notEnder.penalty, 0);

    const auto example = score({"palmtree", "palmtree", "castle", "fish", "beachball", "palmtree", "palmtree",
                                "castle", "dolphin+octopus+fish[octopus]", "pineapple+wave+sun[wave,sun]"},
                               true, true);
    EXPECT_EQ(example.penalty, 0) << "-2 is not above 0";
    EXPECT_EQ(example.total, -2);

    auto zero = kPlain;
    for (int c = 0; c < 5; ++c)
        zero[static_cast<std::size_t>(c + 5)] = zero[static_cast<std::size_t>(c)];
    zero[5] = "fish+wave+boat";
    zero[6] = "beachball+sun+castle";
    zero[7] = "boat+wave+fish";
    zero[8] = "wave+boat+dolphin";
    zero[9] = "pineapple+wave+sun";
    const auto exactlyZero = score(zero, true, true);
    EXPECT_EQ(exactlyZero.subtotal, 0);
    EXPECT_EQ(exactlyZero.penalty, 0) << "0 is not above 0";
}

// The live score beside each beach's name during a round (issue 20): ruling 9's scoring ("per
// slot: … a slot in a matched column scores 0 …; block sets: … -15 for 2 columns") applied to what
// can be seen. The rulebook: "each player … flip[s] them face-up and count[s] the score" (round
// start) and "totals the points for matches, combos, block sets and then the face value" (Scoring).
TEST(RippleScoring, TheLiveScoreCountsOnlyFaceUpCards)
{
    // kPlain with suns in columns 0 and 1 (a block of four when all are up) and an octopus (9) in
    // slot 7; slot 6's sun and slot 8's castle are face down.
    auto slots = kPlain;
    slots[0] = slots[5] = slots[1] = "sun";
    slots[6] = "?sun";
    slots[7] = "octopus";
    slots[8] = "?castle";
    const auto live = scoreVisible(catalogue(), makeBeach(slots));
    // Column 0 is a visible match (0 + 0); slot 1's sun has no face-up partner, so it scores its 7
    // and no block forms; the face-down sun and castle score 0.
    EXPECT_TRUE(live.blocks.empty());
    EXPECT_EQ(live.slots[1].points, 7);
    EXPECT_EQ(live.slots[6].points, 0);
    EXPECT_EQ(live.slots[8].points, 0);
    EXPECT_EQ(live.total, 7 + 2 + 3 + 4 + 9 + 12);
    EXPECT_EQ(live.penalty, 0);

    // Turned up, the block of four appears and the live score is the round's score.
    slots[6] = "sun";
    slots[8] = "castle";
    const auto up = scoreVisible(catalogue(), makeBeach(slots));
    ASSERT_EQ(up.blocks.size(), 1u);
    EXPECT_EQ(up.blocks[0], (BlockScore{Icon::Sun, 0, 2, -15}));
    EXPECT_EQ(up.total, 2 + 3 + 4 + 9 + 10 + 12 - 15);
    EXPECT_EQ(up.total, score(slots).total);
}

// What an action made on a beach as everyone sees it (issue 44: the table's moments): matches,
// block sets and completed combos that are new, counted from the face-up cards only.
TEST(RippleScoring, BeachNewsTellsTheMatchesBlockSetsAndCombosAnActionMade)
{
    auto before = kPlain; // no two of an icon in a column
    before[0] = before[5] = "palmtree"; // column 0 matches already
    before[6] = "palmtree";             // slot 6: a palm tree under slot 1's beach ball
    before[4] = "dolphin+octopus+fish[octopus]";
    // A palm tree placed in slot 1: column 1 matches, and with column 0 a block set of four.
    auto after = before;
    after[1] = "palmtree";
    BeachNews news = beachNews(catalogue(), makeBeach(before), makeBeach(after));
    EXPECT_EQ(news.matchedColumns, (std::vector<int>{1}));
    ASSERT_EQ(news.blocks.size(), 1u);
    EXPECT_EQ(news.blocks[0], (BlockScore{Icon::PalmTree, 0, 2, kBlockOfFour}));
    EXPECT_TRUE(news.completedCombos.empty());
    EXPECT_FALSE(news.empty());

    // Nothing changed: no news; a match broken is no news either.
    EXPECT_TRUE(beachNews(catalogue(), makeBeach(after), makeBeach(after)).empty());
    EXPECT_TRUE(beachNews(catalogue(), makeBeach(after), makeBeach(before)).matchedColumns.empty());
    EXPECT_TRUE(beachNews(catalogue(), makeBeach(after), makeBeach(before)).blocks.empty());

    // A third column of palm trees: the block of four becomes a block of six (new), column 2 matches.
    auto third = after;
    third[2] = third[7] = "palmtree";
    third[7] = "?palmtree"; // ... but slot 7 is face down: nothing shows yet
    news = beachNews(catalogue(), makeBeach(after), makeBeach(third));
    EXPECT_TRUE(news.empty()) << "a face-down card is never read";
    auto shown = third;
    shown[7] = "palmtree"; // turned up
    news = beachNews(catalogue(), makeBeach(third), makeBeach(shown));
    EXPECT_EQ(news.matchedColumns, (std::vector<int>{2}));
    ASSERT_EQ(news.blocks.size(), 1u);
    EXPECT_EQ(news.blocks[0], (BlockScore{Icon::PalmTree, 0, 3, kBlockOfSix}));

    // The dolphin combo gets its fish: completed.
    auto stacked = before;
    stacked[4] = "dolphin+octopus+fish[octopus,fish]";
    news = beachNews(catalogue(), makeBeach(before), makeBeach(stacked));
    EXPECT_EQ(news.completedCombos, (std::vector<int>{4}));
    EXPECT_TRUE(news.matchedColumns.empty());
    // A completed combo placed in another slot (carried with its cards) completes nothing there.
    auto moved = stacked;
    moved[3] = "dolphin+octopus+fish[octopus,fish]";
    moved[4] = "wave";
    EXPECT_TRUE(beachNews(catalogue(), makeBeach(stacked), makeBeach(moved)).completedCombos.empty());
}

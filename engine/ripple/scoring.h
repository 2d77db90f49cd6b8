#pragma once
// Ripple beaches and their scoring (app/ripple/README.md, rulings 2, 8 and 9). Scoring returns the
// whole breakdown, so views can show each slot's points, the blocks and the penalty on the beach.
#include "catalogue.h"

#include <array>
#include <vector>

namespace tidepool::ripple {

inline constexpr int kSlotCount = 10;
inline constexpr int kColumnCount = 5;
/// Block sets (ruling 9): two matched columns (4 cards) and three (6 cards).
inline constexpr int kBlockOfFour = -15;
inline constexpr int kBlockOfSix = -20;
/// Added to the score of the player who ended the round with more than 0 points (ruling 10).
inline constexpr int kTriggerPenalty = 10;

/// A slot of a beach (ruling 2): 0-4 the top row left to right, 5-9 the bottom row; slot s and
/// slot s+5 form column s.
struct Slot
{
    int index = 0;

    int column() const { return index % kColumnCount; }
    /// The other slot of the same column.
    Slot partner() const { return Slot{index < kColumnCount ? index + kColumnCount : index - kColumnCount}; }
    bool valid() const { return index >= 0 && index < kSlotCount; }
    /// "0".."9".
    std::string toString() const { return std::to_string(index); }
    /// One digit 0-9; nullopt otherwise.
    static std::optional<Slot> parse(std::string_view text);
    auto operator<=>(const Slot&) const = default;
};

/// A slot's cards: the top card, face up or down, and for a combo the cards stacked behind it
/// (in the order they were stacked).
struct BeachCard
{
    Card card;
    bool up = false;
    std::vector<Card> stacked;
    bool operator==(const BeachCard&) const = default;
};
using Beach = std::array<BeachCard, kSlotCount>;

/// Is `combo` (with `stacked` behind it) a completed combo: both needed icons stacked?
bool comboComplete(const Card& combo, const std::vector<Card>& stacked);
/// May `card` be stacked behind `combo` that already holds `stacked`: it needs the icon and lacks it?
bool canStackBehind(const Card& combo, const std::vector<Card>& stacked, const Card& card);
/// Is column `column` a match: both top cards show the same icon (ruling 8), whether face up or not.
bool columnMatched(const Beach& beach, int column);
/// The same, counting only what can be seen: both top cards face up with the same icon.
bool columnVisiblyMatched(const Beach& beach, int column);
/// Does every slot show its card face up?
bool allFaceUp(const Beach& beach);
int faceDownCount(const Beach& beach);

/// One slot's points.
struct SlotScore
{
    Slot slot;
    Card card;
    int faceValue = 0;           ///< the top card's value
    bool matched = false;        ///< its column is a match (it may also be a completed combo)
    bool completedCombo = false; ///< scores the bonus; the stacked cards score 0
    int topPoints = 0;           ///< the bonus, 0 for a match, else the face value
    std::vector<Card> stacked;
    int stackedPoints = 0; ///< 0 behind a completed combo, else the stacked cards' values
    int points = 0;        ///< topPoints + stackedPoints
    bool operator==(const SlotScore&) const = default;
};

/// A block set: `columns` adjacent matched columns of one icon (2 or 3), from `firstColumn`.
struct BlockScore
{
    Icon icon = Icon::Dolphin;
    int firstColumn = 0;
    int columns = 0;
    int points = 0; ///< -15 for 2 columns, -20 for 3
    bool operator==(const BlockScore&) const = default;
};

/// A beach's score at the end of a round.
struct ScoreBreakdown
{
    std::array<SlotScore, kSlotCount> slots{};
    std::vector<BlockScore> blocks; ///< left to right
    int slotPoints = 0;             ///< the sum over the slots
    int blockPoints = 0;            ///< the sum over the blocks
    int subtotal = 0;               ///< slots + blocks
    bool endedRound = false;        ///< this player ended the round
    int penalty = 0;                ///< 10 if they ended it above 0 with the option on
    int total = 0;                  ///< subtotal + penalty
    bool operator==(const ScoreBreakdown&) const = default;
};

/// How a run of `columns` adjacent matched columns of one icon splits into blocks of 2 and 3 for
/// the lowest score (ruling 9), left to right: 2 -> {2}, 3 -> {3}, 4 -> {2,2}, 5 -> {3,2}; 1 -> {}.
std::vector<int> splitRun(int columns);
/// The blocks' points of such a run: 2 -> -15, 3 -> -20, 4 -> -30, 5 -> -35; 1 -> 0. Allocates
/// nothing for runs of up to kColumnCount columns (the computer players' playouts call it).
int runPoints(int columns);

/// Each column's matched icon (ruling 8: both top cards show it), nullopt where the column is no
/// match: what block sets are made of. Who fills it decides what counts as a match (scoreBeach():
/// every card; scoreVisible() and the computer players: face-up cards only).
using ColumnMatches = std::array<std::optional<Icon>, kColumnCount>;
/// The block sets of a beach whose columns match as `matches` says (ruling 9): each run of adjacent
/// columns matched with one icon, split as splitRun() splits it, left to right.
std::vector<BlockScore> blockSets(const ColumnMatches& matches);
/// The sum of blockSets(matches)'s points (0 or below), without building the list.
int blockSetPoints(const ColumnMatches& matches);

/// Scores a beach, every card counted as it is (face-down cards included: at the end of a round all
/// are face up). `endedRound`: this player's turn ended the round; `penaltyOption`: triggerPenalty.
ScoreBreakdown scoreBeach(const Catalogue& catalogue, const Beach& beach, bool endedRound = false,
                          bool penaltyOption = true);

/// A beach's live score during a round (issue 20: shown beside each beach's name): what its face-up
/// cards would score now, counted as at the round's end (rulings 8 and 9) but from what everyone can
/// see: a face-down card scores 0, a column is a match and forms block sets only when both its cards
/// are face up (columnVisiblyMatched); no trigger penalty (ruling 10 applies at the end). Once every
/// card is face up it equals scoreBeach(...) without the penalty. Never reads a face-down card.
ScoreBreakdown scoreVisible(const Catalogue& catalogue, const Beach& beach);

/// What one action made on a beach, as everyone sees it (issue 44: the table's moments): the beach
/// just before the action and just after it, each counted as scoreVisible() counts them (face-up
/// cards only, rulings 8 and 9), compared. Never reads a face-down card, so it tells nothing that
/// the table does not show.
struct BeachNews
{
    std::vector<int> matchedColumns;  ///< columns that match visibly now and did not before, left to right
    std::vector<BlockScore> blocks;   ///< block sets counted now that were not before, left to right
    std::vector<int> completedCombos; ///< slots whose combo card (the same one before) is completed now and was not
    bool empty() const { return matchedColumns.empty() && blocks.empty() && completedCombos.empty(); }
    bool operator==(const BeachNews&) const = default;
};
BeachNews beachNews(const Catalogue& catalogue, const Beach& before, const Beach& after);

} // namespace tidepool::ripple

#include "scoring.h"

#include <algorithm>

namespace tidepool::ripple {

std::optional<Slot> Slot::parse(std::string_view text)
{
    if (text.size() != 1 || text[0] < '0' || text[0] > '9')
        return std::nullopt;
    return Slot{text[0] - '0'};
}

bool comboComplete(const Card& combo, const std::vector<Card>& stacked)
{
    if (!combo.combo)
        return false;
    for (Icon need : combo.needs)
        if (std::none_of(stacked.begin(), stacked.end(), [&](const Card& c) { return c.icon == need; }))
            return false;
    return true;
}

bool canStackBehind(const Card& combo, const std::vector<Card>& stacked, const Card& card)
{
    if (!combo.needsIcon(card.icon))
        return false;
    return std::none_of(stacked.begin(), stacked.end(), [&](const Card& c) { return c.icon == card.icon; });
}

bool columnMatched(const Beach& beach, int column)
{
    return beach[static_cast<std::size_t>(column)].card.icon ==
           beach[static_cast<std::size_t>(column + kColumnCount)].card.icon;
}

bool columnVisiblyMatched(const Beach& beach, int column)
{
    return beach[static_cast<std::size_t>(column)].up &&
           beach[static_cast<std::size_t>(column + kColumnCount)].up && columnMatched(beach, column);
}

bool allFaceUp(const Beach& beach)
{
    return faceDownCount(beach) == 0;
}

int faceDownCount(const Beach& beach)
{
    return static_cast<int>(
        std::count_if(beach.begin(), beach.end(), [](const BeachCard& c) { return !c.up; }));
}

std::vector<int> splitRun(int columns)
{
    // Lowest points over splits into blocks of 2 and 3 columns (a column may be left out).
    std::vector<int> best(static_cast<std::size_t>(std::max(columns, 0)) + 1, 0);
    std::vector<int> choice(best.size(), 0); // block size ending here, 0 = the column is left out
    for (int n = 1; n <= columns; ++n) {
        best[n] = best[n - 1];
        if (n >= 2 && best[n - 2] + kBlockOfFour < best[n]) {
            best[n] = best[n - 2] + kBlockOfFour;
            choice[n] = 2;
        }
        if (n >= 3 && best[n - 3] + kBlockOfSix < best[n]) {
            best[n] = best[n - 3] + kBlockOfSix;
            choice[n] = 3;
        }
    }
    std::vector<int> blocks;
    for (int n = columns; n > 0;) {
        if (choice[n] == 0) {
            --n;
            continue;
        }
        blocks.push_back(choice[n]);
        n -= choice[n];
    }
    std::reverse(blocks.begin(), blocks.end());
    return blocks;
}

int runPoints(int columns)
{
    static constexpr std::array<int, kColumnCount + 1> kShort = {0, 0, kBlockOfFour, kBlockOfSix,
                                                                 2 * kBlockOfFour, kBlockOfSix + kBlockOfFour};
    if (columns <= kColumnCount)
        return kShort[static_cast<std::size_t>(std::max(columns, 0))];
    int points = 0;
    for (int size : splitRun(columns))
        points += size == 2 ? kBlockOfFour : kBlockOfSix;
    return points;
}

namespace {

/// Calls `run(icon, firstColumn, columns)` for each run of adjacent columns matched with one icon.
template <class Run>
void forEachRun(const ColumnMatches& matches, Run&& run)
{
    for (int c = 0; c < kColumnCount;) {
        const auto& icon = matches[static_cast<std::size_t>(c)];
        int end = c + 1;
        if (icon) {
            while (end < kColumnCount && matches[static_cast<std::size_t>(end)] == icon)
                ++end;
            run(*icon, c, end - c);
        }
        c = end;
    }
}

} // namespace

std::vector<BlockScore> blockSets(const ColumnMatches& matches)
{
    std::vector<BlockScore> blocks;
    forEachRun(matches, [&](Icon icon, int first, int columns) {
        for (int size : splitRun(columns)) {
            blocks.push_back(BlockScore{icon, first, size, size == 2 ? kBlockOfFour : kBlockOfSix});
            first += size;
        }
    });
    return blocks;
}

int blockSetPoints(const ColumnMatches& matches)
{
    int points = 0;
    forEachRun(matches, [&](Icon, int, int columns) { points += runPoints(columns); });
    return points;
}

namespace {

/// scoreBeach's slots and blocks; `visibleOnly`: face-down cards score 0 and match nothing.
ScoreBreakdown scoreSlots(const Catalogue& catalogue, const Beach& beach, bool visibleOnly)
{
    auto matched = [&](int column) {
        return visibleOnly ? columnVisiblyMatched(beach, column) : columnMatched(beach, column);
    };
    ScoreBreakdown result;
    for (int s = 0; s < kSlotCount; ++s) {
        const BeachCard& slot = beach[static_cast<std::size_t>(s)];
        SlotScore& score = result.slots[static_cast<std::size_t>(s)];
        score.slot = Slot{s};
        if (visibleOnly && !slot.up)
            continue; // unseen: 0 points
        score.card = slot.card;
        score.faceValue = catalogue.value(slot.card);
        score.matched = matched(Slot{s}.column());
        score.completedCombo =
            comboComplete(slot.card, slot.stacked) && catalogue.bonus(slot.card).has_value();
        score.stacked = slot.stacked;
        if (score.completedCombo) {
            score.topPoints = *catalogue.bonus(slot.card);
            score.stackedPoints = 0;
        } else {
            score.topPoints = score.matched ? 0 : score.faceValue;
            for (const Card& c : slot.stacked)
                score.stackedPoints += catalogue.value(c);
        }
        score.points = score.topPoints + score.stackedPoints;
        result.slotPoints += score.points;
    }
    ColumnMatches matches{};
    for (int c = 0; c < kColumnCount; ++c)
        if (matched(c))
            matches[static_cast<std::size_t>(c)] = beach[static_cast<std::size_t>(c)].card.icon;
    result.blocks = blockSets(matches);
    for (const BlockScore& block : result.blocks)
        result.blockPoints += block.points;
    result.subtotal = result.slotPoints + result.blockPoints;
    result.total = result.subtotal;
    return result;
}

} // namespace

ScoreBreakdown scoreBeach(const Catalogue& catalogue, const Beach& beach, bool endedRound, bool penaltyOption)
{
    ScoreBreakdown result = scoreSlots(catalogue, beach, false);
    result.endedRound = endedRound;
    result.penalty = endedRound && penaltyOption && result.subtotal > 0 ? kTriggerPenalty : 0;
    result.total = result.subtotal + result.penalty;
    return result;
}

ScoreBreakdown scoreVisible(const Catalogue& catalogue, const Beach& beach)
{
    return scoreSlots(catalogue, beach, true);
}

BeachNews beachNews(const Catalogue& catalogue, const Beach& before, const Beach& after)
{
    const ScoreBreakdown was = scoreVisible(catalogue, before);
    const ScoreBreakdown now = scoreVisible(catalogue, after);
    BeachNews news;
    for (int c = 0; c < kColumnCount; ++c)
        if (now.slots[static_cast<std::size_t>(c)].matched && !was.slots[static_cast<std::size_t>(c)].matched)
            news.matchedColumns.push_back(c);
    for (const BlockScore& block : now.blocks)
        if (std::find(was.blocks.begin(), was.blocks.end(), block) == was.blocks.end())
            news.blocks.push_back(block);
    for (int s = 0; s < kSlotCount; ++s) {
        const auto i = static_cast<std::size_t>(s);
        // (The same combo card, face up before: a stack completed it. A completed combo placed
        // elsewhere, or turned up, is not news of this kind.)
        if (now.slots[i].completedCombo && !was.slots[i].completedCombo && before[i].up && after[i].up &&
            before[i].card == after[i].card)
            news.completedCombos.push_back(s);
    }
    return news;
}

} // namespace tidepool::ripple

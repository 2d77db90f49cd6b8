// The storage and history behind the typed fast path (docs/performance.md): InlineVector, the
// history made into text when read, Rng::below's shortcut and randomLegalAction().
#include "core/inline_vector.h"
#include "core/rng.h"
#include "core/typed_state.h"
#include "mini/mini.h"
#include "ribbit/ribbit.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace tidepool;

namespace {

using Small = InlineVector<int, 6>;

std::vector<int> items(const Small& v) { return std::vector<int>(v.begin(), v.end()); }

} // namespace

TEST(InlineVector, BehavesLikeAVectorForInsertEraseAndCompare)
{
    Small v{1, 2, 3};
    v.insert(v.begin() + 1, 9);
    EXPECT_EQ(items(v), (std::vector<int>{1, 9, 2, 3}));
    const std::vector<int> more{7, 8};
    v.insert(v.end(), more.begin(), more.end());
    EXPECT_EQ(items(v), (std::vector<int>{1, 9, 2, 3, 7, 8}));
    v.erase(v.begin() + 1, v.begin() + 3);
    EXPECT_EQ(items(v), (std::vector<int>{1, 3, 7, 8}));
    v.erase(v.begin());
    EXPECT_EQ(items(v), (std::vector<int>{3, 7, 8}));
    v.resize(1);
    EXPECT_EQ(v, (std::vector<int>{3}));
    EXPECT_EQ(std::vector<int>(v), (std::vector<int>{3}));
    // Only the used items count: a shorter vector with a longer past compares equal to a fresh one.
    EXPECT_EQ(v, Small{3});
    EXPECT_LT(Small({1, 2}), Small({1, 3}));
    EXPECT_LT(Small({1}), Small({1, 0}));
    Small copy = v;
    copy.push_back(4);
    EXPECT_EQ(v.size(), 1u);
    EXPECT_EQ(copy, (std::vector<int>{3, 4}));
}

TEST(RngBelow, GivesTheSameNumbersAsPlainRejectionSampling)
{
    Rng fast(12345), plain(12345);
    const std::uint64_t bounds[] = {1, 2, 3, 7, 52, 1000, (std::uint64_t{1} << 63) + 1, UINT64_MAX};
    for (std::uint64_t bound : bounds) {
        for (int i = 0; i < 200; ++i) {
            const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
            std::uint64_t x;
            do {
                x = plain.next();
            } while (x >= limit);
            ASSERT_EQ(fast.below(bound), x % bound) << "bound " << bound;
        }
    }
}

namespace {

/// Plays seeded random games mixing the typed path (applyLegal, history kept typed) with
/// apply(text), reading history() at odd moments, and checks the history and the state against
/// the same games played through apply(text) alone.
template <class GameState, class Make>
void mixedPathsKeepTheHistory(Make make)
{
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState mixed = make(seed);
        GameState textOnly = make(seed);
        Rng pick(seed);
        decltype(legalActionsOf(mixed)) legal;
        for (int ply = 0;; ++ply) {
            mixed.legalActions(legal);
            if (legal.empty())
                break;
            const auto action = legal[static_cast<std::size_t>(pick.below(legal.size()))];
            if (ply % 3 == 2) {
                ASSERT_TRUE(mixed.apply(action.toString()));
            } else {
                mixed.applyLegal(action);
            }
            if (ply % 5 == 4) {
                ASSERT_EQ(mixed.history().size(), static_cast<std::size_t>(ply + 1));
            }
            ASSERT_TRUE(textOnly.apply(action.toString()));
        }
        EXPECT_EQ(mixed.history(), textOnly.history());
        EXPECT_TRUE(mixed == textOnly);
    }
}

} // namespace

TEST(TypedHistory, RibbitMixedPathsRecordTheSameHistory)
{
    mixedPathsKeepTheHistory<ribbit::RibbitState>(
        [](std::uint64_t seed) { return ribbit::RibbitState(ribbit::Rules{}, 4, seed); });
}

TEST(TypedHistory, MiniMixedPathsRecordTheSameHistory)
{
    mixedPathsKeepTheHistory<mini::MiniState>([](std::uint64_t seed) {
        mini::Rules rules;
        rules.variant = mini::Variant::Advanced;
        return mini::MiniState(rules, 4, seed);
    });
}

TEST(TypedHistory, ACopyKeepsThePendingActions)
{
    ribbit::RibbitState state(ribbit::Rules{}, 3, 7);
    std::vector<ribbit::Action> legal;
    for (int i = 0; i < 4; ++i) {
        state.legalActions(legal);
        state.applyLegal(legal.front());
    }
    const ribbit::RibbitState copy = state; // history not read yet
    ASSERT_EQ(copy.history().size(), 4u);
    EXPECT_EQ(copy.history(), state.history());
    EXPECT_EQ(copy.history().back(), copy.moves().back().action.toString());
}

namespace {

/// Plays seeded random games with randomLegalAction() beside a copy picking
/// legal[rng.below(legal.size())] from the whole list: the same actions, the same draws, the same
/// games, to the same end (where both give nothing and draw nothing).
template <class GameState, class Make>
void randomLegalActionPicksFromTheList(Make make)
{
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GameState fast = make(seed);
        GameState plain = make(seed);
        Rng fastRng(seed), plainRng(seed);
        decltype(legalActionsOf(fast)) scratch, legal;
        for (;;) {
            const auto picked = randomLegalAction(fast, fastRng, scratch);
            plain.legalActions(legal);
            if (legal.empty()) {
                EXPECT_FALSE(picked) << "seed " << seed;
                break;
            }
            ASSERT_TRUE(picked) << "seed " << seed;
            const auto expected = legal[static_cast<std::size_t>(plainRng.below(legal.size()))];
            ASSERT_EQ(*picked, expected) << "seed " << seed << " after " << plain.moves().size() << " moves";
            ASSERT_TRUE(fastRng == plainRng);
            fast.applyLegal(*picked);
            plain.applyLegal(expected);
        }
        EXPECT_TRUE(fastRng == plainRng) << "nothing drawn at the end";
        EXPECT_TRUE(fast == plain);
    }
}

} // namespace

TEST(RandomLegalAction, RibbitCountsAndPicksTheListsAction)
{
    static_assert(PicksRandomLegalAction<ribbit::RibbitState>);
    randomLegalActionPicksFromTheList<ribbit::RibbitState>(
        [](std::uint64_t seed) { return ribbit::RibbitState(ribbit::Rules{}, 2 + static_cast<int>(seed % 4), seed); });
}

TEST(RandomLegalAction, MiniBuildsTheListAndPicksFromIt)
{
    static_assert(!PicksRandomLegalAction<mini::MiniState>);
    randomLegalActionPicksFromTheList<mini::MiniState>(
        [](std::uint64_t seed) { return mini::MiniState(mini::Rules{}, 2 + static_cast<int>(seed % 4), seed); });
}

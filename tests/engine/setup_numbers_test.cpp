// Whole numbers in setups (docs/game-record.md, "Setup"): every game reads them through one
// range-checked reader (core/json_number.h), so a number of 2^32 or more is refused, never
// truncated, and Ripple's running totals are bounded so that scoring cannot overflow.
#include "core/json_number.h"
#include "mini_helpers.h"
#include "ribbit_helpers.h"
#include "ripple_helpers.h"

#include <gtest/gtest.h>

namespace {

using tidepool::Json;
using tidepool::wholeNumberIn;

TEST(WholeNumberIn, ComparesBeforeNarrowing)
{
    EXPECT_EQ(wholeNumberIn(Json(3), 0, 5), 3);
    EXPECT_EQ(wholeNumberIn(Json(-1), -1, 5), -1);
    EXPECT_EQ(wholeNumberIn(Json(4294967297ULL), 0, 5), std::nullopt);     // 2^32 + 1, not 1
    EXPECT_EQ(wholeNumberIn(Json(4294967296LL), -5, 5), std::nullopt);     // 2^32, not 0
    EXPECT_EQ(wholeNumberIn(Json(18446744073709551615ULL), -1, 5), std::nullopt); // not -1
    EXPECT_EQ(wholeNumberIn(Json(-9223372036854775807LL - 1), -5, 5), std::nullopt);
    EXPECT_EQ(wholeNumberIn(Json(6), 0, 5), std::nullopt);
    EXPECT_EQ(wholeNumberIn(Json(0U), 1, 5), std::nullopt);
}

TEST(WholeNumberIn, RefusesWhatIsNotAWholeNumber)
{
    EXPECT_EQ(wholeNumberIn(Json(2.0), 0, 5), std::nullopt);
    EXPECT_EQ(wholeNumberIn(Json("3"), 0, 5), std::nullopt);
    EXPECT_EQ(wholeNumberIn(Json(true), 0, 5), std::nullopt);
    EXPECT_EQ(wholeNumberIn(Json(nullptr), 0, 5), std::nullopt);
}

TEST(SetupNumbers, RibbitCurrentOf2To32PlusOneIsRefused)
{
    ribbit_test::SetupSpec spec;
    Json setup = spec.json();
    setup["current"] = 4294967297ULL; // was read as player 1
    auto state = tidepool::ribbit::RibbitState::fromSetup(spec.rules, 2, setup, 0);
    ASSERT_FALSE(state);
    EXPECT_EQ(state.error(), "setup: current must be a player index 0..1");
    setup["current"] = 1;
    EXPECT_TRUE(tidepool::ribbit::RibbitState::fromSetup(spec.rules, 2, setup, 0));
}

TEST(SetupNumbers, MiniCurrentOf2To32PlusOneIsRefused)
{
    mini_test::SetupSpec spec;
    Json setup = spec.json();
    setup["current"] = 4294967297ULL;
    auto state = tidepool::mini::MiniState::fromSetup(spec.rules, static_cast<int>(spec.colors.size()), setup, 0);
    ASSERT_FALSE(state);
    EXPECT_NE(state.error().find("setup: current must be a whole number 0.."), std::string::npos) << state.error();
}

tidepool::Expected<std::unique_ptr<tidepool::ripple::RippleState>> rippleFrom(const Json& setup)
{
    return tidepool::ripple::RippleState::fromSetup(tidepool::ripple::Rules{}, 2, setup, 0,
                                                    *tidepool::ripple::Catalogue::embedded());
}

TEST(SetupNumbers, RippleRoundAndCurrentBeyond2To32AreRefused)
{
    Json setup = ripple_test::SetupSpec{}.json();
    setup["round"] = 4294967298ULL; // was read as round 2
    auto state = rippleFrom(setup);
    ASSERT_FALSE(state);
    EXPECT_EQ(state.error(), "setup: round must be 1..3 (option rounds)");

    setup = ripple_test::SetupSpec{}.json();
    setup["current"] = 4294967297ULL;
    state = rippleFrom(setup);
    ASSERT_FALSE(state);
    EXPECT_EQ(state.error(), "setup: current must be a player index 0..1");
}

TEST(SetupNumbers, RippleTotalsOutsideTheBoundAreRefused)
{
    const std::string message = "setup: totals[0] must be a whole number -1000000..1000000";
    for (Json total : {Json(4294967301ULL) /* was read as 5 */, Json(2147483647) /* overflowed when scored */,
                       Json(1000001), Json(-1000001), Json(-2147483647LL - 1)}) {
        Json setup = ripple_test::SetupSpec{}.json();
        setup["totals"] = Json::array({total, 0});
        auto state = rippleFrom(setup);
        ASSERT_FALSE(state) << total;
        EXPECT_EQ(state.error(), message) << total;
    }
    Json setup = ripple_test::SetupSpec{}.json();
    setup["totals"] = Json::array({"3", 0});
    auto state = rippleFrom(setup);
    ASSERT_FALSE(state);
    EXPECT_EQ(state.error(), message);
}

TEST(SetupNumbers, RippleTotalsAtTheBoundAreScored)
{
    ripple_test::SetupSpec spec;
    spec.round = 3;
    spec.totals = {1000000, -1000000};
    spec.beaches = {
        {"fish", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle", "sun", "castle", "?flower"},
        {"?fish"}};
    spec.deckTop = {"crab", "crab"};
    tidepool::ripple::Rules rules;
    rules.triggerPenalty = false;
    auto state = spec.build(rules);
    ASSERT_TRUE(state);
    EXPECT_EQ(state->totals(), (std::vector<int>{1000000, -1000000}));
    ASSERT_TRUE(ripple_test::play(*state, {"draw", "discard", "flip 9", "draw", "discard", "flip 9"}));
    ASSERT_TRUE(state->isFinished());
    ASSERT_EQ(state->roundScores().size(), 1u);
    EXPECT_EQ(state->totals()[0], 1000000 + state->roundScores()[0][0]);
    EXPECT_EQ(state->totals()[1], -1000000 + state->roundScores()[0][1]);
    EXPECT_EQ(state->winners(), std::vector<int>{1});
}

} // namespace

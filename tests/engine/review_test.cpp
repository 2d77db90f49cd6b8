// Reviewing a game (engine/review/review.h, issue 45; docs/ai.md "Reviewing a game"): every
// registered game is reviewable; a decision's grade reads only what its player could see (two
// records differing in another seat's secrets grade it alike; so do worlds resampled for the
// player); a planted blunder is the game's key moment; the same record, budget and seed give the
// same review on one thread or two; progress and cancelling work. Speed is measured in
// tests/benchmarks/review_benchmark.cpp, never here.
#include "bot_checks.h"
#include "mini_helpers.h"
#include "review/review.h"
#include "ribbit_helpers.h"
#include "ripple_helpers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <optional>
#include <sstream>

using namespace tidepool;

namespace {

/// The players' names in the records below.
const std::vector<std::string> kNames = {"Ann", "Ben", "Cat", "Dan", "Eve", "Fay"};

/// A record of `table` dealt from `seed` whose first `steps` actions (fewer if the game ends) are
/// random ones.
Record randomRecord(const bot_checks::Table& table, std::uint64_t seed, int steps)
{
    Record record;
    record.game = table.game;
    record.seed = seed;
    record.options = table.options;
    for (int p = 0; p < table.players; ++p)
        record.players.push_back(PlayerSpec{kNames[static_cast<std::size_t>(p)], "human", {}});
    auto state = startState(record);
    EXPECT_TRUE(state) << state.error();
    Rng rng(seed * 31);
    bot_checks::advance(**state, steps, rng);
    record.actions = (*state)->history();
    return record;
}

ReviewOptions quick(int budget, int threads = 1)
{
    ReviewOptions options;
    options.budget = budget;
    options.threads = threads;
    return options;
}

TEST(Review, EveryRegisteredGameIsReviewable)
{
    // Registry-driven: every game (the example game of tests/example_game too, whose bots have no
    // search: the review's own flat search evaluates it) at its fewest players.
    for (const GameInfo& game : games()) {
        const Record record = randomRecord({game.name, game.minPlayers, game.ruleSets.front().options(3)}, 3, 12);
        ASSERT_FALSE(record.actions.empty()) << game.name;
        const auto review = reviewGame(record, quick(60));
        ASSERT_TRUE(review) << game.name << ": " << review.error();
        EXPECT_EQ(review->game, game.name);
        EXPECT_EQ(review->players, game.minPlayers);
        ASSERT_EQ(review->decisions.size(), record.actions.size()) << game.name;
        auto state = startState(record);
        ASSERT_TRUE(state);
        for (std::size_t i = 0; i < record.actions.size(); ++i) {
            const ReviewedDecision& d = review->decisions[i];
            SCOPED_TRACE(game.name + " action " + std::to_string(i));
            EXPECT_EQ(d.index, i);
            EXPECT_EQ(d.seat, *(*state)->currentPlayer());
            EXPECT_EQ(d.played, record.actions[i]);
            EXPECT_EQ(d.legalCount, (*state)->legalActions().size());
            EXPECT_TRUE((*state)->check(d.best)) << d.best;
            EXPECT_TRUE(std::any_of(d.candidates.begin(), d.candidates.end(),
                                    [&](const ReviewedAction& a) { return a.action == d.played; }));
            ASSERT_EQ(d.chances.size(), static_cast<std::size_t>(game.minPlayers));
            for (double c : d.chances) {
                EXPECT_GE(c, 0.0);
                EXPECT_LE(c, 1.0);
            }
            EXPECT_DOUBLE_EQ(d.chances[static_cast<std::size_t>(d.seat)], d.playedChance);
            EXPECT_DOUBLE_EQ(d.loss, std::max(0.0, d.bestChance - d.playedChance));
            int fewest = 0;
            for (const ReviewedAction& a : d.candidates)
                if (a.action == d.played || a.action == d.best)
                    fewest = fewest == 0 ? a.visits : std::min(fewest, a.visits);
            EXPECT_EQ(d.tooFewVisits, fewest < kMinimumVisits);
            EXPECT_EQ(d.grade, gradeFor(d.loss, d.legalCount, fewest));
            EXPECT_FALSE(d.playedText.empty());
            ASSERT_TRUE((*state)->apply(record.actions[i]));
        }
        EXPECT_LE(review->keyMoments.size(), kMostKeyMoments);
    }
}

TEST(Review, ACalibrationIsALogisticCurveInTheLogOddsFadingAtTheEndsForItsPlayerCountOnly)
{
    GameInfo game;
    EXPECT_DOUBLE_EQ(calibratedChance(game, 3, 0.37), 0.37) << "no calibration: the chance as found";
    EXPECT_DOUBLE_EQ(calibratedChance(game, 3, 1.4), 1.0);
    EXPECT_DOUBLE_EQ(calibratedChance(game, 3, std::nan("")), 0.0) << "not a number: 0, with or without a map";
    game.chanceCalibrations = {{2, 0.0, 2.0}, {4, -std::log(3.0), 1.0}};
    EXPECT_DOUBLE_EQ(calibratedChance(game, 2, std::nan("")), 0.0);
    EXPECT_DOUBLE_EQ(calibratedChance(game, 2, 0.0), 0.0) << "a game the search finds lost stays so";
    EXPECT_DOUBLE_EQ(calibratedChance(game, 2, 1.0), 1.0) << "and one it finds won";
    // At even chances the curve in full: odds 1 to 1 stay so with the slope; divided by 3 with
    // the intercept.
    EXPECT_NEAR(calibratedChance(game, 2, 0.5), 0.5, 1e-12);
    EXPECT_NEAR(calibratedChance(game, 4, 0.5), 0.25, 1e-12);
    // Elsewhere the curve (odds 3 to 1, squared by the slope: 90%) weighted 4 * 0.75 * 0.25 = 0.75
    // against the chance found: 75% + 0.75 * (90% - 75%).
    EXPECT_NEAR(calibratedChance(game, 2, 0.75), 0.8625, 1e-12);
    EXPECT_NEAR(calibratedChance(game, 2, 0.25), 0.1375, 1e-12);
    EXPECT_NEAR(calibratedChance(game, 4, 0.75), 0.5625, 1e-12) << "odds 3 to 1 divided by 3: 50%, weighted";
    EXPECT_DOUBLE_EQ(calibratedChance(game, 3, 0.25), 0.25) << "no map for 3 players: another count's is not used";
    EXPECT_DOUBLE_EQ(calibratedChance(game, 6, 0.25), 0.25);
    EXPECT_DOUBLE_EQ(calibratedChance(game, 2, -0.5), 0.0);
    EXPECT_DOUBLE_EQ(calibratedChance(game, 2, 1.5), 1.0);
    // Near 0 and 1 the map keeps about the search's chance: a 99.99% is not made 99.4% (the curve
    // alone, flatter than the search, would: a difference between 98% and 100% stretched fourfold).
    game.chanceCalibrations = {{2, -0.3, 0.6}};
    EXPECT_NEAR(calibratedChance(game, 2, 0.9999), 0.9999, 1e-3);
    EXPECT_NEAR(calibratedChance(game, 2, 0.0001), 0.0001, 1e-3);
    EXPECT_GT(calibratedChance(game, 2, 1e-9), 0.0);
    EXPECT_LT(calibratedChance(game, 2, 1.0 - 1e-9), 1.0);
}

TEST(Review, EveryGamesCalibrationIsSmoothIncreasingAndKeepsTheEnds)
{
    // Registry-driven: one map per player count of the game, its slope positive and within 0.25..4
    // (a steeper map would turn the search's noise into grades, a flatter one hide blunders:
    // docs/ai.md, "Calibration"); so a decision's best action stays the best, a difference of
    // chances changes size gradually, and a game lost or won stays so.
    for (const GameInfo& game : games()) {
        std::vector<int> counts;
        for (const ChanceCalibration& c : game.chanceCalibrations) {
            SCOPED_TRACE(game.name + ", " + std::to_string(c.players) + " players");
            EXPECT_GE(c.players, game.minPlayers);
            EXPECT_LE(c.players, game.maxPlayers);
            EXPECT_EQ(std::count(counts.begin(), counts.end(), c.players), 0);
            counts.push_back(c.players);
            EXPECT_TRUE(std::isfinite(c.intercept));
            EXPECT_GE(c.slope, 0.25);
            EXPECT_LE(c.slope, 4.0);
        }
        for (int players = game.minPlayers; players <= game.maxPlayers; ++players) {
            EXPECT_DOUBLE_EQ(calibratedChance(game, players, 0.0), 0.0) << game.name;
            EXPECT_DOUBLE_EQ(calibratedChance(game, players, 1.0), 1.0) << game.name;
            // Every step of 0.1 point of the search's chance, the ends too, moves the chance shown
            // the same way by a quarter to twice as much: a difference of the search keeps its
            // sign and about its size, so a grade follows the moves, never a map's stretch.
            double last = 0;
            for (int i = 1; i <= 1000; ++i) {
                const double c = calibratedChance(game, players, i / 1000.0);
                const double stretch = (c - last) * 1000.0;
                EXPECT_GE(stretch, 0.25) << game.name << ", " << players << " players, at " << i / 10.0 << "%";
                EXPECT_LE(stretch, 2.0) << game.name << ", " << players << " players, at " << i / 10.0 << "%";
                last = c;
            }
        }
    }
    // Where a map measurably helps between equal players on games it was not fitted to (docs/ai.md,
    // "Calibration"): the search is too sure of itself in Turtle Race Mini (2 and 4 players) and in
    // 3-player Ribbit; Ripple's chances, and Ribbit's with 2, 4 or 5 players, are kept as found.
    const auto mapsOf = [](const char* name) {
        std::vector<int> counts;
        for (const ChanceCalibration& c : findGame(name)->chanceCalibrations)
            counts.push_back(c.players);
        return counts;
    };
    EXPECT_EQ(mapsOf("mini"), (std::vector<int>{2, 4}));
    EXPECT_EQ(mapsOf("ribbit"), (std::vector<int>{3}));
    EXPECT_EQ(mapsOf("ripple"), (std::vector<int>{}));
}

TEST(Review, AReviewIsCalibratedUnlessAskedForTheSearchsOwnChances)
{
    // The same search (record, budget, seed) with and without the calibration: by default the
    // acting seat's chance of every candidate is the game's map of the one found, the other seats
    // share the rest in the proportions found (the chances add up as before), and the losses and
    // grades follow; calibrate = false gives the search's own.
    for (const GameInfo& game : games()) {
        const Record record = randomRecord({game.name, game.minPlayers, game.ruleSets.front().options(5)}, 5, 6);
        ReviewOptions asFound = quick(200);
        asFound.calibrate = false;
        const auto raw = reviewGame(record, asFound);
        const auto shown = reviewGame(record, quick(200));
        ASSERT_TRUE(raw) << raw.error();
        ASSERT_TRUE(shown) << shown.error();
        EXPECT_FALSE(raw->calibrated);
        EXPECT_EQ(reviewJson(*raw)["calibrated"], false);
        const bool mapped = std::any_of(game.chanceCalibrations.begin(), game.chanceCalibrations.end(),
                                        [&](const ChanceCalibration& c) { return c.players == game.minPlayers; });
        EXPECT_EQ(shown->calibrated, mapped) << game.name;
        EXPECT_EQ(reviewJson(*shown)["calibrated"], shown->calibrated);
        const auto map = [&](double c) { return shown->calibrated ? calibratedChance(game, game.minPlayers, c) : c; };
        const auto sum = [](const std::vector<double>& v) { return std::accumulate(v.begin(), v.end(), 0.0); };
        for (std::size_t i = 0; i < raw->decisions.size(); ++i) {
            const ReviewedDecision& r = raw->decisions[i];
            const ReviewedDecision& d = shown->decisions[i];
            SCOPED_TRACE(game.name + " action " + std::to_string(i));
            const auto seat = static_cast<std::size_t>(d.seat);
            EXPECT_EQ(d.best, r.best);
            EXPECT_DOUBLE_EQ(d.playedChance, map(r.playedChance));
            EXPECT_DOUBLE_EQ(d.bestChance, map(r.bestChance));
            ASSERT_EQ(d.chances.size(), r.chances.size());
            EXPECT_DOUBLE_EQ(d.chances[seat], d.playedChance);
            EXPECT_NEAR(sum(d.chances), sum(r.chances), 1e-9);
            EXPECT_NEAR(sum(d.bestChances), sum(r.bestChances), 1e-9);
            const double othersFound = sum(r.chances) - r.chances[seat];
            for (std::size_t s = 0; s < r.chances.size(); ++s) {
                if (s != seat && othersFound > 0)
                    EXPECT_NEAR(d.chances[s], r.chances[s] * (sum(r.chances) - d.chances[seat]) / othersFound, 1e-9)
                        << "the other seats share the rest in the proportions found";
            }
            EXPECT_DOUBLE_EQ(d.loss, std::max(0.0, d.bestChance - d.playedChance));
            ASSERT_EQ(d.candidates.size(), r.candidates.size());
            for (std::size_t k = 0; k < r.candidates.size(); ++k) {
                EXPECT_DOUBLE_EQ(d.candidates[k].chance, map(r.candidates[k].chance)) << "every candidate's chance";
            }
        }
    }
}

TEST(Review, GradesFollowTheDocumentedThresholds)
{
    const int enough = kMinimumVisits;
    EXPECT_EQ(gradeFor(0.3, 1, enough), Grade::forced);
    EXPECT_EQ(gradeFor(0.0, 2, enough), Grade::good);
    EXPECT_EQ(gradeFor(kInaccuracyLoss - 0.001, 2, enough), Grade::good);
    EXPECT_EQ(gradeFor(kInaccuracyLoss, 2, enough), Grade::inaccuracy);
    EXPECT_EQ(gradeFor(kMistakeLoss - 0.001, 5, enough), Grade::inaccuracy);
    EXPECT_EQ(gradeFor(kMistakeLoss, 5, enough), Grade::mistake);
    // Too few playouts of the action played or the best one: not judged.
    EXPECT_EQ(gradeFor(0.9, 5, kMinimumVisits - 1), Grade::good);
    EXPECT_EQ(gradeFor(0.9, 1, 0), Grade::forced);
    EXPECT_STREQ(gradeName(Grade::mistake), "mistake");
}

TEST(Review, ABetterMoveIsNamedOnlyWhenItsChanceIsHigherAndCountsArePerSeat)
{
    ReviewedDecision d;
    d.played = "a";
    d.best = "a";
    d.playedChance = 0.4;
    d.bestChance = 0.6;
    EXPECT_FALSE(betterMoveShown(d)) << "the move played was the best";
    d.best = "b";
    EXPECT_TRUE(betterMoveShown(d));
    d.bestChance = 0.4; // the search's most played, not higher
    EXPECT_FALSE(betterMoveShown(d));
    EXPECT_EQ(percentOf(0.455), 46);
    EXPECT_EQ(percentOf(0.0), 0);
    EXPECT_EQ(percentOf(1.0), 100);

    Review review;
    review.players = 3;
    for (auto [seat, grade] : {std::pair{0, Grade::mistake}, {1, Grade::inaccuracy}, {0, Grade::inaccuracy},
                               {0, Grade::mistake}, {1, Grade::good}}) {
        ReviewedDecision r;
        r.seat = seat;
        r.grade = grade;
        review.decisions.push_back(r);
    }
    EXPECT_EQ(gradeCounts(review, 0).mistakes, 2);
    EXPECT_EQ(gradeCounts(review, 0).inaccuracies, 1);
    EXPECT_EQ(gradeCounts(review, 1).mistakes, 0);
    EXPECT_EQ(gradeCounts(review, 1).inaccuracies, 1);
    EXPECT_EQ(gradeCounts(review, 2).mistakes + gradeCounts(review, 2).inaccuracies, 0);
}

TEST(Review, RippleDecisionsCarryEachSeatsExpectedPointsAndTheRacesNone)
{
    // Ripple's search counts points: each decision carries every seat's expected game total once
    // the round is scored, after the move played and after the best one (the JSON's "scores").
    const Record ripple = randomRecord(bot_checks::Table{"ripple", 3, Json::object()}, 7, 6);
    const auto review = reviewGame(ripple, quick(300, 2));
    ASSERT_TRUE(review) << review.error();
    int withCandidates = 0;
    for (const ReviewedDecision& d : review->decisions) {
        if (d.grade == Grade::forced)
            continue;
        ++withCandidates;
        ASSERT_EQ(d.scores.size(), 3u);
        ASSERT_EQ(d.bestScores.size(), 3u);
        for (double points : d.scores)
            EXPECT_TRUE(points > -100 && points < 200) << points; // a round's beach, not a chance
        const Json json = reviewJson(*review)["decisions"][d.index];
        EXPECT_EQ(json["scores"].size(), 3u);
    }
    EXPECT_GT(withCandidates, 0);
    // A race counts no points: no scores.
    const Record ribbit = randomRecord(bot_checks::Table{"ribbit", 3, Json::object()}, 7, 4);
    const auto race = reviewGame(ribbit, quick(200, 2));
    ASSERT_TRUE(race) << race.error();
    for (const ReviewedDecision& d : race->decisions)
        EXPECT_TRUE(d.scores.empty());
    EXPECT_FALSE(reviewJson(*race)["decisions"][0].contains("scores"));
}

TEST(Review, TheSameRecordBudgetAndSeedGiveTheSameReviewOnAnyNumberOfThreads)
{
    for (const char* game : {"ribbit", "mini"}) {
        const Record record = randomRecord({game, 3, Json::object()}, 7, 14);
        const auto one = reviewGame(record, quick(150, 1));
        const auto two = reviewGame(record, quick(150, 2));
        const auto again = reviewGame(record, quick(150, 2));
        ASSERT_TRUE(one && two && again);
        EXPECT_EQ(reviewJson(*one), reviewJson(*two)) << game;
        EXPECT_EQ(reviewJson(*two), reviewJson(*again)) << game;
        ReviewOptions other = quick(150, 2);
        other.seed = 2;
        const auto reseeded = reviewGame(record, other);
        ASSERT_TRUE(reseeded);
        EXPECT_NE(reviewJson(*one)["decisions"], reviewJson(*reseeded)["decisions"])
            << game << ": the seed is the search's (another seed, other playouts)";
    }
}

/// Ribbit with three players: R, Y, G (or as given) backed; P0 and P2 quiet, then P0 to act again.
ribbit_test::SetupSpec threePlayerSetup(bool openColors, std::vector<std::string> colors,
                                        std::vector<std::string> secondHand)
{
    ribbit_test::SetupSpec spec;
    spec.rules.openColors = openColors;
    spec.colors = std::move(colors);
    // Yellow one step from the lettuce (space 9), red far behind.
    spec.track = {{"1", {{"R"}}}, {"2", {{"P"}}}, {"3", {{"B"}}}, {"4", {{"G"}}}, {"8", {{"Y"}}}};
    spec.hands = {{"Y+", "Y-", "B+", "P+", "G-"}, std::move(secondHand), {"G+", "R+", "P+", "R-", "G+"}};
    spec.deckTop = {"B-", "P-", "Y-"}; // the cards drawn after the first three actions
    return spec;
}

Record ribbitRecord(const ribbit_test::SetupSpec& spec, std::vector<std::string> actions)
{
    Record record;
    record.game = "ribbit";
    record.options = Json{{"openColors", spec.rules.openColors}};
    for (int p = 0; p < static_cast<int>(spec.colors.size()); ++p)
        record.players.push_back(PlayerSpec{kNames[static_cast<std::size_t>(p)], "human", {}}); // the setup deals the colours
    record.seed = 5;
    record.setup = spec.json();
    record.actions = std::move(actions);
    return record;
}

TEST(Review, AGradeIsTheSameWhateverThePlayerCouldNotSee)
{
    // Two records that differ only in what player 0 cannot see: the secret colours of players 1
    // and 2 (swapped) and the cards of player 1's hand it never played (and so the draw pile's
    // order below the cards player 0 drew). Player 0's decisions get the same values, the same best
    // action and the same grade. (A search that read the true colours fails this: docs/ai.md.)
    const std::vector<std::string> actions = {"B+ B", "P- P", "G+ G", "Y- Y"};
    const Record a = ribbitRecord(threePlayerSetup(false, {"R", "Y", "G"}, {"B-", "P-", "R-", "B+", "P+"}), actions);
    const Record b = ribbitRecord(threePlayerSetup(false, {"R", "G", "Y"}, {"B-", "P-", "Y+", "*+", "Y++"}), actions);
    ASSERT_NE(a.setup, b.setup);
    const auto ra = reviewGame(a, quick(400, 2));
    const auto rb = reviewGame(b, quick(400, 2));
    ASSERT_TRUE(ra) << ra.error();
    ASSERT_TRUE(rb) << rb.error();
    for (std::size_t i : {std::size_t{0}, std::size_t{3}}) {
        const Json da = reviewJson(*ra)["decisions"][i], db = reviewJson(*rb)["decisions"][i];
        ASSERT_EQ(da["seat"], 0);
        EXPECT_EQ(da, db) << "decision " << i;
    }
    // ... while player 1, whose hand differs, is reviewed on what it could see.
    EXPECT_NE(reviewJson(*ra)["decisions"][1]["candidates"], reviewJson(*rb)["decisions"][1]["candidates"]);
}

TEST(Review, ARippleGradeIsTheSameWhateverFaceDownCardsAndDrawOrder)
{
    // Ripple: nobody sees a face-down card, and the draw pile's order is hidden. Two records whose
    // setups differ only there (every face-down card and the draw pile below its top card moved
    // round by one place; the top card is the one player 0 draws) give player 0's two decisions
    // (draw, then place or discard the card drawn) the same values and grades.
    ripple_test::SetupSpec spec;
    spec.beaches = {{"fish", "crab", "sun", "octopus", "wave"}, {"flower", "palmtree", "fish", "sun", "crab"}};
    spec.deckTop = {"seashell"};
    const Json a = spec.json();
    Json b = a;
    std::vector<Json*> hidden;
    for (Json& beach : b["beaches"])
        for (Json& slot : beach)
            if (!slot["up"].get<bool>())
                hidden.push_back(&slot["card"]);
    for (std::size_t i = 1; i < b["deck"].size(); ++i)
        hidden.push_back(&b["deck"][i]);
    const Json first = *hidden.front();
    for (std::size_t i = 0; i + 1 < hidden.size(); ++i)
        *hidden[i] = *hidden[i + 1];
    *hidden.back() = first;
    ASSERT_NE(a, b);
    Record record;
    record.game = "ripple";
    record.players = {PlayerSpec{"A", "human", {}}, PlayerSpec{"B", "human", {}}};
    record.seed = 3;
    record.setup = a;
    record.actions = {"draw"};
    auto state = replay(record);
    ASSERT_TRUE(state) << state.error();
    record.actions.push_back((*state)->legalActions().back().text); // a place or a discard
    Record other = record;
    other.setup = b;
    const auto ra = reviewGame(record, quick(300, 2));
    const auto rb = reviewGame(other, quick(300, 2));
    ASSERT_TRUE(ra) << ra.error();
    ASSERT_TRUE(rb) << rb.error();
    for (std::size_t i : {std::size_t{0}, std::size_t{1}}) {
        const Json da = reviewJson(*ra)["decisions"][i];
        EXPECT_EQ(da["seat"], 0);
        EXPECT_EQ(da, reviewJson(*rb)["decisions"][i]) << "decision " << i;
    }
}

TEST(Review, TheSearchValuesActionsAlikeInWorldsResampledForThePlayer)
{
    // Registry-driven, like the bots' suite: at a mid-game position of every game, the Hard
    // evaluation (Bot::evaluate) of the player to act is the same in worlds resampled for that
    // player (what it cannot see drawn anew).
    for (const GameInfo& game : games()) {
        const Record record = randomRecord({game.name, game.maxPlayers, game.ruleSets.front().options(4)}, 4, 9);
        auto state = replay(record);
        ASSERT_TRUE(state);
        if ((*state)->isFinished())
            continue;
        const int seat = *(*state)->currentPlayer();
        BotOptions options;
        options.iterations = 120;
        const auto real = makeBot(game.name, "hard", 4, seat, options)->evaluate(**state, {});
        Rng rng(9);
        for (int w = 0; w < 3; ++w) {
            auto world = (*state)->resample(seat, rng);
            const auto seen = makeBot(game.name, "hard", 4, seat, options)->evaluate(*world, {});
            ASSERT_EQ(real.has_value(), seen.has_value()) << game.name;
            if (!real)
                break; // no Hard search (the example game): the review's flat search resamples itself
            ASSERT_EQ(real->candidates.size(), seen->candidates.size()) << game.name;
            EXPECT_EQ(real->best, seen->best) << game.name;
            for (std::size_t i = 0; i < real->candidates.size(); ++i) {
                EXPECT_EQ(real->candidates[i].action, seen->candidates[i].action) << game.name;
                EXPECT_EQ(real->candidates[i].chances, seen->candidates[i].chances) << game.name << " world " << w;
            }
        }
    }
}

TEST(Review, APlantedBlunderIsTheKeyMoment)
{
    // Open colours (R10): player 1 is known to back yellow, one step from the lettuce; player 0's
    // red is far behind. With quiet moves in hand (Y- Y holds yellow back), player 0 plays Y+ Y
    // and sends yellow onto the lettuce: player 1 wins at once.
    const Record record =
        ribbitRecord(threePlayerSetup(true, {"R", "Y", "G"}, {"B-", "P-", "R-", "B+", "P+"}), {"B+ B", "P- P", "G+ G", "Y+ Y"});
    const auto review = reviewGame(record, quick(3000, 2));
    ASSERT_TRUE(review) << review.error();
    ASSERT_TRUE(review->finished);
    EXPECT_EQ(review->winners, std::vector<int>{1});
    for (const ReviewedDecision& d : review->decisions) {
        // Ribbit's chances are win shares of the same playouts: the graph's lines add up to 1.
        double sum = 0;
        for (double c : d.chances)
            sum += c;
        EXPECT_NEAR(sum, 1.0, 1e-9) << "decision " << d.index;
    }
    const ReviewedDecision& blunder = review->decisions.at(3);
    EXPECT_NE(blunder.best, "Y+ Y");
    EXPECT_DOUBLE_EQ(blunder.chances[1], 1.0) << "yellow on the lettuce: player 1 has won";
    ASSERT_FALSE(review->keyMoments.empty());
    const KeyMoment& key = review->keyMoments.front();
    EXPECT_EQ(key.index, 3u);
    EXPECT_EQ(key.seat, 0);
    EXPECT_EQ(key.affected, 1);
    EXPECT_DOUBLE_EQ(key.to, 1.0);
    EXPECT_LT(key.from, 0.9);
    EXPECT_EQ(review->names, (std::vector<std::string>{"Ann", "Ben", "Cat"}));
    EXPECT_EQ(blunder.playedText.rfind("Ann played Yellow +1: yellow moves from space 8 to the lettuce.", 0), 0u)
        << blunder.playedText;
    // Whole sentences: the table's, then the change, then the best move found after a colon.
    EXPECT_EQ(key.text.rfind("Move 4: Ann played Yellow +1: yellow moves from space 8 to the lettuce. The race is "
                             "over. It took Ben's chance to win, as Ann could tell, from ",
                             0),
              0u)
        << key.text;
    EXPECT_NE(key.text.find("% to 100%. The best move found: Yellow −1: yellow moves from space 8 to space 7 (it "
                            "would have left it at "),
              std::string::npos)
        << key.text;
    EXPECT_EQ(key.text.find("player "), std::string::npos) << key.text;
}

TEST(Review, ReportsProgressAndCanBeCancelled)
{
    const Record record = randomRecord({"ribbit", 2, Json::object()}, 11, 8);
    ReviewOptions options = quick(40, 2);
    std::vector<std::size_t> seen;
    options.progress = [&](std::size_t done, std::size_t total) {
        EXPECT_EQ(total, record.actions.size());
        seen.push_back(done); // never two calls at once
    };
    ASSERT_TRUE(reviewGame(record, options));
    std::vector<std::size_t> expected(record.actions.size());
    for (std::size_t i = 0; i < expected.size(); ++i)
        expected[i] = i + 1;
    EXPECT_EQ(seen, expected);

    std::stop_source source;
    ReviewOptions cancelling = quick(40, 1);
    cancelling.stop = source.get_token();
    cancelling.progress = [&](std::size_t done, std::size_t) {
        if (done == 2)
            source.request_stop();
    };
    const auto cancelled = reviewGame(record, cancelling);
    ASSERT_FALSE(cancelled);
    EXPECT_EQ(cancelled.error(), "the review was cancelled");
}

/// One decision as the review's JSON gives it (every field, the candidates too).
Json decisionJson(const ReviewedDecision& decision)
{
    Review review;
    review.decisions = {decision};
    return reviewJson(review)["decisions"][0];
}

/// `record` with its first `count` actions only.
Record firstActions(Record record, std::size_t count)
{
    record.actions.resize(std::min(count, record.actions.size()));
    return record;
}

TEST(ReviewDecision, IsThatDecisionOfTheWholeReviewFromTheRecordUpToIt)
{
    // Learning mode's word after a move (the app grades the last action of the record so far): the
    // same values, best action, grade and texts as the review of the whole game gives that
    // decision, whatever came after it, in every registered game (the example game's flat search
    // too).
    for (const GameInfo& game : games()) {
        const Record record = randomRecord({game.name, game.minPlayers, game.ruleSets.front().options(3)}, 5, 8);
        ASSERT_GE(record.actions.size(), 3u) << game.name;
        const auto review = reviewGame(record, quick(120, 2));
        ASSERT_TRUE(review) << game.name << ": " << review.error();
        for (std::size_t i = 0; i < record.actions.size(); ++i) {
            const auto whole = reviewDecision(record, i, quick(120));
            const auto last = reviewDecision(firstActions(record, i + 1), i, quick(120));
            ASSERT_TRUE(whole) << game.name << ": " << whole.error();
            ASSERT_TRUE(last) << game.name << ": " << last.error();
            const Json expected = decisionJson(review->decisions[i]);
            EXPECT_EQ(decisionJson(*whole), expected) << game.name << ", decision " << i;
            EXPECT_EQ(decisionJson(*last), expected) << game.name << ", decision " << i;
        }
    }
}

TEST(ReviewDecision, AGradeIsTheSameWhateverThePlayerCouldNotSee)
{
    // The records of Review.AGradeIsTheSameWhateverThePlayerCouldNotSee (players 1 and 2's secret
    // colours swapped, player 1's unplayed cards other ones), each up to player 0's second decision
    // (the app's case: the last action): the same word for player 0.
    const std::vector<std::string> actions = {"B+ B", "P- P", "G+ G", "Y- Y"};
    const Record a = ribbitRecord(threePlayerSetup(false, {"R", "Y", "G"}, {"B-", "P-", "R-", "B+", "P+"}), actions);
    const Record b = ribbitRecord(threePlayerSetup(false, {"R", "G", "Y"}, {"B-", "P-", "Y+", "*+", "Y++"}), actions);
    for (std::size_t i : {std::size_t{0}, std::size_t{3}}) {
        const auto da = reviewDecision(firstActions(a, i + 1), i, quick(400));
        const auto db = reviewDecision(firstActions(b, i + 1), i, quick(400));
        ASSERT_TRUE(da) << da.error();
        ASSERT_TRUE(db) << db.error();
        EXPECT_EQ(da->seat, 0);
        EXPECT_EQ(decisionJson(*da), decisionJson(*db)) << "decision " << i;
    }
}

TEST(ReviewDecision, NamesTheBetterMoveInTheTablesWords)
{
    // The planted blunder (Review.APlantedBlunderIsTheKeyMoment): Ann sends yellow, Ben's colour,
    // onto the lettuce with Yellow −1 in hand. The better move is named as the table words it.
    const Record record =
        ribbitRecord(threePlayerSetup(true, {"R", "Y", "G"}, {"B-", "P-", "R-", "B+", "P+"}), {"B+ B", "P- P", "G+ G", "Y+ Y"});
    const auto d = reviewDecision(record, 3, quick(3000));
    ASSERT_TRUE(d) << d.error();
    EXPECT_EQ(d->seat, 0);
    EXPECT_EQ(d->played, "Y+ Y");
    EXPECT_NE(d->best, "Y+ Y");
    EXPECT_DOUBLE_EQ(d->chances[1], 1.0);
    EXPECT_EQ(d->playedText.rfind("Ann played Yellow +1: yellow moves from space 8 to the lettuce.", 0), 0u) << d->playedText;
    EXPECT_EQ(d->bestText.find("player "), std::string::npos) << d->bestText;
    EXPECT_EQ(d->bestText.find(d->best), std::string::npos) << "never notation: " << d->bestText;
}

TEST(ReviewDecision, BadIndexesAndOptionsAreRefused)
{
    const Record record = randomRecord({"ribbit", 2, Json::object()}, 2, 3);
    const auto past = reviewDecision(record, record.actions.size(), quick(40));
    ASSERT_FALSE(past);
    EXPECT_NE(past.error().find("no action"), std::string::npos) << past.error();
    const auto negative = reviewDecision(record, 0, quick(-1));
    ASSERT_FALSE(negative);
    EXPECT_NE(negative.error().find("budget"), std::string::npos);
    std::stop_source source;
    source.request_stop();
    ReviewOptions stopped = quick(40);
    stopped.stop = source.get_token();
    const auto cancelled = reviewDecision(record, 0, stopped);
    ASSERT_FALSE(cancelled);
    EXPECT_EQ(cancelled.error(), "the review was cancelled");
}

TEST(Review, BadRecordsAndOptionsAreRefused)
{
    Record record = randomRecord({"ribbit", 2, Json::object()}, 2, 3);
    record.actions.push_back("R- Q");
    const auto illegal = reviewGame(record, quick(40));
    ASSERT_FALSE(illegal);
    const std::string where = "action " + std::to_string(record.actions.size()) + " \"R- Q\""; // counted from 1
    EXPECT_NE(illegal.error().find(where), std::string::npos) << illegal.error();
    record.actions.pop_back();
    const auto negative = reviewGame(record, quick(-1));
    ASSERT_FALSE(negative);
    EXPECT_NE(negative.error().find("budget"), std::string::npos);
    record.game = "chess";
    EXPECT_FALSE(reviewGame(record, quick(40)));
}

/// Whether `text` still names a seat of `players` as "player N" (the engine's form before names).
bool namesASeatByNumber(const std::string& text, int players)
{
    for (int p = 0; p < players; ++p)
        if (text.find("player " + std::to_string(p)) != std::string::npos)
            return true;
    return false;
}

TEST(Review, TextsNameThePlayersAndReadAsSentencesInEveryGame)
{
    // Registry-driven, every rule set (Mini's advanced variant too; the example game Pig, whose
    // sentences end without a full stop, too): the texts people read give the record's names, never
    // "player N", number the moves from 1 and are whole sentences.
    for (const GameInfo& game : games())
        for (const RuleSet& ruleSet : game.ruleSets) {
            const int players = std::min(game.maxPlayers, 3);
            const Record record = randomRecord({game.name, players, ruleSet.options(5)}, 5, 16);
            SCOPED_TRACE(game.name + " " + ruleSet.name);
            ReviewOptions options = quick(400, 2);
            const auto review = reviewGame(record, options);
            ASSERT_TRUE(review) << review.error();
            EXPECT_EQ(review->names, std::vector<std::string>(kNames.begin(), kNames.begin() + players));
            EXPECT_EQ(reviewJson(*review)["names"], Json(review->names));
            for (const ReviewedDecision& d : review->decisions) {
                EXPECT_FALSE(namesASeatByNumber(d.playedText, players)) << d.playedText;
                EXPECT_FALSE(namesASeatByNumber(d.bestText, players)) << d.bestText;
                EXPECT_EQ(d.playedText.find("player"), std::string::npos) << d.playedText;
            }
            const std::string text = reviewText(*review);
            EXPECT_FALSE(namesASeatByNumber(text, players)) << text;
            std::vector<std::string> lines;
            std::istringstream in(text);
            for (std::string line; std::getline(in, line);)
                lines.push_back(line);
            // The heading, then (a review through the game's calibration) a line saying so.
            const std::size_t first = review->calibrated ? 2 : 1;
            ASSERT_GE(lines.size(), first + review->decisions.size() + static_cast<std::size_t>(players));
            if (review->calibrated)
                EXPECT_EQ(lines[1].rfind("The chances are calibrated: ", 0), 0u) << lines[1];
            for (std::size_t i = 0; i < review->decisions.size(); ++i) {
                const std::string& line = lines[first + i];
                const ReviewedDecision& d = review->decisions[i];
                const std::string name = kNames[static_cast<std::size_t>(d.seat)];
                EXPECT_EQ(line.rfind("Move " + std::to_string(i + 1) + ": ", 0), 0u) << line;
                EXPECT_NE(line.find(". " + name + "'s chance to win: "), std::string::npos) << line;
                EXPECT_EQ(line.back(), '.') << line;
            }
            for (int p = 0; p < players; ++p)
                EXPECT_EQ(lines[first + review->decisions.size() + static_cast<std::size_t>(p)].rfind(
                              kNames[static_cast<std::size_t>(p)] + ": mistakes ", 0),
                          0u);
            for (const KeyMoment& m : review->keyMoments) {
                EXPECT_EQ(m.text.rfind("Move " + std::to_string(m.index + 1) + ": ", 0), 0u) << m.text;
                // Another seat's chance is the mover's estimate of it, and the sentence says whose.
                const std::string whose = m.affected == m.seat
                                              ? "'s chance to win from "
                                              : "'s chance to win, as " + kNames[static_cast<std::size_t>(m.seat)] +
                                                    " could tell, from ";
                EXPECT_NE(m.text.find(". It took " + kNames[static_cast<std::size_t>(m.affected)] + whose),
                          std::string::npos)
                    << m.text;
                EXPECT_NE(m.text.find("%. The best move found: "), std::string::npos) << m.text;
                EXPECT_EQ(m.text.find("(the best move found"), std::string::npos) << m.text;
                EXPECT_EQ(m.text.substr(m.text.size() - 3), "%).") << m.text;
                EXPECT_FALSE(namesASeatByNumber(m.text, players)) << m.text;
            }
        }
}

TEST(Review, WithPlayerNamesReplacesWholeSeatNumbersOnly)
{
    const std::vector<std::string> names = {"Ann", "Ben"};
    EXPECT_EQ(withPlayerNames("player 0 drew the first lettuce.", names), "Ann drew the first lettuce.");
    EXPECT_EQ(withPlayerNames("Take the fish from player 1's discard pile", names), "Take the fish from Ben's discard pile");
    EXPECT_EQ(withPlayerNames("player 1 +3, player 0 -2", names), "Ben +3, Ann -2");
    EXPECT_EQ(withPlayerNames("player 12 and player 2", names), "player 12 and player 2") << "no such seats";
    EXPECT_EQ(withPlayerNames("multiplayer 1", names), "multiplayer 1");
    EXPECT_EQ(withPlayerNames("player 1x", names), "player 1x");
    EXPECT_EQ(withPlayerNames("player ", names), "player ");
}

TEST(Review, BlankAndUnprintableNamesAreShownOnOneLine)
{
    Record record = randomRecord({"ribbit", 3, Json::object()}, 2, 3);
    record.players[0].name = "  ";
    record.players[1].name = "Ben\nthe\t great";
    const auto review = reviewGame(record, quick(40, 1));
    ASSERT_TRUE(review) << review.error();
    EXPECT_EQ(review->names, (std::vector<std::string>{"Player 1", "Ben the great", "Cat"}));
    // An over-long name is cut as the app cuts it (40 characters, then "…"), never inside a letter.
    record.players[2].name = std::string(50, 'x');
    record.players[0].name = "Ánh " + std::string(36, 'y') + "Đức";
    const auto cut = reviewGame(record, quick(40, 1));
    ASSERT_TRUE(cut) << cut.error();
    EXPECT_EQ(cut->names[2], std::string(40, 'x') + "…");
    EXPECT_EQ(cut->names[0], "Ánh " + std::string(36, 'y') + "…");
    EXPECT_NE(reviewText(*cut).find(std::string(40, 'x') + "…"), std::string::npos);
}

TEST(Review, FewPlayoutsNeitherMarkADecisionNorMakeAKeyMoment)
{
    // At a small budget some candidates get a handful of playouts: their chances are too rough to
    // mark a mistake or name a key moment (kMinimumVisits). Random games of every game at 50
    // playouts a decision: decisions that lost more than a mistake's worth on a few playouts are
    // graded good, none is a key moment, and the JSON and the text say why.
    int roughLosses = 0;
    for (const GameInfo& game : games()) {
        const Record random = randomRecord({game.name, game.minPlayers, game.ruleSets.front().options(6)}, 6, 20);
        const auto small = reviewGame(random, quick(50, 2));
        ASSERT_TRUE(small) << game.name << ": " << small.error();
        const Json json = reviewJson(*small);
        EXPECT_EQ(json["thresholds"]["visits"], kMinimumVisits);
        for (const ReviewedDecision& d : small->decisions) {
            EXPECT_EQ(json["decisions"][d.index]["tooFewVisits"], d.tooFewVisits);
            if (!d.tooFewVisits)
                continue;
            EXPECT_TRUE(d.grade == Grade::good || d.grade == Grade::forced) << game.name << " " << d.index;
            roughLosses += d.loss >= kMistakeLoss && d.legalCount > 1;
        }
        for (const KeyMoment& m : small->keyMoments)
            EXPECT_FALSE(small->decisions[m.decision].tooFewVisits) << game.name << ": " << m.text;
        if (std::any_of(small->decisions.begin(), small->decisions.end(),
                        [](const ReviewedDecision& d) { return d.tooFewVisits && d.legalCount > 1; })) {
            EXPECT_NE(reviewText(*small).find("too few playouts to judge"), std::string::npos) << game.name;
        }
    }
    EXPECT_GT(roughLosses, 0) << "at 50 playouts some decisions lose a mistake's worth on a few playouts";
}

/// `record` with its actions chosen from the legal ones of each position in turn (the k-th
/// action the (3k + 1)-th legal one, wrapping round): `count` of them, fewer if the game ends.
Record withSomeActions(Record record, int count)
{
    auto state = startState(record);
    EXPECT_TRUE(state) << state.error();
    for (int k = 0; k < count && !(*state)->isFinished(); ++k) {
        const auto legal = (*state)->legalActions();
        const std::string action = legal[static_cast<std::size_t>(3 * k + 1) % legal.size()].text;
        EXPECT_TRUE((*state)->apply(action));
        record.actions.push_back(action);
    }
    return record;
}

/// Reviews `a` and `b`, whose every action must replay in both, and expects `seat`'s decisions
/// (at least one) the same in both, byte for byte in the JSON (values, best action, grade).
void expectTheSameGrades(const Record& a, const Record& b, int seat, int budget)
{
    ASSERT_NE(a.setup, b.setup);
    ASSERT_EQ(a.actions, b.actions);
    ASSERT_TRUE(replay(b)) << replay(b).error();
    const auto ra = reviewGame(a, quick(budget, 2));
    const auto rb = reviewGame(b, quick(budget, 2));
    ASSERT_TRUE(ra) << ra.error();
    ASSERT_TRUE(rb) << rb.error();
    const Json da = reviewJson(*ra)["decisions"], db = reviewJson(*rb)["decisions"];
    int compared = 0;
    for (std::size_t i = 0; i < da.size(); ++i)
        if (da[i]["seat"] == seat) {
            EXPECT_EQ(da[i], db[i]) << "decision " << i;
            ++compared;
        }
    EXPECT_GT(compared, 0);
}

Record miniRecord(const mini_test::SetupSpec& spec, const Json& options)
{
    Record record;
    record.game = "mini";
    record.options = options;
    for (std::size_t p = 0; p < spec.colors.size(); ++p)
        record.players.push_back(PlayerSpec{kNames[p], "human", {}});
    record.seed = 9;
    record.setup = spec.json();
    return record;
}

TEST(Review, AMiniGradeIsTheSameWhateverAnotherPlayersSecretColour)
{
    // Turtle Race Mini, basic: players 1 and 2 back yellow and red, or red and yellow. Player 0
    // sees neither, so its decisions (0 and 3) are graded alike.
    mini_test::SetupSpec spec;
    spec.colors = {"G", "Y", "R"};
    const Record a = withSomeActions(miniRecord(spec, Json::object()), 5);
    ASSERT_EQ(a.actions.size(), 5u);
    spec.colors = {"G", "R", "Y"};
    Record b = miniRecord(spec, Json::object());
    b.actions = a.actions;
    expectTheSameGrades(a, b, 0, 400);
}

TEST(Review, AMiniAdvancedGradeIsTheSameWhateverTheDrawPilesOrder)
{
    // Turtle Race Mini, advanced variant: the draw pile below the cards drawn in the record is in
    // another order (the lettuces stay at the bottom). No player sees it: player 0's decisions are
    // graded alike.
    mini_test::SetupSpec spec;
    spec.colors = {"G", "Y", "R"};
    const Json options{{"variant", "advanced"}};
    const Record a = withSomeActions(miniRecord(spec, options), 5);
    ASSERT_EQ(a.actions.size(), 5u);
    Record b = a;
    Json& deck = b.setup["deck"];
    std::vector<std::size_t> plain; // the cards not drawn (5 were), lettuces left where they are
    for (std::size_t i = a.actions.size(); i < deck.size(); ++i)
        if (deck[i] != "lettuce")
            plain.push_back(i);
    ASSERT_GT(plain.size(), 10u);
    std::vector<Json> cards;
    for (std::size_t i : plain)
        cards.push_back(deck[i]);
    std::reverse(cards.begin(), cards.end());
    for (std::size_t k = 0; k < plain.size(); ++k)
        deck[plain[k]] = cards[k];
    expectTheSameGrades(a, b, 0, 400);
}

TEST(Review, ALateRippleGradeIsTheSameWhateverFaceDownCardsAndDrawOrder)
{
    // Late in a game: a one-round Ripple game played to its end. The face-down cards nobody turned
    // up and the draw pile nobody drew are moved round by one place in the setup: every decision
    // (the last ones, with a beach face up and the other players' last turns, too) is graded alike,
    // the game-ending one included (its sentence, which scores the face-down cards, may differ).
    ripple_test::SetupSpec spec;
    spec.beaches = {{"fish", "crab", "sun", "octopus", "wave"}, {"flower", "palmtree", "fish", "sun", "crab"}};
    Record record;
    record.game = "ripple";
    record.options = Json{{"rounds", 1}};
    record.players = {PlayerSpec{"Ann", "human", {}}, PlayerSpec{"Ben", "human", {}}};
    record.seed = 3;
    record.setup = spec.json();
    auto state = startState(record);
    ASSERT_TRUE(state) << state.error();
    Rng rng(17);
    std::vector<std::string> actions;
    std::unique_ptr<State> before; // the position before the last action
    while (!(*state)->isFinished()) {
        const auto legal = (*state)->legalActions();
        before = (*state)->clone();
        const std::string action = legal[rng.below(legal.size())].text;
        ASSERT_TRUE((*state)->apply(action));
        actions.push_back(action);
    }
    record.actions = actions;
    ASSERT_GT(actions.size(), 20u);
    // What nobody had seen before the last action: face-down slots, and the draw pile's cards.
    const Json seen = before->toJson();
    const std::size_t left = seen["drawPile"].get<std::size_t>();
    const Json& deck = record.setup["deck"];
    const std::size_t draws = static_cast<std::size_t>(std::count(actions.begin(), actions.end() - 1, "draw"));
    ASSERT_EQ(deck.size() - draws, left) << "no reshuffle: the cards left are the deck's last ones";
    Record other = record;
    std::vector<Json*> hidden;
    for (std::size_t p = 0; p < 2; ++p)
        for (std::size_t s = 0; s < 10; ++s)
            if (!seen["beaches"][p][s]["up"].get<bool>())
                hidden.push_back(&other.setup["beaches"][p][s]["card"]);
    for (std::size_t i = deck.size() - left; i < deck.size(); ++i)
        hidden.push_back(&other.setup["deck"][i]);
    ASSERT_GE(hidden.size(), 3u);
    const Json first = *hidden.front();
    for (std::size_t i = 0; i + 1 < hidden.size(); ++i)
        *hidden[i] = *hidden[i + 1];
    *hidden.back() = first;
    ASSERT_NE(record.setup, other.setup);
    ASSERT_TRUE(replay(other)) << replay(other).error();
    const auto ra = reviewGame(record, quick(200, 2));
    const auto rb = reviewGame(other, quick(200, 2));
    ASSERT_TRUE(ra) << ra.error();
    ASSERT_TRUE(rb) << rb.error();
    Json da = reviewJson(*ra)["decisions"], db = reviewJson(*rb)["decisions"];
    ASSERT_EQ(da.size(), actions.size());
    da.back().erase("playedText");
    db.back().erase("playedText");
    for (std::size_t i = da.size() - 6; i < da.size(); ++i)
        EXPECT_EQ(da[i], db[i]) << "decision " << i << " of " << da.size();
}

TEST(Review, TheFlatSearchGradesAlikeWhateverThePlayerCouldNotSee)
{
    // Games whose bots have no Hard search (the example game Pig) are evaluated by the review's own
    // flat search. Two records whose positions look the same to the player to act (the same
    // observation after the same actions) but differ in what it cannot see (another player's
    // secret, the dice to come: other deals from other seeds) grade its decision alike.
    int checked = 0;
    for (const GameInfo& game : games()) {
        Record probe = randomRecord({game.name, game.minPlayers, game.ruleSets.front().options(1)}, 1, 0);
        auto start = startState(probe);
        ASSERT_TRUE(start);
        if (makeBot(game.name, "hard", 1, *(*start)->currentPlayer(), {})->evaluate(**start, {}))
            continue; // it has a Hard search: tested above
        // Among deals, two where the first action is the same and the next player to act sees the
        // same, though the states differ; then a decision of that player with more than one choice.
        std::map<std::string, Record> seenBy;
        std::optional<std::pair<Record, Record>> pair;
        for (std::uint64_t seed = 1; seed < 400 && !pair; ++seed) {
            Record r = probe;
            r.seed = seed;
            r = withSomeActions(r, 1);
            auto state = replay(r);
            ASSERT_TRUE(state);
            if ((*state)->isFinished() || (*state)->legalActions().size() < 2)
                continue;
            const int seat = *(*state)->currentPlayer();
            const std::string key = std::to_string(seat) + (*state)->observationJson(seat).dump();
            const auto found = seenBy.find(key);
            if (found == seenBy.end()) {
                seenBy.emplace(key, r);
                continue;
            }
            auto other = replay(found->second);
            if ((*other)->toJson() != (*state)->toJson())
                pair = std::make_pair(found->second, r);
        }
        ASSERT_TRUE(pair) << game.name << ": no two deals look alike to the player";
        Record a = pair->first, b = pair->second;
        auto state = replay(a);
        const int seat = *(*state)->currentPlayer();
        const std::string choice = (*state)->legalActions().back().text;
        a.actions.push_back(choice);
        b.actions.push_back(choice);
        const auto ra = reviewGame(a, quick(600, 2));
        const auto rb = reviewGame(b, quick(600, 2));
        ASSERT_TRUE(ra && rb) << game.name;
        Json da = reviewJson(*ra)["decisions"][1], db = reviewJson(*rb)["decisions"][1];
        EXPECT_EQ(da["seat"], seat);
        EXPECT_GT(da["candidates"].size(), 1u);
        da.erase("playedText"); // the table's sentence tells what the dice did
        db.erase("playedText");
        EXPECT_EQ(da, db) << game.name;
        ++checked;
    }
    EXPECT_GT(checked, 0) << "the example game (Pig) is registered in engine_tests and has no Hard search";
}

} // namespace

// tidepool-review-check: how far a review's grades can be trusted (docs/ai.md, "Reviewing a game").
// Plays games between computer levels (the engine's simulations), reviews each with two seeds at
// one budget, and prints:
//   - stability: the share of decisions given the same "mistake" mark (mistake or not) by both
//     seeds, and the same grade;
//   - mistakes and outcomes: how often a seat won the game after a decision graded a mistake, and
//     after the others;
//   - calibration: a reliability table of the acting seat's chance after its action (the first
//     seed's review), in bins of 10%, against the share of those decisions whose seat won, and the
//     same by the acting seat's level (the playouts assume the quick playout policy for the rest of
//     the game, so a level that plays better than it wins more than its chances say).
//   tidepool-review-check --game ribbit --bots hard,medium,easy,medium --games 20 --budget 20000
//       [--option key=value] [--seed 1] [--seeds 1,2] [--iterations 2400] [--threads 1] [--dump FILE] [--raw]
// --seeds takes one seed (no stability figures) or two. --dump appends a line per decision to FILE:
// "game players seat level chance won" (chance: the acting seat's after its action, won: its share
// of the win), the data a chance calibration is fitted from (tests/benchmarks/fit_calibration.py),
// in games between equal players (`--bots hard,hard`, `--bots medium,medium,medium`): in games
// between levels the stronger seat wins more often than any chance says.
// --raw: the search's chances as found (ReviewOptions::calibrate false), not the game's calibration:
// what a calibration is fitted from; without it the table checks the calibration in use.
// --iterations is the Hard level's budget while the games are played (not the review's).
#include "review/review.h"
#include "review_games.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

using namespace tidepool;

namespace {

std::vector<std::string> split(const std::string& text)
{
    std::vector<std::string> parts;
    std::istringstream in(text);
    for (std::string part; std::getline(in, part, ',');)
        parts.push_back(part);
    return parts;
}

/// The seat's share of the win (1, a share of a shared win, or 0).
double wonBy(const Review& review, int seat)
{
    const auto& w = review.winners;
    return std::find(w.begin(), w.end(), seat) == w.end() ? 0.0 : 1.0 / static_cast<double>(w.size());
}

} // namespace

int main(int argc, char** argv)
{
    std::string game = "ribbit", bots = "hard,medium", seedsText = "1,2", dumpPath;
    Json options = Json::object();
    int games = 10, budget = 0, iterations = 2400, threads = 1;
    std::uint64_t seed = 1;
    bool raw = false;
    for (int i = 1; i < argc; i += 2) {
        const std::string arg = argv[i];
        if (arg == "--raw") {
            raw = true;
            --i;
            continue;
        }
        if (i + 1 >= argc) {
            std::cerr << "tidepool-review-check: " << arg << " takes a value\n";
            return 2;
        }
        const std::string value = argv[i + 1];
        if (arg == "--game")
            game = value;
        else if (arg == "--bots")
            bots = value;
        else if (arg == "--games")
            games = std::stoi(value);
        else if (arg == "--budget")
            budget = std::stoi(value);
        else if (arg == "--iterations")
            iterations = std::stoi(value);
        else if (arg == "--threads")
            threads = std::stoi(value);
        else if (arg == "--seed")
            seed = std::stoull(value);
        else if (arg == "--seeds")
            seedsText = value;
        else if (arg == "--dump")
            dumpPath = value;
        else if (arg == "--option") {
            const auto eq = value.find('=');
            const std::string v = value.substr(eq + 1);
            options[value.substr(0, eq)] = v == "true" ? Json(true) : v == "false" ? Json(false) : Json(v);
        } else {
            std::cerr << "tidepool-review-check: unknown argument " << arg << "\n";
            return 2;
        }
    }
    const std::vector<std::string> seeds = split(seedsText);
    if (seeds.empty() || seeds.size() > 2) {
        std::cerr << "tidepool-review-check: --seeds takes one or two seeds, e.g. 1,2\n";
        return 2;
    }
    std::ofstream dump;
    if (!dumpPath.empty()) {
        dump.open(dumpPath, std::ios::app);
        if (!dump) {
            std::cerr << "tidepool-review-check: cannot write " << dumpPath << "\n";
            return 1;
        }
    }
    const auto records = review_games::play(game, options, split(bots), games, seed, iterations, threads);

    int decisions = 0, sameMistake = 0, sameGrade = 0, mistakesA = 0, mistakesB = 0;
    double wonAfterMistake = 0, wonAfterOther = 0;
    int afterMistake = 0, afterOther = 0;
    constexpr int kBins = 10;
    std::vector<double> predicted(kBins, 0.0), won(kBins, 0.0);
    std::vector<int> count(kBins, 0);
    std::map<std::string, std::array<double, 3>> byLevel; // level: decisions, predicted, won
    double seconds = 0, cpuSeconds = 0; // wall clock, and CPU time of the process (every thread)
    for (const Record& record : records) {
        std::vector<Review> reviews;
        for (const std::string& s : seeds) {
            ReviewOptions o;
            o.budget = budget;
            o.seed = std::stoull(s);
            o.threads = threads;
            o.calibrate = !raw;
            const auto started = std::chrono::steady_clock::now();
            const std::clock_t cpuStarted = std::clock();
            auto review = reviewGame(record, o);
            seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            cpuSeconds += static_cast<double>(std::clock() - cpuStarted) / CLOCKS_PER_SEC;
            if (!review) {
                std::cerr << "tidepool-review-check: " << review.error() << "\n";
                return 1;
            }
            reviews.push_back(std::move(*review));
        }
        const Review& a = reviews[0];
        const Review& b = reviews.back(); // the first again with one seed
        for (std::size_t i = 0; i < a.decisions.size(); ++i) {
            const ReviewedDecision& da = a.decisions[i];
            const ReviewedDecision& db = b.decisions[i];
            ++decisions;
            const bool ma = da.grade == Grade::mistake, mb = db.grade == Grade::mistake;
            sameMistake += ma == mb;
            sameGrade += da.grade == db.grade;
            mistakesA += ma;
            mistakesB += mb;
            const double w = wonBy(a, da.seat);
            (ma ? wonAfterMistake : wonAfterOther) += w;
            ++(ma ? afterMistake : afterOther);
            const int bin = std::min(kBins - 1, static_cast<int>(da.playedChance * kBins));
            predicted[static_cast<std::size_t>(bin)] += da.playedChance;
            won[static_cast<std::size_t>(bin)] += w;
            ++count[static_cast<std::size_t>(bin)];
            if (dump)
                dump << game << ' ' << a.players << ' ' << da.seat << ' '
                     << record.players[static_cast<std::size_t>(da.seat)].kind << ' ' << da.playedChance << ' ' << w
                     << '\n';
            auto& level = byLevel[record.players[static_cast<std::size_t>(da.seat)].kind];
            level[0] += 1;
            level[1] += da.playedChance;
            level[2] += w;
        }
    }
    std::printf("%s %s: %d games (seeds %llu..%llu, Hard at %d playouts), %d decisions, review budget %d, "
                "seeds %s and %s\n",
                game.c_str(), bots.c_str(), games, static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(seed + games - 1), iterations, decisions, budget, seeds[0].c_str(),
                seeds.back().c_str());
    if (dump && !dump.flush()) {
        std::cerr << "tidepool-review-check: cannot write " << dumpPath << "\n";
        return 1;
    }
    std::printf("review time: %.2f s a game on %d thread%s (CPU time %.2f s a game)\n", seconds / double(seeds.size() * games),
                threads, threads == 1 ? "" : "s", cpuSeconds / double(seeds.size() * games));
    if (seeds.size() == 2)
        std::printf("stability: same mistake mark %.1f%% (%d of %d), same grade %.1f%%; mistakes %d and %d\n",
                100.0 * sameMistake / std::max(1, decisions), sameMistake, decisions,
                100.0 * sameGrade / std::max(1, decisions), mistakesA, mistakesB);
    std::printf("outcomes: won after a mistake %.1f%% (%d decisions), after the others %.1f%% (%d)\n",
                100.0 * wonAfterMistake / std::max(1, afterMistake), afterMistake,
                100.0 * wonAfterOther / std::max(1, afterOther), afterOther);
    std::printf("calibration (the acting seat's %s chance after its action):\n", raw ? "raw" : "calibrated");
    std::printf("  chance     decisions  predicted  won\n");
    for (int b = 0; b < kBins; ++b)
        if (count[static_cast<std::size_t>(b)] > 0)
            std::printf("  %3d-%3d%%  %9d  %8.1f%%  %5.1f%%\n", b * 10, b * 10 + 10, count[static_cast<std::size_t>(b)],
                        100.0 * predicted[static_cast<std::size_t>(b)] / count[static_cast<std::size_t>(b)],
                        100.0 * won[static_cast<std::size_t>(b)] / count[static_cast<std::size_t>(b)]);
    std::printf("by the acting seat's level:\n");
    for (const auto& [level, sums] : byLevel)
        std::printf("  %-11s %9.0f  %8.1f%%  %5.1f%%\n", level.c_str(), sums[0], 100.0 * sums[1] / sums[0],
                    100.0 * sums[2] / sums[0]);
    return 0;
}

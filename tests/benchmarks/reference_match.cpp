// tidepool-reference-match: games between the engine's computer players and a reference player (a
// test-only player the app does not offer): Ribbit's reference expert (reference_expert.h, the
// default), with --game mini Turtle Race Mini's reference (mini_reference.h) or, with --game ripple,
// Ripple's reference (ripple_reference.h), through the
// engine's own simulation (bots/typed_simulation.h, as `tidepool-cli simulate`), seats rotated
// every game. Prints each entry's win rate with a 95% confidence interval and, in Ribbit, per
// level, how often it ended the race with a rival's colour first while an action that did not end
// it was legal.
//
//   tidepool-reference-match [--game ribbit|mini|ripple] --bots hard,reference --games 400 [--seed 1]
//                            [--iterations N] [--threads 1] [--option key=value ...] [--samples N]
//                            [--reveal-penalty X] [--inference off] [--worlds N] [--candidates N]
// (the Mini reference's knobs, MiniReferenceOptions, and the Ripple reference's, --worlds and
// --candidates of RippleReferenceOptions: experiments; docs/ai.md). Ripple, with --threads 1: each
// level's time a decision (p50, p99, slowest) and, over the rounds before each game's last (which a
// player sees scored at its next decision), its mean score, its margin over the best rival, and the
// rounds it ended (with the round's lowest score; with the +10 of ruling 10). Levels: easy, medium, hard (<game>::makeTypedBot) and reference. docs/ai.md gives the results.
// Mini, with --threads 1: each level's log-loss of its rivals' true colours under the engine's
// colorBeliefs() and the reference's miniBeliefs(), from its own seat. TIDEPOOL_FIT_KAPPA=1 with
// --game mini instead plays --games self-play games of the Mini reference with --bots N players
// and prints the position value's log-loss of the winner for a range of kappa scales.
// With --threads 1 it also prints each level's beliefs' log-loss of its rivals' true colours and
// its race finishes' predicted and actual wins. Environment: TIDEPOOL_DUMP_FINISHES=1 writes each
// lost race finish (seed, seat, colours, track, hand, beliefs, turns) to stderr;
// TIDEPOOL_LOG_POSITIONS=FILE instead plays --games self-play games of the expert with --bots N
// players and writes every position with its winner (fit_position_value.py reads them).
#include "mini_reference.h"
#include "reference_expert.h"
#include "ripple_reference.h"

#include "mini/mini_bots.h"
#include "ripple/ripple_bots.h"

#include "bots/typed_simulation.h"
#include "core/allocator.h"
#include "ribbit/ribbit_bots.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace tidepool;

namespace {

/// Finishes per level, counted by the wrapper below (the harness sees the whole state; the
/// players never do).
struct FinishCounts
{
    std::atomic<long> finishes{0};      ///< actions that ended the race
    std::atomic<long> lost{0};          ///< ... with a rival's colour (or a tie) first
    std::atomic<long> lostQuiet{0};     ///< ... while an action that did not end the race was legal
    std::atomic<long> decisions{0};
    // Beliefs, summed over decisions (one thread: --threads 1 for these): the log-loss of the
    // rivals' true colours under the engine's colorBeliefs() and the expert's, and at each race
    // finish the chance of winning it that each gave against the wins.
    double logLossEngine = 0, logLossExpert = 0;
    long rivalsSeen = 0;
    double finishPredEngine = 0, finishPredExpert = 0, finishWon = 0;
};

/// The chance that finishing onto `after` wins for `mine` (R8, R9) if each rival p holds colour c
/// with `beliefs[p][c]` independently.
double finishChance(const ribbit::Observation& obs, const ribbit::Track& after, ribbit::Color mine,
                    const std::vector<std::array<double, ribbit::kColorCount>>& beliefs)
{
    double p = 1.0;
    for (const auto& group : ribbit::rankingGroups(obs.rules, after)) {
        if (std::find(group.begin(), group.end(), mine) != group.end())
            break;
        for (ribbit::Color c : group)
            for (int q = 0; q < obs.playerCount; ++q)
                if (q != obs.player)
                    p *= 1.0 - beliefs[static_cast<std::size_t>(q)][static_cast<std::size_t>(c)];
    }
    return p;
}

/// Wraps a player to count its race finishes: whether the action it chose ended the race with
/// another player's colour first (R9, from the true colours) while a non-finishing action was legal.
class Counting final : public TypedBot<ribbit::RibbitState, ribbit::Action>
{
public:
    Counting(std::unique_ptr<TypedBot<ribbit::RibbitState, ribbit::Action>> inner, FinishCounts& counts,
             std::uint64_t botSeed)
        : m_inner(std::move(inner)), m_counts(counts), m_botSeed(botSeed)
    {}
    ribbit::Action chooseMove(const ribbit::RibbitState& state) override
    {
        const ribbit::Action chosen = m_inner->chooseMove(state);
        ++m_counts.decisions;
        const int seat = *state.currentPlayer();
        const auto obs = state.observation(seat);
        const auto engineBeliefs = ribbit::colorBeliefs(obs);
        const auto expertBeliefs = reference::expertBeliefs(obs);
        for (int q = 0; q < state.playerCount(); ++q)
            if (q != seat) {
                const auto c = static_cast<std::size_t>(state.colorOf(q));
                m_counts.logLossEngine -= std::log(std::max(1e-9, engineBeliefs[static_cast<std::size_t>(q)][c]));
                m_counts.logLossExpert -= std::log(std::max(1e-9, expertBeliefs[static_cast<std::size_t>(q)][c]));
                ++m_counts.rivalsSeen;
            }
        if (!chosen.turtle)
            return chosen;
        ribbit::Move move;
        ribbit::applyMove(state.rules(), state.track(), chosen, &move);
        if (!move.finished)
            return chosen;
        ++m_counts.finishes;
        ribbit::RibbitState after = state;
        after.applyLegal(chosen);
        const auto winners = after.winners();
        const int me = *state.currentPlayer();
        m_counts.finishPredEngine += finishChance(obs, after.track(), state.colorOf(me), engineBeliefs);
        m_counts.finishPredExpert += finishChance(obs, after.track(), state.colorOf(me), expertBeliefs);
        if (std::find(winners.begin(), winners.end(), me) != winners.end())
            m_counts.finishWon += 1.0 / static_cast<double>(winners.size());
        if (winners.size() == 1 && winners.front() == me)
            return chosen;
        ++m_counts.lost;
        std::vector<ribbit::Action> legal;
        state.legalActions(legal);
        for (const ribbit::Action& a : legal) {
            ribbit::Move m;
            if (a.turtle)
                ribbit::applyMove(state.rules(), state.track(), a, &m);
            if (!m.finished) {
                ++m_counts.lostQuiet;
                if (std::getenv("TIDEPOOL_DUMP_FINISHES"))
                    dump(state, chosen);
                break;
            }
        }
        return chosen;
    }

private:
    /// The position of a lost finish on stderr (TIDEPOOL_DUMP_FINISHES set): for reading by eye.
    void dump(const ribbit::RibbitState& state, const ribbit::Action& chosen) const
    {
        const int me = *state.currentPlayer();
        const auto obs = state.observation(me);
        // The game's seed, from botSeed() = seed * K + seat + 1 (K odd, so invertible mod 2^64).
        constexpr std::uint64_t K = 0x9E3779B97F4A7C15ULL;
        std::uint64_t inverse = K;
        for (int i = 0; i < 6; ++i)
            inverse *= 2 - K * inverse;
        const std::uint64_t seed = (m_botSeed - static_cast<std::uint64_t>(me) - 1) * inverse;
        std::string text = "lost finish: seed " + std::to_string(seed) + " seat " + std::to_string(me) + " of " +
                           std::to_string(state.playerCount()) + ", colours";
        for (int p = 0; p < state.playerCount(); ++p)
            text += std::string(" ") + ribbit::toChar(state.colorOf(p));
        text += "; track";
        for (std::size_t s = 0; s < obs.track.spaces.size(); ++s)
            for (const auto& stack : obs.track.spaces[s]) {
                text += " " + std::to_string(s) + ":";
                for (ribbit::Color c : stack)
                    text += ribbit::toChar(c);
            }
        text += "; hand";
        for (ribbit::Card c : obs.hand)
            text += " " + c.toString();
        text += "; chose " + chosen.toString() + "; beliefs (medium) of the others:";
        const auto beliefs = ribbit::colorBeliefs(obs);
        const auto expert = reference::expertBeliefs(obs);
        for (int p = 0; p < state.playerCount(); ++p) {
            if (p == me)
                continue;
            text += " p" + std::to_string(p);
            for (ribbit::Color c : ribbit::kColors) {
                char buf[64];
                std::snprintf(buf, sizeof buf, " %c%.2f/%.2f", ribbit::toChar(c), beliefs[p][static_cast<std::size_t>(c)],
                              expert[p][static_cast<std::size_t>(c)]);
                text += buf;
            }
        }
        text += "; turns " + std::to_string(obs.moves.size()) + ":";
        for (const ribbit::Move& m : obs.moves)
            text += " " + std::to_string(m.player) + "[" + m.action.toString() + "]";
        std::fprintf(stderr, "%s\n", text.c_str());
    }

    std::unique_ptr<TypedBot<ribbit::RibbitState, ribbit::Action>> m_inner;
    FinishCounts& m_counts;
    std::uint64_t m_botSeed;
};

[[noreturn]] void usage(const std::string& why)
{
    std::fprintf(stderr, "%s\nusage: tidepool-reference-match [--game ribbit|mini|ripple] --bots hard,reference [--games 400] "
                         "[--seed 1] [--iterations N] [--threads 1] [--option key=value ...]\n", why.c_str());
    std::exit(2);
}

/// `game`'s rules from the --option values of `spec` (its registry options resolved, then read by
/// `Rules::fromOptions()`); a bad option ends the program with usage() and the rules' own message.
/// Returns the rules' Expected, always holding a value.
template <class Rules>
auto rulesFor(const char* game, const SimulationSpec& spec)
{
    auto options = resolveOptions(*findGame(game), spec.base.options);
    if (!options)
        usage(options.error());
    auto rules = Rules::fromOptions(*options);
    if (!rules)
        usage(rules.error());
    return rules;
}

/// Each seat's win rate with its 95% confidence interval (normal approximation, as tidepool-cli).
void printWinRates(const SimulationSpec& spec, const SimulationSummary& summary)
{
    const double games = spec.games;
    for (std::size_t k = 0; k < spec.levels.size(); ++k) {
        const double mean = summary.wins[k] / games;
        const double variance =
            games > 1 ? std::max(0.0, (summary.squares[k] - games * mean * mean) / (games - 1)) : 0.0;
        const double half = 1.96 * std::sqrt(variance / games);
        std::printf("seat %zu: %.1f wins (%.1f%%, 95%% CI %.1f%%-%.1f%%) %s\n", k, summary.wins[k], 100 * mean,
                    100 * std::max(0.0, mean - half), 100 * std::min(1.0, mean + half), spec.levels[k].c_str());
    }
}

/// Mini: per level, decisions and (one thread) the log-loss of its rivals' true colours under the
/// engine's beliefs and the reference's, from the level's own seat.
struct MiniCounts
{
    std::atomic<long> decisions{0};
    double logLossEngine = 0, logLossReference = 0;
    long rivalsSeen = 0;
};

class MiniCounting final : public TypedBot<mini::MiniState, mini::Action>
{
public:
    MiniCounting(std::unique_ptr<TypedBot<mini::MiniState, mini::Action>> inner, MiniCounts& counts, bool beliefs)
        : m_inner(std::move(inner)), m_counts(counts), m_beliefs(beliefs)
    {}
    mini::Action chooseMove(const mini::MiniState& state) override
    {
        const mini::Action chosen = m_inner->chooseMove(state);
        ++m_counts.decisions;
        if (!m_beliefs)
            return chosen;
        const int seat = *state.currentPlayer();
        const auto obs = state.observation(seat);
        const auto engine = mini::colorBeliefs(obs);
        const auto ours = reference::miniBeliefs(obs);
        for (int q = 0; q < state.playerCount(); ++q)
            if (q != seat) {
                const auto c = static_cast<std::size_t>(state.colorOf(q));
                m_counts.logLossEngine -= std::log(std::max(1e-9, engine[static_cast<std::size_t>(q)][c]));
                m_counts.logLossReference -= std::log(std::max(1e-9, ours[static_cast<std::size_t>(q)][c]));
                ++m_counts.rivalsSeen;
            }
        return chosen;
    }

private:
    std::unique_ptr<TypedBot<mini::MiniState, mini::Action>> m_inner;
    MiniCounts& m_counts;
    bool m_beliefs;
};

/// TIDEPOOL_FIT_KAPPA: self-play of the Mini reference, then the position value's mean log-loss of
/// the winning seat (basic: from the row; advanced: the game's winner) for kappa scales 0.25..3.0.
int fitKappa(const mini::Rules& rules, int players, std::uint64_t seed, int games)
{
    struct Position
    {
        mini::Row row;
        std::vector<mini::Tile> out;
        double plays;
        std::vector<mini::Color> colors;
        int winner;
    };
    std::vector<Position> positions;
    for (int g = 0; g < games; ++g) {
        mini::MiniState state(rules, players, seed + static_cast<std::uint64_t>(g));
        std::vector<Position> game;
        while (!state.isFinished()) {
            const int p = *state.currentPlayer();
            std::vector<mini::Color> colors;
            for (int q = 0; q < players; ++q)
                colors.push_back(state.colorOf(q));
            game.push_back({state.row(), state.out(),
                            1.0 + reference::expectedPlaysLeft(static_cast<int>(state.drawPile().size()), state.lettuce()),
                            colors, -1});
            reference::MiniReference player(botSeed(seed + static_cast<std::uint64_t>(g), p));
            state.applyLegal(player.chooseMove(state));
        }
        const auto w = state.winners();
        if (w.size() != 1)
            continue;
        for (auto& pos : game) {
            pos.winner = w.front();
            positions.push_back(pos);
        }
    }
    std::printf("%zu positions of %d games\n", positions.size(), games);
    for (double k = 0.25; k < 3.05; k += 0.25) {
        double loss = 0;
        for (const auto& pos : positions) {
            std::array<bool, reference::kMiniColors> held{};
            for (mini::Color c : pos.colors)
                held[static_cast<std::size_t>(c)] = true;
            const double v = reference::miniPositionValue(rules, pos.row, pos.out, pos.plays,
                                                          pos.colors[static_cast<std::size_t>(pos.winner)], held,
                                                          players, k);
            loss -= std::log(std::max(1e-6, v));
        }
        std::printf("kappa scale %.1f: log-loss %.4f\n", k, loss / std::max<std::size_t>(1, positions.size()));
    }
    return 0;
}

int runMini(SimulationSpec spec, const std::string& bots, reference::MiniReferenceOptions referenceOptions)
{
    const auto rules = rulesFor<mini::Rules>("mini", spec);
    if (std::getenv("TIDEPOOL_FIT_KAPPA"))
        return fitKappa(*rules, std::atoi(bots.c_str()), spec.seed, spec.games);
    const mini::MiniState start(*rules, static_cast<int>(spec.levels.size()), spec.seed);
    std::map<std::string, MiniCounts> counts;
    for (const auto& level : spec.levels)
        counts[level]; // made before the threads start
    const bool beliefs = spec.threads == 1;
    auto makeBot = [&](const std::string& level, std::uint64_t seed, const BotOptions& botOptions)
        -> std::unique_ptr<TypedBot<mini::MiniState, mini::Action>> {
        if (level == "reference")
            return std::make_unique<MiniCounting>(std::make_unique<reference::MiniReference>(seed, referenceOptions), counts.at(level),
                                                  beliefs);
        return std::make_unique<MiniCounting>(mini::makeTypedBot(level, seed, botOptions), counts.at(level), beliefs);
    };
    auto isBot = [](const std::string&) { return true; };
    const auto summary = simulation::simulateTyped(start, spec, RecordSink{}, makeBot, isBot);
    if (!summary) {
        std::fprintf(stderr, "%s\n", summary.error().c_str());
        return 1;
    }
    std::printf("mini (%s): %d games, %zu players, bots %s, seeds %llu..%llu, seats rotated each game%s\n",
                rules->advanced() ? "advanced" : "basic", spec.games, spec.levels.size(), bots.c_str(),
                static_cast<unsigned long long>(spec.seed),
                static_cast<unsigned long long>(spec.seed + static_cast<std::uint64_t>(spec.games) - 1),
                spec.botOptions.iterations ? (", hard " + std::to_string(spec.botOptions.iterations) + " playouts").c_str()
                                           : "");
    printWinRates(spec, *summary);
    for (const auto& [level, c] : counts) {
        std::printf("%s: %ld decisions", level.c_str(), c.decisions.load());
        if (beliefs)
            std::printf("; its rivals' colours, log-loss from its seat %.3f (engine's beliefs) %.3f (reference's)",
                        c.logLossEngine / std::max(1L, c.rivalsSeen), c.logLossReference / std::max(1L, c.rivalsSeen));
        std::printf("\n");
    }
    return 0;
}

/// Ripple: per level, its decisions and the CPU time they took (one thread: the wall clock of the
/// decisions, which with --threads 1 is the deciding thread's).
struct RippleCounts
{
    std::atomic<long> decisions{0};
    std::vector<double> millis; ///< one thread only
    // Rounds scored before a game's last (a player sees them at its next decision; one thread):
    long rounds = 0;          ///< rounds seen
    double points = 0;        ///< its round scores, summed (penalties included)
    double margin = 0;        ///< its score less the best rival's, summed
    long ended = 0;           ///< rounds it ended (turned its last card up first, ruling 10)
    long penalties = 0;       ///< ... and took the +10 for ending above 0
    long endedAhead = 0;      ///< rounds it ended with the round's lowest score
    double endedMargin = 0;   ///< its margin over the best rival in the rounds it ended, summed
};

class RippleTiming final : public TypedBot<ripple::RippleState, ripple::Action>
{
public:
    RippleTiming(std::unique_ptr<TypedBot<ripple::RippleState, ripple::Action>> inner, RippleCounts& counts, bool timed)
        : m_inner(std::move(inner)), m_counts(counts), m_timed(timed)
    {}
    ripple::Action chooseMove(const ripple::RippleState& state) override
    {
        const auto start = std::chrono::steady_clock::now();
        const ripple::Action chosen = m_inner->chooseMove(state);
        ++m_counts.decisions;
        if (m_timed) {
            m_counts.millis.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
            // The rounds scored since this player's last decision (public: the table shows them).
            const int me = *state.currentPlayer();
            for (; m_roundsSeen < state.roundResults().size(); ++m_roundsSeen) {
                const ripple::RoundResult& r = state.roundResults()[m_roundsSeen];
                const int mine = r.scores[static_cast<std::size_t>(me)].total;
                int best = 1 << 30, lowest = mine;
                for (int q = 0; q < state.playerCount(); ++q) {
                    lowest = std::min(lowest, r.scores[static_cast<std::size_t>(q)].total);
                    if (q != me)
                        best = std::min(best, r.scores[static_cast<std::size_t>(q)].total);
                }
                ++m_counts.rounds;
                m_counts.points += mine;
                m_counts.margin += mine - best;
                if (r.endedBy && *r.endedBy == me) {
                    ++m_counts.ended;
                    m_counts.penalties += r.scores[static_cast<std::size_t>(me)].penalty > 0 ? 1 : 0;
                    m_counts.endedAhead += mine == lowest ? 1 : 0;
                    m_counts.endedMargin += mine - best;
                }
            }
        }
        return chosen;
    }

private:
    std::unique_ptr<TypedBot<ripple::RippleState, ripple::Action>> m_inner;
    RippleCounts& m_counts;
    bool m_timed;
    std::size_t m_roundsSeen = 0;
};

int runRipple(SimulationSpec spec, const std::string& bots, reference::RippleReferenceOptions referenceOptions)
{
    const auto rules = rulesFor<ripple::Rules>("ripple", spec);
    const auto& catalogue = ripple::Catalogue::embedded();
    if (!catalogue)
        usage(catalogue.error());
    const ripple::RippleState start(*rules, static_cast<int>(spec.levels.size()), spec.seed, *catalogue);
    std::map<std::string, RippleCounts> counts;
    for (const auto& level : spec.levels)
        counts[level]; // made before the threads start
    const bool timed = spec.threads == 1;
    auto makeBot = [&](const std::string& level, std::uint64_t seed, const BotOptions& botOptions)
        -> std::unique_ptr<TypedBot<ripple::RippleState, ripple::Action>> {
        if (level == "reference")
            return std::make_unique<RippleTiming>(std::make_unique<reference::RippleReference>(seed, referenceOptions),
                                                  counts.at(level), timed);
        return std::make_unique<RippleTiming>(ripple::makeTypedBot(level, seed, botOptions), counts.at(level), timed);
    };
    auto isBot = [](const std::string&) { return true; };
    const auto summary = simulation::simulateTyped(start, spec, RecordSink{}, makeBot, isBot);
    if (!summary) {
        std::fprintf(stderr, "%s\n", summary.error().c_str());
        return 1;
    }
    std::printf("ripple (%d rounds): %d games, %zu players, bots %s, seeds %llu..%llu, seats rotated each game%s\n",
                rules->rounds, spec.games, spec.levels.size(), bots.c_str(), static_cast<unsigned long long>(spec.seed),
                static_cast<unsigned long long>(spec.seed + static_cast<std::uint64_t>(spec.games) - 1),
                spec.botOptions.iterations ? (", hard " + std::to_string(spec.botOptions.iterations) + " playouts").c_str()
                                           : "");
    printWinRates(spec, *summary);
    for (auto& [level, c] : counts) {
        std::printf("%s: %ld decisions", level.c_str(), c.decisions.load());
        if (timed && !c.millis.empty()) {
            std::sort(c.millis.begin(), c.millis.end());
            auto q = [&](double f) { return c.millis[static_cast<std::size_t>(f * static_cast<double>(c.millis.size() - 1))]; };
            std::printf("; time a decision (wall clock, one thread) p50 %.1f ms, p99 %.1f ms, slowest %.1f ms", q(0.5),
                        q(0.99), c.millis.back());
            std::printf("; rounds before the last: %ld, its mean score %.1f, %.1f against the best rival's; it ended "
                        "%ld (%ld with the round's lowest score, %ld with the +10; %.1f against the best rival's in "
                        "those, %.1f in the others)",
                        c.rounds, c.points / std::max(1L, c.rounds), c.margin / std::max(1L, c.rounds), c.ended,
                        c.endedAhead, c.penalties, c.endedMargin / std::max(1L, c.ended),
                        (c.margin - c.endedMargin) / std::max(1L, c.rounds - c.ended));
        }
        std::printf("\n");
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    keepFreedMemory();
    SimulationSpec spec;
    spec.base.game = "ribbit";
    spec.rotate = true;
    spec.games = 400;
    std::string bots, game = "ribbit";
    reference::MiniReferenceOptions miniOptions;
    reference::RippleReferenceOptions rippleOptions;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 >= argc)
            usage("missing value after " + arg);
        const std::string value = argv[++i];
        if (arg == "--bots")
            bots = value;
        else if (arg == "--game")
            game = value;
        else if (arg == "--samples")
            miniOptions.samples = std::stoi(value);
        else if (arg == "--worlds")
            rippleOptions.worlds = std::stoi(value);
        else if (arg == "--candidates")
            rippleOptions.candidates = std::stoi(value);
        else if (arg == "--reveal-penalty")
            miniOptions.revealPenalty = std::stod(value);
        else if (arg == "--inference")
            miniOptions.inference = value != "off";
        else if (arg == "--games")
            spec.games = std::stoi(value);
        else if (arg == "--seed")
            spec.seed = std::stoull(value);
        else if (arg == "--iterations")
            spec.botOptions.iterations = std::stoi(value);
        else if (arg == "--threads")
            spec.threads = std::stoi(value);
        else if (arg == "--option") {
            const auto eq = value.find('=');
            if (eq == std::string::npos)
                usage("--option takes key=value");
            spec.base.options[value.substr(0, eq)] = value.substr(eq + 1);
        } else
            usage("unknown argument " + arg);
    }
    if (game != "ribbit" && game != "mini" && game != "ripple")
        usage("--game: ribbit, mini or ripple");
    if (game == "mini" && std::getenv("TIDEPOOL_FIT_KAPPA"))
        return runMini(spec, bots, miniOptions);
    if (const char* log = std::getenv("TIDEPOOL_LOG_POSITIONS"); log && game == "ribbit") {
        // Self-play of the reference expert, every position written with its winner (fitting).
        std::FILE* out = std::fopen(log, "w");
        const int players = std::atoi(bots.c_str());
        for (int g = 0; g < spec.games; ++g) {
            ribbit::RibbitState state(ribbit::Rules{}, players, spec.seed + g);
            std::vector<std::string> rows;
            while (!state.isFinished()) {
                const int p = *state.currentPlayer();
                std::string row = std::to_string(p);
                for (int q = 0; q < players; ++q) {
                    const auto place = state.track().find(state.colorOf(q));
                    row += " " + std::to_string(place.space) + " " + std::to_string(place.height);
                }
                rows.push_back(row);
                reference::RibbitExpert expert(botSeed(spec.seed + g, p));
                state.applyLegal(expert.chooseMove(state));
            }
            const auto w = state.winners();
            for (const auto& row : rows)
                std::fprintf(out, "%d %zu %s\n", w.front(), w.size(), row.c_str());
        }
        std::fclose(out);
        return 0;
    }
    std::istringstream in(bots);
    for (std::string level; std::getline(in, level, ',');)
        spec.levels.push_back(level);
    const std::vector<std::string> known = {"easy", "medium", "hard", "reference"};
    if (spec.levels.size() < 2 || spec.levels.size() > 5)
        usage("--bots: one level per seat, 2 to 5 seats");
    for (const auto& level : spec.levels)
        if (std::find(known.begin(), known.end(), level) == known.end())
            usage("unknown level " + level + " (easy, medium, hard, reference)");
    spec.base.game = game;
    if (game == "mini")
        return runMini(spec, bots, miniOptions);
    if (game == "ripple")
        return runRipple(spec, bots, rippleOptions);

    const auto rules = rulesFor<ribbit::Rules>("ribbit", spec);
    const ribbit::RibbitState start(*rules, static_cast<int>(spec.levels.size()), spec.seed);

    std::map<std::string, FinishCounts> counts;
    for (const auto& level : spec.levels)
        counts[level]; // made before the threads start
    auto makeBot = [&](const std::string& level, std::uint64_t seed, const BotOptions& botOptions)
        -> std::unique_ptr<TypedBot<ribbit::RibbitState, ribbit::Action>> {
        if (level == "reference")
            return std::make_unique<Counting>(std::make_unique<reference::RibbitExpert>(seed), counts.at(level), seed);
        return std::make_unique<Counting>(ribbit::makeTypedBot(level, seed, botOptions), counts.at(level), seed);
    };
    auto isBot = [](const std::string&) { return true; };
    const auto summary = simulation::simulateTyped(start, spec, RecordSink{}, makeBot, isBot);
    if (!summary) {
        std::fprintf(stderr, "%s\n", summary.error().c_str());
        return 1;
    }
    std::printf("ribbit: %d games, %zu players, bots %s, seeds %llu..%llu, seats rotated each game%s\n", spec.games,
                spec.levels.size(), bots.c_str(), static_cast<unsigned long long>(spec.seed),
                static_cast<unsigned long long>(spec.seed + static_cast<std::uint64_t>(spec.games) - 1),
                spec.botOptions.iterations ? (", hard " + std::to_string(spec.botOptions.iterations) + " playouts").c_str()
                                           : "");
    const double games = spec.games;
    for (std::size_t k = 0; k < spec.levels.size(); ++k) {
        // 95% confidence interval of the mean win share (normal approximation, as tidepool-cli).
        const double mean = summary->wins[k] / games;
        const double variance =
            games > 1 ? std::max(0.0, (summary->squares[k] - games * mean * mean) / (games - 1)) : 0.0;
        const double half = 1.96 * std::sqrt(variance / games);
        std::printf("seat %zu: %.1f wins (%.1f%%, 95%% CI %.1f%%-%.1f%%) %s\n", k, summary->wins[k], 100 * mean,
                    100 * std::max(0.0, mean - half), 100 * std::min(1.0, mean + half), spec.levels[k].c_str());
    }
    for (const auto& [level, c] : counts)
        std::printf("%s: %ld decisions, %ld race finishes, %ld with a rival's colour first, %ld of them with a "
                    "non-finishing action legal\n",
                    level.c_str(), c.decisions.load(), c.finishes.load(), c.lost.load(), c.lostQuiet.load());
    if (spec.threads == 1)
        for (const auto& [level, c] : counts)
            std::printf("%s: beliefs' log-loss of the rivals' colours %.3f (engine) %.3f (expert); its race finishes "
                        "won %.1f%%, predicted %.1f%% (engine's beliefs) %.1f%% (expert's)\n",
                        level.c_str(), c.logLossEngine / std::max(1L, c.rivalsSeen),
                        c.logLossExpert / std::max(1L, c.rivalsSeen), 100 * c.finishWon / std::max(1L, c.finishes.load()),
                        100 * c.finishPredEngine / std::max(1L, c.finishes.load()),
                        100 * c.finishPredExpert / std::max(1L, c.finishes.load()));
    return 0;
}

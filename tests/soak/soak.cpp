// The soak check: many seeded random games of every registered game and variant (GameInfo::ruleSets),
// with the game's invariants (GameInfo::invariants: cards and pieces conserved, no negative counts)
// checked after every action, and every game ending within GameInfo::maxActions. Games are played
// on the typed fast path (State::playRandomly); every `--crosscheck`-th game is also checked against
// the slow paths: at every action its legal actions are exactly the candidate actions that check()
// accepts, in the same order, and those of legalActions() with their text; at the end the record of
// its history replays through apply(text) to the same state.
//
//   tidepool-soak [--games N] [--first-seed S] [--crosscheck K] [--only NAME] [--list]
//
// NAME is a game ("ribbit") or a game and variant ("mini-advanced"); --list prints every NAME.
// Prints one line per game and variant. A broken invariant: one line naming the game, seed, action
// and invariant on stderr, exit 1. CI runs it with --games 100000 (scripts/ci-robustness).
#include "core/record.h"
#include "core/rng.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

using namespace tidepool;

namespace {

struct Violation
{
    std::string what;
};

/// `what` is a literal: checks run after every action and must not build strings.
void require(bool ok, const char* what)
{
    if (!ok)
        throw Violation{what};
}

std::string variantName(const GameInfo& game, const RuleSet& variant)
{
    return variant.name.empty() ? game.name : game.name + "-" + variant.name;
}

/// The fast table agrees with the legality predicate and with the string API: the legal actions are
/// exactly the candidates check() accepts, in the same order, and legalActions() lists them.
void crossCheckLegal(const State& state)
{
    std::vector<ParsedAction> legal, candidates, accepted;
    state.legalActions(legal);
    state.candidateActions(candidates);
    for (const ParsedAction& action : candidates)
        if (state.check(action))
            accepted.push_back(action);
    if (accepted != legal)
        throw Violation{"the legal actions differ from the candidates check() accepts"};
    const auto text = state.legalActions();
    require(text.size() == legal.size(), "legalActions() and the typed legal actions differ in size");
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (text[i].text != legal[i].text())
            throw Violation{"legalActions() and the typed legal actions differ at " + text[i].text};
    require(legal.empty() == state.isFinished(), "legal actions after the end, or none before it");
}

/// The history replays as a record to the same state.
void crossCheckReplay(const State& state, Record record)
{
    record.actions = state.history();
    auto replayed = replay(record);
    if (!replayed)
        throw Violation{"the record does not replay: " + replayed.error()};
    require((*replayed)->equals(state), "the replayed record ends in a different state");
    require((*replayed)->toJson() == state.toJson(), "the replayed record ends in a different state JSON");
}

struct Options
{
    long long games = 1000;
    std::uint64_t firstSeed = 1;
    long long crossCheck = 97;
    std::string only;
    bool list = false;
};

int run(const Options& opts)
{
    bool known = opts.only.empty();
    std::string names;
    for (const GameInfo& game : games())
        for (const RuleSet& variant : game.ruleSets) {
            const std::string name = variantName(game, variant);
            names += (names.empty() ? "" : ", ") + name;
            if (opts.list) {
                std::printf("%s\n", name.c_str());
                continue;
            }
            if (!opts.only.empty() && opts.only != name)
                continue;
            known = true;
            long long totalActions = 0, longest = 0, played = 0;
            const auto started = std::chrono::steady_clock::now();
            for (long long g = 0; g < opts.games; ++g) {
                const std::uint64_t seed = opts.firstSeed + static_cast<std::uint64_t>(g);
                Rng rng(seed ^ 0x5EED5EED5EEDULL);
                const bool cross = opts.crossCheck > 0 && g % opts.crossCheck == 0;
                Record record;
                record.game = game.name;
                record.options = variant.options(seed);
                record.seed = seed;
                const int players =
                    game.minPlayers + static_cast<int>(seed % static_cast<std::uint64_t>(game.maxPlayers - game.minPlayers + 1));
                for (int p = 0; p < players; ++p)
                    record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
                try {
                    auto start = game.start(record);
                    if (!start)
                        throw Violation{"the game does not start: " + start.error()};
                    State& state = **start;
                    long long actions = 0;
                    auto check = [&](const State& s) {
                        if (const char* broken = game.invariants ? game.invariants(s) : nullptr)
                            throw Violation{broken};
                        if (cross)
                            crossCheckLegal(s);
                    };
                    check(state);
                    state.playRandomly(rng, [&](const State& s) {
                        if (++actions > game.maxActions)
                            throw Violation{"the game did not end within " + std::to_string(game.maxActions) + " actions"};
                        check(s);
                    });
                    require(state.isFinished(), "no legal action, but the game goes on");
                    if (cross)
                        crossCheckReplay(state, record);
                    totalActions += actions;
                    longest = std::max(longest, actions);
                    ++played;
                } catch (const Violation& v) {
                    std::cerr << name << " seed " << seed << ": " << v.what << "\n";
                    return 1;
                }
            }
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            std::printf("%-14s %lld games, %lld actions (longest game %lld), every invariant held, %.1f s\n", name.c_str(),
                        played, totalActions, longest, seconds);
        }
    if (!known) {
        std::cerr << "--only: unknown game \"" << opts.only << "\" (" << names << ")\n";
        return 2;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    Options opts;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--list") {
            opts.list = true;
            continue;
        }
        if (i + 1 >= argc) {
            std::cerr << "usage: tidepool-soak [--games N] [--first-seed S] [--crosscheck K] [--only NAME] [--list]\n";
            return 2;
        }
        const std::string value = argv[++i];
        try {
            if (arg == "--games")
                opts.games = std::stoll(value);
            else if (arg == "--first-seed")
                opts.firstSeed = std::stoull(value);
            else if (arg == "--crosscheck")
                opts.crossCheck = std::stoll(value);
            else if (arg == "--only")
                opts.only = value;
            else
                throw std::invalid_argument(arg);
        } catch (const std::exception&) {
            std::cerr << "bad argument " << arg << " " << value << "\n";
            return 2;
        }
    }
    return run(opts);
}

// A fixed number of random playouts of one game, for profiling with callgrind (repeatable instruction
// counts, unlike timings on a shared machine) and quick checks. See docs/performance.md.
//
//   tidepool-playouts ribbit|mini|mini-advanced|ripple GAMES
#include "core/rng.h"
#include "mini/mini.h"
#include "ribbit/ribbit.h"
#include "ripple/ripple.h"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

using namespace tidepool;

namespace {

template <class GameState, class Make>
long long playouts(Make make, long long games)
{
    Rng rng(1);
    decltype(legalActionsOf(make(std::uint64_t{}))) legal;
    long long actions = 0;
    for (long long g = 0; g < games; ++g) {
        GameState state = make(static_cast<std::uint64_t>(g + 1));
        while (const auto action = randomLegalAction(state, rng, legal)) {
            state.applyLegal(*action);
            ++actions;
        }
    }
    return actions;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::cerr << "usage: tidepool-playouts ribbit|mini|mini-advanced|ripple GAMES\n";
        return 2;
    }
    const std::string game = argv[1];
    const long long games = std::stoll(argv[2]);
    constexpr int players = 4;
    const auto started = std::chrono::steady_clock::now();
    long long actions = 0;
    if (game == "ribbit") {
        actions = playouts<ribbit::RibbitState>(
            [](std::uint64_t seed) { return ribbit::RibbitState(ribbit::Rules{}, players, seed); }, games);
    } else if (game == "mini" || game == "mini-advanced") {
        mini::Rules rules;
        rules.variant = game == "mini" ? mini::Variant::Basic : mini::Variant::Advanced;
        actions = playouts<mini::MiniState>(
            [&](std::uint64_t seed) { return mini::MiniState(rules, players, seed); }, games);
    } else if (game == "ripple") {
        const auto catalogue = *ripple::Catalogue::embedded();
        actions = playouts<ripple::RippleState>(
            [&](std::uint64_t seed) { return ripple::RippleState(ripple::Rules{}, players, seed, catalogue); },
            games);
    } else {
        std::cerr << "unknown game \"" << game << "\"\n";
        return 2;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("%s: %lld games, %lld actions, %.3f s, %.0f games/s (wall clock)\n", game.c_str(), games, actions,
                seconds, static_cast<double>(games) / seconds);
    return 0;
}

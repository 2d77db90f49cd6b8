#pragma once
// The generic suite's check of resampled worlds (State::resample(), OpenSpiel's
// ResampleFromInfostate), for any game: a world drawn for a player changes only what that player
// cannot see, and changes it. It names no game; generic_test.cpp runs it over every registered game,
// and the example game's planted-leak test (tests/example_game/) proves it fails
// a world that keeps the real chance (the future rolls or draws, which would leak to the Hard
// computer players and to Suggest, who search such worlds).
#include "core/game.h"
#include "core/rng.h"

#include <memory>
#include <string>

namespace tidepool::resample_check {

/// What `player` sees, without the parts a resampled world does not rebuild (the action history of
/// the record, which the observation's moves already hold).
inline Json seen(const State& state, int player)
{
    Json json = state.observationJson(player);
    json.erase("actions");
    json.erase("history");
    return json;
}

inline constexpr int kWorlds = 8;
inline constexpr int kPlies = 8;

/// Resamples `kWorlds` worlds (seeded from `seed`) for `player` at `state` (not finished) and checks
///  (a) that each shows `player` exactly what `state` shows, with the same legal actions (legality
///      never depends on a secret), and
///  (b) that resampling changes what `player` cannot see: playing the same random choices (the same
///      draws, each picking among that position's own legal actions) for up to `kPlies` actions in
///      the real state and in a world, `player`'s observation differs at some point in at least one
///      world. Hidden information drawn anew shows sooner or later (a card drawn, a secret revealed
///      at the end), and so does future chance drawn anew (a die, a reshuffle); a world that keeps
///      everything hidden as it really is (the real deck order, the real generator) never differs.
/// Every non-finished position of a game with hidden information or chance has something ahead to
/// differ: the games at hand (and the example game) pass (b) at every position the generic suite
/// visits, so nothing is skipped. Returns "" when both hold, else what failed, for people.
inline std::string resamplingChangesOnlyTheUnseen(const State& state, int player, std::uint64_t seed)
{
    const Json real = seen(state, player);
    const auto legal = state.legalActions();
    bool differs = false;
    for (int w = 0; w < kWorlds; ++w) {
        Rng worldRng(seed * 1000003 + static_cast<std::uint64_t>(w));
        const auto world = state.resample(player, worldRng);
        if (!world)
            return "resample(" + std::to_string(player) + ") gave no world";
        if (seen(*world, player) != real)
            return "world " + std::to_string(w) + " shows player " + std::to_string(player) +
                   " another observation:\n  real  " + real.dump() + "\n  world " + seen(*world, player).dump();
        if (world->legalActions() != legal)
            return "world " + std::to_string(w) + " has other legal actions than the real position";
        if (differs)
            continue; // (b) holds already; (a) is still checked for every world
        std::unique_ptr<State> a = state.clone(), b = world->clone();
        Rng choices(seed + static_cast<std::uint64_t>(w));
        std::vector<ParsedAction> legalA, legalB;
        for (int ply = 0; ply < kPlies && !differs && !a->isFinished() && !b->isFinished(); ++ply) {
            const std::uint64_t draw = choices.next();
            a->legalActions(legalA);
            b->legalActions(legalB);
            if (legalA.empty() || legalB.empty() || !a->apply(legalA[draw % legalA.size()]) ||
                !b->apply(legalB[draw % legalB.size()]))
                return "a legal action was refused while playing on from world " + std::to_string(w);
            differs = seen(*a, player) != seen(*b, player);
        }
    }
    if (!differs)
        return "none of " + std::to_string(kWorlds) + " worlds resampled for player " + std::to_string(player) +
               " shows them anything else within " + std::to_string(kPlies) +
               " actions of the same choices: the hidden parts, future chance included, are not drawn anew";
    return {};
}

} // namespace tidepool::resample_check

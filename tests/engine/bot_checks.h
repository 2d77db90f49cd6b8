#pragma once
// Shared pieces of the computer players' tests: the registry-driven suite (bot_test.cpp, over every
// registered game) and each game's own bot tests (tests/engine/<game>_bots_test.cpp), which pass
// their game's name and constants in. Names no game.
#include "bots/bot.h"
#include "core/record.h"
#include "core/rng.h"
#include "resample_check.h"

#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <memory>
#include <string>

namespace tidepool::bot_checks {

/// A game, its options (a record's "options") and its number of players.
struct Table
{
    std::string game;
    int players = 2;
    Json options = Json::object();
};

inline std::ostream& operator<<(std::ostream& out, const Table& t)
{
    return out << t.game << " " << t.players << "p " << t.options.dump();
}

/// The starting position of `table` dealt from `seed`, every seat "bot:random"; fails the test
/// (and returns null) when the engine refuses it.
inline std::unique_ptr<State> startGame(const Table& table, std::uint64_t seed)
{
    Record record;
    record.game = table.game;
    record.seed = seed;
    record.options = table.options.is_null() ? Json::object() : table.options;
    for (int p = 0; p < table.players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
    auto state = startState(record);
    EXPECT_TRUE(state.hasValue()) << table << ": " << (state ? "" : state.error());
    return state ? std::move(*state) : nullptr;
}

/// Plays `steps` random actions (fewer if the game ends).
inline void advance(State& state, int steps, Rng& rng)
{
    for (int i = 0; i < steps && !state.isFinished(); ++i) {
        const auto actions = state.legalActions();
        ASSERT_TRUE(state.apply(actions[static_cast<std::size_t>(rng.below(actions.size()))].text));
    }
}

using resample_check::seen; // what a player sees, without the history a world does not rebuild

/// Whether a bot decides from what its player sees only: at `state` (not finished), the decision of
/// a fresh bot from `make()` for the player to act, and its decision in each of `worlds` worlds
/// resampled for that player with `rng` (the same observation, what the player cannot see drawn
/// anew), are the same action for the same reason. "" when they are, else the first difference.
inline std::string decidesAlikeInResampledWorlds(const State& state, const std::function<std::unique_ptr<Bot>()>& make,
                                                 Rng& rng, int worlds = 3)
{
    const int seat = *state.currentPlayer();
    const Decision real = make()->decide(state);
    if (!state.check(real.action))
        return "chose an illegal action: " + real.action;
    for (int w = 0; w < worlds; ++w) {
        auto world = state.resample(seat, rng);
        if (!world || seen(*world, seat) != seen(state, seat))
            return "world " + std::to_string(w) + " shows the player another observation";
        const Decision d = make()->decide(*world);
        if (d.action != real.action || d.reason != real.reason)
            return "world " + std::to_string(w) + ": \"" + d.action + "\" (" + d.reason + ") where the real position gave \"" +
                   real.action + "\" (" + real.reason + ")";
    }
    return {};
}

/// Whether Hard, given no budget (BotOptions::iterations 0), searches `budget` playouts: its reason
/// names them ("... sampled playouts (of 9600)"), checked at the first of 8 seeded positions (6
/// random actions in) where it had more than one move to weigh. "" when it does, else what it said.
inline std::string hardSearchesItsDefaultBudget(const Table& table, int budget)
{
    Rng rng(3);
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        auto state = startGame(table, seed);
        if (!state)
            return "no game";
        advance(*state, 6, rng);
        if (state->isFinished())
            continue;
        const Decision decision = makeBot(table.game, "hard", seed, *state->currentPlayer())->decide(*state);
        if (decision.reason.find("sampled playouts") == std::string::npos)
            continue; // one candidate only: nothing to search
        if (decision.reason.find("(of " + std::to_string(budget) + ")") == std::string::npos)
            return "Hard's reason: " + decision.reason;
        return {};
    }
    return "Hard never searched in 8 positions";
}

/// Calls `check(table, level, seed, reason beyond the move's explanation)` for every reason any
/// level gives in the first 8 turns of seeds 1-6 of each table (a quick budget: the reason's form,
/// not the play's strength); fails when a reason does not start with its move's explanation.
/// Returns how many reasons it saw.
inline int forEachReason(const std::vector<Table>& tables,
                         const std::function<void(const Table&, const std::string& level, std::uint64_t seed,
                                                  const std::string& reason, const std::string& beyond)>& check)
{
    BotOptions quick;
    quick.iterations = 24;
    int reasons = 0;
    for (const Table& table : tables)
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            auto state = startGame(table, seed);
            if (!state)
                return reasons;
            Rng rng(seed);
            for (int turn = 0; turn < 8 && !state->isFinished(); ++turn) {
                const int player = *state->currentPlayer();
                std::map<std::string, std::string> explanations;
                for (const LegalAction& a : state->legalActions())
                    explanations[a.text] = a.explanation;
                for (const std::string& level : botLevels()) {
                    const Decision d = makeBot(table.game, level, seed, player, quick)->decide(*state);
                    if (d.reason.empty())
                        continue;
                    ++reasons;
                    const std::string& explanation = explanations[d.action];
                    EXPECT_EQ(d.reason.rfind(explanation, 0), 0u)
                        << table << " " << level << ": \"" << d.reason << "\" does not start with the move's explanation";
                    check(table, level, seed, d.reason, d.reason.substr(std::min(explanation.size(), d.reason.size())));
                }
                advance(*state, 1, rng);
            }
        }
    return reasons;
}

/// Whether `text` holds one of `words` as a whole word.
inline bool namesAWord(const std::string& text, const std::vector<std::string>& words)
{
    const auto isLetter = [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) != 0; };
    for (const std::string& name : words)
        for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1))
            if ((at == 0 || !isLetter(text[at - 1])) &&
                (at + name.size() == text.size() || !isLetter(text[at + name.size()])))
                return true;
    return false;
}

} // namespace tidepool::bot_checks

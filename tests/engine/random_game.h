#pragma once
// One driver for the per-game property tests (tests/engine/<game>_property_test.cpp): it plays a
// seeded random game to the end and checks what every game owes (the legal list, clones, the end,
// the record replaying, also from the middle), while the property test hands it only the checks of
// its own rules. The generic suite (generic_test.cpp) checks the typed contract over games(); this
// driver lets each game run many more random games of its own rule sets through the same checks.
#include "core/record.h"
#include "core/rng.h"

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>

namespace tidepool::random_game {

/// The legal actions: typed, as text and from the legality predicate, all the same list: each
/// explained, listed once, parsing back to itself and passing check(). With `everything`, also
/// exactly the candidate actions check() accepts, each applicable to a clone. Call it inside
/// ASSERT_NO_FATAL_FAILURE.
inline void checkLegalActions(const State& state, bool everything)
{
    std::vector<ParsedAction> typed;
    state.legalActions(typed);
    const std::vector<LegalAction> text = state.legalActions();
    ASSERT_EQ(text.size(), typed.size());
    ASSERT_EQ(typed.empty(), state.isFinished()) << "legal actions after the end, or none before it";
    ASSERT_EQ(state.currentPlayer().has_value(), !state.isFinished());
    for (std::size_t i = 0; i < typed.size(); ++i) {
        ASSERT_EQ(text[i].text, typed[i].text());
        ASSERT_FALSE(text[i].explanation.empty()) << text[i].text;
        for (std::size_t j = 0; j < i; ++j)
            ASSERT_NE(text[j].text, text[i].text) << "listed twice";
        auto parsed = state.parse(text[i].text);
        ASSERT_TRUE(parsed) << text[i].text << ": " << parsed.error();
        ASSERT_TRUE(*parsed == typed[i]) << text[i].text << " does not parse back to itself";
        ASSERT_TRUE(state.check(typed[i])) << text[i].text;
        ASSERT_TRUE(state.check(text[i].text)) << text[i].text;
    }
    if (!everything)
        return;
    std::vector<ParsedAction> candidates, accepted;
    state.candidateActions(candidates);
    for (const ParsedAction& action : candidates) {
        const Outcome outcome = state.check(action);
        if (outcome)
            accepted.push_back(action);
        else
            ASSERT_FALSE(outcome.reason().empty()) << action.text() << " is refused without a reason";
    }
    ASSERT_TRUE(accepted == typed) << "the legal actions differ from the candidates check() accepts";
    for (const ParsedAction& action : typed) {
        auto copy = state.clone();
        const Outcome outcome = copy->apply(action);
        ASSERT_TRUE(outcome) << action.text() << ": " << outcome.reason();
        ASSERT_EQ(copy->history().size(), state.history().size() + 1);
        ASSERT_EQ(copy->history().back(), action.text());
    }
}

/// A record of `game` with `players` random computer players named P0, P1, ...
inline Record recordOf(const std::string& game, const Json& options, std::uint64_t seed, int players)
{
    Record record;
    record.game = game;
    record.options = options;
    record.seed = seed;
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
    return record;
}

/// The game's own checks, each a function with gtest assertions (a fatal failure ends the game).
struct Checks
{
    /// Before each action: the state and its legal actions (never empty).
    std::function<void(const State&, const std::vector<LegalAction>&)> beforeAction;
    /// After each action: the state and the action just applied.
    std::function<void(const State&, const std::string&)> afterAction;
    /// The legal actions are checked against every candidate and each applied to a clone
    /// (checkLegalActions), and a clone compared with the state, after every `deepEvery`-th action
    /// (1: always) and at the end; a record cut there replays to the state
    /// after every `cutEvery`-th action (0: never).
    int deepEvery = 1;
    int cutEvery = 0;
    /// No game may take more actions.
    int maxActions = 10000;
};

/// Plays `record` (its actions are replaced by the game's) from its start with random legal
/// actions drawn from Rng(record.seed * 7919), runs `checks`, and leaves the finished game in
/// `state`. Call it inside ASSERT_NO_FATAL_FAILURE.
inline void play(Record& record, const Checks& checks, std::unique_ptr<State>& state)
{
    auto start = startState(record);
    ASSERT_TRUE(start) << start.error();
    state = std::move(*start);
    Rng rng(record.seed * 7919);
    int ply = 0;
    while (!state->isFinished()) {
        ASSERT_LT(ply, checks.maxActions) << "the game does not end";
        const auto legal = state->legalActions();
        ASSERT_FALSE(legal.empty());
        const bool deep = ply % checks.deepEvery == 0;
        ASSERT_NO_FATAL_FAILURE(checkLegalActions(*state, deep));
        if (checks.beforeAction) {
            ASSERT_NO_FATAL_FAILURE(checks.beforeAction(*state, legal));
        }

        const std::string chosen = legal[rng.below(legal.size())].text;
        const Outcome outcome = state->apply(chosen);
        ASSERT_TRUE(outcome.ok()) << chosen << ": " << outcome.reason();
        ++ply;
        ASSERT_EQ(state->history().size(), static_cast<std::size_t>(ply));
        if (checks.afterAction) {
            ASSERT_NO_FATAL_FAILURE(checks.afterAction(*state, chosen)) << "after " << chosen;
        }
        if (deep || state->isFinished()) {
            const auto clone = state->clone();
            ASSERT_TRUE(clone->equals(*state)) << "after " << chosen;
        }
        if (checks.cutEvery > 0 && ply % checks.cutEvery == 0) {
            Record cut = record;
            cut.actions = state->history();
            auto replayed = replay(cut);
            ASSERT_TRUE(replayed) << replayed.error();
            ASSERT_TRUE((*replayed)->equals(*state)) << "a record cut after " << chosen;
        }
    }

    // The end: nothing more to play, winners and why.
    ASSERT_TRUE(state->legalActions().empty());
    ASSERT_FALSE(state->currentPlayer().has_value());
    ASSERT_FALSE(state->winners().empty());
    ASSERT_FALSE(state->winReason().empty());
    // Every end sentence names the ruling that decided it (docs/rules.md).
    ASSERT_NE(state->winReason().find("ruling"), std::string::npos) << state->winReason();

    // Replaying the record reproduces the same state.
    record.actions = state->history();
    auto replayed = replay(record);
    ASSERT_TRUE(replayed) << replayed.error();
    ASSERT_TRUE((*replayed)->equals(*state));
    ASSERT_EQ((*replayed)->toJson(), state->toJson());
    ASSERT_EQ(state->clone()->toJson(), state->toJson());
}

} // namespace tidepool::random_game

#pragma once
// The generic State contract (core/game.h) made once from a game's typed one: each game's state
// derives from TypedState<GameState, Action> and provides, typed and without virtual calls (the
// fast path of docs/performance.md):
//
//   Action::parse(text) -> Expected<Action>, action.toString()  notation (docs/game-record.md)
//   Outcome check(const Action&) const       the one legality predicate, with its reason
//   void legalActions(std::vector<Action>&) const   the legal actions, fast (no strings), in order
//   optionally, std::optional<Action> randomLegalAction(Rng&) const: a uniformly random legal
//                                            action without writing the list (randomLegalAction() below)
//   void candidateActions(std::vector<Action>&) const  every action of the table's notation in that
//                                            order (the legal ones are those check() accepts)
//   std::string explain(const Action&) const  a legal action's one-line explanation
//   void applyLegal(const Action&)            applies a legal action, not re-validated
//   void play(const Action&)                  the same for apply() (TypedState is a friend)
//   const std::vector<Move>& moves() const    one Move per action: what it did (public)
//   std::string describe(const Move&, int viewer) const   a move's sentence for `viewer`
//   std::unique_ptr<GameState> sampleWorld(int player, Rng&) const   resample() for `player`
//   GameState deal(std::uint64_t seed) const  a new game at this table
//   bool operator==(const GameState&) const
//
// Generic code (the app, the CLI, the tests, the soak check) then reaches every game through
// State and games() alone, and a game gets all of it by deriving from TypedState.
#include "core/game.h"
#include "core/tr.h"

#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

namespace tidepool {

/// A game's typed state that picks a random legal action itself, without writing the list:
/// state.randomLegalAction(rng) is legal[rng.below(legal.size())] of its legalActions(legal), with
/// the same single draw, or nullopt with nothing drawn when there is none (Ribbit).
template <class GameState>
concept PicksRandomLegalAction = requires(const GameState& state, Rng& rng) {
    { state.randomLegalAction(rng) } -> std::same_as<std::optional<typename GameState::Action>>;
};

/// A random playout's move: the legal action `legal[rng.below(legal.size())]` of the state's list
/// `legal` (the same single draw from `rng` and the same action), or nullopt with nothing drawn
/// when there is none (the game is over). A game that picks it itself (PicksRandomLegalAction)
/// does so without building the list; for any other the list is built in `scratch` (its contents
/// are then unspecified; keep one per loop, so that it allocates nothing once it has room).
template <class GameState>
std::optional<typename GameState::Action> randomLegalAction(const GameState& state, Rng& rng,
                                                            std::vector<typename GameState::Action>& scratch)
{
    if constexpr (PicksRandomLegalAction<GameState>) {
        return state.randomLegalAction(rng);
    } else {
        state.legalActions(scratch);
        if (scratch.empty())
            return std::nullopt;
        return scratch[static_cast<std::size_t>(rng.below(scratch.size()))];
    }
}

template <class GameState, class ActionType>
class TypedState : public State
{
public:
    using Action = ActionType;

    Expected<ParsedAction> parse(std::string_view text) const final
    {
        auto action = Action::parse(text);
        if (!action)
            return Error{action.error()};
        return ParsedAction::of(*action);
    }

    using State::check;
    Outcome check(const ParsedAction& action) const final
    {
        const Action* typed = action.as<Action>();
        if (!typed)
            return Outcome::failure(TP_TR("engine", "that is not an action of this game"));
        return self().check(*typed);
    }

    std::vector<LegalAction> legalActions() const final
    {
        std::vector<Action> actions;
        self().legalActions(actions);
        std::vector<LegalAction> result;
        result.reserve(actions.size());
        for (const Action& action : actions)
            result.push_back(LegalAction{action.toString(), self().explain(action)});
        return result;
    }

    void legalActions(std::vector<ParsedAction>& out) const final
    {
        std::vector<Action> actions;
        self().legalActions(actions);
        toParsed(actions, out);
    }

    void candidateActions(std::vector<ParsedAction>& out) const final
    {
        std::vector<Action> actions;
        self().candidateActions(actions);
        toParsed(actions, out);
    }

    std::string describeMove(std::size_t index, int viewer = kTable) const final
    {
        return self().describe(self().moves().at(index), viewer);
    }

    std::unique_ptr<State> resample(int player, Rng& rng) const final { return self().sampleWorld(player, rng); }

    std::unique_ptr<State> clone() const final { return std::make_unique<GameState>(self()); }

    bool equals(const State& other) const final
    {
        const auto* same = dynamic_cast<const GameState*>(&other);
        return same && self() == *same;
    }

    std::unique_ptr<State> newGame(std::uint64_t seed) const final
    {
        return std::make_unique<GameState>(self().deal(seed));
    }

    long long playRandomly(Rng& rng, const std::function<void(const State&)>& afterEach = {}) final
    {
        std::vector<Action> legal;
        long long actions = 0;
        while (const auto action = randomLegalAction(self(), rng, legal)) {
            self().applyLegal(*action);
            ++actions;
            if (afterEach)
                afterEach(*this);
        }
        return actions;
    }

    long long playRandomGames(std::uint64_t firstSeed, long long games, Rng& rng) const final
    {
        std::vector<Action> legal;
        long long actions = 0;
        for (long long g = 0; g < games; ++g) {
            GameState state = self().deal(firstSeed + static_cast<std::uint64_t>(g));
            while (const auto action = randomLegalAction(state, rng, legal)) {
                state.applyLegal(*action);
                ++actions;
            }
        }
        return actions;
    }

protected:
    void doApply(const ParsedAction& action) final { self().play(*action.as<Action>()); }

private:
    const GameState& self() const { return static_cast<const GameState&>(*this); }
    GameState& self() { return static_cast<GameState&>(*this); }
    static void toParsed(const std::vector<Action>& actions, std::vector<ParsedAction>& out)
    {
        out.clear();
        out.reserve(actions.size());
        for (const Action& action : actions)
            out.push_back(ParsedAction::of(action));
    }
};

/// The legal actions of a game's state as a new vector (state.legalActions(out) with its own out).
template <class GameState>
std::vector<typename GameState::Action> legalActionsOf(const GameState& state)
{
    std::vector<typename GameState::Action> actions;
    state.legalActions(actions);
    return actions;
}

} // namespace tidepool

#pragma once
// The string API of a game's state built on its typed fast path: one definition for every game
// (docs/performance.md, "The fast path"). A game's state has legalMoves(std::vector<Action>&) and a
// notation (Action::toString()); it passes its own explanation of one action.
#include "core/game.h"

#include <vector>

namespace tidepool {

/// The legal moves of `state` as a new vector (the same as state.legalMoves(out)).
template <class Action, class GameState>
std::vector<Action> legalMovesOf(const GameState& state)
{
    std::vector<Action> moves;
    state.legalMoves(moves);
    return moves;
}

/// legalActions() from the typed legal moves: each move's notation and `explain(move)`, in order.
template <class Action, class Explain>
std::vector<LegalAction> legalActionsOf(const std::vector<Action>& moves, Explain&& explain)
{
    std::vector<LegalAction> result;
    result.reserve(moves.size());
    for (const Action& action : moves)
        result.push_back(LegalAction{action.toString(), explain(action)});
    return result;
}

} // namespace tidepool

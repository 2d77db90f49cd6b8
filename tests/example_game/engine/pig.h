#pragma once
// Pig, the example game kept in the tests (as OpenSpiel keeps tic-tac-toe): the living proof of
// docs/architecture.md's "Adding a game". It is registered only in the test programs that link
// tests/example_game/ (engine_tests), never in the app, the CLI, the engine service or the soak
// check. Tiny on purpose, yet it has what the generic suite must check in every game:
//
// - chance: a die rolled from the state's seeded generator (the future rolls are hidden from
//   everyone, so the generator is part of the state's equality and is drawn anew in a resampled
//   world);
// - hidden information: each player is dealt a secret bonus card (0..9, each once) that only they
//   see until the end; it adds to their final score and never changes what is legal.
//
// Rules: on your turn, "roll" the die as often as you like: a 2..6 adds to your turn's points, a 1
// loses them and ends your turn. "hold" (once you have turn points) banks them and ends your turn.
// The first to bank the target score ends the game; then each player's banked points plus their
// bonus card count, and the most wins (a tie shares the win).
#include "core/game.h"
#include "core/rng.h"
#include "core/typed_state.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tidepool::pig {

inline constexpr int kCardCount = 10; ///< bonus cards 0..9, one of each
inline constexpr int kMinTarget = 10;
inline constexpr int kMaxTarget = 100;

/// For the planted-leak test only (tests/example_game/engine/pig_test.cpp): when true,
/// sampleWorld() keeps the real generator, so a resampled world knows the future rolls (the leak
/// the generic suite's resampling check must catch). Never set outside that test.
extern bool plantedLeakKeepsTheRealDice;

/// The rule set: one number option.
struct Rules
{
    int target = 30; ///< banked points that end the game
    static Expected<Rules> fromOptions(const std::map<std::string, std::string>& options);
    Json toOptions() const { return Json{{"target", target}}; }
    bool operator==(const Rules&) const = default;
};

/// "roll" or "hold".
struct Action
{
    enum Kind : std::uint8_t { Roll, Hold } kind = Roll;
    std::string toString() const { return kind == Roll ? "roll" : "hold"; }
    static Expected<Action> parse(std::string_view text);
    bool operator==(const Action&) const = default;
};

/// What one action did (public).
struct Move
{
    int player = 0;
    Action action;
    int roll = 0;       ///< the die (roll), 0 for hold
    int turnPoints = 0; ///< the turn's points after the action (0 once the turn ended)
    int banked = 0;     ///< the player's banked points after the action
    bool gameOver = false;
    bool operator==(const Move&) const = default;
};

/// What one seat (or kTable) may know.
struct Observation
{
    int player = kTable;
    Rules rules;
    int playerCount = 0;
    std::optional<int> current; ///< nullopt once finished
    bool finished = false;
    std::vector<int> scores;            ///< banked points per player
    int turnPoints = 0;                 ///< the player to act's points this turn
    std::vector<std::optional<int>> cards; ///< own card; every card once finished
    std::vector<int> winners;
};

/// Reads a seat's observationJson() (untrusted) for a table of `rules` and `playerCount` seats.
/// Errors name the field: `observation: "scores" must be a list of 3 whole numbers 0..129`.
Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount);

class PigState final : public TypedState<PigState, Action>
{
public:
    /// A new game dealt from `seed`: the bonus cards, then every roll, come from Rng(seed).
    PigState(Rules rules, int playerCount, std::uint64_t seed);

    std::string gameName() const override { return "pig"; }
    int playerCount() const override { return static_cast<int>(m_scores.size()); }
    std::optional<int> currentPlayer() const override;
    bool isFinished() const override { return m_finished; }
    std::vector<int> winners() const override;
    std::string winReason() const override;
    Json toJson() const override;
    Json observationJson(int player) const override;

    // The typed contract (core/typed_state.h).
    using TypedState::check;
    using TypedState::legalActions;
    using TypedState::candidateActions;
    Outcome check(const Action& action) const;
    void legalActions(std::vector<Action>& out) const;
    void candidateActions(std::vector<Action>& out) const;
    std::string explain(const Action& action) const;
    void applyLegal(const Action& action);
    const std::vector<Move>& moves() const { return m_moves; }
    std::string describe(const Move& move, int viewer) const;
    /// The others' cards drawn anew from those `player` has not seen, and a new generator (the
    /// future rolls), both from `rng`.
    std::unique_ptr<PigState> sampleWorld(int player, Rng& rng) const;
    PigState deal(std::uint64_t seed) const { return PigState(m_rules, playerCount(), seed); }
    bool operator==(const PigState& other) const;

    Observation observation(int player) const;
    const Rules& rules() const { return m_rules; }
    int score(int player) const { return m_scores[static_cast<std::size_t>(player)]; }
    int card(int player) const { return m_cards[static_cast<std::size_t>(player)]; }
    int turnPoints() const { return m_turnPoints; }

    /// GameInfo::fromObservationJson: a world consistent with a seat's observation JSON.
    static Expected<std::unique_ptr<State>> fromObservationJson(const Record& table, const Json& observation,
                                                                std::uint64_t seed);

private:
    friend class TypedState<PigState, Action>;
    PigState() = default;
    void play(const Action& action);
    /// The others' unseen cards (those `player` may not see) drawn anew from `rng`.
    void redrawUnseenCards(int player, Rng& rng);

    Rules m_rules;
    Rng m_rng;
    std::vector<int> m_cards;
    std::vector<int> m_scores;
    int m_turnPoints = 0;
    int m_current = 0;
    bool m_finished = false;
    std::vector<Move> m_moves;
};

GameInfo gameInfo();

} // namespace tidepool::pig

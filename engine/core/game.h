#pragma once
// The game-independent engine API. Every game (Ribbit, Turtle Race Mini, Ripple) is a rule set
// (options) plus a State. The shape follows OpenSpiel: legal actions in a fixed order with a text
// form that parses back, one non-virtual apply() that validates and records the history, chance
// events drawn from the state's seeded generator, and per-player observations.
#include "expected.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tidepool {

using Json = nlohmann::json;

/// One seat at the table, as in a record's `players` (docs/game-record.md).
struct PlayerSpec
{
    std::string name;
    std::string kind = "human"; ///< "human" or "bot:<level>" (easy, medium, hard, random)
    std::string color;          ///< Ribbit with openColors only: the chosen colour letter, or empty

    bool isHuman() const { return kind == "human"; }
    /// The bot level ("easy", ...) for a computer seat; empty for a human.
    std::string botLevel() const { return isHuman() ? std::string() : kind.substr(4); }
    bool operator==(const PlayerSpec&) const = default;
};

/// A legal action: its notation (docs/game-record.md) and a one-line explanation for people.
struct LegalAction
{
    std::string text;
    std::string explanation;
    bool operator==(const LegalAction&) const = default;
};

/// Describes one rule-set option for the new-game screen and for validation.
struct OptionInfo
{
    std::string key;          ///< as in a record's "options", e.g. "deck"
    std::string label;        ///< short title, e.g. "Deck"
    std::string help;         ///< one line: what the option changes
    std::string defaultValue; ///< text form of the default
    /// For a choice: the allowed values, each with a one-line explanation. Empty for a number.
    std::vector<std::pair<std::string, std::string>> choices;
    int minimum = 0; ///< for a number
    int maximum = 0; ///< for a number
    bool isBoolean() const { return choices.size() == 2 && choices[0].first == "false"; }
    bool isNumber() const { return choices.empty(); }
};

/// A game position. Copyable through clone(); equal histories from equal starts give equal states.
class State
{
public:
    virtual ~State() = default;

    virtual std::string gameName() const = 0;
    virtual int playerCount() const = 0;
    /// The player to act, or nullopt once the game is over.
    virtual std::optional<int> currentPlayer() const = 0;
    virtual bool isFinished() const = 0;
    /// Winners once the game is over: one index, or several for a shared win. Empty before.
    virtual std::vector<int> winners() const = 0;

    /// Every legal action of the player to act, each notation once, in a deterministic order.
    /// Builds notation and explanation strings: for people and tools. Playouts and simulations use
    /// the games' typed fast path instead: `legalMoves(std::vector<Action>&)` (the same actions in
    /// the same order, no strings) and `applyLegal(const Action&)` (no re-validation; the same state
    /// and history as apply() of its notation). See docs/performance.md.
    virtual std::vector<LegalAction> legalActions() const = 0;

    /// Checks `action` (notation of docs/game-record.md) for the player to act and applies it.
    /// On failure the state is unchanged and the outcome says why in one sentence.
    Outcome apply(std::string_view action);
    /// Why `action` would be refused now, without applying it (an ok outcome if it is legal).
    virtual Outcome check(std::string_view action) const = 0;

    /// Every action applied since the start, in order. Actions applied on a game's typed fast path
    /// are kept typed and turned into their notation here, when first read (so this const reader
    /// may write the cache: don't call it on one state from two threads at once).
    const std::vector<std::string>& history() const
    {
        if (m_pendingHistory > 0)
            writePendingHistory();
        return m_history;
    }

    /// Whether the last action may be taken back: only by the player who made it, within their
    /// own turn, and never past anything that revealed hidden information or randomness (a card
    /// drawn, a card flipped, a lettuce). An ok outcome, or why not. Undo itself is replaying the
    /// history without its last action. Default: never.
    virtual Outcome canUndo() const;

    /// The position right after `action`, as far as it is certain and public, for showing a move
    /// before its player confirms it (the app's "Done / Take back"): the play itself, before any
    /// card is drawn, lettuce laid out or other hidden or random thing happens. The same player is
    /// still to act, the game is not over (even when the play ends it: that shows only once the
    /// action is applied, and with it every secret colour) and history() is unchanged; moves() has
    /// the play. For display only: apply nothing to it. nullptr when `action` is not legal now, or
    /// the game has no preview (default: its actions show at once, and undo takes them back).
    virtual std::unique_ptr<State> preview(std::string_view action) const;

    /// The full state as JSON (the `tidepool-cli replay` format): reveals everything.
    virtual Json toJson() const = 0;
    /// What `player` may know, as JSON (bots and tools). Games also offer a typed observation.
    virtual Json observationJson(int player) const = 0;

    virtual std::unique_ptr<State> clone() const = 0;

protected:
    /// Applies an action already known to pass check(). Must not fail.
    virtual void doApply(std::string_view action) = 0;
    /// For a game's typed fast path (`applyLegal`, which bypasses apply()): appends the notation of
    /// an action just applied to history(), exactly as apply() would have.
    void recordHistory(std::string action)
    {
        if (m_pendingHistory > 0)
            writePendingHistory();
        m_history.push_back(std::move(action));
    }
    /// For a game's typed fast path: records that one more action was applied whose notation the
    /// game can give later through pendingHistoryText() (no string is built now).
    void recordTypedHistory() { ++m_pendingHistory; }
    /// Appends to `out`, oldest first, the notation of the last `count` actions recorded with
    /// recordTypedHistory() (they are the state's last `count` actions). Games that call
    /// recordTypedHistory() override it; the default never runs.
    virtual void pendingHistoryText(std::size_t count, std::vector<std::string>& out) const;

private:
    void writePendingHistory() const;

    mutable std::vector<std::string> m_history;
    mutable std::size_t m_pendingHistory = 0; ///< actions at the end of the history not yet in m_history
};

struct Record;

/// A game the engine knows: its fixed facts and how to start a state from a record.
struct GameInfo
{
    std::string name;  ///< "ribbit", "mini", "ripple"
    std::string title; ///< "Ribbit"
    int minPlayers = 2;
    int maxPlayers = 5;
    std::vector<OptionInfo> options;
    /// Builds the starting position (seed or explicit setup) of a record; actions are not applied.
    std::function<Expected<std::unique_ptr<State>>(const Record&)> start;
};

/// A winner list as state JSON: null before the end, one index, or a list for a shared win.
Json winnersJson(const std::vector<int>& winners);

/// Cards (any type with toString()) as a JSON list, top first when the vector's back is the top.
template <class Card>
Json cardListJson(const std::vector<Card>& cards, bool topFirst)
{
    Json list = Json::array();
    if (topFirst)
        for (auto it = cards.rbegin(); it != cards.rend(); ++it)
            list.push_back(it->toString());
    else
        for (const Card& card : cards)
            list.push_back(card.toString());
    return list;
}

/// Every game the engine knows, in the order the app lists them.
const std::vector<GameInfo>& games();
/// The game called `name`, or nullptr.
const GameInfo* findGame(std::string_view name);

/// Checks a record's "options" object against a game's OptionInfo list and returns every option
/// as text, defaults filled in. Errors name the option: `unknown option "foo"`, `option deck: ...`.
Expected<std::map<std::string, std::string>> resolveOptions(const GameInfo& game, const Json& options);

} // namespace tidepool

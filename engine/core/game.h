#pragma once
// The game-independent engine API. Every game (Ribbit, Turtle Race Mini, Ripple) is a rule set
// (options) plus a State. The shape follows OpenSpiel: legal actions in a fixed order with a text
// form that parses back, one non-virtual apply() that validates and records the history, chance
// events drawn from the state's seeded generator, and per-player observations.
#include "expected.h"
#include "rng.h"

#include <nlohmann/json.hpp>

#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
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

/// The seat a view or a sentence is for when it is for everyone at the table (the log, a spectator):
/// it holds public information only.
inline constexpr int kTable = -1;

/// An action read from its notation once (State::parse(), or made from a game's typed action with
/// ParsedAction::of()): check() and apply() take it without reading text again. It holds the game's
/// typed action in place (no allocation; copyable like an int), and says which game's it is.
class ParsedAction
{
public:
    ParsedAction() = default;

    /// A game's typed action (trivially copyable, at most kSize bytes: each game's `Action`).
    template <class Action>
    static ParsedAction of(const Action& action);
    /// The typed action, or nullptr when this holds another game's action (or none).
    template <class Action>
    const Action* as() const;
    /// The notation (docs/game-record.md), "" for an empty ParsedAction.
    std::string text() const { return m_type ? m_type->text(m_storage) : std::string(); }
    bool empty() const { return m_type == nullptr; }
    bool operator==(const ParsedAction& other) const
    {
        return m_type == other.m_type && (!m_type || m_type->equal(m_storage, other.m_storage));
    }

    static constexpr std::size_t kSize = 24;

private:
    struct Type
    {
        std::string (*text)(const void* action);
        bool (*equal)(const void* a, const void* b);
    };
    template <class Action>
    static const Type* typeOf()
    {
        static const Type type{[](const void* a) { return static_cast<const Action*>(a)->toString(); },
                               [](const void* a, const void* b) {
                                   return *static_cast<const Action*>(a) == *static_cast<const Action*>(b);
                               }};
        return &type;
    }
    const Type* m_type = nullptr;
    alignas(8) unsigned char m_storage[kSize] = {};
};

template <class Action>
ParsedAction ParsedAction::of(const Action& action)
{
    static_assert(std::is_trivially_copyable_v<Action> && sizeof(Action) <= kSize && alignof(Action) <= 8,
                  "a game's Action must be small and trivially copyable");
    ParsedAction parsed;
    parsed.m_type = typeOf<Action>();
    std::memcpy(parsed.m_storage, &action, sizeof(Action));
    return parsed;
}

template <class Action>
const Action* ParsedAction::as() const
{
    return m_type == typeOf<Action>() ? std::launder(reinterpret_cast<const Action*>(m_storage)) : nullptr;
}

/// A game position. Copyable through clone(); equal histories from equal starts give equal states.
///
/// The contract every game fulfils (each game's state derives from TypedState, core/typed_state.h,
/// which makes this generic interface from the game's typed one): actions are parsed once
/// (parse()), judged by one legality predicate (check()), listed in a fixed order (legalActions()),
/// applied with their history kept (apply()); a finished game has winners and says why
/// (winReason()); what each seat may know is an observation (observationJson()), from which a full
/// state can be sampled again (resample()); and every move is told in a sentence (describeMove()).
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
    /// Why the winners won, in one sentence naming the ruling that decided it, seats as "player N"
    /// (the app puts in names); empty before the end.
    virtual std::string winReason() const = 0;

    /// Reads `text` (notation of docs/game-record.md) as this game's action, once; errors name the
    /// bad part (`unknown card "X+"`). Whether it is legal now is check()'s business.
    virtual Expected<ParsedAction> parse(std::string_view text) const = 0;
    /// Why `action` would be refused now for the player to act (an ok outcome if it is legal): the
    /// game's one legality predicate, whose reasons name the rule.
    virtual Outcome check(const ParsedAction& action) const = 0;
    /// check() of the action `text` names (parse errors are reasons too).
    Outcome check(std::string_view text) const;

    /// Every legal action of the player to act, each notation once, in a deterministic order, with a
    /// one-line explanation. Builds strings: for people and tools.
    virtual std::vector<LegalAction> legalActions() const = 0;
    /// The same actions in the same order, parsed (no strings): for generic programs that pick one.
    virtual void legalActions(std::vector<ParsedAction>& out) const = 0;
    /// Every action of this table's notation, in the order of legalActions(): the legal actions are
    /// exactly those of them that check() accepts (the tests hold the fast tables to it).
    virtual void candidateActions(std::vector<ParsedAction>& out) const = 0;

    /// Applies `action` for the player to act after check(); on failure the state is unchanged and
    /// the outcome says why in one sentence. Appends the notation to history().
    Outcome apply(const ParsedAction& action);
    /// Parses `text` once and applies it; history() keeps the text as written.
    Outcome apply(std::string_view text);

    /// Every action applied since the start, in order. Actions applied on a game's typed fast path
    /// are kept typed and turned into their notation here, when first read (so this const reader
    /// may write the cache: don't call it on one state from two threads at once).
    const std::vector<std::string>& history() const
    {
        if (m_pendingHistory > 0)
            writePendingHistory();
        return m_history;
    }

    /// The sentence for move `index` (0-based, one move per action of history()) as `viewer` (a
    /// seat, or kTable) may read it, in the engine's language, seats named "player N": "player 0
    /// played Red +2: red moves from space 2 to space 4." It holds nothing `viewer` may not know, so
    /// the table's sentence (kTable) holds public information only.
    virtual std::string describeMove(std::size_t index, int viewer = kTable) const = 0;

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
    /// What `player` (a seat, or kTable: public information only) may know, as JSON (bots and
    /// tools). Games also offer a typed observation.
    virtual Json observationJson(int player) const = 0;
    /// A full state consistent with what `player` (a seat, or kTable) may know, its hidden parts
    /// drawn anew with `rng` (OpenSpiel's ResampleFromInfostate): the worlds the computer players
    /// search, and the tests' proof that observations and sentences keep secrets.
    virtual std::unique_ptr<State> resample(int player, Rng& rng) const = 0;

    virtual std::unique_ptr<State> clone() const = 0;
    /// Whether `other` is the same game in the same position, hidden parts and history included.
    virtual bool equals(const State& other) const = 0;
    /// A new game at this table (the same rules and seats) dealt from `seed`. Colours chosen
    /// openly (Ribbit) are dealt at random like the others.
    virtual std::unique_ptr<State> newGame(std::uint64_t seed) const = 0;

    /// The typed fast path for generic programs (the soak check, simulations): plays this position
    /// to its end, each action picked uniformly among the legal ones with `rng`, without building a
    /// string or a virtual call per action; `afterEach`, when given, sees the state after every
    /// action (and may throw to stop). Returns the actions played.
    virtual long long playRandomly(Rng& rng, const std::function<void(const State&)>& afterEach = {}) = 0;
    /// `games` new games of this table (seeds firstSeed, firstSeed + 1, ...), each played to its end
    /// as by playRandomly(): the benchmarks' random playouts. Returns the actions played in all.
    virtual long long playRandomGames(std::uint64_t firstSeed, long long games, Rng& rng) const = 0;

protected:
    /// Applies an action already known to pass check(). Must not fail.
    virtual void doApply(const ParsedAction& action) = 0;
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
    Outcome applyChecked(const ParsedAction& action, std::string_view text);
    void writePendingHistory() const;

    mutable std::vector<std::string> m_history;
    mutable std::size_t m_pendingHistory = 0; ///< actions at the end of the history not yet in m_history
};

struct Record;
class Bot;
struct BotOptions;
struct SimulationSpec;
struct SimulationSummary;

/// Called with each finished game of a simulation (bots/simulation.h: simulateGames()) and its
/// record, on the thread that played it, when records are wanted. An exception it throws stops the
/// simulation and is thrown again by simulateGames().
using RecordSink = std::function<void(int game, const Record& record)>;

/// A rule set that the generic tests and the soak check play (OpenSpiel's game parameters for its
/// basic tests): its options for the game with `seed`, which may vary with the seed so that many
/// seeds cover every option.
struct RuleSet
{
    std::string name; ///< "" for the game's main rule set, e.g. "advanced" (named "mini-advanced")
    std::function<Json(std::uint64_t seed)> options;
};

/// A review's calibration of the chances to win for one player count (engine/review/review.h,
/// calibratedChance(); docs/ai.md, "Calibration"): the Hard search's chance for the acting seat
/// (0..1), which runs high or low by game and player count, mapped towards the share of such
/// decisions whose seat won, in games between equally strong computer players (in games between
/// levels the stronger seat wins more often than any chance says). One logistic curve in the
/// log-odds, curve = 1 / (1 + e^-(intercept + slope * ln(raw / (1 - raw)))), applied in full at
/// even chances and fading to the search's own towards 0 and 1: calibrated = raw + 4 raw (1 - raw)
/// (curve - raw). Smooth and increasing, so a difference of chances keeps its sign and changes size
/// gradually (at most about twice, never the curve's stretch near 0 and 1); 0 and 1 (a game the
/// search finds lost or won) stay so. Fitted by maximum likelihood (of the map as applied, faded)
/// and checked on games it was not fitted to by tests/benchmarks/fit_calibration.py --cv.
struct ChanceCalibration
{
    int players = 2;
    double intercept = 0; ///< in log-odds; below 0 where the acting seat's chance runs high
    double slope = 1;     ///< above 1 where the search is too timid, below 1 where too sure
};

/// A game the engine knows: its registry entry (OpenSpiel's REGISTER_SPIEL_GAME), made in the
/// game's own folder and registered there with TIDEPOOL_REGISTER_GAME. Everything generic code
/// needs of a game is here or on its State: the CLI, the soak check, the generic tests, the bots'
/// factory and the app read games() and never name a game.
struct GameInfo
{
    std::string name;  ///< as in records: "ribbit"
    std::string title; ///< for people: "Ribbit" (TP_NOOP'd; the app translates it)
    int minPlayers = 2;
    int maxPlayers = 5;
    std::vector<OptionInfo> options;
    /// Builds the starting position (seed or explicit setup) of a record; actions are not applied.
    std::function<Expected<std::unique_ptr<State>>(const Record&)> start;

    /// The computer players' levels this game has besides "random" (which every game has), easiest
    /// first: "easy", "medium", "hard" (docs/ai.md).
    std::vector<std::string> botLevels;
    /// A computer player of `level` (one of botLevels) whose choices follow from `seed` (makeBot()
    /// derives it from the record's seed and the seat).
    std::function<std::unique_ptr<Bot>(const std::string& level, std::uint64_t seed, const BotOptions& options)> makeBot;
    /// Plays a simulation's games (simulateGames(), bots/simulation.h) on the game's typed fast path,
    /// each dealt from `start` (the first game's starting position: this game's State, checked by
    /// simulateGames()). The game's folder sets it to bots/typed_simulation.h's simulateTyped() with
    /// its state type and its typed bots (makeTypedBot); nullptr: simulations refuse the game.
    Expected<SimulationSummary> (*simulate)(const State& start, const SimulationSpec& spec,
                                            const RecordSink& sink) = nullptr;

    /// An online table's position (docs/online.md, "The app's client"): reads `observation`, one
    /// seat's observationJson() as the game server sends it (untrusted), back into the game's typed
    /// observation, checks that it is a possible position of `table`'s rule set and seats (its
    /// options and players; its seed and setup are not used), and returns a world consistent with it:
    /// the hidden parts drawn as State::resample() draws them, from Rng(seed), so the same seed gives
    /// the same world. Its history() is `table.actions`; its moves are not known (the observation
    /// does not carry them), so moves() starts empty. Errors name the field:
    /// `observation: "handSizes" must be a list of 3 whole numbers 0..5`.
    std::function<Expected<std::unique_ptr<State>>(const Record& table, const Json& observation, std::uint64_t seed)>
        fromObservationJson;

    /// The rule sets the generic tests and the soak check play, the main one first (at least one).
    std::vector<RuleSet> ruleSets;
    /// The game's invariants after any action (cards and pieces all there once, counts in range):
    /// nullptr when they hold, else the broken one (a literal; it builds no string, as the soak check
    /// calls it after every action). `state` is this game's.
    const char* (*invariants)(const State& state) = nullptr;
    /// No random game may take more actions (the generic tests and the soak check fail one that does).
    int maxActions = 10000;
    /// The reviews' calibration of chances, at most one per player count; a count without one (or
    /// an empty list) keeps the search's chances as found (another count's map would be wrong: a
    /// fair share differs).
    std::vector<ChanceCalibration> chanceCalibrations;
};

/// Adds `game` to games(). Called by TIDEPOOL_REGISTER_GAME, before main(); returns true.
bool registerGame(GameInfo (*describe)());

/// Registers a game from its own folder: `TIDEPOOL_REGISTER_GAME(ribbit, &tidepool::ribbit::gameInfo)`
/// at global scope in one of its source files. The symbol `tidepool_registered_game_<name>` it
/// defines lets a test check that the game is linked into a program (engine/CMakeLists.txt links
/// every game's library whole, so the registration is never dropped).
#define TIDEPOOL_REGISTER_GAME(name, describe)                                                                      \
    extern "C" {                                                                                                    \
    extern const bool tidepool_registered_game_##name;                                                             \
    const bool tidepool_registered_game_##name = ::tidepool::registerGame(describe);                               \
    }

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

/// The names of TIDEPOOL_GAMES in engine/CMakeLists.txt, in order, separated by spaces ("ribbit mini
/// ripple"): the games every program holds (a generated source, game_order.cpp.in).
extern const char* const kListedGames;

/// Every registered game, in the order of TIDEPOOL_GAMES in engine/CMakeLists.txt (the order the
/// app lists them), then any game not listed there (a test program's example game) by name.
/// Complete from the start of main().
const std::vector<GameInfo>& games();
/// The game called `name`, or nullptr.
const GameInfo* findGame(std::string_view name);

/// Checks a record's "options" object against a game's OptionInfo list and returns every option
/// as text, defaults filled in. Errors name the option: `unknown option "foo"`, `option deck: ...`.
Expected<std::map<std::string, std::string>> resolveOptions(const GameInfo& game, const Json& options);

} // namespace tidepool

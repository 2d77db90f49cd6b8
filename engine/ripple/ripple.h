#pragma once
// Ripple: a beach card game. Each player builds a beach of ten cards in two rows, face down at
// first, and swaps cards in to make matches, block sets and completed combos for the lowest score
// over three rounds. There are no secret hands; face-down cards are hidden from everyone, their
// owner included. Source: the Ripple rulebook, decided by the rulings in app/ripple/README.md
// (numbered 1..12 there, as in the product's rulings). Card values come from the catalogue.
#include "catalogue.h"
#include "core/game.h"
#include "core/rng.h"
#include "core/typed_state.h"
#include "scoring.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tidepool::ripple {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;
/// The largest magnitude of a running total in a setup (`totals`, docs/game-record.md): far above any
/// real game, low enough that adding ten rounds of scores can never overflow an int.
inline constexpr int kMaxSetupTotal = 1000000;

/// The rule set: every option of the Ripple rulings, with their defaults.
struct Rules
{
    bool triggerPenalty = true; ///< ruling 10: +10 for ending the round above 0
    int rounds = 3;             ///< ruling 12: 1..10

    /// From a record's resolved options (see resolveOptions()).
    static Expected<Rules> fromOptions(const std::map<std::string, std::string>& options);
    /// Every option as record JSON.
    Json toOptions() const;
    bool operator==(const Rules&) const = default;
};

/// A discard pile (ruling 5): `P0`, `P1`, ... by owner; with two players each owner has two piles,
/// `P0a P0b P1a P1b`.
struct Pile
{
    int owner = 0;
    int half = -1; ///< 0 for pile a, 1 for pile b (two players); -1 with three or more players

    /// "P1", "P0a".
    std::string toString() const;
    /// Parses the form only ("P3", "P1b"); validFor() checks it against the table.
    static std::optional<Pile> parse(std::string_view text);
    bool validFor(int playerCount) const;
    /// Position in the list of piles: player 0's pile(s) first.
    int index() const { return half < 0 ? owner : owner * 2 + half; }
    static Pile ofIndex(int index, int playerCount);
    /// "player 1's discard pile", "player 0's pile a": in explanations and reasons.
    std::string displayName() const;
    /// "player 1's pile", "player 0's pile a": the pile's caption on the table and in the log.
    std::string label() const;
    /// "a" or "b" (two players: which of the owner's two piles), "" with three or more players.
    std::string halfName() const;
    auto operator<=>(const Pile&) const = default;
};
/// The number of discard piles at a table: one per player, two each with two players.
int pileCount(int playerCount);

/// Where the round is: players turning their first two cards up, playing, or the game over.
enum class Phase : std::uint8_t { Reveal, Play, Over };
/// Where a turn of the play phase is: draw (or take), hold the new card, hold a card about to be
/// discarded (rippling is possible), or turn a card up after discarding the drawn one.
enum class Step : std::uint8_t { Draw, Hold, Ripple, Flip };
std::string toString(Phase phase);
std::string toString(Step step);

/// The card in the acting player's hand: just drawn or taken, or replaced and about to be discarded
/// (a combo comes with the cards stacked behind it). Public: everyone sees it.
struct Held
{
    Card card;
    std::vector<Card> stacked;
    bool drawn = true; ///< drawn or taken this turn (else: about to be discarded)
    bool operator==(const Held&) const = default;
};

enum class ActionKind : std::uint8_t { Reveal, Draw, Take, Place, Stack, Discard, Flip };

/// One step of play (docs/game-record.md): `reveal <s> <t>`, `draw`, `take <pile>`, `place <s>`,
/// `stack <s>`, `discard`, `flip <s>`.
struct Action
{
    ActionKind kind = ActionKind::Draw;
    Slot slot;   ///< reveal (the lower slot), place, stack, flip
    Slot second; ///< reveal (the higher slot)
    Pile pile;   ///< take

    static Action reveal(int s, int t) { return Action{ActionKind::Reveal, Slot{s}, Slot{t}, {}}; }
    static Action draw() { return Action{ActionKind::Draw, {}, {}, {}}; }
    static Action take(Pile pile) { return Action{ActionKind::Take, {}, {}, pile}; }
    static Action place(int s) { return Action{ActionKind::Place, Slot{s}, {}, {}}; }
    static Action stack(int s) { return Action{ActionKind::Stack, Slot{s}, {}, {}}; }
    static Action discard() { return Action{ActionKind::Discard, {}, {}, {}}; }
    static Action flip(int s) { return Action{ActionKind::Flip, Slot{s}, {}, {}}; }

    std::string toString() const;
    /// Errors name the bad part: `unknown slot "12" (slots are 0-9)`.
    static Expected<Action> parse(std::string_view text);
    bool operator==(const Action&) const = default;
};

/// What one action did, for views and the log (public information).
struct Move
{
    int player = 0;
    int round = 1;
    Action action;
    std::optional<Card> card;       ///< the card drawn, taken, placed, stacked, discarded or turned up
    std::vector<Card> turnedUp;     ///< cards that were face down before this action (reveal, flip, place)
    bool ripple = false;            ///< place, stack: the card was the one about to be discarded (ruling 7)
    std::optional<Card> replaced;   ///< place: the card it replaced, held now (face up)
    bool madeMatch = false;         ///< place: the card matches its column partner now (ruling 8)
    std::optional<Card> combo;      ///< stack: the combo card it was stacked behind
    bool completedCombo = false;    ///< stack: the combo holds both icons it needs now
    std::optional<Pile> pile;       ///< take: the pile taken from; discard: the pile discarded onto
    bool extraTurn = false;         ///< stacking earned an extra turn
    bool endedTurn = false;         ///< the turn (or extra turn) is over
    bool triggeredRoundEnd = false; ///< the player ended their turn with every card face up (ruling 10)
    bool reshuffled = false;        ///< the next turn began by rebuilding the draw pile (ruling 11)
    bool roundEnded = false;        ///< the round was scored after this action
    bool operator==(const Move&) const = default;
};

/// A scored round.
struct RoundResult
{
    int round = 1;
    std::vector<ScoreBreakdown> scores; ///< per player
    std::optional<int> endedBy;         ///< who ended it with every card up (none: the draw pile ran out)
    bool drawPileRanOut = false;
    bool operator==(const RoundResult&) const = default;
};

/// A slot as everyone sees it: face-down cards are hidden (from their owner too).
struct ObservedCard
{
    std::optional<Card> card; ///< empty when face down
    bool up = false;
    std::vector<Card> stacked;
    bool matched = false; ///< face up, with its column partner face up showing the same icon (ruling 8)
    bool operator==(const ObservedCard&) const = default;
};
using ObservedBeach = std::array<ObservedCard, kSlotCount>;

/// The live score of a beach as everyone sees it (scoring.h's scoreVisible: its face-up cards,
/// matches and block sets only, rulings 8 and 9): what the table shows beside each beach's name.
ScoreBreakdown scoreVisible(const Catalogue& catalogue, const ObservedBeach& beach);
/// beachNews() of two beaches as everyone sees them (an Observation's, before and after an action).
BeachNews beachNews(const Catalogue& catalogue, const ObservedBeach& before, const ObservedBeach& after);

/// What one player may know. Ripple has no secret hands, so every player sees the same, except
/// that face-down cards are hidden from everyone.
struct Observation
{
    int player = 0;
    int playerCount = 0;
    Rules rules;
    Phase phase = Phase::Reveal;
    Step step = Step::Draw;
    std::optional<int> current; ///< nullopt once the game is over
    bool finished = false;
    int round = 1;
    std::vector<ObservedBeach> beaches;
    std::optional<Held> held;
    std::vector<Pile> piles;                      ///< every discard pile, in pile order
    std::vector<std::optional<Card>> discardTops; ///< per pile
    std::vector<int> discardSizes;                ///< per pile
    std::vector<Pile> nextPile;                   ///< per player: where their next discard goes
    int drawPileSize = 0;
    bool extraTurn = false;               ///< the current turn is an extra turn (draw pile only)
    std::optional<int> endTriggeredBy;    ///< the player whose all-face-up beach ends the round
    std::vector<std::vector<int>> scores; ///< per scored round, per player
    std::vector<int> totals;
    /// Who leads (ruling 12): the lowest total once a round has been scored, the winners once the
    /// game is over; empty before the first round's scoring.
    std::vector<int> leaders;
    std::vector<RoundResult> roundResults;
    std::vector<std::vector<Card>> discards; ///< per pile, every card (all face up), top at the back
    std::vector<Move> moves;
    std::vector<int> winners; ///< once finished
};

/// May `held` ripple into `slot` of `beach` (ruling 7): its column partner is face up with the same
/// icon, and the slot does not already make that match (a face-down slot is allowed: legality never
/// depends on a hidden card). An ok outcome, or why not.
Outcome checkRipplePlace(const Beach& beach, const Held& held, Slot slot);
/// May `held` be stacked behind the combo in `slot` (rulings 4, 7): a face-up combo that needs its
/// icon and lacks it, and the held card carries no stacked cards. An ok outcome, or why not.
Outcome checkStack(const Beach& beach, const Held& held, Slot slot);
/// checkRipplePlace() and checkStack() as yes/no, without building the reason (the fast path).
bool canRipplePlace(const Beach& beach, const Held& held, Slot slot);
bool canStack(const Beach& beach, const Held& held, Slot slot);

/// Reads `json`, a seat's (or kTable's) RippleState::observationJson() as the game server sends
/// it, back into the Observation of a table with `rules`, `playerCount` players and `catalogue`'s
/// deck, checking that it is a possible one (the cards add up to the deck, a held card exactly while
/// a turn holds one, counts in range). `moves` and `roundResults` are not in the JSON and stay empty;
/// `matched`, the piles, their tops and sizes and the leaders are worked out.
/// Errors name the field: `observation: "beaches": player 1 slot 4 must be face up to show a card`.
Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount,
                                          const Catalogue& catalogue);

/// The cards no one can see in `observation`: `catalogue`'s deck (card order) less every face-up
/// card and every card stacked under one, the held card and its stack, and every discard pile.
/// They are the face-down cards of every beach and the draw pile, in some order; used to value a
/// face-down card and to sample the worlds a player may be in.
std::vector<Card> unseenCards(const Observation& observation, const Catalogue& catalogue);

class RippleState final : public TypedState<RippleState, Action>
{
public:
    /// A new game dealt from `seed` (ruling 3), round 1, in the reveal phase.
    RippleState(Rules rules, int playerCount, std::uint64_t seed, std::shared_ptr<const Catalogue> catalogue);
    /// A position from an explicit setup (docs/game-record.md). Errors name the problem, e.g. a
    /// missing or extra card.
    static Expected<std::unique_ptr<RippleState>> fromSetup(Rules rules, int playerCount, const Json& setup,
                                                            std::uint64_t seed,
                                                            std::shared_ptr<const Catalogue> catalogue);

    std::string gameName() const override { return "ripple"; }
    int playerCount() const override { return m_playerCount; }
    std::optional<int> currentPlayer() const override;
    bool isFinished() const override { return m_phase == Phase::Over; }
    std::vector<int> winners() const override;
    /// Why the winners won, in one sentence naming the rule (ruling 12); empty before the end.
    std::string winReason() const override;
    /// Within the player's own turn, a take, a place onto a face-up card or the discard of the drawn
    /// card may be taken back; a draw, anything that turned a card up, and a finished turn may not.
    Outcome canUndo() const override;
    Json toJson() const override;
    Json observationJson(int player) const override;

    // The typed contract (core/typed_state.h).
    using TypedState::check;
    using TypedState::legalActions;
    using TypedState::candidateActions;
    /// The legality predicate (rulings 3-7): an ok outcome, or why `action` is refused now.
    Outcome check(const Action& action) const;
    /// Fast typed path (playouts, simulations): the legal actions into `out` (cleared first; empty
    /// once the game is over), with no strings and no allocation once `out` has room: the same
    /// actions in the same order as legalActions().
    void legalActions(std::vector<Action>& out) const;
    /// Every reveal, draw, take of each pile, place, stack, discard and flip, in that order.
    void candidateActions(std::vector<Action>& out) const;
    /// Fast typed path: applies `action`, which must be legal now (one of legalActions()). It is not
    /// re-validated (debug builds assert); the resulting state, history() included, is exactly that
    /// of apply(action.toString()).
    void applyLegal(const Action& action);
    /// A one-line sentence for a legal action ("Ripple the sun into slot 3 to match slot 8, ...").
    std::string explain(const Action& action) const;
    /// "player 0 rippled the sun into slot 3, replacing the face-down fish." Every part of a move is
    /// public (face-down cards are hidden from everyone), so the sentence is the same for every viewer.
    std::string describe(const Move& move, int viewer) const;
    /// The move `action` by `player` was, as this state just after it shows it: the cards it drew,
    /// took, placed, stacked, discarded or turned up are face up now. For a position that has no
    /// moves (read back from an observation: an online table), so that its sentence is describe()'s,
    /// the one a table at one screen logs. What the state after a move can't tell is left out (a
    /// ripple, a face-down card replaced, a reshuffle, a round's scores); nullopt when it shows
    /// none of the move (a new round was dealt after it) or `action` does not fit it.
    std::optional<Move> moveSeenAfter(const Action& action, int player) const;
    /// A world consistent with the observation (engine/ripple/ripple_bots.cpp, sampleWorld()).
    std::unique_ptr<RippleState> sampleWorld(int player, Rng& rng) const;
    /// A new game with these rules, players and catalogue dealt from `seed`.
    RippleState deal(std::uint64_t seed) const { return RippleState(m_rules, m_playerCount, seed, m_catalogue); }
    /// May the card of `slot` be one of the two the player to act turns up to open the round (ruling
    /// 3)? An ok outcome, or why not (the reveal phase names its two slots in one action).
    Outcome checkRevealPick(int slot) const;
    /// Placing the held card in `slot` of the acting player's beach makes a new match there (its
    /// column partner is face up with the same icon, and the slot does not already match it).
    bool placeMakesMatch(int slot) const;

    Observation observation(int player) const;
    const Rules& rules() const { return m_rules; }
    const Catalogue& catalogue() const { return *m_catalogue; }
    Phase phase() const { return m_phase; }
    Step step() const { return m_step; }
    int round() const { return m_round; }
    const Beach& beach(int player) const { return m_beaches[static_cast<std::size_t>(player)]; }
    const std::optional<Held>& held() const { return m_held; }
    /// Top of the draw pile is the back.
    const std::vector<Card>& drawPile() const { return m_drawPile; }
    /// Every discard pile in pile order (Pile::index()), each with its top at the back.
    const std::vector<std::vector<Card>>& discardPiles() const { return m_discards; }
    const std::vector<Card>& discardPile(Pile pile) const
    {
        return m_discards[static_cast<std::size_t>(pile.index())];
    }
    /// Where `player`'s next discard goes (ruling 5).
    Pile nextPile(int player) const;
    /// The current turn is an extra turn: its draw must come from the draw pile (ruling 6).
    bool isExtraTurn() const { return m_extraTurn; }
    /// The player who ended a turn with every card face up this round; the others have one last turn.
    std::optional<int> endTriggeredBy() const { return m_endTrigger; }
    /// Per scored round (since this state's start), per player.
    const std::vector<std::vector<int>>& roundScores() const { return m_scores; }
    /// Per player, including the totals of an explicit setup.
    const std::vector<int>& totals() const { return m_totals; }
    const std::vector<RoundResult>& roundResults() const { return m_roundResults; }
    const std::vector<Move>& moves() const { return m_moves; }
    /// Every card of the table: beaches (with stacked cards), the held card, the draw pile, the
    /// discard piles. Always the catalogue's 100 cards.
    std::vector<Card> allCards() const;

    /// A position consistent with `observation` whose hidden cards are given (the sampled worlds of
    /// the computer players, engine/bots/): `hidden` holds first the face-down cards, player by
    /// player and slot by slot, then the draw pile (back = top). The public parts come from the
    /// observation; `seed` drives later reshuffles. The caller keeps the cards consistent with it.
    static std::unique_ptr<RippleState> fromObservation(const Observation& observation, const std::vector<Card>& hidden,
                                                        std::uint64_t seed,
                                                        std::shared_ptr<const Catalogue> catalogue);

    /// GameInfo::fromObservationJson for Ripple: a world consistent with `observation` (a seat's
    /// observationJson(), untrusted) at a table of `table`'s rules and seats, its face-down cards and
    /// draw pile sampled from Rng(seed) as sampleWorld() does, with history() = `table.actions`, no
    /// moves and no round results (neither is in the JSON). Errors name the field.
    static Expected<std::unique_ptr<State>> fromObservationJson(const Record& table, const Json& observation,
                                                                std::uint64_t seed);

    bool operator==(const RippleState& other) const;

private:
    friend class TypedState<RippleState, Action>;
    RippleState() = default;
    void play(const Action& action);
    void dealRound();
    void finishReveal();
    void beginTurn();
    void endTurn();
    void endRound(bool drawPileRanOut);
    void reshuffle();
    Outcome checkReveal(const Action& action) const;
    Outcome checkPlay(const Action& action) const;
    std::string playerName(int player) const;

    Rules m_rules;
    std::shared_ptr<const Catalogue> m_catalogue;
    int m_playerCount = 0;
    Rng m_rng;
    std::vector<Beach> m_beaches;
    std::vector<Card> m_drawPile;              // back = top
    std::vector<std::vector<Card>> m_discards; // per pile, back = top
    std::vector<int> m_nextHalf;               // two players: per player, 0 (a) or 1 (b)
    int m_round = 1;
    Phase m_phase = Phase::Reveal;
    Step m_step = Step::Draw;
    int m_current = 0;
    std::optional<Held> m_held;
    bool m_extraTurn = false;
    bool m_extraEarned = false;
    std::optional<int> m_endTrigger;
    std::vector<std::vector<int>> m_scores;
    std::vector<int> m_totals;
    std::vector<RoundResult> m_roundResults;
    std::vector<Move> m_moves;
};

/// The game's registry entry (options with help texts, start from a record).
GameInfo gameInfo();

} // namespace tidepool::ripple

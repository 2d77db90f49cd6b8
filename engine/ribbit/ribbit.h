#pragma once
// Ribbit: a turtle race on a track where each player secretly backs one colour.
// Source: the Ribbit rulebook and its Vietnamese edition (Đua rùa), decided by the rulings in
// app/ribbit/README.md (numbered R1..R12 there, as in the product's rulings).
#include "core/game.h"
#include "core/inline_vector.h"
#include "core/rng.h"
#include "core/typed_state.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tidepool::ribbit {

inline constexpr int kColorCount = 5;
inline constexpr int kHandSize = 5;
inline constexpr int kDeckSize = 52;

/// A turtle colour. Letters R Y G B P, in this order everywhere (the deterministic order).
enum class Color : std::uint8_t { Red, Yellow, Green, Blue, Purple };
inline constexpr std::array<Color, kColorCount> kColors = {Color::Red, Color::Yellow, Color::Green,
                                                           Color::Blue, Color::Purple};
char toChar(Color color);
/// "red", "yellow", ...: used in explanations and reasons.
std::string colorName(Color color);
/// Parses one letter "R".."P"; nullopt otherwise.
std::optional<Color> parseColor(std::string_view text);

/// What a card does. Coloured kinds name a turtle; rainbow kinds let the player pick any turtle;
/// last kinds move a turtle on the rearmost occupied space (R4).
enum class CardKind : std::uint8_t {
    Plus,        ///< `R+`: the red turtle +1
    PlusPlus,    ///< `R++`: +2
    Minus,       ///< `R-`: -1
    AnyPlus,     ///< `*+`: any turtle +1
    AnyMinus,    ///< `*-`: any turtle -1 (classic deck)
    AnyPlusPlus, ///< `*++`: any turtle +2 (ribbit-text deck)
    Last,        ///< `^`: a last turtle +1
    LastLast,    ///< `^^`: a last turtle +2
};

/// The dense index 0..19 of the card of `kind` (and `color`, for a coloured kind) in the card
/// order: coloured cards by colour, then kind (+, ++, -), then *+ *- *++ ^ ^^ (Card::index()).
constexpr int cardIndex(CardKind kind, Color color)
{
    const int k = static_cast<int>(kind);
    return k <= static_cast<int>(CardKind::Minus) ? static_cast<int>(color) * 3 + k
                                                  : 15 + k - static_cast<int>(CardKind::AnyPlus);
}
/// cardIndex() of every kind (row) and colour (column), for Card::index().
inline constexpr std::array<std::array<std::uint8_t, kColorCount>, 8> kCardIndex = [] {
    std::array<std::array<std::uint8_t, kColorCount>, 8> table{};
    for (std::size_t k = 0; k < table.size(); ++k)
        for (std::size_t c = 0; c < table[k].size(); ++c)
            table[k][c] = static_cast<std::uint8_t>(cardIndex(static_cast<CardKind>(k), static_cast<Color>(c)));
    return table;
}();

/// A Ribbit card. Ordered: coloured cards by colour (+, ++, -), then *+ *- *++ ^ ^^.
struct Card
{
    CardKind kind = CardKind::Plus;
    Color color = Color::Red; ///< meaningful only for coloured kinds (Red otherwise)

    static constexpr Card colored(CardKind kind, Color color) { return Card{kind, color}; }
    static constexpr Card neutral(CardKind kind) { return Card{kind, Color::Red}; }

    constexpr bool isColored() const { return kind <= CardKind::Minus; }
    constexpr bool isRainbow() const { return kind >= CardKind::AnyPlus && kind <= CardKind::AnyPlusPlus; }
    constexpr bool isLast() const { return kind >= CardKind::Last; }
    constexpr bool isRetreat() const { return kind == CardKind::Minus || kind == CardKind::AnyMinus; }
    /// Spaces moved: +1, +2 or -1.
    int steps() const;
    /// A dense index 0..19 in the card order.
    constexpr int index() const
    {
        // Looked up (hands are kept sorted by it in playouts): cardIndex() of its kind and colour.
        return kCardIndex[static_cast<std::size_t>(kind)][static_cast<std::size_t>(color)];
    }
    static constexpr Card fromIndex(int index)
    {
        if (index < 15)
            return colored(static_cast<CardKind>(index % 3), static_cast<Color>(index / 3));
        return neutral(static_cast<CardKind>(static_cast<int>(CardKind::AnyPlus) + index - 15));
    }

    /// Notation of docs/game-record.md: "R+", "Y++", "G-", "*+", "*-", "*++", "^", "^^".
    std::string toString() const;
    static std::optional<Card> parse(std::string_view text);
    /// "Red +1", "Rainbow −1", "Last turtle +2", with a true minus sign: for people, on screen, in the
    /// log, reasons and explanations.
    std::string displayName() const;

    auto operator<=>(const Card& other) const { return index() <=> other.index(); }
    bool operator==(const Card& other) const { return index() == other.index(); }

};
inline constexpr int kCardTypes = 20;
inline constexpr int kMaxPlayers = 5;

/// A hand: at most kHandSize cards, in card order. Stored in place (no allocation; converts to
/// std::vector<Card> and compares with one).
using Hand = InlineVector<Card, kHandSize>;
/// A pile of cards (the draw pile, the played pile), back = top. Stored in place like Hand.
using CardPile = InlineVector<Card, kDeckSize>;

enum class Deck { Classic, RibbitText };
enum class RetreatAtStart { Forbidden, NoEffect };

/// The rule set: every option of the Ribbit rulings, with their defaults.
struct Rules
{
    Deck deck = Deck::Classic;                                  ///< R2
    bool startStacked = false;                                  ///< R3
    RetreatAtStart retreatAtStart = RetreatAtStart::Forbidden;  ///< R5
    bool openColors = false;                                    ///< R10
    int trackLength = 10;                                       ///< R1: spaces incl. START and finish, 6..20
    int firstPlayer = 0;                                        ///< R12: the seat that starts

    int finish() const { return trackLength - 1; }
    /// The 52 cards of the rule set's deck, in card order.
    std::vector<Card> deckCards() const;
    /// From a record's resolved options (see resolveOptions()).
    static Expected<Rules> fromOptions(const std::map<std::string, std::string>& options);
    /// Every option as record JSON.
    Json toOptions() const;
    bool operator==(const Rules&) const = default;
};

inline constexpr int kMaxTrackLength = 20; ///< R1: the longest track the option allows

/// A stack of turtles, bottom first. Stored in place (no allocation; docs/performance.md).
using Stack = InlineVector<Color, kColorCount>;
/// The stacks on one space: at most one, except on an unstacked START.
using Space = InlineVector<Stack, kColorCount>;

/// The track: for each space 0..finish, the stacks on it. Only an unstacked START holds several.
/// Stored in place: copying a track copies no heap memory.
struct Track
{
    InlineVector<Space, kMaxTrackLength> spaces;

    struct Place
    {
        int space = 0;
        int stack = 0;  ///< index among the space's stacks
        int height = 0; ///< 0 = bottom
    };
    Place find(Color turtle) const;
    /// The turtles above `turtle` in its stack, bottom first (they ride along when it moves).
    std::vector<Color> riders(Color turtle) const;
    /// The rearmost occupied space (R4).
    int rearmost() const;
    bool operator==(const Track&) const = default;
};

/// One action: play `card` on `turtle`, or discard `card` with no effect (R6).
struct Action
{
    Card card;
    std::optional<Color> turtle; ///< empty for a discard
    bool isDiscard() const { return !turtle.has_value(); }
    /// "R+ R", "^ B", "discard G-".
    std::string toString() const;
    /// Errors name the bad part: `unknown card "X+"`.
    static Expected<Action> parse(std::string_view text);
    bool operator==(const Action&) const = default;
};

/// What happened on the last turn, for views and the log (public information).
struct Move
{
    int player = 0;
    Action action;
    int from = 0;               ///< space the turtle left (equal to `to` when nothing moved)
    int to = 0;
    Stack carried;              ///< riders that moved along (converts to std::vector<Color>)
    /// The turtle it landed on: the top of the stack it climbed onto (R3), if any; none for a
    /// move to an empty space, onto START (unstacked), a discard or a move that changed nothing.
    std::optional<Color> onto;
    bool finished = false;      ///< the move ended the race
    bool reshuffled = false;    ///< the draw pile was rebuilt from the played cards after it
    bool operator==(const Move&) const = default;
};

/// Ranking groups, best first; turtles in one group are tied (separate stacks on START, R8).
using RankingGroups = std::vector<std::vector<Color>>;
RankingGroups rankingGroups(const Rules& rules, const Track& track);

/// What one player may know (R10: all colours are open with openColors, and at the end).
struct Observation
{
    int player = 0;
    int playerCount = 0;
    Rules rules;
    std::optional<int> current;                ///< nullopt when the race is over
    bool finished = false;
    Track track;
    std::vector<std::optional<Color>> colors;  ///< per player; only those this player may see
    std::vector<Card> hand;                    ///< this player's hand, in card order
    std::vector<int> handSizes;                ///< per player
    int drawPileSize = 0;
    std::vector<Card> playedCards;             ///< face-up played pile, oldest first
    std::vector<Move> moves;                   ///< every turn so far, oldest first (public)
    RankingGroups ranking;
    std::vector<int> winners;                  ///< once finished
};

/// Is `card` playable on `turtle` (with this track and rules)? An ok outcome, or why not.
Outcome checkPlay(const Rules& rules, const Track& track, Card card, Color turtle);
/// Why `card` cannot be played on any turtle, or an ok outcome if it can (R5, R4).
Outcome checkCard(const Rules& rules, const Track& track, Card card);
/// Is `card` playable on `turtle`: checkPlay() without building the reason (the fast path).
bool isPlayable(const Rules& rules, const Track& track, Card card, Color turtle);
/// The legal actions for a hand on a track, each notation once, in card then colour order (R6).
std::vector<Action> legalActions(const Rules& rules, const Track& track, std::span<const Card> hand);
/// The same actions into `out` (cleared first), without allocating once `out` has room.
void legalActions(const Rules& rules, const Track& track, std::span<const Card> hand, std::vector<Action>& out);
/// "Red +1: red moves from space 2 to space 3, carrying yellow".
std::string explain(const Rules& rules, const Track& track, const Action& action);
/// The track after `action` (which must be legal), and what moved.
Track applyMove(const Rules& rules, const Track& track, const Action& action, Move* move = nullptr);
/// Where `action` (legal, played on a turtle) leaves that turtle: its place on the track after the
/// move (R3-R5; its riders stand on it). For previews ("where would it land"); computed by
/// applyMove(). A discard leaves nothing moved: the place is the turtle's own (none: space -1).
Track::Place landing(const Rules& rules, const Track& track, const Action& action);
/// The same, changing `track` in place (the fast path).
void applyMoveInPlace(const Rules& rules, Track& track, const Action& action, Move* move = nullptr);

/// Reads `json`, a seat's (or kTable's) RibbitState::observationJson() as the game server sends
/// it, back into the Observation of a table with `rules` and `playerCount` players, checking that it
/// is a possible one (each turtle once on the track, cards no more than the deck holds, counts in
/// range). `moves` is not in the JSON and stays empty; the ranking is worked out from the track.
/// Errors name the field: `observation: "track": space 3: "Q" is not a turtle`.
Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount);

class RibbitState final : public TypedState<RibbitState, Action>
{
public:
    /// A new race dealt from `seed` (R3, R12). `chosen[i]` is player i's openly chosen colour
    /// (openColors only); the other colours are dealt at random.
    RibbitState(Rules rules, int playerCount, std::uint64_t seed,
                std::vector<std::optional<Color>> chosen = {});
    /// A position from an explicit setup (docs/game-record.md). Errors name the problem, e.g. a
    /// missing or extra card.
    static Expected<std::unique_ptr<RibbitState>> fromSetup(Rules rules, int playerCount, const Json& setup,
                                                            std::uint64_t seed);

    std::string gameName() const override { return "ribbit"; }
    int playerCount() const override { return m_playerCount; }
    std::optional<int> currentPlayer() const override;
    bool isFinished() const override { return m_finished; }
    std::vector<int> winners() const override;
    /// Why the winner won, in one sentence naming the rule (R8, R9); empty before the end.
    std::string winReason() const override;
    /// Never: every Ribbit turn ends with a card drawn (or ends the race).
    Outcome canUndo() const override;
    /// The play of `action` without the draw that ends the turn: the track, the hand less the card,
    /// the card on the played pile and the move in moves(); the same player to act and the race not
    /// over, even when the play ends it (see State::preview).
    std::unique_ptr<State> preview(std::string_view action) const override;
    Json toJson() const override;
    Json observationJson(int player) const override;

    // The typed contract (core/typed_state.h).
    using TypedState::check;
    using TypedState::legalActions;
    using TypedState::candidateActions;
    /// The legality predicate (R4, R5, R6): an ok outcome, or why `action` is refused now.
    Outcome check(const Action& action) const;
    /// Fast typed path (playouts, simulations): the legal actions into `out` (cleared first; empty
    /// once the race is over), with no strings and no allocation once `out` has room: the same
    /// actions in the same order as legalActions().
    void legalActions(std::vector<Action>& out) const;
    /// The number of legal actions, legalActions(out).size(), counted without writing them (the
    /// turtles each held card type may move, as bit sets): 0 once the race is over.
    std::size_t legalActionCount() const;
    /// Legal action `k` (from 0) in legalActions()'s order, found without writing the list. `k` must
    /// be below legalActionCount() (debug builds assert; otherwise the result is unspecified).
    Action legalActionAt(std::size_t k) const;
    /// A random playout's move: legalActionAt(rng.below(legalActionCount())) (one draw from `rng`),
    /// which is the action legalActions()[rng.below(size)] picks, counted once; nullopt with nothing
    /// drawn once the race is over. tidepool::randomLegalAction() (core/typed_state.h) calls it.
    std::optional<Action> randomLegalAction(Rng& rng) const;
    /// Every play of every card type on every turtle, in card then colour order, then every discard.
    void candidateActions(std::vector<Action>& out) const;
    /// "Red +1: red moves from space 2 to space 3, carrying yellow" (a legal action).
    std::string explain(const Action& action) const { return ribbit::explain(m_rules, m_track, action); }
    /// Fast typed path: applies `action`, which must be legal now (one of legalActions()). It is not
    /// re-validated (debug builds assert); the resulting state, history() included, is exactly that
    /// of apply(action.toString()).
    void applyLegal(const Action& action);
    /// "player 0 played Red +2: red moves from space 2 to space 4, carrying yellow." Every part of a
    /// move is public, so the sentence is the same for every viewer.
    std::string describe(const Move& move, int viewer) const;
    /// A world consistent with `player`'s observation (engine/ribbit/ribbit_bots.cpp, sampleWorld()).
    std::unique_ptr<RibbitState> sampleWorld(int player, Rng& rng) const;
    /// A new race with these rules and players dealt from `seed`.
    RibbitState deal(std::uint64_t seed) const { return RibbitState(m_rules, m_playerCount, seed); }
    Observation observation(int player) const;
    const Rules& rules() const { return m_rules; }
    const Track& track() const { return m_track; }
    /// The space `turtle` stands on (0 = START), as track().find(turtle).space but without searching
    /// the track (kept up to date by every play); -1 for a turtle not on the track.
    int spaceOf(Color turtle) const { return m_spaceOf[static_cast<std::size_t>(turtle)]; }
    Color colorOf(int player) const { return m_colors[static_cast<std::size_t>(player)]; }
    /// In card order. Hand and CardPile are stored in place; each converts to std::vector<Card>.
    const Hand& hand(int player) const { return m_hands[static_cast<std::size_t>(player)]; }
    /// Top of the draw pile is the back.
    const CardPile& drawPile() const { return m_drawPile; }
    const CardPile& playedCards() const { return m_played; }
    const std::vector<Move>& moves() const { return m_moves; }
    RankingGroups ranking() const { return rankingGroups(m_rules, m_track); }

    /// A position consistent with `observation` whose hidden parts are given (the sampled worlds of
    /// the computer players, engine/bots/): every player's colour and hand, and the draw pile (back
    /// = top). The public parts (rules, track, played cards, turns, player to act) come from the
    /// observation; `seed` drives later reshuffles. The caller keeps the parts consistent with it.
    static std::unique_ptr<RibbitState> fromObservation(const Observation& observation, std::vector<Color> colors,
                                                        std::vector<std::vector<Card>> hands,
                                                        std::vector<Card> drawPile, std::uint64_t seed);

    /// GameInfo::fromObservationJson for Ribbit: a world consistent with `observation` (a seat's
    /// observationJson(), untrusted) at a table of `table`'s rules and seats, sampled from Rng(seed)
    /// as sampleWorld() does, with history() = `table.actions` and no moves. Errors name the field.
    static Expected<std::unique_ptr<State>> fromObservationJson(const Record& table, const Json& observation,
                                                                std::uint64_t seed);

    bool operator==(const RibbitState& other) const;

protected:
    void pendingHistoryText(std::size_t count, std::vector<std::string>& out) const override;

private:
    friend class TypedState<RibbitState, Action>;
    RibbitState() = default;
    /// `preview`: the play only (no draw, the turn and the game go on), see preview().
    void play(const Action& action, bool preview = false);
    void drawCard(int player, Move& move);
    /// Puts `card` into `player`'s hand in card order and marks its type held (m_held).
    void addToHand(int player, Card card);
    /// Recomputes the fields derived from the track and the hands (m_spaceOf, m_turtlesOn,
    /// m_onTrack, m_held) after they are set up other than by play().
    void derive();

    Rules m_rules;
    int m_playerCount = 0;
    Rng m_rng;
    InlineVector<Color, kMaxPlayers> m_colors;
    InlineVector<Hand, kMaxPlayers> m_hands; // each kept in card order
    CardPile m_drawPile;                     // back = top
    CardPile m_played;                       // back = top
    Track m_track;
    int m_current = 0;
    bool m_finished = false;
    std::vector<Move> m_moves;
    /// Per turtle, its space on m_track (derived from it, kept up to date by play(): legal actions
    /// and moves need not search the track).
    std::array<int, kColorCount> m_spaceOf{};
    /// Per space, its turtles as a bit set (bit i: colour i), and every turtle on the track: also
    /// derived from the track and kept up to date by play() (legal actions read them).
    std::array<std::uint8_t, kMaxTrackLength> m_turtlesOn{};
    std::uint8_t m_onTrack = 0;
    /// Per player, the card types in their hand (bit i: Card::index() i), kept up to date by play().
    std::array<std::uint32_t, kMaxPlayers> m_held{};
};

/// The game's registry entry (options with help texts, start from a record).
GameInfo gameInfo();

} // namespace tidepool::ribbit

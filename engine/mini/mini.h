#pragma once
// Turtle Race Mini: a row of turtle tiles with no board; each player secretly backs one colour.
// Source: the Turtle Race Mini rulebook, decided by the rulings in app/mini/README.md (M1..M9
// there, as in the product's rulings). Basic game: one race. Advanced variant: several races; after
// each, the first two non-black tiles finish, and the first colour with both tiles finished wins.
#include "core/game.h"
#include "core/inline_vector.h"
#include "core/rng.h"
#include "core/typed_state.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tidepool::mini {

inline constexpr int kPlayerColorCount = 5; ///< R Y G B P: the colours a player can hold
inline constexpr int kColorCount = 6;       ///< and K, black (neutral)
inline constexpr int kTileCount = 12;
inline constexpr int kHandSize = 5;
inline constexpr int kDeckSize = 50;
inline constexpr int kLettuceCount = 3; ///< the third one laid out ends the race (M5)

/// A turtle colour. Letters R Y G B P K, in this order everywhere (the deterministic order).
enum class Color : std::uint8_t { Red, Yellow, Green, Blue, Purple, Black };
inline constexpr std::array<Color, kPlayerColorCount> kPlayerColors = {
    Color::Red, Color::Yellow, Color::Green, Color::Blue, Color::Purple};
inline constexpr std::array<Color, kColorCount> kColors = {Color::Red,  Color::Yellow, Color::Green,
                                                           Color::Blue, Color::Purple, Color::Black};
char toChar(Color color);
/// "red", ..., "black": used in explanations and reasons.
std::string colorName(Color color);
/// Parses one letter "R".."P" or "K"; nullopt otherwise.
std::optional<Color> parseColor(std::string_view text);

/// A turtle tile: colour and number, "G1", "K2" (M1). Ordered R1 R2 Y1 ... P2 K1 K2.
struct Tile
{
    Color color = Color::Red;
    int number = 1; ///< 1 or 2

    bool isBlack() const { return color == Color::Black; }
    /// A dense index 0..11 in tile order.
    int index() const { return static_cast<int>(color) * 2 + number - 1; }
    static Tile fromIndex(int index) { return Tile{static_cast<Color>(index / 2), index % 2 + 1}; }
    std::string toString() const;
    static std::optional<Tile> parse(std::string_view text);

    auto operator<=>(const Tile& other) const { return index() <=> other.index(); }
    bool operator==(const Tile& other) const { return index() == other.index(); }
};
/// The 12 tiles in tile order.
std::vector<Tile> allTiles();

/// What a card does. Coloured kinds move a tile of the card's colour; multicolour kinds move any
/// tile, black included (M2); Shake shakes a stack (M4); Lettuce is never held (M5).
enum class CardKind : std::uint8_t {
    PlusThree,     ///< `R+++`: a red tile +3 (1 per colour)
    PlusTwo,       ///< `R++`: +2 (2 per colour)
    MinusTwo,      ///< `R--`: -2 (1 per colour)
    AnyPlus,       ///< `*+`: any tile +1 (6)
    AnyPlusTwo,    ///< `*++`: +2 (6)
    AnyMinus,      ///< `*-`: -1 (3)
    AnyMinusTwo,   ///< `*--`: -2 (4)
    AnyMinusThree, ///< `*---`: -3 (2)
    Shake,         ///< `shake` (6)
    Lettuce,       ///< `lettuce` (3)
};

/// A Mini card. Ordered: coloured cards by colour (+++, ++, --), then *+ *++ *- *-- *---, shake,
/// lettuce: the order of legal actions.
struct Card
{
    CardKind kind = CardKind::PlusThree;
    Color color = Color::Red; ///< meaningful only for coloured kinds (Red otherwise)

    static Card colored(CardKind kind, Color color) { return Card{kind, color}; }
    static Card neutral(CardKind kind) { return Card{kind, Color::Red}; }

    bool isColored() const { return kind <= CardKind::MinusTwo; }
    bool isMulticolor() const { return kind >= CardKind::AnyPlus && kind <= CardKind::AnyMinusThree; }
    bool isMove() const { return kind <= CardKind::AnyMinusThree; }
    bool isShake() const { return kind == CardKind::Shake; }
    bool isLettuce() const { return kind == CardKind::Lettuce; }
    /// Places moved: +3 .. -3 (positive is forward); 0 for shake and lettuce.
    int steps() const;
    /// A dense index 0..21 in the card order.
    int index() const
    {
        if (isColored())
            return static_cast<int>(color) * 3 + static_cast<int>(kind);
        return 15 + static_cast<int>(kind) - static_cast<int>(CardKind::AnyPlus);
    }
    static Card fromIndex(int index)
    {
        if (index < 15)
            return colored(static_cast<CardKind>(index % 3), static_cast<Color>(index / 3));
        return neutral(static_cast<CardKind>(static_cast<int>(CardKind::AnyPlus) + index - 15));
    }

    /// Notation of docs/game-record.md: "R+++", "Y++", "G--", "*+", "*---", "shake", "lettuce".
    std::string toString() const;
    static std::optional<Card> parse(std::string_view text);
    /// "Red +3", "Multicolour −2", "Shake", "Lettuce", with a true minus sign: for people, on screen, in the
    /// log, reasons and explanations.
    std::string displayName() const;

    auto operator<=>(const Card& other) const { return index() <=> other.index(); }
    bool operator==(const Card& other) const { return index() == other.index(); }
};
inline constexpr int kCardTypes = 22;

enum class Variant { Basic, Advanced };

/// The rule set: every option of the Mini rulings, with their defaults.
struct Rules
{
    bool openEnds = false;            ///< M3: an overshooting mover becomes a new end stack
    Variant variant = Variant::Basic; ///< M8
    int firstPlayer = 0;              ///< the seat that plays first, 0-based (the rulebook: "The youngest player starts")

    bool advanced() const { return variant == Variant::Advanced; }
    /// The 50 cards of the deck, in card order.
    static std::vector<Card> deckCards();
    /// From a record's resolved options (see resolveOptions()).
    static Expected<Rules> fromOptions(const std::map<std::string, std::string>& options);
    /// Every option as record JSON.
    Json toOptions() const;
    bool operator==(const Rules&) const = default;
};

/// A stack of tiles, bottom first. Stored in place (no allocation; docs/performance.md).
using Stack = InlineVector<Tile, kTileCount>;

/// The race: a row of stacks, front first, with no gaps (M1). Stack 0 is the front.
struct Row
{
    std::vector<Stack> stacks;

    struct Place
    {
        int stack = -1; ///< index in the row, 0 = front; -1 when the tile is not in the row
        int height = 0; ///< 0 = bottom
    };
    Place find(Tile tile) const;
    bool contains(Tile tile) const { return find(tile).stack >= 0; }
    /// The tiles above `tile` in its stack, bottom first (they ride along when it moves).
    std::vector<Tile> riders(Tile tile) const;
    int size() const { return static_cast<int>(stacks.size()); }
    /// Ranking (M7): front stack first, each stack bottom first.
    std::vector<Tile> ranking() const;
    /// Every stack split into a row behind its bottom tile, lowest first (M8): one tile a stack,
    /// in ranking order.
    Row split() const;
    /// "G1 | B2 K1 | R2": front first, each stack bottom first.
    std::string toString() const;
    bool operator==(const Row&) const = default;
};

/// One action: play `card` aimed at `tile`, or with no tile (`<card> -`, when the card has no
/// tile to aim at).
struct Action
{
    Card card;
    std::optional<Tile> tile;
    /// "R++ R2", "*--- K1", "shake G1", "shake -".
    std::string toString() const;
    /// Errors name the bad part: `unknown card "X+"`, `unknown tile "Z9"`.
    static Expected<Action> parse(std::string_view text);
    bool operator==(const Action&) const = default;
};

/// The end of one race (public): the between-races screen and the final reveal read it.
struct RaceEnd
{
    int race = 1;               ///< the race that ended (1-based)
    int player = 0;             ///< who laid out the third lettuce
    std::vector<Tile> ranking;  ///< that race's final ranking, best first (finishers included)
    std::vector<Tile> finished; ///< advanced: the two tiles that finished and left, best first
    /// advanced: the black tiles ranked ahead of the last finisher, best first: black tiles never
    /// finish, so they were passed over and run again (M8)
    std::vector<Tile> passedOver;
    Row row;                    ///< the row as the race left it (finishers included)
    Row nextRow;                ///< the next race's starting row (split); empty when the game ended
    bool gameOver = false;
    bool operator==(const RaceEnd&) const = default;
};

/// What happened on one turn, for views and the log (public information).
struct Move
{
    int player = 0;
    Action action;
    bool changed = false;          ///< the row changed (false: the card was played with no effect)
    int from = -1;                 ///< stack the mover left (move cards), or the shaken stack
    int to = -1;                   ///< stack it landed in, in the row after the move
    std::optional<Tile> onto;      ///< the tile it landed on (a move that changed the row), if any
    int rowSize = 0;               ///< stacks in the row right after the play (before any race's end)
    std::vector<Tile> carried;     ///< riders that moved along, or the tiles shaken off
    int lettuces = 0;              ///< lettuces laid out by the draws of this turn
    int lettucesOut = 0;           ///< lettuces out in the race being run after this turn (0..3)
    bool reshuffled = false;       ///< the draw pile was rebuilt from the discard pile (M6)
    std::vector<RaceEnd> raceEnds; ///< races this turn ended (normally none or one)
    bool operator==(const Move&) const = default;
};

/// The tiles `card` may aim at on `row`, in tile order (M2, M4): a coloured card the tiles of its
/// colour still racing; a multicolour card every tile in the row; shake the bottom tiles of stacks
/// of two or more. Empty: the card is played as `<card> -`, with no effect. Lettuce: none.
std::vector<Tile> targets(const Row& row, Card card);
/// Is `action` legal on `row` for a player who holds its card? An ok outcome, or why not.
Outcome checkPlay(const Rules& rules, const Row& row, const Action& action);
/// The legal actions for a hand on a row, each notation once, in card then tile order.
std::vector<Action> legalActions(const Rules& rules, const Row& row, const std::vector<Card>& hand);
/// The same actions into `out` (cleared first), without allocating once `out` has room.
void legalActions(const Rules& rules, const Row& row, const std::vector<Card>& hand, std::vector<Action>& out);
/// The row after `action` (which must pass checkPlay), and what moved (M3, M4).
Row applyPlay(const Rules& rules, const Row& row, const Action& action, Move* move = nullptr);
/// The same, changing `row` in place (the fast path).
void applyPlayInPlace(const Rules& rules, Row& row, const Action& action, Move* move = nullptr);
/// Where a move card takes the tile it aims at (with its riders), on the row before the move (M3):
/// onto stack `stack` (its index now), to a new stack in front of the front one or behind the
/// back one (open ends), or nowhere (None: no effect, a shake, a lettuce, no tile). For previews
/// ("where would it land"); computed by the same rule applyPlay() moves by.
struct Landing
{
    enum Kind { None, Onto, NewFront, NewBack } kind = None;
    int stack = -1; ///< for Onto: the stack landed on (its index in the row before the move)
    bool operator==(const Landing&) const = default;
};
/// The landing of `action` (which must pass checkPlay) on `row`.
Landing landing(const Rules& rules, const Row& row, const Action& action);
/// Whether a legal `action` changes the row; false for a play "with no effect" (M3, M4).
bool hasEffect(const Rules& rules, const Row& row, const Action& action);
/// One line for people: "Green +2 on G1: moves from stack 4 to stack 2, onto B2, carrying Y1";
/// a play that changes nothing says so ("... G1 is already in front: no effect").
std::string explain(const Rules& rules, const Row& row, const Action& action);
/// The first two non-black tiles of a ranking: those that finish a race (advanced, M8).
std::vector<Tile> finishers(const std::vector<Tile>& ranking);

/// What one player may know. Colours are secret until the game ends (both variants).
struct Observation
{
    int player = 0;
    int playerCount = 0;
    Rules rules;
    std::optional<int> current; ///< nullopt when the game is over
    bool finished = false;
    Row row;
    int lettuce = 0;                          ///< lettuces laid out in this race (0..3)
    int round = 1;                            ///< the race being run (advanced), 1-based
    std::vector<Tile> out;                    ///< tiles that finished earlier races, in order
    std::vector<int> outRaces;                ///< per tile of `out`, the race it finished (1-based, M8)
    std::vector<std::optional<Color>> colors; ///< per player; only those this player may see
    std::vector<Card> hand;                   ///< this player's hand, in card order
    std::vector<int> handSizes;               ///< per player
    int drawPileSize = 0;
    std::vector<Card> discard; ///< face-up discard pile, oldest first
    std::vector<Move> moves;   ///< every turn so far, oldest first (public)
    std::vector<Tile> ranking; ///< out tiles in finishing order, then the row's ranking
    std::vector<int> winners;  ///< once finished
    std::string winReason;     ///< once finished
};

/// Per card type (Card::index(), kCardTypes counts), how many of the deck's cards (M5) `observation`'s
/// player cannot see: the deck less its hand, the face-up discard pile and the lettuces laid out in
/// this race. They are the other hands and the draw pile; the lettuces among them are all in the
/// draw pile (a lettuce is never held, M5). Used to sample the worlds a player may be in.
std::array<int, kCardTypes> unseenCards(const Observation& observation);

/// Reads `json`, a seat's (or kTable's) MiniState::observationJson() as the game server sends it,
/// back into the Observation of a table with `rules` and `playerCount` players, checking that it is
/// a possible one (each tile once, cards no more than the deck holds, counts in range). `moves` and
/// `winReason` are not in the JSON and stay empty; `outRaces` is worked out (two tiles a race, M8).
/// Errors name the field: `observation: "row": "Z9" is not a tile`.
Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount);

class MiniState final : public TypedState<MiniState, Action>
{
public:
    /// A new game dealt from `seed`: colours, a random row of single tiles, hands of 5 (M5).
    MiniState(Rules rules, int playerCount, std::uint64_t seed);
    /// A position from an explicit setup (docs/game-record.md). Errors name the problem, e.g. a
    /// missing or extra card or tile.
    static Expected<std::unique_ptr<MiniState>> fromSetup(Rules rules, int playerCount, const Json& setup,
                                                          std::uint64_t seed);

    std::string gameName() const override { return "mini"; }
    int playerCount() const override { return m_playerCount; }
    std::optional<int> currentPlayer() const override;
    bool isFinished() const override { return m_finished; }
    std::vector<int> winners() const override;
    /// Why the winner won, in one sentence naming the rule (M7, M8); empty before the end.
    std::string winReason() const override;
    /// Never: every Mini turn ends with a card drawn (or ends a race).
    Outcome canUndo() const override;
    /// The play of `action` without the draw that ends the turn (nor the lettuces it may lay out,
    /// nor the race end they may bring): the row, the hand less the card, the card on the discard
    /// pile and the move in moves(); the same player to act (see State::preview).
    std::unique_ptr<State> preview(std::string_view action) const override;
    Json toJson() const override;
    Json observationJson(int player) const override;

    // The typed contract (core/typed_state.h).
    using TypedState::check;
    using TypedState::legalActions;
    using TypedState::candidateActions;
    /// The legality predicate (M2-M5): an ok outcome, or why `action` is refused now.
    Outcome check(const Action& action) const;
    /// Fast typed path (playouts, simulations): the legal actions into `out` (cleared first; empty
    /// once the game is over), with no strings and no allocation once `out` has room: the same
    /// actions in the same order as legalActions().
    void legalActions(std::vector<Action>& out) const;
    /// Each card type in card order: with no tile, then on each tile in tile order.
    void candidateActions(std::vector<Action>& out) const;
    /// "Green +2 on G1: moves from stack 4 to stack 2, onto B2, carrying Y1" (a legal action).
    std::string explain(const Action& action) const { return mini::explain(m_rules, m_row, action); }
    /// Fast typed path: applies `action`, which must be legal now (one of legalActions()). It is not
    /// re-validated (debug builds assert); the resulting state, history() included, is exactly that
    /// of apply(action.toString()).
    void applyLegal(const Action& action);
    /// "player 0 played Multicolour +1: B2 moves forward to the front stack, onto Y1." Every part of
    /// a move is public, so the sentence is the same for every viewer.
    std::string describe(const Move& move, int viewer) const;
    /// A world consistent with `player`'s observation (engine/mini/mini_bots.cpp, sampleWorld()).
    std::unique_ptr<MiniState> sampleWorld(int player, Rng& rng) const;
    /// A new game with these rules and players dealt from `seed`.
    MiniState deal(std::uint64_t seed) const { return MiniState(m_rules, m_playerCount, seed); }

    Observation observation(int player) const;
    const Rules& rules() const { return m_rules; }
    const Row& row() const { return m_row; }
    int lettuce() const { return m_lettuce; }
    int round() const { return m_round; }
    const std::vector<Tile>& out() const { return m_out; }
    Color colorOf(int player) const { return m_colors[static_cast<std::size_t>(player)]; }
    const std::vector<Card>& hand(int player) const { return m_hands[static_cast<std::size_t>(player)]; }
    /// Top of the draw pile is the back.
    const std::vector<Card>& drawPile() const { return m_drawPile; }
    /// Top of the discard pile is the back.
    const std::vector<Card>& discardPile() const { return m_discard; }
    const std::vector<Move>& moves() const { return m_moves; }
    /// Out tiles in finishing order, then the row's ranking (M7). The basic game: the row's.
    std::vector<Tile> ranking() const;
    /// The final ranking of the last race that ended (empty before the first race ends).
    const std::vector<Tile>& lastRaceRanking() const { return m_lastRace; }
    /// A position consistent with `observation` whose hidden parts are given (the sampled worlds of
    /// the computer players, engine/bots/): every player's colour and hand, and the draw pile (back
    /// = top, the lettuces not laid out included). The public parts come from the observation;
    /// `seed` drives later reshuffles. The caller keeps the parts consistent with it.
    static std::unique_ptr<MiniState> fromObservation(const Observation& observation, std::vector<Color> colors,
                                                      std::vector<std::vector<Card>> hands, std::vector<Card> drawPile,
                                                      std::uint64_t seed);

    /// GameInfo::fromObservationJson for Mini: a world consistent with `observation` (a seat's
    /// observationJson(), untrusted) at a table of `table`'s rules and seats, sampled from Rng(seed)
    /// as sampleWorld() does, with history() = `table.actions` and no moves. Errors name the field.
    static Expected<std::unique_ptr<State>> fromObservationJson(const Record& table, const Json& observation,
                                                                std::uint64_t seed);

    bool operator==(const MiniState& other) const;

protected:
    void pendingHistoryText(std::size_t count, std::vector<std::string>& out) const override;

private:
    friend class TypedState<MiniState, Action>;
    MiniState() = default;
    /// `preview`: the play only (no draw, the turn and the game go on), see preview().
    void play(const Action& action, bool preview = false);
    /// Draws for `player` until a non-lettuce card (M5, M6); false when the draw ended the race.
    bool drawCard(int player, Move& move);
    /// Ends the race (M5, M8); false when the game is over.
    bool endRace(int player, Move& move);

    struct Decision
    {
        std::vector<int> winners;
        std::string reason;
    };
    Decision decide(bool withReason = true) const; ///< without: winners only, no sentence

    Rules m_rules;
    int m_playerCount = 0;
    Rng m_rng;
    std::vector<Color> m_colors;
    std::vector<std::vector<Card>> m_hands; // each kept in card order
    std::vector<Card> m_drawPile;           // back = top
    std::vector<Card> m_discard;            // back = top
    Row m_row;
    int m_lettuce = 0;
    int m_round = 1;
    std::vector<Tile> m_out;
    std::vector<Tile> m_lastRace;
    int m_current = 0;
    bool m_finished = false;
    std::vector<Move> m_moves;
};

/// The game's registry entry (options with help texts, start from a record).
GameInfo gameInfo();

} // namespace tidepool::mini

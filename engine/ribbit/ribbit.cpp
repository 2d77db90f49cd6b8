#include "ribbit.h"
#include "ribbit_bots.h"
#include "bots/typed_simulation.h"

#include "core/record.h"
#include "core/json_number.h"
#include "core/notation.h"
#include "core/observation_reader.h"
#include "core/tr.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>
#include <map>
#include <set>

namespace tidepool::ribbit {

// ---------------------------------------------------------------------------------------------
// Small value types

char toChar(Color color) { return "RYGBP"[static_cast<int>(color)]; }

std::string colorName(Color color)
{
    static const char* names[] = {TP_NOOP("ribbit", "red"), TP_NOOP("ribbit", "yellow"), TP_NOOP("ribbit", "green"),
                                  TP_NOOP("ribbit", "blue"), TP_NOOP("ribbit", "purple")};
    return translate("ribbit", names[static_cast<int>(color)]);
}

std::optional<Color> parseColor(std::string_view text)
{
    if (text.size() != 1)
        return std::nullopt;
    switch (text[0]) {
    case 'R': return Color::Red;
    case 'Y': return Color::Yellow;
    case 'G': return Color::Green;
    case 'B': return Color::Blue;
    case 'P': return Color::Purple;
    default: return std::nullopt;
    }
}

int Card::steps() const
{
    switch (kind) {
    case CardKind::Plus:
    case CardKind::AnyPlus:
    case CardKind::Last: return 1;
    case CardKind::PlusPlus:
    case CardKind::AnyPlusPlus:
    case CardKind::LastLast: return 2;
    case CardKind::Minus:
    case CardKind::AnyMinus: return -1;
    }
    return 0;
}

std::string Card::toString() const
{
    static const char* suffix[] = {"+", "++", "-"};
    if (isColored())
        return std::string(1, toChar(color)) + suffix[static_cast<int>(kind)];
    static const char* neutralNames[] = {"*+", "*-", "*++", "^", "^^"};
    return neutralNames[static_cast<int>(kind) - static_cast<int>(CardKind::AnyPlus)];
}

std::optional<Card> Card::parse(std::string_view text)
{
    for (int i = 0; i < kCardTypes; ++i)
        if (fromIndex(i).toString() == text)
            return fromIndex(i);
    return std::nullopt;
}

namespace {

/// "Red +1", "Rainbow -1", "Last turtle +2" with the amount written as given.
std::string cardName(const Card& card, const std::string& amount)
{
    if (card.isColored()) {
        static const char* names[] = {TP_NOOP("ribbit", "Red {0}"), TP_NOOP("ribbit", "Yellow {0}"),
                                      TP_NOOP("ribbit", "Green {0}"), TP_NOOP("ribbit", "Blue {0}"),
                                      TP_NOOP("ribbit", "Purple {0}")};
        return format(translate("ribbit", names[static_cast<int>(card.color)]), amount);
    }
    if (card.isRainbow())
        return format(TP_TR("ribbit", "Rainbow {0}"), amount);
    return format(TP_TR("ribbit", "Last turtle {0}"), amount);
}

} // namespace

std::string Card::displayName() const
{
    return cardName(*this, steps() > 0 ? "+" + std::to_string(steps()) : std::to_string(steps()));
}

std::string Card::label() const
{
    return cardName(*this, steps() > 0 ? "+" + std::to_string(steps()) : "\u2212" + std::to_string(-steps()));
}

namespace {

std::vector<Card> buildDeck(Deck deck)
{
    std::vector<Card> cards;
    for (Color c : kColors) {
        cards.push_back(Card::colored(CardKind::PlusPlus, c));
        for (int i = 0; i < 5; ++i)
            cards.push_back(Card::colored(CardKind::Plus, c));
        for (int i = 0; i < 2; ++i)
            cards.push_back(Card::colored(CardKind::Minus, c));
    }
    auto add = [&](CardKind kind, int count) {
        for (int i = 0; i < count; ++i)
            cards.push_back(Card::neutral(kind));
    };
    if (deck == Deck::Classic) {
        add(CardKind::AnyPlus, 5);
        add(CardKind::AnyMinus, 2);
        add(CardKind::Last, 3);
        add(CardKind::LastLast, 2);
    } else {
        add(CardKind::AnyPlusPlus, 3);
        add(CardKind::AnyPlus, 2);
        add(CardKind::Last, 5);
        add(CardKind::LastLast, 2);
    }
    // Card order without a sort: stable regrouping by card index (equal cards are identical).
    std::array<int, kCardTypes> counts{};
    for (Card c : cards)
        ++counts[static_cast<std::size_t>(c.index())];
    cards.clear();
    for (int i = 0; i < kCardTypes; ++i)
        cards.insert(cards.end(), static_cast<std::size_t>(counts[static_cast<std::size_t>(i)]), Card::fromIndex(i));
    return cards;
}

} // namespace

std::vector<Card> Rules::deckCards() const
{
    // Built once per deck (dealing every game is hot in playouts); the copy is one allocation.
    static const std::vector<Card> classic = buildDeck(Deck::Classic);
    static const std::vector<Card> ribbitText = buildDeck(Deck::RibbitText);
    return deck == Deck::Classic ? classic : ribbitText;
}

namespace {

/// The deck in card order, stored in place: dealing copies it without allocating.
const CardPile& deckPile(Deck deck)
{
    static const std::vector<Card> classicCards = buildDeck(Deck::Classic);
    static const std::vector<Card> ribbitTextCards = buildDeck(Deck::RibbitText);
    static const CardPile classic(classicCards.begin(), classicCards.end());
    static const CardPile ribbitText(ribbitTextCards.begin(), ribbitTextCards.end());
    return deck == Deck::Classic ? classic : ribbitText;
}

} // namespace

Expected<Rules> Rules::fromOptions(const std::map<std::string, std::string>& options)
{
    Rules rules;
    auto get = [&](const char* key, const std::string& fallback) {
        auto it = options.find(key);
        return it == options.end() ? fallback : it->second;
    };
    rules.deck = get("deck", "classic") == "ribbit-text" ? Deck::RibbitText : Deck::Classic;
    rules.startStacked = get("startStacked", "false") == "true";
    rules.retreatAtStart =
        get("retreatAtStart", "forbidden") == "no-effect" ? RetreatAtStart::NoEffect : RetreatAtStart::Forbidden;
    rules.openColors = get("openColors", "false") == "true";
    rules.trackLength = std::stoi(get("trackLength", "10"));
    rules.firstPlayer = std::stoi(get("firstPlayer", "0"));
    return rules;
}

Json Rules::toOptions() const
{
    return Json{{"deck", deck == Deck::Classic ? "classic" : "ribbit-text"},
                {"startStacked", startStacked},
                {"retreatAtStart", retreatAtStart == RetreatAtStart::Forbidden ? "forbidden" : "no-effect"},
                {"openColors", openColors},
                {"trackLength", trackLength},
                {"firstPlayer", firstPlayer}};
}

Track::Place Track::find(Color turtle) const
{
    for (int s = 0; s < static_cast<int>(spaces.size()); ++s)
        for (int k = 0; k < static_cast<int>(spaces[s].size()); ++k) {
            const Stack& stack = spaces[s][k];
            for (int h = 0; h < static_cast<int>(stack.size()); ++h)
                if (stack[h] == turtle)
                    return Place{s, k, h};
        }
    return Place{-1, -1, -1};
}

std::vector<Color> Track::riders(Color turtle) const
{
    const Place p = find(turtle);
    if (p.space < 0)
        return {};
    const Stack& stack = spaces[p.space][p.stack];
    return std::vector<Color>(stack.begin() + p.height + 1, stack.end());
}

int Track::rearmost() const
{
    for (int s = 0; s < static_cast<int>(spaces.size()); ++s)
        if (!spaces[s].empty())
            return s;
    return -1;
}

std::string Action::toString() const
{
    std::string text = isDiscard() ? "discard " + card.toString() : card.toString();
    if (!isDiscard()) {
        text += ' ';
        text += toChar(*turtle);
    }
    return text;
}

Expected<Action> Action::parse(std::string_view text)
{
    const auto space = text.find(' ');
    if (space == std::string_view::npos || text.find(' ', space + 1) != std::string_view::npos)
        return Error{"\"" + std::string(text) + "\" is not a Ribbit action (write \"<card> <turtle>\" or \"discard <card>\")"};
    const std::string_view first = text.substr(0, space);
    const std::string_view second = text.substr(space + 1);
    if (first == "discard") {
        auto card = Card::parse(second);
        if (!card)
            return Error{"unknown card \"" + std::string(second) + "\""};
        return Action{*card, std::nullopt};
    }
    auto card = Card::parse(first);
    if (!card)
        return Error{"unknown card \"" + std::string(first) + "\""};
    auto turtle = parseColor(second);
    if (!turtle)
        return Error{"unknown turtle \"" + std::string(second) + "\" (R, Y, G, B or P)"};
    return Action{*card, *turtle};
}

// ---------------------------------------------------------------------------------------------
// Rules as free functions over public information

namespace {

std::string spaceName(const Rules& rules, int space)
{
    if (space == 0)
        return TP_TR("ribbit", "START");
    if (space == rules.finish())
        return TP_TR("ribbit", "the lettuce");
    return format(TP_TR("ribbit", "space {0}"), space);
}

std::string joinColors(const std::vector<Color>& colors)
{
    // "red", "red and blue", "red, blue and green"
    std::string text;
    for (std::size_t i = 0; i < colors.size(); ++i) {
        if (i == 0)
            text = colorName(colors[i]);
        else if (i + 1 == colors.size())
            text = format(TP_TR("ribbit", "{0} and {1}"), text, colorName(colors[i]));
        else
            text = format(TP_TR("ribbit", "{0}, {1}"), text, colorName(colors[i]));
    }
    return text;
}

std::vector<Color> lastTurtles(const Track& track)
{
    std::vector<Color> last;
    const int rear = track.rearmost();
    if (rear < 0)
        return last;
    for (const Stack& stack : track.spaces[rear])
        last.insert(last.end(), stack.begin(), stack.end());
    std::sort(last.begin(), last.end());
    return last;
}

} // namespace

namespace {

/// The one legality test of a play (R4, R5): `space` is the turtle's space (-1: not on the track),
/// `rear` the rearmost occupied space.
bool playableAt(const Rules& rules, Card card, Color turtle, int space, int rear)
{
    if (space < 0)
        return false;
    if (card.isColored() && card.color != turtle)
        return false;
    if (card.isLast() && space != rear)
        return false;
    if (card.isRetreat() && space == 0 && rules.retreatAtStart == RetreatAtStart::Forbidden)
        return false;
    return true;
}

} // namespace

bool isPlayable(const Rules& rules, const Track& track, Card card, Color turtle)
{
    return playableAt(rules, card, turtle, track.find(turtle).space, track.rearmost());
}

Outcome checkPlay(const Rules& rules, const Track& track, Card card, Color turtle)
{
    if (isPlayable(rules, track, card, turtle))
        return Outcome::success();
    const Track::Place place = track.find(turtle);
    if (place.space < 0)
        return Outcome::failure(format(TP_TR("ribbit", "{0} is not on the track"), colorName(turtle)));
    if (card.isColored() && card.color != turtle)
        return Outcome::failure(
            format(TP_TR("ribbit", "{0} moves only the {1} turtle"), card.displayName(), colorName(card.color)));
    if (card.isLast()) {
        const int rear = track.rearmost();
        if (place.space != rear)
            return Outcome::failure(
                format(TP_TR("ribbit", "{0} moves only a last turtle, and {1} is not last (the last turtles are on {2}: {3})"),
                       card.displayName(), colorName(turtle), spaceName(rules, rear), joinColors(lastTurtles(track))));
    }
    if (card.isRetreat() && place.space == 0 && rules.retreatAtStart == RetreatAtStart::Forbidden)
        return Outcome::failure(
            format(TP_TR("ribbit", "{0} is on START, and a retreat card can't be played on a turtle at START"), colorName(turtle)));
    return Outcome::success();
}

Outcome checkCard(const Rules& rules, const Track& track, Card card)
{
    if (card.isColored())
        return checkPlay(rules, track, card, card.color);
    for (Color c : kColors)
        if (checkPlay(rules, track, card, c))
            return Outcome::success();
    if (card.isRetreat())
        return Outcome::failure(TP_TR("ribbit", "every turtle is on START, and a retreat card can't be played on a turtle at START"));
    return checkPlay(rules, track, card, Color::Red);
}

std::vector<Action> legalActions(const Rules& rules, const Track& track, std::span<const Card> hand)
{
    std::vector<Card> distinct(hand.begin(), hand.end());
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    std::vector<Action> actions;
    for (Card card : distinct)
        for (Color turtle : kColors)
            if (checkPlay(rules, track, card, turtle))
                actions.push_back(Action{card, turtle});
    if (actions.empty())
        for (Card card : distinct)
            actions.push_back(Action{card, std::nullopt});
    return actions;
}

namespace {

/// Each turtle's space (-1: not on the track) and the rearmost occupied space.
struct Spaces
{
    std::array<int, kColorCount> of;
    int rear = -1;
};

Spaces spacesOf(const Track& track)
{
    Spaces spaces;
    spaces.of.fill(-1);
    int found = 0;
    const int length = static_cast<int>(track.spaces.size());
    for (int s = 0; s < length && found < kColorCount; ++s) {
        for (const Stack& stack : track.spaces[static_cast<std::size_t>(s)])
            for (Color c : stack) {
                spaces.of[static_cast<std::size_t>(c)] = s;
                ++found;
            }
        if (spaces.rear < 0 && found > 0)
            spaces.rear = s;
    }
    return spaces;
}

/// The turtles (bit i: colour i) each card type may move, by what is true of their spaces.
struct TurtleSets
{
    std::uint32_t onTrack = 0;  ///< every turtle on the track
    std::uint32_t retreat = 0;  ///< those a retreat card may move (R5: not on START unless no-effect)
    std::uint32_t rear = 0;     ///< those on the rearmost occupied space (R4)
};

TurtleSets turtleSets(const Rules& rules, const Spaces& spaces)
{
    TurtleSets sets;
    std::uint32_t atStart = 0;
    for (int t = 0; t < kColorCount; ++t) {
        const int space = spaces.of[static_cast<std::size_t>(t)];
        if (space < 0)
            continue;
        sets.onTrack |= 1u << t;
        if (space == 0)
            atStart |= 1u << t;
        if (space == spaces.rear)
            sets.rear |= 1u << t;
    }
    sets.retreat = rules.retreatAtStart == RetreatAtStart::Forbidden ? sets.onTrack & ~atStart : sets.onTrack;
    return sets;
}

/// For each card type and set of turtles (bit i: colour i), the plays of that card on them in
/// colour order, padded to five: legal actions are written a card at a time with one fixed copy.
struct PlayTable
{
    std::array<std::array<Action, kColorCount>, kCardTypes * 32> plays{};
    std::array<std::uint8_t, 32> count{};
    /// Per card type: the turtles it can name (its colour, or all) and which set limits it
    /// (0 on the track, 1 retreat, 2 rearmost).
    std::array<std::uint32_t, kCardTypes> names{};
    std::array<std::uint8_t, kCardTypes> limit{};

    constexpr PlayTable()
    {
        for (int c = 0; c < kCardTypes; ++c) {
            const Card card = Card::fromIndex(c);
            names[static_cast<std::size_t>(c)] = card.isColored() ? 1u << static_cast<int>(card.color) : 31u;
            limit[static_cast<std::size_t>(c)] = card.isLast() ? 2 : card.isRetreat() ? 1 : 0;
            for (std::uint32_t set = 0; set < 32; ++set) {
                auto& row = plays[static_cast<std::size_t>(c * 32 + static_cast<int>(set))];
                int n = 0;
                for (int t = 0; t < kColorCount; ++t)
                    if (set & (1u << t))
                        row[static_cast<std::size_t>(n++)] = Action{card, static_cast<Color>(t)};
            }
        }
        for (std::uint32_t set = 0; set < 32; ++set)
            count[set] = static_cast<std::uint8_t>(std::popcount(set));
    }
};

/// The card types held (bit i: the hand holds card type i; kCardTypes <= 32).
std::uint32_t heldTypes(std::span<const Card> hand)
{
    std::uint32_t held = 0;
    for (Card card : hand)
        held |= 1u << card.index();
    return held;
}

/// Built at compile time (no guard to test at each call).
constexpr PlayTable kPlayTable;

/// The turtles card type `c` may be played on (bit i: colour i): those it can name within the set
/// that limits it, `limits` = {on the track, retreat, rearmost} (R4, R5). Its plays are
/// kPlayTable.plays[c * 32 + set], kPlayTable.count[set] of them.
inline std::uint32_t playableSet(const std::uint32_t (&limits)[3], int c)
{
    return kPlayTable.names[static_cast<std::size_t>(c)] & limits[kPlayTable.limit[static_cast<std::size_t>(c)]];
}

/// The legal actions of a hand holding the card types `held` (bit i: Card::index() i) on a track
/// whose turtles make `sets`, into `out` (replaced): each held card type's plays in colour order, in
/// card order; when none can be played, one discard per held card type, in card order (R6).
inline void legalActionsAt(const TurtleSets& sets, std::uint32_t held, std::vector<Action>& out)
{
    const PlayTable& table = kPlayTable;
    const std::uint32_t limits[3] = {sets.onTrack, sets.retreat, sets.rear};
    // Each card copies a whole row of five into uninitialised storage (at most 20 card types of
    // five plays each: any span of cards fits), then `out` gets the first n at once.
    alignas(Action) unsigned char storage[sizeof(Action) * kCardTypes * kColorCount];
    Action* const buffer = reinterpret_cast<Action*>(storage);
    std::size_t n = 0;
    for (std::uint32_t rest = held; rest != 0; rest &= rest - 1) { // card order
        const int c = std::countr_zero(rest);
        const std::uint32_t set = playableSet(limits, c);
        std::memcpy(buffer + n, table.plays[static_cast<std::size_t>(c * 32 + static_cast<int>(set))].data(),
                    sizeof(Action) * kColorCount);
        n += table.count[set];
    }
    if (n > 0) {
        out.assign(buffer, buffer + n);
        return;
    }
    out.clear();
    for (std::uint32_t rest = held; rest != 0; rest &= rest - 1) // R6: no card can be played, so any one is discarded
        out.push_back(Action{Card::fromIndex(std::countr_zero(rest)), std::nullopt});
}

// Counting the legal actions without writing them (RibbitState::legalActionCount(), legalActionAt()
// and randomLegalAction(), for random playouts). In legalActionsAt()'s card order the coloured card
// types (indices 0..14) come first, and each can move only its own turtle: one play each, for the
// held ones whose turtle their limiting set holds. Then come the rainbow and last-turtle types
// (15..19), each with the plays of its row of kPlayTable.

constexpr int kFirstNeutralType = cardIndex(CardKind::AnyPlus, Color::Red); ///< 15: the first non-coloured type
static_assert(kFirstNeutralType == 15 && kCardTypes == 20);

/// For each set of turtles (bit i: colour i), the coloured card types (bit Card::index()) that
/// move one of them forward (+, ++), and those that move one of them back (-).
struct ColoredTypes
{
    std::array<std::uint32_t, 32> forward{};
    std::array<std::uint32_t, 32> retreat{};

    constexpr ColoredTypes()
    {
        for (std::uint32_t set = 0; set < 32; ++set)
            for (int t = 0; t < kColorCount; ++t)
                if (set & (1u << t)) {
                    const Color turtle = static_cast<Color>(t);
                    forward[set] |= 1u << cardIndex(CardKind::Plus, turtle) | 1u << cardIndex(CardKind::PlusPlus, turtle);
                    retreat[set] |= 1u << cardIndex(CardKind::Minus, turtle);
                }
    }
};

constexpr ColoredTypes kColoredTypes;

/// The number of card types in `types` (bit i: type i, i < 20), five bits at a time from the play
/// table's counts (std::popcount is a library call on the baseline x86-64 target).
inline std::size_t typeCount(std::uint32_t types)
{
    return std::size_t{kPlayTable.count[types & 31u]} + kPlayTable.count[(types >> 5) & 31u] +
           kPlayTable.count[(types >> 10) & 31u] + kPlayTable.count[(types >> 15) & 31u];
}

/// The list legalActionsAt(sets, held, out) writes, counted but not written: size() and
/// operator[] give its length and its action k without building it (a random pick reads one).
class CountedActions
{
public:
    CountedActions(const TurtleSets& sets, std::uint32_t held)
        : m_limits{sets.onTrack, sets.retreat, sets.rear}, m_held(held),
          m_colored(held & (kColoredTypes.forward[sets.onTrack] | kColoredTypes.retreat[sets.retreat]))
    {
        m_coloredPlays = typeCount(m_colored);
        std::size_t plays = m_coloredPlays;
        for (std::uint32_t rest = held >> kFirstNeutralType; rest != 0; rest &= rest - 1)
            plays += kPlayTable.count[playableSet(m_limits, kFirstNeutralType + std::countr_zero(rest))];
        m_size = plays > 0 ? plays : typeCount(held); // R6: else one discard per held type
    }

    /// The number of legal actions.
    std::size_t size() const { return m_size; }

    /// Action `k` (from 0, below size(); otherwise unspecified) in legalActionsAt()'s order.
    Action operator[](std::size_t k) const
    {
        // The coloured plays: the k-th playable coloured type, on its own turtle.
        if (k < m_coloredPlays) {
            std::uint32_t colored = m_colored;
            for (; k > 0; --k)
                colored &= colored - 1;
            const Card card = Card::fromIndex(std::countr_zero(colored));
            return Action{card, card.color};
        }
        k -= m_coloredPlays;
        // The rainbow and last-turtle plays: a row of the play table for each held type.
        for (std::uint32_t rest = m_held >> kFirstNeutralType; rest != 0; rest &= rest - 1) {
            const int c = kFirstNeutralType + std::countr_zero(rest);
            const std::uint32_t set = playableSet(m_limits, c);
            const std::size_t plays = kPlayTable.count[set];
            if (k < plays)
                return kPlayTable.plays[static_cast<std::size_t>(c * 32 + static_cast<int>(set))][k];
            k -= plays;
        }
        // No card can be played (every count was 0, so k is unchanged): the k-th held type is discarded (R6).
        std::uint32_t rest = m_held;
        for (; k > 0; --k)
            rest &= rest - 1;
        return Action{Card::fromIndex(std::countr_zero(rest)), std::nullopt};
    }

private:
    std::uint32_t m_limits[3];  ///< on the track, retreat, rearmost (playableSet())
    std::uint32_t m_held;       ///< the card types held
    std::uint32_t m_colored;    ///< the held coloured types that can be played
    std::size_t m_coloredPlays; ///< their number (one play each)
    std::size_t m_size;
};

/// applyMoveInPlace() with the moving turtle's place already known. (`inline` here, on drawCard()
/// and on addToHand(): each runs once a play on the fast path, and its call cost a tenth of it.)
inline void applyMoveAt(const Rules& rules, Track& next, const Action& action, Move* move, const Track::Place place);

} // namespace

void legalActions(const Rules& rules, const Track& track, std::span<const Card> hand, std::vector<Action>& out)
{
    legalActionsAt(turtleSets(rules, spacesOf(track)), heldTypes(hand), out);
}

Track applyMove(const Rules& rules, const Track& track, const Action& action, Move* move)
{
    Track next = track;
    applyMoveInPlace(rules, next, action, move);
    return next;
}

Track::Place landing(const Rules& rules, const Track& track, const Action& action)
{
    if (!action.turtle)
        return Track::Place{-1, 0, 0};
    return applyMove(rules, track, action).find(*action.turtle);
}

void applyMoveInPlace(const Rules& rules, Track& next, const Action& action, Move* move)
{
    if (action.isDiscard())
        return;
    const Track::Place place = next.find(*action.turtle);
    if (place.space < 0)
        return; // not on the track: no legal action names it
    applyMoveAt(rules, next, action, move, place);
}

namespace {

inline void applyMoveAt(const Rules& rules, Track& next, const Action& action, Move* move, const Track::Place place)
{
    if (action.card.isRetreat() && place.space == 0) {
        // retreatAtStart = no-effect (R5): played, nothing moves.
        if (move) {
            move->action = action;
            move->from = move->to = 0;
            move->onto.reset();
        }
        return;
    }
    auto& fromStacks = next.spaces[place.space];
    Stack& source = fromStacks[place.stack];
    const auto moving = source.begin() + place.height; // the turtle and its riders, to source.end()
    static constexpr int kSteps[] = {1, 2, -1, 1, -1, 2, 1, 2}; // Card::steps() by CardKind
    const int to = std::max(0, std::min(place.space + kSteps[static_cast<int>(action.card.kind)], rules.finish())); // R7
    // `to` differs from the turtle's space (a retreat on START is handled above), so `source` stays
    // valid while the moving part is copied to the other space.
    if (move) {
        move->action = action;
        move->from = place.space;
        move->to = to;
        move->carried.assign(moving + 1, source.end());
        move->finished = to == rules.finish();
    }
    auto& toStacks = next.spaces[to];
    const bool newStack = (to == 0 && !rules.startStacked) || toStacks.empty();
    if (move)
        move->onto = newStack ? std::nullopt : std::optional<Color>(toStacks.front().back());
    if (newStack && place.height == 0) {
        // The whole stack moves to a space of its own: move its storage (no allocation).
        toStacks.push_back(std::move(source));
        fromStacks.erase(fromStacks.begin() + place.stack);
        return;
    }
    if (newStack)
        toStacks.emplace_back(moving, source.end()); // R3: never climbs onto another stack on START
    else
        toStacks.front().insert(toStacks.front().end(), moving, source.end());
    source.erase(moving, source.end());
    if (source.empty())
        fromStacks.erase(fromStacks.begin() + place.stack);
}

} // namespace

std::string explain(const Rules& rules, const Track& track, const Action& action)
{
    if (action.isDiscard())
        return format(TP_TR("ribbit", "Discard {0} with no effect: no card in your hand can be played"),
                      action.card.displayName());
    Move move;
    applyMove(rules, track, action, &move);
    const std::string card = action.card.displayName();
    const std::string name = colorName(*action.turtle);
    if (move.from == move.to)
        return format(TP_TR("ribbit", "{0}: {1} is on START, so nothing moves"), card, name);
    const std::string from = spaceName(rules, move.from);
    const std::string to = spaceName(rules, move.to);
    if (move.carried.empty())
        return move.finished ? format(TP_TR("ribbit", "{0}: {1} moves from {2} to {3}; the race ends"), card, name, from, to)
                             : format(TP_TR("ribbit", "{0}: {1} moves from {2} to {3}"), card, name, from, to);
    const std::string carried = joinColors(move.carried);
    return move.finished
               ? format(TP_TR("ribbit", "{0}: {1} moves from {2} to {3}, carrying {4}; the race ends"), card, name, from,
                        to, carried)
               : format(TP_TR("ribbit", "{0}: {1} moves from {2} to {3}, carrying {4}"), card, name, from, to, carried);
}

RankingGroups rankingGroups(const Rules&, const Track& track)
{
    RankingGroups groups;
    for (int s = static_cast<int>(track.spaces.size()) - 1; s >= 0; --s) {
        const auto& stacks = track.spaces[s];
        std::size_t height = 0;
        for (const Stack& stack : stacks)
            height = std::max(height, stack.size());
        for (std::size_t level = 0; level < height; ++level) {
            std::vector<Color> group;
            for (const Stack& stack : stacks)
                if (level < stack.size())
                    group.push_back(stack[level]);
            groups.push_back(group);
        }
    }
    return groups;
}

// ---------------------------------------------------------------------------------------------
// The state

RibbitState::RibbitState(Rules rules, int playerCount, std::uint64_t seed, std::vector<std::optional<Color>> chosen)
    : m_rules(rules), m_playerCount(playerCount), m_rng(seed)
{
    InlineVector<Color, kColorCount> pool;
    for (Color c : kColors)
        if (std::find(chosen.begin(), chosen.end(), c) == chosen.end())
            pool.push_back(c);
    m_rng.shuffle(pool);
    m_colors.reserve(static_cast<std::size_t>(playerCount));
    for (int p = 0; p < playerCount; ++p) {
        if (p < static_cast<int>(chosen.size()) && chosen[static_cast<std::size_t>(p)]) { // else dealt at random
            m_colors.push_back(*chosen[static_cast<std::size_t>(p)]);
        } else {
            m_colors.push_back(pool.back());
            pool.pop_back();
        }
    }
    m_track.spaces.resize(static_cast<std::size_t>(rules.trackLength));
    m_track.spaces[0].reserve(kColorCount);
    m_moves.reserve(64); // a random 4-player game takes about 35 turns
    if (rules.startStacked) {
        Stack stack(kColors.begin(), kColors.end());
        m_rng.shuffle(stack);
        m_track.spaces[0].push_back(stack);
    } else {
        for (Color c : kColors)
            m_track.spaces[0].push_back(Stack{c});
    }
    m_drawPile = deckPile(rules.deck);
    m_rng.shuffle(m_drawPile);
    m_hands.resize(static_cast<std::size_t>(playerCount));
    for (int round = 0; round < kHandSize; ++round)
        for (int p = 0; p < playerCount; ++p) {
            addToHand(p, m_drawPile.back());
            m_drawPile.pop_back();
        }
    m_current = rules.firstPlayer;
    // The derived fields (derive()) of a new race: every turtle on START (R3), the hands' card
    // types already marked by addToHand().
    m_spaceOf.fill(0);
    m_onTrack = static_cast<std::uint8_t>((1u << kColorCount) - 1);
    m_turtlesOn[0] = m_onTrack;
}

namespace {

Expected<std::vector<Card>> parseCards(const Json& list, const std::string& where)
{
    if (!list.is_array())
        return Error{"setup: " + where + " must be a list of cards"};
    std::vector<Card> cards;
    for (const Json& item : list) {
        if (!item.is_string())
            return Error{"setup: " + where + " must hold card names"};
        auto card = Card::parse(item.get<std::string>());
        if (!card)
            return Error{"setup: unknown card \"" + item.get<std::string>() + "\" in " + where};
        cards.push_back(*card);
    }
    return cards;
}

} // namespace

Expected<std::unique_ptr<RibbitState>> RibbitState::fromSetup(Rules rules, int playerCount, const Json& setup,
                                                              std::uint64_t seed)
{
    if (!setup.is_object())
        return Error{"setup must be an object"};
    static const std::set<std::string> known = {"colors", "track", "hands", "deck", "discard", "current"};
    for (const auto& [key, value] : setup.items())
        if (!known.count(key))
            return Error{"setup: unknown field \"" + key + "\""};
    for (const char* key : {"colors", "track", "hands", "deck"})
        if (!setup.contains(key))
            return Error{std::string("setup: ") + key + " is missing"};

    std::unique_ptr<RibbitState> state(new RibbitState());
    state->m_rules = rules;
    state->m_playerCount = playerCount;
    state->m_rng = Rng(seed);

    const Json& colors = setup["colors"];
    if (!colors.is_array() || static_cast<int>(colors.size()) != playerCount)
        return Error{"setup: colors must list one colour per player (" + std::to_string(playerCount) + ")"};
    for (const Json& c : colors) {
        auto color = c.is_string() ? parseColor(c.get<std::string>()) : std::nullopt;
        if (!color)
            return Error{"setup: colors: \"" + (c.is_string() ? c.get<std::string>() : c.dump()) +
                         "\" is not a colour (R, Y, G, B or P)"};
        if (std::find(state->m_colors.begin(), state->m_colors.end(), *color) != state->m_colors.end())
            return Error{"setup: colors: " + colorName(*color) + " is given to two players"};
        state->m_colors.push_back(*color);
    }

    const Json& track = setup["track"];
    if (!track.is_object())
        return Error{"setup: track must be an object of space -> stacks"};
    state->m_track.spaces.resize(static_cast<std::size_t>(rules.trackLength));
    std::set<Color> seen;
    for (const auto& [key, value] : track.items()) {
        int space = -1;
        try {
            std::size_t used = 0;
            space = std::stoi(key, &used);
            if (used != key.size())
                space = -1;
        } catch (...) {
            space = -1;
        }
        if (space < 0 || space > rules.finish())
            return Error{"setup: track: \"" + key + "\" is not a space (0.." + std::to_string(rules.finish()) + ")"};
        if (!value.is_array() || value.empty())
            return Error{"setup: track: space " + key + " must list at least one stack"};
        if (value.size() > 1 && (space != 0 || rules.startStacked))
            return Error{"setup: track: space " + key + " holds " + std::to_string(value.size()) +
                         " stacks; only an unstacked START holds more than one"};
        for (const Json& stackJson : value) {
            if (!stackJson.is_array() || stackJson.empty())
                return Error{"setup: track: space " + key + " has an empty or malformed stack"};
            Stack stack;
            for (const Json& t : stackJson) {
                auto color = t.is_string() ? parseColor(t.get<std::string>()) : std::nullopt;
                if (!color)
                    return Error{"setup: track: space " + key + ": " + t.dump() + " is not a turtle"};
                if (!seen.insert(*color).second)
                    return Error{"setup: track: turtle " + std::string(1, toChar(*color)) + " is on the track twice"};
                stack.push_back(*color);
            }
            state->m_track.spaces[space].push_back(stack);
        }
    }
    for (Color c : kColors)
        if (!seen.count(c))
            return Error{"setup: track: turtle " + std::string(1, toChar(c)) + " is missing"};

    const Json& hands = setup["hands"];
    if (!hands.is_array() || static_cast<int>(hands.size()) != playerCount)
        return Error{"setup: hands must list one hand per player (" + std::to_string(playerCount) + ")"};
    std::vector<Card> all;
    for (int p = 0; p < playerCount; ++p) {
        auto hand = parseCards(hands[p], "hands[" + std::to_string(p) + "]");
        if (!hand)
            return Error{hand.error()};
        if (hand->size() != kHandSize)
            return Error{"setup: hands[" + std::to_string(p) + "] holds " + std::to_string(hand->size()) +
                         " cards, not " + std::to_string(kHandSize)};
        std::sort(hand->begin(), hand->end());
        all.insert(all.end(), hand->begin(), hand->end());
        state->m_hands.push_back(Hand(hand->begin(), hand->end()));
    }
    auto deck = parseCards(setup["deck"], "deck");
    if (!deck)
        return Error{deck.error()};
    auto discard = parseCards(setup.value("discard", Json::array()), "discard");
    if (!discard)
        return Error{discard.error()};
    all.insert(all.end(), deck->begin(), deck->end());
    all.insert(all.end(), discard->begin(), discard->end());

    std::array<int, kCardTypes> expected{}, actual{};
    for (Card c : rules.deckCards())
        ++expected[c.index()];
    for (Card c : all)
        ++actual[c.index()];
    for (int i = 0; i < kCardTypes; ++i) {
        if (actual[i] == expected[i])
            continue;
        const std::string name = Card::fromIndex(i).toString();
        const std::string counts = " (the deck has " + std::to_string(expected[i]) + ", the setup " +
                                   std::to_string(actual[i]) + ")";
        if (actual[i] < expected[i])
            return Error{"setup: card " + name + " is missing" + counts};
        return Error{"setup: extra card " + name + counts};
    }
    // The counts match the 52-card deck, so the piles fit.
    state->m_drawPile.assign(deck->rbegin(), deck->rend()); // setup lists top first
    state->m_played.assign(discard->rbegin(), discard->rend());

    state->m_current = rules.firstPlayer;
    if (setup.contains("current")) {
        const Json& current = setup["current"];
        const auto index = wholeNumberIn(current, 0, playerCount - 1);
        if (!index)
            return Error{"setup: current must be a player index 0.." + std::to_string(playerCount - 1)};
        state->m_current = *index;
    }
    state->m_finished = !state->m_track.spaces[rules.finish()].empty();
    state->derive();
    return state;
}

std::optional<int> RibbitState::currentPlayer() const
{
    if (m_finished)
        return std::nullopt;
    return m_current;
}

std::vector<int> RibbitState::winners() const
{
    if (!m_finished)
        return {};
    // R9: the players holding a colour of the first ranking group that anyone holds. The groups as
    // rankingGroups() makes them (spaces from the lettuce back, each space's stacks level by level
    // from the bottom), each as a bit set of colours, without building the list.
    for (int s = static_cast<int>(m_track.spaces.size()) - 1; s >= 0; --s) {
        const Space& stacks = m_track.spaces[static_cast<std::size_t>(s)];
        for (std::size_t level = 0;; ++level) {
            unsigned group = 0;
            for (const Stack& stack : stacks)
                if (level < stack.size())
                    group |= 1u << static_cast<unsigned>(stack[level]);
            if (group == 0)
                break; // above every stack of the space
            std::vector<int> owners;
            for (int p = 0; p < m_playerCount; ++p)
                if (group >> static_cast<unsigned>(m_colors[static_cast<std::size_t>(p)]) & 1u)
                    owners.push_back(p);
            if (!owners.empty())
                return owners;
        }
    }
    return {};
}

std::string RibbitState::winReason() const
{
    if (!m_finished)
        return {};
    std::vector<Color> skipped;
    for (const auto& group : ranking()) {
        std::vector<Color> held;
        for (Color c : group)
            if (std::find(m_colors.begin(), m_colors.end(), c) != m_colors.end())
                held.push_back(c);
        if (held.empty()) {
            skipped.insert(skipped.end(), group.begin(), group.end());
            continue;
        }
        // Each sentence names the ruling that decided it where notation is shown (withRulings: the CLI;
        // the app leaves codes to the rules reference); "player N" becomes a name in the app.
        std::string text;
        if (held.size() > 1) {
            text = withRulings(format(TP_TR("ribbit", "{0} are tied on START, so their owners share the win"),
                                      joinColors(held)),
                               TP_TR("ribbit", "(ruling R9)"));
        } else {
            const Color winner = held[0];
            std::string backer;
            for (int p = 0; p < m_playerCount; ++p)
                if (m_colors[p] == winner)
                    backer = format(TP_TR("engine", "player {0}"), p);
            const Track::Place place = m_track.find(winner);
            if (place.space == m_rules.finish() && place.height == 0)
                text = withRulings(format(TP_TR("ribbit", "{0} reached the lettuce first, and {1} backed {0}"),
                                          colorName(winner), backer),
                                   TP_TR("ribbit", "(rulings R7 and R9)"));
            else if (place.space == m_rules.finish())
                text = withRulings(format(TP_TR("ribbit", "{0} reached the lettuce riding in the winning stack, and "
                                                          "{1} backed {0}"),
                                          colorName(winner), backer),
                                   TP_TR("ribbit", "(rulings R8 and R9)"));
            else
                text = withRulings(format(TP_TR("ribbit", "{0} is the best-placed colour that someone holds, and "
                                                          "{1} backed {0}"),
                                          colorName(winner), backer),
                                   TP_TR("ribbit", "(rulings R8 and R9)"));
        }
        if (skipped.empty())
            return text;
        return skipped.size() == 1
                   ? format(TP_TR("ribbit", "{0} was ahead, but no one holds it; {1}"), joinColors(skipped), text)
                   : format(TP_TR("ribbit", "{0} were ahead, but no one holds them; {1}"), joinColors(skipped), text);
    }
    return {};
}

namespace {

/// The turtle sets of a position from the fields RibbitState keeps (its turtles on the track, and
/// per space), without reading the track, for a player holding the card types `held`: the rearmost
/// turtles are looked for only when a last-turtle card is held (0 otherwise, and not read).
TurtleSets turtleSetsKept(const Rules& rules, std::uint8_t onTrack, const std::array<std::uint8_t, kMaxTrackLength>& turtlesOn,
                          std::uint32_t held)
{
    constexpr std::uint32_t lastTypes = 1u << cardIndex(CardKind::Last, Color::Red) | 1u << cardIndex(CardKind::LastLast, Color::Red);
    TurtleSets sets;
    sets.onTrack = onTrack;
    sets.retreat = rules.retreatAtStart == RetreatAtStart::Forbidden ? onTrack & ~turtlesOn[0] : onTrack;
    if (held & lastTypes)
        for (std::uint8_t turtles : turtlesOn) // the rearmost occupied space
            if (turtles != 0) {
                sets.rear = turtles;
                break;
            }
    return sets;
}

} // namespace

void RibbitState::legalActions(std::vector<Action>& out) const
{
    out.clear();
    if (m_finished)
        return;
    const std::uint32_t held = m_held[static_cast<std::size_t>(m_current)];
    legalActionsAt(turtleSetsKept(m_rules, m_onTrack, m_turtlesOn, held), held, out);
}

std::size_t RibbitState::legalActionCount() const
{
    if (m_finished)
        return 0;
    const std::uint32_t held = m_held[static_cast<std::size_t>(m_current)];
    return CountedActions(turtleSetsKept(m_rules, m_onTrack, m_turtlesOn, held), held).size();
}

Action RibbitState::legalActionAt(std::size_t k) const
{
    assert(k < legalActionCount());
    const std::uint32_t held = m_held[static_cast<std::size_t>(m_current)];
    return CountedActions(turtleSetsKept(m_rules, m_onTrack, m_turtlesOn, held), held)[k];
}

std::optional<Action> RibbitState::randomLegalAction(Rng& rng) const
{
    if (m_finished)
        return std::nullopt;
    const std::uint32_t held = m_held[static_cast<std::size_t>(m_current)];
    const CountedActions legal(turtleSetsKept(m_rules, m_onTrack, m_turtlesOn, held), held);
    return legal[static_cast<std::size_t>(rng.below(legal.size()))];
}

void RibbitState::derive()
{
    for (std::size_t p = 0; p < m_hands.size(); ++p)
        m_held[p] = heldTypes(m_hands[p]);
    m_spaceOf = spacesOf(m_track).of;
    m_turtlesOn.fill(0);
    m_onTrack = 0;
    for (int t = 0; t < kColorCount; ++t) {
        const int space = m_spaceOf[static_cast<std::size_t>(t)];
        if (space < 0)
            continue;
        m_turtlesOn[static_cast<std::size_t>(space)] |= static_cast<std::uint8_t>(1u << t);
        m_onTrack |= static_cast<std::uint8_t>(1u << t);
    }
}

void RibbitState::applyLegal(const Action& action)
{
    assert(check(action));
    play(action);
    recordTypedHistory(); // the notation is made from m_moves when history() is read
}

void RibbitState::pendingHistoryText(std::size_t count, std::vector<std::string>& out) const
{
    // Every action appends one Move, so the last `count` moves hold the pending actions.
    for (std::size_t i = m_moves.size() - count; i < m_moves.size(); ++i)
        out.push_back(m_moves[i].action.toString());
}

void RibbitState::candidateActions(std::vector<Action>& out) const
{
    out.clear();
    for (int c = 0; c < kCardTypes; ++c)
        for (Color turtle : kColors)
            out.push_back(Action{Card::fromIndex(c), turtle});
    for (int c = 0; c < kCardTypes; ++c)
        out.push_back(Action{Card::fromIndex(c), std::nullopt});
}

Outcome RibbitState::check(const Action& action) const
{
    if (m_finished)
        return Outcome::failure(TP_TR("ribbit", "the race is over"));
    const auto& hand = m_hands[m_current];
    if (std::find(hand.begin(), hand.end(), action.card) == hand.end())
        return Outcome::failure(format(TP_TR("ribbit", "{0} does not hold {1}"),
                                       format(TP_TR("engine", "player {0}"), m_current), action.card.toString()));
    if (action.isDiscard()) {
        for (Card card : hand)
            if (checkCard(m_rules, m_track, card))
                return Outcome::failure(
                    format(TP_TR("ribbit", "a card may be discarded only when no card can be played, and {0} can be played"),
                           card.displayName()));
        return Outcome::success();
    }
    return checkPlay(m_rules, m_track, action.card, *action.turtle);
}

Outcome RibbitState::canUndo() const
{
    if (history().empty())
        return State::canUndo();
    if (m_finished)
        return Outcome::failure(TP_TR("ribbit", "the race is over"));
    return Outcome::failure(TP_TR("ribbit", "a card was drawn after the last play, and drawing can't be taken back"));
}

std::unique_ptr<State> RibbitState::preview(std::string_view text) const
{
    const auto action = Action::parse(text);
    if (!action || !check(*action))
        return nullptr;
    auto shown = std::make_unique<RibbitState>(*this);
    shown->play(*action, true);
    return shown;
}

void RibbitState::play(const Action& action, bool preview)
{
    Move& move = m_moves.emplace_back(); // this turn's entry of the moves log, filled in below
    if (!action.isDiscard()) {
        // The turtle's place, searched on its own space only.
        const Color turtle = *action.turtle;
        const int space = m_spaceOf[static_cast<std::size_t>(turtle)];
        const Space& stacks = m_track.spaces[static_cast<std::size_t>(space)];
        Track::Place place{space, 0, 0};
        for (bool found = false; !found; ++place.stack) {
            const Stack& stack = stacks[static_cast<std::size_t>(place.stack)];
            for (place.height = 0; place.height < static_cast<int>(stack.size()); ++place.height)
                if (stack[static_cast<std::size_t>(place.height)] == turtle) {
                    found = true;
                    break;
                }
            if (found)
                break;
        }
        applyMoveAt(m_rules, m_track, action, &move, place);
        std::uint32_t moved = 1u << static_cast<int>(turtle);
        m_spaceOf[static_cast<std::size_t>(turtle)] = move.to;
        for (Color rider : move.carried) {
            m_spaceOf[static_cast<std::size_t>(rider)] = move.to;
            moved |= 1u << static_cast<int>(rider);
        }
        m_turtlesOn[static_cast<std::size_t>(space)] &= static_cast<std::uint8_t>(~moved);
        m_turtlesOn[static_cast<std::size_t>(move.to)] |= static_cast<std::uint8_t>(moved);
    }
    move.player = m_current;
    move.action = action;
    auto& hand = m_hands[m_current];
    std::size_t at = 0;
    while (!(hand[at] == action.card)) // its first copy
        ++at;
    if (at + 1 == hand.size() || !(hand[at + 1] == action.card)) // no other copy stays
        m_held[static_cast<std::size_t>(m_current)] &= ~(1u << action.card.index());
    for (; at + 1 < hand.size(); ++at) // the hand stays in card order
        hand[at] = hand[at + 1];
    hand.pop_back();
    m_played.push_back(action.card);
    if (preview) {
        // Nothing drawn, the same player to act, the race not yet over (preview()).
    } else if (move.finished) {
        m_finished = true; // R7: the race ends at once
    } else {
        drawCard(m_current, move);
        if (++m_current == m_playerCount) // the next seat (no division)
            m_current = 0;
    }
}

inline void RibbitState::drawCard(int player, Move& move)
{
    if (m_drawPile.empty()) {
        // R11: the played cards are shuffled into a new draw pile.
        m_drawPile = m_played;
        m_played.clear();
        m_rng.shuffle(m_drawPile);
        move.reshuffled = true;
    }
    if (m_drawPile.empty())
        return;
    addToHand(player, m_drawPile.back());
    m_drawPile.pop_back();
}

inline void RibbitState::addToHand(int player, Card card)
{
    auto& hand = m_hands[static_cast<std::size_t>(player)];
    m_held[static_cast<std::size_t>(player)] |= 1u << card.index();
    // Inserted after the cards of lower or equal order (the hand is kept in card order).
    hand.push_back(card);
    std::size_t at = hand.size() - 1;
    for (; at > 0 && card.index() < hand[at - 1].index(); --at)
        hand[at] = hand[at - 1];
    hand[at] = card;
}

Observation RibbitState::observation(int player) const
{
    Observation obs;
    obs.player = player;
    obs.playerCount = m_playerCount;
    obs.rules = m_rules;
    obs.current = currentPlayer();
    obs.finished = m_finished;
    obs.track = m_track;
    for (int p = 0; p < m_playerCount; ++p) {
        const bool visible = p == player || m_rules.openColors || m_finished;
        obs.colors.push_back(visible ? std::optional<Color>(m_colors[p]) : std::nullopt);
        obs.handSizes.push_back(static_cast<int>(m_hands[p].size()));
    }
    if (player >= 0 && player < m_playerCount)
        obs.hand = m_hands[player].toVector();
    obs.drawPileSize = static_cast<int>(m_drawPile.size());
    obs.playedCards = m_played.toVector();
    obs.moves = m_moves;
    obs.ranking = ranking();
    obs.winners = winners();
    return obs;
}

namespace {

Json trackJson(const Track& track)
{
    Json json = Json::object();
    for (std::size_t s = 0; s < track.spaces.size(); ++s) {
        if (track.spaces[s].empty())
            continue;
        Json stacks = Json::array();
        for (const Stack& stack : track.spaces[s]) {
            Json list = Json::array();
            for (Color c : stack)
                list.push_back(std::string(1, toChar(c)));
            stacks.push_back(list);
        }
        json[std::to_string(s)] = stacks;
    }
    return json;
}

Json rankingJson(const RankingGroups& groups)
{
    Json list = Json::array();
    for (const auto& group : groups)
        for (Color c : group)
            list.push_back(std::string(1, toChar(c)));
    return list;
}

} // namespace

Json RibbitState::toJson() const
{
    Json legal = Json::array();
    for (const Action& action : legalActionsOf(*this))
        legal.push_back(action.toString());
    Json colors = Json::array();
    for (Color c : m_colors)
        colors.push_back(std::string(1, toChar(c)));
    Json hands = Json::array();
    for (const auto& hand : m_hands)
        hands.push_back(cardListJson(hand.toVector(), false));
    return Json{{"game", "ribbit"},
                {"current", m_finished ? Json(nullptr) : Json(m_current)},
                {"finished", m_finished},
                {"winner", winnersJson(winners())},
                {"legal", legal},
                {"track", trackJson(m_track)},
                {"ranking", rankingJson(ranking())},
                {"options", m_rules.toOptions()},
                {"colors", colors},
                {"hands", hands},
                {"deck", cardListJson(m_drawPile.toVector(), true)},
                {"discard", cardListJson(m_played.toVector(), true)}};
}

Json RibbitState::observationJson(int player) const
{
    const Observation obs = observation(player);
    Json colors = Json::array();
    for (const auto& c : obs.colors)
        colors.push_back(c ? Json(std::string(1, toChar(*c))) : Json(nullptr));
    Json sizes = obs.handSizes;
    return Json{{"game", "ribbit"},
                {"player", player},
                {"current", obs.current ? Json(*obs.current) : Json(nullptr)},
                {"finished", obs.finished},
                {"winner", winnersJson(obs.winners)},
                {"track", trackJson(obs.track)},
                {"ranking", rankingJson(obs.ranking)},
                {"colors", colors},
                {"hand", cardListJson(obs.hand, false)},
                {"handSizes", sizes},
                {"drawPile", obs.drawPileSize},
                {"discard", cardListJson(obs.playedCards, true)}};
}

bool RibbitState::operator==(const RibbitState& other) const
{
    return m_rules == other.m_rules && m_playerCount == other.m_playerCount && m_rng == other.m_rng &&
           m_colors == other.m_colors && m_hands == other.m_hands && m_drawPile == other.m_drawPile &&
           m_played == other.m_played && m_track == other.m_track && m_current == other.m_current &&
           m_finished == other.m_finished && m_moves == other.m_moves && history() == other.history();
}

std::string RibbitState::describe(const Move& move, int) const
{
    const std::string who = format(TP_TR("engine", "player {0}"), move.player);
    const std::string card = move.action.card.label();
    std::string text;
    if (move.action.isDiscard()) {
        text = format(TP_TR("ribbit", "{0} could play no card and discarded {1}."), who, card);
    } else if (move.from == move.to) {
        text = format(TP_TR("ribbit", "{0} played {1} on {2}, which is on START: nothing moves."), who, card,
                      colorName(*move.action.turtle));
    } else {
        const std::string from = spaceName(m_rules, move.from);
        const std::string to = spaceName(m_rules, move.to);
        text = move.carried.empty()
                   ? format(TP_TR("ribbit", "{0} played {1}: {2} moves from {3} to {4}."), who, card,
                            colorName(*move.action.turtle), from, to)
                   : format(TP_TR("ribbit", "{0} played {1}: {2} moves from {3} to {4}, carrying {5}."), who, card,
                            colorName(*move.action.turtle), from, to, joinColors(move.carried));
    }
    if (move.finished)
        text += " " + TP_TR("ribbit", "The race is over.");
    if (move.reshuffled)
        text += " " + TP_TR("ribbit", "The played cards are shuffled into a new draw pile.");
    return text;
}

namespace {

/// The registry's invariants (GameInfo::invariants): the 52 cards, the turtles, the turn.
const char* invariants(const State& generic)
{
    const auto& state = static_cast<const RibbitState&>(generic);
    static const auto deckCounts = [] {
        std::array<std::array<int, kCardTypes>, 2> counts{};
        for (int d = 0; d < 2; ++d) {
            Rules rules;
            rules.deck = d ? Deck::RibbitText : Deck::Classic;
            for (Card c : rules.deckCards())
                ++counts[static_cast<std::size_t>(d)][static_cast<std::size_t>(c.index())];
        }
        return counts;
    }();
    // Cards: hands + draw pile + played pile are the deck.
    std::array<int, kCardTypes> counts{};
    for (int p = 0; p < state.playerCount(); ++p) {
        if (state.hand(p).size() > static_cast<std::size_t>(kHandSize))
            return "a hand holds more than 5 cards";
        if (!std::is_sorted(state.hand(p).begin(), state.hand(p).end()))
            return "a hand is out of card order";
        for (Card c : state.hand(p))
            ++counts[static_cast<std::size_t>(c.index())];
    }
    for (Card c : state.drawPile())
        ++counts[static_cast<std::size_t>(c.index())];
    for (Card c : state.playedCards())
        ++counts[static_cast<std::size_t>(c.index())];
    if (counts != deckCounts[state.rules().deck == Deck::RibbitText ? 1 : 0])
        return "the cards are not the deck's 52";
    // Turtles: each once; no empty stack; several stacks only on an unstacked START.
    const Track& track = state.track();
    if (static_cast<int>(track.spaces.size()) != state.rules().trackLength)
        return "the track changed length";
    std::array<int, kColorCount> seen{};
    for (std::size_t s = 0; s < track.spaces.size(); ++s) {
        if (track.spaces[s].size() > 1 && (s != 0 || state.rules().startStacked))
            return "several stacks on one space (only an unstacked START may hold several)";
        for (const Stack& stack : track.spaces[s]) {
            if (stack.empty())
                return "an empty stack";
            for (Color c : stack)
                ++seen[static_cast<std::size_t>(c)];
        }
    }
    for (int n : seen)
        if (n != 1)
            return "a turtle is missing or on the track twice";
    if (state.isFinished() != !track.spaces.back().empty())
        return "finished does not match the lettuce space";
    if (!state.isFinished()) {
        if (*state.currentPlayer() < 0 || *state.currentPlayer() >= state.playerCount())
            return "bad current player";
        if (state.hand(*state.currentPlayer()).empty())
            return "the player to act holds no card";
    } else if (state.winners().empty()) {
        return "a finished race has no winner";
    }
    if (state.moves().size() != state.history().size())
        return "moves and history differ in length";
    return nullptr;
}

/// Every option in turn, by the seed: the deck, a stacked START, retreats at START, track lengths,
/// open colours (which change what each seat sees, not the deal).
Json variedOptions(std::uint64_t seed)
{
    return Json{{"deck", seed % 2 ? "classic" : "ribbit-text"},
                {"startStacked", seed % 3 == 0},
                {"retreatAtStart", seed % 5 == 0 ? "no-effect" : "forbidden"},
                {"trackLength", seed % 7 == 0 ? 6 + static_cast<int>(seed / 7 % 15) : 10},
                {"openColors", seed % 11 == 0}};
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Registry entry

GameInfo gameInfo()
{
    GameInfo info;
    info.name = "ribbit";
    info.title = "Ribbit";
    info.minPlayers = 2;
    info.maxPlayers = 5;
    info.options = {
        {"deck", TP_NOOP("ribbit", "Deck"), TP_NOOP("ribbit", "Which 12 rainbow cards complete the 52-card deck"), "classic",
         {{"classic", TP_NOOP("ribbit", "5 rainbow +1, 2 rainbow -1, 3 last +1, 2 last +2 (the published game)")},
          {"ribbit-text", TP_NOOP("ribbit", "3 rainbow +2, 2 rainbow +1, 5 last +1, 2 last +2 (the English text)")}}},
        {"startStacked", TP_NOOP("ribbit", "Start stacked"), TP_NOOP("ribbit", "Whether the turtles begin as one stack on START"), "false",
         {{"false", TP_NOOP("ribbit", "Side by side on START; each moves alone")},
          {"true", TP_NOOP("ribbit", "One stack in random order; START stacks like any space")}}},
        {"retreatAtStart", TP_NOOP("ribbit", "Retreat at START"), TP_NOOP("ribbit", "What a retreat card does to a turtle on START"), "forbidden",
         {{"forbidden", TP_NOOP("ribbit", "It can't be played on a turtle at START")},
          {"no-effect", TP_NOOP("ribbit", "It may be played; nothing moves")}}},
        {"openColors", TP_NOOP("ribbit", "Open colours"), TP_NOOP("ribbit", "Colours chosen openly (for young players)"), "false",
         {{"false", TP_NOOP("ribbit", "Each player's colour is secret, dealt at random")},
          {"true", TP_NOOP("ribbit", "Each player picks a colour; everyone sees it")}}},
        {"trackLength", TP_NOOP("ribbit", "Track length"), TP_NOOP("ribbit", "Spaces including START and the lettuce"), "10", {}, 6, 20},
        {"firstPlayer", TP_NOOP("ribbit", "First player"), TP_NOOP("ribbit", "The seat that plays first (the youngest)"), "0", {}, 0, 4},
    };
    info.botLevels = {"easy", "medium", "hard"};
    info.makeBot = [](const std::string& level, std::uint64_t seed, const BotOptions& options) {
        return makeBot(level, seed, options);
    };
    info.simulate = [](const State& start, const SimulationSpec& spec, const RecordSink& sink) {
        return simulation::simulateTyped(static_cast<const RibbitState&>(start), spec, sink, &makeTypedBot);
    };
    info.ruleSets = {RuleSet{"", variedOptions}};
    info.invariants = invariants;
    info.fromObservationJson = &RibbitState::fromObservationJson;
    info.maxActions = 2000; // random play averages well under 100 actions, even on the 20-space track
    info.start = [](const Record& record) -> Expected<std::unique_ptr<State>> {
        const GameInfo* self = findGame("ribbit");
        auto options = resolveOptions(*self, record.options);
        if (!options)
            return Error{options.error()};
        auto rules = Rules::fromOptions(*options);
        if (!rules)
            return Error{rules.error()};
        const int n = static_cast<int>(record.players.size());
        if (rules->firstPlayer >= n)
            return Error{"option firstPlayer: seat " + std::to_string(rules->firstPlayer) + " does not exist with " +
                         std::to_string(n) + " players"};
        std::vector<std::optional<Color>> chosen;
        for (int p = 0; p < n; ++p) {
            const std::string& text = record.players[p].color;
            if (text.empty()) {
                chosen.push_back(std::nullopt);
                continue;
            }
            const std::string where = "players[" + std::to_string(p) + "].color";
            if (!rules->openColors)
                return Error{where + ": colours are chosen only with the openColors option"};
            if (!record.setup.is_null())
                return Error{where + ": an explicit setup gives the colours"};
            auto color = parseColor(text);
            if (!color)
                return Error{where + ": \"" + text + "\" is not a colour (R, Y, G, B or P)"};
            if (std::find(chosen.begin(), chosen.end(), color) != chosen.end())
                return Error{where + ": " + colorName(*color) + " is chosen by two players"};
            chosen.push_back(color);
        }
        if (!record.setup.is_null()) {
            auto state = RibbitState::fromSetup(*rules, n, record.setup, record.seed);
            if (!state)
                return Error{state.error()};
            return std::unique_ptr<State>(std::move(*state));
        }
        return std::unique_ptr<State>(std::make_unique<RibbitState>(*rules, n, record.seed, chosen));
    };
    return info;
}

} // namespace tidepool::ribbit

namespace tidepool::ribbit {

std::unique_ptr<RibbitState> RibbitState::fromObservation(const Observation& observation, std::vector<Color> colors,
                                                          std::vector<std::vector<Card>> hands,
                                                          std::vector<Card> drawPile, std::uint64_t seed)
{
    std::unique_ptr<RibbitState> state(new RibbitState());
    state->m_rules = observation.rules;
    state->m_playerCount = observation.playerCount;
    state->m_rng = Rng(seed);
    state->m_colors.assign(colors.begin(), colors.end());
    for (auto& hand : hands) {
        std::sort(hand.begin(), hand.end());
        state->m_hands.push_back(Hand(hand.begin(), hand.end()));
    }
    state->m_drawPile.assign(drawPile.begin(), drawPile.end());
    state->m_played.assign(observation.playedCards.begin(), observation.playedCards.end());
    state->m_track = observation.track;
    state->m_current = observation.current.value_or(0);
    state->m_finished = observation.finished;
    state->m_moves = observation.moves;
    state->derive();
    return state;
}

Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount)
{
    ObservationReader in(json, "ribbit");
    Observation obs;
    const int n = playerCount;
    obs.playerCount = n;
    obs.rules = rules;
    obs.player = in.integer("player", kTable, n - 1);
    obs.current = in.optionalInteger("current", 0, n - 1);
    obs.finished = in.boolean("finished");
    if (in.ok() && obs.finished == obs.current.has_value())
        in.fail("\"current\" must be null exactly when the race is over");
    // The track: space -> stacks, each turtle exactly once (R1, R3).
    obs.track.spaces.resize(static_cast<std::size_t>(rules.trackLength));
    std::array<int, kColorCount> seen{};
    if (const Json* track = in.field("track")) {
        if (!track->is_object())
            in.fail("\"track\" must be an object of space -> stacks");
        for (auto it = track->begin(); in.ok() && it != track->end(); ++it) {
            const std::string& key = it.key();
            const Json& value = it.value();
            int space = -1;
            if (!key.empty() && key.size() <= 2 && std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; }))
                space = std::stoi(key);
            if (space < 0 || space > rules.finish()) {
                in.fail("\"track\": \"" + key.substr(0, 20) + "\" is not a space (0.." + std::to_string(rules.finish()) + ")");
                break;
            }
            if (!value.is_array() || value.empty() || value.size() > static_cast<std::size_t>(kColorCount) ||
                (value.size() > 1 && (space != 0 || rules.startStacked))) {
                in.fail("\"track\": space " + key + " must hold one stack (several only on an unstacked START)");
                break;
            }
            for (const Json& stackJson : value) {
                auto turtles = in.texts<Color>(&stackJson, "track", "a turtle (R, Y, G, B or P)", kColorCount,
                                               [](const std::string& text) { return parseColor(text); });
                if (in.ok() && turtles.empty())
                    in.fail("\"track\": space " + key + " holds an empty stack");
                Stack stack;
                for (Color c : turtles) {
                    ++seen[static_cast<std::size_t>(c)];
                    if (stack.size() < kColorCount)
                        stack.push_back(c);
                }
                obs.track.spaces[static_cast<std::size_t>(space)].push_back(stack);
            }
        }
    }
    for (Color c : kColors)
        if (in.ok() && seen[static_cast<std::size_t>(c)] != 1)
            in.fail("\"track\" must hold turtle " + std::string(1, toChar(c)) + " exactly once");
    if (in.ok()) {
        obs.ranking = rankingGroups(rules, obs.track);
        Json ranking = Json::array();
        for (const auto& group : obs.ranking)
            for (Color c : group)
                ranking.push_back(std::string(1, toChar(c)));
        if (const Json* given = in.field("ranking"); given && *given != ranking)
            in.fail("\"ranking\" is not the ranking of \"track\"");
    }
    // Colours: one per player, null when this viewer may not see it, never the same twice (R3, R10).
    if (const Json* colors = in.field("colors")) {
        if (!colors->is_array() || static_cast<int>(colors->size()) != n)
            in.fail("\"colors\" must list one colour or null per player (" + std::to_string(n) + ")");
        else
            for (const Json& c : *colors) {
                std::optional<Color> color = c.is_string() ? parseColor(c.get<std::string>()) : std::nullopt;
                if (!c.is_null() && !color)
                    in.fail("\"colors\": " + ObservationReader::shortDump(c) + " is not a colour (R, Y, G, B or P)");
                else if (color && std::find(obs.colors.begin(), obs.colors.end(), color) != obs.colors.end())
                    in.fail("\"colors\": " + colorName(*color) + " is given to two players");
                obs.colors.push_back(color);
            }
    }
    auto parseCard = [](const std::string& text) { return Card::parse(text); };
    obs.hand = in.texts<Card>(in.field("hand"), "hand", "a card", kHandSize, parseCard);
    std::sort(obs.hand.begin(), obs.hand.end());
    obs.handSizes = in.integers(in.field("handSizes"), "handSizes", n, 0, kHandSize);
    if (in.ok() && obs.hand.size() != (obs.player >= 0 ? static_cast<std::size_t>(obs.handSizes[obs.player]) : 0u))
        in.fail("\"hand\" must hold the viewer's own cards, as many as \"handSizes\" says");
    const std::vector<Card> deck = rules.deckCards();
    const int deckSize = static_cast<int>(deck.size());
    obs.drawPileSize = in.integer("drawPile", 0, deckSize);
    obs.playedCards = in.texts<Card>(in.field("discard"), "discard", "a card", deck.size(), parseCard);
    std::reverse(obs.playedCards.begin(), obs.playedCards.end()); // the JSON lists the top first
    // Cards: none more often than the rule set's deck holds it (R2).
    std::array<int, kCardTypes> count{};
    for (Card c : deck)
        ++count[static_cast<std::size_t>(c.index())];
    for (const auto* cards : {&obs.hand, &obs.playedCards})
        for (Card c : *cards)
            if (--count[static_cast<std::size_t>(c.index())] < 0)
                in.fail("\"hand\" and \"discard\" hold " + c.toString() + " more often than the deck has it");
    int cards = obs.drawPileSize + static_cast<int>(obs.playedCards.size());
    for (int size : obs.handSizes)
        cards += size;
    if (in.ok() && cards > deckSize)
        in.fail("the hands, the draw pile and the played pile hold " + std::to_string(cards) + " cards; the deck has " +
                std::to_string(deckSize));
    obs.winners = in.winners(n);
    if (in.ok() && obs.finished == obs.winners.empty())
        in.fail("\"winner\" must name the winners exactly when the race is over");
    if (!in.ok())
        return Error{in.error()};
    return obs;
}

Expected<std::unique_ptr<State>> RibbitState::fromObservationJson(const Record& table, const Json& observation,
                                                                  std::uint64_t seed)
{
    auto start = tableStart<RibbitState>(table);
    if (!start)
        return Error{start.error()};
    const RibbitState& ribbit = **start;
    auto obs = observationFromJson(observation, ribbit.rules(), ribbit.playerCount());
    if (!obs)
        return Error{obs.error()};
    Rng rng(seed);
    std::unique_ptr<RibbitState> world = ribbit::sampleWorld(*obs, rng);
    for (const std::string& action : table.actions)
        world->recordHistory(action);
    return std::unique_ptr<State>(std::move(world));
}

} // namespace tidepool::ribbit

TIDEPOOL_REGISTER_GAME(ribbit, &tidepool::ribbit::gameInfo)

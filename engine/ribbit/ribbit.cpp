// Ribbit's rules and state: the small value types (colours, cards, actions, the deck, the rule
// options, the track) with parse/toString, the rules as free functions over public information
// (the legality test, the legal actions, whose fast tables are in ribbit_tables.h, a move on the
// track, the ranking), and RibbitState itself (the deal, legality, play, the typed fast path, the
// observation, equality, and the state a bot builds from an observation). Its JSON is in
// ribbit_json.cpp, its sentences in ribbit_text.cpp, its registry entry in ribbit_game.cpp
// (docs/architecture.md, "The engine").

#include "ribbit.h"
#include "ribbit_internal.h"
#include "ribbit_tables.h"

#include "core/tr.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>
#include <map>

namespace tidepool::ribbit {

using detail::CountedActions;
using detail::heldTypes;
using detail::joinColors;
using detail::legalActionsAt;
using detail::spaceName;
using detail::spacesOf;
using detail::TurtleSets;
using detail::turtleSets;

// ---------------------------------------------------------------------------------------------
// Small value types

char toChar(Color color) { return "RYGBP"[static_cast<int>(color)]; }

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

bool RibbitState::operator==(const RibbitState& other) const
{
    return m_rules == other.m_rules && m_playerCount == other.m_playerCount && m_rng == other.m_rng &&
           m_colors == other.m_colors && m_hands == other.m_hands && m_drawPile == other.m_drawPile &&
           m_played == other.m_played && m_track == other.m_track && m_current == other.m_current &&
           m_finished == other.m_finished && m_moves == other.m_moves && history() == other.history();
}

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

} // namespace tidepool::ribbit

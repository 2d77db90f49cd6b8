#include "mini.h"
#include "mini_bots.h"
#include "bots/typed_simulation.h"

#include "core/record.h"
#include "core/json_number.h"
#include "core/notation.h"
#include "core/observation_reader.h"
#include "core/tr.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <set>

namespace tidepool::mini {

// ---------------------------------------------------------------------------------------------
// Small value types

char toChar(Color color)
{
    return "RYGBPK"[static_cast<int>(color)];
}

std::string colorName(Color color)
{
    static const char* names[] = {TP_NOOP("mini", "red"),  TP_NOOP("mini", "yellow"), TP_NOOP("mini", "green"),
                                  TP_NOOP("mini", "blue"), TP_NOOP("mini", "purple"), TP_NOOP("mini", "black")};
    return translate("mini", names[static_cast<int>(color)]);
}

std::optional<Color> parseColor(std::string_view text)
{
    if (text.size() != 1)
        return std::nullopt;
    switch (text[0]) {
    case 'R':
        return Color::Red;
    case 'Y':
        return Color::Yellow;
    case 'G':
        return Color::Green;
    case 'B':
        return Color::Blue;
    case 'P':
        return Color::Purple;
    case 'K':
        return Color::Black;
    default:
        return std::nullopt;
    }
}

std::string Tile::toString() const
{
    return std::string(1, toChar(color)) + static_cast<char>('0' + number);
}

std::optional<Tile> Tile::parse(std::string_view text)
{
    if (text.size() != 2 || (text[1] != '1' && text[1] != '2'))
        return std::nullopt;
    const auto color = parseColor(text.substr(0, 1));
    if (!color)
        return std::nullopt;
    return Tile{*color, text[1] - '0'};
}

std::vector<Tile> allTiles()
{
    std::vector<Tile> tiles;
    for (int i = 0; i < kTileCount; ++i)
        tiles.push_back(Tile::fromIndex(i));
    return tiles;
}

int Card::steps() const
{
    static const int steps[] = {3, 2, -2, 1, 2, -1, -2, -3, 0, 0};
    return steps[static_cast<int>(kind)];
}

std::string Card::toString() const
{
    static const char* suffix[] = {"+++", "++", "--"};
    if (isColored())
        return std::string(1, toChar(color)) + suffix[static_cast<int>(kind)];
    static const char* neutralNames[] = {"*+", "*++", "*-", "*--", "*---", "shake", "lettuce"};
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

/// "Red +3", "Multicolour -2", "Shake", "Lettuce" with the amount written as given.
std::string cardName(const Card& card, const std::string& amount)
{
    if (card.isShake())
        return TP_TR("mini", "Shake");
    if (card.isLettuce())
        return TP_TR("mini", "Lettuce");
    if (card.isColored()) {
        static const char* names[] = {TP_NOOP("mini", "Red {0}"),  TP_NOOP("mini", "Yellow {0}"),
                                      TP_NOOP("mini", "Green {0}"), TP_NOOP("mini", "Blue {0}"),
                                      TP_NOOP("mini", "Purple {0}"), TP_NOOP("mini", "Black {0}")};
        return format(translate("mini", names[static_cast<int>(card.color)]), amount);
    }
    return format(TP_TR("mini", "Multicolour {0}"), amount);
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

std::vector<Card> buildDeck()
{
    std::vector<Card> cards;
    auto add = [&](Card card, int count) {
        for (int i = 0; i < count; ++i)
            cards.push_back(card);
    };
    for (Color c : kPlayerColors) {
        add(Card::colored(CardKind::PlusThree, c), 1);
        add(Card::colored(CardKind::PlusTwo, c), 2);
        add(Card::colored(CardKind::MinusTwo, c), 1);
    }
    add(Card::neutral(CardKind::AnyPlusTwo), 6);
    add(Card::neutral(CardKind::AnyPlus), 6);
    add(Card::neutral(CardKind::AnyMinus), 3);
    add(Card::neutral(CardKind::AnyMinusTwo), 4);
    add(Card::neutral(CardKind::AnyMinusThree), 2);
    add(Card::neutral(CardKind::Shake), 6);
    add(Card::neutral(CardKind::Lettuce), kLettuceCount);
    std::sort(cards.begin(), cards.end());
    return cards;
}

} // namespace

std::vector<Card> Rules::deckCards()
{
    // Built once (dealing every game is hot in playouts); the copy is one allocation.
    static const std::vector<Card> deck = buildDeck();
    return deck;
}

Expected<Rules> Rules::fromOptions(const std::map<std::string, std::string>& options)
{
    Rules rules;
    auto get = [&](const char* key, const std::string& fallback) {
        auto it = options.find(key);
        return it == options.end() ? fallback : it->second;
    };
    rules.openEnds = get("openEnds", "false") == "true";
    rules.variant = get("variant", "basic") == "advanced" ? Variant::Advanced : Variant::Basic;
    rules.firstPlayer = std::stoi(get("firstPlayer", "0")); // resolveOptions() checked it is 0..4
    return rules;
}

Json Rules::toOptions() const
{
    return Json{{"openEnds", openEnds}, {"variant", advanced() ? "advanced" : "basic"}, {"firstPlayer", firstPlayer}};
}

Row::Place Row::find(Tile tile) const
{
    for (int s = 0; s < size(); ++s)
        for (int h = 0; h < static_cast<int>(stacks[s].size()); ++h)
            if (stacks[s][h] == tile)
                return Place{s, h};
    return Place{};
}

std::vector<Tile> Row::riders(Tile tile) const
{
    const Place p = find(tile);
    if (p.stack < 0)
        return {};
    const Stack& stack = stacks[p.stack];
    return std::vector<Tile>(stack.begin() + p.height + 1, stack.end());
}

std::vector<Tile> Row::ranking() const
{
    std::vector<Tile> tiles;
    for (const Stack& stack : stacks)
        tiles.insert(tiles.end(), stack.begin(), stack.end());
    return tiles;
}

Row Row::split() const
{
    Row row;
    for (Tile t : ranking())
        row.stacks.push_back(Stack{t});
    return row;
}

std::string Row::toString() const
{
    std::string text;
    for (const Stack& stack : stacks) {
        if (!text.empty())
            text += " | ";
        for (std::size_t h = 0; h < stack.size(); ++h)
            text += (h ? " " : "") + stack[h].toString();
    }
    return text;
}

std::string Action::toString() const
{
    return card.toString() + " " + (tile ? tile->toString() : "-");
}

Expected<Action> Action::parse(std::string_view text)
{
    const auto space = text.find(' ');
    if (space == std::string_view::npos || text.find(' ', space + 1) != std::string_view::npos)
        return Error{"\"" + std::string(text) +
                     "\" is not a Turtle Race Mini action (write \"<card> <tile>\", \"shake <tile>\" or "
                     "\"<card> -\")"};
    const std::string_view first = text.substr(0, space);
    const std::string_view second = text.substr(space + 1);
    auto card = Card::parse(first);
    if (!card)
        return Error{"unknown card \"" + std::string(first) + "\""};
    if (second == "-")
        return Action{*card, std::nullopt};
    auto tile = Tile::parse(second);
    if (!tile)
        return Error{"unknown tile \"" + std::string(second) +
                     "\" (R1, R2, Y1 ... P2, K1, K2, or - for none)"};
    return Action{*card, *tile};
}

// ---------------------------------------------------------------------------------------------
// Rules as free functions over public information

namespace {

/// "a", "a and b", "a, b and c" (or "... or c" with `orLast`), in the chosen language.
std::string joinWords(const std::vector<std::string>& words, bool orLast = false)
{
    std::string text;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i == 0)
            text = words[i];
        else if (i + 1 < words.size())
            text = format(TP_TR("mini", "{0}, {1}"), text, words[i]);
        else if (orLast)
            text = format(TP_TR("mini", "{0} or {1}"), text, words[i]);
        else
            text = format(TP_TR("mini", "{0} and {1}"), text, words[i]);
    }
    return text;
}

std::string joinTiles(const std::vector<Tile>& tiles, bool orLast = false)
{
    std::vector<std::string> words;
    for (Tile t : tiles)
        words.push_back(t.toString());
    return joinWords(words, orLast);
}

/// A colour's name at the start of a sentence ("Red wins: ...").
std::string colorTitle(Color color)
{
    static const char* names[] = {TP_NOOP("mini", "Red"),  TP_NOOP("mini", "Yellow"), TP_NOOP("mini", "Green"),
                                  TP_NOOP("mini", "Blue"), TP_NOOP("mini", "Purple"), TP_NOOP("mini", "Black")};
    return translate("mini", names[static_cast<int>(color)]);
}

std::string stackName(int index, int size)
{
    if (index == 0)
        return TP_TR("mini", "the front stack");
    if (index == size - 1)
        return TP_TR("mini", "the back stack");
    return format(TP_TR("mini", "stack {0}"), index + 1);
}

/// Where a move card takes its mover (M3), computed on the row before the move.
using Destination = Landing;

Destination destination(const Rules& rules, const Row& row, Row::Place place, int steps)
{
    const int last = row.size() - 1;
    const bool wholeStack = place.height == 0;
    int target = place.stack - steps; // forward (+) goes towards the front, index 0
    if (target < 0 || target > last) {
        if (rules.openEnds) {
            const bool forward = target < 0;
            // A whole end stack stepping out beyond its own end stays where it is.
            if (wholeStack && place.stack == (forward ? 0 : last))
                return Destination{};
            return Destination{forward ? Destination::NewFront : Destination::NewBack, -1};
        }
        target = std::clamp(target, 0, last);
    }
    if (target == place.stack)
        return Destination{};
    return Destination{Destination::Onto, target};
}

} // namespace

std::vector<Tile> targets(const Row& row, Card card)
{
    std::vector<Tile> result;
    if (card.isLettuce())
        return result;
    if (card.isShake()) {
        for (const Stack& stack : row.stacks)
            if (stack.size() >= 2)
                result.push_back(stack.front());
    } else {
        for (Tile t : allTiles())
            if ((card.isMulticolor() || t.color == card.color) && row.contains(t))
                result.push_back(t);
    }
    std::sort(result.begin(), result.end());
    return result;
}

Outcome checkPlay(const Rules&, const Row& row, const Action& action)
{
    const Card card = action.card;
    if (card.isLettuce())
        return Outcome::failure(TP_TR("mini", "a lettuce is never held: it is laid out as soon as it is drawn"));
    if (!action.tile) {
        const auto aims = targets(row, card);
        if (!aims.empty())
            return Outcome::failure(format(TP_TR("mini", "{0} has a tile to aim at ({1}), so it can't be played with no tile"),
                                           card.displayName(), joinTiles(aims, true)));
        return Outcome::success();
    }
    const Tile tile = *action.tile;
    if (card.isColored() && tile.color != card.color)
        return Outcome::failure(format(TP_TR("mini", "{0} moves only the {1} tiles ({2} or {3})"), card.displayName(),
                                       colorName(card.color), Tile{card.color, 1}.toString(),
                                       Tile{card.color, 2}.toString()));
    const Row::Place place = row.find(tile);
    if (place.stack < 0)
        return Outcome::failure(format(TP_TR("mini", "{0} has finished and is out of the race"), tile.toString()));
    if (card.isShake()) {
        const Stack& stack = row.stacks[place.stack];
        if (place.height != 0)
            return Outcome::failure(format(TP_TR("mini", "{0} is not at the bottom of its stack ({1} is): a shaking card "
                                                         "names the bottom tile of a stack of two or more"),
                                           tile.toString(), stack.front().toString()));
        if (stack.size() < 2)
            return Outcome::failure(format(
                TP_TR("mini", "{0} is alone in its stack: a shaking card names the bottom tile of a stack of two or more"),
                tile.toString()));
    }
    return Outcome::success();
}

std::vector<Action> legalActions(const Rules& rules, const Row& row, const std::vector<Card>& hand)
{
    std::vector<Card> distinct = hand;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    std::vector<Action> actions;
    for (Card card : distinct) {
        if (card.isLettuce())
            continue;
        const auto aims = targets(row, card);
        if (aims.empty())
            actions.push_back(Action{card, std::nullopt});
        for (Tile t : aims)
            if (checkPlay(rules, row, Action{card, t}))
                actions.push_back(Action{card, t});
    }
    return actions;
}

void legalActions(const Rules&, const Row& row, const std::vector<Card>& hand, std::vector<Action>& out)
{
    // The targets() of each held card, without the vectors: every target of targets() is legal.
    out.clear();
    std::uint32_t held = 0; // bit i: the hand holds card type i (kCardTypes <= 32)
    for (Card card : hand)
        held |= 1u << card.index();
    // The tiles in the row and the bottoms of stacks of two or more (bit t: tile index t).
    unsigned inRow = 0, shakeable = 0;
    for (const Stack& stack : row.stacks) {
        for (Tile t : stack)
            inRow |= 1u << t.index();
        if (stack.size() >= 2)
            shakeable |= 1u << stack.front().index();
    }
    for (std::uint32_t rest = held; rest != 0; rest &= rest - 1) { // card order
        const Card card = Card::fromIndex(std::countr_zero(rest));
        if (card.isLettuce())
            continue;
        unsigned aims = card.isShake()        ? shakeable
                        : card.isMulticolor() ? inRow
                                              : inRow & (3u << (2 * static_cast<int>(card.color))); // its colour's two tiles
        if (aims == 0)
            out.push_back(Action{card, std::nullopt});
        for (; aims != 0; aims &= aims - 1) // tile order
            out.push_back(Action{card, Tile::fromIndex(std::countr_zero(aims))});
    }
}

Landing landing(const Rules& rules, const Row& row, const Action& action)
{
    if (!action.tile || !action.card.isMove())
        return {};
    const Row::Place place = row.find(*action.tile);
    if (place.stack < 0)
        return {};
    return destination(rules, row, place, action.card.steps());
}

Row applyPlay(const Rules& rules, const Row& row, const Action& action, Move* move)
{
    Row next = row;
    applyPlayInPlace(rules, next, action, move);
    return next;
}

void applyPlayInPlace(const Rules& rules, Row& next, const Action& action, Move* move)
{
    if (move) {
        move->action = action;
        move->changed = false;
        move->from = move->to = -1;
        move->onto.reset();
        move->carried.clear();
    }
    if (!action.tile || (!action.card.isMove() && !action.card.isShake()))
        return;
    const Row::Place place = next.find(*action.tile);
    if (place.stack < 0)
        return;
    if (move)
        move->from = move->to = place.stack;

    if (action.card.isShake()) {
        // M4: the tiles above the bottom one are laid out behind it, one per place, lowest first.
        Stack& stack = next.stacks[place.stack];
        const std::vector<Tile> off(stack.begin() + 1, stack.end());
        stack.resize(1);
        for (std::size_t k = 0; k < off.size(); ++k)
            next.stacks.insert(next.stacks.begin() + place.stack + 1 + static_cast<long>(k), Stack{off[k]});
        if (move) {
            move->carried = off;
            move->changed = !off.empty();
        }
        return;
    }

    const Destination dest = destination(rules, next, place, action.card.steps());
    if (dest.kind == Destination::None)
        return; // M3: played with no effect
    Stack& source = next.stacks[place.stack];
    // A whole stack moves with its storage; a part is copied out (the moving tile and its riders).
    Stack moving = place.height == 0 ? std::move(source) : Stack(source.begin() + place.height, source.end());
    source.resize(static_cast<std::size_t>(place.height)); // a moved-from vector is empty
    if (move)
        move->carried.assign(moving.begin() + 1, moving.end());
    int sourceIndex = place.stack;
    int to = dest.stack;
    switch (dest.kind) {
    case Destination::NewFront:
        next.stacks.insert(next.stacks.begin(), std::move(moving));
        ++sourceIndex;
        to = 0;
        break;
    case Destination::NewBack:
        next.stacks.push_back(std::move(moving));
        to = next.size() - 1;
        break;
    default:
        if (move)
            move->onto = next.stacks[dest.stack].back();
        next.stacks[dest.stack].insert(next.stacks[dest.stack].end(), moving.begin(), moving.end());
        break;
    }
    if (next.stacks[sourceIndex].empty()) {
        next.stacks.erase(next.stacks.begin() + sourceIndex); // M1: the row closes up
        if (to > sourceIndex)
            --to;
    }
    if (move) {
        move->to = to;
        move->changed = true;
    }
}

bool hasEffect(const Rules& rules, const Row& row, const Action& action)
{
    return applyPlay(rules, row, action) != row;
}

std::string explain(const Rules& rules, const Row& row, const Action& action)
{
    const Card card = action.card;
    if (!action.tile) {
        if (card.isShake())
            return TP_TR("mini", "Shake with no effect: no stack has two or more tiles");
        return format(TP_TR("mini", "{0} with no effect: it has no tile to aim at"), card.displayName());
    }
    const Tile tile = *action.tile;
    const std::string name = tile.toString();
    const std::string cardName = card.displayName();
    const Row::Place place = row.find(tile);
    if (card.isShake()) {
        const auto off = row.riders(tile);
        return format(off.size() == 1 ? TP_TR("mini", "{0} on {1}: {2} comes off {1} and lines up behind it")
                                      : TP_TR("mini", "{0} on {1}: {2} come off {1} and line up behind it"),
                      cardName, name, joinTiles(off));
    }
    const int steps = card.steps();
    const Destination dest = destination(rules, row, place, steps);
    if (dest.kind == Destination::None) {
        if (steps > 0)
            return format(rules.openEnds ? TP_TR("mini", "{0} on {1}: {1} and the tiles on it are already alone in front "
                                                         "and can't go further forward: no effect")
                                         : TP_TR("mini", "{0} on {1}: {1} is in the front stack and can't go further "
                                                         "forward: no effect"),
                          cardName, name);
        return format(rules.openEnds ? TP_TR("mini", "{0} on {1}: {1} and the tiles on it are already alone at the back "
                                                     "and can't go further back: no effect")
                                     : TP_TR("mini", "{0} on {1}: {1} is in the back stack and can't go further back: "
                                                     "no effect"),
                      cardName, name);
    }
    // {2}: from which stack; {3}: where it lands (the sentences below).
    const std::string from = stackName(place.stack, row.size());
    std::string to;
    if (dest.kind == Destination::NewFront)
        to = TP_TR("mini", "out ahead of the front, as the new front stack");
    else if (dest.kind == Destination::NewBack)
        to = TP_TR("mini", "out behind the back, as the new back stack");
    else
        to = format(TP_TR("mini", "onto {0} in {1}"), row.stacks[dest.stack].back().toString(),
                    stackName(dest.stack, row.size()));
    const auto riders = row.riders(tile);
    if (riders.empty())
        return format(steps > 0 ? TP_TR("mini", "{0} on {1}: {1} moves forward from {2} {3}")
                                : TP_TR("mini", "{0} on {1}: {1} moves back from {2} {3}"),
                      cardName, name, from, to);
    return format(steps > 0 ? TP_TR("mini", "{0} on {1}: {1} moves forward from {2} {3}, carrying {4}")
                            : TP_TR("mini", "{0} on {1}: {1} moves back from {2} {3}, carrying {4}"),
                  cardName, name, from, to, joinTiles(riders));
}

std::vector<Tile> finishers(const std::vector<Tile>& ranking)
{
    std::vector<Tile> result;
    for (Tile t : ranking)
        if (!t.isBlack() && result.size() < 2)
            result.push_back(t);
    return result;
}

// ---------------------------------------------------------------------------------------------
// The state

MiniState::MiniState(Rules rules, int playerCount, std::uint64_t seed)
    : m_rules(rules), m_playerCount(playerCount), m_rng(seed)
{
    InlineVector<Color, kPlayerColorCount> colors(kPlayerColors.begin(), kPlayerColors.end());
    m_rng.shuffle(colors);
    m_colors.assign(colors.begin(), colors.begin() + playerCount);
    InlineVector<Tile, kTileCount> tiles; // allTiles(), without the allocation
    for (int i = 0; i < kTileCount; ++i)
        tiles.push_back(Tile::fromIndex(i));
    m_rng.shuffle(tiles);
    m_row.stacks.reserve(tiles.size() + 1);
    for (Tile t : tiles)
        m_row.stacks.push_back(Stack{t});
    m_drawPile = Rules::deckCards();
    m_rng.shuffle(m_drawPile);
    m_moves.reserve(32); // a random 4-player basic game takes about 21 turns
    m_hands.resize(static_cast<std::size_t>(playerCount));
    for (int round = 0; round < kHandSize; ++round)
        for (auto& hand : m_hands) {
            for (;;) {
                const Card card = m_drawPile.back();
                m_drawPile.pop_back();
                if (!card.isLettuce()) {
                    hand.push_back(card);
                    break;
                }
                // M5: in the opening deal a lettuce goes back, the deck is reshuffled, and another is drawn.
                m_drawPile.push_back(card);
                m_rng.shuffle(m_drawPile);
            }
        }
    for (auto& hand : m_hands)
        std::sort(hand.begin(), hand.end());
    m_current = rules.firstPlayer; // the rulebook: "The youngest player starts"
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

Expected<std::vector<Tile>> parseTiles(const Json& list, const std::string& where)
{
    if (!list.is_array())
        return Error{"setup: " + where + " must be a list of tiles"};
    std::vector<Tile> tiles;
    for (const Json& item : list) {
        auto tile = item.is_string() ? Tile::parse(item.get<std::string>()) : std::nullopt;
        if (!tile)
            return Error{"setup: " + where + ": " + item.dump() + " is not a tile (R1, R2, ... P2, K1, K2)"};
        tiles.push_back(*tile);
    }
    return tiles;
}

Expected<int> parseCount(const Json& setup, const char* key, int fallback, int minimum, int maximum,
                         const std::string& why)
{
    if (!setup.contains(key))
        return fallback;
    const Json& value = setup[key];
    const auto number = wholeNumberIn(value, minimum, maximum);
    if (!number)
        return Error{std::string("setup: ") + key + " must be a whole number " + std::to_string(minimum) +
                     ".." + std::to_string(maximum) + why};
    return *number;
}

} // namespace

Expected<std::unique_ptr<MiniState>> MiniState::fromSetup(Rules rules, int playerCount, const Json& setup,
                                                          std::uint64_t seed)
{
    if (!setup.is_object())
        return Error{"setup must be an object"};
    static const std::set<std::string> known = {"colors",  "row", "hands", "deck",   "discard",
                                                "lettuce", "out", "round", "current"};
    for (const auto& [key, value] : setup.items())
        if (!known.count(key))
            return Error{"setup: unknown field \"" + key + "\""};
    for (const char* key : {"colors", "row", "hands", "deck"})
        if (!setup.contains(key))
            return Error{std::string("setup: ") + key + " is missing"};

    std::unique_ptr<MiniState> state(new MiniState());
    state->m_rules = rules;
    state->m_playerCount = playerCount;
    state->m_rng = Rng(seed);

    const Json& colors = setup["colors"];
    if (!colors.is_array() || static_cast<int>(colors.size()) != playerCount)
        return Error{"setup: colors must list one colour per player (" + std::to_string(playerCount) + ")"};
    for (const Json& c : colors) {
        auto color = c.is_string() ? parseColor(c.get<std::string>()) : std::nullopt;
        if (!color || *color == Color::Black)
            return Error{"setup: colors: " + c.dump() + " is not a player colour (R, Y, G, B or P)"};
        if (std::find(state->m_colors.begin(), state->m_colors.end(), *color) != state->m_colors.end())
            return Error{"setup: colors: " + colorName(*color) + " is given to two players"};
        state->m_colors.push_back(*color);
    }

    // Tiles: every one of the 12 exactly once, in the row or out (M1, M8).
    auto round = parseCount(setup, "round", 1, 1, rules.advanced() ? 3 : 1,
                            rules.advanced() ? "" : " (the basic game is a single race)");
    if (!round)
        return Error{round.error()};
    state->m_round = *round;
    auto out = parseTiles(setup.value("out", Json::array()), "out");
    if (!out)
        return Error{out.error()};
    if (static_cast<int>(out->size()) != 2 * (*round - 1))
        return Error{"setup: out lists " + std::to_string(out->size()) + " tiles; race " +
                     std::to_string(*round) + " follows " + std::to_string(*round - 1) +
                     " finished races of 2 tiles each"};
    std::array<int, kTileCount> seen{};
    std::array<int, kColorCount> outPerColor{};
    for (Tile t : *out) {
        if (t.isBlack())
            return Error{"setup: out: " + t.toString() + " is black, and black tiles never finish"};
        if (++seen[t.index()] > 1)
            return Error{"setup: tile " + t.toString() + " is out twice"};
        if (++outPerColor[static_cast<int>(t.color)] == 2)
            return Error{"setup: out holds both " + colorName(t.color) + " tiles, so the game would be over"};
    }
    state->m_out = *out;
    const Json& row = setup["row"];
    if (!row.is_array() || row.empty())
        return Error{"setup: row must be a list of stacks, front first"};
    for (std::size_t s = 0; s < row.size(); ++s) {
        const std::string where = "row[" + std::to_string(s) + "]";
        if (!row[s].is_array() || row[s].empty())
            return Error{"setup: " + where + " must be a non-empty stack of tiles (the row has no gaps)"};
        auto stack = parseTiles(row[s], where);
        if (!stack)
            return Error{stack.error()};
        for (Tile t : *stack)
            if (++seen[t.index()] > 1)
                return Error{"setup: tile " + t.toString() +
                             (std::find(out->begin(), out->end(), t) != out->end()
                                  ? " is both out and in the row"
                                  : " is in the row twice")};
        state->m_row.stacks.push_back(Stack(stack->begin(), stack->end())); // at most 12: no tile twice
    }
    for (Tile t : allTiles())
        if (!seen[t.index()])
            return Error{"setup: tile " + t.toString() + " is missing"};

    // Cards: all 50 accounted for across hands, deck, discard and the laid-out lettuces.
    auto lettuce =
        parseCount(setup, "lettuce", 0, 0, kLettuceCount - 1, " (the third lettuce ends the race)");
    if (!lettuce)
        return Error{lettuce.error()};
    state->m_lettuce = *lettuce;
    const Json& hands = setup["hands"];
    if (!hands.is_array() || static_cast<int>(hands.size()) != playerCount)
        return Error{"setup: hands must list one hand per player (" + std::to_string(playerCount) + ")"};
    std::vector<Card> all(static_cast<std::size_t>(*lettuce), Card::neutral(CardKind::Lettuce));
    for (int p = 0; p < playerCount; ++p) {
        const std::string where = "hands[" + std::to_string(p) + "]";
        auto hand = parseCards(hands[p], where);
        if (!hand)
            return Error{hand.error()};
        if (hand->size() != kHandSize)
            return Error{"setup: " + where + " holds " + std::to_string(hand->size()) + " cards, not " +
                         std::to_string(kHandSize)};
        for (Card c : *hand)
            if (c.isLettuce())
                return Error{"setup: " + where + " holds a lettuce, and a lettuce is never held"};
        std::sort(hand->begin(), hand->end());
        all.insert(all.end(), hand->begin(), hand->end());
        state->m_hands.push_back(*hand);
    }
    auto deck = parseCards(setup["deck"], "deck");
    if (!deck)
        return Error{deck.error()};
    auto discard = parseCards(setup.value("discard", Json::array()), "discard");
    if (!discard)
        return Error{discard.error()};
    for (Card c : *discard)
        if (c.isLettuce())
            return Error{
                "setup: discard holds a lettuce; lettuces are laid out (setup field lettuce) or in the deck"};
    all.insert(all.end(), deck->begin(), deck->end());
    all.insert(all.end(), discard->begin(), discard->end());
    state->m_drawPile.assign(deck->rbegin(), deck->rend()); // setup lists top first
    state->m_discard.assign(discard->rbegin(), discard->rend());

    std::array<int, kCardTypes> expected{}, actual{};
    for (Card c : Rules::deckCards())
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

    auto current = parseCount(setup, "current", 0, 0, playerCount - 1, " (a player index)");
    if (!current)
        return Error{current.error()};
    state->m_current = *current;
    return state;
}

std::optional<int> MiniState::currentPlayer() const
{
    if (m_finished)
        return std::nullopt;
    return m_current;
}

std::vector<Tile> MiniState::ranking() const
{
    std::vector<Tile> tiles = m_out;
    const auto rest = m_row.ranking();
    tiles.insert(tiles.end(), rest.begin(), rest.end());
    return tiles;
}

MiniState::Decision MiniState::decide(bool withReason) const
{
    if (!m_finished)
        return {};
    auto ownerOf = [&](Color c) -> int {
        for (int p = 0; p < m_playerCount; ++p)
            if (m_colors[p] == c)
                return p;
        return -1;
    };
    // The best-placed tile of a held colour in the last race (M7; the fallback of M8).
    // Every sentence ends naming the winner's seat ("player 1", which the app turns into a name)
    // and, where notation is shown (withRulings), the ruling that decided it.
    auto backed = [&](std::string text, Color c, const char* ruling) {
        return withRulings(format(TP_TR("mini", "{0}; {1} backed {2}"), text,
                                  format(TP_TR("engine", "player {0}"), ownerOf(c)), colorName(c)),
                           format(TP_TR("mini", "(ruling {0})"), ruling));
    };
    auto byLastRace = [&](std::string lead) -> Decision {
        std::vector<Tile> black, unheld;
        for (Tile t : m_lastRace) {
            if (t.isBlack()) {
                black.push_back(t);
                continue;
            }
            const int owner = ownerOf(t.color);
            if (owner < 0) {
                unheld.push_back(t);
                continue;
            }
            if (!withReason) // winners() only: playouts build no sentences
                return Decision{{owner}, {}};
            std::string text = format(TP_TR("mini", "{0} wins: {1} is the best-placed tile of a colour someone holds"),
                                      colorTitle(t.color), t.toString());
            std::vector<std::string> skipped;
            if (!black.empty())
                skipped.push_back(format(black.size() == 1 ? TP_TR("mini", "{0} is black") : TP_TR("mini", "{0} are black"),
                                         joinTiles(black)));
            if (!unheld.empty())
                skipped.push_back(format(unheld.size() == 1 ? TP_TR("mini", "{0} is a colour no one holds")
                                                            : TP_TR("mini", "{0} are colours no one holds"),
                                         joinTiles(unheld)));
            if (skipped.size() == 2)
                text = format(TP_TR("mini", "{0} (ahead of it, {1}, and {2})"), text, skipped[0], skipped[1]);
            else if (skipped.size() == 1)
                text = format(TP_TR("mini", "{0} (ahead of it, {1})"), text, skipped[0]);
            return Decision{{owner}, lead + backed(text, t.color, m_rules.advanced() ? "M8" : "M7")};
        }
        return {};
    };
    if (!m_rules.advanced())
        return byLastRace("");

    auto raceOf = [&](std::size_t outIndex) {
        // out lists two tiles per race; a setup's out begins with race 1 (validated).
        return std::to_string(outIndex / 2 + 1);
    };
    std::vector<Color> completed;
    for (Color c : kPlayerColors)
        if (std::count_if(m_out.begin(), m_out.end(), [&](Tile t) { return t.color == c; }) == 2)
            completed.push_back(c);
    std::vector<Color> held, unheld;
    for (Color c : completed)
        (ownerOf(c) >= 0 ? held : unheld).push_back(c);
    auto names = [](const std::vector<Color>& colors) {
        std::vector<std::string> words;
        for (Color c : colors)
            words.push_back(colorName(c));
        return joinWords(words);
    };
    if (held.size() == 1) {
        const Color c = held[0];
        if (!withReason)
            return Decision{{ownerOf(c)}, {}};
        std::vector<std::string> when;
        for (std::size_t i = 0; i < m_out.size(); ++i)
            if (m_out[i].color == c)
                when.push_back(format(TP_TR("mini", "{0} in race {1}"), m_out[i].toString(), raceOf(i)));
        std::string text =
            format(TP_TR("mini", "{0} wins: both {1} tiles finished ({2})"), colorTitle(c), colorName(c), joinWords(when));
        if (!unheld.empty())
            text = format(TP_TR("mini", "{0}; {1} also finished, but no one holds it"), text, names(unheld));
        return Decision{{ownerOf(c)}, backed(text, c, "M8")};
    }
    const std::string race = std::to_string(m_round);
    if (!withReason)
        return byLastRace({});
    if (held.size() > 1)
        return byLastRace(
            format(TP_TR("mini", "Both {0} tiles finished at once, a tie, so race {1}, the last, decides. "), names(held), race));
    return byLastRace(format(TP_TR("mini", "Both {0} tiles finished, but no one holds {0}, so race {1}, the last, decides. "),
                             names(unheld), race));
}

std::vector<int> MiniState::winners() const
{
    return decide(false).winners;
}

std::string MiniState::winReason() const
{
    return decide().reason;
}

void MiniState::legalActions(std::vector<Action>& out) const
{
    out.clear();
    if (!m_finished)
        mini::legalActions(m_rules, m_row, m_hands[m_current], out);
}

void MiniState::applyLegal(const Action& action)
{
    assert(check(action));
    play(action);
    recordTypedHistory(); // the notation is made from m_moves when history() is read
}

void MiniState::pendingHistoryText(std::size_t count, std::vector<std::string>& out) const
{
    // Every action appends one Move, so the last `count` moves hold the pending actions.
    for (std::size_t i = m_moves.size() - count; i < m_moves.size(); ++i)
        out.push_back(m_moves[i].action.toString());
}

void MiniState::candidateActions(std::vector<Action>& out) const
{
    out.clear();
    for (int c = 0; c < kCardTypes; ++c) {
        const Card card = Card::fromIndex(c);
        out.push_back(Action{card, std::nullopt});
        for (int t = 0; t < kTileCount; ++t)
            out.push_back(Action{card, Tile::fromIndex(t)});
    }
}

Outcome MiniState::check(const Action& action) const
{
    if (m_finished)
        return Outcome::failure(TP_TR("engine", "the game is over"));
    if (action.card.isLettuce())
        return checkPlay(m_rules, m_row, action);
    const auto& hand = m_hands[m_current];
    if (std::find(hand.begin(), hand.end(), action.card) == hand.end())
        return Outcome::failure(format(TP_TR("mini", "{0} does not hold {1}"),
                                       format(TP_TR("engine", "player {0}"), m_current), action.card.toString()));
    return checkPlay(m_rules, m_row, action);
}

Outcome MiniState::canUndo() const
{
    if (history().empty())
        return State::canUndo();
    if (m_finished)
        return Outcome::failure(TP_TR("engine", "the game is over"));
    return Outcome::failure(TP_TR("mini", "a card was drawn after the last play, and drawing can't be taken back"));
}

std::unique_ptr<State> MiniState::preview(std::string_view text) const
{
    const auto action = Action::parse(text);
    if (!action || !check(*action))
        return nullptr;
    auto shown = std::make_unique<MiniState>(*this);
    shown->play(*action, true);
    return shown;
}

void MiniState::play(const Action& action, bool preview)
{
    Move move;
    applyPlayInPlace(m_rules, m_row, action, &move);
    move.player = m_current;
    move.rowSize = m_row.size();
    auto& hand = m_hands[m_current];
    hand.erase(std::find(hand.begin(), hand.end(), action.card));
    m_discard.push_back(action.card);
    if (preview) {
        // Nothing drawn, no lettuce laid out, the same player to act (preview()).
        m_moves.push_back(std::move(move));
        return;
    }
    // M5, M8: the third lettuce ends the race; in the advanced game the same player then makes the
    // draw the race's end cut short (which may, rarely, lay out three lettuces again).
    while (!drawCard(m_current, move))
        if (!endRace(m_current, move)) {
            m_finished = true;
            break;
        }
    if (!m_finished)
        m_current = (m_current + 1) % m_playerCount;
    move.lettucesOut = m_lettuce;
    m_moves.push_back(std::move(move));
}

bool MiniState::drawCard(int player, Move& move)
{
    for (;;) {
        if (m_drawPile.empty()) {
            // M6: the discard pile is shuffled into a new draw pile.
            if (m_discard.empty())
                return true; // cannot happen with 50 cards and at most 25 held
            m_drawPile.swap(m_discard);
            m_rng.shuffle(m_drawPile);
            move.reshuffled = true;
        }
        const Card card = m_drawPile.back();
        m_drawPile.pop_back();
        if (card.isLettuce()) {
            // M5: shown, laid out, and replaced by another draw; the third ends the race.
            ++m_lettuce;
            ++move.lettuces;
            if (m_lettuce >= kLettuceCount)
                return false;
            continue;
        }
        auto& hand = m_hands[static_cast<std::size_t>(player)];
        hand.insert(std::upper_bound(hand.begin(), hand.end(), card), card); // kept in card order
        return true;
    }
}

bool MiniState::endRace(int player, Move& move)
{
    RaceEnd end;
    end.race = m_round;
    end.player = player;
    end.ranking = m_row.ranking();
    end.row = m_row;
    m_lastRace = end.ranking;
    if (!m_rules.advanced()) {
        end.gameOver = true;
        move.raceEnds.push_back(end);
        return false;
    }
    // M8: the first two non-black tiles finish and leave; the row closes up.
    end.finished = finishers(end.ranking);
    for (Tile t : end.ranking) {
        if (!end.finished.empty() && t == end.finished.back())
            break;
        if (t.isBlack())
            end.passedOver.push_back(t);
    }
    for (Tile t : end.finished) {
        const Row::Place place = m_row.find(t);
        Stack& stack = m_row.stacks[place.stack];
        stack.erase(stack.begin() + place.height);
        if (stack.empty())
            m_row.stacks.erase(m_row.stacks.begin() + place.stack);
        m_out.push_back(t);
    }
    for (Color c : kPlayerColors)
        if (std::count_if(m_out.begin(), m_out.end(), [&](Tile t) { return t.color == c; }) == 2)
            end.gameOver = true;
    if (end.gameOver) {
        move.raceEnds.push_back(end);
        return false;
    }
    // Next race: stacks split, hands kept, lettuces and discards shuffled back into the draw pile.
    m_row = m_row.split();
    end.nextRow = m_row;
    m_drawPile.insert(m_drawPile.end(), m_discard.begin(), m_discard.end());
    m_discard.clear();
    m_drawPile.insert(m_drawPile.end(), static_cast<std::size_t>(m_lettuce),
                      Card::neutral(CardKind::Lettuce));
    m_lettuce = 0;
    m_rng.shuffle(m_drawPile);
    ++m_round;
    move.raceEnds.push_back(end);
    return true;
}

Observation MiniState::observation(int player) const
{
    Observation obs;
    obs.player = player;
    obs.playerCount = m_playerCount;
    obs.rules = m_rules;
    obs.current = currentPlayer();
    obs.finished = m_finished;
    obs.row = m_row;
    obs.lettuce = m_lettuce;
    obs.round = m_round;
    obs.out = m_out;
    for (std::size_t i = 0; i < m_out.size(); ++i)
        obs.outRaces.push_back(static_cast<int>(i) / 2 + 1); // M8: each race finishes two tiles
    for (int p = 0; p < m_playerCount; ++p) {
        const bool visible = p == player || m_finished;
        obs.colors.push_back(visible ? std::optional<Color>(m_colors[p]) : std::nullopt);
        obs.handSizes.push_back(static_cast<int>(m_hands[p].size()));
    }
    if (player >= 0 && player < m_playerCount)
        obs.hand = m_hands[player];
    obs.drawPileSize = static_cast<int>(m_drawPile.size());
    obs.discard = m_discard;
    obs.moves = m_moves;
    obs.ranking = ranking();
    const Decision decision = decide();
    obs.winners = decision.winners;
    obs.winReason = decision.reason;
    return obs;
}

namespace {

Json tilesJson(const std::vector<Tile>& tiles)
{
    Json list = Json::array();
    for (Tile t : tiles)
        list.push_back(t.toString());
    return list;
}

Json rowJson(const Row& row)
{
    Json list = Json::array();
    for (const Stack& stack : row.stacks)
        list.push_back(tilesJson(stack));
    return list;
}

} // namespace

Json MiniState::toJson() const
{
    Json legal = Json::array();
    for (const Action& action : legalActionsOf(*this))
        legal.push_back(action.toString());
    Json colors = Json::array();
    for (Color c : m_colors)
        colors.push_back(std::string(1, toChar(c)));
    Json hands = Json::array();
    for (const auto& hand : m_hands)
        hands.push_back(cardListJson(hand, false));
    return Json{{"game", "mini"},
                {"current", m_finished ? Json(nullptr) : Json(m_current)},
                {"finished", m_finished},
                {"winner", winnersJson(winners())},
                {"legal", legal},
                {"row", rowJson(m_row)},
                {"lettuce", m_lettuce},
                {"round", m_round},
                {"out", tilesJson(m_out)},
                {"ranking", tilesJson(ranking())},
                {"options", m_rules.toOptions()},
                {"colors", colors},
                {"hands", hands},
                {"deck", cardListJson(m_drawPile, true)},
                {"discard", cardListJson(m_discard, true)}};
}

Json MiniState::observationJson(int player) const
{
    const Observation obs = observation(player);
    Json colors = Json::array();
    for (const auto& c : obs.colors)
        colors.push_back(c ? Json(std::string(1, toChar(*c))) : Json(nullptr));
    Json sizes = obs.handSizes;
    return Json{{"game", "mini"},
                {"player", player},
                {"current", obs.current ? Json(*obs.current) : Json(nullptr)},
                {"finished", obs.finished},
                {"winner", winnersJson(obs.winners)},
                {"row", rowJson(obs.row)},
                {"lettuce", obs.lettuce},
                {"round", obs.round},
                {"out", tilesJson(obs.out)},
                {"ranking", tilesJson(obs.ranking)},
                {"colors", colors},
                {"hand", cardListJson(obs.hand, false)},
                {"handSizes", sizes},
                {"drawPile", obs.drawPileSize},
                {"discard", cardListJson(obs.discard, true)}};
}

bool MiniState::operator==(const MiniState& other) const
{
    return m_rules == other.m_rules && m_playerCount == other.m_playerCount && m_rng == other.m_rng &&
           m_colors == other.m_colors && m_hands == other.m_hands && m_drawPile == other.m_drawPile &&
           m_discard == other.m_discard && m_row == other.m_row && m_lettuce == other.m_lettuce &&
           m_round == other.m_round && m_out == other.m_out && m_lastRace == other.m_lastRace &&
           m_current == other.m_current && m_finished == other.m_finished && m_moves == other.m_moves &&
           history() == other.history();
}

namespace {

/// "first", "second", "third": the lettuce laid out.
std::string ordinal(int n)
{
    switch (n) {
    case 1: return TP_TR("mini", "first");
    case 2: return TP_TR("mini", "second");
    case 3: return TP_TR("mini", "third");
    }
    return std::to_string(n);
}

} // namespace

std::string MiniState::describe(const Move& move, int) const
{
    const std::string who = format(TP_TR("engine", "player {0}"), move.player);
    const Card card = move.action.card;
    std::string text;
    if (!move.action.tile) {
        text = card.isShake() ? format(TP_TR("mini", "{0} played Shake with no effect: no stack has two tiles."), who)
                              : format(TP_TR("mini", "{0} played {1} with no effect."), who, card.label());
    } else {
        const std::string tile = move.action.tile->toString();
        if (card.isShake()) {
            text = format(TP_TR("mini", "{0} played Shake on {1}: {2} came off and lined up behind it."), who, tile,
                          joinTiles(move.carried));
        } else if (!move.changed) {
            text = card.steps() > 0
                       ? format(TP_TR("mini", "{0} played {1} on {2}, already in front: no effect."), who, card.label(), tile)
                       : format(TP_TR("mini", "{0} played {1} on {2}, already at the back: no effect."), who, card.label(),
                                tile);
        } else {
            text = format(card.steps() > 0 ? TP_TR("mini", "{0} played {1}: {2} moves forward to {3}")
                                           : TP_TR("mini", "{0} played {1}: {2} moves back to {3}"),
                          who, card.label(), tile, stackName(move.to, move.rowSize));
            if (move.onto)
                text += format(TP_TR("mini", ", onto {0}"), move.onto->toString());
            if (!move.carried.empty())
                text += format(TP_TR("mini", ", carrying {0}"), joinTiles(move.carried));
            text += '.';
        }
    }
    if (move.reshuffled)
        text += " " + TP_TR("mini", "The discard pile is shuffled into a new draw pile.");
    if (move.lettuces > 0 && move.raceEnds.empty())
        text += " " + (move.lettuces == 1 ? format(TP_TR("mini", "{0} drew the {1} lettuce."), who, ordinal(move.lettucesOut))
                                          : format(TP_TR("mini", "{0} drew {1} lettuces."), who, move.lettuces));
    for (const RaceEnd& end : move.raceEnds) {
        if (!m_rules.advanced()) {
            text += " " + format(TP_TR("mini", "{0} drew the third lettuce: the race is over."), who);
            continue;
        }
        text += " " + format(TP_TR("mini", "{0} drew the third lettuce: race {1} is over, {2} finish."), who, end.race,
                             joinTiles(end.finished));
        if (end.gameOver)
            text += " " + TP_TR("mini", "The game is over.");
    }
    return text;
}

namespace {

/// The registry's invariants (GameInfo::invariants): the 50 cards, the 12 tiles, the races.
const char* invariants(const State& generic)
{
    const auto& state = static_cast<const MiniState&>(generic);
    static const auto deck = [] {
        std::array<int, kCardTypes> counts{};
        for (Card c : Rules::deckCards())
            ++counts[static_cast<std::size_t>(c.index())];
        return counts;
    }();
    std::array<int, kCardTypes> counts{};
    for (int p = 0; p < state.playerCount(); ++p) {
        if (state.hand(p).size() > static_cast<std::size_t>(kHandSize))
            return "a hand holds more than 5 cards";
        for (Card c : state.hand(p)) {
            if (c.isLettuce())
                return "a lettuce is held";
            ++counts[static_cast<std::size_t>(c.index())];
        }
    }
    for (Card c : state.drawPile())
        ++counts[static_cast<std::size_t>(c.index())];
    for (Card c : state.discardPile())
        ++counts[static_cast<std::size_t>(c.index())];
    if (state.lettuce() < 0 || state.lettuce() > kLettuceCount)
        return "lettuce count out of 0..3";
    if (!state.isFinished() && state.lettuce() >= kLettuceCount)
        return "three lettuces out and the race goes on";
    counts[static_cast<std::size_t>(Card::neutral(CardKind::Lettuce).index())] += state.lettuce();
    if (counts != deck)
        return "the cards are not the deck's 50";
    // Tiles: the row and the finished tiles hold each of the 12 once; no empty stack.
    std::array<int, kTileCount> seen{};
    for (const Stack& stack : state.row().stacks) {
        if (stack.empty())
            return "an empty stack in the row";
        for (Tile t : stack)
            ++seen[static_cast<std::size_t>(t.index())];
    }
    for (Tile t : state.out()) {
        if (t.isBlack())
            return "a black tile finished";
        ++seen[static_cast<std::size_t>(t.index())];
    }
    for (int n : seen)
        if (n != 1)
            return "a tile is missing or twice";
    if (!state.rules().advanced() && !state.out().empty())
        return "tiles finished in the basic game";
    if (state.round() < 1 || state.round() > 5)
        return "race number out of 1..5";
    if (state.isFinished()) {
        if (state.winners().size() != 1)
            return "a finished game has not exactly one winner";
    } else if (*state.currentPlayer() < 0 || *state.currentPlayer() >= state.playerCount()) {
        return "bad current player";
    }
    if (state.moves().size() != state.history().size())
        return "moves and history differ in length";
    return nullptr;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Registry entry

GameInfo gameInfo()
{
    GameInfo info;
    info.name = "mini";
    info.title = "Turtle Race Mini";
    info.minPlayers = 2; // M9
    info.maxPlayers = 5;
    info.options = {
        {"variant",
         TP_NOOP("mini", "Variant"),
         TP_NOOP("mini", "One race, or several races until a colour has both tiles finished"),
         "basic",
         {{"basic", TP_NOOP("mini", "One race; the best-placed colour someone holds wins")},
          {"advanced", TP_NOOP("mini", "After each race the first two tiles finish; both tiles of a colour finished wins")}}},
        {"openEnds",
         TP_NOOP("mini", "Open ends"),
         TP_NOOP("mini", "What happens to a tile that would move past the front or the back"),
         "false",
         {{"false", TP_NOOP("mini", "It stops on the end stack; the excess is lost")},
          {"true", TP_NOOP("mini", "It steps out as a new stack just beyond the end")}}},
        {"firstPlayer", TP_NOOP("mini", "First player"), TP_NOOP("mini", "The seat that plays first (the youngest)"), "0", {}, 0, 4},
    };
    info.botLevels = {"easy", "medium", "hard"};
    info.makeBot = [](const std::string& level, std::uint64_t seed, const BotOptions& options) {
        return makeBot(level, seed, options);
    };
    info.simulate = [](const State& start, const SimulationSpec& spec, const RecordSink& sink) {
        return simulation::simulateTyped(static_cast<const MiniState&>(start), spec, sink, &makeTypedBot);
    };
    info.ruleSets = {RuleSet{"", [](std::uint64_t seed) { return Json{{"openEnds", seed % 2 == 0}}; }},
                     RuleSet{"advanced", [](std::uint64_t seed) {
                                 return Json{{"variant", "advanced"}, {"openEnds", seed % 2 == 0}};
                             }}};
    info.invariants = invariants;
    info.fromObservationJson = &MiniState::fromObservationJson;
    info.maxActions = 5000;
    info.start = [](const Record& record) -> Expected<std::unique_ptr<State>> {
        const GameInfo* self = findGame("mini");
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
        for (int p = 0; p < n; ++p)
            if (!record.players[p].color.empty())
                return Error{"players[" + std::to_string(p) +
                             "].color: in Turtle Race Mini colours are always dealt in secret"};
        if (!record.setup.is_null()) {
            auto state = MiniState::fromSetup(*rules, n, record.setup, record.seed);
            if (!state)
                return Error{state.error()};
            return std::unique_ptr<State>(std::move(*state));
        }
        return std::unique_ptr<State>(std::make_unique<MiniState>(*rules, n, record.seed));
    };
    return info;
}

} // namespace tidepool::mini

namespace tidepool::mini {

std::unique_ptr<MiniState> MiniState::fromObservation(const Observation& observation, std::vector<Color> colors,
                                                      std::vector<std::vector<Card>> hands, std::vector<Card> drawPile,
                                                      std::uint64_t seed)
{
    std::unique_ptr<MiniState> state(new MiniState());
    state->m_rules = observation.rules;
    state->m_playerCount = observation.playerCount;
    state->m_rng = Rng(seed);
    state->m_colors = std::move(colors);
    state->m_hands = std::move(hands);
    for (auto& hand : state->m_hands)
        std::sort(hand.begin(), hand.end());
    state->m_drawPile = std::move(drawPile);
    state->m_discard = observation.discard;
    state->m_row = observation.row;
    state->m_lettuce = observation.lettuce;
    state->m_round = observation.round;
    state->m_out = observation.out;
    for (const Move& move : observation.moves)
        for (const RaceEnd& end : move.raceEnds)
            state->m_lastRace = end.ranking;
    state->m_current = observation.current.value_or(0);
    state->m_finished = observation.finished;
    state->m_moves = observation.moves;
    return state;
}

Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount)
{
    ObservationReader in(json, "mini");
    Observation obs;
    const int n = playerCount;
    obs.playerCount = n;
    obs.rules = rules;
    obs.player = in.integer("player", kTable, n - 1);
    obs.current = in.optionalInteger("current", 0, n - 1);
    obs.finished = in.boolean("finished");
    if (in.ok() && obs.finished == obs.current.has_value())
        in.fail("\"current\" must be null exactly when the game is finished");
    auto parseTile = [](const std::string& text) { return Tile::parse(text); };
    auto parseCard = [](const std::string& text) { return Card::parse(text); };
    // The tiles: every one exactly once, in the row or out (M1, M8).
    std::array<int, kTileCount> seen{};
    if (const Json* row = in.field("row")) {
        if (!row->is_array() || row->empty() || row->size() > kTileCount)
            in.fail("\"row\" must be a list of 1 to 12 stacks");
        else
            for (const Json& stackJson : *row) {
                auto tiles = in.texts<Tile>(&stackJson, "row", "a tile (R1, R2, ... P2, K1, K2)", kTileCount, parseTile);
                if (in.ok() && tiles.empty())
                    in.fail("\"row\" holds an empty stack");
                Stack stack;
                for (Tile t : tiles) {
                    ++seen[static_cast<std::size_t>(t.index())];
                    if (stack.size() < kTileCount)
                        stack.push_back(t);
                }
                obs.row.stacks.push_back(stack);
            }
    }
    obs.lettuce = in.integer("lettuce", 0, kLettuceCount);
    obs.round = in.integer("round", 1, rules.advanced() ? kTileCount / 2 : 1);
    obs.out = in.texts<Tile>(in.field("out"), "out", "a tile", kTileCount, parseTile);
    if (in.ok() && (obs.out.size() % 2 != 0 || (!rules.advanced() && !obs.out.empty())))
        in.fail("\"out\" must list two tiles for each finished race (advanced game only)");
    for (Tile t : obs.out)
        ++seen[static_cast<std::size_t>(t.index())];
    for (std::size_t i = 0; i < obs.out.size(); ++i)
        obs.outRaces.push_back(static_cast<int>(i) / 2 + 1);
    for (int i = 0; in.ok() && i < kTileCount; ++i)
        if (seen[static_cast<std::size_t>(i)] != 1)
            in.fail("\"row\" and \"out\" must hold tile " + Tile::fromIndex(i).toString() + " exactly once, not " +
                    std::to_string(seen[static_cast<std::size_t>(i)]) + " times");
    obs.ranking = in.texts<Tile>(in.field("ranking"), "ranking", "a tile", kTileCount, parseTile);
    if (in.ok()) {
        std::vector<Tile> ranking = obs.out; // out tiles in finishing order, then the row's (M7)
        for (Tile t : obs.row.ranking())
            ranking.push_back(t);
        if (ranking != obs.ranking)
            in.fail("\"ranking\" is not the ranking of \"out\" and \"row\"");
    }
    // Colours: one per player, null when this viewer may not see it, never the same twice.
    if (const Json* colors = in.field("colors")) {
        if (!colors->is_array() || static_cast<int>(colors->size()) != n)
            in.fail("\"colors\" must list one colour or null per player (" + std::to_string(n) + ")");
        else
            for (const Json& c : *colors) {
                std::optional<Color> color = c.is_string() ? parseColor(c.get<std::string>()) : std::nullopt;
                if (!c.is_null() && (!color || *color == Color::Black))
                    in.fail("\"colors\": " + ObservationReader::shortDump(c) + " is not a player colour (R, Y, G, B or P)");
                else if (color && std::find(obs.colors.begin(), obs.colors.end(), color) != obs.colors.end())
                    in.fail("\"colors\": " + colorName(*color) + " is given to two players");
                obs.colors.push_back(color);
            }
    }
    obs.hand = in.texts<Card>(in.field("hand"), "hand", "a card", kHandSize, parseCard);
    std::sort(obs.hand.begin(), obs.hand.end());
    obs.handSizes = in.integers(in.field("handSizes"), "handSizes", n, 0, kHandSize);
    if (in.ok() && obs.hand.size() != (obs.player >= 0 ? static_cast<std::size_t>(obs.handSizes[obs.player]) : 0u))
        in.fail("\"hand\" must hold the viewer's own cards, as many as \"handSizes\" says");
    obs.drawPileSize = in.integer("drawPile", 0, kDeckSize);
    obs.discard = in.texts<Card>(in.field("discard"), "discard", "a card", kDeckSize, parseCard);
    std::reverse(obs.discard.begin(), obs.discard.end()); // the JSON lists the top first
    // Cards: none more often than the deck holds it; a lettuce is never held nor discarded (M5).
    std::array<int, kCardTypes> count{};
    for (Card c : Rules::deckCards())
        ++count[static_cast<std::size_t>(c.index())];
    count[static_cast<std::size_t>(Card::neutral(CardKind::Lettuce).index())] -= obs.lettuce;
    for (const auto* cards : {&obs.hand, &obs.discard})
        for (Card c : *cards)
            if (c.isLettuce() || --count[static_cast<std::size_t>(c.index())] < 0)
                in.fail("\"hand\" and \"discard\" hold " + c.toString() + " more often than the deck has it");
    int cards = obs.drawPileSize + static_cast<int>(obs.discard.size()) + obs.lettuce;
    for (int size : obs.handSizes)
        cards += size;
    if (in.ok() && cards > kDeckSize)
        in.fail("the hands, the draw pile, the discard pile and the lettuces laid out hold " + std::to_string(cards) +
                " cards; the deck has " + std::to_string(kDeckSize));
    obs.winners = in.winners(n);
    if (in.ok() && obs.finished == obs.winners.empty())
        in.fail("\"winner\" must name the winners exactly when the game is finished");
    if (!in.ok())
        return Error{in.error()};
    return obs;
}

Expected<std::unique_ptr<State>> MiniState::fromObservationJson(const Record& table, const Json& observation,
                                                                std::uint64_t seed)
{
    auto start = tableStart<MiniState>(table);
    if (!start)
        return Error{start.error()};
    const MiniState& mini = **start;
    auto obs = observationFromJson(observation, mini.rules(), mini.playerCount());
    if (!obs)
        return Error{obs.error()};
    Rng rng(seed);
    std::unique_ptr<MiniState> world = mini::sampleWorld(*obs, rng);
    if (world->m_finished) {
        // The last race's ranking decides (M7; M8's fallback), and the moves that held it are not
        // in the JSON: the row's ranking, after the advanced game's last two finishers (which led
        // every tile of a colour that matters; black tiles passed over never win).
        world->m_lastRace.clear();
        if (world->m_rules.advanced() && world->m_out.size() >= 2)
            world->m_lastRace.assign(world->m_out.end() - 2, world->m_out.end());
        for (Tile t : world->m_row.ranking())
            world->m_lastRace.push_back(t);
    }
    for (const std::string& action : table.actions)
        world->recordHistory(action);
    return std::unique_ptr<State>(std::move(world));
}

} // namespace tidepool::mini

TIDEPOOL_REGISTER_GAME(mini, &tidepool::mini::gameInfo)

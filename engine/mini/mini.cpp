// Turtle Race Mini's rules and state: the small value types (colours, tiles, cards, actions, the
// deck, the rule options, the row) with parse/toString, the rules as free functions over public
// information (targets, the legality test, the legal actions, a play on the row), and MiniState
// itself (the deal, legality, play, the end of a race and of the game and who won it, the typed
// fast path, the observation, equality, and the state a bot builds from an observation). Its JSON
// is in mini_json.cpp, its sentences in mini_text.cpp, its registry entry in mini_game.cpp
// (docs/architecture.md, "The engine").

#include "mini.h"
#include "mini_internal.h"

#include "core/notation.h"
#include "core/tr.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace tidepool::mini {

using detail::colorTitle;
using detail::destination;
using detail::Destination;
using detail::joinTiles;
using detail::joinWords;

// ---------------------------------------------------------------------------------------------
// Small value types

char toChar(Color color)
{
    return "RYGBPK"[static_cast<int>(color)];
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
std::array<int, kCardTypes> unseenCards(const Observation& obs)
{
    std::array<int, kCardTypes> count{};
    for (Card c : Rules::deckCards())
        ++count[static_cast<std::size_t>(c.index())];
    for (Card c : obs.hand)
        --count[static_cast<std::size_t>(c.index())];
    for (Card c : obs.discard)
        --count[static_cast<std::size_t>(c.index())];
    count[static_cast<std::size_t>(Card::neutral(CardKind::Lettuce).index())] -= obs.lettuce;
    return count;
}

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

bool MiniState::operator==(const MiniState& other) const
{
    return m_rules == other.m_rules && m_playerCount == other.m_playerCount && m_rng == other.m_rng &&
           m_colors == other.m_colors && m_hands == other.m_hands && m_drawPile == other.m_drawPile &&
           m_discard == other.m_discard && m_row == other.m_row && m_lettuce == other.m_lettuce &&
           m_round == other.m_round && m_out == other.m_out && m_lastRace == other.m_lastRace &&
           m_current == other.m_current && m_finished == other.m_finished && m_moves == other.m_moves &&
           history() == other.history();
}

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

} // namespace tidepool::mini

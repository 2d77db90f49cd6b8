// Turtle Race Mini's sentences for people: colour and card names, lists of words and tiles and a
// colour at the start of a sentence (mini_internal.h, also used by the refusal reasons of checkPlay
// and by the win reasons of MiniState::decide), the one-line explanation of a legal action
// (explain) and the sentence for one move (describe). Each is a whole template through core/tr.h;
// the typed fast path builds none of them.

#include "mini.h"
#include "mini_internal.h"

#include "core/tr.h"

#include <algorithm>

namespace tidepool::mini {

std::string colorName(Color color)
{
    static const char* names[] = {TP_NOOP("mini", "red"),  TP_NOOP("mini", "yellow"), TP_NOOP("mini", "green"),
                                  TP_NOOP("mini", "blue"), TP_NOOP("mini", "purple"), TP_NOOP("mini", "black")};
    return translate("mini", names[static_cast<int>(color)]);
}

std::string Card::displayName() const
{
    const std::string amount = signedAmount(steps());
    if (isShake())
        return TP_TR("mini", "Shake");
    if (isLettuce())
        return TP_TR("mini", "Lettuce");
    if (isColored()) {
        static const char* names[] = {TP_NOOP("mini", "Red {0}"),  TP_NOOP("mini", "Yellow {0}"),
                                      TP_NOOP("mini", "Green {0}"), TP_NOOP("mini", "Blue {0}"),
                                      TP_NOOP("mini", "Purple {0}"), TP_NOOP("mini", "Black {0}")};
        return format(translate("mini", names[static_cast<int>(color)]), amount);
    }
    return format(TP_TR("mini", "Multicolour {0}"), amount);
}

namespace detail {

/// "a", "a and b", "a, b and c" (or "... or c" with `orLast`), in the chosen language.
std::string joinWords(const std::vector<std::string>& words, bool orLast)
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

std::string joinTiles(const std::vector<Tile>& tiles, bool orLast)
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
} // namespace detail

using detail::colorTitle;
using detail::destination;
using detail::Destination;
using detail::joinTiles;
using detail::joinWords;

namespace {

std::string stackName(int index, int size)
{
    if (index == 0)
        return TP_TR("mini", "the front stack");
    if (index == size - 1)
        return TP_TR("mini", "the back stack");
    return format(TP_TR("mini", "stack {0}"), index + 1);
}
} // namespace

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
                              : format(TP_TR("mini", "{0} played {1} with no effect."), who, card.displayName());
    } else {
        const std::string tile = move.action.tile->toString();
        if (card.isShake()) {
            text = format(TP_TR("mini", "{0} played Shake on {1}: {2} came off and lined up behind it."), who, tile,
                          joinTiles(move.carried));
        } else if (!move.changed) {
            text = card.steps() > 0
                       ? format(TP_TR("mini", "{0} played {1} on {2}, already in front: no effect."), who, card.displayName(), tile)
                       : format(TP_TR("mini", "{0} played {1} on {2}, already at the back: no effect."), who, card.displayName(),
                                tile);
        } else {
            text = format(card.steps() > 0 ? TP_TR("mini", "{0} played {1}: {2} moves forward to {3}")
                                           : TP_TR("mini", "{0} played {1}: {2} moves back to {3}"),
                          who, card.displayName(), tile, stackName(move.to, move.rowSize));
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

} // namespace tidepool::mini

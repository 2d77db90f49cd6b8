// Ribbit's sentences for people: colour and card names, the names of spaces and lists of colours
// (ribbit_internal.h, also used by the refusal reasons of checkPlay), the one-line explanation of a
// legal action (explain), why the winners won (winReason) and the sentence for one move (describe).
// Each is a whole template through core/tr.h; the typed fast path builds none of them.

#include "ribbit.h"
#include "ribbit_internal.h"

#include "core/notation.h"
#include "core/tr.h"

#include <algorithm>

namespace tidepool::ribbit {

std::string colorName(Color color)
{
    static const char* names[] = {TP_NOOP("ribbit", "red"), TP_NOOP("ribbit", "yellow"), TP_NOOP("ribbit", "green"),
                                  TP_NOOP("ribbit", "blue"), TP_NOOP("ribbit", "purple")};
    return translate("ribbit", names[static_cast<int>(color)]);
}

std::string Card::displayName() const
{
    const std::string amount = signedAmount(steps());
    if (isColored()) {
        static const char* names[] = {TP_NOOP("ribbit", "Red {0}"), TP_NOOP("ribbit", "Yellow {0}"),
                                      TP_NOOP("ribbit", "Green {0}"), TP_NOOP("ribbit", "Blue {0}"),
                                      TP_NOOP("ribbit", "Purple {0}")};
        return format(translate("ribbit", names[static_cast<int>(color)]), amount);
    }
    if (isRainbow())
        return format(TP_TR("ribbit", "Rainbow {0}"), amount);
    return format(TP_TR("ribbit", "Last turtle {0}"), amount);
}

namespace detail {

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

} // namespace detail

using detail::joinColors;
using detail::spaceName;

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

std::string RibbitState::describe(const Move& move, int) const
{
    const std::string who = format(TP_TR("engine", "player {0}"), move.player);
    const std::string card = move.action.card.displayName();
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

} // namespace tidepool::ribbit

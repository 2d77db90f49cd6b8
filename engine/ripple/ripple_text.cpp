// Ripple's sentences for people: the piles' names, why the winners won (winReason), the one-line
// explanation of a legal action (explain) and the sentence for one move (describe), with their
// small helpers (players and points in words). Each is a whole template through core/tr.h; the
// typed fast path builds none of them.

#include "ripple.h"

#include "core/notation.h"
#include "core/tr.h"

#include <algorithm>

namespace tidepool::ripple {

std::string Pile::displayName() const
{
    const std::string player = format(TP_TR("engine", "player {0}"), owner);
    if (half < 0)
        return format(TP_TR("ripple", "{0}'s discard pile"), player);
    return format(TP_TR("ripple", "{0}'s pile {1}"), player, half == 0 ? "a" : "b");
}

std::string Pile::label() const
{
    const std::string player = format(TP_TR("engine", "player {0}"), owner);
    if (half < 0)
        return format(TP_TR("ripple", "{0}'s pile"), player);
    return format(TP_TR("ripple", "{0}'s pile {1}"), player, halfName());
}

namespace {

/// "the sun", "the pineapple combo".
std::string withThe(const std::string& name) { return format(TP_TR("ripple", "the {0}"), name); }

} // namespace

namespace {

std::string joinPlayers(const std::vector<int>& players)
{
    std::string numbers;
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (i == 0)
            numbers = std::to_string(players[i]);
        else if (i + 1 == players.size())
            numbers = format(TP_TR("ripple", "{0} and {1}"), numbers, players[i]);
        else
            numbers = format(TP_TR("ripple", "{0}, {1}"), numbers, players[i]);
    }
    return players.size() == 1 ? format(TP_TR("engine", "player {0}"), numbers)
                               : format(TP_TR("ripple", "players {0}"), numbers);
}

std::string points(int value)
{
    return format(value == 1 || value == -1 ? TP_TR("ripple", "{0} point") : TP_TR("ripple", "{0} points"), value);
}

} // namespace

std::string RippleState::winReason() const
{
    if (m_phase != Phase::Over)
        return {};
    const auto won = winners();
    const int best = m_totals[static_cast<std::size_t>(won[0])];
    std::vector<int> tied;
    for (int p = 0; p < m_playerCount; ++p)
        if (m_totals[static_cast<std::size_t>(p)] == best)
            tied.push_back(p);
    // Every sentence ends naming ruling 12 (lowest total; ties by the final round; then shared) where
    // notation is shown (withRulings).
    if (tied.size() == 1)
        return withRulings(format(TP_TR("ripple", "{0} has the lowest total, {1}"), playerName(won[0]), points(best)),
                           TP_TR("ripple", "(ruling 12)"));
    const auto& last = m_scores.back();
    const int lastScore = last[static_cast<std::size_t>(won[0])];
    const std::string tiedPlayers = joinPlayers(tied);
    if (won.size() == tied.size())
        return withRulings(format(TP_TR("ripple", "{0} are tied on {1}; they also scored the same in the final round "
                                                  "({2}), so they share the win"),
                                  tiedPlayers, points(best), points(lastScore)),
                           TP_TR("ripple", "(ruling 12)"));
    std::vector<int> others;
    for (int p : tied)
        if (std::find(won.begin(), won.end(), p) == won.end())
            others.push_back(p);
    std::string otherScores;
    for (std::size_t i = 0; i < others.size(); ++i)
        otherScores = i ? format(TP_TR("ripple", "{0}, {1}"), otherScores, last[static_cast<std::size_t>(others[i])])
                        : std::to_string(last[static_cast<std::size_t>(others[i])]);
    if (won.size() == 1)
        return withRulings(format(TP_TR("ripple", "{0} are tied on {1}; {2} wins with the lower score in the final "
                                                  "round ({3} against {4})"),
                                  tiedPlayers, points(best), playerName(won[0]), lastScore, otherScores),
                           TP_TR("ripple", "(ruling 12)"));
    return withRulings(format(TP_TR("ripple", "{0} are tied on {1}; {2} scored less in the final round ({3} against {4}) "
                                              "and share the win"),
                              tiedPlayers, points(best), joinPlayers(won), lastScore, otherScores),
                       TP_TR("ripple", "(ruling 12)"));
}

std::string RippleState::explain(const Action& action) const
{
    const Beach& beach = m_beaches[static_cast<std::size_t>(m_current)];
    auto slotText = [&](Slot s) {
        const BeachCard& c = beach[static_cast<std::size_t>(s.index)];
        return c.up ? withThe(c.card.shortName()) : TP_TR("ripple", "the face-down card");
    };
    const std::string card = m_held ? m_held->card.shortName() : TP_TR("ripple", "card");
    switch (action.kind) {
    case ActionKind::Reveal:
        return format(TP_TR("ripple", "Turn up the cards in slots {0} and {1} to open the round"), action.slot.toString(),
                      action.second.toString());
    case ActionKind::Draw:
        return format(m_extraTurn ? TP_TR("ripple", "Draw the top card of the draw pile ({0} left), for the extra turn")
                                  : TP_TR("ripple", "Draw the top card of the draw pile ({0} left)"),
                      m_drawPile.size());
    case ActionKind::Take: {
        const auto& pile = discardPile(action.pile);
        return format(TP_TR("ripple", "Take the {0} from {1}"),
                      pile.empty() ? TP_TR("ripple", "card") : pile.back().shortName(), action.pile.displayName());
    }
    case ActionKind::Place: {
        const Slot partner = action.slot.partner();
        const BeachCard& other = beach[static_cast<std::size_t>(partner.index)];
        const bool matches = m_held && other.up && other.card.icon == m_held->card.icon;
        if (m_step == Step::Ripple)
            return matches ? format(TP_TR("ripple", "Ripple the {0} into slot {1} to match slot {2}; {3} there is then "
                                                    "about to be discarded"),
                                    card, action.slot.toString(), partner.toString(), slotText(action.slot))
                           : format(TP_TR("ripple", "Ripple the {0} into slot {1}; {3} there is then about to be "
                                                    "discarded"),
                                    card, action.slot.toString(), partner.toString(), slotText(action.slot));
        return matches ? format(TP_TR("ripple", "Place the {0} in slot {1} to match slot {2}, replacing {3}"), card,
                                action.slot.toString(), partner.toString(), slotText(action.slot))
                       : format(TP_TR("ripple", "Place the {0} in slot {1}, replacing {3}"), card,
                                action.slot.toString(), partner.toString(), slotText(action.slot));
    }
    case ActionKind::Stack: {
        const BeachCard& target = beach[static_cast<std::size_t>(action.slot.index)];
        std::vector<Card> after = target.stacked;
        if (m_held)
            after.push_back(m_held->card);
        const bool completes = comboComplete(target.card, after);
        const char* pattern =
            m_step == Step::Ripple
                ? (completes ? TP_NOOP("ripple", "Ripple the {0} behind the {1} in slot {2}, completing it (an extra "
                                                 "turn, drawing from the draw pile)")
                             : TP_NOOP("ripple", "Ripple the {0} behind the {1} in slot {2} (an extra turn, drawing "
                                                 "from the draw pile)"))
                : (completes ? TP_NOOP("ripple", "Stack the {0} behind the {1} in slot {2}, completing it (an extra "
                                                 "turn, drawing from the draw pile)")
                             : TP_NOOP("ripple", "Stack the {0} behind the {1} in slot {2} (an extra turn, drawing "
                                                 "from the draw pile)"));
        return format(translate("ripple", pattern), card, target.card.shortName(), action.slot.toString());
    }
    case ActionKind::Discard: {
        const std::string where = nextPile(m_current).displayName(); // words, never "P1" (issue 20)
        if (m_held && m_held->drawn)
            return format(faceDownCount(beach) > 0
                              ? TP_TR("ripple", "Discard the {0} to {1}, then turn a face-down card up")
                              : TP_TR("ripple", "Discard the {0} to {1} (no face-down card is left)"),
                          card, where);
        return format(m_held && !m_held->stacked.empty() ? TP_TR("ripple", "Discard the {0} with its stacked cards to {1}")
                                                         : TP_TR("ripple", "Discard the {0} to {1}"),
                      card, where);
    }
    case ActionKind::Flip:
        return format(TP_TR("ripple", "Turn up the card in slot {0}"), action.slot.toString());
    }
    return {};
}
std::string RippleState::describe(const Move& move, int) const
{
    const std::string who = playerName(move.player);
    std::string text;
    switch (move.action.kind) {
    case ActionKind::Reveal: {
        const Card& first = move.turnedUp.at(0);
        const Card& second = move.turnedUp.at(1);
        text = format(TP_TR("ripple", "{0} turned up {1} ({2}) and {3} ({4}): {5} points."), who, first.withArticle(),
                      m_catalogue->value(first), second.withArticle(), m_catalogue->value(second),
                      m_catalogue->value(first) + m_catalogue->value(second));
        break;
    }
    case ActionKind::Draw:
        text = format(TP_TR("ripple", "{0} drew {1} from the draw pile."), who, move.card->withArticle());
        break;
    case ActionKind::Take:
        text = format(TP_TR("ripple", "{0} took {1} from {2}."), who, withThe(move.card->shortName()), move.pile->label());
        break;
    case ActionKind::Place: {
        const std::string replaced = !move.turnedUp.empty()
                                         ? format(TP_TR("ripple", "the face-down {0}"), move.turnedUp.front().shortName())
                                         : withThe(move.replaced->shortName());
        text = format(move.ripple ? TP_TR("ripple", "{0} rippled the {1} into slot {2}, replacing {3}.")
                                  : TP_TR("ripple", "{0} placed the {1} in slot {2}, replacing {3}."),
                      who, move.card->shortName(), move.action.slot.toString(), replaced);
        break;
    }
    case ActionKind::Stack:
        text = format(move.completedCombo
                          ? TP_TR("ripple", "{0} stacked the {1} behind the {2} in slot {3}, completing it: an extra turn.")
                          : TP_TR("ripple", "{0} stacked the {1} behind the {2} in slot {3}: an extra turn."),
                      who, move.card->shortName(), move.combo->shortName(), move.action.slot.toString());
        break;
    case ActionKind::Discard:
        text = move.pile && move.pile->half >= 0
                   ? format(TP_TR("ripple", "{0} discarded the {1} onto pile {2}."), who, move.card->shortName(),
                            move.pile->halfName())
                   : format(TP_TR("ripple", "{0} discarded the {1}."), who, move.card->shortName());
        break;
    case ActionKind::Flip:
        text = format(TP_TR("ripple", "{0} turned up slot {1}: {2}."), who, move.action.slot.toString(),
                      move.card->withArticle());
        break;
    }
    if (move.triggeredRoundEnd)
        text += " " + format(TP_TR("ripple", "Every card of {0}'s beach is face up: everyone else has one last turn."), who);
    if (move.roundEnded)
        for (const RoundResult& result : m_roundResults) {
            if (result.round != move.round)
                continue;
            std::string scores;
            for (std::size_t p = 0; p < result.scores.size(); ++p) {
                const int points = result.scores[p].total;
                scores += (p ? ", " : "") + playerName(static_cast<int>(p)) + " " +
                          (points > 0 ? "+" + std::to_string(points) : std::to_string(points));
            }
            text += " " + format(result.drawPileRanOut ? TP_TR("ripple", "Round {0} is over (the draw pile ran out): {1}.")
                                                       : TP_TR("ripple", "Round {0} is over: {1}."),
                                 result.round, scores);
            if (result.round >= m_rules.rounds)
                text += " " + TP_TR("ripple", "The game is over.");
        }
    if (move.reshuffled)
        text += " " + TP_TR("ripple", "The discard piles are shuffled into a new draw pile.");
    return text;
}

std::optional<Move> RippleState::moveSeenAfter(const Action& action, int player) const
{
    if (player < 0 || player >= m_playerCount)
        return std::nullopt;
    // A move that ended a round before the last is followed by the next round's deal: every card of
    // this state is another.
    if (action.kind != ActionKind::Reveal && m_phase == Phase::Reveal)
        return std::nullopt;
    const Beach& beach = m_beaches[static_cast<std::size_t>(player)];
    const auto shown = [&beach](Slot slot) -> const BeachCard* {
        if (!slot.valid())
            return nullptr;
        const BeachCard& card = beach[static_cast<std::size_t>(slot.index)];
        return card.up ? &card : nullptr;
    };
    Move move;
    move.player = player;
    move.round = m_round;
    move.action = action;
    switch (action.kind) {
    case ActionKind::Reveal: {
        const BeachCard* first = shown(action.slot);
        const BeachCard* second = shown(action.second);
        if (!first || !second)
            return std::nullopt;
        move.turnedUp = {first->card, second->card};
        move.endedTurn = true;
        return move;
    }
    case ActionKind::Draw:
    case ActionKind::Take:
        if (!m_held || !m_held->drawn)
            return std::nullopt;
        move.card = m_held->card;
        if (action.kind == ActionKind::Take) {
            if (!action.pile.validFor(m_playerCount))
                return std::nullopt;
            move.pile = action.pile;
        }
        return move;
    case ActionKind::Place: {
        const BeachCard* placed = shown(action.slot);
        if (!placed || !m_held)
            return std::nullopt;
        move.card = placed->card;
        move.replaced = m_held->card;
        return move;
    }
    case ActionKind::Stack: {
        const BeachCard* combo = shown(action.slot);
        if (!combo || !combo->card.combo || combo->stacked.empty())
            return std::nullopt;
        move.card = combo->stacked.back();
        move.combo = combo->card;
        move.completedCombo = comboComplete(combo->card, combo->stacked);
        move.extraTurn = true;
        move.endedTurn = true;
        return move;
    }
    case ActionKind::Discard: {
        // Onto the player's own pile; with two players the next discard goes to the other one.
        Pile pile = nextPile(player);
        if (pile.half >= 0)
            pile.half ^= 1;
        const auto& cards = m_discards[static_cast<std::size_t>(pile.index())];
        if (cards.empty())
            return std::nullopt;
        move.card = cards.back();
        move.pile = pile;
        break;
    }
    case ActionKind::Flip: {
        const BeachCard* card = shown(action.slot);
        if (!card)
            return std::nullopt;
        move.card = card->card;
        move.turnedUp = {card->card};
        break;
    }
    }
    // Discard and flip may end the turn: the last turns begin when it ended with every card up.
    const std::optional<int> current = currentPlayer();
    move.endedTurn = current != player;
    move.triggeredRoundEnd = move.endedTurn && m_phase == Phase::Play && m_endTrigger == player;
    return move;
}

} // namespace tidepool::ripple

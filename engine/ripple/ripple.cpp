#include "ripple.h"
#include "ripple_bots.h"
#include "bots/typed_simulation.h"

#include "core/record.h"
#include "core/json_number.h"
#include "core/observation_reader.h"
#include "core/notation.h"
#include "core/tr.h"

#include <algorithm>
#include <cassert>
#include <set>

namespace tidepool::ripple {

// ---------------------------------------------------------------------------------------------
// Small value types

Expected<Rules> Rules::fromOptions(const std::map<std::string, std::string>& options)
{
    Rules rules;
    auto get = [&](const char* key, const std::string& fallback) {
        auto it = options.find(key);
        return it == options.end() ? fallback : it->second;
    };
    rules.triggerPenalty = get("triggerPenalty", "true") == "true";
    rules.rounds = std::stoi(get("rounds", "3"));
    if (rules.rounds < 1 || rules.rounds > 10)
        return Error{"option rounds: " + std::to_string(rules.rounds) + " is outside 1..10"};
    return rules;
}

Json Rules::toOptions() const
{
    return Json{{"triggerPenalty", triggerPenalty}, {"rounds", rounds}};
}

std::string Pile::toString() const
{
    std::string text = "P" + std::to_string(owner);
    if (half >= 0)
        text += half == 0 ? "a" : "b";
    return text;
}

std::optional<Pile> Pile::parse(std::string_view text)
{
    if (text.size() < 2 || text[0] != 'P' || text[1] < '0' || text[1] > '9')
        return std::nullopt;
    Pile pile;
    pile.owner = text[1] - '0';
    if (text.size() == 2)
        return pile;
    if (text.size() == 3 && (text[2] == 'a' || text[2] == 'b')) {
        pile.half = text[2] == 'a' ? 0 : 1;
        return pile;
    }
    return std::nullopt;
}

bool Pile::validFor(int playerCount) const
{
    if (owner < 0 || owner >= playerCount)
        return false;
    return playerCount == 2 ? (half == 0 || half == 1) : half == -1;
}

Pile Pile::ofIndex(int index, int playerCount)
{
    if (playerCount == 2)
        return Pile{index / 2, index % 2};
    return Pile{index, -1};
}

ScoreBreakdown scoreVisible(const Catalogue& catalogue, const ObservedBeach& seen)
{
    Beach beach;
    for (std::size_t s = 0; s < seen.size(); ++s)
        if (seen[s].up && seen[s].card)
            beach[s] = BeachCard{*seen[s].card, true, seen[s].stacked};
    return scoreVisible(catalogue, beach);
}

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

std::string Pile::halfName() const { return half < 0 ? std::string() : half == 0 ? "a" : "b"; }

int pileCount(int playerCount)
{
    return playerCount == 2 ? 4 : playerCount;
}

std::string toString(Phase phase)
{
    switch (phase) {
    case Phase::Reveal:
        return "reveal";
    case Phase::Play:
        return "play";
    case Phase::Over:
        return "over";
    }
    return {};
}

std::string toString(Step step)
{
    switch (step) {
    case Step::Draw:
        return "draw";
    case Step::Hold:
        return "hold";
    case Step::Ripple:
        return "ripple";
    case Step::Flip:
        return "flip";
    }
    return {};
}

std::string Action::toString() const
{
    switch (kind) {
    case ActionKind::Reveal:
        return "reveal " + slot.toString() + " " + second.toString();
    case ActionKind::Draw:
        return "draw";
    case ActionKind::Take:
        return "take " + pile.toString();
    case ActionKind::Place:
        return "place " + slot.toString();
    case ActionKind::Stack:
        return "stack " + slot.toString();
    case ActionKind::Discard:
        return "discard";
    case ActionKind::Flip:
        return "flip " + slot.toString();
    }
    return {};
}

Expected<Action> Action::parse(std::string_view text)
{
    std::vector<std::string_view> words;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t space = text.find(' ', start);
        const std::size_t end = space == std::string_view::npos ? text.size() : space;
        words.push_back(text.substr(start, end - start));
        if (space == std::string_view::npos)
            break;
        start = space + 1;
    }
    const std::string quoted = "\"" + std::string(text) + "\"";
    auto notAction = [&] {
        return Error{quoted +
                     " is not a Ripple action (reveal <s> <t>, draw, take <pile>, place <s>, stack <s>, "
                     "discard, flip <s>)"};
    };
    for (std::string_view w : words)
        if (w.empty())
            return notAction();
    auto slotAt = [&](std::size_t i) -> Expected<Slot> {
        auto slot = Slot::parse(words[i]);
        if (!slot)
            return Error{"unknown slot \"" + std::string(words[i]) + "\" (slots are 0-9)"};
        return *slot;
    };
    const std::string_view verb = words[0];
    if ((verb == "draw" || verb == "discard") && words.size() == 1)
        return verb == "draw" ? draw() : discard();
    if (verb == "take" && words.size() == 2) {
        auto pile = Pile::parse(words[1]);
        if (!pile)
            return Error{"unknown pile \"" + std::string(words[1]) +
                         "\" (piles are P0, P1, ..., or P0a P0b P1a P1b "
                         "with two players)"};
        return take(*pile);
    }
    if ((verb == "place" || verb == "stack" || verb == "flip") && words.size() == 2) {
        auto slot = slotAt(1);
        if (!slot)
            return Error{slot.error()};
        const ActionKind kind = verb == "place"   ? ActionKind::Place
                                : verb == "stack" ? ActionKind::Stack
                                                  : ActionKind::Flip;
        return Action{kind, *slot, {}, {}};
    }
    if (verb == "reveal" && words.size() == 3) {
        auto s = slotAt(1);
        if (!s)
            return Error{s.error()};
        auto t = slotAt(2);
        if (!t)
            return Error{t.error()};
        return reveal(s->index, t->index);
    }
    return notAction();
}

// ---------------------------------------------------------------------------------------------
// Rule functions over public information

namespace {

/// "the sun", "the pineapple combo".
std::string withThe(const std::string& name) { return format(TP_TR("ripple", "the {0}"), name); }

} // namespace

bool canRipplePlace(const Beach& beach, const Held& held, Slot slot)
{
    const BeachCard& other = beach[static_cast<std::size_t>(slot.partner().index)];
    const BeachCard& here = beach[static_cast<std::size_t>(slot.index)];
    return other.up && other.card.icon == held.card.icon && !(here.up && here.card.icon == held.card.icon);
}

bool canStack(const Beach& beach, const Held& held, Slot slot)
{
    const BeachCard& target = beach[static_cast<std::size_t>(slot.index)];
    return target.up && target.card.combo && held.stacked.empty() &&
           canStackBehind(target.card, target.stacked, held.card);
}

Outcome checkRipplePlace(const Beach& beach, const Held& held, Slot slot)
{
    if (canRipplePlace(beach, held, slot))
        return Outcome::success();
    const Slot partner = slot.partner();
    const BeachCard& other = beach[static_cast<std::size_t>(partner.index)];
    const std::string name = held.card.shortName();
    const std::string icon = Card::standard(held.card.icon).shortName();
    // {0}: the held card; the reason follows the colon.
    const char* prefix = TP_NOOP("ripple", "the {0} can ripple only into a slot where it makes a new match: {1}");
    if (!other.up)
        return Outcome::failure(
            format(translate("ripple", prefix), name,
                   format(TP_TR("ripple", "slot {0} (the other slot of column {1}) is face down"), partner.toString(),
                          slot.column())));
    if (other.card.icon != held.card.icon)
        return Outcome::failure(format(translate("ripple", prefix), name,
                                       format(TP_TR("ripple", "slot {0} holds {1}, not {2}"), partner.toString(),
                                              other.card.withArticle(), Card::standard(held.card.icon).withArticle())));
    const BeachCard& here = beach[static_cast<std::size_t>(slot.index)];
    if (here.up && here.card.icon == held.card.icon)
        return Outcome::failure(format(translate("ripple", prefix), name,
                                       format(TP_TR("ripple", "column {0} already matches two {1} cards"),
                                              slot.column(), icon)));
    return Outcome::success();
}

Outcome checkStack(const Beach& beach, const Held& held, Slot slot)
{
    if (canStack(beach, held, slot))
        return Outcome::success();
    const BeachCard& target = beach[static_cast<std::size_t>(slot.index)];
    const std::string name = held.card.shortName();
    if (!target.up)
        return Outcome::failure(format(
            TP_TR("ripple", "slot {0} is face down; a card is stacked only behind a face-up combo card"), slot.toString()));
    if (!target.card.combo)
        return Outcome::failure(format(TP_TR("ripple", "the {0} in slot {1} is not a combo card"),
                                       target.card.shortName(), slot.toString()));
    if (!held.stacked.empty())
        return Outcome::failure(format(TP_TR("ripple", "the {0} carries stacked cards, and a combo with stacked cards "
                                                       "is never stacked behind another combo"),
                                       name));
    if (!target.card.needsIcon(held.card.icon))
        return Outcome::failure(format(TP_TR("ripple", "the {0} in slot {1} needs {2} and {3}, not {4}"),
                                       target.card.shortName(), slot.toString(), iconName(target.card.needs[0]),
                                       iconName(target.card.needs[1]), iconName(held.card.icon)));
    if (!canStackBehind(target.card, target.stacked, held.card))
        return Outcome::failure(format(TP_TR("ripple", "the {0} in slot {1} already holds {2}"),
                                       target.card.shortName(), slot.toString(),
                                       withArticle(held.card.icon, iconName(held.card.icon))));
    return Outcome::success();
}

// ---------------------------------------------------------------------------------------------
// The state

RippleState::RippleState(Rules rules, int playerCount, std::uint64_t seed,
                         std::shared_ptr<const Catalogue> catalogue)
    : m_rules(rules), m_catalogue(std::move(catalogue)), m_playerCount(playerCount), m_rng(seed)
{
    m_totals.assign(static_cast<std::size_t>(playerCount), 0);
    dealRound();
}

void RippleState::dealRound()
{
    // Ruling 3: shuffle all 100 cards, deal 10 face down to each player, the rest is the draw pile.
    std::vector<Card> cards = m_catalogue->deck();
    m_rng.shuffle(cards);
    m_beaches.assign(static_cast<std::size_t>(m_playerCount), Beach{});
    for (int s = 0; s < kSlotCount; ++s)
        for (auto& beach : m_beaches) {
            beach[static_cast<std::size_t>(s)] = BeachCard{cards.back(), false, {}};
            cards.pop_back();
        }
    m_drawPile = std::move(cards);
    m_discards.assign(static_cast<std::size_t>(pileCount(m_playerCount)), {});
    m_nextHalf.assign(static_cast<std::size_t>(m_playerCount), 0);
    m_phase = Phase::Reveal;
    m_step = Step::Draw;
    m_current = 0;
    m_held.reset();
    m_extraTurn = false;
    m_extraEarned = false;
    m_endTrigger.reset();
}

std::optional<int> RippleState::currentPlayer() const
{
    if (m_phase == Phase::Over)
        return std::nullopt;
    return m_current;
}

Pile RippleState::nextPile(int player) const
{
    if (m_playerCount == 2)
        return Pile{player, m_nextHalf[static_cast<std::size_t>(player)]};
    return Pile{player, -1};
}

std::string RippleState::playerName(int player) const
{
    return format(TP_TR("engine", "player {0}"), player);
}

std::vector<int> RippleState::winners() const
{
    if (m_phase != Phase::Over)
        return {};
    // Ruling 12: lowest total; tie: lowest score in the last round; still tied: a shared win.
    const int best = *std::min_element(m_totals.begin(), m_totals.end());
    std::vector<int> tied;
    for (int p = 0; p < m_playerCount; ++p)
        if (m_totals[static_cast<std::size_t>(p)] == best)
            tied.push_back(p);
    if (tied.size() == 1 || m_scores.empty())
        return tied;
    const auto& last = m_scores.back();
    int lowest = last[static_cast<std::size_t>(tied[0])];
    for (int p : tied)
        lowest = std::min(lowest, last[static_cast<std::size_t>(p)]);
    std::vector<int> winners;
    for (int p : tied)
        if (last[static_cast<std::size_t>(p)] == lowest)
            winners.push_back(p);
    return winners;
}

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

// ---------------------------------------------------------------------------------------------
// Legality

Outcome RippleState::checkReveal(const Action& action) const
{
    if (action.kind != ActionKind::Reveal)
        return Outcome::failure(
            notationShown()
                ? format(TP_TR("ripple", "the round starts with each player turning two of their cards "
                                         "face up (reveal <s> <t>); it is {0}'s turn to reveal"),
                         playerName(m_current))
                : format(TP_TR("ripple", "the round starts with each player turning two of their cards face up: "
                                         "it is {0}'s turn to choose two cards to turn up"),
                         playerName(m_current)));
    if (action.slot.index >= action.second.index)
        return Outcome::failure(TP_TR("ripple", "reveal names two different slots, the lower first (e.g. reveal 2 7)"));
    const Beach& beach = m_beaches[static_cast<std::size_t>(m_current)];
    for (Slot s : {action.slot, action.second})
        if (beach[static_cast<std::size_t>(s.index)].up)
            return Outcome::failure(format(TP_TR("ripple", "slot {0} is already face up"), s.toString()));
    return Outcome::success();
}

Outcome RippleState::checkPlay(const Action& action) const
{
    const Beach& beach = m_beaches[static_cast<std::size_t>(m_current)];
    if (action.kind == ActionKind::Reveal)
        return Outcome::failure(
            TP_TR("ripple", "the cards were revealed at the start of the round; reveal is not a move now"));
    switch (m_step) {
    case Step::Draw:
        if (action.kind == ActionKind::Draw) {
            if (m_drawPile.empty())
                return Outcome::failure(TP_TR("ripple", "the draw pile is empty"));
            return Outcome::success();
        }
        if (action.kind == ActionKind::Take) {
            if (!action.pile.validFor(m_playerCount))
                return Outcome::failure(format(
                    TP_TR("ripple", "there is no discard pile {0} with {1} players ({2})"), action.pile.toString(),
                    m_playerCount,
                    m_playerCount == 2 ? std::string("P0a, P0b, P1a, P1b")
                                       : format(TP_TR("ripple", "P0 to P{0}"), m_playerCount - 1)));
            if (m_extraTurn)
                return Outcome::failure(TP_TR(
                    "ripple", "this is an extra turn for stacking behind a combo: its card must come from the draw pile"));
            if (action.pile.owner == m_current)
                return Outcome::failure(TP_TR("ripple", "you cannot take from your own discard pile"));
            if (discardPile(action.pile).empty())
                return Outcome::failure(
                    notationShown()
                        ? format(TP_TR("ripple", "{0} ({1}) is empty"), action.pile.displayName(), action.pile.toString())
                        : format(TP_TR("ripple", "{0} is empty"), action.pile.displayName()));
            return Outcome::success();
        }
        return Outcome::failure(notationShown()
                                    ? TP_TR("ripple", "first draw a card (draw) or take the top card of another player's "
                                                      "discard pile (take <pile>)")
                                    : TP_TR("ripple", "first draw a card from the draw pile or take the top card of "
                                                      "another player's discard pile"));
    case Step::Hold:
    case Step::Ripple: {
        const Held& held = *m_held;
        switch (action.kind) {
        case ActionKind::Draw:
        case ActionKind::Take:
            return Outcome::failure(
                format(TP_TR("ripple", "you already hold the {0}; place it, stack it or discard it"), held.card.shortName()));
        case ActionKind::Flip:
            return Outcome::failure(TP_TR("ripple", "a card is turned up only after discarding the drawn card"));
        case ActionKind::Place:
            if (m_step == Step::Ripple)
                return checkRipplePlace(beach, held, action.slot);
            return Outcome::success();
        case ActionKind::Stack:
            return checkStack(beach, held, action.slot);
        case ActionKind::Discard:
            return Outcome::success();
        case ActionKind::Reveal:
            break;
        }
        return Outcome::failure(TP_TR("ripple", "not a move now"));
    }
    case Step::Flip:
        if (action.kind != ActionKind::Flip)
            return Outcome::failure(
                TP_TR("ripple", "after discarding the drawn card, turn one face-down card up (flip <s>)"));
        if (beach[static_cast<std::size_t>(action.slot.index)].up)
            return Outcome::failure(format(TP_TR("ripple", "slot {0} is already face up"), action.slot.toString()));
        return Outcome::success();
    }
    return Outcome::failure(TP_TR("ripple", "not a move now"));
}

Outcome RippleState::check(const Action& action) const
{
    if (m_phase == Phase::Over)
        return Outcome::failure(TP_TR("engine", "the game is over"));
    if (m_phase == Phase::Reveal)
        return checkReveal(action);
    return checkPlay(action);
}

Outcome RippleState::canUndo() const
{
    if (history().empty())
        return State::canUndo();
    if (m_phase == Phase::Over)
        return Outcome::failure(TP_TR("engine", "the game is over"));
    const Move& last = m_moves.back();
    if (last.endedTurn || last.roundEnded)
        return Outcome::failure(TP_TR("ripple", "that turn is over, and a finished turn can't be taken back"));
    if (last.action.kind == ActionKind::Draw)
        return Outcome::failure(TP_TR("ripple", "a card was drawn from the draw pile, and drawing can't be taken back"));
    if (!last.turnedUp.empty())
        return Outcome::failure(TP_TR("ripple", "a face-down card was turned up, and that can't be taken back"));
    return Outcome::success();
}

void RippleState::legalActions(std::vector<Action>& out) const
{
    // The candidates of candidateActions(), each decided without building check()'s reasons.
    out.clear();
    if (m_phase == Phase::Over)
        return;
    const Beach& beach = m_beaches[static_cast<std::size_t>(m_current)];
    auto up = [&](int s) { return beach[static_cast<std::size_t>(s)].up; };
    if (m_phase == Phase::Reveal) {
        for (int s = 0; s < kSlotCount; ++s)
            for (int t = s + 1; t < kSlotCount; ++t)
                if (!up(s) && !up(t))
                    out.push_back(Action::reveal(s, t));
        return;
    }
    switch (m_step) {
    case Step::Draw:
        if (!m_drawPile.empty())
            out.push_back(Action::draw());
        if (!m_extraTurn)
            for (int i = 0; i < pileCount(m_playerCount); ++i) {
                const Pile pile = Pile::ofIndex(i, m_playerCount);
                if (pile.owner != m_current && !m_discards[static_cast<std::size_t>(i)].empty())
                    out.push_back(Action::take(pile));
            }
        break;
    case Step::Hold:
    case Step::Ripple:
        for (int s = 0; s < kSlotCount; ++s)
            if (m_step == Step::Hold || canRipplePlace(beach, *m_held, Slot{s}))
                out.push_back(Action::place(s));
        for (int s = 0; s < kSlotCount; ++s)
            if (canStack(beach, *m_held, Slot{s}))
                out.push_back(Action::stack(s));
        out.push_back(Action::discard());
        break;
    case Step::Flip:
        for (int s = 0; s < kSlotCount; ++s)
            if (!up(s))
                out.push_back(Action::flip(s));
        break;
    }
}

void RippleState::applyLegal(const Action& action)
{
    assert(check(action));
    play(action);
    recordHistory(action.toString());
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

void RippleState::candidateActions(std::vector<Action>& out) const
{
    out.clear();
    for (int s = 0; s < kSlotCount; ++s)
        for (int t = s + 1; t < kSlotCount; ++t)
            out.push_back(Action::reveal(s, t));
    out.push_back(Action::draw());
    for (int i = 0; i < pileCount(m_playerCount); ++i)
        out.push_back(Action::take(Pile::ofIndex(i, m_playerCount)));
    for (int s = 0; s < kSlotCount; ++s)
        out.push_back(Action::place(s));
    for (int s = 0; s < kSlotCount; ++s)
        out.push_back(Action::stack(s));
    out.push_back(Action::discard());
    for (int s = 0; s < kSlotCount; ++s)
        out.push_back(Action::flip(s));
}

Outcome RippleState::checkRevealPick(int slot) const
{
    if (m_phase != Phase::Reveal)
        return Outcome::failure(TP_TR("ripple", "the cards were revealed at the start of the round; reveal is not a move now"));
    if (slot < 0 || slot >= kSlotCount)
        return Outcome::failure(format(TP_TR("ripple", "unknown slot \"{0}\" (slots are 0-9)"), slot));
    if (m_beaches[static_cast<std::size_t>(m_current)][static_cast<std::size_t>(slot)].up)
        return Outcome::failure(format(TP_TR("ripple", "slot {0} is already face up"), Slot{slot}.toString()));
    return Outcome::success();
}

bool RippleState::placeMakesMatch(int slot) const
{
    return m_held && slot >= 0 && slot < kSlotCount && m_phase == Phase::Play &&
           canRipplePlace(m_beaches[static_cast<std::size_t>(m_current)], *m_held, Slot{slot});
}

void RippleState::play(const Action& action)
{
    Move move;
    move.player = m_current;
    move.round = m_round;
    move.action = action;
    Beach& beach = m_beaches[static_cast<std::size_t>(m_current)];
    m_moves.push_back(move);
    auto& logged = m_moves.back();

    switch (action.kind) {
    case ActionKind::Reveal:
        for (Slot s : {action.slot, action.second}) {
            BeachCard& card = beach[static_cast<std::size_t>(s.index)];
            card.up = true;
            logged.turnedUp.push_back(card.card);
        }
        logged.endedTurn = true;
        if (m_current + 1 < m_playerCount)
            ++m_current;
        else
            finishReveal();
        return;
    case ActionKind::Draw:
        m_held = Held{m_drawPile.back(), {}, true};
        m_drawPile.pop_back();
        logged.card = m_held->card;
        m_step = Step::Hold;
        return;
    case ActionKind::Take: {
        auto& pile = m_discards[static_cast<std::size_t>(action.pile.index())];
        m_held = Held{pile.back(), {}, true};
        pile.pop_back();
        logged.card = m_held->card;
        logged.pile = action.pile;
        m_step = Step::Hold;
        return;
    }
    case ActionKind::Place: {
        BeachCard& slot = beach[static_cast<std::size_t>(action.slot.index)];
        Held replaced{slot.card, slot.stacked, false};
        if (!slot.up)
            logged.turnedUp.push_back(slot.card);
        logged.card = m_held->card;
        logged.ripple = m_step == Step::Ripple;
        logged.replaced = slot.card;
        const BeachCard& partner = beach[static_cast<std::size_t>(action.slot.partner().index)];
        logged.madeMatch = partner.up && partner.card.icon == m_held->card.icon;
        slot = BeachCard{m_held->card, true, m_held->stacked};
        m_held = std::move(replaced);
        m_step = Step::Ripple;
        return;
    }
    case ActionKind::Stack: {
        BeachCard& target = beach[static_cast<std::size_t>(action.slot.index)];
        logged.card = m_held->card;
        logged.ripple = m_step == Step::Ripple;
        logged.combo = target.card;
        target.stacked.push_back(m_held->card);
        logged.completedCombo = comboComplete(target.card, target.stacked);
        m_held.reset();
        m_extraEarned = true;
        logged.extraTurn = true;
        endTurn();
        return;
    }
    case ActionKind::Discard: {
        // Ruling 4, 5: to the player's own pile (alternating with two players), the stack underneath.
        const Pile target = nextPile(m_current);
        auto& pile = m_discards[static_cast<std::size_t>(target.index())];
        pile.insert(pile.end(), m_held->stacked.begin(), m_held->stacked.end());
        pile.push_back(m_held->card);
        if (m_playerCount == 2)
            m_nextHalf[static_cast<std::size_t>(m_current)] ^= 1;
        logged.card = m_held->card;
        logged.pile = target;
        const bool drawn = m_held->drawn;
        m_held.reset();
        if (drawn && faceDownCount(beach) > 0) {
            m_step = Step::Flip;
            return;
        }
        endTurn();
        return;
    }
    case ActionKind::Flip: {
        BeachCard& slot = beach[static_cast<std::size_t>(action.slot.index)];
        slot.up = true;
        logged.card = slot.card;
        logged.turnedUp.push_back(slot.card);
        endTurn();
        return;
    }
    }
}

void RippleState::finishReveal()
{
    // Ruling 3: the lowest sum of the face-up cards goes first; a tie goes to the earliest seat.
    int starter = 0;
    int lowest = 0;
    for (int p = 0; p < m_playerCount; ++p) {
        int sum = 0;
        for (const BeachCard& c : m_beaches[static_cast<std::size_t>(p)])
            if (c.up)
                sum += m_catalogue->value(c.card);
        if (p == 0 || sum < lowest) {
            lowest = sum;
            starter = p;
        }
    }
    m_phase = Phase::Play;
    m_current = starter;
    m_step = Step::Draw;
    beginTurn();
}

void RippleState::reshuffle()
{
    // Ruling 11: every discard pile but its top card becomes the new draw pile.
    for (auto& pile : m_discards) {
        if (pile.size() <= 1)
            continue;
        m_drawPile.insert(m_drawPile.end(), pile.begin(), pile.end() - 1);
        pile.erase(pile.begin(), pile.end() - 1);
    }
    m_rng.shuffle(m_drawPile);
}

void RippleState::beginTurn()
{
    if (m_drawPile.empty()) {
        reshuffle();
        if (!m_drawPile.empty() && !m_moves.empty())
            m_moves.back().reshuffled = true;
    }
    if (m_drawPile.empty())
        endRound(true);
}

void RippleState::endTurn()
{
    if (!m_moves.empty())
        m_moves.back().endedTurn = true;
    m_step = Step::Draw;
    if (m_extraEarned) {
        // Ruling 6: the same player goes again, drawing from the draw pile.
        m_extraEarned = false;
        m_extraTurn = true;
        beginTurn();
        return;
    }
    m_extraTurn = false;
    if (!m_endTrigger && allFaceUp(m_beaches[static_cast<std::size_t>(m_current)])) {
        // Ruling 10: every other player has one last turn.
        m_endTrigger = m_current;
        if (!m_moves.empty())
            m_moves.back().triggeredRoundEnd = true;
    }
    const int next = (m_current + 1) % m_playerCount;
    if (m_endTrigger && next == *m_endTrigger) {
        endRound(false);
        return;
    }
    m_current = next;
    beginTurn();
}

void RippleState::endRound(bool drawPileRanOut)
{
    // Ruling 10: all cards turn face up and are scored.
    RoundResult result;
    result.round = m_round;
    result.endedBy = m_endTrigger;
    result.drawPileRanOut = drawPileRanOut;
    std::vector<int> scores;
    for (int p = 0; p < m_playerCount; ++p) {
        Beach& beach = m_beaches[static_cast<std::size_t>(p)];
        for (BeachCard& c : beach)
            c.up = true;
        const ScoreBreakdown breakdown =
            scoreBeach(*m_catalogue, beach, m_endTrigger && *m_endTrigger == p, m_rules.triggerPenalty);
        result.scores.push_back(breakdown);
        scores.push_back(breakdown.total);
        m_totals[static_cast<std::size_t>(p)] += breakdown.total;
    }
    m_scores.push_back(scores);
    m_roundResults.push_back(result);
    if (!m_moves.empty())
        m_moves.back().roundEnded = true;
    m_held.reset();
    m_extraTurn = false;
    m_extraEarned = false;
    if (m_round >= m_rules.rounds) {
        m_phase = Phase::Over;
        m_step = Step::Draw;
        return;
    }
    ++m_round;
    dealRound();
}

// ---------------------------------------------------------------------------------------------
// Explicit setups

namespace {

Expected<Card> parseSetupCard(const Json& item, const Catalogue& catalogue, const std::string& where)
{
    if (!item.is_string())
        return Error{"setup: " + where + " must be a card id"};
    const std::string text = item.get<std::string>();
    auto card = Card::parse(text);
    if (!card || !catalogue.knows(*card))
        return Error{"setup: unknown card \"" + text + "\" in " + where};
    return *card;
}

Expected<std::vector<Card>> parseCardList(const Json& list, const Catalogue& catalogue,
                                          const std::string& where)
{
    if (!list.is_array())
        return Error{"setup: " + where + " must be a list of cards"};
    std::vector<Card> cards;
    for (const Json& item : list) {
        auto card = parseSetupCard(item, catalogue, where);
        if (!card)
            return Error{card.error()};
        cards.push_back(*card);
    }
    return cards;
}

} // namespace

Expected<std::unique_ptr<RippleState>> RippleState::fromSetup(Rules rules, int playerCount, const Json& setup,
                                                              std::uint64_t seed,
                                                              std::shared_ptr<const Catalogue> catalogue)
{
    if (!setup.is_object())
        return Error{"setup must be an object"};
    static const std::set<std::string> known = {"beaches", "deck",  "discards", "round",
                                                "totals",  "phase", "current",  "nextPile"};
    for (const auto& [key, value] : setup.items())
        if (!known.count(key))
            return Error{"setup: unknown field \"" + key + "\""};
    for (const char* key : {"beaches", "deck"})
        if (!setup.contains(key))
            return Error{std::string("setup: ") + key + " is missing"};

    std::unique_ptr<RippleState> state(new RippleState());
    state->m_rules = rules;
    state->m_catalogue = catalogue;
    state->m_playerCount = playerCount;
    state->m_rng = Rng(seed);
    const Catalogue& cat = *catalogue;
    const std::string n = std::to_string(playerCount);

    // phase, current, round, totals
    if (setup.contains("phase")) {
        const Json& phase = setup["phase"];
        if (phase == Json("reveal"))
            state->m_phase = Phase::Reveal;
        else if (phase == Json("play"))
            state->m_phase = Phase::Play;
        else
            return Error{"setup: phase must be \"reveal\" or \"play\""};
    } else {
        state->m_phase = Phase::Play;
    }
    if (setup.contains("current")) {
        const Json& current = setup["current"];
        const auto index = wholeNumberIn(current, 0, playerCount - 1);
        if (!index)
            return Error{"setup: current must be a player index 0.." + std::to_string(playerCount - 1)};
        state->m_current = *index;
    }
    if (setup.contains("round")) {
        const Json& round = setup["round"];
        const auto number = wholeNumberIn(round, 1, rules.rounds);
        if (!number)
            return Error{"setup: round must be 1.." + std::to_string(rules.rounds) + " (option rounds)"};
        state->m_round = *number;
    }
    state->m_totals.assign(static_cast<std::size_t>(playerCount), 0);
    if (setup.contains("totals")) {
        const Json& totals = setup["totals"];
        if (!totals.is_array() || static_cast<int>(totals.size()) != playerCount)
            return Error{"setup: totals must list one whole number per player (" + n + ")"};
        for (int p = 0; p < playerCount; ++p) {
            // Bounded so that adding the rounds' scores can never overflow.
            const auto total = wholeNumberIn(totals[p], -kMaxSetupTotal, kMaxSetupTotal);
            if (!total)
                return Error{"setup: totals[" + std::to_string(p) + "] must be a whole number -" +
                             std::to_string(kMaxSetupTotal) + ".." + std::to_string(kMaxSetupTotal)};
            state->m_totals[static_cast<std::size_t>(p)] = *total;
        }
    }

    // beaches
    std::vector<Card> all;
    const Json& beaches = setup["beaches"];
    if (!beaches.is_array() || static_cast<int>(beaches.size()) != playerCount)
        return Error{"setup: beaches must list one beach per player (" + n + ")"};
    for (int p = 0; p < playerCount; ++p) {
        const std::string where = "beaches[" + std::to_string(p) + "]";
        const Json& list = beaches[p];
        if (!list.is_array() || list.size() != kSlotCount)
            return Error{"setup: " + where + " must list 10 slots"};
        Beach beach;
        for (int s = 0; s < kSlotCount; ++s) {
            const std::string at = where + "[" + std::to_string(s) + "]";
            const Json& item = list[s];
            if (!item.is_object() || !item.contains("card"))
                return Error{"setup: " + at + " must be an object with a card"};
            for (const auto& [key, value] : item.items())
                if (key != "card" && key != "up" && key != "stacked")
                    return Error{"setup: " + at + ": unknown field \"" + key + "\""};
            auto card = parseSetupCard(item["card"], cat, at);
            if (!card)
                return Error{card.error()};
            BeachCard slot{*card, false, {}};
            if (item.contains("up")) {
                if (!item["up"].is_boolean())
                    return Error{"setup: " + at + ": up must be true or false"};
                slot.up = item["up"].get<bool>();
            }
            auto stacked = parseCardList(item.value("stacked", Json::array()), cat, at + ".stacked");
            if (!stacked)
                return Error{stacked.error()};
            if (!stacked->empty() && (!slot.up || !slot.card.combo))
                return Error{"setup: " + at + ": cards are stacked only behind a face-up combo card"};
            for (const Card& c : *stacked) {
                if (!canStackBehind(slot.card, slot.stacked, c))
                    return Error{"setup: " + at + ": the " + slot.card.shortName() +
                                 " cannot hold the stacked " + c.toString() + " (it needs " +
                                 toString(slot.card.needs[0]) + " and " + toString(slot.card.needs[1]) +
                                 ", one of each)"};
                slot.stacked.push_back(c);
            }
            all.push_back(slot.card);
            all.insert(all.end(), slot.stacked.begin(), slot.stacked.end());
            beach[static_cast<std::size_t>(s)] = slot;
        }
        if (state->m_phase == Phase::Reveal && p >= state->m_current && faceDownCount(beach) != kSlotCount)
            return Error{"setup: " + where + ": player " + std::to_string(p) +
                         " has still to reveal, so all their cards must be face down"};
        state->m_beaches.push_back(beach);
    }

    // deck and discard piles (top first)
    auto deck = parseCardList(setup["deck"], cat, "deck");
    if (!deck)
        return Error{deck.error()};
    all.insert(all.end(), deck->begin(), deck->end());
    state->m_drawPile.assign(deck->rbegin(), deck->rend());
    const int piles = pileCount(playerCount);
    state->m_discards.assign(static_cast<std::size_t>(piles), {});
    if (setup.contains("discards")) {
        const Json& discards = setup["discards"];
        if (!discards.is_array() || static_cast<int>(discards.size()) != piles)
            return Error{"setup: discards must list " + std::to_string(piles) + " piles" +
                         (playerCount == 2 ? " (two per player: P0a, P0b, P1a, P1b)" : " (one per player)")};
        for (int i = 0; i < piles; ++i) {
            auto pile = parseCardList(discards[i], cat, "discards[" + std::to_string(i) + "]");
            if (!pile)
                return Error{pile.error()};
            all.insert(all.end(), pile->begin(), pile->end());
            state->m_discards[static_cast<std::size_t>(i)].assign(pile->rbegin(), pile->rend());
        }
    }
    state->m_nextHalf.assign(static_cast<std::size_t>(playerCount), 0);
    if (setup.contains("nextPile")) {
        const Json& next = setup["nextPile"];
        if (playerCount != 2)
            return Error{"setup: nextPile is only for two players (each has piles a and b)"};
        if (!next.is_array() || next.size() != 2)
            return Error{"setup: nextPile must list \"a\" or \"b\" for each player"};
        for (int p = 0; p < 2; ++p) {
            if (next[p] != Json("a") && next[p] != Json("b"))
                return Error{"setup: nextPile[" + std::to_string(p) + "] must be \"a\" or \"b\""};
            state->m_nextHalf[static_cast<std::size_t>(p)] = next[p] == Json("a") ? 0 : 1;
        }
    }

    // Every card of the catalogue exactly once.
    std::map<Card, int> counts;
    for (const Card& c : all)
        ++counts[c];
    for (const Card& type : cat.cardTypes()) {
        const int expected = cat.copies(type);
        const int actual = counts.count(type) ? counts[type] : 0;
        if (actual == expected)
            continue;
        const std::string tally =
            " (the deck has " + std::to_string(expected) + ", the setup " + std::to_string(actual) + ")";
        if (actual < expected)
            return Error{"setup: card " + type.toString() + " is missing" + tally};
        return Error{"setup: extra card " + type.toString() + tally};
    }

    state->m_step = Step::Draw;
    if (state->m_phase == Phase::Play)
        state->beginTurn();
    return state;
}

// ---------------------------------------------------------------------------------------------
// Views

std::vector<Card> RippleState::allCards() const
{
    std::vector<Card> cards;
    for (const Beach& beach : m_beaches)
        for (const BeachCard& c : beach) {
            cards.push_back(c.card);
            cards.insert(cards.end(), c.stacked.begin(), c.stacked.end());
        }
    if (m_held) {
        cards.push_back(m_held->card);
        cards.insert(cards.end(), m_held->stacked.begin(), m_held->stacked.end());
    }
    cards.insert(cards.end(), m_drawPile.begin(), m_drawPile.end());
    for (const auto& pile : m_discards)
        cards.insert(cards.end(), pile.begin(), pile.end());
    return cards;
}

Observation RippleState::observation(int player) const
{
    Observation obs;
    obs.player = player;
    obs.playerCount = m_playerCount;
    obs.rules = m_rules;
    obs.phase = m_phase;
    obs.step = m_step;
    obs.current = currentPlayer();
    obs.finished = isFinished();
    obs.round = m_round;
    for (const Beach& beach : m_beaches) {
        ObservedBeach seen;
        for (int s = 0; s < kSlotCount; ++s) {
            const BeachCard& c = beach[static_cast<std::size_t>(s)];
            const BeachCard& partner = beach[static_cast<std::size_t>(Slot{s}.partner().index)];
            seen[static_cast<std::size_t>(s)] =
                ObservedCard{c.up ? std::optional<Card>(c.card) : std::nullopt, c.up,
                             c.up ? c.stacked : std::vector<Card>{}, c.up && partner.up && partner.card.icon == c.card.icon};
        }
        obs.beaches.push_back(seen);
    }
    obs.held = m_held;
    for (int i = 0; i < pileCount(m_playerCount); ++i) {
        obs.piles.push_back(Pile::ofIndex(i, m_playerCount));
        const auto& pile = m_discards[static_cast<std::size_t>(i)];
        obs.discardTops.push_back(pile.empty() ? std::nullopt : std::optional<Card>(pile.back()));
        obs.discardSizes.push_back(static_cast<int>(pile.size()));
    }
    for (int p = 0; p < m_playerCount; ++p)
        obs.nextPile.push_back(nextPile(p));
    obs.discards = m_discards;
    obs.drawPileSize = static_cast<int>(m_drawPile.size());
    obs.extraTurn = m_extraTurn;
    obs.endTriggeredBy = m_endTrigger;
    obs.scores = m_scores;
    obs.totals = m_totals;
    if (isFinished()) {
        obs.leaders = winners();
    } else if (!m_scores.empty()) {
        const int lowest = *std::min_element(m_totals.begin(), m_totals.end());
        for (int p = 0; p < m_playerCount; ++p)
            if (m_totals[static_cast<std::size_t>(p)] == lowest)
                obs.leaders.push_back(p);
    }
    obs.roundResults = m_roundResults;
    obs.moves = m_moves;
    obs.winners = winners();
    return obs;
}

namespace {

Json cardList(const std::vector<Card>& cards)
{
    Json list = Json::array();
    for (const Card& c : cards)
        list.push_back(c.toString());
    return list;
}

Json topFirst(const std::vector<Card>& pile)
{
    Json list = Json::array();
    for (auto it = pile.rbegin(); it != pile.rend(); ++it)
        list.push_back(it->toString());
    return list;
}

Json beachesJson(const std::vector<ObservedBeach>& beaches)
{
    Json list = Json::array();
    for (const ObservedBeach& beach : beaches) {
        Json slots = Json::array();
        for (const ObservedCard& c : beach)
            slots.push_back(Json{{"card", c.card ? c.card->toString() : std::string("?")},
                                 {"up", c.up},
                                 {"stacked", cardList(c.stacked)}});
        list.push_back(slots);
    }
    return list;
}

Json heldJson(const std::optional<Held>& held)
{
    if (!held)
        return nullptr;
    return Json{
        {"card", held->card.toString()}, {"stacked", cardList(held->stacked)}, {"drawn", held->drawn}};
}

} // namespace

Json RippleState::observationJson(int player) const
{
    const Observation obs = observation(player);
    Json discards = Json::array();
    for (const auto& pile : m_discards)
        discards.push_back(topFirst(pile));
    Json nextPiles = Json::array();
    for (const Pile& pile : obs.nextPile)
        nextPiles.push_back(pile.toString());
    return Json{{"game", "ripple"},
                {"player", player},
                {"current", obs.current ? Json(*obs.current) : Json(nullptr)},
                {"finished", obs.finished},
                {"winner", winnersJson(obs.winners)},
                {"round", obs.round},
                {"phase", toString(obs.phase)},
                {"step", toString(obs.step)},
                {"scores", obs.scores},
                {"totals", obs.totals},
                {"beaches", beachesJson(obs.beaches)},
                {"held", heldJson(obs.held)},
                {"discards", discards},
                {"nextPile", nextPiles},
                {"drawPile", obs.drawPileSize},
                {"extraTurn", obs.extraTurn},
                {"endTriggeredBy", obs.endTriggeredBy ? Json(*obs.endTriggeredBy) : Json(nullptr)}};
}

Json RippleState::toJson() const
{
    // Face-down cards stay hidden even here: no one may know them (docs/game-record.md).
    Json json = observationJson(m_current);
    json.erase("player");
    Json legal = Json::array();
    for (const Action& action : legalActionsOf(*this))
        legal.push_back(action.toString());
    json["legal"] = legal;
    json["options"] = m_rules.toOptions();
    return json;
}

bool RippleState::operator==(const RippleState& other) const
{
    return m_rules == other.m_rules && *m_catalogue == *other.m_catalogue &&
           m_playerCount == other.m_playerCount && m_rng == other.m_rng && m_beaches == other.m_beaches &&
           m_drawPile == other.m_drawPile && m_discards == other.m_discards &&
           m_nextHalf == other.m_nextHalf && m_round == other.m_round && m_phase == other.m_phase &&
           m_step == other.m_step && m_current == other.m_current && m_held == other.m_held &&
           m_extraTurn == other.m_extraTurn && m_extraEarned == other.m_extraEarned &&
           m_endTrigger == other.m_endTrigger && m_scores == other.m_scores && m_totals == other.m_totals &&
           m_roundResults == other.m_roundResults && m_moves == other.m_moves && history() == other.history();
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

namespace {

/// The registry's invariants (GameInfo::invariants): the catalogue's 100 cards, rounds and totals.
const char* invariants(const State& generic)
{
    const auto& state = static_cast<const RippleState&>(generic);
    // Dense indexes of the catalogue's card types, for counting: a direct lookup by icon, kind and
    // needs, built once per catalogue (per thread).
    struct CardIndex
    {
        const Catalogue* catalogue = nullptr;
        std::vector<Card> types;
        std::vector<int> deckCounts;
        std::vector<int> table;
        static std::size_t key(const Card& card)
        {
            const auto n = static_cast<std::size_t>(kIconCount);
            const std::size_t needs =
                card.combo ? static_cast<std::size_t>(card.needs[0]) * n + static_cast<std::size_t>(card.needs[1]) : 0;
            return (static_cast<std::size_t>(card.icon) * 2 + (card.combo ? 1 : 0)) * n * n + needs;
        }
        int of(const Card& card) const
        {
            const int i = table[key(card)];
            return i >= 0 && types[static_cast<std::size_t>(i)] == card ? i : -1;
        }
    };
    thread_local CardIndex index;
    if (index.catalogue != &state.catalogue()) {
        index = CardIndex{};
        index.catalogue = &state.catalogue();
        index.table.assign(2 * kIconCount * kIconCount * kIconCount, -1);
        for (const Card& type : state.catalogue().cardTypes()) {
            index.table[CardIndex::key(type)] = static_cast<int>(index.types.size());
            index.types.push_back(type);
            index.deckCounts.push_back(state.catalogue().copies(type));
        }
    }
    thread_local std::vector<int> counts;
    counts.assign(index.types.size(), 0);
    bool unknown = false;
    auto count = [&](const Card& c) {
        const int i = index.of(c);
        if (i < 0)
            unknown = true;
        else
            ++counts[static_cast<std::size_t>(i)];
    };
    for (int p = 0; p < state.playerCount(); ++p)
        for (const BeachCard& slot : state.beach(p)) {
            count(slot.card);
            if (!slot.stacked.empty() && !slot.card.combo)
                return "cards stacked behind a standard card";
            if (slot.stacked.size() > 2)
                return "more than two cards stacked behind a combo";
            for (const Card& c : slot.stacked)
                count(c);
        }
    if (state.held()) {
        count(state.held()->card);
        for (const Card& c : state.held()->stacked)
            count(c);
    }
    for (const Card& c : state.drawPile())
        count(c);
    if (static_cast<int>(state.discardPiles().size()) != pileCount(state.playerCount()))
        return "wrong number of piles";
    for (const auto& pile : state.discardPiles())
        for (const Card& c : pile)
            count(c);
    if (unknown)
        return "a card the catalogue lacks";
    if (counts != index.deckCounts)
        return "the cards are not the catalogue's 100";
    if (state.round() < 1 || state.round() > state.rules().rounds)
        return "round out of range";
    if (static_cast<int>(state.roundScores().size()) != state.round() - (state.isFinished() ? 0 : 1))
        return "scored rounds do not match the round number";
    for (int p = 0; p < state.playerCount(); ++p) {
        int sum = 0;
        for (const auto& round : state.roundScores())
            sum += round[static_cast<std::size_t>(p)];
        if (sum != state.totals()[static_cast<std::size_t>(p)])
            return "a total is not the sum of its rounds";
    }
    if (state.isFinished()) {
        if (state.winners().empty())
            return "a finished game has no winner";
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
    info.name = "ripple";
    info.title = "Ripple";
    info.minPlayers = kMinPlayers;
    info.maxPlayers = kMaxPlayers;
    info.options = {
        {"triggerPenalty",
         TP_NOOP("ripple", "End-of-round penalty"),
         TP_NOOP("ripple", "Whether the player who ends the round adds 10 if their score is above 0"),
         "true",
         {{"false", TP_NOOP("ripple", "No penalty (recommended with young players)")},
          {"true", TP_NOOP("ripple", "The player who ends the round adds 10 if they score above 0")}}},
        {"rounds", TP_NOOP("ripple", "Rounds"), TP_NOOP("ripple", "How many rounds the game lasts"), "3", {}, 1, 10},
    };
    info.botLevels = {"easy", "medium", "hard"};
    info.makeBot = [](const std::string& level, std::uint64_t seed, const BotOptions& options) {
        return makeBot(level, seed, options);
    };
    info.simulate = [](const State& start, const SimulationSpec& spec, const RecordSink& sink) {
        return simulation::simulateTyped(static_cast<const RippleState&>(start), spec, sink, &makeTypedBot);
    };
    info.ruleSets = {RuleSet{"", [](std::uint64_t seed) { return Json{{"triggerPenalty", seed % 2 == 1}}; }}};
    info.fromObservationJson = &RippleState::fromObservationJson;
    info.invariants = invariants;
    info.maxActions = 20000; // random play averages about 100 actions a round with six players
    info.start = [](const Record& record) -> Expected<std::unique_ptr<State>> {
        const auto& catalogue = Catalogue::embedded();
        if (!catalogue)
            return Error{catalogue.error()};
        const GameInfo* self = findGame("ripple");
        auto options = resolveOptions(*self, record.options);
        if (!options)
            return Error{options.error()};
        auto rules = Rules::fromOptions(*options);
        if (!rules)
            return Error{rules.error()};
        const int n = static_cast<int>(record.players.size());
        for (int p = 0; p < n; ++p)
            if (!record.players[p].color.empty())
                return Error{"players[" + std::to_string(p) + "].color: Ripple has no colours to choose"};
        if (!record.setup.is_null()) {
            auto state = RippleState::fromSetup(*rules, n, record.setup, record.seed, *catalogue);
            if (!state)
                return Error{state.error()};
            return std::unique_ptr<State>(std::move(*state));
        }
        return std::unique_ptr<State>(std::make_unique<RippleState>(*rules, n, record.seed, *catalogue));
    };
    return info;
}

} // namespace tidepool::ripple

namespace tidepool::ripple {

std::unique_ptr<RippleState> RippleState::fromObservation(const Observation& observation,
                                                          const std::vector<Card>& hidden, std::uint64_t seed,
                                                          std::shared_ptr<const Catalogue> catalogue)
{
    std::unique_ptr<RippleState> state(new RippleState());
    state->m_rules = observation.rules;
    state->m_catalogue = std::move(catalogue);
    state->m_playerCount = observation.playerCount;
    state->m_rng = Rng(seed);
    std::size_t next = 0;
    for (const ObservedBeach& seen : observation.beaches) {
        Beach beach;
        for (int s = 0; s < kSlotCount; ++s) {
            const ObservedCard& c = seen[static_cast<std::size_t>(s)];
            BeachCard& slot = beach[static_cast<std::size_t>(s)];
            slot.up = c.up;
            slot.card = c.card ? *c.card : hidden.at(next++);
            slot.stacked = c.stacked;
        }
        state->m_beaches.push_back(beach);
    }
    state->m_drawPile.assign(hidden.begin() + static_cast<std::ptrdiff_t>(next), hidden.end());
    state->m_discards = observation.discards;
    for (const Pile& pile : observation.nextPile)
        state->m_nextHalf.push_back(pile.half < 0 ? 0 : pile.half);
    state->m_round = observation.round;
    state->m_phase = observation.phase;
    state->m_step = observation.step;
    state->m_current = observation.current.value_or(0);
    state->m_held = observation.held;
    state->m_extraTurn = observation.extraTurn;
    // A stack earlier in the turn that is still running earned an extra turn (ruling 6).
    for (auto it = observation.moves.rbegin(); it != observation.moves.rend() && !it->endedTurn; ++it)
        if (it->extraTurn)
            state->m_extraEarned = true;
    state->m_endTrigger = observation.endTriggeredBy;
    state->m_scores = observation.scores;
    state->m_totals = observation.totals;
    state->m_roundResults = observation.roundResults;
    state->m_moves = observation.moves;
    return state;
}

Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount,
                                          const Catalogue& catalogue)
{
    ObservationReader in(json, "ripple");
    Observation obs;
    const int n = playerCount;
    const std::vector<Card> deck = catalogue.deck();
    const std::size_t deckSize = deck.size();
    obs.playerCount = n;
    obs.rules = rules;
    obs.player = in.integer("player", kTable, n - 1);
    obs.current = in.optionalInteger("current", 0, n - 1);
    obs.finished = in.boolean("finished");
    if (in.ok() && obs.finished == obs.current.has_value())
        in.fail("\"current\" must be null exactly when the game is over");
    obs.round = in.integer("round", 1, rules.rounds);
    auto oneOf = [&](const char* key, std::initializer_list<std::string> names) {
        const Json* value = in.field(key);
        int index = 0;
        for (const std::string& name : names) {
            if (value && *value == name)
                return index;
            ++index;
        }
        std::string list;
        for (const std::string& name : names)
            list += (list.empty() ? "" : ", ") + name;
        in.fail(std::string("\"") + key + "\" must be one of " + list);
        return 0;
    };
    obs.phase = static_cast<Phase>(oneOf("phase", {"reveal", "play", "over"}));
    obs.step = static_cast<Step>(oneOf("step", {"draw", "hold", "ripple", "flip"}));
    if (in.ok() && obs.finished != (obs.phase == Phase::Over))
        in.fail("\"phase\" must be \"over\" exactly when the game is finished");
    constexpr int kMostPoints = kMaxSetupTotal;
    if (const Json* scores = in.field("scores")) {
        if (!scores->is_array() || scores->size() > static_cast<std::size_t>(rules.rounds))
            in.fail("\"scores\" must list at most " + std::to_string(rules.rounds) + " scored rounds");
        else
            for (const Json& round : *scores)
                obs.scores.push_back(in.integers(&round, "scores", n, -kMostPoints, kMostPoints));
    }
    obs.totals = in.integers(in.field("totals"), "totals", n, -kMostPoints, kMostPoints);
    // Cards: each one the catalogue knows, and no more often than the deck holds it.
    std::map<Card, int> left;
    for (const Card& c : deck)
        ++left[c];
    auto card = [&](const Json& value, const std::string& where) -> std::optional<Card> {
        std::optional<Card> c = value.is_string() ? Card::parse(value.get<std::string>()) : std::nullopt;
        if (!c || !catalogue.knows(*c)) {
            in.fail("\"" + where + "\": " + ObservationReader::shortDump(value) + " is not a card of the deck");
            return std::nullopt;
        }
        if (--left[*c] < 0)
            in.fail("\"" + where + "\" shows " + c->toString() + " more often than the deck holds it");
        return c;
    };
    auto cards = [&](const Json& value, const std::string& where) {
        std::vector<Card> list;
        if (!value.is_array() || value.size() > deckSize) {
            in.fail("\"" + where + "\" must be a list of cards");
            return list;
        }
        for (const Json& item : value)
            if (auto c = card(item, where))
                list.push_back(*c);
        return list;
    };
    int faceDown = 0;
    if (const Json* beaches = in.field("beaches")) {
        if (!beaches->is_array() || static_cast<int>(beaches->size()) != n)
            in.fail("\"beaches\" must list one beach per player (" + std::to_string(n) + ")");
        else
            for (const Json& beachJson : *beaches) {
                ObservedBeach beach{};
                if (!beachJson.is_array() || beachJson.size() != static_cast<std::size_t>(kSlotCount)) {
                    in.fail("\"beaches\": each beach must list its " + std::to_string(kSlotCount) + " slots");
                    break;
                }
                for (int s = 0; s < kSlotCount && in.ok(); ++s) {
                    const Json& slot = beachJson[static_cast<std::size_t>(s)];
                    ObservedCard& seen = beach[static_cast<std::size_t>(s)];
                    const std::string where = "beaches";
                    if (!slot.is_object() || !slot.contains("card") || !slot.contains("up") ||
                        !slot["up"].is_boolean() || !slot.contains("stacked")) {
                        in.fail("\"beaches\": a slot must be {card, up, stacked}");
                        break;
                    }
                    seen.up = slot["up"].get<bool>();
                    if (!seen.up) {
                        if (slot["card"] != "?" || slot["stacked"] != Json::array())
                            in.fail("\"beaches\": a face-down slot shows \"?\" and no stacked cards");
                        ++faceDown;
                        continue;
                    }
                    seen.card = card(slot["card"], where);
                    seen.stacked = cards(slot["stacked"], where);
                }
                for (int s = 0; s < kSlotCount; ++s) { // ruling 8: a face-up pair showing the same icon
                    ObservedCard& seen = beach[static_cast<std::size_t>(s)];
                    const ObservedCard& partner = beach[static_cast<std::size_t>(Slot{s}.partner().index)];
                    seen.matched = seen.card && partner.card && seen.card->icon == partner.card->icon;
                }
                obs.beaches.push_back(beach);
            }
    }
    if (const Json* held = in.field("held"); held && !held->is_null()) {
        if (!held->is_object() || !held->contains("card") || !held->contains("stacked") || !held->contains("drawn") ||
            !(*held)["drawn"].is_boolean()) {
            in.fail("\"held\" must be null or {card, stacked, drawn}");
        } else {
            auto c = card((*held)["card"], "held");
            auto stacked = cards((*held)["stacked"], "held");
            if (c)
                obs.held = Held{*c, stacked, (*held)["drawn"].get<bool>()};
        }
    }
    const bool holds = obs.phase == Phase::Play && (obs.step == Step::Hold || obs.step == Step::Ripple);
    if (in.ok() && holds != obs.held.has_value())
        in.fail("\"held\" must be a card exactly while a turn holds one (steps hold and ripple)");
    const int piles = pileCount(n);
    if (const Json* discards = in.field("discards")) {
        if (!discards->is_array() || static_cast<int>(discards->size()) != piles)
            in.fail("\"discards\" must list " + std::to_string(piles) + " discard piles");
        else
            for (const Json& pile : *discards) {
                std::vector<Card> list = cards(pile, "discards");
                std::reverse(list.begin(), list.end()); // the JSON lists the top first
                obs.discards.push_back(list);
            }
    }
    for (int i = 0; in.ok() && i < piles; ++i) {
        const auto& pile = obs.discards[static_cast<std::size_t>(i)];
        obs.piles.push_back(Pile::ofIndex(i, n));
        obs.discardTops.push_back(pile.empty() ? std::nullopt : std::optional<Card>(pile.back()));
        obs.discardSizes.push_back(static_cast<int>(pile.size()));
    }
    if (const Json* next = in.field("nextPile")) {
        if (!next->is_array() || static_cast<int>(next->size()) != n)
            in.fail("\"nextPile\" must name one pile per player (" + std::to_string(n) + ")");
        else
            for (int p = 0; p < n && in.ok(); ++p) {
                const Json& name = (*next)[static_cast<std::size_t>(p)];
                auto pile = name.is_string() ? Pile::parse(name.get<std::string>()) : std::nullopt;
                if (!pile || !pile->validFor(n) || pile->owner != p)
                    in.fail("\"nextPile\": " + ObservationReader::shortDump(name) + " is not one of player " +
                            std::to_string(p) + "'s piles");
                else
                    obs.nextPile.push_back(*pile);
            }
    }
    obs.drawPileSize = in.integer("drawPile", 0, static_cast<int>(deckSize));
    obs.extraTurn = in.boolean("extraTurn");
    obs.endTriggeredBy = in.optionalInteger("endTriggeredBy", 0, n - 1);
    if (in.ok()) {
        int unseen = 0;
        for (const auto& [c, count] : left)
            unseen += count;
        if (unseen != faceDown + obs.drawPileSize)
            in.fail("the cards shown, the face-down cards and the draw pile do not add up to the deck's " +
                    std::to_string(deckSize) + " cards");
    }
    obs.winners = in.winners(n);
    if (in.ok() && obs.finished == obs.winners.empty())
        in.fail("\"winner\" must name the winners exactly when the game is over");
    if (!in.ok())
        return Error{in.error()};
    if (obs.finished) {
        obs.leaders = obs.winners;
    } else if (!obs.scores.empty()) { // ruling 12: the lowest total leads
        const int lowest = *std::min_element(obs.totals.begin(), obs.totals.end());
        for (int p = 0; p < n; ++p)
            if (obs.totals[static_cast<std::size_t>(p)] == lowest)
                obs.leaders.push_back(p);
    }
    return obs;
}

Expected<std::unique_ptr<State>> RippleState::fromObservationJson(const Record& table, const Json& observation,
                                                                  std::uint64_t seed)
{
    auto start = tableStart<RippleState>(table);
    if (!start)
        return Error{start.error()};
    const RippleState& ripple = **start;
    auto obs = observationFromJson(observation, ripple.rules(), ripple.playerCount(), *ripple.m_catalogue);
    if (!obs)
        return Error{obs.error()};
    Rng rng(seed);
    std::unique_ptr<RippleState> world = ripple::sampleWorld(*obs, ripple.m_catalogue, rng);
    for (const std::string& action : table.actions)
        world->recordHistory(action);
    return std::unique_ptr<State>(std::move(world));
}

} // namespace tidepool::ripple

TIDEPOOL_REGISTER_GAME(ripple, &tidepool::ripple::gameInfo)

// Ripple's rules and state: the small value types (the rule options, piles, phases and steps,
// actions) with parse/toString, the rule functions over public information (ripple places and
// stacks), and RippleState itself (the deal and the rounds, legality, the legal actions, play,
// turns and the end of a round, the views: every card, the observation, equality, and the state a
// bot builds from an observation). The card catalogue is in catalogue.cpp, scoring in
// scoring.cpp, its JSON in ripple_json.cpp, its sentences in ripple_text.cpp, its registry entry
// in ripple_game.cpp (docs/architecture.md, "The engine").

#include "ripple.h"

#include "core/notation.h"
#include "core/tr.h"

#include <algorithm>
#include <cassert>

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

namespace {

/// The beach as `seen`: its face-up cards, the face-down slots left empty (and face down).
Beach seenBeach(const ObservedBeach& seen)
{
    Beach beach;
    for (std::size_t s = 0; s < seen.size(); ++s)
        if (seen[s].up && seen[s].card)
            beach[s] = BeachCard{*seen[s].card, true, seen[s].stacked};
    return beach;
}

} // namespace

ScoreBreakdown scoreVisible(const Catalogue& catalogue, const ObservedBeach& seen)
{
    return scoreVisible(catalogue, seenBeach(seen));
}

BeachNews beachNews(const Catalogue& catalogue, const ObservedBeach& before, const ObservedBeach& after)
{
    return beachNews(catalogue, seenBeach(before), seenBeach(after));
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

std::vector<Card> unseenCards(const Observation& obs, const Catalogue& catalogue)
{
    std::vector<Card> pool = catalogue.deck();
    auto remove = [&](const Card& card) {
        const auto it = std::find(pool.begin(), pool.end(), card);
        if (it != pool.end())
            pool.erase(it);
    };
    for (const ObservedBeach& beach : obs.beaches)
        for (const ObservedCard& c : beach) {
            if (c.card)
                remove(*c.card);
            for (const Card& s : c.stacked)
                remove(s);
        }
    if (obs.held) {
        remove(obs.held->card);
        for (const Card& s : obs.held->stacked)
            remove(s);
    }
    for (const auto& pile : obs.discards)
        for (const Card& c : pile)
            remove(c);
    return pool;
}

} // namespace tidepool::ripple

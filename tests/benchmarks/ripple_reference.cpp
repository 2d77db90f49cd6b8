// The reference player for Ripple (ripple_reference.h). Written from the rules in the project's
// words only; it uses the engine for the rules (legal actions, applying them, scoring a beach, a
// state from its own sampled hidden cards), never its bots.
#include "ripple_reference.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace tidepool::reference {

using namespace ripple;

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

std::size_t iconIndex(Icon icon)
{
    return static_cast<std::size_t>(icon);
}

/// A slot as the quick policy may judge it: the identity of a face-down card is never copied here.
struct SlotView
{
    bool up = false;
    Icon icon = Icon::Dolphin;
    bool combo = false;
    std::array<Icon, 2> needs{};
    int bonus = 0;             ///< a combo card's bonus (ruling 9)
    std::uint16_t stacked = 0; ///< the icons stacked behind it, one bit per icon
    int stackedValue = 0;      ///< their values
};
using BeachView = std::array<SlotView, kSlotCount>;

/// The catalogue's numbers the hot loops need, looked up once.
struct Table
{
    std::array<int, kIconCount> value{};
    const Catalogue* catalogue = nullptr;

    explicit Table(const Catalogue& c) : catalogue(&c)
    {
        for (Icon icon : kIcons)
            value[iconIndex(icon)] = c.value(icon);
    }
    SlotView view(const Card& card, const std::vector<Card>& stacked) const
    {
        SlotView v;
        v.up = true;
        v.icon = card.icon;
        v.combo = card.combo;
        v.needs = card.needs;
        if (card.combo)
            v.bonus = catalogue->bonus(card).value_or(0);
        for (const Card& s : stacked) {
            v.stacked = static_cast<std::uint16_t>(v.stacked | (1u << iconIndex(s.icon)));
            v.stackedValue += value[iconIndex(s.icon)];
        }
        return v;
    }
    BeachView view(const Beach& beach) const
    {
        BeachView b;
        for (int s = 0; s < kSlotCount; ++s) {
            const BeachCard& c = beach[at(s)];
            if (c.up)
                b[at(s)] = view(c.card, c.stacked); // face down: left unknown, never read
        }
        return b;
    }
};

bool complete(const SlotView& v)
{
    return v.combo && (v.stacked >> iconIndex(v.needs[0]) & 1u) && (v.stacked >> iconIndex(v.needs[1]) & 1u);
}

/// rippleBeachValue() over a view.
double valueOf(const Table& t, const BeachView& b, const RippleUnseen& u)
{
    ColumnMatches matched{};
    for (int col = 0; col < kColumnCount; ++col) {
        const SlotView& a = b[at(col)];
        const SlotView& c = b[at(col + kColumnCount)];
        if (a.up && c.up && a.icon == c.icon)
            matched[at(col)] = a.icon;
    }
    double v = 0;
    for (int s = 0; s < kSlotCount; ++s) {
        const SlotView& x = b[at(s)];
        if (!x.up) {
            v += u.meanValue;
            continue;
        }
        if (complete(x)) {
            v += x.bonus;
            continue;
        }
        const double now = (matched[at(s % kColumnCount)] ? 0 : t.value[iconIndex(x.icon)]) + x.stackedValue;
        v += now;
        if (x.combo) {
            // The chance that the missing icons turn up before the round ends.
            int missing = 0;
            bool available = true;
            for (Icon need : x.needs)
                if (!(x.stacked >> iconIndex(need) & 1u)) {
                    ++missing;
                    available = available && (u.icons[iconIndex(need)] > 0 || u.onTop[iconIndex(need)]);
                }
            const double p = missing == 1 ? (available ? 0.45 : 0.05) : (available ? 0.15 : 0.03);
            v += p * (x.bonus - now);
        }
    }
    return v + blockSetPoints(matched);
}

int faceDownIn(const BeachView& b)
{
    int n = 0;
    for (const SlotView& s : b)
        n += s.up ? 0 : 1;
    return n;
}

/// Can `held` ripple into slot `s` of `b` (ruling 7: its partner face up with the same icon, and no
/// such match there already)?
bool ripplesInto(const BeachView& b, const SlotView& held, int s)
{
    const SlotView& partner = b[at(Slot{s}.partner().index)];
    const SlotView& here = b[at(s)];
    return partner.up && partner.icon == held.icon && !(here.up && here.icon == held.icon);
}

/// May `held` (no stack of its own) be stacked behind slot `s` (rulings 4, 7)?
bool stacksBehind(const BeachView& b, const SlotView& held, int s)
{
    const SlotView& target = b[at(s)];
    return target.up && target.combo && held.stacked == 0 &&
           (target.needs[0] == held.icon || target.needs[1] == held.icon) &&
           !(target.stacked >> iconIndex(held.icon) & 1u);
}

SlotView stackOnto(const Table& t, SlotView target, Icon icon)
{
    target.stacked = static_cast<std::uint16_t>(target.stacked | (1u << iconIndex(icon)));
    target.stackedValue += t.value[iconIndex(icon)];
    return target;
}

/// The quick policy: the same for every player of the look-ahead, reading the acting player's face-up
/// cards and the public table only.
class Quick
{
public:
    Quick(const Table& table, const RippleUnseen& unseen, const RippleReferenceOptions& options)
        : m_t(table), m_u(unseen), m_options(options)
    {}

    /// Points an extra turn is worth (ruling 6: one more draw, a draw's worth and a little).
    static constexpr double kExtraTurn = 3.5;
    /// Points a rival's last turn is expected to gain when judging whether to end the round.
    static constexpr double kLastTurnGain = 2.5;
    /// Points that rule out an action which ends the round while behind.
    static constexpr double kBadEnd = 30;

    /// Scores (higher is better) of `legal` in `s` for the player to act; `stalled`: the round has
    /// gone on too long, so actions that turn a face-down card up come first.
    void scores(const RippleState& s, const std::vector<Action>& legal, std::vector<double>& out, bool stalled) const
    {
        out.assign(legal.size(), 0.0);
        const int me = *s.currentPlayer();
        if (s.phase() == Phase::Reveal) {
            // Two slots of adjacent columns in one row: two anchors for matches, side by side for
            // a block set.
            for (std::size_t i = 0; i < legal.size(); ++i)
                out[i] = legal[i].slot.index == 1 && legal[i].second.index == 2 ? 1.0 : 0.0;
            return;
        }
        const BeachView mine = m_t.view(s.beach(me));
        const double base = valueOf(m_t, mine, m_u);
        const int down = faceDownIn(mine);
        const bool canEnd = !s.endTriggeredBy().has_value();
        const bool endOk = canEnd && endingPays(s, me);
        switch (s.step()) {
        case Step::Draw:
            for (std::size_t i = 0; i < legal.size(); ++i) {
                if (legal[i].kind == ActionKind::Draw) {
                    out[i] = m_options.drawWorth;
                    continue;
                }
                const auto& pile = s.discardPile(legal[i].pile);
                const SlotView card = m_t.view(pile.back(), {});
                out[i] = bestUse(mine, base, card, down, canEnd, endOk);
            }
            break;
        case Step::Hold:
        case Step::Ripple: {
            const Held& held = *s.held();
            const SlotView card = m_t.view(held.card, held.stacked);
            for (std::size_t i = 0; i < legal.size(); ++i) {
                const Action& a = legal[i];
                double g = 0;
                if (a.kind == ActionKind::Place) {
                    g = placeGain(mine, base, card, a.slot.index, down, canEnd, endOk);
                    if (stalled && mine[at(a.slot.index)].up)
                        g -= kBadEnd;
                } else if (a.kind == ActionKind::Stack) {
                    BeachView b = mine;
                    b[at(a.slot.index)] = stackOnto(m_t, b[at(a.slot.index)], card.icon);
                    g = base - valueOf(m_t, b, m_u) + kExtraTurn;
                } else { // discard: a drawn or taken card is followed by a flip
                    g = 0.25;
                    if (held.drawn && down == 1 && canEnd && !endOk)
                        g -= kBadEnd;
                    if (stalled && !(held.drawn && down > 0))
                        g -= kBadEnd;
                }
                out[i] = g;
            }
            break;
        }
        case Step::Flip:
            for (std::size_t i = 0; i < legal.size(); ++i) {
                // A face-up partner may match what turns up.
                const SlotView& partner = mine[at(legal[i].slot.partner().index)];
                out[i] = (partner.up ? 1.0 : 0.0) - 0.01 * legal[i].slot.index;
            }
            break;
        }
    }

    Action choose(const RippleState& s, std::vector<Action>& legal, std::vector<double>& buffer, bool stalled) const
    {
        s.legalActions(legal);
        if (legal.size() == 1)
            return legal.front();
        scores(s, legal, buffer, stalled);
        std::size_t best = 0;
        for (std::size_t i = 1; i < legal.size(); ++i)
            if (buffer[i] > buffer[best] + 1e-9)
                best = i;
        return legal[best];
    }

private:
    /// Would ending the round now pay for the player to act: its beach as it lies (with the +10 of
    /// ending above 0, ruling 10) below every rival's expected beach after one last turn? In the
    /// last round the totals count too (ruling 12).
    bool endingPays(const RippleState& s, int me) const
    {
        const bool last = s.round() >= s.rules().rounds;
        const auto& totals = s.totals();
        double mine = valueOf(m_t, m_t.view(s.beach(me)), m_u);
        if (s.rules().triggerPenalty && mine > 0)
            mine += kTriggerPenalty;
        if (last)
            mine += totals[at(me)];
        for (int q = 0; q < s.playerCount(); ++q) {
            if (q == me)
                continue;
            double theirs = valueOf(m_t, m_t.view(s.beach(q)), m_u) - kLastTurnGain;
            if (last)
                theirs += totals[at(q)];
            if (mine >= theirs)
                return false;
        }
        return true;
    }

    /// The gain (points saved) of placing `card` in slot `slot`, the card it replaces rippling on
    /// where that helps (one step), and the round's end judged when it turns the last card up.
    double placeGain(const BeachView& mine, double base, const SlotView& card, int slot, int down, bool canEnd,
                     bool endOk) const
    {
        BeachView b = mine;
        const SlotView replaced = b[at(slot)];
        b[at(slot)] = card;
        double after = valueOf(m_t, b, m_u);
        if (replaced.up) {
            // Rippling the replaced card (ruling 7): the best single step.
            double best = after;
            for (int t = 0; t < kSlotCount; ++t) {
                if (ripplesInto(b, replaced, t)) {
                    BeachView c = b;
                    c[at(t)] = replaced;
                    best = std::min(best, valueOf(m_t, c, m_u));
                }
                if (stacksBehind(b, replaced, t)) {
                    BeachView c = b;
                    c[at(t)] = stackOnto(m_t, c[at(t)], replaced.icon);
                    best = std::min(best, valueOf(m_t, c, m_u) - kExtraTurn);
                }
            }
            after = best;
        }
        double g = base - after;
        if (!replaced.up && down == 1 && canEnd && !endOk)
            g -= kBadEnd;
        return g;
    }

    /// The best gain of a card in hand (placed or stacked), for taking it from a discard pile.
    double bestUse(const BeachView& mine, double base, const SlotView& card, int down, bool canEnd, bool endOk) const
    {
        double best = -1e9;
        for (int s = 0; s < kSlotCount; ++s) {
            best = std::max(best, placeGain(mine, base, card, s, down, canEnd, endOk));
            if (stacksBehind(mine, card, s)) {
                BeachView b = mine;
                b[at(s)] = stackOnto(m_t, b[at(s)], card.icon);
                best = std::max(best, base - valueOf(m_t, b, m_u) + kExtraTurn);
            }
        }
        return best;
    }

    const Table& m_t;
    const RippleUnseen& m_u;
    const RippleReferenceOptions& m_options;
};

/// Turns per player in this round so far (every move that ended a turn), from the public moves.
int turnsThisRound(const Observation& obs)
{
    int turns = 0;
    for (auto it = obs.moves.rbegin(); it != obs.moves.rend() && it->round == obs.round; ++it)
        turns += it->endedTurn ? 1 : 0;
    return turns;
}

/// A round lasting this many turns per player has stalled: players behind keep a card face down and
/// trade face-up cards with the discard piles, which nothing in the rules ends (ruling 11 needs the
/// draw pile to run out). Then the reference, and the quick policy, turn cards up.
constexpr int kStallTurnsEach = 30;
/// Actions a look-ahead plays at most before it scores the beaches as they lie.
constexpr int kRolloutCap = 400;

/// The chance (0..1) that `me` wins the game (ruling 12: lowest total) with these totals after the
/// round, `roundsLeft` rounds still to play: each rival beaten by a logistic of the difference, of
/// scale 3 points in the last round and 12 · √roundsLeft before it (a round moves totals apart by
/// about that much).
double winChance(const std::vector<double>& totals, int me, int roundsLeft)
{
    const double scale = roundsLeft <= 0 ? 3.0 : 12.0 * std::sqrt(static_cast<double>(roundsLeft));
    double p = 1.0;
    for (std::size_t q = 0; q < totals.size(); ++q)
        if (static_cast<int>(q) != me)
            p *= 1.0 / (1.0 + std::exp(-(totals[q] - totals[at(me)]) / scale));
    return p;
}

} // namespace

RippleUnseen rippleUnseen(const Observation& obs, const Catalogue& catalogue)
{
    RippleUnseen u;
    const auto cards = unseenCards(obs, catalogue);
    double sum = 0;
    for (const Card& c : cards) {
        sum += catalogue.value(c);
        ++u.icons[iconIndex(c.icon)];
    }
    u.count = static_cast<int>(cards.size());
    u.meanValue = cards.empty() ? 0.0 : sum / static_cast<double>(cards.size());
    for (const auto& top : obs.discardTops)
        if (top)
            u.onTop[iconIndex(top->icon)] = true;
    return u;
}

double rippleBeachValue(const Catalogue& catalogue, const Beach& beach, const RippleUnseen& unseen)
{
    const Table table(catalogue);
    return valueOf(table, table.view(beach), unseen);
}

Action RippleReference::chooseMove(const RippleState& state)
{
    if (!m_catalogue)
        m_catalogue = std::make_shared<const Catalogue>(state.catalogue()); // the rules' card list, public
    return decide(state.observation(*state.currentPlayer()));
}

Action RippleReference::decide(const Observation& obs) const
{
    const std::shared_ptr<const Catalogue> catalogue =
        m_catalogue ? m_catalogue : *Catalogue::embedded(); // decide() called directly: the built-in cards
    const Table table(*catalogue);
    Rng rng(m_seed ^ (0x9FB21C651E98DF25ULL * (static_cast<std::uint64_t>(obs.moves.size()) + 1)));
    const int me = obs.player;

    // The worlds: what this seat has not seen, dealt anew into every face-down slot and the draw
    // pile (ruling 1: every card is somewhere). Only this turn's moves are kept (an extra turn
    // earned earlier in it, ruling 6); the rest of the history changes nothing ahead.
    Observation base = obs;
    base.moves.clear();
    for (auto it = obs.moves.rbegin(); it != obs.moves.rend() && !it->endedTurn; ++it)
        base.moves.insert(base.moves.begin(), *it);
    const RippleUnseen unseen = rippleUnseen(obs, *catalogue);
    std::vector<Card> hidden = unseenCards(obs, *catalogue);
    std::vector<std::unique_ptr<RippleState>> worlds;
    for (int w = 0; w < std::max(1, m_options.worlds); ++w) {
        rng.shuffle(hidden);
        worlds.push_back(RippleState::fromObservation(base, hidden, rng.next(), catalogue));
    }

    // Legality never depends on a hidden card (ruling 7): any world lists the seat's legal actions.
    std::vector<Action> legal;
    worlds.front()->legalActions(legal);
    if (legal.size() == 1)
        return legal.front();
    const Quick quick(table, unseen, m_options);
    const bool stalled = turnsThisRound(obs) >= kStallTurnsEach * obs.playerCount;

    // The candidates: the quick policy's best few; in the opening reveal, one pair of each shape.
    std::vector<Action> candidates;
    if (obs.phase == Phase::Reveal) {
        for (const Action& a : {Action::reveal(1, 2), Action::reveal(2, 7), Action::reveal(1, 7), Action::reveal(1, 3)})
            if (std::find(legal.begin(), legal.end(), a) != legal.end())
                candidates.push_back(a);
        if (candidates.empty())
            candidates.push_back(legal.front());
    } else {
        std::vector<double> scores;
        quick.scores(*worlds.front(), legal, scores, stalled);
        std::vector<std::size_t> order(legal.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
        const double floor = scores[order.front()] - Quick::kBadEnd / 2; // ruled out by the policy: not searched
        for (std::size_t k = 0; k < order.size() && static_cast<int>(candidates.size()) < m_options.candidates; ++k)
            if (scores[order[k]] > floor)
                candidates.push_back(legal[order[k]]);
    }
    if (candidates.size() == 1)
        return candidates.front();

    // Each candidate, then the rest of the round by the quick policy in every world (the same
    // worlds for every candidate), scored as the rules score the round and turned into a chance of
    // winning the game.
    const std::size_t roundsScored = obs.roundResults.size();
    const int roundsLeft = obs.rules.rounds - obs.round;
    std::vector<Action> buffer;
    std::vector<double> scoreBuffer;
    std::vector<double> totals(obs.totals.begin(), obs.totals.end());
    double bestValue = -1e300;
    std::size_t best = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        double value = 0;
        for (const auto& world : worlds) {
            RippleState s = *world;
            s.applyLegal(candidates[i]);
            int steps = 0;
            const int turnsBefore = turnsThisRound(obs);
            int turns = 0;
            while (!s.isFinished() && s.roundResults().size() == roundsScored && steps < kRolloutCap) {
                const bool late = (turnsBefore + turns) >= kStallTurnsEach * obs.playerCount;
                const Action a = quick.choose(s, buffer, scoreBuffer, late);
                s.applyLegal(a);
                ++steps;
                if (!s.moves().empty() && s.moves().back().endedTurn)
                    ++turns;
            }
            std::vector<double> after = totals;
            if (s.roundResults().size() > roundsScored) {
                const RoundResult& r = s.roundResults()[roundsScored];
                for (std::size_t p = 0; p < after.size(); ++p)
                    after[p] += r.scores[p].total;
            } else {
                for (int p = 0; p < s.playerCount(); ++p)
                    after[at(p)] += scoreBeach(*catalogue, s.beach(p)).subtotal;
            }
            value += winChance(after, me, roundsLeft);
        }
        if (value > bestValue + 1e-12) {
            bestValue = value;
            best = i;
        }
    }
    return candidates[best];
}

} // namespace tidepool::reference

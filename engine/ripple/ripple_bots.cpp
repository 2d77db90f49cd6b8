// Ripple's computer players (docs/ai.md). Everything here reads a ripple::Observation only: the
// face-down cards (hidden from everyone, their owner included) are valued at the average of the
// cards no one has seen, and sampled for the Hard level.
#include "bots/botutil.h"
#include "ripple_bots.h"

#include <cmath>
#include <sstream>

namespace tidepool::ripple {

namespace {

using bots::bestIndex;

/// A world for `obs` whose hidden cards are `unseen` (unseenCards(obs)) in a random order.
std::unique_ptr<RippleState> sampleWorldFrom(const Observation& obs, std::vector<Card> unseen,
                                             std::shared_ptr<const Catalogue> catalogue, Rng& rng)
{
    rng.shuffle(unseen);
    return RippleState::fromObservation(obs, unseen, rng.next(), std::move(catalogue));
}

/// A beach as a player can judge it: face-up cards with their stacks, face-down ones unknown.
struct Judged
{
    std::array<std::optional<Card>, kSlotCount> top; ///< empty when face down
    std::array<std::vector<Card>, kSlotCount> stacked;
};

Judged judged(const ObservedBeach& beach)
{
    Judged j;
    for (int s = 0; s < kSlotCount; ++s) {
        j.top[static_cast<std::size_t>(s)] = beach[static_cast<std::size_t>(s)].card;
        j.stacked[static_cast<std::size_t>(s)] = beach[static_cast<std::size_t>(s)].stacked;
    }
    return j;
}

/// The expected score of a beach (lower is better): matches, block sets, completed combos and their
/// progress, face-down cards at `hiddenMean`.
double estimate(const Catalogue& catalogue, const Judged& beach, double hiddenMean)
{
    double total = 0;
    ColumnMatches matched{};
    for (int col = 0; col < kColumnCount; ++col) {
        const auto& a = beach.top[static_cast<std::size_t>(col)];
        const auto& b = beach.top[static_cast<std::size_t>(col + kColumnCount)];
        if (a && b && a->icon == b->icon)
            matched[static_cast<std::size_t>(col)] = a->icon;
    }
    for (int s = 0; s < kSlotCount; ++s) {
        const auto& top = beach.top[static_cast<std::size_t>(s)];
        const auto& stacked = beach.stacked[static_cast<std::size_t>(s)];
        if (!top) {
            total += hiddenMean;
            continue;
        }
        if (top->combo && comboComplete(*top, stacked)) {
            total += catalogue.bonus(*top).value_or(0);
            continue;
        }
        const bool isMatched = matched[static_cast<std::size_t>(s % kColumnCount)].has_value();
        total += isMatched ? 0 : catalogue.value(*top);
        for (const Card& c : stacked)
            total += catalogue.value(c);
        if (top->combo && !isMatched) // progress towards the bonus: half its worth per needed icon held
            total += 0.25 * static_cast<double>(stacked.size()) *
                     (catalogue.bonus(*top).value_or(0) - catalogue.value(*top));
    }
    return total + blockSetPoints(matched);
}

int faceDown(const Judged& beach)
{
    int n = 0;
    for (const auto& t : beach.top)
        n += t ? 0 : 1;
    return n;
}

/// Turns per player in one round (every move that ends a turn: the opening reveal and extra turns
/// count) before the computer players stop holding back (below). Computer players end an ordinary
/// round within about 12 turns each (95% of 9,000 rounds of two Medium players; the longest 18.5).
constexpr int kStalledAfterTurnsEach = 30;

/// Turns of the round in play so far (every move that ended a turn), from the public moves.
int turnsThisRound(const Observation& obs)
{
    int turns = 0;
    for (auto it = obs.moves.rbegin(); it != obs.moves.rend() && it->round == obs.round; ++it)
        turns += it->endedTurn ? 1 : 0;
    return turns;
}

/// Has the round in play gone on for kStalledAfterTurnsEach turns per player? Then players who
/// would rather not end it have stalled it: a player behind keeps a card face down and swaps its
/// face-up cards with the discard piles, and two such computers pass cards between their discard
/// piles for ever (nothing is drawn, so ruling 11 never ends the round).
bool roundStalls(const Observation& obs)
{
    return turnsThisRound(obs) >= kStalledAfterTurnsEach * obs.playerCount;
}

/// The acting player's beach after `action` in the hold or ripple step (its held card placed or
/// stacked); unchanged for a discard.
Judged after(const Judged& beach, const Held& held, const Action& action)
{
    Judged j = beach;
    const std::size_t s = static_cast<std::size_t>(action.slot.index);
    if (action.kind == ActionKind::Place) {
        j.top[s] = held.card;
        j.stacked[s] = held.stacked;
    } else if (action.kind == ActionKind::Stack) {
        j.stacked[s].push_back(held.card);
    }
    return j;
}

/// The best the player can make of `card` on `beach` (placing or stacking it), as an estimate.
double bestUse(const Catalogue& catalogue, const Judged& beach, const Card& card, double hiddenMean)
{
    double best = estimate(catalogue, beach, hiddenMean);
    const Held held{card, {}, true};
    for (int s = 0; s < kSlotCount; ++s) {
        best = std::min(best, estimate(catalogue, after(beach, held, Action::place(s)), hiddenMean));
        const auto& top = beach.top[static_cast<std::size_t>(s)];
        if (top && canStackBehind(*top, beach.stacked[static_cast<std::size_t>(s)], card))
            best = std::min(best, estimate(catalogue, after(beach, held, Action::stack(s)), hiddenMean) - 2.5);
    }
    return best;
}

struct Context
{
    const Observation& obs;
    const Catalogue& catalogue;
    double hiddenMean = 7;
};

/// The Easy and Medium score of each legal action (higher is better). `beachAfter`, when given, gets
/// the expected score of the acting player's beach after each action, without the refinements
/// (feeding, ending the round, an extra turn) that the scores also weigh: the number a player is told.
std::vector<double> scoreAll(const Context& ctx, const std::vector<Action>& actions, bool medium, Rng& rng,
                             std::vector<double>* beachAfter = nullptr)
{
    const Observation& obs = ctx.obs;
    const int me = obs.player;
    const Judged mine = judged(obs.beaches[static_cast<std::size_t>(me)]);
    const double now = estimate(ctx.catalogue, mine, ctx.hiddenMean);
    // The other players' standing, for the decision to end the round and for feeding them cards.
    double bestRival = 1e9;
    std::vector<Judged> rivals;
    for (int p = 0; p < obs.playerCount; ++p) {
        if (p == me)
            continue;
        rivals.push_back(judged(obs.beaches[static_cast<std::size_t>(p)]));
        bestRival = std::min(bestRival, obs.totals[static_cast<std::size_t>(p)] +
                                            estimate(ctx.catalogue, rivals.back(), ctx.hiddenMean));
    }
    const double myTotal = obs.totals[static_cast<std::size_t>(me)];
    auto endingPenalty = [&](const Judged& beach, double est) {
        // Turning my last card up ends the round (ruling 10): good only when I'm ahead.
        if (!medium || obs.endTriggeredBy || faceDown(beach) > 0)
            return 0.0;
        double penalty = (obs.rules.triggerPenalty && est > 0) ? kTriggerPenalty : 0;
        penalty += (myTotal + est < bestRival - 3) ? -4.0 : 4.0;
        return penalty;
    };
    auto feeding = [&](const Card& card) {
        // Discarding a card that a rival could use well hands it to them.
        if (!medium)
            return 0.0;
        double gain = 0;
        for (const Judged& r : rivals)
            gain = std::max(gain, estimate(ctx.catalogue, r, ctx.hiddenMean) -
                                      bestUse(ctx.catalogue, r, card, ctx.hiddenMean));
        return 0.5 * std::max(0.0, gain - 2.0);
    };
    std::vector<double> scores;
    for (const Action& a : actions) {
        double est = now;
        double beach = now; // a discard, a flip, a draw and a reveal leave the beach as it is expected
        switch (a.kind) {
        case ActionKind::Reveal:
            est = rng.unit(); // nothing to tell the slots apart
            break;
        case ActionKind::Draw:
            est = now - 1.5; // a drawn card improves the beach a little on average
            break;
        case ActionKind::Take: {
            const std::size_t pile = static_cast<std::size_t>(a.pile.index());
            const auto& top = obs.discardTops[pile];
            est = top ? bestUse(ctx.catalogue, mine, *top, ctx.hiddenMean) : now;
            beach = est;
            break;
        }
        case ActionKind::Place:
        case ActionKind::Stack: {
            const Judged next = after(mine, *obs.held, a);
            beach = estimate(ctx.catalogue, next, ctx.hiddenMean);
            est = beach + endingPenalty(next, 0);
            if (a.kind == ActionKind::Stack)
                est -= 2.5; // an extra turn
            if (a.kind == ActionKind::Place && !medium)
                break;
            if (a.kind == ActionKind::Place) {
                // The replaced card is discarded (or rippled): it may feed a rival.
                const auto& old = mine.top[static_cast<std::size_t>(a.slot.index)];
                if (old)
                    est += feeding(*old);
                if (faceDown(next) == 0)
                    est += endingPenalty(next, estimate(ctx.catalogue, next, ctx.hiddenMean));
            }
            break;
        }
        case ActionKind::Discard:
            est = now + feeding(obs.held->card);
            if (obs.held->drawn && faceDown(mine) == 1)
                est += endingPenalty(Judged{}, now); // the flip that follows turns up the last card
            break;
        case ActionKind::Flip: {
            // Prefer a slot whose face-up partner could make a match.
            const auto& partner = mine.top[static_cast<std::size_t>(a.slot.partner().index)];
            est = now - (partner ? 0.5 : 0.0) - 0.1 * rng.unit();
            break;
        }
        }
        scores.push_back(-est);
        if (beachAfter)
            beachAfter->push_back(beach);
    }
    return scores;
}

/// Why Medium's choice is good, in a family's words and with the beach's own score (fewest points
/// win): a beach that goes down or stays needs no more; one that goes up says what the choices that
/// add fewer points would cost (a discard is always a choice and keeps the beach as it is, so some
/// choice adds fewer points).
std::string beachReason(ActionKind kind, double before, double afterChoice)
{
    const long b = std::lround(before);
    const long a = std::lround(afterChoice);
    if (kind == ActionKind::Draw)
        return format(TP_TR("ripple", "no top card of a discard pile would bring your beach's {0} points down by much"), b);
    if (a < b)
        return format(TP_TR("ripple", "your beach goes down from about {0} points to {1} (the fewest points win)"), b, a);
    if (a == b)
        return format(TP_TR("ripple", "your beach stays at about {0} points (the fewest points win)"), b);
    if (kind == ActionKind::Stack)
        return format(TP_TR("ripple", "your beach goes up from about {0} points to {1}, but stacking earns an extra turn"),
                      b, a);
    return format(TP_TR("ripple", "your beach goes up from about {0} points to {1}, but the choices that add fewer "
                                  "would give another player a card they can use or end the round while you are behind"),
                  b, a);
}

/// The Hard level's playouts judge a beach from its face-up cards only (a face-down card's identity,
/// which the sampled world holds, is never read): one slot in the few numbers the judge needs.
struct Spot
{
    bool up = false;
    Icon icon = Icon::Dolphin;
    int value = 0;                 ///< the top card's face value
    const Card* combo = nullptr;   ///< the top card when it is a combo card
    int bonus = 0;                 ///< its bonus (ruling 9)
    std::uint16_t stackedIcons = 0; ///< one bit per icon stacked behind it
    int stackedValue = 0;          ///< the stacked cards' values
};
using Spots = std::array<Spot, kSlotCount>;

std::uint16_t iconBit(Icon icon)
{
    return static_cast<std::uint16_t>(1u << static_cast<unsigned>(icon));
}

/// Points a playout's player expects of a beach at the round's end (lower is better), and the
/// rules of thumb of the playout policy. One per decision, read by every playout of it.
class PlayoutJudge
{
public:
    PlayoutJudge(const Catalogue& catalogue, double hiddenMean) : m_catalogue(catalogue), m_hiddenMean(hiddenMean)
    {
        for (Icon icon : kIcons)
            m_value[static_cast<std::size_t>(icon)] = catalogue.value(icon);
    }

    Spot spot(const Card& card, const std::vector<Card>& stacked) const
    {
        Spot s;
        s.up = true;
        s.icon = card.icon;
        s.value = m_value[static_cast<std::size_t>(card.icon)];
        if (card.combo) {
            s.combo = &card;
            s.bonus = m_catalogue.bonus(card).value_or(s.value);
        }
        for (const Card& c : stacked) {
            s.stackedIcons = static_cast<std::uint16_t>(s.stackedIcons | iconBit(c.icon));
            s.stackedValue += m_value[static_cast<std::size_t>(c.icon)];
        }
        return s;
    }

    Spots spots(const Beach& beach) const
    {
        Spots out;
        for (int i = 0; i < kSlotCount; ++i) {
            const BeachCard& c = beach[static_cast<std::size_t>(i)];
            if (c.up)
                out[static_cast<std::size_t>(i)] = spot(c.card, c.stacked);
        }
        return out;
    }

    static bool completed(const Spot& s)
    {
        return s.combo && (s.stackedIcons & iconBit(s.combo->needs[0])) && (s.stackedIcons & iconBit(s.combo->needs[1]));
    }

    /// Expected points: rulings 8 and 9 on the face-up cards, a face-down card at the mean of the
    /// unseen cards, an incomplete combo a third of the way to its bonus for each needed icon held.
    double points(const Spots& b) const
    {
        ColumnMatches matches{};
        for (int c = 0; c < kColumnCount; ++c) {
            const Spot& top = b[static_cast<std::size_t>(c)];
            const Spot& bottom = b[static_cast<std::size_t>(c + kColumnCount)];
            if (top.up && bottom.up && top.icon == bottom.icon)
                matches[static_cast<std::size_t>(c)] = top.icon;
        }
        double total = blockSetPoints(matches);
        for (int i = 0; i < kSlotCount; ++i) {
            const Spot& s = b[static_cast<std::size_t>(i)];
            if (!s.up) {
                total += m_hiddenMean;
                continue;
            }
            if (completed(s)) {
                total += s.bonus;
                continue;
            }
            const double here = (matches[static_cast<std::size_t>(i % kColumnCount)] ? 0 : s.value) + s.stackedValue;
            total += here;
            if (s.combo) {
                const int held = ((s.stackedIcons & iconBit(s.combo->needs[0])) ? 1 : 0) +
                                 ((s.stackedIcons & iconBit(s.combo->needs[1])) ? 1 : 0);
                total += (0.1 + held / 3.0) * (s.bonus - here);
            }
        }
        return total;
    }

    int value(Icon icon) const { return m_value[static_cast<std::size_t>(icon)]; }

private:
    const Catalogue& m_catalogue;
    double m_hiddenMean;
    std::array<int, kIconCount> m_value{};
};

/// The playouts' quick player, the same for every seat: it reads the acting player's face-up cards,
/// the discard piles' tops and the other beaches' face-up cards (all public).
class QuickPlayer
{
public:
    /// Points an extra turn is worth (ruling 6): about what a drawn card saves.
    static constexpr double kExtraTurn = 3.0;
    /// Points a draw is expected to save: a discard pile's top card is taken only when it saves more.
    static constexpr double kDrawSaves = 2.5;
    /// Points a rival may still save in the last turn the end of a round gives them (ruling 10).
    static constexpr double kLastTurn = 3.0;
    /// Rules out an action.
    static constexpr double kNever = 100;

    explicit QuickPlayer(const PlayoutJudge& judge) : m_judge(judge) {}

    Action choose(const RippleState& world, bool stalled, Rng& rng)
    {
        world.legalActions(m_legal);
        if (m_legal.size() == 1)
            return m_legal.front();
        if (world.phase() == Phase::Reveal)
            return m_legal[static_cast<std::size_t>(rng.below(m_legal.size()))];
        const int me = *world.currentPlayer();
        const Spots mine = m_judge.spots(world.beach(me));
        int down = 0;
        for (const Spot& s : mine)
            down += s.up ? 0 : 1;
        if (world.step() == Step::Flip) {
            for (const Action& a : m_legal)
                if (mine[static_cast<std::size_t>(a.slot.partner().index)].up)
                    return a; // what turns up may match its partner
            return m_legal[static_cast<std::size_t>(rng.below(m_legal.size()))];
        }
        const double base = m_judge.points(mine);
        // May this player end the round (turn its last card up)? Only when it pays.
        const bool mayEnd = !world.endTriggeredBy() && down <= 1 && endingPays(world, me, base);
        const bool wouldEnd = !world.endTriggeredBy() && down == 1;
        double best = -1e9;
        std::size_t pick = 0;
        for (std::size_t i = 0; i < m_legal.size(); ++i) {
            const Action& a = m_legal[i];
            double gain = 0;
            switch (a.kind) {
            case ActionKind::Draw:
                gain = kDrawSaves;
                break;
            case ActionKind::Take: {
                const auto& pile = world.discardPile(a.pile);
                gain = bestUse(mine, base, m_judge.spot(pile.back(), {}), wouldEnd && !mayEnd);
                break;
            }
            case ActionKind::Place: {
                const Held& held = *world.held();
                gain = placeGain(mine, base, m_judge.spot(held.card, held.stacked), a.slot.index, wouldEnd && !mayEnd);
                if (stalled && mine[static_cast<std::size_t>(a.slot.index)].up)
                    gain -= kNever;
                break;
            }
            case ActionKind::Stack: {
                Spots after = mine;
                stackOnto(after[static_cast<std::size_t>(a.slot.index)], world.held()->card.icon);
                gain = base - m_judge.points(after) + kExtraTurn;
                break;
            }
            case ActionKind::Discard: {
                const bool flipFollows = world.held()->drawn && down > 0;
                gain = 0.1 * rng.unit();
                if (flipFollows && wouldEnd && !mayEnd)
                    gain -= kNever;
                if (stalled && !flipFollows)
                    gain -= kNever;
                break;
            }
            default:
                break;
            }
            if (gain > best) {
                best = gain;
                pick = i;
            }
        }
        return m_legal[pick];
    }

private:
    void stackOnto(Spot& target, Icon icon) const
    {
        target.stackedIcons = static_cast<std::uint16_t>(target.stackedIcons | iconBit(icon));
        target.stackedValue += m_judge.value(icon);
    }

    /// Points saved by placing `card` in `slot` (the card it replaces is left to the next step);
    /// ruled out when it turns the last card up while ending the round does not pay.
    double placeGain(const Spots& mine, double base, const Spot& card, int slot, bool endingForbidden) const
    {
        Spots after = mine;
        const bool overDown = !after[static_cast<std::size_t>(slot)].up;
        after[static_cast<std::size_t>(slot)] = card;
        double gain = base - m_judge.points(after);
        if (overDown && endingForbidden)
            gain -= kNever;
        return gain;
    }

    /// The most a card in hand can save (placed, or stacked with its extra turn).
    double bestUse(const Spots& mine, double base, const Spot& card, bool endingForbidden) const
    {
        double best = -1e9;
        for (int s = 0; s < kSlotCount; ++s) {
            best = std::max(best, placeGain(mine, base, card, s, endingForbidden));
            const Spot& target = mine[static_cast<std::size_t>(s)];
            if (target.up && target.combo && target.combo->needsIcon(card.icon) &&
                !(target.stackedIcons & iconBit(card.icon))) { // canStackBehind() on the bits
                Spots after = mine;
                stackOnto(after[static_cast<std::size_t>(s)], card.icon);
                best = std::max(best, base - m_judge.points(after) + kExtraTurn);
            }
        }
        return best;
    }

    /// Ending the round now (ruling 10) pays when this beach (`minePoints`, its points()), with the
    /// penalty for ending above 0, scores fewer points than every rival's expected beach after its
    /// last turn; in the last round the totals so far count too (ruling 12).
    bool endingPays(const RippleState& world, int me, double minePoints) const
    {
        const bool last = world.round() >= world.rules().rounds;
        double mineEnd = minePoints;
        if (world.rules().triggerPenalty && mineEnd > 0)
            mineEnd += kTriggerPenalty;
        if (last)
            mineEnd += world.totals()[static_cast<std::size_t>(me)];
        for (int p = 0; p < world.playerCount(); ++p) {
            if (p == me)
                continue;
            double theirs = m_judge.points(m_judge.spots(world.beach(p))) - kLastTurn;
            if (last)
                theirs += world.totals()[static_cast<std::size_t>(p)];
            if (mineEnd >= theirs)
                return false;
        }
        return true;
    }

    const PlayoutJudge& m_judge;
    std::vector<Action> m_legal;
};

/// A player's chance (0..1) of winning the game (ruling 12: the lowest total) from `totals` with
/// `roundsLeft` rounds still to play: beating each rival is a logistic of the totals' difference,
/// whose scale grows with the rounds left (a round's scores differ by about 10 points).
double winChance(const std::vector<int>& totals, int player, int roundsLeft)
{
    const double scale = roundsLeft <= 0 ? 1.5 : 10.0 * std::sqrt(static_cast<double>(roundsLeft));
    double chance = 1;
    for (std::size_t p = 0; p < totals.size(); ++p)
        if (static_cast<int>(p) != player)
            chance *= 1.0 / (1.0 + std::exp(-(totals[p] - totals[static_cast<std::size_t>(player)]) / scale));
    return chance;
}

struct Playout
{
    using World = RippleState;
    using Action = ripple::Action;

    static void play(World& world, const Action& action)
    {
        // The one place playouts apply actions: the typed fast path (actions come from the state's
        // own legal actions, so no re-validation; debug builds assert it).
        world.applyLegal(action);
    }
    /// The quick player (above); once the round has stalled (kStalledAfterTurnsEach, counted from
    /// the decision's turns so far and about three actions a turn after it) it turns cards up.
    static Action playout(const World& world, Rng& rng)
    {
        const int turns = s_turnsBefore + static_cast<int>(world.moves().size()) / 3;
        return s_player->choose(world, turns >= kStalledAfterTurnsEach * world.playerCount(), rng);
    }
    /// The playout ends with the round (or the game), or at kCap actions, far beyond any round
    /// between the quick players.
    static bool done(const World& world, int steps)
    {
        return world.isFinished() || steps >= kCap || world.roundResults().size() > s_rounds;
    }
    /// The chance of winning the game from the totals once the round is scored (winChance()); a
    /// playout cut off at kCap scores each beach as it lies in the sampled world.
    static double value(const World& world, int player)
    {
        std::vector<int> totals = world.totals();
        const bool scored = world.roundResults().size() > s_rounds || world.isFinished();
        if (!scored)
            for (int p = 0; p < world.playerCount(); ++p)
                totals[static_cast<std::size_t>(p)] += scoreBeach(world.catalogue(), world.beach(p)).subtotal;
        const int roundsScored = static_cast<int>(world.roundResults().size()) + (scored ? 0 : 1);
        return winChance(totals, player, world.rules().rounds - roundsScored);
    }
    /// `player`'s game total once the round is scored (as value() counts it): a review's expected
    /// points (SearchResult::seatScores).
    static double score(const World& world, int player)
    {
        const bool scored = world.roundResults().size() > s_rounds || world.isFinished();
        int total = world.totals()[static_cast<std::size_t>(player)];
        if (!scored)
            total += scoreBeach(world.catalogue(), world.beach(player)).subtotal;
        return total;
    }
    static constexpr int kCap = 600;
    static inline thread_local std::size_t s_rounds = 0;    ///< rounds scored when the search began
    static inline thread_local int s_turnsBefore = 0;       ///< turns of the round before the decision
    static inline thread_local QuickPlayer* s_player = nullptr; ///< the decision's quick player
};

/// Of `actions`, those that turn one of the acting player's face-down cards up (placing the held
/// card over one, discarding a drawn or taken card, which a flip follows, or the flip), so that each
/// turn turns a card up and a stalled round ends within eight more turns each (at most eight cards
/// are face down after the opening reveal); all of `actions` when none does (drawing, taking).
std::vector<Action> turningUp(const Observation& obs, std::vector<Action> actions)
{
    const Judged mine = judged(obs.beaches[static_cast<std::size_t>(obs.player)]);
    if (faceDown(mine) == 0)
        return actions;
    std::vector<Action> up;
    for (const Action& a : actions) {
        const bool turns = (a.kind == ActionKind::Place && !mine.top[static_cast<std::size_t>(a.slot.index)]) ||
                           (a.kind == ActionKind::Discard && obs.held && obs.held->drawn) ||
                           a.kind == ActionKind::Flip;
        if (turns)
            up.push_back(a);
    }
    return up.empty() ? actions : up;
}

/// The Hard level's candidates: Medium's best few actions (a turn's step has at most 13 legal ones).
constexpr std::size_t kCandidates = 8;

class RippleBot final : public Bot, public TypedBot<RippleState, Action>
{
public:
    RippleBot(std::string level, std::uint64_t seed, BotOptions options)
        : m_level(std::move(level)), m_seed(seed), m_options(options)
    {}

    std::string chooseAction(const State& state) override { return decide(state).action; }

    Decision decide(const State& state) override
    {
        const auto& ripple = dynamic_cast<const RippleState&>(state);
        takeCatalogue(ripple);
        return decideFor(ripple.observation(*state.currentPlayer()));
    }

    /// The typed fast path (simulations): the action decide() would choose, without notation or
    /// reason.
    Action chooseMove(const RippleState& state) override
    {
        takeCatalogue(state);
        return choose(state.observation(*state.currentPlayer())).action;
    }

    /// The Hard search for reviews (Bot::evaluate()): choose() with the actions played added.
    std::optional<ActionValues> evaluate(const State& state, const std::vector<std::string>& mustInclude) override
    {
        const auto& ripple = dynamic_cast<const RippleState&>(state);
        takeCatalogue(ripple);
        const Observation obs = ripple.observation(*state.currentPlayer());
        const Choice c = choose(obs, &mustInclude);
        ActionValues values{obs.player, {}, c.search.best, c.iterations};
        for (std::size_t i = 0; i < c.candidates.size(); ++i)
            values.candidates.push_back(
                {c.candidates[i].toString(), c.search.means[i], c.search.counts[i], c.search.seatMeans[i],
                 i < c.search.seatScores.size() ? c.search.seatScores[i] : std::vector<double>{}});
        return values;
    }

    /// Everything below reads the observation only.
    Decision decideFor(const Observation& obs)
    {
        const Choice c = choose(obs);
        if (m_level == "easy")
            return {c.action.toString(), {}};
        if (!c.searched)
            return {c.action.toString(), format(TP_TR("engine", "{0}: {1}"), c.probe->explain(c.action),
                                                beachReason(c.action.kind, c.now, c.after))};
        return {c.action.toString(), format(TP_TR("engine", "{0}: {1}"), c.probe->explain(c.action),
                                            bots::searchReason(c.search.mean, c.search.visits, c.iterations))};
    }

private:
    void takeCatalogue(const RippleState& state)
    {
        if (!m_catalogue)
            m_catalogue = std::make_shared<const Catalogue>(state.catalogue()); // the rules, public
    }

    /// A decision without its words: the action, and what its reason would say.
    struct Choice
    {
        Action action;
        std::unique_ptr<RippleState> probe; ///< a sampled world, for the action's explanation
        double now = 0, after = 0;          ///< Medium: my beach's expected score before and after (no refinements)
        bool searched = false;
        bots::SearchResult<Playout> search;
        int iterations = 0;
        std::vector<Action> candidates; ///< the Hard search's
    };

    /// `review` (Bot::evaluate()): always the Hard search, its candidates with these actions added
    /// (notation) and every seat's values kept; nullptr in play.
    Choice choose(const Observation& obs, const std::vector<std::string>* review = nullptr)
    {
        Rng rng = bots::decisionRng(m_seed, obs.moves.size());
        Observation base = obs;
        base.moves.clear();
        for (auto it = obs.moves.rbegin(); it != obs.moves.rend() && !it->endedTurn; ++it)
            base.moves.insert(base.moves.begin(), *it); // the turn so far (extra turns)
        // The cards nobody has seen (`base` shows what `obs` shows): listed once a decision, for the
        // probe world, the value of a face-down card and every world the Hard search samples.
        const auto unseen = unseenCards(obs, *m_catalogue);
        // Legality never depends on a hidden card (ruling 7): any sampled world lists the same legal actions.
        Rng worldRng = rng;
        Choice c;
        c.probe = sampleWorldFrom(base, unseen, m_catalogue, worldRng);
        auto actions = legalActionsOf(*c.probe);
        std::vector<Action> legal; // every legal action, for the actions a review adds
        if (review)
            legal = actions;
        if (roundStalls(obs))
            actions = turningUp(obs, std::move(actions));
        double mean = 7;
        if (!unseen.empty()) {
            double sum = 0;
            for (const Card& card : unseen)
                sum += m_catalogue->value(card);
            mean = sum / static_cast<double>(unseen.size());
        }
        const Context ctx{obs, *m_catalogue, mean};
        if (m_level == "easy" && !review) {
            const auto scores = scoreAll(ctx, actions, false, rng);
            c.action = actions[bots::looseIndex(scores, 0.6, rng)];
            return c;
        }
        std::vector<double> beachAfter;
        const auto scores = scoreAll(ctx, actions, true, rng, &beachAfter);
        const std::size_t bestI = bestIndex(scores);
        c.action = actions[bestI];
        if (!review && (m_level != "hard" || actions.size() == 1)) {
            c.now = estimate(*m_catalogue, judged(obs.beaches[static_cast<std::size_t>(obs.player)]), mean);
            c.after = beachAfter[bestI];
            return c;
        }
        std::vector<Action> candidates;
        for (std::size_t i : bots::topIndices(scores, kCandidates))
            candidates.push_back(actions[i]);
        if (review)
            for (const std::string& text : *review)
                for (const Action& a : legal)
                    if (a.toString() == text && std::find(candidates.begin(), candidates.end(), a) == candidates.end())
                        candidates.push_back(a);
        c.iterations = m_options.iterations > 0 ? m_options.iterations : hardIterations(obs.playerCount);
        const PlayoutJudge judge(*m_catalogue, mean);
        QuickPlayer player(judge);
        Playout::s_rounds = obs.roundResults.size();
        Playout::s_turnsBefore = turnsThisRound(obs);
        Playout::s_player = &player;
        auto sampler = [&](Rng& r) { return sampleWorldFrom(base, unseen, m_catalogue, r); };
        c.search = bots::determinizedSearch<Playout>(candidates, obs.player, c.iterations, sampler, rng, {},
                                                     review ? obs.playerCount : 0);
        c.action = candidates[c.search.best];
        c.searched = true;
        c.candidates = std::move(candidates);
        return c;
    }

private:
    std::string m_level;
    std::uint64_t m_seed;
    BotOptions m_options;
    std::shared_ptr<const Catalogue> m_catalogue;
};

} // namespace

std::unique_ptr<RippleState> sampleWorld(const Observation& obs, std::shared_ptr<const Catalogue> catalogue, Rng& rng)
{
    std::vector<Card> unseen = unseenCards(obs, *catalogue);
    return sampleWorldFrom(obs, std::move(unseen), std::move(catalogue), rng);
}

std::unique_ptr<RippleState> RippleState::sampleWorld(int player, Rng& rng) const
{
    return ripple::sampleWorld(observation(player), m_catalogue, rng);
}

std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, const BotOptions& options)
{
    return std::make_unique<RippleBot>(level, seed, options);
}

std::unique_ptr<TypedBot<RippleState, Action>> makeTypedBot(const std::string& level, std::uint64_t seed,
                                                            BotOptions options)
{
    return std::make_unique<RippleBot>(level, seed, options);
}

} // namespace tidepool::ripple

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
    std::array<std::optional<Icon>, kColumnCount> matched{};
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
    for (int col = 0; col < kColumnCount;) {
        int run = 1;
        if (matched[static_cast<std::size_t>(col)]) {
            while (col + run < kColumnCount && matched[static_cast<std::size_t>(col + run)] == matched[static_cast<std::size_t>(col)])
                ++run;
            total += runPoints(run);
        }
        col += run;
    }
    return total;
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

/// Has the round in play gone on for kStalledAfterTurnsEach turns per player? Then players who
/// would rather not end it have stalled it: a player behind keeps a card face down and swaps its
/// face-up cards with the discard piles, and two such computers pass cards between their discard
/// piles for ever (nothing is drawn, so ruling 11 never ends the round).
bool roundStalls(const Observation& obs)
{
    int turns = 0;
    for (auto it = obs.moves.rbegin(); it != obs.moves.rend() && it->round == obs.round; ++it)
        turns += it->endedTurn ? 1 : 0;
    return turns >= kStalledAfterTurnsEach * obs.playerCount;
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
    /// A quick player that looks only at face-up cards: takes a card that makes a match, stacks
    /// what it can, swaps a low card in for a face-down or a high one, else discards.
    static Action playout(const World& world, Rng& rng)
    {
        const auto legal = legalActionsOf(world);
        if (world.phase() == Phase::Reveal || world.step() == Step::Flip)
            return legal[static_cast<std::size_t>(rng.below(legal.size()))];
        const Beach& beach = world.beach(*world.currentPlayer());
        const Catalogue& catalogue = world.catalogue();
        auto makesMatch = [&](const Card& card, int s) {
            const BeachCard& partner = beach[static_cast<std::size_t>(Slot{s}.partner().index)];
            const BeachCard& here = beach[static_cast<std::size_t>(s)];
            return partner.up && partner.card.icon == card.icon && !(here.up && here.card.icon == card.icon);
        };
        if (world.step() == Step::Draw) {
            for (const Action& a : legal)
                if (a.kind == ActionKind::Take) {
                    const auto& pile = world.discardPile(a.pile);
                    if (!pile.empty())
                        for (int s = 0; s < kSlotCount; ++s)
                            if (makesMatch(pile.back(), s))
                                return a;
                }
            return legal.front(); // draw (always legal when offered first)
        }
        const Held& held = *world.held();
        for (const Action& a : legal)
            if (a.kind == ActionKind::Stack || (a.kind == ActionKind::Place && makesMatch(held.card, a.slot.index)))
                return a;
        if (world.step() == Step::Hold) {
            const int v = catalogue.value(held.card);
            int bestSlot = -1;
            double bestGain = 0;
            for (int s = 0; s < kSlotCount; ++s) {
                const BeachCard& here = beach[static_cast<std::size_t>(s)];
                const BeachCard& partner = beach[static_cast<std::size_t>(Slot{s}.partner().index)];
                if (here.up && partner.up && partner.card.icon == here.card.icon)
                    continue; // keep matches
                const double gain = (here.up ? catalogue.value(here.card) : 6.5) - v + 0.3 * rng.unit();
                if (gain > bestGain + 2) {
                    bestGain = gain - 2;
                    bestSlot = s;
                }
            }
            if (bestSlot >= 0)
                return Action::place(bestSlot);
        }
        return legal.back(); // discard
    }
    static bool done(const World& world, int steps)
    {
        return world.isFinished() || steps >= kHorizon || world.roundResults().size() > s_rounds;
    }
    /// The game's totals once the round is scored; a playout cut off at the horizon adds each
    /// beach's score as it lies in the sampled world.
    static double value(const World& world, int player)
    {
        std::vector<double> totals(world.totals().begin(), world.totals().end());
        if (world.roundResults().size() <= s_rounds && !world.isFinished())
            for (int p = 0; p < world.playerCount(); ++p)
                totals[static_cast<std::size_t>(p)] += scoreBeach(world.catalogue(), world.beach(p)).subtotal;
        double best = 1e9;
        for (int p = 0; p < world.playerCount(); ++p)
            if (p != player)
                best = std::min(best, totals[static_cast<std::size_t>(p)]);
        const double diff = best - totals[static_cast<std::size_t>(player)];
        return 1.0 / (1.0 + std::exp(-diff / 8.0));
    }
    static constexpr int kHorizon = 48; ///< actions a playout looks ahead (about eight turns each for two)
    static inline thread_local std::size_t s_rounds = 0; ///< rounds scored when the search began
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
    };

    Choice choose(const Observation& obs)
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
        if (m_level == "easy") {
            const auto scores = scoreAll(ctx, actions, false, rng);
            c.action = actions[bots::looseIndex(scores, 0.6, rng)];
            return c;
        }
        std::vector<double> beachAfter;
        const auto scores = scoreAll(ctx, actions, true, rng, &beachAfter);
        const std::size_t bestI = bestIndex(scores);
        c.action = actions[bestI];
        if (m_level != "hard" || actions.size() == 1) {
            c.now = estimate(*m_catalogue, judged(obs.beaches[static_cast<std::size_t>(obs.player)]), mean);
            c.after = beachAfter[bestI];
            return c;
        }
        std::vector<Action> candidates;
        for (std::size_t i : bots::topIndices(scores, 4))
            candidates.push_back(actions[i]);
        c.iterations = m_options.iterations > 0 ? m_options.iterations : kHardIterations;
        Playout::s_rounds = obs.roundResults.size();
        auto sampler = [&](Rng& r) { return sampleWorldFrom(base, unseen, m_catalogue, r); };
        c.search = bots::determinizedSearch<Playout>(candidates, obs.player, c.iterations, sampler, rng);
        c.action = candidates[c.search.best];
        c.searched = true;
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

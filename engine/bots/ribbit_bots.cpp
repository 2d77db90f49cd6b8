// Ribbit's computer players (docs/ai.md). Everything here reads a ribbit::Observation only.
#include "botutil.h"
#include "game_bots.h"

#include <cmath>

namespace tidepool::ribbit {

std::unique_ptr<RibbitState> sampleWorldWith(const Observation& obs,
                                             const std::vector<std::array<double, kColorCount>>& beliefs, Rng& rng);

namespace {

using bots::bestIndex;

/// How far each turtle has come: its space (the race is won by reaching the lettuce).
std::array<double, kColorCount> progress(const Track& track)
{
    std::array<double, kColorCount> pos{};
    for (Color c : kColors)
        pos[static_cast<std::size_t>(c)] = track.find(c).space;
    return pos;
}

/// Per colour, the chance that some other player holds it.
std::array<double, kColorCount> heldByRivals(const std::vector<std::array<double, kColorCount>>& beliefs, int me)
{
    std::array<double, kColorCount> none{};
    none.fill(1.0);
    for (std::size_t p = 0; p < beliefs.size(); ++p)
        if (static_cast<int>(p) != me)
            for (std::size_t c = 0; c < kColorCount; ++c)
                none[c] *= 1.0 - beliefs[p][c];
    std::array<double, kColorCount> held{};
    for (std::size_t c = 0; c < kColorCount; ++c)
        held[c] = 1.0 - none[c];
    return held;
}

/// The Easy and Medium evaluation of playing `action`: my turtle's progress against the turtles my
/// rivals are believed to back; a move that ends the race is worth the chance that I win it.
double evaluate(const Observation& obs, Color mine, const std::array<double, kColorCount>& held, const Action& action,
                bool hide)
{
    Move move;
    const Track after = applyMove(obs.rules, obs.track, action, &move);
    if (move.finished) {
        // R9: the first held colour wins; colours ahead of mine must all be nobody's.
        double pWin = 1.0;
        for (const auto& group : rankingGroups(obs.rules, after)) {
            if (std::find(group.begin(), group.end(), mine) != group.end())
                break;
            for (Color c : group)
                pWin *= 1.0 - held[static_cast<std::size_t>(c)];
        }
        return 1000.0 * (pWin - 0.5);
    }
    const auto pos = progress(after);
    double threat = 0, weighted = 0, weights = 0;
    for (Color c : kColors) {
        if (c == mine)
            continue;
        const double w = held[static_cast<std::size_t>(c)];
        threat = std::max(threat, w * pos[static_cast<std::size_t>(c)]);
        weighted += w * pos[static_cast<std::size_t>(c)];
        weights += w;
    }
    double value = pos[static_cast<std::size_t>(mine)] - 0.6 * threat - 0.4 * (weights > 0 ? weighted / weights : 0);
    // A turtle within two spaces of the lettuce can be finished by anyone: worse if it is a rival's.
    for (Color c : kColors) {
        const double left = obs.rules.finish() - pos[static_cast<std::size_t>(c)];
        if (c != mine && left <= 2)
            value -= 0.8 * held[static_cast<std::size_t>(c)] * (3 - left);
    }
    // Don't give my colour away: pushing it openly with its own coloured card tells everyone.
    if (hide && !obs.rules.openColors && action.turtle == mine && action.card.isColored() && action.card.steps() > 0)
        value -= 0.35;
    return value;
}

std::vector<double> scoreAll(const Observation& obs, const std::vector<Action>& actions, bool medium)
{
    const Color mine = *obs.colors[static_cast<std::size_t>(obs.player)];
    std::array<double, kColorCount> held{};
    if (medium) {
        held = heldByRivals(colorBeliefs(obs), obs.player);
    } else {
        // Easy: no inference, every other colour equally likely to be a rival's.
        const double share = static_cast<double>(obs.playerCount - 1) / (kColorCount - 1);
        held.fill(share);
    }
    held[static_cast<std::size_t>(mine)] = 0;
    std::vector<double> scores;
    for (const Action& a : actions)
        scores.push_back(evaluate(obs, mine, held, a, medium));
    return scores;
}

std::string rivalsPhrase(const Observation& obs)
{
    const auto held = heldByRivals(colorBeliefs(obs), obs.player);
    std::string names;
    for (Color c : kColors)
        if (c != obs.colors[static_cast<std::size_t>(obs.player)] && held[static_cast<std::size_t>(c)] > 0.55)
            names = names.empty() ? colorName(c) : format(TP_TR("engine", "{0}, {1}"), names, colorName(c));
    return names.empty() ? TP_TR("engine", "your rivals' colours") : names;
}

/// Playouts: how the Hard level plays a sampled world to its end (fast and rough).
struct Playout
{
    using World = RibbitState;
    using Move = Action;

    static void play(World& world, const Move& move)
    {
        // The one place playouts apply actions: the typed fast path (moves come from the state's
        // own legal moves, so no re-validation; debug builds assert it).
        world.applyLegal(move);
    }
    static Move playout(const World& world, Rng& rng)
    {
        const int p = *world.currentPlayer();
        const auto moves = legalActions(world.rules(), world.track(), world.hand(p));
        if (rng.unit() < 0.25)
            return moves[static_cast<std::size_t>(rng.below(moves.size()))];
        const Color mine = world.colorOf(p);
        const auto spaces = progress(world.track());
        std::vector<double> scores;
        for (const Action& a : moves) {
            double s = rng.unit() * 0.5;
            if (a.turtle) {
                const int steps = a.card.steps();
                const double space = spaces[static_cast<std::size_t>(*a.turtle)];
                if (space + steps >= world.rules().finish())
                    s += *a.turtle == mine ? 100 : -100;
                else
                    s += *a.turtle == mine ? steps : -0.5 * steps;
            }
            scores.push_back(s);
        }
        return moves[bestIndex(scores)];
    }
    static bool done(const World& world, int) { return world.isFinished(); }
    static double value(const World& world, int player)
    {
        const auto w = world.winners();
        if (std::find(w.begin(), w.end(), player) == w.end())
            return 0.0;
        return 1.0 / static_cast<double>(w.size());
    }
};

class RibbitBot final : public Bot
{
public:
    RibbitBot(std::string level, std::uint64_t seed, BotOptions options)
        : m_level(std::move(level)), m_seed(seed), m_options(options)
    {}

    std::string chooseAction(const State& state) override { return decide(state).action; }

    Decision decide(const State& state) override
    {
        const auto& ribbit = dynamic_cast<const RibbitState&>(state);
        return decideFor(ribbit.observation(*state.currentPlayer()));
    }

    /// Everything below reads the observation only.
    Decision decideFor(const Observation& obs)
    {
        Rng rng = bots::decisionRng(m_seed, obs.moves.size());
        const auto actions = legalActions(obs.rules, obs.track, obs.hand);
        if (m_level == "easy") {
            const auto scores = scoreAll(obs, actions, false);
            return {actions[bots::looseIndex(scores, 0.6, rng)].toString(), {}};
        }
        const auto scores = scoreAll(obs, actions, true);
        const Action& best = actions[bestIndex(scores)];
        if (m_level != "hard" || actions.size() == 1)
            return {best.toString(), format(TP_TR("ribbit", "{0}: best for your {1} turtle against {2}"),
                                            explain(obs.rules, obs.track, best),
                                            colorName(*obs.colors[static_cast<std::size_t>(obs.player)]), rivalsPhrase(obs))};
        std::vector<Action> candidates;
        for (std::size_t i : bots::topIndices(scores, 6))
            candidates.push_back(actions[i]);
        Observation base = obs;
        base.moves.clear(); // the turns so far matter only for the beliefs, sampled below
        const auto beliefs = colorBeliefs(obs);
        const int iterations = m_options.iterations > 0 ? m_options.iterations : kHardIterations;
        auto sampler = [&](Rng& r) { return sampleWorldWith(base, beliefs, r); };
        const auto result = bots::determinizedSearch<Playout>(candidates, obs.player, iterations, sampler, rng);
        const Action& chosen = candidates[result.best];
        return {chosen.toString(), format(TP_TR("engine", "{0}: {1}"), explain(obs.rules, obs.track, chosen),
                                          bots::searchReason(result.mean, result.visits, iterations))};
    }

private:
    std::string m_level;
    std::uint64_t m_seed;
    BotOptions m_options;
};

} // namespace

std::vector<std::array<double, kColorCount>> colorBeliefs(const Observation& obs)
{
    const std::size_t n = static_cast<std::size_t>(obs.playerCount);
    // Evidence per player and colour: spaces they pushed it forward (+) or back (-).
    std::vector<std::array<double, kColorCount>> evidence(n, std::array<double, kColorCount>{});
    for (const Move& m : obs.moves)
        if (m.action.turtle && m.player >= 0 && static_cast<std::size_t>(m.player) < n)
            evidence[static_cast<std::size_t>(m.player)][static_cast<std::size_t>(*m.action.turtle)] +=
                m.action.card.steps();
    std::array<bool, kColorCount> known{};
    for (const auto& c : obs.colors)
        if (c)
            known[static_cast<std::size_t>(*c)] = true;
    std::vector<std::array<double, kColorCount>> beliefs(n, std::array<double, kColorCount>{});
    for (std::size_t p = 0; p < n; ++p) {
        if (obs.colors[p]) {
            beliefs[p][static_cast<std::size_t>(*obs.colors[p])] = 1.0;
            continue;
        }
        double total = 0;
        for (std::size_t c = 0; c < kColorCount; ++c) {
            if (known[c])
                continue;
            beliefs[p][c] = std::exp(0.6 * std::clamp(evidence[p][c], -6.0, 6.0));
            total += beliefs[p][c];
        }
        for (double& b : beliefs[p])
            b /= total;
    }
    return beliefs;
}

std::unique_ptr<RibbitState> sampleWorld(const Observation& obs, Rng& rng)
{
    return sampleWorldWith(obs, colorBeliefs(obs), rng);
}

std::unique_ptr<RibbitState> sampleWorldWith(const Observation& obs,
                                             const std::vector<std::array<double, kColorCount>>& beliefs, Rng& rng)
{
    const std::size_t n = static_cast<std::size_t>(obs.playerCount);
    // Colours: the unknown players in a random order, each drawn by its beliefs among those left.
    std::vector<Color> colors(n, Color::Red);
    std::array<bool, kColorCount> taken{};
    std::vector<std::size_t> unknown;
    for (std::size_t p = 0; p < n; ++p) {
        if (obs.colors[p]) {
            colors[p] = *obs.colors[p];
            taken[static_cast<std::size_t>(colors[p])] = true;
        } else {
            unknown.push_back(p);
        }
    }
    rng.shuffle(unknown);
    for (std::size_t p : unknown) {
        std::vector<double> weights(kColorCount, 0.0);
        double total = 0;
        for (std::size_t c = 0; c < kColorCount; ++c)
            if (!taken[c])
                total += weights[c] = beliefs[p][c] + 1e-6;
        const std::size_t c = bots::weightedIndex(weights, rng);
        colors[p] = static_cast<Color>(c);
        taken[c] = true;
    }
    // Cards: the deck less my hand and the face-up played pile, shuffled into hands and draw pile.
    std::array<int, kCardTypes> count{};
    for (Card c : obs.rules.deckCards())
        ++count[static_cast<std::size_t>(c.index())];
    for (Card c : obs.hand)
        --count[static_cast<std::size_t>(c.index())];
    for (Card c : obs.playedCards)
        --count[static_cast<std::size_t>(c.index())];
    std::vector<Card> unseen;
    for (int i = 0; i < kCardTypes; ++i)
        for (int k = 0; k < count[static_cast<std::size_t>(i)]; ++k)
            unseen.push_back(Card::fromIndex(i));
    rng.shuffle(unseen);
    std::vector<std::vector<Card>> hands(n);
    std::size_t next = 0;
    for (std::size_t p = 0; p < n; ++p) {
        if (static_cast<int>(p) == obs.player) {
            hands[p] = obs.hand;
            continue;
        }
        for (int k = 0; k < obs.handSizes[p] && next < unseen.size(); ++k)
            hands[p].push_back(unseen[next++]);
    }
    std::vector<Card> drawPile(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
    return RibbitState::fromObservation(obs, std::move(colors), std::move(hands), std::move(drawPile), rng.next());
}

std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, BotOptions options)
{
    return std::make_unique<RibbitBot>(level, seed, options);
}

} // namespace tidepool::ribbit

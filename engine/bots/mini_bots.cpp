// Turtle Race Mini's computer players (docs/ai.md). Everything here reads a mini::Observation only.
#include "botutil.h"
#include "game_bots.h"

#include <cmath>

namespace tidepool::mini {

std::unique_ptr<MiniState> sampleWorldWith(const Observation& obs,
                                           const std::vector<std::array<double, kPlayerColorCount>>& beliefs,
                                           Rng& rng);

namespace {

using bots::bestIndex;
using Beliefs = std::vector<std::array<double, kPlayerColorCount>>;

/// How well each player colour stands: its best tile's place counts most (the basic winner, M7);
/// in the advanced game finished tiles count most and both tiles matter (M8).
std::array<double, kPlayerColorCount> standing(const Rules& rules, const std::vector<Tile>& out, const Row& row)
{
    std::vector<Tile> ranking = out;
    for (Tile t : row.ranking())
        ranking.push_back(t);
    std::array<double, kPlayerColorCount> best{}, second{};
    best.fill(-1);
    second.fill(-1);
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        const Tile t = ranking[i];
        if (t.isBlack())
            continue;
        const double score = static_cast<double>(kTileCount) - static_cast<double>(i);
        const std::size_t c = static_cast<std::size_t>(t.color);
        if (best[c] < 0)
            best[c] = score;
        else
            second[c] = score;
    }
    std::array<double, kPlayerColorCount> value{};
    for (std::size_t c = 0; c < kPlayerColorCount; ++c) {
        value[c] = rules.advanced() ? 0.6 * best[c] + 0.6 * second[c] : best[c] + 0.3 * second[c];
        if (rules.advanced())
            for (Tile t : out)
                if (static_cast<std::size_t>(t.color) == c)
                    value[c] += 6;
    }
    return value;
}

std::array<double, kPlayerColorCount> heldByRivals(const Beliefs& beliefs, int me)
{
    std::array<double, kPlayerColorCount> none{};
    none.fill(1.0);
    for (std::size_t p = 0; p < beliefs.size(); ++p)
        if (static_cast<int>(p) != me)
            for (std::size_t c = 0; c < kPlayerColorCount; ++c)
                none[c] *= 1.0 - beliefs[p][c];
    std::array<double, kPlayerColorCount> held{};
    for (std::size_t c = 0; c < kPlayerColorCount; ++c)
        held[c] = 1.0 - none[c];
    return held;
}

double evaluate(const Observation& obs, Color mine, const std::array<double, kPlayerColorCount>& held,
                const Action& action, bool hide)
{
    const Row after = applyPlay(obs.rules, obs.row, action);
    const auto value = standing(obs.rules, obs.out, after);
    double threat = 0, weighted = 0, weights = 0;
    for (std::size_t c = 0; c < kPlayerColorCount; ++c) {
        if (static_cast<Color>(c) == mine)
            continue;
        threat = std::max(threat, held[c] * value[c]);
        weighted += held[c] * value[c];
        weights += held[c];
    }
    double v = value[static_cast<std::size_t>(mine)] - 0.6 * threat - 0.4 * (weights > 0 ? weighted / weights : 0);
    // Don't give my colour away: my own colour's card pushed forward tells everyone.
    if (hide && action.tile && action.tile->color == mine && action.card.isColored() && action.card.steps() > 0)
        v -= 0.35;
    return v;
}

std::vector<double> scoreAll(const Observation& obs, const std::vector<Action>& actions, bool medium)
{
    const Color mine = *obs.colors[static_cast<std::size_t>(obs.player)];
    std::array<double, kPlayerColorCount> held{};
    if (medium) {
        held = heldByRivals(colorBeliefs(obs), obs.player);
    } else {
        held.fill(static_cast<double>(obs.playerCount - 1) / (kPlayerColorCount - 1));
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
    for (Color c : kPlayerColors)
        if (c != obs.colors[static_cast<std::size_t>(obs.player)] && held[static_cast<std::size_t>(c)] > 0.55)
            names = names.empty() ? colorName(c) : format(TP_TR("engine", "{0}, {1}"), names, colorName(c));
    return names.empty() ? TP_TR("engine", "your rivals' colours") : names;
}

struct Playout
{
    using World = MiniState;
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
        const auto moves = legalActions(world.rules(), world.row(), world.hand(p));
        if (rng.unit() < 0.25)
            return moves[static_cast<std::size_t>(rng.below(moves.size()))];
        const Color mine = world.colorOf(p);
        std::vector<double> scores;
        for (const Action& a : moves) {
            double s = rng.unit() * 0.5;
            if (a.tile && a.card.isMove()) {
                const int steps = a.card.steps();
                s += a.tile->color == mine ? steps : a.tile->isBlack() ? 0.0 : -0.5 * steps;
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

class MiniBot final : public Bot
{
public:
    MiniBot(std::string level, std::uint64_t seed, BotOptions options)
        : m_level(std::move(level)), m_seed(seed), m_options(options)
    {}

    std::string chooseAction(const State& state) override { return decide(state).action; }

    Decision decide(const State& state) override
    {
        const auto& mini = dynamic_cast<const MiniState&>(state);
        return decideFor(mini.observation(*state.currentPlayer()));
    }

    /// Everything below reads the observation only.
    Decision decideFor(const Observation& obs)
    {
        Rng rng = bots::decisionRng(m_seed, obs.moves.size());
        const auto actions = legalActions(obs.rules, obs.row, obs.hand);
        if (m_level == "easy") {
            const auto scores = scoreAll(obs, actions, false);
            return {actions[bots::looseIndex(scores, 0.6, rng)].toString(), {}};
        }
        const auto scores = scoreAll(obs, actions, true);
        const Action& best = actions[bestIndex(scores)];
        if (m_level != "hard" || actions.size() == 1)
            return {best.toString(), format(TP_TR("mini", "{0}: best for your {1} tiles against {2}"),
                                            explain(obs.rules, obs.row, best),
                                            colorName(*obs.colors[static_cast<std::size_t>(obs.player)]), rivalsPhrase(obs))};
        std::vector<Action> candidates;
        for (std::size_t i : bots::topIndices(scores, 6))
            candidates.push_back(actions[i]);
        Observation base = obs;
        base.moves.clear();
        for (const Move& m : obs.moves) // keep the race ends: the advanced tie-break reads the last
            if (!m.raceEnds.empty())
                base.moves.push_back(m);
        const auto beliefs = colorBeliefs(obs);
        const int iterations = m_options.iterations > 0 ? m_options.iterations : kHardIterations;
        auto sampler = [&](Rng& r) { return sampleWorldWith(base, beliefs, r); };
        const auto result = bots::determinizedSearch<Playout>(candidates, obs.player, iterations, sampler, rng);
        const Action& chosen = candidates[result.best];
        return {chosen.toString(), format(TP_TR("engine", "{0}: {1}"), explain(obs.rules, obs.row, chosen),
                                          bots::searchReason(result.mean, result.visits, iterations))};
    }

private:
    std::string m_level;
    std::uint64_t m_seed;
    BotOptions m_options;
};

} // namespace

std::vector<std::array<double, kPlayerColorCount>> colorBeliefs(const Observation& obs)
{
    const std::size_t n = static_cast<std::size_t>(obs.playerCount);
    std::vector<std::array<double, kPlayerColorCount>> evidence(n, std::array<double, kPlayerColorCount>{});
    for (const Move& m : obs.moves)
        if (m.action.tile && !m.action.tile->isBlack() && m.action.card.isMove() && m.player >= 0 &&
            static_cast<std::size_t>(m.player) < n)
            evidence[static_cast<std::size_t>(m.player)][static_cast<std::size_t>(m.action.tile->color)] +=
                m.action.card.steps();
    std::array<bool, kPlayerColorCount> known{};
    for (const auto& c : obs.colors)
        if (c)
            known[static_cast<std::size_t>(*c)] = true;
    std::vector<std::array<double, kPlayerColorCount>> beliefs(n, std::array<double, kPlayerColorCount>{});
    for (std::size_t p = 0; p < n; ++p) {
        if (obs.colors[p]) {
            beliefs[p][static_cast<std::size_t>(*obs.colors[p])] = 1.0;
            continue;
        }
        double total = 0;
        for (std::size_t c = 0; c < kPlayerColorCount; ++c) {
            if (known[c])
                continue;
            beliefs[p][c] = std::exp(0.4 * std::clamp(evidence[p][c], -8.0, 8.0));
            total += beliefs[p][c];
        }
        for (double& b : beliefs[p])
            b /= total;
    }
    return beliefs;
}

std::unique_ptr<MiniState> sampleWorld(const Observation& obs, Rng& rng)
{
    return sampleWorldWith(obs, colorBeliefs(obs), rng);
}

std::unique_ptr<MiniState> sampleWorldWith(const Observation& obs,
                                           const std::vector<std::array<double, kPlayerColorCount>>& beliefs,
                                           Rng& rng)
{
    const std::size_t n = static_cast<std::size_t>(obs.playerCount);
    std::vector<Color> colors(n, Color::Red);
    std::array<bool, kPlayerColorCount> taken{};
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
        std::vector<double> weights(kPlayerColorCount, 0.0);
        for (std::size_t c = 0; c < kPlayerColorCount; ++c)
            if (!taken[c])
                weights[c] = beliefs[p][c] + 1e-6;
        const std::size_t c = bots::weightedIndex(weights, rng);
        colors[p] = static_cast<Color>(c);
        taken[c] = true;
    }
    // Cards: the deck less my hand, the discard pile and the lettuces laid out (M5).
    std::array<int, kCardTypes> count{};
    for (Card c : Rules::deckCards())
        ++count[static_cast<std::size_t>(c.index())];
    for (Card c : obs.hand)
        --count[static_cast<std::size_t>(c.index())];
    for (Card c : obs.discard)
        --count[static_cast<std::size_t>(c.index())];
    count[static_cast<std::size_t>(Card::neutral(CardKind::Lettuce).index())] -= obs.lettuce;
    std::vector<Card> unseen, lettuces;
    for (int i = 0; i < kCardTypes; ++i)
        for (int k = 0; k < count[static_cast<std::size_t>(i)]; ++k)
            (Card::fromIndex(i).isLettuce() ? lettuces : unseen).push_back(Card::fromIndex(i));
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
    // A lettuce is never held: the ones not laid out are somewhere in the draw pile.
    std::vector<Card> drawPile(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
    drawPile.insert(drawPile.end(), lettuces.begin(), lettuces.end());
    rng.shuffle(drawPile);
    return MiniState::fromObservation(obs, std::move(colors), std::move(hands), std::move(drawPile), rng.next());
}

std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, BotOptions options)
{
    return std::make_unique<MiniBot>(level, seed, options);
}

} // namespace tidepool::mini

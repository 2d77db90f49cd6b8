#pragma once
// The computer players of the two turtle races, Ribbit and Turtle Race Mini (docs/ai.md): the same
// levels, beliefs, sampling and search, each over its game's own evaluation. Internal to the bots;
// ribbit_bots.cpp and mini_bots.cpp each give RaceBot and RacePlayout a small traits struct.
#include "botutil.h"
#include "core/typed_state.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tidepool::bots {

/// Per colour, the chance that some player other than `me` holds it. `beliefs`: [player][colour].
template <std::size_t N>
std::array<double, N> heldByRivals(const std::vector<std::array<double, N>>& beliefs, int me)
{
    std::array<double, N> none{};
    none.fill(1.0);
    for (std::size_t p = 0; p < beliefs.size(); ++p)
        if (static_cast<int>(p) != me)
            for (std::size_t c = 0; c < N; ++c)
                none[c] *= 1.0 - beliefs[p][c];
    std::array<double, N> held{};
    for (std::size_t c = 0; c < N; ++c)
        held[c] = 1.0 - none[c];
    return held;
}

/// Beliefs [player][colour] from evidence [player][colour] (how far each player pushed each colour):
/// a known colour (`colors[p]`) is certain; otherwise exp(weight · evidence clamped to ±limit),
/// normalised over the colours nobody openly holds.
template <class Color, std::size_t N>
std::vector<std::array<double, N>> beliefsFromEvidence(const std::vector<std::array<double, N>>& evidence,
                                                       const std::vector<std::optional<Color>>& colors,
                                                       double weight, double limit)
{
    const std::size_t n = evidence.size();
    std::array<bool, N> known{};
    for (const auto& c : colors)
        if (c)
            known[static_cast<std::size_t>(*c)] = true;
    std::vector<std::array<double, N>> beliefs(n, std::array<double, N>{});
    for (std::size_t p = 0; p < n; ++p) {
        if (colors[p]) {
            beliefs[p][static_cast<std::size_t>(*colors[p])] = 1.0;
            continue;
        }
        double total = 0;
        for (std::size_t c = 0; c < N; ++c) {
            if (known[c])
                continue;
            beliefs[p][c] = std::exp(weight * std::clamp(evidence[p][c], -limit, limit));
            total += beliefs[p][c];
        }
        for (double& b : beliefs[p])
            b /= total;
    }
    return beliefs;
}

/// Every player's colour: the known ones (`colors[p]`) kept, the unknown players in a random order,
/// each drawn by its beliefs among the colours left.
template <class Color, std::size_t N>
std::vector<Color> sampleColors(const std::vector<std::optional<Color>>& colors,
                                const std::vector<std::array<double, N>>& beliefs, Rng& rng)
{
    const std::size_t n = colors.size();
    std::vector<Color> sampled(n, Color{});
    std::array<bool, N> taken{};
    std::vector<std::size_t> unknown;
    for (std::size_t p = 0; p < n; ++p) {
        if (colors[p]) {
            sampled[p] = *colors[p];
            taken[static_cast<std::size_t>(sampled[p])] = true;
        } else {
            unknown.push_back(p);
        }
    }
    rng.shuffle(unknown);
    for (std::size_t p : unknown) {
        std::vector<double> weights(N, 0.0);
        for (std::size_t c = 0; c < N; ++c)
            if (!taken[c])
                weights[c] = beliefs[p][c] + 1e-6;
        const std::size_t c = weightedIndex(weights, rng);
        sampled[p] = static_cast<Color>(c);
        taken[c] = true;
    }
    return sampled;
}

/// The other players' hands dealt from the front of `unseen` (`handSizes[p]` cards each, while
/// cards last); `player`'s own hand is `hand`. Returns the hands and how many cards were dealt.
template <class Card>
std::pair<std::vector<std::vector<Card>>, std::size_t> dealHands(int player, const std::vector<Card>& hand,
                                                                 const std::vector<int>& handSizes,
                                                                 const std::vector<Card>& unseen)
{
    const std::size_t n = handSizes.size();
    std::vector<std::vector<Card>> hands(n);
    std::size_t next = 0;
    for (std::size_t p = 0; p < n; ++p) {
        if (static_cast<int>(p) == player) {
            hands[p] = hand;
            continue;
        }
        for (int k = 0; k < handSizes[p] && next < unseen.size(); ++k)
            hands[p].push_back(unseen[next++]);
    }
    return {std::move(hands), next};
}

// A race's traits (`Race`) give:
//   State, Observation, Action             the game's types
//   hardIterations(rules)                  the Hard level's default budget for a game with `rules`
//   kColors                                the colours a player can hold (an std::array)
//   board(observation), board(state)       the track (Ribbit) or the row (Mini)
//   evaluate(observation, mine, held, action, hide)  Easy's and Medium's value of playing `action`
//                                          for the holder of `mine`, given per colour the chance
//                                          `held` that a rival holds it (hide: Medium's care not
//                                          to give my colour away)
//   bestReason()                           Medium's reason template, TP_TR'd in the game's context:
//                                          {0} the action explained. It names no colour: the
//                                          suggestion of learning mode shows it to the whole table,
//                                          so it must not give the viewer's secret colour away,
//                                          nor, by naming the rivals' believed colours, narrow it
//   searchBase(observation)                the observation the sampled worlds start from
//   playoutGain(world, mine)               a callable: how much the playout policy likes an action
//                                          for the holder of `mine` (before the noise)
//   revealCost(observation, mine, action)  the Hard level's cost (in wins: 0..1) of what playing
//                                          `action` tells the table about my colour `mine`
//   endsRace(observation, action)          whether playing `action` ends the race at once (Ribbit:
//                                          a turtle reaches the lettuce, R7; Mini: never, a race
//                                          ends on a draw)
// and the game's namespace the free functions legalActions(rules, board, hand), explain(rules,
// board, action), colorBeliefs(observation) and sampleWorldWith(observation, beliefs, rng), found by
// argument-dependent lookup.

/// Easy's (`medium` false: no inference, every other colour equally likely to be a rival's) or
/// Medium's (true: by colorBeliefs()) value of each of `actions`, by the race's evaluate().
template <class Race>
std::vector<double> raceScores(const typename Race::Observation& obs, const std::vector<typename Race::Action>& actions,
                               bool medium)
{
    constexpr std::size_t N = Race::kColors.size();
    const auto mine = *obs.colors[static_cast<std::size_t>(obs.player)];
    std::array<double, N> held{};
    if (medium)
        held = heldByRivals(colorBeliefs(obs), obs.player);
    else
        held.fill(static_cast<double>(obs.playerCount - 1) / static_cast<double>(N - 1));
    held[static_cast<std::size_t>(mine)] = 0;
    std::vector<double> scores;
    for (const auto& a : actions)
        scores.push_back(Race::evaluate(obs, mine, held, a, medium));
    return scores;
}

/// Playouts: how the Hard level plays a sampled world to its end (fast and rough): a quarter of the
/// moves at random, otherwise the action the race's playoutGain likes most, give or take a little.
template <class Race>
struct RacePlayout
{
    using World = typename Race::State;
    using Action = typename Race::Action;

    static void play(World& world, const Action& action)
    {
        // The one place playouts apply actions: the typed fast path (actions come from the state's
        // own legal actions, so no re-validation; debug builds assert it).
        world.applyLegal(action);
    }
    static Action playout(const World& world, Rng& rng)
    {
        // The state's fast legal actions (the same actions in the same order as the rules' list,
        // without building a refusal sentence for each card and turtle that cannot move), into
        // buffers kept per thread: a playout move allocates nothing. A random move is
        // legal[rng.below(legal.size())], picked without building the list where the game can
        // (randomLegalAction()); a world not done has a legal action.
        thread_local std::vector<Action> legal;
        thread_local std::vector<double> scores;
        if (rng.unit() < 0.25)
            return *randomLegalAction(world, rng, legal);
        world.legalActions(legal);
        const auto gain = Race::playoutGain(world, world.colorOf(*world.currentPlayer()));
        scores.clear();
        for (const Action& a : legal) {
            double s = rng.unit() * 0.5;
            s += gain(a);
            scores.push_back(s);
        }
        return legal[bestIndex(scores)];
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

/// Easy, Medium and Hard for a turtle race (docs/ai.md), reading the acting player's observation only.
template <class Race>
class RaceBot final : public Bot, public TypedBot<typename Race::State, typename Race::Action>
{
public:
    using Observation = typename Race::Observation;
    using Action = typename Race::Action;

    RaceBot(std::string level, std::uint64_t seed, BotOptions options)
        : m_level(std::move(level)), m_seed(seed), m_options(options)
    {}

    std::string chooseAction(const State& state) override { return decide(state).action; }

    Decision decide(const State& state) override
    {
        const auto& race = dynamic_cast<const typename Race::State&>(state);
        return decideFor(race.observation(*state.currentPlayer()));
    }

    /// The typed fast path (simulations): the action decide() would choose, without notation or
    /// reason.
    Action chooseMove(const typename Race::State& state) override
    {
        return choose(state.observation(*state.currentPlayer())).action;
    }

    /// Everything below reads the observation only.
    Decision decideFor(const Observation& obs)
    {
        const Choice choice = choose(obs);
        const Action& chosen = choice.action;
        if (!choice.searched) {
            if (m_level == "easy")
                return {chosen.toString(), {}};
            return {chosen.toString(), format(Race::bestReason(), explain(obs.rules, Race::board(obs), chosen))};
        }
        return {chosen.toString(), format(TP_TR("engine", "{0}: {1}"), explain(obs.rules, Race::board(obs), chosen),
                                          searchReason(choice.search.mean, choice.search.visits, choice.iterations))};
    }

private:
    /// A decision without its words: the action, and for the Hard level what the search found.
    struct Choice
    {
        Action action;
        bool searched = false;
        SearchResult<RacePlayout<Race>> search;
        int iterations = 0;
    };

    Choice choose(const Observation& obs)
    {
        Rng rng = decisionRng(m_seed, obs.moves.size());
        const auto actions = legalActions(obs.rules, Race::board(obs), obs.hand);
        if (m_level == "easy") {
            const auto scores = raceScores<Race>(obs, actions, false);
            return {actions[looseIndex(scores, 0.6, rng)], false, {}, 0};
        }
        const auto scores = raceScores<Race>(obs, actions, true);
        const Action& best = actions[bestIndex(scores)];
        if (m_level != "hard" || actions.size() == 1)
            return {best, false, {}, 0};
        const std::vector<Action> candidates = hardCandidates(obs, actions, scores);
        const int iterations = hardBudget(obs);
        const auto result = search(obs, candidates, iterations, rng, 0);
        return {candidates[result.best], true, result, iterations};
    }

public:
    /// The Hard search (reviews): see Bot::evaluate().
    std::optional<ActionValues> evaluate(const State& state, const std::vector<std::string>& mustInclude) override
    {
        const auto& race = dynamic_cast<const typename Race::State&>(state);
        const Observation obs = race.observation(*state.currentPlayer());
        Rng rng = decisionRng(m_seed, obs.moves.size());
        const auto actions = legalActions(obs.rules, Race::board(obs), obs.hand);
        const auto scores = raceScores<Race>(obs, actions, true);
        std::vector<Action> candidates = hardCandidates(obs, actions, scores);
        for (const std::string& text : mustInclude)
            for (const Action& a : actions)
                if (a.toString() == text && std::find(candidates.begin(), candidates.end(), a) == candidates.end())
                    candidates.push_back(a);
        const int iterations = hardBudget(obs);
        const auto result = search(obs, candidates, iterations, rng, obs.playerCount);
        ActionValues values;
        values.player = obs.player;
        values.best = result.best;
        values.iterations = iterations;
        for (std::size_t i = 0; i < candidates.size(); ++i)
            values.candidates.push_back(
                ActionValue{candidates[i].toString(), result.means[i], result.counts[i], result.seatMeans[i], {}});
        return values;
    }

private:
    int hardBudget(const Observation& obs) const
    {
        return m_options.iterations > 0 ? m_options.iterations : Race::hardIterations(obs.rules);
    }

    /// Medium's best few actions, and both ways of the race's end (addQuietAndFinishing()).
    static std::vector<Action> hardCandidates(const Observation& obs, const std::vector<Action>& actions,
                                              const std::vector<double>& scores)
    {
        std::vector<Action> candidates;
        for (std::size_t i : topIndices(scores, kHardCandidates))
            candidates.push_back(actions[i]);
        addQuietAndFinishing(obs, actions, scores, candidates);
        return candidates;
    }

    /// The Hard level's determinized search over `candidates` from the observation (seats > 0:
    /// keeping every seat's value too, for reviews).
    static SearchResult<RacePlayout<Race>> search(const Observation& obs, const std::vector<Action>& candidates,
                                                  int iterations, Rng& rng, int seats)
    {
        const Observation base = Race::searchBase(obs);
        const auto beliefs = colorBeliefs(obs);
        auto sampler = [&](Rng& r) { return sampleWorldWith(base, beliefs, r); };
        std::vector<double> bias;
        const auto mine = *obs.colors[static_cast<std::size_t>(obs.player)];
        for (const Action& a : candidates)
            bias.push_back(-Race::revealCost(obs, mine, a));
        return determinizedSearch<RacePlayout<Race>>(candidates, obs.player, iterations, sampler, rng, bias, seats);
    }

    /// Medium's best few actions are the search's candidates.
    static constexpr std::size_t kHardCandidates = 6;

    /// Both ways of a race's end are searched: if no candidate ends the race, Medium's best action
    /// that does is added, and if every candidate ends it, Medium's best that does not. Several
    /// cards often end the race with the same turtle (R+ and a rainbow +1, each a candidate), and
    /// Medium values an end by its chance alone, so its best few could leave the quiet moves out
    /// (or the end, when Medium thinks it lost) and the search could not weigh them.
    static void addQuietAndFinishing(const Observation& obs, const std::vector<Action>& actions,
                                     const std::vector<double>& scores, std::vector<Action>& candidates)
    {
        bool anyEnds = false, anyQuiet = false;
        for (const Action& a : candidates)
            (Race::endsRace(obs, a) ? anyEnds : anyQuiet) = true;
        std::optional<std::size_t> bestEnds, bestQuiet;
        for (std::size_t i : topIndices(scores, actions.size())) {
            const bool ends = Race::endsRace(obs, actions[i]);
            if (ends && !bestEnds)
                bestEnds = i;
            if (!ends && !bestQuiet)
                bestQuiet = i;
        }
        if (!anyEnds && bestEnds)
            candidates.push_back(actions[*bestEnds]);
        if (!anyQuiet && bestQuiet)
            candidates.push_back(actions[*bestQuiet]);
    }

private:
    std::string m_level;
    std::uint64_t m_seed;
    BotOptions m_options;
};

} // namespace tidepool::bots

// The reference expert for Ribbit (reference_expert.h). Written from the rulebook and the rulings
// only; it uses the engine for the rules (legal actions, moves, ranking), never its bots.
#include "reference_expert.h"
#include "reference_beliefs.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace tidepool::reference {

using namespace ribbit;

namespace {

constexpr std::size_t N = kColorCount;
/// How sharply a player prefers actions good for its colour: a free choice of turtle (rainbow or
/// last-turtle card) says more than playing a coloured card, since the hand limits the latter.
constexpr double kChoiceSharpness = 1.1;
constexpr double kCardSharpness = 0.55;
/// A player also likes its rivals' turtles to stay behind: the weight of the others' mean move.
constexpr double kOthersWeight = 0.3;
/// Beliefs keep this much of the uniform prior: nobody plays exactly as the model says.
constexpr double kUniformShare = 0.05;
/// The position value: a softmax over the held colours of each turtle's strength,
/// a·s + b·s²/f + c·s·lead/f + d·height (s its space, f the lettuce's space, lead the foremost
/// turtle's space, height its place in a stack above START), fitted by conditional logit to the
/// 90,000 positions of 2,300 self-play games of an earlier version of the expert (1,500 with two
/// players, 800 with four; the two fits averaged) with their winners: a space counts little early
/// and much near the lettuce. tidepool-reference-match with TIDEPOOL_LOG_POSITIONS writes such
/// positions; fit_position_value.py fits them.
constexpr double kSpace = -0.27;
constexpr double kSpaceSquared = 0.53;
constexpr double kSpaceLead = 0.07;
constexpr double kHeightBonus = 0.25;

using Deltas = std::array<double, N>;

/// Spaces each turtle moved when `action` (legal, on a turtle) is played on `track`: the turtle
/// and its riders (R3).
Deltas deltasOf(const Rules& rules, const Track& track, const Action& action)
{
    Move move;
    applyMove(rules, track, action, &move);
    Deltas d{};
    const double step = move.to - move.from;
    d[static_cast<std::size_t>(*action.turtle)] = step;
    for (Color c : move.carried)
        d[static_cast<std::size_t>(c)] = step;
    return d;
}

/// How much a player backing colour `c` likes moves `d`.
double utility(const Deltas& d, std::size_t c)
{
    double others = 0;
    for (std::size_t t = 0; t < N; ++t)
        if (t != c)
            others += d[t];
    return d[c] - kOthersWeight * others / static_cast<double>(N - 1);
}

/// The track a race starts on (R3: side by side on START; unknown order when stacked).
Track startTrack(const Rules& rules, int players)
{
    return RibbitState(rules, players, 0).track();
}

} // namespace

std::vector<std::array<double, N>> expertBeliefs(const Observation& obs)
{
    const std::size_t n = static_cast<std::size_t>(obs.playerCount);
    std::array<bool, N> known{};
    for (const auto& c : obs.colors)
        if (c)
            known[static_cast<std::size_t>(*c)] = true;
    std::vector<std::array<double, N>> logLikelihood(n, std::array<double, N>{});
    // Replaying the turns gives the turtles each rainbow or last-turtle card could have moved; a
    // stacked START's order is not public, so then only the moves themselves count.
    const bool replay = !obs.rules.startStacked;
    Track track = replay ? startTrack(obs.rules, obs.playerCount) : Track{};
    for (const Move& m : obs.moves) {
        const std::size_t p = static_cast<std::size_t>(m.player);
        if (m.action.turtle && p < n && !obs.colors[p]) {
            Deltas d{};
            const double step = m.to - m.from;
            d[static_cast<std::size_t>(*m.action.turtle)] = step;
            for (Color c : m.carried)
                d[static_cast<std::size_t>(c)] = step;
            const Card card = m.action.card;
            if (replay && !card.isColored()) {
                std::vector<Deltas> options;
                for (Color t : kColors)
                    if (isPlayable(obs.rules, track, card, t))
                        options.push_back(deltasOf(obs.rules, track, Action{card, t}));
                for (std::size_t c = 0; c < N; ++c) {
                    double z = 0;
                    for (const Deltas& o : options)
                        z += std::exp(kChoiceSharpness * utility(o, c));
                    logLikelihood[p][c] += kChoiceSharpness * utility(d, c) - std::log(std::max(z, 1e-300));
                }
            } else {
                const double sharpness = card.isColored() ? kCardSharpness : kChoiceSharpness;
                for (std::size_t c = 0; c < N; ++c)
                    logLikelihood[p][c] += sharpness * utility(d, c);
            }
        }
        if (replay && m.action.turtle)
            track = applyMove(obs.rules, track, m.action);
    }
    std::vector<std::array<double, N>> beliefs(n, std::array<double, N>{});
    for (std::size_t p = 0; p < n; ++p) {
        if (obs.colors[p]) {
            beliefs[p][static_cast<std::size_t>(*obs.colors[p])] = 1.0;
            continue;
        }
        posteriorOverColours(beliefs[p], logLikelihood[p], known, kUniformShare);
    }
    return beliefs;
}

double positionValue(const Rules& rules, const Track& track, Color mine, const std::vector<Color>& colors)
{
    std::array<bool, N> held{};
    for (Color c : colors)
        held[static_cast<std::size_t>(c)] = true;
    held[static_cast<std::size_t>(mine)] = true;
    const auto& lettuce = track.spaces[static_cast<std::size_t>(rules.finish())];
    if (!lettuce.empty()) {
        // R8, R9: the first held colour in the ranking wins; a tie on START is shared.
        for (const auto& group : rankingGroups(rules, track)) {
            int heldHere = 0;
            bool mineHere = false;
            for (Color c : group)
                if (held[static_cast<std::size_t>(c)]) {
                    ++heldHere;
                    mineHere = mineHere || c == mine;
                }
            if (heldHere > 0)
                return mineHere ? 1.0 / heldHere : 0.0;
        }
        return 0.0;
    }
    const double f = rules.finish();
    int lead = 0;
    std::array<Track::Place, N> places{};
    for (Color c : kColors) {
        places[static_cast<std::size_t>(c)] = track.find(c);
        lead = std::max(lead, places[static_cast<std::size_t>(c)].space);
    }
    double mineWeight = 0, total = 0;
    for (Color c : kColors) {
        if (!held[static_cast<std::size_t>(c)])
            continue;
        const Track::Place place = places[static_cast<std::size_t>(c)];
        const double s = place.space;
        const double strength = kSpace * s + kSpaceSquared * s * s / f + kSpaceLead * s * lead / f +
                                (place.space > 0 ? kHeightBonus * place.height : 0.0);
        const double w = std::exp(strength);
        total += w;
        if (c == mine)
            mineWeight = w;
    }
    return mineWeight / total;
}

Action RibbitExpert::decide(const Observation& obs) const
{
    const Rules& rules = obs.rules;
    const std::vector<Action> actions = legalActions(rules, obs.track, obs.hand);
    if (actions.size() == 1)
        return actions.front();
    Rng rng(m_seed ^ (0x2545F4914F6CDD1DULL * (static_cast<std::uint64_t>(obs.moves.size()) + 1)));
    const std::size_t me = static_cast<std::size_t>(obs.player);
    const Color mine = *obs.colors[me];
    const auto beliefs = expertBeliefs(obs);
    const auto worlds = weightedColourAssignments(obs.colors, beliefs);

    // The look-ahead's samples, shared by every action: the colours (by the beliefs) and the next
    // player's hand, drawn from the cards I have not seen (the deck less my hand and the played pile).
    const int n = obs.playerCount;
    const int next = (obs.player + 1) % n;
    std::vector<Card> unseen = rules.deckCards();
    for (Card c : obs.hand)
        unseen.erase(std::find(unseen.begin(), unseen.end(), c));
    for (Card c : obs.playedCards)
        if (auto it = std::find(unseen.begin(), unseen.end(), c); it != unseen.end())
            unseen.erase(it);
    struct Sample
    {
        std::size_t world;
        std::vector<Card> hand;
    };
    std::vector<Sample> samples;
    std::vector<double> weights;
    for (const auto& w : worlds)
        weights.push_back(w.second);
    for (int k = 0; k < m_options.samples; ++k) {
        double r = rng.unit();
        std::size_t w = 0;
        while (w + 1 < weights.size() && (r -= weights[w]) >= 0)
            ++w;
        rng.shuffle(unseen);
        const std::size_t size =
            std::min(unseen.size(), static_cast<std::size_t>(obs.handSizes[static_cast<std::size_t>(next)]));
        std::vector<Card> hand(unseen.begin(), unseen.begin() + static_cast<std::ptrdiff_t>(size));
        std::sort(hand.begin(), hand.end());
        samples.push_back({w, std::move(hand)});
    }

    int lead = 0;
    for (Color c : kColors)
        lead = std::max(lead, obs.track.find(c).space);
    const double earliness = 1.0 - static_cast<double>(lead) / rules.finish();

    std::vector<Action> replies;
    double bestScore = -1e300;
    std::size_t best = 0;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& a = actions[i];
        Move move;
        const Track after = a.turtle ? applyMove(rules, obs.track, a, &move) : obs.track;
        double value = 0;
        if (move.finished) {
            for (const auto& [colors, weight] : worlds)
                value += weight * positionValue(rules, after, mine, colors);
        } else {
            for (const Sample& s : samples) {
                const std::vector<Color>& colors = worlds[s.world].first;
                const Color theirs = colors[static_cast<std::size_t>(next)];
                legalActions(rules, after, s.hand, replies);
                double replyBest = -1;
                double mineAfter = positionValue(rules, after, mine, colors);
                for (const Action& r : replies) {
                    if (!r.turtle)
                        continue;
                    const Track reply = applyMove(rules, after, r);
                    const double theirValue = positionValue(rules, reply, theirs, colors);
                    if (theirValue > replyBest) {
                        replyBest = theirValue;
                        mineAfter = positionValue(rules, reply, mine, colors);
                    }
                }
                value += mineAfter;
            }
            value /= static_cast<double>(samples.size());
        }
        // Revealing my colour: pushing it forward by choice (its own coloured card, or a rainbow
        // card) tells the table; worth less as the race nears its end.
        if (!rules.openColors && a.turtle == mine && a.card.steps() > 0 &&
            ((a.card.isColored() && a.card.color == mine) || a.card.isRainbow()))
            value -= m_options.revealPenalty * a.card.steps() * earliness * (n - 1);
        if (value > bestScore) {
            bestScore = value;
            best = i;
        }
    }
    return actions[best];
}

} // namespace tidepool::reference

// The reference player for Turtle Race Mini (mini_reference.h). Written from the rules in the
// project's words only; it uses the engine for the rules (legal actions, plays, a state from its
// own sampled hidden parts), never its bots.
#include "mini_reference.h"
#include "reference_beliefs.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace tidepool::reference {

using namespace mini;

namespace {

constexpr std::size_t N = kMiniColors;
/// Beliefs: how sharply a player prefers plays good for its colour. A multicolour card lets it
/// choose the tile freely, so its choice says more than a colour card's (which the hand imposes).
constexpr double kColourCardSharpness = 0.5;
constexpr double kMulticolourSharpness = 0.9;
/// A player also likes the other colours' tiles to go back: the weight of the others' mean move.
constexpr double kOthersWeight = 0.5;
/// Beliefs keep this much of the uniform prior.
constexpr double kUniformShare = 0.05;

std::size_t idx(Color c)
{
    return static_cast<std::size_t>(c);
}

/// The plays of a whole race at a table of `players` (the deck less the hands, three lettuces in it).
double wholeRacePlays(int players)
{
    return 1.0 + expectedPlaysLeft(kDeckSize - kHandSize * players, 0);
}

/// The advanced variant's race value (see miniPositionValue()): `order` is the race's ranking
/// (black tiles included), `outCount` the tiles each colour has finished, `kappa` the race's
/// sharpness, `depth` 0 for the race being run, 1 for the next and 2 for the one after it.
double raceValue(const std::vector<Tile>& order, const std::array<int, N>& outCount, double kappa, Color mine,
                 const std::array<bool, N>& held, double nextKappa, int depth)
{
    // The non-black tiles with their Plackett-Luce weights.
    std::array<Tile, kTileCount> tiles{};
    std::array<double, kTileCount> w{};
    int m = 0;
    double total = 0;
    for (std::size_t r = 0; r < order.size(); ++r)
        if (!order[r].isBlack()) {
            tiles[static_cast<std::size_t>(m)] = order[r];
            w[static_cast<std::size_t>(m)] = std::exp(-kappa * static_cast<double>(r));
            total += w[static_cast<std::size_t>(m)];
            ++m;
        }
    if (m == 0 || total <= 0)
        return 0.0;
    if (depth >= 2 || m < 2) {
        // The last race in one step: a held colour's tile coming first, a colour with a tile
        // finished already counting twice (its first finisher completes it).
        double mineW = 0, heldW = 0;
        for (int k = 0; k < m; ++k) {
            const Color c = tiles[static_cast<std::size_t>(k)].color;
            if (!held[idx(c)])
                continue;
            const double v = w[static_cast<std::size_t>(k)] * (outCount[idx(c)] > 0 ? 2.0 : 1.0);
            heldW += v;
            if (c == mine)
                mineW += v;
        }
        return heldW > 0 ? mineW / heldW : 0.0;
    }
    // The game goes on after the pair {i, j} finishes: the same for either order, computed once.
    std::array<std::array<double, kTileCount>, kTileCount> later{};
    std::array<std::array<bool, kTileCount>, kTileCount> known{};
    double value = 0;
    for (int i = 0; i < m; ++i) {
        const double pi = w[static_cast<std::size_t>(i)] / total;
        const double rest = total - w[static_cast<std::size_t>(i)];
        if (rest <= 0)
            continue;
        for (int j = 0; j < m; ++j) {
            if (j == i)
                continue;
            const double p = pi * w[static_cast<std::size_t>(j)] / rest;
            if (p < 1e-7)
                continue;
            const Color ci = tiles[static_cast<std::size_t>(i)].color, cj = tiles[static_cast<std::size_t>(j)].color;
            std::array<int, N> count = outCount;
            ++count[idx(ci)];
            ++count[idx(cj)];
            int heldDone = 0, anyDone = 0;
            Color done = ci;
            for (std::size_t c = 0; c < N; ++c)
                if (count[c] >= 2) {
                    ++anyDone;
                    if (held[c]) {
                        ++heldDone;
                        done = static_cast<Color>(c);
                    }
                }
            double v;
            if (heldDone == 1) {
                v = done == mine ? 1.0 : 0.0; // M8: a held colour completes
            } else if (anyDone > 0) {
                // A tie of held colours, or only an unheld colour: the first held colour of this race.
                if (held[idx(ci)])
                    v = ci == mine ? 1.0 : 0.0;
                else if (held[idx(cj)])
                    v = cj == mine ? 1.0 : 0.0;
                else {
                    double mineW = 0, heldW = 0;
                    for (int k = 0; k < m; ++k) {
                        const Color c = tiles[static_cast<std::size_t>(k)].color;
                        if (k == i || k == j || !held[idx(c)])
                            continue;
                        heldW += w[static_cast<std::size_t>(k)];
                        if (c == mine)
                            mineW += w[static_cast<std::size_t>(k)];
                    }
                    v = heldW > 0 ? mineW / heldW : 0.0;
                }
            } else {
                const int a = std::min(i, j), b = std::max(i, j);
                if (!known[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]) {
                    // The next race starts from this race's ranking less the finishers (M8: split).
                    std::vector<Tile> next;
                    next.reserve(order.size());
                    for (Tile t : order)
                        if (!(t == tiles[static_cast<std::size_t>(i)]) && !(t == tiles[static_cast<std::size_t>(j)]))
                            next.push_back(t);
                    later[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] =
                        raceValue(next, count, nextKappa, mine, held, nextKappa, depth + 1);
                    known[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = true;
                }
                v = later[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
            }
            value += p * v;
        }
    }
    return value;
}

/// A rival's quick value of `row` for its colour `c` in the look-ahead (it does not know who holds
/// what: every colour counts): basic, the chance that c's tile comes first among all the colours;
/// advanced, the chance that each of c's tiles finishes this race (among the first two), twice as
/// much when c has a tile finished already.
double rivalValue(const Rules& rules, const Row& row, const std::array<int, N>& outCount, double kappa, Color c)
{
    double total = 0;
    std::array<double, kTileCount> w{};
    std::array<bool, kTileCount> isMine{};
    int m = 0, r = 0;
    for (const Stack& stack : row.stacks)
        for (Tile t : stack) {
            if (!t.isBlack()) {
                w[static_cast<std::size_t>(m)] = std::exp(-kappa * r);
                isMine[static_cast<std::size_t>(m)] = t.color == c;
                total += w[static_cast<std::size_t>(m)];
                ++m;
            }
            ++r;
        }
    if (total <= 0)
        return 0;
    double v = 0;
    for (int k = 0; k < m; ++k) {
        if (!isMine[static_cast<std::size_t>(k)])
            continue;
        const double wk = w[static_cast<std::size_t>(k)];
        double p = wk / total;
        if (rules.advanced())
            for (int i = 0; i < m; ++i)
                if (i != k)
                    p += w[static_cast<std::size_t>(i)] / total * wk / (total - w[static_cast<std::size_t>(i)]);
        v += p;
    }
    return rules.advanced() && outCount[idx(c)] > 0 ? 2 * v : v;
}

std::array<int, N> outCounts(const std::vector<Tile>& out)
{
    std::array<int, N> count{};
    for (Tile t : out)
        if (!t.isBlack())
            ++count[idx(t.color)];
    return count;
}

} // namespace

std::vector<std::array<double, N>> miniBeliefs(const Observation& obs)
{
    const std::size_t n = static_cast<std::size_t>(obs.playerCount);
    std::array<bool, N> known{};
    for (const auto& c : obs.colors)
        if (c)
            known[idx(*c)] = true;
    std::vector<std::array<double, N>> logLikelihood(n, std::array<double, N>{});
    for (const Move& m : obs.moves) {
        const std::size_t p = static_cast<std::size_t>(m.player);
        if (p >= n || obs.colors[p] || !m.changed || !m.action.tile || !m.action.card.isMove())
            continue;
        // The aimed tile and its riders (M2) moved by the card's steps.
        const double steps = m.action.card.steps();
        std::array<double, N> moved{};
        double all = 0;
        auto add = [&](Tile t) {
            if (t.isBlack())
                return;
            moved[idx(t.color)] += steps;
            all += steps;
        };
        add(*m.action.tile);
        for (Tile t : m.carried)
            add(t);
        const double beta = m.action.card.isColored() ? kColourCardSharpness : kMulticolourSharpness;
        for (std::size_t c = 0; c < N; ++c)
            logLikelihood[p][c] +=
                beta * (moved[c] - kOthersWeight * (all - moved[c]) / static_cast<double>(N - 1));
    }
    std::vector<std::array<double, N>> beliefs(n, std::array<double, N>{});
    for (std::size_t p = 0; p < n; ++p) {
        if (obs.colors[p]) {
            beliefs[p][idx(*obs.colors[p])] = 1.0;
            continue;
        }
        posteriorOverColours(beliefs[p], logLikelihood[p], known, kUniformShare);
    }
    return beliefs;
}

std::vector<ColorAssignment> miniColorAssignments(const Observation& obs, const std::vector<std::array<double, N>>& beliefs)
{
    std::vector<ColorAssignment> out;
    for (auto& [colors, weight] : weightedColourAssignments(obs.colors, beliefs))
        out.push_back({std::move(colors), weight});
    return out;
}

double expectedPlaysLeft(int drawPileSize, int lettucesOut)
{
    const double lettuces = std::max(1, kLettuceCount - lettucesOut);
    const double cards = std::max(static_cast<double>(drawPileSize), lettuces);
    return lettuces * (cards - lettuces) / (lettuces + 1);
}

double fittedKappaScale(const Rules& rules, int players)
{
    return rules.advanced() ? std::max(0.5, 2.4 - 0.4 * players) : std::max(0.6, 3.9 - 0.7 * players);
}

double sharpness(double plays, double kappaScale)
{
    return kappaScale / std::sqrt(std::max(0.0, plays) + 1.0);
}

double miniPositionValue(const Rules& rules, const Row& row, const std::vector<Tile>& out, double plays, Color mine,
                         const std::array<bool, N>& held, int players, double kappaScale)
{
    if (kappaScale <= 0)
        kappaScale = fittedKappaScale(rules, players);
    const double kappa = sharpness(plays, kappaScale);
    const std::vector<Tile> ranking = row.ranking();
    if (!rules.advanced()) {
        double mineW = 0, heldW = 0;
        for (std::size_t r = 0; r < ranking.size(); ++r) {
            const Tile t = ranking[r];
            if (t.isBlack() || !held[idx(t.color)])
                continue;
            const double w = std::exp(-kappa * static_cast<double>(r));
            heldW += w;
            if (t.color == mine)
                mineW += w;
        }
        return heldW > 0 ? mineW / heldW : 0.0;
    }
    return raceValue(ranking, outCounts(out), kappa, mine, held, sharpness(wholeRacePlays(players), kappaScale), 0);
}

Action MiniReference::decide(const Observation& obs) const
{
    const Rules& rules = obs.rules;
    const std::vector<Action> actions = legalActions(rules, obs.row, obs.hand);
    if (actions.size() == 1)
        return actions.front();
    Rng rng(m_seed ^ (0x2545F4914F6CDD1DULL * (static_cast<std::uint64_t>(obs.moves.size()) + 1)));
    const std::size_t me = static_cast<std::size_t>(obs.player);
    const Color mine = *obs.colors[me];
    const int n = obs.playerCount;
    auto beliefs = miniBeliefs(obs);
    if (!m_options.inference)
        for (std::size_t p = 0; p < beliefs.size(); ++p)
            if (!obs.colors[p])
                for (std::size_t c = 0; c < N; ++c)
                    beliefs[p][c] = c == idx(mine) ? 0.0 : 1.0 / static_cast<double>(N - 1);
    const auto assignments = miniColorAssignments(obs, beliefs);

    // The worlds of the look-ahead, shared by every action: colours by the joint beliefs; the
    // others' hands and the draw pile from the cards I have not seen (the deck less my hand, the
    // discard pile and the lettuces laid out; a lettuce is never held, M5).
    Observation base = obs;
    base.moves.clear();
    for (const Move& m : obs.moves) // the race ends only: the advanced tie-break reads the last
        if (!m.raceEnds.empty())
            base.moves.push_back(m);
    const auto count = unseenCards(obs);
    std::vector<Card> unseen;
    int lettuces = 0;
    for (int i = 0; i < kCardTypes; ++i)
        for (int k = 0; k < count[static_cast<std::size_t>(i)]; ++k) {
            if (Card::fromIndex(i).isLettuce())
                ++lettuces;
            else
                unseen.push_back(Card::fromIndex(i));
        }
    struct World
    {
        std::unique_ptr<MiniState> state;
        std::array<bool, N> held{};
    };
    std::vector<World> worlds;
    for (int s = 0; s < m_options.samples; ++s) {
        double r = rng.unit();
        std::size_t a = 0;
        while (a + 1 < assignments.size() && (r -= assignments[a].weight) >= 0)
            ++a;
        rng.shuffle(unseen);
        std::vector<std::vector<Card>> hands(static_cast<std::size_t>(n));
        std::size_t next = 0;
        for (int p = 0; p < n; ++p) {
            if (p == obs.player) {
                hands[static_cast<std::size_t>(p)] = obs.hand;
                continue;
            }
            for (int k = 0; k < obs.handSizes[static_cast<std::size_t>(p)] && next < unseen.size(); ++k)
                hands[static_cast<std::size_t>(p)].push_back(unseen[next++]);
        }
        std::vector<Card> pile(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
        for (int k = 0; k < lettuces; ++k)
            pile.push_back(Card::neutral(CardKind::Lettuce));
        rng.shuffle(pile);
        World world;
        for (Color c : assignments[a].colors)
            world.held[idx(c)] = true;
        world.state =
            MiniState::fromObservation(base, assignments[a].colors, std::move(hands), std::move(pile), rng.next());
        worlds.push_back(std::move(world));
    }

    const double fullPlays = wholeRacePlays(n);
    const double kappaScale = fittedKappaScale(rules, n);
    const double earliness = std::min(1.0, expectedPlaysLeft(obs.drawPileSize, obs.lettuce) / fullPlays);
    std::vector<Action> replies;
    double bestScore = -1e300;
    std::size_t best = 0;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& action = actions[i];
        double value = 0;
        for (const World& world : worlds) {
            MiniState s = *world.state;
            s.applyLegal(action);
            // A round: each rival answers with the play best for its own sampled colour.
            for (int k = 1; k < n && !s.isFinished(); ++k) {
                const int p = *s.currentPlayer();
                if (p == obs.player)
                    break;
                s.legalActions(replies);
                const Color theirs = s.colorOf(p);
                const auto outCount = outCounts(s.out());
                const double kappa =
                    sharpness(expectedPlaysLeft(static_cast<int>(s.drawPile().size()), s.lettuce()), kappaScale);
                std::size_t pick = 0;
                double pickValue = -1e300;
                for (std::size_t r = 0; r < replies.size(); ++r) {
                    const Row after = applyPlay(rules, s.row(), replies[r]);
                    const double v = rivalValue(rules, after, outCount, kappa, theirs);
                    if (v > pickValue + 1e-12) {
                        pickValue = v;
                        pick = r;
                    }
                }
                s.applyLegal(replies[pick]);
            }
            if (s.isFinished()) {
                const auto winners = s.winners();
                if (std::find(winners.begin(), winners.end(), obs.player) != winners.end())
                    value += 1.0 / static_cast<double>(winners.size());
                continue;
            }
            const double plays = 1.0 + expectedPlaysLeft(static_cast<int>(s.drawPile().size()), s.lettuce());
            value += miniPositionValue(rules, s.row(), s.out(), plays, mine, world.held, n, kappaScale);
        }
        value /= static_cast<double>(worlds.size());
        // Pushing my own tile forward shows the table my colour (the beliefs above read it so):
        // worth less as the race nears its end.
        if (action.tile && action.tile->color == mine && action.card.steps() > 0 &&
            hasEffect(rules, obs.row, action))
            value -= m_options.revealPenalty * action.card.steps() * earliness * (n - 1);
        if (value > bestScore + 1e-12) {
            bestScore = value;
            best = i;
        }
    }
    return actions[best];
}

} // namespace tidepool::reference

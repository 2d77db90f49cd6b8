// Turtle Race Mini's computer players (docs/ai.md). Everything here reads a mini::Observation only.
#include "mini_bots.h"
#include "bots/race_bot.h"

namespace tidepool::mini {

std::unique_ptr<MiniState> sampleWorldWith(const Observation& obs,
                                           const std::vector<std::array<double, kPlayerColorCount>>& beliefs,
                                           Rng& rng);

namespace {

// The weights of colorBeliefs() (log-odds per step) and of Hard's reveal cost (wins per step),
// chosen against the reference player of tests/benchmarks/ on the same 200 two-player basic games
// (docs/ai.md, "Against a reference player (Turtle Race Mini)"): a rider counts less than in Ribbit
// (0.8 there: 52.0% of those games; 0.2: 59.5%), and a reveal cost of 0, 0.06, 0.12 and 0.24 won
// 39.0%, 54.5%, 59.5% and 57.0%.
constexpr double kBeliefCard = 0.2;   // the aimed tile of a colour card (the hand imposes the colour)
constexpr double kBeliefChoice = 0.6; // the tile aimed with a multicolour card (a free choice)
constexpr double kBeliefRider = 0.2;  // each tile carried along (M2)
constexpr double kBeliefLimit = 8.0;  // log-odds at most (e^8: about 3,000 to 1)
constexpr double kRevealCost = 0.12;

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

/// Turtle Race Mini for the turtle races' bots (race_bot.h).
struct MiniRace
{
    using State = MiniState;
    using Observation = mini::Observation;
    using Action = mini::Action;
    static int hardIterations(const Rules& rules) { return mini::hardIterations(rules); }
    static constexpr const auto& kColors = mini::kPlayerColors; ///< the colours a player can hold
    static constexpr auto evaluate = &mini::evaluate;

    static const Row& board(const Observation& obs) { return obs.row; }
    static const Row& board(const State& state) { return state.row(); }
    static std::string bestReason()
    {
        return TP_TR("mini", "{0}: the best move for your own tiles against your rivals' tiles");
    }
    static Observation searchBase(const Observation& obs)
    {
        Observation base = obs;
        base.moves.clear();
        for (const Move& m : obs.moves) // keep the race ends: the advanced tie-break reads the last
            if (!m.raceEnds.empty())
                base.moves.push_back(m);
        return base;
    }
    /// Pushing my tile forward by choice (its own colour card, or a multicolour card) shows the
    /// table my colour, which the rivals can then hold back; the playouts cannot see that, so the
    /// search counts it: per step, a share of a win that shrinks as the race runs out (the
    /// lettuces laid out, M5). Nothing for a black tile (nobody's) or a step back.
    static double revealCost(const Observation& obs, Color mine, const Action& a)
    {
        if (!a.tile || a.tile->isBlack() || a.tile->color != mine || !a.card.isMove() || a.card.steps() <= 0)
            return 0.0;
        if (!(a.card.isMulticolor() || a.card.color == mine))
            return 0.0;
        const double left = static_cast<double>(kLettuceCount - obs.lettuce) / kLettuceCount;
        return kRevealCost * a.card.steps() * left;
    }
    /// A Mini race ends on a draw (the third lettuce), never by a move.
    static bool endsRace(const Observation&, const Action&) { return false; }
    /// Push my tiles, hold back the other colours' (a black tile is nobody's).
    static auto playoutGain(const State&, Color mine)
    {
        return [mine](const Action& a) {
            if (!a.tile || !a.card.isMove())
                return 0.0;
            const int steps = a.card.steps();
            return a.tile->color == mine ? steps : a.tile->isBlack() ? 0.0 : -0.5 * steps;
        };
    }
};

} // namespace

std::vector<std::array<double, kPlayerColorCount>> colorBeliefs(const Observation& obs)
{
    // Evidence per player and colour, in log-odds: for each of the player's plays that moved the
    // row, the steps each colour's tiles moved (signed: a step back is evidence against), the
    // aimed tile and, M2, every rider it carried, weighted by how freely the player chose it.
    // Riders count (issue 46, as in Ribbit): a player who brings its colour along on another tile
    // tells no less than one who pushes it. A black tile is nobody's.
    const std::size_t n = static_cast<std::size_t>(obs.playerCount);
    std::vector<std::array<double, kPlayerColorCount>> evidence(n, std::array<double, kPlayerColorCount>{});
    for (const Move& m : obs.moves) {
        if (!m.changed || !m.action.tile || !m.action.card.isMove() || m.player < 0 ||
            static_cast<std::size_t>(m.player) >= n)
            continue;
        auto& e = evidence[static_cast<std::size_t>(m.player)];
        const double step = m.action.card.steps();
        if (!m.action.tile->isBlack())
            e[static_cast<std::size_t>(m.action.tile->color)] +=
                (m.action.card.isMulticolor() ? kBeliefChoice : kBeliefCard) * step;
        for (Tile t : m.carried)
            if (!t.isBlack())
                e[static_cast<std::size_t>(t.color)] += kBeliefRider * step;
    }
    return bots::beliefsFromEvidence(evidence, obs.colors, 1.0, kBeliefLimit);
}

std::unique_ptr<MiniState> sampleWorld(const Observation& obs, Rng& rng)
{
    return sampleWorldWith(obs, colorBeliefs(obs), rng);
}

std::unique_ptr<MiniState> sampleWorldWith(const Observation& obs,
                                           const std::vector<std::array<double, kPlayerColorCount>>& beliefs,
                                           Rng& rng)
{
    std::vector<Color> colors = bots::sampleColors(obs.colors, beliefs, rng);
    // Cards: those I cannot see (the deck less my hand, the discard pile and the lettuces laid out).
    const auto count = unseenCards(obs);
    std::vector<Card> unseen, lettuces;
    for (int i = 0; i < kCardTypes; ++i)
        for (int k = 0; k < count[static_cast<std::size_t>(i)]; ++k)
            (Card::fromIndex(i).isLettuce() ? lettuces : unseen).push_back(Card::fromIndex(i));
    rng.shuffle(unseen);
    auto [hands, next] = bots::dealHands(obs.player, obs.hand, obs.handSizes, unseen);
    // A lettuce is never held: the ones not laid out are somewhere in the draw pile.
    std::vector<Card> drawPile(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
    drawPile.insert(drawPile.end(), lettuces.begin(), lettuces.end());
    rng.shuffle(drawPile);
    return MiniState::fromObservation(obs, std::move(colors), std::move(hands), std::move(drawPile), rng.next());
}

std::unique_ptr<MiniState> MiniState::sampleWorld(int player, Rng& rng) const
{
    return mini::sampleWorld(observation(player), rng);
}

std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, const BotOptions& options)
{
    return std::make_unique<bots::RaceBot<MiniRace>>(level, seed, options);
}

std::unique_ptr<TypedBot<MiniState, Action>> makeTypedBot(const std::string& level, std::uint64_t seed, BotOptions options)
{
    return std::make_unique<bots::RaceBot<MiniRace>>(level, seed, options);
}

} // namespace tidepool::mini

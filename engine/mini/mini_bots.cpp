// Turtle Race Mini's computer players (docs/ai.md). Everything here reads a mini::Observation only.
#include "mini_bots.h"
#include "bots/race_bot.h"

namespace tidepool::mini {

std::unique_ptr<MiniState> sampleWorldWith(const Observation& obs,
                                           const std::vector<std::array<double, kPlayerColorCount>>& beliefs,
                                           Rng& rng);

namespace {

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
    /// Not weighed in Mini's search.
    static double revealCost(const Observation&, Color, const Action&) { return 0.0; }
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
    const std::size_t n = static_cast<std::size_t>(obs.playerCount);
    std::vector<std::array<double, kPlayerColorCount>> evidence(n, std::array<double, kPlayerColorCount>{});
    for (const Move& m : obs.moves)
        if (m.action.tile && !m.action.tile->isBlack() && m.action.card.isMove() && m.player >= 0 &&
            static_cast<std::size_t>(m.player) < n)
            evidence[static_cast<std::size_t>(m.player)][static_cast<std::size_t>(m.action.tile->color)] +=
                m.action.card.steps();
    return bots::beliefsFromEvidence(evidence, obs.colors, 0.4, 8.0);
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

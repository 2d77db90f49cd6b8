// Ribbit's computer players (docs/ai.md). Everything here reads a ribbit::Observation only.
#include "ribbit_bots.h"
#include "bots/race_bot.h"

namespace tidepool::ribbit {

std::unique_ptr<RibbitState> sampleWorldWith(const Observation& obs,
                                             const std::vector<std::array<double, kColorCount>>& beliefs, Rng& rng);

namespace {

/// How far each turtle has come: its space (the race is won by reaching the lettuce).
std::array<double, kColorCount> progress(const Track& track)
{
    std::array<double, kColorCount> pos{};
    for (Color c : kColors)
        pos[static_cast<std::size_t>(c)] = track.find(c).space;
    return pos;
}

/// The same for a whole position, from the spaces it keeps (playouts: no search of the track).
std::array<double, kColorCount> progress(const RibbitState& state)
{
    std::array<double, kColorCount> pos{};
    for (Color c : kColors)
        pos[static_cast<std::size_t>(c)] = state.spaceOf(c);
    return pos;
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

/// Ribbit for the turtle races' bots (race_bot.h).
struct RibbitRace
{
    using State = RibbitState;
    using Observation = ribbit::Observation;
    using Action = ribbit::Action;
    static int hardIterations(const Rules&) { return ribbit::kHardIterations; }
    static constexpr const auto& kColors = ribbit::kColors; ///< the colours a player can hold
    static constexpr auto evaluate = &ribbit::evaluate;

    static const Track& board(const Observation& obs) { return obs.track; }
    static const Track& board(const State& state) { return state.track(); }
    static std::string bestReason()
    {
        return TP_TR("ribbit", "{0}: the best move for your own turtle against your rivals' turtles");
    }
    static Observation searchBase(const Observation& obs)
    {
        Observation base = obs;
        base.moves.clear(); // the turns so far matter only for the beliefs, sampled below
        return base;
    }
    /// R7: the move reaches the lettuce.
    static bool endsRace(const Observation& obs, const Action& a)
    {
        if (!a.turtle)
            return false;
        return obs.track.find(*a.turtle).space + a.card.steps() >= obs.rules.finish();
    }
    /// Pushing my turtle forward by choice (its own coloured card, or a rainbow card) shows the table
    /// my colour, which the rivals can then hold back; the playouts cannot see that, so the search
    /// counts it: per space pushed, a share of a win that shrinks as the leading turtle nears the
    /// lettuce (nothing with open colours, R10).
    static double revealCost(const Observation& obs, Color mine, const Action& a)
    {
        // Chosen against the reference expert of tests/benchmarks, which reads colours from pushes:
        // 0, 0.03, 0.06 and 0.12 won 57.0%, 61.5%, 67.5% and 69.5% of the same 200 two-player games.
        constexpr double kReveal = 0.06;
        if (obs.rules.openColors || a.turtle != mine || a.card.steps() <= 0)
            return 0.0;
        if (!(a.card.isRainbow() || (a.card.isColored() && a.card.color == mine)))
            return 0.0;
        int lead = 0;
        for (Color c : kColors)
            lead = std::max(lead, obs.track.find(c).space);
        return kReveal * a.card.steps() * (1.0 - static_cast<double>(lead) / obs.rules.finish());
    }
    /// Push my turtle, hold back the others, never finish a rival's turtle (and always finish mine).
    static auto playoutGain(const State& world, Color mine)
    {
        return [&world, mine, spaces = progress(world)](const Action& a) {
            if (!a.turtle)
                return 0.0;
            const int steps = a.card.steps();
            const double space = spaces[static_cast<std::size_t>(*a.turtle)];
            if (space + steps >= world.rules().finish())
                return *a.turtle == mine ? 100.0 : -100.0;
            return *a.turtle == mine ? steps : -0.5 * steps;
        };
    }
};

} // namespace

std::vector<std::array<double, kColorCount>> colorBeliefs(const Observation& obs)
{
    // Evidence per player and colour, in log-odds: for each of the player's turns, the spaces each
    // turtle moved (the turtle played on and, R3, every rider it carried), weighted by how freely
    // the player chose it. Riders count (issue 46): a player who brings its colour forward riding
    // on other turtles is no less telling than one who pushes it, and counting only the turtle
    // played on put that evidence on the carriers. The weights were chosen by the log-loss of the
    // rivals' true colours in games against Medium and against the reference expert of
    // tests/benchmarks/ (docs/ai.md, "Against a reference expert").
    constexpr double kCard = 0.4;   // per space, the turtle of a coloured card (the hand limits it)
    constexpr double kChoice = 0.6; // per space, the turtle chosen with a rainbow or last-turtle card
    constexpr double kRider = 0.8;  // per space, each turtle carried
    constexpr double kLimit = 8.0;  // log-odds at most (e^8: about 3,000 to 1)
    const std::size_t n = static_cast<std::size_t>(obs.playerCount);
    std::vector<std::array<double, kColorCount>> evidence(n, std::array<double, kColorCount>{});
    // A card that lets the player choose the turtle tells as much by the turtles it left: replaying
    // the turns gives the turtles it could have moved (a stacked START's order is not public, so
    // there the chosen turtle counts alone).
    const bool replay = !obs.rules.startStacked;
    Track track;
    if (replay) {
        track.spaces.resize(static_cast<std::size_t>(obs.rules.trackLength));
        for (Color c : kColors)
            track.spaces[0].push_back(Stack{c});
    }
    for (const Move& m : obs.moves) {
        if (!m.action.turtle || m.player < 0 || static_cast<std::size_t>(m.player) >= n)
            continue;
        auto& e = evidence[static_cast<std::size_t>(m.player)];
        const double step = m.to - m.from;
        const Card card = m.action.card;
        if (card.isColored()) {
            e[static_cast<std::size_t>(*m.action.turtle)] += kCard * step;
        } else {
            // The chosen turtle gains what the choice was worth against the average choice.
            std::array<bool, kColorCount> could{};
            int count = 0;
            if (replay)
                for (Color t : kColors)
                    if (isPlayable(obs.rules, track, card, t)) {
                        could[static_cast<std::size_t>(t)] = true;
                        ++count;
                    }
            if (!replay) {
                e[static_cast<std::size_t>(*m.action.turtle)] += kChoice * step;
            } else if (count > 1) {
                e[static_cast<std::size_t>(*m.action.turtle)] += kChoice * step;
                for (Color t : kColors)
                    if (could[static_cast<std::size_t>(t)])
                        e[static_cast<std::size_t>(t)] -= kChoice * step / count;
            }
        }
        for (Color c : m.carried)
            e[static_cast<std::size_t>(c)] += kRider * step;
        if (replay)
            applyMoveInPlace(obs.rules, track, m.action);
    }
    return bots::beliefsFromEvidence(evidence, obs.colors, 1.0, kLimit);
}

std::unique_ptr<RibbitState> sampleWorld(const Observation& obs, Rng& rng)
{
    return sampleWorldWith(obs, colorBeliefs(obs), rng);
}

std::unique_ptr<RibbitState> sampleWorldWith(const Observation& obs,
                                             const std::vector<std::array<double, kColorCount>>& beliefs, Rng& rng)
{
    // Colours: the unknown players in a random order, each drawn by its beliefs among those left.
    std::vector<Color> colors = bots::sampleColors(obs.colors, beliefs, rng);
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
    auto [hands, next] = bots::dealHands(obs.player, obs.hand, obs.handSizes, unseen);
    std::vector<Card> drawPile(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
    return RibbitState::fromObservation(obs, std::move(colors), std::move(hands), std::move(drawPile), rng.next());
}

std::unique_ptr<RibbitState> RibbitState::sampleWorld(int player, Rng& rng) const
{
    return ribbit::sampleWorld(observation(player), rng);
}

std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, const BotOptions& options)
{
    return std::make_unique<bots::RaceBot<RibbitRace>>(level, seed, options);
}

std::unique_ptr<TypedBot<RibbitState, Action>> makeTypedBot(const std::string& level, std::uint64_t seed, BotOptions options)
{
    return std::make_unique<bots::RaceBot<RibbitRace>>(level, seed, options);
}

} // namespace tidepool::ribbit

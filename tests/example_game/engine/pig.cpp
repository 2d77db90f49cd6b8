// Pig, the example game (pig.h): rules, JSON, sentences, the observation reader and the registry
// entry, in the order docs/architecture.md's "Adding a game" lists them.
#include "pig.h"
#include "pig_bots.h"

#include "bots/bot.h"
#include "bots/typed_simulation.h"
#include "core/observation_reader.h"
#include "core/record.h"
#include "core/tr.h"

#include <algorithm>
#include <numeric>

namespace tidepool::pig {

bool plantedLeakKeepsTheRealDice = false;

namespace {
/// A sanity bound on banked points in untrusted JSON (a real game stays far below it).
constexpr int kMostPoints = 100000;
} // namespace

// ---------------------------------------------------------------------------------------------
// Value types

Expected<Rules> Rules::fromOptions(const std::map<std::string, std::string>& options)
{
    Rules rules;
    if (auto it = options.find("target"); it != options.end())
        rules.target = std::stoi(it->second); // resolveOptions() checked it is kMinTarget..kMaxTarget
    return rules;
}

Expected<Action> Action::parse(std::string_view text)
{
    if (text == "roll")
        return Action{Roll};
    if (text == "hold")
        return Action{Hold};
    return Error{"unknown action \"" + std::string(text) + "\" (Pig has \"roll\" and \"hold\")"};
}

// ---------------------------------------------------------------------------------------------
// The state and its rules

PigState::PigState(Rules rules, int playerCount, std::uint64_t seed)
    : m_rules(rules), m_rng(seed), m_scores(static_cast<std::size_t>(playerCount), 0)
{
    std::vector<int> deck(kCardCount);
    std::iota(deck.begin(), deck.end(), 0);
    m_rng.shuffle(deck);
    m_cards.assign(deck.begin(), deck.begin() + playerCount);
}

std::optional<int> PigState::currentPlayer() const
{
    if (m_finished)
        return std::nullopt;
    return m_current;
}

Outcome PigState::check(const Action& action) const
{
    if (m_finished)
        return Outcome::failure(TP_TR("pig", "the game is over"));
    if (action.kind == Action::Hold && m_turnPoints == 0)
        return Outcome::failure(TP_TR("pig", "there is nothing to hold yet: roll first"));
    return Outcome::success();
}

void PigState::candidateActions(std::vector<Action>& out) const { out = {Action{Action::Roll}, Action{Action::Hold}}; }

void PigState::legalActions(std::vector<Action>& out) const
{
    out.clear();
    if (m_finished)
        return;
    out.push_back(Action{Action::Roll});
    if (m_turnPoints > 0)
        out.push_back(Action{Action::Hold});
}

std::string PigState::explain(const Action& action) const
{
    if (action.kind == Action::Roll)
        return format(TP_TR("pig", "roll the die: a 1 loses the turn's {0} points"), m_turnPoints);
    return format(TP_TR("pig", "bank {0} points, {1} in all"), m_turnPoints, score(m_current) + m_turnPoints);
}

void PigState::applyLegal(const Action& action)
{
    play(action);
    recordHistory(action.toString());
}

void PigState::play(const Action& action)
{
    Move move{m_current, action};
    int& banked = m_scores[static_cast<std::size_t>(m_current)];
    bool turnOver = false;
    if (action.kind == Action::Roll) {
        move.roll = static_cast<int>(m_rng.below(6)) + 1;
        if (move.roll == 1) {
            m_turnPoints = 0;
            turnOver = true;
        } else {
            m_turnPoints += move.roll;
        }
    } else {
        banked += m_turnPoints;
        m_turnPoints = 0;
        turnOver = true;
        m_finished = banked >= m_rules.target;
    }
    move.turnPoints = m_turnPoints;
    move.banked = banked;
    move.gameOver = m_finished;
    if (turnOver && !m_finished)
        m_current = (m_current + 1) % playerCount();
    m_moves.push_back(move);
}

std::vector<int> PigState::winners() const
{
    if (!m_finished)
        return {};
    int best = -1;
    std::vector<int> winners;
    for (int p = 0; p < playerCount(); ++p) {
        const int total = score(p) + card(p);
        if (total > best)
            winners.clear(), best = total;
        if (total == best)
            winners.push_back(p);
    }
    return winners;
}

std::string PigState::winReason() const
{
    const std::vector<int> won = winners();
    if (won.empty())
        return {};
    const int w = won.front();
    if (won.size() > 1)
        return format(TP_TR("pig", "{0} players share the most points, {1}, banked points and bonus card together"),
                      won.size(), score(w) + card(w));
    return format(TP_TR("pig", "player {0} has the most points: {1} banked and a bonus card of {2}, {3} in all"), w,
                  score(w), card(w), score(w) + card(w));
}

bool PigState::operator==(const PigState& other) const
{
    // The generator is part of the position: it holds the future rolls, which nobody knows yet.
    return m_rules == other.m_rules && m_rng == other.m_rng && m_cards == other.m_cards &&
           m_scores == other.m_scores && m_turnPoints == other.m_turnPoints && m_current == other.m_current &&
           m_finished == other.m_finished && m_moves == other.m_moves && history() == other.history();
}

// ---------------------------------------------------------------------------------------------
// What each seat sees, and worlds drawn from it

Observation PigState::observation(int player) const
{
    Observation obs;
    obs.player = player;
    obs.rules = m_rules;
    obs.playerCount = playerCount();
    obs.current = currentPlayer();
    obs.finished = m_finished;
    obs.scores = m_scores;
    obs.turnPoints = m_turnPoints;
    for (int p = 0; p < playerCount(); ++p)
        obs.cards.push_back(m_finished || p == player ? std::optional<int>(card(p)) : std::nullopt);
    obs.winners = winners();
    return obs;
}

void PigState::redrawUnseenCards(int player, Rng& rng)
{
    if (m_finished)
        return; // every card is shown
    std::vector<int> unseen;
    for (int c = 0; c < kCardCount; ++c)
        if (player < 0 || c != card(player))
            unseen.push_back(c);
    rng.shuffle(unseen);
    std::size_t next = 0;
    for (int p = 0; p < playerCount(); ++p)
        if (p != player)
            m_cards[static_cast<std::size_t>(p)] = unseen[next++];
}

std::unique_ptr<PigState> PigState::sampleWorld(int player, Rng& rng) const
{
    auto world = std::make_unique<PigState>(*this);
    world->redrawUnseenCards(player, rng);
    if (!plantedLeakKeepsTheRealDice)
        world->m_rng = Rng(rng.next()); // the future rolls are nobody's to know
    return world;
}

// ---------------------------------------------------------------------------------------------
// JSON and sentences

namespace {
Json cardsJson(const std::vector<std::optional<int>>& cards)
{
    Json list = Json::array();
    for (const auto& c : cards)
        list.push_back(c ? Json(*c) : Json(nullptr));
    return list;
}
} // namespace

Json PigState::toJson() const
{
    Json legal = Json::array();
    for (const Action& action : legalActionsOf(*this))
        legal.push_back(action.toString());
    return Json{{"game", "pig"},
                {"current", m_finished ? Json(nullptr) : Json(m_current)},
                {"finished", m_finished},
                {"winner", winnersJson(winners())},
                {"legal", legal},
                {"options", m_rules.toOptions()},
                {"scores", m_scores},
                {"turn", m_turnPoints},
                {"cards", m_cards}};
}

Json PigState::observationJson(int player) const
{
    const Observation obs = observation(player);
    return Json{{"game", "pig"},
                {"player", player},
                {"current", obs.current ? Json(*obs.current) : Json(nullptr)},
                {"finished", obs.finished},
                {"winner", winnersJson(obs.winners)},
                {"scores", obs.scores},
                {"turn", obs.turnPoints},
                {"cards", cardsJson(obs.cards)}};
}

std::string PigState::describe(const Move& move, int) const
{
    // Every part of a move is public; the one secret, the bonus cards, shows only in the sentence
    // of the hold that ends the game, when every card is shown. So the sentence is the same for
    // every viewer.
    if (move.action.kind == Action::Roll) {
        if (move.roll == 1)
            return format(TP_TR("pig", "player {0} rolled a 1 and lost the turn's points"), move.player);
        return format(TP_TR("pig", "player {0} rolled a {1}: {2} points this turn"), move.player, move.roll,
                      move.turnPoints);
    }
    if (!move.gameOver)
        return format(TP_TR("pig", "player {0} held: {1} points banked"), move.player, move.banked);
    std::string cards;
    for (int p = 0; p < playerCount(); ++p)
        cards += (p ? ", " : "") + format(TP_TR("pig", "player {0} {1}"), p, card(p));
    return format(TP_TR("pig", "player {0} held: {1} points banked, the target reached; the bonus cards: {2}"),
                  move.player, move.banked, cards);
}

// ---------------------------------------------------------------------------------------------
// An online table's position: a seat's observation JSON (untrusted) read back

Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount)
{
    ObservationReader in(json, "pig");
    const int n = playerCount;
    Observation obs;
    obs.rules = rules;
    obs.playerCount = n;
    obs.player = in.integer("player", kTable, n - 1);
    obs.current = in.optionalInteger("current", 0, n - 1);
    obs.finished = in.boolean("finished");
    if (in.ok() && obs.finished == obs.current.has_value())
        in.fail("\"current\" must be null exactly when the game is finished");
    obs.scores = in.integers(in.field("scores"), "scores", n, 0, kMostPoints);
    obs.turnPoints = in.integer("turn", 0, kMostPoints);
    if (in.ok()) {
        const auto reached = std::count_if(obs.scores.begin(), obs.scores.end(),
                                           [&](int s) { return s >= rules.target; });
        if (reached != (obs.finished ? 1 : 0))
            in.fail("\"scores\": one player reaches the target " + std::to_string(rules.target) +
                    " exactly when the game is finished");
        else if (obs.finished && obs.turnPoints != 0)
            in.fail("\"turn\" must be 0 once the game is finished");
    }
    if (const Json* cards = in.field("cards")) {
        if (!cards->is_array() || static_cast<int>(cards->size()) != n) {
            in.fail("\"cards\" must list one bonus card or null per player (" + std::to_string(n) + ")");
        } else {
            std::vector<bool> taken(kCardCount, false);
            for (int p = 0; p < n && in.ok(); ++p) {
                const Json& c = (*cards)[static_cast<std::size_t>(p)];
                const bool shown = obs.finished || p == obs.player;
                std::optional<int> value = shown ? wholeNumberIn(c, 0, kCardCount - 1) : std::nullopt;
                if (shown && !value)
                    in.fail("\"cards\": player " + std::to_string(p) + "'s card must be a whole number 0.." +
                            std::to_string(kCardCount - 1));
                else if (!shown && !c.is_null())
                    in.fail("\"cards\": player " + std::to_string(p) + "'s card is secret and must be null");
                else if (value && taken[static_cast<std::size_t>(*value)])
                    in.fail("\"cards\": the card " + std::to_string(*value) + " is dealt twice");
                if (value)
                    taken[static_cast<std::size_t>(*value)] = true;
                obs.cards.push_back(value);
            }
        }
    }
    obs.winners = in.winners(n);
    if (in.ok()) {
        std::vector<int> expected;
        if (obs.finished) {
            int best = -1;
            for (int p = 0; p < n; ++p) {
                const int total = obs.scores[static_cast<std::size_t>(p)] + *obs.cards[static_cast<std::size_t>(p)];
                if (total > best)
                    expected.clear(), best = total;
                if (total == best)
                    expected.push_back(p);
            }
        }
        if (obs.winners != expected)
            in.fail("\"winner\" must name the players with the most points exactly when the game is finished");
    }
    if (!in.ok())
        return Error{in.error()};
    return obs;
}

Expected<std::unique_ptr<State>> PigState::fromObservationJson(const Record& table, const Json& observation,
                                                               std::uint64_t seed)
{
    auto start = tableStart<PigState>(table);
    if (!start)
        return Error{start.error()};
    auto obs = observationFromJson(observation, (*start)->rules(), (*start)->playerCount());
    if (!obs)
        return Error{obs.error()};
    std::unique_ptr<PigState> world(new PigState());
    world->m_rules = obs->rules;
    world->m_scores = obs->scores;
    world->m_turnPoints = obs->turnPoints;
    world->m_current = obs->current.value_or(0);
    world->m_finished = obs->finished;
    world->m_cards.assign(static_cast<std::size_t>(obs->playerCount), 0);
    for (std::size_t p = 0; p < obs->cards.size(); ++p)
        world->m_cards[p] = obs->cards[p].value_or(0);
    Rng rng(seed);
    world->redrawUnseenCards(obs->player, rng);
    world->m_rng = Rng(rng.next());
    for (const std::string& action : table.actions)
        world->recordHistory(action);
    return std::unique_ptr<State>(std::move(world));
}

// ---------------------------------------------------------------------------------------------
// The registry entry

namespace {

const char* invariants(const State& generic)
{
    const auto& state = static_cast<const PigState&>(generic);
    std::vector<bool> taken(kCardCount, false);
    int reached = 0;
    for (int p = 0; p < state.playerCount(); ++p) {
        const int c = state.card(p);
        if (c < 0 || c >= kCardCount || taken[static_cast<std::size_t>(c)])
            return "a bonus card is out of 0..9 or dealt twice";
        taken[static_cast<std::size_t>(c)] = true;
        if (state.score(p) < 0)
            return "a negative score";
        reached += state.score(p) >= state.rules().target ? 1 : 0;
    }
    if (reached != (state.isFinished() ? 1 : 0))
        return "someone reached the target and the game goes on, or the game ended without it";
    if (state.turnPoints() < 0 || (state.isFinished() && state.turnPoints() != 0))
        return "bad turn points";
    if (state.moves().size() != state.history().size())
        return "moves and history differ in length";
    return nullptr;
}

} // namespace

GameInfo gameInfo()
{
    GameInfo info;
    info.name = "pig";
    info.title = TP_NOOP("pig", "Pig");
    info.minPlayers = 2;
    info.maxPlayers = 6;
    info.options = {{"target", TP_NOOP("pig", "Target"), TP_NOOP("pig", "The banked points that end the game"),
                     "30", {}, kMinTarget, kMaxTarget}};
    // Computer players that hold at a threshold (pig_bots.h), the same on the typed fast path.
    info.botLevels = {"easy", "medium", "hard"};
    info.makeBot = &makeBot;
    info.simulate = [](const State& start, const SimulationSpec& spec, const RecordSink& sink) {
        return simulation::simulateTyped(static_cast<const PigState&>(start), spec, sink,
                                         [](const std::string& level, std::uint64_t, const BotOptions&) {
                                             return std::unique_ptr<TypedBot<PigState, Action>>(std::make_unique<PigBot>(level));
                                         });
    };
    info.ruleSets = {RuleSet{"", [](std::uint64_t seed) { return Json{{"target", 20 + 10 * (seed % 3)}}; }}};
    info.invariants = invariants;
    info.fromObservationJson = &PigState::fromObservationJson;
    info.maxActions = 5000;
    info.start = [](const Record& record) -> Expected<std::unique_ptr<State>> {
        auto options = resolveOptions(*findGame("pig"), record.options);
        if (!options)
            return Error{options.error()};
        auto rules = Rules::fromOptions(*options);
        if (!rules)
            return Error{rules.error()};
        if (!record.setup.is_null())
            return Error{"setup: Pig has no setup; it is dealt from the seed"};
        for (std::size_t p = 0; p < record.players.size(); ++p)
            if (!record.players[p].color.empty())
                return Error{"players[" + std::to_string(p) + "].color: Pig has no colours"};
        return std::unique_ptr<State>(
            std::make_unique<PigState>(*rules, static_cast<int>(record.players.size()), record.seed));
    };
    return info;
}

} // namespace tidepool::pig

TIDEPOOL_REGISTER_GAME(pig, &tidepool::pig::gameInfo)

// The generic suite (OpenSpiel's basic_tests): every registered game (games()) and each of its rule
// sets (GameInfo::ruleSets) gets these tests by being registered, without being named here. Seeded
// random games with, at every action: the legal actions listed once, in the same order, typed and as
// text, each parsing back to itself and exactly the candidate actions that check() accepts; every
// legal action applies on a clone; the game's invariants (GameInfo::invariants); clones equal to the
// original; a sentence for every move; observations that worlds resampled from them show the same,
// and that resampling changes what the observer cannot see, future chance included
// (resample_check.h; a resampled world has no action history, so the game's invariants are not
// asked of it).
// At the end: winners and their reason, and the record of the history replays to the same state.
// The per-game tests (tests/engine/<game>_*test.cpp) keep only their game's rules.
#include "bots/bot.h"
#include "random_game.h"
#include "resample_check.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <sstream>

using namespace tidepool;
using tidepool::random_game::checkLegalActions;

namespace {

/// Random games per rule set, and how often the costlier checks run (every Nth action).
constexpr std::uint64_t kGames = 60;
constexpr std::size_t kEvery = 5;

struct Case
{
    std::string game;
    std::string ruleSet; ///< RuleSet::name
    std::size_t index = 0;
};

void PrintTo(const Case& c, std::ostream* out)
{
    *out << c.game << (c.ruleSet.empty() ? "" : " " + c.ruleSet);
}

std::string caseName(const Case& c)
{
    std::string name = c.ruleSet.empty() ? c.game : c.game + "_" + c.ruleSet;
    std::replace_if(name.begin(), name.end(), [](char ch) { return !std::isalnum(static_cast<unsigned char>(ch)); }, '_');
    return name;
}

std::vector<Case> allCases()
{
    std::vector<Case> cases;
    for (const GameInfo& game : games())
        for (std::size_t i = 0; i < game.ruleSets.size(); ++i)
            cases.push_back(Case{game.name, game.ruleSets[i].name, i});
    return cases;
}

Record recordFor(const GameInfo& game, const RuleSet& rules, std::uint64_t seed)
{
    Record record;
    record.game = game.name;
    record.options = rules.options(seed);
    record.seed = seed;
    const int players =
        game.minPlayers + static_cast<int>(seed % static_cast<std::uint64_t>(game.maxPlayers - game.minPlayers + 1));
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
    return record;
}

class Generic : public ::testing::TestWithParam<Case>
{
protected:
    const GameInfo& game() const { return *findGame(GetParam().game); }
    const RuleSet& rules() const { return game().ruleSets[GetParam().index]; }
};

TEST_P(Generic, RandomGamesKeepTheContract)
{
    const GameInfo& info = game();
    long long totalActions = 0;
    for (std::uint64_t seed = 1; seed <= kGames; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        Record record = recordFor(info, rules(), seed);
        auto start = startState(record);
        ASSERT_TRUE(start) << start.error();
        std::unique_ptr<State> state = std::move(*start);
        ASSERT_EQ(state->gameName(), info.name);
        ASSERT_EQ(state->playerCount(), static_cast<int>(record.players.size()));
        ASSERT_TRUE(state->history().empty());
        if (info.invariants) {
            ASSERT_EQ(info.invariants(*state), nullptr);
        }
        Rng rng(seed * 7919);
        std::size_t ply = 0;
        while (!state->isFinished()) {
            ASSERT_LT(static_cast<int>(ply), info.maxActions) << "the game does not end";
            const bool deep = ply % kEvery == seed % kEvery;
            ASSERT_NO_FATAL_FAILURE(checkLegalActions(*state, deep));
            const int player = *state->currentPlayer();
            if (deep) {
                // Worlds resampled from what the player to act knows show them the same, hold the
                // same legal actions (legality never depends on a secret), and change what they
                // cannot see: resample_check.h.
                ASSERT_EQ(resample_check::resamplingChangesOnlyTheUnseen(*state, player, seed + ply), "")
                    << "after " << ply << " actions";
            }

            std::vector<ParsedAction> legal;
            state->legalActions(legal);
            const ParsedAction chosen = legal[static_cast<std::size_t>(rng.below(legal.size()))];
            const std::string text = chosen.text();
            const Outcome outcome = ply % 2 ? state->apply(chosen) : state->apply(text);
            ASSERT_TRUE(outcome) << text << ": " << outcome.reason();
            ++ply;
            ASSERT_EQ(state->history().size(), ply);
            ASSERT_EQ(state->history().back(), text);
            if (info.invariants) {
                const char* broken = info.invariants(*state);
                ASSERT_EQ(broken, nullptr) << broken << ", after " << text;
            }
            // Every move is told, to the table and to each seat.
            ASSERT_FALSE(state->describeMove(ply - 1).empty()) << text;
            if (deep) {
                for (int p = 0; p < state->playerCount(); ++p)
                    ASSERT_FALSE(state->describeMove(ply - 1, p).empty()) << text;
            }

            const auto clone = state->clone();
            ASSERT_TRUE(clone->equals(*state));
            ASSERT_TRUE(state->equals(*clone));
            if (deep) {
                ASSERT_EQ(clone->toJson(), state->toJson());
                ASSERT_EQ(clone->history(), state->history());
            }
        }
        ASSERT_NO_FATAL_FAILURE(checkLegalActions(*state, true));
        ASSERT_FALSE(state->apply(state->history().back())) << "an action after the end";
        ASSERT_FALSE(state->winners().empty());
        for (int w : state->winners())
            ASSERT_TRUE(w >= 0 && w < state->playerCount());
        ASSERT_FALSE(state->winReason().empty());
        ASSERT_EQ(state->toJson(), state->clone()->toJson());

        // The record of the history replays, through the text path, to the same state.
        record.actions = state->history();
        auto replayed = replay(record);
        ASSERT_TRUE(replayed) << replayed.error();
        ASSERT_TRUE((*replayed)->equals(*state));
        ASSERT_EQ((*replayed)->toJson(), state->toJson());
        for (std::size_t i = 0; i < ply; ++i)
            ASSERT_EQ((*replayed)->describeMove(i), state->describeMove(i));
        totalActions += static_cast<long long>(ply);
    }
    RecordProperty("averageActions", std::to_string(totalActions / static_cast<long long>(kGames)));
}

TEST_P(Generic, TheFastPathPlaysTheSameGames)
{
    // playRandomly() (typed, no strings) and apply(text) with the same choices reach the same state.
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        auto start = startState(recordFor(game(), rules(), seed));
        ASSERT_TRUE(start) << start.error();
        std::unique_ptr<State> fast = std::move(*start);
        std::unique_ptr<State> slow = fast->clone();
        Rng rng(seed);
        const long long played = fast->playRandomly(rng);
        ASSERT_TRUE(fast->isFinished());
        ASSERT_EQ(static_cast<long long>(fast->history().size()), played);
        for (const std::string& action : fast->history())
            ASSERT_TRUE(slow->apply(action)) << action;
        ASSERT_TRUE(slow->equals(*fast));
        ASSERT_EQ(slow->toJson(), fast->toJson());
    }
}

TEST_P(Generic, NewGamesAreDealtFromTheirSeed)
{
    auto start = startState(recordFor(game(), rules(), 5));
    ASSERT_TRUE(start) << start.error();
    const State& state = **start;
    const auto a = state.newGame(42), b = state.newGame(42);
    ASSERT_TRUE(a->equals(*b));
    ASSERT_EQ(a->toJson(), b->toJson());
    ASSERT_EQ(a->playerCount(), state.playerCount());
    ASSERT_EQ(a->gameName(), state.gameName());
    ASSERT_FALSE(a->isFinished());
    ASSERT_TRUE(a->history().empty());
    // Another seed deals another game (some seed among a few: deals can coincide by chance).
    bool differs = false;
    for (std::uint64_t seed = 43; seed < 53 && !differs; ++seed)
        differs = !state.newGame(seed)->equals(*a);
    ASSERT_TRUE(differs);
}

TEST_P(Generic, EveryBotLevelPlaysALegalAction)
{
    auto start = startState(recordFor(game(), rules(), 3));
    ASSERT_TRUE(start) << start.error();
    std::unique_ptr<State> state = std::move(*start);
    Rng rng(3);
    for (int i = 0; i < 7 && !state->isFinished(); ++i) {
        const auto legal = state->legalActions();
        ASSERT_TRUE(state->apply(legal[static_cast<std::size_t>(rng.below(legal.size()))].text));
    }
    ASSERT_FALSE(state->isFinished());
    std::vector<std::string> levels = game().botLevels;
    levels.push_back("random");
    for (const std::string& level : levels) {
        SCOPED_TRACE(level);
        BotOptions options;
        options.iterations = 20;
        const auto bot = makeBot(game().name, level, 3, *state->currentPlayer(), options);
        ASSERT_TRUE(bot);
        const std::string action = bot->chooseAction(*state);
        ASSERT_TRUE(state->check(action)) << action;
    }
}

// An online table's position (GameInfo::fromObservationJson): at positions of random games, each
// seat's observation JSON read back gives a world that shows that seat exactly the same JSON and the
// same legal actions, holds the record's history, and is the same world for the same seed.
TEST_P(Generic, ObservationJsonReadsBackIntoAConsistentWorld)
{
    const GameInfo& info = game();
    ASSERT_TRUE(info.fromObservationJson);
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        Record record = recordFor(info, rules(), seed);
        auto start = startState(record);
        ASSERT_TRUE(start) << start.error();
        std::unique_ptr<State> state = std::move(*start);
        Rng rng(seed);
        for (std::size_t step = 0;; ++step) {
            if (step % 3 == 0 || state->isFinished()) {
                Record table = record;
                table.seed = 0; // the server keeps the seed secret
                table.actions = state->history();
                for (int seat = 0; seat < state->playerCount(); ++seat) {
                    SCOPED_TRACE("action " + std::to_string(step) + ", seat " + std::to_string(seat));
                    const Json json = state->observationJson(seat);
                    auto world = info.fromObservationJson(table, json, 1000 + step);
                    ASSERT_TRUE(world) << world.error();
                    ASSERT_EQ((*world)->gameName(), info.name);
                    ASSERT_EQ((*world)->observationJson(seat), json);
                    ASSERT_EQ((*world)->history(), state->history());
                    ASSERT_EQ((*world)->currentPlayer(), state->currentPlayer());
                    ASSERT_EQ((*world)->isFinished(), state->isFinished());
                    ASSERT_EQ((*world)->winners(), state->winners());
                    if (state->currentPlayer() == seat) {
                        ASSERT_EQ((*world)->legalActions(), state->legalActions());
                    }
                    auto again = info.fromObservationJson(table, json, 1000 + step);
                    ASSERT_TRUE(again) << again.error();
                    ASSERT_TRUE((*world)->equals(**again)) << "the same seed gave another world";
                }
            }
            if (state->isFinished())
                break;
            const auto legal = state->legalActions();
            ASSERT_TRUE(state->apply(legal[static_cast<std::size_t>(rng.below(legal.size()))].text));
        }
    }
}

// Untrusted observation JSON: each damaged copy of a real one is refused with a sentence naming the
// observation, never a crash or a world.
TEST_P(Generic, MalformedObservationJsonIsRefusedWithAReason)
{
    const GameInfo& info = game();
    Record record = recordFor(info, rules(), 4);
    auto start = startState(record);
    ASSERT_TRUE(start) << start.error();
    std::unique_ptr<State> state = std::move(*start);
    Rng rng(4);
    for (int i = 0; i < 9 && !state->isFinished(); ++i) {
        const auto legal = state->legalActions();
        ASSERT_TRUE(state->apply(legal[static_cast<std::size_t>(rng.below(legal.size()))].text));
    }
    Record table = record;
    table.actions = state->history();
    const Json good = state->observationJson(0);
    ASSERT_TRUE(info.fromObservationJson(table, good, 1));
    std::vector<Json> bad = {Json(nullptr), Json::array(), Json("text"), Json(7), Json::object()};
    Json otherGame = good;
    otherGame["game"] = "chess";
    bad.push_back(otherGame);
    for (const auto& [key, value] : good.items()) {
        if (key == "game")
            continue;
        Json missing = good;
        missing.erase(key);
        bad.push_back(missing);
        for (const Json& wrong : {Json("Z9"), Json(-5), Json(1e9), Json::array({Json::array({"??"})}),
                                  Json::object({{"x", 1}}), Json(true)}) {
            Json damaged = good;
            damaged[key] = wrong;
            if (damaged != good && !(key == "winner" && wrong.is_boolean()))
                bad.push_back(damaged);
        }
    }
    int refused = 0;
    for (const Json& json : bad) {
        SCOPED_TRACE(json.dump().substr(0, 300));
        auto world = info.fromObservationJson(table, json, 1);
        if (world) {
            // A damage that still reads as a possible observation must give a world that shows it.
            ASSERT_EQ((*world)->observationJson(0), json);
            continue;
        }
        ++refused;
        EXPECT_EQ(world.error().rfind("observation", 0), 0u) << world.error();
    }
    EXPECT_GT(refused, static_cast<int>(bad.size()) * 3 / 4);
}

INSTANTIATE_TEST_SUITE_P(Games, Generic, ::testing::ValuesIn(allCases()),
                         [](const ::testing::TestParamInfo<Case>& info) { return caseName(info.param); });

TEST(Registry, EveryListedGameIsRegisteredInOrder)
{
    // TIDEPOOL_GAMES of engine/CMakeLists.txt (kListedGames): the games this program must hold, first, in the app's
    // order. Games registered by a test program only (the example game of tests/example_game/) are
    // not listed there: games() puts them after the listed ones, by name.
    std::istringstream listed(kListedGames);
    std::vector<std::string> expected;
    for (std::string name; listed >> name;)
        expected.push_back(name);
    ASSERT_FALSE(expected.empty());
    std::vector<std::string> registered;
    for (const GameInfo& game : games())
        registered.push_back(game.name);
    ASSERT_GE(registered.size(), expected.size());
    EXPECT_EQ(std::vector<std::string>(registered.begin(), registered.begin() + static_cast<std::ptrdiff_t>(expected.size())),
              expected);
    EXPECT_TRUE(std::is_sorted(registered.begin() + static_cast<std::ptrdiff_t>(expected.size()), registered.end()));
}

TEST(Registry, EveryEntryIsComplete)
{
    for (const GameInfo& game : games()) {
        SCOPED_TRACE(game.name);
        EXPECT_EQ(findGame(game.name), &game);
        EXPECT_FALSE(game.title.empty());
        EXPECT_TRUE(game.start);
        EXPECT_TRUE(game.makeBot || game.botLevels.empty());
        EXPECT_NE(game.invariants, nullptr);
        EXPECT_TRUE(game.fromObservationJson);
        EXPECT_FALSE(game.ruleSets.empty());
        EXPECT_TRUE(game.ruleSets.front().name.empty()) << "the main rule set comes first, unnamed";
        EXPECT_LE(2, game.minPlayers);
        EXPECT_LE(game.minPlayers, game.maxPlayers);
        EXPECT_GT(game.maxActions, 0);
        // The defaults are valid options, and every rule set's options are too.
        EXPECT_TRUE(resolveOptions(game, Json::object()));
        for (const RuleSet& rules : game.ruleSets)
            for (std::uint64_t seed = 0; seed < 30; ++seed)
                EXPECT_TRUE(resolveOptions(game, rules.options(seed))) << rules.name << " seed " << seed;
    }
    EXPECT_EQ(findGame("no such game"), nullptr);
    // A record of an unknown game is refused with the list of the games there are.
    std::string known;
    for (const GameInfo& game : games())
        known += (known.empty() ? "" : ", ") + game.name;
    Record record;
    record.game = "chess";
    record.players = {PlayerSpec{"A", "human", {}}, PlayerSpec{"B", "human", {}}};
    auto state = startState(record);
    ASSERT_FALSE(state);
    EXPECT_EQ(state.error(), "unknown game \"chess\" (" + known + ")");
}

} // namespace

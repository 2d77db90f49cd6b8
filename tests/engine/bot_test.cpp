// Computer players (docs/ai.md): a bot decides from its own player's observation only, so its
// choice never changes when hidden information it cannot see changes; sampled worlds agree with
// the observation; decisions replay exactly; every level plays whole games legally.
#include "bots/bot.h"
#include "mini/mini_bots.h"
#include "ribbit/ribbit_bots.h"
#include "ripple/ripple_bots.h"
#include "core/record.h"

#include <gtest/gtest.h>

#include <cctype>
#include <map>

using namespace tidepool;

namespace {

struct Case
{
    const char* game;
    int players;
    Json options;
};

std::ostream& operator<<(std::ostream& out, const Case& c)
{
    return out << c.game << "_" << c.players << "_" << c.options.dump();
}

std::unique_ptr<State> startGame(const Case& c, std::uint64_t seed)
{
    Record record;
    record.game = c.game;
    record.seed = seed;
    record.options = c.options.is_null() ? Json::object() : c.options;
    for (int p = 0; p < c.players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "bot:random", {}});
    auto state = startState(record);
    EXPECT_TRUE(state.hasValue()) << (state ? "" : state.error());
    return std::move(*state);
}

/// Plays `steps` random actions (fewer if the game ends).
void advance(State& state, int steps, Rng& rng)
{
    for (int i = 0; i < steps && !state.isFinished(); ++i) {
        const auto actions = state.legalActions();
        ASSERT_TRUE(state.apply(actions[static_cast<std::size_t>(rng.below(actions.size()))].text));
    }
}

/// A full state consistent with what `state`'s player to act sees, its hidden parts sampled anew.
std::unique_ptr<State> resample(const State& state, Rng& rng)
{
    const int p = *state.currentPlayer();
    if (auto* s = dynamic_cast<const ribbit::RibbitState*>(&state))
        return ribbit::sampleWorld(s->observation(p), rng);
    if (auto* s = dynamic_cast<const mini::MiniState*>(&state))
        return mini::sampleWorld(s->observation(p), rng);
    auto* s = dynamic_cast<const ripple::RippleState*>(&state);
    return ripple::sampleWorld(s->observation(p), std::make_shared<const ripple::Catalogue>(s->catalogue()), rng);
}

/// What the acting player sees, without the parts a sampled world does not rebuild (the action
/// history of the record, which the observation's turns already hold).
Json seen(const State& state)
{
    Json json = state.observationJson(*state.currentPlayer());
    json.erase("actions");
    json.erase("history");
    return json;
}

/// Everything, hidden parts included (Ripple's state JSON hides face-down cards from everyone).
Json everything(const State& state)
{
    Json json = state.toJson();
    if (auto* s = dynamic_cast<const ripple::RippleState*>(&state)) {
        Json cards = Json::array();
        for (const auto& card : s->allCards())
            cards.push_back(card.toString());
        json["allCards"] = cards;
    }
    return json;
}

class BotProperty : public ::testing::TestWithParam<Case>
{
};

TEST_P(BotProperty, SampledWorldsAgreeWithTheObservationAndDifferInHiddenInformation)
{
    const Case c = GetParam();
    Rng rng(11);
    int differing = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto state = startGame(c, seed);
        advance(*state, static_cast<int>(seed * 3 % 40), rng);
        if (state->isFinished())
            continue;
        auto world = resample(*state, rng);
        EXPECT_EQ(seen(*world), seen(*state)) << "seed " << seed;
        // The sampled world plays on legally: the same legal actions for the player to act.
        EXPECT_EQ(world->legalActions(), state->legalActions()) << "seed " << seed;
        differing += everything(*world) != everything(*state) ? 1 : 0;
    }
    EXPECT_GT(differing, 10); // the hidden parts really are resampled
}

/// Calls `fn(state, seed)` on one mid-game state per seed 1-8 (the game started with that seed,
/// then seed * 5 % 30 random actions played), skipping games that ended; returns how many it was
/// called on. The two bot-choice tests below compare choices on these states.
template <typename Fn>
int forEachMidGameState(const Case& c, Rng& rng, Fn&& fn)
{
    int visited = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        auto state = startGame(c, seed);
        advance(*state, static_cast<int>(seed * 5 % 30), rng);
        if (state->isFinished())
            continue;
        fn(*state, seed);
        ++visited;
    }
    return visited;
}

TEST_P(BotProperty, ChoiceIsUnchangedWhenHiddenInformationChanges)
{
    const Case c = GetParam();
    Rng rng(5);
    for (const std::string level : {"easy", "medium", "hard"}) {
        const int compared = forEachMidGameState(c, rng, [&](const State& state, std::uint64_t seed) {
            // Two states that differ only in what the player to act cannot see.
            auto other = resample(state, rng);
            ASSERT_EQ(seen(*other), seen(state));
            ASSERT_NE(everything(*other), everything(state)) << "seed " << seed;
            const int seat = *state.currentPlayer();
            BotOptions options;
            options.iterations = 40;
            auto botA = makeBot(c.game, level, seed, seat, options);
            auto botB = makeBot(c.game, level, seed, seat, options);
            const Decision a = botA->decide(state);
            const Decision b = botB->decide(*other);
            EXPECT_EQ(a.action, b.action) << level << " seed " << seed;
            EXPECT_EQ(a.reason, b.reason) << level << " seed " << seed;
            EXPECT_TRUE(state.check(a.action)) << level << " chose " << a.action;
        });
        EXPECT_GE(compared, 5) << level;
    }
}

TEST_P(BotProperty, DecisionsReplayAndEveryLevelFinishesLegalGames)
{
    const Case c = GetParam();
    for (const std::string level : {"easy", "medium", "hard"}) {
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            std::vector<std::string> first;
            for (int run = 0; run < 2; ++run) {
                auto state = startGame(c, seed);
                BotOptions options;
                options.iterations = 12;
                std::vector<std::unique_ptr<Bot>> bots;
                for (int p = 0; p < c.players; ++p)
                    bots.push_back(makeBot(c.game, level, seed, p, options));
                while (!state->isFinished() && state->history().size() < 3000) {
                    const std::string action = bots[static_cast<std::size_t>(*state->currentPlayer())]->chooseAction(*state);
                    ASSERT_TRUE(state->apply(action)) << level << ": " << action;
                }
                EXPECT_TRUE(state->isFinished()) << level;
                if (run == 0)
                    first = state->history();
                else
                    EXPECT_EQ(state->history(), first) << level << " seed " << seed; // the same game again
            }
        }
    }
}

/// The typed bot's choice (the simulations' fast path) as notation: makeTypedBot(level, botSeed).
std::string typedChoice(const State& state, const std::string& level, std::uint64_t seed, BotOptions options)
{
    const std::uint64_t s = botSeed(seed, *state.currentPlayer());
    if (auto* r = dynamic_cast<const ribbit::RibbitState*>(&state))
        return ribbit::makeTypedBot(level, s, options)->chooseMove(*r).toString();
    if (auto* m = dynamic_cast<const mini::MiniState*>(&state))
        return mini::makeTypedBot(level, s, options)->chooseMove(*m).toString();
    return ripple::makeTypedBot(level, s, options)->chooseMove(dynamic_cast<const ripple::RippleState&>(state)).toString();
}

TEST_P(BotProperty, TypedBotsChooseWhatBotsChoose)
{
    // Simulations play the typed bots; records and the app the string ones: the same action.
    const Case c = GetParam();
    Rng rng(11);
    BotOptions options;
    options.iterations = 25;
    for (const std::string level : {"easy", "medium", "hard"}) {
        const int compared = forEachMidGameState(c, rng, [&](const State& state, std::uint64_t seed) {
            const std::string expected = makeBot(c.game, level, seed, *state.currentPlayer(), options)->chooseAction(state);
            EXPECT_EQ(typedChoice(state, level, seed, options), expected) << level << " seed " << seed;
        });
        EXPECT_GE(compared, 5) << level;
    }
}

INSTANTIATE_TEST_SUITE_P(Games, BotProperty,
                         ::testing::Values(Case{"ribbit", 2, Json::object()}, Case{"ribbit", 4, Json::object()},
                                           Case{"ribbit", 3, Json{{"openColors", true}}},
                                           Case{"mini", 2, Json::object()}, Case{"mini", 4, Json::object()},
                                           Case{"mini", 3, Json{{"variant", "advanced"}}},
                                           Case{"ripple", 2, Json{{"rounds", 1}}},
                                           Case{"ripple", 3, Json{{"rounds", 1}}}),
                         [](const ::testing::TestParamInfo<Case>& info) {
                             std::string name = std::string(info.param.game) + std::to_string(info.param.players) +
                                                "p" + std::to_string(info.index);
                             return name;
                         });

TEST(Bots, UnknownLevelsPlayRandomlyAndTheLevelsAreListed)
{
    EXPECT_EQ(botLevels(), (std::vector<std::string>{"random", "easy", "medium", "hard"}));
    Case c{"ribbit", 2, Json::object()};
    auto state = startGame(c, 3);
    auto bot = makeBot("ribbit", "genius", 3, 0);
    EXPECT_TRUE(state->check(bot->chooseAction(*state)));
    EXPECT_EQ(bot->decide(*state).reason, "");
}

/// The colour names of both turtle races, as whole words.
bool namesAColour(const std::string& text)
{
    std::vector<std::string> names;
    for (ribbit::Color c : ribbit::kColors)
        names.push_back(ribbit::colorName(c));
    for (mini::Color c : mini::kColors)
        names.push_back(mini::colorName(c));
    const auto isLetter = [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) != 0; };
    for (const std::string& name : names)
        for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1))
            if ((at == 0 || !isLetter(text[at - 1])) &&
                (at + name.size() == text.size() || !isLetter(text[at + name.size()])))
                return true;
    return false;
}

// Learning mode's "Suggest a move" shows a decision's reason to the whole table. Beyond the
// explanation of the move itself (which the suggestion shows anyway), no reason of any level of
// any game names a colour: not the player's secret colour ("best for your yellow turtle"), and not
// the colours it believes its rivals hold, which would narrow the secret down (issue 17).
TEST(Bots, NoReasonNamesAColourBeyondTheMove)
{
    const std::vector<Case> cases = {Case{"ribbit", 2, Json::object()}, Case{"ribbit", 5, Json::object()},
                                     Case{"mini", 2, Json::object()}, Case{"mini", 4, Json{{"variant", "advanced"}}},
                                     Case{"ripple", 2, Json::object()}};
    BotOptions quick;
    quick.iterations = 24; // the reason's form, not the play's strength
    int reasons = 0;
    for (const Case& c : cases)
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            auto state = startGame(c, seed);
            Rng rng(seed);
            for (int turn = 0; turn < 8 && !state->isFinished(); ++turn) {
                const int player = *state->currentPlayer();
                std::map<std::string, std::string> explanations;
                for (const LegalAction& a : state->legalActions())
                    explanations[a.text] = a.explanation;
                for (const std::string& level : botLevels()) {
                    const Decision d = makeBot(c.game, level, seed, player, quick)->decide(*state);
                    if (d.reason.empty())
                        continue;
                    ++reasons;
                    const std::string& explanation = explanations[d.action];
                    ASSERT_EQ(d.reason.rfind(explanation, 0), 0u)
                        << c << " " << level << ": \"" << d.reason << "\" does not start with the move's explanation";
                    EXPECT_FALSE(namesAColour(d.reason.substr(explanation.size())))
                        << c << " " << level << " seed " << seed << ": \"" << d.reason << "\"";
                }
                advance(*state, 1, rng);
            }
        }
    EXPECT_GT(reasons, 100);
}

TEST(Bots, MediumGivesAReasonInOneLine)
{
    for (const char* game : {"ribbit", "mini", "ripple"}) {
        auto state = startGame(Case{game, 2, Json::object()}, 9);
        Rng rng(2);
        advance(*state, 6, rng);
        const Decision d = makeBot(game, "medium", 9, *state->currentPlayer())->decide(*state);
        EXPECT_TRUE(state->check(d.action)) << game;
        EXPECT_FALSE(d.reason.empty()) << game;
        EXPECT_EQ(d.reason.find('\n'), std::string::npos) << game;
    }
}

} // namespace

TEST(Bots, RippleComputersEndARoundThatStalls)
{
    // Each kept its last card face down rather than end a round it was not winning, and the round
    // went on without end (found by `simulate`; ruling 11 only ends a round whose draw pile cannot
    // be rebuilt). Two Medium players from seed 145 passed cards between their discard piles for
    // ever; Hard (800 playouts) against Medium from seed 605 did the same in round 3. With the rule,
    // the stalled round ends at 30 turns each; a normal three-round game takes about 190 actions.
    struct Stall
    {
        std::uint64_t seed;
        const char* first;
        int iterations;
    };
    for (const Stall stall : {Stall{145, "medium", 0}, Stall{605, "hard", 800}}) {
        auto state = startGame(Case{"ripple", 2, Json::object()}, stall.seed);
        BotOptions options;
        options.iterations = stall.iterations;
        std::vector<std::unique_ptr<Bot>> bots;
        bots.push_back(makeBot("ripple", stall.first, stall.seed, 0, options));
        bots.push_back(makeBot("ripple", "medium", stall.seed, 1, options));
        while (!state->isFinished() && state->history().size() < 3000)
            ASSERT_TRUE(state->apply(bots[static_cast<std::size_t>(*state->currentPlayer())]->chooseAction(*state)));
        std::string last;
        const auto& history = state->history();
        for (std::size_t i = history.size() > 24 ? history.size() - 24 : 0; i < history.size(); ++i)
            last += history[i] + "\n";
        EXPECT_TRUE(state->isFinished()) << stall.first << " vs medium, seed " << stall.seed << ", the last actions:\n" << last;
    }
}

TEST(Bots, HardSearchesTheGamesDefaultBudgetWhenNoneIsGiven)
{
    // BotOptions::iterations 0 is the game's default budget (docs/ai.md gives each and measures Hard
    // at it); a Hard reason names the playouts it had ("... sampled playouts (of 9600)").
    struct Default
    {
        Case game;
        int budget;
    };
    for (const Default& d : {Default{Case{"ribbit", 2, Json::object()}, ribbit::kHardIterations},
                            Default{Case{"mini", 2, Json::object()}, mini::kHardIterations},
                            Default{Case{"mini", 2, Json{{"variant", "advanced"}}}, mini::kHardIterations},
                            Default{Case{"ripple", 2, Json::object()}, ripple::kHardIterations}}) {
        Rng rng(3);
        bool searched = false;
        for (std::uint64_t seed = 1; seed <= 8 && !searched; ++seed) {
            auto state = startGame(d.game, seed);
            advance(*state, 6, rng);
            if (state->isFinished())
                continue;
            const Decision decision = makeBot(d.game.game, "hard", seed, *state->currentPlayer())->decide(*state);
            if (decision.reason.find("sampled playouts") == std::string::npos)
                continue; // one candidate only: nothing to search
            searched = true;
            EXPECT_NE(decision.reason.find("(of " + std::to_string(d.budget) + ")"), std::string::npos)
                << d.game << ": " << decision.reason;
        }
        EXPECT_TRUE(searched) << d.game;
    }
}

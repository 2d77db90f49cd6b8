// State::preview (the app's "Done / Take back", issue 17): the play of an action without what
// follows it unseen. Ribbit and Mini: the board after the play, the hand less the card, the card on
// its pile and the move, but no card drawn, no lettuce laid out, the same player to act, the game
// not over and nothing secret revealed; an illegal action has no preview; Ripple has none.
#include "core/record.h"
#include "mini/mini.h"
#include "ribbit/ribbit.h"

#include <gtest/gtest.h>

using namespace tidepool;

namespace {

std::unique_ptr<State> start(const std::string& game, int players, std::uint64_t seed, Json options = Json::object())
{
    Record record;
    record.game = game;
    record.seed = seed;
    record.options = std::move(options);
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "human", {}});
    auto state = startState(record);
    EXPECT_TRUE(state.hasValue());
    return std::move(*state);
}

template <class Card>
std::vector<Card> without(std::vector<Card> hand, Card card)
{
    hand.erase(std::find(hand.begin(), hand.end(), card));
    return hand;
}

} // namespace

TEST(Preview, RibbitShowsThePlayWithoutTheDraw)
{
    int previews = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto state = start("ribbit", 2 + int(seed % 4), seed);
        Rng rng(seed);
        while (!state->isFinished()) {
            const auto& game = dynamic_cast<const ribbit::RibbitState&>(*state);
            const int me = *state->currentPlayer();
            const auto actions = state->legalActions();
            for (const LegalAction& a : actions) {
                const auto shown = state->preview(a.text);
                ASSERT_TRUE(shown) << a.text;
                const auto& p = dynamic_cast<const ribbit::RibbitState&>(*shown);
                auto applied = state->clone();
                ASSERT_TRUE(applied->apply(a.text));
                const auto& after = dynamic_cast<const ribbit::RibbitState&>(*applied);
                const auto action = *ribbit::Action::parse(a.text);
                EXPECT_EQ(p.track(), after.track()) << a.text;
                EXPECT_EQ(std::vector<ribbit::Card>(p.hand(me)), without(std::vector<ribbit::Card>(game.hand(me)), action.card));
                EXPECT_EQ(std::vector<ribbit::Card>(p.drawPile()), std::vector<ribbit::Card>(game.drawPile())) << "nothing drawn";
                EXPECT_EQ(p.playedCards().size(), game.playedCards().size() + 1);
                EXPECT_EQ(p.playedCards().back(), action.card);
                EXPECT_EQ(p.currentPlayer(), state->currentPlayer());
                EXPECT_FALSE(p.isFinished()) << "the end (and every colour) shows only once the play is done";
                EXPECT_EQ(p.history(), state->history());
                ASSERT_EQ(p.moves().size(), game.moves().size() + 1);
                EXPECT_EQ(p.moves().back().action, action);
                EXPECT_EQ(p.moves().back().finished, after.moves().back().finished);
                for (int other = 0; other < state->playerCount(); ++other) {
                    if (other != me && !p.rules().openColors) {
                        EXPECT_FALSE(p.observation(me).colors[std::size_t(other)].has_value());
                    }
                }
                ++previews;
            }
            ASSERT_TRUE(state->apply(actions[std::size_t(rng.below(actions.size()))].text));
        }
    }
    EXPECT_GT(previews, 1000);
}

TEST(Preview, MiniShowsThePlayWithoutTheDrawOrALettuce)
{
    int previews = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        auto state = start("mini", 2 + int(seed % 4), seed,
                           seed % 2 ? Json{{"variant", "advanced"}} : Json::object());
        Rng rng(seed);
        for (int turn = 0; turn < 60 && !state->isFinished(); ++turn) {
            const auto& game = dynamic_cast<const mini::MiniState&>(*state);
            const int me = *state->currentPlayer();
            const auto actions = state->legalActions();
            for (const LegalAction& a : actions) {
                const auto shown = state->preview(a.text);
                ASSERT_TRUE(shown) << a.text;
                const auto& p = dynamic_cast<const mini::MiniState&>(*shown);
                const auto action = *mini::Action::parse(a.text);
                EXPECT_EQ(p.row(), mini::applyPlay(game.rules(), game.row(), action)) << a.text;
                EXPECT_EQ(p.hand(me), without(game.hand(me), action.card));
                EXPECT_EQ(p.drawPile(), game.drawPile()) << "nothing drawn";
                EXPECT_EQ(p.lettuce(), game.lettuce()) << "no lettuce laid out";
                EXPECT_EQ(p.discardPile().back(), action.card);
                EXPECT_EQ(p.round(), game.round());
                EXPECT_EQ(p.currentPlayer(), state->currentPlayer());
                EXPECT_FALSE(p.isFinished());
                EXPECT_EQ(p.history(), state->history());
                ASSERT_EQ(p.moves().size(), game.moves().size() + 1);
                EXPECT_EQ(p.moves().back().action, action);
                EXPECT_EQ(p.moves().back().lettuces, 0);
                EXPECT_TRUE(p.moves().back().raceEnds.empty());
                ++previews;
            }
            ASSERT_TRUE(state->apply(actions[std::size_t(rng.below(actions.size()))].text));
        }
    }
    EXPECT_GT(previews, 1000);
}

TEST(Preview, NoneForAnIllegalActionNorInRipple)
{
    auto ribbit = start("ribbit", 2, 3);
    EXPECT_EQ(ribbit->preview("nonsense"), nullptr);
    EXPECT_EQ(ribbit->preview("discard R+"), nullptr) << "a discard is legal only with no playable card";
    auto mini = start("mini", 2, 3);
    EXPECT_EQ(mini->preview("R+++ K1"), nullptr);
    auto ripple = start("ripple", 2, 3);
    const auto actions = ripple->legalActions();
    ASSERT_FALSE(actions.empty());
    EXPECT_EQ(ripple->preview(actions.front().text), nullptr) << "Ripple's actions show at once (and undo takes them back)";
}

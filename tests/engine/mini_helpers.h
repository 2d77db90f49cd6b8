#pragma once
// Helpers for Turtle Race Mini tests: explicit setups built from a few named cards and a row, the
// rest of the deck filled in, and whole-state invariants.
#include "core/record.h"
#include "mini/mini.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

namespace mini_test {

using namespace tidepool;
using namespace tidepool::mini;

inline Card card(const std::string& text)
{
    auto c = Card::parse(text);
    EXPECT_TRUE(c.has_value()) << "bad card in test: " << text;
    return c.value_or(Card{});
}

inline Tile tile(const std::string& text)
{
    auto t = Tile::parse(text);
    EXPECT_TRUE(t.has_value()) << "bad tile in test: " << text;
    return t.value_or(Tile{});
}

using RowSpec = std::vector<std::vector<std::string>>;

/// An explicit Mini setup. Cards not named in hands, deckTop or discard fill the rest of the draw
/// pile (below deckTop) in card order, so the lettuces not laid out lie at the very bottom; hands
/// shorter than 5 are filled from the same rest. The row must name every tile not out.
struct SetupSpec
{
    Rules rules;
    std::vector<std::string> colors = {"G", "Y"};
    RowSpec row = {{"R1"}, {"R2"}, {"Y1"}, {"Y2"}, {"G1"}, {"G2"},
                   {"B1"}, {"B2"}, {"P1"}, {"P2"}, {"K1"}, {"K2"}};
    std::vector<std::vector<std::string>> hands;
    std::vector<std::string> deckTop; ///< top first
    std::vector<std::string> discard; ///< top first
    int lettuce = 0;
    std::vector<std::string> out;
    int round = 1;
    int current = 0;
    bool restToDiscard = false; ///< put the unnamed cards (not lettuces) on the discard pile

    Json json() const
    {
        std::vector<Card> rest = Rules::deckCards();
        auto takeCard = [&](const std::string& text) {
            const Card c = card(text);
            auto it = std::find(rest.begin(), rest.end(), c);
            if (it == rest.end()) {
                ADD_FAILURE() << "test setup uses more " << text << " cards than the deck has";
                return;
            }
            rest.erase(it);
        };
        for (int i = 0; i < lettuce; ++i)
            takeCard("lettuce");
        for (const auto& hand : hands)
            for (const auto& c : hand)
                takeCard(c);
        for (const auto& c : deckTop)
            takeCard(c);
        for (const auto& c : discard)
            takeCard(c);
        Json handsJson = Json::array();
        for (std::size_t p = 0; p < colors.size(); ++p) {
            std::vector<std::string> hand = p < hands.size() ? hands[p] : std::vector<std::string>{};
            while (hand.size() < kHandSize && !rest.empty() && !rest.front().isLettuce()) {
                hand.push_back(rest.front().toString());
                rest.erase(rest.begin());
            }
            handsJson.push_back(hand);
        }
        Json deck = deckTop;
        Json discardJson = discard;
        for (Card c : rest)
            (restToDiscard && !c.isLettuce() ? discardJson : deck).push_back(c.toString());
        return Json{{"colors", colors},       {"row", row},         {"hands", handsJson}, {"deck", deck},
                    {"discard", discardJson}, {"lettuce", lettuce}, {"out", out},         {"round", round},
                    {"current", current}};
    }

    std::unique_ptr<MiniState> build(std::uint64_t seed = 0) const
    {
        auto state = MiniState::fromSetup(rules, static_cast<int>(colors.size()), json(), seed);
        if (!state) {
            ADD_FAILURE() << "setup refused: " << state.error();
            return nullptr;
        }
        return std::move(*state);
    }
};

/// The row as tile names, front first, each stack bottom first.
inline RowSpec rowOf(const Row& row)
{
    RowSpec result;
    for (const Stack& stack : row.stacks) {
        std::vector<std::string> names;
        for (Tile t : stack)
            names.push_back(t.toString());
        result.push_back(names);
    }
    return result;
}

inline std::vector<std::string> names(const std::vector<Tile>& tiles)
{
    std::vector<std::string> result;
    for (Tile t : tiles)
        result.push_back(t.toString());
    return result;
}

inline std::vector<std::string> legalTexts(const State& state)
{
    std::vector<std::string> texts;
    for (const LegalAction& a : state.legalActions())
        texts.push_back(a.text);
    return texts;
}

/// All 50 cards once across hands, draw pile, discard pile and the laid-out lettuces; no lettuce
/// held or discarded; every tile once in the row or out; no empty stack; black never out; at most
/// three lettuces laid out (fewer than three while the game goes on).
inline ::testing::AssertionResult invariantsHold(const MiniState& state)
{
    std::array<int, kCardTypes> expected{}, actual{};
    for (Card c : Rules::deckCards())
        ++expected[c.index()];
    for (int p = 0; p < state.playerCount(); ++p)
        for (Card c : state.hand(p)) {
            if (c.isLettuce())
                return ::testing::AssertionFailure() << "player " << p << " holds a lettuce";
            ++actual[c.index()];
        }
    for (Card c : state.drawPile())
        ++actual[c.index()];
    for (Card c : state.discardPile()) {
        if (c.isLettuce())
            return ::testing::AssertionFailure() << "a lettuce is in the discard pile";
        ++actual[c.index()];
    }
    actual[Card::neutral(CardKind::Lettuce).index()] += state.lettuce();
    for (int i = 0; i < kCardTypes; ++i)
        if (expected[i] != actual[i])
            return ::testing::AssertionFailure() << "card " << Card::fromIndex(i).toString() << ": deck has "
                                                 << expected[i] << ", state has " << actual[i];
    if (state.lettuce() < 0 || state.lettuce() > kLettuceCount ||
        (!state.isFinished() && state.lettuce() == kLettuceCount))
        return ::testing::AssertionFailure() << state.lettuce() << " lettuces laid out";
    std::array<int, kTileCount> seen{};
    for (const Stack& stack : state.row().stacks) {
        if (stack.empty())
            return ::testing::AssertionFailure() << "empty stack in the row";
        for (Tile t : stack)
            ++seen[t.index()];
    }
    for (Tile t : state.out()) {
        if (t.isBlack())
            return ::testing::AssertionFailure() << t.toString() << " is out";
        ++seen[t.index()];
    }
    for (Tile t : allTiles())
        if (seen[t.index()] != 1)
            return ::testing::AssertionFailure()
                   << "tile " << t.toString() << " appears " << seen[t.index()] << " times";
    return ::testing::AssertionSuccess();
}

} // namespace mini_test

#pragma once
// Helpers for Ribbit tests: explicit setups built from a few named cards, the rest of the deck
// filled in, and whole-state invariants.
#include "core/record.h"
#include "ribbit/ribbit.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ribbit_test {

using namespace tidepool;
using namespace tidepool::ribbit;

inline Card card(const std::string& text)
{
    auto c = Card::parse(text);
    EXPECT_TRUE(c.has_value()) << "bad card in test: " << text;
    return c.value_or(Card{});
}

/// An explicit Ribbit setup. Cards not named in hands, deckTop or discard fill the rest of the
/// draw pile (below deckTop) in card order; hands shorter than 5 are filled from the same rest.
struct SetupSpec
{
    Rules rules;
    std::vector<std::string> colors = {"R", "Y"};
    /// Space -> stacks, each bottom first. Default: every turtle side by side on START.
    std::map<std::string, std::vector<std::vector<std::string>>> track;
    std::vector<std::vector<std::string>> hands;
    std::vector<std::string> deckTop; ///< top first
    std::vector<std::string> discard; ///< top first
    int current = 0;
    bool restToDiscard = false; ///< put the unnamed cards on the played pile instead of the draw pile

    Json json() const
    {
        std::vector<Card> rest = rules.deckCards();
        auto takeCard = [&](const std::string& text) {
            const Card c = card(text);
            auto it = std::find(rest.begin(), rest.end(), c);
            if (it == rest.end()) {
                ADD_FAILURE() << "test setup uses more " << text << " cards than the deck has";
                return;
            }
            rest.erase(it);
        };
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
            while (hand.size() < kHandSize && !rest.empty()) {
                hand.push_back(rest.front().toString());
                rest.erase(rest.begin());
            }
            handsJson.push_back(hand);
        }
        Json deck = Json::array();
        for (const auto& c : deckTop)
            deck.push_back(c);
        Json discardJson = discard;
        for (Card c : rest)
            (restToDiscard ? discardJson : deck).push_back(c.toString());
        Json trackJson = Json::object();
        for (const auto& [space, stacks] : track) {
            Json list = Json::array();
            for (const auto& stack : stacks)
                list.push_back(Json(stack));
            trackJson[space] = list;
        }
        if (track.empty())
            trackJson["0"] = Json::parse(R"([["R"], ["Y"], ["G"], ["B"], ["P"]])");
        return Json{{"colors", colors}, {"track", trackJson},     {"hands", handsJson},
                    {"deck", deck},     {"discard", discardJson}, {"current", current}};
    }

    std::unique_ptr<RibbitState> build(std::uint64_t seed = 0) const
    {
        auto state = RibbitState::fromSetup(rules, static_cast<int>(colors.size()), json(), seed);
        if (!state) {
            ADD_FAILURE() << "setup refused: " << state.error();
            return nullptr;
        }
        return std::move(*state);
    }
};

/// The stacks on `space`, as letters: {{"R","Y"},{"B"}}.
inline std::vector<std::vector<std::string>> stacksAt(const RibbitState& state, int space)
{
    std::vector<std::vector<std::string>> result;
    for (const Stack& stack : state.track().spaces.at(static_cast<std::size_t>(space))) {
        std::vector<std::string> letters;
        for (Color c : stack)
            letters.emplace_back(1, toChar(c));
        result.push_back(letters);
    }
    return result;
}

/// The space a turtle is on.
inline int spaceOf(const RibbitState& state, Color turtle)
{
    return state.track().find(turtle).space;
}

inline std::vector<std::string> legalTexts(const State& state)
{
    std::vector<std::string> texts;
    for (const LegalAction& a : state.legalActions())
        texts.push_back(a.text);
    return texts;
}

/// Every card of the deck once across hands, draw pile and played pile; every turtle once on the
/// track; only START may hold several stacks (and not when startStacked); no empty stacks.
inline ::testing::AssertionResult invariantsHold(const RibbitState& state)
{
    std::array<int, kCardTypes> expected{}, actual{};
    for (Card c : state.rules().deckCards())
        ++expected[c.index()];
    for (int p = 0; p < state.playerCount(); ++p)
        for (Card c : state.hand(p))
            ++actual[c.index()];
    for (Card c : state.drawPile())
        ++actual[c.index()];
    for (Card c : state.playedCards())
        ++actual[c.index()];
    for (int i = 0; i < kCardTypes; ++i)
        if (expected[i] != actual[i])
            return ::testing::AssertionFailure() << "card " << Card::fromIndex(i).toString() << ": deck has "
                                                 << expected[i] << ", state has " << actual[i];
    const Track& track = state.track();
    if (static_cast<int>(track.spaces.size()) != state.rules().trackLength)
        return ::testing::AssertionFailure() << "track has " << track.spaces.size() << " spaces";
    std::array<int, kColorCount> seen{};
    for (std::size_t s = 0; s < track.spaces.size(); ++s) {
        const auto& stacks = track.spaces[s];
        if (stacks.size() > 1 && (s != 0 || state.rules().startStacked))
            return ::testing::AssertionFailure() << "space " << s << " holds " << stacks.size() << " stacks";
        for (const Stack& stack : stacks) {
            if (stack.empty())
                return ::testing::AssertionFailure() << "empty stack on space " << s;
            for (Color c : stack)
                ++seen[static_cast<int>(c)];
        }
    }
    for (Color c : kColors)
        if (seen[static_cast<int>(c)] != 1)
            return ::testing::AssertionFailure()
                   << "turtle " << toChar(c) << " is on the track " << seen[static_cast<int>(c)] << " times";
    return ::testing::AssertionSuccess();
}

} // namespace ribbit_test

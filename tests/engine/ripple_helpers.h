#pragma once
// Helpers for Ripple tests: beaches written as short strings, explicit setups with the rest of the
// deck filled in, and whole-state invariants.
//
// A slot is written "fish" (face up), "?fish" (face down) or "crab+sun+seashell[sun]" (a face-up
// combo with a sun stacked behind it; several stacked cards are separated by commas).
#include "core/record.h"
#include "ripple/ripple.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ripple_test {

using namespace tidepool;
using namespace tidepool::ripple;

inline const Catalogue& catalogue()
{
    const auto& loaded = Catalogue::embedded();
    if (!loaded) {
        ADD_FAILURE() << loaded.error();
        std::abort();
    }
    return **loaded;
}

inline Card card(const std::string& text)
{
    auto c = Card::parse(text);
    EXPECT_TRUE(c.has_value() && catalogue().knows(*c)) << "bad card in test: " << text;
    return c.value_or(Card{});
}

/// "?fish", "crab+sun+seashell[sun]" -> a slot.
inline BeachCard slotCard(const std::string& spec)
{
    std::string text = spec;
    BeachCard slot;
    slot.up = true;
    if (!text.empty() && text[0] == '?') {
        slot.up = false;
        text = text.substr(1);
    }
    const auto open = text.find('[');
    if (open != std::string::npos) {
        std::string inner = text.substr(open + 1, text.size() - open - 2);
        text = text.substr(0, open);
        std::size_t start = 0;
        while (start < inner.size()) {
            auto comma = inner.find(',', start);
            if (comma == std::string::npos)
                comma = inner.size();
            slot.stacked.push_back(card(inner.substr(start, comma - start)));
            start = comma + 1;
        }
    }
    slot.card = card(text);
    return slot;
}

inline Beach makeBeach(const std::vector<std::string>& specs)
{
    EXPECT_EQ(specs.size(), 10u);
    Beach beach;
    for (std::size_t i = 0; i < specs.size() && i < 10; ++i)
        beach[i] = slotCard(specs[i]);
    return beach;
}

inline Json slotJson(const BeachCard& slot)
{
    Json stacked = Json::array();
    for (const Card& c : slot.stacked)
        stacked.push_back(c.toString());
    return Json{{"card", slot.card.toString()}, {"up", slot.up}, {"stacked", stacked}};
}

/// An explicit Ripple setup. Beach slots not named are filled face down, and the draw pile below
/// deckTop is filled, with the cards not named anywhere, in card order.
struct SetupSpec
{
    int players = 2;
    std::vector<std::vector<std::string>> beaches;  ///< per player, up to 10 slots
    std::vector<std::string> deckTop;               ///< top first
    std::vector<std::vector<std::string>> discards; ///< per pile (Pile::index order), top first
    std::string phase = "play";
    int current = 0;
    int round = 1;
    std::vector<int> totals;
    std::vector<std::string> nextPile;
    int restPile = -1; ///< put the unnamed cards under this discard pile instead of the draw pile

    Json json() const
    {
        std::vector<Card> rest = catalogue().deck();
        auto takeCard = [&](const Card& c) {
            auto it = std::find(rest.begin(), rest.end(), c);
            if (it == rest.end()) {
                ADD_FAILURE() << "test setup uses more " << c.toString() << " cards than the deck has";
                return;
            }
            rest.erase(it);
        };
        for (const auto& beach : beaches)
            for (const auto& spec : beach) {
                const BeachCard slot = slotCard(spec);
                takeCard(slot.card);
                for (const Card& c : slot.stacked)
                    takeCard(c);
            }
        for (const auto& c : deckTop)
            takeCard(card(c));
        for (const auto& pile : discards)
            for (const auto& c : pile)
                takeCard(card(c));
        Json beachesJson = Json::array();
        for (int p = 0; p < players; ++p) {
            Json slots = Json::array();
            const auto named = p < static_cast<int>(beaches.size()) ? beaches[p] : std::vector<std::string>{};
            for (int s = 0; s < kSlotCount; ++s) {
                if (s < static_cast<int>(named.size())) {
                    slots.push_back(slotJson(slotCard(named[s])));
                } else {
                    slots.push_back(slotJson(BeachCard{rest.front(), false, {}}));
                    rest.erase(rest.begin());
                }
            }
            beachesJson.push_back(slots);
        }
        Json deck = deckTop;
        Json discardsJson = Json::array();
        for (int i = 0; i < pileCount(players); ++i)
            discardsJson.push_back(i < static_cast<int>(discards.size()) ? Json(discards[i]) : Json::array());
        for (const Card& c : rest)
            (restPile >= 0 ? discardsJson[restPile] : deck).push_back(c.toString());
        Json json = {{"beaches", beachesJson}, {"deck", deck},   {"discards", discardsJson},
                     {"round", round},         {"phase", phase}, {"current", current}};
        if (!totals.empty())
            json["totals"] = totals;
        if (!nextPile.empty())
            json["nextPile"] = nextPile;
        return json;
    }

    std::unique_ptr<RippleState> build(Rules rules = Rules{}, std::uint64_t seed = 0) const
    {
        auto state = RippleState::fromSetup(rules, players, json(), seed, *Catalogue::embedded());
        if (!state) {
            ADD_FAILURE() << "setup refused: " << state.error();
            return nullptr;
        }
        return std::move(*state);
    }
};

inline std::vector<std::string> legalTexts(const State& state)
{
    std::vector<std::string> texts;
    for (const LegalAction& a : state.legalActions())
        texts.push_back(a.text);
    return texts;
}

inline bool contains(const std::vector<std::string>& list, const std::string& item)
{
    return std::find(list.begin(), list.end(), item) != list.end();
}

/// Applies `actions` in order, failing the test with the engine's reason if one is refused.
inline ::testing::AssertionResult play(State& state, const std::vector<std::string>& actions)
{
    for (const std::string& action : actions) {
        Outcome outcome = state.apply(action);
        if (!outcome)
            return ::testing::AssertionFailure() << action << ": " << outcome.reason();
    }
    return ::testing::AssertionSuccess();
}

/// "fish", "crab+sun+seashell[sun]", "?" for face down: a slot as the observation shows it.
inline std::string shown(const BeachCard& slot)
{
    if (!slot.up)
        return "?" + slot.card.toString();
    std::string text = slot.card.toString();
    if (!slot.stacked.empty()) {
        text += "[";
        for (std::size_t i = 0; i < slot.stacked.size(); ++i)
            text += (i ? "," : "") + slot.stacked[i].toString();
        text += "]";
    }
    return text;
}

/// The catalogue's 100 cards, each once, across beaches, stacks, the held card and all piles;
/// at most one stacked card of each needed icon, only behind face-up combos.
inline ::testing::AssertionResult invariantsHold(const RippleState& state)
{
    // Cards counted by a dense key: a standard card by its icon, a combo by its three icons.
    auto key = [](const Card& c) {
        const int icon = static_cast<int>(c.icon);
        if (!c.combo)
            return icon;
        return kIconCount + (icon * kIconCount + static_cast<int>(c.needs[0])) * kIconCount +
               static_cast<int>(c.needs[1]);
    };
    constexpr int kKeys = kIconCount + kIconCount * kIconCount * kIconCount;
    static const std::vector<int> expected = [&] {
        std::vector<int> counts(kKeys, 0);
        for (const Card& c : catalogue().deck())
            ++counts[static_cast<std::size_t>(key(c))];
        return counts;
    }();
    const std::vector<Card> cards = state.allCards();
    if (cards.size() != static_cast<std::size_t>(kDeckSize))
        return ::testing::AssertionFailure() << "the table holds " << cards.size() << " cards";
    std::vector<int> actual(kKeys, 0);
    for (const Card& c : cards)
        ++actual[static_cast<std::size_t>(key(c))];
    if (actual != expected)
        for (const Card& c : catalogue().cardTypes())
            if (actual[static_cast<std::size_t>(key(c))] != expected[static_cast<std::size_t>(key(c))])
                return ::testing::AssertionFailure()
                       << "card " << c.toString() << ": deck has "
                       << expected[static_cast<std::size_t>(key(c))] << ", state has "
                       << actual[static_cast<std::size_t>(key(c))];
    for (int p = 0; p < state.playerCount(); ++p)
        for (const BeachCard& slot : state.beach(p)) {
            if (slot.stacked.empty())
                continue;
            if (!slot.up || !slot.card.combo || slot.stacked.size() > 2)
                return ::testing::AssertionFailure() << "player " << p << ": bad stack " << shown(slot);
            std::vector<Card> sofar;
            for (const Card& c : slot.stacked) {
                if (!canStackBehind(slot.card, sofar, c))
                    return ::testing::AssertionFailure() << "player " << p << ": bad stack " << shown(slot);
                sofar.push_back(c);
            }
        }
    if (state.discardPiles().size() != static_cast<std::size_t>(pileCount(state.playerCount())))
        return ::testing::AssertionFailure() << "wrong number of discard piles";
    return ::testing::AssertionSuccess();
}

} // namespace ripple_test

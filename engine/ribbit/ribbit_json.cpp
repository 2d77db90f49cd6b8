// Ribbit's JSON: the record's setup reader (RibbitState::fromSetup), the full state
// (toJson, for `tidepool-cli replay`) and a player's observation (observationJson), and the reader
// of an untrusted observation (observationFromJson, through core/observation_reader.h) with the
// world built from it (fromObservationJson). docs/game-record.md.

#include "ribbit.h"
#include "ribbit_bots.h"

#include "core/json_number.h"
#include "core/observation_reader.h"
#include "core/record.h"

#include <algorithm>
#include <set>

namespace tidepool::ribbit {

namespace {

Expected<std::vector<Card>> parseCards(const Json& list, const std::string& where)
{
    if (!list.is_array())
        return Error{"setup: " + where + " must be a list of cards"};
    std::vector<Card> cards;
    for (const Json& item : list) {
        if (!item.is_string())
            return Error{"setup: " + where + " must hold card names"};
        auto card = Card::parse(item.get<std::string>());
        if (!card)
            return Error{"setup: unknown card \"" + item.get<std::string>() + "\" in " + where};
        cards.push_back(*card);
    }
    return cards;
}

} // namespace

Expected<std::unique_ptr<RibbitState>> RibbitState::fromSetup(Rules rules, int playerCount, const Json& setup,
                                                              std::uint64_t seed)
{
    if (!setup.is_object())
        return Error{"setup must be an object"};
    static const std::set<std::string> known = {"colors", "track", "hands", "deck", "discard", "current"};
    for (const auto& [key, value] : setup.items())
        if (!known.count(key))
            return Error{"setup: unknown field \"" + key + "\""};
    for (const char* key : {"colors", "track", "hands", "deck"})
        if (!setup.contains(key))
            return Error{std::string("setup: ") + key + " is missing"};

    std::unique_ptr<RibbitState> state(new RibbitState());
    state->m_rules = rules;
    state->m_playerCount = playerCount;
    state->m_rng = Rng(seed);

    const Json& colors = setup["colors"];
    if (!colors.is_array() || static_cast<int>(colors.size()) != playerCount)
        return Error{"setup: colors must list one colour per player (" + std::to_string(playerCount) + ")"};
    for (const Json& c : colors) {
        auto color = c.is_string() ? parseColor(c.get<std::string>()) : std::nullopt;
        if (!color)
            return Error{"setup: colors: \"" + (c.is_string() ? c.get<std::string>() : c.dump()) +
                         "\" is not a colour (R, Y, G, B or P)"};
        if (std::find(state->m_colors.begin(), state->m_colors.end(), *color) != state->m_colors.end())
            return Error{"setup: colors: " + colorName(*color) + " is given to two players"};
        state->m_colors.push_back(*color);
    }

    const Json& track = setup["track"];
    if (!track.is_object())
        return Error{"setup: track must be an object of space -> stacks"};
    state->m_track.spaces.resize(static_cast<std::size_t>(rules.trackLength));
    std::set<Color> seen;
    for (const auto& [key, value] : track.items()) {
        int space = -1;
        try {
            std::size_t used = 0;
            space = std::stoi(key, &used);
            if (used != key.size())
                space = -1;
        } catch (...) {
            space = -1;
        }
        if (space < 0 || space > rules.finish())
            return Error{"setup: track: \"" + key + "\" is not a space (0.." + std::to_string(rules.finish()) + ")"};
        if (!value.is_array() || value.empty())
            return Error{"setup: track: space " + key + " must list at least one stack"};
        if (value.size() > 1 && (space != 0 || rules.startStacked))
            return Error{"setup: track: space " + key + " holds " + std::to_string(value.size()) +
                         " stacks; only an unstacked START holds more than one"};
        for (const Json& stackJson : value) {
            if (!stackJson.is_array() || stackJson.empty())
                return Error{"setup: track: space " + key + " has an empty or malformed stack"};
            Stack stack;
            for (const Json& t : stackJson) {
                auto color = t.is_string() ? parseColor(t.get<std::string>()) : std::nullopt;
                if (!color)
                    return Error{"setup: track: space " + key + ": " + t.dump() + " is not a turtle"};
                if (!seen.insert(*color).second)
                    return Error{"setup: track: turtle " + std::string(1, toChar(*color)) + " is on the track twice"};
                stack.push_back(*color);
            }
            state->m_track.spaces[space].push_back(stack);
        }
    }
    for (Color c : kColors)
        if (!seen.count(c))
            return Error{"setup: track: turtle " + std::string(1, toChar(c)) + " is missing"};

    const Json& hands = setup["hands"];
    if (!hands.is_array() || static_cast<int>(hands.size()) != playerCount)
        return Error{"setup: hands must list one hand per player (" + std::to_string(playerCount) + ")"};
    std::vector<Card> all;
    for (int p = 0; p < playerCount; ++p) {
        auto hand = parseCards(hands[p], "hands[" + std::to_string(p) + "]");
        if (!hand)
            return Error{hand.error()};
        if (hand->size() != kHandSize)
            return Error{"setup: hands[" + std::to_string(p) + "] holds " + std::to_string(hand->size()) +
                         " cards, not " + std::to_string(kHandSize)};
        std::sort(hand->begin(), hand->end());
        all.insert(all.end(), hand->begin(), hand->end());
        state->m_hands.push_back(Hand(hand->begin(), hand->end()));
    }
    auto deck = parseCards(setup["deck"], "deck");
    if (!deck)
        return Error{deck.error()};
    auto discard = parseCards(setup.value("discard", Json::array()), "discard");
    if (!discard)
        return Error{discard.error()};
    all.insert(all.end(), deck->begin(), deck->end());
    all.insert(all.end(), discard->begin(), discard->end());

    std::array<int, kCardTypes> expected{}, actual{};
    for (Card c : rules.deckCards())
        ++expected[c.index()];
    for (Card c : all)
        ++actual[c.index()];
    for (int i = 0; i < kCardTypes; ++i) {
        if (actual[i] == expected[i])
            continue;
        const std::string name = Card::fromIndex(i).toString();
        const std::string counts = " (the deck has " + std::to_string(expected[i]) + ", the setup " +
                                   std::to_string(actual[i]) + ")";
        if (actual[i] < expected[i])
            return Error{"setup: card " + name + " is missing" + counts};
        return Error{"setup: extra card " + name + counts};
    }
    // The counts match the 52-card deck, so the piles fit.
    state->m_drawPile.assign(deck->rbegin(), deck->rend()); // setup lists top first
    state->m_played.assign(discard->rbegin(), discard->rend());

    state->m_current = rules.firstPlayer;
    if (setup.contains("current")) {
        const Json& current = setup["current"];
        const auto index = wholeNumberIn(current, 0, playerCount - 1);
        if (!index)
            return Error{"setup: current must be a player index 0.." + std::to_string(playerCount - 1)};
        state->m_current = *index;
    }
    state->m_finished = !state->m_track.spaces[rules.finish()].empty();
    state->derive();
    return state;
}

namespace {

Json trackJson(const Track& track)
{
    Json json = Json::object();
    for (std::size_t s = 0; s < track.spaces.size(); ++s) {
        if (track.spaces[s].empty())
            continue;
        Json stacks = Json::array();
        for (const Stack& stack : track.spaces[s]) {
            Json list = Json::array();
            for (Color c : stack)
                list.push_back(std::string(1, toChar(c)));
            stacks.push_back(list);
        }
        json[std::to_string(s)] = stacks;
    }
    return json;
}

Json rankingJson(const RankingGroups& groups)
{
    Json list = Json::array();
    for (const auto& group : groups)
        for (Color c : group)
            list.push_back(std::string(1, toChar(c)));
    return list;
}

} // namespace

Json RibbitState::toJson() const
{
    Json legal = Json::array();
    for (const Action& action : legalActionsOf(*this))
        legal.push_back(action.toString());
    Json colors = Json::array();
    for (Color c : m_colors)
        colors.push_back(std::string(1, toChar(c)));
    Json hands = Json::array();
    for (const auto& hand : m_hands)
        hands.push_back(cardListJson(hand.toVector(), false));
    return Json{{"game", "ribbit"},
                {"current", m_finished ? Json(nullptr) : Json(m_current)},
                {"finished", m_finished},
                {"winner", winnersJson(winners())},
                {"legal", legal},
                {"track", trackJson(m_track)},
                {"ranking", rankingJson(ranking())},
                {"options", m_rules.toOptions()},
                {"colors", colors},
                {"hands", hands},
                {"deck", cardListJson(m_drawPile.toVector(), true)},
                {"discard", cardListJson(m_played.toVector(), true)}};
}

Json RibbitState::observationJson(int player) const
{
    const Observation obs = observation(player);
    Json colors = Json::array();
    for (const auto& c : obs.colors)
        colors.push_back(c ? Json(std::string(1, toChar(*c))) : Json(nullptr));
    Json sizes = obs.handSizes;
    return Json{{"game", "ribbit"},
                {"player", player},
                {"current", obs.current ? Json(*obs.current) : Json(nullptr)},
                {"finished", obs.finished},
                {"winner", winnersJson(obs.winners)},
                {"track", trackJson(obs.track)},
                {"ranking", rankingJson(obs.ranking)},
                {"colors", colors},
                {"hand", cardListJson(obs.hand, false)},
                {"handSizes", sizes},
                {"drawPile", obs.drawPileSize},
                {"discard", cardListJson(obs.playedCards, true)}};
}

Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount)
{
    ObservationReader in(json, "ribbit");
    Observation obs;
    const int n = playerCount;
    obs.playerCount = n;
    obs.rules = rules;
    obs.player = in.integer("player", kTable, n - 1);
    obs.current = in.optionalInteger("current", 0, n - 1);
    obs.finished = in.boolean("finished");
    if (in.ok() && obs.finished == obs.current.has_value())
        in.fail("\"current\" must be null exactly when the race is over");
    // The track: space -> stacks, each turtle exactly once (R1, R3).
    obs.track.spaces.resize(static_cast<std::size_t>(rules.trackLength));
    std::array<int, kColorCount> seen{};
    if (const Json* track = in.field("track")) {
        if (!track->is_object())
            in.fail("\"track\" must be an object of space -> stacks");
        for (auto it = track->begin(); in.ok() && it != track->end(); ++it) {
            const std::string& key = it.key();
            const Json& value = it.value();
            int space = -1;
            if (!key.empty() && key.size() <= 2 && std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; }))
                space = std::stoi(key);
            if (space < 0 || space > rules.finish()) {
                in.fail("\"track\": \"" + key.substr(0, 20) + "\" is not a space (0.." + std::to_string(rules.finish()) + ")");
                break;
            }
            if (!value.is_array() || value.empty() || value.size() > static_cast<std::size_t>(kColorCount) ||
                (value.size() > 1 && (space != 0 || rules.startStacked))) {
                in.fail("\"track\": space " + key + " must hold one stack (several only on an unstacked START)");
                break;
            }
            for (const Json& stackJson : value) {
                auto turtles = in.texts<Color>(&stackJson, "track", "a turtle (R, Y, G, B or P)", kColorCount,
                                               [](const std::string& text) { return parseColor(text); });
                if (in.ok() && turtles.empty())
                    in.fail("\"track\": space " + key + " holds an empty stack");
                Stack stack;
                for (Color c : turtles) {
                    ++seen[static_cast<std::size_t>(c)];
                    if (stack.size() < kColorCount)
                        stack.push_back(c);
                }
                obs.track.spaces[static_cast<std::size_t>(space)].push_back(stack);
            }
        }
    }
    for (Color c : kColors)
        if (in.ok() && seen[static_cast<std::size_t>(c)] != 1)
            in.fail("\"track\" must hold turtle " + std::string(1, toChar(c)) + " exactly once");
    if (in.ok()) {
        obs.ranking = rankingGroups(rules, obs.track);
        Json ranking = Json::array();
        for (const auto& group : obs.ranking)
            for (Color c : group)
                ranking.push_back(std::string(1, toChar(c)));
        if (const Json* given = in.field("ranking"); given && *given != ranking)
            in.fail("\"ranking\" is not the ranking of \"track\"");
    }
    // Colours: one per player, null when this viewer may not see it, never the same twice (R3, R10).
    if (const Json* colors = in.field("colors")) {
        if (!colors->is_array() || static_cast<int>(colors->size()) != n)
            in.fail("\"colors\" must list one colour or null per player (" + std::to_string(n) + ")");
        else
            for (const Json& c : *colors) {
                std::optional<Color> color = c.is_string() ? parseColor(c.get<std::string>()) : std::nullopt;
                if (!c.is_null() && !color)
                    in.fail("\"colors\": " + ObservationReader::shortDump(c) + " is not a colour (R, Y, G, B or P)");
                else if (color && std::find(obs.colors.begin(), obs.colors.end(), color) != obs.colors.end())
                    in.fail("\"colors\": " + colorName(*color) + " is given to two players");
                obs.colors.push_back(color);
            }
    }
    auto parseCard = [](const std::string& text) { return Card::parse(text); };
    obs.hand = in.texts<Card>(in.field("hand"), "hand", "a card", kHandSize, parseCard);
    std::sort(obs.hand.begin(), obs.hand.end());
    obs.handSizes = in.integers(in.field("handSizes"), "handSizes", n, 0, kHandSize);
    if (in.ok() && obs.hand.size() != (obs.player >= 0 ? static_cast<std::size_t>(obs.handSizes[obs.player]) : 0u))
        in.fail("\"hand\" must hold the viewer's own cards, as many as \"handSizes\" says");
    const std::vector<Card> deck = rules.deckCards();
    const int deckSize = static_cast<int>(deck.size());
    obs.drawPileSize = in.integer("drawPile", 0, deckSize);
    obs.playedCards = in.texts<Card>(in.field("discard"), "discard", "a card", deck.size(), parseCard);
    std::reverse(obs.playedCards.begin(), obs.playedCards.end()); // the JSON lists the top first
    // Cards: none more often than the rule set's deck holds it (R2).
    std::array<int, kCardTypes> count{};
    for (Card c : deck)
        ++count[static_cast<std::size_t>(c.index())];
    for (const auto* cards : {&obs.hand, &obs.playedCards})
        for (Card c : *cards)
            if (--count[static_cast<std::size_t>(c.index())] < 0)
                in.fail("\"hand\" and \"discard\" hold " + c.toString() + " more often than the deck has it");
    int cards = obs.drawPileSize + static_cast<int>(obs.playedCards.size());
    for (int size : obs.handSizes)
        cards += size;
    if (in.ok() && cards > deckSize)
        in.fail("the hands, the draw pile and the played pile hold " + std::to_string(cards) + " cards; the deck has " +
                std::to_string(deckSize));
    obs.winners = in.winners(n);
    if (in.ok() && obs.finished == obs.winners.empty())
        in.fail("\"winner\" must name the winners exactly when the race is over");
    if (!in.ok())
        return Error{in.error()};
    return obs;
}

Expected<std::unique_ptr<State>> RibbitState::fromObservationJson(const Record& table, const Json& observation,
                                                                  std::uint64_t seed)
{
    auto start = tableStart<RibbitState>(table);
    if (!start)
        return Error{start.error()};
    const RibbitState& ribbit = **start;
    auto obs = observationFromJson(observation, ribbit.rules(), ribbit.playerCount());
    if (!obs)
        return Error{obs.error()};
    Rng rng(seed);
    std::unique_ptr<RibbitState> world = ribbit::sampleWorld(*obs, rng);
    for (const std::string& action : table.actions)
        world->recordHistory(action);
    return std::unique_ptr<State>(std::move(world));
}

} // namespace tidepool::ribbit

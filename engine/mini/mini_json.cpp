// Turtle Race Mini's JSON: the record's setup reader (MiniState::fromSetup), the full state
// (toJson, for `tidepool-cli replay`) and a player's observation (observationJson), and the reader
// of an untrusted observation (observationFromJson, through core/observation_reader.h) with the
// world built from it (fromObservationJson). docs/game-record.md.

#include "mini.h"
#include "mini_bots.h"

#include "core/json_number.h"
#include "core/observation_reader.h"
#include "core/record.h"

#include <algorithm>
#include <set>

namespace tidepool::mini {

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

Expected<std::vector<Tile>> parseTiles(const Json& list, const std::string& where)
{
    if (!list.is_array())
        return Error{"setup: " + where + " must be a list of tiles"};
    std::vector<Tile> tiles;
    for (const Json& item : list) {
        auto tile = item.is_string() ? Tile::parse(item.get<std::string>()) : std::nullopt;
        if (!tile)
            return Error{"setup: " + where + ": " + item.dump() + " is not a tile (R1, R2, ... P2, K1, K2)"};
        tiles.push_back(*tile);
    }
    return tiles;
}

Expected<int> parseCount(const Json& setup, const char* key, int fallback, int minimum, int maximum,
                         const std::string& why)
{
    if (!setup.contains(key))
        return fallback;
    const Json& value = setup[key];
    const auto number = wholeNumberIn(value, minimum, maximum);
    if (!number)
        return Error{std::string("setup: ") + key + " must be a whole number " + std::to_string(minimum) +
                     ".." + std::to_string(maximum) + why};
    return *number;
}

} // namespace

Expected<std::unique_ptr<MiniState>> MiniState::fromSetup(Rules rules, int playerCount, const Json& setup,
                                                          std::uint64_t seed)
{
    if (!setup.is_object())
        return Error{"setup must be an object"};
    static const std::set<std::string> known = {"colors",  "row", "hands", "deck",   "discard",
                                                "lettuce", "out", "round", "current"};
    for (const auto& [key, value] : setup.items())
        if (!known.count(key))
            return Error{"setup: unknown field \"" + key + "\""};
    for (const char* key : {"colors", "row", "hands", "deck"})
        if (!setup.contains(key))
            return Error{std::string("setup: ") + key + " is missing"};

    std::unique_ptr<MiniState> state(new MiniState());
    state->m_rules = rules;
    state->m_playerCount = playerCount;
    state->m_rng = Rng(seed);

    const Json& colors = setup["colors"];
    if (!colors.is_array() || static_cast<int>(colors.size()) != playerCount)
        return Error{"setup: colors must list one colour per player (" + std::to_string(playerCount) + ")"};
    for (const Json& c : colors) {
        auto color = c.is_string() ? parseColor(c.get<std::string>()) : std::nullopt;
        if (!color || *color == Color::Black)
            return Error{"setup: colors: " + c.dump() + " is not a player colour (R, Y, G, B or P)"};
        if (std::find(state->m_colors.begin(), state->m_colors.end(), *color) != state->m_colors.end())
            return Error{"setup: colors: " + colorName(*color) + " is given to two players"};
        state->m_colors.push_back(*color);
    }

    // Tiles: every one of the 12 exactly once, in the row or out (M1, M8).
    auto round = parseCount(setup, "round", 1, 1, rules.advanced() ? 3 : 1,
                            rules.advanced() ? "" : " (the basic game is a single race)");
    if (!round)
        return Error{round.error()};
    state->m_round = *round;
    auto out = parseTiles(setup.value("out", Json::array()), "out");
    if (!out)
        return Error{out.error()};
    if (static_cast<int>(out->size()) != 2 * (*round - 1))
        return Error{"setup: out lists " + std::to_string(out->size()) + " tiles; race " +
                     std::to_string(*round) + " follows " + std::to_string(*round - 1) +
                     " finished races of 2 tiles each"};
    std::array<int, kTileCount> seen{};
    std::array<int, kColorCount> outPerColor{};
    for (Tile t : *out) {
        if (t.isBlack())
            return Error{"setup: out: " + t.toString() + " is black, and black tiles never finish"};
        if (++seen[t.index()] > 1)
            return Error{"setup: tile " + t.toString() + " is out twice"};
        if (++outPerColor[static_cast<int>(t.color)] == 2)
            return Error{"setup: out holds both " + colorName(t.color) + " tiles, so the game would be over"};
    }
    state->m_out = *out;
    const Json& row = setup["row"];
    if (!row.is_array() || row.empty())
        return Error{"setup: row must be a list of stacks, front first"};
    for (std::size_t s = 0; s < row.size(); ++s) {
        const std::string where = "row[" + std::to_string(s) + "]";
        if (!row[s].is_array() || row[s].empty())
            return Error{"setup: " + where + " must be a non-empty stack of tiles (the row has no gaps)"};
        auto stack = parseTiles(row[s], where);
        if (!stack)
            return Error{stack.error()};
        for (Tile t : *stack)
            if (++seen[t.index()] > 1)
                return Error{"setup: tile " + t.toString() +
                             (std::find(out->begin(), out->end(), t) != out->end()
                                  ? " is both out and in the row"
                                  : " is in the row twice")};
        state->m_row.stacks.push_back(Stack(stack->begin(), stack->end())); // at most 12: no tile twice
    }
    for (Tile t : allTiles())
        if (!seen[t.index()])
            return Error{"setup: tile " + t.toString() + " is missing"};

    // Cards: all 50 accounted for across hands, deck, discard and the laid-out lettuces.
    auto lettuce =
        parseCount(setup, "lettuce", 0, 0, kLettuceCount - 1, " (the third lettuce ends the race)");
    if (!lettuce)
        return Error{lettuce.error()};
    state->m_lettuce = *lettuce;
    const Json& hands = setup["hands"];
    if (!hands.is_array() || static_cast<int>(hands.size()) != playerCount)
        return Error{"setup: hands must list one hand per player (" + std::to_string(playerCount) + ")"};
    std::vector<Card> all(static_cast<std::size_t>(*lettuce), Card::neutral(CardKind::Lettuce));
    for (int p = 0; p < playerCount; ++p) {
        const std::string where = "hands[" + std::to_string(p) + "]";
        auto hand = parseCards(hands[p], where);
        if (!hand)
            return Error{hand.error()};
        if (hand->size() != kHandSize)
            return Error{"setup: " + where + " holds " + std::to_string(hand->size()) + " cards, not " +
                         std::to_string(kHandSize)};
        for (Card c : *hand)
            if (c.isLettuce())
                return Error{"setup: " + where + " holds a lettuce, and a lettuce is never held"};
        std::sort(hand->begin(), hand->end());
        all.insert(all.end(), hand->begin(), hand->end());
        state->m_hands.push_back(*hand);
    }
    auto deck = parseCards(setup["deck"], "deck");
    if (!deck)
        return Error{deck.error()};
    auto discard = parseCards(setup.value("discard", Json::array()), "discard");
    if (!discard)
        return Error{discard.error()};
    for (Card c : *discard)
        if (c.isLettuce())
            return Error{
                "setup: discard holds a lettuce; lettuces are laid out (setup field lettuce) or in the deck"};
    all.insert(all.end(), deck->begin(), deck->end());
    all.insert(all.end(), discard->begin(), discard->end());
    state->m_drawPile.assign(deck->rbegin(), deck->rend()); // setup lists top first
    state->m_discard.assign(discard->rbegin(), discard->rend());

    std::array<int, kCardTypes> expected{}, actual{};
    for (Card c : Rules::deckCards())
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

    auto current = parseCount(setup, "current", 0, 0, playerCount - 1, " (a player index)");
    if (!current)
        return Error{current.error()};
    state->m_current = *current;
    return state;
}

namespace {

Json tilesJson(const std::vector<Tile>& tiles)
{
    Json list = Json::array();
    for (Tile t : tiles)
        list.push_back(t.toString());
    return list;
}

Json rowJson(const Row& row)
{
    Json list = Json::array();
    for (const Stack& stack : row.stacks)
        list.push_back(tilesJson(stack));
    return list;
}

} // namespace

Json MiniState::toJson() const
{
    Json legal = Json::array();
    for (const Action& action : legalActionsOf(*this))
        legal.push_back(action.toString());
    Json colors = Json::array();
    for (Color c : m_colors)
        colors.push_back(std::string(1, toChar(c)));
    Json hands = Json::array();
    for (const auto& hand : m_hands)
        hands.push_back(cardListJson(hand, false));
    return Json{{"game", "mini"},
                {"current", m_finished ? Json(nullptr) : Json(m_current)},
                {"finished", m_finished},
                {"winner", winnersJson(winners())},
                {"legal", legal},
                {"row", rowJson(m_row)},
                {"lettuce", m_lettuce},
                {"round", m_round},
                {"out", tilesJson(m_out)},
                {"ranking", tilesJson(ranking())},
                {"options", m_rules.toOptions()},
                {"colors", colors},
                {"hands", hands},
                {"deck", cardListJson(m_drawPile, true)},
                {"discard", cardListJson(m_discard, true)}};
}

Json MiniState::observationJson(int player) const
{
    const Observation obs = observation(player);
    Json colors = Json::array();
    for (const auto& c : obs.colors)
        colors.push_back(c ? Json(std::string(1, toChar(*c))) : Json(nullptr));
    Json sizes = obs.handSizes;
    return Json{{"game", "mini"},
                {"player", player},
                {"current", obs.current ? Json(*obs.current) : Json(nullptr)},
                {"finished", obs.finished},
                {"winner", winnersJson(obs.winners)},
                {"row", rowJson(obs.row)},
                {"lettuce", obs.lettuce},
                {"round", obs.round},
                {"out", tilesJson(obs.out)},
                {"ranking", tilesJson(obs.ranking)},
                {"colors", colors},
                {"hand", cardListJson(obs.hand, false)},
                {"handSizes", sizes},
                {"drawPile", obs.drawPileSize},
                {"discard", cardListJson(obs.discard, true)}};
}

Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount)
{
    ObservationReader in(json, "mini");
    Observation obs;
    const int n = playerCount;
    obs.playerCount = n;
    obs.rules = rules;
    obs.player = in.integer("player", kTable, n - 1);
    obs.current = in.optionalInteger("current", 0, n - 1);
    obs.finished = in.boolean("finished");
    if (in.ok() && obs.finished == obs.current.has_value())
        in.fail("\"current\" must be null exactly when the game is finished");
    auto parseTile = [](const std::string& text) { return Tile::parse(text); };
    auto parseCard = [](const std::string& text) { return Card::parse(text); };
    // The tiles: every one exactly once, in the row or out (M1, M8).
    std::array<int, kTileCount> seen{};
    if (const Json* row = in.field("row")) {
        if (!row->is_array() || row->empty() || row->size() > kTileCount)
            in.fail("\"row\" must be a list of 1 to 12 stacks");
        else
            for (const Json& stackJson : *row) {
                auto tiles = in.texts<Tile>(&stackJson, "row", "a tile (R1, R2, ... P2, K1, K2)", kTileCount, parseTile);
                if (in.ok() && tiles.empty())
                    in.fail("\"row\" holds an empty stack");
                Stack stack;
                for (Tile t : tiles) {
                    ++seen[static_cast<std::size_t>(t.index())];
                    if (stack.size() < kTileCount)
                        stack.push_back(t);
                }
                obs.row.stacks.push_back(stack);
            }
    }
    obs.lettuce = in.integer("lettuce", 0, kLettuceCount);
    obs.round = in.integer("round", 1, rules.advanced() ? kTileCount / 2 : 1);
    obs.out = in.texts<Tile>(in.field("out"), "out", "a tile", kTileCount, parseTile);
    if (in.ok() && (obs.out.size() % 2 != 0 || (!rules.advanced() && !obs.out.empty())))
        in.fail("\"out\" must list two tiles for each finished race (advanced game only)");
    for (Tile t : obs.out)
        ++seen[static_cast<std::size_t>(t.index())];
    for (std::size_t i = 0; i < obs.out.size(); ++i)
        obs.outRaces.push_back(static_cast<int>(i) / 2 + 1);
    for (int i = 0; in.ok() && i < kTileCount; ++i)
        if (seen[static_cast<std::size_t>(i)] != 1)
            in.fail("\"row\" and \"out\" must hold tile " + Tile::fromIndex(i).toString() + " exactly once, not " +
                    std::to_string(seen[static_cast<std::size_t>(i)]) + " times");
    obs.ranking = in.texts<Tile>(in.field("ranking"), "ranking", "a tile", kTileCount, parseTile);
    if (in.ok()) {
        std::vector<Tile> ranking = obs.out; // out tiles in finishing order, then the row's (M7)
        for (Tile t : obs.row.ranking())
            ranking.push_back(t);
        if (ranking != obs.ranking)
            in.fail("\"ranking\" is not the ranking of \"out\" and \"row\"");
    }
    // Colours: one per player, null when this viewer may not see it, never the same twice.
    if (const Json* colors = in.field("colors")) {
        if (!colors->is_array() || static_cast<int>(colors->size()) != n)
            in.fail("\"colors\" must list one colour or null per player (" + std::to_string(n) + ")");
        else
            for (const Json& c : *colors) {
                std::optional<Color> color = c.is_string() ? parseColor(c.get<std::string>()) : std::nullopt;
                if (!c.is_null() && (!color || *color == Color::Black))
                    in.fail("\"colors\": " + ObservationReader::shortDump(c) + " is not a player colour (R, Y, G, B or P)");
                else if (color && std::find(obs.colors.begin(), obs.colors.end(), color) != obs.colors.end())
                    in.fail("\"colors\": " + colorName(*color) + " is given to two players");
                obs.colors.push_back(color);
            }
    }
    obs.hand = in.texts<Card>(in.field("hand"), "hand", "a card", kHandSize, parseCard);
    std::sort(obs.hand.begin(), obs.hand.end());
    obs.handSizes = in.integers(in.field("handSizes"), "handSizes", n, 0, kHandSize);
    if (in.ok() && obs.hand.size() != (obs.player >= 0 ? static_cast<std::size_t>(obs.handSizes[obs.player]) : 0u))
        in.fail("\"hand\" must hold the viewer's own cards, as many as \"handSizes\" says");
    obs.drawPileSize = in.integer("drawPile", 0, kDeckSize);
    obs.discard = in.texts<Card>(in.field("discard"), "discard", "a card", kDeckSize, parseCard);
    std::reverse(obs.discard.begin(), obs.discard.end()); // the JSON lists the top first
    // Cards: none more often than the deck holds it; a lettuce is never held nor discarded (M5).
    std::array<int, kCardTypes> count{};
    for (Card c : Rules::deckCards())
        ++count[static_cast<std::size_t>(c.index())];
    count[static_cast<std::size_t>(Card::neutral(CardKind::Lettuce).index())] -= obs.lettuce;
    for (const auto* cards : {&obs.hand, &obs.discard})
        for (Card c : *cards)
            if (c.isLettuce() || --count[static_cast<std::size_t>(c.index())] < 0)
                in.fail("\"hand\" and \"discard\" hold " + c.toString() + " more often than the deck has it");
    int cards = obs.drawPileSize + static_cast<int>(obs.discard.size()) + obs.lettuce;
    for (int size : obs.handSizes)
        cards += size;
    if (in.ok() && cards > kDeckSize)
        in.fail("the hands, the draw pile, the discard pile and the lettuces laid out hold " + std::to_string(cards) +
                " cards; the deck has " + std::to_string(kDeckSize));
    obs.winners = in.winners(n);
    if (in.ok() && obs.finished == obs.winners.empty())
        in.fail("\"winner\" must name the winners exactly when the game is finished");
    if (!in.ok())
        return Error{in.error()};
    return obs;
}

Expected<std::unique_ptr<State>> MiniState::fromObservationJson(const Record& table, const Json& observation,
                                                                std::uint64_t seed)
{
    auto start = tableStart<MiniState>(table);
    if (!start)
        return Error{start.error()};
    const MiniState& mini = **start;
    auto obs = observationFromJson(observation, mini.rules(), mini.playerCount());
    if (!obs)
        return Error{obs.error()};
    Rng rng(seed);
    std::unique_ptr<MiniState> world = mini::sampleWorld(*obs, rng);
    if (world->m_finished) {
        // The last race's ranking decides (M7; M8's fallback), and the moves that held it are not
        // in the JSON: the row's ranking, after the advanced game's last two finishers (which led
        // every tile of a colour that matters; black tiles passed over never win).
        world->m_lastRace.clear();
        if (world->m_rules.advanced() && world->m_out.size() >= 2)
            world->m_lastRace.assign(world->m_out.end() - 2, world->m_out.end());
        for (Tile t : world->m_row.ranking())
            world->m_lastRace.push_back(t);
    }
    for (const std::string& action : table.actions)
        world->recordHistory(action);
    return std::unique_ptr<State>(std::move(world));
}

} // namespace tidepool::mini

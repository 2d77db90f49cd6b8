// Ripple's JSON: the record's explicit setups (RippleState::fromSetup), a player's observation
// (observationJson) and the full state (toJson, for `tidepool-cli replay`), and the reader of an
// untrusted observation (observationFromJson, through core/observation_reader.h) with the world
// built from it (fromObservationJson). docs/game-record.md.

#include "ripple.h"
#include "ripple_bots.h"

#include "core/json_number.h"
#include "core/observation_reader.h"
#include "core/record.h"

#include <algorithm>
#include <set>

namespace tidepool::ripple {

// ---------------------------------------------------------------------------------------------
// Explicit setups

namespace {

Expected<Card> parseSetupCard(const Json& item, const Catalogue& catalogue, const std::string& where)
{
    if (!item.is_string())
        return Error{"setup: " + where + " must be a card id"};
    const std::string text = item.get<std::string>();
    auto card = Card::parse(text);
    if (!card || !catalogue.knows(*card))
        return Error{"setup: unknown card \"" + text + "\" in " + where};
    return *card;
}

Expected<std::vector<Card>> parseCardList(const Json& list, const Catalogue& catalogue,
                                          const std::string& where)
{
    if (!list.is_array())
        return Error{"setup: " + where + " must be a list of cards"};
    std::vector<Card> cards;
    for (const Json& item : list) {
        auto card = parseSetupCard(item, catalogue, where);
        if (!card)
            return Error{card.error()};
        cards.push_back(*card);
    }
    return cards;
}

} // namespace

Expected<std::unique_ptr<RippleState>> RippleState::fromSetup(Rules rules, int playerCount, const Json& setup,
                                                              std::uint64_t seed,
                                                              std::shared_ptr<const Catalogue> catalogue)
{
    if (!setup.is_object())
        return Error{"setup must be an object"};
    static const std::set<std::string> known = {"beaches", "deck",  "discards", "round",
                                                "totals",  "phase", "current",  "nextPile"};
    for (const auto& [key, value] : setup.items())
        if (!known.count(key))
            return Error{"setup: unknown field \"" + key + "\""};
    for (const char* key : {"beaches", "deck"})
        if (!setup.contains(key))
            return Error{std::string("setup: ") + key + " is missing"};

    std::unique_ptr<RippleState> state(new RippleState());
    state->m_rules = rules;
    state->m_catalogue = catalogue;
    state->m_playerCount = playerCount;
    state->m_rng = Rng(seed);
    const Catalogue& cat = *catalogue;
    const std::string n = std::to_string(playerCount);

    // phase, current, round, totals
    if (setup.contains("phase")) {
        const Json& phase = setup["phase"];
        if (phase == Json("reveal"))
            state->m_phase = Phase::Reveal;
        else if (phase == Json("play"))
            state->m_phase = Phase::Play;
        else
            return Error{"setup: phase must be \"reveal\" or \"play\""};
    } else {
        state->m_phase = Phase::Play;
    }
    if (setup.contains("current")) {
        const Json& current = setup["current"];
        const auto index = wholeNumberIn(current, 0, playerCount - 1);
        if (!index)
            return Error{"setup: current must be a player index 0.." + std::to_string(playerCount - 1)};
        state->m_current = *index;
    }
    if (setup.contains("round")) {
        const Json& round = setup["round"];
        const auto number = wholeNumberIn(round, 1, rules.rounds);
        if (!number)
            return Error{"setup: round must be 1.." + std::to_string(rules.rounds) + " (option rounds)"};
        state->m_round = *number;
    }
    state->m_totals.assign(static_cast<std::size_t>(playerCount), 0);
    if (setup.contains("totals")) {
        const Json& totals = setup["totals"];
        if (!totals.is_array() || static_cast<int>(totals.size()) != playerCount)
            return Error{"setup: totals must list one whole number per player (" + n + ")"};
        for (int p = 0; p < playerCount; ++p) {
            // Bounded so that adding the rounds' scores can never overflow.
            const auto total = wholeNumberIn(totals[p], -kMaxSetupTotal, kMaxSetupTotal);
            if (!total)
                return Error{"setup: totals[" + std::to_string(p) + "] must be a whole number -" +
                             std::to_string(kMaxSetupTotal) + ".." + std::to_string(kMaxSetupTotal)};
            state->m_totals[static_cast<std::size_t>(p)] = *total;
        }
    }

    // beaches
    std::vector<Card> all;
    const Json& beaches = setup["beaches"];
    if (!beaches.is_array() || static_cast<int>(beaches.size()) != playerCount)
        return Error{"setup: beaches must list one beach per player (" + n + ")"};
    for (int p = 0; p < playerCount; ++p) {
        const std::string where = "beaches[" + std::to_string(p) + "]";
        const Json& list = beaches[p];
        if (!list.is_array() || list.size() != kSlotCount)
            return Error{"setup: " + where + " must list 10 slots"};
        Beach beach;
        for (int s = 0; s < kSlotCount; ++s) {
            const std::string at = where + "[" + std::to_string(s) + "]";
            const Json& item = list[s];
            if (!item.is_object() || !item.contains("card"))
                return Error{"setup: " + at + " must be an object with a card"};
            for (const auto& [key, value] : item.items())
                if (key != "card" && key != "up" && key != "stacked")
                    return Error{"setup: " + at + ": unknown field \"" + key + "\""};
            auto card = parseSetupCard(item["card"], cat, at);
            if (!card)
                return Error{card.error()};
            BeachCard slot{*card, false, {}};
            if (item.contains("up")) {
                if (!item["up"].is_boolean())
                    return Error{"setup: " + at + ": up must be true or false"};
                slot.up = item["up"].get<bool>();
            }
            auto stacked = parseCardList(item.value("stacked", Json::array()), cat, at + ".stacked");
            if (!stacked)
                return Error{stacked.error()};
            if (!stacked->empty() && (!slot.up || !slot.card.combo))
                return Error{"setup: " + at + ": cards are stacked only behind a face-up combo card"};
            for (const Card& c : *stacked) {
                if (!canStackBehind(slot.card, slot.stacked, c))
                    return Error{"setup: " + at + ": the " + slot.card.shortName() +
                                 " cannot hold the stacked " + c.toString() + " (it needs " +
                                 toString(slot.card.needs[0]) + " and " + toString(slot.card.needs[1]) +
                                 ", one of each)"};
                slot.stacked.push_back(c);
            }
            all.push_back(slot.card);
            all.insert(all.end(), slot.stacked.begin(), slot.stacked.end());
            beach[static_cast<std::size_t>(s)] = slot;
        }
        if (state->m_phase == Phase::Reveal && p >= state->m_current && faceDownCount(beach) != kSlotCount)
            return Error{"setup: " + where + ": player " + std::to_string(p) +
                         " has still to reveal, so all their cards must be face down"};
        state->m_beaches.push_back(beach);
    }

    // deck and discard piles (top first)
    auto deck = parseCardList(setup["deck"], cat, "deck");
    if (!deck)
        return Error{deck.error()};
    all.insert(all.end(), deck->begin(), deck->end());
    state->m_drawPile.assign(deck->rbegin(), deck->rend());
    const int piles = pileCount(playerCount);
    state->m_discards.assign(static_cast<std::size_t>(piles), {});
    if (setup.contains("discards")) {
        const Json& discards = setup["discards"];
        if (!discards.is_array() || static_cast<int>(discards.size()) != piles)
            return Error{"setup: discards must list " + std::to_string(piles) + " piles" +
                         (playerCount == 2 ? " (two per player: P0a, P0b, P1a, P1b)" : " (one per player)")};
        for (int i = 0; i < piles; ++i) {
            auto pile = parseCardList(discards[i], cat, "discards[" + std::to_string(i) + "]");
            if (!pile)
                return Error{pile.error()};
            all.insert(all.end(), pile->begin(), pile->end());
            state->m_discards[static_cast<std::size_t>(i)].assign(pile->rbegin(), pile->rend());
        }
    }
    state->m_nextHalf.assign(static_cast<std::size_t>(playerCount), 0);
    if (setup.contains("nextPile")) {
        const Json& next = setup["nextPile"];
        if (playerCount != 2)
            return Error{"setup: nextPile is only for two players (each has piles a and b)"};
        if (!next.is_array() || next.size() != 2)
            return Error{"setup: nextPile must list \"a\" or \"b\" for each player"};
        for (int p = 0; p < 2; ++p) {
            if (next[p] != Json("a") && next[p] != Json("b"))
                return Error{"setup: nextPile[" + std::to_string(p) + "] must be \"a\" or \"b\""};
            state->m_nextHalf[static_cast<std::size_t>(p)] = next[p] == Json("a") ? 0 : 1;
        }
    }

    // Every card of the catalogue exactly once.
    std::map<Card, int> counts;
    for (const Card& c : all)
        ++counts[c];
    for (const Card& type : cat.cardTypes()) {
        const int expected = cat.copies(type);
        const int actual = counts.count(type) ? counts[type] : 0;
        if (actual == expected)
            continue;
        const std::string tally =
            " (the deck has " + std::to_string(expected) + ", the setup " + std::to_string(actual) + ")";
        if (actual < expected)
            return Error{"setup: card " + type.toString() + " is missing" + tally};
        return Error{"setup: extra card " + type.toString() + tally};
    }

    state->m_step = Step::Draw;
    if (state->m_phase == Phase::Play)
        state->beginTurn();
    return state;
}

namespace {

Json cardList(const std::vector<Card>& cards)
{
    Json list = Json::array();
    for (const Card& c : cards)
        list.push_back(c.toString());
    return list;
}

Json topFirst(const std::vector<Card>& pile)
{
    Json list = Json::array();
    for (auto it = pile.rbegin(); it != pile.rend(); ++it)
        list.push_back(it->toString());
    return list;
}

Json beachesJson(const std::vector<ObservedBeach>& beaches)
{
    Json list = Json::array();
    for (const ObservedBeach& beach : beaches) {
        Json slots = Json::array();
        for (const ObservedCard& c : beach)
            slots.push_back(Json{{"card", c.card ? c.card->toString() : std::string("?")},
                                 {"up", c.up},
                                 {"stacked", cardList(c.stacked)}});
        list.push_back(slots);
    }
    return list;
}

Json heldJson(const std::optional<Held>& held)
{
    if (!held)
        return nullptr;
    return Json{
        {"card", held->card.toString()}, {"stacked", cardList(held->stacked)}, {"drawn", held->drawn}};
}

} // namespace

Json RippleState::observationJson(int player) const
{
    const Observation obs = observation(player);
    Json discards = Json::array();
    for (const auto& pile : m_discards)
        discards.push_back(topFirst(pile));
    Json nextPiles = Json::array();
    for (const Pile& pile : obs.nextPile)
        nextPiles.push_back(pile.toString());
    return Json{{"game", "ripple"},
                {"player", player},
                {"current", obs.current ? Json(*obs.current) : Json(nullptr)},
                {"finished", obs.finished},
                {"winner", winnersJson(obs.winners)},
                {"round", obs.round},
                {"phase", toString(obs.phase)},
                {"step", toString(obs.step)},
                {"scores", obs.scores},
                {"totals", obs.totals},
                {"beaches", beachesJson(obs.beaches)},
                {"held", heldJson(obs.held)},
                {"discards", discards},
                {"nextPile", nextPiles},
                {"drawPile", obs.drawPileSize},
                {"extraTurn", obs.extraTurn},
                {"endTriggeredBy", obs.endTriggeredBy ? Json(*obs.endTriggeredBy) : Json(nullptr)}};
}

Json RippleState::toJson() const
{
    // Face-down cards stay hidden even here: no one may know them (docs/game-record.md).
    Json json = observationJson(m_current);
    json.erase("player");
    Json legal = Json::array();
    for (const Action& action : legalActionsOf(*this))
        legal.push_back(action.toString());
    json["legal"] = legal;
    json["options"] = m_rules.toOptions();
    return json;
}

Expected<Observation> observationFromJson(const Json& json, const Rules& rules, int playerCount,
                                          const Catalogue& catalogue)
{
    ObservationReader in(json, "ripple");
    Observation obs;
    const int n = playerCount;
    const std::vector<Card> deck = catalogue.deck();
    const std::size_t deckSize = deck.size();
    obs.playerCount = n;
    obs.rules = rules;
    obs.player = in.integer("player", kTable, n - 1);
    obs.current = in.optionalInteger("current", 0, n - 1);
    obs.finished = in.boolean("finished");
    if (in.ok() && obs.finished == obs.current.has_value())
        in.fail("\"current\" must be null exactly when the game is over");
    obs.round = in.integer("round", 1, rules.rounds);
    auto oneOf = [&](const char* key, std::initializer_list<std::string> names) {
        const Json* value = in.field(key);
        int index = 0;
        for (const std::string& name : names) {
            if (value && *value == name)
                return index;
            ++index;
        }
        std::string list;
        for (const std::string& name : names)
            list += (list.empty() ? "" : ", ") + name;
        in.fail(std::string("\"") + key + "\" must be one of " + list);
        return 0;
    };
    obs.phase = static_cast<Phase>(oneOf("phase", {"reveal", "play", "over"}));
    obs.step = static_cast<Step>(oneOf("step", {"draw", "hold", "ripple", "flip"}));
    if (in.ok() && obs.finished != (obs.phase == Phase::Over))
        in.fail("\"phase\" must be \"over\" exactly when the game is finished");
    constexpr int kMostPoints = kMaxSetupTotal;
    if (const Json* scores = in.field("scores")) {
        if (!scores->is_array() || scores->size() > static_cast<std::size_t>(rules.rounds))
            in.fail("\"scores\" must list at most " + std::to_string(rules.rounds) + " scored rounds");
        else
            for (const Json& round : *scores)
                obs.scores.push_back(in.integers(&round, "scores", n, -kMostPoints, kMostPoints));
    }
    obs.totals = in.integers(in.field("totals"), "totals", n, -kMostPoints, kMostPoints);
    // Cards: each one the catalogue knows, and no more often than the deck holds it.
    std::map<Card, int> left;
    for (const Card& c : deck)
        ++left[c];
    auto card = [&](const Json& value, const std::string& where) -> std::optional<Card> {
        std::optional<Card> c = value.is_string() ? Card::parse(value.get<std::string>()) : std::nullopt;
        if (!c || !catalogue.knows(*c)) {
            in.fail("\"" + where + "\": " + ObservationReader::shortDump(value) + " is not a card of the deck");
            return std::nullopt;
        }
        if (--left[*c] < 0)
            in.fail("\"" + where + "\" shows " + c->toString() + " more often than the deck holds it");
        return c;
    };
    auto cards = [&](const Json& value, const std::string& where) {
        std::vector<Card> list;
        if (!value.is_array() || value.size() > deckSize) {
            in.fail("\"" + where + "\" must be a list of cards");
            return list;
        }
        for (const Json& item : value)
            if (auto c = card(item, where))
                list.push_back(*c);
        return list;
    };
    int faceDown = 0;
    if (const Json* beaches = in.field("beaches")) {
        if (!beaches->is_array() || static_cast<int>(beaches->size()) != n)
            in.fail("\"beaches\" must list one beach per player (" + std::to_string(n) + ")");
        else
            for (const Json& beachJson : *beaches) {
                ObservedBeach beach{};
                if (!beachJson.is_array() || beachJson.size() != static_cast<std::size_t>(kSlotCount)) {
                    in.fail("\"beaches\": each beach must list its " + std::to_string(kSlotCount) + " slots");
                    break;
                }
                for (int s = 0; s < kSlotCount && in.ok(); ++s) {
                    const Json& slot = beachJson[static_cast<std::size_t>(s)];
                    ObservedCard& seen = beach[static_cast<std::size_t>(s)];
                    const std::string where = "beaches";
                    if (!slot.is_object() || !slot.contains("card") || !slot.contains("up") ||
                        !slot["up"].is_boolean() || !slot.contains("stacked")) {
                        in.fail("\"beaches\": a slot must be {card, up, stacked}");
                        break;
                    }
                    seen.up = slot["up"].get<bool>();
                    if (!seen.up) {
                        if (slot["card"] != "?" || slot["stacked"] != Json::array())
                            in.fail("\"beaches\": a face-down slot shows \"?\" and no stacked cards");
                        ++faceDown;
                        continue;
                    }
                    seen.card = card(slot["card"], where);
                    seen.stacked = cards(slot["stacked"], where);
                }
                for (int s = 0; s < kSlotCount; ++s) { // ruling 8: a face-up pair showing the same icon
                    ObservedCard& seen = beach[static_cast<std::size_t>(s)];
                    const ObservedCard& partner = beach[static_cast<std::size_t>(Slot{s}.partner().index)];
                    seen.matched = seen.card && partner.card && seen.card->icon == partner.card->icon;
                }
                obs.beaches.push_back(beach);
            }
    }
    if (const Json* held = in.field("held"); held && !held->is_null()) {
        if (!held->is_object() || !held->contains("card") || !held->contains("stacked") || !held->contains("drawn") ||
            !(*held)["drawn"].is_boolean()) {
            in.fail("\"held\" must be null or {card, stacked, drawn}");
        } else {
            auto c = card((*held)["card"], "held");
            auto stacked = cards((*held)["stacked"], "held");
            if (c)
                obs.held = Held{*c, stacked, (*held)["drawn"].get<bool>()};
        }
    }
    const bool holds = obs.phase == Phase::Play && (obs.step == Step::Hold || obs.step == Step::Ripple);
    if (in.ok() && holds != obs.held.has_value())
        in.fail("\"held\" must be a card exactly while a turn holds one (steps hold and ripple)");
    const int piles = pileCount(n);
    if (const Json* discards = in.field("discards")) {
        if (!discards->is_array() || static_cast<int>(discards->size()) != piles)
            in.fail("\"discards\" must list " + std::to_string(piles) + " discard piles");
        else
            for (const Json& pile : *discards) {
                std::vector<Card> list = cards(pile, "discards");
                std::reverse(list.begin(), list.end()); // the JSON lists the top first
                obs.discards.push_back(list);
            }
    }
    for (int i = 0; in.ok() && i < piles; ++i) {
        const auto& pile = obs.discards[static_cast<std::size_t>(i)];
        obs.piles.push_back(Pile::ofIndex(i, n));
        obs.discardTops.push_back(pile.empty() ? std::nullopt : std::optional<Card>(pile.back()));
        obs.discardSizes.push_back(static_cast<int>(pile.size()));
    }
    if (const Json* next = in.field("nextPile")) {
        if (!next->is_array() || static_cast<int>(next->size()) != n)
            in.fail("\"nextPile\" must name one pile per player (" + std::to_string(n) + ")");
        else
            for (int p = 0; p < n && in.ok(); ++p) {
                const Json& name = (*next)[static_cast<std::size_t>(p)];
                auto pile = name.is_string() ? Pile::parse(name.get<std::string>()) : std::nullopt;
                if (!pile || !pile->validFor(n) || pile->owner != p)
                    in.fail("\"nextPile\": " + ObservationReader::shortDump(name) + " is not one of player " +
                            std::to_string(p) + "'s piles");
                else
                    obs.nextPile.push_back(*pile);
            }
    }
    obs.drawPileSize = in.integer("drawPile", 0, static_cast<int>(deckSize));
    obs.extraTurn = in.boolean("extraTurn");
    obs.endTriggeredBy = in.optionalInteger("endTriggeredBy", 0, n - 1);
    if (in.ok()) {
        int unseen = 0;
        for (const auto& [c, count] : left)
            unseen += count;
        if (unseen != faceDown + obs.drawPileSize)
            in.fail("the cards shown, the face-down cards and the draw pile do not add up to the deck's " +
                    std::to_string(deckSize) + " cards");
    }
    obs.winners = in.winners(n);
    if (in.ok() && obs.finished == obs.winners.empty())
        in.fail("\"winner\" must name the winners exactly when the game is over");
    if (!in.ok())
        return Error{in.error()};
    if (obs.finished) {
        obs.leaders = obs.winners;
    } else if (!obs.scores.empty()) { // ruling 12: the lowest total leads
        const int lowest = *std::min_element(obs.totals.begin(), obs.totals.end());
        for (int p = 0; p < n; ++p)
            if (obs.totals[static_cast<std::size_t>(p)] == lowest)
                obs.leaders.push_back(p);
    }
    return obs;
}

Expected<std::unique_ptr<State>> RippleState::fromObservationJson(const Record& table, const Json& observation,
                                                                  std::uint64_t seed)
{
    auto start = tableStart<RippleState>(table);
    if (!start)
        return Error{start.error()};
    const RippleState& ripple = **start;
    auto obs = observationFromJson(observation, ripple.rules(), ripple.playerCount(), *ripple.m_catalogue);
    if (!obs)
        return Error{obs.error()};
    Rng rng(seed);
    std::unique_ptr<RippleState> world = ripple::sampleWorld(*obs, ripple.m_catalogue, rng);
    for (const std::string& action : table.actions)
        world->recordHistory(action);
    return std::unique_ptr<State>(std::move(world));
}

} // namespace tidepool::ripple

#include "catalogue.h"

#include "core/json_number.h"
#include "core/tr.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <set>

namespace tidepool::ripple {

// Generated at build time from engine/ripple/cards.json (engine/ripple/cards_embedded.cpp.in).
extern const char* const kEmbeddedCardsJson;

namespace {

constexpr const char* kIconIds[kIconCount] = {"dolphin",  "beachball", "boat",     "wave", "pineapple",
                                              "palmtree", "turtle",    "sun",      "fish", "octopus",
                                              "castle",   "flower",    "seashell", "crab"};
constexpr const char* kIconNames[kIconCount] = {
    TP_NOOP("ripple", "Dolphin"), TP_NOOP("ripple", "Beach Ball"), TP_NOOP("ripple", "Boat"),
    TP_NOOP("ripple", "Wave"),    TP_NOOP("ripple", "Pineapple"),  TP_NOOP("ripple", "Palm Tree"),
    TP_NOOP("ripple", "Turtle"),  TP_NOOP("ripple", "Sun"),        TP_NOOP("ripple", "Fish"),
    TP_NOOP("ripple", "Octopus"), TP_NOOP("ripple", "Castle"),     TP_NOOP("ripple", "Flower"),
    TP_NOOP("ripple", "Seashell"), TP_NOOP("ripple", "Crab")};
// The names inside sentences ("the sun", "a beach ball").
constexpr const char* kIconWords[kIconCount] = {
    TP_NOOP("ripple", "dolphin"), TP_NOOP("ripple", "beach ball"), TP_NOOP("ripple", "boat"),
    TP_NOOP("ripple", "wave"),    TP_NOOP("ripple", "pineapple"),  TP_NOOP("ripple", "palm tree"),
    TP_NOOP("ripple", "turtle"),  TP_NOOP("ripple", "sun"),        TP_NOOP("ripple", "fish"),
    TP_NOOP("ripple", "octopus"), TP_NOOP("ripple", "castle"),     TP_NOOP("ripple", "flower"),
    TP_NOOP("ripple", "seashell"), TP_NOOP("ripple", "crab")};
// The article each icon's English word takes ("an octopus"): a property of the word, so no sentence
// tests a letter of a name that may be translated.
constexpr const char* kArticles[kIconCount] = {
    TP_NOOP("ripple", "a {0}"), TP_NOOP("ripple", "a {0}"), TP_NOOP("ripple", "a {0}"), TP_NOOP("ripple", "a {0}"),
    TP_NOOP("ripple", "a {0}"), TP_NOOP("ripple", "a {0}"), TP_NOOP("ripple", "a {0}"), TP_NOOP("ripple", "a {0}"),
    TP_NOOP("ripple", "a {0}"), TP_NOOP("ripple", "an {0}"), TP_NOOP("ripple", "a {0}"), TP_NOOP("ripple", "a {0}"),
    TP_NOOP("ripple", "a {0}"), TP_NOOP("ripple", "a {0}")};

} // namespace

std::string toString(Icon icon)
{
    return kIconIds[static_cast<int>(icon)];
}

std::string iconName(Icon icon)
{
    return translate("ripple", kIconNames[static_cast<int>(icon)]);
}

std::optional<Icon> parseIcon(std::string_view text)
{
    for (int i = 0; i < kIconCount; ++i)
        if (text == kIconIds[i])
            return static_cast<Icon>(i);
    return std::nullopt;
}

std::string Card::toString() const
{
    if (!combo)
        return ripple::toString(icon);
    return ripple::toString(icon) + "+" + ripple::toString(needs[0]) + "+" + ripple::toString(needs[1]);
}

std::optional<Card> Card::parse(std::string_view text)
{
    const auto plus = text.find('+');
    if (plus == std::string_view::npos) {
        auto icon = parseIcon(text);
        if (!icon)
            return std::nullopt;
        return standard(*icon);
    }
    const auto plus2 = text.find('+', plus + 1);
    if (plus2 == std::string_view::npos || text.find('+', plus2 + 1) != std::string_view::npos)
        return std::nullopt;
    auto icon = parseIcon(text.substr(0, plus));
    auto need1 = parseIcon(text.substr(plus + 1, plus2 - plus - 1));
    auto need2 = parseIcon(text.substr(plus2 + 1));
    if (!icon || !need1 || !need2)
        return std::nullopt;
    return makeCombo(*icon, *need1, *need2);
}

std::string Card::displayName() const
{
    if (!combo)
        return iconName(icon);
    return format(TP_TR("ripple", "{0} combo (needs {1} and {2})"), iconName(icon), iconName(needs[0]), iconName(needs[1]));
}

std::string Card::shortName() const
{
    const std::string word = translate("ripple", kIconWords[static_cast<int>(icon)]);
    return combo ? format(TP_TR("ripple", "{0} combo"), word) : word;
}

std::string Card::withArticle() const { return ripple::withArticle(icon, shortName()); }

std::string withArticle(Icon icon, const std::string& name)
{
    return format(translate("ripple", kArticles[static_cast<int>(icon)]), name);
}

// ---------------------------------------------------------------------------------------------
// The catalogue

std::optional<int> Catalogue::bonus(const Card& card) const
{
    for (const ComboEntry& entry : m_combos)
        if (entry.card == card)
            return entry.bonus;
    return std::nullopt;
}

int Catalogue::copies(const Card& card) const
{
    if (!card.combo)
        return entry(card.icon).standard;
    return bonus(card) ? 1 : 0;
}

std::vector<Card> Catalogue::cardTypes() const
{
    std::vector<Card> types;
    for (const IconEntry& icon : m_icons)
        if (icon.standard > 0)
            types.push_back(Card::standard(icon.icon));
    for (const ComboEntry& combo : m_combos)
        types.push_back(combo.card);
    std::sort(types.begin(), types.end());
    return types;
}

std::vector<Card> Catalogue::deck() const
{
    std::vector<Card> cards;
    for (const Card& card : cardTypes())
        for (int i = 0; i < copies(card); ++i)
            cards.push_back(card);
    return cards;
}

namespace {

using Json = nlohmann::json;

std::string describe(const Json& value)
{
    return value.is_string() ? "\"" + value.get<std::string>() + "\"" : value.dump();
}

/// An integer field of an entry, within [low, high]; errors name the entry and the field.
Expected<int> intField(const Json& object, const char* key, const std::string& where, int low, int high,
                       const char* range)
{
    auto it = object.find(key);
    if (it == object.end())
        return Error{where + ": \"" + key + "\" is missing"};
    const auto number = wholeNumberIn(*it, low, high);
    if (!number)
        return Error{where + ": \"" + key + "\" must be a whole number " + range + ", not " + describe(*it)};
    return *number;
}

Outcome onlyKeys(const Json& object, const std::set<std::string>& known, const std::string& where)
{
    for (const auto& [key, value] : object.items())
        if (!known.count(key))
            return Outcome::failure(where + ": unknown field \"" + key + "\"");
    return Outcome::success();
}

} // namespace

Expected<Catalogue> Catalogue::parse(std::string_view text)
{
    Json json;
    try {
        json = Json::parse(text.begin(), text.end());
    } catch (const Json::out_of_range&) {
        // nlohmann reports a number beyond double (e.g. 1e400) this way, not as a parse error.
        return Error{"the card catalogue has a number too large to read"};
    } catch (const Json::parse_error& e) {
        if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
            return Error{"the card catalogue is empty"};
        return Error{"the card catalogue is not valid JSON at byte " + std::to_string(e.byte)};
    }
    if (!json.is_object())
        return Error{"the card catalogue must be a JSON object"};
    if (Outcome keys = onlyKeys(json, {"format", "version", "about", "totalCards", "icons", "combos"},
                                "the card catalogue");
        !keys)
        return Error{keys.reason()};
    if (json.value("format", Json()) != Json("tidepool-ripple-cards"))
        return Error{"the card catalogue's \"format\" must be \"tidepool-ripple-cards\""};
    Catalogue catalogue;
    {
        auto version = intField(json, "version", "the card catalogue", 1, 1000000, "from 1");
        if (!version)
            return Error{version.error()};
        if (*version > 1)
            return Error{"the card catalogue is version " + std::to_string(*version) +
                         ", newer than this Tidepool reads (1)"};
        catalogue.m_version = *version;
    }

    // Icons: each of the 14 exactly once.
    const Json* icons = json.contains("icons") ? &json["icons"] : nullptr;
    if (!icons || !icons->is_array())
        return Error{"the card catalogue's \"icons\" must be a list"};
    std::array<bool, kIconCount> seen{};
    for (std::size_t i = 0; i < icons->size(); ++i) {
        const Json& item = (*icons)[i];
        std::string where = "icons[" + std::to_string(i) + "]";
        if (!item.is_object())
            return Error{where + " must be an object"};
        if (!item.contains("id") || !item["id"].is_string())
            return Error{where + ": \"id\" must be an icon id such as \"dolphin\""};
        const std::string id = item["id"].get<std::string>();
        auto icon = parseIcon(id);
        if (!icon)
            return Error{where + ": unknown icon \"" + id + "\""};
        where += " (" + id + ")";
        if (seen[static_cast<int>(*icon)])
            return Error{where + ": icon " + id + " is listed twice"};
        seen[static_cast<int>(*icon)] = true;
        if (Outcome keys = onlyKeys(item, {"id", "name", "value", "standard", "combos"}, where); !keys)
            return Error{keys.reason()};
        IconEntry entry;
        entry.icon = *icon;
        if (!item.contains("name") || !item["name"].is_string() || item["name"].get<std::string>().empty())
            return Error{where + ": \"name\" must be the printed name, such as \"Dolphin\""};
        entry.name = item["name"].get<std::string>();
        auto value = intField(item, "value", where, 0, 20, "from 0 to 20");
        if (!value)
            return Error{value.error()};
        auto standard = intField(item, "standard", where, 0, kDeckSize, "from 0 to 100");
        if (!standard)
            return Error{standard.error()};
        auto combos = intField(item, "combos", where, 0, kDeckSize, "from 0 to 100");
        if (!combos)
            return Error{combos.error()};
        entry.value = *value;
        entry.standard = *standard;
        entry.combos = *combos;
        catalogue.m_icons[static_cast<std::size_t>(*icon)] = entry;
    }
    for (Icon icon : kIcons)
        if (!seen[static_cast<int>(icon)])
            return Error{"icon " + toString(icon) + " is missing from \"icons\""};

    // Combos: consistent ids, known icons, distinct needs, each id once.
    const Json* combos = json.contains("combos") ? &json["combos"] : nullptr;
    if (!combos || !combos->is_array())
        return Error{"the card catalogue's \"combos\" must be a list"};
    std::set<Card> comboIds;
    for (std::size_t i = 0; i < combos->size(); ++i) {
        const Json& item = (*combos)[i];
        std::string where = "combos[" + std::to_string(i) + "]";
        if (!item.is_object())
            return Error{where + " must be an object"};
        if (!item.contains("id") || !item["id"].is_string())
            return Error{where + ": \"id\" must be a combo card id such as \"pineapple+wave+sun\""};
        const std::string id = item["id"].get<std::string>();
        where += " (" + id + ")";
        if (Outcome keys = onlyKeys(item, {"id", "icon", "needs", "bonus"}, where); !keys)
            return Error{keys.reason()};
        if (!item.contains("icon") || !item["icon"].is_string())
            return Error{where + ": \"icon\" must be an icon id"};
        auto icon = parseIcon(item["icon"].get<std::string>());
        if (!icon)
            return Error{where + ": unknown icon " + describe(item["icon"])};
        const Json needs = item.value("needs", Json());
        if (!needs.is_array() || needs.size() != 2)
            return Error{where + ": \"needs\" must list exactly two icons"};
        std::array<Icon, 2> needIcons{};
        for (std::size_t n = 0; n < 2; ++n) {
            auto need = needs[n].is_string() ? parseIcon(needs[n].get<std::string>()) : std::nullopt;
            if (!need)
                return Error{where + ": needs " + describe(needs[n]) + ", which is not an icon"};
            needIcons[n] = *need;
        }
        if (needIcons[0] == needIcons[1])
            return Error{where + ": needs the same icon twice"};
        if (needIcons[0] == *icon || needIcons[1] == *icon)
            return Error{where + ": needs its own icon " + toString(*icon)};
        const Card card = Card::makeCombo(*icon, needIcons[0], needIcons[1]);
        if (card.toString() != id)
            return Error{where + ": the id does not match its icon and needs (they make \"" +
                         card.toString() + "\")"};
        if (!comboIds.insert(card).second)
            return Error{where + ": combo " + id + " is listed twice"};
        auto bonus = intField(item, "bonus", where, -100, -1, "from -100 to -1");
        if (!bonus)
            return Error{bonus.error()};
        catalogue.m_combos.push_back(ComboEntry{card, *bonus});
    }
    std::sort(catalogue.m_combos.begin(), catalogue.m_combos.end(),
              [](const ComboEntry& a, const ComboEntry& b) { return a.card < b.card; });

    // Counts: each icon's combo count matches its listed combos; the whole makes 100 cards.
    int total = 0;
    for (const IconEntry& entry : catalogue.m_icons) {
        const auto listed = std::count_if(catalogue.m_combos.begin(), catalogue.m_combos.end(),
                                          [&](const ComboEntry& c) { return c.card.icon == entry.icon; });
        if (listed != entry.combos)
            return Error{"icon " + toString(entry.icon) + ": \"combos\" says " +
                         std::to_string(entry.combos) + " but " + std::to_string(listed) +
                         " combo cards are listed"};
        total += entry.standard + entry.combos;
    }
    auto declared = intField(json, "totalCards", "the card catalogue", 0, 100000, "(the number of cards)");
    if (!declared)
        return Error{declared.error()};
    if (*declared != total)
        return Error{"\"totalCards\" says " + std::to_string(*declared) + " but the icons make " +
                     std::to_string(total) + " cards"};
    if (total != kDeckSize)
        return Error{"the icons make " + std::to_string(total) + " cards; Ripple needs exactly " +
                     std::to_string(kDeckSize)};
    for (const IconEntry& entry : catalogue.m_icons)
        if (entry.standard + entry.combos == 0)
            return Error{"icon " + toString(entry.icon) + " has no cards"};
    return catalogue;
}

std::string_view Catalogue::embeddedText()
{
    return kEmbeddedCardsJson;
}

const Expected<std::shared_ptr<const Catalogue>>& Catalogue::embedded()
{
    static const Expected<std::shared_ptr<const Catalogue>> loaded =
        []() -> Expected<std::shared_ptr<const Catalogue>> {
        auto parsed = parse(embeddedText());
        if (!parsed)
            return Error{"the built-in Ripple card catalogue (engine/ripple/cards.json) is broken: " +
                         parsed.error()};
        return std::shared_ptr<const Catalogue>(std::make_shared<Catalogue>(std::move(*parsed)));
    }();
    return loaded;
}

} // namespace tidepool::ripple

// Ripple's card catalogue (engine/ripple/cards.json, ruling 1 and ripple-cards.md): the built-in
// file is the product's catalogue, it is the file in the repository, and every kind of broken or
// inconsistent file is refused with a message naming the entry.
#include "ripple_helpers.h"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <sstream>

using namespace ripple_test;

namespace {

Json embeddedJson()
{
    return Json::parse(Catalogue::embeddedText());
}

} // namespace

TEST(RippleCatalogue, BuiltInCatalogueIsValid)
{
    const auto& loaded = Catalogue::embedded();
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ((*loaded)->version(), 1);
    EXPECT_EQ(&Catalogue::embedded(), &loaded) << "parsed once";
}

TEST(RippleCatalogue, BuiltInTextIsTheRepositoryFile)
{
    std::ifstream in(TIDEPOOL_RIPPLE_CARDS, std::ios::binary);
    ASSERT_TRUE(in) << TIDEPOOL_RIPPLE_CARDS;
    std::ostringstream text;
    text << in.rdbuf();
    EXPECT_EQ(std::string(Catalogue::embeddedText()), text.str());
}

TEST(RippleCatalogue, HundredCardsSeventyStandardThirtyCombos)
{
    const Catalogue& cat = catalogue();
    const auto deck = cat.deck();
    ASSERT_EQ(deck.size(), 100u);
    EXPECT_EQ(std::count_if(deck.begin(), deck.end(), [](const Card& c) { return !c.combo; }), 70);
    EXPECT_EQ(cat.combos().size(), 30u);
    EXPECT_EQ(cat.cardTypes().size(), 44u);
    EXPECT_TRUE(std::is_sorted(deck.begin(), deck.end()));
    for (Icon icon : kIcons)
        EXPECT_EQ(cat.copies(Card::standard(icon)), 5) << toString(icon);
}

TEST(RippleCatalogue, ValuesFollowTheRulebookAndTheProductCatalogue)
{
    const Catalogue& cat = catalogue();
    const std::map<std::string, std::pair<int, int>> expected = {
        {"dolphin", {0, 1}},   {"beachball", {1, 1}}, {"boat", {2, 2}},    {"wave", {3, 2}},
        {"pineapple", {4, 3}}, {"palmtree", {5, 3}},  {"turtle", {6, 3}},  {"sun", {7, 3}},
        {"fish", {8, 3}},      {"octopus", {9, 3}},   {"castle", {10, 2}}, {"flower", {12, 2}},
        {"seashell", {15, 1}}, {"crab", {20, 1}}};
    for (const auto& [id, valueCombos] : expected) {
        const Icon icon = *parseIcon(id);
        EXPECT_EQ(cat.value(icon), valueCombos.first) << id;
        EXPECT_EQ(cat.entry(icon).combos, valueCombos.second) << id;
        EXPECT_EQ(cat.entry(icon).standard, 5) << id;
    }
    EXPECT_EQ(cat.entry(Icon::BeachBall).name, "Beach Ball");
    EXPECT_EQ(cat.entry(Icon::PalmTree).name, "Palm Tree");
}

TEST(RippleCatalogue, CombosHaveTheirNeedsAndBonuses)
{
    const Catalogue& cat = catalogue();
    EXPECT_EQ(cat.bonus(card("pineapple+wave+sun")), -5);
    EXPECT_EQ(cat.bonus(card("dolphin+octopus+fish")), -5);
    EXPECT_EQ(cat.bonus(card("wave+turtle+seashell")), -8);
    EXPECT_EQ(cat.bonus(card("crab+sun+seashell")), -10);
    EXPECT_EQ(cat.bonus(card("flower+pineapple+castle")), -10);
    EXPECT_EQ(cat.bonus(Card::standard(Icon::Fish)), std::nullopt);
    EXPECT_EQ(cat.value(card("crab+sun+seashell")), 20) << "a combo card is worth its icon's value";
    EXPECT_TRUE(card("pineapple+wave+sun").needsIcon(Icon::Wave));
    EXPECT_TRUE(card("pineapple+wave+sun").needsIcon(Icon::Sun));
    EXPECT_FALSE(card("pineapple+wave+sun").needsIcon(Icon::Pineapple));
    std::map<int, int> byBonus;
    for (const ComboEntry& combo : cat.combos())
        ++byBonus[combo.bonus];
    EXPECT_EQ(byBonus, (std::map<int, int>{{-10, 10}, {-8, 8}, {-5, 12}}));
}

TEST(RippleCatalogue, EveryCardIdRoundTrips)
{
    for (const Card& c : catalogue().cardTypes()) {
        auto parsed = Card::parse(c.toString());
        ASSERT_TRUE(parsed) << c.toString();
        EXPECT_EQ(*parsed, c);
        EXPECT_TRUE(catalogue().knows(c));
    }
    EXPECT_EQ(card("pineapple+wave+sun").toString(), "pineapple+wave+sun");
    EXPECT_EQ(card("pineapple+wave+sun").displayName(), "Pineapple combo (needs Wave and Sun)");
    EXPECT_FALSE(Card::parse("Fish"));
    EXPECT_FALSE(Card::parse("fish+"));
    EXPECT_FALSE(Card::parse("fish+wave"));
    EXPECT_FALSE(Card::parse("fish+wave+sun+crab"));
    EXPECT_FALSE(Card::parse(""));
    auto unknownCombo = Card::parse("fish+sun+crab");
    ASSERT_TRUE(unknownCombo) << "well formed";
    EXPECT_FALSE(catalogue().knows(*unknownCombo)) << "but not in the deck";
}

// ------------------------------------------------------------------------------------------------
// Broken files: each kind of breakage is named

namespace {

struct Breakage
{
    const char* name;
    std::function<std::string()> text;
    const char* messagePart;
};

std::ostream& operator<<(std::ostream& out, const Breakage& b)
{
    return out << b.name;
}

std::function<std::string()> edited(std::function<void(Json&)> edit)
{
    return [edit] {
        Json json = embeddedJson();
        edit(json);
        return json.dump(2);
    };
}

Json& icon(Json& json, const std::string& id)
{
    for (Json& entry : json["icons"])
        if (entry["id"] == id)
            return entry;
    throw std::runtime_error("no icon " + id);
}

Json& combo(Json& json, const std::string& id)
{
    for (Json& entry : json["combos"])
        if (entry["id"] == id)
            return entry;
    throw std::runtime_error("no combo " + id);
}

class RippleBrokenCatalogue : public ::testing::TestWithParam<Breakage>
{
};

} // namespace

TEST_P(RippleBrokenCatalogue, IsRefusedWithAMessageNamingTheEntry)
{
    const Breakage& b = GetParam();
    auto parsed = Catalogue::parse(b.text());
    ASSERT_FALSE(parsed) << b.name << " was accepted";
    EXPECT_NE(parsed.error().find(b.messagePart), std::string::npos) << parsed.error();
    EXPECT_FALSE(parsed.error().empty());
}

INSTANTIATE_TEST_SUITE_P(
    Kinds, RippleBrokenCatalogue,
    ::testing::Values(
        Breakage{"Empty", [] { return std::string("  \n"); }, "empty"},
        Breakage{"NotJson", [] { return std::string(Catalogue::embeddedText()).substr(0, 200); },
                 "not valid JSON"},
        Breakage{"NotAnObject", [] { return std::string("[1, 2]"); }, "must be a JSON object"},
        Breakage{"WrongFormat", edited([](Json& j) { j["format"] = "cards"; }), "\"format\""},
        Breakage{"NewerVersion", edited([](Json& j) { j["version"] = 2; }), "version 2"},
        Breakage{"UnknownTopField", edited([](Json& j) { j["colour"] = "blue"; }),
                 "unknown field \"colour\""},
        Breakage{"IconsNotAList", edited([](Json& j) { j["icons"] = 5; }), "\"icons\" must be a list"},
        Breakage{"UnknownIcon", edited([](Json& j) { icon(j, "crab")["id"] = "lobster"; }),
                 "unknown icon \"lobster\""},
        Breakage{"DuplicateIcon", edited([](Json& j) { icon(j, "crab")["id"] = "fish"; }),
                 "icon fish is listed twice"},
        Breakage{"MissingIcon", edited([](Json& j) {
                     auto& icons = j["icons"];
                     icons.erase(icons.end() - 1);
                 }),
                 "icon crab is missing"},
        Breakage{"ValueTooHigh", edited([](Json& j) { icon(j, "boat")["value"] = 21; }),
                 "icons[2] (boat): \"value\" must be a whole number from 0 to 20"},
        Breakage{"ValueNotANumber", edited([](Json& j) { icon(j, "sun")["value"] = "7"; }),
                 "icons[7] (sun): \"value\""},
        Breakage{"ValueMissing", edited([](Json& j) { icon(j, "sun").erase("value"); }),
                 "icons[7] (sun): \"value\" is missing"},
        Breakage{"NegativeCount", edited([](Json& j) { icon(j, "fish")["standard"] = -1; }),
                 "icons[8] (fish): \"standard\""},
        Breakage{"MisspelledField", edited([](Json& j) { icon(j, "fish")["vale"] = 8; }),
                 "icons[8] (fish): unknown field \"vale\""},
        Breakage{"NameMissing", edited([](Json& j) { icon(j, "fish").erase("name"); }),
                 "icons[8] (fish): \"name\""},
        Breakage{"ComboCountDisagrees", edited([](Json& j) { icon(j, "boat")["combos"] = 3; }),
                 "icon boat: \"combos\" says 3 but 2 combo cards are listed"},
        Breakage{"ComboNeedsNotAnIcon",
                 edited([](Json& j) { combo(j, "pineapple+wave+sun")["needs"][1] = "moon"; }),
                 "combos[6] (pineapple+wave+sun): needs \"moon\", which is not an icon"},
        Breakage{"ComboNeedsThreeIcons",
                 edited([](Json& j) { combo(j, "pineapple+wave+sun")["needs"].push_back("crab"); }),
                 "combos[6] (pineapple+wave+sun): \"needs\" must list exactly two icons"},
        Breakage{"ComboNeedsSameIconTwice", edited([](Json& j) {
                     combo(j, "pineapple+wave+sun")["needs"] = {"wave", "wave"};
                 }),
                 "needs the same icon twice"},
        Breakage{"ComboNeedsItsOwnIcon", edited([](Json& j) {
                     combo(j, "pineapple+wave+sun")["needs"] = {"wave", "pineapple"};
                 }),
                 "needs its own icon pineapple"},
        Breakage{"ComboIdDisagrees", edited([](Json& j) {
                     combo(j, "pineapple+wave+sun")["needs"] = {"sun", "wave"};
                 }),
                 "combos[6] (pineapple+wave+sun): the id does not match its icon and needs (they make "
                 "\"pineapple+sun+wave\")"},
        Breakage{"ComboUnknownIcon",
                 edited([](Json& j) { combo(j, "pineapple+wave+sun")["icon"] = "mango"; }),
                 "combos[6] (pineapple+wave+sun): unknown icon \"mango\""},
        Breakage{"DuplicateCombo", edited([](Json& j) {
                     j["combos"].push_back(combo(j, "crab+sun+seashell"));
                     icon(j, "crab")["combos"] = 2;
                     icon(j, "crab")["standard"] = 4;
                 }),
                 "combos[30] (crab+sun+seashell): combo crab+sun+seashell is listed twice"},
        Breakage{"PositiveBonus", edited([](Json& j) { combo(j, "crab+sun+seashell")["bonus"] = 10; }),
                 "combos[29] (crab+sun+seashell): \"bonus\" must be a whole number from -100 to -1"},
        Breakage{"WrongTotal", edited([](Json& j) { j["totalCards"] = 99; }),
                 "\"totalCards\" says 99 but the icons make 100 cards"},
        Breakage{"NotHundredCards", edited([](Json& j) {
                     icon(j, "fish")["standard"] = 6;
                     j["totalCards"] = 101;
                 }),
                 "the icons make 101 cards; Ripple needs exactly 100"},
        Breakage{"TotalMissing", edited([](Json& j) { j.erase("totalCards"); }),
                 "\"totalCards\" is missing"}),
    [](const ::testing::TestParamInfo<Breakage>& info) { return std::string(info.param.name); });

TEST(RippleCatalogue, ValidEditIsAcceptedAndUsed)
{
    // A group owning differently printed cards edits a value: the catalogue reads it.
    Json json = embeddedJson();
    icon(json, "crab")["value"] = 19;
    auto parsed = Catalogue::parse(json.dump());
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(parsed->value(Icon::Crab), 19);
    EXPECT_EQ(parsed->deck().size(), 100u);
}

// Found by fuzz_catalogue: a number beyond double made the JSON reader throw out_of_range, which
// escaped Catalogue::parse and ended the program.
TEST(RippleCatalogue, NumberTooLargeIsAClearErrorNotACrash)
{
    const auto result = Catalogue::parse("4e400");
    ASSERT_FALSE(result.hasValue());
    EXPECT_EQ(result.error(), "the card catalogue has a number too large to read");
}

#pragma once
// Ripple's cards: the 14 icons, card ids (docs/game-record.md), and the catalogue of values, counts,
// combo needs and bonuses. The catalogue is data (engine/ripple/cards.json, readable by people),
// embedded into the engine at build time and parsed and validated once, when first used. Every rule
// reads card values and bonuses from it.
#include "core/expected.h"

#include <array>
#include <compare>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tidepool::ripple {

inline constexpr int kIconCount = 14;
/// The number of cards in the deck (ruling 1); a catalogue must add up to it.
inline constexpr int kDeckSize = 100;

/// A card's icon, in the catalogue's listing order (which is also the order of the values).
enum class Icon : std::uint8_t {
    Dolphin,
    BeachBall,
    Boat,
    Wave,
    Pineapple,
    PalmTree,
    Turtle,
    Sun,
    Fish,
    Octopus,
    Castle,
    Flower,
    Seashell,
    Crab
};
inline constexpr std::array<Icon, kIconCount> kIcons = {
    Icon::Dolphin,  Icon::BeachBall, Icon::Boat,     Icon::Wave, Icon::Pineapple,
    Icon::PalmTree, Icon::Turtle,    Icon::Sun,      Icon::Fish, Icon::Octopus,
    Icon::Castle,   Icon::Flower,    Icon::Seashell, Icon::Crab};

/// The id used in records and in cards.json: "dolphin", "beachball", "palmtree", ...
std::string toString(Icon icon);
/// For people: "Dolphin", "Beach Ball", "Palm Tree", ...
std::string iconName(Icon icon);
/// Parses an id ("beachball"); nullopt otherwise.
std::optional<Icon> parseIcon(std::string_view text);
/// `name` (a name of `icon`, or of a card showing it) with the article the icon's English word takes:
/// "a Beach Ball", "an octopus combo" (translated as a whole: "a {0}", "an {0}").
std::string withArticle(Icon icon, const std::string& name);

/// A card: a standard card shows one icon; a combo card also shows the two icons it needs.
/// Ordered by icon, standard before combo, then by needs.
struct Card
{
    Icon icon = Icon::Dolphin;
    bool combo = false;
    std::array<Icon, 2> needs{}; ///< for a combo card, in the catalogue's order; unused otherwise

    static Card standard(Icon icon) { return Card{icon, false, {}}; }
    static Card makeCombo(Icon icon, Icon need1, Icon need2) { return Card{icon, true, {need1, need2}}; }

    /// Does this combo card need `icon` (false for a standard card)?
    bool needsIcon(Icon icon) const { return combo && (needs[0] == icon || needs[1] == icon); }

    /// The card id of docs/game-record.md: "fish", "pineapple+wave+sun".
    std::string toString() const;
    /// Parses a card id by its form (an icon, or three icons joined by +). Whether the deck holds
    /// such a card is the catalogue's business (Catalogue::knows).
    static std::optional<Card> parse(std::string_view text);
    /// For people: "Fish", "Pineapple combo (needs Wave and Sun)".
    std::string displayName() const;
    /// Short, for sentences: "fish", "pineapple combo".
    std::string shortName() const;
    /// shortName() with its article: "a fish", "an octopus combo".
    std::string withArticle() const;

    auto operator<=>(const Card&) const = default;
    bool operator==(const Card&) const = default;
};

/// One icon's line of the catalogue.
struct IconEntry
{
    Icon icon = Icon::Dolphin;
    std::string name; ///< as printed, e.g. "Beach Ball"
    int value = 0;    ///< the points of every card with this icon (0..20)
    int standard = 0; ///< standard cards in the deck
    int combos = 0;   ///< combo cards in the deck with this icon
    bool operator==(const IconEntry&) const = default;
};

/// One combo card of the catalogue (each is in the deck once).
struct ComboEntry
{
    Card card;
    int bonus = 0; ///< the points of the completed combo (negative)
    bool operator==(const ComboEntry&) const = default;
};

/// The catalogue: values, counts, combo needs and bonuses. Built only by parse(), so it is always
/// valid: 14 icons, each once; every combo consistent with its icon's count; 100 cards.
class Catalogue
{
public:
    /// Reads and validates catalogue JSON (the format of engine/ripple/cards.json). A broken or
    /// inconsistent file is refused with one sentence naming the entry, e.g.
    /// `icons[2] (boat): "value" must be a whole number from 0 to 20`.
    static Expected<Catalogue> parse(std::string_view text);
    /// The text of engine/ripple/cards.json as it was when the engine was built.
    static std::string_view embeddedText();
    /// The built-in catalogue, parsed and validated on first use (thread-safe). An error only if
    /// the build shipped a broken file; starting a Ripple game then reports it.
    static const Expected<std::shared_ptr<const Catalogue>>& embedded();

    int version() const { return m_version; }
    /// Every icon's entry, in icon order.
    const std::array<IconEntry, kIconCount>& icons() const { return m_icons; }
    const IconEntry& entry(Icon icon) const { return m_icons[static_cast<std::size_t>(icon)]; }
    /// Every combo card, in card order.
    const std::vector<ComboEntry>& combos() const { return m_combos; }

    int value(Icon icon) const { return entry(icon).value; }
    /// A card's face value: its icon's value (a combo card too, until completed).
    int value(const Card& card) const { return value(card.icon); }
    /// A combo card's bonus; nullopt for a standard card or a combo the catalogue lacks.
    std::optional<int> bonus(const Card& card) const;
    /// Whether the deck holds this card.
    bool knows(const Card& card) const { return copies(card) > 0; }
    /// How many copies of this card the deck holds.
    int copies(const Card& card) const;
    /// Every distinct card of the deck, in card order.
    std::vector<Card> cardTypes() const;
    /// All 100 cards, in card order.
    std::vector<Card> deck() const;

    bool operator==(const Catalogue&) const = default;

private:
    int m_version = 0;
    std::array<IconEntry, kIconCount> m_icons{};
    std::vector<ComboEntry> m_combos;
};

} // namespace tidepool::ripple

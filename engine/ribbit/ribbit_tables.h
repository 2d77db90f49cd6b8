#pragma once

// Ribbit's legal-action tables and the helpers of its typed fast path (legalActions, the counted
// and random legal actions of the playouts), built at compile time; included by ribbit.cpp only,
// and all inline, so that its hot path stays in one translation unit.

#include "ribbit.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

namespace tidepool::ribbit::detail {

/// Each turtle's space (-1: not on the track) and the rearmost occupied space.
struct Spaces
{
    std::array<int, kColorCount> of;
    int rear = -1;
};

inline Spaces spacesOf(const Track& track)
{
    Spaces spaces;
    spaces.of.fill(-1);
    int found = 0;
    const int length = static_cast<int>(track.spaces.size());
    for (int s = 0; s < length && found < kColorCount; ++s) {
        for (const Stack& stack : track.spaces[static_cast<std::size_t>(s)])
            for (Color c : stack) {
                spaces.of[static_cast<std::size_t>(c)] = s;
                ++found;
            }
        if (spaces.rear < 0 && found > 0)
            spaces.rear = s;
    }
    return spaces;
}

/// The turtles (bit i: colour i) each card type may move, by what is true of their spaces.
struct TurtleSets
{
    std::uint32_t onTrack = 0;  ///< every turtle on the track
    std::uint32_t retreat = 0;  ///< those a retreat card may move (R5: not on START unless no-effect)
    std::uint32_t rear = 0;     ///< those on the rearmost occupied space (R4)
};

inline TurtleSets turtleSets(const Rules& rules, const Spaces& spaces)
{
    TurtleSets sets;
    std::uint32_t atStart = 0;
    for (int t = 0; t < kColorCount; ++t) {
        const int space = spaces.of[static_cast<std::size_t>(t)];
        if (space < 0)
            continue;
        sets.onTrack |= 1u << t;
        if (space == 0)
            atStart |= 1u << t;
        if (space == spaces.rear)
            sets.rear |= 1u << t;
    }
    sets.retreat = rules.retreatAtStart == RetreatAtStart::Forbidden ? sets.onTrack & ~atStart : sets.onTrack;
    return sets;
}

/// For each card type and set of turtles (bit i: colour i), the plays of that card on them in
/// colour order, padded to five: legal actions are written a card at a time with one fixed copy.
struct PlayTable
{
    std::array<std::array<Action, kColorCount>, kCardTypes * 32> plays{};
    std::array<std::uint8_t, 32> count{};
    /// Per card type: the turtles it can name (its colour, or all) and which set limits it
    /// (0 on the track, 1 retreat, 2 rearmost).
    std::array<std::uint32_t, kCardTypes> names{};
    std::array<std::uint8_t, kCardTypes> limit{};

    constexpr PlayTable()
    {
        for (int c = 0; c < kCardTypes; ++c) {
            const Card card = Card::fromIndex(c);
            names[static_cast<std::size_t>(c)] = card.isColored() ? 1u << static_cast<int>(card.color) : 31u;
            limit[static_cast<std::size_t>(c)] = card.isLast() ? 2 : card.isRetreat() ? 1 : 0;
            for (std::uint32_t set = 0; set < 32; ++set) {
                auto& row = plays[static_cast<std::size_t>(c * 32 + static_cast<int>(set))];
                int n = 0;
                for (int t = 0; t < kColorCount; ++t)
                    if (set & (1u << t))
                        row[static_cast<std::size_t>(n++)] = Action{card, static_cast<Color>(t)};
            }
        }
        for (std::uint32_t set = 0; set < 32; ++set)
            count[set] = static_cast<std::uint8_t>(std::popcount(set));
    }
};

/// The card types held (bit i: the hand holds card type i; kCardTypes <= 32).
inline std::uint32_t heldTypes(std::span<const Card> hand)
{
    std::uint32_t held = 0;
    for (Card card : hand)
        held |= 1u << card.index();
    return held;
}

/// Built at compile time (no guard to test at each call).
inline constexpr PlayTable kPlayTable;

/// The turtles card type `c` may be played on (bit i: colour i): those it can name within the set
/// that limits it, `limits` = {on the track, retreat, rearmost} (R4, R5). Its plays are
/// kPlayTable.plays[c * 32 + set], kPlayTable.count[set] of them.
inline std::uint32_t playableSet(const std::uint32_t (&limits)[3], int c)
{
    return kPlayTable.names[static_cast<std::size_t>(c)] & limits[kPlayTable.limit[static_cast<std::size_t>(c)]];
}

/// The legal actions of a hand holding the card types `held` (bit i: Card::index() i) on a track
/// whose turtles make `sets`, into `out` (replaced): each held card type's plays in colour order, in
/// card order; when none can be played, one discard per held card type, in card order (R6).
inline void legalActionsAt(const TurtleSets& sets, std::uint32_t held, std::vector<Action>& out)
{
    const PlayTable& table = kPlayTable;
    const std::uint32_t limits[3] = {sets.onTrack, sets.retreat, sets.rear};
    // Each card copies a whole row of five into uninitialised storage (at most 20 card types of
    // five plays each: any span of cards fits), then `out` gets the first n at once.
    alignas(Action) unsigned char storage[sizeof(Action) * kCardTypes * kColorCount];
    Action* const buffer = reinterpret_cast<Action*>(storage);
    std::size_t n = 0;
    for (std::uint32_t rest = held; rest != 0; rest &= rest - 1) { // card order
        const int c = std::countr_zero(rest);
        const std::uint32_t set = playableSet(limits, c);
        std::memcpy(buffer + n, table.plays[static_cast<std::size_t>(c * 32 + static_cast<int>(set))].data(),
                    sizeof(Action) * kColorCount);
        n += table.count[set];
    }
    if (n > 0) {
        out.assign(buffer, buffer + n);
        return;
    }
    out.clear();
    for (std::uint32_t rest = held; rest != 0; rest &= rest - 1) // R6: no card can be played, so any one is discarded
        out.push_back(Action{Card::fromIndex(std::countr_zero(rest)), std::nullopt});
}

// Counting the legal actions without writing them (RibbitState::legalActionCount(), legalActionAt()
// and randomLegalAction(), for random playouts). In legalActionsAt()'s card order the coloured card
// types (indices 0..14) come first, and each can move only its own turtle: one play each, for the
// held ones whose turtle their limiting set holds. Then come the rainbow and last-turtle types
// (15..19), each with the plays of its row of kPlayTable.

inline constexpr int kFirstNeutralType = cardIndex(CardKind::AnyPlus, Color::Red); ///< 15: the first non-coloured type
static_assert(kFirstNeutralType == 15 && kCardTypes == 20);

/// For each set of turtles (bit i: colour i), the coloured card types (bit Card::index()) that
/// move one of them forward (+, ++), and those that move one of them back (-).
struct ColoredTypes
{
    std::array<std::uint32_t, 32> forward{};
    std::array<std::uint32_t, 32> retreat{};

    constexpr ColoredTypes()
    {
        for (std::uint32_t set = 0; set < 32; ++set)
            for (int t = 0; t < kColorCount; ++t)
                if (set & (1u << t)) {
                    const Color turtle = static_cast<Color>(t);
                    forward[set] |= 1u << cardIndex(CardKind::Plus, turtle) | 1u << cardIndex(CardKind::PlusPlus, turtle);
                    retreat[set] |= 1u << cardIndex(CardKind::Minus, turtle);
                }
    }
};

inline constexpr ColoredTypes kColoredTypes;

/// The number of card types in `types` (bit i: type i, i < 20), five bits at a time from the play
/// table's counts (std::popcount is a library call on the baseline x86-64 target).
inline std::size_t typeCount(std::uint32_t types)
{
    return std::size_t{kPlayTable.count[types & 31u]} + kPlayTable.count[(types >> 5) & 31u] +
           kPlayTable.count[(types >> 10) & 31u] + kPlayTable.count[(types >> 15) & 31u];
}

/// The list legalActionsAt(sets, held, out) writes, counted but not written: size() and
/// operator[] give its length and its action k without building it (a random pick reads one).
class CountedActions
{
public:
    CountedActions(const TurtleSets& sets, std::uint32_t held)
        : m_limits{sets.onTrack, sets.retreat, sets.rear}, m_held(held),
          m_colored(held & (kColoredTypes.forward[sets.onTrack] | kColoredTypes.retreat[sets.retreat]))
    {
        m_coloredPlays = typeCount(m_colored);
        std::size_t plays = m_coloredPlays;
        for (std::uint32_t rest = held >> kFirstNeutralType; rest != 0; rest &= rest - 1)
            plays += kPlayTable.count[playableSet(m_limits, kFirstNeutralType + std::countr_zero(rest))];
        m_size = plays > 0 ? plays : typeCount(held); // R6: else one discard per held type
    }

    /// The number of legal actions.
    std::size_t size() const { return m_size; }

    /// Action `k` (from 0, below size(); otherwise unspecified) in legalActionsAt()'s order.
    Action operator[](std::size_t k) const
    {
        // The coloured plays: the k-th playable coloured type, on its own turtle.
        if (k < m_coloredPlays) {
            std::uint32_t colored = m_colored;
            for (; k > 0; --k)
                colored &= colored - 1;
            const Card card = Card::fromIndex(std::countr_zero(colored));
            return Action{card, card.color};
        }
        k -= m_coloredPlays;
        // The rainbow and last-turtle plays: a row of the play table for each held type.
        for (std::uint32_t rest = m_held >> kFirstNeutralType; rest != 0; rest &= rest - 1) {
            const int c = kFirstNeutralType + std::countr_zero(rest);
            const std::uint32_t set = playableSet(m_limits, c);
            const std::size_t plays = kPlayTable.count[set];
            if (k < plays)
                return kPlayTable.plays[static_cast<std::size_t>(c * 32 + static_cast<int>(set))][k];
            k -= plays;
        }
        // No card can be played (every count was 0, so k is unchanged): the k-th held type is discarded (R6).
        std::uint32_t rest = m_held;
        for (; k > 0; --k)
            rest &= rest - 1;
        return Action{Card::fromIndex(std::countr_zero(rest)), std::nullopt};
    }

private:
    std::uint32_t m_limits[3];  ///< on the track, retreat, rearmost (playableSet())
    std::uint32_t m_held;       ///< the card types held
    std::uint32_t m_colored;    ///< the held coloured types that can be played
    std::size_t m_coloredPlays; ///< their number (one play each)
    std::size_t m_size;
};

} // namespace tidepool::ribbit::detail

#pragma once

// Helpers shared by Turtle Race Mini's own sources (mini.cpp, mini_text.cpp), not part of its
// interface.

#include "mini.h"

#include <algorithm>
#include <string>
#include <vector>

namespace tidepool::mini::detail {

/// "a", "a and b", "a, b and c" (or "... or c" with `orLast`), in the chosen language (mini_text.cpp).
std::string joinWords(const std::vector<std::string>& words, bool orLast = false);
/// The tiles' names joined as joinWords() does (mini_text.cpp).
std::string joinTiles(const std::vector<Tile>& tiles, bool orLast = false);
/// A colour's name at the start of a sentence ("Red wins: ...") (mini_text.cpp).
std::string colorTitle(Color color);

/// Where a move card takes its mover (M3), computed on the row before the move (inline: play's fast path).
using Destination = Landing;

inline Destination destination(const Rules& rules, const Row& row, Row::Place place, int steps)
{
    const int last = row.size() - 1;
    const bool wholeStack = place.height == 0;
    int target = place.stack - steps; // forward (+) goes towards the front, index 0
    if (target < 0 || target > last) {
        if (rules.openEnds) {
            const bool forward = target < 0;
            // A whole end stack stepping out beyond its own end stays where it is.
            if (wholeStack && place.stack == (forward ? 0 : last))
                return Destination{};
            return Destination{forward ? Destination::NewFront : Destination::NewBack, -1};
        }
        target = std::clamp(target, 0, last);
    }
    if (target == place.stack)
        return Destination{};
    return Destination{Destination::Onto, target};
}

} // namespace tidepool::mini::detail

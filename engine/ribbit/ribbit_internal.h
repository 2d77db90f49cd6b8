#pragma once

// Helpers shared by Ribbit's own sources (ribbit.cpp, ribbit_text.cpp), not part of its interface.

#include "ribbit.h"

#include <string>
#include <vector>

namespace tidepool::ribbit::detail {

/// "START", "the lettuce" or "space N" (ribbit_text.cpp).
std::string spaceName(const Rules& rules, int space);
/// "red", "red and blue", "red, blue and green" (ribbit_text.cpp).
std::string joinColors(const std::vector<Color>& colors);

} // namespace tidepool::ribbit::detail

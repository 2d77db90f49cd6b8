#pragma once
// Why-not tests: every distinct refusal reason an engine's check() can give is asserted word for
// word, once per rule, so that the sentence the app shows a player ("why not?") is pinned down.
#include "core/game.h"

#include <gtest/gtest.h>

#include <string>

namespace reasons_test {

/// `action` is refused with exactly `reason`, by check() and by apply(), and the state is unchanged.
inline ::testing::AssertionResult refusedWith(tidepool::State& state, const std::string& action,
                                              const std::string& reason)
{
    const tidepool::Outcome checked = state.check(action);
    if (checked)
        return ::testing::AssertionFailure() << "\"" << action << "\" is legal";
    if (checked.reason() != reason)
        return ::testing::AssertionFailure() << "\"" << action << "\" is refused with\n  \"" << checked.reason()
                                             << "\"\nnot\n  \"" << reason << "\"";
    const std::string before = state.toJson().dump();
    const tidepool::Outcome applied = state.apply(action);
    if (applied || applied.reason() != reason)
        return ::testing::AssertionFailure() << "apply(\"" << action << "\") gives \"" << applied.reason() << "\"";
    if (state.toJson().dump() != before)
        return ::testing::AssertionFailure() << "the refused \"" << action << "\" changed the state";
    return ::testing::AssertionSuccess();
}

} // namespace reasons_test

// libFuzzer target: parse action text (any bytes) and check and apply it in a game. The first byte
// picks the game and how far into a seeded random game the position is; the rest is the action.
// A refused action must leave the state unchanged; an accepted one must be one of legalActions().
// See docs/performance.md.
#include "core/record.h"
#include "core/rng.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace tidepool;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    static const char* const gameNames[] = {"ribbit", "mini", "ripple"};
    const int game = data[0] % 3;
    const int plies = (data[0] / 3) % 16; // random actions before the fuzzed one
    const std::string action(reinterpret_cast<const char*>(data + 1), size - 1);

    Record record;
    record.game = gameNames[game];
    record.seed = data[0];
    if (game == 1 && data[0] % 2)
        record.options = Json{{"variant", "advanced"}};
    const int players = 2 + data[0] % 3;
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"P" + std::to_string(p), "human", {}});
    auto start = startState(record);
    if (!start)
        std::abort(); // the record above is valid
    State& state = **start;
    Rng rng(data[0]);
    for (int i = 0; i < plies && !state.isFinished(); ++i) {
        const auto legal = state.legalActions();
        if (!state.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))].text))
            std::abort();
    }

    const Json before = state.toJson();
    const auto legal = state.legalActions();
    const bool listed = std::any_of(legal.begin(), legal.end(), [&](const LegalAction& a) { return a.text == action; });
    const Outcome checked = state.check(action);
    if (bool(checked) != listed)
        std::abort(); // check() and legalActions() agree
    const Outcome applied = state.apply(action);
    if (bool(applied) != bool(checked))
        std::abort();
    if (!applied && state.toJson() != before)
        std::abort(); // a refused action changes nothing
    if (applied && (state.history().empty() || state.history().back() != action))
        std::abort(); // an applied action is recorded as written
    return 0;
}

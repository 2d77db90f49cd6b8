// libFuzzer target: load a Ripple catalogue (any bytes, the format of engine/ripple/cards.json)
// and, when it is accepted, deal and play a short seeded game with it. A broken catalogue must be
// refused with a message, never crash; an accepted one must make a 100-card deck that plays.
// See docs/performance.md.
#include "core/rng.h"
#include "ripple/ripple.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string_view>

using namespace tidepool;
using namespace tidepool::ripple;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto catalogue = Catalogue::parse(text);
    if (!catalogue) {
        if (catalogue.error().empty())
            std::abort(); // a refusal says why
        return 0;
    }
    if (catalogue->deck().size() != static_cast<std::size_t>(kDeckSize))
        std::abort();
    auto shared = std::make_shared<const Catalogue>(*catalogue);
    Rules rules;
    rules.rounds = 1;
    RippleState state(rules, 3, size, shared);
    Rng rng(size);
    std::vector<Action> legal;
    for (int i = 0; i < 3000 && !state.isFinished(); ++i) {
        state.legalActions(legal);
        state.applyLegal(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
    }
    if (state.allCards().size() != static_cast<std::size_t>(kDeckSize))
        std::abort();
    (void)state.toJson().dump();
    return 0;
}

// libFuzzer target: read a record (any bytes) and replay it, as the app does for a file, an autosave
// or a record on the command line. Must never crash, hang, leak or trip a sanitizer; a readable
// record must also survive dump and parse unchanged, and a replayed state must describe itself
// (toJson, observations, legal actions) without failing. See docs/performance.md.
#include "core/record.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace tidepool;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto record = Record::parse(text);
    if (!record)
        return 0;
    auto again = Record::parse(record->dump());
    if (!again || !(*again == *record))
        std::abort(); // dump() must write what parse() reads back
    auto state = replay(*record);
    if (!state)
        return 0;
    const State& s = **state;
    (void)s.toJson().dump();
    for (int p = 0; p < s.playerCount(); ++p)
        (void)s.observationJson(p).dump();
    for (const LegalAction& action : s.legalActions())
        if (!s.check(action.text))
            std::abort(); // every listed legal action passes check()
    (void)s.canUndo();
    (void)s.winners();
    return 0;
}

// The list of games the engine knows. A new game adds its registry entry here (docs/architecture.md).
#include "core/game.h"
#include "mini/mini.h"
#include "ribbit/ribbit.h"
#include "ripple/ripple.h"

namespace tidepool {

const std::vector<GameInfo>& games()
{
    static const std::vector<GameInfo> all = {ribbit::gameInfo(), mini::gameInfo(), ripple::gameInfo()};
    return all;
}

} // namespace tidepool

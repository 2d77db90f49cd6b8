#include "bot.h"

namespace tidepool {

std::string RandomBot::chooseAction(const State& state)
{
    const auto actions = state.legalActions();
    return actions[static_cast<std::size_t>(m_rng.below(actions.size()))].text;
}

std::unique_ptr<Bot> makeBot(const std::string&, const std::string&, std::uint64_t seed, int seat)
{
    return std::make_unique<RandomBot>(seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(seat) + 1);
}

} // namespace tidepool

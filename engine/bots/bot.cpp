#include "bot.h"

#include <algorithm>

namespace tidepool {

std::string RandomBot::chooseAction(const State& state)
{
    std::vector<ParsedAction> actions;
    state.legalActions(actions);
    return actions[static_cast<std::size_t>(m_rng.below(actions.size()))].text();
}

const std::vector<std::string>& botLevels()
{
    static const std::vector<std::string> levels = {"random", "easy", "medium", "hard"};
    return levels;
}

std::unique_ptr<Bot> makeBot(const std::string& game, const std::string& level, std::uint64_t seed, int seat,
                             BotOptions options)
{
    const std::uint64_t botSeed = tidepool::botSeed(seed, seat);
    if (const GameInfo* info = findGame(game))
        if (info->makeBot && std::find(info->botLevels.begin(), info->botLevels.end(), level) != info->botLevels.end())
            return info->makeBot(level, botSeed, options);
    return std::make_unique<RandomBot>(botSeed);
}

} // namespace tidepool

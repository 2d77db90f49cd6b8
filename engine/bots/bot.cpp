#include "bot.h"

#include "game_bots.h"

namespace tidepool {

std::string RandomBot::chooseAction(const State& state)
{
    const auto actions = state.legalActions();
    return actions[static_cast<std::size_t>(m_rng.below(actions.size()))].text;
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
    if (level == "easy" || level == "medium" || level == "hard") {
        if (game == "ribbit")
            return ribbit::makeBot(level, botSeed, options);
        if (game == "mini")
            return mini::makeBot(level, botSeed, options);
        if (game == "ripple")
            return ripple::makeBot(level, botSeed, options);
    }
    return std::make_unique<RandomBot>(botSeed);
}

} // namespace tidepool

#include "pig_bots.h"

#include "core/tr.h"

#include <algorithm>

namespace tidepool::pig {

int PigBot::threshold(const Observation& obs) const
{
    if (m_level == "easy")
        return 15;
    if (m_level == "medium")
        return 20;
    const int me = *obs.current;
    int best = 0;
    for (int p = 0; p < obs.playerCount; ++p)
        if (p != me)
            best = std::max(best, obs.scores[static_cast<std::size_t>(p)]);
    const int mine = obs.scores[static_cast<std::size_t>(me)];
    if (obs.rules.target - best <= 10)
        return obs.rules.target; // a rival is about to win: only the target will do
    return 20 + std::max(0, best - mine) / 4;
}

Action PigBot::choose(const Observation& obs) const
{
    const int mine = obs.scores[static_cast<std::size_t>(*obs.current)];
    if (obs.turnPoints > 0 && (mine + obs.turnPoints >= obs.rules.target || obs.turnPoints >= threshold(obs)))
        return Action{Action::Hold};
    return Action{Action::Roll};
}

Decision PigBot::decide(const State& state)
{
    const auto& pig = dynamic_cast<const PigState&>(state);
    const Observation obs = pig.observation(*pig.currentPlayer());
    const Action action = choose(obs);
    const std::string why = action.kind == Action::Hold
                                ? format(TP_TR("pig", "{0}: it holds at {1} points"), pig.explain(action), threshold(obs))
                                : format(TP_TR("pig", "{0}: it rolls on below {1} points"), pig.explain(action), threshold(obs));
    return Decision{action.toString(), why};
}

std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, const BotOptions&)
{
    if (level == "easy" || level == "medium" || level == "hard")
        return std::make_unique<PigBot>(level);
    return std::make_unique<RandomBot>(seed);
}

} // namespace tidepool::pig

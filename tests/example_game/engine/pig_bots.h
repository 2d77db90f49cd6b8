#pragma once
// Pig's computer players (GameInfo::botLevels and makeBot, and the typed ones its simulations play):
// each holds once its turn's points reach a threshold, read from its own observation only (the
// banked scores, the turn's points and the target are public; no card is looked at). Easy holds at
// 15, Medium at 20, Hard at 20 adjusted to the race: it keeps rolling further when a rival is
// ahead or near the target. Each always holds when banking would reach the target. Deterministic
// (no chance of their own): the seed is not used. The reason starts with the move's explanation.
#include "pig.h"

#include "bots/bot.h"

#include <memory>
#include <string>

namespace tidepool::pig {

class PigBot final : public Bot, public TypedBot<PigState, Action>
{
public:
    /// `level` is "easy", "medium" or "hard" (makeBot() plays "random" for any other).
    explicit PigBot(std::string level) : m_level(std::move(level)) {}
    std::string chooseAction(const State& state) override { return decide(state).action; }
    Decision decide(const State& state) override;
    Action chooseMove(const PigState& state) override { return choose(state.observation(*state.currentPlayer())); }

    /// The turn's points at which the player to act of `obs` holds (Hard's depends on the race).
    int threshold(const Observation& obs) const;

private:
    Action choose(const Observation& obs) const;
    std::string m_level;
};

/// A bot of `level` for GameInfo::makeBot: a PigBot for "easy", "medium" and "hard".
std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed, const BotOptions& options);

} // namespace tidepool::pig

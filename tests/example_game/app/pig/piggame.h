#pragma once
// Pig's game screen controller (the example game's app part, tests/example_game/): a GameSession
// with the banked scores, the turn's points, the last roll and the viewer's own bonus card, read
// from the engine's observation for the viewer, and the two actions, roll and hold. No rule here:
// what is legal is the engine's (PigState::check). Registered with the app's registry from this
// folder (TIDEPOOL_REGISTER_APP_GAME in piggame.cpp) in the test programs only.
#include "gamesession.h"

#include <QVariantList>

namespace tidepool::pig {
class PigState;
}

namespace tidepool::app {

class PigGame : public GameSession
{
    Q_OBJECT
    /// Each seat's banked points, in seat order (ints).
    Q_PROPERTY(QVariantList scores READ scores NOTIFY stateChanged)
    /// The points of the turn under way (lost on a 1, banked by hold).
    Q_PROPERTY(int turnPoints READ turnPoints NOTIFY stateChanged)
    /// The banked points that end the game (the rule set's option).
    Q_PROPERTY(int target READ target NOTIFY stateChanged)
    /// The die of the last action when it was a roll (1..6), else 0.
    Q_PROPERTY(int lastRoll READ lastRoll NOTIFY stateChanged)
    /// The viewer's own bonus card (0..9) while it is on screen (behind the handover), -1 when not.
    Q_PROPERTY(int bonusCard READ bonusCard NOTIFY stateChanged)
    /// Whether the viewer may roll, or hold, now (the engine's legal actions).
    Q_PROPERTY(bool canRoll READ canRoll NOTIFY stateChanged)
    Q_PROPERTY(bool canHold READ canHold NOTIFY stateChanged)

public:
    explicit PigGame(QObject* parent = nullptr);

    QVariantList scores() const;
    int turnPoints() const;
    int target() const;
    int lastRoll() const;
    int bonusCard() const;
    bool canRoll() const { return isLegal(QStringLiteral("roll")); }
    bool canHold() const { return isLegal(QStringLiteral("hold")); }

    /// Plays "roll" or "hold" for the viewer; a refusal is a notice with the engine's reason.
    Q_INVOKABLE bool roll() { return applyAction(QStringLiteral("roll")); }
    Q_INVOKABLE bool hold() { return applyAction(QStringLiteral("hold")); }

    QString lastMoveText() const override { return m_lastMoveText; }
    QString resultReason() const override;
    QString tableSummary() const override;

protected:
    void refresh() override;
    QString describeLastAction(const tidepool::State& state) const override;
    void fillSeat(int player, Seat& seat) const override;
    QString tutorialPointer(const QString& action, const HandItem&) const override;

private:
    const tidepool::pig::PigState* pig() const;
    bool isLegal(const QString& action) const;
    QString named(const std::string& text) const;
    QString m_lastMoveText;
};

} // namespace tidepool::app

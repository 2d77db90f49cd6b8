#pragma once
// Computer players off the GUI thread: a computer seat's move and learning mode's suggestion are
// worked out by the engine's bots (engine/bots/) on Qt's thread pool (QtConcurrent), each from a
// copy of the position, and come back as a typed ComputerChoice. Every job carries the runner's
// generation when it started; cancel() moves to a new generation (a new game, an undo, leaving the
// game), and a result of an older generation is dropped: it never reaches the game.
#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <string>

namespace tidepool {
class State;
}

namespace tidepool::app {

/// What a computer player chose.
struct ComputerChoice
{
    enum class Kind { Move, Suggestion };
    Kind kind = Kind::Move;
    int generation = 0; ///< the runner's generation when the job started
    int seat = -1;      ///< the seat it chose for (counted from 0)
    int actionCount = 0; ///< the actions in the position it chose from
    QString action;     ///< the game's notation ("R+2 G", "place 3")
    QString reason;     ///< why, one line (suggestions only; "" for a move)
};

class ComputerRunner : public QObject
{
    Q_OBJECT
public:
    /// One question to a computer player.
    struct Job
    {
        std::shared_ptr<const tidepool::State> position; ///< a copy the bot reads (only the seat's observation)
        std::string game;   ///< "ribbit", ...
        std::string level;  ///< "easy", "medium", "hard", "random"
        std::uint64_t seed = 0;
        int seat = -1;
    };

    explicit ComputerRunner(QObject* parent = nullptr);
    /// Waits for the jobs still running (their results are dropped).
    ~ComputerRunner() override;

    /// A computer seat's move is being worked out.
    bool busy() const { return m_busy; }
    /// A suggestion is being worked out.
    bool suggesting() const { return m_suggesting; }
    int generation() const { return m_generation; }

    /// Chooses the move of `job.seat` (Bot::chooseAction); moveChosen() brings it. Refused (false)
    /// while a move is being worked out.
    bool play(Job job);
    /// Chooses the move to suggest to `job.seat` with its reason (Bot::decide); suggestionMade()
    /// brings it. Refused (false) while a suggestion is being worked out.
    bool suggest(Job job);
    /// Drops every job still running: their results never arrive. busy() and suggesting() are
    /// false at once.
    void cancel();

Q_SIGNALS:
    /// A move of the current generation (never a stale one).
    void moveChosen(const tidepool::app::ComputerChoice& choice);
    /// A suggestion of the current generation.
    void suggestionMade(const tidepool::app::ComputerChoice& choice);
    void busyChanged();
    void suggestingChanged();

private:
    void run(ComputerChoice::Kind kind, Job job);
    void finished(const ComputerChoice& choice);
    int m_generation = 0;
    bool m_busy = false;
    bool m_suggesting = false;
};

} // namespace tidepool::app

#pragma once
// The table a game screen plays on, wherever the game runs (docs/architecture.md, "Table"): this
// machine (LocalTable, over the engine) or, later, an online table on a server. The screen's
// controller (GameSession) drives it without knowing which: it asks which seats it may act for,
// what a seat observes, which actions are legal, submits actions and undo requests, and learns from
// signals what entered the record. No rules here: legality is the engine's.
#include "core/game.h"
#include "core/record.h"

#include <QList>
#include <QObject>
#include <QString>

#include <vector>

namespace tidepool::app {

class Table : public QObject
{
    Q_OBJECT
public:
    /// What became of a submit() or undo(): committed at once (a local table), refused with the
    /// engine's reason (one sentence, lower case as the engine words it), or pending: a remote
    /// table answers later with committed()/undone() or refused().
    struct Submission
    {
        enum class Status { Committed, Refused, Pending };
        Status status = Status::Refused;
        QString reason; ///< why it was refused; "" otherwise
        bool committed() const { return status == Status::Committed; }
    };

    using QObject::QObject;

    /// The game's registry name ("ribbit", ...).
    virtual QString gameName() const = 0;
    /// A game is on the table (false before the first open).
    virtual bool isOpen() const = 0;
    /// The history: the record so far (rule set, seats, seed, every action), for saving, replaying
    /// and the log. For a remote table, as far as the server tells this screen.
    virtual const tidepool::Record& record() const = 0;
    /// The position this screen shows (nullptr before a game is open). A local table's is the game
    /// itself; a remote table's holds only what the viewer may know (built from observation()).
    virtual const tidepool::State* position() const = 0;
    /// The seats this screen may act for (counted from 0): every seat at a local table (computer
    /// seats are played here too), the user's own seat at an online one.
    virtual QList<int> localSeats() const = 0;
    /// The seat to act, -1 once the game is over (or before it is open).
    virtual int seatToAct() const = 0;
    /// Other seats' moves are still being shown at this screen's pace (setMovePace): one is on show,
    /// or more wait behind it. Never at a local table.
    virtual bool showingOthersMoves() const { return false; }
    virtual bool isFinished() const = 0;
    /// The winners (seats), empty before the end.
    virtual std::vector<int> winners() const = 0;
    /// What `seat` may see now (State::observationJson; tidepool::kTable for the public view).
    virtual tidepool::Json observation(int seat) const = 0;
    /// The legal actions of `seat` now, with their one-line explanations; empty when it is not to act.
    virtual std::vector<tidepool::LegalAction> legalActions(int seat) const = 0;
    /// Whether `action` (the game's notation) is legal for `seat` now: an ok outcome, or why not.
    virtual tidepool::Outcome check(int seat, const QString& action) const = 0;
    /// Submits `seat`'s action. Committed: committed() was emitted before this returns.
    virtual Submission submit(int seat, const QString& action) = 0;
    /// Whether `seat` may take its last action back now (State::canUndo): ok, or why not.
    virtual tidepool::Outcome canUndo(int seat) const = 0;
    /// Takes `seat`'s last action back. Committed: undone() was emitted before this returns.
    virtual Submission undo(int seat) = 0;
    /// Why record() may not be written to a file now, as one sentence for the player; "" when it
    /// may. A record file holds the whole game (every hand, the seed: docs/game-record.md), so a
    /// table that knows only this screen's part of it (an online game before its end) says why
    /// instead. A local table's record is always whole: "".
    virtual QString saveBlockedReason() const { return {}; }
    /// The pace at which the screen shows other seats' moves, in milliseconds between two: a table
    /// whose moves may arrive close together (a remote one) holds them to that pace. A local table
    /// is paced by its screen, which asks its computers to move (GameSession::botToAct): no-op.
    virtual void setMovePace(int ms) { Q_UNUSED(ms); }

Q_SIGNALS:
    /// `action` of `seat` entered the record (anyone's: a person's here, a computer's, an opponent's
    /// on a remote table). record() and position() already include it.
    void committed(int seat, const QString& action);
    /// A pending submission or undo request was refused (remote tables; a local one answers at once).
    void refused(int seat, const QString& action, const QString& reason);
    /// Something to tell the player about a pending submission that stays pending (a remote
    /// table trying again after the server could not save it): one translated sentence.
    void notice(const QString& sentence);
    /// The last action was taken back; record() and position() are the shorter game.
    void undone(int seat);
    /// A whole record was opened (a new game, a save loaded, a replay position).
    void opened();
};

} // namespace tidepool::app

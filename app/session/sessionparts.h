#pragma once
// The parts of a game session as QML sees them (docs/architecture.md, "GameSession"): each a small
// QObject that GameSession owns for its whole life and shows as a CONSTANT pointer property, so
// `game.replay.position` is always safe to bind to, with or without a game loaded. A part holds
// stored values only: the session works them out after every change of the game and hands them to
// the part's setters, which note the values that changed; then the session calls announce() on
// every part, which emits each changed property's own NOTIFY signal, once. Every value of every part
// is stored before the first signal goes out, so a handler reading another part's property (or the
// session's) always sees the new value. No rules and no decisions here: those are the session's.
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <utility>

namespace tidepool::app {

/// The base of the session's parts: stores a value and notes its signal when it changed.
class SessionPart : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS

public:
    using QObject::QObject;
    /// Emits the NOTIFY signal of every value stored since the last call and different from
    /// the one before it, each once, in the order they were stored.
    void announce();

protected:
    /// Stores `value` in `field`; when it differs, `changed` is emitted by the next announce().
    template <typename T, typename Part>
    void store(T& field, T value, void (Part::*changed)())
    {
        if (field == value)
            return;
        field = std::move(value);
        m_due.append([this, changed] { Q_EMIT(static_cast<Part*>(this)->*changed)(); });
    }

private:
    QList<std::function<void()>> m_due;
};

/// The replay viewer (`game.replay`): stepping through a game's record with every hidden thing
/// revealed, no actions allowed. GameSession::startReplay(), openReplay(), seekReplay() and
/// stopReplay() drive it.
class SessionReplay : public SessionPart
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of GameSession: game.replay")
    /// The viewer holds a record opened for watching only (Watch a replay…): there is no game to go
    /// back to, and leaving the replay goes home (GameSession::replayClosed()).
    Q_PROPERTY(bool watchOnly READ watchOnly NOTIFY watchOnlyChanged)
    /// The last openReplay() was refused because the game is unfinished and its replay would show
    /// the players' secrets; openReplay(path, true) watches it anyway.
    Q_PROPERTY(bool showsSecrets READ showsSecrets NOTIFY showsSecretsChanged)
    /// The replay viewer is open.
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    /// Actions shown so far (0 = the start; 0 while not active).
    Q_PROPERTY(int position READ position NOTIFY positionChanged)
    /// Actions in the replayed record (0 while not active).
    Q_PROPERTY(int length READ length NOTIFY lengthChanged)
    /// The board shows, after `position` actions, this action (notation) in place of the one
    /// played there: a review's better move (GameSession::previewReplay()); "" otherwise.
    Q_PROPERTY(QString preview READ preview NOTIFY previewChanged)
    /// The game may be reviewed now (GameSession::reviewable()): it is over and its whole record is
    /// here (at an online table, once the server's record came), or it is in the replay viewer.
    /// The end screen's Review shows while it is true (the replay bar's in every replay).
    Q_PROPERTY(bool reviewable READ reviewable NOTIFY reviewableChanged)

public:
    using SessionPart::SessionPart;
    bool watchOnly() const { return m_watchOnly; }
    bool showsSecrets() const { return m_showsSecrets; }
    bool active() const { return m_active; }
    int position() const { return m_position; }
    int length() const { return m_length; }
    QString preview() const { return m_preview; }
    bool reviewable() const { return m_reviewable; }
    void setPreview(const QString& value) { store(m_preview, value, &SessionReplay::previewChanged); }
    void setWatchOnly(bool value) { store(m_watchOnly, value, &SessionReplay::watchOnlyChanged); }
    void setShowsSecrets(bool value) { store(m_showsSecrets, value, &SessionReplay::showsSecretsChanged); }
    void setActive(bool value) { store(m_active, value, &SessionReplay::activeChanged); }
    void setPosition(int value) { store(m_position, value, &SessionReplay::positionChanged); }
    void setLength(int value) { store(m_length, value, &SessionReplay::lengthChanged); }
    void setReviewable(bool value) { store(m_reviewable, value, &SessionReplay::reviewableChanged); }

Q_SIGNALS:
    void watchOnlyChanged();
    void showsSecretsChanged();
    void activeChanged();
    void positionChanged();
    void lengthChanged();
    void previewChanged();
    void reviewableChanged();

private:
    bool m_watchOnly = false;
    bool m_showsSecrets = false;
    QString m_preview;
    bool m_active = false;
    int m_position = 0;
    int m_length = 0;
    bool m_reviewable = false;
};

/// Learning mode's help for the viewer (`game.suggestion`): "Suggest a move" (GameSession::
/// suggestMove() asks; the session's suggestionChanged() follows every change of it too) and the
/// word after each of their moves (`hint...`: MoveHints grades a person's move off the GUI thread;
/// the line is that seat's own, shown only to it).
class SessionSuggestion : public SessionPart
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of GameSession: game.suggestion")
    /// The choice of the Medium computer player (the Hard one's after suggestMove("hard")) for the
    /// viewer, in action notation (for the screen's highlight, never shown); "" when there is none
    /// (cleared by every action).
    Q_PROPERTY(QString action READ action NOTIFY actionChanged)
    /// The suggested move and why, in one line of plain words with players named ("Rainbow +1:
    /// yellow moves from space 2 to space 3: the best move…", "Take the 5 from Ben's discard pile:
    /// …"), never notation: the line the screen shows; "" when there is no suggestion.
    Q_PROPERTY(QString reason READ reason NOTIFY reasonChanged)
    /// A suggestion is being worked out (off the GUI thread).
    Q_PROPERTY(bool working READ working NOTIFY workingChanged)
    /// A suggestion may be asked for now: learning mode, the viewer to act, no replay.
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)
    /// Moves are graded at this table now when the setting (AppSettings.moveHints) is on: learning
    /// mode, a game of this screen (not an online table, not a guided game), not the replay, not
    /// over. The view keeps the line's room while both are true, so the board does not move when a
    /// line comes.
    Q_PROPERTY(bool hintEnabled READ hintEnabled NOTIFY hintEnabledChanged)
    /// The viewer's line about their last move ("Your last move was good.", "Your last move could
    /// be better: …"); "" when they have none, while a handover screen is up, for nobody at the
    /// screen, and whenever the viewer is not the seat that moved: never another seat's.
    Q_PROPERTY(QString hint READ hint NOTIFY hintChanged)
    /// The viewer's last move is being graded.
    Q_PROPERTY(bool hintWorking READ hintWorking NOTIFY hintWorkingChanged)
    /// The move `hint` is about (its index in the record, from 0); -1 with no hint. With the
    /// viewer, it tells a new line from one said already.
    Q_PROPERTY(int hintMove READ hintMove NOTIFY hintMoveChanged)

public:
    using SessionPart::SessionPart;
    QString action() const { return m_action; }
    QString reason() const { return m_reason; }
    bool working() const { return m_working; }
    bool available() const { return m_available; }
    bool hintEnabled() const { return m_hintEnabled; }
    QString hint() const { return m_hint; }
    bool hintWorking() const { return m_hintWorking; }
    int hintMove() const { return m_hintMove; }
    void setAction(const QString& value) { store(m_action, value, &SessionSuggestion::actionChanged); }
    void setReason(const QString& value) { store(m_reason, value, &SessionSuggestion::reasonChanged); }
    void setWorking(bool value) { store(m_working, value, &SessionSuggestion::workingChanged); }
    void setAvailable(bool value) { store(m_available, value, &SessionSuggestion::availableChanged); }
    void setHintEnabled(bool value) { store(m_hintEnabled, value, &SessionSuggestion::hintEnabledChanged); }
    void setHint(const QString& value) { store(m_hint, value, &SessionSuggestion::hintChanged); }
    void setHintWorking(bool value) { store(m_hintWorking, value, &SessionSuggestion::hintWorkingChanged); }
    void setHintMove(int value) { store(m_hintMove, value, &SessionSuggestion::hintMoveChanged); }

Q_SIGNALS:
    void actionChanged();
    void reasonChanged();
    void workingChanged();
    void availableChanged();
    void hintEnabledChanged();
    void hintChanged();
    void hintWorkingChanged();
    void hintMoveChanged();

private:
    QString m_action;
    QString m_reason;
    bool m_working = false;
    bool m_available = false;
    bool m_hintEnabled = false;
    QString m_hint;
    bool m_hintWorking = false;
    int m_hintMove = -1;
};

/// Saving the game (`game.autosave`): the autosave after every action and "Save a copy"
/// (GameSession::saveAs()).
class SessionAutosave : public SessionPart
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of GameSession: game.autosave")
    /// The file this game is autosaved to after every action ("" before a game starts, in a replay
    /// opened from a file, and once the game is over).
    Q_PROPERTY(QString path READ path NOTIFY pathChanged)
    /// Why the last autosave failed (a full disk), in one sentence; "" while every move is saved.
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    /// Why "Save a copy" can't save this game now, in one sentence ("" when it can): an online
    /// game before its end (a saved game holds every card, and this screen sees only its own), or
    /// one whose whole record has not come from the server yet (Table::saveBlockedReason()).
    Q_PROPERTY(QString blockedReason READ blockedReason NOTIFY blockedReasonChanged)

public:
    using SessionPart::SessionPart;
    QString path() const { return m_path; }
    QString problem() const { return m_problem; }
    QString blockedReason() const { return m_blockedReason; }
    void setPath(const QString& value) { store(m_path, value, &SessionAutosave::pathChanged); }
    void setProblem(const QString& value) { store(m_problem, value, &SessionAutosave::problemChanged); }
    void setBlockedReason(const QString& value) { store(m_blockedReason, value, &SessionAutosave::blockedReasonChanged); }

Q_SIGNALS:
    void pathChanged();
    void problemChanged();
    void blockedReasonChanged();

private:
    QString m_path;
    QString m_problem;
    QString m_blockedReason;
};

/// Whose private information is on screen (`game.handover`): hot seat and the cover between
/// people's turns (HandoverPolicy decides; GameSession::confirmHandover() answers it).
class SessionHandover : public SessionPart
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of GameSession: game.handover")
    /// Private information is hidden until the player to act confirms (hot seat, "Pass to Ann").
    Q_PROPERTY(bool pending READ pending NOTIFY pendingChanged)
    /// While a handover is pending: what happened since that player's last turn, oldest first, as
    /// the log's sentences ("Computer 2 played Red +2: …"), every one of them (the handover screen
    /// lists them, so people see the moves made while they looked away); empty otherwise.
    Q_PROPERTY(QStringList sinceLastTurn READ sinceLastTurn NOTIFY sinceLastTurnChanged)
    /// The seat whose private information (hand, secret colour) is drawn, counted from 0; -1 for
    /// nobody.
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    /// The viewer's name as shown; "" for nobody.
    Q_PROPERTY(QString viewerName READ viewerName NOTIFY viewerNameChanged)
    /// The viewer may act now (their turn, no handover pending, no play waiting for Done).
    Q_PROPERTY(bool viewerToAct READ viewerToAct NOTIFY viewerToActChanged)

public:
    using SessionPart::SessionPart;
    bool pending() const { return m_pending; }
    QStringList sinceLastTurn() const { return m_sinceLastTurn; }
    int viewer() const { return m_viewer; }
    QString viewerName() const { return m_viewerName; }
    bool viewerToAct() const { return m_viewerToAct; }
    void setPending(bool value) { store(m_pending, value, &SessionHandover::pendingChanged); }
    void setSinceLastTurn(const QStringList& value) { store(m_sinceLastTurn, value, &SessionHandover::sinceLastTurnChanged); }
    void setViewer(int value) { store(m_viewer, value, &SessionHandover::viewerChanged); }
    void setViewerName(const QString& value) { store(m_viewerName, value, &SessionHandover::viewerNameChanged); }
    void setViewerToAct(bool value) { store(m_viewerToAct, value, &SessionHandover::viewerToActChanged); }

Q_SIGNALS:
    void pendingChanged();
    void sinceLastTurnChanged();
    void viewerChanged();
    void viewerNameChanged();
    void viewerToActChanged();

private:
    bool m_pending = false;
    QStringList m_sinceLastTurn;
    int m_viewer = -1;
    QString m_viewerName;
    bool m_viewerToAct = false;
};

/// The computer players' turns (`game.computers`): GameSession::playBotMove() lets the computer
/// seat to act think (off the GUI thread) at the view's pace.
class SessionComputers : public SessionPart
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of GameSession: game.computers")
    /// A computer seat of this screen is to act and is not yet thinking: the view calls
    /// playBotMove() at its pace.
    Q_PROPERTY(bool toAct READ toAct NOTIFY toActChanged)
    /// A computer player is thinking (off the GUI thread).
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    /// The last action was a computer's: the view shows it at the computer pace before the
    /// handover screen covers the table.
    Q_PROPERTY(bool justMoved READ justMoved NOTIFY justMovedChanged)
    /// Milliseconds between two moves of other players shown from an online table (the view sets
    /// it to its computer pace, so that moves sent close together land one after the other as a
    /// local game's do: Table::setMovePace); 0 (the default) shows each as it arrives. Negative
    /// values are taken as 0. The one property the view writes; its signal goes out at once.
    Q_PROPERTY(int pace READ pace WRITE setPace NOTIFY paceChanged)

public:
    using SessionPart::SessionPart;
    bool toAct() const { return m_toAct; }
    bool busy() const { return m_busy; }
    bool justMoved() const { return m_justMoved; }
    int pace() const { return m_pace; }
    void setToAct(bool value) { store(m_toAct, value, &SessionComputers::toActChanged); }
    void setBusy(bool value) { store(m_busy, value, &SessionComputers::busyChanged); }
    void setJustMoved(bool value) { store(m_justMoved, value, &SessionComputers::justMovedChanged); }
    void setPace(int ms);

Q_SIGNALS:
    void toActChanged();
    void busyChanged();
    void justMovedChanged();
    void paceChanged();

private:
    bool m_toAct = false;
    bool m_busy = false;
    bool m_justMoved = false;
    int m_pace = 0;
};

/// The moves on the table (`game.moves`): the last one told, the play waiting for Done
/// (GameSession::confirmMove(), takeBackMove()), taking back (undo()) and the recap
/// (dismissRecap()).
class SessionMoves : public SessionPart
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of GameSession: game.moves")
    /// A play of the viewer waits for Done or Take back (Settings: "Confirm each move", on by
    /// default; never in a guided game, never for a computer). Meanwhile the table shows the
    /// engine's preview of the play (State::preview: no card drawn yet, the same player to act) and
    /// nothing is in the record, the log or the autosave.
    Q_PROPERTY(bool pending READ pending NOTIFY pendingChanged)
    /// The pending play in the log's words ("Ann played Red +1: red moves …"); "" when none.
    Q_PROPERTY(QString pendingText READ pendingText NOTIFY pendingTextChanged)
    /// The last action can be taken back now (by the viewer, within their own turn), or the play
    /// waiting for Done (pending), which undo() takes back as takeBackMove() does.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    /// Why undo is not available, in one sentence ("" when it is, or without a game).
    Q_PROPERTY(QString undoBlockedReason READ undoBlockedReason NOTIFY undoBlockedReasonChanged)
    /// What undo() would take back, in the log's words ("" when it can't): the play waiting for
    /// Done, else the last action (the log's last line). For the Undo buttons' descriptions.
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoTextChanged)
    /// Without a handover screen (one person with computers; Ripple always): the log's sentences
    /// of the others' moves between the viewer's last turn and this one, oldest first, when more
    /// than one happened, for the whole of the viewer's turn (its several actions too) until it
    /// passes or dismissRecap(); empty otherwise.
    Q_PROPERTY(QStringList recap READ recap NOTIFY recapChanged)
    /// One sentence: what the last action did (the game's words; the pending play's while a move
    /// waits for Done); "" before the first. The table captions every move with it, a computer's
    /// at the computer pace.
    Q_PROPERTY(QString lastText READ lastText NOTIFY lastTextChanged)
    /// What the last action in the record did, as the table's sounds in the order they happen, by
    /// SoundBoard::fileName(): "card", "step", "stack", "lettuce", "shuffle", "splash",
    /// "extra-turn", "round-end", then "win" when it ended the game. Read from the engine's account
    /// of the move; an action the table cannot tell (an online table's position has no moves) is
    /// ["card"], with "win" at the end. The committed position's, not the pending play's; empty
    /// before the first action. TableSounds plays it for each new action of the live game.
    Q_PROPERTY(QStringList lastSounds READ lastSounds NOTIFY lastSoundsChanged)

public:
    using SessionPart::SessionPart;
    bool pending() const { return m_pending; }
    QString pendingText() const { return m_pendingText; }
    bool canUndo() const { return m_canUndo; }
    QString undoBlockedReason() const { return m_undoBlockedReason; }
    QString undoText() const { return m_undoText; }
    QStringList recap() const { return m_recap; }
    QString lastText() const { return m_lastText; }
    QStringList lastSounds() const { return m_lastSounds; }
    void setPending(bool value) { store(m_pending, value, &SessionMoves::pendingChanged); }
    void setPendingText(const QString& value) { store(m_pendingText, value, &SessionMoves::pendingTextChanged); }
    void setCanUndo(bool value) { store(m_canUndo, value, &SessionMoves::canUndoChanged); }
    void setUndoBlockedReason(const QString& value) { store(m_undoBlockedReason, value, &SessionMoves::undoBlockedReasonChanged); }
    void setUndoText(const QString& value) { store(m_undoText, value, &SessionMoves::undoTextChanged); }
    void setRecap(const QStringList& value) { store(m_recap, value, &SessionMoves::recapChanged); }
    void setLastText(const QString& value) { store(m_lastText, value, &SessionMoves::lastTextChanged); }
    void setLastSounds(const QStringList& value) { store(m_lastSounds, value, &SessionMoves::lastSoundsChanged); }

Q_SIGNALS:
    void pendingChanged();
    void pendingTextChanged();
    void canUndoChanged();
    void undoBlockedReasonChanged();
    void undoTextChanged();
    void recapChanged();
    void lastTextChanged();
    void lastSoundsChanged();

private:
    bool m_pending = false;
    QString m_pendingText;
    bool m_canUndo = false;
    QString m_undoBlockedReason;
    QString m_undoText;
    QStringList m_recap;
    QString m_lastText;
    QStringList m_lastSounds;
};

/// How the game ended (`game.result`); both "" before the end (GameSession::finished).
class SessionResult : public SessionPart
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of GameSession: game.result")
    /// "Ann wins!" or "Ann and Ben share the win!" ("You win!" for a guided game's learner).
    Q_PROPERTY(QString text READ text NOTIFY textChanged)
    /// Why, naming the rule that decided it (each game's winReason()).
    Q_PROPERTY(QString reason READ reason NOTIFY reasonChanged)

public:
    using SessionPart::SessionPart;
    QString text() const { return m_text; }
    QString reason() const { return m_reason; }
    void setText(const QString& value) { store(m_text, value, &SessionResult::textChanged); }
    void setReason(const QString& value) { store(m_reason, value, &SessionResult::reasonChanged); }

Q_SIGNALS:
    void textChanged();
    void reasonChanged();

private:
    QString m_text;
    QString m_reason;
};

} // namespace tidepool::app

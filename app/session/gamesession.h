#pragma once
// The game-independent part of a game screen's controller, the facade the game pages bind to. It
// puts together, each in its own class (docs/architecture.md, "GameSession"):
//   - the Table the game is played on (the abstract table.h: the session drives it without
//     knowing where the game runs; a local game's is a LocalTable, made where the game is opened),
//   - the HandoverPolicy (whose private information is on screen: hot seat and the cover),
//   - the ComputerRunner (computer turns and suggestions off the GUI thread, stale ones dropped),
//   - the MoveHints (learning mode's word after a person's move, graded off the GUI thread),
//   - the ReplayController (the replay viewer) and the AutosaveService (autosave, Save as),
// and keeps the game log, the move waiting for Done, the recap and the tutorial gate. Each game's
// controller (RibbitGame, ...) derives from it and keeps its own models in step after every
// action. No rules here: legality comes from the engine.
//
// QML sees the session's own properties (active, currentPlayer, finished, ...) and its parts
// (sessionparts.h), each a CONSTANT pointer property: `game.replay.position`,
// `game.handover.pending`, `game.moves.lastText`, ... Every property, the session's and the parts',
// has its own NOTIFY signal, emitted once when its value changed (publish() after every change);
// stateChanged() still follows every change of the game (the game controllers' own properties
// notify with it).
#include "autosaveservice.h"
#include "computerrunner.h"
#include "core/record.h"
#include "handoverpolicy.h"
#include "logmodel.h"
#include "movehints.h"
#include "newgamesetup.h"
#include "replaycontroller.h"
#include "seatmodel.h"
#include "sessionparts.h"
#include "table.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>

namespace tidepool::app {

class GameSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each game has its own controller, made by its registry entry (GameRegistry)")
    /// True once a game is loaded.
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    /// "ribbit", "mini", "ripple".
    Q_PROPERTY(QString gameName READ gameName CONSTANT)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY playerCountChanged)
    /// The seat to act, -1 once the game is over.
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY currentPlayerChanged)
    Q_PROPERTY(QString currentPlayerName READ currentPlayerName NOTIFY currentPlayerNameChanged)
    Q_PROPERTY(bool currentIsHuman READ currentIsHuman NOTIFY currentIsHumanChanged)
    /// Learning mode: playable cards and legal targets are highlighted, with reasons.
    Q_PROPERTY(bool learningMode READ learningMode NOTIFY learningModeChanged)
    /// The game is over (its result in `result`).
    Q_PROPERTY(bool finished READ finished NOTIFY finishedChanged)
    /// Number of actions played so far.
    Q_PROPERTY(int actionCount READ actionCount NOTIFY actionCountChanged)
    /// The last error of openRecord()/start(), empty when none.
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    /// The game is played at a table on a game server (Play online), not at a table of this screen,
    /// also while its replay is watched (the table is held aside meanwhile: startReplay()):
    /// playAgain() does nothing there (another game is a new table, hosted from Play online).
    Q_PROPERTY(bool online READ online NOTIFY onlineChanged)
    Q_PROPERTY(tidepool::app::SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(tidepool::app::LogModel* log READ log CONSTANT)
    // The session's parts, each with its own properties and NOTIFY signals (sessionparts.h); they
    // exist as long as the session, game or no game.
    /// The replay viewer: watchOnly, showsSecrets, active, position, length, preview, reviewable.
    Q_PROPERTY(tidepool::app::SessionReplay* replay READ replay CONSTANT)
    /// Learning mode's help: "Suggest a move" (action, reason, working, available) and the word
    /// after the viewer's move (hintEnabled, hint, hintWorking, hintMove).
    Q_PROPERTY(tidepool::app::SessionSuggestion* suggestion READ suggestion CONSTANT)
    /// Saving: path, problem, blockedReason.
    Q_PROPERTY(tidepool::app::SessionAutosave* autosave READ autosave CONSTANT)
    /// Whose private information is on screen: pending, sinceLastTurn, viewer, viewerName,
    /// viewerToAct.
    Q_PROPERTY(tidepool::app::SessionHandover* handover READ handover CONSTANT)
    /// Computer turns: toAct, busy, justMoved, pace (written by the view).
    Q_PROPERTY(tidepool::app::SessionComputers* computers READ computers CONSTANT)
    /// The moves: pending, pendingText, canUndo, undoBlockedReason, undoText, recap, lastText,
    /// lastSounds.
    Q_PROPERTY(tidepool::app::SessionMoves* moves READ moves CONSTANT)
    /// How the game ended: text, reason.
    Q_PROPERTY(tidepool::app::SessionResult* result READ result CONSTANT)

public:
    explicit GameSession(const QString& gameName, QObject* parent = nullptr);
    ~GameSession() override;

    bool active() const { return m_table && m_table->isOpen(); }
    QString gameName() const { return m_gameName; }
    int playerCount() const;
    int currentPlayer() const;
    QString currentPlayerName() const;
    bool currentIsHuman() const;
    /// The parts QML reads (sessionparts.h): their values are the ones published after the last
    /// change of the game.
    SessionReplay* replay() { return &m_replayPart; }
    SessionSuggestion* suggestion() { return &m_suggestionPart; }
    SessionAutosave* autosave() { return &m_autosavePart; }
    SessionHandover* handover() { return &m_handoverPart; }
    SessionComputers* computers() { return &m_computersPart; }
    SessionMoves* moves() { return &m_movesPart; }
    SessionResult* result() { return &m_resultPart; }
    // The session's own reading of what the parts show, live (C++ callers, the game controllers):
    /// computers.toAct
    bool botToAct() const;
    /// computers.busy
    bool busy() const { return m_computer.busy(); }
    /// handover.pending
    bool handoverPending() const { return m_handover.pending(); }
    /// handover.sinceLastTurn
    QStringList sinceLastTurn() const;
    /// moves.recap
    QStringList recap() const;
    /// moves.lastText: each game's sentence for its last move (the pending play's while a move
    /// waits for Done); "" by default.
    virtual QString lastMoveText() const { return {}; }
    /// moves.lastSounds
    QStringList lastActionSounds() const;
    /// computers.justMoved
    bool computerJustMoved() const;
    /// handover.viewer
    int viewer() const { return m_handover.viewer(); }
    /// handover.viewerName
    QString viewerName() const;
    /// handover.viewerToAct
    bool viewerToAct() const;
    bool learningMode() const { return m_learningMode; }
    bool finished() const;
    /// result.text
    QString resultText() const;
    /// result.reason: each game's win reason once the game is over; "" by default.
    virtual QString resultReason() const { return {}; }
    /// What is on the table, in one summary for a screen reader (the "what's on the table" key,
    /// docs/accessibility.md): the track or row with every stack bottom to top, the piles, the
    /// beaches with their owners; only what the viewer may see (no hand, no secret colour). Made
    /// from the controller's models in the chosen language; "" without a game.
    Q_INVOKABLE virtual QString tableSummary() const { return {}; }
    /// `action` (notation, played by `actor`) in words, for a position with no move to tell (an
    /// online table's, built from an observation), called with the position just after it: the
    /// engine's own sentence where that position shows the whole move (Ripple: every card a move
    /// names is face up after it), else from the notation alone: "Ben played Blue −2 on B1.".
    /// The notation itself when it can't be read.
    virtual QString actionWords(int actor, const QString& action) const { Q_UNUSED(actor); return action; }
    int actionCount() const;
    QString errorText() const { return m_errorText; }
    /// moves.canUndo
    bool canUndo() const;
    /// moves.undoBlockedReason
    QString undoBlockedReason() const;
    /// moves.undoText
    QString undoText() const;
    /// autosave.blockedReason
    QString saveBlockedReason() const { return active() ? m_table->saveBlockedReason() : QString(); }
    bool online() const;
    /// autosave.path
    QString autosavePath() const { return m_autosave.path(); }
    /// autosave.problem
    QString autosaveProblem() const { return m_autosave.problem(); }
    /// replay.watchOnly
    bool replayOnly() const { return m_replay.watchOnly(); }
    /// replay.showsSecrets
    bool replayShowsSecrets() const { return m_replayShowsSecrets; }
    /// replay.active
    bool replaying() const { return m_replay.active(); }
    /// replay.position
    int replayPosition() const { return m_replay.active() ? m_replay.position() : 0; }
    /// replay.length
    int replayLength() const { return m_replay.length(); }
    /// replay.preview
    QString replayPreview() const { return m_replay.active() ? m_replay.preview() : QString(); }
    /// suggestion.action
    QString suggestedAction() const { return m_suggestedAction; }
    /// suggestion.reason
    QString suggestionReason() const { return m_suggestionReason; }
    /// suggestion.working
    bool suggesting() const { return m_computer.suggesting(); }
    /// suggestion.available
    bool canSuggest() const;
    /// suggestion.hintEnabled: a person's move here is graded when AppSettings::storedMoveHints()
    /// is on (learning mode, a game of this screen that is not a guided one, no replay, not over).
    bool hintsEnabled() const;
    /// suggestion.hint: the viewer's own line about their last move, "" while a handover screen is
    /// up.
    QString hintText() const;
    /// Every seat's word about its last move, shown or not (C++ callers and tests).
    const tidepool::app::MoveHints& moveHints() const { return m_hints; }
    /// moves.pending
    bool movePending() const { return m_preview != nullptr; }
    /// moves.pendingText
    QString pendingMoveText() const;
    SeatModel* seats() { return &m_seats; }
    const SeatModel* seats() const { return &m_seats; }
    LogModel* log() { return &m_log; }

    /// A click or key on the table when this screen may not act (TablePage.canAct is false because
    /// it is not this screen's turn): at an online table it is never dropped without a word, so
    /// this says why it waits as a notice, "Wait a moment: the other players' moves are still being
    /// shown" while they are (Table::showingOthersMoves), else whose turn it is, and returns true.
    /// Elsewhere (at one screen a click out of turn is not taken) it says nothing and returns false.
    Q_INVOKABLE bool sayWhyItWaits();
    /// Starts a new game from the new-game screen's choices. Returns false (and sets errorText) if
    /// the engine refuses the rule set or seats.
    Q_INVOKABLE bool start(tidepool::app::NewGameSetup* setup);
    /// Starts the game a record describes and replays its actions. On error nothing changes.
    Q_INVOKABLE bool openRecordText(const QString& json, const QString& source = QString());
    /// Reads a *.tidepool.json file (a regular file only: a FIFO or device is refused unopened); on
    /// error nothing changes and errorText names the file. An autosave is continued in place, as
    /// resume() does (not copied into a second autosave).
    Q_INVOKABLE bool openRecord(const QString& path);
    /// Continues an autosaved game (from the home screen's list); later actions save to the same
    /// file. Refused (errorText says so) while another Tidepool window has the same game open.
    Q_INVOKABLE bool resume(const QString& autosavePath);
    /// Continues a damaged autosave from what can be read: its actions up to the first that does
    /// not replay. The damaged file is kept beside it as `<file>.damaged` first.
    Q_INVOKABLE bool resumeReadable(const QString& autosavePath);
    /// Writes the record to `path` (a local path or file: URL; ".tidepool.json" is added when
    /// missing) atomically, every write checked (writeFileAtomically). Then notice() says where
    /// ("Saved to …", the path shown escaped). On failure nothing is overwritten and errorText
    /// says why. Refused, writing nothing, while autosave.blockedReason is set (errorText is that
    /// sentence): an online game is saved only once its whole record is here, after the end.
    Q_INVOKABLE bool saveAs(const QString& path);
    /// Takes back the viewer's last action when moves.canUndo; otherwise notice(moves.undoBlockedReason).
    Q_INVOKABLE bool undo();
    /// Replays the current game from its start (e.g. from the end screen); in the replay viewer
    /// already, goes to its start. Refused (false, notice() says why) while the table holds only a
    /// part of the record (Table::saveBlockedReason(): an online game before the server's whole
    /// record came), which no replay could show. An online table is held aside, as it is, while
    /// the replay shows positions on tables of this screen, and stopReplay() plays it again.
    Q_INVOKABLE bool startReplay();
    /// Opens a record file in the replay viewer, for watching only (no game to play on, nothing
    /// autosaved). An unfinished game whose players hold secrets (hands, secret colours) is refused
    /// unless `showSecrets` (replay.showsSecrets tells the view to ask). On error nothing changes and
    /// errorText says why.
    Q_INVOKABLE bool openReplay(const QString& path, bool showSecrets = false);
    /// Shows the position after `position` actions (clamped to the record).
    Q_INVOKABLE void seekReplay(int position);
    /// In the replay viewer, shows the position after the first `position` actions (clamped to
    /// the record) followed by `action` (notation) in place of the one played there: a review's
    /// better move on the board (replay.preview names it, replay.position is `position`; the log
    /// stops before it). seekReplay() ends it. Refused (false; nothing changes) outside the replay
    /// viewer or when `action` is not a legal action there.
    Q_INVOKABLE bool previewReplay(int position, const QString& action);
    /// Leaves the replay viewer: back to the game at its last position (autosaved again, behind the
    /// handover screen when several people share it), at an online table to that table, held aside
    /// during the replay (online, its record, its winners and playAgain() as before the replay); for
    /// a replay opened from a file (replay.watchOnly), emits replayClosed() instead: there is no
    /// game to go back to.
    Q_INVOKABLE void stopReplay();
    /// The record of the game so far (JSON text).
    Q_INVOKABLE QString recordJson() const;
    /// The same seats and rule set with a fresh seed, at this screen. Does nothing at an online
    /// table (online): the seats there are other people's screens and the server's computers, and
    /// a new game of theirs is a new table.
    Q_INVOKABLE void playAgain();
    /// Done: plays the pending move (the card is drawn now), logs and saves it, and the turn
    /// passes. Returns false when no move is pending.
    Q_INVOKABLE bool confirmMove();
    /// Take back: the pending move never happened; the same player chooses again. Returns false
    /// when no move is pending.
    Q_INVOKABLE bool takeBackMove();
    /// Closes the recap (until the viewer's next turn).
    Q_INVOKABLE void dismissRecap();
    /// The named player confirms they are at the screen: their private information is shown.
    Q_INVOKABLE void confirmHandover();
    /// Lets the computer seat to act choose and play its move (thinking off the GUI thread).
    Q_INVOKABLE void playBotMove();
    Q_INVOKABLE void setLearningMode(bool on);
    /// Why `action` (in the game's notation, e.g. "R- R", "shake B1", "place 3") is not legal for
    /// the player to act now, as one sentence naming the rule; "" when it is legal or no game is on.
    Q_INVOKABLE QString whyNotAction(const QString& action) const;

    /// Decides whether a legal or illegal action of the viewer may go ahead: returns "" to let the
    /// engine apply it (or refuse it with its reason), or the sentence to show instead.
    using ActionGate = std::function<QString(const QString& action, const tidepool::Outcome& legality)>;
    /// Tutorial mode (the guided first game, see Tutorial): no autosave (the user's saved games are
    /// untouched), computer seats wait for playScripted() instead of thinking, no undo, and every
    /// action of the viewer passes `gate` first. An empty gate ends tutorial mode.
    void setTutorialGate(ActionGate gate);
    bool tutorialMode() const { return bool(m_gate); }
    /// Plays `action` for the player to act, whoever they are (a tutorial's scripted opponent
    /// move). Returns the engine's refusal reason, "" when applied.
    QString playScripted(const QString& action);
    /// Learning mode: works out the move the `level` computer player ("medium" or "hard") would
    /// make for the viewer, from the viewer's observation only, off the GUI thread; then
    /// suggestion.action and suggestion.reason are set and the game's screen highlights it.
    Q_INVOKABLE void suggestMove(const QString& level = QStringLiteral("medium"));
    /// Where the suggestion leads the keyboard next: the objectName of the next thing to choose
    /// once its card is chosen (the suggested turtle or tile, "discardButton"), as a guided game
    /// points (tutorialPointer); "" for none.
    Q_INVOKABLE QString suggestionPointer() const;

    /// The position on screen: the game's, or while a move is pending its preview (moves.pending).
    const tidepool::State* state() const { return m_preview ? m_preview.get() : m_table ? m_table->position() : nullptr; }
    /// The record on the table (an empty one before a game is open).
    const tidepool::Record& record() const;
    /// The record a review reads (GameReview): the replay's whole record while replaying, else
    /// the game's.
    tidepool::Record reviewRecord() const;
    /// replay.reviewable: a review may read reviewRecord() now: the game is over and its whole
    /// record is here (at an online table, once the server's record came after the end:
    /// Table::saveBlockedReason()), or it is in the replay viewer, which shows every hand and
    /// secret colour already (its own guard asked first: openReplay()).
    bool reviewable() const;
    /// The table the game is played on (nullptr before a game is open).
    const tidepool::app::Table* table() const { return m_table.get(); }
    /// Puts `table` in place of the current one (which is deleted; an online table held aside by
    /// the replay stays held): the session follows its committed() and undone() signals from now on. A local game's table is made by the session
    /// when it opens a record (makeLocalTable(), localtable.h); another kind of table (an online
    /// one) is handed in here.
    void setTable(std::unique_ptr<tidepool::app::Table> table);
    /// Plays `table`, made elsewhere (an online table, app/online/remotetable.h), in place of the
    /// current game: no autosave (the server keeps the game), an empty log, and the table followed
    /// from now on (connectTable()): its opened() shows the game, its committed() as any action,
    /// its refused() as a notice with the server's reason. Seats that are not the table's
    /// localSeats() are neither played here (the server plays its computers) nor covered by the
    /// handover.
    void playTable(std::unique_ptr<tidepool::app::Table> table);
    /// Whether `seat` is played at this screen (every seat of a local game).
    bool playsHere(int seat) const { return m_table && m_table->localSeats().contains(seat); }

Q_SIGNALS:
    /// Something of the game changed (every action, a game loaded, the handover, the language...):
    /// the game controllers' own properties notify with it.
    void stateChanged();
    void learningModeChanged();
    void errorTextChanged();
    /// The suggestion changed: its action, reason or working (each also has its own signal on
    /// the suggestion part).
    void suggestionChanged();
    /// The viewer's last action was taken back (undo): `text` is its log line.
    void undone(const QString& text);
    // One per property, emitted only when its value changed (the parts have their own):
    void activeChanged();
    void playerCountChanged();
    void currentPlayerChanged();
    void currentPlayerNameChanged();
    void currentIsHumanChanged();
    void finishedChanged();
    void actionCountChanged();
    void onlineChanged();
    /// A one-sentence message for the player, e.g. why an action is not legal.
    void notice(const QString& text);
    /// A replay opened from a file was left: the view goes home.
    void replayClosed();

protected:
    /// Takes the suggestion away (its action and reason), e.g. when the viewer chose another move.
    void clearSuggestion();
    /// After a change of the game (the models refreshed): publishes every value, the session's and
    /// its parts' (publish()), then emits stateChanged(). A controller changing its own state calls
    /// it rather than emitting stateChanged() itself: QML's handlers of stateChanged run before any
    /// C++ slot, and they read the parts' new values only when those were published first.
    void changed();
    /// Applies an action of the player to act. On refusal emits notice(reason) and returns false.
    bool applyAction(const QString& action);
    /// Rebuilds the game's own models and properties after the state changed.
    virtual void refresh() = 0;
    /// `action` (notation) of `actor` just entered the record (Table::committed: a person's here, a
    /// computer's, another screen's at an online table), and refresh() is about to run for it: a
    /// game that shows what the action made (Ripple's moments) notes it here. Never called for a
    /// game opened, a replay position or an undo. Default: nothing.
    virtual void actionCommitted(int actor, const QString& action)
    {
        Q_UNUSED(actor);
        Q_UNUSED(action);
    }
    /// The log sentence for the action just applied to `state`.
    virtual QString describeLastAction(const tidepool::State& state) const = 0;
    /// The sounds of the last move of `state` (a position of this game), in order, by
    /// SoundBoard::fileName(), from the engine's Move: without "win" (lastActionSounds() adds it);
    /// empty when `state` has no move to tell (default).
    virtual QStringList actionSounds(const tidepool::State& state) const
    {
        Q_UNUSED(state);
        return {};
    }
    /// Game-specific parts of a seat row (colour, hand size) as `viewer` may see them.
    virtual void fillSeat(int player, Seat& seat) const = 0;
    /// The game just ended here: counts it in PlayerStatistics for the people at this screen.
    void countFinishedGame();
    QString playerName(int player) const;
    bool isHuman(int player) const;
    /// Shows a suggested action on the game's own models (e.g. selects the card); default: nothing.
    virtual void highlightSuggestion(const QString& action) { Q_UNUSED(action); }
    /// Everything hidden is shown (the replay viewer and the end of a game).
    bool revealAll() const { return m_replay.active(); }
    /// Whether a player holds anything the others may not see (a hand, a secret colour). Without
    /// (Ripple: every card is face up for all or face down for all) there is no handover: the
    /// screen simply shows the player to act.
    virtual bool hasPrivateInformation() const { return true; }

public:
    /// A hand row's item for a card id ("card-2"), "" when the card is not in the viewer's hand.
    using HandItem = std::function<QString(const QString& card)>;
    /// Where the guided game points while it waits for `action` (the game's notation): an
    /// objectName of the game screen ("turtle-G", "slot3"), given the viewer's selection; "" for
    /// nowhere (docs/architecture.md, "Guided first games").
    virtual QString tutorialPointer(const QString& action, const HandItem& handItem) const
    {
        Q_UNUSED(action);
        Q_UNUSED(handItem);
        return {};
    }
    /// The usual pointer of a card game with a hand and a selection ("<card> <target>",
    /// "discard <card>"): first the card, then `targetItem(target)` ("" for the play without a
    /// target), or the discard button.
    static QString cardThenTarget(const QString& action, const QString& selectedCard, const HandItem& handItem,
                                  const std::function<QString(const QString& target)>& targetItem);

protected:

private:
    /// How a record comes in: a new game (a fresh autosave), an autosave continued in place, or a
    /// record to watch only (no autosave).
    enum class Opening { NewGame, Resume, Replay };
    bool load(tidepool::Record record, const QString& source, Opening opening = Opening::NewGame,
              const QString& autosavePath = QString());
    /// Reads and parses a record file; on error sets errorText and returns nothing.
    std::optional<tidepool::Record> readRecord(const QString& path);
    /// Submits `action` for the player to act to the table (the one commit path); "" when it was
    /// committed (afterAction() has run), else the engine's reason.
    QString commit(const QString& action);
    /// After an action entered the record (Table::committed): the log, the viewer, the models, the
    /// autosave.
    void afterAction(int actor, const QString& action = QString());
    tidepool::app::HandoverPolicy::Turn turn() const;
    /// The log of `record` made from it, one engine sentence per action (describeLastAction()), in
    /// the current language; nothing when the record does not replay.
    std::optional<QList<LogEntry>> logOf(const tidepool::Record& record) const;
    /// Follows the opened(), refused() and notice() signals of m_table, a table made elsewhere
    /// (playTable(), and again when stopReplay() puts it back).
    void connectTable();
    /// Shows the table as it is now (playTable(), its opened() and refused()); counts the end of a
    /// game seen here once it is shown.
    void showTable();
    /// The replay viewer shows `table` (a position of its record, or a review's preview), its log
    /// as far as the replay's position, every hand and secret colour.
    void showReplayed(std::unique_ptr<tidepool::app::Table> table);
    void updateViewer();
    void refreshAll();
    /// The language changed: rebuilds the log and every sentence in the current language.
    void retranslate();
    void setError(const QString& text);
    /// Saves the record to this game's autosave, when it has one and saving is on.
    void saveToAutosave();
    static QString localPath(const QString& pathOrUrl);
    /// publish(), then suggestionChanged().
    void publishSuggestion();
    /// Works out every published value after a change (of the session's own properties and the
    /// parts'), stores them, then emits the NOTIFY signal of each that changed, once: the
    /// session's first, then each part's (SessionPart::announce()).
    void publish();
    void computerMoved(const tidepool::app::ComputerChoice& choice);
    /// After the table took the last action back (Table::undone).
    void afterUndo();
    /// After `actor`'s action entered the record: grades it for them when hints are on.
    void gradeMove(int actor);
    void suggestionMade(const tidepool::app::ComputerChoice& choice);

    QString m_gameName;
    std::unique_ptr<tidepool::app::Table> m_table;
    /// During the replay of a game played at a table made elsewhere (an online one), that table,
    /// held aside while m_table shows the replay's positions, its signals not followed (after the
    /// end nothing of it changes: the server sends no more moves); stopReplay() puts it back, and a
    /// game opened or played here instead (load(), playTable()) drops it.
    std::unique_ptr<tidepool::app::Table> m_heldTable;
    /// While a record is being opened: its players (the log's sentences name them).
    const std::vector<tidepool::PlayerSpec>* m_openingPlayers = nullptr;
    /// The pending move (moves.pending): its notation and the engine's preview of it.
    QString m_pendingAction;
    std::unique_ptr<tidepool::State> m_preview;
    void dropPendingMove();
    /// Whether a play of the viewer waits for Done (the setting, outside guided games).
    bool confirmsMoves() const;
    tidepool::app::HandoverPolicy m_handover;
    bool m_learningMode = true;
    QString m_errorText;
    tidepool::app::AutosaveService m_autosave;
    tidepool::app::ReplayController m_replay;
    bool m_replayShowsSecrets = false;
    /// The game on the table was opened for watching only (openReplay()).
    bool m_watchOnly = false;
    SeatModel m_seats;
    LogModel m_log;
    ActionGate m_gate;
    tidepool::app::ComputerRunner m_computer;
    QString m_suggestedAction;
    QString m_suggestionReason;
    /// The log's entries since `player`'s last one before row `end` (all of them if they have none;
    /// `end` -1: the whole log), oldest first.
    QStringList entriesSinceLastTurnOf(int player, qsizetype end = -1) const;
    /// The log's row where `player`'s turn under way began (the row after the last one not theirs).
    qsizetype turnStartOf(int player) const;
    int m_recapDismissedAt = -1; ///< the recap was closed for the turn beginning at this log row ...
    const void* m_recapDismissedIn = nullptr; ///< ... in this state (a new game starts afresh)
    /// The session's own properties' values when their signals were last emitted (publish()).
    struct Published
    {
        bool active = false;
        int playerCount = 0;
        int currentPlayer = -1;
        QString currentPlayerName;
        bool currentIsHuman = false;
        bool finished = false;
        int actionCount = 0;
        bool online = false;
    } m_published;
    /// An action was seen here and the game is not over yet: its end, when it comes (an online
    /// table's after the last move's pace), is counted in the statistics.
    bool m_endDue = false;
    SessionReplay m_replayPart;
    SessionSuggestion m_suggestionPart;
    /// The word after each person's move, by seat (suggestion.hint).
    tidepool::app::MoveHints m_hints;
    SessionAutosave m_autosavePart;
    SessionHandover m_handoverPart;
    SessionComputers m_computersPart;
    SessionMoves m_movesPart;
    SessionResult m_resultPart;
};

} // namespace tidepool::app

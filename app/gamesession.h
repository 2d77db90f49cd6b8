#pragma once
// The game-independent part of a game screen's controller, the facade the game pages bind to. It
// puts together, each in its own class (docs/architecture.md, "GameSession"):
//   - the Table the game is played on (the abstract table.h: the session drives it without
//     knowing where the game runs; a local game's is a LocalTable, made where the game is opened),
//   - the HandoverPolicy (whose private information is on screen: hot seat and the cover),
//   - the ComputerRunner (computer turns and suggestions off the GUI thread, stale ones dropped),
//   - the ReplayController (the replay viewer) and the AutosaveService (autosave, Save as),
// and keeps the game log, the move waiting for Done, the recap and the tutorial gate. Each game's
// controller (RibbitGame, ...) derives from it and keeps its own models in step after every
// action. No rules here: legality comes from the engine. Every property has its own NOTIFY signal,
// emitted only when its value changed; stateChanged() still follows every change of the game (the
// game controllers' own properties notify with it).
#include "autosaveservice.h"
#include "computerrunner.h"
#include "core/record.h"
#include "handoverpolicy.h"
#include "logmodel.h"
#include "newgamesetup.h"
#include "replaycontroller.h"
#include "seatmodel.h"
#include "table.h"

#include <QObject>
#include <QString>
#include <QVariant>
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
    /// A computer seat is to act and is not yet thinking: the view calls playBotMove() at its pace.
    Q_PROPERTY(bool botToAct READ botToAct NOTIFY botToActChanged)
    /// A computer player is thinking (off the GUI thread).
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    /// Private information is hidden until the named player confirms (hot seat, "Pass to Ann").
    Q_PROPERTY(bool handoverPending READ handoverPending NOTIFY handoverPendingChanged)
    /// While a handover is pending: what happened since the named player's last turn, oldest first,
    /// as the log's sentences ("Computer 2 played Red +2: …"), every one of them (the handover
    /// screen lists them, so people see the moves made while they looked away).
    Q_PROPERTY(QStringList sinceLastTurn READ sinceLastTurn NOTIFY sinceLastTurnChanged)
    /// The same on the table when there is no handover (one person with computers; Ripple always):
    /// the moves since the viewer's last turn, when more than one happened, while it is their turn
    /// and until they act or dismissRecap(); empty otherwise.
    Q_PROPERTY(QStringList recap READ recap NOTIFY recapChanged)
    /// One sentence: what the last action did (the game's words; the pending play's while a move
    /// waits for Done). The table captions every move with it, a computer's at the computer pace.
    Q_PROPERTY(QString lastMoveText READ lastMoveText NOTIFY lastMoveTextChanged)
    /// What the last action in the record did, as the table's sounds in the order they happen, by
    /// SoundBoard::fileName(): "card", "step", "stack", "lettuce", "shuffle", "splash",
    /// "extra-turn", "round-end", then "win" when it ended the game. Read from the engine's account
    /// of the move (each game's actionSounds(): Ribbit's, Mini's and Ripple's Move); an action the
    /// table cannot tell (an online table's position has no moves) is ["card"], with "win" at the
    /// end. The committed position's, not the pending play's; empty before the first action.
    /// TableSounds plays it for each new action of the live game.
    Q_PROPERTY(QStringList lastActionSounds READ lastActionSounds NOTIFY lastActionSoundsChanged)
    /// The last action was a computer's: the view shows it at the computer pace before the
    /// handover screen covers the table.
    Q_PROPERTY(bool computerJustMoved READ computerJustMoved NOTIFY computerJustMovedChanged)
    /// Milliseconds between two moves of other players shown from an online table (the view sets
    /// it to its computer pace, so that moves sent close together land one after the other as a
    /// local game's do: Table::setMovePace); 0 (the default) shows each as it arrives.
    Q_PROPERTY(int movePace READ movePace WRITE setMovePace NOTIFY movePaceChanged)
    /// Whose private information (hand, secret colour) is drawn; -1 for nobody.
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    Q_PROPERTY(QString viewerName READ viewerName NOTIFY viewerNameChanged)
    /// The viewer may act now (it is their turn and no handover is pending).
    Q_PROPERTY(bool viewerToAct READ viewerToAct NOTIFY viewerToActChanged)
    /// Learning mode: playable cards and legal targets are highlighted, with reasons.
    Q_PROPERTY(bool learningMode READ learningMode NOTIFY learningModeChanged)
    Q_PROPERTY(bool finished READ finished NOTIFY finishedChanged)
    /// "Ann wins!" or "Ann and Ben share the win!"; empty before the end.
    Q_PROPERTY(QString resultText READ resultText NOTIFY resultTextChanged)
    /// Why, naming the rule that decided it; empty before the end.
    Q_PROPERTY(QString resultReason READ resultReason NOTIFY resultReasonChanged)
    /// Number of actions played so far.
    Q_PROPERTY(int actionCount READ actionCount NOTIFY actionCountChanged)
    /// The last error of openRecord()/start(), empty when none.
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)
    /// The last action can be taken back now (by the viewer, within their own turn), or the play
    /// waiting for Done (movePending), which undo() takes back as takeBackMove() does.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    /// Why undo is not available, in one sentence ("" when it is).
    Q_PROPERTY(QString undoBlockedReason READ undoBlockedReason NOTIFY undoBlockedReasonChanged)
    /// What undo() would take back, in the log's words ("" when it can't): the play waiting for
    /// Done, else the last action (the log's last line). For the Undo buttons' descriptions.
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoTextChanged)
    /// Why "Save a copy" can't save this game now, in one sentence ("" when it can): an online
    /// game before its end (a saved game holds every card, and this screen sees only its own), or
    /// one whose whole record has not come from the server yet (Table::saveBlockedReason()).
    Q_PROPERTY(QString saveBlockedReason READ saveBlockedReason NOTIFY saveBlockedReasonChanged)
    /// The game is played at a table on a game server (Play online), not at a table of this screen:
    /// playAgain() does nothing there (another game is a new table, hosted from Play online).
    Q_PROPERTY(bool online READ online NOTIFY onlineChanged)
    /// Where this game is autosaved after every action ("" before a game starts, in a replay opened
    /// from a file, and once the game is over).
    Q_PROPERTY(QString autosavePath READ autosavePath NOTIFY autosavePathChanged)
    /// Why the last autosave failed (a full disk), in one sentence; "" while every move is saved.
    Q_PROPERTY(QString autosaveProblem READ autosaveProblem NOTIFY autosaveProblemChanged)
    /// The replay viewer holds a record opened for watching only (Watch a replay…): there is no
    /// game to go back to, and leaving the replay goes home (replayClosed()).
    Q_PROPERTY(bool replayOnly READ replayOnly NOTIFY replayOnlyChanged)
    /// The last openReplay() was refused because the game is unfinished and its replay would show
    /// the players' secrets; openReplay(path, true) watches it anyway.
    Q_PROPERTY(bool replayShowsSecrets READ replayShowsSecrets NOTIFY replayShowsSecretsChanged)
    /// Replay viewer: stepping through a game with every hidden thing revealed; no actions allowed.
    Q_PROPERTY(bool replaying READ replaying NOTIFY replayingChanged)
    /// Actions shown so far in the replay (0 = the start).
    Q_PROPERTY(int replayPosition READ replayPosition NOTIFY replayPositionChanged)
    /// Actions in the replayed record.
    Q_PROPERTY(int replayLength READ replayLength NOTIFY replayLengthChanged)
    /// Learning mode's "Suggest a move": the Medium computer player's choice for the viewer (action
    /// notation), "" when there is none (cleared by every action).
    Q_PROPERTY(QString suggestedAction READ suggestedAction NOTIFY suggestedActionChanged)
    /// The suggested move and why, in one line of plain words with players named ("Rainbow +1:
    /// yellow moves from space 2 to space 3: the best move…", "Take the 5 from Ben's discard pile: …"),
    /// never notation: the line the screen shows; "" when there is no suggestion.
    Q_PROPERTY(QString suggestionReason READ suggestionReason NOTIFY suggestionReasonChanged)
    /// A suggestion is being worked out (off the GUI thread).
    Q_PROPERTY(bool suggesting READ suggesting NOTIFY suggestingChanged)
    /// A suggestion may be asked for now: learning mode and the viewer to act.
    Q_PROPERTY(bool canSuggest READ canSuggest NOTIFY canSuggestChanged)
    /// A play of the viewer waits for Done or Take back (Settings: "Confirm each move", on by
    /// default; never in a guided game, never for a computer). Meanwhile the table shows the
    /// engine's preview of the play (State::preview: no card drawn yet, the same player to act) and
    /// nothing is in the record, the log or the autosave: confirmMove() plays it, takeBackMove()
    /// forgets it.
    Q_PROPERTY(bool movePending READ movePending NOTIFY movePendingChanged)
    /// The pending play in the log's words ("Ann played Red +1: red moves …"); "" when none.
    Q_PROPERTY(QString pendingMoveText READ pendingMoveText NOTIFY pendingMoveTextChanged)
    Q_PROPERTY(tidepool::app::SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(tidepool::app::LogModel* log READ log CONSTANT)

public:
    explicit GameSession(const QString& gameName, QObject* parent = nullptr);
    ~GameSession() override;

    bool active() const { return m_table && m_table->isOpen(); }
    QString gameName() const { return m_gameName; }
    int playerCount() const;
    int currentPlayer() const;
    QString currentPlayerName() const;
    bool currentIsHuman() const;
    bool botToAct() const;
    bool busy() const { return m_computer.busy(); }
    bool handoverPending() const { return m_handover.pending(); }
    QStringList sinceLastTurn() const;
    QStringList recap() const;
    virtual QString lastMoveText() const { return {}; }
    QStringList lastActionSounds() const;
    bool computerJustMoved() const;
    int movePace() const { return m_movePace; }
    void setMovePace(int ms);
    int viewer() const { return m_handover.viewer(); }
    QString viewerName() const;
    bool viewerToAct() const;
    bool learningMode() const { return m_learningMode; }
    bool finished() const;
    QString resultText() const;
    virtual QString resultReason() const { return {}; }
    /// What is on the table, in one summary for a screen reader (the "what's on the table" key,
    /// docs/accessibility.md): the track or row with every stack bottom to top, the piles, the
    /// beaches with their owners; only what the viewer may see (no hand, no secret colour). Made
    /// from the controller's models in the chosen language; "" without a game.
    Q_INVOKABLE virtual QString tableSummary() const { return {}; }
    /// `action` (notation, played by `actor`) in words from the notation alone, for a position with
    /// no move to tell (an online table's, built from an observation): "Ben played Blue −2 on B1.".
    /// The notation itself when it can't be read.
    virtual QString actionWords(int actor, const QString& action) const { Q_UNUSED(actor); return action; }
    int actionCount() const;
    QString errorText() const { return m_errorText; }
    bool canUndo() const;
    QString undoBlockedReason() const;
    QString undoText() const;
    QString saveBlockedReason() const { return active() ? m_table->saveBlockedReason() : QString(); }
    bool online() const;
    QString autosavePath() const { return m_autosave.path(); }
    QString autosaveProblem() const { return m_autosave.problem(); }
    bool replayOnly() const { return m_replay.watchOnly(); }
    bool replayShowsSecrets() const { return m_replayShowsSecrets; }
    bool replaying() const { return m_replay.active(); }
    int replayPosition() const { return m_replay.active() ? actionCount() : 0; }
    int replayLength() const { return m_replay.length(); }
    QString suggestedAction() const { return m_suggestedAction; }
    QString suggestionReason() const { return m_suggestionReason; }
    bool suggesting() const { return m_computer.suggesting(); }
    bool canSuggest() const;
    bool movePending() const { return m_preview != nullptr; }
    QString pendingMoveText() const;
    SeatModel* seats() { return &m_seats; }
    const SeatModel* seats() const { return &m_seats; }
    LogModel* log() { return &m_log; }

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
    /// says why. Refused, writing nothing, while saveBlockedReason is set (errorText is that
    /// sentence): an online game is saved only once its whole record is here, after the end.
    Q_INVOKABLE bool saveAs(const QString& path);
    /// Takes back the viewer's last action when canUndo; otherwise notice(undoBlockedReason).
    Q_INVOKABLE bool undo();
    /// Replays the current game from its start (e.g. from the end screen).
    Q_INVOKABLE bool startReplay();
    /// Opens a record file in the replay viewer, for watching only (no game to play on, nothing
    /// autosaved). An unfinished game whose players hold secrets (hands, secret colours) is refused
    /// unless `showSecrets` (replayShowsSecrets tells the view to ask). On error nothing changes and
    /// errorText says why.
    Q_INVOKABLE bool openReplay(const QString& path, bool showSecrets = false);
    /// Shows the position after `position` actions (clamped to the record).
    Q_INVOKABLE void seekReplay(int position);
    /// Leaves the replay viewer: back to the game at its last position (autosaved again, behind the
    /// handover screen when several people share it); for a replay opened from a file
    /// (replayOnly), emits replayClosed() instead: there is no game to go back to.
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
    /// suggestedAction/suggestionReason are set and the game's screen highlights it.
    Q_INVOKABLE void suggestMove(const QString& level = QStringLiteral("medium"));
    /// Where the suggestion leads the keyboard next: the objectName of the next thing to choose
    /// once its card is chosen (the suggested turtle or tile, "discardButton"), as a guided game
    /// points (tutorialPointer); "" for none.
    Q_INVOKABLE QString suggestionPointer() const;

    /// The position on screen: the game's, or while a move is pending its preview (movePending).
    const tidepool::State* state() const { return m_preview ? m_preview.get() : m_table ? m_table->position() : nullptr; }
    /// The record on the table (an empty one before a game is open).
    const tidepool::Record& record() const;
    /// The table the game is played on (nullptr before a game is open).
    const tidepool::app::Table* table() const { return m_table.get(); }
    /// Puts `table` in place of the current one (which is deleted): the session follows its
    /// committed() and undone() signals from now on. A local game's table is made by the session
    /// when it opens a record (makeLocalTable(), localtable.h); another kind of table (an online
    /// one) is handed in here.
    void setTable(std::unique_ptr<tidepool::app::Table> table);
    /// Plays `table`, made elsewhere (an online table, app/online/remotetable.h), in place of the
    /// current game: no autosave (the server keeps the game), an empty log, and the table followed
    /// from now on: its opened() shows the game, its committed() as any action, its refused()
    /// as a notice with the server's reason. Seats that are not the table's localSeats() are
    /// neither played here (the server plays its computers) nor covered by the handover.
    void playTable(std::unique_ptr<tidepool::app::Table> table);
    /// Whether `seat` is played at this screen (every seat of a local game).
    bool playsHere(int seat) const { return m_table && m_table->localSeats().contains(seat); }

Q_SIGNALS:
    /// Something of the game changed (every action, a game loaded, the handover, the language...):
    /// the game controllers' own properties notify with it.
    void stateChanged();
    void learningModeChanged();
    void errorTextChanged();
    /// suggestedAction, suggestionReason or suggesting changed (each also has its own signal).
    void suggestionChanged();
    /// The viewer's last action was taken back (undo): `text` is its log line.
    void undone(const QString& text);
    // One per property, emitted only when its value changed:
    void activeChanged();
    void playerCountChanged();
    void currentPlayerChanged();
    void currentPlayerNameChanged();
    void currentIsHumanChanged();
    void botToActChanged();
    void busyChanged();
    void handoverPendingChanged();
    void sinceLastTurnChanged();
    void recapChanged();
    void lastMoveTextChanged();
    void lastActionSoundsChanged();
    void computerJustMovedChanged();
    void movePaceChanged();
    void viewerChanged();
    void viewerNameChanged();
    void viewerToActChanged();
    void finishedChanged();
    void resultTextChanged();
    void resultReasonChanged();
    void actionCountChanged();
    void canUndoChanged();
    void undoBlockedReasonChanged();
    void undoTextChanged();
    void saveBlockedReasonChanged();
    void onlineChanged();
    void autosavePathChanged();
    void autosaveProblemChanged();
    void replayOnlyChanged();
    void replayShowsSecretsChanged();
    void replayingChanged();
    void replayPositionChanged();
    void replayLengthChanged();
    void suggestedActionChanged();
    void suggestionReasonChanged();
    void suggestingChanged();
    void canSuggestChanged();
    void movePendingChanged();
    void pendingMoveTextChanged();
    /// A one-sentence message for the player, e.g. why an action is not legal.
    void notice(const QString& text);
    /// A replay opened from a file was left: the view goes home.
    void replayClosed();

protected:
    /// Applies an action of the player to act. On refusal emits notice(reason) and returns false.
    bool applyAction(const QString& action);
    /// Rebuilds the game's own models and properties after the state changed.
    virtual void refresh() = 0;
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
    void updateViewer();
    void refreshAll();
    /// The language changed: rebuilds the log and every sentence in the current language.
    void retranslate();
    void setError(const QString& text);
    void autosave();
    static QString localPath(const QString& pathOrUrl);
    /// Emits the NOTIFY signal of every property whose value changed since the last call.
    void notifyChanges();
    void computerMoved(const tidepool::app::ComputerChoice& choice);
    /// After the table took the last action back (Table::undone).
    void afterUndo();
    void suggestionMade(const tidepool::app::ComputerChoice& choice);

    QString m_gameName;
    std::unique_ptr<tidepool::app::Table> m_table;
    /// While a record is being opened: its players (the log's sentences name them).
    const std::vector<tidepool::PlayerSpec>* m_openingPlayers = nullptr;
    /// The pending move (movePending): its notation and the engine's preview of it.
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
    int m_movePace = 0;
    SeatModel m_seats;
    LogModel m_log;
    ActionGate m_gate;
    tidepool::app::ComputerRunner m_computer;
    QString m_suggestedAction;
    QString m_suggestionReason;
    void clearSuggestion();
    /// The log's entries since `player`'s last one (all of them if they have none), oldest first.
    QStringList entriesSinceLastTurnOf(int player) const;
    /// actionCount() when the recap was dismissed (-1: it was not).
    int m_recapDismissedAt = -1;
    const void* m_recapDismissedIn = nullptr; ///< ... in this state (a new game starts afresh)
    /// The properties' values when their signals were last emitted (notifyChanges()).
    QList<QVariant> m_published;
};

} // namespace tidepool::app

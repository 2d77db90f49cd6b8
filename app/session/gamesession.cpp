#include "gamesession.h"

#include "core/notation.h"
#include "core/tr.h"
#include "localtable.h"

#include "bots/bot.h"
#include "newgamesetup.h"
#include "playernames.h"
#include "playerstatistics.h"

#include "appsettings.h"
#include "reasontext.h"
#include "recordio.h"
#include "savestore.h"

#include <QFile>
#include <QFileInfo>
#include "core/message_text.h"
#include <algorithm>
#include <QRandomGenerator>
#include <QUrl>

namespace tidepool::app {

namespace {
/// The seat whose own things the screen shows now: the viewer, when no handover screen is up;
/// -1 for nobody.
int shownSeatNow(const GameSession& session)
{
    return session.handoverPending() ? -1 : session.viewer();
}
} // namespace

GameSession::GameSession(const QString& gameName, QObject* parent)
    : QObject(parent), m_gameName(gameName), m_seats(this), m_log(this), m_replayPart(this), m_suggestionPart(this),
      m_autosavePart(this), m_handoverPart(this), m_computersPart(this), m_movesPart(this), m_resultPart(this)
{
    // The app's players never read notation or ruling codes (issue 20): the engine's sentences in
    // plain words, with or without AppSettings (which also sets it) made first.
    tidepool::setNotationShown(false);
    // The session publishes its values before it emits stateChanged, suggestionChanged,
    // errorTextChanged or learningModeChanged (QML's handlers of a signal run before any C++ slot,
    // so a slot publishing then would leave them reading the parts' old values); this one publishes
    // whatever a game controller changed before emitting stateChanged itself (nothing, usually).
    connect(this, &GameSession::stateChanged, this, &GameSession::publish);
    // The view's computer pace goes to the table (an online one paces others' moves with it).
    connect(&m_computersPart, &SessionComputers::paceChanged, this, [this] {
        if (m_table)
            m_table->setMovePace(m_computersPart.pace());
    });
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, &GameSession::retranslate);
    connect(&m_computer, &ComputerRunner::moveChosen, this, &GameSession::computerMoved);
    connect(&m_computer, &ComputerRunner::suggestionMade, this, &GameSession::suggestionMade);
    // Queued: a hint dropped in the middle of an action is published with the action (changed()).
    connect(&m_hints, &MoveHints::changed, this, &GameSession::publish, Qt::QueuedConnection);
    publish(); // the parts' first values (nobody is listening yet)
}

GameSession::~GameSession()
{
    // Leaving the game: a computer player still thinking is not waited for by the game.
    m_computer.cancel();
}

void GameSession::changed()
{
    publish();
    Q_EMIT stateChanged();
}

void GameSession::publishSuggestion()
{
    publish();
    Q_EMIT suggestionChanged();
}

void GameSession::publish()
{
    // Every value first, then the signals: a handler of any of them reads only new values.
    QList<void (GameSession::*)()> due;
    const auto note = [&due](auto& stored, auto now, void (GameSession::*notify)()) {
        if (stored == now)
            return;
        stored = std::move(now);
        due.append(notify);
    };
    note(m_published.active, active(), &GameSession::activeChanged);
    note(m_published.playerCount, playerCount(), &GameSession::playerCountChanged);
    note(m_published.currentPlayer, currentPlayer(), &GameSession::currentPlayerChanged);
    note(m_published.currentPlayerName, currentPlayerName(), &GameSession::currentPlayerNameChanged);
    note(m_published.currentIsHuman, currentIsHuman(), &GameSession::currentIsHumanChanged);
    note(m_published.finished, finished(), &GameSession::finishedChanged);
    note(m_published.actionCount, actionCount(), &GameSession::actionCountChanged);
    note(m_published.online, online(), &GameSession::onlineChanged);

    m_computersPart.setToAct(botToAct());
    m_computersPart.setBusy(busy());
    m_computersPart.setJustMoved(computerJustMoved());

    m_handoverPart.setPending(handoverPending());
    m_handoverPart.setSinceLastTurn(sinceLastTurn());
    m_handoverPart.setViewer(viewer());
    m_handoverPart.setViewerName(viewerName());
    m_handoverPart.setViewerToAct(viewerToAct());

    m_movesPart.setRecap(recap());
    m_movesPart.setLastText(lastMoveText());
    m_movesPart.setLastSounds(lastActionSounds());
    m_movesPart.setCanUndo(canUndo());
    m_movesPart.setUndoBlockedReason(undoBlockedReason());
    m_movesPart.setUndoText(undoText());
    m_movesPart.setPending(movePending());
    m_movesPart.setPendingText(pendingMoveText());

    m_resultPart.setText(resultText());
    m_resultPart.setReason(resultReason());

    m_autosavePart.setPath(autosavePath());
    m_autosavePart.setProblem(autosaveProblem());
    m_autosavePart.setBlockedReason(saveBlockedReason());

    m_replayPart.setWatchOnly(replayOnly());
    m_replayPart.setShowsSecrets(replayShowsSecrets());
    m_replayPart.setActive(replaying());
    m_replayPart.setPosition(replayPosition());
    m_replayPart.setLength(replayLength());
    m_replayPart.setPreview(replayPreview());
    m_replayPart.setReviewable(reviewable());

    m_suggestionPart.setAction(suggestedAction());
    m_suggestionPart.setReason(suggestionReason());
    m_suggestionPart.setWorking(suggesting());
    m_suggestionPart.setAvailable(canSuggest());

    const QString hint = hintText();
    m_suggestionPart.setHintEnabled(hintsEnabled());
    m_suggestionPart.setHint(hint);
    m_suggestionPart.setHintWorking(hintsEnabled() && shownSeatNow(*this) >= 0 && m_hints.working(viewer()));
    m_suggestionPart.setHintMove(hint.isEmpty() ? -1 : m_hints.moveOf(viewer()));

    for (const auto notify : due)
        Q_EMIT(this->*notify)();
    for (SessionPart* part : std::initializer_list<SessionPart*>{&m_computersPart, &m_handoverPart, &m_movesPart,
                                                                 &m_resultPart, &m_autosavePart, &m_replayPart,
                                                                 &m_suggestionPart})
        part->announce();
}

bool GameSession::hintsEnabled() const
{
    return m_learningMode && active() && !online() && !m_gate && !replaying() && !finished();
}

QString GameSession::hintText() const
{
    // The seat's own secret (the better move may name a card in their hand): only while that seat
    // is the viewer and no handover screen is up (between two people's turns the viewer is
    // nobody, -1).
    if (!hintsEnabled() || shownSeatNow(*this) < 0)
        return {};
    return m_hints.text(viewer());
}

bool GameSession::canSuggest() const
{
    return m_learningMode && viewerToAct() && !replaying();
}

void GameSession::suggestMove(const QString& level)
{
    if (!canSuggest() || suggesting())
        return;
    // The bot reads only the viewer's observation from this copy (engine/bots/, docs/ai.md).
    ComputerRunner::Job job;
    job.position = std::shared_ptr<const tidepool::State>(m_table->position()->clone());
    job.game = m_gameName.toStdString();
    job.level = level == QLatin1String("hard") ? "hard" : "medium";
    job.seed = record().seed;
    job.seat = currentPlayer();
    m_computer.suggest(std::move(job));
    publishSuggestion();
}

void GameSession::suggestionMade(const ComputerChoice& choice)
{
    // Only the runner's current generation arrives here (a new game or an undo dropped the others).
    if (!active() || choice.actionCount != actionCount()) {
        publishSuggestion(); // the game moved on while it was worked out
        return;
    }
    m_suggestedAction = choice.action;
    // Plain words for the family (issue 20): the engine's reason names seats as "player N" (a Ripple
    // discard pile's owner) and an Easy choice has none, so then the action's own explanation.
    QString reason = choice.reason;
    if (reason.isEmpty() && state())
        for (const auto& legal : state()->legalActions())
            if (QString::fromStdString(legal.text) == choice.action)
                reason = QString::fromStdString(legal.explanation);
    m_suggestionReason =
        tidepool::app::withPlayerNames(reason, [this](int p) { return playerName(p); }, gameName());
    highlightSuggestion(m_suggestedAction);
    publishSuggestion();
}

void GameSession::clearSuggestion()
{
    if (m_suggestedAction.isEmpty() && m_suggestionReason.isEmpty())
        return;
    m_suggestedAction.clear();
    m_suggestionReason.clear();
    publishSuggestion();
}

int GameSession::playerCount() const { return active() ? m_table->position()->playerCount() : 0; }

int GameSession::currentPlayer() const { return m_table ? m_table->seatToAct() : -1; }

const tidepool::Record& GameSession::record() const
{
    static const tidepool::Record none;
    return m_table ? m_table->record() : none;
}

void GameSession::setTable(std::unique_ptr<Table> table)
{
    if (m_table)
        m_table->disconnect(this);
    m_table = std::move(table);
    if (!m_table)
        return;
    connect(m_table.get(), &Table::committed, this, [this](int seat, const QString& action) { afterAction(seat, action); });
    connect(m_table.get(), &Table::undone, this, &GameSession::afterUndo);
    m_table->setMovePace(m_computersPart.pace());
}

void GameSession::playTable(std::unique_ptr<Table> table)
{
    m_autosave.stop();
    dropPendingMove();
    m_computer.cancel();
    clearSuggestion();
    m_hints.clear();
    m_replay.stop();
    m_heldTable.reset(); // an online table held by a replay: this one is played instead
    m_watchOnly = false;
    setTable(std::move(table));
    m_endDue = false;
    m_handover.reset();
    m_log.resetRows({});
    setError(QString());
    connectTable();
    showTable();
}

void GameSession::connectTable()
{
    connect(m_table.get(), &Table::opened, this, &GameSession::showTable);
    connect(m_table.get(), &Table::refused, this, [this](int, const QString&, const QString& reason) {
        // The server's engine reason, with the seats named as the local game names them.
        Q_EMIT notice(capitalized(tidepool::app::withPlayerNames(reason, [this](int p) { return playerName(p); },
                                                                 gameName())));
        showTable();
    });
    connect(m_table.get(), &Table::notice, this, [this](const QString& sentence) { Q_EMIT notice(sentence); });
}

void GameSession::showTable()
{
    updateViewer();
    refreshAll();
    changed();
    // The end may come here rather than with the last action: an online table shows another
    // seat's last move for the pace first (RemoteTable::isFinished). Counted once, and only
    // for a game whose last action was seen here (not on coming back to a finished table).
    if (m_endDue && finished()) {
        m_endDue = false;
        if (!m_gate)
            countFinishedGame();
    }
}

QString GameSession::playerName(int player) const
{
    // While a record is being opened, its own players (the log's sentences name them).
    const std::vector<tidepool::PlayerSpec>& players = m_openingPlayers ? *m_openingPlayers : record().players;
    if (player < 0 || player >= int(players.size()))
        return {};
    return tidepool::app::shownPlayerName(players[std::size_t(player)].name, player);
}

bool GameSession::isHuman(int player) const
{
    const std::vector<tidepool::PlayerSpec>& players = m_openingPlayers ? *m_openingPlayers : record().players;
    return player >= 0 && player < int(players.size()) && players[std::size_t(player)].isHuman();
}

QString GameSession::currentPlayerName() const { return playerName(currentPlayer()); }
bool GameSession::currentIsHuman() const { return isHuman(currentPlayer()); }
bool GameSession::botToAct() const
{
    return active() && !replaying() && !finished() && !currentIsHuman() && !busy() && !m_gate &&
           playsHere(currentPlayer());
}
QString GameSession::viewerName() const { return playerName(viewer()); }

bool GameSession::viewerToAct() const
{
    return active() && !replaying() && !finished() && !handoverPending() && viewer() >= 0 &&
           viewer() == currentPlayer() && !m_preview;
}

bool GameSession::finished() const { return m_table && m_table->isFinished(); }
QStringList GameSession::lastActionSounds() const
{
    const tidepool::State* position = active() ? m_table->position() : nullptr;
    if (!position || position->history().empty())
        return {};
    QStringList sounds = actionSounds(*position);
    if (sounds.isEmpty())
        sounds << QStringLiteral("card"); // a move the position cannot tell (an online table's)
    if (position->isFinished())
        sounds << QStringLiteral("win");
    return sounds;
}

int GameSession::actionCount() const { return active() ? int(m_table->position()->history().size()) : 0; }

QString GameSession::resultText() const
{
    if (!finished())
        return {};
    const std::vector<int> winners = m_table->winners();
    QStringList names;
    for (int w : winners)
        names << playerName(w);
    if (names.size() == 1 && m_gate && winners.size() == 1 && isHuman(winners.front()))
        return tr("You win!"); // the guided game's learner
    if (names.size() == 1)
        return tr("%1 wins!").arg(names.first());
    const QString last = names.takeLast();
    return tr("%1 and %2 share the win!").arg(names.join(QStringLiteral(", ")), last);
}

void GameSession::setError(const QString& text)
{
    if (m_errorText == text)
        return;
    m_errorText = text;
    publish();
    Q_EMIT errorTextChanged();
}

bool GameSession::start(NewGameSetup* setup)
{
    if (!setup)
        return false;
    const QString problem = setup->problem();
    if (!problem.isEmpty()) {
        setError(problem);
        return false;
    }
    // Seeds stay below 2^53 so that every JSON reader keeps them exact.
    const std::uint64_t seed = QRandomGenerator::global()->generate64() >> 11;
    const bool ok = load(setup->toRecord(seed), QString());
    if (ok)
        setLearningMode(setup->learningMode());
    return ok;
}

bool GameSession::openRecordText(const QString& json, const QString& source)
{
    const QString where = source.isEmpty() ? tr("The record") : tidepool::app::shownPath(source);
    // The engine reads the record (one reader for the app and tidepool-cli).
    auto record = tidepool::Record::parse(json.toStdString());
    if (!record) {
        setError(tr("%1: %2").arg(where, QString::fromStdString(record.error())));
        return false;
    }
    if (record->game != m_gameName.toStdString()) {
        setError(tr("%1: this is a record of \"%2\", not of this game")
                     .arg(where, QString::fromStdString(tidepool::echoed(record->game))));
        return false;
    }
    return load(std::move(*record), where);
}

std::optional<tidepool::Record> GameSession::readRecord(const QString& path)
{
    QString why;
    // The file's bytes as they are (not through QString, which would turn text that is not UTF-8
    // into U+FFFD and change a name silently): Record::parse judges them, as tidepool-cli does.
    const QByteArray bytes = readRegularRecordFile(path, &why);
    if (!why.isEmpty()) {
        setError(why);
        return std::nullopt;
    }
    const QString where = tidepool::app::shownPath(path);
    auto record = tidepool::Record::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!record) {
        setError(tr("%1: %2").arg(where, QString::fromStdString(record.error())));
        return std::nullopt;
    }
    if (record->game != m_gameName.toStdString()) {
        setError(tr("%1: this is a record of \"%2\", not of this game")
                     .arg(where, QString::fromStdString(tidepool::echoed(record->game))));
        return std::nullopt;
    }
    return std::move(*record);
}

bool GameSession::openRecord(const QString& pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    if (tidepool::app::AutosaveService::isAutosave(path))
        return resume(QFileInfo(path).canonicalFilePath());
    auto record = readRecord(path);
    return record && load(std::move(*record), tidepool::app::shownPath(path));
}

bool GameSession::load(tidepool::Record record, const QString& source, Opening opening, const QString& autosavePath)
{
    // Built aside, through the table's one commit path; the log sentences name the new record's
    // players. On error nothing changes.
    QList<LogEntry> entries;
    LocalTable::Failure failure;
    m_openingPlayers = &record.players;
    auto built = LocalTable::build(record, -1, [&](int actor, const tidepool::State& after) {
        entries.append(LogEntry{actor, describeLastAction(after)});
    }, &failure);
    m_openingPlayers = nullptr;
    if (!built) {
        if (failure.action < 0) {
            setError(tr("%1: %2").arg(source.isEmpty() ? tr("The new game") : source, failure.reason));
        } else {
            const std::string& action = record.actions[std::size_t(failure.action)];
            setError(tr("%1: action %2 \"%3\": %4")
                         .arg(source, QString::number(failure.action + 1), QString::fromStdString(tidepool::echoed(action)),
                              QString::fromStdString(tidepool::oneLine(failure.reason.toStdString()))));
        }
        return false;
    }
    // One game, one writer: an autosave continued here is locked first (refused while another
    // window has it open); a new game gets a fresh one; a record watched only gets none.
    if (opening == Opening::Resume) {
        QString why;
        if (!m_autosave.resume(autosavePath, &why)) {
            setError(why);
            return false;
        }
    } else if (opening == Opening::NewGame && !m_gate) {
        m_autosave.startNew(m_gameName);
    } else {
        m_autosave.stop();
    }
    // Everything checked: now replace the current game.
    dropPendingMove();
    m_computer.cancel();
    clearSuggestion();
    m_hints.clear();
    m_replay.stop();
    m_heldTable.reset(); // an online table held by a replay: this game replaces it
    m_watchOnly = opening == Opening::Replay;
    setTable(makeLocalTable(m_gameName, std::move(*built)));
    m_handover.reset();
    m_log.resetRows(entries);
    setError(QString());
    updateViewer();
    refreshAll();
    if (!finished() && opening != Opening::Replay)
        saveToAutosave();
    changed();
    return true;
}

QString GameSession::localPath(const QString& pathOrUrl)
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

bool GameSession::resume(const QString& pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    // Already this session's game (e.g. Continue after going home): nothing to read again.
    // (Its moves since a failed autosave are in memory only.) Whoever is to act confirms the
    // handover again, as after reading the file.
    if (active() && !replaying() && m_autosave.holds(path)) {
        m_handover.reset();
        updateViewer();
        refreshAll();
        setError(QString());
        changed();
        return true;
    }
    auto record = readRecord(path);
    return record && load(std::move(*record), tidepool::app::shownPath(path), Opening::Resume, path);
}

bool GameSession::resumeReadable(const QString& pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    auto record = readRecord(path);
    if (!record)
        return false;
    const int readable = tidepool::app::readableActions(*record);
    if (readable < 0) {
        auto start = tidepool::startState(*record);
        setError(tr("%1: %2").arg(tidepool::app::shownPath(path), QString::fromStdString(start ? std::string() : start.error())));
        return false;
    }
    record->actions.resize(std::size_t(readable));
    // The damaged file stays beside it (nothing is lost), then the game goes on in its place.
    const QString kept = path + QStringLiteral(".damaged");
    QFile::remove(kept);
    if (!QFile::copy(path, kept)) {
        setError(tr("%1: cannot keep a copy of the damaged file").arg(tidepool::app::shownPath(path)));
        return false;
    }
    return load(std::move(*record), tidepool::app::shownPath(path), Opening::Resume, path);
}

bool GameSession::saveAs(const QString& pathOrUrl)
{
    if (!active())
        return false;
    // An online game before its end: this screen holds only its own part of the game, which a
    // record file can't hold (docs/online.md, "Saving an online game"). Said, and nothing written.
    if (const QString blocked = saveBlockedReason(); !blocked.isEmpty()) {
        setError(blocked);
        return false;
    }
    QString error;
    QString written;
    if (!tidepool::app::AutosaveService::saveAs(localPath(pathOrUrl), record(), &error, &written)) {
        setError(error);
        return false;
    }
    setError(QString());
    Q_EMIT notice(tr("Saved to %1").arg(tidepool::app::shownPath(written)));
    return true;
}

void GameSession::saveToAutosave()
{
    if (!active() || m_autosave.path().isEmpty() || replaying() || m_gate || !tidepool::app::autosaveEnabled())
        return;
    const QString news = m_autosave.save(record(), finished());
    if (!news.isEmpty())
        Q_EMIT notice(news);
}

bool GameSession::canUndo() const
{
    // A play waiting for Done is the viewer's to take back (Undo does what Take back does).
    if (m_preview)
        return !m_gate;
    return viewerToAct() && isHuman(currentPlayer()) && !m_gate && m_table->canUndo(currentPlayer()).ok();
}

QString GameSession::undoBlockedReason() const
{
    if (!active())
        return {};
    if (finished())
        return tr("The game is over");
    if (m_preview && !m_gate)
        return {};
    if (!viewerToAct())
        return tr("Only the player to act can undo their own moves");
    if (m_gate)
        return tr("The guided game can't be undone: follow its steps, or leave it");
    const tidepool::Outcome outcome = m_table->canUndo(currentPlayer());
    if (outcome)
        return {};
    return capitalized(QString::fromStdString(outcome.reason()));
}

bool GameSession::undo()
{
    if (!canUndo()) {
        Q_EMIT notice(undoBlockedReason());
        return false;
    }
    if (m_preview)
        return takeBackMove();
    const tidepool::app::Table::Submission result = m_table->undo(currentPlayer());
    if (result.status == tidepool::app::Table::Submission::Status::Refused) {
        Q_EMIT notice(result.reason);
        return false;
    }
    return true;
}

QString GameSession::undoText() const
{
    if (!canUndo())
        return {};
    if (m_preview)
        return pendingMoveText();
    const QList<LogEntry>& entries = m_log.rows();
    return entries.isEmpty() ? QString() : entries.last().text;
}

void GameSession::afterUndo()
{
    m_computer.cancel();
    clearSuggestion();
    m_hints.keepFirst(std::size_t(actionCount())); // the word about a move taken back goes with it
    dropPendingMove();
    QList<LogEntry> entries = m_log.rows();
    QString takenBack;
    if (!entries.isEmpty())
        takenBack = entries.takeLast().text;
    m_log.setRows(entries);
    refreshAll();
    saveToAutosave();
    changed();
    Q_EMIT undone(takenBack);
}

QString GameSession::suggestionPointer() const
{
    if (m_suggestedAction.isEmpty())
        return {};
    return tutorialPointer(m_suggestedAction, [](const QString&) { return QString(); });
}

bool GameSession::startReplay()
{
    if (!active())
        return false;
    if (replaying()) {
        // The table shows a position of the replay, whose record ends there: not one to replay.
        seekReplay(0);
        return true;
    }
    // A table that holds only part of the record (an online game before the server's whole
    // record came, with seed 0 and hidden cards) has no replay: it would deal another game.
    if (const QString why = m_table->saveBlockedReason(); !why.isEmpty()) {
        Q_EMIT notice(why);
        return false;
    }
    dropPendingMove();
    // A computer player still thinking would play on a replay position: dropped (it thinks again
    // when the replay is left).
    m_computer.cancel();
    // The words after moves are of the game, not of the replay's positions (and stale after it).
    m_hints.clear();
    // The full log, computed once, so that stepping back and forth only trims it.
    const tidepool::Record whole = record();
    QList<LogEntry> log = m_log.rows();
    if (online()) {
        // An online table is held aside, as it is, while the replay's positions are shown on
        // tables of this screen: setTable() would delete it, and with it the online game (online()
        // false after the replay, Play again a hot-seat game of every seat here). Its log, told
        // from the notation and only since this screen joined, is made again from the whole
        // record, the engine's sentence for each action, as a local game's is.
        auto wholeLog = logOf(whole);
        if (!wholeLog)
            return false; // cannot happen: the table's whole record is the engine's replay
        log = std::move(*wholeLog);
        m_table->disconnect(this);
        m_heldTable = std::move(m_table);
    }
    m_replay.start(whole, log, m_watchOnly);
    seekReplay(0);
    return true;
}

bool GameSession::openReplay(const QString& path, bool showSecrets)
{
    m_replayShowsSecrets = false; // set again below only when that is why this one is refused
    auto record = readRecord(localPath(path));
    if (!record) {
        publish();
        return false;
    }
    // Every hand and secret colour is shown in a replay: not of a game still being played (e.g.
    // the running game's autosave) unless asked for.
    if (!showSecrets && hasPrivateInformation()) {
        auto built = LocalTable::build(*record);
        if (built && !built->state().isFinished()) {
            setError(tr("%1: this game is not finished, and its replay would show every player's secret colour and hand")
                         .arg(tidepool::app::shownPath(localPath(path))));
            m_replayShowsSecrets = true;
            publish();
            Q_EMIT errorTextChanged();
            return false;
        }
    }
    if (!load(std::move(*record), tidepool::app::shownPath(localPath(path)), Opening::Replay))
        return false;
    return startReplay();
}

void GameSession::seekReplay(int position)
{
    if (!replaying())
        return;
    position = m_replay.seek(position);
    auto built = LocalTable::build(m_replay.record(), position);
    if (!built)
        return; // cannot happen: the full record replayed when it was loaded
    showReplayed(makeLocalTable(m_gameName, std::move(*built)));
}

bool GameSession::previewReplay(int position, const QString& action)
{
    if (!replaying())
        return false;
    tidepool::Record other = m_replay.record();
    position = std::clamp(position, 0, int(other.actions.size()));
    other.actions.resize(std::size_t(position));
    other.actions.push_back(action.toStdString());
    auto built = LocalTable::build(other);
    if (!built)
        return false; // not legal there
    m_replay.seek(position);
    m_replay.setPreview(action);
    showReplayed(makeLocalTable(m_gameName, std::move(*built)));
    return true;
}

tidepool::Record GameSession::reviewRecord() const { return replaying() ? m_replay.record() : record(); }

bool GameSession::reviewable() const
{
    return active() && (replaying() || (finished() && saveBlockedReason().isEmpty()));
}

void GameSession::showReplayed(std::unique_ptr<tidepool::app::Table> table)
{
    setTable(std::move(table));
    const QList<LogEntry> log = m_replay.logSoFar();
    // The replay shows the player to act; once the game is over nobody acts, and it shows the seat
    // that made the last move (a finished game keeps no secret: its colour card lies face up).
    int shown = currentPlayer();
    for (auto it = log.crbegin(); shown < 0 && it != log.crend(); ++it)
        shown = it->player;
    m_handover.showAll(shown);
    m_log.setRows(log);
    refreshAll();
    changed();
}

void GameSession::stopReplay()
{
    if (!replaying())
        return;
    seekReplay(m_replay.length());
    if (m_replay.watchOnly()) {
        // Watched only: there is no game to play on (it would be a game nobody autosaves).
        Q_EMIT replayClosed();
        return;
    }
    m_replay.stop();
    if (m_heldTable) {
        // Back to the online table, as it is now: its record, its winners, its seats.
        setTable(std::move(m_heldTable));
        connectTable();
    }
    // Back to the game as before the replay: whoever is to act confirms the handover again.
    m_handover.reset();
    updateViewer();
    refreshAll();
    changed();
}

QString GameSession::recordJson() const { return QString::fromStdString(record().dump()); }

bool GameSession::online() const
{
    // During the replay of an online game its table is held aside: the game is still that table's.
    const Table* table = m_heldTable ? m_heldTable.get() : m_table.get();
    return table && !dynamic_cast<const LocalTable*>(table);
}

void GameSession::playAgain()
{
    // At an online table this screen's record holds only its own seats' part until the end, and
    // loading it here started a hot-seat game of everyone's seats at this one screen.
    if (!active() || online())
        return;
    tidepool::Record again = record();
    again.actions.clear();
    if (again.setup.is_null())
        again.seed = QRandomGenerator::global()->generate64() >> 11;
    load(std::move(again), QString());
}

void GameSession::confirmHandover()
{
    if (!handoverPending())
        return;
    m_handover.confirm(currentPlayer());
    refreshAll();
    changed();
}

void GameSession::playBotMove()
{
    if (!botToAct())
        return;
    const int player = currentPlayer();
    ComputerRunner::Job job;
    job.position = std::shared_ptr<const tidepool::State>(m_table->position()->clone());
    job.game = m_gameName.toStdString();
    job.level = record().players[std::size_t(player)].botLevel();
    // Deterministic given the record: the bot's seed comes from the record's seed and the move number.
    job.seed = record().seed + std::uint64_t(actionCount());
    job.seat = player;
    m_computer.play(std::move(job));
    changed();
}

void GameSession::computerMoved(const ComputerChoice& choice)
{
    // Only the runner's current generation arrives here: a move worked out before a new game, an
    // undo or the replay viewer was dropped.
    if (!active()) {
        changed();
        return;
    }
    const QString refusal = commit(choice.action);
    if (!refusal.isEmpty()) {
        Q_EMIT notice(tr("The computer player chose an illegal move (%1): %2").arg(choice.action, refusal));
        changed();
    }
}

void GameSession::setLearningMode(bool on)
{
    if (m_learningMode == on)
        return;
    m_learningMode = on;
    if (!on)
        m_hints.clear();
    publish(); // suggestion.available and hintEnabled follow
    Q_EMIT learningModeChanged();
    refreshAll();
    publish();
}

QString GameSession::commit(const QString& action)
{
    const tidepool::app::Table::Submission result = m_table->submit(currentPlayer(), action);
    // Committed: afterAction() ran (Table::committed). A local table never answers later.
    return result.status == tidepool::app::Table::Submission::Status::Refused ? result.reason : QString();
}

bool GameSession::sayWhyItWaits()
{
    if (!active() || !online() || replaying() || viewerToAct())
        return false;
    if (finished())
        Q_EMIT notice(tr("The game is over"));
    else if (m_table->showingOthersMoves())
        Q_EMIT notice(tr("Wait a moment: the other players' moves are still being shown"));
    else
        Q_EMIT notice(tr("It is not your turn"));
    return true;
}

bool GameSession::applyAction(const QString& action)
{
    if (!active())
        return false;
    if (!viewerToAct()) {
        Q_EMIT notice(finished() ? tr("The game is over") : tr("It is not your turn"));
        return false;
    }
    if (m_gate) {
        const QString refusal = m_gate(action, m_table->check(currentPlayer(), action));
        if (!refusal.isEmpty()) {
            Q_EMIT notice(refusal);
            return false;
        }
    }
    const tidepool::Outcome legality = m_table->check(currentPlayer(), action);
    if (!legality) {
        // The engine's reason with the seats named ("it is Ben's turn", never "player 1").
        Q_EMIT notice(capitalized(tidepool::app::withPlayerNames(QString::fromStdString(legality.reason()),
                                                                 [this](int p) { return playerName(p); }, gameName())));
        return false;
    }
    if (confirmsMoves()) {
        // Shown, not played: the engine's preview until Done or Take back (no card drawn yet).
        if (auto shown = m_table->position()->preview(action.toStdString())) {
            m_pendingAction = action;
            m_preview = std::move(shown);
            clearSuggestion();
            refreshAll();
            changed();
            return true;
        }
    }
    const QString refusal = commit(action);
    if (!refusal.isEmpty()) {
        Q_EMIT notice(refusal);
        return false;
    }
    return true;
}

bool GameSession::confirmsMoves() const
{
    return !m_gate && AppSettings::storedConfirmMoves();
}

QString GameSession::pendingMoveText() const
{
    return m_preview ? describeLastAction(*m_preview) : QString();
}

bool GameSession::confirmMove()
{
    if (!m_preview)
        return false;
    const QString action = m_pendingAction;
    dropPendingMove();
    const QString refusal = commit(action);
    if (!refusal.isEmpty()) { // cannot happen: it was legal, and nothing changed since
        Q_EMIT notice(refusal);
        refreshAll();
        changed();
        return false;
    }
    return true;
}

bool GameSession::takeBackMove()
{
    if (!m_preview)
        return false;
    dropPendingMove();
    refreshAll();
    changed();
    return true;
}

void GameSession::dropPendingMove()
{
    m_pendingAction.clear();
    m_preview.reset();
}

QString GameSession::whyNotAction(const QString& action) const
{
    if (!active() || replaying())
        return {};
    const tidepool::Outcome outcome = finished() ? tidepool::Outcome::failure(TP_TR("engine", "the game is over"))
                                                 : m_table->position()->check(action.toStdString());
    if (outcome)
        return {};
    return capitalized(QString::fromStdString(outcome.reason()));
}

void GameSession::setTutorialGate(ActionGate gate)
{
    // Set before the tutorial's record is opened, so that not even its start is autosaved.
    m_gate = std::move(gate);
    changed();
}

QString GameSession::playScripted(const QString& action)
{
    if (!active() || replaying())
        return tr("No game is loaded");
    return commit(action);
}

void GameSession::afterAction(int actor, const QString& action)
{
    // An online table's position has no moves to tell (the server sends observations only): its
    // log line is then the action told from its notation (it was the bare notation, "B-- B1", in
    // the log, the recap and what a screen reader said).
    const tidepool::State* shown = m_table->position(); // null: an online observation that could not be read
    QString line = shown ? describeLastAction(*shown) : QString();
    if (line.isEmpty())
        line = actionWords(actor, action);
    m_log.append(actor, line);
    clearSuggestion();
    gradeMove(actor);
    updateViewer();
    actionCommitted(actor, action);
    refreshAll();
    saveToAutosave();
    m_endDue = !finished();
    if (finished() && !m_gate)
        countFinishedGame();
    changed();
}

void GameSession::gradeMove(int actor)
{
    // A person's move at this screen, in learning mode with the setting on: graded off the GUI
    // thread (MoveHints), their word about the move before it dropped at once. Never a
    // computer's, never at an online table (its record holds only this screen's part, and the
    // server's computers are not this screen's to grade) nor in a guided game.
    if (!hintsEnabled() || !AppSettings::storedMoveHints() || !isHuman(actor) || !playsHere(actor)) {
        m_hints.drop(actor);
        return;
    }
    tidepool::Record named = record();
    for (int p = 0; p < int(named.players.size()); ++p)
        named.players[std::size_t(p)].name = playerName(p).toStdString(); // the table's names in its words
    m_hints.grade(named, actor);
}

void GameSession::countFinishedGame()
{
    QStringList people;
    QStringList winners;
    const std::vector<int> won = m_table->winners();
    for (int p = 0; p < playerCount(); ++p) {
        if (!isHuman(p) || !playsHere(p))
            continue;
        people << playerName(p);
        if (std::find(won.begin(), won.end(), p) != won.end())
            winners << playerName(p);
    }
    PlayerStatistics::instance()->recordGame(m_gameName, people, winners);
}

tidepool::app::HandoverPolicy::Turn GameSession::turn() const
{
    tidepool::app::HandoverPolicy::Turn turn;
    for (int p = 0; p < playerCount(); ++p)
        turn.humans.append(isHuman(p) && playsHere(p)); // a person at another screen is like a computer here
    turn.current = currentPlayer();
    turn.finished = finished();
    turn.privateInformation = hasPrivateInformation();
    return turn;
}

void GameSession::updateViewer() { m_handover.update(turn()); }

void GameSession::retranslate()
{
    if (!active())
        return;
    // An online table's record holds no seed until the end: its log can't be replayed here.
    if (!replaying() && !dynamic_cast<const LocalTable*>(m_table.get())) {
        refreshAll();
        changed();
        return;
    }
    // The log sentences are made once per action: make them again from the record.
    auto made = logOf(replaying() ? m_replay.record() : record());
    if (!made)
        return; // cannot happen: the record replayed when it was loaded
    QList<LogEntry> entries = std::move(*made);
    if (replaying()) {
        m_replay.setLog(entries);
        entries = m_replay.logSoFar();
    }
    m_log.setRows(entries);
    refreshAll();
    changed();
}

std::optional<QList<LogEntry>> GameSession::logOf(const tidepool::Record& record) const
{
    QList<LogEntry> entries;
    if (!LocalTable::build(record, -1, [&](int actor, const tidepool::State& after) {
            entries.append(LogEntry{actor, describeLastAction(after)});
        }))
        return std::nullopt;
    return entries;
}

void GameSession::refreshAll()
{
    refresh();
    QList<Seat> rows;
    const std::vector<int> winners = m_table ? m_table->winners() : std::vector<int>();
    for (int p = 0; p < playerCount(); ++p) {
        Seat seat;
        seat.name = playerName(p);
        seat.kind = QString::fromStdString(record().players[std::size_t(p)].kind);
        seat.isCurrent = p == currentPlayer();
        seat.isWinner = std::find(winners.begin(), winners.end(), p) != winners.end();
        seat.isViewer = p == viewer();
        fillSeat(p, seat);
        rows.append(seat);
    }
    if (rows.size() != m_seats.rows().size())
        m_seats.resetRows(rows);
    else
        m_seats.setRows(rows);
}

QStringList GameSession::entriesSinceLastTurnOf(int player, qsizetype end) const
{
    const QList<LogEntry>& entries = m_log.rows();
    end = end < 0 ? entries.size() : std::min(end, entries.size());
    qsizetype from = end;
    while (from > 0 && entries[from - 1].player != player)
        --from;
    QStringList lines;
    for (qsizetype i = from; i < end; ++i)
        if (!entries[i].text.isEmpty())
            lines << entries[i].text;
    return lines;
}

QStringList GameSession::sinceLastTurn() const
{
    if (!handoverPending())
        return {};
    return entriesSinceLastTurnOf(currentPlayer());
}

qsizetype GameSession::turnStartOf(int player) const
{
    const QList<LogEntry>& entries = m_log.rows();
    qsizetype start = entries.size();
    while (start > 0 && entries[start - 1].player == player)
        --start;
    return start;
}

QStringList GameSession::recap() const
{
    // With a handover screen between people's turns, that screen lists the moves (sinceLastTurn).
    if (tidepool::app::HandoverPolicy::coverBetweenTurns(turn()) || !viewerToAct() || handoverPending())
        return {};
    // The others' moves before the viewer's turn began: they stay for the whole turn (a Ripple
    // turn is several actions: the table moved under the pointer when they went at the first;
    // issue 44), until the turn passes or the viewer closes them.
    const qsizetype start = turnStartOf(viewer());
    if (m_recapDismissedAt == start && m_recapDismissedIn == m_table->position())
        return {};
    const QStringList lines = entriesSinceLastTurnOf(viewer(), start);
    return lines.size() > 1 ? lines : QStringList();
}

void GameSession::dismissRecap()
{
    if (recap().isEmpty())
        return;
    m_recapDismissedAt = int(turnStartOf(viewer()));
    m_recapDismissedIn = m_table->position();
    changed();
}

bool GameSession::computerJustMoved() const
{
    const QList<LogEntry>& entries = m_log.rows();
    return !replaying() && !entries.isEmpty() && entries.last().player >= 0 && !isHuman(entries.last().player);
}

QString GameSession::cardThenTarget(const QString& action, const QString& selectedCard, const HandItem& handItem,
                                    const std::function<QString(const QString& target)>& targetItem)
{
    const QStringList parts = action.split(QLatin1Char(' '));
    const bool discard = parts.value(0) == QLatin1String("discard");
    const QString card = discard ? parts.value(1) : parts.value(0);
    // Any copy of the card will do (a hand may hold two of a kind).
    if (selectedCard != card)
        return handItem(card);
    if (discard)
        return QStringLiteral("discardButton");
    return targetItem(parts.value(1));
}

} // namespace tidepool::app

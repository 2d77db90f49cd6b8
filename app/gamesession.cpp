#include "gamesession.h"

#include "core/tr.h"

#include "bots/bot.h"
#include "newgamesetup.h"
#include "playernames.h"

#include "appsettings.h"
#include "savestore.h"
#include "recordfiles.h"

#include <QFile>
#include <QFileInfo>
#include "core/message_text.h"
#include <algorithm>
#include <QRandomGenerator>
#include <QUrl>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

GameSession::GameSession(const QString& gameName, QObject* parent)
    : QObject(parent), m_gameName(gameName), m_seats(this), m_log(this)
{
    connect(LanguageNotifier::instance(), &LanguageNotifier::languageChanged, this, &GameSession::retranslate);
    connect(&m_botWatcher, &QFutureWatcher<QString>::finished, this, [this] {
        m_busy = false;
        const QString action = m_botWatcher.result();
        if (m_botWatcher.property("generation").toInt() != m_botGeneration || !m_state)
            return; // the game changed while the bot was thinking
        const int actor = currentPlayer();
        tidepool::Outcome outcome = m_state->apply(action.toStdString());
        if (!outcome) {
            emit notice(tr("The computer player chose an illegal move (%1): %2")
                            .arg(action, QString::fromStdString(outcome.reason())));
            emit stateChanged();
            return;
        }
        m_record.actions.push_back(action.toStdString());
        afterAction(actor);
    });
    connect(&m_suggestWatcher, &QFutureWatcher<QStringList>::finished, this, [this] {
        m_suggesting = false;
        const QStringList result = m_suggestWatcher.result();
        if (m_suggestWatcher.property("generation").toInt() != m_botGeneration || !m_state ||
            m_suggestWatcher.property("actions").toInt() != actionCount()) {
            emit suggestionChanged(); // the game moved on while it was worked out
            return;
        }
        m_suggestedAction = result.value(0);
        m_suggestionReason = result.value(1);
        highlightSuggestion(m_suggestedAction);
        emit suggestionChanged();
    });
}

bool GameSession::canSuggest() const
{
    return m_learningMode && viewerToAct() && !m_replaying;
}

void GameSession::suggestMove(const QString& level)
{
    if (!canSuggest() || m_suggesting)
        return;
    const int player = currentPlayer();
    // The bot reads only the viewer's observation from this copy (engine/bots/, docs/ai.md).
    std::shared_ptr<tidepool::State> snapshot(m_state->clone());
    const std::string game = m_gameName.toStdString();
    const std::string botLevel = level == QLatin1String("hard") ? "hard" : "medium";
    const std::uint64_t seed = m_record.seed;
    m_suggesting = true;
    m_suggestWatcher.setProperty("generation", m_botGeneration);
    m_suggestWatcher.setProperty("actions", actionCount());
    m_suggestWatcher.setFuture(QtConcurrent::run([snapshot, game, botLevel, seed, player] {
        const tidepool::Decision decision = tidepool::makeBot(game, botLevel, seed, player)->decide(*snapshot);
        return QStringList{QString::fromStdString(decision.action), QString::fromStdString(decision.reason)};
    }));
    emit suggestionChanged();
}

void GameSession::clearSuggestion()
{
    if (m_suggestedAction.isEmpty() && m_suggestionReason.isEmpty())
        return;
    m_suggestedAction.clear();
    m_suggestionReason.clear();
    emit suggestionChanged();
}

GameSession::~GameSession()
{
    m_botWatcher.waitForFinished();
    m_suggestWatcher.waitForFinished();
}

int GameSession::playerCount() const { return m_state ? m_state->playerCount() : 0; }

int GameSession::currentPlayer() const
{
    if (!m_state)
        return -1;
    return m_state->currentPlayer().value_or(-1);
}

QString GameSession::playerName(int player) const
{
    if (player < 0 || player >= int(m_record.players.size()))
        return {};
    return tidepool::app::shownPlayerName(m_record.players[std::size_t(player)].name, player);
}

bool GameSession::isHuman(int player) const
{
    return player >= 0 && player < int(m_record.players.size()) && m_record.players[std::size_t(player)].isHuman();
}

QString GameSession::currentPlayerName() const { return playerName(currentPlayer()); }
bool GameSession::currentIsHuman() const { return isHuman(currentPlayer()); }
bool GameSession::botToAct() const
{
    return m_state && !m_replaying && !finished() && !currentIsHuman() && !m_busy && !m_gate;
}
QString GameSession::viewerName() const { return playerName(m_viewer); }

bool GameSession::viewerToAct() const
{
    return m_state && !m_replaying && !finished() && !m_handoverPending && m_viewer >= 0 &&
           m_viewer == currentPlayer() && !m_preview;
}

bool GameSession::finished() const { return m_state && m_state->isFinished(); }
int GameSession::actionCount() const { return m_state ? int(m_state->history().size()) : 0; }

QString GameSession::resultText() const
{
    if (!finished())
        return {};
    QStringList names;
    for (int w : m_state->winners())
        names << playerName(w);
    if (names.size() == 1 && m_gate && m_state->winners().size() == 1 && isHuman(m_state->winners().front()))
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
    emit errorTextChanged();
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

namespace {
/// Whether `path` is a file of the autosave folder (opening it continues it in place).
bool isAutosave(const QString& path)
{
    const QFileInfo info(path);
    const QString folder = QFileInfo(tidepool::app::autosaveDir()).canonicalFilePath();
    return !folder.isEmpty() && info.canonicalPath() == folder && info.fileName().endsWith(QStringLiteral(".tidepool.json"));
}
} // namespace

bool GameSession::openRecord(const QString& pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    if (isAutosave(path))
        return resume(QFileInfo(path).canonicalFilePath());
    auto record = readRecord(path);
    return record && load(std::move(*record), tidepool::app::shownPath(path));
}

bool GameSession::load(tidepool::Record record, const QString& source, Opening opening, const QString& autosavePath)
{
    auto start = tidepool::startState(record);
    if (!start) {
        setError(tr("%1: %2").arg(source.isEmpty() ? tr("The new game") : source,
                                  QString::fromStdString(start.error())));
        return false;
    }
    std::unique_ptr<tidepool::State> state = std::move(*start);
    // The log sentences name the new record's players.
    const std::vector<tidepool::PlayerSpec> previousPlayers = m_record.players;
    m_record.players = record.players;
    QList<LogEntry> entries;
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const int actor = state->currentPlayer().value_or(-1);
        tidepool::Outcome outcome = state->apply(record.actions[i]);
        if (!outcome) {
            m_record.players = previousPlayers;
            setError(tr("%1: action %2 \"%3\": %4")
                         .arg(source, QString::number(i + 1), QString::fromStdString(tidepool::echoed(record.actions[i])),
                              QString::fromStdString(tidepool::oneLine(outcome.reason()))));
            return false;
        }
        entries.append(LogEntry{actor, describeLastAction(*state)});
    }
    // One game, one writer: an autosave continued here is locked first (refused while another
    // window has it open); a new game gets a fresh one; a record watched only gets none.
    if (opening == Opening::Resume) {
        QString why;
        if (!m_autosave.claim(autosavePath, &why)) {
            m_record.players = previousPlayers;
            setError(why);
            return false;
        }
    } else if (opening == Opening::NewGame && !m_gate && tidepool::app::autosaveEnabled()) {
        m_autosave.claim(tidepool::app::autosaveDir() + QLatin1Char('/') + m_gameName + QLatin1Char('-') +
                             QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral(".tidepool.json"),
                         nullptr);
    } else {
        m_autosave.release();
    }
    // Everything checked: now replace the current game.
    dropPendingMove();
    ++m_botGeneration;
    clearSuggestion();
    m_busy = false;
    m_replaying = false;
    m_replayOnly = opening == Opening::Replay;
    m_record = std::move(record);
    m_state = std::move(state);
    m_viewer = -1;
    m_handoverPending = false;
    m_log.resetRows(entries);
    setError(QString());
    updateViewer();
    refreshAll();
    if (!m_state->isFinished() && opening != Opening::Replay)
        autosave();
    emit stateChanged();
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
    if (m_state && !m_replaying && !m_autosave.path().isEmpty() && QFileInfo(path) == QFileInfo(m_autosave.path())) {
        m_viewer = -1;
        m_handoverPending = false;
        updateViewer();
        refreshAll();
        setError(QString());
        emit stateChanged();
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
    if (!m_state)
        return false;
    QString path = localPath(pathOrUrl);
    if (!path.endsWith(QStringLiteral(".tidepool.json")))
        path += QStringLiteral(".tidepool.json");
    QString error;
    if (!tidepool::app::writeFileAtomically(path, QByteArray::fromStdString(m_record.dump()), &error)) {
        setError(error);
        return false;
    }
    setError(QString());
    return true;
}

void GameSession::autosave()
{
    if (!m_state || m_autosave.path().isEmpty() || m_replaying || m_gate || !tidepool::app::autosaveEnabled())
        return;
    if (m_state->isFinished()) {
        // A finished game is no longer offered to continue.
        m_autosave.remove();
        return;
    }
    const QString news = m_autosave.write(QByteArray::fromStdString(m_record.dump()));
    if (!news.isEmpty())
        emit notice(news);
}

bool GameSession::canUndo() const
{
    // A play waiting for Done is the viewer's to take back (Undo does what Take back does).
    if (m_preview)
        return !m_gate;
    return viewerToAct() && isHuman(currentPlayer()) && !m_gate && m_state->canUndo().ok();
}

QString GameSession::undoBlockedReason() const
{
    if (!m_state)
        return {};
    if (finished())
        return tr("The game is over");
    if (m_preview && !m_gate)
        return {};
    if (!viewerToAct())
        return tr("Only the player to act can undo their own moves");
    if (m_gate)
        return tr("The guided game can't be undone: follow its steps, or leave it");
    const tidepool::Outcome outcome = m_state->canUndo();
    if (outcome)
        return {};
    QString reason = QString::fromStdString(outcome.reason());
    if (!reason.isEmpty())
        reason[0] = reason[0].toUpper();
    return reason;
}

bool GameSession::undo()
{
    if (!canUndo()) {
        emit notice(undoBlockedReason());
        return false;
    }
    if (m_preview)
        return takeBackMove();
    tidepool::Record shorter = m_record;
    shorter.actions.pop_back();
    auto state = tidepool::replay(shorter);
    if (!state) {
        emit notice(QString::fromStdString(state.error()));
        return false;
    }
    ++m_botGeneration;
    clearSuggestion();
    dropPendingMove();
    m_record = std::move(shorter);
    m_state = std::move(*state);
    QList<LogEntry> entries = m_log.rows();
    if (!entries.isEmpty())
        entries.removeLast();
    m_log.setRows(entries);
    refreshAll();
    autosave();
    emit stateChanged();
    return true;
}

bool GameSession::startReplay()
{
    if (!m_state)
        return false;
    dropPendingMove();
    // The full log, computed once, so that stepping back and forth only trims it.
    QList<LogEntry> entries = m_log.rows();
    m_replayRecord = m_record;
    m_replayLog = entries;
    m_replaying = true;
    seekReplay(0);
    return true;
}

bool GameSession::openReplay(const QString& path, bool showSecrets)
{
    m_replayShowsSecrets = false; // set again below only when that is why this one is refused
    auto record = readRecord(localPath(path));
    if (!record)
        return false;
    // Every hand and secret colour is shown in a replay: not of a game still being played (e.g.
    // the running game's autosave) unless asked for.
    if (!showSecrets && hasPrivateInformation()) {
        auto state = tidepool::replay(*record);
        if (state && !(*state)->isFinished()) {
            setError(tr("%1: this game is not finished, and its replay would show every player's secret colour and hand")
                         .arg(tidepool::app::shownPath(localPath(path))));
            m_replayShowsSecrets = true;
            emit errorTextChanged();
            return false;
        }
    }
    if (!load(std::move(*record), tidepool::app::shownPath(localPath(path)), Opening::Replay))
        return false;
    return startReplay();
}

void GameSession::seekReplay(int position)
{
    if (!m_replaying)
        return;
    position = std::clamp(position, 0, int(m_replayRecord.actions.size()));
    tidepool::Record prefix = m_replayRecord;
    prefix.actions.resize(std::size_t(position));
    auto state = tidepool::replay(prefix);
    if (!state)
        return; // cannot happen: the full record replayed when it was loaded
    m_state = std::move(*state);
    m_record = prefix;
    m_viewer = m_state->currentPlayer().value_or(-1);
    m_handoverPending = false;
    m_log.setRows(m_replayLog.mid(0, position));
    refreshAll();
    emit stateChanged();
}

void GameSession::stopReplay()
{
    if (!m_replaying)
        return;
    seekReplay(int(m_replayRecord.actions.size()));
    if (m_replayOnly) {
        // Watched only: there is no game to play on (it would be a game nobody autosaves).
        emit replayClosed();
        return;
    }
    m_replaying = false;
    // Back to the game as before the replay: whoever is to act confirms the handover again.
    m_viewer = -1;
    m_handoverPending = false;
    updateViewer();
    refreshAll();
    emit stateChanged();
}

QString GameSession::recordJson() const { return QString::fromStdString(m_record.dump()); }

void GameSession::playAgain()
{
    if (!m_state)
        return;
    tidepool::Record record = m_record;
    record.actions.clear();
    if (record.setup.is_null())
        record.seed = QRandomGenerator::global()->generate64() >> 11;
    load(std::move(record), QString());
}

void GameSession::confirmHandover()
{
    if (!m_handoverPending)
        return;
    m_handoverPending = false;
    m_viewer = currentPlayer();
    refreshAll();
    emit stateChanged();
}

void GameSession::playBotMove()
{
    if (!botToAct())
        return;
    const int player = currentPlayer();
    const std::string level = m_record.players[std::size_t(player)].botLevel();
    // Deterministic given the record: the bot's seed comes from the record's seed and the move number.
    const std::uint64_t seed = m_record.seed + m_state->history().size();
    std::shared_ptr<tidepool::State> snapshot(m_state->clone());
    const std::string game = m_gameName.toStdString();
    m_busy = true;
    m_botWatcher.setProperty("generation", m_botGeneration);
    m_botWatcher.setFuture(QtConcurrent::run([snapshot, game, level, seed, player] {
        auto bot = tidepool::makeBot(game, level, seed, player);
        return QString::fromStdString(bot->chooseAction(*snapshot));
    }));
    emit stateChanged();
}

void GameSession::setLearningMode(bool on)
{
    if (m_learningMode == on)
        return;
    m_learningMode = on;
    emit learningModeChanged();
    refreshAll();
}

bool GameSession::applyAction(const QString& action)
{
    if (!m_state)
        return false;
    if (!viewerToAct()) {
        emit notice(finished() ? tr("The game is over") : tr("It is not your turn"));
        return false;
    }
    if (m_gate) {
        const QString refusal = m_gate(action, m_state->check(action.toStdString()));
        if (!refusal.isEmpty()) {
            emit notice(refusal);
            return false;
        }
    }
    const tidepool::Outcome legality = m_state->check(action.toStdString());
    if (!legality) {
        QString reason = QString::fromStdString(legality.reason());
        if (!reason.isEmpty())
            reason[0] = reason[0].toUpper();
        emit notice(reason);
        return false;
    }
    if (confirmsMoves()) {
        // Shown, not played: the engine's preview until Done or Take back (no card drawn yet).
        if (auto shown = m_state->preview(action.toStdString())) {
            m_pendingAction = action;
            m_preview = std::move(shown);
            clearSuggestion();
            refreshAll();
            emit stateChanged();
            return true;
        }
    }
    const int actor = currentPlayer();
    tidepool::Outcome outcome = m_state->apply(action.toStdString());
    if (!outcome) {
        emit notice(QString::fromStdString(outcome.reason()));
        return false;
    }
    m_record.actions.push_back(action.toStdString());
    afterAction(actor);
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
    const int actor = currentPlayer();
    const tidepool::Outcome outcome = m_state->apply(action.toStdString());
    if (!outcome) { // cannot happen: it was legal, and nothing changed since
        emit notice(QString::fromStdString(outcome.reason()));
        refreshAll();
        emit stateChanged();
        return false;
    }
    m_record.actions.push_back(action.toStdString());
    afterAction(actor);
    return true;
}

bool GameSession::takeBackMove()
{
    if (!m_preview)
        return false;
    dropPendingMove();
    refreshAll();
    emit stateChanged();
    return true;
}

void GameSession::dropPendingMove()
{
    m_pendingAction.clear();
    m_preview.reset();
}

QString GameSession::whyNotAction(const QString& action) const
{
    if (!m_state || m_replaying)
        return {};
    const tidepool::Outcome outcome =
        m_state->isFinished() ? tidepool::Outcome::failure(TP_TR("engine", "the game is over")) : m_state->check(action.toStdString());
    if (outcome)
        return {};
    QString reason = QString::fromStdString(outcome.reason());
    if (!reason.isEmpty())
        reason[0] = reason[0].toUpper();
    return reason;
}

void GameSession::setTutorialGate(ActionGate gate)
{
    // Set before the tutorial's record is opened, so that not even its start is autosaved.
    m_gate = std::move(gate);
    emit stateChanged();
}

QString GameSession::playScripted(const QString& action)
{
    if (!m_state || m_replaying)
        return tr("No game is loaded");
    const int actor = currentPlayer();
    tidepool::Outcome outcome = m_state->apply(action.toStdString());
    if (!outcome)
        return QString::fromStdString(outcome.reason());
    m_record.actions.push_back(action.toStdString());
    afterAction(actor);
    return {};
}

void GameSession::afterAction(int actor)
{
    m_log.append(actor, describeLastAction(*m_state));
    clearSuggestion();
    updateViewer();
    refreshAll();
    autosave();
    emit stateChanged();
}

void GameSession::updateViewer()
{
    int humans = 0, onlyHuman = -1;
    for (int p = 0; p < playerCount(); ++p)
        if (isHuman(p)) {
            ++humans;
            onlyHuman = p;
        }
    if (humans == 1) {
        // One person at the screen: their private information is always theirs to see.
        m_viewer = onlyHuman;
        m_handoverPending = false;
        return;
    }
    if (!hasPrivateInformation() && !finished()) {
        // Nothing is secret: the player to act is on screen without a handover.
        m_viewer = currentIsHuman() ? currentPlayer() : -1;
        m_handoverPending = false;
        return;
    }
    if (finished() || !currentIsHuman()) {
        // Several people share the screen: hide everything private between their turns.
        m_viewer = -1;
        m_handoverPending = false;
        return;
    }
    if (m_viewer != currentPlayer()) {
        m_viewer = -1;
        m_handoverPending = true;
    }
}

void GameSession::retranslate()
{
    if (!m_state)
        return;
    // The log sentences are made once per action: make them again from the record.
    const tidepool::Record& full = m_replaying ? m_replayRecord : m_record;
    auto state = tidepool::startState(full);
    if (!state)
        return; // cannot happen: the record replayed when it was loaded
    QList<LogEntry> entries;
    for (const std::string& action : full.actions) {
        const int actor = (*state)->currentPlayer().value_or(-1);
        if (!(*state)->apply(action))
            return;
        entries.append(LogEntry{actor, describeLastAction(**state)});
    }
    if (m_replaying) {
        m_replayLog = entries;
        entries = entries.mid(0, int(m_record.actions.size()));
    }
    m_log.setRows(entries);
    refreshAll();
    emit stateChanged();
}

void GameSession::refreshAll()
{
    refresh();
    QList<Seat> rows;
    const auto winners = m_state ? m_state->winners() : std::vector<int>{};
    for (int p = 0; p < playerCount(); ++p) {
        Seat seat;
        seat.name = playerName(p);
        seat.kind = QString::fromStdString(m_record.players[std::size_t(p)].kind);
        seat.isCurrent = p == currentPlayer();
        seat.isWinner = std::find(winners.begin(), winners.end(), p) != winners.end();
        seat.isViewer = p == m_viewer;
        fillSeat(p, seat);
        rows.append(seat);
    }
    if (rows.size() != m_seats.rows().size())
        m_seats.resetRows(rows);
    else
        m_seats.setRows(rows);
}

QStringList GameSession::entriesSinceLastTurnOf(int player) const
{
    const QList<LogEntry>& entries = m_log.rows();
    qsizetype from = entries.size();
    while (from > 0 && entries[from - 1].player != player)
        --from;
    QStringList lines;
    for (qsizetype i = from; i < entries.size(); ++i)
        if (!entries[i].text.isEmpty())
            lines << entries[i].text;
    return lines;
}

QStringList GameSession::sinceLastTurn() const
{
    if (!m_handoverPending)
        return {};
    return entriesSinceLastTurnOf(currentPlayer());
}

QStringList GameSession::recap() const
{
    // With a handover screen between people's turns, that screen lists the moves (sinceLastTurn).
    int humans = 0;
    for (int p = 0; p < playerCount(); ++p)
        humans += isHuman(p) ? 1 : 0;
    const bool handsOver = humans > 1 && hasPrivateInformation();
    if (handsOver || !viewerToAct() || m_handoverPending ||
        (m_recapDismissedAt == actionCount() && m_recapDismissedIn == m_state.get()))
        return {};
    const QStringList lines = entriesSinceLastTurnOf(m_viewer);
    return lines.size() > 1 ? lines : QStringList();
}

void GameSession::dismissRecap()
{
    if (recap().isEmpty())
        return;
    m_recapDismissedAt = actionCount();
    m_recapDismissedIn = m_state.get();
    emit stateChanged();
}

bool GameSession::computerJustMoved() const
{
    const QList<LogEntry>& entries = m_log.rows();
    return !m_replaying && !entries.isEmpty() && entries.last().player >= 0 && !isHuman(entries.last().player);
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

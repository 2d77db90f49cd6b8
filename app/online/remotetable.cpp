#include "remotetable.h"

#include "localtable.h"
#include "onlineclient.h"

#include "core/tr.h"

#include <QCoreApplication>

#include <algorithm>

namespace tidepool::app {

namespace {
std::string notYourTurn()
{
    return QCoreApplication::translate("GameSession", "It is not your turn").toStdString();
}
/// Why a pending action was given up after the server could not save it (it did not happen).
QString couldNotSave()
{
    return QCoreApplication::translate("RemoteTable",
                                       "The server could not save that move, so it was not made. Try it again in a moment.");
}
} // namespace

RemoteTable::RemoteTable(OnlineClient* client, const QString& gameName, QObject* parent)
    : Table(parent), m_client(client), m_gameName(gameName)
{
    m_record.game = gameName.toStdString();
    m_paceTimer.setSingleShot(true);
    connect(&m_paceTimer, &QTimer::timeout, this, [this] {
        // The last move has been on show for the pace: the game's end (held back by isFinished()
        // while it showed) is shown now, if nothing else brings it.
        const bool endWaited = m_inbox.empty() && viewsFinished();
        deliver();
        if (endWaited)
            Q_EMIT opened();
    });
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &RemoteTable::retryPending);
    // What the server tells of the game waits its turn in the inbox (the pace); answers to this
    // screen's own submissions (refusals, errors) do not.
    connect(client, &OnlineClient::viewReceived, this, [this](int seat, const tidepool::Json& view) {
        m_serverPosition = std::max(m_serverPosition, view.value("position", 0));
        receive(false, [this, seat, view] { onView(seat, view); });
    });
    connect(client, &OnlineClient::tableChanged, this,
            [this](const tidepool::Json& table) { receive(false, [this, table] { onTable(table); }); });
    connect(client, &OnlineClient::played, this,
            [this](int position, int seat, const QString& action, const QString&, const std::vector<tidepool::Json>& views) {
                m_serverPosition = std::max(m_serverPosition, position);
                // The pending action entered the record (its `played` may wait behind others' for
                // the pace): it is never sent again.
                if (m_pending && m_pending->seat == seat && position > m_pending->position)
                    m_retryTimer.stop();
                receive(!m_client->seats().contains(seat),
                        [this, position, seat, action, views] { onPlayed(position, seat, action, views); });
            });
    connect(client, &OnlineClient::refused, this, [this](int seat, const QString& action, const QString& reason) {
        m_pending.reset();
        m_retryTimer.stop();
        Q_EMIT refused(seat, action, reason);
    });
    connect(client, &OnlineClient::errorOccurred, this, &RemoteTable::onError);
    connect(client, &OnlineClient::actionStale, this, [this](const QString& action, int position) {
        // The server did not play it: the table is at another position (the action was stored
        // after all, or others' moves came first; their `played` follow). Dropped quietly. A late
        // answer to an older send (the table is where this one was meant for) is not about it.
        if (!m_pending || action != m_pending->action || position == m_pending->viewPosition)
            return;
        m_retryTimer.stop();
        m_pending.reset();
    });
    // The end waits behind the last move until it has been on show for the pace, as the next move
    // would (issue 44: the end screen came over the other screen's last move).
    connect(client, &OnlineClient::over, this,
            [this](const std::vector<int>& winners, const QString&, const tidepool::Json& record) {
                receive(true, [this, winners, record] { onOver(winners, record); });
            });
    if (!client->table().is_null())
        onTable(client->table());
    for (int seat : client->seats())
        if (!client->view(seat).is_null()) {
            m_views[seat] = client->view(seat);
            m_serverPosition = std::max(m_serverPosition, m_views[seat].value("position", 0));
        }
}

RemoteTable::~RemoteTable() = default;

void RemoteTable::onTable(const tidepool::Json& table)
{
    if (table.contains("options") && table["options"].is_object())
        m_record.options = table["options"];
    if (table.contains("seats") && table["seats"].is_array()) {
        std::vector<tidepool::PlayerSpec> players;
        for (const auto& s : table["seats"]) {
            tidepool::PlayerSpec spec;
            if (s.is_object() && s.contains("name") && s["name"].is_string())
                spec.name = s["name"].get<std::string>();
            if (s.is_object() && s.contains("kind") && s["kind"].is_string())
                spec.kind = s["kind"].get<std::string>();
            players.push_back(spec);
        }
        m_record.players = players;
        m_worldStale = true;
    }
}

const tidepool::State* RemoteTable::position() const
{
    if (m_final)
        return m_final.get();
    if (!m_worldStale)
        return m_world.get();
    m_worldStale = false;
    m_world.reset();
    m_positionError.clear();
    const int toAct = seatToAct();
    auto it = m_views.find(toAct);
    if (it == m_views.end())
        it = m_views.begin();
    if (it == m_views.end())
        return nullptr;
    const tidepool::GameInfo* game = tidepool::findGame(m_record.game);
    if (!game || !game->fromObservationJson)
        return nullptr;
    // The same view always gives the same world: the seed follows from its seat and position.
    const std::uint64_t position = static_cast<std::uint64_t>(it->second.value("position", 0));
    const std::uint64_t seed = (position + 1) * 0x9E3779B97F4A7C15ull ^ static_cast<std::uint64_t>(it->first);
    auto world = game->fromObservationJson(m_record, it->second["observation"], seed);
    if (!world) {
        m_positionError = QString::fromStdString(world.error());
        qWarning("RemoteTable: %s", qPrintable(m_positionError));
        return nullptr;
    }
    m_world = std::move(*world);
    return m_world.get();
}

void RemoteTable::onView(int seat, const tidepool::Json& view)
{
    const bool first = m_views.empty();
    m_views[seat] = view;
    m_worldStale = true;
    if (first)
        Q_EMIT opened();
}

void RemoteTable::setMovePace(int ms)
{
    m_pace = std::clamp(ms, 0, 10000);
    if (m_pace == 0) {
        m_paceTimer.stop();
        deliver();
    }
}

void RemoteTable::receive(bool othersMove, std::function<void()> apply)
{
    m_inbox.push_back({othersMove, std::move(apply)});
    deliver();
}

void RemoteTable::deliver()
{
    while (!m_inbox.empty()) {
        if (m_inbox.front().othersMove && m_paceTimer.isActive())
            return; // the timer's timeout delivers it
        Incoming next = std::move(m_inbox.front());
        m_inbox.pop_front();
        if (next.othersMove && m_pace > 0)
            m_paceTimer.start(m_pace);
        next.apply();
    }
}

void RemoteTable::onPlayed(int position, int seat, const QString& action, const std::vector<tidepool::Json>& views)
{
    for (const tidepool::Json& view : views)
        if (view.contains("seat") && view["seat"].is_number_integer())
            m_views[view["seat"].get<int>()] = view;
    if (!views.empty())
        m_worldStale = true;
    // position counts from 1: the record holds position - 1 actions before this one. A log line
    // already in the record (sent again after coming back) is not added twice.
    if (position <= int(m_record.actions.size()))
        return;
    m_record.actions.push_back(action.toStdString());
    m_worldStale = true;
    if (m_pending && m_pending->seat == seat) {
        m_pending.reset();
        m_retryTimer.stop();
    }
    Q_EMIT committed(seat, action);
}

void RemoteTable::onError(const QString& code, const QString& sentence)
{
    // Every error the client reports while an action waits for its answer means the action did
    // not enter the record (the server answers an action it took with `played` only).
    if (!m_pending)
        return;
    QString reason = sentence;
    if (code == QLatin1String("storage")) {
        // The server could not save it, so it did not happen (its engine went back to the saved
        // record): the same action is sent again, while nothing entered the record since.
        if (m_pending->retries < m_maxRetries && m_serverPosition == m_pending->position) {
            m_retryTimer.start(int(std::min<qint64>(qint64(m_retryFirstMs) << m_pending->retries, 60000)));
            if (m_pending->retries++ == 0)
                Q_EMIT notice(sentence); // "... Tidepool will try again." (OnlineClient), once
            return;
        }
        reason = couldNotSave();
    }
    m_retryTimer.stop();
    const Pending pending = *m_pending;
    m_pending.reset();
    Q_EMIT refused(pending.seat, pending.action, reason);
}

void RemoteTable::retryPending()
{
    if (!m_pending)
        return;
    if (m_serverPosition != m_pending->position) {
        // The table moved on meanwhile without this action: it is not sent into another position.
        const Pending pending = *m_pending;
        m_pending.reset();
        Q_EMIT refused(pending.seat, pending.action, couldNotSave());
        return;
    }
    m_client->act(m_pending->action, m_pending->seat, m_pending->viewPosition); // "not-connected" at once: refused()
}

void RemoteTable::setStorageRetry(int firstMs, int retries)
{
    m_retryFirstMs = std::max(1, firstMs);
    m_maxRetries = std::clamp(retries, 0, 16);
}

void RemoteTable::onOver(const std::vector<int>& winners, const tidepool::Json& record)
{
    m_winners = winners;
    if (m_final)
        return; // sent again on coming back: the record is already here
    // The whole record, seed included, is public now: the final position is the engine's replay.
    auto parsed = tidepool::Record::fromJson(record);
    LocalTable::Failure failure;
    std::optional<LocalTable::Built> built;
    if (parsed)
        built = LocalTable::build(*parsed, -1, {}, &failure);
    if (built && !built->state().isFinished()) {
        built.reset();
        failure = {-1, QCoreApplication::translate("RemoteTable", "it does not reach the end of the game")};
    }
    if (built) {
        m_record = built->record();
        m_final = built->state().clone();
        m_world.reset();
        m_recordProblem.clear();
    } else {
        m_recordProblem = !parsed ? QString::fromStdString(parsed.error())
                          : failure.action < 0 ? failure.reason
                                               : QStringLiteral("action %1: %2").arg(failure.action + 1).arg(failure.reason);
        qWarning("RemoteTable: the server's record can't be read: %s", qPrintable(m_recordProblem));
    }
    // The screen shows the final position (everything revealed) and may save the record now.
    Q_EMIT opened();
}

QString RemoteTable::saveBlockedReason() const
{
    if (m_final)
        return {};
    if (!isFinished())
        return QCoreApplication::translate(
            "RemoteTable", "An online game can be saved once it is over. Until then a saved game would have to "
                           "hold cards that you may not see.");
    if (!m_recordProblem.isEmpty())
        return QCoreApplication::translate("RemoteTable",
                                           "The server sent this game's record, but it can't be read (%1), so it "
                                           "can't be saved.")
            .arg(m_recordProblem);
    return QCoreApplication::translate("RemoteTable", "The game is over, but its whole record has not arrived from the "
                                                      "server yet. Try again in a moment.");
}

QList<int> RemoteTable::localSeats() const { return m_client->seats(); }

int RemoteTable::seatToAct() const
{
    if (isFinished())
        return -1;
    // Every view carries the seat to act (public); take the newest.
    int best = -1;
    int current = -1;
    for (const auto& [seat, view] : m_views) {
        const int position = view.value("position", -1);
        if (position >= best) {
            best = position;
            current = view.contains("current") && view["current"].is_number_integer() ? view["current"].get<int>() : -1;
        }
    }
    return current;
}

bool RemoteTable::viewsFinished() const
{
    for (const auto& [seat, view] : m_views)
        if (view.value("finished", false))
            return true;
    return false;
}

bool RemoteTable::isFinished() const
{
    if (m_winners)
        return true;
    // Another seat's last move is shown for the pace before the game is over at this screen (its
    // end screen would cover it): the pace timer's end says so (opened()).
    return viewsFinished() && !m_paceTimer.isActive();
}

std::vector<int> RemoteTable::winners() const
{
    if (m_winners)
        return *m_winners;
    for (const auto& [seat, view] : m_views)
        if (view.value("finished", false) && view.contains("winners") && view["winners"].is_array()) {
            std::vector<int> list;
            for (const auto& w : view["winners"])
                if (w.is_number_integer())
                    list.push_back(w.get<int>());
            return list;
        }
    return {};
}

tidepool::Json RemoteTable::observation(int seat) const
{
    auto it = m_views.find(seat);
    return it == m_views.end() ? tidepool::Json() : it->second["observation"];
}

std::vector<tidepool::LegalAction> RemoteTable::legalActions(int seat) const
{
    auto it = m_views.find(seat);
    if (it == m_views.end() || seat != seatToAct() || !it->second.contains("legal"))
        return {};
    std::vector<tidepool::LegalAction> legal;
    for (const auto& a : it->second["legal"])
        legal.push_back({a["action"].get<std::string>(),
                         a.contains("explanation") && a["explanation"].is_string() ? a["explanation"].get<std::string>()
                                                                                  : std::string()});
    return legal;
}

tidepool::Outcome RemoteTable::check(int seat, const QString& action) const
{
    if (isFinished())
        return tidepool::Outcome::failure(TP_TR("engine", "the game is over"));
    if (!m_client->seats().contains(seat) || seat != seatToAct())
        return tidepool::Outcome::failure(notYourTurn());
    const std::string text = action.toStdString();
    for (const tidepool::LegalAction& legal : legalActions(seat))
        if (legal.text == text)
            return tidepool::Outcome::success();
    return tidepool::Outcome::failure(
        QCoreApplication::translate("RemoteTable", "that is not one of the legal actions now").toStdString());
}

Table::Submission RemoteTable::submit(int seat, const QString& action)
{
    if (isFinished())
        return {Submission::Status::Refused, QString::fromStdString(TP_TR("engine", "the game is over"))};
    if (!m_client->seats().contains(seat))
        return {Submission::Status::Refused, QString::fromStdString(notYourTurn())};
    m_retryTimer.stop();
    // The view the action was chosen from: the seat's as shown (the pace may hold newer ones).
    const auto view = m_views.find(seat);
    const int viewPosition = view != m_views.end() ? view->second.value("position", m_serverPosition) : m_serverPosition;
    m_pending = Pending{seat, action, m_serverPosition, viewPosition, 0};
    m_client->act(action, seat, viewPosition); // may report "not-connected" at once: answered by refused()
    return {Submission::Status::Pending, {}};
}

tidepool::Outcome RemoteTable::canUndo(int) const
{
    return tidepool::Outcome::failure(
        QCoreApplication::translate("RemoteTable", "taking an action back is not offered at online tables")
            .toStdString());
}

Table::Submission RemoteTable::undo(int seat)
{
    return {Submission::Status::Refused, QString::fromStdString(canUndo(seat).reason())};
}

} // namespace tidepool::app

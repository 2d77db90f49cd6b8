#include "onlineclient.h"

#include "msgpackjson.h"

#include "playernames.h"

#include "core/record.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QTimer>
#include <QUrlQuery>
#include <QWebSocket>

#include <algorithm>

namespace tidepool::app {

namespace {

// Colyseus's protocol codes (docs/online.md, "The room").
constexpr char kJoinRoom = 10;
constexpr char kError = 11;
constexpr char kLeaveRoom = 12;
constexpr char kRoomData = 13;

// Matchmaking purposes.
enum Purpose { Host = 0, Join = 1, Restore = 2, Reconnect = 3 };

bool isInt(const tidepool::Json& j, const char* key)
{
    return j.contains(key) && j[key].is_number_integer();
}
bool isString(const tidepool::Json& j, const char* key)
{
    return j.contains(key) && j[key].is_string();
}
QString text(const tidepool::Json& j, const char* key)
{
    return isString(j, key) ? QString::fromStdString(j[key].get<std::string>()) : QString();
}

/// Checks a `view` (docs/online.md) of one of `seats`; "" when it is one, else what is wrong.
std::string viewProblem(const tidepool::Json& v, const QList<int>& seats)
{
    if (!v.is_object())
        return "a view that is not a map";
    if (!isInt(v, "seat") || !isInt(v, "position") || !v.contains("observation") || !v["observation"].is_object())
        return "a view without its seat, position or observation";
    if (!seats.contains(v["seat"].get<int>()))
        return "a view of a seat that is not this client's";
    if (v.contains("legal")) {
        if (!v["legal"].is_array())
            return "a view whose legal actions are not a list";
        for (const auto& a : v["legal"])
            if (!a.is_object() || !isString(a, "action"))
                return "a legal action without its notation";
    }
    if (v.contains("winners") && !v["winners"].is_array())
        return "a view whose winners are not a list";
    return {};
}

/// A name the server sent for `seat` (counted from 0), as anyone may be shown it: cleanPlayerName(),
/// the server's own rule, so a server that does not keep to it shows no control or format character.
/// "" stays "" (no name: a free seat); a name with nothing printable is the seat's default name
/// ("Player N"), as the server names such a seat.
QString cleanNetworkName(const QString& sent, int seat)
{
    return sent.isEmpty() ? QString() : cleanPlayerName(sent, defaultSeatName(std::clamp(seat, 0, 98) + 1));
}

/// A typed code as the server spells it: upper case, no spaces or dashes.
QString normalCode(const QString& typed)
{
    QString code = typed.toUpper();
    code.remove(QRegularExpression(QStringLiteral("[\\s-]")));
    return code;
}

} // namespace

OnlineClient::OnlineClient(QObject* parent)
    : QObject(parent), m_server(QStringLiteral("http://127.0.0.1:2567")), m_http(new QNetworkAccessManager(this)),
      m_retry(new QTimer(this))
{
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &OnlineClient::comeBack);
}

OnlineClient::~OnlineClient()
{
    m_leaving = true;
    closeSocket();
}

void OnlineClient::setServer(const QUrl& server) { m_server = server; }

void OnlineClient::setBackoff(int firstMs, int maxMs, int attempts)
{
    m_firstBackoffMs = std::max(1, firstMs);
    m_maxBackoffMs = std::max(m_firstBackoffMs, maxMs);
    m_maxAttempts = std::max(1, attempts);
}

tidepool::Json OnlineClient::view(int seat) const
{
    auto it = m_views.find(seat);
    return it == m_views.end() ? tidepool::Json() : it->second;
}

void OnlineClient::setConnection(Connection connection)
{
    if (m_connection == connection)
        return;
    m_connection = connection;
    Q_EMIT connectionChanged(connection);
}

void OnlineClient::host(const QString& game, const tidepool::Json& options, const QStringList& seats,
                        const QString& name, int claim)
{
    leave();
    ++m_generation;
    m_leaving = false;
    m_askedAgain = false;
    m_name = name;
    m_claim = claim;
    m_token.clear(); // a new table's token comes with its welcome
    tidepool::Json kinds = tidepool::Json::array();
    for (const QString& seat : seats)
        kinds.push_back(seat.toStdString());
    tidepool::Json body{{"game", game.toStdString()}, {"seats", kinds}, {"name", name.toStdString()}, {"claim", claim}};
    if (options.is_object() && !options.empty())
        body["options"] = options;
    setConnection(Connection::Connecting);
    matchmake(QStringLiteral("create"), QStringLiteral("table"), body, Host);
}

void OnlineClient::join(const QString& code, const QString& name, int claim, const QString& token)
{
    leave();
    ++m_generation;
    m_leaving = false;
    m_askedAgain = false;
    m_code = normalCode(code);
    m_name = name;
    m_claim = claim;
    m_token = token;
    setConnection(Connection::Connecting);
    joinByCode(!token.isEmpty());
}

void OnlineClient::joinByCode(bool withToken)
{
    tidepool::Json body = tidepool::Json::object();
    if (withToken)
        body["token"] = m_token.toStdString();
    else
        body = {{"name", m_name.toStdString()}, {"claim", m_claim}};
    matchmake(QStringLiteral("joinById"), m_code, body, Join);
}

void OnlineClient::leave()
{
    m_retry->stop();
    ++m_generation;
    if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState && m_acknowledged) {
        m_leaving = true;
        m_socket->sendBinaryMessage(QByteArray(1, kLeaveRoom));
    }
    m_leaving = true;
    closeSocket();
    m_seats.clear();
    m_views.clear();
    m_table = tidepool::Json();
    m_reconnectionToken.clear();
    m_attempt = 0;
    setConnection(Connection::Closed);
}

void OnlineClient::closeSocket()
{
    if (!m_socket)
        return;
    QWebSocket* socket = m_socket;
    m_socket = nullptr;
    socket->disconnect(this);
    if (socket->state() == QAbstractSocket::ConnectedState)
        socket->close();
    else
        socket->abort();
    socket->deleteLater();
    m_acknowledged = false;
}

void OnlineClient::start() { send(QStringLiteral("start"), tidepool::Json::object()); }

void OnlineClient::act(const QString& action, int seat, int position)
{
    tidepool::Json payload{{"action", action.toStdString()}};
    if (seat >= 0)
        payload["seat"] = seat;
    if (position >= 0)
        payload["position"] = position;
    send(QStringLiteral("act"), payload);
}

void OnlineClient::send(const QString& type, const tidepool::Json& payload)
{
    if (!m_socket || !m_acknowledged) {
        Q_EMIT errorOccurred(QStringLiteral("not-connected"),
                             tr("Not connected to the table right now; try again in a moment."));
        return;
    }
    m_socket->sendBinaryMessage(encodeRoomData(type.toStdString(), payload));
}

void OnlineClient::dropLink()
{
    if (m_socket)
        m_socket->abort();
}

// --- Matchmaking -------------------------------------------------------------------------------

void OnlineClient::matchmake(const QString& method, const QString& target, const tidepool::Json& body, int purpose)
{
    QUrl url = m_server;
    url.setPath(url.path().replace(QRegularExpression(QStringLiteral("/$")), QString()) +
                QStringLiteral("/matchmake/%1/%2").arg(method, QString::fromUtf8(QUrl::toPercentEncoding(target))));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    request.setTransferTimeout(10000);
    m_purpose = purpose;
    QNetworkReply* reply = m_http->post(request, QByteArray::fromStdString(body.dump()));
    const quint64 generation = m_generation;
    connect(reply, &QNetworkReply::finished, this, [this, reply, purpose, generation] {
        reply->deleteLater();
        if (generation != m_generation)
            return; // left or started anew meanwhile
        onMatchmakeReply(reply, purpose);
    });
}

QString OnlineClient::refusal(std::int64_t code, const QString& message, int purpose) const
{
    switch (code) {
    case 4404:
        return tr("There is no table with the code %1. Check the code and try again.").arg(m_code);
    case 4423:
        return tr("That table is full, or its game has already started.");
    case 4401:
        return tr("Your seat at table %1 can't be found any more.").arg(m_code);
    case 4422:
        return tr("The server can't make that table: %1").arg(message);
    case 4429: // the server's limits on new tables and on joins an address asks for a minute (docs/online.md)
        if (purpose == Host)
            return tr("You have made many new tables in a short time. Wait a minute, then try again.");
        return tr("You have tried to join tables many times in a short time. Wait a minute, then try again.");
    default:
        return tr("The server refused: %1").arg(message.isEmpty() ? QString::number(code) : message);
    }
}

void OnlineClient::onMatchmakeReply(QNetworkReply* reply, int purpose)
{
    const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const QByteArray bytes = reply->read(64 * 1024);
    if (!status.isValid()) { // no HTTP answer at all: the server is not there
        if (m_connection == Connection::Reconnecting)
            return scheduleComeBack();
        return fail(QStringLiteral("unreachable"),
                    tr("The server at %1 can't be reached. Check the address in Settings and your network, "
                       "then try again.")
                        .arg(m_server.toDisplayString()),
                    true);
    }
    // The engine's one bounded JSON reader (core/record.h): a deep answer is refused, never built.
    const auto parsed = tidepool::parseBoundedJson(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                                                   "the answer", "answer");
    const tidepool::Json answer = parsed ? *parsed : tidepool::Json();
    if (!answer.is_object())
        return fail(QStringLiteral("bad-message"), tr("The server's answer could not be read."), true);
    if (answer.contains("error") || !answer.contains("room")) {
        const int code = isInt(answer, "code") ? answer["code"].get<int>() : 0;
        const QString message = text(answer, "error");
        if (purpose == Reconnect) // the session is gone: come back by code and seat token
            return joinByCode(true);
        if (purpose == Join && (code == 4212 || code == 4213)) { // no live room: restore it from its record
            tidepool::Json body{{"restore", m_code.toStdString()}, {"name", m_name.toStdString()}, {"claim", m_claim}};
            if (!m_token.isEmpty())
                body["token"] = m_token.toStdString();
            return matchmake(QStringLiteral("create"), QStringLiteral("table"), body, Restore);
        }
        if (purpose == Restore && code == 4409) { // another process holds it: ask again shortly
            return scheduleComeBack();
        }
        // Coming back to our own seat, a server that can't reach its storage now (4213) or counts
        // too many joins from our address (4429, e.g. many players behind one router) is asked again
        // with the same back-off: the seat is kept, so giving up would lose it for nothing.
        if (m_connection == Connection::Reconnecting && (code == 4213 || code == 4429))
            return scheduleComeBack();
        return fail(QString::number(code), refusal(code, message, purpose), true);
    }
    m_attempt = 0;
    openRoom(answer, purpose == Reconnect ? m_reconnectionToken : QString());
}

// --- The room ----------------------------------------------------------------------------------

void OnlineClient::openRoom(const tidepool::Json& reservation, const QString& reconnectionToken)
{
    const tidepool::Json& room = reservation["room"];
    if (!room.is_object() || !isString(room, "roomId") || !isString(room, "processId") ||
        !isString(reservation, "sessionId"))
        return fail(QStringLiteral("bad-message"), tr("The server's answer could not be read."), true);
    const QString roomId = text(room, "roomId");
    const QString processId = text(room, "processId");
    QString address = text(room, "publicAddress");
    if (address.isEmpty())
        address = QStringLiteral("%1:%2").arg(m_server.host()).arg(m_server.port(80));
    m_code = roomId;
    const bool secure = m_server.scheme() == QLatin1String("https");
    QUrl url(QStringLiteral("%1://%2/%3/%4").arg(secure ? QStringLiteral("wss") : QStringLiteral("ws"), address,
                                                 processId, roomId));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("sessionId"), text(reservation, "sessionId"));
    if (!reconnectionToken.isEmpty())
        query.addQueryItem(QStringLiteral("reconnectionToken"), reconnectionToken);
    url.setQuery(query);

    closeSocket();
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(quint64(4 * kMaxMessageBytes));
    m_socket->setMaxAllowedIncomingFrameSize(quint64(4 * kMaxMessageBytes));
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, &OnlineClient::onBinary);
    connect(m_socket, &QWebSocket::textMessageReceived, this,
            [this](const QString&) { bad("a text frame (the protocol's frames are binary)"); });
    connect(m_socket, &QWebSocket::disconnected, this, &OnlineClient::onClosed);
    m_acknowledged = false;
    m_socket->open(url);
}

void OnlineClient::onBinary(const QByteArray& bytes)
{
    if (bytes.size() > kMaxMessageBytes)
        return bad("a message of " + std::to_string(bytes.size()) + " bytes (at most " +
                   std::to_string(kMaxMessageBytes) + ")");
    if (bytes.isEmpty())
        return bad("an empty frame");
    switch (bytes[0]) {
    case kJoinRoom: {
        // [10, length, reconnection token, length, serializer id]
        const auto at = [&](qsizetype i) { return i < bytes.size() ? int(quint8(bytes[i])) : -1; };
        const int tokenLength = at(1);
        if (tokenLength < 0 || 2 + tokenLength >= bytes.size() + 1)
            return bad("a JOIN_ROOM frame cut short");
        const QString token = QString::fromUtf8(bytes.mid(2, tokenLength));
        const int serializerLength = at(2 + tokenLength);
        if (serializerLength < 0 || 3 + tokenLength + serializerLength > bytes.size())
            return bad("a JOIN_ROOM frame cut short");
        m_reconnectionToken = token;
        m_acknowledged = true;
        m_attempt = 0;
        m_askedAgain = false;
        m_socket->sendBinaryMessage(QByteArray(1, kJoinRoom)); // queued messages follow
        if (m_connection == Connection::Reconnecting && isString(m_table, "status")) // back at the same table
            setConnection(m_table["status"] == "waiting" ? Connection::Waiting : Connection::Playing);
        return;
    }
    case kRoomData:
        return onRoomData(bytes);
    case kError: {
        // Joining refused after all (onJoin: e.g. 4423 when the seats were taken or the game started
        // since the reservation): [11, code, message] in Colyseus's own encoding, not MessagePack.
        std::int64_t code = 0;
        std::string message;
        if (!decodeErrorFrame(bytes, code, message).empty())
            return bad("an ERROR frame that could not be read");
        if (code == 0 && message == "seat reservation expired." && !m_acknowledged && !m_askedAgain) {
            // The place matchmaking kept was dropped before this socket came (after 5 s, or for a
            // newer join when the table has fewer free seats than places asked for): asked for again,
            // once, as a join by code (with the seat token if there is one). A second such answer is
            // reported below.
            m_askedAgain = true;
            closeSocket();
            joinByCode(!m_token.isEmpty());
            return;
        }
        fail(QString::number(code),
             refusal(code, message.empty() ? tr("joining the table failed") : QString::fromStdString(message), m_purpose),
             true);
        return;
    }
    default:
        return bad("a frame of unknown kind " + std::to_string(int(quint8(bytes[0]))));
    }
}

void OnlineClient::onRoomData(const QByteArray& bytes)
{
    tidepool::Json first;
    tidepool::Json payload;
    const std::string problem = decodeRoomData(bytes, first, payload);
    if (!problem.empty())
        return bad(problem);
    if (!first.is_string())
        return bad("a message whose type is not a string");
    const QString type = QString::fromStdString(first.get<std::string>());
    if (!payload.is_object())
        return bad("a \"" + type.toStdString() + "\" message that is not a map");
    handle(type, payload);
}

void OnlineClient::handle(const QString& type, const tidepool::Json& p)
{
    const std::string t = type.toStdString();
    if (t == "welcome") {
        if (!isString(p, "code") || !isString(p, "token") || !p.contains("seats") || !p["seats"].is_array())
            return bad("a welcome without its code, seats or token");
        QList<int> seats;
        for (const auto& s : p["seats"]) {
            if (!s.is_number_integer() || s.get<int>() < 0 || s.get<int>() > 16)
                return bad("a welcome with a seat that is not a number");
            seats << s.get<int>();
        }
        m_code = text(p, "code");
        m_seats = seats;
        m_token = text(p, "token");
        Q_EMIT joined(m_code, m_seats, m_token);
    } else if (t == "table") {
        if (!isString(p, "status") || !p.contains("seats") || !p["seats"].is_array())
            return bad("a table without its status or seats");
        const std::string status = p["status"].get<std::string>();
        if (status != "waiting" && status != "playing" && status != "finished")
            return bad("a table of unknown status \"" + status.substr(0, 20) + "\"");
        m_table = p;
        // Every seat's name, cleaned once here: the lobby, the game page and the record read them.
        for (std::size_t i = 0; i < m_table["seats"].size(); ++i) {
            tidepool::Json& seat = m_table["seats"][i];
            if (seat.is_object() && isString(seat, "name")) {
                const int number = isInt(seat, "seat") ? seat["seat"].get<int>() : int(i);
                seat["name"] = cleanNetworkName(text(seat, "name"), number).toStdString();
            }
        }
        setConnection(status == "waiting" ? Connection::Waiting : Connection::Playing);
        Q_EMIT tableChanged(m_table);
    } else if (t == "view") {
        const std::string problem = viewProblem(p, m_seats);
        if (!problem.empty())
            return bad(problem);
        const int seat = p["seat"].get<int>();
        m_views[seat] = p;
        Q_EMIT viewReceived(seat, p);
    } else if (t == "played") {
        if (!isInt(p, "position") || !isInt(p, "seat") || !isString(p, "action"))
            return bad("a played message without its position, seat or action");
        // Every view is checked before any is kept.
        std::vector<tidepool::Json> views;
        if (p.contains("views")) {
            if (!p["views"].is_array())
                return bad("a played message whose views are not a list");
            for (const auto& v : p["views"]) {
                const std::string problem = viewProblem(v, m_seats);
                if (!problem.empty())
                    return bad(problem);
                views.push_back(v);
            }
        }
        for (const auto& v : views)
            m_views[v["seat"].get<int>()] = v;
        const int seat = p["seat"].get<int>();
        Q_EMIT played(p["position"].get<int>(), seat, text(p, "action"), cleanNetworkName(text(p, "name"), seat), views);
    } else if (t == "refused") {
        if (!isString(p, "reason"))
            return bad("a refusal without its reason");
        Q_EMIT refused(isInt(p, "seat") ? p["seat"].get<int>() : -1, text(p, "action"), text(p, "reason"));
    } else if (t == "over") {
        std::vector<int> winners;
        if (p.contains("winners") && p["winners"].is_array())
            for (const auto& w : p["winners"])
                if (w.is_number_integer())
                    winners.push_back(w.get<int>());
        Q_EMIT over(winners, text(p, "reason"), p.contains("record") ? p["record"] : tidepool::Json());
    } else if (t == "error") {
        if (!isString(p, "code"))
            return bad("an error without its code");
        const QString code = text(p, "code");
        if (code == QLatin1String("stale")) { // an action meant for another position: never played
            Q_EMIT actionStale(text(p, "action"), isInt(p, "position") ? p["position"].get<int>() : -1);
            return;
        }
        QString sentence = text(p, "message");
        if (code == QLatin1String("not-your-turn"))
            sentence = tr("It is not your turn.");
        else if (code == QLatin1String("rate-limited"))
            sentence = tr("Too many messages: slow down a little.");
        else if (code == QLatin1String("storage")) // an action not saved: RemoteTable sends it again
            sentence = tr("The server could not save that move just now. Tidepool will try again.");
        else if (code == QLatin1String("server"))
            sentence = tr("The server could not do that; try again.");
        Q_EMIT errorOccurred(code, sentence);
    } else if (t == "suggestion" || t == "checked") {
        // Answers to `suggest` and `check`: no screen asks for them yet (docs/online.md).
    } else {
        bad("a message of unknown type \"" + t.substr(0, 40) + "\"");
    }
}

void OnlineClient::onClosed()
{
    QWebSocket* socket = qobject_cast<QWebSocket*>(sender());
    if (!socket || socket != m_socket)
        return;
    const int code = int(socket->closeCode());
    const bool wasAcknowledged = m_acknowledged;
    closeSocket();
    if (m_leaving)
        return;
    if (code == 4000) { // left (consented)
        setConnection(Connection::Closed);
        return;
    }
    if (code == 4001) { // taken over by a newer connection with our token: do not come back
        fail(QStringLiteral("taken-over"), tr("This seat was taken over by another connection with the same key."),
             true);
        return;
    }
    if (!wasAcknowledged && m_connection == Connection::Connecting) {
        fail(QStringLiteral("unreachable"),
             tr("The server at %1 can't be reached. Check the address in Settings and your network, "
                "then try again.")
                 .arg(m_server.toDisplayString()),
             true);
        return;
    }
    // Any other close (1006: the link or the process died): come back, with back-off.
    setConnection(Connection::Reconnecting);
    m_attempt = 0;
    scheduleComeBack();
}

void OnlineClient::scheduleComeBack()
{
    if (m_attempt >= m_maxAttempts) {
        fail(QStringLiteral("unreachable"),
             tr("The connection to the table was lost and the server can't be reached. Your seat is kept for a "
                "while: join again with the code %1.")
                 .arg(m_code),
             true);
        return;
    }
    const int wait = int(std::min<qint64>(qint64(m_firstBackoffMs) << std::min(m_attempt, 20), m_maxBackoffMs));
    ++m_attempt;
    if (m_connection != Connection::Reconnecting && m_connection != Connection::Connecting)
        setConnection(Connection::Reconnecting);
    m_retry->start(wait);
}

void OnlineClient::comeBack()
{
    if (m_connection == Connection::Reconnecting && !m_reconnectionToken.isEmpty() && m_attempt == 1) {
        // Within the reconnect time, the same session on the same process.
        matchmake(QStringLiteral("reconnect"), m_code,
                  tidepool::Json{{"reconnectionToken", m_reconnectionToken.toStdString()}}, Reconnect);
        return;
    }
    joinByCode(!m_token.isEmpty());
}

void OnlineClient::fail(const QString& code, const QString& sentence, bool close)
{
    if (close) {
        m_retry->stop();
        m_leaving = true;
        closeSocket();
        setConnection(Connection::Closed);
    }
    Q_EMIT errorOccurred(code, sentence);
}

void OnlineClient::bad(const std::string& what)
{
    Q_EMIT errorOccurred(QStringLiteral("bad-message"),
                         tr("The server sent something that could not be read (%1); it was ignored.")
                             .arg(QString::fromStdString(what)));
}

} // namespace tidepool::app

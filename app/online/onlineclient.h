#pragma once
// The app's client of the game server (docs/online.md, "Protocol" and "The app's client"):
// matchmaking over HTTP JSON with QNetworkAccessManager, the room over a QWebSocket with
// Colyseus's framing and MessagePack payloads (msgpack-c++). No rules here: the server's engine
// decides every action; this class carries the server's answers to whoever listens.
//
// Every incoming message is untrusted: a frame that is too large, not MessagePack, not of the
// documented shape or of an unknown type is dropped with errorOccurred("bad-message", ...) and
// changes nothing. Everything runs on the thread the client lives on, driven by Qt's event loop
// (no call blocks).
#include "core/game.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;
class QWebSocket;

namespace tidepool::app {

class OnlineClient : public QObject
{
    Q_OBJECT
public:
    /// Where the client is, as a person would say it.
    enum class Connection {
        Closed,       ///< not at a table (before host/join, after leave, or given up)
        Connecting,   ///< matchmaking or opening the room
        Waiting,      ///< at a table whose game has not started (seats still filling)
        Playing,      ///< the game is on (or over: see over())
        Reconnecting, ///< the link dropped: coming back automatically, with back-off
    };
    Q_ENUM(Connection)

    /// The largest room message accepted (bytes of one WebSocket frame); larger ones are refused.
    static constexpr qint64 kMaxMessageBytes = 256 * 1024;

    explicit OnlineClient(QObject* parent = nullptr);
    ~OnlineClient() override;

    /// The server's HTTP address, e.g. http://127.0.0.1:2567 (https:// behind TLS: the room is
    /// then opened with wss://). The default is the local server of `bash scripts/serve`.
    void setServer(const QUrl& server);
    QUrl server() const { return m_server; }
    /// The back-off between reconnection attempts: first wait, doubling up to `max`, for at most
    /// `attempts` attempts before the client gives up (Closed, error "unreachable").
    void setBackoff(int firstMs, int maxMs, int attempts);

    /// Hosts a table: POST /matchmake/create/table with {game, seats, options, name, claim}.
    /// `seats`: "human" or "bot:<level>" per seat; `options`: the rule set (flat map of texts,
    /// numbers or booleans). The answer comes as joined() or errorOccurred().
    void host(const QString& game, const tidepool::Json& options, const QStringList& seats, const QString& name,
              int claim = 1);
    /// Joins the table `code` (typed codes are upper-cased, spaces and dashes dropped), taking
    /// `claim` free seats; with a seat `token`, comes back to one's own seats instead.
    /// When the room answers Colyseus's "seat reservation expired." (code 0: the place matchmaking
    /// kept was dropped before the socket came, after 5 s or for a newer join), the place is asked
    /// for again once, by code (with the seat token if there is one); a second such answer is
    /// reported (errorOccurred "0"). The same holds for host() and for coming back.
    void join(const QString& code, const QString& name, int claim = 1, const QString& token = {});
    /// Leaves the table (consented: the server frees the seats before the start) and closes.
    void leave();
    /// Asks the server to start the game (the host, every human seat taken).
    void start();
    /// Sends `seat`'s action (the game's notation), meant for `position`: the number of actions in
    /// the record of the view it was chosen from (the view's `position`). The answer: played() (to
    /// everyone), or refused() / errorOccurred() / actionStale() to this client. `seat` < 0: the
    /// server picks the seat to act; `position` < 0: not sent (the server plays it wherever the
    /// table is).
    void act(const QString& action, int seat = -1, int position = -1);
    /// Sends any room message (type and a payload map): for tests and later screens.
    void send(const QString& type, const tidepool::Json& payload);

    Connection connection() const { return m_connection; }
    QString code() const { return m_code; }
    /// This client's seats at the table (from `welcome`).
    QList<int> seats() const { return m_seats; }
    /// The seat token (keep it to come back to the seats after a long absence).
    QString token() const { return m_token; }
    /// The last `table` message (seats, names, who is connected, status), each seat's name as
    /// cleanPlayerName() gives it (printable text on one line; one with nothing printable is the
    /// seat's default name): the server cleans names too, but a server is not trusted.
    const tidepool::Json& table() const { return m_table; }
    /// The last view of `seat` (one of seats()), or null.
    tidepool::Json view(int seat) const;

    /// Tests: drops the link as a lost network would (the socket is aborted without a goodbye);
    /// the client then comes back as after any dropped link.
    void dropLink();

Q_SIGNALS:
    void connectionChanged(tidepool::app::OnlineClient::Connection connection);
    /// At the table `code` with these seats; `token` brings the client back to them.
    void joined(const QString& code, const QList<int>& seats, const QString& token);
    /// The table changed (a seat taken, a name, a connection, the status). `table` as documented,
    /// its seats' names cleaned (table()).
    void tableChanged(const tidepool::Json& table);
    /// A seat's view as the server sends it in a `view` message (on joining, coming back, after a
    /// refusal): {seat, position, current, finished, winners, reason, observation, legal:
    /// [{action, explanation}]} (legal empty unless the seat is to act).
    void viewReceived(int seat, const tidepool::Json& view);
    /// An action entered the table's record: the `position`-th action (from 1), `seat`'s `action`,
    /// with the new views of this client's seats after it (`views`, each shaped as viewReceived's;
    /// view() already returns them). `name`: the seat's name, cleaned as table()'s are.
    void played(int position, int seat, const QString& action, const QString& name,
                const std::vector<tidepool::Json>& views);
    /// The server did not play this client's `action`: it was meant for another position than the
    /// table's (`position`, the table's, -1 if the server gave none), e.g. a move sent again after
    /// it was stored after all. Not an error to tell anyone: the table's `played` and views follow
    /// (the server's `error` with code "stale"; errorOccurred() is not emitted).
    void actionStale(const QString& action, int position);
    /// This client's action was refused, with the engine's reason.
    void refused(int seat, const QString& action, const QString& reason);
    /// The game is over: its winners, the reason, the whole record (the seed is public now).
    void over(const std::vector<int>& winners, const QString& reason, const tidepool::Json& record);
    /// Something went wrong: `code` is the server's (e.g. "not-your-turn", "4404") or the client's
    /// ("unreachable", "bad-message", "closed", "taken-over"); `sentence` is for people.
    void errorOccurred(const QString& code, const QString& sentence);

private:
    void setConnection(Connection connection);
    void matchmake(const QString& method, const QString& target, const tidepool::Json& body, int purpose);
    void onMatchmakeReply(QNetworkReply* reply, int purpose);
    void openRoom(const tidepool::Json& reservation, const QString& reconnectionToken);
    void onBinary(const QByteArray& bytes);
    void onRoomData(const QByteArray& bytes);
    void handle(const QString& type, const tidepool::Json& payload);
    void onClosed();
    void scheduleComeBack();
    void comeBack();
    void joinByCode(bool withToken);
    void fail(const QString& code, const QString& sentence, bool close);
    /// The sentence for a refusal with Colyseus error `code` (matchmaking's or an ERROR frame's) of
    /// a request made for `purpose` (matchmake()'s): 4429 is the server's limit on new tables for a
    /// host, its limit on joins for a join by code or a restore.
    QString refusal(std::int64_t code, const QString& message, int purpose) const;
    void bad(const std::string& what);
    void closeSocket();

    QUrl m_server;
    QNetworkAccessManager* m_http = nullptr;
    QWebSocket* m_socket = nullptr;
    QTimer* m_retry = nullptr;
    Connection m_connection = Connection::Closed;
    QString m_code;
    QString m_name;
    int m_claim = 1;
    QList<int> m_seats;
    QString m_token;
    QString m_reconnectionToken;
    tidepool::Json m_table;
    std::map<int, tidepool::Json> m_views;
    int m_firstBackoffMs = 250;
    int m_maxBackoffMs = 4000;
    int m_maxAttempts = 30;
    int m_attempt = 0;
    bool m_leaving = false;
    bool m_acknowledged = false;
    /// Why the last matchmaking request was made (matchmake()'s purpose): an ERROR frame answers it.
    int m_purpose = 0;
    /// A place the room no longer kept ("seat reservation expired.") was asked for again since the
    /// last host()/join() or the last time the room took this client: only once.
    bool m_askedAgain = false;
    quint64 m_generation = 0; ///< bumped on leave/new table: late answers of an older one are dropped
};

} // namespace tidepool::app

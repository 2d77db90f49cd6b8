// The app's client of the game server (app/online/, docs/online.md "The app's client") against a
// REAL server on loopback: server/test/fixture.js starts its own redis-server and one server
// process (the server's own test harness) and stops them when this test closes its input. Two
// clients host and join a table by code, see only their own seats' observations, play legal
// actions through RemoteTable, get an illegal one refused with the engine's reason, and one comes
// back after its link drops at the same position. A fake server (QWebSocketServer) sends malformed
// messages: each is refused with a clear error and changes nothing.
// Skipped (QSKIP) only when node or redis-server is not installed.
#define MSGPACK_NO_BOOST
#include "online/msgpackjson.h"
#include "online/onlineclient.h"
#include "online/remotetable.h"
#include "localtable.h"
#include "mini/minigame.h"
#include "ripple/ripplegame.h"
#include "ripple/ripple.h"
#include "racegames.h"
#include "localgameserver.h"
#include "seatsetup.h"

#include "core/record.h"
#include "core/rng.h"

#include <msgpack.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>
#include <functional>
#include <memory>
#include <random>

using namespace tidepool::app;
using tidepool::Json;

namespace {

constexpr int kWait = 20000;

/// Every signal of one client, recorded.
struct Recorder
{
    explicit Recorder(OnlineClient& client)
    {
        QObject::connect(&client, &OnlineClient::viewReceived, [this](int seat, const Json& view) {
            views.push_back({seat, view});
        });
        QObject::connect(&client, &OnlineClient::played,
                         [this](int position, int, const QString& action, const QString&, const std::vector<Json>& seatViews) {
                             played.push_back({position, action});
                             for (const Json& view : seatViews)
                                 views.push_back({view["seat"].get<int>(), view});
                         });
        QObject::connect(&client, &OnlineClient::refused, [this](int, const QString& action, const QString& reason) {
            refusals.push_back({action, reason});
        });
        QObject::connect(&client, &OnlineClient::errorOccurred, [this](const QString& code, const QString& sentence) {
            errors.push_back({code, sentence});
        });
        QObject::connect(&client, &OnlineClient::connectionChanged,
                         [this](OnlineClient::Connection c) { connections.push_back(c); });
    }
    std::vector<std::pair<int, Json>> views;
    std::vector<std::pair<int, QString>> played;
    std::vector<std::pair<QString, QString>> refusals;
    std::vector<std::pair<QString, QString>> errors;
    std::vector<OnlineClient::Connection> connections;
};

QByteArray roomData(const std::function<void(msgpack::packer<msgpack::sbuffer>&)>& write)
{
    msgpack::sbuffer buffer;
    const char code = 13;
    buffer.write(&code, 1);
    msgpack::packer<msgpack::sbuffer> packer(buffer);
    write(packer);
    return QByteArray(buffer.data(), qsizetype(buffer.size()));
}

/// A view of seat 0 as a fake server sends it (no observation, no legal actions): after
/// `position` actions, `current` to act; `finished` with seat 0 the winner.
Json fakeView(int position, int current, bool finished)
{
    return Json{{"seat", 0},         {"position", position}, {"current", current},
                {"finished", finished}, {"winners", finished ? Json{0} : Json::array()},
                {"reason", ""},      {"observation", Json::object()}, {"legal", Json::array()}};
}

/// A fake game server, for what a real one never sends: matchmaking over a bare TCP socket (one
/// HTTP answer a request: by default a reservation for the table ACDEFG; `answers` in turn when
/// given), the room over a QWebSocketServer whose connection (`peer`, the newest) is acknowledged as
/// Colyseus does; the test then sends room messages itself.
class FakeServer
{
public:
    /// One matchmaking request the client made.
    struct Request
    {
        QByteArray path; ///< e.g. /matchmake/joinById/ACDEFG
        Json body;       ///< the JSON body (null when it is not JSON)
    };

    FakeServer() : m_room(QStringLiteral("fake"), QWebSocketServer::NonSecureMode) {}
    /// Listens on loopback; false when it can't.
    bool listen()
    {
        if (!m_room.listen(QHostAddress::LocalHost) || !m_http.listen(QHostAddress::LocalHost))
            return false;
        if (answers.isEmpty())
            answers = {!reservation.isEmpty()
                           ? reservation
                           : QStringLiteral(R"({"room":{"roomId":"ACDEFG","processId":"p1","publicAddress":"127.0.0.1:%1","name":"table"},"sessionId":"s1"})")
                                 .arg(m_room.serverPort())
                                 .toUtf8()};
        QObject::connect(&m_http, &QTcpServer::newConnection, &m_http, [this] {
            QTcpSocket* socket = m_http.nextPendingConnection();
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                const QByteArray request = socket->property("request").toByteArray() + socket->readAll();
                socket->setProperty("request", request);
                const qsizetype end = request.indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                // The whole body (its Content-Length) before the answer.
                qsizetype length = 0;
                for (const QByteArray& line : request.left(end).split('\n'))
                    if (line.toLower().startsWith("content-length:"))
                        length = line.mid(15).trimmed().toLongLong();
                if (request.size() < end + 4 + length)
                    return;
                const QByteArray body = request.mid(end + 4, length);
                requests.push_back({request.left(request.indexOf('\r')).split(' ').value(1),
                                    Json::parse(body.toStdString(), nullptr, false)});
                const QByteArray answer = answers.at(std::min(requests.size(), std::size_t(answers.size())) - 1);
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: " +
                              QByteArray::number(answer.size()) + "\r\n\r\n" + answer);
                socket->disconnectFromHost();
            });
        });
        QObject::connect(&m_room, &QWebSocketServer::newConnection, &m_room, [this] {
            peer = m_room.nextPendingConnection();
            QObject::connect(peer, &QWebSocket::binaryMessageReceived, peer, [this](const QByteArray& bytes) {
                if (bytes == QByteArray(1, 10))
                    acknowledged = true;
                Json type;
                Json payload;
                if (!bytes.isEmpty() && bytes[0] == 13 && decodeRoomData(bytes, type, payload).empty() && type.is_string())
                    received.push_back({type.get<std::string>(), payload});
            });
            peer->sendBinaryMessage(firstFrame);
        });
        return true;
    }
    /// The address a client's setServer() takes.
    QUrl address() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_http.serverPort())); }
    /// Sends a room message (ROOM_DATA) to the client.
    void send(const std::string& type, const Json& payload) { peer->sendBinaryMessage(encodeRoomData(type, payload)); }

    QWebSocket* peer = nullptr;
    bool acknowledged = false;
    /// The room messages (ROOM_DATA) the client sent: type and payload, in order.
    std::vector<std::pair<std::string, Json>> received;
    /// How many of them were `act`s.
    int acts() const
    {
        return int(std::count_if(received.begin(), received.end(), [](const auto& m) { return m.first == "act"; }));
    }
    /// The matchmaking answer (before listen()); by default a reservation at this fake's room.
    QByteArray reservation;
    /// The matchmaking answers in turn, the last one to every later request (before listen());
    /// by default `reservation` alone.
    QList<QByteArray> answers;
    /// The matchmaking requests the client made, in order.
    std::vector<Request> requests;
    /// The room's first frame to a client: JOIN_ROOM "tok" "none" unless changed.
    QByteArray firstFrame = QByteArray::fromHex("0a03746f6b046e6f6e65");

private:
    QWebSocketServer m_room;
    QTcpServer m_http;
};

} // namespace

class TestOnline : public QObject
{
    Q_OBJECT

private:
    tidepool::test::LocalGameServer m_local;
    QUrl m_http;

    std::unique_ptr<OnlineClient> client()
    {
        auto c = std::make_unique<OnlineClient>();
        c->setServer(m_http);
        c->setBackoff(100, 1000, 20);
        return c;
    }

    /// Ann hosts a table of Turtle Race Mini (`options`) against the server's Easy computer and
    /// waits at it (not started).
    std::unique_ptr<OnlineClient> annHostsMiniAgainstAComputer(const Json& options)
    {
        auto ann = client();
        QSignalSpy annJoined(ann.get(), &OnlineClient::joined);
        ann->host(QStringLiteral("mini"), options, {QStringLiteral("human"), QStringLiteral("bot:easy")},
                  QStringLiteral("Ann"));
        [&] {
            QTRY_COMPARE_WITH_TIMEOUT(annJoined.size(), 1, kWait);
            QTRY_COMPARE_WITH_TIMEOUT(ann->connection(), OnlineClient::Connection::Waiting, kWait);
        }();
        return ann;
    }

    /// `name` hosts a table of Ripple with two seats for people and waits at it (not started).
    std::unique_ptr<OnlineClient> hostsRippleForTwo(const QString& name)
    {
        auto host = client();
        QSignalSpy joined(host.get(), &OnlineClient::joined);
        host->host(QStringLiteral("ripple"), Json::object(), {QStringLiteral("human"), QStringLiteral("human")}, name);
        [&] { QTRY_COMPARE_WITH_TIMEOUT(joined.size(), 1, kWait); }();
        return host;
    }

    /// `c` joins the fake server's table ACDEFG and gets its welcome (seat 0 of two) and a table
    /// of Turtle Race Mini whose status is `status`; waits until the client is at it.
    void joinFake(FakeServer& fake, OnlineClient& c, const char* status)
    {
        c.setServer(fake.address());
        c.join(QStringLiteral("ACDEFG"), QStringLiteral("Me"));
        QTRY_VERIFY_WITH_TIMEOUT(fake.acknowledged, kWait);
        fake.send("welcome", Json{{"code", "ACDEFG"}, {"seats", {0}}, {"token", "secret"}, {"host", 0}});
        fake.send("table", Json{{"code", "ACDEFG"},
                                {"game", "mini"},
                                {"status", status},
                                {"seats", Json::array()}});
        QTRY_COMPARE_WITH_TIMEOUT(c.connection(), std::string(status) == "waiting" ? OnlineClient::Connection::Waiting
                                                                                   : OnlineClient::Connection::Playing,
                                  kWait);
    }

    /// Plays `game` (an online Turtle Race Mini table started against the server's computer) to
    /// its end, each turn of this screen's seat played as the page plays it; `notices` spies on
    /// the game's notices (quoted when a turn does not arrive).
    void playToTheEnd(MiniGame& game, QSignalSpy& notices)
    {
        const tidepool::test::RaceFixture& fixture = *tidepool::test::raceFixture(QStringLiteral("mini"));
        int turns = 0;
        while (!game.finished()) {
            QVERIFY2(++turns < 400, "the game did not end");
            QVERIFY(!game.botToAct()); // the server plays its computer, never this screen
            QTRY_VERIFY_WITH_TIMEOUT(game.viewerToAct() || game.finished(), kWait);
            if (game.finished())
                break;
            const int before = int(game.table()->record().actions.size());
            // A person's pace: the server takes at most 10 messages a second from a client (a faster
            // play is refused with "slow down", see aFloodedActionIsRefusedWithAReason).
            QTest::qWait(150);
            tidepool::test::playOneTurn(game, fixture);
            if (game.movePending()) // "Confirm each move": the play is shown first, then Done sends it
                QVERIFY(game.confirmMove());
            // The server answers later: the action enters the record with its `played`.
            QTRY_VERIFY2_WITH_TIMEOUT(int(game.table()->record().actions.size()) > before || game.finished(),
                                          qPrintable(QStringLiteral("turn %1: %2 (notices: %3)")
                                                         .arg(turns)
                                                         .arg(game.movePending() ? QStringLiteral("a move waits for Done")
                                                                                 : QStringLiteral("nothing was sent"))
                                                         .arg(notices.isEmpty() ? QString() : notices.last().at(0).toString())),
                                          kWait);
            // The card last played is shown (the "Last played" pile): a position built from this
            // seat's observation has no move history, and the pile stayed empty all game.
            if (turns == 1) {
                QTRY_COMPARE_WITH_TIMEOUT(game.lastCard(),
                                          QString::fromStdString(game.table()->record().actions.back()).section(u' ', 0, 0),
                                          kWait);
                // Each log line (and so the recap and what a screen reader says) tells the action
                // in words: it was the bare notation ("B-- B1") at an online table.
                const int rows = game.log()->rowCount();
                QVERIFY(rows > 0);
                const QString first = game.log()->index(0).data(LogModel::TextRole).toString();
                const QString notation = QString::fromStdString(game.table()->record().actions.front());
                QVERIFY2(first.startsWith(QString::fromStdString(game.record().players[0].name) + QStringLiteral(" played ")) && first.endsWith(u'.'),
                         qPrintable(first));
                QVERIFY2(first != notation, qPrintable(first));
            }
        }
    }

    /// Plays `action` (Ripple notation, legal for the seat `game` plays) as the page plays it: the
    /// slots, the piles and the draw pile clicked; a move shown first ("Confirm each move") is
    /// confirmed.
    static bool playRipple(RippleGame& game, const QString& action)
    {
        const QStringList words = action.split(u' ');
        bool ok = false;
        if (words[0] == QLatin1String("reveal"))
            ok = game.clickSlot(words[1].toInt()) && game.clickSlot(words[2].toInt());
        else if (words[0] == QLatin1String("draw"))
            ok = game.draw();
        else if (words[0] == QLatin1String("take")) {
            const auto pile = tidepool::ripple::Pile::parse(words[1].toStdString());
            ok = pile && game.take(pile->index());
        } else if (words[0] == QLatin1String("place"))
            ok = game.placeAt(words[1].toInt());
        else if (words[0] == QLatin1String("stack"))
            ok = game.stackAt(words[1].toInt());
        else if (words[0] == QLatin1String("discard"))
            ok = game.discardHeld();
        else if (words[0] == QLatin1String("flip"))
            ok = game.flipAt(words[1].toInt());
        if (ok && game.movePending())
            ok = game.confirmMove();
        return ok;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString address = m_local.start();
        if (address.isEmpty() && m_local.toolsMissing())
            QSKIP(qPrintable(m_local.why()));
        QVERIFY2(!address.isEmpty(), qPrintable(m_local.why()));
        m_http = QUrl(address);
        QVERIFY(m_http.isValid());
    }

    void cleanupTestCase() { m_local.stop(); }

    void hostJoinPlayRefuseAndComeBack()
    {
        auto ann = client();
        auto ben = client();
        Recorder annSeen(*ann);
        Recorder benSeen(*ben);
        RemoteTable annTable(ann.get(), QStringLiteral("ribbit"));
        RemoteTable benTable(ben.get(), QStringLiteral("ribbit"));
        QSignalSpy annCommitted(&annTable, &Table::committed);
        QSignalSpy annRefused(&annTable, &Table::refused);

        // Host a two-seat table; join it by its code (typed in lower case, with a dash).
        QSignalSpy annJoined(ann.get(), &OnlineClient::joined);
        ann->host(QStringLiteral("ribbit"), Json::object(), {QStringLiteral("human"), QStringLiteral("human")},
                  QStringLiteral("Ann"));
        QCOMPARE(ann->connection(), OnlineClient::Connection::Connecting);
        QTRY_COMPARE_WITH_TIMEOUT(annJoined.size(), 1, kWait);
        const QString code = ann->code();
        QCOMPARE(code.size(), 6);
        QCOMPARE(ann->seats(), QList<int>{0});
        QVERIFY(!ann->token().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(ann->connection(), OnlineClient::Connection::Waiting, kWait);

        QSignalSpy benJoined(ben.get(), &OnlineClient::joined);
        ben->join(code.left(3).toLower() + QStringLiteral("-") + code.mid(3).toLower(), QStringLiteral("Ben"));
        QTRY_COMPARE_WITH_TIMEOUT(benJoined.size(), 1, kWait);
        QCOMPARE(ben->code(), code);
        QCOMPARE(ben->seats(), QList<int>{1});
        const auto benSeated = [&] {
            const Json& table = ann->table();
            return table.contains("seats") && table["seats"].size() > 1 && table["seats"][1].value("taken", false);
        };
        QTRY_VERIFY_WITH_TIMEOUT(benSeated(), kWait);

        ann->start();
        QTRY_COMPARE_WITH_TIMEOUT(ann->connection(), OnlineClient::Connection::Playing, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(annTable.isOpen() && benTable.isOpen(), kWait);
        QCOMPARE(annTable.record().players.size(), std::size_t(2));
        QCOMPARE(annTable.record().players[1].name, std::string("Ben"));
        QCOMPARE(annTable.localSeats(), QList<int>{0});

        // Each client gets its own seat's observation only: its hand and colour, the others' hidden.
        const Json annSees = annTable.observation(0);
        const Json benSees = benTable.observation(1);
        QVERIFY(annSees["player"] == Json(0));
        QVERIFY(benSees["player"] == Json(1));
        QVERIFY(annSees["colors"][0].is_string());
        QVERIFY2(annSees["colors"][1].is_null(), "Ann must not see Ben's secret colour");
        QVERIFY2(benSees["colors"][0].is_null(), "Ben must not see Ann's secret colour");
        QCOMPARE(annSees["hand"].size(), std::size_t(5));
        QVERIFY(annTable.observation(1).is_null());
        QVERIFY(annTable.observation(tidepool::kTable).is_null());
        // The position each screen shows is a world consistent with its own observation (the
        // engine's reader of observation JSON): exactly what its seat sees, the other's secrets
        // sampled, not known.
        const auto showsItsOwnView = [](const RemoteTable& table, int seat) {
            const tidepool::State* shown = table.position();
            return shown && shown->observationJson(seat) == table.observation(seat) &&
                   shown->history() == table.record().actions && shown->currentPlayer() == table.seatToAct();
        };
        QVERIFY2(showsItsOwnView(annTable, 0), qPrintable(annTable.positionError()));
        QVERIFY2(showsItsOwnView(benTable, 1), qPrintable(benTable.positionError()));
        QVERIFY(annTable.position() == annTable.position()); // made once per view, not per call

        // Play a few legal actions, each by the seat to act, through its RemoteTable.
        for (int i = 0; i < 4; ++i) {
            const int toAct = annTable.seatToAct();
            QCOMPARE(benTable.seatToAct(), toAct);
            RemoteTable& table = toAct == 0 ? annTable : benTable;
            QVERIFY(table.legalActions(1 - toAct).empty());
            const std::vector<tidepool::LegalAction> legal = table.legalActions(toAct);
            QVERIFY(!legal.empty());
            const QString action = QString::fromStdString(legal.front().text);
            QVERIFY(table.check(toAct, action));
            QCOMPARE(table.submit(toAct, action).status, Table::Submission::Status::Pending);
            QTRY_COMPARE_WITH_TIMEOUT(annCommitted.size(), i + 1, kWait);
            QTRY_COMPARE_WITH_TIMEOUT(benTable.record().actions.size(), std::size_t(i + 1), kWait);
            QCOMPARE(annCommitted.last().at(0).toInt(), toAct);
            QCOMPARE(annCommitted.last().at(1).toString(), action);
            QVERIFY2(showsItsOwnView(annTable, 0), qPrintable(annTable.positionError()));
            QTRY_VERIFY_WITH_TIMEOUT(showsItsOwnView(benTable, 1), kWait);
        }
        QCOMPARE(annTable.record().actions, benTable.record().actions);
        for (const auto& [seat, view] : annSeen.views)
            QCOMPARE(seat, 0);
        for (const auto& [seat, view] : benSeen.views)
            QCOMPARE(seat, 1);

        // An illegal action is refused by the server with the engine's reason (here: the notation
        // names no card; the engine's own sentence for it, from any position of the game).
        const int toAct = annTable.seatToAct();
        RemoteTable& actor = toAct == 0 ? annTable : benTable;
        const Recorder& actorSeen = toAct == 0 ? annSeen : benSeen;
        QSignalSpy actorRefused(&actor, &Table::refused);
        tidepool::Record any;
        any.game = "ribbit";
        any.players = {{"A", "human", ""}, {"B", "human", ""}};
        auto start = tidepool::startState(any);
        QVERIFY(start.hasValue());
        const std::string engineReason = (*start)->check("Q+9 Q").reason();
        QVERIFY(!engineReason.empty());
        QVERIFY(!actor.check(toAct, QStringLiteral("Q+9 Q")));
        QCOMPARE(actor.submit(toAct, QStringLiteral("Q+9 Q")).status, Table::Submission::Status::Pending);
        QTRY_COMPARE_WITH_TIMEOUT(actorRefused.size(), 1, kWait);
        QCOMPARE(actorRefused.first().at(1).toString(), QStringLiteral("Q+9 Q"));
        QCOMPARE(actorRefused.first().at(2).toString().toStdString(), engineReason);
        QCOMPARE(actorSeen.refusals.size(), std::size_t(1));
        QCOMPARE(annTable.record().actions.size(), std::size_t(4)); // nothing entered the record
        QVERIFY(actor.submit(1 - toAct, QStringLiteral("Q+9 Q")).status == Table::Submission::Status::Refused);

        // Ann's link drops: she comes back automatically to the same seat at the same position.
        const int positionBefore = ann->view(0)["position"].get<int>();
        const Json observationBefore = ann->view(0)["observation"];
        annSeen.connections.clear();
        ann->dropLink();
        QTRY_COMPARE_WITH_TIMEOUT(ann->connection(), OnlineClient::Connection::Reconnecting, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(ann->connection(), OnlineClient::Connection::Playing, kWait);
        QCOMPARE(annSeen.connections.front(), OnlineClient::Connection::Reconnecting);
        QCOMPARE(ann->seats(), QList<int>{0});
        QCOMPARE(ann->code(), code);
        QTRY_COMPARE_WITH_TIMEOUT(ann->view(0)["position"].get<int>(), positionBefore, kWait);
        QVERIFY(ann->view(0)["observation"] == observationBefore);

        // ... and the game goes on from there.
        const int next = annTable.seatToAct();
        RemoteTable& nextTable = next == 0 ? annTable : benTable;
        const QString action = QString::fromStdString(nextTable.legalActions(next).front().text);
        QCOMPARE(nextTable.submit(next, action).status, Table::Submission::Status::Pending);
        QTRY_COMPARE_WITH_TIMEOUT(annCommitted.size(), 5, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(ann->view(0)["position"].get<int>(), positionBefore + 1, kWait);
        QCOMPARE(annRefused.size(), toAct == 0 ? 1 : 0);

        ann->leave();
        ben->leave();
        QCOMPARE(ann->connection(), OnlineClient::Connection::Closed);
    }

    void init() { tidepool::test::forgetRememberedSeats(); }

    // The same game controller as at one screen plays an online table (GameSession::playTable): a
    // Turtle Race Mini advanced game against the server's computer, to the final result, each turn
    // played as the page plays it (a card selected, a highlighted tile chosen); the computer's moves
    // arrive from the server and enter the log.
    // Issue 44, at an online Ripple table played whole by two screens: each screen's own beach is
    // the big one through the other's turns too (Ann's shrank to a thumbnail during Ben's turn),
    // and each log line is the sentence a table at one screen logs, naming the cards ("Ben placed
    // the card in slot 2" named none): checked against the server's record replayed here at the end.
    void aRippleTableKeepsEachScreensBeachAndNamesTheCards()
    {
        auto ann = client();
        auto ben = client();
        QSignalSpy annJoined(ann.get(), &OnlineClient::joined);
        ann->host(QStringLiteral("ripple"), Json{{"rounds", 1}}, {QStringLiteral("human"), QStringLiteral("human")},
                  QStringLiteral("Ann"));
        QTRY_COMPARE_WITH_TIMEOUT(annJoined.size(), 1, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(ann->connection(), OnlineClient::Connection::Waiting, kWait);
        QSignalSpy benJoined(ben.get(), &OnlineClient::joined);
        ben->join(ann->code(), QStringLiteral("Ben"));
        QTRY_COMPARE_WITH_TIMEOUT(benJoined.size(), 1, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(ann->table().contains("seats") && ann->table()["seats"].size() > 1 &&
                                     ann->table()["seats"][1].value("taken", false),
                                 kWait);
        RippleGame annGame;
        RippleGame benGame;
        QSignalSpy annNotices(&annGame, &GameSession::notice);
        QSignalSpy benNotices(&benGame, &GameSession::notice);
        annGame.playTable(std::make_unique<RemoteTable>(ann.get(), QStringLiteral("ripple")));
        benGame.playTable(std::make_unique<RemoteTable>(ben.get(), QStringLiteral("ripple")));
        ann->start();
        QTRY_VERIFY_WITH_TIMEOUT(annGame.active() && benGame.active(), kWait);

        std::mt19937 random(44);
        int bigChecks = 0;
        for (int turn = 0;; ++turn) {
            QVERIFY2(turn < 800, "the round did not end");
            QTRY_VERIFY_WITH_TIMEOUT(annGame.viewerToAct() || benGame.viewerToAct() || annGame.finished(), kWait);
            if (annGame.finished())
                break;
            RippleGame& acting = annGame.viewerToAct() ? annGame : benGame;
            RippleGame& waiting = &acting == &annGame ? benGame : annGame;
            const int seat = &acting == &annGame ? 0 : 1;
            // Whoever acts, each screen shows its own beach big.
            QCOMPARE(annGame.bigSeat(), 0);
            QCOMPARE(benGame.bigSeat(), 1);
            QCOMPARE(waiting.bigSeatName(), &waiting == &annGame ? QStringLiteral("Ann") : QStringLiteral("Ben"));
            ++bigChecks;
            const auto legal = acting.table()->legalActions(seat);
            QVERIFY(!legal.empty());
            std::vector<QString> choices;
            for (const auto& a : legal)
                choices.push_back(QString::fromStdString(a.text));
            const int before = int(acting.table()->record().actions.size());
            QTest::qWait(110); // within the server's rate limit
            const QString action = choices[random() % choices.size()];
            QVERIFY2(playRipple(acting, action), qPrintable(action));
            QTRY_VERIFY2_WITH_TIMEOUT(int(acting.table()->record().actions.size()) > before || acting.finished(),
                                      qPrintable(action + QStringLiteral(" (notices: ") +
                                                 (annNotices.isEmpty() ? QString() : annNotices.last().at(0).toString()) +
                                                 QStringLiteral(")")),
                                      kWait);
        }
        QVERIFY(bigChecks > 20);
        QTRY_VERIFY_WITH_TIMEOUT(benGame.finished(), kWait);
        // The server's whole record (after `over`), replayed here as at one screen.
        QTRY_VERIFY_WITH_TIMEOUT(annGame.autosave()->blockedReason().isEmpty(), kWait);
        RippleGame here;
        QVERIFY2(here.openRecordText(annGame.recordJson()), qPrintable(here.errorText()));
        const int lines = here.log()->rowCount();
        QCOMPARE(annGame.log()->rowCount(), lines);
        QCOMPARE(benGame.log()->rowCount(), lines);
        int same = 0;
        for (int i = 0; i < lines; ++i) {
            const QString atOneScreen = here.log()->index(i).data(LogModel::TextRole).toString();
            for (RippleGame* screen : {&annGame, &benGame}) {
                const QString online = screen->log()->index(i).data(LogModel::TextRole).toString();
                QVERIFY2(!online.contains(QStringLiteral("the card in slot")) && !online.contains(QStringLiteral("turned up slots")) &&
                             !online.contains(QStringLiteral("drew a card")) && !online.contains(QStringLiteral("top card of")),
                         qPrintable(online));
                // What the position after a move can't tell: a ripple, the face-down card a
                // place replaced, a reshuffle, the round's scores.
                const bool untold = atOneScreen.contains(QStringLiteral(" rippled ")) || atOneScreen.contains(QStringLiteral("face-down")) ||
                                    atOneScreen.contains(QStringLiteral(" is over")) || atOneScreen.contains(QStringLiteral("shuffled"));
                if (untold)
                    continue;
                QCOMPARE(online, atOneScreen);
                ++same;
            }
        }
        QVERIFY2(same > lines, qPrintable(QString::number(same)));
        ann->leave();
        ben->leave();
    }

    // Issue 44: a click while the others' moves are still being shown at this screen's pace was
    // dropped without a word (the page takes no click out of turn); it says why it waits. Ann plays
    // Turtle Race Mini against two of the server's computers, whose moves come 0.8 s apart and are
    // each shown for 3 s here. Alone at her screen, she may peek at her colour during their turns.
    void aClickWhileOthersMovesAreShownSaysWhyItWaits()
    {
        auto ann = client();
        QSignalSpy annJoined(ann.get(), &OnlineClient::joined);
        ann->host(QStringLiteral("mini"), Json::object(),
                  {QStringLiteral("human"), QStringLiteral("bot:easy"), QStringLiteral("bot:easy")}, QStringLiteral("Ann"));
        QTRY_COMPARE_WITH_TIMEOUT(annJoined.size(), 1, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(ann->connection(), OnlineClient::Connection::Waiting, kWait);
        MiniGame game;
        QSignalSpy notices(&game, &GameSession::notice);
        game.playTable(std::make_unique<RemoteTable>(ann.get(), QStringLiteral("mini")));
        game.computers()->setPace(3000);
        ann->start();
        QTRY_VERIFY_WITH_TIMEOUT(game.active(), kWait);
        const tidepool::test::RaceFixture& fixture = *tidepool::test::raceFixture(QStringLiteral("mini"));
        bool waited = false;
        for (int turn = 0; turn < 12 && !waited && !game.finished(); ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(game.viewerToAct() || game.table()->showingOthersMoves() || game.finished(), kWait);
            if (game.viewerToAct()) {
                QVERIFY(game.canPeekColor());
                const int before = int(game.table()->record().actions.size());
                QTest::qWait(150);
                tidepool::test::playOneTurn(game, fixture);
                if (game.movePending())
                    QVERIFY(game.confirmMove());
                QTRY_VERIFY_WITH_TIMEOUT(int(game.table()->record().actions.size()) > before, kWait);
                continue;
            }
            if (game.finished())
                break;
            // A computer's move is on show and it is not Ann's turn on her screen: her click
            // (the page's card, tile or pile) is said to wait, in words.
            QVERIFY(!game.viewerToAct());
            QVERIFY2(game.canPeekColor(), "alone at her screen, Ann may peek at her colour during others' turns");
            notices.clear();
            QVERIFY(game.sayWhyItWaits());
            QCOMPARE(notices.size(), 1);
            QCOMPARE(notices.last().at(0).toString(),
                     QStringLiteral("Wait a moment: the other players' moves are still being shown"));
            waited = true;
        }
        QVERIFY2(waited, "no computer's move was seen on show");
        ann->leave();
    }

    void aGameSessionPlaysAnOnlineTableToTheEnd()
    {
        auto ann = annHostsMiniAgainstAComputer(Json{{"variant", "advanced"}});
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(ann->connection(), OnlineClient::Connection::Waiting);

        MiniGame game;
        QSignalSpy notices(&game, &GameSession::notice);
        game.playTable(std::make_unique<RemoteTable>(ann.get(), QStringLiteral("mini")));
        QVERIFY(!game.active());
        ann->start();
        QTRY_VERIFY_WITH_TIMEOUT(game.active(), kWait);
        QCOMPARE(game.playerCount(), 2);
        QVERIFY(!game.playsHere(1));
        playToTheEnd(game, notices);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(notices.isEmpty());
        QVERIFY(!game.table()->winners().empty());
        QVERIFY(!game.resultText().isEmpty());
        // The end: the server's whole record, replayed by the engine here.
        QVERIFY(game.state() && game.state()->isFinished());
        QCOMPARE(game.state()->winners(), game.table()->winners());
        QCOMPARE(game.log()->rowCount(), int(game.record().actions.size()));
        // Play again leaves the online table as it is: before, it loaded the record as a game of
        // every seat at this screen (Ben's and the server's computer's too, behind a handover).
        QVERIFY(game.online());
        const int actions = int(game.record().actions.size());
        game.playAgain();
        QVERIFY(game.online());
        QVERIFY(game.finished());
        QCOMPARE(int(game.record().actions.size()), actions);
        QVERIFY(!game.playsHere(1));
        ann->leave();
    }

    // Issue 45: the end screen's "Watch the replay" at an online table deleted the table (the
    // replay's positions are tables of this screen): after the replay the game was no longer
    // online, Play again started a hot-seat game of every seat here, and the table's connection
    // was gone with it. The table is held aside during the replay and played again after it, as
    // it was; the replay and the review read the server's whole record.
    void theReplayOfAnOnlineGameGoesBackToItsTable()
    {
        auto ann = annHostsMiniAgainstAComputer(Json::object());
        QVERIFY(!QTest::currentTestFailed());
        MiniGame game;
        QSignalSpy notices(&game, &GameSession::notice);
        game.playTable(std::make_unique<RemoteTable>(ann.get(), QStringLiteral("mini")));
        ann->start();
        QTRY_VERIFY_WITH_TIMEOUT(game.active(), kWait);
        playToTheEnd(game, notices);
        QVERIFY(!QTest::currentTestFailed());
        QTRY_VERIFY_WITH_TIMEOUT(game.saveBlockedReason().isEmpty(), kWait); // the server's whole record came
        QVERIFY(game.reviewable());
        QVERIFY(game.replay()->reviewable());
        const Table* table = game.table();
        const tidepool::Record whole = game.record();
        const std::vector<int> winners = game.table()->winners();
        const QString result = game.resultText();
        const int rows = game.log()->rowCount();
        QCOMPARE(rows, int(whole.actions.size()));

        QVERIFY(game.startReplay());
        QVERIFY(game.replaying());
        QVERIFY(game.online()); // still this table's game, watched
        QCOMPARE(game.actionCount(), 0);
        game.seekReplay(2);
        QCOMPARE(game.actionCount(), 2);
        QCOMPARE(game.log()->rowCount(), 2);
        QVERIFY(game.reviewable());
        QCOMPARE(game.reviewRecord(), whole);
        game.stopReplay();

        QVERIFY(!game.replaying());
        QVERIFY(game.online());
        QCOMPARE(game.table(), table); // the same table, not a game of this screen
        QCOMPARE(game.record(), whole);
        QCOMPARE(game.table()->winners(), winners);
        QVERIFY(game.finished());
        QCOMPARE(game.resultText(), result);
        QVERIFY(!game.playsHere(1));
        QCOMPARE(game.log()->rowCount(), rows);
        QVERIFY(game.autosavePath().isEmpty()); // never autosaved as a game of this screen
        QVERIFY(game.reviewable());
        // The table's signals reach the page again.
        const qsizetype noticesBefore = notices.size();
        Q_EMIT const_cast<Table*>(game.table())->notice(QStringLiteral("From the table"));
        QCOMPARE(notices.size(), noticesBefore + 1);
        QCOMPARE(notices.last().at(0).toString(), QStringLiteral("From the table"));
        // Play again does nothing at an online table, after the replay too.
        game.playAgain();
        QVERIFY(game.online());
        QCOMPARE(game.table(), table);
        QCOMPARE(game.record(), whole);
        QVERIFY(game.autosavePath().isEmpty());

        // Leaving the table during a replay: the replay goes on, and leaving it goes back to the
        // table left (its whole record kept), as at its end screen.
        QVERIFY(game.startReplay());
        game.seekReplay(1);
        ann->leave();
        QTRY_COMPARE_WITH_TIMEOUT(ann->connection(), OnlineClient::Connection::Closed, kWait);
        QVERIFY(game.replaying());
        game.stopReplay();
        QVERIFY(game.online());
        QCOMPARE(game.table(), table);
        QCOMPARE(game.record(), whole);

        // A game of this screen opened during a replay replaces the table held aside.
        QVERIFY(game.startReplay());
        QVERIFY(game.openRecordText(QString::fromStdString(whole.dump())));
        QVERIFY(!game.replaying());
        QVERIFY(!game.online());
        QCOMPARE(game.record(), whole);
        game.stopReplay(); // nothing to go back to
        QVERIFY(!game.online());
    }

    // Issue 45: a game is replayed and reviewed from its whole record only. At an online table the
    // record is whole once the server's `over` brought it, a moment after the end; before, it has
    // seed 0 and this screen's part only: its replay would deal another game, and its review would
    // grade moves from cards nobody held.
    void anOnlineGameIsReviewedOnceItsWholeRecordCame()
    {
        // A finished game of Turtle Race Mini, and this screen's last view of it as a server sends it.
        tidepool::Record whole;
        whole.game = "mini";
        whole.players = {tidepool::PlayerSpec{"Me", "human", {}}, tidepool::PlayerSpec{"Bot", "bot:easy", {}}};
        whole.seed = 7;
        auto state = tidepool::startState(whole);
        QVERIFY2(state, state ? "" : state.error().c_str());
        tidepool::Rng rng(7);
        (*state)->playRandomly(rng);
        QVERIFY((*state)->isFinished());
        whole.actions = (*state)->history();
        const int length = int(whole.actions.size());
        Json view = fakeView(length, -1, true);
        view["observation"] = (*state)->observationJson(0);
        view["winners"] = (*state)->winners();

        FakeServer fake;
        QVERIFY(fake.listen());
        OnlineClient c;
        joinFake(fake, c, "playing");
        QVERIFY(!QTest::currentTestFailed());
        const Json seats = Json::array({Json{{"seat", 0}, {"kind", "human"}, {"name", "Me"}, {"taken", true}, {"connected", true}},
                                        Json{{"seat", 1}, {"kind", "bot:easy"}, {"name", "Bot"}, {"taken", true}, {"connected", true}}});
        fake.send("table", Json{{"code", "ACDEFG"}, {"game", "mini"}, {"status", "playing"}, {"options", Json::object()}, {"seats", seats}});
        QTRY_COMPARE_WITH_TIMEOUT(c.table().value("seats", Json::array()).size(), std::size_t(2), kWait);
        MiniGame game;
        QSignalSpy notices(&game, &GameSession::notice);
        game.playTable(std::make_unique<RemoteTable>(&c, QStringLiteral("mini")));
        fake.send("view", view);
        QTRY_VERIFY_WITH_TIMEOUT(game.active(), kWait);
        QVERIFY(game.finished());
        QVERIFY(game.online());

        // Over, the server's record not here yet: no review, no replay (said why).
        const QString why = game.saveBlockedReason();
        QVERIFY2(why.contains(QStringLiteral("has not arrived from the server yet")), qPrintable(why));
        QVERIFY(!game.reviewable());
        QVERIFY(!game.replay()->reviewable());
        QVERIFY(!game.startReplay());
        QVERIFY(!game.replaying());
        QVERIFY(!notices.isEmpty());
        QCOMPARE(notices.last().at(0).toString(), why);
        QVERIFY(game.online());

        // The server's `over` brings it.
        fake.send("over", Json{{"code", "ACDEFG"}, {"winners", (*state)->winners()}, {"reason", ""}, {"record", whole.toJson()}});
        QTRY_VERIFY_WITH_TIMEOUT(game.saveBlockedReason().isEmpty(), kWait);
        QVERIFY(game.reviewable());
        QVERIFY(game.replay()->reviewable());
        QVERIFY(game.startReplay());
        QCOMPARE(game.reviewRecord(), whole);
        game.seekReplay(length);
        QCOMPARE(game.actionCount(), length);
        QCOMPARE(game.log()->rowCount(), length); // the engine's sentences of the whole record
        game.stopReplay();
        QVERIFY(game.online());
        QCOMPARE(game.record(), whole);

        // Another online table played during a replay replaces the one held aside.
        QVERIFY(game.startReplay());
        game.playTable(std::make_unique<RemoteTable>(&c, QStringLiteral("mini")));
        QVERIFY(!game.replaying());
        QVERIFY(game.online());
        game.stopReplay();
        QVERIFY(game.online());
        c.leave();
    }

    // Issue 22: "Save a copy…" at an online table. Before the end this screen holds only its own
    // part of the game, and a record file can't hold a part (a seed or a setup deals every card):
    // the save is refused with a plain sentence and no file is written (before, a record with seed
    // 0 and the actions seen was written: a file that replays another deal, or not at all). After
    // the end, the server's whole record is saved: exactly the one at GET /tables/C/record, and it
    // replays to the same result.
    void anOnlineGameIsSavedWholeOnceItIsOver()
    {
        auto ann = annHostsMiniAgainstAComputer(Json::object());
        QVERIFY(!QTest::currentTestFailed());
        MiniGame game;
        QSignalSpy notices(&game, &GameSession::notice);
        QSignalSpy blockedChanged(game.autosave(), &SessionAutosave::blockedReasonChanged);
        game.playTable(std::make_unique<RemoteTable>(ann.get(), QStringLiteral("mini")));
        ann->start();
        QTRY_VERIFY_WITH_TIMEOUT(game.active() && game.viewerToAct(), kWait);
        QTemporaryDir folder;
        QVERIFY(folder.isValid());

        // Mid-game: refused, said, nothing written.
        const QString during = folder.filePath(QStringLiteral("during.tidepool.json"));
        const QString why = game.saveBlockedReason();
        QVERIFY2(why.contains(QStringLiteral("can be saved once it is over")), qPrintable(why));
        QVERIFY(!game.saveAs(during));
        QCOMPARE(game.errorText(), why);
        QVERIFY(!QFileInfo::exists(during));
        QVERIFY2(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden).isEmpty(), "a file was left");
        QVERIFY(notices.isEmpty()); // no "Saved to …"

        playToTheEnd(game, notices);
        QVERIFY(!QTest::currentTestFailed());
        // The whole record comes with the server's `over`, just after the last action.
        QTRY_VERIFY_WITH_TIMEOUT(game.saveBlockedReason().isEmpty(), kWait);
        QVERIFY(!blockedChanged.isEmpty()); // the menu's button follows
        const QString after = folder.filePath(QStringLiteral("after"));
        QVERIFY2(game.saveAs(after), qPrintable(game.errorText()));
        QVERIFY(game.errorText().isEmpty());
        QVERIFY(!notices.isEmpty() && notices.last().at(0).toString().startsWith(QStringLiteral("Saved to")));
        QFile file(after + QStringLiteral(".tidepool.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        auto saved = tidepool::Record::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        QVERIFY2(saved, saved ? "" : saved.error().c_str());

        // The server's record of the finished table.
        QNetworkAccessManager http;
        QUrl url = m_http;
        url.setPath(QStringLiteral("/tables/%1/record").arg(ann->code()));
        QNetworkReply* reply = http.get(QNetworkRequest(url));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), kWait);
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        const QByteArray serverBytes = reply->readAll();
        reply->deleteLater();
        auto server = tidepool::Record::parse(std::string_view(serverBytes.constData(), std::size_t(serverBytes.size())));
        QVERIFY2(server, server ? "" : server.error().c_str());
        QCOMPARE(QString::fromStdString(saved->dump()), QString::fromStdString(server->dump()));

        // It replays, here, to the game's end and winners.
        auto replayed = LocalTable::build(*saved);
        QVERIFY(replayed);
        QVERIFY(replayed->state().isFinished());
        QCOMPARE(replayed->state().winners(), game.table()->winners());
        ann->leave();
    }

    // Found by the full game above (it played faster than a person can): the server drops the
    // messages of a client over its rate limit. A dropped play was lost without a word; it must come
    // back to the page as a refusal with the reason, the seat still to act, and play again after.
    void aFloodedActionIsRefusedWithAReason()
    {
        auto ann = annHostsMiniAgainstAComputer(Json::object());
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(ann->connection(), OnlineClient::Connection::Waiting);
        MiniGame game;
        QSignalSpy notices(&game, &GameSession::notice);
        game.playTable(std::make_unique<RemoteTable>(ann.get(), QStringLiteral("mini")));
        ann->start();
        QTRY_VERIFY_WITH_TIMEOUT(game.active() && (game.viewerToAct() || game.finished()), kWait);
        QVERIFY(!game.finished());
        const tidepool::test::RaceFixture& fixture = *tidepool::test::raceFixture(QStringLiteral("mini"));

        // A flood (what a stuck key or a script would send): the server's bucket is emptied.
        for (int i = 0; i < 40; ++i)
            ann->send(QStringLiteral("check"), Json{{"action", "R+ R1"}});
        tidepool::test::playOneTurn(game, fixture);
        if (game.movePending())
            QVERIFY(game.confirmMove());
        QTRY_VERIFY_WITH_TIMEOUT(!notices.isEmpty(), kWait);
        QVERIFY2(notices.last().at(0).toString().contains(QStringLiteral("slow down")),
                 qPrintable(notices.last().at(0).toString()));
        QCOMPARE(int(game.table()->record().actions.size()), 0); // not played ...
        QVERIFY(game.viewerToAct());                             // ... and still Ann's to play

        // A moment later the same seat plays, and the play enters the record.
        QTest::qWait(2500); // the server's bucket fills again (10 a second)
        tidepool::test::playOneTurn(game, fixture);
        if (game.movePending())
            QVERIFY(game.confirmMove());
        QTRY_VERIFY_WITH_TIMEOUT(game.table()->record().actions.size() >= 1, kWait);
        ann->leave();
    }

    void errorsInPlainWords()
    {
        // No table has that code.
        auto lost = client();
        Recorder lostSeen(*lost);
        lost->join(QStringLiteral("XXXXXX"), QStringLiteral("Lost"));
        QTRY_COMPARE_WITH_TIMEOUT(lostSeen.errors.size(), std::size_t(1), kWait);
        QCOMPARE(lostSeen.errors[0].first, QStringLiteral("4404"));
        QVERIFY2(lostSeen.errors[0].second.contains(QStringLiteral("no table with the code XXXXXX")),
                 qPrintable(lostSeen.errors[0].second));
        QCOMPARE(lost->connection(), OnlineClient::Connection::Closed);

        // The table is full.
        auto host = hostsRippleForTwo(QStringLiteral("Host"));
        QVERIFY(!QTest::currentTestFailed());
        auto guest = client();
        auto third = client();
        QSignalSpy guestJoined(guest.get(), &OnlineClient::joined);
        guest->join(host->code(), QStringLiteral("Guest"));
        QTRY_COMPARE_WITH_TIMEOUT(guestJoined.size(), 1, kWait);
        Recorder thirdSeen(*third);
        third->join(host->code(), QStringLiteral("Third"));
        QTRY_COMPARE_WITH_TIMEOUT(thirdSeen.errors.size(), std::size_t(1), kWait);
        QCOMPARE(thirdSeen.errors[0].first, QStringLiteral("4423"));
        QVERIFY2(thirdSeen.errors[0].second.contains(QStringLiteral("full")), qPrintable(thirdSeen.errors[0].second));

        // A table the server can't make: the engine's reason.
        auto chess = client();
        Recorder chessSeen(*chess);
        chess->host(QStringLiteral("chess"), Json::object(), {QStringLiteral("human"), QStringLiteral("human")},
                    QStringLiteral("C"));
        QTRY_COMPARE_WITH_TIMEOUT(chessSeen.errors.size(), std::size_t(1), kWait);
        QCOMPARE(chessSeen.errors[0].first, QStringLiteral("4422"));
        QVERIFY2(chessSeen.errors[0].second.contains(QStringLiteral("unknown game")), qPrintable(chessSeen.errors[0].second));

        // No server there at all.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        auto nowhere = std::make_unique<OnlineClient>();
        nowhere->setServer(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)));
        Recorder nowhereSeen(*nowhere);
        nowhere->join(QStringLiteral("ACDEFG"), QStringLiteral("N"));
        QTRY_COMPARE_WITH_TIMEOUT(nowhereSeen.errors.size(), std::size_t(1), kWait);
        QCOMPARE(nowhereSeen.errors[0].first, QStringLiteral("unreachable"));
        QVERIFY(nowhereSeen.errors[0].second.contains(QStringLiteral("can't be reached")));
        QCOMPARE(nowhere->connection(), OnlineClient::Connection::Closed);
        host->leave();
        guest->leave();
    }

    // Found by a tester: an ERROR frame (a join refused in the room, e.g. the game started since the
    // seat was reserved) came as `0b cd 47 11 ...` and the app said "18193", not 4423: Colyseus
    // writes the code and message with its own encoder (MessagePack's markers, little-endian bytes),
    // which a MessagePack decoder misreads. These frames are what @colyseus/core 0.16.26's
    // getMessageBytes[ERROR](code, message) writes.
    void errorFramesAreReadAsColyseusWritesThem()
    {
        const std::string m300(300, 'm');
        const struct
        {
            const char* hex;
            QString code;
            QString sentence;
        } frames[] = {
            {"0bcd4711d94b7461626c65204b37514633412068617320737461727465643a206f6e6c792069747320706c61796572732063616e"
             "206a6f696e202877697468207468656972207365617420746f6b656e29",
             QStringLiteral("4423"), QStringLiteral("That table is full, or its game has already started.")},
            {"0bcd3411d9326e6f207461626c65206861732074686520636f6465204b375146334120286974206d61792068617665206578"
             "706972656429",
             QStringLiteral("4404"), QStringLiteral("There is no table with the code ACDEFG")},
            // A refusal without a code (Colyseus's own "seat reservation expired."): code 0, said when
            // the place asked for again is not kept either.
            {"0b00b973656174207265736572766174696f6e20657870697265642e", QStringLiteral("0"),
             QStringLiteral("The server refused: seat reservation expired.")},
            {"0bce70110100a162", QStringLiteral("70000"), QStringLiteral("The server refused: b")},
            {"0bd138ffa164", QStringLiteral("-200"), QStringLiteral("The server refused: d")},
        };
        std::vector<std::pair<QByteArray, std::pair<QString, QString>>> cases;
        for (const auto& f : frames)
            cases.push_back({QByteArray::fromHex(f.hex), {f.code, f.sentence}});
        // A message of 300 bytes: its length (0x012c) is little-endian too.
        cases.push_back({QByteArray::fromHex("0bcd7810da2c01") + QByteArray::fromStdString(m300),
                         {QStringLiteral("4216"), QStringLiteral("The server refused: ") + QString::fromStdString(m300)}});
        for (const auto& [bytes, expected] : cases) {
            FakeServer fake;
            fake.firstFrame = bytes;
            QVERIFY(fake.listen());
            OnlineClient c;
            Recorder seen(c);
            c.setServer(fake.address());
            c.join(QStringLiteral("ACDEFG"), QStringLiteral("Me"));
            QTRY_COMPARE_WITH_TIMEOUT(seen.errors.size(), std::size_t(1), kWait);
            QCOMPARE(seen.errors[0].first, expected.first);
            QVERIFY2(seen.errors[0].second.startsWith(expected.second), qPrintable(seen.errors[0].second));
            QCOMPARE(c.connection(), OnlineClient::Connection::Closed);
            // "seat reservation expired." is asked again once (this fake answers it again: said);
            // every other refusal is said at once.
            QCOMPARE(fake.requests.size(), std::size_t(expected.first == QStringLiteral("0") ? 2 : 1));
        }
    }

    // The server's limit on new tables per address and minute (server/src/server.js, 4429): said in
    // the app's words (translated), not as "The server refused: ..." in the server's English.
    void tooManyNewTablesIsSaidPlainly()
    {
        FakeServer matchmaking;
        matchmaking.reservation =
            R"({"code":4429,"error":"too many new tables from your address (at most 30 a minute); try again in 42 s"})";
        QVERIFY(matchmaking.listen());
        OnlineClient c;
        Recorder seen(c);
        c.setServer(matchmaking.address());
        c.host(QStringLiteral("ribbit"), Json::object(), {QStringLiteral("human"), QStringLiteral("human")},
               QStringLiteral("Ann"));
        QTRY_COMPARE_WITH_TIMEOUT(seen.errors.size(), std::size_t(1), kWait);
        QCOMPARE(seen.errors[0].first, QStringLiteral("4429"));
        QCOMPARE(seen.errors[0].second,
                 QStringLiteral("You have made many new tables in a short time. Wait a minute, then try again."));
        QCOMPARE(c.connection(), OnlineClient::Connection::Closed);
    }

    // The server's limit on joins by code (and restores) per address and minute is refused with the
    // same code, 4429: a join was told "You have made many new tables", which it had not. A join
    // (and the restore a join asks for when the table has no live room) has its own sentence.
    // Coming back to our seat after a drop, a server that counts too many joins from our address
    // (4429: many players behind one router) or can't reach its storage now (4213) is asked again
    // with the back-off, never given up on at once (the seat is kept for us).
    void comingBackKeepsTryingThroughTooManyJoinsAndNoStorage()
    {
        for (const QByteArray& refusal :
             {QByteArray(R"({"code":4429,"error":"too many joins from your address (at most 60 a minute); try again in 9 s"})"),
              QByteArray(R"({"code":4213,"error":"the server cannot reach its storage (Redis) now; try again later"})")}) {
            FakeServer fake;
            QVERIFY(fake.listen());
            OnlineClient c;
            Recorder seen(c);
            c.setBackoff(5, 20, 30);
            c.setServer(fake.address());
            c.join(QStringLiteral("ACDEFG"), QStringLiteral("Me"));
            QTRY_VERIFY_WITH_TIMEOUT(fake.acknowledged, kWait);
            fake.send("welcome", Json{{"code", "ACDEFG"}, {"seats", Json::array({0})}, {"token", "seat-token"}, {"host", 0}});
            fake.send("table", Json{{"code", "ACDEFG"}, {"game", "ribbit"}, {"status", "waiting"}, {"seats", Json::array()}});
            QTRY_COMPARE_WITH_TIMEOUT(c.connection(), OnlineClient::Connection::Waiting, kWait);
            fake.answers = {fake.answers.front(), refusal};
            c.dropLink();
            // Asked again and again (reconnect, then the join by code with the seat token, ...).
            QTRY_VERIFY_WITH_TIMEOUT(fake.requests.size() >= 6, kWait);
            QVERIFY2(seen.errors.empty(), qPrintable(seen.errors.empty() ? QString() : seen.errors.front().second));
            QCOMPARE(fake.requests.back().body.value("token", std::string()), std::string("seat-token"));
            c.leave();
        }
    }

    void tooManyJoinsIsSaidPlainly()
    {
        const QByteArray tooMany =
            R"({"code":4429,"error":"too many joins from your address (at most 60 a minute); try again in 42 s"})";
        const QString sentence =
            QStringLiteral("You have tried to join tables many times in a short time. Wait a minute, then try again.");
        // Refused at the join by code.
        FakeServer matchmaking;
        matchmaking.answers = {tooMany};
        QVERIFY(matchmaking.listen());
        OnlineClient c;
        Recorder seen(c);
        c.setServer(matchmaking.address());
        c.join(QStringLiteral("ACDEFG"), QStringLiteral("Ann"));
        QTRY_COMPARE_WITH_TIMEOUT(seen.errors.size(), std::size_t(1), kWait);
        QCOMPARE(seen.errors[0].first, QStringLiteral("4429"));
        QCOMPARE(seen.errors[0].second, sentence);
        QCOMPARE(c.connection(), OnlineClient::Connection::Closed);

        // Refused at the restore that follows a table with no live room (4212).
        FakeServer restoring;
        restoring.answers = {R"({"code":4212,"error":"no rooms found with provided criteria"})", tooMany};
        QVERIFY(restoring.listen());
        OnlineClient d;
        Recorder dSeen(d);
        d.setServer(restoring.address());
        d.join(QStringLiteral("ACDEFG"), QStringLiteral("Ann"));
        QTRY_COMPARE_WITH_TIMEOUT(dSeen.errors.size(), std::size_t(1), kWait);
        QCOMPARE(restoring.requests.size(), std::size_t(2));
        QCOMPARE(restoring.requests[1].path, QByteArray("/matchmake/create/table"));
        QCOMPARE(dSeen.errors[0].first, QStringLiteral("4429"));
        QCOMPARE(dSeen.errors[0].second, sentence);
    }

    // The same against the real server: a place kept for a join while the table waited, used after
    // the guest took the last seat and the game started: the room refuses it (an ERROR frame, 4423),
    // said plainly. (A place that was dropped meanwhile is "seat reservation expired.", code 0: asked
    // again once, errorFramesAreReadAsColyseusWritesThem.)
    void aSeatReservedBeforeTheStartIsRefusedWith4423()
    {
        auto host = hostsRippleForTwo(QStringLiteral("Host"));
        QVERIFY(!QTest::currentTestFailed());
        auto guest = client();
        QSignalSpy guestJoined(guest.get(), &OnlineClient::joined);
        // A reservation for the last free seat, taken by hand and used later.
        QNetworkAccessManager http;
        QNetworkRequest request(m_http.resolved(QUrl(QStringLiteral("/matchmake/joinById/") + host->code())));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        std::unique_ptr<QNetworkReply> reply(http.post(request, QByteArray(R"({"name":"Late"})")));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), kWait);
        const QByteArray reservation = reply->readAll();
        QVERIFY2(Json::parse(reservation.toStdString(), nullptr, false).contains("sessionId"), reservation.constData());
        // The seat goes to someone else and the game starts.
        guest->join(host->code(), QStringLiteral("Guest"));
        QTRY_COMPARE_WITH_TIMEOUT(guestJoined.size(), 1, kWait);
        host->start();
        QTRY_COMPARE_WITH_TIMEOUT(host->connection(), OnlineClient::Connection::Playing, kWait);
        // The late client's matchmaking (the fake's HTTP) answers with that reservation, and it goes to
        // the real room with it: the place was kept (a new player's place gives way only to a newer
        // one from its own address, or past the free seats and 16 more: server/src/table-room.js), and
        // the room refuses it with 4423, the game having started.
        FakeServer matchmaking;
        matchmaking.answers = {reservation};
        QVERIFY(matchmaking.listen());
        OnlineClient late;
        Recorder seen(late);
        late.setServer(matchmaking.address());
        late.join(host->code(), QStringLiteral("Late"));
        QTRY_COMPARE_WITH_TIMEOUT(seen.errors.size(), std::size_t(1), kWait);
        QCOMPARE(seen.errors[0].first, QStringLiteral("4423"));
        QCOMPARE(seen.errors[0].second, QStringLiteral("That table is full, or its game has already started."));
        QCOMPARE(late.connection(), OnlineClient::Connection::Closed);
        // Asked once, as a join by code for a free seat.
        QCOMPARE(matchmaking.requests.size(), std::size_t(1));
        for (const FakeServer::Request& r : matchmaking.requests) {
            QCOMPARE(r.path, "/matchmake/joinById/" + host->code().toUtf8());
            QVERIFY2(r.body == (Json{{"name", "Late"}, {"claim", 1}}), r.body.dump().c_str());
        }
        QTest::qWait(200);
        QCOMPARE(seen.errors.size(), std::size_t(1));
        host->leave();
        guest->leave();
    }

    // The end as a server that misbehaves would tell it, which no real one does: until `over`
    // brings the whole record nothing may be saved (the reason says to try again in a moment), and a
    // record the engine can't replay to the end is never saved (the reason gives the engine's words).
    void anOnlineRecordThatIsNotWholeIsNeverSaved()
    {
        FakeServer fake;
        QVERIFY(fake.listen());
        OnlineClient c;
        joinFake(fake, c, "playing");
        QVERIFY(!QTest::currentTestFailed());
        RemoteTable table(&c, QStringLiteral("mini"));
        QSignalSpy opened(&table, &Table::opened);

        fake.send("view", fakeView(3, 1, false));
        QTRY_VERIFY_WITH_TIMEOUT(!c.view(0).is_null(), kWait);
        QVERIFY(!table.isFinished());
        QVERIFY2(table.saveBlockedReason().startsWith(QStringLiteral("An online game can be saved once it is over.")),
                 qPrintable(table.saveBlockedReason()));

        // The last action's view says the game is over; `over` has not come yet.
        fake.send("view", fakeView(4, -1, true));
        QTRY_VERIFY_WITH_TIMEOUT(table.isFinished(), kWait);
        QVERIFY2(table.saveBlockedReason().contains(QStringLiteral("has not arrived from the server yet")),
                 qPrintable(table.saveBlockedReason()));

        // `over` with a record that is not one.
        const int openedBefore = int(opened.size());
        fake.send("over", Json{{"code", "ACDEFG"}, {"winners", {0}}, {"reason", ""}, {"record", Json{{"format", "nope"}}}});
        QTRY_COMPARE_WITH_TIMEOUT(int(opened.size()), openedBefore + 1, kWait);
        QCOMPARE(table.saveBlockedReason(),
                 QStringLiteral("The server sent this game's record, but it can't be read (format is \"nope\", not "
                                "\"tidepool-record\"), so it can't be saved."));
        QCOMPARE(table.record().seed, std::uint64_t(0)); // what would have been written: not the game

        // `over` with a record that replays but does not reach the end of the game.
        const Json unfinished{{"format", "tidepool-record"},
                              {"version", 1},
                              {"game", "mini"},
                              {"options", Json::object()},
                              {"players", {Json{{"name", "Me"}, {"kind", "human"}}, Json{{"name", "Bot"}, {"kind", "bot:easy"}}}},
                              {"seed", 3},
                              {"setup", nullptr},
                              {"actions", Json::array()}};
        fake.send("over", Json{{"code", "ACDEFG"}, {"winners", {0}}, {"reason", ""}, {"record", unfinished}});
        QTRY_COMPARE_WITH_TIMEOUT(int(opened.size()), openedBefore + 2, kWait);
        QVERIFY2(table.saveBlockedReason().contains(QStringLiteral("(it does not reach the end of the game)")),
                 qPrintable(table.saveBlockedReason()));
        QCOMPARE(table.record().seed, std::uint64_t(0));
        c.leave();
    }

    // Moves of the other seats are shown at the screen's pace, one after the other, as a local
    // game's computers move; the server's computers move at its own pace, and moves sent close
    // together landed all at once. The screen's own moves are never held.
    void othersMovesAreShownAtTheScreensPace()
    {
        FakeServer fake;
        QVERIFY(fake.listen());
        OnlineClient c;
        joinFake(fake, c, "playing");
        QVERIFY(!QTest::currentTestFailed());
        RemoteTable table(&c, QStringLiteral("mini"));
        QSignalSpy committed(&table, &Table::committed);
        const auto played = [](int position, int seat) {
            return Json{{"position", position}, {"seat", seat}, {"action", "move " + std::to_string(position)},
                        {"name", seat == 0 ? "Me" : "Ben"}, {"views", Json::array({fakeView(position, position % 2, false)})}};
        };
        const auto actions = [&] { return int(table.record().actions.size()); };
        const auto arrived = [&] { return c.view(0).is_object() ? c.view(0).value("position", 0) : 0; };

        // Two moves of seat 1 sent together: the first shows at once, the second waits its turn.
        table.setMovePace(10000);
        fake.send("played", played(1, 1));
        fake.send("played", played(2, 1));
        QTRY_COMPARE_WITH_TIMEOUT(arrived(), 2, kWait); // both arrived
        QCOMPARE(actions(), 1);
        QCOMPARE(int(committed.size()), 1);
        QCOMPARE(table.waitingMessages(), 1);
        QCOMPARE(table.seatToAct(), 1); // what the view after move 1 says, not the one after move 2
        // A pace of 0 shows what waits at once.
        table.setMovePace(0);
        QCOMPARE(actions(), 2);
        QCOMPARE(table.waitingMessages(), 0);
        QCOMPARE(committed.at(1).at(1).toString(), QStringLiteral("move 2"));

        // Seat 1 moves (on show for the pace), then this screen's own move is shown at once.
        table.setMovePace(10000);
        fake.send("played", played(3, 1));
        QTRY_COMPARE_WITH_TIMEOUT(actions(), 3, kWait);
        fake.send("played", played(4, 0));
        QTRY_COMPARE_WITH_TIMEOUT(actions(), 4, 5000); // well within the 10 s pace
        // The game's end waits behind the move before it.
        fake.send("played", played(5, 1));
        fake.send("over", Json{{"code", "ACDEFG"}, {"winners", {1}}, {"reason", ""}, {"record", Json{{"format", "nope"}}}});
        QTRY_COMPARE_WITH_TIMEOUT(table.waitingMessages(), 2, kWait);
        QVERIFY(!table.isFinished());
        QCOMPARE(actions(), 4);
        QTRY_COMPARE_WITH_TIMEOUT(actions(), 5, kWait); // the pace is over
        // The last move is on show for the pace like any other before the game is over here (issue
        // 44: the end screen came at once over the other screen's last move).
        QVERIFY(!table.isFinished());
        QCOMPARE(table.waitingMessages(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(table.isFinished(), kWait);
        QCOMPARE(table.winners(), std::vector<int>{1});
        c.leave();
    }

    // Another seat's last move whose view says the game is over, with no `over` yet: the game is
    // over at this screen once that move has been on show for the pace, and the screen is told
    // (opened()); this screen's own last move ends it at once.
    void theLastMoveOfAnotherSeatIsShownBeforeTheEnd()
    {
        FakeServer fake;
        QVERIFY(fake.listen());
        OnlineClient c;
        joinFake(fake, c, "playing");
        QVERIFY(!QTest::currentTestFailed());
        RemoteTable table(&c, QStringLiteral("mini"));
        QSignalSpy opened(&table, &Table::opened);
        table.setMovePace(1500);
        fake.send("played", Json{{"position", 1}, {"seat", 1}, {"action", "last"}, {"name", "Ben"},
                                 {"views", Json::array({fakeView(1, -1, true)})}});
        QTRY_COMPARE_WITH_TIMEOUT(int(table.record().actions.size()), 1, kWait);
        QVERIFY(!table.isFinished());
        QVERIFY(table.showingOthersMoves());
        const int openedBefore = int(opened.size());
        QTRY_VERIFY_WITH_TIMEOUT(table.isFinished(), kWait);
        QVERIFY(int(opened.size()) > openedBefore);
        QVERIFY(!table.showingOthersMoves());
        c.leave();

        FakeServer again;
        QVERIFY(again.listen());
        OnlineClient mine;
        joinFake(again, mine, "playing");
        QVERIFY(!QTest::currentTestFailed());
        RemoteTable own(&mine, QStringLiteral("mini"));
        own.setMovePace(10000);
        again.send("played", Json{{"position", 1}, {"seat", 0}, {"action", "last"}, {"name", "Me"},
                                  {"views", Json::array({fakeView(1, -1, true)})}});
        QTRY_COMPARE_WITH_TIMEOUT(int(own.record().actions.size()), 1, kWait);
        QVERIFY(own.isFinished());
        mine.leave();
    }

    // The server answered an action it could not save (Redis down a moment) with "storage", and
    // the screen said "The server could not do that; try again." and dropped the move (issue 41):
    // it says so plainly, keeps the move pending and sends it again after a back-off, never once
    // the move entered the record (no action is applied twice), and after the last try says it
    // could not and lets the player play again.
    void aMoveTheServerCouldNotSaveIsSentAgain()
    {
        FakeServer fake;
        QVERIFY(fake.listen());
        OnlineClient c;
        joinFake(fake, c, "playing");
        QVERIFY(!QTest::currentTestFailed());
        RemoteTable table(&c, QStringLiteral("mini"));
        table.setStorageRetry(200, 3);
        QSignalSpy notices(&table, &Table::notice);
        QSignalSpy refused(&table, &Table::refused);
        QSignalSpy committed(&table, &Table::committed);
        fake.send("view", fakeView(2, 0, false));
        QTRY_VERIFY_WITH_TIMEOUT(!c.view(0).is_null(), kWait);
        const Json storage{{"code", "storage"}, {"message", "the server could not save that action; try again"}};
        const auto played = [](int position) {
            return Json{{"position", position}, {"seat", 0}, {"action", "G"}, {"name", "Me"},
                        {"views", Json::array({fakeView(position, 1, false)})}};
        };

        // Not saved once: said plainly, still pending, sent again; then it enters the record once.
        QCOMPARE(table.submit(0, QStringLiteral("G")).status, Table::Submission::Status::Pending);
        QTRY_COMPARE_WITH_TIMEOUT(fake.acts(), 1, kWait);
        fake.send("error", storage);
        QTRY_COMPARE_WITH_TIMEOUT(int(notices.size()), 1, kWait);
        QCOMPARE(notices.at(0).at(0).toString(),
                 QStringLiteral("The server could not save that move just now. Tidepool will try again."));
        QCOMPARE(int(refused.size()), 0);
        QTRY_COMPARE_WITH_TIMEOUT(fake.acts(), 2, kWait);
        // Sent again as it was: for the position of the view it was chosen from.
        QVERIFY2(fake.received.back().second == (Json{{"action", "G"}, {"seat", 0}, {"position", 2}}),
                 fake.received.back().second.dump().c_str());
        fake.send("played", played(3));
        QTRY_COMPARE_WITH_TIMEOUT(int(committed.size()), 1, kWait);
        QTest::qWait(600); // no retry is left to send it again
        QCOMPARE(fake.acts(), 2);
        QCOMPARE(int(refused.size()), 0);
        QCOMPARE(table.record().actions.size(), std::size_t(1));

        // Not saved, but its `played` arrives before the retry (saved after all): never sent again.
        fake.send("view", fakeView(4, 0, false));
        QTRY_COMPARE_WITH_TIMEOUT(c.view(0).value("position", 0), 4, kWait);
        table.setStorageRetry(400, 3);
        QCOMPARE(table.submit(0, QStringLiteral("G")).status, Table::Submission::Status::Pending);
        QTRY_COMPARE_WITH_TIMEOUT(fake.acts(), 3, kWait);
        fake.send("error", storage);
        fake.send("played", played(5));
        QTRY_COMPARE_WITH_TIMEOUT(int(committed.size()), 2, kWait);
        QTest::qWait(1000);
        QCOMPARE(fake.acts(), 3);
        QCOMPARE(int(refused.size()), 0);

        // Never saved: sent again 3 times (after 200, 400 and 800 ms), then given up with a reason.
        fake.send("view", fakeView(6, 0, false));
        QTRY_COMPARE_WITH_TIMEOUT(c.view(0).value("position", 0), 6, kWait);
        table.setStorageRetry(200, 3);
        QCOMPARE(table.submit(0, QStringLiteral("G")).status, Table::Submission::Status::Pending);
        for (int sent = 4; sent <= 7; ++sent) {
            QTRY_COMPARE_WITH_TIMEOUT(fake.acts(), sent, kWait);
            QCOMPARE(int(refused.size()), 0);
            fake.send("error", storage);
        }
        QTRY_COMPARE_WITH_TIMEOUT(int(refused.size()), 1, kWait);
        QCOMPARE(refused.at(0).at(2).toString(),
                 QStringLiteral("The server could not save that move, so it was not made. Try it again in a moment."));
        QTest::qWait(600);
        QCOMPARE(fake.acts(), 7);

        // Not saved while another seat's move entered the record: never sent into that position.
        QCOMPARE(table.submit(0, QStringLiteral("G")).status, Table::Submission::Status::Pending);
        QTRY_COMPARE_WITH_TIMEOUT(fake.acts(), 8, kWait);
        fake.send("error", storage);
        fake.send("played", Json{{"position", 7}, {"seat", 1}, {"action", "Y"}, {"name", "Ben"},
                                 {"views", Json::array({fakeView(7, 0, false)})}});
        QTRY_COMPARE_WITH_TIMEOUT(int(refused.size()), 2, kWait);
        QCOMPARE(fake.acts(), 8);
        c.leave();
    }

    // A server that does not keep to its own rule for names (server/src/table-room.js, cleanName):
    // controls, bidi overrides and zero-width characters in a seat's name reached the lobby, the game
    // page and its log as they were sent. Every name from the network is cleaned by the same rule
    // (cleanPlayerName) before anything shows it; one with nothing printable is "Player N".
    void aHostileServersNamesAreShownClean()
    {
        FakeServer fake;
        QVERIFY(fake.listen());
        OnlineClient c;
        joinFake(fake, c, "playing");
        QVERIFY(!QTest::currentTestFailed());
        RemoteTable table(&c, QStringLiteral("mini"));
        QSignalSpy played(&c, &OnlineClient::played);
        const auto utf8 = [](const char16_t* text) { return QString::fromUtf16(text).toStdString(); };
        const Json seats = Json::array(
            {Json{{"seat", 0}, {"kind", "human"}, {"name", "Me"}, {"taken", true}, {"connected", true}},
             Json{{"seat", 1}, {"kind", "human"}, {"name", utf8(u"Ann\u0085\u009b31mX\u202eevil\u2028line")}, {"taken", true}, {"connected", true}},
             Json{{"seat", 2}, {"kind", "human"}, {"name", utf8(u"\u202e\u200b\u2029")}, {"taken", true}, {"connected", false}},
             Json{{"seat", 3}, {"kind", "human"}, {"name", ""}, {"taken", false}, {"connected", false}}});
        fake.send("table", Json{{"code", "ACDEFG"}, {"game", "mini"}, {"status", "playing"}, {"seats", seats}});
        const auto nameOf = [&](std::size_t seat) {
            const Json& shown = c.table();
            return shown.contains("seats") && shown["seats"].size() > seat ? shown["seats"][seat].value("name", std::string("?"))
                                                                            : std::string("?");
        };
        QTRY_COMPARE_WITH_TIMEOUT(nameOf(1), std::string("Ann 31mX evil line"), kWait);
        QCOMPARE(nameOf(0), std::string("Me"));
        QCOMPARE(nameOf(2), std::string("Player 3")); // nothing printable: the seat's default name
        QCOMPARE(nameOf(3), std::string());           // a free seat has no name
        QCOMPARE(table.record().players.size(), std::size_t(4));
        QCOMPARE(table.record().players[1].name, std::string("Ann 31mX evil line"));
        QCOMPARE(table.record().players[2].name, std::string("Player 3"));

        fake.send("played", Json{{"position", 1}, {"seat", 1}, {"action", "G"},
                                 {"name", utf8(u"\u200bB\u200de\u2066n\u00a0\u3000Z\ue000\u0007")},
                                 {"views", Json::array({fakeView(1, 0, false)})}});
        QTRY_COMPARE_WITH_TIMEOUT(int(played.size()), 1, kWait);
        QCOMPARE(played.at(0).at(3).toString(), QStringLiteral("B e n Z"));
        c.leave();
    }

    // A move sent again after "storage" may have been stored after all: the server plays an `act`
    // only at the position it names (the position of the view it was chosen from) and answers any
    // other with `stale`. The app sends that position with each send, and a stale answer drops the
    // pending move without a word to the player (no refusal, no notice, no error) and stops the
    // retries: the table's `played` follows.
    void aStaleMoveIsDroppedWithoutAWord()
    {
        FakeServer fake;
        QVERIFY(fake.listen());
        OnlineClient c;
        Recorder seen(c);
        joinFake(fake, c, "playing");
        QVERIFY(!QTest::currentTestFailed());
        RemoteTable table(&c, QStringLiteral("mini"));
        table.setStorageRetry(200, 3);
        QSignalSpy notices(&table, &Table::notice);
        QSignalSpy refused(&table, &Table::refused);
        QSignalSpy committed(&table, &Table::committed);
        fake.send("view", fakeView(2, 0, false));
        QTRY_VERIFY_WITH_TIMEOUT(!c.view(0).is_null(), kWait);
        const Json storage{{"code", "storage"}, {"message", "the server could not save that action; try again"}};
        const auto stale = [](int position) {
            return Json{{"code", "stale"},
                        {"message", "the table is at move " + std::to_string(position) + ": that action was not played"},
                        {"action", "G"},
                        {"position", position}};
        };
        const Json act2{{"action", "G"}, {"seat", 0}, {"position", 2}};

        // Sent with its view's position; not saved; sent again the same.
        QCOMPARE(table.submit(0, QStringLiteral("G")).status, Table::Submission::Status::Pending);
        QTRY_COMPARE_WITH_TIMEOUT(fake.acts(), 1, kWait);
        QVERIFY2(fake.received.back().second == act2, fake.received.back().second.dump().c_str());
        fake.send("error", storage);
        QTRY_COMPARE_WITH_TIMEOUT(fake.acts(), 2, kWait);
        QVERIFY2(fake.received.back().second == act2, fake.received.back().second.dump().c_str());
        // It was stored after all: the table is at 3, the second send is stale.
        fake.send("error", storage);
        fake.send("error", stale(3));
        QTest::qWait(1000); // the retry after "storage" (400 ms) is not sent
        QCOMPARE(fake.acts(), 2);
        QCOMPARE(int(refused.size()), 0);
        QCOMPARE(int(notices.size()), 1); // "... Tidepool will try again.", from the first "storage"
        QVERIFY(std::none_of(seen.errors.begin(), seen.errors.end(), [](const auto& e) { return e.first == QStringLiteral("stale"); }));
        fake.send("played", Json{{"position", 3}, {"seat", 0}, {"action", "G"}, {"name", "Me"},
                                 {"views", Json::array({fakeView(3, 0, false)})}});
        QTRY_COMPARE_WITH_TIMEOUT(int(committed.size()), 1, kWait);
        QCOMPARE(table.record().actions.size(), std::size_t(1));
        QCOMPARE(int(refused.size()), 0);

        // A stale answer that is not about the pending move (the table is where it was meant for:
        // a late answer to an older send) leaves it pending: "storage" then sends it again.
        QCOMPARE(table.submit(0, QStringLiteral("G")).status, Table::Submission::Status::Pending);
        QTRY_COMPARE_WITH_TIMEOUT(fake.acts(), 3, kWait);
        QVERIFY2(fake.received.back().second == (Json{{"action", "G"}, {"seat", 0}, {"position", 3}}),
                 fake.received.back().second.dump().c_str());
        fake.send("error", stale(3));
        fake.send("error", storage);
        QTRY_COMPARE_WITH_TIMEOUT(fake.acts(), 4, kWait);
        QCOMPARE(int(refused.size()), 0);
        c.leave();
    }

    // Found by saving a finished online game: the server's JavaScript writes a whole number above
    // 2^32 (every table's 48-bit seed) as a MessagePack float64, and the record it sent with `over`
    // was refused ("seed must be a whole number"), so the app kept a record with seed 0. Whole
    // floats up to 2^53 are read as the integers they are; others stay floats.
    void aWholeNumberSentAsAFloatIsReadAsThatInteger()
    {
        const QByteArray frame = encodeRoomData(
            "over", Json{{"seed", 281474976710655.0}, {"negative", -3.0}, {"half", 0.5}, {"huge", 1e300}});
        Json type;
        Json payload;
        QCOMPARE(QString::fromStdString(decodeRoomData(frame, type, payload)), QString());
        QVERIFY(type == Json("over"));
        QVERIFY(payload["seed"].is_number_unsigned());
        QCOMPARE(payload["seed"].get<std::uint64_t>(), std::uint64_t(281474976710655ull));
        QVERIFY(payload["negative"].is_number_integer());
        QCOMPARE(payload["negative"].get<std::int64_t>(), std::int64_t(-3));
        QVERIFY(payload["half"].is_number_float());
        QVERIFY(payload["huge"].is_number_float());
        auto record = tidepool::Record::fromJson(Json{{"format", "tidepool-record"},
                                                      {"version", 1},
                                                      {"game", "mini"},
                                                      {"players", {Json{{"name", "A"}, {"kind", "human"}}, Json{{"name", "B"}, {"kind", "human"}}}},
                                                      {"seed", payload["seed"]},
                                                      {"actions", Json::array()}});
        QVERIFY2(record, record ? "" : record.error().c_str());
        QCOMPARE(record->seed, std::uint64_t(281474976710655ull));
    }

    void malformedMessagesChangeNothing()
    {
        // A fake server that sends, after a proper welcome and table, one malformed message at a time.
        FakeServer fake;
        QVERIFY(fake.listen());
        OnlineClient c;
        Recorder seen(c);
        joinFake(fake, c, "waiting");
        QVERIFY(!QTest::currentTestFailed());
        QWebSocket* peer = fake.peer;
        QTRY_COMPARE_WITH_TIMEOUT(c.connection(), OnlineClient::Connection::Waiting, kWait);
        QCOMPARE(c.seats(), QList<int>{0});
        QVERIFY(seen.errors.empty());
        const Json tableBefore = c.table();

        const std::string huge(OnlineClient::kMaxMessageBytes + 10, 'x');
        const std::vector<std::pair<const char*, QByteArray>> malformed = {
            {"not MessagePack", QByteArray::fromHex("0dc1c1")},
            {"cut short", roomData([](auto& p) { p.pack(std::string("table")); }).append("\x83", 1)},
            {"a type that is not a string", roomData([](auto& p) { p.pack(5), p.pack_map(0); })},
            {"a payload that is not a map", roomData([](auto& p) { p.pack(std::string("table")), p.pack_array(1), p.pack(1); })},
            {"huge", roomData([&](auto& p) { p.pack(std::string("table")), p.pack_map(1), p.pack(std::string("x")), p.pack(huge); })},
            {"an unknown type", roomData([](auto& p) { p.pack(std::string("gossip")), p.pack_map(0); })},
            {"a table of the wrong shape", roomData([](auto& p) {
                 p.pack(std::string("table")), p.pack_map(1), p.pack(std::string("status")), p.pack(7);
             })},
            {"another seat's view", roomData([](auto& p) {
                 p.pack(std::string("view")), p.pack_map(3);
                 p.pack(std::string("seat")), p.pack(1);
                 p.pack(std::string("position")), p.pack(0);
                 p.pack(std::string("observation")), p.pack_map(1), p.pack(std::string("hand")), p.pack_array(0);
             })},
            {"a map key that is not a string", roomData([](auto& p) { p.pack(std::string("table")), p.pack_map(1), p.pack(1), p.pack(2); })},
            {"an unknown frame", QByteArray::fromHex("63")},
            {"binary data", roomData([](auto& p) {
                 p.pack(std::string("table")), p.pack_map(1), p.pack(std::string("x")), p.pack_bin(2), p.pack_bin_body("ab", 2);
             })},
        };
        for (const auto& [what, bytes] : malformed) {
            const std::size_t before = seen.errors.size();
            peer->sendBinaryMessage(bytes);
            QTRY_VERIFY2_WITH_TIMEOUT(seen.errors.size() == before + 1, what, kWait);
            QCOMPARE(seen.errors.back().first, QStringLiteral("bad-message"));
            QVERIFY2(seen.errors.back().second.contains(QStringLiteral("could not be read")), what);
            QVERIFY2(c.table() == tableBefore, what);
            QVERIFY2(c.view(1).is_null(), what);
            QCOMPARE(c.connection(), OnlineClient::Connection::Waiting);
            QCOMPARE(c.seats(), QList<int>{0});
        }
        peer->sendTextMessage(QStringLiteral("hello"));
        QTRY_COMPARE_WITH_TIMEOUT(seen.errors.size(), malformed.size() + 1, kWait);
        QVERIFY(seen.views.empty());
        QCOMPARE(c.connection(), OnlineClient::Connection::Waiting);
        c.leave();
    }
};

QTEST_GUILESS_MAIN(TestOnline)
#include "tst_online.moc"

// The app's client of the game server (app/online/, docs/online.md "The app's client") against a
// REAL server on loopback: server/test/fixture.js starts its own redis-server and one server
// process (the server's own test harness) and stops them when this test closes its input. Two
// clients host and join a table by code, see only their own seats' observations, play legal
// actions through RemoteTable, get an illegal one refused with the engine's reason, and one comes
// back after its link drops at the same position. A fake server (QWebSocketServer) sends malformed
// messages: each is refused with a clear error and changes nothing.
// Skipped (QSKIP) only when node or redis-server is not installed.
#define MSGPACK_NO_BOOST
#include "online/onlineclient.h"
#include "online/remotetable.h"
#include "mini/minigame.h"
#include "racegames.h"
#include "localgameserver.h"
#include "seatsetup.h"

#include "core/record.h"

#include <msgpack.hpp>

#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <functional>
#include <memory>

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
        QObject::connect(&client, &OnlineClient::played, [this](int position, int, const QString& action, const QString&) {
            played.push_back({position, action});
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
        any.players = {{"A"}, {"B"}};
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
        }
        QVERIFY(notices.isEmpty());
        QVERIFY(!game.table()->winners().empty());
        QVERIFY(!game.resultText().isEmpty());
        // The end: the server's whole record, replayed by the engine here.
        QVERIFY(game.state() && game.state()->isFinished());
        QCOMPARE(game.state()->winners(), game.table()->winners());
        QCOMPARE(game.log()->rowCount(), int(game.record().actions.size()));
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
        auto host = client();
        auto guest = client();
        auto third = client();
        QSignalSpy hostJoined(host.get(), &OnlineClient::joined);
        QSignalSpy guestJoined(guest.get(), &OnlineClient::joined);
        host->host(QStringLiteral("ripple"), Json::object(), {QStringLiteral("human"), QStringLiteral("human")},
                   QStringLiteral("Host"));
        QTRY_COMPARE_WITH_TIMEOUT(hostJoined.size(), 1, kWait);
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

    void malformedMessagesChangeNothing()
    {
        // A fake server: matchmaking over a bare TCP socket (one HTTP answer), the room over a
        // QWebSocketServer that sends, after a proper welcome and table, one malformed message at a time.
        QWebSocketServer room(QStringLiteral("fake"), QWebSocketServer::NonSecureMode);
        QVERIFY(room.listen(QHostAddress::LocalHost));
        QTcpServer http;
        QVERIFY(http.listen(QHostAddress::LocalHost));
        const QByteArray reservation = QStringLiteral(R"({"room":{"roomId":"ACDEFG","processId":"p1","publicAddress":"127.0.0.1:%1","name":"table"},"sessionId":"s1"})")
                                           .arg(room.serverPort())
                                           .toUtf8();
        connect(&http, &QTcpServer::newConnection, &http, [&] {
            QTcpSocket* socket = http.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [socket, reservation] {
                const QByteArray request = socket->property("request").toByteArray() + socket->readAll();
                socket->setProperty("request", request);
                if (!request.contains("\r\n\r\n"))
                    return;
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: " +
                              QByteArray::number(reservation.size()) + "\r\n\r\n" + reservation);
                socket->disconnectFromHost();
            });
        });
        QWebSocket* peer = nullptr;
        bool acknowledged = false;
        connect(&room, &QWebSocketServer::newConnection, &room, [&] {
            peer = room.nextPendingConnection();
            connect(peer, &QWebSocket::binaryMessageReceived, peer, [&](const QByteArray& bytes) {
                if (bytes == QByteArray(1, 10))
                    acknowledged = true;
            });
            peer->sendBinaryMessage(QByteArray::fromHex("0a03746f6b046e6f6e65")); // JOIN_ROOM "tok" "none"
        });

        OnlineClient c;
        c.setServer(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(http.serverPort())));
        Recorder seen(c);
        c.join(QStringLiteral("ACDEFG"), QStringLiteral("Me"));
        QTRY_VERIFY_WITH_TIMEOUT(acknowledged, kWait);
        peer->sendBinaryMessage(roomData([](auto& p) {
            p.pack(std::string("welcome"));
            p.pack_map(4);
            p.pack(std::string("code")), p.pack(std::string("ACDEFG"));
            p.pack(std::string("seats")), p.pack_array(1), p.pack(0);
            p.pack(std::string("token")), p.pack(std::string("secret"));
            p.pack(std::string("host")), p.pack(0);
        }));
        peer->sendBinaryMessage(roomData([](auto& p) {
            p.pack(std::string("table"));
            p.pack_map(3);
            p.pack(std::string("code")), p.pack(std::string("ACDEFG"));
            p.pack(std::string("status")), p.pack(std::string("waiting"));
            p.pack(std::string("seats")), p.pack_array(0);
        }));
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

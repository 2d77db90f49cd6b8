// The screens' model of online tables (app/online/onlinelobby.h) against a REAL server on loopback
// (server/test/fixture.js, as tst_online): one lobby hosts a table of Turtle Race Mini with a
// computer seat, a second joins by the code as a person would type it, the seats fill (names, who
// is connected, the computer), Start is the host's only once every person's seat is taken, a
// dropped link is told in words ("Ben lost the connection, waiting 20 s") and comes back, and at the
// start each screen's game controller gets the table (GameSession::playTable through playOn()).
// A server that is not there gives the "can't be reached" sentence and the way home; a code no
// table has is said on the join page. Skipped (QSKIP) only when node or redis-server is missing.
#include "online/onlinelobby.h"
#include "online/onlineclient.h"
#include "mini/minigame.h"
#include "appsettings.h"
#include "localgameserver.h"
#include "racegames.h"
#include "seatsetup.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>

#include <memory>

using namespace tidepool::app;

namespace {

constexpr int kWait = 20000;

QString seatName(OnlineLobby& lobby, int row)
{
    return lobby.seats()->data(lobby.seats()->index(row), OnlineSeatModel::NameRole).toString();
}
bool seatFlag(OnlineLobby& lobby, int row, int role)
{
    return lobby.seats()->data(lobby.seats()->index(row), role).toBool();
}
QString hostKind(OnlineLobby& lobby, int row)
{
    return lobby.hostSeats()->data(lobby.hostSeats()->index(row), HostSeatModel::KindRole).toString();
}

/// Every value a text property of `lobby` took (its NOTIFY signal), in order.
struct TextsSeen
{
    TextsSeen(OnlineLobby& lobby, void (OnlineLobby::*signal)(), QString (OnlineLobby::*read)() const)
    {
        QObject::connect(&lobby, signal, &lobby, [this, &lobby, read] { texts << (lobby.*read)(); });
    }
    bool any(const QString& part) const
    {
        for (const QString& t : texts)
            if (t.contains(part))
                return true;
        return false;
    }
    bool matches(const QRegularExpression& pattern) const
    {
        for (const QString& t : texts)
            if (pattern.match(t).hasMatch())
                return true;
        return false;
    }
    QStringList texts;
};

} // namespace

class TestOnlineLobby : public QObject
{
    Q_OBJECT

private:
    tidepool::test::LocalGameServer m_local;
    QUrl m_http;

    void lobby(OnlineLobby& l, const QString& name)
    {
        l.setServer(m_http.toString());
        l.setPlayerName(name);
        l.client()->setBackoff(300, 1000, 20);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings (kept seat tokens) in a test folder
        const QString address = m_local.start();
        if (address.isEmpty() && m_local.toolsMissing())
            QSKIP(qPrintable(m_local.why()));
        QVERIFY2(!address.isEmpty(), qPrintable(m_local.why()));
        m_http = QUrl(address);
        QVERIFY(m_http.isValid());
    }

    void cleanupTestCase() { m_local.stop(); }

    void init()
    {
        tidepool::test::forgetRememberedSeats();
        QSettings().remove(QStringLiteral("online/seatTokens"));
        QFile::remove(AppSettings::seatTokensFile());
    }

    void hostJoinByCodeSeatsFillStartAndPlay()
    {
        NewGameSetup setup;
        setup.setGame(QStringLiteral("mini"));
        setup.setOption(QStringLiteral("variant"), QStringLiteral("advanced"));
        OnlineLobby ann;
        lobby(ann, QStringLiteral("Ann"));
        ann.setSetup(&setup);
        ann.addHostSeat();
        ann.setHostSeatKind(2, QStringLiteral("bot:easy"));
        QCOMPARE(ann.hostProblem(), QString());
        QSignalSpy annStarted(&ann, &OnlineLobby::tableStarted);
        QVERIFY(ann.host());
        QCOMPARE(ann.status(), OnlineLobby::Status::Connecting);
        QVERIFY2(ann.statusText().contains(QStringLiteral("Connecting to")), qPrintable(ann.statusText()));
        QTRY_COMPARE_WITH_TIMEOUT(ann.status(), OnlineLobby::Status::Waiting, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(ann.seats()->rowCount(), 3, kWait);
        QCOMPARE(ann.code().size(), 6);
        QCOMPARE(ann.game(), QStringLiteral("mini"));
        QVERIFY(ann.isHost());
        QCOMPARE(ann.freeSeats(), 1);
        QVERIFY(!ann.canStart()); // a person's seat is still free
        QCOMPARE(seatName(ann, 0), QStringLiteral("Ann"));
        QVERIFY(seatFlag(ann, 0, OnlineSeatModel::MineRole));
        QVERIFY(seatFlag(ann, 0, OnlineSeatModel::HostRole));
        QVERIFY(!seatFlag(ann, 1, OnlineSeatModel::TakenRole));
        QVERIFY(!seatFlag(ann, 2, OnlineSeatModel::IsHumanRole));
        QVERIFY2(seatName(ann, 2).contains(QStringLiteral("Easy")), qPrintable(seatName(ann, 2)));
        QCOMPARE(ann.statusText(), QStringLiteral("Waiting for players: 2 of 3 seats taken"));
        QCOMPARE(ann.bannerText(), QString()); // nothing wrong

        // Ben types the code as people do: lower case, with a space and a dash.
        OnlineLobby ben;
        lobby(ben, QStringLiteral("Ben"));
        const QString typed = ann.code().toLower().insert(3, QStringLiteral(" - "));
        QCOMPARE(OnlineLobby::tidyCode(typed), ann.code());
        QSignalSpy benStarted(&ben, &OnlineLobby::tableStarted);
        QVERIFY(ben.join(typed));
        QTRY_COMPARE_WITH_TIMEOUT(ben.status(), OnlineLobby::Status::Waiting, kWait);
        QCOMPARE(ben.code(), ann.code());
        QVERIFY(!ben.isHost());
        QTRY_COMPARE_WITH_TIMEOUT(ann.freeSeats(), 0, kWait);
        QCOMPARE(seatName(ann, 1), QStringLiteral("Ben"));
        QVERIFY(seatFlag(ann, 1, OnlineSeatModel::ConnectedRole));
        QVERIFY(ann.canStart());
        QVERIFY(!ben.canStart()); // only the host starts
        QTRY_COMPARE_WITH_TIMEOUT(ben.seats()->rowCount(), 3, kWait);
        QVERIFY(seatFlag(ben, 1, OnlineSeatModel::MineRole));
        QVERIFY2(ben.statusText().contains(QStringLiteral("waiting for Ann to start")), qPrintable(ben.statusText()));
        // The guest sees the rule set he is joining (he chose only the code), named as the New game
        // page names it: only what differs from the game's defaults.
        QCOMPARE(ben.rulesText(), QStringLiteral("Rules: Variant: Advanced"));
        QCOMPARE(ann.rulesText(), ben.rulesText());

        // Ben's link drops: Ann is told in words, with the time the server keeps his seat; Ben's
        // screen says it reconnects, and comes back by itself.
        TextsSeen annBanner(ann, &OnlineLobby::bannerTextChanged, &OnlineLobby::bannerText);
        TextsSeen benBanner(ben, &OnlineLobby::bannerTextChanged, &OnlineLobby::bannerText);
        ben.client()->dropLink();
        // (The count is the seconds left of the server's 20: how many depends on when it is read.)
        const QRegularExpression lost(QStringLiteral("^Ben lost the connection, waiting ([1-9]|1[0-9]|20) s$"));
        QTRY_VERIFY2_WITH_TIMEOUT(annBanner.matches(lost), qPrintable(annBanner.texts.join(QStringLiteral(" | "))), kWait);
        QTRY_VERIFY_WITH_TIMEOUT(benBanner.any(QStringLiteral("Reconnecting")), kWait);
        QTRY_COMPARE_WITH_TIMEOUT(ben.status(), OnlineLobby::Status::Waiting, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(ann.bannerText(), QString(), kWait);
        QTRY_VERIFY_WITH_TIMEOUT(ann.canStart(), kWait);

        // Start: each screen's game controller gets the table and plays its own seat only.
        ann.start();
        QTRY_COMPARE_WITH_TIMEOUT(annStarted.size(), 1, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(benStarted.size(), 1, kWait);
        QCOMPARE(ann.status(), OnlineLobby::Status::Playing);
        MiniGame annGame;
        MiniGame benGame;
        QVERIFY(ann.playOn(&annGame));
        QVERIFY(!ann.playOn(&annGame)); // handed over once
        QVERIFY(ben.playOn(&benGame));
        QTRY_VERIFY_WITH_TIMEOUT(annGame.active(), kWait);
        QTRY_VERIFY_WITH_TIMEOUT(benGame.active(), kWait);
        QCOMPARE(annGame.playerCount(), 3);
        QVERIFY(annGame.playsHere(0));
        QVERIFY(!annGame.playsHere(1));
        QVERIFY(benGame.playsHere(1));
        QVERIFY(!benGame.playsHere(0));
        QVERIFY(!annGame.playsHere(2)); // the server plays its computer
        QCOMPARE(ann.bannerText(), QString());

        // Leaving: back to no table, nothing to say.
        ben.leave();
        QCOMPARE(ben.status(), OnlineLobby::Status::Idle);
        QCOMPARE(ben.code(), QString());
        QCOMPARE(ben.statusText(), QString());
        // Ann is told Ben is gone (the game waits for him: the seat stays his).
        QTRY_VERIFY_WITH_TIMEOUT(ann.bannerText().contains(QStringLiteral("Ben lost the connection")), kWait);
        ann.leave();
    }

    void aPlayerWhoClosedTheAppComesBackToTheirSeatByTheCode()
    {
        NewGameSetup setup;
        setup.setGame(QStringLiteral("mini"));
        OnlineLobby ann;
        lobby(ann, QStringLiteral("Ann"));
        ann.setSetup(&setup);
        QVERIFY(ann.host());
        QTRY_COMPARE_WITH_TIMEOUT(ann.status(), OnlineLobby::Status::Waiting, kWait);
        const QString code = ann.code();
        {
            // A free seat is taken first, whatever token is kept for the code (two windows of one
            // user share it: Ann's own is kept for this code now).
            QVERIFY(!AppSettings::storedSeatToken(m_http, code).isEmpty());
            OnlineLobby ben;
            lobby(ben, QStringLiteral("Ben"));
            QVERIFY(ben.join(code));
            QTRY_COMPARE_WITH_TIMEOUT(ben.status(), OnlineLobby::Status::Waiting, kWait);
            QCOMPARE(ben.client()->seats(), QList<int>{1});
            QCOMPARE(AppSettings::storedSeatToken(m_http, code), ben.client()->token()); // the seat's own, kept
            QTRY_VERIFY_WITH_TIMEOUT(ann.canStart(), kWait);
            ann.start();
            QTRY_COMPARE_WITH_TIMEOUT(ben.status(), OnlineLobby::Status::Playing, kWait);
        } // Ben closes the app mid-game: his lobby goes, without leaving.
        QTRY_VERIFY_WITH_TIMEOUT(ann.bannerText().contains(QStringLiteral("Ben lost the connection")), kWait);

        // Ben opens the app again and types the code: a started table takes only its players, and he
        // is one (before, the server refused him: "That table is full, or its game has already started").
        OnlineLobby again;
        lobby(again, QStringLiteral("Ben"));
        QSignalSpy started(&again, &OnlineLobby::tableStarted);
        QVERIFY(again.join(code.toLower()));
        QTRY_COMPARE_WITH_TIMEOUT(again.status(), OnlineLobby::Status::Playing, kWait);
        QCOMPARE(again.errorText(), QString());
        QCOMPARE(again.client()->seats(), QList<int>{1});
        QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(ann.bannerText(), QString(), kWait);

        // A kept token the table does not know is forgotten, with the table's reason said.
        OnlineLobby dan;
        lobby(dan, QStringLiteral("Dan"));
        AppSettings::storeSeatToken(m_http, code, QStringLiteral("not-a-token-of-this-table"));
        QVERIFY(dan.join(code));
        QTRY_VERIFY_WITH_TIMEOUT(!dan.errorText().isEmpty(), kWait);
        QCOMPARE(dan.status(), OnlineLobby::Status::Idle);
        QCOMPARE(AppSettings::storedSeatToken(m_http, code), QString());

        // Leaving a table before its start gives its seats up: the token is forgotten.
        again.leave();
        ann.leave();
        OnlineLobby cy;
        lobby(cy, QStringLiteral("Cy"));
        cy.setSetup(&setup);
        QVERIFY(cy.host());
        QTRY_COMPARE_WITH_TIMEOUT(cy.status(), OnlineLobby::Status::Waiting, kWait);
        const QString cyCode = cy.code();
        QVERIFY(!AppSettings::storedSeatToken(m_http, cyCode).isEmpty());
        cy.leave();
        QCOMPARE(AppSettings::storedSeatToken(m_http, cyCode), QString());
    }

    // Home offers "Back to your online table" while the seat token is kept: from the seating to the
    // game's end, when the token is forgotten (it brings no one back to play).
    void aTableIsOfferedToGoBackToUntilItsGameIsOver()
    {
        NewGameSetup setup;
        setup.setGame(QStringLiteral("mini"));
        OnlineLobby ann;
        lobby(ann, QStringLiteral("Ann"));
        ann.setSetup(&setup);
        ann.setHostSeatKind(1, QStringLiteral("bot:easy"));
        QCOMPARE(AppSettings::unfinishedOnlineTable(m_http), QString());
        QSignalSpy started(&ann, &OnlineLobby::tableStarted);
        QVERIFY(ann.host());
        QTRY_VERIFY_WITH_TIMEOUT(ann.canStart(), kWait);
        QCOMPARE(AppSettings::unfinishedOnlineTable(m_http), ann.code());
        ann.start();
        QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, kWait);
        MiniGame game;
        QVERIFY(ann.playOn(&game));
        const tidepool::test::RaceFixture& fixture = *tidepool::test::raceFixture(QStringLiteral("mini"));
        int turns = 0;
        while (!game.finished()) {
            QVERIFY2(++turns < 400, "the game did not end");
            QTRY_VERIFY_WITH_TIMEOUT(game.viewerToAct() || game.finished(), kWait);
            if (game.finished())
                break;
            QCOMPARE(AppSettings::unfinishedOnlineTable(m_http), ann.code()); // mid-game: offered
            const int before = int(game.table()->record().actions.size());
            QTest::qWait(150); // a person's pace (the server's rate limit)
            tidepool::test::playOneTurn(game, fixture);
            if (game.movePending())
                QVERIFY(game.confirmMove());
            QTRY_VERIFY_WITH_TIMEOUT(int(game.table()->record().actions.size()) > before || game.finished(), kWait);
        }
        QTRY_COMPARE_WITH_TIMEOUT(AppSettings::unfinishedOnlineTable(m_http), QString(), kWait);
        ann.leave();
    }

    void keptSeatTokensReadDefensively()
    {
        const QUrl server(QStringLiteral("http://127.0.0.1:2567"));
        QSettings().setValue("online/seatTokens", QStringLiteral("{not json"));
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("ABCDEF")), QString());
        QSettings().setValue("online/seatTokens", QStringLiteral("[{\"server\": 3, \"code\": \"ABCDEF\", \"token\": \"t\"}]"));
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("ABCDEF")), QString());
        AppSettings::storeSeatToken(server, QStringLiteral("ABCDEF"), QStringLiteral("t1"));
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("ABCDEF")), QStringLiteral("t1"));
        QCOMPARE(AppSettings::storedSeatToken(QUrl(QStringLiteral("http://example.org:2567")), QStringLiteral("ABCDEF")), QString());
        // The most recent kMaxSeatTokens are kept.
        for (int i = 0; i < AppSettings::kMaxSeatTokens; ++i)
            AppSettings::storeSeatToken(server, QStringLiteral("T%1").arg(i, 5, 10, QLatin1Char('0')), QStringLiteral("x"));
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("ABCDEF")), QString());
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("T00000")), QStringLiteral("x"));
        // The newest table kept is the one to go back to, at that server only, and for a day.
        QCOMPARE(AppSettings::unfinishedOnlineTable(server), QStringLiteral("T00019"));
        QCOMPARE(AppSettings::unfinishedOnlineTable(QUrl(QStringLiteral("http://example.org:2567"))), QString());
        // Kept by an older Tidepool in the settings only (they are moved into the token file).
        QFile::remove(AppSettings::seatTokensFile());
        QSettings().setValue("online/seatTokens",
                             QStringLiteral("[{\"server\": \"http://127.0.0.1:2567\", \"code\": \"OLDONE\", \"token\": \"t\", "
                                            "\"at\": \"2020-01-01T00:00:00Z\"}]"));
        QCOMPARE(AppSettings::storedSeatToken(server, QStringLiteral("OLDONE")), QStringLiteral("t"));
        QCOMPARE(AppSettings::unfinishedOnlineTable(server), QString());
    }

    void aServerThatIsNotThereIsSaidWithTheWayHome()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        OnlineLobby lost;
        lost.setServer(QStringLiteral("127.0.0.1:%1").arg(port)); // typed without http://
        QVERIFY(lost.join(QStringLiteral("ACDEFG")));
        QTRY_COMPARE_WITH_TIMEOUT(lost.status(), OnlineLobby::Status::Unreachable, kWait);
        QVERIFY2(lost.statusText().contains(QStringLiteral("can't be reached")), qPrintable(lost.statusText()));
        QCOMPARE(lost.bannerText(), lost.statusText());
        // Nothing else closes it afterwards (a "table closed" would replace the reason).
        QTest::qWait(100);
        QCOMPARE(lost.status(), OnlineLobby::Status::Unreachable);
        // The way home: leaving leaves nothing behind.
        lost.leave();
        QCOMPARE(lost.status(), OnlineLobby::Status::Idle);
        QCOMPARE(lost.bannerText(), QString());

        // Hosting there too.
        NewGameSetup setup;
        lost.setSetup(&setup);
        QVERIFY(lost.host());
        QTRY_COMPARE_WITH_TIMEOUT(lost.status(), OnlineLobby::Status::Unreachable, kWait);
    }

    void aCodeNoTableHasIsSaidOnTheJoinPage()
    {
        OnlineLobby l;
        lobby(l, QStringLiteral("Cy"));
        QVERIFY(!l.join(QStringLiteral("  - ")));
        QVERIFY2(l.errorText().contains(QStringLiteral("code")), qPrintable(l.errorText()));
        QCOMPARE(l.status(), OnlineLobby::Status::Idle);
        QVERIFY(l.join(QStringLiteral("xxxxxx")));
        QTRY_VERIFY_WITH_TIMEOUT(l.errorText().contains(QStringLiteral("no table with the code XXXXXX")), kWait);
        QCOMPARE(l.status(), OnlineLobby::Status::Idle); // back on the join page, nothing closed
        QCOMPARE(l.bannerText(), QString());
    }

    void hostSeatsKeepPeopleHereFirstAndTheEngineJudges()
    {
        NewGameSetup setup;
        setup.setGame(QStringLiteral("ripple"));
        OnlineLobby l;
        l.setSetup(&setup);
        QCOMPARE(l.hostSeats()->rowCount(), 2);
        QCOMPARE(hostKind(l, 0), QStringLiteral("here"));
        QCOMPARE(hostKind(l, 1), QStringLiteral("remote"));
        l.addHostSeat();
        l.addHostSeat();
        l.setHostSeatKind(1, QStringLiteral("bot:hard"));
        l.setHostSeatKind(3, QStringLiteral("here"));
        // The server seats the host's screen at the first people's seats: the person here moves up.
        QCOMPARE(hostKind(l, 1), QStringLiteral("bot:hard"));
        QCOMPARE(hostKind(l, 2), QStringLiteral("here"));
        QCOMPARE(hostKind(l, 3), QStringLiteral("remote"));
        l.setHostSeatKind(0, QStringLiteral("remote")); // the host's own seat stays theirs
        QCOMPARE(hostKind(l, 0), QStringLiteral("here"));
        l.setHostSeatKind(2, QStringLiteral("bot:nonsense"));
        QCOMPARE(hostKind(l, 2), QStringLiteral("here"));
        QCOMPARE(l.hostProblem(), QString());
        // The game's limits: no more seats than it has; fewer than it needs is the engine's reason.
        for (int i = 0; i < 10; ++i)
            l.addHostSeat();
        QCOMPARE(l.hostSeats()->rowCount(), setup.maxPlayers());
        while (l.hostSeats()->rowCount() > 1)
            l.removeHostSeat(l.hostSeats()->rowCount() - 1);
        l.removeHostSeat(0); // the host's seat is never removed
        QCOMPARE(l.hostSeats()->rowCount(), 1);
        QVERIFY(!l.hostProblem().isEmpty());
        QVERIFY(!l.host());
        QCOMPARE(l.errorText(), l.hostProblem());
    }

    void serverAddressesAsPeopleTypeThem()
    {
        QCOMPARE(AppSettings::serverUrl(QString()), QUrl(QStringLiteral("http://127.0.0.1:2567")));
        QCOMPARE(AppSettings::serverUrl(QStringLiteral(" games.example.org:2567 ")),
                 QUrl(QStringLiteral("http://games.example.org:2567")));
        QCOMPARE(AppSettings::serverUrl(QStringLiteral("ws://10.0.0.2:2567")), QUrl(QStringLiteral("http://10.0.0.2:2567")));
        QCOMPARE(AppSettings::serverUrl(QStringLiteral("wss://games.example.org")),
                 QUrl(QStringLiteral("https://games.example.org")));
        QVERIFY(!AppSettings::serverUrl(QStringLiteral("ftp://games.example.org")).isValid());
        QVERIFY(!AppSettings::serverUrl(QStringLiteral("http://")).isValid());
        QCOMPARE(AppSettings::serverProblem(QStringLiteral("127.0.0.1:2567")), QString());
        QVERIFY(AppSettings::serverProblem(QStringLiteral("ftp://x")).contains(QStringLiteral("not a server address")));

        // Kept in QSettings: the default until something is typed, a name tidied and cut.
        AppSettings settings;
        settings.setServerAddress(QString());
        QCOMPARE(settings.serverAddress(), QStringLiteral("http://127.0.0.1:2567"));
        QSignalSpy serverChanged(&settings, &AppSettings::serverAddressChanged);
        settings.setServerAddress(QStringLiteral(" 10.0.0.2:2567 "));
        QCOMPARE(serverChanged.size(), 1);
        QCOMPARE(AppSettings().serverAddress(), QStringLiteral("10.0.0.2:2567"));
        QSignalSpy nameChanged(&settings, &AppSettings::playerNameChanged);
        settings.setPlayerName(QStringLiteral("  Ann   Lee  "));
        QCOMPARE(nameChanged.size(), 1);
        QCOMPARE(AppSettings().playerName(), QStringLiteral("Ann Lee"));
        settings.setPlayerName(QString(100, QLatin1Char('x')));
        QCOMPARE(settings.playerName().size(), AppSettings::kMaxNameLength);
        settings.setServerAddress(QString());
        settings.setPlayerName(QString());
    }
};

QTEST_MAIN(TestOnlineLobby)
#include "tst_onlinelobby.moc"

#pragma once
// TestServer (QML singleton `TestServer`, module TidepoolTest, tests only): a real game server on
// loopback for the online screens' tests (tst_online.qml): the same LocalGameServer as the app's
// online tests, stopped when the test runner ends.
#include "../app/localgameserver.h"
#include "appsettings.h"
#include "online/onlineclient.h"
#include "online/onlinelobby.h"

#include <QObject>

class TestServer : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// Starts the server once; its address ("http://127.0.0.1:PORT"), or "" when node, redis-server
    /// or the server's packages are missing, or it did not start (why() says which).
    Q_INVOKABLE QString start() { return m_local.start(); }
    /// Why start() gave "".
    Q_INVOKABLE QString why() const { return m_local.why(); }
    /// Stops the server and its Redis (as a crash takes them): its tables are gone.
    Q_INVOKABLE void stop() { m_local.stop(); }
    /// `lobby`'s client tries to come back `attempts` times, quickly, before it gives up.
    Q_INVOKABLE static void quickBackoff(tidepool::app::OnlineLobby* lobby, int attempts)
    {
        if (lobby && lobby->client())
            lobby->client()->setBackoff(50, 200, attempts);
    }
    /// An address where no server listens (a loopback port just freed).
    Q_INVOKABLE static QString nowhere() { return tidepool::test::LocalGameServer::nowhere(); }
    /// Keeps (or with "" forgets) a seat token for the table `code` at the server address `server`
    /// as typed in Settings, as OnlineLobby does when it is seated (AppSettings::storeSeatToken).
    Q_INVOKABLE static void keepSeatToken(const QString& server, const QString& code, const QString& token)
    {
        tidepool::app::AppSettings::storeSeatToken(tidepool::app::AppSettings::serverUrl(server), code, token);
    }

private:
    tidepool::test::LocalGameServer m_local;
};

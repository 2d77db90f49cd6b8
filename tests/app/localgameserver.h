#pragma once
// LocalGameServer (tests only): a real game server on loopback for the online tests (tst_online,
// tst_onlinelobby, and tst_online.qml through TestServer): server/test/fixture.js with its own
// redis-server, stopped when this object goes. The including target defines TIDEPOOL_SERVER_DIR
// (the repository's server/) and TIDEPOOL_ENGINE_PATH (the engine program the server runs).
#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QString>
#include <QTcpServer>

namespace tidepool::test {

class LocalGameServer
{
public:
    LocalGameServer() = default;
    LocalGameServer(const LocalGameServer&) = delete;
    LocalGameServer& operator=(const LocalGameServer&) = delete;
    ~LocalGameServer() { stop(); }

    /// Starts the server once (reconnection kept `reconnectSeconds`); its address
    /// ("http://127.0.0.1:PORT"), or "" when it can't run here or did not start (why() says why,
    /// toolsMissing() says whether node or redis-server is not installed: a test skips then).
    QString start(int reconnectSeconds = 20)
    {
        if (!m_address.isEmpty() || !m_why.isEmpty())
            return m_address;
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("redis-server")).isEmpty()) {
            m_toolsMissing = true;
            m_why = QStringLiteral("node or redis-server is not installed: online tables are not tested here "
                                   "(scripts/install-deps and scripts/install-server-deps install them)");
            return {};
        }
        const QString serverDir = QStringLiteral(TIDEPOOL_SERVER_DIR);
        if (!QFileInfo::exists(serverDir + QStringLiteral("/node_modules/@colyseus/core"))) {
            m_why = QStringLiteral("the game server's npm packages are missing: run scripts/install-server-deps");
            return {};
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TIDEPOOL_ENGINE"), QStringLiteral(TIDEPOOL_ENGINE_PATH));
        m_server.setProcessEnvironment(env);
        m_server.setWorkingDirectory(serverDir);
        m_server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_server.start(node, {QStringLiteral("test/fixture.js"), QStringLiteral("--reconnect"),
                              QString::number(reconnectSeconds)});
        if (!m_server.waitForStarted(20000)) {
            m_why = QStringLiteral("node did not start");
            return {};
        }
        while (!m_server.canReadLine() && m_server.state() != QProcess::NotRunning)
            m_server.waitForReadyRead(60000);
        const QString line = QString::fromUtf8(m_server.readLine()).trimmed();
        if (!line.startsWith(QStringLiteral("ready "))) {
            m_why = QStringLiteral("the server said: ") + line;
            return {};
        }
        m_address = line.mid(6);
        return m_address;
    }
    /// Why start() gave "".
    QString why() const { return m_why; }
    /// start() gave "" because node or redis-server is not installed.
    bool toolsMissing() const { return m_toolsMissing; }

    /// Stops the server (the fixture stops its server and Redis when its input closes).
    void stop()
    {
        if (m_server.state() == QProcess::NotRunning)
            return;
        m_server.closeWriteChannel();
        if (!m_server.waitForFinished(15000)) {
            m_server.terminate();
            m_server.waitForFinished(5000);
        }
    }

    /// An address where no server listens (a loopback port just freed).
    static QString nowhere()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost);
        const quint16 port = probe.serverPort();
        probe.close();
        return QStringLiteral("127.0.0.1:%1").arg(port);
    }

private:
    QProcess m_server;
    QString m_address;
    QString m_why;
    bool m_toolsMissing = false;
};

} // namespace tidepool::test

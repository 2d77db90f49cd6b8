#pragma once
// TestServer (QML singleton `TestServer`, module TidepoolTest, tests only): a real game server on
// loopback for the online screens' tests (tst_online.qml), started as tst_online.cpp starts it:
// server/test/fixture.js with its own redis-server, stopped when the test runner ends.
#include <QFileInfo>
#include <QObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>

class TestServer : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~TestServer() override
    {
        if (m_server.state() == QProcess::NotRunning)
            return;
        m_server.closeWriteChannel(); // the fixture stops its server and Redis
        if (!m_server.waitForFinished(15000)) {
            m_server.terminate();
            m_server.waitForFinished(5000);
        }
    }

    /// Starts the server once; its address ("http://127.0.0.1:PORT"), or "" when node, redis-server
    /// or the server's packages are missing, or it did not start (why() says which).
    Q_INVOKABLE QString start()
    {
        if (!m_address.isEmpty() || !m_why.isEmpty())
            return m_address;
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        const QString serverDir = QStringLiteral(TIDEPOOL_SERVER_DIR);
        if (node.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("redis-server")).isEmpty() ||
            !QFileInfo::exists(serverDir + QStringLiteral("/node_modules/@colyseus/core"))) {
            m_why = QStringLiteral("node, redis-server or the server's npm packages are missing "
                                   "(scripts/install-deps, scripts/install-server-deps)");
            return {};
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TIDEPOOL_ENGINE"), QStringLiteral(TIDEPOOL_ENGINE_PATH));
        m_server.setProcessEnvironment(env);
        m_server.setWorkingDirectory(serverDir);
        m_server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_server.start(node, {QStringLiteral("test/fixture.js"), QStringLiteral("--reconnect"), QStringLiteral("20")});
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
    Q_INVOKABLE QString why() const { return m_why; }
    /// An address where no server listens (a loopback port just freed).
    Q_INVOKABLE static QString nowhere()
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
};

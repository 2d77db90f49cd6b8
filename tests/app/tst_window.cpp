// The main window (issue 20): F11 switches full screen and back, Ctrl+Q closes
// the window, and its size and place are remembered on every change, not only at close.
#include "appsettings.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(TidepoolPlugin)

using namespace tidepool::app;

class TestWindow : public QObject
{
    Q_OBJECT

    QQmlApplicationEngine* m_engine = nullptr;
    QQuickWindow* m_window = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TidepoolTests"));
        QCoreApplication::setApplicationName(QStringLiteral("TidepoolWindow"));
        QSettings().clear();
        QGuiApplication::setQuitOnLastWindowClosed(false); // the test goes on after Ctrl+Q
        m_engine = new QQmlApplicationEngine(this);
        m_engine->addImportPath(QStringLiteral("qrc:/"));
        m_engine->load(QUrl(QStringLiteral("qrc:/Tidepool/Main.qml")));
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow*>(m_engine->rootObjects().first());
        QVERIFY(m_window);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
    }

    void f11SwitchesFullScreenAndBack()
    {
        QCOMPARE(m_window->visibility(), QWindow::Windowed);
        QTest::keyClick(m_window, Qt::Key_F11);
        QTRY_COMPARE(m_window->visibility(), QWindow::FullScreen);
        QTest::keyClick(m_window, Qt::Key_F11);
        QTRY_COMPARE(m_window->visibility(), QWindow::Windowed);
    }

    // Every change is remembered half a second after the last one (the timer is fired here by
    // hand), so a crash or a power cut keeps it too; a full-screen window's size is not.
    void theSizeIsRememberedOnEveryChange()
    {
        auto* saver = m_window->findChild<QObject*>(QStringLiteral("geometrySaver"));
        QVERIFY2(saver, "the window has a timer that remembers its size");
        m_window->setGeometry(QRect(40, 50, 1100, 700));
        QTRY_COMPARE(m_window->width(), 1100);
        QVERIFY(saver->property("running").toBool());
        QVERIFY(QMetaObject::invokeMethod(saver, "triggered"));
        QCOMPARE(AppSettings().windowGeometry().size(), QSize(1100, 700));

        QTest::keyClick(m_window, Qt::Key_F11);
        QTRY_COMPARE(m_window->visibility(), QWindow::FullScreen);
        QVERIFY(QMetaObject::invokeMethod(saver, "triggered"));
        QCOMPARE(AppSettings().windowGeometry().size(), QSize(1100, 700));
        QTest::keyClick(m_window, Qt::Key_F11);
        QTRY_COMPARE(m_window->visibility(), QWindow::Windowed);
    }

    void ctrlQCloses()
    {
        QVERIFY(m_window->isVisible());
        QTest::keyClick(m_window, Qt::Key_Q, Qt::ControlModifier);
        QTRY_VERIFY(!m_window->isVisible());
    }
};

QTEST_MAIN(TestWindow)
#include "tst_window.moc"

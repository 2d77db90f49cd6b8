// The first window fits the screen it opens on (issue 17): the app is started with no remembered
// geometry on an offscreen screen of a given size (Qt's offscreen platform reads its screens from a
// JSON configuration file) and renders its first frame to a PNG, whose size is the window's.
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestFirstWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitsTheScreen_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QSize>("largest"); // the window may not be larger (its frame needs room too)
        QTest::addColumn<QSize>("smallest");
        // The common laptop screen: 1280x800 would be taller than the screen.
        QTest::newRow("1366x768") << QSize(1366, 768) << QSize(1280, 768) << QSize(1280, 740);
        QTest::newRow("1280x720") << QSize(1280, 720) << QSize(1280, 720) << QSize(1240, 690);
        // Room enough: the usual 1280x800.
        QTest::newRow("1920x1080") << QSize(1920, 1080) << QSize(1280, 800) << QSize(1280, 800);
        // Smaller than the minimum size (1024x640): the minimum gives way.
        QTest::newRow("1024x600") << QSize(1024, 600) << QSize(1024, 600) << QSize(980, 570);
    }
    void fitsTheScreen()
    {
        QFETCH(QSize, screen);
        QFETCH(QSize, largest);
        QFETCH(QSize, smallest);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QFile config(home.filePath(QStringLiteral("screens.json")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(QStringLiteral(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": %1, "height": %2,
                                        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                         .arg(screen.width())
                         .arg(screen.height())
                         .toUtf8());
        config.close();
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen:configfile=") + config.fileName());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config"))); // nothing remembered
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        app.setProcessEnvironment(env);
        const QString png = home.filePath(QStringLiteral("first.png"));
        app.start(QStringLiteral(TIDEPOOL_APP_PATH), {QStringLiteral("--screenshot"), png});
        QVERIFY(app.waitForFinished(60000));
        QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY2(image.width() <= largest.width() && image.height() <= largest.height(),
                 qPrintable(QStringLiteral("a %1x%2 window on a %3x%4 screen")
                                .arg(image.width()).arg(image.height()).arg(screen.width()).arg(screen.height())));
        QVERIFY2(image.width() >= smallest.width() && image.height() >= smallest.height(),
                 qPrintable(QStringLiteral("a %1x%2 window on a %3x%4 screen: smaller than it needs to be")
                                .arg(image.width()).arg(image.height()).arg(screen.width()).arg(screen.height())));
    }
};

QTEST_GUILESS_MAIN(TestFirstWindow)
#include "tst_firstwindow.moc"

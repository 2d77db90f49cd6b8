// Never lose a game: autosave after every action, the list of games to continue, save as, bad
// files that change nothing, undo that refuses to cross a draw, and a real kill of the app.
#include "appsettings.h"
#include "ribbitgame.h"
#include "recordfiles.h"
#include "savestore.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

NewGameSetup* twoHumans(QObject* parent)
{
    auto* setup = new NewGameSetup(parent);
    setup->removeSeat(2);
    return setup;
}

// The app run offscreen with its settings and saves in `home` (config/ and data/).
void useHome(QProcess& app, const QTemporaryDir& home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    app.setProcessEnvironment(env);
}

void playFirstLegalMove(RibbitGame& game)
{
    if (game.handoverPending())
        game.confirmHandover();
    for (int i = 0; i < game.hand()->rowCount(); ++i) {
        if (!game.mustDiscard() && !game.hand()->data(game.hand()->index(i), HandModel::PlayableRole).toBool())
            continue;
        game.selectCard(i);
        if (game.mustDiscard()) {
            QVERIFY(game.discardSelected());
            return;
        }
        for (int t = 0; t < game.turtles()->rowCount(); ++t)
            if (game.turtles()->data(game.turtles()->index(t), TurtleModel::IsTargetRole).toBool()) {
                QVERIFY(game.playOn(game.turtles()->data(game.turtles()->index(t), TurtleModel::ColorRole).toString()));
                return;
            }
    }
    QFAIL("no legal move found");
}

} // namespace

class TestSaves : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        AppSettings().setConfirmMoves(false); // every play counts at once (tst_ribbitgame tests Done)
    }

    void init() { QDir(tidepool::app::autosaveDir()).removeRecursively(); }

    void everyActionIsAutosavedAndOfferedToContinue()
    {
        RibbitGame game;
        QVERIFY(game.start(twoHumans(this)));
        const QString path = game.autosavePath();
        QVERIFY(QFile::exists(path));
        for (int i = 0; i < 3; ++i)
            playFirstLegalMove(game);
        auto saved = tidepool::Record::parse(readAll(path).toStdString());
        QVERIFY(saved.hasValue());
        QCOMPARE(saved->actions.size(), std::size_t(3));

        SavedGamesModel list;
        QCOMPARE(list.count(), 1);
        const QModelIndex row = list.index(0);
        QCOMPARE(list.data(row, SavedGamesModel::TitleRole).toString(), QStringLiteral("Ribbit"));
        QCOMPARE(list.data(row, SavedGamesModel::ActionsRole).toInt(), 3);
        QVERIFY(list.data(row, SavedGamesModel::PlayersRole).toString().contains(QStringLiteral("Player 1")));

        // Continuing restores the position, the player to act, and the handover screen.
        RibbitGame resumed;
        QVERIFY(resumed.resume(path));
        QCOMPARE(resumed.recordJson(), game.recordJson());
        QCOMPARE(resumed.currentPlayer(), game.currentPlayer());
        QVERIFY(resumed.handoverPending());
        QCOMPARE(resumed.autosavePath(), path);
        playFirstLegalMove(resumed);
        QCOMPARE(tidepool::Record::parse(readAll(path).toStdString())->actions.size(), std::size_t(4));
        list.refresh();
        QCOMPARE(list.count(), 1); // continued in the same file, not duplicated
    }

    void aFinishedGameIsNoLongerOffered()
    {
        RibbitGame game;
        NewGameSetup setup;
        setup.setSeatKind(2, QStringLiteral("human"));
        QVERIFY(game.start(&setup));
        const QString path = game.autosavePath();
        for (int i = 0; i < 500 && !game.finished(); ++i)
            playFirstLegalMove(game);
        QVERIFY(game.finished());
        QVERIFY(!QFile::exists(path));
        QCOMPARE(SavedGamesModel().count(), 0);
    }

    void saveAsWritesARecordThatOpensToTheSamePosition()
    {
        QTemporaryDir dir;
        RibbitGame game;
        QVERIFY(game.start(twoHumans(this)));
        playFirstLegalMove(game);
        const QString path = dir.filePath(QStringLiteral("mine"));
        QVERIFY(game.saveAs(QUrl::fromLocalFile(path).toString()));
        RibbitGame opened;
        QVERIFY(opened.openRecord(path + QStringLiteral(".tidepool.json")));
        QCOMPARE(opened.recordJson(), game.recordJson());
        QCOMPARE(opened.currentPlayer(), game.currentPlayer());
    }

    void badFilesGiveAMessageAndChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        const QByteArray good = R"({"format":"tidepool-record","version":1,"game":"ribbit","players":[{"name":"A"},{"name":"B"}],"seed":3,"actions":[]})";
        QTest::newRow("not JSON") << QByteArray("hello") << "not valid JSON";
        QTest::newRow("truncated") << good.left(good.size() / 2) << "truncated";
        QTest::newRow("newer version") << QByteArray(good).replace("\"version\":1", "\"version\":9") << "newer";
        QTest::newRow("illegal action") << QByteArray(good).replace("[]}", "[\"R- R\"]}") << "action 1 ";
        QTest::newRow("setup that does not add up")
            << QByteArray(good).replace("\"seed\":3", "\"setup\":{\"colors\":[\"R\",\"Y\"],\"track\":{\"0\":[[\"R\"],[\"Y\"],[\"G\"],[\"B\"],[\"P\"]]},\"hands\":[[\"R+\",\"R+\",\"R+\",\"R+\",\"R+\"],[\"Y+\",\"Y+\",\"Y+\",\"Y+\",\"Y+\"]],\"deck\":[]}")
            << "missing";
    }

    void badFilesGiveAMessageAndChangeNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        RibbitGame game;
        QVERIFY(game.start(twoHumans(this)));
        playFirstLegalMove(game);
        const QString before = game.recordJson();
        const QByteArray autosaveBefore = readAll(game.autosavePath());
        const QString bad = dir.filePath(QStringLiteral("bad.tidepool.json"));
        {
            QFile file(bad);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        QVERIFY(!game.openRecord(bad));
        QVERIFY2(game.errorText().contains(bad), qPrintable(game.errorText()));
        QVERIFY2(game.errorText().contains(expected), qPrintable(game.errorText()));
        QCOMPARE(game.recordJson(), before);
        QCOMPARE(readAll(game.autosavePath()), autosaveBefore);
        QCOMPARE(readAll(bad), content);
    }

    // An endless file (/dev/zero) or one larger than a record can be is refused after reading at
    // most 64 MiB (before: read until memory ran out); the game in play is unchanged, and the
    // saved-games list and gameOf() pass it by.
    void anEndlessFileIsRefusedNotReadWhole()
    {
        if (!QFile::exists(QStringLiteral("/dev/zero")))
            QSKIP("no /dev/zero here");
        RibbitGame game;
        QVERIFY(game.start(twoHumans(this)));
        playFirstLegalMove(game);
        const QString before = game.recordJson();
        QVERIFY(!game.openRecord(QStringLiteral("/dev/zero")));
        QVERIFY2(game.errorText().contains(QStringLiteral("/dev/zero: the file is larger than 64 MiB")),
                 qPrintable(game.errorText()));
        QCOMPARE(game.recordJson(), before);
        RecordFiles files;
        QCOMPARE(files.gameOf(QStringLiteral("/dev/zero")), QString());
    }

    void undoRefusesToCrossADraw()
    {
        RibbitGame game;
        QVERIFY(game.start(twoHumans(this)));
        game.confirmHandover();
        QVERIFY(!game.canUndo());
        playFirstLegalMove(game);
        game.confirmHandover();
        QVERIFY(!game.canUndo());
        QVERIFY(game.undoBlockedReason().contains(QStringLiteral("drawn")));
        QSignalSpy notices(&game, &GameSession::notice);
        const QString before = game.recordJson();
        QVERIFY(!game.undo());
        QCOMPARE(notices.count(), 1);
        QCOMPARE(game.recordJson(), before);
    }

    void aFinishedGameCanBeReplayedBothWaysWithEverythingRevealed()
    {
        RibbitGame game;
        NewGameSetup setup;
        setup.setSeatKind(2, QStringLiteral("human"));
        QVERIFY(game.start(&setup));
        for (int i = 0; i < 500 && !game.finished(); ++i)
            playFirstLegalMove(game);
        const int length = game.actionCount();
        const QString finalRecord = game.recordJson();
        QTemporaryDir dir;
        QVERIFY(game.saveAs(dir.filePath(QStringLiteral("done"))));

        RibbitGame viewer;
        QVERIFY(viewer.openReplay(dir.filePath(QStringLiteral("done.tidepool.json"))));
        QVERIFY(viewer.replaying());
        QCOMPARE(viewer.replayLength(), length);
        QCOMPARE(viewer.replayPosition(), 0);
        QCOMPARE(viewer.autosavePath(), QString()); // viewing writes nothing
        // Every colour and the hand of the player to act are shown, and nothing can be played.
        for (int i = 0; i < viewer.seats()->rowCount(); ++i)
            QVERIFY(!viewer.seats()->data(viewer.seats()->index(i), SeatModel::ColorRole).toString().isEmpty());
        QCOMPARE(viewer.hand()->rowCount(), 5);
        QVERIFY(!viewer.viewerToAct());
        QVERIFY(!viewer.botToAct());
        viewer.seekReplay(3);
        QCOMPARE(viewer.replayPosition(), 3);
        QCOMPARE(viewer.log()->rowCount(), 3);
        viewer.seekReplay(1);
        QCOMPARE(viewer.replayPosition(), 1);
        QCOMPARE(viewer.log()->rowCount(), 1);
        viewer.seekReplay(length + 10);
        QCOMPARE(viewer.replayPosition(), length);
        QVERIFY(viewer.finished());
        viewer.stopReplay();
        QVERIFY(!viewer.replaying());
        QCOMPARE(viewer.recordJson(), finalRecord);

        // From the end screen: the same game, from its start.
        QVERIFY(game.startReplay());
        QCOMPARE(game.replayPosition(), 0);
        game.stopReplay();
        QCOMPARE(game.recordJson(), finalRecord);
    }

    void killingTheAppMidGameLosesNothing()
    {
        // A real app process, all seats computers, moving fast; killed without warning.
        QTemporaryDir home;
        const QString config = home.filePath(QStringLiteral("config/Tidepool"));
        QVERIFY(QDir().mkpath(config));
        {
            QFile settings(config + QStringLiteral("/Tidepool.conf"));
            QVERIFY(settings.open(QIODevice::WriteOnly));
            settings.write("[play]\nbotDelay=20\n[view]\nanimationDuration=0\n");
        }
        const QString record = home.filePath(QStringLiteral("bots.tidepool.json"));
        {
            QFile file(record);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"format":"tidepool-record","version":1,"game":"ribbit","options":{"trackLength":20},
              "players":[{"name":"A","kind":"bot:random"},{"name":"B","kind":"bot:random"},{"name":"C","kind":"bot:random"}],
              "seed":11,"actions":[]})");
        }
        QProcess app;
        useHome(app, home);
        app.start(QStringLiteral(TIDEPOOL_APP_PATH), {record});
        QVERIFY(app.waitForStarted());
        const QString folder = home.filePath(QStringLiteral("data/Tidepool/Tidepool/autosave"));
        auto savedActions = [&]() -> int {
            const auto files = QDir(folder).entryList({QStringLiteral("*.tidepool.json")}, QDir::Files);
            if (files.isEmpty())
                return -1;
            auto saved = tidepool::Record::parse(readAll(folder + QLatin1Char('/') + files.first()).toStdString());
            return saved ? int(saved->actions.size()) : -1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(savedActions() >= 5, 20000);
        app.kill();
        QVERIFY(app.waitForFinished());
        const int actions = savedActions();

        SavedGamesModel list;
        list.setFolder(folder);
        QCOMPARE(list.count(), 1);
        QCOMPARE(list.data(list.index(0), SavedGamesModel::ActionsRole).toInt(), actions);
        RibbitGame resumed;
        QVERIFY(resumed.resume(list.data(list.index(0), SavedGamesModel::PathRole).toString()));
        QCOMPARE(resumed.actionCount(), actions);
    }

    // Bad command-line arguments are refused with a message on stderr and exit status 2, opening
    // nothing (before: an unknown game's tutorial named an internal path, a bad --size or a second
    // record was ignored, a step past the end opened the finished guided game).
    void badArgumentsAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown guided game") << QStringList{"--tutorial", "chess:1"}
                                             << "--tutorial: \"chess\" has no guided game (ribbit, mini or ripple)";
        QTest::newRow("step past the end") << QStringList{"--tutorial", "ribbit:99"}
                                           << "--tutorial: \"99\" is not a step of the ribbit guided game (0 to 10)";
        QTest::newRow("step not a number") << QStringList{"--tutorial", "mini:two"}
                                           << "--tutorial: \"two\" is not a step of the mini guided game";
        QTest::newRow("size not WxH") << QStringList{"--size", "abc"} << "--size: \"abc\" is not a window size";
        QTest::newRow("size too large") << QStringList{"--size", "100000x100000"}
                                        << "--size: \"100000x100000\" is not a window size";
        QTest::newRow("two records") << QStringList{"a.tidepool.json", "b.tidepool.json"}
                                     << "one record at a time (2 were given)";
    }
    void badArgumentsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir home;
        QProcess app;
        useHome(app, home);
        app.start(QStringLiteral(TIDEPOOL_APP_PATH), arguments + QStringList{"--screenshot", home.filePath("x.png")});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 2);
        const QString errors = QString::fromUtf8(app.readAllStandardError());
        QVERIFY2(errors.contains(QStringLiteral("tidepool: ") + message), qPrintable(errors));
        QVERIFY(!QFile::exists(home.filePath("x.png")));
    }
};

QTEST_GUILESS_MAIN(TestSaves)
#include "tst_saves.moc"

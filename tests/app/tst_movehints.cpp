// Learning mode's word after a move (issue 45, "While learning"; app/session/movehints.h): off by
// default; when on, a person's move is graded off the GUI thread as the engine's reviewDecision()
// grades it, and the line is theirs only: never shown while a handover screen is up or another
// seat is the viewer; never for a computer's move; dropped when stale (the seat's next move, an
// undo, a new game, the replay, a result arriving after a newer move).
#include "appsettings.h"
#include "core/game.h"
#include "review/review.h"
#include "ribbit/ribbitgame.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using namespace tidepool::app;

namespace {

/// The planted blunder's position of tests/cli/data (Ribbit, open colours, Ann to act with Y+ Y- B+
/// P+ G- in hand, Ben's yellow one step from the lettuce), none of its actions played: three people
/// at one screen, or Ann with two computers.
QString opening(bool onePerson = false)
{
    QFile file(QStringLiteral(TIDEPOOL_SOURCE_DIR "/tests/cli/data/ribbit-blunder.tidepool.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();
    record.insert(QStringLiteral("actions"), QJsonArray());
    if (onePerson) {
        QJsonArray players = record.value(QStringLiteral("players")).toArray();
        for (int p : {1, 2}) {
            QJsonObject player = players[p].toObject();
            player.insert(QStringLiteral("kind"), QStringLiteral("bot:medium"));
            players[p] = player;
        }
        record.insert(QStringLiteral("players"), players);
    }
    return QString::fromUtf8(QJsonDocument(record).toJson());
}

/// The line the engine's grade of the last action of `game`'s record gives its player (the
/// wording of MoveHints::text()).
QString expectedLine(const GameSession& game)
{
    tidepool::ReviewOptions options;
    options.threads = 1;
    const auto d = tidepool::reviewDecision(game.record(), game.record().actions.size() - 1, options);
    if (!d)
        return QStringLiteral("error: ") + QString::fromStdString(d.error());
    if (d->grade == tidepool::Grade::forced)
        return {};
    if ((d->grade == tidepool::Grade::good) || !tidepool::betterMoveShown(*d))
        return QStringLiteral("Your last move was good.");
    return QStringLiteral("Your last move could be better: %1 (your chance to win %2% → %3%).")
        .arg(QString::fromStdString(d->bestText))
        .arg(tidepool::percentOf(d->playedChance))
        .arg(tidepool::percentOf(d->bestChance));
}

} // namespace

class TestMoveHints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // autosaves go to a test folder
        AppSettings().setConfirmMoves(false);     // every play counts at once
    }
    void init() { AppSettings().setMoveHints(true); }
    void cleanup() { AppSettings().setMoveHints(false); }

    void offByDefault()
    {
        AppSettings().setMoveHints(false);
        QVERIFY(!AppSettings().moveHints());
        RibbitGame game;
        QVERIFY2(game.openRecordText(opening(true)), qPrintable(game.errorText()));
        QVERIFY(game.learningMode());
        QCOMPARE(game.playScripted(QStringLiteral("B+ B")), QString());
        QVERIFY(!game.moveHints().working(0));
        QTest::qWait(300);
        QCOMPARE(game.suggestion()->hint(), QString());
        QCOMPARE(game.moveHints().text(0), QString());
    }

    // One person with computers: the line comes for Ann after her move, as the engine grades it,
    // and stays while the computers play; a computer's move gets none.
    void comesForThePersonWhoMoved()
    {
        RibbitGame game;
        QVERIFY2(game.openRecordText(opening(true)), qPrintable(game.errorText()));
        QVERIFY(game.suggestion()->hintEnabled());
        QCOMPARE(game.playScripted(QStringLiteral("P+ P")), QString());
        QVERIFY(game.suggestion()->hintWorking());
        QTRY_VERIFY(!game.suggestion()->hint().isEmpty());
        QVERIFY(!game.suggestion()->hintWorking());
        QCOMPARE(game.suggestion()->hint(), expectedLine(game));
        QCOMPARE(game.suggestion()->hintMove(), 0);
        QVERIFY(!game.suggestion()->hint().contains(QStringLiteral("player ")));
        // Ben, a computer, moves: no line of his, and Ann's stays on her screen.
        const QString line = game.suggestion()->hint();
        QCOMPARE(game.playScripted(QStringLiteral("P- P")), QString());
        QTest::qWait(300);
        QVERIFY(!game.moveHints().working(1));
        QCOMPARE(game.moveHints().text(1), QString());
        QCOMPARE(game.suggestion()->hint(), line);
    }

    // A move of Ann's that loses chance (the first the engine grades an inaccuracy or a mistake,
    // with a better move, among her first moves in two-player games): the line names the better
    // move in the table's words, never notation, with both chances.
    void namesTheBetterMoveInWords()
    {
        RibbitGame game;
        for (int seed = 1; seed <= 12; ++seed) {
            const QString opening = QStringLiteral(R"({"format": "tidepool-record", "version": 1, "game": "ribbit",
                "options": {}, "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "bot:medium"}],
                "seed": %1, "setup": null, "actions": []})").arg(seed);
            QVERIFY2(game.openRecordText(opening), qPrintable(game.errorText()));
            for (const tidepool::LegalAction& legal : game.state()->legalActions()) {
                tidepool::Record record = game.record();
                record.actions.push_back(legal.text);
                tidepool::ReviewOptions options;
                options.threads = 1;
                const auto d = tidepool::reviewDecision(record, 0, options);
                QVERIFY2(d, d ? "" : d.error().c_str());
                if (d->grade < tidepool::Grade::inaccuracy || !tidepool::betterMoveShown(*d))
                    continue;
                QCOMPARE(game.playScripted(QString::fromStdString(legal.text)), QString());
                QTRY_VERIFY(!game.suggestion()->hint().isEmpty());
                const QString line = game.suggestion()->hint();
                QCOMPARE(line, expectedLine(game));
                QVERIFY2(line.startsWith(QStringLiteral("Your last move could be better: ")), qPrintable(line));
                QVERIFY2(line.contains(QString::fromStdString(d->bestText)), qPrintable(line));
                QVERIFY2(!line.contains(QString::fromStdString(" " + d->best + " ")), qPrintable(line)); // no notation
                QVERIFY2(line.contains(QStringLiteral("(your chance to win %1% → %2%).")
                                           .arg(tidepool::percentOf(d->playedChance))
                                           .arg(tidepool::percentOf(d->bestChance))),
                         qPrintable(line));
                return;
            }
        }
        QFAIL("no first move of Ann's lost chance in the games tried");
    }

    // Three people at one screen, hands secret: Ann's line is hers. While the handover screen is
    // up and while Ben or Cat is at the screen it is not shown (it has come, kept for her); it
    // shows once she is back at the screen.
    void isNeverShownToAnotherSeat()
    {
        RibbitGame game;
        QVERIFY2(game.openRecordText(opening()), qPrintable(game.errorText()));
        game.confirmHandover();
        QCOMPARE(game.viewer(), 0);
        QCOMPARE(game.playScripted(QStringLiteral("B+ B")), QString());
        QVERIFY(game.handoverPending());
        QCOMPARE(game.suggestion()->hint(), QString());
        QVERIFY(!game.suggestion()->hintWorking()); // not even that Ann's move is being looked at
        QTRY_VERIFY(!game.moveHints().working(0));
        const QString annsLine = game.moveHints().text(0);
        QVERIFY(!annsLine.isEmpty());
        QCOMPARE(game.suggestion()->hint(), QString()); // the handover screen is up
        game.confirmHandover();
        QCOMPARE(game.viewer(), 1);
        QCOMPARE(game.suggestion()->hint(), QString()); // Ben's view
        QCOMPARE(game.suggestion()->hintMove(), -1);
        QCOMPARE(game.playScripted(QStringLiteral("P- P")), QString());
        QTRY_VERIFY(!game.moveHints().working(1));
        QCOMPARE(game.suggestion()->hint(), QString());
        game.confirmHandover();
        QCOMPARE(game.viewer(), 2);
        QCOMPARE(game.suggestion()->hint(), QString()); // Cat's view: neither Ann's nor Ben's
        QCOMPARE(game.playScripted(QStringLiteral("G+ G")), QString());
        QCOMPARE(game.suggestion()->hint(), QString());
        game.confirmHandover();
        QCOMPARE(game.viewer(), 0);
        QCOMPARE(game.suggestion()->hint(), annsLine); // Ann again: her own line about her last move
        QCOMPARE(game.suggestion()->hintMove(), 0);
    }

    void isDroppedWhenStale()
    {
        RibbitGame game;
        // Ann's next move: her earlier line goes at once; a grading of a move before it that
        // comes later is dropped (the four moves go before any grading is back).
        QVERIFY2(game.openRecordText(opening()), qPrintable(game.errorText()));
        game.confirmHandover();
        for (const QString& move :
             {QStringLiteral("B+ B"), QStringLiteral("P- P"), QStringLiteral("G+ G"), QStringLiteral("Y- Y")}) {
            QCOMPARE(game.playScripted(move), QString());
            game.confirmHandover();
        }
        QCOMPARE(game.viewer(), 1);
        QTRY_VERIFY(!game.moveHints().working(0) && !game.moveHints().working(1) && !game.moveHints().working(2));
        QCOMPARE(game.moveHints().moveOf(0), 3); // about Y- Y, never B+ B
        QCOMPARE(game.moveHints().text(0), expectedLine(game));

        // The replay: every line goes (they are the game's, not the replay's positions).
        QVERIFY(game.startReplay());
        QCOMPARE(game.moveHints().text(0), QString());
        QCOMPARE(game.suggestion()->hint(), QString());
        QVERIFY(!game.suggestion()->hintEnabled());
        game.stopReplay();

        // A new game while a move is being graded: its result never comes.
        game.confirmHandover();
        QCOMPARE(game.playScripted(QStringLiteral("P+ P")), QString());
        QVERIFY(game.moveHints().working(1));
        QVERIFY2(game.openRecordText(opening(true)), qPrintable(game.errorText()));
        QVERIFY(!game.moveHints().working(1));
        QTest::qWait(500);
        QCOMPARE(game.moveHints().text(1), QString());
        QCOMPARE(game.suggestion()->hint(), QString());

        // Learning mode turned off: the line goes, and no move is graded.
        QCOMPARE(game.playScripted(QStringLiteral("P+ P")), QString());
        QTRY_VERIFY(!game.suggestion()->hint().isEmpty());
        game.setLearningMode(false);
        QCOMPARE(game.suggestion()->hint(), QString());
        QCOMPARE(game.moveHints().text(0), QString());
    }

    // An undo (MoveHints::keepFirst, which GameSession::afterUndo calls): the line about a move
    // taken back goes, and a grading still under way never comes; lines of earlier moves stay.
    void anUndoDropsTheLinesOfMovesTakenBack()
    {
        RibbitGame game;
        QVERIFY2(game.openRecordText(opening()), qPrintable(game.errorText()));
        game.confirmHandover();
        QCOMPARE(game.playScripted(QStringLiteral("B+ B")), QString());
        tidepool::Record record = game.record();
        MoveHints hints;
        hints.grade(record, 0);
        QTRY_VERIFY(!hints.working(0));
        QVERIFY(!hints.text(0).isEmpty());
        QCOMPARE(game.playScripted(QStringLiteral("P- P")), QString());
        hints.grade(game.record(), 1);
        QVERIFY(hints.working(1));
        hints.keepFirst(1); // move 1 taken back while it was graded
        QVERIFY(!hints.working(1));
        QTest::qWait(500);
        QCOMPARE(hints.text(1), QString());
        QCOMPARE(hints.moveOf(1), -1);
        QVERIFY(!hints.text(0).isEmpty()); // Ann's move 0 is still in the record
        hints.keepFirst(0);
        QCOMPARE(hints.text(0), QString());
    }
};

QTEST_GUILESS_MAIN(TestMoveHints)
#include "tst_movehints.moc"

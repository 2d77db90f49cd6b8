// The Ribbit controller's own rules: Done and Take back, the recap, learning-mode highlights,
// riders, a broken record, computer turns, the new-game setup and the handover's list of moves.
// What every race game owes (models, hot-seat privacy, refusals, a full game) is checked for it by
// tst_racegames.cpp.
#include "appsettings.h"
#include "newgamesetup.h"
#include "ribbit/ribbitgame.h"
#include "racegames.h"
#include "ribbitrecords.h"
#include "seatsetup.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace tidepool::app;
using tidepool::test::handRow;

namespace {

const QString kSetupRecord = tidepool::test::ribbitStartRecord(); // Ann to play R+ G- Y++ ^ *-

QStringList targets(TurtleModel* turtles)
{
    QStringList result;
    for (int i = 0; i < turtles->rowCount(); ++i)
        if (turtles->data(turtles->index(i), TurtleModel::IsTargetRole).toBool())
            result << turtles->data(turtles->index(i), TurtleModel::ColorRole).toString();
    return result;
}

/// One turn through the controller, as every race game's tests play it (racegames.h).
void playOneTurn(RibbitGame& game)
{
    tidepool::test::playOneTurn(game, *tidepool::test::raceFixture(QStringLiteral("ribbit")));
}

} // namespace

class TestRibbitGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { tidepool::test::forgetRememberedSeats(); } // each NewGameSetup starts from the default table
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // autosaves go to a test folder
        // Every play counts at once here, as with "Confirm each move" off; the tests of Done and
        // Take back turn it on.
        AppSettings().setConfirmMoves(false);
    }

    // A misclick is forgiven (issue 17): with "Confirm each move", a play is shown (the engine's
    // preview: the turtle moved, the card out of the hand, no card drawn, the same player to act),
    // and only Done plays it; Take back forgets it. The record, the log and the autosave keep only
    // what was confirmed.
    void aPlayWaitsForDoneAndCanBeTakenBack()
    {
        AppSettings settings;
        settings.setConfirmMoves(true);
        RibbitGame game;
        QVERIFY(game.openRecordText(kSetupRecord));
        game.confirmHandover();
        const int drawPile = game.drawPileCount();
        const QString saved = game.autosavePath();
        const QByteArray savedBefore = [&] { QFile f(saved); return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray(); }();
        QVERIFY(!savedBefore.isEmpty());
        QSignalSpy notices(&game, &GameSession::notice);
        QVERIFY(!game.online()); // a table of this screen: Play again plays here
        // The misclick: ^ on red.
        game.selectCard(handRow(game.hand(), QStringLiteral("^")));
        QVERIFY(game.playOn(QStringLiteral("R")));
        QVERIFY(game.movePending());
        QCOMPARE(notices.count(), 0);
        QCOMPARE(game.turtles()->data(game.turtles()->index(0), TurtleModel::SpaceRole).toInt(), 1); // red moved
        QCOMPARE(game.turtles()->data(game.turtles()->index(0), TurtleModel::MovedRole).toBool(), true);
        QCOMPARE(game.hand()->rowCount(), 4);
        QCOMPARE(handRow(game.hand(), QStringLiteral("^")), -1);
        QCOMPARE(game.drawPileCount(), drawPile); // nothing drawn
        QCOMPARE(game.lastCard(), QStringLiteral("^"));
        QCOMPARE(game.currentPlayer(), 0);
        QCOMPARE(game.viewer(), 0);
        QVERIFY(!game.handoverPending());
        QVERIFY(!game.viewerToAct()); // nothing else until Done or Take back
        QVERIFY(!game.canSuggest());
        QVERIFY(game.pendingMoveText().startsWith(QStringLiteral("Ann played Last turtle +1: red moves from START to space 1")));
        QCOMPARE(game.actionCount(), 0);
        QVERIFY(!game.recordJson().contains(QStringLiteral("\"^ R\"")));
        QCOMPARE(game.log()->rowCount(), 0);
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), savedBefore); // not autosaved
        file.close();
        // Take back: all as it was, her turn again.
        QVERIFY(game.takeBackMove());
        QVERIFY(!game.movePending());
        QCOMPARE(game.turtles()->data(game.turtles()->index(0), TurtleModel::SpaceRole).toInt(), 0);
        QCOMPARE(game.hand()->rowCount(), 5);
        QVERIFY(game.viewerToAct());
        QCOMPARE(game.lastCard(), QString());
        // The move she meant, and Done: now the card is drawn and Ben's turn begins.
        game.selectCard(handRow(game.hand(), QStringLiteral("G-")));
        QVERIFY(game.playOn(QStringLiteral("G")));
        QVERIFY(game.movePending());
        QVERIFY(game.confirmMove());
        QVERIFY(!game.movePending());
        QCOMPARE(game.actionCount(), 1);
        QVERIFY(game.recordJson().contains(QStringLiteral("\"G- G\"")));
        QVERIFY(!game.recordJson().contains(QStringLiteral("\"^ R\"")));
        QCOMPARE(game.log()->rowCount(), 1);
        QVERIFY(game.log()->data(game.log()->index(0), LogModel::TextRole).toString().startsWith(QStringLiteral("Ann played Green −1")));
        QCOMPARE(game.drawPileCount(), drawPile - 1);
        QVERIFY(game.handoverPending());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("G- G"));
        // Nothing to confirm or take back now.
        QVERIFY(!game.confirmMove());
        QVERIFY(!game.takeBackMove());
        settings.setConfirmMoves(false);
    }

    // The menu's Undo while a play waits for Done takes it back, as Take back does (it said "Only
    // the player to act can undo their own moves" to the player to act: found by a hostile test).
    void undoWhileAPlayWaitsTakesItBack()
    {
        AppSettings settings;
        settings.setConfirmMoves(true);
        RibbitGame game;
        QVERIFY(game.openRecordText(kSetupRecord));
        game.confirmHandover();
        game.selectCard(handRow(game.hand(), QStringLiteral("^")));
        QVERIFY(game.playOn(QStringLiteral("R")));
        QVERIFY(game.movePending());
        QVERIFY(game.canUndo());
        QCOMPARE(game.undoBlockedReason(), QString());
        QSignalSpy notices(&game, &GameSession::notice);
        QVERIFY(game.undo());
        QCOMPARE(notices.count(), 0);
        QVERIFY(!game.movePending());
        QVERIFY(game.viewerToAct());
        QCOMPARE(game.hand()->rowCount(), 5);
        QCOMPARE(game.actionCount(), 0);
        QCOMPARE(game.turtles()->data(game.turtles()->index(0), TurtleModel::SpaceRole).toInt(), 0);
        // Nothing pending, nothing to undo at the start: as before.
        QVERIFY(!game.canUndo());
        QVERIFY(!game.undo());
        settings.setConfirmMoves(false);
    }

    // Without a handover (one person with computers), the moves since the viewer's last turn are
    // recapped on the table when more than one happened; each move marks what it moved.
    void theRecapListsEveryMoveSinceTheViewersLastTurn()
    {
        NewGameSetup setup; // Player 1, Player 2, Computer
        setup.setSeatKind(1, QStringLiteral("bot:easy"));
        setup.addSeat();
        setup.setSeatKind(3, QStringLiteral("bot:easy"));
        RibbitGame game;
        QVERIFY(game.start(&setup));
        QVERIFY(!game.handoverPending());
        QCOMPARE(game.recap(), QStringList()); // nothing played yet
        playOneTurn(game); // Player 1
        QCOMPARE(game.recap(), QStringList()); // not the viewer's turn
        playOneTurn(game);
        playOneTurn(game);
        playOneTurn(game); // three computers
        QCOMPARE(game.currentPlayer(), 0);
        QCOMPARE(game.log()->rowCount(), 4);
        auto line = [&](int row) { return game.log()->data(game.log()->index(row), LogModel::TextRole).toString(); };
        QCOMPARE(game.recap(), (QStringList{line(1), line(2), line(3)}));
        // The last move's turtle is marked.
        int marked = 0;
        for (int i = 0; i < game.turtles()->rowCount(); ++i)
            marked += game.turtles()->data(game.turtles()->index(i), TurtleModel::MovedRole).toBool();
        QVERIFY(marked >= 1 || line(3).contains(QStringLiteral("nothing moves")) || line(3).contains(QStringLiteral("discarded")));
        game.dismissRecap();
        QCOMPARE(game.recap(), QStringList());
        playOneTurn(game); // the viewer acts: the recap is for their next turn
        QCOMPARE(game.recap(), QStringList());
    }

    void choosingACardHighlightsExactlyTheLegalTurtles()
    {
        RibbitGame game;
        QVERIFY(game.openRecordText(kSetupRecord));
        game.confirmHandover();
        QVERIFY(targets(game.turtles()).isEmpty());
        game.selectCard(handRow(game.hand(), QStringLiteral("^")));
        // Last turtles: everything on START (red, yellow, blue).
        QCOMPARE(targets(game.turtles()), (QStringList{"R", "Y", "B"}));
        game.selectCard(handRow(game.hand(), QStringLiteral("G-")));
        QCOMPARE(targets(game.turtles()), (QStringList{"G"}));
        game.selectCard(handRow(game.hand(), QStringLiteral("*-")));
        // A retreat can't be played on a turtle at START (default rule set).
        QCOMPARE(targets(game.turtles()), (QStringList{"G", "P"}));
        game.setLearningMode(false);
        QVERIFY(targets(game.turtles()).isEmpty());
    }

    void aPlayMovesTheTurtleWithItsRidersAndIsLogged()
    {
        RibbitGame game;
        QVERIFY(game.openRecordText(kSetupRecord));
        game.confirmHandover();
        QSignalSpy turtleChanges(game.turtles(), &QAbstractItemModel::dataChanged);
        game.selectCard(handRow(game.hand(), QStringLiteral("G-")));
        QVERIFY(game.playOn(QStringLiteral("G")));
        QVERIFY(turtleChanges.count() > 0);
        // Green retreats from space 2 to space 1, carrying purple.
        QCOMPARE(game.turtles()->data(game.turtles()->index(2), TurtleModel::SpaceRole).toInt(), 1);
        QCOMPARE(game.turtles()->data(game.turtles()->index(4), TurtleModel::SpaceRole).toInt(), 1);
        QCOMPARE(game.turtles()->data(game.turtles()->index(4), TurtleModel::HeightRole).toInt(), 1);
        QCOMPARE(game.log()->rowCount(), 1);
        const QString line = game.log()->data(game.log()->index(0), LogModel::TextRole).toString();
        QVERIFY2(line.contains(QStringLiteral("Ann")) && line.contains(QStringLiteral("carrying purple")), qPrintable(line));
    }

    // The "what's on the table" key (T, issue 19): every stack from the lettuce back to START,
    // bottom to top, the draw pile and the last card played, in one summary; never a secret
    // colour (Ann's red stays hers) nor a hand.
    void theTableSummarySaysEveryStackBottomToTop()
    {
        RibbitGame game;
        QVERIFY(game.openRecordText(tidepool::test::ribbitStartRecord(QStringLiteral(R"(["G- G"])"))));
        // (Without the English translation loaded, a plural reads "card(s)".)
        const QString summary = game.tableSummary().replace(QStringLiteral("card(s)"), QStringLiteral("cards"));
        QCOMPARE(summary, QStringLiteral("The track from the lettuce back: Space 1: green and purple, bottom to top; "
                                         "START: red, yellow and blue, side by side. Draw pile: 41 cards. "
                                         "Last card played: Green −1."));
        QVERIFY2(!summary.contains(QStringLiteral("Ann")) && !summary.contains(QStringLiteral("B+")), qPrintable(summary));
    }

    // An action told from its notation alone (an online table's log, whose positions have no
    // moves): words, never the bare notation; bad notation comes back as it was.
    void anActionInWordsFromItsNotation()
    {
        RibbitGame game;
        QVERIFY(game.openRecordText(tidepool::test::ribbitStartRecord(QStringLiteral("[]"))));
        const QString ann = QString::fromStdString(game.record().players[0].name);
        QCOMPARE(game.actionWords(0, QStringLiteral("G- G")), ann + QStringLiteral(" played Green −1 on the green turtle."));
        QCOMPARE(game.actionWords(0, QStringLiteral("discard G-")), ann + QStringLiteral(" discarded Green −1."));
        QCOMPARE(game.actionWords(0, QStringLiteral("nonsense")), QStringLiteral("nonsense"));
    }

    void aBrokenRecordChangesNothing()
    {
        RibbitGame game;
        QVERIFY(game.openRecordText(kSetupRecord));
        const QString before = game.recordJson();
        QVERIFY(!game.openRecordText(QStringLiteral("{ not json"), QStringLiteral("broken.tidepool.json")));
        QVERIFY(game.errorText().contains(QStringLiteral("broken.tidepool.json")));
        QString illegal = kSetupRecord;
        illegal.replace(QStringLiteral("\"actions\": []"), QStringLiteral("\"actions\": [\"G- Y\"]"));
        QVERIFY(!game.openRecordText(illegal, QStringLiteral("illegal.tidepool.json")));
        QVERIFY2(game.errorText().contains(QStringLiteral("action 1 \"G- Y\"")), qPrintable(game.errorText()));
        QCOMPARE(game.recordJson(), before);
    }

    void computerTurnsPlayOffTheGuiThread()
    {
        RibbitGame game;
        const auto setup = tidepool::test::seatSetup({"bot:random", "bot:random", "bot:random"});
        QVERIFY(game.start(setup.get()));
        QVERIFY(game.botToAct());
        QSignalSpy changed(&game, &GameSession::stateChanged);
        game.playBotMove();
        QVERIFY(game.busy());
        QVERIFY(!game.botToAct());
        QTRY_COMPARE(game.actionCount(), 1);
        QVERIFY(!game.busy());
        QCOMPARE(game.log()->rowCount(), 1);
    }

    void newGameSetupReportsProblemsFromTheEngine()
    {
        NewGameSetup setup;
        QCOMPARE(setup.problem(), QString());
        setup.setSeatName(1, QStringLiteral("Player 1"));
        QVERIFY(setup.problem().contains(QStringLiteral("Two seats")));
        setup.setSeatName(1, QStringLiteral("Ben"));
        setup.setOption(QStringLiteral("openColors"), QStringLiteral("true"));
        QCOMPARE(setup.colorChoices().size(), 5);
        setup.setSeatColor(0, QStringLiteral("G"));
        setup.setSeatColor(1, QStringLiteral("G"));
        QVERIFY2(setup.problem().contains(QStringLiteral("green")), qPrintable(setup.problem()));
        setup.setSeatColor(1, QStringLiteral("B"));
        QCOMPARE(setup.problem(), QString());
        const auto record = setup.toRecord(5);
        QVERIFY(record.options.at("openColors") == true);
        QCOMPARE(record.players[0].color, std::string("G"));
        QVERIFY(setup.canChooseFirstPlayer());

        // Turtle Race Mini's youngest starts too (its rulebook): its Starts chooser carries over.
        setup.setFirstPlayer(1);
        QVERIFY(setup.toRecord(5).options.contains("firstPlayer"));
        setup.setGame(QStringLiteral("mini"));
        QVERIFY(setup.canChooseFirstPlayer());
        QVERIFY(setup.toRecord(5).options.at("firstPlayer") == 1);
        // Games whose rules decide who starts (Ripple: the lowest two cards revealed) never get a
        // firstPlayer option from the screen.
        setup.setGame(QStringLiteral("ripple"));
        QVERIFY(!setup.canChooseFirstPlayer());
        QVERIFY(!setup.toRecord(5).options.contains("firstPlayer"));
        QCOMPARE(setup.problem(), QString());
    }

    // Two people and a computer: the computer's move between their turns is not lost behind the
    // next handover screen. The screen lists what happened since that person's last turn, in the
    // log's words (the engine's move text with names), and says a computer just moved (the view
    // shows its move at the computer pace first).
    void theHandoverSaysWhatHappenedSinceYourTurn()
    {
        NewGameSetup setup; // Player 1, Player 2, Computer
        RibbitGame game;
        QVERIFY(game.start(&setup));
        QVERIFY(game.handoverPending());
        QCOMPARE(game.sinceLastTurn(), QStringList()); // nothing played yet
        playOneTurn(game); // Player 1
        QVERIFY(game.handoverPending());
        QCOMPARE(game.currentPlayer(), 1);
        const QString first = game.log()->data(game.log()->index(0), LogModel::TextRole).toString();
        QVERIFY2(first.startsWith(QStringLiteral("Player 1 ")), qPrintable(first));
        QCOMPARE(game.sinceLastTurn(), QStringList{first});
        QVERIFY(!game.computerJustMoved());
        playOneTurn(game); // Player 2
        QVERIFY(!game.handoverPending()); // the computer's turn: nobody's hand on screen
        QCOMPARE(game.sinceLastTurn(), QStringList());
        QVERIFY(game.botToAct());
        playOneTurn(game); // the computer
        QCOMPARE(game.currentPlayer(), 0);
        QVERIFY(game.handoverPending());
        QVERIFY(game.computerJustMoved());
        QCOMPARE(game.log()->rowCount(), 3);
        auto line = [&](int row) { return game.log()->data(game.log()->index(row), LogModel::TextRole).toString(); };
        QVERIFY2(line(2).startsWith(QStringLiteral("Computer ")), qPrintable(line(2)));
        // Player 1 sees Player 2's move and the computer's, not their own.
        QCOMPARE(game.sinceLastTurn(), (QStringList{line(1), line(2)}));
        game.confirmHandover();
        QCOMPARE(game.sinceLastTurn(), QStringList());
        QCOMPARE(game.recap(), QStringList()); // the handover screen listed them: not again on the table
    }

};

QTEST_GUILESS_MAIN(TestRibbitGame)
#include "tst_ribbitgame.moc"

// What every race game's controller owes (a HandGame: a private hand played onto a board), checked
// for every registered game whose controller is one (one QTest data row each, fixtures in
// racegames.h): its models pass QAbstractItemModelTester through a game, the handover hides the
// hand and the secret colour, an illegal play is refused with the engine's reason, and a full
// hot-seat game is played through the controller and replays to the same end. Each game's own
// rules stay in tst_ribbitgame.cpp and tst_minigame.cpp.
#include "appsettings.h"
#include "gameregistry.h"
#include "racegames.h"
#include "seatsetup.h"

#include <QAbstractItemModelTester>
#include <QMetaProperty>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace tidepool::app;
using tidepool::test::RaceFixture;

namespace {

/// The controller of `game` from its registry entry.
std::unique_ptr<HandGame> makeRaceGame(const QString& game)
{
    const AppGame* entry = findAppGame(game);
    return entry ? std::unique_ptr<HandGame>(qobject_cast<HandGame*>(entry->makeSession(nullptr))) : nullptr;
}

/// Every list model the controller publishes (its board, hand, seats, log, ...).
std::vector<QAbstractItemModel*> publishedModels(QObject& controller)
{
    std::vector<QAbstractItemModel*> models;
    const QMetaObject* meta = controller.metaObject();
    for (int i = 0; i < meta->propertyCount(); ++i)
        if (auto* model = meta->property(i).read(&controller).value<QAbstractItemModel*>())
            models.push_back(model);
    return models;
}

/// Every value of `role` in `model` is "".
void expectNoneShown(const QAbstractItemModel* model, const QByteArray& role)
{
    const int r = tidepool::test::roleNamed(model, role);
    QVERIFY2(r >= 0, role.constData());
    for (int i = 0; i < model->rowCount(); ++i)
        QCOMPARE(model->data(model->index(i, 0), r).toString(), QString());
}

} // namespace

class TestRaceGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // autosaves go to a test folder
        // Every play counts at once here, as with "Confirm each move" off.
        AppSettings().setConfirmMoves(false);
    }

    // Every registered game whose controller is a HandGame is a race game here, and has a fixture.
    void everyRaceGameHasAFixture_data() { raceGames(); }
    void everyRaceGameHasAFixture()
    {
        QFETCH(QString, game);
        QVERIFY2(tidepool::test::raceFixture(game), qPrintable(game + QStringLiteral(": no fixture in racegames.h")));
    }

    void modelsPassTheModelTester_data() { raceGames(); }
    void modelsPassTheModelTester()
    {
        QFETCH(QString, game);
        const RaceFixture* f = tidepool::test::raceFixture(game);
        auto controller = makeRaceGame(game);
        QVERIFY2(f && controller, qPrintable(game));
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        for (QAbstractItemModel* model : publishedModels(*controller))
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest));
        QVERIFY(testers.size() >= 4); // board, hand, seats, log
        const auto setup = tidepool::test::seatSetup({"bot:random", "bot:random", "human"}, game);
        if (!f->options.isEmpty())
            setup->setOption(f->options, f->optionValue);
        QVERIFY2(controller->start(setup.get()), qPrintable(controller->errorText()));
        QCOMPARE(f->board(*controller)->rowCount(), f->boardRows);
        QCOMPARE(controller->seats()->rowCount(), 3);
        QCOMPARE(controller->hand()->rowCount(), 5);
        for (int i = 0; i < f->modelTestTurns && !controller->finished(); ++i)
            tidepool::test::playOneTurn(*controller, *f);
    }

    void handoverHidesThePrivateInformation_data() { raceGames(); }
    void handoverHidesThePrivateInformation()
    {
        QFETCH(QString, game);
        const RaceFixture* f = tidepool::test::raceFixture(game);
        auto controller = makeRaceGame(game);
        QVERIFY2(f && controller, qPrintable(game));
        HandGame& g = *controller;
        QVERIFY2(g.openRecordText(f->record), qPrintable(g.errorText()));
        QAbstractItemModel* board = f->board(g);
        QVERIFY(g.handoverPending());
        QCOMPARE(g.viewer(), -1);
        QCOMPARE(g.hand()->rowCount(), 0);
        QCOMPARE(g.viewerColor(), QString());
        expectNoneShown(g.seats(), "color");
        expectNoneShown(board, "owner");
        g.selectCard(0);
        QCOMPARE(g.selectedCard(), -1);
        QVERIFY(!g.canPeekColor());
        g.confirmHandover();
        QVERIFY(!g.handoverPending());
        QCOMPARE(g.viewer(), 0);
        QCOMPARE(g.viewerColor(), f->annColor);
        QCOMPARE(g.hand()->rowCount(), 5);
        QVERIFY(g.canPeekColor()); // her turn
        // Ann's own colour is only on the card she holds to peek: not on her seat chip, not as
        // "backed by" on the board.
        expectNoneShown(g.seats(), "color");
        expectNoneShown(board, "owner");
        // After Ann's move, Ben's turn starts hidden again: nothing of Ann's is left on screen.
        g.selectCard(tidepool::test::handRow(g.hand(), f->playCard));
        QVERIFY(g.playOn(f->playTarget));
        QVERIFY(g.handoverPending());
        QCOMPARE(g.hand()->rowCount(), 0);
        QCOMPARE(g.viewerColor(), QString());
        // Two people at this screen: no peeking between turns.
        QVERIFY(!g.canPeekColor());
        expectNoneShown(board, "owner");
        QCOMPARE(g.currentPlayerName(), QStringLiteral("Ben"));
    }

    void anIllegalPlayIsRefusedWithTheEnginesReason_data() { raceGames(); }
    void anIllegalPlayIsRefusedWithTheEnginesReason()
    {
        QFETCH(QString, game);
        const RaceFixture* f = tidepool::test::raceFixture(game);
        auto controller = makeRaceGame(game);
        QVERIFY2(f && controller, qPrintable(game));
        HandGame& g = *controller;
        QVERIFY(g.openRecordText(f->record));
        g.confirmHandover();
        QSignalSpy notices(&g, &GameSession::notice);
        const QString before = g.recordJson();
        g.selectCard(tidepool::test::handRow(g.hand(), f->wrongCard));
        QVERIFY(!g.playOn(f->wrongTarget));
        QCOMPARE(notices.count(), 1);
        QVERIFY2(notices.first().first().toString().contains(f->noticePart),
                 qPrintable(notices.first().first().toString()));
        QVERIFY(!g.whyNot(f->wrongTarget).isEmpty());
        QVERIFY2(g.whyNot(f->wrongTarget).contains(f->whyNotPart), qPrintable(g.whyNot(f->wrongTarget)));
        QCOMPARE(g.whyNot(f->rightTarget), QString());
        QCOMPARE(g.recordJson(), before);
        QCOMPARE(g.currentPlayer(), 0);
    }

    void aFullHotSeatGameCanBePlayedThroughTheController_data() { raceGames(); }
    void aFullHotSeatGameCanBePlayedThroughTheController()
    {
        QFETCH(QString, game);
        const RaceFixture* f = tidepool::test::raceFixture(game);
        auto controller = makeRaceGame(game);
        QVERIFY2(f && controller, qPrintable(game));
        HandGame& g = *controller;
        const auto setup = tidepool::test::seatSetup({"human", "human", "human"}, game);
        QVERIFY(g.start(setup.get()));
        int turns = 0;
        while (!g.finished() && turns < 600) {
            tidepool::test::playOneTurn(g, *f);
            ++turns;
        }
        QVERIFY(g.finished());
        QVERIFY(!g.resultText().isEmpty());
        QVERIFY(!g.resultReason().isEmpty());
        // Every colour is revealed at the end.
        for (int i = 0; i < g.seats()->rowCount(); ++i)
            QVERIFY(!g.seats()->data(g.seats()->index(i), SeatModel::ColorRole).toString().isEmpty());
        // The record replays to the same end.
        auto replayed = makeRaceGame(game);
        QVERIFY(replayed->openRecordText(g.recordJson()));
        QVERIFY(replayed->finished());
        QCOMPARE(replayed->resultText(), g.resultText());
    }

private:
    /// One row per registered game whose controller is a HandGame.
    static void raceGames()
    {
        QTest::addColumn<QString>("game");
        int rows = 0;
        for (const AppGame* entry : appGames()) {
            std::unique_ptr<GameSession> controller(entry->makeSession(nullptr));
            if (qobject_cast<HandGame*>(controller.get())) {
                QTest::newRow(entry->name) << QString::fromLatin1(entry->name);
                ++rows;
            }
        }
        QVERIFY(rows >= 2); // Ribbit and Turtle Race Mini
    }
};

QTEST_GUILESS_MAIN(TestRaceGames)
#include "tst_racegames.moc"

// The Turtle Race Mini controller and its models: model consistency (QAbstractItemModelTester),
// learning-mode highlights equal to the engine's targets, shaking, plays with no effect, hot-seat
// privacy, the between-races summary, and a full advanced game to the final reveal.
#include "appsettings.h"
#include "mini/minigame.h"
#include "newgamesetup.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace tidepool::app;

using namespace tidepool::mini;

namespace {

// Ann holds green, Ben yellow. The row, front first: G1 | B2 K1 | R1 | Y1 P2 R2 | G2 | B1 | P1 |
// Y2 | K2. Ann's hand: G++ shake *- R-- *+. The lettuces lie at the bottom of the draw pile.
const char* kMidRace = R"({"format": "tidepool-record", "version": 1, "game": "mini", "options": {"variant": "basic"}, "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}], "seed": 7, "setup": {"colors": ["G", "Y"], "row": [["G1"], ["B2", "K1"], ["R1"], ["Y1", "P2", "R2"], ["G2"], ["B1"], ["P1"], ["Y2"], ["K2"]], "hands": [["G++", "shake", "*-", "R--", "*+"], ["B+++", "B++", "B++", "B--", "*++"]], "deck": ["R+++", "R++", "R++", "Y+++", "Y++", "Y++", "Y--", "G+++", "G++", "G--", "P+++", "P++", "P++", "P--", "*+", "*+", "*+", "*+", "*+", "*++", "*++", "*++", "*++", "*++", "*-", "*-", "*--", "*--", "*--", "*--", "*---", "*---", "shake", "shake", "shake", "shake", "shake", "lettuce", "lettuce", "lettuce"], "discard": [], "lettuce": 0, "out": [], "round": 1, "current": 0}, "actions": []})";
// The same position in the advanced game with two lettuces laid out and the third on top of the
// draw pile: Ann's play ends race 1.
const char* kRaceEnds = R"({"format": "tidepool-record", "version": 1, "game": "mini", "options": {"variant": "advanced"}, "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}], "seed": 7, "setup": {"colors": ["G", "Y"], "row": [["G1"], ["B2", "K1"], ["R1"], ["Y1", "P2", "R2"], ["G2"], ["B1"], ["P1"], ["Y2"], ["K2"]], "hands": [["G++", "shake", "*-", "R--", "*+"], ["B+++", "B++", "B++", "B--", "*++"]], "deck": ["lettuce", "R+++", "R++", "R++", "Y+++", "Y++", "Y++", "Y--", "G+++", "G++", "G--", "P+++", "P++", "P++", "P--", "*+", "*+", "*+", "*+", "*+", "*++", "*++", "*++", "*++", "*++", "*-", "*-", "*--", "*--", "*--", "*--", "*---", "*---", "shake", "shake", "shake", "shake", "shake"], "discard": [], "lettuce": 2, "out": [], "round": 1, "current": 0}, "actions": []})";

QStringList highlighted(MiniTileModel* tiles, int role = MiniTileModel::IsTargetRole)
{
    QStringList result;
    for (int i = 0; i < tiles->rowCount(); ++i)
        if (tiles->data(tiles->index(i), role).toBool())
            result << tiles->data(tiles->index(i), MiniTileModel::TileRole).toString();
    return result;
}

QStringList engineTargets(const MiniGame& game, const QString& card)
{
    const auto* state = static_cast<const MiniState*>(game.state());
    QStringList result;
    for (Tile t : targets(state->row(), *Card::parse(card.toStdString())))
        result << QString::fromStdString(t.toString());
    return result;
}

int handRow(HandModel* hand, const QString& card)
{
    for (int i = 0; i < hand->rowCount(); ++i)
        if (hand->data(hand->index(i), HandModel::CardRole).toString() == card)
            return i;
    return -1;
}

QVariant tileData(MiniGame& game, const QString& tile, int role)
{
    MiniTileModel* tiles = game.tiles();
    for (int i = 0; i < tiles->rowCount(); ++i)
        if (tiles->data(tiles->index(i), MiniTileModel::TileRole).toString() == tile)
            return tiles->data(tiles->index(i), role);
    return {};
}

} // namespace

class TestMiniGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // autosaves go to a test folder
        // Every play counts at once here, as with "Confirm each move" off; the test of Done and
        // Take back turns it on.
        AppSettings().setConfirmMoves(false);
    }

    // A misclick is forgiven (issue 17): the play that would draw the third lettuce is shown (the
    // tile moved, the card out of the hand) with no card drawn and no lettuce laid out, and Take
    // back puts it back unseen; Done plays it, and only then is the lettuce drawn and the race over.
    void aPlayWaitsForDoneAndNothingIsDrawnBefore()
    {
        AppSettings settings;
        settings.setConfirmMoves(true);
        MiniGame game;
        QVERIFY2(game.openRecordText(QString::fromUtf8(kRaceEnds)), qPrintable(game.errorText()));
        game.confirmHandover();
        const int drawPile = game.drawPileCount();
        game.selectCard(handRow(game.hand(), QStringLiteral("G++")));
        QVERIFY(game.playOn(QStringLiteral("G2")));
        QVERIFY(game.movePending());
        QCOMPARE(tileData(game, QStringLiteral("G2"), MiniTileModel::StackRole).toInt(), 2);
        QCOMPARE(highlighted(game.tiles(), MiniTileModel::MovedRole), QStringList{QStringLiteral("G2")});
        QCOMPARE(game.hand()->rowCount(), 4);
        QCOMPARE(game.drawPileCount(), drawPile);
        QCOMPARE(game.lettuce(), 2); // the third lettuce is not laid out
        QVERIFY(!game.betweenRaces());
        QCOMPARE(game.round(), 1);
        QCOMPARE(game.log()->rowCount(), 0);
        QCOMPARE(game.actionCount(), 0);
        QVERIFY(game.takeBackMove());
        QCOMPARE(tileData(game, QStringLiteral("G2"), MiniTileModel::StackRole).toInt(), 4);
        QCOMPARE(game.hand()->rowCount(), 5);
        QVERIFY(game.viewerToAct());
        // The kept move: R-- on R1, and Done: the lettuce is drawn now and the race ends.
        game.selectCard(handRow(game.hand(), QStringLiteral("R--")));
        QVERIFY(game.playOn(QStringLiteral("R1")));
        QVERIFY(game.confirmMove());
        QCOMPARE(game.actionCount(), 1);
        QVERIFY(game.recordJson().contains(QStringLiteral("\"R-- R1\"")));
        QVERIFY(!game.recordJson().contains(QStringLiteral("G++ G2")));
        QCOMPARE(game.log()->rowCount(), 1);
        QVERIFY(game.betweenRaces());
        settings.setConfirmMoves(false);
    }

    void modelsPassTheModelTester()
    {
        MiniGame game;
        QAbstractItemModelTester t1(game.tiles(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(game.hand(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(game.seats(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t4(game.log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        NewGameSetup setup;
        setup.setGame(QStringLiteral("mini"));
        setup.setOption(QStringLiteral("variant"), QStringLiteral("advanced"));
        setup.setSeatKind(0, QStringLiteral("bot:random"));
        setup.setSeatKind(1, QStringLiteral("bot:random"));
        setup.setSeatKind(2, QStringLiteral("human"));
        QVERIFY2(game.start(&setup), qPrintable(game.errorText()));
        QCOMPARE(game.tiles()->rowCount(), 12);
        QCOMPARE(game.seats()->rowCount(), 3);
        QCOMPARE(game.hand()->rowCount(), 5);
        for (int i = 0; i < 40 && !game.finished(); ++i)
            playOneTurn(game);
    }

    void choosingACardHighlightsExactlyTheEnginesTargets()
    {
        MiniGame game;
        QVERIFY2(game.openRecordText(QString::fromUtf8(kMidRace)), qPrintable(game.errorText()));
        game.confirmHandover();
        QVERIFY(highlighted(game.tiles()).isEmpty());
        for (const QString& card : {QStringLiteral("G++"), QStringLiteral("shake"), QStringLiteral("*-"),
                                   QStringLiteral("R--"), QStringLiteral("*+")}) {
            game.selectCard(handRow(game.hand(), card));
            QCOMPARE(game.selectedCard(), handRow(game.hand(), card));
            QCOMPARE(highlighted(game.tiles()), engineTargets(game, card));
        }
        game.selectCard(handRow(game.hand(), QStringLiteral("R--")));
        QCOMPARE(highlighted(game.tiles()), (QStringList{"R1", "R2"}));
        QVERIFY(game.prompt().contains(QStringLiteral("R1")));
        game.setLearningMode(false);
        QVERIFY(highlighted(game.tiles()).isEmpty());
    }

    void aShakingCardHighlightsTheBottomsOfStacks()
    {
        MiniGame game;
        QVERIFY(game.openRecordText(QString::fromUtf8(kMidRace)));
        game.confirmHandover();
        game.selectCard(handRow(game.hand(), QStringLiteral("shake")));
        QCOMPARE(game.selectedKind(), QStringLiteral("shake"));
        QVERIFY(!game.selectedHasNoTile());
        // B2 under K1, Y1 under P2 and R2: only the bottoms of stacks of two or more.
        QCOMPARE(highlighted(game.tiles()), (QStringList{"Y1", "B2"}));
        QVERIFY(game.whyNot(QStringLiteral("P2")).contains(QStringLiteral("not at the bottom")));
        QVERIFY(game.whyNot(QStringLiteral("G1")).contains(QStringLiteral("alone")));
        QVERIFY(game.playOn(QStringLiteral("Y1")));
        // P2 and R2 are laid out behind Y1, lowest first.
        QCOMPARE(tileData(game, QStringLiteral("Y1"), MiniTileModel::StackRole).toInt(), 3);
        QCOMPARE(tileData(game, QStringLiteral("P2"), MiniTileModel::StackRole).toInt(), 4);
        QCOMPARE(tileData(game, QStringLiteral("R2"), MiniTileModel::StackRole).toInt(), 5);
        QCOMPARE(tileData(game, QStringLiteral("R2"), MiniTileModel::HeightRole).toInt(), 0);
        QCOMPARE(game.rowSize(), 11);
        const QString line = game.log()->data(game.log()->index(0), LogModel::TextRole).toString();
        QVERIFY2(line.contains(QStringLiteral("P2 and R2")), qPrintable(line));
    }

    void shakingWithNoStackIsPlayedWithNoTile()
    {
        QString record = QString::fromUtf8(kMidRace);
        record.replace(QStringLiteral(R"([["G1"], ["B2", "K1"], ["R1"], ["Y1", "P2", "R2"],)"),
                       QStringLiteral(R"([["G1"], ["B2"], ["K1"], ["R1"], ["Y1"], ["P2"], ["R2"],)"));
        MiniGame game;
        QVERIFY2(game.openRecordText(record), qPrintable(game.errorText()));
        game.confirmHandover();
        const int shake = handRow(game.hand(), QStringLiteral("shake"));
        QVERIFY(game.hand()->data(game.hand()->index(shake), HandModel::PlayableRole).toBool());
        QVERIFY(!game.hand()->data(game.hand()->index(shake), HandModel::EffectiveRole).toBool());
        QVERIFY(!game.hand()->data(game.hand()->index(shake), HandModel::ReasonRole).toString().isEmpty());
        game.selectCard(shake);
        QVERIFY(game.selectedHasNoTile());
        QVERIFY(highlighted(game.tiles()).isEmpty());
        QVERIFY(game.prompt().contains(QStringLiteral("changes nothing")));
        QVERIFY(game.playWithNoTile());
        QCOMPARE(game.recordJson().contains(QStringLiteral("\"shake -\"")), true);
    }

    void aPlayThatChangesNothingIsFlaggedBeforeItIsMade()
    {
        MiniGame game;
        QVERIFY(game.openRecordText(QString::fromUtf8(kMidRace)));
        game.confirmHandover();
        game.selectCard(handRow(game.hand(), QStringLiteral("G++")));
        QCOMPARE(highlighted(game.tiles()), (QStringList{"G1", "G2"}));
        // G1 is the front stack: +2 changes nothing; G2 moves.
        QCOMPARE(highlighted(game.tiles(), MiniTileModel::NoEffectRole), (QStringList{"G1"}));
        QVERIFY(!game.playChangesRow(QStringLiteral("G1")));
        QVERIFY(game.playChangesRow(QStringLiteral("G2")));
        QVERIFY2(game.explainPlay(QStringLiteral("G1")).contains(QStringLiteral("no effect")),
                 qPrintable(game.explainPlay(QStringLiteral("G1"))));
        game.selectCard(handRow(game.hand(), QStringLiteral("*-")));
        // K2 is the back stack: -1 changes nothing there.
        QCOMPARE(highlighted(game.tiles(), MiniTileModel::NoEffectRole), (QStringList{"K2"}));
        game.selectCard(handRow(game.hand(), QStringLiteral("G++")));
        QVERIFY(game.playOn(QStringLiteral("G1")));
        QVERIFY2(game.lastMoveText().contains(QStringLiteral("no effect")), qPrintable(game.lastMoveText()));
        QCOMPARE(game.lastMovedTile(), QString());
    }

    void anIllegalPlayIsRefusedWithTheEnginesReason()
    {
        MiniGame game;
        QVERIFY(game.openRecordText(QString::fromUtf8(kMidRace)));
        game.confirmHandover();
        QSignalSpy notices(&game, &GameSession::notice);
        const QString before = game.recordJson();
        game.selectCard(handRow(game.hand(), QStringLiteral("R--")));
        QVERIFY(!game.playOn(QStringLiteral("G1")));
        QCOMPARE(notices.count(), 1);
        QVERIFY2(notices.first().first().toString().contains(QStringLiteral("red")),
                 qPrintable(notices.first().first().toString()));
        QVERIFY(!game.whyNot(QStringLiteral("G1")).isEmpty());
        QCOMPARE(game.whyNot(QStringLiteral("R1")), QString());
        QCOMPARE(game.recordJson(), before);
    }

    void aMoveCarriesItsRidersAndIsLogged()
    {
        MiniGame game;
        QVERIFY(game.openRecordText(QString::fromUtf8(kMidRace)));
        game.confirmHandover();
        QSignalSpy changes(game.tiles(), &QAbstractItemModel::dataChanged);
        game.selectCard(handRow(game.hand(), QStringLiteral("*+")));
        QVERIFY(game.playOn(QStringLiteral("P2")));
        QVERIFY(changes.count() > 0);
        // P2 carries R2 one place forward, onto R1; Y1 stays.
        QCOMPARE(tileData(game, QStringLiteral("P2"), MiniTileModel::StackRole).toInt(), 2);
        QCOMPARE(tileData(game, QStringLiteral("P2"), MiniTileModel::HeightRole).toInt(), 1);
        QCOMPARE(tileData(game, QStringLiteral("R2"), MiniTileModel::HeightRole).toInt(), 2);
        QCOMPARE(tileData(game, QStringLiteral("Y1"), MiniTileModel::StackRole).toInt(), 3);
        QCOMPARE(game.lastMovedTile(), QStringLiteral("P2"));
        const QString line = game.log()->data(game.log()->index(0), LogModel::TextRole).toString();
        QVERIFY2(line.contains(QStringLiteral("Ann")) && line.contains(QStringLiteral("onto R1")) &&
                     line.contains(QStringLiteral("carrying R2")),
                 qPrintable(line));
    }

    void handoverHidesTheHand()
    {
        MiniGame game;
        QVERIFY(game.openRecordText(QString::fromUtf8(kMidRace)));
        QVERIFY(game.handoverPending());
        QCOMPARE(game.viewer(), -1);
        QCOMPARE(game.hand()->rowCount(), 0);
        QCOMPARE(game.viewerColor(), QString());
        for (int i = 0; i < game.seats()->rowCount(); ++i)
            QCOMPARE(game.seats()->data(game.seats()->index(i), SeatModel::ColorRole).toString(), QString());
        for (int i = 0; i < game.tiles()->rowCount(); ++i)
            QCOMPARE(game.tiles()->data(game.tiles()->index(i), MiniTileModel::OwnerRole).toString(), QString());
        game.selectCard(0);
        QCOMPARE(game.selectedCard(), -1);
        game.confirmHandover();
        QCOMPARE(game.viewer(), 0);
        QVERIFY(!game.viewerColor().isEmpty());
        // Ann's own colour is only on the card she holds to peek: not on her seat chip, not as
        // "backed by" on her tiles.
        for (int i = 0; i < game.seats()->rowCount(); ++i)
            QCOMPARE(game.seats()->data(game.seats()->index(i), SeatModel::ColorRole).toString(), QString());
        for (int i = 0; i < game.tiles()->rowCount(); ++i)
            QCOMPARE(game.tiles()->data(game.tiles()->index(i), MiniTileModel::OwnerRole).toString(), QString());
        QCOMPARE(game.viewerColor(), QStringLiteral("G"));
        QCOMPARE(game.hand()->rowCount(), 5);
        QCOMPARE(tileData(game, QStringLiteral("G1"), MiniTileModel::OwnerRole).toString(), QString());
        game.selectCard(handRow(game.hand(), QStringLiteral("*+")));
        QVERIFY(game.playOn(QStringLiteral("K2")));
        // Ben's turn starts hidden: nothing of Ann's is left on screen.
        QVERIFY(game.handoverPending());
        QCOMPARE(game.hand()->rowCount(), 0);
        QCOMPARE(game.viewerColor(), QString());
        QCOMPARE(tileData(game, QStringLiteral("G1"), MiniTileModel::OwnerRole).toString(), QString());
        QCOMPARE(game.currentPlayerName(), QStringLiteral("Ben"));
    }

    void theEndOfARaceShowsTheBetweenRacesSummary()
    {
        MiniGame game;
        QVERIFY2(game.openRecordText(QString::fromUtf8(kRaceEnds)), qPrintable(game.errorText()));
        QVERIFY(game.advanced());
        QCOMPARE(game.round(), 1);
        QCOMPARE(game.lettuce(), 2);
        QVERIFY(!game.betweenRaces());
        game.confirmHandover();
        game.selectCard(handRow(game.hand(), QStringLiteral("R--")));
        QVERIFY(game.playOn(QStringLiteral("R1")));
        QVERIFY(game.betweenRaces());
        QVERIFY(!game.finished());
        QCOMPARE(game.round(), 2);
        QCOMPARE(game.lettuce(), 0);
        QCOMPARE(game.outTiles(), (QStringList{"G1", "B2"}));
        const QVariantMap race = game.lastRace();
        QCOMPARE(race.value(QStringLiteral("race")).toInt(), 1);
        QCOMPARE(race.value(QStringLiteral("playerName")).toString(), QStringLiteral("Ann"));
        QCOMPARE(race.value(QStringLiteral("finished")).toStringList(), (QStringList{"G1", "B2"}));
        // The next row: every stack split behind its bottom tile, one tile a place.
        const QVariantList next = race.value(QStringLiteral("nextRow")).toList();
        QCOMPARE(next.size(), 10);
        QCOMPARE(next.first().toStringList(), QStringList{"K1"});
        QCOMPARE(game.rowSize(), 10);
        QCOMPARE(tileData(game, QStringLiteral("G1"), MiniTileModel::StackRole).toInt(), -1);
        QCOMPARE(tileData(game, QStringLiteral("G1"), MiniTileModel::OutIndexRole).toInt(), 0);
        QCOMPARE(tileData(game, QStringLiteral("B2"), MiniTileModel::OutRaceRole).toInt(), 1);
        const QString line = game.lastMoveText();
        QVERIFY2(line.contains(QStringLiteral("race 1 is over")) && line.contains(QStringLiteral("G1 and B2")),
                 qPrintable(line));
        game.continueRace();
        QVERIFY(!game.betweenRaces());
        QCOMPARE(game.currentPlayerName(), QStringLiteral("Ben"));
        // Reopening the record shows the summary again, for whoever opens it.
        MiniGame reopened;
        QVERIFY(reopened.openRecordText(game.recordJson()));
        QVERIFY(reopened.betweenRaces());
    }

    void aFullAdvancedGameReachesTheFinalReveal()
    {
        // Three players, one a computer; seed 1 runs more than one race.
        const QString record = QStringLiteral(
            R"({"format": "tidepool-record", "version": 1, "game": "mini", "options": {"variant": "advanced"},
                "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"},
                            {"name": "Cy", "kind": "bot:random"}], "seed": %1, "actions": []})");
        for (int seed = 1; seed < 40; ++seed) {
            MiniGame game;
            QVERIFY2(game.openRecordText(record.arg(seed)), qPrintable(game.errorText()));
            int turns = 0, summaries = 0;
            while (!game.finished() && turns < 600) {
                if (game.betweenRaces()) {
                    ++summaries;
                    game.continueRace();
                }
                playOneTurn(game);
                ++turns;
            }
            QVERIFY(game.finished());
            QVERIFY(!game.betweenRaces());
            const QVariantList races = game.races();
            QVERIFY(!races.isEmpty() && races.size() <= 3);
            QVERIFY(races.last().toMap().value(QStringLiteral("gameOver")).toBool());
            QCOMPARE(summaries, races.size() - 1);
            QCOMPARE(game.outTiles().size(), 2 * races.size());
            QVERIFY(!game.resultText().isEmpty());
            QVERIFY2(game.resultReason().contains(QStringLiteral("wins")), qPrintable(game.resultReason()));
            for (int i = 0; i < game.seats()->rowCount(); ++i)
                QVERIFY(!game.seats()->data(game.seats()->index(i), SeatModel::ColorRole).toString().isEmpty());
            MiniGame replayed;
            QVERIFY(replayed.openRecordText(game.recordJson()));
            QVERIFY(replayed.finished());
            QCOMPARE(replayed.resultText(), game.resultText());
            if (races.size() >= 2)
                return; // a game of two races or more played to the final reveal
        }
        QFAIL("no seed ran more than one race");
    }

private:
    static void playOneTurn(MiniGame& game)
    {
        if (game.betweenRaces())
            game.continueRace();
        if (game.handoverPending())
            game.confirmHandover();
        if (game.botToAct()) {
            const int before = game.actionCount();
            game.playBotMove();
            QTRY_VERIFY(game.actionCount() > before || game.finished());
            return;
        }
        HandModel* hand = game.hand();
        QVERIFY(hand->rowCount() > 0);
        for (int i = 0; i < hand->rowCount(); ++i) {
            if (!hand->data(hand->index(i), HandModel::PlayableRole).toBool())
                continue;
            game.selectCard(i);
            if (game.selectedHasNoTile()) {
                QVERIFY(game.playWithNoTile());
                return;
            }
            const QStringList legal = highlighted(game.tiles());
            QVERIFY(!legal.isEmpty());
            QCOMPARE(legal, engineTargets(game, hand->data(hand->index(i), HandModel::CardRole).toString()));
            QVERIFY(game.playOn(legal.last()));
            return;
        }
        QFAIL("no playable card");
    }
};

QTEST_GUILESS_MAIN(TestMiniGame)
#include "tst_minigame.moc"

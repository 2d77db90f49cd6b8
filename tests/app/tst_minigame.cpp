// The Turtle Race Mini controller's own rules: learning-mode highlights equal to the engine's
// targets, shaking, plays with no effect, riders, the between-races summary, and a full advanced
// game to the final reveal. What every race game owes (models, hot-seat privacy, refusals, a full
// game) is checked for it by tst_racegames.cpp.
#include "appsettings.h"
#include "mini/minigame.h"
#include "racegames.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace tidepool::app;
using tidepool::test::handRow;

using namespace tidepool::mini;

namespace {

// The position of tidepool::test::miniMidRace() in the advanced game with two lettuces laid out and the third on top of the
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

QVariant tileData(MiniGame& game, const QString& tile, int role)
{
    MiniTileModel* tiles = game.tiles();
    for (int i = 0; i < tiles->rowCount(); ++i)
        if (tiles->data(tiles->index(i), MiniTileModel::TileRole).toString() == tile)
            return tiles->data(tiles->index(i), role);
    return {};
}

/// One turn through the controller, as every race game's tests play it (racegames.h).
void playOneTurn(MiniGame& game)
{
    tidepool::test::playOneTurn(game, *tidepool::test::raceFixture(QStringLiteral("mini")));
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

    void choosingACardHighlightsExactlyTheEnginesTargets()
    {
        MiniGame game;
        QVERIFY2(game.openRecordText(tidepool::test::miniMidRace()), qPrintable(game.errorText()));
        game.confirmHandover();
        QVERIFY(highlighted(game.tiles()).isEmpty());
        for (const QString& card : {QStringLiteral("G++"), QStringLiteral("shake"), QStringLiteral("*-"),
                                   QStringLiteral("R--"), QStringLiteral("*+")}) {
            game.selectCard(handRow(game.hand(), card));
            QCOMPARE(game.selectedCard(), handRow(game.hand(), card));
            QCOMPARE(highlighted(game.tiles()), tidepool::test::miniEngineTargets(game, card));
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
        QVERIFY(game.openRecordText(tidepool::test::miniMidRace()));
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
        QString record = tidepool::test::miniMidRace();
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
        QVERIFY(game.openRecordText(tidepool::test::miniMidRace()));
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

    void aMoveCarriesItsRidersAndIsLogged()
    {
        MiniGame game;
        QVERIFY(game.openRecordText(tidepool::test::miniMidRace()));
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
        const MiniRaceEnd race = game.lastRace();
        QCOMPARE(race.race, 1);
        QCOMPARE(race.playerName, QStringLiteral("Ann"));
        QCOMPARE(race.finished, (QStringList{"G1", "B2"}));
        // The next row: every stack split behind its bottom tile, one tile a place.
        const QVariantList next = race.nextRow;
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
            QVERIFY(races.last().value<MiniRaceEnd>().gameOver);
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

};

QTEST_GUILESS_MAIN(TestMiniGame)
#include "tst_minigame.moc"

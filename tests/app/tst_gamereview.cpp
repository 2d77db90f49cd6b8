// The review at the table (issue 45, app/review/gamereview.h): a finished game's record reviewed
// off the GUI thread, with its progress; its rows name the players and say the table's sentences;
// the key moment of a planted blunder is found; an unfinished game is refused (its review would
// give away the players' cards); Cancel keeps nothing.
#include "gamereview.h"
#include "ribbit/ribbitgame.h"
#include "ripple/ripplegame.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace tidepool::app;

namespace {

/// The planted blunder of tests/cli/data (three people; at move 4 Ann ends the race with Ben's
/// colour first while a quiet move was legal), less its last `dropped` actions.
QString blunder(int dropped = 0)
{
    QFile file(QStringLiteral(TIDEPOOL_SOURCE_DIR "/tests/cli/data/ribbit-blunder.tidepool.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray actions = record.value(QStringLiteral("actions")).toArray();
    for (int i = 0; i < dropped; ++i)
        actions.removeLast();
    record.insert(QStringLiteral("actions"), actions);
    return QString::fromUtf8(QJsonDocument(record).toJson());
}

} // namespace

class GameReviewTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reviewsAFinishedGameWithItsPlayersNamed()
    {
        RibbitGame game;
        QVERIFY2(game.openRecordText(blunder()), qPrintable(game.errorText()));
        QVERIFY(game.finished());
        GameReview review;
        review.setGame(&game);
        QSignalSpy progress(&review, &GameReview::decisionsDoneChanged);
        QVERIFY2(review.start(), qPrintable(review.errorText()));
        QVERIFY(review.working());
        QCOMPARE(review.decisionCount(), 4);
        QTRY_VERIFY_WITH_TIMEOUT(review.ready(), 120000);
        QVERIFY(!review.working());
        QCOMPARE(review.decisionsDone(), 4);
        QVERIFY(progress.count() >= 1);
        const auto& rows = review.decisions()->rows();
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.at(0).move, 1);
        QCOMPARE(rows.at(3).player, QStringLiteral("Ann"));
        QVERIFY2(rows.at(3).text.startsWith(QStringLiteral("Ann played Yellow +1")), qPrintable(rows.at(3).text));
        QCOMPARE(rows.at(1).player, QStringLiteral("Ben"));
        for (const ReviewRow& row : rows) {
            QVERIFY(QStringList({"forced", "good", "inaccuracy", "mistake"}).contains(row.grade));
            QVERIFY(!row.gradeText.isEmpty());
            QVERIFY(row.chance >= 0 && row.chance <= 100);
            QVERIFY(!ReviewRows::spoken(row).contains(QStringLiteral("player ")));
        }
        QCOMPARE(review.summary().size(), 3);
        QVERIFY(review.summary().at(2).startsWith(QStringLiteral("Cat: ")));
        // The blunder is the game's key moment: Ann's Yellow +1 handed Ben the race.
        QVERIFY(!review.keyMoments().isEmpty());
        QVERIFY2(review.keyMoments().first().startsWith(QStringLiteral("Move 4: Ann played Yellow +1")),
                 qPrintable(review.keyMoments().first()));
        QVERIFY(review.keyMoments().first().contains(QStringLiteral("Ben's chance")));
        // The table's row in one sentence, for a screen reader.
        const QModelIndex last = review.decisions()->index(3);
        QVERIFY(review.decisions()->data(last, ReviewRows::Spoken).toString().startsWith(QStringLiteral("Move 4, Ann: ")));
    }

    void refusesAnUnfinishedGame()
    {
        RibbitGame game;
        QVERIFY2(game.openRecordText(blunder(1)), qPrintable(game.errorText()));
        QVERIFY(!game.finished());
        GameReview review;
        review.setGame(&game);
        QVERIFY(!review.start());
        QVERIFY(!review.working());
        QVERIFY(review.errorText().contains(QStringLiteral("once it is over")));
        GameReview none;
        QVERIFY(!none.start());
        QVERIFY(!none.errorText().isEmpty());
    }

    void reviewsTheWholeRecordInTheReplayViewerWithTheGraph()
    {
        // In the replay viewer (whose own guard asked before it showed every secret), an unfinished
        // game is reviewed whole, wherever the replay stands.
        RibbitGame game;
        QVERIFY2(game.openRecordText(blunder(1)), qPrintable(game.errorText()));
        QVERIFY(game.startReplay());
        game.seekReplay(1);
        GameReview review;
        review.setGame(&game);
        QVERIFY2(review.start(), qPrintable(review.errorText()));
        QTRY_VERIFY_WITH_TIMEOUT(review.ready(), 120000);
        QCOMPARE(review.decisions()->rows().size(), 3);
        QCOMPARE(review.names(), QStringList({"Ann", "Ben", "Cat"}));
        // The graph: a point a decision; each player's chance as they saw it at their own latest
        // move, nothing before their first.
        const QVariantList chart = review.chart();
        QCOMPARE(chart.size(), 3);
        const auto& rows = review.decisions()->rows();
        for (int i = 0; i < chart.size(); ++i) {
            const QVariantMap point = chart.at(i).toMap();
            const int seat = point.value(QStringLiteral("seat")).toInt();
            QCOMPARE(point.value(QStringLiteral("grade")).toString(), rows.at(i).grade);
            const QVariantList chances = point.value(QStringLiteral("chances")).toList();
            QCOMPARE(chances.size(), 3);
            QCOMPARE(chances.at(seat).toInt(), rows.at(i).chance);
        }
        const int firstSeat = chart.at(0).toMap().value(QStringLiteral("seat")).toInt();
        for (int seat = 0; seat < 3; ++seat)
            if (seat != firstSeat)
                QVERIFY(chart.at(0).toMap().value(QStringLiteral("chances")).toList().at(seat).isNull());
        // A better move named carries its notation, for the board's preview.
        for (const ReviewRow& row : rows)
            QCOMPARE(row.better.isEmpty(), row.betterAction.isEmpty());
    }

    void aRippleGraphHasEachPlayersExpectedPointsAndARaceNone()
    {
        // Ripple's search counts points: the graph carries each player's expected total as they saw
        // it at their own latest move (null before their first), the row's number; a race has none.
        QFile file(QStringLiteral(TIDEPOOL_SOURCE_DIR "/tests/cli/data/ripple-midgame.tidepool.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        RippleGame game;
        QVERIFY2(game.openRecordText(QString::fromUtf8(file.readAll())), qPrintable(game.errorText()));
        QVERIFY(game.startReplay());
        GameReview review;
        review.setGame(&game);
        QVERIFY2(review.start(), qPrintable(review.errorText()));
        QTRY_VERIFY_WITH_TIMEOUT(review.ready(), 240000);
        const QVariantList chart = review.chart();
        const auto& rows = review.decisions()->rows();
        QCOMPARE(chart.size(), rows.size());
        const int firstSeat = chart.at(0).toMap().value(QStringLiteral("seat")).toInt();
        QVERIFY(chart.at(0).toMap().value(QStringLiteral("points")).toList().at(1 - firstSeat).isNull());
        for (int i = 0; i < chart.size(); ++i) {
            const QVariantMap point = chart.at(i).toMap();
            const int seat = point.value(QStringLiteral("seat")).toInt();
            const QVariantList points = point.value(QStringLiteral("points")).toList();
            QCOMPARE(points.size(), 2);
            const int total = points.at(seat).toInt();
            QVERIFY(total >= 0);
            QVERIFY2(rows.at(i).expected.contains(QStringLiteral(": %1 point").arg(total)), qPrintable(rows.at(i).expected));
        }

        RibbitGame race;
        QVERIFY2(race.openRecordText(blunder()), qPrintable(race.errorText()));
        GameReview raceReview;
        raceReview.setGame(&race);
        QVERIFY(raceReview.start());
        QTRY_VERIFY_WITH_TIMEOUT(raceReview.ready(), 120000);
        QVERIFY(!raceReview.chart().at(0).toMap().contains(QStringLiteral("points")));
    }

    void namesThePlayersAsTheTableDoes()
    {
        // A blank name is the table's "Player N", an over-long one is cut as the seats show it:
        // the legend, the rows and the key moments say what the table says.
        QJsonObject record = QJsonDocument::fromJson(blunder().toUtf8()).object();
        QJsonArray players = record.value(QStringLiteral("players")).toArray();
        QJsonObject ben = players.at(1).toObject();
        ben.insert(QStringLiteral("name"), QStringLiteral("   "));
        players.replace(1, ben);
        QJsonObject cat = players.at(2).toObject();
        cat.insert(QStringLiteral("name"), QString(60, QLatin1Char('c')));
        players.replace(2, cat);
        record.insert(QStringLiteral("players"), players);
        RibbitGame game;
        QVERIFY2(game.openRecordText(QString::fromUtf8(QJsonDocument(record).toJson())), qPrintable(game.errorText()));
        GameReview review;
        review.setGame(&game);
        QVERIFY2(review.start(), qPrintable(review.errorText()));
        QTRY_VERIFY_WITH_TIMEOUT(review.ready(), 120000);
        const QString cut = QString(40, QLatin1Char('c')) + QChar(0x2026);
        QCOMPARE(review.names(), QStringList({QStringLiteral("Ann"), QStringLiteral("Player 2"), cut}));
        QCOMPARE(review.decisions()->rows().at(1).player, QStringLiteral("Player 2"));
        QVERIFY(review.summary().at(2).startsWith(cut + QStringLiteral(": ")));
        QVERIFY2(review.keyMoments().first().contains(QStringLiteral("Player 2's chance")), qPrintable(review.keyMoments().first()));
    }

    void cancelKeepsNothing()
    {
        RibbitGame game;
        QVERIFY2(game.openRecordText(blunder()), qPrintable(game.errorText()));
        GameReview review;
        review.setGame(&game);
        QVERIFY(review.start());
        review.cancel();
        QVERIFY(!review.working());
        QTest::qWait(1500); // the run stops within one decision; what it brings is dropped
        QVERIFY(!review.ready());
        QCOMPARE(review.decisions()->rowCount(), 0);
        // And it can start again.
        QVERIFY(review.start());
        QTRY_VERIFY_WITH_TIMEOUT(review.ready(), 120000);
        QCOMPARE(review.decisions()->rowCount(), 4);
    }
};

QTEST_MAIN(GameReviewTest)
#include "tst_gamereview.moc"

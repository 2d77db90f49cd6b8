// The typed properties the table pages bind to instead of copying models into JavaScript
// (docs/architecture.md, "The views"): the seats' names, Ribbit's ranking, Mini's backers.
#include "mini/minigame.h"
#include "ribbit/ribbitgame.h"
#include "ripple/ripplegame.h"

#include "samples.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace tidepool::app;

namespace {

/// The game's first finished sample record (tests/samples.h): five easy computers.
QString finishedSample(const char* game)
{
    const QStringList paths = tidepool::test::samplePaths(QLatin1String(game), QStringLiteral("finished"));
    return paths.isEmpty() ? QString() : tidepool::test::sampleText(paths.first());
}

QStringList seatNames(SeatModel* seats)
{
    QStringList names;
    for (int i = 0; i < seats->rowCount(); ++i)
        names << seats->data(seats->index(i), SeatModel::NameRole).toString();
    return names;
}

} // namespace

class TestTableModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void seatNamesAreTheSeatsNamesInSeatOrder()
    {
        RibbitGame game;
        QSignalSpy changed(game.seats(), &SeatModel::namesChanged);
        QVERIFY2(game.openRecordText(finishedSample("ribbit")), qPrintable(game.errorText()));
        QCOMPARE(game.seats()->names(), seatNames(game.seats()));
        QCOMPARE(game.seats()->names().size(), 5);
        QCOMPARE(game.seats()->names().first(), QStringLiteral("Bot 1"));
        QVERIFY(changed.count() >= 1);

        // Another table with other names and fewer seats: the list follows, in seat order.
        MiniGame mini;
        QVERIFY2(mini.openRecordText(finishedSample("mini")), qPrintable(mini.errorText()));
        QCOMPARE(mini.seats()->names(), seatNames(mini.seats()));
        const int before = changed.count();
        QVERIFY(game.openRecordText(QStringLiteral(R"({"format": "tidepool-record", "version": 1,
            "game": "ribbit", "seed": 7, "options": {}, "setup": null,
            "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}],
            "actions": []})")));
        QCOMPARE(game.seats()->names(), (QStringList{QStringLiteral("Ann"), QStringLiteral("Ben")}));
        QVERIFY(changed.count() > before);
    }

    void ribbitRankingIsTheTurtlesInTheEnginesRankOrder()
    {
        RibbitGame game;
        QAbstractItemModelTester tester(game.ranking(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY2(game.openRecordText(finishedSample("ribbit")), qPrintable(game.errorText()));
        QVERIFY(game.finished());
        QAbstractItemModel* ranking = game.ranking();
        TurtleModel* turtles = game.turtles();
        QCOMPARE(ranking->rowCount(), turtles->rowCount());
        QCOMPARE(ranking->rowCount(), 5);
        const QHash<int, QByteArray> roles = ranking->roleNames();
        const int rankRole = roles.key("rank");
        const int colorRole = roles.key("color");
        const int ownerRole = roles.key("owner");
        QStringList seen;
        int lastRank = 0;
        for (int row = 0; row < ranking->rowCount(); ++row) {
            const QModelIndex index = ranking->index(row, 0);
            const int rank = ranking->data(index, rankRole).toInt();
            const QString color = ranking->data(index, colorRole).toString();
            QVERIFY2(rank >= lastRank, qPrintable(QStringLiteral("row %1: rank %2 after %3").arg(row).arg(rank).arg(lastRank)));
            lastRank = rank;
            // The same turtle as the colour-ordered model, with its rank and backer.
            int source = -1;
            for (int i = 0; i < turtles->rowCount(); ++i)
                if (turtles->data(turtles->index(i), TurtleModel::ColorRole).toString() == color)
                    source = i;
            QVERIFY(source >= 0);
            QCOMPARE(rank, turtles->data(turtles->index(source), TurtleModel::RankRole).toInt());
            QCOMPARE(ranking->data(index, ownerRole), turtles->data(turtles->index(source), TurtleModel::OwnerRole));
            seen << color;
        }
        QCOMPARE(ranking->data(ranking->index(0, 0), rankRole).toInt(), 1);
        seen.sort();
        QCOMPARE(seen, (QStringList{"B", "G", "P", "R", "Y"}));
        // This record's end (app/mini/samples/finished.tidepool.json): red first, then blue, green, purple, yellow.
        QCOMPARE(ranking->data(ranking->index(0, 0), colorRole).toString(), QStringLiteral("R"));
        QCOMPARE(ranking->data(ranking->index(1, 0), colorRole).toString(), QStringLiteral("B"));
    }

    void miniBackerOfNamesTheSeatOfATilesColour()
    {
        MiniGame game;
        QVERIFY2(game.openRecordText(finishedSample("mini")), qPrintable(game.errorText()));
        QVERIFY(game.finished());
        SeatModel* seats = game.seats();
        int backed = 0;
        for (int i = 0; i < seats->rowCount(); ++i) {
            const QString color = seats->data(seats->index(i), SeatModel::ColorRole).toString();
            const QString name = seats->data(seats->index(i), SeatModel::NameRole).toString();
            QVERIFY2(!color.isEmpty(), "every colour is revealed at the end");
            QCOMPARE(game.backerOf(color + QStringLiteral("1")), name);
            QCOMPARE(game.backerOf(color + QStringLiteral("2")), name);
            ++backed;
        }
        QCOMPARE(backed, 5);
        QCOMPARE(game.backerOf(QStringLiteral("K1")), QString()); // black: nobody's
        QCOMPARE(game.backerOf(QStringLiteral("not a tile")), QString());
    }

    // Issue 20: every seat keeps its place along the top of the Ripple table all game (seat order,
    // never rotated from the acting player); the seat drawn large below is a placeholder there.
    void rippleSeatsStayInSeatOrderWithThePlayerBelowAsPlaceholder()
    {
        RippleGame game;
        RippleSeatBeachModel* seats = game.otherBeaches();
        QAbstractItemModelTester tester(seats, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY2(game.openRecordText(QStringLiteral(R"({"format": "tidepool-record", "version": 1,
            "game": "ripple", "seed": 11, "options": {}, "setup": null,
            "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"},
                        {"name": "Cy", "kind": "human"}, {"name": "Dee", "kind": "human"}],
            "actions": []})")), qPrintable(game.errorText()));
        QCOMPARE(seats->rowCount(), 4);
        const QHash<int, QByteArray> roles = seats->roleNames();
        for (const char* role : {"player", "name", "isHuman", "isCurrent", "playingBelow", "faceDown", "total",
                                 "endedRound", "beach"})
            QVERIFY2(roles.key(role, -1) >= 0, role);
        const QStringList names{"Ann", "Ben", "Cy", "Dee"};
        QSet<int> bigSeen;
        for (int turn = 0; turn < 40 && !game.finished(); ++turn) {
            QCOMPARE(game.bigSeat(), game.currentPlayer());
            bigSeen.insert(game.bigSeat());
            int placeholders = 0;
            for (int row = 0; row < seats->rowCount(); ++row) {
                const QModelIndex index = seats->index(row);
                // Seat order, whoever acts.
                QCOMPARE(seats->data(index, RippleSeatBeachModel::PlayerRole).toInt(), row);
                QCOMPARE(seats->data(index, RippleSeatBeachModel::NameRole).toString(), names[row]);
                const bool below = seats->data(index, RippleSeatBeachModel::PlayingBelowRole).toBool();
                QCOMPARE(below, row == game.bigSeat());
                placeholders += below ? 1 : 0;
                QCOMPARE(seats->data(index, RippleSeatBeachModel::BeachRole).value<QObject*>(),
                         static_cast<QObject*>(game.beach(row)));
                QCOMPARE(seats->data(index, RippleSeatBeachModel::TotalRole),
                         game.players()->data(game.players()->index(row), RipplePlayerModel::TotalRole));
            }
            QCOMPARE(placeholders, 1);
            // The big beach's facts are the acting seat's.
            QCOMPARE(game.bigSeatName(), names[game.bigSeat()]);
            QCOMPARE(game.bigSeatFaceDown(),
                     game.players()->data(game.players()->index(game.bigSeat()), RipplePlayerModel::FaceDownRole).toInt());
            // The first legal action other than a take, through the page's commands.
            QString action;
            for (const QString& a : game.legalActionTexts())
                if (!a.startsWith(QStringLiteral("take"))) {
                    action = a;
                    break;
                }
            const QStringList parts = action.split(QLatin1Char(' '));
            const int slot = parts.value(1).toInt();
            bool done = false;
            if (parts[0] == QStringLiteral("reveal"))
                done = game.clickSlot(slot) && game.clickSlot(parts.value(2).toInt());
            else if (parts[0] == QStringLiteral("draw"))
                done = game.draw();
            else if (parts[0] == QStringLiteral("place"))
                done = game.placeAt(slot);
            else if (parts[0] == QStringLiteral("stack"))
                done = game.stackAt(slot);
            else if (parts[0] == QStringLiteral("discard"))
                done = game.discardHeld();
            else if (parts[0] == QStringLiteral("flip"))
                done = game.flipAt(slot);
            QVERIFY2(done, qPrintable(action));
        }
        QCOMPARE(bigSeen.size(), 4); // the placeholder went round every seat; no row ever moved
    }

    // Issue 19: a slot says whose beach it is on, counted from 1.
    void rippleSlotsAreNamedWithTheirOwner()
    {
        RippleGame game;
        QVERIFY(game.openRecordText(QStringLiteral(R"({"format": "tidepool-record", "version": 1,
            "game": "ripple", "seed": 11, "options": {}, "setup": null,
            "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}], "actions": []})")));
        RippleBeachModel* bens = game.beach(1);
        QCOMPARE(bens->data(bens->index(0), RippleBeachModel::DescriptionRole).toString(),
                 QStringLiteral("Ben's slot 0: face down"));
        QCOMPARE(bens->data(bens->index(9), RippleBeachModel::DescriptionRole).toString(),
                 QStringLiteral("Ben's slot 9: face down"));
        RippleBeachModel* anns = game.beach(0);
        QVERIFY2(anns->data(anns->index(0), RippleBeachModel::DescriptionRole).toString()
                     .startsWith(QStringLiteral("Ann's slot 0: face down")),
                 qPrintable(anns->data(anns->index(0), RippleBeachModel::DescriptionRole).toString()));
        QCOMPARE(game.held().icon, QString()); // no card in play yet: an empty card, not a map
    }
};

QTEST_MAIN(TestTableModels)
#include "tst_tablemodels.moc"

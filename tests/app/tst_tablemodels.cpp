// The typed properties the table pages bind to instead of copying models into JavaScript
// (docs/architecture.md, "The views"): the seats' names, Ribbit's ranking, Mini's backers.
#include "mini/minigame.h"
#include "ribbit/ribbitgame.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace tidepool::app;

namespace {

QString dataFile(const char* name)
{
    QFile file(QStringLiteral(TIDEPOOL_TEST_DATA "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
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
        QVERIFY2(game.openRecordText(dataFile("ribbit-finished.tidepool.json")), qPrintable(game.errorText()));
        QCOMPARE(game.seats()->names(), seatNames(game.seats()));
        QCOMPARE(game.seats()->names().size(), 5);
        QCOMPARE(game.seats()->names().first(), QStringLiteral("Bot 1"));
        QVERIFY(changed.count() >= 1);

        // Another table with other names and fewer seats: the list follows, in seat order.
        MiniGame mini;
        QVERIFY2(mini.openRecordText(dataFile("mini-finished.tidepool.json")), qPrintable(mini.errorText()));
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
        QVERIFY2(game.openRecordText(dataFile("ribbit-finished.tidepool.json")), qPrintable(game.errorText()));
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
        // This record's end (tests/qml/data): red first, then blue, green, purple, yellow.
        QCOMPARE(ranking->data(ranking->index(0, 0), colorRole).toString(), QStringLiteral("R"));
        QCOMPARE(ranking->data(ranking->index(1, 0), colorRole).toString(), QStringLiteral("B"));
    }

    void miniBackerOfNamesTheSeatOfATilesColour()
    {
        MiniGame game;
        QVERIFY2(game.openRecordText(dataFile("mini-finished.tidepool.json")), qPrintable(game.errorText()));
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
};

QTEST_MAIN(TestTableModels)
#include "tst_tablemodels.moc"

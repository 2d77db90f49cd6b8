// Per-player statistics (issue 20, "People remembered"): each person's games and wins of each game,
// kept in the settings, counted once when a game ends at this screen (people only, not computers),
// optional, read defensively, and said in words.
#include "appsettings.h"
#include "playerstatistics.h"
#include "ribbit/ribbitgame.h"
#include "ribbitrecords.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace tidepool::app;

class TestPlayerStatistics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(AppSettings::installTranslator(QStringLiteral("en"))); // the plural forms, as the app at start
    }
    void init()
    {
        PlayerStatistics::instance()->setKeep(true);
        PlayerStatistics::instance()->clear();
    }

    void eachPersonsGamesAndWinsAreCountedPerGame()
    {
        PlayerStatistics* stats = PlayerStatistics::instance();
        QSignalSpy changed(stats, &PlayerStatistics::peopleChanged);
        stats->recordGame(QStringLiteral("ribbit"), {QStringLiteral("Ann"), QStringLiteral("Ben")}, {QStringLiteral("Ben")});
        stats->recordGame(QStringLiteral("ripple"), {QStringLiteral("Ann")}, {QStringLiteral("Ann")});
        stats->recordGame(QStringLiteral("ribbit"), {QStringLiteral(" Ann ")}, {QStringLiteral("Ann")});
        QCOMPARE(changed.count(), 3);
        QCOMPARE(stats->tally(QStringLiteral("Ann"), QStringLiteral("ribbit")), (GameTally{2, 1}));
        QCOMPARE(stats->tally(QStringLiteral("Ann"), QStringLiteral("ripple")), (GameTally{1, 1}));
        QCOMPARE(stats->tally(QStringLiteral("Ben"), QStringLiteral("ribbit")), (GameTally{1, 1}));
        QCOMPARE(stats->tally(QStringLiteral("Ben"), QStringLiteral("ripple")), (GameTally{0, 0}));
        // In words, the most recently finished first, the games in the engine's order.
        const QVariantList people = stats->people();
        QCOMPARE(people.size(), 2);
        QCOMPARE(people[0].toMap().value("name").toString(), QStringLiteral("Ann"));
        QCOMPARE(people[0].toMap().value("summary").toString(), QStringLiteral("Ribbit: 2 games, 1 win · Ripple: 1 game, 1 win"));
        QCOMPARE(people[1].toMap().value("summary").toString(), QStringLiteral("Ribbit: 1 game, 1 win"));
        stats->recordGame(QStringLiteral("ribbit"), {QStringLiteral("Cleo")}, {});
        QCOMPARE(stats->people()[0].toMap().value("summary").toString(), QStringLiteral("Ribbit: 1 game, no wins"));
        // Cleared: nothing left, and so in the settings.
        stats->clear();
        QVERIFY(stats->people().isEmpty());
        QVERIFY(!QSettings().contains(QStringLiteral("statistics/players")));
    }

    void turnedOffNothingIsCountedAndNothingForgotten()
    {
        PlayerStatistics* stats = PlayerStatistics::instance();
        stats->recordGame(QStringLiteral("mini"), {QStringLiteral("Ann")}, {});
        QSignalSpy keep(stats, &PlayerStatistics::keepChanged);
        stats->setKeep(false);
        QCOMPARE(keep.count(), 1);
        QVERIFY(!QSettings().value(QStringLiteral("statistics/keep")).toBool());
        stats->recordGame(QStringLiteral("mini"), {QStringLiteral("Ann")}, {QStringLiteral("Ann")});
        QCOMPARE(stats->tally(QStringLiteral("Ann"), QStringLiteral("mini")), (GameTally{1, 0}));
        stats->setKeep(true);
        stats->recordGame(QStringLiteral("mini"), {QStringLiteral("Ann")}, {QStringLiteral("Ann")});
        QCOMPARE(stats->tally(QStringLiteral("Ann"), QStringLiteral("mini")), (GameTally{2, 1}));
    }

    // A hand-edited or damaged store never stops the app: what makes sense is kept, the rest dropped.
    void aDamagedStoreIsReadAsFarAsItMakesSense()
    {
        PlayerStatistics* stats = PlayerStatistics::instance();
        QSettings().setValue(QStringLiteral("statistics/players"), QStringLiteral("not json {"));
        QVERIFY(stats->people().isEmpty());
        QSettings().setValue(QStringLiteral("statistics/players"), QStringLiteral(
            R"([{"name": "Ann", "games": {"ribbit": [3, 1], "mini": [1, 5], "ripple": "x"}},)"
            R"( {"name": "", "games": {"ribbit": [1, 0]}}, {"games": {"ribbit": [1, 0]}}, 7,)"
            R"( {"name": "Ben", "games": {"ribbit": [-1, 0]}}])"));
        const QVariantList people = stats->people();
        QCOMPARE(people.size(), 1);
        QCOMPARE(people[0].toMap().value("summary").toString(), QStringLiteral("Ribbit: 3 games, 1 win"));
        QCOMPARE(stats->tally(QStringLiteral("Ann"), QStringLiteral("mini")), (GameTally{0, 0}));
        stats->recordGame(QStringLiteral("ribbit"), {QStringLiteral("Ann")}, {});
        QCOMPARE(stats->tally(QStringLiteral("Ann"), QStringLiteral("ribbit")), (GameTally{4, 1}));
        // At most kMaxPeople names are kept: the ones whose last game is the oldest go.
        for (int i = 0; i < PlayerStatistics::kMaxPeople + 5; ++i)
            stats->recordGame(QStringLiteral("ribbit"), {QStringLiteral("P%1").arg(i)}, {});
        QCOMPARE(stats->people().size(), PlayerStatistics::kMaxPeople);
        QCOMPARE(stats->tally(QStringLiteral("Ann"), QStringLiteral("ribbit")), (GameTally{0, 0}));
    }

    // The game that ends at this screen counts once for each person at it, never for a computer.
    void aGameThatEndsHereCountsForThePeopleAtIt_data()
    {
        QTest::addColumn<QString>("benKind");
        QTest::addColumn<int>("benGames");
        QTest::newRow("two people") << QStringLiteral("human") << 1;
        QTest::newRow("against a computer") << QStringLiteral("bot:easy") << 0;
    }
    void aGameThatEndsHereCountsForThePeopleAtIt()
    {
        QFETCH(QString, benKind);
        QFETCH(int, benGames);
        AppSettings settings;
        settings.setConfirmMoves(false);
        RibbitGame game;
        QVERIFY2(game.openRecordText(tidepool::test::ribbitFinishRecord(benKind)), qPrintable(game.errorText()));
        QVERIFY(!game.finished());
        QCOMPARE(PlayerStatistics::instance()->people().size(), 0);
        if (game.handoverPending())
            game.confirmHandover();
        QSignalSpy notices(&game, &GameSession::notice);
        for (int row = 0; row < game.hand()->rowCount(); ++row)
            if (game.hand()->data(game.hand()->index(row), HandModel::CardRole).toString() == QLatin1String("G++"))
                game.selectCard(row);
        QVERIFY2(game.playOn(QStringLiteral("G")), notices.isEmpty() ? "" : qPrintable(notices.last().first().toString()));
        QVERIFY(game.finished());
        PlayerStatistics* stats = PlayerStatistics::instance();
        QCOMPARE(stats->tally(QStringLiteral("Ann"), QStringLiteral("ribbit")), (GameTally{1, 0}));
        QCOMPARE(stats->tally(QStringLiteral("Ben"), QStringLiteral("ribbit")), (GameTally{benGames, benGames}));
        // Opening the finished game again counts nothing more.
        QVERIFY(game.openRecordText(game.recordJson()));
        QCOMPARE(stats->tally(QStringLiteral("Ann"), QStringLiteral("ribbit")), (GameTally{1, 0}));
        settings.setConfirmMoves(true);
    }
};

QTEST_MAIN(TestPlayerStatistics)
#include "tst_playerstatistics.moc"

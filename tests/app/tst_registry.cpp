// The app's game registry (app/gameregistry.h): every game the engine knows has one entry, made by
// the game's own folder, whose files exist and whose controller plays that game; the home screen's
// list is the engine's games with the engine's titles and seat ranges.
#include "core/game.h"
#include "gameregistry.h"
#include "gamesession.h"
#include "gamesmodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace tidepool::app;

using tidepool::app::AppGame;

class RegistryTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyEngineGameHasOneEntryInTheEnginesOrder()
    {
        const std::vector<const AppGame*> entries = tidepool::app::appGames();
        QCOMPARE(entries.size(), tidepool::games().size());
        for (std::size_t i = 0; i < entries.size(); ++i)
            QCOMPARE(QString::fromLatin1(entries[i]->name), QString::fromStdString(tidepool::games()[i].name));
        QVERIFY(!tidepool::app::findAppGame(QStringLiteral("chess")));
    }

    void eachEntrysFilesExistAndItsControllerPlaysItsGame()
    {
        GameRegistry registry;
        for (const AppGame* entry : tidepool::app::appGames()) {
            const QString name = QString::fromLatin1(entry->name);
            for (const char* which : {"page", "rules", "cardScene"}) {
                const QString url = registry.fileUrl(name, QString::fromLatin1(which));
                QVERIFY2(url.startsWith(QLatin1String("qrc:/")), qPrintable(name + QLatin1Char(' ') + QLatin1String(which)));
                QVERIFY2(QFile::exists(url.mid(3)), qPrintable(url));
            }
            QVERIFY2(QFile::exists(QString::fromLatin1(entry->tutorial)), entry->tutorial);
            QVERIFY2(QFile::exists(QStringLiteral(":/art/") + QLatin1String(entry->icon) + QStringLiteral(".svg")), entry->icon);
            QVERIFY(entry->iconAspect > 0);
            QVERIFY(!entry->tagline.translated().isEmpty());
            QVERIFY(!entry->learningOn.translated().isEmpty());
            QVERIFY(!entry->startLabel.translated().isEmpty());

            std::unique_ptr<GameSession> session(entry->makeSession(nullptr));
            QVERIFY(session);
            QCOMPARE(session->gameName(), name);
            // The registry keeps one controller per game for ordinary play.
            GameSession* shared = registry.session(name);
            QVERIFY(shared);
            QCOMPARE(shared->gameName(), name);
            QCOMPARE(registry.session(name), shared);
            QCOMPARE(shared->parent(), &registry);

            const QVariantMap map = registry.byName().value(name).toMap();
            QCOMPARE(map.value(QStringLiteral("name")).toString(), name);
            QCOMPARE(map.value(QStringLiteral("startLabel")).toString(), entry->startLabel.translated());
        }
        QVERIFY(!registry.session(QStringLiteral("chess")));
        QCOMPARE(registry.fileUrl(QStringLiteral("chess"), QStringLiteral("page")), QString());
        QCOMPARE(registry.firstGame(), QString::fromStdString(tidepool::games().front().name));
        QCOMPARE(registry.games().size(), qsizetype(tidepool::games().size()));
    }

    void theHomeListIsTheEnginesGames()
    {
        GamesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), int(tidepool::games().size()));
        for (int row = 0; row < model.rowCount(); ++row) {
            const tidepool::GameInfo& info = tidepool::games()[std::size_t(row)];
            const QModelIndex index = model.index(row);
            QCOMPARE(index.data(GamesModel::NameRole).toString(), QString::fromStdString(info.name));
            QCOMPARE(index.data(GamesModel::TitleRole).toString(), QString::fromStdString(info.title));
            QCOMPARE(index.data(GamesModel::MinPlayersRole).toInt(), info.minPlayers);
            QCOMPARE(index.data(GamesModel::MaxPlayersRole).toInt(), info.maxPlayers);
            QCOMPARE(index.data(GamesModel::AvailableRole).toBool(), true);
            QCOMPARE(index.data(GamesModel::TaglineRole).toString(),
                     tidepool::app::findAppGame(QString::fromStdString(info.name))->tagline.translated());
        }
    }

    void joinedListsReadAsSentences()
    {
        QCOMPARE(tidepool::app::joinedList({}, QStringLiteral(" or ")), QString());
        QCOMPARE(tidepool::app::joinedList({QStringLiteral("a")}, QStringLiteral(" or ")), QStringLiteral("a"));
        QCOMPARE(tidepool::app::joinedList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}, QStringLiteral(" or ")),
                 QStringLiteral("a, b or c"));
    }
};

QTEST_MAIN(RegistryTest)
#include "tst_registry.moc"

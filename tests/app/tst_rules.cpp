// The rules reference's models and example records: the options of the rule set in use (engine's
// OptionInfo plus the game's record), Ripple's catalogue from the engine, every example record
// opening read-only in its game's controller, and the end-of-game sentence naming the ruling.
#include "mini/minigame.h"
#include "newgamesetup.h"
#include "seatsetup.h"
#include "ribbit/ribbitgame.h"
#include "ripple/ripplecatalogue.h"
#include "ripple/ripplegame.h"
#include "rulesmodels.h"

#include "core/game.h"
#include "ripple/catalogue.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace tidepool::app;

namespace {

QVariant role(const QAbstractItemModel& model, int row, int role) { return model.data(model.index(row, 0), role); }

int rowOf(const RuleOptionsModel& model, const QString& key)
{
    for (int i = 0; i < model.rowCount(); ++i)
        if (role(model, i, RuleOptionsModel::KeyRole).toString() == key)
            return i;
    return -1;
}

} // namespace

class RulesTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { tidepool::test::forgetRememberedSeats(); } // each NewGameSetup starts from the default table
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void optionsShowTheEnginesLinesAndDefaultsWithoutAGame()
    {
        RuleOptionsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setGame(QStringLiteral("ribbit"));
        QCOMPARE(model.rowCount(), int(tidepool::findGame("ribbit")->options.size()));
        QVERIFY(!model.inUse());
        const int deck = rowOf(model, QStringLiteral("deck"));
        QVERIFY(deck >= 0);
        QCOMPARE(role(model, deck, RuleOptionsModel::ValueRole).toString(), QStringLiteral("classic"));
        QVERIFY(role(model, deck, RuleOptionsModel::IsDefaultRole).toBool());
        QVERIFY(role(model, deck, RuleOptionsModel::ValueHelpRole).toString().contains(QStringLiteral("published game")));
        const QStringList choices = role(model, deck, RuleOptionsModel::ChoicesRole).toStringList();
        QCOMPARE(choices.size(), 2);
        QVERIFY(choices[1].startsWith(QStringLiteral("Ribbit text: "))); // the value as people read it
        const int stacked = rowOf(model, QStringLiteral("startStacked"));
        QCOMPARE(role(model, stacked, RuleOptionsModel::ValueTextRole).toString(), QStringLiteral("Off"));
        QVERIFY(role(model, stacked, RuleOptionsModel::ChoicesRole).toStringList()[1].startsWith(QStringLiteral("On: ")));
        const int track = rowOf(model, QStringLiteral("trackLength"));
        QVERIFY(role(model, track, RuleOptionsModel::IsNumberRole).toBool());
        QCOMPARE(role(model, track, RuleOptionsModel::MaximumRole).toInt(), 20);
        model.setGame(QStringLiteral("nonsense"));
        QCOMPARE(model.rowCount(), 0);
    }

    void optionsFollowTheGameInPlay()
    {
        NewGameSetup setup;
        setup.setGame(QStringLiteral("mini"));
        setup.setOption(QStringLiteral("variant"), QStringLiteral("advanced"));
        MiniGame game;
        RuleOptionsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGame(QStringLiteral("mini"));
        model.setSession(&game);
        QVERIFY(!model.inUse()); // nothing loaded yet
        QVERIFY(game.start(&setup));
        QVERIFY(model.inUse()); // follows the session's stateChanged
        const int variant = rowOf(model, QStringLiteral("variant"));
        QCOMPARE(role(model, variant, RuleOptionsModel::ValueRole).toString(), QStringLiteral("advanced"));
        QVERIFY(!role(model, variant, RuleOptionsModel::IsDefaultRole).toBool());
        // Another game's rules show that game's defaults, not the session's.
        model.setGame(QStringLiteral("ribbit"));
        QVERIFY(!model.inUse());
        QFile::remove(game.autosavePath());
    }

    void catalogueIsTheEnginesCatalogue()
    {
        using namespace tidepool::ripple;
        RippleCatalogueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.errorText(), QString());
        const Catalogue& catalogue = **Catalogue::embedded();
        QCOMPARE(model.rowCount(), int(catalogue.cardTypes().size()));
        QCOMPARE(model.deckSize(), kDeckSize);
        QCOMPARE(model.comboCount(), int(catalogue.combos().size()));
        int combos = 0;
        for (int i = 0; i < model.rowCount(); ++i) {
            const auto card = Card::parse(role(model, i, RippleCatalogueModel::CardRole).toString().toStdString());
            QVERIFY(card);
            QCOMPARE(role(model, i, RippleCatalogueModel::CountRole).toInt(), catalogue.copies(*card));
            QCOMPARE(role(model, i, RippleCatalogueModel::ValueRole).toInt(), catalogue.value(*card));
            QCOMPARE(role(model, i, RippleCatalogueModel::ComboRole).toBool(), card->combo);
            if (card->combo) {
                ++combos;
                QCOMPARE(role(model, i, RippleCatalogueModel::BonusRole).toInt(), *catalogue.bonus(*card));
                QCOMPARE(role(model, i, RippleCatalogueModel::Need1Role).toString(),
                         QString::fromStdString(toString(card->needs[0])));
            }
        }
        QCOMPARE(combos, 30);
    }

    void everyExampleRecordOpensReadOnly_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = QDir(QStringLiteral(":/rules")).entryList({QStringLiteral("*.tidepool.json")});
        QVERIFY(files.size() >= 7);
        for (const QString& file : files)
            QTest::newRow(qPrintable(file)) << QStringLiteral(":/rules/") + file;
    }
    void everyExampleRecordOpensReadOnly()
    {
        QFETCH(QString, path);
        RibbitGame ribbit;
        MiniGame mini;
        RippleGame ripple;
        GameSession* game = path.contains(QStringLiteral("ribbit-")) ? static_cast<GameSession*>(&ribbit)
                          : path.contains(QStringLiteral("mini-"))   ? static_cast<GameSession*>(&mini)
                                                                     : static_cast<GameSession*>(&ripple);
        // As the rules page opens them (ExampleFrame.qml): an example has no player's secrets.
        QVERIFY2(game->openReplay(path, true), qPrintable(game->errorText()));
        QVERIFY(game->replaying());
        QCOMPARE(game->autosavePath(), QString()); // opening an example saves nothing
        QCOMPARE(game->replayPosition(), 0);
        game->seekReplay(game->replayLength());
        QCOMPARE(game->replayPosition(), game->replayLength());
        QVERIFY(!game->viewerToAct()); // read-only
    }

    void theEndSentenceNamesTheBackerAndTheRuling()
    {
        RibbitGame game;
        QVERIFY(game.openRecord(QStringLiteral(":/rules/ribbit-finish.tidepool.json")));
        QVERIFY(game.finished());
        QCOMPARE(game.resultText(), QStringLiteral("Ben wins!"));
        QCOMPARE(game.resultReason(),
                 QStringLiteral("Green reached the lettuce first, and Ben backed green."));
    }

    void rippleHasNoHandover()
    {
        // Two people at the screen, but nothing secret: each turn shows the player to act at once.
        RippleGame game;
        QVERIFY(game.openRecord(QStringLiteral(":/rules/ripple-ripple.tidepool.json")));
        QVERIFY(!game.handoverPending());
        QCOMPARE(game.viewer(), game.currentPlayer());
        QVERIFY(game.viewerToAct());
        QFile::remove(game.autosavePath());
    }
};

QTEST_MAIN(RulesTest)
#include "tst_rules.moc"

// The engine tells every move (State::describeMove, engine/<game>/), and each controller's log says
// the same, word for word, in English and in Vietnamese, once the seats' names are put in: seeded
// random games of every game and rule set, every line of the log, with no exception.
#include "appsettings.h"
#include "gameregistry.h"
#include "core/record.h"
#include "core/rng.h"
#include "reasontext.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTest>
#include <memory>

using namespace tidepool::app;

using namespace tidepool;

namespace {

/// A finished random game of `game` under its rule set `rules`, every seat human.
Record randomGame(const GameInfo& game, const RuleSet& rules, std::uint64_t seed)
{
    Record record;
    record.game = game.name;
    record.options = rules.options(seed);
    record.seed = seed;
    const int players =
        game.minPlayers + static_cast<int>(seed % static_cast<std::uint64_t>(game.maxPlayers - game.minPlayers + 1));
    for (int p = 0; p < players; ++p)
        record.players.push_back(PlayerSpec{"Name" + std::to_string(p), "human", {}});
    auto state = startState(record);
    if (!state)
        qFatal("%s", state.error().c_str());
    Rng rng(seed);
    (*state)->playRandomly(rng);
    record.actions = (*state)->history();
    return record;
}

void compareLog(const app::AppGame& entry, const Record& record)
{
    std::unique_ptr<GameSession> session(entry.makeSession(nullptr));
    GameSession& game = *session;
    QVERIFY2(game.openRecordText(QString::fromStdString(record.dump())), qPrintable(game.errorText()));
    auto state = replay(record);
    QVERIFY(state);
    const auto* log = game.log();
    QCOMPARE(log->rowCount(), static_cast<int>(record.actions.size()));
    for (int i = 0; i < log->rowCount(); ++i) {
        const QString engine = app::withPlayerNames(QString::fromStdString((*state)->describeMove(static_cast<std::size_t>(i))),
                                                    [&](int p) {
            return QString::fromStdString(record.players.at(static_cast<std::size_t>(p)).name);
        }, QString::fromStdString(record.game));
        const QString shown = log->data(log->index(i), LogModel::TextRole).toString();
        if (engine != shown)
            QFAIL(qPrintable(QStringLiteral("%1 seed %2, action %3 (%4):\n  app:    %5\n  engine: %6")
                                 .arg(QString::fromStdString(record.game))
                                 .arg(record.seed)
                                 .arg(i + 1)
                                 .arg(QString::fromStdString(record.actions[static_cast<std::size_t>(i)]), shown, engine)));
    }
}

} // namespace

class TestMoveSentences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void engineAndLogAgree_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("vi") << QStringLiteral("vi");
    }

    void engineAndLogAgree()
    {
        QFETCH(QString, language);
        AppSettings settings;
        settings.setLanguage(language);
        int compared = 0;
        for (const GameInfo& info : games())
            for (const RuleSet& rules : info.ruleSets)
                for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                    const Record record = randomGame(info, rules, seed);
                    const app::AppGame* entry = app::findAppGame(QString::fromStdString(info.name));
                    QVERIFY2(entry, "every engine game has an app entry");
                    compareLog(*entry, record);
                    if (QTest::currentTestFailed())
                        return;
                    compared += static_cast<int>(record.actions.size());
                }
        QVERIFY(compared > 1000);
    }
};

QTEST_MAIN(TestMoveSentences)
#include "tst_movesentences.moc"

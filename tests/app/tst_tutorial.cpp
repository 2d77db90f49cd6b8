// The guided first games: each embedded step file loads and can be completed by doing what each
// step points at; only the step's action goes through (with the step's instruction, and the
// engine's reason when the action is illegal); broken step files are refused with a clear message
// and change nothing; a tutorial never writes an autosave.
#include "mini/minigame.h"
#include "ribbit/ribbitgame.h"
#include "ripple/ripplegame.h"
#include "savestore.h"
#include "tutorial.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace tidepool::app;

namespace {

QJsonObject embedded(const QString& game)
{
    QFile file(QStringLiteral(":/tutorials/") + game + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString text(const QJsonObject& object) { return QString::fromUtf8(QJsonDocument(object).toJson()); }

// Does what a player does with the item the tutorial points at (the view's objectNames).
bool clickTarget(Tutorial& tutorial)
{
    GameSession* session = tutorial.session();
    const QString target = tutorial.pointAt();
    bool ok = false;
    if (target.startsWith(QLatin1String("card-"))) {
        QMetaObject::invokeMethod(session, "selectCard", Q_ARG(int, target.mid(5).toInt()));
        return true;
    }
    if (target.startsWith(QLatin1String("turtle-")) || target.startsWith(QLatin1String("tile-")))
        QMetaObject::invokeMethod(session, "playOn", Q_RETURN_ARG(bool, ok), Q_ARG(QString, target.section(QLatin1Char('-'), 1)));
    else if (target == QLatin1String("discardButton") && qobject_cast<RippleGame*>(session))
        ok = static_cast<RippleGame*>(session)->discardHeld();
    else if (target == QLatin1String("discardButton"))
        ok = static_cast<RibbitGame*>(session)->discardSelected();
    else if (target == QLatin1String("playWithNoTileButton"))
        ok = static_cast<MiniGame*>(session)->playWithNoTile();
    else if (target == QLatin1String("drawPile"))
        ok = static_cast<RippleGame*>(session)->draw();
    else if (target.startsWith(QLatin1String("pile"))) {
        auto* ripple = static_cast<RippleGame*>(session);
        for (int i = 0; i < ripple->piles()->rowCount(); ++i)
            if (ripple->piles()->data(ripple->piles()->index(i), RipplePileModel::PileRole).toString() == target.mid(4))
                ok = ripple->take(i);
    } else if (target.startsWith(QLatin1String("slot")))
        ok = static_cast<RippleGame*>(session)->clickSlot(target.mid(4).toInt());
    return ok;
}

} // namespace

class TestTutorial : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TidepoolTests"));
        QCoreApplication::setApplicationName(QStringLiteral("TidepoolTutorial"));
        QDir(tidepool::app::autosaveDir()).removeRecursively();
    }

    void eachGuidedGameCanBeCompleted_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("game");
        QTest::newRow("ribbit") << QStringLiteral("ribbit") << QStringLiteral("ribbit");
        QTest::newRow("mini") << QStringLiteral("mini") << QStringLiteral("mini");
        QTest::newRow("mini-advanced") << QStringLiteral("mini-advanced") << QStringLiteral("mini");
        QTest::newRow("ripple") << QStringLiteral("ripple") << QStringLiteral("ripple");
    }
    void eachGuidedGameCanBeCompleted()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, game);
        Tutorial tutorial;
        QVERIFY2(tutorial.start(lesson), qPrintable(tutorial.errorText()));
        QCOMPARE(tutorial.game(), game);
        QVERIFY(tutorial.active());
        QVERIFY(tutorial.stepCount() >= 5);
        QVERIFY(!tutorial.title().isEmpty());
        GameSession* session = tutorial.session();
        QVERIFY(session->tutorialMode());
        QCOMPARE(session->viewer(), 0);
        QVERIFY(!session->botToAct()); // the opponents' moves are scripted
        int guard = 0;
        while (!tutorial.completed() && ++guard < 200) {
            QVERIFY(!tutorial.text().isEmpty());
            if (tutorial.waitsForNext()) {
                tutorial.next();
                continue;
            }
            QVERIFY2(!tutorial.todo().isEmpty(), qPrintable(tutorial.text()));
            QVERIFY2(!tutorial.pointAt().isEmpty(), qPrintable(tutorial.expected()));
            const int step = tutorial.stepIndex();
            QVERIFY2(clickTarget(tutorial), qPrintable(tutorial.pointAt()));
            if (tutorial.pointAt().startsWith(QLatin1String("card-")))
                QCOMPARE(tutorial.stepIndex(), step); // a card chosen: now point at where it goes
        }
        QVERIFY(tutorial.completed());
        QVERIFY(tutorial.pointAt().isEmpty());
        // Nothing was autosaved: the user's list of games to continue is untouched.
        QVERIFY(QDir(tidepool::app::autosaveDir()).entryList(QDir::Files).isEmpty());
    }

    void onlyTheStepsActionGoesThrough()
    {
        Tutorial tutorial;
        QVERIFY(tutorial.start(QStringLiteral("ribbit")));
        auto* game = qobject_cast<RibbitGame*>(tutorial.session());
        QVERIFY(game);
        QSignalSpy notices(game, &GameSession::notice);
        // A Next step lets no action through.
        QVERIFY(tutorial.waitsForNext());
        game->selectCard(0);
        QVERIFY(!game->playOn(QStringLiteral("G")));
        QCOMPARE(notices.last().first().toString(), QStringLiteral("Read this step first, then press Next to go on."));
        while (tutorial.waitsForNext())
            tutorial.next();
        QCOMPARE(tutorial.expected(), QStringLiteral("^ G"));
        QVERIFY(tutorial.pointAt().startsWith(QLatin1String("card-")));
        // Illegal: the engine's reason, then what the step asks.
        const int arrow = tutorial.pointAt().mid(5).toInt();
        game->selectCard(arrow);
        QCOMPARE(tutorial.pointAt(), QStringLiteral("turtle-G"));
        QVERIFY(!game->playOn(QStringLiteral("R")));
        QCOMPARE(notices.last().first().toString(),
                 QStringLiteral("Last turtle +1 moves only a last turtle, and red is not last (the last turtles are on "
                                "space 2: green). ") + tutorial.todo());
        // Legal but not this step's.
        for (int row = 0; row < game->hand()->rowCount(); ++row)
            if (game->hand()->data(game->hand()->index(row), HandModel::CardRole).toString() == QLatin1String("R-"))
                game->selectCard(row);
        QVERIFY(!game->playOn(QStringLiteral("R")));
        QCOMPARE(notices.last().first().toString(),
                 QStringLiteral("That is legal, but this step is about something else. ") + tutorial.todo());
        QCOMPARE(game->actionCount(), 0);
        // Undo is off in a guided game.
        QVERIFY(!game->canUndo());
        // The step's own action goes through, the scripted reply follows, and the next step begins.
        const int step = tutorial.stepIndex();
        game->selectCard(arrow);
        QVERIFY(game->playOn(QStringLiteral("G")));
        QCOMPARE(game->actionCount(), 2);
        QCOMPARE(QString::fromStdString(game->record().actions[1]), QStringLiteral("B+ B"));
        QCOMPARE(tutorial.stepIndex(), step + 1);
    }

    void whyNotActionGivesTheEnginesReason()
    {
        Tutorial tutorial;
        QVERIFY(tutorial.start(QStringLiteral("ribbit")));
        GameSession* game = tutorial.session();
        QCOMPARE(game->whyNotAction(QStringLiteral("^ G")), QString());
        QCOMPARE(game->whyNotAction(QStringLiteral("R- G")), QStringLiteral("Red −1 moves only the red turtle"));
        QCOMPARE(game->whyNotAction(QStringLiteral("B+ B")), QStringLiteral("Player 0 does not hold B+"));
        QCOMPARE(game->whyNotAction(QStringLiteral("nonsense")),
                 QStringLiteral("\"nonsense\" is not a Ribbit action (write \"<card> <turtle>\" or \"discard <card>\")"));
    }

    void leavingAndReplaying()
    {
        Tutorial tutorial;
        QVERIFY(tutorial.start(QStringLiteral("mini")));
        tutorial.next();
        tutorial.next();
        QCOMPARE(tutorial.stepIndex(), 2);
        tutorial.leave();
        QVERIFY(!tutorial.active());
        QVERIFY(!tutorial.completed());
        QVERIFY(tutorial.text().isEmpty());
        QVERIFY(tutorial.start(QStringLiteral("mini")));
        QCOMPARE(tutorial.stepIndex(), 0);
        QCOMPARE(tutorial.session()->actionCount(), 0);
        QVERIFY(qobject_cast<MiniGame*>(tutorial.session()));
    }

    void brokenStepFilesAreRefusedAndChangeNothing_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QJsonObject good = embedded(QStringLiteral("ribbit"));
        QVERIFY(!good.isEmpty());
        auto withStep = [&](int index, const QString& key, const QJsonValue& value) {
            QJsonObject copy = good;
            QJsonArray steps = copy.value(QStringLiteral("steps")).toArray();
            QJsonObject step = steps[index].toObject();
            step[key] = value;
            steps[index] = step;
            copy[QStringLiteral("steps")] = steps;
            return text(copy);
        };
        QTest::newRow("not JSON") << QStringLiteral("{\"format\": ") << QStringLiteral("broken.json: not valid JSON at character");
        QJsonObject wrongFormat = good;
        wrongFormat[QStringLiteral("format")] = QStringLiteral("tidepool-record");
        QTest::newRow("format") << text(wrongFormat) << QStringLiteral("broken.json: \"format\" must be \"tidepool-tutorial\"");
        QJsonObject badRecord = good;
        QJsonObject record = badRecord.value(QStringLiteral("record")).toObject();
        QJsonObject setup = record.value(QStringLiteral("setup")).toObject();
        QJsonArray hands = setup.value(QStringLiteral("hands")).toArray();
        QJsonArray first = hands[0].toArray();
        first.removeLast();
        hands[0] = first;
        setup[QStringLiteral("hands")] = hands;
        record[QStringLiteral("setup")] = setup;
        badRecord[QStringLiteral("record")] = record;
        QTest::newRow("record") << text(badRecord) << QStringLiteral("broken.json: record: setup:");
        QTest::newRow("illegal step") << withStep(4, QStringLiteral("expect"), QStringLiteral("^ R"))
                                      << QStringLiteral("broken.json: step 5: \"^ R\" is not legal there: Last turtle +1 "
                                                        "moves only a last turtle");
        QTest::newRow("illegal script") << withStep(4, QStringLiteral("then"), QJsonArray{QStringLiteral("B++ B")})
                                        << QStringLiteral("broken.json: step 5: the scripted action \"B++ B\" is not legal there: "
                                                          "player 1 does not hold B++");
        QTest::newRow("unknown field") << withStep(0, QStringLiteral("say"), QStringLiteral("hi"))
                                       << QStringLiteral("broken.json: step 1: unknown field \"say\"");
        QTest::newRow("keepClear not a list") << withStep(0, QStringLiteral("keepClear"), QStringLiteral("slot3"))
                                              << QStringLiteral("broken.json: step 1: \"keepClear\" must be a list of names");
        QTest::newRow("keepClear of a number") << withStep(0, QStringLiteral("keepClear"), QJsonArray{3})
                                               << QStringLiteral("broken.json: step 1: \"keepClear\" must be a list of names");
        QTest::newRow("no text") << withStep(1, QStringLiteral("text"), QString())
                                 << QStringLiteral("broken.json: step 2: \"text\" is missing");
        QTest::newRow("no instruction") << withStep(4, QStringLiteral("do"), QString())
                                        << QStringLiteral("broken.json: step 5: \"do\" is missing");
        QTest::newRow("script on any") << withStep(4, QStringLiteral("expect"), QStringLiteral("any"))
                                          << QStringLiteral("broken.json: step 5: no action can be scripted on or after a step that "
                                                            "lets the player choose (\"any\")");
        QJsonObject anyFirst = QJsonDocument::fromJson(withStep(3, QStringLiteral("expect"), QStringLiteral("any")).toUtf8()).object();
        QJsonArray anySteps = anyFirst.value(QStringLiteral("steps")).toArray();
        QJsonObject anyStep = anySteps[3].toObject();
        anyStep[QStringLiteral("do")] = QStringLiteral("Play any card.");
        anySteps[3] = anyStep;
        anyFirst[QStringLiteral("steps")] = anySteps;
        QTest::newRow("script after any") << text(anyFirst)
                                          << QStringLiteral("broken.json: step 5: no action can be scripted on or after a step "
                                                            "that lets the player choose (\"any\")");
    }
    void brokenStepFilesAreRefusedAndChangeNothing()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        Tutorial tutorial;
        QVERIFY(tutorial.start(QStringLiteral("ripple")));
        tutorial.next();
        GameSession* before = tutorial.session();
        QSignalSpy loaded(&tutorial, &Tutorial::loaded);
        QVERIFY(!tutorial.loadText(json, QStringLiteral("broken.json")));
        QVERIFY2(tutorial.errorText().startsWith(message), qPrintable(tutorial.errorText()));
        QCOMPARE(loaded.count(), 0);
        QCOMPARE(tutorial.session(), before);
        QCOMPARE(tutorial.game(), QStringLiteral("ripple"));
        QCOMPARE(tutorial.stepIndex(), 1);
    }

    void aMissingFileIsNamed()
    {
        Tutorial tutorial;
        QVERIFY(!tutorial.start(QStringLiteral("chess")));
        QVERIFY2(tutorial.errorText().startsWith(QStringLiteral(":/tutorials/chess.json: cannot open the guided game")),
                 qPrintable(tutorial.errorText()));
        QVERIFY(!tutorial.active());
    }
};

QTEST_MAIN(TestTutorial)
#include "tst_tutorial.moc"

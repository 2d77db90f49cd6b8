// The parts GameSession is made of (docs/architecture.md, "GameSession" and "Table"): the hot-seat
// HandoverPolicy, the LocalTable's one commit path, the ReplayController, and the ComputerRunner's
// typed results with stale ones dropped; and the parts QML reads (sessionparts.h: game.replay,
// game.handover, game.computers, ...), each of whose properties signals each change once.
#include "appsettings.h"
#include "computerrunner.h"
#include "handoverpolicy.h"
#include "localtable.h"
#include "replaycontroller.h"
#include "ribbit/ribbitgame.h"
#include "ribbitrecords.h"
#include "sessionparts.h"

#include "core/record.h"

#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThreadPool>

using namespace tidepool::app;
using Turn = HandoverPolicy::Turn;

namespace {

/// A two-player Ripple game from its seed (a move of it may be taken back: a take, a place).
tidepool::Record rippleRecord()
{
    auto record = tidepool::Record::parse(R"({"format": "tidepool-record", "version": 1, "game": "ripple",
        "options": {}, "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}],
        "seed": 11, "actions": []})");
    return *record;
}

int handRow(HandModel* hand, const QString& card)
{
    for (int i = 0; i < hand->rowCount(); ++i)
        if (hand->data(hand->index(i), HandModel::CardRole).toString() == card)
            return i;
    return -1;
}

/// Plays the first legal action `count` times from `record`'s start, returning the longer record.
tidepool::Record played(tidepool::Record record, int count)
{
    auto state = tidepool::replay(record);
    for (int i = 0; i < count; ++i) {
        const std::string action = (*state)->legalActions().front().text;
        record.actions.push_back(action);
        if (!(*state)->apply(action))
            return record;
    }
    return record;
}

/// Waits until every job of Qt's thread pool is done and its result was delivered.
void settleThreads()
{
    QThreadPool::globalInstance()->waitForDone();
    for (int i = 0; i < 5; ++i)
        QTest::qWait(20);
}

} // namespace

class TestSessionParts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // --- HandoverPolicy: when the cover shows and for whom ---

    void onePersonWithComputersAlwaysSeesTheirOwnSecrets()
    {
        HandoverPolicy policy;
        policy.update(Turn{{false, true, false}, 0, false, true}); // a computer to act
        QCOMPARE(policy.viewer(), 1);
        QVERIFY(!policy.pending());
        policy.update(Turn{{false, true, false}, 1, false, true});
        QCOMPARE(policy.viewer(), 1);
        QVERIFY(!policy.pending());
        QVERIFY(!HandoverPolicy::coverBetweenTurns(Turn{{false, true, false}, 1, false, true}));
    }

    void aHotSeatCoversUntilThePlayerToActConfirms()
    {
        HandoverPolicy policy;
        const Turn annToAct{{true, true}, 0, false, true};
        QVERIFY(HandoverPolicy::coverBetweenTurns(annToAct));
        policy.update(annToAct);
        QVERIFY(policy.pending());
        QCOMPARE(policy.viewer(), -1); // nothing private is drawn under the cover
        policy.confirm(0);
        QVERIFY(!policy.pending());
        QCOMPARE(policy.viewer(), 0);
        // Several actions in one turn: still Ann, no new cover.
        policy.update(annToAct);
        QVERIFY(!policy.pending());
        QCOMPARE(policy.viewer(), 0);
        // Ben's turn: covered again, Ann's secrets hidden.
        policy.update(Turn{{true, true}, 1, false, true});
        QVERIFY(policy.pending());
        QCOMPARE(policy.viewer(), -1);
        // A confirm when no cover is up changes nothing.
        policy.confirm(1);
        QCOMPARE(policy.viewer(), 1);
        policy.confirm(0);
        QCOMPARE(policy.viewer(), 1);
    }

    void aComputerTurnBetweenPeopleHidesEverything()
    {
        HandoverPolicy policy;
        policy.update(Turn{{true, false, true}, 0, false, true});
        policy.confirm(0);
        policy.update(Turn{{true, false, true}, 1, false, true});
        QCOMPARE(policy.viewer(), -1);
        QVERIFY(!policy.pending()); // no cover for a computer: nobody needs to confirm
        policy.update(Turn{{true, false, true}, 2, false, true});
        QVERIFY(policy.pending());
    }

    void aGameWithoutSecretsShowsThePlayerToActWithoutACover()
    {
        HandoverPolicy policy;
        const Turn ben{{true, true}, 1, false, false};
        QVERIFY(!HandoverPolicy::coverBetweenTurns(ben));
        policy.update(ben);
        QCOMPARE(policy.viewer(), 1);
        QVERIFY(!policy.pending());
        policy.update(Turn{{true, false}, 1, false, false}); // one person: always theirs
        QCOMPARE(policy.viewer(), 0);
    }

    void theEndOfAHotSeatGameShowsNobodysSecretsAndTheReplayShowsAll()
    {
        HandoverPolicy policy;
        policy.update(Turn{{true, true}, 0, false, true});
        policy.confirm(0);
        policy.update(Turn{{true, true}, -1, true, true});
        QCOMPARE(policy.viewer(), -1);
        QVERIFY(!policy.pending());
        policy.showAll(1);
        QCOMPARE(policy.viewer(), 1);
        QVERIFY(!policy.pending());
        policy.reset();
        QCOMPARE(policy.viewer(), -1);
    }

    // --- LocalTable: one commit path, the history kept in step ---

    void aLoadedRecordIsTheSameAsItsActionsSubmittedOneByOne()
    {
        const tidepool::Record full = played(rippleRecord(), 6);
        QCOMPARE(int(full.actions.size()), 6);
        LocalTable loaded(QStringLiteral("ripple"));
        QSignalSpy opened(&loaded, &Table::opened);
        int afterEach = 0;
        QVERIFY(loaded.open(full, -1, [&](int, const tidepool::State&) { ++afterEach; }));
        QCOMPARE(opened.count(), 1);
        QCOMPARE(afterEach, 6);

        LocalTable stepped(QStringLiteral("ripple"));
        tidepool::Record start = full;
        start.actions.clear();
        QVERIFY(stepped.open(start));
        QSignalSpy committed(&stepped, &Table::committed);
        for (const std::string& action : full.actions)
            QVERIFY(stepped.submit(stepped.seatToAct(), QString::fromStdString(action)).committed());
        QCOMPARE(committed.count(), 6);
        QCOMPARE(stepped.record().dump(), full.dump());
        QCOMPARE(loaded.record().dump(), full.dump());
        QVERIFY(stepped.position()->equals(*loaded.position()));
        // The record's actions and the state's history are the same list.
        QCOMPARE(stepped.position()->history(), stepped.record().actions);
        QCOMPARE(loaded.position()->history(), loaded.record().actions);
    }

    void undoThenTheSameActionAgainGivesTheSameRecord()
    {
        LocalTable table(QStringLiteral("ripple"));
        QVERIFY(table.open(rippleRecord()));
        // Played on (first legal actions) until some action may be taken back (a take, a place).
        QString undoable;
        for (int step = 0; step < 80 && undoable.isEmpty() && !table.isFinished(); ++step) {
            const auto legal = table.legalActions(table.seatToAct());
            for (const tidepool::LegalAction& action : legal) {
                auto copy = table.position()->clone();
                if (copy->apply(action.text) && copy->canUndo()) {
                    undoable = QString::fromStdString(action.text);
                    break;
                }
            }
            if (undoable.isEmpty())
                QVERIFY(table.submit(table.seatToAct(), QString::fromStdString(legal.front().text)).committed());
        }
        QVERIFY2(!undoable.isEmpty(), "no action of this game can be taken back");
        const int seat = table.seatToAct();
        QVERIFY(table.submit(seat, undoable).committed());
        const std::string after = table.record().dump();
        const auto afterState = table.position()->clone();
        QVERIFY(table.canUndo(seat));
        QSignalSpy undone(&table, &Table::undone);
        QVERIFY(table.undo(seat).committed());
        QCOMPARE(undone.count(), 1);
        QCOMPARE(table.position()->history(), table.record().actions);
        QVERIFY(table.submit(seat, undoable).committed());
        QCOMPARE(table.record().dump(), after);
        QVERIFY(table.position()->equals(*afterState));
    }

    void aRefusedActionChangesNothing()
    {
        LocalTable table(QStringLiteral("ripple"));
        QVERIFY(table.open(rippleRecord()));
        QSignalSpy committed(&table, &Table::committed);
        const std::string before = table.record().dump();
        const QString legal = QString::fromStdString(table.legalActions(table.seatToAct()).front().text);
        // Another seat than the one to act, and an action that is not legal.
        QCOMPARE(table.submit(1 - table.seatToAct(), legal).status, Table::Submission::Status::Refused);
        const Table::Submission nonsense = table.submit(table.seatToAct(), QStringLiteral("fly away"));
        QCOMPARE(nonsense.status, Table::Submission::Status::Refused);
        QVERIFY(!nonsense.reason.isEmpty());
        QCOMPARE(committed.count(), 0);
        QCOMPARE(table.record().dump(), before);
        QVERIFY(table.legalActions(1 - table.seatToAct()).empty());
        QVERIFY(!table.check(table.seatToAct(), QStringLiteral("fly away")));
        QCOMPARE(table.localSeats(), (QList<int>{0, 1}));
    }

    void aRecordThatDoesNotReplayOpensNothing()
    {
        LocalTable table(QStringLiteral("ripple"));
        const tidepool::Record good = played(rippleRecord(), 2);
        QVERIFY(table.open(good));
        tidepool::Record bad = played(rippleRecord(), 3);
        bad.actions.insert(bad.actions.begin() + 1, "fly away");
        LocalTable::Failure failure;
        QVERIFY(!table.open(bad, -1, {}, &failure));
        QCOMPARE(failure.action, 1);
        QVERIFY(!failure.reason.isEmpty());
        QCOMPARE(table.record().dump(), good.dump()); // unchanged
        // Its first action alone replays.
        QVERIFY(table.open(bad, 1));
        QCOMPARE(table.actionCount(), 1);
    }

    // --- ReplayController ---

    void theReplayPositionIsClampedAndTheLogTrimmed()
    {
        ReplayController replay;
        QVERIFY(!replay.active());
        const tidepool::Record full = played(rippleRecord(), 3);
        replay.start(full, {LogEntry{0, QStringLiteral("a")}, LogEntry{1, QStringLiteral("b")}, LogEntry{0, QStringLiteral("c")}}, false);
        QVERIFY(replay.active());
        QVERIFY(!replay.watchOnly());
        QCOMPARE(replay.length(), 3);
        QCOMPARE(replay.seek(-4), 0);
        QCOMPARE(replay.seek(9), 3);
        QCOMPARE(replay.seek(2), 2);
        QCOMPARE(replay.logSoFar().size(), 2);
        QCOMPARE(replay.logSoFar().last().text, QStringLiteral("b"));
        replay.stop();
        QVERIFY(!replay.active());
        QCOMPARE(replay.length(), 0);
    }

    void theReplayShowsAnotherActionInPlaceOfTheOnePlayedUntilItMovesOn()
    {
        RibbitGame game;
        const tidepool::Record full = played(*tidepool::Record::parse(tidepool::test::ribbitStartRecord().toStdString()), 4);
        QVERIFY(game.openRecordText(QString::fromStdString(full.dump())));
        QVERIFY(!game.previewReplay(1, QString::fromStdString(full.actions[1])));
        QVERIFY(!game.reviewable()); // being played: its better moves would show the hands
        QVERIFY(game.startReplay());
        QVERIFY(game.reviewable());
        QCOMPARE(game.reviewRecord(), full);
        // A move with another legal action than the one played.
        int at = -1;
        QString other;
        for (int i = 0; i < int(full.actions.size()) && other.isEmpty(); ++i) {
            tidepool::Record before = full;
            before.actions.resize(std::size_t(i));
            auto state = tidepool::replay(before);
            for (const auto& legal : (*state)->legalActions())
                if (legal.text != full.actions[std::size_t(i)]) {
                    other = QString::fromStdString(legal.text);
                    at = i;
                }
        }
        QVERIFY(!other.isEmpty());
        QSignalSpy preview(game.replay(), &SessionReplay::previewChanged);
        QVERIFY(game.previewReplay(at, other));
        QCOMPARE(game.replay()->preview(), other);
        QCOMPARE(game.replay()->position(), at);
        QCOMPARE(game.actionCount(), at + 1);
        QCOMPARE(game.record().actions.back(), other.toStdString());
        QCOMPARE(game.log()->rowCount(), at); // the log stops before it
        QCOMPARE(preview.count(), 1);
        // Not legal there: refused, nothing changes.
        QVERIFY(!game.previewReplay(at, QStringLiteral("no such move")));
        QCOMPARE(game.replay()->preview(), other);
        QCOMPARE(game.actionCount(), at + 1);
        game.seekReplay(at + 1);
        QCOMPARE(game.replay()->preview(), QString());
        QCOMPARE(game.record().actions.back(), full.actions[std::size_t(at)]);
        QCOMPARE(game.reviewRecord(), full); // the replay's record is untouched
        game.stopReplay();
        QCOMPARE(game.record(), full);
    }

    // --- ComputerRunner: typed results, stale ones dropped ---

    void aComputerMoveArrivesTypedForItsSeat()
    {
        LocalTable table(QStringLiteral("ripple"));
        QVERIFY(table.open(rippleRecord()));
        ComputerRunner runner;
        QSignalSpy chosen(&runner, &ComputerRunner::moveChosen);
        ComputerRunner::Job job{std::shared_ptr<const tidepool::State>(table.position()->clone()), "ripple", "random", 5, 0};
        QVERIFY(runner.play(job));
        QVERIFY(runner.busy());
        QVERIFY(!runner.play(job)); // one move at a time
        QTRY_COMPARE(chosen.count(), 1);
        QVERIFY(!runner.busy());
        const auto choice = chosen.first().first().value<ComputerChoice>();
        QCOMPARE(choice.kind, ComputerChoice::Kind::Move);
        QCOMPARE(choice.seat, 0);
        QCOMPARE(choice.generation, runner.generation());
        QCOMPARE(choice.actionCount, 0);
        QVERIFY(table.check(0, choice.action));
    }

    void aStaleResultIsDroppedAfterCancel()
    {
        LocalTable table(QStringLiteral("ripple"));
        QVERIFY(table.open(rippleRecord()));
        ComputerRunner runner;
        QSignalSpy chosen(&runner, &ComputerRunner::moveChosen);
        QSignalSpy suggested(&runner, &ComputerRunner::suggestionMade);
        const auto position = std::shared_ptr<const tidepool::State>(table.position()->clone());
        QVERIFY(runner.play({position, "ripple", "medium", 5, 0}));
        QVERIFY(runner.suggest({position, "ripple", "medium", 5, 0}));
        const int before = runner.generation();
        runner.cancel(); // a new game, an undo, the replay viewer, leaving the game
        QVERIFY(runner.generation() != before);
        QVERIFY(!runner.busy());
        QVERIFY(!runner.suggesting());
        settleThreads();
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(suggested.count(), 0);
        // The next generation's results arrive.
        QVERIFY(runner.suggest({position, "ripple", "medium", 5, 0}));
        QTRY_COMPARE(suggested.count(), 1);
        const auto choice = suggested.first().first().value<ComputerChoice>();
        QCOMPARE(choice.kind, ComputerChoice::Kind::Suggestion);
        QCOMPARE(choice.generation, runner.generation());
        QVERIFY(table.check(0, choice.action));
    }

    // GameSession keeps what is truly the session's (at most 20 properties); the rest is in its
    // parts, which exist with or without a game (QML binds to game.replay.position safely).
    void theSessionHasAtMostTwentyPropertiesAndItsPartsAlwaysExist()
    {
        const int own = GameSession::staticMetaObject.propertyCount() - QObject::staticMetaObject.propertyCount();
        QVERIFY2(own <= 20, qPrintable(QStringLiteral("GameSession has %1 properties").arg(own)));
        RibbitGame game;
        const QList<QObject*> parts{game.replay(), game.suggestion(), game.autosave(), game.handover(),
                                    game.computers(), game.moves(), game.result()};
        for (const char* name : {"replay", "suggestion", "autosave", "handover", "computers", "moves", "result"}) {
            const QMetaProperty property = GameSession::staticMetaObject.property(
                GameSession::staticMetaObject.indexOfProperty(name));
            QVERIFY2(property.isValid() && property.isConstant(), name);
            QVERIFY2(parts.contains(property.read(&game).value<QObject*>()), name);
        }
        QCOMPARE(game.replay()->position(), 0);
        QCOMPARE(game.handover()->viewer(), -1);
        QVERIFY(!game.moves()->pending());
        QCOMPARE(game.result()->text(), QString());
    }

    // A part's NOTIFY goes out exactly once per change of its value, never without one; and when it
    // does, every other value (of the session and of every part) is already the new one.
    void aPartSignalsEachChangeOnce()
    {
        QStandardPaths::setTestModeEnabled(true);
        AppSettings settings;
        settings.setConfirmMoves(false);
        auto restore = qScopeGuard([&] { settings.setConfirmMoves(true); });
        RibbitGame game; // Ann and Ben share the screen (hot seat, handover)
        QVERIFY(game.openRecordText(tidepool::test::ribbitStartRecord()));
        QVERIFY(game.handover()->pending());

        // The handover: confirmed once, each of its values signalled once.
        QSignalSpy pending(game.handover(), &SessionHandover::pendingChanged);
        QSignalSpy viewer(game.handover(), &SessionHandover::viewerChanged);
        QSignalSpy toAct(game.handover(), &SessionHandover::viewerToActChanged);
        int viewerSeenWithPending = -2;
        connect(game.handover(), &SessionHandover::pendingChanged, this,
                [&] { viewerSeenWithPending = game.handover()->viewer(); });
        game.confirmHandover();
        QVERIFY(!game.handover()->pending());
        QCOMPARE(game.handover()->viewer(), 0);
        QVERIFY(game.handover()->viewerToAct());
        QCOMPARE(pending.count(), 1);
        QCOMPARE(viewer.count(), 1);
        QCOMPARE(toAct.count(), 1);
        QCOMPARE(viewerSeenWithPending, 0); // the viewer's value was stored before any signal
        game.confirmHandover(); // nothing to confirm
        QCOMPARE(pending.count(), 1);
        QCOMPARE(viewer.count(), 1);

        // The computer pace: the view writes it (negative taken as 0), once per change.
        QSignalSpy pace(game.computers(), &SessionComputers::paceChanged);
        QVERIFY(game.computers()->setProperty("pace", 300));
        QCOMPARE(game.computers()->pace(), 300);
        QCOMPARE(pace.count(), 1);
        game.computers()->setPace(300);
        QCOMPARE(pace.count(), 1);
        game.computers()->setPace(-5);
        QCOMPARE(game.computers()->pace(), 0);
        QCOMPARE(pace.count(), 2);

        // The replay's position: once per seek that moves it.
        game.selectCard(handRow(game.hand(), QStringLiteral("G-")));
        QVERIFY(game.playOn(QStringLiteral("G")));
        QCOMPARE(game.actionCount(), 1);
        QVERIFY(game.startReplay());
        QVERIFY(game.replay()->active());
        QCOMPARE(game.replay()->length(), 1);
        QCOMPARE(game.replay()->position(), 0);
        QSignalSpy position(game.replay(), &SessionReplay::positionChanged);
        QSignalSpy length(game.replay(), &SessionReplay::lengthChanged);
        game.seekReplay(1);
        QCOMPARE(game.replay()->position(), 1);
        QCOMPARE(position.count(), 1);
        game.seekReplay(1);
        game.seekReplay(7); // clamped to 1
        QCOMPARE(position.count(), 1);
        game.seekReplay(0);
        QCOMPARE(game.replay()->position(), 0);
        QCOMPARE(position.count(), 2);
        QCOMPARE(length.count(), 0);
    }
};

QTEST_MAIN(TestSessionParts)
#include "tst_sessionparts.moc"

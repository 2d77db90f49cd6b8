import QtQuick
import QtTest
import Tidepool

// The table's sounds (components/TableSounds.qml): one card sound per new action, the win jingle
// for the last one, the chime at a handover; silent for replays, loading and taking back.
TestCase {
    id: test
    name: "TableSounds"

    QtObject {
        id: fakeGame
        property int actionCount: 0
        property bool finished: false
        property bool replaying: false
        property bool handoverPending: false
    }
    TableSounds { id: tableSounds }
    SignalSpy { id: spy; target: Sounds; signalName: "requested" }

    function init() {
        fakeGame.actionCount = 0
        fakeGame.finished = false
        fakeGame.replaying = false
        fakeGame.handoverPending = false
        tableSounds.game = fakeGame
        spy.clear()
    }

    function test_eachNewActionSoundsOnce() {
        fakeGame.actionCount = 1
        fakeGame.actionCount = 2
        compare(spy.count, 2)
        compare(spy.signalArguments[0][0], Sounds.Card)
        compare(spy.signalArguments[0][1], false, "a test run plays nothing")
    }

    function test_theLastActionPlaysTheJingle() {
        fakeGame.actionCount = 4
        spy.clear()
        fakeGame.finished = true
        fakeGame.actionCount = 5
        compare(spy.count, 1)
        compare(spy.signalArguments[0][0], Sounds.Win)
    }

    function test_loadingReplaysAndUndoAreSilent() {
        fakeGame.actionCount = 30 // a saved game opened
        fakeGame.actionCount = 29 // a move taken back
        fakeGame.replaying = true
        fakeGame.actionCount = 30
        compare(spy.count, 0)
    }

    function test_aHandoverChimes() {
        fakeGame.handoverPending = true
        compare(spy.count, 1)
        compare(spy.signalArguments[0][0], Sounds.Handover)
        fakeGame.handoverPending = false
        compare(spy.count, 1)
    }

    function test_noGameNoSound() {
        tableSounds.game = null
        fakeGame.actionCount = 1
        compare(spy.count, 0)
    }
}

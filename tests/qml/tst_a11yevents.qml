import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest

// Issue 43: a move costs a handful of accessibility events. A screen reader (Orca) drops
// announcements when a move floods it (its queue past 50 events prunes every "showing" event not
// from the focused object: the announcer's). For every registered game (none named), a person with
// two computers at 1366x768, as with a screen reader running (AccessibleEvents turns
// accessibility on and counts what Qt gives the AT-SPI bridge): the person plays learning mode's
// suggestion by keys (Enter, and Enter for Done), the computers play at their pace, and every
// move's events are counted from the move before it to it (docs/accessibility.md gives the figures).
Item {
    id: root
    width: 1366
    height: 768

    /// The most events a move may cost on average over the game (docs/accessibility.md, "Few events
    /// per move"): today's figures kept (Ribbit 16, Mini 14, Ripple 8); the aim, 15 for every move,
    /// is not reached for a person's move yet (23 to 26 in Ribbit and Mini). (Before issue 43's
    /// fixes: Ribbit 37, Mini 49.)
    readonly property int meanBound: 20
    readonly property int moves: 12
    /// The same with a handover screen before each move (hot seat), which brings the next
    /// person's whole hand: today's figures kept (Ribbit and Mini 79; 110 when each line of the
    /// handover card was an object of its own).
    readonly property int handoverBound: 90

    NewGameSetup { id: gameSetup }
    StackView { id: stack; anchors.fill: parent }
    Component { id: homeComponent; HomePage {} }
    Component { id: newGameComponent; NewGamePage { setup: gameSetup } }
    Component { id: rulesComponent; RulesPage {} }
    Component { id: settingsComponent; SettingsPage {} }

    TestCase {
        id: test
        name: "AccessibleEvents"
        when: windowShown

        property var game: null
        property var perMove: []
        property var tops: []
        property int lastCount: 0
        property string label: ""
        property var labels: []

        function init() {
            AppSettings.setLanguage("en")
            AppSettings.setConfirmMoves(true)
            AppSettings.setBotDelay(50)
        }
        function cleanup() {
            AccessibleEvents.stop()
            stack.clear(StackView.Immediate)
            AppSettings.setBotDelay(900)
            if (test.game)
                test.game.setLearningMode(false)
            test.game = null
        }
        function countMove() {
            if (!test.game || test.game.actionCount === test.lastCount)
                return
            test.lastCount = test.game.actionCount
            test.perMove.push(AccessibleEvents.total())
            test.labels.push(test.label)
            test.tops.push(AccessibleEvents.kinds().concat(AccessibleEvents.top(40)))
            AccessibleEvents.reset()
        }
        Connections {
            target: test.game
            function onActionCountChanged() { test.countMove() }
        }

        // Issue 43, item 3: the focus is on one control with a short name, never on a page or a
        // group, which Orca reads whole (a panel: every label under it; Ripple's table was read
        // with its 20 face-down slots, 990 characters, as the focused slot of the opening reveal
        // went away). A page is a section, which Orca reads by its name alone.
        function checkFocusedOneControl(where) {
            const containers = [Accessible.Pane, Accessible.Grouping]
            const read = AccessibleEvents.focusEvents().filter(f => containers.indexOf(f.role) >= 0 || f.name.length > 200)
            compare(read.map(f => f.role + " '" + f.name + "' (" + f.objectName + ")"), [],
                    where + ": the focus went to a whole page or group")
        }
        // Every screen as it comes, and its first Tab and arrow key (Settings' choices: the arrow
        // key focused the choice's group before the choice, issue 43 item 7).
        function test_screensFocusOneControl_data() {
            return [{ tag: "home", page: homeComponent }, { tag: "new game", page: newGameComponent },
                    { tag: "rules", page: rulesComponent }, { tag: "settings", page: settingsComponent }]
        }
        function test_screensFocusOneControl(data) {
            gameSetup.setGame(GameRegistry.games[0].name)
            AccessibleEvents.start()
            const page = stack.push(data.page, {}, StackView.Immediate)
            verify(page, data.tag)
            tryCompare(page.StackView, "status", StackView.Active)
            waitForRendering(page)
            wait(200)
            for (const key of [Qt.Key_Tab, Qt.Key_Tab, Qt.Key_Right, Qt.Key_Tab, Qt.Key_Left]) {
                keyClick(key)
                wait(50)
            }
            checkFocusedOneControl(data.tag)
        }

        function test_movesCostFewEvents_data() {
            const rows = GameRegistry.games.map(entry => ({ tag: entry.name, game: entry.name }))
            verify(rows.length > 0, "games are registered")
            return rows
        }
        function test_movesCostFewEvents(data) {
            gameSetup.setGame(data.game)
            const seats = Math.min(3, gameSetup.maxPlayers)
            const players = [{ name: "Ann", kind: "human" }]
            for (let i = 1; i < seats; ++i)
                players.push({ name: "Computer " + (i + 1), kind: "bot:easy" })
            playAndCount(data.game, players, root.meanBound)
        }
        // Hot seat: two people at one screen, a handover screen before each turn (issue 43: the
        // handover screen's parts each showed and hid, 25 events a handover).
        function test_handoversCostFewEvents_data() {
            return test_movesCostFewEvents_data()
        }
        function test_handoversCostFewEvents(data) {
            playAndCount(data.game, [{ name: "Ann", kind: "human" }, { name: "Ben", kind: "human" }], root.handoverBound)
        }
        function playAndCount(game, players, bound) {
            const data = { game: game }
            const session = GameRegistry.session(data.game)
            verify(session.openRecordText(JSON.stringify({ format: "tidepool-record", version: 1, game: data.game,
                                                           options: {}, players: players, seed: 3, setup: null,
                                                           actions: [] })), session.errorText)
            session.setLearningMode(true)
            const page = stack.push(GameRegistry.fileUrl(data.game, "page"), { game: session }, StackView.Immediate)
            verify(page)
            tryCompare(page.StackView, "status", StackView.Active)
            waitForRendering(page)
            wait(500) // the table settled: the count starts with the first move
            test.perMove = []
            test.tops = []
            test.labels = []
            test.label = "a computer's move"
            test.lastCount = session.actionCount
            test.game = session
            AccessibleEvents.start()
            verify(AccessibleEvents.active(), "accessibility is on (tests/a11y/run-in-session)")
            while (test.perMove.length < root.moves && !session.finished) {
                if (session.handover.pending) {
                    tryVerify(() => { const h = findChild(page, "handover"); return h && h.armed }, 5000, "the handover screen is up")
                    test.label = "a handover and " + session.currentPlayerName + "'s move"
                    keyClick(Qt.Key_Return)
                    tryCompare(session.handover, "pending", false)
                    wait(700) // the revealed hand settles
                    continue
                }
                if (session.suggestion.available && !session.suggestion.working && session.suggestion.action === "") {
                    session.suggestMove()
                    tryVerify(() => session.suggestion.action !== "", 5000, "a suggestion comes")
                    wait(50)
                    // The person's move is counted from their first key: the suggestion shown
                    // before it is learning mode's, not the move's (and a handover before it is
                    // counted with it).
                    if (test.label.indexOf("handover") < 0) {
                        AccessibleEvents.reset()
                        test.label = session.currentPlayerName + "'s move"
                    }
                    const before = session.actionCount
                    // The first Enter plays the suggestion (a second choice, a second Enter), then
                    // Enter is Done.
                    for (let k = 0; k < 4 && session.actionCount === before; ++k) {
                        keyClick(Qt.Key_Return)
                        wait(100)
                    }
                    tryVerify(() => session.actionCount > before, 3000,
                              "Enter plays the suggestion " + session.suggestion.action + " (" + data.game + ")")
                    test.label = "a computer's move"
                } else {
                    wait(20)
                }
            }
            wait(300) // the last move's announcement
            test.countMove()
            checkFocusedOneControl(data.game)
            const worst = Math.max(...test.perMove)
            const at = test.perMove.indexOf(worst)
            const total = test.perMove.reduce((a, b) => a + b, 0)
            console.log(data.game + ": events per move " + JSON.stringify(test.perMove) + ", mean "
                        + (total / test.perMove.length).toFixed(1))
            const mean = total / test.perMove.length
            if (mean > bound)
                for (let i = 0; i < test.perMove.length; ++i)
                    console.log(data.game + ": move " + (i + 1) + " (" + test.labels[i] + "): " + test.tops[i].join(" ; "))
            verify(mean <= bound, data.game + ": a move cost " + mean.toFixed(1) + " events on average; the most, "
                   + worst + " (move " + (at + 1) + ", " + test.labels[at] + "): "
                   + test.tops[at].slice(0, 12).join("; "))
        }
    }
}

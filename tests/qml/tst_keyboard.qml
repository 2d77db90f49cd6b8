import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest

// Every game by keyboard alone, at the smallest window (1024x640). For every registered game
// (GameRegistry, none named), from each of its samples of a game under way (tests/samples.h):
// Enter at the handover, then Tab goes round the table's controls and comes back, every stop
// visible and named, and Space or Enter on one of its own controls plays a move. Home's cards in
// the registry's order by Tab, and the settings page (statistics, the language by the arrow keys).
// Each game's own keys are tst_<game>keys.qml's, the new-game page's tst_newgamekeys.qml's.
Item {
    id: root
    width: 1024
    height: 640

    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: homeComponent; HomePage {} }
    Component { id: settingsComponent; SettingsPage { onBack: test.backs += 1 } }

    Component { id: signalSpy; SignalSpy {} }

    TableCase {
        id: test
        name: "Keyboard"
        stack: stack
        failOnFocusWarning: true
        property int backs: 0

        // Every table by Tab: the samples of every registered game.
        function test_everyTableGoesRoundByTab_data() {
            const rows = []
            verify(GameRegistry.games.length > 0)
            for (const entry of GameRegistry.games) {
                const paths = Samples.paths(entry.name, "playing")
                verify(paths.length > 0, entry.name + " has a sample of a game under way")
                for (const path of paths)
                    rows.push({ tag: entry.name + " " + path.split("/").pop(), game: entry.name, path: path })
            }
            return rows
        }
        function test_everyTableGoesRoundByTab(data) {
            const confirms = AppSettings.confirmMoves
            AppSettings.setConfirmMoves(false) // the move counts at once (Done is tst_turns.qml's)
            try {
                goRoundByTab(data)
            } finally {
                AppSettings.setConfirmMoves(confirms)
            }
        }
        function goRoundByTab(data) {
            const session = GameRegistry.session(data.game)
            verify(session.openRecordText(Samples.text(data.path)), session.errorText)
            const page = stack.push(GameRegistry.fileUrl(data.game, "page"), { game: session }, StackView.Immediate)
            tryCompare(page.StackView, "status", StackView.Active)
            waitForRendering(page)
            if (session.handover.pending) {
                // Enter is the handover's once its screen is up (armed).
                tryCompare(findChild(page, "handover"), "armed", true)
                keyClick(Qt.Key_Return)
                tryCompare(session.handover, "pending", false)
            }
            verify(session.handover.viewerToAct, "a person at this screen is to act")
            tryVerify(() => page.canAct, 3000, "the table is theirs to play (the handover screen gone)")
            // Round the table: each stop visible and named, until the first comes back.
            tryVerify(() => focused() !== null, 3000)
            keyClick(Qt.Key_Tab)
            const first = focused()
            const stops = []
            for (let i = 0; i < 80; ++i) {
                const f = focused()
                verify(f && f.visible, data.tag + ": stop " + i + " is in view: " + f)
                verify(f.Accessible.name !== "", data.tag + ": stop " + i + " is named: " + f + " " + f.objectName)
                if (stops.indexOf(f) < 0)
                    stops.push(f)
                keyClick(Qt.Key_Tab)
                if (focused() === first)
                    break
            }
            compare(focused(), first, data.tag + ": Tab comes back round (" + stops.length + " stops)")
            verify(stops.length >= 3, data.tag + ": the table has controls to reach")
            // A move by keys alone: Space on each stop in the table's own content (not the bars,
            // which leave the table) until one plays; a stop that only chooses (a card) hands the
            // keyboard on, and Enter or Space there plays.
            const before = session.actionCount
            const own = stops.filter(f => !/^(menuButton|rulesButton|logButton|suggestButton|seat)/.test(f.objectName)
                                          && f.enabled)
            for (let i = 0; i < own.length && session.actionCount === before; ++i) {
                if (!own[i].visible || !own[i].enabled)
                    continue
                own[i].forceActiveFocus(Qt.TabFocusReason)
                keyClick(Qt.Key_Space)
                for (let k = 0; k < 3 && session.actionCount === before && focused() && focused() !== own[i]; ++k)
                    keyClick(Qt.Key_Return)
            }
            tryVerify(() => session.actionCount > before, 3000, data.tag + ": a move by keys alone")
        }

        // The log by keys (issue 43, items 5 and 7: it opened silently, the keyboard left on the
        // table, so a screen reader could not go back over earlier moves): L opens it with the
        // keyboard on its newest line, named with it; Up reads the line before; Escape (or L)
        // closes it, the keyboard back on the table, never on the game menu.
        function test_theLogByKeys_data() {
            return GameRegistry.games.map(entry => ({ tag: entry.name, game: entry.name,
                                                      path: Samples.paths(entry.name, "playing")[0] }))
        }
        function test_theLogByKeys(data) {
            const session = GameRegistry.session(data.game)
            verify(session.openRecordText(Samples.text(data.path)), session.errorText)
            const page = stack.push(GameRegistry.fileUrl(data.game, "page"), { game: session }, StackView.Immediate)
            tryCompare(page.StackView, "status", StackView.Active)
            if (session.handover.pending)
                confirmHandover(page, session)
            tryVerify(() => page.canAct, 3000)
            const log = logLines(session), lines = log.length, line = (i) => log[i]
            verify(lines >= 2, data.tag + ": the sample has moves in its log")
            for (const close of [Qt.Key_L, Qt.Key_Escape]) {
                keyClick(Qt.Key_L)
                verify(page.logOpen, data.tag + ": L opens the log")
                tryVerify(() => focused() && focused().Accessible.role === Accessible.ListItem, 2000,
                          data.tag + ": the keyboard is on a line of the log: " + focused())
                compare(focused().Accessible.name, line(lines - 1), data.tag + ": its newest line")
                keyClick(Qt.Key_Up)
                compare(focused().Accessible.name, line(lines - 2), data.tag + ": Up goes to the line before")
                keyClick(close)
                verify(!page.logOpen, data.tag + ": the log closes")
                verify(!page.menuOpened, data.tag + ": the game menu stays closed")
                tryVerify(() => focused() && focused().visible && focused().Accessible.role !== Accessible.ListItem, 2000,
                          data.tag + ": the keyboard is back on the table: " + focused())
            }
            // Opened and closed again before it was laid out (L twice at once): the keyboard stays.
            const before = focused()
            page.toggleLog()
            page.toggleLog()
            verify(!page.logOpen, data.tag + ": L twice leaves the log closed")
            wait(100)
            compare(focused(), before, data.tag + ": the keyboard stays where it was")
        }

        // The log keeps the keyboard while computers play and the turn comes back (it was taken
        // to the status line, then the hand, at every move); closed, the turn's focus. Never opened
        // under the handover screen (it took the keyboard from it, and Tab walked the table behind).
        function test_theLogKeepsTheKeyboardWhileOthersPlay() {
            AppSettings.setBotDelay(50)
            const session = GameRegistry.session("ribbit")
            const record = (players) => JSON.stringify({ format: "tidepool-record", version: 1, game: "ribbit", options: {},
                                                         players: players, seed: 5, setup: null, actions: [] })
            try {
                AppSettings.setBotDelay(400)
                verify(session.openRecordText(record([{ name: "Computer 1", kind: "bot:easy" }, { name: "Computer 2", kind: "bot:easy" },
                                                      { name: "Ann", kind: "human" }])), session.errorText)
                let page = stack.push(GameRegistry.fileUrl("ribbit", "page"), { game: session }, StackView.Immediate)
                tryCompare(page.StackView, "status", StackView.Active)
                tryVerify(() => session.actionCount === 1, 5000, "the first computer has played")
                verify(!page.canAct, "the second computer plays next")
                keyClick(Qt.Key_L)
                tryVerify(() => focused() && focused().Accessible.role === Accessible.ListItem, 2000, "the keyboard is in the log")
                tryVerify(() => page.canAct && session.actionCount >= 1, 5000, "Ann's turn comes")
                wait(300)
                verify(focused() && focused().Accessible.role === Accessible.ListItem, "the log kept the keyboard: " + focused())
                keyClick(Qt.Key_L)
                tryVerify(() => focused() && /^card-/.test(focused().objectName), 2000, "closed: the turn's focus, her hand: " + focusedName())
                stack.clear(StackView.Immediate)

                verify(session.openRecordText(record([{ name: "Ann", kind: "human" }, { name: "Ben", kind: "human" }])), session.errorText)
                page = stack.push(GameRegistry.fileUrl("ribbit", "page"), { game: session }, StackView.Immediate)
                tryCompare(page.StackView, "status", StackView.Active)
                tryCompare(findChild(page, "handover"), "armed", true)
                tryVerify(() => focusedName() === "handoverCard", 2000)
                keyClick(Qt.Key_L)
                verify(!page.logOpen, "no log under the handover screen")
                compare(focusedName(), "handoverCard")
            } finally {
                AppSettings.setBotDelay(900)
            }
        }

        // "gameCard-<game>/playButton" for a card's button, the objectName alone elsewhere.
        function focusPath() {
            const item = focused()
            if (!item)
                return ""
            for (let p = item.parent; p; p = p.parent)
                if (p.objectName.startsWith("gameCard-"))
                    return p.objectName + "/" + item.objectName
            return item.objectName
        }

        function test_homeTabGoesThroughTheCardsInOrder() {
            const page = show(homeComponent)
            const firstPlay = "gameCard-" + GameRegistry.firstGame + "/playButton"
            // Shown: the keyboard starts on the first game's Play (a review: nothing was focused).
            tryVerify(() => focusPath() === firstPlay, 2000, "focus on the first game's Play, not " + focusPath())
            keyClick(Qt.Key_Backtab)
            compare(focusPath(), "settingsButton")
            // Every game's card in the registry's order: Play, Rules, Learn to play, and a button
            // for each further guided game (a variant's lesson).
            const expected = []
            verify(GameRegistry.games.length > 0)
            for (const entry of GameRegistry.games) {
                for (const button of ["playButton", "rulesButton", "learnButton"])
                    expected.push("gameCard-" + entry.name + "/" + button)
                for (const lesson of entry.lessons)
                    expected.push("gameCard-" + entry.name + "/learnButton-" + lesson)
            }
            const seen = []
            for (let i = 0; i < expected.length; ++i) {
                keyClick(Qt.Key_Tab)
                seen.push(focusPath())
            }
            compare(seen, expected)
            // Then the unfinished games (if the test machine has some) and the file buttons.
            for (let i = 0; i < 20 && focusPath() !== "openButton"; ++i)
                keyClick(Qt.Key_Tab)
            compare(focusPath(), "openButton")
            keyClick(Qt.Key_Tab)
            compare(focusPath(), "replayButton")
            // The focused button shows the ring, and Enter acts on it.
            keyClick(Qt.Key_Backtab)
            const open = focused()
            compare(open.objectName, "openButton")
            const ring = findChild(open, "focusRing")
            verify(ring && ring.visible, "the focused button shows the focus ring")
            // Back to the first game's Play: Enter chooses the game.
            const spy = signalSpy.createObject(test, { target: page, signalName: "gameChosen" })
            while (focusPath() !== firstPlay)
                keyClick(Qt.Key_Backtab)
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], GameRegistry.firstGame)
        }

        // Settings → Statistics (issue 20): each person's games and wins in words, cleared only by
        // a second press (a slip clears nothing), by keyboard.
        function test_settingsStatisticsAreListedAndClearedByTwoPresses() {
            AppSettings.setLanguage("en")
            PlayerStatistics.setKeep(true)
            PlayerStatistics.clear()
            const game = GameRegistry.games[0]   // any game: the first registered
            PlayerStatistics.recordGame(game.name, ["Ann", "Ben"], ["Ann"])
            const page = show(settingsComponent)
            const rows = []
            const walk = item => {
                if (item.objectName === "statisticsRow")
                    rows.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(page)
            compare(rows.length, 2)
            compare(rows.map(r => r.text).sort(), ["Ann — " + game.title + ": 1 game, 1 win",
                                                    "Ben — " + game.title + ": 1 game, no wins"])
            verify(!findChild(page, "noStatistics").visible)
            tabTo(/^clearStatistics$/)
            keyClick(Qt.Key_Space)
            compare(PlayerStatistics.people.length, 2, "one press clears nothing")
            compare(findChild(page, "clearStatistics").text, "Press again to clear every count")
            keyClick(Qt.Key_Space)
            compare(PlayerStatistics.people.length, 0)
            tryCompare(findChild(page, "noStatistics"), "visible", true)
        }

        function test_settingsSwitchTheLanguageByKeyboard() {
            const page = show(settingsComponent)
            const choice = findChild(page, "languageChoice")
            tryVerify(() => choice.activeFocus, 1000, "the language choice has the focus first")
            keyClick(Qt.Key_Right)
            compare(AppSettings.language, "vi")
            compare(findChild(page, "settingsTitle").text, "Cài đặt")
            keyClick(Qt.Key_Left)
            compare(AppSettings.language, "en")
            compare(findChild(page, "settingsTitle").text, "Settings")
            // Tab goes on to the animation speed; Right makes it slower.
            keyClick(Qt.Key_Tab)
            verify(findChild(page, "animationChoice").activeFocus)
            // The chosen value itself holds the focus (a screen reader says the value, not the group).
            const window = page.Window.window
            const chosen = window.activeFocusItem
            verify(chosen !== findChild(page, "animationChoice") && chosen.on === true,
                   "the chosen value has the keyboard")
            keyClick(Qt.Key_Right)
            compare(AppSettings.animationDuration, 175)
            verify(window.activeFocusItem !== chosen && window.activeFocusItem.on === true,
                   "the keyboard follows the new choice")
            // Shift+Tab leaves the group backwards (not back into it), and Tab returns.
            keyClick(Qt.Key_Backtab)
            verify(choice.activeFocus, "Shift+Tab goes back to the language")
            keyClick(Qt.Key_Tab)
            verify(findChild(page, "animationChoice").activeFocus)
            test.backs = 0
            keyClick(Qt.Key_Escape)
            compare(test.backs, 1, "Escape goes back")
        }
    }
}

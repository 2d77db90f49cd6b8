import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// The TestCase of the spoken-game suites (tst_spoken.qml, tst_spokenturns.qml): every sentence the
// table page's announcer said (`said`, in order), pages pushed on `stack`, a Ribbit turn played,
// the notifications in the tree. A file sets `name`, `stack` and `ribbitGame` and adds its test_
// functions.
TestCase {
    id: test
    when: windowShown
    property StackView stack
    property RibbitGame ribbitGame
    /// Every sentence the announcer of the page last shown said, in order.
    property var said: []
    property var announcer: null
    Connections {
        target: test.announcer
        function onCountChanged() { test.said.push(test.announcer.lastText) }
    }

    function seatsRecord(game, kinds, seed) {
        const names = ["Ann", "Ben", "Cleo", "Dan", "Eve"]
        return JSON.stringify({ format: "tidepool-record", version: 1, game: game, options: {},
                                players: kinds.map((k, i) => ({ name: k === "human" ? names[i] : "Computer " + (i + 1), kind: k })),
                                seed: seed, setup: null, actions: [] })
    }
    function init() {
        AppSettings.setAnimationDuration(0)
        AppSettings.setLanguage("en")
        AppSettings.setConfirmMoves(true)
        AppSettings.setBotDelay(20)
        test.said = []
    }
    function cleanup() {
        test.announcer = null
        stack.clear(StackView.Immediate)
        AppSettings.setBotDelay(900)
    }
    function show(component) {
        const page = stack.push(component, {}, StackView.Immediate)
        verify(page)
        tryCompare(page.StackView, "status", StackView.Active)
        test.announcer = findChild(page, "announcer")
        verify(test.announcer)
        return page
    }
    function logLines(game) {
        const lines = []
        for (let i = 0; i < game.log.rowCount(); ++i)
            lines.push(game.log.data(game.log.index(i, 0), LogModel.TextRole))
        return lines
    }
    // Plays the first legal card of the viewer's hand on the first turtle it may move, and Done.
    function playRibbitTurn(page) {
        for (let i = 0; i < ribbitGame.hand.rowCount(); ++i) {
            if (!ribbitGame.mustDiscard && !ribbitGame.hand.data(ribbitGame.hand.index(i, 0), HandModel.PlayableRole))
                continue
            ribbitGame.selectCard(i)
            if (ribbitGame.mustDiscard)
                verify(ribbitGame.discardSelected())
            else
                for (const letter of ["R", "Y", "G", "B", "P"])
                    if (findChild(page, "turtle-" + letter).showTarget) {
                        verify(ribbitGame.playOn(letter))
                        break
                    }
            verify(ribbitGame.confirmMove())
            return
        }
        fail("no card to play")
    }
    // The names of the notifications under `item` (`shownOnly`: those in view, as a screen
    // reader finds them in the tree; else every one, even on a page hidden under another).
    function notices(item, shownOnly) {
        const named = []
        const collect = (it) => {
            if (shownOnly && !it.visible)
                return
            if (it.Accessible.role === Accessible.Notification && (it.visible || !shownOnly) && it.Accessible.name !== "")
                named.push(it.Accessible.name)
            for (let i = 0; i < it.children.length; ++i)
                collect(it.children[i])
        }
        collect(item)
        return named
    }
    // The sentences said since `from` that contain `text`.
    function saidWith(text, from) {
        return test.said.slice(from || 0).filter(s => s.indexOf(text) >= 0)
    }
}

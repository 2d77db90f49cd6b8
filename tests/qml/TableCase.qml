import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// The TestCase of the suites that play at a table by keys and clicks (tst_keyboard.qml,
// tst_turns.qml, and each game's <game>keys and <game>turns): pages pushed on `stack`, the
// keyboard's focus, the hand's cards, the record and the log. A file sets `name` and `stack` and
// adds its test_ functions.
TestCase {
    id: test
    when: windowShown
    property StackView stack
    // The keyboard suites: a control that leaves the Tab order while it has the keyboard (a pile
    // just taken from, the draw pile just drawn from) is refused by Qt with a warning, which fails
    // the test.
    property bool failOnFocusWarning: false

    function init() {
        AppSettings.setAnimationDuration(0)
        AppSettings.setLanguage("en")
        AppSettings.setConfirmMoves(true)
        if (failOnFocusWarning)
            failOnWarning(/Cannot set activeFocusOnTab to false once item is the active focus item/)
        // A colour bound to nothing (a seat chip being removed had index -1, and its avatar colour
        // was seatTints[-1]: tst_review, 2026-12-08; Theme.seatTint()).
        failOnWarning(/Unable to assign \[undefined\] to QColor/)
    }
    function cleanup() {
        KeyRepeatGuard.setJudgeSyntheticByTime(false)
        stack.clear(StackView.Immediate)
        AppSettings.setLanguage("en")
        AppSettings.setConfirmMoves(true)
    }
    function show(component) {
        const page = stack.push(component, {}, StackView.Immediate)
        verify(page)
        tryCompare(page.StackView, "status", StackView.Active)
        waitForRendering(page)
        return page
    }

    function focused() { return Window.window ? Window.window.activeFocusItem : null }
    function focusedName() { return focused() ? focused().objectName : "" }
    /// Every item under `item` that `keep` accepts, in tree order.
    function itemsUnder(item, keep) {
        const out = []
        const walk = (i) => {
            if (keep(i))
                out.push(i)
            for (let c = 0; c < i.children.length; ++c)
                walk(i.children[c])
        }
        walk(item)
        return out
    }
    // Tab until the focused item's objectName matches `pattern` (at most 60 presses).
    function tabTo(pattern) {
        for (let i = 0; i < 60 && !pattern.test(focusedName()); ++i)
            keyClick(Qt.Key_Tab)
        verify(pattern.test(focusedName()), "Tab reaches " + pattern + " (at " + focusedName() + ")")
        const ring = findChild(focused(), "focusRing")
        verify(ring && ring.visible, focusedName() + " shows the focus ring")
    }

    // The hand's row (0-4) of a card, e.g. "^" (the hand is shown in its own order).
    function row(page, notation) {
        for (let i = 0; i < 5; ++i) {
            const c = findChild(page, "card-" + i)
            if (c && c.card === notation)
                return i
        }
        fail("no card " + notation + " in the hand")
    }
    function numberKey(i) { return Qt.Key_1 + i }
    function handCount(page) {
        let n = 0
        for (let i = 0; i < 6; ++i)
            if (findChild(page, "card-" + i)) ++n
        return n
    }
    function actions(game) { return JSON.parse(game.recordJson()).actions }
    function logLines(game) {
        const lines = []
        for (let i = 0; i < game.log.rowCount(); ++i)
            lines.push(game.log.data(game.log.index(i, 0), LogModel.TextRole))
        return lines
    }
    // Waits until the handover screen takes answers, then answers with a fresh Enter.
    function confirmHandover(page, game) {
        const overlay = findChild(page, "handover")
        tryCompare(overlay, "armed", true)
        // The cover holds the keyboard (a screen reader reads it), and Tab stays on it.
        tryVerify(() => focusedName() === "handoverCard", 1000, "the handover screen has the focus, not " + focusedName())
        keyClick(Qt.Key_Tab)
        compare(focusedName(), "handoverCard", "Tab reaches nothing under the cover")
        keyClick(Qt.Key_Backtab)
        compare(focusedName(), "handoverCard", "Shift+Tab reaches nothing under the cover")
        keyClick(Qt.Key_Return)
        tryCompare(game.handover, "pending", false)
        tryCompare(overlay, "visible", false) // faded out: it takes no more clicks
    }

    // Enter twice at the handover screen, the second 100 ms after the one that revealed (a review:
    // it chose the first card of the revealed hand and moved the focus to a turtle; a third Enter
    // played it): the hand is shown and nothing is chosen or played. A key pressed once the hand
    // has settled acts as usual. `data`: game, component (its page), record (the handover due).
    // (test_aSecondEnterJustAfterTheRevealActsOnNothing of tst_ribbitturns and tst_miniturns.)
    function checkSecondEnterJustAfterTheReveal(data) {
        const game = data.game
        verify(game.openRecordText(data.record), game.errorText)
        const page = show(data.component)
        const overlay = findChild(page, "handover")
        tryCompare(overlay, "armed", true)
        tryVerify(() => focusedName() === "handoverCard", 1000)
        keyClick(Qt.Key_Return)   // reveals Ann's hand
        verify(!game.handover.pending)
        compare(game.handover.viewer, 0)
        wait(100)
        keyClick(Qt.Key_Return)   // the second Enter of a double press
        wait(100)
        keyClick(Qt.Key_Space)    // and a third key
        compare(handCount(page), 5, "the hand is shown")
        compare(game.selectedCard, -1, "no card is chosen")
        verify(!game.moves.pending, "nothing is played")
        verify(focusedName().indexOf("turtle-") !== 0 && focusedName().indexOf("tile-") !== 0,
               "the focus is not on the board: " + focusedName())
        compare(actions(game), [])
        // Settled: the keyboard is in the hand and Enter chooses the focused card.
        tryVerify(() => focusedName() === "card-0", 2000, "focus on card-0, not " + focusedName())
        keyClick(Qt.Key_Return)
        compare(game.selectedCard, 0, "a key pressed once the hand has settled counts")
    }
}

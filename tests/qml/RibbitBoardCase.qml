import QtQuick
import QtTest
import Tidepool

// The TestCase of the Ribbit screen's suites (tst_ribbitboard, tst_ribbitend.qml): a Ribbit page
// made afresh for each test function, filling the file's root item, every play counting at once
// (tst_ribbitturns.qml tests Done), and the helpers that find its cards and turtles. A file sets
// `name` and adds its test_ functions.
TestCase {
    id: test
    when: windowShown
    property var page
    readonly property RibbitGame game: RibbitGame {}
    Component {
        id: pageComponent
        RibbitPage { anchors.fill: parent; game: test.game }
    }

    function init() {
        AppSettings.setAnimationDuration(0)
        AppSettings.setConfirmMoves(false) // every play counts at once (tst_ribbitturns.qml tests Done)
        // A colour bound to nothing (as in TableCase.qml; tst_review's seat chips, 2026-12-08).
        failOnWarning(/Unable to assign \[undefined\] to QColor/)
        page = createTemporaryObject(pageComponent, parent)
        verify(page)
    }

    function cleanup() {
        parent.width = 1280
        parent.height = 800
        Theme.scale = 1
    }

    function open(text) {
        verify(game.openRecordText(text), game.errorText)
        waitForRendering(page)
    }
    function confirmHandover() {
        const overlay = findChild(page, "handover")
        tryCompare(overlay, "armed", true) // it takes a click once it is ready
        mouseClick(findChild(overlay, "handoverConfirm"))
        tryCompare(overlay, "visible", false)
    }
    function card(notation) {
        for (let i = 0; i < 5; ++i) {
            const c = findChild(page, "card-" + i)
            if (c && c.card === notation)
                return c
        }
        return null
    }
    function highlighted() {
        const result = []
        for (const letter of ["R", "Y", "G", "B", "P"])
            if (findChild(page, "turtle-" + letter).showTarget)
                result.push(letter)
        return result
    }
    function clickTurtle(letter) {
        const t = findChild(page, "turtle-" + letter)
        mouseClick(t, t.width * 0.5, t.height * 0.7)
    }

    function rectOf(item) { return item.mapToItem(parent, 0, 0, item.width, item.height) }
    function overlaps(a, b) {
        return Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) + 1
            && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y) + 1
    }
}

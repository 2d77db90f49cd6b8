import QtQuick
import QtTest
import Tidepool

// The TestCase of the Ripple screen's suites (tst_ripple, tst_ripplesizes, tst_rippleround.qml):
// a Ripple page made afresh for each test function, filling the file's root item, and the
// helpers that read its slots. A file sets `name` and adds its test_ functions.
TestCase {
    id: test
    when: windowShown
    property var page
    readonly property RippleGame game: RippleGame {}
    Component {
        id: pageComponent
        RipplePage { anchors.fill: parent; game: test.game }
    }

    // A new page for the game, filling the file's root item (init() makes the first).
    function newPage() { return createTemporaryObject(pageComponent, parent) }

    function init() {
        AppSettings.setAnimationDuration(0)
        AppSettings.setLanguage("en") // English's plural forms, as the app at start
        page = newPage()
        verify(page)
    }

    function cleanup() {
        parent.width = 1280
        parent.height = 800
        Theme.scale = 1
        AppSettings.setLanguage("en")
        AppSettings.setBotDelay(900)
    }

    function open(text) {
        verify(game.openRecordText(text), game.errorText)
        waitForRendering(page)
    }
    // Ripple has no secret hands: the turn passes to the next person with no handover screen.
    function confirmHandover() {
        compare(game.handover.pending, false)
        verify(!findChild(page, "handover"))
        verify(game.handover.viewer === game.currentPlayer || game.finished || !game.currentIsHuman)
    }
    function slot(s) { return findChild(findChild(page, "bigBeach"), "slot" + s) }
    function glowing() {
        const result = []
        for (let s = 0; s < 10; ++s)
            if (slot(s).rippleSpot) result.push(s)
        return result
    }
    // The engine's legal place and stack actions, as slot numbers.
    function legalSlots() {
        const result = []
        for (const a of game.legalActionTexts()) {
            const parts = a.split(" ")
            if ((parts[0] === "place" || parts[0] === "stack") && result.indexOf(Number(parts[1])) < 0)
                result.push(Number(parts[1]))
        }
        return result.sort((a, b) => a - b)
    }
}

import QtQuick
import QtTest
import Tidepool

// The TestCase of the Turtle Race Mini screen's suites (tst_mini, tst_miniend.qml): a Mini page
// made afresh for each test function, filling the file's root item, every play counting at once
// (tst_miniturns.qml tests Done), and the helpers that find its cards and tiles. A file sets
// `name` and adds its test_ functions.
TestCase {
    id: test
    when: windowShown
    property var page
    // A game of its own for each test function: a page made while the last test's game was still
    // between races would fade that screen out during the next test (the race-end tests ran
    // after others only by their names' order while they shared one file and one game).
    property MiniGame game
    Component { id: gameComponent; MiniGame {} }
    Component {
        id: pageComponent
        MiniPage { anchors.fill: parent }
    }

    function init() {
        AppSettings.setAnimationDuration(0)
        AppSettings.setConfirmMoves(false) // every play counts at once (tst_miniturns.qml tests Done)
        game = createTemporaryObject(gameComponent, test)
        verify(game)
        page = createTemporaryObject(pageComponent, parent, { game: game })
        verify(page)
    }

    function cleanup() {
        parent.width = 1280
        parent.height = 800
        Theme.scale = 1
    }

    function open(record) {
        verify(game.openRecordText(JSON.stringify(record)), game.errorText)
        waitForRendering(page)
    }
    function confirmHandover() {
        tryCompare(findChild(page, "handover"), "opacity", 1)
        game.confirmHandover()
        tryCompare(findChild(page, "handover"), "visible", false)
    }
    function card(notation) {
        for (let i = 0; i < 5; ++i) {
            const c = findChild(page, "card-" + i)
            if (c && c.card === notation)
                return c
        }
        return null
    }
    function tile(name) { return findChild(page, "tile-" + name) }
    function tilesWhere(property) {
        const result = []
        for (const c of ["R", "Y", "G", "B", "P", "K"])
            for (const n of [1, 2])
                if (tile(c + n)[property])
                    result.push(c + n)
        return result
    }
    function clickTile(name) {
        const t = tile(name)
        mouseClick(t, t.width * 0.5, t.height * 0.85)
    }
}

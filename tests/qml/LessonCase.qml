import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// The TestCase of the guided-game suites (tst_tutorial.qml and each game's <game>lessons): a
// lesson started on its game's table page (from the registry) with the bubble laid over it, and
// followed as a new player would: read what the bubble asks, click the item it points at (or
// Next), until the last step. A file sets `name` and adds its test_ functions.
TestCase {
    id: test
    when: windowShown
    readonly property Tutorial guide: Tutorial {}
    property var page
    property var overlay
    // Every guided game of every registered game (GameRegistry: each game's first one, then its
    // lessons), none named.
    readonly property var lessons: {
        const all = []
        for (const entry of GameRegistry.games)
            for (const lesson of [entry.name].concat(entry.lessons))
                all.push(lesson)
        return all
    }
    Component { id: overlayComponent; TutorialOverlay {} }

    // The bubble of the guided game on, laid over `page` (as Main.qml does: a page's own children
    // are its board).
    function addOverlay(page) { return overlayComponent.createObject(page, { tutorial: guide }) }
    // The table page of the guided game on (its game's registry entry, bound to guide.session)
    // under `parent`, filling it, with the bubble laid over it. Destroyed with the test function.
    function makeLessonPage(parent) {
        const component = Qt.createComponent(GameRegistry.fileUrl(guide.game, "page"))
        const page = createTemporaryObject(component, parent, { game: guide.session })
        page.anchors.fill = parent
        addOverlay(page)
        return page
    }

    function init() {
        AppSettings.setAnimationDuration(0)
    }
    function cleanup() {
        guide.leave()
    }
    function open(game) {
        verify(guide.start(game), guide.errorText)
        // A lesson is played on the page of its game (guide.game: "mini" for "mini-advanced").
        page = makeLessonPage(parent)
        verify(page)
        overlay = findChild(page, "tutorialOverlay")
        verify(overlay)
        tryCompare(overlay, "visible", true)
        waitForRendering(page)
    }
    // Where a player clicks the pointed item: turtles by their shell, tiles by their lower edge
    // (the part a tile riding on top leaves free), everything else in the middle.
    function clickPointed() {
        tryVerify(() => overlay.targetItem !== null, 2000, "the bubble points at " + guide.pointAt)
        // A card just drawn is laid out in its row at the next polish: its place first.
        if (overlay.targetItem.parent)
            waitForItemPolished(overlay.targetItem.parent)
        overlay.locate() // where things stand now (the overlay also follows on a timer)
        const item = overlay.targetItem
        verify(overlay.hasTarget)
        // The bubble never covers what it points at.
        const c = item.mapToItem(overlay, item.width / 2, item.height / 2)
        const bubble = findChild(overlay, "tutorialBubble")
        verify(!(c.x > bubble.x && c.x < bubble.x + bubble.width && c.y > bubble.y && c.y < bubble.y + bubble.height),
               "the bubble leaves " + item.objectName + " free")
        const name = item.objectName
        if (name.startsWith("turtle-"))
            mouseClick(item, item.width * 0.5, item.height * 0.88)
        else if (name.startsWith("tile-"))
            mouseClick(item, item.width * 0.5, item.height - 6)
        else
            mouseClick(item)
    }
    // Over an end screen (the last step), the bubble leaves every end-screen button visible.
    property int endChecks: 0
    function checkEndButtonsFree() {
        const actions = findChild(page, "endActions")
        if (!actions || !actions.visible)
            return
        waitForRendering(page)
        overlay.locate()
        const bubble = findChild(overlay, "tutorialBubble")
        const b = bubble.mapToItem(overlay, 0, 0, bubble.width, bubble.height)
        for (let i = 0; i < actions.children.length; ++i) {
            const button = actions.children[i]
            if (!button.visible)
                continue
            const r = button.mapToItem(overlay, 0, 0, button.width, button.height)
            verify(r.x + r.width <= b.x || b.x + b.width <= r.x || r.y + r.height <= b.y || b.y + b.height <= r.y,
                   "the bubble leaves the end screen's button " + button.text + " free")
        }
        ++endChecks
    }
    function followToTheEnd(game) {
        open(game)
        const text = findChild(overlay, "tutorialText")
        const todo = findChild(overlay, "tutorialTodo")
        const next = findChild(overlay, "tutorialNext")
        let guard = 0
        while (!guide.completed && ++guard < 100) {
            compare(text.text, guide.text)
            verify(text.text.length > 0)
            if (guide.waitsForNext) {
                verify(next.visible)
                checkEndButtonsFree()
                mouseClick(next)
                continue
            }
            verify(!next.visible, "an action step has no Next button")
            verify(todo.text.length > 0, "the bubble says what to do")
            const step = guide.stepIndex
            clickPointed()
            if (guide.stepIndex === step && !guide.completed) {
                // A card was chosen: the bubble now points at where it goes.
                clickPointed()
            }
            tryVerify(() => guide.stepIndex > step, 2000, "step " + (step + 1) + " done: " + guide.expected)
        }
        verify(guide.completed)
        tryCompare(overlay, "visible", false)
    }
}

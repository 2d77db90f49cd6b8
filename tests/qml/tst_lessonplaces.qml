import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// Issue 44: a lesson's bubble never lies on a piece, a card, a slot, a pile or a name of the table
// (what a step talks about is often not what it points at: Ribbit's START, Mini's rear tiles,
// Ripple's beach), at every step of every lesson of every registered game (GameRegistry, none
// named), at five window sizes. Over an end screen it leaves the result, the ranking and the
// buttons free.
Item {
    id: root
    width: 1280
    height: 800

    // A window of another size (the page fills it), with Theme.scale as Main.qml sets it there.
    Item { id: frame }

    LessonCase {
        id: test
        name: "LessonPlaces"

        // What matters on a table (objectNames), as tst_overlays.qml names it; and over an end
        // screen its result and buttons.
        readonly property var piecePattern: /^(turtle-|tile-|space-|lettuce|slot\d|pile|card-|seatChip\d|seatName|liveScore|drawPile|heldCard|raceBadge|frontMarker|bigBeachHeading|secretCard|placeholderName|otherBeach|finisher-|resultText|endActions)/

        function rectIn(item, to) { return item.mapToItem(to, 0, 0, item.width, item.height) }
        function meet(a, b) {
            const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
            const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
            return w > 1 && h > 1
        }
        // `everyText`: each text shown counts too (an end screen's result, ranking and names).
        function pieces(item, out, everyText) {
            if (!item || !item.visible || item.opacity < 0.05)
                return out
            const isText = everyText && item.contentWidth !== undefined && item.elide !== undefined && item.text !== ""
            if (item.width > 0 && item.height > 0 && (isText || (item.objectName !== "" && piecePattern.test(item.objectName))))
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                pieces(item.children[i], out, everyText)
            return out
        }
        function problemsAt(where) {
            waitForRendering(page)
            overlay.locate()
            const bubble = findChild(overlay, "tutorialBubble")
            const b = rectIn(bubble, page)
            const found = []
            // Under an end screen's veil the table is out of play: the end screen's own parts count.
            for (const p of pieces(page.endScreenItem ? page.endScreenItem : page, [], page.endScreenItem !== null))
                if (meet(b, rectIn(p, page)))
                    found.push(where + ": the bubble lies on " + (p.objectName !== "" ? p.objectName : JSON.stringify(p.text)))
            return found
        }

        function test_theBubbleLiesOnNoPiece_data() {
            return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1280x768", w: 1280, h: 768 },
                    { tag: "1366x768", w: 1366, h: 768 }, { tag: "1920x1080", w: 1920, h: 1080 },
                    { tag: "2560x1440", w: 2560, h: 1440 }]
        }
        function test_theBubbleLiesOnNoPiece(data) {
            const scale = Theme.scale
            frame.width = data.w
            frame.height = data.h
            Theme.scale = Math.max(0.75, Math.min(data.w / 1280, data.h / 800))
            let problems = []
            try {
                for (const lesson of lessons) {
                    verify(guide.start(lesson), guide.errorText)
                    page = makeLessonPage(frame)
                    overlay = findChild(page, "tutorialOverlay")
                    for (let i = 0; i < guide.stepCount; ++i) {
                        guide.skipTo(i)
                        problems = problems.concat(problemsAt(lesson + " step " + (i + 1)))
                    }
                    page.destroy()
                    page = null
                    guide.leave()
                }
            } finally {
                Theme.scale = scale
            }
            if (problems.length > 0)
                fail(problems.length + " problems:\n  " + problems.join("\n  "))
        }
    }
}

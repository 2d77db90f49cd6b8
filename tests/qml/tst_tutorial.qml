import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// The guided first games of every registered game (GameRegistry, none named), followed as a new
// player would: read what the bubble asks, click the item it points at (or Next), until the last
// step; and the bubble never covers its target, at every step of every lesson and three window
// sizes. Each game's own lesson tests are tst_<game>lessons.qml's.
Item {
    id: root
    width: 1280
    height: 800

    // A window of another size (the page fills it), with Theme.scale as Main.qml sets it there.
    Item { id: frame }

    LessonCase {
        id: test
        name: "Tutorial"

        // Every guided game followed to its last step, as a new player would.
        function test_guidedGame_data() {
            // (A check here, not in the test: with no rows Qt Quick Test only warns.)
            verify(GameRegistry.games.length > 0 && lessons.length >= GameRegistry.games.length, "every game has a lesson")
            return lessons.map(lesson => ({ tag: lesson, lesson: lesson }))
        }
        function test_guidedGame(data) {
            followToTheEnd(data.lesson)
        }

        // The bubble never covers what its step points at (nor leaves the window), at every step of
        // every lesson, at the smallest window and two common ones; for a step that asks for a
        // card and then where it goes, both targets.
        function test_theBubbleNeverCoversItsTarget_data() {
            return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1366x768", w: 1366, h: 768 },
                    { tag: "1920x1080", w: 1920, h: 1080 }]
        }
        function checkBubbleFree(where) {
            waitForRendering(page)
            overlay.locate()
            const bubble = findChild(overlay, "tutorialBubble")
            const b = Qt.rect(bubble.x, bubble.y, bubble.width, bubble.height)
            verify(b.x >= 0 && b.y >= 0 && b.x + b.width <= overlay.width + 0.5 && b.y + b.height <= overlay.height + 0.5,
                   where + ": the bubble is in the window " + JSON.stringify(b))
            const free = (t) => t.width <= 0 || t.x + t.width <= b.x || b.x + b.width <= t.x || t.y + t.height <= b.y || b.y + b.height <= t.y
            // The hand row stays in view (Ribbit, Mini; an end screen covers it anyway).
            if (page.handArea && !overlay.endShown) {
                const hand = page.handArea.mapToItem(overlay, 0, 0, page.handArea.width, page.handArea.height)
                verify(free(hand), where + ": the bubble " + JSON.stringify(b) + " leaves the hand row " + JSON.stringify(hand) + " free")
            }
            // What else the step speaks of (its "keepClear": Ripple's scoring step names the other
            // seat's sum and the score table, which the bubble covered at 1024x640 and 1366x768).
            for (const name of guide.keepInView) {
                const k = findChild(page, name)
                verify(k && k.visible, where + ": " + name + " is on the page")
                const q = k.mapToItem(overlay, 0, 0, k.width, k.height)
                verify(free(q), where + ": the bubble " + JSON.stringify(b) + " leaves " + name + " " + JSON.stringify(q) + " free")
            }
            if (!overlay.hasTarget)
                return
            // The target, and for a turtle or tile every turtle or tile of its stack (TutorialOverlay.stackRect).
            const t = overlay.targetRect
            verify(free(t), where + ": the bubble " + JSON.stringify(b) + " leaves " + guide.pointAt + " " + JSON.stringify(t) + " free")
            const item = overlay.targetItem
            if (/^(turtle|tile)-/.test(item.objectName)) {
                const kids = item.parent.children
                for (let i = 0; i < kids.length; ++i) {
                    const k = kids[i]
                    if (!k.visible || !/^(turtle|tile)-/.test(k.objectName))
                        continue
                    const q = k.mapToItem(overlay, 0, 0, k.width, k.height)
                    const c = q.x + q.width / 2
                    if (c >= t.x && c <= t.x + t.width)
                        verify(free(q), where + ": the bubble " + JSON.stringify(b) + " leaves " + k.objectName + ", in the stack of "
                               + guide.pointAt + ", free")
                }
            }
        }
        function test_theBubbleNeverCoversItsTarget(data) {
            const scale = Theme.scale
            frame.width = data.w
            frame.height = data.h
            Theme.scale = Math.max(0.75, Math.min(data.w / 1280, data.h / 800))
            try {
                for (const lesson of lessons) {
                    verify(guide.start(lesson), guide.errorText)
                    page = makeLessonPage(frame)
                    overlay = findChild(page, "tutorialOverlay")
                    for (let i = 0; i < guide.stepCount; ++i) {
                        guide.skipTo(i)
                        compare(guide.stepIndex, i, lesson + ": reached step " + (i + 1))
                        checkBubbleFree(lesson + " step " + (i + 1))
                        const card = /^card-(\d)$/.exec(guide.pointAt)
                        if (card && guide.session.selectCard !== undefined) {
                            guide.session.selectCard(Number(card[1]))
                            checkBubbleFree(lesson + " step " + (i + 1) + " with its card chosen")
                        }
                    }
                    page.destroy()
                    page = null
                    guide.leave()
                }
            } finally {
                Theme.scale = scale
            }
        }
    }
}

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

        // Heard as a blind learner hears it (issue 43, item 2): every move of a lesson is said, the
        // learner's own as well as the scripted opponents' that follow it at once (only the last
        // one was said), and while a step waits for Next no sentence says whose turn it is with
        // the game's prompt (the step says what to do; "Ann's turn: Choose a card to play" was
        // said with the keyboard on Next).
        function test_everyMoveOfALessonIsSaid_data() {
            return lessons.map(lesson => ({ tag: lesson, lesson: lesson }))
        }
        function test_everyMoveOfALessonIsSaid(data) {
            open(data.lesson)
            const game = guide.session
            const announcer = findChild(page, "announcer")
            verify(announcer)
            const said = []
            const turnsSaidAtNext = []
            const listener = (count) => {
                const text = announcer.lastText
                said.push(text)
                if (guide.waitsForNext && page.turnText !== "" && text.indexOf(page.turnText + ": ") >= 0)
                    turnsSaidAtNext.push(text)
            }
            announcer.countChanged.connect(listener)
            const logText = (i) => game.log.data(game.log.index(i, 0), LogModel.TextRole)
            let lines = game.log.rowCount()
            let guard = 0
            try {
                while (!guide.completed && ++guard < 100) {
                    if (guide.waitsForNext) {
                        mouseClick(findChild(overlay, "tutorialNext"))
                    } else {
                        const step = guide.stepIndex
                        clickPointed()
                        if (guide.stepIndex === step && !guide.completed)
                            clickPointed()
                        tryVerify(() => guide.stepIndex > step, 2000, "step " + (step + 1) + " done")
                    }
                    let lastMove = -1
                    for (; lines < game.log.rowCount(); ++lines) {
                        const line = logText(lines)
                        tryVerify(() => said.some(s => s.indexOf(line) >= 0), 3000,
                                  data.lesson + ": the move \"" + line + "\" was said; said: " + JSON.stringify(said.slice(-4)))
                        lastMove = said.findIndex(s => s.indexOf(line) >= 0)
                    }
                    // The new step is said after the moves that led to it.
                    if (!guide.completed) {
                        const stepText = guide.text
                        tryVerify(() => said.some(s => s.indexOf(stepText) >= 0), 3000, data.lesson + ": the step is said")
                        let stepSaid = -1
                        said.forEach((s, i) => { if (s.indexOf(stepText) >= 0) stepSaid = i })
                        verify(stepSaid >= lastMove,
                               data.lesson + ": step " + (guide.stepIndex + 1) + " is said after its moves: " + JSON.stringify(said.slice(-3)))
                    }
                }
                compare(turnsSaidAtNext, [], data.lesson + ": no turn prompt said while the step waits for Next")
            } finally {
                announcer.countChanged.disconnect(listener)
            }
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

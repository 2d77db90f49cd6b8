import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// The guided first games followed as a new player would: read what the bubble asks, click the
// item it points at (or Next), until the last step; and leaving midway.
Item {
    id: root
    width: 1280
    height: 800

    Tutorial { id: guide }
    // Started the way Home's "Learn to play" does (Main.qml's showTutorial): the page pushed with
    // its transition over a page that had the keyboard, the bubble laid over it after the push.
    StackView {
        id: stack
        anchors.fill: parent
        initialItem: Item {
            TButton { objectName: "homeLearnButton"; text: "Learn to play" }
        }
    }
    Component { id: overlayComponent; TutorialOverlay {} }
    // Every guided game of every registered game (GameRegistry: each game's first one, then its
    // lessons), none named.
    readonly property var lessons: {
        const all = []
        for (const entry of GameRegistry.games)
            for (const lesson of [entry.name].concat(entry.lessons))
                all.push(lesson)
        return all
    }
    // The table page of the guided game on (its game's registry entry, bound to guide.session)
    // under `parent`, filling it, with the bubble laid over the page itself, as Main.qml does (a
    // page's own children are its board). Destroyed with the test function.
    function makeLessonPage(parent, test) {
        const component = Qt.createComponent(GameRegistry.fileUrl(guide.game, "page"))
        const page = test.createTemporaryObject(component, parent, { game: guide.session })
        page.anchors.fill = parent
        overlayComponent.createObject(page, { tutorial: guide })
        return page
    }
    // A window of another size (the page fills it), with Theme.scale as Main.qml sets it there.
    Item { id: frame }
    Component { id: ribbitTable; RibbitPage { game: guide.session } }

    TestCase {
        id: test
        name: "Tutorial"
        when: windowShown
        property var page
        property var overlay

        function init() {
            AppSettings.setAnimationDuration(0)
        }
        function cleanup() {
            guide.leave()
        }
        function open(game) {
            verify(guide.start(game), guide.errorText)
            // A lesson is played on the page of its game (guide.game: "mini" for "mini-advanced").
            page = root.makeLessonPage(root, test)
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

        // Every guided game followed to its last step, as a new player would.
        function test_guidedGame_data() {
            // (A check here, not in the test: with no rows Qt Quick Test only warns.)
            verify(GameRegistry.games.length > 0 && root.lessons.length >= GameRegistry.games.length, "every game has a lesson")
            return root.lessons.map(lesson => ({ tag: lesson, lesson: lesson }))
        }
        function test_guidedGame(data) {
            followToTheEnd(data.lesson)
        }
        // What the games' own lessons end with (their scripts' last steps).
        function test_theLessonsEndings() {
            endChecks = 0
            followToTheEnd("ribbit")
            verify(endChecks > 0, "the last step is shown over the end screen")
            verify(guide.session.finished)
            compare(guide.session.result.text, "You win!")
            guide.leave()
            followToTheEnd("mini")
            verify(guide.session.finished)
            guide.leave()
            endChecks = 0
            followToTheEnd("mini-advanced")
            compare(guide.game, "mini")
            verify(endChecks > 0, "the last step is shown over the end screen")
            // Race 2 ended with G2 finishing, both green tiles are out: the game is over, won by the learner.
            verify(guide.session.finished)
            compare(guide.session.result.text, "You win!")
            guide.leave()
            followToTheEnd("ripple")
            compare(guide.session.actionCount, 21)
            // The guided game reaches the end of the round: its scoring is shown, Ann (who ended it
            // below 0) without the +10.
            compare(guide.session.scoringRound, 1)
            compare(guide.session.finished, false)
        }

        function test_aWrongClickIsRefusedWithTheStepsInstruction() {
            open("ribbit")
            while (guide.waitsForNext)
                mouseClick(findChild(overlay, "tutorialNext"))
            // Choose the arrow card as asked, then click the wrong turtle.
            clickPointed()
            const red = findChild(page, "turtle-R")
            mouseClick(red, red.width * 0.5, red.height * 0.7)
            compare(guide.session.actionCount, 0)
            compare(guide.pointAt, "turtle-G")
        }

        // Heard and played by keys: each step is said, Next has the keyboard while it waits, and
        // when Next goes the keyboard moves on to something that can be seen.
        function test_eachStepIsSaidAndTheKeyboardFollows() {
            const said = []
            open("ribbit")
            const announcer = findChild(page, "announcer")
            announcer.lastTextChanged.connect(() => said.push(announcer.lastText))
            const next = findChild(overlay, "tutorialNext")
            tryVerify(() => next.activeFocus, 2000, "Next has the keyboard")
            while (guide.waitsForNext) {
                const step = guide.stepIndex
                keyClick(Qt.Key_Return)
                tryVerify(() => guide.stepIndex === step + 1, 2000, "Enter on Next goes on from step " + (step + 1))
            }
            // (Said in order, one after the other: the announcer's queue.)
            tryVerify(() => said.includes("Step 5 of 15: " + guide.text + " " + guide.todo), 3000, said.join(" | "))
            verify(said.some(t => t.startsWith("Step 2 of 15: You secretly back one turtle")), said.join(" | "))
            verify(said.findIndex(t => t.startsWith("Step 2 of 15: ")) < said.findIndex(t => t.startsWith("Step 5 of 15: ")), said.join(" | "))
            tryVerify(() => {
                const item = overlay.Window.activeFocusItem
                return item !== null && item.visible && item !== next
            }, 2000, "the keyboard moves on from the Next that is gone")
        }

        // Over Ripple's round scoring, Enter on the focused Next goes on with the lesson; it does
        // not close the scoring view (the page's own Enter) and start round 2 behind the bubble.
        function test_enterOnNextOverTheRoundsScoringGoesOn() {
            open("ripple")
            guide.skipTo(16)
            tryVerify(() => guide.stepIndex === 16 && guide.session.scoringRound === 1, 3000, "at the round's scoring")
            const next = findChild(overlay, "tutorialNext")
            tryVerify(() => next.activeFocus, 2000, "Next has the keyboard")
            keyClick(Qt.Key_Return)
            compare(guide.stepIndex, 17)
            compare(guide.session.scoringRound, 1)
        }

        // From Home: the table's own turn focus (its hand, at the end of the push) does not take the
        // keyboard from the bubble's Next, and step 1 is the first thing said.
        function test_aLessonStartedFromHomeGivesNextTheKeyboard() {
            const home = findChild(stack.currentItem, "homeLearnButton")
            home.forceActiveFocus()
            verify(guide.start("ribbit"), guide.errorText)
            page = stack.push(ribbitTable, {}, StackView.PushTransition)
            const said = []
            const announcer = findChild(page, "announcer")
            announcer.lastTextChanged.connect(() => said.push(announcer.lastText))
            overlay = overlayComponent.createObject(page, { tutorial: guide })
            tryCompare(page.StackView, "status", StackView.Active, 5000)
            const next = findChild(overlay, "tutorialNext")
            tryVerify(() => overlay.Window.activeFocusItem === next, 2000, "Next has the keyboard")
            wait(300) // (whatever else would take the keyboard at the end of the push)
            compare(overlay.Window.activeFocusItem, next, "Next keeps the keyboard")
            tryVerify(() => said.length > 0, 2000)
            verify(said[0].startsWith("Step 1 of 15: "), said.join(" | "))
            // Enter on Next goes on; the next step is said.
            keyClick(Qt.Key_Return)
            compare(guide.stepIndex, 1)
            tryVerify(() => said.some(t => t.startsWith("Step 2 of 15: ")), 2000, said.join(" | "))
            stack.pop(StackView.Immediate)
            overlay.destroy()
            page = null
        }

        // Settings in the middle of a lesson: the step shown (and its title and instruction) is
        // reworded in the new language.
        function test_switchingTheLanguageRewordsTheStep() {
            open("ribbit")
            mouseClick(findChild(overlay, "tutorialNext"))
            const text = findChild(overlay, "tutorialText")
            const title = findChild(overlay, "tutorialTitle")
            const english = text.text
            const englishTitle = title.text
            AppSettings.setLanguage("vi")
            try {
                tryVerify(() => text.text !== english, 2000, "the step is reworded: " + text.text)
                compare(text.text, guide.text)
                verify(title.text !== englishTitle, "the title too: " + title.text)
            } finally {
                AppSettings.setLanguage("en")
            }
            tryCompare(text, "text", english)
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
                for (const lesson of root.lessons) {
                    verify(guide.start(lesson), guide.errorText)
                    page = root.makeLessonPage(frame, test)
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

        function test_leavingMidway() {
            open("mini")
            const leave = findChild(overlay, "tutorialLeave")
            const spy = createTemporaryQmlObject("import QtTest; SignalSpy { signalName: 'leaveRequested' }", root)
            spy.target = overlay
            mouseClick(findChild(overlay, "tutorialNext"))
            compare(guide.stepIndex, 1)
            mouseClick(leave)
            compare(spy.count, 1)
        }
    }
}

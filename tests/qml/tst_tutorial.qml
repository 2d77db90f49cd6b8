import QtQuick
import QtTest
import Tidepool

// The guided first games followed as a new player would: read what the bubble asks, click the
// item it points at (or Next), until the last step; and leaving midway.
Item {
    id: root
    width: 1280
    height: 800

    Tutorial { id: tutorial }
    Component {
        id: ribbitPage
        RibbitPage {
            anchors.fill: parent
            game: tutorial.session
            TutorialOverlay { tutorial: tutorial }
        }
    }
    Component {
        id: miniPage
        MiniPage {
            anchors.fill: parent
            game: tutorial.session
            TutorialOverlay { tutorial: tutorial }
        }
    }
    Component {
        id: ripplePage
        RipplePage {
            anchors.fill: parent
            game: tutorial.session
            TutorialOverlay { tutorial: tutorial }
        }
    }

    TestCase {
        name: "Tutorial"
        when: windowShown
        property var page
        property var overlay

        function init() {
            AppSettings.setAnimationDuration(0)
        }
        function cleanup() {
            tutorial.leave()
        }
        function open(game) {
            verify(tutorial.start(game), tutorial.errorText)
            page = createTemporaryObject(game === "ribbit" ? ribbitPage : game === "mini" ? miniPage : ripplePage, root)
            verify(page)
            overlay = findChild(page, "tutorialOverlay")
            verify(overlay)
            tryCompare(overlay, "visible", true)
            waitForRendering(page)
        }
        // Where a player clicks the pointed item: turtles by their shell, tiles by their lower edge
        // (the part a tile riding on top leaves free), everything else in the middle.
        function clickPointed() {
            tryVerify(() => overlay.targetItem !== null, 2000, "the bubble points at " + tutorial.target)
            const item = overlay.targetItem
            verify(overlay.hasTarget)
            const name = item.objectName
            if (name.startsWith("turtle-"))
                mouseClick(item, item.width * 0.5, item.height * 0.7)
            else if (name.startsWith("tile-"))
                mouseClick(item, item.width * 0.5, item.height - 6)
            else
                mouseClick(item)
        }
        function followToTheEnd(game) {
            open(game)
            const text = findChild(overlay, "tutorialText")
            const todo = findChild(overlay, "tutorialTodo")
            const next = findChild(overlay, "tutorialNext")
            let guard = 0
            while (!tutorial.completed && ++guard < 100) {
                compare(text.text, tutorial.text)
                verify(text.text.length > 0)
                if (tutorial.waitsForNext) {
                    verify(next.visible)
                    mouseClick(next)
                    continue
                }
                verify(!next.visible, "an action step has no Next button")
                verify(todo.text.length > 0, "the bubble says what to do")
                const step = tutorial.stepIndex
                clickPointed()
                if (tutorial.stepIndex === step && !tutorial.completed) {
                    // A card was chosen: the bubble now points at where it goes.
                    clickPointed()
                }
                tryVerify(() => tutorial.stepIndex > step, 2000, "step " + (step + 1) + " done: " + tutorial.expected)
            }
            verify(tutorial.completed)
            tryCompare(overlay, "visible", false)
        }

        function test_ribbitGuidedGame() {
            followToTheEnd("ribbit")
            verify(tutorial.session.finished)
            compare(tutorial.session.resultText, "You win!")
        }
        function test_miniGuidedGame() {
            followToTheEnd("mini")
            verify(tutorial.session.finished)
        }
        function test_rippleGuidedGame() {
            followToTheEnd("ripple")
            compare(tutorial.session.actionCount, 12)
        }

        function test_aWrongClickIsRefusedWithTheStepsInstruction() {
            open("ribbit")
            while (tutorial.waitsForNext)
                mouseClick(findChild(overlay, "tutorialNext"))
            // Choose the arrow card as asked, then click the wrong turtle.
            clickPointed()
            const red = findChild(page, "turtle-R")
            mouseClick(red, red.width * 0.5, red.height * 0.7)
            compare(tutorial.session.actionCount, 0)
            compare(tutorial.target, "turtle-G")
        }

        function test_leavingMidway() {
            open("mini")
            const leave = findChild(overlay, "tutorialLeave")
            const spy = createTemporaryQmlObject("import QtTest; SignalSpy { signalName: 'left' }", root)
            spy.target = overlay
            mouseClick(findChild(overlay, "tutorialNext"))
            compare(tutorial.stepIndex, 1)
            mouseClick(leave)
            compare(spy.count, 1)
        }
    }
}

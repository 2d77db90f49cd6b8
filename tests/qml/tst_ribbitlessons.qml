import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// Ribbit's guided first game: how it ends (over the end screen, won by the learner), a wrong
// click refused with the step's instruction, each step said with the keyboard following, the
// lesson started from Home giving Next the keyboard, and the step reworded on a language switch.
Item {
    id: root
    width: 1280
    height: 800

    // Started the way Home's "Learn to play" does (Main.qml's showTutorial): the page pushed with
    // its transition over a page that had the keyboard, the bubble laid over it after the push.
    StackView {
        id: stack
        anchors.fill: parent
        initialItem: Item {
            TButton { objectName: "homeLearnButton"; text: "Learn to play" }
        }
    }
    Component { id: ribbitTable; RibbitPage { game: test.guide.session } }

    LessonCase {
        id: test
        name: "RibbitLessons"

        // What the lesson ends with (its script's last steps). (Mini's and Ripple's endings are
        // test_theLessonsEndings of tst_minilessons.qml and tst_ripplelessons.qml.)
        function test_theLessonsEndings() {
            endChecks = 0
            followToTheEnd("ribbit")
            verify(endChecks > 0, "the last step is shown over the end screen")
            verify(guide.session.finished)
            compare(guide.session.result.text, "You win!")
            guide.leave()
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
            // (Steps gone through quickly may be said in one announcement, in order.)
            const at = (text) => { const i = said.findIndex(t => t.indexOf(text) >= 0); return i < 0 ? -1 : i * 10000 + said[i].indexOf(text) }
            tryVerify(() => at("Step 5 of 15: " + guide.text + " " + guide.todo) >= 0, 3000, said.join(" | "))
            verify(at("Step 2 of 15: You secretly back one turtle") >= 0, said.join(" | "))
            verify(at("Step 2 of 15: ") < at("Step 5 of 15: "), said.join(" | "))
            tryVerify(() => {
                const item = overlay.Window.activeFocusItem
                return item !== null && item.visible && item !== next
            }, 2000, "the keyboard moves on from the Next that is gone")
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
            overlay = addOverlay(page)
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

    }
}

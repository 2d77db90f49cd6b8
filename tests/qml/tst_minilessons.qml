import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// Turtle Race Mini's guided games (the basic game and the advanced one): how they end, and
// leaving midway.
Item {
    id: root
    width: 1280
    height: 800

    LessonCase {
        id: test
        name: "MiniLessons"

        // What the lessons end with (their scripts' last steps). (Ribbit's and Ripple's endings are
        // test_theLessonsEndings of tst_ribbitlessons.qml and tst_ripplelessons.qml.)
        function test_theLessonsEndings() {
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

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// Ripple's guided first game: how it ends (the round's scoring), and Enter on Next over the
// round's scoring going on with the lesson.
Item {
    id: root
    width: 1280
    height: 800

    LessonCase {
        id: test
        name: "RippleLessons"

        // What the lesson ends with (its script's last steps). (Ribbit's and Mini's endings are
        // test_theLessonsEndings of tst_ribbitlessons.qml and tst_minilessons.qml.)
        function test_theLessonsEndings() {
            followToTheEnd("ripple")
            compare(guide.session.actionCount, 21)
            // The guided game reaches the end of the round: its scoring is shown, Ann (who ended it
            // below 0) without the +10.
            compare(guide.session.scoringRound, 1)
            compare(guide.session.finished, false)
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
    }
}

import QtQuick
import QtTest
import Tidepool
import "ribbitrecords.js" as RibbitRecords

// The game's review from the end screen (issue 45): "Review the game" opens it over the end screen
// and it starts at once; it shows each player's mistakes, the key moments and every move, one
// sentence a row; the keyboard stays in it (Tab goes round its controls, never the end screen
// under it) and Escape closes it, back to the end screen.
Item {
    id: root
    width: 1280
    height: 800

    RibbitBoardCase {
        id: test
        name: "Review"

        function test_theEndScreenOpensTheReviewAndEscapeClosesIt() {
            open(RibbitRecords.finishRecord())
            confirmHandover()
            mouseClick(card("G++"))
            clickTurtle("G")
            verify(game.finished)
            const end = findChild(page, "endScreen")
            verify(end && end.visible)
            const button = findChild(end, "reviewGame")
            verify(button && button.visible, "Review the game, beside Watch the replay")
            mouseClick(button)
            let panel = null
            tryVerify(() => (panel = findChild(page, "reviewPanel")) !== null && panel.visible)
            const review = findChild(panel, "gameReview")
            verify(review.working || review.ready, review.errorText)
            tryVerify(() => review.ready, 60000, "the review is worked out")
            compare(review.decisions.rowCount(), game.actionCount)
            compare(review.summary.length, game.playerCount)
            const moves = findChild(panel, "reviewMoves")
            tryVerify(() => moves.activeFocus, 2000, "the table has the keyboard")
            tryVerify(() => moves.currentItem !== null, 2000, "the first move is current")
            verify(moves.currentItem.Accessible.name.startsWith("Move 1, "), moves.currentItem.Accessible.name)
            keyClick(Qt.Key_Down)
            compare(moves.currentIndex, Math.min(1, moves.count - 1), "Down goes to the next move")
            // Tab goes round the review's controls only.
            for (let i = 0; i < 4; ++i) {
                keyClick(Qt.Key_Tab)
                let inside = false
                for (let p = page.Window.activeFocusItem; p; p = p.parent)
                    inside = inside || p === panel
                verify(inside, "Tab stays in the review")
            }
            page.active = true // (as in the window's page stack: the table's own Esc shortcut is on)
            keyClick(Qt.Key_Escape)
            tryVerify(() => findChild(page, "reviewPanel") === null)
            verify(!findChild(page, "gameMenu").opened, "Escape closed the review, it did not open the menu")
            verify(end.visible, "back to the end screen")
        }

        function test_noReviewBeforeTheGameIsOver() {
            open(RibbitRecords.finishRecord())
            confirmHandover()
            verify(!game.finished)
            verify(findChild(page, "reviewGame") === null, "no end screen, no review")
        }
    }
}

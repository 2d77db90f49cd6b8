import QtQuick
import QtTest
import Tidepool
import "ribbitrecords.js" as RibbitRecords

// The game's review (issue 45): the end screen's "Review the game" opens it beside the replayed
// board and it starts at once; it shows the graph, each player's mistakes, the key moments and
// every move, one sentence a row; the move picked is shown on the board and its better move can
// take its place; the keyboard stays in it (Tab goes round its controls) and Escape closes it,
// back to the end screen. The replay bar's Review opens it too.
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
            verify(game.replay.active, "the review is beside the replayed board")
            const length = game.replay.length
            compare(review.decisions.rowCount(), length)
            compare(review.summary.length, game.playerCount)
            verify(page.reviewRoom > 0 && panel.width === page.reviewRoom, "the board is laid out beside the review")
            verify(panel.mapToItem(page, 0, 0).x >= page.width - page.reviewRoom - 1, "along the right")
            const chart = findChild(panel, "reviewChart")
            verify(chart.visible)
            compare(chart.series.length, length, "a point a move")
            compare(chart.series[length - 1].chances.length, game.playerCount, "a line a player")
            const moves = findChild(panel, "reviewMoves")
            tryVerify(() => moves.activeFocus, 2000, "the table has the keyboard")
            tryVerify(() => moves.currentItem !== null, 2000, "the first move is current")
            verify(moves.currentItem.Accessible.name.startsWith("Move 1, "), moves.currentItem.Accessible.name)
            const first = chart.series[0]
            compare(first.chances[first.seat], moves.currentItem.chance, "the mover's chance as they saw it")
            compare(game.replay.position, 1, "the board shows the first move")
            keyClick(Qt.Key_Down)
            compare(moves.currentIndex, Math.min(1, moves.count - 1), "Down goes to the next move")
            compare(game.replay.position, moves.currentIndex + 1, "and the board shows it")
            verify(moves.currentItem.activeFocus, "the row has the keyboard: a screen reader reads it")
            // A click on the graph picks a move.
            mouseClick(chart, chart.xOf(length - 1), chart.plotTop + 4)
            compare(moves.currentIndex, length - 1)
            compare(game.replay.position, length)
            // The better move found, on the board in place of the one played.
            let better = -1
            for (let i = 0; i < length && better < 0; ++i) {
                panel.show(i)
                if (panel.currentRow.betterAction !== "")
                    better = i
            }
            verify(better >= 0, "some move of the planted game has a better one")
            const betterAction = panel.currentRow.betterAction
            const betterButton = findChild(panel, "showBetterMove")
            verify(betterButton.visible)
            mouseClick(betterButton)
            compare(game.replay.preview, betterAction, "the better move is on the board")
            compare(game.replay.position, better, "the replay stands before the move")
            compare(game.actionCount, better + 1, "the position after the better move")
            verify(findChild(panel, "reviewOnBoard").text.indexOf("better move") >= 0)
            mouseClick(betterButton)
            compare(game.replay.preview, "", "back to the move played")
            compare(game.replay.position, better + 1)
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
            verify(!game.replay.active, "the replay the review opened is left")
            tryVerify(() => findChild(page, "endScreen") !== null && findChild(page, "endScreen").visible, 2000, "back to the end screen")
            compare(page.reviewRoom, 0, "the board has the whole page again")
        }

        function test_theReplayBarOpensTheReviewAndItsCloseStaysInTheReplay() {
            open(RibbitRecords.finishRecord())
            confirmHandover()
            mouseClick(card("G++"))
            clickTurtle("G")
            verify(game.finished)
            verify(game.startReplay())
            const bar = findChild(page, "replayBar")
            const button = findChild(bar, "reviewFromReplay")
            verify(button.visible)
            mouseClick(button)
            let panel = null
            tryVerify(() => (panel = findChild(page, "reviewPanel")) !== null && panel.visible)
            verify(!button.visible, "the bar keeps to its essentials beside the review")
            const review = findChild(panel, "gameReview")
            tryVerify(() => review.ready, 60000)
            mouseClick(findChild(panel, "closeReview"))
            tryVerify(() => findChild(page, "reviewPanel") === null)
            verify(game.replay.active, "the replay stays open: it was not the review's")
            compare(page.reviewRoom, 0)
        }

        function test_noReviewBeforeTheGameIsOver() {
            open(RibbitRecords.finishRecord())
            confirmHandover()
            verify(!game.finished)
            verify(findChild(page, "reviewGame") === null, "no end screen, no review")
        }
    }
}

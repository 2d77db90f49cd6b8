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
            verify(!chart.hasPoints && !findChild(chart, "chartShows").visible, "a race has no points to show")
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
            // The replay bar's steps move the list with the board.
            mouseClick(findChild(findChild(page, "replayBar"), "replayForward"))
            tryCompare(moves, "currentIndex", Math.min(2, length - 1), 2000, "the list follows the replay bar")
            verify(findChild(panel, "reviewOnBoard").text.indexOf("after move " + (moves.currentIndex + 1)) >= 0)
            mouseClick(findChild(findChild(page, "replayBar"), "replayStart"))
            tryVerify(() => findChild(panel, "reviewOnBoard").text.indexOf("the start") >= 0, 2000)
            // Shift+Tab from a row goes to the control before the list (the table's own Tab keys,
            // on while the page is active as in the window, knew no row: they went to Close).
            page.active = true
            panel.show(1)
            moves.forceActiveFocus()
            keyClick(Qt.Key_Backtab)
            const before = findChild(panel, "showBetterMove").visible ? findChild(panel, "showBetterMove") : findChild(panel, "closeReview")
            verify(before.activeFocus, "Shift+Tab from the list: " + page.Window.activeFocusItem)
            moves.forceActiveFocus()
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

        // A finished game of four moves (tests/cli/data/ribbit-blunder.tidepool.json).
        readonly property string blunderRecord: '{"actions":["B+ B","P- P","G+ G","Y+ Y"],"format":"tidepool-record","game":"ribbit","options":{"openColors":true},"players":[{"kind":"human","name":"Ann"},{"kind":"human","name":"Ben"},{"kind":"human","name":"Cat"}],"seed":5,"setup":{"colors":["R","Y","G"],"current":0,"deck":["B-","P-","Y-","R+","R+","R+","R+","R++","Y+","Y+","Y+","Y+","Y++","G+","G+","G+","G++","G-","B+","B+","B+","B++","P+","P+","P++","*+","*+","*+","*+","*+","*-","*-","^","^","^","^^","^^"],"discard":[],"hands":[["Y+","Y-","B+","P+","G-"],["B-","P-","R-","B+","P+"],["G+","R+","P+","R-","G+"]],"track":{"1":[["R"]],"2":[["P"]],"3":[["B"]],"4":[["G"]],"8":[["Y"]]}},"version":1}'

        // As a screen reader hears it (the Orca review test, tests/a11y/orca_review.py): the list's
        // name says the summary and the key moments (Orca says the name of the list the keyboard
        // comes to, never its description); every row is in the tree (Orca counts them); the
        // moves shown on the board are said by the rows only (an announcement would cut off the row
        // Orca is reading); what "Show the better move" put on the board is announced.
        function test_theReviewIsHeardAsAScreenReaderReadsIt() {
            open(blunderRecord)
            verify(game.finished)
            const button = findChild(findChild(page, "endScreen"), "reviewGame")
            verify(button && button.visible)
            const announcer = findChild(page, "announcer")
            mouseClick(button)
            let panel = null
            tryVerify(() => (panel = findChild(page, "reviewPanel")) !== null && panel.visible)
            const review = findChild(panel, "gameReview")
            tryVerify(() => review.ready, 60000, "the review is worked out")
            const moves = findChild(panel, "reviewMoves")
            tryVerify(() => moves.activeFocus && moves.currentItem !== null, 2000)
            compare(moves.count, 4)
            verify(moves.Accessible.name.startsWith("Every move, graded. " + review.summary[0] + ". "), moves.Accessible.name)
            if (review.keyMoments.length > 0)
                verify(moves.Accessible.name.indexOf("Key moments: " + review.keyMoments[0]) > 0, moves.Accessible.name)
            let rows = 0
            for (let i = 0; i < moves.contentItem.children.length; ++i)
                rows += moves.contentItem.children[i].Accessible.role === Accessible.ListItem ? 1 : 0
            compare(rows, moves.count, "every row in the tree")
            wait(300)
            let said = announcer.count
            for (let i = 1; i < moves.count; ++i) {
                keyClick(Qt.Key_Down)
                compare(moves.currentIndex, i)
                compare(game.replay.position, i + 1, "the board shows the move")
                wait(300)
                compare(announcer.count, said, "the row says the move, nothing else: " + announcer.lastText)
            }
            verify(panel.currentRow.betterAction !== "", "the last move has a better one")
            const betterButton = findChild(panel, "showBetterMove")
            mouseClick(betterButton)
            compare(game.replay.preview, panel.currentRow.betterAction)
            tryVerify(() => announcer.count > said, 2000, "what the board shows is announced")
            compare(announcer.lastText, "On the board: the better move found for move 4: " + panel.currentRow.better)
            said = announcer.count
            mouseClick(betterButton)
            compare(game.replay.preview, "")
            tryVerify(() => announcer.count > said, 2000, "back to the move played, announced")
            compare(announcer.lastText, "On the board: after move 4")
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
    // Ripple's graph (GameReview.chart with points): a choice shows each player's expected total,
    // on a scale of the most points rounded up to ten, and the graph's name says which it shows.
    ReviewChart {
        id: pointsChart
        width: 480
        names: ["Ann", "Ben"]
        series: [{seat: 0, grade: "good", chances: [40, null], points: [12, null]},
                 {seat: 1, grade: "mistake", chances: [40, 35], points: [12, 27]},
                 {seat: 0, grade: "good", chances: [55, 35], points: [31, 27]}]
    }
    TestCase {
        name: "ReviewChartPoints"
        when: windowShown

        function test_aChoiceShowsTheExpectedPoints() {
            const shows = findChild(pointsChart, "chartShows")
            verify(pointsChart.hasPoints && shows.visible)
            compare(pointsChart.scaleTop, 100)
            verify(pointsChart.Accessible.name.indexOf("chance to win") >= 0)
            compare(pointsChart.valueAt(2, 0), 55)
            shows.forceActiveFocus()
            keyClick(Qt.Key_Right)
            verify(pointsChart.showPoints, "Right chooses Expected points")
            compare(pointsChart.scaleTop, 40, "31 points at most: a scale to 40")
            compare(pointsChart.valueAt(2, 0), 31)
            compare(pointsChart.valueAt(1, 1), 27)
            verify(pointsChart.Accessible.name.indexOf("expected points") >= 0, pointsChart.Accessible.name)
            keyClick(Qt.Key_Left)
            verify(!pointsChart.showPoints)
        }
    }
}

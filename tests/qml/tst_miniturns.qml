import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import "minirecords.js" as MiniRecords

// Turtle Race Mini's turns at one screen (issue 17): a play by mouse is shown, taken back, played
// again and confirmed with Done; a second Enter just after the handover screen reveals the hand
// acts on nothing.
Item {
    id: root
    width: 1280
    height: 800

    MiniGame { id: miniGame }
    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: miniComponent; MiniPage { game: miniGame } }

    TableCase {
        id: test
        name: "MiniTurns"
        stack: stack

        // (The check is TableCase's, shared with Ribbit's row in tst_ribbitturns.qml.)
        function test_aSecondEnterJustAfterTheRevealActsOnNothing_data() {
            return [{ tag: "mini", game: miniGame, component: miniComponent, record: JSON.stringify(MiniRecords.midRace) }]
        }
        function test_aSecondEnterJustAfterTheRevealActsOnNothing(data) {
            checkSecondEnterJustAfterTheReveal(data)
        }

        function test_miniPlayByMouseTakenBackThenDone() {
            verify(miniGame.openRecordText(JSON.stringify(MiniRecords.midRace)), miniGame.errorText)
            const page = show(miniComponent)
            confirmHandover(page, miniGame)
            const drawPile = miniGame.drawPileCount
            // G++ on G2: the tile moves two places, shown, not played.
            mouseClick(findChild(page, "card-" + row(page, "G++")))
            const g2 = findChild(page, "tile-G2")
            mouseClick(g2, g2.width / 2, g2.height - 6)
            verify(miniGame.moves.pending, "the play waits for Done")
            tryCompare(g2, "stack", 2)
            compare(handCount(page), 4)
            compare(miniGame.drawPileCount, drawPile, "nothing drawn")
            compare(actions(miniGame), [])
            compare(miniGame.log.rowCount(), 0)
            // Take back by mouse: all as it was.
            mouseClick(findChild(page, "takeBackButton"))
            verify(!miniGame.moves.pending)
            tryCompare(g2, "stack", 4)
            compare(handCount(page), 5)
            // The same play again, and Done by mouse.
            mouseClick(findChild(page, "card-" + row(page, "G++")))
            mouseClick(g2, g2.width / 2, g2.height - 6)
            verify(miniGame.moves.pending)
            mouseClick(findChild(page, "doneButton"))
            verify(!miniGame.moves.pending)
            compare(actions(miniGame), ["G++ G2"])
            compare(miniGame.log.rowCount(), 1)
            compare(miniGame.currentPlayerName, "Ben")
            verify(miniGame.handover.pending)
            // The second click of a double click on Done lands on the handover screen: nothing.
            mouseClick(findChild(page, "handover"), page.width / 2, page.height - 40)
            verify(miniGame.handover.pending)
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest
import "records.js" as Records
import "ribbitrecords.js" as RibbitRecords

// Ribbit with computers at the table (issue 17): each computer move gets its own caption, in a
// frame of its own; one person with computers gets a recap of every move since their last turn
// (below an online table's connection banner); a computer never waits for a confirmation.
Item {
    id: root
    width: 1280
    height: 800

    RibbitGame { id: ribbitGame }
    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: ribbitComponent; RibbitPage { game: ribbitGame } }
    OnlineLobby { id: unreachable }
    Component { id: bannerComponent; ConnectionBanner { lobby: unreachable; topMargin: Theme.px(190) } }

    // The caption in view at every frame drawn (tests of the computer turns).
    property var framesShown: []
    property bool recordFrames: false
    Connections {
        target: root.Window.window
        function onFrameSwapped() {
            if (!root.recordFrames)
                return
            const caption = test.findChild(stack, "moveCaption")
            root.framesShown.push(caption ? caption.shownText : "<no caption>")
        }
    }

    TableCase {
        id: test
        name: "RibbitComputers"
        stack: stack

        // Plays the first legal card of the viewer's hand on the first turtle it may move, and Done.
        function playRibbitTurn(page) {
            for (let i = 0; i < ribbitGame.hand.rowCount(); ++i) {
                if (!ribbitGame.mustDiscard && !ribbitGame.hand.data(ribbitGame.hand.index(i, 0), HandModel.PlayableRole))
                    continue
                ribbitGame.selectCard(i)
                if (ribbitGame.mustDiscard)
                    verify(ribbitGame.discardSelected())
                else
                    for (const letter of ["R", "Y", "G", "B", "P"])
                        if (findChild(page, "turtle-" + letter).showTarget) {
                            verify(ribbitGame.playOn(letter))
                            break
                        }
                verify(ribbitGame.moves.pending)
                verify(ribbitGame.confirmMove())
                return
            }
            fail("no legal action")
        }

        // Ann, two computers, Ben: each computer move gets its own caption on the table, in a frame
        // of its own, the last one too while Ben's handover screen waits to cover it (issue 17:
        // the last computer move was hidden at once).
        function test_eachComputerMoveGetsItsOwnCaption() {
            AppSettings.setBotDelay(60)
            verify(ribbitGame.openRecordText(Records.seatsRecord("ribbit", ["human", "bot:easy", "bot:easy", "human"], 5)),
                   ribbitGame.errorText)
            const page = show(ribbitComponent)
            confirmHandover(page, ribbitGame)
            root.framesShown = []
            root.recordFrames = true
            playRibbitTurn(page)
            tryCompare(ribbitGame, "currentPlayer", 3, 10000)
            verify(ribbitGame.handover.pending)
            tryCompare(findChild(page, "handover"), "opacity", 1, 10000)
            root.recordFrames = false
            const lines = logLines(ribbitGame)
            compare(lines.length, 3)
            // Each move's caption was drawn, in order, one after the other.
            const seen = []
            for (const text of root.framesShown)
                if (text !== "" && (seen.length === 0 || seen[seen.length - 1] !== text))
                    seen.push(text)
            compare(seen, lines, "one caption per move, each drawn: Ann's, then each computer's")
            AppSettings.setBotDelay(900)
        }

        // One person with computers: on their turn, every move since their last one is recapped on
        // the table (there is no handover screen to list them), in its own place above the board: it
        // stays while a card is chosen (issue 44: it no longer covers the board) and goes with the move.
        function test_theRecapListsEveryMoveSinceTheViewersLastTurn() {
            AppSettings.setBotDelay(40)
            verify(ribbitGame.openRecordText(Records.seatsRecord("ribbit", ["bot:easy", "bot:easy", "human"], 3)),
                   ribbitGame.errorText)
            const page = show(ribbitComponent)
            tryCompare(ribbitGame.handover, "viewerToAct", true, 10000)
            const recap = findChild(page, "recap")
            tryCompare(recap, "visible", true)
            const lines = logLines(ribbitGame)
            compare(lines.length, 2)
            compare(ribbitGame.moves.recap, lines)
            const shown = []
            for (let i = 0; i < 10; ++i) {
                const line = findChild(recap, "recapLine")
                if (!line) break
                shown.push(line.text); line.objectName = "seen"
            }
            compare(shown, lines.map(l => "• " + l))
            // Choosing a card keeps the recap (above the board, beside nothing); playing ends it.
            ribbitGame.selectCard(0)
            verify(recap.visible)
            const start = findChild(page, "space-0")
            verify(recap.mapToItem(page, 0, recap.height).y <= start.mapToItem(page, 0, 0).y, "the recap is above the board")
            ribbitGame.selectCard(-1)
            playRibbitTurn(page)
            tryCompare(ribbitGame.handover, "viewerToAct", true, 10000)
            compare(ribbitGame.moves.recap, logLines(ribbitGame).slice(3), "the two moves since Ann's")
            tryCompare(recap, "visible", true)
            mouseClick(findChild(recap, "recapClose"))
            verify(!recap.visible, "closed until Ann's next turn")
            AppSettings.setBotDelay(900)
        }

        // An online table's connection banner is laid over the top of the game page: the recap (the
        // band of messages) and the board come below it while it shows (it covered the recap's first
        // lines), and go back up after.
        function test_theRecapStaysBelowTheConnectionBanner() {
            AppSettings.setBotDelay(40)
            verify(ribbitGame.openRecordText(Records.seatsRecord("ribbit", ["bot:easy", "bot:easy", "human"], 3)),
                   ribbitGame.errorText)
            const page = show(ribbitComponent)
            tryCompare(ribbitGame.handover, "viewerToAct", true, 10000)
            const recap = findChild(page, "recap")
            tryCompare(recap, "visible", true)
            const topAlone = recap.mapToItem(page, 0, 0).y
            const banner = createTemporaryObject(bannerComponent, page)
            unreachable.server = TestServer.nowhere()
            unreachable.join("ACDEFG")
            tryCompare(unreachable, "status", OnlineLobby.Unreachable, 20000)
            tryVerify(() => banner.visible)
            const bannerBottom = banner.mapToItem(page, 0, banner.height).y
            verify(bannerBottom > topAlone, "the banner reaches below where the recap begins alone")
            tryVerify(() => recap.mapToItem(page, 0, 0).y >= bannerBottom, 2000,
                      "the recap begins below the banner, not under it")
            verify(page.boardTop >= recap.mapToItem(page, 0, recap.height).y, "the board below the recap")
            ribbitGame.dismissRecap()
            tryVerify(() => page.boardTop >= bannerBottom, 2000, "with no message, the board begins below the banner")
            unreachable.leave()
            tryVerify(() => !banner.visible)
            tryVerify(() => page.boardTop < bannerBottom, 2000, "the board goes back up")
            AppSettings.setBotDelay(900)
        }

        // Issue 44: the keyboard on a turtle shows its words in the caption strip on the person's
        // turn; once they have played (the keyboard still resting on that turtle), the computers'
        // moves are captioned again, not hidden by the tip.
        function test_theKeyboardsTipGivesWayToTheComputersMoves() {
            AppSettings.setBotDelay(300)
            verify(ribbitGame.openRecordText(Records.seatsRecord("ribbit", ["human", "bot:easy"], 3)), ribbitGame.errorText)
            const page = show(ribbitComponent)
            tryCompare(ribbitGame.handover, "viewerToAct", true, 10000)
            const caption = findChild(page, "captionText")
            // By keys: 1 chooses a card and puts the keyboard on its first turtle (its tip in the
            // strip), Enter plays it (and Enter again confirms it when Done is asked for).
            let card = 0
            while (!ribbitGame.hand.data(ribbitGame.hand.index(card, 0), HandModel.PlayableRole)) ++card
            keyClick(Qt.Key_1 + card)
            tryVerify(() => TipGate.focusTip !== null && caption.text.indexOf(TipGate.focusTip.heading) === 0, 2000,
                      "the turtle's words in the strip: " + caption.text)
            keyClick(Qt.Key_Return)
            if (ribbitGame.moves.pending)
                keyClick(Qt.Key_Return)
            compare(ribbitGame.actionCount, 1, "Ann played by keys")
            tryVerify(() => ribbitGame.actionCount >= 2, 10000, "the computer moved")
            tryCompare(caption, "text", ribbitGame.moves.lastText, 2000, "the computer's move, not the turtle's tip")
            AppSettings.setBotDelay(900)
        }

        function test_aComputerNeverWaitsForDone() {
            AppSettings.setBotDelay(0)
            verify(ribbitGame.openRecordText(RibbitRecords.setupRecord("bot:easy")), ribbitGame.errorText)
            const page = show(ribbitComponent)
            verify(!ribbitGame.handover.pending, "one person at the table: no handover")
            ribbitGame.selectCard(row(page, "^"))
            verify(ribbitGame.playOn("Y"))
            verify(ribbitGame.moves.pending)
            verify(!ribbitGame.computers.toAct, "the computer waits for Ann's Done, not the other way round")
            verify(ribbitGame.confirmMove())
            tryCompare(ribbitGame, "actionCount", 2, 5000, "the computer plays at once, with no confirmation")
            verify(!ribbitGame.moves.pending)
            compare(ribbitGame.currentPlayerName, "Ann")
            AppSettings.setBotDelay(900)
        }
    }
}

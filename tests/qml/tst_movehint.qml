import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// Learning mode's word after a move at the table (MoveHint in the band of messages; issue 45):
// off by default, nothing shown and no room kept; when on, in a hot seat game with secrets, the
// line about Ann's move is never on screen, in the accessibility tree or said while the handover
// screen or Ben's turn shows; it shows, below "Suggest a move" and above the board, once Ann is
// back, and is said once, as a secret.
Item {
    id: root
    width: 1024
    height: 640

    RibbitGame { id: ribbitGame }
    StackView { id: stack; anchors.fill: parent }
    Component { id: ribbitComponent; RibbitPage { game: ribbitGame } }

    SpokenCase {
        id: test
        name: "MoveHint"
        stack: stack
        ribbitGame: ribbitGame

        function cleanup() {
            test.announcer = null
            stack.clear(StackView.Immediate)
            AppSettings.setBotDelay(900)
            AppSettings.setMoveHints(false)
        }
        /// Every text under `item` in view whose accessible name says something about a last move.
        function hintsInTree(item) {
            const found = []
            const walk = (it) => {
                if (!it.visible)
                    return
                if (String(it.Accessible.name).indexOf("Your last move") >= 0)
                    found.push(it.Accessible.name)
                for (let i = 0; i < it.children.length; ++i)
                    walk(it.children[i])
            }
            walk(item)
            return found
        }
        function checkNothingShown(page, label) {
            const hint = findChild(page, "moveHintText")
            verify(!hint.visible || hint.text === "", label + ": " + hint.text)
            compare(hintsInTree(page), [], label)
            compare(saidWith("Your last move"), [], label)
        }

        function test_offByDefault() {
            verify(!AppSettings.moveHints)
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["human", "bot:easy", "bot:easy"], 5)),
                   ribbitGame.errorText)
            ribbitGame.setLearningMode(true)
            const page = show(ribbitComponent)
            const line = findChild(page, "moveHint")
            verify(!line.visible)
            compare(line.height, 0)
            playRibbitTurn(page)
            tryCompare(ribbitGame, "currentPlayer", 0, 10000)
            wait(300)
            compare(ribbitGame.suggestion.hint, "")
            checkNothingShown(page, "off")
        }

        function test_onlyTheMoversOwnAndOnlyWhenTheyAreBack() {
            AppSettings.setMoveHints(true)
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["human", "human"], 7)), ribbitGame.errorText)
            ribbitGame.setLearningMode(true)
            const page = show(ribbitComponent)
            const line = findChild(page, "moveHint")
            verify(line.visible, "its room is kept while hints are on")
            verify(line.height > 0)
            ribbitGame.confirmHandover()
            playRibbitTurn(page) // Ann's move
            verify(ribbitGame.handover.pending)
            // Long enough for her move to be graded (a tenth of that, measured): it came, and is
            // kept for her.
            wait(1500)
            checkNothingShown(page, "the handover screen")
            ribbitGame.confirmHandover()
            compare(ribbitGame.handover.viewer, 1)
            wait(300)
            checkNothingShown(page, "Ben's turn")
            playRibbitTurn(page) // Ben's move
            wait(1500)
            checkNothingShown(page, "the handover screen again")
            ribbitGame.confirmHandover()
            compare(ribbitGame.handover.viewer, 0)
            const hint = findChild(page, "moveHintText")
            tryVerify(() => hint.visible && hint.text.indexOf("Your last move") === 0, 3000)
            compare(hint.text, ribbitGame.suggestion.hint)
            compare(hint.Accessible.name, hint.text)
            tryVerify(() => saidWith("Your last move").length === 1, 3000)
            compare(saidWith("Your last move")[0], hint.text)
            // Above the board, below "Suggest a move": on no piece, card or name.
            const box = findChild(page, "moveHintBox")
            const bottom = box.mapToItem(page, 0, box.height).y
            verify(bottom <= page.boardTop, "the line ends at " + bottom + ", the board begins at " + page.boardTop)
            const button = findChild(page, "suggestButton")
            verify(box.mapToItem(page, 0, 0).y >= button.mapToItem(page, 0, button.height).y)
            verify(box.mapToItem(page, 0, 0).x >= 0 && box.mapToItem(page, box.width, 0).x <= page.width)
            // Said once: shown again (the language re-read, the page's messages republished) it is
            // not said again.
            wait(500)
            compare(saidWith("Your last move").length, 1)
            // Her next move: the line about the move before it goes at once.
            playRibbitTurn(page)
            compare(ribbitGame.suggestion.hint, "")
        }
    }
}

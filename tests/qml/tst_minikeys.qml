import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import "minirecords.js" as MiniRecords

// Turtle Race Mini by keyboard alone, at the smallest window (1024x640): a turn (Enter for the
// handover, a number key for a card, the focus on the tile it may move, Enter, Enter again for
// Done). (Every game's table by Tab is tst_keyboard.qml's.)
Item {
    id: root
    width: 1024
    height: 640

    MiniGame { id: miniGame }
    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: miniComponent; MiniPage { game: miniGame } }

    TableCase {
        id: test
        name: "MiniKeys"
        stack: stack
        function test_miniTurnByKeyboard() {
            verify(miniGame.openRecordText(JSON.stringify(MiniRecords.midRace)), miniGame.errorText)
            const page = show(miniComponent)
            tryCompare(findChild(page, "handover"), "armed", true)
            keyClick(Qt.Key_Enter)
            tryCompare(miniGame.handover, "pending", false)
            tryVerify(() => focusedName() === "card-0", 2000, "focus on " + "card-0" + ", not " + focusedName())
            // A number key chooses G++: the focus goes to a green tile it may move, Enter plays it.
            const greenUp = row(page, "G++")
            keyClick(numberKey(greenUp))
            compare(miniGame.selectedCard, greenUp)
            // G1 is in front (+2 changes nothing there): the focus goes to G2.
            tryVerify(() => focusedName() === "tile-G2", 2000, "focus on " + "tile-G2" + ", not " + focusedName())
            keyClick(Qt.Key_Return)
            verify(miniGame.moves.pending)
            keyClick(Qt.Key_Return)  // Done
            compare(miniGame.actionCount, 1)
            compare(findChild(page, "tile-G2").stack, 2, "G2 moved two places forward")
            compare(miniGame.currentPlayerName, "Ben")
        }
    }
}

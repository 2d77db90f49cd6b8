import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import "ribbitrecords.js" as RibbitRecords

// Ribbit by keyboard alone, at the smallest window (1024x640): a turn in Vietnamese (Enter for the
// handover, a number key for a card, the focus on the legal turtle, arrows, Enter, Enter again for
// Done, the menu on Escape), and the cards and turtles reached with the arrows and Space.
// (Every game's table by Tab is tst_keyboard.qml's.)
Item {
    id: root
    width: 1024
    height: 640

    RibbitGame { id: ribbitGame }
    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: ribbitComponent; RibbitPage { game: ribbitGame } }

    TableCase {
        id: test
        name: "RibbitKeys"
        stack: stack
        function test_ribbitTurnInVietnameseByKeyboard() {
            AppSettings.setLanguage("vi")
            compare(AppSettings.language, "vi")
            verify(ribbitGame.openRecordText(RibbitRecords.setupRecord()), ribbitGame.errorText)
            const page = show(ribbitComponent)
            const overlay = findChild(page, "handover")
            tryCompare(overlay, "opacity", 1)
            compare(findChild(overlay, "handoverConfirm").text, "Tôi là Ann, cho xem bài của tôi")
            // Its one button is Enter's action once the screen is ready, and the ring shows it.
            tryCompare(overlay, "armed", true)
            verify(findChild(overlay, "defaultRing").visible, "the handover button shows the focus ring")
            keyClick(Qt.Key_Return)
            tryCompare(ribbitGame.handover, "pending", false)
            compare(ribbitGame.prompt, "Chọn một lá bài để đánh")
            // The keyboard starts in the hand, with a visible focus.
            tryVerify(() => focusedName() === "card-0", 2000, "focus on " + "card-0" + ", not " + focusedName())
            // A number key chooses the last-turtle card ^: red, yellow and blue may move; red has
            // the focus.
            const last = row(page, "^")
            keyClick(numberKey(last))
            compare(ribbitGame.selectedCard, last)
            tryVerify(() => focusedName() === "turtle-R", 2000, "focus on " + "turtle-R" + ", not " + focusedName())
            compare(findChild(page, "turtle-R").Accessible.name, "Rùa đỏ, vị trí Bắt đầu")
            keyClick(Qt.Key_Right)
            compare(focusedName(), "turtle-Y")
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)
            compare(focusedName(), "turtle-P", "the arrows wrap round")
            // Back to yellow and play there with Enter.
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            compare(focusedName(), "turtle-Y")
            keyClick(Qt.Key_Return)
            // The play is shown and waits: Enter again is Done (Backspace would take it back).
            verify(ribbitGame.moves.pending)
            compare(ribbitGame.actionCount, 0)
            keyClick(Qt.Key_Return)
            compare(ribbitGame.actionCount, 1)
            compare(findChild(page, "turtle-Y").space, 1)
            compare(ribbitGame.currentPlayerName, "Ben")
            verify(ribbitGame.moves.lastText.indexOf("Ann đánh Rùa cuối") === 0, ribbitGame.moves.lastText)
            const log = ribbitGame.log
            compare(log.rowCount(), 1)
            // Escape opens the menu and closes it again.
            const menu = findChild(page, "gameMenu")
            keyClick(Qt.Key_Escape)
            tryCompare(menu, "opened", true)
            keyClick(Qt.Key_Escape)
            tryCompare(menu, "opened", false)
            // Back to English at once: the log sentence and the prompt follow.
            AppSettings.setLanguage("en")
            verify(ribbitGame.moves.lastText.indexOf("Ann played Last turtle") === 0, ribbitGame.moves.lastText)
            compare(findChild(findChild(page, "handover"), "handoverConfirm").text, "I'm Ben, show my cards")
        }

        function test_ribbitCardsAndTurtlesAreReachedWithTab() {
            verify(ribbitGame.openRecordText(RibbitRecords.setupRecord()), ribbitGame.errorText)
            const page = show(ribbitComponent)
            tryCompare(findChild(page, "handover"), "armed", true)
            keyClick(Qt.Key_Return)
            tryVerify(() => focusedName() === "card-0", 2000, "focus on " + "card-0" + ", not " + focusedName())
            keyClick(Qt.Key_Right)
            compare(focusedName(), "card-1")
            keyClick(Qt.Key_Left)
            compare(focusedName(), "card-0")
            // Right to G-, Space chooses it: the focus moves on to green, the only target.
            const greenBack = row(page, "G-")
            for (let i = 0; i < greenBack; ++i)
                keyClick(Qt.Key_Right)
            compare(focusedName(), "card-" + greenBack)
            keyClick(Qt.Key_Space)
            compare(ribbitGame.selectedCard, greenBack)
            tryVerify(() => focusedName() === "turtle-G", 2000, "focus on " + "turtle-G" + ", not " + focusedName())
            keyClick(Qt.Key_Space)
            verify(ribbitGame.moves.pending, "shown, waiting for Done")
            tryVerify(() => focusedName() === "doneButton", 2000, "Done has the focus, not " + focusedName())
            keyClick(Qt.Key_Space)
            compare(ribbitGame.actionCount, 1)
            compare(findChild(page, "turtle-G").space, 1)
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import "records.js" as Records

// Ripple's turns with computers: there is never a handover screen, so the recap on the person's
// turn lists every action since their last one.
Item {
    id: root
    width: 1280
    height: 800

    RippleGame { id: rippleGame }
    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: rippleComponent; RipplePage { game: rippleGame } }

    TableCase {
        id: test
        name: "RippleTurns"
        stack: stack

        // Ripple (never a handover screen): four computers reveal their cards, and the recap on
        // Ann's turn lists all four.
        function test_rippleRecapsEveryActionSinceTheViewersLastTurn() {
            AppSettings.setBotDelay(40)
            verify(rippleGame.openRecordText(Records.seatsRecord("ripple", ["bot:easy", "bot:easy", "bot:easy", "bot:easy", "human"], 3)),
                   rippleGame.errorText)
            const page = show(rippleComponent)
            tryCompare(rippleGame.handover, "viewerToAct", true, 20000)
            const lines = logLines(rippleGame)
            verify(lines.length >= 4, lines.length)
            compare(rippleGame.moves.recap, lines, "every action so far: Ann has not acted yet")
            const recap = findChild(page, "recap")
            tryCompare(recap, "visible", true)
            AppSettings.setBotDelay(900)
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import "records.js" as Records

// Turns at one screen, for every registered game (GameRegistry, none named): the table page gives
// its game the pace of the other players' moves. Each game's own turns (Done and Take back, the
// handover screen's guard against input begun before it, computers' captions and recaps) are
// tst_<game>turns.qml's and tst_ribbitcomputers.qml's.
Item {
    id: root
    width: 1280
    height: 800

    StackView {
        id: stack
        anchors.fill: parent
    }

    TableCase {
        id: test
        name: "Turns"
        stack: stack

        // The table page gives its game the pace at which an online table shows the other
        // players' moves: the local computers' pace (the pause and the move's animation). Every
        // game, a person and a computer.
        function test_thePageSetsThePaceOfOthersMoves_data() {
            verify(GameRegistry.games.length > 0)
            return GameRegistry.games.map(entry => ({ tag: entry.name, game: entry.name }))
        }
        function test_thePageSetsThePaceOfOthersMoves(data) {
            const session = GameRegistry.session(data.game)
            verify(session.openRecordText(Records.seatsRecord(data.game, ["human", "bot:easy"], 5)), session.errorText)
            AppSettings.setBotDelay(300)
            try {
                const page = stack.push(GameRegistry.fileUrl(data.game, "page"), { game: session }, StackView.Immediate)
                tryCompare(page.StackView, "status", StackView.Active)
                compare(session.computers.pace, 300 + AppSettings.animationDuration)
                AppSettings.setBotDelay(1800)
                compare(session.computers.pace, 1800 + AppSettings.animationDuration)
            } finally {
                AppSettings.setBotDelay(900)
            }
        }
    }
}

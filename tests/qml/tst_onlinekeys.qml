import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest

// An online table's keys (issue 44): a game's key pressed while it is not the player's turn is
// answered in words ("It is not your turn"), as a click is, never dropped silently. Against a real
// game server on loopback (TestServer, as tst_online.qml).
Item {
    id: root
    width: 1280
    height: 800

    NewGameSetup { id: hostSetup }
    OnlineLobby { id: host; playerName: "Ann" }
    OnlineLobby { id: guest; playerName: "Ben" }
    RippleGame { id: annGame }
    RippleGame { id: benGame }
    StackView { id: stack; anchors.fill: parent }

    TestCase {
        id: test
        name: "OnlineKeys"
        when: windowShown

        function cleanup() {
            stack.clear(StackView.Immediate)
            host.leave()
            guest.leave()
        }

        function test_aKeyOutOfTurnIsAnswered() {
            const address = TestServer.start()
            if (address === "")
                skip(TestServer.why())
            host.server = address
            guest.server = address
            hostSetup.setGame("ripple")
            host.setup = hostSetup
            verify(host.host())
            tryCompare(host, "status", OnlineLobby.Waiting, 20000)
            verify(guest.join(host.code))
            tryCompare(host, "canStart", true, 20000)
            host.start()
            tryCompare(host, "status", OnlineLobby.Playing, 20000)
            tryCompare(guest, "status", OnlineLobby.Playing, 20000)
            verify(host.playOn(annGame))
            verify(guest.playOn(benGame))
            tryCompare(annGame, "active", true, 20000)
            tryCompare(benGame, "active", true, 20000)
            // The one who waits: the other is to act.
            tryVerify(() => annGame.handover.viewerToAct !== benGame.handover.viewerToAct, 20000)
            const waiting = annGame.handover.viewerToAct ? benGame : annGame
            verify(waiting.online)
            const page = stack.push(GameRegistry.fileUrl("ripple", "page"), { game: waiting }, StackView.Immediate)
            tryCompare(page.StackView, "status", StackView.Active)
            verify(!page.canAct)
            const toast = findChild(page, "noticeToast")
            for (const key of [Qt.Key_N, Qt.Key_3, Qt.Key_X]) {
                toast.text = ""
                keyClick(key)
                tryCompare(toast, "text", "It is not your turn", 3000, "key " + key)
            }
        }
    }
}

import QtQuick
import QtQuick.Layouts
import Tidepool

// The online table's connection in words, over the lobby and the game page (laid over a game page
// by Main.qml, as the guided game's overlay is): connecting, another player who lost the connection
// ("Ben lost the connection, waiting 57 s"), reconnecting (automatic), the server unreachable or the
// table closed, with the way back home. Each new state is said through the page's announcer (its
// say(), else the banner's own), once: not at every second of a countdown.
Item {
    id: root
    objectName: "connectionBanner"
    property OnlineLobby lobby
    /// Where the announcer is: an item with say(text) (a game page); the banner's own otherwise.
    property Item page: parent
    /// How far below the page's top the banner sits (a game page: below its turn line and prompt).
    property real topMargin: Theme.px(76)
    signal homeRequested()
    /// "Join the table again": the table was lost under this screen (the server unreachable, the
    /// table closed) and its code is known (OnlineLobby.rejoinCode).
    signal rejoinRequested(string code)
    readonly property string rejoinCode: lobby !== null ? lobby.rejoinCode : ""

    readonly property bool shown: lobby !== null && lobby.bannerText !== ""
    /// The table is gone under this screen: the only way on is home.
    readonly property bool ended: lobby !== null && (lobby.status === OnlineLobby.Unreachable || lobby.status === OnlineLobby.Closed)
    readonly property bool trouble: ended || (lobby !== null && lobby.status === OnlineLobby.Reconnecting)

    anchors { left: parent.left; right: parent.right; top: parent.top }
    anchors.topMargin: root.topMargin
    height: shown ? card.height : 0
    z: 940 // above the table and its end screen, below a guided game's bubble and the toasts
    visible: shown

    // What was said last, without its numbers (a countdown is said once, not every second).
    property string spokenKey: ""
    function announce() {
        if (!lobby)
            return
        const key = lobby.status + ":" + lobby.bannerText.replace(/[0-9]+/g, "#")
        if (lobby.bannerText === "" || key === spokenKey) {
            if (lobby.bannerText === "")
                spokenKey = ""
            return
        }
        spokenKey = key
        if (page && page !== root && typeof page.say === "function")
            page.say(lobby.bannerText)
        else
            ownAnnouncer.say(lobby.bannerText)
    }
    Connections {
        target: root.lobby
        function onBannerTextChanged() { root.announce() }
    }
    Component.onCompleted: announce()
    // Over a game page: what the page lays out below its top overlays (the recap of moves since the
    // viewer's last turn) begins under the banner while it shows.
    Binding {
        target: root.parent
        property: "overlayBottom"
        value: root.shown ? root.y + root.height + Theme.gapSmall : 0
        when: root.parent !== null && "overlayBottom" in root.parent
        restoreMode: Binding.RestoreValue
    }
    // The table is gone: the keyboard goes to the way back to it, else home.
    onEndedChanged: if (ended) Qt.callLater(() => (rejoinButton.visible ? rejoinButton : homeButton).forceActiveFocus(Qt.TabFocusReason))
    Announcer { id: ownAnnouncer }

    Rectangle {
        id: card
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(parent.width - 2 * Theme.gapLarge, row.implicitWidth + Theme.px(36))
        height: row.implicitHeight + Theme.px(20)
        radius: Theme.radius
        color: root.ended ? "#F2B5432F" : root.trouble ? "#F2C98512" : "#F2FFF3DD"
        border.color: root.ended ? "#FFD0C0" : Theme.goldDeep
        border.width: Math.max(1, Theme.px(2))
        RowLayout {
            id: row
            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(18) }
            spacing: Theme.gap
            // A turning mark while the screen waits for the network.
            Text {
                id: spinner
                visible: root.lobby !== null && (root.lobby.status === OnlineLobby.Connecting || root.lobby.status === OnlineLobby.Reconnecting)
                textFormat: Text.PlainText
                text: "⟳"
                font.pixelSize: Theme.fontLarge
                color: Theme.ink
                RotationAnimator on rotation {
                    running: spinner.visible && AppSettings.animationDuration > 0 // still with motion off
                    from: 0; to: 360; duration: 1200; loops: Animation.Infinite
                }
            }
            Text {
                objectName: "bannerText"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                Layout.maximumWidth: Theme.px(760)
                text: root.lobby ? root.lobby.bannerText : ""
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontBody
                font.bold: root.trouble
                color: root.ended ? "#FFFFFF" : Theme.ink
                // Read where it is, and said once through the announcer (above): as an alert of its
                // own it was said again each time it showed or changed (with the seconds counting down).
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            TButton {
                id: leaveButton
                objectName: "bannerLeave"
                visible: root.lobby !== null && root.lobby.status === OnlineLobby.Reconnecting
                text: qsTr("Leave the table")
                onClicked: root.homeRequested()
            }
            // The way back to the table: Play online joins it again by its code (the kept seat token
            // brings this screen's seats back), rather than only a way home.
            TButton {
                id: rejoinButton
                objectName: "bannerRejoin"
                visible: root.ended && root.rejoinCode !== ""
                tone: "primary"
                big: true
                text: qsTr("Join table %1 again").arg(root.rejoinCode)
                Accessible.name: qsTr("Join table %1 again").arg(root.rejoinCode.split("").join(" "))
                onClicked: root.rejoinRequested(root.rejoinCode)
            }
            TButton {
                id: homeButton
                objectName: "bannerHome"
                visible: root.ended
                tone: rejoinButton.visible ? "secondary" : "primary"
                text: qsTr("Back home")
                onClicked: root.homeRequested()
            }
        }
    }
}

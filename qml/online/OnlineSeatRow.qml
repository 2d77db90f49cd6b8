import QtQuick
import QtQuick.Layouts
import Tidepool

// One seat of an online table in the lobby: who sits there (or that it waits for a player), the
// host's mark, whether they are connected, a computer's level. Bound to OnlineLobby.seats.
Rectangle {
    id: row
    required property int index
    required property int seat
    required property string name
    required property bool isHuman
    required property bool taken
    required property bool connected
    required property bool mine
    required property bool host
    required property string seatState
    required property string description
    objectName: "onlineSeat-" + seat

    width: parent ? parent.width : implicitWidth
    implicitHeight: content.implicitHeight + Theme.px(16)
    radius: Theme.radius
    color: mine ? "#FFF8E7" : "#FFFFFF"
    border.color: mine ? Theme.gold : Theme.paperEdge
    border.width: mine ? Theme.px(2) : Math.max(1, Theme.px(1))
    // The whole row is one item for a screen reader, reached with Tab ("Seat 2: Ben, connected").
    activeFocusOnTab: true
    Accessible.role: Accessible.ListItem
    Accessible.name: description
    FocusRing {}

    RowLayout {
        id: content
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(8) }
        spacing: Theme.gap
        Rectangle {
            Layout.preferredWidth: Theme.px(40); Layout.preferredHeight: Theme.px(40)
            radius: width / 2
            color: row.isHuman && !row.taken ? "transparent" : Theme.seatTint(null, row.seat)
            border.color: row.isHuman && !row.taken ? Theme.paperEdge : "#33000000"
            border.width: Math.max(1, Theme.px(row.isHuman && !row.taken ? 2 : 1))
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                visible: row.isHuman
                text: row.taken && Theme.initial(row.name) !== "" ? Theme.initial(row.name) : "?"
                color: row.taken ? "#FFFFFF" : Theme.inkFaint
                font.pixelSize: Theme.fontLarge; font.bold: true
            }
            BotFace {
                anchors.centerIn: parent
                visible: !row.isHuman
                width: parent.width * 0.62; height: width
                faceColor: "#FFFFFF"
            }
        }
        Column {
            Layout.fillWidth: true
            spacing: Theme.px(2)
            Text {
                textFormat: Text.PlainText
                width: parent.width
                elide: Text.ElideRight
                text: (row.name !== "" ? row.name : qsTr("Seat %1").arg(row.seat + 1)) + (row.host ? "  ·  " + qsTr("host") : "")
                font.pixelSize: Theme.fontBody
                font.bold: row.taken || !row.isHuman
                color: row.taken || !row.isHuman ? Theme.ink : Theme.inkSoft
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                elide: Text.ElideRight
                text: row.seatState
                font.pixelSize: Theme.fontSmall
                font.italic: row.isHuman && !row.taken
                color: row.isHuman && row.taken && !row.connected ? Theme.danger : Theme.inkSoft
            }
        }
        // Connected: a green dot; lost: a red one; a free seat: none.
        Rectangle {
            visible: row.isHuman && row.taken
            Layout.preferredWidth: Theme.px(14); Layout.preferredHeight: Theme.px(14)
            radius: width / 2
            color: row.connected ? "#3A9D5D" : Theme.danger
        }
    }
}

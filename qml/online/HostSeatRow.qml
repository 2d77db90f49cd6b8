import QtQuick
import QtQuick.Layouts
import Tidepool

// One seat of a table to host: the host's own ("You"), or a person at another screen, a person at
// this screen, or a computer of a level. Bound to OnlineLobby.hostSeats.
Item {
    id: row
    required property int index
    required property string kind
    required property bool you
    required property bool isHuman
    required property string label
    property OnlineLobby lobby
    property bool canRemove: false
    /// Removed with the keyboard: the page moves the focus on.
    signal removedByKeyboard()

    width: parent ? parent.width : implicitWidth
    implicitHeight: card.height + Theme.px(8)
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Seat %1: %2").arg(index + 1).arg(label)

    Rectangle {
        id: card
        width: parent.width
        height: content.implicitHeight + Theme.px(16)
        radius: Theme.radius
        color: "#FFFFFF"
        border.color: Theme.paperEdge
        border.width: Math.max(1, Theme.px(1))
        RowLayout {
            id: content
            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(8) }
            spacing: Theme.gap
            Rectangle {
                Layout.preferredWidth: Theme.px(36); Layout.preferredHeight: Theme.px(36)
                radius: width / 2
                color: Theme.seatTint(null, row.index)
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    visible: row.isHuman
                    text: row.index + 1
                    color: "#FFFFFF"
                    font.pixelSize: Theme.fontBody; font.bold: true
                }
                BotFace {
                    anchors.centerIn: parent
                    visible: !row.isHuman
                    width: parent.width * 0.62; height: width
                    faceColor: "#FFFFFF"
                }
            }
            Text {
                objectName: "hostYou"
                textFormat: Text.PlainText
                visible: row.you
                Layout.fillWidth: true
                // With the name the table will show (Your name, on the right): a host who set none
                // was "Player 1" at the table without knowing why.
                text: AppSettings.playerName !== "" ? qsTr("You (%1), at this screen (the host)").arg(AppSettings.playerName)
                                                    : qsTr("You, at this screen (the host): type your name under Your name")
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Flow {
                visible: !row.you
                Layout.fillWidth: true
                spacing: Theme.px(6)
                Segmented {
                    objectName: "seatKind"
                    Accessible.name: qsTr("Seat %1: who plays it").arg(row.index + 1)
                    values: ["remote", "here", "bot"]
                    labels: [qsTr("A person elsewhere"), qsTr("A person here"), qsTr("Computer")]
                    current: row.isHuman ? row.kind : "bot"
                    segmentHeight: Theme.px(32)
                    minSegmentWidth: Theme.px(56)
                    onChosen: (v) => {
                        if (v === "bot" && row.isHuman) row.lobby.setHostSeatKind(row.index, "bot:medium")
                        else if (v !== "bot") row.lobby.setHostSeatKind(row.index, v)
                    }
                }
                Segmented {
                    objectName: "seatLevel"
                    visible: !row.isHuman
                    Accessible.name: qsTr("Seat %1: how strong").arg(row.index + 1)
                    values: ["bot:easy", "bot:medium", "bot:hard"]
                    labels: [qsTr("Easy"), qsTr("Medium"), qsTr("Hard")]
                    current: row.kind
                    accent: Theme.goldDeep
                    segmentHeight: Theme.px(32)
                    minSegmentWidth: Theme.px(56)
                    onChosen: (v) => row.lobby.setHostSeatKind(row.index, v)
                }
            }
            TButton {
                objectName: "removeHostSeat"
                visible: row.canRemove && !row.you
                tone: "secondary"
                text: "✕"
                Accessible.name: qsTr("Remove seat %1").arg(row.index + 1)
                onClicked: {
                    if (activeFocus)
                        row.removedByKeyboard()
                    row.lobby.removeHostSeat(row.index)
                }
            }
        }
    }
}

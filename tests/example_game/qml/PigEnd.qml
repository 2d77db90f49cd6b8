import QtQuick
import QtQuick.Layouts
import Tidepool

// Pig's end screen: who won and why, every seat's banked points, and the end screen's buttons.
Item {
    id: root
    objectName: "endScreen"
    TipCover {}
    property GameSession game
    signal playAgain()
    signal home()
    signal viewBoard()
    signal replay()
    /// "Review": the game's review beside its replayed board (every game gets it: issue 45).
    signal review()
    /// Said after the result and its reason (TablePage): every seat's banked points.
    function spokenText() { return scores.text }

    MouseArea { anchors.fill: parent; hoverEnabled: true }
    Rectangle { anchors.fill: parent; color: "#A01A0E06" }
    PaperPanel {
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.9, Theme.px(640))
        height: col.implicitHeight + Theme.px(48)
        radius: Theme.px(22)
        ColumnLayout {
            id: col
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(24) }
            spacing: Theme.px(10)
            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                text: root.game ? root.game.result.text : ""
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontHuge
                font.bold: true
                color: Theme.ink
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                text: root.game ? root.game.result.reason : ""
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                id: scores
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                text: root.game && root.game.active
                      ? root.game.seats.names.map((n, i) => qsTr("%1: %2 banked").arg(n).arg(root.game.scores[i])).join(", ") + "."
                      : ""
                font.pixelSize: Theme.fontBody
                color: Theme.ink
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            RowLayout {
                objectName: "endActions"
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                TButton { text: qsTr("View the table"); onClicked: root.viewBoard() }
                TButton { objectName: "watchReplay"; text: qsTr("Watch the replay"); onClicked: root.replay() }
                ReviewButton { game: root.game; onClicked: root.review() }
                TButton { text: qsTr("Back home"); onClicked: root.home() }
                PlayAgainButton { game: root.game; onClicked: root.playAgain() }
            }
        }
    }
}

import QtQuick
import QtQuick.Layouts
import Tidepool

// The replay viewer's controls: step through a game forwards and backwards, every hidden thing
// revealed. Shown while the game's controller is replaying; any game's controller works.
Rectangle {
    id: bar
    objectName: "replayBar"
    property GameSession game
    visible: game !== null && game.replaying
    implicitWidth: row.implicitWidth + Theme.px(32)
    implicitHeight: row.implicitHeight + Theme.px(20)
    radius: height / 2
    color: "#F2FFF8EA"
    border.color: Theme.sand
    border.width: Theme.px(2)

    RowLayout {
        id: row
        anchors.centerIn: parent
        spacing: Theme.px(10)
        Text {
            textFormat: Text.PlainText
            text: qsTr("Replay")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.ink
        }
        TButton {
            text: "⏮"
            Accessible.name: qsTr("To the start")
            enabled: bar.game && bar.game.replayPosition > 0
            onClicked: bar.game.seekReplay(0)
        }
        TButton {
            objectName: "replayBack"
            text: "◀"
            Accessible.name: qsTr("One action back")
            enabled: bar.game && bar.game.replayPosition > 0
            onClicked: bar.game.seekReplay(bar.game.replayPosition - 1)
        }
        Text {
            textFormat: Text.PlainText
            objectName: "replayPosition"
            text: bar.game ? qsTr("%1 / %2").arg(bar.game.replayPosition).arg(bar.game.replayLength) : ""
            font.pixelSize: Theme.fontBody
            font.bold: true
            color: Theme.ink
            Layout.minimumWidth: Theme.px(70)
            horizontalAlignment: Text.AlignHCenter
        }
        TButton {
            objectName: "replayForward"
            tone: "primary"
            text: "▶"
            Accessible.name: qsTr("One action forward")
            enabled: bar.game && bar.game.replayPosition < bar.game.replayLength
            onClicked: bar.game.seekReplay(bar.game.replayPosition + 1)
        }
        TButton {
            text: "⏭"
            Accessible.name: qsTr("To the end")
            enabled: bar.game && bar.game.replayPosition < bar.game.replayLength
            onClicked: bar.game.seekReplay(bar.game.replayLength)
        }
        TButton {
            objectName: "leaveReplay"
            text: qsTr("Leave the replay")
            onClicked: bar.game.stopReplay()
        }
    }
    Keys.onLeftPressed: if (game) game.seekReplay(game.replayPosition - 1)
    Keys.onRightPressed: if (game) game.seekReplay(game.replayPosition + 1)
    focus: visible
}

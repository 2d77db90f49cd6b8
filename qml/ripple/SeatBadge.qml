import QtQuick
import Tidepool

// A seat's round badge along the top of the Ripple table: its tint, the name's initial for a person,
// a robot face for a computer.
Rectangle {
    id: root
    property int player: 0
    property bool human: true
    property string name: ""
    width: Theme.px(22); height: width; radius: width / 2
    color: Theme.seatTints[player % 5]
    border.color: "#40000000"
    Text {
        textFormat: Text.PlainText
        anchors.centerIn: parent
        visible: root.human
        text: root.name.charAt(0).toUpperCase()
        font.pixelSize: parent.width * 0.55; font.bold: true
        color: "#FFFFFF"
    }
    BotFace {
        anchors.centerIn: parent
        visible: !root.human
        width: parent.width * 0.62; height: width
        faceColor: "#FFFFFF"
    }
}

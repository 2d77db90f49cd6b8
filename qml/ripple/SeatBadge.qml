import QtQuick
import Tidepool

// A seat's round badge on the Ripple table (the beaches' headers): its avatar colour (the one chosen
// for the player on the New game page, TablePage.avatars, as on the seat chips), the name's initial
// for a person, a robot face for a computer.
Rectangle {
    id: root
    property int player: 0
    property bool human: true
    property string name: ""
    /// The avatar colour: an index of Theme.seatTints (AppSettings.avatarsFor); the seat's own by default.
    property int avatar: player % Theme.seatTints.length
    width: Theme.px(22); height: width; radius: width / 2
    color: Theme.seatTint(null, avatar)
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

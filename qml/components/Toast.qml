import QtQuick
import Tidepool

// A short message that fades in and out by itself, in the place of the move caption above the hand
// (TablePage): its own place, never on the board (issue 44).
Item {
    id: root
    property string text: ""
    property int showFor: 3200
    /// The widest it may be (it wraps beyond).
    property real maxWidth: parent ? parent.width * 0.8 : 600
    width: Math.min(maxWidth, bubble.implicitWidth)
    height: bubble.height
    visible: opacity > 0
    opacity: 0
    z: 1000

    function show(message) {
        root.text = message
        hideTimer.restart()
        root.state = "shown"
    }

    states: State {
        name: "shown"
        PropertyChanges { target: root; opacity: 1 }
    }
    transitions: Transition {
        NumberAnimation { property: "opacity"; duration: Theme.medium; easing.type: Easing.OutCubic }
    }

    Timer { id: hideTimer; interval: root.showFor; onTriggered: root.state = "" }

    Rectangle {
        id: bubble
        width: root.width
        implicitWidth: label.implicitWidth + Theme.px(40)
        height: label.implicitHeight + Theme.px(10)
        radius: height / 2
        color: "#F2301E12"
        border.color: Theme.gold
        border.width: Theme.px(2)
        Text {
            id: label
            anchors.centerIn: parent
            width: parent.width - Theme.px(32)
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: root.text
            textFormat: Text.PlainText // the engine's words, never markup
            color: Theme.cream
            font.family: Theme.bodyFont
            font.pixelSize: Theme.fontSmall
            font.bold: true
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        MouseArea { anchors.fill: parent; onClicked: root.state = "" }
    }
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text
}

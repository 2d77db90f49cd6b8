import QtQuick
import Tidepool

// A short message that slides in at the top of the board and fades out by itself.
Item {
    id: root
    property string text: ""
    property int showFor: 3200
    width: Math.min(parent ? parent.width * 0.8 : 600, bubble.implicitWidth)
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
        implicitWidth: label.implicitWidth + Theme.px(56)
        height: label.implicitHeight + Theme.px(24)
        radius: height / 2
        color: "#F2301E12"
        border.color: Theme.gold
        border.width: Theme.px(2)
        Text {
            id: label
            anchors.centerIn: parent
            width: parent.width - Theme.px(40)
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: root.text
            textFormat: Text.PlainText // the engine's words, never markup
            color: Theme.cream
            font.family: Theme.bodyFont
            font.pixelSize: Theme.fontBody
        }
        MouseArea { anchors.fill: parent; onClicked: root.state = "" }
    }
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text
}

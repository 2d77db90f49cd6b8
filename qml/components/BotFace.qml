import QtQuick
import Tidepool

// A small robot face: marks a computer player.
Item {
    id: root
    property color faceColor: Theme.ink
    implicitWidth: Theme.px(20); implicitHeight: implicitWidth
    // antenna
    Rectangle { x: parent.width * 0.46; y: 0; width: parent.width * 0.08; height: parent.height * 0.22; color: root.faceColor }
    Rectangle { x: parent.width * 0.40; y: -parent.height * 0.06; width: parent.width * 0.2; height: width; radius: width / 2; color: root.faceColor }
    // head
    Rectangle {
        x: 0; y: parent.height * 0.2
        width: parent.width; height: parent.height * 0.8
        radius: width * 0.22
        color: "transparent"
        border.color: root.faceColor
        border.width: Math.max(1.5, parent.width * 0.1)
        Rectangle { x: parent.width * 0.22; y: parent.height * 0.3; width: parent.width * 0.17; height: width; radius: width / 2; color: root.faceColor }
        Rectangle { x: parent.width * 0.61; y: parent.height * 0.3; width: parent.width * 0.17; height: width; radius: width / 2; color: root.faceColor }
        Rectangle { x: parent.width * 0.3; y: parent.height * 0.66; width: parent.width * 0.4; height: Math.max(1.5, parent.width * 0.08); radius: height / 2; color: root.faceColor }
    }
}

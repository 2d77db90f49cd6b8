import QtQuick
import Tidepool

// Pig's picture on the home screen's card: a die.
Item {
    id: scene
    // The card's sky behind the scene (GameCard reads them).
    readonly property color topColor: "#E9A26B"
    readonly property color bottomColor: "#B5633A"
    Rectangle {
        anchors.centerIn: parent
        width: Math.min(scene.width, scene.height) * 0.5; height: width
        radius: width * 0.18
        color: Theme.cream
        border.color: Theme.ink; border.width: Theme.px(2)
        Repeater {
            model: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]]
            Rectangle {
                required property var modelData
                width: parent.width * 0.16; height: width; radius: width / 2
                color: Theme.ink
                x: parent.width * modelData[0] - width / 2
                y: parent.height * modelData[1] - height / 2
            }
        }
    }
}

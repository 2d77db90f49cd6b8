import QtQuick
import Tidepool

// Turtle Race Mini's picture on the home screen's card: a row of tiles.
Item {
    id: scene
    readonly property color topColor: "#4FA3A0"
    readonly property color bottomColor: "#1E6E73"

    Row {
        anchors.centerIn: parent
        spacing: -scene.width * 0.04
        Repeater {
            model: ["P", "K", "G", "R"]
            Image {
                required property string modelData
                source: Theme.turtleSource(modelData)
                width: scene.width * 0.26; height: width * 2 / 3
                sourceSize: Qt.size(width * 2, height * 2)
            }
        }
    }
}

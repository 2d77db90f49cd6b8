import QtQuick
import Tidepool

// Ribbit's picture on the home screen's card: lily pads, a stack of turtles, the lettuce.
Item {
    id: scene
    readonly property color topColor: "#4FA3A0"
    readonly property color bottomColor: "#1E6E73"

    Repeater {
        model: 4
        Rectangle {
            required property int index
            x: scene.width * (0.05 + index * 0.24)
            y: scene.height * 0.70
            width: scene.width * 0.22; height: width * 0.36
            radius: height / 2
            color: Theme.lilyPad
            border.color: Theme.lilyPadDark; border.width: Theme.px(2)
        }
    }
    Image {
        source: Theme.art("lettuce")
        width: scene.width * 0.28; height: width
        x: scene.width * 0.70; y: scene.height * 0.38
        sourceSize: Qt.size(width * 2, height * 2)
    }
    Repeater {
        model: ["B", "Y", "R"]
        Image {
            required property int index
            required property string modelData
            source: Theme.turtleSource(modelData)
            width: scene.width * 0.27; height: width * 2 / 3
            x: scene.width * 0.33 + index * width * 0.04
            y: scene.height * 0.80 - height - index * height * 0.775
            sourceSize: Qt.size(width * 2, height * 2)
        }
    }
    Image {
        source: Theme.turtleSource("G")
        width: scene.width * 0.26; height: width * 2 / 3
        x: scene.width * 0.02; y: scene.height * 0.76 - height
        sourceSize: Qt.size(width * 2, height * 2)
    }
}

import QtQuick
import Tidepool

// Ripple's picture on the home screen's card: a fan of cards on the sea.
Item {
    id: scene
    readonly property color topColor: "#3A7CA5"
    readonly property color bottomColor: "#1F4E6E"

    Repeater {
        model: 4
        Image {
            required property int index
            source: Theme.art("ripple-card-back")
            height: scene.height * 0.72; width: height * 0.7
            x: scene.width / 2 - width / 2 + (index - 1.5) * width * 0.45
            y: scene.height * 0.16
            rotation: (index - 1.5) * 9
            transformOrigin: Item.Bottom
            sourceSize: Qt.size(width * 2, height * 2)
        }
    }
}

import QtQuick
import Tidepool

// The wooden table: the felt art tiled, with a soft darkening towards the edges.
Item {
    id: root
    property real tileSize: Theme.px(512)

    Rectangle { anchors.fill: parent; color: Theme.table }
    Image {
        anchors.fill: parent
        source: Theme.art("table-felt")
        sourceSize: Qt.size(root.tileSize, root.tileSize)
        fillMode: Image.Tile
        smooth: true
        cache: true
    }
    // Vignette: light in the middle, darker at the edges.
    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#55140A04" }
            GradientStop { position: 0.25; color: "#00000000" }
            GradientStop { position: 0.75; color: "#00000000" }
            GradientStop { position: 1.0; color: "#66140A04" }
        }
    }
    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: "#44140A04" }
            GradientStop { position: 0.15; color: "#00000000" }
            GradientStop { position: 0.85; color: "#00000000" }
            GradientStop { position: 1.0; color: "#44140A04" }
        }
    }
}

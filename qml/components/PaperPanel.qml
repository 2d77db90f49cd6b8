import QtQuick
import Tidepool

// A sheet of cream paper lying on the table, with a soft drop shadow.
Item {
    id: root
    property color color: Theme.paper
    property color borderColor: Theme.paperEdge
    property real radius: Theme.radius
    property real elevation: Theme.px(4)
    default property alias content: body.data

    Rectangle {
        x: root.elevation * 0.4
        y: root.elevation
        width: parent.width
        height: parent.height
        radius: root.radius
        color: "#40000000"
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: -1
        radius: root.radius + 1
        color: "#18000000"
    }
    Rectangle {
        id: face
        anchors.fill: parent
        radius: root.radius
        border.color: root.borderColor
        border.width: Math.max(1, Theme.px(1))
        gradient: Gradient {
            GradientStop { position: 0.0; color: Qt.lighter(root.color, 1.02) }
            GradientStop { position: 1.0; color: Qt.darker(root.color, 1.04) }
        }
    }
    Item {
        id: body
        anchors.fill: parent
    }
}

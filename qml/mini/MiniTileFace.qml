import QtQuick
import Tidepool

// The picture of one Turtle Race Mini tile: a thick cardboard token tinted in its colour, the
// turtle drawn on it (colour, pattern and letter), and its name ("G1") on a badge in the corner,
// low enough to stay readable when other tiles ride on it. Purely a picture.
Item {
    id: face
    property string color: "R"   // "R" .. "P", "K"
    property int number: 1
    readonly property string name: color + number
    readonly property color tint: Theme.turtleColor(color)
    readonly property bool black: color === "K"

    implicitWidth: Theme.px(90)
    implicitHeight: implicitWidth * 0.82
    readonly property real r: width * 0.12

    // Shadow
    Rectangle {
        x: face.width * 0.025; y: face.width * 0.05
        width: parent.width; height: parent.height
        radius: face.r
        color: "#55000000"
    }
    // Token edge (the cardboard's thickness)
    Rectangle {
        y: face.height * 0.05
        width: parent.width; height: parent.height
        radius: face.r
        color: Qt.darker(face.tint, face.black ? 1.1 : 1.55)
    }
    // Token top
    Rectangle {
        id: top
        width: parent.width; height: parent.height
        radius: face.r
        border.color: Qt.darker(face.tint, 1.6)
        border.width: Math.max(1, face.width * 0.018)
        gradient: Gradient {
            GradientStop { position: 0.0; color: face.black ? "#8A8F96" : Qt.lighter(face.tint, 1.55) }
            GradientStop { position: 0.55; color: face.black ? "#6C7178" : Qt.lighter(face.tint, 1.3) }
            GradientStop { position: 1.0; color: face.black ? "#50555C" : face.tint }
        }
        // Cream inlay the turtle stands on
        Rectangle {
            anchors.fill: parent
            anchors.margins: face.width * 0.055
            radius: face.r * 0.7
            color: face.black ? "#30FFFFFF" : "#55FFF8EA"
            border.color: face.black ? "#40FFFFFF" : "#70FFFFFF"
            border.width: Math.max(1, face.width * 0.012)
        }
    }
    Image {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.horizontalCenterOffset: face.width * 0.05
        y: face.height * 0.02
        width: face.width * 0.86
        height: width * 2 / 3
        source: Theme.turtleSource(face.color)
        sourceSize: Qt.size(width * 2, height * 2)
        smooth: true
        mipmap: true
    }
    // Name badge, bottom left
    Rectangle {
        x: face.width * 0.05
        y: face.height - height - face.width * 0.05
        width: badgeText.implicitWidth + face.width * 0.12
        height: face.width * 0.27
        radius: height / 2
        color: Theme.cream
        border.color: Qt.darker(face.tint, 1.4)
        border.width: Math.max(1, face.width * 0.02)
        Text {
            textFormat: Text.PlainText
            id: badgeText
            anchors.centerIn: parent
            text: face.name
            font.family: Theme.displayFont
            font.pixelSize: Math.max(9, face.width * 0.2)
            font.bold: true
            color: Theme.ink
        }
    }
}

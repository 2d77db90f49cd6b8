import QtQuick
import Tidepool

// A Ribbit card face, drawn from its kind, colour and steps: coloured cards in the turtle's colour
// with its letter and turtle, rainbow cards with the rainbow, last-turtle cards with the arrows.
// Purely a picture: the hand and the "last card" both use it.
Item {
    id: card
    property string kind: "color"      // "color", "rainbow", "last"
    property string turtle: ""         // colour letter for coloured cards
    property int steps: 1
    property string caption: kind === "color" ? Theme.turtleName(turtle)
                           : kind === "rainbow" ? qsTr("Any turtle") : qsTr("Last turtle")
    property bool dimmed: false
    property bool highlighted: false
    /// The middle's big value hidden: a dimmed card's reason covers it (CardHand).
    property bool covered: false

    implicitWidth: Theme.px(120)
    implicitHeight: Theme.px(170)

    readonly property real w: width
    readonly property color faceColor: kind === "color" ? Theme.turtleColor(turtle)
                                     : kind === "rainbow" ? "#FFF6DF" : "#2F7D79"
    readonly property color faceColorDeep: kind === "color" ? Qt.darker(Theme.turtleColor(turtle), 1.25)
                                         : kind === "rainbow" ? "#F3E2BA" : "#1E5C5A"
    readonly property color inkOnFace: kind === "rainbow" ? Theme.ink
                                     : kind === "color" ? Theme.onTurtleColor(turtle) : "#FFFFFF"
    readonly property string valueText: steps > 0 ? "+" + steps : "\u2212" + Math.abs(steps)
    readonly property string arrowSource: Theme.art(Math.abs(steps) >= 2 ? "arrow-up-double" : "arrow-up")

    // Shadow
    Rectangle {
        x: card.w * 0.02; y: card.w * (card.highlighted ? 0.09 : 0.04)
        width: parent.width; height: parent.height
        radius: frame.radius
        color: card.highlighted ? "#70000000" : "#50000000"
    }
    // Cream frame
    Rectangle {
        id: frame
        anchors.fill: parent
        radius: card.w * 0.09
        color: Theme.cream
        border.color: card.highlighted ? Theme.gold : "#B8A07A"
        border.width: card.highlighted ? Math.max(3, card.w * 0.045) : Math.max(1, card.w * 0.012)
    }
    // Face
    Rectangle {
        id: face
        anchors.fill: parent
        anchors.margins: card.w * 0.055
        radius: card.w * 0.06
        gradient: Gradient {
            GradientStop { position: 0.0; color: Qt.lighter(card.faceColor, 1.18) }
            GradientStop { position: 0.6; color: card.faceColor }
            GradientStop { position: 1.0; color: card.faceColorDeep }
        }
        border.color: "#30000000"
        border.width: 1

        // The colour's own pattern (ColorPattern): blue and purple told apart without their hue.
        ColorPattern {
            anchors.fill: parent
            anchors.margins: face.radius * 0.4
            turtle: card.kind === "color" ? card.turtle : ""
        }

        // Rainbow stripe at the top of rainbow cards
        Column {
            visible: card.kind === "rainbow"
            anchors { left: parent.left; right: parent.right; top: parent.top; topMargin: face.radius * 0.6 }
            Repeater {
                model: ["R", "Y", "G", "B", "P"]
                Rectangle {
                    required property string modelData
                    width: face.width; height: face.height * 0.018
                    color: Theme.turtleColor(modelData)
                    opacity: 0.8
                }
            }
        }

        // Corner: the colour letter (or symbol) and the value
        Column {
            x: card.w * 0.06; y: card.w * 0.05
            spacing: -card.w * 0.02
            Text {
                textFormat: Text.PlainText
                text: card.valueText
                font.family: Theme.displayFont
                font.pixelSize: card.w * 0.2
                font.bold: true
                color: card.inkOnFace
            }
            Rectangle {
                visible: card.kind === "color"
                width: card.w * 0.19; height: width; radius: width / 2
                color: Theme.cream
                border.color: "#40000000"
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: card.turtle
                    font.pixelSize: parent.width * 0.68
                    font.bold: true
                    color: Theme.ink
                }
            }
        }

        // Picture
        Image {
            id: picture
            anchors.horizontalCenter: parent.horizontalCenter
            y: face.height * 0.2
            width: card.kind === "color" ? face.width * 0.86 : face.width * 0.66
            height: card.kind === "color" ? width * 2 / 3 : width
            source: card.kind === "color" ? (card.turtle !== "" ? Theme.turtleSource(card.turtle) : "")
                  : card.kind === "rainbow" ? Theme.art("rainbow")
                  : card.arrowSource
            sourceSize: Qt.size(width * 2, height * 2)
            smooth: true
        }

        // Big value with arrows (coloured and rainbow cards)
        Row {
            visible: card.kind !== "last" && !card.covered
            anchors.horizontalCenter: parent.horizontalCenter
            // Never over the caption band (a small card's caption keeps a 9 px font).
            y: Math.min(face.height * (card.kind === "color" ? 0.545 : 0.56), captionBand.y - height)
            spacing: card.w * 0.02
            Image {
                source: card.arrowSource
                width: card.w * 0.24; height: width
                rotation: card.steps < 0 ? 180 : 0
                anchors.verticalCenter: parent.verticalCenter
                sourceSize: Qt.size(width * 2, height * 2)
            }
            Text {
                textFormat: Text.PlainText
                text: card.valueText
                font.family: Theme.displayFont
                font.pixelSize: card.w * 0.3
                font.bold: true
                color: card.inkOnFace
                style: card.kind === "color" && card.turtle !== "Y" ? Text.Raised : Text.Normal
                styleColor: "#40000000"
                anchors.verticalCenter: parent.verticalCenter
            }
        }
        // Last-turtle cards: value under the arrows
        Text {
            textFormat: Text.PlainText
            visible: card.kind === "last" && !card.covered
            anchors.horizontalCenter: parent.horizontalCenter
            y: Math.min(face.height * 0.52, captionBand.y - height)
            text: card.valueText
            font.family: Theme.displayFont
            font.pixelSize: card.w * 0.3
            font.bold: true
            color: card.inkOnFace
        }

        // Caption band
        Rectangle {
            id: captionBand
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; bottomMargin: face.radius * 0.7 }
            height: face.height * 0.14
            color: "#26000000"
            // The whole caption, smaller if it must be (issue 44: "Rùa cuối c…" on the last card
            // played): a small card's band holds its longest caption in every language.
            Text {
                objectName: "cardCaption"
                textFormat: Text.PlainText
                anchors.centerIn: parent
                width: parent.width - card.w * 0.08
                height: parent.height
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: card.caption
                font.pixelSize: Math.max(9, card.w * 0.115)
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 7
                font.bold: true
                color: card.kind === "rainbow" ? Theme.ink : (card.kind === "color" ? card.inkOnFace : "#FFFFFF")
                elide: Text.ElideRight
            }
        }
    }

    // Dimmed: not playable now (learning mode)
    Rectangle {
        visible: card.dimmed
        anchors.fill: parent
        radius: frame.radius
        color: "#A8E9E0CF"
    }
}

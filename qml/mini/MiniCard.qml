import QtQuick
import Tidepool

// A Turtle Race Mini card face: coloured cards in their tile colour with the turtle, multicolour
// cards on cream with the six colours, shaking cards on the tide-pool teal, the lettuce in green.
// The arrows show the steps (up forward, down back). Purely a picture: hand and discard use it.
Item {
    id: card
    property string kind: "color"      // "color", "multi", "shake", "lettuce"
    property string turtle: ""         // colour letter for coloured cards
    property int steps: 1
    property bool dimmed: false
    property bool highlighted: false
    /// The middle's big value hidden: a dimmed card's reason covers it (CardHand).
    property bool covered: false
    property string caption: kind === "color" ? qsTr("%1 tile").arg(Theme.turtleName(turtle))
                           : kind === "multi" ? qsTr("Any tile")
                           : kind === "shake" ? qsTr("Shake") : qsTr("Lettuce")

    implicitWidth: Theme.px(120)
    implicitHeight: Theme.px(170)

    readonly property real w: width
    readonly property color faceColor: kind === "color" ? Theme.turtleColor(turtle)
                                     : kind === "multi" ? "#FFF6DF"
                                     : kind === "shake" ? "#2F7D79" : "#7DBA4F"
    readonly property color faceColorDeep: kind === "color" ? Qt.darker(Theme.turtleColor(turtle), 1.25)
                                         : kind === "multi" ? "#F3E2BA"
                                         : kind === "shake" ? "#1E5C5A" : "#4E8A2E"
    readonly property color inkOnFace: kind === "multi" ? Theme.ink
                                     : kind === "color" ? Theme.onTurtleColor(turtle) : "#FFFFFF"
    readonly property bool moves: kind === "color" || kind === "multi"
    readonly property string valueText: steps > 0 ? "+" + steps : "\u2212" + Math.abs(steps)

    // Shadow
    Rectangle {
        x: card.w * 0.02; y: card.w * (card.highlighted ? 0.09 : 0.04)
        width: parent.width; height: parent.height
        radius: frame.radius
        color: card.highlighted ? "#70000000" : "#50000000"
    }
    Rectangle {
        id: frame
        anchors.fill: parent
        radius: card.w * 0.09
        color: Theme.cream
        border.color: card.highlighted ? Theme.gold : "#B8A07A"
        border.width: card.highlighted ? Math.max(3, card.w * 0.045) : Math.max(1, card.w * 0.012)
    }
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

        // Multicolour: a band of the six tile colours along the top
        Row {
            visible: card.kind === "multi"
            anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: face.radius * 0.5 }
            Repeater {
                model: ["R", "Y", "G", "B", "P", "K"]
                Rectangle {
                    required property string modelData
                    width: (face.width - face.radius) / 6; height: face.height * 0.035
                    color: Theme.turtleColor(modelData)
                }
            }
        }

        // Corner: the value and the colour letter
        Column {
            visible: card.moves
            x: card.w * 0.06; y: card.w * 0.06
            spacing: -card.w * 0.02
            Text {
                textFormat: Text.PlainText
                text: card.valueText
                font.family: Theme.displayFont
                font.pixelSize: card.w * 0.19
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
            anchors.horizontalCenter: parent.horizontalCenter
            y: card.kind === "color" ? face.height * 0.2 : face.height * 0.16
            width: card.kind === "color" ? face.width * 0.84 : face.width * (card.moves ? 0.5 : 0.7)
            height: card.kind === "color" ? width * 2 / 3 : width
            source: card.kind === "color" ? (card.turtle !== "" ? Theme.turtleSource(card.turtle) : "")
                  : card.kind === "multi" ? Theme.art("mini-multicolour")
                  : card.kind === "shake" ? Theme.art("mini-shake") : Theme.art("lettuce")
            sourceSize: Qt.size(width * 2, height * 2)
            smooth: true
        }

        // Arrows, one per step, and the value
        Column {
            visible: card.moves && !card.covered
            anchors.horizontalCenter: parent.horizontalCenter
            // Clear of the caption band at every size (tests/qml/tst_layout.qml).
            y: face.height * 0.515
            spacing: -card.w * 0.01
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: -card.w * 0.03
                Repeater {
                    model: Math.abs(card.steps)
                    Image {
                        source: Theme.art("arrow-up")
                        width: card.w * 0.15; height: width
                        rotation: card.steps < 0 ? 180 : 0
                        sourceSize: Qt.size(width * 2, height * 2)
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: card.valueText
                font.family: Theme.displayFont
                font.pixelSize: card.w * 0.22
                font.bold: true
                color: card.inkOnFace
                style: card.kind === "color" && card.turtle !== "Y" ? Text.Raised : Text.Normal
                styleColor: "#40000000"
            }
        }

        // Caption band
        Rectangle {
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; bottomMargin: face.radius * 0.7 }
            height: face.height * 0.14
            color: "#26000000"
            Text {
                textFormat: Text.PlainText
                objectName: "cardCaption"
                anchors.centerIn: parent
                width: parent.width - card.w * 0.08
                height: parent.height
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: card.caption
                // A long caption (a translation) shrinks to fit, on two lines if it must.
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                fontSizeMode: Text.Fit
                minimumPixelSize: 7
                lineHeight: 0.9
                font.pixelSize: Math.max(9, card.w * 0.115)
                font.bold: true
                color: card.inkOnFace
                elide: Text.ElideRight
            }
        }
    }

    // Dimmed: this card would change nothing (learning mode)
    Rectangle {
        visible: card.dimmed
        anchors.fill: parent
        radius: frame.radius
        color: "#A8E9E0CF"
    }
}

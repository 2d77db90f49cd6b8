import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// One game on the home screen: a big card with a little scene, title, tagline and player count.
Item {
    id: card
    required property string name
    required property string title
    required property string tagline
    required property bool available
    required property int minPlayers
    required property int maxPlayers
    signal chosen()
    /// The rules reference for this game.
    signal rulesChosen()
    signal learnRequested()
    objectName: "gameCard-" + name
    // The app knows which games have a screen (GamesModel's "available").
    readonly property bool playable: available

    implicitWidth: Theme.px(340)
    implicitHeight: Theme.px(440)
    scale: hover.containsMouse && playable ? 1.025 : 1
    Behavior on scale { NumberAnimation { duration: Theme.fast; easing.type: Easing.OutCubic } }

    Accessible.role: Accessible.Button
    Accessible.name: playable ? qsTr("%1: %2").arg(title).arg(tagline)
                               : qsTr("%1, coming soon").arg(title)
    Accessible.onPressAction: if (playable) card.chosen()

    PaperPanel {
        anchors.fill: parent
        radius: Theme.px(18)
        elevation: hover.containsMouse && card.playable ? Theme.px(10) : Theme.px(5)
        opacity: card.playable ? 1 : 0.88

        // Scene
        Rectangle {
            id: scene
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.px(14) }
            // Half the card, but never at the cost of the title, text and buttons below it (a short
            // window with unfinished games listed under the cards).
            height: Math.max(Theme.px(60), Math.min(parent.height * 0.50, parent.height - Theme.px(225)))
            radius: Theme.px(12)
            clip: true
            gradient: Gradient {
                GradientStop { position: 0; color: card.name === "ripple" ? "#3A7CA5" : "#4FA3A0" }
                GradientStop { position: 1; color: card.name === "ripple" ? "#1F4E6E" : "#1E6E73" }
            }
            // Ribbit: lily pads, a stack of turtles, the lettuce
            Item {
                anchors.fill: parent
                visible: card.name === "ribbit"
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
                    source: card.name === "ribbit" ? Theme.art("lettuce") : "" // only this game's scene
                    width: scene.width * 0.28; height: width
                    x: scene.width * 0.70; y: scene.height * 0.38
                    sourceSize: Qt.size(width * 2, height * 2)
                }
                Repeater {
                    model: ["B", "Y", "R"]
                    Image {
                        required property int index
                        required property string modelData
                        source: card.name === "ribbit" ? Theme.turtleSource(modelData) : ""
                        width: scene.width * 0.27; height: width * 2 / 3
                        x: scene.width * 0.33 + index * width * 0.04
                        y: scene.height * 0.80 - height - index * height * 0.775
                        sourceSize: Qt.size(width * 2, height * 2)
                    }
                }
                Image {
                    source: card.name === "ribbit" ? Theme.turtleSource("G") : ""
                    width: scene.width * 0.26; height: width * 2 / 3
                    x: scene.width * 0.02; y: scene.height * 0.76 - height
                    sourceSize: Qt.size(width * 2, height * 2)
                }
            }
            // Turtle Race Mini: a row of tiles
            Row {
                visible: card.name === "mini"
                anchors.centerIn: parent
                spacing: -scene.width * 0.04
                Repeater {
                    model: ["P", "K", "G", "R"]
                    Image {
                        required property string modelData
                        source: card.name === "mini" ? Theme.turtleSource(modelData) : ""
                        width: scene.width * 0.26; height: width * 2 / 3
                        sourceSize: Qt.size(width * 2, height * 2)
                    }
                }
            }
            // Ripple: a fan of cards
            Item {
                visible: card.name === "ripple"
                anchors.fill: parent
                Repeater {
                    model: 4
                    Image {
                        required property int index
                        source: card.name === "ripple" ? Theme.art("ripple-card-back") : ""
                        height: scene.height * 0.72; width: height * 0.7
                        x: scene.width / 2 - width / 2 + (index - 1.5) * width * 0.45
                        y: scene.height * 0.16
                        rotation: (index - 1.5) * 9
                        transformOrigin: Item.Bottom
                        sourceSize: Qt.size(width * 2, height * 2)
                    }
                }
            }
        }

        Column {
            anchors { left: parent.left; right: parent.right; top: scene.bottom; margins: Theme.px(18) }
            spacing: Theme.px(6)
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: card.title
                font.family: Theme.displayFont
                font.pixelSize: Theme.px(32)
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: card.tagline
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                maximumLineCount: 3
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                text: qsTr("%1–%2 players").arg(card.minPlayers).arg(card.maxPlayers)
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.teal
            }
        }

        // Declared before Rules so that Tab reaches Play first.
        TButton {
            anchors { left: parent.left; right: rulesButton.left; bottom: parent.bottom; margins: Theme.px(16); rightMargin: Theme.px(10) }
            objectName: "playButton"
            visible: card.playable
            tone: "primary"
            big: true
            // The title is just above; the button names the game for screen readers.
            text: qsTr("Play")
            Accessible.name: qsTr("Play %1").arg(card.title)
            onClicked: card.chosen()
        }
        TButton {
            id: rulesButton
            anchors { right: parent.right; bottom: parent.bottom; margins: Theme.px(16) }
            objectName: "rulesButton"
            big: true
            text: qsTr("Rules")
            Accessible.name: qsTr("How to play %1").arg(card.title)
            onClicked: card.rulesChosen()
        }
        Text {
            textFormat: Text.PlainText
            anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(30) }
            visible: !card.playable
            text: qsTr("Coming soon")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontLarge
            font.italic: true
            color: Theme.inkFaint
        }
    }

    // "Coming soon" ribbon
    Rectangle {
        visible: !card.playable
        width: Theme.px(150); height: Theme.px(30)
        color: Theme.goldDeep
        rotation: 35
        x: parent.width - width * 0.78
        y: Theme.px(24)
        antialiasing: true
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: qsTr("SOON")
            color: "#FFFFFF"
            font.bold: true
            font.letterSpacing: Theme.px(2)
            font.pixelSize: Theme.fontSmall
        }
    }

    MouseArea {
        id: hover
        anchors.fill: parent
        anchors.bottomMargin: card.playable ? Theme.px(80) : 0
        hoverEnabled: true
        cursorShape: card.playable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: if (card.playable) card.chosen()
    }

    // The guided first game, over the scene's corner (above the card's own click area).
    TButton {
        objectName: "learnButton"
        visible: card.playable
        anchors { right: parent.right; top: parent.top; margins: Theme.px(24) }
        text: qsTr("Learn to play")
        fontSize: Theme.fontSmall
        implicitHeight: Theme.px(34)
        onClicked: card.learnRequested()
    }
}

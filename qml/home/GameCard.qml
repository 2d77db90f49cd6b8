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
    /// Guided games after "Learn to play": [{name, label}] (GamesModel's lessons).
    required property var lessons
    signal chosen()
    /// The rules reference for this game.
    signal rulesChosen()
    /// A guided game: the game's first (`lesson` the game's name) or a further one (its name).
    signal learnRequested(string lesson)
    objectName: "gameCard-" + name
    // The app knows which games have a screen (GamesModel's "available").
    readonly property bool playable: available
    /// The keyboard on this card's Play (the home screen starts there).
    function focusPlay() { playButton.forceActiveFocus(Qt.TabFocusReason) }
    /// The Play button (home gives it the focus back when the game it started is left).
    readonly property Item playItem: playButton

    implicitWidth: Theme.px(340)
    implicitHeight: Theme.px(440)
    /// Raised under a mouse that moves over it; not under a pointer that only rests where the
    /// window or the page opened (issue 44: the middle card sat raised, as if hovered, on a screen
    /// whose pointer rests at its centre with no mouse used).
    property bool pointedAt: false
    readonly property bool raised: pointedAt && hover.containsMouse && playable
    scale: raised ? 1.025 : 1
    Behavior on scale { NumberAnimation { duration: Theme.fast; easing.type: Easing.OutCubic } }

    Accessible.role: Accessible.Button
    Accessible.name: playable ? qsTr("%1: %2").arg(title).arg(tagline)
                               : qsTr("%1, coming soon").arg(title)
    Accessible.onPressAction: if (playable) card.chosen()

    PaperPanel {
        anchors.fill: parent
        radius: Theme.px(18)
        elevation: card.raised ? Theme.px(10) : Theme.px(5)
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
            // The scene's sky, in the scene's own colours.
            gradient: Gradient {
                GradientStop { position: 0; color: sceneLoader.item ? sceneLoader.item.topColor : "#4FA3A0" }
                GradientStop { position: 1; color: sceneLoader.item ? sceneLoader.item.bottomColor : "#1E6E73" }
            }
            // The game's own little scene (its registry entry's cardScene, in qml/<game>/): an item
            // filling the scene, with topColor and bottomColor for the gradient behind it.
            Loader {
                id: sceneLoader
                objectName: "cardScene"
                anchors.fill: parent
                source: GameRegistry.fileUrl(card.name, "cardScene")
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
            id: playButton
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
            // The visible word first (a screen reader's user, or voice control, says "Rules").
            Accessible.name: qsTr("Rules of %1").arg(card.title)
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
        onPositionChanged: card.pointedAt = true
        onContainsMouseChanged: if (!containsMouse) card.pointedAt = false
        cursorShape: card.playable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: if (card.playable) card.chosen()
    }

    // The guided games, over the scene's corner (above the card's own click area): the first game,
    // then any further lesson (a variant's) under it.
    Column {
        anchors { right: parent.right; top: parent.top; margins: Theme.px(24) }
        spacing: Theme.px(6)
        visible: card.playable
        TButton {
            objectName: "learnButton"
            anchors.right: parent.right
            text: qsTr("Learn to play")
            Accessible.name: qsTr("Learn to play %1").arg(card.title)
            fontSize: Theme.fontSmall
            implicitHeight: Theme.px(34)
            onClicked: card.learnRequested(card.name)
        }
        Repeater {
            model: card.lessons
            delegate: TButton {
                required property var modelData
                objectName: "learnButton-" + modelData.name
                anchors.right: parent.right
                text: modelData.label
                Accessible.name: qsTr("%1: %2").arg(card.title).arg(modelData.label)
                fontSize: Theme.fontSmall
                implicitHeight: Theme.px(34)
                onClicked: card.learnRequested(modelData.name)
            }
        }
    }
}

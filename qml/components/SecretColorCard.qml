import QtQuick
import Tidepool

// The viewer's secret colour card (the race games'), lying face down. Press and hold to peek (on
// your turn, or at any time when you are the only person playing at this screen: HandGame's
// canPeekColor); Space, Enter or a screen reader's activate command turn it up for a few seconds.
// When `open` (the game's: open colours, the end) the card lies face up. The captions and
// accessible names are the game's words.
Item {
    id: root
    property HandGame game
    /// The viewer's colour letter, "" when nothing private is shown.
    readonly property string turtle: game ? game.viewerColor : ""
    property bool open: false
    readonly property bool canPeek: !!game && game.canPeekColor && turtle !== ""
    property string caption: ""
    property string peekCaption: ""
    property string faceUpName: ""
    property string faceDownName: ""
    property bool peeking: false
    readonly property bool faceUp: turtle !== "" && (open || (peeking && canPeek))
    onCanPeekChanged: if (!canPeek) peeking = false
    /// How long a peek by key or by a screen reader's activate command stays face up (ms).
    property int peekTime: 4000
    /// Turns the card up or down again (keys, a screen reader's activate): a peek that isn't
    /// held turns face down by itself after peekTime, or when the keyboard leaves the card, so no
    /// secret stays in view for the rest of the turn.
    function togglePeek() {
        if (!canPeek)
            return
        peeking = !peeking
        if (peeking)
            peekTimer.restart()
        else
            peekTimer.stop()
    }
    Timer { id: peekTimer; interval: root.peekTime; onTriggered: root.peeking = false }
    onActiveFocusChanged: if (!activeFocus && peekTimer.running) { peekTimer.stop(); peeking = false }

    implicitWidth: Theme.px(130)
    implicitHeight: Theme.px(170)
    readonly property real side: Math.min(width, height - caption.height - Theme.px(6))

    Item {
        id: cardItem
        width: root.side; height: root.side
        anchors.horizontalCenter: parent.horizontalCenter
        Rectangle {
            x: Theme.px(2); y: Theme.px(5)
            width: parent.width; height: parent.height
            radius: Theme.px(12)
            color: "#55000000"
        }
        // Face down
        Rectangle {
            anchors.fill: parent
            visible: !root.faceUp
            radius: Theme.px(12)
            color: "#E8C46A"
            border.color: "#9C7424"
            border.width: Theme.px(2)
            Item {
                anchors.fill: parent
                anchors.margins: Theme.px(7)
                clip: true
                Image {
                    anchors.centerIn: parent
                    width: parent.width
                    height: width * 200 / 140
                    source: root.faceUp ? "" : Theme.art("card-back") // only the side that shows
                    sourceSize: Theme.cardBackSize(width)
                }
            }
            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 0.38; height: width; radius: width / 2
                color: "#E0FFF8EA"
                border.color: "#9C7424"
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: "?"
                    font.family: Theme.displayFont
                    font.pixelSize: parent.width * 0.7
                    font.bold: true
                    color: Theme.tealDeep
                }
            }
        }
        // Face up
        Rectangle {
            anchors.fill: parent
            visible: root.faceUp
            radius: Theme.px(12)
            color: Theme.cream
            border.color: Theme.turtleColor(root.turtle)
            border.width: Theme.px(5)
            // A band in the colour with its own pattern (ColorPattern) along the top: the colour is
            // told without its hue too.
            Rectangle {
                x: Theme.px(5); y: Theme.px(5)
                width: parent.width - 2 * x
                height: parent.height * 0.2
                radius: Theme.px(6)
                color: Theme.turtleColor(root.turtle)
                ColorPattern {
                    anchors.fill: parent
                    turtle: root.turtle
                    cell: parent.height / 2.2
                }
            }
            Image {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -parent.height * 0.06
                width: parent.width * 0.84; height: width * 2 / 3
                source: root.faceUp && root.turtle !== "" ? Theme.turtleSource(root.turtle) : ""
                sourceSize: Qt.size(width * 2, height * 2)
            }
            Text {
                textFormat: Text.PlainText
                anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: parent.height * 0.06 }
                text: Theme.turtleName(root.turtle)
                font.family: Theme.displayFont
                font.pixelSize: parent.height * 0.14
                font.bold: true
                color: Theme.ink
            }
        }
        scale: mouse.pressed && root.canPeek ? 1.04 : 1
        Behavior on scale { NumberAnimation { duration: Theme.fast } }
        MouseArea {
            id: mouse
            anchors.fill: parent
            enabled: root.canPeek && !root.open
            cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
            onPressed: { peekTimer.stop(); root.peeking = true }
            onReleased: root.peeking = false
            onCanceled: root.peeking = false
        }
    }
    Text {
        textFormat: Text.PlainText
        id: caption
        anchors { top: cardItem.bottom; topMargin: Theme.px(6); horizontalCenter: parent.horizontalCenter }
        width: parent.width + Theme.px(20)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        text: root.turtle === "" ? "" : root.canPeek && !root.open ? root.peekCaption : root.caption
        font.pixelSize: Theme.fontSmall
        color: Theme.sand
    }

    // Keyboard: Space or Enter turns the card up or down again (on your turn).
    activeFocusOnTab: canPeek && !open
    Keys.onSpacePressed: togglePeek()
    Keys.onReturnPressed: togglePeek()
    Keys.onEnterPressed: togglePeek()
    FocusRing { target: cardItem; shown: root.activeFocus; x: cardItem.x - Theme.px(5) }

    Accessible.role: Accessible.Button
    Accessible.name: faceUp ? faceUpName : faceDownName
    // What activating does now.
    // (while it has the keyboard only: it changed at every turn, an event a screen reader queued)
    Accessible.description: !activeFocus || !canPeek || open ? ""
        : faceUp ? qsTr("Activate to turn it face down; it turns face down by itself in a few seconds")
        : qsTr("Activate to peek at your colour")
    Accessible.onPressAction: togglePeek()
}

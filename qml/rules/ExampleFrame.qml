import QtQuick
import Tidepool

// An example position drawn by the game's own board components. `example` is a game controller
// (RibbitGame, MiniGame, RippleGame) that opens `record` (a small record with an explicit setup,
// in qrc:/rules/) read-only in its replay viewer; "Show the move" steps through the record's
// actions so the board animates them, and the caption is the game's own sentence for each move.
Rectangle {
    id: frame
    property GameSession example: null
    property string record: ""
    property string title: ""
    /// What the picture shows before any move is played.
    property string before: ""
    property real pictureHeight: Theme.px(220)
    default property alias picture: area.data
    readonly property int length: example ? example.replay.length : 0
    readonly property int position: example ? example.replay.position : 0
    readonly property bool loaded: example !== null && example.replay.active
    readonly property string caption: {
        if (!example || position === 0) return before
        let text = example.moves.lastText || ""
        if (example.finished)
            text += (text !== "" ? " " : "") + example.result.text + " " + example.result.reason
        return text
    }

    width: parent ? parent.width : 0
    height: column.implicitHeight + Theme.px(24)
    radius: Theme.radius
    color: "#F4E9D2"
    border.color: Theme.paperEdge
    border.width: Math.max(1, Theme.px(1))
    objectName: "example-" + record.replace(/^.*\//, "").replace(".tidepool.json", "")

    function open() {
        if (example && record !== "")
            example.openReplay(":/rules/" + record, true) // an example: no player's secret
    }
    function play() {
        if (!loaded) return
        if (position >= length) example.seekReplay(0)
        stepper.interval = position === 0 ? 500 : 900
        stepper.start()
    }
    Component.onCompleted: open()

    Timer {
        id: stepper
        interval: 900
        repeat: true
        onTriggered: {
            if (!frame.loaded || frame.position >= frame.length) { stop(); return }
            frame.example.seekReplay(frame.position + 1)
            interval = 900
            if (frame.position >= frame.length) stop()
        }
    }

    Column {
        id: column
        x: Theme.px(12); y: Theme.px(12)
        width: parent.width - Theme.px(24)
        spacing: Theme.px(8)
        Text {
            width: parent.width
            text: frame.title
            font.bold: true
            font.pixelSize: Theme.fontBody
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        Rectangle {
            width: parent.width
            height: frame.pictureHeight
            radius: Theme.radiusSmall
            color: Theme.table
            clip: true
            TableBackground { anchors.fill: parent; tileSize: Theme.px(384) }
            Item {
                id: area
                anchors.fill: parent
            }
            Text {
                anchors.centerIn: parent
                visible: frame.example !== null && frame.example.errorText !== ""
                width: parent.width - Theme.px(40)
                wrapMode: Text.Wrap
                text: frame.example ? frame.example.errorText : ""
                color: Theme.cream
            }
        }
        Item {
            width: parent.width
            height: Math.max(captionText.implicitHeight, playButton.visible ? playButton.height : 0)
            Text {
                id: captionText
                objectName: "exampleCaption"
                width: parent.width - (playButton.visible ? playButton.width + Theme.gap : 0)
                anchors.verticalCenter: parent.verticalCenter
                text: frame.caption
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontBody
                font.italic: frame.position === 0
                color: Theme.ink
            }
            TButton {
                id: playButton
                objectName: "examplePlay"
                visible: frame.length > 0
                anchors { right: parent.right; verticalCenter: parent.verticalCenter }
                tone: "primary"
                text: frame.position >= frame.length && frame.length > 0 ? qsTr("Again") : qsTr("Show the move")
                enabled: !stepper.running
                onClicked: frame.play()
            }
        }
    }
}

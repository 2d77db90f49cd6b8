import QtQuick
import Tidepool

// The table page's status line (TablePage): whose turn it is (`page.turnText`), the thinking dots,
// the prompt (`page.prompt`, while the viewer may act) and the game's status buttons (`buttons`),
// in a pill that a screen reader reads as one settled sentence. It holds no game state; hidden
// while a play waits for Done (MoveConfirmBar says it in its place).
Item {
    id: status
    /// The table page (TablePage) whose status this is.
    required property Item page
    /// Buttons at the end of the line (TablePage.statusButtons).
    property alias buttons: statusButtonRow.data
    /// The pill itself: the keyboard rests on it while others play (TablePage's focus).
    readonly property alias pill: statusPill
    height: page.statusHeight
    Rectangle {
        id: statusPill
        // A play waiting for Done: MoveConfirmBar says it here instead.
        visible: !(page.game && page.game.moves.pending)
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.px(40), statusRow.implicitWidth + page.statusPadding)
        height: Theme.px(46)
        radius: height / 2
        color: "#E6FBF3E2"
        border.color: Theme.paperEdge
        Row {
            id: statusRow
            anchors.centerIn: parent
            spacing: Theme.px(12)
            Text {
                id: turnLine
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                text: page.turnText
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.ink
            }
            // Thinking dots
            Row {
                visible: page.thinking
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.px(4)
                Repeater {
                    model: 3
                    Rectangle {
                        id: dot
                        required property int index
                        width: Theme.px(8); height: width; radius: width / 2
                        color: Theme.teal
                        SequentialAnimation on opacity {
                            running: page.thinking && AppSettings.animationDuration > 0 // steady dots with motion off
                            loops: Animation.Infinite
                            PauseAnimation { duration: dot.index * 150 }
                            NumberAnimation { from: 0.2; to: 1; duration: 300 }
                            NumberAnimation { from: 1; to: 0.2; duration: 300 }
                            PauseAnimation { duration: (2 - dot.index) * 150 }
                        }
                    }
                }
            }
            Rectangle {
                visible: promptText.text !== ""
                width: 1; height: Theme.px(24); color: Theme.paperEdge
                anchors.verticalCenter: parent.verticalCenter
            }
            Text {
                id: promptText
                objectName: "prompt"
                anchors.verticalCenter: parent.verticalCenter
                text: page.game && page.canAct ? page.prompt : ""
                textFormat: Text.PlainText // the engine's words, never markup
                font.pixelSize: Theme.fontBody + Theme.px(1)
                color: Theme.tealDeep
                elide: Text.ElideRight
                width: Math.min(implicitWidth, page.width * page.promptShare)
            }
            // The game's buttons (a Row without a visible button has no width: it takes no room).
            Row {
                id: statusButtonRow
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.px(12)
            }
        }
        Accessible.role: Accessible.StaticText
        // Named once the line has settled: as a turn begins the turn, the thinking dots and
        // the prompt change one after another within a few milliseconds, and a screen reader
        // says every change of the focused item's name ("Computer 2's turn", "Computer 2 is
        // thinking", …). The line shows each change at once; its name follows `settle` ms
        // after the last one.
        readonly property string sentence: Theme.sentences([turnLine.text, promptText.text])
        property string spokenName: sentence
        onSentenceChanged: settle.restart()
        Timer { id: settle; interval: 120; onTriggered: statusPill.spokenName = statusPill.sentence }
        Accessible.name: spokenName
        Accessible.focusable: true
        objectName: "statusLine"
    }
}

import QtQuick
import QtQuick.Layouts
import Tidepool

// Done / Take back: the viewer's play is on the table (the engine's preview: no card drawn yet)
// and counts only once they press Done (Enter); Take back (Backspace) forgets it and they choose
// again. Shown while the game's moves.pending (Settings: "Confirm each move"). No rules here.
Rectangle {
    id: bar
    objectName: "moveConfirmBar"
    property GameSession game
    /// The page is in view and nothing (a menu) is open over it: Enter and Backspace act.
    property bool keysEnabled: true
    readonly property bool shown: game !== null && game.moves.pending
    // A held Enter is one decision, even when the window system sends its repeats as fresh presses.
    readonly property bool repeatsGuarded: KeyRepeatGuard.installed

    visible: shown
    /// The play's words while the bar is shown; kept as they were once it hides, so that hiding it
    /// renames nothing (each rename an event a screen reader must queue: issue 43).
    property string pendingText: ""
    Binding on pendingText { when: bar.shown; value: bar.game ? bar.game.moves.pendingText : ""; restoreMode: Binding.RestoreNone }
    // (Rounded up, with a pixel to spare: a text given a hair less than its width wraps its last word.)
    width: Math.min(Math.ceil(row.implicitWidth) + Theme.px(28) + 2, parent ? parent.width - Theme.px(32) : row.implicitWidth)
    height: row.implicitHeight + Theme.px(16)
    radius: Theme.px(16)
    color: "#F2FBF3E2"
    border.color: Theme.goldDeep
    border.width: Theme.px(2)

    // The keyboard acts at once: Done has the focus and Enter, anywhere, is Done.
    onShownChanged: if (shown) Qt.callLater(() => { if (bar.shown) done.forceActiveFocus(Qt.OtherFocusReason) })
    Shortcut {
        sequences: ["Return", "Enter"]
        autoRepeat: false // a held Enter is not a second decision
        enabled: bar.shown && bar.keysEnabled
        onActivated: bar.game.confirmMove()
    }
    Shortcut {
        sequence: "Backspace"
        autoRepeat: false
        enabled: bar.shown && bar.keysEnabled
        onActivated: bar.game.takeBackMove()
    }

    RowLayout {
        id: row
        anchors.centerIn: parent
        width: parent.width - Theme.px(28)
        spacing: Theme.gap
        Text {
            objectName: "pendingMoveText"
            Layout.fillWidth: true
            Layout.maximumWidth: Math.ceil(implicitWidth) + 1
            text: bar.pendingText
            textFormat: Text.PlainText // the engine's words, never markup
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            font.pixelSize: Theme.fontBody
            color: Theme.ink
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        TButton {
            objectName: "takeBackButton"
            Layout.minimumWidth: implicitWidth
            tone: "secondary"
            text: qsTr("Take back")
            Accessible.name: qsTr("Take back (Backspace)")
            // What pressing it does, in the engine's words for the move (as the text beside it).
            // (While it has the keyboard only, as Done's: read as it takes it, and a description
            // changed at every play is one more event a screen reader must queue; issue 43.)
            Accessible.description: activeFocus && bar.pendingText !== "" ? qsTr("Take back: %1").arg(bar.pendingText) : ""
            onClicked: bar.game.takeBackMove()
            Tip { visible: parent.hovered; text: qsTr("Key %1").arg("Backspace") }
        }
        TButton {
            id: done
            objectName: "doneButton"
            Layout.minimumWidth: implicitWidth
            tone: "primary"
            text: qsTr("Done")
            Accessible.name: qsTr("Done (Enter)")
            Accessible.description: activeFocus && bar.pendingText !== "" ? qsTr("Finish your turn: %1").arg(bar.pendingText) : ""
            onClicked: bar.game.confirmMove()
            Tip { visible: parent.hovered; text: qsTr("Key %1").arg("Enter") }
            // The default action (Enter): always ringed, so the keyboard user sees what Enter does.
            FocusRing {
                objectName: "defaultRing"
                target: done
                shown: bar.shown
                radius: done.height / 2
            }
        }
    }
}

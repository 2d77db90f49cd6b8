import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// "Since your last turn": when it is the viewer's turn after more than one move by others and no
// handover screen listed them (one person with computers; Ripple), every one of those moves in the
// log's words (the game's recap), newest in view, scrolling beyond `maxHeight`. It goes when the
// viewer acts or closes it. It lies in the table's band of messages (TableMessages), never on the
// board.
PaperPanel {
    id: root
    objectName: "recap"
    property GameSession game
    /// Tallest it may be, its heading included (its moves scroll beyond, the newest in view).
    property real maxHeight: Theme.px(200)
    readonly property var lines: game ? game.moves.recap : []
    /// Not shown (a guided game: its steps tell the moves).
    property bool hidden: false

    visible: lines.length > 0 && !hidden
    height: Math.min(heading.height + lineColumns.implicitHeight, Math.max(maxHeight - Theme.px(18), heading.height * 2)) + Theme.px(18)
    radius: Theme.px(14)
    color: "#F5FBF3E2"

    // The heading stays in view; the moves scroll under it, newest in view.
    Text {
        id: heading
        anchors { left: parent.left; top: parent.top; right: parent.right
                  leftMargin: Theme.px(10); topMargin: Theme.px(8); rightMargin: Theme.px(44) }
        text: qsTr("Since your last turn:")
        textFormat: Text.PlainText
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.inkSoft
        elide: Text.ElideRight
    }
    Flickable {
        id: recapFlick
        objectName: "recapMoves"
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom
                  leftMargin: Theme.px(10); rightMargin: Theme.px(44); topMargin: Theme.px(2); bottomMargin: Theme.px(8) }
        contentHeight: lineColumns.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        // The newest move in view.
        onContentHeightChanged: contentY = Math.max(0, contentHeight - height)
        onHeightChanged: contentY = Math.max(0, contentHeight - height)
        ScrollBar.vertical: ScrollBar { Accessible.name: qsTr("Scroll the moves"); policy: recapFlick.contentHeight > recapFlick.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
        // Two columns when the band is wide and the moves many, read across, row by row, so that
        // the newest moves are the last row whether it scrolls or not (down the first column, then
        // the second, a scrolled recap showed the middle of the list at the top of each).
        Grid {
            id: lineColumns
            readonly property int count: root.width >= Theme.px(960) && root.lines.length > 3 ? 2 : 1
            readonly property real columnWidth: (width - (count - 1) * columnSpacing) / count
            width: recapFlick.width
            columns: count
            columnSpacing: Theme.px(16)
            rowSpacing: Theme.px(2)
            Repeater {
                model: root.lines
                delegate: Text {
                    objectName: "recapLine"
                    required property string modelData
                    width: lineColumns.columnWidth
                    text: "• " + modelData
                    textFormat: Text.PlainText // the engine's words, never markup
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontSmall + Theme.px(1)
                    color: Theme.ink
                }
            }
        }
    }
    // Earlier moves above the ones in view: the top edge fades (a line cut there reads as "more").
    Rectangle {
        anchors { left: recapFlick.left; right: recapFlick.right; top: recapFlick.top }
        height: Theme.px(14)
        visible: recapFlick.contentY > 1
        gradient: Gradient {
            GradientStop { position: 0; color: root.color }
            GradientStop { position: 1; color: "#00FBF3E2" }
        }
    }
    // Close: it goes until the viewer's next turn.
    TButton {
        objectName: "recapClose"
        anchors { right: parent.right; top: parent.top; margins: Theme.px(6) }
        tone: "secondary"
        implicitHeight: Theme.px(28)
        leftPadding: Theme.px(8)
        text: "✕"
        Accessible.name: qsTr("Close the moves since your last turn")
        onClicked: root.game.dismissRecap()
    }
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Since your last turn:") + " " + root.lines.join(" ")
}

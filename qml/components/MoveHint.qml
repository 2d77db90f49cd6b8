import QtQuick
import Tidepool

// Learning mode's word after a move (game.suggestion.hint; Settings → "Rate my moves"): one line
// for the person who moved, "Your last move was good." or "Your last move could be
// better: …", under "Suggest a move" in the table's band of messages (TableMessages), never on the
// board. The session gives the line only to the seat that moved, and only while no handover screen
// is up: this view shows what it is given and decides nothing. It keeps its one line's room while
// hints are on, so the board does not move when a line comes or goes.
Item {
    id: root
    objectName: "moveHint"
    property GameSession game
    /// Not shown (a guided game: its steps say what to play).
    property bool hidden: false
    /// The widest the line may be (it wraps onto two lines within it, then is cut short).
    property real maxWidth: Theme.px(900)
    readonly property string text: shown && game ? game.suggestion.hint : ""
    /// (hintEnabled: learning mode, a game of this screen being played, no replay; the session's.)
    readonly property bool shown: game !== null && game.suggestion.hintEnabled && AppSettings.moveHints && !hidden
    /// A new line for the viewer (said once, as a secret: TablePage says it).
    signal hinted(string sentence)

    visible: shown
    width: maxWidth
    height: shown ? Math.max(Theme.px(30), box.height) : 0

    // Said once per move and viewer: the line shown again after a handover is not said again.
    property string saidKey: ""
    onTextChanged: {
        if (text === "")
            return
        const key = [game.suggestion.hintMove, game.handover.viewer, text].join("|")
        if (key === saidKey)
            return
        saidKey = key
        hinted(text)
    }

    Rectangle {
        id: box
        objectName: "moveHintBox"
        visible: hint.text !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        width: hint.width + Theme.px(24)
        height: Math.max(Theme.px(30), hint.height + Theme.px(8))
        radius: Math.min(height / 2, Theme.px(15))
        color: "#E6FBF3E2"
        border.color: Theme.paperEdge
        Text {
            id: hint
            objectName: "moveHintText"
            anchors.centerIn: parent
            width: Math.min(implicitWidth, root.maxWidth - Theme.px(24))
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            text: root.text
            textFormat: Text.PlainText // the engine's words, never markup
            font.pixelSize: Theme.fontBody
            color: Theme.tealDeep
            // Read where it stands, like the suggestion; said once when it comes (hinted).
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}

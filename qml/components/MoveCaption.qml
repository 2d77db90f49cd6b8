import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// What the table just saw, above the player's area: a caption for every move (the game's
// moves.lastText, a computer's at the computer pace, each one faded in as it lands, also while a
// handover waits to cover the table; not while a play waits for Done, MoveConfirmBar says it).
// Anchor its bottom.
Item {
    id: root
    objectName: "moveCaption"
    property GameSession game
    /// Widest the caption may be.
    property real maxWidth: parent ? parent.width * 0.7 : 600
    /// A notice shows in the caption's place (TablePage's toast, a game's own news): the caption waits.
    property bool covered: false
    /// The tip of the piece the keyboard is on (TipGate.focusTip: its heading and lines), shown in
    /// the caption's place while the keyboard is there: the words next to where the eyes are, never
    /// a popup over the board (issue 44).
    readonly property Item keyboardTip: tipsShown ? TipGate.focusTip : null
    /// The keyboard's tips may show (the viewer's turn: while others play, the keyboard resting on
    /// a piece played on must not hide their moves' captions).
    property bool tipsShown: true
    readonly property string tipText: keyboardTip ? [keyboardTip.heading, keyboardTip.text.replace(/\n/g, " · ")]
                                                    .filter(t => t !== "").join(" · ") : ""
    /// The caption in view (tests follow it): "" when none shows.
    readonly property string shownText: captionPill.visible ? caption.text : ""

    width: captionPill.width
    height: captionPill.visible ? captionPill.height : 0

    Rectangle {
        id: captionPill
        objectName: "captionPill"
        visible: root.game !== null && !root.covered
                 && (root.tipText !== "" || (root.game.moves.lastText !== "" && !root.game.moves.pending))
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom }
        width: Math.min(caption.implicitWidth + Theme.px(32), root.maxWidth)
        height: caption.implicitHeight + Theme.px(10)
        radius: height / 2
        color: "#B0140A04"
        Text {
            id: caption
            objectName: "captionText"
            anchors.centerIn: parent
            width: Math.min(implicitWidth, root.maxWidth - Theme.px(32))
            text: root.tipText !== "" ? root.tipText : root.game ? root.game.moves.lastText : ""
            textFormat: Text.PlainText // the engine's words, never markup
            elide: Text.ElideRight
            color: Theme.cream
            font.pixelSize: Theme.fontSmall + Theme.px(1)
            // Each move's own caption: it fades in as the move lands, so two in a row read as two.
            onTextChanged: if (text !== "") fadeIn.restart()
            NumberAnimation { id: fadeIn; target: caption; property: "opacity"; from: 0.15; to: 1; duration: Theme.medium }
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}

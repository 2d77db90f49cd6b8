import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// A tooltip on dark paper, wide enough for a sentence: an optional bold `heading` line, then
// `text`, one line per "\n". Both are plain text, never markup: the engine's sentences may hold
// "<" and ">" (e.g. "take <pile>"), which must show as written.
//
// Declared inside the item it explains, like a ToolTip: `Tip { visible: mouse.containsMouse; text: ... }`.
// The keyboard on that item (`keyboard`) shows the words in the table's caption strip instead
// (TipGate.focusTip; MoveCaption), not in a popup over the board far from the mouse (issue 44).
// The ToolTip itself is made when the tip first shows, not with every card, tile and slot of a page
// (docs/performance.md); until then the tip is an empty item at its parent's corner.
Item {
    id: root
    property string text: ""
    /// The first line, in bold ("" for none).
    property string heading: ""
    /// An end screen, the handover screen or another cover lies over this tip's item (TipGate):
    /// the tooltip does not open, and one already open closes.
    readonly property bool covered: TipGate.covers.length > 0 && TipGate.covered(parent)
    /// The keyboard is on the tip's item: its words show in the table's caption strip, above the
    /// hand (TipGate.focusTip), while no mouse hovers it and no screen reader reads it (a screen
    /// reader reads the item's description).
    property bool keyboard: false
    readonly property bool inCaption: keyboard && !visible && !covered && !ScreenReader.active
                                      && (text !== "" || heading !== "")
    onInCaptionChanged: TipGate.setFocusTip(root, inCaption)
    Component.onDestruction: TipGate.setFocusTip(root, false)
    /// The tooltip is open on screen.
    readonly property bool opened: loader.item !== null && loader.item.popup.opened
    /// The tooltip's content (a Column holding "tipHeading" and "tipText"), once made.
    readonly property Item contentItem: loader.item !== null ? loader.item.popup.contentItem : null
    visible: false
    // Once made, the ToolTip stays (its fade-out plays, a second hover costs nothing).
    property bool made: false
    // (never with a screen reader on: the tooltip is for the eyes only, see below)
    onVisibleChanged: if (visible && !ScreenReader.active) made = true
    Component.onCompleted: if (visible && !ScreenReader.active) made = true

    Loader {
        id: loader
        active: root.made
        sourceComponent: Item {
            id: content
            property alias popup: tip
            // The words shown, kept while the tip is closed: a tip whose item changed (a card's
            // reason, a tile's place) renamed a closed popup and its labels at every move, each a
            // screen reader's event (issue 43).
            property string shownText: ""
            property string shownHeading: ""
            Binding on shownText { when: tip.visible; value: root.text; restoreMode: Binding.RestoreNone }
            Binding on shownHeading { when: tip.visible; value: root.heading; restoreMode: Binding.RestoreNone }
            ToolTip {
                id: tip
                parent: root.parent
                // For the eyes only: with a screen reader on, a tip repeats the name and
                // description it reads, and each tip shown (by the focus, or by tiles moving under
                // a resting pointer) was an event Orca queued (issue 43).
                visible: root.visible && !root.covered && !ScreenReader.active
                text: content.shownText
                delay: 350
                font.pixelSize: Theme.fontSmall + Theme.px(1)
                padding: Theme.px(10)
                contentItem: Column {
                    spacing: Theme.px(2)
                    width: Math.min(Math.max(headingLabel.implicitWidth, bodyLabel.implicitWidth), Theme.px(340))
                    Text {
                        id: headingLabel
                        objectName: "tipHeading"
                        visible: text !== ""
                        width: parent.width
                        text: content.shownHeading
                        textFormat: Text.PlainText
                        font.family: tip.font.family
                        font.pixelSize: tip.font.pixelSize
                        font.bold: true
                        color: Theme.cream
                        wrapMode: Text.Wrap
                    }
                    Text {
                        id: bodyLabel
                        objectName: "tipText"
                        visible: text !== ""
                        width: parent.width
                        text: content.shownText
                        textFormat: Text.PlainText
                        font: tip.font
                        color: Theme.cream
                        wrapMode: Text.Wrap
                    }
                }
                background: Rectangle {
                    radius: Theme.radiusSmall
                    color: "#F2261710"
                    border.color: "#88F2B33D"
                }
            }
        }
    }
}

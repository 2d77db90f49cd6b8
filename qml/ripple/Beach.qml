import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// One player's beach: ten cards in two rows of five (slots 0-4 on top, 5-9 below; a column is a
// slot and the one under it). On the acting player's beach a click does what the controller says
// the slot means now, and learning mode lights up the ripple and combo spots. In the scoring view
// each card shows its points, and matches and block sets are framed.
Item {
    id: root
    property var beach: null          // RippleBeachModel
    property RippleGame game
    property real cardW: Theme.px(100)
    property bool interactive: false  // the viewer acts on this beach now
    /// The viewer's own beach (the big one): a click on it out of turn says why it waits at an
    /// online table (GameSession.sayWhyItWaits), never dropped silently.
    property bool own: false
    property bool scoring: false      // the scoring view's breakdown
    property var blocks: []           // scoring: [{firstColumn, columns, points, icon}]
    property string objectPrefix: "slot"
    /// A slot focused by the page at the start of a turn: its ring shows, its tooltip waits.
    property Item quietItem: null

    readonly property real cardH: Math.round(cardW * 1.4)
    readonly property real gapX: Math.round(cardW * 0.1)
    readonly property real topRoom: Math.round(cardH * 0.2)
    readonly property real gapY: Math.round(cardH * (scoring ? 0.34 : 0.3))
    readonly property bool learning: game && game.learningMode
    readonly property string step: game ? game.step : ""

    implicitWidth: 5 * cardW + 4 * gapX
    implicitHeight: topRoom + 2 * cardH + gapY + (scoring ? cardH * 0.16 : 0)
    width: implicitWidth
    height: implicitHeight

    /// Gives the keyboard focus to `slot` (0-9) of an interactive beach.
    function focusSlot(slot) {
        const item = slots.itemAt(Math.max(0, Math.min(9, slot)))
        if (item)
            item.forceActiveFocus(Qt.TabFocusReason)
    }

    /// Gives the keyboard focus to the first slot a click would act on now, else to the first
    /// face-down slot when `faceDown`; false when there is none.
    function focusFirst(faceDown) {
        for (let pass = 0; pass < (faceDown ? 2 : 1); ++pass) {
            for (let i = 0; i < slots.count; ++i) {
                const item = slots.itemAt(i)
                if (item && (pass === 0 ? item.clickable : !item.up)) {
                    item.forceActiveFocus(Qt.OtherFocusReason)
                    return true
                }
            }
        }
        return false
    }

    function slotX(slot) { return (slot % 5) * (cardW + gapX) }
    function slotY(slot) { return topRoom + Math.floor(slot / 5) * (cardH + gapY) }
    function signed(n) { return n > 0 ? "+" + n : n < 0 ? "\u2212" + Math.abs(n) : "0" }

    // Block sets (scoring): a gold frame around their columns with the points on top.
    Repeater {
        model: root.scoring ? root.blocks : []
        Item {
            required property var modelData
            x: root.slotX(modelData.firstColumn) - root.gapX * 0.45
            y: root.topRoom - root.cardH * 0.1
            width: modelData.columns * (root.cardW + root.gapX) - root.gapX * 0.1
            height: 2 * root.cardH + root.gapY + root.cardH * 0.22
            z: 3
            Rectangle {
                anchors.fill: parent
                radius: root.cardW * 0.12
                color: "#22F2B33D"
                border.color: Theme.gold
                border.width: Math.max(3, root.cardW * 0.04)
            }
            Rectangle {
                objectName: "block"
                anchors { horizontalCenter: parent.horizontalCenter; verticalCenter: parent.top }
                width: blockLabel.implicitWidth + root.cardW * 0.24
                height: Math.max(Theme.px(18), root.cardW * 0.24)
                radius: height / 2
                color: Theme.gold
                border.color: Theme.goldDeep
                Text {
                    textFormat: Text.PlainText
                    id: blockLabel
                    anchors.centerIn: parent
                    text: qsTr("Block set %1").arg(root.signed(parent.parent.modelData.points))
                    font.pixelSize: parent.height * 0.62
                    font.bold: true
                    color: Theme.ink
                }
            }
        }
    }

    // The last action's moment on this beach (issue 44): its word over the slots it is about (each
    // slot plays its own part, SlotMoment). Never on the scoring view's beaches.
    MomentBadge {
        id: momentBadge
        words: root.beach && !root.scoring ? root.beach.momentWords : ""
        note: root.beach && !root.scoring ? root.beach.momentNote : ""
        serial: root.beach && !root.scoring ? root.beach.momentSerial : 0
        cardW: root.cardW
        // (Once the slots show the new rows: a beach just given its model makes them first.)
        onSerialChanged: Qt.callLater(root.playMoment)
        Component.onCompleted: Qt.callLater(root.playMoment)
    }
    /// Plays the beach's moment, its badge over the span of the slots it is about.
    function playMoment() {
        let left = Infinity, right = -Infinity, top = Infinity
        for (let i = 0; i < slots.count; ++i) {
            const item = slots.itemAt(i)
            if (item && item.moment !== "") {
                left = Math.min(left, item.x)
                right = Math.max(right, item.x + item.width)
                top = Math.min(top, item.y)
            }
        }
        if (left === Infinity)
            return
        momentBadge.centerX = (left + right) / 2
        momentBadge.topY = top
        momentBadge.play()
    }

    Repeater {
        id: slots
        model: root.beach
        // (The beach, `root`, reached through the Repeater: inside the delegate a bare `root` is the
        // slot's own property.)
        delegate: BeachSlot { root: slots.parent }
    }
}

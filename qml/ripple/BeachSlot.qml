import QtQuick
import Tidepool

// One slot of a Ripple beach (Beach's delegate, a row of RippleBeachModel): its card, with the
// keyboard (the arrow keys move in the two rows, Enter or Space does what a click does), the
// moved mark, a match's link, the scoring view's points, the move preview's words, "or replace
// it" and its tooltip. Stateless. Its sentences keep the Beach translation context.
Item {
    id: slotItem
    /// The beach (Beach), named `root` as it is there: its game, sizes and modes.
    required property Item root
    required property int slot
    required property bool up
    required property string icon
    required property string name
    required property int value
    required property bool combo
    required property string need1
    required property string need2
    required property bool has1
    required property bool has2
    required property int bonus
    required property var stacked
    required property bool completed
    required property bool matched
    required property bool canPlace
    required property bool canStack
    required property bool canFlip
    required property bool canReveal
    required property bool picked
    required property bool rippleSpot
    required property bool comboSpot
    required property bool matchSpot
    required property string hint
    required property bool scored
    required property int points
    required property int stackedPoints
    required property int block
    required property string description
    /// The last action placed, stacked or turned up a card here (MovedMark).
    required property bool justChanged
    /// What the last action made here (the engine's news: "match", "block", "combo", "stack" or
    /// ""), and the moment's number (SlotMoment).
    required property string moment
    required property int momentSerial
    objectName: root.objectPrefix + slot
    readonly property bool clickable: root.interactive && (canPlace || canStack || canFlip || canReveal)
    readonly property string glow: picked ? "picked" : comboSpot ? "combo" : rippleSpot ? "ripple"
                                  : matchSpot ? "match" : ""
    x: root.slotX(slot)
    y: root.slotY(slot)
    width: root.cardW
    height: root.cardH
    z: mouse.containsMouse || activeFocus ? 2 : 1

    // Keyboard (the player's own beach): Tab reaches the slots, the arrow keys move in the two
    // rows, Enter or Space does what a click does (place, stack, turn up).
    activeFocusOnTab: root.interactive || activeFocus // (never turned off while it has the keyboard)
    function act() { if (root.interactive) root.game.clickSlot(slot) }
    Keys.onShortcutOverride: (event) => event.accepted = event.key === Qt.Key_Space
    Keys.onReturnPressed: act()
    Keys.onEnterPressed: act()
    Keys.onSpacePressed: act()
    Keys.onLeftPressed: root.focusSlot(slot % 5 === 0 ? slot : slot - 1)
    Keys.onRightPressed: root.focusSlot(slot % 5 === 4 ? slot : slot + 1)
    Keys.onUpPressed: root.focusSlot(slot < 5 ? slot : slot - 5)
    Keys.onDownPressed: root.focusSlot(slot < 5 ? slot + 5 : slot)
    FocusRing { objectName: "focusRing"; shown: slotItem.activeFocus }

    MovedMark {
        shown: slotItem.justChanged && !root.scoring
        radius: root.cardW * 0.1
    }
    SlotMoment {
        id: slotMoment
        objectName: "moment" + slotItem.slot
        anchors.fill: parent
        kind: root.scoring ? "" : slotItem.moment
        serial: root.scoring ? 0 : slotItem.momentSerial
        radius: root.cardW * 0.1
        z: 3
    }
    RippleCard {
        id: cardFace
        anchors.fill: parent
        up: slotItem.up
        icon: slotItem.icon
        name: slotItem.name
        value: slotItem.value
        combo: slotItem.combo
        need1: slotItem.need1
        need2: slotItem.need2
        has1: slotItem.has1
        has2: slotItem.has2
        bonus: slotItem.bonus
        stacked: slotItem.stacked
        completed: slotItem.completed
        glow: slotItem.glow
        dimmed: root.interactive && root.learning
                && ((root.step === "ripple" && !slotItem.canPlace && !slotItem.canStack)
                    || (root.step === "flip" && !slotItem.canFlip))
        scale: mouse.containsMouse && slotItem.clickable ? 1.04 : 1
        Behavior on scale { NumberAnimation { duration: Theme.fast } }
        // (A moment's pop, apart from the hover's scale and its Behavior.)
        transform: Scale {
            origin.x: cardFace.width / 2
            origin.y: cardFace.height / 2
            xScale: 1 + slotMoment.pop
            yScale: 1 + slotMoment.pop
        }
    }

    // A match in play: a small link between the two cards of the column.
    Rectangle {
        visible: !root.scoring && slotItem.matched && slotItem.slot < 5
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.bottom; topMargin: (root.gapY - height) / 2 }
        width: Math.max(Theme.px(22), root.cardW * 0.34); height: Math.max(Theme.px(14), root.gapY * 0.55)
        radius: height / 2
        color: Theme.teal
        border.color: "#FFFFFF"
        border.width: Math.max(1, Theme.px(1))
        z: 4
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: "="
            font.pixelSize: parent.height * 0.9
            font.bold: true
            color: "#FFFFFF"
        }
    }

    // Scoring: this card's points.
    Rectangle {
        id: pointsBadge
        objectName: "points" + slotItem.slot
        property int points: slotItem.points
        visible: root.scoring && slotItem.scored
        anchors { horizontalCenter: parent.horizontalCenter; verticalCenter: parent.bottom }
        width: Math.max(pointsText.implicitWidth + root.cardW * 0.2, height * 1.4)
        height: Math.max(Theme.px(18), root.cardW * 0.3)
        radius: height / 2
        z: 5
        color: slotItem.completed ? Theme.good : slotItem.matched ? Theme.teal : Theme.cream
        border.color: slotItem.completed ? "#1F5A2C" : slotItem.matched ? Theme.tealDeep : Theme.inkSoft
        border.width: Math.max(1, Theme.px(1.5))
        Text {
            textFormat: Text.PlainText
            id: pointsText
            anchors.centerIn: parent
            text: slotItem.completed ? qsTranslate("Beach", "combo %1").arg(root.signed(slotItem.points))
                : slotItem.matched && slotItem.points === 0 ? qsTranslate("Beach", "match 0")
                : root.signed(slotItem.points)
            font.pixelSize: parent.height * 0.62
            font.bold: true
            color: slotItem.completed || slotItem.matched ? "#FFFFFF" : Theme.ink
        }
    }

    // The move preview: what the card in play would do here, in words (the engine's combo and
    // match spots, RippleBeachModel): join the combo, or make a new match. Drawn over the
    // slot's focus ring (which had covered the top half of the words), and on two lines when
    // one line wider than the card can't hold them.
    Rectangle {
        objectName: "preview" + slotItem.slot
        readonly property string says: !root.interactive ? ""
            : slotItem.comboSpot ? qsTranslate("Beach", "joins the combo")
            : slotItem.matchSpot ? qsTranslate("Beach", "makes a match") : ""
        visible: says !== ""
        anchors { horizontalCenter: parent.horizontalCenter; verticalCenter: parent.top }
        width: Math.min(previewText.implicitWidth, root.cardW * 1.08 - Theme.px(12)) + Theme.px(12)
        height: Math.max(Theme.px(20), previewText.contentHeight + Theme.px(6))
        radius: Math.min(height / 2, Theme.px(10))
        z: 1001 // (FocusRing: 1000)
        color: slotItem.comboSpot ? Theme.gold : Theme.teal
        border.color: "#FFFFFF"
        Text {
            id: previewText
            objectName: "previewText" + slotItem.slot
            textFormat: Text.PlainText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, root.cardW * 1.08 - Theme.px(12))
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            lineHeight: 0.9
            text: parent.says
            font.pixelSize: Theme.fontSmall - Theme.px(1)
            font.bold: true
            color: slotItem.comboSpot ? Theme.ink : "#FFFFFF"
        }
    }

    // The combo also takes the card: a second choice, to replace it instead.
    Rectangle {
        visible: root.interactive && slotItem.canStack && slotItem.canPlace
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.bottom; topMargin: Theme.px(3) }
        width: replaceText.implicitWidth + Theme.px(16)
        height: Theme.px(22)
        radius: height / 2
        z: 6
        color: replaceMouse.containsMouse ? Theme.cream : "#E6FBF3E2"
        border.color: Theme.paperEdge
        Text {
            textFormat: Text.PlainText
            id: replaceText
            anchors.centerIn: parent
            text: qsTranslate("Beach", "or replace it")
            font.pixelSize: Theme.fontSmall - Theme.px(1)
            color: Theme.ink
        }
        MouseArea {
            id: replaceMouse
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: root.game.placeAt(slotItem.slot)
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        enabled: root.interactive || root.scoring || slotItem.up || root.own
        cursorShape: slotItem.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: if (root.interactive) root.game.clickSlot(slotItem.slot); else if (root.own && root.game) root.game.sayWhyItWaits()
    }
    Tip {
        objectName: "slotTip"
        visible: mouse.containsMouse && (heading !== "" || text !== "")
        keyboard: slotItem.activeFocus && root.quietItem !== slotItem
        heading: slotItem.up ? slotItem.name + " · " + qsTranslate("Beach", "%n point(s)", "", slotItem.value) : ""
        text: {
            let lines = []
            if (slotItem.up && slotItem.combo)
                lines.push(qsTranslate("Beach", "Combo: stack the two icons shown for %1").arg(root.signed(slotItem.bonus)))
            if (root.interactive && slotItem.hint !== "")
                lines.push(slotItem.hint)
            if (root.interactive)
                lines.push(qsTranslate("Beach", "Key %1").arg(slotItem.slot))
            return lines.join("\n")
        }
    }
    Accessible.role: slotItem.clickable ? Accessible.Button : Accessible.StaticText
    Accessible.name: slotItem.description
    Accessible.onPressAction: if (root.interactive) root.game.clickSlot(slotItem.slot)
}

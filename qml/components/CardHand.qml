import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The viewer's hand (Ribbit's and Turtle Race Mini's): big cards in a gentle fan, each drawn by
// `cardFace` (a RibbitCard or MiniCard: kind, turtle, steps, dimmed, highlighted). The selected card
// is raised; in learning mode a card that can't be played, or that would change nothing wherever it
// is played (HandModel's `effective`), is dimmed and says why, in full, on the dimmed card itself
// (the text shrinks to fit, never cut off; the tooltip repeats it). The card face (`cardFace`) also
// has `covered`: its big middle value is hidden under the reason.
Item {
    id: hand
    property HandGame game
    /// The card picture, made for each card of the hand.
    property Component cardFace
    /// Whether the selected card stays dimmed (Ribbit: a card chosen to discard when none can be played).
    property bool dimSelected: true
    readonly property bool learning: game && game.learningMode
    readonly property bool canAct: game && game.handover.viewerToAct
    readonly property real reasonSpace: 0
    readonly property real cardH: Math.max(60, Math.min(height - reasonSpace - Theme.px(26), (width / 5.4) / 0.7, Theme.px(230)))
    readonly property real cardW: cardH * 0.7
    readonly property int count: cards.count
    /// A card was chosen with the keyboard: the page moves the focus on to the turtles or tiles.
    signal chosenByKey(int row)
    function choose(row) {
        if (!canAct)
            return
        // The card chosen already (a suggestion chose it): the keyboard goes on to its targets at
        // the first Enter, never unchoosing it.
        if (game.selectedCard !== row)
            game.selectCard(row)
        if (game.selectedCard === row)
            chosenByKey(row)
    }
    function focusCard(row) {
        const n = cards.count
        if (n === 0)
            return
        const item = cards.itemAt(((row % n) + n) % n)
        if (item)
            item.forceActiveFocus(Qt.TabFocusReason)
    }

    implicitHeight: Theme.px(230)

    Row {
        id: row
        anchors.horizontalCenter: parent.horizontalCenter
        y: Theme.px(22)
        spacing: hand.cardW * 0.1
        Repeater {
            id: cards
            model: hand.game ? hand.game.hand : null
            delegate: Item {
                id: slot
                objectName: "card-" + index
                required property int index
                required property string card
                required property string label
                required property string kind
                required property string color
                required property int steps
                required property bool playable
                required property string reason
                required property bool selected
                required property bool effective
                readonly property bool dim: hand.learning && (!playable || !effective)
                width: hand.cardW
                height: hand.cardH + hand.reasonSpace
                readonly property real center: (hand.count - 1) / 2
                // Keyboard: Tab or the arrow keys move between cards, Enter or Space chooses one.
                activeFocusOnTab: true
                Keys.onReturnPressed: hand.choose(slot.index)
                Keys.onEnterPressed: hand.choose(slot.index)
                Keys.onSpacePressed: hand.choose(slot.index)
                Keys.onLeftPressed: hand.focusCard(slot.index - 1)
                Keys.onRightPressed: hand.focusCard(slot.index + 1)

                Loader {
                    id: face
                    width: hand.cardW
                    height: hand.cardH
                    sourceComponent: hand.cardFace
                    onLoaded: {
                        item.kind = Qt.binding(() => slot.kind)
                        item.turtle = Qt.binding(() => slot.color)
                        item.steps = Qt.binding(() => slot.steps)
                        item.dimmed = Qt.binding(() => slot.dim && (hand.dimSelected || !slot.selected))
                        item.highlighted = Qt.binding(() => slot.selected)
                        item.covered = Qt.binding(() => slot.dim && slot.reason !== "")
                    }
                    y: slot.selected ? -hand.cardH * 0.12 : (mouse.containsMouse && hand.canAct ? -hand.cardH * 0.04 : 0)
                    rotation: (slot.index - slot.center) * 1.5
                    transformOrigin: Item.Bottom
                    Behavior on y { NumberAnimation { duration: Theme.fast; easing.type: Easing.OutCubic } }
                    FocusRing { target: face; shown: slot.activeFocus; radius: face.width * 0.09 }
                }
                // Why the card is dimmed, whole: on the faded card's middle (its value and name stay
                // visible above and below), shrinking to fit rather than cut off.
                Rectangle {
                    objectName: "dimReason"
                    visible: slot.dim && slot.reason !== ""
                    x: face.x + hand.cardW * 0.06
                    y: face.y + hand.cardH * 0.27
                    width: hand.cardW * 0.88
                    height: hand.cardH * 0.53
                    rotation: face.rotation
                    radius: Theme.px(6)
                    color: "#F2FBF3E2"
                    border.color: Theme.paperEdge
                    Text {
                        id: reasonText
                        objectName: "dimReasonText"
                        textFormat: Text.PlainText
                        anchors.fill: parent
                        anchors.margins: Theme.px(4)
                        text: slot.reason
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.Wrap
                        fontSizeMode: Text.Fit
                        minimumPixelSize: 8
                        font.pixelSize: Math.max(11, Theme.fontSmall)
                        color: Theme.ink
                    }
                }
                MouseArea {
                    id: mouse
                    anchors.fill: face
                    anchors.topMargin: slot.selected ? -hand.cardH * 0.12 : 0
                    hoverEnabled: true
                    cursorShape: hand.canAct ? Qt.PointingHandCursor : Qt.ArrowCursor
                    // Out of turn at an online table: said why it waits, never dropped silently.
                    onClicked: if (hand.canAct) hand.game.selectCard(slot.index); else hand.game.sayWhyItWaits()
                }
                Tip {
                    visible: mouse.containsMouse
                    heading: slot.label
                    text: (slot.dim && slot.reason !== "" ? slot.reason + "\n" : "") + qsTr("Key %1").arg(slot.index + 1)
                }
                Accessible.role: Accessible.Button
                Accessible.name: slot.label
                Accessible.description: slot.dim ? slot.reason : ""
                Accessible.checkable: true
                Accessible.checked: slot.selected
                Accessible.onPressAction: if (hand.canAct) hand.game.selectCard(slot.index); else hand.game.sayWhyItWaits()
            }
        }
    }
}

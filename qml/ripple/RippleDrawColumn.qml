import QtQuick
import Tidepool

// The right of the Ripple table's main area (RippleMainArea): the draw pile (Tab, Enter or Space
// draws; the arrow keys go on), the card in play (the keyboard comes to it when one is drawn or
// taken) and "Discard it". Stateless. Its sentences keep the RipplePage translation context.
Column {
    /// The Ripple page (RipplePage): the game, whether the viewer may act, the card in play.
    required property Item page
    /// The main area (RippleMainArea): the card width.
    required property Item mainArea
    readonly property alias drawPile: drawPile
    readonly property alias heldCard: heldCard
    /// The room of the card in play and its label ("About to be discarded", the widest), px.
    readonly property real heldWidth: Math.max(mainArea.cardW, aboutMetrics.width + Theme.px(4))
    /// The column's width whatever is in play (px): the cards side by side, or the widest button it
    /// may show, so the row never moves mid-turn (a card drawn widened it: the beach jumped).
    readonly property real fixedWidth: Math.max(mainArea.cardW * 1.15 + heldWidth, discardSizer.implicitWidth)
    /// The widest "Discard it…" button (px), whatever the card width.
    readonly property real buttonWidth: discardSizer.implicitWidth
    width: fixedWidth
    topPadding: Theme.px(34) + mainArea.cardW * 0.28
    TextMetrics {
        id: aboutMetrics
        font.pixelSize: Theme.fontSmall
        font.bold: true
        text: qsTranslate("RipplePage", "About to be discarded")
    }
    TButton {
        id: discardSizer
        visible: false
        text: qsTranslate("RipplePage", "Discard it, turn a card up")
    }
    spacing: Theme.px(10)
    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: mainArea.cardW * 0.25
        // Draw pile
        Column {
            spacing: Theme.px(6)
            Item {
                id: drawPile
                objectName: "drawPile"
                width: mainArea.cardW * 0.9; height: width * 1.4
                readonly property bool canDraw: page.game !== null && page.game.canDraw
                // Keyboard: Tab reaches the draw pile, Enter or Space draws, the arrow
                // keys go on to the next control.
                activeFocusOnTab: page.canAct || activeFocus
                Keys.onReturnPressed: if (page.canAct) page.game.draw()
                Keys.onEnterPressed: if (page.canAct) page.game.draw()
                Keys.onLeftPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                Keys.onRightPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                FocusRing { objectName: "focusRing"; shown: drawPile.activeFocus }
                Repeater {
                    model: page.game ? Math.min(3, Math.ceil(page.game.drawPileCount / 15)) : 0
                    Image {
                        required property int index
                        source: Theme.art("ripple-card-back")
                        width: parent.width; height: parent.height
                        x: -index * Theme.px(3); y: -index * Theme.px(3)
                        sourceSize: Qt.size(width * 2, height * 2)
                    }
                }
                Rectangle {
                    visible: drawPile.canDraw && page.game.learningMode
                    anchors.fill: parent
                    anchors.margins: -Theme.px(5)
                    radius: width * 0.1
                    color: "transparent"
                    border.color: "#3FD0C9"
                    border.width: Theme.px(4)
                    SequentialAnimation on opacity {
                        running: drawPile.canDraw && AppSettings.animationDuration > 0 // steady with motion off
                        loops: Animation.Infinite
                        NumberAnimation { from: 1; to: 0.45; duration: 700 }
                        NumberAnimation { from: 0.45; to: 1; duration: 700 }
                    }
                }
                Rectangle {
                    anchors { right: parent.right; bottom: parent.bottom; margins: -Theme.px(8) }
                    width: Theme.px(36); height: width; radius: width / 2
                    color: Theme.paper
                    border.color: Theme.goldDeep
                    border.width: Theme.px(2)
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: page.game ? page.game.drawPileCount : 0
                        font.pixelSize: Theme.fontBody; font.bold: true
                        color: Theme.ink
                    }
                }
                MouseArea {
                    id: drawMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: drawPile.canDraw ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: if (page.canAct) page.game.draw(); else page.game.sayWhyItWaits()
                }
                Tip {
                    visible: drawMouse.containsMouse
                    keyboard: drawPile.activeFocus && page.quietItem !== drawPile
                    heading: qsTranslate("RipplePage", "Draw pile")
                    text: page.game && page.game.drawHint !== "" ? page.game.drawHint + "\n" + qsTranslate("RipplePage", "Key Space") : ""
                }
                Accessible.role: Accessible.Button
                Accessible.name: qsTranslate("RipplePage", "Draw pile: %n card(s)", "", page.game ? page.game.drawPileCount : 0)
                Accessible.onPressAction: page.game.draw()
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTranslate("RipplePage", "Draw pile")
                font.pixelSize: Theme.fontSmall
                color: Theme.sand
            }
        }
        // The held card
        Column {
            width: heldWidth
            spacing: Theme.px(12)
            Item {
                id: heldCard
                objectName: "heldCard"
                anchors.horizontalCenter: parent.horizontalCenter
                width: mainArea.cardW; height: width * 1.4
                // Keyboard: reached by Tab while a card is in play (the focus comes here
                // when one is drawn or taken); X discards it, the arrow keys go on to the
                // next control (the slots).
                activeFocusOnTab: page.holding || activeFocus
                Keys.onLeftPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                Keys.onRightPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                FocusRing { shown: heldCard.activeFocus }
                Accessible.role: Accessible.StaticText
                Accessible.focusable: true
                Accessible.name: !page.game || !page.game.hasHeld ? qsTranslate("RipplePage", "No card in play")
                    : (page.canAct && page.prompt !== ""
                       ? qsTranslate("RipplePage", "Card in play: %1, %2. %3").arg(page.game.held.name).arg(qsTranslate("RipplePage", "%n point(s)", "", page.game.held.value)).arg(page.prompt)
                       : qsTranslate("RipplePage", "Card in play: %1, %2.").arg(page.game.held.name).arg(qsTranslate("RipplePage", "%n point(s)", "", page.game.held.value)))
                Rectangle {
                    visible: !page.game || !page.game.hasHeld
                    anchors.fill: parent
                    radius: width * 0.09
                    color: "#18FFF8EA"
                    border.color: "#80E6CB93"
                    border.width: Theme.px(2)
                    Text {
                        textFormat: Text.PlainText
                        objectName: "heldPlaceholder"
                        anchors.centerIn: parent
                        width: parent.width * 0.8
                        height: parent.height * 0.9
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.Wrap
                        // A small card (a short window with the recap up) shrinks the words
                        // rather than let them run out of the box.
                        fontSizeMode: Text.Fit
                        minimumPixelSize: Theme.px(8)
                        text: qsTranslate("RipplePage", "The card in play shows here")
                        font.pixelSize: Theme.fontSmall
                        font.italic: true
                        color: "#B0E6CB93"
                    }
                }
                RippleCard {
                    visible: page.game !== null && page.game.hasHeld
                    anchors.fill: parent
                    rotation: -3
                    icon: page.game ? page.game.held.icon : ""
                    name: page.game ? page.game.held.name : ""
                    value: page.game ? page.game.held.value : 0
                    combo: page.game ? page.game.held.combo : false
                    need1: page.game ? page.game.held.need1 : ""
                    need2: page.game ? page.game.held.need2 : ""
                    bonus: page.game ? page.game.held.bonus : 0
                    stacked: page.game ? page.game.held.stacked : []
                    completed: page.game ? page.game.held.completed : false
                    glow: page.game && page.game.step === "ripple" && page.canAct ? "picked" : ""
                }
            }
            Text {
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                text: !page.game || !page.game.hasHeld ? qsTranslate("RipplePage", "In play")
                    : page.game.step === "ripple" ? qsTranslate("RipplePage", "About to be discarded") : qsTranslate("RipplePage", "New card")
                font.pixelSize: Theme.fontSmall
                font.bold: page.game !== null && page.game.step === "ripple"
                color: page.game && page.game.step === "ripple" ? Theme.gold : Theme.sand
            }
        }
    }
    TButton {
        objectName: "discardButton"
        visible: page.game !== null && page.game.canDiscard && page.canAct
        anchors.horizontalCenter: parent.horizontalCenter
        tone: page.game && page.game.step === "ripple" ? "primary" : "secondary"
        text: page.game && page.game.step === "hold" && page.game.held.drawn
              ? qsTranslate("RipplePage", "Discard it, turn a card up") : qsTranslate("RipplePage", "Discard it")
        onClicked: page.game.discardHeld()
        Tip { visible: parent.hovered; text: (page.game && page.game.discardHint !== "" ? page.game.discardHint + "\n" : "") + qsTranslate("RipplePage", "Key X") }
    }
}

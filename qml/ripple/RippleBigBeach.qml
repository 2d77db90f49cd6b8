import QtQuick
import Tidepool

// The acting player's beach on the Ripple table (RippleMainArea): its header (the seat's badge,
// "Ann's beach", the live score, "Extra turn" and "Last turns") over the big Beach, whose slots
// take the keyboard at the start of a turn. Stateless. Its sentences keep the RipplePage
// translation context.
Column {
    /// The Ripple page (RipplePage): the game, the seat drawn large, the keyboard's quiet item.
    required property Item page
    /// The main area (RippleMainArea): the card width.
    required property Item mainArea
    /// The big Beach (RipplePage places the keyboard on its slots).
    readonly property alias beach: bigBeach
    spacing: Theme.px(2)
    // As wide as the beach: a long header ("Extra turn · draw pile only", "Last turns") runs on
    // over the draw pile's column above its top (RippleDrawColumn.topPadding), never pushing the
    // draw pile aside (the row would move mid-turn and, two seats face to face, leave the window).
    width: bigBeach.width
    /// The header's room (px): the beach and the draw column beside it. The name and the live score
    /// give way (elided) to the badges, so that nothing runs onto the other beach beside it.
    property real headerRoom: width
    Row {
        id: bigHeader
        height: Theme.px(32)
        spacing: Theme.px(10)
        readonly property real pillsWidth: (extraPill.visible ? extraPill.width + spacing : 0)
                                           + (lastPill.visible ? lastPill.width + spacing : 0)
        readonly property real textRoom: headerRoom - bigBadge.width - spacing - pillsWidth
        // The seat's badge in its avatar colour (as along the top and on the New game page).
        SeatBadge {
            id: bigBadge
            objectName: "bigSeatBadge"
            anchors.verticalCenter: parent.verticalCenter
            width: Theme.px(26)
            player: page.bigPlayer
            avatar: page.avatarOf(page.bigPlayer)
            human: page.game !== null && page.game.bigSeatHuman
            name: page.game ? page.game.bigSeatName : ""
        }
        Text {
            textFormat: Text.PlainText
            id: bigHeading
            objectName: "bigBeachHeading"
            Accessible.role: Accessible.Heading
            Accessible.name: text
            anchors.verticalCenter: parent.verticalCenter
            text: page.game ? qsTranslate("RipplePage", "%1's beach").arg(page.game.bigSeatName) : ""
            width: Math.min(implicitWidth, Math.max(Theme.px(60), bigHeader.textRoom))
            elide: Text.ElideRight
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.cream
        }
        Text {
            textFormat: Text.PlainText
            anchors.verticalCenter: parent.verticalCenter
            objectName: "bigLiveScore"
            width: Math.max(0, Math.min(implicitWidth, bigHeader.textRoom - bigHeading.width - bigHeader.spacing))
            elide: Text.ElideRight
            text: page.game ? qsTranslate("RipplePage", "%1 showing · total %2 · %n face down", "", page.game.bigSeatFaceDown)
                              .arg(page.signed(page.game.bigSeatLiveScore)).arg(page.signed(page.game.bigSeatTotal)) : ""
            font.pixelSize: Theme.fontSmall + Theme.px(1)
            color: Theme.sand
        }
        Rectangle {
            id: extraPill
            objectName: "extraTurnBadge"
            visible: page.game !== null && page.game.extraTurn
            anchors.verticalCenter: parent.verticalCenter
            width: extraText.implicitWidth + Theme.px(16); height: Theme.px(24); radius: height / 2
            color: Theme.teal
            border.color: "#FFFFFF"
            Text {
                textFormat: Text.PlainText
                id: extraText
                anchors.centerIn: parent
                text: qsTranslate("RipplePage", "Extra turn · draw pile only")
                font.pixelSize: Theme.fontSmall; font.bold: true
                color: "#FFFFFF"
            }
        }
        Rectangle {
            id: lastPill
            objectName: "lastTurnsBadge"
            visible: page.game !== null && page.game.lastTurns
            anchors.verticalCenter: parent.verticalCenter
            width: lastText.implicitWidth + Theme.px(16); height: Theme.px(24); radius: height / 2
            color: Theme.gold
            border.color: Theme.goldDeep
            Text {
                textFormat: Text.PlainText
                id: lastText
                anchors.centerIn: parent
                text: qsTranslate("RipplePage", "Last turns")
                font.pixelSize: Theme.fontSmall; font.bold: true
                color: Theme.ink
            }
            MouseArea { id: lastHover; anchors.fill: parent; hoverEnabled: true }
            Tip { visible: lastHover.containsMouse; text: page.game ? page.game.lastTurnsText : "" }
        }
    }
    Beach {
        id: bigBeach
        objectName: "bigBeach"
        beach: page.game ? page.game.beach(page.bigPlayer) : null
        game: page.game
        cardW: mainArea.cardW
        interactive: page.canAct && page.game.currentPlayer === page.bigPlayer
        own: true
        objectPrefix: "slot"
        quietItem: page.quietItem
    }
}

import QtQuick
import Tidepool

// One seat's place along the top of the Ripple table (RippleOthers' delegate, a row of
// RippleGame.otherBeaches): its badge, name and live score over its beach and its discard pile(s),
// or, for the seat drawn large below, a compact placeholder with its name, so nothing moves
// between turns. Stateless. Its sentences keep the RipplePage translation context.
Item {
    id: other
    /// The Ripple page (RipplePage): the game, the seats' avatars, the signed numbers.
    required property Item page
    /// The row of places (RippleOthers): the card width, a place's width, the header's lines.
    required property Item area
    required property int player
    required property string name
    required property bool isHuman
    required property bool isCurrent
    required property bool playingBelow
    required property int total
    required property int faceDown
    required property int liveScore
    required property bool endedRound
    required property var beach
    objectName: playingBelow ? "seatPlaceholder" + player : "otherBeach" + player
    // (Beside the acting player's beach, RipplePage.beside, the other seat alone: no placeholder.)
    readonly property bool besideBelow: playingBelow && page.beside
    width: besideBelow ? 0 : area.spotW
    height: area.height
    visible: !besideBelow
    Accessible.role: Accessible.Grouping
    Accessible.name: playingBelow ? qsTranslate("RipplePage", "%1's beach, playing below").arg(name) : qsTranslate("RipplePage", "%1's beach").arg(name)

    // The seat drawn large below: its name and where it is, in its own place.
    Rectangle {
        visible: other.playingBelow
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; bottom: parent.bottom
                  topMargin: Theme.px(2); bottomMargin: Theme.px(10) }
        width: Math.min(parent.width, Theme.px(150))
        radius: Theme.px(12)
        color: "#1AFFF8EA"
        border.color: "#80E6CB93"
        border.width: Theme.px(2)
        Column {
            anchors.centerIn: parent
            width: parent.width - Theme.px(10)
            spacing: Theme.px(6)
            SeatBadge {
                anchors.horizontalCenter: parent.horizontalCenter
                objectName: "placeholderBadge" + other.player
                player: other.player
                avatar: page.avatarOf(other.player)
                human: other.isHuman
                name: other.name
            }
            Text {
                textFormat: Text.PlainText
                objectName: "placeholderName" + other.player
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: other.name
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.cream
                // (Two lines for a long name: "Computer 1" over "(Medium)".)
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: qsTranslate("RipplePage", "playing below")
                font.pixelSize: Theme.fontSmall
                font.italic: true
                color: Theme.sand
            }
        }
    }

    // Header: badge and name, then the live score (and "all face up"): on one line
    // when the seat's place is wide enough for both, else on two (four to six seats in
    // a small window), so that neither the name nor the score is ever cut.
    Item {
        id: otherHeader
        visible: !other.playingBelow
        width: other.width
        height: area.twoLineHeader ? Theme.px(40) : Theme.px(28)
        Row {
            id: nameLine
            height: area.twoLineHeader ? Theme.px(22) : Theme.px(28)
            spacing: Theme.px(8)
            SeatBadge {
                id: otherBadge
                anchors.verticalCenter: parent.verticalCenter
                objectName: "seatBadge" + other.player
                player: other.player
                avatar: page.avatarOf(other.player)
                human: other.isHuman
                name: other.name
            }
            // A long name ("Computer 1 (Medium)" with six seats in a small window)
            // takes a smaller font, down to the live score's, before it is cut, so that
            // a computer's level stays in view.
            Text {
                textFormat: Text.PlainText
                objectName: "seatName" + other.player
                anchors.verticalCenter: parent.verticalCenter
                text: other.name
                font.pixelSize: Theme.fontBody
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.cream
                elide: Text.ElideRight
                // (On one line: the room the live score leaves, at least 130 px: a wide place,
                // two seats face to face, keeps "Computer (Medium)" whole: issue 44.)
                width: Math.min(implicitWidth, area.twoLineHeader
                                ? other.width - otherBadge.width - nameLine.spacing
                                : Math.max(Theme.px(130), other.width - otherBadge.width - nameLine.spacing - Theme.px(16)
                                           - scoreText.implicitWidth - (endTagPill.visible ? endTagPill.width + Theme.px(8) : 0)))
            }
        }
        Row {
            id: scoreLine
            x: area.twoLineHeader ? Theme.px(4) : nameLine.width + Theme.px(8)
            y: area.twoLineHeader ? nameLine.height : 0
            height: area.twoLineHeader ? Theme.px(18) : Theme.px(28)
            spacing: Theme.px(8)
            Text {
                textFormat: Text.PlainText
                id: scoreText
                objectName: "liveScore" + other.player
                anchors.verticalCenter: parent.verticalCenter
                // The face-up cards' score now (the engine's scoreVisible), then the total
                // (five or six seats: the score only; Scores shows the totals). Never wider
                // than the seat's place, so it never runs under the next seat's name.
                text: page.n >= 5 ? qsTranslate("RipplePage", "%1 showing").arg(page.signed(other.liveScore))
                                  : qsTranslate("RipplePage", "%1 showing · total %2").arg(page.signed(other.liveScore))
                                                                 .arg(page.signed(other.total))
                width: Math.max(0, Math.min(implicitWidth, other.width - scoreLine.x - Theme.px(4)
                                            - (endTagPill.visible ? endTagPill.width + scoreLine.spacing : 0)))
                elide: Text.ElideRight
                font.pixelSize: Theme.fontSmall
                color: Theme.sand
            }
            Rectangle {
                id: endTagPill
                visible: other.endedRound
                anchors.verticalCenter: parent.verticalCenter
                width: endTag.implicitWidth + Theme.px(12); height: Theme.px(18); radius: height / 2
                color: Theme.gold
                Text {
                    textFormat: Text.PlainText
                    id: endTag
                    anchors.centerIn: parent
                    text: qsTranslate("RipplePage", "all face up")
                    font.pixelSize: Theme.fontSmall - Theme.px(2); font.bold: true
                    color: Theme.ink
                }
            }
        }
    }
    Row {
        id: otherRow
        visible: !other.playingBelow
        anchors { top: otherHeader.bottom; topMargin: Theme.px(2) }
        spacing: area.cardW * 0.3
        Beach {
            beach: other.playingBelow ? null : other.beach
            game: page.game
            cardW: area.cardW
            objectPrefix: "p" + other.player + "slot"
        }
        // The owner's pile(s), one under the other (placed by hand: a Column
        // made while the row was hidden left pile b on top of pile a).
        Item {
            width: area.cardW * area.pileFactor
            height: 1
            Repeater {
                // Every discard pile (RipplePileModel), shown beside its owner's beach.
                model: page.game && !other.playingBelow ? page.game.piles : null
                delegate: DiscardPile {
                    id: pileView
                    required property int index
                    required property var model
                    readonly property var src: model
                    visible: src.owner === other.player
                    y: area.cardW * 0.28 + (src.half === "b" ? height + area.cardW * 0.12 : 0)
                    game: page.game
                    pileIndex: index
                    cardW: area.cardW * area.pileFactor
                    showLabel: page.pilesEach === 2
                    pile: src ? src.pile : ""
                    label: src ? (page.pilesEach === 2 ? qsTranslate("RipplePage", "pile %1").arg(src.half) : src.label) : ""
                    spokenLabel: src ? src.label : ""
                    size: src ? src.size : 0
                    icon: src ? src.icon : ""
                    name: src ? src.name : ""
                    value: src ? src.value : 0
                    combo: src ? src.combo : false
                    need1: src ? src.need1 : ""
                    need2: src ? src.need2 : ""
                    bonus: src ? src.bonus : 0
                    canTake: src ? src.canTake : false
                    isNext: src ? src.isNext : false
                    showNext: page.pilesEach === 2
                    hint: src ? src.hint : ""
                    keyName: ["A", "B", "C", "D", "E", "F"][index] || ""
                }
            }
        }
    }
}

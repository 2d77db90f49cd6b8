import QtQuick
import Tidepool

// One player's part of a round's scoring view (RippleScoring's delegate, a row of
// RippleGame.players): the name, the beach with each card's points, and the round's sum (cards,
// block sets, penalty, total). The sum is tallied (issue 44): the cards count up, then the block
// sets, then the penalty, then the total, as the view's `tally` goes from 0 to 1; at 1 (the end,
// a skip, or animations off) every figure is the model's, exact. What is said and named is always
// the final figures, never one on the way. Its sentences keep the RippleScoring translation context.
Item {
    id: section
    /// The scoring view (RippleScoring): its game, the card width, `tally` and `signed()`.
    required property Item scoring
    required property real cardW
    required property int index
    required property string name
    required property int scoreSlots
    required property int scoreBlocks
    required property int scorePenalty
    required property int scoreTotal
    required property int total
    required property bool scoreEnded
    required property var blocks
    required property var scoreBeach
    objectName: "scoreSection" + index
    width: beachView.width
    height: header.height + beachView.height + summary.height + Theme.px(8)

    /// The tally's stages, as parts of `scoring.tally`: cards, block sets, penalty, total.
    readonly property real tally: scoring.tally
    function stage(from, to) { return Math.max(0, Math.min(1, (tally - from) / (to - from))) }
    function counted(value, from, to) { return Math.round(value * stage(from, to)) }
    readonly property int shownSlots: tally >= 1 ? scoreSlots : counted(scoreSlots, 0, 0.45)
    readonly property int shownBlocks: tally >= 1 ? scoreBlocks : counted(scoreBlocks, 0.45, 0.65)
    readonly property int shownPenalty: tally >= 1 ? scorePenalty : counted(scorePenalty, 0.68, 0.78)
    readonly property int shownTotal: tally >= 1 ? scoreTotal : counted(scoreTotal, 0.8, 0.98)
    /// The sum as rich text with these figures: every part when `whole`, else the parts the tally
    /// has reached.
    function sumText(slots, blocks, penalty, total, whole) {
        return qsTranslate("RippleScoring", "Cards %1").arg(scoring.signed(slots))
            + (scoreBlocks !== 0 && (whole || tally >= 0.45) ? "  ·  " + qsTranslate("RippleScoring", "Block sets %1").arg(scoring.signed(blocks)) : "")
            + (scorePenalty !== 0 && (whole || tally >= 0.68) ? "  ·  <font color='#B5432F'>" + qsTranslate("RippleScoring", "Penalty %1").arg(scoring.signed(penalty)) + "</font>" : "")
            + (whole || tally >= 0.8 ? "  =  <b>" + scoring.signed(total) + "</b>" : "")
    }
    readonly property string finalText: sumText(scoreSlots, scoreBlocks, scorePenalty, scoreTotal, true)

    Row {
        id: header
        height: Theme.px(28)
        spacing: Theme.px(8)
        Text {
            textFormat: Text.PlainText
            anchors.verticalCenter: parent.verticalCenter
            text: section.name
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.ink
        }
        Rectangle {
            visible: section.scoreEnded
            anchors.verticalCenter: parent.verticalCenter
            width: endedText.implicitWidth + Theme.px(14); height: Theme.px(20); radius: height / 2
            color: Theme.teal
            Text {
                textFormat: Text.PlainText
                id: endedText
                anchors.centerIn: parent
                text: qsTranslate("RippleScoring", "ended the round")
                font.pixelSize: Theme.fontSmall - Theme.px(1)
                color: "#FFFFFF"
            }
        }
    }
    Beach {
        id: beachView
        anchors { top: header.bottom; topMargin: Theme.px(2) }
        beach: section.scoreBeach
        game: section.scoring.game
        scoring: true
        blocks: section.blocks
        cardW: section.cardW
        objectPrefix: "scoreSlot" + section.index + "_"
    }
    Rectangle {
        id: summary
        objectName: "scoreSummary" + section.index
        /// The round's total, final (the model's).
        property int total: section.scoreTotal
        /// The figures shown now: on the way while the tally runs, the final ones after it.
        readonly property int shownSlots: section.shownSlots
        readonly property int shownBlocks: section.shownBlocks
        readonly property int shownPenalty: section.shownPenalty
        readonly property int shownTotal: section.shownTotal
        readonly property string shownText: summaryText.text
        anchors { top: beachView.bottom; topMargin: Theme.px(4); horizontalCenter: beachView.horizontalCenter }
        // As wide as the final sum all along, so the pill does not grow as the parts come.
        width: finalSize.implicitWidth + Theme.px(24)
        height: Theme.px(28)
        radius: height / 2
        color: Theme.cream
        border.color: section.tally < 1 ? Theme.gold : Theme.paperEdge
        Text {
            id: finalSize
            visible: false
            textFormat: Text.StyledText
            text: section.finalText
            font.pixelSize: Theme.fontBody
        }
        Text {
            id: summaryText
            anchors.centerIn: parent
            textFormat: Text.StyledText
            text: section.tally >= 1 ? section.finalText
                  : section.sumText(section.shownSlots, section.shownBlocks, section.shownPenalty, section.shownTotal, false)
            font.pixelSize: Theme.fontBody
            color: Theme.ink
        }
        // (The final figures, never one on the way: a screen reader reads the sum once.)
        Accessible.role: Accessible.StaticText
        Accessible.name: section.name + ": " + section.finalText.replace(/<[^>]*>/g, "")
    }
}

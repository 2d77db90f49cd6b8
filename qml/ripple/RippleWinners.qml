import QtQuick
import Tidepool

// The winner of a Ripple game on its end screen, or the winners of a tie (issue 44): each with
// their seat's badge in its avatar colour ringed in gold (FinishMoment: with animations on, rings
// and sparks spread from it as the screen comes, as from Ribbit's and Mini's winning piece), their
// name and their final total. Who won is the engine's (RippleGame.players' isWinner: the lowest
// total, then the tie-break), never decided here. Its sentences keep the RippleEnd translation
// context.
Row {
    id: root
    objectName: "winners"
    property RippleGame game
    /// Each seat's avatar colour (TablePage.avatars).
    property var avatars: []
    /// The winners' badges, as wide as this (RippleEnd makes them smaller in a small window).
    property real badgeW: Theme.px(60)
    spacing: Theme.px(36)

    function signed(v) { return v > 0 ? "+" + v : v < 0 ? "\u2212" + Math.abs(v) : "0" }

    Repeater {
        model: root.game ? root.game.players : null
        delegate: Column {
            id: winner
            required property int player
            required property string name
            required property bool isHuman
            required property bool isWinner
            required property int total
            objectName: "winner" + player
            visible: isWinner
            spacing: Theme.px(2)
            Item {
                anchors.horizontalCenter: parent.horizontalCenter
                width: root.badgeW
                // (Room below for the ring, which stands out round the badge.)
                height: root.badgeW * 1.22
                SeatBadge {
                    objectName: "winnerBadge" + winner.player
                    width: root.badgeW
                    height: root.badgeW
                    player: winner.player
                    avatar: root.avatars[winner.player] !== undefined ? root.avatars[winner.player] : winner.player % 6
                    human: winner.isHuman
                    name: winner.name
                    border.color: Theme.goldDeep
                    border.width: Math.max(2, width * 0.05)
                }
                // The winner's moment: the gold ring stays, the rings and sparks spread once it comes.
                FinishMoment {
                    objectName: "winnerMoment" + winner.player
                    x: -root.badgeW * 0.08
                    y: x
                    width: root.badgeW * 1.16
                    height: width
                    shown: winner.isWinner && root.game !== null && root.game.finished
                }
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                textFormat: Text.PlainText
                text: winner.name
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.goldDeep
            }
            Text {
                objectName: "winnerTotal" + winner.player
                anchors.horizontalCenter: parent.horizontalCenter
                textFormat: Text.PlainText
                text: qsTranslate("RippleEnd", "total %1").arg(root.signed(winner.total))
                font.pixelSize: Theme.fontBody
                color: Theme.inkSoft
            }
        }
    }
}

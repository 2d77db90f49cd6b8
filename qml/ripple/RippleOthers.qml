import QtQuick
import Tidepool

// Every seat's place along the top of the Ripple table (RipplePage), fixed all game: each seat
// keeps its own place in seat order (RippleGame.otherBeaches; RippleSeatSpot); the seat drawn
// large below shows only a compact placeholder there, so nothing moves between turns. It sizes
// the places alike (`cardW`, `spotW`, `twoLineHeader`). Stateless.
Item {
    id: othersArea
    /// The Ripple page (RipplePage) whose seats these are.
    required property Item page
    // (Two seats in a landscape window: the other beach alone, on the right of the acting
    // player's, as tall as the table: RipplePage.beside.)
    // (Beside: its piles' labels reach a little beyond the spot, RippleSeatSpot.)
    anchors { right: parent.right; top: parent.top; rightMargin: Theme.px(16) + (page.beside ? page.besideCardW * page.besideShare * 0.25 : 0)
              topMargin: page.beside ? page.besideTop : page.boardTop }
    width: page.beside ? spotW : rowWidth
    /// The width of the row along the top (px), the seats with their gaps.
    readonly property real rowWidth: page.boardWidth - Theme.px(32)
    height: page.beside ? page.height - page.besideTop - Theme.px(40) - page.replayRoom
                        : page.n === 2 ? page.height * 0.26 : page.height * 0.245
    // One spot per seat, all as wide as a beach with its pile(s), so no spot moves when the
    // placeholder goes round.
    readonly property int count: Math.max(1, page.n)
    readonly property real panelGap: Theme.px(page.n >= 5 ? 10 : 18)
    readonly property real pileFactor: page.pilesEach === 2 ? 0.74 : 1.0
    readonly property real cardW: page.beside ? page.besideCardW * page.besideShare : Math.max(20, Math.min(
        (rowWidth - (count - 1) * panelGap) / count / (5.4 + 0.3 + pileFactor + 0.05),
        (height - Theme.px(twoLineHeader ? 46 : 34)) / 3.55, Theme.px(96)))
    // The width of a spot: Beach (5 cards, 4 gaps), the row's spacing and the pile column.
    readonly property real spotW: 5 * cardW + 4 * Math.round(cardW * 0.1) + cardW * 0.3 + cardW * pileFactor
    // The seats' headers take two lines (name, then the live score) when one line can't hold a
    // badge, a name of up to 130 px and "+16 showing · total +40" beside it: every seat alike,
    // so that the beaches stay level.
    readonly property bool twoLineHeader: page.beside ? page.besideCardW * page.besideShare * 6.4 < Theme.px(340)
                                                      : (rowWidth - (count - 1) * panelGap) / count < Theme.px(page.n >= 5 ? 260 : 340)

    Row {
        id: seatRow
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: othersArea.panelGap
        Repeater {
            model: page.game ? page.game.otherBeaches : null
            delegate: RippleSeatSpot {
                page: othersArea.page
                area: othersArea
            }
        }
    }
}

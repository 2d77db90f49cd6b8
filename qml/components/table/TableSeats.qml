import QtQuick
import Tidepool

// The top bar's centre piece by default (TablePage.topCenter): the seats, one SeatChip each, the
// one to play ringed (with the thinking dots while a computer thinks). The chips share the room
// between the bar's buttons (TablePage.topCenterRoom), each shrunk by the same share. Stateless.
Row {
    id: seatRow
    /// The table page (TablePage) whose seats these are.
    required property Item page
    objectName: "seatChips"
    spacing: Theme.px(seatRepeater.count >= 6 ? 4 : seatRepeater.count >= 5 ? 8 : 12)
    /// The room for the chips (less the glow ring's reach at each end and the gaps between them).
    readonly property real room: page.topCenterRoom - Theme.px(8) - (seatRepeater.count - 1) * spacing
    /// The chips' widths as they would be with room enough (their implicit widths: never what shows).
    readonly property real naturalWidth: {
        let total = 0
        for (let i = 0; i < seatRepeater.count; ++i)
            total += seatRepeater.itemAt(i) ? seatRepeater.itemAt(i).implicitWidth : 0
        return total
    }
    Repeater {
        id: seatRepeater
        model: page.game ? page.game.seats : null
        delegate: SeatChip {
            objectName: "seatChip" + index
            thinking: page.thinking && isCurrent
            tint: Theme.seatTint(page.avatars, index)
            // Each chip as wide as it would be, when all fit the room; else each gives up the same
            // share of its width (a short name leaves room to a long one; issue 44).
            maxWidth: seatRow.naturalWidth <= seatRow.room ? implicitWidth
                      : implicitWidth * seatRow.room / Math.max(1, seatRow.naturalWidth)
        }
    }
}

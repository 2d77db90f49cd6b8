import QtQuick
import Tidepool

// The top bar's centre piece by default (TablePage.topCenter): the seats, one SeatChip each, the
// one to play ringed (with the thinking dots while a computer thinks). The chips share the room
// between the bar's buttons (TablePage.topCenterRoom) alike. Stateless.
Row {
    id: seatRow
    /// The table page (TablePage) whose seats these are.
    required property Item page
    objectName: "seatChips"
    spacing: Theme.px(seatRepeater.count >= 6 ? 4 : seatRepeater.count >= 5 ? 8 : 12)
    Repeater {
        id: seatRepeater
        model: page.game ? page.game.seats : null
        delegate: SeatChip {
            objectName: "seatChip" + index
            thinking: page.thinking && isCurrent
            tint: Theme.seatTints[page.avatars[index] !== undefined ? page.avatars[index] : index % 6]
            // Every chip the same share of the room (less the glow ring's reach at each end).
            maxWidth: (page.topCenterRoom - Theme.px(8) - (seatRepeater.count - 1) * seatRow.spacing)
                      / Math.max(1, seatRepeater.count)
        }
    }
}

import QtQuick
import Tidepool

// The Ripple table's sizes when two seats face each other (RipplePage): in a landscape window the
// other player's beach stands beside the acting player's instead of above it, so that a wide
// window's width holds both beaches large (issue 44: with the other beach along the top, two
// thirds of a 1920x1080 window were bare wood). Three seats and more keep the row along the top
// (RippleOthers). Only numbers: RippleMainArea and RippleOthers place themselves by them.
QtObject {
    /// The Ripple page (RipplePage): its seats, size, `boardTop` and `replayRoom`.
    required property Item page
    /// The move caption's strip under the table (px).
    property real captionRoom: 0
    /// The widest button under the draw pile (px; RippleDrawColumn.buttonWidth).
    property real buttonWidth: 0
    /// The beaches stand side by side: two seats and a window at least half again as wide as tall.
    readonly property bool active: page.n === 2 && page.boardWidth >= page.height * 1.5
    /// The other beach's cards, as a share of the acting player's.
    readonly property real share: 0.75
    /// The height (px) between the band of messages and the caption strip.
    readonly property real room: page.height - page.boardTop - captionRoom - page.replayRoom - Theme.px(8)
    /// The acting player's card width (px): the most that lets both rows fit the window's width
    /// and `room`. (The acting player's row is about 6.7 card widths of piles, 5 slots and their
    /// gaps, then the draw column: 2.25 card widths, or its button when that is wider; the other's
    /// about 7: 5 slots, its piles and their labels.)
    readonly property real cardW: {
        const across = page.boardWidth - Theme.px(32 + 24 + 24)
        return Math.max(40, Math.min(across / (6.7 + 2.25 + share * 7.05),
                                     (across - buttonWidth) / (6.7 + share * 7.05),
                                     (room - Theme.px(36)) / 3.55, Theme.px(170)))
    }
    /// Where both beaches begin (px from the page's top): the room they leave is shared above and
    /// below them.
    readonly property real top: page.boardTop + Math.max(Theme.px(4), (room - 3.4 * cardW - Theme.px(36)) / 2)
}

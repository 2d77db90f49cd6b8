import QtQuick
import Tidepool

// The speech bubble's pointer towards the target (TutorialOverlay): on the bubble's side that
// faces the target, none in a corner. Stateless.
Rectangle {
    /// The guided game's overlay (TutorialOverlay), named `root` as it is there.
    required property Item root
    /// The speech bubble: its side and place, and the target's centre.
    required property Item bubble
    visible: root.hasTarget && bubble.side !== "corner"
    width: Theme.px(22); height: width
    rotation: 45
    color: Theme.paper
    border.color: Theme.goldDeep
    border.width: Theme.px(2)
    x: bubble.side === "left" ? bubble.width - width / 2 - Theme.px(1)
       : bubble.side === "right" ? -width / 2 + Theme.px(1)
       : bubble.clamp(bubble.tcx - bubble.x - width / 2, Theme.px(24), bubble.width - Theme.px(46))
    y: bubble.side === "left" || bubble.side === "right"
       ? bubble.clamp(bubble.tcy - bubble.y - height / 2, Theme.px(16), bubble.height - Theme.px(38))
       : bubble.above ? bubble.height - height / 2 - Theme.px(1) : -height / 2 + Theme.px(1)
}

import QtQuick
import Tidepool

// The keyboard focus ring: a thick gold-and-teal outline around `target`, drawn outside it so it is
// seen on every background (paper, felt, turtle colours). Put it inside the focused item.
Item {
    id: ring
    objectName: "focusRing"
    property Item target: parent
    property bool shown: target ? target.activeFocus : false
    property real radius: target && target.height ? Math.min(target.height / 2, Theme.px(14)) : Theme.px(8)
    visible: shown
    x: -Theme.px(5); y: -Theme.px(5)
    width: (target ? target.width : 0) + Theme.px(10)
    height: (target ? target.height : 0) + Theme.px(10)
    z: 1000
    Rectangle {
        anchors.fill: parent
        radius: ring.radius + Theme.px(5)
        color: "transparent"
        border.color: Theme.tealDeep
        border.width: Math.max(2, Theme.px(5))
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: Math.max(1, Theme.px(2))
        radius: ring.radius + Theme.px(3)
        color: "transparent"
        border.color: Theme.gold
        border.width: Math.max(2, Theme.px(2))
    }
}

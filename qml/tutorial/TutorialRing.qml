import QtQuick
import Tidepool

// The guided game's glowing ring around the part of the table a step talks about
// (TutorialOverlay.targetRect), following it as it moves. Stateless.
Rectangle {
    id: ring
    /// The guided game's overlay (TutorialOverlay), named `root` as it is there.
    required property Item root
    objectName: "tutorialRing"
    visible: root.hasTarget
    readonly property real pad: Theme.px(8)
    x: root.targetRect.x - pad
    y: root.targetRect.y - pad
    width: root.targetRect.width + 2 * pad
    height: root.targetRect.height + 2 * pad
    radius: Theme.px(14)
    color: "transparent"
    border.color: Theme.gold
    border.width: Theme.px(4)
    Behavior on x { NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic } }
    Behavior on y { NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic } }
    Behavior on width { NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic } }
    Behavior on height { NumberAnimation { duration: Theme.medium; easing.type: Easing.OutCubic } }
    Rectangle {
        anchors.fill: parent
        anchors.margins: -Theme.px(5)
        radius: parent.radius + Theme.px(5)
        color: "transparent"
        border.color: "#66F2B33D"
        border.width: Theme.px(5)
    }
    SequentialAnimation on opacity {
        running: ring.visible && AppSettings.animationDuration > 0 // steady with motion off
        loops: Animation.Infinite
        NumberAnimation { from: 1; to: 0.45; duration: 700; easing.type: Easing.InOutSine }
        NumberAnimation { from: 0.45; to: 1; duration: 700; easing.type: Easing.InOutSine }
    }
}

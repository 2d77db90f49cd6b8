import QtQuick
import Tidepool

// A short celebration on an end screen: confetti in the turtles' colours falls once over it when
// it comes (about two seconds), then is gone. Nothing but rectangles (no shader effects: the
// offscreen renderer is software) and nothing to click. With animations off (Settings) none falls:
// the end screen is simply there.
Item {
    id: root
    objectName: "confetti"
    /// Falls once when true (the end screen is shown).
    property bool active: true
    /// Animations are on (AppSettings.animationDuration > 0).
    readonly property bool animated: AppSettings.animationDuration > 0
    /// The confetti is falling now.
    readonly property bool playing: fall.running
    /// 0 at the start of the fall, 1 at its end.
    property real progress: 0
    readonly property var colors: ["#D9473B", "#F2C84B", "#3E9B4F", "#3D7CC9", "#8D5BB5", Theme.gold]
    visible: playing
    enabled: false

    NumberAnimation {
        id: fall
        target: root
        property: "progress"
        from: 0
        to: 1
        duration: 2200
        easing.type: Easing.Linear
    }
    function start() {
        if (root.active && root.animated && root.width > 0)
            fall.restart()
    }
    Component.onCompleted: Qt.callLater(root.start)
    onActiveChanged: if (active) start(); else fall.stop()

    Repeater {
        model: root.playing ? 48 : 0
        Rectangle {
            required property int index
            // A fixed scatter per piece (no randomness: the same fall each time).
            readonly property real column: ((index * 37) % 48) / 48
            readonly property real delay: ((index * 13) % 11) / 22
            readonly property real drift: (((index * 7) % 9) - 4) / 40
            readonly property real t: Math.max(0, Math.min(1, (root.progress - delay) / (1 - delay * 0.9)))
            width: Theme.px(8 + (index % 3) * 3)
            height: width * 0.55
            radius: index % 4 === 0 ? height / 2 : 1
            color: root.colors[index % root.colors.length]
            x: root.width * (column + drift * t) + Math.sin((t * 4 + index) * 3.1) * Theme.px(12)
            y: -Theme.px(20) + t * (root.height * 0.85 + Theme.px(20))
            rotation: t * 540 * (index % 2 === 0 ? 1 : -1) + index * 23
            opacity: t <= 0 ? 0 : t > 0.85 ? (1 - t) / 0.15 : 1
        }
    }
}

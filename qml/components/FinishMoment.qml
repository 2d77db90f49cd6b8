import QtQuick
import Tidepool

// The finish-line moment of the winning piece (Ribbit's turtle, Mini's tile): a gold ring round it
// once the game is over and, with animations on, rings and sparks spreading from it twice when it
// wins. With animations off only the ring shows (the state, with no movement). Whether the piece won
// is the model's (the engine's rank), never decided here.
Item {
    id: root
    objectName: "finishMoment"
    /// The piece won: the game is over and it ranks first.
    property bool shown: false
    readonly property bool animated: AppSettings.animationDuration > 0
    /// The burst is playing now.
    readonly property bool playing: burst.running
    /// 0 at the start of a burst, 1 at its end.
    property real spread: 0
    visible: shown
    enabled: false

    SequentialAnimation {
        id: burst
        loops: 2
        NumberAnimation { target: root; property: "spread"; from: 0; to: 1; duration: 900; easing.type: Easing.OutCubic }
    }
    function play() {
        if (root.shown && root.animated)
            burst.restart()
    }
    onShownChanged: shown ? play() : burst.stop()
    Component.onCompleted: play()

    // The ring that stays.
    Rectangle {
        objectName: "winnerRing"
        anchors.centerIn: parent
        width: Math.max(parent.width, parent.height) * 1.25
        height: width
        radius: width / 2
        color: "#40F2C84B"
        border.color: Theme.gold
        border.width: Math.max(2, width * 0.05)
    }
    // Rings spreading out.
    Repeater {
        model: root.playing ? 2 : 0
        Rectangle {
            required property int index
            readonly property real t: Math.max(0, Math.min(1, root.spread * 1.3 - index * 0.3))
            anchors.centerIn: parent
            width: Math.max(root.width, root.height) * (1.1 + 1.3 * t)
            height: width
            radius: width / 2
            color: "transparent"
            border.color: Theme.gold
            border.width: Math.max(2, root.width * 0.05)
            opacity: 1 - t
        }
    }
    // Sparks flying out.
    Repeater {
        model: root.playing ? 8 : 0
        Rectangle {
            required property int index
            readonly property real angle: index * Math.PI / 4
            readonly property real reach: Math.max(root.width, root.height) * (0.5 + 0.9 * root.spread)
            width: Math.max(4, root.width * 0.12)
            height: width
            rotation: 45
            color: index % 2 === 0 ? Theme.gold : "#FFFFFF"
            x: root.width / 2 + Math.cos(angle) * reach - width / 2
            y: root.height / 2 + Math.sin(angle) * reach - height / 2
            opacity: 1 - root.spread
        }
    }
}

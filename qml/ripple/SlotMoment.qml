import QtQuick
import Tidepool

// A slot's part of a Ripple moment (issue 44): the last action made a match, a block set or a
// completed combo here, or stacked a card behind this combo (RippleBeachModel's `moment`, from the
// engine's news of the beach before and after it; never decided here). A wash of light on the
// card and a ring that swells and fades, in the news's colour, once per moment (`serial`), about a
// second; the card pops a little (`pop`, BeachSlot scales the card by it). Nothing waits for it and
// it takes no click. With animations off (Settings) nothing plays: the table simply shows the new
// state (the match's link, the stacked cards). Fill the slot with it; it draws a little outside.
Item {
    id: root
    objectName: "slotMoment"
    /// "block", "match", "combo", "stack", or "" (none).
    property string kind: ""
    /// The moment's number (RippleSlotRow::momentSerial): a new number plays it again.
    property int serial: 0
    property real radius: Theme.radius
    readonly property bool animated: AppSettings.animationDuration > 0
    /// The moment plays now.
    readonly property bool playing: run.running
    /// About 0.6 to 1.2 s, with the animation speed of Settings.
    readonly property int duration: Math.max(600, Math.min(1200, AppSettings.animationDuration * 2.6))
    /// 0 at the start, 1 at the end.
    property real t: 1
    /// How much the card swells now (0 to 0.09): up and back in the first half.
    readonly property real pop: playing && t < 0.5 ? Math.sin(t * 2 * Math.PI) * 0.09 : 0
    readonly property color tint: kind === "block" ? Theme.gold : kind === "combo" ? "#7BD88F" : "#8FE3DD"
    visible: playing
    enabled: false

    NumberAnimation {
        id: run
        target: root
        property: "t"
        from: 0
        to: 1
        duration: root.duration
        easing.type: Easing.Linear
    }
    function play() {
        if (root.kind !== "" && root.serial > 0 && root.animated)
            run.restart()
    }
    // (The row's roles come in any order: whichever changes last starts it.)
    onSerialChanged: play()
    onKindChanged: play()
    Component.onCompleted: play()

    // The wash of light on the card.
    Rectangle {
        anchors.fill: parent
        radius: root.radius
        color: root.tint
        opacity: 0.45 * Math.max(0, 1 - root.t * 1.6)
    }
    // The ring round the card, and a second one swelling out of it.
    Rectangle {
        anchors.centerIn: parent
        width: parent.width + Theme.px(8)
        height: parent.height + Theme.px(8)
        radius: root.radius + Theme.px(4)
        color: "transparent"
        border.color: root.tint
        border.width: Math.max(3, parent.width * 0.05)
        opacity: root.t < 0.7 ? 1 : (1 - root.t) / 0.3
    }
    Rectangle {
        anchors.centerIn: parent
        width: (parent.width + Theme.px(8)) * (1 + 0.22 * root.t)
        height: (parent.height + Theme.px(8)) + (parent.width + Theme.px(8)) * 0.22 * root.t
        radius: root.radius + Theme.px(6)
        color: "transparent"
        border.color: root.tint
        border.width: Math.max(2, parent.width * 0.03)
        opacity: 0.9 * (1 - root.t)
    }
}

import QtQuick
import Tidepool

// The word of a Ripple moment over a beach (issue 44): "Match!", "Block set!", "Combo!" or "Extra
// turn!", with "a ripple" or "and an extra turn" under it (RippleBeachModel.momentWords and
// momentNote, the engine's news of the last action; never decided here), above the slots the
// news is about (Beach gives their span). It springs in, stays a moment, rises and fades: about a
// second, once per moment (`serial`). Nothing waits for it and it takes no click; with animations
// off (Settings) it never shows. A screen reader is not given it (the move's own sentence is said,
// and a slot's name says "matched").
Item {
    id: badge
    objectName: "momentBadge"
    property string words: ""
    property string note: ""
    /// The moment's number (RippleBeachModel.momentSerial): a new number plays it again.
    property int serial: 0
    /// The card width of the beach (the badge's size follows it).
    property real cardW: Theme.px(100)
    /// Where the news is: the centre of the slots' span and its top, in the beach's coordinates.
    property real centerX: 0
    property real topY: 0
    readonly property bool animated: AppSettings.animationDuration > 0
    readonly property bool playing: run.running
    /// A little longer than the slots' glow (SlotMoment): about 0.8 to 1.2 s.
    readonly property int duration: Math.max(800, Math.min(1200, AppSettings.animationDuration * 3))
    /// 0 at the start, 1 at the end.
    property real t: 1
    visible: playing && words !== ""
    enabled: false
    z: 50
    width: pill.width
    height: pill.height
    x: Math.max(-Theme.px(4), Math.min((parent ? parent.width : 0) - width + Theme.px(4), centerX - width / 2))
    y: topY - height * 0.6 - Theme.px(14) * Math.max(0, t - 0.7) / 0.3
    opacity: t < 0.75 ? 1 : (1 - t) / 0.25
    scale: t < 0.15 ? 0.5 + 0.65 * (t / 0.15) : t < 0.25 ? 1.15 - 0.15 * ((t - 0.15) / 0.1) : 1

    NumberAnimation {
        id: run
        target: badge
        property: "t"
        from: 0
        to: 1
        duration: badge.duration
        easing.type: Easing.Linear
    }
    /// Plays the moment when there is one (the beach's function, when its moment or model changes).
    function play() {
        if (badge.words !== "" && badge.serial > 0 && badge.animated)
            run.restart()
    }

    Rectangle {
        id: pill
        readonly property real fontSize: Math.max(Theme.fontSmall, Math.min(Theme.fontLarge + Theme.px(4), badge.cardW * 0.26))
        width: Math.max(wordsText.implicitWidth, noteText.visible ? noteText.implicitWidth : 0) + fontSize * 1.2
        height: wordsText.implicitHeight + (noteText.visible ? noteText.implicitHeight : 0) + fontSize * 0.35
        radius: Math.min(height / 2, fontSize)
        color: Theme.cream
        border.color: Theme.goldDeep
        border.width: Math.max(2, fontSize * 0.1)
        Column {
            anchors.centerIn: parent
            Text {
                id: wordsText
                objectName: "momentWords"
                Accessible.ignored: true
                anchors.horizontalCenter: parent.horizontalCenter
                textFormat: Text.PlainText
                text: badge.words
                font.family: Theme.displayFont
                font.pixelSize: pill.fontSize
                font.bold: true
                color: Theme.ink
            }
            Text {
                id: noteText
                objectName: "momentNote"
                Accessible.ignored: true
                anchors.horizontalCenter: parent.horizontalCenter
                visible: badge.note !== ""
                textFormat: Text.PlainText
                text: badge.note
                font.pixelSize: Math.max(Theme.px(10), pill.fontSize * 0.55)
                font.bold: true
                color: Theme.teal
            }
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// The replay viewer's controls: step through a game forwards and backwards, every hidden thing
// revealed; play it on its own at a chosen speed; jump to any move with the slider. Shown while the
// game's controller is replaying; any game's controller works. The buttons' pictures are drawn
// (resources/art/replay-*.svg), not glyphs a font may lack.
// Keys: Left/Right one move, Home/End the start and the end, Space plays or pauses.
Rectangle {
    id: bar
    objectName: "replayBar"
    property GameSession game
    visible: game !== null && game.replay.active
    /// The moves follow one another on their own (autoplay).
    property bool playing: false
    /// Autoplay waits (the game menu is open over the replay, which says "Paused"): it goes on
    /// where it was once this is false again.
    property bool held: false
    /// Autoplay's pace: "slow", "normal" or "fast" (speeds: the time each move stays on screen).
    property string speed: "normal"
    readonly property var speeds: ({ "slow": 2400, "normal": 1200, "fast": 500 })
    readonly property int position: game ? game.replay.position : 0
    readonly property int length: game ? game.replay.length : 0
    /// The game's review is open beside the board (TableScreens): the bar keeps to its essentials.
    property bool reviewShown: false
    /// "Review the game": open the review beside the board.
    signal reviewRequested()

    implicitWidth: column.implicitWidth + Theme.px(32)
    implicitHeight: column.implicitHeight + Theme.px(20)
    radius: Theme.radius
    color: "#F2FFF8EA"
    border.color: Theme.sand
    border.width: Theme.px(2)

    /// Shows move `to` (clamped by the controller).
    function jump(to) {
        if (game)
            game.seekReplay(to)
    }
    /// Autoplay's step: the next move, and a stop at the end.
    function advance() {
        if (!game || position >= length) {
            playing = false
            return
        }
        jump(position + 1)
        if (position >= length)
            playing = false
    }
    /// Play or pause; playing from the end starts again from the start.
    function togglePlaying() {
        if (!playing && position >= length)
            jump(0)
        playing = !playing && length > 0
    }
    onVisibleChanged: if (!visible) playing = false

    Timer {
        id: autoplay
        objectName: "replayAutoplay"
        interval: bar.speeds[bar.speed]
        repeat: true
        running: bar.playing && bar.visible && !bar.held
        onTriggered: bar.advance()
    }

    ColumnLayout {
        id: column
        anchors.centerIn: parent
        width: bar.width - Theme.px(32)
        spacing: Theme.px(6)

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.px(10)
            Text {
                textFormat: Text.PlainText
                text: qsTr("Replay")
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.ink
            }
            // Jump to any move: 0 is the start, the last value the end.
            Slider {
                id: slider
                objectName: "replaySlider"
                Layout.fillWidth: true
                Layout.minimumWidth: Theme.px(160)
                from: 0
                to: Math.max(1, bar.length)
                stepSize: 1
                snapMode: Slider.SnapAlways
                enabled: bar.length > 0
                value: bar.position
                focusPolicy: Qt.StrongFocus
                Accessible.name: qsTr("Move shown")
                onMoved: bar.jump(Math.round(value))
                background: Rectangle {
                    x: slider.leftPadding
                    y: slider.topPadding + slider.availableHeight / 2 - height / 2
                    width: slider.availableWidth
                    height: Theme.px(6)
                    radius: height / 2
                    color: Theme.paperEdge
                    Rectangle {
                        width: slider.visualPosition * parent.width
                        height: parent.height
                        radius: height / 2
                        color: Theme.teal
                    }
                }
                handle: Rectangle {
                    x: slider.leftPadding + slider.visualPosition * (slider.availableWidth - width)
                    y: slider.topPadding + slider.availableHeight / 2 - height / 2
                    width: Theme.px(22)
                    height: width
                    radius: width / 2
                    color: slider.pressed ? Theme.cream : "#FFFFFF"
                    border.color: slider.activeFocus ? Theme.teal : Theme.ink
                    border.width: Theme.px(2)
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "replayPosition"
                text: qsTr("%1 / %2").arg(bar.position).arg(bar.length)
                font.pixelSize: Theme.fontBody
                font.bold: true
                color: Theme.ink
                Layout.minimumWidth: Theme.px(70)
                horizontalAlignment: Text.AlignHCenter
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.px(8)
            TButton {
                objectName: "replayStart"
                iconSource: Theme.art("replay-start")
                Accessible.name: qsTr("To the start")
                enabled: bar.position > 0
                onClicked: bar.jump(0)
            }
            TButton {
                objectName: "replayBack"
                iconSource: Theme.art("replay-back")
                Accessible.name: qsTr("One action back")
                enabled: bar.position > 0
                onClicked: bar.jump(bar.position - 1)
            }
            TButton {
                objectName: "replayPlay"
                tone: "primary"
                iconSource: Theme.art(bar.playing ? "replay-pause" : "replay-play")
                Accessible.name: bar.playing ? qsTr("Pause") : qsTr("Play the moves one after another")
                enabled: bar.length > 0
                onClicked: bar.togglePlaying()
            }
            TButton {
                objectName: "replayForward"
                iconSource: Theme.art("replay-forward")
                Accessible.name: qsTr("One action forward")
                enabled: bar.position < bar.length
                onClicked: bar.jump(bar.position + 1)
            }
            TButton {
                objectName: "replayEnd"
                iconSource: Theme.art("replay-end")
                Accessible.name: qsTr("To the end")
                enabled: bar.position < bar.length
                onClicked: bar.jump(bar.length)
            }
            Segmented {
                objectName: "replaySpeed"
                visible: !bar.reviewShown
                Layout.leftMargin: Theme.px(8)
                Accessible.name: qsTr("Replay speed")
                values: ["slow", "normal", "fast"]
                labels: [qsTr("Slow"), qsTr("Normal"), qsTr("Fast")]
                current: bar.speed
                segmentHeight: Theme.px(32)
                minSegmentWidth: Theme.px(56)
                onChosen: (v) => bar.speed = v
            }
            TButton {
                objectName: "reviewFromReplay"
                Layout.leftMargin: Theme.px(8)
                // Any game in the replay viewer may be reviewed (game.replay.reviewable is true there:
                // an online game's replay waits for its whole record). Not bound to it: a button
                // shown while the bar is hidden was left out of the bar's layout when it came.
                visible: !bar.reviewShown && bar.game !== null
                text: qsTranslate("ReviewButton", "Review")
                Accessible.name: qsTranslate("ReviewButton", "Review the game")
                onClicked: bar.reviewRequested()
            }
            TButton {
                objectName: "leaveReplay"
                Layout.leftMargin: Theme.px(8)
                text: qsTr("Leave the replay")
                onClicked: bar.game.stopReplay()
            }
        }
    }
    Keys.onLeftPressed: jump(position - 1)
    Keys.onRightPressed: jump(position + 1)
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Home) {
            jump(0)
            event.accepted = true
        } else if (event.key === Qt.Key_End) {
            jump(length)
            event.accepted = true
        } else if (event.key === Qt.Key_Space) {
            togglePlaying()
            event.accepted = true
        }
    }
    focus: visible
}

import QtQuick
import Tidepool

// Marks the piece the last move moved (a turtle, a tile, a slot's card): a light ring that
// pulses twice as the move lands, then stays, so the table can see what each move did (every
// move, a computer's too, at the computer pace). With animations off (Settings) it does not pulse:
// the ring is simply there. Fill the piece with it; it draws a little outside.
Rectangle {
    id: mark
    objectName: "movedMark"
    /// The piece was moved by the last move.
    property bool shown: false
    property real margin: Theme.px(5)
    visible: shown
    anchors.fill: parent
    anchors.margins: -margin
    radius: Theme.radius
    color: "#26FFF8EA"
    border.color: "#F2FFF8EA"
    border.width: Math.max(2, Theme.px(2.5))
    onShownChanged: if (shown && AppSettings.animationDuration > 0) pulse.restart()
    SequentialAnimation {
        id: pulse
        loops: 2
        NumberAnimation { target: mark; property: "opacity"; from: 1; to: 0.35; duration: 260 }
        NumberAnimation { target: mark; property: "opacity"; from: 0.35; to: 1; duration: 260 }
    }
}

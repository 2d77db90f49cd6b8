import QtQuick
import Tidepool

// A turtle colour's letter (R Y G B P K) on a cream disc, for every place where a colour is shown as
// a plain fill (seat avatars), so that no colour is told by hue alone (docs/accessibility.md).
Rectangle {
    id: badge
    property string letter: ""
    visible: letter !== ""
    width: Theme.px(18); height: width
    radius: width / 2
    color: Theme.cream
    border.color: Theme.ink
    border.width: Math.max(1, Theme.px(1))
    Text {
        textFormat: Text.PlainText
        anchors.centerIn: parent
        text: badge.letter
        font.pixelSize: parent.width * 0.66
        font.bold: true
        color: Theme.ink
    }
    Accessible.ignored: true
}

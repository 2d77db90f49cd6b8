import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// A tooltip on dark paper, wide enough for a sentence.
ToolTip {
    id: tip
    delay: 350
    font.pixelSize: Theme.fontSmall + Theme.px(1)
    padding: Theme.px(10)
    contentItem: Text {
        text: tip.text
        font: tip.font
        color: Theme.cream
        wrapMode: Text.Wrap
        textFormat: Text.StyledText
        width: Math.min(implicitWidth, Theme.px(340))
    }
    background: Rectangle {
        radius: Theme.radiusSmall
        color: "#F2261710"
        border.color: "#88F2B33D"
    }
}

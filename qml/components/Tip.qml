import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// A tooltip on dark paper, wide enough for a sentence. Declared inside the item it explains, like a
// ToolTip: `Tip { visible: mouse.containsMouse; text: ... }`. The ToolTip itself is made when the
// tip first shows, not with every card, tile and slot of a page (docs/performance.md); until then
// the tip is an empty item at its parent's corner.
Item {
    id: root
    property string text: ""
    visible: false
    // Once made, the ToolTip stays (its fade-out plays, a second hover costs nothing).
    property bool made: false
    onVisibleChanged: if (visible) made = true
    Component.onCompleted: if (visible) made = true

    Loader {
        active: root.made
        sourceComponent: Item {
            ToolTip {
                id: tip
                parent: root.parent
                visible: root.visible
                text: root.text
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
        }
    }
}

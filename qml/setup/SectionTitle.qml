import QtQuick
import Tidepool

// A heading inside a panel, with an optional detail line on the right.
Item {
    id: root
    property string text
    property string detail: ""
    property real topPad: 0
    width: parent ? parent.width : implicitWidth
    implicitHeight: title.implicitHeight + topPad + Theme.px(10)
    Text {
        textFormat: Text.PlainText
        id: title
        y: root.topPad
        text: root.text
        font.family: Theme.displayFont
        font.pixelSize: Theme.fontLarge + Theme.px(2)
        font.bold: true
        color: Theme.teal
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
    Text {
        textFormat: Text.PlainText
        anchors { right: parent.right; baseline: title.baseline }
        text: root.detail
        font.pixelSize: Theme.fontSmall
        color: Theme.inkFaint
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
}

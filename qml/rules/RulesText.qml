import QtQuick
import Tidepool

// A paragraph of the rules. `bullet` indents it as a list item; `number` as a numbered step.
// Bold words use <b> (StyledText), so a translation keeps each sentence whole.
Item {
    id: root
    property string text: ""
    property bool bullet: false
    property string number: ""
    property real fontSize: Theme.fontBody
    property color color: Theme.ink
    readonly property real indent: bullet || number !== "" ? Theme.px(26) : 0
    width: parent ? parent.width : 0
    implicitHeight: label.implicitHeight

    Text {
        visible: root.bullet || root.number !== ""
        width: root.indent - Theme.px(6)
        horizontalAlignment: Text.AlignRight
        text: root.number !== "" ? root.number + "." : "•"
        font.pixelSize: root.fontSize
        font.bold: root.number !== ""
        color: Theme.goldDeep
    }
    Text {
        id: label
        x: root.indent
        width: root.width - root.indent
        text: root.text
        textFormat: Text.StyledText
        wrapMode: Text.Wrap
        font.pixelSize: root.fontSize
        lineHeight: 1.12
        color: root.color
    }
    Accessible.role: Accessible.StaticText
    Accessible.name: label.text.replace(/<[^>]*>/g, "")
}

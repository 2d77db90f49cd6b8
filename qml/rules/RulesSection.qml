import QtQuick
import Tidepool

// A titled part of a game's rules (Setting up, A turn, Rulings, ...): a heading and its content,
// laid out top to bottom at the sheet's width.
Column {
    id: section
    property string title: ""
    default property alias content: body.data
    width: parent ? parent.width : 0
    spacing: Theme.px(8)
    topPadding: Theme.px(10)

    Text {
        width: parent.width
        text: section.title
        font.family: Theme.displayFont
        font.pixelSize: Theme.fontTitle * 0.85
        font.bold: true
        color: Theme.teal
        wrapMode: Text.Wrap
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
    Rectangle { width: parent.width; height: Math.max(1, Theme.px(2)); color: Theme.paperEdge }
    Column {
        id: body
        width: parent.width
        spacing: Theme.px(8)
    }
}

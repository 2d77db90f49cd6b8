import QtQuick
import Tidepool

// One ruling, where the printed rules are unclear: its number (as quoted in the engine, its tests
// and the end-of-game sentences), a short title and the decision.
Item {
    id: root
    property string ruling: ""   // "R4", "M8", "7"
    property string title: ""
    property string text: ""
    width: parent ? parent.width : 0
    implicitHeight: Math.max(badge.height, body.implicitHeight) + Theme.px(4)
    objectName: "ruling-" + ruling

    Rectangle {
        id: badge
        width: Theme.px(44); height: Theme.px(26)
        radius: height / 2
        color: Theme.teal
        Text {
            anchors.centerIn: parent
            text: root.ruling
            color: "#FFFFFF"
            font.bold: true
            font.pixelSize: Theme.fontSmall
        }
    }
    Text {
        id: body
        x: badge.width + Theme.px(12)
        width: root.width - x
        text: "<b>" + root.title + ".</b> " + root.text
        textFormat: Text.StyledText
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontBody
        lineHeight: 1.12
        color: Theme.ink
    }
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Ruling %1: %2. %3").arg(root.ruling).arg(root.title).arg(root.text.replace(/<[^>]*>/g, ""))
}

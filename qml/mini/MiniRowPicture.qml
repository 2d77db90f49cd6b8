import QtQuick
import Tidepool

// A small picture of a row of stacks (a list of stacks, front first, each bottom first), drawn
// with the front on the right as on the table. Tiles named in `marked` get a gold ring.
Item {
    id: root
    property var stacks: []
    property var marked: []
    property real tileW: Theme.px(46)
    readonly property real tileH: tileW * 0.82
    readonly property real step: tileH * 0.55
    readonly property int tallest: {
        let n = 1
        for (let i = 0; i < stacks.length; ++i) n = Math.max(n, stacks[i].length)
        return n
    }
    implicitWidth: Math.max(0, stacks.length * (tileW + spacing) - spacing) + Theme.px(34)
    implicitHeight: tileH + (tallest - 1) * step + Theme.px(8)
    readonly property real spacing: Theme.px(5)

    Row {
        id: row
        layoutDirection: Qt.RightToLeft
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        spacing: root.spacing
        Repeater {
            model: root.stacks
            Item {
                id: stackItem
                required property var modelData
                required property int index
                width: root.tileW
                height: root.tileH + (root.tallest - 1) * root.step
                Repeater {
                    model: stackItem.modelData
                    Item {
                        required property string modelData
                        required property int index
                        width: root.tileW; height: root.tileH
                        y: stackItem.height - height - index * root.step
                        z: index
                        Rectangle {
                            visible: root.marked.indexOf(parent.modelData) >= 0
                            anchors.fill: parent
                            anchors.margins: -Theme.px(4)
                            radius: Theme.px(8)
                            color: "#60FFD54A"
                            border.color: Theme.gold
                            border.width: Theme.px(2)
                        }
                        MiniTileFace {
                            anchors.fill: parent
                            color: parent.modelData.charAt(0)
                            number: Number(parent.modelData.charAt(1))
                        }
                    }
                }
            }
        }
    }
    // The front
    Text {
        textFormat: Text.PlainText
        anchors { left: row.right; leftMargin: Theme.px(6); verticalCenter: row.bottom; verticalCenterOffset: -root.tileH / 2 }
        text: "▶"
        font.pixelSize: Theme.px(16)
        color: Theme.goldDeep
    }
    Accessible.role: Accessible.StaticText
    Accessible.name: {
        const parts = []
        for (let i = 0; i < stacks.length; ++i) parts.push(stacks[i].join(" "))
        return qsTr("Front first: %1").arg(parts.join(" | "))
    }
}

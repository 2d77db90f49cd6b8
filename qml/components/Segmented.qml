import QtQuick
import Tidepool

// Segmented buttons: one of a few choices. `labels` are shown, `values` are reported.
// Keyboard: Tab reaches the group, Left/Right choose the previous/next value. The chosen value holds
// the keyboard focus inside the group, so a screen reader says the value ("Normal, radio button,
// checked") and the group's name, not only the group.
FocusScope {
    id: root
    property var values: []
    property var labels: values
    property string current: ""
    property real segmentHeight: Theme.px(36)
    property real minSegmentWidth: Theme.px(64)
    property color accent: Theme.teal
    property alias spacing: row.spacing
    signal chosen(string value)
    implicitWidth: row.implicitWidth
    implicitHeight: row.implicitHeight
    activeFocusOnTab: true
    Accessible.role: Accessible.Grouping

    function step(by) {
        const i = values.indexOf(current)
        const next = Math.max(0, Math.min(values.length - 1, (i < 0 ? 0 : i + by)))
        if (values.length > 0 && values[next] !== current)
            chosen(values[next])
    }
    Keys.onLeftPressed: step(-1)
    Keys.onRightPressed: step(1)
    // The chosen value (or the first, when none is) holds the focus the group is given. It is
    // handed straight from the old value to the new one: a `focus` bound to the choice left it
    // with the group between the two, and a screen reader read the group (a panel) whole.
    function focusChosen() {
        const item = repeater.itemAt(Math.max(0, root.values.indexOf(root.current)))
        if (item)
            item.forceFocusInScope()
    }
    onCurrentChanged: root.focusChosen()

    Row {
        id: row
        spacing: Theme.px(6)
        Repeater {
            id: repeater
            model: root.values
            onItemAdded: root.focusChosen()
            delegate: Rectangle {
                id: seg
                required property int index
                required property string modelData
                readonly property bool on: root.current === modelData
                width: Math.max(root.minSegmentWidth, label.implicitWidth + Theme.px(24))
                height: root.segmentHeight
                color: on ? root.accent : (hover.containsMouse ? "#FFFFFF" : Theme.cream)
                border.color: on ? Qt.darker(root.accent, 1.2) : Theme.paperEdge
                border.width: Math.max(1, Theme.px(1))
                radius: height / 2
                Text {
                    textFormat: Text.PlainText
                    id: label
                    anchors.centerIn: parent
                    text: root.labels[seg.index] !== undefined ? root.labels[seg.index] : seg.modelData
                    color: seg.on ? "#FFFFFF" : Theme.ink
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.fontBody
                    font.bold: seg.on
                }
                MouseArea {
                    id: hover
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: root.chosen(seg.modelData)
                }
                // The focus ring goes round the chosen value (the one the arrow keys move).
                FocusRing { target: seg }
                Accessible.role: Accessible.RadioButton
                Accessible.name: label.text
                // What the choice is about (the group's name: "Ann: a person or a computer"): a
                // screen reader says it after the value, which alone ("Human") says too little.
                Accessible.description: root.Accessible.name
                Accessible.checked: on
                Accessible.onPressAction: root.chosen(seg.modelData)
                function forceFocusInScope() { seg.focus = true }
            }
        }
    }
}

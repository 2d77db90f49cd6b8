import QtQuick
import Tidepool

// A number chooser: [-] value [+], within minimum..maximum. Keyboard: Tab reaches it, Up/Right
// add one, Down/Left take one away (a screen reader reads it as a spin button with its value).
Item {
    id: root
    property int value: 0
    property int minimum: 0
    property int maximum: 100
    property string accessibleName: ""
    signal changedTo(int value)
    // The ring is drawn outside the row of buttons: a ring inside a Row is laid out as one of its
    // items, and the two resize each other without end (the window froze).
    implicitWidth: row.implicitWidth
    implicitHeight: row.implicitHeight

    Accessible.role: Accessible.SpinBox
    Accessible.name: accessibleName
    // What a screen reader reads of a spin box besides `value` (Qt's Quick accessibility reads
    // these property names), and its increase and decrease actions.
    readonly property int minimumValue: minimum
    readonly property int maximumValue: maximum
    readonly property int stepSize: 1
    Accessible.onIncreaseAction: stepBy(1)
    Accessible.onDecreaseAction: stepBy(-1)
    activeFocusOnTab: true
    function stepBy(by) {
        const next = Math.max(minimum, Math.min(maximum, value + by))
        if (next !== value) changedTo(next)
    }
    Keys.onUpPressed: stepBy(1)
    Keys.onRightPressed: stepBy(1)
    Keys.onDownPressed: stepBy(-1)
    Keys.onLeftPressed: stepBy(-1)
    FocusRing {}

    component StepButton: Rectangle {
        id: b
        property string symbol
        property bool active: true
        signal pressed()
        width: Theme.px(36); height: width; radius: width / 2
        color: !active ? Theme.paperShade : ma.containsMouse ? "#FFFFFF" : Theme.cream
        border.color: Theme.paperEdge
        opacity: active ? 1 : 0.5
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: b.symbol
            font.pixelSize: Theme.px(22); font.bold: true
            color: Theme.teal
        }
        MouseArea {
            id: ma
            anchors.fill: parent
            hoverEnabled: true
            enabled: b.active
            cursorShape: Qt.PointingHandCursor
            onClicked: b.pressed()
            pressAndHoldInterval: 400
        }
        Accessible.role: Accessible.Button
        Accessible.name: symbol === "+" ? qsTr("More") : qsTr("Fewer")
        Accessible.onPressAction: if (active) pressed()
    }

    Row {
        id: row
        spacing: Theme.px(8)
        StepButton {
            symbol: "−"
            active: root.value > root.minimum
            onPressed: root.changedTo(root.value - 1)
        }
        Rectangle {
            width: Theme.px(56); height: Theme.px(36); radius: Theme.radiusSmall
            color: "#FFFFFF"; border.color: Theme.paperEdge
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: root.value
                font.pixelSize: Theme.fontLarge; font.bold: true
                color: Theme.ink
            }
        }
        StepButton {
            symbol: "+"
            active: root.value < root.maximum
            onPressed: root.changedTo(root.value + 1)
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// An on/off switch in Tidepool's colours.
Switch {
    id: control
    padding: 0
    spacing: Theme.gap
    font.pixelSize: Theme.fontBody
    hoverEnabled: true
    Accessible.role: Accessible.CheckBox
    // The accessible name when given (it may say more than the label beside the switch: "Learning
    // mode for new games" for "On for new games"), otherwise the label.
    Accessible.name: accessibleName !== "" ? accessibleName : text
    // The label shown, when the name says it otherwise: every word on screen is in the tree.
    Accessible.description: accessibleName !== "" && accessibleName !== text ? text : ""
    property string accessibleName: ""

    indicator: Rectangle {
        implicitWidth: Theme.px(56)
        implicitHeight: Theme.px(30)
        x: control.leftPadding
        y: parent.height / 2 - height / 2
        radius: height / 2
        color: control.checked ? Theme.good : "#CDBB9C"
        border.color: Qt.darker(color, 1.2)
        border.width: Math.max(1, Theme.px(1))
        // The keyboard focus: the ring used everywhere.
        FocusRing { shown: control.visualFocus }
        Behavior on color { ColorAnimation { duration: Theme.fast } }
        Rectangle {
            width: parent.height - Theme.px(6)
            height: width
            radius: width / 2
            y: Theme.px(3)
            x: control.checked ? parent.width - width - Theme.px(3) : Theme.px(3)
            color: "#FFFFFF"
            border.color: "#33000000"
            Behavior on x { NumberAnimation { duration: Theme.fast; easing.type: Easing.OutCubic } }
        }
    }
    contentItem: Text {
        textFormat: Text.PlainText
        leftPadding: control.indicator.width + (control.text !== "" ? control.spacing : 0)
        text: control.text
        font: control.font
        color: Theme.ink
        verticalAlignment: Text.AlignVCenter
    }
}

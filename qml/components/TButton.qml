import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// Tidepool's button: "primary" (gold, the main action), "secondary" (paper) or "quiet" (text on dark).
Button {
    id: control
    property string tone: "secondary"
    property string iconSource: ""
    property real fontSize: Theme.fontBody
    property bool big: false

    implicitHeight: big ? Theme.px(56) : Theme.controlHeight
    implicitWidth: Math.max(implicitHeight, contentItem.implicitWidth + leftPadding + rightPadding)
    leftPadding: big ? Theme.px(28) : Theme.px(16)
    rightPadding: leftPadding
    font.family: Theme.bodyFont
    font.pixelSize: big ? Theme.fontLarge : fontSize
    font.bold: tone === "primary"
    hoverEnabled: true
    focusPolicy: Qt.StrongFocus

    Accessible.role: Accessible.Button
    // Its name is its text alone: a name that changed whenever the button was enabled or not ("…
    // (not available now)") cost events at every move on every such button, and a disabled button
    // is never reached by Tab (issue 43, docs/accessibility.md).
    Accessible.name: text
    // A screen reader's "activate" (AT-SPI's Press action) clicks, as Space and Enter do; Qt 6.4
    // reports the action done but does nothing for a Button whose role is set.
    Accessible.onPressAction: if (enabled) clicked()
    // Enter acts like Space (the Basic style only clicks on Space).
    Keys.onReturnPressed: if (enabled) clicked()
    Keys.onEnterPressed: if (enabled) clicked()

    contentItem: Item {
        // From the label's natural width, not the row's (the label narrows to the button's width).
        implicitWidth: iconSpace + label.implicitWidth
        // The icon's width and the gap after it (nothing without an icon).
        readonly property real iconSpace: control.iconSource !== "" ? icon.width + innerRow.spacing : 0
        implicitHeight: innerRow.implicitHeight
    Row {
        id: innerRow
        anchors.centerIn: parent
        // An icon alone (no text) sits in the middle.
        spacing: control.text !== "" ? Theme.gapSmall : 0
        Image {
            id: icon
            visible: control.iconSource !== ""
            source: control.iconSource
            width: control.iconSource !== "" ? control.font.pixelSize * 1.3 : 0
            height: width
            sourceSize: Qt.size(width * 2, height * 2)
            anchors.verticalCenter: parent.verticalCenter
        }
        Text {
            textFormat: Text.PlainText
            id: label
            text: control.text
            font: control.font
            // A long translation shrinks a little, then elides, rather than running over the edges.
            width: Math.min(implicitWidth, control.availableWidth - control.contentItem.iconSpace)
            height: implicitHeight
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Math.round(control.font.pixelSize * 0.75)
            anchors.verticalCenter: parent.verticalCenter
            color: !control.enabled ? (control.tone === "quiet" ? "#80FFF8EA" : Theme.inkFaint)
                 : control.tone === "quiet" ? Theme.cream
                 : control.tone === "danger" ? Theme.cream
                 : Theme.ink
            elide: Text.ElideRight
        }
    }
    }

    background: Item {
        Rectangle {
            visible: control.tone !== "quiet"
            anchors.fill: parent
            anchors.topMargin: Theme.px(3)
            anchors.bottomMargin: -Theme.px(3)
            radius: face.radius
            color: "#55000000"
        }
        Rectangle {
            id: face
            anchors.fill: parent
            anchors.topMargin: control.down ? Theme.px(2) : 0
            anchors.bottomMargin: control.down ? -Theme.px(2) : 0
            radius: height / 2
            opacity: control.enabled ? 1 : 0.55
            border.width: Math.max(1, Theme.px(1))
            border.color: control.tone === "primary" ? Theme.goldDeep
                        : control.tone === "quiet" ? "#55FFF8EA"
                        : control.tone === "danger" ? "#7A2A1C"
                        : Theme.paperEdge
            gradient: Gradient {
                GradientStop {
                    position: 0
                    color: control.tone === "primary" ? (control.hovered ? "#FFD36E" : "#FBC75A")
                         : control.tone === "quiet" ? (control.hovered ? "#40FFF8EA" : "#22FFF8EA")
                         : control.tone === "danger" ? "#CF5A44"
                         : (control.hovered ? "#FFFFFF" : Theme.paper)
                }
                GradientStop {
                    position: 1
                    color: control.tone === "primary" ? "#E9A22B"
                         : control.tone === "quiet" ? (control.hovered ? "#30FFF8EA" : "#14FFF8EA")
                         : control.tone === "danger" ? "#A63C2A"
                         : Theme.paperShade
                }
            }
        }
    }

    // The keyboard focus: the same ring as cards, turtles and tiles (only for keyboard focus).
    FocusRing {
        target: control
        shown: control.visualFocus
        radius: control.height / 2
    }
}

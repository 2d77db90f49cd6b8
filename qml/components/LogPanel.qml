import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The game log on a paper strip: one sentence per turn, newest at the bottom.
Rectangle {
    id: panel
    property var logModel
    property var seatNames: []
    /// Each seat's avatar colour, an index of Theme.seatTints (TablePage.avatars).
    property var avatars: []
    signal closeRequested()
    /// Puts the keyboard on the newest line (a screen reader reads it; Up and Down go over the
    /// others: docs/accessibility.md, "Keyboard").
    function takeFocus() {
        if (list.count === 0) {
            closeButton.forceActiveFocus(Qt.OtherFocusReason)
            return
        }
        list.currentIndex = list.count - 1
        list.positionViewAtEnd()
        list.forceActiveFocus(Qt.OtherFocusReason)
    }
    color: Theme.paper
    border.color: Theme.paperEdge

    Accessible.role: Accessible.List
    Accessible.name: qsTr("Game log")

    Rectangle {
        anchors { right: parent.left; top: parent.top; bottom: parent.bottom }
        width: Theme.px(14)
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0; color: "#00000000" }
            GradientStop { position: 1; color: "#50000000" }
        }
    }

    Item {
        id: head
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Theme.px(52)
        Text {
            textFormat: Text.PlainText
            anchors { left: parent.left; leftMargin: Theme.px(18); verticalCenter: parent.verticalCenter }
            text: qsTr("Game log")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.teal
        }
        TButton {
            id: closeButton
            anchors { right: parent.right; rightMargin: Theme.px(10); verticalCenter: parent.verticalCenter }
            text: "✕"
            implicitWidth: Theme.px(36); implicitHeight: Theme.px(36)
            leftPadding: 0; rightPadding: 0
            Accessible.name: qsTr("Close the log")
            onClicked: panel.closeRequested()
        }
        Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.paperEdge }
    }

    ListView {
        id: list
        anchors { left: parent.left; right: parent.right; top: head.bottom; bottom: parent.bottom; margins: Theme.px(10) }
        clip: true
        model: panel.logModel
        spacing: Theme.px(6)
        boundsBehavior: Flickable.StopAtBounds
        // By keys: Tab reaches the lines, Up and Down go from line to line (the current line has
        // the keyboard: a screen reader reads it).
        activeFocusOnTab: true
        keyNavigationEnabled: true
        highlightMoveDuration: 0
        highlight: Rectangle {
            visible: list.activeFocus
            color: "transparent"
            radius: Theme.px(4)
            border.width: Theme.px(2)
            border.color: Theme.teal
        }
        ScrollBar.vertical: ScrollBar { Accessible.name: qsTr("Scroll the log") }
        onCountChanged: Qt.callLater(() => { if (list) list.positionViewAtEnd() })
        Component.onCompleted: positionViewAtEnd()
        delegate: Item {
            id: entry
            required property int index
            required property string text
            required property int player
            width: ListView.view.width - Theme.px(8)
            height: Math.max(label.implicitHeight, Theme.px(18)) + Theme.px(6)
            focus: true // the current line has the keyboard while the list has it
            Rectangle {
                x: 0; y: Theme.px(4)
                width: Theme.px(10); height: width; radius: width / 2
                color: entry.player >= 0 ? Theme.seatTint(panel.avatars, entry.player) : Theme.inkFaint
            }
            Text {
                id: label
                x: Theme.px(18)
                width: parent.width - x
                text: entry.text
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontSmall + Theme.px(1)
                color: entry.index === list.count - 1 ? Theme.ink : Theme.inkSoft
                font.bold: entry.index === list.count - 1
            }
            Accessible.role: Accessible.ListItem
            Accessible.name: label.text
        }
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            visible: list.count === 0
            text: qsTr("Nothing played yet.")
            color: Theme.inkFaint
            font.pixelSize: Theme.fontSmall
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Controls
import QtQuick.Layouts
import Tidepool

// The in-game menu (Escape): resume, learning mode, rules, back home.
Popup {
    id: menu
    property bool learningMode: true
    signal learningToggled(bool on)
    signal homeRequested()

    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Theme.px(380)
    padding: Theme.px(26)
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    Overlay.modal: Rectangle { color: "#99140A04" }

    enter: Transition {
        ParallelAnimation {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.fast }
            NumberAnimation { property: "scale"; from: 0.94; to: 1; duration: Theme.fast; easing.type: Easing.OutCubic }
        }
    }
    exit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.fast } }

    background: PaperPanel { radius: Theme.px(20) }

    contentItem: ColumnLayout {
        spacing: Theme.px(12)
        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Paused")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.ink
            Accessible.role: Accessible.Heading
        }
        TButton {
            Layout.fillWidth: true
            tone: "primary"
            big: true
            text: qsTr("Resume")
            onClicked: menu.close()
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.px(4)
            Text {
                Layout.fillWidth: true
                text: qsTr("Learning mode")
                font.pixelSize: Theme.fontBody
                color: Theme.ink
            }
            ToggleSwitch {
                accessibleName: qsTr("Learning mode")
                checked: menu.learningMode
                onToggled: menu.learningToggled(checked)
            }
        }
        TButton {
            Layout.fillWidth: true
            text: qsTr("Rules (coming soon)")
            enabled: false
        }
        TButton {
            Layout.fillWidth: true
            tone: "danger"
            text: qsTr("Leave the game, back home")
            onClicked: { menu.close(); menu.homeRequested() }
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Esc to resume")
            font.pixelSize: Theme.fontSmall
            color: Theme.inkFaint
        }
    }
}

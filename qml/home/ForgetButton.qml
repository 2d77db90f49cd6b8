import QtQuick
import QtQuick.Layouts
import Tidepool

// "✕" to forget an unfinished game, confirmed in place: the first press (or `ask()`, e.g. the Delete
// key) turns it into "Forget" and "Keep"; only "Forget" emits `forget`. Both are buttons, so the
// keyboard reaches them (Tab, Enter); Escape or "Keep" goes back to "✕".
Item {
    id: root
    signal forget()
    property bool asking: false
    function ask() {
        asking = true
        keepButton.forceActiveFocus(Qt.OtherFocusReason) // the safe choice under Enter
    }
    implicitWidth: asking ? confirmRow.implicitWidth : askButton.implicitWidth
    implicitHeight: askButton.implicitHeight
    Layout.preferredWidth: implicitWidth

    TButton {
        id: askButton
        objectName: "forgetButton"
        visible: !root.asking
        text: "✕"
        Accessible.name: qsTr("Forget this game")
        onClicked: root.ask()
    }
    Row {
        id: confirmRow
        visible: root.asking
        spacing: Theme.px(6)
        Keys.onEscapePressed: { root.asking = false; askButton.forceActiveFocus(Qt.OtherFocusReason) }
        TButton {
            objectName: "forgetConfirm"
            tone: "primary"
            text: qsTr("Forget")
            Accessible.name: qsTr("Forget this game for good")
            onClicked: { root.asking = false; root.forget() }
        }
        TButton {
            id: keepButton
            objectName: "forgetKeep"
            text: qsTr("Keep")
            Accessible.name: qsTr("Keep this game")
            onClicked: { root.asking = false; askButton.forceActiveFocus(Qt.OtherFocusReason) }
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Settings' online choices (SettingsPage): the game server's address (checked as it is typed:
// AppSettings.serverProblem) and your name at online tables. Bound to AppSettings. The address is
// for whoever sets up online play: while it is the default (AppSettings.serverIsDefault) it stays
// folded under "Set up a game server…" (issue 44: every family read "Server http://127.0.0.1:2567").
// Its sentences keep the SettingsPage translation context.
GridLayout {
    id: online
    Layout.fillWidth: true
    columns: 2
    columnSpacing: Theme.gap
    rowSpacing: Theme.px(8)
    /// The address field is shown: a server was set up, or "Set up a game server…" was pressed.
    property bool serverShown: !AppSettings.serverIsDefault
    Text {
        textFormat: Text.PlainText
        text: qsTranslate("SettingsPage", "Game server")
        font.pixelSize: Theme.fontBody; color: Theme.inkSoft
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    TButton {
        objectName: "setUpServer"
        visible: !online.serverShown
        text: qsTranslate("SettingsPage", "Set up a game server…")
        Accessible.description: qsTranslate("SettingsPage", "Only for playing at online tables")
        onClicked: {
            online.serverShown = true
            serverField.forceActiveFocus(Qt.TabFocusReason)
        }
    }
    TextField {
        id: serverField
        objectName: "serverAddress"
        visible: online.serverShown
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.px(40)
        text: AppSettings.serverAddress
        placeholderText: "127.0.0.1:2567"
        font.pixelSize: Theme.fontBody
        color: Theme.ink
        selectByMouse: true
        leftPadding: Theme.px(12)
        Accessible.name: qsTranslate("SettingsPage", "Game server's address")
        Accessible.description: serverProblem.text
        background: Rectangle {
            radius: Theme.radiusSmall
            color: serverField.activeFocus ? "#FFFFFF" : Theme.cream
            border.color: serverProblem.text !== "" ? Theme.danger : serverField.activeFocus ? Theme.teal : Theme.paperEdge
            border.width: serverField.activeFocus || serverProblem.text !== "" ? Theme.px(2) : 1
        }
        onTextEdited: AppSettings.setServerAddress(text)
    }
    Item { width: 1; height: 1; visible: serverProblem.visible && online.serverShown }
    Text {
        id: serverProblem
        objectName: "serverProblem"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: text !== "" && online.serverShown
        text: AppSettings.serverProblem(serverField.text)
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontSmall
        color: Theme.danger
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }
    Text {
        textFormat: Text.PlainText
        text: qsTranslate("SettingsPage", "Your name")
        font.pixelSize: Theme.fontBody; color: Theme.inkSoft
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    NameField {
        id: onlineName
        objectName: "onlineName"
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.px(40)
        text: AppSettings.playerName
        placeholderText: qsTranslate("SettingsPage", "Your name at online tables")
        Accessible.name: qsTranslate("SettingsPage", "Your name at online tables")
        onTextEdited: AppSettings.setPlayerName(text)
    }
}

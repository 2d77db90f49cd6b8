import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Play online's right panel (OnlinePage): join a table by its code (Enter in the code joins), your
// name at the table (Settings' too) and the server (changed in Settings). Stateless: the lobby is
// the page's. Its sentences keep the OnlinePage translation context.
PaperPanel {
    /// The Play online page (OnlinePage): its lobby and its settingsRequested().
    required property Item page
    Layout.fillWidth: true
    Layout.fillHeight: true
    Layout.preferredWidth: 8
    Flickable {
        id: joinFlick
        anchors.fill: parent
        anchors.margins: Theme.px(18)
        contentHeight: joinCol.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        Column {
            id: joinCol
            width: joinFlick.width
            spacing: Theme.px(8)
            SectionTitle { text: qsTranslate("OnlinePage", "Join a table") }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                wrapMode: Text.Wrap
                objectName: "joinHint"
                // The table this screen was at is filled in (issue 44: after a crash, Play online
                // did not fill in the code).
                text: page.yourTable !== ""
                      ? qsTranslate("OnlinePage", "Your table %1 is filled in: Join to go back to your seat.").arg(page.yourTable)
                      : qsTranslate("OnlinePage", "Type the code the host shares with you.")
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            RowLayout {
                width: parent.width
                spacing: Theme.gap
                TextField {
                    id: codeField
                    objectName: "codeField"
                    Component.onCompleted: text = page.yourTable
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.px(56)
                    placeholderText: qsTranslate("OnlinePage", "Code, e.g. K7QF3A")
                    maximumLength: 16
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    font.letterSpacing: Theme.px(3)
                    color: Theme.ink
                    selectByMouse: true
                    inputMethodHints: Qt.ImhUppercaseOnly | Qt.ImhNoPredictiveText
                    leftPadding: Theme.px(12)
                    Accessible.name: qsTranslate("OnlinePage", "The table's code")
                    Accessible.description: placeholderText // the example shown while it is empty
                    background: Rectangle {
                        radius: Theme.radiusSmall
                        color: codeField.activeFocus ? "#FFFFFF" : Theme.cream
                        border.color: codeField.activeFocus ? Theme.teal : Theme.paperEdge
                        border.width: codeField.activeFocus ? Theme.px(2) : 1
                    }
                    // Forgiving: shown as the server reads it (upper case, no spaces or dashes).
                    onTextEdited: {
                        const tidy = page.lobby ? page.lobby.tidyCode(text) : text
                        if (tidy !== text)
                            text = tidy
                    }
                    onAccepted: joinButton.clicked()
                }
                TButton {
                    id: joinButton
                    objectName: "joinButton"
                    tone: "primary"
                    big: true
                    text: qsTranslate("OnlinePage", "Join")
                    enabled: codeField.text.trim() !== "" && page.lobby !== null && page.lobby.status !== OnlineLobby.Connecting
                    onClicked: page.lobby.join(codeField.text)
                }
            }

            SectionTitle { text: qsTranslate("OnlinePage", "Your name"); detail: qsTranslate("OnlinePage", "when you host or join"); topPad: Theme.px(14) }
            NameField {
                id: nameField
                objectName: "playerName"
                width: parent.width
                height: Theme.px(40)
                text: AppSettings.playerName
                placeholderText: qsTranslate("OnlinePage", "Your name at the table")
                Accessible.name: qsTranslate("OnlinePage", "Your name at the table")
                onTextEdited: AppSettings.setPlayerName(text)
            }
            SectionTitle { text: qsTranslate("OnlinePage", "Server"); topPad: Theme.px(14) }
            Text {
                objectName: "serverText"
                textFormat: Text.PlainText
                width: parent.width
                wrapMode: Text.Wrap
                text: page.lobby ? page.lobby.server : ""
                font.pixelSize: Theme.fontBody
                color: Theme.ink
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            TButton {
                objectName: "changeServer"
                text: qsTranslate("OnlinePage", "Change in Settings…")
                onClicked: page.settingsRequested()
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                wrapMode: Text.Wrap
                text: qsTranslate("OnlinePage", "On this machine, start a server with: bash scripts/serve")
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
        }
    }
}

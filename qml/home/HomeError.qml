import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Home's error box (HomePage): a record given on the command line or a file that could not be
// opened, said as an alert; for an unfinished game's replay, which would show every secret, it asks
// "Watch anyway" or "Cancel". Stateless. Its sentences keep the HomePage translation context.
Rectangle {
    /// The home page (HomePage): the error (`errorText`, `secretReplay`) and the answer's signal.
    required property Item page
    objectName: "homeError"
    visible: page.errorText !== ""
    Layout.alignment: Qt.AlignHCenter
    Layout.maximumWidth: Theme.px(900)
    implicitWidth: errorColumn.implicitWidth + Theme.px(40)
    implicitHeight: errorColumn.implicitHeight + Theme.px(20)
    radius: Theme.radius
    color: "#E6B5432F"
    border.color: "#FFD0C0"
    Column {
        id: errorColumn
        anchors.centerIn: parent
        spacing: Theme.px(8)
        Text {
            id: errorLabel
            width: Math.min(implicitWidth, Theme.px(860))
            wrapMode: Text.Wrap
            text: page.errorText
            textFormat: Text.PlainText // the engine's words, never markup
            color: "#FFFFFF"
            font.pixelSize: Theme.fontBody
        }
        // An unfinished game's replay shows every secret: only when the players agree.
        Row {
            visible: page.secretReplay !== ""
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.gap
            TButton {
                objectName: "watchAnyway"
                text: qsTranslate("HomePage", "Watch anyway")
                onClicked: page.secretReplayAnswered(true)
            }
            TButton {
                objectName: "dontWatch"
                tone: "primary"
                text: qsTranslate("HomePage", "Cancel")
                onClicked: page.secretReplayAnswered(false)
            }
        }
    }
    Accessible.role: Accessible.AlertMessage
    Accessible.name: page.errorText
}

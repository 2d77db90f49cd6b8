import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Home's error box (HomePage): a record given on the command line or a file that could not be
// opened, said as an alert, with Close; for an unfinished game's replay, which would show every
// secret, it asks "Watch anyway" or "Cancel". It lies over the foot of the page, out of its layout:
// in the layout it took its height from the game cards (issue 44: squeezed at 1280x768, their
// pictures cropped). Stateless. Its sentences keep the HomePage translation context.
Rectangle {
    /// The home page (HomePage): the error (`errorText`, `secretReplay`) and the answers' signals.
    required property Item page
    objectName: "homeError"
    visible: page.errorText !== ""
    implicitWidth: errorColumn.implicitWidth + Theme.px(40)
    implicitHeight: errorColumn.implicitHeight + Theme.px(20)
    radius: Theme.radius
    color: "#F2B5432F"
    border.color: "#FFD0C0"
    Column {
        id: errorColumn
        anchors.centerIn: parent
        spacing: Theme.px(8)
        Text {
            id: errorLabel
            width: Math.min(implicitWidth, Theme.px(860), page.width - 2 * Theme.gapLarge - Theme.px(40))
            wrapMode: Text.Wrap
            text: page.errorText
            textFormat: Text.PlainText // the engine's words, never markup
            color: "#FFFFFF"
            font.pixelSize: Theme.fontBody
        }
        TButton {
            objectName: "closeHomeError"
            visible: page.secretReplay === ""
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTranslate("HomePage", "Close")
            onClicked: page.errorDismissed()
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

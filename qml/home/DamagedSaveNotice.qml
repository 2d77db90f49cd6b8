import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Home's notice of an autosave that can't be read (HomePage), never passed by in silence: open
// what can be read, remove it or not now. Stateless. Its sentences keep the HomePage translation
// context.
Rectangle {
    /// The home page (HomePage): opens what can be read through it.
    required property Item page
    /// The unfinished games (home's SavedGamesModel), which name the damaged one.
    required property var saved
    objectName: "damagedSave"
    visible: saved.damagedCount > 0
    Layout.alignment: Qt.AlignHCenter
    Layout.maximumWidth: Theme.px(900)
    implicitWidth: damagedColumn.implicitWidth + Theme.px(40)
    implicitHeight: damagedColumn.implicitHeight + Theme.px(20)
    radius: Theme.radius
    color: "#F2FFF8EA"
    border.color: Theme.danger
    Column {
        id: damagedColumn
        anchors.centerIn: parent
        spacing: Theme.px(8)
        Text {
            objectName: "damagedText"
            width: Math.min(implicitWidth, Theme.px(860))
            wrapMode: Text.Wrap
            text: qsTranslate("HomePage", "An unfinished game can't be read: %1").arg(saved.damagedReason)
            textFormat: Text.PlainText
            color: Theme.ink
            font.pixelSize: Theme.fontBody
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: Theme.gap
            TButton {
                objectName: "openReadable"
                visible: saved.damagedReadable >= 0
                tone: "primary"
                text: qsTranslate("HomePage", "Open what can be read")
                onClicked: page.readableRequested(saved.damagedGame, saved.damagedPath)
            }
            TButton {
                objectName: "removeDamaged"
                text: qsTranslate("HomePage", "Remove it")
                onClicked: saved.remove(saved.damagedPath)
            }
            TButton {
                objectName: "ignoreDamaged"
                text: qsTranslate("HomePage", "Not now")
                onClicked: saved.ignoreDamaged(saved.damagedPath)
            }
        }
    }
    Accessible.role: Accessible.AlertMessage
    Accessible.name: qsTranslate("HomePage", "An unfinished game can't be read: %1").arg(saved.damagedReason)
}

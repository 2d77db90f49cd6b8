import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Home's list of every unfinished game, newest first (the "All unfinished games" popup), each to
// continue (Enter, Continue) or forget (Delete, the ✕); it closes when the last one is forgotten.
// Stateless: the games are home's SavedGamesModel. Its sentences keep the HomePage translation
// context.
Popup {
    id: allSaved
    /// The home page (HomePage): the popup is centred on it and continues a game through it.
    required property Item page
    /// The unfinished games (home's SavedGamesModel).
    required property var saved
    objectName: "allSavedGames"
    modal: true
    focus: true
    x: (page.width - width) / 2
    y: (page.height - height) / 2
    width: Math.min(page.width - Theme.px(40), Theme.px(640))
    height: Math.min(page.height - Theme.px(40), allSavedColumn.implicitHeight + topPadding + bottomPadding)
    padding: Theme.px(22)
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    background: PaperPanel { radius: Theme.px(20) }
    // The first Continue takes the focus, so Tab and the arrows start in the list.
    onOpened: { allSavedList.currentIndex = 0; allSavedList.forceActiveFocus() }
    // Qt 6.4's Popup takes no Accessible properties; its own item, a dialog to a screen
    // reader, is named here (it was an unnamed dialog).
    onAboutToShow: {
        const dialog = allSaved.contentItem.parent
        if (dialog)
            dialog.Accessible.name = qsTranslate("HomePage", "Unfinished games")
    }
    // The last one forgotten: nothing left to list.
    Connections {
        target: saved
        function onCountChanged() { if (saved.count === 0) allSaved.close() }
    }

    contentItem: ColumnLayout {
        id: allSavedColumn
        spacing: Theme.px(12)
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: qsTranslate("HomePage", "Unfinished games")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.ink
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        ListView {
            id: allSavedList
            objectName: "allSavedList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: Theme.px(60)
            implicitHeight: contentHeight
            clip: true
            spacing: Theme.px(8)
            model: saved
            keyNavigationEnabled: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { Accessible.name: qsTr("Scroll the saved games") }
            Accessible.role: Accessible.List
            Accessible.name: qsTranslate("HomePage", "Unfinished games")
            delegate: Rectangle {
                id: listedGame
                required property int index
                required property string path
                required property string game
                required property string title
                required property string players
                required property int round
                required property string lastPlayedText
                objectName: "listedGame-" + index
                width: ListView.view.width - Theme.px(12)
                implicitHeight: listedRow.implicitHeight + Theme.px(12)
                radius: Theme.radius
                color: ListView.isCurrentItem && allSavedList.activeFocus ? "#FFF3DDAE" : "#F2FFF8EA"
                border.color: Theme.sand
                // Enter continues the game under the keyboard's cursor; Delete forgets it.
                Keys.onReturnPressed: page.resumeFromList(listedGame.game, listedGame.path)
                Keys.onEnterPressed: page.resumeFromList(listedGame.game, listedGame.path)
                Keys.onDeletePressed: listedForget.ask() // asks first, like the ✕
                RowLayout {
                    id: listedRow
                    anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(10) }
                    spacing: Theme.px(10)
                    Column {
                        Layout.fillWidth: true
                        Text {
                            textFormat: Text.PlainText
                            width: parent.width
                            elide: Text.ElideRight
                            text: listedGame.title + (listedGame.round > 1 ? " · " + qsTranslate("HomePage", "round %1").arg(listedGame.round) : "")
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                            color: Theme.ink
                        }
                        Text {
                            textFormat: Text.PlainText
                            width: parent.width
                            elide: Text.ElideRight
                            text: qsTranslate("HomePage", "%1 · %2").arg(listedGame.players).arg(listedGame.lastPlayedText)
                            font.pixelSize: Theme.fontSmall
                            color: Theme.inkSoft
                        }
                    }
                    TButton {
                        objectName: "continueButton"
                        tone: "primary"
                        text: qsTranslate("HomePage", "Continue")
                        onClicked: page.resumeFromList(listedGame.game, listedGame.path)
                    }
                    ForgetButton {
                        id: listedForget
                        onForget: saved.remove(listedGame.path)
                    }
                }
                Accessible.role: Accessible.ListItem
                Accessible.name: qsTranslate("HomePage", "%1 with %2, last played %3").arg(listedGame.title).arg(listedGame.players).arg(listedGame.lastPlayedText)
            }
        }
        TButton {
            objectName: "allSavedClose"
            Layout.alignment: Qt.AlignRight
            text: qsTranslate("HomePage", "Close")
            onClicked: allSaved.close()
        }
    }
}

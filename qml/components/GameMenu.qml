import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Tidepool

// The in-game menu (Escape): resume, learning mode, rules, back home. At an online table nothing
// pauses (the others play on at their screens) and nothing is taken back (the server keeps every
// move): the menu says the game goes on and offers neither (issue 44). Once a game is over it says
// so, at any table; during a replay it says "Paused" (the replay's autoplay waits while it is open,
// ReplayBar.held), online too: neither goes on at the others' screens.
Popup {
    id: menu
    objectName: "gameMenu"
    property bool learningMode: true
    /// The game on screen: for undo and saving a copy (any game's controller).
    property GameSession game
    /// An online table (GameSession.online): no pause, no undo.
    readonly property bool online: game !== null && game.online
    /// An online game in play (not over, not its replay): the others play on while the menu is open.
    readonly property bool goesOn: online && !game.finished && !game.replay.active
    /// The game is over and its end is on the table (not its replay).
    readonly property bool over: game !== null && game.finished && !game.replay.active
    signal learningToggled(bool on)
    signal homeRequested()
    signal settingsRequested()
    signal rulesRequested()

    // Save a copy: starts in the folder last used (else the documents, else home) on a suggested
    // name (the game and the date, RecordFiles.suggestedName); its button says Save; once written
    // the table says where ("Saved to …", GameSession.saveAs's notice).
    FileDialog {
        id: saveDialog
        objectName: "saveDialog"
        title: qsTr("Save a copy of this game")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        rejectLabel: qsTr("Cancel")
        defaultSuffix: "tidepool.json"
        nameFilters: [qsTr("Tidepool games (*.tidepool.json)")]
        onAccepted: {
            if (menu.game.saveAs(selectedFile.toString())) {
                RecordFiles.rememberFolderOf(selectedFile.toString())
                menu.close()
            }
        }
        /// Opens on the start folder with a suggested name.
        function start() {
            const folder = RecordFiles.startFolder()
            const title = menu.game && GameRegistry.byName[menu.game.gameName]
                          ? GameRegistry.byName[menu.game.gameName].title : ""
            currentFolder = folder
            selectedFile = RecordFiles.fileIn(folder, RecordFiles.suggestedName(title, folder))
            open()
        }
    }
    FileDialogLook { dialog: saveDialog }

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

    // A Popup takes no Accessible properties in Qt 6.4, and its own item is a dialog to a screen
    // reader: that item (the content's parent) is named here, so the menu is one dialog, named (it
    // was an unnamed dialog holding a named one).
    onAboutToShow: {
        const dialog = menu.contentItem.parent
        if (dialog) {
            dialog.Accessible.name = qsTr("Game menu")
            dialog.Accessible.description = Qt.binding(() => menuTitle.text) // (an online game may end while it is open)
        }
    }
    contentItem: ColumnLayout {
        objectName: "gameMenuDialog"
        spacing: Theme.px(12)
        Text {
            id: menuTitle
            objectName: "menuTitle"
            textFormat: Text.PlainText
            Layout.alignment: Qt.AlignHCenter
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: menu.goesOn ? qsTr("The game goes on") : menu.over ? qsTr("The game is over") : qsTr("Paused")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.ink
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            objectName: "onlineNote"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: menu.goesOn
            text: qsTr("The others play on at their screens while this menu is open, and a move can't be taken back online.")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        TButton {
            objectName: "resumeButton"
            Layout.fillWidth: true
            tone: "primary"
            big: true
            focus: true
            text: menu.goesOn || menu.over ? qsTr("Back to the table") : qsTr("Resume")
            onClicked: menu.close()
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.px(4)
            Text {
                textFormat: Text.PlainText
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
            objectName: "undoButton"
            Layout.fillWidth: true
            // (Not over a finished game either: nothing there can be taken back, a greyed Undo for ever.)
            visible: menu.game !== null && !menu.game.replay.active && !menu.online && !menu.over
            enabled: menu.game !== null && menu.game.moves.canUndo
            text: qsTr("Undo my last action")
            // What it takes back, for a screen reader (the move is on the table for the eyes).
            // (worded while the menu is open only: the closed menu's button was re-described at
            // every move, an event a screen reader queued: issue 43)
            Accessible.description: menu.visible && menu.game && menu.game.moves.undoText !== "" ? qsTr("Take back: %1").arg(menu.game.moves.undoText) : ""
            onClicked: { menu.game.undo(); menu.close() }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "undoReason"
            Layout.fillWidth: true
            visible: menu.game !== null && !menu.game.moves.canUndo && menu.game.moves.undoBlockedReason !== "" && !menu.game.replay.active
                     && !menu.online && !menu.over
            text: menu.game ? qsTr("Can't undo: %1").arg(menu.game.moves.undoBlockedReason) : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        TButton {
            objectName: "saveButton"
            Layout.fillWidth: true
            visible: menu.game !== null && !menu.game.replay.active
            // An online game before its end can't be saved (GameSession.autosave.blockedReason): the
            // sentence below says why, and no file dialog opens for a file that can't be written.
            enabled: menu.game !== null && menu.game.autosave.blockedReason === ""
            text: qsTr("Save a copy…")
            Accessible.description: menu.game ? menu.game.autosave.blockedReason : ""
            onClicked: saveDialog.start()
        }
        Text {
            textFormat: Text.PlainText
            objectName: "saveReason"
            Layout.fillWidth: true
            visible: menu.game !== null && !menu.game.replay.active && menu.game.autosave.blockedReason !== ""
            text: menu.game ? menu.game.autosave.blockedReason : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.inkSoft
        }
        Text {
            Layout.fillWidth: true
            visible: menu.game !== null && menu.game.errorText !== ""
            text: menu.game ? menu.game.errorText : ""
            textFormat: Text.PlainText // the engine's words, never markup
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.danger
        }
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            objectName: "autosaveNote"
            // (Not once the game is over: Home offers only unfinished games, SaveStore.)
            visible: menu.game !== null && !menu.game.replay.active && menu.game.autosave.path !== "" && !menu.over
            // While autosave fails (a full disk) the menu says so instead of promising it.
            text: menu.game && menu.game.autosave.problem !== "" ? menu.game.autosave.problem
                                                                : qsTr("Every move is saved automatically; Home offers to continue.")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: menu.game && menu.game.autosave.problem !== "" ? Theme.danger : Theme.inkFaint
        }
        TButton {
            objectName: "settingsButton"
            Layout.fillWidth: true
            text: qsTr("Settings…")
            onClicked: { menu.close(); menu.settingsRequested() }
        }
        TButton {
            objectName: "menuRulesButton"
            Layout.fillWidth: true
            text: qsTr("Rules (F1)")
            onClicked: { menu.close(); menu.rulesRequested() }
        }
        TButton {
            Layout.fillWidth: true
            tone: "danger"
            text: qsTr("Leave the game, back home")
            onClicked: { menu.close(); menu.homeRequested() }
        }
        Text {
            textFormat: Text.PlainText
            Layout.alignment: Qt.AlignHCenter
            text: menu.goesOn || menu.over ? qsTr("Esc to go back to the table") : qsTr("Esc to resume")
            font.pixelSize: Theme.fontSmall
            color: Theme.inkFaint
        }
    }
}

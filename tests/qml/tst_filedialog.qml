import QtQuick
import QtTest
import Tidepool
import TidepoolTest

// The file dialogs (Open a saved game, Save a copy) open where Qt has no native dialog, as offscreen
// and on most Linux desktops: Qt's own QML dialog then loads, and it needs every QML module it
// imports (Qt.labs.folderlistmodel, qml6-module-qt-labs-folderlistmodel on Debian) at run time,
// dressed in the app's looks with its highlighted row selected (FileDialogLook).
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: homeComponent
        HomePage { anchors.fill: parent }
    }
    RibbitGame { id: ribbitGame }
    Component {
        id: ribbitComponent
        RibbitPage { anchors.fill: parent; game: ribbitGame }
    }

    TestCase {
        name: "FileDialog"
        when: windowShown

        function find(item, test) {
            if (!item)
                return null
            if (test(item))
                return item
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i) {
                const found = find(kids[i], test)
                if (found)
                    return found
            }
            return null
        }

        // Issue 20: Save a copy starts on a suggested name (the game and the date) and its confirm
        // button says Save.
        function test_saveDialogSuggestsANameAndSaysSave() {
            AppSettings.setAnimationDuration(0)
            const page = createTemporaryObject(ribbitComponent, root)
            verify(ribbitGame.openRecordText(JSON.stringify({
                format: "tidepool-record", version: 1, game: "ribbit", options: {},
                players: [{name: "Ann", kind: "human"}, {name: "Ben", kind: "human"}],
                seed: 11, setup: null, actions: [] })), ribbitGame.errorText)
            const dialog = findChild(page, "saveDialog")
            verify(dialog, "the game menu has its save dialog")
            dialog.start()
            tryVerify(function() { return dialog.visible }, 3000, "the dialog is shown")
            verify(String(dialog.selectedFile).indexOf("Ribbit ") > 0, String(dialog.selectedFile))
            verify(/\.tidepool\.json$/.test(String(dialog.selectedFile)))
            compare(String(dialog.currentFolder), String(RecordFiles.startFolder()))
            const top = root.Window.window.contentItem.parent || root.Window.window.contentItem
            let field = null
            tryVerify(function() { return (field = find(top, i => i.objectName === "fileNameTextField")) !== null && field.visible },
                      3000, "Qt's dialog shows the file name field")
            verify(/^Ribbit \d{4}-\d\d-\d\d \d\d\.\d\d\.tidepool\.json$/.test(field.text), field.text)
            const save = find(top, i => i.text === "Save" && i.visible && i.clicked !== undefined)
            verify(save, "the confirm button says Save")
            verify(!find(top, i => i.text === "Open" && i.visible && i.clicked !== undefined), "not Open")
            dialog.reject()
            tryVerify(function() { return !dialog.visible }, 3000)
        }

        // Issue 44: Qt's own dialog (no desktop dialog offscreen) was the one grey, square screen,
        // and Open stayed disabled until the row that already looked selected was clicked. It has
        // the app's paper and rounded corners, and what looks selected is selected.
        function test_openDialogLooksLikeTheAppAndOpensTheRowShownSelected() {
            const page = createTemporaryObject(homeComponent, root)
            const dialog = findChild(page, "openDialog")
            const sample = Samples.paths(GameRegistry.games[0].name, "finished")[0]
            dialog.currentFolder = "file://" + sample.substring(0, sample.lastIndexOf("/"))
            dialog.open()
            tryVerify(function() { return dialog.visible }, 3000, "the dialog is shown")
            const top = root.Window.window.contentItem.parent || root.Window.window.contentItem
            let list = null
            tryVerify(function() { return (list = find(top, i => i.objectName === "fileDialogListView")) !== null
                                          && list.count > 0 && list.currentItem !== null }, 3000, "a row is highlighted")
            const open = find(top, i => i.text === "Open" && i.visible && i.clicked !== undefined)
            verify(open, "the dialog has its Open button")
            tryVerify(function() { return open.enabled }, 3000, "Open works on the row shown selected")
            compare(String(dialog.selectedFile), String(list.currentItem.fileUrl))
            const background = list.parent.background
            verify(Qt.colorEqual(background.color, Theme.paper), "on the app's paper: " + background.color)
            verify(background.radius > 0, "with rounded corners")
            dialog.reject()
            tryVerify(function() { return !dialog.visible }, 3000)
        }

        function test_openDialogOpens() {
            const page = createTemporaryObject(homeComponent, root)
            verify(page)
            const dialog = findChild(page, "openDialog")
            verify(dialog, "the home screen has its open dialog")
            dialog.open()
            tryVerify(function() { return dialog.visible }, 3000, "the dialog is shown")
            dialog.reject()
            tryVerify(function() { return !dialog.visible }, 3000)
        }
    }
}

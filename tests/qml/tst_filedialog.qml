import QtQuick
import QtTest
import Tidepool

// The file dialogs (Open a saved game, Save a copy) open where Qt has no native dialog, as offscreen
// and on most Linux desktops: Qt's own QML dialog then loads, and it needs every QML module it
// imports (Qt.labs.folderlistmodel, qml6-module-qt-labs-folderlistmodel on Debian) at run time.
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

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

    TestCase {
        name: "FileDialog"
        when: windowShown

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

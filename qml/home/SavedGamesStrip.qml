import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Home's strip under the game cards (HomePage): the two most recent unfinished games to continue
// or forget, "All unfinished games", back to an unfinished online table, Play online, Open a
// saved game and Watch a replay. Stateless. Its sentences keep the HomePage translation context.
Flow {
    id: strip
    /// The home page (HomePage): its signals and the online table to go back to.
    required property Item page
    /// The unfinished games (home's SavedGamesModel).
    required property var saved
    /// "All unfinished games" was pressed.
    signal allSavedRequested()
    /// Open a saved game (`replay` false) or watch a replay (true): the file dialog.
    signal fileRequested(bool replay)
    objectName: "continueStrip"
    // Wraps instead of pushing the page sideways when several games wait.
    Layout.fillWidth: true
    Layout.maximumWidth: Theme.px(1180)
    Layout.alignment: Qt.AlignHCenter
    spacing: Theme.gap
    Text {
        textFormat: Text.PlainText
        height: Theme.px(44)
        verticalAlignment: Text.AlignVCenter
        visible: saved.count > 0
        text: qsTranslate("HomePage", "Continue:")
        font.pixelSize: Theme.fontBody
        font.bold: true
        color: Theme.cream
    }
    Repeater {
        model: saved
        delegate: Rectangle {
            id: savedGame
            required property int index
            required property string path
            required property string game
            required property string title
            required property string players
            required property int round
            required property int actions
            required property string lastPlayedText
            objectName: "savedGame-" + index
            // The two most recent on the strip; every one in the "All unfinished games" list.
            visible: index < page.stripLimit
            implicitWidth: savedRow.implicitWidth + Theme.px(20)
            implicitHeight: savedRow.implicitHeight + Theme.px(12)
            radius: Theme.radius
            color: "#F2FFF8EA"
            border.color: Theme.sand
            RowLayout {
                id: savedRow
                anchors.centerIn: parent
                spacing: Theme.px(10)
                Column {
                    Text {
                        textFormat: Text.PlainText
                        text: savedGame.title + (savedGame.round > 1 ? " · " + qsTranslate("HomePage", "round %1").arg(savedGame.round) : "")
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        textFormat: Text.PlainText
                        // Many or long names end in "…" rather than widen the strip.
                        width: Math.min(implicitWidth, Theme.px(340))
                        elide: Text.ElideRight
                        text: qsTranslate("HomePage", "%1 · %2").arg(savedGame.players).arg(savedGame.lastPlayedText)
                        font.pixelSize: Theme.fontSmall
                        color: Theme.inkSoft
                    }
                }
                TButton {
                    objectName: "continueButton"
                    tone: "primary"
                    text: qsTranslate("HomePage", "Continue")
                    onClicked: page.resumeRequested(savedGame.game, savedGame.path)
                }
                ForgetButton {
                    onForget: saved.remove(savedGame.path)
                }
            }
            Accessible.role: Accessible.ListItem
            Accessible.name: qsTranslate("HomePage", "%1 with %2, last played %3").arg(savedGame.title).arg(savedGame.players).arg(savedGame.lastPlayedText)
        }
    }
    TButton {
        objectName: "allSavedButton"
        visible: saved.count > page.stripLimit
        text: qsTranslate("HomePage", "All unfinished games (%1)…").arg(saved.count)
        onClicked: strip.allSavedRequested()
    }
    TButton {
        objectName: "rejoinButton"
        visible: page.onlineTable !== ""
        text: qsTranslate("HomePage", "Back to your online table %1").arg(page.onlineTable)
        Accessible.name: qsTranslate("HomePage", "Back to your online table %1: its game goes on").arg(page.onlineTable.split("").join(" "))
        onClicked: page.rejoinRequested(page.onlineTable)
    }
    TButton {
        objectName: "onlineButton"
        text: qsTranslate("HomePage", "Play online…")
        Accessible.name: qsTranslate("HomePage", "Play online: host a table or join one by its code")
        onClicked: page.onlineRequested()
    }
    TButton {
        objectName: "openButton"
        text: qsTranslate("HomePage", "Open a saved game…")
        onClicked: strip.fileRequested(false)
    }
    TButton {
        objectName: "replayButton"
        text: qsTranslate("HomePage", "Watch a replay…")
        onClicked: strip.fileRequested(true)
    }
}

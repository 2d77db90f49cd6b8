import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import QtQuick.Dialogs
import QtQuick.Templates as T
import Tidepool

// The home screen: the title and the three games as large cards on the table.
FocusScope {
    id: page
    // A focus scope, named: the keyboard goes straight to the control the page keeps it on when the
    // page is shown (a bare page gave a screen reader a nameless "layered pane" at each change of
    // screen), and the page's name says where one is (issue 19). A section, not a pane: Orca
    // reads a focused pane whole, every label under it (issue 43: a table's 20 face-down slots,
    // the whole rules), and a section by its name ("Ripple table section").
    Accessible.role: Accessible.Section
    Accessible.name: qsTr("Tidepool")
    property string errorText: ""
    signal gameChosen(string name)
    /// The rules reference, opened at a game's rules.
    signal rulesRequested(string name)
    /// "Learn to play": the game's guided first game (`name` the game's), or a further guided game
    /// of the card (`name` the lesson's, e.g. "mini-advanced").
    signal learnRequested(string name)
    /// Continue an autosaved game.
    signal resumeRequested(string game, string path)
    /// Open a record file (a file: URL), to play on or to watch as a replay.
    signal openRequested(string url, bool replay)
    /// Language, animation speed, learning mode for new games, computer pace.
    signal settingsRequested()
    /// Play online: host a table or join one by its code.
    signal onlineRequested()
    /// Back to the online table `code` whose game this app was seated at and did not see end.
    signal rejoinRequested(string code)
    /// That table's code ("" none): AppSettings keeps its seat token until its game is over.
    property string onlineTable: AppSettings.unfinishedOnlineTable()
    /// A replay refused because it would show an unfinished game's secrets (its path), "" when none:
    /// the error message gets "Watch anyway" and "Cancel".
    property string secretReplay: ""
    signal secretReplayAnswered(bool watch)
    /// The error was read (Close): Main clears it.
    signal errorDismissed()
    /// Continue a damaged autosave from what can be read.
    signal readableRequested(string game, string path)

    /// How many unfinished games the strip shows; the rest are in the "All unfinished games" list.
    readonly property int stripLimit: 2

    GamesModel { id: games }
    // Shown at start: the keyboard starts on the first game's Play, so a screen reader says where
    // it is and Enter plays. Back from another page: where it was (the Play, Rules or Settings
    // button that left), or that Play again. And whenever nothing that takes the keyboard has it
    // while home is in view (a menu that closed as its game was left gave it back to the window).
    StackView.onActivated: {
        page.onlineTable = AppSettings.unfinishedOnlineTable()
        Qt.callLater(page.focusOnShow)
    }
    property Item lastFocus: null
    Connections {
        target: page.Window.window
        function onActiveFocusItemChanged() {
            if (page.StackView.status !== StackView.Active)
                return
            const item = page.Window.activeFocusItem
            if (item && item.activeFocusOnTab) {
                for (let p = item; p; p = p.parent)
                    if (p === page) {
                        page.lastFocus = item
                        return
                    }
            }
            if (!item || (!item.activeFocusOnTab && !page.inOverlay(item)))
                Qt.callLater(page.focusOnShow)
        }
    }
    // A popup or dialog over the page (its items live in the window's overlay).
    function inOverlay(item) {
        for (let p = item; p; p = p.parent)
            if (p === T.Overlay.overlay)
                return true
        return false
    }
    function focusOnShow() {
        if (page.StackView.status !== StackView.Active)
            return
        const now = page.Window.activeFocusItem
        if (now && (now.activeFocusOnTab || inOverlay(now)))
            return // the keyboard is already somewhere (a control, a dialog)
        if (lastFocus && lastFocus.visible && lastFocus.enabled) {
            lastFocus.forceActiveFocus(Qt.TabFocusReason)
            return
        }
        const first = gameCards.itemAt(0)
        if (first)
            first.focusPlay()
    }
    SavedGamesModel { id: saved }
    // Autosaves change while a game is played: read them again whenever home is shown.
    onVisibleChanged: if (visible) saved.refresh()

    FileDialog {
        id: openDialog
        objectName: "openDialog"
        property bool replay: false
        title: replay ? qsTr("Watch a replay") : qsTr("Open a saved game")
        nameFilters: [qsTr("Tidepool games (*.tidepool.json)"), qsTr("All files (*)")]
        // Starts in the folder last used (else the documents, else home), remembered for next time.
        currentFolder: RecordFiles.startFolder()
        acceptLabel: qsTr("Open")
        rejectLabel: qsTr("Cancel")
        onAccepted: {
            RecordFiles.rememberFolderOf(selectedFile.toString())
            page.openRequested(selectedFile.toString(), replay)
        }
    }
    FileDialogLook { dialog: openDialog }

    Shortcut {
        sequence: "F1"
        enabled: page.StackView.status === StackView.Active
        onActivated: page.rulesRequested(GameRegistry.firstGame)
    }

    // Every unfinished game, newest first, each to continue or forget (the strip shows two).
    AllSavedGames {
        id: allSaved
        page: page
        saved: saved
    }
    function resumeFromList(game, path) {
        allSaved.close()
        page.resumeRequested(game, path)
    }

    TableBackground { anchors.fill: parent }

    TButton {
        objectName: "settingsButton"
        anchors { right: parent.right; top: parent.top; margins: Theme.gap }
        z: 1
        tone: "quiet"
        // The language's own name too, so that someone who can't read the current one finds it.
        text: AppSettings.language === "en" ? qsTr("⚙  Settings") + " · Ngôn ngữ" : qsTr("⚙  Settings") + " · Language"
        Accessible.name: qsTr("Settings")
        onClicked: page.settingsRequested()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gapLarge
        spacing: Theme.gapLarge

        // Title
        HomeTitle {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.px(16)
            spacing: Theme.gapLarge
        }

        // Games
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.maximumHeight: Theme.px(470)
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: Theme.px(1180)
            spacing: Theme.gapLarge
            Repeater {
                id: gameCards
                model: games
                delegate: GameCard {
                    objectName: "gameCard-" + name
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    // The Play that started the game, even when it was pressed without the
                    // focus (a click, a screen reader's activate command): back home, the focus
                    // is there (it takes the keyboard now: the page, a focus scope, gives it back
                    // to it when shown again, with no stop on another control on the way).
                    onChosen: { page.lastFocus = playItem; playItem.forceActiveFocus(Qt.OtherFocusReason); page.gameChosen(name) }
                    onRulesChosen: page.rulesRequested(name)
                    onLearnRequested: (lesson) => page.learnRequested(lesson)
                }
            }
        }

        // Unfinished games (autosaved after every action), newest first, and files.
        SavedGamesStrip {
            page: page
            saved: saved
            onAllSavedRequested: allSaved.open()
            onFileRequested: (replay) => { openDialog.replay = replay; openDialog.open() }
        }

        // An autosave that can't be read is named, never passed by in silence.
        DamagedSaveNotice {
            page: page
            saved: saved
        }

        Text {
            textFormat: Text.PlainText
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: Theme.px(4)
            text: qsTr("One screen, many players: pass it round and keep your cards secret")
            color: "#C8E6CB93"
            font.pixelSize: Theme.fontSmall
        }
    }

    // Error from a record given on the command line, or a file that could not be opened: over the
    // foot of the page, leaving the cards their room.
    HomeError {
        page: page
        z: 2
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.gapLarge }
        width: Math.min(implicitWidth, parent.width - 2 * Theme.gapLarge, Theme.px(900))
    }
}

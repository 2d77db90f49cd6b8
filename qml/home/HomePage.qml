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
    // screen), and the page's name says where one is (issue 19).
    Accessible.role: Accessible.Pane
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

    Shortcut {
        sequence: "F1"
        enabled: page.StackView.status === StackView.Active
        onActivated: page.rulesRequested(GameRegistry.firstGame)
    }

    // Every unfinished game, newest first, each to continue or forget (the strip shows two).
    Popup {
        id: allSaved
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
                dialog.Accessible.name = qsTr("Unfinished games")
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
                text: qsTr("Unfinished games")
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
                ScrollBar.vertical: ScrollBar {}
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Unfinished games")
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
                                text: listedGame.title + (listedGame.round > 1 ? " · " + qsTr("round %1").arg(listedGame.round) : "")
                                font.pixelSize: Theme.fontBody
                                font.bold: true
                                color: Theme.ink
                            }
                            Text {
                                textFormat: Text.PlainText
                                width: parent.width
                                elide: Text.ElideRight
                                text: qsTr("%1 · %2").arg(listedGame.players).arg(listedGame.lastPlayedText)
                                font.pixelSize: Theme.fontSmall
                                color: Theme.inkSoft
                            }
                        }
                        TButton {
                            objectName: "continueButton"
                            tone: "primary"
                            text: qsTr("Continue")
                            onClicked: page.resumeFromList(listedGame.game, listedGame.path)
                        }
                        ForgetButton {
                            id: listedForget
                            onForget: saved.remove(listedGame.path)
                        }
                    }
                    Accessible.role: Accessible.ListItem
                    Accessible.name: qsTr("%1 with %2, last played %3").arg(listedGame.title).arg(listedGame.players).arg(listedGame.lastPlayedText)
                }
            }
            TButton {
                objectName: "allSavedClose"
                Layout.alignment: Qt.AlignRight
                text: qsTr("Close")
                onClicked: allSaved.close()
            }
        }
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
        Row {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.px(16)
            spacing: Theme.gapLarge
            Image {
                source: Theme.art("tidepool-icon")
                width: Theme.px(96); height: width
                sourceSize: Qt.size(width * 2, height * 2)
                anchors.verticalCenter: parent.verticalCenter
            }
            Column {
                anchors.verticalCenter: parent.verticalCenter
                spacing: Theme.px(2)
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Tidepool")
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.px(64)
                    font.bold: true
                    color: Theme.cream
                    style: Text.Raised
                    styleColor: "#6B3A1A"
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Family games around one screen")
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.fontLarge
                    color: Theme.sand
                }
            }
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
        Flow {
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
                text: qsTr("Continue:")
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
                                text: savedGame.title + (savedGame.round > 1 ? " · " + qsTr("round %1").arg(savedGame.round) : "")
                                font.pixelSize: Theme.fontBody
                                font.bold: true
                                color: Theme.ink
                            }
                            Text {
                                textFormat: Text.PlainText
                                // Many or long names end in "…" rather than widen the strip.
                                width: Math.min(implicitWidth, Theme.px(340))
                                elide: Text.ElideRight
                                text: qsTr("%1 · %2").arg(savedGame.players).arg(savedGame.lastPlayedText)
                                font.pixelSize: Theme.fontSmall
                                color: Theme.inkSoft
                            }
                        }
                        TButton {
                            objectName: "continueButton"
                            tone: "primary"
                            text: qsTr("Continue")
                            onClicked: page.resumeRequested(savedGame.game, savedGame.path)
                        }
                        ForgetButton {
                            onForget: saved.remove(savedGame.path)
                        }
                    }
                    Accessible.role: Accessible.ListItem
                    Accessible.name: qsTr("%1 with %2, last played %3").arg(savedGame.title).arg(savedGame.players).arg(savedGame.lastPlayedText)
                }
            }
            TButton {
                objectName: "allSavedButton"
                visible: saved.count > page.stripLimit
                text: qsTr("All unfinished games (%1)…").arg(saved.count)
                onClicked: allSaved.open()
            }
            TButton {
                objectName: "rejoinButton"
                visible: page.onlineTable !== ""
                text: qsTr("Back to your online table %1").arg(page.onlineTable)
                Accessible.name: qsTr("Back to your online table %1: its game goes on").arg(page.onlineTable.split("").join(" "))
                onClicked: page.rejoinRequested(page.onlineTable)
            }
            TButton {
                objectName: "onlineButton"
                text: qsTr("Play online…")
                Accessible.name: qsTr("Play online: host a table or join one by its code")
                onClicked: page.onlineRequested()
            }
            TButton {
                objectName: "openButton"
                text: qsTr("Open a saved game…")
                onClicked: { openDialog.replay = false; openDialog.open() }
            }
            TButton {
                objectName: "replayButton"
                text: qsTr("Watch a replay…")
                onClicked: { openDialog.replay = true; openDialog.open() }
            }
        }

        // Error from a record given on the command line, or a file that could not be opened
        Rectangle {
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
                        text: qsTr("Watch anyway")
                        onClicked: page.secretReplayAnswered(true)
                    }
                    TButton {
                        objectName: "dontWatch"
                        tone: "primary"
                        text: qsTr("Cancel")
                        onClicked: page.secretReplayAnswered(false)
                    }
                }
            }
            Accessible.role: Accessible.AlertMessage
            Accessible.name: page.errorText
        }

        // An autosave that can't be read is named, never passed by in silence.
        Rectangle {
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
                    text: qsTr("An unfinished game can't be read: %1").arg(saved.damagedReason)
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
                        text: qsTr("Open what can be read")
                        onClicked: page.readableRequested(saved.damagedGame, saved.damagedPath)
                    }
                    TButton {
                        objectName: "removeDamaged"
                        text: qsTr("Remove it")
                        onClicked: saved.remove(saved.damagedPath)
                    }
                    TButton {
                        objectName: "ignoreDamaged"
                        text: qsTr("Not now")
                        onClicked: saved.ignoreDamaged(saved.damagedPath)
                    }
                }
            }
            Accessible.role: Accessible.AlertMessage
            Accessible.name: qsTr("An unfinished game can't be read: %1").arg(saved.damagedReason)
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
}

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import QtQuick.Dialogs
import Tidepool

// The home screen: the title and the three games as large cards on the table.
Item {
    id: page
    property string errorText: ""
    signal gameChosen(string name)
    /// The rules reference, opened at a game's rules.
    signal rulesRequested(string name)
    /// "Learn to play": the game's guided first game.
    signal learnRequested(string name)
    /// Continue an autosaved game.
    signal resumeRequested(string game, string path)
    /// Open a record file (a file: URL), to play on or to watch as a replay.
    signal openRequested(string url, bool replay)
    /// Language, animation speed, learning mode for new games, computer pace.
    signal settingsRequested()

    GamesModel { id: games }
    SavedGamesModel { id: saved }
    // Autosaves change while a game is played: read them again whenever home is shown.
    onVisibleChanged: if (visible) saved.refresh()

    FileDialog {
        id: openDialog
        objectName: "openDialog"
        property bool replay: false
        title: replay ? qsTr("Watch a replay") : qsTr("Open a saved game")
        nameFilters: [qsTr("Tidepool games (*.tidepool.json)"), qsTr("All files (*)")]
        onAccepted: page.openRequested(selectedFile.toString(), replay)
    }

    Shortcut {
        sequence: "F1"
        enabled: page.StackView.status === StackView.Active
        onActivated: page.rulesRequested("ribbit")
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
                    text: qsTr("Tidepool")
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.px(64)
                    font.bold: true
                    color: Theme.cream
                    style: Text.Raised
                    styleColor: "#6B3A1A"
                    Accessible.role: Accessible.Heading
                }
                Text {
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
                model: games
                delegate: GameCard {
                    objectName: "gameCard-" + name
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    onChosen: page.gameChosen(name)
                    onRulesChosen: page.rulesRequested(name)
                    onLearnRequested: page.learnRequested(name)
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
                    visible: index < 2
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
                                text: savedGame.title + (savedGame.round > 1 ? " · " + qsTr("round %1").arg(savedGame.round) : "")
                                font.pixelSize: Theme.fontBody
                                font.bold: true
                                color: Theme.ink
                            }
                            Text {
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
                        TButton {
                            text: "✕"
                            Accessible.name: qsTr("Forget this game")
                            onClicked: saved.remove(savedGame.path)
                        }
                    }
                    Accessible.role: Accessible.ListItem
                    Accessible.name: qsTr("%1 with %2, last played %3").arg(savedGame.title).arg(savedGame.players).arg(savedGame.lastPlayedText)
                }
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

        // Error from a record given on the command line
        Rectangle {
            visible: page.errorText !== ""
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: Theme.px(900)
            implicitWidth: errorLabel.implicitWidth + Theme.px(40)
            implicitHeight: errorLabel.implicitHeight + Theme.px(20)
            radius: Theme.radius
            color: "#E6B5432F"
            border.color: "#FFD0C0"
            Text {
                id: errorLabel
                anchors.centerIn: parent
                width: Math.min(implicitWidth, Theme.px(860))
                wrapMode: Text.Wrap
                text: page.errorText
                color: "#FFFFFF"
                font.pixelSize: Theme.fontBody
            }
            Accessible.role: Accessible.AlertMessage
            Accessible.name: page.errorText
        }

        Text {
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: Theme.px(4)
            text: qsTr("One screen, many players: pass it round and keep your cards secret")
            color: "#C8E6CB93"
            font.pixelSize: Theme.fontSmall
        }
    }
}

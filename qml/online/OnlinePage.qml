import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// Home → Play online: host a table (the game, its rule set with the New game page's option rows,
// the seats: people at other screens or at this one, computers) or join one by its code. Your name
// and the server are Settings' (the name can be typed here too). Bound to an OnlineLobby; when the
// server has seated this screen at a table, joinedTable() asks for the lobby.
// Keyboard: Tab walks Host, the game, the seats, the rules, then the name, the code and Join;
// Enter in the code joins; Escape goes home.
FocusScope {
    id: page
    // A focus scope, named: the keyboard goes straight to the control the page keeps it on when the
    // page is shown (a bare page gave a screen reader a nameless "layered pane" at each change of
    // screen), and the page's name says where one is (issue 19). A section, not a pane: Orca
    // reads a focused pane whole, every label under it (issue 43: a table's 20 face-down slots,
    // the whole rules), and a section by its name ("Ripple table section").
    Accessible.role: Accessible.Section
    Accessible.name: qsTr("Play online")
    objectName: "onlinePage"
    property OnlineLobby lobby
    signal back()
    signal settingsRequested()
    /// The server seated this screen at a table: show the lobby.
    signal joinedTable()

    /// The game and rule set the host form starts with (an online game's "New online table"):
    /// a game's name and its options as a record holds them ({"variant": "advanced"}); "" for the
    /// first game and its defaults.
    property string hostGame: ""
    property var hostOptions: ({})
    /// Home's "Back to your online table": the code of the table to join again at once ("" none).
    property string rejoinCode: ""
    /// The table this screen was at and may go back to (its seat token is kept: a game that goes on,
    /// after a crash or a lost link): the join panel's code starts with it ("" none).
    property string yourTable: rejoinCode !== "" ? rejoinCode : AppSettings.unfinishedOnlineTable()

    // The rule set of the table to host: the same options (and rows) as the New game page's.
    NewGameSetup { id: hostSetup }
    Component.onCompleted: {
        if (hostGame !== "") {
            hostSetup.setGame(hostGame)
            for (const key in hostOptions)
                hostSetup.setOption(key, String(hostOptions[key]))
        }
        if (lobby) {
            lobby.setup = hostSetup
            lobby.leave() // a fresh start: no table left over from an earlier visit
            if (rejoinCode !== "")
                lobby.join(rejoinCode) // Home's "Back to your online table": the kept seat token brings the seats back
        }
    }
    Connections {
        target: page.lobby
        function onStatusChanged() {
            if (page.lobby.status === OnlineLobby.Waiting || page.lobby.status === OnlineLobby.Playing)
                page.joinedTable()
        }
    }

    // The keyboard starts on Host (the default button); with a name typed before, on the code.
    StackView.onActivated: Qt.callLater(() => hostButton.forceActiveFocus(Qt.TabFocusReason))
    Shortcut {
        sequence: "Esc"
        enabled: page.StackView.status === StackView.Active
        onActivated: page.back()
    }

    TableBackground { anchors.fill: parent }

    Item {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Theme.px(72)
        TButton {
            objectName: "onlineBack"
            anchors { left: parent.left; leftMargin: Theme.gapLarge; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: qsTr("‹  Home")
            onClicked: page.back()
        }
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: qsTr("Play online")
            font.family: Theme.displayFont
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: Theme.cream
            style: Text.Raised
            styleColor: "#6B3A1A"
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
    }

    RowLayout {
        id: panels
        anchors { left: parent.left; right: parent.right; top: header.bottom; bottom: parent.bottom
                  leftMargin: Theme.gapLarge; rightMargin: Theme.gapLarge; bottomMargin: Theme.gapLarge }
        spacing: Theme.gapLarge

        // Host a table
        PaperPanel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 13
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.px(18)
                spacing: Theme.px(8)
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.gap
                    SectionTitle {
                        Layout.fillWidth: true
                        text: qsTr("Host a table")
                        detail: ""
                    }
                    TButton {
                        id: hostButton
                        objectName: "hostButton"
                        tone: "primary"
                        text: qsTr("Host")
                        Accessible.name: enabled ? qsTr("Host a table of %1").arg(hostSetup.title)
                                                 : qsTr("Host a table (not available now)")
                        enabled: page.lobby !== null && page.lobby.hostProblem === "" && page.lobby.status !== OnlineLobby.Connecting
                        onClicked: page.lobby.host()
                    }
                }
                Text {
                    objectName: "hostProblem"
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: page.lobby ? page.lobby.hostProblem : ""
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontSmall
                    color: Theme.danger
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
                // The game: above the seats and rules that scroll, never scrolled half under the
                // heading with them (issue 44).
                Segmented {
                    id: gameChoice
                    objectName: "gameChoice"
                    Layout.maximumWidth: parent.width
                    Accessible.name: qsTr("Game")
                    values: GameRegistry.games.map(g => g.name)
                    labels: GameRegistry.games.map(g => g.title)
                    current: hostSetup.game
                    onChosen: (v) => hostSetup.setGame(v)
                }
                Flickable {
                    id: hostFlick
                    objectName: "hostFlick"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    contentHeight: hostCol.implicitHeight
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar { Accessible.name: qsTr("Scroll the seats"); policy: hostFlick.contentHeight > hostFlick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                    Column {
                        id: hostCol
                        width: hostFlick.width - Theme.px(12)
                        spacing: Theme.px(6)
                        SectionTitle {
                            text: qsTr("Seats")
                            detail: qsTr("%1 to %2 at the table").arg(hostSetup.minPlayers).arg(hostSetup.maxPlayers)
                            topPad: Theme.px(8)
                        }
                        Repeater {
                            id: hostSeats
                            model: page.lobby ? page.lobby.hostSeats : null
                            delegate: HostSeatRow {
                                lobby: page.lobby
                                canRemove: hostSeats.count > hostSetup.minPlayers
                                onRemovedByKeyboard: Qt.callLater(() => addSeat.forceActiveFocus(Qt.TabFocusReason))
                            }
                        }
                        TButton {
                            id: addSeat
                            objectName: "addHostSeat"
                            visible: hostSeats.count < hostSetup.maxPlayers
                            text: qsTr("+  Add a seat")
                            onClicked: page.lobby.addHostSeat()
                        }
                        SectionTitle { text: qsTr("Rules"); topPad: Theme.px(10) }
                        Repeater {
                            model: hostSetup.options
                            delegate: OptionRow { setup: hostSetup }
                        }
                        Item { width: 1; height: Theme.px(6) }
                        TButton {
                            text: qsTr("Reset rules to defaults")
                            onClicked: hostSetup.resetOptions()
                        }
                    }
                }
            }
        }

        // Join a table, your name, the server
        JoinTablePanel { page: page }
    }

    // Why the last host or join did not work (no table with that code, a full table...).
    Rectangle {
        objectName: "onlineError"
        visible: page.lobby !== null && page.lobby.errorText !== ""
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(30) }
        width: Math.min(parent.width - 2 * Theme.gapLarge, errorLabel.implicitWidth + Theme.px(40))
        height: errorLabel.implicitHeight + Theme.px(20)
        radius: Theme.radius
        color: "#F2B5432F"
        border.color: "#FFD0C0"
        z: 5
        Text {
            id: errorLabel
            anchors.centerIn: parent
            width: Math.min(implicitWidth, parent.parent.width - 2 * Theme.gapLarge - Theme.px(40))
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            text: page.lobby ? page.lobby.errorText : ""
            color: "#FFFFFF"
            font.pixelSize: Theme.fontBody
        }
        Accessible.role: Accessible.AlertMessage
        Accessible.name: errorLabel.text
    }
    // Say a new problem through the page's announcer.
    Announcer { id: announcer }
    Connections {
        target: page.lobby
        function onErrorTextChanged() { announcer.say(page.lobby.errorText) }
    }

    // Connecting, or the server unreachable (with the way home).
    // (Near the bottom, over the panels' ends: Host and the code stay in view.)
    ConnectionBanner {
        id: banner
        lobby: page.lobby
        topMargin: page.height - banner.height - Theme.px(30)
        onRejoinRequested: (code) => page.lobby.join(code)
        onHomeRequested: { page.lobby.leave(); page.back() }
    }
}

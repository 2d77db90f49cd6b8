import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// The lobby of an online table: its code, big, to share (copyable), the seats filling (names, who
// is connected, computers), the state in words, Start for the host once every person's seat is
// taken, and Leave. When the game starts, Main.qml hands the table to the game's page
// (OnlineLobby.tableStarted, playOn()).
// Keyboard: the keyboard starts on Copy (on Start once the host can start); Tab walks the seats;
// Escape leaves the table.
FocusScope {
    id: page
    // A focus scope, named: the keyboard goes straight to the control the page keeps it on when the
    // page is shown (a bare page gave a screen reader a nameless "layered pane" at each change of
    // screen), and the page's name says where one is (issue 19). A section, not a pane: Orca
    // reads a focused pane whole, every label under it (issue 43: a table's 20 face-down slots,
    // the whole rules), and a section by its name ("Ripple table section").
    Accessible.role: Accessible.Section
    Accessible.name: page.lobby && page.lobby.gameTitle !== "" ? qsTr("Online table · %1").arg(page.lobby.gameTitle) : qsTr("Online table")
    objectName: "lobbyPage"
    property OnlineLobby lobby
    /// Leave the table (and go home).
    signal leaveRequested()
    /// The banner's "Join table K7QF3A again": the table was lost under this screen.
    signal rejoinRequested(string code)

    StackView.onActivated: Qt.callLater(() => (startButton.visible && startButton.enabled ? startButton : copyButton).forceActiveFocus(Qt.TabFocusReason))
    Shortcut {
        sequence: "Esc"
        enabled: page.StackView.status === StackView.Active
        onActivated: page.leaveRequested()
    }

    // Every new state is said (the seats filling, everyone here, a start refused).
    Announcer { id: announcer }
    /// Says `text` through the page's announcer (the connection banner uses it too).
    function say(text) { announcer.say(text) }
    Connections {
        target: page.lobby
        function onStatusTextChanged() {
            // (The banner says connection trouble and lost players; the countdown is not repeated.)
            if (page.lobby.status === OnlineLobby.Waiting && page.lobby.bannerText === "")
                announcer.say(page.lobby.statusText)
        }
        function onErrorTextChanged() { announcer.say(page.lobby.errorText) }
        // The host can start: the keyboard goes to Start.
        function onCanStartChanged() {
            if (page.lobby.canStart && page.StackView.status === StackView.Active)
                startButton.forceActiveFocus(Qt.TabFocusReason)
        }
    }

    TableBackground { anchors.fill: parent }

    Item {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Theme.px(72)
        TButton {
            objectName: "leaveButton"
            anchors { left: parent.left; leftMargin: Theme.gapLarge; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: qsTr("‹  Leave the table")
            onClicked: page.leaveRequested()
        }
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: page.lobby && page.lobby.gameTitle !== "" ? qsTr("Online table · %1").arg(page.lobby.gameTitle) : qsTr("Online table")
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
        anchors { left: parent.left; right: parent.right; top: header.bottom; bottom: footer.top
                  leftMargin: Theme.gapLarge; rightMargin: Theme.gapLarge; bottomMargin: Theme.gap }
        spacing: Theme.gapLarge

        // The code to share
        PaperPanel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 9
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.px(22)
                spacing: Theme.px(10)
                SectionTitle { Layout.fillWidth: true; text: qsTr("Share this code") }
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: qsTr("Friends choose Play online, then Join, and type it.")
                    font.pixelSize: Theme.fontBody
                    color: Theme.inkSoft
                }
                Item { Layout.fillHeight: true; Layout.maximumHeight: Theme.px(30) }
                // Big, and selectable (a reader can copy it by hand too).
                TextEdit {
                    id: codeText
                    objectName: "lobbyCode"
                    Layout.alignment: Qt.AlignHCenter
                    readOnly: true
                    selectByMouse: true
                    textFormat: TextEdit.PlainText
                    text: page.lobby ? page.lobby.code : ""
                    font.family: Theme.displayFont
                    font.pixelSize: Math.min(Theme.px(96), page.width / 12)
                    font.bold: true
                    font.letterSpacing: Theme.px(8)
                    color: Theme.teal
                    activeFocusOnTab: false
                    Accessible.role: Accessible.StaticText
                    //: The table's code for a screen reader, letter by letter: "Table code: K 7 Q F 3 A".
                    Accessible.name: qsTr("Table code: %1").arg(text.split("").join(" "))
                }
                TButton {
                    id: copyButton
                    objectName: "copyCode"
                    Layout.alignment: Qt.AlignHCenter
                    text: copied.running ? qsTr("Copied") : qsTr("Copy the code")
                    Accessible.name: qsTr("Copy the code %1").arg(codeText.text)
                    onClicked: { page.lobby.copyCode(); copied.restart(); announcer.say(qsTr("Code copied")) }
                    Timer { id: copied; interval: 2000 }
                }
                Item { Layout.fillHeight: true }
                // The rule set, for the guests too (they chose only the code).
                Text {
                    objectName: "lobbyRules"
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    visible: text !== ""
                    text: page.lobby ? page.lobby.rulesText : ""
                    font.pixelSize: Theme.fontBody
                    color: Theme.inkSoft
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                Text {
                    objectName: "serverLine"
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: page.lobby ? qsTr("Server: %1").arg(page.lobby.server) : ""
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkFaint
                }
            }
        }

        // The seats
        PaperPanel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 10
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.px(22)
                spacing: Theme.px(8)
                SectionTitle {
                    Layout.fillWidth: true
                    text: qsTr("Seats")
                    detail: page.lobby && page.lobby.freeSeats > 0 ? qsTr("%1 free").arg(page.lobby.freeSeats) : qsTr("all taken")
                }
                ListView {
                    id: seatList
                    objectName: "lobbySeats"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: Theme.px(8)
                    model: page.lobby ? page.lobby.seats : null
                    boundsBehavior: Flickable.StopAtBounds
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Seats")
                    delegate: OnlineSeatRow { width: seatList.width }
                }
            }
        }
    }

    // The state in words, and Start for the host
    Rectangle {
        id: footer
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: Theme.px(84)
        gradient: Gradient {
            GradientStop { position: 0; color: "#00000000" }
            GradientStop { position: 0.35; color: "#66140A04" }
            GradientStop { position: 1; color: "#AA140A04" }
        }
        RowLayout {
            anchors { fill: parent; leftMargin: Theme.gapLarge; rightMargin: Theme.gapLarge; topMargin: Theme.px(14) }
            spacing: Theme.gap
            Text {
                objectName: "lobbyStatus"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: page.lobby ? (page.lobby.errorText !== "" ? page.lobby.errorText : page.lobby.statusText) : ""
                color: Theme.cream
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            TButton {
                id: startButton
                objectName: "lobbyStart"
                visible: page.lobby !== null && page.lobby.isHost
                Layout.minimumWidth: implicitWidth
                tone: "primary"
                big: true
                text: qsTr("Start the game")
                enabled: page.lobby !== null && page.lobby.canStart
                onClicked: page.lobby.start()
            }
        }
    }

    // (Above the footer: the code and the seats stay in view.)
    ConnectionBanner {
        id: banner
        lobby: page.lobby
        page: page
        topMargin: page.height - banner.height - footer.height - Theme.gap
        onHomeRequested: page.leaveRequested()
        onRejoinRequested: (code) => page.rejoinRequested(code)
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// The new-game screen: the players (names, human or computer, who starts, colours) and the
// rule-set options, bound to a NewGameSetup. Start is enabled once the engine has no objection.
FocusScope {
    id: page
    // A focus scope, named: the keyboard goes straight to the control the page keeps it on when the
    // page is shown (a bare page gave a screen reader a nameless "layered pane" at each change of
    // screen), and the page's name says where one is (issue 19). A section, not a pane: Orca
    // reads a focused pane whole, every label under it (issue 43: a table's 20 face-down slots,
    // the whole rules), and a section by its name ("Ripple table section").
    Accessible.role: Accessible.Section
    Accessible.name: page.setup ? qsTr("New game of %1").arg(page.setup.title) : ""
    // After a seat is removed by keyboard (its row is gone): "Add a player" takes the keyboard.
    function focusAddSeat() { addSeatButton.forceActiveFocus(Qt.TabFocusReason) }
    property NewGameSetup setup
    property GameSession game
    property string startError: ""
    /// The game's registry entry (GameRegistry): its words for learning mode and for Start.
    readonly property var entry: (page.setup && GameRegistry.byName[page.setup.game]) || ({})
    signal back()
    signal started()

    /// Says what Add and Remove did (a screen reader heard nothing: issue 19).
    Announcer { id: announcer }
    /// "Add a player": the new seat is said with the count; when the table is full (Add is gone),
    /// the keyboard goes to the new player's name.
    function addSeat() {
        if (!setup)
            return
        setup.addSeat()
        const added = seatRepeater.itemAt(seatRepeater.count - 1)
        if (!added)
            return
        announcer.say(qsTr("%1 added: %n player(s) at the table.", "", seatRepeater.count).arg(added.name))
        if (!addSeatButton.visible)
            added.focusName()
    }

    /// A seat's Remove: the seat goes and that is said with the count left.
    function removeSeat(index, who) {
        if (!setup)
            return
        const before = seatRepeater.count
        setup.removeSeat(index)
        if (seatRepeater.count < before)
            announcer.say(qsTr("%1 removed: %n player(s) at the table.", "", seatRepeater.count).arg(who))
    }

    function startGame() {
        if (!setup || setup.problem !== "")
            return
        if (game.start(setup)) {
            startError = ""
            started()
        } else {
            startError = game.errorText
        }
    }

    // The default button: Enter starts at once, Tab walks the players and options from there.
    // Already while the page slides in (nothing is focused meanwhile otherwise), and again once in.
    StackView.onActivating: startButton.forceActiveFocus(Qt.TabFocusReason)
    StackView.onActivated: Qt.callLater(() => startButton.forceActiveFocus(Qt.TabFocusReason))

    Shortcut {
        sequence: "Esc"
        enabled: page.StackView.status === StackView.Active
        onActivated: page.back()
    }

    TableBackground { anchors.fill: parent }

    // Header
    Item {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Theme.px(72)
        TButton {
            anchors { left: parent.left; leftMargin: Theme.gapLarge; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: qsTr("‹  Games")
            onClicked: page.back()
        }
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: page.setup ? qsTr("New game of %1").arg(page.setup.title) : ""
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

        // Players
        PaperPanel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 11
            Flickable {
                id: seatFlick
                anchors.fill: parent
                anchors.margins: Theme.px(18)
                contentHeight: seatCol.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { Accessible.name: qsTr("Scroll the players"); policy: seatFlick.contentHeight > seatFlick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                Column {
                    id: seatCol
                    width: seatFlick.width - Theme.px(8)
                    spacing: Theme.px(4)
                    SectionTitle {
                        text: qsTr("Players")
                        detail: page.setup ? qsTr("%1 to %2 at the table").arg(page.setup.minPlayers).arg(page.setup.maxPlayers) : ""
                    }
                    Repeater {
                        id: seatRepeater
                        model: page.setup ? page.setup.seats : null
                        delegate: SeatRow {
                            setup: page.setup
                            seatCount: seatRepeater.count
                            // The seat's controls are gone: the keyboard goes to "Add a player".
                            onRemovedByKeyboard: Qt.callLater(page.focusAddSeat)
                            onRemoveRequested: (index, who) => page.removeSeat(index, who)
                        }
                    }
                    TButton {
                        id: addSeatButton
                        objectName: "addSeatButton"
                        visible: page.setup && seatRepeater.count < page.setup.maxPlayers
                        text: qsTr("+  Add a player")
                        onClicked: page.addSeat()
                    }
                    // What the computer's levels mean, in plain words (docs/ai.md).
                    Column {
                        objectName: "levelsHelp"
                        width: parent.width
                        topPadding: Theme.px(10)
                        spacing: Theme.px(4)
                        Repeater {
                            model: [
                                qsTr("Easy: makes a careless move now and then. Easy to beat, good for a first game."),
                                qsTr("Medium: thinks one move ahead and keeps an eye on what the others seem to be after."),
                                qsTr("Hard: tries out many ways the game could go before each move. Hard to beat.")
                            ]
                            delegate: Text {
                                required property string modelData
                                width: parent.width
                                textFormat: Text.PlainText
                                wrapMode: Text.Wrap
                                text: modelData
                                font.pixelSize: Theme.fontSmall
                                color: Theme.inkSoft
                            }
                        }
                    }
                }
            }
        }

        // Rules (and, in the room they leave, the game's picture)
        PaperPanel {
            id: rulesPanel
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 10
            // (The room under the rules: the picture shows when it would be at least 150 px tall.)
            readonly property real spare: height - Theme.px(36) - ruleCol.implicitHeight - Theme.gap
            GamePicture {
                id: gamePicture
                entry: page.entry
                visible: rulesPanel.spare >= Theme.px(150)
                anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.px(18) }
                height: Math.min(rulesPanel.spare, Theme.px(320))
            }
            Flickable {
                id: ruleFlick
                objectName: "rulesFlick"
                anchors { fill: parent; margins: Theme.px(18)
                          bottomMargin: gamePicture.visible ? gamePicture.height + Theme.px(18) + Theme.gap : Theme.px(18) }
                contentHeight: ruleCol.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { Accessible.name: qsTr("Scroll the rules"); policy: ruleFlick.contentHeight > ruleFlick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                Column {
                    id: ruleCol
                    width: ruleFlick.width - Theme.px(12)
                    spacing: 0
                    SectionTitle { text: qsTr("Learning mode") }
                    Item {
                        width: parent.width
                        height: learnRow.implicitHeight + Theme.px(16)
                        RowLayout {
                            id: learnRow
                            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
                            spacing: Theme.gap
                            Text {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                objectName: "learningText"
                                // "On" in each game's own words (its registry entry's learningOn).
                                text: !(page.setup && page.setup.learningMode)
                                      ? qsTr("Off: no hints. For players who know the game.")
                                      : page.entry.learningOn || ""
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.fontSmall
                                color: Theme.inkSoft
                            }
                            ToggleSwitch {
                                accessibleName: qsTr("Learning mode")
                                checked: page.setup ? page.setup.learningMode : true
                                onToggled: page.setup.setLearningMode(checked)
                            }
                        }
                    }
                    SectionTitle { text: qsTr("Rules"); topPad: Theme.px(14) }
                    Repeater {
                        model: page.setup ? page.setup.options : null
                        delegate: OptionRow { setup: page.setup }
                    }
                    Item { width: 1; height: Theme.px(8) }
                    TButton {
                        text: qsTr("Reset rules to defaults")
                        tone: "secondary"
                        onClicked: page.setup.resetOptions()
                    }
                }
            }
        }
    }

    // Footer: the problem (if any) and Start
    Rectangle {
        id: footer
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: Theme.px(84)
        gradient: Gradient {
            GradientStop { position: 0; color: "#00000000" }
            GradientStop { position: 0.35; color: "#66140A04" }
            GradientStop { position: 1; color: "#AA140A04" }
        }
        // One layout sizes the badge, the message and Start: no width here is bound to the size of
        // what it sits in (a Row whose text was `parent.width - 40` grew by a pixel per pass at
        // some scales while the message was hidden, and the page never finished its layout).
        RowLayout {
            id: footerRow
            readonly property string message: page.setup && page.setup.problem !== "" ? page.setup.problem : page.startError
            anchors { fill: parent; leftMargin: Theme.gapLarge; rightMargin: Theme.gapLarge; topMargin: Theme.px(14) }
            spacing: Theme.gap
            Rectangle {
                visible: footerRow.message !== ""
                Layout.preferredWidth: Theme.px(28)
                Layout.preferredHeight: Theme.px(28)
                radius: width / 2
                color: Theme.gold
                Text { textFormat: Text.PlainText; anchors.centerIn: parent; text: "!"; font.bold: true; font.pixelSize: Theme.fontBody; color: Theme.ink }
            }
            Text {
                objectName: "setupProblem"
                textFormat: Text.PlainText
                visible: footerRow.message !== ""
                Layout.fillWidth: true
                text: footerRow.message
                color: Theme.cream
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            Item { Layout.fillWidth: true; visible: footerRow.message === "" }
            TButton {
                id: startButton
                Layout.leftMargin: Theme.gapLarge - Theme.gap
                Layout.minimumWidth: implicitWidth // the message gives way, never Start
                objectName: "startButton"
                tone: "primary"
                big: true
                // In the game's words ("Start the race"; its registry entry's startLabel).
                text: page.entry.startLabel || ""
                enabled: page.setup && page.setup.problem === ""
                onClicked: page.startGame()
            }
        }
    }
}

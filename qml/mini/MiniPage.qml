import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Tidepool

// The Turtle Race Mini table: players along the top, the row of tiles with the lettuce places in
// the middle, the viewer's secret colour, hand, draw pile and last card along the bottom; log,
// menu, the between-races screen, handover and the final reveal on top.
Item {
    id: page
    objectName: "miniPage"
    property MiniGame game
    signal homeRequested()
    signal settingsRequested()
    /// The rules reference (the Rules button or F1).
    signal rulesRequested()

    property bool logOpen: false
    function toggleLog() {
        logSlide.enabled = true
        logOpen = !logOpen
    }
    property bool endHidden: false
    readonly property bool active: StackView.status === StackView.Active
    readonly property bool thinking: game && !game.finished && (game.busy || game.botToAct)
    readonly property bool canAct: game && game.viewerToAct && !game.handoverPending

    Connections {
        target: page.game
        function onNotice(text) { toast.show(text) }
        // Leaving a replay opened from a file: there is no game to go back to.
        function onReplayClosed() { page.homeRequested() }
        function onStateChanged() { if (!page.game.finished) page.endHidden = false }
    }

    // Computer turns, at a readable pace: each move lands (the animation), then stays in view with
    // its caption for the chosen pace before the next one.
    Timer {
        interval: Math.max(20, AppSettings.botDelay + AppSettings.animationDuration) // (a 0 ms Timer never fires)
        running: page.active && page.game && page.game.botToAct && !page.game.finished && !page.game.betweenRaces && !menu.opened
        repeat: true
        onTriggered: page.game.playBotMove()
    }

    // Keys: 1-5 select a card, Esc opens the menu; a play then waits for Enter (Done) or Backspace
    // (Take back), MoveConfirmBar; Enter, pressed afresh once the handover screen is up, confirms
    // the handover (HandoverOverlay).
    Repeater {
        model: 5
        Item {
            required property int index
            Shortcut {
                sequence: String(index + 1)
                enabled: page.active && page.canAct && !menu.opened
                onActivated: hand.choose(index)
            }
        }
    }
    // When it becomes the viewer's turn, the keyboard starts in the hand.
    onCanActChanged: if (canAct && active) Qt.callLater(() => hand.focusCard(0))
    onActiveChanged: if (canAct && active) Qt.callLater(() => hand.focusCard(0))
    Shortcut {
        sequences: ["Esc"]
        enabled: page.active
        onActivated: menu.opened ? menu.close() : menu.open()
    }

    Shortcut {
        sequence: "F1"
        enabled: page.active
        onActivated: page.rulesRequested()
    }

    TableBackground { anchors.fill: parent }

    // The seats' names, for the log (its rows name the seat by number).
    Repeater {
        id: seatNames
        property var names: []
        model: page.game ? page.game.seats : null
        delegate: Item { required property string name }
        function collect() {
            const n = []
            for (let i = 0; i < count; ++i) n.push(itemAt(i) ? itemAt(i).name : "")
            names = n
        }
        onItemAdded: Qt.callLater(collect)
        onItemRemoved: Qt.callLater(collect)
    }

    // ---------- Top bar: menu, players, log ----------
    Item {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Theme.px(70)
        Rectangle {
            anchors.fill: parent
            gradient: Gradient {
                GradientStop { position: 0; color: "#90140A04" }
                GradientStop { position: 1; color: "#00140A04" }
            }
        }
        TButton {
            id: menuButton
            anchors { left: parent.left; leftMargin: Theme.gap; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: qsTr("☰  Menu")
            onClicked: menu.open()
        }
        TButton {
            objectName: "rulesButton"
            anchors { left: menuButton.right; leftMargin: Theme.gapSmall; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: qsTr("?  Rules")
            Accessible.name: qsTr("Rules (F1)")
            onClicked: page.rulesRequested()
        }
        Row {
            id: seatRow
            anchors.centerIn: parent
            spacing: Theme.px(12)
            Repeater {
                model: page.game ? page.game.seats : null
                delegate: SeatChip {
                    thinking: page.thinking && isCurrent
                }
            }
        }
        TButton {
            anchors { right: parent.right; rightMargin: Theme.gap; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: page.logOpen ? qsTr("Hide log") : qsTr("Log")
            onClicked: page.toggleLog()
        }
    }

    // ---------- Status: whose turn and what to do ----------
    Item {
        id: status
        anchors { left: parent.left; right: parent.right; top: topBar.bottom }
        height: Theme.px(58)
        Rectangle {
            id: statusPill
            // A play waiting for Done: MoveConfirmBar says it here instead.
            visible: !(page.game && page.game.movePending)
            anchors.centerIn: parent
            width: Math.min(parent.width - Theme.px(40), statusRow.implicitWidth + Theme.px(40))
            height: Theme.px(46)
            radius: height / 2
            color: "#E6FBF3E2"
            border.color: Theme.paperEdge
            Row {
                id: statusRow
                anchors.centerIn: parent
                spacing: Theme.px(12)
                Text {
                    textFormat: Text.PlainText
                    anchors.verticalCenter: parent.verticalCenter
                    text: {
                        if (!page.game) return ""
                        if (page.game.finished) return page.game.resultText
                        if (page.thinking) return qsTr("%1 is thinking").arg(page.game.currentPlayerName)
                        return qsTr("%1's turn").arg(page.game.currentPlayerName)
                    }
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.ink
                }
                // Thinking dots
                Row {
                    visible: page.thinking
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: Theme.px(4)
                    Repeater {
                        model: 3
                        Rectangle {
                            id: dot
                            required property int index
                            width: Theme.px(8); height: width; radius: width / 2
                            color: Theme.teal
                            SequentialAnimation on opacity {
                                running: page.thinking
                                loops: Animation.Infinite
                                PauseAnimation { duration: dot.index * 150 }
                                NumberAnimation { from: 0.2; to: 1; duration: 300 }
                                NumberAnimation { from: 1; to: 0.2; duration: 300 }
                                PauseAnimation { duration: (2 - dot.index) * 150 }
                            }
                        }
                    }
                }
                Rectangle {
                    visible: promptText.text !== ""
                    width: 1; height: Theme.px(24); color: Theme.paperEdge
                    anchors.verticalCenter: parent.verticalCenter
                }
                Text {
                    id: promptText
                    anchors.verticalCenter: parent.verticalCenter
                    text: page.game && page.canAct ? page.game.prompt : ""
                    textFormat: Text.PlainText // the engine's words, never markup
                    font.pixelSize: Theme.fontBody + Theme.px(1)
                    color: Theme.tealDeep
                    elide: Text.ElideRight
                    width: Math.min(implicitWidth, page.width * 0.5)
                }
                TButton {
                    id: noTileButton
                    objectName: "playWithNoTileButton"
                    visible: page.game && page.game.selectedHasNoTile && page.canAct
                    anchors.verticalCenter: parent.verticalCenter
                    tone: "primary"
                    implicitHeight: Theme.px(34)
                    text: qsTr("Play it with no effect")
                    onClicked: page.game.playWithNoTile()
                }
            }
            Accessible.role: Accessible.StaticText
            Accessible.name: statusRow.children[0].text + ". " + promptText.text
        }
    }

    // ---------- The race: a row of tiles, no board ----------
    MiniRace {
        id: race
        objectName: "race"
        game: page.game
        anchors { left: parent.left; right: parent.right; top: status.bottom; bottom: bottomArea.top
                  leftMargin: Theme.px(16); rightMargin: Theme.px(16); bottomMargin: Theme.px(30) }
    }

    Toast {
        id: toast
        anchors.horizontalCenter: parent.horizontalCenter
        y: status.y + Theme.px(4)
    }

    // ---------- Bottom: secret turtle, hand, pile and last card ----------
    Item {
        id: bottomArea
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: Math.max(Theme.px(200), Math.min(page.height * 0.34, Theme.px(280)))

        Rectangle {
            anchors.fill: parent
            gradient: Gradient {
                GradientStop { position: 0; color: "#00140A04" }
                GradientStop { position: 0.3; color: "#60140A04" }
                GradientStop { position: 1; color: "#A0140A04" }
            }
        }

        MiniSecret {
            id: secret
            objectName: "secretCard"
            game: page.game
            anchors { left: parent.left; leftMargin: Theme.px(24); verticalCenter: parent.verticalCenter }
            width: Theme.px(130)
            height: Math.min(parent.height - Theme.px(20), Theme.px(180))
            visible: turtle !== ""
        }

        MiniHand {
            id: hand
            objectName: "hand"
            game: page.game
            onChosenByKey: {
                if (page.game.selectedHasNoTile)
                    noTileButton.forceActiveFocus(Qt.TabFocusReason)
                else
                    race.focusFirstTarget()
            }
            anchors { left: secret.right; right: pileArea.left; top: parent.top; bottom: parent.bottom
                      leftMargin: Theme.px(16); rightMargin: Theme.px(16) }
        }
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: hand
            visible: hand.count === 0
            width: hand.width * 0.8
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: !page.game ? ""
                : page.game.finished ? qsTr("The game is over.")
                : page.thinking ? qsTr("%1 is choosing a card…").arg(page.game.currentPlayerName)
                : qsTr("Cards are hidden until their owner is at the screen.")
            font.pixelSize: Theme.fontLarge
            font.italic: true
            color: "#D8E6CB93"
        }

        Row {
            id: pileArea
            anchors { right: parent.right; rightMargin: Theme.px(24); verticalCenter: parent.verticalCenter }
            spacing: Theme.px(16)
            readonly property real cardH: Math.min(bottomArea.height - Theme.px(70), Theme.px(150))

            // Draw pile
            Column {
                spacing: Theme.px(6)
                Item {
                    width: pileArea.cardH * 0.7; height: pileArea.cardH
                    Repeater {
                        model: page.game ? Math.min(3, Math.ceil(page.game.drawPileCount / 10)) : 0
                        Image {
                            required property int index
                            source: Theme.art("card-back")
                            width: parent.width; height: parent.height
                            x: -index * Theme.px(3); y: -index * Theme.px(3)
                            sourceSize: Theme.cardBackSize(width)
                        }
                    }
                    Rectangle {
                        anchors { right: parent.right; bottom: parent.bottom; margins: -Theme.px(8) }
                        width: Theme.px(38); height: width; radius: width / 2
                        color: Theme.paper
                        border.color: Theme.goldDeep
                        border.width: Theme.px(2)
                        Text {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: page.game ? page.game.drawPileCount : 0
                            font.pixelSize: Theme.fontBody; font.bold: true
                            color: Theme.ink
                        }
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Draw pile")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.sand
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Draw pile: %n card(s)", "", page.game ? page.game.drawPileCount : 0)
            }
            // Last card played
            Column {
                spacing: Theme.px(6)
                Item {
                    width: pileArea.cardH * 0.7; height: pileArea.cardH
                    Rectangle {
                        anchors.fill: parent
                        radius: width * 0.09
                        color: "transparent"
                        border.color: "#60E6CB93"
                        border.width: Theme.px(2)
                        visible: !lastCard.visible
                    }
                    MiniCard {
                        id: lastCard
                        anchors.fill: parent
                        visible: page.game !== null && page.game.lastCard !== ""
                        kind: page.game ? page.game.lastCardKind : ""
                        turtle: page.game ? page.game.lastCardColor : ""
                        steps: page.game ? page.game.lastCardSteps : 0
                        rotation: 4
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Last played")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.sand
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: page.game && page.game.lastCard !== "" ? qsTr("Last played: %1").arg(page.game.lastCardLabel) : qsTr("No card played yet")
            }
        }
    }

    // Done / Take back: the viewer's play waits for their word (Settings: "Confirm each move").
    MoveConfirmBar {
        game: page.game
        keysEnabled: page.active && !menu.opened
        // In place of the status line (hidden meanwhile): the board and the hand stay in view.
        anchors.centerIn: status
        z: 6
    }

    // What each move did, just above the hand.
    MoveCaption {
        game: page.game
        anchors { horizontalCenter: parent.horizontalCenter; bottom: bottomArea.top; bottomMargin: Theme.px(2) }
        maxWidth: page.width * 0.7
        z: 5
    }

    // ---------- Log (slides in from the right) ----------
    LogPanel {
        id: logPanel
        width: Math.min(Theme.px(340), page.width * 0.4)
        height: parent.height - topBar.height
        y: topBar.height
        x: page.logOpen ? page.width - width : page.width + Theme.px(20)
        visible: page.logOpen || slide.running
        // Slides only when opened or closed, never while the window is resized.
        Behavior on x {
            id: logSlide
            enabled: false
            NumberAnimation {
                id: slide
                duration: Theme.medium
                easing.type: Easing.OutCubic
                onRunningChanged: if (!running) logSlide.enabled = false
            }
        }
        logModel: page.game ? page.game.log : null
        seatNames: seatNames.names
        onCloseRequested: page.toggleLog()
        z: 50
    }

    // ---------- Between two races (advanced) ----------
    MiniBetweenRaces {
        id: betweenRaces
        anchors.fill: parent
        z: 110
        game: page.game
        visible: opacity > 0
        opacity: page.game && page.game.betweenRaces ? 1 : 0
        Behavior on opacity { NumberAnimation { duration: Theme.medium } }
    }

    // ---------- The final reveal ----------
    // Made when first needed, not before the first frame (docs/performance.md).
    Loader {
        id: endScreen
        anchors.fill: parent
        z: 80
        active: page.game && page.game.finished && !page.endHidden && !page.game.handoverPending && !page.game.replaying
        sourceComponent: MiniEnd {
            game: page.game
            onReplay: page.game.startReplay()
            onPlayAgain: page.game.playAgain()
            onHome: page.homeRequested()
            onViewBoard: page.endHidden = true
        }
    }
    TButton {
        z: 81
        visible: page.game && page.game.finished && page.endHidden && !page.game.replaying
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(24) }
        tone: "primary"
        big: true
        text: qsTr("Show the results")
        onClicked: page.endHidden = false
    }

    // ---------- Replay viewer ----------
    ReplayBar {
        z: 90
        game: page.game
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(16) }
    }

    // ---------- Hot seat handover (opaque) ----------
    HandoverOverlay {
        id: handover
        objectName: "handover"
        anchors.fill: parent
        z: 100
        playerName: page.game ? page.game.currentPlayerName : ""
        secretText: qsTr("Everyone else, please look away: %1's hand and secret colour card are next.").arg(playerName)
        pending: page.game !== null && page.game.handoverPending
        since: page.game ? page.game.sinceLastTurn : []
        // A computer's move is seen on the table (at the computer pace) before the screen covers it.
        holdBack: page.game && page.game.computerJustMoved ? AppSettings.botDelay + AppSettings.animationDuration : 0
        keysEnabled: page.active && !menu.opened && !(page.game && page.game.betweenRaces)
        onConfirmed: page.game.confirmHandover()
    }

    GameMenu {
        id: menu
        game: page.game
        learningMode: page.game ? page.game.learningMode : true
        onLearningToggled: (on) => page.game.setLearningMode(on)
        onHomeRequested: page.homeRequested()
        onSettingsRequested: page.settingsRequested()
        onRulesRequested: page.rulesRequested()
    }

    // Learning mode: "Suggest a move" (the Medium computer player's choice for the viewer).
    SuggestBar {
        id: suggestBar
        game: page.game
        anchors { horizontalCenter: parent.horizontalCenter; top: status.bottom }
        z: 5
    }

    // On the viewer's turn after several moves by others with no handover screen to list them
    // (one person with computers): every move since their last turn, until they choose a card.
    MoveRecap {
        game: page.game
        anchors.horizontalCenter: parent.horizontalCenter
        // Under the race's header (its badge and tray) and the suggestion.
        y: Math.max(race.y + race.headerH + Theme.gapSmall,
                    suggestBar.visible ? suggestBar.y + suggestBar.height + Theme.gapSmall : 0)
        maxHeight: Math.max(Theme.px(80), page.height * 0.28)
        suppressed: page.game !== null && page.game.selectedCard >= 0
        z: 6
    }
}

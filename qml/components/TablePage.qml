import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The frame of every game's table page (docs/architecture.md, "The views"): the top bar (Menu,
// Rules, the game's centre piece, its buttons and the Log), the status line (whose turn, the
// thinking dots, the prompt and the game's status buttons), the toasts, Done / Take back
// (MoveConfirmBar), the move caption, the log, the end screen's slot and "Show the results", the
// replay bar, the handover screen, the game menu, "Suggest a move", the recap of moves since the
// viewer's last turn, the computer pace and the keys Esc and F1. A game's page fills it: its board
// and hand are its children (laid under the overlays; `boardTop` is where the status line ends),
// its own screens over the table go in `overlays`, and it names its end screen (`endScreen`).
FocusScope {
    id: page
    // A focus scope, named: the keyboard goes straight to the control the page keeps it on when the
    // page is shown (a bare page gave a screen reader a nameless "layered pane" at each change of
    // screen), and the page's name says where one is (issue 19).
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("%1 table").arg(page.game && GameRegistry.byName[page.game.gameName] ? GameRegistry.byName[page.game.gameName].title : "")
    /// The game in play (a GameSession subclass); its page reads its own properties from it.
    property GameSession game
    signal homeRequested()
    signal settingsRequested()
    /// The rules reference (the Rules button or F1).
    signal rulesRequested()
    /// The end screen's "New online table" at an online table (GameSession.online): host another
    /// table of this game and rule set from Play online (the page's window does it).
    signal newOnlineTableRequested()

    /// The game's board and hand (the page's children): laid under the status line and overlays.
    default property alias content: board.data
    /// The game's own screens over the table (between races, the scoring of a round), above the
    /// handover screen.
    property alias overlays: overlayLayer.data
    /// Buttons at the end of the status line (shown while visible), e.g. "Discard this card".
    property alias statusButtons: statusButtonRow.data
    /// Buttons left of the Log button in the top bar.
    property alias topButtons: topButtonRow.data
    /// The top bar's centre piece; by default the seats (SeatChip, the one to play ringed).
    property Component topCenter: seatsComponent
    /// The end screen, bound to the game by the page that names it: an item with the signals
    /// replay, playAgain, home and viewBoard.
    property Component endScreen

    /// The line under the top bar that says whose turn it is (the game may say it its own way).
    property string turnText: {
        if (!page.game) return ""
        if (page.game.finished) return page.game.result.text
        if (page.thinking) return qsTr("%1 is thinking").arg(page.game.currentPlayerName)
        return qsTr("%1's turn").arg(page.game.currentPlayerName)
    }
    /// What the viewer is asked to do now (the game's prompt), after the turn.
    property string prompt: ""
    /// The prompt's widest share of the page.
    property real promptShare: 0.5

    property real topBarHeight: Theme.px(70)
    property real statusHeight: Theme.px(58)
    property real statusPadding: Theme.px(40)
    /// Where the board may begin: the bottom of the status line.
    readonly property real boardTop: status.y + status.height

    /// A screen of the game's own covers the table (between races, a round's scoring): computer
    /// turns wait, the handover screen takes no key and the end screen waits.
    property bool covered: false
    /// A guided game's bubble has the keyboard (its Next): the page's own Enter keys stand aside.
    property bool guideHasKeyboard: false
    /// Whether the turns pass behind a handover screen (a game with secrets; `handoverText` says
    /// what is hidden).
    property bool hasHandover: true
    property string handoverText: ""
    /// "Suggest a move" in the free corner under the Menu (stacked) rather than under the status.
    property bool suggestInCorner: false
    /// ... and its suggestion beside the button, in the band under the status line, rather than
    /// below it (the page keeps that band free: Ripple's seats reaching under the corner).
    property bool suggestBeside: false
    /// The top of the recap of moves since the viewer's last turn.
    property real recapTop: suggestBar.visible && (!suggestInCorner || suggestBeside)
                            ? suggestBar.y + suggestBar.height + Theme.gapSmall : boardTop
    /// The recap waits (e.g. while a card is chosen).
    property bool recapSuppressed: false
    /// The bottom edge of what is laid over the top of the page (an online table's connection
    /// banner sets it while it shows; 0 otherwise): the recap begins below it, never under it.
    property real overlayBottom: 0
    /// The move caption's gap to the bottom of the page, and its widest share of the page.
    property real captionBottomMargin: Theme.px(2)
    property real captionShare: 0.7
    property real captionZ: 5

    property bool logOpen: false
    function toggleLog() {
        logSlide.enabled = true
        logOpen = !logOpen
    }
    property bool endHidden: false
    property bool active: StackView.status === StackView.Active
    readonly property bool thinking: game && !game.finished && (game.computers.busy || game.computers.toAct)
    /// The viewer may act: their turn, no handover screen due, no game screen over the table
    /// (covered: Mini's between races, where 1-5 chose a card through the "Start race 2" screen), and
    /// the hand just revealed has settled (HandoverOverlay.settling: a second Enter just after the
    /// one that revealed acts on nothing; the keyboard goes into the hand after it).
    readonly property bool canAct: game && game.handover.viewerToAct && !game.handover.pending && !covered && !handoverSettling
    readonly property bool handoverSettling: handoverLoader.item !== null && handoverLoader.item.settling
    readonly property bool menuOpened: menu.opened
    /// The room the replay bar takes along the bottom while a game is replayed (0 otherwise): a
    /// game's hand row and bottom strip stand above it, never under it.
    readonly property real replayRoom: replayBar.visible ? replayBar.height + replayBar.anchors.bottomMargin + Theme.px(6) : 0
    readonly property alias suggestBar: suggestBar
    readonly property bool endShown: game && game.finished && !covered && !endHidden && !game.handover.pending && !game.replay.active
                                     && !finishBeat.running
    /// The finish-line moment: when a game ends at this table with animations on, the end screen
    /// waits a beat, so that the winning piece's moment (FinishMoment) is seen first. With
    /// animations off the end screen comes at once.
    readonly property bool finishMomentShown: finishBeat.running

    function showToast(text) { toast.show(text) }

    Timer {
        id: finishBeat
        interval: 1800
    }
    Connections {
        target: page.game
        function onFinishedChanged() {
            if (page.game.finished && page.visible && !page.game.replay.active && AppSettings.animationDuration > 0)
                finishBeat.restart()
            else
                finishBeat.stop()
        }
    }

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
        running: page.active && page.game !== null && page.game.computers.toAct && !page.game.finished && !page.covered && !menu.opened
        repeat: true
        onTriggered: page.game.playBotMove()
    }

    // Other players' moves at an online table come at the same pace (GameSession.computers.pace).
    Binding {
        target: page.game ? page.game.computers : null
        when: page.game !== null
        property: "pace"
        value: AppSettings.botDelay + AppSettings.animationDuration
    }

    // Keys: Esc opens the menu, F1 the rules; a play waits for Enter (Done) or Backspace (Take
    // back), MoveConfirmBar; Enter, pressed afresh once the handover screen is up, confirms the
    // handover (HandoverOverlay). Each game adds its own.
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
    // What's on the table (docs/accessibility.md): the whole position in one announcement.
    Shortcut {
        sequence: "T"
        enabled: page.active && !menu.opened && page.game !== null
        onActivated: page.sayTable()
    }
    /// Says what is on the table (GameSession.tableSummary) through the announcer.
    /// (The viewer's own view: secret, never said once the screen passes to someone else.)
    function sayTable() { announcer.say(page.game.tableSummary(), true) }
    /// Says `text` through the announcer (a game's own news: a round's scores); `secret`: for the
    /// person at the screen only (Announcer.forgetSecrets).
    function say(text, secret) { announcer.say(text, secret === true) }
    /// Says the news a move brought (a race's or a round's end) after that move's own sentence and
    /// before whose turn it is or the result (docs/accessibility.md, "What is announced"). `news`
    /// is a function giving the sentence ("" for nothing), asked once the move is kept (not while it
    /// waits for Done: taken back, there is no news) and the table has settled.
    function sayAfterMove(news) {
        page.pendingNews.push(news)
        speechTimer.restart()
    }

    /// Each seat's avatar colour (an index of Theme.seatTints): the one chosen on the New game page.
    readonly property var avatars: game ? AppSettings.avatarsFor(game.seats.names) : []

    TableBackground { anchors.fill: parent }

    /// The width the top bar's centre piece may take, centred: up to the Rules button on the left
    /// and the game's buttons and the Log on the right, with a gap to each. The seats shrink to it
    /// (SeatChip.maxWidth), so that they never run over a button.
    readonly property real topCenterRoom: Math.max(0, 2 * Math.min(topBar.width / 2 - (rulesButton.x + rulesButton.width),
                                                                   topRight.x - topBar.width / 2) - 2 * Theme.gap)

    Component {
        id: seatsComponent
        Row {
            id: seatRow
            objectName: "seatChips"
            spacing: Theme.px(seatRepeater.count >= 5 ? 8 : 12)
            Repeater {
                id: seatRepeater
                model: page.game ? page.game.seats : null
                delegate: SeatChip {
                    objectName: "seatChip" + index
                    thinking: page.thinking && isCurrent
                    tint: Theme.seatTints[page.avatars[index] !== undefined ? page.avatars[index] : index % 6]
                    // Every chip the same share of the room (less the glow ring's reach at each end).
                    maxWidth: (page.topCenterRoom - Theme.px(8) - (seatRepeater.count - 1) * seatRow.spacing)
                              / Math.max(1, seatRepeater.count)
                }
            }
        }
    }

    // ---------- Top bar: menu, rules, the game's centre piece, its buttons and the log ----------
    Item {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: page.topBarHeight
        Rectangle {
            anchors.fill: parent
            gradient: Gradient {
                GradientStop { position: 0; color: "#90140A04" }
                GradientStop { position: 1; color: "#00140A04" }
            }
        }
        TButton {
            id: menuButton
            objectName: "menuButton"
            anchors { left: parent.left; leftMargin: Theme.gap; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: qsTr("☰  Menu")
            onClicked: menu.open()
        }
        TButton {
            id: rulesButton
            objectName: "rulesButton"
            anchors { left: menuButton.right; leftMargin: Theme.gapSmall; verticalCenter: parent.verticalCenter }
            tone: "quiet"
            text: qsTr("?  Rules")
            Accessible.name: qsTr("Rules (F1)")
            onClicked: page.rulesRequested()
        }
        Loader {
            anchors.centerIn: parent
            sourceComponent: page.topCenter
        }
        Row {
            id: topRight
            anchors { right: parent.right; rightMargin: Theme.gap; verticalCenter: parent.verticalCenter }
            spacing: Theme.px(6)
            Row {
                id: topButtonRow
                spacing: Theme.px(6)
            }
            TButton {
                objectName: "logButton"
                tone: "quiet"
                text: page.logOpen ? qsTr("Hide log") : qsTr("Log")
                onClicked: page.toggleLog()
            }
        }
    }

    // ---------- Status: whose turn and what to do ----------
    Item {
        id: status
        anchors { left: parent.left; right: parent.right; top: topBar.bottom }
        height: page.statusHeight
        Rectangle {
            id: statusPill
            // A play waiting for Done: MoveConfirmBar says it here instead.
            visible: !(page.game && page.game.moves.pending)
            anchors.centerIn: parent
            width: Math.min(parent.width - Theme.px(40), statusRow.implicitWidth + page.statusPadding)
            height: Theme.px(46)
            radius: height / 2
            color: "#E6FBF3E2"
            border.color: Theme.paperEdge
            Row {
                id: statusRow
                anchors.centerIn: parent
                spacing: Theme.px(12)
                Text {
                    id: turnLine
                    textFormat: Text.PlainText
                    anchors.verticalCenter: parent.verticalCenter
                    text: page.turnText
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
                    objectName: "prompt"
                    anchors.verticalCenter: parent.verticalCenter
                    text: page.game && page.canAct ? page.prompt : ""
                    textFormat: Text.PlainText // the engine's words, never markup
                    font.pixelSize: Theme.fontBody + Theme.px(1)
                    color: Theme.tealDeep
                    elide: Text.ElideRight
                    width: Math.min(implicitWidth, page.width * page.promptShare)
                }
                // The game's buttons (a Row without a visible button has no width: it takes no room).
                Row {
                    id: statusButtonRow
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: Theme.px(12)
                }
            }
            Accessible.role: Accessible.StaticText
            // Named once the line has settled: as a turn begins the turn, the thinking dots and
            // the prompt change one after another within a few milliseconds, and a screen reader
            // says every change of the focused item's name ("Computer 2's turn", "Computer 2 is
            // thinking", …). The line shows each change at once; its name follows `settle` ms
            // after the last one.
            readonly property string sentence: Theme.sentences([turnLine.text, promptText.text])
            property string spokenName: sentence
            onSentenceChanged: settle.restart()
            Timer { id: settle; interval: 120; onTriggered: statusPill.spokenName = statusPill.sentence }
            Accessible.name: spokenName
            Accessible.focusable: true
            objectName: "statusLine"
        }
    }

    // ---------- The game's board and hand ----------
    Item {
        id: board
        anchors.fill: parent
    }

    // Just under the status line, never over it: whose turn it is and what to do stay readable.
    Toast {
        id: toast
        objectName: "noticeToast"
        anchors.horizontalCenter: parent.horizontalCenter
        y: status.y + status.height + Theme.px(4)
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
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: page.captionBottomMargin }
        maxWidth: page.width * page.captionShare
        z: page.captionZ
    }

    // ---------- The spoken game (docs/accessibility.md, "What is announced") ----------
    // Each move as the caption says it, then whose turn it is with what to do, or the result with
    // its reason; a turn behind a handover screen is announced by that screen's focus instead.
    Announcer { id: announcer }
    /// The move to announce: the caption's sentence ("" while a play waits for Done).
    readonly property string spokenMove: game && !game.moves.pending ? game.moves.lastText : ""
    /// Changes when the turn passes, a move is kept, a handover screen comes or goes, or the game ends.
    readonly property string turnKey: !game ? "" : [game.currentPlayer, game.actionCount, game.handover.pending,
                                                     game.finished, covered].join("|")
    /// The turn to announce: the result with its reason at the end; the status line's turn (as the
    /// game words it: "Ann's extra turn", "Ann opens the round") and what to do; "" when a
    /// computer is to play or a handover screen will say whose turn it is.
    function turnSentence() {
        if (!game || covered)
            return ""
        if (game.finished)
            return [game.result.text, game.result.reason, endScreenText()].filter(t => t !== "").join(" ")
        if (game.handover.pending || !canAct)
            return ""
        return prompt !== "" ? turnText + ": " + prompt : turnText
    }
    /// What the end screen shows beyond the result, in words (its spokenText(): the ranking, the
    /// secret colours); "" before it comes.
    function endScreenText() {
        return endLoader.item && typeof endLoader.item.spokenText === "function" ? endLoader.item.spokenText() : ""
    }
    property string pendingMove: ""
    property var pendingNews: []
    property string spokenTurnKey: ""
    /// The action count when the last move was said: a move is said once (a play taken back with
    /// Take back shows the move before it again, which was said already).
    property int spokenMoveCount: -1
    onSpokenMoveChanged: {
        if (spokenMove === "" || game.actionCount === spokenMoveCount)
            return
        spokenMoveCount = game.actionCount
        pendingMove = spokenMove
        speechTimer.restart()
    }
    // A play waiting for Done: its words and the count it would follow, to say it was taken back.
    property string previewText: ""
    property int previewCount: -1
    property bool previewEnded: false
    onTurnKeyChanged: speechTimer.restart()
    Connections {
        target: page.game
        // Take back: what was taken back, then whose turn it is now (never the move before it again,
        // which the log's last line has become).
        function onUndone(text) {
            page.pendingMove = text !== "" ? qsTr("Taken back: %1").arg(text) : ""
            page.spokenMoveCount = page.game.actionCount
            page.spokenTurnKey = "" // whose turn it is now, said again
            speechTimer.restart()
        }
        // Another game on this page (a new one, one opened, Play again): its moves are all new,
        // even one at a count said in the game before (its first move was not said).
        function onActionCountChanged() {
            if (page.game.actionCount < page.spokenMoveCount)
                page.spokenMoveCount = -1
        }
    }
    Connections {
        target: page.game ? page.game.moves : null
        function onPendingTextChanged() {
            if (page.game.moves.pendingText !== "")
                page.previewText = page.game.moves.pendingText
        }
        function onPendingChanged() {
            if (page.game.moves.pending) {
                page.previewCount = page.game.actionCount
                page.previewText = page.game.moves.pendingText
            } else {
                page.previewEnded = true
                speechTimer.restart()
            }
        }
    }
    Connections {
        target: page.game ? page.game.handover : null
        // The screen passes to someone else: a secret said for the one leaving it is not for them.
        function onPendingChanged() { if (page.game.handover.pending) announcer.forgetSecrets() }
    }
    // A move and the turn it passes on change together: one announcement says both, in order.
    Timer {
        id: speechTimer
        interval: 1
        onTriggered: {
            const parts = []
            // A play waiting for Done was taken back (Take back): said so, then whose turn it is.
            if (page.previewEnded && page.game && page.game.actionCount === page.previewCount && page.previewText !== "") {
                page.pendingMove = qsTr("Taken back: %1").arg(page.previewText)
                page.spokenTurnKey = ""
            }
            page.previewEnded = false
            if (page.pendingMove !== "")
                parts.push(page.pendingMove)
            page.pendingMove = ""
            if (!page.game || !page.game.moves.pending) {
                for (const news of page.pendingNews) {
                    const text = news()
                    if (text !== "")
                        parts.push(text)
                }
                page.pendingNews = []
            }
            if (page.turnKey !== page.spokenTurnKey) {
                page.spokenTurnKey = page.turnKey
                const turn = page.turnSentence()
                if (turn !== "")
                    parts.push(turn)
            }
            announcer.say(parts.join(" "))
        }
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
        seatNames: page.game ? page.game.seats.names : []
        avatars: page.avatars
        onCloseRequested: page.toggleLog()
        z: 50
    }

    // ---------- The end of the game ----------
    // Made when first needed, not before the first frame (docs/performance.md).
    Loader {
        id: endLoader
        anchors.fill: parent
        z: 80
        active: page.endShown
        sourceComponent: page.endScreen
        // The end screen takes the focus when it comes (its first control: named and in view,
        // never a turtle hidden under it), and Tab and Shift+Tab go round its controls only.
        // What it shows beyond the result, said after it (the ranking, the secret colours).
        // With the result when it is said (turnSentence()), or on its own when the result was said
        // before the screen came (the finish-line moment's beat, or Show the results).
        onLoaded: {
            page.settleFocus(false)
            if (page.spokenTurnKey === page.turnKey)
                page.say(page.endScreenText())
        }
    }
    // ---------- Who has the keyboard (docs/accessibility.md, "Focus") ----------
    // One place decides, whenever something that may own the keyboard comes or goes, in this order:
    // 1. the handover screen (it takes the focus itself once fully up: HandoverOverlay.wantsFocus);
    // 2. a guided game's bubble whose step waits for Next (the step is said first and Enter goes on;
    //    over an end screen or a round's scoring too: the step talks about them);
    // 3. the end screen, "Show the results", or the game's own screen over the table (`coverScreen`:
    //    a round's scoring, between races), whose controls keep Tab and Shift+Tab inside;
    // 4. the turn: when the viewer's turn begins (or the keyboard was on something gone), the item a
    //    guided step points at when it takes the keyboard, else where the game starts a turn
    //    (`turnFocusRequested`: the hand, Ripple's beach or draw pile).
    /// The guided game's control that has the keyboard while its step waits (its Next), or null.
    property Item guideFocusItem: null
    /// The item the guided game's step points at, or null.
    property Item guideTargetItem: null
    /// The game's own screen over the table when it is up (a round's scoring, between races), or null.
    property Item coverScreen: null
    /// The viewer's turn begins: the game's page puts the keyboard where a turn starts.
    signal turnFocusRequested()
    /// Whether the page is in view (a page outside a StackView, as in tests, always is).
    readonly property bool inView: active || StackView.view === null
    property bool turnFocusDue: true
    /// Asks for the keyboard's owner to be decided (after the current change settles); `turnBegins`:
    /// the viewer's turn (re)starts, so the turn's focus is due.
    function settleFocus(turnBegins) {
        if (turnBegins)
            turnFocusDue = true
        Qt.callLater(page.decideFocus)
    }
    readonly property Item focusedItem: Window.activeFocusItem
    // The focused control went away (Next gone, the recap closed, Discard pressed and hidden).
    readonly property bool focusGone: focusedItem !== null && !focusedItem.visible
    onFocusGoneChanged: if (focusGone) settleFocus(false)
    onCanActChanged: if (canAct) settleFocus(true)
    onActiveChanged: if (active) settleFocus(true)
    // The page is hidden or left (Back home, a new game, Settings over it): no notice stays in the
    // tree to be read later (docs/accessibility.md, "What is announced").
    onInViewChanged: if (!inView) announcer.forget()
    onCoveredChanged: settleFocus(!covered)
    onEndShownChanged: settleFocus(false)
    onGuideFocusItemChanged: settleFocus(false)
    onCoverScreenChanged: settleFocus(!coverScreen)
    onMenuOpenedChanged: if (!menuOpened) settleFocus(false)
    Connections {
        target: page.game
        function onCurrentPlayerChanged() { page.settleFocus(true) }
    }
    Connections {
        target: page.game ? page.game.handover : null
        function onPendingChanged() { page.settleFocus(false) }
    }
    Component.onCompleted: settleFocus(true)
    /// The screen whose controls keep Tab inside (the end screen, else the game's cover), or null.
    readonly property Item trapRoot: endLoader.item ? endLoader.item
                                     : coverScreen && coverScreen.visible ? coverScreen : null
    function decideFocus() {
        if (!page.inView || menu.opened || !page.game)
            return
        const current = page.Window.activeFocusItem
        if (page.game.handover.pending && !page.covered && handoverLoader.item) {
            handoverLoader.item.takeFocus()
            return
        }
        const guide = page.guideFocusItem
        if (guide && guide.visible) {
            if (current !== guide)
                guide.forceActiveFocus(Qt.OtherFocusReason)
            return
        }
        if (page.trapRoot) {
            focusTrap()
            return
        }
        if (showResults.visible) {
            if (current !== showResults)
                showResults.forceActiveFocus(Qt.TabFocusReason)
            return
        }
        // (Nothing, something hidden, or no control: the page, the StackView.)
        const lost = !current || !current.visible || !current.activeFocusOnTab
        if (page.canAct && (page.turnFocusDue || lost)) {
            page.turnFocusDue = false
            const target = page.guideTargetItem
            if (target && target.visible && target.activeFocusOnTab)
                target.forceActiveFocus(Qt.OtherFocusReason)
            else
                page.turnFocusRequested()
            return
        }
        // (While others play: the status line, named with whose turn it is, never the bare page.)
        if (lost)
            (statusPill.visible ? statusPill : page).forceActiveFocus(Qt.OtherFocusReason)
    }
    // (Shortcuts: Tab reaches them before the focus chain moves; a Keys handler on the loader never
    // saw it.) While a guided step waits for Next, Tab goes its ordinary way (to the bubble's Leave).
    Shortcut {
        sequences: ["Tab"]
        enabled: page.active && page.trapRoot !== null && !menu.opened && page.guideFocusItem === null
        onActivated: page.stepTrapFocus(true)
    }
    Shortcut {
        sequences: ["Backtab", "Shift+Tab"]
        enabled: page.active && page.trapRoot !== null && !menu.opened && page.guideFocusItem === null
        onActivated: page.stepTrapFocus(false)
    }
    function inTrap(item) {
        for (let p = item; p; p = p.parent)
            if (p === page.trapRoot)
                return true
        return false
    }
    /// The end screen's (or cover's) controls in Tab order.
    function trapControls() {
        const root = page.trapRoot
        const out = []
        if (!root)
            return out
        for (let item = root.nextItemInFocusChain(true); item && inTrap(item) && out.indexOf(item) < 0 && out.length < 50;
             item = item.nextItemInFocusChain(true))
            out.push(item)
        return out
    }
    function focusTrap() {
        const controls = trapControls()
        if (controls.length > 0 && !inTrap(page.Window.activeFocusItem))
            controls[0].forceActiveFocus(Qt.TabFocusReason)
    }
    function stepTrapFocus(forward) {
        const controls = trapControls()
        if (controls.length === 0)
            return
        const at = controls.indexOf(page.Window.activeFocusItem)
        const next = at < 0 ? 0 : (at + (forward ? 1 : controls.length - 1)) % controls.length
        controls[next].forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
    }
    Connections {
        target: endLoader.item
        ignoreUnknownSignals: true
        function onReplay() { page.game.startReplay() }
        // A new game on this page: nothing said in the game before stays in the tree. (At an online
        // table, a new table hosted from Play online: the page is left, which forgets too.)
        function onPlayAgain() {
            if (page.game.online) {
                page.newOnlineTableRequested()
                return
            }
            announcer.forget()
            page.game.playAgain()
        }
        function onHome() { page.homeRequested() }
        function onViewBoard() { page.endHidden = true }
    }
    TButton {
        id: showResults
        z: 81
        visible: page.game !== null && page.game.finished && page.endHidden && !page.covered && !page.game.replay.active
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(24) }
        tone: "primary"
        big: true
        text: qsTr("Show the results")
        onClicked: page.endHidden = false
        // "View the board" took the end screen and its focus away: the keyboard comes here.
        onVisibleChanged: page.settleFocus(false)
    }

    // ---------- Replay viewer ----------
    ReplayBar {
        id: replayBar
        z: 90
        width: Math.min(implicitWidth, page.width - Theme.px(24))
        game: page.game
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(16) }
    }

    // ---------- Hot seat handover (opaque) ----------
    // Made only for a game with secrets (GameSession::hasPrivateInformation).
    Loader {
        id: handoverLoader
        anchors.fill: parent
        z: 100
        active: page.hasHandover
        sourceComponent: HandoverOverlay {
            playerName: page.game ? page.game.currentPlayerName : ""
            secretText: page.handoverText
            pending: page.game !== null && page.game.handover.pending
            since: page.game ? page.game.handover.sinceLastTurn : []
            // A computer's move is seen on the table (at the computer pace) before the screen covers it.
            holdBack: page.game && page.game.computers.justMoved ? AppSettings.botDelay + AppSettings.animationDuration : 0
            keysEnabled: page.active && !menu.opened && !page.covered
            onConfirmed: page.game.confirmHandover()
        }
    }

    // ---------- The game's own screens over the table ----------
    Item {
        id: overlayLayer
        anchors.fill: parent
        z: 105
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
        stacked: page.suggestInCorner
        beside: page.suggestInCorner && page.suggestBeside
        anchors.top: status.bottom
        anchors.horizontalCenter: page.suggestInCorner ? undefined : parent.horizontalCenter
        anchors.left: page.suggestInCorner ? parent.left : undefined
        anchors.leftMargin: page.suggestInCorner ? Theme.px(12) : 0
        z: 5
        // Said as a secret (it tells the viewer's hand): never to the next person at the screen.
        onSuggested: (sentence) => {
            page.say(sentence, true)
            page.focusSuggestion()
        }
    }
    /// The keyboard goes to the next thing the suggestion leaves to choose (its card is chosen
    /// already: the suggested turtle or tile, "Discard this card"), so Enter plays it at once; else
    /// the game's page places it (suggestionFocusRequested).
    function focusSuggestion() {
        const target = page.findNamed(page, page.game.suggestionPointer())
        if (target && target.visible && target.enabled)
            target.forceActiveFocus(Qt.TabFocusReason)
        else
            page.suggestionFocusRequested()
    }
    /// The item in view named `name` (objectName) inside `item`, or null.
    function findNamed(item, name) {
        if (!item || name === "")
            return null
        if (item.objectName === name && item.visible)
            return item
        const kids = item.children
        for (let i = 0; i < kids.length; ++i) {
            const found = findNamed(kids[i], name)
            if (found)
                return found
        }
        return null
    }
    /// A suggestion came: the game's page moves the keyboard to what it suggests (the hand's card).
    signal suggestionFocusRequested()

    // On the viewer's turn after several moves by others with no handover screen to list them
    // (one person with computers): every move since their last turn, until they act.
    MoveRecap {
        game: page.game
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.max(page.recapTop, page.overlayBottom)
        maxHeight: Math.max(Theme.px(80), page.height * 0.28)
        suppressed: page.recapSuppressed
        z: 6
    }
}

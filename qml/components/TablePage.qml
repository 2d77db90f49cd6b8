import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The frame of every game's table page (docs/architecture.md, "The views"): the top bar (Menu,
// Rules, the game's centre piece, its buttons and the Log), the status line (whose turn, the
// thinking dots, the prompt and the game's status buttons), the toasts, Done / Take back
// (MoveConfirmBar), the move caption, the log, the end screen's slot and "Show the results", the
// replay bar, the handover screen, the game menu, "Suggest a move", the recap of moves since the
// viewer's last turn, the computer pace and the keys Esc and F1. A game's page fills it: its board
// and hand are its children (laid under the overlays; `boardTop` is where the board may begin),
// its own screens over the table go in `overlays`, and it names its end screen (`endScreen`).
// Its regions are components of components/table/: TableTopBar (with TableSeats), TableStatusLine,
// TableLog, TableScreens (the screens over the table), TableAnnouncements (the spoken game),
// TableKeyboard (who has the keyboard, the focus trap, Esc, F1, T) and TablePace.
FocusScope {
    id: page
    // A focus scope, named (issue 19; a bare page was a nameless "layered pane"); a section, which
    // Orca reads by its name, not a pane, read whole (issue 43: Ripple's 20 face-down slots).
    Accessible.role: Accessible.Section
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
    property alias overlays: screens.gameScreens
    /// Buttons at the end of the status line (shown while visible), e.g. "Discard this card".
    property alias statusButtons: status.buttons
    /// Buttons left of the Log button in the top bar.
    property alias topButtons: topBar.buttons
    /// The top bar's centre piece; by default the seats (SeatChip, the one to play ringed).
    property Component topCenter: topBar.seats
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
    /// Where the board may begin: below the status line and the band of messages (issue 44: a
    /// message never lies on the pieces it talks about).
    readonly property real boardTop: messageBand.height > 0 ? messageBand.y + messageBand.height + Theme.gapSmall
                                                              : Math.max(status.y + status.height, page.overlayBottom)

    /// A screen of the game's own covers the table (between races, a round's scoring): computer
    /// turns wait, the handover screen takes no key and the end screen waits.
    property bool covered: false
    /// A guided game's bubble has the keyboard (its Next): the page's own Enter keys stand aside.
    property bool guideHasKeyboard: false
    /// Whether the turns pass behind a handover screen (a game with secrets; `handoverText` says
    /// what is hidden).
    property bool hasHandover: true
    property string handoverText: ""
    /// The band of messages under the status line (TableMessages: "Suggest a move" and its
    /// suggestion, the recap of moves since the viewer's last turn): their own place, never over
    /// the board, which begins below it (`boardTop`).
    readonly property alias messages: messageBand
    /// The room a guided game's bubble takes (TutorialOverlay sets it): at the top of the band of
    /// messages, or over an end screen at the top of the page, the end screen below it.
    property real guideRoom: 0
    /// The end screen while it is up, else null.
    readonly property Item endScreenItem: screens.endScreenItem
    /// The bottom edge of what is laid over the top of the page (an online table's connection
    /// banner sets it while it shows; 0 otherwise): the band of messages, and so the board, begin below it.
    property real overlayBottom: 0
    /// The move caption's gap to the bottom of the page, and its widest share of the page.
    property real captionBottomMargin: Theme.px(2)
    property real captionShare: 0.7
    property real captionZ: 5
    /// The game shows its own news in the caption's place (Ripple's "an extra turn"): the caption waits.
    property bool captionCovered: false

    property bool logOpen: false
    function toggleLog() { logPanel.toggle() } // (TableLog: the keyboard goes in and comes back)
    property bool endHidden: false
    property bool active: StackView.status === StackView.Active
    readonly property bool thinking: game && !game.finished && (game.computers.busy || game.computers.toAct)
    /// The viewer may act: their turn, no handover screen due, no game screen over the table
    /// (covered: Mini's between races, where 1-5 chose a card through the "Start race 2" screen), and
    /// the hand just revealed has settled (HandoverOverlay.settling: a second Enter just after the
    /// one that revealed acts on nothing; the keyboard goes into the hand after it).
    /// The game's own keys (1-5, N, X…): online, one pressed while the viewer may not act is answered
    /// in words (GameSession.sayWhyItWaits, TableKeyboard), as a click is.
    property var waitingKeys: []
    readonly property bool canAct: game && game.handover.viewerToAct && !game.handover.pending && !covered && !handoverSettling
    readonly property bool handoverSettling: screens.handover !== null && screens.handover.settling
    readonly property bool menuOpened: menu.opened
    /// The room the replay bar takes along the bottom while a game is replayed (0 otherwise): a
    /// game's hand row and bottom strip stand above it, never under it.
    readonly property real replayRoom: screens.replayBar.visible ? screens.replayBar.height + screens.replayBar.anchors.bottomMargin + Theme.px(6) : 0
    readonly property alias suggestBar: messageBand.suggestBar
    readonly property bool endShown: game && game.finished && !covered && !endHidden && !game.handover.pending && !game.replay.active
                                     && !finishBeat.running
    /// The finish-line moment: when a game ends at this table with animations on, the end screen
    /// waits a beat, so that the winning piece's moment (FinishMoment) is seen first. With
    /// animations off the end screen comes at once.
    readonly property bool finishMomentShown: finishBeat.running

    function showToast(text) { toast.show(text) }
    /// A notice is up in the caption strip (a game's own news there waits: RipplePage).
    readonly property bool noticeShown: toast.visible

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
        function onNotice(text) { toast.show(text) }
        // Leaving a replay opened from a file: there is no game to go back to.
        function onReplayClosed() { page.homeRequested() }
        function onStateChanged() { if (!page.game.finished) page.endHidden = false }
    }

    // Computer turns at a readable pace, online players' moves at the same (TablePace).
    TablePace { page: page; menu: menu }
    /// Says what is on the table (GameSession.tableSummary) through the announcer: the viewer's own
    /// view, secret (TableAnnouncements).
    function sayTable() { speech.sayTable() }
    /// Says `text` through the announcer (a game's own news: a round's scores); `secret`: for the
    /// person at the screen only (Announcer.forgetSecrets).
    function say(text, secret) { speech.say(text, secret) }
    /// Says the news a move brought (a race's or a round's end) after that move's own sentence and
    /// before whose turn it is or the result: `news` gives the sentence (TableAnnouncements).
    function sayAfterMove(news) { speech.sayAfterMove(news) }

    /// Each seat's avatar colour (an index of Theme.seatTints): the one chosen on the New game page.
    readonly property var avatars: game ? AppSettings.avatarsFor(game.seats.names) : []

    TableBackground { anchors.fill: parent }

    /// The width the top bar's centre piece may take, centred between the bar's buttons
    /// (TableTopBar.centerRoom): the seats shrink to it (SeatChip.maxWidth).
    readonly property real topCenterRoom: topBar.centerRoom

    // ---------- Top bar: menu, rules, the game's centre piece, its buttons and the log ----------
    TableTopBar {
        id: topBar
        page: page
        anchors { left: parent.left; right: parent.right; top: parent.top }
        onMenuRequested: menu.open()
    }

    // ---------- Status: whose turn and what to do ----------
    TableStatusLine {
        id: status
        page: page
        anchors { left: parent.left; right: parent.right; rightMargin: page.reviewRoom; top: topBar.bottom }
    }

    // ---------- The game's board and hand ----------
    /// The review's room along the right while it is open (0 otherwise), and the width (px) the
    /// game's board is laid out in (never under it): the page's less that room.
    readonly property real reviewRoom: screens.reviewWidth
    readonly property real boardWidth: width - reviewRoom
    Item {
        id: board
        anchors.fill: parent
        anchors.rightMargin: page.reviewRoom
    }

    // A notice ("It is not your turn"): in the caption's place above the hand, never on the board.
    Toast {
        id: toast
        objectName: "noticeToast"
        anchors { horizontalCenter: parent.horizontalCenter; horizontalCenterOffset: -page.reviewRoom / 2
                  bottom: parent.bottom; bottomMargin: page.captionBottomMargin }
        maxWidth: (page.width - page.reviewRoom) * page.captionShare
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
        anchors { horizontalCenter: parent.horizontalCenter; horizontalCenterOffset: -page.reviewRoom / 2
                  bottom: parent.bottom; bottomMargin: page.captionBottomMargin }
        maxWidth: (page.width - page.reviewRoom) * page.captionShare
        // (Not while a notice or the game's own news shows in its place.)
        covered: toast.visible || page.captionCovered
        tipsShown: page.canAct
        z: page.captionZ
    }

    // ---------- The spoken game (docs/accessibility.md, "What is announced") ----------
    TableAnnouncements {
        id: speech
        page: page
        game: page.game
        endScreenItem: screens.endScreenItem
        reviewing: screens.reviewItem !== null
    }

    // ---------- Log (slides in from the right) ----------
    TableLog { id: logPanel; page: page; topBarHeight: topBar.height }
    // ---------- The end screen, the replay bar, the handover screen, the game's own screens ----------
    TableScreens {
        id: screens
        page: page
        anchors.fill: parent
        z: 80
        onEndScreenLoaded: {
            page.settleFocus(false)
            speech.endScreenShown()
        }
        onPlayingAgain: speech.forget()
    }

    // ---------- Who has the keyboard (docs/accessibility.md, "Focus"; TableKeyboard) ----------
    /// A guided game's bubble is up: its steps say what to do, so the turn is not said with the
    /// game's prompt (TableAnnouncements; "Ann's turn: Choose a card to play" was said while the
    /// step waited for Next).
    property bool guided: false
    /// The guided game's control that has the keyboard while its step waits (its Next), or null.
    property Item guideFocusItem: null
    /// The item the guided game's step points at, or null.
    property Item guideTargetItem: null
    /// The game's own screen over the table when it is up (a round's scoring, between races), or null.
    property Item coverScreen: null
    /// The viewer's turn begins: the game's page puts the keyboard where a turn starts.
    signal turnFocusRequested()
    /// A suggestion came: the game's page moves the keyboard to what it suggests (the hand's card).
    signal suggestionFocusRequested()
    /// Whether the page is in view (a page outside a StackView, as in tests, always is).
    readonly property bool inView: active || StackView.view === null
    readonly property Item focusedItem: Window.activeFocusItem
    /// Asks for the keyboard's owner to be decided (after the current change settles); `turnBegins`:
    /// the viewer's turn (re)starts, so the turn's focus is due.
    function settleFocus(turnBegins) { keyboard.settleFocus(turnBegins) }
    TableKeyboard {
        id: keyboard
        page: page
        menu: menu
        handover: screens.handover
        endScreenItem: screens.endScreenItem
        reviewItem: screens.reviewItem
        showResults: screens.showResults
        statusPill: status.pill
        log: logPanel
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

    // The band of messages: "Suggest a move" and the recap (TableMessages).
    TableMessages {
        id: messageBand
        page: page
        x: Theme.px(16)
        width: page.width - page.reviewRoom - 2 * Theme.px(16)
        y: Math.max(status.y + status.height, page.overlayBottom) + Theme.gapSmall
        z: 5
        // Said as secrets (they tell the viewer's hand): never to the next person at the screen.
        onSuggested: (sentence) => { page.say(sentence, true); keyboard.focusSuggestion() }
        onHinted: (sentence) => page.say(sentence, true) // the word about the viewer's last move
    }
}

import QtQuick
import Tidepool

// The screens laid over the table page (TablePage), lowest first: the end screen (the game's
// `page.endScreen`, made when first needed) and "Show the results" once it is put aside, the
// replay bar, the hot seat handover screen (a game with secrets only) and the game's own screens
// (`gameScreens`: between races, a round's scoring). It keeps no state of its own: the page says what
// shows (`page.endShown`, `page.endHidden`, `page.hasHandover`). Its sentences keep the TablePage
// translation context.
Item {
    id: screens
    /// The table page (TablePage) these screens cover.
    required property Item page
    /// The game's own screens over the table (TablePage.overlays).
    property alias gameScreens: overlayLayer.data
    /// The end screen when it is up, else null.
    readonly property alias endScreenItem: endLoader.item
    /// The game's review (ReviewPanel) when it is open beside the replayed board, else null.
    readonly property alias reviewItem: reviewLoader.item
    /// The review's width along the right of the page while it is open (0 otherwise): the board
    /// is laid out in the rest (TablePage.reviewRoom), never under it.
    readonly property real reviewWidth: reviewLoader.active ? Math.min(Theme.px(480), Math.max(Theme.px(320), page.width * 0.4)) : 0
    /// Opens the game's review beside its board in the replay viewer (from the end screen: the
    /// replay starts at the end; closing the review leaves it, back to the end screen).
    function openReview() {
        if (!page.game || !page.game.replay.reviewable)
            return
        if (!page.game.replay.active) {
            page.game.startReplay()
            page.game.seekReplay(page.game.replay.length)
            reviewLoader.ownsReplay = page.game.replay.active
        }
        reviewLoader.active = page.game.replay.active
    }
    /// The handover screen (HandoverOverlay) when the game has one, else null.
    readonly property alias handover: handoverLoader.item
    readonly property alias showResults: showResults
    readonly property alias replayBar: replayBar
    /// The end screen came (the page settles the keyboard and says what it shows).
    signal endScreenLoaded()
    /// The end screen's Play again starts a new game on this page (not at an online table).
    signal playingAgain()

    // ---------- The end of the game ----------
    // Made when first needed, not before the first frame (docs/performance.md).
    Loader {
        id: endLoader
        anchors.fill: parent
        // (Below a guided game's bubble, which stands at the top over its last step: issue 44.)
        anchors.topMargin: page.guideRoom > 0 ? page.guideRoom + Theme.px(16) : 0
        z: 80
        active: page.endShown
        sourceComponent: page.endScreen
        // The end screen takes the focus when it comes (its first control: named and in view,
        // never a turtle hidden under it), and Tab and Shift+Tab go round its controls only.
        // What it shows beyond the result, said after it (the ranking, the secret colours).
        onLoaded: screens.endScreenLoaded()
    }
    Connections {
        target: endLoader.item
        ignoreUnknownSignals: true
        function onReplay() { page.game.startReplay() }
        function onReview() { screens.openReview() }
        // A new game on this page: nothing said in the game before stays in the tree. (At an online
        // table, a new table hosted from Play online: the page is left, which forgets too.)
        function onPlayAgain() {
            if (page.game.online) {
                page.newOnlineTableRequested()
                return
            }
            screens.playingAgain()
            page.game.playAgain()
        }
        function onHome() { page.homeRequested() }
        function onViewBoard() { page.endHidden = true }
    }
    // The game's review (issue 45), along the right of the replay viewer, under the top bar;
    // closed when the replay is left.
    Loader {
        id: reviewLoader
        /// The review started the replay (from the end screen): closing it leaves the replay.
        property bool ownsReplay: false
        anchors { right: parent.right; top: parent.top; bottom: parent.bottom; topMargin: screens.page.topBarHeight }
        width: screens.reviewWidth
        z: 82
        active: false
        sourceComponent: ReviewPanel {
            game: screens.page.game
            avatars: screens.page.avatars
            onAnnounce: (text) => screens.page.say(text)
            onClosed: {
                const leave = reviewLoader.ownsReplay
                reviewLoader.ownsReplay = false
                reviewLoader.active = false
                if (leave && screens.page.game && screens.page.game.replay.active)
                    screens.page.game.stopReplay() // back to the end screen
                screens.page.settleFocus(false)
            }
        }
        onLoaded: screens.page.settleFocus(false)
        Connections {
            target: screens.page.game ? screens.page.game.replay : null
            function onActiveChanged() {
                if (!screens.page.game.replay.active) {
                    reviewLoader.active = false
                    reviewLoader.ownsReplay = false
                }
            }
        }
    }
    TButton {
        id: showResults
        z: 81
        visible: page.game !== null && page.game.finished && page.endHidden && !page.covered && !page.game.replay.active
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(24) }
        tone: "primary"
        big: true
        text: qsTranslate("TablePage", "Show the results")
        onClicked: page.endHidden = false
        // "View the board" took the end screen and its focus away: the keyboard comes here.
        onVisibleChanged: page.settleFocus(false)
    }

    // ---------- Replay viewer ----------
    ReplayBar {
        id: replayBar
        z: 90
        width: Math.min(implicitWidth, page.width - screens.reviewWidth - Theme.px(24))
        game: page.game
        // (Under the board beside the review while it is open.)
        anchors { horizontalCenter: parent.horizontalCenter; horizontalCenterOffset: -screens.reviewWidth / 2
                  bottom: parent.bottom; bottomMargin: Theme.px(16) }
        reviewShown: reviewLoader.active
        held: page.menuOpened // the menu says "Paused"
        onReviewRequested: screens.openReview()
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
            keysEnabled: page.active && !page.menuOpened && !page.covered
            onConfirmed: page.game.confirmHandover()
        }
    }

    // ---------- The game's own screens over the table ----------
    Item {
        id: overlayLayer
        anchors.fill: parent
        z: 105
    }
}

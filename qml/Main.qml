import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Window
import Tidepool

ApplicationWindow {
    id: window
    title: qsTr("Tidepool")
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    color: Theme.tableDark
    font.family: Theme.bodyFont

    // Everything scales with the window: 1.0 at 1280x800, 0.8 at 1024x640, ~2.7 at 4K.
    Binding {
        target: Theme
        property: "scale"
        value: Math.max(0.75, Math.min(window.width / 1280, window.height / 800))
    }

    NewGameSetup { id: gameSetup }
    // Online tables (Home → Play online, docs/online.md): hosting, joining, the lobby, the
    // connection; the server and the name are Settings'.
    OnlineLobby {
        id: online
        server: AppSettings.serverAddress
        playerName: AppSettings.playerName
        // The game started: its table goes to the game's controller, and its page replaces the lobby.
        onTableStarted: window.showOnlineGame()
    }
    // The guided first games (docs/architecture.md): their own controllers, never autosaved.
    Tutorial { id: guide }

    // Each game's controller and table page come from its entry in the registry (app/gameregistry.h):
    // one controller per game for ordinary play, made on first use.
    function sessionFor(name) {
        return GameRegistry.session(name)
    }
    // Pushes `name`'s table page bound to `session` (ordinary play or a guided game), on top of the
    // home screen when `withHome` (at start: home stays unmade until it is shown). Returns the page.
    function pushTable(name, session, operation, withHome, tutorial) {
        const url = GameRegistry.fileUrl(name, "page")
        const page = withHome ? stack.push([homeComponent, url, { game: session }], operation)
                              : stack.push(url, { game: session }, operation)
        connectTable(page, name, session, tutorial)
        return page
    }
    function connectTable(page, name, session, tutorial) {
        page.homeRequested.connect(tutorial ? window.leaveTutorial : window.goHome)
        page.settingsRequested.connect(window.showSettings)
        page.rulesRequested.connect(() => window.showRules(name, session))
        if (tutorial)
            tutorialOverlayComponent.createObject(page, { tutorial: guide })
    }

    property string homeError: ""

    // Makes a page with `make` while the art is held back (Theme.artReady), so that each picture
    // renders once, at its final size, not at every size the page's layout passes through on the
    // way (docs/performance.md). The page is made synchronously, so its first frame has all its art.
    function holdArt(make) {
        Theme.artReady = false
        try {
            return make()
        } finally {
            Theme.artReady = true
        }
    }
    function showNewGame(game) {
        gameSetup.setGame(game)
        gameSetup.setLearningMode(AppSettings.learningModeDefault)
        holdArt(() => stack.push(newGameComponent))
    }
    function showGame(name, immediate) {
        holdArt(() => pushTable(name, sessionFor(name), immediate ? StackView.Immediate : StackView.PushTransition, false, false))
    }
    // A replay that would show an unfinished game's secrets, waiting for the player's "Watch anyway".
    property string secretReplay: ""
    // Opens a record file (a path or file: URL) in its game's screen; `replay` opens the replay
    // viewer (`showSecrets`: of an unfinished game too, once the player has agreed).
    function openFile(path, replay, immediate, showSecrets) {
        // A file that can't be read goes to the first game's screen, whose openRecord() says why.
        const name = RecordFiles.gameOf(path) || GameRegistry.firstGame
        const session = sessionFor(name)
        secretReplay = ""
        if (!session) {
            homeError = qsTr("%1: this game can't be played in this version yet").arg(RecordFiles.shownPath(path))
            return false
        }
        const ok = replay ? session.openReplay(path, showSecrets === true) : session.openRecord(RecordFiles.localPath(path))
        if (!ok) {
            homeError = session.errorText
            if (replay && session.replay.showsSecrets)
                secretReplay = path
            return false
        }
        homeError = ""
        if (stack.depth === 0) { // at start: home stays unmade until it is shown
            holdArt(() => pushTable(name, session, StackView.Immediate, true, false))
            return true
        }
        stack.pop(null, StackView.Immediate)
        showGame(name, immediate)
        return true
    }
    // Continues an autosaved game from the home screen's list.
    function resumeGame(name, path) {
        const session = sessionFor(name)
        if (!session || !session.resume(path)) {
            homeError = session ? session.errorText : qsTr("This game can't be played in this version yet")
            return
        }
        homeError = ""
        showGame(name, false)
    }
    // Continues a damaged autosave from what can be read (the home screen names the file first).
    function resumeReadable(name, path) {
        const session = sessionFor(name)
        if (!session || !session.resumeReadable(path)) {
            homeError = session ? session.errorText : qsTr("This game can't be played in this version yet")
            return
        }
        homeError = ""
        showGame(name, false)
    }
    function goHome() {
        stack.pop(null)
    }
    function showOnline() {
        holdArt(() => stack.push(onlineComponent))
    }
    // An online game's "New online table": from its end, back to Play online with the same game
    // and rules in the host form (the table is left; the others join the new one by its code).
    function hostAgainOnline(name, session) {
        const options = JSON.parse(session.recordJson()).options || {}
        online.leave()
        stack.pop(null, StackView.Immediate)
        holdArt(() => stack.push(onlineComponent, { hostGame: name, hostOptions: options }))
    }
    function showLobby() {
        holdArt(() => stack.replace(lobbyComponent))
    }
    // The online game's page, with the same controller as a local game (GameSession.playTable), the
    // connection banner over it, and Home leaving the table.
    function showOnlineGame() {
        const name = online.game
        const session = sessionFor(name)
        if (!session || !online.playOn(session)) {
            online.leave()
            homeError = qsTr("This game can't be played in this version yet")
            goHome()
            return
        }
        holdArt(() => {
            const page = stack.replace(GameRegistry.fileUrl(name, "page"), { game: session })
            page.homeRequested.connect(window.leaveOnline)
            page.newOnlineTableRequested.connect(() => window.hostAgainOnline(name, session))
            page.settingsRequested.connect(window.showSettings)
            page.rulesRequested.connect(() => window.showRules(name, session))
            // Over the top of the board: the turn line and the prompt stay in view.
            connectionBannerComponent.createObject(page, { lobby: online, topMargin: Theme.px(190) })
        })
    }
    function leaveOnline() {
        online.leave()
        goHome()
    }
    function showSettings() {
        holdArt(() => stack.push(settingsComponent))
    }

    // The window's size and place are remembered (AppSettings); --size and screenshots override.
    function restoreGeometry() {
        const g = AppSettings.windowGeometry
        if (g.width < minimumWidth || g.height < minimumHeight)
            return
        width = Math.min(g.width, Math.max(minimumWidth, Screen.desktopAvailableWidth))
        height = Math.min(g.height, Math.max(minimumHeight, Screen.desktopAvailableHeight))
        x = g.x
        y = g.y
    }
    // Remembered on every change too (a crash or a power cut keeps it), half a second after the
    // last one, and only the ordinary window's: not a full-screen or maximized one.
    readonly property bool windowed: visibility === Window.Windowed
    function saveGeometry() {
        if (windowed)
            AppSettings.setWindowGeometry(Qt.rect(x, y, width, height))
    }
    Timer {
        id: geometrySaver
        objectName: "geometrySaver"
        interval: 500
        onTriggered: window.saveGeometry()
    }
    onXChanged: geometrySaver.restart()
    onYChanged: geometrySaver.restart()
    onWidthChanged: geometrySaver.restart()
    onHeightChanged: geometrySaver.restart()
    onClosing: saveGeometry()

    // F11: full screen and back (to a maximized window when it was one).
    property bool wasMaximized: false
    function toggleFullScreen() {
        if (visibility === Window.FullScreen) {
            if (wasMaximized)
                showMaximized()
            else
                showNormal()
        } else {
            wasMaximized = visibility === Window.Maximized
            showFullScreen()
        }
    }
    Shortcut {
        objectName: "fullScreenShortcut"
        sequence: "F11"
        context: Qt.ApplicationShortcut
        onActivated: window.toggleFullScreen()
    }
    // Ctrl+Q (Cmd+Q on a Mac): closes the window. (Not StandardKey.Quit: platforms without a Quit
    // key, such as Qt's offscreen one, give it no key at all.) A game in progress loses nothing: every
    // action was autosaved when it was made, and home lists the game to continue next time.
    Shortcut {
        objectName: "quitShortcut"
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut
        onActivated: window.close()
    }
    // The rules reference at `game`'s rules; `session` is the game in play (its options are shown).
    function showRules(game, session) {
        holdArt(() => stack.push(rulesComponent, { game: game, session: session }))
    }
    // "Learn to play" on the home screen: a guided game (a game's first one by the game's name, a
    // further one by its lesson's name), from its first step, on the page of the game it is played in.
    function showTutorial(name) {
        if (!guide.start(name)) {
            homeError = guide.errorText
            return false
        }
        homeError = ""
        if (stack.depth === 0) // at start: home stays unmade until it is shown
            holdArt(() => pushTable(guide.game, guide.session, StackView.Immediate, true, true))
        else
            holdArt(() => pushTable(guide.game, guide.session, StackView.PushTransition, false, true))
        return true
    }
    function leaveTutorial() {
        guide.leave()
        goHome()
    }

    // The sounds of the game in play (Settings → Sound).
    TableSounds {
        game: stack.currentItem && stack.currentItem.game !== undefined ? stack.currentItem.game : null
    }

    StackView {
        id: stack
        anchors.fill: parent
        // The first page is pushed by Component.onCompleted below: with a record or a guided game
        // opened at start, the home screen is made only when it is first shown (pushed beneath the
        // game page), not before the first frame (docs/performance.md).

        pushEnter: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.medium; easing.type: Easing.OutCubic }
                NumberAnimation { property: "scale"; from: 1.03; to: 1; duration: Theme.medium; easing.type: Easing.OutCubic }
            }
        }
        pushExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.medium }
        }
        popEnter: Transition {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.medium }
        }
        popExit: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.medium }
                NumberAnimation { property: "scale"; from: 1; to: 1.03; duration: Theme.medium }
            }
        }
    }

    Component {
        id: homeComponent
        HomePage {
            errorText: window.homeError
            onGameChosen: (name) => { window.homeError = ""; window.showNewGame(name) }
            onResumeRequested: (name, path) => window.resumeGame(name, path)
            onOpenRequested: (url, replay) => window.openFile(url, replay, false)
            secretReplay: window.secretReplay
            onSecretReplayAnswered: (watch) => {
                if (watch)
                    window.openFile(window.secretReplay, true, false, true)
                else {
                    window.secretReplay = ""
                    window.homeError = ""
                }
            }
            onReadableRequested: (name, path) => window.resumeReadable(name, path)
            onLearnRequested: (name) => window.showTutorial(name)
            onRulesRequested: (name) => window.showRules(name, null)
            onSettingsRequested: window.showSettings()
            onOnlineRequested: window.showOnline()
            onRejoinRequested: (code) => holdArt(() => stack.push(onlineComponent, { rejoinCode: code }))
        }
    }
    Component {
        id: onlineComponent
        OnlinePage {
            lobby: online
            onBack: stack.pop()
            onSettingsRequested: window.showSettings()
            onJoinedTable: window.showLobby()
        }
    }
    Component {
        id: lobbyComponent
        LobbyPage {
            lobby: online
            onLeaveRequested: window.leaveOnline()
        }
    }
    // Laid over an online game's page: the connection in words, and the way home.
    Component {
        id: connectionBannerComponent
        ConnectionBanner {
            onHomeRequested: window.leaveOnline()
        }
    }
    Component {
        id: settingsComponent
        SettingsPage {
            onBack: stack.pop()
        }
    }
    Component {
        id: newGameComponent
        NewGamePage {
            setup: gameSetup
            game: window.sessionFor(gameSetup.game)
            onBack: stack.pop()
            onStarted: window.holdArt(() => {
                const page = stack.replace(GameRegistry.fileUrl(gameSetup.game, "page"), { game: window.sessionFor(gameSetup.game) })
                window.connectTable(page, gameSetup.game, window.sessionFor(gameSetup.game), false)
            })
        }
    }
    Component {
        id: rulesComponent
        RulesPage {
            onBack: stack.pop()
        }
    }

    // Laid over a table page in a guided game (pushTable): the steps, the pointer, Leave.
    Component {
        id: tutorialOverlayComponent
        TutorialOverlay {
            onLeaveRequested: window.leaveTutorial()
            onFinishRequested: window.leaveTutorial()
        }
    }

    Component.onCompleted: {
        restoreGeometry()
        if (guide.startupGame !== "" && showTutorial(guide.startupGame)) {
            guide.skipTo(guide.startupStep)
            return
        }
        if (AppSettings.startupRecord !== "")
            openFile(AppSettings.startupRecord, false, true)
        if (stack.depth === 0) // no record or guided game, or it could not be opened
            holdArt(() => stack.push(homeComponent, {}, StackView.Immediate))
    }
}

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
    // Online tables (Home → Play online, docs/online.md): their screens and the lobby
    // (online/OnlineFlow.qml).
    OnlineFlow {
        id: onlineFlow
        window: window
        stack: stack
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
    function showSettings() {
        holdArt(() => stack.push(settingsComponent))
    }

    // The window's size and place remembered, full screen (F11) and Ctrl+Q (components/WindowFrame.qml).
    WindowFrame {
        id: frame
        window: window
    }
    function restoreGeometry() { frame.restoreGeometry() }

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

    // The pages (components/PageStack.qml: a StackView with the app's page transitions).
    PageStack {
        id: stack
        anchors.fill: parent
        // The first page is pushed by Component.onCompleted below: with a record or a guided game
        // opened at start, the home screen is made only when it is first shown (pushed beneath the
        // game page), not before the first frame (docs/performance.md).
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
            onErrorDismissed: window.homeError = ""
            onReadableRequested: (name, path) => window.resumeReadable(name, path)
            onLearnRequested: (name) => window.showTutorial(name)
            onRulesRequested: (name) => window.showRules(name, null)
            onSettingsRequested: window.showSettings()
            onOnlineRequested: onlineFlow.show({})
            onRejoinRequested: (code) => onlineFlow.show({ rejoinCode: code })
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

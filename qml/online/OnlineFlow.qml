import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The online tables in the main window (Main.qml, docs/online.md): the lobby (hosting, joining,
// the connection; the server and the name are Settings'), Play online, the table's lobby, the
// game's page with the connection banner over it, and leaving.
Item {
    id: flow
    /// Main.qml's window: holdArt(), sessionFor(), goHome(), showSettings(), showRules(), homeError.
    required property var window
    required property StackView stack

    OnlineLobby {
        id: online
        server: AppSettings.serverAddress
        playerName: AppSettings.playerName
        // The game started: its table goes to the game's controller, and its page replaces the lobby.
        onTableStarted: flow.showGame()
    }

    /// Play online, with OnlinePage's `properties` (a code to join again, a game to host).
    function show(properties) {
        window.holdArt(() => stack.push(onlineComponent, properties))
    }
    // An online game's "New online table": from its end, back to Play online with the same game
    // and rules in the host form (the table is left; the others join the new one by its code).
    function hostAgain(name, session) {
        const options = JSON.parse(session.recordJson()).options || {}
        online.leave()
        stack.pop(null, StackView.Immediate)
        show({ hostGame: name, hostOptions: options })
    }
    // The table was lost under this screen (the server unreachable, the table closed): back to Play
    // online joining it again by its code, as Home's "Back to your online table" does.
    function rejoin(code) {
        online.leave()
        stack.pop(null, StackView.Immediate)
        show({ rejoinCode: code })
    }
    function showLobby() {
        window.holdArt(() => stack.replace(lobbyComponent))
    }
    // The online game's page, with the same controller as a local game (GameSession.playTable), the
    // connection banner over it, and Home leaving the table.
    function showGame() {
        const name = online.game
        const session = window.sessionFor(name)
        if (!session || !online.playOn(session)) {
            online.leave()
            window.homeError = qsTranslate("Main", "This game can't be played in this version yet")
            window.goHome()
            return
        }
        window.holdArt(() => {
            const page = stack.replace(GameRegistry.fileUrl(name, "page"), { game: session })
            page.homeRequested.connect(flow.leave)
            page.newOnlineTableRequested.connect(() => flow.hostAgain(name, session))
            page.settingsRequested.connect(window.showSettings)
            page.rulesRequested.connect(() => window.showRules(name, session))
            // Over the top of the board: the turn line and the prompt stay in view.
            connectionBannerComponent.createObject(page, { lobby: online, topMargin: Theme.px(190) })
        })
    }
    function leave() {
        online.leave()
        window.goHome()
    }

    Component {
        id: onlineComponent
        OnlinePage {
            lobby: online
            onBack: flow.stack.pop()
            onSettingsRequested: flow.window.showSettings()
            onJoinedTable: flow.showLobby()
        }
    }
    Component {
        id: lobbyComponent
        LobbyPage {
            lobby: online
            onLeaveRequested: flow.leave()
            onRejoinRequested: (code) => flow.rejoin(code)
        }
    }
    // Laid over an online game's page: the connection in words, and the way home.
    Component {
        id: connectionBannerComponent
        ConnectionBanner {
            onHomeRequested: flow.leave()
            onRejoinRequested: (code) => flow.rejoin(code)
        }
    }
}

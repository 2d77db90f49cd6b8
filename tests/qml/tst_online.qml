import QtQuick
import QtTest
import Tidepool
import TidepoolTest

// The online screens (qml/online/): Play online (host and join), the lobby and the connection
// banner. The lobby's tests run against a real game server on loopback (TestServer: the server's
// own test fixture with its own Redis); a server that is not there needs none.
Item {
    id: root
    width: 1024
    height: 640

    NewGameSetup { id: hostSetup }
    OnlineLobby { id: lost }
    OnlineLobby { id: host; playerName: "Ann" }
    OnlineLobby { id: guest; playerName: "Ben" }
    RippleGame { id: rippleGame }

    Component { id: onlineComponent; OnlinePage { anchors.fill: parent } }
    Component { id: lobbyComponent; LobbyPage { anchors.fill: parent } }
    Component { id: menuComponent; GameMenu { } }
    // A game page stands in for the real one: the banner speaks through its say().
    Component {
        id: gamePageComponent
        Item {
            anchors.fill: parent
            property var said: []
            function say(text) { said.push(text) }
            property alias banner: banner
            property OnlineLobby lobby
            ConnectionBanner { id: banner; lobby: parent.lobby }
        }
    }

    TestCase {
        id: test
        name: "Online"
        when: windowShown

        function cleanup() {
            lost.leave()
            host.leave()
            guest.leave()
        }
        function serverOrSkip() {
            const address = TestServer.start()
            if (address === "")
                skip(TestServer.why())
            return address
        }

        function test_playOnlinePageByKeyboard() {
            const page = createTemporaryObject(onlineComponent, root, { lobby: lost })
            verify(page)
            waitForRendering(page)
            const hostButton = findChild(page, "hostButton")
            verify(hostButton.enabled, "two seats of the first game: the engine has no objection")
            verify(hostButton.Accessible.name.indexOf("Host a table of") === 0, hostButton.Accessible.name)
            // Seats: the host's own, and one for a person elsewhere; one more by keyboard.
            compare(lost.hostSeats.rowCount(), 2)
            const add = findChild(page, "addHostSeat")
            add.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(lost.hostSeats.rowCount(), 3)
            // The game's rule set is the engine's, in the New game page's rows.
            const games = findChild(page, "gameChoice")
            compare(games.values.length, GameRegistry.games.length) // every registered game
            games.chosen("mini")
            compare(lost.setup.game, "mini")
            compare(lost.hostSeats.rowCount(), 3)
            // The code as typed: upper case, spaces and dashes dropped.
            const code = findChild(page, "codeField")
            code.forceActiveFocus()
            keyClick(Qt.Key_K); keyClick(Qt.Key_7); keyClick(Qt.Key_Minus); keyClick(Qt.Key_Q)
            compare(code.text, "K7Q")
            compare(code.Accessible.name, "The table's code")
            verify(findChild(page, "joinButton").enabled)
            // Your name: kept in the settings.
            const name = findChild(page, "playerName")
            name.forceActiveFocus()
            name.selectAll()
            keyClick(Qt.Key_Z); keyClick(Qt.Key_O)
            compare(AppSettings.playerName.toLowerCase(), "zo")
            // The host's own seat says the name the table will show (a host who had set none
            // became "Player 1" without being told where a name goes).
            const you = findChild(page, "hostYou")
            compare(you.text.toLowerCase(), "you (zo), at this screen (the host)")
            name.selectAll()
            keyClick(Qt.Key_Delete)
            compare(AppSettings.playerName, "")
            verify(you.text.indexOf("type your name under Your name") > 0, you.text)
            AppSettings.setPlayerName("")
        }

        // Issue 44: the row of games stayed in the scrolled seats and rules, and scrolled half
        // under the form's heading; it stands above them, whole, however far they scroll.
        function test_theRowOfGamesNeverScrollsUnderTheHeading() {
            const page = createTemporaryObject(onlineComponent, root, { lobby: lost })
            verify(page)
            findChild(page, "gameChoice").chosen("ripple")
            while (lost.hostSeats.rowCount() < lost.setup.maxPlayers)
                lost.addHostSeat()
            waitForRendering(page)
            const flick = findChild(page, "hostFlick")
            verify(flick.contentHeight > flick.height, "the seats and rules scroll at this height")
            const games = findChild(page, "gameChoice")
            const host = findChild(page, "hostButton")
            for (const contentY of [0, (flick.contentHeight - flick.height) / 2, flick.contentHeight - flick.height]) {
                flick.contentY = contentY
                waitForRendering(page)
                const top = games.mapToItem(page, 0, 0).y
                const bottom = games.mapToItem(page, 0, games.height).y
                const flickTop = flick.mapToItem(page, 0, 0).y
                verify(top >= host.mapToItem(page, 0, host.height).y, "scrolled " + contentY + ": the games' top " + top + " is under the heading")
                verify(bottom <= flickTop + 1, "scrolled " + contentY + ": the games row reaches into the scrolled part")
            }
        }

        // Issue 44: after a crash Play online did not fill in the code of the table this screen was
        // at (its seat token kept: the game goes on there).
        function test_playOnlineFillsInTheTableYouWereAt() {
            TestServer.keepSeatToken(AppSettings.serverAddress, "HJKMNP", "t1")
            const page = createTemporaryObject(onlineComponent, root, { lobby: lost })
            verify(page)
            compare(findChild(page, "codeField").text, "HJKMNP")
            verify(findChild(page, "joinButton").enabled)
            const hint = findChild(page, "joinHint")
            verify(hint.text.indexOf("HJKMNP") >= 0, hint.text)
            page.destroy()
            TestServer.keepSeatToken(AppSettings.serverAddress, "HJKMNP", "")
            const none = createTemporaryObject(onlineComponent, root, { lobby: lost })
            compare(findChild(none, "codeField").text, "")
        }

        // An online game's "New online table" opens Play online with its game and rules chosen.
        function test_theHostFormStartsWithTheGameAndRulesGiven() {
            const page = createTemporaryObject(onlineComponent, root,
                                               { lobby: lost, hostGame: "mini", hostOptions: { variant: "advanced", openEnds: true } })
            verify(page)
            waitForRendering(page)
            compare(lost.setup.game, "mini")
            compare(findChild(page, "gameChoice").current, "mini")
            const values = {}
            const walk = (item) => {
                for (let i = 0; i < item.children.length; ++i) {
                    const child = item.children[i]
                    if (child.key !== undefined && child.value !== undefined && child.setup !== undefined)
                        values[child.key] = child.value
                    walk(child)
                }
            }
            walk(page)
            compare(values.variant, "advanced")
            compare(values.openEnds, "true")
        }

        function test_aServerThatIsNotThereSaysSoAndLeadsHome() {
            lost.server = TestServer.nowhere()
            const page = createTemporaryObject(onlineComponent, root, { lobby: lost })
            let back = 0
            page.back.connect(() => back++)
            const code = findChild(page, "codeField")
            code.forceActiveFocus()
            keyClick(Qt.Key_A); keyClick(Qt.Key_C); keyClick(Qt.Key_D); keyClick(Qt.Key_E); keyClick(Qt.Key_F); keyClick(Qt.Key_G)
            keyClick(Qt.Key_Return) // Enter in the code joins
            tryCompare(lost, "status", OnlineLobby.Unreachable, 20000)
            const banner = findChild(page, "connectionBanner")
            tryVerify(() => banner.visible)
            const text = findChild(banner, "bannerText")
            verify(text.text.indexOf("can't be reached") >= 0, text.text)
            // Text to read, not an alert: an alert was said again at every change, besides the announcer.
            compare(text.Accessible.role, Accessible.StaticText)
            // Said through the announcer, and the keyboard is on the way home.
            // (The announcer shows queued sentences one by one: wait for it.)
            tryVerify(() => findChild(banner, "announcer").lastText.indexOf("can't be reached") >= 0, 2000,
                      "the banner's sentence is said")
            const home = findChild(banner, "bannerHome")
            verify(home.visible)
            tryVerify(() => home.activeFocus, 2000, "Back home has the keyboard")
            keyClick(Qt.Key_Return)
            compare(back, 1)
            compare(lost.status, OnlineLobby.Idle)
            verify(!banner.visible)
        }

        function test_theLobbyFillsStartsAndTellsWhoLeft() {
            const address = serverOrSkip()
            host.server = address
            guest.server = address
            hostSetup.setGame("ripple")
            host.setup = hostSetup
            verify(host.host())
            tryCompare(host, "status", OnlineLobby.Waiting, 20000)
            const page = createTemporaryObject(lobbyComponent, root, { lobby: host })
            waitForRendering(page)
            const code = findChild(page, "lobbyCode")
            compare(code.text, host.code)
            compare(code.text.length, 6)
            compare(code.Accessible.name, "Table code: " + host.code.split("").join(" "))
            const start = findChild(page, "lobbyStart")
            verify(start.visible, "the host has Start")
            verify(!start.enabled, "a person's seat is free")
            const seats = findChild(page, "lobbySeats")
            tryCompare(seats, "count", 2)
            const free = findChild(page, "onlineSeat-1")
            compare(free.Accessible.name, "Seat 2: free, waiting for a player")
            compare(findChild(page, "onlineSeat-0").Accessible.name, "Seat 1: Ann, you, at this screen")
            compare(findChild(page, "lobbyStatus").text, "Waiting for players: 1 of 2 seats taken")
            tryCompare(findChild(page, "lobbyRules"), "text", "Rules: the game's defaults")

            // Ben joins by the code, typed in lower case.
            const guestPage = createTemporaryObject(lobbyComponent, root, { lobby: guest, visible: false })
            verify(guest.join(host.code.toLowerCase()))
            tryCompare(host, "canStart", true, 20000)
            tryCompare(free, "name", "Ben")
            compare(free.Accessible.name, "Seat 2: Ben, connected")
            verify(start.enabled)
            const announcer = findChild(page, "announcer")
            tryCompare(announcer, "lastText", "Everyone is here: start the game when you are ready.")
            // The guest waits for the host: no Start there.
            tryCompare(guest, "status", OnlineLobby.Waiting)
            verify(!findChild(guestPage, "lobbyStart").visible)
            tryVerify(() => findChild(guestPage, "lobbyStatus").text.indexOf("waiting for Ann to start") >= 0)
            // Copy.
            const copy = findChild(page, "copyCode")
            mouseClick(copy)
            compare(copy.text, "Copied")

            // Start: the table goes to the game's controller.
            let started = 0
            host.tableStarted.connect(() => started++)
            mouseClick(start)
            tryCompare(host, "status", OnlineLobby.Playing, 20000)
            compare(started, 1)
            verify(host.playOn(rippleGame))
            tryCompare(rippleGame, "active", true, 20000)

            // Save a copy… before the end: a saved game holds every card, and this screen sees only
            // its own, so the menu says so in a sentence instead of offering the file dialog.
            const menu = createTemporaryObject(menuComponent, root, { game: rippleGame })
            menu.open()
            tryCompare(menu, "opened", true)
            // Nothing pauses at an online table and nothing is taken back (issue 44: the menu said
            // "Paused" with Resume, and its Undo was greyed for ever): it says the game goes on.
            const title = findChild(menu.contentItem, "menuTitle")
            compare(title.text, "The game goes on")
            compare(findChild(menu.contentItem, "resumeButton").text, "Back to the table")
            verify(findChild(menu.contentItem, "onlineNote").visible)
            verify(!findChild(menu.contentItem, "undoButton").visible, "no Undo online")
            verify(!findChild(menu.contentItem, "undoReason").visible)
            const save = findChild(menu.contentItem, "saveButton")
            verify(save.visible)
            verify(!save.enabled, "no file dialog for a record that can't be written")
            const saveReason = findChild(menu.contentItem, "saveReason")
            verify(saveReason.visible)
            compare(saveReason.text, rippleGame.autosave.blockedReason)
            verify(saveReason.text.indexOf("can be saved once it is over") > 0, saveReason.text)
            compare(save.Accessible.description, saveReason.text)
            menu.close()

            // On the game page, Ben's leaving is said in words and through the page's announcer.
            const game = createTemporaryObject(gamePageComponent, root, { lobby: host })
            verify(!game.banner.visible)
            guest.leave()
            tryVerify(() => game.banner.visible, 20000)
            const said = findChild(game.banner, "bannerText").text
            verify(said.indexOf("Ben lost the connection") === 0, said)
            compare(game.said[game.said.length - 1], said)
            verify(!findChild(game.banner, "bannerHome").visible, "the game goes on: no way home forced")
            verify(!findChild(game.banner, "bannerRejoin").visible)

            // The server goes (a crash): once the table can't be reached, the banner's first button
            // joins it again by its code (issue 44: a small Home button was the only way back).
            let rejoined = ""
            game.banner.rejoinRequested.connect((code) => rejoined = code)
            const tableCode = host.code
            TestServer.quickBackoff(host, 2)
            TestServer.stop()
            tryCompare(host, "status", OnlineLobby.Unreachable, 30000)
            compare(host.rejoinCode, tableCode)
            const rejoin = findChild(game.banner, "bannerRejoin")
            tryVerify(() => rejoin.visible)
            compare(rejoin.text, "Join table " + tableCode + " again")
            tryVerify(() => rejoin.activeFocus, 2000, "the way back has the keyboard")
            verify(findChild(game.banner, "bannerHome").visible)
            keyClick(Qt.Key_Return)
            compare(rejoined, tableCode)
        }
    }
}

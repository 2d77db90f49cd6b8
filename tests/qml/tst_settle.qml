import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest

// Every page settles its layout at every common window size: home, settings, the new-game page of
// each game with each seat count, seat kind and option value, each game's table at every seat count
// (the handover and the turn), the rules, the guided games and the end screens, at the sweep of
// window sizes below (Theme.scale as Main.qml sets it). A page settles when no item has a polish
// still scheduled within `frameBound` frames of being shown, and no item changed its size more
// than `changeBound` times on the way (LayoutProbe, layoutprobe.h): a binding loop between a size
// and the content it sizes never settles (issue 17: Play froze the app at 1366x768, the new-game
// page's footer growing by a pixel per pass inside one polish). Counts, not wall-clock time.
Item {
    id: root
    width: 1024
    height: 640

    readonly property int frameBound: 12
    readonly property int changeBound: 1000
    readonly property var sizes: [[1024, 600], [1024, 640], [1280, 720], [1280, 768], [1280, 800], [1366, 700],
                                  [1366, 705], [1366, 768], [1440, 900], [1536, 864], [1600, 900], [1920, 1080],
                                  [2560, 1440]]
    readonly property var names: ["Annabelle", "Bartholomew", "Cleo", "Dương", "Eli", "Fatima"]

    function record(game, seats, options) {
        const players = []
        for (let i = 0; i < seats; ++i)
            players.push({ name: names[i], kind: "human" })
        return JSON.stringify({ format: "tidepool-record", version: 1, game: game, options: options,
                                players: players, seed: 11, setup: null, actions: [] })
    }

    // Every registered game (GameRegistry), its controller and its table page: no game is named.
    readonly property var gameNames: GameRegistry.games.map(g => g.name)
    function sessionFor(game) { return GameRegistry.session(game) }
    NewGameSetup { id: gameSetup }
    Tutorial { id: guide }

    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: homeComponent; HomePage {} }
    Component { id: settingsComponent; SettingsPage {} }
    Component { id: newGameComponent; NewGamePage { setup: gameSetup; game: root.sessionFor(gameSetup.game) } }
    Component { id: rulesComponent; RulesPage {} }
    Component { id: tutorialOverlayComponent; TutorialOverlay {} }

    TestCase {
        id: test
        name: "Settle"
        when: windowShown

        property string size: ""
        property int checks: 0

        function init() {
            AppSettings.setAnimationDuration(0)
            AppSettings.setLanguage("en")
        }
        function cleanup() {
            LayoutProbe.stop()
            stack.clear(StackView.Immediate)
            guide.leave()
            root.width = 1024
            root.height = 640
            Theme.scale = 1
        }

        // Waits until no item under the window has a polish scheduled, at most frameBound frames,
        // then fails if some page did not settle or some item changed its size without end.
        function settled(label) {
            const content = root.Window.window.contentItem
            let pending = LayoutProbe.polishPending(content)
            for (let frame = 0; frame < root.frameBound && pending.length > 0; ++frame) {
                waitForRendering(content, 2000)
                pending = LayoutProbe.polishPending(content)
            }
            ++checks
            const offenders = LayoutProbe.offenders()
            if (offenders.length > 0)
                fail(size + " " + label + ": the layout never settles (a size bound to what it sizes):\n  "
                     + offenders.join("\n  "))
            if (pending.length > 0)
                fail(size + " " + label + ": still polishing after " + root.frameBound + " frames:\n  "
                     + pending.slice(0, 10).join("\n  "))
        }
        // Makes a page with `make` (which pushes it) while the probe watches, and checks it settles.
        function page(label, make) {
            LayoutProbe.watch(stack, root.changeBound)
            const p = make()
            verify(p, label)
            settled(label)
            return p
        }
        // Changes something on the page in view (`change`) while the probe watches.
        function after(label, change) {
            LayoutProbe.watch(stack, root.changeBound)
            change()
            settled(label)
        }
        function push(component, properties) {
            return stack.push(component, properties || {}, StackView.Immediate)
        }
        // `game`'s table page (its registry entry) bound to `session`.
        function pushTable(game, session) {
            return push(GameRegistry.fileUrl(game, "page"), { game: session })
        }
        function clear() {
            LayoutProbe.stop()
            stack.clear(StackView.Immediate)
            wait(0) // the page is deleted now, before its game changes under it
        }
        // The new-game page's option rows (OptionRow delegates), found by their properties.
        function optionRows(item, out) {
            if (item.key !== undefined && item.isBoolean !== undefined && item.choices !== undefined)
                out.push({ key: item.key, isBoolean: item.isBoolean, isNumber: item.isNumber, choices: item.choices,
                           minimum: item.minimum, maximum: item.maximum, value: item.value })
            for (let i = 0; i < item.children.length; ++i)
                optionRows(item.children[i], out)
            return out
        }

        function test_pages_data() {
            return root.sizes.map(s => ({ tag: s[0] + "x" + s[1], w: s[0], h: s[1] }))
        }
        function test_pages(data) {
            root.width = data.w
            root.height = data.h
            // As Main.qml: 1.0 at 1280x800.
            Theme.scale = Math.max(0.75, Math.min(data.w / 1280, data.h / 800))
            size = data.tag

            page("home", () => push(homeComponent))
            clear()
            page("settings", () => push(settingsComponent))
            clear()

            // The new-game page: every seat count, a computer seat (its level shows), every
            // option value, and the problem line (a name-less seat is fine; open colours ask for
            // a colour per seat).
            for (const game of root.gameNames) {
                gameSetup.setGame(game)
                gameSetup.resetOptions()
                const p = page("new " + game, () => push(newGameComponent))
                while (gameSetup.seats.rowCount() > gameSetup.minPlayers)
                    after("new " + game + " fewer seats", () => gameSetup.removeSeat(gameSetup.seats.rowCount() - 1))
                while (gameSetup.seats.rowCount() < gameSetup.maxPlayers) {
                    const n = gameSetup.seats.rowCount()
                    after("new " + game + " " + (n + 1) + " seats", () => gameSetup.addSeat())
                }
                after("new " + game + " a computer seat", () => gameSetup.setSeatKind(1, "bot:hard"))
                for (const option of optionRows(p, [])) {
                    const values = option.isBoolean ? ["true", "false"]
                                 : option.isNumber ? [String(option.minimum), String(option.maximum)]
                                 : option.choices
                    for (const value of values)
                        after("new " + game + " " + option.key + "=" + value, () => gameSetup.setOption(option.key, value))
                }
                after("new " + game + " defaults", () => gameSetup.resetOptions())
                clear()
            }

            // Each game's table at every seat count (default options): the handover screen, then
            // the turn; and each of its sample records (a game under way, a game over: tests/samples.h).
            for (const game of root.gameNames) {
                const session = root.sessionFor(game)
                gameSetup.setGame(game)
                const tables = []
                for (let seats = gameSetup.minPlayers; seats <= gameSetup.maxPlayers; ++seats)
                    tables.push({ label: game + " " + seats + " seats", text: root.record(game, seats, {}) })
                for (const kind of ["playing", "finished"])
                    for (const path of Samples.paths(game, kind))
                        tables.push({ label: game + " " + path.split("/").pop(), text: Samples.text(path) })
                verify(Samples.paths(game, "playing").length > 0 && Samples.paths(game, "finished").length > 0,
                       game + " has its samples of a game under way and of a game over")
                for (const t of tables) {
                    verify(session.openRecordText(t.text), t.label + ": " + session.errorText)
                    page(t.label, () => pushTable(game, session))
                    if (session.handover.pending)
                        after(t.label + " turn", () => session.confirmHandover())
                    if (session.selectCard !== undefined && !session.finished)
                        after(t.label + " card chosen", () => session.selectCard(0))
                    clear()
                }
            }

            // The rules, from home and from a game.
            for (const game of root.gameNames) {
                page("rules " + game, () => push(rulesComponent, { game: game, session: null }))
                clear()
            }

            // The guided games: each game's first one and its further lessons.
            for (const entry of GameRegistry.games) {
                for (const lesson of [entry.name].concat(entry.lessons)) {
                    verify(guide.start(lesson), guide.errorText)
                    page("tutorial " + lesson, () => {
                        const p = pushTable(entry.name, guide.session)
                        tutorialOverlayComponent.createObject(p, { tutorial: guide })
                        return p
                    })
                    clear()
                    guide.leave()
                }
            }
            verify(checks > 40, "every page was checked (" + checks + ")")
        }
    }
}

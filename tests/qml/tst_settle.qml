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
    // A finished game: the record of random computer players played to the end with
    // tidepool-cli simulate (tests/qml/data).
    function finishedRecord(file) {
        return RecordFiles.localPath(Qt.resolvedUrl("data/" + file))
    }

    RibbitGame { id: ribbitGame }
    MiniGame { id: miniGame }
    RippleGame { id: rippleGame }
    NewGameSetup { id: gameSetup }
    Tutorial { id: guide }
    function sessionFor(game) { return game === "ribbit" ? ribbitGame : game === "mini" ? miniGame : rippleGame }

    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: homeComponent; HomePage {} }
    Component { id: settingsComponent; SettingsPage {} }
    Component { id: newGameComponent; NewGamePage { setup: gameSetup; game: root.sessionFor(gameSetup.game) } }
    Component { id: ribbitComponent; RibbitPage { game: ribbitGame } }
    Component { id: miniComponent; MiniPage { game: miniGame } }
    Component { id: rippleComponent; RipplePage { game: rippleGame } }
    Component { id: rulesComponent; RulesPage {} }
    Component {
        id: ribbitTutorialComponent
        RibbitPage { game: guide.session; TutorialOverlay { tutorial: guide } }
    }
    Component {
        id: miniTutorialComponent
        MiniPage { game: guide.session; TutorialOverlay { tutorial: guide } }
    }
    Component {
        id: rippleTutorialComponent
        RipplePage { game: guide.session; TutorialOverlay { tutorial: guide } }
    }

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
            for (const game of ["ribbit", "mini", "ripple"]) {
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

            // Each game's table at every seat count: the handover screen, then the turn.
            const tables = [["ribbit", ribbitGame, ribbitComponent, 2, 5, {}], ["mini", miniGame, miniComponent, 2, 5, {}],
                            ["mini", miniGame, miniComponent, 5, 5, { variant: "advanced" }],
                            ["ripple", rippleGame, rippleComponent, 2, 6, {}]]
            for (const t of tables) {
                for (let seats = t[3]; seats <= t[4]; ++seats) {
                    const label = t[0] + " " + seats + " seats"
                    verify(t[1].openRecordText(root.record(t[0], seats, t[5])), t[1].errorText)
                    page(label, () => push(t[2]))
                    if (t[1].handover.pending)
                        after(label + " turn", () => t[1].confirmHandover())
                    if (t[1].selectCard !== undefined)
                        after(label + " card chosen", () => t[1].selectCard(0))
                    clear()
                }
            }

            // The end screens.
            for (const f of [["ribbit", ribbitGame, ribbitComponent, "ribbit-finished.tidepool.json"],
                             ["mini", miniGame, miniComponent, "mini-finished.tidepool.json"],
                             ["mini", miniGame, miniComponent, "mini-advanced-finished.tidepool.json"],
                             ["ripple", rippleGame, rippleComponent, "ripple-finished.tidepool.json"]]) {
                verify(f[1].openRecord(root.finishedRecord(f[3])), f[1].errorText)
                verify(f[1].finished, f[3] + " is a finished game")
                page(f[0] + " end (" + f[3] + ")", () => push(f[2]))
                clear()
            }

            // The rules, from home and from a game.
            for (const game of ["ribbit", "mini", "ripple"]) {
                page("rules " + game, () => push(rulesComponent, { game: game, session: null }))
                clear()
            }

            // The guided first games.
            for (const t of [["ribbit", ribbitTutorialComponent], ["mini", miniTutorialComponent],
                             ["ripple", rippleTutorialComponent]]) {
                verify(guide.start(t[0]), guide.errorText)
                page("tutorial " + t[0], () => push(t[1]))
                clear()
                guide.leave()
            }
            verify(checks > 40, "every page was checked (" + checks + ")")
        }
    }
}

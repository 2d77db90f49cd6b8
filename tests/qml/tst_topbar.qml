import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest

// The seats in the top bar (review 20): with four or five seats, in the smallest window and larger,
// in English and Vietnamese, the seat chips of Ribbit and Mini never run over the Menu, Rules or
// Log button, nor over one another: on the table, on the end screen and in the replay. A chip
// narrowed to fit keeps the player's whole name in its accessible name.
Item {
    id: root
    width: 1024
    height: 640

    readonly property var longNames: ["Annabelle", "Bartholomew", "Computer 1 (Medium)", "Dương Thị Hồng",
                                      "Computer 2 (Hard)"]
    function record(game, count, options) {
        return JSON.stringify({ format: "tidepool-record", version: 1, game: game, options: options || {},
                                players: root.longNames.slice(0, count).map(
                                    (n, i) => ({ name: n, kind: n.startsWith("Computer") ? "bot:medium" : "human" })),
                                seed: 7, setup: null, actions: [] })
    }

    RibbitGame { id: ribbitGame }
    MiniGame { id: miniGame }
    StackView { id: stack; anchors.fill: parent }
    Component { id: ribbitComponent; RibbitPage { game: ribbitGame } }
    Component { id: miniComponent; MiniPage { game: miniGame } }

    TestCase {
        id: test
        name: "TopBar"
        when: windowShown

        function init() {
            AppSettings.setAnimationDuration(0)
            AppSettings.setBotDelay(1800) // (the slowest: the seats are measured as opened)
        }
        function cleanup() {
            stack.clear(StackView.Immediate)
            AppSettings.setLanguage("en")
            AppSettings.setBotDelay(900)
            root.width = 1024
            root.height = 640
            Theme.scale = 1
        }
        function rectOf(item, grow) {
            const g = grow || 0
            return item.mapToItem(root, -g, -g, item.width + 2 * g, item.height + 2 * g)
        }
        function meet(a, b) {
            return Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x)
                && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y)
        }
        // Every chip clear of the buttons and of the next chip; its name whole in the tree.
        function checkChips(page, game, label, names) {
            waitForRendering(page)
            const buttons = ["menuButton", "rulesButton", "logButton"].map(n => findChild(page, n))
            buttons.forEach(b => verify(b && b.visible, label + ": the top bar's buttons"))
            const count = names.length
            for (let i = 0; i < count; ++i) {
                const chip = findChild(page, "seatChip" + i)
                verify(chip && chip.visible, label + ": chip " + i)
                // (With its glow ring, which reaches 4 px beyond it.)
                const r = rectOf(chip, Theme.px(4))
                for (const b of buttons)
                    verify(!meet(r, rectOf(b)), label + ": " + names[i] + "'s chip " + JSON.stringify(r)
                           + " runs over " + b.objectName + " " + JSON.stringify(rectOf(b)))
                if (i + 1 < count)
                    verify(!meet(rectOf(chip), rectOf(findChild(page, "seatChip" + (i + 1)))),
                           label + ": chips " + i + " and " + (i + 1) + " overlap")
                verify(r.x >= 0 && r.x + r.width <= root.width, label + ": chip " + i + " in the window")
                verify(chip.Accessible.name.startsWith(names[i] + ","),
                       label + ": the whole name in the tree: " + chip.Accessible.name)
                // What the chip shows of the name stays inside it.
                const name = findChild(chip, "seatChipName")
                if (name.visible) {
                    const n = rectOf(name), c = rectOf(chip)
                    verify(n.x >= c.x && n.x + n.width <= c.x + c.width + 1, label + ": " + names[i] + "'s name outside its chip")
                }
            }
        }

        function test_seatsClearTheButtons_data() {
            const rows = []
            for (const size of [[1024, 640], [1366, 768], [1920, 1080]])
                for (const language of ["en", "vi"])
                    for (const game of ["ribbit", "mini"])
                        rows.push({ tag: game + " " + size[0] + "x" + size[1] + " " + language,
                                    w: size[0], h: size[1], language: language, game: game })
            return rows
        }
        function test_seatsClearTheButtons(data) {
            root.width = data.w
            root.height = data.h
            Theme.scale = Math.max(0.75, Math.min(data.w / 1280, data.h / 800))
            AppSettings.setLanguage(data.language)
            const game = data.game === "ribbit" ? ribbitGame : miniGame
            const component = data.game === "ribbit" ? ribbitComponent : miniComponent
            const options = data.game === "mini" ? { variant: "advanced" } : {}

            // Mid-game with five and with four seats (long names).
            for (const count of [5, 4]) {
                verify(game.openRecordText(root.record(data.game, count, options)), game.errorText)
                const page = stack.push(component, {}, StackView.Immediate)
                tryCompare(page.StackView, "status", StackView.Active)
                checkChips(page, game, data.tag + " table, " + count + " seats", root.longNames.slice(0, count))
                stack.clear(StackView.Immediate)
            }

            // The end screen and the replay of a finished five-computer game (the review's records).
            const file = Samples.paths(data.game, data.game === "ribbit" ? "finished" : "finished-advanced")[0]
            verify(game.openRecord(file), game.errorText)
            const page = stack.push(component, {}, StackView.Immediate)
            tryCompare(page.StackView, "status", StackView.Active)
            verify(game.finished)
            const bots = ["Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
            tryVerify(() => page.endShown, 3000)
            checkChips(page, game, data.tag + " end screen", bots)
            verify(game.startReplay())
            tryVerify(() => game.replay.active, 3000)
            checkChips(page, game, data.tag + " replay", bots)
        }
    }
}

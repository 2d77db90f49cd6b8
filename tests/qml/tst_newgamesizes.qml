import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// The New game page of every registered game in a big window: the rules panel is not left half
// bare (issue 44: at 1920x1080 Ripple's two options filled half of it): the game's picture takes the
// room the rules leave, below them, never on them, and gives way in a small window.
Item {
    id: root
    width: 1920
    height: 1080
    StackView { id: stack; anchors.fill: parent }
    NewGameSetup { id: gameSetup }
    Component { id: newGameComponent; NewGamePage { setup: gameSetup; game: GameRegistry.session(gameSetup.game) } }

    TableCase {
        id: test
        name: "NewGameSizes"
        stack: stack
        function cleanup() {
            stack.clear(StackView.Immediate)
            root.width = 1920
            root.height = 1080
            Theme.scale = 1
        }
        function resize(w, h) {
            root.width = w
            root.height = h
            Theme.scale = Math.max(0.75, Math.min(w / 1280, h / 800))
        }
        function rectOf(item) { return item.mapToItem(root, 0, 0, item.width, item.height) }

        function test_theRulesPanelIsFilled_data() {
            return GameRegistry.games.map(e => ({ tag: e.name, game: e.name }))
        }
        function test_theRulesPanelIsFilled(data) {
            gameSetup.setGame(data.game)
            for (const size of [[1920, 1080], [2560, 1440], [1024, 640]]) {
                resize(size[0], size[1])
                const page = show(newGameComponent)
                waitForRendering(root)
                const label = data.game + " " + size[0] + "x" + size[1]
                const panel = findChild(page, "gamePicture").parent
                const picture = findChild(page, "gamePicture")
                const flick = findChild(page, "rulesFlick")
                const content = flick.contentHeight
                if (picture.visible) {
                    // Below the rules, all of them in view, inside the panel.
                    verify(content <= flick.height + 1, label + ": the rules fit above the picture")
                    verify(rectOf(picture).y >= rectOf(flick).y + content, label + ": the picture below the rules")
                    verify(rectOf(picture).y + picture.height <= rectOf(panel).y + panel.height, label + ": in the panel")
                    compare(findChild(page, "gamePictureTagline").truncated, false)
                }
                if (size[0] >= 1920) {
                    // The panel's bare part: what neither the rules nor the picture take.
                    const bare = panel.height - Math.min(content, flick.height) - (picture.visible ? picture.height : 0)
                    verify(bare < 0.3 * panel.height, label + ": " + Math.round(100 * bare / panel.height)
                           + "% of the rules panel is bare")
                } else if (size[0] === 1024 && content > flick.height + 1) {
                    verify(!picture.visible, label + ": no picture while the rules scroll")
                }
                stack.clear(StackView.Immediate)
            }
        }
    }
}

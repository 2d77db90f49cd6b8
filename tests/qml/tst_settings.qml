import QtQuick
import QtTest
import Tidepool

// Settings in a family's words and whole (issue 44): the game server's address is folded away
// until someone sets one up, and Settings fits at 1280x768 in every language, or shows that it
// scrolls.
Item {
    id: root
    width: 1280
    height: 768

    Component { id: settingsComponent; SettingsPage { anchors.fill: parent } }

    TestCase {
        name: "Settings"
        when: windowShown

        function init() {
            AppSettings.setAnimationDuration(0)
            AppSettings.setLanguage("en")
            AppSettings.setServerAddress("")
        }
        function cleanup() {
            AppSettings.setLanguage("en")
            AppSettings.setServerAddress("")
            PlayerStatistics.clear()
        }
        function shownTexts(item, out) {
            if (!item.visible)
                return out
            if (typeof item.text === "string" && item.text !== "")
                out.push(item.text)
            for (let i = 0; i < item.children.length; ++i)
                shownTexts(item.children[i], out)
            return out
        }

        // "Online · Server http://127.0.0.1:2567" was on every family's Settings.
        function test_theServerAddressIsFoldedUntilSetUp() {
            const page = createTemporaryObject(settingsComponent, root)
            waitForRendering(page)
            const shown = shownTexts(page, [])
            compare(shown.filter(t => t.indexOf("127.0.0.1") >= 0 || t.indexOf("http") >= 0), [], "no server address on show")
            const field = findChild(page, "serverAddress")
            verify(!field.visible, "the address field is folded")
            const setUp = findChild(page, "setUpServer")
            verify(setUp && setUp.visible, "Set up a game server… is offered")
            mouseClick(setUp)
            tryVerify(() => field.visible && field.activeFocus, 2000, "the field opens, with the keyboard in it")
            compare(field.text, AppSettings.serverAddress)
            verify(!setUp.visible)

            // A server someone set up is shown at once.
            AppSettings.setServerAddress("10.0.0.2:2567")
            const again = createTemporaryObject(settingsComponent, root)
            waitForRendering(again)
            verify(findChild(again, "serverAddress").visible)
            verify(!findChild(again, "setUpServer").visible)
        }

        // Vietnamese: "Xoá thống kê…" was cut off at the foot of the paper at 1280x768 (two people
        // counted), with nothing saying there was more. Settings fits there in both languages; with
        // more people than fit, a scroll bar shows, and the end can be scrolled to.
        function test_settingsFitOrScrollVisibly_data() {
            return [{ tag: "en", language: "en" }, { tag: "vi", language: "vi" }]
        }
        function test_settingsFitOrScrollVisibly(data) {
            AppSettings.setLanguage(data.language)
            PlayerStatistics.setKeep(true)
            PlayerStatistics.clear()
            PlayerStatistics.recordGame(GameRegistry.games[0].name, ["Ann", "Ben"], ["Ann"])
            const page = createTemporaryObject(settingsComponent, root)
            waitForRendering(page)
            const clear = findChild(page, "clearStatistics")
            const help = findChild(page, "keyboardHelp")
            let flick = clear.parent
            while (flick && flick.contentHeight === undefined)
                flick = flick.parent
            verify(flick, "Settings scroll")
            const bottomOf = (item) => item.mapToItem(flick, 0, item.height).y
            verify(bottomOf(clear) <= flick.height, data.language + ": Clear statistics… ends at " + bottomOf(clear) + ", below the paper's " + flick.height)
            verify(bottomOf(help) <= flick.height, data.language + ": the keyboard's help is cut off")
            verify(!findChild(page, "settingsScrollBar").visible, "nothing to scroll")

            for (const name of ["Cam", "Dee", "Eve", "Fay", "Gus", "Hal"])
                PlayerStatistics.recordGame(GameRegistry.games[0].name, [name, "Ann"], [name])
            tryVerify(() => flick.contentHeight > flick.height)
            tryVerify(() => findChild(page, "settingsScrollBar").visible, 1000, "more than fits: a scroll bar shows")
            flick.contentY = flick.contentHeight - flick.height
            waitForRendering(page)
            verify(bottomOf(help) <= flick.height + 1, data.language + ": the end can be scrolled to")
        }
    }
}

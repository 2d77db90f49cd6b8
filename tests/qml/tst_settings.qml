import QtQuick
import QtTest
import Tidepool

// Settings in a family's words (issue 44): the game server's address is folded away until someone
// sets one up.
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
    }
}

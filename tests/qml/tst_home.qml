import QtQuick
import QtTest
import Tidepool

// The home screen lists the three games; only those with a screen can be started.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: homeComponent
        HomePage { anchors.fill: parent }
    }
    GamesModel { id: games }

    TestCase {
        name: "Home"
        when: windowShown

        function test_listsEveryGameAndOnlyBuiltOnesCanStart() {
            const page = createTemporaryObject(homeComponent, root)
            verify(page)
            compare(games.rowCount(), 3)
            let chosen = ""
            page.gameChosen.connect(function(name) { chosen = name })
            const ribbit = findChild(page, "gameCard-ribbit")
            verify(ribbit, "the Ribbit card is shown")
            verify(findChild(page, "gameCard-mini"))
            verify(findChild(page, "gameCard-ripple"))
            const play = findChild(ribbit, "playButton")
            verify(play && play.enabled)
            mouseClick(play)
            compare(chosen, "ribbit")
        }
    }
}

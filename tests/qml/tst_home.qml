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
    RibbitGame { id: unfinished }
    NewGameSetup { id: setup }

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

        function test_offersToContinueAnUnfinishedGame() {
            verify(unfinished.start(setup))
            const page = createTemporaryObject(homeComponent, root)
            const entry = findChild(page, "savedGame-0")
            verify(entry, "the autosaved game is listed")
            compare(entry.path, unfinished.autosavePath)
            compare(entry.title, "Ribbit")
            let resumed = ""
            page.resumeRequested.connect(function(name, path) { resumed = path })
            mouseClick(findChild(entry, "continueButton"))
            compare(resumed, unfinished.autosavePath)
        }
    }
}

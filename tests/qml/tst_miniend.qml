import QtQuick
import QtTest
import Tidepool
import TidepoolTest
import "minirecords.js" as MiniRecords

// The end of a Turtle Race Mini race: it comes with a beat, the move is said before it, the end
// screen reads the final order in words, and in the advanced game the between-races screen shows
// until the next race is started (the keys wait for it).
Item {
    id: root
    width: 1280
    height: 800

    MiniBoardCase {
        id: test
        name: "MiniEnd"

        // Issue 20: a race's end comes with a beat of animation (animations on), none when off.
        function test_aRaceEndsWithABeat_data() { return [{ tag: "on", ms: 350 }, { tag: "off", ms: 0 }] }
        function test_aRaceEndsWithABeat(data) {
            AppSettings.setAnimationDuration(data.ms)
            open(MiniRecords.raceEnds)
            const between = findChild(page, "betweenRaces")
            confirmHandover()
            mouseClick(card("R--"))
            clickTile("R1")
            compare(game.actionCount, 1)
            tryCompare(between, "visible", true)
            if (data.ms > 0) {
                tryVerify(() => between.beatPlaying, 1000, "the summary springs in")
                tryVerify(() => !between.beatPlaying, 3000)
            } else {
                wait(50)
                verify(!between.beatPlaying)
            }
            AppSettings.setAnimationDuration(0)
        }

        // Issue 19: the move that ends a race is said first, then the race's end (never the end
        // before the move, nor while the move waits for Done).
        function test_theMoveIsSaidBeforeTheRaceEnd_data() { return [{ tag: "at once", confirm: false }, { tag: "with Done", confirm: true }] }
        function test_theMoveIsSaidBeforeTheRaceEnd(data) {
            AppSettings.setConfirmMoves(data.confirm)
            open(MiniRecords.raceEnds)
            confirmHandover()
            const announcer = findChild(page, "announcer")
            const said = []
            const listen = () => said.push(announcer.lastText)
            announcer.countChanged.connect(listen)
            mouseClick(card("R--"))
            clickTile("R1")
            if (data.confirm) {
                wait(300)
                verify(said.every(s => s.indexOf("finish and leave the game") < 0), "nothing of the race's end before Done: " + JSON.stringify(said))
                game.confirmMove()
            }
            AppSettings.setConfirmMoves(false)
            tryVerify(() => said.some(s => s.indexOf("finish and leave the game") >= 0), 3000, JSON.stringify(said))
            const move = game.moves.lastText
            verify(move !== "")
            const all = said.join(" | ")
            verify(all.indexOf(move) >= 0 && all.indexOf(move) < all.indexOf("finish and leave the game"),
                   "the move (" + move + "), then the race's end: " + all)
            announcer.countChanged.disconnect(listen)
        }

        // Against a computer that just ended race 1, Ann starts race 2 with no handover: until she
        // starts it, the number keys choose nothing through the between-races screen (before, 1
        // chose a card and put the keyboard on a tile under it; blind playthrough, issue 19).
        // The end screen reads the final order in words and says the secret colours (issue 19).
        function test_theEndScreenReadsTheFinalOrderInWords() {
            verify(game.openRecord(Samples.paths("mini", "finished")[0]), game.errorText)
            verify(game.finished)
            let end = null
            tryVerify(() => (end = findChild(page, "endScreen")) !== null && end.visible, 5000)
            verify(/Secret colours: Bot 1 backed [a-z]+, Bot 2 backed [a-z]+, /.test(end.spokenText()), end.spokenText())
            const names = []
            const walk = item => {
                if (item.Accessible && item.Accessible.name)
                    names.push(item.Accessible.name)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(end)
            verify(names.some(n => /^The final order: 1st [a-z]+ tile [12], 2nd /.test(n)), "the final order in words: " + names)
        }
        function test_theKeysWaitForTheNextRaceToStart() {
            const record = JSON.parse(JSON.stringify(MiniRecords.raceEnds))
            record.players[1].kind = "bot:easy"
            record.setup.hands = [record.setup.hands[1], record.setup.hands[0]]
            record.setup.current = 1
            record.actions = ["R-- R1"]
            page.active = true // as on the window's stack: the keys are the page's
            open(record)
            const between = findChild(page, "betweenRaces")
            tryCompare(between, "opacity", 1)
            compare(game.currentPlayerName, "Ann")
            verify(game.handover.viewerToAct)
            verify(!game.handover.pending)
            const start = findChild(between, "continueRaceButton")
            tryVerify(() => start.activeFocus, 3000, "the keyboard is on Start race 2")
            keyClick(Qt.Key_1)
            compare(game.selectedCard, -1, "no card chosen under the screen")
            verify(start.activeFocus)
            keyClick(Qt.Key_Return)
            tryCompare(between, "visible", false)
            keyClick(Qt.Key_1)
            tryCompare(game, "selectedCard", 0, 3000, "the race has started: 1 chooses the first card")
        }

        function test_theEndOfARaceShowsTheBetweenRacesScreen() {
            open(MiniRecords.raceEnds)
            const between = findChild(page, "betweenRaces")
            compare(between.visible, false)
            confirmHandover()
            compare(findChild(findChild(page, "lettucePlaces"), "lettuce-1").laid, true)
            compare(findChild(findChild(page, "lettucePlaces"), "lettuce-2").laid, false)
            mouseClick(card("R--"))
            clickTile("R1")
            compare(game.actionCount, 1)
            tryCompare(between, "opacity", 1)
            verify(findChild(between, "finisher-G1"), "G1 finished first")
            verify(findChild(between, "finisher-B2"), "B2 finished second")
            // The race's end is announced after the move, the tiles in words (issue 19).
            const announcer = findChild(page, "announcer")
            // The race's end once: the move's sentence says it, the tiles follow in words (the
            // between-races screen said "Race 1 is over. Ann drew the third lettuce." again).
            tryVerify(() => /^Ann played Red −2: .+ Green tile 1 and blue tile 2 finish and leave the game\./.test(announcer.lastText),
                      3000, "the race's end is announced: " + announcer.lastText)
            compare(announcer.lastText.split(/race 1 is over/i).length - 1, 1, announcer.lastText)
            compare(announcer.lastText.split("third lettuce").length - 1, 1, announcer.lastText)
            compare(findChild(between, "nextRow").stacks.length, 10)
            compare(findChild(between, "nextRow").stacks[0], ["K1"])
            // The finished tiles leave the row for the finished tray.
            compare(tile("G1").stack, -1)
            compare(tile("G1").outIndex, 0)
            compare(game.round, 2)
            mouseClick(findChild(between, "continueRaceButton"))
            tryCompare(between, "visible", false)
            compare(game.currentPlayerName, "Ben")
            tryCompare(findChild(page, "handover"), "opacity", 1)
        }
    }
}

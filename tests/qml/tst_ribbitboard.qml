import QtQuick
import QtTest
import Tidepool

// The Ribbit screen driven by clicks: the handover screen hides the hand, choosing a card
// highlights exactly the legal turtles, a click on a turtle plays, and a whole game can be
// played through the UI to the end screen.
Item {
    id: root
    width: 1280
    height: 800

    // Red, yellow and blue on START side by side; green on space 2 carrying purple.
    // Ann (red) to play with R+ G- Y++ ^ *-; Ben (yellow).
    readonly property string setupRecord: JSON.stringify({
        format: "tidepool-record", version: 1, game: "ribbit", options: {},
        players: [{name: "Ann", kind: "human"}, {name: "Ben", kind: "human"}],
        seed: 7,
        setup: {
            colors: ["R", "Y"],
            track: {"0": [["R"], ["Y"], ["B"]], "2": [["G", "P"]]},
            hands: [["R+", "G-", "Y++", "^", "*-"], ["B+", "B+", "B+", "B+", "B+"]],
            deck: ["R+", "R+", "R+", "R+", "R++", "R-", "R-", "Y+", "Y+", "Y+", "Y+", "Y+", "Y-", "Y-",
                   "G+", "G+", "G+", "G+", "G+", "G++", "G-", "B++", "B-", "B-",
                   "P+", "P+", "P+", "P+", "P+", "P++", "P-", "P-", "*+", "*+", "*+", "*+", "*+", "*-",
                   "^", "^", "^^", "^^"],
            discard: [], current: 0
        },
        actions: []
    })
    readonly property string seedRecord: JSON.stringify({
        format: "tidepool-record", version: 1, game: "ribbit", options: {trackLength: 7},
        players: [{name: "Ann", kind: "human"}, {name: "Ben", kind: "human"}, {name: "Cleo", kind: "human"}],
        seed: 2024, setup: null, actions: []
    })

    // As setupRecord, but green (carrying purple) is on space 8: Ann's G++ ends the race.
    readonly property string finishRecord: setupRecord.replace('"2":[["G","P"]]', '"8":[["G","P"]]')
                                                      .replace('"R+","G-","Y++"', '"R+","G++","Y++"')
                                                      .replace('"G++","G-","B++"', '"G-","G-","B++"')

        RibbitGame { id: ribbitGame }
    Component {
        id: pageComponent
        RibbitPage { anchors.fill: parent; game: ribbitGame }
    }

    Component { id: colorCard; RibbitCard { kind: "color"; steps: 1 } }

    TestCase {
        id: test
        name: "RibbitBoard"
        when: windowShown
        property var page
        readonly property RibbitGame game: ribbitGame

        function init() {
            AppSettings.setAnimationDuration(0)
            AppSettings.setConfirmMoves(false) // every play counts at once (tst_turns.qml tests Done)
            page = createTemporaryObject(pageComponent, root)
            verify(page)
        }

        function open(text) {
            verify(game.openRecordText(text), game.errorText)
            waitForRendering(page)
        }
        function confirmHandover() {
            const overlay = findChild(page, "handover")
            tryCompare(overlay, "armed", true) // it takes a click once it is ready
            mouseClick(findChild(overlay, "handoverConfirm"))
            tryCompare(overlay, "visible", false)
        }
        function card(notation) {
            for (let i = 0; i < 5; ++i) {
                const c = findChild(page, "card-" + i)
                if (c && c.card === notation)
                    return c
            }
            return null
        }
        function highlighted() {
            const result = []
            for (const letter of ["R", "Y", "G", "B", "P"])
                if (findChild(page, "turtle-" + letter).showTarget)
                    result.push(letter)
            return result
        }
        function clickTurtle(letter) {
            const t = findChild(page, "turtle-" + letter)
            mouseClick(t, t.width * 0.5, t.height * 0.7)
        }

        // Colour-blind safety (docs/accessibility.md): blue and purple cards, alike under
        // protanopia and deuteranopia, carry different bold patterns, drawn at every card size
        // (a repeat never under 6 px): their pictures differ in lightness, not only in hue.
        function test_blueAndPurpleCardsCarryDifferentPatterns() {
            for (const w of [60, 120]) {
                const grab = (turtle) => {
                    const card = createTemporaryObject(colorCard, root, { turtle: turtle, width: w, height: w * 1.4 })
                    const pattern = findChild(card, "colorPattern")
                    verify(pattern, "a coloured card has its pattern")
                    compare(pattern.turtle, turtle)
                    verify(pattern.cell >= 6 && pattern.cell >= w / 12, "a bold repeat at width " + w)
                    waitForRendering(card)
                    const image = grabImage(pattern)
                    card.destroy()
                    wait(20)
                    return image
                }
                const a = grab("B")
                const b = grab("P")
                // Where each picture is lighter than its row's average (the pattern's marks, whatever
                // the hue under them): the two masks differ in many places.
                const mask = (img) => {
                    const out = []
                    for (let y = 2; y < img.height - 2; y += 3) {
                        // (Against the row's average: the face's gradient runs top to bottom.)
                        const row = []
                        for (let x = 2; x < img.width - 2; x += 2) {
                            const c = img.pixel(x, y)
                            row.push(0.3 * c.r + 0.59 * c.g + 0.11 * c.b)
                        }
                        const mean = row.reduce((s, v) => s + v, 0) / row.length
                        row.forEach(v => out.push(v > mean + 0.02))
                    }
                    return out
                }
                const ma = mask(a), mb = mask(b)
                const n = Math.min(ma.length, mb.length)
                let differ = 0
                for (let i = 0; i < n; ++i)
                    if (ma[i] !== mb[i])
                        ++differ
                verify(differ > n * 0.15, "blue's and purple's patterns differ in lightness at width " + w + ": " + differ + " of " + n)
            }
        }

        function test_handoverHidesTheHand() {
            open(root.setupRecord)
            const overlay = findChild(page, "handover")
            tryCompare(overlay, "opacity", 1)
            compare(findChild(page, "hand").count, 0, "no card is drawn behind the handover screen")
            compare(game.viewerColor, "")
            confirmHandover()
            compare(findChild(page, "hand").count, 5)
            verify(card("R+"))
            compare(game.viewerColor, "R")
        }

        function test_choosingACardHighlightsExactlyTheLegalTurtles() {
            open(root.setupRecord)
            confirmHandover()
            compare(highlighted(), [])
            mouseClick(card("^"))
            compare(highlighted(), ["R", "Y", "B"])
            mouseClick(card("G-"))
            compare(highlighted(), ["G"])
            mouseClick(card("*-"))
            compare(highlighted(), ["G", "P"])
        }

        function test_aClickOnAHighlightedTurtlePlaysAndTheNextPlayerIsHidden() {
            open(root.setupRecord)
            confirmHandover()
            mouseClick(card("G-"))
            clickTurtle("G")
            compare(game.actionCount, 1)
            compare(findChild(page, "turtle-G").space, 1)
            compare(findChild(page, "turtle-P").space, 1)
            compare(game.currentPlayerName, "Ben")
            tryCompare(findChild(page, "handover"), "opacity", 1)
            compare(findChild(page, "hand").count, 0, "Ann's cards are gone before Ben looks")
        }

        function test_anIllegalTurtleIsRefusedAndNothingChanges() {
            open(root.setupRecord)
            confirmHandover()
            mouseClick(card("^"))
            clickTurtle("G")
            compare(game.actionCount, 0)
            verify(game.whyNot("G").indexOf("last") >= 0)
        }

        function test_theMenuSaysWhyUndoIsNotAvailable() {
            open(root.setupRecord)
            confirmHandover()
            mouseClick(card("G-"))
            clickTurtle("G")
            confirmHandover()
            const menu = findChild(page, "gameMenu")
            menu.open()
            tryCompare(menu, "opened", true)
            const undo = findChild(menu.contentItem, "undoButton")
            tryCompare(undo, "visible", true)
            verify(!undo.enabled)
            const reason = findChild(menu.contentItem, "undoReason")
            verify(reason.visible)
            verify(reason.text.indexOf("drawn") >= 0, reason.text)
            menu.close()
        }

        // The winning move is made on a turtle whose tooltip is open: the end screen comes up over
        // it and the tooltip closes, and none opens while the end screen is up.
        function test_noTooltipOverTheEndScreen() {
            verify(root.finishRecord.indexOf('"8":[["G","P"]]') > 0, "the finish position")
            open(root.finishRecord)
            confirmHandover()
            const green = findChild(page, "turtle-G")
            const tip = findChild(green, "turtleTip")
            let card = -1
            for (let i = 0; i < game.hand.rowCount(); ++i)
                if (game.hand.data(game.hand.index(i, 0), HandModel.CardRole) === "G++")
                    card = i
            verify(card >= 0)
            game.selectCard(card)
            green.forceActiveFocus()
            tryCompare(tip, "opened", true)
            compare(tip.covered, false)
            keyClick(Qt.Key_Return)
            verify(game.finished)
            const end = findChild(page, "endScreen")
            tryVerify(() => end && end.visible)
            compare(tip.covered, true)
            tryCompare(tip, "opened", false)
            // Hovering the turtle under the end screen opens nothing.
            mouseMove(green, green.width / 2, green.height / 2)
            wait(500)
            verify(!tip.opened, "no tooltip over the end screen")
        }

        // Ann, Ben and a computer: after Ben's turn the computer's move is shown on the table (at the
        // computer pace) before the screen for Ann covers it, and that screen lists Ben's move and
        // the computer's in the log's words.
        function test_theComputersMoveIsSeenBeforeTheHandover() {
            AppSettings.setBotDelay(2000)
            open(root.seedRecord.replace('"name":"Cleo","kind":"human"', '"name":"Cleo","kind":"bot:easy"'))
            compare(game.seats.data(game.seats.index(2, 0), SeatModel.KindRole), "bot:easy")
            const overlay = findChild(page, "handover")
            for (let turn = 0; turn < 2; ++turn) {
                confirmHandover()
                playFirstLegal()
            }
            // The computer's turn: no handover screen. (The page's pace timer waits for a StackView;
            // here the test lets the computer play.)
            compare(game.currentPlayer, 2)
            verify(!game.handoverPending)
            game.playBotMove()
            tryCompare(game, "currentPlayer", 0, 5000)
            verify(game.handoverPending)
            verify(game.computerJustMoved)
            verify(overlay.holding, "the table stays in view a moment")
            compare(overlay.opacity, 0)
            compare(findChild(page, "hand").count, 0, "nobody's hand is drawn meanwhile")
            tryCompare(overlay, "opacity", 1, 10000)
            compare(overlay.since.length, 2)
            compare(overlay.since[0], game.log.data(game.log.index(1, 0), LogModel.TextRole))
            compare(overlay.since[1], game.log.data(game.log.index(2, 0), LogModel.TextRole))
            verify(overlay.since[1].indexOf("Cleo") === 0, overlay.since[1])
            verify(findChild(overlay, "sinceLastTurn").visible)
            AppSettings.setBotDelay(900)
        }
        function playFirstLegal() {
            if (game.mustDiscard) {
                game.selectCard(0)
                verify(game.discardSelected())
                return
            }
            for (let i = 0; i < game.hand.rowCount(); ++i) {
                if (!game.hand.data(game.hand.index(i, 0), HandModel.PlayableRole))
                    continue
                game.selectCard(i)
                for (const letter of ["R", "Y", "G", "B", "P"])
                    if (findChild(page, "turtle-" + letter).showTarget) {
                        verify(game.playOn(letter))
                        return
                    }
            }
            fail("no legal action")
        }

        function test_aWholeHotSeatGameCanBePlayedThroughTheUi() {
            open(root.seedRecord)
            let guard = 0
            while (!game.finished && guard++ < 400) {
                if (game.handoverPending)
                    confirmHandover()
                let played = false
                for (let i = 0; i < 5 && !played; ++i) {
                    const c = findChild(page, "card-" + i)
                    if (!c || (!c.playable && !game.mustDiscard))
                        continue
                    mouseClick(c)
                    if (game.mustDiscard) {
                        mouseClick(findChild(page, "discardButton"))
                        played = true
                        break
                    }
                    const targets = highlighted()
                    verify(targets.length > 0, "a playable card has a legal turtle")
                    const before = game.actionCount
                    clickTurtle(targets[0])
                    compare(game.actionCount, before + 1)
                    played = true
                }
                verify(played, "the player could act")
            }
            verify(game.finished)
            tryCompare(findChild(page, "endScreen"), "visible", true)
            verify(game.resultText.length > 0)

            // The replay viewer: from the start, forwards and back, then back to the end.
            const length = game.actionCount
            mouseClick(findChild(page, "watchReplay"))
            const bar = findChild(page, "replayBar")
            tryCompare(bar, "visible", true)
            verify(!findChild(page, "endScreen") || !findChild(page, "endScreen").visible) // made only while shown
            compare(game.replayPosition, 0)
            compare(game.replayLength, length)
            mouseClick(findChild(bar, "replayForward"))
            mouseClick(findChild(bar, "replayForward"))
            compare(game.replayPosition, 2)
            mouseClick(findChild(bar, "replayBack"))
            compare(game.replayPosition, 1)

            // A jump to any move with the slider lands on that move.
            const slider = findChild(bar, "replaySlider")
            verify(slider.visible && slider.enabled)
            compare(slider.to, length)
            slider.value = length - 3
            slider.moved()
            compare(game.replayPosition, length - 3)
            compare(findChild(bar, "replayPosition").text, (length - 3) + " / " + length)
            // Dragging it too: the handle's end is the last move.
            mouseDrag(slider, slider.leftPadding + 2, slider.height / 2, slider.availableWidth + 10, 0)
            compare(game.replayPosition, length)
            mouseClick(findChild(bar, "replayStart"))
            compare(game.replayPosition, 0)

            // Autoplay: each tick of its timer (fired here by hand, never waited for) shows the next
            // move; at the last one it stops. The speed sets the timer's pace.
            const timer = findChild(bar, "replayAutoplay")
            verify(!timer.running)
            mouseClick(findChild(bar, "replayPlay"))
            verify(bar.playing)
            verify(timer.running)
            const normal = timer.interval
            bar.speed = "fast"
            verify(timer.interval < normal)
            timer.triggered()
            compare(game.replayPosition, 1)
            timer.triggered()
            compare(game.replayPosition, 2)
            bar.jump(length - 1)
            timer.triggered()
            compare(game.replayPosition, length)
            verify(!bar.playing)
            verify(!timer.running)
            // Play from the end starts again from the start; pause stops.
            mouseClick(findChild(bar, "replayPlay"))
            compare(game.replayPosition, 0)
            verify(timer.running)
            mouseClick(findChild(bar, "replayPlay"))
            verify(!timer.running)
            mouseClick(findChild(bar, "replayEnd"))
            compare(game.replayPosition, length)
            mouseClick(findChild(bar, "leaveReplay"))
            tryCompare(bar, "visible", false)
            compare(game.actionCount, length)
            verify(game.finished)
        }
    }
}

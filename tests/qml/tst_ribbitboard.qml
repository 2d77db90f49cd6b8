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

        function cleanup() {
            root.width = 1280
            root.height = 800
            Theme.scale = 1
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

        function rectOf(item) { return item.mapToItem(root, 0, 0, item.width, item.height) }
        function overlaps(a, b) {
            return Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) + 1
                && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y) + 1
        }

        // Issue 20: the replay bar never covers the hand row (its cards, the secret card, the piles)
        // at any size.
        function test_theReplayBarCoversNoCard() {
            open(root.setupRecord)
            confirmHandover()
            mouseClick(card("G-"))
            clickTurtle("G")
            verify(game.startReplay())
            const bar = findChild(page, "replayBar")
            tryCompare(bar, "visible", true)
            for (const size of [[1024, 640], [1366, 768], [1920, 1080]]) {
                root.width = size[0]
                root.height = size[1]
                Theme.scale = Math.max(0.75, Math.min(size[0] / 1280, size[1] / 800))
                waitForRendering(page)
                const barRect = rectOf(bar)
                verify(barRect.y + barRect.height <= root.height, "the bar is in the window")
                const hand = findChild(page, "hand")
                verify(hand.count > 0, "the replay shows the hands")
                for (let i = 0; i < hand.count; ++i) {
                    const c = findChild(page, "card-" + i)
                    verify(!overlaps(barRect, rectOf(c)), size + ": the replay bar covers card " + i)
                }
                verify(!overlaps(barRect, rectOf(findChild(page, "secretCard"))), size + ": it covers the secret card")
            }
            root.width = 1280
            root.height = 800
            Theme.scale = 1
            game.stopReplay()
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

        // Another card chosen: a turtle it can't move says why for *that* card (the words followed
        // the first card chosen, on screen and for a screen reader; blind playthrough, issue 19).
        function test_whyNotFollowsTheCardChosen() {
            open(root.setupRecord)
            confirmHandover()
            const red = findChild(page, "turtle-R")
            mouseClick(card("G-"))
            const first = red.Accessible.description
            compare(first, game.whyNot("R"))
            verify(first !== "")
            mouseClick(card("*-"))
            compare(red.Accessible.description, game.whyNot("R"))
            verify(red.Accessible.description !== first, first)
        }

        // Issue 20: after choosing a card, each highlighted turtle shows a ghost where the engine's
        // move would leave it (TurtleModel's landing roles), and no other turtle does.
        function test_aChosenCardShowsWhereEachTurtleWouldLand() {
            open(root.setupRecord)
            confirmHandover()
            const ghost = c => findChild(findChild(page, "turtle-" + c), "ghost")
            for (const c of ["R", "Y", "G", "B", "P"])
                verify(!ghost(c).visible, "no ghost before a card is chosen: " + c)
            mouseClick(card("Y++"))
            compare(highlighted(), ["Y"])
            verify(ghost("Y").visible)
            // Yellow goes from START to space 2, onto green and purple: the top of that stack.
            const track = findChild(page, "track") || findChild(page, "turtle-Y").board
            const yellow = findChild(page, "turtle-Y"), purple = findChild(page, "turtle-P")
            const at = ghost("Y").mapToItem(track, 0, 0)
            fuzzyCompare(at.x, track.stackCenterX(2, 0, 1) - yellow.tw * 0.47 + 2 * yellow.tw * 0.04, 1)
            fuzzyCompare(at.y, track.groundY - yellow.th * 0.93 - 2 * track.stackStep, 1)
            verify(at.y < purple.mapToItem(track, 0, 0).y, "above purple")
            for (const c of ["R", "G", "B", "P"])
                verify(!ghost(c).visible, c + " is not a target")
            mouseClick(card("*-"))
            compare(highlighted(), ["G", "P"])
            verify(ghost("G").visible && ghost("P").visible)
            // Purple steps back alone to space 1: on the pad, height 0.
            const p = ghost("P").mapToItem(track, 0, 0)
            fuzzyCompare(p.x, track.stackCenterX(1, 0, 1) - purple.tw * 0.47, 1)
            fuzzyCompare(p.y, track.groundY - purple.th * 0.93, 1)
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
        // Issue 20: the winning turtle's finish-line moment, then the end screen's celebration;
        // with animations off, no movement at all: the ring marks the winner and the end screen is
        // there at once.
        function finishTheRace() {
            open(root.finishRecord)
            confirmHandover()
            mouseClick(card("G++"))
            clickTurtle("G")
            verify(game.finished)
        }
        function test_theWinnerHasItsMomentThenTheEndScreenCelebrates() {
            AppSettings.setAnimationDuration(350)
            finishTheRace()
            const winner = findChild(page, "turtle-" + game.ranking.data(game.ranking.index(0, 0), TurtleModel.ColorRole))
            const moment = findChild(winner, "finishMoment")
            verify(moment.visible, "the winning turtle's moment")
            verify(moment.playing, "its burst plays")
            verify(page.finishMomentShown)
            verify(!findChild(page, "endScreen") || !findChild(page, "endScreen").visible, "the end screen waits a beat")
            for (const other of ["R", "Y", "B", "P"].filter(c => findChild(page, "turtle-" + c) !== winner))
                verify(!findChild(findChild(page, "turtle-" + other), "finishMoment").visible, other + " did not win")
            let end = null
            tryVerify(() => (end = findChild(page, "endScreen")) !== null && end.visible, 5000)
            const confetti = findChild(end, "confetti")
            tryVerify(() => confetti.playing, 2000, "the confetti falls")
            tryVerify(() => !confetti.playing && !confetti.visible, 5000, "and is gone")
        }
        function test_noAnimationWhenAnimationsAreOff() {
            finishTheRace()
            const end = findChild(page, "endScreen")
            verify(end && end.visible, "the end screen at once")
            // Beyond the result, it says the ranking with each turtle's backer (issue 19).
            verify(/Ranking: 1st: [A-Za-z]+ turtle, (backed by [^;]+|nobody's); 2nd: /.test(end.spokenText()), end.spokenText())
            verify(!page.finishMomentShown)
            const winner = findChild(page, "turtle-" + game.ranking.data(game.ranking.index(0, 0), TurtleModel.ColorRole))
            const moment = findChild(winner, "finishMoment")
            verify(moment.visible && findChild(moment, "winnerRing").visible, "the ring marks the winner")
            verify(!moment.playing)
            const confetti = findChild(end, "confetti")
            wait(50)
            verify(!confetti.playing && !confetti.visible)
        }

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
            verify(!game.handover.pending)
            game.playBotMove()
            tryCompare(game, "currentPlayer", 0, 5000)
            verify(game.handover.pending)
            verify(game.computers.justMoved)
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
                if (game.handover.pending)
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
            verify(game.result.text.length > 0)

            // The replay viewer: from the start, forwards and back, then back to the end.
            const length = game.actionCount
            mouseClick(findChild(page, "watchReplay"))
            const bar = findChild(page, "replayBar")
            tryCompare(bar, "visible", true)
            verify(!findChild(page, "endScreen") || !findChild(page, "endScreen").visible) // made only while shown
            compare(game.replay.position, 0)
            compare(game.replay.length, length)
            mouseClick(findChild(bar, "replayForward"))
            mouseClick(findChild(bar, "replayForward"))
            compare(game.replay.position, 2)
            mouseClick(findChild(bar, "replayBack"))
            compare(game.replay.position, 1)

            // A jump to any move with the slider lands on that move.
            const slider = findChild(bar, "replaySlider")
            verify(slider.visible && slider.enabled)
            compare(slider.to, length)
            slider.value = length - 3
            slider.moved()
            compare(game.replay.position, length - 3)
            compare(findChild(bar, "replayPosition").text, (length - 3) + " / " + length)
            // Dragging it too: the handle's end is the last move.
            mouseDrag(slider, slider.leftPadding + 2, slider.height / 2, slider.availableWidth + 10, 0)
            compare(game.replay.position, length)
            mouseClick(findChild(bar, "replayStart"))
            compare(game.replay.position, 0)

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
            compare(game.replay.position, 1)
            timer.triggered()
            compare(game.replay.position, 2)
            bar.jump(length - 1)
            timer.triggered()
            compare(game.replay.position, length)
            verify(!bar.playing)
            verify(!timer.running)
            // Play from the end starts again from the start; pause stops.
            mouseClick(findChild(bar, "replayPlay"))
            compare(game.replay.position, 0)
            verify(timer.running)
            mouseClick(findChild(bar, "replayPlay"))
            verify(!timer.running)
            mouseClick(findChild(bar, "replayEnd"))
            compare(game.replay.position, length)
            mouseClick(findChild(bar, "leaveReplay"))
            tryCompare(bar, "visible", false)
            compare(game.actionCount, length)
            verify(game.finished)
        }
    }
}

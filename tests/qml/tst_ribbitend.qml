import QtQuick
import QtTest
import Tidepool
import "ribbitrecords.js" as RibbitRecords

// The end of a Ribbit race: the winner's moment then the end screen's celebration (none with
// animations off), no tooltip over the end screen; a computer's move seen before the handover;
// and a whole hot-seat game played through the UI to the end screen.
Item {
    id: root
    width: 1280
    height: 800

    RibbitBoardCase {
        id: test
        name: "RibbitEnd"


        // The winning move is made on a turtle whose tooltip is open: the end screen comes up over
        // it and the tooltip closes, and none opens while the end screen is up.
        // Issue 20: the winning turtle's finish-line moment, then the end screen's celebration;
        // with animations off, no movement at all: the ring marks the winner and the end screen is
        // there at once.
        function finishTheRace() {
            open(RibbitRecords.finishRecord())
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
            verify(RibbitRecords.finishRecord().indexOf('"8":[["G","P"]]') > 0, "the finish position")
            open(RibbitRecords.finishRecord())
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
            mouseMove(green, green.width / 2, green.height / 2) // (the keyboard's tip is in the caption strip)
            tryCompare(tip, "opened", true)
            compare(tip.covered, false)
            keyClick(Qt.Key_Return)
            verify(game.finished)
            const end = findChild(page, "endScreen")
            tryVerify(() => end && end.visible)
            compare(tip.covered, true)
            tryCompare(tip, "opened", false)
            // Hovering the turtle under the end screen opens nothing.
            mouseMove(green, green.width / 2 + 1, green.height / 2)
            wait(500)
            verify(!tip.opened, "no tooltip over the end screen")
        }

        // Ann, Ben and a computer: after Ben's turn the computer's move is shown on the table (at the
        // computer pace) before the screen for Ann covers it, and that screen lists Ben's move and
        // the computer's in the log's words.
        function test_theComputersMoveIsSeenBeforeTheHandover() {
            AppSettings.setBotDelay(2000)
            open(RibbitRecords.seedRecord.replace('"name":"Cleo","kind":"human"', '"name":"Cleo","kind":"bot:easy"'))
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
            open(RibbitRecords.seedRecord)
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

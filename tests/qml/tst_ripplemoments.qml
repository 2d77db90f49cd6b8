import QtQuick
import QtTest
import Tidepool
import TidepoolTest
import "ripplerecords.js" as RippleRecords

// Issue 44's moments at the Ripple table: an action that makes a block set, a match or a completed
// combo lights the slots concerned (the model's moment, the engine's news) with a word over them,
// on the big beach and on a seat's beach along the top; never for a face-down card; nothing with
// animations off; a computer plays on at its pace meanwhile. The end screen celebrates the
// engine's winner. (The round's tally is tst_rippleround.qml's.)
Item {
    id: root
    width: 1280
    height: 800

    RippleScreenCase {
        id: test
        name: "RippleMoments"

        // Ann: palm trees in column 0 and under slot 1's beach ball (a palm tree there makes a block
        // set), a crab face down over a boat in column 3, the pineapple combo (wave, sun) in slot 4;
        // the draw pile: palm tree, flower, crab, seashell, octopus, castle, wave, sun. Ben (a
        // person, or `benKind`) has every card face down.
        function blockRecord(benKind) {
            const text = RippleRecords.setupRecord(["palmtree", "beachball", "fish", "?crab", "pineapple+wave+sun",
                                                    "palmtree", "palmtree", "?fish", "boat", "?turtle"], RippleRecords.ben,
                                                   ["palmtree", "flower", "crab", "seashell", "octopus", "castle", "wave", "sun"], [])
            if (!benKind)
                return text
            const record = JSON.parse(text)
            record.players[1].kind = benKind
            return JSON.stringify(record)
        }
        function glow(item, s) { return findChild(item, "moment" + s) }
        function playingSlots(beach, prefix) {
            const out = []
            for (let s = 0; s < 10; ++s) {
                const item = findChild(beach, prefix + s)
                if (item && glow(item, s).playing)
                    out.push(s)
            }
            return out
        }

        function test_aBlockSetLightsItsSlotsWithItsWord() {
            AppSettings.setAnimationDuration(350)
            open(blockRecord())
            const beach = findChild(page, "bigBeach")
            const word = findChild(beach, "momentBadge")
            verify(!word.visible)
            mouseClick(findChild(page, "drawPile"))
            compare(game.held.icon, "palmtree")
            mouseClick(slot(1))
            // The model says what the action made; those slots, and only those, play their moment.
            for (const s of [0, 1, 5, 6])
                compare(slot(s).moment, "block", "slot " + s)
            compare(playingSlots(beach, "slot"), [0, 1, 5, 6])
            tryVerify(() => word.visible, 1000, "the word comes")
            compare(findChild(word, "momentWords").text, "Block set!")
            // Over the block set's columns (0 and 1), not elsewhere on the beach.
            const middle = word.x + word.width / 2
            verify(middle > slot(0).x && middle < slot(1).x + slot(1).width, "over columns 0 and 1: " + middle)
            // Short: all of it gone within about a second.
            tryVerify(() => !word.visible && playingSlots(beach, "slot").length === 0, 2500)
            compare(slot(1).moment, "block", "the model keeps it until the next action")
            // The ripple's discard makes nothing: no moment plays again.
            mouseClick(findChild(page, "discardButton"))
            compare(game.currentPlayer, 1)
            wait(100)
            verify(!findChild(findChild(page, "otherBeach0"), "momentBadge").visible)
        }

        // Hot seat: a moment tells nothing the table does not show. A crab placed under the
        // face-down crab makes a match nobody may see yet: no moment; turned up, it shows, on Ann's
        // beach along the top (Ben's comes below for his turn).
        function test_aMatchShowsOnlyOnceItCanBeSeenAndOnASeatsBeachToo() {
            open(blockRecord())
            verify(game.draw() && game.placeAt(1) && game.discardHeld())
            verify(game.draw() && game.discardHeld() && game.flipAt(0)) // Ben
            AppSettings.setAnimationDuration(350)
            verify(game.draw())
            compare(game.held.icon, "crab")
            mouseClick(slot(8))
            compare(game.held.icon, "boat")
            const beach = findChild(page, "bigBeach")
            for (let s = 0; s < 10; ++s)
                compare(slot(s).moment, "", "slot " + s)
            wait(200)
            compare(playingSlots(beach, "slot"), [])
            verify(!findChild(beach, "momentBadge").visible)
            verify(game.discardHeld())
            verify(game.draw() && game.discardHeld() && game.flipAt(1)) // Ben
            verify(game.draw() && game.discardHeld())
            verify(game.flipAt(3)) // the crab turned up: a match; Ann's turn ends
            compare(game.bigSeat, 1)
            const small = findChild(page, "otherBeach0")
            verify(small && small.visible)
            tryVerify(() => playingSlots(small, "p0slot").join() === "3,8", 1000, "Ann's crabs light up along the top")
            const word = findChild(small, "momentBadge")
            tryVerify(() => word.visible, 1000)
            compare(findChild(word, "momentWords").text, "Match!")
            // Ben's beach, below, has nothing to show.
            compare(playingSlots(beach, "slot"), [])
            verify(!findChild(beach, "momentBadge").visible)
        }

        function test_aComboAndItsExtraTurn() {
            open(blockRecord())
            verify(game.draw() && game.discardHeld() && game.flipAt(7)) // Ann
            verify(game.draw() && game.discardHeld() && game.flipAt(0)) // Ben
            verify(game.draw() && game.discardHeld() && game.flipAt(3)) // Ann (a crab over a boat: nothing)
            verify(game.draw() && game.discardHeld() && game.flipAt(1)) // Ben
            verify(game.draw())
            compare(game.held.icon, "octopus")
            verify(game.placeAt(8) && game.discardHeld()) // Ann (one card left face down)
            verify(game.draw() && game.discardHeld() && game.flipAt(2)) // Ben
            AppSettings.setAnimationDuration(350)
            verify(game.draw())
            compare(game.held.icon, "wave")
            mouseClick(slot(4))
            compare(slot(4).moment, "stack")
            const word = findChild(findChild(page, "bigBeach"), "momentBadge")
            tryVerify(() => word.visible, 1000)
            compare(findChild(word, "momentWords").text, "Extra turn!")
            verify(game.draw())
            compare(game.held.icon, "sun")
            mouseClick(slot(4))
            compare(slot(4).moment, "combo")
            tryVerify(() => findChild(word, "momentWords").text === "Combo!" && word.visible, 1000)
            compare(findChild(word, "momentNote").text, "and an extra turn")
            verify(glow(slot(4), 4).playing)
        }

        // Animations off: the model still says what was made, but nothing plays: the new state shows.
        function test_noMomentWithAnimationsOff() {
            open(blockRecord())
            compare(AppSettings.animationDuration, 0)
            mouseClick(findChild(page, "drawPile"))
            mouseClick(slot(1))
            compare(slot(1).moment, "block")
            verify(slot(1).matched)
            const beach = findChild(page, "bigBeach")
            for (let i = 0; i < 5; ++i) {
                compare(playingSlots(beach, "slot"), [])
                verify(!glow(slot(1), 1).visible)
                verify(!findChild(beach, "momentBadge").visible)
                wait(50)
            }
        }

        // The landing's mark (MovedMark, on the slot the last action changed) pulses as it lands,
        // and not with animations off: it is simply there.
        function test_theLandingsMarkPulsesOnlyWithAnimations() {
            open(blockRecord())
            verify(game.draw())
            verify(game.placeAt(2)) // over the fish: no moment, only the landing
            const mark = findChild(slot(2), "movedMark")
            verify(mark.visible)
            let lowest = 1
            for (let i = 0; i < 12; ++i) {
                lowest = Math.min(lowest, mark.opacity)
                wait(40)
            }
            compare(lowest, 1, "no pulse with animations off")
            verify(game.undo())
            AppSettings.setAnimationDuration(350)
            verify(game.placeAt(2))
            tryVerify(() => mark.opacity < 0.9, 1000, "it pulses with animations on")
        }

        // The moments run alongside: a computer's turn comes at the chosen pace, never later.
        function test_aComputerPlaysAtItsPaceWhileAMomentPlays() {
            AppSettings.setAnimationDuration(700) // the longest moments (1.2 s)
            AppSettings.setBotDelay(300)
            open(blockRecord("bot:easy"))
            mouseClick(findChild(page, "drawPile"))
            mouseClick(slot(1))
            verify(glow(slot(1), 1).playing)
            const before = game.actionCount
            mouseClick(findChild(page, "discardButton"))
            compare(game.actionCount, before + 1)
            compare(game.currentIsHuman, false)
            const start = Date.now()
            tryVerify(() => game.actionCount > before + 1, 5000)
            const took = Date.now() - start
            // (Held up by the moment, it would come at its end, 1.2 s after the place, then the
            // pace: over 2 s.)
            verify(took < 300 + 700 + 700, "the computer's first move after its pace, not the moment's end: " + took + " ms")
        }

        // The end screen celebrates the engine's winner(s): a gold ring on their badge (its rings
        // spreading as it comes), their name and total, and confetti; with animations off, the
        // ring only.
        function test_theEndScreenCelebratesTheWinner_data() {
            return [{ tag: "animations on", duration: 350 }, { tag: "animations off", duration: 0 }]
        }
        function test_theEndScreenCelebratesTheWinner(data) {
            AppSettings.setAnimationDuration(data.duration)
            const path = Samples.paths("ripple", "finished")[0]
            verify(game.openRecord(path), game.errorText)
            verify(game.finished)
            let end = null
            tryVerify(() => (end = findChild(page, "endScreen")) !== null && end.visible, 5000)
            const table = findChild(end, "finalTable")
            let winners = 0
            for (let p = 0; p < game.playerCount; ++p) {
                const row = findChild(table, "tableRow" + p)
                const card = findChild(end, "winner" + p)
                verify(card, "a place for seat " + p)
                compare(card.visible, row.isWinner, "seat " + p + " celebrated only if the engine says it won")
                if (!row.isWinner)
                    continue
                ++winners
                verify(game.result.text.indexOf(row.name) >= 0, game.result.text)
                const ring = findChild(card, "winnerMoment" + p)
                verify(ring.shown && findChild(ring, "winnerRing").visible)
                compare(findChild(card, "winnerTotal" + p).text, "total " + (row.total > 0 ? "+" + row.total : row.total < 0 ? "\u2212" + (-row.total) : "0"))
                if (data.duration > 0)
                    tryVerify(() => ring.playing, 2000, "the rings spread")
                else
                    verify(!ring.playing)
            }
            verify(winners >= 1, "the engine named a winner")
            const confetti = findChild(end, "confetti")
            if (data.duration > 0)
                tryVerify(() => confetti.playing, 2000)
            else
                verify(!confetti.playing)
        }
    }
}

import QtQuick
import QtTest
import Tidepool
import "ripplerecords.js" as RippleRecords

// The Ripple screen driven by clicks: each seat keeps its spot and wears its avatar colour; a card
// about to be discarded lights up exactly the slots where the engine lets it ripple (a new match or
// a combo it can join), a click there ripples; undo says what it took back; tooltips, points and
// piles in words. (Its sizes are tst_ripplesizes.qml's, the end of a round tst_rippleround.qml's.)
Item {
    id: root
    width: 1280
    height: 800

    NewGameSetup { id: gameSetup }

    RippleScreenCase {
        id: test
        name: "RippleScreen"

        // Issue 20: each seat keeps its spot along the top all game; the seat drawn large below
        // shows a placeholder in its own spot (the spots used to rotate from the acting player).
        // (A window too narrow for two beaches side by side: the row along the top.)
        function test_seatsKeepTheirSpotsAcrossTurns() {
            root.width = 1100
            open(RippleRecords.annToPlay())
            verify(!page.beside, "two seats in a window of 1100x800: the other beach along the top")
            const annSpot = findChild(page, "seatPlaceholder0")
            const benBeach = findChild(page, "otherBeach1")
            verify(annSpot && benBeach, "Ann (acting) is a placeholder in spot 1, Ben's beach in spot 2")
            const annX = annSpot.mapToItem(page, 0, 0).x, benX = benBeach.mapToItem(page, 0, 0).x
            verify(annX < benX, "seat order, left to right")
            compare(annSpot.width, benBeach.width)
            // Ann's turn: draw, discard, turn up the crab; Ben acts next.
            verify(game.draw())
            verify(game.discardHeld())
            verify(game.flipAt(3))
            compare(game.currentPlayerName, "Ben")
            waitForRendering(page)
            const annNow = findChild(page, "otherBeach0")
            const benNow = findChild(page, "seatPlaceholder1")
            verify(annNow && benNow, "Ann's beach back in her spot, Ben's placeholder in his")
            compare(annNow.mapToItem(page, 0, 0).x, annX)
            compare(benNow.mapToItem(page, 0, 0).x, benX)
            compare(findChild(page, "bigBeach").beach, game.beach(1))
        }

        // Issue 20: a player's colour is the same on the New game page, on the seat chips and on the
        // beaches' headers (the avatar colour remembered for the name, AppSettings.avatarsFor).
        function test_beachHeadersWearTheAvatarColours() {
            gameSetup.setGame("ripple")
            while (gameSetup.seats.rowCount() > 2) gameSetup.removeSeat(gameSetup.seats.rowCount() - 1)
            gameSetup.setSeatKind(0, "human")
            gameSetup.setSeatKind(1, "human")
            gameSetup.setSeatName(0, "Ann")
            gameSetup.setSeatName(1, "Ben")
            gameSetup.setSeatAvatar(0, 4)
            gameSetup.setSeatAvatar(1, 5)
            compare(AppSettings.avatarsFor(["Ann", "Ben"]), [4, 5])
            // (The table page is made once the people are chosen, as when a game starts.)
            page.destroy()
            page = newPage()
            open(RippleRecords.annToPlay())
            // Ann acts: her badge heads the big beach, Ben's heads his beach along the top.
            verify(Qt.colorEqual(findChild(page, "bigSeatBadge").color, Theme.seatTints[4]), "bigSeatBadge")
            verify(Qt.colorEqual(findChild(page, "placeholderBadge0").color, Theme.seatTints[4]), "placeholderBadge0")
            verify(Qt.colorEqual(findChild(page, "seatBadge1").color, Theme.seatTints[5]), "seatBadge1")
            verify(game.draw())
            verify(game.discardHeld())
            verify(game.flipAt(3))
            compare(game.currentPlayerName, "Ben")
            verify(Qt.colorEqual(findChild(page, "bigSeatBadge").color, Theme.seatTints[5]), "bigSeatBadge")
            verify(Qt.colorEqual(findChild(page, "seatBadge0").color, Theme.seatTints[4]), "seatBadge0")
        }
        function test_rippleHighlightsAreTheEnginesLegalSpots() {
            // Ann has two fish in column 2, a dolphin combo needing a fish over a fish in column 4.
            open(RippleRecords.annToPlay())
            confirmHandover()
            compare(glowing(), [])
            // Take Ben's sun from his pile a.
            const pile = findChild(page, "pileP1a")
            verify(pile && pile.canTake)
            mouseClick(pile, pile.width / 2, pile.cardW * 0.7)
            compare(game.step, "hold")
            compare(glowing(), [], "a new card isn't rippling yet")
            verify(slot(1).comboSpot, "the pineapple combo needs the sun")
            verify(slot(5).matchSpot, "the sun over the face-down castle would match slot 0")
            // The move preview says it in words on those slots (issue 20), nowhere else.
            const preview = s => findChild(slot(s), "preview" + s)
            verify(preview(1).visible)
            compare(preview(1).says, "joins the combo")
            verify(preview(5).visible)
            compare(preview(5).says, "makes a match")
            for (const s of [0, 2, 3, 4, 6, 7, 8, 9])
                verify(!preview(s).visible, "no preview on slot " + s)
            // Place it over the fish in slot 2: the fish is about to be discarded.
            mouseClick(slot(2))
            compare(game.step, "ripple")
            compare(game.held.icon, "fish")
            compare(glowing(), legalSlots())
            compare(glowing(), [2, 4])
            verify(slot(4).comboSpot)
            verify(!slot(3).rippleSpot)
            verify(findChild(page, "discardButton").visible)
            // Learning mode off: nothing glows.
            game.setLearningMode(false)
            compare(glowing(), [])
            game.setLearningMode(true)
            compare(glowing(), [2, 4])
            // A click on the dolphin combo ripples the fish behind it: an extra turn, said once, in
            // the move's own sentence (issue 19; the toast's words were said after it too, twice).
            const announcer = findChild(page, "announcer")
            const said = []
            announcer.lastTextChanged.connect(() => said.push(announcer.lastText))
            mouseClick(slot(4))
            compare(game.extraTurn, true)
            compare(game.currentPlayer, 0)
            compare(slot(4).stacked, ["fish"])
            compare(glowing(), [])
            tryCompare(findChild(page, "announcement"), "visible", true)
            const move = game.moves.lastText
            verify(move !== "")
            verify(move.indexOf("an extra turn") > 0, move)
            tryVerify(() => said.some(t => t.indexOf(move) >= 0), 3000, said.join(" | "))
            wait(300)
            const all = said.join(" | ")
            // Once in the move, once in whose turn it is ("Ann's extra turn"); the prompt says what
            // to do without saying it a third time ("Ann's extra turn: Extra turn: draw…" before).
            compare(all.split("extra turn").length - 1, 2, all)
            verify(all.indexOf("Ann's extra turn: Draw from the draw pile") > 0, all)
            verify(all.indexOf("Extra turn for Ann!") < 0, all)
        }

        // Undo mid-turn says what was taken back, then whose turn it is and what to do
        // (issue 19; never the move before it again, which the log's last line has become).
        function test_undoSaysWhatWasTakenBack() {
            open(RippleRecords.annToPlay())
            confirmHandover()
            const announcer = findChild(page, "announcer")
            // Take Ben's sun from his pile a.
            const pile = findChild(page, "pileP1a")
            mouseClick(pile, pile.width / 2, pile.cardW * 0.7)
            compare(game.step, "hold")
            const taken = game.moves.lastText
            verify(taken !== "")
            tryVerify(() => announcer.lastText.indexOf(taken) === 0, 3000, announcer.lastText)
            wait(300)
            const said = []
            announcer.lastTextChanged.connect(() => said.push(announcer.lastText))
            const undo = findChild(page, "undoButton")
            verify(undo.visible && undo.enabled)
            // Before it is pressed, Undo says what it will take back (blind playthrough, issue 19).
            compare(game.moves.undoText, taken)
            compare(undo.Accessible.description, "Take back: " + taken)
            mouseClick(undo)
            compare(game.step, "draw")
            compare(game.actionCount, 0)
            compare(game.moves.undoText, "", "nothing left to take back")
            tryVerify(() => said.length > 0, 3000)
            wait(300)
            const all = said.join(" | ")
            verify(all.indexOf("Taken back: " + taken) === 0, all)
            verify(all.indexOf("Ann's turn: Draw a card") > 0, all)
        }

        // The engine's sentences are shown as written, in plain words: no notation such as
        // "(take <pile>)" (issue 20), and a tooltip never reads them as markup.
        function test_tooltipsShowTheEnginesWordsAsWritten() {
            open(RippleRecords.annToPlay())
            confirmHandover()
            // Nothing taken yet: a slot says why it can't be played, in the engine's words.
            const target = slot(0)
            const plain = "take the top card of another player's discard pile"
            verify(target.hint.indexOf(plain) >= 0, target.hint)
            verify(target.hint.indexOf("(take") < 0 && target.hint.indexOf("(draw)") < 0, target.hint)
            // By mouse: the tooltip beside the pointer.
            mouseMove(target, target.width / 2, target.height / 2)
            const tip = findChild(target, "slotTip")
            verify(tip)
            tryCompare(tip, "opened", true)
            const label = findChild(tip.contentItem, "tipText")
            verify(label.text.indexOf(plain) >= 0, label.text)
            compare(label.textFormat, Text.PlainText)
            const heading = findChild(tip.contentItem, "tipHeading")
            compare(heading.textFormat, Text.PlainText)
            compare(heading.text, target.name + " · " + target.value + " points")
            mouseMove(page, 2, page.height / 2)
            tryCompare(tip, "opened", false)
            // By keyboard: the same words in the caption strip above the hand, no popup over the
            // beach far from the mouse (issue 44).
            target.forceActiveFocus()
            const caption = findChild(page, "captionText")
            tryVerify(() => caption.text.indexOf(plain) >= 0, 1000, caption.text)
            verify(caption.text.indexOf(target.name + " · " + target.value + " points") === 0, caption.text)
            compare(caption.textFormat, Text.PlainText)
            wait(500)
            verify(!tip.opened, "no popup for the keyboard")
        }

        // A card's points in words, one point singular (issue 19: "Beachball · 1 points").
        function test_aCardsPointsAreCountedInWords() {
            open(RippleRecords.setupRecord(["beachball", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], RippleRecords.ben, ["wave"], ["sun"]))
            for (const [s, words] of [[0, "1 point"], [2, "8 points"]]) {
                const target = slot(s)
                target.forceActiveFocus()
                const caption = findChild(page, "captionText")
                tryVerify(() => caption.text.indexOf(target.name + " · " + words + " · ") === 0, 1000, caption.text)
            }
        }

        function test_undoButtonTakesBackATake() {
            open(RippleRecords.annToPlay())
            confirmHandover()
            const pile = findChild(page, "pileP1a")
            mouseClick(pile, pile.width / 2, pile.cardW * 0.7)
            const undo = findChild(page, "undoButton")
            verify(undo.visible && undo.enabled)
            mouseClick(undo)
            compare(game.step, "draw")
            compare(game.actionCount, 0)
            mouseClick(findChild(page, "drawPile"))
            compare(game.held.icon, "wave")
            verify(!findChild(page, "undoButton").enabled, "a draw can't be taken back")
        }

        // Issue 19: a card drawn takes the keyboard: the card in play, named with the card and what
        // may be done with it (the focus used to stay on the draw pile).
        function test_aCardDrawnTakesTheKeyboard() {
            open(RippleRecords.annToPlay())
            const draw = findChild(page, "drawPile")
            draw.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(game.held.icon, "wave")
            const held = findChild(page, "heldCard")
            tryVerify(() => held.activeFocus, 2000, "the card in play has the keyboard, not " + page.Window.activeFocusItem)
            verify(held.Accessible.name.indexOf("Card in play: " + game.held.name) === 0, held.Accessible.name)
            verify(held.Accessible.name.indexOf(page.prompt) > 0, held.Accessible.name)
        }

        // The card in play's points in words, with plural forms ("Beach Ball, 1 points" before).
        function test_theCardInPlaySaysOnePoint() {
            open(RippleRecords.annToPlay("beachball"))
            const draw = findChild(page, "drawPile")
            draw.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(game.held.value, 1)
            const held = findChild(page, "heldCard")
            verify(held.Accessible.name.indexOf("Card in play: Beach Ball, 1 point.") === 0, held.Accessible.name)
        }

        // Issue 19: every discard pile is named with its owner, the acting player's own too.
        function test_ownDiscardPilesAreNamedWithTheirOwner() {
            open(RippleRecords.annToPlay())
            const shown = []
            const walk = (item) => {
                if (/^pileP0/.test(item.objectName) && item.visible)
                    shown.push(item.Accessible.name)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(page)
            verify(shown.length > 0)
            for (const name of shown)
                verify(name.indexOf("Ann") >= 0, "whose pile: " + name)
        }

        // Issue 19: the opening reveal's first card chosen is said and marked in the tree.
        function test_theFirstRevealPickIsSaidAndMarked() {
            open(JSON.stringify({ format: "tidepool-record", version: 1, game: "ripple", options: {},
                                  players: [{ name: "Ann", kind: "human" }, { name: "Ben", kind: "human" }],
                                  seed: 5, setup: null, actions: [] }))
            compare(game.phase, "reveal")
            let s = 0
            while (s < 10 && !game.clickSlot(s))
                ++s
            verify(s < 10, "a card may be chosen")
            const announcer = findChild(page, "announcer")
            tryVerify(() => announcer.lastText.indexOf("Slot " + s + " chosen to turn up") === 0, 2000, announcer.lastText)
            verify(slot(s).Accessible.name.indexOf("chosen to turn up") > 0, slot(s).Accessible.name)
        }
    }
}

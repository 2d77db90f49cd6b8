import QtQuick
import QtTest
import Tidepool
import "ripplerecords.js" as RippleRecords

// The Ripple screen at every window size (issue 20, review 20): six seats readable in the smallest
// window, the move preview whole, a computer's level in view, the suggestion over no seat; two seats
// face to face in a landscape window (issue 44).
Item {
    id: root
    width: 1280
    height: 800

    RippleScreenCase {
        id: test
        name: "RippleSizes"

        // Issue 44: two seats in a landscape window stand face to face. The other player's beach is
        // beside the acting player's (right of the draw pile, level with it), in the same place
        // whoever acts, with cards three quarters as wide as theirs; no placeholder is shown.
        // (Along the top it had cards about 60 px wide in a 1920x1080 window, two thirds bare.)
        function test_twoSeatsFaceToFaceInAWideWindow() {
            root.width = 1280
            open(RippleRecords.annToPlay())
            verify(page.beside, "two seats in a window of 1280x800")
            const big = findChild(page, "bigBeach"), ben = findChild(page, "otherBeach1")
            const bigRect = big.mapToItem(page, 0, 0, big.width, big.height)
            const benRect = ben.mapToItem(page, 0, 0, ben.width, ben.height)
            const drawPile = findChild(page, "drawPile").mapToItem(page, 0, 0, 1, 1)
            verify(benRect.x > drawPile.x && drawPile.x > bigRect.x + bigRect.width - 1,
                   "the big beach, then the draw pile, then Ben's beach, left to right")
            verify(benRect.y < bigRect.y + bigRect.height / 2 && benRect.y + benRect.height > bigRect.y,
                   "Ben's beach level with Ann's, not above it")
            verify(benRect.x + benRect.width <= page.width, "Ben's beach in the window")
            verify(!findChild(page, "seatPlaceholder0").visible, "no placeholder for Ann")
            const ratio = findChild(page, "p1slot0").width / slot(0).width
            verify(ratio > 0.7 && ratio < 0.8, "Ben's cards three quarters as wide as Ann's: " + ratio)
            verify(slot(0).width >= 80, "Ann's cards are large in a 1280x800 window: " + slot(0).width)
            // Ann's turn: draw, discard, turn up the crab; Ben acts next, Ann's beach where his was.
            verify(game.draw())
            verify(game.discardHeld())
            verify(game.flipAt(3))
            compare(game.currentPlayerName, "Ben")
            waitForRendering(page)
            const annNow = findChild(page, "otherBeach0")
            compare(annNow.mapToItem(page, 0, 0).x, benRect.x)
            // (The band of messages above may change height between turns: both beaches move alike.)
            compare(annNow.mapToItem(page, 0, 0).y - findChild(page, "bigBeach").mapToItem(page, 0, 0).y,
                    benRect.y - bigRect.y)
            verify(!findChild(page, "seatPlaceholder1").visible, "no placeholder for Ben")
            compare(findChild(page, "bigBeach").beach, game.beach(1))
        }

        // Issue 44: the acting player's header growing ("Extra turn · draw pile only") moves
        // nothing: the draw pile stays beside the beach (the header's width pushed it, and with two
        // seats face to face the whole row, the piles off the window's left edge).
        // Nor does a card coming into play ("About to be discarded", "Discard it, turn a card up"
        // under it widened the draw column), and with long names in Vietnamese the acting player's
        // header stays off the other beach's, whose name shows whole (issue 44's review).
        function test_anExtraTurnMovesNothing_data() {
            return [{ tag: "1366x768 en", w: 1366, h: 768, language: "en" },
                    { tag: "1280x800 vi", w: 1280, h: 800, language: "vi" },
                    { tag: "1920x1080 en", w: 1920, h: 1080, language: "en" }]
        }
        function test_anExtraTurnMovesNothing(data) {
            root.width = data.w
            root.height = data.h
            Theme.scale = Math.max(0.75, Math.min(data.w / 1280, data.h / 800))
            AppSettings.setLanguage(data.language)
            const record = JSON.parse(RippleRecords.annToPlay())
            record.players[0].name = "Bartholomew"
            record.players[1].name = "Computer (Medium)"
            open(JSON.stringify(record))
            confirmHandover()
            verify(page.beside)
            const drawPile = findChild(page, "drawPile")
            const before = drawPile.mapToItem(page, 0, 0).x, slotBefore = slot(0).mapToItem(page, 0, 0).x
            const pile = findChild(page, "pileP1a")
            mouseClick(pile, pile.width / 2, pile.cardW * 0.7)
            waitForRendering(page)
            compare(slot(0).mapToItem(page, 0, 0).x, slotBefore, "a card in play moves nothing")
            mouseClick(slot(2))
            waitForRendering(page)
            compare(slot(0).mapToItem(page, 0, 0).x, slotBefore, "a card about to be discarded moves nothing")
            mouseClick(slot(4))
            compare(game.extraTurn, true)
            waitForRendering(page)
            compare(drawPile.mapToItem(page, 0, 0).x, before)
            compare(slot(0).mapToItem(page, 0, 0).x, slotBefore)
            const ownPile = findChild(page, "pileP0a")
            verify(ownPile.mapToItem(page, 0, 0).x >= 0, "Ann's piles in the window")
            // The header, its "Extra turn" badge last, ends before the other beach begins.
            const badge = findChild(page, "extraTurnBadge")
            verify(badge.visible)
            const other = findChild(page, "otherBeach1")
            verify(badge.mapToItem(page, badge.width, 0).x <= other.mapToItem(page, 0, 0).x,
                   "the header off the other beach")
            compare(findChild(page, "seatName1").truncated, false, "Computer (Medium) whole")
        }

        // Issue 20: six players in the smallest window (1024x640) and larger: every name and every
        // live score is shown whole (never "Player 1 +16 showi…"), and "Suggest a move" covers no name.
        function test_sixSeatsAreReadableInASmallWindow_data() {
            return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1366x768", w: 1366, h: 768 },
                    { tag: "1920x1080", w: 1920, h: 1080 }]
        }
        function test_sixSeatsAreReadableInASmallWindow(data) {
            root.width = data.w
            root.height = data.h
            Theme.scale = Math.max(0.75, Math.min(data.w / 1280, data.h / 800))
            const names = ["Player 1", "Bartholomew", "Player 3", "Dương", "Player 5", "Eleanor"]
            open(JSON.stringify({ format: "tidepool-record", version: 1, game: "ripple", options: {},
                                  players: names.map(n => ({ name: n, kind: "human" })), seed: 3,
                                  setup: null, actions: [] }))
            verify(game.learningMode)
            waitForRendering(page)
            const bar = page.suggestBar
            const barRect = bar.mapToItem(root, 0, 0, Math.max(bar.width, Theme.px(170)), Math.max(bar.height, Theme.px(34)))
            for (let p = 0; p < 6; ++p) {
                if (p === game.bigSeat)
                    continue
                const name = findChild(page, "seatName" + p)
                const score = findChild(page, "liveScore" + p)
                verify(name && name.visible && score && score.visible, "seat " + p)
                compare(name.text, names[p])
                verify(!name.truncated, data.tag + ": the name of seat " + p + " is cut")
                verify(!score.truncated, data.tag + ": the live score of seat " + p + " is cut: " + score.text)
                const r = name.mapToItem(root, 0, 0, name.width, name.height)
                const covered = Math.min(r.x + r.width, barRect.x + barRect.width) > Math.max(r.x, barRect.x)
                                && Math.min(r.y + r.height, barRect.y + barRect.height) > Math.max(r.y, barRect.y)
                verify(!covered, data.tag + ": Suggest a move covers " + names[p])
                const s = score.mapToItem(root, 0, 0, score.width, score.height)
                verify(s.x + s.width <= root.width && s.x >= 0, "the score is in the window")
            }
            root.width = 1280
            root.height = 800
            Theme.scale = 1
        }

        // Review 20 helpers: an item's rectangle in the window, and whether two rectangles meet.
        function rectOf(item) { return item.mapToItem(root, 0, 0, item.width, item.height) }
        function meet(a, b) {
            return Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x)
                && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y)
        }
        function sizeTo(w, h) {
            root.width = w
            root.height = h
            Theme.scale = Math.max(0.75, Math.min(w / 1280, h / 800))
        }
        function sizes(languages) {
            const rows = []
            for (const size of [[1024, 640], [1366, 768], [1920, 1080]])
                for (const language of languages)
                    rows.push({ tag: size[0] + "x" + size[1] + " " + language, w: size[0], h: size[1], language: language })
            return rows
        }
        readonly property var computerNames: ({
            en: ["Player 1", "Computer 1 (Medium)", "Computer 2 (Medium)", "Computer 3 (Hard)", "Computer 4 (Easy)", "Computer 5 (Medium)"],
            vi: ["Người chơi 1", "Máy 1 (Trung bình)", "Máy 2 (Trung bình)", "Máy 3 (Khó)", "Máy 4 (Dễ)", "Máy 5 (Trung bình)"] })
        function sixSeats(names, computers) {
            return JSON.stringify({ format: "tidepool-record", version: 1, game: "ripple", options: {},
                                    players: names.map((n, i) => ({ name: n, kind: computers && i > 0 ? "bot:medium" : "human" })),
                                    seed: 3, setup: null, actions: [] })
        }

        // Review 20: the move preview "joins the combo" on the target slot (slot 7 of the review's
        // record) was drawn under the slot's focus ring, which hid the top half of the words. Nothing
        // in the slot is drawn over the words, and they are whole, at every size.
        function test_theMovePreviewIsWhole_data() { return sizes(["en", "vi"]) }
        function test_theMovePreviewIsWhole(data) {
            sizeTo(data.w, data.h)
            AppSettings.setLanguage(data.language)
            verify(game.openRecord(RecordFiles.localPath(Qt.resolvedUrl("../cli/data/ripple-midgame.tidepool.json"))), game.errorText)
            waitForRendering(page)
            const target = slot(7)
            target.forceActiveFocus(Qt.TabFocusReason) // (as in the review: the slot has the keyboard)
            waitForRendering(page)
            const pill = findChild(target, "preview7")
            const words = findChild(target, "previewText7")
            verify(pill && pill.visible && words, "slot 7 says what the card would do")
            compare(words.text, data.language === "en" ? "joins the combo" : "ghép vào combo")
            verify(!words.truncated, data.tag + ": the words are cut: " + words.text)
            const w = rectOf(words)
            verify(w.x >= 0 && w.y >= 0 && w.x + w.width <= root.width && w.y + w.height <= root.height)
            const kids = target.children
            const at = Array.prototype.indexOf.call(kids, pill)
            for (let i = 0; i < kids.length; ++i) {
                const k = kids[i]
                if (k === pill || !k.visible || k.width <= 0)
                    continue
                const above = k.z > pill.z || (k.z === pill.z && i > at)
                verify(!(above && meet(rectOf(k), w)), data.tag + ": " + (k.objectName || String(k))
                       + " is drawn over the words " + JSON.stringify(w))
            }
        }

        // Review 20: six seats at 1024x640, computers named with their level: the level stays in view
        // (the name takes a smaller font before it is cut), in the seat headers and the placeholder.
        function test_aComputersLevelStaysInView_data() { return sizes(["en", "vi"]) }
        function test_aComputersLevelStaysInView(data) {
            sizeTo(data.w, data.h)
            AppSettings.setLanguage(data.language)
            AppSettings.setBotDelay(1800)
            const names = test.computerNames[data.language]
            verify(game.openRecordText(sixSeats(names, true)), game.errorText)
            waitForRendering(page)
            for (let p = 0; p < 6; ++p) {
                const name = findChild(page, (p === game.bigSeat ? "placeholderName" : "seatName") + p)
                verify(name && name.visible, "seat " + p)
                compare(name.text, names[p])
                verify(!name.truncated, data.tag + ": " + names[p] + " is cut")
            }
            AppSettings.setBotDelay(900)
        }

        // Review 20: six seats at 1024x640, "Suggest a move" pressed: the suggestion covered the
        // acting player's placeholder name and the next seat's badge, live score and first cards.
        // It covers no name, badge, score or card of any seat, at every size.
        function test_theSuggestionCoversNoSeat_data() { return sizes(["en"]) }
        function test_theSuggestionCoversNoSeat(data) {
            sizeTo(data.w, data.h)
            const names = test.computerNames.en
            verify(game.openRecordText(sixSeats(names, false)), game.errorText)
            waitForRendering(page)
            verify(game.learningMode && game.suggestion.available)
            game.suggestMove("medium")
            tryVerify(() => game.suggestion.action !== "", 20000)
            waitForRendering(page)
            const text = findChild(page, "suggestionText")
            const box = findChild(page, "suggestionBox")
            verify(text && box && box.visible && text.text !== "")
            verify(!text.truncated, data.tag + ": the suggestion is cut: " + text.text)
            const b = rectOf(box)
            verify(b.x >= 0 && b.x + b.width <= root.width, data.tag + ": the suggestion in the window " + JSON.stringify(b))
            for (let p = 0; p < 6; ++p) {
                const parts = p === game.bigSeat ? ["placeholderName" + p, "placeholderBadge" + p]
                                                 : ["seatName" + p, "seatBadge" + p, "liveScore" + p]
                if (p !== game.bigSeat)
                    for (let k = 0; k < 10; ++k) parts.push("p" + p + "slot" + k)
                for (const n of parts) {
                    const item = findChild(page, n)
                    verify(item && item.visible, n)
                    verify(!meet(b, rectOf(item)), data.tag + ": the suggestion " + JSON.stringify(b) + " covers " + n
                           + " " + JSON.stringify(rectOf(item)))
                }
            }
            // The big beach's heading too.
            verify(!meet(b, rectOf(findChild(page, "bigBeachHeading"))), "the big beach's heading")
        }
    }
}

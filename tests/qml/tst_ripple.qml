import QtQuick
import QtTest
import Tidepool

// The Ripple screen driven by clicks: a card about to be discarded lights up exactly the slots
// where the engine lets it ripple (a new match or a combo it can join), a click there ripples; and
// at the end of a round the scoring view shows each card's points, the block set and the penalty
// on the beach, with the table of rounds.
Item {
    id: root
    width: 1280
    height: 800

    // Every card of the catalogue (resources/ripple/cards.json): 5 standard cards of each icon and
    // the 30 combo cards.
    readonly property var icons: ["dolphin", "beachball", "boat", "wave", "pineapple", "palmtree", "turtle",
                                  "sun", "fish", "octopus", "castle", "flower", "seashell", "crab"]
    readonly property var comboCards: [
        "dolphin+octopus+fish", "beachball+sun+castle", "boat+wave+fish", "boat+sun+dolphin",
        "wave+boat+dolphin", "wave+turtle+seashell", "pineapple+wave+sun", "pineapple+palmtree+beachball",
        "pineapple+flower+crab", "palmtree+sun+pineapple", "palmtree+castle+beachball", "palmtree+turtle+crab",
        "turtle+wave+seashell", "turtle+fish+palmtree", "turtle+octopus+crab", "sun+beachball+palmtree",
        "sun+boat+castle", "sun+flower+seashell", "fish+wave+boat", "fish+octopus+turtle", "fish+dolphin+crab",
        "octopus+fish+wave", "octopus+seashell+castle", "octopus+turtle+flower", "castle+beachball+seashell",
        "castle+crab+flower", "flower+sun+palmtree", "flower+pineapple+castle", "seashell+wave+crab",
        "crab+sun+seashell"]

    // A 2-player record in the engine's setup format (play phase, Ann to act). A slot is "fish"
    // (face up), "?fish" (face down) or "combo[a,b]" (with stacked cards). The rest of the 100
    // cards fill the draw pile after `deckTop`; `pileB` is Ben's pile a, top first.
    function setupRecord(beach0, beach1, deckTop, pileB) {
        const left = {}
        for (const icon of icons) left[icon] = 5
        for (const c of comboCards) left[c] = 1
        function take(id) { left[id] -= 1 }
        function beach(list) {
            return list.map(spec => {
                const up = !spec.startsWith("?")
                if (!up) spec = spec.slice(1)
                let stacked = []
                const open = spec.indexOf("[")
                if (open >= 0) {
                    stacked = spec.slice(open + 1, -1).split(",")
                    spec = spec.slice(0, open)
                }
                take(spec)
                stacked.forEach(take)
                return { card: spec, up: up, stacked: stacked }
            })
        }
        const beaches = [beach(beach0), beach(beach1)]
        deckTop.forEach(take)
        pileB.forEach(take)
        const deck = deckTop.slice()
        for (const id in left)
            for (let i = 0; i < left[id]; ++i) deck.push(id)
        return JSON.stringify({
            format: "tidepool-record", version: 1, game: "ripple", options: {},
            players: [{ name: "Ann", kind: "human" }, { name: "Ben", kind: "human" }], seed: 5,
            setup: { beaches: beaches, deck: deck, discards: [[], [], pileB, []], current: 0 },
            actions: []
        })
    }
    readonly property var ben: ["?crab", "?crab", "?crab", "?seashell", "?seashell",
                                "?flower", "?flower", "?castle", "?octopus", "?octopus"]

    RippleGame { id: rippleGame }
    NewGameSetup { id: gameSetup }
    Component {
        id: pageComponent
        RipplePage { anchors.fill: parent; game: rippleGame }
    }

    TestCase {
        id: test
        name: "RippleScreen"
        when: windowShown
        property var page
        readonly property RippleGame game: rippleGame

        function init() {
            AppSettings.setAnimationDuration(0)
            AppSettings.setLanguage("en") // English's plural forms, as the app at start
            page = createTemporaryObject(pageComponent, root)
            verify(page)
        }

        function cleanup() {
            root.width = 1280
            root.height = 800
            Theme.scale = 1
            AppSettings.setLanguage("en")
            AppSettings.setBotDelay(900)
        }

        function open(text) {
            verify(game.openRecordText(text), game.errorText)
            waitForRendering(page)
        }
        // Ripple has no secret hands: the turn passes to the next person with no handover screen.
        function confirmHandover() {
            compare(game.handover.pending, false)
            verify(!findChild(page, "handover"))
            verify(game.handover.viewer === game.currentPlayer || game.finished || !game.currentIsHuman)
        }
        function slot(s) { return findChild(findChild(page, "bigBeach"), "slot" + s) }
        function glowing() {
            const result = []
            for (let s = 0; s < 10; ++s)
                if (slot(s).rippleSpot) result.push(s)
            return result
        }
        // The engine's legal place and stack actions, as slot numbers.
        function legalSlots() {
            const result = []
            for (const a of game.legalActionTexts()) {
                const parts = a.split(" ")
                if ((parts[0] === "place" || parts[0] === "stack") && result.indexOf(Number(parts[1])) < 0)
                    result.push(Number(parts[1]))
            }
            return result.sort((a, b) => a - b)
        }

        // Issue 20: each seat keeps its spot along the top all game; the seat drawn large below
        // shows a placeholder in its own spot (the spots used to rotate from the acting player).
        function test_seatsKeepTheirSpotsAcrossTurns() {
            open(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"]))
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
            page = createTemporaryObject(pageComponent, root)
            open(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"]))
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

        function test_rippleHighlightsAreTheEnginesLegalSpots() {
            // Ann has two fish in column 2, a dolphin combo needing a fish over a fish in column 4.
            open(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"]))
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
            open(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"]))
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
            open(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"]))
            confirmHandover()
            // Nothing taken yet: a slot says why it can't be played, in the engine's words.
            const target = slot(0)
            const plain = "take the top card of another player's discard pile"
            verify(target.hint.indexOf(plain) >= 0, target.hint)
            verify(target.hint.indexOf("(take") < 0 && target.hint.indexOf("(draw)") < 0, target.hint)
            target.forceActiveFocus()
            const tip = findChild(target, "slotTip")
            verify(tip)
            tryCompare(tip, "opened", true)
            const label = findChild(tip.contentItem, "tipText")
            verify(label.text.indexOf(plain) >= 0, label.text)
            compare(label.textFormat, Text.PlainText)
            const heading = findChild(tip.contentItem, "tipHeading")
            compare(heading.textFormat, Text.PlainText)
            compare(heading.text, target.name + " · " + target.value + " points")
        }

        // A card's points in words, one point singular (issue 19: "Beachball · 1 points").
        function test_aCardsPointsAreCountedInWords() {
            open(root.setupRecord(["beachball", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"]))
            for (const [s, words] of [[0, "1 point"], [2, "8 points"]]) {
                const target = slot(s)
                target.forceActiveFocus()
                const tip = findChild(target, "slotTip")
                tryCompare(tip, "opened", true)
                compare(findChild(tip.contentItem, "tipHeading").text, target.name + " · " + words)
            }
        }

        function test_undoButtonTakesBackATake() {
            open(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"]))
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
            open(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"]))
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
            open(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["beachball"], ["sun"]))
            const draw = findChild(page, "drawPile")
            draw.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(game.held.value, 1)
            const held = findChild(page, "heldCard")
            verify(held.Accessible.name.indexOf("Card in play: Beach Ball, 1 point.") === 0, held.Accessible.name)
        }

        // Issue 19: every discard pile is named with its owner, the acting player's own too.
        function test_ownDiscardPilesAreNamedWithTheirOwner() {
            open(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                   "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"]))
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

        // Issue 20: a round's end comes with a beat of animation (with animations on).
        function test_aRoundEndsWithABeat() {
            open(root.setupRecord(["fish", "palmtree", "palmtree", "castle", "dolphin+octopus+fish[octopus]",
                                   "beachball", "palmtree", "palmtree", "castle", "?pineapple+wave+sun"],
                                  root.ben, ["crab"], []))
            // Ann turns her last card up; Ben's last turn ends the round.
            mouseClick(findChild(page, "drawPile"))
            mouseClick(findChild(page, "discardButton"))
            mouseClick(slot(9))
            verify(game.lastTurns)
            mouseClick(findChild(page, "drawPile"))
            mouseClick(findChild(page, "discardButton"))
            AppSettings.setAnimationDuration(350)
            mouseClick(slot(0))
            let scoring = null
            tryVerify(() => (scoring = findChild(page, "rippleScoring")) !== null && scoring.visible, 3000)
            tryVerify(() => scoring.beatPlaying, 1000, "the scoring springs in")
            tryVerify(() => !scoring.beatPlaying, 3000)
            compare(findChild(scoring, "scoreSummary0").total, 17)
        }

        function test_theScoringViewShowsTheBreakdownOnTheBeach() {
            // The rulebook's scoring example, with the pineapple combo still face down in slot 9.
            open(root.setupRecord(["fish", "palmtree", "palmtree", "castle", "dolphin+octopus+fish[octopus]",
                                   "beachball", "palmtree", "palmtree", "castle", "?pineapple+wave+sun"],
                                  root.ben, ["crab"], []))
            const announcer = findChild(page, "announcer")
            const said = []
            announcer.lastTextChanged.connect(() => said.push(announcer.lastText))
            confirmHandover()
            mouseClick(findChild(page, "drawPile"))
            mouseClick(findChild(page, "discardButton"))
            compare(game.step, "flip")
            mouseClick(slot(9))
            // Ann's beach is all face up: Ben has one last turn.
            verify(game.lastTurns)
            confirmHandover()
            verify(findChild(page, "lastTurnsBadge").visible)
            mouseClick(findChild(page, "drawPile"))
            mouseClick(findChild(page, "discardButton"))
            mouseClick(slot(0))
            // The round is scored: the scoring view opens on top.
            const scoring = findChild(page, "rippleScoring")
            tryCompare(scoring, "visible", true)
            compare(game.scoringRound, 1)
            verify(!scoring.beatPlaying, "no animation with animations off")
            compare(findChild(scoring, "scoreTable") !== null, true)
            // The scoring view has the keyboard, and Tab and Shift+Tab stay inside it (issue 19).
            const inScoring = () => {
                for (let p = scoring.Window.activeFocusItem; p; p = p.parent)
                    if (p === scoring)
                        return true
                return false
            }
            tryVerify(inScoring, 2000, "the scoring view takes the keyboard")
            for (let i = 0; i < 3; ++i) {
                keyClick(Qt.Key_Tab)
                verify(inScoring(), "Tab stays in the scoring view: " + scoring.Window.activeFocusItem)
            }
            keyClick(Qt.Key_Backtab)
            verify(inScoring(), "Shift+Tab stays in the scoring view: " + scoring.Window.activeFocusItem)
            // The round's end is announced with every player's score (issue 19).
            // (Every sentence said is kept, from the start: a move's sentence may be said just after it.)
            // (After the move that ended the round, in the same announcement: issue 19.)
            tryVerify(() => said.some(t => /^Ben .+ Round 1 of 3 is over\. Ann: [+−0-9]+ this round, -?\d+ in all\. Ben: /.test(t)), 3000,
                      "the move, then the round's scores: " + said.join(" | "))
            const points = s => findChild(findChild(scoring, "scoreSlot0_" + s), "points" + s)
            compare(points(0).points, 8)   // fish
            compare(points(4).points, 9)   // dolphin combo 0 with its octopus 9
            compare(points(3).points, 0)   // castles match
            compare(points(1).points, 0)   // palm trees match ...
            verify(points(1).visible)
            compare(findChild(scoring, "scoreSlot0_1").block, 0) // ... in a block set
            const block = findChild(findChild(scoring, "scoreSection0"), "block")
            verify(block && block.visible)
            // 8 + 9 + 1 + 4 - 15 = 7 above 0 for the player who ended the round: +10.
            compare(findChild(scoring, "scoreSummary0").total, 17)
            compare(findChild(findChild(scoring, "scoreTable"), "total0").text, "+17")
            // Continue: round 2 begins (Ann opens it after the handover).
            mouseClick(findChild(scoring, "continueButton"))
            tryCompare(scoring, "visible", false)
            compare(game.round, 2)
            compare(game.phase, "reveal")
        }
    }
}

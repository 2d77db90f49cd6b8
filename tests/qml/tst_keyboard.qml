import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest

// Every game by keyboard alone, at the smallest window (1024x640). For every registered game
// (GameRegistry, none named), from each of its samples of a game under way (tests/samples.h):
// Enter at the handover, then Tab goes round the table's controls and comes back, every stop
// visible and named, and Space or Enter on one of its own controls plays a move. Then each game's
// own keys: a turn of Ribbit in Vietnamese
// (Enter for the handover, a number key for a card, the focus on the legal turtle, arrows, Enter,
// Enter again for Done),
// a turn of Turtle Race Mini, a turn of Ripple (Space draws, X discards, a digit turns a card up),
// the menu on Escape, and the settings page switching the language with the arrow keys.
Item {
    id: root
    width: 1024
    height: 640

    // Ribbit: red, yellow and blue on START side by side; green on space 2 carrying purple.
    // Ann (red) to play with R+ G- Y++ ^ *-; Ben (yellow).
    readonly property string ribbitRecord: JSON.stringify({
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
    // Mini: the row, front first: G1 | B2 K1 | R1 | Y1 P2 R2 | G2 | B1 | P1 | Y2 | K2. Ann (green)
    // to play with G++ shake *- R-- *+.
    readonly property var miniRecord: {"format": "tidepool-record", "version": 1, "game": "mini", "options": {"variant": "basic"}, "players": [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}], "seed": 7, "setup": {"colors": ["G", "Y"], "row": [["G1"], ["B2", "K1"], ["R1"], ["Y1", "P2", "R2"], ["G2"], ["B1"], ["P1"], ["Y2"], ["K2"]], "hands": [["G++", "shake", "*-", "R--", "*+"], ["B+++", "B++", "B++", "B--", "*++"]], "deck": ["R+++", "R++", "R++", "Y+++", "Y++", "Y++", "Y--", "G+++", "G++", "G--", "P+++", "P++", "P++", "P--", "*+", "*+", "*+", "*+", "*+", "*++", "*++", "*++", "*++", "*++", "*-", "*-", "*--", "*--", "*--", "*--", "*---", "*---", "shake", "shake", "shake", "shake", "shake", "lettuce", "lettuce", "lettuce"], "discard": [], "lettuce": 0, "out": [], "round": 1, "current": 0}, "actions": []}

    // Ripple (as in tst_ripple.qml): a 2-player position in the play phase, Ann to act.
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

    RibbitGame { id: ribbitGame }
    MiniGame { id: miniGame }
    RippleGame { id: rippleGame }

    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: ribbitComponent; RibbitPage { game: ribbitGame } }
    Component { id: miniComponent; MiniPage { game: miniGame } }
    Component { id: rippleComponent; RipplePage { game: rippleGame } }
    Component { id: homeComponent; HomePage {} }
    Component { id: newGameComponent; NewGamePage { setup: gameSetup; game: ribbitGame; onStarted: test.starts += 1 } }
    NewGameSetup { id: gameSetup }
    Component { id: settingsComponent; SettingsPage { onBack: test.backs += 1 } }

    Component { id: signalSpy; SignalSpy {} }

    TestCase {
        id: test
        name: "Keyboard"
        when: windowShown
        property int backs: 0
        property int starts: 0

        function init() {
            AppSettings.setAnimationDuration(0)
            AppSettings.setLanguage("en")
            // A control that leaves the Tab order while it has the keyboard (a pile just taken
            // from, the draw pile just drawn from) is refused by Qt with this warning.
            failOnWarning(/Cannot set activeFocusOnTab to false once item is the active focus item/)
        }
        function cleanup() {
            stack.clear(StackView.Immediate)
            AppSettings.setLanguage("en")
        }
        function show(component) {
            const page = stack.push(component, {}, StackView.Immediate)
            verify(page)
            tryCompare(page.StackView, "status", StackView.Active)
            waitForRendering(page)
            return page
        }
        // Every table by Tab: the samples of every registered game.
        function test_everyTableGoesRoundByTab_data() {
            const rows = []
            verify(GameRegistry.games.length > 0)
            for (const entry of GameRegistry.games) {
                const paths = Samples.paths(entry.name, "playing")
                verify(paths.length > 0, entry.name + " has a sample of a game under way")
                for (const path of paths)
                    rows.push({ tag: entry.name + " " + path.split("/").pop(), game: entry.name, path: path })
            }
            return rows
        }
        function test_everyTableGoesRoundByTab(data) {
            const confirms = AppSettings.confirmMoves
            AppSettings.setConfirmMoves(false) // the move counts at once (Done is tst_turns.qml's)
            try {
                goRoundByTab(data)
            } finally {
                AppSettings.setConfirmMoves(confirms)
            }
        }
        function goRoundByTab(data) {
            const session = GameRegistry.session(data.game)
            verify(session.openRecordText(Samples.text(data.path)), session.errorText)
            const page = stack.push(GameRegistry.fileUrl(data.game, "page"), { game: session }, StackView.Immediate)
            tryCompare(page.StackView, "status", StackView.Active)
            waitForRendering(page)
            if (session.handover.pending) {
                // Enter is the handover's once its screen is up (armed).
                tryCompare(findChild(page, "handover"), "armed", true)
                keyClick(Qt.Key_Return)
                tryCompare(session.handover, "pending", false)
            }
            verify(session.handover.viewerToAct, "a person at this screen is to act")
            tryVerify(() => page.canAct, 3000, "the table is theirs to play (the handover screen gone)")
            // Round the table: each stop visible and named, until the first comes back.
            tryVerify(() => focused() !== null, 3000)
            keyClick(Qt.Key_Tab)
            const first = focused()
            const stops = []
            for (let i = 0; i < 80; ++i) {
                const f = focused()
                verify(f && f.visible, data.tag + ": stop " + i + " is in view: " + f)
                verify(f.Accessible.name !== "", data.tag + ": stop " + i + " is named: " + f + " " + f.objectName)
                if (stops.indexOf(f) < 0)
                    stops.push(f)
                keyClick(Qt.Key_Tab)
                if (focused() === first)
                    break
            }
            compare(focused(), first, data.tag + ": Tab comes back round (" + stops.length + " stops)")
            verify(stops.length >= 3, data.tag + ": the table has controls to reach")
            // A move by keys alone: Space on each stop in the table's own content (not the bars,
            // which leave the table) until one plays; a stop that only chooses (a card) hands the
            // keyboard on, and Enter or Space there plays.
            const before = session.actionCount
            const own = stops.filter(f => !/^(menuButton|rulesButton|logButton|suggestButton|seat)/.test(f.objectName)
                                          && f.enabled)
            for (let i = 0; i < own.length && session.actionCount === before; ++i) {
                if (!own[i].visible || !own[i].enabled)
                    continue
                own[i].forceActiveFocus(Qt.TabFocusReason)
                keyClick(Qt.Key_Space)
                for (let k = 0; k < 3 && session.actionCount === before && focused() && focused() !== own[i]; ++k)
                    keyClick(Qt.Key_Return)
            }
            tryVerify(() => session.actionCount > before, 3000, data.tag + ": a move by keys alone")
        }

        function focused() { return root.Window.window ? root.Window.window.activeFocusItem : null }
        function focusedName() { return focused() ? focused().objectName : "" }
        /// Every item under `item` that `keep` accepts, in tree order.
        function itemsUnder(item, keep) {
            const out = []
            const walk = (i) => {
                if (keep(i))
                    out.push(i)
                for (let c = 0; c < i.children.length; ++c)
                    walk(i.children[c])
            }
            walk(item)
            return out
        }
        // The hand's row (0-4) of a card, e.g. "^" (the hand is shown in its own order).
        function row(page, notation) {
            for (let i = 0; i < 5; ++i) {
                const c = findChild(page, "card-" + i)
                if (c && c.card === notation)
                    return i
            }
            fail("no card " + notation + " in the hand")
        }
        function numberKey(i) { return Qt.Key_1 + i }

        function test_ribbitTurnInVietnameseByKeyboard() {
            AppSettings.setLanguage("vi")
            compare(AppSettings.language, "vi")
            verify(ribbitGame.openRecordText(root.ribbitRecord), ribbitGame.errorText)
            const page = show(ribbitComponent)
            const overlay = findChild(page, "handover")
            tryCompare(overlay, "opacity", 1)
            compare(findChild(overlay, "handoverConfirm").text, "Tôi là Ann, cho xem bài của tôi")
            // Its one button is Enter's action once the screen is ready, and the ring shows it.
            tryCompare(overlay, "armed", true)
            verify(findChild(overlay, "defaultRing").visible, "the handover button shows the focus ring")
            keyClick(Qt.Key_Return)
            tryCompare(ribbitGame.handover, "pending", false)
            compare(ribbitGame.prompt, "Chọn một lá bài để đánh")
            // The keyboard starts in the hand, with a visible focus.
            tryVerify(() => focusedName() === "card-0", 2000, "focus on " + "card-0" + ", not " + focusedName())
            // A number key chooses the last-turtle card ^: red, yellow and blue may move; red has
            // the focus.
            const last = row(page, "^")
            keyClick(numberKey(last))
            compare(ribbitGame.selectedCard, last)
            tryVerify(() => focusedName() === "turtle-R", 2000, "focus on " + "turtle-R" + ", not " + focusedName())
            compare(findChild(page, "turtle-R").Accessible.name, "Rùa đỏ, vị trí Bắt đầu")
            keyClick(Qt.Key_Right)
            compare(focusedName(), "turtle-Y")
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)
            compare(focusedName(), "turtle-P", "the arrows wrap round")
            // Back to yellow and play there with Enter.
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            compare(focusedName(), "turtle-Y")
            keyClick(Qt.Key_Return)
            // The play is shown and waits: Enter again is Done (Backspace would take it back).
            verify(ribbitGame.moves.pending)
            compare(ribbitGame.actionCount, 0)
            keyClick(Qt.Key_Return)
            compare(ribbitGame.actionCount, 1)
            compare(findChild(page, "turtle-Y").space, 1)
            compare(ribbitGame.currentPlayerName, "Ben")
            verify(ribbitGame.moves.lastText.indexOf("Ann đánh Rùa cuối") === 0, ribbitGame.moves.lastText)
            const log = ribbitGame.log
            compare(log.rowCount(), 1)
            // Escape opens the menu and closes it again.
            const menu = findChild(page, "gameMenu")
            keyClick(Qt.Key_Escape)
            tryCompare(menu, "opened", true)
            keyClick(Qt.Key_Escape)
            tryCompare(menu, "opened", false)
            // Back to English at once: the log sentence and the prompt follow.
            AppSettings.setLanguage("en")
            verify(ribbitGame.moves.lastText.indexOf("Ann played Last turtle") === 0, ribbitGame.moves.lastText)
            compare(findChild(findChild(page, "handover"), "handoverConfirm").text, "I'm Ben, show my cards")
        }

        function test_ribbitCardsAndTurtlesAreReachedWithTab() {
            verify(ribbitGame.openRecordText(root.ribbitRecord), ribbitGame.errorText)
            const page = show(ribbitComponent)
            tryCompare(findChild(page, "handover"), "armed", true)
            keyClick(Qt.Key_Return)
            tryVerify(() => focusedName() === "card-0", 2000, "focus on " + "card-0" + ", not " + focusedName())
            keyClick(Qt.Key_Right)
            compare(focusedName(), "card-1")
            keyClick(Qt.Key_Left)
            compare(focusedName(), "card-0")
            // Right to G-, Space chooses it: the focus moves on to green, the only target.
            const greenBack = row(page, "G-")
            for (let i = 0; i < greenBack; ++i)
                keyClick(Qt.Key_Right)
            compare(focusedName(), "card-" + greenBack)
            keyClick(Qt.Key_Space)
            compare(ribbitGame.selectedCard, greenBack)
            tryVerify(() => focusedName() === "turtle-G", 2000, "focus on " + "turtle-G" + ", not " + focusedName())
            keyClick(Qt.Key_Space)
            verify(ribbitGame.moves.pending, "shown, waiting for Done")
            tryVerify(() => focusedName() === "doneButton", 2000, "Done has the focus, not " + focusedName())
            keyClick(Qt.Key_Space)
            compare(ribbitGame.actionCount, 1)
            compare(findChild(page, "turtle-G").space, 1)
        }

        function test_miniTurnByKeyboard() {
            verify(miniGame.openRecordText(JSON.stringify(root.miniRecord)), miniGame.errorText)
            const page = show(miniComponent)
            tryCompare(findChild(page, "handover"), "armed", true)
            keyClick(Qt.Key_Enter)
            tryCompare(miniGame.handover, "pending", false)
            tryVerify(() => focusedName() === "card-0", 2000, "focus on " + "card-0" + ", not " + focusedName())
            // A number key chooses G++: the focus goes to a green tile it may move, Enter plays it.
            const greenUp = row(page, "G++")
            keyClick(numberKey(greenUp))
            compare(miniGame.selectedCard, greenUp)
            // G1 is in front (+2 changes nothing there): the focus goes to G2.
            tryVerify(() => focusedName() === "tile-G2", 2000, "focus on " + "tile-G2" + ", not " + focusedName())
            keyClick(Qt.Key_Return)
            verify(miniGame.moves.pending)
            keyClick(Qt.Key_Return)  // Done
            compare(miniGame.actionCount, 1)
            compare(findChild(page, "tile-G2").stack, 2, "G2 moved two places forward")
            compare(miniGame.currentPlayerName, "Ben")
        }

        function test_rippleTurnByKeyboard() {
            verify(rippleGame.openRecordText(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                                               "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"])),
                   rippleGame.errorText)
            const page = show(rippleComponent)   // Ripple has no handover (no secret cards)
            keyClick(Qt.Key_Space)            // draw
            compare(rippleGame.held.icon, "wave")
            keyClick(Qt.Key_X)                // discard it
            // The keyboard leaves the empty card-in-play place for a slot to turn up (blind
            // playthrough, issue 19: it stayed on "No card in play").
            tryVerify(() => focused() && String(focused().objectName).indexOf("slot") >= 0, 2000,
                      "a slot has the keyboard, not " + focused() + " " + (focused() ? focused().Accessible.name : ""))
            keyClick(Qt.Key_3)                // turn up the face-down crab in slot 3
            tryCompare(rippleGame, "currentPlayerName", "Ben")
            compare(rippleGame.actionCount, 3)
        }

        // A new 2-player Ripple game (the opening reveal, Ann first).
        readonly property string rippleNewGame: JSON.stringify({
            format: "tidepool-record", version: 1, game: "ripple", options: {}, seed: 5, actions: [],
            players: [{ name: "Ann", kind: "human" }, { name: "Ben", kind: "human" }] })
        function bigBeachFocused() {
            for (let p = focused(); p; p = p.parent)
                if (p.objectName === "bigBeach")
                    return true
            return false
        }

        // Issue 19: at the start nothing had the focus, and after the opening reveal passed the
        // turn, nothing had it either.
        function test_rippleFocusAtTheStartAndAfterEachReveal() {
            verify(rippleGame.openRecordText(rippleNewGame), rippleGame.errorText)
            const page = show(rippleComponent)
            tryVerify(() => focusedName() === "slot0", 2000, "the first face-down slot has the focus at the start")
            verify(bigBeachFocused())
            verify(findChild(focused(), "focusRing").visible)
            compare(focused().Accessible.name.indexOf("Ann's slot 0: face down"), 0)
            keyClick(Qt.Key_Return)           // pick slot 0
            keyClick(Qt.Key_Right)
            compare(focusedName(), "slot1")
            keyClick(Qt.Key_Return)           // and slot 1: the cards turn up, Ben reveals next
            compare(rippleGame.actionCount, 1)
            compare(rippleGame.currentPlayerName, "Ben")
            tryVerify(() => focusedName() === "slot0" && bigBeachFocused(), 2000,
                      "Ben's first face-down slot has the focus (at " + focusedName() + ")")
            compare(focused().Accessible.name.indexOf("Ben's slot 0: face down"), 0)
            // The draw key during the reveal: the reason in plain words, the player by name, under
            // the status line.
            keyClick(Qt.Key_N)
            const toast = findChild(page, "noticeToast")
            tryCompare(toast, "opacity", 1)
            verify(toast.text.indexOf("Ben") >= 0, toast.text)
            verify(toast.text.indexOf("<s>") < 0 && toast.text.indexOf("player 1") < 0, toast.text)
            const status = findChild(page, "prompt")
            const statusBottom = status.mapToItem(page, 0, status.height).y
            verify(toast.mapToItem(page, 0, 0).y >= statusBottom, "the notice is under the status line")
        }

        // Issue 19: Space on a focused button drew a card instead of pressing the button.
        function test_rippleSpaceOnAFocusedButtonPressesIt() {
            verify(rippleGame.openRecordText(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                                               "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"])),
                   rippleGame.errorText)
            const page = show(rippleComponent)
            tryCompare(page, "focusedItem", findChild(page, "drawPile"))   // the turn starts on the draw pile
            const menuButton = findChild(page, "menuButton")
            menuButton.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Space)
            tryCompare(page, "menuOpened", true)
            compare(rippleGame.actionCount, 0)
            compare(rippleGame.hasHeld, false)
            keyClick(Qt.Key_Escape)
            tryCompare(page, "menuOpened", false)
            tryCompare(findChild(page, "gameMenu"), "visible", false)   // its fade-out done
            // The table's keys work again once the menu has closed (N draws; Space on the draw pile
            // is test_rippleTurnByKeyboard's).
            keyClick(Qt.Key_N)
            compare(rippleGame.held.icon, "wave")
        }

        // Issue 19: the other players' slots said "Slot 0: face down", without owner.
        function test_rippleSlotsAndBeachesAreNamedWithTheirOwner() {
            verify(rippleGame.openRecordText(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                                               "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"])),
                   rippleGame.errorText)
            const page = show(rippleComponent)
            const bens = findChild(page, "p1slot0")
            verify(bens)
            compare(bens.Accessible.name, "Ben's slot 0: face down")
            compare(findChild(page, "p1slot9").Accessible.name, "Ben's slot 9: face down")
            compare(findChild(page, "otherBeach1").Accessible.name, "Ben's beach")
            compare(findChild(page, "seatPlaceholder0").Accessible.name, "Ann's beach, playing below")
            compare(findChild(page, "roundTitle").Accessible.name, "Ripple · Round 1 of 3")
            compare(findChild(page, "bigBeachHeading").Accessible.name, "Ann's beach")
            compare(findChild(findChild(page, "bigBeach"), "slot0").Accessible.name.indexOf("Ann's slot 0: Sun, "), 0)
        }

        // "gameCard-ribbit/playButton" for a card's button, the objectName alone elsewhere.
        function focusPath() {
            const item = focused()
            if (!item)
                return ""
            for (let p = item.parent; p; p = p.parent)
                if (p.objectName.startsWith("gameCard-"))
                    return p.objectName + "/" + item.objectName
            return item.objectName
        }

        function test_homeTabGoesThroughTheCardsInOrder() {
            const page = show(homeComponent)
            // Shown: the keyboard starts on the first game's Play (a review: nothing was focused).
            tryVerify(() => focusPath() === "gameCard-ribbit/playButton", 2000, "focus on Play Ribbit, not " + focusPath())
            keyClick(Qt.Key_Backtab)
            compare(focusPath(), "settingsButton")
            const expected = []
            for (const game of ["ribbit", "mini", "ripple"]) {
                for (const button of ["playButton", "rulesButton", "learnButton"])
                    expected.push("gameCard-" + game + "/" + button)
                if (game === "mini") // its second guided game: the advanced game
                    expected.push("gameCard-mini/learnButton-mini-advanced")
            }
            const seen = []
            for (let i = 0; i < expected.length; ++i) {
                keyClick(Qt.Key_Tab)
                seen.push(focusPath())
            }
            compare(seen, expected)
            // Then the unfinished games (if the test machine has some) and the file buttons.
            for (let i = 0; i < 20 && focusPath() !== "openButton"; ++i)
                keyClick(Qt.Key_Tab)
            compare(focusPath(), "openButton")
            keyClick(Qt.Key_Tab)
            compare(focusPath(), "replayButton")
            // The focused button shows the ring, and Enter acts on it.
            keyClick(Qt.Key_Backtab)
            const open = focused()
            compare(open.objectName, "openButton")
            const ring = findChild(open, "focusRing")
            verify(ring && ring.visible, "the focused button shows the focus ring")
            // Back to Ribbit's Play: Enter chooses the game.
            const spy = signalSpy.createObject(test, { target: page, signalName: "gameChosen" })
            while (focusPath() !== "gameCard-ribbit/playButton")
                keyClick(Qt.Key_Backtab)
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "ribbit")
        }

        // Add and Remove say what they did; with the table full ("Add a player" gone) the keyboard
        // goes to the new player's name; a choice says what it is about (issue 19: a screen reader
        // heard nothing at Add or Remove, and the bare "Human, radio button").
        function test_newGameAddAndRemoveAreSaid() {
            gameSetup.setGame("ribbit")
            const page = show(newGameComponent)
            while (gameSetup.seats.rowCount() > gameSetup.minPlayers)
                gameSetup.removeSeat(gameSetup.seats.rowCount() - 1)
            const announcer = findChild(page, "announcer")
            tabTo(/^addSeatButton$/)
            keyClick(Qt.Key_Space)
            const count = gameSetup.seats.rowCount()
            compare(count, gameSetup.minPlayers + 1)
            tryCompare(announcer, "lastText", "Player " + count + " added: " + count + " players at the table.")
            compare(focusedName(), "addSeatButton", "the keyboard stays on Add while there is room")
            // Remove with the screen reader's activate command (no keyboard focus on it).
            const removes = itemsUnder(page, i => i.objectName === "removeSeat" && i.visible)
            const who = removes[0].Accessible.name.replace(/^Remove /, "")
            removes[0].Accessible.pressAction()
            compare(gameSetup.seats.rowCount(), count - 1)
            tryCompare(announcer, "lastText", who + " removed: " + (count - 1) + " players at the table.")
            // "Human" says whose it is and what it chooses.
            const human = itemsUnder(page, i => i.Accessible.role === Accessible.RadioButton && i.Accessible.name === "Human")[0]
            verify(human !== undefined)
            verify(/: a person or a computer$/.test(human.Accessible.description), human.Accessible.description)
            // The table full ("Add a player" gone): the keyboard is on the new player's name.
            while (gameSetup.seats.rowCount() < gameSetup.maxPlayers)
                keyClick(Qt.Key_Space)
            tryVerify(() => focused() && focused().Accessible.name === "Name of player " + gameSetup.maxPlayers, 1000,
                      "the table is full: the keyboard is on the new player's name, not " + focusedName())
            gameSetup.resetOptions()
        }

        function test_newGameStartsWithEnter() {
            gameSetup.setGame("ribbit")
            test.starts = 0
            const page = show(newGameComponent)
            tryVerify(() => focusedName() === "startButton", 2000, "Start has the focus, not " + focusedName())
            keyClick(Qt.Key_Return)
            compare(test.starts, 1)
            verify(ribbitGame.playerCount >= 2)
        }

        // Every control of the new-game page is reached with Tab and works with keys: who starts,
        // removing a seat, the steppers.
        function test_newGameSeatsAndSteppersByKeyboard() {
            gameSetup.setGame("ribbit")
            gameSetup.resetOptions()
            const page = show(newGameComponent)
            const seatsBefore = gameSetup.seats.rowCount()
            verify(seatsBefore > gameSetup.minPlayers, "a seat can be removed")
            // The first seat's avatar: Space gives it another colour (issue 19: Tab never reached it).
            tabTo(/^seatAvatar$/)
            const avatar = focused()
            const colourBefore = avatar.color.toString()
            keyClick(Qt.Key_Space)
            verify(avatar.color.toString() !== colourBefore, "Space gives the first seat another colour")
            // Who starts: the second seat's chip.
            tabTo(/^startsChip$/)
            keyClick(Qt.Key_Tab)
            tabTo(/^startsChip$/)
            keyClick(Qt.Key_Space)
            compare(gameSetup.firstPlayer, 1, "Space on the second seat's chip makes it start")
            // Remove: Space removes the seat and the keyboard stays on the page.
            tabTo(/^removeSeat$/)
            keyClick(Qt.Key_Space)
            compare(gameSetup.seats.rowCount(), seatsBefore - 1)
            tryVerify(() => focusedName() === "addSeatButton", 1000,
                      "the keyboard goes to Add a player after removing, not " + focusedName())
            // The track length: Up adds one, Down takes one away; its focus ring is drawn round it
            // without changing its size (a ring laid out in its row froze the window).
            const stepper = findChild(page, "stepper-trackLength")
            const width = stepper.width
            tabTo(/^stepper-trackLength$/)
            wait(50)
            compare(stepper.width, width, "the focus ring leaves the stepper's size alone")
            const length = stepper.value
            keyClick(Qt.Key_Up)
            compare(stepper.value, length + 1)
            keyClick(Qt.Key_Down)
            compare(stepper.value, length)
            gameSetup.resetOptions()
        }

        // Tab until the focused item's objectName matches `pattern` (at most 60 presses).
        function tabTo(pattern) {
            for (let i = 0; i < 60 && !pattern.test(focusedName()); ++i)
                keyClick(Qt.Key_Tab)
            verify(pattern.test(focusedName()), "Tab reaches " + pattern + " (at " + focusedName() + ")")
            const ring = findChild(focused(), "focusRing")
            verify(ring && ring.visible, focusedName() + " shows the focus ring")
        }
        function test_ripplePilesAndSlotsByTabAndArrows() {
            verify(rippleGame.openRecordText(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                                               "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"])),
                   rippleGame.errorText)
            const page = show(rippleComponent)
            // Ben's pile: Tab reaches it (it may be taken), Enter takes its top card.
            tabTo(/^pile/)
            keyClick(Qt.Key_Return)
            compare(rippleGame.held.icon, "sun")
            compare(rippleGame.actionCount, 1)
            // The slots of Ann's beach: Tab, then the arrow keys in the two rows; Space clicks.
            tabTo(/^slot\d$/)
            keyClick(Qt.Key_Up)
            for (let i = 0; i < 4; ++i) keyClick(Qt.Key_Left)
            compare(focusedName(), "slot0")
            keyClick(Qt.Key_Down)
            compare(focusedName(), "slot5")
            keyClick(Qt.Key_Up)
            for (let i = 0; i < 2; ++i) keyClick(Qt.Key_Right)
            compare(focusedName(), "slot2")
            verify(findChild(focused(), "focusRing").visible)
            keyClick(Qt.Key_Space)            // place the sun on slot 2 (not a draw)
            compare(rippleGame.actionCount, 2)
            verify(!rippleGame.canDraw || rippleGame.held.icon !== "sun")
        }
        function test_rippleDrawPileByTab() {
            verify(rippleGame.openRecordText(root.setupRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                                               "?castle", "?boat", "fish", "?turtle", "fish"], root.ben, ["wave"], ["sun"])),
                   rippleGame.errorText)
            const page = show(rippleComponent)
            tabTo(/^drawPile$/)
            keyClick(Qt.Key_Return)           // draws
            compare(rippleGame.held.icon, "wave")
            compare(rippleGame.actionCount, 1)
        }

        // Settings → Statistics (issue 20): each person's games and wins in words, cleared only by
        // a second press (a slip clears nothing), by keyboard.
        function test_settingsStatisticsAreListedAndClearedByTwoPresses() {
            AppSettings.setLanguage("en")
            PlayerStatistics.setKeep(true)
            PlayerStatistics.clear()
            PlayerStatistics.recordGame("ribbit", ["Ann", "Ben"], ["Ann"])
            const page = show(settingsComponent)
            const rows = []
            const walk = item => {
                if (item.objectName === "statisticsRow")
                    rows.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(page)
            compare(rows.length, 2)
            compare(rows.map(r => r.text).sort(), ["Ann — Ribbit: 1 game, 1 win", "Ben — Ribbit: 1 game, no wins"])
            verify(!findChild(page, "noStatistics").visible)
            tabTo(/^clearStatistics$/)
            keyClick(Qt.Key_Space)
            compare(PlayerStatistics.people.length, 2, "one press clears nothing")
            compare(findChild(page, "clearStatistics").text, "Press again to clear every count")
            keyClick(Qt.Key_Space)
            compare(PlayerStatistics.people.length, 0)
            tryCompare(findChild(page, "noStatistics"), "visible", true)
        }

        function test_settingsSwitchTheLanguageByKeyboard() {
            const page = show(settingsComponent)
            const choice = findChild(page, "languageChoice")
            tryVerify(() => choice.activeFocus, 1000, "the language choice has the focus first")
            keyClick(Qt.Key_Right)
            compare(AppSettings.language, "vi")
            compare(findChild(page, "settingsTitle").text, "Cài đặt")
            keyClick(Qt.Key_Left)
            compare(AppSettings.language, "en")
            compare(findChild(page, "settingsTitle").text, "Settings")
            // Tab goes on to the animation speed; Right makes it slower.
            keyClick(Qt.Key_Tab)
            verify(findChild(page, "animationChoice").activeFocus)
            // The chosen value itself holds the focus (a screen reader says the value, not the group).
            const window = page.Window.window
            const chosen = window.activeFocusItem
            verify(chosen !== findChild(page, "animationChoice") && chosen.on === true,
                   "the chosen value has the keyboard")
            keyClick(Qt.Key_Right)
            compare(AppSettings.animationDuration, 175)
            verify(window.activeFocusItem !== chosen && window.activeFocusItem.on === true,
                   "the keyboard follows the new choice")
            // Shift+Tab leaves the group backwards (not back into it), and Tab returns.
            keyClick(Qt.Key_Backtab)
            verify(choice.activeFocus, "Shift+Tab goes back to the language")
            keyClick(Qt.Key_Tab)
            verify(findChild(page, "animationChoice").activeFocus)
            test.backs = 0
            keyClick(Qt.Key_Escape)
            compare(test.backs, 1, "Escape goes back")
        }
    }
}

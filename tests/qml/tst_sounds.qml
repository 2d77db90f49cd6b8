import QtQuick
import QtTest
import Tidepool

// The table's sounds (components/TableSounds.qml): each new action plays what it did, as the game
// says (GameSession.moves.lastSounds, from the engine's move), one sound after the other, the win
// jingle last; the chime at a handover; silent for replays, loading and taking back. Then the real
// games: a Ribbit turtle stepping onto another, the lettuce reached, Mini's lettuce and race end,
// Ripple's ripple, extra turn and round end, each played live.
Item {
    id: root

    QtObject {
        id: fakeGame
        property int actionCount: 0
        property bool finished: false
        property QtObject replay: QtObject { property bool active: false }
        property QtObject handover: QtObject { property bool pending: false }
        property QtObject moves: QtObject { property var lastSounds: ["card"] }
    }
    TableSounds { id: tableSounds }
    SignalSpy { id: spy; target: Sounds; signalName: "requested" }

    RibbitGame { id: ribbitGame }
    MiniGame { id: miniGame }
    RippleGame { id: rippleGame }

    // Ribbit (tests/app/ribbitrecords.h): red, yellow and blue side by side on START, green on
    // space 2 carrying purple (on space 8 in the second). Ann holds red: R+ G- Y++ ^ *- (R+ G++ Y++
    // ^ *-); Ben's five B+.
    function ribbitRecord(greenSpace, annHand) {
        const track = {"0": [["R"], ["Y"], ["B"]]}
        track[greenSpace] = [["G", "P"]]
        const deck = ["R+", "R+", "R+", "R+", "R++", "R-", "R-", "Y+", "Y+", "Y+", "Y+", "Y+", "Y-", "Y-",
                      "G+", "G+", "G+", "G+", "G+", "G-", "B++", "B-", "B-",
                      "P+", "P+", "P+", "P+", "P+", "P++", "P-", "P-", "*+", "*+", "*+", "*+", "*+", "*-", "^", "^", "^^", "^^"]
        deck.push(annHand.indexOf("G-") >= 0 ? "G++" : "G-")
        return JSON.stringify({format: "tidepool-record", version: 1, game: "ribbit", options: {},
                               players: [{name: "Ann", kind: "human"}, {name: "Ben", kind: "human"}], seed: 7,
                               setup: {colors: ["R", "G"], track: track,
                                       hands: [annHand, ["B+", "B+", "B+", "B+", "B+"]],
                                       deck: deck, discard: [], current: 0},
                               actions: []})
    }

    // Mini (tst_mini.qml): the row front first G1 | B2 K1 | R1 | Y1 P2 R2 | G2 | B1 | P1 | Y2 | K2;
    // Ann (green) holds G++ shake *- R-- *+. `lettuce` are laid out already, and a lettuce is on
    // top of the draw pile: Ann's turn ends by drawing it.
    function miniRecord(variant, lettuce) {
        const deck = ["lettuce", "R+++", "R++", "R++", "Y+++", "Y++", "Y++", "Y--", "G+++", "G++", "G--", "P+++", "P++",
                      "P++", "P--", "*+", "*+", "*+", "*+", "*+", "*++", "*++", "*++", "*++", "*++", "*-", "*-", "*--",
                      "*--", "*--", "*--", "*---", "*---", "shake", "shake", "shake", "shake", "shake"]
        for (let i = lettuce + 1; i < 3; ++i)
            deck.push("lettuce")
        return JSON.stringify({format: "tidepool-record", version: 1, game: "mini", options: {variant: variant},
                               players: [{name: "Ann", kind: "human"}, {name: "Ben", kind: "human"}], seed: 7,
                               setup: {colors: ["G", "Y"],
                                       row: [["G1"], ["B2", "K1"], ["R1"], ["Y1", "P2", "R2"], ["G2"], ["B1"], ["P1"], ["Y2"], ["K2"]],
                                       hands: [["G++", "shake", "*-", "R--", "*+"], ["B+++", "B++", "B++", "B--", "*++"]],
                                       deck: deck, discard: [], lettuce: lettuce, out: [], round: 1, current: 0},
                               actions: []})
    }

    // Ripple (tst_ripple.qml's setupRecord): a 2-player record in the engine's setup format, play
    // phase, Ann to act. A slot is "fish" (face up), "?fish" (face down) or "combo[a,b]"; the rest
    // of the 100 cards fill the draw pile after `deckTop`; `pileB` is Ben's pile a, top first.
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
    readonly property var ben: ["?crab", "?crab", "?crab", "?seashell", "?seashell",
                                "?flower", "?flower", "?castle", "?octopus", "?octopus"]
    function rippleRecord(beach0, deckTop, pileB) {
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
        const beaches = [beach(beach0), beach(ben)]
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

    TestCase {
        id: test
        name: "TableSounds"

        function init() {
            AppSettings.setConfirmMoves(false) // every play counts at once
            fakeGame.actionCount = 0
            fakeGame.finished = false
            fakeGame.replay.active = false
            fakeGame.handover.pending = false
            fakeGame.moves.lastSounds = ["card"]
            tableSounds.game = fakeGame
            spy.clear()
        }

        /// The sounds asked for so far, but the handover chime.
        function played() {
            const result = []
            for (const args of spy.signalArguments)
                if (args[0] !== Sounds.Handover)
                    result.push(args[0])
            return result
        }
        /// Waits until `expected` (a list of Sounds values) was played, then a while longer to see
        /// that nothing else follows.
        function hears(expected, message) {
            tryVerify(() => played().length >= expected.length, 3000, message + ": " + JSON.stringify(played()))
            wait(3 * tableSounds.spacing)
            compare(played(), expected, message)
        }
        function open(game, text) {
            tableSounds.game = game
            verify(game.openRecordText(text), game.errorText)
            if (game.handover.pending)
                game.confirmHandover()
            spy.clear()
        }
        function playCard(game, notation, target) {
            if (game.handover.pending)
                game.confirmHandover()
            for (let i = 0; i < game.hand.rowCount(); ++i)
                if (game.hand.data(game.hand.index(i, 0), HandModel.CardRole) === notation) {
                    game.selectCard(i)
                    verify(game.playOn(target), notation + " on " + target)
                    return
                }
            fail("no " + notation + " in the hand")
        }

        function test_eachNewActionSoundsOnce() {
            fakeGame.actionCount = 1
            fakeGame.actionCount = 2
            compare(spy.count, 2)
            compare(spy.signalArguments[0][0], Sounds.Card)
            compare(spy.signalArguments[0][1], false, "a test run plays nothing")
        }

        function test_anActionPlaysWhatItDidInOrderSpaced() {
            fakeGame.moves.lastSounds = ["card", "step", "stack"]
            fakeGame.actionCount = 1
            compare(played(), [Sounds.Card], "the first at once, the others after it")
            hears([Sounds.Card, Sounds.Step, Sounds.Stack], "a step, then the landing")
        }

        function test_theLastActionPlaysTheJingle() {
            fakeGame.actionCount = 4
            spy.clear()
            fakeGame.finished = true
            fakeGame.moves.lastSounds = ["card", "step", "lettuce", "win"]
            fakeGame.actionCount = 5
            hears([Sounds.Card, Sounds.Step, Sounds.Lettuce, Sounds.Win], "the jingle comes last")
        }

        function test_loadingReplaysAndUndoAreSilent() {
            fakeGame.moves.lastSounds = ["card", "step", "stack"]
            fakeGame.actionCount = 30 // a saved game opened
            fakeGame.actionCount = 29 // a move taken back
            fakeGame.replay.active = true
            fakeGame.actionCount = 30
            wait(3 * tableSounds.spacing)
            compare(spy.count, 0)
        }

        function test_takingBackStopsTheRestOfTheSounds() {
            fakeGame.moves.lastSounds = ["card", "step", "stack"]
            fakeGame.actionCount = 1
            fakeGame.actionCount = 0
            wait(3 * tableSounds.spacing)
            compare(played(), [Sounds.Card])
        }

        function test_aHandoverChimes() {
            fakeGame.handover.pending = true
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], Sounds.Handover)
            fakeGame.handover.pending = false
            compare(spy.count, 1)
        }

        function test_noGameNoSound() {
            tableSounds.game = null
            fakeGame.actionCount = 1
            compare(spy.count, 0)
        }

        function test_ribbitATurtleSteppingOntoAnotherLandsOnTheStack() {
            open(ribbitGame, ribbitRecord("2", ["R+", "G-", "Y++", "^", "*-"]))
            compare(spy.count, 0, "opening a game is silent")
            playCard(ribbitGame, "Y++", "Y") // yellow from START onto green and purple on space 2
            hears([Sounds.Card, Sounds.Step, Sounds.Stack], "Y++ onto the stack")
            compare(ribbitGame.moves.lastSounds, ["card", "step", "stack"])
            spy.clear()
            playCard(ribbitGame, "B+", "B") // Ben's blue from START to the empty space 1
            hears([Sounds.Card, Sounds.Step], "B+ onto an empty space")
        }

        function test_ribbitTheLettuceReachedEndsWithTheJingle() {
            open(ribbitGame, ribbitRecord("8", ["R+", "G++", "Y++", "^", "*-"]))
            playCard(ribbitGame, "G++", "G")
            hears([Sounds.Card, Sounds.Step, Sounds.Lettuce, Sounds.Win], "green reaches the lettuce")
        }

        function test_miniALettuceDrawn() {
            open(miniGame, miniRecord("basic", 0))
            playCard(miniGame, "G++", "G2") // G2 two places forward, onto R1; then a lettuce is drawn
            hears([Sounds.Card, Sounds.Step, Sounds.Stack, Sounds.Lettuce], "a lettuce laid out")
        }

        function test_miniTheThirdLettuceEndsTheRace() {
            open(miniGame, miniRecord("advanced", 2))
            playCard(miniGame, "G++", "G2")
            hears([Sounds.Card, Sounds.Step, Sounds.Stack, Sounds.Lettuce, Sounds.RoundEnd], "race 1 ends")
            verify(!miniGame.finished)
        }

        function test_rippleARippleSplashes() {
            // Ann takes Ben's sun, places it over the fish in slot 2; the fish about to be
            // discarded ripples back into slot 2 (a match with slot 7's fish).
            open(rippleGame, rippleRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                           "?castle", "?boat", "fish", "?turtle", "fish"], ["wave"], ["sun"]))
            verify(rippleGame.take(2))
            spy.clear()
            verify(rippleGame.placeAt(2))
            hears([Sounds.Card], "placing a card")
            spy.clear()
            verify(rippleGame.placeAt(2))
            hears([Sounds.Card, Sounds.Splash], "the ripple")
        }

        function test_rippleAnExtraTurn() {
            // The fish about to be discarded ripples behind the dolphin combo: an extra turn.
            open(rippleGame, rippleRecord(["sun", "pineapple+wave+sun", "fish", "?crab", "dolphin+octopus+fish",
                                           "?castle", "?boat", "fish", "?turtle", "fish"], ["wave"], ["sun"]))
            verify(rippleGame.take(2))
            verify(rippleGame.placeAt(2))
            spy.clear()
            verify(rippleGame.stackAt(4))
            compare(rippleGame.extraTurn, true)
            hears([Sounds.Card, Sounds.Splash, Sounds.ExtraTurn], "the combo made")
        }

        function test_rippleARoundEnds() {
            // Ann turns her last card up; Ben's last turn ends the round.
            open(rippleGame, rippleRecord(["fish", "palmtree", "palmtree", "castle", "dolphin+octopus+fish[octopus]",
                                           "beachball", "palmtree", "palmtree", "castle", "?pineapple+wave+sun"],
                                          ["crab"], []))
            verify(rippleGame.draw())
            verify(rippleGame.discardHeld())
            verify(rippleGame.flipAt(9))
            verify(rippleGame.draw())
            verify(rippleGame.discardHeld())
            spy.clear()
            verify(rippleGame.flipAt(0))
            hears([Sounds.Card, Sounds.RoundEnd], "round 1 is scored")
            verify(!rippleGame.finished)
        }
    }
}

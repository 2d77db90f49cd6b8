import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest

// The spoken game's moves and turns (issue 19, docs/accessibility.md "What is announced"; the
// notices themselves are tst_spoken.qml's): every move, people's and
// computers', is announced with whose turn it is next and what to do; the result with its reason;
// a turn that passes behind a handover screen is left to that screen (it takes the focus).
Item {
    id: root
    width: 1280
    height: 800

    RibbitGame { id: ribbitGame }
    StackView { id: stack; anchors.fill: parent }
    Component { id: ribbitComponent; RibbitPage { game: ribbitGame } }

    Component { id: announcerComponent; Announcer {} }

    SpokenCase {
        id: test
        name: "SpokenTurns"
        stack: stack
        ribbitGame: ribbitGame

        function test_everyMoveAndTheTurnAreAnnouncedAgainstComputers() {
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["human", "bot:easy", "bot:easy"], 5)),
                   ribbitGame.errorText)
            const page = show(ribbitComponent)
            // One person with computers: no handover screen, so the first turn is announced.
            tryVerify(() => saidWith("Ann's turn").length > 0, 3000, "the first turn is announced: " + JSON.stringify(test.said))
            const before = test.said.length
            playRibbitTurn(page)
            tryCompare(ribbitGame, "currentPlayer", 0, 10000)
            const lines = logLines(ribbitGame)
            compare(lines.length, 3)
            tryVerify(() => saidWith(lines[2], before).length > 0, 3000, "the last computer move is said")
            // Each move was said (Ann's, then each computer's), in order, and the turn came back.
            const spoken = test.said.slice(before).join(" | ")
            let at = 0
            for (const line of lines) {
                const found = spoken.indexOf(line, at)
                verify(found >= 0, "\"" + line + "\" announced after the earlier ones in: " + spoken)
                at = found + line.length
            }
            tryVerify(() => test.said[test.said.length - 1].indexOf("Ann's turn") >= 0, 3000,
                      "the last announcement gives the turn back: " + test.said[test.said.length - 1])
            verify(test.said[test.said.length - 1].indexOf(lines[2]) === 0,
                   "the last computer's move and the turn are one announcement: " + test.said[test.said.length - 1])
        }

        // Learning mode's "Suggest a move": the suggestion is said, its card is chosen and the
        // keyboard goes on to the next thing to choose (the suggested turtle, or "Discard this
        // card"), so the first Enter plays it (issue 19: it used to stay on the card, where Enter
        // unchose it).
        function test_aSuggestionIsSaidAndTheFirstEnterPlaysIt() {
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["human", "bot:easy", "bot:easy"], 5)),
                   ribbitGame.errorText)
            ribbitGame.setLearningMode(true)
            const page = show(ribbitComponent)
            tryVerify(() => ribbitGame.suggestion.available, 5000, "the viewer's turn, in learning mode")
            mouseClick(findChild(page, "suggestButton"))
            tryVerify(() => ribbitGame.suggestion.action !== "", 5000, "a suggestion comes")
            verify(ribbitGame.selectedCard >= 0, "its card is chosen")
            tryVerify(() => test.said.includes("Suggestion: " + ribbitGame.suggestion.reason), 2000,
                      "the suggestion is said: " + test.said.join(" | "))
            const next = ribbitGame.suggestionPointer()
            verify(/^(turtle-.|discardButton)$/.test(next), next)
            tryVerify(() => page.Window.activeFocusItem !== null && page.Window.activeFocusItem.objectName === next, 2000,
                      "the keyboard is on " + next + ", not " + (page.Window.activeFocusItem ? page.Window.activeFocusItem.objectName : "nothing"))
            keyClick(Qt.Key_Return)
            tryVerify(() => ribbitGame.moves.pending, 2000, "the first Enter plays the suggested move")
            keyClick(Qt.Key_Return)
            tryCompare(ribbitGame, "actionCount", 1)
        }

        // A suggestion is the viewer's secret (it tells their hand): once the screen passes to the
        // next person it is neither said nor left named in the tree (issue 19).
        function test_aSuggestionIsNeverSaidToTheNextPerson() {
            const announcer = createTemporaryObject(announcerComponent, root)
            const heard = []
            announcer.countChanged.connect(() => heard.push(announcer.lastText))
            announcer.say("Ann played Red +1.")
            announcer.say("Suggestion: play Green +2 on the green turtle.", true)
            announcer.forgetSecrets()
            announcer.say("Ben's turn.")
            wait(600)
            compare(heard, ["Ann played Red +1.", "Ben's turn."])

            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["human", "human"], 5)), ribbitGame.errorText)
            ribbitGame.setLearningMode(true)
            const page = show(ribbitComponent)
            ribbitGame.confirmHandover()
            tryVerify(() => ribbitGame.suggestion.available, 5000)
            ribbitGame.suggestMove("medium")
            tryVerify(() => ribbitGame.suggestion.action !== "", 5000, "a suggestion comes")
            tryVerify(() => saidWith("Suggestion:").length === 1, 2000)
            ribbitGame.selectCard(-1)
            playRibbitTurn(page)
            tryVerify(() => ribbitGame.handover.pending)
            wait(400)
            const named = notices(test.announcer, true)
            verify(named.every(n => n.indexOf("Suggestion:") < 0), "no suggestion left in the tree: " + JSON.stringify(named))
        }

        // Take back of a play waiting for Done: says what was taken back and whose turn it is,
        // never the computer's move before it again (issue 19).
        function test_takeBackOfAPlaySaysWhatWasTakenBack() {
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["bot:easy", "human", "bot:easy"], 5)),
                   ribbitGame.errorText)
            ribbitGame.setLearningMode(true)
            const page = show(ribbitComponent)
            tryVerify(() => ribbitGame.handover.viewerToAct, 10000)
            const computerMove = logLines(ribbitGame)[0]
            tryVerify(() => saidWith("Ben's turn").length > 0, 3000)
            wait(300)
            const before = test.said.length
            for (let i = 0; i < ribbitGame.hand.rowCount(); ++i) {
                ribbitGame.selectCard(i)
                for (const letter of ["R", "Y", "G", "B", "P"])
                    if (!ribbitGame.moves.pending && findChild(page, "turtle-" + letter).showTarget)
                        ribbitGame.playOn(letter)
                if (ribbitGame.moves.pending)
                    break
            }
            verify(ribbitGame.moves.pending)
            const play = ribbitGame.moves.pendingText
            verify(ribbitGame.takeBackMove())
            tryVerify(() => test.said.length > before, 3000)
            wait(300)
            const after = test.said.slice(before).join(" | ")
            verify(after.indexOf(computerMove) < 0, "the computer's move is not said again: " + after)
            verify(after.indexOf("Taken back: " + play) === 0, after)
            verify(after.indexOf("Ben's turn") > 0, after)
        }

        // While computers play, the keyboard is on something named (the status line), never on a
        // nameless pane (issue 19).
        function test_theKeyboardStaysOnSomethingNamedWhileComputersPlay() {
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["human", "bot:easy", "bot:easy"], 5)),
                   ribbitGame.errorText)
            AppSettings.setBotDelay(300)
            const page = show(ribbitComponent)
            tryVerify(() => ribbitGame.handover.viewerToAct, 5000)
            playRibbitTurn(page)
            tryVerify(() => ribbitGame.currentPlayer === 1)
            tryVerify(() => page.Window.activeFocusItem !== null && page.Window.activeFocusItem.visible
                            && page.Window.activeFocusItem.objectName === "statusLine", 2000,
                      "focus on the status line: " + (page.Window.activeFocusItem ? page.Window.activeFocusItem + " " + page.Window.activeFocusItem.Accessible.name : "nothing"))
            tryVerify(() => page.Window.activeFocusItem.Accessible.name !== "", 1000)
            verify(page.Window.activeFocusItem.Accessible.name.indexOf("Computer 2") >= 0, page.Window.activeFocusItem.Accessible.name)
        }

        // The status line, where the keyboard waits while computers play, takes its name once
        // per change of turn: a screen reader says every change of the focused item's name, and
        // the turn, the thinking dots and the prompt used to rename it two or three times as a
        // turn began (issue 19).
        function test_theStatusLineIsRenamedOncePerTurn() {
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["human", "bot:easy", "bot:easy"], 5)),
                   ribbitGame.errorText)
            AppSettings.setBotDelay(300)
            const page = show(ribbitComponent)
            tryVerify(() => ribbitGame.handover.viewerToAct, 5000)
            const line = findChild(page, "statusLine")
            playRibbitTurn(page)
            tryVerify(() => ribbitGame.currentPlayer === 1, 5000)
            const names = []
            const keep = () => names.push(line.Accessible.name)
            line.Accessible.nameChanged.connect(keep)
            tryVerify(() => ribbitGame.currentPlayer === 2, 5000)
            tryVerify(() => ribbitGame.handover.viewerToAct, 5000)
            wait(400)
            line.Accessible.nameChanged.disconnect(keep)
            // One name per seat to play (the two computers, then Ann), each named once.
            verify(names.length <= 3, JSON.stringify(names))
            verify(names[names.length - 1].indexOf(ribbitGame.currentPlayerName) === 0, JSON.stringify(names))
            for (let i = 1; i < names.length; ++i)
                verify(names[i] !== names[i - 1], JSON.stringify(names))
        }

        function test_theResultIsAnnouncedWithItsReason() {
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["bot:easy", "bot:easy"], 3)), ribbitGame.errorText)
            show(ribbitComponent)
            tryCompare(ribbitGame, "finished", true, 20000)
            verify(ribbitGame.result.text !== "" && ribbitGame.result.reason !== "")
            tryVerify(() => saidWith(ribbitGame.result.text + " " + ribbitGame.result.reason).length === 1, 3000,
                      "the result and its reason said once: " + JSON.stringify(test.said.slice(-2)))
        }

        // The status line's turn and prompt read as sentences (issue 19: "Computer wins!. ").
        function test_partsAreJoinedIntoSentences() {
            compare(Theme.sentences(["Computer wins!", "Red crossed the finish line first."]),
                    "Computer wins! Red crossed the finish line first.")
            compare(Theme.sentences(["Ann's turn", "", "Play a card"]), "Ann's turn. Play a card")
            compare(Theme.sentences(["Ann's extra turn", "Draw from the draw pile"]),
                    "Ann's extra turn. Draw from the draw pile")
            compare(Theme.sentences(["", ""]), "")
        }

        function test_aTurnBehindTheHandoverScreenIsLeftToIt() {
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["human", "human"], 5)), ribbitGame.errorText)
            const page = show(ribbitComponent)
            verify(ribbitGame.handover.pending)
            ribbitGame.confirmHandover()
            tryVerify(() => saidWith("Ann's turn").length === 1, 3000, "Ann's turn once the screen is hers")
            ribbitGame.selectCard(0)
            wait(50)
            ribbitGame.selectCard(-1)
            compare(saidWith("Ann's turn").length, 1, "choosing a card does not say the turn again")
            playRibbitTurn(page)
            tryVerify(() => ribbitGame.handover.pending)
            const move = logLines(ribbitGame)[0]
            tryVerify(() => saidWith(move).length === 1, 3000, "Ann's move is said: " + JSON.stringify(test.said))
            wait(50)
            compare(saidWith("Ben's turn").length, 0, "Ben's turn is not said while the screen waits to pass")
        }
    }
}

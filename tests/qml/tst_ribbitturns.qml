import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest
import "ribbitrecords.js" as RibbitRecords

// Ribbit's turns at one screen (issue 17): a play is shown and waits for Done (Enter) or Take back
// (Backspace) before the card is drawn, and the record and the log keep only what was confirmed;
// the handover screen takes no input that began before it was ready (a second Enter, a held key's
// repeats, a double click); a peek at the secret card is not held; with confirmation off every
// play counts at once. (Its turns with computers are tst_ribbitcomputers.qml's.)
Item {
    id: root
    width: 1280
    height: 800

    RibbitGame { id: ribbitGame }
    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: ribbitComponent; RibbitPage { game: ribbitGame } }

    TableCase {
        id: test
        name: "RibbitTurns"
        stack: stack

        function test_ribbitPlayWaitsForDoneAndCanBeTakenBack() {
            verify(ribbitGame.openRecordText(RibbitRecords.setupRecord("human")), ribbitGame.errorText)
            const page = show(ribbitComponent)
            const drawPile = ribbitGame.drawPileCount
            confirmHandover(page, ribbitGame)
            tryVerify(() => focusedName() === "card-0", 2000, "focus on card-0, not " + focusedName())
            // ^ on red (the focus goes to red, the first last turtle): shown, not played.
            keyClick(Qt.Key_1 + row(page, "^"))
            tryVerify(() => focusedName() === "turtle-R", 2000)
            keyClick(Qt.Key_Return)
            verify(ribbitGame.moves.pending, "the play waits for Done")
            compare(findChild(page, "turtle-R").space, 1, "the board shows the play")
            compare(handCount(page), 4, "the card left the hand, and none is drawn yet")
            compare(ribbitGame.drawPileCount, drawPile, "nothing drawn")
            compare(ribbitGame.actionCount, 0)
            compare(actions(ribbitGame), [], "the record keeps only what was confirmed")
            compare(ribbitGame.log.rowCount(), 0, "the log keeps only what was confirmed")
            verify(findChild(page, "moveConfirmBar").visible)
            verify(ribbitGame.moves.pendingText.indexOf("Ann played Last turtle +1: red moves") === 0, ribbitGame.moves.pendingText)
            // Issue 19: each button's description says what pressing it does, with the move in words.
            compare(findChild(page, "doneButton").Accessible.description, "Finish your turn: " + ribbitGame.moves.pendingText)
            // Take back's, as it takes the keyboard (issue 43: one event less at every play).
            const takeBack = findChild(page, "takeBackButton")
            compare(takeBack.Accessible.description, "", "no description while Done has the keyboard")
            takeBack.forceActiveFocus(Qt.TabFocusReason)
            compare(takeBack.Accessible.description, "Take back: " + ribbitGame.moves.pendingText)
            findChild(page, "doneButton").forceActiveFocus(Qt.TabFocusReason)
            compare(ribbitGame.currentPlayerName, "Ann")
            verify(!ribbitGame.handover.pending, "Ann still sees her own play")
            // Backspace takes it back: the board, the hand and the turn as they were.
            keyClick(Qt.Key_Backspace)
            verify(!ribbitGame.moves.pending)
            compare(findChild(page, "turtle-R").space, 0)
            compare(handCount(page), 5)
            compare(ribbitGame.handover.viewer, 0)
            // The card she meant: ^ on yellow, and Done (Enter) plays it: the card is drawn, Ben's turn.
            tryVerify(() => focusedName() === "card-0", 2000, "the keyboard is back in the hand")
            keyClick(Qt.Key_1 + row(page, "^"))
            tryVerify(() => focusedName() === "turtle-R", 2000)
            keyClick(Qt.Key_Right)
            compare(focusedName(), "turtle-Y")
            keyClick(Qt.Key_Return)
            verify(ribbitGame.moves.pending)
            keyClick(Qt.Key_Return)
            verify(!ribbitGame.moves.pending)
            compare(actions(ribbitGame), ["^ Y"], "only the kept move is in the record")
            compare(ribbitGame.log.rowCount(), 1)
            verify(ribbitGame.moves.lastText.indexOf("Ann played Last turtle +1: yellow moves") === 0, ribbitGame.moves.lastText)
            compare(ribbitGame.currentPlayerName, "Ben")
            verify(ribbitGame.handover.pending)
        }

        // Enter twice, a held Enter, a double click: none reveals the next hand (issue 17).
        function test_theHandoverTakesNoInputBegunBeforeIt() {
            verify(ribbitGame.openRecordText(RibbitRecords.setupRecord("human")), ribbitGame.errorText)
            const page = show(ribbitComponent)
            const overlay = findChild(page, "handover")
            confirmHandover(page, ribbitGame)
            tryVerify(() => focusedName() === "card-0", 2000)
            keyClick(Qt.Key_1 + row(page, "^"))
            tryVerify(() => focusedName() === "turtle-R", 2000)
            keyClick(Qt.Key_Return)   // play
            keyClick(Qt.Key_Return)   // Done: Ben's handover is due
            compare(ribbitGame.currentPlayerName, "Ben")
            verify(ribbitGame.handover.pending)
            keyClick(Qt.Key_Return)   // the second Enter, at once
            verify(ribbitGame.handover.pending, "a second Enter does not reveal Ben's hand")
            TestInput.keyRepeat(page, Qt.Key_Return, 12)   // a held Enter's repeats
            verify(ribbitGame.handover.pending, "a held Enter does not reveal Ben's hand")
            TestInput.keyRepeat(page, Qt.Key_Space, 12)
            verify(ribbitGame.handover.pending)
            // The second click of a double click lands on the button before it is ready.
            const button = findChild(overlay, "handoverConfirm")
            tryCompare(overlay, "opacity", 1)
            verify(!overlay.armed)
            mouseClick(button)
            verify(ribbitGame.handover.pending, "a click begun before the screen was ready does not reveal")
            compare(ribbitGame.handover.viewer, -1)
            compare(handCount(page), 0, "Ann's hand is gone and Ben's is not shown")
            // Ready: the repeats of a key held since before still do nothing...
            tryCompare(overlay, "armed", true)
            TestInput.keyRepeat(page, Qt.Key_Return, 5)
            verify(ribbitGame.handover.pending, "a held key's repeats never reveal")
            // ... and a press begun before it was ready, released after, does nothing either.
            overlay.pending = false; overlay.pending = Qt.binding(() => ribbitGame.handover.pending)
            tryCompare(overlay, "opacity", 1)
            mousePress(button)
            tryCompare(overlay, "armed", true)
            mouseRelease(button)
            verify(ribbitGame.handover.pending, "a press begun before the screen was ready does not reveal")
            // A fresh Enter once it is ready: Ben's hand.
            keyClick(Qt.Key_Return)
            verify(!ribbitGame.handover.pending)
            compare(ribbitGame.handover.viewer, 1)
        }

        // (The check is TableCase's, shared with Mini's row in tst_miniturns.qml.)
        function test_aSecondEnterJustAfterTheRevealActsOnNothing_data() {
            return [{ tag: "ribbit", game: ribbitGame, component: ribbitComponent, record: RibbitRecords.setupRecord("human") }]
        }
        function test_aSecondEnterJustAfterTheRevealActsOnNothing(data) {
            checkSecondEnterJustAfterTheReveal(data)
        }

        // A peek at the secret turtle card by a screen reader's activate command or by a key is not
        // held: it turns face down again by itself, or when the keyboard leaves the card, and the
        // description says what activating does now (a review: it stayed face up for the rest of
        // the turn, still described "Activate to peek").
        function test_aPeekThatIsNotHeldTurnsFaceDownAgain() {
            verify(ribbitGame.openRecordText(RibbitRecords.setupRecord("human")), ribbitGame.errorText)
            const page = show(ribbitComponent)
            confirmHandover(page, ribbitGame)
            const secret = findChild(page, "secretCard")
            tryVerify(() => secret.canPeek)
            verify(!secret.faceUp)
            compare(secret.Accessible.description, "", "described while it has the keyboard only (issue 43)")
            secret.forceActiveFocus(Qt.TabFocusReason)
            compare(secret.Accessible.description, "Activate to peek at your colour")
            secret.Accessible.pressAction()
            verify(secret.faceUp, "activated: face up")
            compare(secret.Accessible.name, "Your turtle: Red")
            verify(secret.Accessible.description.indexOf("Activate to turn it face down") === 0,
                   "says what activating does now: " + secret.Accessible.description)
            secret.Accessible.pressAction()
            verify(!secret.faceUp, "activated again: face down at once")
            // Left alone, face down again by itself (in a few seconds; shorter here).
            secret.peekTime = 300
            secret.Accessible.pressAction()
            verify(secret.faceUp)
            tryVerify(() => !secret.faceUp, 2000, "face down again by itself")
            compare(secret.Accessible.name, "Your secret turtle card, face down")
            compare(secret.Accessible.description, "Activate to peek at your colour")
            // By key: Space turns it up, and leaving the card turns it down.
            secret.peekTime = 60000
            secret.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Space)
            verify(secret.faceUp)
            keyClick(Qt.Key_Tab)
            verify(!secret.activeFocus)
            verify(!secret.faceUp, "the keyboard left the card: face down")
        }

        // A held Enter whose repeats arrive as fresh presses (X11 on a loaded machine: Qt's guess
        // at repeats fails; a hostile test held Enter once and it played, pressed Done, passed the
        // handover screen and showed Ben's hand): it plays once, and does nothing more.
        function test_aHeldEnterSentAsFreshPressesActsOnce() {
            KeyRepeatGuard.setJudgeSyntheticByTime(true)
            verify(ribbitGame.openRecordText(RibbitRecords.setupRecord("human")), ribbitGame.errorText)
            const page = show(ribbitComponent)
            confirmHandover(page, ribbitGame)
            tryVerify(() => focusedName() === "card-0", 2000)
            keyClick(Qt.Key_1 + row(page, "^"))
            tryVerify(() => focusedName() === "turtle-R", 2000)
            TestInput.keyHeldUnflagged(page, Qt.Key_Return, 30, 40)   // held 1.2 s
            verify(ribbitGame.moves.pending, "the held Enter played once and did not press Done")
            compare(actions(ribbitGame).length, 0)
            wait(60)
            keyClick(Qt.Key_Return)   // Done, pressed afresh
            verify(!ribbitGame.moves.pending)
            verify(ribbitGame.handover.pending)
            // Held again, through the handover screen until long after it is ready.
            const overlay = findChild(page, "handover")
            TestInput.keyHeldUnflagged(page, Qt.Key_Return, 50, 40)   // held 2 s
            verify(overlay.armed)
            verify(ribbitGame.handover.pending, "a held Enter never reveals Ben's hand")
            compare(ribbitGame.handover.viewer, -1)
            wait(60)
            keyClick(Qt.Key_Return)   // a fresh Enter: Ben's hand
            verify(!ribbitGame.handover.pending)
            compare(ribbitGame.handover.viewer, 1)
        }

        function test_aClickOnTheReadyButtonReveals() {
            verify(ribbitGame.openRecordText(RibbitRecords.setupRecord("human")), ribbitGame.errorText)
            const page = show(ribbitComponent)
            const overlay = findChild(page, "handover")
            tryCompare(overlay, "armed", true)
            mouseClick(findChild(overlay, "handoverConfirm"))
            verify(!ribbitGame.handover.pending)
            compare(ribbitGame.handover.viewer, 0)
        }

        function test_confirmationOffInSettingsCountsEveryClickAtOnce() {
            AppSettings.setConfirmMoves(false)
            compare(AppSettings.confirmMoves, false)
            verify(ribbitGame.openRecordText(RibbitRecords.setupRecord("human")), ribbitGame.errorText)
            const page = show(ribbitComponent)
            confirmHandover(page, ribbitGame)
            tryVerify(() => focusedName() === "card-0", 2000)
            keyClick(Qt.Key_1 + row(page, "^"))
            tryVerify(() => focusedName() === "turtle-R", 2000)
            keyClick(Qt.Key_Return)
            verify(!ribbitGame.moves.pending)
            compare(actions(ribbitGame), ["^ R"])
            verify(ribbitGame.handover.pending)
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import "ripplerecords.js" as RippleRecords

// Ripple by keyboard alone, at the smallest window (1024x640): a turn (Space draws, X discards, a
// digit turns a card up), the focus at the start and after each reveal, Space on a focused button,
// the piles and slots by Tab and the arrows, every slot and beach named with its owner.
// (Every game's table by Tab is tst_keyboard.qml's.)
Item {
    id: root
    width: 1024
    height: 640

    RippleGame { id: rippleGame }
    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: rippleComponent; RipplePage { game: rippleGame } }

    TableCase {
        id: test
        name: "RippleKeys"
        stack: stack
        function test_rippleTurnByKeyboard() {
            verify(rippleGame.openRecordText(RippleRecords.annToPlay()), rippleGame.errorText)
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
            // The draw key during the reveal: the reason in plain words, the player by name, in the
            // caption strip under the table (issue 44: on no slot).
            keyClick(Qt.Key_N)
            const toast = findChild(page, "noticeToast")
            tryCompare(toast, "opacity", 1)
            verify(toast.text.indexOf("Ben") >= 0, toast.text)
            verify(toast.text.indexOf("<s>") < 0 && toast.text.indexOf("player 1") < 0, toast.text)
            const t = toast.mapToItem(page, 0, 0, toast.width, toast.height)
            for (let i = 0; i < 10; ++i) {
                const slot = findChild(page, "slot" + i)
                verify(t.y > slot.mapToItem(page, 0, slot.height).y, "the notice is below slot " + i)
            }
        }

        // Issue 19: Space on a focused button drew a card instead of pressing the button.
        function test_rippleSpaceOnAFocusedButtonPressesIt() {
            verify(rippleGame.openRecordText(RippleRecords.annToPlay()), rippleGame.errorText)
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
            verify(rippleGame.openRecordText(RippleRecords.annToPlay()), rippleGame.errorText)
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

        function test_ripplePilesAndSlotsByTabAndArrows() {
            verify(rippleGame.openRecordText(RippleRecords.annToPlay()), rippleGame.errorText)
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
            verify(rippleGame.openRecordText(RippleRecords.annToPlay()), rippleGame.errorText)
            const page = show(rippleComponent)
            tabTo(/^drawPile$/)
            keyClick(Qt.Key_Return)           // draws
            compare(rippleGame.held.icon, "wave")
            compare(rippleGame.actionCount, 1)
        }
    }
}

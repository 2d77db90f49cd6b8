import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// The new-game page by keyboard alone, at the smallest window (1024x640), for the first registered
// game (GameRegistry.firstGame, none named): Enter starts, Add and Remove say what they did, and
// every control (a seat's colour, who starts, removing a seat, a number's stepper) is reached with
// Tab and works with keys.
Item {
    id: root
    width: 1024
    height: 640

    StackView {
        id: stack
        anchors.fill: parent
    }
    NewGameSetup { id: gameSetup }
    Component {
        id: newGameComponent
        NewGamePage { setup: gameSetup; game: GameRegistry.session(gameSetup.game); onStarted: test.starts += 1 }
    }

    TableCase {
        id: test
        name: "NewGameKeys"
        stack: stack
        failOnFocusWarning: true
        property int starts: 0

        // Add and Remove say what they did; with the table full ("Add a player" gone) the keyboard
        // goes to the new player's name; a choice says what it is about (issue 19: a screen reader
        // heard nothing at Add or Remove, and the bare "Human, radio button").
        function test_newGameAddAndRemoveAreSaid() {
            gameSetup.setGame(GameRegistry.firstGame)
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

        // A name is 24 characters, an emoji one of them (a tester's finding, 2026-12-08: the field
        // counted UTF-16 units, so a remembered name of 24 emoji showed 12 and an edit kept 12).
        function test_aSeatNameOfTwentyFourEmojiIsWhole() {
            gameSetup.setGame(GameRegistry.firstGame)
            const page = show(newGameComponent)
            const turtle = "\u{1F422}"
            gameSetup.setSeatName(0, turtle.repeat(24))
            const find = (item) => {
                if (item.Accessible && item.Accessible.name === "Name of player 1" && item.maximumLength !== undefined)
                    return item
                for (let i = 0; i < item.children.length; ++i) {
                    const found = find(item.children[i])
                    if (found)
                        return found
                }
                return null
            }
            const field = find(page)
            verify(field)
            compare(field.text, turtle.repeat(24))
            field.forceActiveFocus()
            field.cursorPosition = field.length
            keyClick(Qt.Key_A)
            compare(field.text, turtle.repeat(24), "a 25th character is refused")
            field.selectAll()
            keyClick(Qt.Key_B)
            for (let i = 0; i < 30; ++i)
                keyClick(Qt.Key_C)
            compare(field.text, "b" + "c".repeat(23), "24 letters, as before")
            // Back to the seat's name as the other tests find it (a typed name is remembered).
            gameSetup.setSeatName(0, "Player 1")
        }

        function test_newGameStartsWithEnter() {
            gameSetup.setGame(GameRegistry.firstGame)
            test.starts = 0
            const page = show(newGameComponent)
            tryVerify(() => focusedName() === "startButton", 2000, "Start has the focus, not " + focusedName())
            keyClick(Qt.Key_Return)
            compare(test.starts, 1)
            verify(GameRegistry.session(GameRegistry.firstGame).playerCount >= 2)
        }

        // Every control of the new-game page is reached with Tab and works with keys: who starts,
        // removing a seat, the steppers.
        function test_newGameSeatsAndSteppersByKeyboard() {
            gameSetup.setGame(GameRegistry.firstGame)
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
            // A number (the first game's first, e.g. a track's length): Up adds one, Down takes one
            // away; its focus ring is drawn round it without changing its size (a ring laid out in
            // its row froze the window).
            const stepper = itemsUnder(page, i => /^stepper-/.test(i.objectName) && i.visible)[0]
            verify(stepper, "the first game's options have a number to choose")
            const width = stepper.width
            tabTo(new RegExp("^" + stepper.objectName + "$"))
            wait(50)
            compare(stepper.width, width, "the focus ring leaves the stepper's size alone")
            const length = stepper.value
            keyClick(Qt.Key_Up)
            compare(stepper.value, length + 1)
            keyClick(Qt.Key_Down)
            compare(stepper.value, length)
            gameSetup.resetOptions()
        }
    }
}

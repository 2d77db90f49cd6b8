import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest

// The spoken game's notices (issue 19, docs/accessibility.md "What is announced"): sentences said
// together each reach the tree in order, and no notice stays in the tree once its page is hidden,
// left or given a new game. The moves and turns said: tst_spokenturns.qml.
Item {
    id: root
    width: 1280
    height: 800

    RibbitGame { id: ribbitGame }
    StackView { id: stack; anchors.fill: parent }
    Component { id: ribbitComponent; RibbitPage { game: ribbitGame } }

    Component { id: announcerComponent; Announcer {} }
    Component { id: settingsComponent; SettingsPage {} }
    Component { id: homeStandIn; Item {} }
    NewGameSetup { id: gameSetup }
    Component { id: newGameComponent; NewGamePage { setup: gameSetup; game: ribbitGame } }

    SpokenCase {
        id: test
        name: "Spoken"
        stack: stack
        ribbitGame: ribbitGame

        // Sentences said close together (a lesson's step then a move, a round's scores then a move)
        // each reach the tree with their own name, in order. A screen reader reads a notification's
        // name after the event that showed it, once the app has gone back to its event loop: this
        // test reads it then too, so a name replaced in the same turn is read as the new one.
        function test_sentencesSaidTogetherAreEachAnnouncedInOrder() {
            const announcer = createTemporaryObject(announcerComponent, root)
            const heard = []
            const watch = (item) => {
                if (item.Accessible.role === Accessible.Notification)
                    item.visibleChanged.connect(() => {
                        if (item.visible)
                            Qt.callLater(() => heard.push(item.Accessible.name))
                    })
                for (let i = 0; i < item.children.length; ++i)
                    watch(item.children[i])
            }
            watch(announcer)
            announcer.say("Step 1 of 15: Welcome.")
            announcer.say("Computer 2 played Red +1.")
            announcer.say("Ann's turn: choose a card.")
            tryVerify(() => heard.length >= 3, 3000, heard.join(" | "))
            compare(heard, ["Step 1 of 15: Welcome.", "Computer 2 played Red +1.", "Ann's turn: choose a card."])
            compare(announcer.count, 3)
            compare(announcer.lastText, "Ann's turn: choose a card.")
            // Said later, after a pause: at once.
            wait(500)
            announcer.say("Ben's turn.")
            compare(announcer.lastText, "Ben's turn.")
            tryVerify(() => heard.length === 4)
            compare(heard[3], "Ben's turn.")
        }

        // Issue 19: a page hidden or left keeps no notice in the tree (one could be the last seat's
        // secret), neither under another screen nor while it goes away (Back home's transition).
        function test_leavingThePageLeavesNoNoticeInTheTree() {
            verify(ribbitGame.openRecordText(test.seatsRecord("ribbit", ["human", "human"], 5)), ribbitGame.errorText)
            stack.push(homeStandIn, {}, StackView.Immediate)
            const page = show(ribbitComponent)
            ribbitGame.confirmHandover()
            page.sayTable()
            page.say("A notice for Ann.")
            tryVerify(() => notices(page, true).indexOf("A notice for Ann.") >= 0, 2000, "said: " + notices(page, true))
            // Settings over the table: nothing named is left on the page under it.
            stack.push(settingsComponent, {}, StackView.Immediate)
            tryCompare(page.StackView, "status", StackView.Inactive)
            compare(notices(page, false), [], "no notice left on the hidden page")
            stack.pop(StackView.Immediate)
            tryCompare(page.StackView, "status", StackView.Active)
            compare(notices(page, false), [], "none comes back with the page")
            // Back home with the page's transition: nothing named in view while it fades out.
            page.say("Another notice for Ann.")
            tryVerify(() => notices(page, true).indexOf("Another notice for Ann.") >= 0, 2000)
            stack.pop(StackView.PopTransition)
            verify(page.visible, "the page is still fading out")
            compare(notices(root, true), [], "no notice in view as the page goes")
            tryCompare(stack, "depth", 1)
        }

        // Issue 43: any page's announcer (here the new-game page's "Player 3 added") keeps no notice
        // once its page is hidden: Orca read it again when the table opened over the page.
        function test_aHiddenPageKeepsNoNoticeOfItsOwn() {
            gameSetup.setGame("ribbit")
            const page = show(newGameComponent)
            while (gameSetup.seats.rowCount() > gameSetup.minPlayers)
                gameSetup.removeSeat(gameSetup.seats.rowCount() - 1)
            page.addSeat()
            tryVerify(() => notices(page, true).length === 1, 2000, "said: " + notices(page, true))
            verify(/ added: /.test(notices(page, true)[0]), notices(page, true)[0])
            stack.push(homeStandIn, {}, StackView.Immediate)
            tryCompare(page.StackView, "status", StackView.Inactive)
            compare(notices(page, false), [], "no notice left on the hidden page")
            gameSetup.resetOptions()
        }

        // Issue 19: Play again on the end screen starts a new game on the same page: nothing said
        // in the game before stays in the tree.
        function test_playAgainLeavesNoNoticeOfTheGameBefore() {
            verify(ribbitGame.openRecord(Samples.paths("ribbit", "finished")[0]),
                   ribbitGame.errorText)
            verify(ribbitGame.finished)
            const page = show(ribbitComponent)
            let end = null
            tryVerify(() => (end = findChild(page, "endScreen")) !== null && end.visible, 5000)
            page.say("A notice of the game before.")
            tryVerify(() => notices(page, true).indexOf("A notice of the game before.") >= 0, 2000)
            end.playAgain()
            verify(!ribbitGame.finished)
            wait(400)
            verify(notices(page, false).indexOf("A notice of the game before.") < 0, JSON.stringify(notices(page, false)))
        }

    }
}

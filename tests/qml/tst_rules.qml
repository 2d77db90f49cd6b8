import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool

// The rules reference: opened from the home screen (a game card's Rules button, F1) and from a game
// screen (the Rules button, F1), each game's section with its examples drawn by the game's own
// components, the options of the rule set in use, and Ripple's catalogue from the engine.
Item {
    id: root
    width: 1280
    height: 800

    RibbitGame { id: ribbitGame }
    MiniGame { id: miniGame }
    NewGameSetup { id: setup }

    // The same routing as Main.qml: home or a game page, the rules pushed on top.
    StackView { id: stack; anchors.fill: parent }
    Component {
        id: homeComponent
        HomePage { onRulesRequested: (name) => stack.push(rulesComponent, { game: name, session: null }, StackView.Immediate) }
    }
    Component {
        id: ribbitComponent
        RibbitPage {
            game: ribbitGame
            onRulesRequested: stack.push(rulesComponent, { game: "ribbit", session: ribbitGame }, StackView.Immediate)
        }
    }
    Component {
        id: miniComponent
        MiniPage {
            game: miniGame
            onRulesRequested: stack.push(rulesComponent, { game: "mini", session: miniGame }, StackView.Immediate)
        }
    }
    Component {
        id: rulesComponent
        RulesPage { onBack: stack.pop(StackView.Immediate) }
    }

    TestCase {
        name: "Rules"
        when: windowShown

        function init() {
            AppSettings.setAnimationDuration(0)
            stack.clear(StackView.Immediate)
        }

        function rulesPage() {
            tryVerify(() => stack.currentItem && stack.currentItem.objectName === "rulesPage")
            waitForRendering(stack.currentItem)
            return stack.currentItem
        }
        function optionValue(page, key) {
            const option = findChild(page, "option-" + key)
            verify(option, "option " + key + " is shown")
            return findChild(option, "optionValue").value
        }

        function test_opensFromAHomeGameCardAndGoesBack() {
            stack.push(homeComponent, {}, StackView.Immediate)
            const card = findChild(stack.currentItem, "gameCard-mini")
            mouseClick(findChild(card, "rulesButton"))
            const page = rulesPage()
            compare(page.game, "mini")
            verify(findChild(page, "miniRules"))
            compare(findChild(page, "rulesTitle").text, "How to play Turtle Race Mini")
            // From home no game is in play: the options show their defaults.
            compare(optionValue(page, "variant"), "Basic")
            verify(!findChild(page, "optionsIntro").text.includes("in play"))
            keyClick(Qt.Key_Escape)
            tryVerify(() => stack.currentItem.objectName !== "rulesPage")
            verify(findChild(stack.currentItem, "gameCard-mini"))
        }

        function test_f1OnHomeOpensTheRules() {
            stack.push(homeComponent, {}, StackView.Immediate)
            waitForRendering(stack.currentItem)
            keyClick(Qt.Key_F1)
            const page = rulesPage()
            verify(findChild(page, "ribbitRules"))
            keyClick(Qt.Key_F1) // F1 again closes it
            tryVerify(() => stack.currentItem.objectName !== "rulesPage")
        }

        function test_f1InAGameShowsTheOptionsInUse() {
            setup.setGame("ribbit")
            setup.setOption("deck", "ribbit-text")
            setup.setOption("trackLength", "12")
            verify(ribbitGame.start(setup), ribbitGame.errorText)
            stack.push(ribbitComponent, {}, StackView.Immediate)
            waitForRendering(stack.currentItem)
            keyClick(Qt.Key_F1)
            const page = rulesPage()
            compare(page.game, "ribbit")
            compare(page.session, ribbitGame)
            verify(findChild(page, "optionsIntro").text.includes("in play"))
            compare(optionValue(page, "deck"), "Ribbit text")
            compare(optionValue(page, "trackLength"), "12")
            compare(optionValue(page, "startStacked"), "Off")
            verify(!findChild(page, "option-deck").isDefault)
            verify(findChild(page, "option-startStacked").isDefault)
            // Back to the same game, untouched.
            const actions = ribbitGame.actionCount
            mouseClick(findChild(page, "rulesBack"))
            tryVerify(() => stack.currentItem.objectName !== "rulesPage")
            compare(ribbitGame.actionCount, actions)
            compare(ribbitGame.replay.active, false)
        }

        function test_theRulesButtonOfAGameScreen() {
            setup.setGame("mini")
            setup.setOption("variant", "advanced")
            verify(miniGame.start(setup), miniGame.errorText)
            miniGame.confirmHandover() // the handover screen covers the table (F1 works through it)
            stack.push(miniComponent, {}, StackView.Immediate)
            waitForRendering(stack.currentItem)
            mouseClick(findChild(stack.currentItem, "rulesButton"))
            const page = rulesPage()
            compare(page.game, "mini")
            compare(optionValue(page, "variant"), "Advanced")
            // Reading another game's rules shows that game's defaults.
            page.show("ribbit")
            tryVerify(() => findChild(page, "ribbitRules") !== null)
            compare(optionValue(page, "deck"), "Classic")
        }

        function test_eachGameHasItsSectionRulingsAndExamples_data() {
            return [
                { tag: "ribbit", section: "ribbitRules", rulings: ["R1", "R8", "R9", "R12"],
                  examples: ["ribbit-stack", "ribbit-last", "ribbit-finish"] },
                { tag: "mini", section: "miniRules", rulings: ["M1", "M3", "M8", "M9"],
                  examples: ["mini-row", "mini-shake"] },
                { tag: "ripple", section: "rippleRules", rulings: ["1", "7", "12"],
                  examples: ["ripple-ripple", "ripple-scoring"] },
            ]
        }
        function test_eachGameHasItsSectionRulingsAndExamples(data) {
            stack.push(rulesComponent, { game: data.tag }, StackView.Immediate)
            const page = rulesPage()
            verify(findChild(page, data.section))
            for (const r of data.rulings)
                verify(findChild(page, "ruling-" + r), "ruling " + r)
            for (const name of data.examples) {
                const frame = findChild(page, "example-" + name)
                verify(frame, name)
                tryVerify(() => frame.loaded, 2000, name + " opens: " + (frame.example ? frame.example.errorText : ""))
                compare(frame.position, 0)
                compare(frame.example.errorText, "")
            }
        }

        function test_anExampleShowsItsMoveWithTheGamesOwnSentence() {
            stack.push(rulesComponent, { game: "ribbit" }, StackView.Immediate)
            const page = rulesPage()
            const frame = findChild(page, "example-ribbit-stack")
            tryVerify(() => frame.loaded)
            // Scroll the example into view and press its button.
            const flick = findChild(page, "rulesFlick")
            flick.contentY = frame.mapToItem(flick.contentItem, 0, 0).y - Theme.px(20)
            waitForRendering(page)
            mouseClick(findChild(frame, "examplePlay"))
            tryCompare(frame, "position", 1, 5000)
            const caption = findChild(frame, "exampleCaption").text
            verify(caption.includes("Anna"), caption)
            verify(caption.toLowerCase().includes("yellow"), caption) // red carries yellow
            // The end of a race in the game's own plain words: no ruling code (issue 20); the
            // rulings that decide it (R7 to R9) are listed on this page.
            const finish = findChild(page, "example-ribbit-finish")
            tryVerify(() => finish.loaded)
            finish.play()
            tryCompare(finish, "position", 1, 5000)
            const end = findChild(finish, "exampleCaption").text
            verify(end.includes("Ben wins"), end)
            verify(end.includes("Ben backed green"), end)
            verify(!end.includes("R9"), end)
            verify(findChild(page, "ruling-R9"), "ruling R9 on the page")
            // A second play starts over from the position before the move.
            finish.play()
            compare(finish.position, 0)
            tryCompare(finish, "position", 1, 5000)
        }

        function test_rippleCatalogueComesFromTheEngine() {
            stack.push(rulesComponent, { game: "ripple" }, StackView.Immediate)
            const page = rulesPage()
            const catalogue = findChild(page, "rippleCatalogue")
            verify(catalogue)
            compare(catalogue.count, 44) // 14 standard kinds and 30 combo cards
            verify(findChild(catalogue, "catalogueSummary").text.includes("100 cards"))
            const pineapple = findChild(catalogue, "kind-pineapple+wave+sun")
            verify(pineapple)
            compare(pineapple.value, 4)
            compare(pineapple.bonus, -5)
            compare(pineapple.count, 1)
            compare(pineapple.need1Name, "Wave")
            const crab = findChild(catalogue, "kind-crab")
            compare(crab.value, 20)
            compare(crab.count, 5)
            verify(!crab.combo)
            compare(optionValue(page, "rounds"), "3")
            compare(optionValue(page, "triggerPenalty"), "On")
        }

        function test_theSheetScrolls() {
            stack.push(rulesComponent, { game: "ripple" }, StackView.Immediate)
            const page = rulesPage()
            const flick = findChild(page, "rulesFlick")
            verify(flick.contentHeight > flick.height * 2, "the rules are longer than a screen")
            keyClick(Qt.Key_PageDown)
            tryVerify(() => flick.contentY > 0)
            page.show("mini")
            compare(flick.contentY, 0)
        }
    }
}

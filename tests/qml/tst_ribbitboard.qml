import QtQuick
import QtTest
import Tidepool
import "ribbitrecords.js" as RibbitRecords

// The Ribbit screen driven by clicks: the replay bar covers no card, the colour cards carry
// patterns, the handover screen hides the hand, choosing a card highlights exactly the legal
// turtles (and where each would land, and why not the others), a click on a turtle plays, an
// illegal one is refused, the menu says why Undo is not available. (The end of the race and a
// whole game are tst_ribbitend.qml's.)
Item {
    id: root
    width: 1280
    height: 800

    Component { id: colorCard; RibbitCard { kind: "color"; steps: 1 } }

    RibbitBoardCase {
        id: test
        name: "RibbitBoard"

        // Issue 20: the replay bar never covers the hand row (its cards, the secret card, the piles)
        // at any size.
        function test_theReplayBarCoversNoCard() {
            open(RibbitRecords.setupRecord())
            confirmHandover()
            mouseClick(card("G-"))
            clickTurtle("G")
            verify(game.startReplay())
            const bar = findChild(page, "replayBar")
            tryCompare(bar, "visible", true)
            for (const size of [[1024, 640], [1366, 768], [1920, 1080]]) {
                root.width = size[0]
                root.height = size[1]
                Theme.scale = Math.max(0.75, Math.min(size[0] / 1280, size[1] / 800))
                waitForRendering(page)
                const barRect = rectOf(bar)
                verify(barRect.y + barRect.height <= root.height, "the bar is in the window")
                const hand = findChild(page, "hand")
                verify(hand.count > 0, "the replay shows the hands")
                for (let i = 0; i < hand.count; ++i) {
                    const c = findChild(page, "card-" + i)
                    verify(!overlaps(barRect, rectOf(c)), size + ": the replay bar covers card " + i)
                }
                verify(!overlaps(barRect, rectOf(findChild(page, "secretCard"))), size + ": it covers the secret card")
            }
            root.width = 1280
            root.height = 800
            Theme.scale = 1
            game.stopReplay()
        }

        // Issue 44: the last card played (about 70 px wide) showed "Rùa cuối c…". Every caption,
        // in every language, is whole on the smallest card drawn.
        function test_captionsAreWholeOnSmallCards() {
            const captions = [{ kind: "last" }, { kind: "rainbow" }].concat(
                        ["B", "G", "P", "R", "Y"].map(t => ({ kind: "color", turtle: t })))
            const cut = []
            for (const language of ["en", "vi"]) {
                AppSettings.setLanguage(language)
                for (const w of [60, 80, 105])
                    for (const c of captions) {
                        const card = createTemporaryObject(colorCard, root, { kind: c.kind, turtle: c.turtle || "", width: w, height: w * 1.4 })
                        const caption = findChild(card, "cardCaption")
                        if (caption.text === "" || caption.truncated)
                            cut.push(language + " " + w + " px: " + caption.text)
                        card.destroy()
                    }
            }
            AppSettings.setLanguage("en")
            compare(cut, [], "captions cut short")
        }

        // Colour-blind safety (docs/accessibility.md): blue and purple cards, alike under
        // protanopia and deuteranopia, carry different bold patterns, drawn at every card size
        // (a repeat never under 6 px): their pictures differ in lightness, not only in hue.
        function test_blueAndPurpleCardsCarryDifferentPatterns() {
            for (const w of [60, 120]) {
                const grab = (turtle) => {
                    const card = createTemporaryObject(colorCard, root, { turtle: turtle, width: w, height: w * 1.4 })
                    const pattern = findChild(card, "colorPattern")
                    verify(pattern, "a coloured card has its pattern")
                    compare(pattern.turtle, turtle)
                    verify(pattern.cell >= 6 && pattern.cell >= w / 12, "a bold repeat at width " + w)
                    waitForRendering(card)
                    const image = grabImage(pattern)
                    card.destroy()
                    wait(20)
                    return image
                }
                const a = grab("B")
                const b = grab("P")
                // Where each picture is lighter than its row's average (the pattern's marks, whatever
                // the hue under them): the two masks differ in many places.
                const mask = (img) => {
                    const out = []
                    for (let y = 2; y < img.height - 2; y += 3) {
                        // (Against the row's average: the face's gradient runs top to bottom.)
                        const row = []
                        for (let x = 2; x < img.width - 2; x += 2) {
                            const c = img.pixel(x, y)
                            row.push(0.3 * c.r + 0.59 * c.g + 0.11 * c.b)
                        }
                        const mean = row.reduce((s, v) => s + v, 0) / row.length
                        row.forEach(v => out.push(v > mean + 0.02))
                    }
                    return out
                }
                const ma = mask(a), mb = mask(b)
                const n = Math.min(ma.length, mb.length)
                let differ = 0
                for (let i = 0; i < n; ++i)
                    if (ma[i] !== mb[i])
                        ++differ
                verify(differ > n * 0.15, "blue's and purple's patterns differ in lightness at width " + w + ": " + differ + " of " + n)
            }
        }

        function test_handoverHidesTheHand() {
            open(RibbitRecords.setupRecord())
            const overlay = findChild(page, "handover")
            tryCompare(overlay, "opacity", 1)
            compare(findChild(page, "hand").count, 0, "no card is drawn behind the handover screen")
            compare(game.viewerColor, "")
            confirmHandover()
            compare(findChild(page, "hand").count, 5)
            verify(card("R+"))
            compare(game.viewerColor, "R")
        }

        // Whether moved() turns true in one of the samples taken over about a second.
        function movesWithin(moved) {
            for (let i = 0; i < 20; ++i) {
                if (moved())
                    return true
                wait(50)
            }
            return false
        }

        // Animations off (Settings): a legal turtle's glow holds still and it doesn't bounce. They
        // ran whatever the setting, so a person who turned motion off still saw them (and a
        // software-rendered screen repainted all the while a card was chosen). With animations
        // on, both move (so this can fail).
        function test_withAnimationsOffTheHighlightsHoldStill() {
            open(RibbitRecords.setupRecord())
            confirmHandover()
            mouseClick(card("^"))
            const red = findChild(page, "turtle-R")
            verify(red.showTarget)
            wait(400)
            compare(findChild(red, "glow").opacity, 1)
            compare(red.bounce, 0)
            AppSettings.setAnimationDuration(350)
            mouseClick(card("G-"))
            mouseClick(card("^"))
            verify(movesWithin(() => findChild(red, "glow").opacity < 1), "the glow pulses with animations on")
            verify(movesWithin(() => red.bounce < 0), "and the turtle bounces")
        }

        function test_choosingACardHighlightsExactlyTheLegalTurtles() {
            open(RibbitRecords.setupRecord())
            confirmHandover()
            compare(highlighted(), [])
            mouseClick(card("^"))
            compare(highlighted(), ["R", "Y", "B"])
            mouseClick(card("G-"))
            compare(highlighted(), ["G"])
            mouseClick(card("*-"))
            compare(highlighted(), ["G", "P"])
        }

        // Another card chosen: a turtle it can't move says why for *that* card (the words followed
        // the first card chosen, on screen and for a screen reader; blind playthrough, issue 19).
        function test_whyNotFollowsTheCardChosen() {
            open(RibbitRecords.setupRecord())
            confirmHandover()
            const red = findChild(page, "turtle-R")
            mouseClick(card("G-"))
            // (described while it has the keyboard only: issue 43)
            compare(red.Accessible.description, "")
            red.forceActiveFocus(Qt.TabFocusReason)
            const first = red.Accessible.description
            compare(first, game.whyNot("R"))
            verify(first !== "")
            mouseClick(card("*-"))
            red.forceActiveFocus(Qt.TabFocusReason)
            compare(red.Accessible.description, game.whyNot("R"))
            verify(red.Accessible.description !== first, first)
        }

        // Issue 20: after choosing a card, each highlighted turtle shows a ghost where the engine's
        // move would leave it (TurtleModel's landing roles), and no other turtle does.
        function test_aChosenCardShowsWhereEachTurtleWouldLand() {
            open(RibbitRecords.setupRecord())
            confirmHandover()
            const ghost = c => findChild(findChild(page, "turtle-" + c), "ghost")
            for (const c of ["R", "Y", "G", "B", "P"])
                verify(!ghost(c).visible, "no ghost before a card is chosen: " + c)
            mouseClick(card("Y++"))
            compare(highlighted(), ["Y"])
            verify(ghost("Y").visible)
            // Yellow goes from START to space 2, onto green and purple: the top of that stack.
            const track = findChild(page, "track") || findChild(page, "turtle-Y").board
            const yellow = findChild(page, "turtle-Y"), purple = findChild(page, "turtle-P")
            const at = ghost("Y").mapToItem(track, 0, 0)
            fuzzyCompare(at.x, track.stackCenterX(2, 0, 1) - yellow.tw * 0.47 + 2 * yellow.tw * 0.04, 1)
            fuzzyCompare(at.y, track.groundY - yellow.th * 0.93 - 2 * track.stackStep, 1)
            verify(at.y < purple.mapToItem(track, 0, 0).y, "above purple")
            for (const c of ["R", "G", "B", "P"])
                verify(!ghost(c).visible, c + " is not a target")
            mouseClick(card("*-"))
            compare(highlighted(), ["G", "P"])
            verify(ghost("G").visible && ghost("P").visible)
            // Purple steps back alone to space 1: on the pad, height 0.
            const p = ghost("P").mapToItem(track, 0, 0)
            fuzzyCompare(p.x, track.stackCenterX(1, 0, 1) - purple.tw * 0.47, 1)
            fuzzyCompare(p.y, track.groundY - purple.th * 0.93, 1)
        }

        function test_aClickOnAHighlightedTurtlePlaysAndTheNextPlayerIsHidden() {
            open(RibbitRecords.setupRecord())
            confirmHandover()
            mouseClick(card("G-"))
            clickTurtle("G")
            compare(game.actionCount, 1)
            compare(findChild(page, "turtle-G").space, 1)
            compare(findChild(page, "turtle-P").space, 1)
            compare(game.currentPlayerName, "Ben")
            tryCompare(findChild(page, "handover"), "opacity", 1)
            compare(findChild(page, "hand").count, 0, "Ann's cards are gone before Ben looks")
        }

        function test_anIllegalTurtleIsRefusedAndNothingChanges() {
            open(RibbitRecords.setupRecord())
            confirmHandover()
            mouseClick(card("^"))
            clickTurtle("G")
            compare(game.actionCount, 0)
            verify(game.whyNot("G").indexOf("last") >= 0)
        }

        function test_theMenuSaysWhyUndoIsNotAvailable() {
            open(RibbitRecords.setupRecord())
            confirmHandover()
            mouseClick(card("G-"))
            clickTurtle("G")
            confirmHandover()
            const menu = findChild(page, "gameMenu")
            menu.open()
            tryCompare(menu, "opened", true)
            const undo = findChild(menu.contentItem, "undoButton")
            tryCompare(undo, "visible", true)
            verify(!undo.enabled)
            const reason = findChild(menu.contentItem, "undoReason")
            verify(reason.visible)
            verify(reason.text.indexOf("drawn") >= 0, reason.text)
            menu.close()
        }
    }
}

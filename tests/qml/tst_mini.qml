import QtQuick
import QtTest
import Tidepool
import TidepoolTest
import "minirecords.js" as MiniRecords

// The Turtle Race Mini screen driven by clicks: the Finished tray clears the front marker,
// choosing a card highlights exactly the engine's legal tiles, a play that would change nothing is
// marked before it is made, a shaking card highlights the bottoms of stacks and shakes one when
// clicked. (The end of a race is tst_miniend.qml's.)
Item {
    id: root
    width: 1280
    height: 800

    MiniBoardCase {
        id: test
        name: "MiniBoard"

        // Review 20: the Finished tray's "race 3" (advanced game) sat on the row's "FRONT" marker
        // at every window size; every race's label stays clear of FRONT and of "Lettuce 0 / 3".
        function test_theFinishedTrayClearsTheFrontMarker_data() {
            return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1366x768", w: 1366, h: 768 },
                    { tag: "1920x1080", w: 1920, h: 1080 }]
        }
        function test_theFinishedTrayClearsTheFrontMarker(data) {
            root.width = data.w
            root.height = data.h
            Theme.scale = Math.max(0.75, Math.min(data.w / 1280, data.h / 800))
            open(MiniRecords.raceEnds)
            const marks = ["frontMarker", "lettuceCount"].map(n => findChild(page, n))
            marks.forEach(m => verify(m && m.visible))
            function rectOf(item) { return item.mapToItem(root, 0, 0, item.width, item.height) }
            function meet(a, b) {
                return Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x)
                    && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y)
            }
            for (let race = 0; race < 3; ++race) {
                const label = findChild(page, "trayRaceLabel" + race)
                verify(label && label.visible, "race " + (race + 1))
                for (const m of marks)
                    verify(!meet(rectOf(label), rectOf(m)), data.tag + ": \"" + label.text + "\" " + JSON.stringify(rectOf(label))
                           + " on " + m.objectName + " " + JSON.stringify(rectOf(m)))
                verify(!meet(rectOf(label), rectOf(findChild(page, "lettuce-2"))), data.tag + ": on the third lettuce place")
            }
        }

        function test_theHandIsHiddenUntilTheHandover() {
            open(MiniRecords.midRace)
            compare(findChild(page, "hand").count, 0, "no card is drawn behind the handover screen")
            confirmHandover()
            compare(findChild(page, "hand").count, 5)
            verify(card("shake"))
        }

        function test_choosingACardHighlightsExactlyTheLegalTiles() {
            open(MiniRecords.midRace)
            confirmHandover()
            compare(tilesWhere("showTarget"), [])
            mouseClick(card("R--"))
            compare(tilesWhere("showTarget"), ["R1", "R2"])
            mouseClick(card("*-"))
            compare(tilesWhere("showTarget").length, 12, "a multicolour card moves any tile, black too")
            // Clicking a tile that is not legal changes nothing.
            mouseClick(card("R--"))
            clickTile("G2")
            compare(game.actionCount, 0)
        }

        // Another card chosen: each tile says why *it* can't be played there (the words followed
        // the first card chosen, on screen and for a screen reader; blind playthrough, issue 19).
        function test_whyNotFollowsTheCardChosen() {
            open(MiniRecords.midRace)
            confirmHandover()
            mouseClick(card("G++"))
            // (described while it has the keyboard only: issue 43)
            compare(tile("Y1").Accessible.description, "")
            tile("Y1").forceActiveFocus(Qt.TabFocusReason)
            verify(tile("Y1").Accessible.description.indexOf("green") >= 0, tile("Y1").Accessible.description)
            mouseClick(card("R--"))
            tile("Y1").forceActiveFocus(Qt.TabFocusReason)
            const why = tile("Y1").Accessible.description
            verify(why.indexOf("red") >= 0 && why.indexOf("green") < 0, why)
            compare(tile("Y1").whyNotText, game.whyNot("Y1"))
        }

        function test_aPlayThatChangesNothingIsMarkedBeforeItIsMade() {
            open(MiniRecords.midRace)
            confirmHandover()
            mouseClick(card("G++"))
            compare(tilesWhere("showTarget"), ["G1", "G2"])
            compare(tilesWhere("noEffect"), ["G1"])
            verify(findChild(tile("G1"), "noEffectBadge").visible, "G1 is in front: +2 changes nothing")
            verify(!findChild(tile("G2"), "noEffectBadge").visible)
            clickTile("G2")
            compare(game.actionCount, 1)
            compare(tile("G2").stack, 2, "G2 moved two places forward, onto R1")
        }

        // Issue 20: after choosing a card, each tile it would move shows a ghost where the engine's
        // rule would take it (MiniTileModel's landing roles); none where it would change nothing.
        function test_aChosenCardShowsWhereEachTileWouldLand() {
            open(MiniRecords.midRace)
            confirmHandover()
            const ghost = t => findChild(tile(t), "ghost")
            verify(!ghost("G2").visible, "no ghost before a card is chosen")
            mouseClick(card("G++"))
            verify(!ghost("G1").visible, "G1 is in front: no effect, no ghost")
            verify(ghost("G2").visible)
            compare(ghost("G2").landing, "onto")
            const race = tile("G2").board
            const at = ghost("G2").mapToItem(race, 0, 0)
            // G2 (stack 4) goes two places forward, onto R1 (stack 2): on top of it.
            fuzzyCompare(at.x, race.stackCenterX(2) - tile("G2").tw / 2, 1)
            fuzzyCompare(at.y, race.groundY - tile("G2").th - 1 * race.stackStep, 1)
            for (const t of ["R1", "Y1", "B2", "K1", "P1"])
                verify(!ghost(t).visible, t + " is not a target")
            clickTile("G2")
            compare(tile("G2").stack, 2, "where the ghost said")
            compare(tile("G2").level, 1)
            verify(!ghost("G2").visible)
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

        // Animations off (Settings): a legal tile's glow holds still, a shaking card's tiles don't
        // wobble. They ran whatever the setting, so a person who turned motion off still saw them
        // (and a software-rendered screen repainted all the while a card was chosen). With
        // animations on, both move (so this can fail).
        function test_withAnimationsOffTheHighlightsHoldStill() {
            open(MiniRecords.midRace)
            confirmHandover()
            mouseClick(card("R--"))
            const glow = findChild(tile("R1"), "glow")
            verify(glow.visible)
            wait(400)
            compare(glow.opacity, 1)
            mouseClick(card("shake"))
            wait(400)
            compare(findChild(tile("Y1"), "glow").parent.rotation, 0)
            AppSettings.setAnimationDuration(350)
            mouseClick(card("R--"))
            verify(movesWithin(() => glow.opacity < 1), "the glow pulses with animations on")
            mouseClick(card("shake"))
            verify(movesWithin(() => findChild(tile("Y1"), "glow").parent.rotation !== 0),
                   "and a shaking card's tiles wobble")
        }

        function test_aShakingCardHighlightsTheBottomsOfStacks() {
            open(MiniRecords.midRace)
            confirmHandover()
            mouseClick(card("shake"))
            compare(tilesWhere("showTarget"), ["Y1", "B2"])
            compare(tilesWhere("shaking"), ["Y1", "B2"])
            verify(!tile("P2").showTarget, "a rider can't be shaken")
            clickTile("Y1")
            compare(game.actionCount, 1)
            compare([tile("Y1").stack, tile("P2").stack, tile("R2").stack], [3, 4, 5])
            compare(tile("R2").level, 0)
        }

        function test_shakingWithNoStackIsPlayedWithNoEffect() {
            const record = JSON.parse(JSON.stringify(MiniRecords.midRace))
            record.setup.row = [["G1"], ["B2"], ["K1"], ["R1"], ["Y1"], ["P2"], ["R2"], ["G2"], ["B1"], ["P1"], ["Y2"], ["K2"]]
            open(record)
            confirmHandover()
            const shake = card("shake")
            verify(!shake.effective)
            mouseClick(shake)
            compare(tilesWhere("showTarget"), [])
            const button = findChild(page, "playWithNoTileButton")
            tryCompare(button, "visible", true)
            mouseClick(button)
            compare(game.actionCount, 1)
            verify(game.moves.lastText.indexOf("no effect") >= 0, game.moves.lastText)
        }
    }
}

import QtQuick
import QtTest
import Tidepool

// Player names as written: markup in a name is shown as text (never italics or an image), the avatar
// letter is the name's first letter, a blank name reads as the seat's default name, a very long one
// is cut for display (the record keeps it whole), and at the end of a race the viewer's own colour
// card lies face up like everyone else's colour.
Item {
    id: root
    width: 1024
    height: 640

    // As tst_ribbitboard's finishRecord: green (carrying purple) on space 8, Ann's G++ ends the race.
    function ribbitRecord(names, secondKind) {
        return JSON.stringify({
            format: "tidepool-record", version: 1, game: "ribbit", options: {},
            players: [{name: names[0], kind: "human"}, {name: names[1], kind: secondKind || "human"}],
            seed: 7,
            setup: {
                colors: ["R", "Y"],
                track: {"0": [["R"], ["Y"], ["B"]], "8": [["G", "P"]]},
                hands: [["R+", "G++", "Y++", "^", "*-"], ["B+", "B+", "B+", "B+", "B+"]],
                deck: ["R+", "R+", "R+", "R+", "R++", "R-", "R-", "Y+", "Y+", "Y+", "Y+", "Y+", "Y-", "Y-",
                       "G+", "G+", "G+", "G+", "G+", "G-", "G-", "B++", "B-", "B-",
                       "P+", "P+", "P+", "P+", "P+", "P++", "P-", "P-", "*+", "*+", "*+", "*+", "*+", "*-",
                       "^", "^", "^^", "^^"],
                discard: [], current: 0
            },
            actions: []
        })
    }

    RibbitGame { id: ribbitGame }
    NewGameSetup { id: gameSetup }
    Component { id: newGameComponent; NewGamePage { anchors.fill: parent; setup: gameSetup; game: ribbitGame } }
    Component { id: miniCardComponent; MiniCard { width: 84; height: 119 } }
    Component {
        id: pageComponent
        RibbitPage { anchors.fill: parent; game: ribbitGame }
    }

    TestCase {
        id: test
        name: "Names"
        when: windowShown
        property var page
        readonly property RibbitGame game: ribbitGame

        function init() {
            AppSettings.setAnimationDuration(0)
            AppSettings.setConfirmMoves(false) // every play counts at once (tst_turns.qml tests Done)
            page = createTemporaryObject(pageComponent, root)
            verify(page)
        }
        function open(text) {
            verify(game.openRecordText(text), game.errorText)
            waitForRendering(page)
        }
        // Every visible Text under `item` whose text holds `fragment`.
        function textsWith(item, fragment, found) {
            if (item.text !== undefined && item.textFormat !== undefined && item.visible
                    && String(item.text).indexOf(fragment) >= 0)
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                textsWith(item.children[i], fragment, found)
            return found
        }

        function test_markupInANameIsShownAsWritten() {
            const ann = "<i>Ann</i> <u>U</u>"
            open(root.ribbitRecord([ann, "<img src=x>"]))
            compare(game.currentPlayerName, ann)
            const overlay = findChild(page, "handover")
            tryCompare(overlay, "visible", true)
            let texts = textsWith(overlay, "<i>Ann</i>", [])
            verify(texts.length >= 2, "the name and the button")
            for (const t of texts)
                compare(t.textFormat, Text.PlainText, "'" + t.text + "' is drawn as written")
            game.confirmHandover()
            tryCompare(overlay, "visible", false)
            for (const fragment of ["<i>Ann</i>", "<img src=x>"]) {
                texts = textsWith(page, fragment, [])
                verify(texts.length >= 1, fragment + " is on the table")
                for (const t of texts)
                    compare(t.textFormat, Text.PlainText, "'" + t.text + "' is drawn as written")
            }
            compare(Theme.initial(ann), "I")
            compare(Theme.initial("<img src=x>"), "I")
            compare(Theme.initial("  ăn"), "Ă")
            compare(Theme.initial("<7>"), "7")
            const letters = []
            for (const t of textsWith(page, "", []))
                if (t.objectName === "avatarLetter")
                    letters.push(t.text)
            compare(letters.sort(), ["I", "I"])
        }

        function test_blankAndVeryLongNamesAreShownReadably() {
            const longName = "W".repeat(200)
            open(root.ribbitRecord(["", longName]))
            compare(game.currentPlayerName, "Player 1")
            compare(findChild(findChild(page, "handover"), "handoverConfirm").text, "I'm Player 1, show my cards")
            game.confirmHandover()
            compare(game.seats.data(game.seats.index(1, 0), SeatModel.NameRole), "W".repeat(40) + "…")
            const button = findChild(findChild(page, "handover"), "handoverConfirm")
            verify(button.width <= root.width, "the handover button fits the window")
            open(root.ribbitRecord(["   ", "x".repeat(1000000)]))
            compare(game.currentPlayerName, "Player 1")
            compare(game.seats.data(game.seats.index(1, 0), SeatModel.NameRole).length, 41)
        }

        function test_theViewersColourIsShownAtTheEnd() {
            // One human at the table: the screen stays Ann's after the end.
            open(root.ribbitRecord(["Ann", "Bot"], "bot:easy"))
            const secret = findChild(page, "secretCard")
            tryVerify(() => secret.visible)
            verify(!secret.faceUp, "face down during the game")
            let card = -1
            for (let i = 0; i < game.hand.rowCount(); ++i)
                if (game.hand.data(game.hand.index(i, 0), HandModel.CardRole) === "G++")
                    card = i
            verify(card >= 0)
            game.selectCard(card)
            verify(game.playOn("G"), game.errorText)
            verify(game.finished)
            tryVerify(() => secret.visible)
            verify(secret.faceUp, "every colour is shown at the end, the viewer's too")
        }
    
        // Learning mode is described in each game's terms: Ripple has no turtles.
        function test_learningModeIsDescribedPerGame() {
            const setupPage = createTemporaryObject(newGameComponent, root)
            gameSetup.setLearningMode(true)
            const words = { ribbit: "turtles", mini: "tiles", ripple: "slots" }
            for (const game of ["ribbit", "mini", "ripple"]) {
                gameSetup.setGame(game)
                const text = findChild(setupPage, "learningText").text
                verify(text.indexOf(words[game]) >= 0, game + ": " + text)
                if (game !== "ribbit")
                    verify(text.indexOf("turtles") < 0, game + " has no turtles: " + text)
            }
        }

        // A Mini card's caption fits the card in Vietnamese ("Lá nhiều màu"), on two lines if need be.
        function test_miniCardCaptionsFitInVietnamese() {
            AppSettings.setLanguage("vi")
            try {
                for (const kind of ["multi", "shake", "lettuce", "color"]) {
                    const c = createTemporaryObject(miniCardComponent, root, { kind: kind, turtle: "G" })
                    const caption = findChild(c, "cardCaption")
                    waitForRendering(c)
                    verify(caption.text !== "" && caption.text.indexOf("tile") < 0, caption.text)
                    verify(!caption.truncated, kind + ": '" + caption.text + "' is shown whole")
                }
            } finally {
                AppSettings.setLanguage("en")
            }
        }
    
        // The moves since the last turn are as readable as the card's other lines, and four long
        // ones still fit the smallest window (1024x640, Theme.scale as Main.qml sets it there).
        function test_sinceLastTurnIsReadableAndFits() {
            Theme.scale = 0.8
            try {
                open(root.ribbitRecord(["Ann", "Ben"]))
                const overlay = findChild(page, "handover")
                tryCompare(overlay, "visible", true)
                const line = "Bartholomew played Rainbow +1 on purple: purple moves from space 3 to space 4, onto green and red."
                overlay.since = [line, line, line, line]
                waitForRendering(page)
                const entries = []
                for (const t of textsWith(overlay, "• ", []))
                    entries.push(t)
                compare(entries.length, 4)
                for (const t of entries)
                    verify(t.font.pixelSize >= Theme.fontBody, "since line at " + t.font.pixelSize + " px")
                const card = findChild(overlay, "handoverCard")
                const r = card.mapToItem(root, 0, 0, card.width, card.height)
                verify(r.y >= 0 && r.y + r.height <= root.height, "the card fits the window: " + JSON.stringify(r))
            } finally {
                Theme.scale = 1
            }
        }
    }
}

import QtQuick
import Tidepool

// The spoken game (TablePage; docs/accessibility.md, "What is announced"): the glue between the
// table and its Announcer. Each move as the caption says it, then whose turn it is with what to do,
// or the result with its reason; a turn behind a handover screen is announced by that screen's
// focus instead. It keeps what is still to be said (the move, the news, the turn last said); the
// page says through it (TablePage.say, sayTable, sayAfterMove). Its sentences keep the TablePage
// translation context.
Item {
    id: speech
    /// The table page (TablePage) whose game is said.
    required property Item page
    /// The game in play (the page's).
    required property GameSession game
    /// The end screen when it is up (TablePage's end loader), or null.
    property Item endScreenItem: null
    /// The game's review is open (ReviewPanel): the moves it shows on the replayed board are not
    /// announced, its rows say them (with their grade). An announcement would interrupt the row
    /// Orca is reading (a notification is spoken at once, cutting off what was being said), and
    /// say the move twice.
    property bool reviewing: false

    Announcer { id: announcer }
    // The page is hidden or left (Back home, a new game, Settings over it): no notice stays in the
    // tree to be read later (docs/accessibility.md, "What is announced").
    Connections {
        target: page
        function onInViewChanged() { if (!page.inView) announcer.forget() }
    }

    /// Says what is on the table (GameSession.tableSummary) through the announcer.
    /// (The viewer's own view: secret, never said once the screen passes to someone else.)
    function sayTable() { announcer.say(page.game.tableSummary(), true) }
    /// Says `text` through the announcer; `secret`: for the person at the screen only.
    function say(text, secret) { announcer.say(text, secret === true) }
    /// Says the news a move brought (a race's or a round's end) after that move's own sentence and
    /// before whose turn it is or the result. `news` is a function giving the sentence ("" for
    /// nothing), asked once the move is kept (not while it waits for Done: taken back, there is no
    /// news) and the table has settled.
    function sayAfterMove(news) {
        speech.pendingNews.push(news)
        speechTimer.restart()
    }
    /// Nothing said before stays in the tree (the page is left, a new game on it).
    function forget() { announcer.forget() }
    /// The end screen came: what it shows beyond the result, said after it, with the result when
    /// it is said (turnSentence()), or on its own when the result was said before the screen came
    /// (the finish-line moment's beat, or Show the results).
    function endScreenShown() {
        if (speech.spokenTurnKey === speech.turnKey)
            speech.say(speech.endScreenText())
    }

    /// The move to announce: the caption's sentence ("" while a play waits for Done).
    readonly property string spokenMove: game && !game.moves.pending ? game.moves.lastText : ""
    /// Changes when the turn passes, a move is kept, a handover screen comes or goes, or the game ends.
    readonly property string turnKey: !game ? "" : [game.currentPlayer, game.actionCount, game.handover.pending,
                                                     game.finished, page.covered].join("|")
    /// The turn to announce: the result with its reason at the end; the status line's turn (as the
    /// game words it: "Ann's extra turn", "Ann opens the round") and what to do; "" when a
    /// computer is to play, a handover screen will say whose turn it is, or a guided game's step
    /// says what to do (its own announcement).
    function turnSentence() {
        if (!game || page.covered)
            return ""
        if (game.finished)
            return [game.result.text, game.result.reason, speech.endScreenText()].filter(t => t !== "").join(" ")
        if (game.handover.pending || !page.canAct || page.guided)
            return ""
        return page.prompt !== "" ? page.turnText + ": " + page.prompt : page.turnText
    }
    /// What the end screen shows beyond the result, in words (its spokenText(): the ranking, the
    /// secret colours); "" before it comes.
    function endScreenText() {
        return speech.endScreenItem && typeof speech.endScreenItem.spokenText === "function" ? speech.endScreenItem.spokenText() : ""
    }
    /// The moves to say, in order: every move kept since the last announcement (a lesson's
    /// scripted opponents play at once after the learner's move, and each is said).
    property var pendingMoves: []
    property var pendingNews: []
    property string spokenTurnKey: ""
    /// The action count when the last move was said: a move is said once (a play taken back with
    /// Take back shows the move before it again, which was said already).
    property int spokenMoveCount: -1
    onSpokenMoveChanged: {
        if (spokenMove === "" || game.actionCount === spokenMoveCount)
            return
        spokenMoveCount = game.actionCount
        pendingMoves.push(spokenMove)
        speechTimer.restart()
    }
    // A play waiting for Done: its words and the count it would follow, to say it was taken back.
    property string previewText: ""
    property int previewCount: -1
    property bool previewEnded: false
    onTurnKeyChanged: speechTimer.restart()
    Connections {
        target: page.game
        // Take back: what was taken back, then whose turn it is now (never the move before it again,
        // which the log's last line has become).
        function onUndone(text) {
            speech.pendingMoves = text !== "" ? [qsTranslate("TablePage", "Taken back: %1").arg(text)] : []
            speech.spokenMoveCount = page.game.actionCount
            speech.spokenTurnKey = "" // whose turn it is now, said again
            speechTimer.restart()
        }
        // Another game on this page (a new one, one opened, Play again): its moves are all new,
        // even one at a count said in the game before (its first move was not said).
        function onActionCountChanged() {
            if (page.game.actionCount < speech.spokenMoveCount)
                speech.spokenMoveCount = -1
        }
    }
    Connections {
        target: page.game ? page.game.moves : null
        function onPendingTextChanged() {
            if (page.game.moves.pendingText !== "")
                speech.previewText = page.game.moves.pendingText
        }
        function onPendingChanged() {
            if (page.game.moves.pending) {
                speech.previewCount = page.game.actionCount
                speech.previewText = page.game.moves.pendingText
            } else {
                speech.previewEnded = true
                speechTimer.restart()
            }
        }
    }
    Connections {
        target: page.game ? page.game.handover : null
        // The screen passes to someone else: a secret said for the one leaving it is not for them.
        function onPendingChanged() { if (page.game.handover.pending) announcer.forgetSecrets() }
    }
    // A move and the turn it passes on change together: one announcement says both, in order.
    Timer {
        id: speechTimer
        interval: 1
        onTriggered: {
            if (speech.reviewing) {
                // Kept as said: the review's rows say the moves it shows.
                speech.pendingMoves = []
                speech.pendingNews = []
                speech.previewEnded = false
                speech.spokenTurnKey = speech.turnKey
                return
            }
            const parts = []
            // A play waiting for Done was taken back (Take back): said so, then whose turn it is.
            if (speech.previewEnded && page.game && page.game.actionCount === speech.previewCount && speech.previewText !== "") {
                speech.pendingMoves = [qsTranslate("TablePage", "Taken back: %1").arg(speech.previewText)]
                speech.spokenTurnKey = ""
            }
            speech.previewEnded = false
            for (const move of speech.pendingMoves)
                parts.push(move)
            speech.pendingMoves = []
            if (!page.game || !page.game.moves.pending) {
                for (const news of speech.pendingNews) {
                    const text = news()
                    if (text !== "")
                        parts.push(text)
                }
                speech.pendingNews = []
            }
            if (speech.turnKey !== speech.spokenTurnKey) {
                speech.spokenTurnKey = speech.turnKey
                const turn = speech.turnSentence()
                if (turn !== "")
                    parts.push(turn)
            }
            announcer.say(parts.join(" "))
        }
    }
}

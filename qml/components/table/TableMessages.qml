import QtQuick
import Tidepool

// The table page's band of messages (TablePage), between the status line and the board: learning
// mode's "Suggest a move" with its suggestion, the word about the viewer's last move (MoveHint),
// and the recap of every move since the viewer's last turn. Messages have their own place, as on
// the best game sites (issue 44): the board begins below the band (TablePage.boardTop), so no
// message ever lies on a piece, a card or a name. The band is as tall as what it shows (0 with
// nothing; the word after a move keeps its one line while it is on): the recap comes at the start
// of the viewer's turn and goes when they act or close it. It keeps no state.
Column {
    id: band
    objectName: "messageBand"
    /// The table page (TablePage) whose messages these are.
    required property Item page
    readonly property alias suggestBar: suggestBar
    readonly property alias recap: recap
    readonly property alias moveHint: moveHint
    /// A suggestion came (`sentence`: what the bar shows).
    signal suggested(string sentence)
    /// The word about the viewer's last move came (`sentence`: what the line shows).
    signal hinted(string sentence)
    spacing: Theme.gapSmall

    // A guided game's bubble stands here (TutorialOverlay, over the page: TablePage.guideRoom).
    Item {
        objectName: "guideSpace"
        width: band.width
        height: band.page.endShown ? 0 : band.page.guideRoom
        visible: height > 0
    }
    SuggestBar {
        id: suggestBar
        game: band.page.game
        anchors.horizontalCenter: parent.horizontalCenter
        maxWidth: band.width
        hidden: band.page.guided // (a guided game's steps say what to play)
        onSuggested: (sentence) => band.suggested(sentence)
    }
    // Learning mode's word about the viewer's last move (issue 45), theirs only.
    MoveHint {
        id: moveHint
        game: band.page.game
        anchors.horizontalCenter: parent.horizontalCenter
        maxWidth: band.width
        hidden: band.page.guided
        onHinted: (sentence) => band.hinted(sentence)
    }

    // On the viewer's turn after several moves by others with no handover screen to list them
    // (one person with computers; Ripple): every move since their last turn, until they act.
    MoveRecap {
        id: recap
        game: band.page.game
        hidden: band.page.guided // (a guided game says its moves in its steps)
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(band.width, Theme.px(1200))
        // Its heading and three or four lines (it scrolls beyond, newest in view, two columns when
        // wide): the board keeps the rest of the window (issue 44: a tall recap shrank the board).
        maxHeight: Math.max(Theme.px(80), band.page.height * 0.13)
    }
}

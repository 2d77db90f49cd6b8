import QtQuick
import QtQuick.Layouts
import Tidepool

// The review of a game (issue 45), beside the board of the replay viewer: the end screen's
// "Review" or the replay bar's opens it, and it starts at once (GameReview works it out off the
// GUI thread, with its progress and Cancel). Then it shows the graph of each player's chance to
// win (ReviewChart), each player's mistakes and inaccuracies, the key moments in whole sentences,
// and every move in a list a screen reader reads row by row (each row one sentence: the graph's
// text alternative). The move picked in the list or on the graph is shown on the board, and
// "Show the better move" puts the better move found there in its place. Escape or Close leaves it
// (and stops a review still running). No grading here: the engine grades (GameReview).
FocusScope {
    id: panel
    objectName: "reviewPanel"
    /// The game reviewed (GameSession), in its replay viewer (GameSession::reviewable()).
    property GameSession game
    /// Each seat's avatar colour, an index of Theme.seatTints (TablePage.avatars): the graph's lines.
    property var avatars: []
    /// Close or Escape: the panel is done.
    signal closed()
    /// A sentence for the table's announcer (TablePage.say): what the board shows once "Show the
    /// better move" (or "Show the move played") changed it; the focus stays on the button, whose
    /// new name a screen reader does not say, and the panel's line about it is not read either.
    signal announce(string text)

    readonly property alias review: review

    function close() {
        review.cancel()
        panel.closed()
    }
    /// The decision picked (in the list or on the graph), or -1.
    readonly property int currentIndex: review.ready ? moves.currentIndex : -1
    readonly property Item currentRow: review.ready ? moves.currentItem : null
    /// The board shows the better move of the current decision in place of the one played.
    readonly property bool previewing: game !== null && game.replay.preview !== ""
    /// Shows decision `index` on the board: the position after the move played.
    function show(index) {
        if (!game || index < 0 || index >= moves.count)
            return
        moves.currentIndex = index
        game.seekReplay(index + 1)
    }
    /// The better move found in place of the one played, or back to the move played.
    function toggleBetter() {
        const row = panel.currentRow
        if (!game || !row || row.betterAction === "")
            return
        if (panel.previewing)
            game.seekReplay(row.move)
        else
            game.previewReplay(row.move - 1, row.betterAction)
        panel.announce(panel.previewing ? panel.onBoardText(row) + ": " + row.better : panel.onBoardText(row))
    }
    /// What the board shows for `row` (the current row): after its move, or its better move.
    function onBoardText(row) {
        return !row ? ""
               : panel.previewing ? qsTr("On the board: the better move found for move %1").arg(row.move)
               : game && game.replay.position === 0 ? qsTr("On the board: the start of the game")
                                  : qsTr("On the board: after move %1").arg(row.move)
    }
    /// The replay moved on its own (its bar's steps, slider or play): the list's current row follows
    /// the board (after the position's settled; not while the better move is shown).
    function follow() {
        if (!review.ready || !game || panel.previewing)
            return
        const i = game.replay.position - 1
        if (i >= 0 && i < moves.count && moves.currentIndex !== i)
            moves.currentIndex = i
    }
    Connections {
        target: panel.game ? panel.game.replay : null
        function onPositionChanged() { Qt.callLater(panel.follow) }
    }

    GameReview {
        id: review
        objectName: "gameReview"
        game: panel.game
    }
    Component.onCompleted: {
        review.start()
        closeButton.forceActiveFocus(Qt.OtherFocusReason)
    }
    Connections {
        target: review
        // Ready: the keyboard goes to the table, whose first row a screen reader reads.
        function onReadyChanged() {
            if (!review.ready || moves.count === 0)
                return
            panel.show(0)
            moves.forceActiveFocus(Qt.OtherFocusReason)
        }
    }

    // Escape is the review's (the table's Esc shortcut would open the game menu over it).
    Keys.onShortcutOverride: (event) => event.accepted = event.key === Qt.Key_Escape
    Keys.onEscapePressed: panel.close()

    PaperPanel {
        id: sheet
        anchors.fill: parent
        // Clicks on the panel stop here (the board beside it stays the replay's).
        MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons; onWheel: (wheel) => wheel.accepted = true }

        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Theme.px(16)
            spacing: Theme.gap

            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: qsTr("Game review")
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: Theme.ink
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                TButton {
                    id: closeButton
                    objectName: "closeReview"
                    text: review.working ? qsTr("Cancel") : qsTr("Close")
                    Accessible.name: review.working ? qsTr("Cancel the review") : qsTr("Close the review")
                    KeyNavigation.tab: betterButton.visible ? betterButton : moves.count > 0 ? moves : closeButton
                    KeyNavigation.backtab: moves.count > 0 ? moves : betterButton.visible ? betterButton : closeButton
                    onClicked: panel.close()
                }
            }

            // ---------- Working it out ----------
            ColumnLayout {
                visible: review.working
                Layout.fillWidth: true
                spacing: Theme.gapSmall
                Text {
                    objectName: "reviewProgressText"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    wrapMode: Text.Wrap
                    text: qsTr("Looking at every move from what its player could see: %1 of %2")
                          .arg(review.decisionsDone).arg(review.decisionCount)
                    font.pixelSize: Theme.fontBody
                    color: Theme.ink
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                Rectangle {
                    objectName: "reviewProgress"
                    Layout.fillWidth: true
                    implicitHeight: Theme.px(12)
                    radius: height / 2
                    color: Theme.paperEdge
                    Accessible.role: Accessible.ProgressBar
                    Accessible.name: qsTr("Review progress")
                    Rectangle {
                        width: review.decisionCount > 0 ? parent.width * review.decisionsDone / review.decisionCount : 0
                        height: parent.height
                        radius: height / 2
                        color: Theme.teal
                    }
                }
            }

            Text {
                objectName: "reviewError"
                visible: text !== ""
                Layout.fillWidth: true
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                text: review.errorText
                font.pixelSize: Theme.fontBody
                color: Theme.ink
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }

            // ---------- The review ----------
            ReviewChart {
                id: chart
                visible: review.ready
                Layout.fillWidth: true
                series: review.chart
                names: review.names
                avatars: panel.avatars
                currentIndex: panel.currentIndex
                onPicked: (index) => panel.show(index)
            }

            // The move on the board, and its better move.
            RowLayout {
                visible: review.ready && panel.currentRow !== null
                Layout.fillWidth: true
                spacing: Theme.gapSmall
                Text {
                    objectName: "reviewOnBoard"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    wrapMode: Text.Wrap
                    text: panel.onBoardText(panel.currentRow)
                    font.pixelSize: Theme.fontSmall
                    font.bold: panel.previewing
                    color: Theme.ink
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                TButton {
                    id: betterButton
                    objectName: "showBetterMove"
                    visible: panel.currentRow !== null && panel.currentRow.betterAction !== ""
                    text: panel.previewing ? qsTr("Show the move played") : qsTr("Show the better move")
                    KeyNavigation.tab: moves.count > 0 ? moves : closeButton
                    KeyNavigation.backtab: closeButton
                    onClicked: panel.toggleBetter()
                }
            }

            ListView {
                id: moves
                objectName: "reviewMoves"
                visible: review.ready
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: review.decisions
                spacing: Theme.px(4)
                activeFocusOnTab: true
                keyNavigationEnabled: true
                highlightMoveDuration: 0
                KeyNavigation.tab: closeButton
                KeyNavigation.backtab: betterButton.visible ? betterButton : closeButton
                // Never squeezed out (six players, three moments: they scroll with the moves).
                Layout.minimumHeight: Theme.px(120)
                Accessible.role: Accessible.List
                // The summary and the key moments are in the list's name, not its description: as
                // the keyboard comes to the list, Orca says the list's name (and how many rows it
                // has) before the row focused, never its description (the Orca review test).
                Accessible.name: [qsTr("Every move, graded")].concat(review.summary).join(". ") + "."
                                 + (review.keyMoments.length > 0 ? " " + qsTranslate("ReviewSummary", "Key moments") + ": "
                                                                   + review.keyMoments.join(" ") : "")
                // Every row made (not just those in view and a page either side): a screen reader
                // counts the rows there are ("List with 4 items" was said of a 38-move game).
                cacheBuffer: 1000000
                // Up and Down (and a click) show the move on the board.
                onCurrentIndexChanged: if (review.ready && currentIndex >= 0 && game && game.replay.position !== currentIndex + 1) panel.show(currentIndex)
                // The summary and the key moments, scrolled with the moves.
                header: ReviewSummary {
                    width: ListView.view.width
                    review: panel.review
                }
                delegate: Rectangle {
                    id: row
                    required property int index
                    required property int move
                    required property string player
                    required property string text
                    required property string grade
                    required property string gradeText
                    required property int chance
                    required property string better
                    required property string betterAction
                    required property string spoken
                    // The current row has the keyboard while the list has it: a screen reader
                    // reads each row as Up and Down reach it.
                    focus: true
                    width: ListView.view.width
                    height: rowText.implicitHeight + Theme.px(12)
                    radius: Theme.radiusSmall
                    color: row.grade === "mistake" ? "#33D55E00" : row.grade === "inaccuracy" ? "#26E69F00" : "transparent"
                    border.color: row.ListView.isCurrentItem ? (moves.activeFocus ? Theme.tealDeep : Theme.inkFaint) : "transparent"
                    border.width: Math.max(2, Theme.px(3))
                    Accessible.role: Accessible.ListItem
                    Accessible.name: row.spoken
                    Text {
                        id: rowText
                        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.px(8) }
                        textFormat: Text.PlainText
                        wrapMode: Text.Wrap
                        text: row.spoken
                        font.pixelSize: Theme.fontBody
                        font.bold: row.grade === "mistake"
                        color: Theme.ink
                    }
                    MouseArea { anchors.fill: parent; onClicked: { panel.show(row.index); moves.forceActiveFocus() } }
                }
            }
            Item { visible: !review.ready; Layout.fillHeight: true }
        }
    }
}

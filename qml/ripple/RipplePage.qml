import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The Ripple table (components/TablePage.qml): the other players' beaches along the top (each with
// its discard pile), the acting player's beach large below with their pile(s) on the left and the
// draw pile and the held card on the right; the round's scoring view, the final table, log and
// menu on top. The seats along the top are RippleOthers (a RippleSeatSpot each), the main area
// RippleMainArea (RippleBigBeach, RippleDrawColumn); the page keeps the keys and the focus.
TablePage {
    id: page
    active: StackView.status === StackView.Active || StackView.view === null
    readonly property bool scoringOpen: game && game.scoringRound > 0
    readonly property bool blocked: menuOpened || scoringOpen || endShown
    readonly property int n: game ? game.playerCount : 0
    /// The beach drawn large: the player to act (the viewer's once the game is over).
    readonly property int bigPlayer: game ? game.bigSeat : 0
    readonly property int pilesEach: n === 2 ? 2 : 1
    /// Two seats in a landscape window: the beaches side by side (RippleFaceToFace).
    readonly property alias beside: faceToFace.active
    readonly property alias besideShare: faceToFace.share
    readonly property alias besideCardW: faceToFace.cardW
    readonly property alias besideTop: faceToFace.top
    RippleFaceToFace {
        id: faceToFace
        page: page
        captionRoom: lastMoveBar.height
        buttonWidth: mainArea.drawButtonWidth
    }
    /// A seat's avatar colour (an index of Theme.seatTints): the one chosen for the player on the
    /// New game page, as on the seat chips of the other games (TablePage.avatars).
    function avatarOf(player) { return page.avatars[player] !== undefined ? page.avatars[player] : player % 6 }
    function signed(v) { return v > 0 ? "+" + v : v < 0 ? "\u2212" + Math.abs(v) : "0" }

    topBarHeight: Theme.px(60)
    statusHeight: Theme.px(52)
    statusPadding: Theme.px(36)
    promptShare: 0.55
    prompt: game ? game.prompt : ""
    waitingKeys: ["N", "X", "A", "B", "C", "D", "E", "F", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    turnText: {
        if (!page.game) return ""
        if (page.game.finished) return page.game.result.text
        if (page.thinking) return qsTr("%1 is thinking").arg(page.game.currentPlayerName)
        if (page.game.phase === "reveal") return qsTr("%1 opens the round").arg(page.game.currentPlayerName)
        return page.game.extraTurn ? qsTr("%1's extra turn").arg(page.game.currentPlayerName)
                                   : qsTr("%1's turn").arg(page.game.currentPlayerName)
    }
    // The scoring view of a round: computer turns and the end screen wait.
    covered: scoringOpen
    // No handover screen: Ripple has no secret hands (RippleGame::hasPrivateInformation).
    hasHandover: false
    captionBottomMargin: Theme.px(3) + replayRoom
    captionShare: 0.8
    captionZ: 0
    captionCovered: announce.visible
    endScreen: Component {
        RippleEnd {
            objectName: "endScreen"
            game: page.game
            avatars: page.avatars
        }
    }

    Connections {
        target: page.game
        // An extra turn or the last turns: shown over the table, and said after the move that
        // brought it, before whose turn it is (the toast itself is not a second alert).
        // Shown only: the move's own sentence, said after every move, already ends with it ("…: an
        // extra turn.", "…: everyone else has one last turn."), and saying both told it twice.
        function onAnnouncement(text) { announce.show(text) }
        // The opening reveal's first card chosen: said (the slot is marked so in the tree too).
        // A suggested reveal ("reveal 1 7") whose first card was just chosen: the keyboard goes to
        // its second, so Enter turns both up (as Enter plays a suggested card on its turtle).
        function onRevealPickChanged(text) {
            page.say(text)
            const words = page.game.suggestion.action.split(" ")
            if (words[0] === "reveal" && words.length === 3 && page.Window.activeFocusItem
                    && page.Window.activeFocusItem.objectName === "slot" + words[1])
                mainArea.bigBeach.focusSlot(Number(words[2]))
        }
    }
    // A card comes into play (drawn, or taken from a pile): the keyboard goes to it, named with the
    // card and what may be done with it, so the choice to make is the next thing heard.
    readonly property bool holding: game !== null && game.hasHeld && canAct && game.currentPlayer === bigPlayer
    // ... and when the card leaves play while it has the keyboard (X discarded it), the turn's next
    // thing to do takes it (a face-down slot to turn up), not the empty "No card in play".
    onHoldingChanged: {
        if (holding)
            Qt.callLater(() => { if (page.holding && !page.blocked) mainArea.heldCard.forceActiveFocus(Qt.TabFocusReason) })
        else if (mainArea.heldCard.activeFocus)
            page.settleFocus(true)
    }

    topCenter: Component {
        Row {
            spacing: Theme.px(14)
            Image {
                anchors.verticalCenter: parent.verticalCenter
                source: Theme.art("ripple-wave")
                width: Theme.px(34); height: width
                sourceSize: Qt.size(width * 2, height * 2)
            }
            Text {
                textFormat: Text.PlainText
                objectName: "roundTitle"
                Accessible.role: Accessible.Heading
                Accessible.name: text
                anchors.verticalCenter: parent.verticalCenter
                text: !page.game ? "" : page.game.finished ? qsTr("Ripple · the game is over")
                    : qsTr("Ripple · Round %1 of %2").arg(page.game.round).arg(page.game.rounds)
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontLarge + Theme.px(2)
                font.bold: true
                color: Theme.cream
            }
        }
    }
    topButtons: TButton {
        tone: "quiet"
        text: qsTr("Scores")
        enabled: page.game !== null && page.game.scoredRounds > 0
        onClicked: page.game.showScoring(page.game.scoredRounds)
    }
    statusButtons: TButton {
        id: undoButton
        objectName: "undoButton"
        visible: page.game !== null && page.canAct && page.game.phase === "play"
        implicitHeight: Theme.px(34)
        text: qsTr("↶ Undo")
        enabled: page.game !== null && page.game.moves.canUndo
        Accessible.description: page.game && page.game.moves.undoText !== "" ? qsTr("Take back: %1").arg(page.game.moves.undoText)
                                                                      : (page.game ? page.game.moves.undoBlockedReason : "")
        onClicked: page.game.undo()
        // A disabled button gets no hover: explain from the surrounding area.
        MouseArea {
            id: undoHover
            anchors.fill: parent
            hoverEnabled: true
            acceptedButtons: Qt.NoButton
        }
        Tip {
            visible: undoHover.containsMouse
            text: page.game && page.game.moves.canUndo ? qsTr("Take back your last step (Ctrl+Z)")
                                                 : (page.game ? page.game.moves.undoBlockedReason : "")
        }
    }

    // Keys: 0-9 a slot of the beach, Space draws, A-F take from a pile, X discards, Ctrl+Z undoes,
    // Esc opens the menu, Enter confirms a handover or continues after the scoring.
    Repeater {
        model: 10
        Item {
            required property int index
            Shortcut {
                sequence: String(index)
                enabled: page.active && page.canAct && !page.blocked
                onActivated: page.game.clickSlot(index)
            }
        }
    }
    Repeater {
        model: ["A", "B", "C", "D", "E", "F"]
        Item {
            required property int index
            required property string modelData
            Shortcut {
                sequence: modelData
                enabled: page.active && page.canAct && !page.blocked && index < mainArea.ownPiles.count
                onActivated: page.game.take(index)
            }
        }
    }
    // N always draws; Space draws only when no control that Space presses has the focus (a
    // button, a slot, a pile): Space on a focused button presses that button.
    // (A focused item that is no longer shown, e.g. the recap's close button, takes no key.)
    readonly property bool spaceDraws: !focusedItem || focusedItem === mainArea.drawPile || !focusedItem.activeFocusOnTab
                                       || !focusedItem.visible
    Shortcut {
        sequence: "N"
        enabled: page.active && page.canAct && !page.blocked
        onActivated: page.game.draw()
    }
    Shortcut {
        sequence: "Space"
        enabled: page.active && page.canAct && !page.blocked && page.spaceDraws
        onActivated: page.game.draw()
    }

    // The focus at the start of every turn (and when the table comes back from a cover; TablePage
    // decides when): the acting player's first slot a click acts on (the reveal), else the draw
    // pile, else their first face-down slot, so the keyboard and a screen reader start where the
    // turn does. The item given the focus that way shows its ring but not its tooltip (the tip
    // would pop up over the table at every turn for mouse players too), until the focus moves on.
    property Item quietItem: null
    onFocusedItemChanged: if (focusedItem !== quietItem) quietItem = null
    onTurnFocusRequested: focusTable()
    // A suggestion (its record notation: "draw", "take P1a", "place 3", "flip 3", "reveal 2 7"):
    // the keyboard goes to the pile or the slot it names.
    onSuggestionFocusRequested: {
        const words = page.game.suggestion.action.split(" ")
        if (words[0] === "draw") {
            mainArea.drawPile.forceActiveFocus(Qt.OtherFocusReason)
        } else if (words[0] === "take") {
            for (let i = 0; i < mainArea.ownPiles.count; ++i) {
                const pile = mainArea.ownPiles.itemAt(i)
                if (pile && pile.objectName === "pile" + words[1] && pile.visible)
                    pile.forceActiveFocus(Qt.OtherFocusReason)
            }
        } else if (words.length > 1 && /^[0-9]$/.test(words[1])) {
            mainArea.bigBeach.focusSlot(Number(words[1]))
        }
    }
    function focusTable() {
        if (!page.active || !page.canAct || page.blocked || !page.game || page.game.currentPlayer !== page.bigPlayer)
            return
        if (!mainArea.bigBeach.focusFirst(false)) {
            if (page.game.canDraw)
                mainArea.drawPile.forceActiveFocus(Qt.OtherFocusReason)
            else
                mainArea.bigBeach.focusFirst(true)
        }
        quietItem = focusedItem
    }
    Shortcut {
        sequence: "X"
        enabled: page.active && page.canAct && !page.blocked
        onActivated: page.game.discardHeld()
    }
    Shortcut {
        sequences: [StandardKey.Undo, "U"]
        enabled: page.active && page.game !== null && !page.blocked
        onActivated: page.game.undo()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: page.active && page.game !== null && !page.menuOpened && !page.guideHasKeyboard
                 && (page.game.handover.pending || page.scoringOpen)
        // (The scoring view first skips its tally to the final figures while it runs.)
        onActivated: page.game.handover.pending ? page.game.confirmHandover()
                     : scoringLoader.item ? scoringLoader.item.proceed() : page.game.closeScoring()
    }

    // ---------- Every seat's place along the top (fixed all game) ----------
    // (Not in view under a round's scoring view: the table is the next round's already, whose
    // slots a screen reader found there with names that clashed with the scored cards'.)
    RippleOthers {
        id: othersArea
        page: page
        visible: !page.scoringOpen
    }

    // ---------- The acting player's beach, their piles, the draw pile and the held card ----------
    RippleMainArea {
        id: mainArea
        page: page
        visible: !page.scoringOpen
        fixedCardW: page.beside ? page.besideCardW : 0
        anchors { left: parent.left; right: page.beside ? othersArea.left : parent.right
                  top: page.beside ? parent.top : othersArea.bottom; bottom: lastMoveBar.top
                  leftMargin: Theme.px(16); rightMargin: Theme.px(page.beside ? 8 : 16)
                  topMargin: page.beside ? page.besideTop : Theme.px(4) }
    }

    // Room for what each action did (TablePage's move caption, captionBottomMargin).
    Item {
        id: lastMoveBar
        // (Above the replay bar while a game is replayed, TablePage.replayRoom.)
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; bottomMargin: page.replayRoom }
        height: Theme.px(34)
    }

    // In the move caption's place under the table, never on the beach (issue 44).
    Toast {
        id: announce
        objectName: "announcement"
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: page.captionBottomMargin }
        maxWidth: page.boardWidth * page.captionShare
        // (A notice takes the strip while it shows: the two never lie on each other.)
        visible: opacity > 0 && !page.noticeShown
        showFor: 3600
        Accessible.role: Accessible.StaticText // said by the page's announcer, in order
    }

    // ---------- The scoring view of a round (public information: over a pending handover) ----------
    // Made when first needed, not before the first frame (docs/performance.md).
    coverScreen: scoringLoader.item
    overlays: Loader {
        id: scoringLoader
        anchors.fill: parent
        active: page.scoringOpen
        sourceComponent: RippleScoring {
            objectName: "rippleScoring"
            game: page.game
            onContinued: page.game.closeScoring()
        }
        // The round's scores are announced when they come (after the move that ended the round).
        onLoaded: page.sayAfterMove(() => scoringLoader.item ? scoringLoader.item.spokenText() : "")
    }
}
